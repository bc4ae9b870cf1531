/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "botint.h"

/*
 * What every strategy of the bots uses (botint.h): the board as this game
 * has it, the movers of a hand, the ways to pay for a path with them
 * (RULES C.5, A.5) over the board's bit masks, the actions they make, and
 * what a hand is worth for an attempt or an answer.
 */

/*
 * The board without the locked rooms (RULES A.2): steps, distances and
 * Lucky's route, made again only when the board or the locks change.
 */
void
bot_board(struct bot *bt, const struct state *st)
{
	const struct board *b = st->board;
	uint64_t locked = 0, seen, frontier, nf, m;
	int i, s, d;

	for (i = 0; i < b->nspaces; i++)
		if (st->locked[i] != NOCARD)
			locked |= BIT(i);
	if (bt->b == b && bt->locked == locked)
		return;
	bt->b = b;
	bt->locked = locked;
	bt->open = (b->nspaces == 64 ? ~UINT64_C(0) : BIT(b->nspaces) - 1) &
	    ~locked;
	for (i = 0; i < b->nspaces; i++)
		bt->adj[i] = b->adj[i] & bt->open;
	for (i = 0; i < b->nspaces; i++) {
		memset(bt->dist[i], FAR, sizeof(bt->dist[i]));
		seen = frontier = BIT(i);
		for (d = 0; frontier != 0; d++) {
			nf = 0;
			for (m = frontier; m != 0; m &= m - 1) {
				s = lowbit(m);
				bt->dist[i][s] = (unsigned char)d;
				nf |= bt->adj[s];
			}
			frontier = nf & ~seen;
			seen |= nf;
		}
		bt->next[i] = lucky_next_room(st, i);
	}
}

/* The move and room cards of p's hand, which pay steps or jump. */
void
bot_scan_hand(struct bot *bt, const struct state *st, int p)
{
	const struct player *pl = &st->p[p];
	int i, nstep = 0;

	bt->nmv = 0;
	bt->stepmask = 0;
	for (i = 0; i < pl->nhand && bt->nmv < MAXMOVERS; i++) {
		const struct card *c;
		struct mover *m = &bt->mv[bt->nmv];

		if (pl->hand[i] < 0)
			continue;
		c = &st->deck->c[pl->hand[i]];
		if (c->kind != CARD_MOVE && c->kind != CARD_ROOM)
			continue;
		m->card = pl->hand[i];
		m->steps = c->kind == CARD_MOVE && c->value > 0 &&
		    nstep < MAXSTEPCARDS ? c->value : 0;
		m->room = c->room;
		m->room_card = c->kind == CARD_ROOM;
		if (m->steps == 0 && m->room == NOWHERE)
			continue;
		if (m->steps > 0) {
			bt->stepmask |= 1U << bt->nmv;
			nstep++;
		}
		bt->nmv++;
	}
}

/*
 * RULES C.4, C.5, A.5: d steps paid by the move cards of a subset of
 * cards, every card needed, and the free step when the cards fall one
 * short (the engine spends the cards first).  Adds the ways to w.
 */
int
bot_step_ways(const struct bot *bt, int d, uint32_t cards, bool usefree,
    int jump, struct way *w, int n)
{
	uint32_t s = cards, m;
	int sum, min, i;
	bool ok, fr;

	for (;;) {
		sum = 0;
		min = INT_MAX;
		for (m = s; m != 0; m &= m - 1) {
			i = __builtin_ctz(m);
			sum += bt->mv[i].steps;
			if (bt->mv[i].steps < min)
				min = bt->mv[i].steps;
		}
		ok = fr = false;
		if (s == 0) {
			if (d == 0)
				ok = true;
			else if (d == 1 && usefree)
				ok = fr = true;
		} else if (d <= sum && d > sum - min)
			ok = true;
		else if (usefree && d == sum + 1)
			ok = fr = true;
		if (ok && n < MAXWAYS) {
			w[n].mask = s | (jump >= 0 ? 1U << jump : 0);
			w[n].free = fr;
			w[n].jump = jump;
			w[n].cost = popcount(w[n].mask);
			w[n].waste = fr ? 0 : sum - d;
			n++;
		}
		if (s == 0)
			break;
		s = (s - 1) & cards;
	}
	return n;
}

/*
 * The ways to move a pawn from a to t with the movers in avail: steps
 * on a shortest path, or a jump by a card first and then steps.  A
 * movement card that names a room one step away pays a step there
 * instead of jumping (the engine's rule), so it jumps only farther.
 */
int
bot_ways(const struct bot *bt, int a, int t, uint32_t avail, bool usefree,
    bool canjump, struct way *w)
{
	int n = 0, j, x;

	if (a == t) {
		memset(&w[0], 0, sizeof(w[0]));
		w[0].jump = -1;
		return 1;
	}
	if (bt->dist[a][t] != FAR)
		n = bot_step_ways(bt, bt->dist[a][t], avail & bt->stepmask,
		    usefree, -1, w, n);
	if (!canjump)
		return n;
	for (j = 0; j < bt->nmv; j++) {
		const struct mover *m = &bt->mv[j];

		x = m->room;
		if (!(avail & (1U << j)) || x == NOWHERE || x == a ||
		    !(bt->open & BIT(x)) || bt->dist[x][t] == FAR ||
		    (!m->room_card && (bt->adj[a] & BIT(x))))
			continue;
		n = bot_step_ways(bt, bt->dist[x][t], avail & bt->stepmask &
		    ~(1U << j), usefree, j, w, n);
	}
	return n;
}

