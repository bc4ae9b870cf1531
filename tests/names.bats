#!/usr/bin/env bats
# lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE.
#
# The names a newcomer trips on (issue 25): typos with two letters
# swapped, cards by id or by a name not held, the anniversary's German
# names, the hallways' names, ids and prepositions.

bats_require_minimum_version 1.5.0
load helper

# A classic game of alice and bob, seed 1: bob to play, holding r06 w17
# f15 w12 m09 f12; alice holds r08 f11 r17 f10 f26 f37 (lucky-new -s 1).
setup() {
	G="$BATS_TEST_TMPDIR/g"
	lucky-new -s 1 alice bob >"$G"
}

# --- did you mean: two letters swapped are one typo ---------------------

@test "a player's name with two letters swapped: bbo for bob" {
	run --separate-stderr lucky-show -H bbo -f "$G"
	refused 2 'lucky-show: unknown player "bbo" (did you mean "bob"?)'
	run --separate-stderr lucky-move -p bbo -f "$G" parlor
	refused 2 'lucky-move: unknown player "bbo" (did you mean "bob"?)'
}

@test "a rule set's name with two letters swapped: pazio for paizo" {
	run --separate-stderr lucky-new -r pazio ann bob
	refused 2 'lucky-new: unknown rule set "pazio" (did you mean "paizo"?)'
}

@test "a pawn with two letters swapped, or one left out: lukcy and lcky for lucky" {
	run --separate-stderr lucky-move -m lukcy -f "$G" foyer
	refused 2 'lucky-move: unknown pawn "lukcy" (did you mean "lucky"?)'
	run --separate-stderr lucky-move -m lcky -f "$G" foyer
	refused 2 'lucky-move: unknown pawn "lcky" (did you mean "lucky"?)'
	run --separate-stderr lucky-sight -w lukcy -f "$G"
	refused 2 'lucky-sight: unknown pawn "lukcy" (did you mean "lucky"?)'
	run --separate-stderr lucky-sight -w lcky -f "$G"
	refused 2 'lucky-sight: unknown pawn "lcky" (did you mean "lucky"?)'
}

@test "a long option with two letters swapped: --crad, --lgo" {
	run --separate-stderr lucky-move --crad=m09 -f "$G" parlor
	refused 2 'lucky-move: unknown option --crad (did you mean --card?)'
	run --separate-stderr lucky-show --lgo -f "$G"
	refused 2 'lucky-show: unknown option --lgo (did you mean --log?)'
}

@test "a rule set's option with two letters swapped: dgo=old for dog=old" {
	run --separate-stderr lucky-new -r paizo -o dgo=old ann bob
	refused 2 'lucky-new: unknown option "dgo=old" for paizo rules (did you mean "dog"?)'
}

@test "a room with two letters swapped: ktichen for kitchen" {
	run --separate-stderr lucky-sight -b mansion ktichen
	refused 2 'lucky-sight: unknown room "ktichen" (did you mean "Kitchen"?)'
}

# --- cards: the hand first; an id-shaped word by id -------------------

@test "a card's name misspelt: the player's own card is suggested" {
	run --separate-stderr lucky-move -c "Shoe Hron" -f "$G" parlor
	refused 2 'lucky-move: no card "Shoe Hron" in bob'"'"'s hand (did you mean "Shoe Horn" (w17)? bob holds: r06 Green House, w17 Shoe Horn, f15 Failure!, w12 Monkey Hand, m09 Move-2, f12 Failure!)'
}

@test "a card's name misspelt, of a card not held: it is named as not in the hand" {
	run --separate-stderr lucky-move -c "Dinng Hall" -f "$G" parlor
	refused 2 'lucky-move: no card "Dinng Hall" in bob'"'"'s hand ("Dining Hall" (r03) is not in it; bob holds: r06 Green House, w17 Shoe Horn, f15 Failure!, w12 Monkey Hand, m09 Move-2, f12 Failure!)'
}

@test "an id-shaped word is an id, its zeros left out: r1 is r01, not the Gallery" {
	lucky-end -f "$G" >"$BATS_TEST_TMPDIR/a"
	# alice holds r17 (Gallery): r1 is r01 all the same
	run --separate-stderr lucky-move -c r1 -f "$BATS_TEST_TMPDIR/a" parlor
	refused 1 "lucky-move: r01 (Parlor) is not in alice's hand"
	run --separate-stderr lucky-move -n -c M9 -f "$G" parlor carriage
	ran 0 "move bob -c m09 parlor carriage" ""
}

