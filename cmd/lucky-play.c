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

#include "bot.h"
#include "botcmd.h"

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

#define DEFAULT_SAVE	"lucky-play.game"
#define MAXOPTS		LUCKY_MAXOPTIONS

static char	 bindir[PATH_MAX];
static const char *game;		/* the state file */
static char	 filearg[PATH_MAX + 8];	/* --file=game */
static const char *strategy = "greedy";
static struct botcmd cmdbot;		/* -S cmd:PATH ARG ... */
static bool	 cmd;
static char	*seats[LUCKY_MAXPLAYERS];
static bool	 human[LUCKY_MAXPLAYERS];
static int	 nseats, nhumans;
static bool	 changed = true;	/* an action since the last showing */
static bool	 tty;
static int	 seen[LUCKY_MAXPLAYERS];	/* record entries at their prompt */

/* -h: the usage and the options, one a line (as the other programs). */
static void
usage(void)
{
	FILE *fp = stdout;

	fprintf(fp, "usage: %s [-h] [-b board] [--bots=n] [-d deck] "
	    "[-o option[=value]] [-r rules]\n"
	    "\t[-S strategy] [-s seed] [--save=file] [person ...]\n"
	    "       %s [-h] [-S strategy] --resume=file\n",
	    getprogname(), getprogname());
	fprintf(fp, "options:\n"
	    "  -b, --board=board        the board (lucky-new)\n"
	    "      --bots=n             n lucky-bot seats, bot1 to botn "
	    "(default: 3 for one person)\n"
	    "  -d, --deck=deck          the deck (lucky-new)\n"
	    "  -o, --option=option[=value] a rule option, as dog=both "
	    "(lucky-new)\n"
	    "      --resume=file        go on with the game saved in "
	    "file\n"
	    "  -r, --rules=rules        the rule set (lucky-new)\n"
	    "      --save=file          the game's file (default "
	    DEFAULT_SAVE ")\n"
	    "  -s, --seed=seed          the seed (lucky-new)\n"
	    "  -S, --strategy=strategy  the bots' strategy: greedy, "
	    "random, search (lucky-bot) or cmd:program\n"
	    "  -h, --help               print this help and exit\n"
	    "      --version            print the version and exit\n");
	exit(0);
}

/* Its own output, and a line of stderr shown as it is. */
static void
put(const struct buf *b)
{
	if (b->len == 0)
		return;
	fputs(b->s, stdout);
	if (b->s[b->len - 1] != '\n')
		putchar('\n');
}

/* A program failed where lucky-play cannot go on: its line, as ours. */
static void __attribute__((noreturn))
fail(struct buf *b, const char *what)
{
	b->s[strcspn(b->s, "\n")] = '\0';
	errx(2, "%s", b->len > 0 ? b->s : what);
}

/* lucky-show's key of the game, its first line in out; its status. */
static int
key(const char *k, struct buf *out)
{
	char karg[64];
	char *argv[] = { "lucky-show", filearg, karg, NULL };
	struct buf err = { NULL, 0, 0 };
	char *nl;
	int status;

	snprintf(karg, sizeof(karg), "--key=%s", k);
	status = espawn_run(bindir, argv, NULL, out, &err);
	if (status > 1)
		fail(&err, "the game cannot be read");
	free(err.s);
	if ((nl = strchr(out->s, '\n')) != NULL) {
		*nl = '\0';
		out->len = (size_t)(nl - out->s);
	}
	return status;
}

/* The number of actions in the game's record. */
static int
record_count(void)
{
	char *argv[] = { "lucky-show", filearg, "--key=record", NULL };
	struct buf out = { NULL, 0, 0 };
	size_t i;
	int n = 0;

	espawn_run(bindir, argv, NULL, &out, NULL);
	for (i = 0; i < out.len; i++)
		n += out.s[i] == '\n';
	free(out.s);
	return n;
}

static void	tell(int, const char *, char *, size_t);

/*
 * The record's entries from the first on, told as person may know them
 * (lucky-show --log --as: the card another drew is "a card"), each line
 * indented.
 */
static void
tell_since(int first, const char *person)
{
	tell(first, person, NULL, 0);
}

