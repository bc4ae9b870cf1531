/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

#ifndef LUCKY_H
#define LUCKY_H

#include <sys/types.h>

#include <getopt.h>
#include <limits.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

/*
 * Limits.  Everything is bounded so that a hostile file can never make a
 * program use unbounded memory; lucky-state(5) documents these numbers.
 */
#define LUCKY_MAXSPACES		64	/* spaces on a board (bit masks) */
#define LUCKY_MAXPASSAGES	32	/* non-space hallways and stairs */
#define LUCKY_MAXCARDS		128	/* cards in a deck */
#define LUCKY_MAXPLAYERS	8	/* seats, strangers included */
#define LUCKY_MINPLAYERS	2
#define LUCKY_MAXIDLEN		16	/* space, player and option ids */
#define LUCKY_MAXCARDID		8
#define LUCKY_MAXNAMELEN	40	/* printed names */
#define LUCKY_MAXINLINE		1000	/* one input line, newline excluded */
#define LUCKY_MAXFILE		(1024 * 1024)	/* one input file */
#define LUCKY_MAXJOINED		4000	/* a line with its "+" lines */
#define LUCKY_MAXENTRY		(LUCKY_MAXJOINED - 7) /* a record entry */
#define LUCKY_MAXRECORD		20000	/* actions in a record */
#define LUCKY_MAXTURN		1000000	/* turns (and rounds) of a game */
#define LUCKY_MAXVALUE		999	/* an attempt's value, its answers' */
#define LUCKY_MAXOPTIONS	16
#define LUCKY_STATELINE		72	/* longest line a program writes */
#define LUCKY_MAXMAPROWS	60
#define LUCKY_MAPWIDTH		78

#define NOWHERE		(-1)
#define NOBODY		(-1)
#define OBSERVER	(-3)	/* a view with no hand: an observer's */
#define NOCARD		(-1)
#define HIDDEN		(-2)	/* a card a view does not show */

/* An error with the line it was found on (0: no line) and its file label. */
struct lerr {
	char	file[256];
	int	line;
	char	msg[320];
};

int	lerr_set(struct lerr *, const char *, int, const char *, ...)
	    __attribute__((format(printf, 4, 5)));
/* "state:14: unknown room" */
const char *lerr_str(const struct lerr *, char *, size_t);
/* End the program with exit 2 and the refusal, "prog: file:line: why". */
void	 lerr_exit(const struct lerr *e) __attribute__((noreturn));

/* --- text files: lines of blank-separated words (text.c) --- */

struct word {
	char	*s;
	int	 line;
	int	 off;		/* in its line's raw (first line), else -1 */
};

struct textline {
	int		 line;		/* first physical line */
	int		 nw;
	int		 joined;	/* its words joined by single blanks,
					 * counted once it is continued */
	short		 tag;		/* the reader's: what the line is */
	short		 rawlen;
	const char	*raw;		/* the physical line in the buffer
					 * read, rawlen bytes, no NUL */
	struct word	*w;
};

/* The lines, their words and their text: three allocations. */
struct text {
	struct textline	*lines;
	int		 nlines;
	char		 label[256];
	void		*mem;		/* the lines' text */
	struct word	*words;		/* the lines' words */
};

/*
 * Split a buffer into lines; with join, "+" lines continue the one
 * before.  The lines point into the buffer: it outlives the text.
 */
int	text_parse(struct text *, const char *, size_t, const char *, bool,
	    struct lerr *);
char	*text_slurp(FILE *, size_t *, const char *, struct lerr *);
void	text_free(struct text *);
/* The rest of the line from word k on (for names with blanks), until
 * the next call. */
const char *text_rest(const struct textline *, int);

/* --- names (names.c) --- */

/* Lower case, blanks, '_' and '-' alike as '-', other punctuation dropped. */
void	name_fold(const char *, char *, size_t);
bool	name_is_id(const char *, size_t);
int	name_distance(const char *, const char *);
/* FNV-1a: a name's hash, for the tables of ids and names. */
uint32_t name_hash(const char *);

