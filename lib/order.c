/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

#include <ctype.h>
#include <string.h>

#include "play.h"

/*
 * Orders: the line a person types at lucky-play's prompt, or mails to a
 * judge, such as "move -c r17 gallery" or "lucky-attempt --foil f31",
 * made into the words of the program that plays it.  The caller runs
 * that program on the game's file, as the player whose order it is, and
 * so adds the options that name the file, the player and the mode
 * itself: an order naming any of them is refused, and so is a word that
 * looks like a path, so that an order never makes a program open
 * anything but the game.  Nothing is expanded: no variables, no
 * patterns, no commands; the words go to execv(3) as they are.
 */

/*
 * The options the caller gives, and a mode: the file, the file in place,
 * a state with a bad sum, the player, a dry run.  Their letters as the
 * action programs take them, their long names from the programs' tables
 * (actopts.c); a long option that could be more than one of them is
 * taken for the first in this order ("--f" for --file).
 */
static const char refused_short[] = "fiFpn";

/* Is the name of len characters that of an option of an acting program
 * that is not refused? */
static bool
allowed_long(const char *name, size_t len)
{
	const struct cli_opt *o;
	int k;

	for (k = 0; k < ACTPROG_N; k++)
		for (o = act_progs[k].cli.opts; o->ch != 0; o++)
			if (o->name != NULL && strlen(o->name) == len &&
			    strncmp(name, o->name, len) == 0)
				return o->ch >= CLI_LONG ||
				    strchr(refused_short, o->ch) == NULL;
	return false;
}

/*
 * Split line into words, into o->buf: blanks separate them, '...' quotes
 * anything but ', "..." anything but " and \, and \ outside single
 * quotes takes the next character as it is.  -1 with e set on an
 * unclosed quote, a trailing \, a control character, a line longer than
 * LUCKY_MAXINLINE or more than ORDER_MAXWORDS words.
 */
int
order_split(struct order *o, const char *line, struct lerr *e)
{
	const char *p;
	size_t n = 0;
	char quote;
	bool inword = false;

	o->nword = 0;
	o->word[0] = NULL;
	o->prog = NULL;
	o->argc = 0;
	o->argv[0] = NULL;
	if (strlen(line) > LUCKY_MAXINLINE)
		return lerr_msg(e, NULL, 0, MSG_ORDER_TOO_LONG,
		    LUCKY_MAXINLINE);
	for (p = line, quote = '\0'; *p != '\0'; p++) {
		unsigned char c = (unsigned char)*p;

		if (c == '\n' && p[1] == '\0')
			break;
		if (iscntrl(c) && c != '\t')
			return lerr_msg(e, NULL, 0, MSG_ORDER_CONTROL, c);
		if (quote == '\0' && (c == ' ' || c == '\t')) {
			if (inword) {
				o->buf[n++] = '\0';
				inword = false;
			}
			continue;
		}
		if (!inword) {
			if (o->nword == ORDER_MAXWORDS)
				return lerr_msg(e, NULL, 0,
				    MSG_ORDER_TOO_MANY_WORDS, ORDER_MAXWORDS);
			o->word[o->nword++] = o->buf + n;
			inword = true;
		}
		if (quote == '\0' && (c == '\'' || c == '"')) {
			quote = (char)c;
			continue;
		}
		if (quote != '\0' && c == (unsigned char)quote) {
			quote = '\0';
			continue;
		}
		if (c == '\\' && quote != '\'') {
			if (p[1] == '\0' || (p[1] == '\n' && p[2] == '\0'))
				return lerr_msg(e, NULL, 0,
				    MSG_ORDER_BACKSLASH);
			if (quote == '"' && p[1] != '"' && p[1] != '\\') {
				o->buf[n++] = '\\';
				continue;
			}
			p++;
		}
		o->buf[n++] = *p;
	}
	if (quote != '\0')
		return lerr_msg(e, NULL, 0, MSG_ORDER_QUOTE, quote);
	if (inword)
		o->buf[n++] = '\0';
	o->word[o->nword] = NULL;
	return 0;
}

/* The verb of an order, with or without "lucky-", or -1: a verb a
 * program plays (not escape, lucky-new -e). */
static int
find_verb(const char *w)
{
	int v;

	if (strncmp(w, "lucky-", 6) == 0)
		w += 6;
	if ((v = verb_find(w)) == -1 || verbs[v].prog < 0)
		return -1;
	return v;
}

const char *
order_program(const char *w)
{
	int v;

	if ((v = find_verb(w)) == -1 || verbs[v].progopt != 0)
		return NULL;
	return act_progs[verbs[v].prog].prog;
}

