#!/usr/bin/env bats
# lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE.
#
# lucky-move(1): steps, the free step and move and room cards (RULES C.1,
# C.4, C.5), refusals, -n and -p, forgiving names in the record.
#
# The standard game is `lucky-new -s 42 ann bob cat`: bob to play (turn
# 1), everyone in the Drawing Room, Doctor Lucky in the White Room;
# bob holds f34 f31 r04 f19 f40 r17.

bats_require_minimum_version 1.5.0
load turn_helper

USAGE='usage: lucky-move [-DFhinv] [-c card] ... [-f file] [-m pawn] [-p player]
	[--to=room] [room ...]'

setup() {
	game
}

# --- RULES C.1: steps ------------------------------------------------------

@test "C.1 a step to an adjacent room is allowed and changes only the pawn and the free step" {
	play lucky-move dining
	same record "move bob dining" "$RECORD"
	same changes "- player bob drawing
- free 1
+ player bob dining
+ free 0
+ record move bob dining" "$(changes)"
}

@test "C.1 a step into a hallway is allowed" {
	put_player bob dining
	play lucky-move hall-w
	same record "move bob hall-w" "$RECORD"
	same "room, moves left" "hall-w
0" "$(key room:bob moves-left)"
}

@test "C.1 a step from a hallway onto the stairs and from the stairs into a room is allowed" {
	put_player bob hall-w
	play lucky-move stairs-w
	same room stairs-w "$(key room:bob)"
	put_player bob stairs-w
	set_line free 1
	play lucky-move lancaster
	same room lancaster "$(key room:bob)"
}

@test "C.1 a step to a space that is not adjacent is refused" {
	rules_refuse "Drawing Room (0) to Kitchen (8) is not one step (RULES C.1): name every room on the way, or use --to=kitchen" \
	    lucky-move kitchen
	put_player bob hall-w
	rules_refuse "west hall to Lancaster Room (9) is not one step (RULES C.1): name every room on the way, or use --to=lancaster" \
	    lucky-move lancaster
}

@test "C.1 Kitchen and Trophy Room are two steps apart (a hallway between)" {
	put_player bob kitchen
	rules_refuse "Kitchen (8) to Trophy Room (5) is not one step (RULES C.1): name every room on the way, or use --to=trophy" \
	    lucky-move trophy
	give bob m01
	play lucky-move -c m01 hall-sw trophy
	same room trophy "$(key room:bob)"
	put_player bob kitchen
	give bob m02
	set_line free 1
	play lucky-move -c m02 hall-w trophy
	same room trophy "$(key room:bob)"
}

@test "C.1 moving to the space you stand in is refused" {
	rules_refuse "bob is already in Drawing Room (0)" lucky-move drawing
}

# --- RULES C.4: the free step ---------------------------------------------

@test "C.4 a second free step is refused" {
	play lucky-move dining
	rules_refuse "1 step, but the cards pay 0 and the free step is used (RULES C.4)" \
	    lucky-move billiard
}

@test "C.4 two steps without a card are refused" {
	rules_refuse "2 steps, but the cards pay 0 and the free step 1 (RULES C.4)" \
	    lucky-move dining billiard
}

@test "C.4 the free step and a move card in one move: one of the two steps is free" {
	give bob m01
	play lucky-move -c m01 dining billiard
	same record "move bob -c m01 dining billiard" "$RECORD"
	same "room, moves left, discard" "billiard
0
1" "$(key room:bob moves-left discard)"
}

@test "C.4 the free step after a card, in a second lucky-move" {
	give bob m01
	play lucky-move -c m01 dining
	same "after the card" "dining
1" "$(key room:bob moves-left)"
	play lucky-move billiard
	same record "move bob billiard" "$RECORD"
	same "after the free step" "billiard
0" "$(key room:bob moves-left)"
}

@test "C.4 the free step before a card, in a second lucky-move" {
	give bob m01
	play lucky-move dining
	play lucky-move -c m01 billiard
	same record "move bob -c m01 billiard" "$RECORD"
	same "after the card" "billiard
0" "$(key room:bob moves-left)"
}

@test "C.4 the free step between two cards" {
	give bob m01 m02
	play lucky-move -c m01 dining
	play lucky-move billiard
	play lucky-move -c m02 hall-e
	same "room, moves left, discard" "hall-e
0
2" "$(key room:bob moves-left discard)"
	same record "move bob -c m01 dining
move bob billiard
move bob -c m02 hall-e" "$(key record)"
}

@test "C.4 the free step before a room card's jump in one move" {
	give bob r19
	play lucky-move -c r19 dining cellar
	same record "move bob -c r19 dining cellar" "$RECORD"
	same "room, moves left" "cellar
0" "$(key room:bob moves-left)"
}