/* --- the command line (cli.c) --- */

/*
 * A program's options, one entry each: the letter (or CLI_LONG + n for
 * a long option only), the long name, the argument's name (NULL for
 * none), flags and a few words for --help.  The table ends with an entry
 * of letter 0; -h/--help and --version are added to every table.
 */
#define CLI_LONG	256
#define CLI_VERSION	(CLI_LONG + 200)
#define CLI_ERR		(-2)	/* cli_next with noexit: why in err */
#define CLI_MAXOPTS	40
#define CLI_MANY	1	/* may be given again: "[-c card] ..." */
#define CLI_REQUIRED	2	/* no brackets in the usage */
#define CLI_HIDE	4	/* an older spelling: not in --help */
struct cli_opt {
	int		 ch;
	const char	*name;
	const char	*arg;
	int		 flags;
	const char	*help;
};
struct cli {
	const struct cli_opt *opts;
	const char	*operands;	/* after the options in the usage */
	const char	*usage;		/* or the usage's forms, '\n' apart */
	void		(*more)(FILE *);	/* --help's last lines */
};
struct cli_parse {
	const struct cli *cli;
	int		 argc;
	char		**argv;
	char		*arg;		/* the option's argument */
	int		 optind;	/* at the end: the first operand */
	bool		 noexit;
	char		 err[200];	/* after CLI_ERR */
	char		 optstring[2 * CLI_MAXOPTS + 2];
	struct option	 longopts[CLI_MAXOPTS + 1];
};
/* Start parsing argv (argv[0] the program or the verb).  Unless noexit,
 * cli_next handles -h, --version and a wrong option itself (exit 0, 0
 * and 2); with noexit it returns 'h', CLI_VERSION and CLI_ERR. */
void	cli_begin(struct cli_parse *, const struct cli *, int, char **, bool);
int	cli_next(struct cli_parse *);
void	cli_usage(const struct cli *) __attribute__((noreturn));
void	cli_help(const struct cli *, FILE *);
/* -F (lucky_verify_sum off) or -f file: true when ch was one of them. */
bool	cli_state_option(int, const char *, const char **);
/* Say on stderr that a state is read from the terminal, if it is. */
void	cli_reading(const char *);
long long cli_number(const char *, const char *, long long, long long);

/*
 * The acting programs' options (actopts.c): one table a program, its
 * usage and --help, parsed by the program itself, by a bot of one's own
 * (botcmd.c) and checked in a person's order (order.c).
 */
enum { ACTPROG_MOVE, ACTPROG_ATTEMPT, ACTPROG_END, ACTPROG_TAKE, ACTPROG_N };
/* their long options without a letter */
enum { ACTOPT_FOIL = CLI_LONG, ACTOPT_PASS, ACTOPT_DRAW, ACTOPT_NODRAW };
struct act_prog {
	const char	*prog;		/* "lucky-move" */
	struct cli	 cli;
};
extern const struct act_prog act_progs[ACTPROG_N];
/* The index in act_progs of the program of that name, or -1. */
int	 act_prog_find(const char *);

/* --- the random number generator (rng.c) --- */

struct rng {
	uint64_t s[4];
};

void	 rng_seed(struct rng *, uint64_t);
uint64_t rng_next(struct rng *);
uint32_t rng_below(struct rng *, uint32_t);
void	 rng_shuffle(struct rng *, int *, int);
uint64_t rng_fresh_seed(void);
uint64_t rng_mix(uint64_t, uint64_t);

/* --- boards (board.c reads, boardfrom.c derives, boardq.c answers) --- */

enum space_kind { KIND_ROOM, KIND_HALLWAY, KIND_STAIRS };

