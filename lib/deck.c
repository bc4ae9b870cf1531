/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

#include <ctype.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "board.h"

/*
 * Decks (lucky-deck(5)): one "card" line a card, checked against the
 * board the game is played on (a card's room must be one of its spaces).
 */

const char *
card_kind_name(enum card_kind k)
{
	static const char *names[] = { "move", "room", "weapon", "failure" };

	return names[k];
}

/*
 * A card id's slot in the deck's table: the slot that holds it, or the
 * empty one where it would go (the table is never more than half full).
 * The hash is of its first LUCKY_MAXCARDID characters.
 */
static unsigned
card_slot(const struct deck *d, const char *id)
{
	uint64_t x = 0;
	unsigned i;
	int n;

	for (n = 0; n < LUCKY_MAXCARDID && id[n] != '\0'; n++)
		x = x << 8 | (unsigned char)id[n];
	i = (unsigned)((x * 0x9e3779b97f4a7c15ULL) >> 56);
	while (d->slot[i] != 0 && strcmp(d->c[d->slot[i] - 1].id, id) != 0)
		i = (i + 1) % (2 * LUCKY_MAXCARDS);
	return i;
}

/* A card by its exact id, or -1. */
int
deck_card_by_id(const struct deck *d, const char *id)
{
	return d->slot[card_slot(d, id)] - 1;
}

/* The letters and the number of an id-shaped word ("r1", "M13"). */
static bool
id_parts(const char *q, char *letters, size_t size, long *num)
{
	size_t n = strspn(q, "abcdefghijklmnopqrstuvwxyz"
	    "ABCDEFGHIJKLMNOPQRSTUVWXYZ"), i;

	if (n == 0 || n >= size || q[n] == '\0' || strlen(q + n) > 6 ||
	    strspn(q + n, "0123456789") != strlen(q + n))
		return false;
	for (i = 0; i < n; i++)
		letters[i] = (char)tolower((unsigned char)q[i]);
	letters[n] = '\0';
	*num = strtol(q + n, NULL, 10);
	return true;
}

/* A word shaped as a card's id: letters, then digits ("r1", "m13"). */
bool
card_id_shaped(const char *q)
{
	char l[LUCKY_MAXCARDID + 1];
	long n;

	return id_parts(q, l, sizeof(l), &n);
}

/*
 * The card an id-shaped word names, in any case and with or without the
 * zeros the deck writes ("r1" and "R01" for r01), or -1.
 */
int
deck_card_by_idword(const struct deck *d, const char *q)
{
	char lq[LUCKY_MAXCARDID + 1], lk[LUCKY_MAXCARDID + 1];
	long nq, nk;
	int i;

	if (!id_parts(q, lq, sizeof(lq), &nq))
		return -1;
	for (i = 0; i < d->ncards; i++)
		if (id_parts(d->c[i].id, lk, sizeof(lk), &nk) && nk == nq &&
		    strcmp(lk, lq) == 0)
			return i;
	return -1;
}

static int
parse_number(const struct text *t, const struct word *w, int max, int *out,
    const char *what, struct lerr *e)
{
	const char *errstr, *p = w->s;

	if (p[0] == '-' && p[1] == '\0') {
		*out = -1;
		return 0;
	}
	/* one or two digits, as strtonum reads them */
	if (p[0] >= '0' && p[0] <= '9' && (p[1] == '\0' ||
	    (p[1] >= '0' && p[1] <= '9' && p[2] == '\0'))) {
		*out = p[1] == '\0' ? p[0] - '0' : (p[0] - '0') * 10 +
		    p[1] - '0';
		if (*out <= max)
			return 0;
	}
	*out = (int)strtonum(w->s, 0, max, &errstr);
	if (errstr != NULL)
		return lerr_msg(e, t->label, w->line, MSG_CARD_NUMBER, what,
		    w->s, errstr, max);
	return 0;
}

