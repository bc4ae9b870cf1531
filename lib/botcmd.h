/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

#ifndef LUCKY_BOTCMD_H
#define LUCKY_BOTCMD_H

#include "play.h"

#if defined(LUCKY_LAYER) && LUCKY_LAYER < 8
#error "botcmd.h is the play layer's: this file is below it (HACKING)"
#endif

/*
 * A program as a player (botcmd.c): lucky-sim's seat "cmd:PATH ARG...",
 * the protocol of lucky-bot(1) "BRING YOUR OWN BOT": the player's view
 * on its standard input, one command line on its standard output, exit
 * 0, within the time limit.
 */

#define BOTCMD_TIMEOUT	10	/* seconds, by default */
#define BOTCMD_MAXARGS	16
#define BOTCMD_MAXWORDS	(2 * LUCKY_MAXCARDS + 80)
#define BOTCMD_MAXLINE	4096

struct botcmd {
	char	 spec[256];		/* as given, after "cmd:" */
	char	 buf[256];
	char	*argv[BOTCMD_MAXARGS + 1];
	int	 timeout_ms;
};

/* "PATH ARG ...": the words split on blanks, no shell. */
int	 botcmd_parse(struct botcmd *bc, const char *spec, struct lerr *e);
/* Run it for whoever must act and apply its command line to the state:
 * 0, or -1 and why (the game's forfeit). */
int	 botcmd_play(const struct botcmd *bc, struct state *st,
	    struct lerr *e);
/* Run it with the text on its standard input, its first line of output
 * in the buffer: 0, or -1 and why (it could not be run, took too long,
 * failed). */
int	 botcmd_run(const struct botcmd *bc, const char *text, size_t len,
	    char *out, size_t size, struct lerr *e);
/* A command line of lucky-move, lucky-attempt, lucky-end or lucky-take
 * for player p as the words action_apply() takes (the line is split in
 * place, max at least 2 * BOTCMD_MAXWORDS + 8): their number, or -1 and
 * why. */
int	 botcmd_read(const struct state *st, int p, char *line, char **words,
	    int max, struct lerr *e);

#endif
