/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

#include "play.h"

/*
 * lucky-attempt: attempt a murder, foil one or pass (RULES C.6,
 * C.7).  Its options are a table of verbs.c, its
 * command line read by run.c as every acting program's.
 */
int
main(int argc, char *argv[])
{
	return eaction_program(ACTPROG_ATTEMPT, argc, argv);
}
