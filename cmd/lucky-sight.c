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
	{ 'l', "long", NULL, 0, "name the spaces: number, id and name" },
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
		outf("%s\n", board_label(b, s, buf, sizeof(buf)));
	else
		outf("%s\n", b->sp[s].id);
}

int
main(int argc, char *argv[])
{
	struct board board;
	const struct board *b;
	struct state st;
	struct lerr e;
	struct cli_parse cp;
	const char *bname = NULL, *file = NULL, *uarg = NULL, *warg = NULL;
	char buf[512];
	int ch, s, t, i, p, ret = 0;
	bool have_state;

	cli_begin(&cp, &cli, argc, argv, false);
	while ((ch = cli_next(&cp)) != -1)
		switch (ch) {
		case 'b':
			bname = cp.arg;
			break;
		case 'l':
			lflag = true;
			break;
		case 'u':
			uarg = cp.arg;
			break;
		case 'w':
			warg = cp.arg;
			break;
		default:
			if (!cli_state_option(ch, cp.arg, &file))
				cli_usage(&cli);
		}
	argc -= cp.optind;
	argv += cp.optind;
	if ((uarg != NULL) + (warg != NULL) + (argc > 0) != 1 || argc > 2)
		cli_usage(&cli);
	if (bname != NULL && (file != NULL || uarg != NULL || warg != NULL))
		cli_usage(&cli);

	have_state = bname == NULL;
	if (have_state) {
		cli_reading(file);
		if (state_load(&st, file, &e) == -1)
			lerr_exit(&e);
		b = st.board;
	} else {
		if (board_load(&board, bname, &e) == -1)
			lerr_exit(&e);
		b = &board;
	}

	/* a query may still fail after another printed (out_hold) */
	out_hold();
	if (argc == 2) {
		/* does a watcher in the first see the second: the exit
		 * status says (not symmetric with the cat, RULES A.12) */
		s = board_space_arg(b, argv[0]);
		t = board_space_arg(b, argv[1]);
		ret = (have_state ? state_sees(&st, s, t) :
		    board_sees(b, s, t)) ? 0 : 1;
	} else if (argc == 1) {
		s = board_space_arg(b, argv[0]);
		for (i = 0; i < b->nspaces; i++)
			if (i != s && (have_state ? state_sees(&st, i, s) :
			    board_sees(b, i, s)))
				print_space(b, i);
	} else if (warg != NULL) {
		uint32_t set;

		/* who sees a player, or Doctor Lucky */
		if (state_find_player(&st, warg, buf, sizeof(buf)) == -1 &&
		    (strcasecmp(warg, "lucky") == 0 ||
		    strcasecmp(warg, "doctor") == 0)) {
			p = NOBODY;
			s = st.lucky;
		} else {
			p = state_player_arg(&st, warg);
			s = st.p[p].room;
		}
		set = players_seeing(&st, s, p);
		for (i = 0; i < st.nplayers; i++)
			if (set & (1U << i))
				outf("%s\n", st.p[i].name);
		/* RULES P.4 Old Dog: the dog watches too */
		if (dog_watches(&st) && state_sees(&st, st.dog, s))
			outf("dog\n");
	} else {
		p = state_player_arg(&st, uarg);
		for (i = 0; i < b->nspaces; i++)
			if (st.locked[i] == NOCARD &&
			    players_seeing(&st, i, p) == 0 &&
			    !(dog_watches(&st) && state_sees(&st, st.dog, i)))
				print_space(b, i);
	}
	if (have_state)
		state_free(&st);
	else
		board_free(&board);
	if (out_commit() != 0)
		return 2;
	return ret;
}
