/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

#include <string.h>

#include "botint.h"

/*
 * The bots in the escape game (RULES A.14, a rule set whose players
 * attack each other), greedy or random.
 */

/* Whom Lucky attacks in room r (the rule set's hook), or NOBODY. */
static int
lucky_victim(const struct state *st, int r)
{
	return HOOKS(st)->lucky_victim != NULL ?
	    HOOKS(st)->lucky_victim(st, r) : NOBODY;
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
    int strategy, struct action *a)
{
	const struct player *pl = &st->p[p];
	int i;

	action_init(a, VERB_ATTEMPT, p);
	a->target = target;
	if (strategy == BOT_GREEDY) {
		(void)bot_choose_weapons(st, p, bot_foil_capacity(st, p, target,
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
	while (n < max && n < ACTION_MAXPATH) {
		r = path[n++] = bt->next[r];
		if ((*victim = lucky_victim(st, r)) != NOBODY)
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
    struct action *a)
{
	struct way w[MAXWAYS];
	int path[ACTION_MAXPATH], n, k, j, x, victim, best = -1, cost = 3;

	k = escape_route(bt, st, MAXSTEPCARDS * 3, path, &victim);
	if (victim != NOBODY && victim != p) {
		n = bot_step_ways(bt, k, bt->stepmask, st->free_steps > 0, -1, w,
		    0);
		if ((best = bot_best_way(w, n, 0, false)) >= 0 &&
		    w[best].cost < cost) {
			cost = w[best].cost;
			action_init(a, VERB_MOVE, p);
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
		    (victim = lucky_victim(st, x)) == NOBODY ||
		    victim == p)
			continue;
		cost = 1;
		action_init(a, VERB_MOVE, p);
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
    struct action *a)
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
		n = bot_ways(bt, pos, t, (1U << bt->nmv) - 1, st->free_steps > 0,
		    true, w);
		if ((b = bot_best_way(w, n, 0, false)) < 0 || w[b].cost > 1)
			continue;
		if (bestt == NOWHERE || bot_way_better(&w[b], &bw)) {
			bw = w[b];
			bestt = t;
		}
	}
	if (bestt == NOWHERE)
		return false;
	bot_way_action(bt, p, p, pos, bestt, &bw, a);
	return true;
}

/* random: one card played for itself or for Doctor Lucky. */
static bool
escape_random_card(struct bot *bt, struct state *st, int p,
    struct action *a)
{
	const struct mover *m = &bt->mv[rng_below(&bt->rng,
	    (uint32_t)bt->nmv)];
	int pawn = rng_below(&bt->rng, 2) ? PAWN_LUCKY : p, victim;
	bool jump = m->steps == 0 || (m->room != NOWHERE &&
	    rng_below(&bt->rng, 2));

	action_init(a, VERB_MOVE, p);
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
		a->npath = bot_random_walk(bt, st->p[p].room, m->steps, a->path);
	return a->npath > 0;
}

/*
 * A turn of the escape game (RULES A.14): no draw, no pets.  greedy
 * attacks a player in its room, the one with the fewest cards; else
 * sends Doctor Lucky into another player's room; else goes to one
 * itself; else ends its turn.  random: uniform among ending the turn,
 * an attack, the free step for itself or Lucky, and a card for either.
 */
void
bot_escape_turn(struct bot *bt, struct state *st, int p, int strategy,
    struct action *a)
{
	struct action opt[5];
	int t[LUCKY_MAXPLAYERS], nt, n = 0, i, pick, pos = st->p[p].room;

	action_init(a, VERB_END, p);
	if (st->phase == PHASE_END)
		return;
	bot_scan_hand(bt, st, p);
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
	action_init(&opt[n++], VERB_END, p);
	if (nt > 0)
		escape_attack(bt, st, p, t[rng_below(&bt->rng, (uint32_t)nt)],
		    strategy, &opt[n++]);
	if (st->free_steps > 0 && bt->adj[pos] != 0) {
		action_init(&opt[n], VERB_MOVE, p);
		opt[n].npath = bot_random_walk(bt, pos, 1, opt[n].path);
		n++;
	}
	if (st->free_steps > 0) {
		action_init(&opt[n], VERB_MOVE, p);
		opt[n].pawn = PAWN_LUCKY;
		opt[n].path[opt[n].npath++] = bt->next[st->lucky];
		n++;
	}
	if (bt->nmv > 0 && escape_random_card(bt, st, p, &opt[n]))
		n++;
	*a = opt[rng_below(&bt->rng, (uint32_t)n)];
}
