/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

#include "state.h"

/*
 * The anniversary rules (RULES A) as the state reads them: the villa,
 * clovers, motives, locked wings, pets; what they do is anniversary.c.
 */

static const char *const anniversary_lines[] = {
	"dog", "cat", "locked", "lights", "motives", "stranger", "strength",
	NULL
};

const struct ruleset anniversary_rules = {
	.name = "anniversary",
	.base = &classic_rules,
	.board = "villa",
	.deck = "anniversary",
	.options = OPTION(OPT_LOCK) | OPTION(OPT_PET) | OPTION(OPT_FIRST) |
	    OPTION(OPT_ESCAPE),
	.lines = anniversary_lines,
	.pets = "dog shamrock cat patience stranger1 stranger2",
	.dog = "pet=dog|both",			/* RULES A.12 */
	.cat = "pet=cat|both",
	.dog_watches = "pet=dog|both",
	.max_weapons = LUCKY_MAXCARDS,		/* RULES A.6 */
	.departures = RULE_FAILURES_STAY | RULE_NO_RESHUFFLE |
	    RULE_FIRST_ROUND,			/* RULES A.3, A.7, A.10 */
	.order_rule = "A.10",
	.round_rule = "A.10",
	.escapes_to = "escape",			/* RULES A.14 */
};
