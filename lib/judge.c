/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

#include <sys/file.h>
#include <sys/stat.h>

#include <ctype.h>
#include <dirent.h>
#include <err.h>
#include <errno.h>
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
 * The judge's files (lucky-judge(1) "Nothing lost, nothing twice"): the
 * game directory holds a lock, the generations g1, g2, ... and
 * "current", a link to the one in force.  A mail is read into a new
 * generation (the master state, the judge's file, the mails to send,
 * each whole, a view's picture attached by mmime(1)), which one
 * rename(2) of the link makes current; then the mails are sent through
 * sendmail(8) and each removed once sent.
 */

struct judge	 J;
char		 bindir[PATH_MAX];
char		 jdir[PATH_MAX];
char		 newgen[PATH_MAX + 32];
char		 game[PATH_MAX * 2];
char		 filearg[PATH_MAX * 2 + 16];
int		 lockfd = -1;
const char	*sendmail = "/usr/sbin/sendmail";
static int	 nout;

#define TEXT_PART	"Content-Type: text/plain; charset=utf-8\n" \
			"Content-Transfer-Encoding: 8bit\n"

/* --- files --- */

/* Write n bytes to path (0600) and sync them; exit 2 on failure. */
void
put_file(const char *path, const char *s, size_t n)
{
	int fd;

	if ((fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0600)) == -1 ||
	    write(fd, s, n) != (ssize_t)n || fsync(fd) == -1 ||
	    close(fd) == -1)
		err(2, "%s", path);
}

static void
sync_dir(const char *path)
{
	int fd;

	if ((fd = open(path, O_RDONLY | O_DIRECTORY)) != -1) {
		(void)fsync(fd);
		close(fd);
	}
}

/* The whole of path into b; -1 when it cannot be read. */
int
get_file(const char *path, struct spawnbuf *b)
{
	char chunk[4096];
	ssize_t r;
	int fd;

	b->len = 0;
	spawnbuf_add(b, "", 0);
	if ((fd = open(path, O_RDONLY)) == -1)
		return -1;
	while ((r = read(fd, chunk, sizeof(chunk))) > 0)
		if (b->len < MAXMAIL)
			spawnbuf_add(b, chunk, (size_t)r);
	close(fd);
	return r == -1 ? -1 : 0;
}

/* Remove the directory path and the files and directories in it. */
static void
remove_tree(const char *path)
{
	char sub[PATH_MAX * 2];
	struct dirent *d;
	struct stat sb;
	DIR *dp;

	if ((dp = opendir(path)) == NULL)
		return;
	while ((d = readdir(dp)) != NULL) {
		if (strcmp(d->d_name, ".") == 0 || strcmp(d->d_name, "..") == 0)
			continue;
		snprintf(sub, sizeof(sub), "%s/%s", path, d->d_name);
		if (lstat(sub, &sb) == 0 && S_ISDIR(sb.st_mode))
			remove_tree(sub);
		else
			unlink(sub);
	}
	closedir(dp);
	rmdir(path);
}

/* --- the judge's file --- */

/* Remember a Message-ID read: the latest MAXSEEN, the oldest forgotten. */
void
judge_seen(const char *id)
{
	if (J.nseen == MAXSEEN) {
		free(J.seen[0]);
		memmove(J.seen, J.seen + 1, (MAXSEEN - 1) * sizeof(J.seen[0]));
		J.nseen--;
	}
	J.seen[J.nseen++] = xstrdup(id);
}

