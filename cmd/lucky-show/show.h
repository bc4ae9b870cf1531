/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

/*
 * lucky-show's own files: main.c the command line and the views, keys.c
 * the keys of -k (one table), svg.c the board drawn (-T), plan.c its map
 * read as a plan (plan.h), maptext.c the map as text with the pawns
 * (-M); the what-if queries of -k reach and path are liblucky's
 * (reach.c).
 */

#ifndef LUCKY_SHOW_H
#define LUCKY_SHOW_H

#include <stdio.h>

#include "play.h"

/* main.c: space s as a person reads it, "Kitchen (8)" (board_label), in
 * a static buffer that the fourth call after this one overwrites. */
const char	*show_label(const struct state *st, int s);

/*
 * svg.c: player i's letter on the drawing and the map (-M): the first
 * letter or digit of the name, upper case, not L (Doctor Lucky's) nor an
 * earlier player's, else the next of the name, else the first free one.
 */
char	 show_letter(const struct state *st, int i);

/* maptext.c: the board's map with the state's pawns on it (-M). */
void	 map_text(const struct state *st);

/*
 * keys.c: print the fields of the keys (-k), with names the spaces of
 * reach and path by name and number (-l); 0, or 1 when a key has no
 * value now, which among several keys prints an empty line for a silent
 * key.  An unknown key is an error.
 */
int	 show_keys(const struct state *st, const char *const *key, int nkeys,
	    bool names);

/*
 * The board as SVG, with the state's pawns when st is not NULL (then its
 * board is drawn) and the spaces of the set marked; a board without a map
 * is an error.  svg_png: the same through rsvg-convert(1).
 */
int	 svg_write(FILE *f, const struct board *b, const struct state *st,
	    uint64_t marks, struct lerr *e);
int	 svg_png(FILE *out, const struct board *b, const struct state *st,
	    uint64_t marks, struct lerr *e);
/* Add to *marks the spaces named a comma apart in arg, or (lines) the
 * first word of each line of the file arg, "-" the standard input. */
int	 svg_mark(const struct board *b, const char *arg, bool lines,
	    uint64_t *marks, struct lerr *e);

#endif
