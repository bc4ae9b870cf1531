/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

#include <math.h>
#include <string.h>

#include "botint.h"

/*
 * search: determinized Monte Carlo with UCB over the candidate actions
 * of the player who must act (lucky-bot(1) says why this design).  Every
 * playout deals the cards that player cannot see afresh from their view
 * (deal.c), plays one candidate, and plays the game out with the greedy
 * strategy in every seat; a candidate's estimate is the share of its
 * playouts that player won.  The k-th playout of every candidate is
 * played from the same deal (common random numbers), so that candidates
 * are compared on the same cards.  Nothing here reads the state it is
 * given but through the deal: the master state and the player's view
 * give the same deals, the same candidates, and so the same choice.
 */

#define MAXTURNS	500	/* a playout longer than that is lost */
#define UCB_C		0.5	/* exploration, in shares of a win */
#define FIRST		2	/* playouts of each candidate to begin */

struct cands {
	struct bot_ranked	*r;
	int			 n;
	struct state		*st;
	char			 cmd[BOT_MAXCAND][LUCKY_MAXINLINE];
};

/* A candidate, unless one plays the same command line or the rules
 * refuse it (asked of a scratch copy dealt again). */
static void
cand_add(struct cands *c, const struct deal *d, uint64_t seed,
    const struct action *a)
{
	struct state tmp;
	struct lerr e;
	int i, ok;

	if (c->n >= BOT_MAXCAND)
		return;
	action_command(c->st, a, false, c->cmd[c->n], sizeof(c->cmd[0]));
	for (i = 0; i < c->n; i++)
		if (strcmp(c->cmd[i], c->cmd[c->n]) == 0)
			return;
	deal_cards(d, seed, &tmp);
	ok = action_play(&tmp, a, &e) == ACT_OK;
	state_free(&tmp);
	if (!ok)
		return;
	memset(&c->r[c->n], 0, sizeof(c->r[0]));
	c->r[c->n].a = *a;
	c->n++;
}

/* The cards of p's hand that foil, and the sets of them that reach the
 * points needed with no card to spare, cheapest first (RULES C.7). */
static void
answers(struct cands *c, const struct deal *d, uint64_t seed,
    struct state *st, int p)
{
	const struct player *pl = &st->p[p];
	struct action a;
	const char *why;
	int card[16], pts[16], n = 0, need, i, j, k, sum, min;
	uint32_t m, best;
	uint32_t done[BOT_MAXCAND];
	int ndone = 0, cost;

	need = st->att.value - st->att.total;
	for (i = 0; i < pl->nhand && n < 16; i++)
		if (pl->hand[i] >= 0 && (pts[n] = HOOKS(st)->foil_points(st,
		    pl->hand[i], &why)) > 0)
			card[n++] = pl->hand[i];
	/* by cost: the cheapest set not yet taken, again and again */
	for (k = 0; k < BOT_MAXCAND; k++) {
		best = 0;
		min = 1 << 30;
		for (m = 1; m < (1U << n); m++) {
			for (sum = 0, cost = 0, i = 0; i < n; i++)
				if (m & (1U << i)) {
					sum += pts[i];
					cost += bot_card_worth(st, card[i]) *
					    100 + pts[i];
				}
			if (sum < need)
				continue;
			for (i = 0; i < n; i++)
				if ((m & (1U << i)) && sum - pts[i] >= need)
					break;
			if (i < n)
				continue;	/* a card to spare */
			for (j = 0; j < ndone && done[j] != m; j++)
				;
			if (j == ndone && cost < min) {
				min = cost;
				best = m;
			}
		}
		if (best == 0)
			break;
		done[ndone++] = best;
		action_init(&a, VERB_FOIL, p);
		for (i = 0; i < n; i++)
			if (best & (1U << i))
				a.cards[a.ncards++] = card[i];
		cand_add(c, d, seed, &a);
	}
	action_init(&a, VERB_PASS, p);
	cand_add(c, d, seed, &a);
}

/* The moves of the move phase: p's own pawn to each space within one
 * card, Doctor Lucky to each room within one; the attempt; the end. */
static void
moves(struct cands *c, const struct deal *d, uint64_t seed, struct bot *bt,
    struct state *st, int p)
{
	struct way w[MAXWAYS];
	struct action a;
	uint32_t all;
	uint64_t m;
	int pos = st->p[p].room, L = st->lucky, t, k, j, nw;
	bool lstep, ljump;
	char why[2];

