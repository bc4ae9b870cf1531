/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

/*
 * A board's map read as a plan (plan.c), for the drawing of svg.c: the
 * walls, the doorways and the floor of each space.
 */

#ifndef LUCKY_PLAN_H
#define LUCKY_PLAN_H

#include "play.h"

#define MAXR	LUCKY_MAXMAPROWS
#define MAXC	(LUCKY_MAPWIDTH + 2)

enum cell { C_OUT, C_FLOOR, C_WALL, C_RAIL, C_BLOCK };

struct geo {
	int		 rows, cols;
	char		 ch[MAXR][MAXC];
	unsigned char	 kind[MAXR][MAXC];
	bool		 door[MAXR][MAXC];
	bool		 soft[MAXR][MAXC];	/* a wall's line, no wall */
	bool		 field[MAXR][MAXC];
	bool		 taken[MAXR][MAXC];	/* by a label */
	signed char	 own[MAXR][MAXC];	/* a space, or -1 */
};

/* The plan of a board's map; -1 and the error when it has none. */
int	geo_make(struct geo *g, const struct board *b, struct lerr *e);

#endif
