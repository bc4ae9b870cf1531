/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

#include <err.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "play.h"

/*
 * Check a state: well formed (or exit 2), and exactly what its record
 * gives when replayed from its setup, or from the position it was
 * composed from (lucky-new --position), (exit 0), or not (exit 1, with the
 * first line that differs or the record entry that went wrong).
 */

static const struct cli_opt opts[] = {
	{ 'F', "force", NULL, 0, "read a state whose sum does not match" },
	{ 'f', "file", "file", 0, "read the state from file, not stdin" },
	{ 'q', "quiet", NULL, 0, "print nothing when the state is right" },
	{ CLI_LONG + 1, "commitment", "file", 0,
	    "and its seed is the one a judge's commitment deals" },
	{ 0 }
};

static const struct cli cli = { opts, "[state]", NULL, NULL };

/* A judge's commitment file (lucky-judge(1) "The deal"). */
struct commitment {
	char		 commit[65], secret[80];
	char		*names[LUCKY_MAXPLAYERS];
	char		*seeds[LUCKY_MAXPLAYERS];	/* NULL: missing */
	char		 hash[LUCKY_MAXPLAYERS][65];	/* committed, or "" */
	int		 n;
	unsigned long long fseed;
	bool		 hasseed;
};

/* The player's entry of c for a "committed" line, made if new. */
static int
commitment_player(struct commitment *c, const char *name)
{
	int i;

	for (i = 0; i < c->n; i++)
		if (strcmp(c->names[i], name) == 0)
			return i;
	if (c->n == LUCKY_MAXPLAYERS)
		return -1;
	c->names[c->n] = xstrdup(name);
	c->seeds[c->n] = NULL;
	c->hash[c->n][0] = '\0';
	return c->n++;
}

/* One line of a commitment file into c: -1 when it is not one. */
static int
commitment_line(struct commitment *c, char *p)
{
	char *w = strsep(&p, " "), *name;
	int i;

	if (strcmp(w, "commitment") == 0 && p != NULL)
		strlcpy(c->commit, p, sizeof(c->commit));
	else if (strcmp(w, "secret") == 0 && p != NULL)
		strlcpy(c->secret, p, sizeof(c->secret));
	else if (strcmp(w, "seed") == 0 && p != NULL &&
	    sscanf(p, "%llu", &c->fseed) == 1)
		c->hasseed = true;
	else if ((strcmp(w, "contribution") == 0 || strcmp(w, "committed") ==
	    0) && p != NULL && strchr(p, ' ') != NULL) {
		name = strsep(&p, " ");
		if ((i = commitment_player(c, name)) == -1)
			return -1;
		if (strcmp(w, "contribution") == 0)
			c->seeds[i] = xstrdup(p);
		else
			strlcpy(c->hash[i], p, sizeof(c->hash[i]));
	} else if (strcmp(w, "missing") == 0 && p != NULL && *p != '\0' &&
	    strchr(p, ' ') == NULL) {
		/* dealt without it: the deadline passed */
		if (commitment_player(c, p) == -1)
			return -1;
	} else if (*w != '\0')
		return -1;
	return 0;
}

static void
commitment_read(const char *path, struct commitment *c)
{
	char *line = NULL;
	size_t size = 0;
	FILE *fp;

	memset(c, 0, sizeof(*c));
	if ((fp = fopen(path, "r")) == NULL)
		err(2, "%s", path);
	while (getline(&line, &size, fp) != -1) {
		line[strcspn(line, "\r\n")] = '\0';
		if (commitment_line(c, line) == -1)
			errx(2, "%s: \"%.40s\" is not a line of a commitment "
			    "file", path, line);
	}
	fclose(fp);
	free(line);
}

/* Each player's words are the ones committed to: the findings, 1. */
static int
commitment_words(const struct commitment *c)
{
	char hex[65];
	int i, ret = 0;

	for (i = 0; i < c->n; i++) {
		if (c->seeds[i] == NULL)
			continue;
		if (c->hash[i][0] == '\0') {
			outf("the contribution of %s was not committed to "
			    "first\n", c->names[i]);
			ret = 1;
			continue;
		}
		sha256_hex(c->seeds[i], hex);
		if (strcmp(hex, c->hash[i]) != 0) {
			outf("the contribution of %s is not the one committed "
			    "to: its SHA-256 is %s\n", c->names[i], hex);
			ret = 1;
		}
	}
	return ret;
}

/*
 * The seed of c is the state's, its players the state's players, in
 * their order: the seats played by people, not the strangers, whom the
 * rules play (RULES A.11) and who take no part in the deal.
 */
static int
commitment_state(const struct commitment *c, uint64_t seed,
    const struct state *st)
{
	int i, n = 0, seat[LUCKY_MAXPLAYERS], ret = 0;

	if (st->seed != seed) {
		outf("the state's seed is %llu, not the one the secret and the "
		    "contributions deal (%llu)\n",
		    (unsigned long long)st->seed, (unsigned long long)seed);
		ret = 1;
	}
	for (i = 0; i < st->nplayers; i++)
		if (!st->p[i].stranger)
			seat[n++] = i;
	for (i = 0; i < c->n; i++)
		if (i >= n || strcmp(st->p[seat[i]].name, c->names[i]) != 0) {
			outf("the contribution of %s is not the state's "
			    "player %d's\n", c->names[i], i + 1);
			ret = 1;
		}
	if (c->n != n) {
		outf("%d contributions or missing ones for %d players\n", c->n,
		    n);
		ret = 1;
	}
	return ret;
}

