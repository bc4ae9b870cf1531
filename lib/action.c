/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

#include <ctype.h>
#include <err.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "lucky.h"

/*
 * Actions as words: the programs build them from their command line and
 * lucky-check replays them from the record, through this one function,
 * so the record is exactly what the programs did (DESIGN "The record").
 *
 *	move PLAYER [-d | -m PAWN] [-c CARD]... SPACE...
 *	attempt PLAYER [-t dog] [CARD]
 *	foil PLAYER CARD...
 *	pass PLAYER
 *	end PLAYER [draw | may-draw] [dog SPACE]
 *	take PLAYER [CARD...]
 *	escape PLAYER			(RULES A.14: PLAYER starts it)
 *
 * "may-draw" (lucky-end's default) draws when the rules allow a draw
 * and ends the turn without one when they do not; the record says
 * which, "draw" or nothing.
 */

/* A malformed action: the reason in e, ACT_BAD. */
#define bad(e, ...)	(lerr_set((e), NULL, 0, __VA_ARGS__), ACT_BAD)

/*
 * No card q in the deck: the nearest of the player's cards by id or
 * name, and the player's hand, "no card "Kitchn" in ann's hand (did you
 * mean "Kitchen"? ann holds: r03 Kitchen, m05 Move 2)".
 */
static int
no_card(const struct state *st, int p, const char *q, struct lerr *e)
{
	char fq[LUCKY_MAXNAMELEN * 2], fk[LUCKY_MAXNAMELEN * 2];
	char near[80] = "", held[sizeof(e->msg)] = "";
	const struct player *pl = &st->p[p];
	const struct card *k;
	int i, d, best = 99;
	size_t lq;

	name_fold(q, fq, sizeof(fq));
	lq = strlen(fq);
	for (i = 0; i < pl->nhand; i++) {
		if (pl->hand[i] < 0 || pl->hand[i] >= st->deck->ncards)
			continue;
		k = &st->deck->c[pl->hand[i]];
		name_fold(k->name, fk, sizeof(fk));
		if ((d = name_distance(fq, fk)) < best ||
		    (d = name_distance(fq, k->id)) < best) {
			best = d;
			snprintf(near, sizeof(near), "did you mean \"%s\"? ",
			    k->name);
		}
		snprintf(held + strlen(held), sizeof(held) - strlen(held),
		    "%s%s %s", i > 0 ? ", " : "", k->id, k->name);
	}
	if (best > (lq > 6 ? 2 : 1))
		near[0] = '\0';
	/* else a card of the deck near it, which the turn would refuse */
	for (i = 0, best = 99; near[0] == '\0' && i < st->deck->ncards; i++) {
		k = &st->deck->c[i];
		name_fold(k->name, fk, sizeof(fk));
		if ((d = name_distance(fq, fk)) < best && d <= (lq > 6 ? 2 : 1)) {
			best = d;
			snprintf(near, sizeof(near), "did you mean \"%s\" "
			    "(%s)? ", k->name, k->id);
		}
	}
	if (pl->nhand == 0)
		return lerr_set(e, NULL, 0, "no card \"%.40s\" in %s's hand "
		    "(%s holds no card)", q, pl->name, pl->name), -1;
	return lerr_set(e, NULL, 0, "no card \"%.40s\" in %s's hand (%s%s "
	    "holds: %s)", q, pl->name, near, pl->name, held), -1;
}

/*
 * A card by id; else by name or prefix among the player's cards not
 * chosen yet (so "-c move-1 -c move-1" plays two of them); else any card
 * of that name, which the turn then refuses as not in hand.
 */
