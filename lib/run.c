/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

#include <err.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "play.h"

/* -v: the sentences on stderr, once the run has succeeded: --to's
 * plan first, if any. */
static void
tell(int flags, const char *plan, const char *told)
{
	if (!(flags & ACT_VERBOSE))
		return;
	if (plan[0] != '\0')
		fprintf(stderr, "%s\n", plan);
	fprintf(stderr, "%s\n", told);
}

/* The state of file for a run: locked for -i, refused when a view is
 * to be played. */
static void
eload(const char *file, int flags, struct state *st, struct inplace *ip)
{
	struct lerr e;

	estd_fds();
	cli_reading(file);
	if ((flags & ACT_INPLACE) && !(flags & ACT_DRY)) {
		if (inplace_load(st, ip, file, &e) == -1)
			lerr_exit(&e);
	} else if ((flags & ACT_INPLACE) && (file == NULL ||
	    strcmp(file, "-") == 0)) {
		lerr_msg(&e, NULL, 0, MSG_INPLACE_NEEDS_F);
		lerr_exit(&e);
	} else if (state_load(st, file, &e) == -1)
		lerr_exit(&e);
	/* a view plays only as a dry run: as far as the view can tell */
	if (st->view != NOBODY && !(flags & ACT_DRY)) {
		lerr_msg(&e, NULL, 0, MSG_PLAY_VIEW, view_who(st));
		lerr_exit(&e);
	}
}

/*
 * --to (ACT_ROUTE): the words "move PLAYER ROOM" made the cheapest way's
 * into w, as the explicit lucky-move would give them (RULES C.1, C.4,
 * C.5), and with -v its sentence into plan.  Out of reach, or a move
 * the turn engine refuses now: the reason, and exit.  The number of
 * words.
 */
static int
eroute_words(const struct state *st, char **argv, int flags, char **w,
    char *plan, size_t size)
{
	struct route r;
	struct lerr e;
	char msg[300];
	int p, to, ret, n = 0, i;

	if ((p = state_find_player(st, argv[1], msg, sizeof(msg))) < 0)
		errx(ACT_BAD, "%s", msg);
	if ((to = board_find(st->board, argv[2], msg, sizeof(msg))) < 0)
		errx(ACT_BAD, "%s", msg);
	if ((ret = route_plan(st, p, to, &r, &e)) != ACT_OK)
		errx(ret, "%s", e.msg);
	w[n++] = argv[0];
	w[n++] = argv[1];
	for (i = 0; i < r.way.ncards; i++) {
		w[n++] = "-c";
		w[n++] = (char *)st->deck->c[r.way.cards[i]].id;
	}
	for (i = 0; i < r.way.npath; i++)
		w[n++] = (char *)st->board->sp[r.way.path[i]].id;
	if (flags & ACT_VERBOSE)
		route_told(st, p, &r, flags & ACT_DRY, plan, size);
	return n;
}

/*
 * A program's run: the state from file (or stdin), the action, the new
 * state on stdout or, with ACT_INPLACE, back into file (inplace.c: the
 * file locked from its reading to its replacing, exit 0 if and only if
 * it was replaced); with ACT_DRY only the canonical action on stdout.
 * With ACT_VERBOSE, once the rest succeeded, the action told on stderr
 * (narrate.c), one line.
 */
/*
 * The refusal of words "move PLAYER ROOM", one room and no option, when
 * it is not one step (RULES C.1): how to go further, by naming the
 * rooms or by --to.
 */
static const char *
not_one_step(const struct state *st, int argc, char **argv, struct lerr *e)
{
	char msg[sizeof(e->msg)];
	int to;

	if (e->code != MSG_NOT_ONE_STEP || argc != 3 ||
	    strcmp(argv[0], verb_names[VERB_MOVE]) != 0 ||
	    (to = board_find(st->board, argv[2], msg, sizeof(msg))) < 0)
		return e->msg;
	strlcpy(msg, e->msg, sizeof(msg));
	lerr_msg(e, NULL, 0, MSG_NOT_ONE_STEP_HOW, msg,
	    st->board->sp[to].id);
	return e->msg;
}

