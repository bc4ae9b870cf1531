/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "turn.h"

/*
 * A game composed from a position (lucky-new(1) POSITIONS): a few lines
 * of the state format fix what a puzzle needs (the rule set, the pawns,
 * the hands and piles that matter, whose turn); the other cards are
 * shuffled from the seed and dealt, and the whole is written as the
 * text of a state and read by state_parse, so that a position the rules
 * cannot have is refused by the checks every state passes (check.c),
 * its message naming the position's line.  The state keeps the
 * position's lines ("position" lines), from which its replay starts.
 */

#define LABEL		"position"
#define MAXRUN		5	/* words of a card's name: "Piece of Rope" */
#define CLASS		(-1000)	/* a name several cards share: CLASS - first */

/* The lines of a position, in the order a state writes them. */
static const struct pkey {
	const char	*key;
	bool		 once;
	int		 player;	/* a word naming a player: 1, 2, 0 none */
	int		 cards;		/* the word the cards start at, 0 none */
	bool		 hidden;	/* may deal "?N" cards from the rest */
} pkeys[] = {
	{ "player",	false,	0, 0, false },
	{ "lucky",	true,	0, 0, false },
	{ "dog",	true,	0, 0, false },
	{ "cat",	true,	0, 0, false },
	{ "locked",	false,	0, 2, true },
	{ "pool",	true,	0, 0, false },
	{ "tokens",	false,	1, 0, false },
	{ "first",	true,	1, 0, false },
	{ "turn",	true,	2, 0, false },
	{ "round",	true,	0, 0, false },
	{ "phase",	true,	0, 0, false },
	{ "free",	true,	0, 0, false },
	{ "played",	true,	0, 0, false },
	{ "last",	false,	1, 0, false },
	{ "take",	true,	1, 0, false },
	{ "attempt",	true,	1, 4, false },
	{ "answer",	true,	1, 0, false },
	{ "winner",	true,	1, 0, false },
	{ "loser",	true,	1, 0, false },
	{ "hand",	false,	1, 2, true },
	{ "motives",	false,	1, 2, false },
	{ "strength",	false,	1, 0, false },
	{ "dead",	false,	1, 0, false },
	{ "draw",	true,	0, 1, true },
	{ "discard",	true,	0, 1, true },
	{ "removed",	true,	0, 1, true },
};
#define NKEYS	((int)(sizeof(pkeys) / sizeof(pkeys[0])))
enum { K_PLAYER, K_LUCKY, K_DOG, K_CAT, K_LOCKED, K_POOL, K_TOKENS, K_FIRST,
    K_TURN, K_ROUND, K_PHASE, K_FREE, K_PLAYED, K_LAST, K_TAKE, K_ATTEMPT,
    K_ANSWER, K_WINNER, K_LOSER, K_HAND, K_MOTIVES, K_STRENGTH, K_DEAD,
    K_DRAW, K_DISCARD, K_REMOVED };

/* The header's lines, and the state's lines a position leaves to us. */
static const char *header_keys[] = { "rules", "board", "deck", "option",
    "seed", NULL };
static const char *written_keys[] = { "rng", "sum", "view", "lights",
    "record", "position", "lucky-state", NULL };

/* A line of the position, its words made canonical. */
struct pline {
	int	 key;
	int	 line;		/* its first physical line */
	char	*pre;		/* its words before the cards */
	int	*tok;		/* cards: >= 0 a card, -N "?N", CLASS - c */
	int	*tokline;
	int	 ntok;
	int	 player;	/* the seat it names (hand), or NOBODY */
};

struct pos {
	struct state		 sc;	/* rules, board, deck, options, names */
	struct position_errors	*pe;
	struct pline		*l;
	int			 nl;
	int			 where[LUCKY_MAXCARDS];
	int			 seen[NKEYS];	/* line of a "once" line */
	int			 head[5];	/* line of each header line */
	int			 last;		/* the last physical line */
	uint64_t		 seed;
	bool			 has_seed;
};

/* The one error that stops the reading. */
static int
fail(struct pos *ps, int line, enum msg m, ...)
{
	va_list ap;

	ps->pe->n = 1;
	va_start(ap, m);
	lerr_vmsg(&ps->pe->e[0], LABEL, line, m, ap);
	va_end(ap);
	return -1;
}

static int
key_of(const char *k)
{
	int i;

	for (i = 0; i < NKEYS; i++)
		if (strcmp(pkeys[i].key, k) == 0)
			return i;
	return -1;
}

static int
in_list(const char **list, const char *k)
{
	int i;

	for (i = 0; list[i] != NULL; i++)
		if (strcmp(list[i], k) == 0)
			return i;
	return -1;
}

/* --- cards by id or name --- */

/*
 * The card the words from k on name (deck_find_words), and how many
 * words it took; a name several cards share (Move-1) is CLASS - its
 * first card, one of them given later (resolve_classes).
 */
