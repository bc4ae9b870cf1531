/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

#include <ctype.h>
#include <errno.h>
#include <inttypes.h>
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "lucky.h"

/*
 * The state file (lucky-state(5)).  Parsing is two passes over the
 * lines: the header (rules, board, deck) first, since every other line
 * names rooms and cards of that board and deck; then the rest in any
 * order.  state_format() writes the one canonical text of a state.
 */

#define LABEL	"state"

static const char *record_verbs[] = {
	"move", "attempt", "foil", "pass", "end", "take", "escape", NULL
};

bool lucky_verify_sum = true;

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

/*
 * The "sum" line must be the last line.  Without one the state is taken
 * as written by hand; with one that does not match, it was changed or
 * damaged, which is an error unless lucky_verify_sum is off (-F).
 */
static int
check_sum(struct state *st, const char *buf, size_t *len, struct lerr *e)
{
	size_t end = *len, start;
	int line = 1;
	size_t i;
	char want[9], have[9];

	while (end > 0 && (buf[end - 1] == '\n' || buf[end - 1] == '\r' ||
	    buf[end - 1] == ' ' || buf[end - 1] == '\t'))
		end--;
	for (start = end; start > 0 && buf[start - 1] != '\n'; start--)
		;
	if (end - start < 4 || strncmp(buf + start, "sum", 3) != 0 ||
	    (buf[start + 3] != ' ' && buf[start + 3] != '\t'))
		return 0;
	for (i = 0; i < start; i++)
		if (buf[i] == '\n')
			line++;
	st->has_sum = true;
	snprintf(want, sizeof(want), "%08x", crc32_of(buf, start));
	/* the buffer need not end in a NUL: compare a bounded copy */
	if (end - start == 12) {
		memcpy(have, buf + start + 4, 8);
		have[8] = '\0';
		if (strspn(have, "0123456789abcdef") == 8 &&
		    strcmp(have, want) == 0)
			st->sum_ok = true;
	}
	if (!st->sum_ok && lucky_verify_sum)
		return lerr_set(e, LABEL, line, "checksum mismatch: the state "
		    "was changed or damaged after it was written (-F reads it "
		    "anyway)");
	*len = start;		/* the sum line is not part of the state */
	return 0;
}

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
	int i;

	for (i = 0; i < st->nrecord; i++)
		free(st->record[i]);
	free(st->record);
	st->record = NULL;
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
state_option(const struct state *st, const char *name)
{
	int i;

	for (i = 0; i < st->opt.n; i++)
		if (strcmp(st->opt.name[i], name) == 0)
			return st->opt.value[i];
	return NULL;
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
		return lerr_set(e, NULL, 0, "player name \"%.40s\" must start "
		    "with a letter", s);
	for (n = 0; s[n] != '\0'; n++)
		if (!isalnum((unsigned char)s[n]) && s[n] != '-' &&
		    s[n] != '_')
			return lerr_set(e, NULL, 0, "player name \"%.40s\": "
			    "only letters, digits, '-' and '_'", s);
	if (n > LUCKY_MAXIDLEN)
		return lerr_set(e, NULL, 0, "player name \"%.40s\" is longer "
		    "than %d characters", s, LUCKY_MAXIDLEN);
	for (i = 0; reserved[i] != NULL; i++)
		if (strcasecmp(s, reserved[i]) == 0)
			return lerr_set(e, NULL, 0, "\"%s\" cannot be a "
			    "player's name: it names another pawn", s);
	return 0;
}

/* A player by name (any case) or by seat number. */
int
state_find_player(const struct state *st, const char *q, char *msg,
    size_t size)
{
	const char *errstr;
	int i, seat;

	for (i = 0; i < st->nplayers; i++)
		if (strcasecmp(st->p[i].name, q) == 0)
			return i;
	if (strspn(q, "0123456789") == strlen(q) && q[0] != '\0') {
		seat = (int)strtonum(q, 1, st->nplayers, &errstr);
		if (errstr == NULL)
			return seat - 1;
		snprintf(msg, size, "no seat %.20s (seats are 1-%d)", q,
		    st->nplayers);
		return -1;
	}
	snprintf(msg, size, "unknown player \"%.40s\"", q);
	return -1;
}

int
state_find_space(const struct state *st, const char *q, char *msg,
    size_t size)
{
	return board_find(st->board, q, msg, size);
}

/* --- parsing --- */

struct parse {
	struct state	*st;
	struct text	*t;
	struct lerr	*e;
	int		 where[LUCKY_MAXCARDS];	/* line a card was placed on */
	bool		 seen_player_hand[LUCKY_MAXPLAYERS];
	bool		 seen_last[LUCKY_MAXPLAYERS];
	int		 hidden;	/* hidden cards in a view */
	bool		 seen_tokens[LUCKY_MAXPLAYERS];
	int		 seen_dog_tokens;
};

static int
perr(struct parse *ps, int line, const char *fmt, const char *a,
    const char *b)
{
	char msg[300];

	snprintf(msg, sizeof(msg), fmt, a, b);
	return lerr_set(ps->e, LABEL, line, "%s", msg);
}

static int
want(struct parse *ps, const struct textline *tl, int min, int max)
{
	if (tl->nw < min)
		return perr(ps, tl->line, "%s: missing value%s", tl->w[0].s,
		    "");
	if (max > 0 && tl->nw > max)
		return perr(ps, tl->w[max].line, "%s: unexpected \"%.30s\"",
		    tl->w[0].s, tl->w[max].s);
	return 0;
}

static int
get_number(struct parse *ps, const struct word *w, long long min,
    long long max, int *out)
{
	const char *errstr;
	char msg[200];

	*out = (int)strtonum(w->s, min, max, &errstr);
	if (errstr != NULL) {
		snprintf(msg, sizeof(msg), "number \"%.20s\" is %s "
		    "(%lld-%lld)", w->s, errstr, min, max);
		return lerr_set(ps->e, LABEL, w->line, "%s", msg);
	}
	return 0;
}

static int
get_space(struct parse *ps, const struct word *w)
{
	char msg[300];
	int s;

	if ((s = board_find(ps->st->board, w->s, msg, sizeof(msg))) == -1)
		return lerr_set(ps->e, LABEL, w->line, "%s", msg);
	return s;
}

