/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

#include <ctype.h>
#include <curses.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <wchar.h>

#include "playui.h"

/*
 * The full screen, with ncurses: the status (the turn, whose move,
 * Doctor Lucky, the draw pile, the seats), the acting person's hand, the
 * messages (the last actions, scrolled with PgUp and PgDn) and the
 * prompt; the map (lucky-show --map, read as text) on the left where the
 * terminal is wide enough (132x43), else in place of the rest while the
 * order map (or F2) shows it.  ncurses redraws on a resize (SIGWINCH:
 * KEY_RESIZE).  A hand-over clears the hand and the messages.
 */

#define MAXMSG		2000
#define MAPW		80	/* the map's columns */
#define SIDEW		40	/* the least beside it */

struct lines {
	char	**l;
	int	 n;
};

static char	*msg[MAXMSG];
static bool	 head[MAXMSG];
static int	 nmsg;
static int	 since = -1;		/* the head of the last actions */
static char	*view, *map;
static char	*title;			/* the situation of the person */
static bool	 mapfull, maphide;	/* the map toggled: narrow, wide */
static int	 msgscroll, mapscroll;
static const char *curprompt;
static char	 input[LUCKY_MAXINLINE + 1];
static size_t	 ilen, icur;

bool
scr_start(void)
{
	if (newterm(NULL, stdout, stdin) == NULL)
		return false;
	cbreak();
	noecho();
	nonl();
	keypad(stdscr, TRUE);
	set_escdelay(50);
	return true;
}

void
scr_end(void)
{
	endwin();
}

static void
lines_add(struct lines *ls, const char *s, size_t n)
{
	ls->l = xreallocarray(ls->l, (size_t)ls->n + 1, sizeof(*ls->l));
	ls->l[ls->n] = xcalloc(1, n + 1);
	memcpy(ls->l[ls->n], s, n);
	ls->l[ls->n++][n] = '\0';
}

static void
lines_free(struct lines *ls)
{
	while (ls->n > 0)
		free(ls->l[--ls->n]);
	free(ls->l);
	ls->l = NULL;
}

/* Text cut into its lines; from the block (blank lines apart) first. */
static void
lines_of(const char *text, int block, struct lines *ls)
{
	const char *p = text, *nl;
	int b = 0;

	while (p != NULL && *p != '\0') {
		nl = strchr(p, '\n');
		if (nl == p)
			b++;
		else if (b >= block && (block > 0 || b == 0))
			lines_add(ls, p, nl != NULL ? (size_t)(nl - p) :
			    strlen(p));
		p = nl != NULL ? nl + 1 : NULL;
	}
}

/* A line wrapped to w columns at blanks, never inside a word (a word
 * wider than the line is cut), the parts indented as the line is. */
static void
wrap(const char *s, int w, struct lines *ls)
{
	char part[4 * LUCKY_MAXINLINE + 64];
	int ind = (int)strspn(s, " "), cut, n = 0, room;

	if (ind > w / 2)
		ind = 0;
	while ((int)strlen(s) > (room = w - n) && room > 0) {
		for (cut = room; cut > 0 && s[cut] != ' '; cut--)
			continue;
		while (cut > 0 && s[cut - 1] == ' ')
			cut--;
		if (cut <= (n == 0 ? ind : 0))
			cut = room;
		snprintf(part, sizeof(part), "%*s%.*s", n, "", cut, s);
		lines_add(ls, part, strlen(part));
		s += cut;
		s += strspn(s, " ");
		n = ind;
	}
	snprintf(part, sizeof(part), "%*s%s", n, "", s);
	lines_add(ls, part, strlen(part));
}

/* The fields of a line of the seats' table, two blanks or more apart. */
static int
fields(const char *line, char f[][LUCKY_MAXNAMELEN + 1], int max)
{
	const char *p = line + strspn(line, " "), *e;
	int n = 0;

	while (*p != '\0' && n < max) {
		if ((e = strstr(p, "  ")) == NULL)
			e = strchr(p, '\0');
		snprintf(f[n++], LUCKY_MAXNAMELEN + 1, "%.*s", (int)(e - p), p);
		p = e + strspn(e, " ");
	}
	return n;
}

/* A seat of the table in a few words: "me: Hall (8), 6 cards, to
 * play", the numbers named by the table's head. */
