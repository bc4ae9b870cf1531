/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

#ifndef LUCKY_PLAY_H
#define LUCKY_PLAY_H

#include "turn.h"

/*
 * The play layer: actions (the table of verbs), the programs that play
 * them, replay and undo, the hidden cards dealt afresh, the game in
 * words, what-if queries and orders.  The programs include it.
 */
#if defined(LUCKY_LAYER) && LUCKY_LAYER < 8
#error "play.h is the play layer's: this file is below it (HACKING)"
#endif


/*
 * The acting programs' options (verbs.c): one table a program, its
 * usage and --help, parsed by the program (run.c), for a bot of one's
 * own (botcmd.c) and checked in a person's order (order.c).
 */
enum { ACTPROG_MOVE, ACTPROG_ATTEMPT, ACTPROG_END, ACTPROG_TAKE, ACTPROG_N };
/* their long options without a letter */
enum { ACTOPT_FOIL = CLI_LONG, ACTOPT_PASS, ACTOPT_DRAW, ACTOPT_NODRAW,
    ACTOPT_TO };
struct act_prog {
	const char	*prog;		/* "lucky-move" */
	struct cli	 cli;
};
extern const struct act_prog act_progs[ACTPROG_N];
/* The index in act_progs of the program of that name, or -1. */
int	 act_prog_find(const char *name);
/* The long name of the acting programs' option ch ("" for none): the
 * shared options' are the same in every table, --foil's, --pass's,
 * --draw's and --no-draw's in one. */
const char *act_long_name(int ch);

/* --- actions (verbs.c the table, action.c each verb's steps, run.c the
 * programs' command lines) --- */


#define ACTION_MAXPATH	64

/* One action, typed: a move's pawn and path, an attempt's target. */
struct action {
	enum verb	 verb;
	int		 player;
	int		 pawn;		/* VERB_MOVE: the player's seat, or
					 * PAWN_LUCKY, PAWN_DOG, PAWN_CAT */
	int		 target;	/* VERB_ATTEMPT: PAWN_LUCKY, PAWN_DOG,
					 * PAWN_CAT or a seat (RULES A.14) */
	bool		 draw;		/* VERB_END */
	int		 dogstep;	/* VERB_END: the dog's step, or
					 * NOWHERE (RULES P.3) */
	int		 cards[LUCKY_MAXCARDS];
	int		 ncards;
	int		 path[ACTION_MAXPATH];
	int		 npath;
};

/* A verb (its word: verb_names) names the program and option that play
 * it (foil and pass are lucky-attempt's --foil and --pass), the operands
 * the program takes, and its steps (verbint.h says what each does). */
struct verb_def {
	int		 prog;		/* ACTPROG_*, or -1: lucky-new -e */
	int		 progopt;	/* ACTOPT_*, or 0 */
	int		 minargs, maxargs;
	int		(*parse)(const struct state *st, int argc,
			    char **argv, struct action *a, struct lerr *e);
	int		(*play)(struct state *st, const struct action *a,
			    struct lerr *e);
	int		(*words)(const struct state *st,
			    const struct action *a, char **w, int n);
};
extern const struct verb_def verbs[VERB_N];

/* The verb of a word ("move"), or -1. */
int	 verb_find(const char *w);
/* An action of the verb for the player: the pawn the player's, the
 * target Doctor Lucky, no card, no path, no draw, no dog step. */
void	 action_init(struct action *a, enum verb verb, int player);
/*
 * The words ("move", "ann", "-c", "m03", "kitchen") read into an
 * action, names found as a person may give them: ACT_OK, or ACT_BAD or
 * ACT_REFUSED with the reason in e.
 */
int	 action_parse(const struct state *st, int argc, char **argv,
	    struct action *a, struct lerr *e);
/* The action played by the turn engine: ACT_OK, ACT_REFUSED, ACT_BAD. */
int	 action_play(struct state *st, const struct action *a,
	    struct lerr *e);
/* The action as the record's canonical words into w (pointing into the
 * state): their number, or -1 when max is too few. */
int	 action_words(const struct state *st, const struct action *a,
	    char **w, int max);
/* The command line of the program that plays the action (-F when force
 * is set), as lucky-bot(1) prints it. */
void	 action_command(const struct state *st, const struct action *a,
	    bool force, char *buf, size_t size);

/*
 * Apply one action given as words: parsed, played, and the state given
 * the canonical record entry (rec, of size bytes).  Returns ACT_OK,
 * ACT_REFUSED or ACT_BAD with the reason in the lerr; the state is
 * unchanged unless ACT_OK; with dry, unchanged in any case.
 */
