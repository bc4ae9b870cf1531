/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

#include <err.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "play.h"
#include "show.h"

/* -l: the spaces of -k reach and path by number and name */
static bool lflag;

static const struct cli_opt opts[] = {
	{ 'a', "as", "player", 0, "print player's view of the state" },
	{ 'C', "canonical", NULL, 0, "print the state in canonical form" },
	{ 'F', "force", NULL, 0, "read a state whose sum does not match" },
	{ 'f', "file", "file", 0, "read the state from file, not stdin" },
	{ 'H', "hand", "player", 0, "print player's hand" },
	{ 'i', "in-place", NULL, 0, "with -C, rewrite file in place" },
	{ 'k', "key", "key", CLI_MANY, "print one field (see KEYS)" },
	{ 'l', "long", NULL, 0, "name the spaces of -k reach and path" },
	{ 'M', "map", NULL, 0, "draw the board with the pawns" },
	{ 'T', "type", "svg|png", 0, "draw the board as SVG or PNG" },
	{ 'b', "board", "board", 0, "with -T, draw board without a game" },
	{ CLI_LONG + 1, "highlight", "file", CLI_MANY,
	    "with -T, mark the spaces of file" },
	{ CLI_LONG + 2, "mark", "spaces", CLI_MANY,
	    "with -T, mark the spaces" },
	{ CLI_LONG + 3, "log", NULL, 0,
	    "tell the game in words, a line an action" },
	{ 0 }
};

static const struct cli cli = { opts, NULL,
	"[-FhM] [-H player] [-f file | state]\n"
	"[-F] [-f file | state] -a player | -C [-i] | -k key ... [-l]\n"
	"[-F] [-b board | -f file | state] -T svg|png [--highlight=file] "
	"[--mark=spaces]\n"
	"[-F] [-a player] [-f file | state] --log", NULL };

/* -a: a player, or "-" for an observer's view (no hand shown) */
static int
view_arg(const struct state *st, const char *arg)
{
	if (strcmp(arg, "-") == 0)
		return OBSERVER;
	return state_player_arg(st, arg);
}

/* "bob's", "an observer's" */
static const char *
as_whose(const struct state *st, int p)
{
	static char buf[LUCKY_MAXNAMELEN + 20];

	snprintf(buf, sizeof(buf), "%s's", p == OBSERVER ? "an observer" :
	    st->p[p].name);
	return buf;
}

static const char *
label(const struct state *st, int s)
{
	static char buf[4][100];
	static int n;

	n = (n + 1) % 4;
	return board_label(st->board, s, buf[n], sizeof(buf[n]));
}

static void
show_turn(const struct state *st)
{
	const struct player *cur = &st->p[st->current];

	outf("turn %d, round %d: ", st->turn, st->round);
	switch (st->phase) {
	case PHASE_MOVE:
		outf("%s to play (%s free step, %d card%s played)\n",
		    cur->name, st->free_steps ? "with the" : "no",
		    st->played, st->played == 1 ? "" : "s");
		break;
	case PHASE_ANSWER:
		/* RULES A.14: an attack on a player, who defends alone */
		if (st->att.target != NOBODY) {
			outf("%s attacks %s (strength %d): %s to defend with "
			    "clovers\n", pawn_name(st, st->att.attacker),
			    st->p[st->att.target].name, st->att.value,
			    st->p[st->att.target].name);
			break;
		}
		outf("%s's murder attempt (value %d, foiled %d so far): "
		    "%s to answer\n", st->p[st->att.attacker].name,
		    st->att.value, st->att.total,
		    st->p[st->att.answerer].name);
		break;
	case PHASE_END:
		outf("%s made %s: the turn ends\n", cur->name,
		    st->rules->words.an_attempt);
		break;
	case PHASE_TAKE:
		outf("%s to play; Shamrock came with %d token%s: %s to take "
		    "%s or not\n", cur->name, st->dog_tokens,
		    st->dog_tokens == 1 ? "" : "s", st->p[st->taker].name,
		    st->dog_tokens == 1 ? "it" : "them");
		break;
	case PHASE_OVER:
		outf("game over: %s %s\n", st->p[st->winner].name,
		    st->rules->words.won);
		if (st->loser != NOBODY)
			outf("the loser: %s, who could have played a clover "
			    "card and did not (RULES A.10)\n",
			    st->p[st->loser].name);
		break;
	}
}

