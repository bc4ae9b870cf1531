/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

#include <err.h>
#include <string.h>

#include "play.h"
#include "show.h"

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
	return estate_player_arg(st, arg);
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

const char *
show_label(const struct state *st, int s)
{
	return board_space_label(st->board, s);
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
		l = show_label(st, i);
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

/*
 * s in a column w characters wide (a UTF-8 character one, as a board's
 * names may hold them), cut short with "..." when longer.
 */
static void
out_column(const char *s, int w)
{
	int n = 0, i, cut = -1;

	for (i = 0; s[i] != '\0'; i++)
		if (((unsigned char)s[i] & 0xc0) != 0x80 && n++ == w - 3)
			cut = i;
	if (n > w && cut >= 0) {
		outf("%.*s...", cut, s);
		return;
	}
	outf("%s%*s", s, n < w ? w - n : 0, "");
}

/* The number of characters of s, UTF-8. */
static int
chars(const char *s)
{
	int n = 0;

	for (; *s != '\0'; s++)
		n += ((unsigned char)*s & 0xc0) != 0x80;
	return n;
}

/*
 * The players a line each in seat order, with their room and cards, and
 * their strength and the dead of the escape game in the anniversary
 * rules (RULES A.4, A.14), or their spite tokens where there is a pool
 * (RULES P.2): the columns as wide as the longest names, the room's cut
 * short where the line would pass 80 columns.
 */
static void
show_seats(const struct state *st)
{
	int i, wp = 16, wr = 26;
	const char *more = rules_line(st->rules, "motives") ? "strength" :
	    st->rules->pool > 0 ? "tokens" : NULL;

	for (i = 0; i < st->nplayers; i++) {
		if (chars(st->p[i].name) > wp)
			wp = chars(st->p[i].name);
		if (chars(show_label(st, st->p[i].room)) > wr)
			wr = chars(show_label(st, st->p[i].room));
	}
	/* seat, cards, the last column and "  <- to play" */
	if (6 + wp + 2 + wr + 7 + (more != NULL ? 10 : 0) + 12 > 80)
		wr = 80 - (6 + wp + 2 + 7 + (more != NULL ? 10 : 0) + 12);
	outf("%-4s  %-*s  ", "seat", wp, "player");
	out_column("room", wr);
	outf("  %s%s%s\n", "cards", more != NULL ? "  " : "",
	    more != NULL ? more : "");
	for (i = 0; i < st->nplayers; i++) {
		outf("%-4d  %-*s  ", i + 1, wp, st->p[i].name);
		out_column(show_label(st, st->p[i].room), wr);
		outf("  %5d", st->p[i].nhand);
		if (more != NULL && more[0] == 's')
			outf("  %8d", base_strength(st, i));
		else if (more != NULL)
			outf("  %6d", st->p[i].tokens);
		outf("%s\n", more != NULL && more[0] == 's' &&
		    st->p[i].dead ? "  dead" :
		    i == st->current && st->phase != PHASE_OVER ?
		    "  <- to play" : "");
	}
}

/* lucky-show alone: the game at a glance, and the hand of a view. */
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
	outf("Doctor Lucky: %s, next %s\n", show_label(st, st->lucky),
	    show_label(st, lucky_next_room(st, st->lucky)));
	/* RULES A.14: only the hunting Lucky has a strength */
	if (st->lucky_strength > 0)
		outf("the escape game: Doctor Lucky attacks with strength %d "
		    "(RULES A.14)\n", st->lucky_strength);
	if (st->dog != NOWHERE) {
		outf("Shamrock: %s%s", show_label(st, st->dog),
		    st->dog_dead ? ", dead" : "");
		if (dog_keeps_tokens(st))
			outf(", %d spite token%s", st->dog_tokens,
			    st->dog_tokens == 1 ? "" : "s");
		outf("\n");
	}
	if (st->cat != NOWHERE)
		outf("Patience: %s\n", show_label(st, st->cat));
	show_locked(st);
	if (st->lights_out)
		outf("the lights are out: a person is seen only in the same "
		    "room (RULES A.9)\n");
	show_seats(st);
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
	outf("%s holds %d card%s %s\n", st->p[p].name, st->p[p].nhand,
	    st->p[p].nhand == 1 ? "" : "s",
	    board_at(st->board, st->p[p].room, buf, sizeof(buf)));
	for (i = 0; i < st->p[p].nhand; i++) {
		int c = st->p[p].hand[i];

		outf("%-4s  %-7s  %s\n", st->deck->c[c].id,
		    card_kind_name(st->deck->c[c].kind),
		    card_label(st->deck, st->board, c, buf, sizeof(buf)));
	}
}

