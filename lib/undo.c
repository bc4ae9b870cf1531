/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

#include <stdlib.h>
#include <string.h>

#include "play.h"

/*
 * lucky-undo: the last actions of a game master's state taken back, by
 * replaying its record without them from the setup (state_replay).  A
 * state is what its actions made of it only when its whole record
 * replays to exactly it, as lucky-check checks: any other is refused,
 * since the record without its last entries would give the past of
 * another game.
 */

/* Why a replay stopped (state_replay returned n, not 0): in e. */
static int
replay_failed(const struct state *st, int n, struct lerr *e)
{
	char why[sizeof(e->msg)];

	strlcpy(why, e->msg, sizeof(why));
	if (n == -1)
		return lerr_msg(e, NULL, 0, MSG_SETUP_AGAIN, why);
	return lerr_msg(e, NULL, 0, MSG_ENTRY_NO_REPLAY, n, st->record[n - 1],
	    why);
}

/* The n-th line (from 1) of text, without its newline, quoted. */
static const char *
quoted_line(const char *text, size_t len, int n, char *buf, size_t size)
{
	const char *p = text, *end = text + len, *nl;

	while (--n > 0 && (p = memchr(p, '\n', (size_t)(end - p))) != NULL)
		p++;
	if (p == NULL || p == end)
		return "a state that ends before";
	nl = memchr(p, '\n', (size_t)(end - p));
	snprintf(buf, size, "\"%.*s\"", (int)((nl ? nl : end) - p), p);
	return buf;
}

/*
 * Does the state's record replay to exactly it?  0, or -1 with the
 * first difference in e, as lucky-check finds it.
 */
static int
replays(const struct state *st, struct lerr *e)
{
	struct state re;
	char *have, *want, buf[LUCKY_STATELINE * 2 + 8];
	size_t hlen, wlen, i;
	int n, line, ret = 0;

	if ((n = state_replay(st, &re, e)) != 0) {
		state_free(&re);
		return replay_failed(st, n, e);
	}
	have = state_format(st, &hlen);
	want = state_format(&re, &wlen);
	if (hlen != wlen || memcmp(have, want, hlen) != 0) {
		/* the line of the first byte that differs */
		line = 1;
		for (i = 0; i < hlen && i < wlen && have[i] == want[i]; i++)
			if (have[i] == '\n')
				line++;
		ret = lerr_msg(e, "state", line, MSG_RECORD_MISMATCH,
		    st->nrecord, st->nrecord == 1 ? "y" : "ies",
		    quoted_line(want, wlen, line, buf, sizeof(buf)));
	}
	free(have);
	free(want);
	state_free(&re);
	return ret;
}

int
state_undo(const struct state *st, int n, struct state *out, struct lerr *e)
{
	struct state part;
	int i;

	state_init(out);
	if (st->view != NOBODY)
		return lerr_msg(e, NULL, 0, MSG_UNDO_VIEW,
		    view_who(st)), ACT_BAD;
	if (replays(st, e) == -1)
		return ACT_BAD;
	if (st->nrecord == 0)
		return lerr_msg(e, NULL, 0, MSG_UNDO_NOTHING,
		    st->position != NULL ?
		    " (the game begins at a composed position)" : ""),
		    ACT_REFUSED;
	if (n < 1 || n > st->nrecord)
		return lerr_msg(e, NULL, 0, MSG_UNDO_TOO_MANY, st->nrecord,
		    st->nrecord == 1 ? "" : "s", n, st->position != NULL ?
		    " (the game begins at a composed position)" : ""),
		    ACT_REFUSED;
	/*
	 * The same state with a shorter record, only read.  RULES A.14: a
	 * game that escaped from another one (its record holds the escape)
	 * began as that one, and is that one again before the escape.
	 */
	part = *st;
	part.nrecord = st->nrecord - n;
	if (st->rules->begins_as != NULL)
		for (i = 0; i < st->nrecord; i++)
			if (strncmp(st->record[i], "escape ", 7) == 0) {
				part.rules = rules_find(st->rules->begins_as);
				break;
			}
	if (part.rules == NULL)
		return lerr_msg(e, NULL, 0, MSG_UNDO_NO_RULE_SET,
		    st->rules->begins_as), ACT_BAD;
	/* the start of a record that replays whole: never refused */
	if ((i = state_replay(&part, out, e)) != 0) {
		state_free(out);
		replay_failed(st, i, e);
		return ACT_BAD;
	}
	return ACT_OK;
}
