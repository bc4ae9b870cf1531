/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

#include <err.h>
#include <getopt.h>
#include <stdlib.h>

#include "lucky.h"

static void
usage(void)
{
	fprintf(stderr, "usage: %s [-Fhin] [-f file] [-p player] [-t target] "
	    "[-w weapon]\n"
	    "       %s [-Fhin] [-f file] [-p player] --foil card ... | --pass\n",
	    getprogname(), getprogname());
	exit(2);
}

enum { OPT_FOIL = 256, OPT_PASS };

static const struct option longopts[] = {
	{ "dry-run",	no_argument,		NULL,	'n' },
	{ "force",	no_argument,		NULL,	'F' },
	{ "in-place",	no_argument,		NULL,	'i' },
	{ "file",	required_argument,	NULL,	'f' },
	{ "foil",	no_argument,		NULL,	OPT_FOIL },
	{ "help",	no_argument,		NULL,	'h' },
	{ "pass",	no_argument,		NULL,	OPT_PASS },
	{ "player",	required_argument,	NULL,	'p' },
	{ "target",	required_argument,	NULL,	't' },
	{ "weapon",	required_argument,	NULL,	'w' },
	{ NULL,		0,			NULL,	0 }
};

int
main(int argc, char *argv[])
{
	char **words;
	const char *file = NULL, *player = NULL, *weapon[2] = { NULL, NULL };
	const char *target = NULL;
	int ch, n = 0, i, nweapons = 0;
	bool foil = false, pass = false, nflag = false, iflag = false;

	while ((ch = getopt_long(argc, argv, "Ff:hinp:t:w:", longopts,
	    NULL)) != -1)
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
		case 't':
			target = optarg;
			break;
		case 'w':
			/* a second one is for the rules to refuse */
			if (nweapons < 2)
				weapon[nweapons++] = optarg;
			break;
		case OPT_FOIL:
			foil = true;
			break;
		case OPT_PASS:
			pass = true;
			break;
		case 'h':
		default:
			usage();
		}
	argc -= optind;
	argv += optind;
	if ((foil && pass) || ((foil || pass) && (nweapons > 0 ||
	    target != NULL)) ||
	    (foil && argc == 0) || (!foil && argc != 0))
		usage();
	words = xcalloc((size_t)argc + 6, sizeof(*words));
	words[n++] = foil ? "foil" : pass ? "pass" : "attempt";
	words[n++] = (char *)player;
	if (target != NULL) {
		words[n++] = "-t";
		words[n++] = (char *)target;
	}
	for (i = 0; i < nweapons; i++)
		words[n++] = (char *)weapon[i];
	for (i = 0; i < argc; i++)
		words[n++] = argv[i];
	ch = action_main(file, n, words,
	    (nflag ? ACT_DRY : 0) | (iflag ? ACT_INPLACE : 0));
	free(words);
	return ch;
}
