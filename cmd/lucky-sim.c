/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

#include <sys/mman.h>
#ifdef __linux__
#include <sys/prctl.h>
#endif
#include <sys/wait.h>

#include <err.h>
#include <limits.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "bot.h"
#include "botcmd.h"

/*
 * Play many games in one process with the bots (bot.c), the turn
 * functions called directly, and print what happened: wins by seat and
 * by strategy, the length of the games, where Doctor Lucky died.  Game i
 * (from 0) is the game of lucky-new -s SEED+i with players p1, p2, ...,
 * every action the one lucky-bot would print for it; with -j the games
 * are shared out among worker processes and their counts added, so the
 * output does not depend on the number of jobs.
 *
 * With -f the games are continuations of a state instead: game i is the
 * state with the cards its player cannot see dealt afresh from the seed
 * SEED+i (deal.c), or as they lie, played on by the bots.
 */

#define MAXTURNS	5000	/* longer: unfinished */
#define MAXJOBS		64
#define MAXWORDS	(2 * LUCKY_MAXCARDS + ACTION_MAXPATH + 8)

enum { OUT_TABLE, OUT_CSV, OUT_GAMES };

/* What the games of one worker came to. */
struct tally {
	long		 games, finished, refused, forfeits;
	long		 wins[LUCKY_MAXPLAYERS];
	long		 room[LUCKY_MAXSPACES];	/* Lucky's, or the
						 * winner's (RULES A.14) */
	long long	 turns_sum, attempts_sum;
	long		 turns[MAXTURNS + 2];	/* finished games */
	long		 attempts[MAXTURNS + 2];
};

/* One game, for -O games. */
struct result {
	int		 winner;	/* NOBODY: unfinished */
	int		 turns, attempts, room;
};

#define STRANGER	BOT_NSTRATEGIES	/* played by the rules (A.11) */
#define CMDBOT(k)	(STRANGER + 1 + (k))	/* a program (botcmd.c) */
#define MAXSTRAT	CMDBOT(LUCKY_MAXPLAYERS)
static struct botcmd cmds[LUCKY_MAXPLAYERS];	/* "cmd:PATH ARG ..." */
static char cmdname[LUCKY_MAXPLAYERS][300];
static int ncmds;

struct sim {
	struct newgame	 ng;
	uint64_t	 seed;
	long		 ngames;
	int		 strategy[LUCKY_MAXPLAYERS];	/* by player */
	int		 nseats;			/* of the state */
	char		 seat[LUCKY_MAXPLAYERS][LUCKY_MAXIDLEN + 1];
	int		 seatstrategy[LUCKY_MAXPLAYERS];
	int		 jobs;
	long		 budget;	/* of the search seats */
	bool		 check;
	struct result	*results;	/* -O games, shared */
	const char	*where;		/* where a game is won, in words */
	/* -f: the state the games go on from, and how its cards are dealt */
	const char	*file;
	const struct state *from;
	struct deal	*deal;
	int		 startturn;	/* 0: whole games */
};

static char names[LUCKY_MAXPLAYERS][LUCKY_MAXIDLEN + 1];

static const char *
strategy_name(int s)
{
	if (s >= CMDBOT(0))
		return cmdname[s - CMDBOT(0)];
	return s == STRANGER ? "stranger" : bot_strategy_name(s);
}

/*
 * The seats as the rule set sets them: the players in order, and under
 * the anniversary rules with two players a stranger after each (A.11).
 */
static void
set_seats(struct sim *sm, const struct state *st)
{
	int i, k;

	sm->nseats = st->nplayers;
	for (i = 0; i < st->nplayers; i++) {
		strlcpy(sm->seat[i], st->p[i].name, sizeof(sm->seat[i]));
		sm->seatstrategy[i] = STRANGER;
		if (st->p[i].stranger)
			continue;
		for (k = 0; k < sm->ng.nplayers; k++)
			if (strcmp(names[k], st->p[i].name) == 0)
				sm->seatstrategy[i] = sm->strategy[k];
	}
}

/* The seed of game i: SEED+i, kept within lucky-new's 0..2^63-1. */
static uint64_t
game_seed(const struct sim *sm, long i)
{
	return (sm->seed + (uint64_t)i) & 0x7fffffffffffffffULL;
}

/*
 * One action of the game with -c: through the words a program gives
 * action_apply, so that the state keeps its record.
 */
static int
apply_words(struct state *st, const struct action *a, struct lerr *e)
{
	char *words[MAXWORDS], rec[LUCKY_MAXENTRY + 2];
	int n;

	if ((n = action_words(st, a, words, MAXWORDS)) < 0)
		return lerr_msg(e, NULL, 0, MSG_TOO_MANY_WORDS), ACT_BAD;
	return action_apply(st, n, words, false, rec, sizeof(rec), e);
}