static void	show_hand(const struct state *, int);

/* RULES A.2: the locked rooms, folded at 72 columns. */
static void
show_locked(const struct state *st)
{
	const char *sep = "locked:";
	size_t col = 0;
	int i;

	for (i = 0; i < st->board->nspaces; i++) {
		const char *l;

		if (st->locked[i] == NOCARD)
			continue;
		l = label(st, i);
		if (col > 0 && col + strlen(l) + 2 > LUCKY_STATELINE) {
			outf(",\n");
			sep = "       ";
			col = 0;
		}
		col += (size_t)outf("%s %s", sep, l);
		sep = ",";
	}
	if (col > 0)
		outf("\n");
}

static void
show_summary(const struct state *st)
{
	int i;

	if (st->view == OBSERVER)
		outf("an observer's view: every hand and the deck are "
		    "hidden\n");
	else if (st->view != NOBODY)
		outf("%s's view: the other hands and the deck are hidden\n",
		    st->p[st->view].name);
	if (st->view != NOBODY)
		outf("%s rules, board %s, deck %s\n", st->rules->name,
		    st->board->name, st->deck->name);
	else
		outf("%s rules, board %s, deck %s, seed %llu\n",
		    st->rules->name, st->board->name, st->deck->name,
		    (unsigned long long)st->seed);
	if (st->opt.n > 0) {
		outf("options:");
		for (i = 0; i < st->opt.n; i++)
			outf(" %s%s%s", st->opt.name[i],
			    st->opt.value[i][0] ? "=" : "", st->opt.value[i]);
		outf("\n");
	}
	show_turn(st);
	outf("Doctor Lucky: %s, next %s\n", label(st, st->lucky),
	    label(st, lucky_next_room(st, st->lucky)));
	/* RULES A.14: only the hunting Lucky has a strength */
	if (st->lucky_strength > 0)
		outf("the escape game: Doctor Lucky attacks with strength %d "
		    "(RULES A.14)\n", st->lucky_strength);
	if (st->dog != NOWHERE) {
		outf("Shamrock: %s%s", label(st, st->dog),
		    st->dog_dead ? ", dead" : "");
		if (dog_keeps_tokens(st))
			outf(", %d spite token%s", st->dog_tokens,
			    st->dog_tokens == 1 ? "" : "s");
		outf("\n");
	}
	if (st->cat != NOWHERE)
		outf("Patience: %s\n", label(st, st->cat));
	show_locked(st);
	if (st->lights_out)
		outf("the lights are out: a person is seen only in the same "
		    "room (RULES A.9)\n");
	if (rules_line(st->rules, "motives")) {
		outf("%-4s  %-16s  %-26s  %s  %s\n", "seat", "player",
		    "room", "cards", "strength");
		for (i = 0; i < st->nplayers; i++)
			outf("%-4d  %-16s  %-26s  %5d  %8d%s\n", i + 1,
			    st->p[i].name, label(st, st->p[i].room),
			    st->p[i].nhand, base_strength(st, i),
			    st->p[i].dead ? "  dead" :
			    i == st->current && st->phase != PHASE_OVER ?
			    "  <- to play" : "");
	} else if (st->rules->pool > 0) {
		outf("%-4s  %-16s  %-26s  %s  %s\n", "seat", "player",
		    "room", "cards", "tokens");
		for (i = 0; i < st->nplayers; i++)
			outf("%-4d  %-16s  %-26s  %5d  %6d%s\n", i + 1,
			    st->p[i].name, label(st, st->p[i].room),
			    st->p[i].nhand, st->p[i].tokens,
			    i == st->current && st->phase != PHASE_OVER ?
			    "  <- to play" : "");
	} else {
		outf("%-4s  %-16s  %-26s  %s\n", "seat", "player", "room",
		    "cards");
		for (i = 0; i < st->nplayers; i++)
			outf("%-4d  %-16s  %-26s  %5d%s\n", i + 1,
			    st->p[i].name, label(st, st->p[i].room),
			    st->p[i].nhand,
			    i == st->current && st->phase != PHASE_OVER ?
			    "  <- to play" : "");
	}
	outf("draw pile %d, discard pile %d, removed %d", st->ndraw,
	    st->ndiscard, st->nremoved);
	if (st->rules->pool > 0)
		outf(", spite tokens in the pool %d", st->pool);
	outf("\n");
	if (st->view != NOBODY && st->view != OBSERVER) {
		outf("\n");
		show_hand(st, st->view);
	}
}

