/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "state.h"

/*
 * Writing a state (lucky-state(5)): state_format() writes the one
 * canonical text of a state, lines of at most LUCKY_STATELINE
 * characters, and its checksum; state_size() its length without
 * writing it.
 */

/*
 * The record's entries point into blocks of text that never move (struct
 * recblock), a block each time the last is full, each twice as large:
 * an allocation for many entries, not one each.
 */
#define RECBLOCK	4096

static size_t	entry_words(const char *, char *);

/* Add an entry to the record, grown geometrically, and its length. */
int
state_record(struct state *st, const char *line)
{
	return state_record_n(st, line, strlen(line));
}

/* state_record of a line of n bytes (its length known already). */
int
state_record_n(struct state *st, const char *line, size_t n)
{
	struct recblock *b = st->record_text;
	size_t need = n + 1;
	char *copy;

	if (st->nrecord >= LUCKY_MAXRECORD)
		return -1;
	if (st->nrecord == st->record_cap) {
		st->record_cap = st->record_cap ? st->record_cap * 2 : 64;
		if (st->record_cap > LUCKY_MAXRECORD)
			st->record_cap = LUCKY_MAXRECORD;
		st->record = xreallocarray(st->record, st->record_cap,
		    sizeof(*st->record));
	}
	if (b == NULL || b->size - b->used < need) {
		size_t size = b == NULL ? RECBLOCK : b->size * 2;

		while (size < need)
			size *= 2;
		b = xreallocarray(NULL, 1, sizeof(*b) + size);
		b->prev = st->record_text;
		b->size = size;
		b->used = 0;
		st->record_text = b;
	}
	/* the entry as the record line writes it: its words, one blank
	 * between each two; a short one as it is (out_entry) */
	copy = st->record[st->nrecord++] = b->text + b->used;
	if (n > 0 && 7 + n <= LUCKY_STATELINE) {
		/* line need not end at n (lucky-check reads entries where
		 * they lie in the text) */
		memcpy(copy, line, n);
		copy[n] = '\0';
		st->record_bytes += 8 + n;	/* "\nrecord " */
	} else {
		st->record_bytes += entry_words(line, copy);
		need = strlen(copy) + 1;
	}
	b->used += need;
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

/* A word of n characters (none: nothing); wraps to a "+" continuation
 * line past LUCKY_STATELINE. */
static void
out_wordn(struct out *o, const char *w, size_t n)
{
	if (n == 0)
		return;
	if (o->len > o->linestart &&
	    o->len - o->linestart + 1 + n > LUCKY_STATELINE) {
		out_add(o, "\n+", 2);
		o->linestart = o->len - 1;
	}
	if (o->len > o->linestart)
		out_add(o, " ", 1);
	out_add(o, w, n);
}

static void
out_word(struct out *o, const char *w)
{
	out_wordn(o, w, strlen(w));
}

/* A number, in decimal or as 16 hexadecimal digits. */
static void
out_num(struct out *o, uint64_t v, bool hex)
{
	char buf[24], *p = buf + sizeof(buf);
	int i;

	if (hex)
		for (i = 0; i < 16; i++, v >>= 4)
			*--p = "0123456789abcdef"[v & 0xf];
	else
		do
			*--p = (char)('0' + v % 10);
		while ((v /= 10) > 0);
	out_wordn(o, p, (size_t)(buf + sizeof(buf) - p));
}

static void
out_int(struct out *o, int v)
{
	char buf[16];

	if (v >= 0)
		out_num(o, (uint64_t)v, false);
	else {
		snprintf(buf, sizeof(buf), "%d", v);
		out_word(o, buf);
	}
}

static void
out_line(struct out *o, const char *key)
{
	if (o->len > 0)
		out_add(o, "\n", 1);
	o->linestart = o->len;
	out_add(o, key, strlen(key));
}

/* "key word" */
static void
out_key(struct out *o, const char *key, const char *w)
{
	out_line(o, key);
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

/*
 * One record line, with the newline before it; one that fits on a line
 * as it is (state_record keeps an entry's words one blank apart).
 */
static void
out_entry(struct out *o, const char *entry)
{
	size_t n = strlen(entry);
	const char *w;

	out_line(o, "record");
	if (n > 0 && 7 + n <= LUCKY_STATELINE) {
		out_add(o, " ", 1);
		out_add(o, entry, n);
		return;
	}
	for (;;) {
		while (*entry == ' ')
			entry++;
		if (*entry == '\0')
			return;
		for (w = entry; *entry != ' ' && *entry != '\0'; entry++)
			;
		out_wordn(o, w, (size_t)(entry - w));
	}
}

/*
 * The words of an entry, one blank between each two, into copy (when
 * not NULL), and the length of its record line with the newline before
 * it: what out_entry writes, counted in one pass.
 */
static size_t
entry_words(const char *entry, char *copy)
{
	size_t len = 7, col = 6, n;	/* "\nrecord" */
	const char *w;
	bool first = true;

	for (;;) {
		while (*entry == ' ')
			entry++;
		if (*entry == '\0')
			break;
		for (w = entry; *entry != ' ' && *entry != '\0'; entry++)
			;
		n = (size_t)(entry - w);
		if (col + 1 + n > LUCKY_STATELINE) {
			len += 2;	/* "\n+" */
			col = 1;
		}
		len += 1 + n;
		col += 1 + n;
		if (copy != NULL) {
			if (!first)
				*copy++ = ' ';
			memcpy(copy, w, n);
			copy += n;
		}
		first = false;
	}
	if (copy != NULL)
		*copy = '\0';
	return len;
}

/* The length of an entry's record line, with the newline before it. */
static size_t
entry_size(const char *entry)
{
	size_t n = strlen(entry);

	return n > 0 && 7 + n <= LUCKY_STATELINE ? 8 + n :
	    entry_words(entry, NULL);
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

/* A view's "told" lines, after the record: a sentence a line. */
static void
out_told(struct out *o, const char *told)
{
	char *copy, *p, *line, *w;

	if (told == NULL)
		return;
	p = copy = xstrdup(told);
	while ((line = strsep(&p, "\n")) != NULL) {
		if (*line == '\0')
			continue;
		out_line(o, "told");
		while ((w = strsep(&line, " ")) != NULL)
			if (*w != '\0')
				out_word(o, w);
	}
	free(copy);
}

/* "sum 01234567\n" */
#define SUMLINE_SIZE	13

/* Writes the version, view, rules, board, deck, options and seed lines. */
static void
out_header(struct out *o, const struct state *st)
{
	int i;

	out_line(o, "lucky-state 1");
	if (st->view != NOBODY) {
		const char *note = st->view == OBSERVER ?
		    "\n# an observer's view: it shows no hand, it cannot be "
		    "played" : "\n# one player's view: it shows the "
		    "game, it cannot be played";

		out_add(o, note, strlen(note));
		out_key(o, "view", st->view == OBSERVER ? "-" :
		    st->p[st->view].name);
	}
	out_key(o, "rules", st->rules->name);
	out_key(o, "board", st->board->name);
	out_key(o, "deck", st->deck->name);
	for (i = 0; i < st->opt.n; i++) {
		char opt[LUCKY_MAXIDLEN * 2 + 2];

		if (st->opt.value[i][0] != '\0')
			snprintf(opt, sizeof(opt), "%s=%s", st->opt.name[i],
			    st->opt.value[i]);
		else
			strlcpy(opt, st->opt.name[i], sizeof(opt));
		out_key(o, "option", opt);
	}
	if (st->view == NOBODY) {
		out_line(o, "seed");
		out_num(o, st->seed, false);
		out_line(o, "rng");
		for (i = 0; i < 4; i++)
			out_num(o, st->rng.s[i], true);
	}
}

/* Writes where the pawns are, the locked rooms, the lights, the tokens. */
static void
out_pawns(struct out *o, const struct state *st)
{
	int i;

	for (i = 0; i < st->nplayers; i++) {
		out_key(o, "player", st->p[i].name);
		out_word(o, sid(st, st->p[i].room));
		if (st->p[i].stranger)
			out_word(o, "stranger");
	}
	out_key(o, "lucky", sid(st, st->lucky));
	if (st->dog != NOWHERE) {
		out_key(o, "dog", sid(st, st->dog));
		if (st->dog_dead)
			out_word(o, "dead");
	}
	if (st->cat != NOWHERE)
		out_key(o, "cat", sid(st, st->cat));
	for (i = 0; i < st->board->nspaces; i++)
		if (st->locked[i] != NOCARD) {
			out_key(o, "locked", sid(st, i));
			out_cards(o, st, &st->locked[i], 1);
		}
	if (st->lights_out)
		out_line(o, "lights off");
	if (st->rules->pool > 0) {
		out_line(o, "pool");
		out_int(o, st->pool);
		for (i = 0; i < st->nplayers; i++) {
			out_key(o, "tokens", st->p[i].name);
			out_int(o, st->p[i].tokens);
		}
		if (rules_option_says(st, st->rules->dog_tokens)) {
			out_key(o, "tokens", "dog");
			out_int(o, st->dog_tokens);
		}
	}
}

/* Writes whose turn it is, its phase, the attempt pending, the result. */
static void
out_turn(struct out *o, const struct state *st)
{
	const struct attempt *a = &st->att;
	int i;

	out_key(o, "first", st->p[st->first].name);
	out_line(o, "turn");
	out_int(o, st->turn);
	out_word(o, st->p[st->current].name);
	out_line(o, "round");
	out_int(o, st->round);
	out_key(o, "phase", phase_name(st->phase));
	out_line(o, "free");
	out_int(o, st->free_steps);
	out_line(o, "played");
	out_int(o, st->played);
	if (state_option(st, OPT_TIE) != NULL)
		for (i = 0; i < st->nplayers; i++) {
			out_key(o, "last", st->p[i].name);
			out_int(o, st->p[i].last_turn);
		}
	if (st->phase == PHASE_TAKE)
		out_key(o, "take", st->p[st->taker].name);
	if (st->attempt_pending) {
		out_key(o, "attempt", a->attacker == PAWN_LUCKY ? "lucky" :
		    st->p[a->attacker].name);
		out_word(o, a->on_dog ? "dog" : a->target != NOBODY ?
		    st->p[a->target].name : "lucky");
		out_int(o, a->value);
		out_cards(o, st, a->weapons, a->nweapons);
		out_key(o, "answer", st->p[a->answerer].name);
		out_int(o, a->total);
	}
	if (st->winner != NOBODY)
		out_key(o, "winner", st->p[st->winner].name);
	if (st->loser != NOBODY)
		out_key(o, "loser", st->p[st->loser].name);
}

/* Writes the players' hands, motives, strength and deaths, and the piles. */
static void
out_players(struct out *o, const struct state *st)
{
	int i;

	for (i = 0; i < st->nplayers; i++) {
		out_key(o, "hand", st->p[i].name);
		out_cards(o, st, st->p[i].hand, st->p[i].nhand);
	}
	for (i = 0; i < st->nplayers; i++)
		if (st->p[i].nmotives > 0) {
			out_key(o, "motives", st->p[i].name);
			out_cards(o, st, st->p[i].motives,
			    st->p[i].nmotives);
		}
	for (i = 0; i < st->nplayers; i++)
		if (st->p[i].strength > 0) {
			out_key(o, "strength", st->p[i].name);
			out_int(o, st->p[i].strength);
		}
	if (st->lucky_strength > 0) {
		out_key(o, "strength", "lucky");
		out_int(o, st->lucky_strength);
	}
	for (i = 0; i < st->nplayers; i++)
		if (st->p[i].dead)
			out_key(o, "dead", st->p[i].name);
	out_line(o, "draw");
	out_cards(o, st, st->draw, st->ndraw);
	out_line(o, "discard");
	out_cards(o, st, st->discard, st->ndiscard);
	out_line(o, "removed");
	out_cards(o, st, st->removed, st->nremoved);
}

/*
 * Every line but the record and the sum.  state_size_bound counts its
 * lines and words: a line here is a line there.
 */
static void
out_head(struct out *o, const struct state *st)
{
	out_header(o, st);
	out_pawns(o, st);
	out_turn(o, st);
	out_players(o, st);
	out_position(o, st->position);
}

/* The state's text up to its sum line, which is the CRC of it. */
static void
out_body(struct out *o, const struct state *st)
{
	int i;

	/* room for the head, as a rule, so that the record is not copied
	 * again as the buffer grows */
	o->cap = st->record_bytes + 4096;
	o->buf = xreallocarray(NULL, o->cap, 1);
	out_head(o, st);
	/* the record's short entries straight into the buffer, which has
	 * room for the record once the head is written */
	if (o->cap < o->len + st->record_bytes + 1) {
		o->cap = o->len + st->record_bytes + 1 + 16;
		o->buf = xreallocarray(o->buf, o->cap, 1);
	}
	for (i = 0; i < st->nrecord; i++) {
		const char *e = st->record[i];
		size_t n = strlen(e);

		if (n > 0 && 7 + n <= LUCKY_STATELINE) {
			memcpy(o->buf + o->len, "\nrecord ", 8);
			memcpy(o->buf + o->len + 8, e, n);
			o->len += 8 + n;
		} else
			out_entry(o, e);
	}
	out_told(o, st->told);
	out_add(o, "\n", 1);
}

char *
state_format(const struct state *st, size_t *lenp)
{
	struct out o = { NULL, 0, 0, 0, false };
	char sum[16];

	out_body(&o, st);
	snprintf(sum, sizeof(sum), "sum %08x\n", crc32_of(o.buf, o.len));
	out_add(&o, sum, strlen(sum));
	*lenp = o.len;
	return o.buf;
}

/*
 * Whether text, len bytes, is state_format's text of st up to its sum
 * line, found without writing the record: the head is written and
 * compared, then each entry where its record line lies.  A long entry
 * (one out_entry may wrap into "+" lines) answers false, as does any
 * difference: the caller then writes and compares the whole (lucky-check
 * saves a copy of the record and its CRC: the text's sum line, checked
 * as it was read, is the CRC of the same bytes).
 */
bool
state_body_is(const struct state *st, const char *text, size_t len)
{
	struct out o = { NULL, 0, 0, 0, false };
	size_t at, n;
	bool same;
	int i;

	o.cap = 4096;
	o.buf = xreallocarray(NULL, o.cap, 1);
	out_head(&o, st);
	same = o.len <= len && memcmp(text, o.buf, o.len) == 0;
	at = o.len;
	free(o.buf);
	for (i = 0; same && i < st->nrecord; i++) {
		n = strlen(st->record[i]);
		same = n > 0 && 7 + n <= LUCKY_STATELINE &&
		    len - at >= 8 + n &&
		    memcmp(text + at, "\nrecord ", 8) == 0 &&
		    memcmp(text + at + 8, st->record[i], n) == 0;
		at += 8 + n;
	}
	return same && len - at == 1 && text[at] == '\n';
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
	out_told(&o, st->told);
	return o.len + st->record_bytes + (extra != NULL ?
	    entry_size(extra) : 0) + 1 + SUMLINE_SIZE;
}

/*
 * At least state_size, from the state's numbers alone, without the
 * walk through its head: every line of out_head counted at its longest
 * key and every word at its longest, a word of a name or an id at most
 * LUCKY_MAXIDLEN characters, an option's at most twice that and its
 * "=", a number's at most 20 digits, and each with the blank and the
 * "+" line it may bring.  An action checks the exact length only when
 * this bound passes the limit.
 */
#define HEAD_KEY	13	/* "lucky-state 1" */
#define HEAD_WORD	(2 * LUCKY_MAXIDLEN + 1 + 3)	/* " " and "\n+" */
#define HEAD_NOTE	80	/* a view's comment */
/* lines and words there once at most (a "tokens dog" line), then
 * those of each player: player, tokens, last, hand, motives, strength,
 * dead */
#define HEAD_LINES	28
#define HEAD_WORDS	34
#define PLAYER_LINES	7
#define PLAYER_WORDS	12

size_t
state_size_bound(const struct state *st, const char *extra)
{
	size_t lines, words;

	/* each card of the deck lies in one place at most (state_check),
	 * a hand, a pile, the motives or the attempt's weapons */
	lines = HEAD_LINES + (size_t)PLAYER_LINES * st->nplayers +
	    st->opt.n + st->board->nspaces;
	words = HEAD_WORDS + (size_t)PLAYER_WORDS * st->nplayers +
	    st->opt.n + 2 * st->board->nspaces + st->deck->ncards;
	return HEAD_NOTE + lines * (1 + HEAD_KEY) + words * HEAD_WORD +
	    st->record_bytes + (extra != NULL ? entry_size(extra) : 0) + 1 +
	    SUMLINE_SIZE + (st->told != NULL ? 4 * strlen(st->told) : 0);
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