/* With -c: the record replays to exactly this state (lucky-check). */
static void
check_replay(const struct state *st, long i, uint64_t seed)
{
	struct state re;
	struct lerr e;
	char *a, *b;
	size_t la, lb;
	int ret;

	if ((ret = state_replay(st, &re, &e)) != 0)
		errx(1, "game %ld (seed %llu): record entry %d does not "
		    "replay: %s", i, (unsigned long long)seed, ret, e.msg);
	a = state_format(st, &la);
	b = state_format(&re, &lb);
	if (la != lb || memcmp(a, b, la) != 0)
		errx(1, "game %ld (seed %llu): the record replays to another "
		    "state", i, (unsigned long long)seed);
	free(a);
	free(b);
	state_free(&re);
}

/* Where the game was won: where Doctor Lucky died, or, where he hunts
 * (RULES A.14), where the last one alive stood. */
static int
won_in(const struct state *st)
{
	return rules_has(st->rules, RULE_LUCKY_HUNTS) ?
	    st->p[st->winner].room : st->lucky;
}

static void
play_game(const struct sim *sm, struct bot *bt, long i, struct tally *t)
{
	struct newgame ng = sm->ng;
	struct state st;
	struct action a;
	struct lerr e;
	int ret, attempts = 0, s, turns;

	ng.seed = game_seed(sm, i);
	if (sm->deal != NULL) {
		if (sm->check)
			deal_cards_record(sm->deal, sm->from, ng.seed, &st);
		else
			deal_cards(sm->deal, ng.seed, &st);
	} else if (game_new(&st, &ng, &e) == -1)
		errx(2, "game %ld: %s", i, e.msg);
	while (st.phase != PHASE_OVER &&
	    st.turn - sm->startturn <= MAXTURNS &&
	    st.nrecord < LUCKY_MAXRECORD) {
		s = sm->seatstrategy[turn_whose(&st)];
		/* the random numbers lucky-bot would use on this state */
		if (s == BOT_RANDOM)
			bot_seed(bt, bot_state_seed(&st));
		if (s >= CMDBOT(0)) {
			/* a program: its bad line, crash or delay forfeits */
			if (botcmd_play(&cmds[s - CMDBOT(0)], &st, &e) == -1) {
				warnx("game %ld, seed %llu: seat %d (%s, %s) "
				    "forfeits: %s", i, (unsigned long long)
				    ng.seed, turn_whose(&st) + 1,
				    st.p[turn_whose(&st)].name,
				    strategy_name(s), e.msg);
				t->forfeits++;
				break;
			}
			continue;
		}
		if (s == BOT_SEARCH && bot_search_choose(&st, sm->budget, 0,
		    &a) == 0)
			;	/* what lucky-bot -S search plays */
		else if (s == STRANGER || bot_choose(bt, &st, s, &a) == -1)
			errx(2, "game %ld: no action for %s", i,
			    st.p[turn_whose(&st)].name);
		ret = sm->check ? apply_words(&st, &a, &e) :
		    action_play(&st, &a, &e);
		if (ret != ACT_OK) {
			t->refused++;
			bot_fallback(&st, &a);
			ret = sm->check ? apply_words(&st, &a, &e) :
			    action_play(&st, &a, &e);
			if (ret != ACT_OK)
				errx(2, "game %ld: no action accepted: %s", i,
				    e.msg);
		}
		if (a.verb == VERB_ATTEMPT && a.target != PAWN_DOG)
			attempts++;
	}
	/* a continuation's record does not replay from the seed */
	if (sm->check && sm->deal == NULL)
		check_replay(&st, i, ng.seed);
	t->games++;
	turns = st.turn - sm->startturn;
	if (st.phase == PHASE_OVER) {
		t->finished++;
		t->wins[st.winner]++;
		t->room[won_in(&st)]++;
		t->turns_sum += turns;
		t->attempts_sum += attempts;
		t->turns[turns > MAXTURNS ? MAXTURNS + 1 : turns]++;
		t->attempts[attempts > MAXTURNS ? MAXTURNS + 1 : attempts]++;
	}
	if (sm->results != NULL) {
		sm->results[i].winner = st.phase == PHASE_OVER ? st.winner :
		    NOBODY;
		sm->results[i].turns = turns;
		sm->results[i].attempts = attempts;
		sm->results[i].room = st.phase == PHASE_OVER ? won_in(&st) :
		    st.lucky;
	}
	state_free(&st);
}

static void
progress(long done, long total)
{
	fprintf(stderr, "\r%s: %ld/%ld games", getprogname(), done, total);
}

