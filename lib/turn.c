/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

#include <stdarg.h>
#include <string.h>

#include "engine.h"

/*
 * The turn engine: moving, attempts, answers and the end of a turn.
 * Where the rule sets differ it asks the rule set's hooks (rules.c).
 * A refused action returns ACT_REFUSED with the reason and leaves the
 * state as it was: every check comes before the first change.
 */

/* The rules refuse: the reason in e, ACT_REFUSED. */
#define refuse(e, ...)	(lerr_msg((e), NULL, 0, __VA_ARGS__), ACT_REFUSED)

static const char *
room_name(const struct state *st, int s)
{
	return board_space_label(st->board, s);
}

static int
hand_index(const struct player *p, int card)
{
	int i;

	for (i = 0; i < p->nhand; i++)
		if (p->hand[i] == card)
			return i;
	return -1;
}

static void
hand_remove(struct player *p, int card)
{
	int i = hand_index(p, card);

	if (i < 0)
		return;
	memmove(p->hand + i, p->hand + i + 1,
	    (size_t)(p->nhand - i - 1) * sizeof(p->hand[0]));
	p->nhand--;
}

/*
 * Common refusals: the game is over, an answer is due, not your turn;
 * worded as the rule set words its attempts and its wins.
 */
static int
check_actor(const struct state *st, int p, enum phase want, struct lerr *e)
{
	const struct rules_words *w = &st->rules->words;

	if (st->phase == PHASE_OVER)
		return refuse(e, MSG_GAME_OVER_BY,
		    st->p[st->winner].name, w->won);
	if (st->phase == PHASE_ANSWER && want != PHASE_ANSWER)
		return refuse(e, MSG_WAITS_FOR_ANSWER,
		    pawn_name(st, st->att.attacker), w->attempt1,
		    st->p[st->att.answerer].name, w->answer_rule);
	if (st->phase == PHASE_TAKE && want != PHASE_TAKE)
		return refuse(e, MSG_TOKENS_WAIT, st->p[st->taker].name);
	if (want == PHASE_ANSWER && st->phase != PHASE_ANSWER)
		return refuse(e, MSG_NO_ATTEMPT_WAITS, w->attempt);
	if (want == PHASE_TAKE && st->phase != PHASE_TAKE)
		return refuse(e, MSG_NO_TOKENS_WAIT);
	if (p != turn_whose(st))
		return refuse(e, MSG_NOT_YOUR_TURN, st->p[turn_whose(st)].name,
		    want == PHASE_ANSWER ? "answer" : want == PHASE_TAKE ?
		    "choice" : "turn", st->p[p].name);
	if (want == PHASE_MOVE && st->phase == PHASE_END)
		return refuse(e, MSG_TURN_MUST_END, st->p[p].name,
		    w->an_attempt, w->made_rule);
	return ACT_OK;
}

static int
check_cards(const struct state *st, int p, const int *cards, int n,
    struct lerr *e)
{
	int i, j;

	for (i = 0; i < n; i++) {
		if (hand_index(&st->p[p], cards[i]) < 0)
			/* a view that hides the hand cannot say */
			return refuse(e, hand_index(&st->p[p], HIDDEN) >= 0 ?
			    MSG_CARD_HAND_HIDDEN : MSG_CARD_NOT_IN_HAND,
			    st->deck->c[cards[i]].id,
			    st->deck->c[cards[i]].name, st->p[p].name);
		for (j = 0; j < i; j++)
			if (cards[j] == cards[i])
				return refuse(e, MSG_CARD_GIVEN_TWICE,
				    st->deck->c[cards[i]].id);
	}
	return ACT_OK;
}

/*
 * One step for the pawn: to an adjacent space; RULES A.14: Lucky's,
 * when he hunts, to the next room along his number route.
 */
static bool
one_step(const struct state *st, int pawn, int from, int to)
{
	if (pawn == PAWN_LUCKY && rules_has(st->rules, RULE_LUCKY_HUNTS))
		return to == lucky_next_room(st, from);
	return board_adjacent(st->board, from, to);
}

/* Whom Lucky attacks in a room (RULES A.14), or NOBODY. */
static int
lucky_victim(const struct state *st, int room)
{
	if (HOOKS(st)->lucky_victim == NULL)
		return NOBODY;
	return HOOKS(st)->lucky_victim(st, room);
}

static void	attack_starts(struct state *);