@test "C.4 the free step after a room card's jump in one move" {
	give bob r08
	play lucky-move -c r08 kitchen hall-sw
	same "room, moves left" "hall-sw
0" "$(key room:bob moves-left)"
}

# --- RULES C.5: move and room cards ----------------------------------------

@test "C.5 a Move-2 card walks two steps and keeps the free step" {
	give bob m09
	play lucky-move -c m09 dining hall-w
	same record "move bob -c m09 dining hall-w" "$RECORD"
	same "room, moves left" "hall-w
1" "$(key room:bob moves-left)"
	play lucky-move kitchen
	same room kitchen "$(key room:bob)"
}

@test "C.5 a Move-2 card and the free step walk three steps" {
	give bob m09
	play lucky-move -c m09 dining hall-w kitchen
	same "room, moves left" "kitchen
0" "$(key room:bob moves-left)"
}

@test "C.5 a Move-2 card may walk a single step (up to its value)" {
	give bob m09
	play lucky-move -c m09 dining
	same "room, moves left" "dining
1" "$(key room:bob moves-left)"
}

@test "C.5 a Move-2 card cannot pay three steps without the free step" {
	give bob m09
	play lucky-move dining
	rules_refuse "3 steps, but the cards pay 2 and the free step is used (RULES C.4)" \
	    lucky-move -c m09 hall-w kitchen cellar
}

@test "C.5 a move card whose steps are not needed is refused" {
	give bob m01 m02 m09
	rules_refuse "2 steps need fewer move cards than 2 (RULES C.5)" \
	    lucky-move -c m09 -c m01 dining hall-w
	rules_refuse "1 step needs fewer move cards than 2 (RULES C.5)" \
	    lucky-move -c m01 -c m02 dining
}

@test "C.5 a room card jumps to its room, keeping the free step" {
	give bob r08
	play lucky-move -c r08 kitchen
	same record "move bob -c r08 kitchen" "$RECORD"
	same "room, moves left" "kitchen
1" "$(key room:bob moves-left)"
	same hand "f34 f31 r04 f19 f40 r17" "$(cards_of hand bob)"
	same discard r08 "$(cards_of discard)"
}

@test "C.5 a room card whose room is not in the path is refused" {
	give bob r08
	rules_refuse "room card r08 (Kitchen) is not used: name its room in the path" \
	    lucky-move -c r08 dining
}

@test "C.5 cards played go to the discard pile" {
	give bob m01 r08
	play lucky-move -c r08 -c m01 kitchen hall-sw
	same "hand" "f34 f31 r04 f19 f40 r17" "$(cards_of hand bob)"
	same "discard" "r08 m01" "$(cards_of discard)"
	same "played" "played 2" "$(state_joined | grep '^played')"
	same "removed" "" "$(cards_of removed)"
}

@test "C.5 -d walks Doctor Lucky with a move card like a player" {
	give bob m09
	play lucky-move -D -c m09 servants hall-e
	same record "move bob -d -c m09 servants hall-e" "$RECORD"
	same changes "- lucky white
- played 0
- hand bob f34 f31 r04 f19 f40 r17 m09
- discard
+ lucky hall-e
+ played 1
+ hand bob f34 f31 r04 f19 f40 r17
+ discard m09
+ record move bob -d -c m09 servants hall-e" "$(changes)"
}

@test "C.5 -d puts Doctor Lucky in a room card's room" {
	play lucky-move -D -c r17 gallery
	same record "move bob -d -c r17 gallery" "$RECORD"
	same "lucky, bob's room, moves left, discard" "gallery
drawing
1
1" "$(key lucky room:bob moves-left discard)"
}

@test "C.5 -d without a card is refused: the free step moves only yourself" {
	rules_refuse "Doctor Lucky moves only by cards: the free step moves only yourself (RULES C.5)" \
	    lucky-move -D servants
}

@test "C.5 the free step never moves Doctor Lucky" {
	give bob m01
	rules_refuse "2 steps for Doctor Lucky, but the cards pay 1 (RULES C.5)" \
	    lucky-move -D -c m01 servants hall-e
	rules_refuse "1 step for Doctor Lucky, but the cards pay 0 (RULES C.5)" \
	    lucky-move -D -c r17 servants gallery
}

@test "C.5 a card not in the player's hand is refused" {
	rules_refuse "m06 (Move-1) is not in bob's hand" lucky-move -c m06 dining
	rules_refuse "m01 (Move-1) is not in bob's hand" lucky-move -c move-1 dining
}

@test "C.5 a failure card given to lucky-move is refused" {
	rules_refuse "f34 (Failure!) is a failure card: only move and room cards move pawns (RULES C.5)" \
	    lucky-move -c f34 dining
}

@test "C.5 a weapon card given to lucky-move is refused" {
	give bob w16
	rules_refuse "w16 (Runcible Spoon) is a weapon card: only move and room cards move pawns (RULES C.5)" \
	    lucky-move -c w16 dining
}