/* The games of job j of the jobs: j, j+jobs, j+2*jobs ... */
static void
run_job(const struct sim *sm, int j, struct tally *t, bool show)
{
	struct bot *bt = bot_new(0);
	struct timespec last, now;
	long i;

	clock_gettime(CLOCK_MONOTONIC, &last);
	for (i = j; i < sm->ngames; i += sm->jobs) {
		play_game(sm, bt, i, t);
		if (show && (t->games & 255) == 0) {
			clock_gettime(CLOCK_MONOTONIC, &now);
			if (now.tv_sec != last.tv_sec) {
				progress(t->games, sm->ngames);
				last = now;
			}
		}
	}
	bot_free(bt);
}

static void *
shared(size_t size)
{
	void *p;

	p = mmap(NULL, size, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANON,
	    -1, 0);
	if (p == MAP_FAILED)
		err(2, "mmap");
	return p;
}

static long
sum_games(struct tally *t, int jobs)
{
	long n = 0;
	int j;

	for (j = 0; j < jobs; j++)
		n += __atomic_load_n(&t[j].games, __ATOMIC_RELAXED);
	return n;
}

/*
 * The workers die with their parent, however it ends, so that none is
 * left playing at full speed when lucky-sim is killed: each asks the
 * kernel for SIGKILL when its parent dies (Linux: PR_SET_PDEATHSIG) and
 * checks that the parent did not die before it asked; the parent, on
 * SIGHUP, SIGINT or SIGTERM or when a job fails, kills them itself.
 */
static const int	 parent_signals[] = { SIGHUP, SIGINT, SIGTERM };
#define NPARENTSIG (sizeof(parent_signals) / sizeof(parent_signals[0]))
static pid_t		 workers[MAXJOBS];	/* -1 once reaped */
static int		 nworkers;

static void
kill_workers(void)
{
	int j;

	for (j = 0; j < nworkers; j++)
		if (workers[j] > 0)
			(void)kill(workers[j], SIGKILL);
}

/* The parent's handler: the workers first, then the signal's own end. */
static void
parent_killed(int sig)
{
	kill_workers();
	(void)signal(sig, SIG_DFL);
	(void)raise(sig);
}

static void
signals(int how, sigset_t *old)
{
	sigset_t set;
	size_t i;

	sigemptyset(&set);
	for (i = 0; i < NPARENTSIG; i++)
		sigaddset(&set, parent_signals[i]);
	(void)sigprocmask(how, &set, old);
}

/* In a worker, just forked from parent. */
static void
die_with_parent(pid_t parent)
{
#ifdef __linux__
	if (prctl(PR_SET_PDEATHSIG, SIGKILL) == -1)
		_exit(2);
#endif
	if (getppid() != parent)
		_exit(2);
}

/* Fork the jobs, show their progress, wait, add up their counts. */
static void
run(struct sim *sm, struct tally *total, bool show)
{
	struct tally *t;
	struct timespec pause = { 0, 200000000 };
	struct sigaction sa, old;
	sigset_t mask;
	pid_t parent = getpid();
	size_t i;
	int j, k, status, left;

	if (sm->jobs == 1) {
		run_job(sm, 0, total, show);
		return;
	}
	t = shared(sizeof(*t) * (size_t)sm->jobs);
	fflush(stdout);
	/* no signal between a fork and the handler that knows the pid */
	signals(SIG_BLOCK, &mask);
	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = parent_killed;
	sigemptyset(&sa.sa_mask);
	for (i = 0; i < NPARENTSIG; i++)
		if (sigaction(parent_signals[i], NULL, &old) == 0 &&
		    old.sa_handler != SIG_IGN)
			(void)sigaction(parent_signals[i], &sa, NULL);
	for (j = 0; j < sm->jobs; j++) {
		if ((workers[j] = fork()) == -1) {
			kill_workers();
			err(2, "fork");
		}
		if (workers[j] == 0) {
			/* the worker: signals as lucky-sim got them */
			for (i = 0; i < NPARENTSIG; i++)
				if (sigaction(parent_signals[i], NULL, &old) ==
				    0 && old.sa_handler == parent_killed)
					(void)signal(parent_signals[i],
					    SIG_DFL);
			(void)sigprocmask(SIG_SETMASK, &mask, NULL);
			die_with_parent(parent);
			run_job(sm, j, &t[j], false);
			_exit(0);
		}
		nworkers = j + 1;
	}
	(void)sigprocmask(SIG_SETMASK, &mask, NULL);
	for (left = sm->jobs; left > 0;) {
		for (j = 0; j < sm->jobs; j++) {
			if (workers[j] == -1 || waitpid(workers[j], &status,
			    WNOHANG) != workers[j])
				continue;
			workers[j] = -1;
			if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
				kill_workers();
				errx(2, "job %d failed", j + 1);
			}
			left--;
		}
		if (left > 0) {
			if (show)
				progress(sum_games(t, sm->jobs), sm->ngames);
			nanosleep(&pause, NULL);
		}
	}
	for (j = 0; j < sm->jobs; j++) {
		total->games += t[j].games;
		total->finished += t[j].finished;
		total->refused += t[j].refused;
		total->forfeits += t[j].forfeits;
		total->turns_sum += t[j].turns_sum;
		total->attempts_sum += t[j].attempts_sum;
		for (k = 0; k < LUCKY_MAXPLAYERS; k++)
			total->wins[k] += t[j].wins[k];
		for (k = 0; k < LUCKY_MAXSPACES; k++)
			total->room[k] += t[j].room[k];
		for (k = 0; k < MAXTURNS + 2; k++) {
			total->turns[k] += t[j].turns[k];
			total->attempts[k] += t[j].attempts[k];
		}
	}
	munmap(t, sizeof(*t) * (size_t)sm->jobs);
}

