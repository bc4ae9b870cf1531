/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

#include <err.h>
#include <getopt.h>
#include <stdlib.h>

#include "lucky.h"

/* RULES P.4 New Tricks: take some of the dog's spite tokens, or none. */

static void
usage(void)
{
	fprintf(stderr, "usage: %s [-Fhin] [-f file] [-p player] [card ...]\n",
	    getprogname());
	exit(2);
}

static const struct option longopts[] = {
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
	bool nflag = false, iflag = false;

	while ((ch = getopt_long(argc, argv, "Ff:hinp:", longopts, NULL)) != -1)
		switch (ch) {
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
	words = xcalloc((size_t)argc + 2, sizeof(*words));
	words[n++] = "take";
	words[n++] = (char *)player;
	for (i = 0; i < argc; i++)
		words[n++] = argv[i];
	ch = action_main(file, n, words,
	    (nflag ? ACT_DRY : 0) | (iflag ? ACT_INPLACE : 0));
	free(words);
	return ch;
}
