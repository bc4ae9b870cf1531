/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "check.h"

/*
 * Reading a state (lucky-state(5)).  Parsing is two passes over the
 * lines: the header (rules, board, deck) first, since every other line
 * names rooms and cards of that board and deck; then the rest in any
 * order.  Each line is checked as it is read; the state as a whole
 * after (check.c).
 */

#define LABEL	"state"

/* Is v a verb of the record (verb_names, state.c)?  The first letters
 * first: a record is read at every start of every program. */
static bool
record_verb(const char *v)
{
	int i;

	for (i = 0; i < VERB_N; i++)
		if (v[0] == verb_names[i][0] && strcmp(v, verb_names[i]) == 0)
			return true;
	return false;
}

struct parse {
	struct state	*st;
	struct text	*t;
	struct lerr	*e;
	struct parsed	 pd;		/* for the check of the whole */
	int		 first[KEY_N];	/* the first line of each key */
	bool		 seen_last[LUCKY_MAXPLAYERS];
	bool		 seen_tokens[LUCKY_MAXPLAYERS];
	int		 seen_dog_tokens;
	size_t		 position_len;	/* st->position's length so far */
	size_t		 told_len;	/* st->told's length so far */
	int		 ntold;		/* its lines so far */
};

/* An error on a line of the state. */
#define perr(ps, line, ...)	lerr_msg((ps)->e, LABEL, (line), __VA_ARGS__)

static int
want(struct parse *ps, const struct textline *tl, int min, int max)
{
	if (tl->nw < min)
		return perr(ps, tl->line, MSG_MISSING_VALUE, tl->w[0].s);
	if (max > 0 && tl->nw > max)
		return perr(ps, tl->w[max].line, MSG_UNEXPECTED_WORD,
		    tl->w[0].s, tl->w[max].s);
	return 0;
}

static int
get_number(struct parse *ps, const struct word *w, long long min,
    long long max, int *out)
{
	const char *errstr;

	*out = (int)strtonum(w->s, min, max, &errstr);
	if (errstr != NULL)
		return lerr_msg(ps->e, LABEL, w->line, MSG_NUMBER_RANGE, w->s,
		    errstr, min, max);
	return 0;
}

static int
get_space(struct parse *ps, const struct word *w)
{
	char msg[300];
	int s;

	if ((s = board_find(ps->st->board, w->s, msg, sizeof(msg))) == -1)
		return lerr_msg(ps->e, LABEL, w->line, MSG_LOOKUP, msg);
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
		return lerr_msg(ps->e, LABEL, w->line, MSG_LOOKUP, msg);
	return p;
}

/* Every card lies in exactly one place; a second place is an error. */
static int
get_card(struct parse *ps, const struct word *w)
{
	int c, i;
	const struct deck *d = ps->st->deck;

	if ((c = deck_card_by_id(d, w->s)) < 0) {
		for (i = 0; i < d->ncards; i++)
			if (strcasecmp(d->c[i].id, w->s) == 0)
				break;
		if (i == d->ncards)
			for (i = 0; i < d->ncards; i++)
				if (name_distance(d->c[i].id, w->s) == 1)
					break;
		if (i < d->ncards)
			return lerr_msg(ps->e, LABEL, w->line,
			    MSG_UNKNOWN_CARD_IN_DECK_NEAR, w->s, d->name,
			    d->c[i].id);
		return lerr_msg(ps->e, LABEL, w->line, MSG_UNKNOWN_CARD_IN_DECK,
		    w->s, d->name);
	}
	if (ps->pd.where[c] != 0)
		return lerr_msg(ps->e, LABEL, w->line, MSG_CARD_TWICE,
		    d->c[c].id, ps->pd.where[c]);
	ps->pd.where[c] = w->line;
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
				return perr(ps, tl->w[i].line,
				    MSG_HIDDEN_OUTSIDE_VIEW, tl->w[i].s);
			if (get_number(ps, &(struct word){ tl->w[i].s + 1,
			    tl->w[i].line, -1 }, 1, LUCKY_MAXCARDS,
			    &hidden) == -1)
				return -1;
			if (*n + hidden > LUCKY_MAXCARDS ||
			    ps->pd.hidden + hidden > LUCKY_MAXCARDS)
				return perr(ps, tl->w[i].line,
				    MSG_TOO_MANY_HIDDEN);
			for (k = 0; k < hidden; k++)
				out[(*n)++] = HIDDEN;
			ps->pd.hidden += hidden;
			continue;
		}
		if (*n == LUCKY_MAXCARDS)
			return perr(ps, tl->w[i].line, MSG_TOO_MANY_CARDS);
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
		return lerr_msg(ps->e, LABEL, tl->line, MSG_RELAY, e.msg);
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
			return perr(ps, tl->w[i + 1].line, MSG_RNG_NOT_HEX, s);
		ps->st->rng.s[i] = strtoull(s, &end, 16);
		any |= ps->st->rng.s[i];
	}
	if (any == 0)
		return perr(ps, tl->line, MSG_RNG_ZERO);
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
		return perr(ps, tl->line, MSG_BAD_SEED, tl->w[1].s, errstr);
	return 0;
}

