/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

#include <sys/types.h>
#include <sys/wait.h>

#include <errno.h>
#include <fcntl.h>
#include <libgen.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "botcmd.h"

/*
 * A program as a player (botcmd.h, lucky-bot(1) "BRING YOUR OWN BOT"):
 * run with no shell, its player's view on its standard input, and its
 * first line of output read as the command line of one of the acting
 * programs, whose options are parsed here by the programs' own tables
 * (actopts.c) through the cli layer (cli.c, noexit) into the words
 * action_apply() takes.  Only the options a player gives are taken: -F
 * and -v (which change nothing here), -p for the player; -f, -i and -n,
 * which would play on another file or not at all, are left out of the
 * table, so that they are unknown options.  (order.c, lucky-play's
 * orders, came to main after this was written; it splits a person's
 * line for a program to run, where this makes the words to apply in the
 * process, and checks the player.)
 */

/* The letters of the options a bot may not give. */
static const char not_a_bots[] = "fin";

/* The table of program k without the options a bot may not give. */
static void
bot_opts(int k, struct cli_opt *opts)
{
	const struct cli_opt *o;
	int n = 0;

	for (o = act_progs[k].cli.opts; o->ch != 0; o++)
		if (o->ch >= CLI_LONG || strchr(not_a_bots, o->ch) == NULL)
			opts[n++] = *o;
	opts[n].ch = 0;
}

int
botcmd_split(char *line, char **w, int max)
{
	char *p, *t;
	int n = 0;

	for (p = line; (t = strsep(&p, " \t")) != NULL;)
		if (*t != '\0') {
			if (n == max)
				return -1;
			w[n++] = t;
		}
	return n;
}

int
botcmd_words(const struct state *st, int p, char *line, char **words,
    int max, struct lerr *e)
{
	struct cli_parse cp;
	struct cli c = { NULL, NULL, NULL, NULL };
	struct cli_opt opts[CLI_MAXOPTS + 1];
	char *argv[BOTCMD_MAXWORDS + 1], *player = NULL, *pawn = NULL;
	char *target = NULL, *draw = "may-draw", *dog = NULL;
	char *cards[BOTCMD_MAXWORDS];
	const char *prog;
	bool foil = false, pass = false;
	int argc, i, k, ch, n = 0, ncards = 0, q;

	if ((argc = botcmd_split(line, argv, BOTCMD_MAXWORDS)) <= 0)
		return lerr_set(e, NULL, 0, argc == 0 ? "no command" :
		    "too many words");
	argv[argc] = NULL;
	prog = strrchr(argv[0], '/') != NULL ? strrchr(argv[0], '/') + 1 :
	    argv[0];
	if ((k = act_prog_find(prog)) == -1)
		return lerr_set(e, NULL, 0, "\"%s\" is not lucky-move, "
		    "lucky-attempt, lucky-end or lucky-take", argv[0]);
	bot_opts(k, opts);
	c.opts = opts;
	cli_begin(&cp, &c, argc, argv, true);
	while ((ch = cli_next(&cp)) != -1)
		switch (ch) {
		case 'F':
		case 'v':
			break;
		case 'p':
			player = cp.arg;
			break;
		case 'c':
			if (k == ACTPROG_MOVE) {
				cards[ncards++] = "-c";
			}
			cards[ncards++] = cp.arg;
			break;
		case 'D':
			pawn = "lucky";
			break;
		case 'm':
			pawn = cp.arg;
			break;
		case 't':
			target = cp.arg;
			break;
		case ACTOPT_FOIL:
			foil = true;
			break;
		case ACTOPT_PASS:
			pass = true;
			break;
		case ACTOPT_DRAW:
			draw = "draw";
			break;
		case ACTOPT_NODRAW:
			draw = NULL;
			break;
		case 'g':
			dog = cp.arg;
			break;
		case CLI_ERR:
			/* without "(lucky-sim --help lists ...)" */
			if (strstr(cp.err, " (") != NULL)
				*strstr(cp.err, " (") = '\0';
			return lerr_set(e, NULL, 0, "%s: %s", prog, cp.err);
		default:
			return lerr_set(e, NULL, 0, "%s: option not "
			    "taken from a bot", prog);
		}
	if (player != NULL) {
		char msg[200];

		if ((q = state_find_player(st, player, msg, sizeof(msg))) < 0)
			return lerr_set(e, NULL, 0, "%s", msg);
		if (q != p)
			return lerr_set(e, NULL, 0, "plays for %s",
			    st->p[q].name);
	}
	argc -= cp.optind;
	if (max < 8 + ncards + argc)
		return lerr_set(e, NULL, 0, "too many words");
	words[n++] = k == ACTPROG_MOVE ? "move" : k == ACTPROG_END ? "end" :
	    k == ACTPROG_TAKE ? "take" : foil ? "foil" : pass ? "pass" :
	    "attempt";
	words[n++] = (char *)st->p[p].name;
	if (pawn != NULL) {
		words[n++] = "-m";
		words[n++] = pawn;
	}
	if (target != NULL) {
		words[n++] = "-t";
		words[n++] = target;
	}
	for (i = 0; i < ncards; i++)
		words[n++] = cards[i];
	for (i = 0; i < argc; i++)
		words[n++] = argv[cp.optind + i];
	if (k == ACTPROG_END && draw != NULL)
		words[n++] = draw;
	if (k == ACTPROG_END && dog != NULL) {
		words[n++] = "dog";
		words[n++] = dog;
	}
	if ((k == ACTPROG_MOVE && argc == 0) || (k == ACTPROG_ATTEMPT &&
	    ((foil && pass) || (foil && argc == 0) || (!foil && argc > 0))) ||
	    (k == ACTPROG_END && argc > 0))
		return lerr_set(e, NULL, 0, "not a command line of %s", prog);
	return n;
}