struct space {
	char		 id[LUCKY_MAXIDLEN + 1];
	char		 name[LUCKY_MAXNAMELEN + 1];
	int		 number;	/* -1: unnumbered */
	enum space_kind	 kind;
	int		 line;
	int		 anchor_row, anchor_col, anchor_width;
	char		**alias;
	int		 nalias;
	char		**key;		/* id, name, aliases, folded */
	int		 nkey;
};

struct passage {
	char		 id[LUCKY_MAXIDLEN + 1];
	char		 name[LUCKY_MAXNAMELEN + 1];
	enum space_kind	 kind;
	uint64_t	 opens;		/* spaces with a door onto it */
	uint32_t	 joined;	/* passages joined to it */
};

struct group {
	char		 name[LUCKY_MAXIDLEN + 1];
	uint64_t	 members;
};

struct board {
	char		 name[LUCKY_MAXIDLEN + 1];
	char		 title[80];
	char		 path[256];
	struct space	 sp[LUCKY_MAXSPACES];
	int		 nspaces;
	struct passage	 pa[LUCKY_MAXPASSAGES];
	int		 npassages;
	uint64_t	 door[LUCKY_MAXSPACES];	/* direct doorways */
	uint64_t	 adj[LUCKY_MAXSPACES];	/* one step (doors, passages) */
	uint64_t	 sees[LUCKY_MAXSPACES];	/* on a common sight line */
	uint64_t	 overlook[LUCKY_MAXSPACES];
	unsigned char	 dist[LUCKY_MAXSPACES][LUCKY_MAXSPACES];
	struct group	 wing[8];
	int		 nwings;
	struct group	 floor[4];
	int		 nfloors;
	int		 start_players, start_lucky;
	int		 start_dog[2], start_cat[2];
	int		 nsightlines;
	char		*map[LUCKY_MAXMAPROWS];
	int		 nmaprows;
	/* rooms of the base board a derived one left out (RULES A.13) */
	char		 dropped[LUCKY_MAXSPACES][LUCKY_MAXIDLEN + 1];
	int		 ndropped;
	/*
	 * The ids hashed: 1 + a space's index, 1 + LUCKY_MAXSPACES + a
	 * passage's, 0: none.  The spaces' keys (folded id, name and
	 * aliases) hashed, nkeyslots of them, a power of two; the keys
	 * and the spaces' arrays of them are one allocation, keymem.
	 */
	unsigned char	 idslot[4 * LUCKY_MAXSPACES];
	/* the numbered rooms by number, and each one's place among them
	 * (-1: unnumbered), for Doctor Lucky's way (RULES C.9) */
	signed char	 bynumber[LUCKY_MAXSPACES];
	signed char	 numberpos[LUCKY_MAXSPACES];
	int		 nnumbered;
	struct keyslot	*keyslot;
	int		 nkeyslots;
	char		*keymem;
};

/* A key of the spaces: the first space it names, and the second. */
struct keyslot {
	const char	*key;		/* NULL: an empty slot */
	short		 first, second;	/* -1: none */
};
/* Did a board derived from another leave out this room id? */
bool	 board_dropped(const struct board *, const char *);

int	 board_load(struct board *, const char *, struct lerr *);
int	 board_parse(struct board *, const char *, size_t, const char *,
	    struct lerr *);
void	 board_free(struct board *);
/* A space by its exact id, or -1. */
int	 board_space_by_id(const struct board *, const char *);
/* Find a space by id, number, name or alias, forgiving (DESIGN "Names"). */
int	 board_find(const struct board *, const char *, char *, size_t);
/* ... or exit 2 saying why: a space a command line names. */
int	 board_space_arg(const struct board *, const char *);
bool	 board_adjacent(const struct board *, int, int);
bool	 board_sees(const struct board *, int, int);
int	 board_distance(const struct board *, int, int);
bool	 board_is_named_room(const struct board *, int);
const char *board_kind_name(enum space_kind);
/* "Kitchen (8)" or "hall by the Kitchen" */
const char *board_label(const struct board *, int, char *, size_t);

