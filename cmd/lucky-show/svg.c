/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

/*
 * The board drawn as SVG (lucky-show -T svg), or as PNG through
 * rsvg-convert(1) (-T png), from the plan of its map (plan.c): a map
 * character is a cell of CW by CH pixels.  The map's text is not drawn
 * inside the spaces: each is labelled with its name and number from the
 * board; the map's words outside them (passages, headings) are.  The
 * pawns stand in their space's floor, from its field on.  Only integers
 * are printed, so that the same state gives the same bytes.
 */

#include <sys/types.h>
#include <sys/wait.h>
#include <ctype.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "plan.h"
#include "show.h"

extern char **environ;

#define BIT(i)		(UINT64_C(1) << (i))

#define CW	10		/* a map character's width in pixels */
#define CH	18		/* ... and height */
#define MARGIN	10
#define TOP	34		/* the line above the map */
#define PR	8		/* a pawn's radius */
#define LEGW	195		/* a legend entry's width */
#define LEGH	22
#define MINW	600		/* the picture's least width */

struct svg {
	FILE			*f;
	const struct board	*b;
	const struct state	*st;
	uint64_t		 marks;
	struct geo		*g;
	int			 w, h;
};

/* The seats' colours, told apart by most eyes. */
static const char *seat_colour[LUCKY_MAXPLAYERS] = {
	"#d62728", "#1f77b4", "#2ca02c", "#ff7f0e", "#9467bd", "#17becf",
	"#e377c2", "#8c564b"
};

#define FILL_ROOM	"#f4ead5"
#define FILL_HALL	"#dedbd2"
#define FILL_STAIRS	"#d5cbb5"
#define FILL_FLOOR	"#e9e6de"
#define FILL_MARK	"#ffe14d"
#define INK		"#2b2b2b"

static void
esc(FILE *f, const char *s)
{
	for (; *s != '\0'; s++)
		switch (*s) {
		case '&':
			fputs("&amp;", f);
			break;
		case '<':
			fputs("&lt;", f);
			break;
		case '>':
			fputs("&gt;", f);
			break;
		case '"':
			fputs("&quot;", f);
			break;
		case '\'':
			fputs("&apos;", f);
			break;
		default:
			fputc(*s, f);
		}
}

/* The cells of a kind (own == s, or a test) as a path of rectangles. */
static void
cells_path(struct svg *v, bool (*in)(const struct geo *, int, int, int),
    int arg)
{
	const struct geo *g = v->g;
	int top[MAXC], r, c, z, k;
	/* the rectangles still open, by their first column */
	int open_end[MAXC];

	for (c = 0; c < MAXC; c++)
		top[c] = open_end[c] = -1;
	for (r = 0; r <= g->rows; r++) {
		int run_end[MAXC];

		for (c = 0; c < MAXC; c++)
			run_end[c] = -1;
		for (c = 0; r < g->rows && c < g->cols; c = z) {
			if (!in(g, r, c, arg)) {
				z = c + 1;
				continue;
			}
			for (z = c; z < g->cols && in(g, r, z, arg); z++)
				;
			run_end[c] = z;
		}
		/* close each rectangle whose run does not go on */
		for (c = 0; c < MAXC; c++) {
			if (open_end[c] == -1 || open_end[c] == run_end[c])
				continue;
			k = open_end[c] - c;
			fprintf(v->f, "M%d %dh%dv%dh-%dz", MARGIN + c * CW,
			    TOP + top[c] * CH, k * CW, (r - top[c]) * CH,
			    k * CW);
			open_end[c] = -1;
		}
		for (c = 0; c < MAXC; c++)
			if (run_end[c] != -1 && open_end[c] == -1) {
				open_end[c] = run_end[c];
				top[c] = r;
			}
	}
}

static bool
in_space(const struct geo *g, int r, int c, int s)
{
	return g->kind[r][c] == C_FLOOR && g->own[r][c] == s;
}

/* Floor of space s that is not a doorway: for its label and pawns. */
static bool
in_room(const struct geo *g, int r, int c, int s)
{
	return in_space(g, r, c, s) && !g->door[r][c];
}

static bool
in_house(const struct geo *g, int r, int c, int unused)
{
	(void)unused;
	return g->kind[r][c] != C_OUT;
}

static bool
in_block(const struct geo *g, int r, int c, int unused)
{
	(void)unused;
	return g->kind[r][c] == C_BLOCK;
}