static void
seat_words(const char *line, const char *headline, char *buf, size_t size)
{
	char f[8][LUCKY_MAXNAMELEN + 1], h[8][LUCKY_MAXNAMELEN + 1];
	int nf = fields(line, f, 8), nh = fields(headline, h, 8), i;
	const char *w;

	snprintf(buf, size, "%s:", nf > 1 ? f[1] : line);
	for (i = 2; i < nf; i++) {
		w = strncmp(f[i], "<- ", 3) == 0 ? f[i] + 3 : f[i];
		strlcat(buf, i == 2 ? " " : ", ", size);
		strlcat(buf, w, size);
		if (i < nh && i > 2 && isdigit((unsigned char)*w)) {
			strlcat(buf, " ", size);
			strlcat(buf, h[i], size);
			/* "1 card", not "1 cards" */
			if (strcmp(w, "1") == 0 && strlen(h[i]) > 1 &&
			    h[i][strlen(h[i]) - 1] == 's')
				buf[strlen(buf) - 1] = '\0';
		}
	}
}

/* The status from the view's first block: its lines but the first two
 * (whose view, the rules), the seats packed into lines of w columns. */
static void
status_lines(int w, struct lines *st)
{
	struct lines b = { NULL, 0 };
	char one[200], row[400] = "";
	const char *hd = NULL;
	int i;

	lines_of(view, 0, &b);
	for (i = 2; i < b.n; i++) {
		if (strncmp(b.l[i], "seat ", 5) == 0) {
			hd = b.l[i];
			continue;
		}
		if (hd == NULL || !isdigit((unsigned char)b.l[i][0])) {
			if (*row != '\0')
				lines_add(st, row, strlen(row));
			*row = '\0';
			hd = NULL;
			wrap(b.l[i], w, st);
			continue;
		}
		seat_words(b.l[i], hd, one, sizeof(one));
		if (*row != '\0' && (int)(strlen(row) + strlen(one) + 3) > w) {
			wrap(row, w, st);
			*row = '\0';
		}
		if (*row != '\0')
			strlcat(row, " | ", sizeof(row));
		strlcat(row, one, sizeof(row));
	}
	if (*row != '\0')
		wrap(row, w, st);
	lines_free(&b);
}

/* A line at y, x, cut at w columns. */
static void
put(int y, int x, int w, const char *s)
{
	if (w > 0)
		mvaddnstr(y, x, s, w);
}

/* A rule across w columns at y, x, its title in it. */
static void
rule(int y, int x, int w, const char *t)
{
	mvhline(y, x, '-', w);
	if (t != NULL && *t != '\0' && w > 6) {
		attron(A_BOLD);
		mvaddnstr(y, x + 2, " ", 1);
		addnstr(t, w - 6);
		addstr(" ");
		attroff(A_BOLD);
	}
}

/* A card of the hand, "w17   weapon   Shoe Horn (2)", with its blanks
 * squeezed ("w17 weapon Shoe Horn (2)"), without its kind if bare
 * ("w17 Shoe Horn (2)"). */
static void
card_text(const char *line, bool bare, char *out, size_t size)
{
	const char *p = line + strcspn(line, " ");
	size_t n = 0;

	if (bare) {
		p += strspn(p, " ");
		snprintf(out, size, "%.*s %s", (int)strcspn(line, " "), line,
		    p + strcspn(p, " ") + strspn(p + strcspn(p, " "), " "));
		return;
	}
	for (p = line; *p != '\0' && n + 1 < size; p++)
		if (p[0] != ' ' || p[1] != ' ')
			out[n++] = *p;
	out[n] = '\0';
}

/* The hand's cards as rows of w columns, at most max rows (cols
 * columns: two where one would need more rows than max, their cards
 * without their kinds if one would be cut); a card too wide for its
 * column squeezed, then bare, then wrapped; the last row says how many
 * more where they do not all fit.  The head (the rule's title) in *hd. */
