#!/usr/bin/env bats
# lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE.
#
# lucky-state(5): what a state may look like.  Every malformed state is
# derived from the good one `lucky-new -s 42 ann bob cat` writes (in
# $S) by one edit, and refused with exit 2, nothing on stdout and one
# line on stderr that names the line at fault.  The good state's lines:
#
#   1 lucky-state 1    7-9 player       14 phase    20 draw
#   2 rules classic    10 lucky white   15 free     21-24 + (draw)
#   3 board mansion    11 first bob     16 played   25 discard
#   4 deck classic     12 turn 1 bob    17-19 hand  26 removed
#   5 seed 42          13 round 1
#   6 rng ...

bats_require_minimum_version 1.5.0
load helper

setup() {
	newgame
	E="$BATS_TEST_TMPDIR/e"
}

# --- the good state and its harmless variations --------------------------

@test "the state lucky-new writes has the lines this file counts on" {
	run --separate-stderr awk '{ print NR, $1 }' "$S"
	ran 0 "1 lucky-state
2 rules
3 board
4 deck
5 seed
6 rng
7 player
8 player
9 player
10 lucky
11 first
12 turn
13 round
14 phase
15 free
16 played
17 hand
18 hand
19 hand
20 draw
21 +
22 +
23 +
24 +
25 discard
26 removed" ""
}

@test "a state with CRLF line endings is accepted" {
	sed 's/$/\r/' "$S" >"$BATS_TEST_TMPDIR/crlf"
	lucky-show -C -f "$BATS_TEST_TMPDIR/crlf" | sed "/^sum /d" >"$BATS_TEST_TMPDIR/c"
	run --separate-stderr cmp "$S" "$BATS_TEST_TMPDIR/c"
	ran 0 "" ""
}

@test "comments, blank lines and blanks around words are accepted" {
	sed -e '1i # a comment before the version line' -e '1i\
' -e 's/^phase move/  phase	 move  /' -e '/^hand/i\
	# indented comment' -e '$a\
' "$S" >"$E"
	lucky-show -C -f "$E" | sed "/^sum /d" >"$BATS_TEST_TMPDIR/c"
	run --separate-stderr cmp "$S" "$BATS_TEST_TMPDIR/c"
	ran 0 "" ""
}

@test "a state without its last newline is accepted" {
	printf '%s' "$(cat "$S")" >"$E"
	lucky-show -C -f "$E" | sed "/^sum /d" >"$BATS_TEST_TMPDIR/c"
	run --separate-stderr cmp "$S" "$BATS_TEST_TMPDIR/c"
	ran 0 "" ""
}

@test "a line of exactly 1000 characters is accepted" {
	{ cat "$S"; printf '#%0999d\n' 0; } >"$E"
	run --separate-stderr lucky-show -f "$E" -k first
	ran 0 bob ""
}

@test "a state of exactly 1 MiB is accepted" {
	{ cat "$S"; yes "#$(printf '%0998d' 0)"; } 2>/dev/null |
	    head -c 1048576 >"$E"
	run --separate-stderr wc -c <"$E"
	ran 0 1048576 ""
	run --separate-stderr lucky-show -f "$E" -k first
	ran 0 bob ""
}

# --- malformed states ----------------------------------------------------

@test "an empty file is not a state" {
	: >"$E"
	bad_state "$E" 'state: empty: not a lucky state'
}

@test "a file of only comments and blank lines is not a state" {
	printf '# nothing here\n\n   \n' >"$E"
	bad_state "$E" 'state: empty: not a lucky state'
}

@test "a file that does not start with lucky-state is not a state" {
	printf 'hello world\n' >"$E"
	bad_state "$E" 'state:1: not a lucky state: the first line must be "lucky-state 1"'
	edit '1d'
	bad_state "$E" 'state:1: not a lucky state: the first line must be "lucky-state 1"'
}

@test "a state of version 2 is refused" {
	edit '1s/1/2/'
	bad_state "$E" 'state:1: state version 2 is not supported (1 is)'
}

@test "a control byte is not text" {
	printf '\001' >"$E"
	bad_state "$E" 'state:1: byte 0x01 is not ASCII text'
	edit '3s/^/\x01/'
	bad_state "$E" 'state:3: byte 0x01 is not ASCII text'
}

