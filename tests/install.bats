#!/usr/bin/env bats
# lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE.
#
# Building and installing (issue 16, "Install and first steps"): the
# tests copy the source tree (without build/ and .git), build it with
# the plain make, install it under a temporary PREFIX or DESTDIR, move
# the tree away and play with the installed programs in a clean
# environment; two builds in two directories give the same bytes; make
# without libbsd, make deps without apt-get or sudo, and make demo say
# what to do in one line.  They run the programs they build, not the
# suite's.

bats_require_minimum_version 1.5.0
load helper

ROOT=$(cd "$BATS_TEST_DIRNAME/.." && pwd)
# the tests install from the same built tree: one at a time
BATS_NO_PARALLELIZE_WITHIN_FILE=true

# mk ARG...: make, as a person would run it, not as a sub-make of the
# make check that runs the suite.
mk() {
	env -u MAKEFLAGS -u MFLAGS -u MAKELEVEL \
	    make --no-print-directory "$@"
}

# copy DIR: the source tree, without its builds, into DIR.
copy() {
	mkdir -p "$1"
	tar -C "$ROOT" --exclude=./build --exclude=./.git \
	    --exclude=./lucky-play.game -cf - . |
	    tar -C "$1" -xf -
}

# One build for the file, in $SRC; a test that moves or installs a tree
# takes a copy of it.
setup_file() {
	export SRC="$BATS_FILE_TMPDIR/one/lucky"
	copy "$SRC"
	mk -C "$SRC" -s -j2 >/dev/null
}

# tree: a copy of the built tree in $T/tree.
tree() {
	T=$BATS_TEST_TMPDIR
	cp -a "$SRC" "$T/tree"
}

# away: move the tree the programs were built in, $SRC, away (teardown
# puts it back for the next test).
away() {
	mv "$SRC" "$BATS_TEST_TMPDIR/away"
}

teardown() {
	if [ -e "$BATS_TEST_TMPDIR/away" ]; then
		mv "$BATS_TEST_TMPDIR/away" "$SRC"
	fi
}

# clean PREFIX-BIN COMMAND...: COMMAND with nothing in the environment but
# a PATH of the programs' directory and the system's.
clean() {
	local bin=$1

	shift
	env -i PATH="$bin:/usr/bin:/bin" "$@"
}

@test "install: installed to a temporary PREFIX, the tree moved away, the programs play a whole game with a clean environment" {
	local p=$BATS_TEST_TMPDIR/prefix ex=$BATS_TEST_TMPDIR/away/examples
	local want1 want2

	mk -C "$SRC" -s install PREFIX="$p" >/dev/null
	# the same games as the build tree's programs play them
	want1=$(clean "$SRC/build/bin" "$SRC/examples/bot-game" -s 3)
	want2=$(clean "$SRC/build/bin" \
	    "$SRC/examples/bot-game" -r anniversary -s 3 ann bob cid)
	[[ $want1 == *" killed Doctor Lucky on turn "* ]]
	away
	run --separate-stderr clean "$p/bin" "$ex/bot-game" -s 3
	ran 0 "$want1" ""
	run --separate-stderr clean "$p/bin" \
	    "$ex/bot-game" -r anniversary -s 3 ann bob cid
	ran 0 "$want2" ""
	run --separate-stderr clean "$p/bin" \
	    sh -c 'lucky-new -s 1 -b hotel ann bob | lucky-show -k board'
	ran 0 hotel ""
	# no path of the build in an installed program
	run grep -rlF "$SRC" "$p"
	[ "$status" -eq 1 ]
}

@test "install: DESTDIR staging with PREFIX=/usr puts every file under DESTDIR/usr, and the staged programs find the staged boards" {
	local s=$BATS_TEST_TMPDIR/stage u=$BATS_TEST_TMPDIR/stage/usr n

	mk -C "$SRC" -s install DESTDIR="$s" PREFIX=/usr >/dev/null
	is "DESTDIR" usr "$(ls "$s")"
	is "DESTDIR/usr" "bin
share" "$(ls "$u")"
	is "bin" "$(ls "$SRC/build/bin")" "$(ls "$u/bin")"
	is "share" "lucky
man" "$(ls "$u/share")"
	# the boards, and the list of the directories install made
	is "share/lucky" "$(cd "$SRC/boards" && ls -- *.board *.deck |
	    { cat; echo install.dirs; } | sort)" "$(ls "$u/share/lucky")"
	is "man" "man1
