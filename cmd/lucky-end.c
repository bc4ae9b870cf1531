/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

#include <err.h>
#include <getopt.h>
#include <stdlib.h>

#include "lucky.h"

static void
usage(void)
{
	fprintf(stderr, "usage: %s [-Fdhin] [-f file] [-g space] [-p player]\n",
	    getprogname());
	exit(2);
}

static const struct option longopts[] = {
	{ "draw",	no_argument,		NULL,	'd' },
	{ "dry-run",	no_argument,		NULL,	'n' },
	{ "force",	no_argument,		NULL,	'F' },
	{ "in-place",	no_argument,		NULL,	'i' },
	{ "file",	required_argument,	NULL,	'f' },
	{ "dog",	required_argument,	NULL,	'g' },
	{ "help",	no_argument,		NULL,	'h' },
	{ "player",	required_argument,	NULL,	'p' },
	{ NULL,		0,			NULL,	0 }
};

int
main(int argc, char *argv[])
{
	char *words[6] = { "end", NULL };
	const char *file = NULL, *dogstep = NULL;
	int ch, n = 2;
	bool dflag = false, nflag = false, iflag = false;

	while ((ch = getopt_long(argc, argv, "Fdf:g:hinp:", longopts,
	    NULL)) != -1)
		switch (ch) {
		case 'd':
			dflag = true;
			break;
		case 'f':
			file = optarg;
			break;
		case 'g':
			dogstep = optarg;
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
			words[1] = optarg;
			break;
		case 'h':
		default:
			usage();
		}
	argc -= optind;
	if (argc != 0)
		usage();
	if (dflag)
		words[n++] = "draw";
	if (dogstep != NULL) {
		words[n++] = "dog";
		words[n++] = (char *)dogstep;
	}
	return action_main(file, n, words,
	    (nflag ? ACT_DRY : 0) | (iflag ? ACT_INPLACE : 0));
}
