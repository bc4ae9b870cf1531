/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "bot.h"

/*
 * The program's players.  A bot chooses one action for whoever must act
 * now; the turn engine judges it.  Legality is never decided here: the
 * bot asks the engine's own functions and rule-set hooks
 * (turn_can_attempt, players_seeing, turn_next_player, lucky_next_room,
 * HOOKS(st)->draw_refusal, move_refusal, foil_points, answer_refusal,
 * attempt_value), on the state itself with a pawn put where it would
 * stand and put back at once: every one of them reads the state and
 * changes nothing, so no state is copied to ask "what if".  What the bot
 * builds itself is only the search: the ways to pay for a path with the
 * cards of a hand (RULES C.5, A.5) over the board's bit masks.
 *
 * random: uniform among a small set of legal actions (end the turn,
 *	drawing when allowed; attempt when allowed; a free step; one card
 *	played for a random pawn; a pet moved), an answer that foils or
 *	passes, a random number of the dog's tokens.
 * greedy: attempts when it can get alone with Doctor Lucky unseen this
 *	turn, moving him or a pet with cards if that helps, with its best
 *	weapon (RULES C.6) or enough weapons (A.6); otherwise ends its turn
 *	where Lucky goes next, so that the turn comes back to it with him
 *	(C.10, A.10), or draws, near his route.  It keeps failure cards to
 *	foil, foiling only when the players after it are unlikely to, and
 *	takes the dog's tokens for cards it needs least (P.4).
 */

#define BIT(i)		(UINT64_C(1) << (i))
#define MAXMOVERS	16	/* move and room cards looked at */
#define MAXSTEPCARDS	8	/* move cards combined to pay steps */
#define MAXWAYS		64
#define MAXFOIL		32	/* cards looked at for an answer */
#define MAXNEED		64
#define FAR		255

/* Greedy's weights: a point of attempt value against cards spent. */
#define W_VALUE		4
#define W_RIDE_SAFE	60	/* Lucky comes to us and nobody sees */
#define W_RIDE		25	/* Lucky comes to us, but we are seen */
#define W_DRAW		20
#define W_NEAR		4	/* a step away from his route */
#define W_CARD		12	/* a card played to get somewhere */

static const char *strategies[BOT_NSTRATEGIES] = { "random", "greedy" };

/* A card that moves a pawn: the steps it pays, the room it jumps to. */
struct mover {
	int	 card;
	int	 steps;		/* 0: pays no step */
	int	 room;		/* NOWHERE: no jump */
	bool	 room_card;	/* always a jump (RULES C.5) */
};

/* A way to move a pawn to a space: the cards (bits of the movers), the
 * free step, and the card that jumps first, then steps. */
struct way {
	uint32_t mask;
	bool	 free;
	int	 jump;		/* mover index, or -1 */
	int	 cost;		/* cards played */
	int	 waste;		/* steps paid and not needed */
};

struct bot {
	struct rng	 rng;
	/* the board as this game has it: locked rooms left out (A.2) */
	const struct board *b;
	uint64_t	 locked;
	uint64_t	 open;
	uint64_t	 adj[LUCKY_MAXSPACES];
	unsigned char	 dist[LUCKY_MAXSPACES][LUCKY_MAXSPACES];
	int		 next[LUCKY_MAXSPACES];	/* lucky_next_room */
	/* the hand of the player who acts, for one decision */
	struct mover	 mv[MAXMOVERS];
	int		 nmv;
	uint32_t	 stepmask;
};

/* A plan for the rest of a turn: perhaps another pawn moved first, then
 * the player's own move, then an attempt or the end of the turn. */
struct plan {
	int		 score;
	int		 pawn;		/* moved first, or NOBODY */
	int		 pawn_from, pawn_to;
	struct way	 pawn_way;
	int		 to;		/* where the player ends */
	struct way	 me;
	bool		 attack;
	int		 weapons[LUCKY_MAXCARDS];
	int		 nweapons;
};

static int
lowbit(uint64_t m)
{
	return __builtin_ctzll(m);
}

static int
popcount(uint32_t m)
{
	return __builtin_popcount(m);
}

int
bot_strategy(const char *name)
{
	int i;

	for (i = 0; i < BOT_NSTRATEGIES; i++)
		if (strcmp(name, strategies[i]) == 0)
			return i;
	return -1;
}

const char *
bot_strategy_name(int s)
{
	return s >= 0 && s < BOT_NSTRATEGIES ? strategies[s] : "?";
}

struct bot *
bot_new(uint64_t seed)
{
	struct bot *bt = xcalloc(1, sizeof(*bt));

	bot_seed(bt, seed);
	return bt;
}

void
bot_free(struct bot *bt)
{
	free(bt);
}

void
bot_seed(struct bot *bt, uint64_t seed)
{
	rng_seed(&bt->rng, seed);
}

static uint64_t
mix(uint64_t h, uint64_t v)
{
	h ^= v + 0x9e3779b97f4a7c15ULL + (h << 6) + (h >> 2);
	h = (h ^ (h >> 30)) * 0xbf58476d1ce4e5b9ULL;
	h = (h ^ (h >> 27)) * 0x94d049bb133111ebULL;
	return h ^ (h >> 31);
}

uint64_t
bot_state_seed(const struct state *st)
{
	uint64_t h = 0x6c75636b79626f74ULL;	/* "luckybot" */
	int i;

	for (i = 0; i < 4; i++)
		h = mix(h, st->rng.s[i]);
	h = mix(h, st->seed);
	h = mix(h, ((uint64_t)st->turn << 8) | (uint64_t)st->phase);
	/* only what a state file keeps: the attempt and the taker when
	 * they are due */
	h = mix(h, (uint64_t)(st->current + 2));
	if (st->phase == PHASE_ANSWER)
		h = mix(h, ((uint64_t)(st->att.answerer + 2) << 16) |
		    (uint64_t)st->att.total);
	if (st->phase == PHASE_TAKE)
		h = mix(h, (uint64_t)(st->taker + 2));
	h = mix(h, ((uint64_t)st->free_steps << 8) | (uint64_t)st->played);
	h = mix(h, (uint64_t)(st->lucky + 2));
	for (i = 0; i < st->nplayers; i++)
		h = mix(h, ((uint64_t)(st->p[i].room + 2) << 8) |
		    (uint64_t)st->p[i].nhand);
	return h;
}