/*
 * --commitment=file (lucky-judge(1) "The deal"): the judge's secret is
 * the one committed to, each player's words the ones committed to, the
 * secret and the words deal the file's seed, and the state's.  Each
 * finding on the held output, 1; a file that cannot be read, exit 2.
 */
static int
commitment(const char *path, const struct state *st, bool quiet)
{
	struct commitment c;
	char hex[65];
	uint64_t seed;
	int i, ret = 0, in = 0;

	commitment_read(path, &c);
	if (strlen(c.commit) != 64 || strlen(c.secret) != 64 || !c.hasseed ||
	    c.n == 0 || commit_seed(c.secret, c.names, c.seeds, c.n,
	    &seed) == -1)
		errx(2, "%s: a commitment file has lines commitment, secret, "
		    "committed, contribution or missing (one a player) and "
		    "seed", path);
	sha256_hex(c.secret, hex);
	if (strcmp(hex, c.commit) != 0) {
		outf("the judge's secret is not the one committed to: its "
		    "SHA-256 is %s\n", hex);
		ret = 1;
	}
	ret |= commitment_words(&c);
	if (seed != c.fseed) {
		outf("the secret and the contributions deal seed %llu, not "
		    "%llu\n", (unsigned long long)seed, c.fseed);
		ret = 1;
	}
	ret |= commitment_state(&c, seed, st);
	for (i = 0; i < c.n; i++)
		in += c.seeds[i] != NULL;
	if (in == 0) {
		outf("no contribution: the judge's secret alone dealt the "
		    "game\n");
		ret = 1;
	}
	if (ret == 0 && !quiet)
		outf("ok: the seed %llu is the one the judge's secret, "
		    "committed to as %.16s..., and %d contribution%s, each "
		    "committed to first, deal\n", (unsigned long long)seed,
		    c.commit, in, in == 1 ? "" : "s");
	for (i = 0; i < c.n; i++) {
		free(c.names[i]);
		free(c.seeds[i]);
	}
	return ret;
}

/* The n-th line (from 1) of text, without its newline. */
static const char *
line_of(const char *text, int n, char *buf, size_t size)
{
	const char *p = text, *nl;

	while (--n > 0 && (p = strchr(p, '\n')) != NULL)
		p++;
	if (p == NULL || *p == '\0')
		return "(nothing: the state ends before)";
	nl = strchr(p, '\n');
	snprintf(buf, size, "%.*s", nl ? (int)(nl - p) : (int)strlen(p), p);
	return buf;
}

/*
 * The text read is what the replay writes, found without writing it:
 * the body the replay would write (state_body_is), then the text's sum
 * line, "sum ", eight digits and a newline, which state_parse found to
 * be the CRC of the body before it (st->sum_ok), so the replay's sum
 * too.  Else (no sum line, a wrong one, or another body) main writes
 * and compares the whole of each.
 */
static bool
same_text(const struct state *st, const struct state *re, const char *text,
    size_t tlen)
{
	size_t blen = tlen - 13;

	return st->sum_ok && tlen > 13 && memcmp(text + blen, "sum ", 4) == 0 &&
	    text[tlen - 1] == '\n' && state_body_is(re, text, blen);
}

/* What lucky-check says of a state that replays to itself exactly. */
static void
say_ok(int nrecord, bool composed)
{
	/* a game composed by lucky-new --position replays from its position */
	outf("ok: %s%d record entr%s replay%s to exactly this state\n",
	    composed ? "a composed position (lucky-new --position): its " : "",
	    nrecord, nrecord == 1 ? "y" : "ies", nrecord == 1 ? "s" : "");
}

/*
 * The answer most runs give, "ok", the short way: the head alone read
 * (the lines before the first record line), the record lines taken as
 * they are written, replayed, and the replay compared with the text
 * byte for byte, its sum line too.  Equal, the text is exactly the state
 * its record replays to, whatever the head's reading missed, and each
 * entry was read once, by the replay, rather than twice (issue 15).
 * Anything else (no sum line or a wrong one, a "+" line, a view, a text
 * the replay does not write) answers false, and main reads the whole
 * state and says what is wrong.
 */