/*
 * Board directories: LUCKY_PATH, the installed one, the source tree's;
 * only a regular file is opened.
 */
FILE	*data_open(const char *, const char *, char *, size_t, struct lerr *);

/* --- decks (deck.c) --- */

enum card_kind { CARD_MOVE, CARD_ROOM, CARD_WEAPON, CARD_FAILURE };

struct card {
	char		 id[LUCKY_MAXCARDID + 1];
	char		 name[LUCKY_MAXNAMELEN + 1];
	enum card_kind	 kind;
	int		 value;		/* -1: none */
	int		 room;		/* space index, NOWHERE: none */
	int		 room_value;	/* -1: none */
	int		 clovers;	/* -1: the edition has none */
};

struct deck {
	char		 name[LUCKY_MAXIDLEN + 1];
	char		 title[80];
	struct card	 c[LUCKY_MAXCARDS];
	int		 ncards;
	/* the cards by id, hashed: 1 + a card's index, 0: none */
	unsigned char	 slot[2 * LUCKY_MAXCARDS];
};

int	 deck_load(struct deck *, const char *, const struct board *,
	    struct lerr *);
/* Loaded once a process and shared (cache.c). */
const struct board *board_get(const char *, struct lerr *);
const struct deck *deck_get(const char *, const struct board *,
	    struct lerr *);
int	 deck_parse(struct deck *, const char *, size_t, const char *,
	    const struct board *, struct lerr *);
int	 deck_find(const struct deck *, const char *, char *, size_t);
int	 deck_card_by_id(const struct deck *, const char *);
/* A card by id or name from a line's words (lucky-new --position). */
int	 deck_find_words(const struct deck *, char *const *, int, int *,
	    bool *, char *, size_t);
const char *card_kind_name(enum card_kind);
/* "Billiard Cue (2, 5 in Billiard Room)" */
const char *card_label(const struct deck *, const struct board *, int,
	    char *, size_t);

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

/* --- game state (state.c, parse.c, check.c, format.c, view.c) --- */

/* Blocks of the record's text, the last one first (format.c). */
struct recblock {
	struct recblock	*prev;
	size_t		 size, used;
	char		 text[];
};

enum phase { PHASE_MOVE, PHASE_ANSWER, PHASE_END, PHASE_TAKE, PHASE_OVER };

struct player {
	char	 name[LUCKY_MAXIDLEN + 1];
	int	 room;
	int	 hand[LUCKY_MAXCARDS];
	int	 nhand;
	int	 tokens;
	int	 motives[LUCKY_MAXCARDS];
	int	 nmotives;
	int	 last_turn;	/* turn number of the last turn taken */
	bool	 stranger;	/* played by the rules (RULES A.11) */
	int	 strength;	/* base strength beyond 1 + motives */
	bool	 dead;		/* killed in the escape game (RULES A.14) */
};

struct attempt {
	int	 attacker;	/* a seat, or PAWN_LUCKY (RULES A.14) */
	bool	 on_dog;
	int	 target;	/* the seat attacked (A.14), else NOBODY */
	int	 value;
	int	 weapons[LUCKY_MAXCARDS];
	int	 nweapons;
	int	 answerer;	/* who answers next */
	int	 total;		/* failure points so far */
};

struct option_set {
	char	 name[LUCKY_MAXOPTIONS][LUCKY_MAXIDLEN + 1];
	char	 value[LUCKY_MAXOPTIONS][LUCKY_MAXIDLEN + 1];
	int	 n;
};

