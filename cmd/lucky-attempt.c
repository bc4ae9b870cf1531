/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

#include <err.h>
#include <stdlib.h>

#include "lucky.h"

/* its options in actopts.c */
static const struct cli *const cli = &act_progs[ACTPROG_ATTEMPT].cli;

int
main(int argc, char *argv[])
{
	struct act_options ao = { NULL, NULL, 0 };
	struct cli_parse cp;
	char **words, **weapon, *target = NULL;
	int ch, n = 0, i, nweapons = 0;
	bool foil = false, pass = false;

	/* every -c is an argument of its own: argc bounds them */
	weapon = xcalloc((size_t)argc + 1, sizeof(*weapon));

	cli_begin(&cp, cli, argc, argv, false);
	while ((ch = action_next(&cp, &ao)) != -1)
		switch (ch) {
		case 't':
			target = cp.arg;
			break;
		case 'c':
			/* as many as given: the rules say how many count */
			weapon[nweapons++] = cp.arg;
			break;
		case ACTOPT_FOIL:
			foil = true;
			break;
		case ACTOPT_PASS:
			pass = true;
			break;
		default:
			cli_usage(cli);
		}
	argc -= cp.optind;
	argv += cp.optind;
	if ((foil && pass) || ((foil || pass) && (nweapons > 0 ||
	    target != NULL)) || (foil && argc == 0) || (!foil && argc != 0))
		cli_usage(cli);
	words = xcalloc((size_t)argc + (size_t)nweapons + 6, sizeof(*words));
	words[n++] = foil ? "foil" : pass ? "pass" : "attempt";
	n++;			/* the player: action_run */
	if (target != NULL) {
		words[n++] = "-t";
		words[n++] = target;
	}
	for (i = 0; i < nweapons; i++)
		words[n++] = weapon[i];
	free(weapon);
	return action_run(&ao, words, n, argc, argv);
}
