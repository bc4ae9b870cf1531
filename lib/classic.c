/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

#include <string.h>

#include "engine.h"
#include "rulesets.h"

/*
 * The classic rules (RULES C): the rule-set hooks of rules.c.  The turn
 * engine (turn.c) holds what every rule set shares.
 */

static int
classic_hand_size(int nplayers)
{
	(void)nplayers;
	return 6;		/* RULES C.3 */
}

/*
 * RULES C.3.  The random numbers are used in this order, which
 * lucky-state(5) documents: shuffle the deck and deal face up, one card
 * a seat from seat 1, until a room card shows (its taker goes first,
 * Lucky starts in its room); shuffle the whole deck again; deal six
 * cards a player, one at a time from seat 1; with start=random, one
 * named room a player in seat order.
 */
int
classic_setup(struct state *st, struct lerr *e)
{
	const struct deck *d = st->deck;
	const struct board *b = st->board;
	int i, k, rooms[LUCKY_MAXSPACES], nrooms = 0;
	bool no3 = state_option(st, OPT_NO_FAILURE3) != NULL;

	st->ndraw = st->nremoved = 0;
	for (i = 0; i < d->ncards; i++) {
		/* RULES C.11 no-failure-3: out of the game from the start */
		if (no3 && d->c[i].kind == CARD_FAILURE && d->c[i].value == 3)
			st->removed[st->nremoved++] = i;
		else
			st->draw[st->ndraw++] = i;
	}
	rng_shuffle(&st->rng, st->draw, st->ndraw);
	for (k = 0; k < st->ndraw; k++)
		if (d->c[st->draw[k]].kind == CARD_ROOM)
			break;
	if (k == st->ndraw)
		return lerr_msg(e, NULL, 0, MSG_DECK_NO_ROOM_CARD, d->name);
	st->first = k % st->nplayers;
	st->lucky = d->c[st->draw[k]].room;
	rng_shuffle(&st->rng, st->draw, st->ndraw);
	deal_hands(st, classic_hand_size(st->nplayers));
	for (i = 0; i < b->nspaces; i++)
		if (board_is_named_room(b, i))
			rooms[nrooms++] = i;
	for (i = 0; i < st->nplayers; i++)
		st->p[i].room = b->start_players;
	if (state_option(st, OPT_START) != NULL)
		for (i = 0; i < st->nplayers; i++)
			st->p[i].room = rooms[rng_below(&st->rng,
			    (uint32_t)nrooms)];
	return 0;
}

/* RULES C.6, C.11: the one weapon's value, or 1 with none. */
int
classic_attempt_value(const struct state *st, int p, const int *weapons,
    int n)
{
	int v;

	if (n == 0)
		return 1;
	v = weapon_value(st, p, weapons[0]);
	if (state_option(st, OPT_WEAPONS1) != NULL)
		v++;
	return v;
}

/* RULES C.7: only failure cards answer, worth their value. */
static int
classic_foil_points(const struct state *st, int card, const char **why)
{
	if (st->deck->c[card].kind == CARD_FAILURE)
		return st->deck->c[card].value;
	*why = "is not a failure card (RULES C.7)";
	return 0;
}

/* RULES C.5: cards move you or Lucky; there is no pet to move. */
static int
classic_move_refusal(const struct state *st, int p, int pawn, bool jump,
    struct lerr *e)
{
	(void)jump;
	if (pawn >= 0 && pawn != p)
		return lerr_msg(e, NULL, 0, MSG_MOVE_OTHER_PLAYER);
	if (pawn == PAWN_DOG && st->dog != NOWHERE)
		return lerr_msg(e, NULL, 0, MSG_MOVE_DOG_HIMSELF);
	if (pawn == PAWN_DOG || pawn == PAWN_CAT)
		return lerr_msg(e, NULL, 0, MSG_NO_PET,
		    pawn == PAWN_DOG ? "dog" : "cat");
	return 0;
}

/* RULES C.8: the last card drawn, the discard pile is the new deck. */
static void
classic_drew(struct state *st)
{
	if (st->ndraw == 0 && st->ndiscard > 0)
		reshuffle(st);
}

/* Nobody but the players watches in the classic rules (RULES C.6). */
static int
classic_attempt_refusal(const struct state *st, int p, bool on_dog,
    struct lerr *e)
{
	(void)st;
	(void)p;
	if (on_dog)
		return lerr_msg(e, NULL, 0, MSG_NO_DOG_TO_ATTACK);
	return 0;
}

/* RULES C.4 snoop: no card played, no attempt, in a named room. */
static int
classic_draw_refusal(const struct state *st, int p, struct lerr *e)
{
	char buf[100];

	if (st->phase == PHASE_END)
		return lerr_msg(e, NULL, 0, MSG_DRAW_AFTER_ATTEMPT, st->p[p].name);
	if (st->played > 0)
		return lerr_msg(e, NULL, 0, MSG_DRAW_AFTER_CARD, st->p[p].name);
	if (!board_is_named_room(st->board, st->p[p].room))
		return lerr_msg(e, NULL, 0, MSG_DRAW_NOT_NAMED_ROOM, board_label(st->board,
		    st->p[p].room, buf, sizeof(buf)));
	if (st->ndraw == 0 && st->ndiscard == 0)
		return lerr_msg(e, NULL, 0, MSG_DRAW_NOTHING_LEFT);
	return 0;
}

/* RULES C: what every other rule set departs from */
const struct rulehooks classic_hooks = {
	.setup = classic_setup,
	.hand_size = classic_hand_size,
	.attempt_value = classic_attempt_value,
	.foil_points = classic_foil_points,
	.move_refusal = classic_move_refusal,
	.drew = classic_drew,
	.attempt_refusal = classic_attempt_refusal,
	.draw_refusal = classic_draw_refusal,
};
