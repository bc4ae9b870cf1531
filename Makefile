# lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE.
#
# make            build the programs into build/bin
# make check      build again with -fsanitize=address,undefined into
#                 build/asan/bin and run the whole test suite against it,
#                 then mandoc -Tlint on every page; make layers checks the
#                 shape of lib/ (HACKING)
# make install    PREFIX, MANPREFIX, DATADIR and DESTDIR are honoured

include config.mk

PROGS = lucky-attempt lucky-bot lucky-check lucky-end lucky-move lucky-new lucky-show lucky-sight \
	lucky-sim lucky-take
LIBOBJ = action.o anniversary.o board.o boardfrom.o boardq.o bot.o botcore.o \
	botescape.o botgreedy.o botrandom.o cache.o check.o classic.o data.o \
	deck.o engine.o escape.o format.o hooks.o inplace.o names.o paizo.o \
	parse.o reach.o replay.o rng.o rules.o setup.o sight.o state.o text.o \
	turn.o util.o view.o
HDR = lib/lucky.h lib/boardint.h lib/bot.h lib/botint.h lib/check.h \
	lib/engine.h lib/rulesets.h
MAN1 = $(PROGS:=.1)
MAN5 = lucky-board.5 lucky-deck.5 lucky-state.5
MAN7 = lucky.7 lucky-rules.7
BOARDS = boards/mansion.board boards/classic.deck boards/villa.board \
	boards/anniversary.deck boards/hotel.board boards/hotel-upper.board \
	boards/hotel-lower.board

DEFS = -DLUCKY_DATADIR=\"$(DATADIR)\" -DLUCKY_SRCDIR=\"$(CURDIR)/boards\" \
	-DLUCKY_VERSION=\"$(VERSION)\"
CFLAGS_ALL = $(CSTD) $(WARN) $(BSD_CFLAGS) $(DEFS) -Ilib $(CFLAGS)

all: build/bin/.built

build/bin/.built: $(PROGS:%=build/bin/%)
	@touch $@

build/obj/%.o: lib/%.c $(HDR) config.mk
	@mkdir -p build/obj
	@echo CC $<
	@$(CC) $(CFLAGS_ALL) $(OPT) -c -o $@ $<

build/obj/liblucky.a: $(LIBOBJ:%=build/obj/%)
	@rm -f $@
	@ar rcs $@ $(LIBOBJ:%=build/obj/%)

build/bin/%: cmd/%.c build/obj/liblucky.a $(HDR)
	@mkdir -p build/bin
	@echo CC $@
	@$(CC) $(CFLAGS_ALL) $(OPT) -o $@ $< build/obj/liblucky.a \
	    $(BSD_LIBS) $(LDFLAGS)

build/asan/obj/%.o: lib/%.c $(HDR) config.mk
	@mkdir -p build/asan/obj
	@echo CC -fsanitize $<
	@$(CC) $(CFLAGS_ALL) -O1 -g $(SANITIZE) -c -o $@ $<

build/asan/obj/liblucky.a: $(LIBOBJ:%=build/asan/obj/%)
	@rm -f $@
	@ar rcs $@ $(LIBOBJ:%=build/asan/obj/%)

build/asan/bin/%: cmd/%.c build/asan/obj/liblucky.a $(HDR)
	@mkdir -p build/asan/bin
	@echo CC -fsanitize $@
	@$(CC) $(CFLAGS_ALL) -O1 -g $(SANITIZE) -o $@ $< \
	    build/asan/obj/liblucky.a $(BSD_LIBS) $(LDFLAGS)

asan: $(PROGS:%=build/asan/bin/%)

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
	    -fsanitize=fuzzer,address,undefined -o $@ $< $(LIBSRC) $(BSD_LIBS)

build/asan/fuzz/regress-%: tests/fuzz/fuzz-%.c tests/fuzz/driver.c \
    build/asan/obj/liblucky.a $(HDR)
	@mkdir -p build/asan/fuzz
	@echo CC -fsanitize $@
	@$(CC) $(CFLAGS_ALL) -O1 -g $(SANITIZE) -o $@ $< tests/fuzz/driver.c \
	    build/asan/obj/liblucky.a $(BSD_LIBS)

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

# Debian packages the build and the tests need; installed when missing
# (as root, or through sudo).
PKGS = gcc make pkg-config libbsd-dev bats mandoc parallel
deps:
	@dpkg -s $(PKGS) >/dev/null 2>&1 || { \
	    SUDO=; [ "$$(id -u)" = 0 ] || SUDO=sudo; \
	    echo "installing $(PKGS)"; \
	    $$SUDO apt-get update -qq && \
	    DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq \
	    $(PKGS) >/dev/null; }

# the list itself, for .ci/run
pkgs:
	@echo $(PKGS)

# The suite runs against the sanitized programs (check-plain: against the
# plain ones), with stdin closed and the source boards first on
# LUCKY_PATH.
check: deps all asan lint fuzz-regress layers
	@echo "the suite, built with $(SANITIZE)"
	@LUCKY_PATH="$(CURDIR)/boards" PATH="$(CURDIR)/build/asan/bin:$$PATH" \
	    ASAN_OPTIONS=detect_leaks=1:abort_on_error=0 \
	    UBSAN_OPTIONS=print_stacktrace=1 \
	    tests/run tests </dev/null

check-plain: deps all layers
	@echo "the suite, plain build"
	@LUCKY_PATH="$(CURDIR)/boards" PATH="$(CURDIR)/build/bin:$$PATH" \
	    tests/run tests </dev/null

# the shape of the code (HACKING "Layers"): no circle between the files,
# no call up a layer, no test of a rule set's name outside the table
layers: all
	@tests/layers build/obj

lint:
	mandoc -Tlint -W warning $(MAN1:%=man/%) $(MAN5:%=man/%) $(MAN7:%=man/%)

demo: deps
	@$(MAKE) -s all
	@PATH="$(CURDIR)/build/bin:$$PATH" LUCKY_PATH="$(CURDIR)/boards" \
	    ./examples/demo

install: all
	mkdir -p $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(DATADIR) \
	    $(DESTDIR)$(MANPREFIX)/man1 $(DESTDIR)$(MANPREFIX)/man5 \
	    $(DESTDIR)$(MANPREFIX)/man7
	cp $(PROGS:%=build/bin/%) $(DESTDIR)$(PREFIX)/bin/
	cp $(BOARDS) $(DESTDIR)$(DATADIR)/
	cp $(MAN1:%=man/%) $(DESTDIR)$(MANPREFIX)/man1/
	cp $(MAN5:%=man/%) $(DESTDIR)$(MANPREFIX)/man5/
	cp $(MAN7:%=man/%) $(DESTDIR)$(MANPREFIX)/man7/

uninstall:
	rm -f $(PROGS:%=$(DESTDIR)$(PREFIX)/bin/%)
	rm -f $(BOARDS:boards/%=$(DESTDIR)$(DATADIR)/%)
	rm -f $(MAN1:%=$(DESTDIR)$(MANPREFIX)/man1/%)
	rm -f $(MAN5:%=$(DESTDIR)$(MANPREFIX)/man5/%)
	rm -f $(MAN7:%=$(DESTDIR)$(MANPREFIX)/man7/%)

clean:
	rm -rf build

.PHONY: all asan check check-plain deps pkgs layers lint demo fuzz fuzz-regress install uninstall \
	clean
.SECONDARY:
