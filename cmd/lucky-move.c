/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

#include <err.h>
#include <getopt.h>
#include <stdlib.h>

#include "lucky.h"

static void
usage(void)
{
	fprintf(stderr, "usage: %s [-Fdhin] [-c card] ... [-f file] "
	    "[-p player] room ...\n", getprogname());
	exit(2);
}

static const struct option longopts[] = {
	{ "card",	required_argument,	NULL,	'c' },
	{ "doctor",	no_argument,		NULL,	'd' },
	{ "dry-run",	no_argument,		NULL,	'n' },
	{ "force",	no_argument,		NULL,	'F' },
	{ "in-place",	no_argument,		NULL,	'i' },
	{ "file",	required_argument,	NULL,	'f' },
	{ "help",	no_argument,		NULL,	'h' },
	{ "player",	required_argument,	NULL,	'p' },
	{ NULL,		0,			NULL,	0 }
};

int
main(int argc, char *argv[])
{
	char **words;
	const char *file = NULL, *player = NULL;
	int ch, n = 0, i;
	bool dflag = false, nflag = false, iflag = false;

	/* move PLAYER [-d] [-c CARD]... ROOM...: at most 2 words an arg */
	words = xcalloc((size_t)argc * 2 + 4, sizeof(*words));
	words[n++] = "move";
	n++;			/* the player, filled in below */
	while ((ch = getopt_long(argc, argv, "Fc:df:hinp:", longopts,
	    NULL)) != -1)
		switch (ch) {
		case 'c':
			words[n++] = "-c";
			words[n++] = optarg;
			break;
		case 'd':
			dflag = true;
			break;
		case 'f':
			file = optarg;
			break;
		case 'F':
			lucky_verify_sum = false;
			break;
		case 'i':
			iflag = true;
			break;
		case 'n':
			nflag = true;
			break;
		case 'p':
			player = optarg;
			break;
		case 'h':
		default:
			usage();
		}
	argc -= optind;
	argv += optind;
	if (argc == 0)
		usage();
	if (dflag)
		words[n++] = "-d";
	for (i = 0; i < argc; i++)
		words[n++] = argv[i];
	words[1] = (char *)player;
	ch = action_main(file, n, words,
	    (nflag ? ACT_DRY : 0) | (iflag ? ACT_INPLACE : 0));
	free(words);
	return ch;
}
