/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

#include "rulesets.h"

/*
 * The table of hooks: what each rule set does where its rules differ
 * (rules.h, struct rulehooks), in the order of rulesets.def.  A hook a
 * rule set leaves NULL is its base's, and where no base has it the
 * engine's default below.  The turn engine reaches the hooks only
 * here, through HOOKS(st); the rule-set files are used by nothing else
 * (HACKING "Layers").
 */

static const struct rulehooks *const declared[RULESETS] = {
#define RULESET(name)	&name##_hooks,
#include "rulesets.def"
#undef RULESET
};

/* The engine's defaults: nobody loses, nothing more happens, nobody is
 * refused, there is no dog. */
static int
nobody(const struct state *st)
{
	(void)st;
	return NOBODY;
}

static void
nothing(struct state *st)
{
	(void)st;
}

static void
nothing_after_turn(struct state *st, int dogstep)
{
	(void)st;
	(void)dogstep;
}

/* RULES C.7: anyone may pass or answer short. */
static int
any_answer(const struct state *st, int p, int total, struct lerr *e)
{
	(void)st;
	(void)p;
	(void)total;
	(void)e;
	return 0;
}

static int
no_dog_step(const struct state *st, int lucky, int step, struct lerr *e)
{
	(void)st;
	(void)lucky;
	if (step == NOWHERE)
		return 0;
	return lerr_msg(e, NULL, 0, MSG_NO_DOG);
}

static const struct rulehooks defaults = {
	.loser = nobody,
	.foiled = nothing,
	.dog_killed = nothing,
	.turn_ended = nothing_after_turn,
	.answer_refusal = any_answer,
	.dog_step_refusal = no_dog_step,
};

/* A hook left NULL: its base's. */
#define INHERIT(hook)	do {				\
	if (r->hook == NULL)				\
		r->hook = b->hook;			\
} while (0)

/* Each field of struct rulehooks is inherited below: a hook added there
 * and not here would stop the build. */
_Static_assert(sizeof(struct rulehooks) == 21 * sizeof(void (*)(void)),
    "struct rulehooks changed: inherit each of its hooks in hooks.c");

static void
inherit(struct rulehooks *r, const struct rulehooks *b)
{
	INHERIT(setup);
	INHERIT(hand_size);
	INHERIT(attempt_value);
	INHERIT(foil_points);
	INHERIT(move_refusal);
	INHERIT(drew);
	INHERIT(loser);
	INHERIT(attempt_refusal);
	INHERIT(draw_refusal);
	INHERIT(foiled);
	INHERIT(dog_killed);
	INHERIT(answer_refusal);
	INHERIT(dog_step_refusal);
	INHERIT(turn_ended);
	INHERIT(next_player);
	INHERIT(can_attack);
	INHERIT(attack_starts);
	INHERIT(lucky_victim);
	INHERIT(next_taker);
	INHERIT(starter);
	INHERIT(begin);
}

const struct rulehooks *
rules_hooks(const struct ruleset *rs)
{
	static struct rulehooks table[RULESETS];
	static bool completed[RULESETS];
	struct rulehooks *h = &table[rs->id];
	const struct ruleset *r;

	if (!completed[rs->id]) {
		*h = *declared[rs->id];
		/* the bases, nearest first, then the engine's defaults */
		for (r = rs; (r = rules_base(r)) != NULL;)
			inherit(h, declared[r->id]);
		inherit(h, &defaults);
		completed[rs->id] = true;
	}
	return h;
}
