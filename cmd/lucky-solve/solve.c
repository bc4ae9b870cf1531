/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

#include <stdlib.h>
#include <string.h>

#include "botint.h"
#include "solve.h"

/*
 * The exact puzzle question (solve.h, lucky-solve(1)): a search over the
 * positions the player can reach this turn, depth first, each position
 * looked at once (a hash of the pawns, the free step and the hand: the
 * rest of the state does not change while the player moves).  The turn
 * engine is the judge of every move and attempt: the search only makes
 * candidates.  A move is a pawn (the player, Doctor Lucky, a pet), a set
 * of the hand's move and room cards and a path; for each set the paths
 * are found breadth first over (space, cards jumped with, steps), and
 * for each space the move ends in, one path the engine accepts is kept,
 * one that leaves the free step when there is one: the position after a
 * move depends only on where it ends, the cards and the free step.
 *
 * The others' answer.  Their answers only add failure points (RULES
 * C.7, A.7): the order in which they answer, and the must-foil rule
 * (P.3), which only forbids a pass, change who stops the attempt, never
 * whether it is stopped, so the worst case is the sum of everything the
 * others can play.  Open: the cards as they lie, and the answers played
 * through the engine, every player foiling with every card that counts,
 * the strangers (A.11) turning up the deck's top cards as they lie.
 * Hidden: the cards the player knows count as they are; each hidden
 * card of a hand, and each stranger's card from the deck, is one slot,
 * and the adversary fills the slots with the unseen cards worth most
 * (after a reshuffle, C.8, the deck's from the pile's cards), exactly,
 * by a small dynamic program.  Spite tokens (P.2) and strength (A.4) are
 * in the attempt's value, the hooks' attempt_value.
 */

#define SMAXMOVERS	12
#define MAXWEAPONS	16

struct key {
	short		 room, lucky, dog, cat, free;
	short		 pad[3];
	uint64_t	 hand[2];
};

struct seen {
	struct key	 k;
	int		 depth;		/* the least it was reached at */
};

struct ctx {
	const struct deal *d;
	int		 p;
	bool		 open;
	int		 cap;		/* hidden: the most the others answer */
	int		 limit;		/* actions in a plan, at most */
	struct seen	*tab;
	size_t		 size, n;	/* slots, used */
	struct solve	*out;
	struct state	*st[SOLVE_MAXPLAN + 1];	/* a position a depth */
};

static void
key_of(const struct state *w, int p, struct key *k)
{
	int i;

	memset(k, 0, sizeof(*k));
	k->room = (short)w->p[p].room;
	k->lucky = (short)w->lucky;
	k->dog = (short)w->dog;
	k->cat = (short)w->cat;
	k->free = (short)(w->free_steps + 1);	/* never all zero */
	for (i = 0; i < w->p[p].nhand; i++)
		k->hand[w->p[p].hand[i] / 64] |= UINT64_C(1) <<
		    (w->p[p].hand[i] % 64);
}

static size_t
key_hash(const struct key *k)
{
	const unsigned char *b = (const unsigned char *)k;
	uint64_t h = 1469598103934665603ULL;
	size_t i;

	for (i = 0; i < sizeof(*k); i++)
		h = (h ^ b[i]) * 1099511628211ULL;
	return (size_t)(h ^ (h >> 29));
}

/* Add the position; false when it was reached before, no deeper. */
static bool
remember(struct ctx *c, const struct state *w, int depth)
{
	struct seen *old;
	struct key k;
	size_t i, j, osize;

	if (2 * (c->n + 1) > c->size) {
		old = c->tab;
		osize = c->size;
		c->size = osize ? 2 * osize : 1024;
		c->tab = xcalloc(c->size, sizeof(*c->tab));
		for (i = 0; i < osize; i++)
			if (old[i].k.free != 0) {
				j = key_hash(&old[i].k) & (c->size - 1);
				while (c->tab[j].k.free != 0)
					j = (j + 1) & (c->size - 1);
				c->tab[j] = old[i];
			}
		free(old);
	}
	key_of(w, c->p, &k);
	for (i = key_hash(&k) & (c->size - 1); c->tab[i].k.free != 0;
	    i = (i + 1) & (c->size - 1))
		if (memcmp(&c->tab[i].k, &k, sizeof(k)) == 0) {
			if (c->tab[i].depth <= depth)
				return false;
			c->tab[i].depth = depth;
			return true;
		}
	c->tab[i].k = k;
	c->tab[i].depth = depth;
	c->n++;
	return true;
}