static void
judge_read(const char *path)
{
	struct spawnbuf b = { NULL, 0, 0 };
	char *p, *line, *w, *rest;
	struct jplayer *pl;
	int i;

	if (get_file(path, &b) == -1)
		err(2, "%s", path);
	for (p = b.s; (line = strsep(&p, "\n")) != NULL;) {
		w = strsep(&line, " ");
		rest = line != NULL ? line : "";
		if (strcmp(w, "gen") == 0)
			J.gen = atol(rest);
		else if (strcmp(w, "from") == 0)
			strlcpy(J.from, rest, sizeof(J.from));
		else if (strcmp(w, "strategy") == 0)
			strlcpy(J.strategy, rest, sizeof(J.strategy));
		else if (strcmp(w, "time") == 0)
			sscanf(rest, "%ld %ld", &J.limit, &J.warn);
		else if (strcmp(w, "newarg") == 0 && J.nnewargs < MAXNEWARGS)
			J.newargs[J.nnewargs++] = xstrdup(rest);
		else if (strcmp(w, "secret") == 0)
			strlcpy(J.secret, rest, sizeof(J.secret));
		else if (strcmp(w, "commitment") == 0)
			strlcpy(J.commitment, rest, sizeof(J.commitment));
		else if (strcmp(w, "player") == 0 && J.np < LUCKY_MAXPLAYERS) {
			pl = &J.p[J.np++];
			sscanf(rest, "%16s %255s %64s %d", pl->name, pl->addr,
			    pl->secret, &pl->bot);
		} else if (strcmp(w, "key") == 0 || strcmp(w, "seed") == 0) {
			bool key = w[0] == 'k';

			w = strsep(&line, " ");
			for (i = 0; i < J.np && line != NULL; i++)
				if (strcmp(J.p[i].name, w) == 0 && key)
					J.p[i].key = xstrdup(line);
				else if (strcmp(J.p[i].name, w) == 0)
					J.p[i].seed = xstrdup(line);
		} else if (strcmp(w, "observer") == 0 && J.nobs < MAXOBS) {
			pl = &J.obs[J.nobs++];
			sscanf(rest, "%16s %255s %64s", pl->name, pl->addr,
			    pl->secret);
		}
		else if (strcmp(w, "seen") == 0)
			judge_seen(rest);
		else if (strcmp(w, "due") == 0)
			sscanf(rest, "%16s %lld %d", J.due, &J.deadline,
			    &J.warned);
		else if (strcmp(w, "over") == 0)
			J.over = 1;
		else if (strcmp(w, "seq") == 0)
			J.seq = atoi(rest);
	}
	free(b.s);
}

void
judge_write(const char *path)
{
	struct spawnbuf b = { NULL, 0, 0 };
	char line[2048];
	int i;

#define ADD(...) do { snprintf(line, sizeof(line), __VA_ARGS__); \
	spawnbuf_add(&b, line, strlen(line)); } while (0)
	ADD("gen %ld\nfrom %s\nstrategy %s\ntime %ld %ld\n", J.gen, J.from,
	    J.strategy, J.limit, J.warn);
	for (i = 0; i < J.nnewargs; i++)
		ADD("newarg %s\n", J.newargs[i]);
	ADD("secret %s\ncommitment %s\n", J.secret, J.commitment);
	for (i = 0; i < J.np; i++)
		ADD("player %s %s %s %d\n", J.p[i].name, J.p[i].addr,
		    J.p[i].secret, J.p[i].bot);
	for (i = 0; i < J.np; i++) {
		if (J.p[i].key != NULL)
			ADD("key %s %s\n", J.p[i].name, J.p[i].key);
		if (J.p[i].seed != NULL)
			ADD("seed %s %s\n", J.p[i].name, J.p[i].seed);
	}
	for (i = 0; i < J.nobs; i++)
		ADD("observer %s %s %s\n", J.obs[i].name, J.obs[i].addr,
		    J.obs[i].secret);
	for (i = 0; i < J.nseen; i++)
		ADD("seen %s\n", J.seen[i]);
	if (J.due[0] != '\0')
		ADD("due %s %lld %d\n", J.due, J.deadline, J.warned);
	if (J.over)
		ADD("over\n");
	ADD("seq %d\n", J.seq);
#undef ADD
	put_file(path, b.s, b.len);
	free(b.s);
}

/* --- generations --- */


