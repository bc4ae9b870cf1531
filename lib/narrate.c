/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "play.h"

/*
 * The game in words: a record entry told as one sentence, from the
 * state it was made in, what its action did and what followed from it
 * before the next action was due (the card drawn, Doctor Lucky's walk
 * and who plays next, the strangers' turns and answers, RULES A.11),
 * as lucky-show --log and the programs' -v say it (lucky-show(1)).
 * The entry is applied again to a copy of the state; the engine shows
 * each step it plays for a stranger through turn_watch.  Told to a
 * player, a card another player drew is "a card".
 *
 * A sentence is clauses joined by "; ", without a final full stop.
 */

#define MAXSNAPS	32	/* strangers' steps told one by one */

struct says {
	char	*buf;
	size_t	 size;
};

/* A new clause. */
static void __attribute__((format(printf, 2, 3)))
say(struct says *s, const char *fmt, ...)
{
	size_t len = strlen(s->buf);
	va_list ap;

	if (len > 0) {
		strlcat(s->buf, "; ", s->size);
		len = strlen(s->buf);
	}
	if (len + 1 >= s->size)
		return;
	va_start(ap, fmt);
	vsnprintf(s->buf + len, s->size - len, fmt, ap);
	va_end(ap);
}

/* More of the same clause. */
static void __attribute__((format(printf, 2, 3)))
more(struct says *s, const char *fmt, ...)
{
	size_t len = strlen(s->buf);
	va_list ap;

	if (len + 1 >= s->size)
		return;
	va_start(ap, fmt);
	vsnprintf(s->buf + len, s->size - len, fmt, ap);
	va_end(ap);
}

/* "the Parlor (1)" */
static const char *
space(const struct state *st, int s)
{
	static char buf[4][LUCKY_MAXNAMELEN + 32];
	static int n;
	char l[LUCKY_MAXNAMELEN + 16];

	n = (n + 1) % 4;
	snprintf(buf[n], sizeof(buf[n]), "the %s",
	    board_label(st->board, s, l, sizeof(l)));
	return buf[n];
}

/* "the Shoe Horn (2)", "the Lilac Room card", or "a card" when hidden. */
static const char *
card(const struct state *st, int c)
{
	static char buf[4][LUCKY_MAXNAMELEN + 32];
	static int n;
	const struct card *k;
	const char *the;

	n = (n + 1) % 4;
	if (c < 0 || c >= st->deck->ncards)
		return "a card";
	k = &st->deck->c[c];
	/* "The Pledge" has its article */
	the = strncasecmp(k->name, "the ", 4) == 0 ? "" : "the ";
	if (k->kind == CARD_WEAPON && k->value >= 0)
		snprintf(buf[n], sizeof(buf[n]), "%s%s (%d)", the, k->name,
		    k->value);
	else if (k->kind == CARD_FAILURE && k->value >= 0)
		snprintf(buf[n], sizeof(buf[n]), "%s%s card (%d)", the,
		    k->name, k->value);
	else
		snprintf(buf[n], sizeof(buf[n]), "%s%s card", the, k->name);
	return buf[n];
}

/* "the A, the B and the C" */
static void
cards(struct says *s, const struct state *st, const int *c, int n)
{
	int i;

	for (i = 0; i < n; i++)
		more(s, "%s%s", i == 0 ? "" : i == n - 1 ? " and " : ", ",
		    card(st, c[i]));
}

static bool
has_clovers(const struct state *st)
{
	return st->deck->ncards > 0 && st->deck->c[0].clovers >= 0;
}

static const char *
points(const struct state *st, int n)
{
	if (has_clovers(st))
		return n == 1 ? "clover" : "clovers";
	return n == 1 ? "failure point" : "failure points";
}

/* A state without its record: what an action changes, cheaply. */
static void
bare(struct state *dst, const struct state *src)
{
	*dst = *src;
	dst->record = NULL;
	dst->record_text = NULL;
	dst->nrecord = 0;
	dst->record_cap = 0;
	dst->record_bytes = 0;
	dst->position = NULL;
	dst->told = NULL;
}

struct snaps {
	struct state	*st;
	int		 n;
};