struct state {
	const struct ruleset *rules;
	const struct board *board;	/* shared: see cache.c */
	const struct deck *deck;
	struct option_set opt;
	uint64_t	 seed;
	struct rng	 rng;
	struct player	 p[LUCKY_MAXPLAYERS];
	int		 nplayers;
	int		 first;		/* who had the first turn */
	int		 turn, round, current;
	enum phase	 phase;
	int		 free_steps;	/* free steps left this turn */
	int		 played;	/* cards played this turn */
	int		 lucky;		/* Doctor Lucky's space */
	int		 pool;		/* spite tokens left (RULES P.2) */
	int		 dog, cat;	/* pet spaces, NOWHERE: none */
	bool		 dog_dead;
	int		 dog_tokens;
	bool		 lights_out;
	int		 lucky_strength; /* the escape game's (A.14), else 0 */
	int		 locked[LUCKY_MAXSPACES];	/* card on it or NOCARD */
	int		 draw[LUCKY_MAXCARDS], ndraw;	/* top first */
	int		 discard[LUCKY_MAXCARDS], ndiscard;
	int		 removed[LUCKY_MAXCARDS], nremoved;
	bool		 attempt_pending;
	struct attempt	 att;
	int		 taker;		/* whose turn to take dog tokens */
	int		 winner, loser;
	char		**record;
	int		 nrecord;
	int		 record_cap;	/* entries allocated */
	size_t		 record_bytes;	/* their canonical text's length */
	struct recblock	*record_text;	/* where the entries are (format.c) */
	int		 view;		/* a player's view: whose, else NOBODY */
	/* composed by lucky-new --position: the position's lines, each
	 * "KEY WORD ..." and a newline, which a replay starts from
	 * (position.c); NULL for a game dealt by its setup */
	char		*position;
	bool		 has_sum;	/* the file had a sum line */
	bool		 sum_ok;	/* ... and it matched */
};

/* The state in memory (state.c). */
void	 state_init(struct state *);
void	 state_free(struct state *);
int	 state_find_player(const struct state *, const char *, char *, size_t);
/* ... or exit 2 saying why: a player a command line names. */
int	 state_player_arg(const struct state *, const char *);
const char *state_option(const struct state *, const char *);
const char *phase_name(enum phase);
/* Whose action is due: the answerer, the dog's taker, else the current
 * player. */
int	 turn_whose(const struct state *);
int	 player_name_ok(const char *, struct lerr *);

/* Reading a state (parse.c), checked as a whole (check.c). */
int	 state_parse(struct state *, const char *, size_t, struct lerr *);
int	 state_read(struct state *, FILE *, struct lerr *);
/* From FILE, or from stdin when it is NULL or "-". */
int	 state_load(struct state *, const char *, struct lerr *);
/* The same, and the bytes it read, to be freed (lucky-check). */
int	 state_load_text(struct state *, const char *, char **, size_t *,
	    struct lerr *);
/* Those two steps (load.c): the bytes of FILE, or of stdin (NULL or
 * "-"), to be freed; state_parse of them, their board and deck read
 * first. */
char	*state_text(const char *, size_t *, struct lerr *);
int	 state_parse_text(struct state *, const char *, size_t,
	    struct lerr *);
/* Verify the "sum" line when reading a state (cli.c; -F clears it). */
extern bool lucky_verify_sum;

/* The CRC-32 of a state's body, zlib's (crc32.c). */
uint32_t crc32_of(const char *, size_t);
/* Writing a state (format.c). */
/* The canonical text of a state, written to a growing buffer. */
char	*state_format(const struct state *, size_t *);
bool	 state_body_is(const struct state *, const char *, size_t);
/* Its length, with one more record entry when the string is not NULL. */
size_t	 state_size(const struct state *, const char *);
/* At least that, from the state's numbers, in a few steps. */
size_t	 state_size_bound(const struct state *, const char *);
int	 state_write(const struct state *, FILE *);
/* One more record entry; its words must be one blank apart. */
int	 state_record(struct state *, const char *);
/* The same, of the n bytes at the pointer, which need not end there. */
int	 state_record_n(struct state *, const char *, size_t);

