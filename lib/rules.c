/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "state.h"

/*
 * The rule sets, one table: what differs between them is said here, as
 * data (numbers, options, lines, words, flags), and in the hooks of the
 * same rule sets in hooks.c, and nowhere else (DESIGN "Rule-set
 * differences live in one place").  The state's lines are read and
 * written by what this table says; the turn engine asks it and the
 * hooks.
 */

static const struct option_def classic_options[] = {
	{ "start", "random", NULL },		/* RULES C.3 */
	{ "tie", "longest", NULL },		/* RULES C.10 */
	{ "weapons+1", NULL, NULL },		/* RULES C.11 */
	{ "no-failure-3", NULL, NULL },		/* RULES C.11 */
	{ NULL, NULL, NULL }
};

static const struct option_def paizo_options[] = {
	{ "dog", "old|new|both", NULL },	/* RULES P.4 */
	{ "start", "random", NULL },
	{ "tie", "longest", NULL },
	{ "weapons+1", NULL, NULL },
	{ "no-failure-3", NULL, NULL },
	{ NULL, NULL, NULL }
};

static const struct option_def anniversary_options[] = {
	{ "lock", "west|east", NULL },		/* RULES A.2 */
	{ "pet", "dog|cat|both", NULL },	/* RULES A.12 */
	{ "first", "random", NULL },		/* RULES A.3 */
	/* RULES A.14: the older spelling of the escape rule set */
	{ "escape", NULL, "escape" },
	{ NULL, NULL, NULL }
};

static const struct option_def escape_options[] = {
	{ "lock", "west|east", NULL },
	{ "pet", "dog|cat|both", NULL },
	{ "first", "random", NULL },
	{ NULL, NULL, NULL }
};

static const char *const classic_lines[] = { NULL };
static const char *const paizo_lines[] = {
	"pool", "tokens", "dog", "take", NULL
};
static const char *const anniversary_lines[] = {
	"dog", "cat", "locked", "lights", "motives", "stranger", "strength",
	NULL
};
static const char *const escape_lines[] = {
	"dog", "cat", "locked", "lights", "motives", "stranger", "strength",
	"strength lucky", "dead", NULL
};

/* RULES A.14: the escape game's lines in the anniversary game */
static const struct line_note escape_notes[] = {
	{ "dead", "nobody dies but Doctor Lucky outside the escape game "
	    "(option escape, RULES A.14)" },
	{ "strength lucky", "Doctor Lucky has a strength only in the escape "
	    "game (option escape, RULES A.14)" },
	{ NULL, NULL }
};

#define MURDER_WORDS { \
	.attempt = "murder attempt", \
	.attempt1 = "attempt", \
	.an_attempt = "a murder attempt", \
	.made_rule = "C.6", \
	.answer_rule = "C.7", \
	.won = "killed Doctor Lucky", \
	.won_where = "where Doctor Lucky died", \
}