static void
watch(const struct state *st, void *arg)
{
	struct snaps *sn = arg;

	/* made when first needed: most entries move no stranger, and
	 * MAXSNAPS states cleared for each entry of a long game were most
	 * of a narration's time */
	if (sn->st == NULL)
		sn->st = xreallocarray(NULL, MAXSNAPS, sizeof(*sn->st));
	if (sn->n < MAXSNAPS)
		bare(&sn->st[sn->n++], st);
}

/* Who stands in space s, alive: a mask of seats. */
static uint32_t
standing(const struct state *st, int s)
{
	uint32_t m = 0;
	int i;

	for (i = 0; i < st->nplayers; i++)
		if (st->p[i].room == s && !st->p[i].dead)
			m |= 1U << i;
	return m;
}

/* "ann", "ann and bob", "ann, bob and cat" */
static void
names(struct says *s, const struct state *st, uint32_t m)
{
	int i, n = 0, k = 0;

	for (i = 0; i < st->nplayers; i++)
		if (m & (1U << i))
			n++;
	for (i = 0; i < st->nplayers; i++)
		if (m & (1U << i)) {
			more(s, "%s%s", k == 0 ? "" : k == n - 1 ? " and " :
			    ", ", st->p[i].name);
			k++;
		}
}

/*
 * The turn was handed over, from prev to next: Doctor Lucky's walk
 * (C.9) and who plays next, and the rule that says so (C.10, P.1,
 * A.10, A.14).
 */
static void
tell_next(struct says *s, const struct state *prev, const struct state *next)
{
	const struct ruleset *rs = next->rules;
	int ender = prev->current, n = next->current, N = next->nplayers;
	bool left = n == (ender + 1) % N;
	/* the turn ending was in the first round (P.1, A.10) */
	bool first = rules_has(rs, RULE_FIRST_ROUND) && prev->turn < N;
	bool hunts;
	uint32_t there = 0;
	int k, i;

	if (prev->lucky != next->lucky) {
		there = standing(next, next->lucky);
		if (there == 0)
			say(s, "Doctor Lucky went to %s: ",
			    space(next, next->lucky));
		else {
			say(s, "Doctor Lucky entered %s, where ",
			    space(next, next->lucky));
			names(s, next, there);
			for (k = 0, i = 0; i < N; i++)
				if (there & (1U << i))
					k++;
			more(s, " %s: ", k == 1 ? "stands" : "stand");
		}
	} else
		say(s, "%s", "");
	hunts = rules_has(rs, RULE_LUCKY_HUNTS);
	if (hunts || there == 0 || !(there & (1U << n)) ||
	    (first && rs->round_rule != NULL)) {
		if (there != 0 && rs->round_rule != NULL && !hunts)
			more(s, "nothing changes the order in the first "
			    "round: %s plays next, on %s's left (RULES %s)",
			    next->p[n].name, prev->p[ender].name,
			    rs->round_rule);
		else if (left)
			more(s, "%s plays next, on %s's left (RULES %s)",
			    next->p[n].name, prev->p[ender].name,
			    rs->order_rule);
		else
			more(s, "%s plays next (RULES %s)", next->p[n].name,
			    rs->order_rule);
		return;
	}
	for (k = 0, i = 0; i < N; i++)
		if (there & (1U << i))
			k++;
	if (n == ender)
		more(s, "%s plays again", next->p[n].name);
	else if (k == 1)
		more(s, "%s plays next", next->p[n].name);
	else if (state_option(next, OPT_TIE) != NULL)
		more(s, "%s, who has waited longest, plays next",
		    next->p[n].name);
	else
		more(s, "%s, the first of them on %s's left, plays next",
		    next->p[n].name, prev->p[ender].name);
	more(s, " (RULES %s)", rs->order_rule);
}

/* Tells what each player gained or lost from prev to next. */
static void
tell_players(struct says *s, const struct state *prev,
    const struct state *next)
{
	int i, k;

	for (i = 0; i < next->nplayers; i++) {
		const struct player *a = &prev->p[i], *b = &next->p[i];

		/* A.8; A.11: a foiled stranger gains the deck's top card */
		for (k = a->nmotives; k < b->nmotives; k++)
			say(s, b->stranger ? "%s gains %s as a motive (RULES "
			    "A.11)" : "%s keeps %s as a motive", b->name,
			    card(next, b->motives[k]));
		if (b->tokens > a->tokens && prev->phase != PHASE_TAKE)
			say(s, "%s gains %d spite token%s (RULES P.2)",
			    b->name, b->tokens - a->tokens,
			    b->tokens - a->tokens == 1 ? "" : "s");
		if (b->dead && !a->dead)
			say(s, "%s is dead (RULES A.14)", b->name);
	}
}

