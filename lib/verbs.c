/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

#include <err.h>
#include <stdlib.h>
#include <string.h>

#include "play.h"
#include "verbint.h"

/*
 * The verbs and the programs that play them, one table each, in the
 * style of mandoc's tables of macros: for each verb of the record
 * (verb_names, state.c), the program and option that play it, the operands that program takes,
 * and its three steps (action.c): the record's words read into a
 * struct action, the action played, the action written as words.
 * Every path of an action goes through them: the acting programs'
 * command lines (run.c), a bot's line (botcmd.c), a person's order
 * (order.c, lucky-play, lucky-judge), the record replayed (replay.c,
 * undo.c, lucky-check), the bots' own choices (bot*.c), the narration
 * (narrate.c) and the solver.
 *
 *	move PLAYER [-d | -m PAWN] [-c CARD]... SPACE...
 *	attempt PLAYER [-t TARGET] [CARD]...
 *	foil PLAYER CARD...
 *	pass PLAYER
 *	end PLAYER [draw | may-draw] [dog SPACE]
 *	take PLAYER [CARD...]
 *	escape PLAYER			(RULES A.14: PLAYER starts it)
 */

#define ANY	LUCKY_MAXCARDS

const struct verb_def verbs[VERB_N] = {
	[VERB_MOVE] = { ACTPROG_MOVE, 0, 1, ANY,
	    verb_move_parse, verb_move_play, verb_move_words },
	[VERB_ATTEMPT] = { ACTPROG_ATTEMPT, 0, 0, ANY,
	    verb_attempt_parse, verb_attempt_play, verb_attempt_words },
	[VERB_FOIL] = { ACTPROG_ATTEMPT, ACTOPT_FOIL, 1, ANY,
	    verb_cards_parse, verb_foil_play, verb_cards_words },
	[VERB_PASS] = { ACTPROG_ATTEMPT, ACTOPT_PASS, 0, 0,
	    verb_pass_parse, verb_pass_play, verb_no_words },
	[VERB_END] = { ACTPROG_END, 0, 0, 0,
	    verb_end_parse, verb_end_play, verb_end_words },
	[VERB_TAKE] = { ACTPROG_TAKE, 0, 0, ANY,
	    verb_cards_parse, verb_take_play, verb_cards_words },
	/* lucky-new -e */
	[VERB_ESCAPE] = { -1, 0, 0, 0,
	    verb_escape_parse, verb_escape_play, verb_no_words },
};

/*
 * The options of the acting programs, lucky-move, lucky-attempt,
 * lucky-end and lucky-take: one table a program, with its usage and
 * the words of its --help.  The programs parse their command line with
 * it (run.c), lucky-sim's and lucky-play's bots of one's own (botcmd.c)
 * a bot's line, and order.c knows from it the options an order may
 * give.
 */

/* The options every acting program takes (action_option, run.c). */
#define ACT_SHARED_OPTS \
	{ 'F', "force", NULL, 0, "read a state whose sum does not match" }, \
	{ 'f', "file", "file", 0, "read the state from file, not stdin" }, \
	{ 'i', "in-place", NULL, 0, "write the new state back into file" }, \
	{ 'n', "dry-run", NULL, 0, "print the action's record line only" }, \
	{ 'p', "player", "player", 0, "act as player (default: whose turn)" }, \
	{ 'v', "verbose", NULL, 0, "say what happened, in words, on stderr" }

static const struct cli_opt move_opts[] = {
	{ 'c', "card", "card", CLI_MANY, "play card (again for each card)" },
	{ 'D', "doctor", NULL, 0, "move Doctor Lucky (-m lucky)" },
	{ 'm', "pawn", "pawn", 0, "move pawn: lucky, dog, cat or a player" },
	{ ACTOPT_TO, "to", "room", 0,
	    "go to room the cheapest way (no room operand)" },
	ACT_SHARED_OPTS,
	{ 0 }
};

static const struct cli_opt attempt_opts[] = {
	{ 'c', "weapon", "weapon", 0, "attempt with this weapon card" },
	{ 't', "target", "target", 0, "attack target: dog or a player" },
	{ ACTOPT_FOIL, VERB_WORD_FOIL, NULL, 0, "foil with the cards given" },
	{ ACTOPT_PASS, VERB_WORD_PASS, NULL, 0, "do not foil" },
	ACT_SHARED_OPTS,
	{ 0 }
};

/* long options only: -d names a deck */
static const struct cli_opt end_opts[] = {
	{ ACTOPT_DRAW, "draw", NULL, 0, "insist on the draw: refused if not allowed" },
	{ ACTOPT_NODRAW, "no-draw", NULL, 0, "end the turn without the draw" },
	{ 'g', "dog", "space", 0, "move the dog one step to space" },
	ACT_SHARED_OPTS,
	{ 0 }
};

