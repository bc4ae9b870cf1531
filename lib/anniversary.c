/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

#include <string.h>

#include "engine.h"
#include "rulesets.h"

/*
 * The anniversary rules (RULES A): the villa, clovers, motives, locked
 * wings, lights out and the pets, as the rule-set hooks of rules.c.
 */

static const char *
label(const struct state *st, int s)
{
	return board_space_label(st->board, s);
}

/* RULES A.3: six cards each, five with seven or eight players. */
static int
anniversary_hand_size(int nplayers)
{
	return nplayers >= 7 ? 5 : 6;
}

static int
find_wing(const struct board *b, const char *name)
{
	int i;

	for (i = 0; i < b->nwings; i++)
		if (strcmp(b->wing[i].name, name) == 0)
			return i;
	return -1;
}

/* RULES A.2: which wings are locked for this many players. */
static int
lock_wings(struct state *st, uint64_t *locked, struct lerr *e)
{
	const char *opt = state_option(st, OPT_LOCK);
	const char *names[2] = { NULL, NULL };
	int n = st->nplayers, i, w;

	*locked = 0;
	/* RULES A.13: the hotel has no wings; its floors take their place */
	if (st->board->nwings == 0) {
		if (opt != NULL)
			return lerr_msg(e, NULL, 0, MSG_LOCK_NO_WINGS, opt,
			    st->board->name);
		return 0;
	}
	if (n == 3 || n >= 6) {
		if (opt != NULL)
			return lerr_msg(e, NULL, 0, MSG_LOCK_PLAYERS, opt, n, n == 3 ?
			    "both wings are locked" : "no room is locked");
		if (n == 3) {
			names[0] = "west";
			names[1] = "east";
		}
	} else
		names[0] = opt != NULL ? opt : "west";
	for (i = 0; i < 2 && names[i] != NULL; i++) {
		if ((w = find_wing(st->board, names[i])) == -1)
			return lerr_msg(e, NULL, 0, MSG_LOCK_NO_WING, st->board->name,
			    names[i]);
		*locked |= st->board->wing[w].members;
	}
	return 0;
}

/* A pet's start, or its second start when the first is locked. */
static int
pet_start(struct state *st, const int start[2], const char *pet,
    struct lerr *e)
{
	int i;

	for (i = 0; i < 2; i++)
		if (start[i] != NOWHERE && st->locked[start[i]] == NOCARD)
			return start[i];
	return lerr_msg(e, NULL, 0, MSG_PET_NO_START, st->board->name, pet), NOWHERE;
}

/* A stranger's strength line stays readable: attempt values are < 1000. */
#define STRANGER_MAXSTRENGTH	500

/* RULES A.11: two players play as four, a stranger between them. */
static void
seat_strangers(struct state *st)
{
	st->p[2] = st->p[1];
	memset(&st->p[1], 0, sizeof(st->p[1]));
	memset(&st->p[3], 0, sizeof(st->p[3]));
	strlcpy(st->p[1].name, "stranger1", sizeof(st->p[1].name));
	strlcpy(st->p[3].name, "stranger2", sizeof(st->p[3].name));
	st->p[1].stranger = st->p[3].stranger = true;
	st->nplayers = 4;
}

static int
anniversary_setup(struct state *st, struct lerr *e)
{
	return anniversary_deal(st, true, e);
}

/*
 * RULES A.2, A.3, A.11, A.12.  The random numbers are used in this order,
 * which lucky-state(5) documents: shuffle the deck; one card from the
 * top on each locked room, in board order; deal the hands one card a
 * seat from seat 1; with first=random, the first player.  Two players
 * get two strangers, unless it is for the escape game (A.14).
 */
