#!/usr/bin/env bats
# lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE.
#
# lucky-end(1): drawing a card (RULES C.4, C.8), Doctor Lucky's move
# (C.9), who plays next (C.10), and the record of a game.
#
# The standard game is `lucky-new -s 42 ann bob cat`: bob to play (turn
# 1, round 1, bob first), everyone in the Drawing Room, Doctor Lucky in
# the White Room; bob holds f34 f31 r04 f19 f40 r17, the draw pile
# (78 cards) starts f32 f24 r10.

bats_require_minimum_version 1.5.0
load turn_helper

USAGE='usage: lucky-end [-Fhinv] [--draw | --no-draw] [-f file] [-g space]
	[-p player]'

setup() {
	game
}

# the words of $1, sorted, on one line
sorted() {
	# shellcheck disable=SC2086
	printf '%s\n' $1 | sort | tr '\n' ' ' | sed 's/ $//'
}

# after the first round: turn 5, cat to play (bob, cat, ann, bob, cat)
second_round() {
	set_turn 5 cat
	set_line round 2
}

# --- RULES C.4: drawing a card ---------------------------------------------

@test "C.4 snoop: a free step, then lucky-end --draw draws the top card of the draw pile" {
	play lucky-move dining
	play lucky-end --draw
	same record "end bob draw" "$RECORD"
	same hand "f34 f31 r04 f19 f40 r17 f32" "$(cards_of hand bob)"
	same "draw pile" 77 "$(key draw)"
	[[ "$(cards_of draw)" == "f24 r10 "* ]]
	same "dining, turn" "dining
2" "$(key room:bob turn)"
}

@test "C.4 snoop: staying put and drawing is allowed" {
	play lucky-end --draw
	same record "end bob draw" "$RECORD"
	same hand "f34 f31 r04 f19 f40 r17 f32" "$(cards_of hand bob)"
	same "draw pile, discard pile" "77
0" "$(key draw discard)"
}

@test "C.4 snoop: drawing in a named room without a number is allowed" {
	put_player bob cellar
	play lucky-end --draw
	same hand "f34 f31 r04 f19 f40 r17 f32" "$(cards_of hand bob)"
}

@test "C.4 a turn ended with --no-draw draws nothing" {
	play lucky-end --no-draw
	same record "end bob" "$RECORD"
	same hand "f34 f31 r04 f19 f40 r17" "$(cards_of hand bob)"
	same "draw pile" 78 "$(key draw)"
}

@test "C.4 lucky-end draws when the rules allow a draw, and ends without one where they allow none; --draw insists" {
	cp "$S" "$BATS_TEST_TMPDIR/start"
	# the snoop's card is not given up
	play lucky-move dining
	play lucky-end
	same record "end bob draw" "$RECORD"
	same hand "f34 f31 r04 f19 f40 r17 f32" "$(cards_of hand bob)"
	same "draw pile" 77 "$(key draw)"
	# a card played: no draw, and nothing said of it
	cp "$BATS_TEST_TMPDIR/start" "$S"
	give bob m01
	play lucky-move -c m01 dining
	play lucky-end
	same record "end bob" "$RECORD"
	same hand "f34 f31 r04 f19 f40 r17" "$(cards_of hand bob)"
	# --draw is refused there, with the rule
	cp "$BATS_TEST_TMPDIR/start" "$S"
	put_player bob hall-w
	rules_refuse "west hall is not a named room: no card is drawn there (RULES C.4)" \
	    lucky-end --draw
	play lucky-end
	same record "end bob" "$RECORD"
}

@test "lucky-end: -d is no option of lucky-end, and --draw with --no-draw is a usage error" {
	run --separate-stderr lucky-end -d -f "$S"
	same status 2 "$status"
	same stderr "lucky-end: unknown option -d (lucky-end --help lists the options)" "$stderr"
	run --separate-stderr lucky-end --draw --no-draw -f "$S"
	same status 2 "$status"
	same stderr "lucky-end: --draw or --no-draw, not both" "$stderr"
}