static const struct ruleset rulesets[RULESETS] = {
	{
		.id = RULES_CLASSIC,
		.name = "classic",
		.board = "mansion",
		.deck = "classic",
		.minplayers = 2,
		.maxplayers = 8,
		.options = classic_options,
		.pool = 0,
		.lines = classic_lines,
		.pets = "",
		.max_weapons = 1,
		.removes_failures = true,
		.reshuffles = true,		/* RULES C.8 */
		.first_round_protected = false,	/* RULES C.10 */
		.order_rule = "C.10",
		.words = MURDER_WORDS,
	},
	{
		/* RULES P: classic plus spite tokens, must-foil, the dog */
		.id = RULES_PAIZO,
		.name = "paizo",
		.board = "mansion",
		.deck = "classic",
		.minplayers = 2,
		.maxplayers = 8,
		.options = paizo_options,
		.pool = 30,
		.lines = paizo_lines,
		.pets = "dog shamrock",
		.dog = "dog",
		.dog_watches = "dog=old|both",
		.dog_dies = "dog=old|both",
		.dog_tokens = "dog=new|both",
		.max_weapons = 1,
		.removes_failures = true,
		.reshuffles = true,
		.first_round_protected = true,	/* RULES P.1 */
		.order_rule = "C.10",
		.round_rule = "P.1",
		.words = MURDER_WORDS,
	},
	{
		/* RULES A: the villa, clovers, motives, locked wings, pets */
		.id = RULES_ANNIVERSARY,
		.name = "anniversary",
		.board = "villa",
		.deck = "anniversary",
		.minplayers = 2,
		.maxplayers = 8,
		.options = anniversary_options,
		.pool = 0,
		.lines = anniversary_lines,
		.pets = "dog shamrock cat patience stranger1 stranger2",
		.dog = "pet=dog|both",
		.cat = "pet=cat|both",
		.dog_watches = "pet=dog|both",
		.max_weapons = LUCKY_MAXCARDS,
		.removes_failures = false,
		.first_round_protected = true,	/* RULES A.10 */
		.order_rule = "A.10",
		.round_rule = "A.10",
		.escapes_to = "escape",		/* RULES A.14 */
		.words = MURDER_WORDS,
	},
	{
		/*
		 * RULES A.14, Escape from Lucky Mansion: the anniversary
		 * game after the murder.  Doctor Lucky hunts the players;
		 * they move him, attack each other, and the last one alive
		 * wins.
		 */
		.id = RULES_ESCAPE,
		.name = "escape",
		.board = "villa",
		.deck = "anniversary",
		.minplayers = 2,
		.maxplayers = 8,
		.options = escape_options,
		.pool = 0,
		.lines = escape_lines,
		.notes = escape_notes,
		.pets = "dog shamrock cat patience stranger1 stranger2",
		.dog = "pet=dog|both",
		.cat = "pet=cat|both",
		.dog_watches = "pet=dog|both",
		.max_weapons = LUCKY_MAXCARDS,
		.removes_failures = false,
		.first_round_protected = true,
		.order_rule = "A.14",
		.lucky_hunts = true,
		.attacks_players = true,
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
	},
};

#define NRULESETS	((int)(sizeof(rulesets) / sizeof(rulesets[0])))

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
rules_line(const struct ruleset *rs, const char *line)
{
	const char *const *l;

	for (l = rs->lines; *l != NULL; l++)
		if (strcmp(*l, line) == 0)
			return true;
	return false;
}

const char *
rules_line_refusal(const struct ruleset *rs, const char *line,
    const char *shown)
{
	static char why[200];
	const struct ruleset *to;
	const struct line_note *n;

	if (rules_line(rs, line))
		return NULL;
	if (rs->escapes_to != NULL && (to = rules_find(rs->escapes_to)) !=
	    NULL && to->notes != NULL)
		for (n = to->notes; n->line != NULL; n++)
			if (strcmp(n->line, line) == 0)
				return n->note;
	snprintf(why, sizeof(why), "line \"%s\" is not used by the %s rules",
	    shown, rs->name);
	return why;
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
	int i;

	if (name == NULL)
		return &rulesets[0];
	for (i = 0; i < NRULESETS; i++)
		if (strcmp(rulesets[i].name, name) == 0)
			return &rulesets[i];
	return NULL;
}

/* The rule set's name nearest to name, or NULL: "did you mean". */
const char *
rules_near(const char *name)
{
	int i, d, bestd = 99;
	const char *best = NULL;

	for (i = 0; i < NRULESETS && name != NULL; i++)
		if ((d = name_distance(name, rulesets[i].name)) < bestd) {
			bestd = d;
			best = rulesets[i].name;
		}
	return best != NULL && bestd <= (strlen(name) > 6 ? 2 : 1) ? best :
	    NULL;
}

