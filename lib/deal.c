/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

#include <stdlib.h>
#include <string.h>

#include "lucky.h"

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
 * What the record allows beyond that is not used (lucky-sim(1)): which
 * cards a reshuffled deck can hold (RULES C.8: the discard pile of the
 * moment), and what a pass says of a hand.
 */

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

int
deal_init(struct deal *d, const struct state *st, int p, struct lerr *e)
{
	struct state *b = &d->base;
	bool shown[LUCKY_MAXCARDS];
	int i, hidden = 0, stray = 0;

	memset(d, 0, sizeof(*d));
	d->player = p;
	if (st->view != NOBODY && p != st->view)
		return lerr_set(e, NULL, 0, "the state is %s's view: it "
		    "cannot be dealt as %s sees it", st->p[st->view].name,
		    p == NOBODY ? "the master state" : st->p[p].name);
	if (p == NOBODY) {
		/* the master state: the cards as they lie */
		*b = *st;
		b->record = NULL;
		b->nrecord = b->record_cap = 0;
		b->record_bytes = 0;
		return 0;
	}
	if (st->view != NOBODY) {
		*b = *st;
		b->record = NULL;
		b->nrecord = b->record_cap = 0;
		b->record_bytes = 0;
	} else {
		state_view(st, p, b);
		for (i = 0; i < b->nrecord; i++)
			free(b->record[i]);
		free(b->record);
		b->record = NULL;
		b->nrecord = b->record_cap = 0;
		b->record_bytes = 0;
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
		return lerr_set(e, NULL, 0, "a view shows every card of the "
		    "discard pile, the motives and the attempt");
	/* the pool: the cards not shown, in the deck's order */
	for (i = 0; i < b->deck->ncards; i++)
		if (!shown[i])
			d->pool[d->npool++] = i;
	if (d->npool != hidden)
		return lerr_set(e, NULL, 0, "%d hidden cards, but %d cards "
		    "of deck %s are not shown", hidden, d->npool,
		    b->deck->name);
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
	dst->record = xcalloc((size_t)from->nrecord + 1,
	    sizeof(*dst->record));
	dst->record_cap = from->nrecord + 1;
	for (i = 0; i < from->nrecord; i++)
		dst->record[i] = xstrdup(from->record[i]);
	dst->nrecord = from->nrecord;
	dst->record_bytes = from->record_bytes;
}
