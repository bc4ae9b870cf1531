#!/usr/bin/env bats
# lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE.
#
# The game told in words (lib/narrate.c): -v on the programs that act,
# a line on stderr for each record entry they add, and lucky-show --log,
# the whole record, a line an entry (lucky-show(1) "THE LOG").
#
# The standard game is `lucky-new -s 42 ann bob cat`: bob to play (turn
# 1, round 1), everyone in the Drawing Room, Doctor Lucky in the White
# Room; bob holds f34 f31 r04 f19 f40 r17, the draw pile starts f32 f24
# r10.

bats_require_minimum_version 1.5.0
load turn_helper

setup() {
	game
}

# tells PROGRAM ARG...: PROGRAM -v acts on $S, exits 0 and writes the
# new state, which becomes $S; TOLD is what it said on stderr.
tells() {
	local new="$BATS_TEST_TMPDIR/new"

	run --separate-stderr "$@" -v -f "$S"
	if [ "$status" -ne 0 ]; then
		echo "$* exited $status: $stderr" >&2
		return 1
	fi
	printf '%s\n' "$output" >"$new"
	mv "$new" "$S"
	TOLD=$stderr
}

# the duo of strangers.bats: lucky-new -r anniversary -s 42 ann bob,
# played by the programs from its setup as lucky-bot would
duo_played() {
	lucky-new -r anniversary -s 42 ann bob |
	    lucky-move -p ann parlor |
	    lucky-end -p ann |
	    lucky-move -p bob -c v20 parlor tennessee |
	    lucky-attempt -p bob -c a03 |
	    lucky-attempt -p ann --foil x04 x11 >"$S"
}

@test "C.4 -v tells the move, the card drawn, Doctor Lucky's walk and who plays next" {
	tells lucky-move dining
	same told "bob went to the Dining Hall (3)" "$TOLD"
	tells lucky-end
	same told "bob ended the turn and drew the Failure! card (2); Doctor Lucky went to the Hedge Maze (17): cat plays next, on bob's left (RULES C.10)" "$TOLD"
}

@test "C.10 -v says who plays next and why: Doctor Lucky entered the room where a player stands" {
	put_player ann sitting
	put_lucky dining
	tells lucky-end --no-draw
	same told "bob ended the turn; Doctor Lucky entered the Sitting Room (4), where ann stands: ann plays next (RULES C.10)" "$TOLD"
}

@test "C.10 -v: with two players where Doctor Lucky goes, the first of them on the left of who played" {
	put_player ann sitting
	put_player cat sitting
	put_lucky dining
	tells lucky-end --no-draw
	same told "bob ended the turn; Doctor Lucky entered the Sitting Room (4), where ann and cat stand: cat, the first of them on bob's left, plays next (RULES C.10)" "$TOLD"
}

@test "C.10 -v: Doctor Lucky coming back to who just played gives them the turn again" {
	put_player bob sitting
	put_lucky dining
	tells lucky-end
	same told "bob ended the turn and drew the Failure! card (2); Doctor Lucky entered the Sitting Room (4), where bob stands: bob plays again (RULES C.10)" "$TOLD"
}

@test "P.1 -v: in the first round nothing changes the order" {
	game -r paizo -s 42 ann bob cat
	put_player ann sitting
	put_lucky dining
	tells lucky-end --no-draw
	same told "bob ended the turn; Doctor Lucky entered the Sitting Room (4), where ann stands: nothing changes the order in the first round: cat plays next, on bob's left (RULES P.1)" "$TOLD"
}

@test "C.5 -v of a room card: bob played the Lilac Room card and went to the Lilac Room (15)" {
	give bob r13
	tells lucky-move -c r13 lilac
	same told "bob played the Lilac Room card and went to the Lilac Room (15)" "$TOLD"
	tells lucky-move -D -c r04 sitting
	same told "bob played the Sitting Room card and moved Doctor Lucky to the Sitting Room (4)" "$TOLD"
}

@test "C.6 C.7 -v of an attempt, its answers and its end" {
	set_turn 3 ann
	put_player ann kitchen
	put_lucky kitchen
	tells lucky-attempt -c w16
	same told "ann made a murder attempt with the Runcible Spoon (3), worth 3; bob answers next" "$TOLD"
	tells lucky-attempt -p bob --foil f34
	same told "bob answered with the Failure! card (2), 2 failure points (2 of the 3 needed); cat answers next" "$TOLD"
	tells lucky-attempt -p cat --pass
	same told "cat passed; ann killed Doctor Lucky" "$TOLD"
}

