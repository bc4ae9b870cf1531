/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

#include <limits.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "boardint.h"

/*
 * Boards (lucky-board(5)): spaces, passages that are not spaces, doors,
 * overlooks, sight lines, wings, floors, start spaces and a floor plan.
 * Everything is checked here, so the rest of the library can trust a
 * loaded board.
 */

struct ref {
	bool	 passage;
	int	 i;
};

static int	load_board(struct board *, struct facts *, const char *,
		    const struct chain *, struct lerr *);

static int
find_id(const struct board *b, const char *id, struct ref *r)
{
	return (r->i = board_find_id(b, id, &r->passage)) == -1 ? -1 : 0;
}

static int
space_ref(const struct board *b, const struct text *t, const struct word *w,
    struct lerr *e)
{
	struct ref r;

	if (find_id(b, w->s, &r) == -1)
		return lerr_msg(e, t->label, w->line, MSG_UNKNOWN_SPACE, w->s);
	if (r.passage)
		return lerr_msg(e, t->label, w->line, MSG_PASSAGE_NOT_SPACE,
		    w->s);
	return r.i;
}

static int
parse_kind(const char *s, enum space_kind *k)
{
	if (strcmp(s, "room") == 0)
		*k = KIND_ROOM;
	else if (strcmp(s, "hallway") == 0)
		*k = KIND_HALLWAY;
	else if (strcmp(s, "stairs") == 0)
		*k = KIND_STAIRS;
	else
		return -1;
	return 0;
}

static int
new_id(const struct board *b, const struct text *t, const struct word *w,
    struct lerr *e)
{
	struct ref r;

	if (!name_is_id(w->s, LUCKY_MAXIDLEN))
		return lerr_msg(e, t->label, w->line, MSG_BAD_ID,
		    w->s, LUCKY_MAXIDLEN);
	if (find_id(b, w->s, &r) == 0)
		return lerr_msg(e, t->label, w->line, MSG_DUPLICATE_ID, w->s);
	return 0;
}

/*
 * The name of words k on of line tl into dst.  A name the states and
 * the narration carry (ascii) is ASCII without tabs, as a state must
 * be; an alias, which a person only types, may be UTF-8 ("Küche").
 */
static int
copy_name(char *dst, size_t size, const struct text *t,
    const struct textline *tl, int k, bool ascii, struct lerr *e)
{
	const char *s = text_rest(tl, k);
	size_t n = strlen(s), i;

	while (n > 0 && (s[n - 1] == ' ' || s[n - 1] == '\t' ||
	    s[n - 1] == '\r'))
		n--;
	if (n == 0)
		return lerr_msg(e, t->label, tl->line, MSG_MISSING_NAME);
	if (n >= size)
		return lerr_msg(e, t->label, tl->line, MSG_NAME_TOO_LONG,
		    size - 1);
	for (i = 0; ascii && i < n; i++)
		if ((unsigned char)s[i] >= 0x80 || s[i] == '\t')
			return lerr_msg(e, t->label, tl->line,
			    MSG_NAME_NOT_ASCII, (unsigned char)s[i]);
	memcpy(dst, s, n);
	dst[n] = '\0';
	return 0;
}

/* Pass 1: spaces and passages, so facts may name them in any order. */
static int
declare(struct board *b, const struct text *t, const struct textline *tl,
    struct lerr *e)
{
	enum space_kind kind;

