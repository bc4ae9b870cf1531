/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

#ifndef LUCKY_RULESETS_H
#define LUCKY_RULESETS_H

#include "turn.h"

#if defined(LUCKY_LAYER) && LUCKY_LAYER < 5
#error "rulesets.h is the rulesets layer's: this file is below it (HACKING)"
#endif

/*
 * The rule sets' hooks (classic.c, paizo.c, anniversary.c, escape.c):
 * each file's record, which hooks.c tables, and the few functions one
 * rule set borrows from another.  Only the table and the rule-set files
 * include this header.
 */

#define RULESET(name)	extern const struct rulehooks name##_hooks;
#include "rulesets.def"
#undef RULESET

/* RULES C (classic.c), for paizo.c */
int	 classic_setup(struct state *st, struct lerr *e);
int	 classic_attempt_value(const struct state *st, int p,
	    const int *weapons, int n);

/* RULES A (anniversary.c), for escape.c */
/* the setup, with strangers for two players or not (A.14) */
int	 anniversary_deal(struct state *st, bool strangers, struct lerr *e);
void	 anniversary_foiled(struct state *st);
void	 anniversary_drew(struct state *st);

#endif