@test "a non-ASCII byte is refused, even in a comment" {
	edit '5a # caf\xc3\xa9'
	bad_state "$E" 'state:6: byte 0xc3 is not ASCII text'
}

@test "a line over 1000 characters is refused" {
	{ cat "$S"; printf '#%01000d\n' 0; } >"$E"
	bad_state "$E" 'state:27: line longer than 1000 characters'
}

@test "a file over 1 MiB is refused" {
	{ cat "$S"; yes "#$(printf '%0998d' 0)"; } 2>/dev/null |
	    head -c 1048577 >"$E"
	bad_state "$E" 'state: larger than 1048576 bytes'
}

@test "an unknown line is refused" {
	edit '$a frob 1'
	bad_state "$E" 'state:27: unknown line "frob"'
}

@test "a line of another rule set is refused as such" {
	edit '$a pool 30'
	bad_state "$E" 'state:27: line "pool" is not used by the classic rules'
}

@test "an unknown room is refused with the nearest name" {
	edit 's/^player ann drawing/player ann Kitchn/'
	bad_state "$E" 'state:7: unknown room "Kitchn" (did you mean "Kitchen"?)'
}

@test "an unknown room far from every name is refused" {
	edit 's/^lucky white/lucky attic/'
	bad_state "$E" 'state:10: unknown room "attic"'
}

@test "an ambiguous room prefix is refused with the candidates" {
	edit 's/^player ann drawing/player ann li/'
	bad_state "$E" 'state:7: ambiguous room "li" (Library, Lilac Room)'
}

@test "a room number the board does not have is refused" {
	edit 's/^lucky white/lucky 20/'
	bad_state "$E" 'state:10: no room numbered 20'
}

@test "an unknown card is refused with the nearest id" {
	edit 's/ w16 / w99 /'
	bad_state "$E" 'state:17: unknown card "w99" in deck classic (did you mean "w09"?)'
}

@test "a card id in capitals is refused, suggesting the id itself" {
	edit 's/ w16 / W16 /'
	bad_state "$E" 'state:17: unknown card "W16" in deck classic (did you mean "w16"?)'
}

@test "a card in two hands is refused" {
	edit 's/ f34 / w16 /'
	bad_state "$E" 'state:18: card w16 is already on line 17'
}

@test "a card twice in a pile is refused" {
	edit 's/^draw f32 f24 /draw f32 f32 /'
	bad_state "$E" 'state:20: card f32 is already on line 20'
}

@test "a missing card is refused" {
	edit 's/ w16 / /'
	bad_state "$E" 'state:26: card w16 is missing: every card of deck classic must be in a hand or a pile'
}

@test "a second turn line is refused" {
	edit '$a turn 2 ann'
	bad_state "$E" 'state:27: second "turn" line (the first is line 12)'
}

@test "a state without a lucky line is incomplete" {
	edit '/^lucky /d'
	bad_state "$E" 'state:25: no "lucky" line: the state is incomplete'
}

@test "a state without a hand line for a player is refused" {
	edit '/^hand cat/d'
	bad_state "$E" 'state:25: no "hand cat" line'
}

@test "a second hand line for a player is refused" {
	edit '$a hand ann'
	bad_state "$E" 'state:27: second hand for ann'
}

@test "an rng word that is not 16 hex digits is refused" {
	edit 's/^rng b3/rng x3/'
	bad_state "$E" 'state:6: rng: "x3572469b67ec629" is not 16 lower-case hex digits'
	edit 's/^rng b3572469b67ec629/rng B3572469B67EC629/'
	bad_state "$E" 'state:6: rng: "B3572469B67EC629" is not 16 lower-case hex digits'
}

@test "an rng of all zeros is refused" {
	edit 's/^rng .*/rng 0000000000000000 0000000000000000 0000000000000000 0000000000000000/'
	bad_state "$E" 'state:6: rng: the state must not be all zero'
}

@test "an rng of three words is refused" {
	edit 's/^rng \(.*\) [0-9a-f]*$/rng \1/'
	bad_state "$E" 'state:6: rng: missing value'
}

@test "a bad seed is refused" {
	edit 's/^seed 42/seed -4/'
	bad_state "$E" 'state:5: seed "-4" is too small'
	edit 's/^seed 42/seed x/'
	bad_state "$E" 'state:5: seed "x" is invalid'
	edit 's/^seed 42/seed 9223372036854775808/'
	bad_state "$E" 'state:5: seed "9223372036854775808" is too large'
}

