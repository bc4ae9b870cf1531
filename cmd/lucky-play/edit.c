/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <wchar.h>
#include <wctype.h>

#include <editline/readline.h>
#include <histedit.h>

#include "playui.h"

/*
 * The prompt's editing, history and completion, libedit's.  The line
 * mode reads through libedit's readline (its line editing, its history,
 * rl_attempted_completion_function).  The full screen cannot: libedit
 * draws the line on the terminal itself and ncurses would not know of
 * it (its rl_callback interface still writes to the terminal), so
 * screen.c edits the line in its window and keeps its history in a
 * History of history(3), libedit's too, and completes from the same
 * words as readline does here.
 */

static History	*hist;
static int	 hpos;			/* 0: not in the history */
static bool	 use_readline;

/* The words completed: the orders, then rooms, cards and players. */
#define MAXWORDS	(4 * LUCKY_MAXSPACES + 2 * LUCKY_MAXPLAYERS + 160)
static char	*words[MAXWORDS];
static int	 nwords, nfixed;	/* the orders and rooms: nfixed */
static int	 norders, ncards;	/* the orders; the cards end */
static int	 kinds;			/* what the word at the cursor is */

/* The kinds of words, by the word's place in the line. */
#define W_ORDER		1
#define W_ROOM		2
#define W_CARD		4
#define W_PLAYER	8

static const char *const orders[] = {
	"move", "attempt", "foil", "pass", "end", "take", "show", "hand",
	"map", "sight", "log", "path", "reach", "hint", "auto", "undo",
	"help", "quit", NULL
};

static char	*rl_word(const char *text, int state);
static char	**complete_rl(const char *text, int start, int end);

void
edit_start(bool readline)
{
	HistEvent ev;

	use_readline = readline;
	hist = history_init();
	history(hist, &ev, H_SETSIZE, 200);
	if (readline) {
		rl_readline_name = "lucky-play";
		rl_attempted_completion_function = complete_rl;
		rl_completion_append_character = ' ';
	}
}

void
edit_enter(const char *line)
{
	HistEvent ev;

	hpos = 0;
	if (line[strspn(line, " \t")] == '\0')
		return;
	if (use_readline)
		add_history(line);
	else
		history(hist, &ev, H_ENTER, line);
}

const char *
edit_history(int dir)
{
	HistEvent ev;

	if (dir > 0) {
		if (history(hist, &ev, hpos == 0 ? H_FIRST : H_NEXT) == -1)
			return NULL;
		hpos++;
		return ev.str;
	}
	if (hpos <= 1) {
		hpos = 0;
		return "";
	}
	if (history(hist, &ev, H_PREV) == -1)
		return NULL;
	hpos--;
	return ev.str;
}

static void
add_word(const char *w)
{
	int i;

	for (i = 0; i < nwords; i++)
		if (strcmp(words[i], w) == 0)
			return;
	if (nwords < MAXWORDS)
		words[nwords++] = xstrdup(w);
}

/* The orders and the spaces of the game's board (their ids, names and
 * aliases as board_find takes them: "wine-cellar"), once. */
static void
fixed_words(void)
{
	const struct board *b;
	struct buf bn = { NULL, 0, 0 };
	struct lerr e;
	int i, k;

	for (i = 0; orders[i] != NULL; i++)
		add_word(orders[i]);
	norders = nwords;
	key("board", &bn);
	if ((b = board_get(bn.s, &e)) != NULL)
		for (i = 0; i < b->nspaces; i++)
			for (k = 0; k < b->sp[i].nkey; k++)
				add_word(b->sp[i].key[k]);
	free(bn.s);
	nfixed = nwords;
}

/* The words of the completion: the person's cards, the players. */
void
edit_words(const char *person)
{
	char harg[LUCKY_MAXIDLEN + 8];
	struct buf out = { NULL, 0, 0 };
	char *p, *line;
	int i;

	if (nfixed == 0)
		fixed_words();
	while (nwords > nfixed)
		free(words[--nwords]);
	snprintf(harg, sizeof(harg), "--key=hand:%s", person);
	if (run_on((char *[]){ "lucky-show", filearg, harg, NULL }, NULL,
	    &out) == 0)
		for (p = out.s; (line = strsep(&p, "\n")) != NULL;)
			if (*line != '\0' && strchr(line, ' ') == NULL)
				add_word(line);
	free(out.s);
	ncards = nwords;
	for (i = 0; i < nseats; i++)
		add_word(seats[i]);
}

/* The kinds of the word that starts at start of line: the first an
 * order or a room; an option's argument its card or player; else the
 * order's operands (rooms for move, path and sight, cards for foil and
 * take). */
