/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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
	for (i = 0; i < nseats; i++)
		add_word(seats[i]);
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
	common[0] = '\0';
	for (i = 0; i < nwords; i++) {
		if (strncmp(words[i], line + start, n) != 0)
			continue;
		if (m == 0)
			strlcpy(common, words[i], size);
		else {
			for (c = 0; common[c] != '\0' && common[c] ==
			    words[i][c]; c++)
				continue;
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
		if (strncmp(words[i++], text, n) == 0)
			return strdup(words[i - 1]);
	return NULL;
}

static char **
complete_rl(const char *text, int start, int end)
{
	(void)start;
	(void)end;
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
