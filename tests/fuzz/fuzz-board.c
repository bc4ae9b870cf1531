/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

/* Fuzz the board parser and what a program asks of a loaded board. */

#include <stdlib.h>

#include "play.h"

int	LLVMFuzzerTestOneInput(const unsigned char *, size_t);

int
LLVMFuzzerTestOneInput(const unsigned char *data, size_t size)
{
	struct board b;
	struct lerr e;
	char msg[300], buf[100];
	int i, j;

	if (board_parse(&b, (const char *)data, size, "board", &e) == -1)
		return 0;
	for (i = 0; i < b.nspaces; i++) {
		board_label(&b, i, buf, sizeof(buf));
		board_find(&b, b.sp[i].name, msg, sizeof(msg));
		for (j = 0; j < b.nspaces; j++)
			if (board_distance(&b, i, j) < 0)
				abort();	/* checked: all reachable */
	}
	board_free(&b);
	return 0;
}