/* RULES A.14: Lucky came into a room; he attacks whom he meets there. */
static void
lucky_attacks(struct state *st)
{
	int v = lucky_victim(st, st->lucky);

	if (v == NOBODY)
		return;
	memset(&st->att, 0, sizeof(st->att));
	st->att.attacker = PAWN_LUCKY;
	st->att.target = v;
	st->att.value = st->lucky_strength;
	attack_starts(st);
}

/* A move's path walked: the cards that jumped, the steps, where it ends. */
struct path_walk {
	bool	jumped[LUCKY_MAXCARDS];
	bool	any_jump;
	int	steps;
	int	pos;
};

/* Refuses a card that neither moves nor names a room (RULES C.5). */
static int
check_move_cards(const struct state *st, const int *cards, int ncards,
    struct lerr *e)
{
	int i;

	for (i = 0; i < ncards; i++) {
		const struct card *c = &st->deck->c[cards[i]];

		if (c->kind != CARD_MOVE && c->kind != CARD_ROOM)
			return refuse(e, MSG_CARD_DOES_NOT_MOVE, c->id,
			    c->name, card_kind_name(c->kind));
	}
	return ACT_OK;
}

/*
 * Walks a move's path from the pawn's space a room at a time (RULES
 * C.1, A.2, A.14): each room a jump by a card not yet used or one step.
 */
static int
walk_path(const struct state *st, int pawn, int from, const int *cards,
    int ncards, const int *path, int npath, struct path_walk *w,
    struct lerr *e)
{
	const struct deck *d = st->deck;
	bool hunts = pawn == PAWN_LUCKY &&
	    rules_has(st->rules, RULE_LUCKY_HUNTS);
	int i, j, pos;

	memset(w, 0, sizeof(*w));
	pos = w->pos = from;
	for (i = 0; i < npath; i++) {
		int to = path[i];

		if (to == pos)
			return refuse(e, MSG_ALREADY_IN,
			    pawn_name(st, pawn), room_name(st, to));
		if (st->locked[to] != NOCARD)
			return refuse(e, MSG_ROOM_LOCKED, room_name(st, to));
		for (j = 0; j < ncards; j++)
			if (d->c[cards[j]].room == to && !w->jumped[j] &&
			    (d->c[cards[j]].kind == CARD_ROOM ||
			    !one_step(st, pawn, pos, to)))
				break;
		if (j < ncards)
			w->jumped[j] = w->any_jump = true;
		else if (one_step(st, pawn, pos, to))
			w->steps++;
		else if (hunts)
			return refuse(e, MSG_LUCKY_FORWARD, room_name(st, pos),
			    room_name(st, lucky_next_room(st, pos)));
		else
			return refuse(e, MSG_NOT_ONE_STEP, room_name(st, pos),
			    room_name(st, to));
		pos = w->pos = to;
		if (hunts && i < npath - 1 &&
		    (j = lucky_victim(st, pos)) != NOBODY)
			return refuse(e, MSG_LUCKY_MOVE_ENDS, st->p[j].name,
			    room_name(st, pos));
	}
	return ACT_OK;
}

/*
 * Pays a walked path's steps (RULES C.4, C.5): by the move cards not
 * used to jump, then the free step (not for Lucky unless he hunts),
 * refusing a room card left unused and a move card not needed.
 */
static int
pay_steps(const struct state *st, int pawn, const int *cards, int ncards,
    const struct path_walk *w, bool *free_used, struct lerr *e)
{
	bool lucky = pawn == PAWN_LUCKY;
	bool hunts = lucky && rules_has(st->rules, RULE_LUCKY_HUNTS);
	int j, steps = w->steps, card_steps = 0, minval = 0, nmove = 0;

	for (j = 0; j < ncards; j++) {
		const struct card *c = &st->deck->c[cards[j]];

		if (c->kind == CARD_ROOM && !w->jumped[j])
			return refuse(e, MSG_ROOM_CARD_UNUSED, c->id, c->name);
		if (c->kind == CARD_MOVE && !w->jumped[j]) {
			card_steps += c->value;
			if (nmove++ == 0 || c->value < minval)
				minval = c->value;
		}
	}
	*free_used = steps > card_steps;
	if (steps > card_steps + (lucky && !hunts ? 0 : st->free_steps)) {
		if (lucky && !hunts)
			return refuse(e, MSG_LUCKY_STEPS_PAID, steps,
			    steps == 1 ? "" : "s", card_steps);
		return refuse(e, MSG_STEPS_PAID, steps, steps == 1 ? "" : "s",
		    card_steps, st->free_steps ? "the free step 1" :
		    "the free step is used");
	}
	if (nmove > 0 && steps - *free_used <= card_steps - minval)
		return refuse(e, MSG_STEPS_FEWER_CARDS, steps,
		    steps == 1 ? "" : "s", steps == 1 ? "s" : "", nmove);
	return ACT_OK;
}

