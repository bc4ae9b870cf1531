/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lucky.h"

/*
 * Writing a state (lucky-state(5)): state_format() writes the one
 * canonical text of a state, lines of at most LUCKY_STATELINE
 * characters, and its checksum; state_size() its length without
 * writing it.
 */

/*
 * CRC-32 (the polynomial of zlib and Ethernet, reflected, 0xedb88320)
 * of the bytes before the "sum" line: mangling in transit shows as a
 * mismatch (lucky-state(5)).
 */
uint32_t
crc32_of(const char *buf, size_t len)
{
	uint32_t crc = 0xffffffffU;
	size_t i;
	int k;

	for (i = 0; i < len; i++) {
		crc ^= (unsigned char)buf[i];
		for (k = 0; k < 8; k++)
			crc = (crc >> 1) ^ (0xedb88320U & (0U - (crc & 1)));
	}
	return ~crc;
}

static size_t	entry_size(const char *);

/* Add an entry to the record, grown geometrically, and its length. */
int
state_record(struct state *st, const char *line)
{
	if (st->nrecord >= LUCKY_MAXRECORD)
		return -1;
	if (st->nrecord == st->record_cap) {
		st->record_cap = st->record_cap ? st->record_cap * 2 : 64;
		if (st->record_cap > LUCKY_MAXRECORD)
			st->record_cap = LUCKY_MAXRECORD;
		st->record = xreallocarray(st->record, st->record_cap,
		    sizeof(*st->record));
	}
	st->record[st->nrecord++] = xstrdup(line);
	st->record_bytes += entry_size(line);
	return 0;
}

/* --- writing --- */

/* The text written so far; with count, only its length (state_size). */
struct out {
	char	*buf;
	size_t	 len, cap;
	size_t	 linestart;
	bool	 count;
};

static void
out_add(struct out *o, const char *s, size_t n)
{
	if (o->count) {
		o->len += n;
		return;
	}
	if (o->len + n + 1 > o->cap) {
		o->cap = (o->len + n + 1) * 2;
		o->buf = xreallocarray(o->buf, o->cap, 1);
	}
	memcpy(o->buf + o->len, s, n);
	o->len += n;
	o->buf[o->len] = '\0';
}

/* A word; wraps to a "+" continuation line past LUCKY_STATELINE. */
static void
out_word(struct out *o, const char *w)
{
	size_t n = strlen(w);

	if (o->len > o->linestart &&
	    o->len - o->linestart + 1 + n > LUCKY_STATELINE) {
		out_add(o, "\n", 1);
		o->linestart = o->len;
		out_add(o, "+", 1);
	}
	if (o->len > o->linestart)
		out_add(o, " ", 1);
	out_add(o, w, n);
}

static void
out_line(struct out *o, const char *key)
{
	if (o->len > 0)
		out_add(o, "\n", 1);
	o->linestart = o->len;
	out_add(o, key, strlen(key));
}

