/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

#include <sys/stat.h>

#include <ctype.h>
#include <err.h>
#include <errno.h>
#include <fcntl.h>
#include <getopt.h>
#include <limits.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "playui.h"

/*
 * A game at a terminal: people at a prompt against lucky-bot seats.
 * Everything is done by the toolkit's programs, run with execv(3) and
 * an argument vector, never through a shell: lucky-new makes the game,
 * lucky-bot chooses the bots' actions, the action programs play them
 * and the people's orders on the state file in place (so the game is
 * saved after every action), lucky-show, lucky-sight and lucky-undo do
 * the rest.  The programs are looked for next to this one, else on
 * PATH.
 */

#define MAXOPTS		LUCKY_MAXOPTIONS

char		 bindir[PATH_MAX];
const char	*game;
char		 filearg[PATH_MAX + 8];
const char	*strategy = "greedy";
struct botcmd	 cmdbot;
bool		 cmd;
char		*seats[LUCKY_MAXPLAYERS];
bool		 human[LUCKY_MAXPLAYERS];
int		 nseats, nhumans;
bool		 changed = true;
int		 seen[LUCKY_MAXPLAYERS];
static bool	 plain;
static char	 savedmsg[2 * PATH_MAX + 80];

/* The game is saved: said after the screen is left. */
void
saved(void)
{
	ui_end();
	say_lines(savedmsg + 1, "");
}

/* Ctrl-C: the game is as the last action left it in its file. */
static void
interrupt(int sig)
{
	(void)sig;
	if (fullscreen)
		scr_end();
	if (write(STDOUT_FILENO, savedmsg, strlen(savedmsg)) == -1)
		_exit(0);
	_exit(0);
}

/* -h: the usage and the options, one a line (as the other programs). */
static void
usage(void)
{
	FILE *fp = stdout;

	fprintf(fp, "usage: %s [-h] [-b board] [--bots=n] [-d deck] "
	    "[-o option[=value]]\n"
	    "\t[-r rules] [-S strategy] [-s seed] [--plain] [--save=file] [person ...]\n"
	    "       %s [-h] [--plain] [-S strategy] --resume=file\n",
	    getprogname(), getprogname());
	fprintf(fp, "options:\n"
	    "  -b, --board=board        the board (lucky-new)\n"
	    "      --bots=n             n bots, bot1 to botn (default: 3 for one "
	    "person)\n"
	    "  -d, --deck=deck          the deck (lucky-new)\n"
	    "  -o, --option=option[=value] a rule option, as dog=both "
	    "(lucky-new)\n"
	    "      --resume=file        go on with the game saved in "
	    "file\n"
	    "  -r, --rules=rules        the rule set (lucky-new)\n"
	    "      --save=file          the game's file (default "
	    DEFAULT_SAVE ")\n"
	    "  -s, --seed=seed          the seed (lucky-new)\n"
	    "  -S, --strategy=strategy  the bots': greedy, random, search "
	    "or cmd:prog\n"
	    "      --plain              the line mode, not the full screen\n"
	    "  -h, --help               print this help and exit\n"
	    "      --version            print the version and exit\n");
	exit(0);
}

/* Game over: the last view, the winner; on the full screen, until the
 * person leaves it, then the same on the terminal. */
static void
game_over(void)
{
	struct buf w = { NULL, 0, 0 }, out = { NULL, 0, 0 };
	char end[2 * PATH_MAX + 200];
	bool screen = fullscreen;

	run_on((char *[]){ "lucky-show", filearg, NULL }, NULL, &out);
	if (key("winner", &w) == 0)
		snprintf(end, sizeof(end), "Game over: %s won.\n", w.s);
	else
		snprintf(end, sizeof(end), "Game over.\n");
	snprintf(strchr(end, '\0'), sizeof(end) - strlen(end), "The game is "
	    "in %s: lucky-show --log --file=%s tells it.", game, game);
	if (screen) {
		say_lines(out.s, "");
		say_lines(end, "");
		ask("Press Enter to leave. ");
		ui_end();
	}
	putchar('\n');
	if (screen)
		fputs(out.s, stdout);
	else
		say_lines(out.s, "");
	say_lines(end, "");
	free(w.s);
	free(out.s);
}