/*
 * The board without the locked rooms (RULES A.2): steps, distances and
 * Lucky's route, made again only when the board or the locks change.
 */
static void
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
static void
scan_hand(struct bot *bt, const struct state *st, int p)
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
static int
step_ways(const struct bot *bt, int d, uint32_t cards, bool usefree,
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
static int
ways(const struct bot *bt, int a, int t, uint32_t avail, bool usefree,
    bool canjump, struct way *w)
{
	int n = 0, j, x;

	if (a == t) {
		memset(&w[0], 0, sizeof(w[0]));
		w[0].jump = -1;
		return 1;
	}
	if (bt->dist[a][t] != FAR)
		n = step_ways(bt, bt->dist[a][t], avail & bt->stepmask,
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
		n = step_ways(bt, bt->dist[x][t], avail & bt->stepmask &
		    ~(1U << j), usefree, j, w, n);
	}
	return n;
}

/* Fewer cards, then the free step kept, then fewer steps wasted. */
static bool
way_better(const struct way *a, const struct way *b)
{
	if (a->cost != b->cost)
		return a->cost < b->cost;
	if (a->free != b->free)
		return !a->free;
	return a->waste < b->waste;
}

static int
best_way(const struct way *w, int n, uint32_t forbid, bool nofree)
{
	int i, best = -1;

	for (i = 0; i < n; i++) {
		if ((w[i].mask & forbid) || (nofree && w[i].free))
			continue;
		if (best < 0 || way_better(&w[i], &w[best]))
			best = i;
	}
	return best;
}

/* The next space on a shortest path from a to t (the lowest index). */
static int
next_hop(const struct bot *bt, int a, int t)
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

static void
action_init(struct bot_action *a, enum bot_verb verb, int p)
{
	a->verb = verb;
	a->player = p;
	a->pawn = p;
	a->on_dog = false;
	a->target = NOBODY;
	a->draw = false;
	a->dogstep = NOWHERE;
	a->ncards = 0;
	a->npath = 0;
}

/* The move of a pawn from a to t by a way: the jumping card first, so
 * that the engine takes that card for the jump. */
static void
way_action(const struct bot *bt, int p, int pawn, int a, int t,
    const struct way *w, struct bot_action *act)
{
	uint32_t m;
	int pos = a, j;

	action_init(act, BOT_MOVE, p);
	act->pawn = pawn;
	if (w->jump >= 0) {
		act->cards[act->ncards++] = bt->mv[w->jump].card;
		pos = bt->mv[w->jump].room;
		act->path[act->npath++] = pos;
	}
	for (m = w->mask; m != 0; m &= m - 1)
		if ((j = __builtin_ctz(m)) != w->jump)
			act->cards[act->ncards++] = bt->mv[j].card;
	while (pos != t && act->npath < BOT_MAXPATH) {
		pos = next_hop(bt, pos, t);
		act->path[act->npath++] = pos;
	}
}

static void
end_action(struct state *st, int p, int dogstep, struct bot_action *a)
{
	action_init(a, BOT_END, p);
	a->draw = HOOKS(st)->draw_refusal(st, p) == NULL;
	a->dogstep = dogstep;
}

/* The spaces of the players other than p. */
static uint64_t
others_mask(const struct state *st, int p)
{
	uint64_t m = 0;
	int i;

	for (i = 0; i < st->nplayers; i++)
		if (i != p && st->p[i].room >= 0)
			m |= BIT(st->p[i].room);
	return m;
}

/*
 * Could p attack Doctor Lucky if both stood in r now, everyone else
 * where they are?  The cheap tests first; turn_can_attempt (RULES C.6,
 * P.4, A.12) has the last word.
 */
static bool
attack_ok(struct state *st, int p, int r, uint64_t others)
{
	char why[2];
	int room = st->p[p].room, lucky = st->lucky;
	bool ok;

	if (others & BIT(r))
		return false;
	st->p[p].room = r;
	st->lucky = r;
	ok = players_seeing(st, r, p) == 0 &&
	    turn_can_attempt(st, p, false, why, sizeof(why));
	st->p[p].room = room;
	st->lucky = lucky;
	return ok;
}

/* Could p draw at the end of the turn, standing in r with Lucky in l,
 * having played extra more cards (RULES C.4, P.1, A.5)? */
static bool
draw_ok(struct state *st, int p, int r, int l, int extra)
{
	int room = st->p[p].room, lucky = st->lucky, played = st->played;
	bool ok;

	st->p[p].room = r;
	st->lucky = l;
	st->played += extra;
	ok = HOOKS(st)->draw_refusal(st, p) == NULL;
	st->p[p].room = room;
	st->lucky = lucky;
	st->played = played;
	return ok;
}

/* Does the turn come back to p at once, p ending it in r with Lucky in
 * l before his move (RULES C.10, A.10)? */
static bool
rides(struct bot *bt, struct state *st, int p, int r, int l)
{
	int room = st->p[p].room, lucky = st->lucky, last = st->p[p].last_turn;
	bool ok;

	st->p[p].room = r;
	st->lucky = bt->next[l];
	st->p[p].last_turn = st->turn;
	ok = turn_next_player(st) == p;
	st->p[p].room = room;
	st->lucky = lucky;
	st->p[p].last_turn = last;
	return ok;
}

/* What a card is worth keeping: failure cards least (they only foil). */
static int
card_worth(const struct state *st, int c)
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
static int
foil_capacity(const struct state *st, int p, int from, int until)
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
static int
choose_weapons(struct state *st, int p, int cap, int *w, int *nw)
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

/* The attempt's value with p and Lucky put in r. */
static int
value_in(struct state *st, int p, int r, int cap, int *w, int *nw)
{
	int room = st->p[p].room, v;

	st->p[p].room = r;
	v = choose_weapons(st, p, cap, w, nw);
	st->p[p].room = room;
	return v;
}

/*
 * Greedy: an attempt this turn.  For every space r where nobody else
 * stands: Lucky brought there (by no card, a room card or move cards,
 * RULES C.5) and the player too, with cards that do not overlap, and
 * nobody to see (the engine's test).  Under rules where Lucky does not
 * move (A.5) a pet may be moved first instead: the cat into a watcher's
 * room (who then sees nothing outside it, A.12) or the dog out of
 * sight.  The best plan is the highest value for the fewest cards.
 */
static bool
greedy_attack(struct bot *bt, struct state *st, int p, uint64_t others,
    struct plan *best)
{
	struct way lw[MAXWAYS], mw[MAXWAYS], pw[MAXWAYS];
	struct plan pl;
	uint32_t all = (1U << bt->nmv) - 1;
	int pos = st->p[p].room, L = st->lucky, r, nl, nm, np, i, j, k;
	int cap = -1, stepsum = 0, mine, y, pet, npawns;
	int pawns[LUCKY_MAXPLAYERS + 2];
	bool usefree = st->free_steps > 0, lstep, ljump, found = false;
	uint64_t cand, m;

	for (i = 0; i < bt->nmv; i++)
		stepsum += bt->mv[i].steps;
	lstep = HOOKS(st)->move_refusal(st, p, PAWN_LUCKY, false) == NULL;
	ljump = HOOKS(st)->move_refusal(st, p, PAWN_LUCKY, true) == NULL;
	best->score = INT_MIN;
	/* the spaces Lucky may be in at the attempt */
	cand = BIT(L);
	if (lstep || ljump)
		for (m = bt->open & ~others; m != 0; m &= m - 1) {
			r = lowbit(m);
			if (lstep && bt->dist[L][r] <= stepsum)
				cand |= BIT(r);
		}
	if (ljump)
		for (i = 0; i < bt->nmv; i++)
			if (bt->mv[i].room != NOWHERE &&
			    (bt->open & BIT(bt->mv[i].room)))
				cand |= BIT(bt->mv[i].room);
	cand &= ~others;
	for (; cand != 0; cand &= cand - 1) {
		r = lowbit(cand);
		nm = ways(bt, pos, r, all, usefree, true, mw);
		if (nm == 0)
			continue;
		if (r == L) {
			nl = 1;
			memset(&lw[0], 0, sizeof(lw[0]));
			lw[0].jump = -1;
		} else
			nl = ways(bt, L, r, lstep ? all : 0, false, ljump, lw);
		memset(&pl, 0, sizeof(pl));
		pl.score = INT_MIN;
		for (i = 0; i < nl; i++) {
			if ((j = best_way(mw, nm, lw[i].mask, false)) < 0)
				continue;
			if (pl.score == INT_MIN || lw[i].cost + mw[j].cost <
			    pl.pawn_way.cost + pl.me.cost) {
				pl.score = 0;
				pl.pawn_way = lw[i];
				pl.me = mw[j];
			}
		}
		if (pl.score == INT_MIN || !attack_ok(st, p, r, others))
			continue;
		if (cap < 0)
			cap = foil_capacity(st, p, p + 1, p);
		pl.pawn = r == L ? NOBODY : PAWN_LUCKY;
		pl.pawn_from = L;
		pl.pawn_to = r;
		pl.to = r;
		pl.attack = true;
		pl.score = W_VALUE * value_in(st, p, r, cap, pl.weapons,
		    &pl.nweapons) - pl.pawn_way.cost - pl.me.cost;
		if (pl.score > best->score) {
			*best = pl;
			found = true;
		}
	}
	if (found)
		return found;
	/*
	 * RULES A.11, A.12: a pawn moved first by steps, for an attempt in
	 * Lucky's room: the cat into a watcher's room (those in it see
	 * nothing outside it; outside, people see into the cat's room),
	 * the dog or a stranger out of sight.  The engine's test decides.
	 */
	if ((nm = ways(bt, pos, L, all, usefree, true, mw)) == 0)
		return false;
	npawns = 0;
	pawns[npawns++] = PAWN_DOG;
	pawns[npawns++] = PAWN_CAT;
	for (i = 0; i < st->nplayers; i++)
		if (st->p[i].stranger)
			pawns[npawns++] = i;
	for (k = 0; k < npawns; k++) {
		int *where, from;

		pet = pawns[k];
		where = pawn_space(st, pet);
		if ((from = *where) == NOWHERE ||
		    HOOKS(st)->move_refusal(st, p, pet, false) != NULL)
			continue;
		for (m = bt->open; m != 0; m &= m - 1) {
			y = lowbit(m);
			if (y == from || bt->dist[from][y] > stepsum + usefree)
				continue;
			*where = y;
			mine = attack_ok(st, p, L, pet >= 0 ?
			    others_mask(st, p) : others);
			*where = from;
			if (!mine)
				continue;
			np = ways(bt, from, y, all, usefree, false, pw);
			for (i = 0; i < np; i++) {
				if ((j = best_way(mw, nm, pw[i].mask,
				    pw[i].free)) < 0)
					continue;
				if (cap < 0)
					cap = foil_capacity(st, p, p + 1, p);
				memset(&pl, 0, sizeof(pl));
				pl.pawn = pet;
				pl.pawn_from = from;
				pl.pawn_to = y;
				pl.pawn_way = pw[i];
				pl.me = mw[j];
				pl.to = L;
				pl.attack = true;
				pl.score = W_VALUE * value_in(st, p, L, cap,
				    pl.weapons, &pl.nweapons) - pw[i].cost -
				    mw[j].cost;
				if (pl.score > best->score) {
					*best = pl;
					found = true;
				}
			}
		}
	}
	return found;
}

/* How far r is from where Lucky goes in the next n moves from l. */
static int
route_distance(const struct bot *bt, int r, int l, int n)
{
	int k, d = FAR;

	for (k = 0; k < n; k++) {
		l = bt->next[l];
		if (bt->dist[r][l] < d)
			d = bt->dist[r][l];
	}
	return d;
}

/*
 * Riding Lucky (RULES C.10, A.10): ending the turn in the room he walks
 * into next brings the turn straight back, and again at every room of
 * his route the player keeps a step ahead of him, the others standing
 * still.  It is worth it when a room of the route ahead lets the player
 * attack unseen: the sooner, the better; never, and it is only a way of
 * keeping the turn (which could go on for ever).  Returns how many of
 * his moves from l that takes, or 0.
 */
static int
safe_on_route(struct bot *bt, struct state *st, int p, int l,
    uint64_t others)
{
	int k, r = l;

	for (k = 1; k <= bt->b->nspaces; k++) {
		r = bt->next[r];
		if (attack_ok(st, p, r, others))
			return k;
		if (r == l)
			break;
	}
	return 0;
}

struct spot {
	int		 to, lucky, extra, score;
	struct plan	 plan;
};

static void
spot_add(struct bot *bt, struct state *st, int p, uint64_t others,
    const struct plan *pl, struct spot *sp, int *n, int *route)
{
	struct spot *s = &sp[*n];
	int cost = pl->me.cost + pl->pawn_way.cost, k;

	s->plan = *pl;
	s->to = pl->to;
	s->lucky = pl->pawn == PAWN_LUCKY ? pl->pawn_to : st->lucky;
	s->extra = cost;
	s->score = -W_CARD * cost - W_NEAR * route_distance(bt, s->to,
	    s->lucky, st->nplayers);
	if (rides(bt, st, p, s->to, s->lucky)) {
		if (route[s->lucky] < 0)
			route[s->lucky] = safe_on_route(bt, st, p, s->lucky,
			    others);
		if ((k = route[s->lucky]) == 1)
			s->score += W_RIDE_SAFE;
		else if (k > 0 && W_RIDE > 2 * k)
			s->score += W_RIDE - 2 * k;
	}
	(*n)++;
}

/*
 * Greedy without an attempt: where to end the turn.  Staying, the free
 * step, cards to reach the room Lucky goes to next, or cards that bring
 * Lucky next to the player (so that he walks in next, RULES C.10).
 * Each spot is scored; the draw (asked of the engine, and only for the
 * spots that could win with it) adds to the score.
 */
static void
greedy_position(struct bot *bt, struct state *st, int p, uint64_t others,
    struct plan *best)
{
	struct spot sp[LUCKY_MAXSPACES * 2 + 8];
	struct way mw[MAXWAYS], lw[MAXWAYS];
	struct plan pl;
	uint32_t all = (1U << bt->nmv) - 1;
	uint64_t m;
	int pos = st->p[p].room, L = st->lucky, n = 0, i, j, k, t, y, nb;
	int route[LUCKY_MAXSPACES];
	bool usefree = st->free_steps > 0, lstep, ljump;

	for (i = 0; i < LUCKY_MAXSPACES; i++)
		route[i] = -1;
	memset(&pl, 0, sizeof(pl));
	pl.pawn = NOBODY;
	pl.me.jump = pl.pawn_way.jump = -1;
	pl.to = pos;
	spot_add(bt, st, p, others, &pl, sp, &n, route);
	if (usefree)
		for (m = bt->adj[pos]; m != 0; m &= m - 1) {
			pl.to = lowbit(m);
			pl.me.free = true;
			spot_add(bt, st, p, others, &pl, sp, &n, route);
		}
	pl.me.free = false;
	/* cards to the room Lucky walks into next */
	t = bt->next[L];
	if (t != pos && !(usefree && (bt->adj[pos] & BIT(t))) &&
	    (k = ways(bt, pos, t, all, usefree, true, mw)) > 0 &&
	    (j = best_way(mw, k, 0, false)) >= 0 && mw[j].cost <= 2) {
		pl.to = t;
		pl.me = mw[j];
		spot_add(bt, st, p, others, &pl, sp, &n, route);
	}
	/* cards that put Lucky just before the player's room */
	lstep = HOOKS(st)->move_refusal(st, p, PAWN_LUCKY, false) == NULL;
	ljump = HOOKS(st)->move_refusal(st, p, PAWN_LUCKY, true) == NULL;
	nb = n;
	if ((lstep || ljump) && bt->nmv > 0)
		for (i = 0; i < nb; i++) {
			if (sp[i].extra > 0)
				continue;
			for (m = bt->open; m != 0; m &= m - 1) {
				y = lowbit(m);
				if (y == L || bt->next[y] != sp[i].to)
					continue;
				k = ways(bt, L, y, lstep ? all : 0, false,
				    ljump, lw);
				if ((j = best_way(lw, k, 0, false)) < 0 ||
				    lw[j].cost > 1)
					continue;
				pl = sp[i].plan;
				pl.pawn = PAWN_LUCKY;
				pl.pawn_from = L;
				pl.pawn_to = y;
				pl.pawn_way = lw[j];
				if (n < (int)(sizeof(sp) / sizeof(sp[0])))
					spot_add(bt, st, p, others, &pl, sp,
					    &n, route);
			}
		}
	/*
	 * The best spot, asking the engine about the draw only for the
	 * spots that could still win with it, best first.
	 */
	best->score = INT_MIN;
	for (;;) {
		k = -1;
		for (i = 0; i < n; i++)
			if (sp[i].score != INT_MIN && (k < 0 ||
			    sp[i].score > sp[k].score))
				k = i;
		if (k < 0)
			break;
		if (best->score != INT_MIN && sp[k].score + W_DRAW <=
		    best->score)
			break;
		if (draw_ok(st, p, sp[k].to, sp[k].lucky, sp[k].extra))
			sp[k].score += W_DRAW;
		if (sp[k].score > best->score) {
			*best = sp[k].plan;
			best->score = sp[k].score;
		}
		sp[k].score = INT_MIN;
	}
}

/* The first action of a plan. */
static void
plan_action(struct bot *bt, struct state *st, int p, const struct plan *pl,
    struct bot_action *a)
{
	int pos = st->p[p].room;

	if (pl->pawn != NOBODY && pl->pawn_from != pl->pawn_to)
		way_action(bt, p, pl->pawn, pl->pawn_from, pl->pawn_to,
		    &pl->pawn_way, a);
	else if (pl->to != pos)
		way_action(bt, p, p, pos, pl->to, &pl->me, a);
	else if (pl->attack) {
		action_init(a, BOT_ATTEMPT, p);
		memcpy(a->cards, pl->weapons, (size_t)pl->nweapons *
		    sizeof(a->cards[0]));
		a->ncards = pl->nweapons;
	} else
		end_action(st, p, NOWHERE, a);
}

static void
greedy_turn(struct bot *bt, struct state *st, int p, struct bot_action *a)
{
	struct plan pl;
	uint64_t others;
	char why[2];
	int pos = st->p[p].room;

	if (st->phase == PHASE_END) {
		end_action(st, p, NOWHERE, a);
		return;
	}
	scan_hand(bt, st, p);
	others = others_mask(st, p);
	if (greedy_attack(bt, st, p, others, &pl) && pl.score > 0) {
		plan_action(bt, st, p, &pl, a);
		return;
	}
	/* RULES P.4 Old Dog: kill the watching dog when alone with it */
	if (st->dog == pos && st->lucky != pos && dog_watches(st) &&
	    dog_can_die(st) && !(others & BIT(pos)) &&
	    players_seeing(st, pos, p) == 0 &&
	    turn_can_attempt(st, p, true, why, sizeof(why))) {
		action_init(a, BOT_ATTEMPT, p);
		a->on_dog = true;
		return;
	}
	greedy_position(bt, st, p, others, &pl);
	plan_action(bt, st, p, &pl, a);
}

/*
 * The cheapest cards of p's hand whose foil points reach need (RULES
 * C.7, A.7), by what they are worth keeping; 0 when they cannot.
 */
static int
cheapest_foil(const struct state *st, int p, int need, int *out)
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
		cost[n] = card_worth(st, card[n]) * 100 + pts[n];
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

static void
foil_action(int p, const int *cards, int n, struct bot_action *a)
{
	action_init(a, BOT_FOIL, p);
	memcpy(a->cards, cards, (size_t)n * sizeof(cards[0]));
	a->ncards = n;
}

/*
 * An answer to the pending attempt.  The rules may forbid passing (RULES
 * P.3): then the cheapest foil.  Greedy foils when it is the last to
 * answer, or when the players after it are unlikely to hold enough;
 * it lets an attempt on the dog through.  Random foils or passes.
 */
static void
answer(struct bot *bt, struct state *st, int p, int strategy,
    struct bot_action *a)
{
	int cards[MAXFOIL], n, need = st->att.value - st->att.total, cap;
	int last = (p + 1) % st->nplayers == st->att.attacker;
	bool must;

	n = cheapest_foil(st, p, need, cards);
	/* no pass allowed (P.3; A.14: the victim defends alone) */
	must = HOOKS(st)->answer_refusal(st, p, st->att.total) != NULL;
	if (must && n == 0) {
		bot_fallback(st, a);
		return;
	}
	if (n > 0 && must) {
		foil_action(p, cards, n, a);
		return;
	}
	if (n > 0 && strategy == BOT_RANDOM && rng_below(&bt->rng, 2)) {
		foil_action(p, cards, n, a);
		return;
	}
	if (n > 0 && strategy == BOT_GREEDY && !st->att.on_dog) {
		cap = last ? 0 : foil_capacity(st, p, p + 1, st->att.attacker);
		if (cap < need + need / 2 + 1) {
			foil_action(p, cards, n, a);
			return;
		}
	}
	action_init(a, BOT_PASS, p);
}

/*
 * RULES P.4 New Tricks: greedy gives the move and room cards it needs
 * least, keeping four cards, never a failure card or a weapon; random
 * gives a random number of random cards.
 */
static void
take(struct bot *bt, struct state *st, int p, int strategy,
    struct bot_action *a)
{
	const struct player *pl = &st->p[p];
	int c[LUCKY_MAXCARDS], w[LUCKY_MAXCARDS], n = 0, i, j, t, k;

	action_init(a, BOT_TAKE, p);
	for (i = 0; i < pl->nhand; i++) {
		if (pl->hand[i] < 0)
			continue;
		if (strategy == BOT_GREEDY &&
		    st->deck->c[pl->hand[i]].kind != CARD_MOVE &&
		    st->deck->c[pl->hand[i]].kind != CARD_ROOM)
			continue;
		c[n] = pl->hand[i];
		w[n] = card_worth(st, c[n]);
		n++;
	}
	if (strategy == BOT_RANDOM) {
		k = (int)rng_below(&bt->rng, (uint32_t)((n < st->dog_tokens ?
		    n : st->dog_tokens) + 1));
		rng_shuffle(&bt->rng, c, n);
		memcpy(a->cards, c, (size_t)k * sizeof(c[0]));
		a->ncards = k;
		return;
	}
	for (i = 1; i < n; i++)
		for (j = i; j > 0 && w[j] < w[j - 1]; j--) {
			t = w[j], w[j] = w[j - 1], w[j - 1] = t;
			t = c[j], c[j] = c[j - 1], c[j - 1] = t;
		}
	k = pl->nhand - 4;
	if (k > n)
		k = n;
	if (k > st->dog_tokens)
		k = st->dog_tokens;
	for (i = 0; i < k; i++)
		a->cards[a->ncards++] = c[i];
}

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
			if (HOOKS(st)->dog_step_refusal(st, l, s) == NULL)
				steps[n++] = s;
		}
	}
	return steps[rng_below(&bt->rng, (uint32_t)n)];
}

