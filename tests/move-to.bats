#!/usr/bin/env bats
# lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE.
#
# lucky-move --to=ROOM: the cheapest way to a room by the cards in hand
# and the free step (RULES C.1, C.4, C.5, P.1, A.5), the tie kept for the
# better cards, out of reach, the state byte for byte the explicit move's;
# the refusal of a single room not one step away; the order "move ROOM"
# (lucky-play, order.c); a whole game played with move ROOM, attempt,
# pass and end alone.
#
# The standard game is `lucky-new -s 42 ann bob cat`: bob to play, all in
# the Drawing Room (0), whose neighbours are the Parlor, the Dining Hall
# and the Trophy Room; bob holds f34 f31 r04 f19 f40 r17.  m01-m08 are
# Move-1, m09-m12 Move-2, m13-m14 Move-3.

bats_require_minimum_version 1.5.0
load turn_helper

setup() {
	game
}

# hand NAME CARD...: NAME holds exactly these cards, the others of the
# hand to the discard pile.
hand() {
	local who=$1

	shift
	empty_hand "$who"
	give "$who" "$@"
}

# same_state ARG... -- EXPLICIT...: lucky-move --to (ARG...) and the
# explicit lucky-move write the same bytes, and both exit 0.
same_state() {
	local to=() ex=()

	while [ "$1" != -- ]; do
		to+=("$1")
		shift
	done
	shift
	ex=("$@")
	lucky-move -f "$S" "${to[@]}" >"$BATS_TEST_TMPDIR/to"
	lucky-move -f "$S" "${ex[@]}" >"$BATS_TEST_TMPDIR/explicit"
	cmp "$BATS_TEST_TMPDIR/to" "$BATS_TEST_TMPDIR/explicit"
}

# --- RULES C.1, C.4: the free step --------------------------------------

@test "C.1 --to a room one step away takes the free step alone, as lucky-move ROOM" {
	play lucky-move --to=dining
	same record "move bob dining" "$RECORD"
	same "room, moves left" "dining
0" "$(key room:bob moves-left)"
	game
	same_state --to=dining -- dining
}

@test "C.1 --to with -v says nothing more than the move for the free step alone, with -n the plan" {
	run --separate-stderr lucky-move -n -v -f "$S" --to=parlor
	ran 0 "move bob parlor" "bob would play move parlor, the cheapest way to Parlor (1): the free step
bob went to the Parlor (1)"
	run --separate-stderr lucky-move -v -f "$S" --to=parlor
	same stderr "bob went to the Parlor (1)" "$stderr"
}

# --- RULES C.5: a movement card, a room card --------------------------------

@test "C.5 --to two steps away with a Move-3 card plays it" {
	hand bob m13
	run --separate-stderr lucky-move -n -v -f "$S" --to=sitting
	ran 0 "move bob -c m13 dining sitting" "bob would play move -c m13 dining sitting, the cheapest way to Sitting Room (4): 1 card (Move-3)
bob played the Move-3 card and went through the Dining Hall (3) to the Sitting Room (4)"
	same_state --to=sitting -- -c m13 dining sitting
	play lucky-move --to=sitting
	same "room, moves left" "sitting
1" "$(key room:bob moves-left)"
}

@test "C.5 --to a room by its room card jumps there and keeps the free step" {
	run --separate-stderr lucky-move -v -f "$S" --to=gallery
	[ "$status" -eq 0 ]
	same stderr "bob played move -c r17 gallery, the cheapest way to Gallery: 1 card (Gallery)
bob played the Gallery card and went to the Gallery" "$stderr"
	same_state --to=gallery -- -c r17 gallery
	play lucky-move --to=gallery
	same "room, moves left" "gallery
1" "$(key room:bob moves-left)"
}

@test "C.4 --to pays a step by a Move-1 card and the free step together" {
	hand bob m01
	run --separate-stderr lucky-move -n -f "$S" --to=sitting
	ran 0 "move bob -c m01 dining sitting" ""
	same_state --to=sitting -- -c m01 dining sitting
}

