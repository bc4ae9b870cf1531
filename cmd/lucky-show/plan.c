/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

/*
 * A board's map (lucky-board(5) "The map") read as a plan, for the
 * drawing (svg.c): a map character is a cell; "+", "|" and "-" (a "-"
 * between two letters or digits aside) are walls, a run of "o" between
 * walls a railing, "#" a black block, anything else floor.  A doorway is
 * a gap in a wall; the line of a wall that has no wall (a run between
 * two corners, or a corner and a wall across) parts spaces without a
 * doorway.  Each space owns the floor its field reaches without crossing
 * either, nearer its field than any other's; floor cut off from every
 * field that names a space (its number, id or name) is that space's; on
 * a board without passages the rest goes to the nearest space, on others
 * it is a passage's.  The doorways go to the spaces beside them.  No
 * code here knows a room.
 */

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "plan.h"

/* the four neighbours of a cell */
static const int dr[4] = { -1, 1, 0, 0 }, dc[4] = { 0, 0, -1, 1 };

static bool
wallch(const struct geo *g, int r, int c)
{
	char x = g->ch[r][c];

	if (g->field[r][c])
		return false;
	if (x == '+' || x == '|')
		return true;
	/* "hall-nw" is a word, "--" a wall */
	return x == '-' && !(c > 0 && isalnum((unsigned char)g->ch[r][c - 1])
	    && isalnum((unsigned char)g->ch[r][c + 1]));
}

static bool
floor_at(const struct geo *g, int r, int c)
{
	return r >= 0 && r < g->rows && c >= 0 && c < g->cols &&
	    g->kind[r][c] == C_FLOOR;
}

/* The cells of the map: walls, railings, the outside, the doorways. */
static void
geo_cells(struct geo *g, const struct board *b)
{
	static int qr[MAXR * MAXC], qc[MAXR * MAXC];
	int r, c, s, i, n, head, run;

	for (r = 0; r < g->rows; r++)
		for (c = 0; c < g->cols; c++)
			g->kind[r][c] = C_FLOOR;
	for (s = 0; s < b->nspaces; s++)
		for (i = 0; i < b->sp[s].anchor_width; i++)
			g->field[b->sp[s].anchor_row][b->sp[s].anchor_col + i] =
			    true;
	for (r = 0; r < g->rows; r++)
		for (c = 0; c < g->cols; c++)
			if (g->ch[r][c] == '#' && !g->field[r][c])
				g->kind[r][c] = C_BLOCK;
			else if (wallch(g, r, c))
				g->kind[r][c] = C_WALL;
	/* a run of "o" between walls is a railing */
	for (r = 0; r < g->rows; r++)
		for (c = 1; c < g->cols; c += run > 0 ? run : 1) {
			for (run = 0; c + run < g->cols &&
			    g->ch[r][c + run] == 'o' && !g->field[r][c + run];
			    run++)
				;
			if (run == 0 || c + run >= g->cols ||
			    g->kind[r][c - 1] != C_WALL ||
			    g->kind[r][c + run] != C_WALL ||
			    g->ch[r][c - 1] == '|' || g->ch[r][c + run] == '|')
				continue;
			for (i = 0; i < run; i++)
				g->kind[r][c + i] = C_RAIL;
		}
	/* the outside: the floor reached from the edges, fields aside */
	n = head = 0;
	for (r = 0; r < g->rows; r++)
		for (c = 0; c < g->cols; c++)
			if ((r == 0 || c == 0 || r == g->rows - 1 ||
			    c == g->cols - 1) && g->kind[r][c] == C_FLOOR &&
			    !g->field[r][c]) {
				g->kind[r][c] = C_OUT;
				qr[n] = r;
				qc[n++] = c;
			}
	while (head < n) {
		r = qr[head];
		c = qc[head++];
		for (i = 0; i < 4; i++)
			if (floor_at(g, r + dr[i], c + dc[i]) &&
			    !g->field[r + dr[i]][c + dc[i]]) {
				g->kind[r + dr[i]][c + dc[i]] = C_OUT;
				qr[n] = r + dr[i];
				qc[n++] = c + dc[i];
			}
	}
}

/*
 * A doorway: a run of floor in a row between two bits of a horizontal
 * wall ("-", or "+" on one side only), floor above and below; or in a
 * column between bits of a vertical wall.  A run between two corners
 * ("+" and "+") is a room going on, not a doorway.
 */