const struct ruleset *
rules_convert(const struct ruleset *rs, struct option_set *os)
{
	const struct option_def *d;
	const struct ruleset *to;

	for (d = rs->options; d->name != NULL; d++)
		if (d->rules != NULL && option_has(os, d->name) &&
		    (to = rules_find(d->rules)) != NULL) {
			option_drop(os, d->name);
			return to;
		}
	return rs;
}

/* The option named by a spec ("pet=dog|both": pet), or -1. */
static int
spec_option(const struct option_set *os, const char *spec, const char **vals)
{
	const char *eq = strchr(spec, '=');
	size_t n = eq != NULL ? (size_t)(eq - spec) : strlen(spec);
	int i;

	*vals = eq != NULL ? eq + 1 : NULL;
	for (i = 0; i < os->n; i++)
		if (strncmp(os->name[i], spec, n) == 0 &&
		    os->name[i][n] == '\0')
			return i;
	return -1;
}

bool
rules_option_says(const struct state *st, const char *spec)
{
	const char *vals, *v, *p;
	size_t n;
	int i;

	if (spec == NULL || (i = spec_option(&st->opt, spec, &vals)) == -1)
		return false;
	if (vals == NULL)
		return true;
	v = st->opt.value[i];
	n = strlen(v);
	for (p = vals; *p != '\0'; p += strcspn(p, "|"), p += *p == '|')
		if (strncmp(p, v, n) == 0 && (p[n] == '|' || p[n] == '\0'))
			return true;
	return false;
}

const char *
rules_option_spell(const struct ruleset *rs, const char *spec, char *buf,
    size_t size)
{
	const struct option_def *d;
	const char *eq = strchr(spec, '='), *vals = eq != NULL ? eq + 1 : "";
	size_t n = eq != NULL ? (size_t)(eq - spec) : strlen(spec), k;
	int count, i;

	if (eq == NULL)
		for (d = rs->options; d->name != NULL; d++)
			if (strcmp(d->name, spec) == 0 && d->values != NULL)
				vals = d->values;
	buf[0] = '\0';
	for (count = 1, k = 0; vals[k] != '\0'; k++)
		count += vals[k] == '|';
	for (i = 0; i < count; i++) {
		k = strcspn(vals, "|");
		if (i > 0)
			strlcat(buf, i == count - 1 ? " or " : ", ", size);
		snprintf(buf + strlen(buf), size - strlen(buf), "%.*s=%.*s",
		    (int)n, spec, (int)k, vals);
		vals += k + (vals[k] == '|');
	}
	return buf;
}

/* RULES A.12: the pets the options bring. */
bool
game_has_pet(const struct state *st, int pawn)
{
	return rules_option_says(st, pawn == PAWN_DOG ? st->rules->dog :
	    st->rules->cat);
}

/* RULES P.4 Old Dog and both, A.12: the living dog watches for Lucky. */
bool
dog_watches(const struct state *st)
{
	return st->dog != NOWHERE && !st->dog_dead &&
	    rules_option_says(st, st->rules->dog_watches);
}

/* RULES P.4 New Tricks and both: the dog has a pile of spite tokens. */
bool
dog_keeps_tokens(const struct state *st)
{
	return st->dog != NOWHERE && !st->dog_dead &&
	    rules_option_says(st, st->rules->dog_tokens);
}

/* RULES P.4 Old Dog and both: the dog may be attacked. */
bool
dog_can_die(const struct state *st)
{
	return st->dog != NOWHERE && rules_option_says(st,
	    st->rules->dog_dies);
}

/* "tie=longest" or "weapons+1", checked against the rule set's options. */
int
option_add(struct option_set *os, const struct ruleset *rs, const char *arg,
    struct lerr *e)
{
	char name[LUCKY_MAXIDLEN + 1], list[300];
	const char *eq, *value;
	const struct option_def *d;
	size_t n;
	int i;