static int
find_card(const struct state *st, int p, const char *q, const int *chosen,
    int nchosen, struct lerr *e)
{
	char fq[LUCKY_MAXNAMELEN * 2], fk[LUCKY_MAXNAMELEN * 2], msg[200];
	const struct player *pl = &st->p[p];
	int i, j, c, pass;
	size_t lq;

	char lower[LUCKY_MAXCARDID + 1];
	int found = -1;

	for (i = 0; q[i] != '\0' && i < LUCKY_MAXCARDID; i++)
		lower[i] = (char)tolower((unsigned char)q[i]);
	lower[i] = '\0';
	if ((c = deck_card_by_id(st->deck, q)) >= 0 ||
	    (q[i] == '\0' && (c = deck_card_by_id(st->deck, lower)) >= 0))
		return c;
	name_fold(q, fq, sizeof(fq));
	lq = strlen(fq);
	for (pass = 0; pass < 2 && lq > 0 && found < 0; pass++)
		for (i = 0; i < pl->nhand; i++) {
			c = pl->hand[i];
			for (j = 0; j < nchosen; j++)
				if (chosen[j] == c)
					break;
			if (j < nchosen)
				continue;
			name_fold(st->deck->c[c].name, fk, sizeof(fk));
			if (pass == 0 ? strcmp(fq, fk) != 0 :
			    strncmp(fq, fk, lq) != 0)
				continue;
			if (found < 0)
				found = c;
			else if (strcmp(st->deck->c[found].name,
			    st->deck->c[c].name) != 0) {
				lerr_set(e, NULL, 0, "ambiguous card \"%.40s\": %s (%s) or "
				    "%s (%s)", q, st->deck->c[found].id,
				    st->deck->c[found].name,
				    st->deck->c[c].id, st->deck->c[c].name);
				return -1;
			}
		}
	if (found >= 0)
		return found;
	if ((c = deck_find(st->deck, q, msg, sizeof(msg))) >= 0)
		return c;
	if (strncmp(msg, "unknown", 7) == 0)
		return no_card(st, p, q, e);
	lerr_set(e, NULL, 0, "%s", msg);
	return -1;
}

static int
find_space(const struct state *st, const char *q, struct lerr *e)
{
	char msg[300];
	int s;

	if ((s = board_find(st->board, q, msg, sizeof(msg))) == -1)
		lerr_set(e, NULL, 0, "%s", msg);
	return s;
}

/* The record entry being made, its length kept. */
struct entry {
	char	*buf;
	size_t	 size, len;
};

/* A word onto the record entry, after a blank: strlcat's, cut short
 * by the buffer as it would be. */
static void
rec_add(struct entry *r, const char *w)
{
	char *buf = r->buf;
	size_t len = r->len, max = r->size - 1;

	if (len > 0 && len < max)
		buf[len++] = ' ';
	/* a name or an id: a few characters */
	while (*w != '\0' && len < max)
		buf[len++] = *w++;
	buf[len] = '\0';
	r->len = len;
}

/* A pawn: lucky, dog, cat (or their names), or a player. */
static int
find_pawn(const struct state *st, const char *q, struct lerr *e)
{
	static const struct {
		const char *name;
		int pawn;
	} pawns[] = {
		{ "lucky", PAWN_LUCKY }, { "doctor", PAWN_LUCKY },
		{ "dog", PAWN_DOG }, { "shamrock", PAWN_DOG },
		{ "cat", PAWN_CAT }, { "patience", PAWN_CAT },
	};
	char msg[200];
	size_t i;
	int p;

	if ((p = state_find_player(st, q, msg, sizeof(msg))) >= 0)
		return p;
	for (i = 0; i < sizeof(pawns) / sizeof(pawns[0]); i++)
		if (strcasecmp(q, pawns[i].name) == 0)
			return pawns[i].pawn;
	lerr_set(e, NULL, 0, "unknown pawn \"%.20s\" (lucky, dog, cat or a "
	    "player)", q);
	return NOBODY;
}

/* RULES A.14: with no -t, the one other living player in the room. */
static int
only_other(const struct state *st, int p, struct lerr *e)
{
	char room[100];
	int i, found = NOBODY, n = 0;

	for (i = 0; i < st->nplayers; i++)
		if (i != p && !st->p[i].dead && st->p[i].room == st->p[p].room) {
			found = i;
			n++;
		}
	if (n == 1)
		return found;
	lerr_set(e, NULL, 0, n == 0 ? "nobody is in %s with %s to attack "
	    "(RULES A.14)" : "several players are in %s with %s: name the "
	    "one to attack with -t (RULES A.14)", board_label(st->board,
	    st->p[p].room, room, sizeof(room)), st->p[p].name);
	return NOBODY;
}