/* A space named by words k.. of a line: "player ann Drawing Room". */
static int
get_space_rest(struct parse *ps, const struct textline *tl, int k)
{
	struct word w;
	char name[LUCKY_MAXNAMELEN * 2 + 2];
	int i;

	if (tl->nw == k + 1)
		return get_space(ps, &tl->w[k]);
	name[0] = '\0';
	for (i = k; i < tl->nw; i++) {
		if (i > k)
			strlcat(name, " ", sizeof(name));
		strlcat(name, tl->w[i].s, sizeof(name));
	}
	w.s = name;
	w.line = tl->w[k].line;
	return get_space(ps, &w);
}

static int
get_player(struct parse *ps, const struct word *w)
{
	char msg[200];
	int p;

	if ((p = state_find_player(ps->st, w->s, msg, sizeof(msg))) == -1)
		return lerr_set(ps->e, LABEL, w->line, "%s", msg);
	return p;
}

/* Every card lies in exactly one place; a second place is an error. */
static int
get_card(struct parse *ps, const struct word *w)
{
	char msg[200];
	int c, i;
	const struct deck *d = ps->st->deck;

	if ((c = deck_card_by_id(d, w->s)) < 0) {
		snprintf(msg, sizeof(msg), "unknown card \"%.20s\" in deck %s",
		    w->s, d->name);
		for (i = 0; i < d->ncards; i++)
			if (strcasecmp(d->c[i].id, w->s) == 0)
				break;
		if (i == d->ncards)
			for (i = 0; i < d->ncards; i++)
				if (name_distance(d->c[i].id, w->s) == 1)
					break;
		if (i < d->ncards) {
			snprintf(msg, sizeof(msg), "unknown card "
			    "\"%.20s\" in deck %s (did you mean "
			    "\"%s\"?)", w->s, d->name, d->c[i].id);
		}
		return lerr_set(ps->e, LABEL, w->line, "%s", msg);
	}
	if (ps->where[c] != 0)
		return lerr_set(ps->e, LABEL, w->line, "card %s is already "
		    "on line %d", d->c[c].id, ps->where[c]);
	ps->where[c] = w->line;
	return c;
}

/* Cards; in a view, "?N" stands for N hidden cards (lucky-state(5)). */
static int
get_cards(struct parse *ps, const struct textline *tl, int from, int *out,
    int *n)
{
	int i, c, k, hidden;

	*n = 0;
	for (i = from; i < tl->nw; i++) {
		if (tl->w[i].s[0] == '?') {
			if (ps->st->view == NOBODY)
				return perr(ps, tl->w[i].line, "hidden cards "
				    "\"%.20s\" outside a view%s", tl->w[i].s,
				    "");
			if (get_number(ps, &(struct word){ tl->w[i].s + 1,
			    tl->w[i].line }, 1, LUCKY_MAXCARDS, &hidden) == -1)
				return -1;
			if (*n + hidden > LUCKY_MAXCARDS ||
			    ps->hidden + hidden > LUCKY_MAXCARDS)
				return perr(ps, tl->w[i].line, "too many hidden "
				    "cards%s%s", "", "");
			for (k = 0; k < hidden; k++)
				out[(*n)++] = HIDDEN;
			ps->hidden += hidden;
			continue;
		}
		if (*n == LUCKY_MAXCARDS)
			return perr(ps, tl->w[i].line, "too many cards%s%s", "",
			    "");
		if ((c = get_card(ps, &tl->w[i])) == -1)
			return -1;
		out[(*n)++] = c;
	}
	return 0;
}

static int
parse_option(struct parse *ps, const struct textline *tl)
{
	struct lerr e;

	if (want(ps, tl, 2, 2) == -1)
		return -1;
	if (option_add(&ps->st->opt, ps->st->rules, tl->w[1].s, &e) == -1)
		return lerr_set(ps->e, LABEL, tl->line, "%s", e.msg);
	return 0;
}

static int
parse_rng(struct parse *ps, const struct textline *tl)
{
	int i;
	uint64_t any = 0;

	if (want(ps, tl, 5, 5) == -1)
		return -1;
	for (i = 0; i < 4; i++) {
		const char *s = tl->w[i + 1].s;
		char *end;

		if (strlen(s) != 16 || strspn(s, "0123456789abcdef") != 16)
			return perr(ps, tl->w[i + 1].line, "rng: \"%.20s\" is "
			    "not 16 lower-case hex digits%s", s, "");
		ps->st->rng.s[i] = strtoull(s, &end, 16);
		any |= ps->st->rng.s[i];
	}
	if (any == 0)
		return perr(ps, tl->line, "rng: the state must not be all "
		    "zero%s%s", "", "");
	return 0;
}

static int
parse_seed(struct parse *ps, const struct textline *tl)
{
	const char *errstr;

	if (want(ps, tl, 2, 2) == -1)
		return -1;
	ps->st->seed = (uint64_t)strtonum(tl->w[1].s, 0, LLONG_MAX, &errstr);
	if (errstr != NULL)
		return perr(ps, tl->line, "seed \"%.30s\" is %s", tl->w[1].s,
		    errstr);
	return 0;
}

static int
check_player_name(struct parse *ps, const struct word *w, bool stranger)
{
	const char *why;
	struct lerr e;
	int i;

	for (i = 0; i < ps->st->nplayers; i++)
		if (strcasecmp(ps->st->p[i].name, w->s) == 0)
			return perr(ps, w->line, "player \"%s\" named twice%s",
			    w->s, "");
	if (player_name_ok(w->s, &e) == -1)
		return lerr_set(ps->e, LABEL, w->line, "%s", e.msg);
	/* a stranger may be called stranger1, never after a pet */
	if ((!stranger || strncasecmp(w->s, "stranger", 8) != 0) &&
	    (why = rules_name_refusal(ps->st->rules, w->s)) != NULL)
		return lerr_set(ps->e, LABEL, w->line, "%s", why);
	return 0;
}