/* Or, with buf, only the entry first in it. */
static void
tell(int first, const char *person, char *buf, size_t size)
{
	char aarg[LUCKY_MAXIDLEN + 8];
	char *argv[] = { "lucky-show", filearg, "--log", aarg, NULL };
	struct buf out = { NULL, 0, 0 };
	char *p, *line;
	int i = 0;

	snprintf(aarg, sizeof(aarg), "--as=%s", person);
	espawn_run(bindir, argv, NULL, &out, NULL);
	for (p = out.s; (line = strsep(&p, "\n")) != NULL; i++)
		if (buf != NULL && i == first)
			strlcpy(buf, line, size);
		else if (buf == NULL && i >= first && *line != '\0')
			printf("  %s\n", line);
	free(out.s);
}

static bool
is_bot_name(const char *s)
{
	const char *p;

	if (strncmp(s, "bot", 3) != 0 || s[3] == '\0')
		return false;
	for (p = s + 3; *p != '\0'; p++)
		if (!isdigit((unsigned char)*p))
			return false;
	return true;
}

static int
seat_of(const char *name)
{
	int i;

	for (i = 0; i < nseats; i++)
		if (strcmp(seats[i], name) == 0)
			return i;
	return -1;
}

/* The seats of the game in the file: people and bots by their names. */
static void
load_seats(void)
{
	struct buf out = { NULL, 0, 0 }, err = { NULL, 0, 0 };
	char *argv[] = { "lucky-show", filearg, "--key=alive", NULL };
	char *p, *line;

	if (espawn_run(bindir, argv, NULL, &out, &err) != 0)
		fail(&err, "the game cannot be read");
	nseats = nhumans = 0;
	for (p = out.s; (line = strsep(&p, "\n")) != NULL;) {
		if (*line == '\0' || nseats == LUCKY_MAXPLAYERS)
			continue;
		human[nseats] = !is_bot_name(line);
		nhumans += human[nseats];
		seats[nseats++] = xstrdup(line);
	}
	free(out.s);
	free(err.s);
}

/* The words of a program's line as the prompt takes them: no "lucky-",
 * no player. */
static void
order_text(const struct order *o, char *text, size_t size)
{
	size_t n = 0;
	int i;
	const char *w;

	text[0] = '\0';
	for (i = 0; i < o->nword; i++) {
		w = o->word[i];
		if (i == 0 && strncmp(w, "lucky-", 6) == 0)
			w += 6;
		if (strcmp(w, "-p") == 0 || strcmp(w, "--player") == 0) {
			i++;
			continue;
		}
		if (strncmp(w, "--player=", 9) == 0 ||
		    (strncmp(w, "-p", 2) == 0 && w[2] != '\0'))
			continue;
		n += (size_t)snprintf(text + n, n < size ? size - n : 0,
		    "%s%s", n > 0 ? " " : "", w);
		if (n >= size)
			break;
	}
}

/*
 * Play the words of o (its argv) on the game as player: with the file,
 * in place, a person's action with --verbose, whose sentences are shown
 * indented (a bot's are told by tell_since, as a person may know them).
 * The refusal is shown as the program says it.  The exit status.
 */
static int
play(const struct order *o, const char *player, bool bot)
{
	char *argv[ORDER_MAXWORDS + 8];
	char parg[LUCKY_MAXIDLEN + 16];
	struct buf err = { NULL, 0, 0 };
	char *p, *line;
	int argc = 0, i, status;

	/* lucky-play's options before the order's words: after a "--" of
	 * the order's they would be operands */
	snprintf(parg, sizeof(parg), "--player=%s", player);
	argv[argc++] = o->argv[0];
	argv[argc++] = filearg;
	argv[argc++] = "--in-place";
	if (!bot) {
		argv[argc++] = parg;
		argv[argc++] = "--verbose";
	}
	for (i = 1; i < o->argc; i++)
		argv[argc++] = o->argv[i];
	argv[argc] = NULL;
	status = espawn_run(bindir, argv, NULL, NULL, &err);
	if (status != 0) {
		put(&err);
		free(err.s);
		return status;
	}
	changed = true;
	for (p = err.s; (line = strsep(&p, "\n")) != NULL;)
		if (*line != '\0')
			printf("  %s\n", line);
	free(err.s);
	return 0;
}