static int
find_card(struct pos *ps, const struct textline *tl, int k, int *used)
{
	char *words[MAXRUN], msg[300];
	bool shared;
	int c, n;

	for (n = 0; n < MAXRUN && k + n < tl->nw; n++)
		words[n] = tl->w[k + n].s;
	if ((c = deck_find_words(ps->sc.deck, words, n, used, &shared, msg,
	    sizeof(msg))) == -1)
		return fail(ps, tl->w[k].line, MSG_LOOKUP, msg) - 1;
	return shared ? CLASS - c : c;
}

/* A card given: a second time is reported, every one, at the end. */
static void
give(struct pos *ps, int c, int line)
{
	struct lerr *e;

	if (ps->where[c] == 0) {
		ps->where[c] = line;
		return;
	}
	if (ps->pe->n == LUCKY_MAXCARDS)
		return;
	e = &ps->pe->e[ps->pe->n++];
	lerr_msg(e, LABEL, line, MSG_CARD_TWICE,
	    ps->sc.deck->c[c].id, ps->where[c]);
}

static int
get_cards(struct pos *ps, const struct textline *tl, struct pline *pl)
{
	const struct pkey *pk = &pkeys[pl->key];
	const char *errstr;
	int k, c, used, n;

	pl->tok = xcalloc((size_t)tl->nw + 1, sizeof(*pl->tok));
	pl->tokline = xcalloc((size_t)tl->nw + 1, sizeof(*pl->tokline));
	for (k = pk->cards; k < tl->nw; k += used) {
		used = 1;
		if (pl->ntok == LUCKY_MAXCARDS)
			return fail(ps, tl->w[k].line, MSG_TOO_MANY_CARDS);
		pl->tokline[pl->ntok] = tl->w[k].line;
		if (tl->w[k].s[0] == '?') {
			if (!pk->hidden)
				return fail(ps, tl->w[k].line,
				    MSG_DEAL_FROM_REST, tl->w[k].s);
			n = (int)strtonum(tl->w[k].s + 1, 1, LUCKY_MAXCARDS,
			    &errstr);
			if (errstr != NULL)
				return fail(ps, tl->w[k].line, MSG_DEAL_COUNT,
				    tl->w[k].s, errstr, LUCKY_MAXCARDS);
			pl->tok[pl->ntok++] = -n;
			continue;
		}
		if ((c = find_card(ps, tl, k, &used)) == -2)
			return -1;
		if (c >= 0)
			give(ps, c, tl->w[k].line);
		pl->tok[pl->ntok++] = c;
	}
	return 0;
}

/* A name that several cards share: the first of them not given. */
static int
resolve_classes(struct pos *ps)
{
	const struct deck *d = ps->sc.deck;
	struct pline *pl;
	int i, k, c, first, n;

	for (i = 0; i < ps->nl; i++) {
		pl = &ps->l[i];
		for (k = 0; k < pl->ntok; k++) {
			if (pl->tok[k] > CLASS)
				continue;
			first = CLASS - pl->tok[k];
			for (c = 0, n = 0; c < d->ncards; c++)
				if (strcmp(d->c[c].name, d->c[first].name) ==
				    0 && (n++, ps->where[c] == 0))
					break;
			if (c == d->ncards)
				return fail(ps, pl->tokline[k],
				    MSG_NO_CARD_LEFT, d->c[first].name, n);
			ps->where[c] = pl->tokline[k];
			pl->tok[k] = c;
		}
	}
	return 0;
}

/* --- the lines --- */

/* Words a..b-1 of a line joined by blanks, after what buf holds. */
static void
join(char *buf, size_t size, const struct textline *tl, int a, int b)
{
	int i;

	for (i = a; i < b; i++) {
		if (buf[0] != '\0')
			strlcat(buf, " ", size);
		strlcat(buf, tl->w[i].s, size);
	}
}

/* A space by words a..b-1, as its id; as written if unknown, for the
 * state's own message. */
static void
add_space(struct pos *ps, char *buf, size_t size, const struct textline *tl,
    int a, int b, int dflt)
{
	char name[LUCKY_MAXJOINED + 1] = "", msg[200];
	int s;

	if (a >= b) {
		if (dflt != NOWHERE) {
			strlcat(buf, " ", size);
			strlcat(buf, ps->sc.board->sp[dflt].id, size);
		}
		return;
	}
	join(name, sizeof(name), tl, a, b);
	if ((s = board_find(ps->sc.board, name, msg, sizeof(msg))) >= 0)
		strlcpy(name, ps->sc.board->sp[s].id, sizeof(name));
	strlcat(buf, " ", size);
	strlcat(buf, name, size);
}

