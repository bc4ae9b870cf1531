/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

#include "play.h"

/*
 * lucky-take: RULES P.4 New Tricks: take some of the dog's spite
 * tokens, or none.  Its options are a table of verbs.c, its
 * command line read by run.c as every acting program's.
 */
int
main(int argc, char *argv[])
{
	return eaction_program(ACTPROG_TAKE, argc, argv);
}
