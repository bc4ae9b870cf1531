/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "play.h"
#include "judge.h"

/*
 * A member's mail (lucky-judge(1) "Mail in"): its lines, in order, are
 * keywords (one table, keywords[]), orders (the toolkit's programs'
 * words, order.c) or lines that cannot be an order, such as a greeting,
 * which are ignored and listed in the answer.  The mail is played whole
 * or not at all, on the new generation: the first line refused stops
 * it, with why, and the caller begins the generation again.
 */

#define R_PLAYER	0x1
#define R_OBSERVER	0x2
#define R_STANDBY	0x4
#define R_PENDING	0x8
#define R_ALL		0xf

struct ctx {
	struct member		*m;	/* the sender */
	enum role		 role;
	struct reply		*r;
	int			 arg;	/* the keyword's row's */
	int			 wants;	/* HELP 1 HISTORY 2 VIEW 4 STATUS 8 */
	bool			 list, newsecret, anything;
	bool			 setaddr;	/* one SET ADDRESS a mail */
	bool			 inpress;
	char			 pressto[400];
	struct buf		 press;
	char			 reason[LUCKY_MAXINLINE];
};

typedef int keyword_fn(struct ctx *, const char *);

static keyword_fn kw_skip, kw_game, kw_commit, kw_seed, kw_want, kw_list,
    kw_resign, kw_absent, kw_setaddr, kw_confirm, kw_newsecret, kw_press,
    kw_takeover;

#define ANY	99	/* words after an order or keyword: any number */

/*
 * The keywords of a mail, the longest first where one begins another,
 * with the number of words after them (min, max), by which a typo of
 * one is told from a line of prose ("Same time next week" is no GAME).
 */
static const struct {
	const char	*kw;
	keyword_fn	*fn;
	int		 arg;		/* kw_want's bit */
	int		 roles;
	int		 min, max;
} keywords[] = {
	{ "SECRET",		kw_skip,	0,	R_ALL,		1, 1 },
	{ "GAME",		kw_game,	0,	R_ALL,		1, 1 },
	{ "SEQ",		kw_skip,	0,	R_ALL,		1, 1 },
	{ "COMMIT",		kw_commit,	0,	R_PLAYER,	1, 1 },
	{ "SEED",		kw_seed,	0,	R_PLAYER,	1, ANY },
	{ "HELP",		kw_want,	1,	R_ALL,		0, 0 },
	{ "HISTORY",		kw_want,	2,	R_PLAYER | R_OBSERVER, 0, 0 },
	{ "VIEW",		kw_want,	4,	R_PLAYER | R_OBSERVER, 0, 0 },
	{ "STATUS",		kw_want,	8,	R_ALL,		0, 0 },
	{ "LIST",		kw_list,	0,	R_ALL,		0, 0 },
	{ "RESIGN",		kw_resign,	0,	R_PLAYER,	0, 0 },
	{ "ABSENT",		kw_absent,	0,	R_PLAYER,	1, ANY },
	{ "SET ADDRESS",	kw_setaddr,	0,	R_PLAYER,	2, 2 },
	{ "CONFIRM ADDRESS",	kw_confirm,	0,	R_PENDING,	2, 2 },
	{ "NEW SECRET",		kw_newsecret,	0,	R_PLAYER | R_OBSERVER |
						    R_STANDBY,	1, 1 },
	{ "PRESS",		kw_press,	0,	R_PLAYER,	0, 0 },
	{ "TAKEOVER",		kw_takeover,	0,	R_STANDBY,	1, 1 },
};
#define NKEYWORDS (sizeof(keywords) / sizeof(keywords[0]))

static const char *const role_names[] = { "stranger", "player",
    "observer", "standby", "player" };

#define REFUSE(c, ...) (snprintf((c)->reason, sizeof((c)->reason), \
	__VA_ARGS__), -1)

/* --- what a line is --- */

