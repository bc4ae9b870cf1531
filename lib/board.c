/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "lucky.h"

/*
 * Boards (lucky-board(5)): spaces, passages that are not spaces, doors,
 * overlooks, sight lines, wings, floors, start spaces and a floor plan.
 * Everything is checked here, so the rest of the library can trust a
 * loaded board.
 */

#define BIT(i)	((uint64_t)1 << (i))

struct ref {
	bool	 passage;
	int	 i;
};

static int
find_id(const struct board *b, const char *id, struct ref *r)
{
	int i;

	for (i = 0; i < b->nspaces; i++)
		if (strcmp(b->sp[i].id, id) == 0) {
			r->passage = false;
			r->i = i;
			return 0;
		}
	for (i = 0; i < b->npassages; i++)
		if (strcmp(b->pa[i].id, id) == 0) {
			r->passage = true;
			r->i = i;
			return 0;
		}
	return -1;
}

static int
space_ref(const struct board *b, const struct text *t, const struct word *w,
    struct lerr *e)
{
	struct ref r;

	if (find_id(b, w->s, &r) == -1)
		return lerr_set(e, t->label, w->line, "unknown space \"%s\"",
		    w->s);
	if (r.passage)
		return lerr_set(e, t->label, w->line, "\"%s\" is a passage, "
		    "not a space", w->s);
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

static int
new_id(const struct board *b, const struct text *t, const struct word *w,
    struct lerr *e)
{
	struct ref r;

	if (!name_is_id(w->s, LUCKY_MAXIDLEN))
		return lerr_set(e, t->label, w->line, "bad id \"%.40s\": want "
		    "up to %d of a-z, 0-9 and '-', starting with a letter",
		    w->s, LUCKY_MAXIDLEN);
	if (find_id(b, w->s, &r) == 0)
		return lerr_set(e, t->label, w->line, "duplicate id \"%s\"",
		    w->s);
	return 0;
}

static int
copy_name(char *dst, size_t size, const struct text *t,
    const struct textline *tl, int k, struct lerr *e)
{
	const char *s = text_rest(tl, k);
	size_t n = strlen(s);

	while (n > 0 && (s[n - 1] == ' ' || s[n - 1] == '\t' ||
	    s[n - 1] == '\r'))
		n--;
	if (n == 0)
		return lerr_set(e, t->label, tl->line, "missing name");
	if (n >= size)
		return lerr_set(e, t->label, tl->line, "name longer than %zu "
		    "characters", size - 1);
	memcpy(dst, s, n);
	dst[n] = '\0';
	return 0;
}

static int
want_words(const struct text *t, const struct textline *tl, int min, int max,
    struct lerr *e)
{
	if (tl->nw < min)
		return lerr_set(e, t->label, tl->line, "%s: too few words",
		    tl->w[0].s);
	if (max > 0 && tl->nw > max)
		return lerr_set(e, t->label, tl->line, "%s: too many words",
		    tl->w[0].s);
	return 0;
}

/* Pass 1: spaces and passages, so facts may name them in any order. */
static int
declare(struct board *b, const struct text *t, const struct textline *tl,
    struct lerr *e)
{
	const char *key = tl->w[0].s;
	enum space_kind kind;

