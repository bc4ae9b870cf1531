/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

#include <err.h>
#include <getopt.h>
#include <stdlib.h>
#include <string.h>

#include "lucky.h"

static bool lflag;

static void
usage(void)
{
	fprintf(stderr, "usage: %s [-Fhl] [-b board | -f file] room [room]\n"
	    "       %s [-Fhl] [-f file] -u player | -w player\n",
	    getprogname(), getprogname());
	exit(2);
}

static void
print_space(const struct board *b, int s)
{
	char buf[100];

	if (lflag)
		outf("%s\n", board_label(b, s, buf, sizeof(buf)));
	else
		outf("%s\n", b->sp[s].id);
}

static int
space_arg(const struct board *b, const char *arg)
{
	char msg[300];
	int s;

	if ((s = board_find(b, arg, msg, sizeof(msg))) == -1)
		errx(2, "%s", msg);
	return s;
}

static int
player_arg(const struct state *st, const char *arg)
{
	char msg[300];
	int p;

	if ((p = state_find_player(st, arg, msg, sizeof(msg))) == -1)
		errx(2, "%s", msg);
	return p;
}

static const struct option longopts[] = {
	{ "board",	required_argument,	NULL,	'b' },
	{ "file",	required_argument,	NULL,	'f' },
	{ "force",	no_argument,		NULL,	'F' },
	{ "help",	no_argument,		NULL,	'h' },
	{ "long",	no_argument,		NULL,	'l' },
	{ "unseen",	required_argument,	NULL,	'u' },
	{ "watchers",	required_argument,	NULL,	'w' },
	{ NULL,		0,			NULL,	0 }
};

int
main(int argc, char *argv[])
{
	struct board board;
	const struct board *b;
	struct state st;
	struct lerr e;
	const char *bname = NULL, *file = NULL, *uarg = NULL, *warg = NULL;
	char buf[512];
	int ch, s, t, i, p, ret = 0;
	bool have_state;

	while ((ch = getopt_long(argc, argv, "Fb:f:hlu:w:", longopts,
	    NULL)) != -1)
		switch (ch) {
		case 'F':
			lucky_verify_sum = false;
			break;
		case 'b':
			bname = optarg;
			break;
		case 'f':
			file = optarg;
			break;
		case 'l':
			lflag = true;
			break;
		case 'u':
			uarg = optarg;
			break;
		case 'w':
			warg = optarg;
			break;
		case 'h':
		default:
			usage();
		}
	argc -= optind;
	argv += optind;
	if ((uarg != NULL) + (warg != NULL) + (argc > 0) != 1 || argc > 2)
		usage();
	if (bname != NULL && (file != NULL || uarg != NULL || warg != NULL))
		usage();

	have_state = bname == NULL;
	if (have_state) {
		if (state_load(&st, file, &e) == -1)
			errx(2, "%s", lerr_str(&e, buf, sizeof(buf)));
		b = st.board;
	} else {
		if (board_load(&board, bname, &e) == -1)
			errx(2, "%s", lerr_str(&e, buf, sizeof(buf)));
		b = &board;
	}

	/* a query may still fail after another printed (out_hold) */
	out_hold();
	if (argc == 2) {
		/* does a watcher in the first see the second: the exit
		 * status says (not symmetric with the cat, RULES A.12) */
		s = space_arg(b, argv[0]);
		t = space_arg(b, argv[1]);
		ret = (have_state ? state_sees(&st, s, t) :
		    board_sees(b, s, t)) ? 0 : 1;
	} else if (argc == 1) {
		s = space_arg(b, argv[0]);
		for (i = 0; i < b->nspaces; i++)
			if (i != s && (have_state ? state_sees(&st, i, s) :
			    board_sees(b, i, s)))
				print_space(b, i);
	} else if (warg != NULL) {
		uint32_t set;

		p = player_arg(&st, warg);
		set = players_seeing(&st, st.p[p].room, p);
		for (i = 0; i < st.nplayers; i++)
			if (set & (1U << i))
				outf("%s\n", st.p[i].name);
		/* RULES P.4 Old Dog: the dog watches too */
		if (dog_watches(&st) && state_sees(&st, st.dog, st.p[p].room))
			outf("dog\n");
	} else {
		p = player_arg(&st, uarg);
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
