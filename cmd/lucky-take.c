/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

#include <err.h>
#include <getopt.h>
#include <stdlib.h>

#include "lucky.h"

/* RULES P.4 New Tricks: take some of the dog's spite tokens, or none. */

static void
usage(void)
{
	fprintf(stderr, "usage: %s [-Fhinv] [-f file] [-p player] [card ...]\n",
	    getprogname());
	exit(2);
}

static const struct option longopts[] = {
	ACT_LONGOPTS,
	{ NULL,		0,			NULL,	0 }
};

int
main(int argc, char *argv[])
{
	struct act_options ao = { NULL, NULL, 0 };
	char **words;
	int ch, n = 0, i;

	while ((ch = getopt_long(argc, argv, ACT_OPTSTRING, longopts,
	    NULL)) != -1)
		if (!action_option(ch, optarg, &ao))
			usage();
	argc -= optind;
	argv += optind;
	words = xcalloc((size_t)argc + 2, sizeof(*words));
	words[n++] = "take";
	words[n++] = ao.player;
	for (i = 0; i < argc; i++)
		words[n++] = argv[i];
	ch = action_main(ao.file, n, words, ao.flags);
	free(words);
	return ch;
}