/* Reads a card's room, an id of the board's or "-", into c->room. */
static int
card_room(struct card *c, const struct board *b, const struct text *t,
    const struct textline *tl, struct lerr *e)
{
	const char *room = tl->w[4].s;
	char msg[200];
	int i;

	c->room = NOWHERE;
	if (strcmp(room, "-") != 0) {
		if ((i = board_space_by_id(b, room)) == -1)
			i = b->nspaces;
		if (i == b->nspaces && board_dropped(b, room)) {
			/* a room the one-floor board left out: the card
			 * plays as one without a room (RULES A.13) */
			c->room_value = -1;
			i = NOWHERE;
		} else if (i == b->nspaces) {
			int s = board_find(b, room, msg, sizeof(msg));

			if (s >= 0)
				return lerr_msg(e, t->label, tl->line,
				    MSG_ROOM_NOT_ID, room, b->sp[s].id);
			if (strncmp(msg, "unknown", 7) != 0)
				return lerr_msg(e, t->label, tl->line,
				    MSG_ROOM_NOT_ON_BOARD, msg, b->name);
			/* the id a deck names its rooms by */
			if ((s = board_near(b, room)) >= 0)
				return lerr_msg(e, t->label, tl->line,
				    MSG_UNKNOWN_ROOM_ON_BOARD_NEAR, room,
				    b->name, b->sp[s].id);
			return lerr_msg(e, t->label, tl->line,
			    MSG_UNKNOWN_ROOM_ON_BOARD, room, b->name);
		}
		c->room = i;
	}
	return 0;
}

/* Checks that a card has the values and room its kind needs. */
static int
check_card_kind(const struct card *c, const struct text *t,
    const struct textline *tl, struct lerr *e)
{
	switch (c->kind) {
	case CARD_MOVE:
		if (c->value < 1)
			return lerr_msg(e, t->label, tl->line,
			    MSG_MOVE_CARD_VALUE);
		break;
	case CARD_ROOM:
		if (c->room == NOWHERE)
			return lerr_msg(e, t->label, tl->line,
			    MSG_ROOM_CARD_ROOM);
		break;
	case CARD_WEAPON:
		if (c->value < 1)
			return lerr_msg(e, t->label, tl->line,
			    MSG_WEAPON_VALUE);
		if ((c->room == NOWHERE) != (c->room_value < 0))
			return lerr_msg(e, t->label, tl->line,
			    MSG_WEAPON_ROOM_PAIR);
		break;
	case CARD_FAILURE:
		if (c->value < 1 && c->clovers < 1)
			return lerr_msg(e, t->label, tl->line,
			    MSG_FAILURE_CARD_POINTS);
		break;
	}
	if (c->kind != CARD_WEAPON && c->room_value >= 0)
		return lerr_msg(e, t->label, tl->line,
		    MSG_ROOM_VALUE_NOT_WEAPON);
	return 0;
}

/* Copies a card's name, the rest of its line, trailing blanks cut. */
static int
card_name(struct card *c, const struct text *t, const struct textline *tl,
    struct lerr *e)
{
	const char *rest;
	size_t n;

	rest = text_rest(tl, 7);
	if ((n = strlen(rest)) >= sizeof(c->name))
		n = sizeof(c->name) - 1;	/* as strlcpy: refused below */
	memcpy(c->name, rest, n);
	c->name[n] = '\0';
	while (n > 0 && (c->name[n - 1] == ' ' || c->name[n - 1] == '\t'))
		c->name[--n] = '\0';
	if (strlen(rest) > LUCKY_MAXNAMELEN)
		return lerr_msg(e, t->label, tl->line, MSG_CARD_NAME_TOO_LONG,
		    LUCKY_MAXNAMELEN);
	return 0;
}

