/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

/*
 * The board's map as text with the pawns on it (lucky-show -M): the
 * board file's floor plan, each pawn's glyph in its space's field, a
 * locked room filled in, the key of the ids the map does not show and
 * the legend of the pawns, written with outf.
 */

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "show.h"

/*
 * Whether the map shows the id of space s as a word outside the fields,
 * letter case and punctuation aside as in names: "Wine Cellar" shows
 * cellar, "Servants'" servants, "=stairs-w=" stairs-w.
 */
static bool
map_shows(const struct board *b, int s)
{
	char want[LUCKY_MAXIDLEN * 2 + 2], got[LUCKY_MAPWIDTH * 2 + 2];
	char row[LUCKY_MAPWIDTH + 1], word[LUCKY_MAPWIDTH + 1];
	int r, i;
	size_t c, n;

	name_fold(b->sp[s].id, want, sizeof(want));
	for (r = 0; r < b->nmaprows; r++) {
		strlcpy(row, b->map[r], sizeof(row));
		for (i = 0; i < b->nspaces; i++)
			if (b->sp[i].anchor_row == r)
				memset(row + b->sp[i].anchor_col, ' ',
				    (size_t)b->sp[i].anchor_width);
		/* a word: letters, digits, '-', '_' and '\'' */
		for (c = 0; row[c] != '\0'; c += n > 0 ? n : 1) {
			for (n = 0; row[c + n] != '\0' &&
			    (isalnum((unsigned char)row[c + n]) ||
			    strchr("-_'", row[c + n]) != NULL); n++)
				;
			if (n == 0)
				continue;
			memcpy(word, row + c, n);
			word[n] = '\0';
			name_fold(word, got, sizeof(got));
			if (strcmp(got, want) == 0)
				return true;
		}
	}
	return false;
}

/*
 * The key under the map: each space whose id the map does not show, with
 * its label, folded at 78 columns, so that every id lucky-sight(1) and -k
 * print is found on the map or here.
 */
static void
map_key(const struct state *st)
{
	const struct board *b = st->board;
	const char *sep = "ids:";
	size_t col = 0, len;
	int s;

	for (s = 0; s < b->nspaces; s++) {
		char l[100];

		if (map_shows(b, s))
			continue;
		board_label(b, s, l, sizeof(l));
		len = strlen(b->sp[s].id) + 1 + strlen(l);
		/* room for ", ", the entry and a ',' after it */
		if (col > 0 && col + 2 + len + 1 > LUCKY_MAPWIDTH) {
			outf(",\n");
			sep = "    ";
			col = 0;
		}
		col += (size_t)outf("%s %s %s", sep, b->sp[s].id, l);
		sep = ",";
	}
	if (col > 0)
		outf("\n");
}

/* A hallway's or stairway's id and its spoken name, a line each. */
static void
hall_line(const char *id, const char *name, int w)
{
	outf("%-*s  %s\n", w, id, name);
}

/*
 * Every hallway and stairway of the board, spaces and passages, by id
 * with its name as the narration speaks it, the ids in a column.
 */
static void
map_halls(const struct board *b)
{
	int s, w = 0;

	for (s = 0; s < b->nspaces; s++)
		if (b->sp[s].kind != KIND_ROOM && (int)strlen(b->sp[s].id) > w)
			w = (int)strlen(b->sp[s].id);
	for (s = 0; s < b->npassages; s++)
		if ((int)strlen(b->pa[s].id) > w)
			w = (int)strlen(b->pa[s].id);
	for (s = 0; s < b->nspaces; s++)
		if (b->sp[s].kind != KIND_ROOM)
			hall_line(b->sp[s].id, b->sp[s].name, w);
	for (s = 0; s < b->npassages; s++)
		hall_line(b->pa[s].id, b->pa[s].name, w);
}

/*
 * The board's floor plan with each pawn's glyph in its space's field, the
 * key of the ids it does not show and the legend of the pawns.
 */
void
map_text(const struct state *st)
{
	const struct board *b = st->board;
	char glyphs[LUCKY_MAXSPACES][LUCKY_MAXPLAYERS + 4];
	int r, s, i;

	memset(glyphs, 0, sizeof(glyphs));
	for (i = 0; i < st->nplayers; i++) {
		size_t n = strlen(glyphs[st->p[i].room]);

		/* a letter, as on the drawing: a digit reads as a room's */
		glyphs[st->p[i].room][n] = show_letter(st, i);
	}
	glyphs[st->lucky][strlen(glyphs[st->lucky])] = 'L';
	if (st->dog != NOWHERE)
		glyphs[st->dog][strlen(glyphs[st->dog])] = 'd';
	if (st->cat != NOWHERE)
		glyphs[st->cat][strlen(glyphs[st->cat])] = 'c';
	for (r = 0; r < b->nmaprows; r++) {
		char row[LUCKY_MAPWIDTH + 1];

		strlcpy(row, b->map[r], sizeof(row));
		for (s = 0; s < b->nspaces; s++) {
			const struct space *sp = &b->sp[s];
			int w = sp->anchor_width, n;

			if (sp->anchor_row != r)
				continue;
			/* a locked room is filled in (RULES A.2) */
			memset(row + sp->anchor_col, st->locked[s] != NOCARD ?
			    '#' : ' ', (size_t)w);
			n = (int)strlen(glyphs[s]);
			if (n > w) {
				/* more pawns than room: the last shows "+" */
				memcpy(row + sp->anchor_col, glyphs[s],
				    (size_t)w);
				row[sp->anchor_col + w - 1] = '+';
			} else
				memcpy(row + sp->anchor_col, glyphs[s],
				    (size_t)n);
		}
		/* no trailing blanks */
		for (i = (int)strlen(row); i > 0 && row[i - 1] == ' '; i--)
			row[i - 1] = '\0';
		outf("%s\n", row);
	}
	map_key(st);
	map_halls(b);
	for (i = 0; i < st->nplayers; i++)
		outf("%s%c %s", i ? "  " : "", show_letter(st, i),
		    st->p[i].name);
	outf("  L Doctor Lucky");
	if (st->dog != NOWHERE)
		outf("  d Shamrock%s", st->dog_dead ? " (dead)" : "");
	if (st->cat != NOWHERE)
		outf("  c Patience");
	for (i = 0; i < b->nspaces && st->locked[i] == NOCARD; i++)
		;
	if (i < b->nspaces)
		outf("  # locked");
	outf("\n");
}
