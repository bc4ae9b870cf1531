/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"

/*
 * A state read as a whole (lucky-state(5) "Errors"): every line was
 * well formed (parse.c); here the lines must agree with each other and
 * with the rules the table says the state is played by.
 */

#define LABEL	"state"

/*
 * The sum of the canonical lines of the n bytes at buf, into want: each
 * line without the CR of a CR LF line end and the blanks at its end, as
 * a mail program may leave them in a state mailed (lucky-judge(1)).  A
 * state as the programs write it is its own canonical form.
 */
static void
canonical_sum(const char *buf, size_t n, char want[9])
{
	char *c = xcalloc(n + 1, 1);
	size_t i, len = 0;

	for (i = 0; i < n; i++) {
		if (buf[i] == '\n')
			while (len > 0 && (c[len - 1] == '\r' ||
			    c[len - 1] == ' ' || c[len - 1] == '\t'))
				len--;
		c[len++] = buf[i];
	}
	snprintf(want, 9, "%08x", crc32_of(c, len));
	free(c);
}

/*
 * The "sum" line must be the last line.  Without one the state is taken
 * as written by hand; with one that does not match, it was changed or
 * damaged, which is an error unless lucky_verify_sum is off (-F).
 */
int
state_check_sum(struct state *st, const char *buf, size_t *len,
    struct lerr *e)
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
	st->has_sum = true;
	snprintf(want, sizeof(want), "%08x", crc32_of(buf, start));
	if (end - start == 12 && strncmp(buf + start + 4, want, 8) != 0)
		canonical_sum(buf, start, want);
	/* the buffer need not end in a NUL: compare a bounded copy */
	if (end - start == 12) {
		memcpy(have, buf + start + 4, 8);
		have[8] = '\0';
		if (strspn(have, "0123456789abcdef") == 8 &&
		    strcmp(have, want) == 0)
			st->sum_ok = true;
	}
	if (!st->sum_ok && lucky_verify_sum) {
		for (i = 0; i < start; i++)
			if (buf[i] == '\n')
				line++;
		return lerr_msg(e, LABEL, line, MSG_CHECKSUM);
	}
	*len = start;		/* the sum line is not part of the state */
	return 0;
}

/* A line's key: the first word, through its first letter. */
static enum key
line_key(const char *k)
{
	size_t n = strlen(k);

#define IS(word, key)	if (WORD_IS(k, n, word)) return key
	switch (k[0]) {
	case 'a':
		IS("attempt", KEY_ATTEMPT);
		IS("answer", KEY_ANSWER);
		break;
	case 'b':
		IS("board", KEY_BOARD);
		break;
	case 'c':
		IS("cat", KEY_CAT);
		break;
	case 'd':
		IS("draw", KEY_DRAW);
		IS("discard", KEY_DISCARD);
		IS("deck", KEY_DECK);
		IS("dog", KEY_DOG);
		IS("dead", KEY_DEAD);
		break;
	case 'f':
		IS("first", KEY_FIRST);
		IS("free", KEY_FREE);
		break;
	case 'h':
		IS("hand", KEY_HAND);
		break;
	case 'l':
		IS("lucky", KEY_LUCKY);
		IS("locked", KEY_LOCKED);
		IS("lights", KEY_LIGHTS);
		IS("last", KEY_LAST);
		IS("loser", KEY_LOSER);
		break;
	case 'm':
		IS("motives", KEY_MOTIVES);
		break;
	case 'o':
		IS("option", KEY_OPTION);
		break;
	case 'p':
		IS("player", KEY_PLAYER);
		IS("phase", KEY_PHASE);
		IS("played", KEY_PLAYED);
		IS("pool", KEY_POOL);
		IS("position", KEY_POSITION);
		break;
	case 'r':
		IS("record", KEY_RECORD);
		IS("rules", KEY_RULES);
		IS("rng", KEY_RNG);
		IS("round", KEY_ROUND);
		IS("removed", KEY_REMOVED);
		break;
	case 's':
		IS("seed", KEY_SEED);
		IS("strength", KEY_STRENGTH);
		break;
	case 't':
		IS("turn", KEY_TURN);
		IS("tokens", KEY_TOKENS);
		IS("take", KEY_TAKE);
		IS("told", KEY_TOLD);
		break;
	case 'v':
		IS("view", KEY_VIEW);
		break;
	case 'w':
		IS("winner", KEY_WINNER);
		break;
	}
	return KEY_OTHER;
#undef IS
}