static const struct cli_opt take_opts[] = {
	ACT_SHARED_OPTS,
	{ 0 }
};

const struct act_prog act_progs[ACTPROG_N] = {
	[ACTPROG_MOVE] = { "lucky-move",
	    { move_opts, "[room ...]", NULL, NULL } },
	[ACTPROG_ATTEMPT] = { "lucky-attempt",
	    { attempt_opts, NULL,
	    "[-Fhinv] [-c weapon] [-f file] [-p player] [-t target]\n"
	    "[-Fhinv] [-f file] [-p player] --foil card ... | --pass", NULL } },
	[ACTPROG_END] = { "lucky-end",
	    { end_opts, NULL,
	    "[-Fhinv] [--draw | --no-draw] [-f file] [-g space] [-p player]",
	    NULL } },
	[ACTPROG_TAKE] = { "lucky-take",
	    { take_opts, "[card ...]", NULL, NULL } },
};

int
act_prog_find(const char *name)
{
	int k;

	for (k = 0; k < ACTPROG_N; k++)
		if (strcmp(name, act_progs[k].prog) == 0)
			return k;
	return -1;
}

int
verb_find(const char *w)
{
	int v;

	for (v = 0; v < VERB_N; v++)
		if (w[0] == verb_names[v][0] && strcmp(w, verb_names[v]) == 0)
			return v;
	return -1;
}

/* A malformed action: the reason in e, ACT_BAD. */
#define bad(e, ...)	(lerr_msg((e), NULL, 0, __VA_ARGS__), ACT_BAD)

int
action_parse(const struct state *st, int argc, char **argv, struct action *a,
    struct lerr *e)
{
	char msg[200];
	int p, v;

	if (argc < 2)
		return bad(e, MSG_ACTION_NEEDS_VERB);
	if ((p = state_find_player(st, argv[1], msg, sizeof(msg))) < 0)
		return bad(e, MSG_LOOKUP, msg);
	if ((v = verb_find(argv[0])) == -1)
		return bad(e, MSG_UNKNOWN_ACTION, argv[0]);
	action_init(a, v, p);
	return verbs[v].parse(st, argc - 2, argv + 2, a, e);
}

int
action_play(struct state *st, const struct action *a, struct lerr *e)
{
	return verbs[a->verb].play(st, a, e);
}

int
action_words(const struct state *st, const struct action *a, char **w,
    int max)
{
	if (max < 6 + 2 * a->ncards + a->npath)
		return -1;
	w[0] = (char *)verb_names[a->verb];
	w[1] = (char *)st->p[a->player].name;
	return verbs[a->verb].words(st, a, w, 2);
}

int
action_whose(const struct state *st, const char *verb)
{
	if (strcmp(verb, verb_names[VERB_ESCAPE]) == 0 &&
	    escape_first(st) != NOBODY)
		return escape_first(st);
	return turn_whose(st);
}

/*
 * The action's record entry in buf, its words a blank apart, cut short
 * by the buffer as strlcat(3) would be (apply_checked refuses it then).
 */
static void
entry_of(const struct state *st, const struct action *a, char *buf,
    size_t size)
{
	char *w[6 + 2 * LUCKY_MAXCARDS + ACTION_MAXPATH];
	const char *s;
	size_t len = 0, max = size - 1;
	int n, i;

	n = action_words(st, a, w, (int)(sizeof(w) / sizeof(w[0])));
	for (i = 0; i < n; i++) {
		if (len > 0 && len < max)
			buf[len++] = ' ';
		for (s = w[i]; *s != '\0' && len < max;)
			buf[len++] = *s++;
	}
	buf[len] = '\0';
}

/*
 * Every state a program writes is one that every program reads
 * (lucky-state(5) "Limits"): an action whose state would pass a limit
 * is refused, and the state is left as it was.
 */
static int
too_large(const struct state *st, const char *rec, struct lerr *e)
{
	size_t bytes;

	if (st->turn > LUCKY_MAXTURN)
		return lerr_msg(e, NULL, 0, MSG_TURN_LIMIT, LUCKY_MAXTURN),
		    ACT_REFUSED;
	if (st->played > LUCKY_MAXCARDS)
		return lerr_msg(e, NULL, 0, MSG_PLAYED_LIMIT, st->played,
		    LUCKY_MAXCARDS), ACT_REFUSED;
	if (st->attempt_pending && st->att.value > LUCKY_MAXVALUE)
		return lerr_msg(e, NULL, 0, MSG_VALUE_LIMIT, st->att.value,
		    LUCKY_MAXVALUE),
		    ACT_REFUSED;
	/* the exact length only near the limit */
	if (state_size_bound(st, rec) > LUCKY_MAXFILE &&
	    (bytes = state_size(st, rec)) > LUCKY_MAXFILE)
		return lerr_msg(e, NULL, 0, MSG_SIZE_LIMIT, bytes,
		    LUCKY_MAXFILE), ACT_REFUSED;
	return ACT_OK;
}

