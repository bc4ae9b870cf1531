/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "play.h"
#include "judge.h"

/*
 * Deadlines (lucky-judge(1) "Deadlines"), for cron(8): the player whose
 * deadline nears is warned once, with its date; when it passes, the
 * player is reminded and everyone else told who is late; when the grace
 * after it passes too, lucky-bot plays for them, within its time, and
 * everyone is told.  Before the deal, a passed deadline of the
 * commitments or of the words deals without the parts missing.
 */

/* The deadline of the deal passed: on without the parts missing. */
static int
tick_deal(void)
{
	struct buf note = { NULL, 0, 0 };
	bool moved;

	gen_begin();
	buf_add(&note, "", 0);
	moved = deal_reveal_begins(true, &note) || deal_now(true, &note);
	if (!moved) {
		/* nobody's part is in: the judge's secret alone would deal */
		tree_remove(J.newgen);
		buf_free(&note);
		return 1;
	}
	report(0, note.s, NULL, NULL, NULL);
	gen_commit();
	buf_free(&note);
	return 0;
}

/* The warning: the deadline's date, and what is asked. */
static int
tick_warn(struct member *p)
{
	struct buf b = { NULL, 0, 0 };
	char when[32], rel[32];

	gen_begin();
	iso_time(J.deadline, when, sizeof(when));
	time_from_now(J.deadline, rel, sizeof(rel));
	buf_fmt(&b, "Your deadline in the game %s, %s, is %s (UTC, %s): then "
	    "lucky-bot plays for you%s.\nIt is your move: %s.\n", J.name,
	    p->name, when, rel, J.grace > 0 ? ", after a grace" : "",
	    asked_what());
	queue_mail(p->addr, "lucky: your deadline nears", NULL, b.s);
	J.duestate = DUE_WARNED;
	gen_commit();
	buf_free(&b);
	return 0;
}

/* The deadline passed, a grace follows: the late player reminded, the
 * others told who is late. */
static int
tick_late(struct member *p)
{
	struct buf b = { NULL, 0, 0 };
	char when[32], then[32];
	int i;

	gen_begin();
	iso_time(J.deadline, when, sizeof(when));
	iso_time(J.deadline + J.grace, then, sizeof(then));
	buf_fmt(&b, "Your deadline in the game %s, %s, passed: lucky-bot "
	    "plays for you at %s (UTC)\nunless your mail comes first.  It "
	    "is your move: %s.\n", J.name, when, then, asked_what());
	queue_mail(p->addr, "lucky: you are late", NULL, b.s);
	b.len = 0;
	buf_fmt(&b, "%s is late in the game %s: their deadline, %s, passed; "
	    "lucky-bot plays for\nthem at %s (UTC) unless their mail comes "
	    "first.\n", p->name, J.name, when, then);
	for (i = 0; i < J.np + J.nobs; i++) {
		const struct member *m = i < J.np ? &J.p[i] : &J.obs[i - J.np];

		if (m != p)
			queue_mail(m->addr, "lucky: a player is late", NULL,
			    b.s);
	}
	J.duestate = DUE_LATE;
	gen_commit();
	buf_free(&b);
	return 0;
}

/* The time is up: lucky-bot plays for the late player, all told. */
static int
tick_play(struct member *p)
{
	struct buf note = { NULL, 0, 0 };
	int n0, i;

	gen_begin();
	n0 = records();
	buf_fmt(&note, "%s's deadline passed: lucky-bot played for them.\n",
	    p->name);
	for (i = 0; i < 200 && strcmp(asked_who(), p->name) == 0; i++)
		if (bot_plays(&note) == -1)
			break;
	buf_str(&note, "\n");
	if (++p->missed == 2 && !p->bot)
		standby_tell(p);
	report(n0, note.s, NULL, NULL, NULL);
	gen_commit();
	buf_free(&note);
	return 0;
}

/* A seat away with the bot asked for, or resigned, that must act. */
static int
tick_bots(void)
{
	struct buf note = { NULL, 0, 0 };
	int n0;

	gen_begin();
	n0 = records();
	buf_add(&note, "", 0);
	bots_advance(&note);
	if (records() == n0) {
		tree_remove(J.newgen);
		buf_free(&note);
		return 1;
	}
	report(n0, note.s, NULL, NULL, NULL);
	gen_commit();
	buf_free(&note);
	return 0;
}

static int
tick_open_game(void)
{
	struct member *p;
	long long now = (long long)time(NULL), end;

	if (J.over)
		return 1;
	if (J.phase != DEAL_DONE)
		return strcmp(J.due, "-") == 0 && now >= J.deadline ?
		    tick_deal() : 1;
	if (J.whose[0] != '\0' && (p = player_named(J.whose)) != NULL &&
	    (p->bot || (p->absentbot && p->absent > now)))
		return tick_bots();
	if (J.due[0] == '\0' || (p = player_named(J.due)) == NULL)
		return 1;
	end = J.deadline + (J.duestate == DUE_LATE ? J.grace : 0);
	if (now >= end && (J.grace == 0 || J.duestate == DUE_LATE))
		return tick_play(p);
	if (now >= J.deadline && J.duestate != DUE_LATE)
		return tick_late(p);
	if (J.warn > 0 && J.duestate == DUE_RUNNING &&
	    now >= J.deadline - J.warn)
		return tick_warn(p);
	return 1;
}

int
tick_game(const char *name)
{
	int r;

	game_open(name);
	r = tick_open_game();
	game_close();
	return r;
}