	if (tl->tag == BK_SPACE) {
		struct space *s;
		const char *num;

		if (board_want_words(t, tl, 5, 0, e) == -1 ||
		    new_id(b, t, &tl->w[1], e) == -1)
			return -1;
		if (b->nspaces == LUCKY_MAXSPACES)
			return lerr_msg(e, t->label, tl->line,
			    MSG_TOO_MANY_SPACES, LUCKY_MAXSPACES);
		s = &b->sp[b->nspaces];
		memset(s, 0, sizeof(*s));
		strlcpy(s->id, tl->w[1].s, sizeof(s->id));
		s->line = tl->line;
		s->anchor_row = -1;
		num = tl->w[2].s;
		if (strcmp(num, "-") == 0)
			s->number = -1;
		else {
			const char *errstr;
			int i;

			s->number = (int)strtonum(num, 0, 99, &errstr);
			if (errstr != NULL)
				return lerr_msg(e, t->label, tl->line,
				    MSG_BAD_ROOM_NUMBER, num, errstr);
			for (i = 0; i < b->nspaces; i++)
				if (b->sp[i].number == s->number)
					return lerr_msg(e, t->label, tl->line,
					    MSG_ROOM_NUMBER_TAKEN,
					    s->number, b->sp[i].id);
		}
		if (parse_kind(tl->w[3].s, &kind) == -1)
			return lerr_msg(e, t->label, tl->line,
			    MSG_UNKNOWN_SPACE_KIND, tl->w[3].s);
		s->kind = kind;
		if (copy_name(s->name, sizeof(s->name), t, tl, 4, true, e) == -1)
			return -1;
		board_add_id(b, false, b->nspaces++);
	} else if (tl->tag == BK_PASSAGE) {
		struct passage *p;

		if (board_want_words(t, tl, 4, 0, e) == -1 ||
		    new_id(b, t, &tl->w[1], e) == -1)
			return -1;
		if (b->npassages == LUCKY_MAXPASSAGES)
			return lerr_msg(e, t->label, tl->line,
			    MSG_TOO_MANY_PASSAGES, LUCKY_MAXPASSAGES);
		p = &b->pa[b->npassages];
		memset(p, 0, sizeof(*p));
		strlcpy(p->id, tl->w[1].s, sizeof(p->id));
		if (parse_kind(tl->w[2].s, &kind) == -1 || kind == KIND_ROOM)
			return lerr_msg(e, t->label, tl->line,
			    MSG_BAD_PASSAGE_KIND, tl->w[2].s);
		p->kind = kind;
		if (copy_name(p->name, sizeof(p->name), t, tl, 3, true, e) == -1)
			return -1;
		board_add_id(b, true, b->npassages++);
	}
	return 0;
}

static int
add_door(struct board *b, const struct text *t, const struct textline *tl,
    struct lerr *e)
{
	struct ref r1, r2;

	if (board_want_words(t, tl, 3, 3, e) == -1)
		return -1;
	if (find_id(b, tl->w[1].s, &r1) == -1)
		return lerr_msg(e, t->label, tl->line, MSG_UNKNOWN_SPACE,
		    tl->w[1].s);
	if (find_id(b, tl->w[2].s, &r2) == -1)
		return lerr_msg(e, t->label, tl->line, MSG_UNKNOWN_SPACE,
		    tl->w[2].s);
	if (r1.passage == r2.passage && r1.i == r2.i)
		return lerr_msg(e, t->label, tl->line, MSG_DOOR_TO_ITSELF,
		    tl->w[1].s);
	if (r1.passage && !r2.passage) {
		struct ref tmp = r1;

		r1 = r2;
		r2 = tmp;
	}
	if (!r1.passage && !r2.passage) {
		if (b->door[r1.i] & BIT(r2.i))
			goto dup;
		b->door[r1.i] |= BIT(r2.i);
		b->door[r2.i] |= BIT(r1.i);
	} else if (!r1.passage) {
		if (b->pa[r2.i].opens & BIT(r1.i))
			goto dup;
		b->pa[r2.i].opens |= BIT(r1.i);
	} else {
		if (b->pa[r1.i].joined & (1U << r2.i))
			goto dup;
		b->pa[r1.i].joined |= 1U << r2.i;
		b->pa[r2.i].joined |= 1U << r1.i;
	}
	return 0;
dup:
	return lerr_msg(e, t->label, tl->line, MSG_DUPLICATE_DOOR, tl->w[1].s,
	    tl->w[2].s);
}

