/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

#ifndef LUCKY_BOARD_H
#define LUCKY_BOARD_H

#include "text.h"

/*
 * The boards layer: boards and decks, read from their files.
 */
#if defined(LUCKY_LAYER) && LUCKY_LAYER < 2
#error "board.h is the boards layer's: this file is below it (HACKING)"
#endif

/* --- boards (board.c reads, boardfrom.c derives, boardq.c answers) --- */

enum space_kind { KIND_ROOM, KIND_HALLWAY, KIND_STAIRS };

struct space {
	char		 id[LUCKY_MAXIDLEN + 1];
	char		 name[LUCKY_MAXNAMELEN + 1];
	int		 number;	/* -1: unnumbered */
	enum space_kind	 kind;
	int		 line;
	int		 anchor_row, anchor_col, anchor_width;
	char		**alias;
	int		 nalias;
	char		**key;		/* id, name, aliases, folded */
	int		 nkey;
};

struct passage {
	char		 id[LUCKY_MAXIDLEN + 1];
	char		 name[LUCKY_MAXNAMELEN + 1];
	enum space_kind	 kind;
	uint64_t	 opens;		/* spaces with a door onto it */
	uint32_t	 joined;	/* passages joined to it */
};

struct group {
	char		 name[LUCKY_MAXIDLEN + 1];
	uint64_t	 members;
};

struct board {
	char		 name[LUCKY_MAXIDLEN + 1];
	char		 title[80];
	char		 path[256];
	struct space	 sp[LUCKY_MAXSPACES];
	int		 nspaces;
	struct passage	 pa[LUCKY_MAXPASSAGES];
	int		 npassages;
	uint64_t	 door[LUCKY_MAXSPACES];	/* direct doorways */
	uint64_t	 adj[LUCKY_MAXSPACES];	/* one step (doors, passages) */
	uint64_t	 sees[LUCKY_MAXSPACES];	/* on a common sight line */
	uint64_t	 overlook[LUCKY_MAXSPACES];
	unsigned char	 dist[LUCKY_MAXSPACES][LUCKY_MAXSPACES];
	struct group	 wing[8];
	int		 nwings;
	struct group	 floor[4];
	int		 nfloors;
	int		 start_players, start_lucky;
	int		 start_dog[2], start_cat[2];
	int		 nsightlines;
	char		*map[LUCKY_MAXMAPROWS];
	int		 nmaprows;
	/* rooms of the base board a derived one left out (RULES A.13) */
	char		 dropped[LUCKY_MAXSPACES][LUCKY_MAXIDLEN + 1];
	int		 ndropped;
	/*
	 * The ids hashed: 1 + a space's index, 1 + LUCKY_MAXSPACES + a
	 * passage's, 0: none.  The spaces' keys (folded id, name and
	 * aliases) hashed, nkeyslots of them, a power of two; the keys
	 * and the spaces' arrays of them are one allocation, keymem.
	 */
	unsigned char	 idslot[4 * LUCKY_MAXSPACES];
	/* the numbered rooms by number, and each one's place among them
	 * (-1: unnumbered), for Doctor Lucky's way (RULES C.9) */
	signed char	 bynumber[LUCKY_MAXSPACES];
	signed char	 numberpos[LUCKY_MAXSPACES];
	int		 nnumbered;
	struct keyslot	*keyslot;
	int		 nkeyslots;
	char		*keymem;
};

/* A key of the spaces: the first space it names, and the second. */
struct keyslot {
	const char	*key;		/* NULL: an empty slot */
	short		 first, second;	/* -1: none */
};
/* Did a board derived from another leave out this room id? */
bool	 board_dropped(const struct board *b, const char *id);

int	 board_load(struct board *b, const char *name, struct lerr *e);
int	 board_parse(struct board *b, const char *buf, size_t len,
	    const char *label, struct lerr *e);
void	 board_free(struct board *b);
/* A space by its exact id, or -1. */
int	 board_space_by_id(const struct board *b, const char *id);
/* Find a space by id, number, name or alias, forgiving (DESIGN "Names"). */
int	 board_find(const struct board *b, const char *q, char *msg,
	    size_t size);
/* ... or exit 2 saying why: a space a command line names. */
int	 eboard_space_arg(const struct board *b, const char *arg);
bool	 board_adjacent(const struct board *b, int s1, int s2);
bool	 board_sees(const struct board *b, int s1, int s2);
int	 board_distance(const struct board *b, int s1, int s2);
bool	 board_is_named_room(const struct board *b, int s);
const char *board_kind_name(enum space_kind k);
/* "Kitchen (8)" or "hall by the Kitchen" */
const char *board_label(const struct board *b, int s, char *buf, size_t size);
const char *board_pick_label(const struct board *b, int s, char *buf,
	    size_t size);
const char *board_at(const struct board *b, int s, char *buf, size_t size);
int	 board_near(const struct board *b, const char *q);
/* The same in a static buffer that the fourth call after this one
 * overwrites. */
const char *board_space_label(const struct board *b, int s);

/*
 * Board directories: LUCKY_PATH, the installed one, the source tree's;
 * only a regular file is opened.
 */
FILE	*data_open(const char *name, const char *ext, char *path, size_t size,
	    struct lerr *e);

/* --- decks (deck.c) --- */

enum card_kind { CARD_MOVE, CARD_ROOM, CARD_WEAPON, CARD_FAILURE };

struct card {
	char		 id[LUCKY_MAXCARDID + 1];
	char		 name[LUCKY_MAXNAMELEN + 1];
	enum card_kind	 kind;
	int		 value;		/* -1: none */
	int		 room;		/* space index, NOWHERE: none */
	int		 room_value;	/* -1: none */
	int		 clovers;	/* -1: the edition has none */
};

struct deck {
	char		 name[LUCKY_MAXIDLEN + 1];
	char		 title[80];
	struct card	 c[LUCKY_MAXCARDS];
	int		 ncards;
	/* the cards by id, hashed: 1 + a card's index, 0: none */
	unsigned char	 slot[2 * LUCKY_MAXCARDS];
};

int	 deck_load(struct deck *d, const char *name, const struct board *b,
	    struct lerr *e);
/* Loaded once a process and shared (cache.c). */
const struct board *board_get(const char *name, struct lerr *e);
const struct deck *deck_get(const char *name, const struct board *b,
	    struct lerr *e);
int	 deck_parse(struct deck *d, const char *buf, size_t len,
	    const char *label, const struct board *b, struct lerr *e);
int	 deck_find(const struct deck *d, const char *q, char *msg,
	    size_t size);
int	 deck_card_by_id(const struct deck *d, const char *id);
int	 deck_card_by_idword(const struct deck *d, const char *q);
bool	 card_id_shaped(const char *q);
/* A card by id or name from a line's words (lucky-new --position). */
int	 deck_find_words(const struct deck *d, char *const *w, int nw,
	    int *used, bool *shared, char *msg, size_t size);
const char *card_kind_name(enum card_kind k);
/* "Billiard Cue (2, 5 in Billiard Room)" */
const char *card_label(const struct deck *d, const struct board *b, int i,
	    char *buf, size_t size);

#endif