/* What player p may see of a state (view.c, lucky-show --as). */
void	 state_view(const struct state *, int, struct state *);
/* Whose view: a player's name, or "an observer". */
const char *view_who(const struct state *);

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
int	 deal_init(struct deal *, const struct state *, int, struct lerr *);
void	 deal_cards(const struct deal *, uint64_t, struct state *);
void	 deal_cards_record(const struct deal *, const struct state *,
	    uint64_t, struct state *);

/*
 * -i (inplace.c): FILE locked, read, and replaced by a new state (a
 * temporary file, fsync, rename), or left as it was.
 */
struct inplace {
	const char	*given;			/* the name for messages */
	char		 path[PATH_MAX];	/* through symbolic links */
	int		 fd;			/* locked */
	mode_t		 mode;
};
int	 inplace_load(struct state *, struct inplace *, const char *,
	    struct lerr *);
int	 inplace_save(const struct state *, struct inplace *, struct lerr *);

/* Setting up a new game (setup.c). */
struct newgame {
	const char	*rules, *board, *deck;
	const char	*players[LUCKY_MAXPLAYERS + 1];
	int		 nplayers;
	uint64_t	 seed;
	struct option_set opt;
};

int	 game_new(struct state *, const struct newgame *, struct lerr *);

/*
 * A game composed from a position (position.c, lucky-new --position):
 * the position file read, its other cards shuffled from the seed (NULL:
 * the position's "seed" line, else a fresh one).  The errors are each
 * card given twice, all of them, or the one that stopped the reading.
 */
struct position_errors {
	struct lerr	 e[LUCKY_MAXCARDS];
	int		 n;
};
int	 position_load(struct state *, const char *, const uint64_t *,
	    struct position_errors *);
int	 position_new(struct state *, const char *, size_t, const uint64_t *,
	    struct position_errors *);
/* A composed state's start again, by the rule set given (its own, or
 * the one an escape game began as), for its replay. */
int	 position_start(const struct state *, const char *, struct state *,
	    struct lerr *);
/* Replaying a state's record from its setup (replay.c, lucky-check). */
int	 state_replay(const struct state *, struct state *, struct lerr *);
/* The setup it replays from: 0, or -1 with the reason in the lerr. */
int	 replay_setup(const struct state *, struct state *, struct lerr *);
/* The state without its last n actions, replayed (undo.c, lucky-undo):
 * ACT_OK, ACT_REFUSED or ACT_BAD with the reason in the lerr. */
int	 state_undo(const struct state *, int, struct state *, struct lerr *);

/* --- the engine (engine.c) and the turns (turn.c) --- */

/* Results of an action: done, refused by the rules, malformed. */
#define ACT_OK		0
#define ACT_REFUSED	1
#define ACT_BAD		2

/* The pawn a move moves: a seat (the player's own), or one of these. */
#define PAWN_LUCKY	(-2)
#define PAWN_DOG	(-3)
#define PAWN_CAT	(-4)
const char *pawn_name(const struct state *, int);
/* Where a pawn stands: Lucky's, a pet's or a seat's space. */
int	*pawn_space(struct state *, int);
/* RULES A.4: 1 + the motives under the character card */
int	 base_strength(const struct state *, int);
int	 turn_move(struct state *, int, const int *, int, int, const int *,
	    int, struct lerr *);
int	 turn_attempt(struct state *, int, bool, const int *, int,
	    struct lerr *);
int	 turn_foil(struct state *, int, const int *, int, struct lerr *);
int	 turn_pass(struct state *, int, struct lerr *);
int	 turn_end(struct state *, int, bool, int, struct lerr *);
int	 turn_take(struct state *, int, const int *, int, struct lerr *);
/* RULES A.14: an attack on another player in the escape game */
int	 turn_attack(struct state *, int, int, const int *, int,
	    struct lerr *);
