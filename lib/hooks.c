/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

#include "rulesets.h"

/*
 * The table's hooks: what each rule set does where its rules differ
 * (rules.h, struct rulehooks), in the order of the rule sets of rules.c.
 * The turn engine reaches them only here, through HOOKS(st); the
 * rule-set files are used by nothing else (HACKING "Layers").
 */

const struct rulehooks rulehooks[RULESETS] = {
	[RULES_CLASSIC] = {
		/* RULES C */
		.setup = classic_setup,
		.hand_size = classic_hand_size,
		.attempt_value = classic_attempt_value,
		.attempt_refusal = classic_attempt_refusal,
		.draw_refusal = classic_draw_refusal,
		.foiled = classic_foiled,
		.dog_killed = classic_dog_killed,
		.answer_refusal = classic_answer_refusal,
		.dog_step_refusal = classic_dog_step_refusal,
		.turn_ended = classic_turn_ended,
		.foil_points = classic_foil_points,
		.move_refusal = classic_move_refusal,
		.drew = classic_drew,
		.loser = classic_loser,
	},
	[RULES_PAIZO] = {
		/* RULES P: classic plus spite tokens, must-foil, the dog */
		.setup = paizo_setup,
		.hand_size = classic_hand_size,
		.attempt_value = paizo_attempt_value,
		.attempt_refusal = paizo_attempt_refusal,
		.draw_refusal = classic_draw_refusal,
		.foiled = paizo_foiled,
		.dog_killed = paizo_dog_killed,
		.answer_refusal = paizo_answer_refusal,
		.dog_step_refusal = paizo_dog_step_refusal,
		.turn_ended = paizo_turn_ended,
		.foil_points = classic_foil_points,
		.move_refusal = classic_move_refusal,
		.drew = classic_drew,
		.loser = classic_loser,
		.next_taker = paizo_next_taker,
	},
	[RULES_ANNIVERSARY] = {
		/* RULES A: the villa, clovers, motives, locked wings, pets */
		.setup = anniversary_setup,
		.hand_size = anniversary_hand_size,
		.attempt_value = anniversary_attempt_value,
		.attempt_refusal = anniversary_attempt_refusal,
		.draw_refusal = anniversary_draw_refusal,
		.foiled = anniversary_foiled,
		.dog_killed = classic_dog_killed,
		.answer_refusal = classic_answer_refusal,
		.dog_step_refusal = anniversary_dog_step_refusal,
		.turn_ended = classic_turn_ended,
		.foil_points = anniversary_foil_points,
		.move_refusal = anniversary_move_refusal,
		.drew = anniversary_drew,
		.loser = anniversary_loser,
	},
	[RULES_ESCAPE] = {
		/* RULES A.14: the anniversary rules, but where the escape
		 * game differs */
		.setup = escape_setup,
		.hand_size = anniversary_hand_size,
		.attempt_value = anniversary_attempt_value,
		.attempt_refusal = anniversary_attempt_refusal,
		.draw_refusal = escape_draw_refusal,
		.foiled = escape_foiled,
		.dog_killed = classic_dog_killed,
		.answer_refusal = escape_answer_refusal,
		.dog_step_refusal = anniversary_dog_step_refusal,
		.turn_ended = escape_turn_ended,
		.foil_points = anniversary_foil_points,
		.move_refusal = escape_move_refusal,
		.drew = anniversary_drew,
		.loser = anniversary_loser,
		.next_player = escape_next_player,
		.can_attack = escape_can_attack,
		.attack_starts = escape_attack_starts,
		.lucky_victim = escape_victim,
		.starter = escape_starter,
		.begin = escape_begin,
	},
};
