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
 * and the catalogue's entry it gives (msg.h).
 */
struct lerr {
	char		file[256];
	int		line;
	enum msg	code;
	char		msg[320];
};

/* A refusal: the catalogue's entry m, formatted with the arguments
 * (msg.def; the compiler cannot check them), and -1. */
int	lerr_msg(struct lerr *e, const char *file, int line, enum msg m, ...);
int	lerr_vmsg(struct lerr *e, const char *file, int line, enum msg m,
	    va_list ap);
/* The entry m formatted into a buffer, as snprintf(3) does, for the
 * messages made before they are refusals (board_find's, cli.c's). */
int	msg_fmt(char *buf, size_t size, enum msg m, ...);
/* "state:14: unknown room" */
const char *lerr_str(const struct lerr *e, char *buf, size_t size);
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
int	text_parse(struct text *t, const char *buf, size_t len,
	    const char *label, bool join, struct lerr *e);
int	text_parse_utf8(struct text *t, const char *buf, size_t len,
	    const char *label, struct lerr *e);
char	*text_slurp(FILE *fp, size_t *lenp, const char *label, struct lerr *e);
void	text_free(struct text *t);
/* The rest of the line from word k on (for names with blanks), until
 * the next call. */
const char *text_rest(const struct textline *tl, int k);

/* --- names (names.c) --- */

/* Lower case, blanks, '_' and '-' alike as '-', other punctuation dropped. */
void	name_fold(const char *s, char *out, size_t size);
bool	name_is_id(const char *s, size_t max);
int	name_distance(const char *a, const char *b);
/* FNV-1a: a name's hash, for the tables of ids and names. */
uint32_t name_hash(const char *s);

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
void	cli_begin(struct cli_parse *cp, const struct cli *c, int argc,
	    char **argv);
int	cli_next(struct cli_parse *cp);
int	ecli_next(struct cli_parse *cp);
void	ecli_usage(const struct cli *c) __attribute__((noreturn));
/* -F (lucky_verify_sum off) or -f file: true when ch was one of them. */
bool	cli_state_option(int ch, const char *arg, const char **file);
/* Say on stderr that a state is read from the terminal, if it is. */
void	cli_reading(const char *file);
long long ecli_number(const char *arg, const char *what, long long min,
	    long long max);

/* --- the random number generator (rng.c) --- */

struct rng {
	uint64_t s[4];
};

void	 rng_seed(struct rng *r, uint64_t seed);
uint32_t rng_below(struct rng *r, uint32_t n);
void	 rng_shuffle(struct rng *r, int *a, int n);
uint64_t rng_fresh_seed(void);
uint64_t rng_mix(uint64_t h, uint64_t v);


/* --- the deal of a game by mail (commit.c, lucky-judge(1)) --- */

void	 sha256(const void *data, size_t n, unsigned char md[32]);
void	 sha256_hex(const char *s, char hex[65]);
/* The seed that the judge's secret and the players' contributions (in
 * the order of the seats) deal; -1 when they are too long. */
int	 commit_seed(const char *secret, char *const names[],
	    char *const contribs[], int n, uint64_t *seed);


/* --- text growing in memory (util.c) --- */

struct buf {
	char	*s;		/* always a string once something is added */
	size_t	 len, cap;
};

/* Add n bytes of s, and a '\0' after them. */
void	 buf_add(struct buf *b, const char *s, size_t n);


/* --- running the toolkit's programs (spawn.c) --- */

/* The directory of the running program, where its fellows are. */
void	 spawn_bindir(char *dir, size_t size);
/* argv[0] from the directory, else on PATH; its stdin, stdout, stderr
 * (NULL: /dev/null, ours, ours); the exit status. */
int	 espawn_run(const char *dir, char *argv[], const struct buf *in,
	    struct buf *out, struct buf *errout);
/* The same, the program stopped (status 128 + SIGKILL) after the
 * milliseconds given (none: negative). */
int	 espawn_run_limit(const char *dir, char *argv[],
	    const struct buf *in, struct buf *out,
	    struct buf *errout, int msec);


/* --- output helpers (util.c) --- */

void	*xcalloc(size_t n, size_t size);
void	*xreallocarray(void *p, size_t n, size_t size);
char	*xstrdup(const char *s);
int	 fshut(FILE *fp, const char *name);
/* Closed standard descriptors kept closed, their slots taken. */
void	 estd_fds(void);
/* The output held in memory until the run succeeded, then stdout. */
FILE	*eout_hold(void);
int	 outf(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
int	 eout_commit(void);
/* The 95% Wilson score interval of the share k of n, in [0, 1]. */
void	 share_interval(long k, long n, double *lo, double *hi);

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
uint32_t crc32_of(const char *buf, size_t len);

#endif