int	 turn_next_player(const struct state *);
bool	 turn_can_attempt(const struct state *, int, bool, char *, size_t);
/* May p attack the target (PAWN_LUCKY, PAWN_DOG or a seat) now? */
bool	 turn_can_attack(const struct state *, int, int, char *, size_t);
/* RULES A.11: play the strangers' turns and answers that are due */
void	 turn_settle(struct state *);
/* Called with the state before each step turn_settle plays for a
 * stranger, when not NULL (narrate.c tells the steps). */
extern void	(*turn_watch)(const struct state *, void *);
extern void	*turn_watch_arg;

/* --- actions (action.c) --- */

/*
 * Apply one action given as words ("move", "ann", "-c", "m03", "kitchen"):
 * the same path for a command line and for a record line.  The state
 * gets the canonical record line.  Returns ACT_OK, ACT_REFUSED or ACT_BAD
 * with the reason in the lerr; the state is unchanged unless ACT_OK.
 */
int	 action_apply(struct state *, int, char **, bool, char *, size_t,
	    struct lerr *);
/* The same without keeping the state when the action fails (a replay). */
int	 action_replay(struct state *, int, char **, char *, size_t,
	    struct lerr *);
/* Whose action it is when no -p names one (the escape's starter). */
int	 action_whose(const struct state *, const char *);
/* A program's whole run (run.c): load, apply, write; the exit status. */
#define ACT_DRY		1	/* -n: only say what would be done */
#define ACT_INPLACE	2	/* -i: rewrite the -f file */
#define ACT_VERBOSE	4	/* -v: the action told on stderr */
int	 action_main(const char *, int, char **, int);

/* The options every action program takes: -F, -f, -i, -n, -p, -v (their
 * entries in the tables of actopts.c). */
struct act_options {
	const char	*file;
	char		*player;
	int		 flags;
};
/* Take one of the shared options; false for -h and any other. */
bool	 action_option(int, char *, struct act_options *);
/* The next of the program's own options, the shared ones taken. */
int	 action_next(struct cli_parse *, struct act_options *);
/* The words (words[1] set to -p's player), then the operands, played by
 * action_main; the words, from xcalloc with room for the operands, freed. */
int	 action_run(const struct act_options *, char **, int, int, char **);

/* --- the game in words (narrate.c; lucky-show(1) --log) --- */

#define NARRATE_MAX	4096	/* a sentence, longer ones cut */
/*
 * One record entry as one sentence: what its action did and what
 * followed (the card drawn, Doctor Lucky's walk, who plays next and
 * why, the strangers' steps), the entry applied to the state before it;
 * told to player as (NOBODY: everything), a card another drew is "a
 * card".  ACT_OK, or action_apply's refusal with the reason.
 */
int	 narrate_entry(const struct state *, const char *, int, char *,
	    size_t, struct lerr *);
/* An entry from its words alone (a view has no past to replay). */
void	 narrate_words(const struct state *, const char *, char *, size_t);
/* The record from entry from (0: all) on, a line an entry after the
 * prefix: replayed from the setup, or from the words in a view.  0, or
 * -1 with the reason. */
int	 narrate_record(const struct state *, int, int, const char *, FILE *,
	    struct lerr *);
/* A new game: the rules, the players, Doctor Lucky, who plays. */
void	 narrate_start(const struct state *, char *, size_t);
/* Whose action is due, appended as a clause or in place of buf. */
void	 narrate_whose(const struct state *, char *, size_t, bool);

/* --- sight (sight.c) --- */

/* Does a watcher in the first space see the second (not symmetric,
 * RULES A.12)? */
bool	 state_sees(const struct state *, int, int);
/* Bit i set: player i sees space s (excluding player except). */
uint32_t players_seeing(const struct state *, int, int);
int	 lucky_next_room(const struct state *, int);
/* RULES A.11: a stranger's way, down the numbers */
int	 stranger_next_room(const struct state *, int);

/* --- what-if queries (reach.c) --- */

