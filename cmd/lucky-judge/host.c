/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

#include <sys/file.h>
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

#include "play.h"
#include "judge.h"

/*
 * The judge's directory: a directory a game, its log, its lock and the
 * strangers it answered today.  A mail finds its game here by the
 * sender's address or a GAME line (mail.c).
 */

#define LOG_MAX		(1024 * 1024)	/* then log becomes log.old */
#define STRANGERS_MAX	10000		/* strangers answered a day */

void
host_log(const char *fmt, ...)
{
	char path[PATH_MAX + 16], old[PATH_MAX + 16], when[32], *c;
	struct buf msg = { NULL, 0, 0 };
	struct stat sb;
	va_list ap;
	int fd;

	va_start(ap, fmt);
	buf_vfmt(&msg, fmt, ap);
	va_end(ap);
	/* no control byte is stored: a stranger's words may be in it */
	for (c = msg.s; *c != '\0'; c++)
		if ((unsigned char)*c < 0x20 || *c == 0x7f)
			*c = '?';
	snprintf(path, sizeof(path), "%s/log", hostdir);
	snprintf(old, sizeof(old), "%s/log.old", hostdir);
	if (stat(path, &sb) == 0 && sb.st_size > LOG_MAX)
		(void)rename(path, old);
	iso_time((long long)time(NULL), when, sizeof(when));
	if ((fd = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC,
	    0600)) != -1) {
		dprintf(fd, "%s %s\n", when, msg.s);
		close(fd);
	}
	buf_free(&msg);
}

int
host_lock(void)
{
	char path[PATH_MAX + 16];
	int fd;

	snprintf(path, sizeof(path), "%s/lock", hostdir);
	if ((fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0600)) == -1)
		jerr("%s", path);
	if (flock(fd, LOCK_EX) == -1)
		jerr("%s", path);
	return fd;
}

void
host_unlock(int fd)
{
	close(fd);
}

static int
name_cmp(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

bool
host_has_game(const char *name)
{
	char path[PATH_MAX * 2];
	struct stat sb;

	if (!good_name(name, GAME_MAXNAME))
		return false;
	snprintf(path, sizeof(path), "%s/%s/current", hostdir, name);
	return lstat(path, &sb) == 0 && S_ISLNK(sb.st_mode);
}

int
host_games(char ***names)
{
	struct dirent *d;
	char **v = NULL;
	int n = 0, cap = 0;
	DIR *dp;

	if ((dp = opendir(hostdir)) == NULL)
		jerr("%s", hostdir);
	while ((d = readdir(dp)) != NULL) {
		if (!host_has_game(d->d_name))
			continue;
		if (n == cap) {
			cap = cap == 0 ? 16 : cap * 2;
			v = xreallocarray(v, (size_t)cap, sizeof(*v));
		}
		v[n++] = xstrdup(d->d_name);
	}
	closedir(dp);
	if (n > 0)
		qsort(v, (size_t)n, sizeof(*v), name_cmp);
	*names = v;
	return n;
}

/*
 * Answer a stranger once a day at most, so that a forged sender brings
 * its victim one mail a day, not one a forged mail: the strangers
 * answered today, their addresses' hashes, in hostdir/strangers.
 */
bool
host_stranger_ok(const char *addr)
{
	char path[PATH_MAX + 16], tmp[PATH_MAX + 16], h[SEEN_HEX + 1];
	struct buf b = { NULL, 0, 0 }, out = { NULL, 0, 0 };
	char *p, *line, lower[ADDR_MAX + 1];
	long today = (long)(time(NULL) / 86400), day;
	int fd, n = 0;
	bool ok = true;
	size_t i;

	for (i = 0; addr[i] != '\0' && i < ADDR_MAX; i++)
		lower[i] = (char)tolower((unsigned char)addr[i]);
	lower[i] = '\0';
	short_hash(lower, strlen(lower), h);
	snprintf(path, sizeof(path), "%s/strangers", hostdir);
	snprintf(tmp, sizeof(tmp), "%s/strangers.tmp", hostdir);
	fd = host_lock();
	if (file_get(path, &b, 2 * 1024 * 1024) == -1 && errno != ENOENT)
		ok = false;
	for (p = b.s; ok && (line = strsep(&p, "\n")) != NULL;) {
		if (sscanf(line, "%*32s %ld", &day) != 1 || day != today)
			continue;
		if (strncmp(line, h, SEEN_HEX) == 0)
			ok = false;
		buf_fmt(&out, "%s\n", line);
		n++;
	}
	if (ok && n < STRANGERS_MAX) {
		buf_fmt(&out, "%s %ld\n", h, today);
		file_put(tmp, out.s != NULL ? out.s : "", out.len);
		if (rename(tmp, path) == -1)
			jerr("%s", path);
	} else
		ok = false;
	host_unlock(fd);
	buf_free(&b);
	buf_free(&out);
	return ok;
}