static int
hand_cells(int w, int max, int limit, struct lines *c, char *hd,
    size_t size)
{
	struct lines h = { NULL, 0 };
	char sq[200];
	int i, cols, cw;
	bool bare = false;

	lines_of(view, 1, &h);
	if (h.n == 0)
		return 0;
	strlcpy(hd, h.l[0], size);
	cols = h.n - 1 > max - 1 && w >= 2 * SIDEW - 2 ? 2 : 1;
	for (i = 1; cols == 2 && i < h.n; i++) {
		card_text(h.l[i], false, sq, sizeof(sq));
		if ((int)strlen(sq) > w / 2 - 1)
			bare = true;
		card_text(h.l[i], true, sq, sizeof(sq));
		if ((int)strlen(sq) > w / 2 - 1)
			cols = 1;
	}
	cw = w / cols - (cols > 1);
	for (i = 1; i < h.n; i++) {
		if (cols == 1 && (int)strlen(h.l[i]) <= cw)
			strlcpy(sq, h.l[i], sizeof(sq));
		else
			card_text(h.l[i], bare, sq, sizeof(sq));
		if ((int)strlen(sq) > cw)
			card_text(h.l[i], true, sq, sizeof(sq));
		if (cols == 1)
			wrap(sq, cw, c);
		else
			lines_add(c, sq, strlen(sq));
	}
	if ((c->n + cols - 1) / cols > limit - 1) {
		while (c->n > (limit - 2) * cols)
			free(c->l[--c->n]);
		strlcpy(sq, "... more: hand lists all", sizeof(sq));
		lines_add(c, sq, strlen(sq));
	}
	lines_free(&h);
	return cols;
}

/* The rows draw_hand takes. */
static int
hand_rows(int w, int max, int limit)
{
	struct lines c = { NULL, 0 };
	char hd[200];
	int cols = hand_cells(w, max, limit, &c, hd, sizeof(hd)), rows;

	rows = cols == 0 ? 0 : (c.n + cols - 1) / cols + 1;
	lines_free(&c);
	return rows;
}

/* The hand from y down (two columns where max rows would not hold
 * one, at most limit rows); the rows it took. */
static int
draw_hand(int y, int x, int w, int max, int limit)
{
	struct lines c = { NULL, 0 };
	char hd[200];
	int i, cols, rows;

	if ((cols = hand_cells(w, max, limit, &c, hd, sizeof(hd))) == 0)
		return 0;
	rule(y, x, w, hd);
	rows = (c.n + cols - 1) / cols;
	for (i = 0; i < c.n; i++)
		put(y + 1 + i % rows, x + i / rows * (w / cols), w / cols -
		    (cols > 1), c.l[i]);
	lines_free(&c);
	return rows + 1;
}

/* The messages in rows y to y + h - 1, the last at the bottom (scrolled
 * back by msgscroll rows). */
static void
draw_msgs(int y, int x, int w, int h)
{
	struct lines ls = { NULL, 0 };
	bool *bold = NULL;
	int i, first, n;

	if (h <= 0)
		return;
	for (i = 0; i < nmsg; i++) {
		n = ls.n;
		wrap(msg[i], w, &ls);
		bold = xreallocarray(bold, (size_t)ls.n, sizeof(*bold));
		while (n < ls.n)
			bold[n++] = head[i];
	}
	if (msgscroll > ls.n - h)
		msgscroll = ls.n - h > 0 ? ls.n - h : 0;
	first = ls.n - h - msgscroll;
	for (i = 0; i < h; i++) {
		if (first + i < 0 || first + i >= ls.n)
			continue;
		if (bold[first + i])
			attron(A_BOLD);
		put(y + i, x, w, ls.l[first + i]);
		attroff(A_BOLD);
	}
	lines_free(&ls);
	free(bold);
}

/* The map's key (the lines from k on) in at most h rows of w columns:
 * two short lines to a row where it would not fit else, the pawns'
 * line (the last) kept. */
static void
map_key(struct lines *m, int k, int w, int h, struct lines *key)
{
	char row[400];
	int i;

	for (i = k; i < m->n; i++) {
		if (m->n - k > h && i + 1 < m->n - 1 &&
		    (int)strlen(m->l[i]) < w / 2 - 1 &&
		    (int)strlen(m->l[i + 1]) < w / 2) {
			snprintf(row, sizeof(row), "%-*s%s", w / 2, m->l[i],
			    m->l[i + 1]);
			i++;
		} else
			strlcpy(row, m->l[i], sizeof(row));
		lines_add(key, row, strlen(row));
	}
	while (key->n > h) {
		i = key->n > 1 ? key->n - 2 : 0;
		free(key->l[i]);
		key->l[i] = key->l[key->n - 1];
		key->n--;
	}
}

/* The map in rows 0 to h - 1 from its row top, w columns: the map
 * whole and its key (the lines under its last border: the ids, the
 * pawns) under it as it fits; where the map does not fit, the key kept
 * at the bottom, the map scrolled above it. */