	if (strcmp(key, "space") == 0) {
		struct space *s;
		const char *num;

		if (want_words(t, tl, 5, 0, e) == -1 ||
		    new_id(b, t, &tl->w[1], e) == -1)
			return -1;
		if (b->nspaces == LUCKY_MAXSPACES)
			return lerr_set(e, t->label, tl->line, "more than %d "
			    "spaces", LUCKY_MAXSPACES);
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
				return lerr_set(e, t->label, tl->line,
				    "room number \"%.20s\" is %s (0-99 or -)",
				    num, errstr);
			for (i = 0; i < b->nspaces; i++)
				if (b->sp[i].number == s->number)
					return lerr_set(e, t->label, tl->line,
					    "number %d already belongs to %s",
					    s->number, b->sp[i].id);
		}
		if (parse_kind(tl->w[3].s, &kind) == -1)
			return lerr_set(e, t->label, tl->line, "unknown kind "
			    "\"%.20s\" (room, hallway or stairs)", tl->w[3].s);
		s->kind = kind;
		if (copy_name(s->name, sizeof(s->name), t, tl, 4, e) == -1)
			return -1;
		b->nspaces++;
	} else if (strcmp(key, "passage") == 0) {
		struct passage *p;

		if (want_words(t, tl, 4, 0, e) == -1 ||
		    new_id(b, t, &tl->w[1], e) == -1)
			return -1;
		if (b->npassages == LUCKY_MAXPASSAGES)
			return lerr_set(e, t->label, tl->line, "more than %d "
			    "passages", LUCKY_MAXPASSAGES);
		p = &b->pa[b->npassages];
		memset(p, 0, sizeof(*p));
		strlcpy(p->id, tl->w[1].s, sizeof(p->id));
		if (parse_kind(tl->w[2].s, &kind) == -1 || kind == KIND_ROOM)
			return lerr_set(e, t->label, tl->line, "a passage is "
			    "a hallway or stairs, not \"%.20s\"", tl->w[2].s);
		p->kind = kind;
		if (copy_name(p->name, sizeof(p->name), t, tl, 3, e) == -1)
			return -1;
		b->npassages++;
	}
	return 0;
}

static int
add_door(struct board *b, const struct text *t, const struct textline *tl,
    struct lerr *e)
{
	struct ref r1, r2;

	if (want_words(t, tl, 3, 3, e) == -1)
		return -1;
	if (find_id(b, tl->w[1].s, &r1) == -1)
		return lerr_set(e, t->label, tl->line, "unknown space \"%s\"",
		    tl->w[1].s);
	if (find_id(b, tl->w[2].s, &r2) == -1)
		return lerr_set(e, t->label, tl->line, "unknown space \"%s\"",
		    tl->w[2].s);
	if (r1.passage == r2.passage && r1.i == r2.i)
		return lerr_set(e, t->label, tl->line, "door from %s to "
		    "itself", tl->w[1].s);
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
	return lerr_set(e, t->label, tl->line, "duplicate door between %s "
	    "and %s", tl->w[1].s, tl->w[2].s);
}