static void
draw_spaces(struct svg *v)
{
	const struct board *b = v->b;
	const char *fill;
	int s;

	fprintf(v->f, "<g id=\"floor\" fill=\"" FILL_FLOOR "\"><path d=\"");
	cells_path(v, in_house, 0);
	fprintf(v->f, "\"/></g>\n<g id=\"spaces\">\n");
	for (s = 0; s < b->nspaces; s++) {
		if (v->marks & BIT(s))
			fill = FILL_MARK;
		else if (v->st != NULL && v->st->locked[s] != NOCARD)
			fill = "url(#locked)";
		else if (b->sp[s].kind == KIND_HALLWAY)
			fill = FILL_HALL;
		else if (b->sp[s].kind == KIND_STAIRS)
			fill = FILL_STAIRS;
		else
			fill = FILL_ROOM;
		fprintf(v->f, "<path id=\"space-%s\" class=\"%s%s\" "
		    "fill=\"%s\" d=\"", b->sp[s].id,
		    board_kind_name(b->sp[s].kind), v->marks & BIT(s) ?
		    " marked" : v->st != NULL && v->st->locked[s] != NOCARD ?
		    " locked" : "", fill);
		cells_path(v, in_space, s);
		fprintf(v->f, "\"/>\n");
	}
	fprintf(v->f, "</g>\n");
}

/* Whether a wall cell reaches its neighbour across (dr, dc). */
static bool
arm(const struct geo *g, int r, int c, int dr, int dc)
{
	char x, y;

	if (r + dr < 0 || r + dr >= g->rows || c + dc < 0 ||
	    c + dc >= g->cols || g->kind[r][c] != C_WALL ||
	    g->kind[r + dr][c + dc] != C_WALL)
		return false;
	x = g->ch[r][c];
	y = g->ch[r + dr][c + dc];
	if (dr == 0)
		return x != '|' && y != '|';
	return x != '-' && y != '-';
}

static void
draw_walls(struct svg *v)
{
	const struct geo *g = v->g;
	int r, c, z, x0, x1;

	fprintf(v->f, "<g id=\"walls\" fill=\"none\" stroke=\"" INK "\" "
	    "stroke-width=\"3\" stroke-linecap=\"square\"><path d=\"");
	/* horizontal: "-" across its cell, "+" from its middle */
	for (r = 0; r < g->rows; r++)
		for (c = 0; c < g->cols; c = z + 1) {
			z = c;
			if (g->kind[r][c] != C_WALL || g->ch[r][c] == '|')
				continue;
			while (arm(g, r, z, 0, 1))
				z++;
			x0 = c * CW + (g->ch[r][c] == '-' ? 0 : CW / 2);
			x1 = z * CW + (g->ch[r][z] == '-' ? CW : CW / 2);
			if (x1 > x0)
				fprintf(v->f, "M%d %dH%d", MARGIN + x0,
				    TOP + r * CH + CH / 2, MARGIN + x1);
		}
	for (c = 0; c < g->cols; c++)
		for (r = 0; r < g->rows; r = z + 1) {
			z = r;
			if (g->kind[r][c] != C_WALL || g->ch[r][c] == '-')
				continue;
			while (arm(g, z, c, 1, 0))
				z++;
			x0 = r * CH + (g->ch[r][c] == '|' ? 0 : CH / 2);
			x1 = z * CH + (g->ch[z][c] == '|' ? CH : CH / 2);
			if (x1 > x0)
				fprintf(v->f, "M%d %dV%d",
				    MARGIN + c * CW + CW / 2, TOP + x0,
				    TOP + x1);
		}
	fprintf(v->f, "\"/></g>\n<g id=\"railings\" fill=\"none\" stroke=\""
	    INK "\" stroke-width=\"3\" stroke-dasharray=\"3 4\"><path d=\"");
	for (r = 0; r < g->rows; r++)
		for (c = 0; c < g->cols; c = z) {
			for (z = c; z < g->cols && g->kind[r][z] == C_RAIL; z++)
				;
			if (z == c) {
				z++;
				continue;
			}
			fprintf(v->f, "M%d %dH%d", MARGIN + c * CW,
			    TOP + r * CH + CH / 2, MARGIN + z * CW);
		}
	fprintf(v->f, "\"/></g>\n<g id=\"blocks\" fill=\"" INK "\"><path d=\"");
	cells_path(v, in_block, 0);
	/* the stairs' treads: a line a "=" */
	fprintf(v->f, "\"/></g>\n<g id=\"treads\" stroke=\"#8a7d62\" "
	    "stroke-width=\"2\"><path d=\"");
	for (r = 0; r < g->rows; r++)
		for (c = 0; c < g->cols; c++)
			if (g->ch[r][c] == '=' && g->kind[r][c] != C_OUT &&
			    !g->field[r][c] && !g->taken[r][c])
				fprintf(v->f, "M%d %dv%d",
				    MARGIN + c * CW + CW / 2, TOP + r * CH + 3,
				    CH - 6);
	fprintf(v->f, "\"/></g>\n");
}

