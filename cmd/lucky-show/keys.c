/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

#include <ctype.h>
#include <err.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "play.h"
#include "show.h"

/*
 * lucky-show -k: one field of the state for a script.  Each key is a row
 * of one table, keys[], which the lookup, the list in the error of an
 * unknown key and the empty line of a silent key among several all read.
 * A key's function prints its field and returns 0, or 1 when the field
 * has no value now (no winner yet); arg is what follows the colon, NULL
 * for a key that takes nothing.
 */

typedef int key_fn(const struct state *, const char *);

static key_fn key_rules, key_board, key_deck, key_seed, key_view,
    key_options, key_players, key_first, key_current, key_whose, key_turn,
    key_round, key_phase, key_lucky, key_lucky_next, key_winner, key_draw,
    key_discard, key_removed, key_pending, key_answer_due, key_moves_left,
    key_can_attempt, key_can_draw, key_record, key_pool, key_dog,
    key_dog_tokens, key_take_due, key_can_attack_dog, key_tokens, key_cat,
    key_locked, key_lights, key_loser, key_motives, key_strength,
    key_lucky_strength, key_dead, key_alive, key_can_attack, key_route,
    key_reach, key_path, key_reach_attempt, key_reach_draw, key_spaces,
    key_space, key_exits, key_exits_from, key_room, key_hand, key_cards,
    key_detail;

/*
 * The keys, in the order the error of an unknown key lists them.  arg is
 * what a key takes after a colon, NULL for nothing: a placeholder in
 * capitals, or a word in small letters that the row alone takes, before
 * a row of the same name with a placeholder (strength:lucky).  A silent
 * key prints nothing when it has no value, and so an empty line in its
 * place among several keys.  help says in a few words what the key
 * prints, for the reader; lucky-show(1) says it in full.
 */
