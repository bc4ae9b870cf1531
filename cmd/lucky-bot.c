/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

#include <err.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bot.h"

/*
 * Print the command line of one legal action for whoever must act now,
 * chosen by a strategy (bot.c), so that a script can let the program
 * play: sh -c "$(lucky-bot < game) < game > next".
 */

#define MAXWORDS	(2 * LUCKY_MAXCARDS + ACTION_MAXPATH + 8)

enum { OPT_RANK = CLI_LONG, OPT_REVIEW };

static const struct cli_opt opts[] = {
	{ 'B', "budget", "playouts", 0,
	    "search with this many playouts (20000)" },
	{ 'F', "force", NULL, 0, "read a state whose sum does not match" },
	{ 'f', "file", "file", 0, "read the state from file, not stdin" },
	{ 'S', "strategy", "strategy", 0,
	    "play as strategy: random, greedy, search" },
	{ 's', "seed", "seed", 0, "vary the choice with seed" },
	{ OPT_RANK, "rank", NULL, 0,
	    "rank every candidate by its chance to win" },
	{ OPT_REVIEW, "review", NULL, 0,
	    "review each action of the game's record" },
	{ 0 }
};

static const struct cli cli = { opts, "[state]", NULL, NULL };
/*
 * The engine's verdict on the action, through the words a program
 * gives it (action_apply, dry run): ACT_OK or the reason in e.  A view
 * is judged with the cards it hides dealt (deal.c): the strangers'
 * answers (RULES A.11) and the escape game's defence (A.14) turn up
 * cards of hands it does not show, and what the acting player may do
 * never depends on them.
 */
static int
check(struct state *st, const struct action *a, struct lerr *e)
{
	static struct deal d;
	struct state dealt;
	char *words[MAXWORDS], rec[LUCKY_MAXENTRY + 2];
	int n, ret;

	if ((n = action_words(st, a, words, MAXWORDS)) < 0)
		return lerr_msg(e, NULL, 0, MSG_TOO_MANY_WORDS), ACT_BAD;
	if (st->view == NOBODY)
		return action_apply(st, n, words, true, rec, sizeof(rec), e);
	if (deal_init(&d, st, st->view, e) == -1)
		return ACT_BAD;
	deal_cards_record(&d, st, 0, &dealt);
	ret = action_apply(&dealt, n, words, true, rec, sizeof(rec), e);
	state_free(&dealt);
	return ret;
}

/* --rank: the candidates best first, a line each: the command line,
 * the chance to win and its 95% interval in percent, the playouts. */
static void
rank(struct state *st, long budget, uint64_t seed, bool force)
{
	static struct bot_ranked r[BOT_MAXCAND];
	struct lerr e;
	char cmd[LUCKY_MAXINLINE];
	double lo, hi;
	int n, i;

	if ((n = bot_search(st, budget, seed, r, &e)) == -1)
		lerr_exit(&e);
	for (i = 0; i < n; i++) {
		action_command(st, &r[i].a, force, cmd, sizeof(cmd));
		share_interval(r[i].wins, r[i].n, &lo, &hi);
		outf("%s\t%.1f\t%.1f\t%.1f\t%ld\n", cmd, r[i].n > 0 ?
		    100.0 * (double)r[i].wins / (double)r[i].n : 0.0,
		    100.0 * lo, 100.0 * hi, r[i].n);
	}
}

/* The words of a line, one blank apart, joined again in out. */
static void
joined(char **w, int n, char *out, size_t size)
{
	int i;

	*out = '\0';
	for (i = 0; i < n; i++) {
		if (i > 0)
			strlcat(out, " ", size);
		strlcat(out, w[i], size);
	}
}

static void
percent(long wins, long n, char *buf, size_t size)
{
	if (n > 0)
		snprintf(buf, size, "%.1f", 100.0 * (double)wins / (double)n);
	else
		strlcpy(buf, "-", size);
}

/*
 * --review: each action of the record, from the state before it as the
 * acting player saw it: the action number, the player, the action
 * played (its record words), its chance, the search's choice and its
 * chance, and the chance given up, in points (tab-separated).  The
 * strangers' actions (RULES A.11) are the rules', and left out.
 */
static void
review(const struct state *st, long budget, uint64_t seed)
{
	static struct bot_ranked r[BOT_MAXCAND];
	static struct state before;
	struct lerr e;
	char entry[LUCKY_MAXENTRY + 2];
	char best[LUCKY_MAXENTRY + 2], pc[16], bc[16], gap[16];
	char *w[MAXWORDS], *cw[MAXWORDS], *q;
	long pw = 0, pn, bw = 0, bn;
	int i, n, nw, ncw, p;

	if (st->view != NOBODY)
		errx(2, "this is %s's view of the game: a review replays the "
		    "game master's state", view_who(st));
	for (i = 0; i < st->nrecord; i++) {
		if (state_undo(st, st->nrecord - i, &before, &e) != ACT_OK)
			lerr_exit(&e);
		strlcpy(entry, st->record[i], sizeof(entry));
		for (nw = 0, q = entry; nw < MAXWORDS &&
		    (w[nw] = strsep(&q, " ")) != NULL; nw++)
			;
		p = turn_whose(&before);
		if (before.phase == PHASE_OVER || nw < 2 ||
		    strcmp(w[1], before.p[p].name) != 0) {
			state_free(&before);
			continue;
		}
		if ((n = bot_search(&before, budget, seed, r, &e)) < 1)
			lerr_exit(&e);
		ncw = action_words(&before, &r[0].a, cw, MAXWORDS);
		joined(cw, ncw, best, sizeof(best));
		/*
		 * The best found and the action played, again on deals of
		 * their own, the same for both: the estimates of the search
		 * favour its best, which won a contest of noisy estimates.
		 */
		bn = pn = 0;
		if (n > 1 || strcmp(best, st->record[i]) != 0) {
			bn = pn = budget / 2 > 100 ? budget / 2 : 100;
			if (bot_search_eval(&before, cw, ncw, bn, seed + 1, &bw,
			    &e) == -1 || bot_search_eval(&before, w, nw, pn,
			    seed + 1, &pw, &e) == -1)
				lerr_exit(&e);
		}
		percent(pw, pn, pc, sizeof(pc));
		percent(bw, bn, bc, sizeof(bc));
		if (pn > 0)
			snprintf(gap, sizeof(gap), "%.1f", 100.0 *
			    (double)(bw - pw) / (double)pn);
		else
			strlcpy(gap, "0.0", sizeof(gap));
		outf("%d\t%s\t%s\t%s\t%s\t%s\t%s\n", i + 1,
		    before.p[p].name, st->record[i], pc, best, bc, gap);
		state_free(&before);
	}
}

