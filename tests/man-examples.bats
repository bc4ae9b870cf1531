#!/usr/bin/env bats
# lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE.
#
# Every shell example of every manual page runs as printed and prints
# what the page shows (tests/man-examples says how a page is read): a
# reader who types the lines of a page in an empty directory, one after
# the other, sees what the page says.

bats_require_minimum_version 1.5.0
load helper

MAN=$BATS_TEST_DIRNAME/../man

examples_of() {
	run --separate-stderr "$BATS_TEST_DIRNAME/man-examples" "$MAN/$1"
	[ "$status" -eq 0 ] || { printf '%s\n' "$output" "$stderr"; false; }
	[ -z "$stderr" ]
}

@test "every manual page is checked here" {
	local page
	for page in "$MAN"/*.[157]; do
		grep -q "^@test \"${page##*/}:" "$BATS_TEST_FILENAME" ||
		    { echo "${page##*/} is not in $BATS_TEST_FILENAME"; false; }
	done
}

@test "a page whose example prints something else fails, with a diff" {
	sed 's/^ok: 13 record entries replay/ok: 12 record entries replay/' \
	    "$MAN/lucky.7" > "$BATS_TEST_TMPDIR/lucky.7"
	run --separate-stderr "$BATS_TEST_DIRNAME/man-examples" \
	    "$BATS_TEST_TMPDIR/lucky.7"
	[ "$status" -eq 1 ]
	[ "${lines[1]}" = "    1c1" ]
	[ "${lines[2]}" = "    < ok: 12 record entries replay to exactly this state" ]
	[ "${lines[4]}" = "    > ok: 13 record entries replay to exactly this state" ]
}

@test "lucky-attempt.1: every example runs as printed" {
	examples_of lucky-attempt.1
}

@test "lucky-board.5: every example runs as printed" {
	examples_of lucky-board.5
}

@test "lucky-bot.1: every example runs as printed" {
	examples_of lucky-bot.1
}

@test "lucky-check.1: every example runs as printed" {
	examples_of lucky-check.1
}

@test "lucky-deck.5: every example runs as printed" {
	examples_of lucky-deck.5
}

@test "lucky-end.1: every example runs as printed" {
	examples_of lucky-end.1
}

@test "lucky-move.1: every example runs as printed" {
	examples_of lucky-move.1
}

@test "lucky-new.1: every example runs as printed" {
	examples_of lucky-new.1
}

@test "lucky-judge.1: every example runs as printed" {
	examples_of lucky-judge.1
}

@test "lucky-play.1: every example runs as printed" {
	examples_of lucky-play.1
}

@test "lucky-rules.7: every example runs as printed" {
	examples_of lucky-rules.7
}

@test "lucky-show.1: every example runs as printed" {
	examples_of lucky-show.1
}

@test "lucky-sight.1: every example runs as printed" {
	examples_of lucky-sight.1
}

@test "lucky-sim.1: every example runs as printed" {
	examples_of lucky-sim.1
}

@test "lucky-solve.1: every example runs as printed" {
	examples_of lucky-solve.1
}

@test "lucky-state.5: every example runs as printed" {
	examples_of lucky-state.5
}

@test "lucky-take.1: every example runs as printed" {
	examples_of lucky-take.1
}

@test "lucky-undo.1: every example runs as printed" {
	examples_of lucky-undo.1
}

@test "lucky.7: every example runs as printed" {
	examples_of lucky.7
}