/* A random path of n steps for a pawn from a. */
static int
random_walk(struct bot *bt, int a, int n, int *path)
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

/* One card played for a random pawn that the rules let it move. */
static bool
random_card_move(struct bot *bt, struct state *st, int p,
    struct bot_action *a)
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
		    HOOKS(st)->move_refusal(st, p, pawns[i], jump) == NULL)
			cand[n++] = pawns[i];
	pawn = cand[rng_below(&bt->rng, (uint32_t)n)];
	from = *pawn_space(st, pawn);
	action_init(a, BOT_MOVE, p);
	a->pawn = pawn;
	a->cards[a->ncards++] = m->card;
	if (jump) {
		if (m->room == from || !(bt->open & BIT(m->room)))
			return false;
		a->path[a->npath++] = m->room;
	} else
		a->npath = random_walk(bt, from, m->steps, a->path);
	return a->npath > 0;
}

/* random: uniform among the kinds of action the player has. */
static void
random_turn(struct bot *bt, struct state *st, int p, struct bot_action *a)
{
	static const int pets[] = { PAWN_DOG, PAWN_CAT };
	struct bot_action opt[6];
	const struct player *pl = &st->p[p];
	char why[2];
	int n = 0, i, pos = pl->room, pet, s;
	uint64_t m;

	if (st->phase == PHASE_END) {
		end_action(st, p, random_dogstep(bt, st), a);
		return;
	}
	scan_hand(bt, st, p);
	end_action(st, p, random_dogstep(bt, st), &opt[n++]);
	if (st->lucky == pos && turn_can_attempt(st, p, false, why,
	    sizeof(why))) {
		action_init(&opt[n], BOT_ATTEMPT, p);
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
		action_init(&opt[n], BOT_ATTEMPT, p);
		opt[n++].on_dog = true;
	}
	if (st->free_steps > 0 && (m = bt->adj[pos]) != 0) {
		action_init(&opt[n], BOT_MOVE, p);
		opt[n].npath = random_walk(bt, pos, 1, opt[n].path);
		n++;
	}
	if (bt->nmv > 0 && random_card_move(bt, st, p, &opt[n]))
		n++;
	if (st->free_steps > 0) {
		pet = pets[rng_below(&bt->rng, 2)];
		if ((s = *pawn_space(st, pet)) != NOWHERE &&
		    HOOKS(st)->move_refusal(st, p, pet, false) == NULL &&
		    bt->adj[s] != 0) {
			action_init(&opt[n], BOT_MOVE, p);
			opt[n].pawn = pet;
			opt[n].npath = random_walk(bt, s, 1, opt[n].path);
			n++;
		}
	}
	*a = opt[rng_below(&bt->rng, (uint32_t)n)];
}

