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
/* The status a failure ends the run with: 2, or EX_TEMPFAIL while a
 * mail is read, so that the mail server keeps it and tries again. */
extern int	 fail_status;

void	 jerr(const char *fmt, ...)
	    __attribute__((noreturn, format(printf, 1, 2)));
void	 jerrx(const char *fmt, ...)
	    __attribute__((noreturn, format(printf, 1, 2)));

/* --- util.c --- */

struct buf {
	char	*s;		/* always a string once something is added */
	size_t	 len, cap;
};

void	 buf_add(struct buf *b, const char *s, size_t n);
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
void	 judge_write(const char *path);
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

/* --- spool.c: the mails sent --- */

struct attachment {
	const char	*type;		/* "image/svg+xml" */
	const char	*name;		/* its file name */
	const char	*data;
	size_t		 len;
};

/* A mail queued in the new generation's out/, text/plain (UTF-8), with
 * the picture of the view its text holds, if any, attached. */
void	 queue_mail(const char *to, const char *subject,
	    const char *inreplyto, const char *text);
/* The game's spooled mails sent: each removed once sent; one that
 * sendmail(8) refuses for good dropped with a line in the log; one it
 * cannot send now kept for the next run (SPOOL_DAYS at most). */
void	 spool_flush(void);
/* The new generation's mails moved into the game's spool. */
void	 spool_take(const char *gendir);
/* A mail sent at once, not through a game (to a stranger): 0 if
 * sendmail took it. */
int	 send_now(const char *from, const char *to, const char *subject,
	    const char *inreplyto, const char *text);

/* --- mailin.c: a mail read (GMime) --- */

struct mail_in {
	char		 from[ADDR_MAX + 1];	/* lowercase; "" none */
	char		 msgid[1000];	/* or <SHA-256@sha256> of the mail */
	bool		 automatic;	/* RFC 3834, a bounce, a list */
	size_t		 size;		/* as delivered */
	bool		 too_big;	/* not read whole: over MAIL_MAX, */
	bool		 too_many_parts; /* or MAIL_MAXPARTS boundaries */
	bool		 html_only;	/* no plain text to read */
	char		*text;		/* the inline text/plain parts */
	struct buf	 skipped;	/* the attachments not read */
};

/* Read a mail from fd (the whole of it, MAIL_MAX kept): -1 when it is
 * not one. */
int	 mail_read(int fd, struct mail_in *m);
void	 mail_free(struct mail_in *m);

/* --- lines.c: the lines of a mail's text that the judge reads --- */

struct mail_lines {
	char		**line;		/* trimmed */
	int		 n;
	struct buf	 sig;		/* an SSH signature */
	int		 badline;	/* a control byte in line badline */
	int		 badbyte;
	bool		 too_many;	/* more than MAIL_MAXLINES */
};

/* The lines of text the judge reads: not the blank or quoted ones, nor
 * an attribution before a quote; nothing from a signature, a quoted
 * original or SIGNOFF on. */
void	 lines_read(char *text, struct mail_lines *l);
void	 lines_free(struct mail_lines *l);
/* Is the line's first word the keyword(s), case aside?  What follows. */
bool	 keyword(const char *line, const char *kw, const char **rest);

/* --- play.c: the game through the toolkit's programs --- */

/* lucky-show on the master state with the words given: its status. */
int	 show(struct buf *out, const char *a1, const char *a2);
/* One field of the master state (lucky-show -k), its first line. */
void	 show_key(const char *key, char *buf, size_t size);
bool	 dealt(void);
int	 records(void);
/* Who must act now ("" when the game is over), the phase. */
const char *asked_who(void);
const char *asked_phase(void);
/* What the game asks of whoever must act, in words. */
const char *asked_what(void);
/* Play the words as the player (NULL: as the bot said), in place: the
 * status, the refusal in why. */
int	 play_words(char *const words[], int n, const char *player,
	    char *why, size_t size);
/* The bot's action for whoever must act, played within the time cap,
 * or greedy's when it fails or overruns (said in note): -1 when none. */
int	 bot_plays(struct buf *note);
/* Resigned and away seats played by the bot while they must act. */
void	 bots_advance(struct buf *note);

/* --- deal.c: commitments first, then the words, then the deal --- */

void	 waiting_for(char *buf, size_t size);
/* Every commitment in (or, late, those in): the words asked for; true
 * when it changed the phase. */
bool	 deal_reveal_begins(bool late, struct buf *note);
/* Every word in (or, late, those in): dealt; true when dealt. */
bool	 deal_now(bool late, struct buf *note);
/* The commitment file (lucky-check --commitment). */
void	 deal_commitment_file(struct buf *to);
/* The judge's secret, read from the game's directory. */
void	 judge_secret(char hex[65]);

/* --- orders.c: a member's mail --- */

struct reply {
	struct member	*sender;	/* whom to answer (TAKEOVER moves) */
	struct buf	 extra;		/* answers, to the sender first */
	struct buf	 note;		/* to everyone, before the report */
	struct buf	 ignored;	/* lines read as not orders */
	bool		 changed;	/* the game or its members */
	bool		 press;		/* press to deliver (in note) */
	char		 why[1500];	/* "" or why refused */
};

/* The lines of a player's mail played on the new generation. */
bool	 player_mail(struct member *p, struct mail_lines *l,
	    struct reply *r);
/* An observer's or a standby's mail. */
bool	 other_mail(struct member *m, enum role role, struct mail_lines *l,
	    struct reply *r);
/* Does the order word w name an order verb (any case, "lucky-")? */
bool	 order_word(const char *w);

/* --- report.c: what the judge writes --- */

extern const char help_text[];
/* After a change: to every player and observer what happened since
 * record entry n0 and the note, who acts next, their view; the sender's
 * answers first, in reply to the Message-ID. */
void	 report(int n0, const char *note, const struct member *sender,
	    const char *inreplyto, const char *extra);
/* HELP (1), HISTORY (2), VIEW (4), STATUS (8) for the member ("-": an
 * observer). */
void	 answers(const char *name, int wants, struct buf *to);
/* "Your mail was not played": to the address, in reply, and why. */
/* Tell the standbys that the seat is free to take over. */
void	 standby_tell(const struct member *seat);
void	 refuse(const char *to, const char *inreplyto, const char *why,
	    const char *unread);
/* The games of this judge, their players, whose turn, the deadline. */
void	 list_games(struct buf *to);
/* One game's status. */
void	 status_text(const struct judge *j, struct buf *to);
/* The deadline of whoever must act now, from now when an action was
 * played (else the one asked keeps its deadline). */
void	 set_due(bool played);
/* The line that tells a signer what their next mail carries. */
void	 sign_hint(const struct member *p, struct buf *to);

/* --- press.c --- */

/* Record the press and queue it to its recipients. */
bool	 press_send(const struct member *from, const char *to,
	    const char *text, char *why, size_t size);
/* The press the name may read, into to. */
void	 press_history(const char *name, struct buf *to);

/* --- tick.c --- */

/* One game's deadlines: 0 when something was done, 1 when not. */
int	 tick_game(const char *name);

/* --- new.c --- */

int	 cmd_new(int argc, char *argv[]);
int	 cmd_standby(int argc, char *argv[]);

/* --- mail.c --- */

int	 cmd_mail(void);

#endif
