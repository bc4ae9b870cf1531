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
 * programs, read as the program itself reads it (action_cmdline,
 * run.c) into the words action_apply() takes.  Only the options a
 * player gives are taken: -F and -v (which change nothing here), -p for
 * the player; -f, -i and -n, which would play on another file or not at
 * all, are unknown options.  (order.c, lucky-play's orders, splits a
 * person's line for a program to run, where this makes the words to
 * apply in the process, and checks the player.)
 */

static int
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
botcmd_read(const struct state *st, int p, char *line, char **words, int max,
    struct lerr *e)
{
	struct act_options ao = { NULL, NULL, 0 };
	char *argv[BOTCMD_MAXWORDS + 1], msg[200];
	const char *prog;
	int argc, k, n, q;

	if ((argc = botcmd_split(line, argv, BOTCMD_MAXWORDS)) <= 0)
		return lerr_msg(e, NULL, 0, argc == 0 ? MSG_NO_COMMAND :
		    MSG_TOO_MANY_WORDS);
	argv[argc] = NULL;
	prog = strrchr(argv[0], '/') != NULL ? strrchr(argv[0], '/') + 1 :
	    argv[0];
	if ((k = act_prog_find(prog)) == -1)
		return lerr_msg(e, NULL, 0, MSG_NOT_ACTING_PROGRAM, argv[0]);
	if (max < 2 * argc + 8)
		return lerr_msg(e, NULL, 0, MSG_TOO_MANY_WORDS);
	if ((n = action_cmdline(k, argc, argv, true, &ao, words, e)) ==
	    ACT_USAGE)
		return lerr_msg(e, NULL, 0, MSG_NOT_COMMAND_OF, prog);
	if (n < 0)
		return -1;
	if (ao.player != NULL) {
		if ((q = state_find_player(st, ao.player, msg,
		    sizeof(msg))) < 0)
			return lerr_msg(e, NULL, 0, MSG_LOOKUP, msg);
		if (q != p)
			return lerr_msg(e, NULL, 0, MSG_PLAYS_FOR,
			    st->p[q].name);
	}
	words[1] = (char *)st->p[p].name;
	return n;
}

int
botcmd_parse(struct botcmd *bc, const char *spec, struct lerr *e)
{
	int n;

	memset(bc, 0, sizeof(*bc));
	bc->timeout_ms = BOTCMD_TIMEOUT * 1000;
	if (strlcpy(bc->spec, spec, sizeof(bc->spec)) >= sizeof(bc->spec))
		return lerr_msg(e, NULL, 0, MSG_BOT_SPEC_TOO_LONG, spec);
	strlcpy(bc->buf, spec, sizeof(bc->buf));
	if ((n = botcmd_split(bc->buf, bc->argv, BOTCMD_MAXARGS)) <= 0)
		return lerr_msg(e, NULL, 0, MSG_BOT_SPEC, spec,
		    n == 0 ? "no program" : "too many arguments");
	bc->argv[n] = NULL;
	if (access(bc->argv[0], X_OK) == -1)
		return lerr_msg(e, NULL, 0, MSG_BOT_PROGRAM, spec,
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

/* In the child: runs the program, in[0] its input and op[1] its output. */
static void
ebotcmd_exec(const struct botcmd *bc, int in[2], int op[2])
{
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

/*
 * Writes text to the program on *infd (closed and set to -1 once all
 * is written) and reads its output from outfd into out, until its end
 * of output, a full out or the deadline; returns whether that passed.
 */
static bool
botcmd_talk(int *infd, int outfd, const char *text, size_t len, char *out,
    size_t size, long deadline)
{
	struct pollfd pfd[2];
	size_t sent = 0, got = 0;
	long left;
	int n;

	for (;;) {
		n = 0;
		if (*infd != -1) {
			pfd[n].fd = *infd;
			pfd[n++].events = POLLOUT;
		}
		pfd[n].fd = outfd;
		pfd[n++].events = POLLIN;
		if ((left = deadline - now_ms()) <= 0)
			return true;
		if (poll(pfd, (nfds_t)n, (int)left) == -1) {
			if (errno == EINTR)
				continue;
			return false;
		}
		if (*infd != -1 && pfd[0].revents) {
			ssize_t w = write(*infd, text + sent, len - sent);

			if (w > 0)
				sent += (size_t)w;
			if (w < 0 && errno != EAGAIN) {
				close(*infd);
				*infd = -1;
			} else if (sent == len) {
				close(*infd);
				*infd = -1;
			}
			continue;
		}
		if (pfd[n - 1].revents) {
			ssize_t r = read(outfd, out + got, size - 1 - got);

			if (r <= 0)
				return false;	/* its end of output */
			got += (size_t)r;
			out[got] = '\0';
			if (got == size - 1)
				return false;
		}
	}
}

int
botcmd_run(const struct botcmd *bc, const char *text, size_t len, char *out,
    size_t size, struct lerr *e)
{
	int in[2], op[2], status;
	long deadline = now_ms() + bc->timeout_ms;
	bool timeout;
	pid_t pid;

	signal(SIGPIPE, SIG_IGN);
	if (pipe(in) == -1 || pipe(op) == -1)
		return lerr_msg(e, NULL, 0, MSG_PIPE, strerror(errno));
	fflush(NULL);
	if ((pid = fork()) == -1)
		return lerr_msg(e, NULL, 0, MSG_FORK, strerror(errno));
	if (pid == 0)
		ebotcmd_exec(bc, in, op);
	close(in[0]);
	close(op[1]);
	fcntl(in[1], F_SETFL, O_NONBLOCK);
	out[0] = '\0';
	timeout = botcmd_talk(&in[1], op[0], text, len, out, size, deadline);
	if (in[1] != -1)
		close(in[1]);
	close(op[0]);
	if (timeout)
		kill(pid, SIGKILL);
	while (waitpid(pid, &status, 0) == -1 && errno == EINTR)
		;
	if (timeout)
		return lerr_msg(e, NULL, 0, MSG_BOT_TIMEOUT,
		    bc->timeout_ms / 1000, bc->timeout_ms % 1000);
	if (WIFSIGNALED(status))
		return lerr_msg(e, NULL, 0, MSG_BOT_KILLED, WTERMSIG(status));
	if (WEXITSTATUS(status) != 0)
		return lerr_msg(e, NULL, 0, MSG_BOT_EXIT, WEXITSTATUS(status));
	out[strcspn(out, "\n")] = '\0';
	return 0;
}

int
botcmd_play(const struct botcmd *bc, struct state *st, struct lerr *e)
{
	struct state v;
	char out[BOTCMD_MAXLINE], copy[BOTCMD_MAXLINE];
	char *words[2 * BOTCMD_MAXWORDS + 8], rec[LUCKY_MAXENTRY + 2];
	char *text;
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
	if ((n = botcmd_read(st, p, copy, words, 2 * BOTCMD_MAXWORDS + 8,
	    &why)) == -1)
		return lerr_msg(e, NULL, 0, MSG_BOT_LINE, out, why.msg);
	if (action_apply(st, n, words, false, rec, sizeof(rec), &why) !=
	    ACT_OK)
		return lerr_msg(e, NULL, 0, MSG_BOT_LINE, out, why.msg);
	return 0;
}
