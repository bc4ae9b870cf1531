/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

#ifndef LUCKY_ENGINE_H
#define LUCKY_ENGINE_H

#include "turn.h"

#if defined(LUCKY_LAYER) && LUCKY_LAYER < 4
#error "engine.h is the engine layer's: this file is below it (HACKING)"
#endif

/*
 * The turn engine's primitives (engine.c), the one header through which
 * the rule-set files (classic.c, paizo.c, anniversary.c, escape.c) and
 * the engine (turn.c) change a state the same way.  None of them calls
 * a rule set's hooks.  The rest of the engine the rule sets may use is
 * public: pawn_name, pawn_space, base_strength (engine.c), state_sees,
 * players_seeing, lucky_next_room (sight.c).
 */

/* The deck's top card into a hand or a pile (no reshuffle, no lights). */
void	 draw_top(struct state *st, int *to, int *n);
/* One card a seat from seat 1, this many times, from the top; none to
 * a stranger (RULES A.11). */
void	 deal_hands(struct state *st, int handsize);
/* RULES C.8: the discard pile, shuffled, becomes the deck. */
void	 reshuffle(struct state *st);
/* A played card to the discard pile, or out of the game (C.7). */
void	 discard_card(struct state *st, int c);
/* A weapon's worth: its room value in its room (RULES C.6, A.6). */
int	 weapon_value(const struct state *st, int p, int weapon);
/* The turn passes to this player, who starts it with the free step. */
void	 turn_hand_over(struct state *st, int next);

#endif