static int
points(const struct state *w, int card)
{
	const char *why;

	return HOOKS(w)->foil_points(w, card, &why);
}

static int
by_value(const void *a, const void *b)
{
	const int *x = a, *y = b;

	return y[0] - x[0];
}

/*
 * Hidden: the known cards of the others' hands, and the slots filled
 * with the unseen cards worth most: h slots of hands from any card, d
 * of the deck from the deckable ones (all, unless after a reshuffle),
 * the hands taking at most slack deckable ones.
 */
static int
hidden_capacity(const struct ctx *c)
{
	const struct state *w = &c->d->base;
	int item[LUCKY_MAXCARDS][2];
	int i, j, q, known = 0, h = 0, dk = 0, slack, x, a, b, n, best = 0;
	int *dp, *nx;

	for (i = 1; i < w->nplayers; i++) {
		q = (c->p + i) % w->nplayers;
		if (w->p[q].dead)
			continue;
		if (w->p[q].stranger) {
			dk++;
			continue;
		}
		for (j = 0; j < w->p[q].nhand; j++)
			if (w->p[q].hand[j] == HIDDEN)
				h++;
			else
				known += points(w, w->p[q].hand[j]);
	}
	if (dk > w->ndraw)
		dk = w->ndraw;
	n = c->d->npool;
	for (i = 0; i < n; i++) {
		item[i][0] = points(w, c->d->pool[i]);
		item[i][1] = c->d->ndeckable == 0 || i < c->d->ndeckable;
	}
	qsort(item, (size_t)n, sizeof(item[0]), by_value);
	slack = c->d->ndeckable > 0 ? c->d->ndeckable - w->ndraw : h;
	if (slack > h)
		slack = h;
	if (slack < 0)
		slack = 0;
	/* dp[a][b][x]: a deck slots, b hand slots, x of them deckable */
#define AT(a, b, x)	(((a) * (h + 1) + (b)) * (slack + 1) + (x))
	dp = xcalloc((size_t)AT(dk + 1, 0, 0), sizeof(*dp));
	nx = xcalloc((size_t)AT(dk + 1, 0, 0), sizeof(*nx));
	for (i = 0; i < AT(dk + 1, 0, 0); i++)
		dp[i] = -1;
	dp[0] = 0;
	for (i = 0; i < n; i++) {
		memcpy(nx, dp, (size_t)AT(dk + 1, 0, 0) * sizeof(*dp));
		for (a = 0; a <= dk; a++)
			for (b = 0; b <= h; b++)
				for (x = 0; x <= slack; x++) {
					int v = dp[AT(a, b, x)];

					if (v < 0)
						continue;
					v += item[i][0];
					if (item[i][1] && a < dk &&
					    nx[AT(a + 1, b, x)] < v)
						nx[AT(a + 1, b, x)] = v;
					if (b >= h)
						continue;
					if (!item[i][1] ||
					    c->d->ndeckable == 0) {
						if (nx[AT(a, b + 1, x)] < v)
							nx[AT(a, b + 1, x)] = v;
					} else if (x < slack &&
					    nx[AT(a, b + 1, x + 1)] < v)
						nx[AT(a, b + 1, x + 1)] = v;
				}
		memcpy(dp, nx, (size_t)AT(dk + 1, 0, 0) * sizeof(*dp));
	}
	for (i = 0; i < AT(dk + 1, 0, 0); i++)
		if (dp[i] > best)
			best = dp[i];
#undef AT
	free(dp);
	free(nx);
	return known + best;
}

/* Open: the attempt played through the engine, every answer its most;
 * the others' total in *total. */
