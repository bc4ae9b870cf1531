/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

#include <err.h>
#include <stdio.h>
#include <stdlib.h>

#include "solve.h"

/*
 * The exact puzzle question: can the player to move (or -p PLAYER)
 * kill Doctor Lucky this turn whatever the others answer?  Prints the
 * command lines of a winning plan and exits 0, or says there is none
 * and exits 1 (solve.c).
 */

static const struct cli_opt opts[] = {
	{ 'F', "force", NULL, 0, "read a state whose sum does not match" },
	{ 'f', "file", "file", 0, "read the state from file, not stdin" },
	{ 'K', "known", NULL, 0, "every card known: the cards as they lie" },
	{ 'p', "player", "player", 0, "ask for player (default: whose turn)" },
	{ 'v', "verbose", NULL, 0, "say what happened, in words, on stderr" },
	{ 0 }
};

static const struct cli cli = { opts, "[state]", NULL, NULL };

int
main(int argc, char *argv[])
{
	struct state st;
	struct solve so;
	struct lerr e;
	struct cli_parse cp;
	char buf[512], cmd[LUCKY_MAXINLINE];
	const char *file = NULL, *player = NULL;
	bool Fflag = false, oflag = false, vflag = false;
	int ch, p, i;

	cli_begin(&cp, &cli, argc, argv);
	while ((ch = ecli_next(&cp)) != -1)
		switch (ch) {
		case 'F':
			Fflag = true;
			lucky_verify_sum = false;
			break;
		case 'f':
			file = cp.arg;
			break;
		case 'K':
			oflag = true;
			break;
		case 'p':
			player = cp.arg;
			break;
		case 'v':
			vflag = true;
			break;
		default:
			ecli_usage(&cli);
		}
	argc -= cp.optind;
	/* the state's file as an operand, as lucky-check takes it */
	if (argc > 1 || (argc == 1 && file != NULL))
		ecli_usage(&cli);
	if (argc == 1)
		file = argv[cp.optind];
	cli_reading(file);
	if (state_load(&st, file, &e) == -1)
		lerr_exit(&e);
	if (st.view == OBSERVER)
		errx(1, "this is an observer's view of the game: it shows no "
		    "hand to solve for");
	p = st.view != NOBODY ? st.view : st.current;
	if (player != NULL)
		p = estate_player_arg(&st, player);
	if (solve_turn(&st, p, oflag, &so, &e) == -1)
		errx(1, "%s", e.msg);
	if (vflag && so.win)
		snprintf(buf, sizeof(buf), "value %d against at most %d (%ld "
		    "position%s of the turn)", so.value, so.against, so.nodes,
		    so.nodes == 1 ? "" : "s");
	else if (vflag && oflag)
		snprintf(buf, sizeof(buf), "%ld position%s of the turn, no "
		    "attempt the others cannot foil", so.nodes,
		    so.nodes == 1 ? "" : "s");
	else if (vflag)
		snprintf(buf, sizeof(buf), "%ld position%s of the turn, no "
		    "attempt above %d", so.nodes, so.nodes == 1 ? "" : "s",
		    so.against);
	if (!so.win)
		outf("no sure win for %s this turn\n", st.p[p].name);
	for (i = 0; i < so.nplan; i++) {
		action_command(&st, &so.plan[i], Fflag, cmd, sizeof(cmd));
		outf("%s\n", cmd);
	}
	if (eout_commit() != 0)
		return 2;
	/* -v: told once the output is out, as the acting programs do */
	if (vflag)
		fprintf(stderr, "%s\n", buf);
	state_free(&st);
	return so.win ? 0 : 1;
}
