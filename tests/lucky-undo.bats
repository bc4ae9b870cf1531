#!/usr/bin/env bats
# lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE.
#
# lucky-undo(1): the last actions of a game master's state taken back by
# replaying its record without them; the state before them, byte for
# byte, or a refusal: a view, a state its record does not replay to, more
# actions than the record holds.
#
# The games are played once for the file (setup_file), one program run
# an action, each state kept: $G/cN is the N-th state of the classic
# game `lucky-new -s 42 ann bob cat`, $G/aN of the two-player anniversary
# game of seed 1 (strangers, RULES A.11), which ann wins with a12, $G/eN
# its escape game (RULES A.14), $G/pN of the Paizo game of seed 5 with
# the New Tricks dog (RULES P.4).

bats_require_minimum_version 1.5.0
load helper

USAGE='usage: lucky-undo [-Fhiv] [-f file] [-N actions] [state]'
G=$BATS_FILE_TMPDIR

# chain NAME: the state $G/NAME0 played on by the programs on stdin, one
# a line with its arguments, into $G/NAME1, $G/NAME2, ...
chain() {
	local i=0 cmd

	while read -r cmd; do
		# shellcheck disable=SC2086
		reading $cmd <"$G/$1$i" >"$G/$1$((i + 1))" || {
			echo "$1$((i + 1)): $cmd refused" >&2
			return 1
		}
		i=$((i + 1))
	done
}

setup_file() {
	reading lucky-new -s 42 ann bob cat >"$G/c0"
	chain c <<-EOF
	lucky-move -c r17 gallery
	lucky-end
	lucky-move parlor
	lucky-end --draw
	EOF
	reading lucky-new -r anniversary -s 1 ann bob >"$G/a0"
	chain a <<-EOF
	lucky-move parlor
	lucky-end
	lucky-move -c v23 parlor tennessee
	lucky-attempt -c a01
	lucky-attempt --foil x24
	lucky-end
	lucky-move carriage
	lucky-end --draw
	lucky-end --draw
	lucky-move -m stranger1 foyer
	lucky-attempt -c a12 -c a17 -c a07 -c a04
	lucky-attempt --pass
	EOF
	reading lucky-new --escape <"$G/a12" >"$G/e13"
	reading lucky-end <"$G/e13" >"$G/e14"
	reading lucky-new -r paizo -o dog=new -s 5 ann bob cat >"$G/p0"
	chain p <<-EOF
	lucky-move parlor
	lucky-end --draw
	lucky-move -D -c m11 white hedge
	lucky-move -c r14 hedge
	lucky-attempt -c w05
	lucky-attempt --foil f05 f41
	lucky-end
	lucky-end --draw
	lucky-take m08
	lucky-end --draw
	EOF
}

# undone FROM TO [ARG...]: lucky-undo ARG... -f FROM exits 0, says
# nothing on stderr, and writes exactly the file TO
undone() {
	local from=$1 to=$2

	shift 2
	run --separate-stderr undo_into "$BATS_TEST_TMPDIR/out" "$@" \
	    -f "$from"
	ran 0 "" ""
	cmp "$to" "$BATS_TEST_TMPDIR/out"
}

undo_into() {
	local out=$1

	shift
	lucky-undo "$@" >"$out"
}

# keys FILE KEY...: lucky-show's answers for the keys, on one line
keys() {
	local f=$1 k args=()

	shift
	for k in "$@"; do
		args+=(-k "$k")
	done
	lucky-show -f "$f" "${args[@]}" | tr '\n' ' ' | sed 's/ $//'
}

@test "lucky-undo takes back the last action: the state before it, byte for byte" {
	local i

	for i in 1 2 3 4; do
		undone "$G/c$i" "$G/c$((i - 1))"
	done
	# from the standard input as well
	run --separate-stderr lucky-undo <"$G/c2"
	ran 0 "$(cat "$G/c1")" ""
}

@test "lucky-undo -N 3 gives the state 3 actions back; every action taken back gives the new game" {
	undone "$G/c4" "$G/c1" -N 3
	undone "$G/c4" "$G/c2" --actions=2
	undone "$G/c4" "$G/c0" -N 4
	undone "$G/c3" "$G/c0" -N 3
}

@test "lucky-undo -i rewrites the file in place; a refusal leaves it as it was" {
	local d="$BATS_TEST_TMPDIR/d"

	mkdir "$d"
	cp "$G/c4" "$d/game"
	run --separate-stderr lucky-undo -i -f "$d/game"
	ran 0 "" ""
	cmp "$G/c3" "$d/game"
	run --separate-stderr lucky-undo -i -N 2 -f "$d/game"
	ran 0 "" ""
	cmp "$G/c1" "$d/game"
	run --separate-stderr lucky-undo -i -N 2 -f "$d/game"
	refused 1 "lucky-undo: the record holds 1 action; cannot take back 2"
	cmp "$G/c1" "$d/game"
	is "files" "game" "$(ls -A "$d")"
	run --separate-stderr lucky-undo -i <"$G/c4"
	refused 2 "lucky-undo: -i rewrites the file given with -f"
}

