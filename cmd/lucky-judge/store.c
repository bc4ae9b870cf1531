/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

#include <sys/file.h>
#include <sys/stat.h>

#include <ctype.h>
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "play.h"
#include "judge.h"

/*
 * A game's files (lucky-judge(1) "Nothing lost, nothing twice"): the
 * game's directory holds its lock, the judge's secret, the spool of
 * mails to send, the generations g1, g2, ... and "current", a link to
 * the one in force.  A mail is read into a new generation (the master
 * state, the judge's file, the record of press, the mails it makes),
 * which one rename(2) of the link makes current; then its mails go to
 * the spool and are sent.
 */

struct judge	 J;

void
game_dir(const char *name)
{
	if ((size_t)snprintf(J.dir, sizeof(J.dir), "%s/%s", hostdir, name) >=
	    sizeof(J.dir))
		jerrx("%s: too long a path", hostdir);
	strlcpy(J.name, name, sizeof(J.name));
}

void
gen_path(const char *file, char *path, size_t size)
{
	snprintf(path, size, "%s/%s", J.newgen, file);
}

/* --- the judge's file --- */

struct member *
member_named(struct member *m, int n, const char *name)
{
	int i;

	for (i = 0; i < n; i++)
		if (strcmp(m[i].name, name) == 0)
			return &m[i];
	return NULL;
}

struct member *
player_named(const char *name)
{
	return member_named(J.p, J.np, name);
}

static const char *phase_names[] = { "commit", "reveal", "dealt" };

/* A member's line: name, address, secret and the numbers after them. */
static int
read_member(struct member *m, const char *rest, bool player)
{
	char name[64], addr[ADDR_MAX + 2], secret[80];
	int n;

	if (sscanf(rest, "%63s %256s %79s%n", name, addr, secret, &n) != 3 ||
	    !good_name(name, GAME_MAXNAME) || !address_syntax(addr) ||
	    !is_hex64(secret))
		return -1;
	strlcpy(m->name, name, sizeof(m->name));
	strlcpy(m->addr, addr, sizeof(m->addr));
	strlcpy(m->secret, secret, sizeof(m->secret));
	/* (the count of absences came later: a line may end before it) */
	if (player && sscanf(rest + n, " %d %d %ld %lld %d %d", &m->bot,
	    &m->missed, &m->mseq, &m->absent, &m->absentbot,
	    &m->absences) < 5)
		return -1;
	return 0;
}

/* A line "NAME rest" for a player's key, commitment, words, pending
 * address. */
static int
read_player_field(struct judge *j, const char *w, char *rest)
{
	char *name = strsep(&rest, " ");
	struct member *p = member_named(j->p, j->np, name);

	if (p == NULL || rest == NULL || *rest == '\0')
		return -1;
	if (strcmp(w, "key") == 0)
		p->key = xstrdup(rest);
	else if (strcmp(w, "seed") == 0)
		p->seed = xstrdup(rest);
	else if (strcmp(w, "pcommit") == 0 && is_hex64(rest))
		strlcpy(p->commit, rest, sizeof(p->commit));
	else if (strcmp(w, "pending") == 0 && sscanf(rest, "%255s %16s",
	    p->newaddr, p->code) == 2)
		return good_address(p->newaddr) ? 0 : -1;
	else
		return -1;
	return 0;
}

static int
read_settings(struct judge *j, const char *w, const char *rest)
{
	if (strcmp(w, "gen") == 0)
		return sscanf(rest, "%ld", &j->gen) == 1 ? 0 : -1;
	if (strcmp(w, "game") == 0)
		return strlcpy(j->name, rest, sizeof(j->name)) <
		    sizeof(j->name) ? 0 : -1;
	if (strcmp(w, "from") == 0)
		return strlcpy(j->from, rest, sizeof(j->from)) <
		    sizeof(j->from) ? 0 : -1;
	if (strcmp(w, "strategy") == 0)
		return strlcpy(j->strategy, rest, sizeof(j->strategy)) <
		    sizeof(j->strategy) ? 0 : -1;
	if (strcmp(w, "time") == 0)
		return sscanf(rest, "%ld %ld %ld %ld", &j->limit, &j->warn,
		    &j->grace, &j->bottime) == 4 ? 0 : -1;
	if (strcmp(w, "newarg") == 0 && j->nnewargs < MAXNEWARGS) {
		j->newargs[j->nnewargs++] = xstrdup(rest);
		return 0;
	}
	if (strcmp(w, "commitment") == 0 && is_hex64(rest)) {
		strlcpy(j->commitment, rest, sizeof(j->commitment));
		return 0;
	}
	if (strcmp(w, "password") == 0) {
		strlcpy(j->password, strcmp(rest, "-") == 0 ? "" : rest,
		    sizeof(j->password));
		return 0;
	}
	return 1;
}

