# lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE.
#
# make            build the programs into build/bin
# make deps       install the build's missing packages (Debian: apt-get,
#                 as root or through sudo; elsewhere it names them);
#                 make check-deps the test suite's too, and refuses a
#                 stand-in for one of them (a convert not ImageMagick)
# make play       make deps, build, then a game at the terminal against
#                 three bots (again: the game saved goes on, or, once
#                 over, how to start a new one)
# make demo       make deps, build, then a short tour and a whole game
# make check      make check-deps, build again with -fsanitize=address,undefined
#                 into build/asan/bin and run the whole test suite against
#                 it, then mandoc -Tlint on every page; make layers
#                 checks the shape of lib/ (HACKING)
# make check-mail as root on Debian (CI runs it after make check): a whole
#                 3-player game by mail through a real mail server,
#                 tests/mail/game.bats; it installs OpenSMTPD and mblaze,
#                 makes the accounts lj-ann, lj-bob, lj-cat and lj-judge,
#                 starts smtpd (local delivery only) and removes them
#                 afterwards (tests/mail/setup, teardown); it fails,
#                 skipping nothing, as another user.  make check leaves
#                 it out (tests/mail/ is not in its glob)
# make soak-mail  as root on Debian (CI runs it after check-mail): the
#                 soak of the judge through the same server, 20 games of
#                 3 and 4 players at once at one judge, 66 accounts, with
#                 the judge killed (SIGKILL) in the middle of mails,
#                 sendmail down and its disk (a tmpfs) full for a while,
#                 tests/mail/soak; it removes what it made afterwards,
#                 and fails as another user.  About 6 minutes
# make install    PREFIX, BINDIR, MANPREFIX, DATADIR and DESTDIR are
#                 honoured (config.mk); make uninstall undoes it,
#                 but for PREFIX itself and the directories that were
#                 there before (DATADIR/install.dirs lists those it made)
# make dynamic    the programs linked dynamically into build/dyn/bin,
#                 for valgrind (build/bin's are static: config.mk)
# make pictures   draw the README's picture again (doc/mansion.svg)

include config.mk

# The only path compiled in (lib/data.c): DATADIR when it is set apart
# from the default layout, BINDIR/../share/lucky, where the programs find
# their boards on their own (the build tree has build/share/lucky, a link
# to boards/).  So no path of the build is compiled in, and make, then
# make PREFIX=/opt/lucky install (or DESTDIR staging), needs no rebuild.
LUCKY_DATADIR = $(if $(and $(filter $(PREFIX)/bin,$(BINDIR)),$(filter \
	$(PREFIX)/share/lucky,$(DATADIR))),,$(DATADIR))

# Before anything is compiled, the compiler, pkg-config and libbsd: a
# missing one is named in one line.  The goals that run make deps first
# check in the make they start.
NOCHECK = deps check-deps pkgs clean lint uninstall check check-plain demo play
ifneq ($(filter-out $(NOCHECK),$(or $(MAKECMDGOALS),all)),)
ifeq ($(shell command -v $(firstword $(CC)) >/dev/null 2>&1 && echo y),)
$(error $(firstword $(CC)) is missing (Debian: gcc); "make deps" installs it)
else ifeq ($(shell command -v $(PKG_CONFIG) >/dev/null 2>&1 && echo y),)
$(error pkg-config is missing (Debian: pkg-config, libbsd-dev); "make deps" installs them)
else ifeq ($(shell $(PKG_CONFIG) --exists libbsd-overlay libmd 2>/dev/null && echo y),)
$(error libbsd is missing (Debian: libbsd-dev); "make deps" installs it)
else ifeq ($(shell $(PKG_CONFIG) --exists zlib 2>/dev/null && echo y),)
$(error zlib is missing (Debian: zlib1g-dev); "make deps" installs it)
else ifeq ($(shell $(PKG_CONFIG) --exists gmime-3.0 2>/dev/null && echo y),)
$(error GMime is missing (Debian: libgmime-3.0-dev), for lucky-judge; "make deps" installs it)
else ifeq ($(shell $(PKG_CONFIG) --exists ncursesw libedit 2>/dev/null && echo y),)
$(error ncurses or libedit is missing (Debian: libncurses-dev, libedit-dev), for lucky-play; "make deps" installs them)
endif
# static where a program links static (config.mk), else dynamic
ifneq ($(LDSTATIC),)
ifeq ($(shell t=$$(mktemp) && printf 'int main(void){return 0;}\n' | \
    $(CC) -x c -o "$$t" - $(LDSTATIC) $(BSD_STATIC_LIBS) >/dev/null 2>&1 && \
    echo y; rm -f "$$t"),)