@test "an unknown rule set is refused" {
	edit 's/^rules classic/rules chess/'
	bad_state "$E" 'state:2: unknown rule set "chess"'
}

@test "a board name with a slash is refused before any file is opened" {
	edit 's/^board mansion/board ..\/mansion/'
	bad_state "$E" "state:3: bad board name \"../mansion\": want up to 16 letters, digits and '-'"
	edit 's/^board mansion/board \/etc\/passwd/'
	bad_state "$E" "state:3: bad board name \"/etc/passwd\": want up to 16 letters, digits and '-'"
}

@test "a board that is in no board directory is refused" {
	edit 's/^board mansion/board castle/'
	bad_state "$E" "state:3: no board \"castle\" in $(board_dirs)"
}

@test "an unknown player in the turn line is refused" {
	edit 's/^turn 1 bob/turn 1 dan/'
	bad_state "$E" 'state:12: unknown player "dan"'
	edit 's/^turn 1 bob/turn 1 4/'
	bad_state "$E" 'state:12: no seat 4 (seats are 1-3)'
}

@test "turn 0 is refused" {
	edit 's/^turn 1 bob/turn 0 bob/'
	bad_state "$E" 'state:12: number "0" is too small (1-1000000)'
}

@test "a line with a word too many is refused" {
	edit 's/^round 1/round 1 2/'
	bad_state "$E" 'state:13: round: unexpected "2"'
}

@test "a line with a word too few is refused" {
	edit 's/^first bob/first/'
	bad_state "$E" 'state:11: first: missing value'
	edit 's/^player ann drawing/player ann/'
	bad_state "$E" 'state:7: player: missing value'
}

@test "phase answer without an attempt is refused" {
	edit 's/^phase move/phase answer/'
	bad_state "$E" 'state:26: phase answer without an "attempt" line'
}

@test "a winner while the game is not over is refused" {
	edit '$a winner ann'
	bad_state "$E" 'state:27: a winner, but the phase is not over'
}

@test "phase over without a winner is refused" {
	edit 's/^phase move/phase over/'
	bad_state "$E" 'state:26: phase over without a winner'
}

@test "free 2 is refused: a turn has one free step" {
	edit 's/^free 1/free 2/'
	bad_state "$E" 'state:15: number "2" is too large (0-1)'
}

@test "a round after the turn is refused" {
	edit 's/^round 1/round 2/'
	bad_state "$E" 'state:26: round 2 is after turn 1'
}

@test "a continuation line with nothing before it is refused" {
	edit '1i + f01'
	bad_state "$E" 'state:1: continuation line "+" with nothing to continue'
	edit '1i # a comment is nothing to continue\n+ f01'
	bad_state "$E" 'state:2: continuation line "+" with nothing to continue'
}

@test "an unknown record action is refused" {
	edit '$a record dance ann'
	bad_state "$E" 'state:27: record: unknown action "dance"'
}

@test "a record line without a player is refused" {
	edit '$a record move'
	bad_state "$E" 'state:27: record: missing value'
}

@test "a player named twice is refused" {
	edit 's/^player bob drawing/player ann drawing/'
	bad_state "$E" 'state:8: player "ann" named twice'
	edit 's/^player bob drawing/player ANN drawing/'
	bad_state "$E" 'state:8: player "ANN" named twice'
}

@test "a bad player name is refused" {
	edit 's/^player ann drawing/player 1ann drawing/'
	bad_state "$E" 'state:7: player name "1ann" must start with a letter'
	edit 's/^player ann drawing/player lucky drawing/'
	bad_state "$E" "state:7: \"lucky\" cannot be a player's name: it names another pawn"
}

@test "C.3 a state with one player is refused" {
	# bob and cat leave; their cards go to the piles
	edit '/^player bob/d; /^player cat/d; /^discard$/d; /^removed$/d;
	    s/^hand bob/discard/; s/^hand cat/removed/; s/ bob$/ ann/'
	bad_state "$E" 'state:22: 1 player; classic rules need 2 to 8'
}

