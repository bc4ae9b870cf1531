/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

#ifndef LUCKY_RULESETS_H
#define LUCKY_RULESETS_H

#include "turn.h"

#if defined(LUCKY_LAYER) && LUCKY_LAYER < 5
#error "rulesets.h is the rulesets layer's: this file is below it (HACKING)"
#endif

/*
 * The rule sets' hooks (classic.c, paizo.c, anniversary.c, escape.c),
 * named in the table of hooks.c; a rule set that plays as another one
 * does calls that one's hooks.  Only the table and the rule-set files
 * include this header.
 */


/* RULES C (classic.c) */
int	 classic_setup(struct state *, struct lerr *);
int	 classic_hand_size(int);
int	 classic_attempt_value(const struct state *, int, const int *, int);
int	 classic_foil_points(const struct state *, int, const char **);
const char *classic_move_refusal(const struct state *, int, int, bool);
void	 classic_drew(struct state *);
int	 classic_loser(const struct state *);
const char *classic_attempt_refusal(const struct state *, int, bool);
const char *classic_draw_refusal(const struct state *, int);
void	 classic_foiled(struct state *);
void	 classic_dog_killed(struct state *);
const char *classic_answer_refusal(const struct state *, int, int);
const char *classic_dog_step_refusal(const struct state *, int, int);
void	 classic_turn_ended(struct state *, int);

/* RULES P (paizo.c) */
int	 paizo_setup(struct state *, struct lerr *);
int	 paizo_attempt_value(const struct state *, int, const int *, int);
const char *paizo_attempt_refusal(const struct state *, int, bool);
void	 paizo_foiled(struct state *);
void	 paizo_dog_killed(struct state *);
const char *paizo_answer_refusal(const struct state *, int, int);
const char *paizo_dog_step_refusal(const struct state *, int, int);
void	 paizo_turn_ended(struct state *, int);
int	 paizo_next_taker(const struct state *, int);

/* RULES A (anniversary.c) */
int	 anniversary_setup(struct state *, struct lerr *);
/* the setup, with strangers for two players or not (A.14) */
int	 anniversary_deal(struct state *, bool, struct lerr *);
int	 anniversary_hand_size(int);
int	 anniversary_attempt_value(const struct state *, int, const int *,
	    int);
const char *anniversary_attempt_refusal(const struct state *, int, bool);
const char *anniversary_draw_refusal(const struct state *, int);
void	 anniversary_foiled(struct state *);
int	 anniversary_foil_points(const struct state *, int, const char **);
const char *anniversary_move_refusal(const struct state *, int, int, bool);
const char *anniversary_dog_step_refusal(const struct state *, int, int);
void	 anniversary_drew(struct state *);
int	 anniversary_loser(const struct state *);

/* RULES A.14 (escape.c) */
int	 escape_setup(struct state *, struct lerr *);
int	 escape_starter(const struct state *);
int	 escape_begin(struct state *, int, struct lerr *);
int	 escape_next_player(const struct state *);
int	 escape_victim(const struct state *, int);
bool	 escape_can_attack(const struct state *, int, int, char *, size_t);
void	 escape_attack_starts(struct state *);
void	 escape_foiled(struct state *);
const char *escape_answer_refusal(const struct state *, int, int);
const char *escape_draw_refusal(const struct state *, int);
const char *escape_move_refusal(const struct state *, int, int, bool);
void	 escape_turn_ended(struct state *, int);

#endif