@test "an unknown id-shaped word: the nearest id, the hand's first" {
	run --separate-stderr lucky-move -c m99 -f "$G" parlor
	refused 2 'lucky-move: no card "m99" in bob'"'"'s hand (did you mean "m09" (Move-2)? bob holds: r06 Green House, w17 Shoe Horn, f15 Failure!, w12 Monkey Hand, m09 Move-2, f12 Failure!)'
	run --separate-stderr lucky-move -c r99 -f "$G" parlor
	refused 2 'lucky-move: no card "r99" in bob'"'"'s hand ("r09" (Master Suite) is not in it; bob holds: r06 Green House, w17 Shoe Horn, f15 Failure!, w12 Monkey Hand, m09 Move-2, f12 Failure!)'
}

# --- the anniversary's German names (BOARDS.md "Board villa" 8) ------------

@test "A.1 the German names with their umlauts, in any case, and in ASCII" {
	for b in villa hotel; do
		for k in Küche KÜCHE küche Kueche KUECHE Trophäenzimmer \
		    TROPHÄENZIMMER trophaeenzimmer Gewächshaus GEWÄCHSHAUS \
		    gewaechshaus; do
			case $k in
			[Kk]*) id=kitchen ;;
			[Tt]*) id=trophy ;;
			*) id=greenhouse ;;
			esac
			run --separate-stderr lucky-sight -b "$b" "$k"
			is "$b $k: status, stderr" "0 " "$status $stderr"
			is "$b $k" "$(lucky-sight -b "$b" "$id")" "$output"
		done
	done
}

@test "a board's file is UTF-8: a byte that is not is refused" {
	mkdir "$BATS_TEST_TMPDIR/b"
	printf 'lucky-board 1\nname bad\ntitle \377\n' \
	    >"$BATS_TEST_TMPDIR/b/bad.board"
	LUCKY_PATH="$BATS_TEST_TMPDIR/b" run --separate-stderr \
	    lucky-sight -b bad x
	refused 2 "lucky-sight: $BATS_TEST_TMPDIR/b/bad.board:3: byte 0xff is not UTF-8 text"
}

# --- the hallways: one name, the id where a person picks -------------

@test "lucky-sight -l names a hallway and a stairway with their ids" {
	run --separate-stderr lucky-sight -l -b mansion kitchen
	ran 0 "Trophy Room (5)
Winter Garden (7)
Master Suite (10)
Wine Cellar
west hall (hall-w)
hall by the Kitchen (hall-sw)
west stairs (stairs-w)" ""
}

@test "lucky-show -k reach -l and path -l name the hallways with their ids" {
	lucky-move -c m09 parlor hall-se -f "$G" | lucky-end >"$BATS_TEST_TMPDIR/a"
	run --separate-stderr lucky-show -l -k reach -f "$BATS_TEST_TMPDIR/a"
	is status 0 "$status"
	is "hallways" "west hall (hall-w): r08
hall by the Kitchen (hall-sw): r08" "$(grep hall <<<"$output")"
	run --separate-stderr lucky-show -l -k path:hall-w \
	    -f "$BATS_TEST_TMPDIR/a"
	ran 0 "-c r08 Kitchen (8), west hall (hall-w)" ""
}

@test "the narration and the table read a hallway by its name alone" {
	lucky-move -c m09 parlor hall-se -f "$G" >"$BATS_TEST_TMPDIR/a"
	run --separate-stderr lucky-show --log -f "$BATS_TEST_TMPDIR/a"
	ran 0 "bob played the Move-2 card and went through the Parlor (1) to the hall by the Parlor" ""
	run --separate-stderr lucky-show -f "$BATS_TEST_TMPDIR/a"
	is status 0 "$status"
	is "bob's line" "2     bob               hall by the Parlor              5  <- to play" \
	    "$(grep '^2 ' <<<"$output")"
}

