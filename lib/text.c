/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

#include <stdlib.h>
#include <string.h>

#include "lucky.h"

/*
 * The three file formats share one lexical layer: ASCII lines of words
 * separated by blanks, whole-line "#" comments, blank lines ignored.
 * Every word keeps its line number so that errors can name it.  Input
 * is bounded: LUCKY_MAXFILE bytes, LUCKY_MAXINLINE bytes a line, and
 * LUCKY_MAXJOINED a line with its "+" lines (its words, one blank
 * between each two).
 */

/*
 * Split one physical line's words into tl; off (the word's offset in raw)
 * is kept for the first physical line only.  The words point into one
 * copy of the line, which lives as long as the line.
 */
static void
split_words(struct textline *tl, const char *raw, int line, bool first)
{
	char *copy, *p;
	int n = 0;

	for (p = (char *)raw; *p != '\0'; ) {
		while (*p == ' ' || *p == '\t')
			p++;
		if (*p == '\0')
			break;
		n++;
		while (*p != '\0' && *p != ' ' && *p != '\t')
			p++;
	}
	if (n == 0)
		return;
	/* exact for one line; grown geometrically by its "+" lines, so a
	 * long continued line costs linear time */
	if (tl->nw + n > tl->capw) {
		tl->capw = tl->capw * 2 > tl->nw + n ? tl->capw * 2 :
		    tl->nw + n;
		tl->w = xreallocarray(tl->w, tl->capw, sizeof(*tl->w));
		tl->off = xreallocarray(tl->off, tl->capw, sizeof(*tl->off));
	}
	copy = xstrdup(raw);
	for (p = copy;;) {
		char *start;

		while (*p == ' ' || *p == '\t')
			p++;
		if (*p == '\0')
			break;
		start = p;
		while (*p != '\0' && *p != ' ' && *p != '\t')
			p++;
		tl->joined += (tl->nw > 0) + (int)(p - start);
		tl->w[tl->nw].s = start;
		tl->w[tl->nw].line = line;
		tl->off[tl->nw] = first ? (int)(start - copy) : -1;
		tl->nw++;
		if (*p != '\0')
			*p++ = '\0';
	}
	if (tl->nbufs == tl->capbufs) {
		tl->capbufs = tl->capbufs ? tl->capbufs * 2 : 1;
		tl->bufs = xreallocarray(tl->bufs, tl->capbufs,
		    sizeof(*tl->bufs));
	}
	tl->bufs[tl->nbufs++] = copy;
}

static int
check_bytes(const char *buf, size_t len, const char *label, struct lerr *e)
{
	size_t i;
	int line = 1, col = 0;

	for (i = 0; i < len; i++) {
		unsigned char c = (unsigned char)buf[i];

		if (c == '\n') {
			line++;
			col = 0;
			continue;
		}
		/* a carriage return only as part of a CR LF line end, which
		 * is read as LF: it does not count in the line's length */
		if (c == '\r' && (i + 1 == len || buf[i + 1] == '\n'))
			continue;
		if (++col > LUCKY_MAXINLINE)
			return lerr_set(e, label, line,
			    "line longer than %d characters", LUCKY_MAXINLINE);
		if (c == '\t' || (c >= 0x20 && c < 0x7f))
			continue;
		return lerr_set(e, label, line,
		    "byte 0x%02x is not ASCII text", c);
	}
	return 0;
}

int
text_parse(struct text *t, const char *buf, size_t len, const char *label,
    bool join, struct lerr *e)
{
	const char *p, *end = buf + len, *nl;
	int line = 0, cap = 0;
	char raw[LUCKY_MAXINLINE + 2];

	memset(t, 0, sizeof(*t));
	strlcpy(t->label, label, sizeof(t->label));
	if (len > LUCKY_MAXFILE)
		return lerr_set(e, label, 0, "larger than %d bytes",
		    LUCKY_MAXFILE);
	if (check_bytes(buf, len, label, e) == -1)
		return -1;
	for (p = buf; p < end; p = nl + 1) {
		size_t n;
		const char *q;

		line++;
		if ((nl = memchr(p, '\n', (size_t)(end - p))) == NULL)
			nl = end;
		n = (size_t)(nl - p);
		if (n > 0 && p[n - 1] == '\r')
			n--;
		memcpy(raw, p, n);
		raw[n] = '\0';
		for (q = raw; *q == ' ' || *q == '\t'; q++)
			;
		if (*q == '\0' || *q == '#')
			continue;
		if (join && q[0] == '+' && (q[1] == ' ' || q[1] == '\t' ||
		    q[1] == '\0')) {
			struct textline *prev;

			if (t->nlines == 0) {
				text_free(t);
				return lerr_set(e, label, line,
				    "continuation line \"+\" with nothing "
				    "to continue");
			}
			prev = &t->lines[t->nlines - 1];
			split_words(prev, q + 1, line, false);
			if (prev->joined > LUCKY_MAXJOINED) {
				int first = prev->line;

				text_free(t);
				return lerr_set(e, label, line, "the line "
				    "continued from line %d is longer than %d "
				    "characters", first, LUCKY_MAXJOINED);
			}
			continue;
		}
		if (t->nlines == cap) {
			cap = cap ? cap * 2 : 64;
			t->lines = xreallocarray(t->lines, cap,
			    sizeof(*t->lines));
		}
		memset(&t->lines[t->nlines], 0, sizeof(*t->lines));
		t->lines[t->nlines].line = line;
		t->lines[t->nlines].raw = xstrdup(raw);
		split_words(&t->lines[t->nlines], raw, line, true);
		t->nlines++;
		if (nl == end)
			break;
	}
	return 0;
}

/*
 * The whole of a stream, at most LUCKY_MAXFILE bytes: a longer one is
 * refused without reading on, so endless input costs nothing.
 */
char *
text_slurp(FILE *fp, size_t *lenp, const char *label, struct lerr *e)
{
	char *buf;
	size_t len = 0, n;

	buf = xcalloc(LUCKY_MAXFILE + 1, 1);
	while ((n = fread(buf + len, 1, LUCKY_MAXFILE + 1 - len, fp)) > 0)
		if ((len += n) > LUCKY_MAXFILE)
			break;
	if (ferror(fp))
		lerr_set(e, label, 0, "read error");
	else if (len > LUCKY_MAXFILE)
		lerr_set(e, label, 0, "larger than %d bytes", LUCKY_MAXFILE);
	else {
		*lenp = len;
		return buf;
	}
	free(buf);
	return NULL;
}

void
text_free(struct text *t)
{
	int i, j;

	for (i = 0; i < t->nlines; i++) {
		struct textline *tl = &t->lines[i];

		for (j = 0; j < tl->nbufs; j++)
			free(tl->bufs[j]);
		free(tl->bufs);
		free(tl->w);
		free(tl->off);
		free(tl->raw);
	}
	free(t->lines);
	memset(t, 0, sizeof(*t));
}

const char *
text_rest(const struct textline *tl, int k)
{
	if (k >= tl->nw || tl->off[k] < 0)
		return "";
	return tl->raw + tl->off[k];
}