int
eaction_main(const char *file, int argc, char **argv, int flags)
{
	struct state st, before;
	struct inplace ip;
	struct lerr e;
	char *w[6 + 2 * LUCKY_MAXCARDS + REACH_MAXPATH];
	char rec[LUCKY_MAXENTRY + 2], told[NARRATE_MAX], plan[NARRATE_MAX];
	int ret;

	eload(file, flags, &st, &ip);
	if (argc >= 2 && argv[1] == NULL)
		argv[1] = st.p[action_whose(&st, argv[0])].name;
	plan[0] = '\0';
	if ((flags & ACT_ROUTE) && argc == 3) {
		argc = eroute_words(&st, argv, flags, w, plan, sizeof(plan));
		argv = w;
	}
	/* -v: the state before, without its record, to tell the action */
	before = st;
	before.record = NULL;
	before.record_text = NULL;
	before.nrecord = 0;
	before.position = NULL;
	before.told = NULL;
	ret = action_apply(&st, argc, argv, flags & ACT_DRY, rec, sizeof(rec),
	    &e);
	if (ret != ACT_OK)
		errx(ret, "%s", not_one_step(&st, argc, argv, &e));
	if ((flags & ACT_VERBOSE) && narrate_entry(&before, rec, NOBODY,
	    told, sizeof(told), &e) != ACT_OK)
		errx(2, "%s", e.msg);
	if (flags & ACT_DRY)
		printf("%s\n", rec);
	else if (flags & ACT_INPLACE) {
		/* nothing on stdout: the rename is the last step */
		if (inplace_save(&st, &ip, &e) == -1)
			errx(2, "%s", e.msg);
		tell(flags, plan, told);
		state_free(&st);
		return 0;
	} else if (state_write(&st, stdout) == -1)
		err(2, "stdout");
	state_free(&st);
	/* told before stdout closes: a pipeline's lines come in order */
	if (fflush(stdout) == EOF || ferror(stdout))
		return fshut(stdout, "stdout");
	tell(flags, plan, told);
	return fshut(stdout, "stdout");
}

static bool
action_option(int ch, char *arg, struct act_options *ao)
{
	switch (ch) {
	case 'i':
		ao->flags |= ACT_INPLACE;
		return true;
	case 'n':
		ao->flags |= ACT_DRY;
		return true;
	case 'p':
		ao->player = arg;
		return true;
	case 'v':
		ao->flags |= ACT_VERBOSE;
		return true;
	default:
		return cli_state_option(ch, arg, &ao->file);
	}
}

/* The options of program k's table that a bot may give: not -f, -i or
 * -n, which would play on another file or not at all, nor --to, whose
 * way a bot's words do not hold. */
static void
bot_opts(int k, struct cli_opt *opts)
{
	const struct cli_opt *o;
	int n = 0;

	for (o = act_progs[k].cli.opts; o->ch != 0; o++)
		if ((o->ch >= CLI_LONG && o->ch != ACTOPT_TO) ||
		    (o->ch < CLI_LONG && strchr("fin", o->ch) == NULL))
			opts[n++] = *o;
	opts[n].ch = 0;
}

/* What a command line says, before the words are made of it. */
struct cmdline {
	const char	*pawn, *target, *dog;
	const char	*draw;		/* "may-draw", "draw" or NULL */
	char		**cards;	/* -c's arguments */
	int		 ncards, npawns, ndraws;
	int		 verb;
	const char	*to;		/* --to's room */
};

/* One of program k's own options into cl: false for one it has not. */
static bool
cmdline_option(int ch, char *arg, struct cmdline *cl)
{
	int want;

	switch (ch) {
	case 'c':
		cl->cards[cl->ncards++] = arg;
		return true;
	case 'D':
	case 'm':
		cl->pawn = ch == 'D' ? "lucky" : arg;
		cl->npawns++;
		return true;
	case 't':
		cl->target = arg;
		return true;
	case ACTOPT_FOIL:
	case ACTOPT_PASS:
		want = ch == ACTOPT_FOIL ? VERB_FOIL : VERB_PASS;
		cl->verb = cl->verb == VERB_ATTEMPT || cl->verb == want ?
		    want : -1;
		return true;
	case ACTOPT_DRAW:
	case ACTOPT_NODRAW:
		cl->draw = ch == ACTOPT_DRAW ? "draw" : NULL;
		cl->ndraws++;
		return true;
	case 'g':
		cl->dog = arg;
		return true;
	case ACTOPT_TO:
		cl->to = arg;
		return true;
	}
	return false;
}

/* Are the options and the n operands a command line of the verb's
 * program? */
static bool
cmdline_usage(const struct cmdline *cl, int n)
{
	switch (cl->verb) {
	case VERB_MOVE:
		return n > 0 || cl->to != NULL;
	case VERB_ATTEMPT:
		return n == 0;
	case VERB_FOIL:
		return n > 0 && cl->ncards == 0 && cl->target == NULL;
	case VERB_PASS:
		return n == 0 && cl->ncards == 0 && cl->target == NULL;
	case VERB_END:
		return n == 0;
	case VERB_TAKE:
		return true;
	}
	return false;
}

