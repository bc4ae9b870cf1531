#!/usr/bin/env bats
# lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE.
#
# lucky-solve(1): can a player kill Doctor Lucky this turn whatever the
# others answer?  Hand-made positions with a known answer, both ways.

bats_require_minimum_version 1.5.0
load helper

EX=$BATS_TEST_DIRNAME/../examples

# pos NAME: the position on stdin made a state in $BATS_TEST_TMPDIR/NAME
pos() {
	cat >"$BATS_TEST_TMPDIR/$1.p"
	lucky-new -s 1 --position="$BATS_TEST_TMPDIR/$1.p" \
	    >"$BATS_TEST_TMPDIR/$1"
}

# play STATE: the plan in $output played on STATE, then every answer
# with all the cards that count; prints the state's second line
play() {
	local g=$BATS_TEST_TMPDIR/game line who cards

	cp "$1" "$g"
	while read -r -a line; do
		[ "${line[0]}" = "#" ] && continue
		"${line[@]}" -f "$g" >"$g.n" && mv "$g.n" "$g"
	done <<<"$output"
	while [ "$(lucky-show -f "$g" -k phase)" = answer ]; do
		who=$(lucky-show -f "$g" -k answer-due)
		cards=$(lucky-show -f "$g" -k "detail:$who" | awk '$6 ~ /^[1-9]/ ||
		    ($6 == "-" && $2 == "failure") { print $1 }')
		if [ -n "$cards" ]; then
			# shellcheck disable=SC2086
			lucky-attempt -p "$who" -f "$g" --foil $cards >"$g.n"
		else
			lucky-attempt -p "$who" -f "$g" --pass >"$g.n"
		fi
		mv "$g.n" "$g"
	done
	lucky-show -f "$g" | grep "^turn "
}

# sure_win NAME PLAN: lucky-solve -K, the cards as they lie, finds the
# plan PLAN in the state NAME
sure_win() {
	run --separate-stderr lucky-solve -K -f "$BATS_TEST_TMPDIR/$1"
	ran 0 "$2" ""
}

# no_sure_win NAME: lucky-solve -K finds no sure win for ann in NAME
no_sure_win() {
	run --separate-stderr lucky-solve -K -f "$BATS_TEST_TMPDIR/$1"
	ran 1 "no sure win for ann this turn" ""
}

# kills NAME: the plan in $output, played on the state NAME with every
# answer, kills Doctor Lucky on the first turn
kills() {
	run --separate-stderr play "$BATS_TEST_TMPDIR/$1"
	ran 0 "turn 1, round 1: game over: ann killed Doctor Lucky" ""
}

@test "C.5 C.6 lucky-solve -K: ann wins by moving Doctor Lucky with a card" {
	lucky-new -s 1 --position="$EX/puzzle/position" >"$BATS_TEST_TMPDIR/s"
	run --separate-stderr lucky-solve -K -v -f "$BATS_TEST_TMPDIR/s"
	ran 0 "lucky-move -p ann -c r17 gallery
lucky-move -p ann -D -c m09 gallery
lucky-attempt -p ann -c w13" "value 8 against at most 7 (114 positions of the turn)"
	run --separate-stderr play "$BATS_TEST_TMPDIR/s"
	ran 0 "turn 9, round 3: game over: ann killed Doctor Lucky" ""
}

@test "C.7 lucky-solve -K: one more failure point, no sure win, exit 1" {
	sed -e 's/^hand cat f02 w16/hand cat f02 f03 w16/' \
	    "$EX/puzzle/position" | pos s
	no_sure_win s
}

@test "C.7 lucky-solve: the best unseen failure card decides, the hands hidden" {
	# ann holds f39-f41 (3 each); bob's two cards are hidden from her
	pos seen <<-EOF
	player ann Library
	player bob Billiard Room
	lucky Library
	hand ann w10 f39 f40 f41
	hand bob f01 f02
	discard f42
	EOF
	sed '/^discard/d' "$BATS_TEST_TMPDIR/seen.p" | pos unseen
	# f42 seen in the discard pile: bob holds at most 2 + 2 < 5
	run --separate-stderr lucky-solve -v -f "$BATS_TEST_TMPDIR/seen"
	ran 0 "lucky-attempt -p ann -c w10" "value 5 against at most 4 (1 position of the turn)"
	# f42 unseen: bob may hold it, 3 + 2 = 5 foils
	run --separate-stderr lucky-solve -v -f "$BATS_TEST_TMPDIR/unseen"
	ran 1 "no sure win for ann this turn" "4 positions of the turn, no attempt above 5"
	# the cards as they lie: bob's f01 f02 do not foil
	sure_win unseen "lucky-attempt -p ann -c w10"
	kills unseen
	# ann's view asks the same question as the master state
	lucky-show --as ann -f "$BATS_TEST_TMPDIR/unseen" >"$BATS_TEST_TMPDIR/v"
	run --separate-stderr lucky-solve -f "$BATS_TEST_TMPDIR/v"
	ran 1 "no sure win for ann this turn" ""
}

@test "P.2 lucky-solve: the spite tokens count in the attempt" {
	pos two <<-EOF
	rules paizo
	player ann Library
	player bob Billiard Room
	lucky Library
	tokens ann 2
	hand ann w10
	hand bob f39 f40
	EOF
	sed 's/^tokens ann 2/tokens ann 1/' "$BATS_TEST_TMPDIR/two.p" | pos one
	run --separate-stderr lucky-solve -K -v -f "$BATS_TEST_TMPDIR/two"
	ran 0 "lucky-attempt -p ann -c w10" "value 7 against at most 6 (1 position of the turn)"
	kills two
	no_sure_win one
}

@test "P.3 lucky-solve: who must foil changes who stops it, not whether" {
	# cat answers last and must foil (P.3); bob may pass; 3 + 3 < 7
	pos p <<-EOF
	rules paizo
	player ann Library
	player bob Billiard Room
	player cat Kitchen
	lucky Library
	tokens ann 2
	hand ann w10
	hand bob f39
	hand cat f40
	EOF
	sure_win p "lucky-attempt -p ann -c w10"
	kills p
	# one more point for bob, the first to answer: 4 + 3 = 7 foils
	sed 's/^hand bob f39/hand bob f39 f01/' "$BATS_TEST_TMPDIR/p.p" | pos q
	no_sure_win q
}

@test "P.4 lucky-solve: no attempt the old dog sees" {
	# the Gallery sees the Library; the Kitchen does not
	pos seen <<-EOF
	rules paizo
	option dog=old
	player ann Library
	player bob Billiard Room
	lucky Library
	dog Gallery
	hand ann w10
	EOF
	no_sure_win seen
	sed 's/^dog Gallery/dog Kitchen/' "$BATS_TEST_TMPDIR/seen.p" | pos unseen
	sure_win unseen "lucky-attempt -p ann -c w10"
}

@test "A.5 A.12 lucky-solve: the free step moves the dog out of sight first" {
	pos d <<-EOF
	rules anniversary
	option pet=dog
	player ann Library
	player bob Cellar
	player cyd Kitchen
	lucky Library
	dog Tennessee Room
	hand ann a17
	hand bob x01
	hand cyd
	EOF
	run --separate-stderr lucky-attempt -c a17 -f "$BATS_TEST_TMPDIR/d"
	refused 1 "lucky-attempt: Shamrock sees you from Tennessee Room (17) (RULES A.12)"
	run --separate-stderr lucky-solve -K -v -f "$BATS_TEST_TMPDIR/d"
	ran 0 "lucky-move -p ann -m dog parlor
lucky-attempt -p ann -c a17" "value 5 against at most 1 (8 positions of the turn)"
	kills d
}

@test "A.6 A.7 lucky-solve: two weapons against the others' clovers" {
	# strength 1 + a17 (4 in the Library) + a20 (2): 7 against 4 + 2
	pos a <<-EOF
	rules anniversary
	player ann Library
	player bob Kitchen
	player cyd Cellar
	lucky Library
	hand ann a17 a20
	hand bob x21 x13
	hand cyd
	EOF
	sed 's/^hand cyd$/hand cyd x01/' "$BATS_TEST_TMPDIR/a.p" | pos b
	run --separate-stderr lucky-solve -K -v -f "$BATS_TEST_TMPDIR/a"
	ran 0 "lucky-attempt -p ann -c a17 -c a20" "value 7 against at most 6 (1 position of the turn)"
	kills a
	# one clover more: 7 against 7
	no_sure_win b
	# hidden, bob's two cards may be x21 and x22: 8
	run --separate-stderr lucky-solve -v -f "$BATS_TEST_TMPDIR/a"
	ran 1 "no sure win for ann this turn" "7 positions of the turn, no attempt above 8"
}

@test "A.11 lucky-solve: the strangers turn up the deck's top cards, known with -K" {
	# stranger1 answers first, then bob (1 clover), then stranger2
	pos s <<-EOF
	rules anniversary
	player ann Library
	player stranger1 Cellar stranger
	player bob Kitchen
	player stranger2 Kitchen stranger
	lucky Library
	hand ann a17 a20
	hand bob x01
	draw a01 a02
	EOF
	# no clovers on top: one weapon will do, 5 against 1
	run --separate-stderr lucky-solve -K -v -f "$BATS_TEST_TMPDIR/s"
	ran 0 "lucky-attempt -p ann -c a17" "value 5 against at most 1 (1 position of the turn)"
	# x21 (4 clovers) on top: both weapons, 7 against 4 + 1 + 0
	sed 's/^draw .*/draw x21 a01/' "$BATS_TEST_TMPDIR/s.p" | pos t
	run --separate-stderr lucky-solve -K -v -f "$BATS_TEST_TMPDIR/t"
	ran 0 "lucky-attempt -p ann -c a17 -c a20" "value 7 against at most 5 (1 position of the turn)"
	kills t
	sed 's/^draw .*/draw x21 x22/' "$BATS_TEST_TMPDIR/s.p" | pos u
	no_sure_win u
	# the deck unknown to ann: each stranger may turn up a 4, bob hold one
	run --separate-stderr lucky-solve -v -f "$BATS_TEST_TMPDIR/s"
	ran 1 "no sure win for ann this turn" "7 positions of the turn, no attempt above 12"
}

@test "lucky-solve: not the player's move, exit 1 with why" {
	lucky-new -s 1 --position="$EX/puzzle/position" >"$BATS_TEST_TMPDIR/s"
	run --separate-stderr lucky-solve -p bob -f "$BATS_TEST_TMPDIR/s"
	refused 1 "lucky-solve: bob is not to move: it is ann's move"
}

@test "lucky-solve: the player is to answer, not to move: exit 1 with why" {
	lucky-new -s 75 ann bob cat dan | lucky-move -c move-1 dining |
	    lucky-move billiard | lucky-attempt -c pinking >"$BATS_TEST_TMPDIR/s"
	run --separate-stderr lucky-solve -p bob -f "$BATS_TEST_TMPDIR/s"
	refused 1 "lucky-solve: bob is to act, but not to move: it is bob's answer, and lucky-solve plans a move"
}

@test "issue 25: lucky-solve reads the state from a file operand as from -f, and refuses both" {
	newgame
	run --separate-stderr lucky-solve "$S"
	ran 1 "$(lucky-solve -f "$S")" ""
	run --separate-stderr lucky-solve -f "$S" "$S"
	refused 2 "$(lucky-solve -h 2>&1 | sed -n 1p)"
	run --separate-stderr lucky-solve "$S" "$S"
	refused 2 "$(lucky-solve -h 2>&1 | sed -n 1p)"
}
