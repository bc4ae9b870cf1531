/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

#include "play.h"

/*
 * lucky-end: end a turn, drawing when the rules allow it (RULES
 * C.4).  Its options are a table of verbs.c, its
 * command line read by run.c as every acting program's.
 */
int
main(int argc, char *argv[])
{
	return eaction_program(ACTPROG_END, argc, argv);
}