man5
man7" "$(ls "$u/share/man")"
	for n in 1 5 7; do
		is "man$n" "$(cd "$SRC/man" && ls -- *."$n")" \
		    "$(ls "$u/share/man/man$n")"
	done
	away
	run --separate-stderr clean "$u/bin" \
	    sh -c 'lucky-new -s 42 ann bob cat | lucky-show -k board -k deck'
	ran 0 "mansion
classic" ""
}

# tree_of DIR: every path under DIR, DIR itself first, one a line
tree_of() {
	find "$1" | sort
}

# others DIR: files and directories of another's in DIR: bin/mine,
# share/man/man1/mine.1, an empty share/man/man7 and an empty empty/
others() {
	mkdir -p "$1/bin" "$1/share/man/man1" "$1/share/man/man7" "$1/empty"
	touch "$1/bin/mine" "$1/share/man/man1/mine.1"
}

@test "uninstall from a PREFIX holding another's files and empty directories removes what install put there and leaves the rest as it was" {
	local q=$BATS_TEST_TMPDIR/q before

	others "$q"
	before=$(tree_of "$q")
	mk -C "$SRC" -s install PREFIX="$q" >/dev/null
	[ -x "$q/bin/lucky-new" ]
	# the directories install made: share/man/man1 and man7 were there
	is "install.dirs" "$q/share/lucky
$q/share/man/man5" "$(cat "$q/share/lucky/install.dirs")"
	run --separate-stderr mk -C "$SRC" -s uninstall PREFIX="$q"
	is "uninstall status, stderr" "0 " "$status $stderr"
	is "left" "$before" "$(tree_of "$q")"
}

@test "uninstall from a fresh PREFIX removes every file and directory install made and leaves PREFIX itself, empty" {
	local p=$BATS_TEST_TMPDIR/fresh/p

	mk -C "$SRC" -s install PREFIX="$p" >/dev/null
	[ -x "$p/bin/lucky-new" ]
	mk -C "$SRC" -s uninstall PREFIX="$p" >/dev/null
	is "left" "$p" "$(tree_of "$p")"
	# and the directories above it, which install made too
	is "above" "$BATS_TEST_TMPDIR/fresh
$p" "$(tree_of "$BATS_TEST_TMPDIR/fresh")"
}