static void
draw_map(int x, int w, int h, int top)
{
	struct lines m = { NULL, 0 }, key = { NULL, 0 };
	int i, rows;

	if (map == NULL)
		return;
	lines_of(map, 0, &m);
	for (rows = m.n; rows > 0 && m.l[rows - 1][0] != '+'; rows--)
		continue;
	if (rows == 0)
		rows = m.n;
	if (rows <= h)
		map_key(&m, rows, w, h - rows, &key);
	else if (m.n - rows < h / 2)
		map_key(&m, rows, w, m.n - rows, &key);
	if (top > rows - (h - key.n))
		top = rows - (h - key.n) > 0 ? rows - (h - key.n) : 0;
	mapscroll = top;
	for (i = 0; i < h - key.n && top + i < rows; i++)
		put(i, x, w, m.l[top + i]);
	for (i = 0; i < key.n; i++)
		put(h - key.n + i, x, w, key.l[i]);
	lines_free(&key);
	lines_free(&m);
}

/* The rows of the messages from the last actions' head on, w wide. */
static int
since_rows(int w)
{
	struct lines ls = { NULL, 0 };
	int i, n;

	for (i = since; i >= 0 && i < nmsg; i++)
		wrap(msg[i], w, &ls);
	n = ls.n;
	lines_free(&ls);
	return n;
}

/* The title in the rule at y, or under it, wrapped, where it is too
 * long; the row after it. */
static int
draw_title(int y, int x, int w)
{
	struct lines t = { NULL, 0 };
	int i;

	if (title == NULL || (int)strlen(title) <= w - 6) {
		rule(y, x, w, title);
		return y + 1;
	}
	rule(y++, x, w, NULL);
	wrap(title, w, &t);
	attron(A_BOLD);
	for (i = 0; i < t.n; i++)
		put(y++, x, w, t.l[i]);
	attroff(A_BOLD);
	lines_free(&t);
	return y;
}

/*
 * The status, the hand and the messages in the column x, w wide.  Until
 * the person types, the actions since the person's last turn are all
 * shown: where they need the room, the status is its first line and
 * the hand its count.
 */
static void
draw_column(int x, int w, int h)
{
	struct lines st = { NULL, 0 }, hd = { NULL, 0 };
	char t[200];
	int y = 0, i, max, n, hr, lim;

	if (view != NULL) {
		status_lines(w, &st);
		lines_of(view, 1, &hd);
		/* at 80x24, more than three cards in two columns */
		max = (h - st.n) / 4 + 1;
		max = max > 4 ? max : 4;
		lim = h - 4 - st.n > max ? h - 4 - st.n : max;
		hr = hand_rows(w, max, lim);
		n = h - 4 - hr;
		if (since_rows(w) > h - 1 - (st.n < n ? st.n : n) - hr &&
		    st.n > 0 && hd.n > 0) {
			put(y++, x, w, st.l[0]);
			snprintf(t, sizeof(t), "%s (Enter shows them)",
			    hd.l[0]);
			rule(y++, x, w, t);
		} else {
			for (i = 0; i < st.n && i < n; i++)
				put(y++, x, w, i == n - 1 && st.n > n ?
				    "... more: show tells all" : st.l[i]);
			y += draw_hand(y, x, w, max, lim);
		}
		lines_free(&st);
		lines_free(&hd);
	}
	y = draw_title(y, x, w);
	draw_msgs(y, x, w, h - y);
}

/* The byte after the character of the line typed at i, and before. */
static size_t
next(size_t i)
{
	if (i < ilen)
		i++;
	while (i < ilen && ((unsigned char)input[i] & 0xc0) == 0x80)
		i++;
	return i;
}

static size_t
prev(size_t i)
{
	if (i > 0)
		i--;
	while (i > 0 && ((unsigned char)input[i] & 0xc0) == 0x80)
		i--;
	return i;
}

/* The columns of the n bytes of s, UTF-8 as the locale reads it. */
static int
width(const char *s, size_t n)
{
	wchar_t w[LUCKY_MAXINLINE + 1];
	char t[LUCKY_MAXINLINE + 1];
	size_t nw;
	int c;

	snprintf(t, sizeof(t), "%.*s", (int)n, s);
	if ((nw = mbstowcs(w, t, LUCKY_MAXINLINE)) == (size_t)-1 ||
	    (c = wcswidth(w, nw)) < 0)
		return (int)n;
	return c;
}

