#!/usr/bin/env bats
# lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE.
#
# The anniversary rules (RULES A.1-A.10, A.12; A.11 strangers, A.13 the
# hotel and A.14 the escape are not played here) through the programs:
# lucky-new, lucky-move, lucky-attempt, lucky-end, lucky-show,
# lucky-sight and lucky-check.
#
# The standard game is `lucky-new -r anniversary -s 42 ann bob cy dan`
# (four players: the west wing, rooms 8-12, is locked by default), with
# -o options where a test needs them; the options change neither the
# shuffle nor the hands.  ann (seat 1) plays first; everyone is in the
# Drawing Room (1), Doctor Lucky in the Gallery (15).  The hands (clovers
# in brackets):
#   ann  v09 Nursery 1 step [1], a18 Tight Hat 2, 4 in the Winter Garden
#        [2], x11 [2], v21 Dining Hall 2 steps [1], v07 Parlor 1 step [0],
#        x24 [4]
#   bob  v02 Winter Garden 1 step [0], v20 Green House 2 steps [1], x20
#        [3], x22 [4], v16 Billiard Room 1 step [2], x14 [2]
#   cy   v10 Servants' Quarters 1 step [1], v22 Carriage House 2 steps
#        [1], x04 [1], a23 Choking Hazard 2, 4 in the Parlor [2], v18
#        Piazza 2 steps [0], a12 Duck Decoy 2, 5 in the Trophy Room [1]
#   dan  x17 [3], a03 Rat Poison 3, 5 in the Green House [0], x07 [1],
#        x06 [1], x03 [1], x16 [2]
# The locked rooms get the first five cards of the shuffled deck, v19
# a14 v13 a24 v23 (west: Winter Garden, Wine Cellar, Kitchen, Lancaster
# Room, Master Suite; east: Tennessee Room, Lilac Room, Servants'
# Quarters, White Room, Hedge Maze); the draw pile starts with x08 and
# holds 43 cards.

bats_require_minimum_version 1.5.0
load turn_helper

# anniv [lucky-new option...]: the standard game, with these options
anniv() {
	game -r anniversary "$@" -s 42 ann bob cy dan
}

# names N: the first N of nine player names
names() {
	echo "ann bob cy dan eve fay gus hal ivy" | cut -d' ' -f"1-$1"
}

# ann's turn in round 2 (turn 5), ann alone with Doctor Lucky in ROOM
# (default the Armory), bob, cy and dan in the Drawing Room, which sees
# neither the Armory nor the Nursery
attack_position() {
	set_turn 5 ann
	set_line round 2
	put_player ann "${1:-armory}"
	put_lucky "${1:-armory}"
}

# ann alone in the Armory at her turn 5, Doctor Lucky in the Foyer, out
# of her sight; bob, cy and dan in the Drawing Room
draw_position() {
	set_turn 5 ann
	set_line round 2
	put_player ann armory
	put_lucky foyer
}

# --- RULES A.1: the villa --------------------------------------------------

@test "A.1 the anniversary rules play on the villa with the anniversary deck" {
	anniv
	same "rules, board, deck" "anniversary
villa
anniversary" "$(key rules board deck)"
	same "24 rooms, no hallway" 24 "$(key spaces | wc -l)"
}

@test "A.1 one step goes through a hallway from room to room: Winter Garden to Master Suite" {
	anniv -o lock=east
	put_player ann winter
	play lucky-move master
	same record "move ann master" "$RECORD"
	same "ann's room, free step" "master
0" "$(key room:ann moves-left)"
}

@test "A.1 one step from the Dining Hall to the Library (through the hall by the Library)" {
	anniv
	put_player ann dining
	play lucky-move library
	same record "move ann library" "$RECORD"
	same room library "$(key room:ann)"
}

@test "A.1 nobody stops in a hallway: it is no space to move to" {
	anniv
	refuses 2 'unknown room "hall-w"' lucky-move hall-w
}

@test "A.1 a room two steps away is not one step" {
	anniv
	rules_refuse "Drawing Room (1) to Gallery (15) is not one step (RULES C.1): name every room on the way, or use --to=gallery" \
	    lucky-move gallery
}

# --- RULES A.2: locked rooms -----------------------------------------------

@test "A.2 locked rooms for 2 to 8 players: one wing (west by default) for 2, 4 and 5, both for 3, none for 6 to 8" {
	west="winter cellar kitchen lancaster master"
	east="tennessee lilac servants white hedge"
	for n in 2 3 4 5 6 7 8; do
		# shellcheck disable=SC2046
		game -r anniversary -s 7 $(names "$n")
		case $n in
		2|4|5) want=$west ;;
		3) want="$west $east" ;;
		*) want= ;;
		esac
		same "$n players: locked" "$want" "$(key locked | tr '\n' ' ' |
		    sed 's/ $//')"
		same "$n players: locked lines" "$(echo "$want" | wc -w)" \
		    "$(lines_of locked | wc -l)"
		lines_of locked | while read -r _ room card; do
			[[ "$card" =~ ^[avx][0-9][0-9]$ ]] || {
				echo "locked $room $card: no card" >&2
				exit 1
			}
		done
	done
}

@test "A.2 option lock=east locks the east wing for 2, 4 and 5 players" {
	for n in 2 4 5; do
		# shellcheck disable=SC2046
		game -r anniversary -o lock=east -s 7 $(names "$n")
		same "$n players: locked" "tennessee lilac servants white hedge" \
		    "$(key locked | tr '\n' ' ' | sed 's/ $//')"
		same "$n players: option" "lock=east" "$(key options)"
		# shellcheck disable=SC2046
		game -r anniversary -o lock=west -s 7 $(names "$n")
		same "$n players: locked (west)" "winter cellar kitchen lancaster master" \
		    "$(key locked | tr '\n' ' ' | sed 's/ $//')"
	done
}

@test "A.2 the option lock is refused for 3 players (both wings) and 6 to 8 (none)" {
	run --separate-stderr lucky-new -r anniversary -o lock=east ann bob cy
	ran 2 "" "lucky-new: option lock=east: with 3 players both wings are locked (RULES A.2)"
	for n in 6 7 8; do
		# shellcheck disable=SC2046
		run --separate-stderr lucky-new -r anniversary -o lock=west $(names "$n")
		ran 2 "" "lucky-new: option lock=west: with $n players no room is locked (RULES A.2)"
	done
	run --separate-stderr lucky-new -r anniversary -o lock=north ann bob
	ran 2 "" 'lucky-new: option lock wants lock=west|east, not "lock=north"'
}

@test "A.2 each locked room holds one face-down card, out of play: 72 cards in all" {
	anniv
	same "locked lines" "locked winter v19
locked cellar a14
locked kitchen v13
locked lancaster a24
locked master v23" "$(lines_of locked)"
	same "draw pile" 43 "$(key draw)"
	# every card of the deck is in exactly one place
	all=$( (state_cards "$S"; lines_of locked | awk '{ print $3 }') | sort)
	same "72 cards, each once" 72 "$(printf '%s\n' "$all" | uniq | wc -l)"
	same "no card twice" "" "$(printf '%s\n' "$all" | uniq -d)"
	# a player's view shows the rooms locked, not their cards
	same "ann's view" "locked winter ?1
locked cellar ?1
locked kitchen ?1
locked lancaster ?1
locked master ?1" "$(lucky-show -f "$S" -a ann | awk '$1 == "locked"')"
}