static bool
open_wins(struct ctx *c, const struct state *w, const int *ws, int nw,
    int *total)
{
	struct state *t = c->st[SOLVE_MAXPLAN];
	struct lerr e;
	int cards[LUCKY_MAXCARDS], n, i, q, guard;

	*t = *w;
	if (turn_attempt(t, c->p, false, ws, nw, &e) != ACT_OK)
		return false;
	for (guard = 0; t->phase == PHASE_ANSWER && guard < 64; guard++) {
		q = t->att.answerer;
		for (i = n = 0; i < t->p[q].nhand; i++)
			if (points(t, t->p[q].hand[i]) > 0)
				cards[n++] = t->p[q].hand[i];
		if ((n > 0 ? turn_foil(t, q, cards, n, &e) :
		    turn_pass(t, q, &e)) != ACT_OK)
			return false;
	}
	*total = t->att.total;
	return t->phase == PHASE_OVER && t->winner == c->p;
}

/* An attempt from here that wins, with the fewest weapons. */
static bool
try_attempts(struct ctx *c, const struct state *w, int depth)
{
	struct action *a = &c->out->plan[depth];
	char why[200];
	int wl[MAXWEAPONS], ws[MAXWEAPONS], nwl = 0, k, n, i, v, total = 0;
	unsigned m;

	if (!turn_can_attempt(w, c->p, false, why, sizeof(why)))
		return false;
	for (i = 0; i < w->p[c->p].nhand && nwl < MAXWEAPONS; i++)
		if (w->deck->c[w->p[c->p].hand[i]].kind == CARD_WEAPON)
			wl[nwl++] = w->p[c->p].hand[i];
	for (k = 0; k <= w->rules->max_weapons && k <= nwl; k++)
		for (m = 0; m < 1U << nwl; m++) {
			if (__builtin_popcount(m) != k)
				continue;
			for (i = n = 0; i < nwl; i++)
				if (m & (1U << i))
					ws[n++] = wl[i];
			v = HOOKS(w)->attempt_value(w, c->p, ws, n);
			if (c->open ? !open_wins(c, w, ws, n, &total) :
			    v <= c->cap)
				continue;
			action_init(a, VERB_ATTEMPT, c->p);
			memcpy(a->cards, ws, (size_t)n * sizeof(ws[0]));
			a->ncards = n;
			c->out->nplan = depth + 1;
			c->out->value = v;
			c->out->against = c->open ? total : c->cap;
			return true;
		}
	return false;
}

static bool	dfs(struct ctx *, int);

/* A move's cards and the breadth-first search of its paths. */
struct pathsearch {
	int		 cards[SMAXMOVERS], nc;	/* the cards played */
	int		 jcard[SMAXMOVERS], nj;	/* the rooms they jump to */
	int		 roommask;	/* the jumps a room card must make */
	int		 S;		/* the most steps */
	int		 ns;		/* the board's spaces */
	int		*parent;	/* by node: whence, -1 start, -2 none */
};

/* Node (space, jumped, steps) of the breadth-first search of paths. */
#define NODE(sp, jm, s)	((((s) << ps->nj) + (jm)) * ps->ns + (sp))

/* Gathers the cards of the mask into ps: the steps they pay (the free
 * step too) and the rooms they jump to. */
static void
move_cards(const struct state *w, const int *mv, unsigned mask,
    struct pathsearch *ps)
{
	int i;

	ps->nc = ps->nj = ps->roommask = 0;
	ps->S = w->free_steps;
	ps->ns = w->board->nspaces;
	for (i = 0; i < SMAXMOVERS; i++) {
		const struct card *cd;

		if (!(mask & (1U << i)))
			continue;
		cd = &w->deck->c[mv[i]];
		ps->cards[ps->nc++] = mv[i];
		if (cd->kind == CARD_MOVE && cd->value > 0)
			ps->S += cd->value;
		if (cd->room != NOWHERE) {
			if (cd->kind == CARD_ROOM)
				ps->roommask |= 1 << ps->nj;
			ps->jcard[ps->nj++] = cd->room;
		}
	}
	if (ps->S > ACTION_MAXPATH - ps->nj - 1)
		ps->S = ACTION_MAXPATH - ps->nj - 1;
}

/* Searches the paths from "from" breadth first, by steps to adjacent
 * spaces and jumps by the cards, into ps->parent. */
