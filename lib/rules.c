/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

#include <string.h>

#include "lucky.h"

/*
 * The rule sets, one table: what differs between them is said here, by
 * the hooks each names, and nowhere else (DESIGN "Rule-set differences
 * live in one place").
 */

static const struct option_def classic_options[] = {
	{ "start", "random" },		/* RULES C.3 */
	{ "tie", "longest" },		/* RULES C.10 */
	{ "weapons+1", NULL },		/* RULES C.11 */
	{ "no-failure-3", NULL },	/* RULES C.11 */
	{ NULL, NULL }
};

static const struct option_def paizo_options[] = {
	{ "dog", "old|new|both" },	/* RULES P.4 */
	{ "start", "random" },
	{ "tie", "longest" },
	{ "weapons+1", NULL },
	{ "no-failure-3", NULL },
	{ NULL, NULL }
};

static const struct ruleset rulesets[] = {
	{
		.name = "classic",
		.board = "mansion",
		.deck = "classic",
		.minplayers = 2,
		.maxplayers = 8,
		.options = classic_options,
		.pool = 0,
		.setup = classic_setup,
		.hand_size = classic_hand_size,
		.attempt_value = classic_attempt_value,
		.attempt_refusal = classic_attempt_refusal,
		.draw_refusal = classic_draw_refusal,
		.foiled = classic_foiled,
		.dog_killed = classic_dog_killed,
		.answer_refusal = classic_answer_refusal,
		.dog_step_refusal = classic_dog_step_refusal,
		.after_lucky = classic_after_lucky,
	},
	{
		/* RULES P: classic plus spite tokens, must-foil, the dog */
		.name = "paizo",
		.board = "mansion",
		.deck = "classic",
		.minplayers = 2,
		.maxplayers = 8,
		.options = paizo_options,
		.pool = 30,
		.setup = paizo_setup,
		.hand_size = classic_hand_size,
		.attempt_value = paizo_attempt_value,
		.attempt_refusal = paizo_attempt_refusal,
		.draw_refusal = classic_draw_refusal,
		.foiled = paizo_foiled,
		.dog_killed = paizo_dog_killed,
		.answer_refusal = paizo_answer_refusal,
		.dog_step_refusal = paizo_dog_step_refusal,
		.after_lucky = paizo_after_lucky,
	},
};

const struct ruleset *
rules_find(const char *name)
{
	size_t i;

	for (i = 0; i < sizeof(rulesets) / sizeof(rulesets[0]); i++)
		if (strcmp(rulesets[i].name, name) == 0)
			return &rulesets[i];
	return NULL;
}

void
rules_list(FILE *fp)
{
	size_t i;

	for (i = 0; i < sizeof(rulesets) / sizeof(rulesets[0]); i++)
		fprintf(fp, "%s%s", i ? ", " : "", rulesets[i].name);
}