/*
 * RULES A.14, the escape game.  The players a bot may attack in its
 * room now.
 */
static int
escape_targets(const struct state *st, int p, int *t)
{
	char why[200];
	int i, n = 0;

	for (i = 0; i < st->nplayers; i++)
		if (turn_can_attack(st, p, i, why, sizeof(why)))
			t[n++] = i;
	return n;
}

/*
 * An attack by p on target.  random: each weapon or not.  greedy: the
 * weapons choose_weapons takes against the clovers the victim likely
 * holds (RULES A.6, A.8), as for an attempt on Lucky.
 */
static void
escape_attack(struct bot *bt, struct state *st, int p, int target,
    int strategy, struct bot_action *a)
{
	const struct player *pl = &st->p[p];
	int i;

	action_init(a, BOT_ATTEMPT, p);
	a->target = target;
	if (strategy == BOT_GREEDY) {
		(void)choose_weapons(st, p, foil_capacity(st, p, target,
		    target + 1), a->cards, &a->ncards);
		return;
	}
	for (i = 0; i < pl->nhand && a->ncards < st->rules->max_weapons;
	    i++)
		if (pl->hand[i] >= 0 &&
		    st->deck->c[pl->hand[i]].kind == CARD_WEAPON &&
		    rng_below(&bt->rng, 2))
			a->cards[a->ncards++] = pl->hand[i];
}

