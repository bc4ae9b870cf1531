/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

#include <err.h>
#include <getopt.h>
#include <stdlib.h>

#include "lucky.h"

static void
usage(void)
{
	fprintf(stderr, "usage: %s [-Fdhinv] [-c card] ... [-f file] "
	    "[-m pawn] [-p player]\n\troom ...\n", getprogname());
	exit(2);
}

static const struct option longopts[] = {
	{ "card",	required_argument,	NULL,	'c' },
	{ "doctor",	no_argument,		NULL,	'd' },
	{ "pawn",	required_argument,	NULL,	'm' },
	ACT_LONGOPTS,
	{ NULL,		0,			NULL,	0 }
};

int
main(int argc, char *argv[])
{
	struct act_options ao = { NULL, NULL, 0 };
	char **words;
	int ch, n = 0, i;
	const char *pawn = NULL;

	/* move PLAYER [-m PAWN] [-c CARD]... ROOM...: 2 words an arg */
	words = xcalloc((size_t)argc * 2 + 4, sizeof(*words));
	words[n++] = "move";
	n++;			/* the player, filled in below */
	while ((ch = getopt_long(argc, argv, "c:dm:" ACT_OPTSTRING, longopts,
	    NULL)) != -1)
		switch (ch) {
		case 'c':
			words[n++] = "-c";
			words[n++] = optarg;
			break;
		case 'd':
		case 'm':
			if (pawn != NULL)
				errx(2, "one pawn a move: -d or -m once");
			pawn = ch == 'd' ? "lucky" : optarg;
			break;
		default:
			if (!action_option(ch, optarg, &ao))
				usage();
		}
	argc -= optind;
	argv += optind;
	if (argc == 0)
		usage();
	if (pawn != NULL) {
		words[n++] = "-m";
		words[n++] = (char *)pawn;
	}
	for (i = 0; i < argc; i++)
		words[n++] = argv[i];
	words[1] = ao.player;
	ch = action_main(ao.file, n, words, ao.flags);
	free(words);
	return ch;
}