@test "C.3 a state with nine players is refused" {
	edit '/^player cat/a player dan drawing\nplayer eve drawing\nplayer fay drawing\nplayer gus drawing\nplayer hal drawing\nplayer ida drawing'
	bad_state "$E" 'state:15: more than 8 players'
}

@test "a weapon-less card in an attempt is refused" {
	edit 's/^phase move/phase answer/; s/^turn 1 bob/turn 1 ann/;
	    /^played/a attempt ann lucky 1 f05\nanswer bob 0'
	bad_state "$E" 'state:17: attempt: f05 is not a weapon'
}

# --- limits: every state a program writes is read back --------------------
#
# lucky-state(5) "Limits": a state is read only within its limits, so an
# action whose state would pass one is refused (exit 1, the reason, the
# state unchanged), and a state whose canonical text would pass 1 MiB is
# refused on reading, since the programs could not write it back.

# sized N: $S with "record end ann WORD" lines added, so that its
# canonical text, the sum line included, is N bytes; in $E, without a sum
# line.  Each such line adds 16 bytes and its word, 40 characters at most.
sized() {
	local base extra q r1 r2

	base=$(lucky-show -C -f "$S" | wc -c)
	extra=$(($1 - base))
	q=$((extra / 56 - 1))
	r1=$(((extra - 56 * q) / 2))
	r2=$((extra - 56 * q - r1))
	{
		cat "$S"
		yes "record end ann $(printf '%040d' 0)" | head -n "$q"
		echo "record end ann $(printf '%0*d' $((r1 - 16)) 0)"
		echo "record end ann $(printf '%0*d' $((r2 - 16)) 0)"
	} >"$E"
}

@test "limits: a line of 1000 characters ending in CR LF is accepted, as with LF" {
	{ cat "$S"; printf '#%0999d\r\n' 0; } >"$E"
	run --separate-stderr lucky-show -f "$E" -k first
	ran 0 bob ""
	{ cat "$S"; printf '#%01000d\r\n' 0; } >"$E"
	bad_state "$E" 'state:27: line longer than 1000 characters'
}

@test "limits: a line and its \"+\" lines hold 4000 characters at most" {
	local w40

	w40=$(printf '%040d' 0)
	# "record end ann", 97 words of 40 and one of 8: 14 + 97 * 41 + 9
	{
		cat "$S"
		echo "record end ann"
		yes "+ $w40" | head -n 97
		echo "+ 12345678"
	} >"$E"
	run --separate-stderr lucky-show -f "$E" -k record
	is status 0 "$status"
	is "record entry" 3993 "$(printf '%s' "$output" | wc -c)"
	sed '$s/$/9/' "$E" >"$BATS_TEST_TMPDIR/long"
	bad_state "$BATS_TEST_TMPDIR/long" 'state:125: the line continued from line 27 is longer than 4000 characters'
}

@test "limits: one entry continued over 1 MiB of \"+\" lines is refused at 4000 characters, at once" {
	local start ms

	{ cat "$S"; echo "record end ann"; yes "+ ab"; } 2>/dev/null |
	    head -c 1048576 >"$E"
	start=$(date +%s%N)
	bad_state "$E" 'state:1356: the line continued from line 27 is longer than 4000 characters'
	ms=$((($(date +%s%N) - start) / 1000000))
	if [ "$ms" -ge 1000 ]; then
		echo "two reads took $ms ms" >&2
		return 1
	fi
}

@test "limits: a state whose canonical text is 1 MiB is read; an action that would pass 1 MiB is refused" {
	sized 1048576
	run --separate-stderr sh -c 'lucky-show -C -f "$1" | wc -c' sh "$E"
	ran 0 1048576 ""
	run --separate-stderr lucky-end --no-draw -f "$E"
	refused 1 "lucky-end: the state would be 1048591 bytes, more than the 1048576 a state can hold"
	run --separate-stderr lucky-end --no-draw -n -f "$E"
	refused 1 "lucky-end: the state would be 1048591 bytes, more than the 1048576 a state can hold"
	# 15 bytes fewer: "record end bob" fits exactly
	sized $((1048576 - 15))
	lucky-end --no-draw -f "$E" >"$BATS_TEST_TMPDIR/next"
	run --separate-stderr wc -c <"$BATS_TEST_TMPDIR/next"
	ran 0 1048576 ""
	run --separate-stderr lucky-show -f "$BATS_TEST_TMPDIR/next" -k turn \
	    -k current
	ran 0 "2
cat" ""
}

