/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "play.h"
#include "judge.h"

/*
 * One mail, as the mail server delivers it (lucky-judge(1) "Mail in"):
 * read whole, its game found by a GAME line or its sender's address,
 * its sender checked (the address, the secret, a signature), then
 * played whole or not at all.  A stranger is answered only to LIST,
 * STATUS and OBSERVE, once a day at most; an automatic mail never.
 */

/* The first word after the line's keyword, or "": a PRESS's text is
 * not searched. */
static void
line_word(const struct mail_lines *l, const char *kw, char *w, size_t size)
{
	const char *rest;
	bool press = false;
	int i;

	w[0] = '\0';
	for (i = 0; i < l->n; i++)
		if (press)
			press = !keyword(l->line[i], "ENDPRESS", NULL);
		else if (keyword(l->line[i], "PRESS", NULL))
			press = true;
		else if (keyword(l->line[i], kw, &rest)) {
			snprintf(w, size, "%.*s", (int)strcspn(rest, " \t"),
			    rest);
			return;
		}
}

/* Does the mail's SECRET line hold the member's secret? */
static bool
secret_holds(const struct mail_lines *l, const struct member *m)
{
	char s[80];

	line_word(l, "SECRET", s, sizeof(s));
	return strlen(s) == 64 && same_secret(s, m->secret, 64);
}

/*
 * The game of the mail: the GAME line's, else the one game where the
 * sender is a member, else, of several, the one whose secret the mail
 * holds.  0 and its name; 1 when the sender is a member of several and
 * the mail does not say which; -1 when the sender is no member.
 */
static int
route_to(const struct mail_in *m, const struct mail_lines *l,
    const char *want, char *name, size_t size)
{
	struct judge *j = xcalloc(1, sizeof(*j));
	char **games;
	enum role role;
	struct member *mb;
	int i, n, found = 0, held = 0;

	n = host_games(&games);
	for (i = 0; i < n; i++) {
		if ((want[0] != '\0' && strcmp(want, games[i]) != 0) ||
		    judge_peek(games[i], j) == -1 ||
		    (mb = member_by_addr(j, m->from, &role)) == NULL) {
			judge_free(j);
			continue;
		}
		if (found++ == 0 || (held == 0 && secret_holds(l, mb)))
			strlcpy(name, games[i], size);
		if (secret_holds(l, mb))
			held++;
		judge_free(j);
	}
	for (i = 0; i < n; i++)
		free(games[i]);
	free(games);
	free(j);
	if (found == 0)
		return -1;
	return found == 1 || held == 1 ? 0 : 1;
}

/* route_to the GAME line's game, else the sender's. */
static int
route(const struct mail_in *m, const struct mail_lines *l, char *name,
    size_t size)
{
	char want[GAME_MAXNAME + 8];
	int r;

	/* a GAME line naming no game of the sender's: the game found by
	 * the address, whose GAME keyword refuses the line */
	line_word(l, "GAME", want, sizeof(want));
	if ((r = route_to(m, l, want, name, size)) == -1 && want[0] != '\0')
		r = route_to(m, l, "", name, size);
	return r;
}

/* The words of a signed mail: the signature holds for the member's key,
 * and the lines carry the game and the next SEQ.  Why not in why. */
static bool
signed_by(const struct member *p, const struct mail_lines *l, char *why,
    size_t size)
{
	char allowed[PATH_MAX * 2], sigpath[PATH_MAX * 2], iarg[64], w[64];
	char *argv[] = { "ssh-keygen", "-Y", "verify", "-f", allowed, "-I",
	    iarg, "-n", NS, "-s", sigpath, NULL };
	struct buf msg = { NULL, 0, 0 }, e = { NULL, 0, 0 };
	struct buf out = { NULL, 0, 0 };
	struct buf line = { NULL, 0, 0 };
	int i, status;

	if (l->sig.len == 0) {
		snprintf(why, size, "it is not signed: your orders must be "
		    "signed with your key (ssh-keygen -Y sign -n %s)", NS);
		return false;
	}
	snprintf(allowed, sizeof(allowed), "%s/signers.tmp", J.dir);
	snprintf(sigpath, sizeof(sigpath), "%s/sig.tmp", J.dir);
	snprintf(iarg, sizeof(iarg), "%s", p->name);
	buf_fmt(&line, "%s namespaces=\"%s\" %s\n", p->name, NS, p->key);
	file_put(allowed, line.s, line.len);
	file_put(sigpath, l->sig.s, l->sig.len);
	buf_add(&msg, "", 0);
	for (i = 0; i < l->n; i++) {
		buf_add(&msg, l->line[i], strlen(l->line[i]));
		buf_add(&msg, "\n", 1);
	}
	/* what it says ("Good signature") is not the judge's to print */
	status = espawn_run("", argv, &msg, &out, &e);
	unlink(allowed);
	unlink(sigpath);
	free(msg.s);
	free(out.s);
	free(e.s);
	buf_free(&line);
	if (status != 0) {
		snprintf(why, size, "its signature does not hold for your key: "
		    "sign exactly the lines before the signature but blank "
		    "and quoted ones, SECRET and a greeting included, with "
		    "ssh-keygen -Y sign -n %s", NS);
		return false;
	}
	line_word(l, "GAME", w, sizeof(w));
	if (strcmp(w, J.name) != 0) {
		snprintf(why, size, "a signed mail holds the line GAME %s",
		    J.name);
		return false;
	}
	line_word(l, "SEQ", w, sizeof(w));
	if (w[0] == '\0' || strspn(w, "0123456789") != strlen(w) ||
	    strtol(w, NULL, 10) != p->mseq + 1) {
		snprintf(why, size, "a signed mail holds the line SEQ %ld (a "
		    "signed mail is played once)", p->mseq + 1);
		return false;
	}
	return true;
}

