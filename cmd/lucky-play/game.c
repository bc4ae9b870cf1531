/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

#include <ctype.h>
#include <err.h>
#include <stdlib.h>
#include <string.h>

#include "playui.h"

/*
 * The toolkit's programs on the game: run with execv(3) and an argument
 * vector, never through a shell, looked for next to lucky-play, else on
 * PATH (spawn.c).
 */

/* A program failed where lucky-play cannot go on: its line, as ours. */
void
fail(struct buf *b, const char *what)
{
	ui_end();
	if (b->s != NULL)
		b->s[strcspn(b->s, "\n")] = '\0';
	errx(2, "%s", b->len > 0 ? b->s : what);
}

/* A program's message (a refusal), each line a message. */
static void
put(const struct buf *b)
{
	if (b->len > 0)
		say_lines(b->s, "");
}

/* lucky-show's key of the game, its first line in out; its status. */
int
key(const char *k, struct buf *out)
{
	char karg[64];
	char *argv[] = { "lucky-show", filearg, karg, NULL };
	struct buf err = { NULL, 0, 0 };
	char *nl;
	int status;

	snprintf(karg, sizeof(karg), "--key=%s", k);
	status = espawn_run(bindir, argv, NULL, out, &err);
	if (status > 1)
		fail(&err, "the game cannot be read");
	free(err.s);
	if ((nl = strchr(out->s, '\n')) != NULL) {
		*nl = '\0';
		out->len = (size_t)(nl - out->s);
	}
	return status;
}

/* The number of actions in the game's record. */
int
record_count(void)
{
	char *argv[] = { "lucky-show", filearg, "--key=record", NULL };
	struct buf out = { NULL, 0, 0 };
	size_t i;
	int n = 0;

	espawn_run(bindir, argv, NULL, &out, NULL);
	for (i = 0; i < out.len; i++)
		n += out.s[i] == '\n';
	free(out.s);
	return n;
}

/*
 * The record's entries from the first on, told as person may know them
 * (lucky-show --log --as: the card another drew is "a card"), each a
 * message, indented; or, with buf, only the entry first in it.
 */
void
tell(int first, const char *person, char *buf, size_t size)
{
	char aarg[LUCKY_MAXIDLEN + 8];
	char *argv[] = { "lucky-show", filearg, "--log", aarg, NULL };
	struct buf out = { NULL, 0, 0 };
	char *p, *line;
	int i = 0;

	snprintf(aarg, sizeof(aarg), "--as=%s", person);
	espawn_run(bindir, argv, NULL, &out, NULL);
	for (p = out.s; (line = strsep(&p, "\n")) != NULL; i++)
		if (buf != NULL && i == first)
			strlcpy(buf, line, size);
		else if (buf == NULL && i >= first && *line != '\0')
			say("  %s", line);
	free(out.s);
}

bool
is_bot_name(const char *s)
{
	const char *p;

	if (strncmp(s, "bot", 3) != 0 || s[3] == '\0')
		return false;
	for (p = s + 3; *p != '\0'; p++)
		if (!isdigit((unsigned char)*p))
			return false;
	return true;
}

int
seat_of(const char *name)
{
	int i;

	for (i = 0; i < nseats; i++)
		if (strcmp(seats[i], name) == 0)
			return i;
	return -1;
}

/* The seats of the game in the file: people and bots by their names. */
void
load_seats(void)
{
	struct buf out = { NULL, 0, 0 }, err = { NULL, 0, 0 };
	char *argv[] = { "lucky-show", filearg, "--key=alive", NULL };
	char *p, *line;

	if (espawn_run(bindir, argv, NULL, &out, &err) != 0)
		fail(&err, "the game cannot be read");
	nseats = nhumans = 0;
	for (p = out.s; (line = strsep(&p, "\n")) != NULL;) {
		if (*line == '\0' || nseats == LUCKY_MAXPLAYERS)
			continue;
		human[nseats] = !is_bot_name(line);
		nhumans += human[nseats];
		seats[nseats++] = xstrdup(line);
	}
	free(out.s);
	free(err.s);
}

/* The words of a program's line as the prompt takes them: no "lucky-",
 * no player. */