/* Reads a "card" line into the deck, checked against the board. */
static int
parse_card(struct deck *d, const struct board *b, const struct text *t,
    const struct textline *tl, struct lerr *e)
{
	struct card *c;
	const char *kind;
	int i;

	if (tl->nw < 8)
		return lerr_msg(e, t->label, tl->line, MSG_CARD_SYNTAX);
	if (d->ncards == LUCKY_MAXCARDS)
		return lerr_msg(e, t->label, tl->line,
		    MSG_TOO_MANY_CARDS_IN_DECK, LUCKY_MAXCARDS);
	c = &d->c[d->ncards];
	memset(c, 0, sizeof(*c));
	if (!name_is_id(tl->w[1].s, LUCKY_MAXCARDID))
		return lerr_msg(e, t->label, tl->line, MSG_BAD_CARD_ID,
		    tl->w[1].s, LUCKY_MAXCARDID);
	if (deck_card_by_id(d, tl->w[1].s) >= 0)
		return lerr_msg(e, t->label, tl->line, MSG_DUPLICATE_CARD_ID,
		    tl->w[1].s);
	/* an id: LUCKY_MAXCARDID characters at most */
	memcpy(c->id, tl->w[1].s, strlen(tl->w[1].s) + 1);
	kind = tl->w[2].s;
	for (i = 0; i <= CARD_FAILURE; i++)
		if (kind[0] == card_kind_name(i)[0] &&
		    strcmp(kind, card_kind_name(i)) == 0)
			break;
	if (i > CARD_FAILURE)
		return lerr_msg(e, t->label, tl->line, MSG_UNKNOWN_CARD_KIND,
		    kind);
	c->kind = i;
	if (parse_number(t, &tl->w[3], 99, &c->value, "value", e) == -1 ||
	    parse_number(t, &tl->w[5], 99, &c->room_value, "room value",
	    e) == -1 ||
	    parse_number(t, &tl->w[6], 9, &c->clovers, "clovers", e) == -1)
		return -1;
	if (card_room(c, b, t, tl, e) == -1 ||
	    check_card_kind(c, t, tl, e) == -1 || card_name(c, t, tl, e) == -1)
		return -1;
	d->slot[card_slot(d, c->id)] = (unsigned char)++d->ncards;
	return 0;
}

int
deck_parse(struct deck *d, const char *buf, size_t len, const char *label,
    const struct board *b, struct lerr *e)
{
	struct text t;
	int i, ret = 0;

	/* all but the cards, each cleared as it is read (parse_card) */
	memset(d, 0, offsetof(struct deck, c));
	memset(&d->ncards, 0, sizeof(*d) - offsetof(struct deck, ncards));
	if (text_parse(&t, buf, len, label, false, e) == -1)
		return -1;
	if (t.nlines == 0)
		ret = lerr_msg(e, label, 0, MSG_EMPTY_DECK);
	else if (t.lines[0].nw != 2 ||
	    strcmp(t.lines[0].w[0].s, "lucky-deck") != 0)
		ret = lerr_msg(e, label, t.lines[0].line, MSG_NOT_A_DECK);
	else if (strcmp(t.lines[0].w[1].s, "1") != 0)
		ret = lerr_msg(e, label, t.lines[0].line, MSG_DECK_VERSION,
		    t.lines[0].w[1].s);
	for (i = 1; ret == 0 && i < t.nlines; i++) {
		const struct textline *tl = &t.lines[i];
		const char *key = tl->w[0].s;

		if (strcmp(key, "card") == 0)
			ret = parse_card(d, b, &t, tl, e);
		else if (strcmp(key, "name") == 0) {
			if (tl->nw != 2 || !name_is_id(tl->w[1].s,
			    LUCKY_MAXIDLEN))
				ret = lerr_msg(e, label, tl->line,
				    MSG_BAD_DECK_NAME);
			else if (d->name[0] != '\0')
				ret = lerr_msg(e, label, tl->line,
				    MSG_DUPLICATE_NAME_LINE);
			else
				strlcpy(d->name, tl->w[1].s, sizeof(d->name));
		} else if (strcmp(key, "title") == 0)
			strlcpy(d->title, text_rest(tl, 1), sizeof(d->title));
		else if (strcmp(key, "text") == 0) {
			if (tl->nw < 3)
				ret = lerr_msg(e, label, tl->line,
				    MSG_TEXT_SYNTAX);
		} else
			ret = lerr_msg(e, label, tl->line, MSG_UNKNOWN_LINE,
			    key);
	}
	for (i = 1; ret == 0 && i < t.nlines; i++) {
		const struct textline *tl = &t.lines[i];

		if (strcmp(tl->w[0].s, "text") != 0)
			continue;
		if (deck_card_by_id(d, tl->w[1].s) < 0)
			ret = lerr_msg(e, label, tl->line,
			    MSG_TEXT_UNKNOWN_CARD, tl->w[1].s);
	}
	if (ret == 0 && d->name[0] == '\0')
		ret = lerr_msg(e, label, 0, MSG_NO_NAME_LINE);
	if (ret == 0 && d->ncards == 0)
		ret = lerr_msg(e, label, 0, MSG_NO_CARDS);
	text_free(&t);
	return ret;
}