static int
add_group(struct group *g, int *n, int max, struct board *b,
    const struct text *t, const struct textline *tl, struct lerr *e)
{
	int i, s;

	if (board_want_words(t, tl, 3, 0, e) == -1)
		return -1;
	if (*n == max)
		return lerr_msg(e, t->label, tl->line, MSG_TOO_MANY_OF,
		    max, tl->w[0].s);
	if (!name_is_id(tl->w[1].s, LUCKY_MAXIDLEN))
		return lerr_msg(e, t->label, tl->line, MSG_BAD_NAME_OF,
		    tl->w[0].s, tl->w[1].s);
	for (i = 0; i < *n; i++)
		if (strcmp(g[i].name, tl->w[1].s) == 0)
			return lerr_msg(e, t->label, tl->line, MSG_DUPLICATE_OF,
			    tl->w[0].s, tl->w[1].s);
	strlcpy(g[*n].name, tl->w[1].s, sizeof(g[*n].name));
	g[*n].members = 0;
	for (i = 2; i < tl->nw; i++) {
		if ((s = space_ref(b, t, &tl->w[i], e)) == -1)
			return -1;
		if (g[*n].members & BIT(s))
			return lerr_msg(e, t->label, tl->line, MSG_NAMED_TWICE,
			    tl->w[i].s);
		g[*n].members |= BIT(s);
	}
	(*n)++;
	return 0;
}

static int
add_start(struct board *b, const struct text *t, const struct textline *tl,
    struct lerr *e)
{
	const char *who;
	int s0, s1 = NOWHERE;

	if (board_want_words(t, tl, 3, 4, e) == -1)
		return -1;
	who = tl->w[1].s;
	if ((s0 = space_ref(b, t, &tl->w[2], e)) == -1)
		return -1;
	if (tl->nw == 4 && (s1 = space_ref(b, t, &tl->w[3], e)) == -1)
		return -1;
	if (strcmp(who, "dog") == 0 || strcmp(who, "cat") == 0) {
		int *st = who[0] == 'd' ? b->start_dog : b->start_cat;

		if (st[0] != NOWHERE)
			goto dup;
		st[0] = s0;
		st[1] = s1;
		return 0;
	}
	if (tl->nw != 3)
		return lerr_msg(e, t->label, tl->line, MSG_START_ONE_SPACE,
		    who);
	if (strcmp(who, "players") == 0) {
		if (b->start_players != NOWHERE)
			goto dup;
		b->start_players = s0;
	} else if (strcmp(who, "lucky") == 0) {
		if (b->start_lucky != NOWHERE)
			goto dup;
		b->start_lucky = s0;
	} else
		return lerr_msg(e, t->label, tl->line, MSG_START_UNKNOWN_PAWN,
		    who);
	return 0;
dup:
	return lerr_msg(e, t->label, tl->line, MSG_DUPLICATE_START, who);
}

static int
add_alias(struct board *b, const struct text *t, const struct textline *tl,
    struct lerr *e)
{
	char name[LUCKY_MAXNAMELEN + 1];
	int s;
	struct space *sp;

	if (board_want_words(t, tl, 3, 0, e) == -1)
		return -1;
	if ((s = space_ref(b, t, &tl->w[1], e)) == -1)
		return -1;
	if (copy_name(name, sizeof(name), t, tl, 2, false, e) == -1)
		return -1;
	sp = &b->sp[s];
	sp->alias = xreallocarray(sp->alias, sp->nalias + 1,
	    sizeof(*sp->alias));
	sp->alias[sp->nalias++] = xstrdup(name);
	return 0;
}

/* Consecutive members of a sight line must be joined (BOARDS.md). */
static int
add_sight(struct board *b, struct facts *f, const struct text *t,
    const struct textline *tl, struct lerr *e)
{
	int m[LUCKY_MAXSPACES], n = 0, i;
	uint64_t seen = 0;

	if (board_want_words(t, tl, 3, LUCKY_MAXSPACES + 1, e) == -1)
		return -1;
	for (i = 1; i < tl->nw; i++) {
		int s;

		if ((s = space_ref(b, t, &tl->w[i], e)) == -1)
			return -1;
		if (seen & BIT(s))
			return lerr_msg(e, t->label, tl->line, MSG_SIGHT_TWICE,
			    b->sp[s].id);
		seen |= BIT(s);
		m[n++] = s;
	}
	if ((i = board_sight_gap(b, m, n)) != -1)
		return lerr_msg(e, t->label, tl->line, MSG_SIGHT_NOT_JOINED,
		    b->sp[m[i]].id, b->sp[m[i + 1]].id);
	board_record_sight(b, f, m, n);
	return 0;
}