/* A new game into the file, which must not exist. */
static void
new_game(char *names[], int nnames, int bots, const char *rules,
    const char *board, const char *deck, const char *seed,
    char *opts[], int nopts)
{
	char *argv[LUCKY_MAXPLAYERS + MAXOPTS + 8];
	char botnames[LUCKY_MAXPLAYERS][16];
	char rarg[64], barg[64], darg[64], sarg[64], oarg[MAXOPTS][80];
	struct buf out = { NULL, 0, 0 }, msg = { NULL, 0, 0 };
	struct stat sb;
	int argc = 0, i, fd;

	if (lstat(game, &sb) == 0)
		errx(2, "%s exists: go on with it with lucky-play --resume=%s, "
		    "or save a new game elsewhere with --save=file", game,
		    game);
	if (nnames + bots > LUCKY_MAXPLAYERS)
		errx(2, "%d people and %d bots: at most %d seats", nnames,
		    bots, LUCKY_MAXPLAYERS);
	argv[argc++] = "lucky-new";
	if (rules != NULL) {
		snprintf(rarg, sizeof(rarg), "--rules=%s", rules);
		argv[argc++] = rarg;
	}
	if (board != NULL) {
		snprintf(barg, sizeof(barg), "--board=%s", board);
		argv[argc++] = barg;
	}
	if (deck != NULL) {
		snprintf(darg, sizeof(darg), "--deck=%s", deck);
		argv[argc++] = darg;
	}
	if (seed != NULL) {
		snprintf(sarg, sizeof(sarg), "--seed=%s", seed);
		argv[argc++] = sarg;
	}
	for (i = 0; i < nopts; i++) {
		snprintf(oarg[i], sizeof(oarg[i]), "--option=%s", opts[i]);
		argv[argc++] = oarg[i];
	}
	argv[argc++] = "--";
	for (i = 0; i < nnames; i++) {
		if (is_bot_name(names[i]))
			errx(2, "%s is a bot's name: the seats named bot and "
			    "a number are lucky-bot's", names[i]);
		argv[argc++] = names[i];
	}
	for (i = 0; i < bots; i++) {
		snprintf(botnames[i], sizeof(botnames[i]), "bot%d", i + 1);
		argv[argc++] = botnames[i];
	}
	argv[argc] = NULL;
	if (espawn_run(bindir, argv, NULL, &out, &msg) != 0)
		fail(&msg, "lucky-new failed");
	free(msg.s);
	if ((fd = open(game, O_WRONLY | O_CREAT | O_EXCL, 0644)) == -1)
		err(2, "%s", game);
	if (write(fd, out.s, out.len) != (ssize_t)out.len || close(fd) == -1)
		err(2, "%s", game);
	free(out.s);
}

/* the long options without a letter */
enum { OPT_BOTS = 256, OPT_PLAIN, OPT_RESUME, OPT_SAVE, OPT_VERSION };

static const struct option longopts[] = {
	{ "board",	required_argument,	NULL,	'b' },
	{ "bots",	required_argument,	NULL,	OPT_BOTS },
	{ "deck",	required_argument,	NULL,	'd' },
	{ "help",	no_argument,		NULL,	'h' },
	{ "option",	required_argument,	NULL,	'o' },
	{ "plain",	no_argument,		NULL,	OPT_PLAIN },
	{ "resume",	required_argument,	NULL,	OPT_RESUME },
	{ "rules",	required_argument,	NULL,	'r' },
	{ "save",	required_argument,	NULL,	OPT_SAVE },
	{ "seed",	required_argument,	NULL,	's' },
	{ "strategy",	required_argument,	NULL,	'S' },
	{ "version",	no_argument,		NULL,	OPT_VERSION },
	{ NULL,		0,			NULL,	0 }
};

/* The command line: a new game's choices, or the game to go on with. */
struct playargs {
	const char	*rules, *board, *deck, *seed;
	const char	*resume, *save;
	char		*opts[MAXOPTS];
	int		 nopts;
	int		 bots;		/* -1: as many as the people call for */
	bool		 newopts;	/* an option of a new game was given */
};

/* Reads the options into pa, -S into strategy; returns optind. */
static int
play_options(int argc, char *argv[], struct playargs *pa)
{
	const char *errstr;
	int ch;

	memset(pa, 0, sizeof(*pa));
	pa->bots = -1;
	opterr = 0;
	while ((ch = getopt_long(argc, argv, ":b:d:ho:r:S:s:", longopts,
	    NULL)) != -1) {
		pa->newopts |= ch == OPT_BOTS || (ch < 256 && ch != ':' &&
		    strchr("bdors", ch) != NULL);
		switch (ch) {
		case 'b':
			pa->board = optarg;
			break;
		case OPT_BOTS:
			pa->bots = (int)strtonum(optarg, 0,
			    LUCKY_MAXPLAYERS - 1, &errstr);
			if (errstr != NULL)
				errx(2, "bots \"%s\" is %s (0-%d)", optarg,
				    errstr, LUCKY_MAXPLAYERS - 1);
			break;
		case 'd':
			pa->deck = optarg;
			break;
		case 'h':
			usage();
			break;
		case 'o':
			if (pa->nopts == MAXOPTS)
				errx(2, "more than %d options", MAXOPTS);
			pa->opts[pa->nopts++] = optarg;
			break;
		case OPT_PLAIN:
			plain = true;
			break;
		case OPT_RESUME:
			pa->resume = optarg;
			break;
		case 'r':
			pa->rules = optarg;
			break;
		case 'S':
			strategy = optarg;
			break;
		case 's':
			pa->seed = optarg;
			break;
		case OPT_VERSION:
			printf("lucky-play %s\n", LUCKY_VERSION);
			exit(0);
		case OPT_SAVE:
			pa->save = optarg;
			break;
		case ':':
			errx(2, "%s needs an argument (%s --help lists the "
			    "options)", argv[optind - 1], getprogname());
		default:
			if (optopt != 0)
				errx(2, "unknown option -%c (%s --help lists "
				    "the options)", optopt, getprogname());
			errx(2, "unknown option %s (%s --help lists the "
			    "options)", argv[optind - 1], getprogname());
		}
	}
	return optind;
}

