/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "play.h"
#include "judge.h"

/*
 * What the judge writes (lucky-judge(1) "Mail out"): after a change, to
 * every player and observer what happened, who acts next, the deadline
 * and their view; the answers to HELP, HISTORY, VIEW, STATUS and LIST;
 * a refusal.  The mails are queued in the new generation (spool.c).
 */

static void	set_due(bool played);

const char help_text[] =
    "How to play by mail: write to the judge from the address you\n"
    "registered, with your secret on a line of its own, then your orders,\n"
    "one a line, played in order, all of them or none:\n"
    "\n"
    "  SECRET your-secret\n"
    "  GAME name              (when you play several games here)\n"
    "  COMMIT sha256          (first: the SHA-256 of your words)\n"
    "  SEED your words        (once every commitment is in)\n"
    "  move [-c CARD ...] [-D | -m PAWN] ROOM ...\n"
    "  attempt [-c WEAPON] [-t TARGET]\n"
    "  foil CARD ...  or  pass       (an answer to an attempt)\n"
    "  take [CARD ...]               (the dog's spite tokens)\n"
    "  end [--draw | --no-draw] [-g SPACE]  (end the turn)\n"
    "  HELP  HISTORY  VIEW  STATUS  LIST\n"
    "  PRESS [TO name,...]  ...lines...  ENDPRESS   (a message)\n"
    "  ABSENT until YYYY-MM-DD [bot]  or  ABSENT none\n"
    "  SET ADDRESS new@address       NEW SECRET\n"
    "  CONFIRM ADDRESS code          (from the new address)\n"
    "  RESIGN                        (lucky-bot plays your seat)\n"
    "  TAKEOVER seat                 (a standby: a seat given up)\n"
    "  SEQ n                         (a signed mail's number)\n"
    "  SIGNOFF                       (nothing after it is read)\n"
    "A stranger may send LIST, STATUS, and OBSERVE password [name].\n"
    "\n"
    "The orders are the toolkit's programs' (lucky-move(1) and the\n"
    "others), without -f, -i, -p, -n, -F, -h.  A greeting or a closing\n"
    "line is ignored (the judge says which); a quoted reply, a signature\n"
    "after \"-- \" and attachments are not read.  Your view is between the\n"
    "lines BEGIN and END LUCKY VIEW: save it to a file and run the\n"
    "toolkit on it (lucky-show, lucky-move -n ...).\n";

/* The sentences of the record from entry n0 on, as name may know them. */
static void
tell_since(int n0, const char *name, struct buf *to)
{
	struct buf out = { NULL, 0, 0 };
	char arg[GAME_MAXNAME + 8], *p, *line;
	int i = 0;

	snprintf(arg, sizeof(arg), "--as=%s", name);
	if (show(&out, "--log", arg) == 0)
		for (p = out.s; (line = strsep(&p, "\n")) != NULL;)
			if (*line != '\0' && i++ >= n0)
				buf_fmt(to, "  %s\n", line);
	buf_free(&out);
}

/* name's view, between its lines. */
static void
add_view(const char *name, struct buf *to)
{
	struct buf out = { NULL, 0, 0 };
	char arg[GAME_MAXNAME + 8];

	snprintf(arg, sizeof(arg), "--as=%s", name);
	if (show(&out, arg, NULL) != 0)
		jerrx("%s: no view of the game for %s", J.game, name);
	buf_str(to, "-----BEGIN LUCKY VIEW-----\n");
	buf_add(to, out.s, out.len);
	buf_str(to, "-----END LUCKY VIEW-----\n");
	buf_free(&out);
}

/* "Your deadline: 2026-11-30T19:45:00Z (in 3 days)." */
static void
add_deadline(struct buf *to, const char *whose)
{
	char when[32], rel[32];

	if (J.due[0] == '\0' || J.deadline == 0)
		return;
	iso_time(J.deadline, when, sizeof(when));
	time_from_now(J.deadline, rel, sizeof(rel));
	buf_fmt(to, "%s deadline: %s (UTC, %s).\n", whose, when, rel);
}

void
sign_hint(const struct member *p, struct buf *to)
{
	if (p->key != NULL)
		buf_fmt(to, "Sign your next mail with the lines GAME %s and "
		    "SEQ %ld among them.\n", J.name, p->mseq + 1);
}

