/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

#include <sys/file.h>
#include <sys/stat.h>

#include <err.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "lucky.h"
#include "judge.h"

/*
 * lucky-judge: the judge of a game by mail (lucky-judge(1)).  The game
 * directory holds a lock, the generations g1, g2, ... of the judge's
 * files and "current", a link to the one in force.  A mail is read into
 * a new generation (the master state, the judge's file, the mails to
 * send), which one rename(2) of the link makes current; then the mails
 * are sent.  MIME is mblaze's (mshow, mhdr, maddr), the game the
 * toolkit's programs', every one run by spawn_run, never a shell.  The
 * files are judge.c's, the game judgegame.c's, the mails it writes
 * judgemail.c's (judge.h); here the commands: new, mail, tick, flush.
 */

static void
usage(int status)
{
	FILE *fp = status == 0 ? stdout : stderr;

	fprintf(fp, "usage: %s -d dir new [-b board] [-D deck] [-j address]"
	    "\n"
	    "\t[-O name=address] [-o option[=value]] [-r rules] "
	    "[-S strategy]\n\t[-t time] [-w time] "
	    "name=address[:keyfile] ...\n"
	    "       %s -d dir [mail | tick | flush]\n", getprogname(),
	    getprogname());
	if (status == 0)
		fprintf(fp, "options:\n"
		    "  -d dir                   the game directory\n"
		    "  -b board, -D deck, -o option[=value], -r rules  "
		    "the game (lucky-new)\n"
		    "  -j address               the judge's own address\n"
		    "  -O name=address          an observer: a view with no "
		    "hand\n"
		    "  -S strategy              lucky-bot's, for a late or "
		    "resigned player\n"
		    "  -t time                  the time for each action "
		    "(3d; 0: none)\n"
		    "  -w time                  warn this long before "
		    "(1d)\n"
		    "  -h, --help               print this help and exit\n"
		    "      --version            print the version and exit\n"
		    "commands: new, mail (one mail on stdin; the default), "
		    "tick (cron), flush\n");
	exit(status);
}

static void
unknown(int ch)
{
	if (ch == ':')
		errx(2, "option -%c needs an argument (%s --help lists the "
		    "options)", optopt, getprogname());
	errx(2, "unknown option -%c (%s --help lists the options)", ch,
	    getprogname());
}

/* --- mail in --- */

/*
 * The lines of a player's mail played on the new generation: false and
 * why when one is refused (the caller puts everything back); the
 * answers to HELP, HISTORY and VIEW in extra; changed when the game or
 * the seats changed.
 */