@test "C.4 no card is drawn after a move card was played" {
	give bob m01
	play lucky-move -c m01 dining
	rules_refuse "bob played a card this turn: no card is drawn (RULES C.4)" \
	    lucky-end --draw
	play lucky-end
	same record "end bob" "$RECORD"
}

@test "C.4 no card is drawn after a room card moved Doctor Lucky" {
	play lucky-move -D -c r17 gallery
	rules_refuse "bob played a card this turn: no card is drawn (RULES C.4)" \
	    lucky-end --draw
}

@test "C.4 no card is drawn after a murder attempt" {
	set_turn 3 ann
	put_player ann kitchen
	put_lucky kitchen
	play lucky-attempt -c w16
	play lucky-attempt -p bob --foil f34 f31
	rules_refuse "ann made a murder attempt this turn: no card is drawn (RULES C.4)" \
	    lucky-end --draw
	play lucky-end
	same record "end ann" "$RECORD"
	same hand "f05 f16 f04 r14 w15" "$(cards_of hand ann)"
}

@test "C.4 no card is drawn in a hallway" {
	put_player bob dining
	play lucky-move hall-w
	rules_refuse "west hall is not a named room: no card is drawn there (RULES C.4)" \
	    lucky-end --draw
	play lucky-end
	same record "end bob" "$RECORD"
}

@test "C.4 no card is drawn on the stairs" {
	put_player bob stairs-e
	rules_refuse "east stairs is not a named room: no card is drawn there (RULES C.4)" \
	    lucky-end --draw
}

@test "lucky-end out of turn is refused" {
	rules_refuse "it is bob's turn, not ann's" lucky-end -p ann
	rules_refuse "it is bob's turn, not cat's" lucky-end --draw -p 3
}

@test "lucky-end -n prints only the canonical action, or refuses" {
	run --separate-stderr lucky-end -n -f "$S" --draw
	same status 0 "$status"
	same stdout "end bob draw" "$output"
	same stderr "" "$stderr"
	run --separate-stderr lucky-end -n -f "$S" -p BOB
	same status 0 "$status"
	same stdout "end bob draw" "$output"
	run --separate-stderr lucky-end -n -f "$S" --no-draw
	same status 0 "$status"
	same stdout "end bob" "$output"
	put_player bob hall-w
	rules_refuse "west hall is not a named room: no card is drawn there (RULES C.4)" \
	    lucky-end -n --draw
}

# --- RULES C.8: an empty draw pile -----------------------------------------

