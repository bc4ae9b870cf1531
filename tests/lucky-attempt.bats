#!/usr/bin/env bats
# lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE.
#
# lucky-attempt(1): murder attempts (RULES C.6), their answers (C.7) and
# the variants of C.11.
#
# The position: the standard game (`lucky-new -s 42 ann bob cat`) at
# turn 3, ann to play, ann and Doctor Lucky in the Kitchen, bob and cat
# in the Drawing Room, which does not see the Kitchen.  ann holds
# w16 (Runcible Spoon, 3) f05 f16 f04 r14 w15; bob f34 f31 (2 each) r04
# f19 f40 r17; cat w06 r08 m06 w08 w11 f15 (1).

bats_require_minimum_version 1.5.0
load turn_helper

USAGE='usage: lucky-attempt [-Fhinv] [-c weapon] [-f file] [-p player] [-t target]
       lucky-attempt [-Fhinv] [-f file] [-p player] --foil card ... | --pass'

# ann alone with Doctor Lucky in the Kitchen, her turn
position() {
	set_turn 3 ann
	put_player ann kitchen
	put_lucky kitchen
}

setup() {
	game "$@"
	position
}

# --- RULES C.6: the attempt ------------------------------------------------

@test "C.6 an attempt alone with Doctor Lucky and unseen is allowed, worth the weapon's value" {
	play lucky-attempt -c w16
	same record "attempt ann w16" "$RECORD"
	same changes "- phase move
- played 0
- hand ann w16 f05 f16 f04 r14 w15
+ phase answer
+ played 1
+ attempt ann lucky 3 w16
+ answer bob 0
+ hand ann f05 f16 f04 r14 w15
+ record attempt ann w16" "$(changes)"
	same "pending, answer due, phase" "ann 3 0
bob
answer" "$(key pending answer-due phase)"
}

@test "C.6 a weapon in its own room is worth its room value" {
	give ann w07
	play lucky-attempt -c w07
	same record "attempt ann w07" "$RECORD"
	same pending "ann 4 0" "$(key pending)"
}

@test "C.6 a weapon outside its room is worth its base value (replaces the 1, adds nothing)" {
	give ann w07
	put_player ann cellar
	put_lucky cellar
	play lucky-attempt -c "Crepe Pan"
	same record "attempt ann w07" "$RECORD"
	same pending "ann 3 0" "$(key pending)"
}

@test "C.6 an attempt without a weapon is worth 1" {
	play lucky-attempt
	same record "attempt ann" "$RECORD"
	same pending "ann 1 0" "$(key pending)"
	same hand "w16 f05 f16 f04 r14 w15" "$(cards_of hand ann)"
}

@test "C.6 an attempt after the free step and a card is allowed (act turn)" {
	put_player ann trophy
	give ann m01
	play lucky-move -c m01 hall-sw kitchen
	play lucky-attempt -c w16
	same pending "ann 3 0" "$(key pending)"
}

@test "C.6 an attempt when Doctor Lucky is elsewhere is refused" {
	put_lucky cellar
	rules_refuse "Doctor Lucky is not in Kitchen (8) (RULES C.6)" \
	    lucky-attempt -c w16
}

@test "C.6 an attempt with another player in the room is refused" {
	put_player bob kitchen
	rules_refuse "bob is in Kitchen (8) too: you must be alone with Doctor Lucky (RULES C.6)" \
	    lucky-attempt -c w16
}

@test "C.6 an attempt seen by another player is refused, naming the watcher" {
	put_player cat trophy
	rules_refuse "cat sees you from Trophy Room (5) (RULES C.6)" \
	    lucky-attempt -c w16
	put_player cat drawing
	put_player bob master
	rules_refuse "bob sees you from Master Suite (10) (RULES C.6)" \
	    lucky-attempt
}

@test "C.6 an attempt seen over the Gallery railing is refused" {
	put_player ann dining
	put_lucky dining
	put_player bob kitchen
	put_player cat gallery
	rules_refuse "cat sees you from Gallery (RULES C.6)" lucky-attempt -c w16
}

@test "C.6 an attempt with a card that is not a weapon is refused" {
	rules_refuse "f05 (Failure!) is not a weapon (RULES C.6)" \
	    lucky-attempt -c f05
	rules_refuse "r14 (Hedge Maze) is not a weapon (RULES C.6)" \
	    lucky-attempt -c r14
}

@test "C.6 an attempt with a weapon not in hand is refused" {
	rules_refuse "w06 (Civil War Cannon) is not in ann's hand" \
	    lucky-attempt -c w06
}

@test "C.6 an attempt with two weapons is refused" {
	rules_refuse "one weapon at most (RULES C.6)" lucky-attempt -c w16 -c w15
}

