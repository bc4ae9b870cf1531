/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

#include <sys/stat.h>

#include <errno.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "text.h"

/*
 * The three file formats share one lexical layer: ASCII lines of words
 * separated by blanks, whole-line "#" comments, blank lines ignored.
 * Every word keeps its line number so that errors can name it.  Input
 * is bounded: LUCKY_MAXFILE bytes, LUCKY_MAXINLINE bytes a line, and
 * LUCKY_MAXJOINED a line with its "+" lines (its words, one blank
 * between each two).
 */

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
			return lerr_msg(e, label, line,
			    MSG_LINE_TOO_LONG, LUCKY_MAXINLINE);
		if (c == '\t' || (c >= 0x20 && c < 0x7f))
			continue;
		return lerr_msg(e, label, line, MSG_NOT_ASCII, c);
	}
	return 0;
}

/*
 * An error of the lines' shape, m, at line: an error of the bytes
 * comes first, as if check_bytes had read the whole buffer before (the
 * lines before this one passed).
 */
static int
shape_error(struct text *t, const char *buf, size_t len, const char *label,
    int line, struct lerr *e, enum msg m, ...)
{
	va_list ap;
	int ret;

	text_free(t);
	if (check_bytes(buf, len, label, e) == -1)
		return -1;
	va_start(ap, m);
	ret = lerr_vmsg(e, label, line, m, ap);
	va_end(ap);
	return ret;
}

/*
 * Printable ASCII (0x20 to 0x7e), eight bytes at a time: a byte below
 * 0x20 borrows into its top bit from x - 0x20..., one above 0x7e sets it
 * in x + 0x01... (or has it already).  A tab fails here; check_line
 * then looks at each byte.
 */
static bool
printable(const char *p, size_t n)
{
	const uint64_t ones = 0x0101010101010101ULL, tops = ones << 7;
	uint64_t x, bad = 0;
	size_t i;

	if (n < 8) {
		for (i = 0; i < n; i++)
			if ((unsigned char)p[i] - 0x20U > 0x7eU - 0x20U)
				return false;
		return true;
	}
	/* eight at a time, the last eight overlapping those before */
	for (i = 0; i + 8 < n; i += 8) {
		memcpy(&x, p + i, 8);
		bad |= ((x - 0x20 * ones) & ~x) | (x + ones) | x;
	}
	memcpy(&x, p + n - 8, 8);
	bad |= ((x - 0x20 * ones) & ~x) | (x + ones) | x;
	return (bad & tops) == 0;
}

/* The length of the UTF-8 sequence at p (of at most n bytes), or 0. */
static size_t
utf8_len(const unsigned char *p, size_t n)
{
	size_t len, i;

	if (p[0] >= 0xc2 && p[0] <= 0xdf)
		len = 2;
	else if (p[0] >= 0xe0 && p[0] <= 0xef)
		len = 3;
	else if (p[0] >= 0xf0 && p[0] <= 0xf4)
		len = 4;
	else
		return 0;
	if (len > n)
		return 0;
	for (i = 1; i < len; i++)
		if ((p[i] & 0xc0) != 0x80)
			return 0;
	return len;
}

/*
 * The first LUCKY_MAXINLINE bytes of a line, then its length; with utf8
 * (a board's file), UTF-8 text too.
 */
static int
check_line(const char *p, size_t n, const char *label, int line,
    bool utf8, struct lerr *e)
{
	size_t i, k, checked = n > LUCKY_MAXINLINE ? LUCKY_MAXINLINE : n;

	if (!printable(p, checked))
		for (i = 0; i < checked; i++) {
			unsigned char c = (unsigned char)p[i];

			if (utf8 && c >= 0x80 && (k = utf8_len(
			    (const unsigned char *)p + i, n - i)) > 0) {
				i += k - 1;
				continue;
			}
			if ((c < 0x20 && c != '\t') || c >= 0x7f)
				return lerr_msg(e, label, line, utf8 ?
				    MSG_NOT_UTF8 : MSG_NOT_ASCII, c);
		}
	if (n > LUCKY_MAXINLINE)
		return lerr_msg(e, label, line, MSG_LINE_TOO_LONG,
		    LUCKY_MAXINLINE);
	return 0;
}

/*
 * The end of a word: its first byte that is at most ' ' (a blank, a tab
 * or the NUL after the line; the line's bytes are checked).  Eight at a
 * time where the first in memory is the low byte: the lowest byte below
 * 0x21 borrows into its top bit in x - 0x21..., and no byte before it
 * does.
 */
static char *
word_end(char *s)
{
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
	const uint64_t ones = 0x0101010101010101ULL;
	uint64_t x, m;

	for (;; s += 8) {
		memcpy(&x, s, 8);
		if ((m = (x - 0x21 * ones) & ~x & ones << 7) != 0)
			return s + __builtin_ctzll(m) / 8;
	}
#else
	while ((unsigned char)*s > ' ')
		s++;
	return s;
#endif
}

