/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

#include <string.h>

#include "state.h"

/*
 * What player p may see: their own hand, the other hands and the draw
 * pile as hidden cards, no seed and no generator (with them a player
 * could deal every hand again).  The record is public: it holds the
 * actions as typed, never the card a player drew.  p OBSERVER: an
 * observer's view, every hand hidden.
 */
void
state_view(const struct state *src, int p, struct state *dst)
{
	int i, k;

	*dst = *src;
	dst->record = NULL;
	dst->record_text = NULL;
	dst->nrecord = dst->record_cap = 0;
	dst->record_bytes = 0;
	for (i = 0; i < src->nrecord; i++)
		state_record(dst, src->record[i]);
	dst->view = p;
	dst->seed = 0;
	/* the position it was composed from may show any card */
	dst->position = NULL;
	/* a view's view keeps what its player was told (view_told); an
	 * observer's of a player's view does not: it told their cards */
	dst->told = src->told != NULL && src->view == p ?
	    xstrdup(src->told) : NULL;
	memset(&dst->rng, 0, sizeof(dst->rng));
	for (i = 0; i < dst->nplayers; i++)
		if (i != p)
			for (k = 0; k < dst->p[i].nhand; k++)
				dst->p[i].hand[k] = HIDDEN;
	for (k = 0; k < dst->ndraw; k++)
		dst->draw[k] = HIDDEN;
	for (k = 0; k < LUCKY_MAXSPACES; k++)
		if (dst->locked[k] != NOCARD)
			dst->locked[k] = HIDDEN;	/* face down (A.2) */
	/* the marks of Lucky's strength lie face down (RULES A.14) */
	if (dst->lucky_strength > 0)
		for (k = 0; k < dst->nremoved; k++)
			dst->removed[k] = HIDDEN;
}

const char *
view_who(const struct state *st)
{
	if (st->view == OBSERVER)
		return "an observer";
	return st->p[st->view].name;
}