static int
check_player_name(struct parse *ps, const struct word *w, bool stranger)
{
	const char *why;
	char buf[200];
	struct lerr e;
	int i;

	for (i = 0; i < ps->st->nplayers; i++)
		if (strcasecmp(ps->st->p[i].name, w->s) == 0)
			return perr(ps, w->line, MSG_PLAYER_NAMED_TWICE, w->s);
	if (player_name_ok(w->s, &e) == -1)
		return lerr_msg(ps->e, LABEL, w->line, MSG_RELAY, e.msg);
	/* a stranger may be called stranger1, never after a pet */
	if ((!stranger || strncasecmp(w->s, "stranger", 8) != 0) &&
	    (why = rules_name_refusal(ps->st->rules, w->s, buf,
	    sizeof(buf))) != NULL)
		return lerr_msg(ps->e, LABEL, w->line, MSG_REASON, why);
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
			return lerr_msg(ps->e, LABEL, tl->line,
			    MSG_NO_STRANGERS, ps->st->rules->name);
		stranger = true;
		part.nw--;
	}
	if (want(ps, &part, 3, 0) == -1)
		return -1;
	if (ps->st->nplayers == LUCKY_MAXPLAYERS)
		return perr(ps, tl->line, MSG_TOO_MANY_PLAYERS_S, "8");
	if (check_player_name(ps, &tl->w[1], stranger) == -1)
		return -1;
	p = &ps->st->p[ps->st->nplayers];	/* clear: state_init */
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
	bool versus = rules_has(ps->st->rules,
	    RULE_ATTACKS_PLAYERS);
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
			return perr(ps, tl->w[2].line, MSG_ATTEMPT_ON_SELF,
			    tl->w[2].s);
	} else if (strcmp(tl->w[2].s, "lucky") == 0)
		a->on_dog = false;
	else if (strcmp(tl->w[2].s, "dog") == 0)
		a->on_dog = true;
	else
		return perr(ps, tl->w[2].line, MSG_ATTEMPT_BAD_TARGET,
		    tl->w[2].s);
	if (get_number(ps, &tl->w[3], 1, LUCKY_MAXVALUE, &a->value) == -1)
		return -1;
	a->nweapons = 0;
	for (i = 4; i < tl->nw; i++) {
		if ((c = get_card(ps, &tl->w[i])) == -1)
			return -1;
		if (ps->st->deck->c[c].kind != CARD_WEAPON)
			return perr(ps, tl->w[i].line, MSG_ATTEMPT_NOT_WEAPON,
			    tl->w[i].s);
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
	bool canonical;
	int i;

	if (want(ps, tl, 3, 0) == -1)
		return -1;
	if (!record_verb(tl->w[1].s))
		return perr(ps, tl->w[1].line, MSG_RECORD_UNKNOWN_ACTION,
		    tl->w[1].s);
	if (get_player(ps, &tl->w[2]) == -1)
		return -1;
	/* one blank apart on the line's first physical line (only "+"
	 * lines' words have no offset): as they are there.  A word's
	 * length is then the distance to the next one less the blank,
	 * without strlen: the word's copy ends in a NUL exactly there
	 * (what lies there is a blank or a tab when the word is shorter,
	 * the copy of what comes before the next word) */
	canonical = tl->w[tl->nw - 1].off >= 0;
	for (i = 1; i < tl->nw; i++) {
		n = canonical && i + 1 < tl->nw ?
		    (size_t)(tl->w[i + 1].off - tl->w[i].off - 1) : 0;
		if (n == 0 || tl->w[i].s[n] != '\0' ||
		    tl->raw[tl->w[i].off + (int)n] != ' ') {
			if (i + 1 < tl->nw)
				canonical = false;
			n = strlen(tl->w[i].s);
		}
		if (n > LUCKY_MAXNAMELEN)
			return perr(ps, tl->w[i].line, MSG_RECORD_WORD_TOO_LONG,
			    tl->w[i].s);
		len = (size_t)(tl->w[i].off - tl->w[1].off) + n;
	}
	if (canonical)
		memcpy(line, tl->raw + tl->w[1].off, len);
	else
		for (i = 1, len = 0; i < tl->nw; i++) {
			n = strlen(tl->w[i].s);
			if (i > 1)
				line[len++] = ' ';
			memcpy(line + len, tl->w[i].s, n);
			len += n;
		}
	line[len] = '\0';
	if (state_record_n(ps->st, line, len) == -1)
		return lerr_msg(ps->e, LABEL, tl->line, MSG_RECORD_TOO_LONG,
		    LUCKY_MAXRECORD);
	return 0;
}

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
		return perr(ps, tl->line, MSG_LINE_NEEDS_OPTION,
		    tl->w[0].s, spec == NULL ? "" :
		    rules_option_spell(st->rules, spec, opts, sizeof(opts)));
	if (want(ps, tl, 2, 0) == -1)
		return -1;
	if (dog && n >= 3 && strcmp(tl->w[n - 1].s, "dead") == 0) {
		if (st->rules->dog_dies == NULL)
			return perr(ps, tl->line, MSG_SHAMROCK_UNKILLABLE,
			    st->rules->name);
		if (!rules_option_says(st, st->rules->dog_dies))
			return perr(ps, tl->line, MSG_SHAMROCK_NOT_DEAD);
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
		return perr(ps, tl->line, MSG_LOCKED_TWICE,
		    st->board->sp[s].id);
	if (get_cards(ps, tl, 2, cards, &n) == -1)
		return -1;
	if (n != 1)
		return perr(ps, tl->line, MSG_LOCKED_ONE_CARD, tl->w[2].s);
	st->locked[s] = cards[0];
	return 0;
}

