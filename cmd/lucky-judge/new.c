/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

#include <sys/file.h>
#include <sys/stat.h>

#include <ctype.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "play.h"
#include "judge.h"

/*
 * A new game (lucky-judge(1) "new"): the players and observers
 * registered, each mailed a secret of their own, the judge's own secret
 * made and committed to; and a standby registered in a game.
 */

struct newopts {
	const char	*name;		/* -g */
	const char	*secretfile;	/* -K */
	const char	*password;	/* -P */
	char		 secret[65];	/* the judge's */
};

static void
bad_time(int ch, const char *arg)
{
	jerrx("-%c %s: not a time (a number and s, m, h or d)", ch, arg);
}

/* A member "name=address", into m with a secret of its own. */
static void
new_member(struct member *m, char *arg, const char *what)
{
	char *a;
	size_t i;

	if ((a = strchr(arg, '=')) == NULL)
		jerrx("%s %s: not name=address", what, arg);
	*a++ = '\0';
	for (i = 0; a[i] != '\0'; i++)
		a[i] = (char)tolower((unsigned char)a[i]);
	if (!good_name(arg, GAME_MAXNAME) || !good_address(a))
		jerrx("%s %s=%s: not a name and an address", what, arg, a);
	strlcpy(m->name, arg, sizeof(m->name));
	strlcpy(m->addr, a, sizeof(m->addr));
	random_hex(m->secret);
}

/* The option of new, ch with its argument, into J and o. */
static void
new_option(int ch, char *arg, struct newopts *o)
{
	switch (ch) {
	case 'b': case 'D': case 'o': case 'r':
		if (J.nnewargs + 2 > MAXNEWARGS)
			jerrx("too many options for lucky-new");
		J.newargs[J.nnewargs++] = xstrdup(ch == 'D' ? "-d" :
		    ch == 'b' ? "-b" : ch == 'o' ? "-o" : "-r");
		J.newargs[J.nnewargs++] = xstrdup(arg);
		break;
	case 'g':
		if (!good_name(arg, GAME_MAXNAME))
			jerrx("-g %s: a game's name is a letter, then letters, "
			    "digits, - or _, %d at most", arg, GAME_MAXNAME);
		o->name = arg;
		break;
	case 'j':
		if (!good_address(arg))
			jerrx("-j %s: not an address", arg);
		strlcpy(J.from, arg, sizeof(J.from));
		break;
	case 'K':
		o->secretfile = arg;
		break;
	case 'O':
		if (J.nobs == MAXOBS)
			jerrx("more than %d observers", MAXOBS);
		new_member(&J.obs[J.nobs++], arg, "-O");
		break;
	case 'P':
		/* OBSERVE password [name]: a blank would end it */
		if (*arg == '\0' || strlen(arg) > 200 || control_byte(arg) ||
		    strpbrk(arg, " \t") != NULL)
			jerrx("-P: a password of 1 to 200 characters, no blank");
		o->password = arg;
		break;
	case 'S':
		if (strlcpy(J.strategy, arg, sizeof(J.strategy)) >=
		    sizeof(J.strategy))
			jerrx("-S %s: no such strategy", arg);
		break;
	case 'G': case 'T': case 't': case 'w': {
		long v = duration(arg);

		if (v == -1)
			bad_time(ch, arg);
		*(ch == 'G' ? &J.grace : ch == 'T' ? &J.bottime : ch == 't' ?
		    &J.limit : &J.warn) = v;
		break;
	}
	}
}

/* The players "name=address[:keyfile]", in the order of the seats. */
static void
new_players(int argc, char *argv[])
{
	struct buf kb = { NULL, 0, 0 };
	struct member *p;
	char *k;
	int i;

	if (argc < 1)
		jerrx("new: no player (name=address ...)");
	for (i = 0; i < argc; i++) {
		if (J.np == LUCKY_MAXPLAYERS)
			jerrx("more than %d players", LUCKY_MAXPLAYERS);
		p = &J.p[J.np++];
		if ((k = strrchr(argv[i], ':')) != NULL &&
		    strchr(k, '@') == NULL)
			*k++ = '\0';
		else
			k = NULL;
		new_member(p, argv[i], "player");
		if (k == NULL)
			continue;
		if (file_get(k, &kb, 16384) == -1)
			jerr("%s", k);
		kb.s[strcspn(kb.s, "\r\n")] = '\0';
		if ((strncmp(kb.s, "ssh-", 4) != 0 &&
		    strncmp(kb.s, "ecdsa-", 6) != 0 &&
		    strncmp(kb.s, "sk-", 3) != 0) || control_byte(kb.s))
			jerrx("%s: not an OpenSSH public key", k);
		p->key = xstrdup(kb.s);
	}
	for (i = 0; i < J.np + J.nobs; i++) {
		enum role role;
		const struct member *m = i < J.np ? &J.p[i] : &J.obs[i - J.np];

		if (member_by_addr(&J, m->addr, &role) != m)
			jerrx("%s: the address of two members", m->addr);
	}
	buf_free(&kb);
}

