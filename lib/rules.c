/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

#include <string.h>

#include "lucky.h"

/*
 * The rule sets, one table: what differs between them is said here and
 * nowhere else (DESIGN "Rule-set differences live in one place").
 */

static int
classic_hand(int nplayers)
{
	(void)nplayers;
	return 6;		/* RULES C.3 */
}

static const struct option_def classic_options[] = {
	{ "start", "random" },		/* RULES C.3 */
	{ "tie", "longest" },		/* RULES C.10 */
	{ "weapons+1", NULL },		/* RULES C.11 */
	{ "no-failure-3", NULL },	/* RULES C.11 */
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
		.tokens = false,
		.pool = 0,
		.watchers_include_lucky = false,
		.setup = classic_setup,
		.hand_size = classic_hand,
		.attempt_value = classic_attempt_value,
		.draw_refusal = classic_draw_refusal,
		.foiled = classic_foiled,
		.pass_refusal = classic_pass_refusal,
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
