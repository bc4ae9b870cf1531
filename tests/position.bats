#!/usr/bin/env bats
# lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE.
#
# lucky-new --position (lucky-new(1) POSITIONS): a game composed from a
# few lines, the other cards shuffled from the seed; lucky-check,
# lucky-undo and the views of such a game; the errors of a position.

bats_require_minimum_version 1.5.0
load helper

P=$BATS_TEST_TMPDIR/position

# position LINE...: the position file $P
position() {
	printf '%s\n' "$@" >"$P"
}

# compose [lucky-new options]: the game of $P in $S, checked
compose() {
	S=$BATS_TEST_TMPDIR/s
	lucky-new "$@" --position="$P" >"$S"
}

# the lines of $S with KEY first, joined
lines() {
	joined "$S" | awk -v k="$1" '$1 == k'
}

PUZZLE=(
	'# can ann win this turn?'
	'player ann Kitchen'
	'player bob Billiard Room'
	'player cat Lilac_Room'
	'lucky Library'
	'turn 9 ann'
	'round 3'
	'hand ann Move-2 Gallery Letter Opener Piece of Rope'
	'hand bob f01 f27 f39'
	'hand cat f02 w16'
)

@test "a minimal position completes to a state lucky-check finds composed" {
	position 'player ann' 'player bob'
	run --separate-stderr lucky-new -s 7 --position="$P"
	[ "$status" -eq 0 ]
	[ "$stderr" = "" ]
	printf '%s\n' "$output" >"$BATS_TEST_TMPDIR/s"
	run --separate-stderr lucky-check -f "$BATS_TEST_TMPDIR/s"
	ran 0 "ok: a composed position (lucky-new --position): its 0 record entries replay to exactly this state" ""
	S=$BATS_TEST_TMPDIR/s
	is "the position" "position player ann drawing
position player bob drawing" "$(grep '^position' "$S")"
	is "the defaults" "player ann drawing
player bob drawing
first ann
turn 1 ann
round 1
phase move
free 1
played 0" "$(grep -E '^(player|first|turn|round|phase|free|played) ' "$S")"
}

@test "C.3 the rooms, Lucky, the turn and the hands given are as given, the other hands dealt six" {
	position "${PUZZLE[@]}"
	compose -s 1
	is "pawns and turn" "player ann kitchen
player bob billiard
player cat lilac
lucky library
first ann
turn 9 ann
round 3" "$(grep -E '^(player|lucky|first|turn|round) ' "$S")"
	is "hands" "hand ann m09 r17 w10 w13
hand bob f01 f27 f39
hand cat f02 w16" "$(grep '^hand ' "$S")"
	is "draw pile" 87 "$(lines draw | wc -w | awk '{ print $1 - 1 }')"
	position 'player ann' 'player bob' 'player cat' 'hand bob w01'
	compose -s 1
	is "hand sizes" "6 1 6" "$(for p in ann bob cat; do
	    lucky-show -f "$S" -k "cards:$p"; done | paste -sd ' ')"
}

@test "the same seed gives the same bytes, a seed line the same as -s" {
	position "${PUZZLE[@]}"
	compose -s 11
	cp "$S" "$BATS_TEST_TMPDIR/first"
	compose -s 11
	cmp "$S" "$BATS_TEST_TMPDIR/first"
	position 'seed 11' "${PUZZLE[@]}"
	compose
	cmp "$S" "$BATS_TEST_TMPDIR/first"
}

@test "different seeds shuffle the other cards differently, the given ones stay" {
	position "${PUZZLE[@]}"
	compose -s 1
	cp "$S" "$BATS_TEST_TMPDIR/one"
	compose -s 2
	[ "$(grep '^hand ' "$S")" = "$(grep '^hand ' "$BATS_TEST_TMPDIR/one")" ]
	a=$(S=$BATS_TEST_TMPDIR/one lines draw)
	b=$(lines draw)
	[ "$a" != "$b" ]
	is "same cards" "$(tr ' ' '\n' <<<"$a" | sort)" "$(tr ' ' '\n' <<<"$b" | sort)"
}