/* RULES A.9 */
static int
line_lights(struct parse *ps, const struct textline *tl)
{
	if (want(ps, tl, 2, 2) == -1)
		return -1;
	if (strcmp(tl->w[1].s, "off") != 0)
		return perr(ps, tl->w[1].line, MSG_BAD_LIGHTS, tl->w[1].s);
	ps->st->lights_out = true;
	return 0;
}

/* RULES A.11: a stranger foiled when the deck was empty; A.14: "strength
 * lucky", Doctor Lucky's strength in the escape game. */
static int
line_strength(struct parse *ps, const struct textline *tl)
{
	struct state *st = ps->st;
	bool lucky = tl->nw == 3 && strcmp(tl->w[1].s, "lucky") == 0;
	const char *why;
	char buf[200];
	int p;

	if ((why = rules_line_refusal(st->rules, lucky ? "strength lucky" :
	    "strength", tl->w[0].s, buf, sizeof(buf))) != NULL)
		return lerr_msg(ps->e, LABEL, tl->line, MSG_REASON, why);
	if (lucky) {
		if (st->lucky_strength > 0)
			return perr(ps, tl->line, MSG_SECOND_STRENGTH_LUCKY);
		return get_number(ps, &tl->w[2], 1, 500, &st->lucky_strength);
	}
	if (want(ps, tl, 3, 3) == -1 || (p = get_player(ps, &tl->w[1])) == -1)
		return -1;
	if (!st->p[p].stranger)
		return perr(ps, tl->line, MSG_STRENGTH_NOT_STRANGER,
		    st->p[p].name);
	if (st->p[p].strength > 0)
		return perr(ps, tl->line, MSG_SECOND_STRENGTH, st->p[p].name);
	return get_number(ps, &tl->w[2], 1, 500, &st->p[p].strength);
}