static int
parse_player(struct parse *ps, const struct textline *tl)
{
	struct textline part = *tl;
	struct player *p;
	bool stranger = false;
	int s;

	/* "player NAME ROOM stranger": RULES A.11 */
	if (tl->nw >= 4 && strcmp(tl->w[tl->nw - 1].s, "stranger") == 0) {
		if (!rules_line(ps->st->rules, "stranger"))
			return lerr_set(ps->e, LABEL, tl->line, "strangers are "
			    "not used by the %s rules", ps->st->rules->name);
		stranger = true;
		part.nw--;
	}
	if (want(ps, &part, 3, 0) == -1)
		return -1;
	if (ps->st->nplayers == LUCKY_MAXPLAYERS)
		return perr(ps, tl->line, "more than %s players%s", "8", "");
	if (check_player_name(ps, &tl->w[1], stranger) == -1)
		return -1;
	p = &ps->st->p[ps->st->nplayers];
	memset(p, 0, sizeof(*p));
	strlcpy(p->name, tl->w[1].s, sizeof(p->name));
	p->room = NOWHERE;
	p->stranger = stranger;
	ps->st->nplayers++;
	if ((s = get_space_rest(ps, &part, 2)) == -1)
		return -1;
	p->room = s;
	return 0;
}

static int
parse_attempt(struct parse *ps, const struct textline *tl)
{
	struct attempt *a = &ps->st->att;
	bool versus = ps->st->rules->attacks_players;
	int i, c;

	if (want(ps, tl, 4, 0) == -1)
		return -1;
	/* RULES A.14: "attempt lucky VICTIM" or "attempt PLAYER VICTIM" */
	if (versus && strcmp(tl->w[1].s, "lucky") == 0)
		a->attacker = PAWN_LUCKY;
	else if ((a->attacker = get_player(ps, &tl->w[1])) == -1)
		return -1;
	a->target = NOBODY;
	if (versus) {
		if ((a->target = get_player(ps, &tl->w[2])) == -1)
			return -1;
		if (a->target == a->attacker)
			return perr(ps, tl->w[2].line, "attempt: %s attacks "
			    "themselves%s", tl->w[2].s, "");
	} else if (strcmp(tl->w[2].s, "lucky") == 0)
		a->on_dog = false;
	else if (strcmp(tl->w[2].s, "dog") == 0)
		a->on_dog = true;
	else
		return perr(ps, tl->w[2].line, "attempt: target \"%.20s\" is "
		    "neither lucky nor dog%s", tl->w[2].s, "");
	if (get_number(ps, &tl->w[3], 1, LUCKY_MAXVALUE, &a->value) == -1)
		return -1;
	a->nweapons = 0;
	for (i = 4; i < tl->nw; i++) {
		if ((c = get_card(ps, &tl->w[i])) == -1)
			return -1;
		if (ps->st->deck->c[c].kind != CARD_WEAPON)
			return perr(ps, tl->w[i].line, "attempt: %s is not a "
			    "weapon%s", tl->w[i].s, "");
		a->weapons[a->nweapons++] = c;
	}
	ps->st->attempt_pending = true;
	return 0;
}

/* The words after "record", joined by blanks: shorter than the line. */
static int
parse_record(struct parse *ps, const struct textline *tl)
{
	char line[LUCKY_MAXJOINED + 1];
	size_t len = 0, n;
	int i;

	if (want(ps, tl, 3, 0) == -1)
		return -1;
	for (i = 0; record_verbs[i] != NULL; i++)
		if (strcmp(tl->w[1].s, record_verbs[i]) == 0)
			break;
	if (record_verbs[i] == NULL)
		return perr(ps, tl->w[1].line, "record: unknown action "
		    "\"%.20s\"%s", tl->w[1].s, "");
	if (get_player(ps, &tl->w[2]) == -1)
		return -1;
	for (i = 1; i < tl->nw; i++) {
		if ((n = strlen(tl->w[i].s)) > LUCKY_MAXNAMELEN)
			return perr(ps, tl->w[i].line, "record: word "
			    "\"%.20s...\" is too long%s", tl->w[i].s, "");
		if (i > 1)
			line[len++] = ' ';
		memcpy(line + len, tl->w[i].s, n);
		len += n;
	}
	line[len] = '\0';
	if (state_record(ps->st, line) == -1)
		return lerr_set(ps->e, LABEL, tl->line, "record: more than %d "
		    "entries", LUCKY_MAXRECORD);
	return 0;
}

/*
 * Lines that lucky-state(5) defines for the other rule sets (spite
 * tokens, pets, locked rooms, lights, motives, strength, the dead).
 */
static const char *other_rules_keys[] = {
	"pool", "tokens", "dog", "take", "cat", "locked", "lights",
	"motives", "strength", "dead", NULL
};

/* A pet's line: "dog SPACE", "dog SPACE dead" (P.4) or "cat SPACE". */
static int
parse_pet(struct parse *ps, const struct textline *tl)
{
	struct state *st = ps->st;
	bool dog = strcmp(tl->w[0].s, "dog") == 0;
	const char *spec = dog ? st->rules->dog : st->rules->cat;
	char opts[100];
	int s, n = tl->nw;

	if (!game_has_pet(st, dog ? PAWN_DOG : PAWN_CAT))
		return perr(ps, tl->line, "a \"%s\" line needs option %s",
		    tl->w[0].s, spec == NULL ? "" : rules_option_spell(st->rules,
		    spec, opts, sizeof(opts)));
	if (want(ps, tl, 2, 0) == -1)
		return -1;
	if (dog && n >= 3 && strcmp(tl->w[n - 1].s, "dead") == 0) {
		if (st->rules->dog_dies == NULL)
			return perr(ps, tl->line, "Shamrock cannot be killed "
			    "in the %s rules%s", st->rules->name, "");
		if (!rules_option_says(st, st->rules->dog_dies))
			return perr(ps, tl->line, "Shamrock cannot be dead: "
			    "New Tricks' dog cannot be killed (RULES P.4)%s%s",
			    "", "");
		st->dog_dead = true;
		n--;
	}
	if (n == 2)
		s = get_space(ps, &tl->w[1]);
	else {
		struct textline part = *tl;

		part.nw = n;
		s = get_space_rest(ps, &part, 1);
	}
	if (s == -1)
		return -1;
	if (dog)
		st->dog = s;
	else
		st->cat = s;
	return 0;
}

