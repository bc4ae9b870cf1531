/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

#include <err.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "play.h"

static bool lflag;

static const struct cli_opt opts[] = {
	{ 'b', "board", "board", 0, "the rooms of board, without a state" },
	{ 'F', "force", NULL, 0, "read a state whose sum does not match" },
	{ 'f', "file", "file", 0, "read the state from file, not stdin" },
	{ 'l', "long", NULL, 0, "name the spaces, \"west hall (hall-w)\"" },
	{ 'u', "unseen", "player", 0, "the spaces no one sees player from" },
	{ 'w', "watchers", "pawn", 0, "who sees pawn: a player or lucky" },
	{ 0 }
};

static const struct cli cli = { opts, NULL,
	"[-Fhl] [-b board | -f file] room [room]\n"
	"[-Fhl] [-f file] -u player | -w pawn", NULL };

static void
print_space(const struct board *b, int s)
{
	char buf[100];

	if (lflag)
		outf("%s\n", board_pick_label(b, s, buf, sizeof(buf)));
	else
		outf("%s\n", b->sp[s].id);
}

/* The command line: -b's board, -f's file, -u's player, -w's pawn. */
struct sightargs {
	const char	*bname, *file, *uarg, *warg;
};

/* Reads the options into sa (-l into lflag); returns the first operand. */
static int
sight_options(int argc, char *argv[], struct sightargs *sa)
{
	struct cli_parse cp;
	int ch;

	memset(sa, 0, sizeof(*sa));
	cli_begin(&cp, &cli, argc, argv);
	while ((ch = ecli_next(&cp)) != -1)
		switch (ch) {
		case 'b':
			sa->bname = cp.arg;
			break;
		case 'l':
			lflag = true;
			break;
		case 'u':
			sa->uarg = cp.arg;
			break;
		case 'w':
			sa->warg = cp.arg;
			break;
		default:
			if (!cli_state_option(ch, cp.arg, &sa->file))
				ecli_usage(&cli);
		}
	return cp.optind;
}

/* -w: prints who sees a player, or Doctor Lucky, the dog too (P.4). */
static void
print_watchers(struct state *st, const char *warg)
{
	char buf[512];
	uint32_t set;
	int i, p, s;

	/* who sees a player, or Doctor Lucky */
	if (state_find_player(st, warg, buf, sizeof(buf)) == -1 &&
	    (strcasecmp(warg, "lucky") == 0 ||
	    strcasecmp(warg, "doctor") == 0)) {
		p = NOBODY;
		s = st->lucky;
	} else {
		/* a typo of lucky's name, when no player's is nearer */
		if (strstr(buf, "did you mean") == NULL &&
		    (name_distance(warg, "lucky") == 1 ||
		    name_distance(warg, "doctor") == 1)) {
			msg_fmt(buf, sizeof(buf), MSG_UNKNOWN_PAWN_NEAR, warg,
			    name_distance(warg, "lucky") == 1 ? "lucky" :
			    "doctor");
			errx(2, "%s", buf);
		}
		p = estate_player_arg(st, warg);
		s = st->p[p].room;
	}
	set = players_seeing(st, s, p);
	for (i = 0; i < st->nplayers; i++)
		if (set & (1U << i))
			outf("%s\n", st->p[i].name);
	/* RULES P.4 Old Dog: the dog watches too */
	if (dog_watches(st) && state_sees(st, st->dog, s))
		outf("dog\n");
}

/* -u: prints the spaces, not locked, where no one sees the player. */
static void
print_unseen(struct state *st, const char *uarg)
{
	const struct board *b = st->board;
	int i, p;

	p = estate_player_arg(st, uarg);
	for (i = 0; i < b->nspaces; i++)
		if (st->locked[i] == NOCARD &&
		    players_seeing(st, i, p) == 0 &&
		    !(dog_watches(st) && state_sees(st, st->dog, i)))
			print_space(b, i);
}

int
main(int argc, char *argv[])
{
	struct sightargs sa;
	struct board board;
	const struct board *b;
	struct state st;
	struct lerr e;
	int n, s, t, i, ret = 0;
	bool have_state;

	n = sight_options(argc, argv, &sa);
	argc -= n;
	argv += n;
	if ((sa.uarg != NULL) + (sa.warg != NULL) + (argc > 0) != 1 ||
	    argc > 2)
		ecli_usage(&cli);
	if (sa.bname != NULL && (sa.file != NULL || sa.uarg != NULL ||
	    sa.warg != NULL))
		ecli_usage(&cli);

	have_state = sa.bname == NULL;
	if (have_state) {
		cli_reading(sa.file);
		if (state_load(&st, sa.file, &e) == -1)
			lerr_exit(&e);
		b = st.board;
	} else {
		if (board_load(&board, sa.bname, &e) == -1)
			lerr_exit(&e);
		b = &board;
	}

	/* a query may still fail after another printed (eout_hold) */
	eout_hold();
	if (argc == 2) {
		/* does a watcher in the first see the second: the exit
		 * status says (not symmetric with the cat, RULES A.12) */
		s = eboard_space_arg(b, argv[0]);
		t = eboard_space_arg(b, argv[1]);
		ret = (have_state ? state_sees(&st, s, t) :
		    board_sees(b, s, t)) ? 0 : 1;
	} else if (argc == 1) {
		s = eboard_space_arg(b, argv[0]);
		for (i = 0; i < b->nspaces; i++)
			if (i != s && (have_state ? state_sees(&st, i, s) :
			    board_sees(b, i, s)))
				print_space(b, i);
	} else if (sa.warg != NULL)
		print_watchers(&st, sa.warg);
	else
		print_unseen(&st, sa.uarg);
	if (have_state)
		state_free(&st);
	else
		board_free(&board);
	if (eout_commit() != 0)
		return 2;
	return ret;
}