/* The cheapest way to a space this turn: cards and a lucky-move path. */
struct reach_way {
	bool	 ok;
	int	 cards[LUCKY_MAXCARDS];
	int	 ncards;
	int	 path[64];
	int	 npath;
};

struct reach {
	struct reach_way way[LUCKY_MAXSPACES];
};

void	 reach_compute(const struct state *, int, struct reach *);

/* --- the board's map as text (maptext.c, lucky-show -M) --- */

/* The map with the pawns, the key of the ids it does not show and the
 * legend, with outf; the board must have a map. */
void	 map_text(const struct state *);

/* --- orders: a line a person types or mails, as a program's words (order.c) --- */

#define ORDER_MAXWORDS	64
struct order {
	char		 buf[LUCKY_MAXINLINE + 1];	/* the words, each ended */
	char		*word[ORDER_MAXWORDS + 1];	/* NULL after the last */
	int		 nword;
	const char	*prog;		/* order_action: the program, argv[0] */
	char		*argv[ORDER_MAXWORDS + 2];	/* NULL after the last */
	int		 argc;
};

/* Words: blanks between, '' and "" quote, \ takes a character; no expansion. */
int	 order_split(struct order *, const char *, struct lerr *);
/* The verb's program and the words after it, none naming a file, the
 * player or a mode (-f, -i, -F, -p, -n) nor looking like a path. */
int	 order_action(struct order *, struct lerr *);
/* The program of an action's first word, "lucky-move" or "move"; NULL:
 * none. */
const char *order_program(const char *);

/* --- the deal of a game by mail (commit.c, lucky-judge(1)) --- */

void	 sha256(const void *, size_t, unsigned char [32]);
void	 sha256_hex(const char *, char [65]);
/* The seed that the judge's secret and the players' contributions (in
 * the order of the seats) deal; -1 when they are too long. */
int	 commit_seed(const char *, char *const [], char *const [], int,
	    uint64_t *);

/* --- running the toolkit's programs (spawn.c) --- */

struct spawnbuf {
	char	*s;		/* a string once spawn_run filled it */
	size_t	 len, cap;
};

void	 spawnbuf_add(struct spawnbuf *, const char *, size_t);
/* The directory of the running program, where its fellows are. */
void	 spawn_bindir(char *, size_t);
/* argv[0] from the directory, else on PATH; its stdin, stdout, stderr
 * (NULL: /dev/null, ours, ours); the exit status. */
int	 spawn_run(const char *, char *[], const struct spawnbuf *,
	    struct spawnbuf *, struct spawnbuf *);
/* The same, the program stopped (status 128 + SIGKILL) after the
 * milliseconds given (none: negative). */
int	 spawn_run_limit(const char *dir, char *argv[],
	    const struct spawnbuf *in, struct spawnbuf *out,
	    struct spawnbuf *errout, int msec);

/* --- output helpers (util.c) --- */

void	*xcalloc(size_t, size_t);
void	*xreallocarray(void *, size_t, size_t);
char	*xstrdup(const char *);
int	 fshut(FILE *, const char *);
/* Closed standard descriptors kept closed, their slots taken. */
void	 std_fds(void);
/* The output held in memory until the run succeeded, then stdout. */
FILE	*out_hold(void);
int	 outf(const char *, ...) __attribute__((format(printf, 1, 2)));
int	 out_commit(void);
/* The 95% Wilson score interval of the share k of n, in [0, 1]. */
void	 share_interval(long, long, double *, double *);

/*
 * Whether the word w, of n characters, is the string literal lit: the
 * lengths, then a memcmp of a constant size, which the compiler writes
 * inline.  strcmp against a literal is a call, and costs twice as much
 * when the linker puts the literal (merged into the tail of a longer
 * string) at the end of a page; the verbs and keys of a state are
 * compared so for each line and each entry replayed.
 */
#define WORD_IS(w, n, lit)						\
	((n) == sizeof(lit) - 1 && memcmp((w), (lit), sizeof(lit) - 1) == 0)

#endif
