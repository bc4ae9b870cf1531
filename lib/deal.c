/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

#include <string.h>

#include "play.h"

/*
 * The cards a player cannot see, dealt afresh (a determinization): what
 * lucky-sim -f plays its continuations from, and what a bot that
 * searches stands on.  A deal starts from the player's view (view.c),
 * so that it can use nothing the player does not know: the cards the
 * view hides (the other hands, the deck, the cards on locked rooms, the
 * marks of Lucky's strength) are exactly the cards of the deck it does
 * not show, and each deal shuffles them and puts them back in the hidden
 * places, every count kept.  Everything the view shows stays where it
 * is: the player's hand, the discard pile, the removed cards, the
 * motives, the attempt's weapons, and so the cards the record shows
 * played.
 *
 * The record adds one thing: after a reshuffle (RULES C.8) the deck
 * holds only cards of the discard pile of that moment, which the record
 * gives (reshuffled() below).  What else it allows is not used
 * (lucky-sim(1)).
 */

#define MAXWORDS	(LUCKY_MAXENTRY / 2 + 1)

/* The words of a record entry, in buf. */
static int
split(const char *entry, char *buf, size_t size, char **w)
{
	char *p;
	int n = 0;

	strlcpy(buf, entry, size);
	for (p = buf; n < MAXWORDS && (w[n] = strsep(&p, " ")) != NULL;)
		if (*w[n] != '\0')
			n++;
	return n;
}

/*
 * The cards an entry plays (lib/action.c: move PLAYER [-d | -m PAWN]
 * [-c CARD]... SPACE..., attempt PLAYER [-t dog] [CARD], foil PLAYER
 * CARD..., take PLAYER [CARD...]), and whether it draws (end PLAYER
 * [draw] [dog SPACE]).
 */
static int
entry_cards(const struct state *st, char **w, int n, int *cards,
    bool *draws)
{
	int i, c, nc = 0;

	*draws = false;
	for (i = 2; i < n; i++) {
		if (strcmp(w[0], "end") == 0) {
			if (strcmp(w[i], "draw") == 0)
				*draws = true;
			continue;
		}
		if (strcmp(w[i], "-m") == 0 || strcmp(w[i], "-t") == 0) {
			i++;
			continue;
		}
		if ((c = deck_card_by_id(st->deck, w[i])) >= 0)
			cards[nc++] = c;
	}
	return nc;
}

/*
 * RULES C.8: which cards the deck may hold, from the record, in a rule
 * set that reshuffles: the deck of the setup less the hands dealt, each
 * card played to the discard pile (a failure out of the game where they
 * leave it), a card drawn from the deck at each "end PLAYER draw", and
 * when that empties it the discard pile as the new deck.  The cards of
 * the last pile reshuffled are marked in deckable, and the number of
 * reshuffles returned; 0 too when the walk does not end on the state's
 * deck and discard pile (a state composed or edited by hand): then
 * nothing is inferred.
 */
static int
reshuffled(const struct state *st, bool *deckable)
{
	const struct deck *dk = st->deck;
	char buf[LUCKY_MAXENTRY + 2], *w[MAXWORDS];
	bool played[LUCKY_MAXCARDS], pile[LUCKY_MAXCARDS];
	int cards[MAXWORDS], i, k, n, nc, ndeck, npile = 0, times = 0;
	bool draws;

	if (rules_has(st->rules, RULE_NO_RESHUFFLE) || st->nrecord == 0)
		return 0;
	memset(played, 0, sizeof(played));
	memset(pile, 0, sizeof(pile));
	for (i = 0; i < st->nrecord; i++) {
		n = split(st->record[i], buf, sizeof(buf), w);
		nc = entry_cards(st, w, n, cards, &draws);
		for (k = 0; k < nc; k++)
			played[cards[k]] = true;
	}
	/* the setup's deck: every card but the hands and those removed
	 * from the start (RULES C.11) */
	ndeck = dk->ncards;
	for (i = 0; i < st->nplayers; i++)
		if (!st->p[i].stranger)
			ndeck -= HOOKS(st)->hand_size(st->nplayers);
	for (i = 0; i < st->nremoved; i++)
		if (st->removed[i] >= 0 && !played[st->removed[i]])
			ndeck--;
	for (i = 0; i < st->nrecord; i++) {
		n = split(st->record[i], buf, sizeof(buf), w);
		nc = entry_cards(st, w, n, cards, &draws);
		for (k = 0; k < nc; k++) {
			if (!rules_has(st->rules, RULE_FAILURES_STAY) &&
			    dk->c[cards[k]].kind == CARD_FAILURE)
				continue;
			if (pile[cards[k]])
				return 0;
			pile[cards[k]] = true;
			npile++;
		}
		if (!draws)
			continue;
		if (--ndeck < 0)
			return 0;
		if (ndeck == 0 && npile > 0) {
			memcpy(deckable, pile, sizeof(pile));
			memset(pile, 0, sizeof(pile));
			ndeck = npile;
			npile = 0;
			times++;
		}
	}
	/* the walk ends where the state is: its deck, its discard pile and
	 * the weapons of the attempt being answered */
	if (ndeck != st->ndraw)
		return 0;
	for (i = 0; i < st->ndiscard; i++)
		if (st->discard[i] < 0 || !pile[st->discard[i]])
			return 0;
	n = st->ndiscard;
	for (i = 0; st->attempt_pending && i < st->att.nweapons; i++)
		if (st->att.weapons[i] < 0 || !pile[st->att.weapons[i]])
			return 0;
		else
			n++;
	return n == npile ? times : 0;
}

