/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

#include <ctype.h>
#include <err.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "play.h"
#include "verbint.h"

/*
 * Each verb's three steps, the rows of the table of verbs (verbs.c):
 * its words read into a struct action (names found, with what the
 * player may have meant), the action played by the turn engine, and
 * the action as the record's canonical words.  The programs, the
 * record, the bots and the narration all go through them, so that the
 * record is exactly what the programs did (DESIGN "The record").
 */

/* A malformed action: the reason in e, ACT_BAD. */
#define bad(e, ...)	(lerr_msg((e), NULL, 0, __VA_ARGS__), ACT_BAD)

/*
 * The key of card c that a word is matched against: its id for an
 * id-shaped word ("r1", RULES-free: lucky-move(1) -c), else its name,
 * folded.
 */
static const char *
card_key(const struct deck *d, int c, bool byid, char *buf, size_t size)
{
	if (byid)
		return d->c[c].id;
	name_fold(d->c[c].name, buf, size);
	return buf;
}

/*
 * No card q in the player's hand: the nearest of the player's cards,
 * else the nearest of the deck's, which the player does not hold, and
 * the player's hand: "no card "Kitchn" in ann's hand (did you mean
 * "Kitchen" (r07)? ann holds: r07 Kitchen, m05 Move 2)".  An id-shaped
 * word is matched against the ids, any other against the names.
 */
static int
no_card(const struct state *st, int p, const char *q, struct lerr *e)
{
	char fq[LUCKY_MAXNAMELEN * 2], fk[LUCKY_MAXNAMELEN * 2];
	char near[120] = "", held[sizeof(e->msg)] = "";
	const struct player *pl = &st->p[p];
	const struct card *k;
	bool byid = card_id_shaped(q);
	int i, d, best = 99, max, c = -1;
	size_t j;

	if (byid) {
		for (j = 0; q[j] != '\0' && j + 1 < sizeof(fq); j++)
			fq[j] = (char)tolower((unsigned char)q[j]);
		fq[j] = '\0';
	} else
		name_fold(q, fq, sizeof(fq));
	max = byid ? 1 : strlen(fq) > 6 ? 2 : 1;
	for (i = 0; i < pl->nhand; i++) {
		if (pl->hand[i] < 0 || pl->hand[i] >= st->deck->ncards)
			continue;
		k = &st->deck->c[pl->hand[i]];
		if ((d = name_distance(fq, card_key(st->deck, pl->hand[i],
		    byid, fk, sizeof(fk)))) < best && d <= max) {
			best = d;
			c = pl->hand[i];
		}
		snprintf(held + strlen(held), sizeof(held) - strlen(held),
		    "%s%s %s", i > 0 ? ", " : "", k->id, k->name);
	}
	if (c >= 0)
		snprintf(near, sizeof(near), "did you mean \"%s\" (%s)? ",
		    byid ? st->deck->c[c].id : st->deck->c[c].name,
		    byid ? st->deck->c[c].name : st->deck->c[c].id);
	/* else a card of the deck near it, which the player does not hold */
	for (i = 0; c < 0 && i < st->deck->ncards; i++)
		if ((d = name_distance(fq, card_key(st->deck, i, byid, fk,
		    sizeof(fk)))) < best && d <= max) {
			best = d;
			snprintf(near, sizeof(near), "\"%s\" (%s) is not in "
			    "it; ", byid ? st->deck->c[i].id :
			    st->deck->c[i].name, byid ? st->deck->c[i].name :
			    st->deck->c[i].id);
		}
	if (pl->nhand == 0)
		return lerr_msg(e, NULL, 0, MSG_NOT_IN_HAND_NONE, q, pl->name,
		    pl->name), -1;
	return lerr_msg(e, NULL, 0, MSG_NOT_IN_HAND, q, pl->name, near,
	    pl->name, held), -1;
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
	/* "r1", never a name: r01, or the nearest ids */
	if (card_id_shaped(q))
		return (c = deck_card_by_idword(st->deck, q)) >= 0 ? c :
		    no_card(st, p, q, e);
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
				lerr_msg(e, NULL, 0, MSG_AMBIGUOUS_CARD, q,
				    st->deck->c[found].id,
				    st->deck->c[found].name, st->deck->c[c].id,
				    st->deck->c[c].name);
				return -1;
			}
		}
	if (found >= 0)
		return found;
	if ((c = deck_find(st->deck, q, msg, sizeof(msg))) >= 0)
		return c;
	if (strncmp(msg, "unknown", 7) == 0)
		return no_card(st, p, q, e);
	lerr_msg(e, NULL, 0, MSG_LOOKUP, msg);
	return -1;
}