/* What is asked next, for member i (players, then observers). */
static void
add_next(int i, const char *who, const char *winner, struct buf *to,
    char *subj, size_t size)
{
	const struct member *p = i < J.np ? &J.p[i] : &J.obs[i - J.np];

	if (*who == '\0') {
		snprintf(subj, size, "lucky: the game is over%s%s",
		    *winner != '\0' ? ", won by " : "", winner);
		buf_fmt(to, "The game is over%s%s.\n\n", *winner != '\0' ?
		    ": " : "", winner);
	} else if (i < J.np && strcmp(who, p->name) == 0) {
		snprintf(subj, size, "lucky: your move, %s", p->name);
		buf_fmt(to, "It is your move, %s: %s.\n", p->name,
		    asked_what());
		add_deadline(to, "Your");
		buf_str(to, "\n");
	} else {
		snprintf(subj, size, "lucky: %s to play", who);
		buf_fmt(to, "Next: %s, %s.\n", who, asked_what());
		add_deadline(to, "Their");
		buf_str(to, "\n");
	}
}

/* The final master state and the commitment file, at the end. */
static void
add_final(struct buf *to, const struct buf *master)
{
	buf_str(to, "\nThe final master state (lucky-check "
	    "--commitment=FILE):\n-----BEGIN LUCKY MASTER-----\n");
	buf_add(to, master->s, master->len);
	buf_str(to, "-----END LUCKY MASTER-----\n\nThe commitment file:\n"
	    "-----BEGIN LUCKY COMMITMENT-----\n");
	deal_commitment_file(to);
	buf_str(to, "-----END LUCKY COMMITMENT-----\n");
}

/* Before the deal: what it waits for. */
static void
add_undealt(struct buf *to)
{
	char who[LUCKY_MAXPLAYERS * (GAME_MAXNAME + 2)];

	waiting_for(who, sizeof(who));
	if (who[0] == '\0')
		return;
	buf_fmt(to, "The deal waits for the %s of %s.\n", J.phase ==
	    DEAL_COMMIT ? "commitment (COMMIT)" : "words (SEED)", who);
	add_deadline(to, "The");
}

/* The mail to member i after a change. */
static void
report_one(int i, int n0, int nrec, const char *note,
    const struct member *sender, const char *inreplyto, const char *extra,
    const struct buf *master)
{
	const struct member *p = i < J.np ? &J.p[i] : &J.obs[i - J.np];
	const char *as = i < J.np ? p->name : "-";
	char subj[200], winner[64] = "";
	struct buf body = { NULL, 0, 0 };

	buf_add(&body, "", 0);
	if (p == sender && extra != NULL)
		buf_str(&body, extra);
	if (note != NULL)
		buf_str(&body, note);
	if (!dealt()) {
		add_undealt(&body);
		snprintf(subj, sizeof(subj), "lucky: the deal");
		queue_mail(p->addr, subj, p == sender ? inreplyto : NULL,
		    body.s);
		buf_free(&body);
		return;
	}
	if (nrec > n0) {
		buf_str(&body, "What happened:\n");
		tell_since(n0, as, &body);
		buf_str(&body, "\n");
	}
	if (*asked_who() == '\0')
		show_key("winner", winner, sizeof(winner));
	add_next(i, asked_who(), winner, &body, subj, sizeof(subj));
	add_view(as, &body);
	if (i < J.np)
		sign_hint(p, &body);
	if (master->len > 0)
		add_final(&body, master);
	queue_mail(p->addr, subj, p == sender ? inreplyto : NULL, body.s);
	buf_free(&body);
}

void
report(int n0, const char *note, const struct member *sender,
    const char *inreplyto, const char *extra)
{
	struct buf master = { NULL, 0, 0 }, bots = { NULL, 0, 0 };
	struct buf all = { NULL, 0, 0 };
	int i, nrec;

	buf_add(&all, "", 0);
	if (note != NULL)
		buf_str(&all, note);
	if (dealt()) {
		bots_advance(&bots);
		if (bots.len > 0)
			buf_str(&all, bots.s);
		if (*asked_who() == '\0' && !J.over) {
			J.over = 1;
			if (file_get(J.game, &master, LUCKY_MAXFILE * 2) == -1)
				jerr("%s", J.game);
		}
	}
	nrec = records();
	set_due(nrec != n0);
	for (i = 0; i < J.np + J.nobs; i++)
		report_one(i, n0, nrec, all.s, sender, inreplyto, extra,
		    &master);
	buf_free(&master);
	buf_free(&bots);
	buf_free(&all);
}

/* Sets the deadline of whoever must act now, from now when an action
 * was played (else the one asked keeps its deadline). */
