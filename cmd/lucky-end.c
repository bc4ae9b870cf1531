/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

#include <err.h>
#include <stdlib.h>

#include "lucky.h"

/* its options in actopts.c */
static const struct cli *const cli = &act_progs[ACTPROG_END].cli;

int
main(int argc, char *argv[])
{
	struct act_options ao = { NULL, NULL, 0 };
	struct cli_parse cp;
	char *words[6] = { "end", NULL };
	/* RULES C.4, P.1, A.5: a draw when the rules allow one */
	char *draw = "may-draw";
	const char *dogstep = NULL;
	int ch, n = 2, ndraw = 0;

	cli_begin(&cp, cli, argc, argv, false);
	while ((ch = action_next(&cp, &ao)) != -1)
		switch (ch) {
		case ACTOPT_DRAW:
			draw = "draw";
			ndraw++;
			break;
		case ACTOPT_NODRAW:
			draw = NULL;
			ndraw++;
			break;
		case 'g':
			dogstep = cp.arg;
			break;
		default:
			cli_usage(cli);
		}
	if (argc != cp.optind)
		cli_usage(cli);
	if (ndraw > 1)
		errx(2, "--draw or --no-draw, not both");
	words[1] = ao.player;
	if (draw != NULL)
		words[n++] = draw;
	if (dogstep != NULL) {
		words[n++] = "dog";
		words[n++] = (char *)dogstep;
	}
	return action_main(ao.file, n, words, ao.flags);
}
