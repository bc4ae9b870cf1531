/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

#include <sys/file.h>
#include <sys/stat.h>

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "state.h"

/*
 * -i: a state rewritten in place (lucky-state(5) "Rewriting a state in
 * place").  Exit 0 means the file was replaced, any other exit that it
 * was not.  So:
 *
 * - The file is locked (flock(2), exclusive) before it is read and
 *   until it is replaced, so that two programs acting on it at once act
 *   one after the other, the second on the state the first wrote.  The
 *   new state is a temporary file renamed over the old one, a new inode:
 *   a program that was waiting for the lock of the old inode finds that
 *   the name no longer leads to it, and opens and locks it again.  No
 *   lock file is left behind.
 * - Every failure comes before the rename: the rename is the last thing
 *   that can fail, and once it is done the run is done.
 * - SIGHUP, SIGINT, SIGTERM and SIGPIPE, unless ignored when the program
 *   started, remove the temporary file, say so in one line and exit 2,
 *   from the wait for the lock to the rename; after the rename they are
 *   blocked to the end, so that they cannot turn a replaced file into
 *   an exit that says it was not.  SIGXFSZ is ignored, so that a write
 *   past the file size limit (ulimit -f) fails with EFBIG and is
 *   reported like any other.
 */

static const int	caught[] = { SIGHUP, SIGINT, SIGTERM, SIGPIPE };
#define NCAUGHT		(sizeof(caught) / sizeof(caught[0]))

static char			tmpname[PATH_MAX];	/* the temporary */
static volatile sig_atomic_t	tmplive;		/* ... exists */
static char			message[PATH_MAX + 100];
static size_t			messagelen;

static void
einterrupted(int sig)
{
	ssize_t n;

	(void)sig;
	if (tmplive)
		(void)unlink(tmpname);
	n = write(STDERR_FILENO, message, messagelen);
	(void)n;
	_exit(2);
}

static void
catch_signals(const char *given)
{
	struct sigaction sa, old;
	size_t i;

	snprintf(message, sizeof(message), "%s: %s: interrupted, left as it "
	    "was\n", getprogname(), given);
	messagelen = strlen(message);
	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = einterrupted;
	sigemptyset(&sa.sa_mask);
	for (i = 0; i < NCAUGHT; i++)
		sigaddset(&sa.sa_mask, caught[i]);
	for (i = 0; i < NCAUGHT; i++)
		if (sigaction(caught[i], NULL, &old) == 0 &&
		    old.sa_handler != SIG_IGN)
			(void)sigaction(caught[i], &sa, NULL);
	(void)signal(SIGXFSZ, SIG_IGN);
}

static void
block_signals(sigset_t *old)
{
	sigset_t set;
	size_t i;

	sigemptyset(&set);
	for (i = 0; i < NCAUGHT; i++)
		sigaddset(&set, caught[i]);
	(void)sigprocmask(SIG_BLOCK, &set, old);
}

int
inplace_load(struct state *st, struct inplace *ip, const char *given,
    struct lerr *e)
{
	struct stat fsb, psb;
	FILE *fp;
	int fd, ret;

