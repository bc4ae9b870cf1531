/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

#include <stdlib.h>
#include <string.h>

#include "play.h"

/*
 * Replay a state's record from its setup (rules, board, deck, options,
 * seed, players), or the position it was composed from, through the
 * same code the programs use (lucky-check).
 * Returns 0 with the replayed state in out; -1 when the setup cannot be
 * made again; or the number (from 1) of the record entry the rules
 * refused, with the reason in e.
 */
int
state_replay(const struct state *st, struct state *out, struct lerr *e)
{
	char rec[LUCKY_MAXENTRY + 2], copy[LUCKY_MAXJOINED + 1], *p, *w;
	char *words[LUCKY_MAXJOINED / 2 + 1];
	int i, n, ret;

	if (replay_setup(st, out, e) == -1)
		return -1;
	for (i = 0; i < st->nrecord; i++) {
		/* its words one blank apart (state_record), shorter than
		 * a line and its "+" lines */
		memcpy(copy, st->record[i], strlen(st->record[i]) + 1);
		n = 0;
		for (p = copy; *p != '\0'; ) {
			for (w = p; *p != ' ' && *p != '\0'; p++)
				;
			if (*p == ' ')
				*p++ = '\0';
			if (*w != '\0' && n < (int)(sizeof(words) /
			    sizeof(words[0])))
				words[n++] = w;
		}
		ret = action_replay(out, n, words, rec, sizeof(rec), e);
		if (ret != ACT_OK)
			return i + 1;
	}
	return 0;
}

/* The setup a state's record starts from: 0, or -1 with e. */
int
replay_setup(const struct state *st, struct state *out, struct lerr *e)
{
	struct newgame ng;
	int i;

	memset(&ng, 0, sizeof(ng));
	ng.rules = st->rules->name;
	ng.board = st->board->name;
	ng.deck = st->deck->name;
	ng.seed = st->seed;
	ng.opt = st->opt;
	/* RULES A.14: a game that began as another one (the record holds
	 * the escape from it) starts from that one's setup */
	if (st->rules->begins_as != NULL)
		for (i = 0; i < st->nrecord; i++)
			if (strncmp(st->record[i], "escape ", 7) == 0) {
				ng.rules = st->rules->begins_as;
				break;
			}
	/* the players only: the setup seats the strangers (RULES A.11) */
	for (i = 0; i < st->nplayers; i++)
		if (!st->p[i].stranger)
			ng.players[ng.nplayers++] = st->p[i].name;
	/* a composed game starts from its position (lucky-new --position) */
	if (st->position != NULL)
		return position_start(st, ng.rules, out, e);
	return game_new(out, &ng, e);
}