static bool
orders(struct jplayer *p, char *lines[], int n, struct spawnbuf *extra,
    char *note, size_t nsize, bool *changed, char *why, size_t size)
{
	char reason[LUCKY_MAXINLINE], who[LUCKY_MAXIDLEN + 1];
	const char *rest;
	struct order o;
	struct lerr e;
	int i, wants = 0;

	for (i = 0; i < n; i++) {
		if (keyword(lines[i], "SECRET", &rest))
			continue;
		if (keyword(lines[i], "SEED", &rest)) {
			if (p->seed != NULL) {
				snprintf(reason, sizeof(reason), "your part "
				    "of the deal is in already");
				goto refused;
			}
			if (*rest == '\0' || strlen(rest) > 200) {
				snprintf(reason, sizeof(reason), "SEED takes "
				    "words of your choice, 1 to 200 "
				    "characters");
				goto refused;
			}
			if (game_dealt()) {
				snprintf(reason, sizeof(reason), "the game was "
				    "dealt without your part: its deadline "
				    "passed");
				goto refused;
			}
			p->seed = single_blanks(rest);
			if (game_deal(false)) {
				*changed = true;
				strlcat(note, "Every part of the deal is in: "
				    "the game is dealt.\n\n", nsize);
			}
			continue;
		}
		if (keyword(lines[i], "HELP", &rest) && *rest == '\0') {
			wants |= 1;
			continue;
		}
		if (keyword(lines[i], "HISTORY", &rest) && *rest == '\0') {
			wants |= 2;
			continue;
		}
		if (keyword(lines[i], "VIEW", &rest) && *rest == '\0') {
			wants |= 4;
			continue;
		}
		if (!game_dealt()) {
			waiting_for(who, sizeof(who));
			snprintf(reason, sizeof(reason), "the game is not "
			    "dealt yet: it is once every player's first mail, "
			    "with its SEED line, is in (waiting for %s)",
			    who[0] != '\0' ? who : "nobody");
			goto refused;
		}
		if (p->bot) {
			snprintf(reason, sizeof(reason), "you resigned: "
			    "lucky-bot plays your seat");
			goto refused;
		}
		if (keyword(lines[i], "RESIGN", &rest) && *rest == '\0') {
			p->bot = 1;
			*changed = true;
			snprintf(reason, sizeof(reason), "%s resigned: lucky-bot "
			    "plays the seat from now on.\n\n", p->name);
			strlcat(note, reason, nsize);
			continue;
		}
		if (order_split(&o, lines[i], &e) == -1 || o.nword == 0 ||
		    order_program(o.word[0]) == NULL) {
			snprintf(reason, sizeof(reason), "%s", o.nword == 0 ||
			    e.msg[0] == '\0' ? "not an order (HELP lists them)"
			    : e.msg);
			if (order_program(o.word[0]) == NULL)
				snprintf(reason, sizeof(reason), "not an order "
				    "(HELP lists them)");
			goto refused;
		}
		if (order_action(&o, &e) == -1) {
			snprintf(reason, sizeof(reason), "%s", e.msg);
			goto refused;
		}
		if (game_play(o.argv, o.argc, p->name, reason,
		    sizeof(reason)) != 0)
			goto refused;
		*changed = true;
	}
	judge_answers(p->name, wants, extra);
	return true;
refused:
	snprintf(why, size, "line %d, \"%.200s\": %s", i + 1, lines[i],
	    reason);
	return false;
}