static void
show_hand(const struct state *st, int p)
{
	char buf[200];
	int i;

	if (st->view != NOBODY && st->view != p)
		errx(1, "this is %s's view: %s's hand is hidden",
		    view_who(st), st->p[p].name);
	outf("%s holds %d card%s in %s\n", st->p[p].name, st->p[p].nhand,
	    st->p[p].nhand == 1 ? "" : "s", label(st, st->p[p].room));
	for (i = 0; i < st->p[p].nhand; i++) {
		int c = st->p[p].hand[i];

		outf("%-4s  %-7s  %s\n", st->deck->c[c].id,
		    card_kind_name(st->deck->c[c].kind),
		    card_label(st->deck, st->board, c, buf, sizeof(buf)));
	}
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

/* Lucky's next n rooms, as he moves after each turn (RULES C.9, A.10). */
static int
show_route(const struct state *st, const char *arg)
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

/*
 * The spaces the player to move can reach this turn and the cards each
 * costs ("-": the free step alone); with what 'a' or 'd', only those
 * (and the space the player is in) where an attempt or a draw would be
 * allowed now.  Status 1 when there is none.
 */
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

static int
show_reach(const struct state *st, int what)
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
			outf(lflag ? "%s:" : "%s", lflag ? label(st, s) :
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
		    HOOKS(st)->draw_refusal(&copy, p) == NULL &&
		    copy.ndraw + copy.ndiscard > 0) {
			outf("%s\n", lflag ? label(st, s) :
			    st->board->sp[s].id);
			n++;
		}
	}
	return n > 0 ? 0 : 1;
}

/* The lucky-move arguments of the cheapest way to a space this turn. */
static int
show_path(const struct state *st, const char *arg)
{
	struct reach r;
	int s, i;

	s = board_space_arg(st->board, arg);
	reach_compute(st, st->current, &r);
	if (!r.way[s].ok)
		return 1;
	for (i = 0; i < r.way[s].ncards; i++)
		outf("-c %s ", st->deck->c[r.way[s].cards[i]].id);
	for (i = 0; i < r.way[s].npath; i++)
		outf("%s%s", lflag ? label(st, r.way[s].path[i]) :
		    st->board->sp[r.way[s].path[i]].id,
		    i + 1 == r.way[s].npath ? "\n" : lflag ? ", " : " ");
	return 0;
}

static const char *keys_help =
    "rules, board, deck, seed, view, options, players, first, current, "
    "whose, turn, "
    "round, phase, lucky, lucky-next, winner, draw, discard, removed, "
    "pending, answer-due, moves-left, can-attempt, can-draw, record, "
    "pool, dog, dog-tokens, take-due, can-attack-dog, tokens:PLAYER, "
    "cat, locked, lights, loser, motives:PLAYER, strength:PLAYER, "
    "strength:lucky, dead, alive, can-attack, "
    "route:N, reach, path:ROOM, reach-attempt, reach-draw, "
    "spaces, space:ROOM, exits, exits:ROOM, room:PLAYER, hand:PLAYER, "
    "cards:PLAYER, detail:PLAYER";

/* yes and status 0, or no and status 1 */
static int
yes_no(bool yes)
{
	outf("%s\n", yes ? "yes" : "no");
	return yes ? 0 : 1;
}

/* One field for scripts; 1 when it has no value now (no winner yet). */
/* Keys that print nothing when they have no value. */
static bool
is_silent_key(const char *key)
{
	return strcmp(key, "winner") == 0 || strcmp(key, "pending") == 0 ||
	    strcmp(key, "seed") == 0 || strcmp(key, "view") == 0 ||
	    strcmp(key, "whose") == 0 ||
	    strcmp(key, "answer-due") == 0 || strcmp(key, "pool") == 0 ||
	    strcmp(key, "dog") == 0 || strcmp(key, "dog-tokens") == 0 ||
	    strcmp(key, "take-due") == 0 || strncmp(key, "tokens:", 7) == 0 ||
	    strcmp(key, "cat") == 0 || strcmp(key, "loser") == 0 ||
	    strcmp(key, "dead") == 0 || strcmp(key, "can-attack") == 0 ||
	    strncmp(key, "path:", 5) == 0 ||
	    strncmp(key, "strength:", 9) == 0;
}

