/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

#ifndef LUCKY_RULES_H
#define LUCKY_RULES_H

#include "board.h"

/*
 * The rule sets as the state reads them (rules.c) and what they do
 * (hooks.c, the table): the state layer's first half.
 */
#if defined(LUCKY_LAYER) && LUCKY_LAYER < 3
#error "rules.h is the state layer's: this file is below it (HACKING)"
#endif

/* --- rule sets (rules.c; what they do: hooks.c) --- */

struct state;
struct option_set;

struct option_def {
	const char	*name;		/* "tie" or "weapons+1" */
	const char	*values;	/* "longest" or NULL for a flag */
	/* an older spelling of that rule set: option escape of the
	 * anniversary rules is the escape rule set (lucky-state(5)) */
	const char	*rules;
};

/* A line of another rule set, and what to say when it comes up. */
struct line_note {
	const char	*line;		/* "dead", "strength lucky" */
	const char	*note;
};

/* How a rule set words an attempt and a win in its messages. */
struct rules_words {
	const char	*attempt;	/* "no murder attempt waits" */
	const char	*attempt1;	/* "ann's attempt waits for bob" */
	const char	*an_attempt;	/* "ann made a murder attempt" */
	const char	*made_rule;	/* after one, the turn ends (C.6) */
	const char	*answer_rule;	/* it waits for answers (C.7) */
	const char	*won;		/* "ann killed Doctor Lucky" */
	const char	*won_where;	/* "where Doctor Lucky died" */
};

/*
 * A rule set (rules.c): its numbers, its words, its lines and options,
 * and flags where its rules differ from the classic ones (RULES C, P,
 * A).  What it does differently is its hooks (struct rulehooks, in the
 * table of hooks.c), reached by its id.  Nobody asks which rule set is
 * in play: they ask the table.
 */
struct ruleset {
	int		 id;		/* its hooks: rulehooks[id] */
	const char	*name;
	const char	*board;		/* default board */
	const char	*deck;		/* default deck */
	int		 minplayers, maxplayers;
	const struct option_def *options;
	int		 pool;		/* spite tokens (RULES P.2), 0: none */
	/* its own state lines (lucky-state(5)), NULL-terminated */
	const char *const *lines;
	/* what to say of its lines in the game it comes from (A.14) */
	const struct line_note *notes;
	const char	*pets;		/* names no player may take */
	/*
	 * The options that bring the pets and what they make them do
	 * (RULES P.4, A.12): "dog" (any of its values) or "pet=dog|both";
	 * NULL: never.
	 */
	const char	*dog, *cat;
	const char	*dog_watches;	/* no attempt in his sight */
	const char	*dog_dies;	/* he may be attacked */
	const char	*dog_tokens;	/* he keeps spite tokens */
	int		 max_weapons;	/* in one attempt (C.6, A.6) */
	bool		 removes_failures; /* played ones leave (C.7) */
	/* the discard pile becomes the deck when it runs out (C.8; never
	 * in the anniversary game, A.3) */
	bool		 reshuffles;
	/* nothing changes the turn order until everyone has played once
	 * (P.1, A.10; not classic, C.10) */
	bool		 first_round_protected;
	/*
	 * RULES A.14: Doctor Lucky hunts: he no longer walks after a turn
	 * (C.9); the players move him forward along his route, a room a
	 * step, with cards or the free step, and he attacks whom he meets
	 * (the hook lucky_victim).
	 */
	bool		 lucky_hunts;
	/* RULES A.14: an attempt is an attack on a player, who answers it
	 * alone; the last one alive wins */
	bool		 attacks_players;
	/* RULES A.14: the rule set a finished game becomes (lucky-new
	 * --escape), and the one whose setup such a game began with */
	const char	*escapes_to;
	const char	*begins_as;
	/* the rules of who plays next (C.10, A.10, A.14), and the one
	 * that keeps the order in the first round (P.1, A.10) or NULL */
	const char	*order_rule, *round_rule;
	struct rules_words words;
};

/*
 * What a rule set does where its rules differ (classic.c, paizo.c,
 * anniversary.c, escape.c), one entry a rule set in the table of
 * hooks.c.  The turn engine calls these; those below "optional" may be
 * NULL, and the engine then plays the classic rule.
 */