void
state_line_keys(struct text *t, int *first)
{
	int i, k;

	for (k = 0; k < KEY_N; k++)
		first[k] = -1;
	for (i = 1; i < t->nlines; i++) {
		k = t->lines[i].tag = line_key(t->lines[i].w[0].s);
		if (first[k] == -1)
			first[k] = i;
	}
}

/* Lines every state must have, in the order a missing one is named. */
static const enum key required_keys[] = {
	KEY_RULES, KEY_BOARD, KEY_DECK, KEY_SEED, KEY_RNG, KEY_LUCKY,
	KEY_FIRST, KEY_TURN, KEY_ROUND, KEY_PHASE, KEY_FREE, KEY_PLAYED,
	KEY_DRAW, KEY_DISCARD, KEY_REMOVED
};
static const char *const required_names[] = {
	"rules", "board", "deck", "seed", "rng", "lucky", "first", "turn",
	"round", "phase", "free", "played", "draw", "discard", "removed"
};

int
state_check_lines(const struct text *t, const int *first, struct lerr *e)
{
	int seen[KEY_RECORD] = { 0 }, i, k, last = t->lines[0].line;
	bool view = first[KEY_VIEW] != -1;
	size_t r;

	for (i = 1; i < t->nlines; i++) {
		const struct textline *tl = &t->lines[i];

		last = tl->w[tl->nw - 1].line;	/* its last physical line */
		if ((k = tl->tag) >= KEY_RECORD || k == KEY_OTHER)
			continue;
		if (seen[k])
			return lerr_msg(e, LABEL, tl->line, MSG_SECOND_LINE,
			    tl->w[0].s, seen[k]);
		seen[k] = tl->line;
	}
	for (r = 0; r < sizeof(required_keys) / sizeof(required_keys[0]);
	    r++) {
		k = required_keys[r];
		/* a view hides the seed and the generator (lucky-show -a) */
		if (view && (k == KEY_SEED || k == KEY_RNG)) {
			if (seen[k])
				return lerr_msg(e, LABEL, seen[k],
				    MSG_VIEW_HOLDS_LINE, required_names[r]);
			continue;
		}
		if (!seen[k])
			return lerr_msg(e, LABEL, last, MSG_MISSING_LINE,
			    required_names[r]);
	}
	return 0;
}

/* RULES A.2: nobody stands in a locked room. */
static int
check_locked(const struct state *st, int last, struct lerr *e)
{
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
	return lerr_msg(e, LABEL, last, MSG_IN_LOCKED_ROOM, who,
	    board_label(st->board, s, buf, sizeof(buf)));
}

/* RULES A.11: strangers hold no cards and never wait to play. */
static int
check_strangers(const struct state *st, int last, struct lerr *e)
{
	int i;

	for (i = 0; i < st->nplayers; i++)
		if (st->p[i].stranger && st->p[i].nhand > 0)
			return lerr_msg(e, LABEL, last,
			    MSG_STRANGER_HOLDS_CARDS, st->p[i].name);
	if (st->phase == PHASE_ANSWER ? st->p[st->att.answerer].stranger :
	    st->phase != PHASE_OVER && st->p[st->current].stranger)
		return lerr_msg(e, LABEL, last, MSG_STRANGER_TURN,
		    st->p[turn_whose(st)].name);
	return 0;
}