/* Fewer cards, then the free step kept, then fewer steps wasted. */
bool
bot_way_better(const struct way *a, const struct way *b)
{
	if (a->cost != b->cost)
		return a->cost < b->cost;
	if (a->free != b->free)
		return !a->free;
	return a->waste < b->waste;
}

int
bot_best_way(const struct way *w, int n, uint32_t forbid, bool nofree)
{
	int i, best = -1;

	for (i = 0; i < n; i++) {
		if ((w[i].mask & forbid) || (nofree && w[i].free))
			continue;
		if (best < 0 || bot_way_better(&w[i], &w[best]))
			best = i;
	}
	return best;
}

/* The next space on a shortest path from a to t (the lowest index). */
static int
bot_next_hop(const struct bot *bt, int a, int t)
{
	uint64_t m;
	int s;

	for (m = bt->adj[a]; m != 0; m &= m - 1) {
		s = lowbit(m);
		if (bt->dist[s][t] + 1 == bt->dist[a][t])
			return s;
	}
	return t;
}

/* The move of a pawn from a to t by a way: the jumping card first, so
 * that the engine takes that card for the jump. */
void
bot_way_action(const struct bot *bt, int p, int pawn, int a, int t,
    const struct way *w, struct action *act)
{
	uint32_t m;
	int pos = a, j;

	action_init(act, VERB_MOVE, p);
	act->pawn = pawn;
	if (w->jump >= 0) {
		act->cards[act->ncards++] = bt->mv[w->jump].card;
		pos = bt->mv[w->jump].room;
		act->path[act->npath++] = pos;
	}
	for (m = w->mask; m != 0; m &= m - 1)
		if ((j = __builtin_ctz(m)) != w->jump)
			act->cards[act->ncards++] = bt->mv[j].card;
	while (pos != t && act->npath < ACTION_MAXPATH) {
		pos = bot_next_hop(bt, pos, t);
		act->path[act->npath++] = pos;
	}
}

void
bot_end_action(struct state *st, int p, int dogstep, struct action *a)
{
	action_init(a, VERB_END, p);
	a->draw = HOOKS(st)->draw_refusal(st, p, NULL) == 0;
	a->dogstep = dogstep;
}

/* What a card is worth keeping: failure cards least (they only foil). */
int
bot_card_worth(const struct state *st, int c)
{
	const struct card *k = &st->deck->c[c];

	switch (k->kind) {
	case CARD_FAILURE:
		return 1;
	case CARD_MOVE:
		return 3 + k->value;
	case CARD_ROOM:
		return 4;
	case CARD_WEAPON:
		return 4 + (k->room_value > k->value ? k->room_value :
		    k->value);
	}
	return 5;
}

/*
 * What the players from seat `from' up to, not including, seat `until'
 * may hold against an attempt, from what p knows: the cards nobody has
 * seen played, at their average worth (RULES C.7, A.7), times the cards
 * in those hands, and one card of the deck for each stranger (A.11).
 */
int
bot_foil_capacity(const struct state *st, int p, int from, int until)
{
	bool known[LUCKY_MAXCARDS];
	const char *why;
	long points = 0, unknown = 0, held = 0;
	int i, k, n = st->nplayers, strangers = 0;

	memset(known, 0, sizeof(known));
	for (k = 0; k < st->p[p].nhand; k++)
		if (st->p[p].hand[k] >= 0)
			known[st->p[p].hand[k]] = true;
	for (k = 0; k < st->ndiscard; k++)
		known[st->discard[k]] = true;
	for (k = 0; k < st->nremoved; k++)
		known[st->removed[k]] = true;
	for (i = 0; i < n; i++)
		for (k = 0; k < st->p[i].nmotives; k++)
			known[st->p[i].motives[k]] = true;
	if (st->attempt_pending)
		for (k = 0; k < st->att.nweapons; k++)
			known[st->att.weapons[k]] = true;
	for (k = 0; k < st->deck->ncards; k++)
		if (!known[k]) {
			unknown++;
			points += HOOKS(st)->foil_points(st, k, &why);
		}
	for (i = from % n; i != until % n; i = (i + 1) % n)
		if (i != p && st->p[i].stranger)
			strangers++;
		else if (i != p)
			held += st->p[i].nhand;
	/* RULES A.11: a stranger turns up the deck's top card, one only */
	held += strangers < st->ndraw ? strangers : st->ndraw;
	return unknown == 0 ? 0 : (int)(points * held / unknown);
}

