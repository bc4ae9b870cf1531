/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

#include "play.h"

/*
 * lucky-move: move a pawn (RULES C.4, C.5).  Its options are a table of verbs.c, its
 * command line read by run.c as every acting program's.
 */
int
main(int argc, char *argv[])
{
	return eaction_program(ACTPROG_MOVE, argc, argv);
}
