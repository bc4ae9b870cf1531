/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

#include "state.h"

/*
 * The Paizo rules (RULES P) as the state reads them, the classic ones
 * plus spite tokens, must-foil and the dog; what they do is paizo.c.
 */

static const char *const paizo_lines[] = {
	"pool", "tokens", "dog", "take", NULL
};

const struct ruleset paizo_rules = {
	.name = "paizo",
	.base = &classic_rules,
	.options = OPTION(OPT_DOG) | OPTION(OPT_START) | OPTION(OPT_TIE) |
	    OPTION(OPT_WEAPONS1) | OPTION(OPT_NO_FAILURE3),
	.pool = 30,				/* RULES P.2 */
	.lines = paizo_lines,
	.pets = "dog shamrock",
	.dog = "dog",				/* RULES P.4 */
	.dog_watches = "dog=old|both",
	.dog_dies = "dog=old|both",
	.dog_tokens = "dog=new|both",
	.departures = RULE_FIRST_ROUND,		/* RULES P.1 */
	.round_rule = "P.1",
};