	bot_scan_hand(bt, st, p);
	all = (1U << bt->nmv) - 1;
	if (st->phase == PHASE_MOVE && st->lucky == pos &&
	    turn_can_attempt(st, p, false, why, sizeof(why))) {
		action_init(&a, VERB_ATTEMPT, p);
		bot_choose_weapons(st, p, bot_foil_capacity(st, p, p + 1, p),
		    a.cards, &a.ncards);
		cand_add(c, d, seed, &a);
	}
	bot_end_action(st, p, NOWHERE, &a);
	cand_add(c, d, seed, &a);
	/* RULES P.4: the dog's step */
	if (st->dog != NOWHERE && !st->dog_dead)
		for (m = st->board->adj[st->dog]; m != 0; m &= m - 1) {
			t = lowbit(m);
			if (HOOKS(st)->dog_step_refusal(st,
			    lucky_next_room(st, L), t, NULL) != 0)
				continue;
			bot_end_action(st, p, t, &a);
			cand_add(c, d, seed, &a);
		}
	if (st->phase != PHASE_MOVE)
		return;
	for (m = bt->open; m != 0; m &= m - 1) {
		t = lowbit(m);
		if (t == pos)
			continue;
		if ((nw = bot_ways(bt, pos, t, all, st->free_steps > 0, true,
		    w)) > 0 && (j = bot_best_way(w, nw, 0, false)) >= 0 &&
		    w[j].cost <= 1) {
			bot_way_action(bt, p, p, pos, t, &w[j], &a);
			cand_add(c, d, seed, &a);
		}
	}
	lstep = HOOKS(st)->move_refusal(st, p, PAWN_LUCKY, false, NULL) == 0;
	ljump = HOOKS(st)->move_refusal(st, p, PAWN_LUCKY, true, NULL) == 0;
	if ((lstep || ljump) && bt->nmv > 0)
		for (m = bt->open; m != 0; m &= m - 1) {
			t = lowbit(m);
			if (t == L)
				continue;
			k = bot_ways(bt, L, t, lstep ? all : 0, false, ljump,
			    w);
			if ((j = bot_best_way(w, k, 0, false)) >= 0 &&
			    w[j].cost <= 1) {
				bot_way_action(bt, p, PAWN_LUCKY, L, t, &w[j],
				    &a);
				cand_add(c, d, seed, &a);
			}
		}
}

/*
 * The candidates: greedy's choice first, what the phase allows (above),
 * and the random strategy's choices under a few seeds (the pets' steps,
 * the dog's tokens, the escape game's attacks).
 */
static void
candidates(struct cands *c, const struct deal *d, uint64_t seed)
{
	struct state st;
	struct bot *bt;
	struct action a;
	int p, i;

	deal_cards(d, seed, &st);
	c->st = &st;
	p = turn_whose(&st);
	bt = bot_new(seed);
	if (bot_choose(bt, &st, BOT_GREEDY, &a) == 0)
		cand_add(c, d, seed, &a);
	bot_board(bt, &st);
	if (st.phase == PHASE_ANSWER)
		answers(c, d, seed, &st, p);
	else if (st.phase != PHASE_TAKE &&
	    !rules_has(st.rules, RULE_ATTACKS_PLAYERS))
		moves(c, d, seed, bt, &st, p);
	for (i = 0; i < 4; i++) {
		bot_seed(bt, rng_mix(seed, (uint64_t)i + 1));
		if (bot_choose(bt, &st, BOT_RANDOM, &a) == 0)
			cand_add(c, d, seed, &a);
	}
	bot_free(bt);
	c->st = NULL;
	state_free(&st);
}

/* One playout of candidate a, or of the action of the words w, from
 * the k-th deal: 1 when p wins. */
static int
playout(const struct deal *d, uint64_t seed, long k, int p,
    const struct action *a, char **w, int nw, struct bot *bt)
{
	struct state st;
	struct action b;
	struct lerr e;
	char rec[LUCKY_MAXENTRY + 2];
	uint64_t s = rng_mix(seed, (uint64_t)k + 0x100);
	int start, won = 0;

	deal_cards(d, s, &st);
	bot_seed(bt, s);
	start = st.turn;
	if (a != NULL ? action_play(&st, a, &e) != ACT_OK :
	    action_apply(&st, nw, w, false, rec, sizeof(rec), &e) != ACT_OK)
		goto out;
	while (st.phase != PHASE_OVER && st.turn - start <= MAXTURNS &&
	    st.nrecord < LUCKY_MAXRECORD) {
		if (bot_choose(bt, &st, BOT_GREEDY, &b) == -1)
			break;
		if (action_play(&st, &b, &e) != ACT_OK) {
			bot_fallback(&st, &b);
			if (action_play(&st, &b, &e) != ACT_OK)
				break;
		}
	}
	won = st.phase == PHASE_OVER && st.winner == p;
out:
	state_free(&st);
	return won;
}