static int
show_key(const struct state *st, const char *key)
{
	const char *colon = strchr(key, ':');
	int i, p;

	if (colon != NULL) {
		char k[32];

		if ((size_t)(colon - key) >= sizeof(k))
			errx(2, "unknown key \"%.40s\" (%s)", key, keys_help);
		memcpy(k, key, (size_t)(colon - key));
		k[colon - key] = '\0';
		if (strcmp(k, "space") == 0) {
			const struct space *sp;

			sp = &st->board->sp[board_space_arg(st->board,
			    colon + 1)];
			if (sp->number >= 0)
				outf("%s %d %s %s\n", sp->id, sp->number,
				    board_kind_name(sp->kind), sp->name);
			else
				outf("%s - %s %s\n", sp->id,
				    board_kind_name(sp->kind), sp->name);
			return 0;
		}
		if (strcmp(k, "route") == 0)
			return show_route(st, colon + 1);
		if (strcmp(k, "path") == 0)
			return show_path(st, colon + 1);
		if (strcmp(k, "exits") == 0) {
			print_exits(st, board_space_arg(st->board,
			    colon + 1));
			return 0;
		}
		if (strcmp(k, "room") != 0 && strcmp(k, "hand") != 0 &&
		    strcmp(k, "cards") != 0 && strcmp(k, "detail") != 0 &&
		    strcmp(k, "tokens") != 0 && strcmp(k, "motives") != 0 &&
		    strcmp(k, "strength") != 0)
			errx(2, "unknown key \"%.40s\" (%s)", key, keys_help);
		/* RULES A.14: Doctor Lucky's strength in the escape game */
		if (k[0] == 's' && strcasecmp(colon + 1, "lucky") == 0) {
			if (st->lucky_strength == 0)
				return 1;
			outf("%d\n", st->lucky_strength);
			return 0;
		}
		p = state_player_arg(st, colon + 1);
		if (k[0] == 'm')
			print_cards(st, st->p[p].motives, st->p[p].nmotives);
		else if (k[0] == 's') {
			/* RULES A.4 */
			if (!rules_line(st->rules, "motives"))
				return 1;
			outf("%d\n", base_strength(st, p));
		} else if (k[0] == 't') {
			if (st->rules->pool == 0)
				return 1;
			outf("%d\n", st->p[p].tokens);
		} else if (k[0] == 'r')
			outf("%s\n", st->board->sp[st->p[p].room].id);
		else if ((k[0] == 'h' || k[0] == 'd') && st->view != NOBODY &&
		    st->view != p)
			return 1;	/* hidden in this view */
		else if (k[0] == 'h')
			print_cards(st, st->p[p].hand, st->p[p].nhand);
		else if (k[0] == 'd')
			print_detail(st, st->p[p].hand, st->p[p].nhand);
		else
			outf("%d\n", st->p[p].nhand);
		return 0;
	}
	if (strcmp(key, "rules") == 0)
		outf("%s\n", st->rules->name);
	else if (strcmp(key, "board") == 0)
		outf("%s\n", st->board->name);
	else if (strcmp(key, "deck") == 0)
		outf("%s\n", st->deck->name);
	else if (strcmp(key, "seed") == 0) {
		if (st->view != NOBODY)
			return 1;
		outf("%llu\n", (unsigned long long)st->seed);
	} else if (strcmp(key, "view") == 0) {
		if (st->view == NOBODY)
			return 1;
		outf("%s\n", st->view == OBSERVER ? "-" :
		    st->p[st->view].name);
	} else if (strcmp(key, "whose") == 0) {
		if (st->phase == PHASE_OVER)
			return 1;
		outf("%s\n", st->p[turn_whose(st)].name);
	}
	else if (strcmp(key, "options") == 0)
		for (i = 0; i < st->opt.n; i++)
			outf("%s%s%s\n", st->opt.name[i],
			    st->opt.value[i][0] ? "=" : "", st->opt.value[i]);
	else if (strcmp(key, "players") == 0)
		for (i = 0; i < st->nplayers; i++)
			outf("%s\n", st->p[i].name);
	else if (strcmp(key, "first") == 0)
		outf("%s\n", st->p[st->first].name);
	else if (strcmp(key, "current") == 0)
		outf("%s\n", st->p[st->current].name);
	else if (strcmp(key, "turn") == 0)
		outf("%d\n", st->turn);
	else if (strcmp(key, "round") == 0)
		outf("%d\n", st->round);
	else if (strcmp(key, "phase") == 0)
		outf("%s\n", phase_name(st->phase));
	else if (strcmp(key, "lucky") == 0)
		outf("%s\n", st->board->sp[st->lucky].id);
	else if (strcmp(key, "lucky-next") == 0)
		outf("%s\n",
		    st->board->sp[lucky_next_room(st, st->lucky)].id);
	else if (strcmp(key, "winner") == 0) {
		if (st->winner == NOBODY)
			return 1;
		outf("%s\n", st->p[st->winner].name);
	} else if (strcmp(key, "draw") == 0)
		outf("%d\n", st->ndraw);
	else if (strcmp(key, "discard") == 0)
		outf("%d\n", st->ndiscard);
	else if (strcmp(key, "removed") == 0)
		outf("%d\n", st->nremoved);
	else if (strcmp(key, "pending") == 0) {
		/* the pending attempt: attacker, value, total so far */
		if (!st->attempt_pending)
			return 1;
		outf("%s %d %d\n", st->att.attacker == PAWN_LUCKY ?
		    "lucky" : st->p[st->att.attacker].name,
		    st->att.value, st->att.total);
	} else if (strcmp(key, "answer-due") == 0) {
		if (st->phase != PHASE_ANSWER)
			return 1;
		outf("%s\n", st->p[st->att.answerer].name);
	} else if (strcmp(key, "moves-left") == 0)
		outf("%d\n", st->phase == PHASE_MOVE ? st->free_steps : 0);
	else if (strcmp(key, "can-attempt") == 0) {
		char why[200];

		return yes_no(st->phase == PHASE_MOVE &&
		    turn_can_attempt(st, st->current, false, why,
		    sizeof(why)));
	} else if (strcmp(key, "dead") == 0 || strcmp(key, "alive") == 0) {
		/* RULES A.14 */
		bool dead = key[0] == 'd';
		int n = 0;

		for (i = 0; i < st->nplayers; i++)
			if (st->p[i].dead == dead && !st->p[i].stranger) {
				outf("%s\n", st->p[i].name);
				n++;
			}
		return n > 0 ? 0 : 1;
	} else if (strcmp(key, "can-attack") == 0) {
		/* RULES A.14: whom the current player may attack now */
		char why[200];
		int n = 0;

		for (i = 0; i < st->nplayers; i++)
			if (st->phase == PHASE_MOVE &&
			    turn_can_attack(st, st->current, i, why,
			    sizeof(why))) {
				outf("%s\n", st->p[i].name);
				n++;
			}
		return n > 0 ? 0 : 1;
	} else if (strcmp(key, "can-attack-dog") == 0) {
		char why[200];

		return yes_no(st->phase == PHASE_MOVE &&
		    turn_can_attempt(st, st->current, true, why,
		    sizeof(why)));
	} else if (strcmp(key, "pool") == 0) {
		if (st->rules->pool == 0)
			return 1;
		outf("%d\n", st->pool);
	} else if (strcmp(key, "dog") == 0) {
		if (st->dog == NOWHERE)
			return 1;
		outf("%s%s\n", st->board->sp[st->dog].id,
		    st->dog_dead ? " dead" : "");
	} else if (strcmp(key, "dog-tokens") == 0) {
		if (!dog_keeps_tokens(st))
			return 1;
		outf("%d\n", st->dog_tokens);
	} else if (strcmp(key, "cat") == 0) {
		if (st->cat == NOWHERE)
			return 1;
		outf("%s\n", st->board->sp[st->cat].id);
	} else if (strcmp(key, "locked") == 0) {
		for (i = 0; i < st->board->nspaces; i++)
			if (st->locked[i] != NOCARD)
				outf("%s\n", st->board->sp[i].id);
	} else if (strcmp(key, "lights") == 0)
		outf("%s\n", st->lights_out ? "off" : "on");
	else if (strcmp(key, "loser") == 0) {
		if (st->loser == NOBODY)
			return 1;
		outf("%s\n", st->p[st->loser].name);
	} else if (strcmp(key, "take-due") == 0) {
		if (st->phase != PHASE_TAKE)
			return 1;
		outf("%s\n", st->p[st->taker].name);
	} else if (strcmp(key, "can-draw") == 0)
		return yes_no((st->phase == PHASE_MOVE ||
		    st->phase == PHASE_END) &&
		    HOOKS(st)->draw_refusal(st, st->current) == NULL &&
		    st->ndraw + st->ndiscard > 0);
	else if (strcmp(key, "reach") == 0)
		return show_reach(st, 0);
	else if (strcmp(key, "reach-attempt") == 0)
		return show_reach(st, 'a');
	else if (strcmp(key, "reach-draw") == 0)
		return show_reach(st, 'd');
	else if (strcmp(key, "spaces") == 0)
		for (i = 0; i < st->board->nspaces; i++)
			outf("%s\n", st->board->sp[i].id);
	else if (strcmp(key, "exits") == 0)
		print_exits(st, st->p[st->current].room);
	else if (strcmp(key, "record") == 0)
		for (i = 0; i < st->nrecord; i++)
			outf("%s\n", st->record[i]);
	else
		errx(2, "unknown key \"%.40s\" (%s)", key, keys_help);
	return 0;
}