/* The command line. */
struct botargs {
	const char	*file;
	uint64_t	 seed;
	long		 budget;
	int		 strategy;
	bool		 Fflag, sflag;
	bool		 rflag;		/* --rank */
	bool		 vflag;		/* --review */
};

/* Reads the options into ba; returns the index of the first operand. */
static int
bot_options(int argc, char *argv[], struct botargs *ba)
{
	struct cli_parse cp;
	int ch;

	memset(ba, 0, sizeof(*ba));
	ba->budget = BOT_BUDGET;
	ba->strategy = BOT_GREEDY;
	cli_begin(&cp, &cli, argc, argv);
	while ((ch = ecli_next(&cp)) != -1)
		switch (ch) {
		case 'B':
			ba->budget = (long)ecli_number(cp.arg, "budget", 1,
			    BOT_MAXBUDGET);
			break;
		case OPT_RANK:
			ba->rflag = true;
			break;
		case OPT_REVIEW:
			ba->vflag = true;
			break;
		case 'F':
			ba->Fflag = true;
			lucky_verify_sum = false;
			break;
		case 's':
			ba->seed = (uint64_t)ecli_number(cp.arg, "seed", 0,
			    LLONG_MAX);
			ba->sflag = true;
			break;
		case 'f':
			ba->file = cp.arg;
			break;
		case 'S':
			if ((ba->strategy = bot_strategy(cp.arg)) == -1)
				errx(2, "unknown strategy \"%s\" (random, "
				    "greedy, search)", cp.arg);
			break;
		default:
			ecli_usage(&cli);
		}
	return cp.optind;
}

/*
 * Chooses the action of whoever acts now by the strategy into a; one
 * the rules refuse is a bug of the bot, told, and the fallback played.
 */
static void
choose_action(struct state *st, const struct botargs *ba, struct action *a)
{
	struct bot *bt;
	struct lerr e;
	char cmd[LUCKY_MAXINLINE];

	bt = bot_new(bot_state_seed(st) ^ (ba->sflag ? ba->seed *
	    0x9e3779b97f4a7c15ULL + 1 : 0));
	if (ba->strategy != BOT_SEARCH ||
	    bot_search_choose(st, ba->budget, ba->seed, a) == -1)
		bot_choose(bt, st, ba->strategy, a);
	if (check(st, a, &e) != ACT_OK) {
		/* a bug of the bot: say so, and play what is always allowed */
		action_command(st, a, false, cmd, sizeof(cmd));
		warnx("refused: %s: %s", cmd, e.msg);
		bot_fallback(st, a);
		if (check(st, a, &e) != ACT_OK)
			errx(2, "no action the rules accept: %s", e.msg);
	}
	bot_free(bt);
}

int
main(int argc, char *argv[])
{
	struct botargs ba;
	struct state st;
	struct action a;
	struct lerr e;
	char cmd[LUCKY_MAXINLINE];
	int n, p;

	n = bot_options(argc, argv, &ba);
	argc -= n;
	argv += n;
	/* the state's file as an operand, as lucky-check takes it */
	if (argc > 1 || (argc == 1 && ba.file != NULL))
		ecli_usage(&cli);
	if (argc == 1)
		ba.file = argv[0];
	cli_reading(ba.file);
	if (state_load(&st, ba.file, &e) == -1)
		lerr_exit(&e);
	if (ba.vflag) {
		/* nothing printed unless every action was reviewed */
		eout_hold();
		review(&st, ba.budget, ba.seed);
		state_free(&st);
		return eout_commit();
	}
	if (st.phase == PHASE_OVER)
		errx(1, "the game is over: %s %s", st.p[st.winner].name,
		    st.rules->words.won);
	p = turn_whose(&st);
	if (st.view == OBSERVER)
		errx(1, "this is an observer's view of the game: it shows no "
		    "hand to play");
	if (st.view != NOBODY && st.view != p)
		errx(1, "this is %s's view of the game, and %s acts now",
		    st.p[st.view].name, st.p[p].name);
	if (ba.rflag) {
		eout_hold();
		rank(&st, ba.budget, ba.seed, ba.Fflag);
		state_free(&st);
		return eout_commit();
	}
	choose_action(&st, &ba, &a);
	action_command(&st, &a, ba.Fflag, cmd, sizeof(cmd));
	printf("%s\n", cmd);
	state_free(&st);
	return fshut(stdout, "stdout");
}