/* RULES A.14: a player killed in the escape game */
static int
line_dead(struct parse *ps, const struct textline *tl)
{
	struct state *st = ps->st;
	int p;

	if (want(ps, tl, 2, 2) == -1 || (p = get_player(ps, &tl->w[1])) == -1)
		return -1;
	if (st->p[p].dead)
		return perr(ps, tl->line, MSG_DEAD_TWICE, st->p[p].name);
	st->p[p].dead = true;
	return 0;
}

/* RULES A.4, A.8: the weapons under a character, a stranger's any card
 * (A.11) */
static int
line_motives(struct parse *ps, const struct textline *tl)
{
	struct state *st = ps->st;
	struct player *pl;
	int p, i;

	if (want(ps, tl, 3, 0) == -1 || (p = get_player(ps, &tl->w[1])) == -1)
		return -1;
	pl = &st->p[p];
	if (pl->nmotives > 0)
		return perr(ps, tl->line, MSG_SECOND_MOTIVES, pl->name);
	if (get_cards(ps, tl, 2, pl->motives, &pl->nmotives) == -1)
		return -1;
	for (i = 0; i < pl->nmotives; i++)
		if (pl->motives[i] == HIDDEN || (!pl->stranger &&
		    st->deck->c[pl->motives[i]].kind != CARD_WEAPON))
			return perr(ps, tl->line, MSG_MOTIVE_NOT_WEAPON,
			    tl->w[2 + i].s);
	return 0;
}

/* RULES P.2 */
static int
line_pool(struct parse *ps, const struct textline *tl)
{
	if (want(ps, tl, 2, 2) == -1)
		return -1;
	return get_number(ps, &tl->w[1], 0, ps->st->rules->pool,
	    &ps->st->pool);
}

/* RULES P.2 a player's spite tokens, P.4 New Tricks the dog's */
static int
line_tokens(struct parse *ps, const struct textline *tl)
{
	struct state *st = ps->st;
	char opts[100];
	int *where, p;

	if (want(ps, tl, 3, 3) == -1)
		return -1;
	if (strcmp(tl->w[1].s, "dog") == 0) {
		if (st->dog == NOWHERE ||
		    !rules_option_says(st, st->rules->dog_tokens))
			return perr(ps, tl->line, MSG_DOG_TOKENS_OPTION,
			    st->rules->dog_tokens == NULL ? "" :
			    rules_option_spell(st->rules, st->rules->dog_tokens,
			    opts, sizeof(opts)));
		if (ps->seen_dog_tokens++)
			return perr(ps, tl->line, MSG_SECOND_DOG_TOKENS);
		where = &st->dog_tokens;
	} else {
		if ((p = get_player(ps, &tl->w[1])) == -1)
			return -1;
		if (ps->seen_tokens[p])
			return perr(ps, tl->line, MSG_SECOND_TOKENS,
			    st->p[p].name);
		ps->seen_tokens[p] = true;
		where = &st->p[p].tokens;
	}
	return get_number(ps, &tl->w[2], 0, st->rules->pool, where);
}