/* The nearest-rank percentile of a histogram of n values. */
static int
percentile(const long *h, long n, int pct)
{
	long want = (n * pct + 99) / 100, seen = 0;
	int k;

	if (n == 0)
		return 0;
	if (want < 1)
		want = 1;
	for (k = 0; k < MAXTURNS + 2; k++)
		if ((seen += h[k]) >= want)
			return k;
	return MAXTURNS + 1;
}

static double
share(long part, long whole)
{
	return whole == 0 ? 0.0 : 100.0 * (double)part / (double)whole;
}

/* The strategies in play, each once, in the order of the seats. */
static int
distinct(const struct sim *sm, int *s, int *seats)
{
	int n = 0, i, k;

	for (i = 0; i < sm->nseats; i++) {
		for (k = 0; k < n && s[k] != sm->seatstrategy[i]; k++)
			;
		if (k == n) {
			s[n] = sm->seatstrategy[i];
			seats[n++] = 0;
		}
		seats[k]++;
	}
	return n;
}

static long
strategy_wins(const struct sim *sm, const struct tally *t, int s)
{
	long w = 0;
	int i;

	for (i = 0; i < sm->nseats; i++)
		if (sm->seatstrategy[i] == s)
			w += t->wins[i];
	return w;
}

static const char *
options_text(const struct sim *sm, char *buf, size_t size)
{
	int i;

	buf[0] = '\0';
	for (i = 0; i < sm->ng.opt.n; i++) {
		if (i > 0)
			strlcat(buf, " ", size);
		strlcat(buf, sm->ng.opt.name[i], size);
		if (sm->ng.opt.value[i][0] != '\0') {
			strlcat(buf, "=", size);
			strlcat(buf, sm->ng.opt.value[i], size);
		}
	}
	return buf;
}

static const char *
file_name(const struct sim *sm)
{
	return strcmp(sm->file, "-") == 0 ? "the standard input" : sm->file;
}

/*
 * With -f: the continuations, from where, the rules, the seed; then
 * how the cards were dealt, or who won a game already over.
 */
static void
file_header(const struct sim *sm, const struct tally *t)
{
	const struct state *st = sm->from;
	char buf[200];

	printf("%ld continuations of %s from turn %d, %s rules, %s%s%s"
	    "%d players, seed %llu%s%s\n", t->games, file_name(sm), st->turn,
	    sm->ng.rules, sm->ng.board ? "board " : "",
	    sm->ng.board ? st->board->name : "", sm->ng.board ? ", " : "",
	    sm->ng.nplayers, (unsigned long long)sm->seed,
	    sm->ng.opt.n ? ", options " : "", options_text(sm, buf,
	    sizeof(buf)));
	if (st->phase == PHASE_OVER)
		printf("the game is over: %s %s\n", st->p[st->winner].name,
		    st->rules->words.won);
	else if (sm->deal->player == NOBODY)
		printf("%s to play; the cards as they lie in the master state "
		    "(--as deals them afresh)\n", st->p[turn_whose(st)].name);
	else
		printf("%s to play; the cards %s cannot see dealt afresh\n",
		    st->p[turn_whose(st)].name,
		    st->p[sm->deal->player].name);
}

