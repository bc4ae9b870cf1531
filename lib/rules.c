/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "state.h"

/*
 * The rule sets, one table: what differs between them is said by their
 * records (rules-classic.c, ...; struct ruleset), as data, and by their
 * hooks (classic.c, ...), and nowhere else (DESIGN "Rule-set differences
 * live in one place").  The state's lines are read and written by what
 * the records say; the turn engine asks them and the hooks.
 */

/* The options, by id (enum option_id): the rule sets take some. */
static const struct option_def option_defs[OPTIONS] = {
	[OPT_DOG] = { "dog", "old|new|both", NULL },		/* RULES P.4 */
	[OPT_START] = { "start", "random", NULL },		/* RULES C.3 */
	[OPT_TIE] = { "tie", "longest", NULL },			/* RULES C.10 */
	[OPT_WEAPONS1] = { "weapons+1", NULL, NULL },		/* RULES C.11 */
	[OPT_NO_FAILURE3] = { "no-failure-3", NULL, NULL },	/* RULES C.11 */
	[OPT_LOCK] = { "lock", "west|east", NULL },		/* RULES A.2 */
	[OPT_PET] = { "pet", "dog|cat|both", NULL },		/* RULES A.12 */
	[OPT_FIRST] = { "first", "random", NULL },		/* RULES A.3 */
	/* RULES A.14: the older spelling of the escape rule set */
	[OPT_ESCAPE] = { "escape", NULL, "escape" },
};

/* The records as their files declare them, in the order of the ids. */
static const struct ruleset *const declared[RULESETS] = {
#define RULESET(name)	&name##_rules,
#include "rulesets.def"
#undef RULESET
};

/* The same, each completed from its base (rules_find). */
static struct ruleset rulesets[RULESETS];
static bool completed;

/* Where a record leaves a field NULL or 0, its base's. */
#define INHERIT(field)	do {				\
	if (!r->field)					\
		r->field = b->field;			\
} while (0)

static void
complete(int i)
{
	struct ruleset *r = &rulesets[i];
	const struct ruleset *b;
	int k;

	if (r->name != NULL)
		return;
	*r = *declared[i];
	r->id = i;
	for (k = 0; k < RULESETS && declared[k] != declared[i]->base; k++)
		continue;
	if (k == RULESETS)
		return;
	complete(k);
	b = &rulesets[k];
	INHERIT(board);
	INHERIT(deck);
	INHERIT(minplayers);
	INHERIT(maxplayers);
	INHERIT(options);
	INHERIT(pool);
	INHERIT(lines);
	INHERIT(pets);
	INHERIT(dog);
	INHERIT(cat);
	INHERIT(dog_watches);
	INHERIT(dog_dies);
	INHERIT(dog_tokens);
	INHERIT(max_weapons);
	INHERIT(order_rule);
	INHERIT(round_rule);
	if (r->words.attempt == NULL)
		r->words = b->words;
	r->departures |= b->departures;
}

/* The table, completed the first time it is asked for. */
static const struct ruleset *
table(void)
{
	int i;

	if (!completed) {
		for (i = 0; i < RULESETS; i++)
			complete(i);
		completed = true;
	}
	return rulesets;
}

/* The next option the rule set takes from id on, or OPTIONS. */
static int
next_option(const struct ruleset *rs, int id)
{
	while (id < OPTIONS && !(rs->options & OPTION(id)))
		id++;
	return id;
}

#define FOREACH_OPTION(rs, id) \
	for ((id) = next_option((rs), 0); (id) < OPTIONS; \
	    (id) = next_option((rs), (id) + 1))

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
    const char *shown, char *why, size_t size)
{
	const struct ruleset *to;
	const struct line_note *n;

	if (rules_line(rs, line))
		return NULL;
	if (rs->escapes_to != NULL && (to = rules_find(rs->escapes_to)) !=
	    NULL && to->notes != NULL)
		for (n = to->notes; n->line != NULL; n++)
			if (strcmp(n->line, line) == 0)
				return n->note;
	snprintf(why, size, "line \"%s\" is not used by the %s rules",
	    shown, rs->name);
	return why;
}