/*
 * RULES C.4, C.5, A.5: a path of steps and jumps.  Each room named is
 * one step to an adjacent space, or a jump by a card with that room
 * given for it (a room card, or an anniversary movement card when the
 * room is not one step away).  Steps are paid by the move cards first
 * and by the free step (not for Lucky) when the cards' steps run out; a
 * move card whose steps are not needed is refused, as is a room card
 * left unused.  Nobody enters a locked room (A.2).  RULES A.14: Lucky,
 * when he hunts, goes forward a room a step, by the free step too, and
 * stops where he attacks.
 */
int
turn_move(struct state *st, int p, const int *cards, int ncards,
    int pawn, const int *path, int npath, struct lerr *e)
{
	struct path_walk w;
	bool lucky = pawn == PAWN_LUCKY, free_used;
	bool hunts = lucky && rules_has(st->rules, RULE_LUCKY_HUNTS);
	int i, ret;

	if ((ret = check_actor(st, p, PHASE_MOVE, e)) != ACT_OK ||
	    (ret = check_cards(st, p, cards, ncards, e)) != ACT_OK)
		return ret;
	if (npath == 0)
		return refuse(e, MSG_NO_ROOM_TO_MOVE);
	if (HOOKS(st)->move_refusal(st, p, pawn, false, e) != 0)
		return ACT_REFUSED;
	if (lucky && ncards == 0 && !hunts)
		return refuse(e, MSG_FREE_STEP_SELF);
	if ((ret = check_move_cards(st, cards, ncards, e)) != ACT_OK)
		return ret;
	if ((ret = walk_path(st, pawn, *pawn_space(st, pawn), cards, ncards,
	    path, npath, &w, e)) != ACT_OK)
		return ret;
	if (w.any_jump && HOOKS(st)->move_refusal(st, p, pawn, true, e) != 0)
		return ACT_REFUSED;
	if ((ret = pay_steps(st, pawn, cards, ncards, &w, &free_used,
	    e)) != ACT_OK)
		return ret;
	/* the move is legal: change the state */
	*pawn_space(st, pawn) = w.pos;
	if (free_used)
		st->free_steps = 0;
	for (i = 0; i < ncards; i++) {
		hand_remove(&st->p[p], cards[i]);
		discard_card(st, cards[i]);
	}
	st->played += ncards;
	if (hunts)
		lucky_attacks(st);
	return ACT_OK;
}

/*
 * RULES C.6: alone with Lucky (or, P.4 Old Dog, with the dog), seen by no
 * other player, and whatever the rule set adds (the watching dog).
 */
bool
turn_can_attempt(const struct state *st, int p, bool on_dog, char *why,
    size_t size)
{
	int room = st->p[p].room, i;
	int target = on_dog ? st->dog : st->lucky;
	const char *who = on_dog ? "Shamrock" : "Doctor Lucky";
	struct lerr refusal;
	uint32_t seen;

	if (HOOKS(st)->attempt_refusal(st, p, on_dog, &refusal) != 0) {
		snprintf(why, size, "%s", refusal.msg);
		return false;
	}
	if (target != room) {
		msg_fmt(why, size, MSG_ATTEMPT_NOT_IN, who,
		    room_name(st, room));
		return false;
	}
	for (i = 0; i < st->nplayers; i++)
		if (i != p && st->p[i].room == room) {
			msg_fmt(why, size, MSG_ATTEMPT_NOT_ALONE, st->p[i].name,
			    room_name(st, room), who);
			return false;
		}
	if ((seen = players_seeing(st, room, p)) != 0) {
		for (i = 0; !(seen & (1U << i)); i++)
			;
		msg_fmt(why, size, MSG_ATTEMPT_SEEN,
		    st->p[i].name, room_name(st, st->p[i].room));
		return false;
	}
	return true;
}