static const struct key {
	const char	*name;		/* before the colon */
	const char	*arg;		/* after it, or NULL */
	bool		 silent;	/* an empty line among several */
	key_fn		*fn;		/* prints the field, 1: no value */
	const char	*help;
} keys[] = {
	{ "rules",		NULL,		false,	key_rules,
	    "the rule set" },
	{ "board",		NULL,		false,	key_board,
	    "the board's name" },
	{ "deck",		NULL,		false,	key_deck,
	    "the deck's name" },
	{ "seed",		NULL,		true,	key_seed,
	    "the seed of the game, none in a view" },
	{ "view",		NULL,		true,	key_view,
	    "the player whose view the state is" },
	{ "options",		NULL,		false,	key_options,
	    "the options, one a line" },
	{ "players",		NULL,		false,	key_players,
	    "the players in seat order" },
	{ "first",		NULL,		false,	key_first,
	    "the player of the first turn" },
	{ "current",		NULL,		false,	key_current,
	    "the player whose turn it is" },
	{ "whose",		NULL,		true,	key_whose,
	    "the player whose action is due" },
	{ "turn",		NULL,		false,	key_turn,
	    "the turn number" },
	{ "round",		NULL,		false,	key_round,
	    "the round number" },
	{ "phase",		NULL,		false,	key_phase,
	    "move, answer, end, take or over" },
	{ "lucky",		NULL,		false,	key_lucky,
	    "Doctor Lucky's space" },
	{ "lucky-next",		NULL,		false,	key_lucky_next,
	    "the space Doctor Lucky moves to next" },
	{ "winner",		NULL,		true,	key_winner,
	    "the player who won" },
	{ "draw",		NULL,		false,	key_draw,
	    "the cards in the draw pile" },
	{ "discard",		NULL,		false,	key_discard,
	    "the cards in the discard pile" },
	{ "removed",		NULL,		false,	key_removed,
	    "the cards removed from the game" },
	{ "pending",		NULL,		true,	key_pending,
	    "the attempt waiting for answers" },
	{ "answer-due",		NULL,		true,	key_answer_due,
	    "the player who answers next" },
	{ "moves-left",		NULL,		false,	key_moves_left,
	    "1 while the free step is left" },
	{ "can-attempt",	NULL,		false,	key_can_attempt,
	    "whether an attempt is allowed now" },
	{ "can-draw",		NULL,		false,	key_can_draw,
	    "whether ending the turn draws a card" },
	{ "record",		NULL,		false,	key_record,
	    "the record of the game" },
	{ "pool",		NULL,		true,	key_pool,
	    "the spite tokens in the pool" },
	{ "dog",		NULL,		true,	key_dog,
	    "Shamrock's space" },
	{ "dog-tokens",		NULL,		true,	key_dog_tokens,
	    "the spite tokens the dog holds" },
	{ "take-due",		NULL,		true,	key_take_due,
	    "the player to take the dog's tokens" },
	{ "can-attack-dog",	NULL,		false,	key_can_attack_dog,
	    "whether an attempt on the dog is allowed" },
	{ "tokens",		"PLAYER",	true,	key_tokens,
	    "the spite tokens a player holds" },
	{ "cat",		NULL,		true,	key_cat,
	    "Patience's space" },
	{ "locked",		NULL,		false,	key_locked,
	    "the locked rooms" },
	{ "lights",		NULL,		false,	key_lights,
	    "on, or off once the lights are out" },
	{ "loser",		NULL,		true,	key_loser,
	    "the loser of an anniversary game" },
	{ "motives",		"PLAYER",	false,	key_motives,
	    "the weapons under a player's card" },
	{ "strength",		"PLAYER",	true,	key_strength,
	    "a player's base strength" },
	{ "strength",		"lucky",	true,	key_lucky_strength,
	    "Doctor Lucky's strength in the escape game" },
	{ "dead",		NULL,		true,	key_dead,
	    "the players killed" },
	{ "alive",		NULL,		false,	key_alive,
	    "the players alive" },
	{ "can-attack",		NULL,		true,	key_can_attack,
	    "the players the player to play may attack" },
	{ "route",		"N",		false,	key_route,
	    "Doctor Lucky's next n rooms" },
	{ "reach",		NULL,		false,	key_reach,
	    "the spaces in reach and what they cost" },
	{ "path",		"ROOM",		true,	key_path,
	    "the lucky-move arguments to get there" },
	{ "reach-attempt",	NULL,		false,	key_reach_attempt,
	    "the spaces in reach to attempt from" },
	{ "reach-draw",		NULL,		false,	key_reach_draw,
	    "the spaces in reach to draw in" },
	{ "spaces",		NULL,		false,	key_spaces,
	    "the board's spaces" },
	{ "space",		"ROOM",		false,	key_space,
	    "a space's id, number, kind and name" },
	{ "exits",		NULL,		false,	key_exits,
	    "the spaces a step from the player to play" },
	{ "exits",		"ROOM",		false,	key_exits_from,
	    "the spaces a step from a room" },
	{ "room",		"PLAYER",	false,	key_room,
	    "a player's space" },
	{ "hand",		"PLAYER",	false,	key_hand,
	    "a player's cards" },
	{ "cards",		"PLAYER",	false,	key_cards,
	    "the number of a player's cards" },
	{ "detail",		"PLAYER",	false,	key_detail,
	    "a player's cards in full" },
};
#define NKEYS (sizeof(keys) / sizeof(keys[0]))

/* -l: the spaces of reach and path by name, with their number or id. */
static bool lflag;

/* "Kitchen (8)", "west hall (hall-w)": lucky-board(5), "Names" */
static const char *
pick_label(const struct state *st, int s)
{
	static char buf[4][LUCKY_MAXNAMELEN + LUCKY_MAXIDLEN + 8];
	static int n;

	n = (n + 1) % 4;
	return board_pick_label(st->board, s, buf[n], sizeof(buf[n]));
}

/* The keys as the error of an unknown one lists them, a comma apart. */
static const char *
keys_help(void)
{
	static char buf[2048];
	size_t i;

	buf[0] = '\0';
	for (i = 0; i < NKEYS; i++) {
		if (i > 0)
			strlcat(buf, ", ", sizeof(buf));
		strlcat(buf, keys[i].name, sizeof(buf));
		if (keys[i].arg != NULL) {
			strlcat(buf, ":", sizeof(buf));
			strlcat(buf, keys[i].arg, sizeof(buf));
		}
	}
	return buf;
}

/*
 * The row of key, name or name:arg, and in *arg what follows its colon
 * (NULL for none); an unknown key is an error.
 */
