/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

/*
 * The judge of a game by mail (lucky-judge(1)): its files in the game
 * directory, its generations and the mails it sends (judge.c).
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
	char		*seen[MAXSEEN];
	int		 nseen;
	char		 due[LUCKY_MAXIDLEN + 1];
	long long	 deadline;
	int		 warned, over, seq;
};

extern struct judge J;


extern char	 jdir[PATH_MAX];	/* the game directory, absolute */
extern char	 newgen[PATH_MAX + 32];	/* the generation being made */
extern char	 game[PATH_MAX * 2];	/* its master state */
extern char	 filearg[PATH_MAX * 2 + 16];	/* --file=game */
extern int	 lockfd;
extern const char *sendmail;

void	 put_file(const char *, const char *, size_t);
int	 get_file(const char *, struct spawnbuf *);
void	 judge_write(const char *);
/* The lock, the current generation read, leftovers removed, mails sent. */
void	 open_game(void);
/* A new generation, the current one's master state copied into it. */
void	 begin_gen(void);
/* The new generation's master state put back as the current one's. */
void	 restore_game(void);
/* The new generation made the current one (one rename), its mails sent. */
void	 commit_gen(void);
/* A mail queued in the new generation. */
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