static int
add_group(struct group *g, int *n, int max, struct board *b,
    const struct text *t, const struct textline *tl, struct lerr *e)
{
	int i, s;

	if (want_words(t, tl, 3, 0, e) == -1)
		return -1;
	if (*n == max)
		return lerr_set(e, t->label, tl->line, "more than %d %ss",
		    max, tl->w[0].s);
	if (!name_is_id(tl->w[1].s, LUCKY_MAXIDLEN))
		return lerr_set(e, t->label, tl->line, "bad %s name \"%.40s\"",
		    tl->w[0].s, tl->w[1].s);
	for (i = 0; i < *n; i++)
		if (strcmp(g[i].name, tl->w[1].s) == 0)
			return lerr_set(e, t->label, tl->line, "duplicate "
			    "%s \"%s\"", tl->w[0].s, tl->w[1].s);
	strlcpy(g[*n].name, tl->w[1].s, sizeof(g[*n].name));
	g[*n].members = 0;
	for (i = 2; i < tl->nw; i++) {
		if ((s = space_ref(b, t, &tl->w[i], e)) == -1)
			return -1;
		if (g[*n].members & BIT(s))
			return lerr_set(e, t->label, tl->line, "%s named twice",
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

	if (want_words(t, tl, 3, 4, e) == -1)
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
		return lerr_set(e, t->label, tl->line, "start %s: one space",
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
		return lerr_set(e, t->label, tl->line, "start: unknown pawn "
		    "\"%.20s\" (players, lucky, dog or cat)", who);
	return 0;
dup:
	return lerr_set(e, t->label, tl->line, "duplicate start %s", who);
}

static int
add_alias(struct board *b, const struct text *t, const struct textline *tl,
    struct lerr *e)
{
	char name[LUCKY_MAXNAMELEN + 1];
	int s;
	struct space *sp;

	if (want_words(t, tl, 3, 0, e) == -1)
		return -1;
	if ((s = space_ref(b, t, &tl->w[1], e)) == -1)
		return -1;
	if (copy_name(name, sizeof(name), t, tl, 2, e) == -1)
		return -1;
	sp = &b->sp[s];
	sp->alias = xreallocarray(sp->alias, sp->nalias + 1,
	    sizeof(*sp->alias));
	sp->alias[sp->nalias++] = xstrdup(name);
	return 0;
}

/* Consecutive members of a sight line must be joined (BOARDS.md). */
static int
add_sight(struct board *b, const struct text *t, const struct textline *tl,
    struct lerr *e)
{
	int m[LUCKY_MAXSPACES], n = 0, i, j;
	uint64_t seen = 0;

	if (want_words(t, tl, 3, LUCKY_MAXSPACES + 1, e) == -1)
		return -1;
	for (i = 1; i < tl->nw; i++) {
		int s;

		if ((s = space_ref(b, t, &tl->w[i], e)) == -1)
			return -1;
		if (seen & BIT(s))
			return lerr_set(e, t->label, tl->line, "sight line "
			    "names %s twice", b->sp[s].id);
		seen |= BIT(s);
		m[n++] = s;
	}
	for (i = 0; i + 1 < n; i++)
		if (!(b->adj[m[i]] & BIT(m[i + 1])) &&
		    !(b->overlook[m[i]] & BIT(m[i + 1])))
			return lerr_set(e, t->label, tl->line, "sight line: "
			    "%s and %s are neither joined by a door nor "
			    "by an overlook", b->sp[m[i]].id,
			    b->sp[m[i + 1]].id);
	for (i = 0; i < n; i++)
		for (j = 0; j < n; j++)
			if (i != j)
				b->sees[m[i]] |= BIT(m[j]);
	b->nsightlines++;
	return 0;
}

static int
add_overlook(struct board *b, const struct text *t,
    const struct textline *tl, struct lerr *e)
{
	int s1, s2;

	if (want_words(t, tl, 3, 3, e) == -1)
		return -1;
	if ((s1 = space_ref(b, t, &tl->w[1], e)) == -1 ||
	    (s2 = space_ref(b, t, &tl->w[2], e)) == -1)
		return -1;
	if (s1 == s2)
		return lerr_set(e, t->label, tl->line, "overlook from %s to "
		    "itself", b->sp[s1].id);
	if (b->overlook[s1] & BIT(s2))
		return lerr_set(e, t->label, tl->line, "duplicate overlook "
		    "between %s and %s", b->sp[s1].id, b->sp[s2].id);
	b->overlook[s1] |= BIT(s2);
	b->overlook[s2] |= BIT(s1);
	return 0;
}

/* Rooms opening onto one passage, or onto joined passages, are adjacent. */
static void
join_passages(struct board *b)
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

static void
compute_distances(struct board *b)
{
	int from, i, queue[LUCKY_MAXSPACES], head, tail;

	for (from = 0; from < b->nspaces; from++) {
		for (i = 0; i < b->nspaces; i++)
			b->dist[from][i] = UCHAR_MAX;
		b->dist[from][from] = 0;
		head = tail = 0;
		queue[tail++] = from;
		while (head < tail) {
			int s = queue[head++];

			for (i = 0; i < b->nspaces; i++)
				if ((b->adj[s] & BIT(i)) &&
				    b->dist[from][i] == UCHAR_MAX) {
					b->dist[from][i] = b->dist[from][s] + 1;
					queue[tail++] = i;
				}
		}
	}
}

/* The floor plan: rows after "map" up to "end", anchors "[id   ]". */
static int
read_map(struct board *b, const struct text *t, int *li, struct lerr *e)
{
	int start = *li;

	for ((*li)++; *li < t->nlines; (*li)++) {
		const struct textline *tl = &t->lines[*li];
		const char *row = text_rest(tl, 0), *p;
		int r;

		if (strcmp(tl->w[0].s, "end") == 0 && tl->nw == 1)
			return 0;
		if (row[0] != '|')
			return lerr_set(e, t->label, tl->line, "map row must "
			    "start with \"|\"");
		row++;
		if (strlen(row) > LUCKY_MAPWIDTH)
			return lerr_set(e, t->label, tl->line, "map row wider "
			    "than %d characters", LUCKY_MAPWIDTH);
		if (b->nmaprows == LUCKY_MAXMAPROWS)
			return lerr_set(e, t->label, tl->line, "map longer "
			    "than %d rows", LUCKY_MAXMAPROWS);
		r = b->nmaprows++;
		b->map[r] = xstrdup(row);
		for (p = strchr(row, '['); p != NULL; p = strchr(p, '[')) {
			const char *close = strchr(p, ']');
			char id[LUCKY_MAXIDLEN + 2];
			size_t n = 0;
			struct ref ref;
			struct space *sp;

			if (close == NULL)
				return lerr_set(e, t->label, tl->line,
				    "map anchor without \"]\"");
			while (p + 1 + n < close && p[1 + n] != ' ' &&
			    n < sizeof(id) - 1) {
				id[n] = p[1 + n];
				n++;
			}
			id[n] = '\0';
			if (find_id(b, id, &ref) == -1 || ref.passage)
				return lerr_set(e, t->label, tl->line,
				    "map anchor names unknown space \"%s\"",
				    id);
			sp = &b->sp[ref.i];
			if (sp->anchor_row != -1)
				return lerr_set(e, t->label, tl->line,
				    "second map anchor for %s", id);
			sp->anchor_row = r;
			sp->anchor_col = (int)(p - row);
			sp->anchor_width = (int)(close - p) + 1;
			p = close;
		}
	}
	return lerr_set(e, t->label, t->lines[start].line, "map without "
	    "\"end\"");
}

static int
check_board(struct board *b, const struct text *t, struct lerr *e)
{
	uint64_t reach, prev;
	int i, j, k, a;

	if (b->nspaces == 0)
		return lerr_set(e, t->label, 0, "no spaces");
	if (b->start_players == NOWHERE)
		return lerr_set(e, t->label, 0, "no \"start players\" line");
	reach = BIT(b->start_players);
	do {
		prev = reach;
		for (i = 0; i < b->nspaces; i++)
			if (reach & BIT(i))
				reach |= b->adj[i];
	} while (reach != prev);
	for (i = 0; i < b->nspaces; i++)
		if (!(reach & BIT(i)))
			return lerr_set(e, t->label, b->sp[i].line, "%s cannot "
			    "be reached from %s", b->sp[i].id,
			    b->sp[b->start_players].id);
	/* the folded keys names are found by: none may name two spaces */
	for (i = 0; i < b->nspaces; i++) {
		struct space *sp = &b->sp[i];
		char f[LUCKY_MAXNAMELEN * 2];

		sp->key = xcalloc((size_t)sp->nalias + 2, sizeof(*sp->key));
		for (a = -2; a < sp->nalias; a++) {
			name_fold(a == -2 ? sp->id : a == -1 ? sp->name :
			    sp->alias[a], f, sizeof(f));
			sp->key[sp->nkey++] = xstrdup(f);
		}
	}
	for (i = 0; i < b->nspaces; i++)
		for (a = 1; a < b->sp[i].nkey; a++)
			for (j = 0; j < b->nspaces; j++)
				for (k = 0; j != i && k < b->sp[j].nkey; k++)
					if (strcmp(b->sp[i].key[a],
					    b->sp[j].key[k]) == 0)
						return lerr_set(e, t->label,
						    b->sp[i].line, "name \"%s\""
						    " of %s also names %s",
						    b->sp[i].key[a],
						    b->sp[i].id, b->sp[j].id);
	if (b->nmaprows > 0)
		for (i = 0; i < b->nspaces; i++)
			if (b->sp[i].anchor_row == -1)
				return lerr_set(e, t->label, b->sp[i].line,
				    "%s has no anchor in the map",
				    b->sp[i].id);
	return 0;
}

static int
parse_lines(struct board *b, const struct text *t, struct lerr *e)
{
	int i;

	if (t->nlines == 0)
		return lerr_set(e, t->label, 0, "empty board");
	if (t->lines[0].nw != 2 || strcmp(t->lines[0].w[0].s,
	    "lucky-board") != 0)
		return lerr_set(e, t->label, t->lines[0].line, "not a lucky "
		    "board: the first line must be \"lucky-board 1\"");
	if (strcmp(t->lines[0].w[1].s, "1") != 0)
		return lerr_set(e, t->label, t->lines[0].line, "board "
		    "version %.20s is not supported (1 is)",
		    t->lines[0].w[1].s);
	for (i = 1; i < t->nlines; i++) {
		if (strcmp(t->lines[i].w[0].s, "map") == 0) {
			while (i < t->nlines &&
			    strcmp(t->lines[i].w[0].s, "end") != 0)
				i++;
			continue;
		}
		if (declare(b, t, &t->lines[i], e) == -1)
			return -1;
	}
	/* doors first: sight lines check their members are joined */
	for (i = 1; i < t->nlines; i++) {
		const struct textline *tl = &t->lines[i];

		if (strcmp(tl->w[0].s, "map") == 0) {
			while (i < t->nlines &&
			    strcmp(t->lines[i].w[0].s, "end") != 0)
				i++;
			continue;
		}
		if (strcmp(tl->w[0].s, "door") == 0 &&
		    add_door(b, t, tl, e) == -1)
			return -1;
		if (strcmp(tl->w[0].s, "overlook") == 0 &&
		    add_overlook(b, t, tl, e) == -1)
			return -1;
	}
	join_passages(b);
	for (i = 1; i < t->nlines; i++) {
		const struct textline *tl = &t->lines[i];
		const char *key = tl->w[0].s;
		int ret = 0;

		if (strcmp(key, "space") == 0 || strcmp(key, "passage") == 0 ||
		    strcmp(key, "door") == 0 || strcmp(key, "overlook") == 0)
			continue;
		if (strcmp(key, "name") == 0) {
			if (want_words(t, tl, 2, 2, e) == -1)
				return -1;
			if (b->name[0] != '\0')
				return lerr_set(e, t->label, tl->line,
				    "duplicate name line");
			if (!name_is_id(tl->w[1].s, LUCKY_MAXIDLEN))
				return lerr_set(e, t->label, tl->line,
				    "bad board name \"%.40s\"", tl->w[1].s);
			strlcpy(b->name, tl->w[1].s, sizeof(b->name));
		} else if (strcmp(key, "title") == 0)
			ret = copy_name(b->title, sizeof(b->title), t, tl, 1,
			    e);
		else if (strcmp(key, "alias") == 0)
			ret = add_alias(b, t, tl, e);
		else if (strcmp(key, "sight") == 0)
			ret = add_sight(b, t, tl, e);
		else if (strcmp(key, "wing") == 0)
			ret = add_group(b->wing, &b->nwings, 8, b, t, tl, e);
		else if (strcmp(key, "floor") == 0)
			ret = add_group(b->floor, &b->nfloors, 4, b, t, tl, e);
		else if (strcmp(key, "start") == 0)
			ret = add_start(b, t, tl, e);
		else if (strcmp(key, "map") == 0) {
			if (b->nmaprows > 0)
				return lerr_set(e, t->label, tl->line,
				    "second map");
			ret = read_map(b, t, &i, e);
		} else
			return lerr_set(e, t->label, tl->line, "unknown line "
			    "\"%.20s\"", key);
		if (ret == -1)
			return -1;
	}
	if (b->name[0] == '\0')
		return lerr_set(e, t->label, 0, "no \"name\" line");
	return check_board(b, t, e);
}

int
board_parse(struct board *b, const char *buf, size_t len, const char *label,
    struct lerr *e)
{
	struct text t;
	int ret;

	memset(b, 0, sizeof(*b));
	b->start_players = b->start_lucky = NOWHERE;
	b->start_dog[0] = b->start_dog[1] = NOWHERE;
	b->start_cat[0] = b->start_cat[1] = NOWHERE;
	if (text_parse(&t, buf, len, label, false, e) == -1)
		return -1;
	ret = parse_lines(b, &t, e);
	text_free(&t);
	if (ret == -1) {
		board_free(b);
		return -1;
	}
	compute_distances(b);
	return 0;
}

static char *
slurp(const char *path, size_t *len, struct lerr *e)
{
	FILE *fp;
	char *buf;

	if ((fp = fopen(path, "r")) == NULL) {
		lerr_set(e, path, 0, "cannot open");
		return NULL;
	}
	buf = text_slurp(fp, len, path, e);
	fclose(fp);
	return buf;
}

int
board_load(struct board *b, const char *name, struct lerr *e)
{
	char path[256], *buf;
	size_t len;
	int ret;

	if (data_open(name, "board", path, sizeof(path), e) == -1)
		return -1;
	if ((buf = slurp(path, &len, e)) == NULL)
		return -1;
	ret = board_parse(b, buf, len, path, e);
	free(buf);
	if (ret == 0 && strcmp(b->name, name) != 0) {
		board_free(b);
		return lerr_set(e, path, 0, "names itself \"%s\", not \"%s\"",
		    b->name, name);
	}
	if (ret == 0)
		strlcpy(b->path, path, sizeof(b->path));
	return ret;
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
		for (j = 0; j < b->sp[i].nkey; j++)
			free(b->sp[i].key[j]);
		free(b->sp[i].key);
		b->sp[i].key = NULL;
		b->sp[i].nkey = 0;
	}
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
 * DESIGN "Names are forgiving": a number, an id, a name or an alias,
 * folded; failing that a unique prefix.  On failure msg says why, with
 * the candidates of an ambiguous prefix or the nearest name.
 */
int
board_find(const struct board *b, const char *q, char *msg, size_t size)
{
	char fq[LUCKY_MAXNAMELEN * 2];
	uint64_t prefix = 0;
	int i, k, best = -1, bestd = 99, n = 0;
	const char *errstr;
	size_t lq;

	name_fold(q, fq, sizeof(fq));
	lq = strlen(fq);
	if (lq > 0 && strspn(q, "0123456789") == strlen(q)) {
		int num = (int)strtonum(q, 0, 99, &errstr);

		for (i = 0; errstr == NULL && i < b->nspaces; i++)
			if (b->sp[i].number == num)
				return i;
		snprintf(msg, size, "no room numbered %.20s", q);
		return -1;
	}
	for (i = 0; i < b->nspaces && lq > 0; i++)
		for (k = 0; k < b->sp[i].nkey; k++) {
			if (strcmp(fq, b->sp[i].key[k]) == 0)
				return i;
			if (strncmp(fq, b->sp[i].key[k], lq) == 0)
				prefix |= BIT(i);
		}
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
				    b->sp[i].name);
			}
		len = strlen(msg);
		snprintf(msg + len, size - len, ")");
		return -1;
	}
	for (i = 0; i < b->nspaces && lq > 0; i++)
		for (k = 0; k < b->sp[i].nkey; k++) {
			int d = name_distance(fq, b->sp[i].key[k]);

			if (d < bestd) {
				bestd = d;
				best = i;
			}
		}
	if (best >= 0 && bestd <= (lq > 6 ? 2 : 1))
		snprintf(msg, size, "unknown room \"%.40s\" (did you mean "
		    "\"%s\"?)", q, b->sp[best].name);
	else
		snprintf(msg, size, "unknown room \"%.40s\"", q);
	return -1;
}