/* lucky-new says now whether it takes the options, the names and the
 * strategy, on a game of its own. */
static void
new_check(void)
{
	char *v[MAXNEWARGS + LUCKY_MAXPLAYERS + 4], sarg[64];
	char *bv[] = { "lucky-bot", sarg, NULL };
	struct buf out = { NULL, 0, 0 }, e = { NULL, 0, 0 };
	struct buf bo = { NULL, 0, 0 };
	int i, nv = 0;

	v[nv++] = "lucky-new";
	for (i = 0; i < J.nnewargs; i++)
		v[nv++] = J.newargs[i];
	v[nv++] = "--";
	for (i = 0; i < J.np; i++)
		v[nv++] = J.p[i].name;
	v[nv] = NULL;
	/* their message, its first line: the judge's error is one line */
	if (espawn_run(bindir, v, NULL, &out, &e) != 0) {
		e.s[strcspn(e.s, "\n")] = '\0';
		jerrx("%.300s", e.s[0] != '\0' ? e.s : "lucky-new failed");
	}
	snprintf(sarg, sizeof(sarg), "--strategy=%s", J.strategy);
	if (espawn_run(bindir, bv, &out, &bo, &e) == 2) {
		e.s[strcspn(e.s, "\n")] = '\0';
		jerrx("-S %s: %.300s", J.strategy, e.s);
	}
	free(bo.s);
	free(out.s);
	free(e.s);
}

/* The game's name: -g's, else the first "gameN" free. */
static void
new_name(const struct newopts *o, char *name, size_t size)
{
	int i;

	if (o->name != NULL) {
		strlcpy(name, o->name, size);
		return;
	}
	for (i = 1; i < 100000; i++) {
		snprintf(name, size, "game%d", i);
		if (!host_has_game(name))
			return;
	}
	jerrx("%s: no name left for a game", hostdir);
}

/* The judge's secret: -K's file, else 32 random bytes; read before
 * anything is made, so that a bad one makes nothing. */
static void
new_secret_read(struct newopts *o)
{
	struct buf b = { NULL, 0, 0 };

	if (o->secretfile != NULL) {
		if (file_get(o->secretfile, &b, 200) == -1)
			jerr("%s", o->secretfile);
		b.s[strcspn(b.s, "\r\n")] = '\0';
		if (!is_hex64(b.s))
			jerrx("%s: not 64 lowercase hexadecimal digits",
			    o->secretfile);
		strlcpy(o->secret, b.s, sizeof(o->secret));
		buf_free(&b);
	} else
		random_hex(o->secret);
}

/* The judge's secret into the game's directory (0400), committed to. */
static void
new_secret(const struct newopts *o)
{
	char path[PATH_MAX * 2];

	sha256_hex(o->secret, J.commitment);
	snprintf(path, sizeof(path), "%s/secret", J.dir);
	file_put(path, o->secret, 64);
	if (chmod(path, 0400) == -1)
		jerr("%s", path);
}

static void
add_players(struct buf *b)
{
	int i;

	buf_str(b, "The players, in the order of the seats:");
	for (i = 0; i < J.np; i++)
		buf_fmt(b, " %s", J.p[i].name);
	buf_str(b, ".\n\n");
}

/* The first mail to player i: the secret, how the deal goes. */
static void
mail_player(int i)
{
	const struct member *p = &J.p[i];
	struct buf b = { NULL, 0, 0 };

	buf_fmt(&b, "You play %s in a game of Kill Doctor Lucky by mail, %s, "
	    "judged by\nlucky-judge at %s.\n\nYour secret, for every mail "
	    "of yours:\n\n  SECRET %s\n\n", p->name, J.name, J.from,
	    p->secret);
	buf_str(&b, "Nobody chooses the deal, not even the judge: each "
	    "player commits to words\nof their choice, then, once every "
	    "commitment is in, sends the words;\nthe judge deals with them "
	    "and a secret of its own, which it reveals at\nthe end.  "
	    "Your first mail commits: the SHA-256 of your words, as\n\n"
	    "  printf '%s' 'your words' | sha256sum\n\nprints it, on "
	    "the line\n\n  COMMIT the-64-digits\n\n");
	buf_fmt(&b, "The judge's commitment, the SHA-256 of its secret, "
	    "is\n\n  %s\n\n", J.commitment);
	add_players(&b);
	if (p->key != NULL)
		buf_fmt(&b, "You registered a key: sign the lines of each "
		    "mail with\nssh-keygen -Y sign -n " NS ", the lines GAME "
		    "%s and SEQ 1 among them\n(SEQ one more each mail), and "
		    "put the signature after them.\n\n", J.name);
	if (J.limit > 0) {
		char when[32];

		iso_time(J.deadline, when, sizeof(when));
		buf_fmt(&b, "The commitments are due by %s (UTC).\n\n", when);
	}
	buf_str(&b, help_text);
	queue_mail(p->addr, "lucky: a new game, your secret", NULL, b.s);
	buf_free(&b);
}