/* Checks -S's strategy: a bot's, or cmd: and the program to run. */
static void
check_strategy(void)
{
	if (strncmp(strategy, "cmd:", 4) == 0) {
		struct lerr e;

		if (botcmd_parse(&cmdbot, strategy + 4, &e) == -1)
			errx(2, "%s", e.msg);
		cmd = true;
	} else if (bot_strategy(strategy) == -1)
		errx(2, "unknown strategy \"%s\" (greedy, random, search or "
		    "cmd:program)", strategy);
}

/*
 * Names the game's file: --resume's, given no new game's options or
 * names, else --save's or the default, for a new game of the people
 * named (else "you", with three bots).
 */
static void
choose_game(struct playargs *pa, int *argc, char ***argv)
{
	static char *you[] = { "you" };

	if (pa->resume != NULL) {
		if (pa->newopts || *argc > 0 || pa->save != NULL)
			errx(2, "--resume goes on with the game's own players, "
			    "rules and file: no new game's options or names");
		game = pa->resume;
	} else {
		game = pa->save != NULL ? pa->save : DEFAULT_SAVE;
		if (*argc == 0) {
			*argc = 1;
			*argv = you;
		}
		if (pa->bots == -1)
			pa->bots = *argc == 1 ? 3 : 0;
		if (*game == '\0' || strchr(game, '\0')[-1] == '/')
			errx(2, "--save=%s is no file name", game);
	}
	/* the programs take "-" for stdin: a game saved there would be
	 * written and never read back */
	if (strcmp(game, "-") == 0)
		errx(2, "%s=- is no file name: the game is saved in a file",
		    pa->resume != NULL ? "--resume" : "--save");
	if ((size_t)snprintf(filearg, sizeof(filearg), "--file=%s", game) >=
	    sizeof(filearg))
		errx(2, "%s: the name is too long", game);
}

/*
 * Starts a new game of the people named, or goes on with the saved one:
 * its first message into msg.  A finished game is told, and lucky-play
 * ends.
 */
static void
start_game(struct playargs *pa, int argc, char *argv[], char *msg,
    size_t size)
{
	struct buf view = { NULL, 0, 0 }, whose = { NULL, 0, 0 };

	if (pa->resume == NULL) {
		new_game(argv, argc, pa->bots, pa->rules, pa->board, pa->deck,
		    pa->seed, pa->opts, pa->nopts);
		snprintf(msg, size, "A new game, saved in %s after every "
		    "action.  help lists the orders.", game);
		return;
	}
	if (key("view", &view) == 0)
		errx(2, "%s is %s's view: lucky-play plays the whole "
		    "game's state", game, view.s);
	free(view.s);
	if (key("whose", &whose) != 0) {
		say("The game in %s is over: lucky-play --save=file "
		    "starts a new game in another file (or remove %s).",
		    game, game);
		game_over();
		exit(0);
	}
	free(whose.s);
	snprintf(msg, size, "The game in %s goes on.  help lists the "
	    "orders.", game);
}

/* Plays the turns, the bots' and the people's, until the game ends or
 * a person leaves it. */
static void
play_turns(void)
{
	struct buf whose = { NULL, 0, 0 };
	int s;

	for (;;) {
		if (key("whose", &whose) != 0) {
			game_over();
			break;
		}
		if ((s = seat_of(whose.s)) == -1) {
			ui_end();
			errx(2, "%s: %s is not a seat of the game", game,
			    whose.s);
		}
		if (!human[s])
			bot_turn(whose.s);
		else if (!prompt(whose.s)) {
			saved();
			break;
		}
	}
	free(whose.s);
}

int
main(int argc, char *argv[])
{
	struct playargs pa;
	char first[PATH_MAX + 80];
	int n;

	estd_fds();
	signal(SIGPIPE, SIG_IGN);
	n = play_options(argc, argv, &pa);
	argc -= n;
	argv += n;
	check_strategy();
	spawn_bindir(bindir, sizeof(bindir));
	choose_game(&pa, &argc, &argv);
	start_game(&pa, argc, argv, first, sizeof(first));
	snprintf(savedmsg, sizeof(savedmsg), "\nThe game is saved in %s: "
	    "lucky-play --resume=%s goes on with it.\n", game, game);
	load_seats();
	if (nhumans == 0)
		errx(2, "%s: nobody plays but the bots (bot1, ...)", game);
	signal(SIGINT, interrupt);
	ui_start(plain);
	say("%s", first);
	play_turns();
	ui_end();
	return 0;
}