int
deck_load(struct deck *d, const char *name, const struct board *b,
    struct lerr *e)
{
	char path[256];
	FILE *fp;
	char *buf;
	size_t len;
	int ret;

	if ((fp = data_open(name, "deck", path, sizeof(path), e)) == NULL)
		return -1;
	buf = text_slurp(fp, &len, path, e);
	fclose(fp);
	if (buf == NULL)
		return -1;
	ret = deck_parse(d, buf, len, path, b, e);
	free(buf);
	if (ret == 0 && strcmp(d->name, name) != 0)
		return lerr_msg(e, path, 0, MSG_NAMES_ITSELF, d->name, name);
	return ret;
}

/*
 * The card of an id-shaped word ("r1": r01), never a name; else "unknown
 * card" with the nearest id.
 */
static int
id_unknown(const struct deck *d, const char *q, char *msg, size_t size)
{
	char lq[LUCKY_MAXCARDID + 1];
	int i, best = -1, bestd = 2, dd;

	if ((i = deck_card_by_idword(d, q)) >= 0)
		return i;
	for (i = 0; q[i] != '\0' && i < LUCKY_MAXCARDID; i++)
		lq[i] = (char)tolower((unsigned char)q[i]);
	lq[i] = '\0';
	for (i = 0; i < d->ncards; i++)
		if ((dd = name_distance(lq, d->c[i].id)) < bestd) {
			bestd = dd;
			best = i;
		}
	if (best == -1)
		return msg_fmt(msg, size, MSG_UNKNOWN_CARD, q), -1;
	return msg_fmt(msg, size, MSG_UNKNOWN_CARD_NEAR, q, d->c[best].id),
	    -1;
}

/* A card by id, or by printed name (folded), or a unique prefix. */
int
deck_find(const struct deck *d, const char *q, char *msg, size_t size)
{
	char fq[LUCKY_MAXNAMELEN * 2], fk[LUCKY_MAXNAMELEN * 2];
	int i, found = -1, n = 0;
	size_t lq;

	if ((i = deck_card_by_id(d, q)) >= 0)
		return i;
	if (card_id_shaped(q))
		return id_unknown(d, q, msg, size);
	name_fold(q, fq, sizeof(fq));
	lq = strlen(fq);
	for (i = 0; i < d->ncards && lq > 0; i++) {
		name_fold(d->c[i].name, fk, sizeof(fk));
		if (strcmp(fq, fk) == 0)
			return i;
		if (strncmp(fq, fk, lq) == 0) {
			if (found == -1 || strcmp(d->c[found].name,
			    d->c[i].name) != 0)
				n++;
			found = i;
		}
	}
	if (n == 1)
		return found;
	msg_fmt(msg, size, n > 1 ? MSG_AMBIGUOUS_CARD_NAME :
	    MSG_UNKNOWN_CARD, q);
	return -1;
}

/* Does the folded name hold the folded query as a part ("knife")? */
static bool
has_part(const char *name, const char *q)
{
	size_t n = strlen(q);
	const char *p;

	for (p = name; (p = strstr(p, q)) != NULL; p++)
		if ((p == name || p[-1] == '-') && (p[n] == '\0' ||
		    p[n] == '-'))
			return true;
	return false;
}

/* "unknown card" with the likeliest card meant, or "ambiguous card". */
static int
card_unknown(const struct deck *d, const char *q, char *msg, size_t size)
{
	char fq[LUCKY_MAXNAMELEN * 2], fk[LUCKY_MAXNAMELEN * 2], list[200] = "";
	int i, best = -1, bestd = 3, n = 0, dd;

	name_fold(q, fq, sizeof(fq));
	for (i = 0; i < d->ncards && fq[0] != '\0'; i++) {
		name_fold(d->c[i].name, fk, sizeof(fk));
		if (strncmp(fq, fk, strlen(fq)) != 0 ||
		    (i > 0 && strcmp(d->c[i].name, d->c[i - 1].name) == 0))
			continue;
		if (n++ > 0)
			strlcat(list, ", ", sizeof(list));
		strlcat(list, d->c[i].name, sizeof(list));
	}
	if (n > 1)
		return msg_fmt(msg, size, MSG_AMBIGUOUS_CARD_OF, q, list), -1;
	/* a name holding the word, else the nearest name */
	for (i = 0; i < d->ncards && fq[0] != '\0'; i++) {
		name_fold(d->c[i].name, fk, sizeof(fk));
		if ((dd = has_part(fk, fq) ? 0 : name_distance(fq, fk)) <
		    bestd) {
			bestd = dd;
			best = i;
		}
	}
	if (best == -1)
		return msg_fmt(msg, size, MSG_UNKNOWN_CARD, q), -1;
	return msg_fmt(msg, size, MSG_UNKNOWN_CARD_NEAR, q,
	    d->c[best].name), -1;
}