/* The map's own words where no space is drawn: passages, headings. */
static void
draw_map_words(struct svg *v)
{
	const struct geo *g = v->g;
	int r, c, z, k;
	bool out;

	fprintf(v->f, "<g id=\"map-text\" fill=\"#555\" font-size=\"11\" "
	    "font-style=\"italic\">\n");
	for (r = 0; r < g->rows; r++)
		for (c = 0; c < g->cols; c = z) {
			z = c + 1;
			if (g->ch[r][c] == ' ' || g->ch[r][c] == '=' ||
			    (g->kind[r][c] != C_OUT && (g->kind[r][c] !=
			    C_FLOOR || g->own[r][c] != -1 || g->door[r][c])))
				continue;
			out = g->kind[r][c] == C_OUT;
			/* a run of words, one blank apart */
			for (z = c; z < g->cols; z++) {
				if (g->kind[r][z] != g->kind[r][c] ||
				    g->own[r][z] != -1 || g->ch[r][z] == '=' ||
				    g->door[r][z])
					break;
				if (g->ch[r][z] == ' ' && (z + 1 >= g->cols ||
				    g->ch[r][z + 1] == ' '))
					break;
			}
			fprintf(v->f, "<text x=\"%d\" y=\"%d\"%s>",
			    MARGIN + c * CW, TOP + r * CH + 13,
			    out ? " font-style=\"normal\" font-weight=\"bold\" "
			    "fill=\"" INK "\" font-size=\"13\"" : "");
			for (k = c; k < z; k++) {
				char s[2] = { g->ch[r][k], '\0' };

				esc(v->f, s);
			}
			fprintf(v->f, "</text>\n");
		}
	fprintf(v->f, "</g>\n");
}

/* The width of a text in pixels, near enough for DejaVu Sans. */
static int
text_width(const char *s, size_t n, int size)
{
	size_t i;
	int w = 0;

	for (i = 0; i < n; i++)
		if (isupper((unsigned char)s[i]) || s[i] == 'm' || s[i] == 'w')
			w += 8;
		else if (strchr("ijlrt' ", s[i]) != NULL)
			w += 4;
		else
			w += 6;
	return w * size / 10;
}

/* The run of space s's floor on its field's row: the label's width. */
static void
field_run(const struct svg *v, int s, int *c0, int *c1)
{
	const struct geo *g = v->g;
	const struct space *sp = &v->b->sp[s];
	int r = sp->anchor_row;

	*c0 = sp->anchor_col;
	*c1 = sp->anchor_col + sp->anchor_width - 1;
	while (*c0 > 0 && in_room(g, r, *c0 - 1, s))
		(*c0)--;
	while (*c1 + 1 < g->cols && in_room(g, r, *c1 + 1, s))
		(*c1)++;
}

/* The end of a line of text from p: as many words as fit, one at least. */
static const char *
line_end(const char *p, int size, int width)
{
	const char *q, *brk = NULL;

	for (q = p; ; q++)
		if (*q == ' ' || *q == '\0') {
			if (brk != NULL && text_width(p, (size_t)(q - p),
			    size) > width)
				return brk;
			brk = q;
			if (*q == '\0')
				return brk;
		}
}