@test "C.7 -v: an answer that foils the attempt" {
	set_turn 3 ann
	put_player ann kitchen
	put_lucky kitchen
	tells lucky-attempt -c w16
	tells lucky-attempt -p bob --foil f34 f31
	same told "bob answered with the Failure! card (2) and the Failure! card (2), 4 failure points; the attempt is foiled, 4 failure points against 3" "$TOLD"
}

@test "A.11 --log of a stranger's answer" {
	duo_played
	run --separate-stderr lucky-show -f "$S" --log
	ran 0 "ann went to the Parlor (2)
ann ended the turn; Doctor Lucky went to the Library (16): stranger1 plays next, on ann's left (RULES A.10); stranger1 went to the Foyer (24) (RULES A.11); stranger1 ended the turn; Doctor Lucky went to the Tennessee Room (17): bob plays next, on stranger1's left (RULES A.10)
bob played the Green House card and went through the Parlor (2) to the Tennessee Room (17)
bob made a murder attempt with the Rat Poison (3), worth 4; stranger2 turned up the Dining Hall card, 1 clover (RULES A.11); ann answers next
ann answered with the I Say Good Sir card and the Tumbler card, 3 clovers; the attempt is foiled, 4 clovers against 4; bob keeps the Rat Poison (3) as a motive" ""
}

@test "A.11 -v of a stranger's turn: the turn handed to it, its walk down the numbers, the turn handed on" {
	lucky-new -r anniversary -s 42 ann bob | lucky-move -p ann parlor >"$S"
	tells lucky-end
	same told "ann ended the turn; Doctor Lucky went to the Library (16): stranger1 plays next, on ann's left (RULES A.10); stranger1 went to the Foyer (24) (RULES A.11); stranger1 ended the turn; Doctor Lucky went to the Tennessee Room (17): bob plays next, on stranger1's left (RULES A.10)" "$TOLD"
}

@test "view: --log hides another's drawn card" {
	lucky-new -s 42 ann bob cat | lucky-move dining | lucky-end |
	    lucky-end | lucky-move parlor | lucky-end >"$S"
	run --separate-stderr lucky-show -f "$S" --log -a ann
	ran 0 "bob went to the Dining Hall (3)
bob ended the turn and drew a card; Doctor Lucky went to the Hedge Maze (17): cat plays next, on bob's left (RULES C.10)
cat ended the turn and drew a card; Doctor Lucky went to the Carriage House (18): ann plays next, on cat's left (RULES C.10)
ann went to the Parlor (1)
ann ended the turn and drew the Nursery card; Doctor Lucky went to the Piazza (19): bob plays next, on ann's left (RULES C.10)" ""
	# the game master's log names every card
	run --separate-stderr lucky-show -f "$S" --log
	same status 0 "$status"
	same "bob's draw" "bob ended the turn and drew the Failure! card (2); Doctor Lucky went to the Hedge Maze (17): cat plays next, on bob's left (RULES C.10)" "$(sed -n 2p <<<"$output")"
}

@test "view: --log of a view tells what its player was told, its own draws named, the others' a card (issue 25)" {
	lucky-new -s 42 ann bob cat | lucky-move dining | lucky-end |
	    lucky-end | lucky-move parlor | lucky-end | lucky-show -a ann >"$S"
	run --separate-stderr lucky-show -f "$S" --log
	ran 0 "bob went to the Dining Hall (3)
bob ended the turn and drew a card; Doctor Lucky went to the Hedge Maze (17): cat plays next, on bob's left (RULES C.10)
cat ended the turn and drew a card; Doctor Lucky went to the Carriage House (18): ann plays next, on cat's left (RULES C.10)
ann went to the Parlor (1)
ann ended the turn and drew the Nursery card; Doctor Lucky went to the Piazza (19): bob plays next, on ann's left (RULES C.10)" ""
	# a view written before the told lines: the record's words alone
	sed -i '/^told /d; /^+ /d; /^sum /d' "$S"
	run --separate-stderr lucky-show -f "$S" --log
	ran 0 "bob went to the Dining Hall (3)
bob ended the turn and drew a card
cat ended the turn and drew a card
ann went to the Parlor (1)
ann ended the turn and drew a card" ""
	run --separate-stderr lucky-show -f "$S" --log -a bob
	ran 1 "" "lucky-show: this is ann's view: it cannot show bob's"
}

