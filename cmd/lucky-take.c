/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

#include <err.h>
#include <stdlib.h>

#include "lucky.h"

/* RULES P.4 New Tricks: take some of the dog's spite tokens, or none. */

/* its options in actopts.c */
static const struct cli *const cli = &act_progs[ACTPROG_TAKE].cli;

int
main(int argc, char *argv[])
{
	struct act_options ao = { NULL, NULL, 0 };
	struct cli_parse cp;
	char **words;

	cli_begin(&cp, cli, argc, argv, false);
	if (action_next(&cp, &ao) != -1)
		cli_usage(cli);
	argc -= cp.optind;
	argv += cp.optind;
	words = xcalloc((size_t)argc + 2, sizeof(*words));
	words[0] = "take";
	return action_run(&ao, words, 2, argc, argv);
}