@test "lucky-undo refuses to take back more actions than the record holds" {
	run --separate-stderr lucky-undo -N 5 -f "$G/c4"
	refused 1 "lucky-undo: the record holds 4 actions; cannot take back 5"
	run --separate-stderr lucky-undo -N 20000 -f "$G/c4"
	refused 1 "lucky-undo: the record holds 4 actions; cannot take back 20000"
	run --separate-stderr lucky-undo -N 2 -f "$G/c1"
	refused 1 "lucky-undo: the record holds 1 action; cannot take back 2"
}

@test "lucky-undo refuses a new game: its record is empty" {
	run --separate-stderr lucky-undo -f "$G/c0"
	refused 1 "lucky-undo: the record holds no actions: nothing to take back"
	run --separate-stderr lucky-undo -N 3 -f "$G/c0"
	refused 1 "lucky-undo: the record holds no actions: nothing to take back"
}

@test "lucky-undo refuses a player's view" {
	lucky-show -a ann -f "$G/c4" >"$BATS_TEST_TMPDIR/view"
	run --separate-stderr lucky-undo -f "$BATS_TEST_TMPDIR/view"
	refused 2 "lucky-undo: this is ann's view of the game: only the game master's state can be undone"
}

@test "lucky-undo refuses a state its record does not replay to" {
	local e="$BATS_TEST_TMPDIR/e"

	# ann's pawn moved by hand, the sum line dropped
	sed -e '/^sum /d' -e 's/^player ann drawing$/player ann kitchen/' \
	    "$G/c4" >"$e"
	run --separate-stderr lucky-undo -f "$e"
	refused 2 'lucky-undo: state:7: the record (4 entries) replays to "player ann drawing": the state was changed after it was written'
	# the last record line dropped, as if that took the action back
	sed -e '/^sum /d' -e '/^record end cat draw$/d' "$G/c4" >"$e"
	run --separate-stderr lucky-undo -f "$e"
	refused 2 'lucky-undo: state:10: the record (3 entries) replays to "lucky hedge": the state was changed after it was written'
	# cat's Failure! card swapped for the Billiard Cue in the draw pile,
	# and the sum written again
	sed -e '/^hand cat /s/f15/w03/' -e '/^+ /s/w03/f15/' "$G/c2" |
	    lucky-show -F -C >"$e"
	run --separate-stderr lucky-undo -f "$e"
	refused 2 'lucky-undo: state:19: the record (2 entries) replays to "hand cat w06 r08 m06 w08 w11 f15": the state was changed after it was written'
	# a record line the rules refuse
	sed -e '/^sum /d' -e 's/^record end bob$/record end bob draw/' \
	    "$G/c4" >"$e"
	run --separate-stderr lucky-undo -f "$e"
	refused 2 'lucky-undo: record entry 2 "end bob draw" does not replay: bob played a card this turn: no card is drawn (RULES C.4)'
	# so in place: the file is left as it was
	cp "$e" "$e.before"
	run --separate-stderr lucky-undo -i -f "$e"
	refused 2 'lucky-undo: record entry 2 "end bob draw" does not replay: bob played a card this turn: no card is drawn (RULES C.4)'
	cmp "$e.before" "$e"
}

@test "lucky-undo refuses a state whose setup cannot be made again" {
	# an option the setup refuses for 3 players, after one action
	lucky-new -r anniversary -s 7 ann bob dan | lucky-end |
	    sed -e '/^sum /d' -e '/^deck /a\
option lock=west' >"$BATS_TEST_TMPDIR/e"
	run --separate-stderr lucky-undo -f "$BATS_TEST_TMPDIR/e"
	refused 2 "lucky-undo: the setup cannot be made again: option lock=west: with 3 players both wings are locked (RULES A.2)"
}

@test "lucky-undo -F takes back an action of a state whose only fault is its checksum" {
	local e="$BATS_TEST_TMPDIR/e"

	# another sum (CR LF line ends no longer change it: lucky-state(5)),
	# the game the same
	sed 's/^sum .*/sum 00000000/' "$G/c4" >"$e"
	run --separate-stderr lucky-undo -f "$e"
	refused 2 "lucky-undo: state:31: checksum mismatch: the state was changed or damaged after it was written (-F reads it anyway)"
	undone "$e" "$G/c3" -F
	# a pawn moved, the sum left as it was: -F reads it, the replay
	# refuses it
	sed 's/^player ann drawing$/player ann kitchen/' "$G/c4" >"$e"
	run --separate-stderr lucky-undo -F -f "$e"
	refused 2 'lucky-undo: state:7: the record (4 entries) replays to "player ann drawing": the state was changed after it was written'
}