/* RULES A.2: "locked SPACE CARD", the card hidden ("?1") in a view. */
static int
parse_locked(struct parse *ps, const struct textline *tl)
{
	struct state *st = ps->st;
	int s, cards[LUCKY_MAXCARDS], n;

	if (want(ps, tl, 3, 3) == -1 || (s = get_space(ps, &tl->w[1])) == -1)
		return -1;
	if (st->locked[s] != NOCARD)
		return perr(ps, tl->line, "%s is locked twice%s",
		    st->board->sp[s].id, "");
	if (get_cards(ps, tl, 2, cards, &n) == -1)
		return -1;
	if (n != 1)
		return perr(ps, tl->line, "one card lies on a locked room, "
		    "not %s%s", tl->w[2].s, "");
	st->locked[s] = cards[0];
	return 0;
}

/* A line of the body; the header lines were read before. */
static int
parse_body(struct parse *ps, const struct textline *tl)
{
	struct state *st = ps->st;
	const char *k = tl->w[0].s, *why;
	int p, s, n;

	if (strcmp(k, "record") == 0)
		return parse_record(ps, tl);
	if (rules_line(st->rules, k) && (strcmp(k, "dog") == 0 ||
	    strcmp(k, "cat") == 0)) {
		/* read before the other lines: see state_parse */
	} else if (rules_line(st->rules, k) && strcmp(k, "locked") == 0)
		return parse_locked(ps, tl);
	else if (rules_line(st->rules, k) && strcmp(k, "lights") == 0) {
		if (want(ps, tl, 2, 2) == -1)
			return -1;
		if (strcmp(tl->w[1].s, "off") != 0)
			return perr(ps, tl->w[1].line, "lights \"%.20s\": the "
			    "line is \"lights off\" or none%s", tl->w[1].s,
			    "");
		st->lights_out = true;
	} else if (strcmp(k, "strength") == 0 && tl->nw == 3 &&
	    strcmp(tl->w[1].s, "lucky") == 0) {
		/* RULES A.14: Doctor Lucky's strength in the escape game */
		if ((why = rules_line_refusal(st->rules, "strength lucky",
		    k)) != NULL)
			return lerr_set(ps->e, LABEL, tl->line, "%s", why);
		if (st->lucky_strength > 0)
			return perr(ps, tl->line, "second \"strength lucky\" "
			    "line%s%s", "", "");
		if (get_number(ps, &tl->w[2], 1, 500, &st->lucky_strength) ==
		    -1)
			return -1;
	} else if (strcmp(k, "dead") == 0) {
		/* RULES A.14: a player killed in the escape game */
		if ((why = rules_line_refusal(st->rules, k, k)) != NULL)
			return lerr_set(ps->e, LABEL, tl->line, "%s", why);
		if (want(ps, tl, 2, 2) == -1 ||
		    (p = get_player(ps, &tl->w[1])) == -1)
			return -1;
		if (st->p[p].dead)
			return perr(ps, tl->line, "%s is dead twice%s",
			    st->p[p].name, "");
		st->p[p].dead = true;
	} else if (rules_line(st->rules, k) && strcmp(k, "strength") == 0) {
		/* RULES A.11: a stranger foiled when the deck was empty */
		if (want(ps, tl, 3, 3) == -1 ||
		    (p = get_player(ps, &tl->w[1])) == -1)
			return -1;
		if (!st->p[p].stranger)
			return perr(ps, tl->line, "strength: %s is no stranger "
			    "(RULES A.11)%s", st->p[p].name, "");
		if (st->p[p].strength > 0)
			return perr(ps, tl->line, "second \"strength\" line for "
			    "%s%s", st->p[p].name, "");
		if (get_number(ps, &tl->w[2], 1, 500, &st->p[p].strength) ==
		    -1)
			return -1;
	} else if (rules_line(st->rules, k) && strcmp(k, "motives") == 0) {
		struct player *pl;
		int i;

		if (want(ps, tl, 3, 0) == -1 ||
		    (p = get_player(ps, &tl->w[1])) == -1)
			return -1;
		pl = &st->p[p];
		if (pl->nmotives > 0)
			return perr(ps, tl->line, "second \"motives\" line for "
			    "%s%s", pl->name, "");
		if (get_cards(ps, tl, 2, pl->motives, &pl->nmotives) == -1)
			return -1;
		/* a stranger's are any cards (RULES A.11) */
		for (i = 0; i < pl->nmotives; i++)
			if (pl->motives[i] == HIDDEN || (!pl->stranger &&
			    st->deck->c[pl->motives[i]].kind != CARD_WEAPON))
				return perr(ps, tl->line, "motives: %s is not a "
				    "weapon (RULES A.8)%s", tl->w[2 + i].s, "");
	} else if (rules_line(st->rules, k) && strcmp(k, "pool") == 0) {
		if (want(ps, tl, 2, 2) == -1 || get_number(ps, &tl->w[1], 0,
		    st->rules->pool, &st->pool) == -1)
			return -1;
	} else if (rules_line(st->rules, k) && strcmp(k, "tokens") == 0) {
		int *where;

		if (want(ps, tl, 3, 3) == -1)
			return -1;
		if (strcmp(tl->w[1].s, "dog") == 0) {
			if (st->dog == NOWHERE ||
			    !rules_option_says(st, st->rules->dog_tokens))
				return perr(ps, tl->line, "a dog with tokens "
				    "needs option dog=new or dog=both%s%s",
				    "", "");
			if (ps->seen_dog_tokens++)
				return perr(ps, tl->line, "second \"tokens "
				    "dog\" line%s%s", "", "");
			where = &st->dog_tokens;
		} else {
			if ((p = get_player(ps, &tl->w[1])) == -1)
				return -1;
			if (ps->seen_tokens[p])
				return perr(ps, tl->line, "second \"tokens\" "
				    "line for %s%s", st->p[p].name, "");
			ps->seen_tokens[p] = true;
			where = &st->p[p].tokens;
		}
		if (get_number(ps, &tl->w[2], 0, st->rules->pool, where) == -1)
			return -1;
	} else if (strcmp(k, "take") == 0 && rules_line(st->rules, k)) {
		if (want(ps, tl, 2, 2) == -1 ||
		    (p = get_player(ps, &tl->w[1])) == -1)
			return -1;
		st->taker = p;
	} else if (strcmp(k, "lucky") == 0) {
		if (want(ps, tl, 2, 0) == -1 ||
		    (s = get_space_rest(ps, tl, 1)) == -1)
			return -1;
		st->lucky = s;
	} else if (strcmp(k, "first") == 0) {
		if (want(ps, tl, 2, 2) == -1 ||
		    (p = get_player(ps, &tl->w[1])) == -1)
			return -1;
		st->first = p;
	} else if (strcmp(k, "turn") == 0) {
		if (want(ps, tl, 3, 3) == -1 ||
		    get_number(ps, &tl->w[1], 1, LUCKY_MAXTURN, &st->turn) ==
		    -1 ||
		    (p = get_player(ps, &tl->w[2])) == -1)
			return -1;
		st->current = p;
	} else if (strcmp(k, "round") == 0) {
		if (want(ps, tl, 2, 2) == -1 ||
		    get_number(ps, &tl->w[1], 1, LUCKY_MAXTURN, &st->round) ==
		    -1)
			return -1;
	} else if (strcmp(k, "phase") == 0) {
		if (want(ps, tl, 2, 2) == -1)
			return -1;
		for (n = PHASE_MOVE; n <= PHASE_OVER; n++)
			if (strcmp(tl->w[1].s, phase_name(n)) == 0)
				break;
		if (n > PHASE_OVER)
			return perr(ps, tl->w[1].line, "unknown phase \"%.20s\""
			    " (move, answer, end, take or over)%s", tl->w[1].s, "");
		st->phase = n;
	} else if (strcmp(k, "free") == 0) {
		if (want(ps, tl, 2, 2) == -1 ||
		    get_number(ps, &tl->w[1], 0, 1, &st->free_steps) == -1)
			return -1;
	} else if (strcmp(k, "played") == 0) {
		if (want(ps, tl, 2, 2) == -1 ||
		    get_number(ps, &tl->w[1], 0, LUCKY_MAXCARDS,
		    &st->played) == -1)
			return -1;
	} else if (strcmp(k, "last") == 0) {
		/* RULES C.10 tie=longest: the turn each player last had */
		if (state_option(st, "tie") == NULL)
			return perr(ps, tl->line, "line \"last\" is used only "
			    "with option tie=longest%s%s", "", "");
		if (want(ps, tl, 3, 3) == -1 ||
		    (p = get_player(ps, &tl->w[1])) == -1)
			return -1;
		if (ps->seen_last[p])
			return perr(ps, tl->line, "second \"last\" line for "
			    "%s%s", st->p[p].name, "");
		ps->seen_last[p] = true;
		if (get_number(ps, &tl->w[2], 0, st->turn > 0 ? st->turn : 1,
		    &st->p[p].last_turn) == -1)
			return -1;
	} else if (strcmp(k, "hand") == 0) {
		if (want(ps, tl, 2, 0) == -1 ||
		    (p = get_player(ps, &tl->w[1])) == -1)
			return -1;
		if (ps->seen_player_hand[p])
			return perr(ps, tl->line, "second hand for %s%s",
			    st->p[p].name, "");
		ps->seen_player_hand[p] = true;
		return get_cards(ps, tl, 2, st->p[p].hand, &st->p[p].nhand);
	} else if (strcmp(k, "draw") == 0)
		return get_cards(ps, tl, 1, st->draw, &st->ndraw);
	else if (strcmp(k, "discard") == 0)
		return get_cards(ps, tl, 1, st->discard, &st->ndiscard);
	else if (strcmp(k, "removed") == 0)
		return get_cards(ps, tl, 1, st->removed, &st->nremoved);
	else if (strcmp(k, "attempt") == 0)
		return parse_attempt(ps, tl);
	else if (strcmp(k, "answer") == 0) {
		if (want(ps, tl, 3, 3) == -1 ||
		    (p = get_player(ps, &tl->w[1])) == -1 ||
		    get_number(ps, &tl->w[2], 0, LUCKY_MAXVALUE,
		    &st->att.total) == -1)
			return -1;
		st->att.answerer = p;
	} else if (strcmp(k, "winner") == 0) {
		if (want(ps, tl, 2, 2) == -1 ||
		    (p = get_player(ps, &tl->w[1])) == -1)
			return -1;
		st->winner = p;
	} else if (strcmp(k, "loser") == 0) {
		if (want(ps, tl, 2, 2) == -1 ||
		    (p = get_player(ps, &tl->w[1])) == -1)
			return -1;
		st->loser = p;
	} else {
		for (n = 0; other_rules_keys[n] != NULL; n++)
			if (strcmp(k, other_rules_keys[n]) == 0)
				return lerr_set(ps->e, LABEL, tl->line, "line "
				    "\"%s\" is not used by the %s rules", k,
				    st->rules->name);
		return perr(ps, tl->line, "unknown line \"%.20s\"%s", k, "");
	}
	return 0;
}

