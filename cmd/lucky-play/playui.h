/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

#ifndef LUCKY_PLAYUI_H
#define LUCKY_PLAYUI_H

#include <limits.h>
#include <stdbool.h>

#include "play.h"
#include "bot.h"
#include "botcmd.h"

/*
 * lucky-play: main.c the command line, a new game and the turns;
 * game.c the toolkit's programs run on the game (keys, the record told,
 * an action played, the bots); orders.c the prompt's orders; line.c the
 * line mode and the choice between the modes (the functions the others
 * print and ask through); screen.c the full-screen mode (ncurses);
 * edit.c the prompt's history and completion (libedit).
 */

#define DEFAULT_SAVE	"lucky-play.game"

/* main.c: the game and its seats */
extern char	 bindir[PATH_MAX];
extern const char *game;		/* the state file */
extern char	 filearg[PATH_MAX + 8];	/* --file=game */
extern const char *strategy;
extern struct botcmd cmdbot;		/* -S cmd:PATH ARG ... */
extern bool	 cmd;
extern char	*seats[LUCKY_MAXPLAYERS];
extern bool	 human[LUCKY_MAXPLAYERS];
extern int	 nseats, nhumans;
extern bool	 changed;		/* an action since the last showing */
extern int	 seen[LUCKY_MAXPLAYERS];	/* record entries at their prompt */
void	 saved(void);

/* game.c */
void	 fail(struct buf *b, const char *what) __attribute__((noreturn));
int	 key(const char *k, struct buf *out);
int	 record_count(void);
/* The record's entries from first on told as person may know them, each
 * a message; with buf, only the entry first into it. */
void	 tell(int first, const char *person, char *buf, size_t size);
bool	 is_bot_name(const char *s);
int	 seat_of(const char *name);
void	 load_seats(void);
void	 order_text(const struct order *o, char *text, size_t size);
int	 play(const struct order *o, const char *player, bool bot);
int	 bot_choice(struct order *o, const char *view);
void	 view_of(const char *name, struct buf *v);
/* What a program prints on the view (or the game, view NULL), into out. */
int	 run_on(char *argv[], const char *view, struct buf *out);
void	 undo(const char *name);
void	 bot_turn(const char *name);

/* orders.c */
bool	 prompt(const char *name);
void	 help(void);

/* line.c: what the others print and ask through, in either mode */
extern bool	 fullscreen;
void	 ui_start(bool plain);
void	 ui_end(void);
void	 say(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
/* Each line of text as a message, indent before it. */
void	 say_lines(const char *text, const char *indent);
/* The head of the messages since the person's last turn. */
void	 say_since(void);
/* What the person may do now: the title of the messages, or a line. */
void	 say_title(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
/* The person's view and hand (NULL: no hand, a hand-over). */
void	 show_state(const char *name);
void	 show_map(void);
void	 clear_all(void);
/* A line from the person, without its newline; NULL at the end. */
char	*ask(const char *prompt);
int	 line_width(void);

/* screen.c */
bool	 scr_start(void);
void	 scr_end(void);
void	 scr_say(const char *line, bool head);
void	 scr_state(const char *view, const char *map);
void	 scr_map(const char *m);
void	 scr_title(const char *t);
void	 scr_clear(void);
char	*scr_ask(const char *prompt);

/* edit.c */
void	 edit_start(bool readline);
void	 edit_enter(const char *line);
/* The line dir steps back (1) or forward (-1) in the history; NULL:
 * none. */
const char *edit_history(int dir);
/* The words that complete the last word of line[0..len): their count,
 * and their common prefix in common. */
int	 edit_complete(const char *line, size_t len, const char **match,
	    int max, char *common, size_t size);
char	*edit_readline(const char *prompt);
/* The completion's words: rooms, cards of the hand, players. */
void	 edit_words(const char *person);

#endif