@test "C.11 no-failure-3: the 3-point failure cards no line gives are out of the game" {
	position 'option no-failure-3' 'player ann' 'player bob' 'hand ann f39'
	compose -s 3
	is "removed" "removed f40 f41 f42" "$(lines removed)"
	run --separate-stderr lucky-check -f "$S"
	ran 0 "ok: a composed position (lucky-new --position): its 0 record entries replay to exactly this state" ""
}

@test "P.2 P.4 paizo with the dog and spite tokens: the pool makes up 30" {
	position 'rules paizo' 'option dog=both' 'player ann' 'player bob' \
	    'player cat' 'lucky hedge' 'tokens ann 3' 'tokens dog 2'
	compose -s 5
	is "dog and tokens" "dog hedge
pool 25
tokens ann 3
tokens bob 0
tokens cat 0
tokens dog 2" "$(grep -E '^(dog|pool|tokens) ' "$S")"
	run --separate-stderr lucky-check -f "$S"
	ran 0 "ok: a composed position (lucky-new --position): its 0 record entries replay to exactly this state" ""
}

@test "A.2 A.4 A.12 anniversary with locked rooms, the pets and a motive" {
	position 'rules anniversary' 'option pet=both' 'player ann' \
	    'player bob' 'player cid' 'locked winter' 'locked kitchen a14' \
	    'motives bob Letter Opener' 'hand ann v01 ?2'
	compose -s 5
	is "pets and locks" "dog servants
cat parlor
locked winter v08
locked kitchen a14" "$(grep -E '^(dog|cat|locked) ' "$S")"
	is "motive" "motives bob a17" "$(lines motives)"
	is "ann's hand" 3 "$(lucky-show -f "$S" -k cards:ann)"
	is "the position keeps ?2" "position hand ann v01 ?2" "$(grep '^position hand' "$S")"
	run --separate-stderr lucky-check -f "$S"
	ran 0 "ok: a composed position (lucky-new --position): its 0 record entries replay to exactly this state" ""
}

@test "A.9 anniversary: a position that leaves no card to draw puts the lights out" {
	position 'rules anniversary' 'player ann' 'player bob' 'player cid' \
	    'discard ?54'
	compose -s 5
	is "draw" "draw" "$(lines draw)"
	is "lights" "lights off" "$(lines lights)"
	run --separate-stderr lucky-check -f "$S"
	[ "$status" -eq 0 ]
}

@test "A.11 two players with the strangers, who hold no cards" {
	position 'rules anniversary' 'player ann' \
	    'player stranger1 library stranger' 'player bob' \
	    'player stranger2 stranger'
	compose -s 5
	is "seats" "player ann drawing
player stranger1 library stranger
player bob drawing
player stranger2 drawing stranger" "$(grep '^player ' "$S")"
	is "strangers' hands" "hand stranger1
hand stranger2" "$(grep -E '^hand stranger' "$S")"
	run --separate-stderr lucky-check -f "$S"
	[ "$status" -eq 0 ]
}

@test "A.14 the escape game: Doctor Lucky's strength 1, a dead player holds nothing" {
	position 'rules escape' 'player ann' 'player bob' 'player cid' \
	    'dead cid'
	compose -s 5
	is "lines" "hand cid
strength lucky 1
dead cid" "$(grep -E '^(hand cid|strength|dead)' "$S")"
	run --separate-stderr lucky-check -f "$S"
	ran 0 "ok: a composed position (lucky-new --position): its 0 record entries replay to exactly this state" ""
}

@test "a name several cards share gives the first of them not given" {
	position 'player ann' 'player bob' 'hand ann Move-1 Move-1 m01'
	compose -s 1
	is "hand" "hand ann m02 m03 m01" "$(lines hand | head -n 1)"
	position 'player ann' 'player bob' 'hand ann Move-3 Move-3 Move-3'
	run --separate-stderr lucky-new -s 1 --position="$P"
	refused 2 'lucky-new: position:3: no Move-3 card left: the deck has 2, all given'
}

