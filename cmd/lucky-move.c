/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

#include <err.h>
#include <stdlib.h>

#include "lucky.h"

/* its options in actopts.c */
static const struct cli *const cli = &act_progs[ACTPROG_MOVE].cli;

int
main(int argc, char *argv[])
{
	struct act_options ao = { NULL, NULL, 0 };
	struct cli_parse cp;
	char **words;
	int ch, n = 0;
	const char *pawn = NULL;

	/* move PLAYER [-m PAWN] [-c CARD]... ROOM...: 2 words an arg */
	words = xcalloc((size_t)argc * 2 + 4, sizeof(*words));
	words[n++] = "move";
	n++;			/* the player, filled in below */
	cli_begin(&cp, cli, argc, argv, false);
	while ((ch = action_next(&cp, &ao)) != -1)
		switch (ch) {
		case 'c':
			words[n++] = "-c";
			words[n++] = cp.arg;
			break;
		case 'D':
		case 'm':
			if (pawn != NULL)
				errx(2, "one pawn a move: -D or -m once");
			pawn = ch == 'D' ? "lucky" : cp.arg;
			break;
		default:
			cli_usage(cli);
		}
	argc -= cp.optind;
	argv += cp.optind;
	if (argc == 0)
		cli_usage(cli);
	if (pawn != NULL) {
		words[n++] = "-m";
		words[n++] = (char *)pawn;
	}
	return action_run(&ao, words, n, argc, argv);
}