static int
add_overlook(struct board *b, const struct text *t,
    const struct textline *tl, struct lerr *e)
{
	int s1, s2;

	if (board_want_words(t, tl, 3, 3, e) == -1)
		return -1;
	if ((s1 = space_ref(b, t, &tl->w[1], e)) == -1 ||
	    (s2 = space_ref(b, t, &tl->w[2], e)) == -1)
		return -1;
	if (s1 == s2)
		return lerr_msg(e, t->label, tl->line, MSG_OVERLOOK_TO_ITSELF,
		    b->sp[s1].id);
	if (b->overlook[s1] & BIT(s2))
		return lerr_msg(e, t->label, tl->line, MSG_DUPLICATE_OVERLOOK,
		    b->sp[s1].id, b->sp[s2].id);
	b->overlook[s1] |= BIT(s2);
	b->overlook[s2] |= BIT(s1);
	return 0;
}

/*
 * "map" or "map FLOOR": one map, or one block of it a floor, drawn one
 * after the other (a board derived from this one takes its floors').
 */
static int
start_map(struct facts *f, const struct text *t, const struct textline *tl,
    struct lerr *e)
{
	const char *floor = tl->nw == 2 ? tl->w[1].s : "";
	int i;

	if (board_want_words(t, tl, 1, 2, e) == -1)
		return -1;
	if (tl->nw == 2 && !name_is_id(floor, LUCKY_MAXIDLEN))
		return lerr_msg(e, t->label, tl->line, MSG_BAD_FLOOR_NAME,
		    floor);
	for (i = 0; i < f->nblocks; i++) {
		if (floor[0] == '\0' || f->block[i].floor[0] == '\0')
			return lerr_msg(e, t->label, tl->line, MSG_SECOND_MAP);
		if (strcmp(f->block[i].floor, floor) == 0)
			return lerr_msg(e, t->label, tl->line,
			    MSG_SECOND_MAP_OF_FLOOR, floor);
	}
	if (f->nblocks == MAXMAPS)
		return lerr_msg(e, t->label, tl->line, MSG_TOO_MANY_MAPS,
		    MAXMAPS);
	strlcpy(f->block[f->nblocks].floor, floor,
	    sizeof(f->block[f->nblocks].floor));
	f->block[f->nblocks].line = tl->line;
	f->nblocks++;
	return 0;
}

/* A field names its space by id or, for a narrow space, by number. */
static int
find_field(const struct board *b, const char *id, struct ref *r)
{
	const char *errstr;
	int i, n;

	if (find_id(b, id, r) == 0)
		return r->passage ? -1 : 0;
	if (strspn(id, "0123456789") != strlen(id))
		return -1;
	n = (int)strtonum(id, 0, 99, &errstr);
	if (errstr != NULL)
		return -1;
	for (i = 0; i < b->nspaces; i++)
		if (b->sp[i].number == n) {
			r->passage = false;
			r->i = i;
			return 0;
		}
	return -1;
}

/* The floor plan: rows after "map" up to "end", fields "[id   ]". */
static int
read_map(struct board *b, struct facts *f, const struct text *t, int *li,
    struct lerr *e)
{
	int start = *li;

