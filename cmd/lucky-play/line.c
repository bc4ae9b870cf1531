/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

#include <sys/ioctl.h>

#include <locale.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "playui.h"

/*
 * The line mode, and the choice between it and the full screen: every
 * message, view and question of the others goes through here.  The
 * line mode prints its messages wrapped to the terminal's width (on no
 * terminal, to $COLUMNS, else not at all), for scripts, screen readers
 * and dumb terminals; its prompt is libedit's readline on a terminal.
 */

bool		 fullscreen;
static bool	 tty, ttyin;

/* The smallest terminal of the full screen. */
#define MIN_COLS	80
#define MIN_LINES	24

/* The full screen on a terminal of at least 80x24, unless plain. */
void
ui_start(bool plain)
{
	struct winsize ws;

	/* the terminal's characters (UTF-8: "Küche" typed and shown); the
	 * numbers as C writes them.  The toolkit's programs lucky-play runs
	 * set no locale: their output stays the C locale's. */
	setlocale(LC_ALL, "");
	setlocale(LC_NUMERIC, "C");
	tty = isatty(STDOUT_FILENO);
	ttyin = isatty(STDIN_FILENO);
	if (!plain && tty && ttyin &&
	    ioctl(STDOUT_FILENO, TIOCGWINSZ, &ws) == 0 &&
	    ws.ws_col >= MIN_COLS && ws.ws_row >= MIN_LINES)
		fullscreen = scr_start();
	edit_start(!fullscreen && tty && ttyin);
}

void
ui_end(void)
{
	if (fullscreen)
		scr_end();
	fullscreen = false;
	fflush(stdout);
}

/* The width to wrap at; 0: none. */
int
line_width(void)
{
	struct winsize ws;
	const char *c;
	const char *errstr;
	int n;

	/* isatty, not tty: before ui_start too (a finished game resumed) */
	if (isatty(STDOUT_FILENO) &&
	    ioctl(STDOUT_FILENO, TIOCGWINSZ, &ws) == 0 &&
	    ws.ws_col > 0)
		return ws.ws_col;
	if ((c = getenv("COLUMNS")) != NULL) {
		n = (int)strtonum(c, 1, 10000, &errstr);
		if (errstr == NULL)
			return n;
	}
	return 0;
}

/*
 * One line printed wrapped to the width: broken at blanks, never inside
 * a word (a word wider than the line is cut), each part after the first
 * indented as the line is.
 */
static void
put_wrapped(const char *s, int width)
{
	int ind = (int)strspn(s, " "), len, cut, w = width;

	if (ind > width / 2)
		ind = 0;
	while ((len = (int)strlen(s)) > w && w > 0) {
		for (cut = w; cut > 0 && s[cut] != ' '; cut--)
			continue;
		while (cut > 0 && s[cut - 1] == ' ')
			cut--;
		if (cut <= (w == width ? ind : 0))
			cut = w;
		printf("%.*s\n%*s", cut, s, ind, "");
		s += cut;
		s += strspn(s, " ");
		w = width - ind;
	}
	printf("%s\n", s);
}

void
say_lines(const char *text, const char *indent)
{
	char *copy = xstrdup(text), *p = copy, *line, buf[LUCKY_MAXINLINE];

	while ((line = strsep(&p, "\n")) != NULL) {
		if (*line == '\0' && p == NULL)
			break;
		snprintf(buf, sizeof(buf), "%s%s", indent, line);
		if (fullscreen)
			scr_say(buf, false);
		else
			put_wrapped(buf, line_width());
	}
	free(copy);
}

void
say(const char *fmt, ...)
{
	char buf[4 * LUCKY_MAXINLINE];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(buf, sizeof(buf), fmt, ap);
	va_end(ap);
	say_lines(buf, "");
}

void
say_title(const char *fmt, ...)
{
	char buf[LUCKY_MAXINLINE];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(buf, sizeof(buf), fmt, ap);
	va_end(ap);
	if (fullscreen)
		scr_title(buf);
	else
		say_lines(buf, "");
}

void
say_since(void)
{
	if (fullscreen)
		scr_say("Since your last turn:", true);
	else
		say("Since your last turn:");
}

/* The person's view and hand, as lucky-show tells them. */
void
show_state(const char *name)
{
	char *argv[] = { "lucky-show", NULL };
	char *margv[] = { "lucky-show", filearg, "--map", NULL };
	struct buf v = { NULL, 0, 0 }, out = { NULL, 0, 0 };
	struct buf map = { NULL, 0, 0 };

	view_of(name, &v);
	run_on(argv, v.s, &out);
	if (fullscreen) {
		run_on(margv, NULL, &map);
		scr_state(out.s, map.s);
	} else {
		putchar('\n');
		say_lines(out.s, "");
	}
	free(map.s);
	free(v.s);
	free(out.s);
}

void
show_map(void)
{
	char *argv[] = { "lucky-show", filearg, "--map", NULL };
	struct buf out = { NULL, 0, 0 };

	run_on(argv, NULL, &out);
	/* the map now: at a hand-over, none was shown yet */
	if (fullscreen)
		scr_map(out.s);
	else
		say_lines(out.s, "");
	free(out.s);
}

/* A hand-over: nothing of the last person left to see. */
void
clear_all(void)
{
	if (fullscreen)
		scr_clear();
	else if (tty)
		fputs("\033[H\033[2J\033[3J", stdout);
	else
		putchar('\n');
}

char *
ask(const char *prompt)
{
	static char *line;
	static size_t size;
	ssize_t n;

	if (fullscreen)
		return scr_ask(prompt);
	if (tty && ttyin)
		return edit_readline(prompt);
	fputs(prompt, stdout);
	fflush(stdout);
	if ((n = getline(&line, &size, stdin)) == -1) {
		putchar('\n');
		return NULL;
	}
	if (n > 0 && line[n - 1] == '\n')
		line[n - 1] = '\0';
	/* what a terminal would have echoed: a script's input shows */
	if (!ttyin)
		printf("%s\n", line);
	return line;
}
