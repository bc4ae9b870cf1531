/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "lucky.h"

/* Doctor Lucky's own name cannot be a player's. */
static const char *reserved[] = { "lucky", "doctor", NULL };

/*
 * A player name: 1-16 letters, digits, '-' or '_', starting with a
 * letter (so it is never mistaken for a seat number).
 */
int
player_name_ok(const char *s, struct lerr *e)
{
	size_t n;
	int i;

	if (!isalpha((unsigned char)s[0]))
		return lerr_set(e, NULL, 0, "player name \"%.40s\" must start "
		    "with a letter", s);
	for (n = 0; s[n] != '\0'; n++)
		if (!isalnum((unsigned char)s[n]) && s[n] != '-' &&
		    s[n] != '_')
			return lerr_set(e, NULL, 0, "player name \"%.40s\": "
			    "only letters, digits, '-' and '_'", s);
	if (n > LUCKY_MAXIDLEN)
		return lerr_set(e, NULL, 0, "player name \"%.40s\" is longer "
		    "than %d characters", s, LUCKY_MAXIDLEN);
	for (i = 0; reserved[i] != NULL; i++)
		if (strcasecmp(s, reserved[i]) == 0)
			return lerr_set(e, NULL, 0, "\"%s\" cannot be a "
			    "player's name: it names another pawn", s);
	return 0;
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
	if (d->name == NULL || n > LUCKY_MAXIDLEN)
		return lerr_set(e, NULL, 0, "unknown option \"%.40s\" for %s "
		    "rules (%s)", arg, rs->name, list);
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

int
game_new(struct state *st, const struct newgame *ng, struct lerr *e)
{
	char buf[400];
	struct lerr sub;
	const char *why;
	int i, j;

	state_init(st);
	if ((st->rules = rules_find(ng->rules)) == NULL) {
		char list[100];
		FILE *fp = fmemopen(list, sizeof(list), "w");

		if (fp != NULL) {
			rules_list(fp);
			fclose(fp);
		} else
			list[0] = '\0';
		return lerr_set(e, NULL, 0, "unknown rule set \"%.40s\" (%s)",
		    ng->rules, list);
	}
	if (ng->nplayers < st->rules->minplayers ||
	    ng->nplayers > st->rules->maxplayers)
		return lerr_set(e, NULL, 0, "%d player%s: %s rules need %d to "
		    "%d", ng->nplayers, ng->nplayers == 1 ? "" : "s",
		    st->rules->name, st->rules->minplayers,
		    st->rules->maxplayers);
	for (i = 0; i < ng->nplayers; i++) {
		if (player_name_ok(ng->players[i], e) == -1)
			return -1;
		if ((why = rules_name_refusal(st->rules,
		    ng->players[i])) != NULL)
			return lerr_set(e, NULL, 0, "%s", why);
		for (j = 0; j < i; j++)
			if (strcasecmp(ng->players[i], ng->players[j]) == 0)
				return lerr_set(e, NULL, 0, "player \"%s\" "
				    "named twice", ng->players[i]);
	}
	st->opt = ng->opt;
	if ((st->board = board_get(ng->board ? ng->board : st->rules->board,
	    &sub)) == NULL)
		return lerr_set(e, NULL, 0, "%s", lerr_str(&sub, buf,
		    sizeof(buf)));
	if ((st->deck = deck_get(ng->deck ? ng->deck : st->rules->deck,
	    st->board, &sub)) == NULL) {
		lerr_set(e, NULL, 0, "%s", lerr_str(&sub, buf, sizeof(buf)));
		state_free(st);
		return -1;
	}
	st->nplayers = ng->nplayers;
	for (i = 0; i < ng->nplayers; i++) {
		strlcpy(st->p[i].name, ng->players[i], sizeof(st->p[i].name));
		st->p[i].room = NOWHERE;
	}
	st->seed = ng->seed;
	rng_seed(&st->rng, ng->seed);
	if (st->rules->setup(st, e) == -1) {
		state_free(st);
		return -1;
	}
	st->current = st->first;
	st->turn = st->round = 1;
	st->phase = PHASE_MOVE;
	st->free_steps = 1;
	st->played = 0;
	return 0;
}