static void
print_table(const struct sim *sm, const struct board *b,
    const struct tally *t)
{
	char buf[200];
	int s[MAXSTRAT], nseat[MAXSTRAT], ns, i, k, best;
	long room[LUCKY_MAXSPACES];
	double lo, hi;

	if (sm->file != NULL)
		file_header(sm, t);
	else
		printf("%ld games, %s rules, %s%s%s%d players, seed %llu"
		    "%s%s\n", t->games, sm->ng.rules, sm->ng.board ?
		    "board " : "", sm->ng.board ? b->name : "",
		    sm->ng.board ? ", " : "", sm->ng.nplayers,
		    (unsigned long long)sm->seed, sm->ng.opt.n ?
		    ", options " : "", options_text(sm, buf, sizeof(buf)));
	printf("finished %ld, unfinished %ld (more than %d turns)\n",
	    t->finished, t->games - t->finished, MAXTURNS);
	if (t->refused > 0)
		printf("actions of the bots the rules refused: %ld\n",
		    t->refused);
	if (t->forfeits > 0)
		printf("games forfeited by a program's seat: %ld\n",
		    t->forfeits);
	printf("\nseat  player     strategy   wins   share%s\n",
	    sm->file != NULL ? "  95% interval" : "");
	for (i = 0; i < sm->nseats; i++) {
		printf("%-5d %-10s %-8s %6ld  %5.1f%%", i + 1, sm->seat[i],
		    strategy_name(sm->seatstrategy[i]), t->wins[i],
		    share(t->wins[i], t->finished));
		if (sm->file != NULL) {
			share_interval(t->wins[i], t->finished, &lo, &hi);
			printf("  %5.1f-%.1f%%", 100.0 * lo, 100.0 * hi);
		}
		printf("\n");
	}
	printf("\nstrategy  seats   wins  per seat\n");
	ns = distinct(sm, s, nseat);
	for (k = 0; k < ns; k++)
		printf("%-8s  %5d %6ld  %7.1f%%\n", strategy_name(s[k]),
		    nseat[k], strategy_wins(sm, t, s[k]),
		    share(strategy_wins(sm, t, s[k]), t->finished) /
		    nseat[k]);
	printf("\n%-10s %8s %6s %6s %6s\n", "length", "mean", "p50", "p90",
	    "p99");
	printf("%-10s %8.2f %6d %6d %6d\n", "turns", t->finished ?
	    (double)t->turns_sum / (double)t->finished : 0.0,
	    percentile(t->turns, t->finished, 50),
	    percentile(t->turns, t->finished, 90),
	    percentile(t->turns, t->finished, 99));
	printf("%-10s %8.2f %6d %6d %6d\n", "attempts", t->finished ?
	    (double)t->attempts_sum / (double)t->finished : 0.0,
	    percentile(t->attempts, t->finished, 50),
	    percentile(t->attempts, t->finished, 90),
	    percentile(t->attempts, t->finished, 99));
	printf("\n%-40s %6s  %6s\n", sm->where, "wins", "share");
	memcpy(room, t->room, sizeof(room));
	/* most first; equal counts in board order */
	for (;;) {
		best = -1;
		for (i = 0; i < b->nspaces; i++)
			if (room[i] > 0 && (best < 0 || room[i] > room[best]))
				best = i;
		if (best < 0)
			break;
		printf("%-40s %6ld  %5.1f%%\n", board_label(b, best, buf,
		    sizeof(buf)), room[best], share(room[best], t->finished));
		room[best] = 0;
	}
}

static void
print_csv(const struct sim *sm, const struct board *b, const struct tally *t)
{
	char buf[200];
	int s[MAXSTRAT], nseat[MAXSTRAT], ns, i, k;
	const char *o;
	double lo, hi;

	printf("section,key,value\n");
	printf("games,played,%ld\n", t->games);
	printf("games,finished,%ld\n", t->finished);
	printf("games,unfinished,%ld\n", t->games - t->finished);
	printf("games,refused,%ld\n", t->refused);
	if (t->forfeits > 0)
		printf("games,forfeited,%ld\n", t->forfeits);
	printf("config,rules,%s\n", sm->ng.rules);
	printf("config,board,%s\n", b->name);
	o = options_text(sm, buf, sizeof(buf));
	printf("config,options,%s\n", *o ? o : "-");
	printf("config,players,%d\n", sm->ng.nplayers);
	printf("config,seed,%llu\n", (unsigned long long)sm->seed);
	if (sm->file != NULL) {
		printf("config,file,%s\n", file_name(sm));
		printf("config,turn,%d\n", sm->from->turn);
		printf("config,to-play,%s\n", sm->from->phase == PHASE_OVER ?
		    "-" : sm->from->p[turn_whose(sm->from)].name);
		printf("config,dealt-as,%s\n", sm->deal->player == NOBODY ?
		    "-" : sm->from->p[sm->deal->player].name);
	}
	for (i = 0; i < sm->nseats; i++) {
		printf("seat-player,%d,%s\n", i + 1, sm->seat[i]);
		printf("seat-strategy,%d,%s\n", i + 1,
		    strategy_name(sm->seatstrategy[i]));
		printf("seat-wins,%d,%ld\n", i + 1, t->wins[i]);
		if (sm->file == NULL)
			continue;
		share_interval(t->wins[i], t->finished, &lo, &hi);
		printf("seat-share,%d,%.2f\n", i + 1,
		    share(t->wins[i], t->finished));
		printf("seat-low,%d,%.2f\n", i + 1, 100.0 * lo);
		printf("seat-high,%d,%.2f\n", i + 1, 100.0 * hi);
	}
	ns = distinct(sm, s, nseat);
	for (k = 0; k < ns; k++) {
		printf("strategy-seats,%s,%d\n", strategy_name(s[k]),
		    nseat[k]);
		printf("strategy-wins,%s,%ld\n", strategy_name(s[k]),
		    strategy_wins(sm, t, s[k]));
	}
	printf("turns,mean,%.2f\n", t->finished ?
	    (double)t->turns_sum / (double)t->finished : 0.0);
	printf("turns,p50,%d\n", percentile(t->turns, t->finished, 50));
	printf("turns,p90,%d\n", percentile(t->turns, t->finished, 90));
	printf("turns,p99,%d\n", percentile(t->turns, t->finished, 99));
	printf("attempts,mean,%.2f\n", t->finished ?
	    (double)t->attempts_sum / (double)t->finished : 0.0);
	printf("attempts,p50,%d\n", percentile(t->attempts, t->finished, 50));
	printf("attempts,p90,%d\n", percentile(t->attempts, t->finished, 90));
	printf("attempts,p99,%d\n", percentile(t->attempts, t->finished, 99));
	for (i = 0; i < b->nspaces; i++)
		printf("room-wins,%s,%ld\n", b->sp[i].id, t->room[i]);
}