	for ((*li)++; *li < t->nlines; (*li)++) {
		const struct textline *tl = &t->lines[*li];
		const char *row = text_rest(tl, 0), *p;
		int r;

		if (tl->tag == BK_END && tl->nw == 1)
			return 0;
		if (row[0] != '|')
			return lerr_msg(e, t->label, tl->line, MSG_MAP_ROW_BAR);
		row++;
		if (strlen(row) > LUCKY_MAPWIDTH)
			return lerr_msg(e, t->label, tl->line,
			    MSG_MAP_ROW_TOO_WIDE, LUCKY_MAPWIDTH);
		if (b->nmaprows == LUCKY_MAXMAPROWS)
			return lerr_msg(e, t->label, tl->line, MSG_MAP_TOO_LONG,
			    LUCKY_MAXMAPROWS);
		r = b->nmaprows++;
		b->map[r] = xstrdup(row);
		f->rowblock[r] = f->nblocks - 1;
		f->rowline[r] = tl->line;
		for (p = strchr(row, '['); p != NULL; p = strchr(p, '[')) {
			const char *close = strchr(p, ']');
			char id[LUCKY_MAXIDLEN + 2];
			size_t n = 0;
			struct ref ref;
			struct space *sp;

			if (close == NULL)
				return lerr_msg(e, t->label, tl->line,
				    MSG_MAP_ANCHOR_UNCLOSED);
			while (p + 1 + n < close && p[1 + n] != ' ' &&
			    n < sizeof(id) - 1) {
				id[n] = p[1 + n];
				n++;
			}
			id[n] = '\0';
			if (find_field(b, id, &ref) == -1)
				return lerr_msg(e, t->label, tl->line,
				    MSG_MAP_ANCHOR_UNKNOWN, id);
			sp = &b->sp[ref.i];
			if (sp->anchor_row != -1)
				return lerr_msg(e, t->label, tl->line,
				    MSG_MAP_ANCHOR_TWICE, sp->id);
			sp->anchor_row = r;
			sp->anchor_col = (int)(p - row);
			sp->anchor_width = (int)(close - p) + 1;
			p = close;
		}
	}
	return lerr_msg(e, t->label, t->lines[start].line, MSG_MAP_WITHOUT_END);
}

/*
 * Every space's keys, folded (its id, name and aliases), into one
 * allocation, and hashed, each with the first two spaces it names.
 * Returns -1, or the first space i with a key a (a name or an alias)
 * that also names another space, the first such j.
 */
static int
index_keys(struct board *b, int *ap, int *jp)
{
	struct keyslot *ks;
	char f[LUCKY_MAXNAMELEN * 2], **kp, *text;
	size_t nkeys = 0, size = 0, n;
	int i, a, j;

	for (i = 0; i < b->nspaces; i++) {
		const struct space *sp = &b->sp[i];

		nkeys += (size_t)sp->nalias + 2;
		/* folding never makes a name longer */
		size += strlen(sp->id) + strlen(sp->name) + 2;
		for (a = 0; a < sp->nalias; a++)
			size += strlen(sp->alias[a]) + 1;
	}
	b->keymem = xreallocarray(NULL, 1, nkeys * sizeof(char *) + size);
	kp = (char **)b->keymem;
	text = (char *)(kp + nkeys);
	for (b->nkeyslots = 16; (size_t)b->nkeyslots < 2 * nkeys; )
		b->nkeyslots *= 2;
	b->keyslot = xcalloc((size_t)b->nkeyslots, sizeof(*b->keyslot));
	for (i = 0; i < b->nspaces; i++) {
		struct space *sp = &b->sp[i];

		sp->key = kp;
		kp += sp->nalias + 2;
		for (a = -2; a < sp->nalias; a++) {
			name_fold(a == -2 ? sp->id : a == -1 ? sp->name :
			    sp->alias[a], f, sizeof(f));
			n = strlen(f) + 1;
			memcpy(text, f, n);
			sp->key[sp->nkey++] = text;
			text += n;
			ks = board_key_slot(b, sp->key[sp->nkey - 1]);
			if (ks->key == NULL) {
				ks->key = sp->key[sp->nkey - 1];
				ks->first = (short)i;
				ks->second = -1;
			} else if (ks->first != i && ks->second == -1)
				ks->second = (short)i;
		}
	}
	for (i = 0; i < b->nspaces; i++)
		for (a = 1; a < b->sp[i].nkey; a++) {
			ks = board_key_slot(b, b->sp[i].key[a]);
			j = ks->first != i ? ks->first : ks->second;
			if (j != -1) {
				*ap = a;
				*jp = j;
				return i;
			}
		}
	return -1;
}