/*
 * May p attack the target now: the rule set's say (RULES A.14), else an
 * attempt on Doctor Lucky or the dog (C.6).
 */
bool
turn_can_attack(const struct state *st, int p, int target, char *why,
    size_t size)
{
	if (HOOKS(st)->can_attack != NULL)
		return HOOKS(st)->can_attack(st, p, target, why, size);
	if (target >= 0) {
		msg_fmt(why, size, MSG_ATTACK_ONLY_ESCAPE);
		return false;
	}
	return turn_can_attempt(st, p, target == PAWN_DOG, why, size);
}

/* RULES C.7: the answers go round from the attacker's left; A.14: the
 * rule set's own. */
static void
attack_starts(struct state *st)
{
	if (HOOKS(st)->attack_starts != NULL) {
		HOOKS(st)->attack_starts(st);
		return;
	}
	st->att.answerer = (st->att.attacker + 1) % st->nplayers;
	st->att.total = 0;
	st->attempt_pending = true;
	st->phase = PHASE_ANSWER;
}

/*
 * An attempt on Lucky or the dog, or (RULES A.14) an attack on the
 * target player; target is PAWN_LUCKY, PAWN_DOG or a seat.
 */
static int
attempt(struct state *st, int p, int target, const int *weapons,
    int nweapons, struct lerr *e)
{
	char why[200];
	bool on_dog = target == PAWN_DOG;
	int ret, i, max = st->rules->max_weapons;

	if ((ret = check_actor(st, p, PHASE_MOVE, e)) != ACT_OK)
		return ret;
	if (nweapons > max)
		return refuse(e, MSG_ONE_WEAPON);
	if ((ret = check_cards(st, p, weapons, nweapons, e)) != ACT_OK)
		return ret;
	for (i = 0; i < nweapons; i++)
		if (st->deck->c[weapons[i]].kind != CARD_WEAPON)
			return refuse(e, MSG_NOT_A_WEAPON,
			    st->deck->c[weapons[i]].id,
			    st->deck->c[weapons[i]].name,
			    max == 1 ? "C.6" : "A.6");
	if (!turn_can_attack(st, p, target, why, sizeof(why)))
		return refuse(e, MSG_REASON, why);
	memset(&st->att, 0, sizeof(st->att));
	st->att.attacker = p;
	st->att.on_dog = on_dog;
	st->att.target = target >= 0 ? target : NOBODY;
	st->att.value = HOOKS(st)->attempt_value(st, p, weapons, nweapons);
	for (i = 0; i < nweapons; i++) {
		hand_remove(&st->p[p], weapons[i]);
		st->att.weapons[st->att.nweapons++] = weapons[i];
		st->played++;
	}
	attack_starts(st);
	return ACT_OK;
}

static void	answer_next(struct state *);

/* The attempt is over: its weapons go to the discard pile. */
static void
attempt_close(struct state *st)
{
	int i;

	for (i = 0; i < st->att.nweapons; i++)
		st->discard[st->ndiscard++] = st->att.weapons[i];
	st->att.nweapons = 0;
	st->attempt_pending = false;
}

/*
 * RULES C.7: the next to answer, or the attacker wins; an attempt on the
 * dog that nobody foils kills the dog and the turn goes on (P.4).
 */
static void
answer_next(struct state *st)
{
	int next = (st->att.answerer + 1) % st->nplayers;

	if (next != st->att.attacker) {
		st->att.answerer = next;
		return;
	}
	attempt_close(st);
	if (st->att.on_dog) {
		HOOKS(st)->dog_killed(st);
		st->phase = PHASE_END;
		return;
	}
	st->winner = st->att.attacker;
	st->loser = HOOKS(st)->loser(st);
	st->phase = PHASE_OVER;
}

/*
 * After an answer: foiled when the total reaches the value (C.7, A.7).
 * An attack by Lucky (A.14) came in the middle of a move, which goes
 * on.
 */
static void
answered(struct state *st)
{
	if (st->att.total >= st->att.value) {
		HOOKS(st)->foiled(st);
		attempt_close(st);
		st->phase = st->att.attacker == PAWN_LUCKY ? PHASE_MOVE :
		    PHASE_END;
	} else
		answer_next(st);
}

