/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

#include <stdlib.h>
#include <string.h>

#include "botint.h"

/*
 * The program's players (bot.h).  A bot chooses one action for whoever
 * must act now, by the strategy asked for (botrandom.c, botgreedy.c; in
 * the escape game botescape.c), with what they share (botcore.c); the
 * turn engine judges it.
 */

static const struct {
	const char	*name;
	/* a turn's next action, in the move or the end phase */
	void		 (*turn)(struct bot *, struct state *, int,
			    struct action *);
	/* an answer that could foil and is not forced to: does it? */
	bool		 (*foils)(struct bot *, const struct state *, int,
			    int);
	/* RULES P.4: the dog's tokens taken, a card for each */
	void		 (*take)(struct bot *, const struct state *, int,
			    struct action *);
} strategies[BOT_NSTRATEGIES] = {
	[BOT_RANDOM] = { "random", bot_random_turn, bot_random_foils,
	    bot_random_take },
	[BOT_GREEDY] = { "greedy", bot_greedy_turn, bot_greedy_foils,
	    bot_greedy_take },
	/* what it plays without the search (botsearch.c), which calls
	 * this file: greedy */
	[BOT_SEARCH] = { "search", bot_greedy_turn, bot_greedy_foils,
	    bot_greedy_take },
};

int
bot_strategy(const char *name)
{
	int i;

	for (i = 0; i < BOT_NSTRATEGIES; i++)
		if (strcmp(name, strategies[i].name) == 0)
			return i;
	return -1;
}

const char *
bot_strategy_name(int s)
{
	return s >= 0 && s < BOT_NSTRATEGIES ? strategies[s].name : "?";
}

struct bot *
bot_new(uint64_t seed)
{
	struct bot *bt = xcalloc(1, sizeof(*bt));

	bot_seed(bt, seed);
	return bt;
}

void
bot_free(struct bot *bt)
{
	free(bt);
}

void
bot_seed(struct bot *bt, uint64_t seed)
{
	rng_seed(&bt->rng, seed);
}

uint64_t
bot_state_seed(const struct state *st)
{
	uint64_t h = 0x6c75636b79626f74ULL;	/* "luckybot" */
	int i;

	for (i = 0; i < 4; i++)
		h = rng_mix(h, st->rng.s[i]);
	h = rng_mix(h, st->seed);
	h = rng_mix(h, ((uint64_t)st->turn << 8) | (uint64_t)st->phase);
	/* only what a state file keeps: the attempt and the taker when
	 * they are due */
	h = rng_mix(h, (uint64_t)(st->current + 2));
	if (st->phase == PHASE_ANSWER)
		h = rng_mix(h, ((uint64_t)(st->att.answerer + 2) << 16) |
		    (uint64_t)st->att.total);
	if (st->phase == PHASE_TAKE)
		h = rng_mix(h, (uint64_t)(st->taker + 2));
	h = rng_mix(h, ((uint64_t)st->free_steps << 8) | (uint64_t)st->played);
	h = rng_mix(h, (uint64_t)(st->lucky + 2));
	for (i = 0; i < st->nplayers; i++)
		h = rng_mix(h, ((uint64_t)(st->p[i].room + 2) << 8) |
		    (uint64_t)st->p[i].nhand);
	return h;
}

/*
 * An answer to the pending attempt.  The rules may forbid passing (RULES
 * P.3; A.14: the victim defends alone): then the cheapest foil;
 * otherwise the strategy says whether to foil.
 */
static void
answer(struct bot *bt, struct state *st, int p, int strategy,
    struct action *a)
{
	int cards[MAXFOIL], n, need = st->att.value - st->att.total;
	bool must;

	n = bot_cheapest_foil(st, p, need, cards);
	must = HOOKS(st)->answer_refusal(st, p, st->att.total, NULL) != 0;
	if (must && n == 0) {
		bot_fallback(st, a);
		return;
	}
	if (n > 0 && (must || strategies[strategy].foils(bt, st, p, need))) {
		bot_foil_action(p, cards, n, a);
		return;
	}
	action_init(a, VERB_PASS, p);
}

int
bot_choose(struct bot *bt, struct state *st, int strategy,
    struct action *a)
{
	int p;

	if (st->phase == PHASE_OVER)
		return -1;
	if (strategy == BOT_SEARCH)
		strategy = BOT_GREEDY;
	bot_board(bt, st);
	p = turn_whose(st);
	/* RULES A.11: the engine plays the strangers */
	if (st->p[p].stranger)
		return -1;
	action_init(a, VERB_END, p);
	switch (st->phase) {
	case PHASE_ANSWER:
		answer(bt, st, p, strategy, a);
		break;
	case PHASE_TAKE:
		strategies[strategy].take(bt, st, p, a);
		break;
	default:
		/* RULES A.14: the players attack each other */
		if (rules_has(st->rules, RULE_ATTACKS_PLAYERS))
			bot_escape_turn(bt, st, p, strategy, a);
		else
			strategies[strategy].turn(bt, st, p, a);
		break;
	}
	return 0;
}

void
bot_fallback(const struct state *st, struct action *a)
{
	const struct player *pl;
	const char *why;
	int p = turn_whose(st), i;

	switch (st->phase) {
	case PHASE_ANSWER:
		if (HOOKS(st)->answer_refusal(st, p, st->att.total,
		    NULL) == 0) {
			action_init(a, VERB_PASS, p);
			return;
		}
		action_init(a, VERB_FOIL, p);
		pl = &st->p[p];
		for (i = 0; i < pl->nhand; i++)
			if (pl->hand[i] >= 0 &&
			    HOOKS(st)->foil_points(st, pl->hand[i], &why) > 0)
				a->cards[a->ncards++] = pl->hand[i];
		return;
	case PHASE_TAKE:
		action_init(a, VERB_TAKE, p);
		return;
	default:
		action_init(a, VERB_END, p);
		return;
	}
}