/* A line naming one player, into one field. */
static int
line_player(struct parse *ps, const struct textline *tl, int *field)
{
	int p;

	if (want(ps, tl, 2, 2) == -1 || (p = get_player(ps, &tl->w[1])) == -1)
		return -1;
	*field = p;
	return 0;
}

static int
line_take(struct parse *ps, const struct textline *tl)
{
	return line_player(ps, tl, &ps->st->taker);
}

static int
line_first(struct parse *ps, const struct textline *tl)
{
	return line_player(ps, tl, &ps->st->first);
}

static int
line_winner(struct parse *ps, const struct textline *tl)
{
	return line_player(ps, tl, &ps->st->winner);
}

static int
line_loser(struct parse *ps, const struct textline *tl)
{
	return line_player(ps, tl, &ps->st->loser);
}

static int
line_lucky(struct parse *ps, const struct textline *tl)
{
	int s;

	if (want(ps, tl, 2, 0) == -1 || (s = get_space_rest(ps, tl, 1)) == -1)
		return -1;
	ps->st->lucky = s;
	return 0;
}

static int
line_turn(struct parse *ps, const struct textline *tl)
{
	int p;

	if (want(ps, tl, 3, 3) == -1 || get_number(ps, &tl->w[1], 1,
	    LUCKY_MAXTURN, &ps->st->turn) == -1 ||
	    (p = get_player(ps, &tl->w[2])) == -1)
		return -1;
	ps->st->current = p;
	return 0;
}

static int
line_round(struct parse *ps, const struct textline *tl)
{
	if (want(ps, tl, 2, 2) == -1)
		return -1;
	return get_number(ps, &tl->w[1], 1, LUCKY_MAXTURN, &ps->st->round);
}

static int
line_phase(struct parse *ps, const struct textline *tl)
{
	int n;

	if (want(ps, tl, 2, 2) == -1)
		return -1;
	for (n = PHASE_MOVE; n <= PHASE_OVER; n++)
		if (strcmp(tl->w[1].s, phase_name(n)) == 0)
			break;
	if (n > PHASE_OVER)
		return perr(ps, tl->w[1].line, MSG_UNKNOWN_PHASE, tl->w[1].s);
	ps->st->phase = n;
	return 0;
}

static int
line_free(struct parse *ps, const struct textline *tl)
{
	if (want(ps, tl, 2, 2) == -1)
		return -1;
	return get_number(ps, &tl->w[1], 0, 1, &ps->st->free_steps);
}

static int
line_played(struct parse *ps, const struct textline *tl)
{
	if (want(ps, tl, 2, 2) == -1)
		return -1;
	return get_number(ps, &tl->w[1], 0, LUCKY_MAXCARDS, &ps->st->played);
}

/* RULES C.10 tie=longest: the turn each player last had */
static int
line_last(struct parse *ps, const struct textline *tl)
{
	struct state *st = ps->st;
	int p;

	if (state_option(st, OPT_TIE) == NULL)
		return perr(ps, tl->line, MSG_LAST_NEEDS_TIE);
	if (want(ps, tl, 3, 3) == -1 || (p = get_player(ps, &tl->w[1])) == -1)
		return -1;
	if (ps->seen_last[p])
		return perr(ps, tl->line, MSG_SECOND_LAST, st->p[p].name);
	ps->seen_last[p] = true;
	return get_number(ps, &tl->w[2], 0, st->turn > 0 ? st->turn : 1,
	    &st->p[p].last_turn);
}

static int
line_hand(struct parse *ps, const struct textline *tl)
{
	struct state *st = ps->st;
	int p;

	if (want(ps, tl, 2, 0) == -1 || (p = get_player(ps, &tl->w[1])) == -1)
		return -1;
	if (ps->pd.seen_hand[p])
		return perr(ps, tl->line, MSG_SECOND_HAND, st->p[p].name);
	ps->pd.seen_hand[p] = true;
	return get_cards(ps, tl, 2, st->p[p].hand, &st->p[p].nhand);
}

