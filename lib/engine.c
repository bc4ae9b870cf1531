/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

#include <string.h>

#include "engine.h"

/*
 * The engine's primitives: what the turn engine (turn.c) and the rule
 * sets (classic.c, paizo.c, anniversary.c, escape.c) both do to a state,
 * through engine.h.  Nothing here calls a rule set's hooks: the rule
 * sets call these, and the engine calls the rule sets only through the
 * table (hooks.c).
 */

/* The deck's top card into a hand or a pile. */
void
draw_top(struct state *st, int *to, int *n)
{
	to[(*n)++] = st->draw[0];
	memmove(st->draw, st->draw + 1, (size_t)(st->ndraw - 1) *
	    sizeof(st->draw[0]));
	st->ndraw--;
}

/* One card a seat from seat 1, handsize times, from the top. */
void
deal_hands(struct state *st, int handsize)
{
	int round, i;

	for (round = 0; round < handsize; round++)
		for (i = 0; i < st->nplayers && st->ndraw > 0; i++) {
			struct player *p = &st->p[i];

			if (p->stranger)
				continue;	/* no cards (RULES A.11) */
			draw_top(st, p->hand, &p->nhand);
		}
}

/* RULES C.8: the discard pile, shuffled, becomes the deck. */
void
reshuffle(struct state *st)
{
	memcpy(st->draw, st->discard, (size_t)st->ndiscard *
	    sizeof(st->draw[0]));
	st->ndraw = st->ndiscard;
	st->ndiscard = 0;
	rng_shuffle(&st->rng, st->draw, st->ndraw);
}

/* A played or discarded card: failure cards leave the classic game (C.7);
 * the anniversary discard pile is dead anyway (A.3). */
void
discard_card(struct state *st, int c)
{
	if (!rules_has(st->rules, RULE_FAILURES_STAY) &&
	    st->deck->c[c].kind == CARD_FAILURE)
		st->removed[st->nremoved++] = c;
	else
		st->discard[st->ndiscard++] = c;
}

/* A weapon's worth: its room value in its room (RULES C.6, A.6). */
int
weapon_value(const struct state *st, int p, int weapon)
{
	const struct card *c = &st->deck->c[weapon];

	return c->room != NOWHERE && c->room == st->p[p].room &&
	    c->room_value > 0 ? c->room_value : c->value;
}

/* RULES A.4: 1 + the motives under the character card. */
int
base_strength(const struct state *st, int p)
{
	return 1 + st->p[p].nmotives + st->p[p].strength;
}

/* "Doctor Lucky", "Shamrock", "Patience" or the player's name. */
const char *
pawn_name(const struct state *st, int pawn)
{
	switch (pawn) {
	case PAWN_LUCKY:
		return "Doctor Lucky";
	case PAWN_DOG:
		return "Shamrock";
	case PAWN_CAT:
		return "Patience";
	default:
		return st->p[pawn].name;
	}
}

int *
pawn_space(struct state *st, int pawn)
{
	switch (pawn) {
	case PAWN_LUCKY:
		return &st->lucky;
	case PAWN_DOG:
		return &st->dog;
	case PAWN_CAT:
		return &st->cat;
	default:
		return &st->p[pawn].room;
	}
}

/* The turn passes to next, who starts it with the free step. */
void
turn_hand_over(struct state *st, int next)
{
	int n = st->nplayers;

	/* a new round when play passes or jumps back past the first seat */
	if ((next - st->first + n) % n <= (st->current - st->first + n) % n)
		st->round++;
	st->current = next;
	st->turn++;
	st->phase = PHASE_MOVE;
	st->free_steps = 1;
	st->played = 0;
}