static void
print_games(const struct sim *sm, const struct board *b)
{
	const struct result *r;
	long i;

	printf("game,seed,winner,strategy,turns,attempts,room\n");
	for (i = 0; i < sm->ngames; i++) {
		r = &sm->results[i];
		if (r->winner == NOBODY)
			printf("%ld,%llu,-,-,%d,%d,-\n", i,
			    (unsigned long long)game_seed(sm, i), r->turns,
			    r->attempts);
		else
			printf("%ld,%llu,%s,%s,%d,%d,%s\n", i,
			    (unsigned long long)game_seed(sm, i),
			    sm->seat[r->winner],
			    strategy_name(sm->seatstrategy[r->winner]),
			    r->turns, r->attempts, b->sp[r->room].id);
	}
}

/* "greedy,random": the strategies of the seats, round robin. */
static void
parse_strategies(struct sim *sm, char *list)
{
	int s[LUCKY_MAXPLAYERS], n = 0, i;
	char *w;

	ncmds = 0;
	while ((w = strsep(&list, ",")) != NULL) {
		if (strncmp(w, "cmd:", 4) == 0) {
			struct lerr e;

			for (i = 0; i < ncmds && strcmp(cmds[i].spec, w + 4);
			    i++)
				;
			if (i == ncmds && botcmd_parse(&cmds[ncmds++], w + 4,
			    &e) == -1)
				errx(2, "%s", e.msg);
			snprintf(cmdname[i], sizeof(cmdname[i]), "%s", w);
			i = CMDBOT(i);
		} else if ((i = bot_strategy(w)) == -1)
			errx(2, "unknown strategy \"%s\" (random, greedy, "
			    "search, cmd:program)", w);
		if (n == LUCKY_MAXPLAYERS)
			errx(2, "more than %d strategies", LUCKY_MAXPLAYERS);
		s[n++] = i;
	}
	for (i = 0; i < LUCKY_MAXPLAYERS; i++)
		sm->strategy[i] = s[i % n];
}

/* The games from a setup: the rule set, its options, the players. */
static const struct board *
from_setup(struct sim *sm, char **opts, int nopts)
{
	const struct ruleset *rs;
	const struct board *b;
	struct state st;
	struct lerr e;
	int i;

	if (sm->ng.nplayers == 0)
		sm->ng.nplayers = 4;
	if ((rs = rules_find(sm->ng.rules)) == NULL &&
	    rules_near(sm->ng.rules) != NULL)
		errx(2, "unknown rule set \"%s\" (did you mean \"%s\"?)",
		    sm->ng.rules, rules_near(sm->ng.rules));
	if (rs == NULL) {
		fprintf(stderr, "%s: unknown rule set \"%s\" (", getprogname(),
		    sm->ng.rules);
		rules_list(stderr);
		fprintf(stderr, ")\n");
		exit(2);
	}
	sm->ng.rules = rs->name;
	for (i = 0; i < nopts; i++)
		if (option_add(&sm->ng.opt, rs, opts[i], &e) == -1)
			errx(2, "%s", e.msg);
	for (i = 0; i < sm->ng.nplayers; i++) {
		snprintf(names[i], sizeof(names[i]), "p%d", i + 1);
		sm->ng.players[i] = names[i];
	}
	/* the setup is checked once, here, before any job starts */
	sm->ng.seed = sm->seed;
	if (game_new(&st, &sm->ng, &e) == -1)
		lerr_exit(&e);
	b = st.board;
	sm->where = st.rules->words.won_where;
	set_seats(sm, &st);
	state_free(&st);
	return b;
}

