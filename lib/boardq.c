/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

#include <err.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "boardint.h"

/*
 * A loaded board: its queries (steps, sight, distances, labels, names),
 * the data derived when it is read (steps through passages, distances),
 * and the small helpers the readers (board.c, boardfrom.c) share.
 */

const char *
board_kind_name(enum space_kind k)
{
	switch (k) {
	case KIND_ROOM:
		return "room";
	case KIND_HALLWAY:
		return "hallway";
	default:
		return "stairs";
	}
}

int
board_want_words(const struct text *t, const struct textline *tl, int min,
    int max, struct lerr *e)
{
	if (tl->nw < min)
		return lerr_msg(e, t->label, tl->line, MSG_TOO_FEW_WORDS,
		    tl->w[0].s);
	if (max > 0 && tl->nw > max)
		return lerr_msg(e, t->label, tl->line, MSG_TOO_MANY_WORDS_IN,
		    tl->w[0].s);
	return 0;
}

static const struct {
	const char	*word;
	enum board_key	 key;
} board_keys[] = {
	{ "alias", BK_ALIAS }, { "door", BK_DOOR }, { "end", BK_END },
	{ "floor", BK_FLOOR }, { "from", BK_FROM }, { "keep", BK_KEEP },
	{ "map", BK_MAP }, { "name", BK_NAME }, { "overlook", BK_OVERLOOK },
	{ "passage", BK_PASSAGE }, { "sight", BK_SIGHT },
	{ "space", BK_SPACE }, { "start", BK_START }, { "title", BK_TITLE },
	{ "wing", BK_WING }
};

void
board_line_keys(struct text *t)
{
	size_t k;
	int i;

	for (i = 1; i < t->nlines; i++) {
		const char *w = t->lines[i].w[0].s;

		t->lines[i].tag = BK_OTHER;
		/* a map's rows begin with "|": no word to look up */
		for (k = 0; w[0] >= 'a' && k < sizeof(board_keys) /
		    sizeof(board_keys[0]); k++)
			if (w[0] == board_keys[k].word[0] &&
			    strcmp(w, board_keys[k].word) == 0) {
				t->lines[i].tag = board_keys[k].key;
				break;
			}
	}
}

/* Line i is a map's first: the index of its "end" (or of the last line). */
int
board_skip_map(const struct text *t, int i)
{
	while (i < t->nlines && t->lines[i].tag != BK_END)
		i++;
	return i;
}

/* Every two members of a sight line see each other; keep it in f. */
void
board_record_sight(struct board *b, struct facts *f, const int *m, int n)
{
	struct sightline *sl;
	int i, j;

	for (i = 0; i < n; i++)
		for (j = 0; j < n; j++)
			if (i != j)
				b->sees[m[i]] |= BIT(m[j]);
	if (f->nsl == f->maxsl) {
		f->maxsl = f->maxsl == 0 ? 32 : f->maxsl * 2;
		f->sl = xreallocarray(f->sl, (size_t)f->maxsl,
		    sizeof(*f->sl));
	}
	sl = &f->sl[f->nsl++];
	sl->n = n;
	for (i = 0; i < n; i++)
		sl->m[i] = (unsigned char)m[i];
	b->nsightlines++;
}

/* Two consecutive members of a sight line: joined, or the first not. */
int
board_sight_gap(const struct board *b, const int *m, int n)
{
	int i;

	for (i = 0; i + 1 < n; i++)
		if (!(b->adj[m[i]] & BIT(m[i + 1])) &&
		    !(b->overlook[m[i]] & BIT(m[i + 1])))
			return i;
	return -1;
}

/* Rooms opening onto one passage, or onto joined passages, are adjacent. */
void
board_join_passages(struct board *b)
{
	int i, j, k;

	for (i = 0; i < b->nspaces; i++)
		b->adj[i] = b->door[i];
	for (i = 0; i < b->npassages; i++) {
		uint32_t comp = 1U << i, prev = 0;
		uint64_t opens = 0;

		while (comp != prev) {
			prev = comp;
			for (j = 0; j < b->npassages; j++)
				if (comp & (1U << j))
					comp |= b->pa[j].joined;
		}
		for (j = 0; j < b->npassages; j++)
			if (comp & (1U << j))
				opens |= b->pa[j].opens;
		for (k = 0; k < b->nspaces; k++)
			if (opens & BIT(k))
				b->adj[k] |= opens & ~BIT(k);
	}
}

/* Breadth first from each space, a step at a time through the masks. */
void
board_compute_distances(struct board *b)
{
	uint64_t seen, ring, next, m;
	int from, s, d;

	memset(b->dist, UCHAR_MAX, sizeof(b->dist));
	for (from = 0; from < b->nspaces; from++) {
		seen = ring = BIT(from);
		for (d = 0; ring != 0; d++) {
			next = 0;
			for (m = ring; m != 0; m &= m - 1) {
				s = __builtin_ctzll(m);
				b->dist[from][s] = (unsigned char)d;
				next |= b->adj[s];
			}
			ring = next & ~seen;
			seen |= ring;
		}
	}
}

