#!/usr/bin/env bats
# lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE.
#
# The two-player anniversary game with strangers (RULES A.11) through
# the programs: lucky-new seats them, lucky-end (or whichever action
# hands them the turn or an answer) plays them, lucky-move moves their
# pawns for the players, lucky-show refuses states they cannot be in,
# and lucky-check replays games with them.
#
# The standard game is `lucky-new -r anniversary -s 42 ann bob`: seat 1
# ann, seat 2 stranger1, seat 3 bob, seat 4 stranger2, everyone in the
# Drawing Room (1), Doctor Lucky in the Gallery (15), the west wing
# (rooms 8-12) locked as for four players, with the same five cards as
# the four-player game of anniversary.bats (v19 a14 v13 a24 v23); ann
# plays first.  The deal goes round the two players only (clovers in
# brackets):
#   ann  v09 Nursery 1 step [1], v10 Servants' Quarters 1 step [1], a18
#        Tight Hat 2, 4 in the Winter Garden [2], v22 Carriage House 2
#        steps [1], x11 [2], x04 [1]
#   bob  v02 Winter Garden 1 step [0], x17 [3], v20 Green House 2 steps
#        [1], a03 Rat Poison 3, 5 in the Green House [0], x20 [3], x07 [1]
# The draw pile holds 55 cards, from the top v21 Dining Hall 2 steps [1],
# x22 [4], a23 Choking Hazard [2], x06 [1], v07 Parlor 1 step [0], ...
#
# Sight used below: the Drawing Room sees the Parlor, Dining Hall,
# Trophy Room, Gallery and Foyer, not the Library, Armory, Nursery or
# Tennessee Room; the Gallery sees the Library; the Servants' Quarters
# (the dog's room) see the Tennessee Room.

bats_require_minimum_version 1.5.0
load turn_helper

EXAMPLES=$BATS_TEST_DIRNAME/../examples

# duo [lucky-new option...]: the standard game
duo() {
	game -r anniversary "$@" -s 42 ann bob
}

# put_stranger NAME ROOM: the stranger NAME's pawn stands in ROOM
put_stranger() {
	set_line player "$1" "$2" stranger
}

# round2: ann's turn 5, in round 2, everyone where the game put them
round2() {
	set_turn 5 ann
	set_line round 2
}

# --- setup ---------------------------------------------------------------

@test "A.11 two players seat two strangers between them: ann, stranger1, bob, stranger2, all in the Drawing Room" {
	duo
	same "player lines" "player ann drawing
player stranger1 drawing stranger
player bob drawing
player stranger2 drawing stranger" "$(lines_of player)"
	same "players, first, current, Lucky" "ann
stranger1
bob
stranger2
ann
ann
gallery" "$(key players first current lucky)"
	run --separate-stderr lucky-show -f "$S"
	ran 0 "anniversary rules, board villa, deck anniversary, seed 42
turn 1, round 1: ann to play (with the free step, 0 cards played)
Doctor Lucky: Gallery (15), next Library (16)
locked: Winter Garden (8), Wine Cellar (9), Kitchen (10),
        Lancaster Room (11), Master Suite (12)
seat  player            room                        cards  strength
1     ann               Drawing Room (1)                6         1  <- to play
2     stranger1         Drawing Room (1)                0         1
3     bob               Drawing Room (1)                6         1
4     stranger2         Drawing Room (1)                0         1
draw pile 55, discard pile 0, removed 0" ""
}

@test "A.11 the strangers hold no cards: the deal goes round the two players, six cards each" {
	duo
	same "hand lines" "hand ann v09 v10 a18 v22 x11 x04
hand stranger1
hand bob v02 x17 v20 a03 x20 x07
hand stranger2" "$(lines_of hand)"
	same "cards, draw pile: 72 - 5 locked - 12 dealt" "6
0
6
0
55" "$(key cards:ann cards:stranger1 cards:bob cards:stranger2 draw)"
	# the cards four players would get in seats 1 to 4 go to ann and
	# bob in turn: the same shuffle, the same locked cards
	local locked
	locked=$(lines_of locked)
	game -r anniversary -s 42 ann bob cy dan
	same "four players' locked cards" "$locked" "$(lines_of locked)"
	same "four players' hands" "hand ann v09 a18 x11 v21 v07 x24
hand bob v02 v20 x20 x22 v16 x14
hand cy v10 v22 x04 a23 v18 a12
hand dan x17 a03 x07 x06 x03 x16" "$(lines_of hand)"
}