/* RULES A.14: the escape game's own lines agree with the rest. */
static int
check_escape(const struct state *st, int last, struct lerr *e)
{
	const struct attempt *a = &st->att;
	int i, alive = 0;

	if (!rules_has(st->rules, RULE_ATTACKS_PLAYERS))
		return 0;
	for (i = 0; i < st->nplayers; i++)
		if (!st->p[i].dead && !st->p[i].stranger)
			alive++;
	for (i = 0; i < st->nplayers; i++) {
		if (st->p[i].stranger)
			return lerr_msg(e, LABEL, last, MSG_STRANGER_IN_ESCAPE,
			    st->p[i].name);
		if (st->p[i].dead && st->p[i].nhand + st->p[i].nmotives > 0)
			return lerr_msg(e, LABEL, last, MSG_DEAD_HOLDS_CARDS,
			    st->p[i].name);
	}
	if (st->lucky_strength == 0)
		return lerr_msg(e, LABEL, last, MSG_NO_STRENGTH_LUCKY);
	if (st->nremoved > st->lucky_strength - 1)
		return lerr_msg(e, LABEL, last, MSG_STRENGTH_CARDS,
		    st->nremoved, st->lucky_strength);
	if (st->phase == PHASE_OVER && st->p[st->winner].dead)
		return lerr_msg(e, LABEL, last, MSG_WINNER_DEAD,
		    st->p[st->winner].name);
	if (st->phase == PHASE_OVER ? alive != 1 : alive < 2)
		return lerr_msg(e, LABEL, last, MSG_ESCAPE_ALIVE, alive,
		    alive == 1 ? "" : "s", st->phase == PHASE_OVER ?
		    "ends with one alive, the winner" :
		    "goes on only while two are");
	if (st->phase != PHASE_OVER && st->p[st->current].dead)
		return lerr_msg(e, LABEL, last, MSG_TURN_OF_DEAD,
		    st->p[st->current].name, st->p[st->current].name);
	if (!st->attempt_pending)
		return 0;
	if (a->target == NOBODY || st->p[a->target].dead ||
	    a->answerer != a->target)
		return lerr_msg(e, LABEL, last, MSG_VICTIM_ANSWERS);
	if (a->attacker == PAWN_LUCKY && (a->nweapons > 0 ||
	    a->value != st->lucky_strength))
		return lerr_msg(e, LABEL, last, MSG_LUCKY_ATTACKS_WEAPON,
		    st->lucky_strength);
	if (st->p[a->target].room != (a->attacker == PAWN_LUCKY ?
	    st->lucky : st->p[a->attacker].room))
		return lerr_msg(e, LABEL, last, MSG_VICTIM_ELSEWHERE,
		    st->p[a->target].name);
	return 0;
}

/* Checks the number of players, their hands, and that every card is dealt. */
static int
check_cards(const struct state *st, const struct parsed *pd, struct lerr *e)
{
	const struct deck *d = st->deck;
	int i, last = pd->last;

	if (st->nplayers < st->rules->minplayers)
		return lerr_msg(e, LABEL, last, MSG_PLAYER_COUNT_STATE,
		    st->nplayers, st->nplayers == 1 ? "" : "s", st->rules->name,
		    st->rules->minplayers, st->rules->maxplayers);
	for (i = 0; i < st->nplayers; i++)
		if (!pd->seen_hand[i])
			return lerr_msg(e, LABEL, last, MSG_NO_HAND_LINE,
			    st->p[i].name);
	if (st->view != NOBODY) {
		int missing = 0;

		for (i = 0; i < d->ncards; i++)
			if (pd->where[i] == 0)
				missing++;
		if (missing != pd->hidden)
			return lerr_msg(e, LABEL, last, MSG_HIDDEN_COUNT,
			    pd->hidden, missing, d->name);
		for (i = 0; st->view != OBSERVER &&
		    i < st->p[st->view].nhand; i++)
			if (st->p[st->view].hand[i] == HIDDEN)
				return lerr_msg(e, LABEL, last,
				    MSG_VIEW_OWN_HAND);
	} else
		for (i = 0; i < d->ncards; i++)
			if (pd->where[i] == 0)
				return lerr_msg(e, LABEL, last,
				    MSG_CARD_MISSING, d->c[i].id, d->name);
	return 0;
}

/* Checks that an attempt pending agrees with the phase and its answer. */
static int
check_attempt(const struct state *st, const struct parsed *pd,
    struct lerr *e)
{
	int last = pd->last;