/* The words before the cards, players by name and spaces by id. */
static void
canonical(struct pos *ps, const struct textline *tl, struct pline *pl)
{
	const struct pkey *pk = &pkeys[pl->key];
	char buf[LUCKY_MAXJOINED + 1], msg[200];
	int end = pk->cards > 0 ? pk->cards : tl->nw, k, p, n = tl->nw;

	if (end > tl->nw)
		end = tl->nw;
	strlcpy(buf, tl->w[0].s, sizeof(buf));
	switch (pl->key) {
	case K_PLAYER:
		join(buf, sizeof(buf), tl, 1, n > 1 ? 2 : 1);
		if (n >= 3 && strcmp(tl->w[n - 1].s, "stranger") == 0)
			n--;
		add_space(ps, buf, sizeof(buf), tl, 2, n,
		    ps->sc.board->start_players);
		join(buf, sizeof(buf), tl, n, tl->nw);
		ps->sc.p[ps->sc.nplayers - 1].stranger = n < tl->nw;
		break;
	case K_DOG:
		if (n >= 2 && strcmp(tl->w[n - 1].s, "dead") == 0)
			n--;
		/* FALLTHROUGH */
	case K_LUCKY:
	case K_CAT:
		add_space(ps, buf, sizeof(buf), tl, 1, n, NOWHERE);
		join(buf, sizeof(buf), tl, n, tl->nw);
		break;
	case K_LOCKED:
		add_space(ps, buf, sizeof(buf), tl, 1, end < 2 ? end : 2,
		    NOWHERE);
		break;
	default:
		for (k = 1; k < end; k++) {
			p = state_find_player(&ps->sc, tl->w[k].s, msg,
			    sizeof(msg));
			strlcat(buf, " ", sizeof(buf));
			strlcat(buf, (k == pk->player || (pl->key ==
			    K_ATTEMPT && k == 2)) && p >= 0 ? ps->sc.p[p].name :
			    tl->w[k].s, sizeof(buf));
			if (k == pk->player && pk->cards > 0)
				pl->player = p;
			if (pl->key == K_DEAD && p >= 0)
				ps->sc.p[p].dead = true;
		}
	}
	pl->pre = xstrdup(buf);
}

static int
add_line(struct pos *ps, const struct textline *tl, int key)
{
	struct pline *pl;

	if (pkeys[key].once && ps->seen[key])
		return fail(ps, tl->line, MSG_SECOND_LINE, tl->w[0].s,
		    ps->seen[key]);
	ps->seen[key] = tl->line;
	ps->l = xreallocarray(ps->l, (size_t)ps->nl + 1, sizeof(*ps->l));
	pl = &ps->l[ps->nl++];
	memset(pl, 0, sizeof(*pl));
	pl->key = key;
	pl->line = tl->line;
	pl->player = NOBODY;
	canonical(ps, tl, pl);
	if (pkeys[key].cards > 0 && pkeys[key].cards <= tl->nw)
		return get_cards(ps, tl, pl);
	return 0;
}

/* The rule set, board, deck, options and seed, before the rest. */
static int
read_header(struct pos *ps, const struct text *t)
{
	struct state *sc = &ps->sc;
	const struct textline *tl;
	const char *name[3] = { NULL, NULL, NULL }, *errstr;
	struct lerr sub;
	char buf[400];
	int i, k;

	for (i = 0; i < t->nlines; i++) {
		tl = &t->lines[i];
		if ((k = in_list(header_keys, tl->w[0].s)) == -1)
			continue;
		if (k != 3 && ps->head[k])
			return fail(ps, tl->line, MSG_SECOND_LINE, tl->w[0].s,
			    ps->head[k]);
		ps->head[k] = tl->line;
		if (tl->nw != 2)
			return fail(ps, tl->line, tl->nw < 2 ?
			    MSG_MISSING_VALUE : MSG_ONE_WORD, tl->w[0].s);
		if (k < 3)
			name[k] = tl->w[1].s;
		else if (k == 4) {
			ps->seed = (uint64_t)strtonum(tl->w[1].s, 0,
			    LLONG_MAX, &errstr);
			if (errstr != NULL)
				return fail(ps, tl->line, MSG_BAD_SEED,
				    tl->w[1].s, errstr);
			ps->has_seed = true;
		}
	}
	if ((sc->rules = rules_find(name[0])) == NULL) {
		FILE *fp;

		if (rules_near(name[0]) != NULL)
			return fail(ps, ps->head[0],
			    MSG_POS_UNKNOWN_RULE_SET_NEAR, name[0],
			    rules_near(name[0]));
		buf[0] = '\0';
		fp = fmemopen(buf, sizeof(buf), "w");
		if (fp != NULL) {
			rules_list(fp);
			fclose(fp);
		}
		return fail(ps, ps->head[0], MSG_POS_UNKNOWN_RULE_SET, name[0],
		    buf);
	}
	for (i = 0; i < t->nlines; i++)
		if (strcmp(t->lines[i].w[0].s, "option") == 0 &&
		    option_add(&sc->opt, sc->rules, t->lines[i].w[1].s,
		    &sub) == -1)
			return fail(ps, t->lines[i].line, MSG_RELAY, sub.msg);
	sc->rules = rules_convert(sc->rules, &sc->opt);
	if ((sc->board = board_get(name[1] ? name[1] : sc->rules->board,
	    &sub)) == NULL)
		return fail(ps, ps->head[1] ? ps->head[1] : ps->last, MSG_RELAY,
		    lerr_str(&sub, buf, sizeof(buf)));
	if ((sc->deck = deck_get(name[2] ? name[2] : sc->rules->deck,
	    sc->board, &sub)) == NULL)
		return fail(ps, ps->head[2] ? ps->head[2] : ps->last, MSG_RELAY,
		    lerr_str(&sub, buf, sizeof(buf)));
	return 0;
}