/* The prompt and the line typed, the cursor in it. */
static void
draw_prompt(void)
{
	int pw = curprompt != NULL ? (int)strlen(curprompt) : 0, i;
	size_t from = 0;

	if (pw > COLS / 2)
		pw = COLS / 2;
	/* a quarter of the width at a time, a character at least, and
	 * never past the cursor: a window of a few columns ends it too */
	while (from < icur && width(input + from, icur - from) >= COLS - pw - 1)
		for (i = 0; i < (COLS / 4 > 0 ? COLS / 4 : 1) && from < icur;
		    i++)
			from = next(from);
	move(LINES - 1, 0);
	clrtoeol();
	if (curprompt != NULL)
		put(LINES - 1, 0, pw, curprompt);
	put(LINES - 1, pw, COLS - pw - 1, input + from);
	move(LINES - 1, pw + width(input + from, icur - from));
}

/* Below 80x24: what to do, and the prompt. */
static void
small(void)
{
	struct lines t = { NULL, 0 };
	int i;

	wrap("The terminal is smaller than 80x24: make it larger or run "
	    "lucky-play with --plain.", COLS, &t);
	for (i = 0; i < t.n && i < LINES - 1; i++)
		put(i, 0, COLS, t.l[i]);
	lines_free(&t);
	draw_prompt();
	refresh();
}

/* Everything again, for the terminal's size now. */
static void
draw(void)
{
	bool wide = COLS >= MAPW + 1 + SIDEW && LINES >= 40 && !maphide;
	int h = LINES - 1;

	erase();
	if (COLS < 80 || LINES < 24) {
		small();
		return;
	}
	if (mapfull && !wide)
		draw_map(0, COLS, h, mapscroll);
	else if (wide) {
		draw_map(0, MAPW, h, 0);
		mvvline(0, MAPW, '|', h);
		draw_column(MAPW + 1, COLS - MAPW - 1, h);
	} else
		draw_column(0, COLS, h);
	draw_prompt();
	refresh();
}

void
scr_say(const char *line, bool bold)
{
	if (nmsg == MAXMSG) {
		free(msg[0]);
		memmove(msg, msg + 1, (MAXMSG - 1) * sizeof(*msg));
		memmove(head, head + 1, (MAXMSG - 1) * sizeof(*head));
		nmsg--;
	}
	if (bold)
		since = nmsg;
	else if (since == 0 && nmsg == MAXMSG - 1)
		since = -1;
	else if (since > 0 && nmsg == MAXMSG - 1)
		since--;
	head[nmsg] = bold;
	msg[nmsg++] = xstrdup(line);
	msgscroll = 0;
	draw();
}

void
scr_title(const char *t)
{
	free(title);
	title = xstrdup(t);
	draw();
}

void
scr_state(const char *v, const char *m)
{
	free(view);
	free(map);
	view = xstrdup(v);
	map = xstrdup(m);
	draw();
}

/* The map shown, or hidden again; m: the map now (NULL: as it was). */
void
scr_map(const char *m)
{
	if (m != NULL) {
		free(map);
		map = xstrdup(m);
	}
	if (COLS >= MAPW + 1 + SIDEW && LINES >= 40)
		maphide = !maphide;
	else
		mapfull = !mapfull;
	mapscroll = 0;
	draw();
}

/* A hand-over: no hand, no messages, no title. */
void
scr_clear(void)
{
	while (nmsg > 0)
		free(msg[--nmsg]);
	since = -1;
	free(view);
	free(title);
	view = title = NULL;
	mapfull = false;
	clearok(curscr, TRUE);
	draw();
}

/* The line typed becomes s, the cursor at its end. */
static void
set_input(const char *s)
{
	strlcpy(input, s, sizeof(input));
	ilen = icur = strlen(input);
}

static void
insert(const char *s, size_t n)
{
	if (ilen + n >= sizeof(input))
		return;
	memmove(input + icur + n, input + icur, ilen - icur + 1);
	memcpy(input + icur, s, n);
	ilen += n;
	icur += n;
}

/* from to icur cut out of the line */
static void
cut(size_t from, size_t to)
{
	memmove(input + from, input + to, ilen - to + 1);
	ilen -= to - from;
	icur = from;
}

/* Tab: the word before the cursor completed as far as its words agree;
 * none or many: their list in the messages. */
