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
wins: lucky-move -p ann -c r17 gallery; lucky-move -p ann -D -c m09 gallery; lucky-attempt -p ann -c w13
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
	is "first line" "ann to move; the others hold 8 failure points" \
	    "$(head -n 1 <<<"$output")"
	# the Gallery line (value 8) is foiled now: 8 against 8
	lucky-move -p ann -c r17 gallery <"$BATS_TEST_TMPDIR/s" |
	    lucky-move -p ann -D -c m09 gallery |
	    lucky-attempt -p ann -c w13 >"$BATS_TEST_TMPDIR/a"
	run --separate-stderr lucky-attempt -f "$BATS_TEST_TMPDIR/a" -p bob \
	    --foil f01 f27 f39
	[ "$status" -eq 0 ]
	run --separate-stderr lucky-attempt -p cat --foil f02 f03 <<<"$output"
	[ "$status" -eq 0 ]
	run --separate-stderr lucky-show -k phase <<<"$output"
	ran 0 end ""
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
	is "the move" "what if bob went there: move bob -c r17 gallery library" \
	    "$(grep '^what if' <<<"$output")"
	is "the exact question" "a sure win for bob this turn, as bob knows the game: none" \
	    "$(grep '^a sure win' <<<"$output")"
	is "the chances' header" "    seat  player     strategy   wins   share  95% interval" \
	    "$(grep '^    seat' <<<"$output")"
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
