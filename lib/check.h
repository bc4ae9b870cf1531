/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

#ifndef LUCKY_CHECK_H
#define LUCKY_CHECK_H

#include "state.h"

#if defined(LUCKY_LAYER) && LUCKY_LAYER < 3
#error "check.h is the state layer's: this file is below it (HACKING)"
#endif

/*
 * What reading a state (parse.c) found beyond struct state, for the
 * check of the state as a whole (check.c).
 */
struct parsed {
	int	 where[LUCKY_MAXCARDS];	/* line a card was placed on, 0: none */
	bool	 seen_hand[LUCKY_MAXPLAYERS];	/* a "hand" line */
	int	 hidden;		/* hidden cards in a view */
	bool	 has_answer;		/* an "answer" line */
	bool	 has_pool;		/* a "pool" line */
	int	 last;			/* the last physical line */
};

/*
 * The "sum" line, if any, is the last, and matches unless
 * lucky_verify_sum is off; len becomes the length before it.
 */
int	 state_check_sum(struct state *st, const char *buf, size_t *len,
	    struct lerr *e);
/*
 * What a state's line is, by its first word: KEY_OTHER for none of
 * these.  The keys before KEY_RECORD may be there once at most.
 */
enum key {
	KEY_OTHER, KEY_RULES, KEY_BOARD, KEY_DECK, KEY_SEED, KEY_RNG,
	KEY_LUCKY, KEY_FIRST, KEY_TURN, KEY_ROUND, KEY_PHASE, KEY_FREE,
	KEY_PLAYED, KEY_DRAW, KEY_DISCARD, KEY_REMOVED, KEY_ATTEMPT,
	KEY_ANSWER, KEY_WINNER, KEY_LOSER, KEY_POOL, KEY_DOG, KEY_TAKE,
	KEY_VIEW, KEY_CAT, KEY_LIGHTS,
	KEY_RECORD, KEY_OPTION, KEY_PLAYER, KEY_LOCKED, KEY_STRENGTH,
	KEY_DEAD, KEY_MOTIVES, KEY_TOKENS, KEY_LAST, KEY_HAND, KEY_POSITION,
	KEY_TOLD,
	KEY_N
};

/*
 * Each line's key into its tag, and the index of the first line of each
 * key into first (-1: none), the first line ("lucky-state") aside.
 */
void	 state_line_keys(struct text *t, int *first);
/* No line twice that may be there once, none missing that must be. */
int	 state_check_lines(const struct text *t, const int *first,
	    struct lerr *e);
/* The lines agree with each other and with the rule set: 0, or -1 with
 * the reason, at the last line, in e. */
int	 state_check(const struct state *st, const struct parsed *pd,
	    struct lerr *e);

#endif