static int
read_phase(struct judge *j, const char *rest)
{
	int i;

	for (i = 0; i < 3; i++)
		if (strcmp(rest, phase_names[i]) == 0) {
			j->phase = (enum deal_phase)i;
			return 0;
		}
	return -1;
}

static int
read_due(struct judge *j, const char *rest)
{
	int st;

	if (sscanf(rest, "%32s %lld %d", j->due, &j->deadline, &st) != 3 ||
	    st < DUE_RUNNING || st > DUE_LATE)
		return -1;
	j->duestate = (enum due_state)st;
	return 0;
}

/* One line of the judge's file into j: 0, or -1 when it is not one. */
static int
read_line(struct judge *j, char *line)
{
	char *w = strsep(&line, " "), *rest = line != NULL ? line : "";
	int r;

	if ((r = read_settings(j, w, rest)) != 1)
		return r;
	if (strcmp(w, "phase") == 0)
		return read_phase(j, rest);
	if (strcmp(w, "player") == 0 && j->np < LUCKY_MAXPLAYERS)
		return read_member(&j->p[j->np++], rest, true);
	if (strcmp(w, "observer") == 0 && j->nobs < MAXOBS)
		return read_member(&j->obs[j->nobs++], rest, false);
	if (strcmp(w, "standby") == 0 && j->nsb < MAXSTANDBY)
		return read_member(&j->sb[j->nsb++], rest, false);
	if (strcmp(w, "key") == 0 || strcmp(w, "seed") == 0 ||
	    strcmp(w, "pcommit") == 0 || strcmp(w, "pending") == 0)
		return read_player_field(j, w, rest);
	if (strcmp(w, "seen") == 0 && strlen(rest) == SEEN_HEX &&
	    j->nseen < MAXSEEN) {
		strlcpy(j->seen[j->nseen++], rest, SEEN_HEX + 1);
		return 0;
	}
	if (strcmp(w, "due") == 0)
		return read_due(j, rest);
	if (strcmp(w, "whose") == 0)
		return strlcpy(j->whose, rest, sizeof(j->whose)) <
		    sizeof(j->whose) ? 0 : -1;
	if (strcmp(w, "over") == 0 && *rest == '\0')
		return j->over = 1, 0;
	if (strcmp(w, "seq") == 0)
		return sscanf(rest, "%d", &j->seq) == 1 ? 0 : -1;
	return *w == '\0' && *rest == '\0' ? 0 : -1;
}

/* The judge's file path into j; -1 (errno) when it cannot be read. */
static int
judge_read(const char *path, struct judge *j)
{
	struct buf b = { NULL, 0, 0 };
	char *p, *line;
	int n = 0;

	if (file_get(path, &b, JFILE_MAX) == -1) {
		buf_free(&b);
		return -1;
	}
	for (p = b.s; (line = strsep(&p, "\n")) != NULL;) {
		n++;
		if (read_line(j, line) == -1)
			jerrx("%s:%d: not a line of the judge's file", path, n);
	}
	buf_free(&b);
	j->seenat = j->nseen % MAXSEEN;
	return 0;
}

void
judge_free(struct judge *j)
{
	int i;

	for (i = 0; i < j->nnewargs; i++)
		free(j->newargs[i]);
	for (i = 0; i < j->np; i++) {
		free(j->p[i].key);
		free(j->p[i].seed);
	}
	j->nnewargs = j->np = 0;
}

static void
write_members(struct buf *b)
{
	const struct member *m;
	int i;

	for (i = 0; i < J.np; i++) {
		m = &J.p[i];
		buf_fmt(b, "player %s %s %s %d %d %ld %lld %d %d\n", m->name,
		    m->addr, m->secret, m->bot, m->missed, m->mseq, m->absent,
		    m->absentbot, m->absences);
		if (m->key != NULL)
			buf_fmt(b, "key %s %s\n", m->name, m->key);
		if (m->commit[0] != '\0')
			buf_fmt(b, "pcommit %s %s\n", m->name, m->commit);
		if (m->seed != NULL)
			buf_fmt(b, "seed %s %s\n", m->name, m->seed);
		if (m->newaddr[0] != '\0')
			buf_fmt(b, "pending %s %s %s\n", m->name, m->newaddr,
			    m->code);
	}
	for (i = 0; i < J.nobs; i++)
		buf_fmt(b, "observer %s %s %s\n", J.obs[i].name,
		    J.obs[i].addr, J.obs[i].secret);
	for (i = 0; i < J.nsb; i++)
		buf_fmt(b, "standby %s %s %s\n", J.sb[i].name, J.sb[i].addr,
		    J.sb[i].secret);
}

