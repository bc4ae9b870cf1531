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

/*
 * The options of every rule set by id: their names, values and sections
 * are the table of rules.c (option_defs), and each rule set says which
 * it takes (struct ruleset, options).  Code reads an option by its id
 * (state_option), never by its name.
 */
enum option_id {
	OPT_DOG,		/* dog=old|new|both, RULES P.4 */
	OPT_START,		/* start=random, RULES C.3 */
	OPT_TIE,		/* tie=longest, RULES C.10 */
	OPT_WEAPONS1,		/* weapons+1, RULES C.11 */
	OPT_NO_FAILURE3,	/* no-failure-3, RULES C.11 */
	OPT_LOCK,		/* lock=west|east, RULES A.2 */
	OPT_PET,		/* pet=dog|cat|both, RULES A.12 */
	OPT_FIRST,		/* first=random, RULES A.3 */
	OPT_ESCAPE,		/* the escape rules' older spelling, A.14 */
	OPTIONS
};
#define OPTION(id)	(1U << (id))

struct option_def {
	const char	*name;		/* "tie" or "weapons+1" */
	const char	*values;	/* "longest" or NULL for a flag */
	/* an older spelling of that rule set: option escape of the
	 * anniversary rules is the escape rule set (lucky-state(5)) */
	const char	*rules;
};

/*
 * Where a rule set departs from the classic rules, a bit each; a rule
 * set has its base's departures and its own (rules_has).  The turn
 * engine asks rules_has, never a rule set's name.
 */
