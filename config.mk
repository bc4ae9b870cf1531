# lucky: build settings.  See LICENSE.

VERSION = 0.1

PREFIX = /usr/local
MANPREFIX = $(PREFIX)/share/man
DATADIR = $(PREFIX)/share/lucky

CC = cc
CSTD = -std=c17 -D_DEFAULT_SOURCE
WARN = -Wall -Wextra -Werror -Wshadow -Wstrict-prototypes -Wmissing-prototypes
OPT = -O2
BSD_CFLAGS = `pkg-config --cflags libbsd-overlay`
BSD_LIBS = `pkg-config --libs libbsd-overlay`
SANITIZE = -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=all