@test "C.4 --to once the free step is spent plays a card for one step" {
	hand bob m01 m09
	play lucky-move dining
	play lucky-move --to=sitting
	same record "move bob -c m01 sitting" "$RECORD"
}

# --- the better cards kept ---------------------------------------------

@test "C.5 --to of two ways of one card plays the Move-1 and keeps the Move-3, and says so" {
	hand bob m13 m01
	run --separate-stderr lucky-move -n -v -f "$S" --to=sitting
	ran 0 "move bob -c m01 dining sitting" "bob would play move -c m01 dining sitting, the cheapest way to Sitting Room (4): 1 card (Move-1) and the free step, keeping Move-3, which another way of 1 card plays
  or move -c m13 dining sitting: 1 card (Move-3)
bob played the Move-1 card and went through the Dining Hall (3) to the Sitting Room (4)"
	same_state --to=sitting -- -c m01 dining sitting
}

@test "C.5 --to keeps the room card and plays the Move-3 (a room card is worth more)" {
	hand bob r04 m13
	run --separate-stderr lucky-move -v -f "$S" --to=sitting
	[ "$status" -eq 0 ]
	same stderr "bob played move -c m13 dining sitting, the cheapest way to Sitting Room (4): 1 card (Move-3), keeping Sitting Room, which another way of 1 card plays
bob played the Move-3 card and went through the Dining Hall (3) to the Sitting Room (4)" "$stderr"
	same_state --to=sitting -- -c m13 dining sitting
}

@test "C.5 --to plays one card rather than two" {
	hand bob m01 m02 m13
	# the Kitchen is three steps away: the two Move-1 cards and the
	# free step would pay them too
	run --separate-stderr lucky-move -n -f "$S" --to=kitchen
	ran 0 "move bob -c m13 dining hall-w kitchen" ""
	same_state --to=kitchen -- -c m13 dining hall-w kitchen
}

# --- out of reach, refusals --------------------------------------------

@test "C.4 --to out of reach exits 2 with the steps and the nearest space in reach" {
	refuses 2 "Kitchen (8) is out of reach this turn: 3 steps away, and bob's move cards and free step pay 1 (RULES C.4, C.5); the nearest space in reach is west hall, 1 step from it" \
	    lucky-move --to=kitchen
}

@test "C.5 --to with ten room cards before the move cards still finds the way by a move card" {
	hand bob r01 r02 r03 r04 r05 r06 r07 r09 r10 r11 m01 m02 m09 m13
	same_state --to=kitchen -- -c m09 dining hall-w kitchen
	same_state --to=hedge -- -c m09 parlor carriage hedge
}

@test "C.1 --to, -k reach and -k path of a view where another's hand is hidden: no card of it is read" {
	lucky-show -f "$S" -a ann >"$BATS_TEST_TMPDIR/v"
	run --separate-stderr lucky-move -n -f "$BATS_TEST_TMPDIR/v" --to=dining
	ran 0 "move bob dining" ""
	run --separate-stderr lucky-show -f "$BATS_TEST_TMPDIR/v" -k reach
	ran 0 "parlor -
dining -
trophy -
foyer -" ""
	run --separate-stderr lucky-show -f "$BATS_TEST_TMPDIR/v" -k path:dining
	ran 0 "dining" ""
}

@test "C.4 --to with nothing in reach says so" {
	empty_hand bob
	set_line free 0
	refuses 2 "Dining Hall (3) is out of reach this turn: 1 step away, and bob's move cards and free step pay 0 (RULES C.4, C.5); nothing is in reach" \
	    lucky-move --to=dining
}

@test "C.1 --to the room the player stands in, another player's turn, an unknown room" {
	rules_refuse "bob is already in Drawing Room (0)" lucky-move --to=drawing
	run --separate-stderr lucky-move -f "$S" -p ann --to=dining
	[ "$status" -eq 1 ]
	[ -z "$output" ]
	run --separate-stderr lucky-move -f "$S" --to=nowhere
	[ "$status" -eq 2 ]
	[ -z "$output" ]
}

