/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

#include <sys/file.h>
#include <sys/stat.h>

#include <ctype.h>
#include <dirent.h>
#include <err.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "lucky.h"
#include "judge.h"

/*
 * lucky-judge: the judge of a game by mail (lucky-judge(1)).  The game
 * directory holds a lock, the generations g1, g2, ... of the judge's
 * files and "current", a link to the one in force.  A mail is read into
 * a new generation (the master state, the judge's file, the mails to
 * send), which one rename(2) of the link makes current; then the mails
 * are sent.  MIME is mblaze's (mshow, mhdr, maddr), the game the
 * toolkit's programs', every one run by spawn_run, never a shell.
 */

#define MAXMAIL		(LUCKY_MAXFILE * 4)
#define NS		"lucky-judge"

static char	 bindir[PATH_MAX];

static void	 answers(const char *, int, struct spawnbuf *);

static void
usage(int status)
{
	FILE *fp = status == 0 ? stdout : stderr;

	fprintf(fp, "usage: %s -d dir new [-b board] [-D deck] [-j address]"
	    "\n"
	    "\t[-O name=address] [-o option[=value]] [-r rules] "
	    "[-S strategy]\n\t[-t time] [-w time] "
	    "name=address[:keyfile] ...\n"
	    "       %s -d dir [mail | tick | flush]\n", getprogname(),
	    getprogname());
	if (status == 0)
		fprintf(fp, "options:\n"
		    "  -d dir                   the game directory\n"
		    "  -b board, -D deck, -o option[=value], -r rules  "
		    "the game (lucky-new)\n"
		    "  -j address               the judge's own address\n"
		    "  -O name=address          an observer: a view with no "
		    "hand\n"
		    "  -S strategy              lucky-bot's, for a late or "
		    "resigned player\n"
		    "  -t time                  the time for each action "
		    "(3d; 0: none)\n"
		    "  -w time                  warn this long before "
		    "(1d)\n"
		    "  -h, --help               print this help and exit\n"
		    "      --version            print the version and exit\n"
		    "commands: new, mail (one mail on stdin; the default), "
		    "tick (cron), flush\n");
	exit(status);
}

static void
unknown(int ch)
{
	if (ch == ':')
		errx(2, "option -%c needs an argument (%s --help lists the "
		    "options)", optopt, getprogname());
	errx(2, "unknown option -%c (%s --help lists the options)", ch,
	    getprogname());
}

/* --- the game --- */

/* lucky-show on the master state with the words given: its status. */
static int
show(struct spawnbuf *out, const char *a1, const char *a2)
{
	char *argv[] = { "lucky-show", filearg, (char *)a1, (char *)a2,
	    NULL };
	struct spawnbuf e = { NULL, 0, 0 };
	int status;

	status = spawn_run(bindir, argv, NULL, out, &e);
	free(e.s);
	return status;
}

/* One field of the master state, its first line, "" when none. */
static void
key(const char *k, char *buf, size_t size)
{
	struct spawnbuf out = { NULL, 0, 0 };
	char arg[64];

	snprintf(arg, sizeof(arg), "--key=%s", k);
	buf[0] = '\0';
	if (show(&out, arg, NULL) == 0)
		strlcpy(buf, out.s, size);
	buf[strcspn(buf, "\n")] = '\0';
	free(out.s);
}

static bool
dealt(void)
{
	return access(game, F_OK) == 0;
}

static int
record_count(void)
{
	struct spawnbuf out = { NULL, 0, 0 };
	char *p;
	int n = 0;

	if (show(&out, "--key=record", NULL) == 0)
		for (p = out.s; *p != '\0'; p++)
			n += *p == '\n' && (p == out.s || p[-1] != '\n');
	free(out.s);
	return n;
}

static struct jplayer *
player_named(const char *name)
{
	int i;

	for (i = 0; i < J.np; i++)
		if (strcmp(J.p[i].name, name) == 0)
			return &J.p[i];
	return NULL;
}

/* Who must act now (who, "" when the game is over) and what is asked. */
static void
asked(char *who, size_t size, char *what, size_t wsize)
{
	char phase[32];

	key("whose", who, size);
	key("phase", phase, sizeof(phase));
	if (strcmp(phase, "answer") == 0)
		strlcpy(what, "an answer to the murder attempt: foil CARD ... "
		    "or pass", wsize);
	else if (strcmp(phase, "take") == 0)
		strlcpy(what, "the dog's spite tokens: take CARD ... (a card "
		    "for each), or take (none)", wsize);
	else if (strcmp(phase, "end") == 0)
		strlcpy(what, "the end of the turn: end", wsize);
	else
		strlcpy(what, "a turn: move, attempt, end (HELP lists the "
		    "orders)", wsize);
}

/* The sentences of the record from entry n on, as name may know them. */
static void
tell_since(int n, const char *name, struct spawnbuf *to)
{
	struct spawnbuf out = { NULL, 0, 0 };
	char arg[LUCKY_MAXIDLEN + 8], *p, *line;
	int i = 0;

	snprintf(arg, sizeof(arg), "--as=%s", name);
	if (show(&out, "--log", arg) == 0)
		for (p = out.s; (line = strsep(&p, "\n")) != NULL;)
			if (*line != '\0' && i++ >= n) {
				spawnbuf_add(to, "  ", 2);
				spawnbuf_add(to, line, strlen(line));
				spawnbuf_add(to, "\n", 1);
			}
	free(out.s);
}