static int
foil(struct state *st, int p, const int *cards, int n, struct lerr *e)
{
	const char *why;
	int i, ret, total, points;

	if ((ret = check_actor(st, p, PHASE_ANSWER, e)) != ACT_OK ||
	    (ret = check_cards(st, p, cards, n, e)) != ACT_OK)
		return ret;
	if (n == 0)
		return refuse(e, MSG_NO_CARD_GIVEN);
	total = st->att.total;
	for (i = 0; i < n; i++) {
		if ((points = HOOKS(st)->foil_points(st, cards[i], &why)) == 0)
			return refuse(e, MSG_CARD_DOES_NOT_FOIL,
			    st->deck->c[cards[i]].id,
			    st->deck->c[cards[i]].name, why);
		total += points;
	}
	if (HOOKS(st)->answer_refusal(st, p, total, e) != 0)
		return ACT_REFUSED;
	/* RULES C.7: played failure cards leave the game; A.7: discarded */
	for (i = 0; i < n; i++) {
		hand_remove(&st->p[p], cards[i]);
		discard_card(st, cards[i]);
	}
	st->att.total = total;
	answered(st);
	return ACT_OK;
}

static int
pass(struct state *st, int p, struct lerr *e)
{
	int ret;

	if ((ret = check_actor(st, p, PHASE_ANSWER, e)) != ACT_OK)
		return ret;
	if (HOOKS(st)->answer_refusal(st, p, st->att.total, e) != 0)
		return ACT_REFUSED;
	answer_next(st);
	return ACT_OK;
}

/*
 * RULES C.10: to the left; Lucky moving into a space with players gives
 * the turn to the first of them counting left from the player who just
 * played (that player last), or with option tie=longest to the one who
 * has waited longest.  From the very first turn in the classic rules;
 * only after the first round where the rule set protects it (P.1, A.10).
 * A rule set may have its own order (A.14).
 */
int
turn_next_player(const struct state *st)
{
	int n = st->nplayers, cur = st->current, i, best = NOBODY;
	bool tie;

	if (HOOKS(st)->next_player != NULL)
		return HOOKS(st)->next_player(st);
	/* the turn ending now is the last one of the first round or later */
	if (!rules_has(st->rules, RULE_FIRST_ROUND) || st->turn >= n) {
		/* without "tie" the first one found in Lucky's room */
		tie = state_option(st, OPT_TIE) != NULL;
		for (i = 1; i <= n; i++) {
			int q = cur + i < n ? cur + i : cur + i - n;

			if (st->p[q].room != st->lucky)
				continue;
			if (best == NOBODY) {
				best = q;
				if (!tie)
					break;
			} else if (st->p[q].last_turn <
			    st->p[best].last_turn)
				best = q;
		}
		if (best != NOBODY)
			return best;
	}
	return (cur + 1) % n;
}

/*
 * The end of a turn: the draw (C.4), Lucky's move (C.9), the next player
 * (C.10), then the rule set's own (the dog, P.4: dogstep is the ending
 * player's choice of its step, or NOWHERE).
 */
static int
end_turn(struct state *st, int p, bool draw, int dogstep, struct lerr *e)
{
	int ret;

	if ((ret = check_actor(st, p, PHASE_END, e)) != ACT_OK)
		return ret;
	if (HOOKS(st)->dog_step_refusal(st, lucky_next_room(st, st->lucky),
	    dogstep, e) != 0)
		return ACT_REFUSED;
	if (draw) {
		if (HOOKS(st)->draw_refusal(st, p, e) != 0)
			return ACT_REFUSED;
		if (st->ndraw == 0)
			reshuffle(st);	/* a state written before C.8 did */
		draw_top(st, st->p[p].hand, &st->p[p].nhand);
		HOOKS(st)->drew(st);
	}
	/* RULES C.9; A.14: Lucky hunting moves only when moved */
	if (!rules_has(st->rules, RULE_LUCKY_HUNTS))
		st->lucky = lucky_next_room(st, st->lucky);
	st->p[p].last_turn = st->turn;
	turn_hand_over(st, turn_next_player(st));
	HOOKS(st)->turn_ended(st, dogstep);
	return ACT_OK;
}

/*
 * RULES P.4 New Tricks: a player the dog came to takes some of its
 * tokens, discarding a card for each (none: takes none).  Decision: a
 * discarded failure card leaves the game, as a played one does.
 */