@test "A.11 two players lock one wing as four do: west by default, east with lock=east" {
	duo
	same "west wing" "locked winter v19
locked cellar a14
locked kitchen v13
locked lancaster a24
locked master v23" "$(lines_of locked)"
	duo -o lock=east
	same "east wing" "locked tennessee v19
locked lilac a14
locked servants v13
locked white a24
locked hedge v23" "$(lines_of locked)"
}

@test "A.11 stranger1 and stranger2 are no player's names, in any case; three players have no strangers" {
	run --separate-stderr lucky-new -r anniversary -s 42 ann stranger1
	ran 2 "" "lucky-new: \"stranger1\" cannot be a player's name in the anniversary rules: it names a stranger"
	run --separate-stderr lucky-new -r anniversary -s 42 STRANGER2 bob cy
	ran 2 "" "lucky-new: \"STRANGER2\" cannot be a player's name in the anniversary rules: it names a stranger"
	game -r anniversary -s 42 ann bob cy
	same "three players" "player ann drawing
player bob drawing
player cy drawing" "$(lines_of player)"
	# the other rule sets have no strangers: the names are free there
	game -s 42 ann stranger1
	same "classic" "player ann drawing
player stranger1 drawing" "$(lines_of player)"
}

@test "A.11 the first turn is a player's: seat 1 by default, ann or bob with first=random, never a stranger" {
	local s firsts=

	duo
	same "first, current" "ann
ann" "$(key first current)"
	for s in $(seq 1 20); do
		firsts="$firsts
$(lucky-new -r anniversary -o first=random -s "$s" ann bob |
		    lucky-show -k first)"
	done
	same "first players of 20 seeds" "ann
bob" "$(printf '%s\n' "$firsts" | sed '/^$/d' | sort -u)"
}

@test "A.11 first=random draws one number below 2 after the shuffle: 0 gives ann, 1 bob" {
	local s i want

	# re-derived with the generator of helper.bash: the 72 cards
	# shuffled, then one number below the two players (untraced, as
	# helper.bash says)
	first_number() {
		ref_seed "$1"
		PILE=()
		for (( i = 0; i < 72; i++ )); do
			PILE+=("$i")
		done
		ref_shuffle
		ref_below 2
		echo "$REF"
	}
	for s in 1 2 3 4 5 6 7 8; do
		REF=$(untraced first_number "$s")
		want=ann
		[ "$REF" -eq 0 ] || want=bob
		same "seed $s" "$want" "$(lucky-new -r anniversary \
		    -o first=random -s "$s" ann bob | lucky-show -k first)"
	done
}

@test "A.11 with bob first, stranger2 plays after him, then ann and stranger1; round 2 starts with bob" {
	local s

	for s in $(seq 1 20); do
		[ "$(lucky-new -r anniversary -o first=random -s "$s" ann bob |
		    lucky-show -k first)" = bob ] && break
	done
	game -r anniversary -o first=random -s "$s" ann bob
	same "first, turn" "bob
1 bob" "$(key first; lines_of turn | cut -d' ' -f2-)"
	# the same shuffle and deal as without the option
	same hands "$(lucky-new -r anniversary -s "$s" ann bob |
	    grep '^hand ')" "$(lines_of hand)"
	game -r anniversary -o first=random -s "$s" ann bob
	play lucky-end
	same "after bob: stranger2 moved, ann to play" "foyer
ann
3
1" "$(key room:stranger2 current turn round)"
	play lucky-end
	same "after ann: stranger1 moved, round 2 starts with bob" "foyer
bob
5
2" "$(key room:stranger1 current turn round)"
}

# --- a stranger's turn ----------------------------------------------------

@test "A.11 a stranger's turn runs inside lucky-end: it moves down from room 1 to room 24, then Doctor Lucky moves" {
	duo
	play lucky-end
	same record "end ann" "$RECORD"
	same changes "- player stranger1 drawing stranger
- lucky gallery
- turn 1 ann
+ player stranger1 foyer stranger
+ lucky tennessee
+ turn 3 bob
+ record end ann" "$(changes)"
	# the record holds the players' actions only
	same "whole record" "end ann" "$(key record)"
}