/* name's view, between its lines. */
static void
add_view(const char *name, struct spawnbuf *to)
{
	struct spawnbuf out = { NULL, 0, 0 };
	char arg[LUCKY_MAXIDLEN + 8];
	const char *b = "-----BEGIN LUCKY VIEW-----\n";
	const char *e = "-----END LUCKY VIEW-----\n";

	snprintf(arg, sizeof(arg), "--as=%s", name);
	if (show(&out, arg, NULL) != 0)
		errx(2, "%s: no view of the game for %s", game, name);
	spawnbuf_add(to, b, strlen(b));
	spawnbuf_add(to, out.s, out.len);
	spawnbuf_add(to, e, strlen(e));
	free(out.s);
}

static void
add(struct spawnbuf *to, const char *s)
{
	spawnbuf_add(to, s, strlen(s));
}

/* Play the words of argv (an order or lucky-bot's) on the new master
 * state, in place, as player (NULL: as lucky-bot said); the status, the
 * refusal in why. */
static int
play(char *const words[], int n, const char *player, char *why,
    size_t size)
{
	char *argv[ORDER_MAXWORDS + 8], parg[LUCKY_MAXIDLEN + 16];
	struct spawnbuf e = { NULL, 0, 0 };
	int argc = 0, i, status;

	for (i = 0; i < n && argc < ORDER_MAXWORDS; i++)
		argv[argc++] = words[i];
	argv[argc++] = filearg;
	argv[argc++] = "--in-place";
	if (player != NULL) {
		snprintf(parg, sizeof(parg), "--player=%s", player);
		argv[argc++] = parg;
	}
	argv[argc] = NULL;
	status = spawn_run(bindir, argv, NULL, NULL, &e);
	if (why != NULL)
		strlcpy(why, e.s != NULL ? e.s : "", size);
	if (why != NULL)
		why[strcspn(why, "\n")] = '\0';
	free(e.s);
	return status;
}

/* lucky-bot's action for whoever must act, played; -1 when none. */
static int
bot_plays(void)
{
	char sarg[64], *argv[] = { "lucky-bot", sarg, filearg, NULL };
	struct spawnbuf out = { NULL, 0, 0 };
	struct order o;
	struct lerr e;
	const char *prog;
	int ret = -1;

	snprintf(sarg, sizeof(sarg), "--strategy=%s", J.strategy);
	if (spawn_run(bindir, argv, NULL, &out, NULL) == 0 &&
	    order_split(&o, out.s, &e) == 0 && o.nword > 0 &&
	    (prog = order_program(o.word[0])) != NULL) {
		o.word[0] = (char *)prog;
		ret = play(o.word, o.nword, NULL, NULL, 0) == 0 ? 0 : -1;
	}
	free(out.s);
	return ret;
}

/* The seats that resigned, played by lucky-bot while they must act. */
static void
bots_advance(void)
{
	char who[LUCKY_MAXIDLEN + 1], what[160];
	struct jplayer *p;
	int i;

	for (i = 0; i < 2000; i++) {
		asked(who, sizeof(who), what, sizeof(what));
		if ((p = player_named(who)) == NULL || !p->bot ||
		    bot_plays() == -1)
			break;
	}
}

/* The deadline of whoever must act now, from now. */
static void
set_due(void)
{
	char who[LUCKY_MAXIDLEN + 1], what[160];

	asked(who, sizeof(who), what, sizeof(what));
	strlcpy(J.due, J.limit > 0 ? who : "", sizeof(J.due));
	J.deadline = (long long)time(NULL) + J.limit;
	J.warned = 0;
}

/* The text of the commitment file (lucky-check --commitment). */
static void
add_commitment(struct spawnbuf *to)
{
	char line[600], seed[32];
	int i;

	key("seed", seed, sizeof(seed));
	snprintf(line, sizeof(line), "commitment %s\nsecret %s\n",
	    J.commitment, J.secret);
	add(to, line);
	for (i = 0; i < J.np; i++) {
		if (J.p[i].seed != NULL)
			snprintf(line, sizeof(line), "contribution %s %s\n",
			    J.p[i].name, J.p[i].seed);
		else
			snprintf(line, sizeof(line), "missing %s\n",
			    J.p[i].name);
		add(to, line);
	}
	snprintf(line, sizeof(line), "seed %s\n", seed);
	add(to, line);
}

/*
 * After a change: to every player what happened since record entry n0
 * (and the note), who acts next, and their view; to the sender first
 * the answers of their mail (extra).  At the end of the game, the final
 * master state and the commitment file.
 */
