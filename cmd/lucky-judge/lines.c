/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "play.h"
#include "judge.h"

/*
 * This file finds the lines of a mail's text that the judge reads
 * (lucky-judge(1) "Mail in").  It trims them and leaves out the blank
 * ones, the quoted ones and the line that introduces a quote ("On ...
 * wrote:"); it stops at a signature, a quoted original, a forwarded mail
 * or SIGNOFF.  It takes an OpenSSH signature of the lines apart.
 */

#define SIG_BEGIN	"-----BEGIN SSH SIGNATURE-----"
#define SIG_END		"-----END SSH SIGNATURE-----"

/* A span holds a line of the text that is not cut out of it yet. */
struct span {
	const char	*s;
	size_t		 n;
};

/*
 * Find the line that starts at p, trimmed of blanks, tabs and CRs at
 * its end and of blanks and tabs at its start, and put it in *sp.
 * Return the start of the next line, or NULL when it is the last.
 */
static char *
bounds(char *p, struct span *sp)
{
	char *nl = strchr(p, '\n'), *end = nl != NULL ? nl : p + strlen(p);

	while (end > p && (end[-1] == ' ' || end[-1] == '\t' ||
	    end[-1] == '\r'))
		end--;
	p += strspn(p, BLANKS);
	sp->s = p < end ? p : end;
	sp->n = (size_t)(end - sp->s);
	return nl != NULL ? nl + 1 : NULL;
}

/* Cut the next line of *p out of the text, trimmed, and move *p on. */
static char *
take_line(char **p)
{
	struct span sp;
	char *s;

	*p = bounds(*p, &sp);
	s = (char *)sp.s;
	s[sp.n] = '\0';
	return s;
}

/* Find the next line of p that is not blank without cutting it out;
 * return false when there is none. */
static bool
peek(char *p, struct span *sp)
{
	while (p != NULL) {
		p = bounds(p, sp);
		if (sp->n > 0)
			return true;
	}
	return false;
}

static bool
starts(struct span sp, const char *prefix)
{
	size_t n = strlen(prefix);

	return sp.n >= n && strncmp(sp.s, prefix, n) == 0;
}

static bool
starts_ci(struct span sp, const char *prefix)
{
	size_t n = strlen(prefix);

	return sp.n >= n && strncasecmp(sp.s, prefix, n) == 0;
}

static bool
ends_ci(struct span sp, const char *suffix)
{
	size_t n = strlen(suffix);

	return sp.n >= n && strncasecmp(sp.s + sp.n - n, suffix, n) == 0;
}

static bool
contains(struct span sp, const char *word)
{
	size_t i, n = strlen(word);

	for (i = 0; i + n <= sp.n; i++)
		if (memcmp(sp.s + i, word, n) == 0)
			return true;
	return false;
}

/* Tell whether the line ends an attribution ("... wrote:").  French
 * puts a blank before the colon, or a no-break space (U+00A0, U+202F). */
static bool
attribution_end(struct span sp)
{
	static const char *const ends[] = { "wrote:", "schrieb:",
	    "a \xc3\xa9" "crit:", "a \xc3\xa9" "crit :",
	    "a \xc3\xa9" "crit\xc2\xa0:", "a \xc3\xa9" "crit\xe2\x80\xaf:" };
	size_t i;

	for (i = 0; i < sizeof(ends) / sizeof(ends[0]); i++)
		if (ends_ci(sp, ends[i]))
			return true;
	return false;
}

/*
 * Tell whether the line s, or s and the raw line after it at next, make
 * an attribution.  Return 1 for one line, 2 for two (Gmail wraps "On
 * ...", "Am ..." or "Le ..." so), 0 when there is none.
 */
static int
attribution(const char *s, char *next)
{
	struct span a = { s, strlen(s) }, b;

	if (attribution_end(a) || (starts(a, "Am ") && ends_ci(a, ":") &&
	    contains(a, " schrieb ")))
		return 1;
	if (next == NULL ||
	    !(starts(a, "On ") || starts(a, "Am ") || starts(a, "Le ")))
		return 0;
	(void)bounds(next, &b);
	if (attribution_end(b) || (starts(a, "Am ") && ends_ci(b, ">:")))
		return 2;
	return 0;
}

/* Tell whether s puts five dashes or more each side of the words, as
 * "----- Forwarded message -----" does; blanks may come between. */
