/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

#include <ctype.h>
#include <err.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "text.h"

/*
 * The command line of every program from one table of its options
 * (struct cli_opt): getopt_long's optstring and long options, the usage,
 * --help, --version, and the messages of a wrong option ("did you mean
 * --map?"), so that a letter and a long name mean the same in the usage,
 * the help and the parser, and a front end may parse the words of an
 * order line with the same table (cli_begin resets getopt).
 */

static void	cli_help(const struct cli *c, FILE *fp);

static const struct cli_opt help_opt[] = {
	{ 'h', "help", NULL, 0, "print this help and exit" },
	{ CLI_VERSION, "version", NULL, 0, "print the version and exit" },
};

/* The i-th option of the table, then -h and --version. */
static const struct cli_opt *
opt_at(const struct cli *c, int i)
{
	int n;

	for (n = 0; c->opts[n].ch != 0; n++)
		;
	if (i < n)
		return &c->opts[i];
	if (i < n + 2)
		return &help_opt[i - n];
	return NULL;
}

void
cli_begin(struct cli_parse *cp, const struct cli *c, int argc, char **argv)
{
	const struct cli_opt *o;
	size_t ns = 0, nl = 0;
	int i;

	memset(cp, 0, sizeof(*cp));
	cp->cli = c;
	cp->argc = argc;
	cp->argv = argv;
	/* ':' first: a missing argument returns ':', and getopt says
	 * nothing (opterr 0) */
	cp->optstring[ns++] = ':';
	for (i = 0; (o = opt_at(c, i)) != NULL; i++) {
		if (o->ch < CLI_LONG && ns + 3 < sizeof(cp->optstring)) {
			cp->optstring[ns++] = (char)o->ch;
			if (o->arg != NULL)
				cp->optstring[ns++] = ':';
		}
		if (o->name != NULL && nl + 1 < CLI_MAXOPTS) {
			cp->longopts[nl].name = o->name;
			cp->longopts[nl].has_arg = o->arg != NULL ?
			    required_argument : no_argument;
			cp->longopts[nl].flag = NULL;
			cp->longopts[nl].val = o->ch;
			nl++;
		}
	}
	cp->optstring[ns] = '\0';
	memset(&cp->longopts[nl], 0, sizeof(cp->longopts[nl]));
	/* glibc starts over at 0, BSD getopt with optreset */
	optind = 0;
	opterr = 0;
}

static const struct cli_opt *
find_opt(const struct cli *c, int ch)
{
	const struct cli_opt *o;
	int i;

	for (i = 0; (o = opt_at(c, i)) != NULL; i++)
		if (o->ch == ch)
			return o;
	return NULL;
}

/* The long option word a person typed, "--mapp" of "--mapp=x". */
static void
long_word(const char *w, char *buf, size_t size)
{
	size_t n = strcspn(w, "=");

	snprintf(buf, size, "%.*s", (int)(n > 40 ? 40 : n), w);
}

/* "unknown option --mapp (did you mean --map?)", "ambiguous option
 * --f (--file, --force)" */
static void
bad_long(struct cli_parse *cp, const char *w)
{
	const struct cli_opt *o;
	char word[48];
	const char *q, *best = NULL;
	size_t lq;
	int i, n = 0, d, bestd = 99;

	long_word(w, word, sizeof(word));
	q = word + 2;
	lq = strlen(q);
	for (i = 0; (o = opt_at(cp->cli, i)) != NULL; i++)
		if (o->name != NULL && lq > 0 &&
		    strncmp(o->name, q, lq) == 0)
			n++;
	if (n > 1) {
		snprintf(cp->err, sizeof(cp->err), "ambiguous option %s (",
		    word);
		for (i = 0, n = 0; (o = opt_at(cp->cli, i)) != NULL; i++)
			if (o->name != NULL && strncmp(o->name, q, lq) == 0) {
				strlcat(cp->err, n++ > 0 ? ", --" : "--",
				    sizeof(cp->err));
				strlcat(cp->err, o->name, sizeof(cp->err));
			}
		strlcat(cp->err, ")", sizeof(cp->err));
		return;
	}
	for (i = 0; (o = opt_at(cp->cli, i)) != NULL; i++)
		if (o->name != NULL &&
		    (d = name_distance(q, o->name)) < bestd) {
			bestd = d;
			best = o->name;
		}
	if (best != NULL && bestd <= (lq > 5 ? 2 : 1))
		msg_fmt(cp->err, sizeof(cp->err), MSG_UNKNOWN_LONG_NEAR, word,
		    best);
	else
		msg_fmt(cp->err, sizeof(cp->err), MSG_UNKNOWN_LONG, word,
		    getprogname());
}