static void
complete(void)
{
	const char *m[60];
	char common[LUCKY_MAXINLINE], list[LUCKY_MAXINLINE];
	size_t start = icur;
	int n, i;

	while (start > 0 && input[start - 1] != ' ')
		start--;
	n = edit_complete(input, icur, m, 60, common, sizeof(common));
	if (n == 0) {
		beep();
		return;
	}
	if (strlen(common) > icur - start) {
		cut(start, icur);
		insert(common, strlen(common));
		if (n == 1)
			insert(" ", 1);
		return;
	}
	list[0] = '\0';
	for (i = 0; i < n && i < 60; i++) {
		if (strlen(list) + strlen(m[i]) + 40 > (size_t)COLS * 3)
			break;
		strlcat(list, i > 0 ? "  " : "", sizeof(list));
		strlcat(list, m[i], sizeof(list));
	}
	if (i < n)
		snprintf(strchr(list, '\0'), sizeof(list) - strlen(list),
		    "  ... (%d in all: type more letters)", n);
	scr_say(list, false);
}

/* The keys that move in the line or the history; false for none. */
static bool
edit_key(int c)
{
	const char *h;

	if ((c == KEY_LEFT || c == 2) && icur > 0)
		icur = prev(icur);
	else if ((c == KEY_RIGHT || c == 6) && icur < ilen)
		icur = next(icur);
	else if (c == KEY_HOME || c == 1)
		icur = 0;
	else if (c == KEY_END || c == 5)
		icur = ilen;
	else if ((c == KEY_BACKSPACE || c == 127 || c == 8) && icur > 0)
		cut(prev(icur), icur);
	else if ((c == KEY_DC || c == 4) && icur < ilen)
		cut(icur, next(icur));
	else if (c == 21)
		cut(0, icur);
	else if (c == 11)
		input[ilen = icur] = '\0';
	else if (c == 23) {
		size_t s = icur;

		while (s > 0 && input[s - 1] == ' ')
			s--;
		while (s > 0 && input[s - 1] != ' ')
			s--;
		cut(s, icur);
	} else if ((c == KEY_UP || c == 16 || c == KEY_DOWN || c == 14) &&
	    (h = edit_history(c == KEY_UP || c == 16 ? 1 : -1)) != NULL)
		set_input(h);
	else
		return false;
	return true;
}

/* The keys of the screen: scrolling, the map, drawing again. */
static void
screen_key(int c)
{
	int page = LINES / 2;

	if (c == KEY_PPAGE) {
		msgscroll += page;
		mapscroll -= page;
		if (mapscroll < 0)
			mapscroll = 0;
	} else if (c == KEY_NPAGE) {
		msgscroll -= page;
		if (msgscroll < 0)
			msgscroll = 0;
		mapscroll += page;
	} else if (c == KEY_F(2))
		scr_map(NULL);
	else if (c == 12)
		clearok(curscr, TRUE);
	else if (c == '\t')
		complete();
}

/*
 * A line from the person at the prompt, edited in the window (see
 * edit.c for why not libedit's readline here); shown in the messages
 * once entered.  NULL on Ctrl-D at an empty line.
 */
char *
scr_ask(const char *prompt)
{
	static char line[LUCKY_MAXINLINE + 1];
	char echo[LUCKY_MAXINLINE + 64], mb[MB_LEN_MAX];
	mbstate_t ms;
	wint_t wc;
	int c, r;
	size_t n;

	curprompt = prompt;
	set_input("");
	for (;;) {
		draw();
		if ((r = get_wch(&wc)) == ERR)
			continue;
		c = (int)wc;
		if (c == '\r' || c == '\n' || (r == KEY_CODE_YES &&
		    c == KEY_ENTER))
			break;
		if (c == 4 && ilen == 0)
			return NULL;
		if ((r == KEY_CODE_YES && c == KEY_RESIZE) ||
		    ((r == KEY_CODE_YES || c < ' ' || c == 127) && edit_key(c)))
			continue;
		memset(&ms, 0, sizeof(ms));
		if (r == OK && c >= ' ' && c != 127 &&
		    (n = wcrtomb(mb, (wchar_t)wc, &ms)) != (size_t)-1)
			insert(mb, n);
		else
			screen_key(c);
	}
	strlcpy(line, input, sizeof(line));
	since = -1;
	snprintf(echo, sizeof(echo), "%s%s", prompt, line);
	curprompt = NULL;
	set_input("");
	scr_say(echo, false);
	return line;
}