/*
 * lucky-show -T svg|png: the board drawn (lib/svg.c), of the state or of
 * a board alone (-b), with spaces marked.
 */
static int
show_picture(const char *file, const char *board, const char *type,
    const char **marks, const bool *lines, int nmarks, int argc)
{
	const struct board *b;
	struct state st;
	struct lerr e;
	uint64_t set = 0;
	int i, rc;

	if (argc != 0 || type == NULL || (board != NULL && file != NULL) ||
	    (strcmp(type, "svg") != 0 && strcmp(type, "png") != 0))
		cli_usage(&cli);
	std_fds();
	if (board != NULL) {
		if ((b = board_get(board, &e)) == NULL)
			lerr_exit(&e);
	} else {
		for (i = 0; i < nmarks; i++)
			if ((file == NULL || strcmp(file, "-") == 0) &&
			    lines[i] && strcmp(marks[i], "-") == 0)
				errx(2, "the state and --highlight cannot "
				    "both be the standard input");
		cli_reading(file);
		if (state_load(&st, file, &e) == -1)
			lerr_exit(&e);
		b = st.board;
	}
	for (i = 0; i < nmarks; i++)
		if (svg_mark(b, marks[i], lines[i], &set, &e) == -1)
			lerr_exit(&e);
	if (strcmp(type, "svg") == 0)
		rc = svg_write(out_hold(), b, board ? NULL : &st, set, &e);
	else
		rc = svg_png(out_hold(), b, board ? NULL : &st, set, &e);
	if (rc == -1)
		lerr_exit(&e);
	if (board == NULL)
		state_free(&st);
	return out_commit() != 0 ? 2 : 0;
}