@test "C.6 an attempt out of turn is refused" {
	put_player bob kitchen
	put_player ann drawing
	rules_refuse "it is ann's turn, not bob's" lucky-attempt -p bob
}

@test "C.6 after an attempt the turn can only end: no move, no second attempt" {
	give bob m01
	play lucky-attempt -c w16
	play lucky-attempt -p bob --foil f34 f31
	rules_refuse "ann made a murder attempt: the turn can only end now (RULES C.6)" \
	    lucky-move cellar
	rules_refuse "ann made a murder attempt: the turn can only end now (RULES C.6)" \
	    lucky-attempt -c w15
	rules_refuse "ann made a murder attempt: the turn can only end now (RULES C.6)" \
	    lucky-attempt
	play lucky-end
	same record "end ann" "$RECORD"
}

@test "C.6 lucky-attempt -n prints only the canonical action, or refuses" {
	run --separate-stderr lucky-attempt -n -f "$S" -c "runcible spoon"
	same status 0 "$status"
	same stdout "attempt ann w16" "$output"
	same stderr "" "$stderr"
	put_lucky cellar
	rules_refuse "Doctor Lucky is not in Kitchen (8) (RULES C.6)" \
	    lucky-attempt -n -c w16
}

# --- RULES C.7: foiling ----------------------------------------------------

@test "C.7 the answers start with the player on the attacker's left" {
	play lucky-attempt -c w16
	same "answer due" bob "$(key answer-due)"
}

@test "C.7 the answers go round the table from the attacker's left, wrapping past the last seat" {
	game -s 42 ann bob cat dan
	set_turn 3 dan
	put_player dan kitchen
	put_lucky kitchen
	give dan w08
	play lucky-attempt -p dan -c w08
	same "first to answer" ann "$(key answer-due)"
	play lucky-attempt --pass
	same record "pass ann" "$RECORD"
	same "second" bob "$(key answer-due)"
	play lucky-attempt --pass
	same "third" cat "$(key answer-due)"
	play lucky-attempt --pass
	same record "pass cat" "$RECORD"
	same "winner, phase" "dan
over" "$(key winner phase)"
}

@test "C.7 failure cards add up until they reach the attempt's value" {
	play lucky-attempt -c w16
	play lucky-attempt -p bob --foil f34
	same record "foil bob f34" "$RECORD"
	same "pending, answer due" "ann 3 2
cat" "$(key pending answer-due)"
	play lucky-attempt -p cat --foil f15
	same record "foil cat f15" "$RECORD"
	same "phase, current" "end
ann" "$(key phase current)"
	same removed "f34 f15" "$(cards_of removed)"
}

@test "C.7 the attempt is foiled as soon as the total reaches its value: later players are not asked" {
	play lucky-attempt -c w16
	play lucky-attempt -p bob --foil f34 f31
	same record "foil bob f34 f31" "$RECORD"
	same "phase, current" "end
ann" "$(key phase current)"
	run --separate-stderr lucky-show -f "$S" -k answer-due
	same "answer-due status" 1 "$status"
	same "answer-due" "" "$output"
	same "cat's hand" "w06 r08 m06 w08 w11 f15" "$(cards_of hand cat)"
	rules_refuse "no murder attempt waits for an answer" \
	    lucky-attempt -p cat --pass
	rules_refuse "no murder attempt waits for an answer" \
	    lucky-attempt -p cat --foil f15
}

@test "C.7 played failure cards are removed from the game, the weapon is discarded" {
	play lucky-attempt -c w16
	play lucky-attempt -p bob --foil f34 f31
	same changes "- phase answer
- attempt ann lucky 3 w16
- answer bob 0
- hand bob f34 f31 r04 f19 f40 r17
- discard
- removed
+ phase end
+ hand bob r04 f19 f40 r17
+ discard w16
+ removed f34 f31
+ record foil bob f34 f31" "$(changes)"
}

@test "C.7 passing moves the answer to the next player" {
	play lucky-attempt -c w16
	play lucky-attempt -p bob --pass
	same record "pass bob" "$RECORD"
	same "pending, answer due" "ann 3 0
cat" "$(key pending answer-due)"
}

@test "C.7 lucky-attempt --pass without -p answers for the player due" {
	play lucky-attempt -c w16
	play lucky-attempt --pass
	same record "pass bob" "$RECORD"
	play lucky-attempt --foil f15
	same record "foil cat f15" "$RECORD"
}