/* Each space's name and number, the name folded at blanks to fit. */
static void
draw_labels(struct svg *v)
{
	const struct board *b = v->b;
	struct geo *g = v->g;
	int s, c0, c1, mid, rt, width, line, size, x, y, i;

	fprintf(v->f, "<g id=\"labels\" fill=\"" INK "\" "
	    "text-anchor=\"middle\">\n");
	for (s = 0; s < b->nspaces; s++) {
		const struct space *sp = &b->sp[s];
		const char *p = sp->name, *q, *brk;
		char num[16] = "";
		bool room = sp->kind == KIND_ROOM;

		size = room ? 12 : 10;
		field_run(v, s, &c0, &c1);
		mid = (c0 + c1) / 2;
		for (rt = sp->anchor_row; rt > 0 && in_room(g, rt - 1, mid, s);
		    rt--)
			;
		/* the run of the top row under the field's middle */
		for (c0 = mid; c0 > 0 && in_room(g, rt, c0 - 1, s); c0--)
			;
		for (c1 = mid; c1 + 1 < g->cols && in_room(g, rt, c1 + 1, s);
		    c1++)
			;
		width = (c1 - c0 + 1) * CW - 6;
		x = MARGIN + (c0 * CW + (c1 + 1) * CW) / 2;
		if (sp->number >= 0) {
			snprintf(num, sizeof(num), "%d", sp->number);
			fprintf(v->f, "<text x=\"%d\" y=\"%d\" font-size=\"9\" "
			    "font-weight=\"bold\" text-anchor=\"start\">%s"
			    "</text>\n", MARGIN + c0 * CW + 3,
			    TOP + rt * CH + 11, num);
		}
		/* the first line beside the number, or under it */
		brk = line_end(p, size, width);
		if (num[0] != '\0' && text_width(p, (size_t)(brk - p), size) /
		    2 + text_width(num, strlen(num), 9) + 10 >
		    (c1 - c0 + 1) * CW / 2)
			rt++;
		fprintf(v->f, "<text font-size=\"%d\"%s>", size,
		    room ? "" : " font-style=\"italic\"");
		for (line = 0; *p != '\0'; line++) {
			brk = line_end(p, size, width);
			y = TOP + (rt + line) * CH + 13;
			fprintf(v->f, "<tspan x=\"%d\" y=\"%d\">", x, y);
			for (q = p; q < brk; q++) {
				char c[2] = { *q, '\0' };

				esc(v->f, c);
			}
			if (*brk == ' ')
				fputc(' ', v->f);
			fprintf(v->f, "</tspan>");
			if (rt + line < g->rows)
				for (i = c0; i <= c1; i++)
					g->taken[rt + line][i] = true;
			p = *brk == ' ' ? brk + 1 : brk;
		}
		fprintf(v->f, "</text>\n");
	}
	fprintf(v->f, "</g>\n");
}

/* Whether letter x is L or one of the first n of got. */
static bool
letter_taken(const char *got, int n, char x)
{
	return x == 'L' || memchr(got, x, (size_t)n) != NULL;
}

char
show_letter(const struct state *st, int i)
{
	char got[LUCKY_MAXPLAYERS], x;
	const char *n;
	int k;

	for (k = 0; k <= i; k++) {
		got[k] = '?';
		for (n = st->p[k].name; *n != '\0' && got[k] == '?'; n++) {
			x = (char)toupper((unsigned char)*n);
			if (isalpha((unsigned char)x) &&
			    !letter_taken(got, k, x))
				got[k] = x;
		}
		for (x = 'A'; x <= 'Z' && got[k] == '?'; x++)
			if (!letter_taken(got, k, x))
				got[k] = x;
	}
	return got[i];
}

/* A pawn: Doctor Lucky, a seat, a pet. */
enum { T_LUCKY = -1, T_DOG = -2, T_CAT = -3 };