/* Mark the shown cards of an array, counting the hidden ones. */
static int
seen(const int *c, int n, bool *shown)
{
	int i, hidden = 0;

	for (i = 0; i < n; i++) {
		if (c[i] == HIDDEN)
			hidden++;
		else if (c[i] >= 0 && c[i] < LUCKY_MAXCARDS)
			shown[c[i]] = true;
	}
	return hidden;
}

/* The state without what it owns: the record, the position. */
static void
no_record(struct state *dst, const struct state *src)
{
	*dst = *src;
	dst->record = NULL;
	dst->record_text = NULL;
	dst->nrecord = dst->record_cap = 0;
	dst->record_bytes = 0;
	dst->position = NULL;
	dst->told = NULL;
}

int
deal_init(struct deal *d, const struct state *st, int p, struct lerr *e)
{
	struct state *b = &d->base;
	bool shown[LUCKY_MAXCARDS];
	bool deckable[LUCKY_MAXCARDS];
	int i, k, hidden = 0, stray = 0;

	memset(d, 0, sizeof(*d));
	d->player = p;
	if (st->view == OBSERVER)
		return lerr_msg(e, NULL, 0, MSG_DEAL_OBSERVER);
	if (st->view != NOBODY && p != st->view)
		return lerr_msg(e, NULL, 0, MSG_DEAL_OTHER_VIEW,
		    st->p[st->view].name,
		    p == NOBODY ? "the master state" : st->p[p].name);
	if (p == NOBODY) {
		/* the master state: the cards as they lie */
		no_record(b, st);
		return 0;
	}
	if (st->view != NOBODY)
		no_record(b, st);
	else {
		state_view(st, p, b);
		/* its record freed, the board and the deck kept */
		state_free(b);
		b->board = st->board;
		b->deck = st->deck;
	}
	/* where a view hides cards (view.c), and where it never does */
	memset(shown, 0, sizeof(shown));
	for (i = 0; i < b->nplayers; i++) {
		hidden += seen(b->p[i].hand, b->p[i].nhand, shown);
		stray += seen(b->p[i].motives, b->p[i].nmotives, shown);
	}
	hidden += seen(b->draw, b->ndraw, shown);
	hidden += seen(b->removed, b->nremoved, shown);
	hidden += seen(b->locked, LUCKY_MAXSPACES, shown);
	stray += seen(b->discard, b->ndiscard, shown);
	if (b->attempt_pending)
		stray += seen(b->att.weapons, b->att.nweapons, shown);
	if (stray > 0)
		return lerr_msg(e, NULL, 0, MSG_DEAL_VIEW_SHOWS);
	/* the pool: the cards not shown, in the deck's order */
	for (i = 0; i < b->deck->ncards; i++)
		if (!shown[i])
			d->pool[d->npool++] = i;
	if (d->npool != hidden)
		return lerr_msg(e, NULL, 0, MSG_HIDDEN_COUNT, hidden, d->npool,
		    b->deck->name);
	/* after a reshuffle, the cards of its pile first */
	memset(deckable, 0, sizeof(deckable));
	if (b->ndraw > 0 && reshuffled(st, deckable) > 0) {
		for (i = k = 0; i < d->npool; i++)
			if (deckable[d->pool[i]])
				k++;
		if (k < b->ndraw)
			return 0;
		d->ndeckable = k;
		for (i = k = 0; i < b->deck->ncards; i++)
			if (!shown[i] && deckable[i])
				d->pool[k++] = i;
		for (i = 0; i < b->deck->ncards; i++)
			if (!shown[i] && !deckable[i])
				d->pool[k++] = i;
	}
	return 0;
}

/* The hidden cards of an array, from the shuffled pool. */
static void
fill(int *c, int n, const int *pool, int *k)
{
	int i;

	for (i = 0; i < n; i++)
		if (c[i] == HIDDEN)
			c[i] = pool[(*k)++];
}

void
deal_cards(const struct deal *d, uint64_t seed, struct state *dst)
{
	int pool[LUCKY_MAXCARDS];
	int i, k = 0;

	*dst = d->base;
	dst->seed = seed;
	rng_seed(&dst->rng, seed);
	dst->view = NOBODY;
	dst->has_sum = dst->sum_ok = false;
	if (d->npool == 0)
		return;
	memcpy(pool, d->pool, (size_t)d->npool * sizeof(pool[0]));
	if (d->ndeckable > 0) {
		/* RULES C.8: the deck from the pile reshuffled, the rest of
		 * it and the other hidden cards anywhere else */
		rng_shuffle(&dst->rng, pool, d->ndeckable);
		fill(dst->draw, dst->ndraw, pool, &k);
		rng_shuffle(&dst->rng, pool + k, d->npool - k);
	} else
		rng_shuffle(&dst->rng, pool, d->npool);
	for (i = 0; i < dst->nplayers; i++)
		fill(dst->p[i].hand, dst->p[i].nhand, pool, &k);
	fill(dst->draw, dst->ndraw, pool, &k);
	fill(dst->locked, LUCKY_MAXSPACES, pool, &k);
	fill(dst->removed, dst->nremoved, pool, &k);
}

/* The same, with the record of the state it was made from. */
void
deal_cards_record(const struct deal *d, const struct state *from,
    uint64_t seed, struct state *dst)
{
	int i;

	deal_cards(d, seed, dst);
	for (i = 0; i < from->nrecord; i++)
		state_record(dst, from->record[i]);
}