const char *
rules_name_refusal(const struct ruleset *rs, const char *name, char *why,
    size_t size)
{
	char lower[LUCKY_MAXIDLEN + 1];
	size_t i;

	for (i = 0; name[i] != '\0' && i < LUCKY_MAXIDLEN; i++)
		lower[i] = (char)tolower((unsigned char)name[i]);
	lower[i] = '\0';
	if (name[i] != '\0' || !in_list(rs->pets, lower))
		return NULL;
	snprintf(why, size, "\"%s\" cannot be a player's name in "
	    "the %s rules: it names %s", name, rs->name,
	    strcmp(lower, "dog") == 0 || strcmp(lower, "shamrock") == 0 ?
	    "Shamrock" : strncmp(lower, "stranger", 8) == 0 ? "a stranger" :
	    "Patience");
	return why;
}

const struct ruleset *
rules_find(const char *name)
{
	const struct ruleset *rs = table();
	int i;

	if (name == NULL)
		return &rs[0];
	for (i = 0; i < RULESETS; i++)
		if (strcmp(rs[i].name, name) == 0)
			return &rs[i];
	return NULL;
}

/* The completed record of the rule set's base, or NULL. */
const struct ruleset *
rules_base(const struct ruleset *rs)
{
	int k;

	for (k = 0; k < RULESETS && rs->base != NULL; k++)
		if (declared[k] == rs->base)
			return &table()[k];
	return NULL;
}

/* The rule set's name nearest to name, or NULL: "did you mean". */
const char *
rules_near(const char *name)
{
	const struct ruleset *rs = table();
	int i, d, bestd = 99;
	const char *best = NULL;

	for (i = 0; i < RULESETS && name != NULL; i++)
		if ((d = name_distance(name, rs[i].name)) < bestd) {
			bestd = d;
			best = rs[i].name;
		}
	return best != NULL && bestd <= (strlen(name) > 6 ? 2 : 1) ? best :
	    NULL;
}

static bool
option_has(const struct option_set *os, const char *name)
{
	int i;

	for (i = 0; i < os->n; i++)
		if (strcmp(os->name[i], name) == 0)
			return true;
	return false;
}

/* Take an option out of a set, if it is there. */
static void
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