@test "C.8 with the draw pile empty the discard pile is shuffled into a new one" {
	to_pile discard m01 m02 m03
	# shellcheck disable=SC2046
	to_pile removed $(cards_of draw)
	same "draw pile" "" "$(cards_of draw)"
	removed=$(sorted "$(cards_of removed)")
	play lucky-end --draw
	same record "end bob draw" "$RECORD"
	hand=$(cards_of hand bob)
	new=${hand##* }
	same "hand before the new card" "f34 f31 r04 f19 f40 r17" "${hand% *}"
	[[ " m01 m02 m03 " == *" $new "* ]]
	same "new deck and the card drawn" "m01 m02 m03" \
	    "$(sorted "$(cards_of draw) $new")"
	same "discard pile" "" "$(cards_of discard)"
	same "removed" "$removed" "$(sorted "$(cards_of removed)")"
}

@test "C.8 the last card of the draw pile is drawn before the discard pile is reshuffled" {
	to_pile discard m01 m02
	# shellcheck disable=SC2046
	to_pile removed $(cards_of draw)
	to_top f32
	same "draw pile" f32 "$(cards_of draw)"
	removed=$(sorted "$(cards_of removed)")
	play lucky-end --draw
	same hand "f34 f31 r04 f19 f40 r17 f32" "$(cards_of hand bob)"
	same "draw and discard" "m01 m02" \
	    "$(sorted "$(cards_of draw) $(cards_of discard)")"
	same "removed" "$removed" "$(sorted "$(cards_of removed)")"
}

@test "C.8 the last card drawn, the discard pile is shuffled into the new draw pile at once: the discard pile is left empty" {
	to_pile discard m01 m02 m03
	# shellcheck disable=SC2046
	to_pile removed $(cards_of draw)
	to_top f32
	removed=$(sorted "$(cards_of removed)")
	play lucky-end --draw
	same hand "f34 f31 r04 f19 f40 r17 f32" "$(cards_of hand bob)"
	same "discard pile right after the last draw" "" "$(cards_of discard)"
	same "the new draw pile: the old discards" "m01 m02 m03" \
	    "$(sorted "$(cards_of draw)")"
	same "draw pile, discard pile" "3
0" "$(key draw discard)"
	same "removed" "$removed" "$(sorted "$(cards_of removed)")"
}

@test "C.8 removed cards are never reshuffled: with draw and discard piles empty no card is drawn" {
	# shellcheck disable=SC2046
	to_pile removed $(cards_of draw)
	rules_refuse "no card is left to draw: the deck and the discard pile are empty (RULES C.8)" \
	    lucky-end --draw
	play lucky-end
	same record "end bob" "$RECORD"
}

# --- RULES C.9: Doctor Lucky's move ------------------------------------------

@test "C.9 Doctor Lucky moves from a numbered room to the next number" {
	put_lucky dining
	play lucky-end
	same lucky sitting "$(key lucky)"
	put_lucky kitchen
	set_turn 1 bob
	play lucky-end -p bob
	same lucky lancaster "$(key lucky)"
}

@test "C.9 Doctor Lucky moves from room 19 to room 0" {
	put_lucky piazza
	play lucky-end
	same lucky drawing "$(key lucky)"
}

@test "C.9 from a space without a number Doctor Lucky goes to the highest-numbered adjacent room" {
	for pair in white:hedge cellar:kitchen foyer:piazza gallery:library \
	    hall-w:kitchen hall-se:hedge stairs-w:master stairs-e:lilac; do
		game
		put_lucky "${pair%%:*}"
		play lucky-end
		same "Lucky from ${pair%%:*}" "${pair##*:}" "$(key lucky)"
	done
}

@test "C.9 Doctor Lucky moves after every turn, also after a foiled attempt" {
	set_turn 3 ann
	put_player ann kitchen
	put_lucky kitchen
	play lucky-attempt -c w16
	play lucky-attempt -p bob --foil f34 f31
	play lucky-end
	same lucky lancaster "$(key lucky)"
}

# --- RULES C.10: who plays next ----------------------------------------------

@test "C.10 the turn goes to the player on the left, and the round grows past the first seat" {
	play lucky-end
	same "after bob" "cat
2
1" "$(key current turn round)"
	play lucky-end
	same "after cat" "ann
3
1" "$(key current turn round)"
	play lucky-end
	same "after ann" "bob
4
2" "$(key current turn round)"
}

@test "C.10 no first-round exception: Lucky moving onto a player at the end of the very first turn gives that player the turn" {
	# bob played turn 1; cat, on his left, has not played yet, nor ann
	put_player ann sitting
	put_lucky dining
	play lucky-end
	same "lucky, current, turn, round" "sitting
ann
2
1" "$(key lucky current turn round)"
	play lucky-end
	same "then to her left" bob "$(key current)"
}

@test "C.10 no first-round exception: Lucky coming to the first player after the very first turn gives that player the second turn too" {
	put_player bob sitting
	put_lucky dining
	play lucky-end
	same "lucky, current, turn" "sitting
bob
2" "$(key lucky current turn)"
	same "free step back" 1 "$(key moves-left)"
}

@test "C.10 Lucky moving into a player's room later in the game gives that player the turn" {
	second_round
	put_player bob sitting
	put_lucky dining
	play lucky-end --no-draw
	same record "end cat" "$RECORD"
	same "lucky, current, turn" "sitting
bob
6" "$(key lucky current turn)"
}

@test "C.10 Lucky moving into the room of the player who just played gives them the turn again" {
	second_round
	put_player cat sitting
	put_lucky dining
	play lucky-end
	same "current, turn" "cat
6" "$(key current turn)"
	same "free step back" 1 "$(key moves-left)"
}

@test "C.10 Lucky moving into a room with two players gives the turn to the first on the left" {
	second_round
	put_player ann sitting
	put_player bob sitting
	put_lucky dining
	play lucky-end
	same current ann "$(key current)"
}

@test "C.10 counting left from the player who just played, that player comes last" {
	second_round
	put_player bob sitting
	put_player cat sitting
	put_lucky dining
	play lucky-end
	same current bob "$(key current)"
}

@test "C.10 after Lucky's jump play continues to the left of whoever played" {
	second_round
	put_player bob sitting
	put_lucky dining
	play lucky-end
	same current bob "$(key current)"
	play lucky-end
	same "lucky, current" "trophy
cat" "$(key lucky current)"
}

@test "C.10 tie=longest gives the turn to the player there who has waited longest" {
	game -s 42 -o tie=longest ann bob cat
	# bob 1, cat 2, ann 3, bob 4, ann 5 (Lucky's jump), cat 6
	set_turn 6 cat
	set_line round 2
	set_line last ann 5
	set_line last bob 4
	set_line last cat 2
	put_player ann sitting
	put_player bob sitting
	put_lucky dining
	play lucky-end
	same current bob "$(key current)"
	same "last lines" "last ann 5
last bob 4
last cat 6" "$(state_joined | grep '^last ')"
}

@test "C.10 without tie=longest the same position gives the turn to the first on the left" {
	set_turn 6 cat
	set_line round 2
	put_player ann sitting
	put_player bob sitting
	put_lucky dining
	play lucky-end
	same current ann "$(key current)"
}

@test "C.10 Lucky moved by a card does not change the turn order" {
	second_round
	give cat r04
	put_player bob sitting
	put_lucky drawing
	play lucky-move -p cat -D -c r04 sitting
	same "lucky with bob" sitting "$(key lucky)"
	play lucky-end
	same "lucky, current" "trophy
ann" "$(key lucky current)"
}

# --- the record --------------------------------------------------------------

@test "the record lists every action in canonical form, whatever names were used" {
	set -o pipefail
	lucky-move -c "Sitting Room" "Sitting" <"$S" |
	    lucky-move -p BOB 3 |
	    lucky-end -p 2 |
	    lucky-end --draw |
	    lucky-move -p ANN PARLOR |
	    lucky-end --no-draw -p 1 >"$BATS_TEST_TMPDIR/after"
	S="$BATS_TEST_TMPDIR/after"
	same record "move bob -c r04 sitting
move bob dining
end bob
end cat draw
move ann parlor
end ann" "$(key record)"
	same "record lines" "$(key record | sed 's/^/record /')" \
	    "$(state_joined | grep '^record ')"
}

@test "the record of an attempt and its answers" {
	set_turn 3 ann
	put_player ann kitchen
	put_lucky kitchen
	play lucky-attempt -c "Runcible Spoon"
	play lucky-attempt -p BOB --foil f34
	play lucky-attempt -p 3 --foil failure
	play lucky-end -p Ann
	same record "attempt ann w16
foil bob f34
foil cat f15
end ann" "$(key record)"
}

@test "the record keeps a pass and the end of the game" {
	set_turn 3 ann
	put_player ann kitchen
	put_lucky kitchen
	play lucky-attempt
	play lucky-attempt --pass
	play lucky-attempt --pass
	same record "attempt ann
pass bob
pass cat" "$(key record)"
	same winner ann "$(key winner)"
}

# --- malformed input ---------------------------------------------------------

@test "lucky-end usage errors exit 2" {
	run --separate-stderr lucky-end -f "$S" draw
	same status 2 "$status"
	same stdout "" "$output"
	same stderr "$USAGE" "$stderr"
	refuses 2 'unknown player "dan"' lucky-end -p dan
}