int
turn_take(struct state *st, int p, const int *cards, int n, struct lerr *e)
{
	int ret, i;

	if ((ret = check_actor(st, p, PHASE_TAKE, e)) != ACT_OK ||
	    (ret = check_cards(st, p, cards, n, e)) != ACT_OK)
		return ret;
	if (n > st->dog_tokens)
		return refuse(e, MSG_SHAMROCK_TOKENS,
		    st->dog_tokens, st->dog_tokens == 1 ? "" : "s", n);
	for (i = 0; i < n; i++) {
		hand_remove(&st->p[p], cards[i]);
		discard_card(st, cards[i]);
	}
	st->p[p].tokens += n;
	st->dog_tokens -= n;
	if ((st->taker = HOOKS(st)->next_taker != NULL ?
	    HOOKS(st)->next_taker(st, p) : NOBODY) == NOBODY)
		st->phase = PHASE_MOVE;
	return ACT_OK;
}

/*
 * RULES A.11: a stranger's answer.  Decision (revised): it turns up one
 * card, the top of the deck, if there is one, to the discard pile, and
 * that card's clovers count; never a second card, foiled or not.
 */
static void
stranger_answer(struct state *st)
{
	const char *why;
	int c, n, points;

	if (st->ndraw > 0) {
		n = 0;
		draw_top(st, &c, &n);
		HOOKS(st)->drew(st);
		discard_card(st, c);
		if ((points = HOOKS(st)->foil_points(st, c, &why)) > 0)
			st->att.total += points;
	}
	answered(st);
}

/*
 * RULES A.11: one piece of a stranger's turn: an attempt with no weapon
 * when it can make one (before its move, else after it; one a turn),
 * its move down the numbers, the end of its turn.
 */
static void
stranger_step(struct state *st)
{
	struct lerr e;
	char why[200];
	int p = st->current;

	/* in the move phase it has made no attempt yet: a foiled one
	 * leaves the turn in its end phase */
	if (st->phase == PHASE_MOVE &&
	    turn_can_attempt(st, p, false, why, sizeof(why)) &&
	    attempt(st, p, PAWN_LUCKY, NULL, 0, &e) == ACT_OK)
		return;
	if (st->free_steps > 0) {
		st->p[p].room = stranger_next_room(st, st->p[p].room);
		st->free_steps = 0;
		return;
	}
	if (st->phase == PHASE_MOVE || st->phase == PHASE_END)
		(void)end_turn(st, p, false, NOWHERE, &e);
}

void	(*turn_watch)(const struct state *, void *);
void	*turn_watch_arg;

/* RULES A.11: play the strangers' turns and answers that are due. */
static void
turn_settle(struct state *st)
{
	int guard;

	/* bounded: each step moves the game on */
	for (guard = 0; guard < 100000; guard++) {
		if (st->phase == PHASE_OVER || st->phase == PHASE_TAKE)
			return;
		if (st->phase == PHASE_ANSWER) {
			if (!st->p[st->att.answerer].stranger)
				return;
			if (turn_watch != NULL)
				turn_watch(st, turn_watch_arg);
			stranger_answer(st);
		} else if (st->p[st->current].stranger) {
			if (turn_watch != NULL)
				turn_watch(st, turn_watch_arg);
			stranger_step(st);
		} else
			return;
	}
}

int
turn_attempt(struct state *st, int p, bool on_dog, const int *weapons,
    int nweapons, struct lerr *e)
{
	int ret = attempt(st, p, on_dog ? PAWN_DOG : PAWN_LUCKY, weapons,
	    nweapons, e);

	if (ret == ACT_OK)
		turn_settle(st);
	return ret;
}

int
turn_attack(struct state *st, int p, int target, const int *weapons,
    int nweapons, struct lerr *e)
{
	return attempt(st, p, target, weapons, nweapons, e);
}

int
turn_foil(struct state *st, int p, const int *cards, int n, struct lerr *e)
{
	int ret = foil(st, p, cards, n, e);

	if (ret == ACT_OK)
		turn_settle(st);
	return ret;
}

int
turn_pass(struct state *st, int p, struct lerr *e)
{
	int ret = pass(st, p, e);

	if (ret == ACT_OK)
		turn_settle(st);
	return ret;
}

int
turn_end(struct state *st, int p, bool draw, int dogstep, struct lerr *e)
{
	int ret = end_turn(st, p, draw, dogstep, e);

	if (ret == ACT_OK)
		turn_settle(st);
	return ret;
}
