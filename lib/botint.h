/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

#ifndef LUCKY_BOTINT_H
#define LUCKY_BOTINT_H

#include "bot.h"

#if defined(LUCKY_LAYER) && LUCKY_LAYER < 8
#error "botint.h is the play layer's: this file is below it (HACKING)"
#endif

/*
 * Inside the bots (bot.h): what the strategies share (botcore.c), and
 * each strategy's entry points (botrandom.c, botgreedy.c, botescape.c),
 * which bot.c calls by the strategy asked for.
 *
 * Legality is never decided here: the bots ask the engine's own
 * functions and the rule set's hooks (turn_can_attempt, turn_can_attack,
 * players_seeing, turn_next_player, lucky_next_room, HOOKS(st)->
 * draw_refusal, move_refusal, foil_points, answer_refusal,
 * attempt_value), on the state itself with a pawn put where it would
 * stand and put back at once: every one of them reads the state and
 * changes nothing, so no state is copied to ask "what if".  What a bot
 * builds itself is only the search: the ways to pay for a path with the
 * cards of a hand (RULES C.5, A.5) over the board's bit masks.
 */

#define BIT(i)		(UINT64_C(1) << (i))
#define MAXMOVERS	16	/* move and room cards looked at */
#define MAXSTEPCARDS	8	/* move cards combined to pay steps */
#define MAXWAYS		64
#define MAXFOIL		32	/* cards looked at for an answer */
#define MAXNEED		64
#define FAR		255

/* A card that moves a pawn: the steps it pays, the room it jumps to. */
struct mover {
	int	 card;
	int	 steps;		/* 0: pays no step */
	int	 room;		/* NOWHERE: no jump */
	bool	 room_card;	/* always a jump (RULES C.5) */
};

/* A way to move a pawn to a space: the cards (bits of the movers), the
 * free step, and the card that jumps first, then steps. */
struct way {
	uint32_t mask;
	bool	 free;
	int	 jump;		/* mover index, or -1 */
	int	 cost;		/* cards played */
	int	 waste;		/* steps paid and not needed */
};

struct bot {
	struct rng	 rng;
	/* the board as this game has it: locked rooms left out (A.2) */
	const struct board *b;
	uint64_t	 locked;
	uint64_t	 open;
	uint64_t	 adj[LUCKY_MAXSPACES];
	unsigned char	 dist[LUCKY_MAXSPACES][LUCKY_MAXSPACES];
	int		 next[LUCKY_MAXSPACES];	/* lucky_next_room */
	/* the hand of the player who acts, for one decision */
	struct mover	 mv[MAXMOVERS];
	int		 nmv;
	uint32_t	 stepmask;
};

static inline int
lowbit(uint64_t m)
{
	return __builtin_ctzll(m);
}

static inline int
popcount(uint32_t m)
{
	return __builtin_popcount(m);
}

/* botcore.c */
/* The board without the locked rooms (RULES A.2), when it changed. */
void	 bot_board(struct bot *bt, const struct state *st);
/* The move and room cards of p's hand, which pay steps or jump. */
void	 bot_scan_hand(struct bot *bt, const struct state *st, int p);
int	 bot_step_ways(const struct bot *bt, int d, uint32_t cards,
	    bool usefree, int jump, struct way *w, int n);
/* The ways to move a pawn from a to t with the movers given. */
int	 bot_ways(const struct bot *bt, int a, int t, uint32_t avail,
	    bool usefree, bool canjump, struct way *w);
bool	 bot_way_better(const struct way *a, const struct way *b);
int	 bot_best_way(const struct way *w, int n, uint32_t forbid,
	    bool nofree);
void	 bot_way_action(const struct bot *bt, int p, int pawn, int a, int t,
	    const struct way *w, struct action *act);
void	 bot_end_action(struct state *st, int p, int dogstep,
	    struct action *a);
int	 bot_card_worth(const struct state *st, int c);
/* What the players between two seats may hold against an attempt. */
int	 bot_foil_capacity(const struct state *st, int p, int from, int until);
/* The weapons for an attempt by p where p stands; its value. */
int	 bot_choose_weapons(struct state *st, int p, int cap, int *w, int *nw);
/* The cheapest cards of p's hand that reach the points needed. */
int	 bot_cheapest_foil(const struct state *st, int p, int need, int *out);
void	 bot_foil_action(int p, const int *cards, int n, struct action *a);
/* A random path of n steps for a pawn from a. */
int	 bot_random_walk(struct bot *bt, int a, int n, int *path);

/* botrandom.c */
void	 bot_random_turn(struct bot *bt, struct state *st, int p,
	    struct action *a);
bool	 bot_random_foils(struct bot *bt, const struct state *st, int p,
	    int need);
void	 bot_random_take(struct bot *bt, const struct state *st, int p,
	    struct action *a);

/* botgreedy.c */
void	 bot_greedy_turn(struct bot *bt, struct state *st, int p,
	    struct action *a);
bool	 bot_greedy_foils(struct bot *bt, const struct state *st, int p,
	    int need);
void	 bot_greedy_take(struct bot *bt, const struct state *st, int p,
	    struct action *a);

/* botescape.c: RULES A.14, random or greedy as the strategy says */
void	 bot_escape_turn(struct bot *bt, struct state *st, int p, int strategy,
	    struct action *a);

#endif
