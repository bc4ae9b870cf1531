/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

#include <sys/wait.h>

#include <err.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <poll.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "text.h"

/*
 * Running the toolkit's programs from another one (lucky-play, a judge
 * of mail): fork and execv(3), never a shell, with the input given and
 * the output taken in memory.  A pipe, a fork or memory that fails ends
 * the caller with exit status 2, like running out of memory.
 */

/* The directory of the running program, where its fellows are, or "". */
void
spawn_bindir(char *dir, size_t size)
{
	ssize_t n = readlink("/proc/self/exe", dir, size - 1);
	char *slash;

	dir[n > 0 ? n : 0] = '\0';
	if ((slash = strrchr(dir, '/')) != NULL)
		*slash = '\0';
	else
		dir[0] = '\0';
}

/* In the child: the program in dir, else on PATH. */
static void
eexec_prog(const char *dir, char *argv[])
{
	char path[PATH_MAX + 64];

	if (dir[0] != '\0' && (size_t)snprintf(path, sizeof(path), "%s/%s",
	    dir, argv[0]) < sizeof(path) && access(path, X_OK) == 0)
		execv(path, argv);
	else
		execvp(argv[0], argv);
	dprintf(STDERR_FILENO, "%s: %s: %s\n", getprogname(), argv[0],
	    strerror(errno));
	_exit(127);
}

/*
 * Run argv[0], from dir when it is there, else as PATH finds it, with
 * argv as they are (execv(3), no shell): in on its standard input (else
 * /dev/null), its standard output into out and its standard error into
 * errout (else ours); the exit status, 128 and more for a signal, 127
 * when it cannot be run.  SIGPIPE comes back to its default in the
 * child, in case the caller ignores it.
 */
int
espawn_run(const char *dir, char *argv[], const struct buf *in,
    struct buf *out, struct buf *errout)
{
	return espawn_run_limit(dir, argv, in, out, errout, -1);
}

/* The milliseconds left until the deadline (a CLOCK_MONOTONIC time in
 * milliseconds), at least 0; -1 when there is none. */
static int
msec_left(long long deadline)
{
	struct timespec ts;
	long long now;

	if (deadline < 0)
		return -1;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	now = (long long)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
	return now >= deadline ? 0 : (int)(deadline - now);
}

/*
 * In the child: makes in, out and errout's pipes (or /dev/null for in)
 * its standard input, output and error, closes the pipes and runs the
 * program.
 */
static void
child_exec(const char *dir, char *argv[], int fd[3][2],
    const struct buf *in, const struct buf *out,
    const struct buf *errout, int msec)
{
	int i, n;

	signal(SIGPIPE, SIG_DFL);
	/* a group of its own, so that all of it stops in time */
	if (msec >= 0)
		(void)setpgid(0, 0);
	if (in != NULL)
		dup2(fd[0][0], STDIN_FILENO);
	else if ((n = open("/dev/null", O_RDONLY)) != -1)
		dup2(n, STDIN_FILENO);
	if (out != NULL)
		dup2(fd[1][1], STDOUT_FILENO);
	if (errout != NULL)
		dup2(fd[2][1], STDERR_FILENO);
	for (i = 0; i < 3; i++) {
		if (fd[i][0] > STDERR_FILENO)
			close(fd[i][0]);
		if (fd[i][1] > STDERR_FILENO)
			close(fd[i][1]);
	}
	eexec_prog(dir, argv);
}

/*
 * In the parent: closes the child's ends of the pipes and puts ours in
 * pfd (the input's closed at once when in is empty); returns how many
 * are open.
 */
static int
parent_ends(int fd[3][2], struct pollfd pfd[3], const struct buf *in)
{
	int i, nopen = 0;

	for (i = 0; i < 3; i++) {
		pfd[i].fd = -1;
		pfd[i].events = 0;
		if (fd[i][0] == -1)
			continue;
		if (i == 0) {
			close(fd[0][0]);
			pfd[0].fd = fd[0][1];
			pfd[0].events = POLLOUT;
			(void)fcntl(fd[0][1], F_SETFL, O_NONBLOCK);
			if (in->len == 0) {
				close(fd[0][1]);
				pfd[0].fd = -1;
				continue;
			}
		} else {
			close(fd[i][1]);
			pfd[i].fd = fd[i][0];
			pfd[i].events = POLLIN;
		}
		nopen++;
	}
	return nopen;
}

