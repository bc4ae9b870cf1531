#!/usr/bin/env bats
# lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE.
#
# The escape game (RULES A.14, the rule set escape) through the
# programs: lucky-new starts it (-r escape, or its older spelling -r
# anniversary -o escape, or --escape from a finished game), lucky-move
# moves the players and Doctor Lucky, who attacks, lucky-attempt attacks
# players and defends, lucky-end passes the turn with its draw,
# lucky-show shows it, refuses the states it cannot be in, and
# lucky-check replays it.
#
# The standard game is `lucky-new -r anniversary -o escape -s 42 ann bob
# cid`: three players, so both wings are locked (A.2) and Doctor Lucky's
# route is 1 2 3 4 5 6 7 13 14 15 16 22 23 24; everyone in the Drawing
# Room (1), Doctor Lucky in the Gallery (15); ann, seat 1, starts and has
# drawn her seventh card.  The hands (clovers in brackets):
#   ann  a13 Poison Pen 2, 4 in the White Room [1], a09 Hard Candy 2, 5 in
#        the Nursery [1], x21 [4], a07 Runcible Spoon 2, 5 in the Dining
#        Hall [0], v16 Billiard Room 1 step [2], x05 [1], x18 [3]
#   bob  a06 Pinking Shears [0], v22 Carriage House 2 steps [1], v03 Lilac
#        Room 1 step [0], x01 [1], x13 [2], a08 Piece of Rope [0]
#   cid  v08 Library 1 step [1], v18 Piazza 2 steps [0], x09 [1], x20 [3],
#        v21 Dining Hall 2 steps [1], x16 [2]
# The draw pile holds 43 cards, from the top v12 v17 v06 a22 a19 ...; the
# positions below are that game edited by hand (a state without its sum
# line is a hand-made one, lucky-state(5)), with cards for the hands
# taken from further down the draw pile, so that v12 stays on top:
# x19 [3], x07 [1], x15 [2], x24 [4], a01 Civil War Cannon 3 [0], a02
# Chain Saw 3 [0], a05 Monkey Hand 2 [0], v01 Lancaster Room [0], v04
# Armory [0], v05 Hedge Maze [0], v07 Parlor [0], a11 Silken Cord 2 [1].

bats_require_minimum_version 1.5.0
load turn_helper

EXAMPLES=$BATS_TEST_DIRNAME/../examples

# esc [lucky-new option...]: the standard escape game
esc() {
	game -r anniversary -o escape "$@" -s 42 ann bob cid
}

# names N: the first N of eight player names
names() {
	echo "ann bob cid dan eve fay gus hal" | cut -d' ' -f"1-$1"
}