static void
report(int n0, const char *note, const struct jplayer *sender,
    const char *inreplyto, const char *extra)
{
	char who[LUCKY_MAXIDLEN + 1], what[160], winner[64], subj[200];
	char line[400];
	struct spawnbuf body = { NULL, 0, 0 }, master = { NULL, 0, 0 };
	int i;

	bots_advance();
	asked(who, sizeof(who), what, sizeof(what));
	key("winner", winner, sizeof(winner));
	if (who[0] == '\0' && !J.over) {
		J.over = 1;
		get_file(game, &master);
	}
	for (i = 0; i < J.np; i++) {
		const struct jplayer *p = &J.p[i];

		body.len = 0;
		spawnbuf_add(&body, "", 0);
		if (p == sender && extra != NULL)
			add(&body, extra);
		if (note != NULL)
			add(&body, note);
		if (record_count() > n0) {
			add(&body, "What happened:\n");
			tell_since(n0, p->name, &body);
			add(&body, "\n");
		}
		if (who[0] == '\0') {
			snprintf(subj, sizeof(subj), "lucky: the game is over%s"
			    "%s", winner[0] != '\0' ? ", won by " : "", winner);
			snprintf(line, sizeof(line), "The game is over%s%s.\n"
			    "\n", winner[0] != '\0' ? ": " : "", winner);
		} else if (strcmp(who, p->name) == 0) {
			snprintf(subj, sizeof(subj), "lucky: your move, %s",
			    p->name);
			snprintf(line, sizeof(line), "It is your move, %s: "
			    "%s.\n\n", p->name, what);
		} else {
			snprintf(subj, sizeof(subj), "lucky: %s to play", who);
			snprintf(line, sizeof(line), "Next: %s, %s.\n\n", who,
			    what);
		}
		add(&body, line);
		add_view(p->name, &body);
		if (master.len > 0) {
			add(&body, "\nThe final master state (lucky-check "
			    "--commitment=FILE):\n"
			    "-----BEGIN LUCKY MASTER-----\n");
			add(&body, master.s);
			add(&body, "-----END LUCKY MASTER-----\n\n"
			    "The commitment file:\n"
			    "-----BEGIN LUCKY COMMITMENT-----\n");
			add_commitment(&body);
			add(&body, "-----END LUCKY COMMITMENT-----\n");
		}
		queue(p->addr, subj, p == sender ? inreplyto : NULL, body.s);
	}
	/* observers: the same, told as nobody's hand shows, and the
	 * observer's view ("lucky-show -a -") */
	for (i = 0; i < J.nobs; i++) {
		body.len = 0;
		spawnbuf_add(&body, "", 0);
		if (note != NULL)
			add(&body, note);
		if (record_count() > n0) {
			add(&body, "What happened:\n");
			tell_since(n0, "-", &body);
			add(&body, "\n");
		}
		if (who[0] == '\0') {
			snprintf(subj, sizeof(subj), "lucky: the game is over%s"
			    "%s", winner[0] != '\0' ? ", won by " : "", winner);
			snprintf(line, sizeof(line), "The game is over%s%s.\n"
			    "\n", winner[0] != '\0' ? ": " : "", winner);
		} else {
			snprintf(subj, sizeof(subj), "lucky: %s to play", who);
			snprintf(line, sizeof(line), "Next: %s, %s.\n\n", who,
			    what);
		}
		add(&body, line);
		add_view("-", &body);
		if (master.len > 0) {
			add(&body, "\nThe final master state (lucky-check "
			    "--commitment=FILE):\n"
			    "-----BEGIN LUCKY MASTER-----\n");
			add(&body, master.s);
			add(&body, "-----END LUCKY MASTER-----\n\n"
			    "The commitment file:\n"
			    "-----BEGIN LUCKY COMMITMENT-----\n");
			add_commitment(&body);
			add(&body, "-----END LUCKY COMMITMENT-----\n");
		}
		queue(J.obs[i].addr, subj, NULL, body.s);
	}
	set_due();
	free(body.s);
	free(master.s);
}

/* --- mail in --- */

static const char help_text[] =
    "How to play by mail: write to the judge from the address you\n"
    "registered, with your secret on a line of its own, then your orders,\n"
    "one a line, played in order, all of them or none:\n"
    "\n"
    "  SECRET your-secret\n"
    "  SEED any words      (your first mail only: your part of the deal)\n"
    "  move [-c CARD ...] [-D | -m PAWN] ROOM ...\n"
    "  attempt [-w CARD ...]\n"
    "  foil CARD ...  or  pass       (an answer to an attempt)\n"
    "  take [CARD ...]               (the dog's spite tokens)\n"
    "  end                           (end the turn)\n"
    "  HELP  HISTORY  VIEW           (this, the game so far, your view)\n"
    "  RESIGN                        (lucky-bot plays your seat)\n"
    "\n"
    "The orders are the toolkit's programs' (lucky-move(1) and the\n"
    "others), without -f, -i, -p, -n, -F.  A quoted reply and a signature\n"
    "after \"-- \" are ignored.  Your view is between the lines BEGIN and\n"
    "END LUCKY VIEW: save it to a file and run the toolkit on it\n"
    "(lucky-show, lucky-move -n ...).\n";

/* The first line of a program's output on the mail, "" when none. */
static void
mail_field(const char *prog, const char *opt, const char *hdr,
    const char *path, char *buf, size_t size)
{
	char *argv[] = { (char *)prog, (char *)opt, (char *)hdr,
	    (char *)path, NULL };
	struct spawnbuf out = { NULL, 0, 0 }, e = { NULL, 0, 0 };

	buf[0] = '\0';
	if (spawn_run("", argv, NULL, &out, &e) == 0)
		strlcpy(buf, out.s, size);
	buf[strcspn(buf, "\r\n")] = '\0';
	free(out.s);
	free(e.s);
}

/* Does the signature sig (ssh-keygen -Y sign) of the lines hold for p's
 * key?  Why not in why. */