/* The line's first word, lowercased, without "lucky-", into w. */
static void
first_word(const char *line, char *w, size_t size)
{
	size_t i, n = strcspn(line, " \t");

	if (n >= size)
		n = size - 1;
	for (i = 0; i < n; i++)
		w[i] = (char)tolower((unsigned char)line[i]);
	w[n] = '\0';
	if (strncmp(w, "lucky-", 6) == 0)
		memmove(w, w + 6, strlen(w + 6) + 1);
}

/* Does the order word w name an order verb (any case, "lucky-")? */
static bool
order_word(const char *w)
{
	char f[64];
	int v;

	first_word(w, f, sizeof(f));
	return (v = verb_find(f)) != -1 && verbs[v].prog >= 0;
}

/* Are a and b one edit apart, or two neighbours swapped? */
static bool
near(const char *a, const char *b)
{
	size_t n = strlen(a), i;

	if (n == strlen(b) && n >= 2)
		for (i = 0; i + 1 < n; i++)
			if (a[i] == b[i + 1] && a[i + 1] == b[i] &&
			    strcmp(a + i + 2, b + i + 2) == 0 &&
			    strncmp(a, b, i) == 0)
				return true;
	return name_distance(a, b) <= 1;
}

/* The words after the line's first: all of them, and those that are no
 * option (do not begin with '-'). */
static void
count_words(const char *line, int *all, int *plain)
{
	const char *w = line + strspn(line, BLANKS);

	*all = *plain = 0;
	w += strcspn(w, BLANKS);
	while (*(w += strspn(w, BLANKS)) != '\0') {
		(*all)++;
		if (*w != '-')
			(*plain)++;
		w += strcspn(w, BLANKS);
	}
}

/*
 * The order or keyword the line's first word is a typo of, or NULL: a
 * word of three letters or more, one edit from it, and the words after
 * it as many as it takes (PRESS: none, or TO and the names), so that a
 * greeting ("and thanks again") is only a line not read; of the deal's
 * keywords only the one the game takes now ("Send my regards" is no
 * SEED once the words are in).
 */
static const char *
typo_of(const char *line)
{
	char w[64], k[32], second[16];
	int all, plain, v;
	size_t i;

	first_word(line, w, sizeof(w));
	if (strlen(w) < 3)
		return NULL;
	count_words(line, &all, &plain);
	/* the orders, with the words after them that are not options */
	for (v = 0; v < VERB_N; v++)
		if (verbs[v].prog >= 0 && near(w, verb_names[v]) &&
		    plain >= verbs[v].minargs && plain <= verbs[v].maxargs)
			return verb_names[v];
	line += strspn(line, BLANKS);
	line += strcspn(line, BLANKS);
	first_word(line + strspn(line, BLANKS), second, sizeof(second));
	for (i = 0; i < NKEYWORDS; i++) {
		first_word(keywords[i].kw, k, sizeof(k));
		if (!near(w, k) || (keywords[i].fn == kw_commit &&
		    J.phase != DEAL_COMMIT) || (keywords[i].fn == kw_seed &&
		    J.phase != DEAL_REVEAL))
			continue;
		if (keywords[i].fn == kw_press && all > 0 &&
		    strcmp(second, "to") == 0)
			return keywords[i].kw;
		if (all >= keywords[i].min && all <= keywords[i].max &&
		    (strchr(keywords[i].kw, ' ') == NULL || strcasecmp(second,
		    strchr(keywords[i].kw, ' ') + 1) == 0))
			return keywords[i].kw;
	}
	return NULL;
}

/* --- keywords --- */

static int
kw_skip(struct ctx *c, const char *rest)
{
	(void)c;
	(void)rest;
	return 0;
}

/* GAME: the mail is for this game (route() found it by the address
 * when the line names no game of the sender's). */
static int
kw_game(struct ctx *c, const char *rest)
{
	size_t n = strcspn(rest, BLANKS);

	if (n != strlen(J.name) || strncmp(rest, J.name, n) != 0)
		return REFUSE(c, "you are in no game of this judge named "
		    "\"%.*s\" (yours: %s)", (int)(n > 40 ? 40 : n), rest,
		    J.name);
	return 0;
}