@test "A.2 nobody steps into a locked room" {
	anniv -o lock=east
	put_player ann parlor
	rules_refuse "Servants' Quarters (19) is locked: nobody enters it (RULES A.2)" \
	    lucky-move servants
	anniv
	put_player ann trophy
	rules_refuse "Kitchen (10) is locked: nobody enters it (RULES A.2)" \
	    lucky-move kitchen
	# nor passes through one on a longer path
	put_player ann greenhouse
	rules_refuse "Winter Garden (8) is locked: nobody enters it (RULES A.2)" \
	    lucky-move -c v09 winter greenhouse
}

@test "A.2 nobody jumps into a locked room with its movement card" {
	anniv
	set_turn 2 bob
	rules_refuse "Winter Garden (8) is locked: nobody enters it (RULES A.2)" \
	    lucky-move -c v02 winter
}

@test "A.2 Doctor Lucky skips the locked rooms in his number order" {
	anniv
	put_lucky greenhouse
	same "west locked: 7 then 13" nursery "$(key lucky-next)"
	play lucky-end
	same lucky nursery "$(key lucky)"
	anniv -o lock=east
	put_lucky library
	same "east locked: 16 then 22" carriage "$(key lucky-next)"
	game -r anniversary -s 42 ann bob cy
	put_lucky greenhouse
	same "both locked: 7 then 13" nursery "$(key lucky-next)"
	put_lucky library
	same "both locked: 16 then 22" carriage "$(key lucky-next)"
}

@test "A.2 a locked room is no hiding place: lucky-sight -u leaves it out" {
	anniv
	put_player ann armory
	same "where ann is unseen" "billiard sitting greenhouse nursery armory library tennessee lilac servants white hedge carriage piazza" \
	    "$(lucky-sight -f "$S" -u ann | tr '\n' ' ' | sed 's/ $//')"
}

@test "A.2 a state with a pawn in a locked room is refused" {
	anniv
	bad="$BATS_TEST_TMPDIR/bad"
	sed 's/^player bob drawing$/player bob kitchen/' "$S" >"$bad"
	run --separate-stderr lucky-show -f "$bad"
	same status 2 "$status"
	[[ "$stderr" == *"bob is in Kitchen (10), a locked room"* ]]
}

# --- RULES A.3: setup ------------------------------------------------------

@test "A.3 pawns start in the Drawing Room (1), Doctor Lucky in the Gallery (15), seat 1 first" {
	anniv
	same "rooms" "drawing
drawing
drawing
drawing
gallery" "$(key room:ann room:bob room:cy room:dan lucky)"
	same "first, current, turn, round, phase" "ann
ann
1
1
move" "$(key first current turn round phase)"
	same "discard, removed" "0
0" "$(key discard removed)"
	same "no lights line, no motives" "" "$(lines_of lights; lines_of motives)"
	same lights on "$(key lights)"
}

@test "A.3 six cards each, five with 7 or 8 players; the draw pile holds the rest" {
	for n in 2 3 4 5 6 7 8; do
		# shellcheck disable=SC2046
		game -r anniversary -s 3 $(names "$n")
		size=6
		[ "$n" -lt 7 ] || size=5
		for p in $(names "$n"); do
			same "$n players: $p's cards" "$size" "$(key "cards:$p")"
		done
		locked=$(lines_of locked | wc -l)
		same "$n players: draw pile" "$(( 72 - locked - n * size ))" \
		    "$(key draw)"
	done
}

@test "A.3 the deal re-derived: shuffle, one card on each locked room in board order, one card a seat" {
	local -a id
	local i k p r

	while read -r key cid _; do
		[ "$key" = card ] && id+=("$cid")
	done <"$BATS_TEST_DIRNAME/../boards/anniversary.deck"
	same "72 cards" 72 "${#id[@]}"
	PILE=()
	for (( i = 0; i < 72; i++ )); do
		PILE+=("$i")
	done
	ref_seed 42
	ref_shuffle
	k=0
	locked=""
	for r in winter cellar kitchen lancaster master; do
		locked="$locked
locked $r ${id[PILE[k++]]}"
	done
	declare -A hand
	for (( r = 0; r < 6; r++ )); do
		for p in ann bob cy dan; do
			hand[$p]="${hand[$p]:-} ${id[PILE[k++]]}"
		done
	done
	anniv
	same "locked" "${locked#?}" "$(lines_of locked)"
	for p in ann bob cy dan; do
		same "$p's hand" "${hand[$p]# }" "$(cards_of hand "$p")"
	done
	same "top of the draw pile" "${id[PILE[k]]}" \
	    "$(cards_of draw | cut -d' ' -f1)"
	# option first=random: one more number, below the player count
	ref_below 4
	want=$(names 4 | cut -d' ' -f$(( REF + 1 )))
	anniv -o first=random
	same "first=random" "$want
$want" "$(key first current)"
	same "the same deal" "${hand[ann]# }" "$(cards_of hand ann)"
}

@test "A.3 the discard pile is dead: no card is drawn from it when the deck is empty" {
	anniv
	draw_position
	empty_deck
	same "draw, discard, lights" "0
43
off" "$(key draw discard lights)"
	rules_refuse "the deck is empty and the discard pile is never shuffled back (RULES A.3)" \
	    lucky-end --draw
	play lucky-end
	same "discard pile kept" 43 "$(key discard)"
}

# --- RULES A.4: characters -------------------------------------------------

@test "A.4 base strength is 1 + the motives under the character card" {
	anniv
	same "strength at the start" "1
1
1
1" "$(key strength:ann strength:bob strength:cy strength:dan)"
	motives bob a01 a02 a03
	same "bob with three motives" 4 "$(key strength:bob)"
	same "bob's motives" "a01
a02
a03" "$(key motives:bob)"
	[[ "$(lucky-show -f "$S")" == *"2     bob               Drawing Room (1)                6         4"* ]]
}

@test "A.4 a motive is a weapon: any other card under a character is refused" {
	anniv
	bad="$BATS_TEST_TMPDIR/bad"
	state_joined | sed 's/ v01 / /' >"$bad"
	echo "motives ann v01" >>"$bad"
	n=$(wc -l <"$bad")
	run --separate-stderr lucky-show -f "$bad"
	ran 2 "" "lucky-show: state:$n: motives: v01 is not a weapon (RULES A.8)"
}

# --- RULES A.5: the turn ---------------------------------------------------

