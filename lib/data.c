/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "lucky.h"

#ifndef LUCKY_DATADIR
#define LUCKY_DATADIR "/usr/local/share/lucky"
#endif
#ifndef LUCKY_SRCDIR
#define LUCKY_SRCDIR ""
#endif

static FILE *
try_dir(const char *dir, size_t dirlen, const char *file, char *path,
    size_t size)
{
	FILE *fp;

	if (dirlen == 0)
		return NULL;
	if (snprintf(path, size, "%.*s/%s", (int)dirlen, dir, file) >=
	    (int)size)
		return NULL;
	if ((fp = fopen(path, "r")) == NULL)
		return NULL;
	return fp;
}

/*
 * Open board or deck NAME.EXT from the board directories: each of
 * LUCKY_PATH (colon separated), then the installed directory, then the
 * source tree's boards/.  NAME is an id, never a path, so a state from a
 * stranger cannot make us open anything else (DESIGN "The state file").
 */
int
data_open(const char *name, const char *ext, char *path, size_t size,
    struct lerr *e)
{
	char file[64];
	const char *env, *p, *colon;
	FILE *fp = NULL;

	if (!name_is_id(name, LUCKY_MAXIDLEN))
		return lerr_set(e, NULL, 0, "bad %s name \"%.40s\": want up "
		    "to %d letters, digits and '-'", ext, name,
		    LUCKY_MAXIDLEN);
	snprintf(file, sizeof(file), "%s.%s", name, ext);
	if ((env = getenv("LUCKY_PATH")) != NULL) {
		for (p = env; fp == NULL; p = colon + 1) {
			colon = strchr(p, ':');
			if (colon == NULL)
				colon = p + strlen(p);
			fp = try_dir(p, (size_t)(colon - p), file, path, size);
			if (*colon == '\0')
				break;
		}
	}
	if (fp == NULL)
		fp = try_dir(LUCKY_DATADIR, strlen(LUCKY_DATADIR), file, path,
		    size);
	if (fp == NULL)
		fp = try_dir(LUCKY_SRCDIR, strlen(LUCKY_SRCDIR), file, path,
		    size);
	if (fp == NULL)
		return lerr_set(e, NULL, 0, "no %s \"%s\" in the board "
		    "directories", ext, name);
	fclose(fp);
	return 0;
}