static int
kw_commit(struct ctx *c, const char *rest)
{
	char hex[80];
	size_t i;

	if (J.phase == DEAL_REVEAL && c->m->commit[0] == '\0')
		return REFUSE(c, "the deadline of the commitments passed: the "
		    "deal goes on without your words");
	if (J.phase != DEAL_COMMIT)
		return REFUSE(c, "the commitments are in already%s", J.phase ==
		    DEAL_REVEAL ? ": send SEED and your words" : "");
	if (c->m->commit[0] != '\0')
		return REFUSE(c, "your commitment is in already");
	for (i = 0; rest[i] != '\0' && i < sizeof(hex) - 1; i++)
		hex[i] = (char)tolower((unsigned char)rest[i]);
	hex[i] = '\0';
	if (!is_hex64(hex))
		return REFUSE(c, "COMMIT takes the SHA-256 of your words, 64 "
		    "hexadecimal digits (printf '%%s' 'your words' | "
		    "sha256sum)");
	strlcpy(c->m->commit, hex, sizeof(c->m->commit));
	buf_fmt(&c->r->extra, "Your commitment is in: %s\n\n", hex);
	return 0;
}

static int
kw_seed(struct ctx *c, const char *rest)
{
	char hex[65], *words;

	if (J.phase == DEAL_COMMIT)
		return REFUSE(c, "first COMMIT, the SHA-256 of your words: "
		    "the words come once every commitment is in");
	if (J.phase == DEAL_DONE)
		return REFUSE(c, "the game is dealt already");
	if (c->m->commit[0] == '\0')
		return REFUSE(c, "you have no commitment in: the deadline of "
		    "the commitments passed");
	if (c->m->seed != NULL)
		return REFUSE(c, "your words are in already");
	words = single_blanks(rest);
	if (*words == '\0' || strlen(words) > 200) {
		free(words);
		return REFUSE(c, "SEED takes your words, 1 to 200 characters");
	}
	sha256_hex(words, hex);
	if (strcmp(hex, c->m->commit) != 0) {
		free(words);
		return REFUSE(c, "these words are not the ones you committed "
		    "to: their SHA-256 is %.16s..., your commitment %.16s... "
		    "(one blank between words, none at the ends)", hex,
		    c->m->commit);
	}
	c->m->seed = words;
	buf_fmt(&c->r->extra, "Your words are in: \"%s\".\n\n", words);
	return 0;
}

static int
kw_want(struct ctx *c, const char *rest)
{
	(void)rest;
	c->wants |= c->arg;
	return 0;
}

static int
kw_list(struct ctx *c, const char *rest)
{
	(void)rest;
	c->list = true;
	return 0;
}

static int
kw_resign(struct ctx *c, const char *rest)
{
	(void)rest;
	if (J.over)
		return REFUSE(c, "the game is over");
	if (c->m->bot)
		return REFUSE(c, "you resigned already");
	c->m->bot = 1;
	buf_fmt(&c->r->note, "%s resigned: lucky-bot plays the seat from now "
	    "on.\n\n", c->m->name);
	standby_tell(c->m);
	c->r->changed = true;
	return 0;
}