# hand_of NAME CARD...: NAME holds exactly these cards; the cards NAME
# held go to the bottom of the discard pile
hand_of() {
	local who=$1

	shift
	empty_hand "$who"
	if [ $# -gt 0 ]; then
		give "$who" "$@"
	fi
}

# kill_off NAME: NAME is dead (RULES A.14): hand and motives go to the
# discard pile, and the state gets the line "dead NAME"
kill_off() {
	empty_hand "$1"
	edit_state '
	    $1 == "motives" && $2 == who {
		for (i = 3; i <= NF; i++) m = m " " $i; next }
	    $1 == "discard" { d = $0; next }
	    { print }
	    END { print d m; print "dead " who }' -v who="$1"
}

# finish WINNER: the main game is over, WINNER killed Doctor Lucky
finish() {
	edit_state '$1 == "phase" { print "phase over"; print "winner " w; next }
	    { print }' -v w="$1"
}

# finished3: a finished three-player anniversary game, as hand-made:
# ann in the Trophy Room with a motive, bob in the Dining Hall, cid, the
# winner, with Doctor Lucky in the Armory, a motive too; bob the loser;
# cards on the discard pile
finished3() {
	game -r anniversary -s 42 ann bob cid "$@"
	put_player ann trophy
	put_player bob dining
	put_player cid armory
	put_lucky armory
	motives ann a16
	motives cid a12
	to_pile discard v20 x11 x16 x08
	finish cid
	set_line loser bob
}

# refused_like PATTERN PROGRAM ARG...: PROGRAM run on $S exits 1 with
# nothing on stdout and "PROGRAM: " and a message matching the glob
# PATTERN on stderr, and leaves $S as it was
refused_like() {
	local pat=$1 prog=$2 before="$BATS_TEST_TMPDIR/before"

	shift 2
	cp "$S" "$before"
	run --separate-stderr "$prog" -f "$S" "$@"
	same "$prog status" 1 "$status"
	same "$prog stdout" "" "$output"
	# shellcheck disable=SC2053
	[[ "$stderr" == "$prog: "$pat ]] || {
		printf '%s stderr: %s\nexpected: %s: %s\n' "$prog" "$stderr" \
		    "$prog" "$pat" >&2
		return 1
	}
	cmp -s "$before" "$S" || { echo "$S was changed" >&2; return 1; }
}

# ref_escape FILE STARTER: the escape's deal from the state FILE,
# re-derived with the generator of helper.bash: every card that lies on
# no locked room and under no player's character (a stranger's motives
# go in: the strangers leave), in the deck's order, shuffled once from
# the state's rng line, dealt one a player from seat 1 for six rounds
# (strangers left out), then the starter draws the next; prints "hand
# NAME ids" a player, "draw ids" and the "rng" line after the shuffle;
# untraced (helper.bash)
ref_escape() {
	untraced ref_escape_ "$@"
}

ref_escape_() {
	local file=$1 starter=$2 deck key cid a b c d k r p
	local -a pl hands
	local -A kept=()

	deck=$BATS_TEST_DIRNAME/../boards/anniversary.deck
	for cid in $(state_joined "$file" | awk '
	    $1 == "player" && $4 == "stranger" { stranger[$2] = 1 }
	    $1 == "locked" { print $3 }
	    $1 == "motives" && !($2 in stranger) {
		for (i = 3; i <= NF; i++) print $i }'); do
		kept[$cid]=1
	done
	PILE=()
	while read -r key cid _; do
		if [ "$key" = card ] && [ -z "${kept[$cid]:-}" ]; then
			PILE+=("$cid")
		fi
	done <"$deck"
	read -r _ a b c d < <(state_joined "$file" | grep '^rng ')
	RS=($((16#$a)) $((16#$b)) $((16#$c)) $((16#$d)))
	ref_shuffle
	mapfile -t pl < <(state_joined "$file" |
	    awk '$1 == "player" && $4 != "stranger" { print $2 }')
	k=0
	for (( r = 0; r < 6; r++ )); do
		for (( p = 0; p < ${#pl[@]}; p++ )); do
			hands[p]="${hands[p]:-} ${PILE[k++]}"
		done
	done
	for (( p = 0; p < ${#pl[@]}; p++ )); do
		if [ "${pl[p]}" = "$starter" ]; then
			hands[p]="${hands[p]} ${PILE[k++]}"
		fi
		echo "hand ${pl[p]}${hands[p]}"
	done
	printf 'draw'
	for (( ; k < ${#PILE[@]}; k++ )); do
		printf ' %s' "${PILE[k]}"
	done
	printf '\nrng %016x %016x %016x %016x\n' "${RS[@]}"
}

# the escape's lines of the state, one a line: hands, draw, rng
deal_lines() {
	lines_of hand
	lines_of draw
	lines_of rng
}

# --- the start: lucky-new -o escape -----------------------------------------

@test "RULES A.14: lucky-new -o escape: everyone in the Drawing Room, Doctor Lucky in the Gallery, seat 1 starts with 7 cards, Lucky's strength 1" {
	esc
	run --separate-stderr lucky-show -f "$S"
	ran 0 "escape rules, board villa, deck anniversary, seed 42
turn 1, round 1: ann to play (with the free step, 0 cards played)
Doctor Lucky: Gallery (15), next Library (16)
the escape game: Doctor Lucky attacks with strength 1 (RULES A.14)
locked: Winter Garden (8), Wine Cellar (9), Kitchen (10),
        Lancaster Room (11), Master Suite (12), Tennessee Room (17),
        Lilac Room (18), Servants' Quarters (19), White Room (20),
        Hedge Maze (21)
seat  player            room                        cards  strength
1     ann               Drawing Room (1)                7         1  <- to play
2     bob               Drawing Room (1)                6         1
3     cid               Drawing Room (1)                6         1
draw pile 43, discard pile 0, removed 0" ""
	same "lines" "rules escape
player ann drawing
player bob drawing
player cid drawing
lucky gallery
first ann
turn 1 ann
round 1
phase move
strength lucky 1" "$(lines_of rules; lines_of player; lines_of lucky
	    lines_of first; lines_of turn; lines_of round; lines_of phase
	    lines_of strength)"
	same "hands" "hand ann a13 a09 x21 a07 v16 x05 x18
hand bob a06 v22 v03 x01 x13 a08
hand cid v08 v18 x09 x20 v21 x16" "$(lines_of hand)"
	same "no lights line, no dead, empty piles" "" \
	    "$(lines_of lights; lines_of dead; cards_of discard; cards_of removed)"
	same "keys" "1
ann
bob
cid
ann" "$(key strength:lucky alive first)"
	silent dead winner
	same "record" "" "$(key record)"
}

@test "RULES A.14: lucky-new -o escape deals 6 cards each whatever the number of players, the starter drawing a 7th" {
	local n want

	for n in 2 3 4 5 6 7 8; do
		# shellcheck disable=SC2046
		game -r anniversary -o escape -s 7 $(names "$n")
		want=$(names "$n" | tr ' ' '\n' | sed '1s/$/ 7/; 2,$s/$/ 6/')
		same "$n players: cards" "$want" "$(key players | while read -r p; do
		    echo "$p $(key "cards:$p")"; done)"
		same "$n players: draw pile" \
		    "$(( 72 - $(lines_of locked | wc -l) - 6 * n - 1 ))" "$(key draw)"
	done
	# the main game deals 5 each to 7 or 8 players (A.3)
	# shellcheck disable=SC2046
	game -r anniversary -s 7 $(names 8)
	same "main game, 8 players" 5 "$(key cards:hal)"
}

@test "RULES A.14: lucky-new -o escape with two players seats no strangers; the west wing is locked as for the main game" {
	game -r anniversary -o escape -s 42 ann bob
	same "players" "player ann drawing
player bob drawing" "$(lines_of player)"
	same "locked" "winter cellar kitchen lancaster master" \
	    "$(key locked | tr '\n' ' ' | sed 's/ $//')"
	same "cards, draw pile" "7
6
54" "$(key cards:ann cards:bob draw)"
	run --separate-stderr lucky-check -f "$S"
	ran 0 "ok: 0 record entries replay to exactly this state" ""
}

@test "RULES A.14: lucky-new -o escape: the deal re-derived from the main game's setup, one more shuffle of the unlocked cards" {
	local main=$BATS_TEST_TMPDIR/main args

	for args in "-s 42 ann bob cid" "-s 5 ann bob cid dan" \
	    "-s 9 ann bob" "-s 3 ann bob cid dan eve fay gus" \
	    "-o first=random -s 4 ann bob cid" "-o first=random -s 6 ann bob"; do
		# the main game's setup: its first player starts the escape
		# shellcheck disable=SC2086
		game -r anniversary $args
		cp "$S" "$main"
		# shellcheck disable=SC2086
		game -r anniversary -o escape $args
		same "$args: first" "$(key first)" \
		    "$(lucky-show -f "$main" -k first)"
		same "$args" "$(ref_escape "$main" "$(key first)")" "$(deal_lines)"
	done
}

@test "RULES A.14: lucky-new -o escape -o first=random: the player it picks starts, holding the 7th card" {
	local s first p firsts=

	for s in 1 2 3 4 5 6 7 8; do
		game -r anniversary -o escape -o first=random -s "$s" ann bob cid
		first=$(key first)
		firsts="$firsts $first"
		same "seed $s: current is first" "$first" "$(key current)"
		for p in ann bob cid; do
			if [ "$p" = "$first" ]; then
				same "seed $s: $p's cards" 7 "$(key "cards:$p")"
			else
				same "seed $s: $p's cards" 6 "$(key "cards:$p")"
			fi
		done
	done
	same "8 seeds: not always the same starter" yes \
	    "$(echo "$firsts" | tr ' ' '\n' | sed '/^$/d' | sort -u |
	    awk 'END { print (NR > 1 ? "yes" : "no") }')"
}

# --- the rule set escape ----------------------------------------------------

@test "RULES A.14: lucky-new -r escape plays the rule set escape, with the anniversary options; -r anniversary -o escape is its older spelling, the same bytes" {
	local old=$BATS_TEST_TMPDIR/old-spelling

	esc
	cp "$S" "$old"
	game -r escape -s 42 ann bob cid
	same "rules" "rules escape" "$(lines_of rules)"
	same "no option line" "" "$(lines_of option)"
	run cmp "$old" "$S"
	same "-r escape and -r anniversary -o escape" 0 "$status"
	game -r escape -o pet=cat -o first=random -s 4 ann bob cid
	same "options" "first=random
pet=cat" "$(key options)"
	run --separate-stderr lucky-new -r escape -o escape ann bob
	ran 2 "" 'lucky-new: unknown option "escape" for escape rules (lock=west|east, pet=dog|cat|both, first=random)'
}

@test "RULES A.14: a state of the older spelling, rules anniversary and option escape, is read as the rule set escape, written as rules escape, and its record replays" {
	local new=$BATS_TEST_TMPDIR/new-spelling

	esc
	play lucky-move -m lucky -c v16 library carriage
	play lucky-attempt -t bob -c a13
	cp "$S" "$new"
	# the state as the programs wrote it before the rule set escape
	sed_state 's/^rules escape$/rules anniversary\noption escape/'
	same "old spelling" "rules anniversary
option escape" "$(grep -E '^(rules|option) ' "$BAD_STATE")"
	run --separate-stderr lucky-show -k rules -k options -f "$BAD_STATE"
	ran 0 "escape" ""
	run --separate-stderr lucky-show -C -f "$BAD_STATE"
	same "status" 0 "$status"
	same "written as rules escape" "$(cat "$new")" \
	    "$(printf '%s\n' "$output" | sed '/^sum /d')"
	run --separate-stderr lucky-check -f "$BAD_STATE"
	ran 0 "ok: 2 record entries replay to exactly this state" ""
	S=$BAD_STATE
	play lucky-attempt --foil x13 x01
	same "played on as rules escape" "rules escape
phase end" "$(lines_of rules; lines_of phase)"
}

# --- the start: lucky-new --escape ----------------------------------------

@test "RULES A.14: lucky-new --escape: everyone keeps their room and their motives, every other unlocked card is reshuffled, 6 each, the winner starts with 7" {
	local main=$BATS_TEST_TMPDIR/main

	finished3
	cp "$S" "$main"
	play lucky-new --escape
	same record "escape cid" "$RECORD"
	same "lines" "rules escape
player ann trophy
player bob dining
player cid armory
lucky armory
first cid
turn 1 cid
round 1
phase move
free 1
played 0
strength lucky 1" "$(lines_of rules; lines_of player; lines_of lucky
	    lines_of first; lines_of turn; lines_of round; lines_of phase
	    lines_of free; lines_of played; lines_of strength)"
	same "locked rooms keep their cards" "$(state_joined "$main" |
	    grep '^locked ')" "$(lines_of locked)"
	same "the motives stay under their characters" "motives ann a16
motives cid a12" "$(lines_of motives)"
	same "no winner, loser, dead; empty discard and removed" "" \
	    "$(lines_of winner; lines_of loser; lines_of dead
	    cards_of discard; cards_of removed)"
	same "the deal, without the motives" "$(ref_escape "$main" cid)" \
	    "$(deal_lines)"
	same "cards, the motives out of the deck" "6
6
7
41" "$(key cards:ann cards:bob cards:cid draw)"
	same "base strength 1 + motives" "2
1
2" "$(key strength:ann strength:bob strength:cid)"
	run --separate-stderr lucky-show -f "$S"
	same "summary" "escape rules, board villa, deck anniversary, seed 42
turn 1, round 1: cid to play (with the free step, 0 cards played)
Doctor Lucky: Armory (14), next Gallery (15)
the escape game: Doctor Lucky attacks with strength 1 (RULES A.14)" \
	    "$(printf '%s\n' "$output" | sed -n 1,4p)"
	same "table" "1     ann               Trophy Room (6)                 6         2
2     bob               Dining Hall (4)                 6         1
3     cid               Armory (14)                     7         2  <- to play" \
	    "$(printf '%s\n' "$output" | grep '^[0-9] ')"
	# the turns go left from cid, a round from cid to cid
	play lucky-end
	same "ann, turn 2, round 1" "ann 2 1" "$(key current turn round | paste -sd' ' -)"
	play lucky-end
	play lucky-end
	same "cid, turn 4, round 2" "cid 4 2" "$(key current turn round | paste -sd' ' -)"
}

@test "RULES A.14: the motives stay under their characters and keep counting" {
	finished3
	motives cid a12 a05
	play lucky-new --escape
	same "the motives kept, in their order" "motives ann a16
motives cid a12 a05" "$(lines_of motives)"
	same "the motives are not dealt again" "" \
	    "$(state_cards "$S" | grep -x -e a16 -e a12 -e a05)"
	same "base strength 1 + motives (RULES A.4)" "2 1 3" \
	    "$(key strength:ann strength:bob strength:cid | paste -sd' ' -)"
	# cid, the winner, attacks bob in the Armory with Hard Candy: 1 +
	# 2 motives + 2; bob's clovers, 3 + 1 + 2, defend
	put_player bob armory
	hand_of cid a09
	hand_of bob x19 x07 x15
	play lucky-attempt -t bob -c a09
	same record "attempt cid -t bob a09" "$RECORD"
	same "1 + 2 motives + Hard Candy 2" "attempt cid bob 5 a09" \
	    "$(lines_of attempt)"
	rules_refuse "4 clovers do not reach the attack's 5: bob defends alone with enough of them (RULES A.14)" \
	    lucky-attempt --foil x19 x07
	play lucky-attempt --foil x19 x15
	same "a third motive: 1 + 3" "a12 a05 a09
4" "$(key motives:cid | paste -sd' ' -; key strength:cid)"
}

@test "RULES A.14: lucky-new --escape from a two-player game: the strangers leave and their seats go" {
	local main=$BATS_TEST_TMPDIR/main

	game -r anniversary -s 42 ann bob
	put_player ann armory
	put_player bob library
	set_line player stranger1 parlor stranger
	motives stranger1 x22
	set_line strength stranger1 2
	motives ann a13
	finish ann
	cp "$S" "$main"
	play lucky-new --escape
	same record "escape ann" "$RECORD"
	same "players" "player ann armory
player bob library" "$(lines_of player)"
	same "seats, first" "ann
bob
ann" "$(key players first)"
	same "the deal, stranger1's motive too, not ann's" \
	    "$(ref_escape "$main" ann)" "$(deal_lines)"
	same "ann keeps her motive; stranger1's is dealt again" "motives ann a13
x22" "$(lines_of motives; state_cards "$S" | grep -x x22)"
	same "cards" "7
6
53" "$(key cards:ann cards:bob draw)"
	same "no strangers' lines, no strength but Lucky's" "strength lucky 1" \
	    "$(state_joined | grep -e stranger -e '^strength ')"
}

@test "RULES A.14: a stranger won the main game: the first player on its left starts the escape" {
	game -r anniversary -s 42 ann bob
	finish stranger1
	play lucky-new --escape
	same "stranger1 won: bob starts" "escape bob
bob
bob
7" "$RECORD
$(key first current cards:bob)"
	game -r anniversary -s 42 ann bob
	finish stranger2
	play lucky-new --escape
	same "stranger2 won: ann starts" "escape ann
ann
7" "$RECORD
$(key first cards:ann)"
}

@test "RULES A.14: lucky-new --escape: locked rooms keep their cards, the pets stay where they are, the lights come back on" {
	finished3 -o pet=both
	set_line dog parlor
	set_line cat nursery
	empty_deck
	same "lights" "lights off" "$(lines_of lights)"
	play lucky-new --escape
	same "pets" "dog parlor
cat nursery" "$(lines_of dog; lines_of cat)"
	same "options" "pet=both" "$(key options)"
	same "lights" on "$(key lights)"
	same "no lights line" "" "$(lines_of lights)"
	same "10 locked, 2 motives, 60 in play" "10
2
60" "$(lines_of locked | wc -l; lines_of motives | wc -l
	    state_cards "$S" | wc -l)"
}

@test "RULES A.14: lucky-new --escape is refused for a game not over, a game of other rules, an escape game" {
	game -r anniversary -s 42 ann bob cid
	rules_refuse "the game is not over: the escape starts once Doctor Lucky is dead (RULES A.14)" \
	    lucky-new --escape
	game -s 42 ann bob cid
	finish ann
	rules_refuse "the escape game follows an anniversary game, not a classic one (RULES A.14)" \
	    lucky-new --escape
	game -r paizo -s 42 ann bob cid
	finish ann
	rules_refuse "the escape game follows an anniversary game, not a paizo one (RULES A.14)" \
	    lucky-new --escape
	esc
	rules_refuse "this is an escape game already (RULES A.14)" lucky-new --escape
	# an escape game over is still an escape game: cid kills bob, the
	# last but one
	finished3
	play lucky-new --escape
	kill_off ann
	put_player bob armory
	hand_of bob a01
	play lucky-attempt -t bob
	same "over" "over
cid" "$(key phase winner)"
	rules_refuse "this is an escape game already (RULES A.14)" lucky-new --escape
}

@test "RULES A.14: lucky-new --escape takes nothing else: -b, -d, -o, -r, -s or players are usage errors; -f only with --escape" {
	local msg="lucky-new: --escape takes the players, rules, board, deck, options and cards from the finished game: no -b, -d, -o, -r, -s or players"

	finished3
	for args in "-s 3" "-r anniversary" "-o pet=dog" "-b villa" \
	    "-d anniversary" "ann" "ann bob"; do
		# shellcheck disable=SC2086
		run --separate-stderr lucky-new --escape $args -f "$S"
		ran 2 "" "$msg"
	done
	run --separate-stderr lucky-new -f "$S"
	ran 2 "" "lucky-new: -f reads a finished game for --escape"
	run --separate-stderr lucky-new -f "$S" ann bob
	ran 2 "" "lucky-new: -f reads a finished game for --escape"
	# the state on the standard input, the long option and -e alike
	run --separate-stderr lucky-new -e <"$S"
	same "-e status" 0 "$status"
	same "-e record" "record escape cid" \
	    "$(printf '%s\n' "$output" | grep '^record ')"
}

@test "RULES A.14: lucky-new --escape checks the finished game's checksum; -F reads it anyway" {
	local signed=$BATS_TEST_TMPDIR/signed n

	finished3
	lucky-show -C -f "$S" >"$signed"
	run --separate-stderr lucky-new --escape -f "$signed"
	same "signed: status" 0 "$status"
	sed -i 's/^player ann trophy$/player ann parlor/' "$signed"
	n=$(wc -l <"$signed")
	run --separate-stderr lucky-new --escape -f "$signed"
	ran 2 "" "lucky-new: state:$n: checksum mismatch: the state was changed or damaged after it was written (-F reads it anyway)"
	run --separate-stderr lucky-new --escape -F -f "$signed"
	same "-F: status, stderr" "0 " "$status $stderr"
	same "-F: ann's room" "player ann parlor" \
	    "$(printf '%s\n' "$output" | grep '^player ann ')"
}

# --- turns ----------------------------------------------------------------

@test "RULES A.14: every turn starts with a draw: lucky-end passes the turn left and the next player draws; Doctor Lucky stays" {
	esc
	play lucky-end
	same record "end ann" "$RECORD"
	same changes "- turn 1 ann
- hand bob a06 v22 v03 x01 x13 a08
- draw v12 v17 v06 a22 a19 v14 a23 a12 x19 x07 x15 x03 a21 a20 x24 x11 a10 x06 x08 a11 a05 v20 a01 a17 x14 v07 x10 v15 v05 a03 x12 x22 a15 v04 x04 x23 a02 a16 x02 v01 v11 v24 a04
+ turn 2 bob
+ hand bob a06 v22 v03 x01 x13 a08 v12
+ draw v17 v06 a22 a19 v14 a23 a12 x19 x07 x15 x03 a21 a20 x24 x11 a10 x06 x08 a11 a05 v20 a01 a17 x14 v07 x10 v15 v05 a03 x12 x22 a15 v04 x04 x23 a02 a16 x02 v01 v11 v24 a04
+ record end ann" "$(changes)"
	play lucky-end
	play lucky-end
	same "round 2: ann again, with v06; Lucky still in the Gallery" "ann
4
2
gallery
v06
8" "$(key current turn round lucky; cards_of hand ann | awk '{ print $NF }'
	    key cards:ann)"
}

@test "RULES A.14: lucky-end --draw is refused: the turn's draw is the only one" {
	esc
	put_player ann armory
	rules_refuse "in the escape game every turn starts with a draw, and there is no other (RULES A.14)" \
	    lucky-end --draw
}

@test "RULES A.14: with the deck empty a turn starts without a card; the last card drawn puts the lights out" {
	esc
	empty_deck 1
	same "one card left, lights on" "1
on" "$(key draw lights)"
	play lucky-end
	same "bob drew the last card: lights out" "7
0
off" "$(key cards:bob draw lights)"
	play lucky-end
	same "cid drew nothing" "cid
6" "$(key current cards:cid)"
}

@test "RULES A.14: the dead are skipped: the turn goes to the next living player on the left" {
	esc
	kill_off bob
	play lucky-end
	same "ann to cid, who drew" "cid
2
1
7" "$(key current turn round cards:cid)"
	play lucky-end
	same "cid to ann: round 2" "ann
3
2" "$(key current turn round)"
	# the first player dead: bob, cid, bob, and the rounds count on
	esc
	set_turn 2 bob
	kill_off ann
	play lucky-end
	same "bob to cid" "cid
3
1" "$(key current turn round)"
	play lucky-end
	same "cid to bob: round 2" "bob
4
2" "$(key current turn round)"
}

# --- moving ---------------------------------------------------------------

@test "RULES A.14: the free step and movement cards move yourself as usual" {
	esc
	play lucky-move parlor
	same record "move ann parlor" "$RECORD"
	play lucky-move -c v16 billiard
	same record "move ann -c v16 billiard" "$RECORD"
	same "ann, free step, Lucky" "billiard
0
gallery" "$(key room:ann moves-left lucky)"
}

@test "RULES A.14: the free step moves Doctor Lucky to his next room" {
	esc
	run --separate-stderr lucky-move -n -f "$S" -m lucky library
	ran 0 "move ann -d library" ""
	play lucky-move -m lucky library
	same record "move ann -d library" "$RECORD"
	same changes "- lucky gallery
- free 1
+ lucky library
+ free 0
+ record move ann -d library" "$(changes)"
	rules_refuse "1 step, but the cards pay 0 and the free step is used (RULES C.4)" \
	    lucky-move -m lucky carriage
	# the free step spent on him, ann stays
	rules_refuse "1 step, but the cards pay 0 and the free step is used (RULES C.4)" \
	    lucky-move parlor
}

@test "RULES A.14: movement cards pay Doctor Lucky's steps: a 1-step card and the free step, a 2-step card" {
	esc
	play lucky-move -m lucky -c v16 library carriage
	same record "move ann -d -c v16 library carriage" "$RECORD"
	same "Lucky, free step, discard" "carriage
0
v16" "$(key lucky moves-left; cards_of discard)"
	esc
	give ann v20
	rules_refuse "4 steps, but the cards pay 2 and the free step 1 (RULES C.4)" \
	    lucky-move -m lucky -c v20 library carriage piazza foyer
	play lucky-move -m lucky -c v20 library carriage
	same record "move ann -d -c v20 library carriage" "$RECORD"
	same "2 steps of the Green House card, the free step left" "carriage
1" "$(key lucky moves-left)"
}

@test "RULES A.14: Doctor Lucky's route skips the locked rooms and goes from the highest room to the lowest" {
	esc
	put_lucky greenhouse
	play lucky-move -m lucky nursery
	same "Green House (7) to Nursery (13)" nursery "$(key lucky)"
	esc
	put_lucky library
	play lucky-move -m lucky carriage
	same "Library (16) to Carriage House (22)" carriage "$(key lucky)"
	esc
	put_player ann parlor
	put_player bob parlor
	put_player cid parlor
	put_lucky foyer
	play lucky-move -m lucky drawing
	same "Foyer (24) to the Drawing Room (1)" drawing "$(key lucky)"
}

@test "RULES A.14: a movement card's room takes Doctor Lucky straight there" {
	esc
	play lucky-move -m lucky -c v16 billiard
	same record "move ann -d -c v16 billiard" "$RECORD"
	same "Lucky, free step, played" "billiard
1
1" "$(key lucky moves-left; lines_of played | cut -d' ' -f2)"
	# then on along his route with the free step
	play lucky-move -m lucky dining
	same Lucky dining "$(key lucky)"
	# a card's locked room is closed to him too
	esc
	give ann v24
	rules_refuse "Tennessee Room (17) is locked: nobody enters it (RULES A.2)" \
	    lucky-move -m lucky -c v24 tennessee
}

@test "RULES A.14: Doctor Lucky goes only forward: no step back, none to a room off his route" {
	esc
	rules_refuse "Doctor Lucky goes only forward: from Gallery (15) his next room is Library (16), or a movement card's room (RULES A.14)" \
	    lucky-move -m lucky armory
	rules_refuse "Doctor Lucky goes only forward: from Gallery (15) his next room is Library (16), or a movement card's room (RULES A.14)" \
	    lucky-move -m lucky drawing
	rules_refuse "Doctor Lucky goes only forward: from Library (16) his next room is Carriage House (22), or a movement card's room (RULES A.14)" \
	    lucky-move -m lucky -c v16 library dining
	# a card that is not for his room is a step off the route
	rules_refuse "Doctor Lucky goes only forward: from Gallery (15) his next room is Library (16), or a movement card's room (RULES A.14)" \
	    lucky-move -m lucky -c v16 parlor
}

@test "RULES A.14: the steps move yourself or Doctor Lucky: not the pets, not another player" {
	esc -o pet=both
	rules_refuse "the pets take no part in the escape game: your steps move yourself or Doctor Lucky (RULES A.14)" \
	    lucky-move -m dog parlor
	rules_refuse "the pets take no part in the escape game: your steps move yourself or Doctor Lucky (RULES A.14)" \
	    lucky-move -m cat parlor
	rules_refuse "your steps move yourself or Doctor Lucky, no other player (RULES A.14)" \
	    lucky-move -m bob parlor
	rules_refuse "your steps move yourself or Doctor Lucky, no other player (RULES A.14)" \
	    lucky-move -m 3 parlor
}

@test "RULES A.14: the pets take no part: the dog takes no step at the end of a turn" {
	esc -o pet=dog
	rules_refuse "the pets take no part in the escape game: Shamrock does not move (RULES A.14)" \
	    lucky-end --dog=parlor
}

# --- Doctor Lucky attacks ------------------------------------------------

@test "RULES A.14: Doctor Lucky entering a player's room attacks with his strength; the victim is to defend" {
	esc
	put_player bob library
	play lucky-move -m lucky library
	same record "move ann -d library" "$RECORD"
	same changes "- lucky gallery
- phase move
- free 1
+ lucky library
+ phase answer
+ free 0
+ attempt lucky bob 1
+ answer bob 0
+ record move ann -d library" "$(changes)"
	same "keys" "lucky 1 0
bob
bob
ann" "$(key pending answer-due whose current)"
	run --separate-stderr lucky-show -f "$S"
	same "turn line" "turn 1, round 1: Doctor Lucky attacks bob (strength 1): bob to defend with clovers" \
	    "$(printf '%s\n' "$output" | sed -n 2p)"
	# nothing else until bob has answered
	rules_refuse "Doctor Lucky's attack waits for bob's answer (RULES A.14)" lucky-end
	rules_refuse "Doctor Lucky's attack waits for bob's answer (RULES A.14)" \
	    lucky-move parlor
	rules_refuse "Doctor Lucky's attack waits for bob's answer (RULES A.14)" \
	    lucky-attempt -p ann -t cid
	rules_refuse "it is bob's answer, not ann's" lucky-attempt -p ann --foil x05
	rules_refuse "it is bob's answer, not cid's" lucky-attempt -p cid --foil x09
}

@test "RULES A.14: Doctor Lucky jumping by a card's room into a player's room attacks too" {
	esc
	put_player cid billiard
	play lucky-move -m lucky -c v16 billiard
	same "attack" "answer
lucky 1 0
cid" "$(key phase pending answer-due)"
}

@test "RULES A.14: Doctor Lucky's move ends where he attacks: a path on beyond a player's room is refused" {
	esc
	put_player cid library
	rules_refuse "Doctor Lucky attacks cid in Library (16): his move ends there (RULES A.14)" \
	    lucky-move -m lucky -c v16 library carriage
	# nor beyond the mover's own room
	esc
	put_player ann library
	rules_refuse "Doctor Lucky attacks ann in Library (16): his move ends there (RULES A.14)" \
	    lucky-move -m lucky -c v16 library carriage
	# a dead pawn does not stop him
	esc
	put_player bob library
	kill_off bob
	play lucky-move -m lucky -c v16 library carriage
	same "on to the Carriage House, no attack" "carriage
move" "$(key lucky phase)"
}

@test "RULES A.14: two players in his room: Doctor Lucky attacks the one who plays next, counted from the mover's left" {
	esc
	put_player bob library
	put_player cid library
	play lucky-move -m lucky library
	same "ann moved him: bob" "bob" "$(key answer-due)"
	# bob's turn: cid is on his left, ann after her
	esc
	set_turn 2 bob
	put_player ann library
	put_player cid library
	play lucky-move -p bob -m lucky library
	same "bob moved him: cid before ann" "attempt lucky cid 1" \
	    "$(lines_of attempt)"
	# cid's turn: ann is on his left, bob after her
	esc
	set_turn 3 cid
	put_player ann library
	put_player bob library
	play lucky-move -m lucky library
	same "cid moved him: ann before bob" "attempt lucky ann 1" \
	    "$(lines_of attempt)"
	# the dead are passed over: bob dead in the room, cid next
	esc
	put_player bob library
	kill_off bob
	put_player cid library
	play lucky-move -m lucky library
	same "bob dead: cid" "attempt lucky cid 1" "$(lines_of attempt)"
}

@test "RULES A.14: the mover in his room comes last: another player there is attacked first, the mover alone is attacked" {
	esc
	put_player ann library
	put_player cid library
	play lucky-move -m lucky library
	same "ann and cid: cid" "attempt lucky cid 1" "$(lines_of attempt)"
	esc
	put_player ann library
	play lucky-move -m lucky library
	same "ann alone: ann" "attempt lucky ann 1
answer ann 0" "$(lines_of attempt; lines_of answer)"
	# ann defends and her turn goes on
	play lucky-attempt --foil x05
	same record "foil ann x05" "$RECORD"
	same "ann to play, Lucky stronger" "move
ann
2
v12" "$(key phase current strength:lucky; cards_of removed)"
	play lucky-move -c v16 billiard
	same "ann moved on" billiard "$(key room:ann)"
}

@test "RULES A.14: moving yourself into Doctor Lucky's room causes no attack" {
	esc
	put_lucky parlor
	play lucky-move parlor
	same "no attack" "move
parlor
parlor" "$(key phase room:ann lucky)"
	silent pending answer-due
}

@test "RULES A.14: a victim whose clovers cannot reach his strength dies at once, all the cards to the discard pile; the mover goes on" {
	esc
	put_player bob library
	hand_of bob a01 v01
	motives bob a02
	same "bob's hand, discard" "a01 v01
a06 v22 v03 x01 x13 a08" "$(cards_of hand bob; cards_of discard)"
	play lucky-move -m lucky library
	same changes "- lucky gallery
- free 1
- hand bob a01 v01
- motives bob a02
- discard a06 v22 v03 x01 x13 a08
+ lucky library
+ free 0
+ hand bob
+ dead bob
+ discard a06 v22 v03 x01 x13 a08 a01 v01 a02
+ record move ann -d library" "$(changes)"
	same "keys" "bob
ann
cid
move
ann
7" "$(key dead alive phase current cards:ann)"
	silent pending
	run --separate-stderr lucky-show -f "$S"
	same "table" "1     ann               Drawing Room (1)                7         1  <- to play
2     bob               Library (16)                    0         1  dead
3     cid               Drawing Room (1)                6         1" \
	    "$(printf '%s\n' "$output" | grep '^[0-9] ')"
	# the dead pawn stays where it fell; ann's turn goes on
	play lucky-move -c v16 billiard
	play lucky-end
	same "cid next" "cid
library" "$(key current room:bob)"
}

@test "RULES A.14: the victim defends with clovers reaching the strength: Doctor Lucky grows stronger, the deck's top card goes under him, the mover goes on" {
	esc
	put_player bob library
	play lucky-move -m lucky library
	play lucky-attempt --foil x13
	same record "foil bob x13" "$RECORD"
	same changes "- phase answer
- attempt lucky bob 1
- answer bob 0
- hand bob a06 v22 v03 x01 x13 a08
- strength lucky 1
- draw v12 v17 v06 a22 a19 v14 a23 a12 x19 x07 x15 x03 a21 a20 x24 x11 a10 x06 x08 a11 a05 v20 a01 a17 x14 v07 x10 v15 v05 a03 x12 x22 a15 v04 x04 x23 a02 a16 x02 v01 v11 v24 a04
- discard
- removed
+ phase move
+ hand bob a06 v22 v03 x01 a08
+ strength lucky 2
+ draw v17 v06 a22 a19 v14 a23 a12 x19 x07 x15 x03 a21 a20 x24 x11 a10 x06 x08 a11 a05 v20 a01 a17 x14 v07 x10 v15 v05 a03 x12 x22 a15 v04 x04 x23 a02 a16 x02 v01 v11 v24 a04
+ discard x13
+ removed v12
+ record foil bob x13" "$(changes)"
	same "keys" "2
ann
bob
cid
ann
42" "$(key strength:lucky alive current draw)"
	silent dead pending
	run --separate-stderr lucky-show -f "$S"
	same "summary" "turn 1, round 1: ann to play (no free step, 0 cards played)
Doctor Lucky: Library (16), next Carriage House (22)
the escape game: Doctor Lucky attacks with strength 2 (RULES A.14)" \
	    "$(printf '%s\n' "$output" | sed -n 2,4p)"
	same "piles" "draw pile 42, discard pile 1, removed 1" \
	    "$(printf '%s\n' "$output" | tail -n 1)"
	# the card under him lies face down in a player's view
	run --separate-stderr lucky-show -f "$S" -a cid
	same "cid's view: removed" "removed ?1" \
	    "$(printf '%s\n' "$output" | grep '^removed')"
	# ann goes on: she attacks cid (both in the Drawing Room)
	play lucky-attempt -t cid
	same "phase" answer "$(key phase)"
}

@test "RULES A.14: the victim defends alone with enough clovers: short of the strength, a pass, cards without clovers are refused" {
	esc
	put_player bob library
	set_line strength lucky 3
	to_pile removed v17 v06
	same "strength" 3 "$(key strength:lucky)"
	play lucky-move -m lucky library
	same "attack with 3" "attempt lucky bob 3" "$(lines_of attempt)"
	rules_refuse "2 clovers do not reach the attack's 3: bob defends alone with enough of them (RULES A.14)" \
	    lucky-attempt --foil x13
	rules_refuse "1 clover does not reach the attack's 3: bob defends alone with enough of them (RULES A.14)" \
	    lucky-attempt --foil x01
	rules_refuse "bob's clovers reach the attack's 3: defend with lucky-attempt --foil (RULES A.14)" \
	    lucky-attempt --pass
	rules_refuse "a08 (Piece of Rope) has no clovers (RULES A.7)" \
	    lucky-attempt --foil x13 a08
	rules_refuse "x21 (The Prestige) is not in bob's hand" lucky-attempt --foil x21
	# three clovers from three cards
	play lucky-attempt --foil x13 v22
	same "strength 4, a third card under him" "4
v17 v06 v12" "$(key strength:lucky; cards_of removed)"
}

@test "RULES A.14: with the deck empty a defended attack still makes Doctor Lucky stronger, with no card under him" {
	esc
	empty_deck
	put_player bob library
	play lucky-move -m lucky library
	play lucky-attempt --foil x01
	same "strength, removed, draw, lights" "2

0
off" "$(key strength:lucky; cards_of removed; key draw lights)"
}

@test "RULES A.14: each defended attack adds 1: the next attack is worth 2, then 3" {
	esc
	put_player bob library
	put_player cid carriage
	give ann v20
	play lucky-move -m lucky library
	play lucky-attempt --foil x01
	play lucky-move -m lucky -c v16 carriage
	same "cid attacked with 2" "attempt lucky cid 2" "$(lines_of attempt)"
	play lucky-attempt --foil x16
	same "strength, removed" "3
v12 v17" "$(key strength:lucky; cards_of removed)"
	play lucky-end
	same "bob to play, Lucky stayed" "bob
carriage" "$(key current lucky)"
}

@test "RULES A.14: Doctor Lucky kills the mover: the turn passes to the next living player, who draws" {
	esc
	put_player ann library
	hand_of ann a01 a05 v07
	play lucky-move -m lucky library
	same record "move ann -d library" "$RECORD"
	same changes "- lucky gallery
- turn 1 ann
- hand ann a01 a05 v07
- hand bob a06 v22 v03 x01 x13 a08
- draw v12 v17 v06 a22 a19 v14 a23 a12 x19 x07 x15 x03 a21 a20 x24 x11 a10 x06 x08 a11 v20 a17 x14 x10 v15 v05 a03 x12 x22 a15 v04 x04 x23 a02 a16 x02 v01 v11 v24 a04
- discard a13 a09 x21 a07 v16 x05 x18
+ lucky library
+ turn 2 bob
+ hand ann
+ hand bob a06 v22 v03 x01 x13 a08 v12
+ dead ann
+ draw v17 v06 a22 a19 v14 a23 a12 x19 x07 x15 x03 a21 a20 x24 x11 a10 x06 x08 a11 v20 a17 x14 x10 v15 v05 a03 x12 x22 a15 v04 x04 x23 a02 a16 x02 v01 v11 v24 a04
+ discard a13 a09 x21 a07 v16 x05 x18 a01 a05 v07
+ record move ann -d library" "$(changes)"
	same "keys" "bob
move
1
bob
cid" "$(key current phase moves-left alive)"
	# bob moves him on to cid, who cannot defend: cid dies, bob wins
	put_player cid carriage
	hand_of cid v01 v04
	play lucky-move -m lucky carriage
	same "over" "over
bob" "$(key phase winner)"
}

# --- players attack each other ------------------------------------------------

@test "RULES A.14: a player attacks another in the room: 1 + motives + weapons; the victim alone defends; the first weapon becomes a motive" {
	esc
	motives ann a11
	same "ann's base strength" 2 "$(key strength:ann)"
	# bob's clovers: 3 + 1 + 2, enough for 6
	hand_of bob x19 x07 x15
	play lucky-attempt -t bob -c a13 -c a09
	same record "attempt ann -t bob a13 a09" "$RECORD"
	same "attempt, answer, phase" "attempt ann bob 6 a13 a09
answer bob 0
answer
bob
ann 6 0" "$(lines_of attempt; lines_of answer; key phase answer-due pending)"
	run --separate-stderr lucky-show -f "$S"
	same "turn line" "turn 1, round 1: ann attacks bob (strength 6): bob to defend with clovers" \
	    "$(printf '%s\n' "$output" | sed -n 2p)"
	rules_refuse "it is bob's answer, not cid's" lucky-attempt -p cid --foil x20
	rules_refuse "5 clovers do not reach the attack's 6: bob defends alone with enough of them (RULES A.14)" \
	    lucky-attempt --foil x19 x15
	rules_refuse "bob's clovers reach the attack's 6: defend with lucky-attempt --foil (RULES A.14)" \
	    lucky-attempt --pass
	play lucky-attempt --foil x19 x07 x15
	same record "foil bob x19 x07 x15" "$RECORD"
	same "ann's motives and strength; the discard pile's end; phase" "a11 a13
3
a09
end" "$(key motives:ann | paste -sd' ' -; key strength:ann
	    cards_of discard | awk '{ print $NF }'; key phase)"
	same "Lucky's strength unchanged, nothing under him" "1 " \
	    "$(key strength:lucky) $(cards_of removed)"
	run --separate-stderr lucky-show -f "$S"
	same "turn line" "turn 1, round 1: ann made an attack: the turn ends" \
	    "$(printf '%s\n' "$output" | sed -n 2p)"
	# the turn can only end now (the wording is the main game's, whose
	# attacks are murder attempts: only its sense is checked)
	refused_like "ann made *: the turn can only end*" lucky-attempt -t cid
	refused_like "ann made *: the turn can only end*" lucky-move parlor
	play lucky-end
	same "bob to play" bob "$(key current)"
}

@test "RULES A.14: an attack without a weapon is worth the base strength and adds no motive" {
	esc
	play lucky-attempt -t cid
	same record "attempt ann -t cid" "$RECORD"
	same "attempt" "attempt ann cid 1" "$(lines_of attempt)"
	play lucky-attempt --foil x09
	same "no motive" "" "$(lines_of motives)"
}

@test "RULES A.14: a weapon in its own room counts its room value: Hard Candy 5 in the Nursery" {
	esc
	put_player ann nursery
	put_player cid nursery
	play lucky-attempt -t cid -c a09
	same "1 + 5" "attempt ann cid 6 a09" "$(lines_of attempt)"
}

@test "RULES A.14: -t may be left out when exactly one other living player is in the room" {
	esc
	put_player ann parlor
	put_player cid parlor
	play lucky-attempt -c a13
	same record "attempt ann -t cid a13" "$RECORD"
	same "attempt" "attempt ann cid 3 a13" "$(lines_of attempt)"
	# a dead player there does not count
	esc
	put_player ann parlor
	put_player bob parlor
	put_player cid parlor
	kill_off bob
	play lucky-attempt
	same record "attempt ann -t cid" "$RECORD"
}

@test "RULES A.14: with nobody else or several others in the room, the attack must name its target" {
	esc
	rules_refuse "several players are in Drawing Room (1) with ann: name the one to attack with -t (RULES A.14)" \
	    lucky-attempt -c a13
	put_player ann parlor
	rules_refuse "nobody is in Parlor (2) with ann to attack (RULES A.14)" \
	    lucky-attempt
}

@test "RULES A.14: no sight rules: a player attacks with others in the room or watching, Doctor Lucky or the dog there, the lights on or out" {
	esc
	put_lucky drawing
	play lucky-attempt -t bob
	same "attempt, with cid and Lucky in the room" "attempt ann bob 1" \
	    "$(lines_of attempt)"
	# seen from the next room does not matter either
	esc
	put_player ann parlor
	put_player bob parlor
	play lucky-attempt -t bob
	same "seen from the Drawing Room" "attempt ann bob 1" "$(lines_of attempt)"
	# Shamrock watching does not matter (A.12 does not apply)
	esc -o pet=dog
	set_line dog drawing
	play lucky-attempt -t bob
	same "with the dog in the room" "attempt ann bob 1" "$(lines_of attempt)"
	# nor do the lights
	esc
	empty_deck
	play lucky-attempt -t bob
	same "lights out" "attempt ann bob 1" "$(lines_of attempt)"
}

@test "RULES A.14: whom nobody attacks: Doctor Lucky, the pets, yourself, the dead, a player in another room" {
	esc -o pet=dog
	set_line dog drawing
	rules_refuse "Doctor Lucky is already dead: in the escape game you attack the other players (RULES A.14)" \
	    lucky-attempt -t lucky
	rules_refuse "the pets take no part in the escape game (RULES A.14)" \
	    lucky-attempt -t dog
	rules_refuse "ann cannot attack themselves" lucky-attempt -t ann
	put_player cid parlor
	rules_refuse "cid is not in Drawing Room (1) with ann (RULES A.14)" \
	    lucky-attempt -t cid
	kill_off bob
	rules_refuse "bob is dead already (RULES A.14)" lucky-attempt -t bob
	# bob dead, cid elsewhere: nobody to attack without -t either
	rules_refuse "nobody is in Drawing Room (1) with ann to attack (RULES A.14)" \
	    lucky-attempt
	silent can-attack
}

@test "RULES A.14: outside the escape game a player is no target for -t" {
	game -r anniversary -s 42 ann bob cid
	# an action the rules forbid: refused (exit 1), not a usage error
	refused_like "*players attack each other only in the escape game (RULES A.14)" \
	    lucky-attempt -t bob
	game -s 42 ann bob cid
	refused_like "*players attack each other only in the escape game (RULES A.14)" \
	    lucky-attempt -t cid
}

@test "RULES A.14: killing a player: the killer takes every card of the victim's hand without clovers, the rest and the motives go to the discard pile" {
	esc
	hand_of bob a06 v03 x01 a08 v22
	motives bob a02
	# clovers equal to the value are enough: bob's x13 2 + x01 1 against
	# 1 + 2 (a13) must defend
	hand_of bob x13 x01
	play lucky-attempt -t bob -c a13
	same "bob to defend" "answer
bob" "$(key phase answer-due)"
	# bob's clovers: x01 1 + v22 1 = 2, short of 1 + 2 + 2 (a13, a09)
	esc
	hand_of bob a06 v03 x01 a08 v22
	motives bob a02
	play lucky-attempt -t bob -c a13 -c a09
	same record "attempt ann -t bob a13 a09" "$RECORD"
	same changes "- phase move
- played 0
- hand ann a13 a09 x21 a07 v16 x05 x18
- hand bob a06 v03 x01 a08 v22
- motives bob a02
- discard x13
+ phase end
+ played 2
+ hand ann x21 a07 v16 x05 x18 a06 v03 a08
+ hand bob
+ motives ann a13
+ dead bob
+ discard x13 a09 x01 v22 a02
+ record attempt ann -t bob a13 a09" "$(changes)"
	same "keys" "bob
ann
cid
end
8
0" "$(key dead alive phase cards:ann cards:bob)"
	play lucky-end
	same "bob skipped: cid drew" "cid
2
7" "$(key current turn cards:cid)"
}

@test "RULES A.14: the killer's motive makes the next attack stronger" {
	esc
	hand_of bob a06 a08
	play lucky-attempt -t bob -c a13
	play lucky-end
	play lucky-end
	same "ann's turn, strength 2" "ann
2" "$(key current strength:ann)"
	hand_of cid x16 x09 x20
	play lucky-attempt -t cid -c a09
	same "1 + 1 motive + 2" "attempt ann cid 4 a09" "$(lines_of attempt)"
}

# --- the end --------------------------------------------------------------

@test "RULES A.14: the last two: a kill ends the game, the survivor wins, and nothing more is played" {
	esc
	kill_off bob
	hand_of cid x09 v18
	play lucky-attempt -t cid -c a13
	same record "attempt ann -t cid a13" "$RECORD"
	same "lines" "phase over
winner ann
dead bob
dead cid
motives ann a13" "$(lines_of phase; lines_of winner; lines_of dead
	    lines_of motives)"
	same "keys" "over
ann
ann
bob
cid" "$(key phase winner alive dead)"
	same "ann took v18" "v18" "$(cards_of hand ann | awk '{ print $NF }')"
	silent loser
	run --separate-stderr lucky-show -f "$S"
	same "turn line, table" "turn 1, round 1: game over: ann is the last one alive (RULES A.14)
1     ann               Drawing Room (1)                7         2
2     bob               Drawing Room (1)                0         1  dead
3     cid               Drawing Room (1)                0         1  dead" \
	    "$(printf '%s\n' "$output" | sed -n 2p; printf '%s\n' "$output" |
	    grep '^[0-9] ')"
	local over="the game is over: ann is the last one alive (RULES A.14)"
	rules_refuse "$over" lucky-end
	rules_refuse "$over" lucky-move parlor
	rules_refuse "$over" lucky-move -m lucky library
	rules_refuse "$over" lucky-attempt -t cid
	rules_refuse "$over" lucky-attempt --pass
	rules_refuse "$over" lucky-attempt -p cid --foil x09
}

@test "RULES A.14: the last two: a defended attack leaves both alive and the game goes on" {
	esc
	kill_off bob
	play lucky-attempt -t cid -c a13
	play lucky-attempt --foil x20
	same "phase, alive" "end
ann
cid" "$(key phase alive)"
	play lucky-end
	same "cid to play, bob skipped" "cid
2" "$(key current turn)"
}

@test "RULES A.14: Doctor Lucky kills one of the last two: the other wins, the mover or not" {
	esc
	kill_off bob
	put_player cid library
	hand_of cid v01
	play lucky-move -m lucky library
	same "cid killed: ann, the mover, wins" "over
ann
bob
cid" "$(key phase winner dead)"
	rules_refuse "the game is over: ann is the last one alive (RULES A.14)" \
	    lucky-end
	esc
	kill_off bob
	put_player ann library
	hand_of ann a01
	play lucky-move -m lucky library
	same "ann, the mover, killed: cid wins" "over
cid
ann
bob" "$(key phase winner dead)"
	same "the game over, cid drew no card" 6 "$(key cards:cid)"
	run --separate-stderr lucky-show -f "$S"
	same "game over line" "turn 1, round 1: game over: cid is the last one alive (RULES A.14)" \
	    "$(printf '%s\n' "$output" | sed -n 2p)"
}

# --- lucky-show's keys ----------------------------------------------------------

@test "RULES A.14: lucky-show keys strength:lucky, alive, dead, can-attack; silent outside the escape game or when empty" {
	esc
	same "start" "1
ann
bob
cid
bob
cid" "$(key strength:lucky alive can-attack)"
	silent dead
	put_player bob parlor
	same "bob elsewhere" "cid" "$(key can-attack)"
	kill_off cid
	same "cid dead" "ann
bob
cid" "$(key alive dead)"
	silent can-attack
	# the main game: no strength for Lucky, nobody dead or to attack
	game -r anniversary -s 42 ann bob cid
	silent strength:lucky dead can-attack
	same "alive" "ann
bob
cid" "$(key alive)"
}

@test "RULES A.14: lucky-show -k reach-attempt names the rooms with someone to attack; reach-draw nothing, for there is no draw action" {
	esc
	put_player bob parlor
	put_player cid parlor
	# ann in the Drawing Room: the Parlor is one step away, and the
	# Drawing Room itself has nobody left to attack
	same reach-attempt "parlor" "$(key reach-attempt)"
	silent reach-draw
	# a dead player is nobody to attack
	kill_off cid
	same "cid dead" "parlor" "$(key reach-attempt)"
	put_player bob drawing
	same "bob with ann" "drawing" "$(key reach-attempt)"
}

@test "RULES A.14: after a player's attack the turn can only end, and no attack waits for an answer" {
	esc
	put_player bob parlor
	put_player ann parlor
	# bob has no clovers to reach 1 + 0: he dies at once
	hand_of bob a06
	play lucky-attempt -t bob
	rules_refuse "ann made an attack: the turn can only end now (RULES A.14)" \
	    lucky-move drawing
	rules_refuse "no attack waits for an answer" lucky-attempt --pass
}

# --- the state -------------------------------------------------------------

@test "RULES A.14: the state: strangers, a dead player with cards, no strength line, too many cards under Lucky are refused by every program" {
	game -r anniversary -s 42 ann bob
	sed_state 's/^rules anniversary$/&\noption escape/'
	bad "$BAD_STATE" "state:30: stranger1 is a stranger: strangers take no part in the escape game (RULES A.14)"
	esc
	sed_state '$a\
dead bob'
	bad "$BAD_STATE" "state:34: bob is dead but holds cards (RULES A.14)"
	sed_state '/^strength lucky/d'
	bad "$BAD_STATE" "state:32: no \"strength lucky\" line: the escape game counts Doctor Lucky's strength (RULES A.14)"
	sed_state 's/^draw v12 /draw /; s/^removed$/removed v12/'
	bad "$BAD_STATE" "state:33: 1 cards mark Doctor Lucky's strength 1: at most one a failed attack (RULES A.14)"
	# one card a failed attack is right
	set_line strength lucky 2
	to_pile removed v12
	same "strength 2, one card" "2
v12" "$(key strength:lucky; cards_of removed)"
}

@test "RULES A.14: the state: the living and the dead must fit the phase, the player to play and the attack" {
	esc
	kill_off bob
	sed_state 's/^hand cid .*/hand cid/
	    s/^discard \(.*\)/discard \1 v08 v18 x09 x20 v21 x16/
	    $a\
dead cid'
	bad "$BAD_STATE" "state:35: 1 player alive, but the escape game goes on only while two are (RULES A.14)"
	sed_state 's/^turn 1 ann$/turn 2 bob/'
	bad "$BAD_STATE" "state:34: it is bob's turn, but bob is dead (RULES A.14)"
	sed_state 's/^phase move$/phase over\nwinner ann/'
	bad "$BAD_STATE" "state:35: 2 players alive, but the escape game ends with one alive, the winner (RULES A.14)"
	# the game over, its winner dead
	hand_of cid x09 v18
	play lucky-attempt -t cid -c a13
	same "over" "over
ann" "$(key phase winner)"
	sed_state 's/^winner ann$/winner cid/'
	bad "$BAD_STATE" "state:38: cid won the escape game, but is dead (RULES A.14)"
	# an attack: its victim alive, answering, in the attacker's room
	esc
	put_player bob library
	play lucky-move -m lucky library
	sed_state 's/^answer bob 0$/answer cid 0/'
	bad "$BAD_STATE" "state:36: the attack's victim, alive, answers it alone (RULES A.14)"
	sed_state 's/^player bob library$/player bob carriage/'
	bad "$BAD_STATE" "state:36: bob is attacked, but not in the attacker's room (RULES A.14)"
	sed_state 's/^hand bob .*/hand bob/
	    s/^discard$/discard a06 v22 v03 x01 x13 a08/
	    $a\
dead bob'
	bad "$BAD_STATE" "state:37: the attack's victim, alive, answers it alone (RULES A.14)"
	esc
	play lucky-attempt -t bob -c a13
	sed_state 's/^player bob drawing$/player bob parlor/'
	bad "$BAD_STATE" "state:36: bob is attacked, but not in the attacker's room (RULES A.14)"
}

@test "RULES A.14: the state: Doctor Lucky's strength and the dead only with option escape" {
	game -r anniversary -s 42 ann bob cid
	sed_state 's/^hand bob .*/hand bob/
	    s/^discard$/discard v22 x20 v21 x06 v18 x14/
	    $a\
dead bob'
	bad "$BAD_STATE" "state:33: nobody dies but Doctor Lucky outside the escape game (option escape, RULES A.14)"
	sed_state '$a\
strength lucky 1'
	bad "$BAD_STATE" "state:33: Doctor Lucky has a strength only in the escape game (option escape, RULES A.14)"
	game -s 42 ann bob cid
	sed_state '$a\
dead bob'
	bad "$BAD_STATE" "state:23: line \"dead\" is not used by the classic rules"
}

@test "RULES A.14: the state: Doctor Lucky attacks with no weapon: a weapon on his attack is refused, never lost" {
	local out=$BATS_TEST_TMPDIR/out

	esc
	put_player bob library
	play lucky-move -m lucky library
	# a13 moved from ann's hand onto Doctor Lucky's attack by hand
	sed_state 's/^attempt lucky bob 1$/attempt lucky bob 1 a13/
	    s/^hand ann a13 /hand ann /'
	run --separate-stderr lucky-show -f "$BAD_STATE"
	same "lucky-show status" 2 "$status"
	same "lucky-show stdout" "" "$output"
	[[ "$stderr" == "lucky-show: state:"* ]] || {
		echo "lucky-show stderr: $stderr" >&2
		return 1
	}
	# whatever the programs make of it, they write no state that has
	# lost a card
	if lucky-attempt -f "$BAD_STATE" --foil x01 >"$out" 2>/dev/null; then
		run --separate-stderr lucky-show -f "$out"
		same "the state lucky-attempt wrote: status, stderr" "0 " \
		    "$status $stderr"
	fi
}

# --- replaying -------------------------------------------------------------

@test "RULES A.14: lucky-check replays an escape game from -o escape: Lucky moved and defended against, attacks, a kill" {
	esc
	play lucky-move -m lucky -c v16 library carriage
	play lucky-attempt -t bob -c a13
	play lucky-attempt --foil x13 x01
	play lucky-end
	# bob moves him three rooms on, into the Drawing Room: cid, on
	# bob's left, is attacked
	play lucky-move -m lucky -c v22 piazza foyer drawing
	same "cid attacked" "lucky 1 0
cid" "$(key pending answer-due)"
	play lucky-attempt --foil x09
	play lucky-attempt -t ann -c a06
	play lucky-attempt --foil x18
	play lucky-end
	play lucky-attempt -t bob
	play lucky-attempt --foil v12
	play lucky-end
	# bob, down to v03 and a08, no clovers, cannot defend: ann takes both
	play lucky-attempt -t bob -c a09 -c a07
	play lucky-end
	same "lines" "hand ann x21 x05 a22 v03 a08
hand bob
hand cid v08 v18 x20 v21 x16 v06 a19
motives ann a13 a09
strength lucky 2
dead bob
removed v17
turn 5 cid" "$(lines_of hand; lines_of motives; lines_of strength
	    lines_of dead; lines_of removed; lines_of turn)"
	run --separate-stderr lucky-check -f "$S"
	ran 0 "ok: 14 record entries replay to exactly this state" ""
	# a hand edited after the fact does not replay
	give ann x20
	run --separate-stderr lucky-check -f "$S"
	same "edited: status" 1 "$status"
}

@test "RULES A.14: lucky-check replays a two-player escape game that a kill ends" {
	# seed 16: ann holds a15 Loud Noise and a21 Bad Cream, 2 each; bob's
	# clovers are x04 1 + v17 2 + a13 1 = 4, short of 1 + 2 + 2
	game -r anniversary -o escape -s 16 ann bob
	same "hands" "hand ann x19 x16 v06 a15 a21 x08 a22
hand bob x04 a07 v17 a08 a13 v18" "$(lines_of hand)"
	play lucky-move -m lucky library
	play lucky-attempt -c a15 -c a21
	same record "attempt ann -t bob a15 a21" "$RECORD"
	same "lines" "phase over
winner ann
hand ann x19 x16 v06 x08 a22 a07 a08 v18
hand bob
motives ann a15
dead bob" "$(lines_of phase; lines_of winner; lines_of hand
	    lines_of motives; lines_of dead)"
	run --separate-stderr lucky-check -f "$S"
	ran 0 "ok: 2 record entries replay to exactly this state" ""
}

@test "RULES A.14: lucky-check replays games escaped with lucky-new --escape, with further actions" {
	local s out=$BATS_TEST_TMPDIR/game n next

	whole_games

	S=$BATS_TEST_TMPDIR/state
	for s in 1 2 3 8; do
		rm -f "$out"
		run --separate-stderr env LUCKY_GAME_OUT="$out" \
		    "$EXAMPLES/bot-game" -r anniversary -s "$s" ann bob
		same "seed $s: bot-game" "0 over" \
		    "$status $(lucky-show -f "$out" -k phase)"
		n=$(lucky-show -f "$out" -k record | wc -l)
		sed '/^sum /d' "$out" >"$S"
		play lucky-new --escape
		same "seed $s: record" "escape $(key first)" "$RECORD"
		same "seed $s: players" "ann
bob" "$(key players)"
		run --separate-stderr lucky-check -f "$S"
		ran 0 "ok: $((n + 1)) record entries replay to exactly this state" ""
		# two turns, then Doctor Lucky one room on
		play lucky-end
		play lucky-end
		next=$(key route:1)
		play lucky-move -m lucky "$next"
		run --separate-stderr lucky-check -f "$S"
		ran 0 "ok: $((n + 4)) record entries replay to exactly this state" ""
	done
}

# --- lucky-bot ---------------------------------------------------------------

@test "RULES A.14: lucky-bot gives the victim of an attack a defence the rules accept, at once" {
	local strategy w

	for strategy in greedy random; do
		# Doctor Lucky's attack on bob, then ann's
		esc
		put_player bob library
		play lucky-move -m lucky library
		for w in 1 2; do
			run --separate-stderr timeout 10 lucky-bot -S "$strategy" \
			    -f "$S"
			same "$strategy, attack $w: lucky-bot status, stderr" "0 " \
			    "$status $stderr"
			[[ "$output" == "lucky-attempt -p bob --foil "* ]] || {
				echo "$strategy: lucky-bot said: $output" >&2
				return 1
			}
			read -ra cmd <<<"$output"
			run --separate-stderr "${cmd[0]}" -n -f "$S" "${cmd[@]:1}"
			same "$strategy, attack $w: $output -n" 0 "$status"
			esc
			play lucky-attempt -t bob -c a13
		done
	done
}

@test "RULES A.14: lucky-bot attacks a player in its room, the one with the fewest cards, with the weapons that may beat the victim's clovers, the weakest named first" {
	esc
	hand_of bob x01
	hand_of cid x09 v18 x20 x16
	# one card against her: one weapon, 1 + 2, may kill bob
	same "bob, one card" "lucky-attempt -p ann -t bob -c a13" \
	    "$(lucky-bot -f "$S")"
	# three cards: two weapons; Hard Candy named first, her motive
	hand_of bob x01 v03 a06
	same "bob, three cards" "lucky-attempt -p ann -t bob -c a09 -c a13" \
	    "$(lucky-bot -f "$S")"
	play lucky-attempt -p ann -t bob -c a09 -c a13
	same "bob dead, ann's motive" "bob
a09" "$(key dead motives:ann)"
	# cid alone with her holds six cards: the weakest weapon only, for
	# its motive (A.8)
	esc
	put_player bob parlor
	same "cid" "lucky-attempt -p ann -t cid -c a07" "$(lucky-bot -f "$S")"
}

@test "RULES A.14: lucky-bot sends Doctor Lucky into another player's room: the free step, or a movement card's room" {
	esc
	put_player ann parlor
	put_player bob library
	same "the free step" "lucky-move -p ann -D library" "$(lucky-bot -f "$S")"
	play lucky-move -p ann -D library
	same "bob to defend" "bob" "$(key answer-due)"
	# his next room is ann's own: she sends him to bob by her card
	esc
	put_player ann library
	put_player bob billiard
	same "the card's room" "lucky-move -p ann -D -c v16 billiard" \
	    "$(lucky-bot -f "$S")"
}

@test "RULES A.14: lucky-bot goes to another player's room, then attacks; with nobody in reach it ends the turn without a draw" {
	esc
	put_player ann library
	put_player bob armory
	put_player cid armory
	same "a step" "lucky-move -p ann armory" "$(lucky-bot -f "$S")"
	play lucky-move -p ann armory
	same "the attack" "lucky-attempt -p ann -t bob -c a07" \
	    "$(lucky-bot -f "$S")"
	play lucky-attempt -p ann -t bob -c a07
	# bob's clovers reach 2: he defends, the cheapest cards
	same "bob defends" "lucky-attempt -p bob --foil x13 x01" \
	    "$(lucky-bot -f "$S")"
	play lucky-attempt -p bob --foil x13 x01
	same "the turn ends" "lucky-end -p ann" "$(lucky-bot -f "$S")"
	esc
	hand_of ann a13
	put_player ann armory
	same "nothing to do" "lucky-end -p ann" "$(lucky-bot -f "$S")"
}

@test "RULES A.14: lucky-bot: the escape game over, no action, exit 1" {
	esc
	hand_of bob x01
	kill_off cid
	play lucky-attempt -t bob -c a13 -c a09 -c a07
	same over "over" "$(key phase)"
	run --separate-stderr lucky-bot -f "$S"
	same "status, stdout, stderr" "1 
lucky-bot: the game is over: ann is the last one alive (RULES A.14)" \
	    "$status $output
$stderr"
}

@test "RULES A.14: lucky-sim counts where the last one alive stood (the bots' whole games are in lucky-bot.bats)" {
	local w

	run --separate-stderr lucky-sim -N 10 -s 1 -P 3 -r anniversary \
	    -o escape -O games
	same "status, stderr" "0 " "$status $stderr"
	# game 1 has a winner, one of the three players
	w=$(printf '%s\n' "$output" | awk -F, 'NR == 2 { print $3 }')
	[[ "$w" == p[123] ]]
	run --separate-stderr lucky-sim -N 10 -s 1 -P 3 -r anniversary \
	    -o escape
	[[ "$output" == *"where the last one alive stood"* ]] || {
		echo "lucky-sim: $output" >&2
		return 1
	}
}

@test "RULES A.14: examples/bot-game -e and play-game -e play the main game, then the escape game; lucky-check accepts the end" {
	local prog s out=$BATS_TEST_TMPDIR/out

	whole_games

	for prog in bot-game play-game; do
		for s in 1 2; do
			run --separate-stderr env LUCKY_GAME_OUT="$out" \
			    "$EXAMPLES/$prog" -e -r anniversary -s "$s" \
			    ann bob cid
			same "$prog $s: status, stderr" "0 " "$status $stderr"
			[[ "${lines[0]}" == *" killed Doctor Lucky on turn "* &&
			    "${lines[1]}" == *" is the last one alive on turn "* &&
			    ${#lines[@]} -eq 2 ]] || {
				echo "$prog $s: $output" >&2
				return 1
			}
			same "$prog $s: the winner" \
			    "${lines[1]%% is the last one*}" \
			    "$(lucky-show -f "$out" -k winner)"
			run --separate-stderr lucky-check -q -f "$out"
			same "$prog $s: lucky-check" "0 " "$status $stderr"
		done
	done
	run --separate-stderr "$EXAMPLES/bot-game" -x
	same "usage" 2 "$status"
	[[ "$stderr" == *"usage: bot-game [-ev]"* ]]
}