struct rulehooks {
	int		 (*setup)(struct state *, struct lerr *);
	int		 (*hand_size)(int);
	/* the value of an attempt by player p with weapons (C.6, P.2, A.6) */
	int		 (*attempt_value)(const struct state *, int, const int *,
			    int);
	/* what a card answers to an attempt (C.7, A.7); 0 and why: nothing */
	int		 (*foil_points)(const struct state *, int, const char **);
	/* why p may not move this pawn (so, by a jump), or NULL (C.5, A.5) */
	const char	*(*move_refusal)(const struct state *, int, int, bool);
	/* after a card is drawn: reshuffle (C.8) or lights out (A.9) */
	void		 (*drew)(struct state *);
	/* who loses when the attack succeeds (A.10), or NOBODY */
	int		 (*loser)(const struct state *);
	/* why p may not attempt on Lucky (the dog as a watcher, P.4) or
	 * on the dog, or NULL */
	const char	*(*attempt_refusal)(const struct state *, int, bool);
	/* why p may not draw now (C.4, P.1, A.5, A.14), or NULL */
	const char	*(*draw_refusal)(const struct state *, int);
	/* the attempt was foiled (P.2 spite tokens, A.8 the motive) */
	void		 (*foiled)(struct state *);
	/* an attempt on the dog was not foiled (P.4) */
	void		 (*dog_killed)(struct state *);
	/* why the answering player may not answer with this total, the
	 * attempt's total so far for a pass (P.3, A.14), or NULL */
	const char	*(*answer_refusal)(const struct state *, int, int);
	/* why not this step of the dog, Lucky going to that room (P.4) */
	const char	*(*dog_step_refusal)(const struct state *, int, int);
	/* the turn was handed over: the dog's move (P.4), the new turn's
	 * draw (A.14) */
	void		 (*turn_ended)(struct state *, int);
	/* optional: */
	/* whose turn is next (A.14); NULL: RULES C.10 */
	int		 (*next_player)(const struct state *);
	/* may p attack that target, a pawn or a seat (A.14); NULL: an
	 * attempt on Doctor Lucky or the dog (C.6) */
	bool		 (*can_attack)(const struct state *, int, int, char *,
			    size_t);
	/* the attack in st->att begins (A.14); NULL: the others answer in
	 * turn from the attacker's left (C.7) */
	void		 (*attack_starts)(struct state *);
	/* whom Lucky attacks in a room (A.14); NULL: nobody */
	int		 (*lucky_victim)(const struct state *, int);
	/* who takes the dog's tokens after p, or NOBODY (P.4) */
	int		 (*next_taker)(const struct state *, int);
	/* RULES A.14, for a finished game of the rule set it escapes from:
	 * who starts, and the start itself */
	int		 (*starter)(const struct state *);
	int		 (*begin)(struct state *, int, struct lerr *);
};

/* The hooks of a rule set, and of the state's (hooks.c). */
extern const struct rulehooks rulehooks[];
#define RULEHOOKS(rs)	(&rulehooks[(rs)->id])
#define HOOKS(st)	RULEHOOKS((st)->rules)

/* A rule set by name; NULL: the default one (classic). */
const struct ruleset *rules_find(const char *);
const char *rules_near(const char *);
/* Does the rule set use this state line ("pool", "strength lucky")? */
bool	 rules_line(const struct ruleset *, const char *);
/* Why a state of the rule set has no such line, if a rule set has it:
 * "line ... is not used", or the note of the game it becomes. */
const char *rules_line_refusal(const struct ruleset *, const char *,
	    const char *);
/* Why a player may not take this name in the rule set, or NULL. */
const char *rules_name_refusal(const struct ruleset *, const char *);
/* The rule set its options make of it (an older spelling), without
 * that option. */
const struct ruleset *rules_convert(const struct ruleset *,
	    struct option_set *);
/* Does the state's option say so: "dog" (any value), "pet=dog|both"? */
bool	 rules_option_says(const struct state *, const char *);
/* The same, spelled for a message: "pet=dog or pet=both". */
const char *rules_option_spell(const struct ruleset *, const char *,
	    char *, size_t);
void	 rules_list(FILE *);
void	 rules_help(FILE *);
/* RULES P.4, A.12: what the options make of the pets */
bool	 game_has_pet(const struct state *, int);
bool	 dog_watches(const struct state *);
bool	 dog_keeps_tokens(const struct state *);
bool	 dog_can_die(const struct state *);
/* "tie=longest" or "weapons+1", checked against the rule set's options
 * and kept sorted by name. */
int	 option_add(struct option_set *, const struct ruleset *,
	    const char *, struct lerr *);
bool	 option_has(const struct option_set *, const char *);
void	 option_drop(struct option_set *, const char *);

/* The rule sets, in the order of the tables of rules.c and hooks.c. */
enum { RULES_CLASSIC, RULES_PAIZO, RULES_ANNIVERSARY, RULES_ESCAPE,
    RULESETS };

#endif