@test "limits: a state whose canonical text would pass 1 MiB is refused on reading" {
	# 1048564 bytes read, 1048577 written: the sum line is 13 bytes
	sized 1048577
	run --separate-stderr wc -c <"$E"
	ran 0 1048564 ""
	bad_state "$E" 'state: written in the canonical form the state would be 1048577 bytes, more than 1048576'
}

@test "limits: lucky-show -a refuses a view that would pass 1 MiB" {
	local dir=$BATS_TEST_TMPDIR/decks viewer=abcdefghijklmnop

	# a deck whose cards "a" and "b" are hidden as "?1", one byte more
	# each; the view's lines are 3 bytes more than the seed 0 and the rng
	mkdir -p "$dir"
	sed -E -e 's/^name classic/name tiny/' -e 's/^(card|text) f01 /\1 a /' \
	    -e 's/^(card|text) f02 /\1 b /' "$(deck_file)" >"$dir/tiny.deck"
	export LUCKY_PATH="$dir:$LUCKY_PATH"
	{
		printf 'lucky-state 1\nrules classic\nboard mansion\n'
		printf 'deck tiny\nseed 0\nrng 0000000000000001'
		printf ' 0000000000000000 0000000000000000 0000000000000000\n'
		printf 'player %s drawing\nplayer ann drawing\n' "$viewer"
		printf 'lucky white\nfirst ann\nturn 1 ann\nround 1\n'
		printf 'phase move\nfree 1\nplayed 0\n'
		printf 'hand %s\nhand ann a\ndraw b\ndiscard' "$viewer"
		awk '$1 == "card" && $2 != "a" && $2 != "b" { printf " %s", $2 }' \
		    "$dir/tiny.deck"
		printf '\nremoved\n'
	} >"$S"
	sized 1048576
	run --separate-stderr lucky-show -f "$E" -a "$viewer"
	refused 1 "lucky-show: the view would be 1048581 bytes, more than the 1048576 a state can hold"
	sized $((1048576 - 5))
	lucky-show -f "$E" -a "$viewer" >"$BATS_TEST_TMPDIR/view"
	run --separate-stderr wc -c <"$BATS_TEST_TMPDIR/view"
	ran 0 1048576 ""
	run --separate-stderr lucky-show -f "$BATS_TEST_TMPDIR/view" -k view
	ran 0 "$viewer" ""
}

@test "limits: at turn 1000000 the turn cannot end (turn 1000001 would not be read)" {
	edit 's/^turn 1 bob/turn 1000000 bob/'
	run --separate-stderr lucky-end -f "$E"
	refused 1 "lucky-end: the game has reached turn 1000000, the most a state can hold"
	edit 's/^turn 1 bob/turn 999999 bob/'
	lucky-end -f "$E" >"$BATS_TEST_TMPDIR/next"
	run --separate-stderr lucky-show -f "$BATS_TEST_TMPDIR/next" -k turn \
	    -k current
	ran 0 "1000000
cat" ""
}

@test "limits: a turn that has played 128 cards cannot play one more" {
	edit 's/^turn 1 bob/turn 1 cat/; s/^played 0/played 128/'
	run --separate-stderr lucky-move -f "$E" -c m06 foyer drawing
	refused 1 "lucky-move: this turn would have 129 cards played, more than the 128 a state can hold"
	edit 's/^turn 1 bob/turn 1 cat/; s/^played 0/played 127/'
	lucky-move -f "$E" -c m06 foyer drawing >"$BATS_TEST_TMPDIR/next"
	run --separate-stderr sh -c 'lucky-show -C -f "$1" | grep "^played"' \
	    sh "$BATS_TEST_TMPDIR/next"
	ran 0 "played 128" ""
}

@test "limits: a record of 20000 entries takes no more action" {
	{ cat "$S"; yes "record end ann" | head -n 20000; } >"$E"
	run --separate-stderr lucky-end -f "$E"
	refused 1 "lucky-end: the record holds 20000 actions, the most a state can hold"
	{ cat "$S"; yes "record end ann" | head -n 19999; } >"$E"
	lucky-end -f "$E" >"$BATS_TEST_TMPDIR/next"
	run --separate-stderr sh -c 'lucky-show -f "$1" -k record | wc -l' sh \
	    "$BATS_TEST_TMPDIR/next"
	ran 0 20000 ""
	{ cat "$S"; yes "record end ann" | head -n 20001; } >"$E"
	bad_state "$E" 'state:20027: record: more than 20000 entries'
}