/*
 * RULES A.14: who starts the game a finished one becomes (the rule set
 * it escapes to says), or NOBODY.
 */
static int
escape_first(const struct state *st)
{
	const struct ruleset *to;

	if (st->rules->escapes_to == NULL ||
	    (to = rules_find(st->rules->escapes_to)) == NULL ||
	    RULEHOOKS(to)->starter == NULL)
		return NOBODY;
	return RULEHOOKS(to)->starter(st);
}

int
action_whose(const struct state *st, const char *verb)
{
	if (strcmp(verb, "escape") == 0 && escape_first(st) != NOBODY)
		return escape_first(st);
	return turn_whose(st);
}

/*
 * RULES A.14: a finished anniversary game becomes the escape game, the
 * rule set the table says it escapes to, started by the main game's
 * winner.
 */
static int
escape(struct state *st, int p, struct lerr *e)
{
	const struct ruleset *to;
	int starter;

	if (st->rules->escapes_to == NULL && st->rules->begins_as != NULL)
		return lerr_set(e, NULL, 0, "this is an %s game already "
		    "(RULES A.14)", st->rules->name), ACT_REFUSED;
	if (st->rules->escapes_to == NULL ||
	    (to = rules_find(st->rules->escapes_to)) == NULL ||
	    RULEHOOKS(to)->begin == NULL)
		return lerr_set(e, NULL, 0, "the escape game follows an "
		    "anniversary game, not a %s one (RULES A.14)",
		    st->rules->name), ACT_REFUSED;
	if (st->phase != PHASE_OVER)
		return lerr_set(e, NULL, 0, "the game is not over: the escape "
		    "starts once Doctor Lucky is dead (RULES A.14)"),
		    ACT_REFUSED;
	if ((starter = escape_first(st)) != p)
		return lerr_set(e, NULL, 0, "%s won: %s starts the %s game "
		    "(RULES A.14)", st->p[st->winner].name,
		    st->p[starter].name, to->name), ACT_REFUSED;
	st->rules = to;
	if (RULEHOOKS(to)->begin(st, starter, e) == -1)
		return ACT_BAD;
	return ACT_OK;
}

static int
do_move(struct state *st, int p, int argc, char **argv, struct entry *r,
    struct lerr *e)
{
	int cards[LUCKY_MAXCARDS], path[64];
	int ncards = 0, npath = 0, i, c, s, ret, pawn = NOBODY;

	for (i = 0; i < argc; i++) {
		if (argv[i][0] == '-' && (strcmp(argv[i], "-d") == 0 ||
		    strcmp(argv[i], "-m") == 0)) {
			if (pawn != NOBODY)
				return bad(e, "one pawn a move");
			if (argv[i][1] == 'd')
				pawn = PAWN_LUCKY;
			else if (++i == argc)
				return bad(e, "-m needs a pawn");
			else if ((pawn = find_pawn(st, argv[i], e)) == NOBODY)
				return ACT_BAD;
		} else if (argv[i][0] == '-' && strcmp(argv[i], "-c") == 0) {
			if (++i == argc)
				return bad(e, "-c needs a card");
			if (ncards == LUCKY_MAXCARDS)
				return bad(e, "too many cards");
			if ((c = find_card(st, p, argv[i], cards, ncards,
			    e)) < 0)
				return ACT_BAD;
			cards[ncards++] = c;
		} else {
			if (npath == 64)
				return bad(e, "a path of more than 64 steps");
			if ((s = find_space(st, argv[i], e)) < 0)
				return ACT_BAD;
			path[npath++] = s;
		}
	}
	if (pawn == NOBODY)
		pawn = p;
	if ((ret = turn_move(st, p, cards, ncards, pawn, path, npath,
	    e)) != ACT_OK)
		return ret;
	if (pawn == PAWN_LUCKY)
		rec_add(r, "-d");
	else if (pawn != p) {
		rec_add(r, "-m");
		rec_add(r, pawn == PAWN_DOG ? "dog" :
		    pawn == PAWN_CAT ? "cat" : st->p[pawn].name);
	}
	for (i = 0; i < ncards; i++) {
		rec_add(r, "-c");
		rec_add(r, st->deck->c[cards[i]].id);
	}
	for (i = 0; i < npath; i++)
		rec_add(r, st->board->sp[path[i]].id);
	return ACT_OK;
}