/* The wrong option of the last getopt_long call, in cp->err. */
static void
bad_opt(struct cli_parse *cp, int ret)
{
	const struct cli_opt *o;
	const char *w;
	int i = optind - 1;

	/* the word getopt stopped at: a long option moved optind past it,
	 * and a short one too unless more letters follow in the word */
	w = i >= 1 && i < cp->argc ? cp->argv[i] : "";
	if (optopt != 0 && (strncmp(w, "--", 2) != 0 || ret == ':') &&
	    optind < cp->argc && cp->argv[optind][0] == '-' &&
	    strchr(cp->argv[optind], optopt) != NULL &&
	    strncmp(cp->argv[optind], "--", 2) != 0)
		w = cp->argv[optind];
	o = optopt != 0 ? find_opt(cp->cli, optopt) : NULL;
	if (strncmp(w, "--", 2) == 0 && o != NULL && o->name != NULL) {
		if (ret == ':')
			msg_fmt(cp->err, sizeof(cp->err), MSG_LONG_NEEDS_ARG,
			    o->name, o->name, o->arg);
		else
			msg_fmt(cp->err, sizeof(cp->err), MSG_LONG_TAKES_NO_ARG,
			    o->name);
	} else if (strncmp(w, "--", 2) == 0)
		bad_long(cp, w);
	else if (ret == ':' && o != NULL)
		msg_fmt(cp->err, sizeof(cp->err), MSG_SHORT_NEEDS_ARG, optopt,
		    optopt, o->arg);
	else if (isprint(optopt))
		msg_fmt(cp->err, sizeof(cp->err), MSG_UNKNOWN_SHORT, optopt,
		    getprogname());
	else
		msg_fmt(cp->err, sizeof(cp->err), MSG_UNKNOWN_OPTION,
		    getprogname());
}

int
cli_next(struct cli_parse *cp)
{
	int ch;

	ch = getopt_long(cp->argc, cp->argv, cp->optstring, cp->longopts,
	    NULL);
	cp->arg = optarg;
	cp->optind = optind;
	if (ch == '?' || ch == ':') {
		bad_opt(cp, ch);
		return CLI_ERR;
	}
	return ch;
}

/* cli_next, and -h, --version and a wrong option handled here. */
int
ecli_next(struct cli_parse *cp)
{
	int ch;

	if ((ch = cli_next(cp)) == CLI_ERR) {
		fprintf(stderr, "%s: %s\n", getprogname(), cp->err);
		exit(2);
	}
	if (ch == 'h') {
		cli_help(cp->cli, stdout);
		exit(fshut(stdout, "stdout"));
	}
	if (ch == CLI_VERSION) {
		printf("%s %s\n", getprogname(), LUCKY_VERSION);
		exit(fshut(stdout, "stdout"));
	}
	return ch;
}

/* "[-Fhin]": the letters without an argument, in ASCII order. */
static void
usage_line(const struct cli *c, FILE *fp)
{
	const struct cli_opt *o;
	char flags[CLI_MAXOPTS + 1];
	int i, j, n = 0, pass;
	size_t col;

	for (i = 0; (o = opt_at(c, i)) != NULL; i++)
		if (o->ch < CLI_LONG && o->arg == NULL)
			flags[n++] = (char)o->ch;
	for (i = 1; i < n; i++)
		for (j = i; j > 0 && flags[j] < flags[j - 1]; j--) {
			char t = flags[j];

			flags[j] = flags[j - 1];
			flags[j - 1] = t;
		}
	flags[n] = '\0';
	col = (size_t)fprintf(fp, "usage: %s [-%s]", getprogname(), flags);
	/* then the options with an argument: by letter, case aside, the
	 * capital first; the long-only ones after them */
	for (j = 'a'; j <= 'z' + 1; j++)
		for (pass = 0; pass < 2; pass++)
			for (i = 0; (o = opt_at(c, i)) != NULL; i++) {
				char word[80];
				bool req = o->flags & CLI_REQUIRED;

				if (j <= 'z' && (o->arg == NULL ||
				    o->ch >= CLI_LONG || tolower(o->ch) != j ||
				    (pass == 0) != (isupper(o->ch) != 0)))
					continue;
				if (j > 'z' && (pass == 1 || o->ch < CLI_LONG ||
				    o->ch == CLI_VERSION || (o->flags &
				    CLI_HIDE)))
					continue;
				if (o->ch < CLI_LONG)
					snprintf(word, sizeof(word), "%s-%c %s%s%s",
					    req ? "" : "[", o->ch, o->arg,
					    req ? "" : "]", o->flags & CLI_MANY ?
					    " ..." : "");
				else
					snprintf(word, sizeof(word), "[--%s%s%s]",
					    o->name, o->arg ? "=" : "",
					    o->arg ? o->arg : "");
				if (col + 1 + strlen(word) > 78) {
					fprintf(fp, "\n\t");
					col = 8;
				} else {
					fputc(' ', fp);
					col++;
				}
				col += (size_t)fprintf(fp, "%s", word);
			}
	if (c->operands != NULL) {
		if (col + 1 + strlen(c->operands) > 78)
			fprintf(fp, "\n\t%s", c->operands);
		else
			fprintf(fp, " %s", c->operands);
	}
	fputc('\n', fp);
}

