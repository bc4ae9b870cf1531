/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

#include <stdio.h>
#include <string.h>

#include "engine.h"
#include "rulesets.h"

/*
 * The Paizo rules (RULES P): the classic game plus spite tokens (P.2),
 * the must-foil rule (P.3) and Shamrock the dog in three variants (P.4).
 */

/* RULES P.2: the pool; P.4: Shamrock starts with Lucky. */
static int
paizo_setup(struct state *st, struct lerr *e)
{
	int i;

	if (classic_setup(st, e) == -1)
		return -1;
	st->pool = st->rules->pool;
	for (i = 0; i < st->nplayers; i++)
		st->p[i].tokens = 0;
	if (state_option(st, OPT_DOG) != NULL)
		st->dog = st->lucky;
	return 0;
}

/* RULES P.2: the weapon's value (or 1) plus the spite tokens held. */
static int
paizo_attempt_value(const struct state *st, int p, const int *weapons,
    int n)
{
	return classic_attempt_value(st, p, weapons, n) + st->p[p].tokens;
}

/* RULES P.4 Old Dog: no attempt on Lucky the dog can see. */
static int
paizo_attempt_refusal(const struct state *st, int p, bool on_dog,
    struct lerr *e)
{
	char buf[100];

	if (on_dog) {
		if (st->dog == NOWHERE)
			return lerr_msg(e, NULL, 0, MSG_NO_DOG);
		if (!dog_can_die(st))
			return lerr_msg(e, NULL, 0, MSG_DOG_CANNOT_DIE);
		if (st->dog_dead)
			return lerr_msg(e, NULL, 0, MSG_DOG_DEAD_ALREADY);
		return 0;
	}
	if (dog_watches(st) && state_sees(st, st->dog, st->p[p].room))
		return lerr_msg(e, NULL, 0, MSG_DOG_SEES_P, board_label(st->board, st->dog, buf, sizeof(buf)));
	return 0;
}

/*
 * RULES P.2: a foiled attempt on Lucky earns the attacker a token from
 * the pool; P.4 New Tricks: the dog one too, the attacker first when one
 * is left.  An attempt on the dog earns nothing.
 */
static void
paizo_foiled(struct state *st)
{
	if (st->att.on_dog)
		return;
	if (st->pool > 0) {
		st->p[st->att.attacker].tokens++;
		st->pool--;
	}
	if (dog_keeps_tokens(st) && st->pool > 0) {
		st->dog_tokens++;
		st->pool--;
	}
}

/* RULES P.4: the dog stays where it fell; Decision: its tokens go back. */
static void
paizo_dog_killed(struct state *st)
{
	st->dog_dead = true;
	st->pool += st->dog_tokens;
	st->dog_tokens = 0;
}

/*
 * RULES P.3: the last player who can answer (on the attacker's right)
 * must foil an attempt on Lucky when their failure cards can.
 */
static int
paizo_answer_refusal(const struct state *st, int p, int total,
    struct lerr *e)
{
	int i, sum = 0;

	if (st->att.on_dog || (p + 1) % st->nplayers != st->att.attacker ||
	    total >= st->att.value)
		return 0;
	for (i = 0; i < st->p[p].nhand; i++) {
		const struct card *c = &st->deck->c[st->p[p].hand[i]];

		if (c->kind == CARD_FAILURE)
			sum += c->value;
	}
	if (st->att.total + sum < st->att.value)
		return 0;
	return lerr_msg(e, NULL, 0, MSG_MUST_FOIL, st->p[p].name);
}

/*
 * RULES P.4 Decision: of the steps on a shortest path, the space with
 * the lowest room number, else the lowest space index.
 */
static int
dog_default_step(const struct state *st, int dog, int lucky)
{
	const struct board *b = st->board;
	int i, best = NOWHERE, d = board_distance(b, dog, lucky);

	for (i = 0; i < b->nspaces; i++) {
		if (!board_adjacent(b, dog, i) ||
		    board_distance(b, i, lucky) != d - 1)
			continue;
		if (best == NOWHERE)
			best = i;
		else if (b->sp[i].number >= 0 && (b->sp[best].number < 0 ||
		    b->sp[i].number < b->sp[best].number))
			best = i;
	}
	return best == NOWHERE ? dog : best;
}

/* The ending player's choice of the dog's step, checked (RULES P.4). */
static int
paizo_dog_step_refusal(const struct state *st, int lucky, int step,
    struct lerr *e)
{
	char a[100], b[100];

	if (step == NOWHERE)
		return 0;
	if (st->dog == NOWHERE)
		return lerr_msg(e, NULL, 0, MSG_NO_DOG);
	if (st->dog_dead)
		return lerr_msg(e, NULL, 0, MSG_DOG_DEAD_STAYS);
	if (st->dog == lucky)
		return lerr_msg(e, NULL, 0, MSG_DOG_WITH_LUCKY);
	if (!board_adjacent(st->board, st->dog, step) ||
	    board_distance(st->board, step, lucky) !=
	    board_distance(st->board, st->dog, lucky) - 1)
		return lerr_msg(e, NULL, 0, MSG_DOG_STEP_NOT_SHORTEST,
		    board_label(st->board, step, a, sizeof(a)),
		    board_label(st->board, st->dog, b, sizeof(b)));
	return 0;
}

/* The first player after `after' (in play order from the current one)
 * standing with the dog, or NOBODY. */
static int
paizo_next_taker(const struct state *st, int after)
{
	int n = st->nplayers, i, start;

	if (!dog_keeps_tokens(st) || st->dog_tokens == 0 ||
	    st->dog == st->lucky)
		return NOBODY;
	start = after == NOBODY ? 0 :
	    (after - st->current + n) % n + 1;
	for (i = start; i < n; i++) {
		int q = (st->current + i) % n;

		if (st->p[q].room == st->dog)
			return q;
	}
	return NOBODY;
}

/*
 * RULES P.4: right after Lucky's move the dog steps towards him; meeting
 * him, its tokens go back to the pool; meeting players without him, they
 * may take its tokens, the next to play first.
 */
static void
paizo_turn_ended(struct state *st, int step)
{
	int taker;

	if (st->dog == NOWHERE || st->dog_dead)
		return;
	if (st->dog != st->lucky)
		st->dog = step != NOWHERE ? step :
		    dog_default_step(st, st->dog, st->lucky);
	if (st->dog == st->lucky) {
		st->pool += st->dog_tokens;
		st->dog_tokens = 0;
		return;
	}
	if ((taker = paizo_next_taker(st, NOBODY)) != NOBODY) {
		st->phase = PHASE_TAKE;
		st->taker = taker;
	}
}

/* RULES P: the classic rules (its base) but spite tokens, must-foil and
 * the dog */
const struct rulehooks paizo_hooks = {
	.setup = paizo_setup,
	.attempt_value = paizo_attempt_value,
	.attempt_refusal = paizo_attempt_refusal,
	.foiled = paizo_foiled,
	.dog_killed = paizo_dog_killed,
	.answer_refusal = paizo_answer_refusal,
	.dog_step_refusal = paizo_dog_step_refusal,
	.turn_ended = paizo_turn_ended,
	.next_taker = paizo_next_taker,
};