@test "uninstall removes no directory install.dirs names that install could not have made: another's, a pattern, a relative path, a way up" {
	local p=$BATS_TEST_TMPDIR/h/p v=$BATS_TEST_TMPDIR/h/victim m

	mkdir -p "$v/one" "$v/two" "$v/three" "$SRC/relative-empty"
	mk -C "$SRC" -s install PREFIX="$p" >/dev/null
	m=$p/share/lucky/install.dirs
	printf '%s\n' "$v/one" "$v/*" relative-empty "$p/../victim/three" >>"$m"
	run --separate-stderr mk -C "$SRC" -s uninstall PREFIX="$p"
	is status 0 "$status"
	is stderr "$(printf 'uninstall: %s: not a directory install made: %s\n' \
	    "$m" relative-empty "$m" "$p/../victim/three" "$m" "$v/one" \
	    "$m" "$v/*" | LC_ALL=C sort)" "$(LC_ALL=C sort <<<"$stderr")"
	is "the victim's" "$v
$v/one
$v/three
$v/two" "$(tree_of "$v")"
	[ -d "$SRC/relative-empty" ]
	rmdir "$SRC/relative-empty"
	is "left" "$p" "$(tree_of "$p")"
}

@test "install twice, then uninstall: the directories the first install made are still removed" {
	local q=$BATS_TEST_TMPDIR/q before

	others "$q"
	before=$(tree_of "$q")
	mk -C "$SRC" -s install PREFIX="$q" >/dev/null
	mk -C "$SRC" -s install PREFIX="$q" >/dev/null
	is "install.dirs" 2 "$(wc -l <"$q/share/lucky/install.dirs")"
	mk -C "$SRC" -s uninstall PREFIX="$q" >/dev/null
	is "left" "$before" "$(tree_of "$q")"
}

@test "uninstall with DESTDIR, from a moved tree, does the same: another's files and empty directories stay, and DESTDIR/usr, PREFIX, is left" {
	local s=$BATS_TEST_TMPDIR/s f=$BATS_TEST_TMPDIR/fresh before

	others "$s/usr"
	before=$(tree_of "$s")
	mk -C "$SRC" -s install DESTDIR="$s" PREFIX=/usr >/dev/null
	[ -x "$s/usr/bin/lucky-new" ]
	# without DESTDIR: the paths of the installed system
	is "install.dirs" "/usr/share/lucky
/usr/share/man/man5" "$(cat "$s/usr/share/lucky/install.dirs")"
	mk -C "$SRC" -s install DESTDIR="$f" PREFIX=/usr >/dev/null
	away
	mk -C "$BATS_TEST_TMPDIR/away" -s uninstall DESTDIR="$s" PREFIX=/usr \
	    >/dev/null
	is "left" "$before" "$(tree_of "$s")"
	mk -C "$BATS_TEST_TMPDIR/away" -s uninstall DESTDIR="$f" PREFIX=/usr \
	    >/dev/null
	is "left" "$f
$f/usr" "$(tree_of "$f")"
}

@test "install: a DATADIR set apart is compiled in: make install DATADIR=... after make rebuilds, and the moved programs find it" {
	local p d

	tree
	p=$T/p d=$T/games/lucky
	mk -C "$T/tree" -s install PREFIX="$p" DATADIR="$d" >/dev/null
	is "boards" "$(ls "$T/tree/boards"/*.board | wc -l)" \
	    "$(ls "$d"/*.board | wc -l)"
	[ ! -e "$p/share/lucky" ]
	mv "$T/tree" "$T/moved"
	away
	run --separate-stderr clean "$p/bin" \
	    sh -c 'lucky-new -s 42 -r anniversary ann bob cid | lucky-show -k board -k deck'
	ran 0 "villa
anniversary" ""
	run --separate-stderr clean "$p/bin" lucky-new -b manor ann bob
	refused 2 "lucky-new: no board \"manor\" in LUCKY_PATH (unset), $p/share/lucky, $d"
	mk -C "$T/moved" -s uninstall PREFIX="$p" DATADIR="$d" >/dev/null
	# PREFIX left, and nothing else: DATADIR and games/, made for it,
	# are gone
	is "left" "$p" "$(tree_of "$p")"
	[ ! -e "$T/games" ]
}

@test "install: a missing board or deck names every directory searched and LUCKY_PATH, in one line" {
	local p=$BATS_TEST_TMPDIR/prefix T=$BATS_TEST_TMPDIR

	mk -C "$SRC" -s install PREFIX="$p" >/dev/null
	away
	run --separate-stderr clean "$p/bin" lucky-new -b manor ann bob
	refused 2 "lucky-new: no board \"manor\" in LUCKY_PATH (unset), $p/share/lucky"
	run --separate-stderr clean "$p/bin" \
	    env LUCKY_PATH=/nowhere:rel lucky-new -d nodeck ann bob
	refused 2 "lucky-new: no deck \"nodeck\" in LUCKY_PATH (/nowhere:rel), $p/share/lucky"
	# a state names its board: the same line, after the state's line
	lucky-new -s 1 ann bob | sed -e '/^sum /d' -e 's/^board mansion/board castle/' \
	    >"$T/state"
	run --separate-stderr clean "$p/bin" lucky-show -f "$T/state"
	refused 2 "lucky-show: state:3: no board \"castle\" in LUCKY_PATH (unset), $p/share/lucky"
}

@test "two builds in two directories give the same programs, byte for byte" {
	local other=$BATS_TEST_TMPDIR/another/deeper/place/lucky f n=0

	copy "$other"
	mk -C "$other" -s -j2 >/dev/null
	for f in "$SRC"/build/bin/lucky-*; do
		cmp "$f" "$other/build/bin/${f##*/}"
		n=$((n + 1))
	done
	is "programs" "$(ls "$SRC/build/bin" | wc -l)" "$n"
	[ "$n" -gt 0 ]
	run grep -rlF -e "$SRC" -e "$other" "$SRC/build/bin" "$other/build/bin"
	[ "$status" -eq 1 ]
}