void
open_game(void)
{
	char path[PATH_MAX * 2], link[64], *end;
	struct dirent *d;
	DIR *dp;
	ssize_t n;

	snprintf(path, sizeof(path), "%s/lock", jdir);
	if ((lockfd = open(path, O_RDWR | O_CREAT, 0600)) == -1)
		err(2, "%s", path);
	if (flock(lockfd, LOCK_EX) == -1)
		err(2, "%s", path);
	snprintf(path, sizeof(path), "%s/current", jdir);
	if ((n = readlink(path, link, sizeof(link) - 1)) == -1)
		err(2, "%s: no game here", path);
	link[n] = '\0';
	if ((dp = opendir(jdir)) == NULL)
		err(2, "%s", jdir);
	while ((d = readdir(dp)) != NULL)
		if (d->d_name[0] == 'g' && isdigit((unsigned char)d->d_name[1])
		    && strcmp(d->d_name, link) != 0) {
			snprintf(path, sizeof(path), "%s/%s", jdir, d->d_name);
			remove_tree(path);
		}
	closedir(dp);
	snprintf(path, sizeof(path), "%s/%s/judge", jdir, link);
	judge_read(path);
	if (strtol(link + 1, &end, 10) != J.gen || *end != '\0')
		errx(2, "%s/%s: the judge's file says generation %ld", jdir,
		    link, J.gen);
	flush();
}

/* A new generation: the current one's master state copied into it. */
void
begin_gen(void)
{
	char path[PATH_MAX * 2];
	struct spawnbuf b = { NULL, 0, 0 };

	snprintf(newgen, sizeof(newgen), "%s/g%ld", jdir, J.gen + 1);
	snprintf(game, sizeof(game), "%s/game", newgen);
	snprintf(filearg, sizeof(filearg), "--file=%s", game);
	if (mkdir(newgen, 0700) == -1)
		err(2, "%s", newgen);
	snprintf(path, sizeof(path), "%s/out", newgen);
	if (mkdir(path, 0700) == -1)
		err(2, "%s", path);
	snprintf(path, sizeof(path), "%s/g%ld/game", jdir, J.gen);
	if (get_file(path, &b) == 0)
		put_file(game, b.s, b.len);
	free(b.s);
	nout = 0;
}

/* Back to the current generation's master state (all or nothing). */
void
restore_game(void)
{
	char path[PATH_MAX * 2];
	struct spawnbuf b = { NULL, 0, 0 };

	snprintf(path, sizeof(path), "%s/g%ld/game", jdir, J.gen);
	if (get_file(path, &b) == 0)
		put_file(game, b.s, b.len);
	free(b.s);
}

/* The new generation made the current one: one rename of the link. */
void
commit_gen(void)
{
	char path[PATH_MAX * 2], tmp[PATH_MAX * 2], target[64];

	J.gen++;
	snprintf(path, sizeof(path), "%s/judge", newgen);
	judge_write(path);
	snprintf(path, sizeof(path), "%s/out", newgen);
	sync_dir(path);
	sync_dir(newgen);
	snprintf(target, sizeof(target), "g%ld", J.gen);
	snprintf(tmp, sizeof(tmp), "%s/current.tmp", jdir);
	snprintf(path, sizeof(path), "%s/current", jdir);
	unlink(tmp);
	if (symlink(target, tmp) == -1 || rename(tmp, path) == -1)
		err(2, "%s", path);
	sync_dir(jdir);
	snprintf(path, sizeof(path), "%s/g%ld", jdir, J.gen - 1);
	remove_tree(path);
	flush();
}

/* --- mail out --- */

static void
message_id(char *id, size_t size)
{
	char host[256];

	if (gethostname(host, sizeof(host)) == -1 || host[0] == '\0')
		strlcpy(host, "localhost", sizeof(host));
	host[sizeof(host) - 1] = '\0';
	snprintf(id, size, "<lucky.%ld.%d.%08x@%s>", J.gen + 1, ++J.seq,
	    arc4random(), host);
}

/* The length of what a program said on stderr, its first line, cut at
 * 100 characters: the judge's one line of error (none: 0). */
