/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

#include <string.h>

#include "boardint.h"

/*
 * RULES A.13: a board derived from another ("from NAME", "keep floor
 * NAME", lucky-board(5)).  board.c reads the base board; here its kept
 * spaces, passages, doors, sight lines, groups, starts and map become the
 * derived board's, unless the board's own lines say otherwise.
 */

/* The "from" and "keep" lines, read before everything else. */
int
board_read_from(struct inherit *in, const struct text *t, struct lerr *e)
{
	int i, k;

	for (i = 1; i < t->nlines; i++) {
		const struct textline *tl = &t->lines[i];

		if (tl->tag == BK_MAP)
			i = board_skip_map(t, i);
		else if (tl->tag == BK_FROM) {
			if (board_want_words(t, tl, 2, 2, e) == -1)
				return -1;
			if (in->from != NULL)
				return lerr_msg(e, t->label, tl->line,
				    MSG_SECOND_FROM);
			in->from = tl->w[1].s;
			in->line = tl->line;
		} else if (tl->tag == BK_KEEP) {
			if (tl->nw != 3 || strcmp(tl->w[1].s, "floor") != 0)
				return lerr_msg(e, t->label, tl->line,
				    MSG_KEEP_SYNTAX);
			if (!name_is_id(tl->w[2].s, LUCKY_MAXIDLEN))
				return lerr_msg(e, t->label, tl->line,
				    MSG_BAD_FLOOR_NAME, tl->w[2].s);
			for (k = 0; k < in->nkeep; k++)
				if (strcmp(in->keep[k], tl->w[2].s) == 0)
					return lerr_msg(e, t->label, tl->line,
					    MSG_FLOOR_KEPT_TWICE, in->keep[k]);
			if (in->nkeep == 4)
				return lerr_msg(e, t->label, tl->line,
				    MSG_TOO_MANY_KEPT);
			strlcpy(in->keep[in->nkeep], tl->w[2].s,
			    sizeof(in->keep[in->nkeep]));
			in->keepline[in->nkeep++] = tl->line;
		}
	}
	if (in->nkeep > 0 && in->from == NULL)
		return lerr_msg(e, t->label, in->keepline[0],
		    MSG_KEEP_WITHOUT_FROM);
	return 0;
}

/*
 * "from NAME" may not lead back to a board being read, nor deeper than
 * MAXDERIVED boards.  me is the board being read, innermost first.
 */
int
board_check_from(const struct text *t, int line, const char *from,
    const struct chain *me, struct lerr *e)
{
	const struct chain *c;
	const char *names[MAXDERIVED];
	char list[(LUCKY_MAXIDLEN + 6) * (MAXDERIVED + 1)];
	int n = 0, i, first = -1;

	for (c = me; c != NULL; c = c->up) {
		if (n == MAXDERIVED)
			return lerr_msg(e, t->label, line, MSG_FROM_TOO_DEEP,
			    MAXDERIVED);
		if (strcmp(c->name, from) == 0)
			first = n;
		names[n++] = c->name;
	}
	if (first == -1)
		return 0;
	list[0] = '\0';
	for (i = first; i >= 0; i--) {
		strlcat(list, names[i], sizeof(list));
		strlcat(list, " from ", sizeof(list));
	}
	strlcat(list, from, sizeof(list));
	return lerr_msg(e, t->label, line, MSG_FROM_ITSELF, from, list);
}

static uint64_t
remap(uint64_t set, const int *map, int n)
{
	uint64_t out = 0;
	int i;

	for (i = 0; i < n; i++)
		if ((set & BIT(i)) && map[i] != -1)
			out |= BIT(map[i]);
	return out;
}

static bool
kept_floor(const struct inherit *in, const char *floor)
{
	int k;

	for (k = 0; k < in->nkeep; k++)
		if (strcmp(in->keep[k], floor) == 0)
			return true;
	return false;
}

static void
keep_pet(int dst[2], const int src[2], const int *map)
{
	int i, n = 0;

	for (i = 0; i < 2; i++)
		if (src[i] != NOWHERE && map[src[i]] != -1)
			dst[n++] = map[src[i]];
	while (n < 2)
		dst[n++] = NOWHERE;
}

static void
keep_groups(struct group *dst, int *ndst, const struct group *src, int nsrc,
    const int *map, int nspaces)
{
	int i;
	uint64_t m;

	for (i = 0; i < nsrc; i++)
		if ((m = remap(src[i].members, map, nspaces)) != 0) {
			dst[*ndst] = src[i];
			dst[(*ndst)++].members = m;
		}
}