void
order_text(const struct order *o, char *text, size_t size)
{
	size_t n = 0;
	int i;
	const char *w;

	text[0] = '\0';
	for (i = 0; i < o->nword; i++) {
		w = o->word[i];
		if (i == 0 && strncmp(w, "lucky-", 6) == 0)
			w += 6;
		if (strcmp(w, "-p") == 0 || strcmp(w, "--player") == 0) {
			i++;
			continue;
		}
		if (strncmp(w, "--player=", 9) == 0 ||
		    (strncmp(w, "-p", 2) == 0 && w[2] != '\0'))
			continue;
		n += (size_t)snprintf(text + n, n < size ? size - n : 0,
		    "%s%s", n > 0 ? " " : "", w);
		if (n >= size)
			break;
	}
}

/*
 * Play the words of o (its argv) on the game as player: with the file,
 * in place, a person's action with --verbose, whose sentences are shown
 * indented (a bot's are told by tell, as a person may know them).  The
 * refusal is shown as the program says it.  The exit status.
 */
int
play(const struct order *o, const char *player, bool bot)
{
	char *argv[ORDER_MAXWORDS + 8];
	char parg[LUCKY_MAXIDLEN + 16];
	struct buf err = { NULL, 0, 0 };
	int argc = 0, i, status;

	/* lucky-play's options before the order's words: after a "--" of
	 * the order's they would be operands */
	snprintf(parg, sizeof(parg), "--player=%s", player);
	argv[argc++] = o->argv[0];
	argv[argc++] = filearg;
	argv[argc++] = "--in-place";
	if (!bot) {
		argv[argc++] = parg;
		argv[argc++] = "--verbose";
	}
	for (i = 1; i < o->argc; i++)
		argv[argc++] = o->argv[i];
	argv[argc] = NULL;
	status = espawn_run(bindir, argv, NULL, NULL, &err);
	if (status != 0) {
		put(&err);
		free(err.s);
		return status;
	}
	changed = true;
	if (err.len > 0)
		say_lines(err.s, "  ");
	free(err.s);
	return 0;
}

/* o's words from its first, the verb, made a program's argv. */
static void
order_argv(struct order *o)
{
	int i;

	o->argc = 0;
	o->argv[o->argc++] = (char *)order_program(o->word[0]);
	for (i = 1; i < o->nword; i++)
		o->argv[o->argc++] = o->word[i];
	o->argv[o->argc] = NULL;
}

/* A program's output on the view (as its stdin) or, view NULL, with
 * argv as it is, its messages after it; its status. */
int
run_on(char *argv[], const char *view, struct buf *out)
{
	struct buf in, err = { NULL, 0, 0 };
	int status;

	in.s = (char *)view;
	in.len = view != NULL ? strlen(view) : 0;
	status = espawn_run(bindir, argv, view != NULL ? &in : NULL, out,
	    &err);
	if (err.len > 0)
		buf_add(out, err.s, err.len);
	free(err.s);
	return status;
}

/*
 * lucky-bot's action for whoever acts now, on the game or, for a
 * person's hint, on that person's view, into o as a program's words.
 * -1 when it has none or fails (its message shown).
 */
int
bot_choice(struct order *o, const char *view)
{
	char sarg[64];
	char *argv[] = { "lucky-bot", sarg, filearg, NULL };
	struct buf out = { NULL, 0, 0 }, err = { NULL, 0, 0 }, in;
	struct lerr e;
	int status, ret = -1;

	snprintf(sarg, sizeof(sarg), "--strategy=%s", cmd ? "greedy" :
	    strategy);
	if (view != NULL) {
		in.s = (char *)view;
		in.len = strlen(view);
		argv[2] = NULL;
		status = espawn_run(bindir, argv, &in, &out, &err);
	} else
		status = espawn_run(bindir, argv, NULL, &out, &err);
	if (status != 0 || err.len > 0)
		put(&err);
	else if (order_split(o, out.s, &e) == -1 || o->nword == 0 ||
	    order_program(o->word[0]) == NULL)
		say("lucky-bot said \"%.60s\", no action", out.s);
	else {
		order_argv(o);
		ret = 0;
	}
	free(out.s);
	free(err.s);
	return ret;
}

/* A person's view of the game, in v. */
void
view_of(const char *name, struct buf *v)
{
	char aarg[LUCKY_MAXIDLEN + 8];
	char *argv[] = { "lucky-show", filearg, aarg, NULL };
	struct buf err = { NULL, 0, 0 };

	snprintf(aarg, sizeof(aarg), "--as=%s", name);
	if (espawn_run(bindir, argv, NULL, v, &err) != 0)
		fail(&err, "no view of the game");
	free(err.s);
}