@test "A.5 a movement card jumps straight to its room when the room is not one step away" {
	anniv
	play lucky-move -c v09 nursery
	same record "move ann -c v09 nursery" "$RECORD"
	same changes "- player ann drawing
- played 0
- hand ann v09 a18 x11 v21 v07 x24
- discard
+ player ann nursery
+ played 1
+ hand ann a18 x11 v21 v07 x24
+ discard v09
+ record move ann -c v09 nursery" "$(changes)"
	same "the free step is left" 1 "$(key moves-left)"
}

@test "A.5 a movement card pays its steps: 2 steps of the Dining Hall card, the free step left" {
	anniv
	play lucky-move -c v21 dining nursery
	same record "move ann -c v21 dining nursery" "$RECORD"
	same "room, free step" "nursery
1" "$(key room:ann moves-left)"
	same played "played 1" "$(lines_of played)"
}

@test "A.5 a card's room one step away is a step the card pays" {
	anniv
	play lucky-move -c v07 parlor billiard
	same record "move ann -c v07 parlor billiard" "$RECORD"
	same "room, free step" "billiard
0" "$(key room:ann moves-left)"
}

@test "A.5 movement cards before and after the free step, in one turn" {
	anniv
	play lucky-move -c v09 nursery
	play lucky-move gallery
	same "free step used" 0 "$(key moves-left)"
	play lucky-move -c v21 library dining
	same record "move ann -c v21 library dining" "$RECORD"
	play lucky-move -c v07 parlor
	same "ann's room, hand, discard" "parlor
a18 x11 x24
v09 v21 v07" "$(key room:ann; cards_of hand ann; cards_of discard)"
	rules_refuse "1 step, but the cards pay 0 and the free step is used (RULES C.4)" \
	    lucky-move drawing
}

@test "A.5 more steps than the cards and the free step pay are refused" {
	anniv
	rules_refuse "3 steps, but the cards pay 1 and the free step 1 (RULES C.4)" \
	    lucky-move -c v07 parlor billiard library
	rules_refuse "2 steps need fewer move cards than 2 (RULES C.5)" \
	    lucky-move -c v07 -c v21 parlor billiard
	rules_refuse "x11 (Tumbler) is a failure card: only move and room cards move pawns (RULES C.5)" \
	    lucky-move -c x11 parlor
	rules_refuse "a18 (Tight Hat) is a weapon card: only move and room cards move pawns (RULES C.5)" \
	    lucky-move -c a18 parlor
}

@test "A.5 nobody moves Doctor Lucky: not with a card, not with the free step" {
	anniv
	rules_refuse "nobody moves Doctor Lucky in the anniversary rules (RULES A.5)" \
	    lucky-move -D -c v09 nursery
	rules_refuse "nobody moves Doctor Lucky in the anniversary rules (RULES A.5)" \
	    lucky-move -D -c v21 library dining
	rules_refuse "nobody moves Doctor Lucky in the anniversary rules (RULES A.5)" \
	    lucky-move -D library
	rules_refuse "nobody moves Doctor Lucky in the anniversary rules (RULES A.5)" \
	    lucky-move -m lucky library
}

@test "A.5 a player moves no other player's pawn" {
	anniv
	rules_refuse "a player moves only their own pawn, the pets and the strangers (RULES A.5, A.11)" \
	    lucky-move -m bob parlor
	rules_refuse "a player moves only their own pawn, the pets and the strangers (RULES A.5, A.11)" \
	    lucky-move -m dan -c v21 dining nursery
}

@test "A.5 the draw: alone in the room and seen by nobody, after moving with cards too" {
	anniv
	put_lucky foyer
	play lucky-move -c v09 nursery
	play lucky-move armory
	play lucky-end --draw
	same record "end ann draw" "$RECORD"
	same changes "- lucky foyer
- turn 1 ann
- free 0
- played 1
- hand ann a18 x11 v21 v07 x24
- draw x08 a08 a06 a16 x12 v11 x01 v24 v15 x18 a09 a17 x02 x13 a19 a15 a05 a02 a01 a04 x23 x21 a22 a13 v04 v08 x10 v17 v06 a21 a11 v14 v12 v03 x15 x19 v05 x05 v01 x09 a20 a10 a07
+ lucky drawing
+ turn 2 bob
+ free 1
+ played 0
+ hand ann a18 x11 v21 v07 x24 x08
+ draw a08 a06 a16 x12 v11 x01 v24 v15 x18 a09 a17 x02 x13 a19 a15 a05 a02 a01 a04 x23 x21 a22 a13 v04 v08 x10 v17 v06 a21 a11 v14 v12 v03 x15 x19 v05 x05 v01 x09 a20 a10 a07
+ record end ann draw" "$(changes)"
	same "ann's hand, draw pile, Lucky, next" "a18 x11 v21 v07 x24 x08
42
drawing
bob" "$(cards_of hand ann; key draw lucky current)"
}

@test "A.5 no draw with another player in the room" {
	anniv
	rules_refuse "bob is in Drawing Room (1) too: you draw only alone (RULES A.5)" \
	    lucky-end --draw
	draw_position
	put_player dan armory
	rules_refuse "dan is in Armory (14) too: you draw only alone (RULES A.5)" \
	    lucky-end --draw
}

@test "A.5 no draw when Doctor Lucky sees you: he counts as a watcher" {
	anniv
	draw_position
	put_lucky gallery
	rules_refuse "Doctor Lucky sees you from Gallery (15): nobody may see you draw (RULES A.5)" \
	    lucky-end --draw
	same can-draw no "$(key can-draw)"
	# nor with him in the room
	put_lucky armory
	rules_refuse "Doctor Lucky sees you from Armory (14): nobody may see you draw (RULES A.5)" \
	    lucky-end --draw
	put_lucky foyer
	same can-draw yes "$(key can-draw)"
}

@test "A.5 no draw when another player sees you" {
	anniv
	draw_position
	put_player cy library
	rules_refuse "cy sees you from Library (16): nobody may see you draw (RULES A.5)" \
	    lucky-end --draw
	same can-draw no "$(key can-draw)"
}

@test "A.5 the attempt: alone with Doctor Lucky and unseen, one action, then the turn can only end" {
	anniv
	attack_position
	same can-attempt yes "$(key can-attempt)"
	play lucky-attempt -c a18
	same record "attempt ann a18" "$RECORD"
	play lucky-attempt -p bob --foil x22
	same "phase, current" "end
ann" "$(key phase current)"
	rules_refuse "ann made a murder attempt this turn: one action a turn (RULES A.5)" \
	    lucky-end --draw
	rules_refuse "ann made a murder attempt: the turn can only end now (RULES C.6)" \
	    lucky-attempt
	rules_refuse "ann made a murder attempt: the turn can only end now (RULES C.6)" \
	    lucky-move gallery
	rules_refuse "ann made a murder attempt: the turn can only end now (RULES C.6)" \
	    lucky-move -c v09 nursery
	play lucky-end
	same record "end ann" "$RECORD"
	same "next, Lucky" "bob
gallery" "$(key current lucky)"
}

