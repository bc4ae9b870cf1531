/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

#include "state.h"

/*
 * The classic rules (RULES C) as the state reads them; what they do is
 * classic.c.  Every other rule set departs from these, and says only
 * where (struct ruleset, base).
 */

static const char *const classic_lines[] = { NULL };

const struct ruleset classic_rules = {
	.name = "classic",
	.board = "mansion",
	.deck = "classic",
	.minplayers = 2,
	.maxplayers = 8,
	.options = OPTION(OPT_START) | OPTION(OPT_TIE) |
	    OPTION(OPT_WEAPONS1) | OPTION(OPT_NO_FAILURE3),
	.lines = classic_lines,
	.pets = "",
	.max_weapons = 1,			/* RULES C.6 */
	.order_rule = "C.10",
	.words = {
		.attempt = "murder attempt",
		.attempt1 = "attempt",
		.an_attempt = "a murder attempt",
		.made_rule = "C.6",
		.answer_rule = "C.7",
		.won = "killed Doctor Lucky",
		.won_where = "where Doctor Lucky died",
	},
};
