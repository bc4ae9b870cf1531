/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

/*
 * The judge of a game by mail (lucky-judge(1)): its files in the game
 * directory, its generations and the mails it sends, a view's picture
 * attached (judge.c); its game played through the toolkit's programs
 * (judgegame.c); what it writes and checks of a mail (judgemail.c).
 */

#define MAXSEEN		10000
#define MAXNEWARGS	32
#define MAXOBS		16
#define MAXMAIL		(LUCKY_MAXFILE * 4)
#define NS		"lucky-judge"

struct jplayer {
	char	 name[LUCKY_MAXIDLEN + 1];
	char	 addr[256];
	char	 secret[65];
	char	*key;		/* an OpenSSH public key line, or NULL */
	char	*seed;		/* the contribution, once in */
	int	 bot;		/* resigned: lucky-bot plays the seat */
};

struct judge {
	long		 gen;
	char		 from[256];
	char		 strategy[32];
	long		 limit, warn;
	char		*newargs[MAXNEWARGS];
	int		 nnewargs;
	char		 secret[65], commitment[65];
	struct jplayer	 p[LUCKY_MAXPLAYERS];
	int		 np;
	struct jplayer	 obs[MAXOBS];	/* observers: no seat, no bot */
	int		 nobs;
	char		*seen[MAXSEEN];	/* Message-IDs read, oldest first */
	int		 nseen;
	char		 due[LUCKY_MAXIDLEN + 1];
	long long	 deadline;
	int		 warned, over, seq;
};

extern struct judge J;


extern char	 bindir[PATH_MAX];	/* the toolkit's programs */
extern char	 jdir[PATH_MAX];	/* the game directory, absolute */
extern char	 newgen[PATH_MAX + 32];	/* the generation being made */
extern char	 game[PATH_MAX * 2];	/* its master state */
extern char	 filearg[PATH_MAX * 2 + 16];	/* --file=game */
extern int	 lockfd;
extern const char *sendmail;

void	 put_file(const char *, const char *, size_t);
int	 get_file(const char *, struct spawnbuf *);
void	 judge_write(const char *);
/* A Message-ID read remembered: the latest MAXSEEN, the oldest forgotten
 * (in the judge's file, oldest first). */
void	 judge_seen(const char *);
/* The lock, the current generation read, leftovers removed, mails sent. */
void	 open_game(void);
/* A new generation, the current one's master state copied into it. */
void	 begin_gen(void);
/* The new generation's master state put back as the current one's. */
void	 restore_game(void);
/* The new generation made the current one (one rename), its mails sent. */
void	 commit_gen(void);
/* A mail queued in the new generation; with the picture of the board of
 * the view its text holds, if any, made by mmime(1). */
void	 queue(const char *, const char *, const char *, const char *);
/* The current generation's mails sent, each removed once sent. */
void	 flush(void);

/* The lines of a mail's text the judge reads, trimmed, into lines[] (at
 * most the number given): not the blank or quoted lines, the "... wrote:"
 * line before a quote, the signature after "-- "; an SSH signature into
 * the buffer.  Their number. */
int	 mail_lines(char *, char *[], int, struct spawnbuf *);
/* Is the line's first word the keyword, case aside?  What follows. */
bool	 keyword(const char *, const char *, const char **);
/* A time: a number and s, m, h or d, or 0; -1 when it is not. */
long	 duration(const char *);
void	 random_hex(char [65]);
/* A mail address: an @, no blank, control character, <>, quote. */
bool	 good_address(const char *);
/* Are the n bytes the same, in a time that does not say where not? */
bool	 same_secret(const char *, const char *, size_t);
/* The words of the string, a blank apart, in a new string. */
char	*single_blanks(const char *);

/* --- the game, through the toolkit's programs (judgegame.c) --- */

/* lucky-show on the master state with the words given: its status. */
int	 game_show(struct spawnbuf *, const char *, const char *);
/* One field of the master state (lucky-show -k), its first line, "" when
 * none. */
void	 game_key(const char *, char *, size_t);
/* Is the game dealt: has it a master state? */
bool	 game_dealt(void);
/* The number of entries of the record. */
int	 game_records(void);
struct jplayer *player_named(const char *);
/* Who must act now ("" when the game is over) and what is asked. */
void	 game_asked(char *, size_t, char *, size_t);
/* Play the words (an order or lucky-bot's) on the new master state, in
 * place, as the player (NULL: as lucky-bot said); the status, the
 * refusal in the buffer. */
int	 game_play(char *const [], int, const char *, char *, size_t);
/* lucky-bot's action for whoever must act, played; -1 when none. */
int	 bot_plays(void);
/* The seats that resigned, played by lucky-bot while they must act. */
void	 bots_advance(void);
/* The deadline of whoever must act now, from now. */
void	 set_due(void);
/* The players whose contribution is not in yet, a comma apart. */
void	 waiting_for(char *, size_t);
/* Deal once every contribution is in (or, true: the deadline of the deal
 * passed, those in): false when not dealt. */
bool	 game_deal(bool);

/* --- the mails: what the judge writes and checks (judgemail.c) --- */

/* How to play by mail (HELP, and a new game's first mail). */
extern const char help_text[];
void	 add_text(struct spawnbuf *, const char *);
/* After a change: to every player and observer what happened since record
 * entry n (and the note), who acts next and their view; the answers of
 * their mail (last) to the sender (a player, or NULL) first, in reply to
 * the Message-ID.  At the end, the master state and the commitment file. */
void	 judge_report(int, const char *, const struct jplayer *, const char *,
	    const char *);
/* HELP (1), HISTORY (2) and VIEW (4) for the name ("-": an observer). */
void	 judge_answers(const char *, int, struct spawnbuf *);
/* An observer's mail (its lines): HELP, HISTORY and VIEW answered; false
 * and why for any other line. */
bool	 observer_mail(char *[], int, struct spawnbuf *, char *, size_t);
/* "Your mail was not played": to the address, in reply, and why. */
void	 judge_refuse(const char *, const char *, const char *);
/* The first line of a program's output on the mail file (mhdr, maddr),
 * "" when none. */
void	 mail_field(const char *, const char *, const char *, const char *,
	    char *, size_t);
/* Does the SSH signature of the lines hold for the player's key?  Why
 * not in the buffer. */
bool	 signed_by(const struct jplayer *, char *[], int,
	    const struct spawnbuf *, char *, size_t);