@test "A.5 no attempt with another player in the room, or seen by one" {
	anniv
	attack_position
	put_player bob armory
	rules_refuse "bob is in Armory (14) too: you must be alone with Doctor Lucky (RULES C.6)" \
	    lucky-attempt
	put_player bob gallery
	rules_refuse "bob sees you from Gallery (15) (RULES C.6)" lucky-attempt -c a18
	same can-attempt no "$(key can-attempt)"
	put_player bob drawing
	put_lucky gallery
	rules_refuse "Doctor Lucky is not in Armory (14) (RULES C.6)" lucky-attempt
}

@test "A.5 the action may be nothing: the turn just ends" {
	anniv
	play lucky-move parlor
	play lucky-end
	same record "end ann" "$RECORD"
	same "hand, draw pile, next" "v09 a18 x11 v21 v07 x24
43
bob" "$(cards_of hand ann; key draw current)"
}

# --- RULES A.6: attempt strength -------------------------------------------

@test "A.6 an attempt without a weapon is worth the base strength, 1" {
	anniv
	attack_position
	play lucky-attempt
	same record "attempt ann" "$RECORD"
	same "pending, attempt line, answer due" "ann 1 0
bob" "$(key pending answer-due)"
	same "attempt line" "attempt ann lucky 1" "$(lines_of attempt)"
}

@test "A.6 one weapon adds its value to the base strength: 1 + 2" {
	anniv
	attack_position
	play lucky-attempt -c a18
	same pending "ann 3 0" "$(key pending)"
	same "attempt line" "attempt ann lucky 3 a18" "$(lines_of attempt)"
	same "ann's hand" "v09 x11 v21 v07 x24" "$(cards_of hand ann)"
}

@test "A.6 two weapons add up: 1 + 2 + 3" {
	anniv
	attack_position nursery
	give ann a01
	play lucky-attempt -c a18 -c a01
	same record "attempt ann a18 a01" "$RECORD"
	same pending "ann 6 0" "$(key pending)"
	same "attempt line" "attempt ann lucky 6 a18 a01" "$(lines_of attempt)"
}

@test "A.6 any number of weapons: three add up, 1 + 2 + 2 + 3" {
	anniv
	attack_position nursery
	give ann a08 a02
	play lucky-attempt -c a18 -c a08 -c a02
	same record "attempt ann a18 a08 a02" "$RECORD"
	same pending "ann 8 0" "$(key pending)"
	same "ann's hand" "v09 x11 v21 v07 x24" "$(cards_of hand ann)"
	play lucky-attempt -p bob --foil x22 x20 v16
	same "the first weapon a motive, the others discarded" "a18
x22 x20 v16 a08 a02" "$(key motives:ann; cards_of discard)"
}

@test "A.6 a weapon in its own room counts its room value: Civil War Cannon 6 in the Armory" {
	anniv
	attack_position
	give ann a01
	play lucky-attempt -c a01
	same pending "ann 7 0" "$(key pending)"
	anniv
	attack_position nursery
	give ann a01 a17
	play lucky-attempt -c a01 -c a17
	same "Cannon 3 and Letter Opener 2 outside their rooms" "ann 6 0" \
	    "$(key pending)"
}

@test "A.6 the strength counts the motives: 1 + 2 motives + the weapons" {
	anniv
	attack_position
	motives ann a05 a06
	give ann a01
	play lucky-attempt -c a18 -c a01
	same pending "ann 11 0" "$(key pending)"
}

@test "A.6 only weapons make an attempt stronger" {
	anniv
	attack_position
	rules_refuse "v09 (Nursery) is not a weapon (RULES A.6)" lucky-attempt -c v09
	rules_refuse "x11 (Tumbler) is not a weapon (RULES A.6)" \
	    lucky-attempt -c a18 -c x11
	rules_refuse "a01 (Civil War Cannon) is not in ann's hand" \
	    lucky-attempt -c a01
}

# --- RULES A.7: Doctor Lucky's luck ----------------------------------------

@test "A.7 answers go round from the attacker's left, each passing or playing clover cards" {
	anniv
	attack_position
	play lucky-attempt -c a18
	same answer-due bob "$(key answer-due)"
	rules_refuse "it is bob's answer, not cy's" lucky-attempt -p cy --foil x04
	play lucky-attempt -p bob --pass
	same record "pass bob" "$RECORD"
	same "answer due, pending" "cy
ann 3 0" "$(key answer-due pending)"
	play lucky-attempt -p cy --foil x04
	same record "foil cy x04" "$RECORD"
	same "answer due, pending" "dan
ann 3 1" "$(key answer-due pending)"
	same "answer line" "answer dan 1" "$(lines_of answer)"
}

@test "A.7 move cards and weapons carry clovers too: Green House 1 + Billiard Room 2 foil a strength of 3" {
	anniv
	attack_position
	play lucky-attempt -c a18
	play lucky-attempt -p bob --foil v20 v16
	same record "foil bob v20 v16" "$RECORD"
	same "phase, current, hand" "end
ann
v02 x20 x22 x14" "$(key phase current; cards_of hand bob)"
	same "discard: the clover cards and the weapon, nothing removed" \
	    "v20 v16
0" "$(cards_of discard; key removed)"
	same "motive" "motives ann a18" "$(lines_of motives)"
	# a weapon's clovers
	anniv
	attack_position
	play lucky-attempt
	play lucky-attempt -p bob --pass
	play lucky-attempt -p cy --foil a23
	same "pending after a weapon's 2 clovers" "phase end" "$(lines_of phase)"
}

@test "A.7 clovers equal to the strength foil the attempt; clovers short of it pass it on" {
	anniv
	attack_position
	play lucky-attempt -c a18
	play lucky-attempt -p bob --foil x14
	same "2 of 3: the next answers" "cy
ann 3 2" "$(key answer-due pending)"
	play lucky-attempt -p cy --foil x04
	same "3 of 3: foiled" "end" "$(key phase)"
	silent pending answer-due winner
}

@test "A.7 a card without clovers is no answer" {
	anniv
	attack_position
	play lucky-attempt -c a18
	rules_refuse "v02 (Winter Garden) has no clovers (RULES A.7)" \
	    lucky-attempt -p bob --foil v02
	rules_refuse "v02 (Winter Garden) has no clovers (RULES A.7)" \
	    lucky-attempt -p bob --foil x22 v02
	play lucky-attempt -p bob --pass
	play lucky-attempt -p cy --pass
	rules_refuse "a03 (Rat Poison) has no clovers (RULES A.7)" \
	    lucky-attempt -p dan --foil a03
	rules_refuse "x24 (Shadows) is not in dan's hand" \
	    lucky-attempt -p dan --foil x24
}

@test "A.7 failure cards go to the discard pile, not out of the game" {
	anniv
	attack_position
	play lucky-attempt -c a18
	play lucky-attempt -p bob --foil x20
	same "discard, removed" "x20
0" "$(cards_of discard; key removed)"
}

