/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

#ifndef LUCKY_BOARDINT_H
#define LUCKY_BOARDINT_H

#include "board.h"

#if defined(LUCKY_LAYER) && LUCKY_LAYER < 2
#error "boardint.h is the boards layer's: this file is below it (HACKING)"
#endif

/*
 * Reading a board (lucky-board(5)), inside the library: board.c reads a
 * board file, boardfrom.c derives a board from another one ("from",
 * RULES A.13), boardq.c answers the queries of a loaded board and holds
 * the helpers both readers share.
 */

#define BIT(i)		((uint64_t)1 << (i))
#define MAXDERIVED	8	/* boards read at once through "from" */
#define MAXMAPS		4	/* map blocks: one, or one a floor */

/* A sight line as stated, members in order (space indexes). */
struct sightline {
	int		 n;
	unsigned char	 m[LUCKY_MAXSPACES];
};

/*
 * What a board file says beyond struct board, kept while the board is
 * read: a board derived from it ("from") cuts its sight lines and takes
 * the map blocks of the floors it keeps.
 */
struct facts {
	struct sightline *sl;
	int		 nsl, maxsl;
	int		 ninherited;		/* sl[0..ninherited) from "from" */
	struct {
		char	 floor[LUCKY_MAXIDLEN + 1];	/* "": the whole map */
		int	 line;
	}		 block[MAXMAPS];
	int		 nblocks;
	int		 rowblock[LUCKY_MAXMAPROWS];
	int		 rowline[LUCKY_MAXMAPROWS];
};

/* The boards being read, innermost first, so that "from" cannot loop. */
struct chain {
	const char		*name;
	const struct chain	*up;
};

/* What "from" gives that the board's own lines may replace. */
struct inherit {
	const char	*from;		/* the base board's name */
	int		 line;		/* of the "from" line */
	char		 keep[4][LUCKY_MAXIDLEN + 1];	/* the floors kept */
	int		 keepline[4];
	int		 nkeep;
	int		 nspaces;	/* spaces from the base, first in b */
	int		 start_players, start_lucky;
	int		 start_dog[2], start_cat[2];
	char		 base_players[LUCKY_MAXIDLEN + 1];
	char		*map[LUCKY_MAXMAPROWS];
	int		 nmaprows;
	int		 rowblock[LUCKY_MAXMAPROWS];
	int		 nblocks;
	char		 blockfloor[MAXMAPS][LUCKY_MAXIDLEN + 1];
	int		 anchor[LUCKY_MAXSPACES][3];	/* row, col, width */
};

/* What a board's line is, by its first word (the line's tag). */
enum board_key {
	BK_OTHER, BK_SPACE, BK_PASSAGE, BK_DOOR, BK_OVERLOOK, BK_FROM,
	BK_KEEP, BK_NAME, BK_TITLE, BK_ALIAS, BK_SIGHT, BK_WING, BK_FLOOR,
	BK_START, BK_MAP, BK_END
};

/* boardq.c: helpers of the readers */
/* Each line's key into its tag, the first line ("lucky-board") aside. */
void	 board_line_keys(struct text *t);
int	 board_want_words(const struct text *t, const struct textline *tl,
	    int min, int max, struct lerr *e);
/* Line i is a map's first: the index of its "end" (or of the last). */
int	 board_skip_map(const struct text *t, int i);
/* Every two members of a sight line see each other; keep it in f. */
void	 board_record_sight(struct board *b, struct facts *f, const int *m,
	    int n);
/* Two consecutive members of a sight line: joined, or the first not. */
int	 board_sight_gap(const struct board *b, const int *m, int n);
/* The ids of the spaces and passages, hashed: one, or all again. */
void	 board_add_id(struct board *b, bool passage, int i);
void	 board_index_ids(struct board *b);
/* A space's or a passage's index by id, or -1. */
int	 board_find_id(const struct board *b, const char *id, bool *passage);
/* A key's slot: the one that holds it, or an empty one. */
struct keyslot *board_key_slot(const struct board *b, const char *key);
/* The steps (doors and passages) and the distances of a read board. */
void	 board_join_passages(struct board *b);
void	 board_compute_distances(struct board *b);
/* The numbered rooms in the order of their numbers. */
void	 board_order_numbers(struct board *b);

/* boardfrom.c: "from NAME" and "keep floor NAME" (RULES A.13) */
int	 board_read_from(struct inherit *in, const struct text *t,
	    struct lerr *e);
int	 board_check_from(const struct text *t, int line, const char *from,
	    const struct chain *me, struct lerr *e);
/* The base board, read, into the board being read. */
int	 board_derive(struct board *b, struct facts *f, struct inherit *in,
	    const struct board *base, const struct facts *bf,
	    const struct text *t, struct lerr *e);
void	 board_apply_inherit(struct board *b, struct facts *f,
	    struct inherit *in);
int	 board_check_inherited_sight(const struct board *b,
	    const struct facts *f, const struct text *t,
	    const struct inherit *in, struct lerr *e);

#endif
