/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

#include <err.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "lucky.h"
#include "judge.h"

/*
 * The judge's game (lucky-judge(1)): its master state, in the generation
 * being made (game, filearg), asked through lucky-show and played
 * through the toolkit's programs in bindir, lucky-bot for a resigned or
 * late seat, lucky-new for the deal; the players and whose deadline
 * runs, in J (judge.c).
 */

/* lucky-show on the master state with the words given: its status. */
int
game_show(struct spawnbuf *out, const char *a1, const char *a2)
{
	char *argv[] = { "lucky-show", filearg, (char *)a1, (char *)a2,
	    NULL };
	struct spawnbuf e = { NULL, 0, 0 };
	int status;

	status = spawn_run(bindir, argv, NULL, out, &e);
	free(e.s);
	return status;
}

/* One field of the master state, its first line, "" when none. */
void
game_key(const char *k, char *buf, size_t size)
{
	struct spawnbuf out = { NULL, 0, 0 };
	char arg[64];

	snprintf(arg, sizeof(arg), "--key=%s", k);
	buf[0] = '\0';
	if (game_show(&out, arg, NULL) == 0)
		strlcpy(buf, out.s, size);
	buf[strcspn(buf, "\n")] = '\0';
	free(out.s);
}

bool
game_dealt(void)
{
	return access(game, F_OK) == 0;
}

int
game_records(void)
{
	struct spawnbuf out = { NULL, 0, 0 };
	char *p;
	int n = 0;

	if (game_show(&out, "--key=record", NULL) == 0)
		for (p = out.s; *p != '\0'; p++)
			n += *p == '\n' && (p == out.s || p[-1] != '\n');
	free(out.s);
	return n;
}

struct jplayer *
player_named(const char *name)
{
	int i;

	for (i = 0; i < J.np; i++)
		if (strcmp(J.p[i].name, name) == 0)
			return &J.p[i];
	return NULL;
}

/* Who must act now (who, "" when the game is over) and what is asked. */
void
game_asked(char *who, size_t size, char *what, size_t wsize)
{
	char phase[32];

	game_key("whose", who, size);
	game_key("phase", phase, sizeof(phase));
	if (strcmp(phase, "answer") == 0)
		strlcpy(what, "an answer to the murder attempt: foil CARD ... "
		    "or pass", wsize);
	else if (strcmp(phase, "take") == 0)
		strlcpy(what, "the dog's spite tokens: take CARD ... (a card "
		    "for each), or take (none)", wsize);
	else if (strcmp(phase, "end") == 0)
		strlcpy(what, "the end of the turn: end", wsize);
	else
		strlcpy(what, "a turn: move, attempt, end (HELP lists the "
		    "orders)", wsize);
}

/* Play the words of argv (an order or lucky-bot's) on the new master
 * state, in place, as player (NULL: as lucky-bot said); the status, the
 * refusal in why. */
int
game_play(char *const words[], int n, const char *player, char *why,
    size_t size)
{
	char *argv[ORDER_MAXWORDS + 8], parg[LUCKY_MAXIDLEN + 16];
	struct spawnbuf e = { NULL, 0, 0 };
	int argc = 0, i, status;

	for (i = 0; i < n && argc < ORDER_MAXWORDS; i++)
		argv[argc++] = words[i];
	argv[argc++] = filearg;
	argv[argc++] = "--in-place";
	if (player != NULL) {
		snprintf(parg, sizeof(parg), "--player=%s", player);
		argv[argc++] = parg;
	}
	argv[argc] = NULL;
	status = spawn_run(bindir, argv, NULL, NULL, &e);
	if (why != NULL)
		strlcpy(why, e.s != NULL ? e.s : "", size);
	if (why != NULL)
		why[strcspn(why, "\n")] = '\0';
	free(e.s);
	return status;
}

/* lucky-bot's action for whoever must act, played; -1 when none. */
int
bot_plays(void)
{
	char sarg[64], *argv[] = { "lucky-bot", sarg, filearg, NULL };
	struct spawnbuf out = { NULL, 0, 0 };
	struct order o;
	struct lerr e;
	const char *prog;
	int ret = -1;

	snprintf(sarg, sizeof(sarg), "--strategy=%s", J.strategy);
	if (spawn_run(bindir, argv, NULL, &out, NULL) == 0 &&
	    order_split(&o, out.s, &e) == 0 && o.nword > 0 &&
	    (prog = order_program(o.word[0])) != NULL) {
		o.word[0] = (char *)prog;
		ret = game_play(o.word, o.nword, NULL, NULL, 0) == 0 ? 0 : -1;
	}
	free(out.s);
	return ret;
}

/* The seats that resigned, played by lucky-bot while they must act. */
void
bots_advance(void)
{
	char who[LUCKY_MAXIDLEN + 1], what[160];
	struct jplayer *p;
	int i;

	for (i = 0; i < 2000; i++) {
		game_asked(who, sizeof(who), what, sizeof(what));
		if ((p = player_named(who)) == NULL || !p->bot ||
		    bot_plays() == -1)
			break;
	}
}

/* The deadline of whoever must act now, from now. */
void
set_due(void)
{
	char who[LUCKY_MAXIDLEN + 1], what[160];

	game_asked(who, sizeof(who), what, sizeof(what));
	strlcpy(J.due, J.limit > 0 ? who : "", sizeof(J.due));
	J.deadline = (long long)time(NULL) + J.limit;
	J.warned = 0;
}

/* The players whose contribution is not in yet, in words. */
void
waiting_for(char *buf, size_t size)
{
	int i;

	buf[0] = '\0';
	for (i = 0; i < J.np; i++)
		if (J.p[i].seed == NULL) {
			if (buf[0] != '\0')
				strlcat(buf, ", ", size);
			strlcat(buf, J.p[i].name, size);
		}
}

/*
 * Deal the game once every contribution is in: false until then.  With
 * force (the deadline of the deal passed), with those in, if any.
 */
bool
game_deal(bool force)
{
	char *argv[MAXNEWARGS + LUCKY_MAXPLAYERS + 8], sarg[64];
	char *names[LUCKY_MAXPLAYERS], *seeds[LUCKY_MAXPLAYERS];
	struct spawnbuf out = { NULL, 0, 0 }, e = { NULL, 0, 0 };
	uint64_t seed;
	int argc = 0, i;

	for (i = 0, argc = 0; i < J.np; i++)
		if (J.p[i].seed != NULL)
			argc++;
	if (argc == 0 || (argc < J.np && !force))
		return false;
	argc = 0;
	for (i = 0; i < J.np; i++) {
		names[i] = J.p[i].name;
		seeds[i] = J.p[i].seed;
	}
	if (commit_seed(J.secret, names, seeds, J.np, &seed) == -1)
		errx(2, "the contributions are too long");
	snprintf(sarg, sizeof(sarg), "--seed=%llu", (unsigned long long)seed);
	argv[argc++] = "lucky-new";
	for (i = 0; i < J.nnewargs; i++)
		argv[argc++] = J.newargs[i];
	argv[argc++] = sarg;
	argv[argc++] = "--";
	for (i = 0; i < J.np; i++)
		argv[argc++] = J.p[i].name;
	argv[argc] = NULL;
	if (spawn_run(bindir, argv, NULL, &out, &e) != 0)
		errx(2, "lucky-new: %s", e.s);
	put_file(game, out.s, out.len);
	free(out.s);
	free(e.s);
	return true;
}
