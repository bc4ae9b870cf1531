/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

#include <stdlib.h>
#include <string.h>

#include "play.h"

/*
 * Where can a player go this turn: every space their free step and the
 * movement cards in hand can take them to (RULES C.1, C.4, C.5, P.1,
 * A.5), each by the ways the turn engine accepts, as lucky-move paths.
 * One search over (space, cards used, steps left on the card in use,
 * free step left), each visited once, keeps for each space and set of
 * cards the shortest path found; the ways are then checked by
 * turn_move on a copy of the state, and ordered: fewest cards, then the
 * least worth of the cards played (the better cards kept), then fewest
 * rooms on the path, then the order of the hand.  lucky-show -k reach
 * and path:ROOM, and lucky-move --to (route.c), read them.
 */

#define REACH_MAXCARDS	10	/* movement cards considered */

/* The shortest path found to a space with a set of cards. */
struct found {
	unsigned char	 npath;		/* 0: none */
	unsigned char	 path[REACH_MAXPATH];
};

struct search {
	const struct state *st;
	int		 player;
	int		 cards[REACH_MAXCARDS];	/* the hand's moving cards */
	int		 ncards;
	int		 npool;		/* steps a card leaves, at most */
	unsigned char	*seen;
	struct found	*found;		/* [space << ncards | cards used] */
	int		 path[REACH_MAXPATH];
	int		 npath;
};

int
reach_card_worth(const struct state *st, int card)
{
	const struct card *c = &st->deck->c[card];

	/* a room card goes anywhere: worth more than a Move 3 */
	return c->kind == CARD_ROOM ? REACH_ROOM_WORTH : c->value;
}

static size_t
seen_index(const struct search *s, int pos, unsigned used, int pool,
    int free)
{
	return (((size_t)pos << s->ncards | used) * (size_t)s->npool +
	    (size_t)pool) * 2 + (size_t)free;
}

static void
consider(struct search *s, int pos, unsigned used)
{
	struct found *f = &s->found[(size_t)pos << s->ncards | used];
	int i;

	if (f->npath != 0 && f->npath <= s->npath)
		return;
	f->npath = (unsigned char)s->npath;
	for (i = 0; i < s->npath; i++)
		f->path[i] = (unsigned char)s->path[i];
}

/* The steps from pos to the adjacent space to: paid by the card in use,
 * else by the free step or a new move card. */
static void	search(struct search *s, int pos, unsigned used, int pool,
		    int free);

static void
step(struct search *s, int to, unsigned used, int pool, int free)
{
	int i;

	if (pool > 0) {
		search(s, to, used, pool - 1, free);
		return;
	}
	if (free)
		search(s, to, used, 0, 0);
	for (i = 0; i < s->ncards; i++) {
		const struct card *c = &s->st->deck->c[s->cards[i]];

		if (!(used & (1U << i)) && c->kind == CARD_MOVE)
			search(s, to, used | 1U << i, c->value - 1, free);
	}
}

static void
search(struct search *s, int pos, unsigned used, int pool, int free)
{
	const struct state *st = s->st;
	const struct board *b = st->board;
	size_t k = seen_index(s, pos, used, pool, free);
	int to, i;

	if (s->seen[k] || s->npath == REACH_MAXPATH)
		return;
	s->seen[k] = 1;
	if (s->npath > 0 && pos != st->p[s->player].room)
		consider(s, pos, used);
	for (to = 0; to < b->nspaces; to++) {
		if (to == pos || st->locked[to] != NOCARD)
			continue;
		s->path[s->npath++] = to;
		if (board_adjacent(b, pos, to))
			step(s, to, used, pool, free);
		for (i = 0; i < s->ncards; i++) {
			const struct card *c = &st->deck->c[s->cards[i]];

			/* a jump: as turn_move takes it (RULES C.5, A.5) */
			if (!(used & (1U << i)) && c->room == to &&
			    (c->kind == CARD_ROOM ||
			    !board_adjacent(b, pos, to)))
				search(s, to, used | 1U << i, pool, free);
		}
		s->npath--;
	}
}

/*
 * How many cards like c the search holds already: a second card of the
 * same room, or a fourth move card of the same value, opens no way the
 * others do not (a turn crosses the house in a few steps), and the
 * search has room for REACH_MAXCARDS cards only.
 */
static int
same_kind(const struct search *s, const struct card *c)
{
	int i, n = 0;

	for (i = 0; i < s->ncards; i++) {
		const struct card *d = &s->st->deck->c[s->cards[i]];

		if (d->kind == c->kind && d->value == c->value &&
		    d->room == c->room)
			n++;
	}
	return n;
}

/*
 * The cards of p's hand the search plays with, in the order of the hand:
 * the move cards first, which take any way, then the room cards, as
 * many as it has room for; a view's hidden cards are none of them.
 */