static void
judge_write(const char *path)
{
	struct buf b = { NULL, 0, 0 };
	int i, k;

	buf_fmt(&b, "gen %ld\ngame %s\nfrom %s\nstrategy %s\n"
	    "time %ld %ld %ld %ld\n", J.gen, J.name, J.from, J.strategy,
	    J.limit, J.warn, J.grace, J.bottime);
	for (i = 0; i < J.nnewargs; i++)
		buf_fmt(&b, "newarg %s\n", J.newargs[i]);
	buf_fmt(&b, "commitment %s\npassword %s\nphase %s\n", J.commitment,
	    J.password[0] != '\0' ? J.password : "-", phase_names[J.phase]);
	write_members(&b);
	/* oldest first */
	for (i = 0; i < J.nseen; i++) {
		k = J.nseen < MAXSEEN ? i : (J.seenat + i) % MAXSEEN;
		buf_fmt(&b, "seen %s\n", J.seen[k]);
	}
	if (J.whose[0] != '\0')
		buf_fmt(&b, "whose %s\n", J.whose);
	if (J.due[0] != '\0')
		buf_fmt(&b, "due %s %lld %d\n", J.due, J.deadline, J.duestate);
	if (J.over)
		buf_str(&b, "over\n");
	buf_fmt(&b, "seq %d\n", J.seq);
	file_put(path, b.s, b.len);
	buf_free(&b);
}

/* --- the Message-IDs read --- */

void
seen_add(const char *id)
{
	char h[SEEN_HEX + 1];

	short_hash(id, strlen(id), h);
	strlcpy(J.seen[J.seenat], h, SEEN_HEX + 1);
	J.seenat = (J.seenat + 1) % MAXSEEN;
	if (J.nseen < MAXSEEN)
		J.nseen++;
}

bool
seen_has(const char *id)
{
	char h[SEEN_HEX + 1];
	int i;

	short_hash(id, strlen(id), h);
	for (i = 0; i < J.nseen; i++)
		if (strcmp(J.seen[i], h) == 0)
			return true;
	return false;
}

struct member *
member_by_addr(const struct judge *j, const char *addr, enum role *role)
{
	int i;

	*role = ROLE_PLAYER;
	for (i = 0; i < j->np; i++)
		if (strcasecmp(j->p[i].addr, addr) == 0)
			return (struct member *)&j->p[i];
	*role = ROLE_OBSERVER;
	for (i = 0; i < j->nobs; i++)
		if (strcasecmp(j->obs[i].addr, addr) == 0)
			return (struct member *)&j->obs[i];
	*role = ROLE_STANDBY;
	for (i = 0; i < j->nsb; i++)
		if (strcasecmp(j->sb[i].addr, addr) == 0)
			return (struct member *)&j->sb[i];
	*role = ROLE_PENDING;
	for (i = 0; i < j->np; i++)
		if (j->p[i].newaddr[0] != '\0' &&
		    strcasecmp(j->p[i].newaddr, addr) == 0)
			return (struct member *)&j->p[i];
	*role = ROLE_NONE;
	return NULL;
}

/* --- generations --- */

int
judge_peek(const char *name, struct judge *j)
{
	char path[PATH_MAX * 2];
	int tries;

	/* a name from a mail: never a path out of the judge's directory */
	if (!good_name(name, GAME_MAXNAME)) {
		errno = EINVAL;
		return -1;
	}
	snprintf(path, sizeof(path), "%s/%s/current/judge", hostdir, name);
	/* the generation may go between the link read and the file */
	for (tries = 0; tries < 5; tries++) {
		memset(j, 0, sizeof(*j));
		if (judge_read(path, j) == 0)
			return 0;
		if (errno != ENOENT)
			break;
	}
	return -1;
}

/* The generations but the current one, left by a run that stopped. */
static void
remove_leftovers(const char *current)
{
	char path[PATH_MAX * 2];
	struct dirent *d;
	DIR *dp;

	if ((dp = opendir(J.dir)) == NULL)
		jerr("%s", J.dir);
	while ((d = readdir(dp)) != NULL)
		if (d->d_name[0] == 'g' && isdigit((unsigned char)d->d_name[1])
		    && strcmp(d->d_name, current) != 0) {
			snprintf(path, sizeof(path), "%s/%s", J.dir, d->d_name);
			tree_remove(path);
		}
	closedir(dp);
}

