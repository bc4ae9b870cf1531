/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

#include <stdlib.h>
#include <string.h>

#include "board.h"

/*
 * Boards and decks never change once loaded, so a process loads each
 * one once and every state shares it (a replay or a simulation reads
 * many states; a fuzzer millions).
 */

#define CACHED	16

static struct board *boards[CACHED];
static int nboards;
static struct deck *decks[CACHED];
static const struct board *deck_boards[CACHED];
static int ndecks;

/* At exit: so that valgrind sees every block given back. */
static void
cache_free(void)
{
	int i;

	for (i = 0; i < nboards; i++) {
		board_free(boards[i]);
		free(boards[i]);
	}
	for (i = 0; i < ndecks; i++)
		free(decks[i]);
	nboards = ndecks = 0;
}

static void
cache_start(void)
{
	static bool started;

	if (!started && atexit(cache_free) == 0)
		started = true;
}

const struct board *
board_get(const char *name, struct lerr *e)
{
	struct board *b;
	int i;

	for (i = 0; i < nboards; i++)
		if (strcmp(boards[i]->name, name) == 0)
			return boards[i];
	if (nboards == CACHED)
		return lerr_msg(e, NULL, 0, MSG_TOO_MANY_BOARDS, CACHED),
		    NULL;
	cache_start();
	/* board_load clears it */
	b = xreallocarray(NULL, 1, sizeof(*b));
	if (board_load(b, name, e) == -1) {
		free(b);
		return NULL;
	}
	return boards[nboards++] = b;
}

/* A deck is checked against a board, so it is cached with it. */
const struct deck *
deck_get(const char *name, const struct board *b, struct lerr *e)
{
	struct deck *d;
	int i;

	for (i = 0; i < ndecks; i++)
		if (strcmp(decks[i]->name, name) == 0 && deck_boards[i] == b)
			return decks[i];
	if (ndecks == CACHED)
		return lerr_msg(e, NULL, 0, MSG_TOO_MANY_DECKS, CACHED),
		    NULL;
	d = xreallocarray(NULL, 1, sizeof(*d));	/* deck_load clears it */
	if (deck_load(d, name, b, e) == -1) {
		free(d);
		return NULL;
	}
	deck_boards[ndecks] = b;
	return decks[ndecks++] = d;
}