/*
 * What changed from prev to next besides the action itself: the
 * attempt's course, the pets, the tokens, the lights, the turn.
 * moved: the pawn the action moved itself (not told again).
 */
static void
tell_changes(struct says *s, const struct state *prev,
    const struct state *next, int as, int moved)
{
	const struct rules_words *w = &next->rules->words;
	int i;

	if (next->ndraw > prev->ndraw)
		say(s, "the discard pile was shuffled into the deck "
		    "(RULES C.8)");
	if (next->attempt_pending && !prev->attempt_pending &&
	    next->att.attacker == PAWN_LUCKY)
		say(s, "Doctor Lucky attacks %s, with strength %d (RULES "
		    "A.14)", next->p[next->att.target].name, next->att.value);
	if (prev->attempt_pending && !next->attempt_pending &&
	    next->att.total >= next->att.value)
		say(s, "the %s is foiled, %d %s against %d", w->attempt1,
		    next->att.total, points(next, next->att.total),
		    next->att.value);
	tell_players(s, prev, next);
	if (next->lucky_strength > prev->lucky_strength &&
	    prev->lucky_strength > 0)
		say(s, "Doctor Lucky's strength is %d now (RULES A.14)",
		    next->lucky_strength);
	if (next->dog_dead && !prev->dog_dead)
		say(s, "Shamrock is dead (RULES P.4)");
	if (next->dog_tokens > prev->dog_tokens)
		say(s, "Shamrock has %d token%s (RULES P.4)",
		    next->dog_tokens, next->dog_tokens == 1 ? "" : "s");
	if (next->lights_out && !prev->lights_out)
		say(s, "the lights went out (RULES A.9)");
	if (next->phase == PHASE_OVER && prev->phase != PHASE_OVER) {
		say(s, "%s %s", pawn_name(next, next->winner), w->won);
		if (next->loser != NOBODY)
			more(s, ", and %s loses (RULES A.10)",
			    next->p[next->loser].name);
		return;
	}
	if (next->turn != prev->turn && next->current != NOBODY) {
		tell_next(s, prev, next);
		/* RULES A.14: the turn starts with a draw */
		i = next->current;
		if (rules_has(next->rules, RULE_LUCKY_HUNTS) &&
		    next->p[i].nhand > prev->p[i].nhand) {
			say(s, "%s drew ", next->p[i].name);
			if (as == NOBODY || as == i)
				cards(s, next, next->p[i].hand +
				    prev->p[i].nhand, next->p[i].nhand -
				    prev->p[i].nhand);
			else
				more(s, "a card");
			more(s, " (RULES A.14)");
		}
	}
	if (next->dog != prev->dog && next->dog != NOWHERE &&
	    moved != PAWN_DOG)
		say(s, "Shamrock went to %s", space(next, next->dog));
	if (next->cat != prev->cat && next->cat != NOWHERE &&
	    moved != PAWN_CAT)
		say(s, "Patience went to %s", space(next, next->cat));
	/* a stranger's answer is told as it comes */
	if (next->phase == PHASE_ANSWER &&
	    !next->p[next->att.answerer].stranger &&
	    (!prev->attempt_pending ||
	    prev->phase != PHASE_ANSWER ||
	    prev->att.answerer != next->att.answerer))
		say(s, "%s answers next", next->p[next->att.answerer].name);
	if (next->phase == PHASE_TAKE && (prev->phase != PHASE_TAKE ||
	    prev->taker != next->taker))
		say(s, "%s may take Shamrock's tokens (RULES P.4)",
		    next->p[next->taker].name);
}

/* The attempt's target as the record names it: "" or " on bob". */
static const char *
target(const struct state *st, const struct action *a)
{
	static char buf[LUCKY_MAXIDLEN + 16];

	if (a->target == PAWN_LUCKY)
		return "";
	snprintf(buf, sizeof(buf), " on %s", a->target == PAWN_DOG ?
	    "Shamrock" : a->target == PAWN_CAT ? "Patience" :
	    st->p[a->target].name);
	return buf;
}

