/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

/*
 * Fuzz the state parser: any input is parsed; a state that parses is
 * written canonically, and that text must parse again to the same text
 * (lucky-state(5): parse -> write is byte-identical on a canonical file).
 */

#include <stdlib.h>
#include <string.h>

#include "play.h"

int	LLVMFuzzerTestOneInput(const unsigned char *, size_t);

int
LLVMFuzzerTestOneInput(const unsigned char *data, size_t size)
{
	struct state st, again;
	struct lerr e;
	char *text, *text2;
	size_t len, len2;

	if (state_parse(&st, (const char *)data, size, &e) == -1)
		return 0;
	text = state_format(&st, &len);
	if (len != state_size(&st, NULL) || len > state_size_bound(&st, NULL))
		abort();	/* mismeasured */
	if (state_parse(&again, text, len, &e) == -1)
		abort();	/* we wrote what we cannot read */
	text2 = state_format(&again, &len2);
	if (len != len2 || memcmp(text, text2, len) != 0)
		abort();	/* not canonical */
	free(text);
	free(text2);
	state_free(&again);
	state_free(&st);
	return 0;
}