/* Is the record entry (verb actor ...) an action of player? */
static bool
by(const char *entry, const char *player)
{
	const char *a = strchr(entry, ' ');
	size_t n = strlen(player);

	return a != NULL && strncmp(a + 1, player, n) == 0 &&
	    (a[n + 1] == ' ' || a[n + 1] == '\0');
}

/*
 * undo: take back the person's last action and everything after it,
 * when only bots acted since.
 */
void
undo(const char *name)
{
	char narg[32], *p, *line, *lines[LUCKY_MAXRECORD], told[NARRATE_MAX];
	char *argv[] = { "lucky-undo", filearg, "--in-place", narg, NULL };
	struct buf rec = { NULL, 0, 0 }, err = { NULL, 0, 0 };
	int n = 0, i, other = -1, s;

	espawn_run(bindir, (char *[]){ "lucky-show", filearg, "--key=record",
	    NULL }, NULL, &rec, NULL);
	for (p = rec.s; (line = strsep(&p, "\n")) != NULL;)
		if (*line != '\0' && n < LUCKY_MAXRECORD)
			lines[n++] = line;
	for (i = n - 1; i >= 0 && !by(lines[i], name); i--)
		for (s = 0; s < nseats; s++)
			if (human[s] && by(lines[i], seats[s]))
				other = s;
	snprintf(narg, sizeof(narg), "--actions=%d", n - i);
	told[0] = '\0';
	if (i >= 0 && other == -1)
		tell(i, name, told, sizeof(told));
	if (i < 0)
		say("Nothing to take back: you have not acted yet.");
	else if (other != -1)
		say("Nothing taken back: %s has acted since your last "
		    "action.", seats[other]);
	else if (espawn_run(bindir, argv, NULL, NULL, &err) != 0)
		put(&err);
	else {
		say("Taken back%s: %s", n - i > 1 ?
		    ", with what was played after it" : "", told);
		changed = true;
	}
	free(rec.s);
	free(err.s);
}

/*
 * The action of a program of one's own (-S cmd:PATH, lucky-bot(1) BRING
 * YOUR OWN BOT) on its seat's view, into o; a line that does not run,
 * is no command of its player, or comes too late forfeits: the game is
 * saved as it is, and lucky-play ends with exit status 1.
 */
static void
cmd_choice(struct order *o, const char *name)
{
	struct buf v = { NULL, 0, 0 };
	struct state st;
	struct lerr e;
	char out[BOTCMD_MAXLINE], copy[BOTCMD_MAXLINE];
	char *words[2 * BOTCMD_MAXWORDS + 8];
	int i;

	view_of(name, &v);
	if (botcmd_run(&cmdbot, v.s, v.len, out, sizeof(out), &e) == 0 &&
	    state_load(&st, game, &e) == 0) {
		strlcpy(copy, out, sizeof(copy));
		i = botcmd_read(&st, turn_whose(&st), copy, words,
		    2 * BOTCMD_MAXWORDS + 8, &e);
		state_free(&st);
		free(v.s);
		if (i != -1 && order_split(o, out, &e) == 0) {
			order_argv(o);
			return;
		}
		saved();
		errx(1, "%s (%s) forfeits: \"%.200s\": %s", name, strategy,
		    out, e.msg);
	}
	free(v.s);
	saved();
	errx(1, "%s (%s) forfeits: %s", name, strategy, e.msg);
}

/* A bot's action, narrated as the first person may know it. */
void
bot_turn(const char *name)
{
	struct order o;
	char text[LUCKY_MAXINLINE];
	int n, s;

	if (cmd)
		cmd_choice(&o, name);
	else if (bot_choice(&o, NULL) == -1) {
		saved();
		errx(2, "lucky-bot found no action for %s", name);
	}
	for (s = 0; s < nseats && !human[s]; s++)
		continue;
	n = record_count();
	if (fullscreen && nhumans == 1 && n == seen[s])
		say_since();
	/* the full screen tells the action, the line mode its words too */
	order_text(&o, text, sizeof(text));
	if (!fullscreen)
		say("%s> %s", name, text);
	if (play(&o, name, true) != 0) {
		saved();
		if (cmd)
			errx(1, "%s (%s) forfeits: \"%s\" was refused", name,
			    strategy, text);
		errx(2, "%s's action was refused", name);
	}
	tell(n, seats[s], NULL, 0);
}
