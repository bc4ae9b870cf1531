/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

#include <err.h>
#include <getopt.h>
#include <stdlib.h>

#include "lucky.h"

static void
usage(void)
{
	fprintf(stderr, "usage: %s [-Fhinv] [-f file] [-p player] [-t target] "
	    "[-w weapon]\n"
	    "       %s [-Fhinv] [-f file] [-p player] --foil card ... | --pass\n",
	    getprogname(), getprogname());
	exit(2);
}

enum { OPT_FOIL = 256, OPT_PASS };

static const struct option longopts[] = {
	{ "foil",	no_argument,		NULL,	OPT_FOIL },
	{ "pass",	no_argument,		NULL,	OPT_PASS },
	{ "target",	required_argument,	NULL,	't' },
	{ "weapon",	required_argument,	NULL,	'w' },
	ACT_LONGOPTS,
	{ NULL,		0,			NULL,	0 }
};

int
main(int argc, char *argv[])
{
	struct act_options ao = { NULL, NULL, 0 };
	char **words, **weapon, *target = NULL;
	int ch, n = 0, i, nweapons = 0;
	bool foil = false, pass = false;

	/* every -w is an argument of its own: argc bounds them */
	weapon = xcalloc((size_t)argc + 1, sizeof(*weapon));

	while ((ch = getopt_long(argc, argv, "t:w:" ACT_OPTSTRING, longopts,
	    NULL)) != -1)
		switch (ch) {
		case 't':
			target = optarg;
			break;
		case 'w':
			/* as many as given: the rules say how many count */
			weapon[nweapons++] = optarg;
			break;
		case OPT_FOIL:
			foil = true;
			break;
		case OPT_PASS:
			pass = true;
			break;
		default:
			if (!action_option(ch, optarg, &ao))
				usage();
		}
	argc -= optind;
	argv += optind;
	if ((foil && pass) || ((foil || pass) && (nweapons > 0 ||
	    target != NULL)) || (foil && argc == 0) || (!foil && argc != 0))
		usage();
	words = xcalloc((size_t)argc + (size_t)nweapons + 6, sizeof(*words));
	words[n++] = foil ? "foil" : pass ? "pass" : "attempt";
	words[n++] = ao.player;
	if (target != NULL) {
		words[n++] = "-t";
		words[n++] = target;
	}
	for (i = 0; i < nweapons; i++)
		words[n++] = weapon[i];
	for (i = 0; i < argc; i++)
		words[n++] = argv[i];
	ch = action_main(ao.file, n, words, ao.flags);
	free(words);
	free(weapon);
	return ch;
}