/* Stops the child and its group (SIGKILL) and closes our pipes. */
static void
child_kill(pid_t pid, struct pollfd pfd[3])
{
	int i;

	/* what its children hold open is not waited for */
	(void)kill(-pid, SIGKILL);
	(void)kill(pid, SIGKILL);
	for (i = 0; i < 3; i++)
		if (pfd[i].fd != -1) {
			close(pfd[i].fd);
			pfd[i].fd = -1;
		}
}

/*
 * Writes in to the child and reads its output and error into dst until
 * the nopen pipes of pfd are closed, or the deadline (-1: none) passes
 * and the child is killed.
 */
static void
echild_pump(pid_t pid, struct pollfd pfd[3], int nopen,
    const struct buf *in, struct buf *dst[3], long long deadline)
{
	bool killed = false;
	size_t off = 0;
	char chunk[4096];
	ssize_t r;
	int i, n;

	while (nopen > 0) {
		n = poll(pfd, 3, killed ? -1 : msec_left(deadline));
		if (n == -1) {
			if (errno == EINTR)
				continue;
			err(2, "poll");
		}
		if (n == 0 && !killed) {
			child_kill(pid, pfd);
			killed = true;
			nopen = 0;
			continue;
		}
		if (pfd[0].fd != -1 && pfd[0].revents != 0) {
			r = write(pfd[0].fd, in->s + off, in->len - off);
			if (r > 0)
				off += (size_t)r;
			if ((r == -1 && errno != EAGAIN && errno != EINTR) ||
			    off == in->len) {
				close(pfd[0].fd);
				pfd[0].fd = -1;
				nopen--;
			}
		}
		for (i = 1; i < 3; i++) {
			if (pfd[i].fd == -1 || pfd[i].revents == 0)
				continue;
			r = read(pfd[i].fd, chunk, sizeof(chunk));
			if (r > 0) {
				if (dst[i]->len < LUCKY_MAXFILE * 2)
					buf_add(dst[i], chunk, (size_t)r);
			} else if (r == 0 || errno != EINTR) {
				close(pfd[i].fd);
				pfd[i].fd = -1;
				nopen--;
			}
		}
	}
}

/*
 * espawn_run, the program stopped (SIGKILL) once it has run msec
 * milliseconds (none when msec is negative): then its status is 128 +
 * SIGKILL and what it wrote so far is in out and errout.
 */
int
espawn_run_limit(const char *dir, char *argv[], const struct buf *in,
    struct buf *out, struct buf *errout, int msec)
{
	struct pollfd pfd[3];
	struct timespec ts;
	long long deadline = -1;
	struct buf *dst[3] = { NULL, out, errout };
	int fd[3][2], i, status, nopen;
	pid_t pid;

	fflush(stdout);
	for (i = 0; i < 3; i++)
		fd[i][0] = fd[i][1] = -1;
	if ((in != NULL && pipe(fd[0]) == -1) ||
	    (out != NULL && pipe(fd[1]) == -1) ||
	    (errout != NULL && pipe(fd[2]) == -1))
		err(2, "pipe");
	if (out != NULL)
		out->len = 0;
	if (errout != NULL)
		errout->len = 0;
	if (msec >= 0) {
		clock_gettime(CLOCK_MONOTONIC, &ts);
		deadline = (long long)ts.tv_sec * 1000 + ts.tv_nsec / 1000000 +
		    msec;
	}
	if ((pid = fork()) == -1)
		err(2, "fork");
	if (pid == 0)
		child_exec(dir, argv, fd, in, out, errout, msec);
	nopen = parent_ends(fd, pfd, in);
	echild_pump(pid, pfd, nopen, in, dst, deadline);
	while (waitpid(pid, &status, 0) == -1)
		if (errno != EINTR)
			err(2, "waitpid");
	if (out != NULL)
		buf_add(out, "", 0);	/* a string, even if empty */
	if (errout != NULL)
		buf_add(errout, "", 0);
	if (WIFEXITED(status))
		return WEXITSTATUS(status);
	return 128 + (WIFSIGNALED(status) ? WTERMSIG(status) : 0);
}