static int
tell_move(struct says *s, const struct state *st, const struct action *a)
{
	const char *who = st->p[a->player].name;
	int i, np = a->npath;

	say(s, "%s ", who);
	if (a->ncards > 0) {
		more(s, "played ");
		cards(s, st, a->cards, a->ncards);
		more(s, " and ");
	}
	if (a->pawn == a->player)
		more(s, "went ");
	else
		more(s, "moved %s ", a->pawn < 0 ? pawn_name(st, a->pawn) :
		    st->p[a->pawn].name);
	if (np > 1) {
		more(s, "through ");
		for (i = 0; i < np - 1; i++)
			more(s, "%s%s", i == 0 ? "" : i == np - 2 ? " and " :
			    ", ", space(st, a->path[i]));
		more(s, " ");
	}
	more(s, "to %s", space(st, np > 0 ? a->path[np - 1] : NOWHERE));
	return a->pawn;
}

static void
tell_end(struct says *s, const struct state *st, const struct action *a,
    const struct state *before, const struct state *mid, int as)
{
	int p = a->player;

	say(s, "%s ended the turn", st->p[p].name);
	if (a->draw) {
		more(s, " and drew ");
		if (mid != NULL && before != NULL &&
		    (as == NOBODY || as == p) &&
		    mid->p[p].nhand > before->p[p].nhand)
			more(s, "%s", card(mid,
			    mid->p[p].hand[before->p[p].nhand]));
		else
			more(s, "a card");
	}
	if (mid == NULL && a->dogstep != NOWHERE)
		more(s, ", Shamrock to %s", space(st, a->dogstep));
}

/*
 * The action itself; before and mid, the states before it and after it
 * (before the strangers play), when known (NULL: from the record alone,
 * in a view).  Returns the pawn a move moved, else NOBODY.
 */
static int
tell_action(struct says *s, const struct state *st, const struct action *a,
    const struct state *before, const struct state *mid, int as)
{
	const char *who = st->p[a->player].name;
	int i;

	switch (a->verb) {
	case VERB_MOVE:
		return tell_move(s, st, a);
	case VERB_ATTEMPT:
		say(s, "%s made %s%s with ", who, mid != NULL ?
		    mid->rules->words.an_attempt : st->rules->words.an_attempt,
		    target(st, a));
		if (a->ncards == 0)
			more(s, "no weapon");
		else
			cards(s, st, a->cards, a->ncards);
		if (mid != NULL)
			more(s, ", worth %d", mid->att.value);
		break;
	case VERB_FOIL:
		say(s, "%s answered with ", who);
		cards(s, st, a->cards, a->ncards);
		if (before != NULL && mid != NULL) {
			i = mid->att.total - before->att.total;
			more(s, ", %d %s", i, points(mid, i));
			if (mid->attempt_pending)
				more(s, " (%d of the %d needed)",
				    mid->att.total, mid->att.value);
		}
		break;
	case VERB_PASS:
		say(s, "%s passed", who);
		break;
	case VERB_END:
		tell_end(s, st, a, before, mid, as);
		break;
	case VERB_TAKE:
		if (a->ncards == 0)
			say(s, "%s took none of Shamrock's tokens", who);
		else {
			say(s, "%s took %d of Shamrock's tokens, giving up ",
			    who, a->ncards);
			cards(s, st, a->cards, a->ncards);
		}
		break;
	case VERB_ESCAPE:
		say(s, "the escape game begins, the cards dealt again: %s "
		    "plays first (RULES A.14)", who);
		break;
	case VERB_N:
		break;
	}
	return NOBODY;
}

/* One step the engine played for a stranger (RULES A.11). */
static void
tell_stranger(struct says *s, const struct state *prev,
    const struct state *next, int as)
{
	const struct rules_words *w = &next->rules->words;
	int p;

	if (prev->phase == PHASE_ANSWER) {
		p = prev->att.answerer;
		if (prev->ndraw == 0)
			say(s, "%s had no card to turn up (RULES A.11)",
			    prev->p[p].name);
		else {
			int c = prev->draw[0], pts;

			pts = next->att.total - prev->att.total;
			say(s, "%s turned up %s, %d %s (RULES A.11)",
			    prev->p[p].name, card(next, c), pts,
			    points(next, pts));
		}
	} else {
		p = prev->current;
		if (next->attempt_pending && !prev->attempt_pending)
			say(s, "%s made %s with no weapon, worth %d (RULES "
			    "A.11)", prev->p[p].name, w->an_attempt,
			    next->att.value);
		else if (next->p[p].room != prev->p[p].room)
			say(s, "%s went to %s (RULES A.11)", prev->p[p].name,
			    space(next, next->p[p].room));
		else if (next->turn != prev->turn)
			say(s, "%s ended the turn", prev->p[p].name);
	}
	tell_changes(s, prev, next, as, NOBODY);
}