static void
geo_doors(struct geo *g)
{
	int r, c, a, z, i;
	bool soft;

	for (r = 1; r < g->rows - 1; r++)
		for (c = 1; c < g->cols - 1; c = z + 1) {
			for (z = c; z < g->cols - 1 && floor_at(g, r, z) &&
			    !g->field[r][z]; z++)
				;
			if (z == c)
				continue;
			a = c;
			if (g->kind[r][a - 1] < C_WALL ||
			    g->kind[r][z] < C_WALL || z - a > 12 ||
			    (g->ch[r][a - 1] == '|' && g->ch[r][z] == '|'))
				continue;
			/* between corners, or a corner and a wall across */
			soft = g->ch[r][a - 1] == '|' || g->ch[r][z] == '|' ||
			    (g->ch[r][a - 1] == '+' && g->ch[r][z] == '+');
			for (i = a; i < z; i++)
				if (floor_at(g, r - 1, i) &&
				    floor_at(g, r + 1, i))
					*(soft ? &g->soft[r][i] :
					    &g->door[r][i]) = true;
		}
	for (c = 1; c < g->cols - 1; c++)
		for (r = 1; r < g->rows - 1; r = z + 1) {
			for (z = r; z < g->rows - 1 && floor_at(g, z, c) &&
			    !g->field[z][c]; z++)
				;
			if (z == r)
				continue;
			a = r;
			if (g->kind[a - 1][c] != C_WALL ||
			    g->kind[z][c] != C_WALL || z - a > 4 ||
			    (g->ch[a - 1][c] == '-' && g->ch[z][c] == '-'))
				continue;
			soft = g->ch[a - 1][c] == '-' || g->ch[z][c] == '-' ||
			    (g->ch[a - 1][c] == '+' && g->ch[z][c] == '+');
			for (i = a; i < z; i++)
				if (floor_at(g, i, c - 1) &&
				    floor_at(g, i, c + 1))
					*(soft ? &g->soft[i][c] :
					    &g->door[i][c]) = true;
		}
}

/*
 * Grow the spaces' floor breadth first, all at once, from the cells in
 * the queue into the floor that ok() lets them enter.
 */
static void
geo_grow(struct geo *g, int *qr, int *qc, int n,
    bool (*ok)(const struct geo *, int, int))
{
	int r, c, i, head = 0;

	while (head < n) {
		r = qr[head];
		c = qc[head++];
		for (i = 0; i < 4; i++) {
			int r2 = r + dr[i], c2 = c + dc[i];

			if (!floor_at(g, r2, c2) || g->own[r2][c2] != -1 ||
			    !ok(g, r2, c2))
				continue;
			g->own[r2][c2] = g->own[r][c];
			qr[n] = r2;
			qc[n++] = c2;
		}
	}
}

static bool
open_floor(const struct geo *g, int r, int c)
{
	return !g->door[r][c] && !g->soft[r][c];
}

static bool
not_door(const struct geo *g, int r, int c)
{
	return !g->door[r][c];
}

static bool
gap(const struct geo *g, int r, int c)
{
	return g->door[r][c] || g->soft[r][c];
}

/* The owned cells, row by row, in the queue. */
static int
geo_owned(const struct geo *g, int *qr, int *qc)
{
	int r, c, n = 0;

	for (r = 0; r < g->rows; r++)
		for (c = 0; c < g->cols; c++)
			if (g->own[r][c] != -1) {
				qr[n] = r;
				qc[n++] = c;
			}
	return n;
}

/* Whether folded text holds the word w (folded), as a word. */
static bool
has_word(const char *text, const char *w)
{
	const char *p;
	size_t n = strlen(w);

	if (n == 0)
		return false;
	for (p = text; (p = strstr(p, w)) != NULL; p++)
		if ((p == text || p[-1] == '-') && (p[n] == '\0' ||
		    p[n] == '-'))
			return true;
	return false;
}

/* The unowned floor joined to (r, c), marked 1 in comp, in the queue. */
static int
component(const struct geo *g, int r, int c, signed char comp[][MAXC],
    int *qr, int *qc)
{
	int n = 0, head = 0, i, r2, c2;

	qr[n] = r;
	qc[n++] = c;
	comp[r][c] = 1;
	while (head < n) {
		r = qr[head];
		c = qc[head++];
		for (i = 0; i < 4; i++) {
			r2 = r + dr[i];
			c2 = c + dc[i];
			if (!floor_at(g, r2, c2) || g->own[r2][c2] != -1 ||
			    gap(g, r2, c2) || comp[r2][c2])
				continue;
			comp[r2][c2] = 1;
			qr[n] = r2;
			qc[n++] = c2;
		}
	}
	return n;
}