	if (st->phase == PHASE_ANSWER && !st->attempt_pending)
		return lerr_msg(e, LABEL, last, MSG_ANSWER_NO_ATTEMPT);
	if (st->attempt_pending && st->phase != PHASE_ANSWER)
		return lerr_msg(e, LABEL, last, MSG_ATTEMPT_OUTSIDE_ANSWER);
	if (st->attempt_pending && !pd->has_answer)
		return lerr_msg(e, LABEL, last, MSG_ATTEMPT_NO_ANSWER);
	if (!st->attempt_pending && pd->has_answer)
		return lerr_msg(e, LABEL, last, MSG_ANSWER_LINE_NO_ATTEMPT);
	if (st->attempt_pending && st->att.attacker != st->current &&
	    st->att.attacker != PAWN_LUCKY)
		return lerr_msg(e, LABEL, last, MSG_ATTEMPT_NOT_CURRENT,
		    st->p[st->att.attacker].name, st->p[st->current].name);
	if (st->attempt_pending && st->att.on_dog &&
	    (st->dog == NOWHERE || st->dog_dead || !dog_can_die(st)))
		return lerr_msg(e, LABEL, last, MSG_ATTEMPT_ON_DOG);
	if (st->attempt_pending && st->att.answerer == st->att.attacker)
		return lerr_msg(e, LABEL, last, MSG_ATTACKER_ANSWERS);
	/* RULES C.7: an attempt is foiled once its answers reach its value */
	if (st->attempt_pending && st->att.total >= st->att.value)
		return lerr_msg(e, LABEL, last, MSG_ATTEMPT_FOILED,
		    st->att.total, st->att.value);
	return 0;
}

/* Checks that each pet the options play with has its line. */
static int
check_pets(const struct state *st, int last, struct lerr *e)
{
	int i;

	for (i = 0; i < 2; i++) {
		const char *spec = i == 0 ? st->rules->dog : st->rules->cat;
		char opt[LUCKY_MAXIDLEN + 1];

		if (!game_has_pet(st, i == 0 ? PAWN_DOG : PAWN_CAT) ||
		    (i == 0 ? st->dog : st->cat) != NOWHERE)
			continue;
		snprintf(opt, sizeof(opt), "%.*s", (int)strcspn(spec, "="),
		    spec);
		return lerr_msg(e, LABEL, last, MSG_PET_LINE_MISSING,
		    i == 0 ? "dog" : "cat", opt, option_value(&st->opt, opt),
		    i == 0 ? "Shamrock" : "Patience");
	}
	return 0;
}

/* Whole-state consistency, after every line was read. */
int
state_check(const struct state *st, const struct parsed *pd, struct lerr *e)
{
	int i, last = pd->last;

	if (check_cards(st, pd, e) == -1 || check_attempt(st, pd, e) == -1)
		return -1;
	if ((st->phase == PHASE_OVER) != (st->winner != NOBODY))
		return lerr_msg(e, LABEL, last, st->phase == PHASE_OVER ?
		    MSG_OVER_NO_WINNER : MSG_WINNER_NOT_OVER);
	if (st->rules->pool > 0 && !pd->has_pool)
		return lerr_msg(e, LABEL, last, MSG_NO_POOL_LINE,
		    st->rules->name);
	if (check_pets(st, last, e) == -1)
		return -1;
	if (check_locked(st, last, e) == -1)
		return -1;
	if (check_strangers(st, last, e) == -1 ||
	    check_escape(st, last, e) == -1)
		return -1;
	if (rules_line(st->rules, "lights") && st->lights_out !=
	    (st->ndraw == 0))
		return lerr_msg(e, LABEL, last, st->lights_out ?
		    MSG_LIGHTS_OUT_DECK : MSG_DECK_EMPTY_LIGHTS);
	if (st->rules->pool > 0) {
		int sum = st->pool + st->dog_tokens;

		for (i = 0; i < st->nplayers; i++)
			sum += st->p[i].tokens;
		if (sum != st->rules->pool)
			return lerr_msg(e, LABEL, last, MSG_TOKENS_SUM, sum,
			    st->rules->pool);
	}
	if ((st->phase == PHASE_TAKE) != (st->taker != NOBODY))
		return lerr_msg(e, LABEL, last, st->phase == PHASE_TAKE ?
		    MSG_TAKE_NO_LINE : MSG_TAKE_OUTSIDE);
	if (st->phase == PHASE_TAKE && (st->p[st->taker].room != st->dog ||
	    st->dog_tokens == 0))
		return lerr_msg(e, LABEL, last, MSG_TAKER_CANNOT,
		    st->p[st->taker].name);
	if (st->round > st->turn)
		return lerr_msg(e, LABEL, last, MSG_ROUND_AFTER_TURN, st->round,
		    st->turn);
	return 0;
}

