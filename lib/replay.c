/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

#include <stdlib.h>
#include <string.h>

#include "lucky.h"

/*
 * Replay a state's record from its setup (rules, board, deck, options,
 * seed, players) through the same code the programs use (lucky-check).
 * Returns 0 with the replayed state in out; -1 when the setup cannot be
 * made again; or the number (from 1) of the record entry the rules
 * refused, with the reason in e.
 */
int
state_replay(const struct state *st, struct state *out, struct lerr *e)
{
	char rec[LUCKY_MAXENTRY + 2], *copy, *words[LUCKY_MAXENTRY / 2 + 1], *p, *w;
	int i, n, ret;

	if (replay_setup(st, out, e) == -1)
		return -1;
	for (i = 0; i < st->nrecord; i++) {
		copy = xstrdup(st->record[i]);
		n = 0;
		for (p = copy; (w = strsep(&p, " ")) != NULL;)
			if (*w != '\0' && n < (int)(sizeof(words) /
			    sizeof(words[0])))
				words[n++] = w;
		ret = action_apply(out, n, words, false, rec, sizeof(rec), e);
		free(copy);
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
	return game_new(out, &ng, e);
}