/* The space whose number, id or name the cells marked 1 show, or -1. */
static int
named(const struct geo *g, const struct board *b, signed char comp[][MAXC])
{
	char row[MAXC], fold[MAXC * 2], key[LUCKY_MAXNAMELEN * 2 + 2];
	int r, c, s;

	for (r = 0; r < g->rows; r++) {
		for (c = 0; c < g->cols; c++)
			row[c] = comp[r][c] == 1 ? g->ch[r][c] : ' ';
		row[g->cols] = '\0';
		name_fold(row, fold, sizeof(fold));
		for (s = 0; s < b->nspaces; s++) {
			name_fold(b->sp[s].name, key, sizeof(key));
			if (has_word(fold, key) || has_word(fold, b->sp[s].id))
				return s;
			snprintf(key, sizeof(key), "%d", b->sp[s].number);
			if (b->sp[s].number >= 0 && has_word(fold, key))
				return s;
		}
	}
	return -1;
}

/*
 * The floor cut off from every field by the line of a wall that names a
 * space by its number, id or name, as "13 Nursery" over a corner does,
 * is that space's; the rest is a passage's.
 */
static void
geo_named(struct geo *g, const struct board *b)
{
	static int qr[MAXR * MAXC], qc[MAXR * MAXC];
	static signed char comp[MAXR][MAXC];
	int r, c, n, i, s;

	memset(comp, 0, sizeof(comp));
	for (r = 0; r < g->rows; r++)
		for (c = 0; c < g->cols; c++) {
			if (!floor_at(g, r, c) || g->own[r][c] != -1 ||
			    gap(g, r, c) || comp[r][c])
				continue;
			n = component(g, r, c, comp, qr, qc);
			s = named(g, b, comp);
			/* done with: 2 */
			for (i = 0; i < n; i++) {
				comp[qr[i]][qc[i]] = 2;
				if (s != -1)
					g->own[qr[i]][qc[i]] = (signed char)s;
			}
		}
}

/*
 * Each space's floor: first what its field reaches without crossing a
 * doorway or the line of a wall; on a board without passages, where all
 * the floor is some space's, then the rest but the doorways; last the
 * doorways themselves, from the spaces beside them.
 */
static void
geo_own(struct geo *g, const struct board *b)
{
	static int qr[MAXR * MAXC], qc[MAXR * MAXC];
	int r, c, s, i, n = 0;

	memset(g->own, -1, sizeof(g->own));
	for (s = 0; s < b->nspaces; s++)
		for (i = 0; i < b->sp[s].anchor_width; i++) {
			r = b->sp[s].anchor_row;
			c = b->sp[s].anchor_col + i;
			g->own[r][c] = (signed char)s;
			qr[n] = r;
			qc[n++] = c;
		}
	geo_grow(g, qr, qc, n, open_floor);
	geo_named(g, b);
	if (b->npassages == 0)
		geo_grow(g, qr, qc, geo_owned(g, qr, qc), not_door);
	geo_grow(g, qr, qc, geo_owned(g, qr, qc), gap);
}

int
geo_make(struct geo *g, const struct board *b, struct lerr *e)
{
	int r;
	size_t len;

	if (b->nmaprows == 0)
		return lerr_msg(e, NULL, 0, MSG_NO_MAP_TO_DRAW, b->name);
	memset(g, 0, sizeof(*g));
	g->rows = b->nmaprows;
	g->cols = 0;
	for (r = 0; r < g->rows; r++) {
		len = strlen(b->map[r]);
		if (len > LUCKY_MAPWIDTH)
			len = LUCKY_MAPWIDTH;
		memset(g->ch[r], ' ', MAXC - 1);
		memcpy(g->ch[r], b->map[r], len);
		if ((int)len > g->cols)
			g->cols = (int)len;
	}
	/* a column of blanks round the plan, for the outside */
	g->cols++;
	geo_cells(g, b);
	geo_doors(g);
	geo_own(g, b);
	return 0;
}

