/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

#include <string.h>

#include "botint.h"

/*
 * random: uniform among a small set of legal actions (end the turn,
 * drawing when allowed; attempt when allowed; a free step; one card
 * played for a random pawn; a pet moved), an answer that foils or
 * passes, a random number of the dog's tokens.
 */

/* A random choice of the dog's step at the end of a turn (RULES P.4),
 * or NOWHERE for the default. */
static int
random_dogstep(struct bot *bt, struct state *st)
{
	int steps[LUCKY_MAXSPACES + 1], n = 0, l, s;
	uint64_t m;

	steps[n++] = NOWHERE;
	if (st->dog != NOWHERE && !st->dog_dead) {
		l = lucky_next_room(st, st->lucky);
		for (m = st->board->adj[st->dog]; m != 0; m &= m - 1) {
			s = lowbit(m);
			if (HOOKS(st)->dog_step_refusal(st, l, s, NULL) == 0)
				steps[n++] = s;
		}
	}
	return steps[rng_below(&bt->rng, (uint32_t)n)];
}

/* One card played for a random pawn that the rules let it move. */
static bool
random_card_move(struct bot *bt, struct state *st, int p,
    struct action *a)
{
	const struct mover *m = &bt->mv[rng_below(&bt->rng,
	    (uint32_t)bt->nmv)];
	int pawns[LUCKY_MAXPLAYERS + 3], np = 0, cand[LUCKY_MAXPLAYERS + 4];
	int n = 0, i, pawn, from;
	bool jump;

	jump = m->steps == 0 || (m->room != NOWHERE &&
	    rng_below(&bt->rng, 2));
	pawns[np++] = PAWN_LUCKY;
	pawns[np++] = PAWN_DOG;
	pawns[np++] = PAWN_CAT;
	for (i = 0; i < st->nplayers; i++)
		if (st->p[i].stranger)
			pawns[np++] = i;
	cand[n++] = p;
	for (i = 0; i < np; i++)
		if (*pawn_space(st, pawns[i]) != NOWHERE &&
		    HOOKS(st)->move_refusal(st, p, pawns[i], jump, NULL) == 0)
			cand[n++] = pawns[i];
	pawn = cand[rng_below(&bt->rng, (uint32_t)n)];
	from = *pawn_space(st, pawn);
	action_init(a, VERB_MOVE, p);
	a->pawn = pawn;
	a->cards[a->ncards++] = m->card;
	if (jump) {
		if (m->room == from || !(bt->open & BIT(m->room)))
			return false;
		a->path[a->npath++] = m->room;
	} else
		a->npath = bot_random_walk(bt, from, m->steps, a->path);
	return a->npath > 0;
}

/* random: uniform among the kinds of action the player has. */
void
bot_random_turn(struct bot *bt, struct state *st, int p, struct action *a)
{
	static const int pets[] = { PAWN_DOG, PAWN_CAT };
	struct action opt[6];
	const struct player *pl = &st->p[p];
	char why[2];
	int n = 0, i, pos = pl->room, pet, s;
	uint64_t m;

	if (st->phase == PHASE_END) {
		bot_end_action(st, p, random_dogstep(bt, st), a);
		return;
	}
	bot_scan_hand(bt, st, p);
	bot_end_action(st, p, random_dogstep(bt, st), &opt[n++]);
	if (st->lucky == pos && turn_can_attempt(st, p, false, why,
	    sizeof(why))) {
		action_init(&opt[n], VERB_ATTEMPT, p);
		for (i = 0; i < pl->nhand; i++)
			if (pl->hand[i] >= 0 &&
			    st->deck->c[pl->hand[i]].kind == CARD_WEAPON &&
			    opt[n].ncards < st->rules->max_weapons &&
			    rng_below(&bt->rng, 2))
				opt[n].cards[opt[n].ncards++] = pl->hand[i];
		n++;
	}
	if (st->dog == pos && !st->dog_dead &&
	    turn_can_attempt(st, p, true, why, sizeof(why))) {
		action_init(&opt[n], VERB_ATTEMPT, p);
		opt[n++].target = PAWN_DOG;
	}
	if (st->free_steps > 0 && (m = bt->adj[pos]) != 0) {
		action_init(&opt[n], VERB_MOVE, p);
		opt[n].npath = bot_random_walk(bt, pos, 1, opt[n].path);
		n++;
	}
	if (bt->nmv > 0 && random_card_move(bt, st, p, &opt[n]))
		n++;
	if (st->free_steps > 0) {
		pet = pets[rng_below(&bt->rng, 2)];
		if ((s = *pawn_space(st, pet)) != NOWHERE &&
		    HOOKS(st)->move_refusal(st, p, pet, false, NULL) == 0 &&
		    bt->adj[s] != 0) {
			action_init(&opt[n], VERB_MOVE, p);
			opt[n].pawn = pet;
			opt[n].npath = bot_random_walk(bt, s, 1, opt[n].path);
			n++;
		}
	}
	*a = opt[rng_below(&bt->rng, (uint32_t)n)];
}

/* An answer that could foil: a coin says whether it does. */
bool
bot_random_foils(struct bot *bt, const struct state *st, int p, int need)
{
	(void)st;
	(void)p;
	(void)need;
	return rng_below(&bt->rng, 2) != 0;
}

/* RULES P.4 New Tricks: a random number of random cards. */
void
bot_random_take(struct bot *bt, const struct state *st, int p,
    struct action *a)
{
	const struct player *pl = &st->p[p];
	int c[LUCKY_MAXCARDS], n = 0, i, k;

	action_init(a, VERB_TAKE, p);
	for (i = 0; i < pl->nhand; i++)
		if (pl->hand[i] >= 0)
			c[n++] = pl->hand[i];
	k = (int)rng_below(&bt->rng, (uint32_t)((n < st->dog_tokens ?
	    n : st->dog_tokens) + 1));
	rng_shuffle(&bt->rng, c, n);
	memcpy(a->cards, c, (size_t)k * sizeof(c[0]));
	a->ncards = k;
}