/* lucky-judge -d dir [mail]: one mail on stdin. */
static int
cmd_mail(void)
{
	char path[PATH_MAX * 2], id[1000], from[300], why[1500];
	char note[600], hex[65], *lines[2000], *secret = NULL, auto_sub[64];
	struct spawnbuf in = { NULL, 0, 0 }, body = { NULL, 0, 0 };
	struct spawnbuf sig = { NULL, 0, 0 }, extra = { NULL, 0, 0 };
	char *argv[] = { "mshow", "-n", "-R", path, NULL };
	struct jplayer *pl = NULL, *ob = NULL;
	struct judge save;
	const char *rest;
	char chunk[4096];
	ssize_t r;
	int n, i, n0;
	bool changed = false;

	spawnbuf_add(&in, "", 0);
	while ((r = read(STDIN_FILENO, chunk, sizeof(chunk))) > 0)
		if (in.len < MAXMAIL)
			spawnbuf_add(&in, chunk, (size_t)r);
	if (r == -1)
		err(2, "stdin");
	if (in.len == 0)
		errx(2, "no mail on the standard input");
	open_game();
	snprintf(path, sizeof(path), "%s/mail.tmp", jdir);
	put_file(path, in.s, in.len);
	mail_field("mhdr", "-h", "message-id", path, id, sizeof(id));
	if (id[0] == '\0') {
		sha256_hex(in.s, hex);
		snprintf(id, sizeof(id), "<%s@sha256>", hex);
	}
	for (i = 0; i < J.nseen; i++)
		if (strcmp(J.seen[i], id) == 0) {
			unlink(path);
			free(in.s);
			return 0;
		}
	mail_field("maddr", "-a", "-hfrom", path, from, sizeof(from));
	mail_field("mhdr", "-h", "auto-submitted", path, auto_sub,
	    sizeof(auto_sub));
	if (spawn_run("", argv, NULL, &body, NULL) != 0)
		errx(2, "mshow cannot read the mail");
	unlink(path);
	if (from[0] == '\0' || strpbrk(from, " \t<>\"\\,;") != NULL)
		errx(2, "the mail has no sender the judge can answer");
	begin_gen();
	judge_seen(id);
	/* an automatic mail (RFC 3834), such as a vacation notice or a
	 * bounce, is not answered: no loop of answers */
	if (auto_sub[0] != '\0' && strncasecmp(auto_sub, "no", 2) != 0) {
		commit_gen();
		free(in.s);
		free(body.s);
		return 0;
	}
	for (i = 0; i < J.np; i++)
		if (strcasecmp(J.p[i].addr, from) == 0)
			pl = &J.p[i];
	for (i = 0; i < J.nobs && pl == NULL; i++)
		if (strcasecmp(J.obs[i].addr, from) == 0)
			ob = &J.obs[i];
	n = mail_lines(body.s, lines, 2000, &sig);
	for (i = 0; i < n; i++)
		if (keyword(lines[i], "SECRET", &rest))
			secret = (char *)rest;
	note[0] = '\0';
	save = J;
	n0 = game_dealt() ? game_records() : 0;
	if (ob != NULL) {
		/* an observer: a stranger, but for HELP, HISTORY, VIEW */
		if (secret == NULL || strlen(secret) != 64 ||
		    !same_secret(secret, ob->secret, 64))
			snprintf(why, sizeof(why), "%s is not a player of this "
			    "game", from);
		else if (observer_mail(lines, n, &extra, why, sizeof(why)))
			why[0] = '\0';
		if (why[0] != '\0')
			judge_refuse(from, id, why);
		else if (extra.len > 0)
			queue(ob->addr, "lucky: your mail", id, extra.s);
	} else if (pl == NULL)
		snprintf(why, sizeof(why), "%s is not a player of this game",
		    from);
	else if (J.over)
		snprintf(why, sizeof(why), "the game is over");
	else if (secret == NULL)
		snprintf(why, sizeof(why), "it has no line \"SECRET "
		    "your-secret\"");
	else if (strlen(secret) != 64 ||
	    !same_secret(secret, pl->secret, 64))
		snprintf(why, sizeof(why), "its secret is not yours");
	else if (pl->key != NULL && !signed_by(pl, lines, n, &sig, why,
	    sizeof(why)))
		;
	else if (orders(pl, lines, n, &extra, note, sizeof(note), &changed,
	    why, sizeof(why)))
		why[0] = '\0';
	if (ob != NULL)
		;
	else if (why[0] != '\0') {
		J = save;
		restore_game();
		judge_refuse(pl != NULL ? pl->addr : from, id, why);
	} else if (changed)
		judge_report(n0, note, pl, id, extra.s);
	else {
		waiting_for(note, sizeof(note));
		if (!game_dealt()) {
			add_text(&extra, pl->seed != NULL ? "Your part of the "
			    "deal is in; the game is dealt once everyone's is" :
			    "The game is dealt once every player's first "
			    "mail, with its SEED line, is in");
			add_text(&extra, " (waiting for ");
			add_text(&extra, note);
			add_text(&extra, ").\n");
		}
		if (extra.len > 0)
			queue(pl->addr, "lucky: your mail", id, extra.s);
	}
	commit_gen();
	free(in.s);
	free(body.s);
	free(sig.s);
	free(extra.s);
	return 0;
}

/* --- new, tick --- */