void
board_order_numbers(struct board *b)
{
	int i, j, s;

	b->nnumbered = 0;
	for (i = 0; i < b->nspaces; i++) {
		b->numberpos[i] = -1;
		if (b->sp[i].number < 0)
			continue;
		/* insertion: 64 at most, numbers told apart (board.c) */
		for (j = b->nnumbered++; j > 0 && b->sp[b->bynumber[j -
		    1]].number > b->sp[i].number; j--)
			b->bynumber[j] = b->bynumber[j - 1];
		b->bynumber[j] = (signed char)i;
	}
	for (j = 0; j < b->nnumbered; j++) {
		s = b->bynumber[j];
		b->numberpos[s] = (signed char)j;
	}
}

/* An id's slot in b->idslot: the one that holds it, or the empty one
 * where it would go (96 ids at most, 256 slots). */
static unsigned
id_slot(const struct board *b, const char *id)
{
	uint32_t h = name_hash(id);
	unsigned i = (h ^ h >> 16) % sizeof(b->idslot), v;
	const char *have;

	while ((v = b->idslot[i]) != 0) {
		have = v <= LUCKY_MAXSPACES ? b->sp[v - 1].id :
		    b->pa[v - 1 - LUCKY_MAXSPACES].id;
		if (strcmp(have, id) == 0)
			break;
		i = (i + 1) % sizeof(b->idslot);
	}
	return i;
}

void
board_add_id(struct board *b, bool passage, int i)
{
	const char *id = passage ? b->pa[i].id : b->sp[i].id;

	b->idslot[id_slot(b, id)] = (unsigned char)(1 + i +
	    (passage ? LUCKY_MAXSPACES : 0));
}

void
board_index_ids(struct board *b)
{
	int i;

	memset(b->idslot, 0, sizeof(b->idslot));
	for (i = 0; i < b->nspaces; i++)
		board_add_id(b, false, i);
	for (i = 0; i < b->npassages; i++)
		board_add_id(b, true, i);
}

int
board_find_id(const struct board *b, const char *id, bool *passage)
{
	unsigned v = b->idslot[id_slot(b, id)];

	if (v == 0)
		return -1;
	*passage = v > LUCKY_MAXSPACES;
	return (int)v - 1 - (*passage ? LUCKY_MAXSPACES : 0);
}

int
board_space_by_id(const struct board *b, const char *id)
{
	bool passage;
	int i = board_find_id(b, id, &passage);

	return i == -1 || passage ? -1 : i;
}

/* A key's slot in b->keyslot: the one that holds it, or an empty one. */
struct keyslot *
board_key_slot(const struct board *b, const char *key)
{
	uint32_t h = name_hash(key);
	unsigned i = (h ^ h >> 16) & (unsigned)(b->nkeyslots - 1);

	while (b->keyslot[i].key != NULL &&
	    strcmp(b->keyslot[i].key, key) != 0)
		i = (i + 1) & (unsigned)(b->nkeyslots - 1);
	return &b->keyslot[i];
}

bool
board_dropped(const struct board *b, const char *id)
{
	int i;

	for (i = 0; i < b->ndropped; i++)
		if (strcmp(b->dropped[i], id) == 0)
			return true;
	return false;
}

void
board_free(struct board *b)
{
	int i, j;

	for (i = 0; i < b->nspaces; i++) {
		for (j = 0; j < b->sp[i].nalias; j++)
			free(b->sp[i].alias[j]);
		free(b->sp[i].alias);
		b->sp[i].alias = NULL;
		b->sp[i].nalias = 0;
		b->sp[i].key = NULL;
		b->sp[i].nkey = 0;
	}
	free(b->keymem);
	b->keymem = NULL;
	free(b->keyslot);
	b->keyslot = NULL;
	b->nkeyslots = 0;
	for (i = 0; i < b->nmaprows; i++)
		free(b->map[i]);
	b->nmaprows = 0;
}

bool
board_adjacent(const struct board *b, int s1, int s2)
{
	return (b->adj[s1] & BIT(s2)) != 0;
}

/* RULES "What every rule set shares": a pawn sees its own space. */
bool
board_sees(const struct board *b, int s1, int s2)
{
	return s1 == s2 || (b->sees[s1] & BIT(s2)) != 0;
}

int
board_distance(const struct board *b, int s1, int s2)
{
	return b->dist[s1][s2] == UCHAR_MAX ? -1 : b->dist[s1][s2];
}

bool
board_is_named_room(const struct board *b, int s)
{
	return b->sp[s].kind == KIND_ROOM;
}

const char *
board_label(const struct board *b, int s, char *buf, size_t size)
{
	if (s < 0 || s >= b->nspaces)
		snprintf(buf, size, "nowhere");
	else if (b->sp[s].number >= 0)
		snprintf(buf, size, "%s (%d)", b->sp[s].name, b->sp[s].number);
	else
		snprintf(buf, size, "%s", b->sp[s].name);
	return buf;
}

/*
 * The label of a list a person picks from (lucky-sight -l, lucky-show
 * -k reach -l): a hallway or stairs, which the map draws by its id,
 * with the id beside its name, "west hall (hall-w)"; a room as
 * board_label says it, "Kitchen (8)" (lucky-board(5), "Names").
 */
