/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

#include <string.h>

#include "lucky.h"

/*
 * The options of the acting programs, lucky-move, lucky-attempt,
 * lucky-end and lucky-take: one table a program, with its usage and
 * the words of its --help.  The programs parse their command line with
 * it (cli.c), lucky-sim's and lucky-play's bots of one's own (botcmd.c)
 * a bot's line, and order.c knows from it the options an order may
 * give.
 */

/* The options every acting program takes (action_option, action.c). */
#define ACT_SHARED_OPTS \
	{ 'F', "force", NULL, 0, "read a state whose sum does not match" }, \
	{ 'f', "file", "file", 0, "read the state from file, not stdin" }, \
	{ 'i', "in-place", NULL, 0, "write the new state back into file" }, \
	{ 'n', "dry-run", NULL, 0, "print the action's record line only" }, \
	{ 'p', "player", "player", 0, "act as player (default: whose turn)" }, \
	{ 'v', "verbose", NULL, 0, "say what happened, in words, on stderr" }

static const struct cli_opt move_opts[] = {
	{ 'c', "card", "card", CLI_MANY, "play card (again for each card)" },
	{ 'D', "doctor", NULL, 0, "move Doctor Lucky (-m lucky)" },
	{ 'm', "pawn", "pawn", 0, "move pawn: lucky, dog, cat or a player" },
	ACT_SHARED_OPTS,
	{ 0 }
};

static const struct cli_opt attempt_opts[] = {
	{ 'c', "weapon", "weapon", 0, "attempt with this weapon card" },
	{ 't', "target", "target", 0, "attack target: dog or a player" },
	{ ACTOPT_FOIL, "foil", NULL, 0, "foil with the cards given" },
	{ ACTOPT_PASS, "pass", NULL, 0, "do not foil" },
	ACT_SHARED_OPTS,
	{ 0 }
};

/* long options only: -d names a deck */
static const struct cli_opt end_opts[] = {
	{ ACTOPT_DRAW, "draw", NULL, 0, "insist on the draw: refused if not allowed" },
	{ ACTOPT_NODRAW, "no-draw", NULL, 0, "end the turn without the draw" },
	{ 'g', "dog", "space", 0, "move the dog one step to space" },
	ACT_SHARED_OPTS,
	{ 0 }
};

static const struct cli_opt take_opts[] = {
	ACT_SHARED_OPTS,
	{ 0 }
};

const struct act_prog act_progs[ACTPROG_N] = {
	[ACTPROG_MOVE] = { "lucky-move",
	    { move_opts, "room ...", NULL, NULL } },
	[ACTPROG_ATTEMPT] = { "lucky-attempt",
	    { attempt_opts, NULL,
	    "[-Fhinv] [-c weapon] [-f file] [-p player] [-t target]\n"
	    "[-Fhinv] [-f file] [-p player] --foil card ... | --pass", NULL } },
	[ACTPROG_END] = { "lucky-end",
	    { end_opts, NULL,
	    "[-Fhinv] [--draw | --no-draw] [-f file] [-g space] [-p player]",
	    NULL } },
	[ACTPROG_TAKE] = { "lucky-take",
	    { take_opts, "[card ...]", NULL, NULL } },
};

int
act_prog_find(const char *name)
{
	int k;

	for (k = 0; k < ACTPROG_N; k++)
		if (strcmp(name, act_progs[k].prog) == 0)
			return k;
	return -1;
}