static int
cmd_new(int argc, char *argv[])
{
	char hex[65], line[PATH_MAX * 2], host[200], *a, *k, *v[MAXNEWARGS + 20];
	struct spawnbuf b = { NULL, 0, 0 }, kb = { NULL, 0, 0 };
	struct spawnbuf out = { NULL, 0, 0 }, e = { NULL, 0, 0 };
	struct jplayer *p;
	int ch, i, nv = 0;

	strlcpy(J.strategy, "greedy", sizeof(J.strategy));
	J.limit = 3 * 86400;
	J.warn = 86400;
	optind = 1;
	opterr = 0;
	while ((ch = getopt(argc, argv, ":b:D:j:O:o:r:S:t:w:")) != -1) {
		if (strchr("bDor", ch) != NULL && J.nnewargs + 2 <= MAXNEWARGS) {
			snprintf(line, sizeof(line), "-%c", ch == 'D' ? 'd' :
			    ch);
			J.newargs[J.nnewargs++] = xstrdup(line);
			J.newargs[J.nnewargs++] = xstrdup(optarg);
			continue;
		}
		switch (ch) {
		case 'j':
			if (!good_address(optarg))
				errx(2, "-j %s: not an address", optarg);
			strlcpy(J.from, optarg, sizeof(J.from));
			break;
		case 'O':
			if (J.nobs == MAXOBS)
				errx(2, "more than %d observers", MAXOBS);
			p = &J.obs[J.nobs++];
			if ((a = strchr(optarg, '=')) == NULL)
				errx(2, "-O %s: not name=address", optarg);
			*a++ = '\0';
			if (player_name_ok(optarg, NULL) == -1 ||
			    strlcpy(p->name, optarg, sizeof(p->name)) >=
			    sizeof(p->name) || !good_address(a))
				errx(2, "-O %s=%s: not a name and an address",
				    optarg, a);
			strlcpy(p->addr, a, sizeof(p->addr));
			random_hex(p->secret);
			break;
		case 'S':
			strlcpy(J.strategy, optarg, sizeof(J.strategy));
			break;
		case 't':
		case 'w':
			if ((ch == 't' ? (J.limit = duration(optarg)) :
			    (J.warn = duration(optarg))) == -1)
				errx(2, "-%c %s: not a time (a number and s, "
				    "m, h or d)", ch, optarg);
			break;
		default:
			unknown(ch == ':' ? ch : optopt);
		}
	}
	argc -= optind;
	argv += optind;
	if (argc < 1)
		usage(2);
	if (J.from[0] == '\0') {
		if (gethostname(host, sizeof(host)) == -1)
			strlcpy(host, "localhost", sizeof(host));
		host[sizeof(host) - 1] = '\0';
		snprintf(J.from, sizeof(J.from), "%s@%s", getlogin() != NULL ?
		    getlogin() : "lucky", host);
	}
	for (i = 0; i < argc; i++) {
		if (J.np == LUCKY_MAXPLAYERS)
			errx(2, "more than %d players", LUCKY_MAXPLAYERS);
		p = &J.p[J.np++];
		if ((a = strchr(argv[i], '=')) == NULL)
			errx(2, "%s: not name=address", argv[i]);
		*a++ = '\0';
		if ((k = strchr(a, ':')) != NULL)
			*k++ = '\0';
		if (strlcpy(p->name, argv[i], sizeof(p->name)) >=
		    sizeof(p->name) || !good_address(a))
			errx(2, "%s=%s: not a name and an address", argv[i],
			    a);
		strlcpy(p->addr, a, sizeof(p->addr));
		if (k != NULL) {
			if (get_file(k, &kb) == -1)
				err(2, "%s", k);
			kb.s[strcspn(kb.s, "\r\n")] = '\0';
			if (strncmp(kb.s, "ssh-", 4) != 0 &&
			    strncmp(kb.s, "ecdsa-", 6) != 0 &&
			    strncmp(kb.s, "sk-", 3) != 0)
				errx(2, "%s: not an OpenSSH public key", k);
			p->key = xstrdup(kb.s);
		}
		random_hex(p->secret);
	}
	/* lucky-new says now whether it takes the options and the names */
	v[nv++] = "lucky-new";
	for (i = 0; i < J.nnewargs; i++)
		v[nv++] = J.newargs[i];
	v[nv++] = "--";
	for (i = 0; i < J.np; i++)
		v[nv++] = J.p[i].name;
	v[nv] = NULL;
	if (spawn_run(bindir, v, NULL, &out, &e) != 0)
		errx(2, "%s", e.s[0] != '\0' ? e.s : "lucky-new failed");
	umask(077);
	if (mkdir(jdir, 0700) == -1)
		err(2, "%s", jdir);
	if (realpath(jdir, line) == NULL)
		err(2, "%s", jdir);
	strlcpy(jdir, line, sizeof(jdir));
	snprintf(line, sizeof(line), "%s/lock", jdir);
	if ((lockfd = open(line, O_RDWR | O_CREAT, 0600)) == -1 ||
	    flock(lockfd, LOCK_EX) == -1)
		err(2, "%s", line);
	random_hex(J.secret);
	sha256_hex(J.secret, J.commitment);
	/* the deadline of the deal: "-", no player's name */
	if (J.limit > 0) {
		strlcpy(J.due, "-", sizeof(J.due));
		J.deadline = (long long)time(NULL) + J.limit;
	}
	begin_gen();
	for (i = 0; i < J.np; i++) {
		b.len = 0;
		spawnbuf_add(&b, "", 0);
		random_hex(hex);
		snprintf(line, sizeof(line), "You play %s in a game of Kill "
		    "Doctor Lucky by mail, judged by lucky-judge at %s.\n\n"
		    "Your secret, for every mail of yours:\n\n"
		    "  SECRET %s\n\nYour first mail gives your part of the "
		    "deal, words of your choice, for\ninstance:\n\n"
		    "  SEED %.16s\n\n", J.p[i].name, J.from, J.p[i].secret,
		    hex);
		add_text(&b, line);
		snprintf(line, sizeof(line), "The game is dealt when every "
		    "player's part is in, with the judge's\nsecret, which it "
		    "reveals at the end; its commitment, the SHA-256 of\n"
		    "that secret, is\n\n  %s\n\n", J.commitment);
		add_text(&b, line);
		add_text(&b, "The players, in the order of the seats:");
		for (k = NULL, ch = 0; ch < J.np; ch++) {
			add_text(&b, " ");
			add_text(&b, J.p[ch].name);
		}
		add_text(&b, ".\n\n");
		if (J.p[i].key != NULL)
			add_text(&b, "You registered a key: sign the lines of "
			    "each mail with\nssh-keygen -Y sign -n " NS " and "
			    "put the signature after them.\n\n");
		add_text(&b, help_text);
		queue(J.p[i].addr, "lucky: a new game, your secret", NULL,
		    b.s);
	}
	for (i = 0; i < J.nobs; i++) {
		b.len = 0;
		spawnbuf_add(&b, "", 0);
		snprintf(line, sizeof(line), "You observe, as %s, a game of "
		    "Kill Doctor Lucky by mail, judged by\nlucky-judge at %s: "
		    "after every change you get what happened and a\nview "
		    "that shows no hand.  HELP, HISTORY and VIEW, in a mail "
		    "of yours\nwith this line, are answered:\n\n  SECRET %s"
		    "\n\nThe judge's commitment is\n\n  %s\n\n"
		    "The players, in the order of the seats:", J.obs[i].name,
		    J.from, J.obs[i].secret, J.commitment);
		add_text(&b, line);
		for (ch = 0; ch < J.np; ch++) {
			add_text(&b, " ");
			add_text(&b, J.p[ch].name);
		}
		add_text(&b, ".\n");
		queue(J.obs[i].addr, "lucky: a new game, observed", NULL, b.s);
	}
	commit_gen();
	free(b.s);
	free(kb.s);
	free(out.s);
	free(e.s);
	return 0;
}