/*
 * Why word w may not be given, or NULL.  A long option is refused when
 * its name, the part before any '=', could be taken for a refused one
 * (getopt_long(3) takes "--fi" for "--file"), a short cluster when any
 * of its letters is a refused one (the letters an option's argument
 * would take are refused too: write the argument as the next word);
 * after "--" only the paths.
 */
static const char *
word_refusal(const char *w, bool options, char *why, size_t size)
{
	const char *p, *name;
	size_t len, i;

	for (p = w; *p != '\0'; p++)
		if (*p == '/') {
			msg_fmt(why, size, MSG_ORDER_PATH, w);
			return why;
		}
	if (w[0] == '~' || (w[0] == '.' && w[1] == '.')) {
		msg_fmt(why, size, MSG_ORDER_PATH, w);
		return why;
	}
	if (!options || w[0] != '-' || w[1] == '\0')
		return NULL;
	if (w[1] == '-') {
		len = strcspn(w + 2, "=");
		if (len == 0)
			return NULL;
		/* getopt_long(3) takes "--he" for --help, "--vers" for
		 * --version: an option that prints and exits plays nothing */
		if (strncmp(w + 2, "help", len) == 0 ||
		    strncmp(w + 2, "version", len) == 0) {
			msg_fmt(why, size, MSG_ORDER_PRINTS, w);
			return why;
		}
		if (allowed_long(w + 2, len))
			return NULL;
		for (i = 0; refused_short[i] != '\0'; i++) {
			name = act_long_name(refused_short[i]);
			if (strncmp(w + 2, name, len) == 0) {
				msg_fmt(why, size, MSG_ORDER_NOT_YOURS_LONG,
				    (int)len + 2, w, name);
				return why;
			}
		}
		return NULL;
	}
	for (p = w + 1; *p != '\0'; p++) {
		if (*p == 'h') {
			msg_fmt(why, size, MSG_ORDER_HELP, w);
			return why;
		}
		if (strchr(refused_short, *p) != NULL) {
			msg_fmt(why, size, MSG_ORDER_NOT_YOURS, w, *p,
			    act_long_name(*p));
			return why;
		}
	}
	return NULL;
}

/*
 * The program and arguments of the order split into o: its verb (move,
 * attempt, end, take, or foil and pass for lucky-attempt's --foil and
 * --pass, each also with "lucky-" before it) and the words after it,
 * each checked; "move ROOM", one room and no option, is lucky-move
 * --to ROOM: one step by the free step as before, and further the
 * cheapest way (route.c, RULES C.1).  -1 with e set on an unknown verb
 * (with the nearest one), a refused option or a path-like word.
 */
int
order_action(struct order *o, struct lerr *e)
{
	char why[LUCKY_MAXINLINE / 4];
	const char *best = NULL;
	int v, i, d, bestd = 3;
	bool ended = false;

	if (o->nword == 0)
		return lerr_msg(e, NULL, 0, MSG_NO_ORDER);
	if ((v = find_verb(o->word[0])) == -1) {
		for (v = 0; v < VERB_N; v++)
			if (verbs[v].prog >= 0 && (d = name_distance(o->word[0],
			    verb_names[v])) < bestd) {
				bestd = d;
				best = verb_names[v];
			}
		if (best != NULL)
			return lerr_msg(e, NULL, 0, MSG_UNKNOWN_ORDER_NEAR,
			    o->word[0], best);
		return lerr_msg(e, NULL, 0, MSG_UNKNOWN_ORDER, o->word[0]);
	}
	for (i = 1; i < o->nword; i++) {
		if (!ended && strcmp(o->word[i], "--") == 0) {
			ended = true;
			continue;
		}
		if (word_refusal(o->word[i], !ended, why, sizeof(why)) != NULL)
			return lerr_msg(e, NULL, 0, MSG_REASON, why);
	}
	o->prog = act_progs[verbs[v].prog].prog;
	o->argc = 0;
	o->argv[o->argc++] = (char *)o->prog;
	/* foil and pass: lucky-attempt --foil, --pass */
	if (verbs[v].progopt != 0) {
		snprintf(o->opt, sizeof(o->opt), "--%s",
		    act_long_name(verbs[v].progopt));
		o->argv[o->argc++] = o->opt;
	}
	/* "move ROOM": lucky-move --to ROOM, the cheapest way there */
	if (v == VERB_MOVE && o->nword == 2 && o->word[1][0] != '-')
		o->argv[o->argc++] = "--to";
	for (i = 1; i < o->nword; i++)
		o->argv[o->argc++] = o->word[i];
	o->argv[o->argc] = NULL;
	return 0;
}