int
anniversary_deal(struct state *st, bool strangers, struct lerr *e)
{
	const struct board *b = st->board;
	uint64_t locked;
	int i;

	if (b->start_players == NOWHERE || b->start_lucky == NOWHERE)
		return lerr_msg(e, NULL, 0, MSG_NO_START_ROOMS, b->name);
	if (st->nplayers == 2 && strangers)
		seat_strangers(st);
	if (lock_wings(st, &locked, e) == -1)
		return -1;
	st->ndraw = st->ndiscard = st->nremoved = 0;
	for (i = 0; i < st->deck->ncards; i++)
		st->draw[st->ndraw++] = i;
	rng_shuffle(&st->rng, st->draw, st->ndraw);
	for (i = 0; i < b->nspaces; i++)
		if (locked & (UINT64_C(1) << i)) {
			st->locked[i] = st->draw[0];
			memmove(st->draw, st->draw + 1,
			    (size_t)(st->ndraw - 1) * sizeof(st->draw[0]));
			st->ndraw--;
		}
	deal_hands(st, anniversary_hand_size(st->nplayers));
	for (i = 0; i < st->nplayers; i++)
		st->p[i].room = b->start_players;
	st->lucky = b->start_lucky;
	if (st->locked[st->lucky] != NOCARD || st->locked[b->start_players] !=
	    NOCARD)
		return lerr_msg(e, NULL, 0, MSG_START_LOCKED, b->name);
	/* the first player is a player, never a stranger */
	st->first = 0;
	if (state_option(st, OPT_FIRST) != NULL) {
		i = (int)rng_below(&st->rng, (uint32_t)(st->nplayers -
		    (st->p[1].stranger ? 2 : 0)));
		st->first = st->p[1].stranger ? 2 * i : i;
	}
	if (game_has_pet(st, PAWN_DOG) &&
	    (st->dog = pet_start(st, b->start_dog, "Shamrock", e)) == NOWHERE)
		return -1;
	if (game_has_pet(st, PAWN_CAT) &&
	    (st->cat = pet_start(st, b->start_cat, "Patience", e)) == NOWHERE)
		return -1;
	return 0;
}

/* RULES A.6: base strength + every weapon played, at its room value in
 * its room. */
static int
anniversary_attempt_value(const struct state *st, int p, const int *weapons,
    int n)
{
	int v = base_strength(st, p), i;

	for (i = 0; i < n; i++)
		v += weapon_value(st, p, weapons[i]);
	return v;
}

/* The dog watches you (RULES A.12), or NULL. */
static int
dog_sees(const struct state *st, int room, struct lerr *e)
{
	if (st->dog == NOWHERE || !state_sees(st, st->dog, room))
		return 0;
	return lerr_msg(e, NULL, 0, MSG_DOG_SEES_A,
	    label(st, st->dog));
}

static int
anniversary_attempt_refusal(const struct state *st, int p, bool on_dog,
    struct lerr *e)
{
	if (on_dog)
		return lerr_msg(e, NULL, 0, MSG_NO_DOG_ATTACK_A);
	return dog_sees(st, st->p[p].room, e);
}

/*
 * RULES A.5: the draw is the turn's one action, alone in the room and
 * seen by nobody, Lucky included; A.3: the discard pile is dead.
 */
static int
anniversary_draw_refusal(const struct state *st, int p, struct lerr *e)
{
	int room = st->p[p].room, i;
	uint32_t seen;

	if (st->phase == PHASE_END)
		return lerr_msg(e, NULL, 0, MSG_ONE_ACTION_A_TURN, st->p[p].name);
	if (st->ndraw == 0)
		return lerr_msg(e, NULL, 0, MSG_DRAW_DECK_EMPTY_A);
	for (i = 0; i < st->nplayers; i++)
		if (i != p && st->p[i].room == room)
			return lerr_msg(e, NULL, 0, MSG_DRAW_NOT_ALONE, st->p[i].name,
			    label(st, room));
	if (state_sees(st, st->lucky, room))
		return lerr_msg(e, NULL, 0, MSG_DRAW_SEEN_BY_LUCKY,
		    label(st, st->lucky));
	if ((seen = players_seeing(st, room, p)) != 0) {
		for (i = 0; !(seen & (1U << i)); i++)
			;
		return lerr_msg(e, NULL, 0, MSG_DRAW_SEEN, st->p[i].name,
		    label(st, st->p[i].room));
	}
	return dog_sees(st, room, e);
}