@test "the record of a composed game replays from its position; lucky-undo stops there" {
	position "${PUZZLE[@]}"
	compose -s 1
	lucky-move -f "$S" -c r17 gallery >"$BATS_TEST_TMPDIR/moved"
	run --separate-stderr lucky-check -f "$BATS_TEST_TMPDIR/moved"
	ran 0 "ok: a composed position (lucky-new --position): its 1 record entry replays to exactly this state" ""
	run --separate-stderr lucky-undo -f "$BATS_TEST_TMPDIR/moved"
	[ "$status" -eq 0 ]
	is "undone" "$(cat "$S")" "$output"
	run --separate-stderr lucky-undo -f "$S"
	refused 1 "lucky-undo: the record holds no actions: nothing to take back (the game begins at a composed position)"
	run --separate-stderr lucky-undo -N 2 -f "$BATS_TEST_TMPDIR/moved"
	refused 1 "lucky-undo: the record holds 1 action; cannot take back 2 (the game begins at a composed position)"
}

@test "A.14 a composed anniversary game escapes, and the escape replays from the position" {
	position 'rules anniversary' 'player ann' 'player bob' 'player cid' \
	    'phase over' 'winner ann'
	compose -s 4
	lucky-new --escape -f "$S" >"$BATS_TEST_TMPDIR/escape"
	run --separate-stderr lucky-check -f "$BATS_TEST_TMPDIR/escape"
	ran 0 "ok: a composed position (lucky-new --position): its 1 record entry replays to exactly this state" ""
	run --separate-stderr lucky-undo -f "$BATS_TEST_TMPDIR/escape"
	[ "$status" -eq 0 ]
	is "undone" "$(cat "$S")" "$output"
}

@test "lucky-check finds a composed state changed after it was written" {
	position "${PUZZLE[@]}"
	compose -s 1
	sed -e '/^sum /d' -e 's/^hand cat f02 w16/hand cat f02 w16 f03/' \
	    -e '/^draw\|^+/s/ f03\b//' "$S" >"$BATS_TEST_TMPDIR/e"
	run --separate-stderr lucky-check -f "$BATS_TEST_TMPDIR/e"
	[ "$status" -eq 1 ]
	is "first line" "state:19: hand cat f02 w16 f03" "${lines[0]}"
}

@test "a view hides the position, which may show any hand" {
	position "${PUZZLE[@]}"
	compose -s 1
	run --separate-stderr lucky-show -a bob -f "$S"
	[ "$status" -eq 0 ]
	! grep -q '^position' <<<"$output"
}

@test "--position takes no players, rules, board, deck or options" {
	position 'player ann' 'player bob'
	run --separate-stderr lucky-new -r paizo --position="$P"
	refused 2 "lucky-new: --position gives the players, rules, board, deck and options: no --escape, -b, -d, -o, -r or players"
	run --separate-stderr lucky-new --position="$P" ann bob
	refused 2 "lucky-new: --position gives the players, rules, board, deck and options: no --escape, -b, -d, -o, -r or players"
	run --separate-stderr lucky-new --position="$BATS_TEST_TMPDIR/none"
	refused 2 "lucky-new: $BATS_TEST_TMPDIR/none: No such file or directory"
}

# bad LINE... -- MESSAGE: the position of those lines is refused so
bad() {
	local lines=()

	while [ "$1" != "--" ]; do
		lines+=("$1")
		shift
	done
	position "${lines[@]}"
	run --separate-stderr lucky-new -s 1 --position="$P"
	refused 2 "lucky-new: $2"
}

@test "errors name the line: cards, rooms, players" {
	bad 'player ann' 'player bob' 'hand ann Knife' -- \
	    'position:3: unknown card "Knife"'
	bad 'player ann' 'player bob' '' 'hand ann m09 Rope' -- \
	    'position:4: unknown card "Rope" (did you mean "Piece of Rope"?)'
	bad 'player ann' 'player bob' 'hand ann w99' -- \
	    'position:3: unknown card "w99" (did you mean "w09"?)'
	bad 'player ann' 'player bob' 'hand bob Move' -- \
	    'position:3: ambiguous card "Move" (Move-1, Move-2, Move-3)'
	bad 'player ann' 'player bob Kitchn' -- \
	    'position:2: unknown room "Kitchn" (did you mean "Kitchen"?)'
	bad 'player ann' 'player bob' 'hand cid w01' -- \
	    'position:3: unknown player "cid"'
	bad 'player ann' 'player bob' 'player ANN' -- \
	    'position:3: player "ANN" named twice'
	bad 'player ann' 'player bob' 'hand ann w01' 'hand ANN w02' -- \
	    'position:4: second hand for ann'
	bad 'player ann' -- 'position:1: 1 player; classic rules need 2 to 8'
	bad '# nobody' 'lucky library' -- \
	    'position:2: no "player" line: a position seats 2 to 8 players'
}