@test "--log of a new game prints nothing; a record that does not replay is malformed" {
	run --separate-stderr lucky-show -f "$S" --log
	ran 0 "" ""
	printf 'record move bob kitchen\n' >>"$S"
	run --separate-stderr lucky-show -F -f "$S" --log
	ran 2 "" "lucky-show: record entry 1 \"move bob kitchen\" does not replay: Drawing Room (0) to Kitchen (8) is not one step (RULES C.1)"
}

@test "-v says nothing when the action is refused, only the refusal" {
	run --separate-stderr lucky-move -v -f "$S" kitchen
	ran 1 "" "lucky-move: Drawing Room (0) to Kitchen (8) is not one step (RULES C.1): name every room on the way, or use --to=kitchen"
}

@test "-v with -n tells what the action would do; with -i, once the file is replaced" {
	run --separate-stderr lucky-end -v -n -f "$S"
	ran 0 "end bob draw" "bob ended the turn and drew the Failure! card (2); Doctor Lucky went to the Hedge Maze (17): cat plays next, on bob's left (RULES C.10)"
	run --separate-stderr lucky-end --verbose -i -f "$S"
	ran 0 "" "bob ended the turn and drew the Failure! card (2); Doctor Lucky went to the Hedge Maze (17): cat plays next, on bob's left (RULES C.10)"
}

@test "lucky-new -v tells the game set up, and who plays first" {
	run --separate-stderr lucky-new -v -s 42 ann bob cat
	same status 0 "$status"
	same stderr "classic rules for ann, bob and cat; Doctor Lucky is in the White Room; bob plays first" "$stderr"
}

@test "lucky-undo -v tells each action taken back, then whose action is due" {
	lucky-new -s 42 ann bob cat | lucky-move dining | lucky-end >"$S"
	run --separate-stderr lucky-undo -v -N 2 -f "$S"
	same status 0 "$status"
	same stderr "took back: bob went to the Dining Hall (3)
took back: bob ended the turn and drew the Failure! card (2); Doctor Lucky went to the Hedge Maze (17): cat plays next, on bob's left (RULES C.10)
bob plays" "$stderr"
}

@test "P.2 P.4 -v of a foiled attempt in the Paizo rules: the spite token and the dog's" {
	game -r paizo -o dog=both -s 42 ann bob cat
	set_turn 3 ann
	set_line round 2
	put_player ann kitchen
	put_lucky kitchen
	tells lucky-attempt -c w16
	tells lucky-attempt -p bob --foil f34 f31
	same told "bob answered with the Failure! card (2) and the Failure! card (2), 4 failure points; the attempt is foiled, 4 failure points against 3; ann gains 1 spite token (RULES P.2); Shamrock has 1 token (RULES P.4)" "$TOLD"
}

@test "the README's turn: -v says what lucky-move and lucky-end did, a line each, in order" {
	local top=$BATS_TEST_DIRNAME/..

	lucky-new -s 42 ann bob cat >"$S"
	run --separate-stderr sh -c 'lucky-move -v dining <"$1" | lucky-end -v >/dev/null' sh "$S"
	same status 0 "$status"
	same README "$(sed -n '/^    \$ lucky-move -v dining < game/,/^    \$ lucky-show -M/p' \
	    "$top/README.md" | sed '1d; $d; s/^    //')" "$stderr"
}

@test "A.14 -v of the escape game's start and of the draw each turn starts with; --log -a hides it from the others" {
	lucky-new -r escape -s 42 ann bob cid >"$S"
	run --separate-stderr lucky-new -v -r escape -s 42 ann bob cid
	same "new" "escape rules for ann, bob and cid; Doctor Lucky is in the Gallery (15); ann plays first" "$stderr"
	tells lucky-end
	same told "ann ended the turn; bob plays next, on ann's left (RULES A.14); bob drew the Gallery card (RULES A.14)" "$TOLD"
	run --separate-stderr lucky-show -f "$S" --log -a cid
	ran 0 "ann ended the turn; bob plays next, on ann's left (RULES A.14); bob drew a card (RULES A.14)" ""
}
