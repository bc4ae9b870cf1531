/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

#include <err.h>
#include <stdlib.h>

#include "lucky.h"

static const struct cli_opt opts[] = {
	{ 'd', "draw", NULL, 0, "draw a card as the turn ends" },
	{ 'g', "dog", "space", 0, "move the dog one step to space" },
	CLI_ACT_OPTS,
	{ 0 }
};

static const struct cli cli = { opts, NULL, NULL, NULL };

int
main(int argc, char *argv[])
{
	struct act_options ao = { NULL, NULL, 0 };
	struct cli_parse cp;
	char *words[6] = { "end", NULL };
	const char *dogstep = NULL;
	int ch, n = 2;
	bool dflag = false;

	cli_begin(&cp, &cli, argc, argv, false);
	while ((ch = cli_next(&cp)) != -1)
		switch (ch) {
		case 'd':
			dflag = true;
			break;
		case 'g':
			dogstep = cp.arg;
			break;
		default:
			if (!action_option(ch, cp.arg, &ao))
				cli_usage(&cli);
		}
	if (argc != cp.optind)
		cli_usage(&cli);
	words[1] = ao.player;
	if (dflag)
		words[n++] = "draw";
	if (dogstep != NULL) {
		words[n++] = "dog";
		words[n++] = (char *)dogstep;
	}
	return action_main(ao.file, n, words, ao.flags);
}