static int
first_line(const struct spawnbuf *e)
{
	size_t n = e->len > 0 ? strcspn(e->s, "\n") : 0;

	return n > 100 ? 100 : (int)n;
}

/* The name of the view (its line "view NAME") for a file name: "observer"
 * for an observer's ("view -"), "view" when none or not a name. */
static void
view_name(const char *v, char *name, size_t size)
{
	const char *p;
	size_t n;

	strlcpy(name, "view", size);
	for (p = v; p != NULL; p = (p = strchr(p, '\n')) ? p + 1 : NULL) {
		if (strncmp(p, "view ", 5) != 0)
			continue;
		n = strspn(p + 5, "abcdefghijklmnopqrstuvwxyz"
		    "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_");
		if (n == 1 && p[5] == '-')
			strlcpy(name, "observer", size);
		else if (n > 0 && n < size && p[5 + n] == '\n') {
			memcpy(name, p + 5, n);
			name[n] = '\0';
		}
		return;
	}
}

/*
 * The board of the last view in the text (the lines between its lines
 * BEGIN and END LUCKY VIEW) drawn by lucky-show -T svg from that view
 * alone into the file path, and the name it is mailed as,
 * lucky-NAME-N.svg: whose view (view_name) after N entries of its
 * record.  False when the text has no view or its board cannot be drawn
 * (a board without a map).
 */
static bool
draw_view(const char *text, const char *path, char *name, size_t size)
{
	const char *b = "-----BEGIN LUCKY VIEW-----\n";
	const char *e = "\n-----END LUCKY VIEW-----\n";
	char *argv[] = { "lucky-show", "-T", "svg", NULL };
	struct spawnbuf view = { NULL, 0, 0 }, out = { NULL, 0, 0 };
	struct spawnbuf err = { NULL, 0, 0 };
	const char *v = NULL, *p, *end;
	char who[LUCKY_MAXIDLEN + 16];
	int n = 0, status;

	for (p = text; (p = strstr(p, b)) != NULL; p++)
		if (p == text || p[-1] == '\n')
			v = p + strlen(b);
	if (v == NULL || (end = strstr(v - 1, e)) == NULL)
		return false;
	spawnbuf_add(&view, v, (size_t)(end + 1 - v));
	for (p = view.s; p != NULL; p = (p = strchr(p, '\n')) ? p + 1 : NULL)
		n += strncmp(p, "record ", 7) == 0;
	view_name(view.s, who, sizeof(who));
	status = spawn_run(bindir, argv, &view, &out, &err);
	if (status == 0 && out.len > 0)
		put_file(path, out.s, out.len);
	snprintf(name, size, "lucky-%s-%d.svg", who, n);
	free(view.s);
	free(out.s);
	free(err.s);
	return status == 0 && out.len > 0;
}

/*
 * Queue a mail into the new generation's out/.  A text that holds a view
 * goes with the board of that view as a picture, lucky-show -T svg's,
 * image/svg+xml (draw_view): mmime(1) makes the message, multipart/mixed,
 * of two files of the new generation, removed once the message is made:
 * the text part, its header and the text as they are (8bit), which
 * mmime's type mblaze/raw copies as it is and never reads for lines
 * "#type file" that name a part to attach (mmime has no way to escape
 * one), and the picture.  No picture when the board cannot be drawn (no
 * map): the text alone, plain text.
 */
