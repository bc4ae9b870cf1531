/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

#include <ctype.h>
#include <err.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "state.h"

const char *const verb_names[VERB_N] = {
	[VERB_MOVE] = "move",
	[VERB_ATTEMPT] = "attempt",
	[VERB_FOIL] = VERB_WORD_FOIL,
	[VERB_PASS] = VERB_WORD_PASS,
	[VERB_END] = "end",
	[VERB_TAKE] = "take",
	[VERB_ESCAPE] = "escape",
};

/*
 * A game state (lucky-state(5)) in memory: its making and unmaking, and
 * what every layer above asks of it.  Reading it is parse.c, checking
 * it check.c, writing it format.c, a player's view of it view.c, saving
 * it in place inplace.c.
 */

const char *
phase_name(enum phase p)
{
	switch (p) {
	case PHASE_MOVE:
		return "move";
	case PHASE_ANSWER:
		return "answer";
	case PHASE_END:
		return "end";
	case PHASE_TAKE:
		return "take";
	default:
		return "over";
	}
}

void
state_init(struct state *st)
{
	int i;

	memset(st, 0, sizeof(*st));
	st->lucky = st->dog = st->cat = NOWHERE;
	st->winner = st->loser = NOBODY;
	st->first = st->current = st->taker = st->view = NOBODY;
	st->att.target = NOBODY;
	for (i = 0; i < LUCKY_MAXSPACES; i++)
		st->locked[i] = NOCARD;
}

void
state_free(struct state *st)
{
	struct recblock *b, *prev;

	for (b = st->record_text; b != NULL; b = prev) {
		prev = b->prev;
		free(b);
	}
	st->record_text = NULL;
	free(st->record);
	st->record = NULL;
	free(st->position);
	st->position = NULL;
	free(st->told);
	st->told = NULL;
	st->nrecord = st->record_cap = 0;
	st->record_bytes = 0;
	st->board = NULL;
	st->deck = NULL;
}

/* Whose action is due: the answering player, the one taking the dog's
 * tokens, else the current one. */
int
turn_whose(const struct state *st)
{
	if (st->phase == PHASE_ANSWER)
		return st->att.answerer;
	if (st->phase == PHASE_TAKE)
		return st->taker;
	return st->current;
}

const char *
state_option(const struct state *st, enum option_id id)
{
	return option_value(&st->opt, option_name(id));
}

/* Doctor Lucky's own name cannot be a player's. */
static const char *reserved[] = { "lucky", "doctor", NULL };

/*
 * A player name: 1-16 letters, digits, '-' or '_', starting with a
 * letter (so it is never mistaken for a seat number).
 */
int
player_name_ok(const char *s, struct lerr *e)
{
	size_t n;
	int i;

	if (!isalpha((unsigned char)s[0]))
		return lerr_msg(e, NULL, 0, MSG_PLAYER_NAME_LETTER, s);
	for (n = 0; s[n] != '\0'; n++)
		if (!isalnum((unsigned char)s[n]) && s[n] != '-' &&
		    s[n] != '_')
			return lerr_msg(e, NULL, 0, MSG_PLAYER_NAME_CHARS, s);
	if (n > LUCKY_MAXIDLEN)
		return lerr_msg(e, NULL, 0, MSG_PLAYER_NAME_TOO_LONG, s,
		    LUCKY_MAXIDLEN);
	for (i = 0; reserved[i] != NULL; i++)
		if (strcasecmp(s, reserved[i]) == 0)
			return lerr_msg(e, NULL, 0, MSG_PLAYER_NAME_PAWN, s);
	return 0;
}

/* strcasecmp(a, b) == 0 in the C locale: ASCII letters in any case. */
static bool
same_name(const char *a, const char *b)
{
	unsigned char x, y;

	for (;; a++, b++) {
		x = (unsigned char)*a;
		y = (unsigned char)*b;
		if (x != y) {
			if (x >= 'A' && x <= 'Z')
				x += 'a' - 'A';
			if (y >= 'A' && y <= 'Z')
				y += 'a' - 'A';
			if (x != y)
				return false;
		}
		if (x == '\0')
			return true;
	}
}

/* A player by name (any case) or by seat number. */
int
state_find_player(const struct state *st, const char *q, char *msg,
    size_t size)
{
	char fq[LUCKY_MAXNAMELEN * 2], fk[LUCKY_MAXNAMELEN * 2];
	const char *errstr;
	int i, seat, d, bestd = 99;

	/* names begin with a letter: its case aside, the first first */
	for (i = 0; i < st->nplayers; i++)
		if ((st->p[i].name[0] | 0x20) == (q[0] | 0x20) &&
		    same_name(st->p[i].name, q))
			return i;
	if (strspn(q, "0123456789") == strlen(q) && q[0] != '\0') {
		seat = (int)strtonum(q, 1, st->nplayers, &errstr);
		if (errstr == NULL)
			return seat - 1;
		msg_fmt(msg, size, MSG_NO_SEAT, q, st->nplayers);
		return -1;
	}
	/* did you mean: the nearest name, case aside */
	name_fold(q, fq, sizeof(fq));
	for (i = 0, seat = -1; i < st->nplayers; i++) {
		name_fold(st->p[i].name, fk, sizeof(fk));
		if ((d = name_distance(fq, fk)) < bestd) {
			bestd = d;
			seat = i;
		}
	}
	if (seat >= 0 && bestd <= (strlen(fq) > 6 ? 2 : 1))
		msg_fmt(msg, size, MSG_UNKNOWN_PLAYER_NEAR, q,
		    st->p[seat].name);
	else
		msg_fmt(msg, size, MSG_UNKNOWN_PLAYER, q);
	return -1;
}

/* The player a command line names, or exit 2 with why. */
int
estate_player_arg(const struct state *st, const char *arg)
{
	char msg[300];
	int p;

	if ((p = state_find_player(st, arg, msg, sizeof(msg))) == -1)
		errx(2, "%s", msg);
	return p;
}