static bool
signed_by(const struct jplayer *p, char *lines[], int n,
    const struct spawnbuf *sig, char *why, size_t size)
{
	char allowed[PATH_MAX * 2], sigpath[PATH_MAX * 2], iarg[300];
	char line[2048];
	char *argv[] = { "ssh-keygen", "-Y", "verify", "-f", allowed, "-I",
	    iarg, "-n", NS, "-s", sigpath, NULL };
	struct spawnbuf msg = { NULL, 0, 0 }, out = { NULL, 0, 0 };
	struct spawnbuf e = { NULL, 0, 0 };
	int i, status;

	if (sig->len == 0) {
		snprintf(why, size, "it is not signed: your orders must be "
		    "signed with your key (ssh-keygen -Y sign -n %s)", NS);
		return false;
	}
	snprintf(allowed, sizeof(allowed), "%s/signers.tmp", jdir);
	snprintf(sigpath, sizeof(sigpath), "%s/sig.tmp", jdir);
	snprintf(iarg, sizeof(iarg), "%s", p->name);
	snprintf(line, sizeof(line), "%s namespaces=\"%s\" %s\n", p->name, NS,
	    p->key);
	put_file(allowed, line, strlen(line));
	put_file(sigpath, sig->s, sig->len);
	spawnbuf_add(&msg, "", 0);
	for (i = 0; i < n; i++) {
		add(&msg, lines[i]);
		add(&msg, "\n");
	}
	status = spawn_run("", argv, &msg, &out, &e);
	unlink(allowed);
	unlink(sigpath);
	free(msg.s);
	free(out.s);
	free(e.s);
	if (status != 0)
		snprintf(why, size, "its signature does not hold for your "
		    "key: sign exactly the lines of your orders, SECRET "
		    "included, with ssh-keygen -Y sign -n %s", NS);
	return status == 0;
}

/* The players whose contribution is not in yet, in words. */
static void
waiting_for(char *buf, size_t size)
{
	int i;

	buf[0] = '\0';
	for (i = 0; i < J.np; i++)
		if (J.p[i].seed == NULL) {
			if (buf[0] != '\0')
				strlcat(buf, ", ", size);
			strlcat(buf, J.p[i].name, size);
		}
}

/*
 * Deal the game once every contribution is in: false until then.  With
 * force (the deadline of the deal passed), with those in, if any.
 */
static bool
deal(bool force)
{
	char *argv[MAXNEWARGS + LUCKY_MAXPLAYERS + 8], sarg[64];
	char *names[LUCKY_MAXPLAYERS], *seeds[LUCKY_MAXPLAYERS];
	struct spawnbuf out = { NULL, 0, 0 }, e = { NULL, 0, 0 };
	uint64_t seed;
	int argc = 0, i;

	for (i = 0, argc = 0; i < J.np; i++)
		if (J.p[i].seed != NULL)
			argc++;
	if (argc == 0 || (argc < J.np && !force))
		return false;
	argc = 0;
	for (i = 0; i < J.np; i++) {
		names[i] = J.p[i].name;
		seeds[i] = J.p[i].seed;
	}
	if (commit_seed(J.secret, names, seeds, J.np, &seed) == -1)
		errx(2, "the contributions are too long");
	snprintf(sarg, sizeof(sarg), "--seed=%llu", (unsigned long long)seed);
	argv[argc++] = "lucky-new";
	for (i = 0; i < J.nnewargs; i++)
		argv[argc++] = J.newargs[i];
	argv[argc++] = sarg;
	argv[argc++] = "--";
	for (i = 0; i < J.np; i++)
		argv[argc++] = J.p[i].name;
	argv[argc] = NULL;
	if (spawn_run(bindir, argv, NULL, &out, &e) != 0)
		errx(2, "lucky-new: %s", e.s);
	put_file(game, out.s, out.len);
	free(out.s);
	free(e.s);
	return true;
}

/*
 * The lines of a player's mail played on the new generation: false and
 * why when one is refused (the caller puts everything back); the
 * answers to HELP, HISTORY and VIEW in extra; changed when the game or
 * the seats changed.
 */
static bool
orders(struct jplayer *p, char *lines[], int n, struct spawnbuf *extra,
    char *note, size_t nsize, bool *changed, char *why, size_t size)
{
	char reason[LUCKY_MAXINLINE], who[LUCKY_MAXIDLEN + 1];
	const char *rest;
	struct order o;
	struct lerr e;
	int i, wants = 0;

	for (i = 0; i < n; i++) {
		if (keyword(lines[i], "SECRET", &rest))
			continue;
		if (keyword(lines[i], "SEED", &rest)) {
			if (p->seed != NULL) {
				snprintf(reason, sizeof(reason), "your part "
				    "of the deal is in already");
				goto refused;
			}
			if (*rest == '\0' || strlen(rest) > 200) {
				snprintf(reason, sizeof(reason), "SEED takes "
				    "words of your choice, 1 to 200 "
				    "characters");
				goto refused;
			}
			if (dealt()) {
				snprintf(reason, sizeof(reason), "the game was "
				    "dealt without your part: its deadline "
				    "passed");
				goto refused;
			}
			p->seed = single_blanks(rest);
			if (deal(false)) {
				*changed = true;
				strlcat(note, "Every part of the deal is in: "
				    "the game is dealt.\n\n", nsize);
			}
			continue;
		}
		if (keyword(lines[i], "HELP", &rest) && *rest == '\0') {
			wants |= 1;
			continue;
		}
		if (keyword(lines[i], "HISTORY", &rest) && *rest == '\0') {
			wants |= 2;
			continue;
		}
		if (keyword(lines[i], "VIEW", &rest) && *rest == '\0') {
			wants |= 4;
			continue;
		}
		if (!dealt()) {
			waiting_for(who, sizeof(who));
			snprintf(reason, sizeof(reason), "the game is not "
			    "dealt yet: it is once every player's first mail, "
			    "with its SEED line, is in (waiting for %s)",
			    who[0] != '\0' ? who : "nobody");
			goto refused;
		}
		if (p->bot) {
			snprintf(reason, sizeof(reason), "you resigned: "
			    "lucky-bot plays your seat");
			goto refused;
		}
		if (keyword(lines[i], "RESIGN", &rest) && *rest == '\0') {
			p->bot = 1;
			*changed = true;
			snprintf(reason, sizeof(reason), "%s resigned: lucky-bot "
			    "plays the seat from now on.\n\n", p->name);
			strlcat(note, reason, nsize);
			continue;
		}
		if (order_split(&o, lines[i], &e) == -1 || o.nword == 0 ||
		    order_program(o.word[0]) == NULL) {
			snprintf(reason, sizeof(reason), "%s", o.nword == 0 ||
			    e.msg[0] == '\0' ? "not an order (HELP lists them)"
			    : e.msg);
			if (order_program(o.word[0]) == NULL)
				snprintf(reason, sizeof(reason), "not an order "
				    "(HELP lists them)");
			goto refused;
		}
		if (order_action(&o, &e) == -1) {
			snprintf(reason, sizeof(reason), "%s", e.msg);
			goto refused;
		}
		if (play(o.argv, o.argc, p->name, reason, sizeof(reason)) != 0)
			goto refused;
		*changed = true;
	}
	answers(p->name, wants, extra);
	return true;
refused:
	snprintf(why, size, "line %d, \"%.200s\": %s", i + 1, lines[i],
	    reason);
	return false;
}