/*
 * One form of the usage, the n bytes at p, after lead and the program's
 * name: wrapped as usage_line wraps, before a word that would pass
 * column 78, a word being an option or a bracket (never an option's
 * argument, nor a blank inside brackets), the next line after a tab.
 */
static void
usage_form(FILE *fp, const char *lead, const char *p, size_t n)
{
	size_t col, w;
	int depth;

	col = (size_t)fprintf(fp, "%s %s", lead, getprogname());
	while (n > 0) {
		/* the word: to the next blank outside brackets that a
		 * bracket or an option follows */
		for (w = 0, depth = 0; w < n; w++) {
			depth += (p[w] == '[') - (p[w] == ']');
			if (depth == 0 && p[w] == ' ' && w + 1 < n &&
			    (p[w + 1] == '[' || p[w + 1] == '-'))
				break;
		}
		if (col + 1 + w > 78) {
			fprintf(fp, "\n\t");
			col = 8;
		} else {
			fputc(' ', fp);
			col++;
		}
		col += fwrite(p, 1, w, fp);
		p += w;
		n -= w;
		for (; n > 0 && *p == ' '; p++, n--)
			;
	}
	fputc('\n', fp);
}

static void
usage_of(const struct cli *c, FILE *fp)
{
	const char *p, *nl;
	bool first = true;

	if (c->usage == NULL) {
		usage_line(c, fp);
		return;
	}
	for (p = c->usage; *p != '\0'; p = nl + (*nl != '\0')) {
		nl = p + strcspn(p, "\n");
		usage_form(fp, first ? "usage:" : "      ", p,
		    (size_t)(nl - p));
		first = false;
	}
}

void
ecli_usage(const struct cli *c)
{
	usage_of(c, stderr);
	exit(2);
}

static void
cli_help(const struct cli *c, FILE *fp)
{
	const struct cli_opt *o;
	char left[80];
	int i;

	usage_of(c, fp);
	fprintf(fp, "options:\n");
	for (i = 0; (o = opt_at(c, i)) != NULL; i++) {
		if (o->flags & CLI_HIDE)
			continue;
		snprintf(left, sizeof(left), "%s%s%s%s%s",
		    o->ch < CLI_LONG ? (char[]){ '-', (char)o->ch, ',', ' ',
		    '\0' } : "    ", o->name ? "--" : "", o->name ? o->name : "",
		    o->arg ? "=" : "", o->arg ? o->arg : "");
		fprintf(fp, "  %-24s %s\n", left, o->help);
	}
	if (c->more != NULL)
		c->more(fp);
}

/* Verify the "sum" line when reading a state; -F clears it. */
bool lucky_verify_sum = true;

/*
 * The options of every program that reads a state: -F, read it though
 * its sum does not match, and -f FILE, read it from FILE.  True when ch
 * was one of them, taken.
 */
bool
cli_state_option(int ch, const char *arg, const char **file)
{
	switch (ch) {
	case 'F':
		lucky_verify_sum = false;
		return true;
	case 'f':
		*file = arg;
		return true;
	default:
		return false;
	}
}

/* A person at a terminal is told what the program waits
 * for, once, before it reads a state from its standard input. */
void
cli_reading(const char *file)
{
	if ((file == NULL || strcmp(file, "-") == 0) &&
	    isatty(STDIN_FILENO))
		fprintf(stderr, "%s: reading a state from the terminal; end "
		    "it with ^D, or give -f FILE\n", getprogname());
}

/* A number of an option from min to max, or exit 2 saying why:
 * "WHAT \"ARG\" is too large (MIN-MAX)". */
long long
ecli_number(const char *arg, const char *what, long long min, long long max)
{
	const char *errstr;
	long long n;

	n = strtonum(arg, min, max, &errstr);
	if (errstr != NULL)
		errx(2, "%s \"%s\" is %s (%lld-%lld)", what, arg, errstr, min,
		    max);
	return n;
}
