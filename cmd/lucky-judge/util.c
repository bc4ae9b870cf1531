/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

#include <sys/stat.h>

#include <ctype.h>
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include <gmime/gmime.h>

#include "play.h"
#include "judge.h"

/*
 * The judge's small tools: text in memory, whole files written and
 * synced, times in words and in ISO 8601, names and addresses checked.
 */

void
buf_str(struct buf *b, const char *s)
{
	buf_add(b, s, strlen(s));
}

void
buf_vfmt(struct buf *b, const char *fmt, va_list ap)
{
	va_list aq;
	int n;

	va_copy(aq, ap);
	n = vsnprintf(NULL, 0, fmt, aq);
	va_end(aq);
	if (n < 0)
		jerr("vsnprintf");
	buf_add(b, "", 0);
	if (b->len + (size_t)n + 1 > b->cap) {
		while (b->len + (size_t)n + 1 > b->cap)
			b->cap *= 2;
		b->s = xreallocarray(b->s, b->cap, 1);
	}
	vsnprintf(b->s + b->len, (size_t)n + 1, fmt, ap);
	b->len += (size_t)n;
}

void
buf_fmt(struct buf *b, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	buf_vfmt(b, fmt, ap);
	va_end(ap);
}

void
buf_free(struct buf *b)
{
	free(b->s);
	b->s = NULL;
	b->len = b->cap = 0;
}

int
file_get(const char *path, struct buf *b, size_t max)
{
	char chunk[8192];
	ssize_t r;
	int fd, saved;

	b->len = 0;
	buf_add(b, "", 0);
	if ((fd = open(path, O_RDONLY | O_NONBLOCK)) == -1)
		return -1;
	while ((r = read(fd, chunk, sizeof(chunk))) > 0) {
		if (b->len + (size_t)r > max) {
			close(fd);
			errno = EFBIG;
			return -1;
		}
		buf_add(b, chunk, (size_t)r);
	}
	saved = errno;
	close(fd);
	errno = saved;
	return r == -1 ? -1 : 0;
}

void
file_put(const char *path, const char *s, size_t n)
{
	size_t off = 0;
	ssize_t w;
	int fd;

	if ((fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0600)) == -1)
		jerr("%s", path);
	while (off < n) {
		if ((w = write(fd, s + off, n - off)) == -1) {
			if (errno == EINTR)
				continue;
			jerr("%s", path);
		}
		off += (size_t)w;
	}
	if (fsync(fd) == -1 || close(fd) == -1)
		jerr("%s", path);
}

void
dir_sync(const char *path)
{
	int fd;

	if ((fd = open(path, O_RDONLY | O_DIRECTORY)) != -1) {
		(void)fsync(fd);
		close(fd);
	}
}

void
tree_remove(const char *path)
{
	char sub[PATH_MAX * 2];
	struct dirent *d;
	struct stat sb;
	DIR *dp;

	if ((dp = opendir(path)) == NULL) {
		unlink(path);
		return;
	}
	while ((d = readdir(dp)) != NULL) {
		if (strcmp(d->d_name, ".") == 0 || strcmp(d->d_name, "..") == 0)
			continue;
		snprintf(sub, sizeof(sub), "%s/%s", path, d->d_name);
		if (lstat(sub, &sb) == 0 && S_ISDIR(sb.st_mode))
			tree_remove(sub);
		else
			unlink(sub);
	}
	closedir(dp);
	rmdir(path);
}

void
random_hex(char hex[65])
{
	unsigned char b[32];
	int i;

	arc4random_buf(b, sizeof(b));
	for (i = 0; i < 32; i++)
		snprintf(hex + 2 * i, 3, "%02x", b[i]);
}

void
short_hash(const char *s, size_t n, char hex[SEEN_HEX + 1])
{
	unsigned char md[32];
	int i;

	sha256(s, n, md);
	for (i = 0; i < SEEN_HEX / 2; i++)
		snprintf(hex + 2 * i, 3, "%02x", md[i]);
}

