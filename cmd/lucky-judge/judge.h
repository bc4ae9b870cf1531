/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

/*
 * lucky-judge: the judge of games by mail (lucky-judge(1)).  Its code is
 * its own, in this directory, grouped by the file that implements each
 * part; liblucky gives it the orders (order.c), the programs run
 * (spawn.c) and SHA-256 (commit.c).
 */

#ifndef JUDGE_H
#define JUDGE_H

#include <limits.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>

#define NS		"lucky-judge"	/* the namespace of signed mails */
#define GAME_MAXNAME	32
#define BLANKS		" \t"	/* between the words of a line */
#define ADDR_MAX	255
#define MAXNEWARGS	32
#define MAXOBS		16
#define MAXSTANDBY	8
#define MAXSEEN		10000		/* Message-IDs remembered a game */
#define SEEN_HEX	32		/* a Message-ID as its hash */
#define MAIL_MAX	(16 * 1024 * 1024)	/* a mail read */
#define MAIL_MAXLINES	1000		/* lines of orders in a mail */
#define MAIL_MAXPARTS	1000		/* MIME boundaries in a mail */
#define PRESS_MAX	4000		/* the text of one PRESS */
#define PRESSFILE_MAX	(1024 * 1024)	/* a game's record of press */
#define JFILE_MAX	(1024 * 1024)	/* the judge's file of a game */
#define SPOOL_DAYS	5		/* a mail the server keeps refusing */
#define ABSENT_DAYS	60		/* the longest absence */
#define ABSENT_MAX	3		/* absences a player, a game */
#define EX_TEMPFAIL	75		/* sysexits(3): try again later */

/* --- main.c --- */

extern char	 bindir[PATH_MAX];	/* the toolkit's programs */
extern char	 hostdir[PATH_MAX];	/* the judge's directory, absolute */
extern const char *sendmail_path;

void	 jerr(const char *fmt, ...)
	    __attribute__((noreturn, format(printf, 1, 2)));
void	 jerrx(const char *fmt, ...)
	    __attribute__((noreturn, format(printf, 1, 2)));

/* --- util.c --- */

void	 erefuse_option(int ch, int argc, char **argv)
	    __attribute__((noreturn));

void	 buf_str(struct buf *b, const char *s);
void	 buf_vfmt(struct buf *b, const char *fmt, va_list ap)
	    __attribute__((format(printf, 2, 0)));
void	 buf_fmt(struct buf *b, const char *fmt, ...)
	    __attribute__((format(printf, 2, 3)));
void	 buf_free(struct buf *b);
/* The whole of path into b; -1 (errno set) when it cannot be read, or
 * (EFBIG) when it is longer than max. */
int	 file_get(const char *path, struct buf *b, size_t max);
/* Write n bytes to path (0600) and sync them; jerr on failure. */
void	 file_put(const char *path, const char *s, size_t n);
void	 dir_sync(const char *path);
/* Remove the directory path and everything in it. */
void	 tree_remove(const char *path);
void	 random_hex(char hex[65]);
/* The SHA-256 of s, its first SEEN_HEX hexadecimal digits. */
void	 short_hash(const char *s, size_t n, char hex[SEEN_HEX + 1]);
/* A time: a number and s, m, h or d, or 0; -1 when it is not one. */
long	 duration(const char *s);
/* An ISO 8601 time in UTC, "2026-11-27T19:45:00Z". */
void	 iso_time(long long t, char *buf, size_t size);
/* "in 3 hours", "in 2 days" from now to t. */
void	 time_from_now(long long t, char *buf, size_t size);
/* A date or time "2026-12-24" (the end of that day) or
 * "2026-12-24T18:00Z"; -1 when it is neither. */
long long parse_date(const char *s);
/* A mail address: one @, no blank, control character, <>, quote, no
 * dot at the ends of its parts nor two (address_syntax), and one
 * mailbox as GMime reads it, so that the judge can mail it. */
bool	 good_address(const char *a);
/* GMime initialized, once a run. */
void	 gmime_ready(void);
bool	 address_syntax(const char *a);
/* A game's, player's or observer's name: a letter, then letters,
 * digits, '-' or '_', at most max characters. */
bool	 good_name(const char *s, size_t max);
/* Are the n bytes the same, in a time that does not say where not? */
bool	 same_secret(const char *a, const char *b, size_t n);
/* The words of s, a blank apart, in a new string. */
char	*single_blanks(const char *s);
/* Does s hold a control character (its byte, else 0)? */
int	 control_byte(const char *s);
bool	 is_hex64(const char *s);
/* The pieces of the secret that s holds replaced by "...", in place. */
void	 unsecret(char *s, const char *secret);