	ip->fd = -1;
	ip->given = given;
	if (given == NULL || strcmp(given, "-") == 0)
		return lerr_msg(e, NULL, 0, MSG_INPLACE_NEEDS_F);
	catch_signals(given);
	/* through a symbolic link to the file itself, keeping its mode */
	if (realpath(given, ip->path) == NULL &&
	    strlcpy(ip->path, given, sizeof(ip->path)) >= sizeof(ip->path))
		return lerr_msg(e, NULL, 0, MSG_INPLACE_NAME_TOO_LONG, given);
	for (;;) {
		/* no wait on a FIFO's writer: such a file is refused below */
		if ((fd = open(ip->path, O_RDONLY | O_NONBLOCK | O_NOCTTY |
		    O_CLOEXEC)) == -1)
			return lerr_msg(e, NULL, 0, MSG_SYSTEM, given,
			    strerror(errno));
		if (fstat(fd, &fsb) == -1) {
			close(fd);
			return lerr_msg(e, NULL, 0, MSG_SYSTEM, given,
			    strerror(errno));
		}
		if (!S_ISREG(fsb.st_mode)) {
			close(fd);
			return lerr_msg(e, NULL, 0, MSG_INPLACE_NOT_REGULAR,
			    given);
		}
		while ((ret = flock(fd, LOCK_EX)) == -1 && errno == EINTR)
			;
		if (ret == -1) {
			close(fd);
			return lerr_msg(e, NULL, 0, MSG_INPLACE_LOCK,
			    given, strerror(errno));
		}
		/* still the file of that name, or replaced while we waited */
		if (stat(ip->path, &psb) == 0 && psb.st_dev == fsb.st_dev &&
		    psb.st_ino == fsb.st_ino)
			break;
		close(fd);
	}
	ip->fd = fd;
	ip->mode = fsb.st_mode & 07777;
	/* read through a second descriptor: closing it keeps the lock */
	if ((fd = dup(ip->fd)) == -1 || (fp = fdopen(fd, "r")) == NULL) {
		if (fd != -1)
			close(fd);
		return lerr_msg(e, NULL, 0, MSG_SYSTEM, given, strerror(errno));
	}
	ret = state_read(st, fp, e);
	fclose(fp);
	return ret;
}

/* The directory of path, for its fsync. */
static void
sync_dir(const char *path)
{
	char dir[PATH_MAX], *slash;
	int fd;

	strlcpy(dir, path, sizeof(dir));
	if ((slash = strrchr(dir, '/')) != NULL)
		*(slash == dir ? slash + 1 : slash) = '\0';
	else
		strlcpy(dir, ".", sizeof(dir));
	if ((fd = open(dir, O_RDONLY | O_CLOEXEC)) != -1) {
		(void)fsync(fd);
		close(fd);
	}
}

/* Undo the temporary file; e gets the error saved in errno. */
static int
fail(struct inplace *ip, int fd, const sigset_t *mask, struct lerr *e)
{
	int saved = errno ? errno : EIO;

	if (fd != -1)
		close(fd);
	(void)unlink(tmpname);
	tmplive = 0;
	(void)sigprocmask(SIG_SETMASK, mask, NULL);
	return lerr_msg(e, NULL, 0, MSG_SYSTEM, ip->given, strerror(saved));
}

int
inplace_save(const struct state *st, struct inplace *ip, struct lerr *e)
{
	sigset_t mask;
	char *buf;
	size_t len, off = 0;
	ssize_t n;
	int fd;

	/* mkstemp's template: the name, a dot and six X */
	if (snprintf(tmpname, sizeof(tmpname), "%s.XXXXXX", ip->path) >=
	    (int)sizeof(tmpname))
		return lerr_msg(e, NULL, 0, MSG_INPLACE_NAME_TOO_LONG,
		    ip->given);
	/* the name is known to the signal handler as the file is made */
	block_signals(&mask);
	if ((fd = mkstemp(tmpname)) == -1) {
		(void)sigprocmask(SIG_SETMASK, &mask, NULL);
		return lerr_msg(e, NULL, 0, MSG_SYSTEM, tmpname,
		    strerror(errno));
	}
	tmplive = 1;
	(void)sigprocmask(SIG_SETMASK, &mask, NULL);
	(void)fchmod(fd, ip->mode);
	buf = state_format(st, &len);
	errno = 0;
	while (off < len) {
		if ((n = write(fd, buf + off, len - off)) <= 0)
			break;
		off += (size_t)n;
	}
	free(buf);
	if (off < len || fsync(fd) == -1)
		return fail(ip, fd, &mask, e);
	if (close(fd) == -1)
		return fail(ip, -1, &mask, e);
	/* from the rename on, the file is replaced and the run is done */
	block_signals(&mask);
	if (rename(tmpname, ip->path) == -1)
		return fail(ip, -1, &mask, e);
	tmplive = 0;
	/* the rename itself reaches the disk with its directory */
	sync_dir(ip->path);
	close(ip->fd);		/* the lock: the next program goes on */
	ip->fd = -1;
	return 0;
}