@test "A.7 nobody reaches the strength: the attacker kills Doctor Lucky and wins" {
	anniv
	attack_position
	give ann a01
	play lucky-attempt -c a01
	play lucky-attempt -p bob --foil x22
	play lucky-attempt -p cy --pass
	play lucky-attempt -p dan --foil x06
	same "phase, winner" "over
ann" "$(key phase winner)"
	same "discard: the weapon and the clover cards" "x22 x06 a01" \
	    "$(cards_of discard)"
	same "no motive for a winner" "" "$(lines_of motives)"
	rules_refuse "the game is over: ann killed Doctor Lucky" lucky-end
	rules_refuse "the game is over: ann killed Doctor Lucky" lucky-move parlor
}

# --- RULES A.8: after a failed attempt -------------------------------------

@test "A.8 the first weapon named goes under the character card, the others to the discard pile" {
	anniv
	attack_position nursery
	give ann a01 a02
	play lucky-attempt -c a02 -c a01
	play lucky-attempt -p bob --foil x22 x20
	same changes "- phase answer
- attempt ann lucky 7 a02 a01
- answer bob 0
- hand bob v02 v20 x20 x22 v16 x14
- discard
+ phase end
+ hand bob v02 v20 v16 x14
+ motives ann a02
+ discard x22 x20 a01
+ record foil bob x22 x20" "$(changes)"
	same "motives, strength" "a02
2" "$(key motives:ann strength:ann)"
}

@test "A.8 an attempt without a weapon adds no motive" {
	anniv
	attack_position
	play lucky-attempt
	play lucky-attempt -p bob --foil x14
	same "motives, strength, discard" "1
x14" "$(key strength:ann; cards_of discard)"
	same "no motives line" "" "$(lines_of motives)"
}

@test "A.8 the motive makes the next attempt stronger" {
	anniv
	attack_position
	play lucky-attempt -c a18
	play lucky-attempt -p bob --foil x20
	play lucky-end
	same strength 2 "$(key strength:ann)"
	# ann's next turn, alone with Doctor Lucky again
	set_turn 9 ann
	set_line round 3
	put_lucky armory
	play lucky-attempt
	same "1 + 1 motive, no weapon" "ann 2 0" "$(key pending)"
	play lucky-attempt -p bob --foil x14
	same "motives still one" "a18" "$(key motives:ann)"
	play lucky-end
	set_turn 13 ann
	set_line round 4
	put_lucky armory
	give ann a01
	play lucky-attempt -c a01
	same "1 + 1 motive + Cannon 6 in the Armory" "ann 8 0" "$(key pending)"
	[[ "$(lucky-show -f "$S")" == *"1     ann               Armory (14)                     5         2"* ]]
}

# --- RULES A.9: lights out -------------------------------------------------

# draw_position with one card left (a07) and cy in the Parlor and dan
# in the Dining Hall, both of which see the Drawing Room where bob is;
# Doctor Lucky comes from the Foyer into the Drawing Room after ann's
# turn, so that bob, next, is with him
lights_position() {
	anniv
	draw_position
	put_player cy parlor
	put_player dan dining
	empty_deck 1
}

