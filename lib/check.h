/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

#ifndef LUCKY_CHECK_H
#define LUCKY_CHECK_H

#include "lucky.h"

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
int	 state_check_sum(struct state *, const char *, size_t *,
	    struct lerr *);
/* No line twice that may be there once, none missing that must be. */
int	 state_check_lines(const struct text *, struct lerr *);
/* The lines agree with each other and with the rule set: 0, or -1 with
 * the reason, at the last line, in e. */
int	 state_check(const struct state *, const struct parsed *,
	    struct lerr *);

#endif