/*
 * The games from the state in the file (-f): continuations, their cards
 * dealt afresh as the player of a view or as PLAYER (--as) sees them,
 * or as they lie; the players of the seats are its own.
 */
static const struct board *
from_file(struct sim *sm, const char *as, bool setup)
{
	/* kept to the end, the workers' too */
	static struct state from;
	static struct deal deal;
	struct state *st = &from;
	struct lerr e;
	char buf[512];
	int p, i;

	if (setup)
		errx(2, "the state gives the rules, the board, the options "
		    "and the players: none of them with --file");
	cli_reading(sm->file);
	if (state_load(st, sm->file, &e) == -1)
		lerr_exit(&e);
	p = st->view;
	if (as != NULL && (p = state_find_player(st, as, buf,
	    sizeof(buf))) == -1)
		errx(2, "--as: %s", buf);
	sm->deal = &deal;
	if (deal_init(sm->deal, st, p, &e) == -1)
		errx(2, "%s", e.msg);
	sm->from = st;
	sm->startturn = st->turn;
	sm->ng.rules = st->rules->name;
	if (strcmp(st->board->name, st->rules->board) != 0)
		sm->ng.board = st->board->name;
	sm->ng.opt = st->opt;
	for (i = 0; i < st->nplayers; i++)
		if (!st->p[i].stranger)
			strlcpy(names[sm->ng.nplayers++], st->p[i].name,
			    sizeof(names[0]));
	sm->where = st->rules->words.won_where;
	set_seats(sm, st);
	return st->board;
}

/*
 * --deals: the states the first continuations start from, one after
 * the other, each read back to make sure it is a whole, valid state;
 * held until all are, so that a bad one prints nothing.
 */
static int
print_deals(const struct sim *sm, long n)
{
	struct state st, back;
	struct lerr e;
	FILE *out = eout_hold();
	char *text, buf[512];
	size_t len;
	long i;

	for (i = 0; i < n; i++) {
		deal_cards_record(sm->deal, sm->from, game_seed(sm, i), &st);
		text = state_format(&st, &len);
		if (state_parse(&back, text, len, &e) == -1)
			errx(2, "deal %ld is not a valid state: %s", i,
			    lerr_str(&e, buf, sizeof(buf)));
		fwrite(text, 1, len, out);
		free(text);
		state_free(&back);
		state_free(&st);
	}
	return eout_commit();
}

enum { OPT_CHECK = CLI_LONG, OPT_AS = CLI_LONG + 2, OPT_DEALS,
    OPT_TIMEOUT };

static const struct cli_opt options[] = {
	{ 'B', "budget", "playouts", 0,
	    "the search seats' playouts a decision (20000)" },
	{ 'b', "board", "board", 0, "play on board, not the rules' own" },
	{ OPT_CHECK, "check", NULL, 0, "replay and check every game" },
	{ 'f', "file", "file", 0, "continue the game of a state" },
	{ 'j', "jobs", "jobs", 0, "play on jobs processes at a time" },
	{ 'N', "games", "games", CLI_REQUIRED, "play this many games" },
	{ 'O', "output", "format", 0, "print a table, csv or the games" },
	{ 'o', "option", "option[=value]", CLI_MANY,
	    "play with a rule set's option" },
	{ 'P', "players", "players", 0, "the number of players (4)" },
	{ 'r', "rules", "rules", 0, "the rule set (classic)" },
	{ 'S', "bots", "strategy,...", 0, "the seats' strategies, in turn" },
	{ CLI_LONG + 1, "strategies", "strategy,...", CLI_HIDE,
	    "the same as --bots" },
	{ 's', "seed", "seed", 0, "the first game's seed" },
	{ OPT_AS, "as", "player", 0, "deal afresh the cards player cannot see" },
	{ OPT_DEALS, "deals", "n", 0, "print the first n deals, play nothing" },
	{ OPT_TIMEOUT, "bot-timeout", "seconds", 0,
	    "a cmd: seat's time for an action (10)" },
	{ 0 }
};

static const struct cli cli = { options, "[state]", NULL, NULL };

/* The command line besides the games' own: -O, --as, --deals, -o. */
struct simargs {
	int		 format;	/* OUT_TABLE, OUT_CSV, OUT_GAMES */
	const char	*as;
	long		 deals;
	int		 timeout;	/* a cmd: seat's, in seconds */
	char		*opts[LUCKY_MAXOPTIONS + 1];
	int		 nopts;
	bool		 sflag;
};