static void
draw_token(struct svg *v, int who, int x, int y, bool legend)
{
	const struct state *st = v->st;
	const char *id = "", *letter = "";
	char idbuf[32], init[3];

	switch (who) {
	case T_LUCKY:
		fprintf(v->f, "<g%s><circle cx=\"%d\" cy=\"%d\" r=\"%d\" "
		    "fill=\"#111\"/>", legend ? "" : " id=\"lucky\"", x, y,
		    PR + 1);
		letter = "L";
		break;
	case T_DOG:
		fprintf(v->f, "<g%s><rect x=\"%d\" y=\"%d\" width=\"%d\" "
		    "height=\"%d\" rx=\"3\" fill=\"%s\" stroke=\"" INK "\"/>",
		    legend ? "" : " id=\"dog\"", x - PR, y - PR, 2 * PR,
		    2 * PR, st->dog_dead ? "#aaa" : "#8b5a2b");
		letter = "d";
		break;
	case T_CAT:
		fprintf(v->f, "<g%s><path d=\"M%d %dl%d %dl-%d %dl-%d -%dz\" "
		    "fill=\"#666\" stroke=\"" INK "\"/>",
		    legend ? "" : " id=\"cat\"", x, y - PR - 2, PR + 2, PR + 2,
		    PR + 2, PR + 2, PR + 2, PR + 2);
		letter = "c";
		break;
	default:
		snprintf(idbuf, sizeof(idbuf), " id=\"pawn-%d\"", who + 1);
		id = legend ? "" : idbuf;
		if (st->p[who].stranger)
			fprintf(v->f, "<g%s><rect x=\"%d\" y=\"%d\" "
			    "width=\"%d\" height=\"%d\" fill=\"%s\" "
			    "stroke=\"" INK "\"/>", id, x - PR, y - PR, 2 * PR,
			    2 * PR, seat_colour[who]);
		else
			fprintf(v->f, "<g%s><circle cx=\"%d\" cy=\"%d\" "
			    "r=\"%d\" fill=\"%s\" stroke=\"" INK "\"/>", id, x,
			    y, PR, seat_colour[who]);
		if (who == turn_whose(st) && st->phase != PHASE_OVER)
			fprintf(v->f, "<circle cx=\"%d\" cy=\"%d\" r=\"%d\" "
			    "fill=\"none\" stroke=\"" INK "\" "
			    "stroke-width=\"2\"/>", x, y, PR + 3);
		init[0] = show_letter(st, who);
		init[1] = init[2] = '\0';
		letter = init;
		break;
	}
	fprintf(v->f, "<text x=\"%d\" y=\"%d\" font-size=\"10\" "
	    "font-weight=\"bold\" fill=\"#fff\" text-anchor=\"middle\">%s"
	    "</text>", x, y + 4, letter);
	if (who >= 0 && st->p[who].dead)
		fprintf(v->f, "<path d=\"M%d %dl%d %dm0 -%dl-%d %d\" "
		    "stroke=\"#000\" stroke-width=\"2\"/>", x - PR, y - PR,
		    2 * PR, 2 * PR, 2 * PR, 2 * PR, 2 * PR);
	fprintf(v->f, "</g>\n");
}

/* Whether a pawn centred at pixel x (of the plan) on row r fits. */
static bool
slot_free(const struct geo *g, int s, int r, int x)
{
	int c;

	for (c = (x - PR) / CW; c <= (x + PR - 1) / CW; c++)
		if (c < 0 || c >= g->cols || !in_room(g, r, c, s) ||
		    g->taken[r][c])
			return false;
	return true;
}

/*
 * The pawns of space s, from its field on: each in the free slot
 * nearest the field's beginning, rows nearer the field's first.
 */
static void
draw_space_tokens(struct svg *v, int s, const int *who, int n)
{
	const struct geo *g = v->g;
	const struct space *sp = &v->b->sp[s];
	int px[16], py[16], k, i, r, x, best, bx, by, x0;

	/* in a row centred on the field, as far as it goes */
	x0 = sp->anchor_col * CW + sp->anchor_width * CW / 2 -
	    (n - 1) * (PR + 2);
	if (x0 < sp->anchor_col * CW + PR)
		x0 = sp->anchor_col * CW + PR;
	for (k = 0; k < n; k++) {
		best = -1;
		bx = by = 0;
		for (r = 0; r < g->rows; r++)
			for (x = PR; x < g->cols * CW; x += CW / 2) {
				int d = abs(r - sp->anchor_row) * 10000 +
				    abs(x - (x0 + k * (2 * PR + 4)));

				if (best != -1 && d >= best)
					continue;
				if (!slot_free(g, s, r, x))
					continue;
				for (i = 0; i < k; i++)
					if (py[i] == r && abs(px[i] - x) <
					    2 * PR + 4)
						break;
				if (i < k)
					continue;
				best = d;
				bx = x;
				by = r;
			}
		if (best == -1) {
			/* no room left: over the field, a little apart */
			bx = sp->anchor_col * CW + PR + 3 * k;
			by = sp->anchor_row;
		}
		px[k] = bx;
		py[k] = by;
		draw_token(v, who[k], MARGIN + bx, TOP + by * CH + CH / 2,
		    false);
	}
}