	eq = strchr(arg, '=');
	n = eq ? (size_t)(eq - arg) : strlen(arg);
	value = eq ? eq + 1 : "";
	list[0] = '\0';
	for (d = rs->options; d->name != NULL; d++) {
		strlcat(list, d == rs->options ? "" : ", ", sizeof(list));
		strlcat(list, d->name, sizeof(list));
		if (d->values != NULL) {
			strlcat(list, "=", sizeof(list));
			strlcat(list, d->values, sizeof(list));
		}
	}
	for (d = rs->options; d->name != NULL; d++)
		if (strlen(d->name) == n && strncmp(d->name, arg, n) == 0)
			break;
	if (d->name == NULL || n > LUCKY_MAXIDLEN) {
		const struct option_def *best = NULL;
		char word[LUCKY_MAXIDLEN + 1];
		int dist, bestd = 99;

		snprintf(word, sizeof(word), "%.*s", (int)n, arg);
		for (d = rs->options; d->name != NULL; d++)
			if ((dist = name_distance(word, d->name)) < bestd) {
				bestd = dist;
				best = d;
			}
		if (best != NULL && bestd <= (n > 6 ? 2 : 1))
			return lerr_set(e, NULL, 0, "unknown option \"%.40s\" "
			    "for %s rules (did you mean \"%s\"?)", arg,
			    rs->name, best->name);
		return lerr_set(e, NULL, 0, "unknown option \"%.40s\" for %s "
		    "rules (%s)", arg, rs->name, list);
	}
	memcpy(name, arg, n);
	name[n] = '\0';
	if (d->values == NULL && eq != NULL)
		return lerr_set(e, NULL, 0, "option %s takes no value", name);
	if (d->values != NULL) {
		char vals[100], *p = vals, *v;
		bool ok = false;

		strlcpy(vals, d->values, sizeof(vals));
		while ((v = strsep(&p, "|")) != NULL)
			if (strcmp(v, value) == 0)
				ok = true;
		if (!ok)
			return lerr_set(e, NULL, 0, "option %s wants %s=%s, not "
			    "\"%.40s\"", name, name, d->values, arg);
	}
	for (i = 0; i < os->n; i++)
		if (strcmp(os->name[i], name) == 0)
			return lerr_set(e, NULL, 0, "option %s given twice",
			    name);
	if (os->n == LUCKY_MAXOPTIONS)
		return lerr_set(e, NULL, 0, "too many options");
	/* kept sorted by name: the canonical order */
	for (i = os->n; i > 0 && strcmp(os->name[i - 1], name) > 0; i--) {
		memcpy(os->name[i], os->name[i - 1], sizeof(os->name[i]));
		memcpy(os->value[i], os->value[i - 1], sizeof(os->value[i]));
	}
	strlcpy(os->name[i], name, sizeof(os->name[i]));
	strlcpy(os->value[i], value, sizeof(os->value[i]));
	os->n++;
	return 0;
}

bool
option_has(const struct option_set *os, const char *name)
{
	int i;

	for (i = 0; i < os->n; i++)
		if (strcmp(os->name[i], name) == 0)
			return true;
	return false;
}

/* Take an option out of a set, if it is there. */
void
option_drop(struct option_set *os, const char *name)
{
	int i;

	for (i = 0; i < os->n; i++)
		if (strcmp(os->name[i], name) == 0)
			break;
	if (i == os->n)
		return;
	for (os->n--; i < os->n; i++) {
		memcpy(os->name[i], os->name[i + 1], sizeof(os->name[i]));
		memcpy(os->value[i], os->value[i + 1], sizeof(os->value[i]));
	}
}

void
rules_list(FILE *fp)
{
	int i;

	for (i = 0; i < NRULESETS; i++)
		fprintf(fp, "%s%s", i ? ", " : "", rulesets[i].name);
}

/* Each rule set with its board, deck and options, for lucky-new -h. */
void
rules_help(FILE *fp)
{
	const struct option_def *d;
	int i;

	for (i = 0; i < NRULESETS; i++) {
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
