/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

#include <limits.h>
#include <string.h>

#include "botint.h"

/*
 * greedy: attempts when it can get alone with Doctor Lucky unseen this
 * turn, moving him or a pet with cards if that helps, with its best
 * weapon (RULES C.6) or enough weapons (A.6); otherwise ends its turn
 * where Lucky goes next, so that the turn comes back to it with him
 * (C.10, A.10), or draws, near his route.  It keeps failure cards to
 * foil, foiling only when the players after it are unlikely to, and
 * takes the dog's tokens for cards it needs least (P.4).
 */

/* Greedy's weights: a point of attempt value against cards spent. */
#define W_VALUE		4
#define W_RIDE_SAFE	60	/* Lucky comes to us and nobody sees */
#define W_RIDE		25	/* Lucky comes to us, but we are seen */
#define W_DRAW		20
#define W_NEAR		4	/* a step away from his route */
#define W_CARD		12	/* a card played to get somewhere */

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
	ok = HOOKS(st)->draw_refusal(st, p, NULL) == 0;
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

/* The attempt's value with p and Lucky put in r. */
static int
value_in(struct state *st, int p, int r, int cap, int *w, int *nw)
{
	int room = st->p[p].room, v;

	st->p[p].room = r;
	v = bot_choose_weapons(st, p, cap, w, nw);
	st->p[p].room = room;
	return v;
}

/* Returns the spaces Lucky may be in at an attempt this turn. */
static uint64_t
lucky_spaces(const struct bot *bt, const struct state *st, uint64_t others,
    int stepsum, bool lstep, bool ljump)
{
	int L = st->lucky, r, i;
	uint64_t cand, m;

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
	return cand & ~others;
}

/*
 * Finds the cheapest ways for Lucky and the player both to reach r,
 * their cards not overlapping, into pl; false if there are none.
 */
static bool
meet_in(struct bot *bt, struct state *st, int p, int r, bool lstep,
    bool ljump, struct plan *pl)
{
	struct way lw[MAXWAYS], mw[MAXWAYS];
	uint32_t all = (1U << bt->nmv) - 1;
	int L = st->lucky, nl, nm, i, j;
	bool usefree = st->free_steps > 0;

	nm = bot_ways(bt, st->p[p].room, r, all, usefree, true, mw);
	if (nm == 0)
		return false;
	if (r == L) {
		nl = 1;
		memset(&lw[0], 0, sizeof(lw[0]));
		lw[0].jump = -1;
	} else
		nl = bot_ways(bt, L, r, lstep ? all : 0, false, ljump, lw);
	memset(pl, 0, sizeof(*pl));
	pl->score = INT_MIN;
	for (i = 0; i < nl; i++) {
		if ((j = bot_best_way(mw, nm, lw[i].mask, false)) < 0)
			continue;
		if (pl->score == INT_MIN || lw[i].cost + mw[j].cost <
		    pl->pawn_way.cost + pl->me.cost) {
			pl->score = 0;
			pl->pawn_way = lw[i];
			pl->me = mw[j];
		}
	}
	return pl->score != INT_MIN;
}

/*
 * Plans the attempts in Lucky's room after pet moved by steps from
 * "from" to y, the player's ways there in mw; keeps the best in best.
 */
static bool
pet_plans(struct bot *bt, struct state *st, int p, int pet, int from, int y,
    const struct way *mw, int nm, int *cap, struct plan *best)
{
	struct way pw[MAXWAYS];
	struct plan pl;
	uint32_t all = (1U << bt->nmv) - 1;
	int L = st->lucky, np, i, j;
	bool usefree = st->free_steps > 0, found = false;

	np = bot_ways(bt, from, y, all, usefree, false, pw);
	for (i = 0; i < np; i++) {
		if ((j = bot_best_way(mw, nm, pw[i].mask, pw[i].free)) < 0)
			continue;
		if (*cap < 0)
			*cap = bot_foil_capacity(st, p, p + 1, p);
		memset(&pl, 0, sizeof(pl));
		pl.pawn = pet;
		pl.pawn_from = from;
		pl.pawn_to = y;
		pl.pawn_way = pw[i];
		pl.me = mw[j];
		pl.to = L;
		pl.attack = true;
		pl.score = W_VALUE * value_in(st, p, L, *cap, pl.weapons,
		    &pl.nweapons) - pw[i].cost - mw[j].cost;
		if (pl.score > best->score) {
			*best = pl;
			found = true;
		}
	}
	return found;
}

/*
 * RULES A.11, A.12: a pawn moved first by steps, for an attempt in
 * Lucky's room: the cat into a watcher's room (those in it see
 * nothing outside it; outside, people see into the cat's room),
 * the dog or a stranger out of sight.  The engine's test decides.
 * Plans the best such attempt into best; false if there is none.
 */
