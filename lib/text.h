/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

#ifndef LUCKY_TEXT_H
#define LUCKY_TEXT_H

#include <sys/types.h>

#include <getopt.h>
#include <limits.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "msg.h"

/*
 * The text layer (HACKING "Layers"): the limits, errors, text files,
 * names, the command line, the generator, SHA-256 and the seed of a game
 * by mail, running the toolkit's programs, output helpers.  Every other
 * header includes it.
 */
#if defined(LUCKY_LAYER) && LUCKY_LAYER < 1
#error "text.h is the text layer's: this file is below it (HACKING)"
#endif

/*
 * Limits.  Everything is bounded so that a hostile file can never make a
 * program use unbounded memory; lucky-state(5) documents these numbers.
 */
#define LUCKY_MAXSPACES		64	/* spaces on a board (bit masks) */
#define LUCKY_MAXPASSAGES	32	/* non-space hallways and stairs */
#define LUCKY_MAXCARDS		128	/* cards in a deck */
#define LUCKY_MAXPLAYERS	8	/* seats, strangers included */
#define LUCKY_MINPLAYERS	2
#define LUCKY_MAXIDLEN		16	/* space, player and option ids */
#define LUCKY_MAXCARDID		8
#define LUCKY_MAXNAMELEN	40	/* printed names */
#define LUCKY_MAXINLINE		1000	/* one input line, newline excluded */
#define LUCKY_MAXFILE		(1024 * 1024)	/* one input file */
#define LUCKY_MAXJOINED		4000	/* a line with its "+" lines */
#define LUCKY_MAXENTRY		(LUCKY_MAXJOINED - 7) /* a record entry */
#define LUCKY_MAXRECORD		20000	/* actions in a record */
#define LUCKY_MAXTURN		1000000	/* turns (and rounds) of a game */
#define LUCKY_MAXVALUE		999	/* an attempt's value, its answers' */
#define LUCKY_MAXOPTIONS	16
#define LUCKY_STATELINE		72	/* longest line a program writes */
#define LUCKY_MAXMAPROWS	60
#define LUCKY_MAPWIDTH		78

#define NOWHERE		(-1)
#define NOBODY		(-1)
#define OBSERVER	(-3)	/* a view with no hand: an observer's */
#define NOCARD		(-1)
#define HIDDEN		(-2)	/* a card a view does not show */

/*
 * An error with the line it was found on (0: no line), its file label
 * and the catalogue's entry it gives (msg.h; MSG_NONE from lerr_set).
 */
struct lerr {
	char		file[256];
	int		line;
	enum msg	code;
	char		msg[320];
};

/* A refusal: the catalogue's entry m, formatted with the arguments
 * (msg.def; the compiler cannot check them), and -1. */
int	lerr_msg(struct lerr *, const char *, int, enum msg, ...);
int	lerr_vmsg(struct lerr *, const char *, int, enum msg, va_list);
/* The entry m formatted into a buffer, as snprintf(3) does, for the
 * messages made before they are refusals (board_find's, cli.c's). */
int	msg_fmt(char *, size_t, enum msg, ...);
/* lerr_msg with the format at the call, for the files not yet in the
 * catalogue (tests/layers lists them). */
int	lerr_set(struct lerr *, const char *, int, const char *, ...)
	    __attribute__((format(printf, 4, 5)));
/* "state:14: unknown room" */
const char *lerr_str(const struct lerr *, char *, size_t);
/* End the program with exit 2 and the refusal, "prog: file:line: why". */
void	 lerr_exit(const struct lerr *e) __attribute__((noreturn));

/* --- text files: lines of blank-separated words (text.c) --- */

struct word {
	char	*s;
	int	 line;
	int	 off;		/* in its line's raw (first line), else -1 */
};

struct textline {
	int		 line;		/* first physical line */
	int		 nw;
	int		 joined;	/* its words joined by single blanks,
					 * counted once it is continued */
	short		 tag;		/* the reader's: what the line is */
	short		 rawlen;
	const char	*raw;		/* the physical line in the buffer
					 * read, rawlen bytes, no NUL */
	struct word	*w;
};

/* The lines, their words and their text: three allocations. */
struct text {
	struct textline	*lines;
	int		 nlines;
	char		 label[256];
	void		*mem;		/* the lines' text */
	struct word	*words;		/* the lines' words */
};

/*
 * Split a buffer into lines; with join, "+" lines continue the one
 * before.  The lines point into the buffer: it outlives the text.
 */
int	text_parse(struct text *, const char *, size_t, const char *, bool,
	    struct lerr *);
char	*text_slurp(FILE *, size_t *, const char *, struct lerr *);
void	text_free(struct text *);
/* The rest of the line from word k on (for names with blanks), until
 * the next call. */
const char *text_rest(const struct textline *, int);

/* --- names (names.c) --- */

/* Lower case, blanks, '_' and '-' alike as '-', other punctuation dropped. */
void	name_fold(const char *, char *, size_t);
bool	name_is_id(const char *, size_t);
int	name_distance(const char *, const char *);
/* FNV-1a: a name's hash, for the tables of ids and names. */
uint32_t name_hash(const char *);

/* --- the command line (cli.c) --- */