@test "--to takes no -c, -D, -m or room" {
	for a in "-c r04" "-D" "-m lucky" "sitting"; do
		# shellcheck disable=SC2086
		refuses 2 "--to finds the cards and the path itself: give no -c, -D, -m or room with it" \
		    lucky-move --to=sitting $a
	done
}

@test "C.1 a single room not one step away is refused with how to go further" {
	rules_refuse "Drawing Room (0) to Kitchen (8) is not one step (RULES C.1): name every room on the way, or use --to=kitchen" \
	    lucky-move kitchen
	# a path of more rooms: the refusal as before
	rules_refuse "Dining Hall (3) to Kitchen (8) is not one step (RULES C.1)" \
	    lucky-move dining kitchen
}

@test "C.1 --to -i writes the file as the explicit move does" {
	hand bob m13
	cp "$S" "$BATS_TEST_TMPDIR/a"
	cp "$S" "$BATS_TEST_TMPDIR/b"
	lucky-move -i -f "$BATS_TEST_TMPDIR/a" --to=sitting
	lucky-move -i -f "$BATS_TEST_TMPDIR/b" -c m13 dining sitting
	cmp "$BATS_TEST_TMPDIR/a" "$BATS_TEST_TMPDIR/b"
}

# --- the ways, lucky-show -k path ------------------------------------------

@test "C.5 --to plays the way lucky-show -k path:ROOM names" {
	hand bob m13 m01 r17
	for r in sitting gallery library dining billiard; do
		p=$(key path:$r)
		run --separate-stderr lucky-move -n -f "$S" --to=$r
		same "$r" "move bob $p" "$output"
	done
}

# --- RULES P.1: paizo --------------------------------------------------

@test "P.1 --to one step away takes the free step: no card, the draw kept" {
	game -r paizo -s 42 ann bob cat
	hand bob m13 m01
	play lucky-move --to=dining
	same record "move bob dining" "$RECORD"
	same "can draw" yes "$(key can-draw)"
}

@test "P.1 --to further plays the weakest card that gets there" {
	game -r paizo -s 42 ann bob cat
	hand bob m13 m01 r04
	run --separate-stderr lucky-move -n -f "$S" --to=sitting
	ran 0 "move bob -c m01 dining sitting" ""
	same_state --to=sitting -- -c m01 dining sitting
}

# --- RULES A.5: anniversary, the villa ------------------------------------

@test "A.5 --to the Billiard Room jumps by its movement card and keeps the free step" {
	game -r anniversary -o pet=cat -s 42 ann bob cid
	run --separate-stderr lucky-move -n -f "$S" --to=billiard
	ran 0 "move ann -c v16 billiard" ""
	same_state --to=billiard -- -c v16 billiard
}

@test "A.5 --to the Green House pays two steps by the weaker card and keeps the Green House card" {
	game -r anniversary -o pet=cat -s 42 ann bob cid
	run --separate-stderr lucky-move -v -f "$S" --to=greenhouse
	[ "$status" -eq 0 ]
	same stderr "ann played move -c v16 trophy greenhouse, the cheapest way to Green House (7): 1 card (Billiard Room) and the free step, keeping Green House, which another way of 1 card plays
ann played the Billiard Room card and went through the Trophy Room (6) to the Green House (7)" "$stderr"
	same_state --to=greenhouse -- -c v16 trophy greenhouse
}

@test "A.2 --to a locked room is the turn engine's refusal" {
	game -r anniversary -o pet=cat -s 42 ann bob cid
	rules_refuse "Kitchen (10) is locked: nobody enters it (RULES A.2)" \
	    lucky-move --to=kitchen
}

@test "A.1 --to on the villa: the free step to a room of the same hallway" {
	game -r anniversary -o pet=cat -s 42 ann bob cid
	play lucky-move --to=parlor
	same record "move ann parlor" "$RECORD"
}

# --- orders: "move ROOM" --------------------------------------------------

