/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "play.h"
#include "judge.h"

/*
 * The game of the judge: its master state in the generation being made
 * (J.game), asked through lucky-show and played through the toolkit's
 * acting programs and lucky-bot, every one run by espawn_run, never a
 * shell.
 */

int
show(struct buf *out, const char *a1, const char *a2)
{
	char *argv[] = { "lucky-show", J.filearg, (char *)a1, (char *)a2,
	    NULL };
	struct buf o = { NULL, 0, 0 }, e = { NULL, 0, 0 };
	int status;

	status = espawn_run(bindir, argv, NULL, &o, &e);
	out->len = 0;
	buf_add(out, o.s, o.len);
	free(o.s);
	free(e.s);
	return status;
}

void
show_key(const char *key, char *buf, size_t size)
{
	struct buf out = { NULL, 0, 0 };
	char arg[64];

	snprintf(arg, sizeof(arg), "--key=%s", key);
	buf[0] = '\0';
	if (show(&out, arg, NULL) == 0)
		strlcpy(buf, out.s, size);
	buf[strcspn(buf, "\n")] = '\0';
	buf_free(&out);
}

bool
dealt(void)
{
	return J.phase == DEAL_DONE && access(J.game, F_OK) == 0;
}

int
records(void)
{
	struct buf out = { NULL, 0, 0 };
	char *p;
	int n = 0;

	if (dealt() && show(&out, "--key=record", NULL) == 0)
		for (p = out.s; *p != '\0'; p++)
			n += *p == '\n' && (p == out.s || p[-1] != '\n');
	buf_free(&out);
	return n;
}

/* Who must act and the phase, asked once for each change. */
static void
ask(void)
{
	if (J.asked_ok)
		return;
	J.asked_who[0] = J.asked_phase[0] = '\0';
	if (dealt()) {
		show_key("whose", J.asked_who, sizeof(J.asked_who));
		show_key("phase", J.asked_phase, sizeof(J.asked_phase));
	}
	J.asked_ok = true;
}

const char *
asked_who(void)
{
	ask();
	return J.asked_who;
}

/* Returns the phase of whoever must act now. */
static const char *
asked_phase(void)
{
	ask();
	return J.asked_phase;
}

const char *
asked_what(void)
{
	const char *phase = asked_phase();

	if (strcmp(phase, "answer") == 0)
		return "an answer to the murder attempt: foil CARD ... or pass";
	if (strcmp(phase, "take") == 0)
		return "the dog's spite tokens: take CARD ... (a card for "
		    "each), or take (none)";
	if (strcmp(phase, "end") == 0)
		return "the end of the turn: end";
	return "a turn: move, attempt, end (HELP lists the orders)";
}

int
play_words(char *const words[], int n, const char *player, char *why,
    size_t size)
{
	char *argv[ORDER_MAXWORDS + 8], parg[GAME_MAXNAME + 16];
	struct buf e = { NULL, 0, 0 };
	int argc = 0, i, status;

	/* the judge's options before the order's words: after a "--" of
	 * the order's they would be operands */
	if (n < 1)
		jerrx("an order without its program");
	argv[argc++] = words[0];
	argv[argc++] = J.filearg;
	argv[argc++] = "--in-place";
	if (player != NULL) {
		snprintf(parg, sizeof(parg), "--player=%s", player);
		argv[argc++] = parg;
	}
	for (i = 1; i < n && i < ORDER_MAXWORDS; i++)
		argv[argc++] = words[i];
	argv[argc] = NULL;
	status = espawn_run(bindir, argv, NULL, NULL, &e);
	J.asked_ok = false;
	if (why != NULL) {
		strlcpy(why, e.s != NULL ? e.s : "", size);
		why[strcspn(why, "\n")] = '\0';
		if (control_byte(why) != 0)
			strlcpy(why, "the program's refusal held a control "
			    "character", size);
	}
	free(e.s);
	return status;
}

/*
 * lucky-bot of the strategy on the master state, within msec (none:
 * negative): its line split into o, 0; -1 when it failed, said nothing
 * or ran out of time (*late).
 */
static int
bot_choose(const char *strategy, int msec, struct order *o, bool *late)
{
	char sarg[64], *argv[] = { "lucky-bot", sarg, J.filearg, NULL };
	struct buf out = { NULL, 0, 0 }, e = { NULL, 0, 0 };
	const char *prog;
	struct lerr le;
	int status, ret = -1;

	snprintf(sarg, sizeof(sarg), "--strategy=%s", strategy);
	status = espawn_run_limit(bindir, argv, NULL, &out, &e, msec);
	*late = status == 128 + SIGKILL;
	/* the bot's own words, its program first, as it said them */
	if (status == 0 && order_split(o, out.s, &le) == 0 && o->nword > 0 &&
	    (prog = order_program(o->word[0])) != NULL) {
		o->word[0] = (char *)prog;
		ret = 0;
	}
	free(out.s);
	free(e.s);
	return ret;
}

int
bot_plays(struct buf *note)
{
	struct order o;
	const char *who = asked_who();
	char name[GAME_MAXNAME + 1];
	bool late = false, glate;
	int msec = J.bottime > 0 ? (int)(J.bottime * 1000) : -1;

	if (*who == '\0')
		return -1;
	strlcpy(name, who, sizeof(name));
	if (bot_choose(J.strategy, msec, &o, &late) == -1) {
		/* greedy's run does not say why the strategy's failed */
		if (strcmp(J.strategy, "greedy") == 0 ||
		    bot_choose("greedy", 60000, &o, &glate) == -1)
			return -1;
		buf_fmt(note, "lucky-bot -S %s %s for %s: greedy chose "
		    "instead.\n", J.strategy, late ? "ran out of its time" :
		    "failed", name);
	}
	/* the bot's words, argv[0] its program: as it said, no player */
	return play_words(o.word, o.nword, NULL, NULL, 0) == 0 ? 0 : -1;
}

/* Does the seat of name play by the bot now: resigned, or away with the
 * bot asked for? */
static bool
bot_seat(const char *name)
{
	struct member *p = player_named(name);

	return p != NULL && (p->bot || (p->absentbot &&
	    p->absent > (long long)time(NULL)));
}

void
bots_advance(struct buf *note)
{
	int i;

	for (i = 0; i < 2000 && bot_seat(asked_who()); i++)
		if (bot_plays(note) == -1)
			break;
}
