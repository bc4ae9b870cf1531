/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

#ifndef LUCKY_SOLVE_H
#define LUCKY_SOLVE_H

#include "bot.h"

/*
 * The exact puzzle question (solve.c, lucky-solve(1)): can a player kill
 * Doctor Lucky this turn whatever the others answer?  Every plan of the
 * turn is tried (each move of each pawn the player may move, with each
 * set of move and room cards, in every order, the free step, then the
 * attempt with each choice of weapons) against the most the others can
 * answer: with open set, the cards as they lie (every hand and the
 * deck's order known); else what the player knows, the cards the player
 * cannot see dealt in the way worst for the player.
 */

#define SOLVE_MAXPLAN	32

struct solve {
	bool		 win;
	struct action plan[SOLVE_MAXPLAN];	/* the last one the attempt */
	int		 nplan;
	int		 value;		/* the winning attempt's value */
	int		 against;	/* the most the others answer to it */
	long		 nodes;		/* positions of the turn looked at */
};

/* 0 and the answer in the solve, or -1 and why not in the lerr (not
 * the player's move, an escape game, a view of another player). */
int	 solve_turn(const struct state *st, int p, bool open,
	    struct solve *out, struct lerr *e);

#endif