/* What the command line asks for. */
struct show_args {
	const char	*file;		/* -f or the operand; NULL: stdin */
	const char	*as;		/* -a */
	const char	*hand;		/* -H */
	const char	*board;		/* -b */
	const char	*type;		/* -T */
	const char	*keys[32];	/* -k */
	int		 nkeys;
	const char	*marks[32];	/* --highlight and --mark, in order */
	bool		 marklines[32];	/* --highlight: a file of lines */
	int		 nmarks;
	int		 argc;		/* the operands left over */
	bool		 cflag, iflag, lflag, mflag, logflag;
};

/* Read the options and the operand into a, the usage on an unknown one. */
static void
read_args(struct show_args *a, int argc, char *argv[])
{
	struct cli_parse cp;
	int ch;

	memset(a, 0, sizeof(*a));
	cli_begin(&cp, &cli, argc, argv);
	while ((ch = ecli_next(&cp)) != -1)
		switch (ch) {
		case CLI_LONG + 1:
		case CLI_LONG + 2:
			/* --highlight=file, --mark=spaces */
			if (a->nmarks == 32)
				errx(2, "more than 32 --highlight and --mark");
			a->marklines[a->nmarks] = ch == CLI_LONG + 1;
			a->marks[a->nmarks++] = cp.arg;
			break;
		case 'T':
			a->type = cp.arg;
			break;
		case 'b':
			a->board = cp.arg;
			break;
		case 'H':
			a->hand = cp.arg;
			break;
		case 'a':
			a->as = cp.arg;
			break;
		case 'C':
			a->cflag = true;
			break;
		case 'i':
			a->iflag = true;
			break;
		case 'k':
			if (a->nkeys == 32)
				errx(2, "more than 32 keys");
			a->keys[a->nkeys++] = cp.arg;
			break;
		case 'l':
			a->lflag = true;
			break;
		case 'M':
			a->mflag = true;
			break;
		case CLI_LONG + 3:
			a->logflag = true;
			break;
		default:
			if (!cli_state_option(ch, cp.arg, &a->file))
				ecli_usage(&cli);
		}
	/* the state as an operand, as -f gives it */
	if (argc - cp.optind == 1 && a->file == NULL)
		a->file = argv[cp.optind++];
	a->argc = argc - cp.optind;
}

/*
 * lucky-show -T svg|png: the board drawn (svg.c), of the state or of a
 * board alone (-b), with spaces marked.
 */
static int
show_picture(const struct show_args *a)
{
	const struct board *b;
	struct state st;
	struct lerr e;
	uint64_t set = 0;
	int i, rc;

	if (a->argc != 0 || a->type == NULL ||
	    (a->board != NULL && a->file != NULL) ||
	    (strcmp(a->type, "svg") != 0 && strcmp(a->type, "png") != 0))
		ecli_usage(&cli);
	estd_fds();
	if (a->board != NULL) {
		if ((b = board_get(a->board, &e)) == NULL)
			lerr_exit(&e);
	} else {
		for (i = 0; i < a->nmarks; i++)
			if ((a->file == NULL || strcmp(a->file, "-") == 0) &&
			    a->marklines[i] && strcmp(a->marks[i], "-") == 0)
				errx(2, "the state and --highlight cannot "
				    "both be the standard input");
		cli_reading(a->file);
		if (state_load(&st, a->file, &e) == -1)
			lerr_exit(&e);
		b = st.board;
	}
	for (i = 0; i < a->nmarks; i++)
		if (svg_mark(b, a->marks[i], a->marklines[i], &set, &e) == -1)
			lerr_exit(&e);
	if (strcmp(a->type, "svg") == 0)
		rc = svg_write(eout_hold(), b, a->board ? NULL : &st, set, &e);
	else
		rc = svg_png(eout_hold(), b, a->board ? NULL : &st, set, &e);
	if (rc == -1)
		lerr_exit(&e);
	if (a->board == NULL)
		state_free(&st);
	return eout_commit() != 0 ? 2 : 0;
}