/*
 * The map blocks of the kept floors (all of them when no floor is kept;
 * a map not drawn by floors then too, else none) and the anchors in them.
 */
static void
keep_map(struct inherit *in, const struct board *base,
    const struct facts *bf, const int *map)
{
	int blockmap[MAXMAPS], rowmap[LUCKY_MAXMAPROWS], k, r, i;

	for (k = 0; k < bf->nblocks; k++) {
		blockmap[k] = -1;
		if (in->nkeep > 0 && !kept_floor(in, bf->block[k].floor))
			continue;
		blockmap[k] = in->nblocks;
		strlcpy(in->blockfloor[in->nblocks++], bf->block[k].floor,
		    sizeof(in->blockfloor[0]));
	}
	for (r = 0; r < base->nmaprows; r++) {
		rowmap[r] = -1;
		if (blockmap[bf->rowblock[r]] == -1)
			continue;
		rowmap[r] = in->nmaprows;
		in->rowblock[in->nmaprows] = blockmap[bf->rowblock[r]];
		in->map[in->nmaprows++] = xstrdup(base->map[r]);
	}
	for (i = 0; i < base->nspaces; i++) {
		const struct space *sp = &base->sp[i];

		if (map[i] == -1)
			continue;
		in->anchor[map[i]][0] = sp->anchor_row >= 0 ?
		    rowmap[sp->anchor_row] : -1;
		in->anchor[map[i]][1] = sp->anchor_col;
		in->anchor[map[i]][2] = sp->anchor_width;
	}
}

/* Finds the spaces of the floors kept, refusing a floor the base lacks. */
static int
kept_spaces(const struct inherit *in, const struct board *base,
    const struct text *t, uint64_t *keep, struct lerr *e)
{
	int i, k;

	*keep = 0;
	for (k = 0; k < in->nkeep; k++) {
		for (i = 0; i < base->nfloors; i++)
			if (strcmp(base->floor[i].name, in->keep[k]) == 0)
				break;
		if (i == base->nfloors) {
			return lerr_msg(e, t->label, in->keepline[k],
			    MSG_NO_SUCH_FLOOR, base->name, in->keep[k]);
		}
		*keep |= base->floor[i].members;
	}
	return 0;
}

/* Copies the kept spaces with their aliases; map says where each went. */
static void
keep_spaces(struct board *b, struct inherit *in, const struct board *base,
    uint64_t keep, int *map)
{
	int i, j;

	for (i = 0; i < base->ndropped; i++)
		strlcpy(b->dropped[b->ndropped++], base->dropped[i],
		    sizeof(b->dropped[0]));
	for (i = 0; i < base->nspaces; i++) {
		struct space *sp = &b->sp[b->nspaces];

		map[i] = -1;
		if (in->nkeep > 0 && !(keep & BIT(i))) {
			/* so that a deck's cards for it still load */
			strlcpy(b->dropped[b->ndropped++], base->sp[i].id,
			    sizeof(b->dropped[0]));
			continue;
		}
		*sp = base->sp[i];
		sp->line = in->line;
		sp->anchor_row = -1;
		sp->alias = sp->nalias > 0 ?
		    xcalloc((size_t)sp->nalias, sizeof(*sp->alias)) : NULL;
		for (j = 0; j < sp->nalias; j++)
			sp->alias[j] = xstrdup(base->sp[i].alias[j]);
		sp->key = NULL;
		sp->nkey = 0;
		map[i] = b->nspaces++;
	}
	in->nspaces = b->nspaces;
}

/* Copies the passages onto kept spaces, and the doors and overlooks. */
static void
keep_passages(struct board *b, const struct board *base, const int *map)
{
	int pmap[LUCKY_MAXPASSAGES], i, j, k;

	for (j = 0; j < base->npassages; j++) {
		pmap[j] = -1;
		if (remap(base->pa[j].opens, map, base->nspaces) == 0)
			continue;
		b->pa[b->npassages] = base->pa[j];
		b->pa[b->npassages].opens = remap(base->pa[j].opens, map,
		    base->nspaces);
		pmap[j] = b->npassages++;
	}
	for (j = 0; j < base->npassages; j++) {
		if (pmap[j] == -1)
			continue;
		b->pa[pmap[j]].joined = 0;
		for (k = 0; k < base->npassages; k++)
			if (pmap[k] != -1 && (base->pa[j].joined & (1U << k)))
				b->pa[pmap[j]].joined |= 1U << pmap[k];
	}
	for (i = 0; i < base->nspaces; i++) {
		if (map[i] == -1)
			continue;
		b->door[map[i]] = remap(base->door[i], map, base->nspaces);
		b->overlook[map[i]] = remap(base->overlook[i], map,
		    base->nspaces);
	}
}