static const struct textline *
find_line(const struct text *t, const char *key)
{
	int i;

	for (i = 0; i < t->nlines; i++)
		if (strcmp(t->lines[i].w[0].s, key) == 0)
			return &t->lines[i];
	return NULL;
}

/* Lines that may appear once, and those every state must have. */
static const char *once_keys[] = {
	"rules", "board", "deck", "seed", "rng", "lucky", "first", "turn",
	"round", "phase", "free", "played", "draw", "discard", "removed",
	"attempt", "answer", "winner", "loser", "pool", "dog", "take", "view",
	"cat", "lights", NULL
};
static const char *required_keys[] = {
	"rules", "board", "deck", "seed", "rng", "lucky", "first", "turn",
	"round", "phase", "free", "played", "draw", "discard", "removed",
	NULL
};

static int
key_index(const char **keys, const char *k)
{
	int i;

	for (i = 0; keys[i] != NULL; i++)
		if (strcmp(keys[i], k) == 0)
			return i;
	return -1;
}

static int
check_keys(struct parse *ps)
{
	int seen[32] = { 0 }, i, k, last = ps->t->lines[0].line;
	bool view = find_line(ps->t, "view") != NULL;

	for (i = 1; i < ps->t->nlines; i++) {
		const struct textline *tl = &ps->t->lines[i];

		last = tl->w[tl->nw - 1].line;	/* its last physical line */
		if (strcmp(tl->w[0].s, "record") == 0 ||
		    (k = key_index(once_keys, tl->w[0].s)) == -1)
			continue;
		if (seen[k])
			return lerr_set(ps->e, LABEL, tl->line, "second \"%s\" "
			    "line (the first is line %d)", tl->w[0].s, seen[k]);
		seen[k] = tl->line;
	}
	for (i = 0; required_keys[i] != NULL; i++) {
		k = key_index(once_keys, required_keys[i]);
		/* a view hides the seed and the generator (lucky-show -a) */
		if (view && (strcmp(required_keys[i], "seed") == 0 ||
		    strcmp(required_keys[i], "rng") == 0)) {
			if (seen[k])
				return lerr_set(ps->e, LABEL, seen[k], "a view "
				    "must not hold the \"%s\" line",
				    required_keys[i]);
			continue;
		}
		if (!seen[k])
			return lerr_set(ps->e, LABEL, last, "no \"%s\" line: "
			    "the state is incomplete", required_keys[i]);
	}
	return 0;
}