static int
kw_absent(struct ctx *c, const char *rest)
{
	long long now = (long long)time(NULL), t;
	char when[32], date[64];
	int bot = 0;

	if (strcasecmp(rest, "none") == 0 || strcasecmp(rest, "off") == 0) {
		c->m->absent = 0;
		c->m->absentbot = 0;
		/* the deadline the absence moved comes back to the usual */
		if (strcmp(J.due, c->m->name) == 0 && J.deadline > now +
		    J.limit)
			J.deadline = now + J.limit, J.duestate = DUE_RUNNING;
		buf_fmt(&c->r->note, "%s is back.\n\n", c->m->name);
		c->r->changed = true;
		return 0;
	}
	(void)keyword(rest, "until", &rest);
	if (sscanf(rest, "%63s", date) != 1 || (t = parse_date(date)) == -1)
		return REFUSE(c, "ABSENT until YYYY-MM-DD (or YYYY-MM-DDTHH:MMZ, "
		    "UTC), then bot if lucky-bot is to play meanwhile; or "
		    "ABSENT none");
	rest += strlen(date);
	rest += strspn(rest, " \t");
	if (strcasecmp(rest, "bot") == 0)
		bot = 1;
	else if (*rest != '\0')
		return REFUSE(c, "after the date, bot or nothing");
	if (t <= now)
		return REFUSE(c, "that time has passed");
	if (t > now + ABSENT_DAYS * 86400LL)
		return REFUSE(c, "an absence lasts %d days at most",
		    ABSENT_DAYS);
	if (c->m->absences >= ABSENT_MAX)
		return REFUSE(c, "a player announces %d absences a game at "
		    "most, and yours are announced", ABSENT_MAX);
	c->m->absences++;
	c->m->absent = t;
	c->m->absentbot = bot;
	iso_time(t, when, sizeof(when));
	buf_fmt(&c->r->note, "%s is away until %s: %s.\n\n", c->m->name, when,
	    bot ? "lucky-bot plays the seat meanwhile" : "their deadlines "
	    "wait for them");
	if (!bot && strcmp(J.due, c->m->name) == 0 && J.deadline < t + J.limit)
		J.deadline = t + J.limit, J.duestate = DUE_RUNNING;
	c->r->changed = true;
	return 0;
}

static int
kw_setaddr(struct ctx *c, const char *rest)
{
	enum role role;
	struct buf b = { NULL, 0, 0 };
	char addr[ADDR_MAX + 1], hex[65];
	size_t i;

	for (i = 0; rest[i] != '\0' && i < ADDR_MAX; i++)
		addr[i] = (char)tolower((unsigned char)rest[i]);
	addr[i] = '\0';
	if (c->setaddr)
		return REFUSE(c, "a mail holds one SET ADDRESS at most");
	c->setaddr = true;
	if (!good_address(addr))
		return REFUSE(c, "SET ADDRESS takes a mail address");
	if (member_by_addr(&J, addr, &role) != NULL)
		return REFUSE(c, "%s is the address of a %s of this game", addr,
		    role_names[role]);
	strlcpy(c->m->newaddr, addr, sizeof(c->m->newaddr));
	random_hex(hex);
	strlcpy(c->m->code, hex, sizeof(c->m->code));
	buf_fmt(&b, "%s asks the judge of the game %s, %s, to send their mails "
	    "to this\naddress from now on.  To confirm, answer from this "
	    "address with a mail\nthat holds these lines, %s's secret "
	    "in place of the dots:\n\n  GAME %s\n  SECRET ...\n  CONFIRM "
	    "ADDRESS %s\n\nIf nobody here asked for it, nothing changes: "
	    "ignore this mail.\n", c->m->name, J.name, J.from, c->m->name,
	    J.name, c->m->code);
	queue_mail(addr, "lucky: confirm your new address", NULL, b.s);
	buf_free(&b);
	buf_fmt(&c->r->extra, "A code went to %s: confirm from there (CONFIRM "
	    "ADDRESS).\n\n", addr);
	return 0;
}

static int
kw_confirm(struct ctx *c, const char *rest)
{
	char old[ADDR_MAX + 1];
	struct buf b = { NULL, 0, 0 };

	if (strlen(rest) != 16 || !same_secret(rest, c->m->code, 16))
		return REFUSE(c, "not the code mailed to this address");
	strlcpy(old, c->m->addr, sizeof(old));
	strlcpy(c->m->addr, c->m->newaddr, sizeof(c->m->addr));
	c->m->newaddr[0] = c->m->code[0] = '\0';
	buf_fmt(&b, "The mails of %s in the game %s go to %s from now on.\n",
	    c->m->name, J.name, c->m->addr);
	queue_mail(old, "lucky: your address changed", NULL, b.s);
	buf_free(&b);
	buf_fmt(&c->r->extra, "Your address in the game %s is %s from now "
	    "on.\n\n", J.name, c->m->addr);
	return 0;
}

static int
kw_newsecret(struct ctx *c, const char *rest)
{
	(void)rest;
	c->newsecret = true;
	return 0;
}

