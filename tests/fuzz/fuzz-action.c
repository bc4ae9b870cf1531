/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

/*
 * Fuzz one action applied to a game: the input is a state, a line
 * "%%", then an action as words.  When the action is done, the new
 * state must be one the parser accepts and writes back the same: within
 * every limit of lucky-state(5), LUCKY_MAXFILE bytes at most, as long
 * as state_size says and no longer than state_size_bound.  Inputs near
 * the limits (turn 1000000, 128 cards played, 20000 record entries, 1
 * MiB) need "make fuzz"'s -max_len above 1 MiB; the corpus holds some.
 */

#define _GNU_SOURCE	/* memmem */

#include <stdlib.h>
#include <string.h>

#include "play.h"

int	LLVMFuzzerTestOneInput(const unsigned char *, size_t);

int
LLVMFuzzerTestOneInput(const unsigned char *data, size_t size)
{
	struct state st, again;
	struct lerr e;
	const char *sep;
	char *line, *words[64], *p, *w, rec[LUCKY_MAXENTRY + 2], *text, *text2;
	size_t len, len2;
	int n = 0;

	sep = memmem(data, size, "\n%%\n", 4);
	if (sep == NULL)
		return 0;
	if (state_parse(&st, (const char *)data,
	    (size_t)(sep - (const char *)data) + 1, &e) == -1)
		return 0;
	/* a state read is one its programs can write back */
	text = state_format(&st, &len);
	if (len > LUCKY_MAXFILE || len != state_size(&st, NULL) ||
	    len > state_size_bound(&st, NULL))
		abort();
	free(text);
	len = size - (size_t)(sep + 4 - (const char *)data);
	line = xcalloc(len + 1, 1);
	memcpy(line, sep + 4, len);
	for (p = line; (w = strsep(&p, " \t\n")) != NULL && n < 64;)
		if (*w != '\0')
			words[n++] = w;
	if (action_apply(&st, n, words, false, rec, sizeof(rec), &e) ==
	    ACT_OK) {
		text = state_format(&st, &len);
		if (len > LUCKY_MAXFILE || len != state_size(&st, NULL) ||
		    len > state_size_bound(&st, NULL))
			abort();	/* past the limits, or mismeasured */
		if (state_parse(&again, text, len, &e) == -1)
			abort();	/* the action made a bad state */
		text2 = state_format(&again, &len2);
		if (len != len2 || memcmp(text, text2, len) != 0)
			abort();
		free(text);
		free(text2);
		state_free(&again);
	}
	free(line);
	state_free(&st);
	return 0;
}