@test "A.11 the turn order: ann, stranger1, bob, stranger2; round 2 starts with ann" {
	duo
	play lucky-end
	same "after ann and stranger1" "bob
3
1
foyer
drawing
tennessee" "$(key current turn round room:stranger1 room:stranger2 lucky)"
	play lucky-end
	same "after bob and stranger2" "ann
5
2
foyer
foyer
servants" "$(key current turn round room:stranger1 room:stranger2 lucky)"
	play lucky-end
	same "stranger1 goes on down: 24 to 23" "piazza
bob
7
2" "$(key room:stranger1 current turn round)"
	same record "end ann
end bob
end ann" "$(key record)"
}

@test "A.11 a stranger skips the locked rooms going down: Nursery (13) to Green House (7), Carriage House (22) to Library (16)" {
	duo
	put_stranger stranger1 nursery
	play lucky-end
	same "past the west wing" greenhouse "$(key room:stranger1)"
	duo -o lock=east
	put_stranger stranger1 carriage
	put_lucky drawing
	play lucky-end
	same "past the east wing" "library
billiard" "$(key room:stranger1 lucky)"
}

@test "A.11 a stranger with Doctor Lucky and unseen attempts before its move, with no weapon at its base strength" {
	duo
	put_stranger stranger1 library
	play lucky-end
	same record "end ann" "$RECORD"
	same changes "- lucky gallery
- turn 1 ann
- phase move
+ lucky library
+ turn 2 stranger1
+ phase answer
+ attempt stranger1 lucky 1
+ answer bob 0
+ record end ann" "$(changes | grep -v '^[-+] played ')"
	same "pending, answer due, whose, still in the Library" "stranger1 1 0
bob
bob
library" "$(key pending answer-due whose room:stranger1)"
}

@test "A.11 a stranger that reaches Doctor Lucky by its move attempts after it" {
	duo
	put_stranger stranger1 tennessee
	play lucky-end
	same "moved to the Library, with Doctor Lucky, and attempts" "library
library
answer
stranger1 1 0
bob" "$(key room:stranger1 lucky phase pending answer-due)"
	same "attempt, answer" "attempt stranger1 lucky 1
answer bob 0" "$(lines_of attempt; lines_of answer)"
}

@test "A.11 the attempt counts the stranger's motives and strength line: 1 + 2 + 3" {
	duo
	put_stranger stranger1 library
	motives stranger1 v07 x24
	set_line strength stranger1 3
	same strength 6 "$(key strength:stranger1)"
	play lucky-end
	same "attempt line" "attempt stranger1 lucky 6" "$(lines_of attempt)"
}

@test "A.11 a stranger seen by a player, or with one in its room, makes no attempt and moves on" {
	duo
	put_stranger stranger1 library
	put_player bob gallery
	play lucky-end
	same "no attempt: moved to the Gallery, bob to play" "gallery
move
bob
3
tennessee" "$(key room:stranger1 phase current turn lucky)"
	same "no attempt line" "" "$(lines_of attempt)"
	duo
	put_stranger stranger1 library
	put_player bob library
	play lucky-end
	same "bob in the room: no attempt" "gallery
move
bob" "$(key room:stranger1 phase current)"
}

@test "A.11 a stranger seen by the other stranger makes no attempt" {
	duo
	put_stranger stranger1 library
	put_stranger stranger2 gallery
	play lucky-end
	same "seen from the Gallery" "gallery
move
bob
3" "$(key room:stranger1 phase current turn)"
	duo
	put_stranger stranger1 library
	put_stranger stranger2 library
	play lucky-end
	same "with stranger2 in the Library" "gallery
library
move
bob" "$(key room:stranger1 room:stranger2 phase current)"
}

@test "A.11 the dog keeps a stranger from attempting; without his eyes on it, it attempts" {
	duo -o pet=dog
	same "the dog in the Servants' Quarters" servants "$(key dog)"
	put_stranger stranger1 tennessee
	put_lucky library
	play lucky-end
	same "seen by the dog: moved to the Library" "library
move
bob
lilac" "$(key room:stranger1 phase current lucky)"
	duo -o pet=dog
	set_line dog drawing
	put_stranger stranger1 tennessee
	put_lucky library
	play lucky-end
	same "the dog in the Drawing Room: an attempt" "tennessee
answer
stranger1 1 0" "$(key room:stranger1 phase pending)"
}

@test "A.11 the lights out, a stranger is seen only from its own room: it attempts with bob next door" {
	duo
	empty_deck
	put_stranger stranger1 library
	put_player bob gallery
	play lucky-end
	same "an attempt" "answer
stranger1 1 0
bob" "$(key phase pending answer-due)"
}