/*
 * The words of one physical line, p to end (its bytes checked), into
 * tl: the line copied at *wp, each word ended by a NUL there.  Only a
 * blank, a tab or the NUL at the end is at most ' '.
 */
static void
split_words(struct textline *tl, char **wp, const char *p, const char *end,
    const char *linestart, int line)
{
	size_t n = (size_t)(end - p);
	struct word *w = tl->w + tl->nw, *first = w;
	char *copy = *wp, *s = copy, *start;
	/* where raw's offsets count from, in the copy */
	const char *base = copy - (linestart != NULL ? p - linestart : 0);

	memcpy(copy, p, n);
	/* NULs to read eight at a time past the end: the next copy
	 * overwrites them, the allocation has room for the last ones */
	memset(copy + n, 0, 8);
	*wp = copy + n + 1;
	for (;;) {
		if ((unsigned char)*s <= ' ') {
			while (*s == ' ' || *s == '\t')
				s++;
			if (*s == '\0')
				break;
		}
		start = s;
		s = word_end(s);
		w->s = start;
		w->line = line;
		w->off = (int)(start - base);
		w++;
		if (*s == '\0')
			break;
		*s++ = '\0';
	}
	tl->nw = (int)(w - tl->w);
	if (linestart == NULL)
		/* a "+" line: its words are no part of raw, and count */
		for (; first < w; first++) {
			first->off = -1;
			tl->joined += 1 + (int)strlen(first->s);
		}
}

/*
 * WORD_ROOM: room in t->words, from next, for the words of a line of n
 * bytes, at most one in two of them and one; word_grow, when there is
 * not, makes a larger array with the words so far, and the lines'
 * words point into it.  The test is the macro's, at each line, the
 * copy a call's.
 */
#define WORD_ROOM(t, wcap, next, n)					\
	((size_t)((next) - (t)->words) + (n) / 2 + 1 <= (wcap) ? (next) :	\
	    word_grow((t), &(wcap), (next), (n)))

static struct word *
word_grow(struct text *t, size_t *wcap, struct word *next, size_t n)
{
	size_t used = (size_t)(next - t->words), need = used + n / 2 + 1;
	struct word *w;
	int i;

	while (*wcap < need)
		*wcap *= 2;
	w = xreallocarray(NULL, *wcap, sizeof(*w));
	memcpy(w, t->words, used * sizeof(*w));
	for (i = 0; i < t->nlines; i++)
		t->lines[i].w = w + (t->lines[i].w - t->words);
	free(t->words);
	t->words = w;
	return w + used;
}

/*
 * A "+" line, q to eol, at line: its words follow the last line's,
 * nothing came between, the line's length counted at its first "+"
 * line.  -1 when the joined line is longer than LUCKY_MAXJOINED.
 */
static int
join_line(struct text *t, size_t *wcap, struct word **words, char **wp,
    const char *q, const char *eol, int line)
{
	struct textline *tl = &t->lines[t->nlines - 1];
	int i;

	if (tl->joined == 0)
		for (i = 0; i < tl->nw; i++)
			tl->joined += (i > 0) + (int)strlen(tl->w[i].s);
	*words = WORD_ROOM(t, *wcap, *words, (size_t)(eol - q));
	split_words(tl, wp, q + 1, eol, NULL, line);
	*words = tl->w + tl->nw;
	return tl->joined > LUCKY_MAXJOINED ? -1 : 0;
}

/*
 * One pass over the buffer, a physical line at a time: its bytes are
 * checked (what check_bytes says of a whole buffer), then copied for its
 * words, each ended by a NUL, into one allocation: text its bytes and
 * one (and eight NULs after the last, for word_end); the words into a
 * second (WORD_ROOM).  The lines are a third, which grows if
 * a line in sixteen bytes was too few; a line's raw text is where it
 * lies in the buffer.
 */