int
botcmd_parse(struct botcmd *bc, const char *spec, struct lerr *e)
{
	int n;

	memset(bc, 0, sizeof(*bc));
	bc->timeout_ms = BOTCMD_TIMEOUT * 1000;
	if (strlcpy(bc->spec, spec, sizeof(bc->spec)) >= sizeof(bc->spec))
		return lerr_set(e, NULL, 0, "bot \"%s\": too long", spec);
	strlcpy(bc->buf, spec, sizeof(bc->buf));
	if ((n = botcmd_split(bc->buf, bc->argv, BOTCMD_MAXARGS)) <= 0)
		return lerr_set(e, NULL, 0, "bot \"cmd:%s\": %s", spec,
		    n == 0 ? "no program" : "too many arguments");
	bc->argv[n] = NULL;
	if (access(bc->argv[0], X_OK) == -1)
		return lerr_set(e, NULL, 0, "bot \"cmd:%s\": %s: %s", spec,
		    bc->argv[0], strerror(errno));
	return 0;
}

static long
now_ms(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (long)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

int
botcmd_run(const struct botcmd *bc, const char *text, size_t len, char *out,
    size_t size, struct lerr *e)
{
	struct pollfd pfd[2];
	int in[2], op[2], status, n;
	size_t sent = 0, got = 0;
	long deadline = now_ms() + bc->timeout_ms, left;
	bool timeout = false;
	pid_t pid;

	signal(SIGPIPE, SIG_IGN);
	if (pipe(in) == -1 || pipe(op) == -1)
		return lerr_set(e, NULL, 0, "pipe: %s", strerror(errno));
	fflush(NULL);
	if ((pid = fork()) == -1)
		return lerr_set(e, NULL, 0, "fork: %s", strerror(errno));
	if (pid == 0) {
		dup2(in[0], 0);
		dup2(op[1], 1);
		close(in[0]);
		close(in[1]);
		close(op[0]);
		close(op[1]);
		signal(SIGPIPE, SIG_DFL);
		execv(bc->argv[0], bc->argv);
		fprintf(stderr, "%s: %s\n", bc->argv[0], strerror(errno));
		_exit(127);
	}
	close(in[0]);
	close(op[1]);
	fcntl(in[1], F_SETFL, O_NONBLOCK);
	out[0] = '\0';
	for (;;) {
		n = 0;
		if (in[1] != -1) {
			pfd[n].fd = in[1];
			pfd[n++].events = POLLOUT;
		}
		pfd[n].fd = op[0];
		pfd[n++].events = POLLIN;
		if ((left = deadline - now_ms()) <= 0) {
			timeout = true;
			break;
		}
		if (poll(pfd, (nfds_t)n, (int)left) == -1) {
			if (errno == EINTR)
				continue;
			break;
		}
		if (in[1] != -1 && pfd[0].revents) {
			ssize_t w = write(in[1], text + sent, len - sent);

			if (w > 0)
				sent += (size_t)w;
			if (w < 0 && errno != EAGAIN) {
				close(in[1]);
				in[1] = -1;
			} else if (sent == len) {
				close(in[1]);
				in[1] = -1;
			}
			continue;
		}
		if (pfd[n - 1].revents) {
			ssize_t r = read(op[0], out + got, size - 1 - got);

			if (r <= 0)
				break;	/* its end of output */
			got += (size_t)r;
			out[got] = '\0';
			if (got == size - 1)
				break;
		}
	}
	if (in[1] != -1)
		close(in[1]);
	close(op[0]);
	if (timeout)
		kill(pid, SIGKILL);
	while (waitpid(pid, &status, 0) == -1 && errno == EINTR)
		;
	if (timeout)
		return lerr_set(e, NULL, 0, "no command line within %d.%03d s",
		    bc->timeout_ms / 1000, bc->timeout_ms % 1000);
	if (WIFSIGNALED(status))
		return lerr_set(e, NULL, 0, "killed by signal %d",
		    WTERMSIG(status));
	if (WEXITSTATUS(status) != 0)
		return lerr_set(e, NULL, 0, "exit status %d",
		    WEXITSTATUS(status));
	out[strcspn(out, "\n")] = '\0';
	return 0;
}

int
botcmd_play(const struct botcmd *bc, struct state *st, struct lerr *e)
{
	struct state v;
	char out[BOTCMD_MAXLINE], copy[BOTCMD_MAXLINE];
	char *words[BOTCMD_MAXWORDS + 8], rec[LUCKY_MAXENTRY + 2], *text;
	size_t len;
	int p = turn_whose(st), n, ret;
	struct lerr why;

	state_view(st, p, &v);
	text = state_format(&v, &len);
	state_free(&v);
	ret = botcmd_run(bc, text, len, out, sizeof(out), e);
	free(text);
	if (ret == -1)
		return -1;
	strlcpy(copy, out, sizeof(copy));
	if ((n = botcmd_words(st, p, copy, words, BOTCMD_MAXWORDS + 8,
	    &why)) == -1)
		return lerr_set(e, NULL, 0, "\"%s\": %s", out, why.msg);
	if (action_apply(st, n, words, false, rec, sizeof(rec), &why) !=
	    ACT_OK)
		return lerr_set(e, NULL, 0, "\"%s\": %s", out, why.msg);
	return 0;
}