const struct ruleset *
rules_convert(const struct ruleset *rs, struct option_set *os)
{
	const struct option_def *d;
	const struct ruleset *to;
	int id;

	FOREACH_OPTION(rs, id) {
		d = &option_defs[id];
		if (d->rules != NULL && option_has(os, d->name) &&
		    (to = rules_find(d->rules)) != NULL) {
			option_drop(os, d->name);
			return to;
		}
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
	const char *eq = strchr(spec, '='), *vals = eq != NULL ? eq + 1 : "";
	size_t n = eq != NULL ? (size_t)(eq - spec) : strlen(spec), k;
	int count, i, id;

	if (eq == NULL)
		FOREACH_OPTION(rs, id)
			if (strcmp(option_defs[id].name, spec) == 0 &&
			    option_defs[id].values != NULL)
				vals = option_defs[id].values;
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

/* The rule set's options as a message lists them: "lock=west|east, ...". */
static void
option_list(const struct ruleset *rs, char *list, size_t size)
{
	int id;

	list[0] = '\0';
	FOREACH_OPTION(rs, id) {
		if (list[0] != '\0')
			strlcat(list, ", ", size);
		strlcat(list, option_defs[id].name, size);
		if (option_defs[id].values != NULL) {
			strlcat(list, "=", size);
			strlcat(list, option_defs[id].values, size);
		}
	}
}

/* The option the rule set takes by the name of arg's n bytes, or NULL
 * and the refusal. */
static const struct option_def *
option_named(const struct ruleset *rs, const char *arg, size_t n,
    struct lerr *e)
{
	const struct option_def *best = NULL;
	char word[LUCKY_MAXIDLEN + 1], list[300];
	int id, dist, bestd = 99;

	FOREACH_OPTION(rs, id)
		if (strlen(option_defs[id].name) == n &&
		    strncmp(option_defs[id].name, arg, n) == 0 &&
		    n <= LUCKY_MAXIDLEN)
			return &option_defs[id];
	snprintf(word, sizeof(word), "%.*s", (int)n, arg);
	FOREACH_OPTION(rs, id)
		if ((dist = name_distance(word, option_defs[id].name)) <
		    bestd) {
			bestd = dist;
			best = &option_defs[id];
		}
	if (best != NULL && bestd <= (n > 6 ? 2 : 1)) {
		lerr_msg(e, NULL, 0, MSG_RULES_UNKNOWN_OPTION_NEAR, arg, rs->name, best->name);
		return NULL;
	}
	option_list(rs, list, sizeof(list));
	lerr_msg(e, NULL, 0, MSG_RULES_UNKNOWN_OPTION,
	    arg, rs->name, list);
	return NULL;
}

/* "tie=longest" or "weapons+1", checked against the rule set's options. */
int
option_add(struct option_set *os, const struct ruleset *rs, const char *arg,
    struct lerr *e)
{
	char name[LUCKY_MAXIDLEN + 1];
	const char *eq, *value;
	const struct option_def *d;
	size_t n;
	int i;

	eq = strchr(arg, '=');
	n = eq ? (size_t)(eq - arg) : strlen(arg);
	value = eq ? eq + 1 : "";
	if ((d = option_named(rs, arg, n, e)) == NULL)
		return -1;
	memcpy(name, arg, n);
	name[n] = '\0';
	if (d->values == NULL && eq != NULL)
		return lerr_msg(e, NULL, 0, MSG_OPTION_NO_VALUE, name);
	if (d->values != NULL) {
		char vals[100], *p = vals, *v;
		bool ok = false;

		strlcpy(vals, d->values, sizeof(vals));
		while ((v = strsep(&p, "|")) != NULL)
			if (strcmp(v, value) == 0)
				ok = true;
		if (!ok)
			return lerr_msg(e, NULL, 0, MSG_OPTION_BAD_VALUE, name, name, d->values, arg);
	}
	for (i = 0; i < os->n; i++)
		if (strcmp(os->name[i], name) == 0)
			return lerr_msg(e, NULL, 0, MSG_OPTION_GIVEN_TWICE,
			    name);
	if (os->n == LUCKY_MAXOPTIONS)
		return lerr_msg(e, NULL, 0, MSG_TOO_MANY_OPTIONS);
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

const char *
option_name(enum option_id id)
{
	return option_defs[id].name;
}

/* The value of the option so named ("" for a flag), or NULL. */
const char *
option_value(const struct option_set *os, const char *name)
{
	int i;

	for (i = 0; i < os->n; i++)
		if (strcmp(os->name[i], name) == 0)
			return os->value[i];
	return NULL;
}

void
rules_list(FILE *fp)
{
	const struct ruleset *rs = table();
	int i;

	for (i = 0; i < RULESETS; i++)
		fprintf(fp, "%s%s", i ? ", " : "", rs[i].name);
}

/* Each rule set with its board, deck and options, for lucky-new -h. */
void
rules_help(FILE *fp)
{
	const struct ruleset *rs = table();
	const struct option_def *d;
	char word[80];
	int i, id;
	size_t col;

	for (i = 0; i < RULESETS; i++) {
		fprintf(fp, "  %-12s -b %s -d %s, %d-%d players\n",
		    rs[i].name, rs[i].board, rs[i].deck,
		    rs[i].minplayers, rs[i].maxplayers);
		/* the options, lines of 80 columns at most */
		col = (size_t)fprintf(fp, "  %-12s", "");
		FOREACH_OPTION(&rs[i], id) {
			d = &option_defs[id];
			snprintf(word, sizeof(word), " -o %s%s%s", d->name,
			    d->values != NULL ? "=" : "",
			    d->values != NULL ? d->values : "");
			if (col > 14 && col + strlen(word) > 80)
				col = (size_t)fprintf(fp, "\n  %-12s", "") - 1;
			col += (size_t)fprintf(fp, "%s", word);
		}
		fprintf(fp, "\n");
	}
}
