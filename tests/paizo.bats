#!/usr/bin/env bats
# lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE.
#
# The Paizo rules (RULES P): drawing (P.1), spite tokens (P.2), the
# must-foil rule (P.3) and Shamrock the dog in its three variants (P.4),
# through lucky-attempt(1), lucky-end(1), lucky-take(1), lucky-show(1)
# and lucky-sight(1).
#
# The standard game is `lucky-new -r paizo -s 42 ann bob cat` (with
# -o dog=old|new|both for the dog): the cards of the classic game with
# seed 42, bob to play (turn 1, round 1), everyone in the Drawing Room,
# Doctor Lucky (and Shamrock) in the White Room, 30 spite tokens in the
# pool.  ann holds w16 (Runcible Spoon, 3) f05 f16 f04 (1 each) r14 w15
# (Rat Poison, 2); bob f34 f31 (2 each) r04 f19 (1) f40 (3) r17; cat
# w06 r08 m06 w08 w11 f15 (1).  The first card of the draw pile is f32.

bats_require_minimum_version 1.5.0
load turn_helper

# paizo [DOG]: the standard game, with option dog=DOG when given
paizo() {
	if [ $# -eq 0 ]; then
		game -r paizo -s 42 ann bob cat
	else
		game -r paizo -o "dog=$1" -s 42 ann bob cat
	fi
}

# ann alone with Doctor Lucky in the Kitchen, her turn (turn 3); bob and
# cat stay in the Drawing Room, which does not see the Kitchen
attack_position() {
	set_turn 3 ann
	put_player ann kitchen
	put_lucky kitchen
}

# set_tokens WHO=N...: the spite tokens of the pool (WHO "pool"), of
# players and of the dog, changed in one edit: the state is refused
# unless they add up to 30 (RULES P.2)
set_tokens() {
	edit_state '
	    BEGIN { n = split(spec, kv, " ")
		for (k = 1; k <= n; k++) {
			split(kv[k], pair, "="); want[pair[1]] = pair[2] } }
	    $1 == "pool" && ("pool" in want) { print "pool", want["pool"]; next }
	    $1 == "tokens" && ($2 in want) {
		print "tokens", $2, want[$2]; next }
	    { print }' -v spec="$*"
}

# The state's spite-token lines, "pool N" and "tokens WHO N"
token_lines() {
	state_joined | awk '$1 == "pool" || $1 == "tokens"'
}

# Shamrock's tokens wait for the players he came to, in hall-w: ann and
# cat are there, Doctor Lucky goes from the Kitchen to the Lancaster
# Room and the dog (3 tokens) from the Kitchen into the west hall when
# bob ends his turn; cat plays next.
take_position() {
	paizo "${1:-new}"
	set_tokens pool=27 dog=3
	set_line dog kitchen
	put_lucky kitchen
	put_player ann hall-w
	put_player cat hall-w
}

# --- RULES P.1: drawing ----------------------------------------------------

@test "P.1 a turn in a named room without cards played ends with a draw" {
	paizo
	play lucky-move dining
	play lucky-end --draw
	same record "end bob draw" "$RECORD"
	same hand "f34 f31 r04 f19 f40 r17 f32" "$(cards_of hand bob)"
	same "draw pile" 77 "$(key draw)"
}

@test "P.1 staying in a named room and drawing is allowed" {
	paizo
	play lucky-end --draw
	same record "end bob draw" "$RECORD"
	same hand "f34 f31 r04 f19 f40 r17 f32" "$(cards_of hand bob)"
}

@test "P.1 no card is drawn after a card was played this turn" {
	paizo
	play lucky-move -c r04 sitting
	rules_refuse "bob played a card this turn: no card is drawn (RULES C.4)" \
	    lucky-end --draw
	play lucky-end
	same record "end bob" "$RECORD"
	same hand "f34 f31 f19 f40 r17" "$(cards_of hand bob)"
}

@test "P.1 no card is drawn in a hallway" {
	paizo
	put_player bob dining
	play lucky-move hall-w
	rules_refuse "west hall is not a named room: no card is drawn there (RULES C.4)" \
	    lucky-end --draw
}

@test "P.1 no card is drawn after a murder attempt" {
	paizo
	attack_position
	play lucky-attempt -c w16
	play lucky-attempt -p bob --foil f34 f31
	rules_refuse "ann made a murder attempt this turn: no card is drawn (RULES C.4)" \
	    lucky-end --draw
	play lucky-end
	same record "end ann" "$RECORD"
}

@test "C.5 paizo: moving another player's pawn on your turn is refused, by the free step and by cards" {
	paizo both
	rules_refuse "a player moves only their own pawn and Doctor Lucky (RULES C.5)" \
	    lucky-move -m ann dining
	rules_refuse "a player moves only their own pawn and Doctor Lucky (RULES C.5)" \
	    lucky-move -m cat dining
	rules_refuse "a player moves only their own pawn and Doctor Lucky (RULES C.5)" \
	    lucky-move -c r04 -m ann sitting
	rules_refuse "a player moves only their own pawn and Doctor Lucky (RULES C.5)" \
	    lucky-move -p bob -m 1 dining
	play lucky-move -c r04 -m bob sitting
	same record "move bob -c r04 sitting" "$RECORD"
}

# --- RULES P.1: who plays next, the first round protected ------------------

@test "P.1 during the first round Lucky moving onto a player does not change the order" {
	paizo
	put_player ann sitting
	put_lucky dining
	play lucky-end
	same "lucky, current, turn" "sitting
cat
2" "$(key lucky current turn)"
	put_player cat sitting
	put_lucky dining
	play lucky-end
	same "onto cat, who just played: ann next" "sitting
ann
3" "$(key lucky current turn)"
}

@test "P.1 the first round ends with its last turn: Lucky's move then counts" {
	paizo
	# turn 3 of 3 (bob, cat, ann): once ann has played every player has
	# had a turn, so Lucky stepping onto cat gives cat the turn
	set_turn 3 ann
	put_player cat sitting
	put_lucky dining
	play lucky-end
	same "lucky, current, turn" "sitting
cat
4" "$(key lucky current turn)"
}

# --- RULES P.2: spite tokens -----------------------------------------------

@test "P.2 a Paizo game starts with 30 spite tokens in the pool and none held" {
	paizo
	same "token lines" "pool 30
tokens ann 0
tokens bob 0
tokens cat 0" "$(token_lines)"
	same "pool, tokens" "30
0
0
0" "$(key pool tokens:ann tokens:bob tokens:cat)"
}

@test "P.2 the classic rules count no spite tokens" {
	game
	same "token lines" "" "$(token_lines)"
	silent pool tokens:ann
}

@test "P.2 an attempt is worth the weapon's value plus the spite tokens held" {
	paizo
	attack_position
	set_tokens pool=28 ann=2
	play lucky-attempt -c w16
	same record "attempt ann w16" "$RECORD"
	same pending "ann 5 0" "$(key pending)"
	same "attempt line" "attempt ann lucky 5 w16" "$(lines_of attempt)"
}

@test "P.2 an attempt without a weapon is worth 1 plus the spite tokens held" {
	paizo
	attack_position
	set_tokens pool=28 ann=2
	play lucky-attempt
	same record "attempt ann" "$RECORD"
	same pending "ann 3 0" "$(key pending)"
}

@test "P.2 a weapon in its own room counts its room value plus the spite tokens" {
	paizo
	attack_position
	set_tokens pool=27 ann=3
	give ann w07
	play lucky-attempt -c w07
	same pending "ann 7 0" "$(key pending)"
}

@test "P.2 without spite tokens an attempt is worth the weapon alone" {
	paizo
	attack_position
	play lucky-attempt -c w16
	same pending "ann 3 0" "$(key pending)"
}

@test "P.2 a foiled attempt on Doctor Lucky earns the attacker a spite token from the pool" {
	paizo
	attack_position
	play lucky-attempt -c w16
	play lucky-attempt -p bob --foil f34 f31
	same changes "- pool 30
- tokens ann 0
- phase answer
- attempt ann lucky 3 w16
- answer bob 0
- hand bob f34 f31 r04 f19 f40 r17
- discard
- removed
+ pool 29
+ tokens ann 1
+ phase end
+ hand bob r04 f19 f40 r17
+ discard w16
+ removed f34 f31
+ record foil bob f34 f31" "$(changes)"
	same "pool, ann's tokens" "29
1" "$(key pool tokens:ann)"
}

@test "P.2 the token comes whoever foils, the last answerer too" {
	paizo
	attack_position
	play lucky-attempt -c w16
	play lucky-attempt -p bob --foil f34
	same "no token before the attempt is foiled" "pool 30
tokens ann 0
tokens bob 0
tokens cat 0" "$(token_lines)"
	play lucky-attempt -p cat --foil f15
	same "token lines" "pool 29
tokens ann 1
tokens bob 0
tokens cat 0" "$(token_lines)"
}

@test "P.2 with the pool empty a foiled attempt earns no token" {
	paizo
	attack_position
	set_tokens pool=0 bob=15 cat=15
	play lucky-attempt -c w16
	play lucky-attempt -p bob --foil f34 f31
	same phase end "$(key phase)"
	same "token lines" "pool 0
tokens ann 0
tokens bob 15
tokens cat 15" "$(token_lines)"
}

@test "P.2 spite tokens are never spent: they stay after the next attempt" {
	paizo
	attack_position
	set_tokens pool=29 ann=1
	play lucky-attempt -c w16
	same pending "ann 4 0" "$(key pending)"
	same "ann's tokens during the attempt" 1 "$(key tokens:ann)"
	play lucky-attempt -p bob --foil f34 f31
	same "pool, ann's tokens" "28
2" "$(key pool tokens:ann)"
	play lucky-end
	# ann's next turn, alone with Doctor Lucky in the Kitchen again
	set_turn 6 ann
	set_line round 2
	put_lucky kitchen
	play lucky-attempt -c w15
	same "pending: Rat Poison 2 + 2 tokens" "ann 4 0" "$(key pending)"
	same "ann's tokens during the attempt" 2 "$(key tokens:ann)"
	play lucky-attempt -p bob --foil f40
	play lucky-attempt -p cat --foil f15
	same "pool, ann's tokens" "27
3" "$(key pool tokens:ann)"
}

@test "P.2 a state whose spite tokens do not add up to 30 is refused" {
	paizo
	bad="$BATS_TEST_TMPDIR/bad"
	sed 's/^tokens ann 0$/tokens ann 1/' "$S" >"$bad"
	n=$(( $(wc -l <"$bad") ))
	S=$bad
	msg="state:$n: 31 spite tokens in all, not 30: pool, players and dog must add up (RULES P.2)"
	refuses 2 "$msg" lucky-show
	refuses 2 "$msg" lucky-show -k pool
	refuses 2 "$msg" lucky-attempt
	refuses 2 "$msg" lucky-end
	paizo
	sed 's/^pool 30$/pool 29/' "$S" >"$bad"
	S=$bad
	refuses 2 "state:$n: 29 spite tokens in all, not 30: pool, players and dog must add up (RULES P.2)" \
	    lucky-show -C
}

@test "P.2 the dog's tokens count in the 30 (New Tricks)" {
	paizo new
	bad="$BATS_TEST_TMPDIR/bad"
	sed 's/^tokens dog 0$/tokens dog 2/' "$S" >"$bad"
	n=$(( $(wc -l <"$bad") ))
	S=$bad
	refuses 2 "state:$n: 32 spite tokens in all, not 30: pool, players and dog must add up (RULES P.2)" \
	    lucky-show
}

# --- RULES P.3: the last answerer must foil ----------------------------------

@test "P.3 the last answerer (attacker's right) whose failure cards reach the total may not pass" {
	paizo
	attack_position
	play lucky-attempt -c w16
	play lucky-attempt -p bob --foil f34
	same "pending, answer due" "ann 3 2
cat" "$(key pending answer-due)"
	rules_refuse "cat must foil the attempt: the failure cards in hand can stop the murder (RULES P.3)" \
	    lucky-attempt -p cat --pass
	rules_refuse "cat must foil the attempt: the failure cards in hand can stop the murder (RULES P.3)" \
	    lucky-attempt --pass
	play lucky-attempt -p cat --foil f15
	same record "foil cat f15" "$RECORD"
	same "phase, current" "end
ann" "$(key phase current)"
	same removed "f34 f15" "$(cards_of removed)"
}

@test "P.3 a foil by the last answerer that falls short of a total their cards reach is refused" {
	paizo
	attack_position
	give cat f39
	play lucky-attempt -c w16
	play lucky-attempt -p bob --pass
	rules_refuse "cat must foil the attempt: the failure cards in hand can stop the murder (RULES P.3)" \
	    lucky-attempt -p cat --foil f15
	rules_refuse "cat must foil the attempt: the failure cards in hand can stop the murder (RULES P.3)" \
	    lucky-attempt -p cat --pass
	play lucky-attempt -p cat --foil f39
	same record "foil cat f39" "$RECORD"
	same "phase, pool, ann's tokens" "end
29
1" "$(key phase pool tokens:ann)"
	same "cat's hand" "w06 r08 m06 w08 w11 f15" "$(cards_of hand cat)"
}

@test "P.3 the last answerer may foil with more than the total needs" {
	paizo
	attack_position
	give cat f39
	play lucky-attempt -c w16
	play lucky-attempt -p bob --pass
	play lucky-attempt -p cat --foil f15 f39
	same record "foil cat f15 f39" "$RECORD"
	same phase end "$(key phase)"
}

@test "P.3 the must-foil total counts the spite tokens" {
	paizo
	attack_position
	set_tokens pool=29 ann=1
	give cat f39
	play lucky-attempt -c w16
	play lucky-attempt -p bob --pass
	# 4 to reach: f39 (3) alone falls short, f39 and f15 reach it
	rules_refuse "cat must foil the attempt: the failure cards in hand can stop the murder (RULES P.3)" \
	    lucky-attempt -p cat --foil f39
	play lucky-attempt -p cat --foil f39 f15
	same phase end "$(key phase)"
}

@test "P.3 a player before the last may pass even when their cards could foil" {
	paizo
	attack_position
	play lucky-attempt -c w16
	play lucky-attempt -p bob --pass
	same record "pass bob" "$RECORD"
	same "pending, answer due" "ann 3 0
cat" "$(key pending answer-due)"
}

@test "P.3 the last answerer whose failure cards cannot reach the total may pass: the attacker wins" {
	paizo
	attack_position
	play lucky-attempt -c w16
	play lucky-attempt -p bob --pass
	play lucky-attempt -p cat --pass
	same record "pass cat" "$RECORD"
	same "winner, phase" "ann
over" "$(key winner phase)"
	same "cat's hand" "w06 r08 m06 w08 w11 f15" "$(cards_of hand cat)"
}

@test "P.3 the last answerer may foil short when their cards cannot reach the total" {
	paizo
	attack_position
	play lucky-attempt -c w16
	play lucky-attempt -p bob --pass
	play lucky-attempt -p cat --foil f15
	same "winner, phase" "ann
over" "$(key winner phase)"
	same removed f15 "$(cards_of removed)"
}

@test "P.3 the must-foil rule does not apply to an attempt on the dog (Old Dog)" {
	paizo old
	attack_position
	set_line dog kitchen
	put_lucky cellar
	give cat f39
	play lucky-attempt -t dog -c w16
	play lucky-attempt -p bob --pass
	play lucky-attempt -p cat --pass
	same record "pass cat" "$RECORD"
	same "dog, phase" "kitchen dead
end" "$(key dog phase)"
	silent winner
}

# --- RULES P.4: the dog's moves, in every variant ----------------------------

@test "P.4 Shamrock starts in Doctor Lucky's start room, in every variant" {
	for v in old new both; do
		for seed in 1 7 42 1000; do
			game -r paizo -o "dog=$v" -s "$seed" ann bob cat
			same "dog=$v seed $seed" "$(key lucky)" "$(key dog)"
		done
		paizo "$v"
		same "dog=$v lines" "lucky white
dog white" "$(state_joined | awk '$1 == "lucky" || $1 == "dog"')"
	done
}

@test "P.4 without the dog option there is no dog" {
	paizo
	same "dog line" "" "$(lines_of dog)"
	silent dog dog-tokens take-due
	run --separate-stderr lucky-show -f "$S" -k can-attack-dog
	same status 1 "$status"
	same stdout no "$output"
}

@test "P.4 right after Doctor Lucky's end-of-turn move the dog steps once towards him" {
	for v in old new both; do
		paizo "$v"
		play lucky-end
		same "dog=$v lucky, dog" "hedge
hedge" "$(key lucky dog)"
		play lucky-end
		same "dog=$v lucky, dog" "carriage
carriage" "$(key lucky dog)"
		play lucky-end
		same "dog=$v lucky, dog" "piazza
piazza" "$(key lucky dog)"
		# the Drawing Room is two steps from the Piazza
		play lucky-end
		same "dog=$v lucky, dog" "drawing
foyer" "$(key lucky dog)"
	done
}

@test "P.4 the dog follows Doctor Lucky one step a turn along shortest paths, through hallways and stairways" {
	for v in old new both; do
		paizo "$v"
		set_line dog kitchen
		put_lucky kitchen
		play lucky-end
		same "dog=$v after bob" "lancaster
hall-w" "$(key lucky dog)"
		same "dog line" "dog hall-w" "$(lines_of dog)"
		play lucky-end
		same "dog=$v after cat" "master
stairs-w" "$(key lucky dog)"
		# two shortest ways to the Nursery: by the Lancaster Room (9)
		# or the Master Suite (10)
		play lucky-end
		same "dog=$v after ann" "nursery
lancaster" "$(key lucky dog)"
		play lucky-end
		same "dog=$v after bob" "armory
hall-nw" "$(key lucky dog)"
		play lucky-end
		same "dog=$v after cat" "library
nursery" "$(key lucky dog)"
	done
}

@test "P.4 the dog Doctor Lucky came to stays with him" {
	for v in old new both; do
		paizo "$v"
		set_line dog sitting
		put_lucky dining
		rules_refuse "Shamrock is with Doctor Lucky and stays (RULES P.4)" \
		    lucky-end -g hall-w
		play lucky-end --no-draw
		same record "end bob" "$RECORD"
		same "dog=$v lucky, dog" "sitting
sitting" "$(key lucky dog)"
	done
}

@test "P.4 equal shortest paths: without a choice the dog goes to the lowest-numbered room" {
	for v in old new both; do
		paizo "$v"
		# Drawing Room to the Kitchen: by the Dining Hall (3) or the
		# Trophy Room (5)
		set_line dog drawing
		put_lucky winter
		play lucky-end --no-draw
		same record "end bob" "$RECORD"
		same "dog=$v lucky, dog" "kitchen
dining" "$(key lucky dog)"
	done
}

@test "P.4 equal shortest paths: a numbered room before a hallway" {
	paizo old
	# Parlor to the Dining Hall: by the Drawing Room (0) or the east hall
	set_line dog parlor
	put_lucky billiard
	play lucky-end
	same "lucky, dog" "dining
drawing" "$(key lucky dog)"
}

@test "P.4 equal shortest paths between two hallways: the lowest space index" {
	paizo new
	# Parlor to the Servants' Quarters: by the east hall (hall-e) or the
	# hall by the Parlor (hall-se), later on the board
	set_line dog parlor
	put_lucky lilac
	play lucky-end
	same "lucky, dog" "servants
hall-e" "$(key lucky dog)"
}

@test "P.4 equal shortest paths: lucky-end -g chooses the dog's step" {
	for v in old new both; do
		paizo "$v"
		set_line dog drawing
		put_lucky winter
		play lucky-end --no-draw -g trophy
		same record "end bob dog trophy" "$RECORD"
		same "dog=$v lucky, dog" "kitchen
trophy" "$(key lucky dog)"
	done
	paizo both
	set_line dog drawing
	put_lucky winter
	play lucky-end --no-draw -g "Dining Hall"
	same record "end bob dog dining" "$RECORD"
	same dog dining "$(key dog)"
	paizo new
	set_line dog parlor
	put_lucky lilac
	play lucky-end --no-draw --dog hall-se
	same record "end bob dog hall-se" "$RECORD"
	same dog hall-se "$(key dog)"
}

@test "P.4 lucky-end -g naming the only shortest step is accepted" {
	paizo old
	set_line dog kitchen
	put_lucky kitchen
	play lucky-end --no-draw -g hall-w
	same record "end bob dog hall-w" "$RECORD"
	same dog hall-w "$(key dog)"
}

@test "P.4 a dog's step not on a shortest path is refused" {
	paizo old
	set_line dog drawing
	put_lucky winter
	rules_refuse "Foyer is not a step from Drawing Room (0) towards Doctor Lucky on a shortest path (RULES P.4)" \
	    lucky-end -g foyer
	rules_refuse "Parlor (1) is not a step from Drawing Room (0) towards Doctor Lucky on a shortest path (RULES P.4)" \
	    lucky-end -g parlor
	rules_refuse "Kitchen (8) is not a step from Drawing Room (0) towards Doctor Lucky on a shortest path (RULES P.4)" \
	    lucky-end -g kitchen
	rules_refuse "Drawing Room (0) is not a step from Drawing Room (0) towards Doctor Lucky on a shortest path (RULES P.4)" \
	    lucky-end -g drawing
	refuses 2 'unknown room "nowhere"' lucky-end -g nowhere
}

@test "P.4 the dog's step is checked against Doctor Lucky's new room" {
	paizo old
	# Lucky goes from the Winter Garden to the Kitchen: the Trophy Room
	# is on a shortest path to the Kitchen, not to the Winter Garden
	set_line dog drawing
	put_lucky winter
	run --separate-stderr lucky-end --no-draw -n -f "$S" -g trophy
	same status 0 "$status"
	same stdout "end bob dog trophy" "$output"
	same stderr "" "$stderr"
}

@test "P.4 lucky-end -g is refused in a game without a dog" {
	paizo
	rules_refuse "there is no dog in this game" lucky-end -g hedge
	game
	rules_refuse "there is no dog in this game" lucky-end -g hedge
}

@test "P.4 cards never move the dog" {
	for v in old new both; do
		paizo "$v"
		give bob m01
		play lucky-move -D -c m01 hedge
		same "dog=$v lucky, dog after a move card" "hedge
white" "$(key lucky dog)"
		play lucky-move -D -c r04 sitting
		same "dog=$v lucky, dog after a room card" "sitting
white" "$(key lucky dog)"
		same "dog line" "dog white" "$(lines_of dog)"
		# only Lucky's end-of-turn move makes the dog step: to the
		# Trophy Room, by the Servants' Quarters (16) or the Hedge Maze
		play lucky-end
		same "dog=$v lucky, dog after the turn" "trophy
servants" "$(key lucky dog)"
	done
}

# --- RULES P.4 Old Dog -----------------------------------------------------

@test "P.4 Old Dog: no attempt on Doctor Lucky with the dog in your room" {
	paizo old
	attack_position
	set_line dog kitchen
	rules_refuse "Shamrock sees you from Kitchen (8) (RULES P.4)" \
	    lucky-attempt -c w16
	rules_refuse "Shamrock sees you from Kitchen (8) (RULES P.4)" lucky-attempt
	rules_refuse "Shamrock sees you from Kitchen (8) (RULES P.4)" \
	    lucky-attempt -t lucky -c w16
	run --separate-stderr lucky-show -f "$S" -k can-attempt
	same status 1 "$status"
	same stdout no "$output"
}

@test "P.4 Old Dog: no attempt on Doctor Lucky when the dog sees you along a sight line" {
	paizo old
	attack_position
	set_line dog hall-sw
	rules_refuse "Shamrock sees you from hall by the Kitchen (RULES P.4)" \
	    lucky-attempt -c w16
	set_line dog cellar
	rules_refuse "Shamrock sees you from Wine Cellar (RULES P.4)" \
	    lucky-attempt -c w16
	set_line dog master
	rules_refuse "Shamrock sees you from Master Suite (10) (RULES P.4)" \
	    lucky-attempt
}

@test "P.4 Old Dog: an attempt on Doctor Lucky the dog cannot see is allowed" {
	paizo old
	attack_position
	set_line dog drawing
	same can-attempt yes "$(key can-attempt)"
	play lucky-attempt -c w16
	same record "attempt ann w16" "$RECORD"
	same pending "ann 3 0" "$(key pending)"
	same "attempt line" "attempt ann lucky 3 w16" "$(lines_of attempt)"
}

@test "P.4 Old Dog: lucky-sight -w lists the dog among those who see you" {
	paizo old
	attack_position
	set_line dog hall-sw
	put_player cat trophy
	run --separate-stderr lucky-sight -f "$S" -w ann
	same status 0 "$status"
	same watchers "cat
dog" "$(printf '%s' "$output")"
	same stderr "" "$stderr"
	set_line dog drawing
	run --separate-stderr lucky-sight -f "$S" -w ann
	same watchers cat "$output"
	set_line dog kitchen
	put_player cat drawing
	run --separate-stderr lucky-sight -f "$S" -w ann
	same "the dog in your room" dog "$output"
}

@test "P.4 Old Dog: lucky-sight -u leaves out the spaces the dog sees" {
	paizo new
	set_line dog hall-sw
	put_player ann kitchen
	run --separate-stderr lucky-sight -f "$S" -u ann
	same status 0 "$status"
	without_dog=$output
	paizo old
	set_line dog hall-sw
	put_player ann kitchen
	run --separate-stderr lucky-sight -f "$S" -u ann
	same status 0 "$status"
	# the hall sees the Kitchen, the Winter Garden and the west hall
	# (and the Trophy Room, which bob and cat see from the Drawing Room)
	same "left out by the dog" "hall-sw
hall-w
kitchen
winter" "$(comm -23 <(printf '%s\n' "$without_dog" | sort) \
	    <(printf '%s\n' "$output" | sort))"
	same "nothing added" "" "$(comm -13 <(printf '%s\n' "$without_dog" | sort) \
	    <(printf '%s\n' "$output" | sort))"
}

@test "P.4 Old Dog: an attempt on the dog alone with it, seen only by Doctor Lucky, is allowed" {
	paizo old
	attack_position
	set_line dog kitchen
	put_lucky cellar
	run lucky-sight -f "$S" cellar kitchen
	same "Lucky sees the Kitchen: status" 0 "$status"
	same can-attack-dog yes "$(key can-attack-dog)"
	play lucky-attempt -t dog -c w16
	same record "attempt ann -t dog w16" "$RECORD"
	same changes "- phase move
- played 0
- hand ann w16 f05 f16 f04 r14 w15
+ phase answer
+ played 1
+ attempt ann dog 3 w16
+ answer bob 0
+ hand ann f05 f16 f04 r14 w15
+ record attempt ann -t dog w16" "$(changes)"
	same "pending, answer due" "ann 3 0
bob" "$(key pending answer-due)"
}

@test "P.4 Old Dog: with Doctor Lucky and the dog in your room you may attack the dog, not him" {
	paizo old
	attack_position
	set_line dog kitchen
	rules_refuse "Shamrock sees you from Kitchen (8) (RULES P.4)" \
	    lucky-attempt -c w16
	play lucky-attempt -t dog
	same record "attempt ann -t dog" "$RECORD"
	same pending "ann 1 0" "$(key pending)"
}

@test "P.4 Old Dog: an attempt on the dog counts the attacker's spite tokens" {
	paizo old
	attack_position
	set_line dog kitchen
	set_tokens pool=28 ann=2
	play lucky-attempt -t dog -c w16
	same pending "ann 5 0" "$(key pending)"
}

@test "P.4 Old Dog: an attempt on the dog seen by another player, with another player there, or away from it is refused" {
	paizo old
	attack_position
	set_line dog kitchen
	put_lucky cellar
	put_player cat trophy
	rules_refuse "cat sees you from Trophy Room (5) (RULES C.6)" \
	    lucky-attempt -t dog -c w16
	same can-attack-dog no "$(key can-attack-dog || true)"
	put_player cat kitchen
	rules_refuse "cat is in Kitchen (8) too: you must be alone with Shamrock (RULES C.6)" \
	    lucky-attempt -t dog
	put_player cat drawing
	set_line dog sitting
	rules_refuse "Shamrock is not in Kitchen (8) (RULES C.6)" \
	    lucky-attempt -t dog
}

@test "P.4 Old Dog: a foiled attempt on the dog earns no spite token" {
	paizo old
	attack_position
	set_line dog kitchen
	put_lucky cellar
	play lucky-attempt -t dog -c w16
	play lucky-attempt -p bob --foil f34 f31
	same record "foil bob f34 f31" "$RECORD"
	same changes "- phase answer
- attempt ann dog 3 w16
- answer bob 0
- hand bob f34 f31 r04 f19 f40 r17
- discard
- removed
+ phase end
+ hand bob r04 f19 f40 r17
+ discard w16
+ removed f34 f31
+ record foil bob f34 f31" "$(changes)"
	same "dog, phase, current" "kitchen
end
ann" "$(key dog phase current)"
	rules_refuse "ann made a murder attempt: the turn can only end now (RULES C.6)" \
	    lucky-attempt -t dog
	play lucky-end
	same record "end ann" "$RECORD"
}

@test "P.4 Old Dog: when nobody foils an attempt on the dog, the dog is dead and the game goes on" {
	paizo old
	attack_position
	set_line dog kitchen
	put_lucky master
	play lucky-attempt -t dog -c w16
	play lucky-attempt -p bob --pass
	play lucky-attempt -p cat --pass
	same changes "- dog kitchen
- phase answer
- attempt ann dog 3 w16
- answer cat 0
- discard
+ dog kitchen dead
+ phase end
+ discard w16
+ record pass cat" "$(changes)"
	same "dog, phase, current" "kitchen dead
end
ann" "$(key dog phase current)"
	silent winner pending answer-due
	rules_refuse "ann made a murder attempt: the turn can only end now (RULES C.6)" \
	    lucky-attempt
	rules_refuse "ann made a murder attempt this turn: no card is drawn (RULES C.4)" \
	    lucky-end --draw
	play lucky-end
	same record "end ann" "$RECORD"
	# Doctor Lucky, who saw it all from the Master Suite, walks on
	same "lucky, dog, current, phase" "nursery
kitchen dead
bob
move" "$(key lucky dog current phase)"
	# ann's next turn, the dead dog in her room: it cannot die twice
	set_turn 6 ann
	set_line round 2
	put_lucky cellar
	rules_refuse "Shamrock is dead already" lucky-attempt -t dog -c w15
}

@test "P.4 Old Dog: a dead dog no longer moves" {
	paizo old
	set_line dog kitchen dead
	same "dog line" "dog kitchen dead" "$(lines_of dog)"
	rules_refuse "Shamrock is dead: he does not move" lucky-end -g servants
	play lucky-end
	play lucky-end
	same "lucky, dog" "carriage
kitchen dead" "$(key lucky dog)"
}

@test "P.4 Old Dog: a dead dog no longer watches" {
	paizo old
	attack_position
	set_line dog kitchen dead
	run --separate-stderr lucky-sight -f "$S" -w ann
	same status 0 "$status"
	same watchers "" "$output"
	same can-attempt yes "$(key can-attempt)"
	play lucky-attempt -c w16
	same pending "ann 3 0" "$(key pending)"
}

@test "P.4 Old Dog: a dead dog cannot be attacked again" {
	paizo old
	attack_position
	set_line dog kitchen dead
	put_lucky cellar
	rules_refuse "Shamrock is dead already" lucky-attempt -t dog -c w16
	same can-attack-dog no "$(key can-attack-dog || true)"
}

@test "P.4 New Tricks: the dog cannot be attacked" {
	paizo new
	attack_position
	set_line dog kitchen
	put_lucky cellar
	rules_refuse "Shamrock cannot be killed in New Tricks (RULES P.4)" \
	    lucky-attempt -t dog -c w16
	rules_refuse "Shamrock cannot be killed in New Tricks (RULES P.4)" \
	    lucky-attempt -t dog
	same can-attack-dog no "$(key can-attack-dog || true)"
}

@test "P.4 an attempt on the dog is refused in a game without a dog" {
	paizo
	attack_position
	rules_refuse "there is no dog in this game" lucky-attempt -t dog -c w16
	game
	attack_position
	rules_refuse "there is no dog to attack in the classic rules" \
	    lucky-attempt -t dog
	# "cat" is a player here (RULES A.14: attacked only in the escape
	# game); the cat's other name is a pawn this game does not have
	rules_refuse "players attack each other only in the escape game (RULES A.14)" \
	    lucky-attempt -t cat
	refuses 2 "-t wants lucky or dog" lucky-attempt -t patience
}

# --- RULES P.4 New Tricks -------------------------------------------------

@test "P.4 New Tricks: the state counts the dog's spite tokens, Old Dog does not" {
	paizo new
	same "token lines" "pool 30
tokens ann 0
tokens bob 0
tokens cat 0
tokens dog 0" "$(token_lines)"
	same dog-tokens 0 "$(key dog-tokens)"
	paizo old
	same "token lines" "pool 30
tokens ann 0
tokens bob 0
tokens cat 0" "$(token_lines)"
	silent dog-tokens
}

@test "P.4 New Tricks: a foiled attempt on Doctor Lucky gives the dog a token along with the attacker's" {
	paizo new
	attack_position
	play lucky-attempt -c w16
	play lucky-attempt -p bob --foil f34 f31
	same "token lines" "pool 28
tokens ann 1
tokens bob 0
tokens cat 0
tokens dog 1" "$(token_lines)"
	same "dog-tokens, dog" "1
white" "$(key dog-tokens dog)"
}

@test "P.4 New Tricks: with one token left in the pool the attacker gets it and the dog nothing" {
	paizo new
	attack_position
	set_tokens pool=1 bob=20 cat=9
	play lucky-attempt -c w16
	play lucky-attempt -p bob --foil f34 f31
	same "token lines" "pool 0
tokens ann 1
tokens bob 20
tokens cat 9
tokens dog 0" "$(token_lines)"
}

@test "P.4 New Tricks: with the pool empty neither gets a token" {
	paizo new
	attack_position
	set_tokens pool=0 bob=20 cat=8 dog=2
	play lucky-attempt -c w16
	play lucky-attempt -p bob --foil f34 f31
	same "token lines" "pool 0
tokens ann 0
tokens bob 20
tokens cat 8
tokens dog 2" "$(token_lines)"
}

@test "P.4 New Tricks: the dog does not watch" {
	paizo new
	attack_position
	set_line dog kitchen
	run --separate-stderr lucky-sight -f "$S" -w ann
	same status 0 "$status"
	same watchers "" "$output"
	same can-attempt yes "$(key can-attempt)"
	play lucky-attempt -c w16
	same pending "ann 3 0" "$(key pending)"
}

@test "P.4 New Tricks: the dog's move ending with players and without Doctor Lucky offers them its tokens, the next to play first" {
	take_position
	play lucky-end --no-draw
	same record "end bob" "$RECORD"
	same changes "- lucky kitchen
- dog kitchen
- turn 1 bob
- phase move
+ lucky lancaster
+ dog hall-w
+ turn 2 cat
+ phase take
+ take cat
+ record end bob" "$(changes)"
	same "phase, take-due, current, dog, dog-tokens" "take
cat
cat
hall-w
3" "$(key phase take-due current dog dog-tokens)"
	same "take line" "take cat" "$(lines_of take)"
}

@test "P.4 New Tricks: lucky-take discards one card per token taken, failure cards out of the game" {
	take_position
	play lucky-end
	play lucky-take w06 f15
	same record "take cat w06 f15" "$RECORD"
	same "token lines" "pool 27
tokens ann 0
tokens bob 0
tokens cat 2
tokens dog 1" "$(token_lines)"
	same "cat's hand" "r08 m06 w08 w11" "$(cards_of hand cat)"
	same discard w06 "$(cards_of discard)"
	same removed f15 "$(cards_of removed)"
	# the next player there chooses next
	same "phase, take-due, current" "take
ann
cat" "$(key phase take-due current)"
	play lucky-take -p ann
	same record "take ann" "$RECORD"
	same "phase, current, moves-left" "move
cat
1" "$(key phase current moves-left)"
	silent take-due
	same "take line" "" "$(lines_of take)"
	same "dog-tokens, ann's tokens" "1
0" "$(key dog-tokens tokens:ann)"
	same "ann's hand" "w16 f05 f16 f04 r14 w15" "$(cards_of hand ann)"
}

@test "P.4 New Tricks: taking more tokens than the dog has is refused" {
	take_position
	play lucky-end
	rules_refuse "Shamrock has 3 tokens, not 4" lucky-take w06 r08 m06 f15
	play lucky-take w06 f15
	rules_refuse "Shamrock has 1 token, not 2" lucky-take -p ann f05 f16
	play lucky-take -p ann f05
	same "token lines" "pool 27
tokens ann 1
tokens bob 0
tokens cat 2
tokens dog 0" "$(token_lines)"
	same phase move "$(key phase)"
}

@test "P.4 New Tricks: lucky-take without cards takes none, then the next player there chooses" {
	take_position
	play lucky-end
	play lucky-take
	same record "take cat" "$RECORD"
	same "cat's hand" "w06 r08 m06 w08 w11 f15" "$(cards_of hand cat)"
	same "take-due, dog-tokens" "ann
3" "$(key take-due dog-tokens)"
	play lucky-take -p ann r14
	same record "take ann r14" "$RECORD"
	same "tokens, dog-tokens, phase, current" "1
2
move
cat" "$(key tokens:ann dog-tokens phase current)"
	same discard r14 "$(cards_of discard)"
}

@test "P.4 New Tricks: once the dog's tokens are all taken the others are not asked" {
	take_position
	play lucky-end
	play lucky-take w06 r08 f15
	same record "take cat w06 r08 f15" "$RECORD"
	same "phase, current, dog-tokens, cat's tokens" "move
cat
0
3" "$(key phase current dog-tokens tokens:cat)"
	silent take-due
}

@test "P.4 New Tricks: while a take is due every other action is refused" {
	take_position
	play lucky-end
	msg="Shamrock's tokens wait for cat to take them or not (RULES P.4)"
	rules_refuse "$msg" lucky-move kitchen
	rules_refuse "$msg" lucky-move -p cat kitchen
	rules_refuse "$msg" lucky-attempt
	rules_refuse "$msg" lucky-attempt -p cat -c w06
	rules_refuse "$msg" lucky-attempt -p ann --pass
	rules_refuse "$msg" lucky-attempt -p ann --foil f05
	rules_refuse "$msg" lucky-end
	rules_refuse "$msg" lucky-end --draw
	rules_refuse "it is cat's choice, not ann's" lucky-take -p ann f05
	rules_refuse "it is cat's choice, not bob's" lucky-take -p bob
	rules_refuse "f05 (Failure!) is not in cat's hand" lucky-take f05
	rules_refuse "w06 is given twice" lucky-take w06 w06
}

@test "P.4 New Tricks: lucky-take with no take due is refused" {
	paizo new
	rules_refuse "no dog's tokens wait to be taken" lucky-take
	rules_refuse "no dog's tokens wait to be taken" lucky-take -p bob f34
}

@test "P.4 New Tricks: with several players where the dog stops, the next to play chooses first, who just played last" {
	paizo new
	set_tokens pool=27 dog=3
	set_line dog kitchen
	put_lucky kitchen
	put_player ann hall-w
	put_player bob hall-w
	play lucky-end
	same "current, take-due" "cat
ann" "$(key current take-due)"
	play lucky-take
	same record "take ann" "$RECORD"
	same take-due bob "$(key take-due)"
	play lucky-take f34
	same record "take bob f34" "$RECORD"
	same "phase, current, bob's tokens, dog-tokens" "move
cat
1
2" "$(key phase current tokens:bob dog-tokens)"
	same removed f34 "$(cards_of removed)"
}

@test "P.4 New Tricks: after Doctor Lucky changes the turn order the new next player chooses first" {
	paizo new
	set_tokens pool=27 dog=3
	# turn 5, cat to play: Lucky goes from the Dining Hall to bob in the
	# Sitting Room (bob plays next), the dog from the Trophy Room into
	# the west hall with ann and cat
	set_turn 5 cat
	set_line round 2
	put_lucky dining
	set_line dog trophy
	put_player bob sitting
	put_player ann hall-w
	put_player cat hall-w
	play lucky-end
	same "lucky, dog, current, take-due" "sitting
hall-w
bob
cat" "$(key lucky dog current take-due)"
	play lucky-take
	same take-due ann "$(key take-due)"
}

@test "P.4 New Tricks: the dog must come to you: players it leaves are offered nothing" {
	paizo new
	set_tokens pool=27 dog=3
	set_line dog kitchen
	put_lucky kitchen
	put_player ann kitchen
	play lucky-end
	same "dog, phase, dog-tokens" "hall-w
move
3" "$(key dog phase dog-tokens)"
	silent take-due
}

@test "P.4 New Tricks: a dog without tokens offers no take" {
	paizo new
	set_line dog kitchen
	put_lucky kitchen
	put_player ann hall-w
	play lucky-end
	same "dog, phase, current" "hall-w
move
cat" "$(key dog phase current)"
}

@test "P.4 New Tricks: the dog reaching Doctor Lucky gives its tokens back to the pool, even with players there" {
	paizo new
	set_tokens pool=27 dog=3
	set_line dog hall-se
	put_player ann hedge
	put_player cat hedge
	play lucky-end --no-draw
	same record "end bob" "$RECORD"
	same "lucky, dog, phase, current" "hedge
hedge
move
cat" "$(key lucky dog phase current)"
	same "token lines" "pool 30
tokens ann 0
tokens bob 0
tokens cat 0
tokens dog 0" "$(token_lines)"
	silent take-due
}

@test "P.4 New Tricks: Doctor Lucky coming to the dog takes its tokens back to the pool" {
	paizo new
	set_tokens pool=25 dog=5
	set_line dog sitting
	put_lucky dining
	put_player ann sitting
	play lucky-end
	same "lucky, dog, phase, pool, dog-tokens" "sitting
sitting
move
30
0" "$(key lucky dog phase pool dog-tokens)"
}

# --- RULES P.4 both: Old Dog, New Tricks -------------------------------------

@test "P.4 both: the dog watches for Doctor Lucky" {
	paizo both
	attack_position
	set_line dog hall-sw
	rules_refuse "Shamrock sees you from hall by the Kitchen (RULES P.4)" \
	    lucky-attempt -c w16
	run --separate-stderr lucky-sight -f "$S" -w ann
	same watchers dog "$output"
}

@test "P.4 both: a foiled attempt on Doctor Lucky gives the dog a token along with the attacker's" {
	paizo both
	attack_position
	play lucky-attempt -c w16
	play lucky-attempt -p bob --foil f34 f31
	same "token lines" "pool 28
tokens ann 1
tokens bob 0
tokens cat 0
tokens dog 1" "$(token_lines)"
}

@test "P.4 both: the dog can be attacked; a foiled attempt on it earns nobody a token" {
	paizo both
	attack_position
	set_tokens pool=26 dog=4
	set_line dog kitchen
	put_lucky cellar
	same can-attack-dog yes "$(key can-attack-dog)"
	play lucky-attempt -t dog -c w16
	same record "attempt ann -t dog w16" "$RECORD"
	play lucky-attempt -p bob --foil f34 f31
	same "token lines" "pool 26
tokens ann 0
tokens bob 0
tokens cat 0
tokens dog 4" "$(token_lines)"
	same dog kitchen "$(key dog)"
}

@test "P.4 both: killing the dog returns its tokens to the pool" {
	paizo both
	attack_position
	set_tokens pool=26 dog=4
	set_line dog kitchen
	put_lucky cellar
	give cat f39
	play lucky-attempt -t dog -c w16
	play lucky-attempt -p bob --pass
	play lucky-attempt -p cat --pass
	same "dog line" "dog kitchen dead" "$(lines_of dog)"
	same "token lines" "pool 30
tokens ann 0
tokens bob 0
tokens cat 0
tokens dog 0" "$(token_lines)"
	same "phase, current" "end
ann" "$(key phase current)"
	silent winner
}

@test "P.4 both: a dead dog gets no more tokens, offers no take and does not move" {
	paizo both
	attack_position
	set_line dog kitchen dead
	play lucky-attempt -c w16
	play lucky-attempt -p bob --foil f34 f31
	same "token lines" "pool 29
tokens ann 1
tokens bob 0
tokens cat 0
tokens dog 0" "$(token_lines)"
	play lucky-end
	same "lucky, dog, phase" "lancaster
kitchen dead
move" "$(key lucky dog phase)"
}

@test "P.4 both: the dog coming to players lets them take its tokens" {
	take_position both
	play lucky-end
	same "phase, take-due, dog" "take
cat
hall-w" "$(key phase take-due dog)"
	play lucky-take m06
	same record "take cat m06" "$RECORD"
	play lucky-take -p ann w15 f04
	same record "take ann w15 f04" "$RECORD"
	same "token lines" "pool 27
tokens ann 2
tokens bob 0
tokens cat 1
tokens dog 0" "$(token_lines)"
	same phase move "$(key phase)"
}

# --- the record ----------------------------------------------------------------

@test "the record of an attempt on the dog: attempt PLAYER -t dog CARD" {
	paizo old
	attack_position
	set_line dog kitchen
	put_lucky cellar
	run --separate-stderr lucky-attempt -n -f "$S" -t dog -c "runcible spoon"
	same status 0 "$status"
	same stdout "attempt ann -t dog w16" "$output"
	same stderr "" "$stderr"
	play lucky-attempt -p ANN --target dog -c "Runcible Spoon"
	same record "attempt ann -t dog w16" "$RECORD"
	same "record line" "record attempt ann -t dog w16" \
	    "$(state_joined | grep "^record " | tail -n 1)"
}

@test "the record of an attempt on Doctor Lucky named with -t lucky has no target" {
	paizo old
	attack_position
	play lucky-attempt -t lucky -c w16
	same record "attempt ann w16" "$RECORD"
}

@test "the record of the dog's chosen step: end PLAYER dog SPACE" {
	paizo new
	# Dining Hall to the Armory: by the west or the east hall
	set_line dog dining
	put_lucky nursery
	run --separate-stderr lucky-end --no-draw -n -f "$S" -g hall-w
	same status 0 "$status"
	same stdout "end bob dog hall-w" "$output"
	play lucky-end --no-draw -g hall-w
	same record "end bob dog hall-w" "$RECORD"
	same "record line" "record end bob dog hall-w" \
	    "$(state_joined | grep "^record " | tail -n 1)"
	same "lucky, dog" "armory
hall-w" "$(key lucky dog)"
}

@test "the record of a draw and the dog's step: end PLAYER draw dog SPACE" {
	paizo old
	set_line dog dining
	put_lucky nursery
	play lucky-end --draw -g hall-e
	same record "end bob draw dog hall-e" "$RECORD"
	same dog hall-e "$(key dog)"
}

@test "the record of a take: take PLAYER CARD..." {
	paizo new
	set_tokens pool=27 dog=3
	set_line dog kitchen
	put_lucky kitchen
	put_player ann hall-w
	put_player bob hall-w
	give ann m01
	play lucky-end
	run --separate-stderr lucky-take -n -f "$S" Move-1
	same status 0 "$status"
	same stdout "take ann m01" "$output"
	play lucky-take -p Ann Move-1
	same record "take ann m01" "$RECORD"
	same "record line" "record take ann m01" \
	    "$(state_joined | grep "^record " | tail -n 1)"
	play lucky-take
	same record "end bob
take ann m01
take bob" "$(key record)"
}

# --- malformed input ---------------------------------------------------------

@test "lucky-take usage errors exit 2" {
	take_position
	play lucky-end
	run --separate-stderr lucky-take -f "$S" -x
	same status 2 "$status"
	same stdout "" "$output"
	same stderr "lucky-take: unknown option -x (lucky-take --help lists the options)" \
	    "$stderr"
	refuses 2 'unknown player "dan"' lucky-take -p dan
	refuses 2 'no card "zzz" in cat'"'"'s hand (cat holds: w06 Civil War Cannon, r08 Kitchen, m06 Move-1, w08 Duck Decoy, w11 Loud Noise, f15 Failure!)' lucky-take zzz
}