static int
line_draw(struct parse *ps, const struct textline *tl)
{
	return get_cards(ps, tl, 1, ps->st->draw, &ps->st->ndraw);
}

static int
line_discard(struct parse *ps, const struct textline *tl)
{
	return get_cards(ps, tl, 1, ps->st->discard, &ps->st->ndiscard);
}

static int
line_removed(struct parse *ps, const struct textline *tl)
{
	return get_cards(ps, tl, 1, ps->st->removed, &ps->st->nremoved);
}

static int
line_answer(struct parse *ps, const struct textline *tl)
{
	int p;

	if (want(ps, tl, 3, 3) == -1 || (p = get_player(ps, &tl->w[1])) == -1 ||
	    get_number(ps, &tl->w[2], 0, LUCKY_MAXVALUE, &ps->st->att.total) ==
	    -1)
		return -1;
	ps->st->att.answerer = p;
	return 0;
}

/* The words of tl after its key, one blank apart and a newline after
 * them, added to *buf of *len bytes. */
static void
add_words(char **buf, size_t *len, const struct textline *tl)
{
	size_t n;
	int i;

	for (i = 1; i < tl->nw; i++) {
		n = strlen(tl->w[i].s);
		*buf = xreallocarray(*buf, *len + n + 2, 1);
		memcpy(*buf + *len, tl->w[i].s, n);
		*len += n;
		(*buf)[(*len)++] = i + 1 < tl->nw ? ' ' : '\n';
		(*buf)[*len] = '\0';
	}
}

/* A line of the position a composed state began from (lucky-new
 * --position): kept as its words, read again by its replay. */
static int
line_position(struct parse *ps, const struct textline *tl)
{
	int i;

	if (want(ps, tl, 2, 0) == -1)
		return -1;
	for (i = 1; i < tl->nw; i++)
		if (strlen(tl->w[i].s) > LUCKY_MAXNAMELEN)
			return perr(ps, tl->w[i].line,
			    MSG_POSITION_WORD_TOO_LONG, tl->w[i].s);
	add_words(&ps->st->position, &ps->position_len, tl);
	return 0;
}

/*
 * A view's "told" line: a record entry as the view's player was told it
 * (lucky-show --log), kept as its words one blank apart; after the
 * record line it tells, never more of them than of record lines.
 */
static int
line_told(struct parse *ps, const struct textline *tl)
{
	size_t n = 0;
	int i;

	if (want(ps, tl, 2, 0) == -1)
		return -1;
	if (ps->st->view == NOBODY)
		return perr(ps, tl->line, MSG_TOLD_OUTSIDE_VIEW);
	if (ps->ntold >= ps->st->nrecord)
		return perr(ps, tl->line, MSG_TOLD_NO_RECORD, ps->ntold + 1);
	for (i = 1; i < tl->nw; i++)
		if ((n += strlen(tl->w[i].s) + 1) > LUCKY_MAXJOINED)
			return perr(ps, tl->line, MSG_TOLD_TOO_LONG,
			    LUCKY_MAXJOINED);
	add_words(&ps->st->told, &ps->told_len, tl);
	ps->ntold++;
	return 0;
}

/* A pet's line was read before the others (state_parse). */
static int
line_pet_read(struct parse *ps, const struct textline *tl)
{
	(void)ps;
	(void)tl;
	return 0;
}

/*
 * The lines of the body, the header lines read before; a rule set's own
 * line (lucky-state(5) "Lines of each rule set") only where the table
 * says the state's rule set has it.
 */