static void
draw_tokens(struct svg *v)
{
	const struct state *st = v->st;
	int who[16], n, s, i;

	fprintf(v->f, "<g id=\"pawns\">\n");
	for (s = 0; s < v->b->nspaces; s++) {
		n = 0;
		if (st->lucky == s)
			who[n++] = T_LUCKY;
		for (i = 0; i < st->nplayers; i++)
			if (st->p[i].room == s)
				who[n++] = i;
		if (st->dog == s)
			who[n++] = T_DOG;
		if (st->cat == s)
			who[n++] = T_CAT;
		if (n > 0)
			draw_space_tokens(v, s, who, n);
	}
	fprintf(v->f, "</g>\n");
}

/* The line above the map: the board, whose turn it is. */
static void
status_line(const struct svg *v, char *buf, size_t size)
{
	const struct state *st = v->st;
	int w;

	if (st == NULL) {
		snprintf(buf, size, "%s", v->b->title[0] != '\0' ?
		    v->b->title : v->b->name);
		return;
	}
	w = turn_whose(st);
	switch (st->phase) {
	case PHASE_OVER:
		snprintf(buf, size, "turn %d, round %d: game over, %s %s",
		    st->turn, st->round, st->p[st->winner].name,
		    st->rules->words.won);
		break;
	case PHASE_ANSWER:
		snprintf(buf, size, "turn %d, round %d: %s to answer",
		    st->turn, st->round, st->p[w].name);
		break;
	case PHASE_TAKE:
		snprintf(buf, size, "turn %d, round %d: %s to take the "
		    "tokens or not", st->turn, st->round, st->p[w].name);
		break;
	default:
		snprintf(buf, size, "turn %d, round %d: %s to play",
		    st->turn, st->round, st->p[w].name);
	}
	if (st->view != NOBODY) {
		strlcat(buf, ", as ", size);
		strlcat(buf, view_who(st), size);
		strlcat(buf, " sees it", size);
	}
	if (st->lights_out)
		strlcat(buf, "; the lights are out", size);
}

static int
legend_rows(const struct svg *v)
{
	const struct state *st = v->st;
	int n = 0, per = (v->w - 2 * MARGIN) / LEGW, s;
	bool locked = false;

	if (st != NULL) {
		n = st->nplayers + 1 + (st->dog != NOWHERE) +
		    (st->cat != NOWHERE);
		for (s = 0; s < v->b->nspaces; s++)
			locked |= st->locked[s] != NOCARD;
		n += locked;
	}
	n += v->marks != 0;
	return (n + per - 1) / per;
}

static void
legend_entry(struct svg *v, int *k, int who, const char *swatch,
    const char *text, const char *more)
{
	int per = (v->w - 2 * MARGIN) / LEGW;
	int x = MARGIN + (*k % per) * LEGW, y = TOP + v->g->rows * CH + 12 +
	    (*k / per) * LEGH + LEGH / 2;

	if (swatch != NULL)
		fprintf(v->f, "<rect x=\"%d\" y=\"%d\" width=\"%d\" "
		    "height=\"%d\" fill=\"%s\" stroke=\"" INK "\"/>\n",
		    x + 1, y - PR, 2 * PR, 2 * PR, swatch);
	else
		draw_token(v, who, x + PR + 3, y, true);
	fprintf(v->f, "<text x=\"%d\" y=\"%d\">", x + 2 * PR + 10, y + 4);
	esc(v->f, text);
	esc(v->f, more);
	fprintf(v->f, "</text>\n");
	(*k)++;
}

static void
draw_legend(struct svg *v)
{
	const struct state *st = v->st;
	char more[64];
	int k = 0, i, s;

	fprintf(v->f, "<g id=\"legend\" font-size=\"12\" fill=\"" INK "\">\n");
	if (st != NULL) {
		for (i = 0; i < st->nplayers; i++) {
			const char *due = "";

			if (i == turn_whose(st) && st->phase != PHASE_OVER)
				due = st->phase == PHASE_ANSWER ?
				    ", to answer" : st->phase == PHASE_TAKE ?
				    ", to take" : ", to play";
			snprintf(more, sizeof(more), "%s%s%s",
			    st->p[i].stranger ? " (stranger)" : "",
			    st->p[i].dead ? " (dead)" : "", due);
			legend_entry(v, &k, i, NULL, st->p[i].name, more);
		}
		legend_entry(v, &k, T_LUCKY, NULL, "Doctor Lucky", "");
		if (st->dog != NOWHERE)
			legend_entry(v, &k, T_DOG, NULL, "Shamrock",
			    st->dog_dead ? " (dead)" : "");
		if (st->cat != NOWHERE)
			legend_entry(v, &k, T_CAT, NULL, "Patience", "");
		for (s = 0; s < v->b->nspaces && st->locked[s] == NOCARD; s++)
			;
		if (s < v->b->nspaces)
			legend_entry(v, &k, 0, "url(#locked)", "locked", "");
	}
	if (v->marks != 0)
		legend_entry(v, &k, 0, FILL_MARK, "marked", "");
	fprintf(v->f, "</g>\n");
}

