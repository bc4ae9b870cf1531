/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

#include <err.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "play.h"

/* --help's end: the rule sets, and the boards RULES A.13 suggests. */
static void
more(FILE *fp)
{
	fprintf(fp, "rule sets (-r), their board, deck and options:\n");
	rules_help(fp);
	fprintf(fp,
	    "anniversary boards for the number of players (RULES A.2, A.11, "
	    "A.13):\n"
	    "  2-8  -b villa        (2: two strangers join; 2, 4, 5: "
	    "-o lock=west|east)\n"
	    "  2-4  -b hotel-upper  (4: consider -o pet=cat)\n"
	    "  4-5  -b hotel-lower  (4: consider -o pet=dog)\n"
	    "  6-8  -b hotel        (7-8: consider -o pet=cat)\n"
	    "the escape game (RULES A.14): lucky-new --escape < finished\n");
}

enum { OPT_POSITION = CLI_LONG };

static const struct cli_opt opts[] = {
	{ 'b', "board", "board", 0, "play on board, not the rules' own" },
	{ 'd', "deck", "deck", 0, "play with deck, not the rules' own" },
	{ 'e', "escape", NULL, 0, "the escape game from a finished one" },
	{ 'F', "force", NULL, 0, "read a state whose sum does not match" },
	{ 'f', "file", "file", 0, "the finished game for --escape" },
	{ 'o', "option", "option[=value]", CLI_MANY,
	    "play with a rule set's option" },
	{ OPT_POSITION, "position", "file", 0,
	    "compose the game from a position" },
	{ 'r', "rules", "rules", 0, "the rule set (classic)" },
	{ 's', "seed", "seed", 0, "shuffle with seed, not a fresh one" },
	{ 'v', "verbose", NULL, 0, "say the game set up, in words, on stderr" },
	{ 0 }
};

static const struct cli cli = { opts, NULL,
	"[-hv] [-b board] [-d deck] [-o option[=value]] [-r rules] [-s seed] "
	"player ...\n"
	"--escape [-Fv] [-f file]\n"
	"[-s seed] --position=file", more };

/* The command line: a new game's choices, or --escape's or --position's. */
struct newargs {
	struct newgame	 ng;
	const char	*options[LUCKY_MAXOPTIONS + 1];
	int		 nopt;
	bool		 sflag, escape, vflag;
	bool		 other;		/* -b, -d, -o, -r or -s given */
	const char	*file, *position;
};

/* Reads the options into na; returns the index of the first operand. */
static int
new_options(int argc, char *argv[], struct newargs *na)
{
	struct cli_parse cp;
	int ch;

	memset(na, 0, sizeof(*na));
	cli_begin(&cp, &cli, argc, argv);
	while ((ch = ecli_next(&cp)) != -1) {
		na->other |= strchr("bdors", ch) != NULL;
		switch (ch) {
		case OPT_POSITION:
			na->position = cp.arg;
			break;
		case 'e':
			na->escape = true;
			break;
		case 'v':
			na->vflag = true;
			break;
		case 'b':
			na->ng.board = cp.arg;
			break;
		case 'd':
			na->ng.deck = cp.arg;
			break;
		case 'o':
			if (na->nopt == LUCKY_MAXOPTIONS)
				errx(2, "too many options");
			na->options[na->nopt++] = cp.arg;
			break;
		case 'r':
			na->ng.rules = cp.arg;
			break;
		case 's':
			na->ng.seed = (uint64_t)ecli_number(cp.arg, "seed", 0,
			    LLONG_MAX);
			na->sflag = true;
			break;
		default:
			if (!cli_state_option(ch, cp.arg, &na->file))
				ecli_usage(&cli);
		}
	}
	return cp.optind;
}

/* RULES A.14: plays the escape game from a finished game's state. */
static int
begin_escape(const struct newargs *na, int argc)
{
	char *words[] = { "escape", NULL, NULL };

	if (na->other || argc > 0)
		errx(2, "--escape takes the players, rules, board, deck, "
		    "options and cards from the finished game: no -b, "
		    "-d, -o, -r, -s or players");
	return eaction_main(na->file, 2, words, na->vflag ? ACT_VERBOSE : 0);
}

/* Composes the game from a position (lucky-new(1) POSITIONS), writes it. */
static int
position_game(struct newargs *na, int argc)
{
	static struct position_errors pe;
	struct state st;
	char buf[512];
	int i;

	if (na->escape || argc > 0 || na->ng.board || na->ng.deck ||
	    na->ng.rules || na->nopt > 0)
		errx(2, "--position gives the players, rules, board, "
		    "deck and options: no --escape, -b, -d, -o, -r or "
		    "players");
	if (position_load(&st, na->position, na->sflag ? &na->ng.seed : NULL,
	    &pe) == -1) {
		for (i = 0; i < pe.n; i++)
			warnx("%s", lerr_str(&pe.e[i], buf, sizeof(buf)));
		exit(2);
	}
	if (state_write(&st, stdout) == -1)
		err(2, "stdout");
	state_free(&st);
	return fshut(stdout, "stdout");
}

/* Sets up a new game of the players named and writes it; -v tells it. */
static int
setup_game(struct newargs *na, int argc, char *argv[])
{
	struct newgame *ng = &na->ng;
	struct state st;
	struct lerr e;
	const struct ruleset *rs;
	char buf[512];
	int i;

	if (argc < 1)
		ecli_usage(&cli);
	if (argc > LUCKY_MAXPLAYERS)
		errx(2, "%d players: at most %d can play", argc,
		    LUCKY_MAXPLAYERS);

	if ((rs = rules_find(ng->rules)) == NULL) {
		if (game_new(&st, ng, &e) == -1)
			lerr_exit(&e);
	}
	for (i = 0; i < na->nopt; i++)
		if (option_add(&ng->opt, rs, na->options[i], &e) == -1)
			lerr_exit(&e);
	for (i = 0; i < argc; i++)
		ng->players[i] = argv[i];
	ng->nplayers = argc;
	if (!na->sflag)
		ng->seed = rng_fresh_seed();
	if (game_new(&st, ng, &e) == -1)
		lerr_exit(&e);
	if (state_write(&st, stdout) == -1)
		err(2, "stdout");
	narrate_start(&st, buf, sizeof(buf));
	state_free(&st);
	/* -v: told before stdout closes, as the acting programs do */
	if (fflush(stdout) == EOF || ferror(stdout))
		return fshut(stdout, "stdout");
	if (na->vflag)
		fprintf(stderr, "%s\n", buf);
	return fshut(stdout, "stdout");
}

int
main(int argc, char *argv[])
{
	struct newargs na;
	int n;

	n = new_options(argc, argv, &na);
	argc -= n;
	argv += n;
	if (na.escape && na.position == NULL)
		return begin_escape(&na, argc);
	if (na.file != NULL)
		errx(2, "-f reads a finished game for --escape");
	if (na.position != NULL)
		return position_game(&na, argc);
	return setup_game(&na, argc, argv);
}