/* The words of the action the command line cl says, with its n
 * operands. */
static int
cmdline_words(const struct cmdline *cl, char *player, int argc,
    char **argv, char **words)
{
	int n = 0, i;

	words[n++] = (char *)verb_names[cl->verb];
	words[n++] = player;
	if (cl->pawn != NULL) {
		words[n++] = "-m";
		words[n++] = (char *)cl->pawn;
	}
	if (cl->target != NULL) {
		words[n++] = "-t";
		words[n++] = (char *)cl->target;
	}
	for (i = 0; i < cl->ncards; i++) {
		if (cl->verb == VERB_MOVE)
			words[n++] = "-c";
		words[n++] = cl->cards[i];
	}
	for (i = 0; i < argc; i++)
		words[n++] = argv[i];
	if (cl->verb == VERB_END && cl->draw != NULL)
		words[n++] = (char *)cl->draw;
	if (cl->dog != NULL) {
		words[n++] = "dog";
		words[n++] = (char *)cl->dog;
	}
	return n;
}

int
action_cmdline(int k, int argc, char **argv, bool bot,
    struct act_options *ao, char **words, struct lerr *e)
{
	struct cli_parse cp;
	struct cli c = act_progs[k].cli;
	struct cli_opt opts[CLI_MAXOPTS + 1];
	char *to[1];
	/* RULES C.4, P.1, A.5: lucky-end draws when the rules allow it */
	struct cmdline cl = { NULL, NULL, NULL, "may-draw", NULL, 0, 0, 0, 0,
	    NULL };
	int ch, n, v;

	for (v = 0; v < VERB_N; v++)
		if (verbs[v].prog == k && verbs[v].progopt == 0)
			cl.verb = v;
	cl.cards = xcalloc((size_t)argc + 1, sizeof(*cl.cards));
	if (bot) {
		bot_opts(k, opts);
		c.opts = opts;
	}
	cli_begin(&cp, &c, argc, argv);
	while ((ch = bot ? cli_next(&cp) : ecli_next(&cp)) != -1) {
		if (bot ? ch == 'F' || ch == 'v' : action_option(ch, cp.arg,
		    ao))
			continue;
		if (ch == 'p')
			ao->player = cp.arg;
		else if (ch == CLI_ERR) {
			/* without "(lucky-sim --help lists ...)" */
			if (strstr(cp.err, " (") != NULL)
				*strstr(cp.err, " (") = '\0';
			free(cl.cards);
			return lerr_msg(e, NULL, 0, MSG_COMMAND_LINE,
			    act_progs[k].prog, cp.err);
		} else if (!cmdline_option(ch, cp.arg, &cl)) {
			free(cl.cards);
			if (!bot)
				return ACT_USAGE;
			return lerr_msg(e, NULL, 0, MSG_OPTION_NOT_FROM_BOT,
			    act_progs[k].prog);
		}
	}
	argc -= cp.optind;
	argv += cp.optind;
	if (cl.npawns > 1 || cl.ndraws > 1) {
		free(cl.cards);
		return lerr_msg(e, NULL, 0,
		    cl.npawns > 1 ? MSG_ONE_PAWN_ONCE : MSG_DRAW_BOTH);
	}
	if (cl.to != NULL && (cl.ncards > 0 || cl.npawns > 0 || argc > 0)) {
		free(cl.cards);
		return lerr_msg(e, NULL, 0, MSG_TO_ALONE);
	}
	if (cl.verb == -1 || !cmdline_usage(&cl, argc)) {
		free(cl.cards);
		return ACT_USAGE;
	}
	if (cl.to != NULL) {
		/* --to: the words of the move made once the state is read */
		ao->flags |= ACT_ROUTE;
		to[0] = (char *)cl.to;
		argc = 1;
		argv = to;
	}
	n = cmdline_words(&cl, ao->player, argc, argv, words);
	free(cl.cards);
	return n;
}

int
eaction_program(int k, int argc, char **argv)
{
	struct act_options ao = { NULL, NULL, 0 };
	struct lerr e;
	char **words;
	int n, ret;

	/* at most two words an argument ("-c" and the card of "-cm03") */
	words = xcalloc((size_t)argc * 2 + 8, sizeof(*words));
	if ((n = action_cmdline(k, argc, argv, false, &ao, words, &e)) ==
	    ACT_USAGE)
		ecli_usage(&act_progs[k].cli);
	if (n < 0)
		errx(2, "%s", e.msg);
	ret = eaction_main(ao.file, n, words, ao.flags);
	free(words);
	return ret;
}
