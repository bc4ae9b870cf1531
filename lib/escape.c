/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

#include <string.h>

#include "engine.h"
#include "rulesets.h"

/*
 * RULES A.14, Escape from Lucky Mansion: the anniversary game after the
 * murder, the rule set "escape" of the table (rules.c).  Doctor Lucky
 * hunts the players; they move him, attack each other, and the last one
 * alive wins.  The turn engine (turn.c) asks these hooks where the
 * escape game differs; the rest is the anniversary rules'.
 */

/* Doctor Lucky's strength stays readable, as a stranger's does. */
#define LUCKY_MAXSTRENGTH	500
/* RULES A.14: six cards each, whatever the number of players */
#define ESCAPE_HAND		6

/* The players still alive. */
static int
alive(const struct state *st)
{
	int i, n = 0;

	for (i = 0; i < st->nplayers; i++)
		if (!st->p[i].dead && !st->p[i].stranger)
			n++;
	return n;
}

/*
 * RULES A.14: the winner of the main game starts.  Decision: when a
 * stranger won (A.11), the first player on its left starts, since the
 * strangers take no part in the escape.
 */
static int
escape_starter(const struct state *st)
{
	int n = st->nplayers, i, q;

	if (st->winner == NOBODY)
		return NOBODY;
	for (i = 0; i < n; i++) {
		q = (st->winner + i) % n;
		if (!st->p[q].stranger)
			return q;
	}
	return NOBODY;
}

/* The top card of the deck into a hand or pile; the lights (A.9). */
static void
take_top(struct state *st, int *to, int *n)
{
	draw_top(st, to, n);
	anniversary_drew(st);
}

/* RULES A.14: every turn starts with a card, while the deck has one. */
static void
draw(struct state *st)
{
	struct player *p = &st->p[st->current];

	if (st->ndraw > 0)
		take_top(st, p->hand, &p->nhand);
}

/*
 * RULES A.14: Decision: the strangers (A.11) take no part in the escape
 * game; their seats go, the players keep their order.
 */
static void
remove_strangers(struct state *st)
{
	int i, n = 0;

	for (i = 0; i < st->nplayers; i++)
		if (!st->p[i].stranger)
			st->p[n++] = st->p[i];
	st->nplayers = n;
}

/*
 * RULES A.14: everyone keeps their place; locked rooms stay locked,
 * the cards on them staying as the locks' markers (the board is set for
 * the number of players); the motives stay under their characters and
 * keep counting, so each player starts at base strength 1 + motives
 * (A.4); "all cards" are the rest: the deck, the discard pile, the
 * removed pile and every hand are shuffled into one deck, six dealt to
 * each player; the starter begins with the turn's draw.  Decisions: the
 * strangers (A.11) leave with their seats, so their motives go into the
 * shuffle with the rest and their strength lines lapse; the pets stay
 * where they are and take no part.  The random numbers: one shuffle of
 * the cards in deck order, then the deal.
 */
static int
escape_begin(struct state *st, int starter, struct lerr *e)
{
	bool kept[LUCKY_MAXCARDS] = { false };
	char name[LUCKY_MAXIDLEN + 1];
	int i, j;

	(void)e;
	strlcpy(name, st->p[starter].name, sizeof(name));
	remove_strangers(st);
	for (i = 0; i < st->board->nspaces; i++)
		if (st->locked[i] != NOCARD)
			kept[st->locked[i]] = true;
	for (i = 0; i < st->nplayers; i++)
		for (j = 0; j < st->p[i].nmotives; j++)
			kept[st->p[i].motives[j]] = true;
	st->ndraw = st->ndiscard = st->nremoved = 0;
	for (i = 0; i < st->deck->ncards; i++)
		if (!kept[i])
			st->draw[st->ndraw++] = i;
	rng_shuffle(&st->rng, st->draw, st->ndraw);
	for (i = 0; i < st->nplayers; i++) {
		st->p[i].nhand = 0;
		st->p[i].strength = st->p[i].last_turn = 0;
		st->p[i].dead = false;
		if (strcmp(st->p[i].name, name) == 0)
			starter = i;
	}
	deal_hands(st, ESCAPE_HAND);
	st->lights_out = st->ndraw == 0;
	st->lucky_strength = 1;
	st->first = st->current = starter;
	st->turn = st->round = 1;
	st->phase = PHASE_MOVE;
	st->free_steps = 1;
	st->played = 0;
	st->winner = st->loser = NOBODY;
	st->attempt_pending = false;
	memset(&st->att, 0, sizeof(st->att));
	st->att.target = NOBODY;
	draw(st);
	return 0;
}