static int
do_cards(struct state *st, int p, int argc, char **argv, int *cards,
    int *n, struct lerr *e)
{
	int i, c;

	*n = 0;
	for (i = 0; i < argc; i++) {
		if (*n == LUCKY_MAXCARDS)
			return bad(e, "too many cards");
		if ((c = find_card(st, p, argv[i], cards, *n, e)) < 0)
			return ACT_BAD;
		cards[(*n)++] = c;
	}
	return ACT_OK;
}

static int
apply(struct state *st, int argc, char **argv, char *rec, size_t size,
    struct lerr *e)
{
	struct entry entry = { rec, size, 0 }, *r = &entry;
	const char *verb;
	char msg[200];
	size_t vn;
	int p, cards[LUCKY_MAXCARDS], n, ret, i;

	if (argc < 2)
		return bad(e, "an action needs a verb and a player");
	verb = argv[0];
	vn = strlen(verb);
	if ((p = state_find_player(st, argv[1], msg, sizeof(msg))) < 0)
		return bad(e, "%s", msg);
	rec[0] = '\0';
	rec_add(r, verb);
	rec_add(r, st->p[p].name);
	argc -= 2;
	argv += 2;
	if (WORD_IS(verb, vn, "move"))
		return do_move(st, p, argc, argv, r, e);
	if (WORD_IS(verb, vn, "attempt")) {
		char *w[LUCKY_MAXCARDS];
		int nw = 0, target = PAWN_LUCKY;
		bool versus = st->rules->attacks_players, named = false;

		/* weapons as bare words or after -w; -t lucky|dog|PLAYER */
		for (i = 0; i < argc; i++) {
			if (strcmp(argv[i], "-t") == 0) {
				if (++i == argc)
					return bad(e, "-t needs a target");
				if ((target = find_pawn(st, argv[i], e)) ==
				    NOBODY)
					return ACT_BAD;
				/* a player outside the escape game is the
				 * engine's refusal (RULES A.14), not misuse */
				if (target == PAWN_CAT && !versus)
					return bad(e, "-t wants lucky or dog");
				named = true;
			} else if (strcmp(argv[i], "-w") != 0 &&
			    nw < LUCKY_MAXCARDS)
				w[nw++] = argv[i];
		}
		if (versus && !named && (target = only_other(st, p, e)) ==
		    NOBODY)
			return ACT_REFUSED;
		if ((ret = do_cards(st, p, nw, w, cards, &n, e)) != ACT_OK)
			return ret;
		if (target >= 0 || versus)
			ret = turn_attack(st, p, target, cards, n, e);
		else
			ret = turn_attempt(st, p, target == PAWN_DOG, cards, n,
			    e);
		if (ret != ACT_OK)
			return ret;
		if (target != PAWN_LUCKY) {
			rec_add(r, "-t");
			rec_add(r, target == PAWN_DOG ? "dog" :
			    target == PAWN_CAT ? "cat" : st->p[target].name);
		}
		for (i = 0; i < n; i++)
			rec_add(r, st->deck->c[cards[i]].id);
		return ACT_OK;
	}
	if (WORD_IS(verb, vn, "foil")) {
		if ((ret = do_cards(st, p, argc, argv, cards, &n, e)) !=
		    ACT_OK || (ret = turn_foil(st, p, cards, n, e)) != ACT_OK)
			return ret;
		for (i = 0; i < n; i++)
			rec_add(r, st->deck->c[cards[i]].id);
		return ACT_OK;
	}
	if (WORD_IS(verb, vn, "pass")) {
		if (argc > 0)
			return bad(e, "pass takes no cards");
		return turn_pass(st, p, e);
	}
	if (WORD_IS(verb, vn, "end")) {
		bool draw = false, may = false;
		int step = NOWHERE;

		for (i = 0; i < argc; i++)
			if (strcmp(argv[i], "draw") == 0 && !draw && !may)
				draw = true;
			else if (strcmp(argv[i], "may-draw") == 0 && !draw &&
			    !may)
				may = true;
			else if (strcmp(argv[i], "dog") == 0 && i + 1 < argc &&
			    step == NOWHERE) {
				if ((step = find_space(st, argv[++i], e)) < 0)
					return ACT_BAD;
			} else
				return bad(e, "end takes \"draw\" and "
				    "\"dog SPACE\"");
		/* the rules' say, as the turn would ask it (RULES C.4) */
		if (may)
			draw = HOOKS(st)->draw_refusal(st, p) == NULL &&
			    st->ndraw + st->ndiscard > 0;
		if ((ret = turn_end(st, p, draw, step, e)) != ACT_OK)
			return ret;
		if (draw)
			rec_add(r, "draw");
		if (step != NOWHERE) {
			rec_add(r, "dog");
			rec_add(r, st->board->sp[step].id);
		}
		return ACT_OK;
	}
	if (WORD_IS(verb, vn, "escape")) {
		if (argc > 0)
			return bad(e, "escape takes only the player who starts");
		return escape(st, p, e);
	}
	if (WORD_IS(verb, vn, "take")) {
		if ((ret = do_cards(st, p, argc, argv, cards, &n, e)) !=
		    ACT_OK || (ret = turn_take(st, p, cards, n, e)) != ACT_OK)
			return ret;
		for (i = 0; i < n; i++)
			rec_add(r, st->deck->c[cards[i]].id);
		return ACT_OK;
	}
	return bad(e, "unknown action \"%.20s\"", verb);
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
		return lerr_set(e, NULL, 0, "the game has reached turn %d, the "
		    "most a state can hold", LUCKY_MAXTURN), ACT_REFUSED;
	if (st->played > LUCKY_MAXCARDS)
		return lerr_set(e, NULL, 0, "this turn would have %d cards "
		    "played, more than the %d a state can hold", st->played,
		    LUCKY_MAXCARDS), ACT_REFUSED;
	if (st->attempt_pending && st->att.value > LUCKY_MAXVALUE)
		return lerr_set(e, NULL, 0, "an attempt worth %d, more than "
		    "the %d a state can hold", st->att.value, LUCKY_MAXVALUE),
		    ACT_REFUSED;
	/* the exact length only near the limit */
	if (state_size_bound(st, rec) > LUCKY_MAXFILE &&
	    (bytes = state_size(st, rec)) > LUCKY_MAXFILE)
		return lerr_set(e, NULL, 0, "the state would be %zu bytes, "
		    "more than the %d a state can hold", bytes,
		    LUCKY_MAXFILE), ACT_REFUSED;
	return ACT_OK;
}

/* apply, then what makes an action too long or its state too large */
static int
apply_checked(struct state *st, int argc, char **argv, char *rec,
    size_t size, struct lerr *e)
{
	int ret;

	if ((ret = apply(st, argc, argv, rec, size, e)) != ACT_OK)
		return ret;
	/* an entry cut short by its buffer would replay as another action */
	if (strlen(rec) + 1 >= size || strlen(rec) > LUCKY_MAXENTRY)
		return bad(e, "the action is longer than the %d characters a "
		    "record entry holds", LUCKY_MAXENTRY);
	return too_large(st, rec, e);
}

static int
record_full(const struct state *st, struct lerr *e)
{
	if (st->nrecord < LUCKY_MAXRECORD)
		return ACT_OK;
	return lerr_set(e, NULL, 0, "the record holds %d actions, the most a "
	    "state can hold", LUCKY_MAXRECORD), ACT_REFUSED;
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

bool
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

/* cli_next for an acting program: the shared options taken into ao,
 * the program's own returned, -1 at the end. */
int
action_next(struct cli_parse *cp, struct act_options *ao)
{
	int ch;

	while ((ch = cli_next(cp)) != -1 && action_option(ch, cp->arg, ao))
		;
	return ch;
}