static const struct {
	const char	*ruleline;	/* the rule set's line, or NULL */
	int		 (*parse)(struct parse *, const struct textline *);
} body_lines[KEY_N] = {
	[KEY_RECORD] =		{ NULL,		parse_record },
	[KEY_DOG] =		{ "dog",	line_pet_read },
	[KEY_CAT] =		{ "cat",	line_pet_read },
	[KEY_LOCKED] =		{ "locked",	parse_locked },
	[KEY_LIGHTS] =		{ "lights",	line_lights },
	[KEY_STRENGTH] =	{ NULL,		line_strength },
	[KEY_DEAD] =		{ "dead",	line_dead },
	[KEY_MOTIVES] =		{ "motives",	line_motives },
	[KEY_POOL] =		{ "pool",	line_pool },
	[KEY_TOKENS] =		{ "tokens",	line_tokens },
	[KEY_TAKE] =		{ "take",	line_take },
	[KEY_LUCKY] =		{ NULL,		line_lucky },
	[KEY_FIRST] =		{ NULL,		line_first },
	[KEY_TURN] =		{ NULL,		line_turn },
	[KEY_ROUND] =		{ NULL,		line_round },
	[KEY_PHASE] =		{ NULL,		line_phase },
	[KEY_FREE] =		{ NULL,		line_free },
	[KEY_PLAYED] =		{ NULL,		line_played },
	[KEY_LAST] =		{ NULL,		line_last },
	[KEY_HAND] =		{ NULL,		line_hand },
	[KEY_DRAW] =		{ NULL,		line_draw },
	[KEY_DISCARD] =		{ NULL,		line_discard },
	[KEY_REMOVED] =		{ NULL,		line_removed },
	[KEY_ATTEMPT] =		{ NULL,		parse_attempt },
	[KEY_ANSWER] =		{ NULL,		line_answer },
	[KEY_WINNER] =		{ NULL,		line_winner },
	[KEY_LOSER] =		{ NULL,		line_loser },
	[KEY_POSITION] =	{ NULL,		line_position },
	[KEY_TOLD] =		{ NULL,		line_told },
};

static int
parse_body(struct parse *ps, const struct textline *tl)
{
	const char *k = tl->w[0].s, *why;
	char buf[200];
	int i = tl->tag;

	if (body_lines[i].parse == NULL)
		return perr(ps, tl->line, MSG_UNKNOWN_LINE, k);
	if (body_lines[i].ruleline != NULL && (why =
	    rules_line_refusal(ps->st->rules, body_lines[i].ruleline, k, buf,
	    sizeof(buf))) != NULL)
		return lerr_msg(ps->e, LABEL, tl->line, MSG_REASON, why);
	return body_lines[i].parse(ps, tl);
}

/* The first line of a key, or NULL. */
static const struct textline *
find_line(const struct parse *ps, enum key k)
{
	return ps->first[k] == -1 ? NULL : &ps->t->lines[ps->first[k]];
}

static int
parse_header(struct parse *ps)
{
	struct state *st = ps->st;
	const struct textline *tl;
	struct lerr e;
	char buf[400];

	tl = find_line(ps, KEY_RULES);
	if (want(ps, tl, 2, 2) == -1)
		return -1;
	if ((st->rules = rules_find(tl->w[1].s)) == NULL)
		return perr(ps, tl->line, MSG_UNKNOWN_RULE_SET_IN, tl->w[1].s);
	tl = find_line(ps, KEY_BOARD);
	if (want(ps, tl, 2, 2) == -1)
		return -1;
	if ((st->board = board_get(tl->w[1].s, &e)) == NULL)
		return lerr_msg(ps->e, LABEL, tl->line, MSG_RELAY,
		    lerr_str(&e, buf, sizeof(buf)));
	tl = find_line(ps, KEY_DECK);
	if (want(ps, tl, 2, 2) == -1)
		return -1;
	if ((st->deck = deck_get(tl->w[1].s, st->board, &e)) == NULL)
		return lerr_msg(ps->e, LABEL, tl->line, MSG_RELAY,
		    lerr_str(&e, buf, sizeof(buf)));
	return 0;
}

/* Checks that the first line is "lucky-state 1". */
static int
parse_version(const struct text *t, struct lerr *e)
{
	const struct textline *tl;

	if (t->nlines == 0)
		return lerr_msg(e, LABEL, 0, MSG_EMPTY_STATE);
	tl = &t->lines[0];
	if (strcmp(tl->w[0].s, "lucky-state") != 0 || tl->nw != 2)
		return lerr_msg(e, LABEL, tl->line, MSG_NOT_A_STATE);
	if (strcmp(tl->w[1].s, "1") != 0)
		return lerr_msg(e, LABEL, tl->line, MSG_STATE_VERSION,
		    tl->w[1].s);
	return 0;
}

