/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

#include <stdarg.h>
#include <string.h>

#include "lucky.h"

/*
 * The turn engine: moving, attempts, answers and the end of a turn.
 * Where the rule sets differ it asks the rule set's hooks (rules.c).
 * A refused action returns ACT_REFUSED with the reason and leaves the
 * state as it was: every check comes before the first change.
 */

static int
refuse(struct lerr *e, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));

static int
refuse(struct lerr *e, const char *fmt, ...)
{
	va_list ap;

	e->file[0] = '\0';
	e->line = 0;
	va_start(ap, fmt);
	vsnprintf(e->msg, sizeof(e->msg), fmt, ap);
	va_end(ap);
	return ACT_REFUSED;
}

static const char *
room_name(const struct state *st, int s)
{
	static char buf[4][100];
	static int n;

	n = (n + 1) % 4;
	return board_label(st->board, s, buf[n], sizeof(buf[n]));
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

/* Whose action is due: the answering player, else the current one. */
int
turn_whose(const struct state *st)
{
	return st->phase == PHASE_ANSWER ? st->att.answerer : st->current;
}

/* Common refusals: the game is over, an answer is due, not your turn. */
static int
check_actor(const struct state *st, int p, enum phase want, struct lerr *e)
{
	if (st->phase == PHASE_OVER)
		return refuse(e, "the game is over: %s killed Doctor Lucky",
		    st->p[st->winner].name);
	if (st->phase == PHASE_ANSWER && want != PHASE_ANSWER)
		return refuse(e, "%s's attempt waits for %s's answer (RULES "
		    "C.7)", st->p[st->att.attacker].name,
		    st->p[st->att.answerer].name);
	if (want == PHASE_ANSWER && st->phase != PHASE_ANSWER)
		return refuse(e, "no murder attempt waits for an answer");
	if (p != turn_whose(st))
		return refuse(e, "it is %s's %s, not %s's",
		    st->p[turn_whose(st)].name,
		    want == PHASE_ANSWER ? "answer" : "turn", st->p[p].name);
	if (want == PHASE_MOVE && st->phase == PHASE_END)
		return refuse(e, "%s made a murder attempt: the turn can only "
		    "end now (RULES C.6)", st->p[p].name);
	return ACT_OK;
}

static int
check_cards(const struct state *st, int p, const int *cards, int n,
    struct lerr *e)
{
	int i, j;

	for (i = 0; i < n; i++) {
		if (hand_index(&st->p[p], cards[i]) < 0)
			return refuse(e, "%s (%s) is not in %s's hand",
			    st->deck->c[cards[i]].id,
			    st->deck->c[cards[i]].name, st->p[p].name);
		for (j = 0; j < i; j++)
			if (cards[j] == cards[i])
				return refuse(e, "%s is given twice",
				    st->deck->c[cards[i]].id);
	}
	return ACT_OK;
}

/*
 * RULES C.4, C.5: a path of steps and jumps.  Each room named is one
 * step to an adjacent space, or a jump by a room card given for it.
 * Steps are paid by the move cards first and by the free step (only
 * for your own pawn) when the cards' steps run out; a move card whose
 * steps are not needed is refused, as is a room card left unused.
 */
int
turn_move(struct state *st, int p, const int *cards, int ncards,
    bool lucky, const int *path, int npath, struct lerr *e)
{
	const struct deck *d = st->deck;
	bool jumped[LUCKY_MAXCARDS] = { false };
	int i, j, pos, steps = 0, card_steps = 0, minval = 0, nmove = 0;
	int free_used, ret;

	if ((ret = check_actor(st, p, PHASE_MOVE, e)) != ACT_OK ||
	    (ret = check_cards(st, p, cards, ncards, e)) != ACT_OK)
		return ret;
	if (npath == 0)
		return refuse(e, "no room to move to");
	if (lucky && ncards == 0)
		return refuse(e, "Doctor Lucky moves only by cards: the free "
		    "step moves only yourself (RULES C.5)");
	for (i = 0; i < ncards; i++) {
		const struct card *c = &d->c[cards[i]];

		if (c->kind != CARD_MOVE && c->kind != CARD_ROOM)
			return refuse(e, "%s (%s) is a %s card: only move and "
			    "room cards move pawns (RULES C.5)", c->id,
			    c->name, card_kind_name(c->kind));
		if (c->kind == CARD_MOVE) {
			card_steps += c->value;
			if (nmove++ == 0 || c->value < minval)
				minval = c->value;
		}
	}
	pos = lucky ? st->lucky : st->p[p].room;
	for (i = 0; i < npath; i++) {
		int to = path[i];

		if (to == pos)
			return refuse(e, "%s is already in %s",
			    lucky ? "Doctor Lucky" : st->p[p].name,
			    room_name(st, to));
		for (j = 0; j < ncards; j++)
			if (d->c[cards[j]].kind == CARD_ROOM && !jumped[j] &&
			    d->c[cards[j]].room == to)
				break;
		if (j < ncards)
			jumped[j] = true;
		else if (board_adjacent(st->board, pos, to))
			steps++;
		else
			return refuse(e, "%s to %s is not one step (RULES "
			    "C.1)", room_name(st, pos), room_name(st, to));
		pos = to;
	}
	for (j = 0; j < ncards; j++)
		if (d->c[cards[j]].kind == CARD_ROOM && !jumped[j])
			return refuse(e, "room card %s (%s) is not used: name "
			    "its room in the path", d->c[cards[j]].id,
			    d->c[cards[j]].name);
	free_used = steps > card_steps;
	if (steps > card_steps + (lucky ? 0 : st->free_steps)) {
		if (lucky)
			return refuse(e, "%d step%s for Doctor Lucky, but the "
			    "cards pay %d (RULES C.5)", steps,
			    steps == 1 ? "" : "s", card_steps);
		return refuse(e, "%d step%s, but the cards pay %d and %s "
		    "(RULES C.4)", steps, steps == 1 ? "" : "s", card_steps,
		    st->free_steps ? "the free step 1" :
		    "the free step is used");
	}
	if (nmove > 0 && steps - free_used <= card_steps - minval)
		return refuse(e, "%d step%s need%s fewer move cards than "
		    "%d (RULES C.5)", steps, steps == 1 ? "" : "s",
		    steps == 1 ? "s" : "", nmove);
	/* the move is legal: change the state */
	if (lucky)
		st->lucky = pos;
	else
		st->p[p].room = pos;
	if (free_used)
		st->free_steps = 0;
	for (i = 0; i < ncards; i++) {
		hand_remove(&st->p[p], cards[i]);
		st->discard[st->ndiscard++] = cards[i];
	}
	st->played += ncards;
	return ACT_OK;
}

/* RULES C.6: alone with Lucky, seen by no other player. */
bool
turn_can_attempt(const struct state *st, int p, char *why, size_t size)
{
	int room = st->p[p].room, i;
	uint32_t seen;

	if (st->lucky != room) {
		snprintf(why, size, "Doctor Lucky is not in %s (RULES C.6)",
		    room_name(st, room));
		return false;
	}
	for (i = 0; i < st->nplayers; i++)
		if (i != p && st->p[i].room == room) {
			snprintf(why, size, "%s is in %s too: you must be "
			    "alone with Doctor Lucky (RULES C.6)",
			    st->p[i].name, room_name(st, room));
			return false;
		}
	if ((seen = players_seeing(st, room, p)) != 0) {
		for (i = 0; !(seen & (1U << i)); i++)
			;
		snprintf(why, size, "%s sees you from %s (RULES C.6)",
		    st->p[i].name, room_name(st, st->p[i].room));
		return false;
	}
	return true;
}

/* RULES C.6, C.11: the weapon's value, its room value in its room, or 1. */
int
classic_attempt_value(const struct state *st, int p, int weapon)
{
	const struct card *c;
	int v;

	if (weapon == NOCARD)
		return 1;
	c = &st->deck->c[weapon];
	v = c->room != NOWHERE && c->room == st->p[p].room ?
	    c->room_value : c->value;
	if (state_option(st, "weapons+1") != NULL)
		v++;
	return v;
}

int
turn_attempt(struct state *st, int p, const int *weapons, int nweapons,
    struct lerr *e)
{
	char why[200];
	int ret, weapon = nweapons > 0 ? weapons[0] : NOCARD;

	if ((ret = check_actor(st, p, PHASE_MOVE, e)) != ACT_OK)
		return ret;
	if (nweapons > 1)
		return refuse(e, "one weapon at most (RULES C.6)");
	if (weapon != NOCARD) {
		if ((ret = check_cards(st, p, &weapon, 1, e)) != ACT_OK)
			return ret;
		if (st->deck->c[weapon].kind != CARD_WEAPON)
			return refuse(e, "%s (%s) is not a weapon (RULES C.6)",
			    st->deck->c[weapon].id, st->deck->c[weapon].name);
	}
	if (!turn_can_attempt(st, p, why, sizeof(why)))
		return refuse(e, "%s", why);
	memset(&st->att, 0, sizeof(st->att));
	st->att.attacker = p;
	st->att.value = st->rules->attempt_value(st, p, weapon);
	if (weapon != NOCARD) {
		hand_remove(&st->p[p], weapon);
		st->att.weapons[st->att.nweapons++] = weapon;
		st->played++;
	}
	st->att.answerer = (p + 1) % st->nplayers;
	st->att.total = 0;
	st->attempt_pending = true;
	st->phase = PHASE_ANSWER;
	return ACT_OK;
}

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

void
classic_foiled(struct state *st)
{
	(void)st;
}

const char *
classic_pass_refusal(const struct state *st, int p)
{
	(void)st;
	(void)p;
	return NULL;
}

/* RULES C.7: the next to answer, or the attacker wins. */
static void
answer_next(struct state *st)
{
	int next = (st->att.answerer + 1) % st->nplayers;

	if (next == st->att.attacker) {
		st->winner = st->att.attacker;
		attempt_close(st);
		st->phase = PHASE_OVER;
		return;
	}
	st->att.answerer = next;
}

int
turn_foil(struct state *st, int p, const int *cards, int n, struct lerr *e)
{
	int i, ret;

	if ((ret = check_actor(st, p, PHASE_ANSWER, e)) != ACT_OK ||
	    (ret = check_cards(st, p, cards, n, e)) != ACT_OK)
		return ret;
	if (n == 0)
		return refuse(e, "no failure card given: pass instead");
	for (i = 0; i < n; i++)
		if (st->deck->c[cards[i]].kind != CARD_FAILURE)
			return refuse(e, "%s (%s) is not a failure card (RULES "
			    "C.7)", st->deck->c[cards[i]].id,
			    st->deck->c[cards[i]].name);
	/* RULES C.7: played failure cards leave the game */
	for (i = 0; i < n; i++) {
		hand_remove(&st->p[p], cards[i]);
		st->removed[st->nremoved++] = cards[i];
		st->att.total += st->deck->c[cards[i]].value;
	}
	if (st->att.total >= st->att.value) {
		attempt_close(st);
		st->phase = PHASE_END;
		st->rules->foiled(st);
	} else
		answer_next(st);
	return ACT_OK;
}

int
turn_pass(struct state *st, int p, struct lerr *e)
{
	const char *why;
	int ret;

	if ((ret = check_actor(st, p, PHASE_ANSWER, e)) != ACT_OK)
		return ret;
	if ((why = st->rules->pass_refusal(st, p)) != NULL)
		return refuse(e, "%s", why);
	answer_next(st);
	return ACT_OK;
}

/* RULES C.4 snoop: no card played, no attempt, in a named room. */
const char *
classic_draw_refusal(const struct state *st, int p)
{
	static char why[200];

	if (st->phase == PHASE_END)
		snprintf(why, sizeof(why), "%s made a murder attempt this "
		    "turn: no card is drawn (RULES C.4)", st->p[p].name);
	else if (st->played > 0)
		snprintf(why, sizeof(why), "%s played a card this turn: no "
		    "card is drawn (RULES C.4)", st->p[p].name);
	else if (!board_is_named_room(st->board, st->p[p].room))
		snprintf(why, sizeof(why), "%s is not a named room: no card "
		    "is drawn there (RULES C.4)",
		    room_name(st, st->p[p].room));
	else
		return NULL;
	return why;
}

/*
 * RULES C.10: to the left; after the first round, Lucky moving into a
 * space with players gives the turn to the first of them counting left
 * from the player who just played (that player last), or with option
 * tie=longest to the one who has waited longest.
 */
int
turn_next_player(const struct state *st)
{
	int n = st->nplayers, cur = st->current, i, best = NOBODY;

	/* the turn ending now is the last one of the first round or later */
	if (st->turn >= n) {
		for (i = 1; i <= n; i++) {
			int q = (cur + i) % n;

			if (st->p[q].room != st->lucky)
				continue;
			if (best == NOBODY)
				best = q;
			else if (state_option(st, "tie") != NULL &&
			    st->p[q].last_turn < st->p[best].last_turn)
				best = q;
		}
		if (best != NOBODY)
			return best;
	}
	return (cur + 1) % n;
}

/* RULES C.8: the discard pile, shuffled, becomes the deck. */
static void
reshuffle(struct state *st)
{
	memcpy(st->draw, st->discard, (size_t)st->ndiscard *
	    sizeof(st->draw[0]));
	st->ndraw = st->ndiscard;
	st->ndiscard = 0;
	rng_shuffle(&st->rng, st->draw, st->ndraw);
}

int
turn_end(struct state *st, int p, bool draw, struct lerr *e)
{
	const char *why;
	int ret, next, n = st->nplayers, pos_prev, pos_next;

	if ((ret = check_actor(st, p, PHASE_END, e)) != ACT_OK)
		return ret;
	if (draw) {
		if ((why = st->rules->draw_refusal(st, p)) != NULL)
			return refuse(e, "%s", why);
		if (st->ndraw == 0 && st->ndiscard == 0)
			return refuse(e, "no card is left to draw: the deck "
			    "and the discard pile are empty (RULES C.8)");
		if (st->ndraw == 0)
			reshuffle(st);
		st->p[p].hand[st->p[p].nhand++] = st->draw[0];
		memmove(st->draw, st->draw + 1, (size_t)(st->ndraw - 1) *
		    sizeof(st->draw[0]));
		st->ndraw--;
		if (st->ndraw == 0 && st->ndiscard > 0)
			reshuffle(st);
	}
	/* RULES C.9 */
	st->lucky = lucky_next_room(st, st->lucky);
	st->p[p].last_turn = st->turn;
	next = turn_next_player(st);
	/* a new round when play passes or jumps back past the first seat */
	pos_prev = (st->current - st->first + n) % n;
	pos_next = (next - st->first + n) % n;
	if (pos_next <= pos_prev)
		st->round++;
	st->current = next;
	st->turn++;
	st->phase = PHASE_MOVE;
	st->free_steps = 1;
	st->played = 0;
	return ACT_OK;
}
