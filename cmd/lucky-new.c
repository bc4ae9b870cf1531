/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

#include <err.h>
#include <getopt.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "lucky.h"

static void
usage(void)
{
	fprintf(stderr, "usage: %s [-hv] [-b board] [-d deck] [-o option[=value]]"
	    " [-r rules] [-s seed] player ...\n"
	    "       %s --escape [-Fv] [-f file]\n", getprogname(),
	    getprogname());
	exit(2);
}

/* -h: the usage, the rule sets, and the boards RULES A.13 suggests. */
static void
help(void)
{
	fprintf(stderr, "usage: %s [-hv] [-b board] [-d deck] [-o option[=value]]"
	    " [-r rules] [-s seed] player ...\n"
	    "       %s --escape [-Fv] [-f file]\n", getprogname(),
	    getprogname());
	fprintf(stderr, "rule sets (-r), their board, deck and options:\n");
	rules_help(stderr);
	fprintf(stderr,
	    "anniversary boards for the number of players (RULES A.2, A.11, "
	    "A.13):\n"
	    "  2-8  -b villa        (2: two strangers join; 2, 4, 5: "
	    "-o lock=west|east)\n"
	    "  2-4  -b hotel-upper  (4: consider -o pet=cat)\n"
	    "  4-5  -b hotel-lower  (4: consider -o pet=dog)\n"
	    "  6-8  -b hotel        (7-8: consider -o pet=cat)\n"
	    "the escape game (RULES A.14): lucky-new --escape < finished\n");
	exit(2);
}

static const struct option longopts[] = {
	{ "board",	required_argument,	NULL,	'b' },
	{ "deck",	required_argument,	NULL,	'd' },
	{ "escape",	no_argument,		NULL,	'e' },
	{ "file",	required_argument,	NULL,	'f' },
	{ "force",	no_argument,		NULL,	'F' },
	{ "help",	no_argument,		NULL,	'h' },
	{ "option",	required_argument,	NULL,	'o' },
	{ "rules",	required_argument,	NULL,	'r' },
	{ "seed",	required_argument,	NULL,	's' },
	{ "verbose",	no_argument,		NULL,	'v' },
	{ NULL,		0,			NULL,	0 }
};

int
main(int argc, char *argv[])
{
	struct newgame ng;
	struct state st;
	struct lerr e;
	const struct ruleset *rs;
	const char *options[LUCKY_MAXOPTIONS + 1], *errstr;
	char buf[512];
	int ch, i, nopt = 0;
	bool sflag = false, escape = false, other = false, vflag = false;
	const char *file = NULL;

	memset(&ng, 0, sizeof(ng));
	while ((ch = getopt_long(argc, argv, "b:d:eFf:ho:r:s:v", longopts,
	    NULL)) != -1) {
		other |= strchr("bdors", ch) != NULL;
		switch (ch) {
		case 'e':
			escape = true;
			break;
		case 'F':
			lucky_verify_sum = false;
			break;
		case 'f':
			file = optarg;
			break;
		case 'b':
			ng.board = optarg;
			break;
		case 'd':
			ng.deck = optarg;
			break;
		case 'o':
			if (nopt == LUCKY_MAXOPTIONS)
				errx(2, "too many options");
			options[nopt++] = optarg;
			break;
		case 'r':
			ng.rules = optarg;
			break;
		case 's':
			ng.seed = (uint64_t)strtonum(optarg, 0, LLONG_MAX,
			    &errstr);
			if (errstr != NULL)
				errx(2, "seed \"%s\" is %s (0-%lld)", optarg,
				    errstr, LLONG_MAX);
			sflag = true;
			break;
		case 'v':
			vflag = true;
			break;
		case 'h':
			help();
			break;
		case '?':
		default:
			usage();
		}
	}
	argc -= optind;
	argv += optind;
	/* RULES A.14: the escape game from a finished game's state */
	if (escape) {
		char *words[] = { "escape", NULL, NULL };

		if (other || argc > 0)
			errx(2, "--escape takes the players, rules, board, deck, "
			    "options and cards from the finished game: no -b, "
			    "-d, -o, -r, -s or players");
		return action_main(file, 2, words, vflag ? ACT_VERBOSE : 0);
	}
	if (file != NULL)
		errx(2, "-f reads a finished game for --escape");
	if (argc < 1)
		usage();
	if (argc > LUCKY_MAXPLAYERS)
		errx(2, "%d players: at most %d can play", argc,
		    LUCKY_MAXPLAYERS);

	if ((rs = rules_find(ng.rules)) == NULL) {
		if (game_new(&st, &ng, &e) == -1)
			errx(2, "%s", lerr_str(&e, buf, sizeof(buf)));
	}
	for (i = 0; i < nopt; i++)
		if (option_add(&ng.opt, rs, options[i], &e) == -1)
			errx(2, "%s", lerr_str(&e, buf, sizeof(buf)));
	for (i = 0; i < argc; i++)
		ng.players[i] = argv[i];
	ng.nplayers = argc;
	if (!sflag)
		ng.seed = rng_fresh_seed();
	if (game_new(&st, &ng, &e) == -1)
		errx(2, "%s", lerr_str(&e, buf, sizeof(buf)));
	if (state_write(&st, stdout) == -1)
		err(2, "stdout");
	narrate_start(&st, buf, sizeof(buf));
	state_free(&st);
	if (fshut(stdout, "stdout") != 0)
		return 2;
	if (vflag)
		fprintf(stderr, "%s\n", buf);
	return 0;
}
