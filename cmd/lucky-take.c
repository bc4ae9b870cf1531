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
	int ch, n = 0, i;

	cli_begin(&cp, cli, argc, argv, false);
	while ((ch = cli_next(&cp)) != -1)
		if (!action_option(ch, cp.arg, &ao))
			cli_usage(cli);
	argc -= cp.optind;
	argv += cp.optind;
	words = xcalloc((size_t)argc + 2, sizeof(*words));
	words[n++] = "take";
	words[n++] = ao.player;
	for (i = 0; i < argc; i++)
		words[n++] = argv[i];
	ch = action_main(ao.file, n, words, ao.flags);
	free(words);
	return ch;
}