/*
 * An observer's mail: HELP, HISTORY and VIEW, answered as nobody's
 * hand shows; any other line is refused.
 */
static bool
observer_mail(char *lines[], int n, struct spawnbuf *extra, char *why,
    size_t size)
{
	const char *rest;
	int i, wants = 0;

	for (i = 0; i < n; i++) {
		if (keyword(lines[i], "SECRET", &rest))
			continue;
		if (keyword(lines[i], "HELP", &rest) && *rest == '\0')
			wants |= 1;
		else if (keyword(lines[i], "HISTORY", &rest) && *rest == '\0')
			wants |= 2;
		else if (keyword(lines[i], "VIEW", &rest) && *rest == '\0')
			wants |= 4;
		else {
			snprintf(why, size, "line %d, \"%.200s\": an "
			    "observer sends no orders (HELP, HISTORY and VIEW "
			    "only)", i + 1, lines[i]);
			return false;
		}
	}
	answers("-", wants, extra);
	return true;
}

/* HELP (1), HISTORY (2) and VIEW (4) for name ("-": an observer). */
static void
answers(const char *name, int wants, struct spawnbuf *extra)
{
	char reason[LUCKY_MAXINLINE], who[LUCKY_MAXIDLEN + 1], what[160];
	char arg[LUCKY_MAXIDLEN + 8];
	struct spawnbuf out = { NULL, 0, 0 };

	asked(who, sizeof(who), what, sizeof(what));
	if (wants & 1) {
		add(extra, help_text);
		if (who[0] != '\0') {
			snprintf(reason, sizeof(reason), "\nNow: %s, %s.\n",
			    who, what);
			add(extra, reason);
		}
		add(extra, "\n");
	}
	snprintf(arg, sizeof(arg), "--as=%s", name);
	if ((wants & 2) && dealt() && show(&out, "--log", arg) == 0) {
		add(extra, "The game so far:\n");
		add(extra, out.s);
		add(extra, "\n");
	}
	if ((wants & 4) && dealt())
		add_view(name, extra);
	free(out.s);
}

static void
refuse(const char *to, const char *inreplyto, const char *why)
{
	struct spawnbuf b = { NULL, 0, 0 };

	spawnbuf_add(&b, "", 0);
	add(&b, "Your mail was not played, and nothing changed: ");
	add(&b, why);
	add(&b, ".\n\nHELP in a mail of yours, with your secret, tells how to "
	    "play by mail.\n");
	queue(to, "lucky: your mail was not played", inreplyto, b.s);
	free(b.s);
}