/*
 * The card a line's words begin with (lucky-new --position): its id in
 * any case, or its name as the deck writes it, folded (its blanks as
 * blanks, '-' or '_'; the longest run of words that is one), or a
 * beginning that fits one name; used, the words it took; shared, that
 * other cards have the name.  -1 with the reason in msg.
 */
int
deck_find_words(const struct deck *d, char *const *w, int nw, int *used,
    bool *shared, char *msg, size_t size)
{
	char fq[LUCKY_MAXNAMELEN * 2], fk[LUCKY_MAXNAMELEN * 2];
	char run[LUCKY_MAXNAMELEN * 2];
	int i, j, n, c = -1, nfit = 0;

	*shared = false;
	*used = 1;
	for (i = 0; nw > 0 && i < d->ncards; i++)
		if (strcasecmp(d->c[i].id, w[0]) == 0)
			return i;
	if (nw > 0 && card_id_shaped(w[0]))
		return id_unknown(d, w[0], msg, size);
	for (n = nw; n >= 1 && c == -1; n--) {
		run[0] = '\0';
		for (j = 0; j < n; j++) {
			if (j > 0)
				strlcat(run, " ", sizeof(run));
			strlcat(run, w[j], sizeof(run));
		}
		name_fold(run, fq, sizeof(fq));
		for (i = 0; i < d->ncards && c == -1; i++) {
			name_fold(d->c[i].name, fk, sizeof(fk));
			if (strcmp(fq, fk) == 0) {
				c = i;
				*used = n;
			}
		}
	}
	if (c == -1 && nw > 0) {
		name_fold(w[0], fq, sizeof(fq));
		for (i = 0; i < d->ncards && fq[0] != '\0'; i++) {
			name_fold(d->c[i].name, fk, sizeof(fk));
			if (strncmp(fq, fk, strlen(fq)) != 0)
				continue;
			if (c == -1 || strcmp(d->c[c].name, d->c[i].name) != 0)
				nfit++;
			if (c == -1)
				c = i;
		}
		if (nfit != 1)
			return card_unknown(d, w[0], msg, size);
	}
	if (c == -1)
		return msg_fmt(msg, size, MSG_NO_CARD), -1;
	for (i = 0; i < d->ncards; i++)
		if (i != c && strcmp(d->c[i].name, d->c[c].name) == 0)
			*shared = true;
	return c;
}

const char *
card_label(const struct deck *d, const struct board *b, int i, char *buf,
    size_t size)
{
	const struct card *c = &d->c[i];

	switch (c->kind) {
	case CARD_MOVE:
		if (c->room != NOWHERE)
			snprintf(buf, size, "%s (%d step%s or to %s)", c->name,
			    c->value, c->value == 1 ? "" : "s",
			    b->sp[c->room].name);
		else
			snprintf(buf, size, "%s (%d step%s)", c->name,
			    c->value, c->value == 1 ? "" : "s");
		break;
	case CARD_ROOM:
		if (strcmp(c->name, b->sp[c->room].name) == 0)
			snprintf(buf, size, "%s", c->name);
		else
			snprintf(buf, size, "%s (to %s)", c->name,
			    b->sp[c->room].name);
		break;
	case CARD_WEAPON:
		if (c->room != NOWHERE)
			snprintf(buf, size, "%s (%d, %d in %s)", c->name,
			    c->value, c->room_value, b->sp[c->room].name);
		else
			snprintf(buf, size, "%s (%d)", c->name, c->value);
		break;
	case CARD_FAILURE:
		if (c->value >= 0)
			snprintf(buf, size, "%s (%d)", c->name, c->value);
		else
			snprintf(buf, size, "%s (%d clover%s)", c->name,
			    c->clovers, c->clovers == 1 ? "" : "s");
		break;
	}
	return buf;
}