/* Records each sight line of the base cut to its runs of kept spaces. */
static void
keep_sight(struct board *b, struct facts *f, const struct facts *bf,
    const int *map)
{
	int i, k;

	for (k = 0; k < bf->nsl; k++) {
		int m[LUCKY_MAXSPACES], n = 0, s;

		for (i = 0; i <= bf->sl[k].n; i++) {
			s = i < bf->sl[k].n ? map[bf->sl[k].m[i]] : -1;
			if (s != -1) {
				m[n++] = s;
				continue;
			}
			if (n >= 2)
				board_record_sight(b, f, m, n);
			n = 0;
		}
	}
	f->ninherited = f->nsl;
}

/*
 * "from NAME" and "keep floor NAME" (lucky-board(5)): the base board's
 * spaces on the kept floors (all without keep) with their aliases, the
 * passages they open onto, the doors, overlooks, wings and floors among
 * them, each sight line cut to its runs of kept spaces, and, unless the
 * board's own lines say otherwise, the start spaces that are kept (a
 * pet's fallback moves up) and the map of the kept floors.
 */
int
board_derive(struct board *b, struct facts *f, struct inherit *in,
    const struct board *base, const struct facts *bf, const struct text *t,
    struct lerr *e)
{
	uint64_t keep;
	int map[LUCKY_MAXSPACES];

	if (kept_spaces(in, base, t, &keep, e) == -1)
		return -1;
	keep_spaces(b, in, base, keep, map);
	keep_passages(b, base, map);
	keep_sight(b, f, bf, map);
	keep_groups(b->wing, &b->nwings, base->wing, base->nwings, map,
	    base->nspaces);
	keep_groups(b->floor, &b->nfloors, base->floor, base->nfloors, map,
	    base->nspaces);
	if (base->start_players != NOWHERE) {
		in->start_players = map[base->start_players];
		strlcpy(in->base_players, base->sp[base->start_players].id,
		    sizeof(in->base_players));
	}
	if (base->start_lucky != NOWHERE)
		in->start_lucky = map[base->start_lucky];
	keep_pet(in->start_dog, base->start_dog, map);
	keep_pet(in->start_cat, base->start_cat, map);
	keep_map(in, base, bf, map);
	return 0;
}

/* What "from" gave and the board's own lines did not replace. */
void
board_apply_inherit(struct board *b, struct facts *f, struct inherit *in)
{
	int i, r, k;

	if (b->start_players == NOWHERE)
		b->start_players = in->start_players;
	if (b->start_lucky == NOWHERE)
		b->start_lucky = in->start_lucky;
	if (b->start_dog[0] == NOWHERE)
		memcpy(b->start_dog, in->start_dog, sizeof(b->start_dog));
	if (b->start_cat[0] == NOWHERE)
		memcpy(b->start_cat, in->start_cat, sizeof(b->start_cat));
	if (f->nblocks > 0 || in->nmaprows == 0)
		return;
	for (k = 0; k < in->nblocks; k++) {
		strlcpy(f->block[k].floor, in->blockfloor[k],
		    sizeof(f->block[k].floor));
		f->block[k].line = in->line;
	}
	f->nblocks = in->nblocks;
	for (r = 0; r < in->nmaprows; r++) {
		b->map[r] = in->map[r];
		in->map[r] = NULL;
		f->rowblock[r] = in->rowblock[r];
		f->rowline[r] = in->line;
	}
	b->nmaprows = in->nmaprows;
	for (i = 0; i < in->nspaces; i++) {
		b->sp[i].anchor_row = in->anchor[i][0];
		b->sp[i].anchor_col = in->anchor[i][1];
		b->sp[i].anchor_width = in->anchor[i][2];
	}
}

/* A sight line cut from the base board must still be joined. */
int
board_check_inherited_sight(const struct board *b, const struct facts *f,
    const struct text *t, const struct inherit *in, struct lerr *e)
{
	int k, i;

	for (k = 0; k < f->ninherited; k++) {
		int m[LUCKY_MAXSPACES];

		for (i = 0; i < f->sl[k].n; i++)
			m[i] = f->sl[k].m[i];
		if ((i = board_sight_gap(b, m, f->sl[k].n)) != -1)
			return lerr_msg(e, t->label, in->line,
			    MSG_SIGHT_NO_LONGER_JOINED, in->from,
			    b->sp[m[i]].id, b->sp[m[i + 1]].id);
	}
	return 0;
}