@test "C.5 a card given twice is refused" {
	give bob m09
	rules_refuse "m09 is given twice" lucky-move -c m09 -c m09 dining hall-w
}

@test "C.5 moving another player's pawn out of turn is refused" {
	rules_refuse "it is bob's turn, not ann's" lucky-move -p ann dining
	rules_refuse "it is bob's turn, not cat's" lucky-move -p CAT dining
}

@test "C.5 moving another player's pawn on your turn is refused: by the free step, a move card's steps, a room card" {
	give bob m01
	rules_refuse "a player moves only their own pawn and Doctor Lucky (RULES C.5)" \
	    lucky-move -m ann dining
	rules_refuse "a player moves only their own pawn and Doctor Lucky (RULES C.5)" \
	    lucky-move -m CAT dining
	rules_refuse "a player moves only their own pawn and Doctor Lucky (RULES C.5)" \
	    lucky-move -c m01 -m ann dining
	rules_refuse "a player moves only their own pawn and Doctor Lucky (RULES C.5)" \
	    lucky-move -c r04 -m 1 sitting
	rules_refuse "a player moves only their own pawn and Doctor Lucky (RULES C.5)" \
	    lucky-move -n -m ann dining
	# his own pawn, named, moves
	play lucky-move -m bob dining
	same record "move bob dining" "$RECORD"
}

@test "lucky-move -p names the player to play in any form" {
	play lucky-move -p BOB dining
	same record "move bob dining" "$RECORD"
	game
	play lucky-move -p 2 dining
	same record "move bob dining" "$RECORD"
}

# --- -n --------------------------------------------------------------------

@test "lucky-move -n prints only the canonical action" {
	give bob m01
	run --separate-stderr lucky-move -n -f "$S" -c Move-1 "Dining Hall" 2
	same status 0 "$status"
	same stdout "move bob -c m01 dining billiard" "$output"
	same stderr "" "$stderr"
}

@test "lucky-move -n refuses like the real move" {
	rules_refuse "Drawing Room (0) to Kitchen (8) is not one step (RULES C.1): name every room on the way, or use --to=kitchen" \
	    lucky-move -n kitchen
	rules_refuse "it is bob's turn, not ann's" lucky-move -n -p ann dining
}

# --- the record: forgiving names are written as ids ------------------------

@test "C.1 rooms named in any forgiving form are recorded as ids" {
	for name in "Dining Hall" 3 DINING dining_hall Dining-Hall; do
		game
		play lucky-move "$name"
		same "record for $name" "move bob dining" "$RECORD"
		same "room for $name" dining "$(key room:bob)"
	done
}

@test "C.5 cards named by their name are recorded as ids" {
	give bob m01 m02
	play lucky-move -c move-1 -c Move-1 dining billiard
	same record "move bob -c m01 -c m02 dining billiard" "$RECORD"
}

# --- malformed input ---------------------------------------------------------

@test "lucky-move without a room is a usage error" {
	run --separate-stderr lucky-move -f "$S"
	same status 2 "$status"
	same stdout "" "$output"
	same stderr "$USAGE" "$stderr"
}

@test "lucky-move refuses an unknown room or card with exit 2" {
	refuses 2 'unknown room "kitchn" (did you mean "Kitchen"?)' \
	    lucky-move kitchn
	refuses 2 'no card "zz" in bob'"'"'s hand (bob holds: f34 Failure!, f31 Failure!, r04 Sitting Room, f19 Failure!, f40 Failure!, r17 Gallery)' lucky-move -c zz dining
	refuses 2 'unknown player "dan"' lucky-move -p dan dining
}

@test "lucky-move refuses a malformed state with exit 2" {
	printf 'lucky-state 1\nrules classic\n' >"$BATS_TEST_TMPDIR/bad"
	run --separate-stderr lucky-move -f "$BATS_TEST_TMPDIR/bad" dining
	same status 2 "$status"
	same stdout "" "$output"
	same stderr 'lucky-move: state:2: no "board" line: the state is incomplete' "$stderr"
	run --separate-stderr lucky-move -f "$BATS_TEST_TMPDIR/missing" dining
	same status 2 "$status"
	same stdout "" "$output"
	same stderr "lucky-move: $BATS_TEST_TMPDIR/missing: No such file or directory" "$stderr"
}

@test "a view hides the others' hands: a card of a hidden hand is refused as hidden, not as missing" {
	lucky-new -s 42 ann bob cat | lucky-show -a ann >"$BATS_TEST_TMPDIR/view"
	run --separate-stderr lucky-move -n -f "$BATS_TEST_TMPDIR/view" -c r04 sitting
	refused 1 "lucky-move: r04 (Sitting Room) cannot be played from this view: bob's hand is hidden in it"
}