/* -C -i: the state rewritten in canonical form, nothing on stdout. */
static int
rewrite_in_place(const char *file)
{
	struct state st;
	struct inplace ip;
	struct lerr e;

	/* the rename is the last step (inplace.c) */
	if (inplace_load(&st, &ip, file, &e) == -1)
		lerr_exit(&e);
	if (inplace_save(&st, &ip, &e) == -1)
		errx(2, "%s", e.msg);
	state_free(&st);
	return 0;
}

/* --log: the game told, as a player sees it with -a. */
static void
show_log(const struct state *st, const char *as)
{
	struct lerr e;
	int p;

	p = as != NULL ? view_arg(st, as) : st->view;
	if (st->view != NOBODY && st->view != p)
		errx(1, "this is %s's view: it cannot show %s",
		    view_who(st), as_whose(st, p));
	if (narrate_record(st, 0, p, "", eout_hold(), &e) == -1)
		errx(2, "%s", e.msg);
}

/* -a: the state as a player or an observer sees it. */
static void
show_view(const struct state *st, const char *as)
{
	struct state view;
	struct lerr e;
	size_t size;
	int p;

	p = view_arg(st, as);
	if (st->view != NOBODY && st->view != p && p != OBSERVER)
		errx(1, "this is %s's view: it cannot show %s",
		    view_who(st), as_whose(st, p));
	state_view(st, p, &view);
	/* what p was told of the record, for the view's --log; a record
	 * that does not replay (a state read with -F) is told from its
	 * words, as before */
	(void)view_told(st, p, &view, &e);
	/* hidden cards and the view's lines may make it longer */
	if ((size = state_size(&view, NULL)) > LUCKY_MAXFILE)
		errx(1, "the view would be %zu bytes, more than the "
		    "%d a state can hold", size, LUCKY_MAXFILE);
	if (state_write(&view, stdout) == -1)
		err(2, "stdout");
	state_free(&view);
}

/* -M and -H: the map, a hand, or both; neither: the summary. */
static void
show_board(const struct state *st, bool map, const char *hand)
{
	if (map && st->board->nmaprows == 0)
		errx(1, "board %s has no map", st->board->name);
	if (map)
		map_text(st);
	if (hand != NULL) {
		if (map)
			outf("\n");
		show_hand(st, estate_player_arg(st, hand));
	}
	if (!map && hand == NULL)
		show_summary(st);
}

int
main(int argc, char *argv[])
{
	struct show_args a;
	struct state st;
	struct lerr e;
	int ret = 0;

	read_args(&a, argc, argv);
	if (a.type != NULL || a.board != NULL || a.nmarks > 0) {
		if (a.as != NULL || a.cflag || a.iflag || a.nkeys > 0 ||
		    a.mflag || a.hand != NULL || a.lflag || a.logflag)
			ecli_usage(&cli);
		return show_picture(&a);
	}
	/* one thing at a time: -a, -c, -k, or the summary, map and hand */
	if (a.argc != 0 || (a.as != NULL && !a.logflag) + a.cflag +
	    (a.nkeys > 0) + (a.mflag || a.hand != NULL) + a.logflag > 1 ||
	    (a.iflag && !a.cflag) || (a.lflag && a.logflag))
		ecli_usage(&cli);
	estd_fds();
	cli_reading(a.file);
	if (a.iflag)
		return rewrite_in_place(a.file);
	if (state_load(&st, a.file, &e) == -1)
		lerr_exit(&e);
	/* a key, the map or a hand may fail after others printed */
	eout_hold();
	if (a.cflag) {
		if (state_write(&st, stdout) == -1)
			err(2, "stdout");
	} else if (a.logflag)
		show_log(&st, a.as);
	else if (a.as != NULL)
		show_view(&st, a.as);
	else if (a.nkeys > 0)
		ret = show_keys(&st, a.keys, a.nkeys, a.lflag);
	else
		show_board(&st, a.mflag, a.hand);
	state_free(&st);
	if (eout_commit() != 0)
		return 2;
	return ret;
}