int
svg_write(FILE *f, const struct board *b, const struct state *st,
    uint64_t marks, struct lerr *e)
{
	struct svg v;
	char status[200], *labels = NULL;
	size_t len = 0;
	int rows;

	memset(&v, 0, sizeof(v));
	v.f = f;
	v.b = st != NULL ? st->board : b;
	v.st = st;
	v.marks = marks;
	if ((v.g = malloc(sizeof(*v.g))) == NULL)
		return lerr_msg(e, NULL, 0, MSG_OUT_OF_MEMORY);
	if (geo_make(v.g, v.b, e) == -1) {
		free(v.g);
		return -1;
	}
	/* room for the line above the map, on a small board too */
	v.w = 2 * MARGIN + v.g->cols * CW;
	if (v.w < MINW)
		v.w = MINW;
	rows = legend_rows(&v);
	v.h = TOP + v.g->rows * CH + (rows > 0 ? 12 + rows * LEGH : 0) +
	    MARGIN;
	status_line(&v, status, sizeof(status));
	fprintf(f, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
	    "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" "
	    "width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\" "
	    "font-family=\"DejaVu Sans, Verdana, sans-serif\">\n<title>",
	    v.w, v.h, v.w, v.h);
	esc(f, v.b->name);
	fputs(": ", f);
	esc(f, status);
	fprintf(f, "</title>\n<defs><pattern id=\"locked\" width=\"8\" "
	    "height=\"8\" patternUnits=\"userSpaceOnUse\"><rect width=\"8\" "
	    "height=\"8\" fill=\"#e6e1d6\"/><path d=\"M0 8L8 0\" "
	    "stroke=\"#b3aa96\" stroke-width=\"2\"/></pattern></defs>\n"
	    "<rect width=\"%d\" height=\"%d\" fill=\"#fff\"/>\n"
	    "<text x=\"%d\" y=\"22\" font-size=\"15\" font-weight=\"bold\" "
	    "fill=\"" INK "\">", v.w, v.h, MARGIN);
	esc(f, status);
	fprintf(f, "</text>\n");
	/* the labels first, so that no tread is drawn under them */
	if ((v.f = open_memstream(&labels, &len)) == NULL) {
		free(v.g);
		return lerr_msg(e, NULL, 0, MSG_OUT_OF_MEMORY);
	}
	draw_labels(&v);
	if (fclose(v.f) == EOF) {
		free(v.g);
		free(labels);
		return lerr_msg(e, NULL, 0, MSG_OUT_OF_MEMORY);
	}
	v.f = f;
	draw_spaces(&v);
	draw_walls(&v);
	if (st != NULL && st->lights_out)
		fprintf(f, "<rect id=\"lights-out\" x=\"%d\" y=\"%d\" "
		    "width=\"%d\" height=\"%d\" fill=\"#000\" "
		    "fill-opacity=\"0.35\"/>\n", MARGIN, TOP, v.g->cols * CW,
		    v.g->rows * CH);
	draw_map_words(&v);
	fwrite(labels, 1, len, f);
	free(labels);
	if (st != NULL)
		draw_tokens(&v);
	draw_legend(&v);
	fprintf(f, "</svg>\n");
	free(v.g);
	return 0;
}

/*
 * The same drawing as PNG, through rsvg-convert(1) from librsvg: the SVG
 * in a file of its own, the PNG read back whole, so that nothing is
 * written when the converter fails.
 */
