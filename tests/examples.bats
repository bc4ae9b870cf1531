#!/usr/bin/env bats
# lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE.
#
# The example scripts that answer questions with the tools: the puzzle
# (examples/puzzle) and the what-if script.

bats_require_minimum_version 1.5.0
load helper

EX=$BATS_TEST_DIRNAME/../examples

@test "C.5 C.6 the puzzle: ann wins by moving Lucky into the Gallery first" {
	run --separate-stderr "$EX/puzzle/solve"
	ran 0 "ann to move; the others hold 7 failure points
foiled: lucky-move -c r17 gallery library; lucky-attempt -c w10  (value 5 against 7)
wins: lucky-move -D -c m09 gallery; lucky-move -c r17 gallery; lucky-attempt -c w13  (value 8 against 7)
turn 9, round 3: game over: ann killed Doctor Lucky" ""
}

@test "C.7 the puzzle: with one more failure point for cat there is no sure win" {
	# f03 (1 point) into cat's hand, out of the draw pile: 8 against 8
	sed -e 's/^hand cat f02 w16/hand cat f02 f03 w16/' \
	    "$EX/puzzle/position" >"$BATS_TEST_TMPDIR/p"
	lucky-new --position="$BATS_TEST_TMPDIR/p" >"$BATS_TEST_TMPDIR/s"
	run --separate-stderr lucky-show -f "$BATS_TEST_TMPDIR/s" -k cards:cat
	ran 0 3 ""
	run --separate-stderr "$EX/puzzle/solve" "$BATS_TEST_TMPDIR/p"
	[ "$status" -eq 1 ]
	is "last line" "no sure win for ann this turn" "$(tail -n 1 <<<"$output")"
	is "the Gallery line" "foiled: lucky-move -D -c m09 gallery; lucky-move -c r17 gallery; lucky-attempt -c w13  (value 8 against 8)" \
	    "$(grep gallery\; <<<"$output")"
}

@test "C.9 what-if: Lucky's route, bob's reach and the move it would make" {
	newgame
	run --separate-stderr "$EX/what-if" -N 2 "$S"
	[ "$status" -eq 0 ]
	is "first lines" "Doctor Lucky is in white; the next 2 turns take him to:
    hedge
    carriage
bob can reach this turn (room, then the cards it costs, - for none):
    parlor -" "$(head -n 5 <<<"$output")"
	newgame
	edit 's/^lucky white/lucky library/'
	run --separate-stderr "$EX/what-if" "$E"
	is "last line" "what if bob went there: move bob -c r17 gallery library" \
	    "$(tail -n 1 <<<"$output")"
}

@test "C.10 seat-study prints a row for 3 to 8 players, the shares adding up to 100%, the same twice" {
	run --separate-stderr "$EX/seat-study" -N 200
	[ "$status" -eq 0 ]
	is header "players  seat 1 seat 2 seat 3 seat 4 seat 5 seat 6 seat 7 seat 8   turns" \
	    "$(head -n 1 <<<"$output")"
	is rows "3 4 5 6 7 8" "$(awk 'NR > 1 { printf "%s%s", (NR > 2 ? " " : ""), $1 }' <<<"$output")"
	# every game has a winner: each row's shares add up to 100%
	is sums "100 100 100 100 100 100" "$(awk 'NR > 1 { s = 0
	    for (i = 2; i < NF; i++) { v = $i; sub("%", "", v); s += v }
	    printf "%s%.0f", (NR > 2 ? " " : ""), s }' <<<"$output")"
	first=$output
	run --separate-stderr "$EX/seat-study" -N 200
	is "second run" "$first" "$output"
	run --separate-stderr "$EX/seat-study" -r chess
	[ "$status" -eq 1 ]
	is stderr 'lucky-sim: unknown rule set "chess" (classic, paizo, anniversary, escape)' "$stderr"
}
