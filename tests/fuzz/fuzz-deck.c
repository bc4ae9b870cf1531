/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

/* Fuzz the deck parser against the mansion board. */

#include <stdlib.h>

#include "play.h"

int	LLVMFuzzerTestOneInput(const unsigned char *, size_t);

int
LLVMFuzzerTestOneInput(const unsigned char *data, size_t size)
{
	static struct board b;
	static int loaded;
	struct deck *d;
	struct lerr e;
	char buf[200];
	int i;

	if (!loaded) {
		if (board_load(&b, "mansion", &e) == -1)
			lerr_exit(&e);
		loaded = 1;
	}
	d = xcalloc(1, sizeof(*d));
	if (deck_parse(d, (const char *)data, size, "deck", &b, &e) == 0)
		for (i = 0; i < d->ncards; i++)
			card_label(d, &b, i, buf, sizeof(buf));
	free(d);
	return 0;
}