static int
parse_header(struct parse *ps)
{
	struct state *st = ps->st;
	const struct textline *tl;
	struct lerr e;
	char buf[400];

	tl = find_line(ps->t, "rules");
	if (want(ps, tl, 2, 2) == -1)
		return -1;
	if ((st->rules = rules_find(tl->w[1].s)) == NULL)
		return perr(ps, tl->line, "unknown rule set \"%.20s\"%s",
		    tl->w[1].s, "");
	tl = find_line(ps->t, "board");
	if (want(ps, tl, 2, 2) == -1)
		return -1;
	if ((st->board = board_get(tl->w[1].s, &e)) == NULL)
		return lerr_set(ps->e, LABEL, tl->line, "%s",
		    lerr_str(&e, buf, sizeof(buf)));
	tl = find_line(ps->t, "deck");
	if (want(ps, tl, 2, 2) == -1)
		return -1;
	if ((st->deck = deck_get(tl->w[1].s, st->board, &e)) == NULL)
		return lerr_set(ps->e, LABEL, tl->line, "%s",
		    lerr_str(&e, buf, sizeof(buf)));
	return 0;
}

/* RULES A.2: nobody stands in a locked room. */
static int
check_locked(struct parse *ps, int last)
{
	const struct state *st = ps->st;
	char buf[100];
	int i, s = NOWHERE;
	const char *who = NULL;

	for (i = 0; i < st->nplayers && who == NULL; i++)
		if (st->locked[st->p[i].room] != NOCARD) {
			who = st->p[i].name;
			s = st->p[i].room;
		}
	if (who == NULL && st->locked[st->lucky] != NOCARD) {
		who = "Doctor Lucky";
		s = st->lucky;
	}
	if (who == NULL && st->dog != NOWHERE && st->locked[st->dog] !=
	    NOCARD) {
		who = "Shamrock";
		s = st->dog;
	}
	if (who == NULL && st->cat != NOWHERE && st->locked[st->cat] !=
	    NOCARD) {
		who = "Patience";
		s = st->cat;
	}
	if (who == NULL)
		return 0;
	return lerr_set(ps->e, LABEL, last, "%s is in %s, a locked room "
	    "(RULES A.2)", who, board_label(st->board, s, buf, sizeof(buf)));
}

/* RULES A.11: strangers hold no cards and never wait to play. */
static int
check_strangers(struct parse *ps, int last)
{
	const struct state *st = ps->st;
	int i;

	for (i = 0; i < st->nplayers; i++)
		if (st->p[i].stranger && st->p[i].nhand > 0)
			return lerr_set(ps->e, LABEL, last, "%s is a stranger: "
			    "strangers hold no cards (RULES A.11)",
			    st->p[i].name);
	if (st->phase == PHASE_ANSWER ? st->p[st->att.answerer].stranger :
	    st->phase != PHASE_OVER && st->p[st->current].stranger)
		return lerr_set(ps->e, LABEL, last, "%s is a stranger: its "
		    "turns and answers are played by the programs (RULES A.11)",
		    st->p[turn_whose(st)].name);
	return 0;
}

/* RULES A.14: the escape game's own lines agree with the rest. */
static int
check_escape(struct parse *ps, int last)
{
	const struct state *st = ps->st;
	const struct attempt *a = &st->att;
	int i, alive = 0;

	if (!st->rules->attacks_players)
		return 0;
	for (i = 0; i < st->nplayers; i++)
		if (!st->p[i].dead && !st->p[i].stranger)
			alive++;
	for (i = 0; i < st->nplayers; i++) {
		if (st->p[i].stranger)
			return lerr_set(ps->e, LABEL, last, "%s is a stranger: "
			    "strangers take no part in the escape game (RULES "
			    "A.14)", st->p[i].name);
		if (st->p[i].dead && st->p[i].nhand + st->p[i].nmotives > 0)
			return lerr_set(ps->e, LABEL, last, "%s is dead but "
			    "holds cards (RULES A.14)", st->p[i].name);
	}
	if (st->lucky_strength == 0)
		return lerr_set(ps->e, LABEL, last, "no \"strength lucky\" "
		    "line: the escape game counts Doctor Lucky's strength "
		    "(RULES A.14)");
	if (st->nremoved > st->lucky_strength - 1)
		return lerr_set(ps->e, LABEL, last, "%d cards mark Doctor "
		    "Lucky's strength %d: at most one a failed attack (RULES "
		    "A.14)", st->nremoved, st->lucky_strength);
	if (st->phase == PHASE_OVER && st->p[st->winner].dead)
		return lerr_set(ps->e, LABEL, last, "%s won the escape game, "
		    "but is dead (RULES A.14)", st->p[st->winner].name);
	if (st->phase == PHASE_OVER ? alive != 1 : alive < 2)
		return lerr_set(ps->e, LABEL, last, "%d player%s alive, but "
		    "the escape game %s (RULES A.14)", alive, alive == 1 ? "" :
		    "s", st->phase == PHASE_OVER ? "ends with one alive, the "
		    "winner" : "goes on only while two are");
	if (st->phase != PHASE_OVER && st->p[st->current].dead)
		return lerr_set(ps->e, LABEL, last, "it is %s's turn, but %s "
		    "is dead (RULES A.14)", st->p[st->current].name,
		    st->p[st->current].name);
	if (!st->attempt_pending)
		return 0;
	if (a->target == NOBODY || st->p[a->target].dead ||
	    a->answerer != a->target)
		return lerr_set(ps->e, LABEL, last, "the attack's victim, "
		    "alive, answers it alone (RULES A.14)");
	if (a->attacker == PAWN_LUCKY && (a->nweapons > 0 ||
	    a->value != st->lucky_strength))
		return lerr_set(ps->e, LABEL, last, "Doctor Lucky attacks "
		    "with his strength %d and no weapon (RULES A.14)",
		    st->lucky_strength);
	if (st->p[a->target].room != (a->attacker == PAWN_LUCKY ?
	    st->lucky : st->p[a->attacker].room))
		return lerr_set(ps->e, LABEL, last, "%s is attacked, but not "
		    "in the attacker's room (RULES A.14)",
		    st->p[a->target].name);
	return 0;
}