/* The first mail to an observer or a standby. */
static void
mail_other(const struct member *m, bool standby)
{
	struct buf b = { NULL, 0, 0 };

	buf_fmt(&b, "You %s, as %s, the game %s of Kill Doctor Lucky by mail, "
	    "judged by\nlucky-judge at %s.  Your secret, for every mail of "
	    "yours:\n\n  SECRET %s\n\n", standby ? "stand by for" : "observe",
	    m->name, J.name, J.from, m->secret);
	if (standby)
		buf_str(&b, "When a seat is given up (RESIGN) or abandoned "
		    "(two deadlines passed in\na row), a mail with the line "
		    "TAKEOVER and the seat's name makes it yours.\nHELP, "
		    "STATUS and LIST are answered.\n\n");
	else
		buf_str(&b, "After every change you get what happened and a "
		    "view that shows no hand.\nHELP, HISTORY, VIEW, STATUS "
		    "and LIST are answered.\n\n");
	buf_fmt(&b, "The judge's commitment is\n\n  %s\n\n", J.commitment);
	add_players(&b);
	queue_mail(m->addr, standby ? "lucky: you stand by" :
	    "lucky: a new game, observed", NULL, b.s);
	buf_free(&b);
}

/* The judge's address by default: the user at the host's name. */
static void
default_from(void)
{
	char host[200];
	const char *user = getlogin();

	if (J.from[0] != '\0')
		return;
	if (gethostname(host, sizeof(host)) == -1 || host[0] == '\0')
		strlcpy(host, "localhost", sizeof(host));
	host[sizeof(host) - 1] = '\0';
	snprintf(J.from, sizeof(J.from), "%s@%s", user != NULL &&
	    good_name(user, 64) ? user : "lucky", host);
}

/* The game's directory and its first generation, under the host lock. */
static void
new_game(const struct newopts *o)
{
	char name[GAME_MAXNAME + 1], path[PATH_MAX * 2];
	int hfd, i;

	if (mkdir(hostdir, 0700) == -1 && errno != EEXIST)
		jerr("%s", hostdir);
	hfd = host_lock();
	new_name(o, name, sizeof(name));
	game_dir(name);
	if (mkdir(J.dir, 0700) == -1)
		jerr("%s", J.dir);
	snprintf(path, sizeof(path), "%s/lock", J.dir);
	if ((J.lockfd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0600)) == -1
	    || flock(J.lockfd, LOCK_EX) == -1)
		jerr("%s", path);
	host_unlock(hfd);
	new_secret(o);
	if (o->password != NULL)
		sha256_hex(o->password, J.password);
	J.phase = DEAL_COMMIT;
	if (J.limit > 0) {
		strlcpy(J.due, "-", sizeof(J.due));
		J.deadline = (long long)time(NULL) + J.limit;
	}
	gen_begin();
	for (i = 0; i < J.np; i++)
		mail_player(i);
	for (i = 0; i < J.nobs; i++)
		mail_other(&J.obs[i], false);
	gen_commit();
	printf("%s\n", J.name);
}

int
cmd_new(int argc, char *argv[])
{
	struct newopts o = { NULL, NULL, NULL, "" };
	int ch;

	strlcpy(J.strategy, "greedy", sizeof(J.strategy));
	J.limit = 3 * 86400;
	J.warn = 86400;
	J.grace = 86400;
	J.bottime = 1;
	optind = 1;
	opterr = 0;
	while ((ch = getopt(argc, argv, ":b:D:G:g:j:K:O:o:P:r:S:T:t:w:")) !=
	    -1)
		if (ch == '?' || ch == ':')
			erefuse_option(ch, argc, argv);
		else
			new_option(ch, optarg, &o);
	argc -= optind;
	argv += optind;
	new_players(argc, argv);
	default_from();
	new_secret_read(&o);
	new_check();
	new_game(&o);
	return fflush(stdout) == 0 && !ferror(stdout) ? 0 : 2;
}

/* lucky-judge -d dir standby game name=address */
int
cmd_standby(int argc, char *argv[])
{
	struct member m;
	enum role role;

	if (argc != 3)
		jerrx("usage: %s -d dir standby game name=address",
		    getprogname());
	if (!host_has_game(argv[1]))
		jerrx("%s: no such game in %s", argv[1], hostdir);
	memset(&m, 0, sizeof(m));
	new_member(&m, argv[2], "standby");
	game_open(argv[1]);
	if (J.nsb == MAXSTANDBY)
		jerrx("%s: %d standbys already", J.name, MAXSTANDBY);
	if (member_by_addr(&J, m.addr, &role) != NULL ||
	    player_named(m.name) != NULL)
		jerrx("%s: %s or %s is a member of the game already", J.name,
		    m.name, m.addr);
	gen_begin();
	J.sb[J.nsb++] = m;
	mail_other(&J.sb[J.nsb - 1], true);
	gen_commit();
	game_close();
	return 0;
}