# prompt LINE...: a new game of lucky-play, seed 42, "you" and three
# bots, the lines typed at its prompt; at you's first prompt you hold a
# Move-1 card and stand in the Drawing Room (0).
prompt() {
	cd "$BATS_TEST_TMPDIR" || return 1
	printf '%s\n' "$@" | lucky-play --bots=3 -s 42 --save=play.game 2>&1
}

@test "C.1 the order move ROOM goes the cheapest way at lucky-play's prompt" {
	run prompt "move sitting" quit
	[ "$status" -eq 0 ]
	printf '%s\n' "$output" | grep -qx '  you played move -c m06 dining sitting, the cheapest way to Sitting Room (4): 1 card (Move-1) and the free step' ||
	    { printf '%s\n' "$output" >&2; false; }
	same record "move you -c m06 dining sitting" \
	    "$(lucky-show -f "$BATS_TEST_TMPDIR/play.game" -k record | tail -n 1)"
}

@test "C.1 the order move ROOM one step away is the free step, as before" {
	run prompt "move dining" quit
	[ "$status" -eq 0 ]
	printf '%s\n' "$output" | grep -qx '  you went to the Dining Hall (3)' ||
	    { printf '%s\n' "$output" >&2; false; }
	same record "move you dining" \
	    "$(lucky-show -f "$BATS_TEST_TMPDIR/play.game" -k record | tail -n 1)"
}

@test "C.4 the order move ROOM out of reach is refused, the game unchanged" {
	run prompt "move kitchen" quit
	[ "$status" -eq 0 ]
	printf '%s\n' "$output" | grep -qx 'lucky-move: Kitchen (8) is out of reach this turn: 3 steps away, and you.s move cards and free step pay 2 (RULES C.4, C.5); the nearest space in reach is .*' ||
	    { printf '%s\n' "$output" >&2; false; }
}

# person GAME OUT: the lines "you" types, one at each of its prompts in
# OUT, chosen from the game saved in GAME: pass an attempt; attempt when
# allowed; once a turn, move to Doctor Lucky's room, or else his next
# one, when lucky-move --to says it is in reach; else end the turn.
person() {
	local game=$1 out=$2 n=0 i moved=none turn target

	while :; do
		for ((i = 0; i < 1200; i++)); do
			if grep -q '^Game over' "$out"; then
				return 0
			fi
			if [ "$(grep -o 'you> ' "$out" | wc -l)" -gt "$n" ]; then
				break
			fi
			sleep 0.05
		done
		[ "$i" -lt 1200 ] || return 1
		n=$((n + 1))
		turn=$(lucky-show -f "$game" -k turn)
		if [ "$(lucky-show -f "$game" -k phase)" = answer ]; then
			echo pass
		elif [ "$(lucky-show -f "$game" -k can-attempt)" = yes ]; then
			echo attempt
		elif [ "$moved" != "$turn" ]; then
			moved=$turn
			for target in $(lucky-show -f "$game" -k lucky -k lucky-next); do
				if lucky-move -n -f "$game" --to="$target" \
				    >/dev/null 2>&1; then
					break
				fi
				target=
			done
			if [ -n "$target" ]; then
				echo "move $target"
			else
				echo end
			fi
		else
			echo end
		fi
	done
}

@test "C.1 a whole game against three bots played with move ROOM, attempt, pass and end alone" {
	cd "$BATS_TEST_TMPDIR" || return 1
	mkfifo in
	lucky-play --bots=3 -s 12 --save=game <in >out 2>&1 &
	pid=$!
	person game out >in
	wait "$pid"
	same "over" over "$(lucky-show -f game -k phase)"
	run --separate-stderr lucky-check -f game
	[ "$status" -eq 0 ]
	# every order was one of the four, and some moves went further
	# than one step by cards
	! grep '^you> ' out | grep -v -E '^you> (move [a-z0-9-]+|attempt|pass|end)$'
	grep -q '^move you -c ' <(lucky-show -f game -k record)
	grep -q '^attempt you' <(lucky-show -f game -k record)
}
