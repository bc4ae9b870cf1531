/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "turn.h"

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
		FILE *fp;

		if (rules_near(ng->rules) != NULL)
			return lerr_msg(e, NULL, 0, MSG_UNKNOWN_RULE_SET_NEAR,
			    ng->rules, rules_near(ng->rules));
		if ((fp = fmemopen(list, sizeof(list), "w")) != NULL) {
			rules_list(fp);
			fclose(fp);
		} else
			list[0] = '\0';
		return lerr_msg(e, NULL, 0, MSG_UNKNOWN_RULE_SET,
		    ng->rules, list);
	}
	/* an option may name another rule set (option escape, A.14) */
	st->opt = ng->opt;
	st->rules = rules_convert(st->rules, &st->opt);
	if (ng->nplayers < st->rules->minplayers ||
	    ng->nplayers > st->rules->maxplayers)
		return lerr_msg(e, NULL, 0, MSG_PLAYER_COUNT, ng->nplayers,
		    ng->nplayers == 1 ? "" : "s", st->rules->name,
		    st->rules->minplayers, st->rules->maxplayers);
	for (i = 0; i < ng->nplayers; i++) {
		if (player_name_ok(ng->players[i], e) == -1)
			return -1;
		if ((why = rules_name_refusal(st->rules, ng->players[i],
		    buf, sizeof(buf))) != NULL)
			return lerr_msg(e, NULL, 0, MSG_REASON, why);
		for (j = 0; j < i; j++)
			if (strcasecmp(ng->players[i], ng->players[j]) == 0)
				return lerr_msg(e, NULL, 0,
				    MSG_PLAYER_NAMED_TWICE, ng->players[i]);
	}
	if ((st->board = board_get(ng->board ? ng->board : st->rules->board,
	    &sub)) == NULL)
		return lerr_msg(e, NULL, 0, MSG_RELAY, lerr_str(&sub, buf,
		    sizeof(buf)));
	if ((st->deck = deck_get(ng->deck ? ng->deck : st->rules->deck,
	    st->board, &sub)) == NULL) {
		lerr_msg(e, NULL, 0, MSG_RELAY, lerr_str(&sub, buf,
		    sizeof(buf)));
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
	if (HOOKS(st)->setup(st, e) == -1) {
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