void
queue(const char *to, const char *subject, const char *inreplyto,
    const char *body)
{
	struct spawnbuf b = { NULL, 0, 0 }, m = { NULL, 0, 0 };
	struct spawnbuf e = { NULL, 0, 0 };
	char head[2048], date[64], id[512], path[PATH_MAX * 2];
	char svg[PATH_MAX * 2], txt[PATH_MAX * 2], name[64];
	char line[PATH_MAX * 4 + 200];
	char *argv[] = { "mmime", NULL };
	const char *part = TEXT_PART "Content-Disposition: inline\n\n";
	time_t now = time(NULL);
	bool pic;
	int status;

	strftime(date, sizeof(date), "%a, %d %b %Y %H:%M:%S +0000",
	    gmtime(&now));
	message_id(id, sizeof(id));
	snprintf(path, sizeof(path), "%s/out/%04d", newgen, ++nout);
	snprintf(svg, sizeof(svg), "%s/%04d.svg", newgen, nout);
	snprintf(txt, sizeof(txt), "%s/%04d.txt", newgen, nout);
	/* mmime reads "#type file>name": no '>' in the file's name */
	pic = strpbrk(newgen, ">\n") == NULL &&
	    draw_view(body, svg, name, sizeof(name));
	snprintf(head, sizeof(head), "From: %s\nTo: %s\nSubject: %s\n"
	    "Date: %s\nMessage-ID: %s\n%s%s%s%s%s"
	    "Auto-Submitted: auto-replied\n\n", J.from, to, subject, date,
	    id, inreplyto != NULL ? "In-Reply-To: " : "",
	    inreplyto != NULL ? inreplyto : "", inreplyto != NULL ? "\n" : "",
	    pic ? "" : "MIME-Version: 1.0\n", pic ? "" : TEXT_PART);
	spawnbuf_add(&b, head, strlen(head));
	if (!pic) {
		spawnbuf_add(&b, body, strlen(body));
		put_file(path, b.s, b.len);
		free(b.s);
		return;
	}
	/* the text part, as it is; then the picture */
	spawnbuf_add(&m, part, strlen(part));
	spawnbuf_add(&m, body, strlen(body));
	put_file(txt, m.s, m.len);
	m.len = 0;
	snprintf(line, sizeof(line), "#mblaze/raw %s\n#image/svg+xml %s>%s\n",
	    txt, svg, name);
	spawnbuf_add(&b, line, strlen(line));
	if ((status = spawn_run("", argv, &b, &m, &e)) != 0)
		errx(2, "mmime failed (exit status %d%s%.*s)", status,
		    e.len > 0 ? ": " : "", first_line(&e),
		    e.len > 0 ? e.s : "");
	put_file(path, m.s, m.len);
	unlink(txt);
	unlink(svg);
	free(b.s);
	free(m.s);
	free(e.s);
}

