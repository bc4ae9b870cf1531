/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

#ifndef LUCKY_VERBINT_H
#define LUCKY_VERBINT_H

#include "play.h"

#if defined(LUCKY_LAYER) && LUCKY_LAYER < 8
#error "verbint.h is the play layer's: this file is below it (HACKING)"
#endif

/*
 * Inside the actions: each verb's steps (action.c), which the table of
 * verbs (verbs.c) names, row by row.  parse reads the words after the
 * verb and the player into the action, which action_init has set;
 * play hands it to the turn engine; words writes the record's words
 * after the verb and the player from w[n] on and returns the new count.
 */
int	 verb_move_parse(const struct state *st, int argc, char **argv,
	    struct action *a, struct lerr *e);
int	 verb_move_play(struct state *st, const struct action *a,
	    struct lerr *e);
int	 verb_move_words(const struct state *st, const struct action *a,
	    char **w, int n);
int	 verb_attempt_parse(const struct state *st, int argc, char **argv,
	    struct action *a, struct lerr *e);
int	 verb_attempt_play(struct state *st, const struct action *a,
	    struct lerr *e);
int	 verb_attempt_words(const struct state *st, const struct action *a,
	    char **w, int n);
/* foil and take: cards only */
int	 verb_cards_parse(const struct state *st, int argc, char **argv,
	    struct action *a, struct lerr *e);
int	 verb_cards_words(const struct state *st, const struct action *a,
	    char **w, int n);
int	 verb_foil_play(struct state *st, const struct action *a,
	    struct lerr *e);
int	 verb_take_play(struct state *st, const struct action *a,
	    struct lerr *e);
int	 verb_pass_parse(const struct state *st, int argc, char **argv,
	    struct action *a, struct lerr *e);
int	 verb_pass_play(struct state *st, const struct action *a,
	    struct lerr *e);
int	 verb_no_words(const struct state *st, const struct action *a,
	    char **w, int n);
int	 verb_end_parse(const struct state *st, int argc, char **argv,
	    struct action *a, struct lerr *e);
int	 verb_end_play(struct state *st, const struct action *a,
	    struct lerr *e);
int	 verb_end_words(const struct state *st, const struct action *a,
	    char **w, int n);
int	 verb_escape_parse(const struct state *st, int argc, char **argv,
	    struct action *a, struct lerr *e);
int	 verb_escape_play(struct state *st, const struct action *a,
	    struct lerr *e);
/* A pawn's word in the record and on a command line: "lucky", "dog",
 * "cat" or the player. */
char	*pawn_word(const struct state *st, int pawn);
/* RULES A.14: who starts the escape game a finished one becomes, or
 * NOBODY. */
int	 escape_first(const struct state *st);

#endif
