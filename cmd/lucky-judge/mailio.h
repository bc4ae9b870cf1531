/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

/*
 * lucky-judge's mails and what it does with them (judge.h includes it,
 * after the game's store it builds on): the mails sent (spool.c), read
 * (mailin.c, lines.c), the orders and keywords (orders.c), the deal
 * (deal.c), the game played (play.c), the answers (report.c), press
 * (press.c), the deadlines (tick.c), a new game (new.c), a mail
 * routed (mail.c).
 */

#ifndef JUDGE_MAILIO_H
#define JUDGE_MAILIO_H

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
/* Returns who must act now ("" when the game is over). */
const char *asked_who(void);
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