static void
search_paths(const struct state *w, int from, struct pathsearch *ps)
{
	const struct board *b = w->board;
	int *queue, head, tail, to, s, jm, i, j;

	ps->parent = xcalloc((size_t)NODE(0, 0, ps->S + 1),
	    sizeof(*ps->parent));
	queue = xcalloc((size_t)NODE(0, 0, ps->S + 1), sizeof(*queue));
	for (i = 0; i < NODE(0, 0, ps->S + 1); i++)
		ps->parent[i] = -2;
	head = tail = 0;
	ps->parent[NODE(from, 0, 0)] = -1;
	queue[tail++] = NODE(from, 0, 0);
	while (head < tail) {
		int n = queue[head++], u = n % ps->ns;

		jm = (n / ps->ns) & ((1 << ps->nj) - 1);
		s = (n / ps->ns) >> ps->nj;
		for (to = 0; to < ps->ns && s < ps->S; to++)
			if (to != u && w->locked[to] == NOCARD &&
			    board_adjacent(b, u, to) &&
			    ps->parent[NODE(to, jm, s + 1)] == -2) {
				ps->parent[NODE(to, jm, s + 1)] = n;
				queue[tail++] = NODE(to, jm, s + 1);
			}
		for (j = 0; j < ps->nj; j++) {
			to = ps->jcard[j];
			if ((jm & (1 << j)) || to == u ||
			    w->locked[to] != NOCARD ||
			    ps->parent[NODE(to, jm | 1 << j, s)] != -2)
				continue;
			ps->parent[NODE(to, jm | 1 << j, s)] = n;
			queue[tail++] = NODE(to, jm | 1 << j, s);
		}
	}
	free(queue);
}

/*
 * Finds a path found to "to" that the engine accepts into best, the
 * first that leaves the free step if one does; returns its length, or 0.
 */
static int
best_path(struct ctx *c, int depth, int pawn, const struct pathsearch *ps,
    int to, int *best)
{
	const struct state *w = c->st[depth];
	struct state *t = c->st[depth + 1];
	struct lerr e;
	int path[ACTION_MAXPATH], i, s, jm, node, np, nbest = 0, keep = 0;
	bool fresh;

	for (s = 0; s <= ps->S && keep == 0; s++)
		for (jm = 0; jm < 1 << ps->nj && keep == 0; jm++) {
			if ((jm & ps->roommask) != ps->roommask ||
			    ps->parent[node = NODE(to, jm, s)] == -2)
				continue;
			for (np = 0; node != -1; node = ps->parent[node])
				np++;
			np--;
			if (np > ACTION_MAXPATH)
				continue;
			for (i = np - 1, node = NODE(to, jm, s);
			    i >= 0; i--, node = ps->parent[node])
				path[i] = node % ps->ns;
			if (turn_move(t, c->p, ps->cards, ps->nc, pawn, path,
			    np, &e) != ACT_OK)
				continue;
			fresh = t->free_steps == w->free_steps;
			if (fresh || nbest == 0) {
				memcpy(best, path, (size_t)np *
				    sizeof(path[0]));
				nbest = np;
			}
			if (fresh)
				keep = 1;
			*t = *w;
		}
	return nbest;
}

/*
 * The moves of a pawn with the cards of the mask: for each space they
 * end in, one path the engine accepts, then the search from there.
 */
static bool
try_moves(struct ctx *c, int depth, int pawn, const int *mv, unsigned mask)
{
	const struct state *w = c->st[depth];
	struct state *t = c->st[depth + 1];
	struct action *a = &c->out->plan[depth];
	struct pathsearch ps;
	struct lerr e;
	int best[ACTION_MAXPATH], nbest, from, to;
	bool found = false;

	move_cards(w, mv, mask, &ps);
	from = *pawn_space((struct state *)w, pawn);
	if (from == NOWHERE)
		return false;
	search_paths(w, from, &ps);
	*t = *w;
	for (to = 0; to < ps.ns && !found; to++) {
		if (to == from)
			continue;
		if ((nbest = best_path(c, depth, pawn, &ps, to, best)) == 0)
			continue;
		if (turn_move(t, c->p, ps.cards, ps.nc, pawn, best, nbest,
		    &e) != ACT_OK)
			continue;	/* not reached: it was accepted */
		action_init(a, VERB_MOVE, c->p);
		a->pawn = pawn;
		memcpy(a->cards, ps.cards, (size_t)ps.nc * sizeof(ps.cards[0]));
		a->ncards = ps.nc;
		memcpy(a->path, best, (size_t)nbest * sizeof(best[0]));
		a->npath = nbest;
		found = dfs(c, depth + 1);
		*t = *w;
	}
	free(ps.parent);
	return found;
}
#undef NODE