/* The action of the words played, its record entry in rec, then what
 * makes an action too long or its state too large. */
static int
apply_checked(struct state *st, int argc, char **argv, char *rec,
    size_t size, struct lerr *e)
{
	struct action a;
	int ret;

	if ((ret = action_parse(st, argc, argv, &a, e)) != ACT_OK ||
	    (ret = action_play(st, &a, e)) != ACT_OK)
		return ret;
	entry_of(st, &a, rec, size);
	/* an entry cut short by its buffer would replay as another action */
	if (strlen(rec) + 1 >= size || strlen(rec) > LUCKY_MAXENTRY)
		return bad(e, MSG_ENTRY_LIMIT, LUCKY_MAXENTRY);
	return too_large(st, rec, e);
}

static int
record_full(const struct state *st, struct lerr *e)
{
	if (st->nrecord < LUCKY_MAXRECORD)
		return ACT_OK;
	return lerr_msg(e, NULL, 0, MSG_RECORD_LIMIT, LUCKY_MAXRECORD),
	    ACT_REFUSED;
}

int
action_apply(struct state *st, int argc, char **argv, bool dry, char *rec,
    size_t size, struct lerr *e)
{
	struct state copy;
	int ret;

	if ((ret = record_full(st, e)) != ACT_OK)
		return ret;
	/* the turn functions change only plain fields: a copy is enough */
	copy = *st;
	ret = apply_checked(&copy, argc, argv, rec, size, e);
	if (ret != ACT_OK || dry)
		return ret;
	*st = copy;
	state_record(st, rec);
	return ACT_OK;
}

/*
 * action_apply on a state that is thrown away when the action fails
 * (state_replay): no copy keeps it as it was.  Its words must not point
 * into the state.
 */
int
action_replay(struct state *st, int argc, char **argv, char *rec,
    size_t size, struct lerr *e)
{
	int ret;

	if ((ret = record_full(st, e)) != ACT_OK ||
	    (ret = apply_checked(st, argc, argv, rec, size, e)) != ACT_OK)
		return ret;
	state_record(st, rec);
	return ACT_OK;
}

/* Two words onto the command line, the second if not NULL. */
static void
add(char *buf, size_t size, const char *w1, const char *w2)
{
	strlcat(buf, " ", size);
	strlcat(buf, w1, size);
	if (w2 != NULL) {
		strlcat(buf, " ", size);
		strlcat(buf, w2, size);
	}
}

const char *
act_long_name(int ch)
{
	const struct cli_opt *o;
	int k;

	for (k = 0; k < ACTPROG_N; k++)
		for (o = act_progs[k].cli.opts; o->ch != 0; o++)
			if (o->ch == ch)
				return o->name;
	return "";
}

void
action_command(const struct state *st, const struct action *a, bool force,
    char *buf, size_t size)
{
	const struct verb_def *v = &verbs[a->verb];
	const char *opt = a->verb == VERB_MOVE ||
	    a->verb == VERB_ATTEMPT ? "-c" : NULL;
	char name[LUCKY_MAXIDLEN + 3];
	int i;

	strlcpy(buf, v->prog >= 0 ? act_progs[v->prog].prog : "lucky-new -e",
	    size);
	if (force)
		add(buf, size, "-F", NULL);
	add(buf, size, "-p", st->p[a->player].name);
	if (a->verb == VERB_MOVE && a->pawn == PAWN_LUCKY)
		add(buf, size, "-D", NULL);
	else if (a->verb == VERB_MOVE && a->pawn != a->player)
		add(buf, size, "-m", pawn_word(st, a->pawn));
	if (a->verb == VERB_ATTEMPT && a->target != PAWN_LUCKY)
		add(buf, size, "-t", pawn_word(st, a->target));
	if (v->progopt != 0) {
		snprintf(name, sizeof(name), "--%s",
		    act_long_name(v->progopt));
		add(buf, size, name, NULL);
	}
	/* lucky-end draws when the rules allow it, unless told not to */
	if (a->verb == VERB_END && !a->draw &&
	    HOOKS(st)->draw_refusal(st, a->player, NULL) == 0 &&
	    st->ndraw + st->ndiscard > 0)
		add(buf, size, "--no-draw", NULL);	/* ACTOPT_NODRAW */
	if (a->verb == VERB_END && a->dogstep != NOWHERE)
		add(buf, size, "-g", st->board->sp[a->dogstep].id);
	for (i = 0; i < a->ncards; i++)
		if (opt != NULL)
			add(buf, size, opt, st->deck->c[a->cards[i]].id);
		else
			add(buf, size, st->deck->c[a->cards[i]].id, NULL);
	for (i = 0; i < a->npath; i++)
		add(buf, size, st->board->sp[a->path[i]].id, NULL);
}