int	 action_apply(struct state *st, int argc, char **argv, bool dry,
	    char *rec, size_t size, struct lerr *e);
/* The same without keeping the state when the action fails (a replay). */
int	 action_replay(struct state *st, int argc, char **argv, char *rec,
	    size_t size, struct lerr *e);
/* Whose action it is when no -p names one (the escape's starter). */
int	 action_whose(const struct state *st, const char *verb);
/* A program's whole run (run.c): load, apply, write; the exit status. */
#define ACT_DRY		1	/* -n: only say what would be done */
#define ACT_INPLACE	2	/* -i: rewrite the -f file */
#define ACT_VERBOSE	4	/* -v: the action told on stderr */
#define ACT_ROUTE	8	/* --to: argv[2] the room, not the path */
int	 eaction_main(const char *file, int argc, char **argv, int flags);

/* The options every action program takes: -F, -f, -i, -n, -p, -v (their
 * entries in the tables of verbs.c). */
struct act_options {
	const char	*file;
	char		*player;
	int		 flags;
};
#define ACT_USAGE	(-2)	/* action_cmdline: not the program's usage */
/*
 * The command line of acting program k (argv[0] its name) as the words
 * of its action, words[1] the player of -p (NULL: whose turn it is),
 * the shared options in ao: the number of words (at most 2 * argc + 8),
 * ACT_USAGE, or -1 with why in e.  With bot set, a bot's line (botcmd.c,
 * lucky-bot(1)): -f, -i and -n are unknown, -F and -v change nothing,
 * and nothing exits.
 */
int	 action_cmdline(int k, int argc, char **argv, bool bot,
	    struct act_options *ao, char **words, struct lerr *e);
/* The whole of acting program k: its command line, then eaction_main. */
int	 eaction_program(int k, int argc, char **argv);


/*
 * The cards a player cannot see dealt afresh (deal.c): deal_init takes
 * a master state and a player (NOBODY: the cards as they lie), or a
 * view and its player; deal_cards makes a full state of it, the hidden
 * cards shuffled back into their places by a generator seeded from the
 * seed, which is the new state's seed and generator.  The dealt state
 * has no record; deal_cards_record gives it that of the state.
 */
struct deal {
	struct state	 base;		/* HIDDEN where the player cannot see */
	int		 player;	/* NOBODY: the cards as they lie */
	int		 pool[LUCKY_MAXCARDS];	/* the hidden cards */
	int		 npool;
	/* RULES C.8: after a reshuffle the deck is dealt from the first
	 * ndeckable cards of the pool, the cards of the pile reshuffled;
	 * 0: from any */
	int		 ndeckable;
};
int	 deal_init(struct deal *d, const struct state *st, int p,
	    struct lerr *e);
void	 deal_cards(const struct deal *d, uint64_t seed, struct state *dst);
void	 deal_cards_record(const struct deal *d, const struct state *from,
	    uint64_t seed, struct state *dst);

/* Replaying a state's record from its setup (replay.c, lucky-check). */
int	 state_replay(const struct state *st, struct state *out,
	    struct lerr *e);
/* The setup it replays from: 0, or -1 with the reason in the lerr. */
int	 replay_setup(const struct state *st, struct state *out,
	    struct lerr *e);
/* The state without its last n actions, replayed (undo.c, lucky-undo):
 * ACT_OK, ACT_REFUSED or ACT_BAD with the reason in the lerr. */
int	 state_undo(const struct state *st, int n, struct state *out,
	    struct lerr *e);

/* --- the game in words (narrate.c; lucky-show(1) --log) --- */

#define NARRATE_MAX	4096	/* a sentence, longer ones cut */
/*
 * One record entry as one sentence: what its action did and what
 * followed (the card drawn, Doctor Lucky's walk, who plays next and
 * why, the strangers' steps), the entry applied to the state before it;
 * told to player as (NOBODY: everything), a card another drew is "a
 * card".  ACT_OK, or action_apply's refusal with the reason.
 */
int	 narrate_entry(const struct state *before, const char *entry, int as,
	    char *buf, size_t size, struct lerr *e);
/* The record from entry from (0: all) on, a line an entry after the
 * prefix: replayed from the setup, or from the words in a view.  0, or
 * -1 with the reason. */
int	 narrate_record(const struct state *st, int from, int as,
	    const char *prefix, FILE *out, struct lerr *e);