@test "limits: a record of 20000 entries is read within a second (the record grows geometrically)" {
	local start ms

	{ cat "$S"; yes "record end ann" | head -n 20000; } >"$E"
	start=$(date +%s%N)
	run --separate-stderr lucky-show -f "$E" -k turn
	ms=$((($(date +%s%N) - start) / 1000000))
	ran 0 1 ""
	if [ "$ms" -ge 1000 ]; then
		echo "20000 record entries took $ms ms to read" >&2
		return 1
	fi
}

@test "limits: A.6 an attempt worth more than 999 is refused" {
	local dir=$BATS_TEST_TMPDIR/decks i w=

	mkdir -p "$dir"
	{
		echo "lucky-deck 1"
		echo "name heavy"
		for i in $(seq 10 29); do
			echo "card h$i weapon 99 - - 0 Heavy $i"
		done
		for i in $(seq 30 79); do
			echo "card x$i failure 1 - - 1 Failure $i"
		done
	} >"$dir/heavy.deck"
	export LUCKY_PATH="$dir:$LUCKY_PATH"
	# ann alone with Doctor Lucky, holding h10 to h19 and h21 (from the
	# draw pile; h20 lies on a locked room)
	lucky-new -r anniversary -d heavy -s 1 ann bob | sed -E '/^sum /d;
	    s/ h1[0-9]| h21//g; s/^lucky .*/lucky drawing/;
	    s/^player (stranger1|bob|stranger2) drawing/player \1 white/;
	    s/^hand ann /&h10 h11 h12 h13 h14 h15 h16 h17 h18 h19 h21 /' \
	    >"$E"
	for i in $(seq 10 19); do
		w="$w -c h$i"
	done
	# 1 + 10 * 99
	lucky-attempt -f "$E" $w >"$BATS_TEST_TMPDIR/next"
	run --separate-stderr sh -c 'lucky-show -C -f "$1" | grep "^attempt"' \
	    sh "$BATS_TEST_TMPDIR/next"
	ran 0 "attempt ann lucky 991 h10 h11 h12 h13 h14 h15 h16 h17 h18 h19" ""
	run --separate-stderr lucky-attempt -f "$E" $w -c h21
	refused 1 "lucky-attempt: an attempt worth 1090, more than the 999 a state can hold"
}

@test "limits: a record entry longer than 1000 characters is kept whole (63 cards and 64 steps)" {
	local dir=$BATS_TEST_TMPDIR/decks i args=()

	mkdir -p "$dir"
	{
		echo "lucky-deck 1"
		echo "name long"
		for i in $(seq -f '%04g' 1 120); do
			echo "card move$i move 1 - - - Move-1"
		done
		for i in $(seq 1 8); do
			echo "card room00$i room - greenhouse - - Green House"
		done
	} >"$dir/long.deck"
	export LUCKY_PATH="$dir:$LUCKY_PATH"
	newgame -d long -s 1 ann bob
	# bob, in the Green House, holds every move card
	edit '/^+/d; /^hand /d; /^discard/d; s/^draw .*/draw room001/
	    s/^player bob drawing/player bob greenhouse/'
	{
		echo "hand ann"
		seq -f 'move%04g' 1 120 | xargs -n 8 |
		    sed -e '1s/^/hand bob /' -e '2,$s/^/+ /'
		seq -f 'room%03g' 2 8 | paste -sd' ' | sed 's/^/discard /'
	} >>"$E"
	for i in $(seq -f 'move%04g' 1 63); do
		args+=(-c "$i")
	done
	for i in $(seq 1 32); do
		args+=(winter greenhouse)
	done
	lucky-move -f "$E" "${args[@]}" >"$BATS_TEST_TMPDIR/next"
	run --separate-stderr sh -c 'lucky-show -f "$1" -k record' sh \
	    "$BATS_TEST_TMPDIR/next"
	ran 0 "move bob ${args[*]}" ""
}