/* Doctor Lucky's route from his room, at most max rooms, ending where he
 * would attack (RULES A.14); *victim is who, or NOBODY. */
static int
escape_route(const struct bot *bt, const struct state *st, int max,
    int *path, int *victim)
{
	int n = 0, r = st->lucky;

	*victim = NOBODY;
	while (n < max && n < BOT_MAXPATH) {
		r = path[n++] = bt->next[r];
		if ((*victim = HOOKS(st)->lucky_victim(st, r)) != NOBODY)
			break;
	}
	return n;
}

/*
 * greedy: Doctor Lucky moved forward into another player's room, by the
 * free step, by steps the cards pay, or by a card's room: the fewest
 * cards, two at most.
 */
static bool
escape_send_lucky(struct bot *bt, struct state *st, int p,
    struct bot_action *a)
{
	struct way w[MAXWAYS];
	int path[BOT_MAXPATH], n, k, j, x, victim, best = -1, cost = 3;

	k = escape_route(bt, st, MAXSTEPCARDS * 3, path, &victim);
	if (victim != NOBODY && victim != p) {
		n = step_ways(bt, k, bt->stepmask, st->free_steps > 0, -1, w,
		    0);
		if ((best = best_way(w, n, 0, false)) >= 0 &&
		    w[best].cost < cost) {
			cost = w[best].cost;
			action_init(a, BOT_MOVE, p);
			a->pawn = PAWN_LUCKY;
			for (j = 0; j < bt->nmv; j++)
				if (w[best].mask & (1U << j))
					a->cards[a->ncards++] = bt->mv[j].card;
			memcpy(a->path, path, (size_t)k * sizeof(path[0]));
			a->npath = k;
		}
	}
	for (j = 0; j < bt->nmv && cost > 1; j++) {
		x = bt->mv[j].room;
		if (x == NOWHERE || x == st->lucky || !(bt->open & BIT(x)) ||
		    (victim = HOOKS(st)->lucky_victim(st, x)) == NOBODY ||
		    victim == p)
			continue;
		cost = 1;
		action_init(a, BOT_MOVE, p);
		a->pawn = PAWN_LUCKY;
		a->cards[a->ncards++] = bt->mv[j].card;
		a->path[a->npath++] = x;
	}
	return cost < 3;
}