LDSTATIC :=
endif
endif
endif
LINK_LIBS = $(if $(LDSTATIC),$(BSD_STATIC_LIBS),$(BSD_LIBS))

PROGS = lucky-attempt lucky-bot lucky-check lucky-end lucky-move lucky-judge lucky-new lucky-play \
	lucky-show lucky-sight lucky-sim lucky-solve lucky-take lucky-undo
HDR = lib/text.h lib/msg.h lib/msg.def lib/board.h lib/rules.h lib/state.h lib/turn.h lib/play.h \
	lib/boardint.h lib/bot.h lib/botcmd.h lib/botint.h lib/check.h \
	lib/engine.h lib/rulesets.h lib/verbint.h lib/rulesets.def
MAN1 = $(PROGS:=.1)
MAN5 = lucky-board.5 lucky-deck.5 lucky-state.5
MAN7 = lucky.7 lucky-rules.7
BOARDS = boards/mansion.board boards/classic.deck boards/villa.board \
	boards/anniversary.deck boards/hotel.board boards/hotel-upper.board \
	boards/hotel-lower.board

# Each file of lib/ is compiled with the number of its layer, in the
# order of HACKING "Layers" (text 1, boards 2, ...), and a header of a
# higher layer refuses it with #error: the build itself keeps the layers.
# (make deps runs where awk may be missing: then nothing is compiled.)
LAYER_OF := $(shell awk '/^\#\# / { inside = ($$0 ~ /^\#\# Layers/) } \
    inside && /^    [a-z]+: / { n++ } \
    inside && n > 0 && /^    / { for (i = 1; i <= NF; i++) \
    if ($$i ~ /^[a-z0-9_-]+\.c$$/) print $$i ":" n }' HACKING 2>/dev/null)
# the files of liblucky: those HACKING lists
LIBOBJ = $(foreach e,$(LAYER_OF),$(patsubst %.c,%.o,$(firstword $(subst :, ,$(e)))))
layer = -DLUCKY_LAYER=$(patsubst $(1):%,%,$(filter $(1):%,$(LAYER_OF)))

DEFS = -DLUCKY_DATADIR=\"$(LUCKY_DATADIR)\" -DLUCKY_VERSION=\"$(VERSION)\"
CFLAGS_ALL = $(CSTD) $(WARN) $(BSD_CFLAGS) $(DEFS) -Ilib $(CFLAGS)

all: build/bin/.built build/share/lucky

# the boards where the programs of build/bin and build/asan/bin look
build/share/lucky:
	@mkdir -p build/share
	@ln -sfn ../../boards $@

build/asan/share/lucky:
	@mkdir -p build/asan/share
	@ln -sfn ../../../boards $@

# LUCKY_DATADIR as compiled, written only when it changes: make install
# DATADIR=... after make rebuilds what must know it, and make install
# after make writes nothing in build/
build/datadir: FORCE
	@want='LUCKY_DATADIR=$(LUCKY_DATADIR)'; \
	[ "$$(cat $@ 2>/dev/null)" = "$$want" ] || \
	    { mkdir -p build && echo "$$want" >$@; }

build/obj/data.o build/asan/obj/data.o: build/datadir

FORCE:

build/bin/.built: $(PROGS:%=build/bin/%)
	@touch $@

build/obj/%.o: lib/%.c $(HDR) config.mk HACKING
	@mkdir -p build/obj
	@echo CC $<
	@$(CC) $(CFLAGS_ALL) $(call layer,$(notdir $<)) $(OPT) -c -o $@ $<

build/obj/liblucky.a: $(LIBOBJ:%=build/obj/%)
	@rm -f $@
	@ar rcs $@ $(LIBOBJ:%=build/obj/%)

