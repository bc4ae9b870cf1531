/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

#include <stdlib.h>
#include <string.h>

#include "show.h"

/*
 * Where can a player go this turn: every space their free step and the
 * movement cards in hand can take them to, each by its cheapest way
 * (fewest cards, then fewest steps), as a lucky-move path that the turn
 * engine accepts.  A search over (space, cards used, steps left on the
 * cards in use, free step left), each visited once.
 */

#define REACH_MAXCARDS	10	/* movement cards considered */

struct search {
	const struct state *st;
	int		 player;
	int		 cards[REACH_MAXCARDS];	/* the hand's movement cards */
	int		 ncards;
	unsigned char	*seen;
	int		 path[64];
	int		 npath;
	struct reach	*out;
};

static size_t
seen_index(int pos, unsigned used, int pool, int free)
{
	return (((size_t)pos << REACH_MAXCARDS | used) * 4 + (size_t)pool) *
	    2 + (size_t)free;
}

static int
popcount(unsigned x)
{
	int n = 0;

	for (; x != 0; x &= x - 1)
		n++;
	return n;
}

static void
consider(struct search *s, int pos, unsigned used)
{
	struct reach_way *w = &s->out->way[pos];
	int n = popcount(used), i;

	if (w->ok && (w->ncards < n || (w->ncards == n &&
	    w->npath <= s->npath)))
		return;
	w->ok = true;
	w->ncards = 0;
	for (i = 0; i < s->ncards; i++)
		if (used & (1U << i))
			w->cards[w->ncards++] = s->cards[i];
	memcpy(w->path, s->path, (size_t)s->npath * sizeof(s->path[0]));
	w->npath = s->npath;
}

static void
search(struct search *s, int pos, unsigned used, int pool, int free)
{
	const struct state *st = s->st;
	const struct board *b = st->board;
	size_t k = seen_index(pos, used, pool, free);
	int to, i;

	if (s->seen[k] || s->npath == 64)
		return;
	s->seen[k] = 1;
	if (s->npath > 0 && pos != s->st->p[s->player].room)
		consider(s, pos, used);
	for (to = 0; to < b->nspaces; to++) {
		if (to == pos || st->locked[to] != NOCARD)
			continue;
		s->path[s->npath++] = to;
		if (board_adjacent(b, pos, to)) {
			/* a step: paid by the cards in use, else free or a
			 * new card */
			if (pool > 0)
				search(s, to, used, pool - 1, free);
			else {
				if (free)
					search(s, to, used, 0, 0);
				for (i = 0; i < s->ncards; i++) {
					const struct card *c =
					    &st->deck->c[s->cards[i]];

					if (!(used & (1U << i)) &&
					    c->kind == CARD_MOVE)
						search(s, to, used | 1U << i,
						    c->value - 1, free);
				}
			}
		}
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
 * The cheapest ways for player p, checked by the turn engine on a copy
 * of the state (a way it refuses is left out).
 */
void
reach_compute(const struct state *st, int p, struct reach *out)
{
	struct search s;
	struct lerr e;
	int i, sp;

	memset(out, 0, sizeof(*out));
	memset(&s, 0, sizeof(s));
	s.st = st;
	s.player = p;
	s.out = out;
	for (i = 0; i < st->p[p].nhand && s.ncards < REACH_MAXCARDS; i++) {
		const struct card *c = &st->deck->c[st->p[p].hand[i]];

		if (c->kind == CARD_MOVE || c->kind == CARD_ROOM)
			s.cards[s.ncards++] = st->p[p].hand[i];
	}
	s.seen = xcalloc((size_t)LUCKY_MAXSPACES << REACH_MAXCARDS, 4 * 2);
	search(&s, st->p[p].room, 0, 0, st->phase == PHASE_MOVE &&
	    st->free_steps > 0);
	free(s.seen);
	for (sp = 0; sp < st->board->nspaces; sp++) {
		struct reach_way *w = &out->way[sp];
		struct state copy;

		if (!w->ok)
			continue;
		copy = *st;
		if (turn_move(&copy, p, w->cards, w->ncards, p, w->path,
		    w->npath, &e) != ACT_OK)
			w->ok = false;
	}
}