static int
check_board(struct board *b, const struct text *t, struct lerr *e)
{
	uint64_t reach, prev;
	int i, j, a;

	if (b->nspaces == 0)
		return lerr_msg(e, t->label, 0, MSG_NO_SPACES);
	if (b->start_players == NOWHERE)
		return lerr_msg(e, t->label, 0, MSG_NO_START_PLAYERS);
	reach = BIT(b->start_players);
	do {
		prev = reach;
		for (i = 0; i < b->nspaces; i++)
			if (reach & BIT(i))
				reach |= b->adj[i];
	} while (reach != prev);
	for (i = 0; i < b->nspaces; i++)
		if (!(reach & BIT(i)))
			return lerr_msg(e, t->label, b->sp[i].line,
			    MSG_UNREACHABLE_SPACE, b->sp[i].id,
			    b->sp[b->start_players].id);
	/* the folded keys names are found by: none may name two spaces */
	if ((i = index_keys(b, &a, &j)) != -1)
		return lerr_msg(e, t->label, b->sp[i].line,
		    MSG_SPACE_NAME_SHARED, b->sp[i].key[a], b->sp[i].id,
		    b->sp[j].id);
	if (b->nmaprows > 0)
		for (i = 0; i < b->nspaces; i++)
			if (b->sp[i].anchor_row == -1)
				return lerr_msg(e, t->label, b->sp[i].line,
				    MSG_NO_MAP_ANCHOR, b->sp[i].id);
	return 0;
}

/* Each map block of a floor draws spaces of that floor only. */
static int
check_floor_maps(const struct board *b, const struct facts *f,
    const struct text *t, struct lerr *e)
{
	int i, k, s;

	for (k = 0; k < f->nblocks; k++) {
		const char *floor = f->block[k].floor;

		if (floor[0] == '\0')
			continue;
		for (i = 0; i < b->nfloors; i++)
			if (strcmp(b->floor[i].name, floor) == 0)
				break;
		if (i == b->nfloors)
			return lerr_msg(e, t->label, f->block[k].line,
			    MSG_MAP_UNKNOWN_FLOOR, floor);
		for (s = 0; s < b->nspaces; s++) {
			int r = b->sp[s].anchor_row;

			if (r >= 0 && f->rowblock[r] == k &&
			    !(b->floor[i].members & BIT(s)))
				return lerr_msg(e, t->label, f->rowline[r],
				    MSG_MAP_WRONG_FLOOR, floor, b->sp[s].id);
		}
	}
	return 0;
}

/* The board's own name, for "from" loops: its name line, if any. */
static const char *
name_line(const struct text *t)
{
	int i;

	for (i = 1; i < t->nlines; i++)
		if (t->lines[i].tag == BK_NAME && t->lines[i].nw == 2)
			return t->lines[i].w[1].s;
	return NULL;
}

/* "from NAME": the base board, read, into the one being read. */
static int
derive(struct board *b, struct facts *f, struct inherit *in,
    const struct text *t, const struct chain *me, struct lerr *e)
{
	struct board *base;
	struct facts bf;
	struct lerr sub;
	char buf[sizeof(sub.file) + sizeof(sub.msg) + 16];
	int ret;

	base = xcalloc(1, sizeof(*base));
	memset(&bf, 0, sizeof(bf));
	if (load_board(base, &bf, in->from, me, &sub) == -1) {
		lerr_msg(e, t->label, in->line, MSG_RELAY,
		    lerr_str(&sub, buf, sizeof(buf)));
		free(bf.sl);
		free(base);
		return -1;
	}
	ret = board_derive(b, f, in, base, &bf, t, e);
	board_free(base);
	free(bf.sl);
	free(base);
	return ret;
}

/* Checks that the first line is "lucky-board 1". */
static int
check_version(const struct text *t, struct lerr *e)
{
	if (t->nlines == 0)
		return lerr_msg(e, t->label, 0, MSG_EMPTY_BOARD);
	if (t->lines[0].nw != 2 || strcmp(t->lines[0].w[0].s,
	    "lucky-board") != 0)
		return lerr_msg(e, t->label, t->lines[0].line, MSG_NOT_A_BOARD);
	if (strcmp(t->lines[0].w[1].s, "1") != 0)
		return lerr_msg(e, t->label, t->lines[0].line,
		    MSG_BOARD_VERSION, t->lines[0].w[1].s);
	return 0;
}

