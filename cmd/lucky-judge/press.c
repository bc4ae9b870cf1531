/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "play.h"
#include "judge.h"

/*
 * Press (lucky-judge(1) "Press"): a player's message to some players or
 * to all, through the judge, mailed to them at once and kept in the
 * game's record of press, the file "press" of each generation, not in
 * the state.  An entry is a line "press FROM TO TIME", TO the names a
 * comma apart or ALL, then its lines, each after "| ".  Observers read
 * what went to all.
 */

/* Is name among the players of the list "ann,bob"? */
static bool
in_list(const char *list, const char *name)
{
	size_t n = strlen(name);
	const char *p;

	for (p = list; p != NULL; p = (p = strchr(p, ',')) ? p + 1 : NULL)
		if (strncmp(p, name, n) == 0 && (p[n] == ',' || p[n] == '\0'))
			return true;
	return false;
}

/* The names of to checked against the players, as "ann,bob" or "ALL". */
static bool
press_to(const struct member *from, const char *to, char *list,
    size_t size, char *why, size_t wsize)
{
	char copy[400], *p, *name;
	struct member *m;

	if (strcasecmp(to, "ALL") == 0) {
		strlcpy(list, "ALL", size);
		return true;
	}
	strlcpy(copy, to, sizeof(copy));
	list[0] = '\0';
	for (p = copy; (name = strsep(&p, ", \t")) != NULL;) {
		if (*name == '\0')
			continue;
		if ((m = player_named(name)) == NULL || m == from) {
			snprintf(why, wsize, "\"%.40s\" is not %s", name,
			    m == NULL ? "a player of this game" : "another "
			    "player");
			return false;
		}
		if (list[0] != '\0' && in_list(list, name))
			continue;
		if (list[0] != '\0')
			strlcat(list, ",", size);
		strlcat(list, name, size);
	}
	if (list[0] == '\0') {
		snprintf(why, wsize, "PRESS TO names the players, a comma "
		    "apart, or ALL");
		return false;
	}
	return true;
}

bool
press_send(const struct member *from, const char *to, const char *text,
    char *why, size_t size)
{
	char list[400], path[PATH_MAX * 2], when[32], subj[80];
	struct buf rec = { NULL, 0, 0 }, mail = { NULL, 0, 0 };
	const char *p, *end;
	int i;

	if (!press_to(from, to, list, sizeof(list), why, size))
		return false;
	gen_path("press", path, sizeof(path));
	if (file_get(path, &rec, PRESSFILE_MAX) == -1 && errno != ENOENT)
		jerr("%s", path);
	iso_time((long long)time(NULL), when, sizeof(when));
	buf_fmt(&rec, "press %s %s %s\n", from->name, list, when);
	for (p = text; *p != '\0'; p = end + 1) {
		end = strchr(p, '\n');
		buf_fmt(&rec, "| %.*s\n", (int)(end - p), p);
	}
	if (rec.len > PRESSFILE_MAX) {
		snprintf(why, size, "the game's record of press is full");
		buf_free(&rec);
		return false;
	}
	file_put(path, rec.s, rec.len);
	/* each line of the text behind "| ", as in the record: the text
	 * cannot pass for the judge's own lines (a view, "It is your move") */
	buf_fmt(&mail, "Press from %s to %s, in the game %s:\n\n", from->name,
	    strcmp(list, "ALL") == 0 ? "everyone" : list, J.name);
	for (p = text; *p != '\0'; p = end + 1) {
		end = strchr(p, '\n');
		buf_fmt(&mail, "| %.*s\n", (int)(end - p), p);
	}
	buf_fmt(&mail, "\n(Answer with PRESS TO %s in a mail of yours.)\n",
	    from->name);
	snprintf(subj, sizeof(subj), "lucky: press from %s", from->name);
	for (i = 0; i < J.np + J.nobs; i++) {
		const struct member *m = i < J.np ? &J.p[i] : &J.obs[i - J.np];

		if (m != from && (strcmp(list, "ALL") == 0 ||
		    (i < J.np && in_list(list, m->name))))
			queue_mail(m->addr, subj, NULL, mail.s);
	}
	buf_free(&rec);
	buf_free(&mail);
	return true;
}

void
press_history(const char *name, struct buf *to)
{
	char path[PATH_MAX * 2], from[GAME_MAXNAME + 1], list[400], *p, *line;
	struct buf b = { NULL, 0, 0 };
	bool show = false, any = false;

	gen_path("press", path, sizeof(path));
	if (file_get(path, &b, PRESSFILE_MAX) == -1) {
		buf_free(&b);
		return;
	}
	for (p = b.s; (line = strsep(&p, "\n")) != NULL;) {
		if (strncmp(line, "| ", 2) == 0) {
			if (show)
				buf_fmt(to, "  %s\n", line + 2);
			continue;
		}
		if (sscanf(line, "press %32s %399s", from, list) != 2)
			continue;
		show = strcmp(list, "ALL") == 0 || strcmp(from, name) == 0 ||
		    in_list(list, name);
		if (show) {
			if (!any)
				buf_str(to, "The press you may read:\n");
			any = true;
			buf_fmt(to, "%s to %s, %s:\n", from, list,
			    line + 6 + strlen(from) + 1 + strlen(list) + 1);
		}
	}
	if (any)
		buf_str(to, "\n");
	buf_free(&b);
}