/*
 * The deadline of the deal passed: dealt with the contributions in,
 * everyone told whose are missing.  With none in, nothing: the judge's
 * secret alone would be the judge's choice.
 */
static int
deal_late(void)
{
	char late[LUCKY_MAXPLAYERS * (LUCKY_MAXIDLEN + 2)], note[600];
	int i, in = 0;

	for (i = 0; i < J.np; i++)
		if (J.p[i].seed != NULL)
			in++;
	if (in == 0)
		return 1;
	waiting_for(late, sizeof(late));
	begin_gen();
	if (!game_deal(true))
		errx(2, "%s: the game cannot be dealt", jdir);
	snprintf(note, sizeof(note), "The deadline of the deal passed: the "
	    "game is dealt without the part of %s.\n\n", late);
	judge_report(0, note, NULL, NULL, NULL);
	commit_gen();
	return 0;
}

/* lucky-judge -d dir tick: warn, or play for whoever is late. */
static int
cmd_tick(void)
{
	char who[LUCKY_MAXIDLEN + 1], what[160], line[400];
	struct jplayer *p;
	long long now = (long long)time(NULL);
	int n0, i;

	open_game();
	snprintf(game, sizeof(game), "%s/g%ld/game", jdir, J.gen);
	if (!J.over && !game_dealt() && strcmp(J.due, "-") == 0 &&
	    now >= J.deadline)
		return deal_late();
	if (J.over || J.due[0] == '\0' || !game_dealt() ||
	    (p = player_named(J.due)) == NULL)
		return 1;
	if (now < J.deadline && (J.warned || now < J.deadline - J.warn))
		return 1;
	begin_gen();
	if (now < J.deadline) {
		J.warned = 1;
		game_asked(who, sizeof(who), what, sizeof(what));
		snprintf(line, sizeof(line), "Your deadline, %s, is in %lld "
		    "minutes: then lucky-bot plays for you.\nIt is your move: "
		    "%s.\n", p->name, (J.deadline - now + 59) / 60, what);
		queue(p->addr, "lucky: your deadline nears", NULL, line);
		commit_gen();
		return 0;
	}
	n0 = game_records();
	for (i = 0; i < 200; i++) {
		game_asked(who, sizeof(who), what, sizeof(what));
		if (strcmp(who, p->name) != 0 || bot_plays() == -1)
			break;
	}
	snprintf(line, sizeof(line), "%s's deadline passed: lucky-bot played "
	    "for them.\n\n", p->name);
	judge_report(n0, line, NULL, NULL, NULL);
	commit_gen();
	return 0;
}