/*
 * lucky-bot's action for whoever acts now, on the game or, for a
 * person's hint, on that person's view, into o as a program's words.
 * -1 when it has none or fails (its message shown).
 */
static int
bot_choice(struct order *o, const char *view)
{
	char sarg[64];
	char *argv[] = { "lucky-bot", sarg, filearg, NULL };
	struct buf out = { NULL, 0, 0 }, err = { NULL, 0, 0 }, in;
	struct lerr e;
	int status, i, ret = -1;

	snprintf(sarg, sizeof(sarg), "--strategy=%s", cmd ? "greedy" :
	    strategy);
	if (view != NULL) {
		in.s = (char *)view;
		in.len = strlen(view);
		argv[2] = NULL;
		status = espawn_run(bindir, argv, &in, &out, &err);
	} else
		status = espawn_run(bindir, argv, NULL, &out, &err);
	if (status != 0 || err.len > 0)
		put(&err);
	else if (order_split(o, out.s, &e) == -1 || o->nword == 0 ||
	    order_program(o->word[0]) == NULL)
		warnx("lucky-bot said \"%.60s\", no action", out.s);
	else {
		o->argc = 0;
		o->argv[o->argc++] = (char *)order_program(o->word[0]);
		for (i = 1; i < o->nword; i++)
			o->argv[o->argc++] = o->word[i];
		o->argv[o->argc] = NULL;
		ret = 0;
	}
	free(out.s);
	free(err.s);
	return ret;
}

/* A person's view of the game, in v. */
static void
view_of(const char *name, struct buf *v)
{
	char aarg[LUCKY_MAXIDLEN + 8];
	char *argv[] = { "lucky-show", filearg, aarg, NULL };
	struct buf err = { NULL, 0, 0 };

	snprintf(aarg, sizeof(aarg), "--as=%s", name);
	if (espawn_run(bindir, argv, NULL, v, &err) != 0)
		fail(&err, "no view of the game");
	free(err.s);
}

/* A person's view of the game, shown as lucky-show tells it. */
static void
show_view(const char *name)
{
	char *argv[] = { "lucky-show", NULL };
	struct buf v = { NULL, 0, 0 };

	view_of(name, &v);
	espawn_run(bindir, argv, &v, NULL, NULL);
	free(v.s);
}

static void
clear_screen(void)
{
	if (tty)
		fputs("\033[H\033[2J\033[3J", stdout);
	else
		putchar('\n');
}

static char	 savedmsg[2 * PATH_MAX + 80];

static void
saved(void)
{
	fputs(savedmsg + 1, stdout);
}

/* Ctrl-C: the game is as the last action left it in its file. */
static void
interrupt(int sig)
{
	(void)sig;
	if (write(STDOUT_FILENO, savedmsg, strlen(savedmsg)) == -1)
		_exit(0);
	_exit(0);
}

/* A line from the person, without its newline; NULL at the end. */
static char *
ask(const char *prompt)
{
	static char *line;
	static size_t size;
	ssize_t n;

	fputs(prompt, stdout);
	fflush(stdout);
	if ((n = getline(&line, &size, stdin)) == -1) {
		putchar('\n');
		return NULL;
	}
	if (n > 0 && line[n - 1] == '\n')
		line[n - 1] = '\0';
	/* what a terminal would have echoed: a script's input shows */
	if (!isatty(STDIN_FILENO))
		printf("%s\n", line);
	return line;
}

static void
help(void)
{
	printf("Orders, in the programs' own words (their manual pages tell "
	    "more):\n"
	    "  move [--card=CARD ...] [--doctor | --pawn=PAWN] ROOM ...\n"
	    "  attempt [--weapon=CARD ...] [--target=WHOM]\n"
	    "  foil CARD ...  or  pass     answer an attempt\n"
	    "  end [--no-draw]             end the turn, drawing a card "
	    "where the rules allow\n"
	    "  take [CARD ...]             the dog's spite tokens, a card "
	    "for each\n"
	    "Also: show (the game and your hand), hand, map, sight [ROOM "
	    "[ROOM]], log,\n"
	    "hint (lucky-bot's advice), auto (play it), undo (take back "
	    "your last action),\nhelp, quit (the game is saved).\n");
}

