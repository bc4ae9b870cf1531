/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

#ifndef LUCKY_TURN_H
#define LUCKY_TURN_H

#include "state.h"

/*
 * The engine and the turns: what a pawn is and where it stands, the
 * turn engine's actions, sight, a new game and a game from a position.
 */
#if defined(LUCKY_LAYER) && LUCKY_LAYER < 4
#error "turn.h is the engine layer's: this file is below it (HACKING)"
#endif

/* --- the engine (engine.c) and the turns (turn.c) --- */

/* Results of an action: done, refused by the rules, malformed. */
#define ACT_OK		0
#define ACT_REFUSED	1
#define ACT_BAD		2

const char *pawn_name(const struct state *st, int pawn);
/* Where a pawn stands: Lucky's, a pet's or a seat's space. */
int	*pawn_space(struct state *st, int pawn);
/* RULES A.4: 1 + the motives under the character card */
int	 base_strength(const struct state *st, int p);
int	 turn_move(struct state *st, int p, const int *cards, int ncards,
	    int pawn, const int *path, int npath, struct lerr *e);
int	 turn_attempt(struct state *st, int p, bool on_dog, const int *weapons,
	    int nweapons, struct lerr *e);
int	 turn_foil(struct state *st, int p, const int *cards, int n,
	    struct lerr *e);
int	 turn_pass(struct state *st, int p, struct lerr *e);
int	 turn_end(struct state *st, int p, bool draw, int dogstep,
	    struct lerr *e);
int	 turn_take(struct state *st, int p, const int *cards, int n,
	    struct lerr *e);
/* RULES A.14: an attack on another player in the escape game */
int	 turn_attack(struct state *st, int p, int target, const int *weapons,
	    int nweapons, struct lerr *e);
int	 turn_next_player(const struct state *st);
bool	 turn_can_attempt(const struct state *st, int p, bool on_dog,
	    char *why, size_t size);
/* May p attack the target (PAWN_LUCKY, PAWN_DOG or a seat) now? */
bool	 turn_can_attack(const struct state *st, int p, int target, char *why,
	    size_t size);
/* Called with the state before each step turn_settle plays for a
 * stranger, when not NULL (narrate.c tells the steps). */
extern void	(*turn_watch)(const struct state *st, void *arg);
extern void	*turn_watch_arg;

/* --- sight (sight.c) --- */

/* Does a watcher in the first space see the second (not symmetric,
 * RULES A.12)? */
bool	 state_sees(const struct state *st, int from, int to);
/* Bit i set: player i sees space s (excluding player except). */
uint32_t players_seeing(const struct state *st, int s, int except);
int	 lucky_next_room(const struct state *st, int from);
/* RULES A.11: a stranger's way, down the numbers */
int	 stranger_next_room(const struct state *st, int from);


/* Setting up a new game (setup.c). */
struct newgame {
	const char	*rules, *board, *deck;
	const char	*players[LUCKY_MAXPLAYERS + 1];
	int		 nplayers;
	uint64_t	 seed;
	struct option_set opt;
};

int	 game_new(struct state *st, const struct newgame *ng, struct lerr *e);

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
int	 position_load(struct state *st, const char *path,
	    const uint64_t *seed, struct position_errors *pe);
/* A composed state's start again, by the rule set given (its own, or
 * the one an escape game began as), for its replay. */
int	 position_start(const struct state *st, const char *rules,
	    struct state *out, struct lerr *e);

#endif