/* Reads the pets' lines the rule set has, then every other line. */
static int
parse_rest(struct parse *ps)
{
	const struct textline *tl;
	int i;

	for (i = 1; i < ps->t->nlines; i++) {
		tl = &ps->t->lines[i];
		if ((tl->tag == KEY_DOG || tl->tag == KEY_CAT) &&
		    rules_line(ps->st->rules, tl->w[0].s) &&
		    parse_pet(ps, tl) == -1)
			return -1;
	}
	for (i = 1; i < ps->t->nlines; i++) {
		tl = &ps->t->lines[i];
		switch (tl->tag) {
		case KEY_RULES:
		case KEY_BOARD:
		case KEY_DECK:
		case KEY_OPTION:
		case KEY_SEED:
		case KEY_RNG:
		case KEY_PLAYER:
		case KEY_VIEW:
			continue;
		}
		if (parse_body(ps, tl) == -1)
			return -1;
	}
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
		return lerr_msg(e, LABEL, 0, MSG_FILE_TOO_LARGE, LUCKY_MAXFILE);
	if (state_check_sum(st, buf, &len, e) == -1 ||
	    text_parse(&t, buf, len, LABEL, true, e) == -1)
		return -1;
	if (parse_version(&t, e) == -1)
		goto out;
	state_line_keys(&t, ps.first);
	if (find_line(&ps, KEY_VIEW) != NULL)
		st->view = LUCKY_MAXPLAYERS;	/* whose: below */
	if (state_check_lines(&t, ps.first, e) == -1 ||
	    parse_header(&ps) == -1)
		goto out;
	/* options, seed and players before the lines that name them */
	for (i = 1; i < t.nlines; i++) {
		tl = &t.lines[i];
		if ((tl->tag == KEY_OPTION && parse_option(&ps, tl) == -1) ||
		    (tl->tag == KEY_SEED && parse_seed(&ps, tl) == -1) ||
		    (tl->tag == KEY_RNG && parse_rng(&ps, tl) == -1) ||
		    (tl->tag == KEY_PLAYER && parse_player(&ps, tl) == -1))
			goto out;
	}
	/* an older spelling (lucky-state(5)): option escape of the
	 * anniversary rules is the escape rule set (RULES A.14) */
	st->rules = rules_convert(st->rules, &st->opt);
	if ((tl = find_line(&ps, KEY_VIEW)) != NULL) {
		/* "view -": an observer's, no hand shown */
		if (want(&ps, tl, 2, 2) == -1)
			goto out;
		if (strcmp(tl->w[1].s, "-") == 0)
			st->view = OBSERVER;
		else if ((st->view = get_player(&ps, &tl->w[1])) == -1)
			goto out;
	}
	if (parse_rest(&ps) == -1)
		goto out;
	ps.pd.has_answer = find_line(&ps, KEY_ANSWER) != NULL;
	ps.pd.has_pool = find_line(&ps, KEY_POOL) != NULL;
	tl = &t.lines[t.nlines - 1];
	ps.pd.last = tl->w[tl->nw - 1].line;
	if (state_check(st, &ps.pd, e) == -1)
		goto out;
	/* what the programs write back must be read again (lucky-show -c) */
	if (state_size_bound(st, NULL) > LUCKY_MAXFILE &&
	    (size = state_size(st, NULL)) > LUCKY_MAXFILE) {
		lerr_msg(e, LABEL, 0, MSG_STATE_TOO_LARGE, size, LUCKY_MAXFILE);
		goto out;
	}
	ret = 0;
out:
	text_free(&t);
	if (ret == -1)
		state_free(st);
	return ret;
}
