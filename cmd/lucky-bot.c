/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

#include <err.h>
#include <getopt.h>
#include <limits.h>
#include <stdlib.h>

#include "bot.h"

/*
 * Print the command line of one legal action for whoever must act now,
 * chosen by a strategy (bot.c), so that a script can let the program
 * play: sh -c "$(lucky-bot < game) < game > next".
 */

#define MAXWORDS	(2 * LUCKY_MAXCARDS + BOT_MAXPATH + 8)

static void
usage(void)
{
	fprintf(stderr, "usage: %s [-Fh] [-f file] [-S seed] [-s strategy]\n",
	    getprogname());
	exit(2);
}

static const struct option longopts[] = {
	{ "file",	required_argument,	NULL,	'f' },
	{ "force",	no_argument,		NULL,	'F' },
	{ "help",	no_argument,		NULL,	'h' },
	{ "seed",	required_argument,	NULL,	'S' },
	{ "strategy",	required_argument,	NULL,	's' },
	{ NULL,		0,			NULL,	0 }
};

/* The engine's verdict on the action, through the words a program
 * gives it (action_apply, dry run): ACT_OK or the reason in e. */
static int
check(struct state *st, const struct bot_action *a, struct lerr *e)
{
	char *words[MAXWORDS], rec[LUCKY_MAXENTRY + 2];
	int n;

	if ((n = bot_words(st, a, words, MAXWORDS)) < 0)
		return lerr_set(e, NULL, 0, "too many words"), ACT_BAD;
	return action_apply(st, n, words, true, rec, sizeof(rec), e);
}

int
main(int argc, char *argv[])
{
	struct state st;
	struct bot_action a;
	struct bot *bt;
	struct lerr e;
	char buf[512], cmd[LUCKY_MAXINLINE];
	const char *file = NULL, *errstr;
	uint64_t seed = 0;
	bool Fflag = false, Sflag = false;
	int ch, strategy = BOT_GREEDY, p;

	while ((ch = getopt_long(argc, argv, "FS:f:hs:", longopts,
	    NULL)) != -1)
		switch (ch) {
		case 'F':
			Fflag = true;
			lucky_verify_sum = false;
			break;
		case 'S':
			seed = (uint64_t)strtonum(optarg, 0, LLONG_MAX,
			    &errstr);
			if (errstr != NULL)
				errx(2, "seed \"%s\" is %s (0-%lld)", optarg,
				    errstr, LLONG_MAX);
			Sflag = true;
			break;
		case 'f':
			file = optarg;
			break;
		case 's':
			if ((strategy = bot_strategy(optarg)) == -1)
				errx(2, "unknown strategy \"%s\" (random, "
				    "greedy)", optarg);
			break;
		default:
			usage();
		}
	argc -= optind;
	argv += optind;
	if (argc != 0)
		usage();
	if (state_load(&st, file, &e) == -1)
		errx(2, "%s", lerr_str(&e, buf, sizeof(buf)));
	if (st.phase == PHASE_OVER)
		errx(1, "the game is over: %s %s", st.p[st.winner].name,
		    st.rules->words.won);
	p = turn_whose(&st);
	if (st.view != NOBODY && st.view != p)
		errx(1, "this is %s's view of the game, and %s acts now",
		    st.p[st.view].name, st.p[p].name);
	bt = bot_new(bot_state_seed(&st) ^ (Sflag ? seed *
	    0x9e3779b97f4a7c15ULL + 1 : 0));
	bot_choose(bt, &st, strategy, &a);
	if (check(&st, &a, &e) != ACT_OK) {
		/* a bug of the bot: say so, and play what is always allowed */
		bot_command(&st, &a, false, cmd, sizeof(cmd));
		warnx("refused: %s: %s", cmd, e.msg);
		bot_fallback(&st, &a);
		if (check(&st, &a, &e) != ACT_OK)
			errx(2, "no action the rules accept: %s", e.msg);
	}
	bot_command(&st, &a, Fflag, cmd, sizeof(cmd));
	printf("%s\n", cmd);
	bot_free(bt);
	state_free(&st);
	return fshut(stdout, "stdout");
}