static int
find_space(const struct state *st, const char *q, struct lerr *e)
{
	char msg[300];
	int s;

	if ((s = board_find(st->board, q, msg, sizeof(msg))) == -1)
		lerr_msg(e, NULL, 0, MSG_LOOKUP, msg);
	return s;
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
	char msg[200], fq[LUCKY_MAXNAMELEN * 2], fk[LUCKY_MAXNAMELEN * 2];
	const char *near = NULL;
	size_t i;
	int p, d, bestd = 99;

	if ((p = state_find_player(st, q, msg, sizeof(msg))) >= 0)
		return p;
	for (i = 0; i < sizeof(pawns) / sizeof(pawns[0]); i++)
		if (strcasecmp(q, pawns[i].name) == 0)
			return pawns[i].pawn;
	/* did you mean: the nearest pawn's or player's name */
	name_fold(q, fq, sizeof(fq));
	for (i = 0; i < sizeof(pawns) / sizeof(pawns[0]); i++)
		if ((d = name_distance(fq, pawns[i].name)) < bestd) {
			bestd = d;
			near = pawns[i].name;
		}
	for (p = 0; p < st->nplayers; p++) {
		name_fold(st->p[p].name, fk, sizeof(fk));
		if ((d = name_distance(fq, fk)) < bestd) {
			bestd = d;
			near = st->p[p].name;
		}
	}
	if (near != NULL && bestd <= (strlen(fq) > 6 ? 2 : 1))
		lerr_msg(e, NULL, 0, MSG_UNKNOWN_PAWN_NEAR, q, near);
	else
		lerr_msg(e, NULL, 0, MSG_UNKNOWN_PAWN, q);
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
	lerr_msg(e, NULL, 0, n == 0 ? MSG_NOBODY_TO_ATTACK : MSG_WHOM_TO_ATTACK,
	    board_label(st->board, st->p[p].room, room, sizeof(room)),
	    st->p[p].name);
	return NOBODY;
}

/*
 * RULES A.14: who starts the game a finished one becomes (the rule set
 * it escapes to says), or NOBODY.
 */
int
escape_first(const struct state *st)
{
	const struct ruleset *to;

	if (st->rules->escapes_to == NULL ||
	    (to = rules_find(st->rules->escapes_to)) == NULL ||
	    rules_hooks(to)->starter == NULL)
		return NOBODY;
	return rules_hooks(to)->starter(st);
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
		return lerr_msg(e, NULL, 0, MSG_ALREADY_RULE_SET,
		    st->rules->name), ACT_REFUSED;
	if (st->rules->escapes_to == NULL ||
	    (to = rules_find(st->rules->escapes_to)) == NULL ||
	    rules_hooks(to)->begin == NULL)
		return lerr_msg(e, NULL, 0, MSG_ESCAPE_FOLLOWS,
		    st->rules->name), ACT_REFUSED;
	if (st->phase != PHASE_OVER)
		return lerr_msg(e, NULL, 0, MSG_ESCAPE_NOT_OVER),
		    ACT_REFUSED;
	if ((starter = escape_first(st)) != p)
		return lerr_msg(e, NULL, 0, MSG_ESCAPE_STARTER,
		    st->p[st->winner].name, st->p[starter].name, to->name),
		    ACT_REFUSED;
	st->rules = to;
	if (rules_hooks(to)->begin(st, starter, e) == -1)
		return ACT_BAD;
	return ACT_OK;
}

void
action_init(struct action *a, enum verb verb, int player)
{
	a->verb = verb;
	a->player = player;
	a->pawn = player;
	a->target = PAWN_LUCKY;
	a->draw = false;
	a->dogstep = NOWHERE;
	a->ncards = 0;
	a->npath = 0;
}

char *
pawn_word(const struct state *st, int pawn)
{
	return pawn == PAWN_DOG ? "dog" : pawn == PAWN_CAT ? "cat" :
	    pawn == PAWN_LUCKY ? "lucky" : (char *)st->p[pawn].name;
}