/*
 * Player p's view of st (state_view) given the "told" lines of the
 * record as p was told it, so that the view's --log says what
 * narrate_record says as p of st; a sentence longer than VIEW_TOLD_MAX
 * is cut.  0, or -1 with the reason when the record does not replay.
 */
#define VIEW_TOLD_MAX	3000
int	 view_told(const struct state *st, int p, struct state *view,
	    struct lerr *e);
/* A new game: the rules, the players, Doctor Lucky, who plays. */
void	 narrate_start(const struct state *st, char *buf, size_t size);
/* Whose action is due, appended as a clause or in place of buf. */
void	 narrate_whose(const struct state *st, char *buf, size_t size,
	    bool append);


/* --- what a player can reach this turn (reach.c), and the way to a room
 * (route.c; lucky-move --to, lucky-show -k reach and path) --- */

#define REACH_MAXPATH		64
#define REACH_ROOM_WORTH	4	/* a room card: more than a Move 3 */
/* A way to a space this turn: the cards it plays and a lucky-move path. */
struct reach_way {
	bool	 ok;
	int	 cards[LUCKY_MAXCARDS];
	int	 ncards;
	int	 worth;		/* the cards' worth (reach_card_worth) */
	int	 path[REACH_MAXPATH];
	int	 npath;
	bool	 free;		/* it spends the free step */
};
struct reach {
	struct reach_way way[LUCKY_MAXSPACES];
};
/* What playing a card spends: a move card its steps, a room card
 * REACH_ROOM_WORTH (RULES C.5, A.5). */
int	 reach_card_worth(const struct state *st, int card);
/* Cheaper: fewer cards, then less worth, then fewer rooms; <0, 0, >0. */
int	 reach_cmp(const struct reach_way *a, const struct reach_way *b);
/* The cheapest way player p has to each space (way[p's space] not ok). */
void	 reach_compute(const struct state *st, int p, struct reach *out);
/* The ways to space to, cheapest first, none playing the cards of a
 * cheaper one and more: at most max, their number. */
int	 reach_ways(const struct state *st, int p, int to,
	    struct reach_way *ways, int max);

/* lucky-move --to: the cheapest way and, when a way of as many cards
 * plays better ones (more worth), the cheapest of those: kept.ok. */
struct route {
	struct reach_way way;
	struct reach_way kept;
};
/* The plan of player p to space to: ACT_OK, or the turn engine's
 * refusal (a move not allowed now), or ACT_BAD out of reach, the reason
 * in e. */
int	 route_plan(const struct state *st, int p, int to, struct route *r,
	    struct lerr *e);
/* A way as an order, "move -c m13 dining sitting", and its cost, "1 card
 * (Move 3) and the free step". */
void	 route_order(const struct state *st, const struct reach_way *w,
	    char *buf, size_t size);
void	 route_cost(const struct state *st, const struct reach_way *w,
	    char *buf, size_t size);
/* -v: "bob played move ..., the cheapest way to ...", and with dry the
 * other ways, a line each; "" when it is the free step alone and not
 * dry. */
void	 route_told(const struct state *st, int p, const struct route *r,
	    bool dry, char *buf, size_t size);
/* The ways to space to, "ORDER: COST" a line, cheapest first; every
 * space in reach, "LABEL, COST: ORDER" a line.  Allocated; "" for
 * none. */
char	*route_ways_text(const struct state *st, int p, int to);
char	*route_reach_text(const struct state *st, int p);

/* --- orders: a line a person types or mails, as a program's words (order.c) --- */

#define ORDER_MAXWORDS	64
struct order {
	char		 buf[LUCKY_MAXINLINE + 1];	/* the words, each ended */
	char		*word[ORDER_MAXWORDS + 1];	/* NULL after the last */
	int		 nword;
	const char	*prog;		/* order_action: the program, argv[0] */
	char		*argv[ORDER_MAXWORDS + 2];	/* NULL after the last */
	int		 argc;
	char		 opt[LUCKY_MAXIDLEN + 3];	/* "--foil" */
};

/* Words: blanks between, '' and "" quote, \ takes a character; no expansion. */
int	 order_split(struct order *o, const char *line, struct lerr *e);
/* The verb's program and the words after it, none naming a file, the
 * player or a mode (-f, -i, -F, -p, -n) nor looking like a path. */
int	 order_action(struct order *o, struct lerr *e);
/* The program of an action's first word, "lucky-move" or "move"; NULL:
 * none. */
const char *order_program(const char *w);

#endif