static double
mean(const struct bot_ranked *r)
{
	return r->n > 0 ? (double)r->wins / (double)r->n : 0.0;
}

/* Best first: the higher share, then the more playouts, then the
 * candidate found first. */
static bool
before(const struct bot_ranked *x, int ix, const struct bot_ranked *y,
    int iy)
{
	/* compared as fractions, exactly */
	long lx = x->wins * y->n, ly = y->wins * x->n;

	if (x->n == 0 || y->n == 0)
		return x->n > y->n || (x->n == y->n && ix < iy);
	if (lx != ly)
		return lx > ly;
	if (x->n != y->n)
		return x->n > y->n;
	return ix < iy;
}

/*
 * The deal of the player to act, and the seed mixed with what that
 * player knows only (their view); that player, or -1 when the game is
 * over or the deal fails.
 */
static int
search_deal(const struct state *st, struct deal *d, uint64_t *seed,
    struct lerr *e)
{
	int p;

	if (st->phase == PHASE_OVER)
		return lerr_msg(e, NULL, 0, MSG_GAME_OVER), -1;
	p = turn_whose(st);
	if (deal_init(d, st, p, e) == -1)
		return -1;
	*seed = rng_mix(bot_state_seed(&d->base), *seed);
	return p;
}

int
bot_search(const struct state *st, long budget, uint64_t seed,
    struct bot_ranked *r, struct lerr *e)
{
	static struct cands c;
	static struct deal d;
	static struct bot_ranked sorted[BOT_MAXCAND];
	struct bot *bt;
	int order[BOT_MAXCAND], p, i, j, best, k;
	long done;
	double u, bu;

	if ((p = search_deal(st, &d, &seed, e)) == -1)
		return -1;
	memset(&c, 0, sizeof(c));
	c.r = r;
	candidates(&c, &d, seed);
	if (c.n == 0) {
		/* nothing the rules take but what is always allowed */
		memset(&r[0], 0, sizeof(r[0]));
		bot_fallback(st, &r[0].a);
		return 1;
	}
	bt = bot_new(seed);
	/* a forced action: nothing to search */
	for (done = 0; c.n > 1 && done < budget; done++) {
		best = 0;
		bu = -1.0;
		for (i = 0; i < c.n; i++) {
			if (r[i].n < FIRST) {
				best = i;
				break;
			}
			u = mean(&r[i]) + UCB_C * sqrt(log((double)done) /
			    (double)r[i].n);
			if (u > bu) {
				bu = u;
				best = i;
			}
		}
		r[best].wins += playout(&d, seed, r[best].n, p, &r[best].a,
		    NULL, 0, bt);
		r[best].n++;
	}
	bot_free(bt);
	/* best first, stable */
	for (i = 0; i < c.n; i++)
		order[i] = i;
	for (i = 1; i < c.n; i++)
		for (j = i; j > 0 && before(&r[order[j]], order[j],
		    &r[order[j - 1]], order[j - 1]); j--) {
			k = order[j];
			order[j] = order[j - 1];
			order[j - 1] = k;
		}
	for (i = 0; i < c.n; i++)
		sorted[i] = r[order[i]];
	memcpy(r, sorted, (size_t)c.n * sizeof(r[0]));
	return c.n;
}

int
bot_search_choose(const struct state *st, long budget, uint64_t seed,
    struct action *a)
{
	static struct bot_ranked r[BOT_MAXCAND];
	struct lerr e;

	if (bot_search(st, budget, seed, r, &e) < 1)
		return -1;
	*a = r[0].a;
	return 0;
}

int
bot_search_eval(const struct state *st, char **w, int nw, long n,
    uint64_t seed, long *wins, struct lerr *e)
{
	static struct deal d;
	struct bot *bt;
	long k;
	int p;

	if ((p = search_deal(st, &d, &seed, e)) == -1)
		return -1;
	bt = bot_new(seed);
	for (*wins = 0, k = 0; k < n; k++)
		*wins += playout(&d, seed, k, p, NULL, w, nw, bt);
	bot_free(bt);
	return 0;
}