/* An entry's words, split in place. */
static int
split(char *copy, char **w, int max)
{
	char *p, *x;
	int n = 0;

	for (p = copy; (x = strsep(&p, " ")) != NULL;)
		if (*x != '\0' && n < max)
			w[n++] = x;
	return n;
}

/*
 * The entry applied to a bare copy of before, told; after (bare, may
 * be NULL) gets the state it made.
 */
static int
tell(const struct state *before, const char *entry, int as,
    struct state *after, char *buf, size_t size, struct lerr *e)
{
	struct says s = { buf, size };
	struct snaps sn;
	struct state b, a;
	struct action act;
	char rec[LUCKY_MAXENTRY + 2], *copy, *w[LUCKY_MAXENTRY / 2 + 1];
	char *w2[LUCKY_MAXENTRY / 2 + 1];
	int n, ret, i, moved;

	buf[0] = '\0';
	sn.st = NULL;
	sn.n = 0;
	bare(&b, before);
	bare(&a, before);
	copy = xstrdup(entry);
	n = split(copy, w, (int)(sizeof(w) / sizeof(w[0])));
	memcpy(w2, w, sizeof(w[0]) * (size_t)n);
	turn_watch = watch;
	turn_watch_arg = &sn;
	if ((ret = action_parse(&b, n, w, &act, e)) == ACT_OK)
		ret = action_apply(&a, n, w2, false, rec, sizeof(rec), e);
	turn_watch = NULL;
	turn_watch_arg = NULL;
	if (ret == ACT_OK) {
		/* the one entry the action recorded: freed, kept bare */
		struct state rec_only = a;

		state_free(&rec_only);
		bare(&a, &a);
		moved = tell_action(&s, &b, &act, &b, sn.n > 0 ? &sn.st[0] :
		    &a, as);
		if (act.verb != VERB_ESCAPE)
			tell_changes(&s, &b, sn.n > 0 ? &sn.st[0] : &a, as,
			    moved);
		for (i = 0; i < sn.n; i++)
			tell_stranger(&s, &sn.st[i], i + 1 < sn.n ?
			    &sn.st[i + 1] : &a, as);
		if (after != NULL)
			*after = a;
	}
	free(copy);
	free(sn.st);
	return ret;
}

int
narrate_entry(const struct state *before, const char *entry, int as,
    char *buf, size_t size, struct lerr *e)
{
	return tell(before, entry, as, NULL, buf, size, e);
}

/* Tells an entry from its words alone (a view has no past to replay). */
static void
narrate_words(const struct state *st, const char *entry, char *buf,
    size_t size)
{
	struct says s = { buf, size };
	struct action a;
	struct lerr e;
	char *copy, *w[LUCKY_MAXENTRY / 2 + 1];
	int n;

	buf[0] = '\0';
	copy = xstrdup(entry);
	n = split(copy, w, (int)(sizeof(w) / sizeof(w[0])));
	if (action_parse(st, n, w, &a, &e) == ACT_OK)
		tell_action(&s, st, &a, NULL, NULL, st->view);
	else
		say(&s, "%s", entry);
	free(copy);
}

/*
 * The record replayed from its setup, each entry told to as and handed
 * to put with its number: 0, or -1 with the reason.
 */
static int
tell_all(const struct state *st, int as,
    void (*put)(void *, int, const char *), void *arg, struct lerr *e)
{
	struct state cur, next;
	char buf[NARRATE_MAX];
	int i;

	if (replay_setup(st, &cur, e) == -1)
		return -1;
	for (i = 0; i < st->nrecord; i++) {
		if (tell(&cur, st->record[i], as, &next, buf, sizeof(buf),
		    e) != ACT_OK) {
			char why[sizeof(e->msg)];

			strlcpy(why, e->msg, sizeof(why));
			state_free(&cur);
			return lerr_msg(e, NULL, 0, MSG_ENTRY_NO_REPLAY, i + 1,
			    st->record[i], why);
		}
		put(arg, i, buf);
		state_free(&cur);
		cur = next;
	}
	state_free(&cur);
	return 0;
}

