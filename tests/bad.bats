#!/usr/bin/env bats
# lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE.
#
# The corpus of malformed inputs in tests/bad/: every one is refused with
# exit 2, nothing on stdout and exactly one line on stderr, the one its
# .err file holds after "PROGRAM: ".
#
#   bad/state/NAME        a state, fed to lucky-show on stdin
#   bad/board/NAME.board  a board named NAME, loaded by lucky-sight -b NAME
#   bad/deck/NAME.deck    a deck named NAME, loaded by lucky-new -d NAME
#
# and beside each, NAME.err, NAME.board.err or NAME.deck.err.  In a board
# or deck message the file's directory is written "@DIR@", and the board
# directories a missing board was looked for in "@DIRS@" (board_dirs).  Each test
# tries every file of its kind and names every one that fails.

bats_require_minimum_version 1.5.0
load helper

BAD=$BATS_TEST_DIRNAME/bad

setup() {
	FAILED=
	NFAILED=0
}

# verdict NAME PROGRAM ERRFILE [DIR]: after `run --separate-stderr`, note
# NAME in $FAILED unless it gave exit 2, an empty stdout and the stderr
# "PROGRAM: " followed by ERRFILE, with @DIR@ replaced by DIR and @DIRS@
# by $DIRS.
verdict() {
	local want

	want="$2: $(cat "$3")"
	want=${want//@DIRS@/"${DIRS:-}"}
	want=${want//@DIR@/"${4:-}"}
	if [ "$status" -ne 2 ] || [ -n "$output" ] ||
	    [ "$stderr" != "$want" ]; then
		FAILED="$FAILED
$1: exit $status, ${#output} bytes on stdout
    expected stderr: $want
    actual stderr:   $stderr"
		NFAILED=$((NFAILED + 1))
	fi
}

# all_refused KIND COUNT: fail, listing them, when any input failed.
all_refused() {
	if [ "$NFAILED" -ne 0 ]; then
		printf '%d of %d bad %s not refused as expected:%s\n' \
		    "$NFAILED" "$2" "$1" "$FAILED" >&2
		return 1
	fi
	[ "$2" -gt 0 ]
}

@test "every malformed state is refused with exit 2 and its message" {
	local f name n=0 DIRS

	DIRS=$(board_dirs lucky-show)
	for f in "$BAD"/state/*; do
		case $f in
		*.err)
			continue ;;
		esac
		name=${f##*/}
		n=$((n + 1))
		run --separate-stderr lucky-show <"$f"
		verdict "state/$name" lucky-show "$f.err"
	done
	all_refused states "$n"
}

@test "every malformed board is refused with exit 2 and its message" {
	local f name dir=$BAD/board n=0 DIRS

	DIRS=$(LUCKY_PATH="$dir:$LUCKY_PATH" board_dirs lucky-sight)
	for f in "$dir"/*.board; do
		name=${f##*/}
		name=${name%.board}
		n=$((n + 1))
		run --separate-stderr env LUCKY_PATH="$dir:$LUCKY_PATH" \
		    lucky-sight -b "$name" hall
		verdict "board/$name.board" lucky-sight "$f.err" "$dir"
	done
	all_refused boards "$n"
}

@test "every malformed deck is refused with exit 2 and its message" {
	local f name dir=$BAD/deck n=0

	for f in "$dir"/*.deck; do
		name=${f##*/}
		name=${name%.deck}
		n=$((n + 1))
		run --separate-stderr env LUCKY_PATH="$dir:$LUCKY_PATH" \
		    lucky-new -s 1 -d "$name" ann bob
		verdict "deck/$name.deck" lucky-new "$f.err" "$dir"
	done
	all_refused decks "$n"
}

@test "the corpus has at least 50 inputs, each with a one-line .err" {
	local f n=0 bad=

	for f in "$BAD"/state/* "$BAD"/board/*.board "$BAD"/deck/*.deck; do
		case $f in
		*/state/*.err)
			continue ;;
		esac
		n=$((n + 1))
		if [ ! -f "$f.err" ] || [ "$(wc -l <"$f.err")" -ne 1 ] ||
		    [ "$(wc -c <"$f.err")" -lt 2 ]; then
			bad="$bad ${f#"$BAD"/}"
		fi
	done
	for f in "$BAD"/*/*.err; do
		[ -f "${f%.err}" ] || bad="$bad ${f#"$BAD"/}"
	done
	is "inputs without a one-line .err, or .err without an input" "" "$bad"
	if [ "$n" -lt 50 ]; then
		echo "only $n inputs in the corpus" >&2
		return 1
	fi
}

@test "100 MB on the standard input is refused at 1 MiB, within 5 seconds" {
	local start ms

	start=$(date +%s%N)
	run --separate-stderr timeout 20 sh -c \
	    'head -c 104857600 /dev/zero | tr "\0" a | lucky-show'
	ms=$(( ($(date +%s%N) - start) / 1000000 ))
	refused 2 'lucky-show: state: larger than 1048576 bytes'
	if [ "$ms" -ge 5000 ]; then
		echo "100 MB took $ms ms to refuse" >&2
		return 1
	fi
	# an input without end: only a read that stops at the limit returns
	run --separate-stderr timeout 5 sh -c 'yes | lucky-show'
	refused 2 'lucky-show: state: larger than 1048576 bytes'
}