static bool
pawn_first_attack(struct bot *bt, struct state *st, int p, uint64_t others,
    int stepsum, int *cap, struct plan *best)
{
	struct way mw[MAXWAYS];
	uint32_t all = (1U << bt->nmv) - 1;
	int L = st->lucky, nm, i, k, y, mine, pet, npawns;
	int pawns[LUCKY_MAXPLAYERS + 2];
	bool usefree = st->free_steps > 0, found = false;
	uint64_t m;

	if ((nm = bot_ways(bt, st->p[p].room, L, all, usefree, true,
	    mw)) == 0)
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
		    HOOKS(st)->move_refusal(st, p, pet, false, NULL) != 0)
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
			if (pet_plans(bt, st, p, pet, from, y, mw, nm, cap,
			    best))
				found = true;
		}
	}
	return found;
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
	struct plan pl;
	int L = st->lucky, r, i, cap = -1, stepsum = 0;
	bool lstep, ljump, found = false;
	uint64_t cand;

	for (i = 0; i < bt->nmv; i++)
		stepsum += bt->mv[i].steps;
	lstep = HOOKS(st)->move_refusal(st, p, PAWN_LUCKY, false, NULL) == 0;
	ljump = HOOKS(st)->move_refusal(st, p, PAWN_LUCKY, true, NULL) == 0;
	best->score = INT_MIN;
	cand = lucky_spaces(bt, st, others, stepsum, lstep, ljump);
	for (; cand != 0; cand &= cand - 1) {
		r = lowbit(cand);
		if (!meet_in(bt, st, p, r, lstep, ljump, &pl) ||
		    !attack_ok(st, p, r, others))
			continue;
		if (cap < 0)
			cap = bot_foil_capacity(st, p, p + 1, p);
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
	return pawn_first_attack(bt, st, p, others, stepsum, &cap, best);
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
 * Picks the best of n spots into best, asking the engine about the draw
 * only for the spots that could still win with it, best first.
 */
static void
best_spot(struct state *st, int p, struct spot *sp, int n,
    struct plan *best)
{
	int i, k;

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
	    (k = bot_ways(bt, pos, t, all, usefree, true, mw)) > 0 &&
	    (j = bot_best_way(mw, k, 0, false)) >= 0 && mw[j].cost <= 2) {
		pl.to = t;
		pl.me = mw[j];
		spot_add(bt, st, p, others, &pl, sp, &n, route);
	}
	/* cards that put Lucky just before the player's room */
	lstep = HOOKS(st)->move_refusal(st, p, PAWN_LUCKY, false, NULL) == 0;
	ljump = HOOKS(st)->move_refusal(st, p, PAWN_LUCKY, true, NULL) == 0;
	nb = n;
	if ((lstep || ljump) && bt->nmv > 0)
		for (i = 0; i < nb; i++) {
			if (sp[i].extra > 0)
				continue;
			for (m = bt->open; m != 0; m &= m - 1) {
				y = lowbit(m);
				if (y == L || bt->next[y] != sp[i].to)
					continue;
				k = bot_ways(bt, L, y, lstep ? all : 0, false,
				    ljump, lw);
				if ((j = bot_best_way(lw, k, 0, false)) < 0 ||
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
	best_spot(st, p, sp, n, best);
}

/* The first action of a plan. */
static void
plan_action(struct bot *bt, struct state *st, int p, const struct plan *pl,
    struct action *a)
{
	int pos = st->p[p].room;

	if (pl->pawn != NOBODY && pl->pawn_from != pl->pawn_to)
		bot_way_action(bt, p, pl->pawn, pl->pawn_from, pl->pawn_to,
		    &pl->pawn_way, a);
	else if (pl->to != pos)
		bot_way_action(bt, p, p, pos, pl->to, &pl->me, a);
	else if (pl->attack) {
		action_init(a, VERB_ATTEMPT, p);
		memcpy(a->cards, pl->weapons, (size_t)pl->nweapons *
		    sizeof(a->cards[0]));
		a->ncards = pl->nweapons;
	} else
		bot_end_action(st, p, NOWHERE, a);
}

void
bot_greedy_turn(struct bot *bt, struct state *st, int p, struct action *a)
{
	struct plan pl;
	uint64_t others;
	char why[2];
	int pos = st->p[p].room;

	if (st->phase == PHASE_END) {
		bot_end_action(st, p, NOWHERE, a);
		return;
	}
	bot_scan_hand(bt, st, p);
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
		action_init(a, VERB_ATTEMPT, p);
		a->target = PAWN_DOG;
		return;
	}
	greedy_position(bt, st, p, others, &pl);
	plan_action(bt, st, p, &pl, a);
}

/*
 * An answer that could foil: greedy foils when it is the last to answer,
 * or when the players after it are unlikely to hold enough; it lets an
 * attempt on the dog through.
 */
bool
bot_greedy_foils(struct bot *bt, const struct state *st, int p, int need)
{
	int last = (p + 1) % st->nplayers == st->att.attacker, cap;

	(void)bt;
	if (st->att.on_dog)
		return false;
	cap = last ? 0 : bot_foil_capacity(st, p, p + 1, st->att.attacker);
	return cap < need + need / 2 + 1;
}

/*
 * RULES P.4 New Tricks: greedy gives the move and room cards it needs
 * least, keeping four cards, never a failure card or a weapon.
 */
void
bot_greedy_take(struct bot *bt, const struct state *st, int p,
    struct action *a)
{
	const struct player *pl = &st->p[p];
	int c[LUCKY_MAXCARDS], w[LUCKY_MAXCARDS], n = 0, i, j, t, k;

	(void)bt;
	action_init(a, VERB_TAKE, p);
	for (i = 0; i < pl->nhand; i++) {
		if (pl->hand[i] < 0 ||
		    (st->deck->c[pl->hand[i]].kind != CARD_MOVE &&
		    st->deck->c[pl->hand[i]].kind != CARD_ROOM))
			continue;
		c[n] = pl->hand[i];
		w[n] = bot_card_worth(st, c[n]);
		n++;
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