@test "make without libbsd stops before compiling, with one line: the package and make deps" {
	local t=$BATS_TEST_TMPDIR/tree line

	copy "$t"
	# pkg-config that knows no libbsd
	line=$(grep -n '^$(error libbsd is missing' "$t/Makefile" | cut -d: -f1)
	run --separate-stderr env -u MAKEFLAGS -u MFLAGS -u MAKELEVEL \
	    PKG_CONFIG_LIBDIR="$BATS_TEST_TMPDIR/none" PKG_CONFIG_PATH= \
	    make --no-print-directory -C "$t"
	ran 2 "" "Makefile:$line: *** libbsd is missing (Debian: libbsd-dev); \"make deps\" installs it.  Stop."
	# no pkg-config at all
	line=$(grep -n '^$(error pkg-config is missing' "$t/Makefile" | cut -d: -f1)
	run --separate-stderr mk -C "$t" PKG_CONFIG="$BATS_TEST_TMPDIR/none/pkg-config"
	ran 2 "" "Makefile:$line: *** pkg-config is missing (Debian: pkg-config, libbsd-dev); \"make deps\" installs them.  Stop."
	[ ! -e "$t/build" ]
}

# tools DIR TOOL...: DIR holding links to TOOL..., to be a PATH without
# the others.
tools() {
	local d=$1 t

	shift
	mkdir -p "$d"
	for t in "$@"; do
		ln -s "$(command -v "$t")" "$d/$t"
	done
}