/* RULES A.8: the first weapon named goes under the character card. */
void
anniversary_foiled(struct state *st)
{
	struct attempt *a = &st->att;
	struct player *p = &st->p[a->attacker];

	/* RULES A.11: a foiled stranger gains the deck's top card */
	if (p->stranger) {
		if (st->ndraw > 0) {
			draw_top(st, p->motives, &p->nmotives);
			anniversary_drew(st);
		} else if (p->strength < STRANGER_MAXSTRENGTH)
			p->strength++;
		return;
	}
	if (a->nweapons == 0)
		return;
	p->motives[p->nmotives++] = a->weapons[0];
	memmove(a->weapons, a->weapons + 1, (size_t)(a->nweapons - 1) *
	    sizeof(a->weapons[0]));
	a->nweapons--;
}

/* RULES A.7: any card answers with its clovers. */
static int
anniversary_foil_points(const struct state *st, int card, const char **why)
{
	if (st->deck->c[card].clovers > 0)
		return st->deck->c[card].clovers;
	*why = "has no clovers (RULES A.7)";
	return 0;
}

/* RULES A.5, A.12: yourself by steps and cards, a pet by steps. */
static int
anniversary_move_refusal(const struct state *st, int p, int pawn, bool jump,
    struct lerr *e)
{
	if (pawn == PAWN_LUCKY)
		return lerr_msg(e, NULL, 0, MSG_NO_LUCKY_MOVE_A);
	if (pawn == PAWN_DOG || pawn == PAWN_CAT) {
		bool dog = pawn == PAWN_DOG;

		if ((dog ? st->dog : st->cat) == NOWHERE)
			return lerr_msg(e, NULL, 0, MSG_NO_PET_OPTION, dog ? "dog" : "cat",
			    dog ? "dog" : "cat");
		if (jump)
			return lerr_msg(e, NULL, 0, MSG_PET_STEPS_ONLY,
			    dog ? "Shamrock" : "Patience");
		return 0;
	}
	if (pawn != p && !st->p[pawn].stranger)
		return lerr_msg(e, NULL, 0, MSG_MOVE_OTHER_PLAYER_A);
	if (pawn != p && jump)
		return lerr_msg(e, NULL, 0, MSG_STRANGER_STEPS_ONLY);
	return 0;
}

/* RULES A.12: the pets never move on their own. */
static int
anniversary_dog_step_refusal(const struct state *st, int lucky, int step,
    struct lerr *e)
{
	(void)st;
	(void)lucky;
	if (step == NOWHERE)
		return 0;
	return lerr_msg(e, NULL, 0, MSG_DOG_NEVER_MOVES_A);
}

/* RULES A.9: the last card drawn puts the lights out. */
void
anniversary_drew(struct state *st)
{
	if (st->ndraw == 0)
		st->lights_out = true;
}

static bool
holds_clovers(const struct state *st, int p)
{
	int i;

	for (i = 0; i < st->p[p].nhand; i++)
		if (st->deck->c[st->p[p].hand[i]].clovers > 0)
			return true;
	return false;
}

/*
 * RULES A.10: the last one asked who could still have played a clover
 * card.  Decision: counted back from the attacker's right, the first
 * player holding a card with clovers (all the others passed or played
 * too few); nobody if no one held any.
 */
static int
anniversary_loser(const struct state *st)
{
	int n = st->nplayers, i, q;

	for (i = 1; i < n; i++) {
		q = (st->att.attacker - i + n) % n;
		if (holds_clovers(st, q))
			return q;
	}
	return NOBODY;
}

/* RULES A: the villa, clovers, motives, locked wings, pets */
const struct rulehooks anniversary_hooks = {
	.setup = anniversary_setup,
	.hand_size = anniversary_hand_size,
	.attempt_value = anniversary_attempt_value,
	.attempt_refusal = anniversary_attempt_refusal,
	.draw_refusal = anniversary_draw_refusal,
	.foiled = anniversary_foiled,
	.dog_step_refusal = anniversary_dog_step_refusal,
	.foil_points = anniversary_foil_points,
	.move_refusal = anniversary_move_refusal,
	.drew = anniversary_drew,
	.loser = anniversary_loser,
};