int
svg_png(FILE *out, const struct board *b, const struct state *st,
    uint64_t marks, struct lerr *e)
{
	posix_spawn_file_actions_t fa;
	char tmp[PATH_MAX], buf[8192];
	const char *dir = getenv("TMPDIR");
	char *argv[] = { "rsvg-convert", "-f", "png", tmp, NULL };
	char *png = NULL;
	size_t len = 0;
	ssize_t n;
	FILE *f;
	pid_t pid;
	int fd, pfd[2], status, rc;

	snprintf(tmp, sizeof(tmp), "%s/lucky-svg.XXXXXX",
	    dir != NULL && dir[0] != '\0' ? dir : "/tmp");
	if ((fd = mkstemp(tmp)) == -1)
		return lerr_msg(e, NULL, 0, MSG_SYSTEM, tmp, strerror(errno));
	if ((f = fdopen(fd, "w")) == NULL) {
		close(fd);
		unlink(tmp);
		return lerr_msg(e, NULL, 0, MSG_SYSTEM, tmp, strerror(errno));
	}
	if (svg_write(f, b, st, marks, e) == -1) {
		fclose(f);
		unlink(tmp);
		return -1;
	}
	if (fclose(f) == EOF || pipe(pfd) == -1) {
		unlink(tmp);
		return lerr_msg(e, NULL, 0, MSG_SYSTEM, tmp, strerror(errno));
	}
	posix_spawn_file_actions_init(&fa);
	posix_spawn_file_actions_adddup2(&fa, pfd[1], STDOUT_FILENO);
	posix_spawn_file_actions_addclose(&fa, pfd[0]);
	posix_spawn_file_actions_addclose(&fa, pfd[1]);
	posix_spawn_file_actions_addopen(&fa, STDERR_FILENO, "/dev/null",
	    O_WRONLY, 0);
	rc = posix_spawnp(&pid, argv[0], &fa, NULL, argv, environ);
	posix_spawn_file_actions_destroy(&fa);
	close(pfd[1]);
	if (rc != 0) {
		close(pfd[0]);
		unlink(tmp);
		return lerr_msg(e, NULL, 0, MSG_PNG_NEEDS_RSVG, strerror(rc));
	}
	while ((n = read(pfd[0], buf, sizeof(buf))) != 0) {
		if (n == -1) {
			if (errno == EINTR)
				continue;
			break;
		}
		png = xreallocarray(png, len + (size_t)n, 1);
		memcpy(png + len, buf, (size_t)n);
		len += (size_t)n;
	}
	close(pfd[0]);
	while (waitpid(pid, &status, 0) == -1 && errno == EINTR)
		;
	unlink(tmp);
	if (!WIFEXITED(status) || WEXITSTATUS(status) != 0 || len < 8 ||
	    memcmp(png, "\x89PNG", 4) != 0) {
		free(png);
		return lerr_msg(e, NULL, 0, MSG_RSVG_FAILED);
	}
	fwrite(png, 1, len, out);
	free(png);
	return 0;
}

/*
 * Spaces to mark: names a comma apart, or (lines) the first word of each
 * line of a file ("-": the standard input), as lucky-sight(1) and
 * lucky-show -k reach print them.
 */
int
svg_mark(const struct board *b, const char *arg, bool lines,
    uint64_t *marks, struct lerr *e)
{
	char msg[300], word[LUCKY_MAXNAMELEN * 2 + 2], *text = NULL;
	const char *p, *q, *what = lines ? arg : "mark";
	size_t len, n;
	FILE *f = NULL;
	int s, line = 0;

	if (lines) {
		if (strcmp(arg, "-") == 0)
			f = stdin;
		else if ((f = fopen(arg, "r")) == NULL)
			return lerr_msg(e, NULL, 0, MSG_SYSTEM, arg,
			    strerror(errno));
		text = text_slurp(f, &len, arg, e);
		if (f != stdin)
			fclose(f);
		if (text == NULL)
			return -1;
		arg = text;
	}
	for (p = arg; *p != '\0'; p = *q != '\0' ? q + 1 : q) {
		line++;
		q = p + strcspn(p, lines ? "\n" : ",");
		n = lines ? strcspn(p, " \t\n") : (size_t)(q - p);
		if (n == 0 && lines)
			continue;
		if (n >= sizeof(word)) {
			free(text);
			return lerr_msg(e, what, line, MSG_SPACE_NAME_TOO_LONG);
		}
		memcpy(word, p, n);
		word[n] = '\0';
		if ((s = board_find(b, word, msg, sizeof(msg))) < 0) {
			lerr_msg(e, what, line, MSG_LOOKUP, msg);
			free(text);
			return -1;
		}
		*marks |= BIT(s);
	}
	free(text);
	return 0;
}