/* The cards of the words, found in the deck (a player's names for them
 * in the player's hand first). */
static int
parse_cards(const struct state *st, int argc, char **argv, struct action *a,
    struct lerr *e)
{
	int i, c;

	for (i = 0; i < argc; i++) {
		if (a->ncards == LUCKY_MAXCARDS)
			return bad(e, MSG_TOO_MANY_CARDS);
		if ((c = find_card(st, a->player, argv[i], a->cards, a->ncards,
		    e)) < 0)
			return ACT_BAD;
		a->cards[a->ncards++] = c;
	}
	return ACT_OK;
}

/* The cards' ids after the words, each after opt when it is not NULL. */
static int
words_cards(const struct state *st, const struct action *a, char *opt,
    char **w, int n)
{
	int i;

	for (i = 0; i < a->ncards; i++) {
		if (opt != NULL)
			w[n++] = opt;
		w[n++] = (char *)st->deck->c[a->cards[i]].id;
	}
	return n;
}

/* move PLAYER [-d | -m PAWN] [-c CARD]... SPACE... */
int
verb_move_parse(const struct state *st, int argc, char **argv,
    struct action *a, struct lerr *e)
{
	int i, s, pawn = NOBODY;

	for (i = 0; i < argc; i++) {
		if (argv[i][0] == '-' && (strcmp(argv[i], "-d") == 0 ||
		    strcmp(argv[i], "-m") == 0)) {
			if (pawn != NOBODY)
				return bad(e, MSG_ONE_PAWN);
			if (argv[i][1] == 'd')
				pawn = PAWN_LUCKY;
			else if (++i == argc)
				return bad(e, MSG_M_NEEDS_PAWN);
			else if ((pawn = find_pawn(st, argv[i], e)) == NOBODY)
				return ACT_BAD;
		} else if (argv[i][0] == '-' && strcmp(argv[i], "-c") == 0) {
			if (++i == argc)
				return bad(e, MSG_C_NEEDS_CARD);
			if (parse_cards(st, 1, argv + i, a, e) != ACT_OK)
				return ACT_BAD;
		} else {
			if (a->npath == ACTION_MAXPATH)
				return bad(e, MSG_PATH_TOO_LONG,
				    ACTION_MAXPATH);
			if ((s = find_space(st, argv[i], e)) < 0)
				return ACT_BAD;
			a->path[a->npath++] = s;
		}
	}
	if (pawn != NOBODY)
		a->pawn = pawn;
	return ACT_OK;
}

int
verb_move_play(struct state *st, const struct action *a, struct lerr *e)
{
	return turn_move(st, a->player, a->cards, a->ncards, a->pawn,
	    a->path, a->npath, e);
}

int
verb_move_words(const struct state *st, const struct action *a, char **w,
    int n)
{
	int i;

	if (a->pawn == PAWN_LUCKY)
		w[n++] = "-d";
	else if (a->pawn != a->player) {
		w[n++] = "-m";
		w[n++] = pawn_word(st, a->pawn);
	}
	n = words_cards(st, a, "-c", w, n);
	for (i = 0; i < a->npath; i++)
		w[n++] = (char *)st->board->sp[a->path[i]].id;
	return n;
}

/* attempt PLAYER [-t TARGET] [CARD]...: weapons as bare words or after
 * -w; -t lucky, dog, or a player (RULES A.14) */
int
verb_attempt_parse(const struct state *st, int argc, char **argv,
    struct action *a, struct lerr *e)
{
	char *w[LUCKY_MAXCARDS];
	int nw = 0, i, target = PAWN_LUCKY;
	bool versus = rules_has(st->rules, RULE_ATTACKS_PLAYERS);
	bool named = false;

	for (i = 0; i < argc; i++) {
		if (strcmp(argv[i], "-t") == 0) {
			if (++i == argc)
				return bad(e, MSG_T_NEEDS_TARGET);
			if ((target = find_pawn(st, argv[i], e)) == NOBODY)
				return ACT_BAD;
			/* a player outside the escape game is the engine's
			 * refusal (RULES A.14), not misuse */
			if (target == PAWN_CAT && !versus)
				return bad(e, MSG_T_TARGET);
			named = true;
		} else if (strcmp(argv[i], "-w") != 0 && nw < LUCKY_MAXCARDS)
			w[nw++] = argv[i];
	}
	if (versus && !named && (target = only_other(st, a->player, e)) ==
	    NOBODY)
		return ACT_REFUSED;
	a->target = target;
	return parse_cards(st, nw, w, a, e);
}