static bool
quick_ok(const char *text, size_t tlen, bool qflag)
{
	struct state st, re;
	struct lerr e;
	const char *rec, *p, *nl, *end;
	char sum[9];
	size_t blen;
	bool same = false;

	if (tlen < 14 || text[tlen - 1] != '\n')
		return false;
	blen = tlen - 13;
	snprintf(sum, sizeof(sum), "%08x", crc32_of(text, blen));
	if (text[blen - 1] != '\n' || memcmp(text + blen, "sum ", 4) != 0 ||
	    memcmp(text + blen + 4, sum, 8) != 0)
		return false;
	end = text + blen;
	for (rec = text; rec < end && (end - rec < 8 ||
	    memcmp(rec, "record ", 7) != 0); rec = nl + 1)
		nl = memchr(rec, '\n', (size_t)(end - rec));
	if (rec >= end || state_parse_text(&st, text, (size_t)(rec - text),
	    &e) == -1)
		return false;
	for (p = rec; p < end && st.view == NOBODY; p = nl + 1) {
		nl = memchr(p, '\n', (size_t)(end - p));
		/* a record line as state_format writes it, no longer */
		if (nl - p <= 7 || nl - p > LUCKY_STATELINE ||
		    memcmp(p, "record ", 7) != 0 ||
		    state_record_n(&st, p + 7, (size_t)(nl - p - 7)) == -1)
			break;
	}
	if (p == end && st.view == NOBODY) {
		state_init(&re);
		same = state_replay(&st, &re, &e) == 0 &&
		    state_body_is(&re, text, blen);
		state_free(&re);
	}
	if (same && !qflag)
		say_ok(st.nrecord, st.position != NULL);
	state_free(&st);
	return same;
}

/* The command line: the state's file, --commitment's file, -q. */
struct checkargs {
	const char	*file, *cfile;
	bool		 qflag;
};

/* Reads the options and the operand into ca. */
static void
check_options(int argc, char *argv[], struct checkargs *ca)
{
	struct cli_parse cp;
	int ch;

	memset(ca, 0, sizeof(*ca));
	cli_begin(&cp, &cli, argc, argv);
	while ((ch = ecli_next(&cp)) != -1)
		switch (ch) {
		case 'q':
			ca->qflag = true;
			break;
		case CLI_LONG + 1:
			ca->cfile = cp.arg;
			break;
		default:
			if (!cli_state_option(ch, cp.arg, &ca->file))
				ecli_usage(&cli);
		}
	/* the state as an operand, as -f gives it */
	if (argc - cp.optind > 1 || (argc > cp.optind && ca->file != NULL))
		ecli_usage(&cli);
	if (argc > cp.optind)
		ca->file = argv[cp.optind];
}

/*
 * Tells the first line where st, read from text, and re, the state its
 * record replays to, differ, if their texts do; returns 1 if it told.
 */
static int
tell_difference(const struct state *st, const struct state *re,
    const char *text, size_t tlen)
{
	char a[200], b[200], *have, *want;
	size_t hlen, wlen;
	int line, ret = 0;

	want = state_format(re, &wlen);
	/* the file as it was read, when it is what the replay
	 * writes: a state written reads back the same */
	have = wlen == tlen && memcmp(text, want, wlen) == 0 ? NULL :
	    state_format(st, &hlen);
	if (have != NULL && (hlen != wlen ||
	    memcmp(have, want, hlen) != 0)) {
		for (line = 1;; line++)
			if (strcmp(line_of(have, line, a, sizeof(a)),
			    line_of(want, line, b, sizeof(b))) != 0)
				break;
		outf("state:%d: %s\n", line, a);
		outf("the record (%d entr%s) replays to: %s\n",
		    st->nrecord, st->nrecord == 1 ? "y" : "ies", b);
		ret = 1;
	}
	free(have);
	free(want);
	return ret;
}

int
main(int argc, char *argv[])
{
	struct checkargs ca;
	struct state st, re;
	struct lerr e;
	char *text;
	size_t tlen;
	int ret, i;

	check_options(argc, argv, &ca);
	cli_reading(ca.file);

	if ((text = state_text(ca.file, &tlen, &e)) == NULL)
		lerr_exit(&e);
	if (ca.cfile == NULL && quick_ok(text, tlen, ca.qflag)) {
		free(text);
		return eout_commit() != 0 ? 2 : 0;
	}
	if (state_parse_text(&st, text, tlen, &e) == -1)
		lerr_exit(&e);
	if (st.view != NOBODY)
		errx(2, "this is %s's view: a view hides the seed, so only the "
		    "game master's state can be replayed", view_who(&st));
	/* a finding, then a setup that cannot be made: print neither */
	eout_hold();
	ret = 0;
	if (st.has_sum && !st.sum_ok) {
		outf("the checksum does not match: the state was changed "
		    "after it was written\n");
		ret = 1;
	}
	if ((i = state_replay(&st, &re, &e)) == -1)
		errx(1, "the setup cannot be made again: %s", e.msg);
	if (i > 0) {
		outf("record entry %d \"%s\" does not replay: %s\n", i,
		    st.record[i - 1], e.msg);
		ret = 1;
	} else if (!same_text(&st, &re, text, tlen) &&
	    tell_difference(&st, &re, text, tlen) != 0)
		ret = 1;
	if (ca.cfile != NULL && commitment(ca.cfile, &st, ca.qflag) != 0)
		ret = 1;
	if (ret == 0 && !ca.qflag)
		say_ok(st.nrecord, st.position != NULL);
	free(text);
	state_free(&re);
	state_free(&st);
	if (eout_commit() != 0)
		return 2;
	return ret;
}