int
main(int argc, char *argv[])
{
	struct state st, view;
	struct inplace ip;
	struct lerr e;
	struct cli_parse cp;
	const char *file = NULL, *key = NULL, *as = NULL, *hand = NULL;
	const char *keys[32], *board = NULL, *type = NULL, *marks[32];
	bool marklines[32];
	int nmarks = 0;
	int ch, ret = 0, nkeys = 0, i, p;
	size_t size;
	bool cflag = false, iflag = false, mflag = false, logflag = false;

	cli_begin(&cp, &cli, argc, argv, false);
	while ((ch = cli_next(&cp)) != -1)
		switch (ch) {
		case CLI_LONG + 1:
		case CLI_LONG + 2:
			/* --highlight=file, --mark=spaces */
			if (nmarks == 32)
				errx(2, "more than 32 --highlight and --mark");
			marklines[nmarks] = ch == CLI_LONG + 1;
			marks[nmarks++] = cp.arg;
			break;
		case 'T':
			type = cp.arg;
			break;
		case 'b':
			board = cp.arg;
			break;
		case 'H':
			hand = cp.arg;
			break;
		case 'a':
			as = cp.arg;
			break;
		case 'C':
			cflag = true;
			break;
		case 'i':
			iflag = true;
			break;
		case 'k':
			if (nkeys == 32)
				errx(2, "more than 32 keys");
			key = keys[nkeys++] = cp.arg;
			break;
		case 'l':
			lflag = true;
			break;
		case 'M':
			mflag = true;
			break;
		case CLI_LONG + 3:
			logflag = true;
			break;
		default:
			if (!cli_state_option(ch, cp.arg, &file))
				cli_usage(&cli);
		}
	/* the state as an operand, as -f gives it */
	if (argc - cp.optind == 1 && file == NULL)
		file = argv[cp.optind++];
	argc -= cp.optind;
	if (type != NULL || board != NULL || nmarks > 0) {
		if (as != NULL || cflag || iflag || key != NULL || mflag ||
		    hand != NULL || lflag || logflag)
			cli_usage(&cli);
		return show_picture(file, board, type, marks, marklines,
		    nmarks, argc);
	}
	/* one thing at a time: -a, -c, -k, or the summary, map and hand */
	if (argc != 0 || (as != NULL && !logflag) + cflag + (key != NULL) +
	    (mflag || hand != NULL) + logflag > 1 || (iflag && !cflag) ||
	    (lflag && logflag))
		cli_usage(&cli);
	std_fds();
	cli_reading(file);
	if (iflag) {
		/* nothing on stdout: the rename is the last step (inplace.c) */
		if (inplace_load(&st, &ip, file, &e) == -1)
			lerr_exit(&e);
		if (inplace_save(&st, &ip, &e) == -1)
			errx(2, "%s", e.msg);
		state_free(&st);
		return 0;
	}
	if (state_load(&st, file, &e) == -1)
		lerr_exit(&e);
	/* a key, the map or a hand may fail after others printed */
	out_hold();
	if (cflag) {
		if (state_write(&st, stdout) == -1)
			err(2, "stdout");
	} else if (logflag) {
		/* the game told, as a player sees it with -a */
		p = as != NULL ? view_arg(&st, as) : st.view;
		if (st.view != NOBODY && st.view != p)
			errx(1, "this is %s's view: it cannot show %s",
			    view_who(&st), as_whose(&st, p));
		if (narrate_record(&st, 0, p, "", out_hold(), &e) == -1)
			errx(2, "%s", e.msg);
	} else if (as != NULL) {
		p = view_arg(&st, as);
		if (st.view != NOBODY && st.view != p && p != OBSERVER)
			errx(1, "this is %s's view: it cannot show %s",
			    view_who(&st), as_whose(&st, p));
		state_view(&st, p, &view);
		/* hidden cards and the view's lines may make it longer */
		if ((size = state_size(&view, NULL)) > LUCKY_MAXFILE)
			errx(1, "the view would be %zu bytes, more than the "
			    "%d a state can hold", size, LUCKY_MAXFILE);
		if (state_write(&view, stdout) == -1)
			err(2, "stdout");
		state_free(&view);
	} else if (nkeys == 1)
		ret = show_key(&st, key);
	else if (nkeys > 1) {
		/* several keys: a key with no value prints an empty line */
		for (i = 0; i < nkeys; i++)
			if (show_key(&st, keys[i]) == 1) {
				ret = 1;
				if (is_silent_key(keys[i]))
					outf("\n");
			}
	} else {
		if (mflag && st.board->nmaprows == 0)
			errx(1, "board %s has no map", st.board->name);
		if (mflag)
			map_text(&st);
		if (hand != NULL) {
			if (mflag)
				outf("\n");
			show_hand(&st, state_player_arg(&st, hand));
		}
		if (!mflag && hand == NULL)
			show_summary(&st);
	}
	state_free(&st);
	if (out_commit() != 0)
		return 2;
	return ret;
}