static int
word_kinds(const char *line, size_t start)
{
	char first[32] = "", prev[32] = "";
	size_t p = 0, n;
	int nw = 0;

	while (p < start) {
		p += strspn(line + p, " ");
		if (p >= start)
			break;
		n = strcspn(line + p, " ");
		snprintf(nw == 0 ? first : prev, sizeof(prev), "%.*s",
		    (int)(n < 31 ? n : 31), line + p);
		nw++;
		p += n;
	}
	if (nw == 0)
		return W_ORDER | W_ROOM;
	if (line[start] == '-')
		return 0;
	if (strcmp(prev, "-c") == 0 || strcmp(prev, "--card") == 0 ||
	    strcmp(prev, "--weapon") == 0)
		return W_CARD;
	if (strcmp(prev, "-t") == 0 || strcmp(prev, "--target") == 0 ||
	    strcmp(prev, "-m") == 0 || strcmp(prev, "--pawn") == 0)
		return W_PLAYER;
	if (strcmp(first, "move") == 0 || strcmp(first, "path") == 0 ||
	    strcmp(first, "sight") == 0)
		return W_ROOM;
	if (strcmp(first, "foil") == 0 || strcmp(first, "take") == 0)
		return W_CARD;
	if (strcmp(first, "attempt") == 0)
		return 0;
	for (n = 0; (int)n < norders; n++)
		if (strcmp(first, words[n]) == 0)
			return 0;
	return W_ROOM;
}

static bool
of_kind(int i)
{
	int k = i < norders ? W_ORDER : i < nfixed ? W_ROOM : i < ncards ?
	    W_CARD : W_PLAYER;

	return (kinds & k) != 0;
}

/* Whether word starts with the n bytes of text, case folded (UTF-8 as
 * the locale reads it), or folded as the board's keys are ("Kü" starts
 * "kueche"). */
static bool
starts(const char *word, const char *text, size_t n)
{
	wchar_t ww[LUCKY_MAXINLINE], tw[LUCKY_MAXINLINE];
	char t[LUCKY_MAXINLINE], f[LUCKY_MAXINLINE];
	size_t nt, nwd, i;

	if (strncasecmp(word, text, n) == 0)
		return true;
	snprintf(t, sizeof(t), "%.*s", (int)n, text);
	name_fold(t, f, sizeof(f));
	if (*f != '\0' && strncmp(word, f, strlen(f)) == 0)
		return true;
	if ((nt = mbstowcs(tw, t, LUCKY_MAXINLINE)) == (size_t)-1 ||
	    (nwd = mbstowcs(ww, word, LUCKY_MAXINLINE)) == (size_t)-1 ||
	    nt > nwd)
		return false;
	for (i = 0; i < nt; i++)
		if (towlower((wint_t)tw[i]) != towlower((wint_t)ww[i]))
			return false;
	return true;
}

int
edit_complete(const char *line, size_t len, const char **match, int max,
    char *common, size_t size)
{
	size_t start = len, n, c;
	int i, m = 0;

	while (start > 0 && line[start - 1] != ' ')
		start--;
	n = len - start;
	kinds = word_kinds(line, start);
	common[0] = '\0';
	for (i = 0; i < nwords; i++) {
		if (!of_kind(i) || !starts(words[i], line + start, n))
			continue;
		if (m == 0)
			strlcpy(common, words[i], size);
		else {
			for (c = 0; common[c] != '\0' && common[c] ==
			    words[i][c]; c++)
				continue;
			/* never inside a character of UTF-8 */
			while (c > 0 && ((unsigned char)common[c] & 0xc0) ==
			    0x80)
				c--;
			common[c] = '\0';
		}
		if (m < max)
			match[m] = words[i];
		m++;
	}
	return m;
}

/* readline's completion: the words, never file names. */
static char *
rl_word(const char *text, int state)
{
	static int i;
	size_t n = strlen(text);

	if (state == 0)
		i = 0;
	while (i < nwords)
		if (of_kind(i++) && starts(words[i - 1], text, n))
			return strdup(words[i - 1]);
	return NULL;
}

static char **
complete_rl(const char *text, int start, int end)
{
	(void)end;
	kinds = word_kinds(rl_line_buffer, (size_t)start);
	rl_attempted_completion_over = 1;
	return rl_completion_matches(text, rl_word);
}

char *
edit_readline(const char *prompt)
{
	static char *line;

	free(line);
	if ((line = readline(prompt)) == NULL)
		putchar('\n');
	return line;
}
