/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

#include <err.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "lucky.h"

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

int
lerr_set(struct lerr *e, const char *file, int line, const char *fmt, ...)
{
	va_list ap;

	if (e == NULL)
		return -1;
	strlcpy(e->file, file ? file : "", sizeof(e->file));
	e->line = line;
	va_start(ap, fmt);
	vsnprintf(e->msg, sizeof(e->msg), fmt, ap);
	va_end(ap);
	return -1;
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