/* lucky-judge -d dir [mail]: one mail on stdin. */
static int
cmd_mail(void)
{
	char path[PATH_MAX * 2], id[1000], from[300], why[1500];
	char note[600], hex[65], *lines[2000], *secret = NULL, auto_sub[64];
	struct spawnbuf in = { NULL, 0, 0 }, body = { NULL, 0, 0 };
	struct spawnbuf sig = { NULL, 0, 0 }, extra = { NULL, 0, 0 };
	char *argv[] = { "mshow", "-n", "-R", path, NULL };
	struct jplayer *pl = NULL, *ob = NULL;
	struct judge save;
	const char *rest;
	char chunk[4096];
	ssize_t r;
	int n, i, n0;
	bool changed = false;

	spawnbuf_add(&in, "", 0);
	while ((r = read(STDIN_FILENO, chunk, sizeof(chunk))) > 0)
		if (in.len < MAXMAIL)
			spawnbuf_add(&in, chunk, (size_t)r);
	if (r == -1)
		err(2, "stdin");
	if (in.len == 0)
		errx(2, "no mail on the standard input");
	open_game();
	snprintf(path, sizeof(path), "%s/mail.tmp", jdir);
	put_file(path, in.s, in.len);
	mail_field("mhdr", "-h", "message-id", path, id, sizeof(id));
	if (id[0] == '\0') {
		sha256_hex(in.s, hex);
		snprintf(id, sizeof(id), "<%s@sha256>", hex);
	}
	for (i = 0; i < J.nseen; i++)
		if (strcmp(J.seen[i], id) == 0) {
			unlink(path);
			free(in.s);
			return 0;
		}
	mail_field("maddr", "-a", "-hfrom", path, from, sizeof(from));
	mail_field("mhdr", "-h", "auto-submitted", path, auto_sub,
	    sizeof(auto_sub));
	if (spawn_run("", argv, NULL, &body, NULL) != 0)
		errx(2, "mshow cannot read the mail");
	unlink(path);
	if (from[0] == '\0' || strpbrk(from, " \t<>\"\\,;") != NULL)
		errx(2, "the mail has no sender the judge can answer");
	begin_gen();
	if (J.nseen < MAXSEEN)
		J.seen[J.nseen++] = xstrdup(id);
	/* an automatic mail (RFC 3834), such as a vacation notice or a
	 * bounce, is not answered: no loop of answers */
	if (auto_sub[0] != '\0' && strncasecmp(auto_sub, "no", 2) != 0) {
		commit_gen();
		free(in.s);
		free(body.s);
		return 0;
	}
	for (i = 0; i < J.np; i++)
		if (strcasecmp(J.p[i].addr, from) == 0)
			pl = &J.p[i];
	for (i = 0; i < J.nobs && pl == NULL; i++)
		if (strcasecmp(J.obs[i].addr, from) == 0)
			ob = &J.obs[i];
	n = mail_lines(body.s, lines, 2000, &sig);
	for (i = 0; i < n; i++)
		if (keyword(lines[i], "SECRET", &rest))
			secret = (char *)rest;
	note[0] = '\0';
	save = J;
	n0 = dealt() ? record_count() : 0;
	if (ob != NULL) {
		/* an observer: a stranger, but for HELP, HISTORY, VIEW */
		if (secret == NULL || strlen(secret) != 64 ||
		    !same_secret(secret, ob->secret, 64))
			snprintf(why, sizeof(why), "%s is not a player of this "
			    "game", from);
		else if (observer_mail(lines, n, &extra, why, sizeof(why)))
			why[0] = '\0';
		if (why[0] != '\0')
			refuse(from, id, why);
		else if (extra.len > 0)
			queue(ob->addr, "lucky: your mail", id, extra.s);
	} else if (pl == NULL)
		snprintf(why, sizeof(why), "%s is not a player of this game",
		    from);
	else if (J.over)
		snprintf(why, sizeof(why), "the game is over");
	else if (secret == NULL)
		snprintf(why, sizeof(why), "it has no line \"SECRET "
		    "your-secret\"");
	else if (strlen(secret) != 64 ||
	    !same_secret(secret, pl->secret, 64))
		snprintf(why, sizeof(why), "its secret is not yours");
	else if (pl->key != NULL && !signed_by(pl, lines, n, &sig, why,
	    sizeof(why)))
		;
	else if (orders(pl, lines, n, &extra, note, sizeof(note), &changed,
	    why, sizeof(why)))
		why[0] = '\0';
	if (ob != NULL)
		;
	else if (why[0] != '\0') {
		J = save;
		restore_game();
		refuse(pl != NULL ? pl->addr : from, id, why);
	} else if (changed)
		report(n0, note, pl, id, extra.s);
	else {
		waiting_for(note, sizeof(note));
		if (!dealt()) {
			add(&extra, pl->seed != NULL ? "Your part of the deal "
			    "is in; the game is dealt once everyone's is" :
			    "The game is dealt once every player's first "
			    "mail, with its SEED line, is in");
			add(&extra, " (waiting for ");
			add(&extra, note);
			add(&extra, ").\n");
		}
		if (extra.len > 0)
			queue(pl->addr, "lucky: your mail", id, extra.s);
	}
	commit_gen();
	free(in.s);
	free(body.s);
	free(sig.s);
	free(extra.s);
	return 0;
}

/* --- new, tick --- */