/* What the person whose action is due may do, in a line. */
static void
situation_line(const char *name)
{
	struct buf phase = { NULL, 0, 0 };

	key("phase", &phase);
	if (strcmp(phase.s, "answer") == 0)
		printf("%s, your answer to the attempt: foil CARD ... or "
		    "pass\n", name);
	else if (strcmp(phase.s, "take") == 0)
		printf("%s, the dog's spite tokens: take CARD ... (a card "
		    "for each) or take (none)\n", name);
	else if (strcmp(phase.s, "end") == 0)
		printf("%s, your turn can only end: end\n", name);
	else
		printf("%s, your turn: move, attempt or end (help lists the "
		    "orders)\n", name);
	free(phase.s);
}

/* Is the record entry (verb actor ...) an action of player? */
static bool
by(const char *entry, const char *player)
{
	const char *a = strchr(entry, ' ');
	size_t n = strlen(player);

	return a != NULL && strncmp(a + 1, player, n) == 0 &&
	    (a[n + 1] == ' ' || a[n + 1] == '\0');
}

/*
 * undo: take back the person's last action and everything after it,
 * when only bots acted since.
 */
static void
undo(const char *name)
{
	char narg[32], *p, *line, *lines[LUCKY_MAXRECORD], told[NARRATE_MAX];
	char *argv[] = { "lucky-undo", filearg, "--in-place", narg, NULL };
	struct buf rec = { NULL, 0, 0 }, err = { NULL, 0, 0 };
	int n = 0, i, other = -1, s;

	espawn_run(bindir, (char *[]){ "lucky-show", filearg, "--key=record",
	    NULL }, NULL, &rec, NULL);
	for (p = rec.s; (line = strsep(&p, "\n")) != NULL;)
		if (*line != '\0' && n < LUCKY_MAXRECORD)
			lines[n++] = line;
	for (i = n - 1; i >= 0 && !by(lines[i], name); i--)
		for (s = 0; s < nseats; s++)
			if (human[s] && by(lines[i], seats[s]))
				other = s;
	snprintf(narg, sizeof(narg), "--actions=%d", n - i);
	told[0] = '\0';
	if (i >= 0 && other == -1)
		tell(i, name, told, sizeof(told));
	if (i < 0)
		printf("Nothing to take back: you have not acted yet.\n");
	else if (other != -1)
		printf("Nothing taken back: %s has acted since your last "
		    "action.\n", seats[other]);
	else if (espawn_run(bindir, argv, NULL, NULL, &err) != 0)
		put(&err);
	else {
		printf("Taken back%s: %s\n", n - i > 1 ?
		    ", with what was played after it" : "", told);
		changed = true;
	}
	free(rec.s);
	free(err.s);
}

/* The other orders of the prompt, with the words after the first. */
static void
look(const char *name, struct order *o)
{
	char *argv[ORDER_MAXWORDS + 8], harg[LUCKY_MAXIDLEN + 16];
	char warg[LUCKY_MAXIDLEN + 16];
	int argc = 0, i;
	const char *w = o->word[0];

	if (strcmp(w, "map") == 0)
		espawn_run(bindir, (char *[]){ "lucky-show", filearg, "--map",
		    NULL }, NULL, NULL, NULL);
	else if (strcmp(w, "hand") == 0) {
		snprintf(harg, sizeof(harg), "--hand=%s", name);
		espawn_run(bindir, (char *[]){ "lucky-show", filearg, harg,
		    NULL }, NULL, NULL, NULL);
	} else if (strcmp(w, "log") == 0)
		tell_since(0, name);
	else if (strcmp(w, "sight") == 0) {
		argv[argc++] = "lucky-sight";
		argv[argc++] = filearg;
		argv[argc++] = "--long";
		if (o->nword == 1) {
			snprintf(warg, sizeof(warg), "--watchers=%s", name);
			argv[argc++] = warg;
		}
		for (i = 1; i < o->nword; i++) {
			if (o->word[i][0] == '-' || strchr(o->word[i], '/')) {
				printf("sight takes one or two rooms\n");
				return;
			}
			argv[argc++] = o->word[i];
		}
		argv[argc] = NULL;
		if (o->nword == 1)
			printf("Who sees you:\n");
		i = espawn_run(bindir, argv, NULL, NULL, NULL);
		if (i == 1 && o->nword == 1)
			printf("nobody\n");
		else if (i <= 1 && o->nword == 3)
			printf("%s and %s %s each other.\n", o->word[1],
			    o->word[2], i == 0 ? "see" : "do not see");
	}
}