# --- answers --------------------------------------------------------------

@test "A.11 a player answers a stranger's attempt: the state waits for bob, whose clovers foil it" {
	duo
	put_stranger stranger1 library
	play lucky-end
	rules_refuse "stranger1's attempt waits for bob's answer (RULES C.7)" lucky-end
	rules_refuse "stranger1's attempt waits for bob's answer (RULES C.7)" \
	    lucky-move parlor
	rules_refuse "it is bob's answer, not ann's" lucky-attempt -p ann --pass
	rules_refuse "it is bob's answer, not stranger2's" \
	    lucky-attempt -p stranger2 --pass
	play lucky-attempt --foil x20
	same record "foil bob x20" "$RECORD"
	# foiled: stranger1 gains the deck's top card, a movement card,
	# then moves down and its turn ends; bob is to play
	same "motives, strength, room, draw pile, discard" "v21
2
gallery
54
x20" "$(key motives:stranger1 strength:stranger1 room:stranger1 draw;
	    cards_of discard)"
	same "phase, turn, Lucky" "move
bob
3
tennessee" "$(key phase current turn lucky)"
	same "motives line" "motives stranger1 v21" "$(lines_of motives)"
}

@test "A.11 a player's pass leaves the answer to the other stranger, who turns up the deck's top card: its clovers foil" {
	duo
	put_stranger stranger1 library
	motives stranger1 v07 v18
	to_top x22 a01 v21
	play lucky-end
	same pending "stranger1 3 0" "$(key pending)"
	play lucky-attempt --pass
	same record "pass bob" "$RECORD"
	# x22, 4 clovers: foiled; a01 is the next top card, under stranger1
	# now
	same "discard, motives, strength, draw pile" "x22
motives stranger1 v07 v18 a01
4
51" "$(cards_of discard; lines_of motives; key strength:stranger1 draw)"
	same "stranger1 moved after its attempt; bob to play" "gallery
move
bob
3" "$(key room:stranger1 phase current turn)"
	same "the draw pile's top" v21 "$(cards_of draw | cut -d' ' -f1)"
}

@test "A.11 a stranger turns up one card only: short of the attempt, the answer goes on to the next" {
	duo
	put_stranger stranger1 library
	motives stranger1 v07 v18
	to_top a01 x22 v21
	play lucky-end
	play lucky-attempt --pass
	# stranger2 turned up a01, no clover, and no second card: ann
	# answers, x22 still on top
	same "phase, pending, answer due, discard, draw pile" "answer
stranger1 3 0
ann
a01
52" "$(key phase pending answer-due; cards_of discard; key draw)"
	same "the draw pile's top" x22 "$(cards_of draw | cut -d' ' -f1)"
	play lucky-attempt -p ann --foil x11 x04
	same "foiled by ann: stranger1 gains x22" "motives stranger1 v07 v18 x22
4" "$(lines_of motives; key strength:stranger1)"
}

@test "A.11 a stranger answers a player's attempt on its own: stranger1, on ann's left, turns up the top card" {
	duo
	round2
	put_player ann armory
	put_lucky armory
	play lucky-attempt -c a18
	same record "attempt ann a18" "$RECORD"
	# strength 1 + Tight Hat 2 = 3: stranger1 turns up v21, 1 clover,
	# one card only: bob answers
	same changes "- phase move
- played 0
- hand ann v09 v10 a18 v22 x11 x04
- discard
+ phase answer
+ played 1
+ attempt ann lucky 3 a18
+ answer bob 1
+ hand ann v09 v10 v22 x11 x04
+ discard v21
+ record attempt ann a18" "$(changes | grep -v '^[-+] draw ')"
	same "draw pile, its top" "54
x22" "$(key draw; cards_of draw | cut -d' ' -f1)"
	# bob passes; stranger2 turns up x22, 4 clovers: foiled
	play lucky-attempt -p bob --pass
	same "phase, motives, discard, draw pile" "end
a18
v21 x22
53" "$(key phase motives:ann; cards_of discard; key draw)"
	play lucky-end
	same "ann's turn ended; stranger1 played" "bob
7
foyer" "$(key current turn room:stranger1)"
}

