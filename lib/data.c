/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

#include <sys/stat.h>

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "board.h"

/*
 * The board directory compiled in: the Makefile sets it only when
 * DATADIR is set apart from the default layout (BINDIR/../share/lucky),
 * which the programs find on their own; so no path of the build is ever
 * compiled in and two builds in two directories give the same bytes.
 */
#ifndef LUCKY_DATADIR
#define LUCKY_DATADIR ""
#endif

/*
 * DIR/FILE, or NULL when there is none (or it cannot be opened: the
 * next directory may have it).  A board or deck is read only from a
 * regular file: a FIFO would make every program wait for a writer and a
 * device or a directory is no file of ours, so anything else of that
 * name is refused (e set, *refused true) without being opened, or, if
 * it became one since, opened without waiting (O_NONBLOCK) and refused.
 */
static FILE *
try_dir(const char *dir, size_t dirlen, const char *file, char *path,
    size_t size, bool *refused, struct lerr *e)
{
	struct stat sb;
	FILE *fp;
	int fd = -1, fl;

	if (dirlen == 0)
		return NULL;
	if (snprintf(path, size, "%.*s/%s", (int)dirlen, dir, file) >=
	    (int)size)
		return NULL;
	if (stat(path, &sb) == -1)
		return NULL;
	if (S_ISREG(sb.st_mode)) {
		if ((fd = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY |
		    O_CLOEXEC)) == -1)
			return NULL;
		if (fstat(fd, &sb) == -1)
			sb.st_mode = 0;
	}
	if (!S_ISREG(sb.st_mode)) {
		if (fd != -1)
			close(fd);
		*refused = true;
		lerr_msg(e, path, 0, MSG_NOT_REGULAR_FILE);
		return NULL;
	}
	/* a regular file never blocks: back to plain reads */
	if ((fl = fcntl(fd, F_GETFL)) != -1)
		(void)fcntl(fd, F_SETFL, fl & ~O_NONBLOCK);
	if ((fp = fdopen(fd, "r")) == NULL)
		close(fd);
	return fp;
}

/* The NAME.ext in dir nearest to name, for "did you mean". */
static void
near_in(const char *dir, size_t dirlen, const char *name, const char *ext,
    char *best, size_t size, int *bestd)
{
	char path[PATH_MAX], cand[LUCKY_MAXIDLEN + 1];
	struct dirent *de;
	DIR *dp;
	size_t n, le = strlen(ext);
	int d;

	if (dirlen == 0 || dirlen >= sizeof(path))
		return;
	snprintf(path, sizeof(path), "%.*s", (int)dirlen, dir);
	if ((dp = opendir(path)) == NULL)
		return;
	while ((de = readdir(dp)) != NULL) {
		n = strlen(de->d_name);
		if (n <= le + 1 || n - le - 1 > LUCKY_MAXIDLEN ||
		    de->d_name[n - le - 1] != '.' ||
		    strcmp(de->d_name + n - le, ext) != 0)
			continue;
		snprintf(cand, sizeof(cand), "%.*s", (int)(n - le - 1),
		    de->d_name);
		if ((d = name_distance(name, cand)) < *bestd) {
			*bestd = d;
			strlcpy(best, cand, size);
		}
	}
	closedir(dp);
}

/*
 * The board directory next to the running program: PREFIX/share/lucky
 * for a program in PREFIX/bin, wherever the tree was installed or moved
 * to, and build/share/lucky (a link to boards/) for one in build/bin.
 * "" where the program's file cannot be known (no /proc).
 */
static const char *
exe_dir(void)
{
	static char dir[PATH_MAX + sizeof("/share/lucky")];
	static bool done;
	char exe[PATH_MAX], *slash;
	ssize_t n;
	int i;

	if (done)
		return dir;
	done = true;
	n = readlink("/proc/self/exe", exe, sizeof(exe));
	if (n <= 0 || (size_t)n >= sizeof(exe))
		return dir;
	exe[n] = '\0';
	/* off with the program's name, then with its directory */
	for (i = 0; i < 2; i++) {
		if ((slash = strrchr(exe, '/')) == NULL)
			return dir;
		*slash = '\0';
	}
	snprintf(dir, sizeof(dir), "%s/share/lucky", exe);
	return dir;
}

/*
 * Open board or deck NAME.EXT from the board directories: each of
 * LUCKY_PATH (colon separated), then the share/lucky next to the
 * program's bin directory (exe_dir), then the DATADIR compiled in, if
 * any and another; path gets its name.  NAME is an id, never a path,
 * so a state from a stranger cannot make us open anything else (DESIGN
 * "The state file").  Not found: one line naming every directory
 * searched, "no board "manor" in LUCKY_PATH (unset),
 * /opt/lucky/share/lucky" (cut at the length of a message, struct
 * lerr, when LUCKY_PATH is very long).
 */
FILE *
data_open(const char *name, const char *ext, char *path, size_t size,
    struct lerr *e)
{
	char file[64];
	const char *env, *p, *colon, *dirs[2];
	FILE *fp = NULL;
	bool refused = false;
	size_t i;

	if (!name_is_id(name, LUCKY_MAXIDLEN))
		return lerr_msg(e, NULL, 0, MSG_BAD_FILE_NAME, ext, name,
		    LUCKY_MAXIDLEN), NULL;
	snprintf(file, sizeof(file), "%s.%s", name, ext);
	if ((env = getenv("LUCKY_PATH")) != NULL) {
		for (p = env; fp == NULL && !refused; p = colon + 1) {
			colon = strchr(p, ':');
			if (colon == NULL)
				colon = p + strlen(p);
			fp = try_dir(p, (size_t)(colon - p), file, path, size,
			    &refused, e);
			if (*colon == '\0')
				break;
		}
	}
	if (fp != NULL || refused)
		return fp;
	dirs[0] = exe_dir();
	dirs[1] = strcmp(LUCKY_DATADIR, dirs[0]) == 0 ? "" : LUCKY_DATADIR;
	for (i = 0; i < 2 && fp == NULL && !refused; i++)
		fp = try_dir(dirs[i], strlen(dirs[i]), file, path, size,
		    &refused, e);
	if (fp == NULL && !refused) {
		char best[LUCKY_MAXIDLEN + 1], near[LUCKY_MAXIDLEN + 40] = "";
		int bestd = 99;

		for (p = env; p != NULL; p = *colon != '\0' ? colon + 1 : NULL) {
			colon = p + strcspn(p, ":");
			near_in(p, (size_t)(colon - p), name, ext, best,
			    sizeof(best), &bestd);
		}
		for (i = 0; i < 2; i++)
			near_in(dirs[i], strlen(dirs[i]), name, ext, best,
			    sizeof(best), &bestd);
		if (bestd <= (strlen(name) > 6 ? 2 : 1))
			snprintf(near, sizeof(near), " (did you mean \"%s\"?)",
			    best);
		lerr_msg(e, NULL, 0, MSG_NOT_FOUND_IN_PATH, ext, name, near,
		    env != NULL ? env : "unset", *dirs[0] != '\0' ? ", " : "",
		    dirs[0], *dirs[1] != '\0' ? ", " : "", dirs[1]);
	}
	return fp;
}