/* Wait for the person at the keyboard; false at the end of the input. */
static bool
hand_over(const char *name)
{
	char prompt[128];

	clear_screen();
	snprintf(prompt, sizeof(prompt), "%s to play: press Enter, %s. ",
	    name, name);
	if (ask(prompt) == NULL)
		return false;
	clear_screen();
	if (seen[seat_of(name)] < record_count()) {
		printf("Since your last turn:\n");
		tell_since(seen[seat_of(name)], name);
	}
	changed = true;
	return true;
}

/*
 * The prompt of the person whose action is due, until one action is
 * played; false when the person quits.
 */
static bool
prompt(const char *name)
{
	static char last[LUCKY_MAXIDLEN + 1];
	struct order o, b;
	struct lerr e;
	struct buf v;
	char p[LUCKY_MAXIDLEN + 4], text[LUCKY_MAXINLINE], *line;
	bool handed = strcmp(last, name) == 0;
	int i;

	if (nhumans > 1 && !handed && !hand_over(name))
		return false;
	strlcpy(last, name, sizeof(last));
	snprintf(p, sizeof(p), "%s> ", name);
	for (;;) {
		if (changed) {
			seen[seat_of(name)] = record_count();
			putchar('\n');
			show_view(name);
			changed = false;
			situation_line(name);
		}
		if ((line = ask(p)) == NULL)
			return false;
		if (order_split(&o, line, &e) == -1) {
			printf("%s\n", e.msg);
			continue;
		}
		if (o.nword == 0)
			continue;
		if (strcmp(o.word[0], "quit") == 0 ||
		    strcmp(o.word[0], "exit") == 0)
			return false;
		if (strcmp(o.word[0], "help") == 0 ||
		    strcmp(o.word[0], "?") == 0)
			help();
		else if (strcmp(o.word[0], "show") == 0)
			changed = true;
		else if (strcmp(o.word[0], "map") == 0 ||
		    strcmp(o.word[0], "hand") == 0 ||
		    strcmp(o.word[0], "log") == 0 ||
		    strcmp(o.word[0], "sight") == 0)
			look(name, &o);
		else if (strcmp(o.word[0], "undo") == 0) {
			undo(name);
			if (changed)
				return true;
		} else if (strcmp(o.word[0], "hint") == 0 ||
		    strcmp(o.word[0], "auto") == 0) {
			memset(&v, 0, sizeof(v));
			view_of(name, &v);
			i = bot_choice(&b, v.s);
			free(v.s);
			if (i == 0) {
				order_text(&b, text, sizeof(text));
				if (strcmp(o.word[0], "hint") == 0)
					printf("lucky-bot would play: %s\n",
					    text);
				else {
					printf("auto: %s\n", text);
					if (play(&b, name, false) == 0)
						break;
				}
			}
		} else if (order_action(&o, &e) == -1)
			printf("%s\n", e.msg);
		else if (play(&o, name, false) == 0)
			break;
	}
	seen[seat_of(name)] = record_count();
	return true;
}

/*
 * The action of a program of one's own (-S cmd:PATH, lucky-bot(1) BRING
 * YOUR OWN BOT) on its seat's view, into o; a line that does not run,
 * is no command of its player, or comes too late forfeits: the game is
 * saved as it is, and lucky-play ends with exit status 1.
 */