/*
 * The weapons for an attempt by p where p stands now: the best one
 * (RULES C.6); or, when the rule set takes several (A.6), the strongest
 * until the strength passes what the others may hold against it, the
 * weakest named first (it becomes the motive, A.8), or only the weakest
 * when even all of them would not pass it.  Returns the value.
 */
int
bot_choose_weapons(struct state *st, int p, int cap, int *w, int *nw)
{
	const struct player *pl = &st->p[p];
	int weap[LUCKY_MAXCARDS], gain[LUCKY_MAXCARDS], n = 0, i, j, t, base;
	int best, v, sum, k;

	base = HOOKS(st)->attempt_value(st, p, NULL, 0);
	for (i = 0; i < pl->nhand; i++)
		if (pl->hand[i] >= 0 &&
		    st->deck->c[pl->hand[i]].kind == CARD_WEAPON) {
			weap[n] = pl->hand[i];
			gain[n] = HOOKS(st)->attempt_value(st, p, &weap[n], 1) -
			    base;
			n++;
		}
	*nw = 0;
	if (n == 0)
		return base;
	/* strongest first */
	for (i = 1; i < n; i++)
		for (j = i; j > 0 && gain[j] > gain[j - 1]; j--) {
			t = gain[j], gain[j] = gain[j - 1], gain[j - 1] = t;
			t = weap[j], weap[j] = weap[j - 1], weap[j - 1] = t;
		}
	if (st->rules->max_weapons <= 1) {
		w[(*nw)++] = weap[0];
		best = HOOKS(st)->attempt_value(st, p, w, 1);
		if (best < base) {
			*nw = 0;
			return base;
		}
		return best;
	}
	if (base > cap)
		return base;
	for (k = 0, sum = base; k < n && k < st->rules->max_weapons &&
	    sum <= cap; k++)
		sum += gain[k];
	if (sum <= cap)
		w[(*nw)++] = weap[n - 1];
	else
		for (i = k - 1; i >= 0; i--)
			w[(*nw)++] = weap[i];
	v = HOOKS(st)->attempt_value(st, p, w, *nw);
	return v;
}

/*
 * The cheapest cards of p's hand whose foil points reach need (RULES
 * C.7, A.7), by what they are worth keeping; 0 when they cannot.
 */
int
bot_cheapest_foil(const struct state *st, int p, int need, int *out)
{
	static int dp[MAXFOIL + 1][MAXNEED + 1], from[MAXFOIL + 1][MAXNEED + 1];
	const struct player *pl = &st->p[p];
	const char *why;
	int card[MAXFOIL], pts[MAXFOIL], cost[MAXFOIL], n = 0, i, s, t, c;
	int total = 0;

	for (i = 0; i < pl->nhand && n < MAXFOIL; i++) {
		if (pl->hand[i] < 0 || (pts[n] = HOOKS(st)->foil_points(st,
		    pl->hand[i], &why)) <= 0)
			continue;
		card[n] = pl->hand[i];
		cost[n] = bot_card_worth(st, card[n]) * 100 + pts[n];
		total += pts[n];
		n++;
	}
	if (need <= 0 || total < need)
		return 0;
	if (need > MAXNEED) {
		/* beyond the table: every card with points */
		memcpy(out, card, (size_t)n * sizeof(out[0]));
		return n;
	}
	/* dp[i][s]: the least cost of the first i cards worth s (need at
	 * most); from[i][s]: the s before card i-1, or -1 without it */
	for (s = 0; s <= need; s++)
		dp[0][s] = s == 0 ? 0 : INT_MAX;
	for (i = 0; i < n; i++) {
		for (s = 0; s <= need; s++) {
			dp[i + 1][s] = dp[i][s];
			from[i + 1][s] = -1;
		}
		for (s = 0; s <= need; s++) {
			if (dp[i][s] == INT_MAX)
				continue;
			t = s + pts[i] > need ? need : s + pts[i];
			c = dp[i][s] + cost[i];
			if (c < dp[i + 1][t]) {
				dp[i + 1][t] = c;
				from[i + 1][t] = s;
			}
		}
	}
	if (dp[n][need] == INT_MAX)
		return 0;
	for (t = 0, i = n, s = need; i > 0; i--)
		if (from[i][s] >= 0) {
			out[t++] = card[i - 1];
			s = from[i][s];
		}
	return t;
}

void
bot_foil_action(int p, const int *cards, int n, struct action *a)
{
	action_init(a, VERB_FOIL, p);
	memcpy(a->cards, cards, (size_t)n * sizeof(cards[0]));
	a->ncards = n;
}

/* A random path of n steps for a pawn from a. */
int
bot_random_walk(struct bot *bt, int a, int n, int *path)
{
	uint64_t m;
	int i, k, c;

	for (i = 0; i < n; i++) {
		if ((m = bt->adj[a]) == 0)
			break;
		c = (int)rng_below(&bt->rng, (uint32_t)__builtin_popcountll(m));
		for (k = 0; k < c; k++)
			m &= m - 1;
		a = path[i] = lowbit(m);
	}
	return i;
}
