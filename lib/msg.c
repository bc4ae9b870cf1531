/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "text.h"

/*
 * The catalogue of refusals: msg.def read a second time, into the table
 * of each entry's name and text.  Nothing here is written after it is
 * compiled, so lerr_msg is as reentrant as vsnprintf(3): it writes only
 * into the struct lerr it is given.
 */
static const struct {
	const char	*name;
	const char	*text;
} msgs[MSG__N] = {
	[MSG_NONE] = { "none", "" },
#define MSG(id, name, text)	[MSG_##id] = { name, text },
#include "msg.def"
#undef MSG
};

const char *
msg_name(enum msg m)
{
	return (unsigned)m < MSG__N ? msgs[m].name : NULL;
}

const char *
msg_text(enum msg m)
{
	return (unsigned)m < MSG__N ? msgs[m].text : NULL;
}

int
msg_fmt(char *buf, size_t size, enum msg m, ...)
{
	va_list ap;
	int n;

	va_start(ap, m);
	n = vsnprintf(buf, size, (unsigned)m < MSG__N ? msgs[m].text : "", ap);
	va_end(ap);
	return n;
}

int
lerr_vmsg(struct lerr *e, const char *file, int line, enum msg m, va_list ap)
{
	if (e == NULL)
		return -1;
	strlcpy(e->file, file ? file : "", sizeof(e->file));
	e->line = line;
	e->code = (unsigned)m < MSG__N ? m : MSG_NONE;
	/* the text is the catalogue's, its arguments the caller's */
	vsnprintf(e->msg, sizeof(e->msg), msgs[e->code].text, ap);
	return -1;
}

int
lerr_msg(struct lerr *e, const char *file, int line, enum msg m, ...)
{
	va_list ap;

	va_start(ap, m);
	lerr_vmsg(e, file, line, m, ap);
	va_end(ap);
	return -1;
}