/* RULES A.14: the escape game from the anniversary game's setup (no
 * strangers), its first player starting. */
static int
escape_setup(struct state *st, struct lerr *e)
{
	if (anniversary_deal(st, false, e) == -1)
		return -1;
	return escape_begin(st, st->first, e);
}

/* RULES A.14: turns pass left, past the dead. */
static int
escape_next_player(const struct state *st)
{
	int n = st->nplayers, i, q;

	for (i = 1; i <= n; i++) {
		q = (st->current + i) % n;
		if (!st->p[q].dead)
			return q;
	}
	return st->current;
}

/* The clovers in a player's hand: what they can defend with. */
static int
clovers(const struct state *st, int p)
{
	int i, sum = 0;

	for (i = 0; i < st->p[p].nhand; i++)
		if (st->deck->c[st->p[p].hand[i]].clovers > 0)
			sum += st->deck->c[st->p[p].hand[i]].clovers;
	return sum;
}

/*
 * RULES A.14: whom Lucky attacks in a room: the one there who plays
 * next, counted from the current player's left, the current player
 * last.
 */
static int
escape_victim(const struct state *st, int room)
{
	int n = st->nplayers, i, q;

	for (i = 1; i <= n; i++) {
		q = (st->current + i) % n;
		if (!st->p[q].dead && st->p[q].room == room)
			return q;
	}
	return NOBODY;
}

/* RULES A.14: who p may attack: another living player in their room. */
static bool
escape_can_attack(const struct state *st, int p, int target, char *why,
    size_t size)
{
	char room[100];

	board_label(st->board, st->p[p].room, room, sizeof(room));
	if (target == PAWN_LUCKY)
		snprintf(why, size, "Doctor Lucky is already dead: in the "
		    "escape game you attack the other players (RULES A.14)");
	else if (target == PAWN_DOG || target == PAWN_CAT)
		snprintf(why, size, "the pets take no part in the escape game "
		    "(RULES A.14)");
	else if (target == p)
		snprintf(why, size, "%s cannot attack themselves",
		    st->p[p].name);
	else if (st->p[target].dead)
		snprintf(why, size, "%s is dead already (RULES A.14)",
		    st->p[target].name);
	else if (st->p[target].room != st->p[p].room)
		snprintf(why, size, "%s is not in %s with %s (RULES A.14)",
		    st->p[target].name, room, st->p[p].name);
	else
		return true;
	return false;
}

/*
 * RULES A.14: a killed player is out; their killer takes every card of
 * theirs that carries no clovers.  The rest, motives too, go to the
 * dead discard pile; whom Lucky kills, nobody inherits.
 */
static void
kill(struct state *st, int victim, int killer)
{
	struct player *v = &st->p[victim];
	int i, c;

	for (i = 0; i < v->nhand; i++) {
		c = v->hand[i];
		if (killer != NOBODY && st->deck->c[c].clovers <= 0)
			st->p[killer].hand[st->p[killer].nhand++] = c;
		else
			discard_card(st, c);
	}
	for (i = 0; i < v->nmotives; i++)
		discard_card(st, v->motives[i]);
	v->nhand = v->nmotives = 0;
	v->dead = true;
}

/*
 * RULES A.14: Lucky's strength grows by one after each failed attack,
 * marked, as in the main game, by the deck's top card put face down
 * under him (the "removed" pile; none when the deck is empty).
 */
static void
lucky_gains(struct state *st)
{
	if (st->lucky_strength >= LUCKY_MAXSTRENGTH)
		return;
	st->lucky_strength++;
	if (st->ndraw > 0)
		take_top(st, st->removed, &st->nremoved);
}

/* The next living player's turn, started by its draw (A.14). */
static void
pass_turn(struct state *st)
{
	st->p[st->current].last_turn = st->turn;
	turn_hand_over(st, escape_next_player(st));
	draw(st);
}

/* RULES A.14: the turn was handed over: its draw. */
static void
escape_turn_ended(struct state *st, int dogstep)
{
	(void)dogstep;
	draw(st);
}