/* Declares the spaces and passages, the map's rows skipped. */
static int
declare_all(struct board *b, const struct text *t, struct lerr *e)
{
	int i;

	for (i = 1; i < t->nlines; i++) {
		if (t->lines[i].tag == BK_MAP) {
			i = board_skip_map(t, i);
			continue;
		}
		if (declare(b, t, &t->lines[i], e) == -1)
			return -1;
	}
	return 0;
}

/* Adds the doors and the overlooks, the map's rows skipped. */
static int
add_doors(struct board *b, const struct text *t, struct lerr *e)
{
	int i;

	for (i = 1; i < t->nlines; i++) {
		const struct textline *tl = &t->lines[i];

		if (tl->tag == BK_MAP) {
			i = board_skip_map(t, i);
			continue;
		}
		if (tl->tag == BK_DOOR && add_door(b, t, tl, e) == -1)
			return -1;
		if (tl->tag == BK_OVERLOOK && add_overlook(b, t, tl, e) == -1)
			return -1;
	}
	return 0;
}

/* Sets the board's name from its "name" line, said once. */
static int
set_name(struct board *b, const struct text *t, const struct textline *tl,
    struct lerr *e)
{
	if (board_want_words(t, tl, 2, 2, e) == -1)
		return -1;
	if (b->name[0] != '\0')
		return lerr_msg(e, t->label, tl->line, MSG_DUPLICATE_NAME_LINE);
	if (!name_is_id(tl->w[1].s, LUCKY_MAXIDLEN))
		return lerr_msg(e, t->label, tl->line,
		    MSG_BAD_BOARD_NAME, tl->w[1].s);
	strlcpy(b->name, tl->w[1].s, sizeof(b->name));
	return 0;
}

/* Reads the lines after the spaces and doors: names, groups, map. */
static int
read_others(struct board *b, struct facts *f, const struct text *t,
    struct lerr *e)
{
	int i, r;

	for (i = 1; i < t->nlines; i++) {
		const struct textline *tl = &t->lines[i];
		const char *key = tl->w[0].s;

		switch (tl->tag) {
		case BK_SPACE:
		case BK_PASSAGE:
		case BK_DOOR:
		case BK_OVERLOOK:
		case BK_FROM:
		case BK_KEEP:
			continue;
		}
		if (tl->tag == BK_NAME)
			r = set_name(b, t, tl, e);
		else if (tl->tag == BK_TITLE)
			r = copy_name(b->title, sizeof(b->title), t, tl, 1, true, e);
		else if (tl->tag == BK_ALIAS)
			r = add_alias(b, t, tl, e);
		else if (tl->tag == BK_SIGHT)
			r = add_sight(b, f, t, tl, e);
		else if (tl->tag == BK_WING)
			r = add_group(b->wing, &b->nwings, 8, b, t, tl, e);
		else if (tl->tag == BK_FLOOR)
			r = add_group(b->floor, &b->nfloors, 4, b, t, tl, e);
		else if (tl->tag == BK_START)
			r = add_start(b, t, tl, e);
		else if (tl->tag == BK_MAP) {
			if ((r = start_map(f, t, tl, e)) == 0)
				r = read_map(b, f, t, &i, e);
		} else
			return lerr_msg(e, t->label, tl->line, MSG_UNKNOWN_LINE,
			    key);
		if (r == -1)
			return -1;
	}
	return 0;
}