/* Why a member's mail is not read at all, or NULL. */
static const char *
unread(const struct mail_in *m, const struct mail_lines *l, char *why,
    size_t size)
{
	if (m->html_only)
		snprintf(why, size, "it has no plain text, only HTML: send "
		    "your mail as plain text");
	else if (l->badline > 0)
		snprintf(why, size, "line %d holds a control character "
		    "(0x%02x)", l->badline, l->badbyte);
	else if (l->too_many)
		snprintf(why, size, "it has more than %d lines to read",
		    MAIL_MAXLINES);
	else
		return NULL;
	return why;
}

/* What of a mail was not read, for the answer to its sender. */
static void
add_unread(const struct mail_in *m, const struct buf *ignored,
    struct buf *to)
{
	if (ignored->len > 0)
		buf_fmt(to, "These lines were not read as orders:\n%s\n",
		    ignored->s);
	if (m->skipped.len > 0)
		buf_fmt(to, "These attachments were not read:\n%s\n",
		    m->skipped.s);
}

/* The answer to a mail that changed nothing everyone must hear. */
static void
answer(const struct member *to, const char *inreplyto, struct reply *r)
{
	char who[LUCKY_MAXPLAYERS * (GAME_MAXNAME + 2)];

	if (J.phase != DEAL_DONE && player_named(to->name) == to) {
		waiting_for(who, sizeof(who));
		if (who[0] != '\0')
			buf_fmt(&r->extra, "The deal waits for the %s of %s.\n",
			    J.phase == DEAL_COMMIT ? "commitments" : "words",
			    who);
	}
	if (player_named(to->name) == to)
		sign_hint(to, &r->extra);
	queue_mail(to->addr, "lucky: your mail", inreplyto, r->extra.s != NULL ?
	    r->extra.s : "");
}

/* Why a member's mail is refused before its lines are played, or 0. */
static int
check_sender(const struct mail_in *m, const struct mail_lines *l,
    struct member *mb, char *why, size_t size)
{
	char s[80];

	line_word(l, "SECRET", s, sizeof(s));
	if (unread(m, l, why, size) != NULL)
		return -1;
	if (s[0] == '\0')
		snprintf(why, size, "it has no line \"SECRET your-secret\"");
	else if (!secret_holds(l, mb))
		snprintf(why, size, "its secret is not yours");
	else if (mb->key != NULL && !signed_by(mb, l, why, size))
		;
	else
		return 0;
	return -1;
}

/*
 * The key a member's mail is remembered by: its Message-ID when it holds
 * the member's secret, else the Message-ID behind "no secret": a
 * stranger who sends a mail under the member's address cannot have the
 * member's own mail of that Message-ID dropped, and a mail without the
 * secret delivered twice, or after the member's own, is answered once.
 */
static void
seen_key(const struct mail_in *m, const struct mail_lines *l,
    const struct member *mb, char *key, size_t size)
{
	snprintf(key, size, "%s%s", secret_holds(l, mb) ? "" : "no secret ",
	    m->msgid);
}

/* A member's mail, in the game open: played, or refused; remembered
 * by key (seen_key). */
static void
member_mail(const struct mail_in *m, struct mail_lines *l, struct member *mb,
    enum role role, const char *key)
{
	struct reply r;
	int n0;

