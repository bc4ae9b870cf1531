/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

#include <err.h>
#include <getopt.h>
#include <stdlib.h>

#include "lucky.h"

static void
usage(void)
{
	fprintf(stderr, "usage: %s [-Fdhinv] [-f file] [-g space] [-p player]\n",
	    getprogname());
	exit(2);
}

static const struct option longopts[] = {
	{ "dog",	required_argument,	NULL,	'g' },
	{ "draw",	no_argument,		NULL,	'd' },
	ACT_LONGOPTS,
	{ NULL,		0,			NULL,	0 }
};

int
main(int argc, char *argv[])
{
	struct act_options ao = { NULL, NULL, 0 };
	char *words[6] = { "end", NULL };
	const char *dogstep = NULL;
	int ch, n = 2;
	bool dflag = false;

	while ((ch = getopt_long(argc, argv, "dg:" ACT_OPTSTRING, longopts,
	    NULL)) != -1)
		switch (ch) {
		case 'd':
			dflag = true;
			break;
		case 'g':
			dogstep = optarg;
			break;
		default:
			if (!action_option(ch, optarg, &ao))
				usage();
		}
	if (argc != optind)
		usage();
	words[1] = ao.player;
	if (dflag)
		words[n++] = "draw";
	if (dogstep != NULL) {
		words[n++] = "dog";
		words[n++] = (char *)dogstep;
	}
	return action_main(ao.file, n, words, ao.flags);
}
