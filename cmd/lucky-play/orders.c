/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "playui.h"

/*
 * The prompt: a person's orders, played by the toolkit's programs, and
 * the orders that only look (map, hand, log, sight, path, reach, hint).
 */

void
help(void)
{
	say("Orders, in the programs' own words (ORDER --help lists an "
	    "order's options):");
	say_lines("  move [--card=CARD ...] [--doctor | --pawn=PAWN] ROOM ...\n"
	    "  ROOM                        move to ROOM (asks first)\n"
	    "  attempt [--weapon=CARD ...] [--target=WHOM]\n"
	    "  foil CARD ...  or  pass     answer an attempt\n"
	    "  end [--no-draw]             end the turn, drawing a card "
	    "where the rules allow\n"
	    "  take [CARD ...]             the dog's spite tokens, a card "
	    "for each", "");
	say("Also: show (the game and your hand), hand, map, sight [ROOM "
	    "[ROOM]], log [N] (the last N actions), path ROOM (the ways to "
	    "ROOM and their cost), reach (where your cards take you), hint "
	    "(lucky-bot's advice), auto (play it), undo (take back your last "
	    "action), help, quit (the game is saved).");
}

/* ORDER --help: the options an order may use at the prompt (those that
 * name the file, the player or a mode are lucky-play's: order.c). */
static void
order_help(const struct order *o)
{
	const struct cli_opt *c;
	char opt[80];
	int k = act_prog_find(order_program(o->word[0]));

	say("usage: %s [option ...]%s%s", o->word[0],
	    act_progs[k].cli.operands != NULL ? " " : "",
	    act_progs[k].cli.operands != NULL ? act_progs[k].cli.operands :
	    "");
	for (c = act_progs[k].cli.opts; c->ch != 0; c++) {
		if ((c->ch < CLI_LONG && strchr("fiFpnhv", c->ch) != NULL) ||
		    c->ch == CLI_VERSION || (c->flags & CLI_HIDE) ||
		    c->help == NULL)
			continue;
		snprintf(opt, sizeof(opt), "%s%c%s--%s%s%s",
		    c->ch < CLI_LONG ? "-" : "", c->ch < CLI_LONG ? c->ch : ' ',
		    c->ch < CLI_LONG ? ", " : "  ", c->name,
		    c->arg != NULL ? "=" : "", c->arg != NULL ? c->arg : "");
		say("  %-26s %s", opt, c->help);
	}
}

/* A key of lucky-show on the person's view, -l, its lines shown. */
static bool
show_key(const char *name, const char *k)
{
	char karg[LUCKY_MAXINLINE + 16];
	char *argv[] = { "lucky-show", karg, "--long", NULL };
	struct buf v = { NULL, 0, 0 }, out = { NULL, 0, 0 };

	snprintf(karg, sizeof(karg), "--key=%s", k);
	view_of(name, &v);
	run_on(argv, v.s, &out);
	if (out.len > 0)
		say_lines(out.s, "");
	free(v.s);
	free(out.s);
	return out.len > 0;
}

/* The rest of the words as one, blanks between: "wine cellar". */
static void
join(const struct order *o, int from, char *buf, size_t size)
{
	int i;

	buf[0] = '\0';
	for (i = from; i < o->nword; i++) {
		if (i > from)
			strlcat(buf, " ", size);
		strlcat(buf, o->word[i], size);
	}
}

/* The game's board; NULL if it cannot be read. */
static const struct board *
game_board(void)
{
	const struct board *b;
	struct buf bn = { NULL, 0, 0 };
	struct lerr e;

	key("board", &bn);
	b = board_get(bn.s, &e);
	free(bn.s);
	return b;
}

/* path ROOM: the cheapest way to ROOM this turn, or why there is
 * none. */
static void
show_path(const char *name, const struct order *o)
{
	const struct board *b;
	char k[LUCKY_MAXINLINE + 8], msg[200];
	int s;

	if (o->nword == 1 || o->word[1][0] == '-') {
		say("path takes a room, as path kitchen");
		return;
	}
	join(o, 1, k + 5, sizeof(k) - 5);
	memcpy(k, "path:", 5);
	if (show_key(name, k))
		return;
	if ((b = game_board()) == NULL)
		say("%s is out of reach this turn", k + 5);
	else if ((s = board_find(b, k + 5, msg, sizeof(msg))) < 0)
		say("%s", msg);
	else
		say("%s is out of reach this turn", board_space_label(b, s));
}

/* log [N]: the whole record, or its last N entries, as name knows it. */
static void
show_log(const char *name, const struct order *o)
{
	const char *errstr;
	int n = record_count(), last = n;

	if (o->nword > 1) {
		last = (int)strtonum(o->word[1], 1, LUCKY_MAXRECORD, &errstr);
		if (errstr != NULL || o->nword > 2) {
			say("log takes the number of the last actions to "
			    "tell, as log 3");
			return;
		}
	}
	if (n == 0)
		say("Nothing played yet.");
	tell(last < n ? n - last : 0, name, NULL, 0);
}