static int
parse(struct text *t, const char *buf, size_t len, const char *label,
    bool join, bool utf8, struct lerr *e)
{
	const char *p, *end = buf + len, *nl, *next;
	struct textline *tl;
	struct word *words;
	char *wp;
	size_t wcap, cap = len / 16 + 16;
	int line = 0;

	memset(t, 0, sizeof(*t));
	strlcpy(t->label, label, sizeof(t->label));
	if (len > LUCKY_MAXFILE)
		return lerr_msg(e, label, 0, MSG_FILE_TOO_LARGE, LUCKY_MAXFILE);
	/* the words in a block of their own, which grows: one for every
	 * four bytes is room for the files shipped, where the bound (one
	 * for every two) would be a block twice the size, too large for
	 * the room the board's freed blocks leave for the deck's, so new
	 * pages (each costs this machine about 2 microseconds) */
	wcap = len / 4 + 16;
	t->mem = xreallocarray(NULL, 1, len + 1 + 8);
	t->words = xreallocarray(NULL, wcap, sizeof(*t->words));
	t->lines = xreallocarray(NULL, cap, sizeof(*t->lines));
	wp = t->mem;
	words = t->words;
	for (p = buf; p < end; p = next) {
		const char *q, *eol;
		size_t n;

		line++;
		if ((nl = memchr(p, '\n', (size_t)(end - p))) == NULL)
			nl = end;
		next = nl == end ? end : nl + 1;
		n = (size_t)(nl - p);
		if (n > 0 && p[n - 1] == '\r')
			n--;
		if (check_line(p, n, label, line, utf8, e) == -1) {
			text_free(t);
			return -1;
		}
		eol = p + n;
		for (q = p; q < eol && (*q == ' ' || *q == '\t'); q++)
			;
		if (q == eol || *q == '#')
			continue;
		if (join && q[0] == '+' && (q + 1 == eol || q[1] == ' ' ||
		    q[1] == '\t')) {
			if (t->nlines == 0)
				return shape_error(t, buf, len, label, line, e,
				    MSG_CONTINUES_NOTHING);
			if (join_line(t, &wcap, &words, &wp, q, eol,
			    line) == -1)
				return shape_error(t, buf, len, label, line, e,
				    MSG_JOINED_TOO_LONG,
				    t->lines[t->nlines - 1].line,
				    LUCKY_MAXJOINED);
			continue;
		}
		if ((size_t)t->nlines == cap) {
			cap *= 2;
			t->lines = xreallocarray(t->lines, cap,
			    sizeof(*t->lines));
		}
		words = WORD_ROOM(t, wcap, words, (size_t)(eol - q));
		tl = &t->lines[t->nlines++];
		tl->line = line;
		tl->nw = tl->joined = tl->tag = 0;
		tl->raw = p;
		tl->rawlen = (short)n;
		tl->w = words;
		split_words(tl, &wp, q, eol, p, line);
		words = tl->w + tl->nw;
	}
	return 0;
}

int
text_parse(struct text *t, const char *buf, size_t len, const char *label,
    bool join, struct lerr *e)
{
	return parse(t, buf, len, label, join, false, e);
}

/* A board's file: UTF-8 text (its names in German, "Küche"). */
int
text_parse_utf8(struct text *t, const char *buf, size_t len,
    const char *label, struct lerr *e)
{
	return parse(t, buf, len, label, false, true, e);
}

/*
 * The whole of a stream, at most LUCKY_MAXFILE bytes: a longer one is
 * refused without reading on, so endless input costs nothing.  Read
 * through its descriptor (nothing was read through the stream) into a
 * buffer the size of a regular file, else one that doubles.  The bytes
 * are followed by a NUL (the last read left room for one), for callers
 * that walk them as a string.
 */
char *
text_slurp(FILE *fp, size_t *lenp, const char *label, struct lerr *e)
{
	struct stat sb;
	char *buf;
	size_t len = 0, cap = 65536;
	ssize_t n = 0;
	int fd = fileno(fp);

	if (fstat(fd, &sb) == 0 && S_ISREG(sb.st_mode) && sb.st_size >= 0 &&
	    sb.st_size <= LUCKY_MAXFILE)
		cap = (size_t)sb.st_size + 1;	/* + 1: to see the end */
	buf = xreallocarray(NULL, cap, 1);
	for (;;) {
		if (len == cap) {
			if (len > LUCKY_MAXFILE)
				break;
			cap = cap * 2 > LUCKY_MAXFILE + 1 ? LUCKY_MAXFILE + 1 :
			    cap * 2;
			buf = xreallocarray(buf, cap, 1);
		}
		if ((n = read(fd, buf + len, cap - len)) == -1 &&
		    errno == EINTR)
			continue;
		if (n <= 0)
			break;
		len += (size_t)n;
	}
	if (n == -1)
		lerr_msg(e, label, 0, MSG_READ_ERROR);
	else if (len > LUCKY_MAXFILE)
		lerr_msg(e, label, 0, MSG_FILE_TOO_LARGE, LUCKY_MAXFILE);
	else {
		buf[len] = '\0';	/* the read that saw the end had room */
		*lenp = len;
		return buf;
	}
	free(buf);
	return NULL;
}

void
text_free(struct text *t)
{
	free(t->mem);
	free(t->words);
	free(t->lines);
	memset(t, 0, sizeof(*t));
}

const char *
text_rest(const struct textline *tl, int k)
{
	static char rest[LUCKY_MAXINLINE + 1];
	int off;

	if (k >= tl->nw || (off = tl->w[k].off) < 0)
		return "";
	memcpy(rest, tl->raw + off, (size_t)(tl->rawlen - off));
	rest[tl->rawlen - off] = '\0';
	return rest;
}