@test "on the stairs, in the hall: a pawn's place in a sentence" {
	sed '/^sum /d; s/^player bob drawing/player bob stairs-e/;
	    s/^lucky gallery/lucky stairs-w/' "$G" >"$BATS_TEST_TMPDIR/a"
	run --separate-stderr lucky-show -H bob -f "$BATS_TEST_TMPDIR/a"
	is status 0 "$status"
	is "first line" "bob holds 6 cards on the east stairs" "${lines[0]}"
	sed '/^sum /d; s/^player bob drawing/player bob hall-w/' "$G" \
	    >"$BATS_TEST_TMPDIR/a"
	run --separate-stderr lucky-show -H bob -f "$BATS_TEST_TMPDIR/a"
	is "first line" "bob holds 6 cards in the west hall" "${lines[0]}"
}

@test "lucky-show's table follows the longest name and stays within 80 columns" {
	mkdir "$BATS_TEST_TMPDIR/b"
	sed 's/hall by the Parlor$/hall by Parlor and Servants'"'"' Quarters/' \
	    "$BATS_TEST_DIRNAME/../boards/mansion.board" \
	    >"$BATS_TEST_TMPDIR/b/mansion.board"
	lucky-new -s 1 abcdefghijklmnop bob | sed '/^sum /d;
	    s/^player bob drawing/player bob hall-se/' >"$BATS_TEST_TMPDIR/a"
	LUCKY_PATH="$BATS_TEST_TMPDIR/b:$LUCKY_PATH" run --separate-stderr \
	    lucky-show -f "$BATS_TEST_TMPDIR/a"
	is status 0 "$status"
	is table "seat  player            room                                   cards
1     abcdefghijklmnop  Drawing Room (0)                           6
2     bob               hall by Parlor and Servants' Quarters      6  <- to play" \
	    "$(sed -n '4,6p' <<<"$output")"
	sed 's/hall by the Parlor$/hall by the Parlor and by the White Room/' \
	    "$BATS_TEST_DIRNAME/../boards/mansion.board" \
	    >"$BATS_TEST_TMPDIR/b/mansion.board"
	LUCKY_PATH="$BATS_TEST_TMPDIR/b:$LUCKY_PATH" run --separate-stderr \
	    lucky-show -f "$BATS_TEST_TMPDIR/a"
	is "cut short" "2     bob               hall by the Parlor and by the Whit...      6  <- to play" \
	    "$(sed -n '6p' <<<"$output")"
}

# --- a deck's unknown room ---------------------------------------------

@test "a deck's unknown room: the board, then the nearest id" {
	mkdir "$BATS_TEST_TMPDIR/d"
	sed 's/^card r08  room    -     kitchen /card r08  room    -     kitchn  /' \
	    "$(deck_file)" >"$BATS_TEST_TMPDIR/d/classic.deck"
	LUCKY_PATH="$BATS_TEST_TMPDIR/d:$LUCKY_PATH" run --separate-stderr \
	    lucky-new -s 1 ann bob
	is status 2 "$status"
	is stdout "" "$output"
	case $stderr in
	*': unknown room "kitchn" on board mansion (did you mean "kitchen"?)') ;;
	*) is stderr 'unknown room "kitchn" on board mansion (did you mean "kitchen"?)' "$stderr" ;;
	esac
}

@test "a beginning that fits several hallways lists them with their ids" {
	run --separate-stderr lucky-sight -b mansion stairs
	refused 2 'lucky-sight: ambiguous room "stairs" (west stairs (stairs-w), east stairs (stairs-e))'
	run --separate-stderr lucky-sight -b mansion hall-sv
	refused 2 'lucky-sight: unknown room "hall-sv" (did you mean "hall-sw"?)'
}

@test "a board's space name and title are ASCII, an alias may be UTF-8: a name in UTF-8 is refused where it is" {
	mkdir -p "$BATS_TEST_TMPDIR/b"
	sed 's/room     Library$/room     Bibliothèque/' \
	    "$BATS_TEST_DIRNAME/../boards/mansion.board" \
	    >"$BATS_TEST_TMPDIR/b/mansion.board"
	line=$(grep -n 'Bibliothèque' "$BATS_TEST_TMPDIR/b/mansion.board" | cut -d: -f1)
	LUCKY_PATH=$BATS_TEST_TMPDIR/b run --separate-stderr lucky-new -s 1 a b c
	is status 2 "$status"
	is output "" "$output"
	is stderr "lucky-new: $BATS_TEST_TMPDIR/b/mansion.board:$line: byte 0xc3 in a name: a space's name and a board's title are ASCII without tabs (an alias may be UTF-8)" "$stderr"
}