long
duration(const char *s)
{
	char *end;
	long n;

	errno = 0;
	n = strtol(s, &end, 10);
	if (errno != 0 || n < 0 || end == s || n > 3650L * 86400 ||
	    !isdigit((unsigned char)*s))
		return -1;
	if (*end == '\0' && n == 0)
		return 0;
	switch (*end) {
	case 's':
		break;
	case 'm':
		n *= 60;
		break;
	case 'h':
		n *= 3600;
		break;
	case 'd':
		n *= 86400;
		break;
	default:
		return -1;
	}
	return end[1] == '\0' && n <= 3650L * 86400 ? n : -1;
}

void
iso_time(long long t, char *buf, size_t size)
{
	time_t tt = (time_t)t;
	struct tm tm;

	if (gmtime_r(&tt, &tm) == NULL ||
	    strftime(buf, size, "%Y-%m-%dT%H:%M:%SZ", &tm) == 0)
		strlcpy(buf, "?", size);
}

void
time_from_now(long long t, char *buf, size_t size)
{
	long long d = t - (long long)time(NULL);
	const char *unit = "minute";
	long long n;

	if (d <= 0) {
		strlcpy(buf, "now", size);
		return;
	}
	if (d >= 2 * 86400) {
		n = (d + 43200) / 86400;
		unit = "day";
	} else if (d >= 2 * 3600) {
		n = (d + 1800) / 3600;
		unit = "hour";
	} else
		n = (d + 59) / 60;
	snprintf(buf, size, "in %lld %s%s", n, unit, n == 1 ? "" : "s");
}

/* The time of a date written YYYY-MM-DD[THH:MM[:SS]][Z], UTC. */
long long
parse_date(const char *s)
{
	struct tm tm;
	const char *p;
	int n = 0;

	memset(&tm, 0, sizeof(tm));
	if (sscanf(s, "%4d-%2d-%2d%n", &tm.tm_year, &tm.tm_mon, &tm.tm_mday,
	    &n) != 3 || n != 10)
		return -1;
	p = s + n;
	if (*p == '\0') {
		tm.tm_mday++;		/* the whole day */
	} else if (*p == 'T' || *p == 't') {
		n = 0;
		if (sscanf(p + 1, "%2d:%2d%n", &tm.tm_hour, &tm.tm_min,
		    &n) != 2 || n != 5)
			return -1;
		p += 1 + n;
		if (*p == ':' && sscanf(p + 1, "%2d%n", &tm.tm_sec, &n) == 1 &&
		    n == 2)
			p += 3;
		if (*p == 'Z' || *p == 'z')
			p++;
		if (*p != '\0' || tm.tm_hour > 23 || tm.tm_min > 59 ||
		    tm.tm_sec > 60)
			return -1;
	} else
		return -1;
	if (tm.tm_year < 1970 || tm.tm_year > 9999 || tm.tm_mon < 1 ||
	    tm.tm_mon > 12 || tm.tm_mday < 1 || tm.tm_mday > 32)
		return -1;
	tm.tm_year -= 1900;
	tm.tm_mon--;
	return (long long)timegm(&tm);
}

/* Is a one mailbox as GMime reads it, the address itself?  The judge
 * mails it so (spool.c): an address it took but cannot mail would stop
 * the mail's answer for good. */
void
gmime_ready(void)
{
	static bool init;

	if (!init) {
		g_mime_init();
		init = true;
	}
}

static bool
gmime_mailbox(const char *a)
{
	InternetAddressList *list;
	InternetAddress *ia;
	bool ok;

	gmime_ready();
	if ((list = internet_address_list_parse(NULL, a)) == NULL)
		return false;
	ok = internet_address_list_length(list) == 1 &&
	    INTERNET_ADDRESS_IS_MAILBOX(ia = internet_address_list_get_address(
	    list, 0)) && strcasecmp(internet_address_mailbox_get_addr(
	    INTERNET_ADDRESS_MAILBOX(ia)), a) == 0;
	g_object_unref(list);
	return ok;
}

bool
good_address(const char *a)
{
	return address_syntax(a) && gmime_mailbox(a);
}