static void
out_fmt(struct out *o, const char *key, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

static void
out_fmt(struct out *o, const char *key, const char *fmt, ...)
{
	char buf[200], *p, *w;
	va_list ap;

	out_line(o, key);
	va_start(ap, fmt);
	vsnprintf(buf, sizeof(buf), fmt, ap);
	va_end(ap);
	for (p = buf; (w = strsep(&p, " ")) != NULL;)
		if (*w != '\0')
			out_word(o, w);
}

/* Card ids; in a view a run of hidden cards is "?N". */
static void
out_cards(struct out *o, const struct state *st, const int *c, int n)
{
	char run[16];
	int i, k;

	for (i = 0; i < n; i = k) {
		if (c[i] != HIDDEN) {
			out_word(o, st->deck->c[c[i]].id);
			k = i + 1;
			continue;
		}
		for (k = i; k < n && c[k] == HIDDEN; k++)
			;
		snprintf(run, sizeof(run), "?%d", k - i);
		out_word(o, run);
	}
}

static const char *
sid(const struct state *st, int s)
{
	return st->board->sp[s].id;
}

/* One record line, with the newline before it. */
static void
out_entry(struct out *o, const char *entry)
{
	char *copy = xstrdup(entry), *p = copy, *w;

	out_line(o, "record");
	while ((w = strsep(&p, " ")) != NULL)
		if (*w != '\0')
			out_word(o, w);
	free(copy);
}

/* The length of an entry's record line, with the newline before it. */
static size_t
entry_size(const char *entry)
{
	struct out o = { NULL, 1, 0, 0, true };	/* 1: a line before it */

	out_entry(&o, entry);
	return o.len - 1;
}

/* The lines of the position a composed state began from. */
static void
out_position(struct out *o, const char *pos)
{
	char *copy, *p, *line, *w;

	if (pos == NULL)
		return;
	p = copy = xstrdup(pos);
	while ((line = strsep(&p, "\n")) != NULL) {
		if (*line == '\0')
			continue;
		out_line(o, "position");
		while ((w = strsep(&line, " ")) != NULL)
			if (*w != '\0')
				out_word(o, w);
	}
	free(copy);
}

/* "sum 01234567\n" */
#define SUMLINE_SIZE	13

/* Every line but the record and the sum. */
static void
out_head(struct out *o, const struct state *st)
{
	int i;

	out_line(o, "lucky-state 1");
	if (st->view != NOBODY) {
		const char *note = "\n# one player's view: it shows the "
		    "game, it cannot be played";

		out_add(o, note, strlen(note));
		out_fmt(o, "view", "%s", st->p[st->view].name);
	}
	out_fmt(o, "rules", "%s", st->rules->name);
	out_fmt(o, "board", "%s", st->board->name);
	out_fmt(o, "deck", "%s", st->deck->name);
	for (i = 0; i < st->opt.n; i++) {
		char opt[LUCKY_MAXIDLEN * 2 + 2];

		if (st->opt.value[i][0] != '\0')
			snprintf(opt, sizeof(opt), "%s=%s", st->opt.name[i],
			    st->opt.value[i]);
		else
			strlcpy(opt, st->opt.name[i], sizeof(opt));
		out_fmt(o, "option", "%s", opt);
	}
	if (st->view == NOBODY) {
		out_fmt(o, "seed", "%" PRIu64, st->seed);
		out_fmt(o, "rng", "%016" PRIx64 " %016" PRIx64 " %016"
		    PRIx64 " %016" PRIx64, st->rng.s[0], st->rng.s[1],
		    st->rng.s[2], st->rng.s[3]);
	}
	for (i = 0; i < st->nplayers; i++)
		out_fmt(o, "player", "%s %s%s", st->p[i].name,
		    sid(st, st->p[i].room), st->p[i].stranger ? " stranger" :
		    "");
	out_fmt(o, "lucky", "%s", sid(st, st->lucky));
	if (st->dog != NOWHERE)
		out_fmt(o, "dog", "%s%s", sid(st, st->dog),
		    st->dog_dead ? " dead" : "");
	if (st->cat != NOWHERE)
		out_fmt(o, "cat", "%s", sid(st, st->cat));
	for (i = 0; i < st->board->nspaces; i++)
		if (st->locked[i] != NOCARD) {
			out_fmt(o, "locked", "%s", sid(st, i));
			out_cards(o, st, &st->locked[i], 1);
		}
	if (st->lights_out)
		out_line(o, "lights off");
	if (st->rules->pool > 0) {
		out_fmt(o, "pool", "%d", st->pool);
		for (i = 0; i < st->nplayers; i++)
			out_fmt(o, "tokens", "%s %d", st->p[i].name,
			    st->p[i].tokens);
		if (rules_option_says(st, st->rules->dog_tokens))
			out_fmt(o, "tokens", "dog %d", st->dog_tokens);
	}
	out_fmt(o, "first", "%s", st->p[st->first].name);
	out_fmt(o, "turn", "%d %s", st->turn, st->p[st->current].name);
	out_fmt(o, "round", "%d", st->round);
	out_fmt(o, "phase", "%s", phase_name(st->phase));
	out_fmt(o, "free", "%d", st->free_steps);
	out_fmt(o, "played", "%d", st->played);
	if (state_option(st, "tie") != NULL)
		for (i = 0; i < st->nplayers; i++)
			out_fmt(o, "last", "%s %d", st->p[i].name,
			    st->p[i].last_turn);
	if (st->phase == PHASE_TAKE)
		out_fmt(o, "take", "%s", st->p[st->taker].name);
	if (st->attempt_pending) {
		out_fmt(o, "attempt", "%s %s %d",
		    st->att.attacker == PAWN_LUCKY ? "lucky" :
		    st->p[st->att.attacker].name, st->att.on_dog ? "dog" :
		    st->att.target != NOBODY ? st->p[st->att.target].name :
		    "lucky", st->att.value);
		out_cards(o, st, st->att.weapons, st->att.nweapons);
		out_fmt(o, "answer", "%s %d", st->p[st->att.answerer].name,
		    st->att.total);
	}
	if (st->winner != NOBODY)
		out_fmt(o, "winner", "%s", st->p[st->winner].name);
	if (st->loser != NOBODY)
		out_fmt(o, "loser", "%s", st->p[st->loser].name);
	for (i = 0; i < st->nplayers; i++) {
		out_fmt(o, "hand", "%s", st->p[i].name);
		out_cards(o, st, st->p[i].hand, st->p[i].nhand);
	}
	for (i = 0; i < st->nplayers; i++)
		if (st->p[i].nmotives > 0) {
			out_fmt(o, "motives", "%s", st->p[i].name);
			out_cards(o, st, st->p[i].motives,
			    st->p[i].nmotives);
		}
	for (i = 0; i < st->nplayers; i++)
		if (st->p[i].strength > 0)
			out_fmt(o, "strength", "%s %d", st->p[i].name,
			    st->p[i].strength);
	if (st->lucky_strength > 0)
		out_fmt(o, "strength", "lucky %d", st->lucky_strength);
	for (i = 0; i < st->nplayers; i++)
		if (st->p[i].dead)
			out_fmt(o, "dead", "%s", st->p[i].name);
	out_line(o, "draw");
	out_cards(o, st, st->draw, st->ndraw);
	out_line(o, "discard");
	out_cards(o, st, st->discard, st->ndiscard);
	out_line(o, "removed");
	out_cards(o, st, st->removed, st->nremoved);
	out_position(o, st->position);
}

char *
state_format(const struct state *st, size_t *lenp)
{
	struct out o = { NULL, 0, 0, 0, false };
	int i;

	out_head(&o, st);
	for (i = 0; i < st->nrecord; i++)
		out_entry(&o, st->record[i]);
	out_add(&o, "\n", 1);
	{
		char sum[16];

		snprintf(sum, sizeof(sum), "sum %08x\n", crc32_of(o.buf,
		    o.len));
		out_add(&o, sum, strlen(sum));
	}
	*lenp = o.len;
	return o.buf;
}

/*
 * The length of state_format's text, with extra as one more record
 * entry, without writing it: the record's length is kept as it grows
 * (state_record), so an action costs the head's length only.
 */
size_t
state_size(const struct state *st, const char *extra)
{
	struct out o = { NULL, 0, 0, 0, true };

	out_head(&o, st);
	return o.len + st->record_bytes + (extra != NULL ?
	    entry_size(extra) : 0) + 1 + SUMLINE_SIZE;
}

int
state_write(const struct state *st, FILE *fp)
{
	char *buf;
	size_t len;
	int ret = 0;

	buf = state_format(st, &len);
	if (fwrite(buf, 1, len, fp) != len)
		ret = -1;
	free(buf);
	return ret;
}