/* The current generation's judge file read into J. */
static void
read_current(void)
{
	char path[PATH_MAX * 2], link[64], dir[PATH_MAX], *end;
	ssize_t n;
	int fd = J.lockfd;

	strlcpy(dir, J.dir, sizeof(dir));
	judge_free(&J);
	memset(&J, 0, sizeof(J));
	J.lockfd = fd;
	strlcpy(J.dir, dir, sizeof(J.dir));
	snprintf(path, sizeof(path), "%s/current", J.dir);
	if ((n = readlink(path, link, sizeof(link) - 1)) == -1)
		jerr("%s: no game here", path);
	link[n] = '\0';
	remove_leftovers(link);
	snprintf(path, sizeof(path), "%s/%s/judge", J.dir, link);
	if (judge_read(path, &J) == -1)
		jerr("%s", path);
	if (link[0] != 'g' || strtol(link + 1, &end, 10) != J.gen ||
	    *end != '\0')
		jerrx("%s/%s: the judge's file says generation %ld", J.dir,
		    link, J.gen);
	snprintf(J.game, sizeof(J.game), "%s/g%ld/game", J.dir, J.gen);
	snprintf(J.filearg, sizeof(J.filearg), "--file=%s", J.game);
}

void
game_open(const char *name)
{
	char path[PATH_MAX * 2];
	int fd;

	game_dir(name);
	snprintf(path, sizeof(path), "%s/lock", J.dir);
	if ((fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0600)) == -1)
		jerr("%s", path);
	if (flock(fd, LOCK_EX) == -1)
		jerr("%s", path);
	J.lockfd = fd;
	read_current();
	snprintf(path, sizeof(path), "%s/g%ld", J.dir, J.gen);
	spool_take(path);
	spool_flush();
}

void
game_close(void)
{
	if (J.lockfd > 0)
		close(J.lockfd);
	judge_free(&J);
	J.lockfd = -1;
}

/* Copy the file of the current generation into the new one, if any. */
static void
copy_current(const char *file)
{
	char from[PATH_MAX * 2], to[PATH_MAX * 2];
	struct buf b = { NULL, 0, 0 };

	snprintf(from, sizeof(from), "%s/g%ld/%s", J.dir, J.gen, file);
	gen_path(file, to, sizeof(to));
	if (file_get(from, &b, LUCKY_MAXFILE * 2) == 0)
		file_put(to, b.s, b.len);
	else if (errno != ENOENT)
		jerr("%s", from);
	buf_free(&b);
}

void
gen_begin(void)
{
	char path[PATH_MAX * 2];

	snprintf(J.newgen, sizeof(J.newgen), "%s/g%ld", J.dir, J.gen + 1);
	snprintf(J.game, sizeof(J.game), "%s/game", J.newgen);
	snprintf(J.filearg, sizeof(J.filearg), "--file=%s", J.game);
	tree_remove(J.newgen);
	if (mkdir(J.newgen, 0700) == -1)
		jerr("%s", J.newgen);
	gen_path("out", path, sizeof(path));
	if (mkdir(path, 0700) == -1)
		jerr("%s", path);
	copy_current("game");
	copy_current("press");
	J.nout = 0;
	J.asked_ok = false;
}

void
gen_restart(void)
{
	tree_remove(J.newgen);
	read_current();
	gen_begin();
}

void
gen_commit(void)
{
	char path[PATH_MAX * 2], tmp[PATH_MAX * 2], target[64];

	J.gen++;
	gen_path("judge", path, sizeof(path));
	judge_write(path);
	gen_path("out", path, sizeof(path));
	dir_sync(path);
	dir_sync(J.newgen);
	snprintf(target, sizeof(target), "g%ld", J.gen);
	snprintf(tmp, sizeof(tmp), "%s/current.tmp", J.dir);
	snprintf(path, sizeof(path), "%s/current", J.dir);
	unlink(tmp);
	if (symlink(target, tmp) == -1 || rename(tmp, path) == -1)
		jerr("%s", path);
	dir_sync(J.dir);
	snprintf(path, sizeof(path), "%s/g%ld", J.dir, J.gen - 1);
	tree_remove(path);
	snprintf(J.game, sizeof(J.game), "%s/game", J.newgen);
	spool_take(J.newgen);
	spool_flush();
}
