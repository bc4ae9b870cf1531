/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

#include <err.h>
#include <stdlib.h>

#include "lucky.h"

/* long options only: -d names a deck */
enum { OPT_DRAW = CLI_LONG, OPT_NODRAW };

static const struct cli_opt opts[] = {
	{ OPT_DRAW, "draw", NULL, 0, "insist on the draw: refused if not allowed" },
	{ OPT_NODRAW, "no-draw", NULL, 0, "end the turn without the draw" },
	{ 'g', "dog", "space", 0, "move the dog one step to space" },
	CLI_ACT_OPTS,
	{ 0 }
};

static const struct cli cli = { opts, NULL,
	"[-Fhinv] [--draw | --no-draw] [-f file] [-g space] [-p player]", NULL };

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

	cli_begin(&cp, &cli, argc, argv, false);
	while ((ch = cli_next(&cp)) != -1)
		switch (ch) {
		case OPT_DRAW:
			draw = "draw";
			ndraw++;
			break;
		case OPT_NODRAW:
			draw = NULL;
			ndraw++;
			break;
		case 'g':
			dogstep = cp.arg;
			break;
		default:
			if (!action_option(ch, cp.arg, &ao))
				cli_usage(&cli);
		}
	if (argc != cp.optind)
		cli_usage(&cli);
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