static const struct key *
key_find(const char *key, const char **arg)
{
	const struct key *k, *found = NULL;
	const char *colon = strchr(key, ':');
	size_t len;

	len = colon != NULL ? (size_t)(colon - key) : strlen(key);
	*arg = colon != NULL ? colon + 1 : NULL;
	for (k = keys; k < keys + NKEYS; k++) {
		if (strncmp(k->name, key, len) != 0 || k->name[len] != '\0' ||
		    (k->arg != NULL) != (colon != NULL))
			continue;
		if (k->arg != NULL && islower((unsigned char)k->arg[0])) {
			if (strcasecmp(k->arg, *arg) == 0)
				return k;
		} else if (found == NULL)
			found = k;
	}
	if (found == NULL)
		errx(2, "unknown key \"%.40s\" (%s)", key, keys_help());
	return found;
}

int
show_keys(const struct state *st, const char *const *key, int nkeys,
    bool names)
{
	const struct key *k;
	const char *arg;
	int i, ret = 0;

	lflag = names;
	for (i = 0; i < nkeys; i++) {
		k = key_find(key[i], &arg);
		if (k->fn(st, arg) == 1) {
			ret = 1;
			if (nkeys > 1 && k->silent)
				outf("\n");
		}
	}
	return ret;
}

/* Print yes and return 0, or no and 1. */
static int
yes_no(bool yes)
{
	outf("%s\n", yes ? "yes" : "no");
	return yes ? 0 : 1;
}

/* Whether a view hides p's hand. */
static bool
hand_hidden(const struct state *st, int p)
{
	return st->view != NOBODY && st->view != p;
}

static void
print_cards(const struct state *st, const int *c, int n)
{
	int i;

	for (i = 0; i < n; i++)
		outf("%s\n", st->deck->c[c[i]].id);
}

/* The spaces one step from s that a pawn may enter, in board order. */
static void
print_exits(const struct state *st, int s)
{
	int i;

	for (i = 0; i < st->board->nspaces; i++)
		if (board_adjacent(st->board, s, i) &&
		    st->locked[i] == NOCARD)
			outf("%s\n", st->board->sp[i].id);
}

/* id kind value room room-value clovers, "-" for none: for scripts */
static void
print_detail(const struct state *st, const int *c, int n)
{
	int i;

	for (i = 0; i < n; i++) {
		const struct card *k = &st->deck->c[c[i]];
		char v[16] = "-", rv[16] = "-", cl[16] = "-";

		if (k->value >= 0)
			snprintf(v, sizeof(v), "%d", k->value);
		if (k->room_value >= 0)
			snprintf(rv, sizeof(rv), "%d", k->room_value);
		if (k->clovers >= 0)
			snprintf(cl, sizeof(cl), "%d", k->clovers);
		outf("%s %s %s %s %s %s\n", k->id, card_kind_name(k->kind),
		    v, k->room == NOWHERE ? "-" : st->board->sp[k->room].id,
		    rv, cl);
	}
}

/* An attempt on Lucky, or (RULES A.14) an attack on anyone. */
static bool
can_attack_in(const struct state *st, int p, char *why, size_t size)
{
	int i;

	if (turn_can_attack(st, p, PAWN_LUCKY, why, size))
		return true;
	for (i = 0; i < st->nplayers; i++)
		if (turn_can_attack(st, p, i, why, size))
			return true;
	return false;
}

/*
 * The spaces the player to move can reach this turn and the cards each
 * costs ("-": the free step alone); with what 'a' or 'd', only those
 * (and the space the player is in) where an attempt or a draw would be
 * allowed now.  Status 1 when there is none.
 */
static int
print_reach(const struct state *st, int what)
{
	struct reach r;
	struct state copy;
	struct lerr e;
	char why[200];
	int p = st->current, s, i, n = 0;

	reach_compute(st, p, &r);
	for (s = 0; s < st->board->nspaces; s++) {
		const struct reach_way *w = &r.way[s];

		if (what == 0) {
			if (!w->ok)
				continue;
			outf(lflag ? "%s:" : "%s", lflag ? pick_label(st, s) :
			    st->board->sp[s].id);
			for (i = 0; i < w->ncards; i++)
				outf(" %s", st->deck->c[w->cards[i]].id);
			outf("%s\n", w->ncards == 0 ? " -" : "");
			n++;
			continue;
		}
		if (!w->ok && s != st->p[p].room)
			continue;
		if (st->phase != PHASE_MOVE)
			continue;
		copy = *st;
		/* a draw after the move that gets there: the cards it plays
		 * count (RULES C.4, P.1) */
		if (what == 'd' && s != st->p[p].room) {
			if (turn_move(&copy, p, w->cards, w->ncards, p,
			    w->path, w->npath, &e) != ACT_OK)
				continue;
		} else
			copy.p[p].room = s;
		if (what == 'a' ? can_attack_in(&copy, p, why, sizeof(why)) :
		    HOOKS(st)->draw_refusal(&copy, p, NULL) == 0 &&
		    copy.ndraw + copy.ndiscard > 0) {
			outf("%s\n", lflag ? pick_label(st, s) :
			    st->board->sp[s].id);
			n++;
		}
	}
	return n > 0 ? 0 : 1;
}