struct printing {
	FILE		*out;
	const char	*prefix;
	int		 from;
};

static void
put_line(void *arg, int i, const char *told)
{
	struct printing *pr = arg;

	if (i >= pr->from)
		fprintf(pr->out, "%s%s\n", pr->prefix, told);
}

/*
 * A view's record: each entry as its "told" line has it, those after
 * them (a view without them, written before they were) told from their
 * words alone, since a view has no past to replay.
 */
static void
narrate_view(const struct state *st, int from, const char *prefix,
    FILE *out)
{
	char buf[NARRATE_MAX];
	const char *p = st->told, *nl;
	int i;

	for (i = 0; i < st->nrecord; i++) {
		if (p != NULL && (nl = strchr(p, '\n')) != NULL) {
			if (i >= from)
				fprintf(out, "%s%.*s\n", prefix,
				    (int)(nl - p), p);
			p = nl + 1;
			continue;
		}
		p = NULL;
		if (i >= from) {
			narrate_words(st, st->record[i], buf, sizeof(buf));
			fprintf(out, "%s%s\n", prefix, buf);
		}
	}
}

int
narrate_record(const struct state *st, int from, int as, const char *prefix,
    FILE *out, struct lerr *e)
{
	struct printing pr = { out, prefix, from };

	if (st->view != NOBODY) {
		narrate_view(st, from, prefix, out);
		return 0;
	}
	return tell_all(st, as, put_line, &pr, e);
}

struct telling {
	char	*buf;
	size_t	 len;
	const struct state *st;
};

/* One sentence more of a view's "told" lines, cut to fit a line of the
 * state; an entry told in no words keeps its own. */
static void
put_told(void *arg, int i, const char *told)
{
	struct telling *t = arg;
	size_t n = strlen(told);

	if (strspn(told, " ") == n) {
		told = t->st->record[i];
		n = strlen(told);
	}
	if (n > VIEW_TOLD_MAX) {
		for (n = VIEW_TOLD_MAX; n > 0 && told[n] != ' '; n--)
			;
	}
	t->buf = xreallocarray(t->buf, t->len + n + 2, 1);
	memcpy(t->buf + t->len, told, n);
	t->len += n;
	t->buf[t->len++] = '\n';
	t->buf[t->len] = '\0';
}

int
view_told(const struct state *st, int p, struct state *view, struct lerr *e)
{
	struct telling t = { NULL, 0, st };

	/* a view's view has its own already (state_view) */
	if (st->view != NOBODY || st->nrecord == 0)
		return 0;
	if (tell_all(st, p, put_told, &t, e) == -1) {
		free(t.buf);
		return -1;
	}
	free(view->told);
	view->told = t.buf;
	return 0;
}

void
narrate_start(const struct state *st, char *buf, size_t size)
{
	struct says s = { buf, size };
	char at[LUCKY_MAXNAMELEN + 32];
	int i;

	buf[0] = '\0';
	say(&s, "%s rules for ", st->rules->name);
	for (i = 0; i < st->nplayers; i++)
		more(&s, "%s%s", i == 0 ? "" : i == st->nplayers - 1 ?
		    " and " : ", ", st->p[i].name);
	if (st->lucky != NOWHERE)
		say(&s, "Doctor Lucky is %s", board_at(st->board, st->lucky,
		    at, sizeof(at)));
	if (st->current != NOBODY)
		say(&s, "%s plays first", st->p[st->current].name);
}

void
narrate_whose(const struct state *st, char *buf, size_t size, bool append)
{
	struct says s = { buf, size };
	const char *w = st->rules->words.attempt1;

	if (!append)
		buf[0] = '\0';
	switch (st->phase) {
	case PHASE_OVER:
		say(&s, "%s %s", pawn_name(st, st->winner),
		    st->rules->words.won);
		break;
	case PHASE_ANSWER:
		say(&s, "%s answers %s's %s", st->p[st->att.answerer].name,
		    pawn_name(st, st->att.attacker), w);
		break;
	case PHASE_TAKE:
		say(&s, "%s may take Shamrock's tokens (RULES P.4)",
		    st->p[st->taker].name);
		break;
	default:
		say(&s, "%s plays", st->p[st->current].name);
		break;
	}
}
