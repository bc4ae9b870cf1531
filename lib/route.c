/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "play.h"

/*
 * The way to a room by its name alone (lucky-move --to, the order "move
 * ROOM"): the cheapest of the ways reach.c finds (RULES C.1, C.4, C.5,
 * A.5), what it keeps, and the ways told as orders a person may type.
 */

#define ROUTE_MAXWAYS	16

static const char *
label(const struct state *st, int s, char *buf, size_t size)
{
	return board_label(st->board, s, buf, size);
}

/* The steps from each space to space to, locked rooms left out (RULES
 * C.1, A.2): dist[s], or -1 when no steps lead there. */
static void
distances_to(const struct state *st, int to, int *dist)
{
	const struct board *b = st->board;
	int queue[LUCKY_MAXSPACES], head = 0, tail = 0, s, t;

	for (s = 0; s < b->nspaces; s++)
		dist[s] = -1;
	dist[to] = 0;
	queue[tail++] = to;
	while (head < tail) {
		s = queue[head++];
		for (t = 0; t < b->nspaces; t++)
			if (dist[t] < 0 && st->locked[t] == NOCARD &&
			    board_adjacent(b, t, s)) {
				dist[t] = dist[s] + 1;
				queue[tail++] = t;
			}
	}
}

/* The steps player p's move cards and free step pay this turn. */
static int
steps_paid(const struct state *st, int p)
{
	int i, n = st->phase == PHASE_MOVE ? st->free_steps : 0;

	for (i = 0; i < st->p[p].nhand; i++)
		if (st->p[p].hand[i] >= 0 &&
		    st->deck->c[st->p[p].hand[i]].kind == CARD_MOVE)
			n += st->deck->c[st->p[p].hand[i]].value;
	return n;
}

/* Space to out of reach: how far, what p can pay, the nearest space in
 * reach; ACT_BAD. */
static int
out_of_reach(const struct state *st, int p, int to, struct lerr *e)
{
	struct reach *r;
	char where[100], from[100], near[300];
	int dist[LUCKY_MAXSPACES], s, best = -1, n;

	distances_to(st, to, dist);
	if ((n = dist[st->p[p].room]) < 0)
		return lerr_msg(e, NULL, 0, MSG_OUT_OF_REACH_NO_WAY,
		    label(st, to, where, sizeof(where)),
		    label(st, st->p[p].room, from, sizeof(from))), ACT_BAD;
	r = xcalloc(1, sizeof(*r));
	reach_compute(st, p, r);
	for (s = 0; s < st->board->nspaces; s++)
		if (r->way[s].ok && dist[s] >= 0 && (best < 0 ||
		    dist[s] < dist[best] || (dist[s] == dist[best] &&
		    reach_cmp(&r->way[s], &r->way[best]) < 0)))
			best = s;
	if (best < 0)
		msg_fmt(near, sizeof(near), MSG_REACH_NOTHING);
	else
		msg_fmt(near, sizeof(near), MSG_REACH_NEAREST,
		    label(st, best, from, sizeof(from)), dist[best],
		    dist[best] == 1 ? "" : "s");
	free(r);
	return lerr_msg(e, NULL, 0, MSG_OUT_OF_REACH,
	    label(st, to, where, sizeof(where)), n, n == 1 ? "" : "s",
	    st->p[p].name, steps_paid(st, p), near), ACT_BAD;
}

int
route_plan(const struct state *st, int p, int to, struct route *r,
    struct lerr *e)
{
	struct reach_way ways[ROUTE_MAXWAYS];
	struct state copy = *st;
	int n, i, ret;

	memset(r, 0, sizeof(*r));
	/* one step by the free step, or the turn engine's refusal of any
	 * move now (the turn, the phase, a locked room) */
	ret = turn_move(&copy, p, NULL, 0, p, &to, 1, e);
	if (ret == ACT_OK) {
		r->way.ok = true;
		r->way.path[0] = to;
		r->way.npath = 1;
		r->way.free = copy.free_steps < st->free_steps;
		return ACT_OK;
	}
	if (e->code != MSG_NOT_ONE_STEP && e->code != MSG_STEPS_PAID)
		return ret;
	if ((n = reach_ways(st, p, to, ways, ROUTE_MAXWAYS)) == 0)
		return out_of_reach(st, p, to, e);
	r->way = ways[0];
	for (i = 1; i < n; i++)
		if (ways[i].ncards == ways[0].ncards &&
		    ways[i].worth > ways[0].worth) {
			r->kept = ways[i];
			break;
		}
	return ACT_OK;
}

void
route_order(const struct state *st, const struct reach_way *w, char *buf,
    size_t size)
{
	int i;

	strlcpy(buf, "move", size);
	for (i = 0; i < w->ncards; i++) {
		strlcat(buf, " -c ", size);
		strlcat(buf, st->deck->c[w->cards[i]].id, size);
	}
	for (i = 0; i < w->npath; i++) {
		strlcat(buf, " ", size);
		strlcat(buf, st->board->sp[w->path[i]].id, size);
	}
}

