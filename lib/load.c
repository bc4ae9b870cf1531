/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lucky.h"

/*
 * A state from a stream or a file: its bytes read whole (text_slurp),
 * then parsed (parse.c).
 */

#define LABEL	"state"

int
state_read(struct state *st, FILE *fp, struct lerr *e)
{
	char *buf;
	size_t len;
	int ret;

	if ((buf = text_slurp(fp, &len, LABEL, e)) == NULL)
		return -1;
	ret = state_parse(st, buf, len, e);
	free(buf);
	return ret;
}

/* The state from FILE, or from stdin when path is NULL or "-". */
int
state_load(struct state *st, const char *path, struct lerr *e)
{
	return state_load_text(st, path, NULL, NULL, e);
}

/* The same, and the bytes read when text is not NULL (to be freed). */
int
state_load_text(struct state *st, const char *path, char **text,
    size_t *lenp, struct lerr *e)
{
	FILE *fp = stdin;
	char *buf;
	size_t len;
	int ret;

	if (path != NULL && strcmp(path, "-") != 0 &&
	    (fp = fopen(path, "r")) == NULL)
		return lerr_set(e, NULL, 0, "%s: %s", path, strerror(errno));
	buf = text_slurp(fp, &len, LABEL, e);
	if (fp != stdin)
		fclose(fp);
	if (buf == NULL)
		return -1;
	if ((ret = state_parse(st, buf, len, e)) == 0 && text != NULL) {
		*text = buf;
		*lenp = len;
	} else
		free(buf);
	return ret;
}