static void
set_due(bool played)
{
	const struct member *p;
	long long now = (long long)time(NULL);

	if (!dealt())
		return;
	/* the same action still asked of the same player: its deadline
	 * stays, from when it was asked or as an absence moved it */
	if (!played && J.due[0] != '\0' && strcmp(J.due, asked_who()) == 0)
		return;
	J.due[0] = '\0';
	J.deadline = 0;
	J.duestate = DUE_RUNNING;
	strlcpy(J.whose, asked_who(), sizeof(J.whose));
	if (J.limit <= 0 || *asked_who() == '\0' ||
	    (p = player_named(asked_who())) == NULL)
		return;
	strlcpy(J.due, p->name, sizeof(J.due));
	J.deadline = now + J.limit;
	/* an absence stretches the deadline past its end */
	if (p->absent > now && !p->absentbot && J.deadline < p->absent +
	    J.limit)
		J.deadline = p->absent + J.limit;
}

/* HELP, HISTORY, VIEW and STATUS for name ("-": an observer). */
void
answers(const char *name, int wants, struct buf *to)
{
	struct buf out = { NULL, 0, 0 };
	char arg[GAME_MAXNAME + 8];

	if (wants & 1) {
		buf_str(to, help_text);
		if (dealt() && *asked_who() != '\0')
			buf_fmt(to, "\nNow: %s, %s.\n", asked_who(),
			    asked_what());
		buf_str(to, "\n");
	}
	if (wants & 8)
		status_text(&J, to);
	snprintf(arg, sizeof(arg), "--as=%s", name);
	if ((wants & 2) && dealt() && show(&out, "--log", arg) == 0) {
		buf_str(to, "The game so far:\n");
		buf_str(to, out.s);
		buf_str(to, "\n");
	}
	if (wants & 2)
		press_history(name, to);
	if ((wants & 4) && dealt())
		add_view(name, to);
	buf_free(&out);
}

void
refuse(const char *to, const char *inreplyto, const char *why,
    const char *unread)
{
	struct buf b = { NULL, 0, 0 };

	buf_fmt(&b, "Your mail was not played, and nothing changed: %s.\n\n"
	    "%sHELP in a mail of yours, with your secret, tells how to play by "
	    "mail.\n", why, unread != NULL ? unread : "");
	queue_mail(to, "lucky: your mail was not played", inreplyto, b.s);
	buf_free(&b);
}

void
standby_tell(const struct member *seat)
{
	struct buf b = { NULL, 0, 0 };
	int i;

	buf_fmt(&b, "The seat of %s in the game %s is %s.  A mail of yours "
	    "with your secret\nand the line\n\n  TAKEOVER %s\n\nmakes it "
	    "yours, the first standby's to send it.\n", seat->name, J.name,
	    seat->bot ? "given up (RESIGN)" : "abandoned (two deadlines "
	    "passed)", seat->name);
	for (i = 0; i < J.nsb; i++)
		queue_mail(J.sb[i].addr, "lucky: a seat is free", NULL, b.s);
	buf_free(&b);
}

/* One game in a line or two: its players, whose turn, the deadline. */
void
status_text(const struct judge *j, struct buf *to)
{
	char when[32];
	int i;

	buf_fmt(to, "%s:", j->name);
	for (i = 0; i < j->np; i++)
		buf_fmt(to, " %s%s%s", j->p[i].name, j->p[i].bot ?
		    " (resigned)" : j->p[i].missed >= 2 ? " (abandoned)" : "",
		    j->p[i].absent > (long long)time(NULL) ? " (away)" : "");
	if (j->nobs > 0)
		buf_fmt(to, "; %d observer%s", j->nobs, j->nobs == 1 ? "" :
		    "s");
	if (j->over)
		buf_str(to, "; over");
	else if (j->phase != DEAL_DONE)
		buf_fmt(to, "; the deal waits for the %s",
		    j->phase == DEAL_COMMIT ? "commitments" : "words");
	else if (j->whose[0] != '\0')
		buf_fmt(to, "; %s to play", j->whose);
	else
		buf_str(to, "; in play");
	if (!j->over && j->due[0] != '\0' && j->deadline > 0) {
		iso_time(j->deadline, when, sizeof(when));
		buf_fmt(to, ", deadline %s", when);
	}
	buf_str(to, ".\n");
}

void
list_games(struct buf *to)
{
	struct judge *j = xcalloc(1, sizeof(*j));
	char **names;
	int i, n;

	n = host_games(&names);
	buf_fmt(to, "The games of this judge (%d):\n\n", n);
	for (i = 0; i < n; i++) {
		if (judge_peek(names[i], j) == 0)
			status_text(j, to);
		judge_free(j);
		free(names[i]);
	}
	free(names);
	free(j);
}
