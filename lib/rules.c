/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

#include <ctype.h>
#include <stdio.h>
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

static const struct option_def anniversary_options[] = {
	{ "lock", "west|east" },	/* RULES A.2 */
	{ "pet", "dog|cat|both" },	/* RULES A.12 */
	{ "first", "random" },		/* RULES A.3 */
	{ "escape", NULL },		/* RULES A.14 */
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
		.lines = "",
		.pets = "",
		.max_weapons = 1,
		.removes_failures = true,
		.first_round_protected = false,	/* RULES C.10 */
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
		.foil_points = classic_foil_points,
		.move_refusal = classic_move_refusal,
		.drew = classic_drew,
		.loser = classic_loser,
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
		.lines = "pool tokens dog take",
		.pets = "dog shamrock",
		.max_weapons = 1,
		.removes_failures = true,
		.first_round_protected = true,	/* RULES P.1 */
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
		.foil_points = classic_foil_points,
		.move_refusal = classic_move_refusal,
		.drew = classic_drew,
		.loser = classic_loser,
	},
	{
		/* RULES A: the villa, clovers, motives, locked wings, pets */
		.name = "anniversary",
		.board = "villa",
		.deck = "anniversary",
		.minplayers = 2,
		.maxplayers = 8,
		.options = anniversary_options,
		.pool = 0,
		.lines = "dog cat locked lights motives stranger strength dead",
		.pets = "dog shamrock cat patience stranger1 stranger2",
		.max_weapons = LUCKY_MAXCARDS,
		.removes_failures = false,
		.first_round_protected = true,	/* RULES A.10 */
		.setup = anniversary_setup,
		.hand_size = anniversary_hand_size,
		.attempt_value = anniversary_attempt_value,
		.attempt_refusal = anniversary_attempt_refusal,
		.draw_refusal = anniversary_draw_refusal,
		.foiled = anniversary_foiled,
		.dog_killed = classic_dog_killed,
		.answer_refusal = classic_answer_refusal,
		.dog_step_refusal = anniversary_dog_step_refusal,
		.after_lucky = classic_after_lucky,
		.foil_points = anniversary_foil_points,
		.move_refusal = anniversary_move_refusal,
		.drew = anniversary_drew,
		.loser = anniversary_loser,
	},
};

static bool
in_list(const char *list, const char *word)
{
	size_t n = strlen(word);
	const char *p;

	for (p = list; (p = strstr(p, word)) != NULL; p += n)
		if ((p == list || p[-1] == ' ') &&
		    (p[n] == ' ' || p[n] == '\0'))
			return true;
	return false;
}

bool
rules_line(const struct ruleset *rs, const char *key)
{
	return in_list(rs->lines, key);
}

const char *
rules_name_refusal(const struct ruleset *rs, const char *name)
{
	static char why[200];
	char lower[LUCKY_MAXIDLEN + 1];
	size_t i;

	for (i = 0; name[i] != '\0' && i < LUCKY_MAXIDLEN; i++)
		lower[i] = (char)tolower((unsigned char)name[i]);
	lower[i] = '\0';
	if (name[i] != '\0' || !in_list(rs->pets, lower))
		return NULL;
	snprintf(why, sizeof(why), "\"%s\" cannot be a player's name in "
	    "the %s rules: it names %s", name, rs->name,
	    strcmp(lower, "dog") == 0 || strcmp(lower, "shamrock") == 0 ?
	    "Shamrock" : strncmp(lower, "stranger", 8) == 0 ? "a stranger" :
	    "Patience");
	return why;
}

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

/* Each rule set with its board, deck and options, for lucky-new -h. */
void
rules_help(FILE *fp)
{
	const struct option_def *d;
	size_t i;

	for (i = 0; i < sizeof(rulesets) / sizeof(rulesets[0]); i++) {
		fprintf(fp, "  %-12s -b %s -d %s, %d-%d players\n",
		    rulesets[i].name, rulesets[i].board, rulesets[i].deck,
		    rulesets[i].minplayers, rulesets[i].maxplayers);
		fprintf(fp, "  %-12s", "");
		for (d = rulesets[i].options; d->name != NULL; d++)
			fprintf(fp, " -o %s%s%s", d->name,
			    d->values != NULL ? "=" : "",
			    d->values != NULL ? d->values : "");
		fprintf(fp, "\n");
	}
}