/*
 * The attack in st->att killed its victim.  RULES A.14: after
 * attacking, a player may put one played weapon under their character
 * (a motive only adds strength, so the program always does: the first
 * weapon named, as in A.8), the others are discarded; Lucky's attack
 * ends the mover's turn only when it kills the mover.
 */
static void
killed(struct state *st)
{
	struct attempt *a = &st->att;
	bool by_lucky = a->attacker == PAWN_LUCKY;
	int i;

	for (i = 0; i < a->nweapons; i++)
		if (i == 0 && !by_lucky)
			st->p[a->attacker].motives[st->p[a->attacker]
			    .nmotives++] = a->weapons[0];
		else
			discard_card(st, a->weapons[i]);
	a->nweapons = 0;
	st->attempt_pending = false;
	kill(st, a->target, by_lucky ? NOBODY : a->attacker);
	if (alive(st) == 1) {
		for (i = 0; st->p[i].dead; i++)
			;
		st->winner = i;
		st->phase = PHASE_OVER;
	} else if (!by_lucky)
		st->phase = PHASE_END;
	else if (st->p[st->current].dead)
		pass_turn(st);
	else
		st->phase = PHASE_MOVE;
}

/*
 * The attack was defended: Lucky grows stronger, or the attacker keeps
 * the first weapon as a motive (A.8); the engine discards the others
 * and goes on with the turn.
 */
static void
escape_foiled(struct state *st)
{
	if (st->att.attacker == PAWN_LUCKY)
		lucky_gains(st);
	else
		anniversary_foiled(st);
}

/* An attack begins: a victim whose clovers cannot reach it dies at once;
 * any other defends (lucky-attempt --foil). */
static void
escape_attack_starts(struct state *st)
{
	if (clovers(st, st->att.target) < st->att.value) {
		killed(st);
		return;
	}
	st->att.answerer = st->att.target;
	st->att.total = 0;
	st->attempt_pending = true;
	st->phase = PHASE_ANSWER;
}

/* RULES A.14: the victim defends alone, with enough clovers, or not at
 * all (then the attack started with its death). */
static int
escape_answer_refusal(const struct state *st, int p, int total,
    struct lerr *e)
{
	if (total >= st->att.value)
		return 0;
	if (total == st->att.total)
		return lerr_msg(e, NULL, 0, MSG_DEFEND_WITH_FOIL,
		    st->p[p].name, st->att.value);
	return lerr_msg(e, NULL, 0, MSG_DEFEND_SHORT, total,
	    total == 1 ? "" : "s", total == 1 ? "es" : "", st->att.value,
	    st->p[p].name);
}

/* RULES A.14: the turn's draw opens it; there is no other. */
static int
escape_draw_refusal(const struct state *st, int p, struct lerr *e)
{
	(void)st;
	(void)p;
	return lerr_msg(e, NULL, 0, MSG_ESCAPE_NO_DRAW);
}

/* RULES A.14: yourself or Lucky, by steps or by a card's room. */
static int
escape_move_refusal(const struct state *st, int p, int pawn, bool jump,
    struct lerr *e)
{
	(void)st;
	(void)jump;
	if (pawn == PAWN_LUCKY || pawn == p)
		return 0;
	if (pawn == PAWN_DOG || pawn == PAWN_CAT)
		return lerr_msg(e, NULL, 0, MSG_ESCAPE_NO_PETS);
	return lerr_msg(e, NULL, 0, MSG_ESCAPE_MOVE_OTHER);
}

/* RULES A.14: the pets take no part: the dog does not move either. */
static int
escape_dog_step_refusal(const struct state *st, int lucky, int step,
    struct lerr *e)
{
	(void)st;
	(void)lucky;
	if (step == NOWHERE)
		return 0;
	return lerr_msg(e, NULL, 0, MSG_ESCAPE_DOG_STAYS);
}

/* RULES A.14: the anniversary rules (its base) but where the escape
 * game differs */
const struct rulehooks escape_hooks = {
	.setup = escape_setup,
	.draw_refusal = escape_draw_refusal,
	.foiled = escape_foiled,
	.answer_refusal = escape_answer_refusal,
	.turn_ended = escape_turn_ended,
	.move_refusal = escape_move_refusal,
	.dog_step_refusal = escape_dog_step_refusal,
	.next_player = escape_next_player,
	.can_attack = escape_can_attack,
	.attack_starts = escape_attack_starts,
	.lucky_victim = escape_victim,
	.starter = escape_starter,
	.begin = escape_begin,
};
