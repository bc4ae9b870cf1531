/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

#include <err.h>
#include <errno.h>
#include <fcntl.h>
#include <math.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "text.h"

/* Running out of memory is not a rules question: exit 2 like bad input. */
void *
xcalloc(size_t n, size_t size)
{
	void *p;

	if ((p = calloc(n ? n : 1, size ? size : 1)) == NULL)
		err(2, "calloc");
	return p;
}

void *
xreallocarray(void *p, size_t n, size_t size)
{
	if ((p = reallocarray(p, n ? n : 1, size ? size : 1)) == NULL)
		err(2, "reallocarray");
	return p;
}

char *
xstrdup(const char *s)
{
	char *p;

	if ((p = strdup(s)) == NULL)
		err(2, "strdup");
	return p;
}

/* Close a stream and report a write error: a full disk is not silence. */
int
fshut(FILE *fp, const char *name)
{
	int ret = 0;

	if (fflush(fp) == EOF || ferror(fp)) {
		warn("%s", name);
		ret = 2;
	}
	if (fclose(fp) == EOF && ret == 0) {
		warn("%s", name);
		ret = 2;
	}
	return ret;
}

/*
 * Started with 0, 1 or 2 closed, a program would get a file it opens as
 * its stdin, stdout or stderr, and a message or a printed line would
 * land in the state it is rewriting.  Each closed one is opened on
 * /dev/null the wrong way round (stdin for writing, stdout and stderr
 * for reading), so that it keeps the slot and reading or writing it
 * still fails with EBADF as when it was closed.
 */
void
estd_fds(void)
{
	int fd, nfd;

	for (fd = 0; fd <= 2; fd++) {
		if (fcntl(fd, F_GETFD) != -1 || errno != EBADF)
			continue;
		if ((nfd = open("/dev/null", fd == 0 ? O_WRONLY :
		    O_RDONLY)) == -1)
			err(2, "/dev/null");
		if (nfd != fd)
			errx(2, "/dev/null: opened as %d, not %d", nfd, fd);
	}
}

/*
 * Never partial output on stdout (DESIGN): a program that prints as it
 * goes, and may still fail after it printed, prints with outf() into a
 * stream in memory (eout_hold), and eout_commit() writes it to stdout
 * once everything succeeded.  An exit before that (err, errx) prints
 * nothing.
 */
static FILE	*held;
static char	*heldbuf;
static size_t	 heldlen;

FILE *
eout_hold(void)
{
	if (held == NULL && (held = open_memstream(&heldbuf, &heldlen)) ==
	    NULL)
		err(2, "open_memstream");
	return held;
}

int
outf(const char *fmt, ...)
{
	va_list ap;
	int n;

	va_start(ap, fmt);
	n = vfprintf(held != NULL ? held : stdout, fmt, ap);
	va_end(ap);
	return n;
}

/* The held output to stdout: 0, or 2 with the error said (fshut). */
int
eout_commit(void)
{
	if (held != NULL) {
		if (fclose(held) == EOF)
			err(2, "output");
		held = NULL;
		/* a short write leaves the error flag, which fshut reports */
		if (heldlen > 0)
			(void)fwrite(heldbuf, 1, heldlen, stdout);
		free(heldbuf);
		heldbuf = NULL;
		heldlen = 0;
	}
	return fshut(stdout, "stdout");
}

const char *
lerr_str(const struct lerr *e, char *buf, size_t size)
{
	if (e->file[0] && e->line > 0)
		snprintf(buf, size, "%s:%d: %s", e->file, e->line, e->msg);
	else if (e->file[0])
		snprintf(buf, size, "%s: %s", e->file, e->msg);
	else
		snprintf(buf, size, "%s", e->msg);
	return buf;
}

void
lerr_exit(const struct lerr *e)
{
	char buf[sizeof(e->file) + sizeof(e->msg) + 32];

	errx(2, "%s", lerr_str(e, buf, sizeof(buf)));
}

/*
 * The Wilson score interval of a share, k of n, at 95% (z = 1.96): in
 * [0, 1], never empty, and right also near 0 and 1 where the normal
 * approximation is not; n = 0 says nothing: [0, 1].
 */
void
share_interval(long k, long n, double *lo, double *hi)
{
	const double z = 1.959963984540054;
	double p, den, mid, half;

	if (n <= 0) {
		*lo = 0.0;
		*hi = 1.0;
		return;
	}
	p = (double)k / (double)n;
	den = 1.0 + z * z / (double)n;
	mid = (p + z * z / (2.0 * (double)n)) / den;
	half = z * sqrt(p * (1.0 - p) / (double)n + z * z /
	    (4.0 * (double)n * (double)n)) / den;
	*lo = mid - half < 0.0 ? 0.0 : mid - half;
	*hi = mid + half > 1.0 ? 1.0 : mid + half;
}

void
buf_add(struct buf *b, const char *s, size_t n)
{
	if (b->len + n + 1 > b->cap) {
		while (b->len + n + 1 > b->cap)
			b->cap = b->cap == 0 ? 256 : b->cap * 2;
		b->s = xreallocarray(b->s, b->cap, 1);
	}
	memcpy(b->s + b->len, s, n);
	b->len += n;
	b->s[b->len] = '\0';
}