static bool
dashed(const char *s, const char *words)
{
	size_t n = strspn(s, "-"), k = strlen(words);

	if (n < 5)
		return false;
	s += n;
	s += strspn(s, BLANKS);
	if (strncasecmp(s, words, k) != 0)
		return false;
	s += k;
	s += strspn(s, BLANKS);
	n = strspn(s, "-");
	return n >= 5 && s[n] == '\0';
}

/*
 * Tell whether the line s ends what is read: a signature, a quoted
 * original (Outlook's line of underscores before "From:" too), a
 * forwarded mail or SIGNOFF.  next is the raw text after it.
 */
static bool
stops(const char *s, char *next)
{
	struct span sp;
	const char *rest;
	size_t n = strspn(s, "_");

	if (strcmp(s, "--") == 0 || dashed(s, "Original Message") ||
	    dashed(s, "Forwarded message") ||
	    strcasecmp(s, "Begin forwarded message:") == 0 ||
	    (keyword(s, "SIGNOFF", &rest) && *rest == '\0'))
		return true;
	if (n < 10 || s[n] != '\0' || !peek(next, &sp))
		return false;
	return starts_ci(sp, "From:") || starts_ci(sp, "Von:") ||
	    starts_ci(sp, "De :") || starts_ci(sp, "De:") ||
	    starts_ci(sp, "Sent:");
}

/* Take the SSH signature that begins at line s into l->sig, up to its
 * end line, without its blank lines.  Return where reading goes on. */
static char *
take_signature(char *s, char *p, struct mail_lines *l)
{
	for (;;) {
		if (*s != '\0') {
			buf_str(&l->sig, s);
			buf_add(&l->sig, "\n", 1);
		}
		if (strcmp(s, SIG_END) == 0 || p == NULL)
			return p;
		s = take_line(&p);
	}
}

/* Add a line read; return false when there are too many. */
static bool
add_line(struct mail_lines *l, char *s)
{
	int c;

	if (l->n == MAIL_MAXLINES) {
		l->too_many = true;
		return false;
	}
	if (l->n % 64 == 0)
		l->line = xreallocarray(l->line, (size_t)l->n + 64,
		    sizeof(*l->line));
	l->line[l->n++] = s;
	if (l->badline == 0 && (c = control_byte(s)) != 0) {
		l->badline = l->n;
		l->badbyte = c;
	}
	return true;
}

/*
 * Cut the lines that the judge reads out of the text, in place.  The
 * blank and quoted lines are skipped, and so is an attribution before a
 * quote; reading stops at a signature, a quoted original, SIGNOFF or an
 * attribution that no quote follows.
 */
void
lines_read(char *text, struct mail_lines *l)
{
	struct span sp;
	char *p = text, *s, *q;
	int a;

	memset(l, 0, sizeof(*l));
	while (p != NULL) {
		s = take_line(&p);
		if (*s == '\0' || *s == '>')
			continue;
		if (strcmp(s, SIG_BEGIN) == 0) {
			p = take_signature(s, p, l);
			continue;
		}
		if (stops(s, p))
			break;
		if ((a = attribution(s, p)) > 0) {
			q = a == 2 ? bounds(p, &sp) : p;
			if (!peek(q, &sp) || sp.s[0] != '>')
				break;
			if (a == 2)
				(void)take_line(&p);
			continue;
		}
		if (!add_line(l, s))
			break;
	}
}

void
lines_free(struct mail_lines *l)
{
	free(l->line);
	l->line = NULL;
	l->n = 0;
	buf_free(&l->sig);
}

/*
 * Tell whether the line's first words are the words of kw (one blank
 * apart), case aside, each followed by blanks or the end of the line.
 * Point *rest past the blanks after them.
 */
bool
keyword(const char *line, const char *kw, const char **rest)
{
	size_t n;

	line += strspn(line, BLANKS);
	for (;;) {
		n = strcspn(kw, " ");
		if (n == 0 || strncasecmp(line, kw, n) != 0)
			return false;
		line += n;
		if (*line != '\0' && *line != ' ' && *line != '\t')
			return false;
		line += strspn(line, BLANKS);
		kw += n;
		if (*kw == '\0')
			break;
		kw++;
	}
	if (rest != NULL)
		*rest = line;
	return true;
}