@test "A.9 drawing the last card puts the lights out at once" {
	lights_position
	same "draw pile, lights" "1
on" "$(key draw lights)"
	play lucky-end --draw
	same record "end ann draw" "$RECORD"
	same changes "- lucky foyer
- turn 5 ann
- hand ann v09 a18 x11 v21 v07 x24
- draw a07
+ lucky drawing
+ lights off
+ turn 6 bob
+ hand ann v09 a18 x11 v21 v07 x24 a07
+ draw
+ record end ann draw" "$(changes)"
	same "draw pile, discard pile, lights" "0
42
off" "$(key draw discard lights)"
	[[ "$(lucky-show -f "$S")" == *"
the lights are out: a person is seen only in the same room (RULES A.9)
"* ]]
}

@test "A.9 after the lights go out no card is drawn: the discard pile stays dead" {
	lights_position
	play lucky-end --draw
	put_player bob armory
	rules_refuse "the deck is empty and the discard pile is never shuffled back (RULES A.3)" \
	    lucky-end --draw
	same can-draw no "$(key can-draw)"
	play lucky-end
	same "draw, discard, lights" "0
42
off" "$(key draw discard lights)"
}

@test "A.9 with the lights out a person is seen only from the same room" {
	lights_position
	# before: cy and dan see bob in the Drawing Room
	same "watchers of bob, lights on" "cy
dan" "$(lucky-sight -f "$S" -w bob)"
	run lucky-sight -f "$S" drawing parlor
	same "Drawing Room and Parlor, lights on" 0 "$status"
	play lucky-end --draw
	same "watchers of bob, lights out" "" "$(lucky-sight -f "$S" -w bob)"
	run --separate-stderr lucky-sight -f "$S" drawing parlor
	ran 1 "" ""
	run --separate-stderr lucky-sight -f "$S" drawing
	ran 0 "" ""
	run --separate-stderr lucky-sight -f "$S" gallery dining
	ran 1 "" ""
	# the board itself keeps its sight lines
	run --separate-stderr lucky-sight -b villa drawing parlor
	ran 0 "" ""
	# within a room everyone still sees everyone
	put_player dan drawing
	same "watchers of bob, dan in the room" dan "$(lucky-sight -f "$S" -w bob)"
	run --separate-stderr lucky-sight -f "$S" drawing drawing
	ran 0 "" ""
}

@test "A.9 with the lights out an attempt unseen from the next room is allowed" {
	lights_position
	# with the lights on, cy sees bob with Doctor Lucky
	set_turn 6 bob
	put_lucky drawing
	rules_refuse "cy sees you from Parlor (2) (RULES C.6)" lucky-attempt
	lights_position
	play lucky-end --draw
	same "bob with Doctor Lucky, to play" "bob
drawing
drawing" "$(key current room:bob lucky)"
	same can-attempt yes "$(key can-attempt)"
	play lucky-attempt
	same record "attempt bob" "$RECORD"
	same "pending, answer due" "bob 1 0
cy" "$(key pending answer-due)"
	# but not with someone else in the room
	lights_position
	play lucky-end --draw
	put_player cy drawing
	rules_refuse "cy is in Drawing Room (1) too: you must be alone with Doctor Lucky (RULES C.6)" \
	    lucky-attempt
}

@test "A.9 a state with the lights out and cards left to draw, or the reverse, is refused" {
	anniv
	bad="$BATS_TEST_TMPDIR/bad"
	cp "$S" "$bad"
	echo "lights off" >>"$bad"
	n=$(wc -l <"$bad")
	run --separate-stderr lucky-show -f "$bad"
	ran 2 "" "lucky-show: state:$n: the lights are out, but the deck is not empty (RULES A.9)"
	empty_deck
	state_joined | grep -v '^lights ' >"$bad"
	n=$(wc -l <"$bad")
	run --separate-stderr lucky-show -f "$bad"
	ran 2 "" 'lucky-show: state:'"$n"': the deck is empty, but no "lights off" line (RULES A.9)'
}

# --- RULES A.10: Doctor Lucky and the turn order ---------------------------

@test "A.10 Doctor Lucky moves to the next open room after every turn, from the highest to the lowest" {
	anniv
	play lucky-end
	same "15 to 16" library "$(key lucky)"
	put_lucky foyer
	play lucky-end
	same "24 to 1" drawing "$(key lucky)"
	put_lucky greenhouse
	play lucky-end
	same "7 to 13 past the locked west wing" nursery "$(key lucky)"
	anniv -o lock=east
	put_lucky library
	play lucky-end
	same "16 to 22 past the locked east wing" carriage "$(key lucky)"
}

@test "A.10 Doctor Lucky entering a room with players gives the turn to the first of them to the left" {
	anniv
	set_turn 5 ann
	set_line round 2
	put_player cy library
	put_player dan library
	play lucky-end
	same "Lucky, next, turn, round" "library
cy
6
2" "$(key lucky current turn round)"
	# then play goes on to the left of cy, unless he changes it again
	play lucky-end
	same "next after cy" dan "$(key current)"
}

@test "A.10 the first of them counts from the last active player: bob before cy and dan" {
	anniv
	set_turn 5 ann
	set_line round 2
	put_player bob library
	put_player cy library
	put_player dan library
	play lucky-end
	same next bob "$(key current)"
	# counting from dan, ann comes first and dan himself last
	set_turn 8 dan
	put_player ann nursery
	put_player dan nursery
	put_lucky greenhouse
	play lucky-end
	same "Lucky, next" "nursery
ann" "$(key lucky current)"
}

@test "A.10 in the first round Doctor Lucky does not change the turn order" {
	anniv
	put_player cy library
	play lucky-end
	same "Lucky, next" "library
bob" "$(key lucky current)"
	play lucky-end
	same "turn 3" cy "$(key current)"
}

@test "A.10 Doctor Lucky coming to the player who just played gives that player another turn" {
	anniv
	set_turn 5 ann
	set_line round 2
	play lucky-move -c v21 dining library
	play lucky-end
	same "Lucky, next, turn" "library
ann
6" "$(key lucky current turn)"
	play lucky-end
	same "then to her left" bob "$(key current)"
}

@test "A.10 the first round ends with the last seat's turn: his move after it may change the order" {
	anniv
	set_turn 4 dan
	put_player cy library
	play lucky-end
	same "Lucky, next, turn" "library
cy
5" "$(key lucky current turn)"
	# one turn earlier, still in the first round, it does not
	anniv
	set_turn 3 cy
	put_player bob library
	play lucky-end
	same "Lucky, next" "library
dan" "$(key lucky current)"
}

@test "A.10 the loser is the last asked who held a clover card and did not foil" {
	anniv
	attack_position
	give ann a01
	play lucky-attempt -c a01
	play lucky-attempt -p bob --pass
	play lucky-attempt -p cy --pass
	play lucky-attempt -p dan --foil x17
	same "winner, loser" "ann
dan" "$(key winner loser)"
	same "state lines" "winner ann
loser dan" "$(lines_of winner; lines_of loser)"
	[[ "$(lucky-show -f "$S")" == *"game over: ann killed Doctor Lucky
the loser: dan, who could have played a clover card and did not (RULES A.10)
"* ]]
}

@test "A.10 a player without clover cards is not the loser: counted back from the attacker's right" {
	anniv
	attack_position
	give ann a01
	# dan holds only Rat Poison, no clovers
	give bob x17 x07 x06 x03 x16
	play lucky-attempt -c a01
	play lucky-attempt -p bob --foil x17
	play lucky-attempt -p cy --pass
	play lucky-attempt -p dan --pass
	same "winner, loser" "ann
cy" "$(key winner loser)"
	# dan played his last clover card: cy, who passed, loses
	anniv
	attack_position
	give ann a01
	give bob x17 x07 x06 x03
	play lucky-attempt -c a01
	play lucky-attempt -p bob --pass
	play lucky-attempt -p cy --pass
	play lucky-attempt -p dan --foil x16
	same "winner, loser" "ann
cy" "$(key winner loser)"
}

@test "A.10 nobody holding a clover card, there is no loser" {
	anniv
	attack_position
	empty_hand bob
	empty_hand cy
	give dan a01
	empty_hand dan
	give dan a03
	play lucky-attempt
	play lucky-attempt -p bob --pass
	play lucky-attempt -p cy --pass
	play lucky-attempt -p dan --pass
	same winner ann "$(key winner)"
	silent loser
	same "no loser line" "" "$(lines_of loser)"
}

@test "A.10 there is no loser while the game goes on" {
	anniv
	attack_position
	play lucky-attempt -c a18
	play lucky-attempt -p bob --foil x22
	silent loser winner
}

# --- RULES A.12: the pets --------------------------------------------------

@test "A.12 the pets start in their rooms, or in their second rooms when those are locked" {
	# lock choice and player count: dog 19 else 6, cat 10 else 2
	for n in 2 3 4 5 6 7 8; do
		for lock in "" west east; do
			case $n,$lock in
			3,?*|[678],?*) continue ;;
			esac
			opt=()
			[ -z "$lock" ] || opt=(-o "lock=$lock")
			# shellcheck disable=SC2046
			game -r anniversary "${opt[@]}" -o pet=both -s 5 $(names "$n")
			case $n,${lock:-west} in
			3,*) want="trophy parlor" ;;
			[678],*) want="servants kitchen" ;;
			*,west) want="servants parlor" ;;
			*,east) want="trophy kitchen" ;;
			esac
			same "$n players, lock ${lock:-default}: dog, cat" \
			    "$want" "$(key dog cat | tr '\n' ' ' | sed 's/ $//')"
		done
	done
}