	memset(&r, 0, sizeof(r));
	gen_begin();
	seen_add(key);
	n0 = records();
	if (check_sender(m, l, mb, r.why, sizeof(r.why)) == 0)
		(void)(role == ROLE_PLAYER ? player_mail(mb, l, &r) :
		    other_mail(mb, role, l, &r));
	if (r.why[0] != '\0') {
		/* nothing changes but the Message-ID read and the answer,
		 * which does not carry the secret */
		gen_restart();
		seen_add(key);
		unsecret(r.why, mb->secret);
		buf_free(&r.extra);
		add_unread(m, &r.ignored, &r.extra);
		refuse(role == ROLE_PENDING ? m->from : mb->addr, m->msgid,
		    r.why, r.extra.s);
	} else {
		if (r.sender->key != NULL && role == ROLE_PLAYER)
			r.sender->mseq++;
		add_unread(m, &r.ignored, &r.extra);
		if (r.changed)
			report(n0, r.note.s, r.sender, m->msgid, r.extra.s);
		else
			answer(r.sender, m->msgid, &r);
	}
	gen_commit();
	buf_free(&r.extra);
	buf_free(&r.note);
	buf_free(&r.ignored);
}

/* A mail too big to be read whole: its sender told, if the secret in
 * what was read holds; not remembered, so that it may come again. */
static void
too_big(const struct mail_in *m, const struct mail_lines *l,
    const struct member *mb)
{
	struct buf b = { NULL, 0, 0 };

	if (!secret_holds(l, mb)) {
		host_log("%s: a mail of %zu bytes from %s: %s, dropped",
		    J.name, m->size, m->from, m->too_many_parts ?
		    "too many parts" : "too big");
		return;
	}
	gen_begin();
	if (m->too_many_parts)
		buf_fmt(&b, "Your mail was not read, and nothing changed: it "
		    "has more than %d parts,\nand the judge reads mails of %d "
		    "parts at most.  Send your orders in a mail\nof their own, "
		    "without attachments.\n", MAIL_MAXPARTS, MAIL_MAXPARTS);
	else
		buf_fmt(&b, "Your mail was not read, and nothing changed: it "
		    "is %zu bytes long, and the\njudge reads mails of %d MiB "
		    "at most.  Send your orders in a mail of their\nown, "
		    "without large attachments.\n", m->size,
		    MAIL_MAX / (1024 * 1024));
	queue_mail(mb->addr, "lucky: your mail was not read", m->msgid, b.s);
	gen_commit();
	buf_free(&b);
}

/* An OBSERVE line from a stranger: an observer more, if the password
 * holds. */
static void
observe(const struct mail_in *m, const char *game, const char *rest)
{
	char pw[256], name[GAME_MAXNAME + 1], hex[65];
	struct member *o;
	struct buf b = { NULL, 0, 0 };

	name[0] = '\0';
	if (sscanf(rest, "%255s %32s", pw, name) < 1 || !host_has_game(game)) {
		host_log("OBSERVE from %s refused: no game named", m->from);
		return;
	}
	if (name[0] == '\0')
		snprintf(name, sizeof(name), "%.*s", (int)strspn(m->from,
		    "abcdefghijklmnopqrstuvwxyz0123456789-_"), m->from);
	game_open(game);
	sha256_hex(pw, hex);
	if (J.password[0] == '\0' || !same_secret(hex, J.password, 64) ||
	    !good_name(name, GAME_MAXNAME) || player_named(name) != NULL ||
	    member_named(J.obs, J.nobs, name) != NULL ||
	    member_named(J.sb, J.nsb, name) != NULL || J.nobs == MAXOBS) {
		host_log("%s: OBSERVE from %s refused", J.name, m->from);
		game_close();
		return;
	}
	gen_begin();
	o = &J.obs[J.nobs++];
	memset(o, 0, sizeof(*o));
	strlcpy(o->name, name, sizeof(o->name));
	strlcpy(o->addr, m->from, sizeof(o->addr));
	random_hex(o->secret);
	buf_fmt(&b, "You observe, as %s, the game %s of Kill Doctor Lucky by "
	    "mail.  Your secret,\nfor every mail of yours:\n\n  SECRET %s\n\n"
	    "After every change you get what happened and a view that shows "
	    "no hand.\nHELP, HISTORY, VIEW, STATUS and LIST are answered.\n\n"
	    "The judge's commitment is\n\n  %s\n", name, J.name, o->secret,
	    J.commitment);
	queue_mail(o->addr, "lucky: you observe", m->msgid, b.s);
	gen_commit();
	game_close();
	buf_free(&b);
}