/* sight [ROOM [ROOM]]: who sees the person, or two rooms. */
static void
sight(const char *name, const struct order *o)
{
	char *argv[ORDER_MAXWORDS + 8], warg[LUCKY_MAXIDLEN + 16];
	struct buf out = { NULL, 0, 0 };
	int argc = 0, i;

	argv[argc++] = "lucky-sight";
	argv[argc++] = filearg;
	argv[argc++] = "--long";
	if (o->nword == 1) {
		snprintf(warg, sizeof(warg), "--watchers=%s", name);
		argv[argc++] = warg;
	}
	for (i = 1; i < o->nword; i++) {
		if (o->word[i][0] == '-' || strchr(o->word[i], '/') ||
		    o->nword > 3) {
			say("sight takes one or two rooms");
			return;
		}
		argv[argc++] = o->word[i];
	}
	argv[argc] = NULL;
	i = run_on(argv, NULL, &out);
	if (o->nword == 1)
		say("Who sees you:");
	if (out.len > 0 && (i <= 1 || o->nword == 2))
		say_lines(out.s, "");
	if (i == 1 && o->nword == 1)
		say("nobody");
	else if (i <= 1 && o->nword == 3)
		say("%s and %s %s each other.", o->word[1], o->word[2],
		    i == 0 ? "see" : "do not see");
	free(out.s);
}

/* The orders that only look; false for none of them. */
static bool
look(const char *name, struct order *o)
{
	char harg[LUCKY_MAXIDLEN + 16];
	struct buf out = { NULL, 0, 0 };
	const char *w = o->word[0];

	if (strcmp(w, "map") == 0)
		show_map();
	else if (strcmp(w, "hand") == 0) {
		snprintf(harg, sizeof(harg), "--hand=%s", name);
		run_on((char *[]){ "lucky-show", filearg, harg, NULL }, NULL,
		    &out);
		say_lines(out.s, "");
		free(out.s);
	} else if (strcmp(w, "log") == 0)
		show_log(name, o);
	else if (strcmp(w, "sight") == 0)
		sight(name, o);
	else if (strcmp(w, "reach") == 0)
		show_key(name, "reach");
	else if (strcmp(w, "path") == 0)
		show_path(name, o);
	else if (strcmp(w, "help") == 0 || strcmp(w, "?") == 0)
		help();
	else
		return false;
	return true;
}

/* hint or auto: lucky-bot's action on the person's view, told or
 * played; 0 when played. */
static int
advice(const char *name, const struct order *o)
{
	struct order b;
	struct buf v = { NULL, 0, 0 };
	char text[LUCKY_MAXINLINE];
	int i;

	view_of(name, &v);
	i = bot_choice(&b, v.s);
	free(v.s);
	if (i != 0)
		return -1;
	order_text(&b, text, sizeof(text));
	if (strcmp(o->word[0], "hint") == 0) {
		say("lucky-bot would play: %s", text);
		return -1;
	}
	say("auto: %s", text);
	return play(&b, name, false);
}

/* Whether line names a room whole: an id, a name, an alias or a
 * number; a word of fewer than three letters only so ("n" is no
 * Nursery: an answer typed by mistake). */
static int
room_of(const struct board *b, const char *line, char *msg, size_t size)
{
	int s, k;

	if ((s = board_find(b, line, msg, size)) < 0 || strlen(line) >= 3 ||
	    line[strspn(line, "0123456789")] == '\0')
		return s;
	for (k = 0; k < b->sp[s].nkey; k++)
		if (strcasecmp(b->sp[s].key[k], line) == 0)
			return s;
	return -1;
}

/* Whether the room with id is in name's reach this turn (path tells a
 * way to it). */
static bool
in_reach(const char *name, const char *id)
{
	char karg[LUCKY_MAXIDLEN + 16];
	char *argv[] = { "lucky-show", karg, NULL };
	struct buf v = { NULL, 0, 0 }, out = { NULL, 0, 0 };
	bool r;

	snprintf(karg, sizeof(karg), "--key=path:%s", id);
	view_of(name, &v);
	run_on(argv, v.s, &out);
	r = out.len > 0;
	free(v.s);
	free(out.s);
	return r;
}

/* A room's name alone at the prompt: move there, asked first (out of
 * reach: said so, as path does); 0 when played, 1 when it names no
 * room. */
static int
room_order(const char *name, const char *line)
{
	const struct board *b;
	struct order o;
	struct lerr e;
	char msg[200], *yes;
	int s;

	if ((b = game_board()) == NULL ||
	    (s = room_of(b, line, msg, sizeof(msg))) < 0)
		return 1;
	if (!in_reach(name, b->sp[s].id)) {
		say("%s is out of reach this turn", board_space_label(b, s));
		return -1;
	}
	snprintf(msg, sizeof(msg), "move to the %s? [y/n] ", b->sp[s].name);
	if ((yes = ask(msg)) == NULL || (*yes != 'y' && *yes != 'Y'))
		return -1;
	snprintf(msg, sizeof(msg), "move %s", b->sp[s].id);
	if (order_split(&o, msg, &e) == -1 || order_action(&o, &e) == -1) {
		say("%s", e.msg);
		return -1;
	}
	return play(&o, name, false);
}