int
main(int argc, char *argv[])
{
	const char *d = NULL, *s;
	int ch;

	std_fds();
	spawn_bindir(bindir, sizeof(bindir));
	if ((s = getenv("LUCKY_SENDMAIL")) != NULL && *s != '\0')
		sendmail = s;
	setenv("MBLAZE", "/nonexistent", 1);
	setenv("MBLAZE_PAGER", "cat", 1);
	setenv("MBLAZE_NOCOLOR", "1", 1);
	umask(077);
	if (argc == 2 && strcmp(argv[1], "--version") == 0) {
		printf("%s %s\n", getprogname(), LUCKY_VERSION);
		return 0;
	}
	if (argc == 2 && strcmp(argv[1], "--help") == 0)
		usage(0);
	opterr = 0;
	while ((ch = getopt(argc, argv, "+:d:h")) != -1) {
		if (ch == 'h')
			usage(0);
		if (ch != 'd')
			unknown(ch == ':' ? ch : optopt);
		d = optarg;
	}
	if (d == NULL || strlen(d) >= sizeof(jdir) - 100)
		usage(2);
	strlcpy(jdir, d, sizeof(jdir));
	argc -= optind;
	argv += optind;
	if (argc > 0 && strcmp(argv[0], "new") == 0)
		return cmd_new(argc, argv);
	if (argc > 1)
		usage(2);
	if (realpath(d, jdir) == NULL)
		err(2, "%s", d);
	if (argc == 0 || strcmp(argv[0], "mail") == 0)
		return cmd_mail();
	if (strcmp(argv[0], "tick") == 0)
		return cmd_tick();
	if (strcmp(argv[0], "flush") == 0) {
		open_game();
		return 0;
	}
	usage(2);
}