@test "A.11 a stranger turning up the last card puts the lights out, and the answer goes on" {
	duo
	round2
	put_player ann armory
	put_lucky armory
	to_pile draw v07
	empty_deck 1
	same "draw pile, lights" "1
on" "$(key draw lights)"
	play lucky-attempt
	same "stranger1 turned it up, no clover: bob answers" "answer
ann 1 0
bob
0
off" "$(key phase pending answer-due draw lights)"
	same "the last on the discard pile" v07 \
	    "$(cards_of discard | awk '{ print $NF }')"
	same "lights line" "lights off" "$(lines_of lights)"
}

@test "A.11 with the deck empty a stranger turns up nothing: a player's attempt nobody foils wins" {
	duo
	round2
	put_player ann armory
	put_lucky armory
	empty_deck
	play lucky-attempt
	same "stranger1 passed: bob answers" "bob
ann 1 0" "$(key answer-due pending)"
	play lucky-attempt --pass
	same "stranger2 passed too: ann wins" "over
ann" "$(key phase winner)"
}

@test "A.11 a stranger foiled with the deck empty gains 1 on its strength line" {
	duo
	empty_deck
	put_stranger stranger1 library
	play lucky-end
	play lucky-attempt --foil x07
	same "strength line, strength" "strength stranger1 1
2" "$(lines_of strength; key strength:stranger1)"
	same "no motive" "" "$(lines_of motives)"
	# foiled again, in round 2: the line counts up
	put_stranger stranger1 library
	put_lucky gallery
	round2
	play lucky-end
	same pending "stranger1 2 0" "$(key pending)"
	play lucky-attempt --foil x20
	same "strength line, strength" "strength stranger1 2
3" "$(lines_of strength; key strength:stranger1)"
}

@test "A.11 the other stranger foils with the last card: the lights go out and no card is left for the motive" {
	duo
	to_pile draw x22
	empty_deck 1
	put_stranger stranger1 library
	play lucky-end
	play lucky-attempt --pass
	same "foiled by x22, the last card" "x22
0
off
strength stranger1 1" "$(cards_of discard | awk '{ print $NF }'; key draw lights;
	    lines_of strength)"
	same "no motive" "" "$(lines_of motives)"
	same "bob to play" "bob
move" "$(key current phase)"
}

@test "A.11 a stranger nobody foils kills Doctor Lucky and wins" {
	duo
	empty_deck
	put_stranger stranger1 library
	play lucky-end
	play lucky-attempt --pass
	same "stranger2 turned up nothing: ann answers" "ann
stranger1 1 0" "$(key answer-due pending)"
	play lucky-attempt --pass
	same record "pass ann" "$RECORD"
	same "phase, winner, loser, turn" "over
stranger1
ann
2 stranger1" "$(key phase winner loser; lines_of turn | cut -d' ' -f2-)"
	same "winner line" "winner stranger1" "$(lines_of winner)"
	rules_refuse "the game is over: stranger1 killed Doctor Lucky" lucky-end
	rules_refuse "the game is over: stranger1 killed Doctor Lucky" \
	    lucky-move parlor
	run --separate-stderr lucky-show -f "$S"
	same "summary" "turn 2, round 1: game over: stranger1 killed Doctor Lucky" \
	    "$(printf '%s\n' "$output" | sed -n 2p)"
}

# --- turn order -----------------------------------------------------------

@test "A.11 Doctor Lucky entering a stranger's room after the first round gives it the turn" {
	duo
	round2
	put_stranger stranger2 library
	put_player ann gallery
	play lucky-end
	# stranger2 played turn 6, seen by ann: no attempt; it moved to
	# the Gallery, Doctor Lucky to the Tennessee Room, and the turn
	# went to its left, ann; stranger1 and bob were passed over
	same "turn, round, current, rooms" "7
3
ann
gallery
drawing
tennessee" "$(key turn round current room:stranger2 room:stranger1 lucky)"
	same record "end ann" "$(key record)"
}

@test "A.11 several people in Doctor Lucky's room: the first to the left of the last to play, a stranger or not" {
	duo
	round2
	put_stranger stranger2 library
	put_player bob library
	put_player ann gallery
	play lucky-end
	same "bob before stranger2" "bob
6
library" "$(key current turn room:stranger2)"
	duo
	round2
	put_stranger stranger1 library
	put_stranger stranger2 library
	play lucky-end
	# stranger1 first: seen by stranger2, it moves on; Doctor Lucky
	# leaves the Library, and the turn goes to bob
	same "stranger1 before stranger2, then bob" "gallery
library
bob
7" "$(key room:stranger1 room:stranger2 current turn)"
}