/* Is w an order of the prompt's own that takes no words, so that
 * "undo --help" undoes nothing and "auto --help" plays nothing? */
static bool
bare_order(const char *w)
{
	static const char *const bare[] = {
		"quit", "exit", "show", "undo", "hint", "auto"
	};
	size_t i;

	for (i = 0; i < sizeof(bare) / sizeof(bare[0]); i++)
		if (strcmp(w, bare[i]) == 0)
			return true;
	return false;
}

/* An order of the prompt: 0 when an action was played, 1 to go on, -1
 * to quit. */
static int
order(const char *name, const char *line)
{
	struct order o;
	struct lerr e;
	const char *w;
	int i;

	if (order_split(&o, line, &e) == -1) {
		say("%s", e.msg);
		return 1;
	}
	if (o.nword == 0)
		return 1;
	w = o.word[0];
	if (o.nword > 1 && bare_order(w)) {
		say("%s takes no words (help lists the orders): nothing done",
		    w);
		return 1;
	}
	if (strcmp(w, "quit") == 0 || strcmp(w, "exit") == 0)
		return -1;
	if (strcmp(w, "show") == 0)
		changed = true;
	else if (look(name, &o))
		return 1;
	else if (strcmp(w, "undo") == 0) {
		undo(name);
		return changed ? 0 : 1;
	} else if (strcmp(w, "hint") == 0 || strcmp(w, "auto") == 0)
		return advice(name, &o) == 0 ? 0 : 1;
	else if (order_program(w) != NULL && o.nword == 2 &&
	    (strcmp(o.word[1], "--help") == 0 || strcmp(o.word[1], "-h") == 0))
		order_help(&o);
	else if (order_program(w) == NULL &&
	    (i = room_order(name, line)) != 1)
		return i == 0 ? 0 : 1;
	else if (order_action(&o, &e) == -1)
		say("%s", e.msg);
	else if (play(&o, name, false) == 0)
		return 0;
	return 1;
}

/* What the person whose action is due may do, in a line. */
static void
situation_line(const char *name)
{
	struct buf phase = { NULL, 0, 0 };

	key("phase", &phase);
	if (strcmp(phase.s, "answer") == 0)
		say_title("%s, your answer to the attempt: foil CARD ... or pass",
		    name);
	else if (strcmp(phase.s, "take") == 0)
		say_title("%s, the dog's spite tokens: take CARD ... (a card for "
		    "each) or take (none)", name);
	else if (strcmp(phase.s, "end") == 0)
		say_title("%s, your turn can only end: end", name);
	else
		say_title("%s, your turn: move, attempt or end (help lists the "
		    "orders)", name);
	free(phase.s);
}

/*
 * Wait for the person at the keyboard; false at the end of the input or
 * on quit.  A word there is an order that shows no hand: help, map,
 * sight; the others wait for the Enter.
 */
static bool
hand_over(const char *name)
{
	char p[128], *line;
	struct order o;
	struct lerr e;

	clear_all();
	snprintf(p, sizeof(p), "%s to play: press Enter, %s. ", name, name);
	for (;;) {
		if ((line = ask(p)) == NULL)
			return false;
		/* a line that is no order is no Enter either: never a
		 * hand shown by a slip of the previous person's keys */
		if (order_split(&o, line, &e) == -1) {
			say("%s", e.msg);
			continue;
		}
		if (o.nword == 0)
			break;
		if (strcmp(o.word[0], "quit") == 0 ||
		    strcmp(o.word[0], "exit") == 0)
			return false;
		if (strcmp(o.word[0], "help") == 0 ||
		    strcmp(o.word[0], "map") == 0 ||
		    strcmp(o.word[0], "sight") == 0)
			look(name, &o);
		else
			say("%s first: Enter shows your hand, %s (help, "
			    "map, sight and quit are taken here).", name,
			    name);
	}
	clear_all();
	edit_words(name);
	if (seen[seat_of(name)] < record_count()) {
		say_since();
		tell(seen[seat_of(name)], name, NULL, 0);
	}
	changed = true;
	return true;
}

/*
 * The prompt of the person whose action is due, until one action is
 * played; false when the person quits.
 */
bool
prompt(const char *name)
{
	static char last[LUCKY_MAXIDLEN + 1];
	char p[LUCKY_MAXIDLEN + 4], *line;
	int r;

	if (nhumans > 1 && strcmp(last, name) != 0 && !hand_over(name))
		return false;
	if (strcmp(last, name) != 0)
		edit_words(name);
	strlcpy(last, name, sizeof(last));
	snprintf(p, sizeof(p), "%s> ", name);
	for (;;) {
		if (changed) {
			seen[seat_of(name)] = record_count();
			show_state(name);
			changed = false;
			situation_line(name);
		}
		if ((line = ask(p)) == NULL)
			return false;
		edit_enter(line);
		if ((r = order(name, line)) == -1)
			return false;
		if (r == 0)
			break;
	}
	seen[seat_of(name)] = record_count();
	edit_words(name);
	return true;
}
