/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

/*
 * lucky-show's own files: main.c the keys and the views, svg.c the
 * board drawn (-T), plan.c its map read as a plan (plan.h).
 */

#ifndef LUCKY_SHOW_H
#define LUCKY_SHOW_H

#include <stdio.h>

#include "play.h"

/*
 * The board as SVG, with the state's pawns when st is not NULL (then its
 * board is drawn) and the spaces of the set marked; a board without a map
 * is an error.  svg_png: the same through rsvg-convert(1).
 */
int	 svg_write(FILE *out, const struct board *b, const struct state *st,
	    uint64_t marked, struct lerr *e);
int	 svg_png(FILE *out, const struct board *b, const struct state *st,
	    uint64_t marked, struct lerr *e);
/* Add to *marked the spaces named a comma apart in arg, or (lines) the
 * first word of each line of the file arg, "-" the standard input. */
int	 svg_mark(const struct board *b, const char *arg, bool lines,
	    uint64_t *marked, struct lerr *e);

#endif