/* The players dead (RULES A.14), or alive, in seat order. */
static int
print_fallen(const struct state *st, bool dead)
{
	int i, n = 0;

	for (i = 0; i < st->nplayers; i++)
		if (st->p[i].dead == dead && !st->p[i].stranger) {
			outf("%s\n", st->p[i].name);
			n++;
		}
	return n > 0 ? 0 : 1;
}

static int
key_rules(const struct state *st, const char *arg)
{
	(void)arg;
	outf("%s\n", st->rules->name);
	return 0;
}

static int
key_board(const struct state *st, const char *arg)
{
	(void)arg;
	outf("%s\n", st->board->name);
	return 0;
}

static int
key_deck(const struct state *st, const char *arg)
{
	(void)arg;
	outf("%s\n", st->deck->name);
	return 0;
}

static int
key_seed(const struct state *st, const char *arg)
{
	(void)arg;
	if (st->view != NOBODY)
		return 1;
	outf("%llu\n", (unsigned long long)st->seed);
	return 0;
}

static int
key_view(const struct state *st, const char *arg)
{
	(void)arg;
	if (st->view == NOBODY)
		return 1;
	outf("%s\n", st->view == OBSERVER ? "-" : st->p[st->view].name);
	return 0;
}

static int
key_options(const struct state *st, const char *arg)
{
	int i;

	(void)arg;
	for (i = 0; i < st->opt.n; i++)
		outf("%s%s%s\n", st->opt.name[i],
		    st->opt.value[i][0] ? "=" : "", st->opt.value[i]);
	return 0;
}

static int
key_players(const struct state *st, const char *arg)
{
	int i;

	(void)arg;
	for (i = 0; i < st->nplayers; i++)
		outf("%s\n", st->p[i].name);
	return 0;
}

static int
key_first(const struct state *st, const char *arg)
{
	(void)arg;
	outf("%s\n", st->p[st->first].name);
	return 0;
}

static int
key_current(const struct state *st, const char *arg)
{
	(void)arg;
	outf("%s\n", st->p[st->current].name);
	return 0;
}

static int
key_whose(const struct state *st, const char *arg)
{
	(void)arg;
	if (st->phase == PHASE_OVER)
		return 1;
	outf("%s\n", st->p[turn_whose(st)].name);
	return 0;
}

static int
key_turn(const struct state *st, const char *arg)
{
	(void)arg;
	outf("%d\n", st->turn);
	return 0;
}

static int
key_round(const struct state *st, const char *arg)
{
	(void)arg;
	outf("%d\n", st->round);
	return 0;
}

static int
key_phase(const struct state *st, const char *arg)
{
	(void)arg;
	outf("%s\n", phase_name(st->phase));
	return 0;
}

static int
key_lucky(const struct state *st, const char *arg)
{
	(void)arg;
	outf("%s\n", st->board->sp[st->lucky].id);
	return 0;
}

static int
key_lucky_next(const struct state *st, const char *arg)
{
	(void)arg;
	outf("%s\n", st->board->sp[lucky_next_room(st, st->lucky)].id);
	return 0;
}

static int
key_winner(const struct state *st, const char *arg)
{
	(void)arg;
	if (st->winner == NOBODY)
		return 1;
	outf("%s\n", st->p[st->winner].name);
	return 0;
}

static int
key_draw(const struct state *st, const char *arg)
{
	(void)arg;
	outf("%d\n", st->ndraw);
	return 0;
}

static int
key_discard(const struct state *st, const char *arg)
{
	(void)arg;
	outf("%d\n", st->ndiscard);
	return 0;
}

static int
key_removed(const struct state *st, const char *arg)
{
	(void)arg;
	outf("%d\n", st->nremoved);
	return 0;
}