/* Whole-state consistency, after every line was read. */
static int
check_state(struct parse *ps)
{
	struct state *st = ps->st;
	const struct deck *d = st->deck;
	const struct textline *lastline = &ps->t->lines[ps->t->nlines - 1];
	int i, last = lastline->w[lastline->nw - 1].line;

	if (st->nplayers < st->rules->minplayers)
		return lerr_set(ps->e, LABEL, last, "%d player%s; %s rules "
		    "need %d to %d", st->nplayers, st->nplayers == 1 ? "" :
		    "s", st->rules->name, st->rules->minplayers,
		    st->rules->maxplayers);
	for (i = 0; i < st->nplayers; i++)
		if (!ps->seen_player_hand[i])
			return lerr_set(ps->e, LABEL, last, "no \"hand %s\" "
			    "line", st->p[i].name);
	if (st->view != NOBODY) {
		int missing = 0;

		for (i = 0; i < d->ncards; i++)
			if (ps->where[i] == 0)
				missing++;
		if (missing != ps->hidden)
			return lerr_set(ps->e, LABEL, last, "%d hidden cards, "
			    "but %d cards of deck %s are not shown",
			    ps->hidden, missing, d->name);
		for (i = 0; i < st->p[st->view].nhand; i++)
			if (st->p[st->view].hand[i] == HIDDEN)
				return lerr_set(ps->e, LABEL, last, "a view "
				    "shows its player's own hand");
	} else
		for (i = 0; i < d->ncards; i++)
			if (ps->where[i] == 0)
				return lerr_set(ps->e, LABEL, last, "card %s "
				    "is missing: every card of deck %s must be "
				    "in a hand or a pile", d->c[i].id,
				    d->name);
	if (st->phase == PHASE_ANSWER && !st->attempt_pending)
		return lerr_set(ps->e, LABEL, last, "phase answer without an "
		    "\"attempt\" line");
	if (st->attempt_pending && st->phase != PHASE_ANSWER)
		return lerr_set(ps->e, LABEL, last, "an \"attempt\" line "
		    "outside the answer phase");
	if (st->attempt_pending && find_line(ps->t, "answer") == NULL)
		return lerr_set(ps->e, LABEL, last, "an \"attempt\" line "
		    "without an \"answer\" line");
	if (!st->attempt_pending && find_line(ps->t, "answer") != NULL)
		return lerr_set(ps->e, LABEL, last, "an \"answer\" line "
		    "without an \"attempt\" line");
	if (st->attempt_pending && st->att.attacker != st->current &&
	    st->att.attacker != PAWN_LUCKY)
		return lerr_set(ps->e, LABEL, last, "the attempt is %s's, but "
		    "it is %s's turn", st->p[st->att.attacker].name,
		    st->p[st->current].name);
	if (st->attempt_pending && st->att.on_dog &&
	    (st->dog == NOWHERE || st->dog_dead || !dog_can_die(st)))
		return lerr_set(ps->e, LABEL, last, "an attempt on a dog that "
		    "cannot be attacked");
	if (st->attempt_pending && st->att.answerer == st->att.attacker)
		return lerr_set(ps->e, LABEL, last, "the attacker cannot "
		    "answer their own attempt");
	/* RULES C.7: an attempt is foiled once its answers reach its value */
	if (st->attempt_pending && st->att.total >= st->att.value)
		return lerr_set(ps->e, LABEL, last, "the answers' %d points "
		    "reach the attempt's value %d: it was foiled (RULES C.7)",
		    st->att.total, st->att.value);
	if ((st->phase == PHASE_OVER) != (st->winner != NOBODY))
		return lerr_set(ps->e, LABEL, last, st->phase == PHASE_OVER ?
		    "phase over without a winner" :
		    "a winner, but the phase is not over");
	if (st->rules->pool > 0 && find_line(ps->t, "pool") == NULL)
		return lerr_set(ps->e, LABEL, last, "no \"pool\" line: the "
		    "%s rules count spite tokens", st->rules->name);
	for (i = 0; i < 2; i++) {
		const char *spec = i == 0 ? st->rules->dog : st->rules->cat;
		char opt[LUCKY_MAXIDLEN + 1];

		if (!game_has_pet(st, i == 0 ? PAWN_DOG : PAWN_CAT) ||
		    (i == 0 ? st->dog : st->cat) != NOWHERE)
			continue;
		snprintf(opt, sizeof(opt), "%.*s", (int)strcspn(spec, "="),
		    spec);
		return lerr_set(ps->e, LABEL, last, "no \"%s\" line, but "
		    "option %s=%s plays with %s", i == 0 ? "dog" : "cat", opt,
		    state_option(st, opt), i == 0 ? "Shamrock" : "Patience");
	}
	if (check_locked(ps, last) == -1)
		return -1;
	if (check_strangers(ps, last) == -1 || check_escape(ps, last) == -1)
		return -1;
	if (rules_line(st->rules, "lights") && st->lights_out !=
	    (st->ndraw == 0))
		return lerr_set(ps->e, LABEL, last, st->lights_out ? "the "
		    "lights are out, but the deck is not empty (RULES A.9)" :
		    "the deck is empty, but no \"lights off\" line (RULES "
		    "A.9)");
	if (st->rules->pool > 0) {
		int sum = st->pool + st->dog_tokens;

		for (i = 0; i < st->nplayers; i++)
			sum += st->p[i].tokens;
		if (sum != st->rules->pool)
			return lerr_set(ps->e, LABEL, last, "%d spite tokens in "
			    "all, not %d: pool, players and dog must add up "
			    "(RULES P.2)", sum, st->rules->pool);
	}
	if ((st->phase == PHASE_TAKE) != (st->taker != NOBODY))
		return lerr_set(ps->e, LABEL, last, st->phase == PHASE_TAKE ?
		    "phase take without a \"take\" line" :
		    "a \"take\" line outside the take phase");
	if (st->phase == PHASE_TAKE && (st->p[st->taker].room != st->dog ||
	    st->dog_tokens == 0))
		return lerr_set(ps->e, LABEL, last, "%s cannot take the dog's "
		    "tokens: not with the dog, or it has none",
		    st->p[st->taker].name);
	if (st->round > st->turn)
		return lerr_set(ps->e, LABEL, last, "round %d is after turn "
		    "%d", st->round, st->turn);
	return 0;
}