@test "A.11 in the first round Doctor Lucky entering a stranger's room changes nothing" {
	duo
	put_stranger stranger2 library
	put_player ann gallery
	play lucky-end
	same "stranger1 played, then bob" "foyer
library
bob
3" "$(key room:stranger1 room:stranger2 current turn)"
}

@test "A.11 Doctor Lucky coming to the stranger that just moved gives it another turn: it attacks before moving" {
	duo
	round2
	put_stranger stranger1 lilac
	play lucky-end
	# turn 6: Doctor Lucky in the Library, stranger1 moves from the
	# Lilac Room to the Tennessee Room; Doctor Lucky follows it there
	same "turn 7, stranger1 attacks in the Tennessee Room" "7
stranger1
tennessee
tennessee
stranger1 1 0
bob" "$(key turn current room:stranger1 lucky pending answer-due)"
}

# --- moving a stranger's pawn ---------------------------------------------

@test "A.11 a player moves a stranger's pawn by steps: the free step, a movement card's steps" {
	duo
	run --separate-stderr lucky-move -n -f "$S" -m stranger1 parlor
	ran 0 "move ann -m stranger1 parlor" ""
	play lucky-move -m stranger1 parlor
	same record "move ann -m stranger1 parlor" "$RECORD"
	same "stranger1, ann, free step" "parlor
drawing
0" "$(key room:stranger1 room:ann moves-left)"
	# v09 (Nursery 1 step): the Carriage House is one step from the
	# Parlor, so the card pays the step
	play lucky-move -m stranger1 -c v09 carriage
	same record "move ann -m stranger1 -c v09 carriage" "$RECORD"
	same "stranger1, discard" "carriage
v09" "$(key room:stranger1; cards_of discard)"
	# by seat number: seat 4 is stranger2
	duo
	play lucky-move -m 4 foyer
	same record "move ann -m stranger2 foyer" "$RECORD"
	# the stranger goes on from where it was put: 24 to 23
	play lucky-end
	play lucky-end
	same "stranger2 after its turn" piazza "$(key room:stranger2)"
}

@test "A.11 a stranger's pawn never jumps by a card's room; the other player's pawn is never moved" {
	duo
	rules_refuse "a stranger moves by steps only, not by a card's room (RULES A.11)" \
	    lucky-move -m stranger1 -c v09 nursery
	rules_refuse "a player moves only their own pawn, the pets and the strangers (RULES A.5, A.11)" \
	    lucky-move -m bob parlor
	rules_refuse "Kitchen (10) is locked: nobody enters it (RULES A.2)" \
	    lucky-move -m stranger2 trophy kitchen
	rules_refuse "2 steps, but the cards pay 0 and the free step 1 (RULES C.4)" \
	    lucky-move -m stranger2 trophy greenhouse
	rules_refuse "it is ann's turn, not stranger1's" lucky-end -p stranger1
	rules_refuse "it is ann's turn, not stranger1's" lucky-move -p stranger1 parlor
}

@test "A.11 strangers count for the players: no attempt or draw with one in the room or seeing you" {
	duo
	round2
	put_player ann armory
	put_lucky armory
	put_stranger stranger1 armory
	rules_refuse "stranger1 is in Armory (14) too: you must be alone with Doctor Lucky (RULES C.6)" \
	    lucky-attempt
	put_stranger stranger1 gallery
	rules_refuse "stranger1 sees you from Gallery (15) (RULES C.6)" lucky-attempt
	put_stranger stranger1 drawing
	put_lucky foyer
	put_stranger stranger2 nursery
	rules_refuse "stranger2 sees you from Nursery (13): nobody may see you draw (RULES A.5)" \
	    lucky-end --draw
	put_stranger stranger2 drawing
	same "alone and unseen: ann may draw" yes "$(key can-draw)"
}

# --- the state ------------------------------------------------------------

@test "A.11 the state: a stranger's motives may be any cards, its strength line adds to its base strength" {
	duo
	motives stranger1 v21 x22
	set_line strength stranger1 2
	same "motives, strength" "v21
x22
5" "$(key motives:stranger1 strength:stranger1)"
	same "lines" "motives stranger1 v21 x22
strength stranger1 2" "$(lines_of motives; lines_of strength)"
	run --separate-stderr lucky-show -f "$S"
	same "summary line" "2     stranger1         Drawing Room (1)                0         5" \
	    "$(printf '%s\n' "$output" | grep '^2 ')"
}