static int
name_cmp(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Send the current generation's mails, each removed once sent. */
void
flush(void)
{
	char path[PATH_MAX * 2], *names[10000];
	char *argv[] = { (char *)sendmail, "-i", "-t", NULL };
	struct spawnbuf b = { NULL, 0, 0 }, e = { NULL, 0, 0 };
	struct dirent *d;
	DIR *dp;
	int n = 0, i, status;

	snprintf(path, sizeof(path), "%s/g%ld/out", jdir, J.gen);
	if ((dp = opendir(path)) == NULL)
		return;
	while ((d = readdir(dp)) != NULL && n < 10000)
		if (d->d_name[0] != '.')
			names[n++] = xstrdup(d->d_name);
	closedir(dp);
	qsort(names, (size_t)n, sizeof(names[0]), name_cmp);
	for (i = 0; i < n; i++) {
		snprintf(path, sizeof(path), "%s/g%ld/out/%s", jdir, J.gen,
		    names[i]);
		if (get_file(path, &b) == -1)
			continue;
		if ((status = spawn_run("", argv, &b, NULL, &e)) != 0)
			errx(2, "%s failed (exit status %d%s%.*s): the "
			    "mails wait in %s/g%ld/out", sendmail, status,
			    e.len > 0 ? ": " : "", first_line(&e),
			    e.len > 0 ? e.s : "", jdir, J.gen);
		unlink(path);
	}
	for (i = 0; i < n; i++)
		free(names[i]);
	free(b.s);
	free(e.s);
}

/* --- the words of mails --- */

static bool
blank(const char *s)
{
	return s[strspn(s, " \t")] == '\0';
}

/*
 * The lines of the text that the judge reads, trimmed, into lines[]
 * (n at most max): no blank line, no quoted line nor the "... wrote:"
 * line before a quote, nothing from a signature line "-- " on; the
 * lines of an SSH signature, if any, into sig.
 */
int
mail_lines(char *text, char *lines[], int max, struct spawnbuf *sig)
{
	char *all[4000], *line, *p, *end;
	int n = 0, nall = 0, i, j;
	bool insig = false;

	for (p = text; (line = strsep(&p, "\n")) != NULL && nall < 4000;) {
		end = line + strlen(line);
		while (end > line && (end[-1] == '\r' || end[-1] == ' ' ||
		    end[-1] == '\t'))
			*--end = '\0';
		all[nall++] = line;
	}
	for (i = 0; i < nall; i++) {
		line = all[i] + strspn(all[i], " \t");
		if (strcmp(all[i], "--") == 0 ||
		    strcmp(line, "-----Original Message-----") == 0)
			break;
		if (strcmp(line, "-----BEGIN SSH SIGNATURE-----") == 0)
			insig = true;
		if (insig) {
			spawnbuf_add(sig, line, strlen(line));
			spawnbuf_add(sig, "\n", 1);
			if (strcmp(line, "-----END SSH SIGNATURE-----") == 0)
				insig = false;
			continue;
		}
		if (*line == '\0' || *line == '>')
			continue;
		end = line + strlen(line);
		if (end - line >= 6 && strcmp(end - 6, "wrote:") == 0) {
			for (j = i + 1; j < nall && blank(all[j]); j++)
				continue;
			if (j == nall || all[j][strspn(all[j], " \t")] == '>')
				continue;
		}
		if (n < max)
			lines[n++] = line;
	}
	return n;
}

/* A line's first word, case aside, is kw; rest after it. */
bool
keyword(const char *line, const char *kw, const char **rest)
{
	size_t n = strlen(kw);

	if (strncasecmp(line, kw, n) != 0 ||
	    (line[n] != '\0' && line[n] != ' ' && line[n] != '\t'))
		return false;
	*rest = line + n + strspn(line + n, " \t");
	return true;
}

/* A time: a number and s, m, h or d; -1 when it is not one. */
long
duration(const char *s)
{
	char *end;
	long n;

	errno = 0;
	n = strtol(s, &end, 10);
	if (errno != 0 || n < 0 || end == s || n > 3650L * 86400)
		return -1;
	if (*end == '\0' && n == 0)
		return 0;
	switch (*end) {
	case 's': break;
	case 'm': n *= 60; break;
	case 'h': n *= 3600; break;
	case 'd': n *= 86400; break;
	default: return -1;
	}
	return end[1] == '\0' ? n : -1;
}

void
random_hex(char hex[65])
{
	unsigned char b[32];
	int i;

	arc4random_buf(b, sizeof(b));
	for (i = 0; i < 32; i++)
		snprintf(hex + 2 * i, 3, "%02x", b[i]);
}

/* A player's address: no blank, no control character, no <>, an @. */
bool
good_address(const char *a)
{
	const char *c;

	for (c = a; *c != '\0'; c++)
		if (iscntrl((unsigned char)*c) || strchr(" \t<>\"\\,;()", *c))
			return false;
	return c > a && c - a < 250 && strchr(a, '@') != NULL;
}

/* Are the n bytes at a and b the same, in a time that does not say
 * where they differ? */
bool
same_secret(const char *a, const char *b, size_t n)
{
	unsigned char d = 0;
	size_t i;

	for (i = 0; i < n; i++)
		d |= (unsigned char)(a[i] ^ b[i]);
	return d == 0;
}

/* The words of s, a blank apart. */
char *
single_blanks(const char *s)
{
	char *t = xstrdup(s), *d = t;

	for (; *s != '\0'; s++)
		if (*s != ' ' && *s != '\t')
			*d++ = *s;
		else if (d > t && d[-1] != ' ' && s[1] != '\0' &&
		    s[1] != ' ' && s[1] != '\t')
			*d++ = ' ';
	*d = '\0';
	return t;
}