static int
read_lines(struct pos *ps, const struct text *t)
{
	const struct textline *tl;
	int i, k, pass;

	for (i = 0; i < t->nlines; i++) {
		tl = &t->lines[i];
		if (i == 0 && strcmp(tl->w[0].s, "lucky-state") == 0) {
			if (tl->nw != 2 || strcmp(tl->w[1].s, "1") != 0)
				return fail(ps, tl->line, MSG_POS_VERSION);
			continue;
		}
		if (in_list(written_keys, tl->w[0].s) != -1)
			return fail(ps, tl->line, MSG_POS_HEADER_LINE,
			    tl->w[0].s);
		if (in_list(header_keys, tl->w[0].s) == -1 &&
		    key_of(tl->w[0].s) == -1)
			return fail(ps, tl->line, MSG_UNKNOWN_LINE, tl->w[0].s);
	}
	if (read_header(ps, t) == -1)
		return -1;
	/* the seats first: the other lines name them */
	for (pass = 0; pass < 2; pass++)
		for (i = 0; i < t->nlines; i++) {
			tl = &t->lines[i];
			if ((k = key_of(tl->w[0].s)) == -1 ||
			    (k == K_PLAYER) != (pass == 0))
				continue;
			if (k == K_PLAYER) {
				if (ps->sc.nplayers == LUCKY_MAXPLAYERS)
					return fail(ps, tl->line,
					    MSG_TOO_MANY_PLAYERS,
					    LUCKY_MAXPLAYERS);
				if (tl->nw < 2)
					return fail(ps, tl->line,
					    MSG_PLAYER_MISSING_VALUE);
				strlcpy(ps->sc.p[ps->sc.nplayers++].name,
				    tl->w[1].s, sizeof(ps->sc.p[0].name));
			}
			if (add_line(ps, tl, k) == -1)
				return -1;
		}
	if (ps->sc.nplayers == 0)
		return fail(ps, ps->last, MSG_POS_NO_PLAYER,
		    ps->sc.rules->minplayers, ps->sc.rules->maxplayers);
	return 0;
}

/* --- the state made of it --- */

/* The state's text, and the position's line each of its lines is. */
struct gen {
	char	*buf;
	size_t	 len, cap;
	int	*map;
	int	 nlines, capmap;
};