static int
cmd_new(int argc, char *argv[])
{
	char hex[65], line[PATH_MAX * 2], host[200], *a, *k, *v[MAXNEWARGS + 20];
	struct spawnbuf b = { NULL, 0, 0 }, kb = { NULL, 0, 0 };
	struct spawnbuf out = { NULL, 0, 0 }, e = { NULL, 0, 0 };
	struct jplayer *p;
	int ch, i, nv = 0;

	strlcpy(J.strategy, "greedy", sizeof(J.strategy));
	J.limit = 3 * 86400;
	J.warn = 86400;
	optind = 1;
	opterr = 0;
	while ((ch = getopt(argc, argv, ":b:D:j:O:o:r:S:t:w:")) != -1) {
		if (strchr("bDor", ch) != NULL && J.nnewargs + 2 <= MAXNEWARGS) {
			snprintf(line, sizeof(line), "-%c", ch == 'D' ? 'd' :
			    ch);
			J.newargs[J.nnewargs++] = xstrdup(line);
			J.newargs[J.nnewargs++] = xstrdup(optarg);
			continue;
		}
		switch (ch) {
		case 'j':
			if (!good_address(optarg))
				errx(2, "-j %s: not an address", optarg);
			strlcpy(J.from, optarg, sizeof(J.from));
			break;
		case 'O':
			if (J.nobs == MAXOBS)
				errx(2, "more than %d observers", MAXOBS);
			p = &J.obs[J.nobs++];
			if ((a = strchr(optarg, '=')) == NULL)
				errx(2, "-O %s: not name=address", optarg);
			*a++ = '\0';
			if (player_name_ok(optarg, NULL) == -1 ||
			    strlcpy(p->name, optarg, sizeof(p->name)) >=
			    sizeof(p->name) || !good_address(a))
				errx(2, "-O %s=%s: not a name and an address",
				    optarg, a);
			strlcpy(p->addr, a, sizeof(p->addr));
			random_hex(p->secret);
			break;
		case 'S':
			strlcpy(J.strategy, optarg, sizeof(J.strategy));
			break;
		case 't':
		case 'w':
			if ((ch == 't' ? (J.limit = duration(optarg)) :
			    (J.warn = duration(optarg))) == -1)
				errx(2, "-%c %s: not a time (a number and s, "
				    "m, h or d)", ch, optarg);
			break;
		default:
			unknown(ch == ':' ? ch : optopt);
		}
	}
	argc -= optind;
	argv += optind;
	if (argc < 1)
		usage(2);
	if (J.from[0] == '\0') {
		if (gethostname(host, sizeof(host)) == -1)
			strlcpy(host, "localhost", sizeof(host));
		host[sizeof(host) - 1] = '\0';
		snprintf(J.from, sizeof(J.from), "%s@%s", getlogin() != NULL ?
		    getlogin() : "lucky", host);
	}
	for (i = 0; i < argc; i++) {
		if (J.np == LUCKY_MAXPLAYERS)
			errx(2, "more than %d players", LUCKY_MAXPLAYERS);
		p = &J.p[J.np++];
		if ((a = strchr(argv[i], '=')) == NULL)
			errx(2, "%s: not name=address", argv[i]);
		*a++ = '\0';
		if ((k = strchr(a, ':')) != NULL)
			*k++ = '\0';
		if (strlcpy(p->name, argv[i], sizeof(p->name)) >=
		    sizeof(p->name) || !good_address(a))
			errx(2, "%s=%s: not a name and an address", argv[i],
			    a);
		strlcpy(p->addr, a, sizeof(p->addr));
		if (k != NULL) {
			if (get_file(k, &kb) == -1)
				err(2, "%s", k);
			kb.s[strcspn(kb.s, "\r\n")] = '\0';
			if (strncmp(kb.s, "ssh-", 4) != 0 &&
			    strncmp(kb.s, "ecdsa-", 6) != 0 &&
			    strncmp(kb.s, "sk-", 3) != 0)
				errx(2, "%s: not an OpenSSH public key", k);
			p->key = xstrdup(kb.s);
		}
		random_hex(p->secret);
	}
	/* lucky-new says now whether it takes the options and the names */
	v[nv++] = "lucky-new";
	for (i = 0; i < J.nnewargs; i++)
		v[nv++] = J.newargs[i];
	v[nv++] = "--";
	for (i = 0; i < J.np; i++)
		v[nv++] = J.p[i].name;
	v[nv] = NULL;
	if (spawn_run(bindir, v, NULL, &out, &e) != 0)
		errx(2, "%s", e.s[0] != '\0' ? e.s : "lucky-new failed");
	umask(077);
	if (mkdir(jdir, 0700) == -1)
		err(2, "%s", jdir);
	if (realpath(jdir, line) == NULL)
		err(2, "%s", jdir);
	strlcpy(jdir, line, sizeof(jdir));
	snprintf(line, sizeof(line), "%s/lock", jdir);
	if ((lockfd = open(line, O_RDWR | O_CREAT, 0600)) == -1 ||
	    flock(lockfd, LOCK_EX) == -1)
		err(2, "%s", line);
	random_hex(J.secret);
	sha256_hex(J.secret, J.commitment);
	/* the deadline of the deal: "-", no player's name */
	if (J.limit > 0) {
		strlcpy(J.due, "-", sizeof(J.due));
		J.deadline = (long long)time(NULL) + J.limit;
	}
	begin_gen();
	for (i = 0; i < J.np; i++) {
		b.len = 0;
		spawnbuf_add(&b, "", 0);
		random_hex(hex);
		snprintf(line, sizeof(line), "You play %s in a game of Kill "
		    "Doctor Lucky by mail, judged by lucky-judge at %s.\n\n"
		    "Your secret, for every mail of yours:\n\n"
		    "  SECRET %s\n\nYour first mail gives your part of the "
		    "deal, words of your choice, for\ninstance:\n\n"
		    "  SEED %.16s\n\n", J.p[i].name, J.from, J.p[i].secret,
		    hex);
		add(&b, line);
		snprintf(line, sizeof(line), "The game is dealt when every "
		    "player's part is in, with the judge's\nsecret, which it "
		    "reveals at the end; its commitment, the SHA-256 of\n"
		    "that secret, is\n\n  %s\n\n", J.commitment);
		add(&b, line);
		add(&b, "The players, in the order of the seats:");
		for (k = NULL, ch = 0; ch < J.np; ch++) {
			add(&b, " ");
			add(&b, J.p[ch].name);
		}
		add(&b, ".\n\n");
		if (J.p[i].key != NULL)
			add(&b, "You registered a key: sign the lines of each "
			    "mail with\nssh-keygen -Y sign -n " NS " and put "
			    "the signature after them.\n\n");
		add(&b, help_text);
		queue(J.p[i].addr, "lucky: a new game, your secret", NULL,
		    b.s);
	}
	for (i = 0; i < J.nobs; i++) {
		b.len = 0;
		spawnbuf_add(&b, "", 0);
		snprintf(line, sizeof(line), "You observe, as %s, a game of "
		    "Kill Doctor Lucky by mail, judged by\nlucky-judge at %s: "
		    "after every change you get what happened and a\nview "
		    "that shows no hand.  HELP, HISTORY and VIEW, in a mail "
		    "of yours\nwith this line, are answered:\n\n  SECRET %s"
		    "\n\nThe judge's commitment is\n\n  %s\n\n"
		    "The players, in the order of the seats:", J.obs[i].name,
		    J.from, J.obs[i].secret, J.commitment);
		add(&b, line);
		for (ch = 0; ch < J.np; ch++) {
			add(&b, " ");
			add(&b, J.p[ch].name);
		}
		add(&b, ".\n");
		queue(J.obs[i].addr, "lucky: a new game, observed", NULL, b.s);
	}
	commit_gen();
	free(b.s);
	free(kb.s);
	free(out.s);
	free(e.s);
	return 0;
}