/* The pending attempt: attacker, value, total so far. */
static int
key_pending(const struct state *st, const char *arg)
{
	(void)arg;
	if (!st->attempt_pending)
		return 1;
	outf("%s %d %d\n", st->att.attacker == PAWN_LUCKY ? "lucky" :
	    st->p[st->att.attacker].name, st->att.value, st->att.total);
	return 0;
}

static int
key_answer_due(const struct state *st, const char *arg)
{
	(void)arg;
	if (st->phase != PHASE_ANSWER)
		return 1;
	outf("%s\n", st->p[st->att.answerer].name);
	return 0;
}

static int
key_moves_left(const struct state *st, const char *arg)
{
	(void)arg;
	outf("%d\n", st->phase == PHASE_MOVE ? st->free_steps : 0);
	return 0;
}

static int
key_can_attempt(const struct state *st, const char *arg)
{
	char why[200];

	(void)arg;
	return yes_no(st->phase == PHASE_MOVE &&
	    turn_can_attempt(st, st->current, false, why, sizeof(why)));
}

static int
key_can_draw(const struct state *st, const char *arg)
{
	(void)arg;
	return yes_no((st->phase == PHASE_MOVE || st->phase == PHASE_END) &&
	    HOOKS(st)->draw_refusal(st, st->current, NULL) == 0 &&
	    st->ndraw + st->ndiscard > 0);
}

static int
key_record(const struct state *st, const char *arg)
{
	int i;

	(void)arg;
	for (i = 0; i < st->nrecord; i++)
		outf("%s\n", st->record[i]);
	return 0;
}

static int
key_pool(const struct state *st, const char *arg)
{
	(void)arg;
	if (st->rules->pool == 0)
		return 1;
	outf("%d\n", st->pool);
	return 0;
}

static int
key_dog(const struct state *st, const char *arg)
{
	(void)arg;
	if (st->dog == NOWHERE)
		return 1;
	outf("%s%s\n", st->board->sp[st->dog].id,
	    st->dog_dead ? " dead" : "");
	return 0;
}

static int
key_dog_tokens(const struct state *st, const char *arg)
{
	(void)arg;
	if (!dog_keeps_tokens(st))
		return 1;
	outf("%d\n", st->dog_tokens);
	return 0;
}

static int
key_take_due(const struct state *st, const char *arg)
{
	(void)arg;
	if (st->phase != PHASE_TAKE)
		return 1;
	outf("%s\n", st->p[st->taker].name);
	return 0;
}

static int
key_can_attack_dog(const struct state *st, const char *arg)
{
	char why[200];

	(void)arg;
	return yes_no(st->phase == PHASE_MOVE &&
	    turn_can_attempt(st, st->current, true, why, sizeof(why)));
}

static int
key_tokens(const struct state *st, const char *arg)
{
	int p = estate_player_arg(st, arg);

	if (st->rules->pool == 0)
		return 1;
	outf("%d\n", st->p[p].tokens);
	return 0;
}

static int
key_cat(const struct state *st, const char *arg)
{
	(void)arg;
	if (st->cat == NOWHERE)
		return 1;
	outf("%s\n", st->board->sp[st->cat].id);
	return 0;
}

static int
key_locked(const struct state *st, const char *arg)
{
	int i;

	(void)arg;
	for (i = 0; i < st->board->nspaces; i++)
		if (st->locked[i] != NOCARD)
			outf("%s\n", st->board->sp[i].id);
	return 0;
}

static int
key_lights(const struct state *st, const char *arg)
{
	(void)arg;
	outf("%s\n", st->lights_out ? "off" : "on");
	return 0;
}

static int
key_loser(const struct state *st, const char *arg)
{
	(void)arg;
	if (st->loser == NOBODY)
		return 1;
	outf("%s\n", st->p[st->loser].name);
	return 0;
}

static int
key_motives(const struct state *st, const char *arg)
{
	int p = estate_player_arg(st, arg);

	print_cards(st, st->p[p].motives, st->p[p].nmotives);
	return 0;
}

/* RULES A.4: a player's base strength, in the anniversary rules. */
static int
key_strength(const struct state *st, const char *arg)
{
	int p = estate_player_arg(st, arg);

	if (!rules_line(st->rules, "motives"))
		return 1;
	outf("%d\n", base_strength(st, p));
	return 0;
}

/* RULES A.14: Doctor Lucky's strength in the escape game. */
static int
key_lucky_strength(const struct state *st, const char *arg)
{
	(void)arg;
	if (st->lucky_strength == 0)
		return 1;
	outf("%d\n", st->lucky_strength);
	return 0;
}

