/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

#include <err.h>
#include <getopt.h>
#include <stdlib.h>

#include "lucky.h"

static void
usage(void)
{
	fprintf(stderr, "usage: %s [-Fhinv] [--draw | --no-draw] [-f file] "
	    "[-g space] [-p player]\n", getprogname());
	exit(2);
}

/* long options only: -d is the deck elsewhere */
#define DRAW_OPT	256
#define NODRAW_OPT	257

static const struct option longopts[] = {
	{ "dog",	required_argument,	NULL,	'g' },
	{ "draw",	no_argument,		NULL,	DRAW_OPT },
	{ "no-draw",	no_argument,		NULL,	NODRAW_OPT },
	ACT_LONGOPTS,
	{ NULL,		0,			NULL,	0 }
};

int
main(int argc, char *argv[])
{
	struct act_options ao = { NULL, NULL, 0 };
	char *words[6] = { "end", NULL };
	/* RULES C.4, P.1, A.5: a draw when the rules allow one */
	char *draw = "may-draw";
	const char *dogstep = NULL;
	int ch, n = 2, ndraw = 0;

	while ((ch = getopt_long(argc, argv, "g:" ACT_OPTSTRING, longopts,
	    NULL)) != -1)
		switch (ch) {
		case DRAW_OPT:
			draw = "draw";
			ndraw++;
			break;
		case NODRAW_OPT:
			draw = NULL;
			ndraw++;
			break;
		case 'g':
			dogstep = optarg;
			break;
		default:
			if (!action_option(ch, optarg, &ao))
				usage();
		}
	if (argc != optind || ndraw > 1)
		usage();
	words[1] = ao.player;
	if (draw != NULL)
		words[n++] = draw;
	if (dogstep != NULL) {
		words[n++] = "dog";
		words[n++] = (char *)dogstep;
	}
	return action_main(ao.file, n, words, ao.flags);
}