/*
 * The deadline of the deal passed: dealt with the contributions in,
 * everyone told whose are missing.  With none in, nothing: the judge's
 * secret alone would be the judge's choice.
 */
static int
deal_late(void)
{
	char late[LUCKY_MAXPLAYERS * (LUCKY_MAXIDLEN + 2)], note[600];
	int i, in = 0;

	for (i = 0; i < J.np; i++)
		if (J.p[i].seed != NULL)
			in++;
	if (in == 0)
		return 1;
	waiting_for(late, sizeof(late));
	begin_gen();
	if (!deal(true))
		errx(2, "%s: the game cannot be dealt", jdir);
	snprintf(note, sizeof(note), "The deadline of the deal passed: the "
	    "game is dealt without the part of %s.\n\n", late);
	report(0, note, NULL, NULL, NULL);
	commit_gen();
	return 0;
}

/* lucky-judge -d dir tick: warn, or play for whoever is late. */
static int
cmd_tick(void)
{
	char who[LUCKY_MAXIDLEN + 1], what[160], line[400];
	struct jplayer *p;
	long long now = (long long)time(NULL);
	int n0, i;

	open_game();
	snprintf(game, sizeof(game), "%s/g%ld/game", jdir, J.gen);
	if (!J.over && !dealt() && strcmp(J.due, "-") == 0 &&
	    now >= J.deadline)
		return deal_late();
	if (J.over || J.due[0] == '\0' || !dealt() ||
	    (p = player_named(J.due)) == NULL)
		return 1;
	if (now < J.deadline && (J.warned || now < J.deadline - J.warn))
		return 1;
	begin_gen();
	if (now < J.deadline) {
		J.warned = 1;
		asked(who, sizeof(who), what, sizeof(what));
		snprintf(line, sizeof(line), "Your deadline, %s, is in %lld "
		    "minutes: then lucky-bot plays for you.\nIt is your move: "
		    "%s.\n", p->name, (J.deadline - now + 59) / 60, what);
		queue(p->addr, "lucky: your deadline nears", NULL, line);
		commit_gen();
		return 0;
	}
	n0 = record_count();
	for (i = 0; i < 200; i++) {
		asked(who, sizeof(who), what, sizeof(what));
		if (strcmp(who, p->name) != 0 || bot_plays() == -1)
			break;
	}
	snprintf(line, sizeof(line), "%s's deadline passed: lucky-bot played "
	    "for them.\n\n", p->name);
	report(n0, line, NULL, NULL, NULL);
	commit_gen();
	return 0;
}

int
main(int argc, char *argv[])
{
	const char *d = NULL, *s;
	int ch;

	std_fds();
	spawn_bindir(bindir, sizeof(bindir));
	if ((s = getenv("LUCKY_SENDMAIL")) != NULL && *s != '\0')
		sendmail = s;
	setenv("MBLAZE", "/nonexistent", 1);
	setenv("MBLAZE_PAGER", "cat", 1);
	setenv("MBLAZE_NOCOLOR", "1", 1);
	umask(077);
	if (argc == 2 && strcmp(argv[1], "--version") == 0) {
		printf("%s %s\n", getprogname(), LUCKY_VERSION);
		return 0;
	}
	if (argc == 2 && strcmp(argv[1], "--help") == 0)
		usage(0);
	opterr = 0;
	while ((ch = getopt(argc, argv, "+:d:h")) != -1) {
		if (ch == 'h')
			usage(0);
		if (ch != 'd')
			unknown(ch == ':' ? ch : optopt);
		d = optarg;
	}
	if (d == NULL || strlen(d) >= sizeof(jdir) - 100)
		usage(2);
	strlcpy(jdir, d, sizeof(jdir));
	argc -= optind;
	argv += optind;
	if (argc > 0 && strcmp(argv[0], "new") == 0)
		return cmd_new(argc, argv);
	if (argc > 1)
		usage(2);
	if (realpath(d, jdir) == NULL)
		err(2, "%s", d);
	if (argc == 0 || strcmp(argv[0], "mail") == 0)
		return cmd_mail();
	if (strcmp(argv[0], "tick") == 0)
		return cmd_tick();
	if (strcmp(argv[0], "flush") == 0) {
		open_game();
		return 0;
	}
	usage(2);
}
