/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

#include <sys/stat.h>

#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "lucky.h"

#ifndef LUCKY_DATADIR
#define LUCKY_DATADIR "/usr/local/share/lucky"
#endif
#ifndef LUCKY_SRCDIR
#define LUCKY_SRCDIR ""
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
		lerr_set(e, path, 0, "not a regular file");
		return NULL;
	}
	/* a regular file never blocks: back to plain reads */
	if ((fl = fcntl(fd, F_GETFL)) != -1)
		(void)fcntl(fd, F_SETFL, fl & ~O_NONBLOCK);
	if ((fp = fdopen(fd, "r")) == NULL)
		close(fd);
	return fp;
}

/*
 * Open board or deck NAME.EXT from the board directories: each of
 * LUCKY_PATH (colon separated), then the installed directory, then the
 * source tree's boards/; path gets its name.  NAME is an id, never a
 * path, so a state from a stranger cannot make us open anything else
 * (DESIGN "The state file").
 */
FILE *
data_open(const char *name, const char *ext, char *path, size_t size,
    struct lerr *e)
{
	char file[64];
	const char *env, *p, *colon;
	FILE *fp = NULL;
	bool refused = false;

	if (!name_is_id(name, LUCKY_MAXIDLEN))
		return lerr_set(e, NULL, 0, "bad %s name \"%.40s\": want up "
		    "to %d letters, digits and '-'", ext, name,
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
	if (fp == NULL && !refused)
		fp = try_dir(LUCKY_DATADIR, strlen(LUCKY_DATADIR), file, path,
		    size, &refused, e);
	if (fp == NULL && !refused)
		fp = try_dir(LUCKY_SRCDIR, strlen(LUCKY_SRCDIR), file, path,
		    size, &refused, e);
	if (fp == NULL && !refused)
		lerr_set(e, NULL, 0, "no %s \"%s\" in the board directories",
		    ext, name);
	return fp;
}