int
state_parse(struct state *st, const char *buf, size_t len, struct lerr *e)
{
	struct text t;
	struct parse ps;
	const struct textline *tl;
	size_t size;
	int i, ret = -1;

	state_init(st);
	memset(&ps, 0, sizeof(ps));
	ps.st = st;
	ps.t = &t;
	ps.e = e;
	if (len > LUCKY_MAXFILE)
		return lerr_set(e, LABEL, 0, "larger than %d bytes",
		    LUCKY_MAXFILE);
	if (check_sum(st, buf, &len, e) == -1 ||
	    text_parse(&t, buf, len, LABEL, true, e) == -1)
		return -1;
	if (t.nlines == 0) {
		lerr_set(e, LABEL, 0, "empty: not a lucky state");
		goto out;
	}
	tl = &t.lines[0];
	if (strcmp(tl->w[0].s, "lucky-state") != 0 || tl->nw != 2) {
		lerr_set(e, LABEL, tl->line, "not a lucky state: the first "
		    "line must be \"lucky-state 1\"");
		goto out;
	}
	if (strcmp(tl->w[1].s, "1") != 0) {
		lerr_set(e, LABEL, tl->line, "state version %.20s is not "
		    "supported (1 is)", tl->w[1].s);
		goto out;
	}
	if (find_line(&t, "view") != NULL)
		st->view = LUCKY_MAXPLAYERS;	/* whose: below */
	if (check_keys(&ps) == -1 || parse_header(&ps) == -1)
		goto out;
	/* options, seed and players before the lines that name them */
	for (i = 1; i < t.nlines; i++) {
		const char *k = t.lines[i].w[0].s;

		if ((strcmp(k, "option") == 0 &&
		    parse_option(&ps, &t.lines[i]) == -1) ||
		    (strcmp(k, "seed") == 0 &&
		    parse_seed(&ps, &t.lines[i]) == -1) ||
		    (strcmp(k, "rng") == 0 &&
		    parse_rng(&ps, &t.lines[i]) == -1) ||
		    (strcmp(k, "player") == 0 &&
		    parse_player(&ps, &t.lines[i]) == -1))
			goto out;
	}
	/* an older spelling (lucky-state(5)): option escape of the
	 * anniversary rules is the escape rule set (RULES A.14) */
	st->rules = rules_convert(st->rules, &st->opt);
	if ((tl = find_line(&t, "view")) != NULL) {
		if (want(&ps, tl, 2, 2) == -1 ||
		    (st->view = get_player(&ps, &tl->w[1])) == -1)
			goto out;
	}
	for (i = 1; i < t.nlines; i++)
		if ((strcmp(t.lines[i].w[0].s, "dog") == 0 ||
		    strcmp(t.lines[i].w[0].s, "cat") == 0) &&
		    rules_line(st->rules, t.lines[i].w[0].s) &&
		    parse_pet(&ps, &t.lines[i]) == -1)
			goto out;
	for (i = 1; i < t.nlines; i++) {
		const char *k = t.lines[i].w[0].s;

		if (strcmp(k, "rules") == 0 || strcmp(k, "board") == 0 ||
		    strcmp(k, "deck") == 0 || strcmp(k, "option") == 0 ||
		    strcmp(k, "seed") == 0 || strcmp(k, "rng") == 0 ||
		    strcmp(k, "player") == 0 || strcmp(k, "view") == 0)
			continue;
		if (parse_body(&ps, &t.lines[i]) == -1)
			goto out;
	}
	if (check_state(&ps) == -1)
		goto out;
	/* what the programs write back must be read again (lucky-show -c) */
	if ((size = state_size(st, NULL)) > LUCKY_MAXFILE) {
		lerr_set(e, LABEL, 0, "written in the canonical form the state "
		    "would be %zu bytes, more than %d", size, LUCKY_MAXFILE);
		goto out;
	}
	ret = 0;
out:
	text_free(&t);
	if (ret == -1)
		state_free(st);
	return ret;
}

int
state_read(struct state *st, FILE *fp, struct lerr *e)
{
	char *buf;
	size_t len;
	int ret;

	if ((buf = text_slurp(fp, &len, LABEL, e)) == NULL)
		return -1;
	ret = state_parse(st, buf, len, e);
	free(buf);
	return ret;
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

/* The state from FILE, or from stdin when path is NULL or "-". */
int
state_load(struct state *st, const char *path, struct lerr *e)
{
	FILE *fp = stdin;
	int ret;

	if (path != NULL && strcmp(path, "-") != 0 &&
	    (fp = fopen(path, "r")) == NULL)
		return lerr_set(e, NULL, 0, "%s: %s", path, strerror(errno));
	ret = state_read(st, fp, e);
	if (fp != stdin)
		fclose(fp);
	return ret;
}

/*
 * What player p may see: their own hand, the other hands and the draw
 * pile as hidden cards, no seed and no generator (with them a player
 * could deal every hand again).  The record is public: it holds the
 * actions as typed, never the card a player drew.
 */
void
state_view(const struct state *src, int p, struct state *dst)
{
	int i, k;

	*dst = *src;
	dst->record = xcalloc((size_t)src->nrecord + 1, sizeof(*dst->record));
	dst->record_cap = src->nrecord + 1;
	for (i = 0; i < src->nrecord; i++)
		dst->record[i] = xstrdup(src->record[i]);
	dst->view = p;
	dst->seed = 0;
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
