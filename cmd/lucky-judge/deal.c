/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "play.h"
#include "judge.h"

/*
 * The deal nobody can choose (lucky-judge(1) "The deal"): every player
 * commits first, to the SHA-256 of words of their choice; once every
 * commitment is in (or its deadline passed) the players reveal their
 * words, each checked against the commitment; once every word is in
 * (or that deadline passed) the game is dealt with the seed made of the
 * judge's secret, committed to at "new", and the words.  The judge's
 * secret is in the game's directory, apart from the generations, and
 * no mail carries it before the end.
 */

static void
judge_secret(char hex[65])
{
	char path[PATH_MAX * 2];
	struct buf b = { NULL, 0, 0 };

	snprintf(path, sizeof(path), "%s/secret", J.dir);
	if (file_get(path, &b, 200) == -1)
		jerr("%s", path);
	b.s[strcspn(b.s, "\n")] = '\0';
	if (!is_hex64(b.s))
		jerrx("%s: not a secret of 64 hexadecimal digits", path);
	strlcpy(hex, b.s, 65);
	buf_free(&b);
}

/* The players whose commitment (or, after it, whose words) is not in. */
void
waiting_for(char *buf, size_t size)
{
	const struct member *p;
	int i;

	buf[0] = '\0';
	for (i = 0; i < J.np; i++) {
		p = &J.p[i];
		if (J.phase == DEAL_COMMIT ? p->commit[0] != '\0' :
		    p->commit[0] == '\0' || p->seed != NULL)
			continue;
		if (buf[0] != '\0')
			strlcat(buf, ", ", size);
		strlcat(buf, p->name, size);
	}
}

/* The deadline of the deal's next step, from now ("-": nobody's). */
static void
deal_due(void)
{
	if (J.limit <= 0)
		return;
	strlcpy(J.due, "-", sizeof(J.due));
	J.deadline = (long long)time(NULL) + J.limit;
	J.duestate = DUE_RUNNING;
}

bool
deal_reveal_begins(bool late, struct buf *note)
{
	char who[LUCKY_MAXPLAYERS * (GAME_MAXNAME + 2)];
	int i, in = 0;

	if (J.phase != DEAL_COMMIT)
		return false;
	for (i = 0; i < J.np; i++)
		in += J.p[i].commit[0] != '\0';
	if (in == 0 || (in < J.np && !late))
		return false;
	waiting_for(who, sizeof(who));
	if (in < J.np)
		buf_fmt(note, "The deadline of the commitments passed: the "
		    "deal goes on without %s.\n", who);
	buf_str(note, "Every commitment is in:\n\n");
	for (i = 0; i < J.np; i++)
		if (J.p[i].commit[0] != '\0')
			buf_fmt(note, "  %s %s\n", J.p[i].name,
			    J.p[i].commit);
	buf_str(note, "\nNow every player who committed sends the words "
	    "committed to, in a mail\nwith the line\n\n  SEED your words\n\n");
	J.phase = DEAL_REVEAL;
	deal_due();
	return true;
}

/* The seed that the judge's secret and the words in deal. */
static unsigned long long
deal_seed(void)
{
	char *names[LUCKY_MAXPLAYERS], *seeds[LUCKY_MAXPLAYERS], secret[65];
	uint64_t seed;
	int i;

	judge_secret(secret);
	for (i = 0; i < J.np; i++) {
		names[i] = J.p[i].name;
		seeds[i] = J.p[i].seed;
	}
	if (commit_seed(secret, names, seeds, J.np, &seed) == -1)
		jerrx("the words of the deal are too long");
	return (unsigned long long)seed;
}

/* lucky-new with the options of new and the seed: the master state. */
static void
deal_game(unsigned long long seed)
{
	char *argv[MAXNEWARGS + LUCKY_MAXPLAYERS + 8], sarg[64];
	struct buf out = { NULL, 0, 0 }, e = { NULL, 0, 0 };
	int argc = 0, i;

	snprintf(sarg, sizeof(sarg), "--seed=%llu", seed);
	argv[argc++] = "lucky-new";
	for (i = 0; i < J.nnewargs; i++)
		argv[argc++] = J.newargs[i];
	argv[argc++] = sarg;
	argv[argc++] = "--";
	for (i = 0; i < J.np; i++)
		argv[argc++] = J.p[i].name;
	argv[argc] = NULL;
	if (espawn_run(bindir, argv, NULL, &out, &e) != 0)
		jerrx("lucky-new: %.200s", e.s);
	file_put(J.game, out.s, out.len);
	free(out.s);
	free(e.s);
}

bool
deal_now(bool late, struct buf *note)
{
	char who[LUCKY_MAXPLAYERS * (GAME_MAXNAME + 2)];
	int i, committed = 0, in = 0;

	if (J.phase != DEAL_REVEAL)
		return false;
	for (i = 0; i < J.np; i++) {
		committed += J.p[i].commit[0] != '\0';
		in += J.p[i].seed != NULL;
	}
	if (in == 0 || (in < committed && !late))
		return false;
	waiting_for(who, sizeof(who));
	deal_game(deal_seed());
	J.phase = DEAL_DONE;
	J.due[0] = '\0';
	J.asked_ok = false;
	if (in < committed)
		buf_fmt(note, "The deadline of the words passed: %s sent none "
		    "and %s no part in the deal.\n", who, strchr(who, ',') !=
		    NULL ? "have" : "has");
	buf_str(note, "Every part of the deal is in: the game is dealt.\n\n");
	return true;
}

void
deal_commitment_file(struct buf *to)
{
	char secret[65], seed[32];
	int i;

	judge_secret(secret);
	show_key("seed", seed, sizeof(seed));
	buf_fmt(to, "commitment %s\nsecret %s\n", J.commitment, secret);
	for (i = 0; i < J.np; i++) {
		if (J.p[i].commit[0] != '\0')
			buf_fmt(to, "committed %s %s\n", J.p[i].name,
			    J.p[i].commit);
		if (J.p[i].seed != NULL)
			buf_fmt(to, "contribution %s %s\n", J.p[i].name,
			    J.p[i].seed);
		else
			buf_fmt(to, "missing %s\n", J.p[i].name);
	}
	buf_fmt(to, "seed %s\n", seed);
}