/*
 * A program's options, one entry each: the letter (or CLI_LONG + n for
 * a long option only), the long name, the argument's name (NULL for
 * none), flags and a few words for --help.  The table ends with an entry
 * of letter 0; -h/--help and --version are added to every table.
 */
#define CLI_LONG	256
#define CLI_VERSION	(CLI_LONG + 200)
#define CLI_ERR		(-2)	/* cli_next: why in err */
#define CLI_MAXOPTS	40
#define CLI_MANY	1	/* may be given again: "[-c card] ..." */
#define CLI_REQUIRED	2	/* no brackets in the usage */
#define CLI_HIDE	4	/* an older spelling: not in --help */
struct cli_opt {
	int		 ch;
	const char	*name;
	const char	*arg;
	int		 flags;
	const char	*help;
};
struct cli {
	const struct cli_opt *opts;
	const char	*operands;	/* after the options in the usage */
	const char	*usage;		/* or the usage's forms, '\n' apart */
	void		(*more)(FILE *);	/* --help's last lines */
};
struct cli_parse {
	const struct cli *cli;
	int		 argc;
	char		**argv;
	char		*arg;		/* the option's argument */
	int		 optind;	/* at the end: the first operand */
	char		 err[200];	/* after CLI_ERR */
	char		 optstring[2 * CLI_MAXOPTS + 2];
	struct option	 longopts[CLI_MAXOPTS + 1];
};
/* Start parsing argv (argv[0] the program or the verb).  cli_next
 * returns 'h', CLI_VERSION and CLI_ERR to its caller; ecli_next
 * handles them itself (exit 0, 0 and 2). */
void	cli_begin(struct cli_parse *, const struct cli *, int, char **);
int	cli_next(struct cli_parse *);
int	ecli_next(struct cli_parse *);
void	ecli_usage(const struct cli *) __attribute__((noreturn));
void	cli_help(const struct cli *, FILE *);
/* -F (lucky_verify_sum off) or -f file: true when ch was one of them. */
bool	cli_state_option(int, const char *, const char **);
/* Say on stderr that a state is read from the terminal, if it is. */
void	cli_reading(const char *);
long long ecli_number(const char *, const char *, long long, long long);

/* --- the random number generator (rng.c) --- */

struct rng {
	uint64_t s[4];
};

void	 rng_seed(struct rng *, uint64_t);
uint64_t rng_next(struct rng *);
uint32_t rng_below(struct rng *, uint32_t);
void	 rng_shuffle(struct rng *, int *, int);
uint64_t rng_fresh_seed(void);
uint64_t rng_mix(uint64_t, uint64_t);


/* --- the deal of a game by mail (commit.c, lucky-judge(1)) --- */

void	 sha256(const void *, size_t, unsigned char [32]);
void	 sha256_hex(const char *, char [65]);
/* The seed that the judge's secret and the players' contributions (in
 * the order of the seats) deal; -1 when they are too long. */
int	 commit_seed(const char *, char *const [], char *const [], int,
	    uint64_t *);


/* --- running the toolkit's programs (spawn.c) --- */

struct spawnbuf {
	char	*s;		/* a string once espawn_run filled it */
	size_t	 len, cap;
};

void	 spawnbuf_add(struct spawnbuf *, const char *, size_t);
/* The directory of the running program, where its fellows are. */
void	 spawn_bindir(char *, size_t);
/* argv[0] from the directory, else on PATH; its stdin, stdout, stderr
 * (NULL: /dev/null, ours, ours); the exit status. */
int	 espawn_run(const char *, char *[], const struct spawnbuf *,
	    struct spawnbuf *, struct spawnbuf *);
/* The same, the program stopped (status 128 + SIGKILL) after the
 * milliseconds given (none: negative). */
int	 espawn_run_limit(const char *dir, char *argv[],
	    const struct spawnbuf *in, struct spawnbuf *out,
	    struct spawnbuf *errout, int msec);


/* --- output helpers (util.c) --- */

void	*xcalloc(size_t, size_t);
void	*xreallocarray(void *, size_t, size_t);
char	*xstrdup(const char *);
int	 fshut(FILE *, const char *);
/* Closed standard descriptors kept closed, their slots taken. */
void	 estd_fds(void);
/* The output held in memory until the run succeeded, then stdout. */
FILE	*eout_hold(void);
int	 outf(const char *, ...) __attribute__((format(printf, 1, 2)));
int	 eout_commit(void);
/* The 95% Wilson score interval of the share k of n, in [0, 1]. */
void	 share_interval(long, long, double *, double *);

/*
 * Whether the word w, of n characters, is the string literal lit: the
 * lengths, then a memcmp of a constant size, which the compiler writes
 * inline.  strcmp against a literal is a call, and costs twice as much
 * when the linker puts the literal (merged into the tail of a longer
 * string) at the end of a page; the verbs and keys of a state are
 * compared so for each line and each entry replayed.
 */
#define WORD_IS(w, n, lit)						\
	((n) == sizeof(lit) - 1 && memcmp((w), (lit), sizeof(lit) - 1) == 0)

/* The CRC-32 of a state's body, zlib's (crc32.c). */
uint32_t crc32_of(const char *, size_t);

#endif