int
verb_attempt_play(struct state *st, const struct action *a, struct lerr *e)
{
	if (a->target >= 0 || rules_has(st->rules, RULE_ATTACKS_PLAYERS))
		return turn_attack(st, a->player, a->target, a->cards,
		    a->ncards, e);
	return turn_attempt(st, a->player, a->target == PAWN_DOG, a->cards,
	    a->ncards, e);
}

int
verb_attempt_words(const struct state *st, const struct action *a,
    char **w, int n)
{
	if (a->target != PAWN_LUCKY) {
		w[n++] = "-t";
		w[n++] = pawn_word(st, a->target);
	}
	return words_cards(st, a, NULL, w, n);
}

/* foil PLAYER CARD...; take PLAYER [CARD]... */
int
verb_cards_parse(const struct state *st, int argc, char **argv,
    struct action *a, struct lerr *e)
{
	return parse_cards(st, argc, argv, a, e);
}

int
verb_cards_words(const struct state *st, const struct action *a, char **w,
    int n)
{
	return words_cards(st, a, NULL, w, n);
}

int
verb_foil_play(struct state *st, const struct action *a, struct lerr *e)
{
	return turn_foil(st, a->player, a->cards, a->ncards, e);
}

int
verb_take_play(struct state *st, const struct action *a, struct lerr *e)
{
	return turn_take(st, a->player, a->cards, a->ncards, e);
}

/* pass PLAYER */
int
verb_pass_parse(const struct state *st, int argc, char **argv,
    struct action *a, struct lerr *e)
{
	(void)st;
	(void)argv;
	(void)a;
	return argc > 0 ? bad(e, MSG_PASS_NO_CARDS) : ACT_OK;
}

int
verb_pass_play(struct state *st, const struct action *a, struct lerr *e)
{
	return turn_pass(st, a->player, e);
}

/* The words of a verb that has none after the player. */
int
verb_no_words(const struct state *st, const struct action *a, char **w,
    int n)
{
	(void)st;
	(void)a;
	(void)w;
	return n;
}

/*
 * end PLAYER [draw | may-draw] [dog SPACE]: "may-draw" (lucky-end's
 * default) draws when the rules allow a draw and ends the turn without
 * one when they do not, the rules' say as the turn would ask it (RULES
 * C.4); the record says which, "draw" or nothing.
 */
int
verb_end_parse(const struct state *st, int argc, char **argv,
    struct action *a, struct lerr *e)
{
	bool may = false;
	int i;

	for (i = 0; i < argc; i++)
		if (strcmp(argv[i], "draw") == 0 && !a->draw && !may)
			a->draw = true;
		else if (strcmp(argv[i], "may-draw") == 0 && !a->draw && !may)
			may = true;
		else if (strcmp(argv[i], "dog") == 0 && i + 1 < argc &&
		    a->dogstep == NOWHERE) {
			if ((a->dogstep = find_space(st, argv[++i], e)) < 0)
				return ACT_BAD;
		} else
			return bad(e, MSG_END_WORDS);
	if (may)
		a->draw = HOOKS(st)->draw_refusal(st, a->player, NULL) == 0 &&
		    st->ndraw + st->ndiscard > 0;
	return ACT_OK;
}

int
verb_end_play(struct state *st, const struct action *a, struct lerr *e)
{
	return turn_end(st, a->player, a->draw, a->dogstep, e);
}

int
verb_end_words(const struct state *st, const struct action *a, char **w,
    int n)
{
	if (a->draw)
		w[n++] = "draw";
	if (a->dogstep != NOWHERE) {
		w[n++] = "dog";
		w[n++] = (char *)st->board->sp[a->dogstep].id;
	}
	return n;
}

/* escape PLAYER (RULES A.14: PLAYER starts it) */
int
verb_escape_parse(const struct state *st, int argc, char **argv,
    struct action *a, struct lerr *e)
{
	(void)st;
	(void)argv;
	(void)a;
	return argc > 0 ? bad(e, MSG_ESCAPE_WORDS) :
	    ACT_OK;
}

int
verb_escape_play(struct state *st, const struct action *a, struct lerr *e)
{
	return escape(st, a->player, e);
}
