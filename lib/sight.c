/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

#include "turn.h"

/*
 * Does a watcher standing in `from' see a pawn in `to' now: the board's
 * sight lines (BOARDS.md "Sight"), a pawn always seeing its own space
 * (RULES, shared), narrowed by the state where a rule set says so
 * (lights out RULES A.9, the cat RULES A.12).  Not symmetric: the cat
 * blinds only the watchers in its room, to every space but their own;
 * a watcher outside sees into the cat's room as the board allows.
 */
bool
state_sees(const struct state *st, int from, int to)
{
	if (from == to)
		return true;
	if (st->lights_out)
		return false;
	if (st->cat != NOWHERE && st->cat == from)
		return false;
	return board_sees(st->board, from, to);
}

/* The players other than except who see space s (watchers -> s). */
uint32_t
players_seeing(const struct state *st, int s, int except)
{
	uint32_t set = 0;
	int i;

	for (i = 0; i < st->nplayers; i++)
		if (i != except && st->p[i].room != NOWHERE &&
		    state_sees(st, st->p[i].room, s))
			set |= 1U << i;
	return set;
}

/*
 * The next open numbered room from `from' going up (dir 1) or down (-1),
 * wrapping round; NOWHERE when there is none.  Through the board's rooms
 * in the order of their numbers, from the place after (before) from's,
 * or from the lowest (highest) for an unnumbered one.
 */
static int
next_numbered(const struct state *st, int from, int dir)
{
	const struct board *b = st->board;
	int n = b->nnumbered, i, k, s;

	if (b->numberpos[from] >= 0)
		i = b->numberpos[from] + dir;
	else
		i = dir > 0 ? 0 : n - 1;
	for (k = 0; k < n; k++, i += dir) {
		s = b->bynumber[(i % n + n) % n];
		if (st->locked[s] == NOCARD)
			return s;
	}
	return NOWHERE;
}

/*
 * RULES C.9: from a numbered room to the next number, wrapping from the
 * highest to the lowest; from anywhere else to the highest-numbered
 * adjacent room.  Locked rooms (RULES A.2) are skipped.
 */
int
lucky_next_room(const struct state *st, int from)
{
	const struct board *b = st->board;
	uint64_t m;
	int i, best = NOWHERE;

	if (b->sp[from].number >= 0) {
		best = next_numbered(st, from, 1);
		return best == NOWHERE ? from : best;
	}
	for (m = b->adj[from]; m != 0; m &= m - 1) {
		i = __builtin_ctzll(m);
		if (b->sp[i].number >= 0 && st->locked[i] == NOCARD &&
		    (best == NOWHERE || b->sp[i].number > b->sp[best].number))
			best = i;
	}
	return best == NOWHERE ? from : best;
}

/* RULES A.11: a stranger goes down the numbers, lowest to highest. */
int
stranger_next_room(const struct state *st, int from)
{
	int to = next_numbered(st, from, -1);

	return to == NOWHERE ? from : to;
}