/* The names of the cards of w that are not among those of but (NULL:
 * none), a comma apart. */
static void
card_names(const struct state *st, const struct reach_way *w,
    const struct reach_way *but, char *buf, size_t size)
{
	int i, j;

	buf[0] = '\0';
	for (i = 0; i < w->ncards; i++) {
		for (j = 0; but != NULL && j < but->ncards &&
		    but->cards[j] != w->cards[i]; j++)
			;
		if (but != NULL && j < but->ncards)
			continue;
		if (buf[0] != '\0')
			strlcat(buf, ", ", size);
		strlcat(buf, st->deck->c[w->cards[i]].name, size);
	}
}

void
route_cost(const struct state *st, const struct reach_way *w, char *buf,
    size_t size)
{
	char names[LUCKY_MAXINLINE];

	if (w->ncards == 0) {
		strlcpy(buf, "the free step", size);
		return;
	}
	card_names(st, w, NULL, names, sizeof(names));
	snprintf(buf, size, "%d card%s (%s)%s", w->ncards,
	    w->ncards == 1 ? "" : "s", names, w->free ?
	    " and the free step" : "");
}

/* With dry, the other ways to the plan's room after buf, "  or ORDER:
 * COST" a line (route_ways_text's lines but the plan's). */
static void
other_ways(const struct state *st, int p, const struct route *r,
    char *buf, size_t size)
{
	char order[LUCKY_MAXINLINE], *t, *line, *next;
	size_t len;

	route_order(st, &r->way, order, sizeof(order));
	len = strlen(order);
	t = route_ways_text(st, p, r->way.path[r->way.npath - 1]);
	for (line = t; *line != '\0'; line = next) {
		next = line + strcspn(line, "\n");
		if (*next != '\0')
			*next++ = '\0';
		if (strncmp(line, order, len) == 0 && line[len] == ':')
			continue;
		snprintf(buf + strlen(buf), size - strlen(buf), "\n  or %s",
		    line);
	}
	free(t);
}

void
route_told(const struct state *st, int p, const struct route *r, bool dry,
    char *buf, size_t size)
{
	char order[LUCKY_MAXINLINE], cost[LUCKY_MAXINLINE];
	char where[100], kept[LUCKY_MAXINLINE];
	int to = r->way.path[r->way.npath - 1];

	buf[0] = '\0';
	if (!dry && r->way.ncards == 0 && r->way.npath == 1)
		return;
	route_order(st, &r->way, order, sizeof(order));
	route_cost(st, &r->way, cost, sizeof(cost));
	snprintf(buf, size, "%s %s %s, the cheapest way to %s: %s",
	    st->p[p].name, dry ? "would play" : "played", order,
	    label(st, to, where, sizeof(where)), cost);
	if (r->kept.ok) {
		card_names(st, &r->kept, &r->way, kept, sizeof(kept));
		snprintf(buf + strlen(buf), size - strlen(buf),
		    ", keeping %s, which another way of %d card%s plays",
		    kept, r->kept.ncards, r->kept.ncards == 1 ? "" : "s");
	}
	if (dry)
		other_ways(st, p, r, buf, size);
}

/* Line onto the text *t of *len bytes. */
static void
add_line(char **t, size_t *len, const char *line)
{
	size_t n = strlen(line);

	*t = xreallocarray(*t, *len + n + 2, 1);
	memcpy(*t + *len, line, n);
	(*t)[*len + n] = '\n';
	*len += n + 1;
	(*t)[*len] = '\0';
}

char *
route_ways_text(const struct state *st, int p, int to)
{
	struct reach_way ways[ROUTE_MAXWAYS];
	char order[LUCKY_MAXINLINE], cost[LUCKY_MAXINLINE];
	char line[2 * LUCKY_MAXINLINE + 4];
	char *t = xstrdup("");
	size_t len = 0;
	int n, i;

	n = reach_ways(st, p, to, ways, ROUTE_MAXWAYS);
	for (i = 0; i < n; i++) {
		route_order(st, &ways[i], order, sizeof(order));
		route_cost(st, &ways[i], cost, sizeof(cost));
		snprintf(line, sizeof(line), "%s: %s", order, cost);
		add_line(&t, &len, line);
	}
	return t;
}

char *
route_reach_text(const struct state *st, int p)
{
	struct reach *r = xcalloc(1, sizeof(*r));
	char order[LUCKY_MAXINLINE], cost[LUCKY_MAXINLINE], where[100];
	char line[2 * LUCKY_MAXINLINE + 104];
	char *t = xstrdup("");
	size_t len = 0;
	int s;

	reach_compute(st, p, r);
	for (s = 0; s < st->board->nspaces; s++) {
		if (!r->way[s].ok)
			continue;
		route_order(st, &r->way[s], order, sizeof(order));
		route_cost(st, &r->way[s], cost, sizeof(cost));
		snprintf(line, sizeof(line), "%s, %s: %s",
		    label(st, s, where, sizeof(where)), cost, order);
		add_line(&t, &len, line);
	}
	free(r);
	return t;
}