static bool
dfs(struct ctx *c, int depth)
{
	const struct state *w = c->st[depth];
	static const int pets[] = { PAWN_LUCKY, PAWN_DOG, PAWN_CAT };
	int mv[SMAXMOVERS], nmv = 0, pawns[4], npawns = 0, i;
	unsigned m;

	if (!remember(c, w, depth))
		return false;
	c->out->nodes = (long)c->n;
	if (try_attempts(c, w, depth))
		return true;
	if (depth + 1 >= c->limit)
		return false;
	for (i = 0; i < w->p[c->p].nhand && nmv < SMAXMOVERS; i++) {
		enum card_kind k = w->deck->c[w->p[c->p].hand[i]].kind;

		if (k == CARD_MOVE || k == CARD_ROOM)
			mv[nmv++] = w->p[c->p].hand[i];
	}
	pawns[npawns++] = c->p;
	for (i = 0; i < 3; i++)
		if ((pets[i] == PAWN_LUCKY || game_has_pet(w, pets[i])) &&
		    HOOKS(w)->move_refusal(w, c->p, pets[i], false, NULL) == 0)
			pawns[npawns++] = pets[i];
	for (i = 0; i < npawns; i++)
		for (m = 0; m < 1U << nmv; m++)
			if ((m != 0 || w->free_steps > 0) &&
			    try_moves(c, depth, pawns[i], mv, m))
				return true;
	return false;
}

int
solve_turn(const struct state *st, int p, bool open, struct solve *out,
    struct lerr *e)
{
	struct ctx c;
	struct deal *d;
	size_t last = 0;
	int i, ret = 0;

	memset(out, 0, sizeof(*out));
	if (rules_has(st->rules, RULE_LUCKY_HUNTS))
		return lerr_msg(e, NULL, 0, MSG_SOLVE_ESCAPE);
	if (st->phase == PHASE_OVER)
		return lerr_msg(e, NULL, 0, MSG_GAME_OVER);
	if (st->phase != PHASE_MOVE || st->current != p ||
	    st->p[p].stranger)
		return lerr_msg(e, NULL, 0, turn_whose(st) == p ?
		    MSG_SOLVE_NOT_A_MOVE : MSG_SOLVE_NOT_TO_MOVE,
		    st->p[p].name, st->p[turn_whose(st)].name,
		    st->phase == PHASE_ANSWER ? "answer" :
		    st->phase == PHASE_TAKE ? "take" : st->phase == PHASE_END ?
		    "end of the turn" : "move");
	if (open && st->view != NOBODY)
		return lerr_msg(e, NULL, 0, MSG_SOLVE_NEEDS_MASTER,
		    view_who(st));
	d = xcalloc(1, sizeof(*d));
	if (deal_init(d, st, open ? NOBODY : p, e) == -1) {
		free(d);
		return -1;
	}
	memset(&c, 0, sizeof(c));
	c.d = d;
	c.p = p;
	c.open = open;
	c.out = out;
	for (i = 0; i <= SOLVE_MAXPLAN; i++)
		c.st[i] = xcalloc(1, sizeof(struct state));
	*c.st[0] = d->base;
	if (!open)
		c.cap = hidden_capacity(&c);
	/* the shortest plan first: deeper and deeper */
	for (c.limit = 1; c.limit <= SOLVE_MAXPLAN && !out->win; c.limit++) {
		if (c.tab != NULL)
			memset(c.tab, 0, c.size * sizeof(*c.tab));
		c.n = 0;
		out->win = dfs(&c, 0);
		if (!out->win && c.n <= last)
			break;	/* no position more: none deeper either */
		last = c.n;
	}
	if (!out->win)
		out->against = open ? 0 : c.cap;
	for (i = 0; i <= SOLVE_MAXPLAN; i++)
		free(c.st[i]);
	free(c.tab);
	free(d);
	return ret;
}