/* The judge's address for a mail outside a game: the first game's. */
static void
host_from(const char *game, char *from, size_t size)
{
	struct judge *j = xcalloc(1, sizeof(*j));
	char **names;
	int i, n;

	strlcpy(from, "lucky-judge@localhost", size);
	n = host_games(&names);
	if ((game[0] != '\0' && judge_peek(game, j) == 0) ||
	    (n > 0 && judge_peek(names[0], j) == 0))
		strlcpy(from, j->from, size);
	judge_free(j);
	for (i = 0; i < n; i++)
		free(names[i]);
	free(names);
	free(j);
}

/* Without a GAME line, the judge's only game, if it has one game. */
static void
only_game(char *game, size_t size)
{
	char **names;
	int i, n;

	if (game[0] != '\0')
		return;
	n = host_games(&names);
	if (n == 1)
		strlcpy(game, names[0], size);
	for (i = 0; i < n; i++)
		free(names[i]);
	free(names);
}

/* A stranger's mail: LIST, STATUS (once a day an address) and OBSERVE
 * answered, anything else dropped with a line in the log. */
static void
stranger(const struct mail_in *m, const struct mail_lines *l)
{
	struct judge *j;
	struct buf b = { NULL, 0, 0 };
	char game[GAME_MAXNAME + 8], from[ADDR_MAX + 1];
	const char *rest;
	int i, wants = 0;

	line_word(l, "GAME", game, sizeof(game));
	for (i = 0; i < l->n; i++) {
		if (keyword(l->line[i], "OBSERVE", &rest)) {
			only_game(game, sizeof(game));
			observe(m, game, rest);
			return;
		}
		if (keyword(l->line[i], "LIST", &rest))
			wants |= 1;
		else if (keyword(l->line[i], "STATUS", &rest))
			wants |= host_has_game(game) ? 2 : 1;
	}
	if (wants == 0 || !host_stranger_ok(m->from)) {
		host_log("a mail from %s, not a member: not answered",
		    m->from);
		return;
	}
	if (wants & 1)
		list_games(&b);
	if (wants & 2) {
		j = xcalloc(1, sizeof(*j));
		if (judge_peek(game, j) == 0)
			status_text(j, &b);
		judge_free(j);
		free(j);
	}
	host_from(game, from, sizeof(from));
	if (send_now(from, m->from, "lucky: the games of this judge",
	    m->msgid, b.s) == -1)
		host_log("an answer to %s could not be sent", m->from);
	buf_free(&b);
}

/* A member of several games whose mail says not which. */
static void
which_game(const struct mail_in *m)
{
	struct buf b = { NULL, 0, 0 };
	char from[ADDR_MAX + 1];

	buf_str(&b, "Your mail was not played: you are a member of several "
	    "games of this judge.\nAdd a line GAME and the name of the game "
	    "(STATUS lists yours).\n");
	host_from("", from, sizeof(from));
	if (send_now(from, m->from, "lucky: which game?", m->msgid, b.s) == -1)
		host_log("an answer to %s could not be sent", m->from);
	buf_free(&b);
}

int
cmd_mail(void)
{
	struct mail_in m;
	struct mail_lines l;
	struct member *mb;
	enum role role;
	char name[GAME_MAXNAME + 1], key[sizeof(m.msgid) + 16];

	memset(&m, 0, sizeof(m));
	memset(&l, 0, sizeof(l));
	if (mail_read(STDIN_FILENO, &m) == -1) {
		host_log("a mail that cannot be read (%zu bytes): dropped",
		    m.size);
		return 0;
	}
	if (m.automatic || m.from[0] == '\0') {
		host_log("a mail from %s: %s, not answered", m.from[0] != '\0' ?
		    m.from : "nobody", m.automatic ? "automatic" : "no sender");
		mail_free(&m);
		return 0;
	}
	lines_read(m.text, &l);
	switch (route(&m, &l, name, sizeof(name))) {
	case -1:
		stranger(&m, &l);
		break;
	case 1:
		which_game(&m);
		break;
	default:
		game_open(name);
		if ((mb = member_by_addr(&J, m.from, &role)) == NULL) {
			game_close();
			stranger(&m, &l);
			break;
		}
		seen_key(&m, &l, mb, key, sizeof(key));
		if (m.too_big)
			too_big(&m, &l, mb);
		else if (!seen_has(key) && !seen_has(m.msgid))
			member_mail(&m, &l, mb, role, key);
		game_close();
	}
	lines_free(&l);
	mail_free(&m);
	return 0;
}
