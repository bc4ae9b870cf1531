/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

#include "state.h"

/*
 * RULES A.14, Escape from Lucky Mansion, as the state reads it: the
 * anniversary game after the murder.  Doctor Lucky hunts the players;
 * they move him, attack each other, and the last one alive wins.  What
 * it does is escape.c.
 */

static const char *const escape_lines[] = {
	"dog", "cat", "locked", "lights", "motives", "stranger", "strength",
	"strength lucky", "dead", NULL
};

/* its lines in the anniversary game */
static const struct line_note escape_notes[] = {
	{ "dead", "nobody dies but Doctor Lucky outside the escape game "
	    "(option escape, RULES A.14)" },
	{ "strength lucky", "Doctor Lucky has a strength only in the escape "
	    "game (option escape, RULES A.14)" },
	{ NULL, NULL }
};

const struct ruleset escape_rules = {
	.name = "escape",
	.base = &anniversary_rules,
	.options = OPTION(OPT_LOCK) | OPTION(OPT_PET) | OPTION(OPT_FIRST),
	.lines = escape_lines,
	.notes = escape_notes,
	.departures = RULE_LUCKY_HUNTS | RULE_ATTACKS_PLAYERS,
	.order_rule = "A.14",
	.begins_as = "anniversary",
	.words = {
		.attempt = "attack",
		.attempt1 = "attack",
		.an_attempt = "an attack",
		.made_rule = "A.14",
		.answer_rule = "A.14",
		.won = "is the last one alive (RULES A.14)",
		.won_where = "where the last one alive stood",
	},
};
