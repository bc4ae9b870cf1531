/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

#ifndef LUCKY_STATE_H
#define LUCKY_STATE_H

#include "rules.h"

/*
 * The state layer: a game's state in memory, read, checked, written,
 * seen by a player, rewritten in place; the map as text.
 */
#if defined(LUCKY_LAYER) && LUCKY_LAYER < 3
#error "state.h is the state layer's: this file is below it (HACKING)"
#endif

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
	/* a view's "told" lines: each record entry as its player was told
	 * it (lucky-show --log), a sentence and a newline each, in the
	 * record's order; NULL when it has none (narrate.c, view_told) */
	char		*told;
	bool		 has_sum;	/* the file had a sum line */
	bool		 sum_ok;	/* ... and it matched */
};

/* The verbs of the record (lucky-state(5)), its entries' first word
 * (state.c), the rows of the table of verbs (verbs.c). */
enum verb { VERB_MOVE, VERB_ATTEMPT, VERB_FOIL, VERB_PASS, VERB_END,
    VERB_TAKE, VERB_ESCAPE, VERB_N };
/* The record's words for the verbs (verb_names), which lucky-attempt's
 * options --foil and --pass spell alike (verbs.c): one spelling. */
#define VERB_WORD_FOIL	"foil"
#define VERB_WORD_PASS	"pass"
extern const char *const verb_names[VERB_N];

/* The state in memory (state.c). */
void	 state_init(struct state *st);
void	 state_free(struct state *st);
int	 state_find_player(const struct state *st, const char *q, char *msg,
	    size_t size);
/* ... or exit 2 saying why: a player a command line names. */
int	 estate_player_arg(const struct state *st, const char *arg);
const char *state_option(const struct state *st, enum option_id id);
const char *phase_name(enum phase p);
/* Whose action is due: the answerer, the dog's taker, else the current
 * player. */
int	 turn_whose(const struct state *st);
int	 player_name_ok(const char *s, struct lerr *e);

/* Reading a state (parse.c), checked as a whole (check.c). */
int	 state_parse(struct state *st, const char *buf, size_t len,
	    struct lerr *e);
int	 state_read(struct state *st, FILE *fp, struct lerr *e);
/* From FILE, or from stdin when it is NULL or "-". */
int	 state_load(struct state *st, const char *path, struct lerr *e);
/* Those two steps (load.c): the bytes of FILE, or of stdin (NULL or
 * "-"), to be freed; state_parse of them, their board and deck read
 * first. */
char	*state_text(const char *path, size_t *lenp, struct lerr *e);
int	 state_parse_text(struct state *st, const char *buf, size_t len,
	    struct lerr *e);
/* Verify the "sum" line when reading a state (cli.c; -F clears it). */
extern bool lucky_verify_sum;

/* Writing a state (format.c). */
/* The canonical text of a state, written to a growing buffer. */
char	*state_format(const struct state *st, size_t *lenp);
bool	 state_body_is(const struct state *st, const char *text, size_t len);
/* Its length, with one more record entry when the string is not NULL. */
size_t	 state_size(const struct state *st, const char *extra);
/* At least that, from the state's numbers, in a few steps. */
size_t	 state_size_bound(const struct state *st, const char *extra);
int	 state_write(const struct state *st, FILE *fp);
/* One more record entry; its words must be one blank apart. */
int	 state_record(struct state *st, const char *line);
/* The same, of the n bytes at the pointer, which need not end there. */
int	 state_record_n(struct state *st, const char *line, size_t n);

/* What player p may see of a state (view.c, lucky-show --as). */
void	 state_view(const struct state *src, int p, struct state *dst);
/* Whose view: a player's name, or "an observer". */
const char *view_who(const struct state *st);


/* The pawn a move moves: a seat (the player's own), or one of these. */
#define PAWN_LUCKY	(-2)
#define PAWN_DOG	(-3)
#define PAWN_CAT	(-4)

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
int	 inplace_load(struct state *st, struct inplace *ip, const char *given,
	    struct lerr *e);
int	 inplace_save(const struct state *st, struct inplace *ip,
	    struct lerr *e);

/* --- the board's map as text (maptext.c, lucky-show -M) --- */


#endif