/* --- host.c: the judge's directory, its games --- */

/* A line of the judge's log (hostdir/log), with the time. */
void	 host_log(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
/* The host's lock, taken and given back (the log, the strangers). */
int	 host_lock(void);
void	 host_unlock(int fd);
/* The games, by name, sorted: their number; names freed by the caller. */
int	 host_games(char ***names);
/* Is name a game of this judge? */
bool	 host_has_game(const char *name);
/* May a stranger's address be answered today (once a day an address)?
 * Remembered if so. */
bool	 host_stranger_ok(const char *addr);

/* --- store.c: a game's files and its generations --- */

enum deal_phase { DEAL_COMMIT, DEAL_REVEAL, DEAL_DONE };
enum due_state { DUE_RUNNING, DUE_WARNED, DUE_LATE };
enum role { ROLE_NONE, ROLE_PLAYER, ROLE_OBSERVER, ROLE_STANDBY,
	ROLE_PENDING };

struct member {
	char		 name[GAME_MAXNAME + 1];
	char		 addr[ADDR_MAX + 1];
	char		 secret[65];
	char		*key;		/* an OpenSSH public key, or NULL */
	char		 commit[65];	/* the player's commitment, or "" */
	char		*seed;		/* the words revealed, or NULL */
	int		 bot;		/* resigned: lucky-bot plays the seat */
	long long	 absent;	/* away until then, or 0 */
	int		 absentbot;	/* lucky-bot plays while away */
	int		 absences;	/* announced in this game */
	int		 missed;	/* deadlines passed in a row */
	long		 mseq;		/* signed mails played (SEQ) */
	char		 newaddr[ADDR_MAX + 1];	/* SET ADDRESS pending */
	char		 code[17];	/* its confirmation */
};

struct judge {
	/* the judge's file (store.c) */
	char		 name[GAME_MAXNAME + 1];
	long		 gen;
	char		 from[ADDR_MAX + 1];
	char		 strategy[32];
	long		 limit, warn, grace, bottime;
	char		*newargs[MAXNEWARGS];
	int		 nnewargs;
	char		 commitment[65];
	char		 password[65];	/* the observers' password, hashed */
	enum deal_phase	 phase;
	struct member	 p[8];
	int		 np;
	struct member	 obs[MAXOBS];
	int		 nobs;
	struct member	 sb[MAXSTANDBY];
	int		 nsb;
	char		 seen[MAXSEEN][SEEN_HEX + 1];	/* a ring */
	int		 nseen, seenat;
	char		 whose[GAME_MAXNAME + 1];	/* to act, or "" */
	char		 due[GAME_MAXNAME + 1];	/* "-": the deal's */
	long long	 deadline;
	enum due_state	 duestate;
	int		 over;
	int		 seq;		/* the judge's Message-IDs */
	/* the run's */
	char		 dir[PATH_MAX];		/* the game's directory */
	char		 newgen[PATH_MAX + 32];	/* the generation made */
	char		 game[PATH_MAX + 64];	/* its master state */
	char		 filearg[PATH_MAX + 80];	/* --file=game */
	int		 lockfd;
	int		 nout;
	bool		 asked_ok;	/* asked_who, asked_phase hold */
	char		 asked_who[GAME_MAXNAME + 1];
	char		 asked_phase[16];
};

extern struct judge J;

/* The game's directory for its name, into J.dir. */
void	 game_dir(const char *name);
/* Lock the game, read its current generation, leftovers removed, its
 * mails moved to the spool and sent. */
void	 game_open(const char *name);
/* The game's lock given back, J forgotten. */
void	 game_close(void);
/* A new generation, the current one's files copied into it. */
void	 gen_begin(void);
/* The new generation thrown away and begun again from the current one
 * (a refused mail changes nothing but what it says it changes). */
void	 gen_restart(void);
/* The new generation made the current one, its mails spooled, sent. */
void	 gen_commit(void);
/* Read the judge's file of a game (the current generation) into j,
 * without a lock: for LIST and the routing of a mail; -1 if none. */
int	 judge_peek(const char *name, struct judge *j);
void	 judge_free(struct judge *j);
/* Remember a Message-ID read (its hash): the latest MAXSEEN. */
void	 seen_add(const char *id);
bool	 seen_has(const char *id);
/* The member of the address in J and its role; NULL: none. */
struct member *member_by_addr(const struct judge *j, const char *addr,
	    enum role *role);
struct member *player_named(const char *name);
struct member *member_named(struct member *m, int n, const char *name);
/* The path of a file of the new generation. */
void	 gen_path(const char *file, char *path, size_t size);

#include "mailio.h"

#endif
