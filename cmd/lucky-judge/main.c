/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

#include <sys/stat.h>

#include <err.h>
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "play.h"
#include "judge.h"

/*
 * lucky-judge: the judge of games by mail (lucky-judge(1)).  The judge's
 * directory holds a directory a game; a mail finds its game by a GAME
 * line or its sender (mail.c); each game keeps its files in generations
 * made current by one rename (store.c) and sends its mails from a spool
 * that never blocks (spool.c).  The commands: new, standby, mail, tick,
 * flush, list.
 */

char		 bindir[PATH_MAX];
char		 hostdir[PATH_MAX];
const char	*sendmail_path = "/usr/sbin/sendmail";
/* A failure ends the run with this status: 2, or EX_TEMPFAIL while a
 * mail is read, so that the mail server keeps the mail and tries again. */
static int	 fail_status = 2;

void
jerr(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vwarn(fmt, ap);
	va_end(ap);
	exit(fail_status);
}

void
jerrx(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vwarnx(fmt, ap);
	va_end(ap);
	exit(fail_status);
}

static void
usage(int status)
{
	FILE *fp = status == 0 ? stdout : stderr;

	fprintf(fp, "usage: %s -d dir new [-b board] [-D deck] [-G time] "
	    "[-g game]\n\t[-j address] [-K file] [-O name=address] "
	    "[-o option[=value]]\n\t[-P password] [-r rules] [-S strategy] "
	    "[-T time] [-t time] [-w time]\n\tname=address[:keyfile] ...\n"
	    "       %s -d dir standby game name=address\n"
	    "       %s -d dir [mail | tick | flush | list]\n", getprogname(),
	    getprogname(), getprogname());
	if (status == 0)
		fputs("options:\n"
		    "  -d dir          the judge's directory, a directory a "
		    "game\n"
		    "  -b, -D, -o, -r  the game: lucky-new's -b, -d, -o, -r\n"
		    "  -G time         the grace after a deadline (1d)\n"
		    "  -g game         the game's name (game1, game2, ...)\n"
		    "  -j address      the judge's own address\n"
		    "  -K file         the judge's secret (random)\n"
		    "  -O name=address an observer: a view with no hand\n"
		    "  -P password     the password of OBSERVE\n"
		    "  -S strategy     lucky-bot's, for a late or resigned "
		    "seat\n"
		    "  -T time         the bot's time for an action (1s)\n"
		    "  -t time         the time for each action (3d; 0: none)\n"
		    "  -w time         warn this long before (1d)\n"
		    "  -h, --help      print this help and exit\n"
		    "      --version   print the version and exit\n"
		    "commands: new, standby, mail (one mail on stdin; the "
		    "default),\ntick (cron), flush, list\n", fp);
	exit(status);
}

/* tick or flush: every game, each under its own lock. */
static int
each_game(bool tick)
{
	char **names;
	int i, n, ret = 1;

	n = host_games(&names);
	for (i = 0; i < n; i++) {
		if (tick) {
			if (tick_game(names[i]) == 0)
				ret = 0;
		} else {
			game_open(names[i]);
			game_close();
			ret = 0;
		}
		free(names[i]);
	}
	free(names);
	return tick ? ret : 0;
}

static int
cmd_list(void)
{
	struct buf b = { NULL, 0, 0 };

	list_games(&b);
	fputs(b.s, stdout);
	buf_free(&b);
	return fshut(stdout, "stdout");
}

/* The command after the options. */
static int
command(int argc, char *argv[])
{
	const char *cmd = argc > 0 ? argv[0] : "mail";
	char real[PATH_MAX];

	if (strcmp(cmd, "new") == 0)
		return cmd_new(argc, argv);
	if (strcmp(cmd, "standby") == 0)
		return cmd_standby(argc, argv);
	if (argc > 1)
		usage(2);
	if (realpath(hostdir, real) == NULL)
		jerr("%s", hostdir);
	strlcpy(hostdir, real, sizeof(hostdir));
	if (strcmp(cmd, "mail") == 0)
		return cmd_mail();
	if (strcmp(cmd, "tick") == 0)
		return each_game(true);
	if (strcmp(cmd, "flush") == 0)
		return each_game(false);
	if (strcmp(cmd, "list") == 0)
		return cmd_list();
	usage(2);
	return 2;
}

int
main(int argc, char *argv[])
{
	const char *d = NULL, *s;
	int ch;

	estd_fds();
	spawn_bindir(bindir, sizeof(bindir));
	if ((s = getenv("LUCKY_SENDMAIL")) != NULL && *s != '\0')
		sendmail_path = s;
	umask(077);
	if (argc == 2 && strcmp(argv[1], "--version") == 0) {
		printf("%s %s\n", getprogname(), LUCKY_VERSION);
		return fshut(stdout, "stdout");
	}
	if (argc == 2 && strcmp(argv[1], "--help") == 0)
		usage(0);
	opterr = 0;
	while ((ch = getopt(argc, argv, "+:d:h")) != -1) {
		if (ch == 'h')
			usage(0);
		if (ch != 'd')
			erefuse_option(ch, argc, argv);
		d = optarg;
	}
	argc -= optind;
	argv += optind;
	if (d == NULL || strlen(d) >= sizeof(hostdir) - 200)
		usage(2);
	strlcpy(hostdir, d, sizeof(hostdir));
	/* a mail that cannot be judged now waits in the mail server */
	if (argc == 0 || strcmp(argv[0], "mail") == 0)
		fail_status = EX_TEMPFAIL;
	return command(argc, argv);
}
