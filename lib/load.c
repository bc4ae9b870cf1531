/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "state.h"

/*
 * A state from a stream or a file: its bytes read whole (text_slurp),
 * then parsed (parse.c).
 */

#define LABEL	"state"

static int	state_load_text(struct state *st, const char *path, char **text,
	    size_t *lenp, struct lerr *e);

/*
 * The name after key on the line p to nl ("board mansion"), into name:
 * its words as the canonical text writes them, nothing else.
 */
static bool
head_name(const char *p, const char *nl, const char *key, char *name)
{
	size_t k = strlen(key), n;

	if (nl > p && nl[-1] == '\r')
		nl--;
	if ((size_t)(nl - p) <= k || strncmp(p, key, k) != 0 ||
	    (n = (size_t)(nl - p) - k) > LUCKY_MAXIDLEN)
		return false;
	memcpy(name, p + k, n);
	name[n] = '\0';
	return name_is_id(name, LUCKY_MAXIDLEN);
}

/*
 * The board and the deck a state's head names (its first lines, as
 * state_format writes them), read before the state is split into words:
 * their texts are freed once read, and the state's words then take the
 * pages they leave instead of new ones (a new page costs a program as
 * much as thousands of instructions; issue 15).  Only a hint, silent:
 * the parse reads the lines again (the board and the deck then come
 * from the cache) and says what is wrong with them.
 */
static void
preload(const char *buf, size_t len)
{
	char board[LUCKY_MAXIDLEN + 1] = "", deck[LUCKY_MAXIDLEN + 1] = "";
	const char *p = buf, *end = buf + len, *nl;
	const struct board *b;
	struct lerr e;
	int i;

	for (i = 0; i < 5 && (nl = memchr(p, '\n', (size_t)(end - p))) !=
	    NULL; i++, p = nl + 1)
		if (!head_name(p, nl, "board ", board))
			(void)head_name(p, nl, "deck ", deck);
	if (board[0] != '\0' && deck[0] != '\0' &&
	    (b = board_get(board, &e)) != NULL)
		(void)deck_get(deck, b, &e);
}

int
state_read(struct state *st, FILE *fp, struct lerr *e)
{
	char *buf;
	size_t len;
	int ret;

	if ((buf = text_slurp(fp, &len, LABEL, e)) == NULL)
		return -1;
	ret = state_parse_text(st, buf, len, e);
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
static int
state_load_text(struct state *st, const char *path, char **text,
    size_t *lenp, struct lerr *e)
{
	char *buf;
	size_t len;
	int ret;

	if ((buf = state_text(path, &len, e)) == NULL)
		return -1;
	if ((ret = state_parse_text(st, buf, len, e)) == 0 && text != NULL) {
		*text = buf;
		*lenp = len;
	} else
		free(buf);
	return ret;
}

/* The bytes of the state in FILE, or stdin (NULL or "-"), to be freed. */
char *
state_text(const char *path, size_t *lenp, struct lerr *e)
{
	FILE *fp = stdin;
	char *buf;

	if (path != NULL && strcmp(path, "-") != 0 &&
	    (fp = fopen(path, "r")) == NULL)
		return lerr_msg(e, NULL, 0, MSG_SYSTEM, path, strerror(errno)),
		    NULL;
	buf = text_slurp(fp, lenp, LABEL, e);
	if (fp != stdin)
		fclose(fp);
	return buf;
}

/* state_parse of bytes read whole, the board and deck read first. */
int
state_parse_text(struct state *st, const char *buf, size_t len,
    struct lerr *e)
{
	preload(buf, len);
	return state_parse(st, buf, len, e);
}