@test "errors name the line: lines, numbers, dealing from the rest" {
	bad 'player ann' 'player bob' 'colour red' -- \
	    'position:3: unknown line "colour"'
	bad 'player ann' 'player bob' 'rng 1 2 3 4' -- \
	    "position:3: a position has no \"rng\" line: lucky-new writes the state's"
	bad 'player ann' 'turn 1 ann' 'player bob' 'turn 2 bob' -- \
	    'position:4: second "turn" line (the first is line 2)'
	bad 'rules chess' 'player ann' 'player bob' -- \
	    'position:1: unknown rule set "chess" (classic, paizo, anniversary, escape)'
	bad 'player ann' 'player bob' 'rules paizzo' -- \
	    'position:3: unknown rule set "paizzo" (did you mean "paizo"?)'
	bad 'player ann' 'player bob' 'round 0' -- \
	    'position:3: number "0" is too small (1-1000000)'
	bad 'player ann' 'player bob' 'hand ann ?90' '+ ?10' -- \
	    'position:4: "?10": 6 cards are left to deal'
	bad 'player ann' 'player bob' 'motives ann ?1' -- \
	    'position:3: "?1": cards are dealt from the rest only in hand, locked, draw, discard and removed lines'
	bad 'lucky-state 2' 'player ann' 'player bob' -- \
	    'position:1: a position is written in version 1 of the state format: "lucky-state 1"'
}

@test "every card given twice is reported at once, a line each, in order" {
	position 'player ann' 'player bob' 'hand ann w10 w11' \
	    'hand bob Letter Opener f01' 'discard f01 w11' '+ m01' 'draw m01'
	run --separate-stderr lucky-new -s 1 --position="$P"
	refused 2 "lucky-new: position:4: card w10 is already on line 3
lucky-new: position:5: card f01 is already on line 4
lucky-new: position:5: card w11 is already on line 3
lucky-new: position:7: card m01 is already on line 6"
}

@test "A.2 a pawn in a locked room is refused" {
	bad 'rules anniversary' 'player ann winter' 'player bob' \
	    'player cid' 'locked winter' -- \
	    'position:5: ann is in Winter Garden (8), a locked room (RULES A.2)'
	bad 'rules anniversary' 'player ann' 'player bob' 'player cid' \
	    'locked gallery v01' -- \
	    'position:5: Doctor Lucky is in Gallery (15), a locked room (RULES A.2)'
}

@test "P.2 spite tokens that do not add up to 30 are refused" {
	bad 'rules paizo' 'player ann' 'player bob' 'tokens ann 20' \
	    'tokens bob 20' -- \
	    'position:5: 40 spite tokens in all, not 30: pool, players and dog must add up (RULES P.2)'
}

@test "P.4 New Tricks' dog cannot be dead" {
	bad 'rules paizo' 'option dog=new' 'player ann' 'player bob' \
	    'dog hedge dead' -- \
	    "position:5: Shamrock cannot be dead: New Tricks' dog cannot be killed (RULES P.4)"
}

@test "A.11 A.14 a stranger or a dead player holding cards is refused" {
	bad 'rules anniversary' 'player ann' 'player s1 library stranger' \
	    'player bob' 'player s2 stranger' 'hand s1 v01' -- \
	    'position:6: s1 is a stranger: strangers hold no cards (RULES A.11)'
	bad 'rules escape' 'player ann' 'player bob' 'player cid' \
	    'dead cid' 'hand cid v01' -- \
	    'position:6: cid is dead but holds cards (RULES A.14)'
}

@test "a state's position line with a word longer than 40 characters is refused, as a record line's" {
	position 'player ann' 'player bob'
	compose -s 1
	{ sed '/^sum /d' "$S"; echo "position phase $(printf 'x%.0s' $(seq 41))"; } \
	    >"$BATS_TEST_TMPDIR/long"
	run --separate-stderr lucky-show -f "$BATS_TEST_TMPDIR/long"
	refused 2 'lucky-show: state:27: position: word "xxxxxxxxxxxxxxxxxxxx..." is too long'
}