@test "A.12 option pet=dog gives a dog line only, pet=cat a cat line only, none without the option" {
	anniv -o pet=dog
	same "pet lines" "dog servants" "$(lines_of dog; lines_of cat)"
	silent cat
	anniv -o pet=cat
	same "pet lines" "cat parlor" "$(lines_of dog; lines_of cat)"
	silent dog
	anniv
	same "pet lines" "" "$(lines_of dog; lines_of cat)"
	silent dog cat
	[[ "$(lucky-show -f "$S")" != *Shamrock* ]]
	anniv -o pet=both -o lock=east
	[[ "$(lucky-show -f "$S")" == *"
Shamrock: Trophy Room (6)
Patience: Kitchen (10)
"* ]]
}

@test "A.12 a player may not be called dog or cat" {
	run --separate-stderr lucky-new -r anniversary ann cat
	ran 2 "" 'lucky-new: "cat" cannot be a player'"'"'s name in the anniversary rules: it names Patience'
	run --separate-stderr lucky-new -r anniversary Dog ann
	ran 2 "" 'lucky-new: "Dog" cannot be a player'"'"'s name in the anniversary rules: it names Shamrock'
	run --separate-stderr lucky-new -r anniversary ann Shamrock
	ran 2 "" 'lucky-new: "Shamrock" cannot be a player'"'"'s name in the anniversary rules: it names Shamrock'
	run --separate-stderr lucky-new -r anniversary patience ann
	ran 2 "" 'lucky-new: "patience" cannot be a player'"'"'s name in the anniversary rules: it names Patience'
}

@test "A.12 the free step moves a pet instead of yourself" {
	anniv -o pet=dog
	play lucky-move -m dog parlor
	same record "move ann -m dog parlor" "$RECORD"
	same changes "- dog servants
- free 1
+ dog parlor
+ free 0
+ record move ann -m dog parlor" "$(changes)"
	same "ann stays" drawing "$(key room:ann)"
	rules_refuse "1 step, but the cards pay 0 and the free step is used (RULES C.4)" \
	    lucky-move parlor
	play lucky-move -c v07 parlor
	same "ann moved by a card" parlor "$(key room:ann)"
}

@test "A.12 card steps move a pet: the dog two steps with the free step and a card" {
	anniv -o pet=dog
	play lucky-move -m shamrock -c v09 parlor drawing
	same record "move ann -m dog -c v09 parlor drawing" "$RECORD"
	same "dog, free step, discard" "drawing
0
v09" "$(key dog moves-left; cards_of discard)"
	anniv -o pet=cat
	play lucky-move -m cat -c v21 drawing foyer
	same record "move ann -m cat -c v21 drawing foyer" "$RECORD"
	same "cat, free step" "foyer
1" "$(key cat moves-left)"
}

@test "A.12 a pet is not moved by a card's jump" {
	anniv -o pet=dog
	rules_refuse "Shamrock moves by steps only, not by a card's room (RULES A.12)" \
	    lucky-move -m dog -c v09 nursery
	anniv -o pet=cat
	rules_refuse "Patience moves by steps only, not by a card's room (RULES A.12)" \
	    lucky-move -m cat -c v09 billiard nursery
	rules_refuse "Patience moves by steps only, not by a card's room (RULES A.12)" \
	    lucky-move -m cat -c v09 nursery
	rules_refuse "Parlor (2) to Gallery (15) is not one step (RULES C.1)" \
	    lucky-move -m cat gallery
}

@test "A.12 a pet enters no locked room, and only pets in the game move" {
	anniv -o pet=both
	rules_refuse "Kitchen (10) is locked: nobody enters it (RULES A.2)" \
	    lucky-move -m cat -c v21 drawing trophy kitchen
	anniv -o pet=dog -o lock=east
	rules_refuse "Servants' Quarters (19) is locked: nobody enters it (RULES A.2)" \
	    lucky-move -m dog -c v21 drawing parlor servants
	rules_refuse "there is no cat in this game (option pet=cat)" \
	    lucky-move -m cat parlor
	anniv -o pet=cat
	rules_refuse "there is no dog in this game (option pet=dog)" \
	    lucky-move -m dog parlor
}

@test "A.12 the pets never move on their own" {
	anniv -o pet=both
	play lucky-end
	play lucky-end
	same "dog, cat" "servants
parlor" "$(key dog cat)"
	rules_refuse "Shamrock never moves on his own in the anniversary rules (RULES A.12)" \
	    lucky-end -g white
}

@test "A.12 no draw while the dog sees you" {
	anniv -o pet=dog
	draw_position
	set_line dog library
	rules_refuse "Shamrock sees you from Library (16) (RULES A.12)" lucky-end --draw
	same can-draw no "$(key can-draw)"
	same "watchers of ann" dog "$(lucky-sight -f "$S" -w ann)"
	set_line dog armory
	rules_refuse "Shamrock sees you from Armory (14) (RULES A.12)" lucky-end --draw
	set_line dog parlor
	same can-draw yes "$(key can-draw)"
	same "watchers of ann" "" "$(lucky-sight -f "$S" -w ann)"
	play lucky-end --draw
	same record "end ann draw" "$RECORD"
}

@test "A.12 no attempt while the dog sees you, nor with him in the room" {
	anniv -o pet=dog
	attack_position
	set_line dog gallery
	rules_refuse "Shamrock sees you from Gallery (15) (RULES A.12)" lucky-attempt
	same can-attempt no "$(key can-attempt)"
	set_line dog armory
	rules_refuse "Shamrock sees you from Armory (14) (RULES A.12)" \
	    lucky-attempt -c a18
	# moved out of sight with the free step, he no longer watches
	play lucky-move -m dog nursery
	rules_refuse "Shamrock sees you from Nursery (13) (RULES A.12)" lucky-attempt
	set_line dog dining
	play lucky-attempt -c a18
	same pending "ann 3 0" "$(key pending)"
}

@test "A.12 nobody attacks Shamrock" {
	anniv -o pet=dog
	attack_position
	set_line dog armory
	rules_refuse "nobody attacks Shamrock in the anniversary rules (RULES A.12)" \
	    lucky-attempt -t dog
}

@test "A.12 with the lights out the dog sees only his own room" {
	anniv -o pet=dog
	draw_position
	set_line dog library
	put_player cy parlor
	put_player dan dining
	empty_deck
	same "watchers of ann" "" "$(lucky-sight -f "$S" -w ann)"
	rules_refuse "the deck is empty and the discard pile is never shuffled back (RULES A.3)" \
	    lucky-end --draw
	put_lucky armory
	play lucky-attempt
	same record "attempt ann" "$RECORD"
}

@test "A.12 nobody in the cat's room sees out, but people outside see in: sight is one-way there" {
	anniv -o pet=cat -o lock=east
	same cat kitchen "$(key cat)"
	# the spaces that see the Kitchen, the cat's room: the board's
	run --separate-stderr lucky-sight -f "$S" kitchen
	ran 0 "trophy
winter
cellar
master" ""
	# the spaces that see the Trophy Room: no longer the Kitchen
	run --separate-stderr lucky-sight -f "$S" trophy
	ran 0 "drawing
parlor
sitting
greenhouse" ""
	# the Trophy Room sees the Kitchen; the Kitchen does not see it
	run --separate-stderr lucky-sight -f "$S" trophy kitchen
	ran 0 "" ""
	run --separate-stderr lucky-sight -f "$S" kitchen trophy
	ran 1 "" ""
	run --separate-stderr lucky-sight -b villa kitchen trophy
	ran 0 "" ""
	# the other rooms' sight is untouched
	run --separate-stderr lucky-sight -f "$S" trophy drawing
	ran 0 "" ""
	# inside the room everyone sees everyone, and cy, outside, sees in;
	# ann and bob do not see cy, whom dan sees from the Drawing Room
	put_player ann kitchen
	put_player bob kitchen
	put_player cy trophy
	same "watchers of ann" "bob
cy" "$(lucky-sight -f "$S" -w ann)"
	same "watchers of cy" dan "$(lucky-sight -f "$S" -w cy)"
}

@test "A.12 lucky-sight -u: a watcher in the cat's room sees nothing beyond it, and the cat's room is seen from outside" {
	anniv -o pet=cat -o lock=east
	put_player ann armory
	put_player bob trophy
	put_player cy kitchen
	put_player dan library
	# cy, with the cat, sees only the Kitchen: the Winter Garden and the
	# Wine Cellar, which the Kitchen sees, are no watcher's
	run --separate-stderr lucky-sight -f "$S" -u ann
	ran 0 "billiard
dining
winter
cellar
lancaster
carriage
piazza
foyer" ""
	# cy gone to the Billiard Room, bob sees into the cat's empty room
	# from the Trophy Room: the Kitchen is no hiding place
	put_player cy billiard
	run --separate-stderr lucky-sight -f "$S" -u ann
	ran 0 "winter
cellar
lancaster
carriage
piazza
foyer" ""
	# cy back in the Kitchen, the cat in the Piazza: cy sees out
	put_player cy kitchen
	set_line cat piazza
	run --separate-stderr lucky-sight -f "$S" -u ann
	ran 0 "billiard
dining
lancaster
carriage
piazza
foyer" ""
}

@test "A.12 the cat blinds only those in her room: in Doctor Lucky's room she hides no attempt from bob outside; moved into his room she does" {
	anniv -o pet=cat -o lock=east
	attack_position kitchen
	put_player bob trophy
	same "cat with ann and Doctor Lucky" kitchen "$(key cat)"
	same "watchers of ann" bob "$(lucky-sight -f "$S" -w ann)"
	same can-attempt no "$(key can-attempt)"
	rules_refuse "bob sees you from Trophy Room (6) (RULES C.6)" lucky-attempt
	play lucky-move -m cat trophy
	same "watchers of ann" "" "$(lucky-sight -f "$S" -w ann)"
	same can-attempt yes "$(key can-attempt)"
	play lucky-attempt
	same pending "ann 1 0" "$(key pending)"
}

@test "A.12 Doctor Lucky in the cat's room sees nobody outside it: a draw next door is allowed" {
	anniv -o pet=cat -o lock=east
	draw_position
	put_player ann trophy
	put_player bob parlor
	put_player cy parlor
	put_player dan parlor
	put_lucky kitchen
	rules_refuse "bob sees you from Parlor (2): nobody may see you draw (RULES A.5)" \
	    lucky-end --draw
	put_player bob foyer
	put_player cy foyer
	put_player dan foyer
	same can-draw yes "$(key can-draw)"
	play lucky-end --draw
	same record "end ann draw" "$RECORD"
	# without the cat, he sees her from the Kitchen
	anniv -o lock=east
	draw_position
	put_player ann trophy
	put_player bob foyer
	put_player cy foyer
	put_player dan foyer
	put_lucky kitchen
	rules_refuse "Doctor Lucky sees you from Kitchen (10): nobody may see you draw (RULES A.5)" \
	    lucky-end --draw
}

@test "A.12 a draw in the cat's room is seen from outside: by a player, by Doctor Lucky, by the dog" {
	anniv -o pet=both -o lock=east
	draw_position
	put_player ann kitchen
	same "dog, cat" "trophy
kitchen" "$(key dog cat)"
	set_line dog parlor
	put_player bob trophy
	rules_refuse "bob sees you from Trophy Room (6): nobody may see you draw (RULES A.5)" \
	    lucky-end --draw
	put_player bob drawing
	put_lucky trophy
	rules_refuse "Doctor Lucky sees you from Trophy Room (6): nobody may see you draw (RULES A.5)" \
	    lucky-end --draw
	put_lucky foyer
	set_line dog trophy
	rules_refuse "Shamrock sees you from Trophy Room (6) (RULES A.12)" lucky-end --draw
	same "watchers of ann" dog "$(lucky-sight -f "$S" -w ann)"
	set_line dog parlor
	same can-draw yes "$(key can-draw)"
	play lucky-end --draw
	same record "end ann draw" "$RECORD"
}

@test "A.12 pet=both: the cat in your room does not hide you from the dog; in the dog's room she blinds him" {
	anniv -o pet=both
	attack_position
	set_line dog library
	set_line cat nursery
	rules_refuse "Shamrock sees you from Library (16) (RULES A.12)" lucky-attempt
	play lucky-move -m cat armory
	same "cat" armory "$(key cat)"
	rules_refuse "Shamrock sees you from Library (16) (RULES A.12)" lucky-attempt
	same "watchers of ann" dog "$(lucky-sight -f "$S" -w ann)"
	anniv -o pet=both
	attack_position
	set_line dog library
	set_line cat gallery
	rules_refuse "Shamrock sees you from Library (16) (RULES A.12)" lucky-attempt
	play lucky-move -m cat library
	same "watchers of ann" "" "$(lucky-sight -f "$S" -w ann)"
	play lucky-attempt
	same record "attempt ann" "$RECORD"
}

# --- a whole game ----------------------------------------------------------

@test "A.5 lucky-check accepts a played anniversary game: pets, cards, a draw, a motive, the winner and the loser" {
	game -r anniversary -o pet=dog -s 42 ann bob cy dan
	# round 1: ann moves the dog out of sight with the free step, goes
	# to the Sitting Room with a card and draws there, unseen
	play lucky-move -m dog parlor
	play lucky-move -c v21 dining sitting
	play lucky-end --draw
	play lucky-end --no-draw
	# cy meets Doctor Lucky in the Tennessee Room; dan foils
	play lucky-move -c v10 parlor tennessee
	play lucky-attempt -c a12
	play lucky-attempt -p dan --foil x17
	play lucky-end --no-draw
	play lucky-end --no-draw
	# round 2: cy, stronger by the Duck Decoy, finds him in the Hedge Maze
	play lucky-end --no-draw
	play lucky-end --no-draw
	play lucky-move -c v22 parlor hedge
	play lucky-attempt -c a23
	same "pending: 1 + 1 motive + Choking Hazard 2" "cy 4 0" "$(key pending)"
	play lucky-attempt --pass
	play lucky-attempt --pass
	play lucky-attempt --pass
	same "winner, loser, ann's last card, cy's motive" "cy
bob
x08
a12" "$(key winner loser; cards_of hand ann | awk '{ print $NF }'; key motives:cy)"
	run --separate-stderr lucky-check -f "$S"
	ran 0 "ok: 16 record entries replay to exactly this state" ""
	# the programs' own output, checksum and all
	lucky-show -C -f "$S" >"$BATS_TEST_TMPDIR/summed"
	run --separate-stderr lucky-check -f "$BATS_TEST_TMPDIR/summed"
	ran 0 "ok: 16 record entries replay to exactly this state" ""
	# an edited motive does not replay
	state_joined | sed 's/^motives cy a12$/motives cy a12 a01/
	    s/^\(draw .*\) a01 /\1 /' >"$BATS_TEST_TMPDIR/edited"
	run --separate-stderr lucky-check -f "$BATS_TEST_TMPDIR/edited"
	same "edited: status" 1 "$status"
	same "edited: stdout" "state:31: motives cy a12 a01
the record (16 entries) replays to: motives cy a12" "$output"
}
