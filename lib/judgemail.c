/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

#include <err.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "lucky.h"
#include "judge.h"

/*
 * What the judge writes and checks of a mail (lucky-judge(1)): after a
 * change, to every player and observer what happened, who acts next and
 * their view as text; the answers to HELP, HISTORY and VIEW; a refusal;
 * a mail's header fields (mblaze) and an SSH signature of its lines
 * (ssh-keygen -Y verify).  The mails are queued in the new generation
 * (judge.c), the board of the view they hold attached as a picture.
 */

const char help_text[] =
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

void
add_text(struct spawnbuf *to, const char *s)
{
	spawnbuf_add(to, s, strlen(s));
}

/* The sentences of the record from entry n on, as name may know them. */
static void
tell_since(int n, const char *name, struct spawnbuf *to)
{
	struct spawnbuf out = { NULL, 0, 0 };
	char arg[LUCKY_MAXIDLEN + 8], *p, *line;
	int i = 0;

	snprintf(arg, sizeof(arg), "--as=%s", name);
	if (game_show(&out, "--log", arg) == 0)
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
	if (game_show(&out, arg, NULL) != 0)
		errx(2, "%s: no view of the game for %s", game, name);
	spawnbuf_add(to, b, strlen(b));
	spawnbuf_add(to, out.s, out.len);
	spawnbuf_add(to, e, strlen(e));
	free(out.s);
}

/* The text of the commitment file (lucky-check --commitment). */
static void
add_commitment(struct spawnbuf *to)
{
	char line[600], seed[32];
	int i;

	game_key("seed", seed, sizeof(seed));
	snprintf(line, sizeof(line), "commitment %s\nsecret %s\n",
	    J.commitment, J.secret);
	add_text(to, line);
	for (i = 0; i < J.np; i++) {
		if (J.p[i].seed != NULL)
			snprintf(line, sizeof(line), "contribution %s %s\n",
			    J.p[i].name, J.p[i].seed);
		else
			snprintf(line, sizeof(line), "missing %s\n",
			    J.p[i].name);
		add_text(to, line);
	}
	snprintf(line, sizeof(line), "seed %s\n", seed);
	add_text(to, line);
}

/*
 * After a change: to every player and observer what happened since
 * record entry n0 (and the note), who acts next, and their view; to the
 * sender first the answers of their mail (extra).  At the end of the
 * game, the final master state and the commitment file.
 */
void
judge_report(int n0, const char *note, const struct jplayer *sender,
    const char *inreplyto, const char *extra)
{
	char who[LUCKY_MAXIDLEN + 1], what[160], winner[64], subj[200];
	char line[400];
	struct spawnbuf body = { NULL, 0, 0 }, master = { NULL, 0, 0 };
	int i;

	bots_advance();
	game_asked(who, sizeof(who), what, sizeof(what));
	game_key("winner", winner, sizeof(winner));
	if (who[0] == '\0' && !J.over) {
		J.over = 1;
		get_file(game, &master);
	}
	/* the players, then the observers, told as nobody's hand shows,
	 * with the observer's view ("lucky-show -a -") */
	for (i = 0; i < J.np + J.nobs; i++) {
		const struct jplayer *p = i < J.np ? &J.p[i] :
		    &J.obs[i - J.np];
		const char *as = i < J.np ? p->name : "-";

		body.len = 0;
		spawnbuf_add(&body, "", 0);
		if (p == sender && extra != NULL)
			add_text(&body, extra);
		if (note != NULL)
			add_text(&body, note);
		if (game_records() > n0) {
			add_text(&body, "What happened:\n");
			tell_since(n0, as, &body);
			add_text(&body, "\n");
		}
		if (who[0] == '\0') {
			snprintf(subj, sizeof(subj), "lucky: the game is over%s"
			    "%s", winner[0] != '\0' ? ", won by " : "", winner);
			snprintf(line, sizeof(line), "The game is over%s%s.\n"
			    "\n", winner[0] != '\0' ? ": " : "", winner);
		} else if (i < J.np && strcmp(who, p->name) == 0) {
			snprintf(subj, sizeof(subj), "lucky: your move, %s",
			    p->name);
			snprintf(line, sizeof(line), "It is your move, %s: "
			    "%s.\n\n", p->name, what);
		} else {
			snprintf(subj, sizeof(subj), "lucky: %s to play", who);
			snprintf(line, sizeof(line), "Next: %s, %s.\n\n", who,
			    what);
		}
		add_text(&body, line);
		add_view(as, &body);
		if (master.len > 0) {
			add_text(&body, "\nThe final master state (lucky-check "
			    "--commitment=FILE):\n"
			    "-----BEGIN LUCKY MASTER-----\n");
			add_text(&body, master.s);
			add_text(&body, "-----END LUCKY MASTER-----\n\n"
			    "The commitment file:\n"
			    "-----BEGIN LUCKY COMMITMENT-----\n");
			add_commitment(&body);
			add_text(&body, "-----END LUCKY COMMITMENT-----\n");
		}
		queue(p->addr, subj, p == sender ? inreplyto : NULL, body.s);
	}
	set_due();
	free(body.s);
	free(master.s);
}

/* The first line of a program's output on the mail, "" when none. */
void
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
bool
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
		add_text(&msg, lines[i]);
		add_text(&msg, "\n");
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

/*
 * An observer's mail: HELP, HISTORY and VIEW, answered as nobody's
 * hand shows; any other line is refused.
 */
bool
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
	judge_answers("-", wants, extra);
	return true;
}

/* HELP (1), HISTORY (2) and VIEW (4) for name ("-": an observer). */
void
judge_answers(const char *name, int wants, struct spawnbuf *extra)
{
	char reason[LUCKY_MAXINLINE], who[LUCKY_MAXIDLEN + 1], what[160];
	char arg[LUCKY_MAXIDLEN + 8];
	struct spawnbuf out = { NULL, 0, 0 };

	game_asked(who, sizeof(who), what, sizeof(what));
	if (wants & 1) {
		add_text(extra, help_text);
		if (who[0] != '\0') {
			snprintf(reason, sizeof(reason), "\nNow: %s, %s.\n",
			    who, what);
			add_text(extra, reason);
		}
		add_text(extra, "\n");
	}
	snprintf(arg, sizeof(arg), "--as=%s", name);
	if ((wants & 2) && game_dealt() && game_show(&out, "--log", arg) == 0) {
		add_text(extra, "The game so far:\n");
		add_text(extra, out.s);
		add_text(extra, "\n");
	}
	if ((wants & 4) && game_dealt())
		add_view(name, extra);
	free(out.s);
}

void
judge_refuse(const char *to, const char *inreplyto, const char *why)
{
	struct spawnbuf b = { NULL, 0, 0 };

	spawnbuf_add(&b, "", 0);
	add_text(&b, "Your mail was not played, and nothing changed: ");
	add_text(&b, why);
	add_text(&b, ".\n\nHELP in a mail of yours, with your secret, tells "
	    "how to play by mail.\n");
	queue(to, "lucky: your mail was not played", inreplyto, b.s);
	free(b.s);
}