/* greedy: into a room with another living player, by the free step or
 * one card. */
static bool
escape_approach(struct bot *bt, const struct state *st, int p,
    struct bot_action *a)
{
	struct way w[MAXWAYS];
	uint64_t rooms = 0, m;
	int pos = st->p[p].room, i, n, b, t, bestt = NOWHERE;
	struct way bw;

	for (i = 0; i < st->nplayers; i++)
		if (i != p && !st->p[i].dead && st->p[i].room != pos)
			rooms |= BIT(st->p[i].room);
	for (m = rooms; m != 0; m &= m - 1) {
		t = lowbit(m);
		n = ways(bt, pos, t, (1U << bt->nmv) - 1, st->free_steps > 0,
		    true, w);
		if ((b = best_way(w, n, 0, false)) < 0 || w[b].cost > 1)
			continue;
		if (bestt == NOWHERE || way_better(&w[b], &bw)) {
			bw = w[b];
			bestt = t;
		}
	}
	if (bestt == NOWHERE)
		return false;
	way_action(bt, p, p, pos, bestt, &bw, a);
	return true;
}

/* random: one card played for itself or for Doctor Lucky. */
static bool
escape_random_card(struct bot *bt, struct state *st, int p,
    struct bot_action *a)
{
	const struct mover *m = &bt->mv[rng_below(&bt->rng,
	    (uint32_t)bt->nmv)];
	int pawn = rng_below(&bt->rng, 2) ? PAWN_LUCKY : p, victim;
	bool jump = m->steps == 0 || (m->room != NOWHERE &&
	    rng_below(&bt->rng, 2));