@test "A.11 a state where a stranger holds cards, is to play or answers is refused, and the files are unchanged" {
	duo
	sed_state 's/^hand stranger1$/hand stranger1 v21/; s/^draw v21 /draw /'
	bad "$BAD_STATE" "state:29: stranger1 is a stranger: strangers hold no cards (RULES A.11)"
	sed_state 's/^turn 1 ann$/turn 2 stranger1/'
	bad "$BAD_STATE" "state:29: stranger1 is a stranger: its turns and answers are played by the programs (RULES A.11)"
	round2
	put_player ann armory
	put_lucky armory
	to_top x22
	play lucky-attempt -c a18
	sed_state 's/^phase end$/phase answer/; /^motives /d
	    s/^played 1$/played 1\nattempt ann lucky 3 a18\nanswer stranger1 0/'
	bad "$BAD_STATE" "state:32: stranger1 is a stranger: its turns and answers are played by the programs (RULES A.11)"
}

@test "A.11 the state: stranger names, the word stranger and the strength line are checked" {
	duo
	sed_state 's/^player stranger1 drawing stranger$/player stranger1 drawing/'
	bad "$BAD_STATE" "state:8: \"stranger1\" cannot be a player's name in the anniversary rules: it names a stranger"
	sed_state '$a\
strength ann 1'
	bad "$BAD_STATE" "state:30: strength: ann is no stranger (RULES A.11)"
	sed_state '$a\
strength stranger1 1\
strength stranger1 2'
	bad "$BAD_STATE" "state:31: second \"strength\" line for stranger1"
	game -s 42 ann bob
	sed_state 's/^player bob drawing$/player bob drawing stranger/'
	bad "$BAD_STATE" "state:8: strangers are not used by the classic rules"
}

# --- whole games ----------------------------------------------------------

@test "A.11 lucky-check replays a two-player game: the setup seats the strangers again" {
	duo
	play lucky-move -m stranger1 parlor
	play lucky-end
	play lucky-move -c v20 trophy greenhouse
	play lucky-end --draw
	play lucky-end
	same "stranger1 from the Parlor to the Drawing Room, then the Foyer" \
	    "foyer
foyer" "$(key room:stranger1 room:stranger2)"
	run --separate-stderr lucky-check -f "$S"
	ran 0 "ok: 5 record entries replay to exactly this state" ""
	# a stranger moved by hand does not replay
	put_stranger stranger2 piazza
	run --separate-stderr lucky-check -f "$S"
	same "edited: status" 1 "$status"
}

@test "A.11 lucky-check accepts whole two-player games played by examples/bot-game" {
	local s out=$BATS_TEST_TMPDIR/game

	whole_games

	for s in 1 2 3 4; do
		rm -f "$out"
		run --separate-stderr env LUCKY_GAME_OUT="$out" \
		    "$EXAMPLES/bot-game" -r anniversary -s "$s" ann bob
		same "seed $s: status, stderr" "0 " "$status $stderr"
		same "seed $s: seats" "ann
stranger1
bob
stranger2" "$(lucky-show -f "$out" -k players)"
		same "seed $s: phase" over "$(lucky-show -f "$out" -k phase)"
		run --separate-stderr lucky-check -f "$out"
		same "seed $s: lucky-check" "0 ok: replay" \
		    "$status $(printf '%s\n' "$output" |
		    sed 's/[0-9]* record entries replay to exactly this state/replay/')"
	done
}

@test "A.11 lucky-check accepts whole two-player games played by examples/play-game" {
	local s out=$BATS_TEST_TMPDIR/game

	whole_games

	for s in 1 2 3; do
		rm -f "$out"
		run --separate-stderr env LUCKY_GAME_OUT="$out" \
		    "$EXAMPLES/play-game" -r anniversary -s "$s" ann bob
		same "seed $s: status, stderr" "0 " "$status $stderr"
		same "seed $s: phase" over "$(lucky-show -f "$out" -k phase)"
		run --separate-stderr lucky-check -f "$out"
		same "seed $s: lucky-check" "0 ok: replay" \
		    "$status $(printf '%s\n' "$output" |
		    sed 's/[0-9]* record entries replay to exactly this state/replay/')"
	done
}
