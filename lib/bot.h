/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

#ifndef LUCKY_BOT_H
#define LUCKY_BOT_H

#include "play.h"

#if defined(LUCKY_LAYER) && LUCKY_LAYER < 8
#error "bot.h is the play layer's: this file is below it (HACKING)"
#endif

/*
 * Players played by the program (bot.c): lucky-bot(1) asks for one
 * action, lucky-sim(1) plays whole games with them.  A bot reads the
 * state and chooses an action for whoever must act now (turn_whose);
 * the turn engine (turn.c) is the judge of every action it chooses.
 */

#define BOT_RANDOM	0	/* uniform among a reasonable set */
#define BOT_GREEDY	1	/* seeks unseen attempts, rides Lucky */
#define BOT_SEARCH	2	/* looks ahead: botsearch.c */
#define BOT_NSTRATEGIES	3

#define BOT_MAXCAND	48	/* the candidates a search weighs */
#define BOT_BUDGET	20000	/* playouts a decision, by default */
#define BOT_MAXBUDGET	10000000

struct bot;

/* A strategy by name ("random", "greedy"), or -1. */
int	 bot_strategy(const char *name);
const char *bot_strategy_name(int s);

struct bot *bot_new(uint64_t seed);
void	 bot_free(struct bot *bt);
void	 bot_seed(struct bot *bt, uint64_t seed);
/* A seed made from a state's position and generator: the same state
 * gives the same seed. */
uint64_t bot_state_seed(const struct state *st);

/*
 * Choose an action for turn_whose(st) with the strategy.  The state is
 * used as a scratch pad and left exactly as it was.  Returns 0, or -1
 * when the game is over.
 */
int	 bot_choose(struct bot *bt, struct state *st, int strategy,
	    struct action *a);
/* An action that the rules always accept: end the turn, pass, or take
 * no token (foiling with every card when the rules forbid passing). */
void	 bot_fallback(const struct state *st, struct action *a);
/*
 * search (botsearch.c): the candidate actions of turn_whose(st), each
 * with the playouts it won of those it played, from the deals of what
 * that player knows only; best first.  budget playouts in all, seed
 * mixed with the player's view.  Returns the number of candidates, or
 * -1 with e (the game is over, a view of another player).  bot_choose()
 * with BOT_SEARCH plays greedy; bot_search_choose() searches.
 */
struct bot_ranked {
	struct action a;
	long		 wins;
	long		 n;
};
int	 bot_search(const struct state *st, long budget, uint64_t seed,
	    struct bot_ranked *r, struct lerr *e);
/* The playouts the action of the words won of n, on the deals the
 * search plays its candidates' from (the same seed): 0, or -1. */
int	 bot_search_eval(const struct state *st, char **w, int nw, long n,
	    uint64_t seed, long *wins, struct lerr *e);
/* The first of them; 0, or -1. */
int	 bot_search_choose(const struct state *st, long budget, uint64_t seed,
	    struct action *a);

#endif