	action_init(a, BOT_MOVE, p);
	a->pawn = pawn;
	a->cards[a->ncards++] = m->card;
	if (jump) {
		if (m->room == *pawn_space(st, pawn) ||
		    !(bt->open & BIT(m->room)))
			return false;
		a->path[a->npath++] = m->room;
	} else if (pawn == PAWN_LUCKY)
		a->npath = escape_route(bt, st, m->steps, a->path, &victim);
	else
		a->npath = random_walk(bt, st->p[p].room, m->steps, a->path);
	return a->npath > 0;
}

/*
 * A turn of the escape game (RULES A.14): no draw, no pets.  greedy
 * attacks a player in its room, the one with the fewest cards; else
 * sends Doctor Lucky into another player's room; else goes to one
 * itself; else ends its turn.  random: uniform among ending the turn,
 * an attack, the free step for itself or Lucky, and a card for either.
 */
static void
escape_turn(struct bot *bt, struct state *st, int p, int strategy,
    struct bot_action *a)
{
	struct bot_action opt[5];
	int t[LUCKY_MAXPLAYERS], nt, n = 0, i, pick, pos = st->p[p].room;

	action_init(a, BOT_END, p);
	if (st->phase == PHASE_END)
		return;
	scan_hand(bt, st, p);
	nt = escape_targets(st, p, t);
	if (strategy == BOT_GREEDY) {
		if (nt > 0) {
			for (pick = 0, i = 1; i < nt; i++)
				if (st->p[t[i]].nhand < st->p[t[pick]].nhand)
					pick = i;
			escape_attack(bt, st, p, t[pick], strategy, a);
		} else if (!escape_send_lucky(bt, st, p, a))
			(void)escape_approach(bt, st, p, a);
		return;
	}
	action_init(&opt[n++], BOT_END, p);
	if (nt > 0)
		escape_attack(bt, st, p, t[rng_below(&bt->rng, (uint32_t)nt)],
		    strategy, &opt[n++]);
	if (st->free_steps > 0 && bt->adj[pos] != 0) {
		action_init(&opt[n], BOT_MOVE, p);
		opt[n].npath = random_walk(bt, pos, 1, opt[n].path);
		n++;
	}
	if (st->free_steps > 0) {
		action_init(&opt[n], BOT_MOVE, p);
		opt[n].pawn = PAWN_LUCKY;
		opt[n].path[opt[n].npath++] = bt->next[st->lucky];
		n++;
	}
	if (bt->nmv > 0 && escape_random_card(bt, st, p, &opt[n]))
		n++;
	*a = opt[rng_below(&bt->rng, (uint32_t)n)];
}

int
bot_choose(struct bot *bt, struct state *st, int strategy,
    struct bot_action *a)
{
	int p;

	if (st->phase == PHASE_OVER)
		return -1;
	bot_board(bt, st);
	p = turn_whose(st);
	/* RULES A.11: the engine plays the strangers */
	if (st->p[p].stranger)
		return -1;
	action_init(a, BOT_END, p);
	switch (st->phase) {
	case PHASE_ANSWER:
		answer(bt, st, p, strategy, a);
		break;
	case PHASE_TAKE:
		take(bt, st, p, strategy, a);
		break;
	default:
		/* RULES A.14: the players attack each other */
		if (st->rules->attacks_players)
			escape_turn(bt, st, p, strategy, a);
		else if (strategy == BOT_GREEDY)
			greedy_turn(bt, st, p, a);
		else
			random_turn(bt, st, p, a);
		break;
	}
	return 0;
}