static int
kw_press(struct ctx *c, const char *rest)
{
	const char *to = "ALL";

	if (keyword(rest, "TO", &rest))
		to = rest;
	else if (*rest != '\0')
		return REFUSE(c, "PRESS, or PRESS TO name,name... (or ALL), "
		    "then the lines, then ENDPRESS");
	if (strlen(to) >= sizeof(c->pressto) || *to == '\0')
		return REFUSE(c, "PRESS TO names the players, a comma apart");
	strlcpy(c->pressto, to, sizeof(c->pressto));
	c->inpress = true;
	c->press.len = 0;
	buf_add(&c->press, "", 0);
	return 0;
}

static int
kw_takeover(struct ctx *c, const char *rest)
{
	struct member *p = player_named(rest), *s = c->m;
	struct buf b = { NULL, 0, 0 };
	int i;

	if (J.over)
		return REFUSE(c, "the game is over");
	if (p == NULL)
		return REFUSE(c, "TAKEOVER names a seat: a player of this "
		    "game");
	if (!p->bot && p->missed < 2)
		return REFUSE(c, "%s plays the seat: a standby takes over a "
		    "seat resigned or abandoned (two deadlines passed)",
		    p->name);
	/* the seat's new player has a deadline of their own */
	if (strcmp(J.due, p->name) == 0)
		J.due[0] = '\0';
	buf_fmt(&b, "The seat of %s in the game %s, %s, is %s's, a standby's, "
	    "from now on.\nYour secret holds no more.\n", p->name, J.name,
	    p->bot ? "given up" : "abandoned", s->name);
	queue_mail(p->addr, "lucky: your seat is taken over", NULL, b.s);
	buf_free(&b);
	strlcpy(p->addr, s->addr, sizeof(p->addr));
	strlcpy(p->secret, s->secret, sizeof(p->secret));
	free(p->key);
	p->key = NULL;
	p->bot = p->missed = p->absentbot = p->absences = 0;
	p->absent = 0;
	buf_fmt(&c->r->note, "%s, a standby, takes over the seat of %s.\n\n",
	    s->name, p->name);
	i = (int)(s - J.sb);
	memmove(&J.sb[i], &J.sb[i + 1], (size_t)(J.nsb - i - 1) *
	    sizeof(J.sb[0]));
	J.nsb--;
	c->m = c->r->sender = p;
	c->role = ROLE_PLAYER;
	c->r->changed = true;
	return 0;
}

/* --- orders --- */

/* Why the player may not give an order now, into c->reason; 0: may. */
static int
order_allowed(struct ctx *c)
{
	char who[LUCKY_MAXPLAYERS * (GAME_MAXNAME + 2)];

	if (c->role != ROLE_PLAYER)
		return REFUSE(c, "a%s %s sends no orders (HELP lists what you "
		    "may send)", c->role == ROLE_OBSERVER ? "n" : "",
		    role_names[c->role]);
	if (J.over)
		return REFUSE(c, "the game is over");
	if (!dealt()) {
		waiting_for(who, sizeof(who));
		return REFUSE(c, "the game is not dealt yet: the deal waits "
		    "for the %s of %s", J.phase == DEAL_COMMIT ?
		    "commitments" : "words", who[0] != '\0' ? who : "nobody");
	}
	if (c->m->bot)
		return REFUSE(c, "you resigned: lucky-bot plays your seat");
	if (strcmp(asked_who(), c->m->name) != 0)
		return REFUSE(c, "it is not your turn: %s must act (%s)",
		    asked_who(), asked_what());
	return 0;
}

/* An order line played as the player, on the new generation. */
static int
play_order(struct ctx *c, const char *line)
{
	struct order o;
	struct lerr e;
	char *w;

	if (order_allowed(c) == -1)
		return -1;
	if (order_split(&o, line, &e) == -1 || o.nword == 0)
		return REFUSE(c, "%s", o.nword == 0 ? "no order" : e.msg);
	for (w = o.word[0]; *w != '\0'; w++)
		*w = (char)tolower((unsigned char)*w);
	if (order_action(&o, &e) == -1)
		return REFUSE(c, "%s", e.msg);
	if (play_words(o.argv, o.argc, c->m->name, c->reason,
	    sizeof(c->reason)) != 0)
		return -1;
	c->m->missed = 0;
	c->r->changed = true;
	return 0;
}