@test "make check-deps without apt-get names the test suite's missing tools, the Debian packages among them, and fails; make deps needs none of them" {
	local b=$BATS_TEST_TMPDIR/bin

	tools "$b" make cc pkg-config
	run --separate-stderr env -i PATH="$b" make --no-print-directory \
	    -C "$SRC" check-deps
	[ "$status" -eq 2 ]
	[ -z "$output" ]
	is "first line" "make check-deps: missing bats, mandoc, GNU parallel, tmux, xmllint, rsvg-convert, ImageMagick, Chromium, mblaze, ssh-keygen; no apt-get here: install them with your system's package manager (Debian names: bats mandoc parallel tmux libxml2-utils librsvg2-bin imagemagick chromium mblaze openssh-client)" \
	    "${stderr%%$'\n'*}"
	[[ ${stderr#*$'\n'} =~ ^make:\ \*\*\*\ \[Makefile:[0-9]+:\ check-deps\]\ Error\ 1$ ]]
	# the build and lucky-play need the compiler and libbsd only
	run --separate-stderr env -i PATH="$b" make --no-print-directory \
	    -C "$SRC" deps
	ran 0 "" ""
}

@test "make check-deps takes no stand-in for a tool: each is named with what it should be and its package, nothing is installed, and it fails" {
	local b=$BATS_TEST_TMPDIR/bin

	mkdir -p "$b"
	# a convert that prints a PNG, whatever it is asked
	printf '#!/bin/sh\nprintf "\\211PNG\\r\\n\\032\\n"\n' >"$b/convert"
	printf '#!/bin/sh\necho "rsvg-convert version 2.12.0"\n' \
	    >"$b/rsvg-convert"
	printf '#!/bin/sh\necho "Chromium 1.0"\n' >"$b/chromium"
	printf '#!/bin/sh\nexit 0\n' >"$b/mandoc"
	# moreutils' parallel, which bats --jobs cannot use
	printf '#!/bin/sh\necho "parallel [OPTIONS] command -- arguments" >&2\nexit 1\n' \
	    >"$b/parallel"
	printf '#!/bin/sh\ntouch "%s"\n' "$BATS_TEST_TMPDIR/ran" >"$b/apt-get"
	chmod +x "$b"/*
	run --separate-stderr env -u MAKEFLAGS -u MFLAGS -u MAKELEVEL \
	    PATH="$b:$PATH" \
	    make --no-print-directory -C "$SRC" check-deps
	[ "$status" -eq 2 ]
	[ -z "$output" ]
	is "first lines" "make check-deps: mandoc on PATH ($b/mandoc) is not a mandoc whose -Tlint gives STYLE messages; put that first on PATH (Debian: mandoc)
make check-deps: parallel on PATH ($b/parallel) is not GNU parallel; put that first on PATH (Debian: parallel)
make check-deps: rsvg-convert on PATH ($b/rsvg-convert) is not librsvg's rsvg-convert 2.40 or later; put that first on PATH (Debian: librsvg2-bin)
make check-deps: convert on PATH ($b/convert) is not ImageMagick 6.9 or later; put that first on PATH (Debian: imagemagick)
make check-deps: chromium on PATH ($b/chromium) is not Chromium 90 or later; put that first on PATH (Debian: chromium)" \
	    "$(head -n 5 <<<"$stderr")"
	[[ $(sed -n 6p <<<"$stderr") =~ ^make:\ \*\*\*\ \[Makefile:[0-9]+:\ check-deps\]\ Error\ 1$ ]]
	[ ! -e "$BATS_TEST_TMPDIR/ran" ]
	# the real ones, which the suite runs with, pass
	run --separate-stderr mk -C "$SRC" check-deps
	ran 0 "" ""
}

@test "make deps as a user without sudo names the build's packages, says to install them as root, and fails" {
	local b=$BATS_TEST_TMPDIR/bin

	tools "$b" make cc
	printf '#!/bin/sh\necho 1000\n' >"$b/id"
	printf '#!/bin/sh\ntouch "%s"\n' "$BATS_TEST_TMPDIR/ran" >"$b/apt-get"
	chmod +x "$b/id" "$b/apt-get"
	run --separate-stderr env -i PATH="$b" make --no-print-directory \
	    -C "$SRC" deps
	[ "$status" -eq 2 ]
	[ -z "$output" ]
	is "first line" "make deps: missing pkg-config, libbsd's development files, zlib's development files, GMime's development files, ncurses' development files, libedit's development files; not root and no sudo: as root, run apt-get install pkg-config libbsd-dev zlib1g-dev libgmime-3.0-dev libncurses-dev libedit-dev" \
	    "${stderr%%$'\n'*}"
	[[ ${stderr#*$'\n'} =~ ^make:\ \*\*\*\ \[Makefile:[0-9]+:\ deps\]\ Error\ 1$ ]]
	[ ! -e "$BATS_TEST_TMPDIR/ran" ]
}

@test "make demo ends saying how to put build/bin on PATH, and the README's line does it: the programs there need no LUCKY_PATH" {
	local line

	tree
	run --separate-stderr env -u LUCKY_PATH -u MAKEFLAGS -u MFLAGS \
	    -u MAKELEVEL make --no-print-directory -C "$T/tree" -s demo
	[ "$status" -eq 0 ]
	is "stderr" "" "$stderr"
	is "last lines" "The programs are in build/bin: to run them from this shell,
    export PATH=\"$T/tree/build/bin:\$PATH\"
or install them: sudo make install (into /usr/local), or
make install PREFIX=~/.local (with ~/.local/bin on PATH)." \
	    "$(tail -n 4 <<<"$output")"
	# the README's first screen
	line=$(grep -m 1 '^    export PATH=' "$ROOT/README.md")
	is "README" 'export PATH=$PWD/build/bin:$PATH' "${line#    }"
	mv "$T/tree" "$T/moved"
	away
	run --separate-stderr env -i PATH=/usr/bin:/bin sh -c \
	    "cd \"\$1\" && ${line#    } && lucky-new -s 42 ann bob cat >g && lucky-show -k board -k current <g" \
	    sh "$T/moved"
	ran 0 "mansion
bob" ""
}

@test "make play, the README's first command, builds and starts a game against three bots, saved in lucky-play.game; make play again goes on with it" {
	local line

	line=$(grep -m 1 '^    make ' "$ROOT/README.md")
	is "README" "make play" "$(awk '{ print $1, $2 }' <<<"$line")"
	tree
	run --separate-stderr env -u LUCKY_PATH -u MAKEFLAGS -u MFLAGS \
	    -u MAKELEVEL USER=ann make --no-print-directory -C "$T/tree" -s \
	    play </dev/null
	[ "$status" -eq 0 ]
	is "stderr" "" "$stderr"
	is "first line" "A new game, saved in lucky-play.game after every action.  help lists the orders." \
	    "${lines[0]}"
	is "last line" "The game is saved in lucky-play.game: lucky-play --resume=lucky-play.game goes on with it." \
	    "${lines[${#lines[@]} - 1]}"
	is players "ann
bot1
bot2
bot3" "$("$T/tree/build/bin/lucky-show" -k players -f "$T/tree/lucky-play.game")"
	cp "$T/tree/lucky-play.game" "$T/before"
	run --separate-stderr env -u LUCKY_PATH -u MAKEFLAGS -u MFLAGS \
	    -u MAKELEVEL USER=bob make --no-print-directory -C "$T/tree" -s \
	    play </dev/null
	[ "$status" -eq 0 ]
	[[ ! $output =~ "A new game" ]]
	cmp "$T/before" "$T/tree/lucky-play.game"
}