void
bot_fallback(const struct state *st, struct bot_action *a)
{
	const struct player *pl;
	const char *why;
	int p = turn_whose(st), i;

	switch (st->phase) {
	case PHASE_ANSWER:
		if (HOOKS(st)->answer_refusal(st, p, st->att.total) == NULL) {
			action_init(a, BOT_PASS, p);
			return;
		}
		action_init(a, BOT_FOIL, p);
		pl = &st->p[p];
		for (i = 0; i < pl->nhand; i++)
			if (pl->hand[i] >= 0 &&
			    HOOKS(st)->foil_points(st, pl->hand[i], &why) > 0)
				a->cards[a->ncards++] = pl->hand[i];
		return;
	case PHASE_TAKE:
		action_init(a, BOT_TAKE, p);
		return;
	default:
		action_init(a, BOT_END, p);
		return;
	}
}

int
bot_apply(struct state *st, const struct bot_action *a, struct lerr *e)
{
	switch (a->verb) {
	case BOT_MOVE:
		return turn_move(st, a->player, a->cards, a->ncards, a->pawn,
		    a->path, a->npath, e);
	case BOT_ATTEMPT:
		if (a->target != NOBODY)
			return turn_attack(st, a->player, a->target, a->cards,
			    a->ncards, e);
		return turn_attempt(st, a->player, a->on_dog, a->cards,
		    a->ncards, e);
	case BOT_FOIL:
		return turn_foil(st, a->player, a->cards, a->ncards, e);
	case BOT_PASS:
		return turn_pass(st, a->player, e);
	case BOT_END:
		return turn_end(st, a->player, a->draw, a->dogstep, e);
	case BOT_TAKE:
		return turn_take(st, a->player, a->cards, a->ncards, e);
	}
	return ACT_BAD;
}

static const char *
pawn_word(const struct state *st, int pawn)
{
	return pawn == PAWN_DOG ? "dog" : pawn == PAWN_CAT ? "cat" :
	    st->p[pawn].name;
}

int
bot_words(const struct state *st, const struct bot_action *a, char **w,
    int max)
{
	static const char *verbs[] = { "move", "attempt", "foil", "pass",
	    "end", "take" };
	int n = 0, i;

	if (max < 6 + 2 * a->ncards + a->npath)
		return -1;
	w[n++] = (char *)verbs[a->verb];
	w[n++] = (char *)st->p[a->player].name;
	if (a->verb == BOT_MOVE && a->pawn == PAWN_LUCKY)
		w[n++] = "-d";
	else if (a->verb == BOT_MOVE && a->pawn != a->player) {
		w[n++] = "-m";
		w[n++] = (char *)pawn_word(st, a->pawn);
	}
	if (a->verb == BOT_ATTEMPT && (a->on_dog || a->target != NOBODY)) {
		w[n++] = "-t";
		w[n++] = a->on_dog ? "dog" : (char *)st->p[a->target].name;
	}
	for (i = 0; i < a->ncards; i++) {
		if (a->verb == BOT_MOVE)
			w[n++] = "-c";
		w[n++] = (char *)st->deck->c[a->cards[i]].id;
	}
	for (i = 0; i < a->npath; i++)
		w[n++] = (char *)st->board->sp[a->path[i]].id;
	if (a->verb == BOT_END && a->draw)
		w[n++] = "draw";
	if (a->verb == BOT_END && a->dogstep != NOWHERE) {
		w[n++] = "dog";
		w[n++] = (char *)st->board->sp[a->dogstep].id;
	}
	return n;
}

static void
add(char *buf, size_t size, const char *w1, const char *w2)
{
	strlcat(buf, " ", size);
	strlcat(buf, w1, size);
	if (w2 != NULL) {
		strlcat(buf, " ", size);
		strlcat(buf, w2, size);
	}
}

void
bot_command(const struct state *st, const struct bot_action *a, bool force,
    char *buf, size_t size)
{
	static const char *progs[] = { "lucky-move", "lucky-attempt",
	    "lucky-attempt", "lucky-attempt", "lucky-end", "lucky-take" };
	const char *opt = a->verb == BOT_MOVE ? "-c" :
	    a->verb == BOT_ATTEMPT ? "-w" : NULL;
	int i;

	strlcpy(buf, progs[a->verb], size);
	if (force)
		add(buf, size, "-F", NULL);
	add(buf, size, "-p", st->p[a->player].name);
	if (a->verb == BOT_MOVE && a->pawn == PAWN_LUCKY)
		add(buf, size, "-d", NULL);
	else if (a->verb == BOT_MOVE && a->pawn != a->player)
		add(buf, size, "-m", pawn_word(st, a->pawn));
	if (a->verb == BOT_ATTEMPT && a->on_dog)
		add(buf, size, "-t", "dog");
	else if (a->verb == BOT_ATTEMPT && a->target != NOBODY)
		add(buf, size, "-t", st->p[a->target].name);
	if (a->verb == BOT_FOIL)
		add(buf, size, "--foil", NULL);
	if (a->verb == BOT_PASS)
		add(buf, size, "--pass", NULL);
	if (a->verb == BOT_END && a->draw)
		add(buf, size, "-d", NULL);
	if (a->verb == BOT_END && a->dogstep != NOWHERE)
		add(buf, size, "-g", st->board->sp[a->dogstep].id);
	for (i = 0; i < a->ncards; i++)
		if (opt != NULL)
			add(buf, size, opt, st->deck->c[a->cards[i]].id);
		else
			add(buf, size, st->deck->c[a->cards[i]].id, NULL);
	for (i = 0; i < a->npath; i++)
		add(buf, size, st->board->sp[a->path[i]].id, NULL);
}