static void
emit(struct gen *g, int line, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

static void
emit(struct gen *g, int line, const char *fmt, ...)
{
	va_list ap;
	int n;

	va_start(ap, fmt);
	n = vsnprintf(NULL, 0, fmt, ap);
	va_end(ap);
	if (g->len + (size_t)n + 2 > g->cap) {
		g->cap = (g->len + (size_t)n + 2) * 2;
		g->buf = xreallocarray(g->buf, g->cap, 1);
	}
	va_start(ap, fmt);
	vsnprintf(g->buf + g->len, (size_t)n + 1, fmt, ap);
	va_end(ap);
	g->len += (size_t)n;
	g->buf[g->len++] = '\n';
	if (g->nlines == g->capmap) {
		g->capmap = g->capmap ? g->capmap * 2 : 64;
		g->map = xreallocarray(g->map, (size_t)g->capmap,
		    sizeof(*g->map));
	}
	g->map[g->nlines++] = line;
}

/* A line with its cards, each "?N" dealt from the rest. */
static void
emit_cards(struct gen *g, int line, const char *pre, const int *cards, int n,
    const struct deck *d)
{
	char *buf;
	size_t size = strlen(pre) + (size_t)n * (LUCKY_MAXCARDID + 1) + 1;
	int i;

	buf = xcalloc(size, 1);
	strlcpy(buf, pre, size);
	for (i = 0; i < n; i++) {
		strlcat(buf, " ", size);
		strlcat(buf, d->c[cards[i]].id, size);
	}
	emit(g, line, "%s", buf);
	free(buf);
}

/* The cards of a line: those given, and "?N" from the rest's top. */
static int
deal_line(struct pos *ps, const struct pline *pl, int *rest, int *nrest,
    int *out)
{
	int k, j, n = 0, want;

	for (k = 0; k < pl->ntok; k++) {
		if (pl->tok[k] >= 0) {
			out[n++] = pl->tok[k];
			continue;
		}
		want = -pl->tok[k];
		if (want > *nrest)
			return fail(ps, pl->tokline[k], MSG_POS_LEFT_TO_DEAL,
			    want, *nrest, *nrest == 1 ? " is" : "s are");
		for (j = 0; j < want; j++)
			out[n++] = rest[j];
		memmove(rest, rest + want, (size_t)(*nrest - want) *
		    sizeof(*rest));
		*nrest -= want;
	}
	return n;
}

/* The line of a key, or NULL. */
static const struct pline *
line_of(const struct pos *ps, int key)
{
	int i;

	for (i = 0; i < ps->nl; i++)
		if (ps->l[i].key == key)
			return &ps->l[i];
	return NULL;
}

/* Where a pet starts without a line: the board's first open start for
 * it, else with Doctor Lucky (RULES P.4, A.12). */
static int
pet_default(const int start[2], int lucky, uint64_t locked)
{
	int i;

	for (i = 0; i < 2; i++)
		if (start[i] != NOWHERE && !(locked & (UINT64_C(1) << start[i])))
			return start[i];
	return lucky;
}

/* The word after the key ("lucky library": "library"). */
static const char *
arg(const struct pline *pl)
{
	const char *p = strchr(pl->pre, ' ');

	return p != NULL ? p + 1 : "";
}

/* A card off the top of the rest. */
static int
take_top(int *rest, int *nrest)
{
	int c = rest[0];

	memmove(rest, rest + 1, (size_t)--*nrest * sizeof(*rest));
	return c;
}

/* The cards of a deal as it goes, and what its lines said. */
struct dealing {
	int		 rest[LUCKY_MAXCARDS];	/* the cards left, top first */
	int		 nrest;
	int		 out3[LUCKY_MAXCARDS];	/* 3-point failures out */
	int		 n3;
	int		 hands[LUCKY_MAXPLAYERS][LUCKY_MAXCARDS];
	int		 nhand[LUCKY_MAXPLAYERS];
	int		 hline[LUCKY_MAXPLAYERS];	/* line of a hand, 0 */
	int		 lucky;		/* Doctor Lucky's space */
	int		 tokens;	/* the tokens the lines give */
	bool		 lstrength;	/* a "strength lucky" line */
	uint64_t	 locked;	/* the locked rooms */
};

/* Shuffles the cards no line gives, the 3-point failures put out. */
static void
deal_rest(struct pos *ps, struct dealing *dl, struct rng *rng)
{
	const struct deck *d = ps->sc.deck;
	bool no3 = state_option(&ps->sc, OPT_NO_FAILURE3) != NULL;
	int i;

	/* RULES C.11: the 3-point failure cards no line gives are out */
	for (i = 0; i < d->ncards; i++)
		if (ps->where[i] == 0) {
			if (no3 && d->c[i].kind == CARD_FAILURE &&
			    d->c[i].value == 3)
				dl->out3[dl->n3++] = i;
			else
				dl->rest[dl->nrest++] = i;
		}
	rng_shuffle(rng, dl->rest, dl->nrest);
}

/* Places Doctor Lucky, drawing his room where nothing names it. */
static void
deal_lucky(struct pos *ps, struct gen *g, struct dealing *dl,
    struct rng *rng)
{
	const struct board *b = ps->sc.board;
	const struct pline *pl;
	int i, s, rooms[LUCKY_MAXSPACES], nrooms = 0;
	char msg[200];

	for (i = 0; i < ps->nl; i++)
		if (ps->l[i].key == K_LOCKED && (s = board_find(b,
		    arg(&ps->l[i]), msg, sizeof(msg))) >= 0)
			dl->locked |= UINT64_C(1) << s;
	dl->lucky = b->start_lucky;
	if ((pl = line_of(ps, K_LUCKY)) != NULL)
		dl->lucky = board_find(b, arg(pl), msg, sizeof(msg));
	else if (dl->lucky == NOWHERE) {
		/* as RULES C.3 puts him in a room the deal names */
		for (s = 0; s < b->nspaces; s++)
			if (board_is_named_room(b, s) &&
			    !(dl->locked & (UINT64_C(1) << s)))
				rooms[nrooms++] = s;
		if (nrooms > 0)
			dl->lucky = rooms[rng_below(rng, (uint32_t)nrooms)];
		if (dl->lucky != NOWHERE)
			emit(g, ps->last, "lucky %s", b->sp[dl->lucky].id);
	} else
		emit(g, ps->last, "lucky %s", b->sp[dl->lucky].id);
}

/* Writes the position's lines in order, dealing locked rooms and hands. */
static int
deal_lines(struct pos *ps, struct gen *g, struct dealing *dl)
{
	struct state *sc = &ps->sc;
	const struct deck *d = sc->deck;
	const struct pline *pl;
	int cards[LUCKY_MAXCARDS * 2];
	int i, n;
	const char *errstr;

	for (i = 0; i < ps->nl; i++) {
		pl = &ps->l[i];
		switch (pl->key) {
		case K_LOCKED:
			if ((n = deal_line(ps, pl, dl->rest, &dl->nrest,
			    cards)) == -1)
				return -1;
			if (pl->ntok == 0 && dl->nrest > 0)
				cards[n++] = take_top(dl->rest, &dl->nrest);
			emit_cards(g, pl->line, pl->pre, cards, n, d);
			break;
		case K_HAND:
			if ((n = deal_line(ps, pl, dl->rest, &dl->nrest,
			    cards)) == -1)
				return -1;
			if (pl->player == NOBODY) {	/* the state says why */
				emit_cards(g, pl->line, pl->pre, cards, n, d);
				break;
			}
			if (dl->hline[pl->player] != 0)
				return fail(ps, pl->line, MSG_SECOND_HAND,
				    sc->p[pl->player].name);
			dl->hline[pl->player] = pl->line;
			memcpy(dl->hands[pl->player], cards, (size_t)n *
			    sizeof(*cards));
			dl->nhand[pl->player] = n;
			break;
		case K_DRAW:
		case K_DISCARD:
		case K_REMOVED:
		case K_MOTIVES:
		case K_ATTEMPT:
			break;
		case K_STRENGTH:
			dl->lstrength |= strncmp(arg(pl), "lucky ", 6) == 0;
			emit(g, pl->line, "%s", pl->pre);
			break;
		case K_TOKENS:
			n = (int)strtonum(strrchr(pl->pre, ' ') != NULL ?
			    strrchr(pl->pre, ' ') + 1 : "", 0, LUCKY_MAXVALUE,
			    &errstr);
			dl->tokens += errstr == NULL ? n : 0;
			/* FALLTHROUGH */
		default:
			emit(g, pl->line, "%s", pl->pre);
		}
	}
	return 0;
}

/* Writes, where the position says nothing, what a new game would have. */
static void
deal_defaults(struct pos *ps, struct gen *g, const struct dealing *dl)
{
	struct state *sc = &ps->sc;
	const struct board *b = sc->board;
	const struct pline *pl;
	int first, last = ps->last;

	if (line_of(ps, K_DOG) == NULL && game_has_pet(sc, PAWN_DOG) &&
	    dl->lucky >= 0)
		emit(g, last, "dog %s", b->sp[pet_default(b->start_dog,
		    dl->lucky, dl->locked)].id);
	if (line_of(ps, K_CAT) == NULL && game_has_pet(sc, PAWN_CAT) &&
	    dl->lucky >= 0)
		emit(g, last, "cat %s", b->sp[pet_default(b->start_cat,
		    dl->lucky, dl->locked)].id);
	if (line_of(ps, K_POOL) == NULL && sc->rules->pool > 0)
		emit(g, last, "pool %d", dl->tokens < sc->rules->pool ?
		    sc->rules->pool - dl->tokens : 0);
	for (first = 0; first < sc->nplayers && sc->p[first].stranger;
	    first++)
		;
	if (first == sc->nplayers)
		first = 0;
	if (line_of(ps, K_FIRST) == NULL)
		emit(g, last, "first %s", sc->p[first].name);
	if (line_of(ps, K_TURN) == NULL)
		emit(g, last, "turn 1 %s", (pl = line_of(ps, K_FIRST)) ?
		    arg(pl) : sc->p[first].name);
	if (line_of(ps, K_ROUND) == NULL)
		emit(g, last, "round 1");
	if (line_of(ps, K_PHASE) == NULL)
		emit(g, last, "phase move");
	if (line_of(ps, K_FREE) == NULL)
		emit(g, last, "free 1");
	if (line_of(ps, K_PLAYED) == NULL)
		emit(g, last, "played 0");
	if (rules_line(sc->rules, "strength lucky") && !dl->lstrength)
		emit(g, last, "strength lucky 1");
}

/* Deals the hands no line gives, a card a seat from seat 1 (RULES C.3). */
static void
deal_hands(struct pos *ps, struct gen *g, struct dealing *dl)
{
	struct state *sc = &ps->sc;
	int i, k, size;

	size = rules_hooks(sc->rules)->hand_size(sc->nplayers);
	for (k = 0; k < size; k++)
		for (i = 0; i < sc->nplayers && dl->nrest > 0; i++)
			if (dl->hline[i] == 0 && !sc->p[i].stranger &&
			    !sc->p[i].dead)
				dl->hands[i][dl->nhand[i]++] =
				    take_top(dl->rest, &dl->nrest);
	for (i = 0; i < sc->nplayers; i++) {
		char pre[LUCKY_MAXIDLEN + 8];

		snprintf(pre, sizeof(pre), "hand %s", sc->p[i].name);
		emit_cards(g, dl->hline[i] ? dl->hline[i] : ps->last, pre,
		    dl->hands[i], dl->nhand[i], sc->deck);
	}
}

/* Deals the piles' "?N", the rest left at the bottom of the draw pile. */
static int
deal_piles(struct pos *ps, struct gen *g, struct dealing *dl)
{
	struct state *sc = &ps->sc;
	const struct deck *d = sc->deck;
	const struct pline *pl;
	int cards[LUCKY_MAXCARDS * 2];
	int i, n, last = ps->last;

	for (i = 0; i < ps->nl; i++) {
		pl = &ps->l[i];
		if (pl->key != K_MOTIVES && pl->key != K_ATTEMPT &&
		    pl->key != K_DISCARD && pl->key != K_REMOVED)
			continue;
		if ((n = deal_line(ps, pl, dl->rest, &dl->nrest,
		    cards)) == -1)
			return -1;
		if (pl->key == K_REMOVED) {
			memcpy(cards + n, dl->out3, (size_t)dl->n3 *
			    sizeof(*cards));
			n += dl->n3;
			dl->n3 = 0;
		}
		emit_cards(g, pl->line, pl->pre, cards, n, d);
	}
	if (line_of(ps, K_DISCARD) == NULL)
		emit(g, last, "discard");
	if (line_of(ps, K_REMOVED) == NULL)
		emit_cards(g, last, "removed", dl->out3, dl->n3, d);
	n = 0;
	if ((pl = line_of(ps, K_DRAW)) != NULL &&
	    (n = deal_line(ps, pl, dl->rest, &dl->nrest, cards)) == -1)
		return -1;
	memcpy(cards + n, dl->rest, (size_t)dl->nrest * sizeof(*cards));
	n += dl->nrest;
	emit_cards(g, pl != NULL ? pl->line : last, "draw", cards, n, d);
	/* RULES A.9: the lights are out with the deck */
	if (n == 0 && rules_line(sc->rules, "lights"))
		emit(g, last, "lights off");
	return 0;
}

/*
 * The cards the position leaves are shuffled; then Doctor Lucky's room
 * is drawn if need be; then dealt from the top, in the order of the
 * position's lines, each "?N" of a locked or hand line and the card of
 * a locked line without one; then the hands no line gives, one card a
 * seat from seat 1; then each "?N" of the discard, removed and draw
 * lines; what is left is the bottom of the draw pile.
 */
static int
deal(struct pos *ps, struct gen *g, struct rng *rng)
{
	struct dealing dl;

	memset(&dl, 0, sizeof(dl));
	deal_rest(ps, &dl, rng);
	deal_lucky(ps, g, &dl, rng);
	if (deal_lines(ps, g, &dl) == -1)
		return -1;
	/* where the position says nothing, as a new game would have it */
	deal_defaults(ps, g, &dl);
	deal_hands(ps, g, &dl);
	return deal_piles(ps, g, &dl);
}

/* The position's own lines, from which a replay starts. */
static void
emit_position(struct pos *ps, struct gen *g)
{
	const struct pline *pl;
	char *buf;
	size_t size;
	int i, k;

	for (i = 0; i < ps->nl; i++) {
		pl = &ps->l[i];
		size = strlen(pl->pre) + (size_t)pl->ntok * 12 + 16;
		buf = xcalloc(size, 1);
		strlcpy(buf, pl->pre, size);
		for (k = 0; k < pl->ntok; k++)
			if (pl->tok[k] >= 0)
				snprintf(buf + strlen(buf), size - strlen(buf),
				    " %s", ps->sc.deck->c[pl->tok[k]].id);
			else
				snprintf(buf + strlen(buf), size - strlen(buf),
				    " ?%d", -pl->tok[k]);
		emit(g, pl->line, "position %s", buf);
		free(buf);
	}
}

/* The text of the state, read as every state is. */
static int
compose(struct pos *ps, struct state *st)
{
	struct state *sc = &ps->sc;
	struct gen g;
	struct rng rng;
	struct lerr *e = &ps->pe->e[0];
	char rngline[100];
	int i, rngat, ret;

	memset(&g, 0, sizeof(g));
	rng_seed(&rng, ps->seed);
	emit(&g, ps->last, "lucky-state 1");
	emit(&g, ps->head[0] ? ps->head[0] : ps->last, "rules %s",
	    sc->rules->name);
	emit(&g, ps->head[1] ? ps->head[1] : ps->last, "board %s",
	    sc->board->name);
	emit(&g, ps->head[2] ? ps->head[2] : ps->last, "deck %s",
	    sc->deck->name);
	for (i = 0; i < sc->opt.n; i++)
		emit(&g, ps->head[3] ? ps->head[3] : ps->last, "option %s%s%s",
		    sc->opt.name[i], sc->opt.value[i][0] ? "=" : "",
		    sc->opt.value[i]);
	emit(&g, ps->head[4] ? ps->head[4] : ps->last, "seed %llu",
	    (unsigned long long)ps->seed);
	rngat = (int)g.len;
	emit(&g, ps->last, "rng %067d", 0);
	if (deal(ps, &g, &rng) == -1) {
		ret = -1;
		goto out;
	}
	emit_position(ps, &g);
	/* the generator as the dealing left it, in its place */
	snprintf(rngline, sizeof(rngline), "rng %016llx %016llx %016llx "
	    "%016llx", (unsigned long long)rng.s[0],
	    (unsigned long long)rng.s[1], (unsigned long long)rng.s[2],
	    (unsigned long long)rng.s[3]);
	memcpy(g.buf + rngat, rngline, strlen(rngline));
	if ((ret = state_parse(st, g.buf, g.len, e)) == -1) {
		/* its line is the position's; the whole's is its last */
		ps->pe->n = 1;
		if (e->line > 0)
			e->line = e->line >= g.nlines ? ps->last :
			    g.map[e->line - 1];
		strlcpy(e->file, LABEL, sizeof(e->file));
	}
out:
	free(g.buf);
	free(g.map);
	return ret;
}

static void
pos_free(struct pos *ps)
{
	int i;

	for (i = 0; i < ps->nl; i++) {
		free(ps->l[i].pre);
		free(ps->l[i].tok);
		free(ps->l[i].tokline);
	}
	free(ps->l);
}

static int
position_new(struct state *st, const char *buf, size_t len,
    const uint64_t *seed, struct position_errors *pe)
{
	struct pos ps;
	struct text t;
	int ret = -1;

	state_init(st);
	memset(&ps, 0, sizeof(ps));
	state_init(&ps.sc);
	ps.pe = pe;
	pe->n = 0;
	if (text_parse(&t, buf, len, LABEL, true, &pe->e[0]) == -1) {
		pe->n = 1;
		return -1;
	}
	if (t.nlines == 0) {
		fail(&ps, 0, MSG_POS_EMPTY);
		goto out;
	}
	ps.last = t.lines[t.nlines - 1].w[t.lines[t.nlines - 1].nw - 1].line;
	if (read_lines(&ps, &t) == -1)
		goto out;
	if (pe->n > 0)		/* every card given twice */
		goto out;
	if (resolve_classes(&ps) == -1)
		goto out;
	if (seed != NULL)
		ps.seed = *seed;
	else if (!ps.has_seed)
		ps.seed = rng_fresh_seed();
	ret = compose(&ps, st);
out:
	pos_free(&ps);
	text_free(&t);
	return ret;
}

int
position_load(struct state *st, const char *path, const uint64_t *seed,
    struct position_errors *pe)
{
	FILE *fp = stdin;
	char *buf;
	size_t len;
	int ret;

	pe->n = 1;
	if (path != NULL && strcmp(path, "-") != 0 &&
	    (fp = fopen(path, "r")) == NULL)
		return lerr_msg(&pe->e[0], NULL, 0, MSG_SYSTEM, path,
		    strerror(errno));
	buf = text_slurp(fp, &len, LABEL, &pe->e[0]);
	if (fp != stdin)
		fclose(fp);
	if (buf == NULL)
		return -1;
	ret = position_new(st, buf, len, seed, pe);
	free(buf);
	return ret;
}

/*
 * A composed state's start: its position's lines with its rule set (or
 * the one given: an escape game's first), board, deck, options and
 * seed, completed again.
 */
int
position_start(const struct state *st, const char *rules, struct state *out,
    struct lerr *e)
{
	struct position_errors *pe;
	char *buf, *p;
	size_t size;
	int i, ret;

	size = strlen(st->position) + 200 + (size_t)st->opt.n *
	    (2 * LUCKY_MAXIDLEN + 10);
	buf = p = xcalloc(size, 1);
	p += snprintf(p, size, "rules %s\nboard %s\ndeck %s\n", rules,
	    st->board->name, st->deck->name);
	for (i = 0; i < st->opt.n; i++)
		p += snprintf(p, size - (size_t)(p - buf), "option %s%s%s\n",
		    st->opt.name[i], st->opt.value[i][0] ? "=" : "",
		    st->opt.value[i]);
	strlcat(buf, st->position, size);
	pe = xcalloc(1, sizeof(*pe));
	if ((ret = position_new(out, buf, strlen(buf), &st->seed, pe)) == -1)
		*e = pe->e[0];
	free(pe);
	free(buf);
	return ret;
}