static void
cmd_choice(struct order *o, const char *name)
{
	struct buf v = { NULL, 0, 0 };
	struct state st;
	struct lerr e;
	char out[BOTCMD_MAXLINE], copy[BOTCMD_MAXLINE];
	char *words[2 * BOTCMD_MAXWORDS + 8];
	int i;

	view_of(name, &v);
	if (botcmd_run(&cmdbot, v.s, v.len, out, sizeof(out), &e) == 0 &&
	    state_load(&st, game, &e) == 0) {
		strlcpy(copy, out, sizeof(copy));
		i = botcmd_read(&st, turn_whose(&st), copy, words,
		    2 * BOTCMD_MAXWORDS + 8, &e);
		state_free(&st);
		if (i != -1 && order_split(o, out, &e) == 0) {
			o->argc = 0;
			o->argv[o->argc++] = (char *)order_program(o->word[0]);
			for (i = 1; i < o->nword; i++)
				o->argv[o->argc++] = o->word[i];
			o->argv[o->argc] = NULL;
			free(v.s);
			return;
		}
		free(v.s);
		saved();
		errx(1, "%s (%s) forfeits: \"%.200s\": %s", name, strategy,
		    out, e.msg);
	}
	free(v.s);
	saved();
	errx(1, "%s (%s) forfeits: %s", name, strategy, e.msg);
}

/* A bot's action, narrated. */
static void
bot_turn(const char *name)
{
	struct order o;
	char text[LUCKY_MAXINLINE];
	int n, s;

	if (cmd)
		cmd_choice(&o, name);
	else if (bot_choice(&o, NULL) == -1) {
		saved();
		errx(2, "lucky-bot found no action for %s", name);
	}
	order_text(&o, text, sizeof(text));
	printf("%s> %s\n", name, text);
	n = record_count();
	if (play(&o, name, true) != 0) {
		saved();
		if (cmd)
			errx(1, "%s (%s) forfeits: \"%s\" was refused", name,
			    strategy, text);
		errx(2, "%s's action was refused", name);
	}
	for (s = 0; s < nseats && !human[s]; s++)
		continue;
	tell_since(n, seats[s]);
}

static void
game_over(void)
{
	struct buf w = { NULL, 0, 0 };

	putchar('\n');
	espawn_run(bindir, (char *[]){ "lucky-show", filearg, NULL }, NULL,
	    NULL, NULL);
	if (key("winner", &w) == 0)
		printf("Game over: %s won.\n", w.s);
	else
		printf("Game over.\n");
	printf("The game is in %s: lucky-show --log --file=%s tells it.\n",
	    game, game);
	free(w.s);
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
enum { OPT_BOTS = 256, OPT_RESUME, OPT_SAVE, OPT_VERSION };

static const struct option longopts[] = {
	{ "board",	required_argument,	NULL,	'b' },
	{ "bots",	required_argument,	NULL,	OPT_BOTS },
	{ "deck",	required_argument,	NULL,	'd' },
	{ "help",	no_argument,		NULL,	'h' },
	{ "option",	required_argument,	NULL,	'o' },
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
	if ((size_t)snprintf(filearg, sizeof(filearg), "--file=%s", game) >=
	    sizeof(filearg))
		errx(2, "%s: the name is too long", game);
}

/* Starts a new game of the people named, or goes on with the saved one. */
static void
start_game(struct playargs *pa, int argc, char *argv[])
{
	struct buf view = { NULL, 0, 0 };

	if (pa->resume == NULL) {
		new_game(argv, argc, pa->bots, pa->rules, pa->board, pa->deck,
		    pa->seed, pa->opts, pa->nopts);
		printf("A new game, saved in %s after every action.  "
		    "help lists the orders.\n", game);
	} else {
		if (key("view", &view) == 0)
			errx(2, "%s is %s's view: lucky-play plays the whole "
			    "game's state", game, view.s);
		printf("The game in %s goes on.  help lists the orders.\n",
		    game);
	}
	free(view.s);
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
		if ((s = seat_of(whose.s)) == -1)
			errx(2, "%s: %s is not a seat of the game", game,
			    whose.s);
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
	int n;

	estd_fds();
	signal(SIGPIPE, SIG_IGN);
	n = play_options(argc, argv, &pa);
	argc -= n;
	argv += n;
	check_strategy();
	spawn_bindir(bindir, sizeof(bindir));
	tty = isatty(STDOUT_FILENO);
	choose_game(&pa, &argc, &argv);
	start_game(&pa, argc, argv);
	snprintf(savedmsg, sizeof(savedmsg), "\nThe game is saved in %s: "
	    "lucky-play --resume=%s goes on with it.\n", game, game);
	signal(SIGINT, interrupt);
	load_seats();
	if (nhumans == 0)
		errx(2, "%s: nobody plays but the bots (bot1, ...)", game);
	play_turns();
	return 0;
}