const char *
board_pick_label(const struct board *b, int s, char *buf, size_t size)
{
	if (s >= 0 && s < b->nspaces && b->sp[s].kind != KIND_ROOM)
		snprintf(buf, size, "%s (%s)", b->sp[s].name, b->sp[s].id);
	else
		board_label(b, s, buf, size);
	return buf;
}

/*
 * Where a pawn is, in a sentence: "on the east stairs", "in the west
 * hall", "in the Kitchen (8)".
 */
const char *
board_at(const struct board *b, int s, char *buf, size_t size)
{
	char l[LUCKY_MAXNAMELEN + 16];

	if (s < 0 || s >= b->nspaces)
		snprintf(buf, size, "nowhere");
	else
		snprintf(buf, size, "%s the %s",
		    b->sp[s].kind == KIND_STAIRS ? "on" : "in",
		    board_label(b, s, l, sizeof(l)));
	return buf;
}

/* The same in a buffer of its own, which the fourth call after this one
 * overwrites: for a message that names a few spaces. */
const char *
board_space_label(const struct board *b, int s)
{
	static char buf[4][100];
	static int n;

	n = (n + 1) % 4;
	return board_label(b, s, buf[n], sizeof(buf[n]));
}

/*
 * The space whose id, name or alias is nearest to q, a typo away
 * ("did you mean"), or -1.
 */
int
board_near(const struct board *b, const char *q)
{
	char fq[LUCKY_MAXNAMELEN * 2];
	int i, k, d, best = -1, bestd = 99;
	size_t lq;

	name_fold(q, fq, sizeof(fq));
	lq = strlen(fq);
	for (i = 0; i < b->nspaces && lq > 0; i++)
		for (k = 0; k < b->sp[i].nkey; k++)
			if ((d = name_distance(fq, b->sp[i].key[k])) < bestd) {
				bestd = d;
				best = i;
			}
	return bestd <= (lq > 6 ? 2 : 1) ? best : -1;
}

/*
 * DESIGN "Names are forgiving": a number, an id, a name or an alias,
 * folded; failing that a unique prefix.  On failure msg says why, with
 * the candidates of an ambiguous prefix or the nearest name.
 */
int
board_find(const struct board *b, const char *q, char *msg, size_t size)
{
	char fq[LUCKY_MAXNAMELEN * 2], l[LUCKY_MAXNAMELEN + LUCKY_MAXIDLEN + 8];
	uint64_t prefix = 0;
	int i, k, best, n = 0;
	const char *errstr;
	size_t lq;

	/* an id as it is, the common case, before folding */
	if ((i = board_space_by_id(b, q)) != -1)
		return i;
	name_fold(q, fq, sizeof(fq));
	lq = strlen(fq);
	if (lq > 0 && strspn(q, "0123456789") == strlen(q)) {
		int num = (int)strtonum(q, 0, 99, &errstr);

		for (i = 0; errstr == NULL && i < b->nspaces; i++)
			if (b->sp[i].number == num)
				return i;
		msg_fmt(msg, size, MSG_NO_ROOM_NUMBERED, q);
		return -1;
	}
	/* a key (keys name one space each: check_board), else a prefix */
	if (lq > 0 && b->nkeyslots > 0 && board_key_slot(b, fq)->key != NULL)
		return board_key_slot(b, fq)->first;
	for (i = 0; i < b->nspaces && lq > 0; i++)
		for (k = 0; k < b->sp[i].nkey; k++)
			if (strncmp(fq, b->sp[i].key[k], lq) == 0)
				prefix |= BIT(i);
	for (i = 0; i < b->nspaces; i++)
		if (prefix & BIT(i))
			n++;
	if (n == 1) {
		for (i = 0; !(prefix & BIT(i)); i++)
			;
		return i;
	}
	if (n > 1) {
		size_t len;

		snprintf(msg, size, "ambiguous room \"%.40s\" (", q);
		for (i = 0; i < b->nspaces; i++)
			if (prefix & BIT(i)) {
				len = strlen(msg);
				snprintf(msg + len, size - len, "%s%s",
				    msg[len - 1] == '(' ? "" : ", ",
				    b->sp[i].kind == KIND_ROOM ? b->sp[i].name :
				    board_pick_label(b, i, l, sizeof(l)));
			}
		len = strlen(msg);
		snprintf(msg + len, size - len, ")");
		return -1;
	}
	/* a hallway or stairs by the id the map draws it by */
	if ((best = board_near(b, q)) >= 0)
		msg_fmt(msg, size, MSG_UNKNOWN_ROOM_NEAR, q,
		    b->sp[best].kind == KIND_ROOM ? b->sp[best].name :
		    b->sp[best].id);
	else
		msg_fmt(msg, size, MSG_UNKNOWN_ROOM, q);
	return -1;
}

/* The space a command line names, or exit 2 with why. */
int
eboard_space_arg(const struct board *b, const char *arg)
{
	char msg[300];
	int s;

	if ((s = board_find(b, arg, msg, sizeof(msg))) == -1)
		errx(2, "%s", msg);
	return s;
}