@test "A.14 lucky-undo takes back the escape: the finished anniversary game again" {
	is "the escape" "escape ann" "$(lucky-show -f "$G/e13" -k record |
	    tail -n 1)"
	undone "$G/e13" "$G/a12"
	is "taken back" "anniversary over ann" \
	    "$(lucky-undo -f "$G/e13" | lucky-show -k rules -k phase -k winner |
	    tr '\n' ' ' | sed 's/ $//')"
	# the escape game's first turn and its start
	undone "$G/e14" "$G/e13"
	undone "$G/e14" "$G/a12" -N 2
	undone "$G/e14" "$G/a11" -N 3
	undone "$G/e14" "$G/a0" -N 14
}

@test "A.14 lucky-undo: an escape game started at once goes back to its own setup" {
	local x="$BATS_TEST_TMPDIR/x"

	lucky-new -r escape -s 42 ann bob cid >"$x.0"
	lucky-end <"$x.0" >"$x.1"
	lucky-move -m lucky library <"$x.1" >"$x.2"
	undone "$x.2" "$x.1"
	undone "$x.2" "$x.0" -N 2
	is "rules" "escape" "$(lucky-undo -N 2 -f "$x.2" | lucky-show -k rules)"
}

@test "A.11 lucky-undo takes back the strangers' turns and answers with the player's action before them" {
	local i

	# ann's end of turn: stranger1 walked to the Foyer, Doctor Lucky
	# moved twice, bob to play turn 3; taken back, all of it
	is "after" "foyer tennessee 3 bob" \
	    "$(keys "$G/a2" room:stranger1 lucky turn current)"
	undone "$G/a2" "$G/a1"
	is "taken back" "drawing gallery 1 ann" \
	    "$(keys "$G/a1" room:stranger1 lucky turn current)"
	# bob's attempt: stranger2 answered with the top card, x14, and
	# ann's answer is due; taken back, x14 is on top of the draw pile
	is "attempt" "x14 ann" "$(sed -n 's/^discard v23 //p' "$G/a4") $(keys "$G/a4" answer-due)"
	undone "$G/a4" "$G/a3"
	is "taken back" "x14" "$(sed -n 's/^draw \([^ ]*\) .*/\1/p' "$G/a3")"
	# bob's pass: stranger1 answered with x09, too little, and ann won
	undone "$G/a12" "$G/a11"
	is "taken back" "answer bob" "$(keys "$G/a11" phase answer-due)"
	# and every state of the game, back from its end
	for i in 1 2 3 5 8 12; do
		undone "$G/a12" "$G/a$((12 - i))" -N "$i"
	done
}

@test "P.4 lucky-undo takes back the dog's tokens: taken by a player, and brought to the players" {
	# ann took the dog's token for m08
	is "taken" "move 0 1 28" "$(keys "$G/p9" phase dog-tokens tokens:ann pool)"
	undone "$G/p9" "$G/p8"
	is "back with the dog" "take parlor 1 0 ann" \
	    "$(keys "$G/p8" phase dog dog-tokens tokens:ann take-due)"
	# cat's end of turn brought the dog to ann
	undone "$G/p8" "$G/p7"
	is "the dog's step back" "move hall-e 1" \
	    "$(keys "$G/p7" phase dog dog-tokens)"
	undone "$G/p10" "$G/p8" -N 2
	# the foiled attempt that gave the dog his token
	undone "$G/p10" "$G/p5" -N 5
	is "before the foil" "0 30" "$(keys "$G/p5" dog-tokens pool)"
}

@test "lucky-undo -N takes a number of actions from 1 to 20000: 0, -1, abc and huge ones are usage errors" {
	run --separate-stderr lucky-undo -N 0 -f "$G/c4"
	refused 2 'lucky-undo: actions "0" is too small (1-20000)'
	run --separate-stderr lucky-undo -N -1 -f "$G/c4"
	refused 2 'lucky-undo: actions "-1" is too small (1-20000)'
	run --separate-stderr lucky-undo -N abc -f "$G/c4"
	refused 2 'lucky-undo: actions "abc" is invalid (1-20000)'
	run --separate-stderr lucky-undo -N 2x -f "$G/c4"
	refused 2 'lucky-undo: actions "2x" is invalid (1-20000)'
	run --separate-stderr lucky-undo -N 20001 -f "$G/c4"
	refused 2 'lucky-undo: actions "20001" is too large (1-20000)'
	run --separate-stderr lucky-undo --actions=99999999999999999999 -f "$G/c4"
	refused 2 'lucky-undo: actions "99999999999999999999" is too large (1-20000)'
	run --separate-stderr lucky-undo -f "$G/c4" extra
	refused 2 "$USAGE"
}

@test "issue 25: lucky-undo reads the state from a file operand as from -f, and refuses both" {
	newgame
	local cmd

	read -r -a cmd < <(lucky-bot -f "$S")
	"${cmd[@]}" -f "$S" >"$S.1"
	run --separate-stderr lucky-undo "$S.1"
	ran 0 "$(lucky-undo -f "$S.1")" ""
	run --separate-stderr lucky-undo -f "$S.1" "$S.1"
	refused 2 "$(lucky-undo -h 2>&1 | sed -n 1p)"
}