/* Reads -O's word as an output format. */
static int
output_format(const char *arg)
{
	if (strcmp(arg, "table") == 0)
		return OUT_TABLE;
	if (strcmp(arg, "csv") == 0)
		return OUT_CSV;
	if (strcmp(arg, "games") == 0)
		return OUT_GAMES;
	errx(2, "unknown output format \"%s\" (table, csv, games)", arg);
}

/* Reads the options into sm and sa, after their defaults; returns
 * the index of the first operand. */
static int
sim_options(int argc, char *argv[], struct sim *sm, struct simargs *sa)
{
	struct cli_parse cp;
	int ch;

	memset(sm, 0, sizeof(*sm));
	sm->jobs = 1;
	sm->budget = BOT_BUDGET;
	sm->ngames = -1;
	memset(sa, 0, sizeof(*sa));
	sa->format = OUT_TABLE;
	sa->timeout = BOTCMD_TIMEOUT;
	parse_strategies(sm, (char[]){ "greedy" });
	cli_begin(&cp, &cli, argc, argv);
	while ((ch = ecli_next(&cp)) != -1)
		switch (ch) {
		case 'O':
			sa->format = output_format(cp.arg);
			break;
		case 'b':
			sm->ng.board = cp.arg;
			break;
		case 'S':
		case CLI_LONG + 1:
			parse_strategies(sm, cp.arg);
			break;
		case OPT_CHECK:
			sm->check = true;
			break;
		case 'f':
			sm->file = cp.arg;
			break;
		case OPT_AS:
			sa->as = cp.arg;
			break;
		case OPT_DEALS:
			sa->deals = ecli_number(cp.arg, "deals", 1, 1000000);
			break;
		case 'B':
			sm->budget = ecli_number(cp.arg, "budget", 1,
			    BOT_MAXBUDGET);
			break;
		case OPT_TIMEOUT:
			sa->timeout = (int)ecli_number(cp.arg, "bot-timeout", 1,
			    3600);
			break;
		case 'j':
			sm->jobs = (int)ecli_number(cp.arg, "jobs", 1, MAXJOBS);
			break;
		case 'N':
			sm->ngames = ecli_number(cp.arg, "games", 1,
			    1000000000);
			break;
		case 'o':
			if (sa->nopts == LUCKY_MAXOPTIONS)
				errx(2, "more than %d options",
				    LUCKY_MAXOPTIONS);
			sa->opts[sa->nopts++] = cp.arg;
			break;
		case 'P':
			sm->ng.nplayers = (int)ecli_number(cp.arg, "players",
			    LUCKY_MINPLAYERS, LUCKY_MAXPLAYERS);
			break;
		case 'r':
			sm->ng.rules = cp.arg;
			break;
		case 's':
			sm->seed = (uint64_t)ecli_number(cp.arg, "seed", 0,
			    LLONG_MAX);
			sa->sflag = true;
			break;
		default:
			ecli_usage(&cli);
		}
	return cp.optind;
}

/* Sets the games up from --file's state or from the options; returns
 * their board. */
static const struct board *
sim_games(struct sim *sm, struct simargs *sa)
{
	if (sm->file != NULL)
		return from_file(sm, sa->as, sa->nopts > 0 ||
		    sm->ng.rules != NULL || sm->ng.board != NULL ||
		    sm->ng.nplayers != 0);
	if (sa->as != NULL || sa->deals > 0)
		errx(2, "--as and --deals deal the cards of a state: they go "
		    "with --file");
	return from_setup(sm, sa->opts, sa->nopts);
}

int
main(int argc, char *argv[])
{
	static struct tally total;
	struct sim sm;
	struct simargs sa;
	const struct board *b;
	int i, n;
	bool show;

	n = sim_options(argc, argv, &sm, &sa);
	argc -= n;
	argv += n;
	/* the state's file as an operand, as -f names it */
	if (argc > 1 || (argc == 1 && sm.file != NULL) ||
	    (sm.ngames < 0 && sa.deals == 0))
		ecli_usage(&cli);
	if (argc == 1)
		sm.file = argv[0];
	if (!sa.sflag)
		sm.seed = rng_fresh_seed();
	for (i = 0; i < ncmds; i++)
		cmds[i].timeout_ms = sa.timeout * 1000;
	b = sim_games(&sm, &sa);
	if (sa.deals > 0)
		return print_deals(&sm, sa.deals);
	if (sa.format == OUT_GAMES)
		sm.results = shared(sizeof(*sm.results) * (size_t)sm.ngames);
	show = isatty(STDERR_FILENO);
	run(&sm, &total, show);
	if (show)
		fprintf(stderr, "\r%*s\r", 60, "");
	if (sa.format == OUT_CSV)
		print_csv(&sm, b, &total);
	else if (sa.format == OUT_GAMES)
		print_games(&sm, b);
	else
		print_table(&sm, b, &total);
	return fshut(stdout, "stdout");
}