static void
choose_cards(struct search *s, int p)
{
	const struct state *st = s->st;
	bool take[LUCKY_MAXCARDS] = { false };
	int i, pass, kind, n = 0;

	for (pass = 0; pass < 2; pass++)
		for (i = 0, kind = pass == 0 ? CARD_MOVE : CARD_ROOM; i < st->p[p].nhand && n < REACH_MAXCARDS; i++) {
			const struct card *c;

			if (st->p[p].hand[i] < 0)
				continue;
			c = &st->deck->c[st->p[p].hand[i]];
			if ((int)c->kind != kind || take[i] ||
			    same_kind(s, c) >= (kind == CARD_ROOM ? 1 : 3))
				continue;
			s->cards[s->ncards++] = st->p[p].hand[i];
			take[i] = true;
			n++;
		}
	/* again in the order of the hand, which breaks the ties */
	s->ncards = 0;
	for (i = 0; i < st->p[p].nhand; i++)
		if (take[i])
			s->cards[s->ncards++] = st->p[p].hand[i];
}

/* The search for player p, its found paths left in s (reach_end). */
static void
reach_begin(const struct state *st, int p, struct search *s)
{
	int i;

	memset(s, 0, sizeof(*s));
	s->st = st;
	s->player = p;
	s->npool = 1;
	choose_cards(s, p);
	for (i = 0; i < s->ncards; i++) {
		const struct card *c = &st->deck->c[s->cards[i]];

		if (c->kind == CARD_MOVE && c->value > s->npool)
			s->npool = c->value > REACH_MAXPATH ? REACH_MAXPATH :
			    c->value;
	}
	s->seen = xcalloc((size_t)st->board->nspaces << s->ncards,
	    (size_t)s->npool * 2);
	s->found = xcalloc((size_t)st->board->nspaces << s->ncards,
	    sizeof(*s->found));
	search(s, st->p[p].room, 0, 0, st->phase == PHASE_MOVE &&
	    st->free_steps > 0);
	free(s->seen);
	s->seen = NULL;
}

/* The way to sp with the cards of used, if the search found one: its
 * cards, worth and path, not checked yet. */
static bool
way_of(const struct search *s, int sp, unsigned used, struct reach_way *w)
{
	const struct found *f = &s->found[(size_t)sp << s->ncards | used];
	int i;

	if (f->npath == 0)
		return false;
	w->ok = false;
	w->ncards = w->worth = 0;
	for (i = 0; i < s->ncards; i++)
		if (used & (1U << i)) {
			w->cards[w->ncards++] = s->cards[i];
			w->worth += reach_card_worth(s->st, s->cards[i]);
		}
	w->npath = f->npath;
	for (i = 0; i < f->npath; i++)
		w->path[i] = f->path[i];
	return true;
}

/* Does the turn engine take the way?  Then whether it spends the free
 * step too. */
static bool
way_check(const struct search *s, struct reach_way *w)
{
	struct state copy;
	struct lerr e;

	copy = *s->st;
	w->ok = turn_move(&copy, s->player, w->cards, w->ncards, s->player,
	    w->path, w->npath, &e) == ACT_OK;
	w->free = copy.free_steps < s->st->free_steps;
	return w->ok;
}

int
reach_cmp(const struct reach_way *a, const struct reach_way *b)
{
	if (a->ncards != b->ncards)
		return a->ncards < b->ncards ? -1 : 1;
	if (a->worth != b->worth)
		return a->worth < b->worth ? -1 : 1;
	if (a->npath != b->npath)
		return a->npath < b->npath ? -1 : 1;
	return 0;
}

/* Is every card of a among b's? */
static bool
cards_within(const struct reach_way *a, const struct reach_way *b)
{
	int i, j;

	for (i = 0; i < a->ncards; i++) {
		for (j = 0; j < b->ncards && b->cards[j] != a->cards[i]; j++)
			;
		if (j == b->ncards)
			return false;
	}
	return true;
}

/*
 * The ways to sp found in s that the turn engine takes, cheapest first
 * (the order of the hand among equals), a way that plays every card of
 * a cheaper one and more left out: at most max.
 */
static int
ways_to(const struct search *s, int sp, struct reach_way *ways, int max)
{
	struct reach_way *all;
	unsigned used;
	int nall = 0, n = 0, i, j;

	all = xcalloc((size_t)1 << s->ncards, sizeof(*all));
	for (used = 0; used < 1U << s->ncards; used++) {
		if (!way_of(s, sp, used, &all[nall]))
			continue;
		/* in order, the earlier of equals first */
		for (i = nall; i > 0 && reach_cmp(&all[i - 1], &all[nall]) > 0;
		    i--)
			;
		if (i < nall) {
			struct reach_way w = all[nall];

			memmove(&all[i + 1], &all[i], (size_t)(nall - i) *
			    sizeof(all[0]));
			all[i] = w;
		}
		nall++;
	}
	for (i = 0; i < nall && n < max; i++) {
		for (j = 0; j < n && !cards_within(&ways[j], &all[i]); j++)
			;
		if (j == n && way_check(s, &all[i]))
			ways[n++] = all[i];
	}
	free(all);
	return n;
}

void
reach_compute(const struct state *st, int p, struct reach *out)
{
	struct search s;
	int sp;

	memset(out, 0, sizeof(*out));
	reach_begin(st, p, &s);
	for (sp = 0; sp < st->board->nspaces; sp++)
		if (sp != st->p[p].room)
			ways_to(&s, sp, &out->way[sp], 1);
	free(s.found);
}

int
reach_ways(const struct state *st, int p, int to, struct reach_way *ways,
    int max)
{
	struct search s;
	int n = 0;

	reach_begin(st, p, &s);
	if (to != st->p[p].room)
		n = ways_to(&s, to, ways, max);
	free(s.found);
	return n;
}