enum rule_departure {
	/* played failure cards stay in the game (RULES A.7; C.7: they
	 * leave it) */
	RULE_FAILURES_STAY	= 1 << 0,
	/* the discard pile never becomes the deck again (RULES A.3; C.8) */
	RULE_NO_RESHUFFLE	= 1 << 1,
	/* nothing changes the turn order until everyone has played once
	 * (RULES P.1, A.10; not classic, C.10) */
	RULE_FIRST_ROUND	= 1 << 2,
	/* RULES A.14: Doctor Lucky hunts: he no longer walks after a turn
	 * (C.9); the players move him forward along his route, a room a
	 * step, with cards or the free step, and he attacks whom he meets
	 * (the hook lucky_victim) */
	RULE_LUCKY_HUNTS	= 1 << 3,
	/* RULES A.14: an attempt is an attack on a player, who answers it
	 * alone; the last one alive wins */
	RULE_ATTACKS_PLAYERS	= 1 << 4,
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
 * A rule set as the state reads it, one record in its own file
 * (rules-classic.c, ...; HACKING "Adding a rule set"): its numbers, its
 * words, its lines and options, and where its rules depart from the
 * classic ones (RULES C, P, A).  What it does differently is its hooks
 * (struct rulehooks, in its file of the rule-sets layer).
 *
 * A rule set has a base it inherits from (escape's is anniversary):
 * whatever it leaves NULL or 0 below is its base's, but for the fields
 * marked "its own", and its departures add to its base's.  rules_find
 * gives the record so completed; nobody asks which rule set is in play.
 */
struct ruleset {
	const char	*name;		/* its own */
	const struct ruleset *base;	/* its own; NULL: none */
	int		 id;		/* set by rules.c: its place in the table */
	const char	*board;		/* default board */
	const char	*deck;		/* default deck */
	int		 minplayers, maxplayers;
	unsigned	 options;	/* OPTION(OPT_TIE) | ... */
	int		 pool;		/* spite tokens (RULES P.2), 0: none */
	/* its own state lines (lucky-state(5)), NULL-terminated */
	const char *const *lines;
	/* its own: what to say of its lines in the game it comes from
	 * (A.14) */
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
	unsigned	 departures;	/* RULE_FIRST_ROUND | ... */
	/* its own: RULES A.14: the rule set a finished game becomes
	 * (lucky-new --escape), and the one whose setup such a game began
	 * with */
	const char	*escapes_to;
	const char	*begins_as;
	/* the rules of who plays next (C.10, A.10, A.14), and the one
	 * that keeps the order in the first round (P.1, A.10) or NULL */
	const char	*order_rule, *round_rule;
	struct rules_words words;
};

/*
 * What a rule set does where its rules differ, one record in its file
 * of the rule-sets layer (classic.c, paizo.c, anniversary.c, escape.c),
 * in the table of hooks.c.  A hook left NULL is its base's (struct
 * ruleset, base), and where no base has it the engine's default, which
 * hooks.c holds: nothing happens, nobody refuses, nobody loses.  Those
 * below "optional" may still be NULL then, and the engine plays the
 * classic rule the comment names.
 */
struct rulehooks {
	int		 (*setup)(struct state *st, struct lerr *e);
	int		 (*hand_size)(int nplayers);
	/* the value of an attempt by player p with weapons (C.6, P.2, A.6) */
	int		 (*attempt_value)(const struct state *st, int p,
			    const int *weapons, int n);
	/* what a card answers to an attempt (C.7, A.7); 0 and why: nothing */
	int		 (*foil_points)(const struct state *st, int card,
			    const char **why);
	/*
	 * The refusal hooks: 0, or -1 and why in e (when e is not NULL:
	 * a caller that only asks passes NULL).
	 */
	/* may p move this pawn (so, by a jump) (C.5, A.5) */
	int		 (*move_refusal)(const struct state *st, int p,
			    int pawn, bool jump, struct lerr *e);
	/* after a card is drawn: reshuffle (C.8) or lights out (A.9) */
	void		 (*drew)(struct state *st);
	/* who loses when the attack succeeds (A.10), or NOBODY */
	int		 (*loser)(const struct state *st);
	/* may p attempt on Lucky (the dog as a watcher, P.4) or on the
	 * dog */
	int		 (*attempt_refusal)(const struct state *st, int p,
			    bool on_dog, struct lerr *e);
	/* may p draw now (C.4, P.1, A.5, A.14) */
	int		 (*draw_refusal)(const struct state *st, int p,
			    struct lerr *e);
	/* the attempt was foiled (P.2 spite tokens, A.8 the motive) */
	void		 (*foiled)(struct state *st);
	/* an attempt on the dog was not foiled (P.4) */
	void		 (*dog_killed)(struct state *st);
	/* may the answering player p answer with this total, the
	 * attempt's total so far for a pass (P.3, A.14) */
	int		 (*answer_refusal)(const struct state *st, int p,
			    int total, struct lerr *e);
	/* may the dog take this step, Lucky going to that room (P.4) */
	int		 (*dog_step_refusal)(const struct state *st, int lucky,
			    int step, struct lerr *e);
	/* the turn was handed over: the dog's move (P.4), the new turn's
	 * draw (A.14) */
	void		 (*turn_ended)(struct state *st, int dogstep);
	/* optional: */
	/* whose turn is next (A.14); NULL: RULES C.10 */
	int		 (*next_player)(const struct state *st);
	/* may p attack that target, a pawn or a seat (A.14); NULL: an
	 * attempt on Doctor Lucky or the dog (C.6) */
	bool		 (*can_attack)(const struct state *st, int p, int target,
			    char *why, size_t size);
	/* the attack in st->att begins (A.14); NULL: the others answer in
	 * turn from the attacker's left (C.7) */
	void		 (*attack_starts)(struct state *st);
	/* whom Lucky attacks in a room (A.14); NULL: nobody */
	int		 (*lucky_victim)(const struct state *st, int room);
	/* who takes the dog's tokens after p, or NOBODY (P.4) */
	int		 (*next_taker)(const struct state *st, int after);
	/* RULES A.14, for a finished game of the rule set it escapes from:
	 * who starts, and the start itself */
	int		 (*starter)(const struct state *st);
	int		 (*begin)(struct state *st, int starter,
			    struct lerr *e);
};

/* The hooks of a rule set, its base's and the defaults filled in
 * (hooks.c), and of the state's. */
const struct rulehooks *rules_hooks(const struct ruleset *rs);
#define HOOKS(st)	rules_hooks((st)->rules)
/* Does the rule set depart from the classic rules so (RULE_...)? */
#define rules_has(rs, departure) (((rs)->departures & (departure)) != 0)

/* A rule set by name; NULL: the default one (classic). */
const struct ruleset *rules_find(const char *name);
const char *rules_near(const char *name);
/* The rule set its record inherits from (struct ruleset), or NULL. */
const struct ruleset *rules_base(const struct ruleset *rs);
/* Does the rule set use this state line ("pool", "strength lucky")? */
bool	 rules_line(const struct ruleset *rs, const char *line);
/* Why a state of the rule set has no such line, if a rule set has it:
 * "line ... is not used" (written in why), or the note of the game it
 * becomes; NULL: it has. */
const char *rules_line_refusal(const struct ruleset *rs, const char *line,
	    const char *shown, char *why, size_t size);
/* Why a player may not take this name in the rule set (written in
 * why), or NULL. */
const char *rules_name_refusal(const struct ruleset *rs, const char *name,
	    char *why, size_t size);
/* The rule set its options make of it (an older spelling), without
 * that option. */
const struct ruleset *rules_convert(const struct ruleset *rs,
	    struct option_set *os);
/* Does the state's option say so: "dog" (any value), "pet=dog|both"? */
bool	 rules_option_says(const struct state *st, const char *spec);
/* The same, spelled for a message: "pet=dog or pet=both". */
const char *rules_option_spell(const struct ruleset *rs, const char *spec,
	    char *buf, size_t size);
void	 rules_list(FILE *fp);
void	 rules_help(FILE *fp);
/* RULES P.4, A.12: what the options make of the pets */
bool	 game_has_pet(const struct state *st, int pawn);
bool	 dog_watches(const struct state *st);
bool	 dog_keeps_tokens(const struct state *st);
bool	 dog_can_die(const struct state *st);
/* "tie=longest" or "weapons+1", checked against the rule set's options
 * and kept sorted by name. */
int	 option_add(struct option_set *os, const struct ruleset *rs,
	    const char *arg, struct lerr *e);
const char *option_name(enum option_id id);
const char *option_value(const struct option_set *os, const char *name);

/* The records as their files declare them, for rules.c's table and a
 * record's base; everyone else asks rules_find for the completed ones. */
#define RULESET(name)	extern const struct ruleset name##_rules;
#include "rulesets.def"
#undef RULESET

/* The rule sets, in the order of rulesets.def: RULES_classic, ... */
enum {
#define RULESET(name)	RULES_##name,
#include "rulesets.def"
#undef RULESET
	RULESETS
};

#endif