# lucky-judge: its own directory, and GMime for the mails (linked
# dynamically: GMime and GLib are not for static linking)
JUDGESRC = $(wildcard cmd/lucky-judge/*.c)
JUDGEDEP = $(JUDGESRC) $(wildcard cmd/lucky-judge/*.h) $(HDR)
JUDGEFLAGS = -Icmd/lucky-judge $(GMIME_CFLAGS)

build/bin/lucky-judge: $(JUDGEDEP) build/obj/liblucky.a
	@mkdir -p build/bin
	@echo CC $@
	@$(CC) $(CFLAGS_ALL) $(JUDGEFLAGS) $(OPT) -o $@ $(JUDGESRC) \
	    build/obj/liblucky.a $(BSD_LIBS) $(GMIME_LIBS) -lm $(LDFLAGS)

build/dyn/bin/lucky-judge: $(JUDGEDEP) build/obj/liblucky.a
	@mkdir -p build/dyn/bin
	@echo CC $@
	@$(CC) $(CFLAGS_ALL) $(JUDGEFLAGS) $(OPT) -o $@ $(JUDGESRC) \
	    build/obj/liblucky.a $(BSD_LIBS) $(GMIME_LIBS) -lm $(LDFLAGS)

build/asan/bin/lucky-judge: $(JUDGEDEP) build/asan/obj/liblucky.a
	@mkdir -p build/asan/bin
	@echo CC -fsanitize $@
	@$(CC) $(CFLAGS_ALL) $(JUDGEFLAGS) -O1 -g $(SANITIZE) -o $@ \
	    $(JUDGESRC) build/asan/obj/liblucky.a $(BSD_LIBS) $(GMIME_LIBS) \
	    -lm $(LDFLAGS)

# lucky-play: its own directory, ncurses and libedit (config.mk), linked
# dynamically as lucky-judge
PLAYSRC = $(wildcard cmd/lucky-play/*.c)
PLAYDEP = $(PLAYSRC) $(wildcard cmd/lucky-play/*.h) $(HDR)
PLAYFLAGS = -Icmd/lucky-play $(CURSES_CFLAGS)

build/bin/lucky-play build/dyn/bin/lucky-play: $(PLAYDEP) build/obj/liblucky.a
	@mkdir -p $(@D)
	@echo CC $@
	@$(CC) $(CFLAGS_ALL) $(PLAYFLAGS) $(OPT) -o $@ $(PLAYSRC) \
	    build/obj/liblucky.a $(BSD_LIBS) $(CURSES_LIBS) -lm $(LDFLAGS)

build/asan/bin/lucky-play: $(PLAYDEP) build/asan/obj/liblucky.a
	@mkdir -p build/asan/bin
	@echo CC -fsanitize $@
	@$(CC) $(CFLAGS_ALL) $(PLAYFLAGS) -O1 -g $(SANITIZE) -o $@ \
	    $(PLAYSRC) build/asan/obj/liblucky.a $(BSD_LIBS) $(CURSES_LIBS) \
	    -lm $(LDFLAGS)

# A program of several files, in a directory of its own: cmd/NAME/*.c
# and its headers, which no other program includes (-Icmd/NAME).
DIRPROGS = lucky-show lucky-solve
define dirprog
$(1)SRC = $$(wildcard cmd/$(1)/*.c)
$(1)DEP = $$($(1)SRC) $$(wildcard cmd/$(1)/*.h) $$(HDR)

build/bin/$(1): $$($(1)DEP) build/obj/liblucky.a
	@mkdir -p build/bin
	@echo CC $$@
	@$$(CC) $$(CFLAGS_ALL) -Icmd/$(1) $$(OPT) $$(LDSTATIC) -o $$@ \
	    $$($(1)SRC) build/obj/liblucky.a $$(LINK_LIBS) -lm $$(LDFLAGS)

build/dyn/bin/$(1): $$($(1)DEP) build/obj/liblucky.a
	@mkdir -p build/dyn/bin
	@echo CC $$@
	@$$(CC) $$(CFLAGS_ALL) -Icmd/$(1) $$(OPT) -o $$@ $$($(1)SRC) \
	    build/obj/liblucky.a $$(BSD_LIBS) -lm $$(LDFLAGS)

build/asan/bin/$(1): $$($(1)DEP) build/asan/obj/liblucky.a
	@mkdir -p build/asan/bin
	@echo CC -fsanitize $$@
	@$$(CC) $$(CFLAGS_ALL) -Icmd/$(1) -O1 -g $$(SANITIZE) -o $$@ \
	    $$($(1)SRC) build/asan/obj/liblucky.a $$(BSD_LIBS) -lm $$(LDFLAGS)
endef
$(foreach p,$(DIRPROGS),$(eval $(call dirprog,$(p))))

build/bin/%: cmd/%.c build/obj/liblucky.a $(HDR)
	@mkdir -p build/bin
	@echo CC $@
	@$(CC) $(CFLAGS_ALL) $(OPT) $(LDSTATIC) -o $@ $< build/obj/liblucky.a \
	    $(LINK_LIBS) -lm $(LDFLAGS)

# the same programs linked dynamically, for valgrind (tests/valgrind-game)
build/dyn/bin/%: cmd/%.c build/obj/liblucky.a $(HDR)
	@mkdir -p build/dyn/bin
	@echo CC $@
	@$(CC) $(CFLAGS_ALL) $(OPT) -o $@ $< build/obj/liblucky.a \
	    $(BSD_LIBS) -lm $(LDFLAGS)

build/dyn/share/lucky:
	@mkdir -p build/dyn/share
	@ln -sfn ../../../boards $@

dynamic: $(PROGS:%=build/dyn/bin/%) build/dyn/share/lucky

build/asan/obj/%.o: lib/%.c $(HDR) config.mk HACKING
	@mkdir -p build/asan/obj
	@echo CC -fsanitize $<
	@$(CC) $(CFLAGS_ALL) $(call layer,$(notdir $<)) -O1 -g $(SANITIZE) \
	    -c -o $@ $<

build/asan/obj/liblucky.a: $(LIBOBJ:%=build/asan/obj/%)
	@rm -f $@
	@ar rcs $@ $(LIBOBJ:%=build/asan/obj/%)

build/asan/bin/%: cmd/%.c build/asan/obj/liblucky.a $(HDR)
	@mkdir -p build/asan/bin
	@echo CC -fsanitize $@
	@$(CC) $(CFLAGS_ALL) -O1 -g $(SANITIZE) -o $@ $< \
	    build/asan/obj/liblucky.a $(BSD_LIBS) -lm $(LDFLAGS)

asan: $(PROGS:%=build/asan/bin/%) build/asan/share/lucky

# Fuzzing (tests/fuzz): libFuzzer harnesses built with clang; "make fuzz
# FUZZTIME=seconds" runs each on its corpus.  The regression run (part of
# make check) feeds the seed corpora and every input that once failed to
# the same harnesses built with the sanitizers, without libFuzzer.
FUZZERS = state board deck action
FUZZTIME = 60
# above LUCKY_MAXFILE, so that inputs reach the limits of lucky-state(5)
FUZZMAXLEN = 1200000
FUZZCC = clang
LIBSRC = $(LIBOBJ:%.o=lib/%.c)

build/fuzz/fuzz-%: tests/fuzz/fuzz-%.c $(LIBSRC) $(HDR)
	@mkdir -p build/fuzz
	@echo CC -fsanitize=fuzzer $@
	@$(FUZZCC) $(CSTD) $(BSD_CFLAGS) $(DEFS) -Ilib -g -O1 \
	    -fsanitize=fuzzer,address,undefined -o $@ $< $(LIBSRC) $(BSD_LIBS) -lm

build/asan/fuzz/regress-%: tests/fuzz/fuzz-%.c tests/fuzz/driver.c \
    build/asan/obj/liblucky.a $(HDR)
	@mkdir -p build/asan/fuzz
	@echo CC -fsanitize $@
	@$(CC) $(CFLAGS_ALL) -O1 -g $(SANITIZE) -o $@ $< tests/fuzz/driver.c \
	    build/asan/obj/liblucky.a $(BSD_LIBS) -lm

fuzz: $(FUZZERS:%=build/fuzz/fuzz-%)
	@for f in $(FUZZERS); do \
	    mkdir -p build/fuzz/corpus-$$f build/fuzz/crashes-$$f; \
	    echo "fuzz-$$f: $(FUZZTIME) s"; \
	    LUCKY_PATH="$(CURDIR)/boards" build/fuzz/fuzz-$$f \
	    -max_total_time=$(FUZZTIME) -max_len=$(FUZZMAXLEN) \
	    -print_final_stats=1 -artifact_prefix=build/fuzz/crashes-$$f/ \
	    build/fuzz/corpus-$$f tests/fuzz/corpus/$$f \
	    $$(ls -d tests/fuzz/regress/$$f 2>/dev/null) || exit 1; \
	done

fuzz-regress: $(FUZZERS:%=build/asan/fuzz/regress-%)
	@for f in $(FUZZERS); do \
	    printf 'regress-%s: ' $$f; \
	    LUCKY_PATH="$(CURDIR)/boards" build/asan/fuzz/regress-$$f \
	    tests/fuzz/corpus/$$f/* $$(ls tests/fuzz/regress/$$f/* \
	    2>/dev/null) || exit 1; \
	done

# Debian packages: the build's (make deps, which make play and make
# demo run first) and the test suite's on top (make check-deps, which
# make check runs first).  Each looks for the tools themselves (so that
# it passes wherever they are installed) and installs the packages of
# the missing ones through apt-get, as root or through sudo; without
# apt-get, or without root and sudo, it names them and fails.
BUILDPKGS = gcc make pkg-config libbsd-dev zlib1g-dev libgmime-3.0-dev \
	libncurses-dev libedit-dev
TESTPKGS = bats mandoc parallel tmux libxml2-utils librsvg2-bin \
	imagemagick chromium mblaze openssh-client
PKGS = $(BUILDPKGS) $(TESTPKGS)
# the test suite's tools, as TOOL:PACKAGE:WHAT (WHAT with _ for blanks)
TESTTOOLS = bats:bats:bats mandoc:mandoc:mandoc parallel:parallel:GNU_parallel \
	tmux:tmux:tmux xmllint:libxml2-utils:xmllint \
	rsvg-convert:librsvg2-bin:rsvg-convert convert:imagemagick:ImageMagick \
	chromium:chromium:Chromium mshow:mblaze:mblaze \
	ssh-keygen:openssh-client:ssh-keygen

# tool_is TOOL: true when the TOOL on PATH is the one the suite needs,
# by what it says of itself, so that a stand-in (a convert that prints
# a PNG, moreutils' parallel) is not taken for it; else false, with
# WANT what it should be.  The versions are those of the features the
# suite uses (bats_require_minimum_version, run --separate-stderr;
# mandoc's STYLE messages, which make lint checks; ssh-keygen -Y).
define TOOL_IS
vge() { \
	[ -n "$$1" ] && \
	[ "$$(printf '%s\n' "$$2" "$$1" | sort -V | head -n 1)" = "$$2" ]; \
}; \
tool_is() { \
	case $$1 in \
	bats) WANT="Bats 1.5.0 or later"; \
	    vge "$$(bats --version 2>/dev/null </dev/null | \
	    sed -n 's/^Bats \([0-9][0-9.]*\).*/\1/p')" 1.5.0 ;; \
	mandoc) WANT="a mandoc whose -Tlint gives STYLE messages"; \
	    printf '.Dd $$Mdocdate$$\n.Dt X 1\n.Os\n.Sh NAME\n.Nm x\n.Nd y\n.Sh DESCRIPTION\n.Ql a,\n' | \
	    mandoc -Tlint 2>/dev/null | \
	    grep -q 'STYLE: no blank before trailing delimiter: Ql a,$$' ;; \
	parallel) WANT="GNU parallel"; \
	    parallel --version 2>/dev/null </dev/null | \
	    grep -q '^GNU parallel [0-9]' ;; \
	tmux) WANT="tmux 2.6 or later"; \
	    vge "$$(tmux -V 2>/dev/null </dev/null | \
	    sed -n 's/^tmux \([0-9][0-9.]*\).*/\1/p')" 2.6 ;; \
	xmllint) WANT="libxml2's xmllint"; \
	    xmllint --version 2>&1 </dev/null | \
	    grep -q '^xmllint: using libxml version' ;; \
	rsvg-convert) WANT="librsvg's rsvg-convert 2.40 or later"; \
	    vge "$$(rsvg-convert --version 2>/dev/null </dev/null | \
	    sed -n 's/^rsvg-convert version \([0-9][0-9.]*\).*/\1/p')" 2.40 ;; \
	convert) WANT="ImageMagick 6.9 or later"; \
	    vge "$$(convert -version 2>/dev/null </dev/null | \
	    sed -n 's/^Version: ImageMagick \([0-9][0-9.]*\).*/\1/p')" 6.9 ;; \
	chromium) WANT="Chromium 90 or later"; \
	    vge "$$(chromium --version 2>/dev/null </dev/null | \
	    sed -n 's/^Chromium \([0-9][0-9.]*\).*/\1/p')" 90 ;; \
	mshow) WANT="mblaze's mshow, with -t and -O"; \
	    mshow -h 2>&1 </dev/null | grep -q 'mshow -O' && \
	    mshow -h 2>&1 </dev/null | grep -q 'mshow -t' ;; \
	ssh-keygen) WANT="OpenSSH's ssh-keygen 8.1 or later, with -Y sign"; \
	    ssh-keygen -Y sign 2>&1 </dev/null | grep -q namespace ;; \
	*) return 0 ;; \
	esac; \
};
endef

# $(call install_missing,GOAL,TOOLS)
define install_missing
	@pkgs= what=; \
	command -v $(firstword $(CC)) >/dev/null 2>&1 || { \
	    pkgs="$$pkgs gcc" what="$$what, a C compiler ($(firstword $(CC)))"; }; \
	if ! command -v $(PKG_CONFIG) >/dev/null 2>&1; then \
	    pkgs="$$pkgs pkg-config libbsd-dev"; \
	    what="$$what, pkg-config, libbsd's development files"; \
	elif ! $(PKG_CONFIG) --exists libbsd-overlay; then \
	    pkgs="$$pkgs libbsd-dev" what="$$what, libbsd's development files"; \
	fi; \
	if ! $(PKG_CONFIG) --exists zlib 2>/dev/null; then \
	    pkgs="$$pkgs zlib1g-dev" what="$$what, zlib's development files"; \
	fi; \
	if ! $(PKG_CONFIG) --exists gmime-3.0 2>/dev/null; then \
	    pkgs="$$pkgs libgmime-3.0-dev" what="$$what, GMime's development files"; \
	fi; \
	if ! $(PKG_CONFIG) --exists ncursesw 2>/dev/null; then \
	    pkgs="$$pkgs libncurses-dev" what="$$what, ncurses' development files"; \
	fi; \
	if ! $(PKG_CONFIG) --exists libedit 2>/dev/null; then \
	    pkgs="$$pkgs libedit-dev" what="$$what, libedit's development files"; \
	fi; \
	$(TOOL_IS) \
	bad=0; \
	for t in $(2); do \
	    tool=$${t%%:*} rest=$${t#*:}; \
	    pkg=$${rest%%:*} name=$${rest#*:}; \
	    if command -v $$tool >/dev/null 2>&1; then \
		tool_is $$tool && continue; \
		echo "make $(1): $$tool on PATH ($$(command -v $$tool))" \
		    "is not $$WANT; put that first on PATH (Debian:" \
		    "$$pkg)" >&2; \
		bad=1; \
		continue; \
	    fi; \
	    IFS=_; set -- $$name; IFS=' '; \
	    pkgs="$$pkgs $$pkg" what="$$what, $$*"; \
	done; \
	[ "$$bad" = 0 ] || exit 1; \
	[ -n "$$pkgs" ] || exit 0; \
	pkgs=$${pkgs# } what=$${what#, }; \
	if ! command -v apt-get >/dev/null 2>&1; then \
	    echo "make $(1): missing $$what; no apt-get here: install" \
	        "them with your system's package manager (Debian names:" \
	        "$$pkgs)" >&2; \
	    exit 1; \
	fi; \
	SUDO=; \
	if [ "$$(id -u)" != 0 ]; then \
	    if ! command -v sudo >/dev/null 2>&1; then \
	        echo "make $(1): missing $$what; not root and no sudo:" \
	            "as root, run apt-get install $$pkgs" >&2; \
	        exit 1; \
	    fi; \
	    SUDO=sudo; \
	fi; \
	echo "make $(1): installing $$pkgs"; \
	$$SUDO apt-get update -qq && $$SUDO env \
	    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq \
	    $$pkgs >/dev/null
endef

deps:
	$(call install_missing,deps,)

check-deps:
	$(call install_missing,check-deps,$(TESTTOOLS))

# the list itself, for .ci/run
pkgs:
	@echo $(PKGS)

# The suite runs against the sanitized programs (check-plain: against the
# plain ones), with stdin closed and the source boards first on
# LUCKY_PATH; the leak check at exit in all files but those of the rule
# sets and the games by mail (tests/helper.bash), LUCKY_LEAKS=all for
# every file.
check: check-deps
	@$(MAKE) all asan fuzz-regress lint layers
	@echo "the suite, built with $(SANITIZE)"
	@LUCKY_PATH="$(CURDIR)/boards" PATH="$(CURDIR)/build/asan/bin:$$PATH" \
	    ASAN_OPTIONS=detect_leaks=1:abort_on_error=0 \
	    UBSAN_OPTIONS=print_stacktrace=1 LUCKY_LEAKS="$(LUCKY_LEAKS)" \
	    tests/run tests </dev/null

check-plain: check-deps
	@$(MAKE) all layers
	@echo "the suite, plain build"
	@LUCKY_PATH="$(CURDIR)/boards" PATH="$(CURDIR)/build/bin:$$PATH" \
	    tests/run tests </dev/null

# The games by mail (tests/mail/game.bats, hostile.bats) against the
# plain programs, installed by tests/mail/setup where the accounts can
# run them; the files one after the other (LUCKY_TEST_JOBS=1), since
# each sets up the server and the accounts, and removes them.
check-mail: all
	@echo "a game by mail through OpenSMTPD"
	@LUCKY_PATH="$(CURDIR)/boards" PATH="$(CURDIR)/build/bin:$$PATH" \
	    LUCKY_TEST_JOBS=1 \
	    tests/run tests/mail/game.bats tests/mail/hostile.bats </dev/null

# The soak of the judge through OpenSMTPD (tests/mail/soak, which sets
# the server up and removes it, as check-mail's files do), against the
# plain programs.
soak-mail: all
	@echo "the judge's soak through OpenSMTPD"
	@LUCKY_PATH="$(CURDIR)/boards" PATH="$(CURDIR)/build/bin:$$PATH" \
	    tests/mail/soak </dev/null

# the shape of the code (HACKING "Layers"): no circle between the files,
# no call up a layer, no test of a rule set's name outside the table
layers: all
	@tests/layers build/obj

# The README's picture: the mansion in the middle of a game, as
# lucky-show -T svg draws it (tests/svg.bats checks it is up to date).
pictures: all
	LUCKY_PATH="$(CURDIR)/boards" build/bin/lucky-show -T svg \
	    -f doc/mansion.state >doc/mansion.svg.new
	mv doc/mansion.svg.new doc/mansion.svg

# mandoc -Tlint at its default level, STYLE messages included: any
# message fails it, but for two that tell of the machine, not of the
# pages: a .Xr of a page not installed where mandoc looks (lucky's own
# before make install, cron(8) where no cron is), and a mandoc.db older
# than its pages.  Each .Xr of lucky's own pages is looked for in man/.
MANPAGES = $(MAN1:%=man/%) $(MAN5:%=man/%) $(MAN7:%=man/%)
lint:
	@out=$$(mandoc -Tlint $(MANPAGES) 2>/dev/null | \
	    grep -v ': STYLE: referenced manual not found: Xr '); \
	err=$$(mandoc -Tlint $(MANPAGES) 2>&1 >/dev/null | \
	    grep -v '^mandoc: outdated mandoc\.db lacks '); \
	xr=$$(grep -oh 'Xr lucky[-a-z]* [0-9]' $(MANPAGES) | sort -u | \
	    while read -r _ n s; do \
		[ -f "man/$$n.$$s" ] || echo "make lint: .Xr $$n $$s:" \
		    "no man/$$n.$$s"; \
	    done); \
	[ -z "$$out$$err$$xr" ] && exit 0; \
	printf '%s\n' $${out:+"$$out"} $${err:+"$$err"} $${xr:+"$$xr"} >&2; \
	exit 1

# A game at the terminal against three bots, saved in lucky-play.game
# after every action; again, the game saved goes on (lucky-play(1)).
play: deps
	@$(MAKE) -s all
	@if [ -e lucky-play.game ] && [ "$$(LUCKY_PATH=boards \
	    build/bin/lucky-show -k phase -f lucky-play.game)" = over ]; then \
	    echo "The game in lucky-play.game is over" \
	        "(build/bin/lucky-show --log -f lucky-play.game tells it):"; \
	    echo "rm lucky-play.game, then make play starts a new game."; \
	elif [ -e lucky-play.game ]; then \
	    exec build/bin/lucky-play --resume=lucky-play.game; \
	else \
	    exec build/bin/lucky-play --bots=3 "$${USER:-me}"; \
	fi

demo: deps
	@$(MAKE) -s all
	@PATH="$(CURDIR)/build/bin:$$PATH" ./examples/demo
	@echo
	@echo "The programs are in build/bin: to run them from this shell,"
	@echo "    export PATH=\"$(CURDIR)/build/bin:\$$PATH\""
	@echo "or install them: sudo make install (into /usr/local), or"
	@echo "make install PREFIX=~/.local (with ~/.local/bin on PATH)."

# install records the directories it makes in DATADIR/install.dirs, one
# a line, without DESTDIR: every one but PREFIX and those above it, which
# are the user's.  uninstall removes the files install installed, that
# list among them, then each directory of the list left empty, the
# deepest first: never a directory that was there before (bin,
# share/man/man1, PREFIX), nor one holding another's files; a line of
# the list that is not one of INSTALLDIRS or above it (a list written
# by hand, a pattern, a relative path) is named and left.
INSTALLDIRS = $(BINDIR) $(DATADIR) $(MANPREFIX)/man1 $(MANPREFIX)/man5 \
	$(MANPREFIX)/man7
MANIFEST = $(DATADIR)/install.dirs

install: all
	@made=; \
	if [ -n "$(DESTDIR)" ]; then mkdir -p "$(DESTDIR)" || exit 1; fi; \
	for d in $(INSTALLDIRS); do \
		new= p=$$d; \
		while [ ! -d "$(DESTDIR)$$p" ] && [ "$$p" != / ] && \
		    [ "$$p" != . ]; do \
			new="$$p $$new" p=$$(dirname "$$p"); \
		done; \
		for p in $$new; do \
			echo "mkdir $(DESTDIR)$$p"; \
			mkdir "$(DESTDIR)$$p" || exit 1; \
			case "$(PREFIX)/" in \
			"$$p"/*) ;; \
			*) made="$$made $$p" ;; \
			esac; \
		done; \
	done; \
	m="$(DESTDIR)$(MANIFEST)"; \
	{ cat "$$m" 2>/dev/null; printf '%s\n' $$made; } | \
	    sed '/^$$/d' | sort -u >"$$m.new" && chmod 644 "$$m.new" && \
	    mv "$$m.new" "$$m"
	install -m 755 $(PROGS:%=build/bin/%) $(DESTDIR)$(BINDIR)/
	install -m 644 $(BOARDS) $(DESTDIR)$(DATADIR)/
	install -m 644 $(MAN1:%=man/%) $(DESTDIR)$(MANPREFIX)/man1/
	install -m 644 $(MAN5:%=man/%) $(DESTDIR)$(MANPREFIX)/man5/
	install -m 644 $(MAN7:%=man/%) $(DESTDIR)$(MANPREFIX)/man7/

uninstall:
	rm -f $(PROGS:%=$(DESTDIR)$(BINDIR)/%)
	rm -f $(BOARDS:boards/%=$(DESTDIR)$(DATADIR)/%)
	rm -f $(MAN1:%=$(DESTDIR)$(MANPREFIX)/man1/%)
	rm -f $(MAN5:%=$(DESTDIR)$(MANPREFIX)/man5/%)
	rm -f $(MAN7:%=$(DESTDIR)$(MANPREFIX)/man7/%)
	@m="$(DESTDIR)$(MANIFEST)"; \
	[ -f "$$m" ] || exit 0; \
	dirs=$$(sort -r "$$m") && rm -f "$$m" || exit 1; \
	printf '%s\n' "$$dirs" | while IFS= read -r d; do \
		case "$$d" in \
		/*/../*|*/..|/*/./*|*/.|*//*|"") \
			echo "uninstall: $$m: not a directory install made: $$d" >&2; \
			continue;; \
		/*) ;; \
		*)	echo "uninstall: $$m: not a directory install made: $$d" >&2; \
			continue;; \
		esac; \
		ours=; \
		for t in $(INSTALLDIRS); do \
			case "$$t/" in "$$d"/*) ours=1;; esac; \
		done; \
		if [ -z "$$ours" ]; then \
			echo "uninstall: $$m: not a directory install made: $$d" >&2; \
			continue; \
		fi; \
		d="$(DESTDIR)$$d"; \
		if [ -d "$$d" ] && [ -z "$$(ls -A "$$d")" ]; then \
			echo "rmdir $$d"; \
			rmdir "$$d" || exit 1; \
		fi; \
	done

clean:
	rm -rf build

.PHONY: FORCE all asan check check-deps check-mail check-plain deps pkgs \
	soak-mail \
	dynamic layers lint demo play \
	fuzz fuzz-regress install uninstall clean pictures
.SECONDARY:
