# lucky: build settings.  See LICENSE.

VERSION = 0.1

# The programs find their boards in the share/lucky next to their bin
# directory, so the default layout needs no path compiled in and an
# installed tree may be moved.  A DATADIR or BINDIR set apart (say
# BINDIR=/usr/games DATADIR=/usr/share/games/lucky) is compiled in:
# give it to make as well as to make install.
PREFIX = /usr/local
BINDIR = $(PREFIX)/bin
MANPREFIX = $(PREFIX)/share/man
DATADIR = $(PREFIX)/share/lucky

CC = cc
CSTD = -std=c17 -D_DEFAULT_SOURCE
WARN = -Wall -Wextra -Werror -Wshadow -Wstrict-prototypes -Wmissing-prototypes
OPT = -O2
PKG_CONFIG = pkg-config
BSD_CFLAGS = `$(PKG_CONFIG) --cflags libbsd-overlay`
# libbsd, libmd (SHA-256) and zlib (CRC-32)
BSD_LIBS = `$(PKG_CONFIG) --libs libbsd-overlay libmd zlib`
# lucky-judge's mails
GMIME_CFLAGS = `$(PKG_CONFIG) --cflags gmime-3.0`
GMIME_LIBS = `$(PKG_CONFIG) --libs gmime-3.0`
# lucky-play's full screen (ncurses) and prompt (libedit), linked
# dynamically as lucky-judge is: libedit and ncurses are shared libraries
# on every system, and their static archives are not everywhere
CURSES_CFLAGS = `$(PKG_CONFIG) --cflags ncursesw libedit`
CURSES_LIBS = `$(PKG_CONFIG) --libs ncursesw libedit`
# The programs of build/bin are linked static, the C library and libbsd
# in them: then the loader has nothing to do at each start, most of a
# small program's time (bench/programs).  Where the static libraries
# are missing the Makefile links them as before; make dynamic links
# them so into build/dyn/bin, for valgrind.  LDSTATIC=-static-pie keeps
# them position independent, a little slower to start.
LDSTATIC = -static
BSD_STATIC_LIBS = `$(PKG_CONFIG) --static --libs libbsd-overlay libmd zlib`
SANITIZE = -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=all