/* Reads a board's lines, its base board's first if it has one. */
static int
parse_lines(struct board *b, struct facts *f, const struct text *t,
    const char *self, const struct chain *up, struct lerr *e)
{
	struct inherit in;
	struct chain me;
	const struct chain *chain = up;
	int i, ret = -1;

	if (check_version(t, e) == -1)
		return -1;
	memset(&in, 0, sizeof(in));
	in.start_players = in.start_lucky = NOWHERE;
	in.start_dog[0] = in.start_dog[1] = NOWHERE;
	in.start_cat[0] = in.start_cat[1] = NOWHERE;
	if (board_read_from(&in, t, e) == -1)
		return -1;
	if (in.from != NULL) {
		if ((me.name = self != NULL ? self : name_line(t)) != NULL) {
			me.up = up;
			chain = &me;
		}
		if (board_check_from(t, in.line, in.from, chain, e) == -1 ||
		    derive(b, f, &in, t, chain, e) == -1)
			goto out;
		board_index_ids(b);
	}
	if (declare_all(b, t, e) == -1)
		goto out;
	/* doors first: sight lines check their members are joined */
	if (add_doors(b, t, e) == -1)
		goto out;
	board_join_passages(b);
	if (board_check_inherited_sight(b, f, t, &in, e) == -1)
		goto out;
	if (read_others(b, f, t, e) == -1)
		goto out;
	if (b->name[0] == '\0') {
		lerr_msg(e, t->label, 0, MSG_NO_NAME_LINE);
		goto out;
	}
	if (in.from != NULL) {
		board_apply_inherit(b, f, &in);
		if (b->start_players == NOWHERE && in.base_players[0] != '\0') {
			lerr_msg(e, t->label, in.line, MSG_START_NOT_KEPT,
			    in.from, in.base_players);
			goto out;
		}
	}
	if (check_floor_maps(b, f, t, e) == -1)
		goto out;
	ret = check_board(b, t, e);
out:
	for (i = 0; i < in.nmaprows; i++)
		free(in.map[i]);
	return ret;
}

static int
parse_board(struct board *b, struct facts *f, const char *buf, size_t len,
    const char *label, const char *self, const struct chain *up,
    struct lerr *e)
{
	struct text t;
	int ret;

	/* all but the spaces, each cleared as it is declared or copied
	 * from a base board, and the distances, which come last */
	memset(b, 0, offsetof(struct board, sp));
	memset(&b->nspaces, 0, offsetof(struct board, dist) -
	    offsetof(struct board, nspaces));
	memset(&b->wing, 0, sizeof(*b) - offsetof(struct board, wing));
	b->start_players = b->start_lucky = NOWHERE;
	b->start_dog[0] = b->start_dog[1] = NOWHERE;
	b->start_cat[0] = b->start_cat[1] = NOWHERE;
	if (text_parse_utf8(&t, buf, len, label, e) == -1)
		return -1;
	board_line_keys(&t);
	ret = parse_lines(b, f, &t, self, up, e);
	text_free(&t);
	if (ret == -1) {
		board_free(b);
		return -1;
	}
	board_compute_distances(b);
	board_order_numbers(b);
	return 0;
}

int
board_parse(struct board *b, const char *buf, size_t len, const char *label,
    struct lerr *e)
{
	struct facts f;
	int ret;

	memset(&f, 0, sizeof(f));
	ret = parse_board(b, &f, buf, len, label, NULL, NULL, e);
	free(f.sl);
	return ret;
}

/* Board NAME from the board directories; up: the boards derived from it. */
static int
load_board(struct board *b, struct facts *f, const char *name,
    const struct chain *up, struct lerr *e)
{
	char path[256], *buf;
	FILE *fp;
	size_t len;
	int ret;

	if ((fp = data_open(name, "board", path, sizeof(path), e)) == NULL)
		return -1;
	buf = text_slurp(fp, &len, path, e);
	fclose(fp);
	if (buf == NULL)
		return -1;
	ret = parse_board(b, f, buf, len, path, name, up, e);
	free(buf);
	if (ret == 0 && strcmp(b->name, name) != 0) {
		board_free(b);
		return lerr_msg(e, path, 0, MSG_NAMES_ITSELF, b->name, name);
	}
	if (ret == 0)
		strlcpy(b->path, path, sizeof(b->path));
	return ret;
}

int
board_load(struct board *b, const char *name, struct lerr *e)
{
	struct facts f;
	int ret;

	memset(&f, 0, sizeof(f));
	ret = load_board(b, &f, name, NULL, e);
	free(f.sl);
	return ret;
}