@test "C.7 when everyone passes the attacker kills Doctor Lucky and wins" {
	play lucky-attempt -c w16
	play lucky-attempt -p bob --pass
	play lucky-attempt -p cat --pass
	same record "pass cat" "$RECORD"
	# several keys: the pending attempt has no value now, an empty line
	run --separate-stderr lucky-show -f "$S" -k winner -k pending -k phase
	same "lucky-show status" 1 "$status"
	same "winner, pending, phase" "ann

over" "$output"
	same discard w16 "$(cards_of discard)"
}

@test "C.7 a failure total short of the value lets the attacker win" {
	play lucky-attempt -c w16
	play lucky-attempt -p bob --foil f34
	play lucky-attempt -p cat --pass
	same "winner, phase" "ann
over" "$(key winner phase)"
	same removed f34 "$(cards_of removed)"
}

@test "C.7 once the game is over every program refuses to act" {
	play lucky-attempt -c w16
	play lucky-attempt -p bob --pass
	play lucky-attempt -p cat --pass
	msg="the game is over: ann killed Doctor Lucky"
	rules_refuse "$msg" lucky-move cellar
	rules_refuse "$msg" lucky-move -p bob dining
	rules_refuse "$msg" lucky-attempt
	rules_refuse "$msg" lucky-attempt -p bob --pass
	rules_refuse "$msg" lucky-attempt -p bob --foil f34
	rules_refuse "$msg" lucky-end
	rules_refuse "$msg" lucky-end --draw
	rules_refuse "$msg" lucky-end -n
}

@test "C.7 answering out of turn is refused" {
	play lucky-attempt -c w16
	rules_refuse "it is bob's answer, not cat's" lucky-attempt -p cat --pass
	rules_refuse "it is bob's answer, not cat's" lucky-attempt -p cat --foil f15
	rules_refuse "it is bob's answer, not ann's" lucky-attempt -p ann --pass
}

@test "C.7 answering with a card that is not a failure card is refused" {
	play lucky-attempt -c w16
	rules_refuse "r04 (Sitting Room) is not a failure card (RULES C.7)" \
	    lucky-attempt -p bob --foil r04
	rules_refuse "r04 (Sitting Room) is not a failure card (RULES C.7)" \
	    lucky-attempt -p bob --foil f34 r04
}

@test "C.7 answering with a failure card not in hand is refused" {
	play lucky-attempt -c w16
	rules_refuse "f15 (Failure!) is not in bob's hand" \
	    lucky-attempt -p bob --foil f15
}

@test "C.7 while an answer is due every other action is refused" {
	play lucky-attempt -c w16
	msg="ann's attempt waits for bob's answer (RULES C.7)"
	rules_refuse "$msg" lucky-move cellar
	rules_refuse "$msg" lucky-move -p ann cellar
	rules_refuse "$msg" lucky-end
	rules_refuse "$msg" lucky-end --draw
	rules_refuse "$msg" lucky-attempt -c w15
	rules_refuse "$msg" lucky-attempt -p ann
}

@test "C.7 lucky-attempt -n prints the canonical answer" {
	play lucky-attempt -c w16
	run --separate-stderr lucky-attempt -n -f "$S" --foil f34 Failure
	same status 0 "$status"
	same stdout "foil bob f34 f31" "$output"
	same stderr "" "$stderr"
}

# --- RULES C.11: variants ----------------------------------------------------

@test "C.11 weapons+1 adds one to a weapon's value" {
	game -s 42 -o weapons+1 ann bob cat
	position
	give ann w16
	play lucky-attempt -c w16
	same pending "ann 4 0" "$(key pending)"
}

@test "C.11 weapons+1 adds one to a weapon's room value" {
	game -s 42 -o weapons+1 ann bob cat
	position
	give ann w07
	play lucky-attempt -c w07
	same pending "ann 5 0" "$(key pending)"
}

@test "C.11 weapons+1 leaves an attempt without a weapon at 1" {
	game -s 42 -o weapons+1 ann bob cat
	position
	play lucky-attempt
	same pending "ann 1 0" "$(key pending)"
}

@test "C.11 no-failure-3 leaves the four 3-point failure cards out of the game" {
	game -s 42 -o no-failure-3 ann bob cat
	same removed "f39 f40 f41 f42" "$(cards_of removed)"
	run --separate-stderr lucky-show -f "$S" -k removed -k draw
	same "removed, draw" "4
74" "$output"
}

# --- malformed input ---------------------------------------------------------

@test "lucky-attempt usage errors exit 2" {
	run --separate-stderr lucky-attempt -f "$S" --foil
	same status 2 "$status"
	same stdout "" "$output"
	same stderr "$USAGE" "$stderr"
	run --separate-stderr lucky-attempt -f "$S" --pass -c w16
	same status 2 "$status"
	same stderr "$USAGE" "$stderr"
	refuses 2 'unknown player "dan"' lucky-attempt -p dan
}