/* A line of a press, or its end. */
static int
press_line(struct ctx *c, const char *line)
{
	const char *rest;

	if (!keyword(line, "ENDPRESS", &rest) || *rest != '\0') {
		buf_str(&c->press, line);
		buf_str(&c->press, "\n");
		if (c->press.len > PRESS_MAX)
			return REFUSE(c, "a press holds %d characters at "
			    "most", PRESS_MAX);
		return 0;
	}
	c->inpress = false;
	if (c->press.len == 0)
		return REFUSE(c, "the press is empty");
	if (!press_send(c->m, c->pressto, c->press.s, c->reason,
	    sizeof(c->reason)))
		return -1;
	buf_fmt(&c->r->extra, "Your press to %s is sent.\n\n", c->pressto);
	return 0;
}

/* One line: a keyword, an order, a typo of one, or ignored. */
static int
one_line(struct ctx *c, const char *line)
{
	const char *rest, *t;
	size_t k;

	if (c->inpress)
		return press_line(c, line);
	for (k = 0; k < NKEYWORDS; k++) {
		if (!keyword(line, keywords[k].kw, &rest))
			continue;
		if ((keywords[k].roles & (1 << (c->role - 1))) == 0)
			return REFUSE(c, "%s is not for a%s %s", keywords[k].kw,
			    c->role == ROLE_OBSERVER ? "n" : "",
			    role_names[c->role]);
		c->arg = keywords[k].arg;
		if (keywords[k].fn != kw_skip)
			c->anything = true;
		return keywords[k].fn(c, rest);
	}
	if (order_word(line)) {
		c->anything = true;
		return play_order(c, line);
	}
	if ((t = typo_of(line)) != NULL) {
		first_word(line, c->pressto, sizeof(c->pressto));
		return REFUSE(c, "unknown order \"%.40s\" (did you mean "
		    "\"%s\"?)", c->pressto, t);
	}
	buf_fmt(&c->r->ignored, "  %.200s\n", line);
	return 0;
}

/* What the sender asked for, after the mail was played. */
static void
finish(struct ctx *c)
{
	if (c->newsecret) {
		random_hex(c->m->secret);
		buf_fmt(&c->r->extra, "Your new secret, for every mail of yours "
		    "from now on:\n\n  SECRET %s\n\n", c->m->secret);
	}
	answers(c->role == ROLE_PLAYER ? c->m->name : "-", c->wants,
	    &c->r->extra);
	if (c->list)
		list_games(&c->r->extra);
	if (!c->anything)
		buf_str(&c->r->extra, "Your mail held no order and no keyword: "
		    "nothing was played.\n\n");
}

/* The lines of the mail, in order; false with why on the first refused. */
static bool
mail_lines_play(struct member *m, enum role role, struct mail_lines *l,
    struct reply *r)
{
	struct ctx c;
	int i;

	memset(&c, 0, sizeof(c));
	c.m = r->sender = m;
	c.role = role;
	c.r = r;
	for (i = 0; i < l->n; i++)
		if (one_line(&c, l->line[i]) == -1)
			break;
	if (i == l->n && c.inpress) {
		i = l->n - 1;
		snprintf(c.reason, sizeof(c.reason), "a PRESS without its "
		    "ENDPRESS");
	}
	buf_free(&c.press);
	if (i < l->n) {
		snprintf(r->why, sizeof(r->why), "line %d, \"%.200s\": %s",
		    i + 1, l->line[i], c.reason);
		return false;
	}
	finish(&c);
	return true;
}

bool
player_mail(struct member *p, struct mail_lines *l, struct reply *r)
{
	if (!mail_lines_play(p, ROLE_PLAYER, l, r))
		return false;
	if (deal_reveal_begins(false, &r->note) || deal_now(false, &r->note))
		r->changed = true;
	return true;
}

bool
other_mail(struct member *m, enum role role, struct mail_lines *l,
    struct reply *r)
{
	return mail_lines_play(m, role, l, r);
}