bool
address_syntax(const char *a)
{
	const char *c, *at = strchr(a, '@');

	for (c = a; *c != '\0'; c++)
		if (iscntrl((unsigned char)*c) || (unsigned char)*c >= 0x80 ||
		    strchr(" \t<>\"\\,;()[]:", *c) != NULL)
			return false;
	/* dot-atoms (RFC 5322 3.4.1): no dot at either end, none doubled */
	if (c == a || c - a > ADDR_MAX || at == NULL || at == a ||
	    at[1] == '\0' || strchr(at + 1, '@') != NULL || a[0] == '.' ||
	    at[-1] == '.' || at[1] == '.' || c[-1] == '.' ||
	    strstr(a, "..") != NULL)
		return false;
	return true;
}

bool
good_name(const char *s, size_t max)
{
	size_t n = strlen(s);

	return n > 0 && n <= max && isalpha((unsigned char)s[0]) &&
	    strspn(s, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
	    "0123456789-_") == n;
}

bool
same_secret(const char *a, const char *b, size_t n)
{
	unsigned char d = 0;
	size_t i;

	for (i = 0; i < n; i++)
		d |= (unsigned char)(a[i] ^ b[i]);
	return d == 0;
}

char *
single_blanks(const char *s)
{
	char *t = xstrdup(s), *d = t;

	s += strspn(s, " \t");
	for (; *s != '\0'; s++)
		if (*s != ' ' && *s != '\t')
			*d++ = *s;
		else if (d > t && d[-1] != ' ' && s[1] != '\0' &&
		    s[1] != ' ' && s[1] != '\t')
			*d++ = ' ';
	*d = '\0';
	return t;
}

/*
 * The first control character of s, as a byte, or 0: C0 but the tab,
 * DEL, and C1 (U+0080 to U+009F, two bytes in UTF-8, given as the
 * second).
 */
int
control_byte(const char *s)
{
	const unsigned char *p;

	for (p = (const unsigned char *)s; *p != '\0'; p++) {
		if ((*p < 0x20 && *p != '\t') || *p == 0x7f)
			return *p;
		if (*p == 0xc2 && p[1] >= 0x80 && p[1] <= 0x9f)
			return p[1];
	}
	return 0;
}

bool
is_hex64(const char *s)
{
	return strlen(s) == 64 && strspn(s, "0123456789abcdef") == 64;
}

/* Does the run of n hexadecimal digits at s share 8 digits in a row
 * with the secret, case aside? */
static bool
shares_secret(const char *s, size_t n, const char *secret)
{
	char w[9];
	size_t i, k;

	for (i = 0; i + 8 <= n; i++) {
		for (k = 0; k < 8; k++)
			w[k] = (char)tolower((unsigned char)s[i + k]);
		w[8] = '\0';
		if (strstr(secret, w) != NULL)
			return true;
	}
	return false;
}

/*
 * Each run of hexadecimal digits in s that holds a piece of the secret
 * (8 digits in a row or more, as a message that cut it would quote it)
 * replaced in place by "...".
 */
void
unsecret(char *s, const char *secret)
{
	char *d = s;
	size_t n;

	while (*s != '\0') {
		n = strspn(s, "0123456789abcdefABCDEF");
		if (n >= 8 && shares_secret(s, n, secret)) {
			memcpy(d, "...", 3);
			d += 3;
		} else {
			memmove(d, s, n);
			d += n;
		}
		s += n;
		if (n == 0)
			*d++ = *s++;
	}
	*d = '\0';
}

/*
 * End on a refused option of getopt(3) (opterr 0, ':' first in the
 * option string): "unknown option -Z", "unknown option --bogus", or
 * "option -d needs an argument", as the other programs say them.
 */
void
erefuse_option(int ch, int argc, char **argv)
{
	char word[64];
	int i;

	if (ch == ':')
		jerrx("option -%c needs an argument (%s --help lists the "
		    "options)", optopt, getprogname());
	snprintf(word, sizeof(word), "-%c", optopt);
	for (i = 1; optopt == '-' && i < argc; i++)
		if (strncmp(argv[i], "--", 2) == 0 && argv[i][2] != '\0') {
			snprintf(word, sizeof(word), "%.60s", argv[i]);
			break;
		}
	jerrx("unknown option %s (%s --help lists the options)", word,
	    getprogname());
}