static int
key_dead(const struct state *st, const char *arg)
{
	(void)arg;
	return print_fallen(st, true);
}

static int
key_alive(const struct state *st, const char *arg)
{
	(void)arg;
	return print_fallen(st, false);
}

/* RULES A.14: whom the current player may attack now. */
static int
key_can_attack(const struct state *st, const char *arg)
{
	char why[200];
	int i, n = 0;

	(void)arg;
	for (i = 0; i < st->nplayers; i++)
		if (st->phase == PHASE_MOVE &&
		    turn_can_attack(st, st->current, i, why, sizeof(why))) {
			outf("%s\n", st->p[i].name);
			n++;
		}
	return n > 0 ? 0 : 1;
}

/* Lucky's next n rooms, as he moves after each turn (RULES C.9, A.10). */
static int
key_route(const struct state *st, const char *arg)
{
	const char *errstr;
	int n, s = st->lucky;

	n = (int)strtonum(arg, 1, 1000, &errstr);
	if (errstr != NULL)
		errx(2, "route:%.20s: the number of moves is %s (1 to 1000)",
		    arg, errstr);
	while (n-- > 0) {
		s = lucky_next_room(st, s);
		outf("%s\n", st->board->sp[s].id);
	}
	return 0;
}

static int
key_reach(const struct state *st, const char *arg)
{
	(void)arg;
	return print_reach(st, 0);
}

/* The lucky-move arguments of the cheapest way to a space this turn. */
static int
key_path(const struct state *st, const char *arg)
{
	struct reach r;
	int s, i;

	s = eboard_space_arg(st->board, arg);
	reach_compute(st, st->current, &r);
	if (!r.way[s].ok)
		return 1;
	for (i = 0; i < r.way[s].ncards; i++)
		outf("-c %s ", st->deck->c[r.way[s].cards[i]].id);
	for (i = 0; i < r.way[s].npath; i++)
		outf("%s%s", lflag ? pick_label(st, r.way[s].path[i]) :
		    st->board->sp[r.way[s].path[i]].id,
		    i + 1 == r.way[s].npath ? "\n" : lflag ? ", " : " ");
	return 0;
}

static int
key_reach_attempt(const struct state *st, const char *arg)
{
	(void)arg;
	return print_reach(st, 'a');
}

static int
key_reach_draw(const struct state *st, const char *arg)
{
	(void)arg;
	return print_reach(st, 'd');
}

static int
key_spaces(const struct state *st, const char *arg)
{
	int i;

	(void)arg;
	for (i = 0; i < st->board->nspaces; i++)
		outf("%s\n", st->board->sp[i].id);
	return 0;
}

static int
key_space(const struct state *st, const char *arg)
{
	const struct space *sp;

	sp = &st->board->sp[eboard_space_arg(st->board, arg)];
	if (sp->number >= 0)
		outf("%s %d %s %s\n", sp->id, sp->number,
		    board_kind_name(sp->kind), sp->name);
	else
		outf("%s - %s %s\n", sp->id, board_kind_name(sp->kind),
		    sp->name);
	return 0;
}

static int
key_exits(const struct state *st, const char *arg)
{
	(void)arg;
	print_exits(st, st->p[st->current].room);
	return 0;
}

static int
key_exits_from(const struct state *st, const char *arg)
{
	print_exits(st, eboard_space_arg(st->board, arg));
	return 0;
}

static int
key_room(const struct state *st, const char *arg)
{
	int p = estate_player_arg(st, arg);

	outf("%s\n", st->board->sp[st->p[p].room].id);
	return 0;
}

static int
key_hand(const struct state *st, const char *arg)
{
	int p = estate_player_arg(st, arg);

	if (hand_hidden(st, p))
		return 1;
	print_cards(st, st->p[p].hand, st->p[p].nhand);
	return 0;
}

static int
key_cards(const struct state *st, const char *arg)
{
	int p = estate_player_arg(st, arg);

	outf("%d\n", st->p[p].nhand);
	return 0;
}

static int
key_detail(const struct state *st, const char *arg)
{
	int p = estate_player_arg(st, arg);

	if (hand_hidden(st, p))
		return 1;
	print_detail(st, st->p[p].hand, st->p[p].nhand);
	return 0;
}
