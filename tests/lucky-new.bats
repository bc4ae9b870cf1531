#!/usr/bin/env bats
# lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE.
#
# lucky-new(1): options, refusals, and the setup of RULES C.3 and C.11.

bats_require_minimum_version 1.5.0
load helper

USAGE='usage: lucky-new [-hv] [-b board] [-d deck] [-o option[=value]] [-r rules]
	[-s seed] player ...
       lucky-new --escape [-Fv] [-f file]
       lucky-new [-s seed] --position=file'
OPTLIST='(start=random, tie=longest, weapons+1, no-failure-3)'
# BOARDS.md "Board mansion" 1: the 24 named rooms
NAMED='drawing parlor billiard dining sitting trophy greenhouse winter
kitchen lancaster master nursery armory library tennessee lilac servants
hedge carriage piazza gallery foyer cellar white'

# the "first", "lucky", "hand", "draw", "removed" and "rng" lines of a
# state, joined, sorted, with the players' names as seat numbers
deal_of() {
	joined "$1" | awk '
	    $1 == "player" { seat[$2] = ++n }
	    $1 == "first" { print "first", seat[$2] }
	    $1 == "hand" { $2 = seat[$2]; print }
	    $1 ~ /^(lucky|draw|removed|rng)$/ { print }' | sort
}

# --- usage ---------------------------------------------------------------

@test "lucky-new -h prints the usage, the options, the rule sets and the boards by player count on stdout, exit 0" {
	run --separate-stderr lucky-new -h
	[ "$status" -eq 0 ] && [ -z "$stderr" ]
	is "first lines" "$USAGE" "$(head -n 4 <<<"$output")"
	is "options" "options:" "$(sed -n 5p <<<"$output")"
	is "anniversary options" "               -o lock=west|east -o pet=dog|cat|both -o first=random -o escape" \
	    "$(grep -A1 '^  anniversary' <<<"$output" | tail -n 1)"
	# RULES A.13: the hotel's table
	is "the hotel" "  2-4  -b hotel-upper  (4: consider -o pet=cat)
  4-5  -b hotel-lower  (4: consider -o pet=dog)
  6-8  -b hotel        (7-8: consider -o pet=cat)
the escape game (RULES A.14): lucky-new --escape < finished" "$(tail -n 4 <<<"$output")"
	run --separate-stderr lucky-new --help
	is "--help" 0 "$status"
	# a wrong option gives one line
	run --separate-stderr lucky-new -x ann
	is "-x" 2 "$status"
	is "-x stderr" "lucky-new: unknown option -x (lucky-new --help lists the options)" "$stderr"
}

@test "lucky-new without players is a usage error" {
	run --separate-stderr lucky-new
	refused 2 "$USAGE"
	run --separate-stderr lucky-new -s 1
	refused 2 "$USAGE"
}

@test "lucky-new refuses an unknown option letter with the usage" {
	run --separate-stderr lucky-new -x ann bob
	refused 2 "lucky-new: unknown option -x (lucky-new --help lists the options)"
	run --separate-stderr lucky-new --bogus ann bob
	refused 2 "lucky-new: unknown option --bogus (lucky-new --help lists the options)"
}

@test "lucky-new refuses an option without its value" {
	run --separate-stderr lucky-new ann bob -s
	refused 2 "lucky-new: -s needs an argument (-s seed)"
	run --separate-stderr lucky-new -o
	refused 2 "lucky-new: -o needs an argument (-o option[=value])"
}

@test "lucky-new long options do what the short ones do" {
	lucky-new -s 9 -o tie=longest -r classic -b mansion -d classic \
	    ann bob >"$BATS_TEST_TMPDIR/short"
	run --separate-stderr lucky-new --seed 9 --option tie=longest \
	    --rules classic --board mansion --deck classic ann bob
	ran 0 "$(cat "$BATS_TEST_TMPDIR/short")" ""
}

# --- players -------------------------------------------------------------

@test "C.3 one player is refused" {
	run --separate-stderr lucky-new -s 1 ann
	refused 2 "lucky-new: 1 player: classic rules need 2 to 8"
}

@test "C.3 nine players are refused" {
	run --separate-stderr lucky-new -s 1 a b c d e f g h i
	refused 2 "lucky-new: 9 players: at most 8 can play"
}

@test "C.3 two to eight players can play, seated in the order given" {
	local names=(ann bob cat dan eve fay gus hal) n

	for n in 2 3 4 5 6 7 8; do
		newgame -s "$n" "${names[@]:0:n}"
		run --separate-stderr lucky-show -f "$S" -k players
		ran 0 "$(printf '%s\n' "${names[@]:0:n}")" ""
	done
}

@test "lucky-new refuses a name given twice, in any case" {
	run --separate-stderr lucky-new ann bob ann
	refused 2 'lucky-new: player "ann" named twice'
	run --separate-stderr lucky-new ann bob ANN
	refused 2 'lucky-new: player "ANN" named twice'
}

@test "lucky-new refuses bad player names" {
	run --separate-stderr lucky-new ann 1bob
	refused 2 'lucky-new: player name "1bob" must start with a letter'
	run --separate-stderr lucky-new ann 2
	refused 2 'lucky-new: player name "2" must start with a letter'
	run --separate-stderr lucky-new ann ""
	refused 2 'lucky-new: player name "" must start with a letter'
	run --separate-stderr lucky-new ann b.b
	refused 2 "lucky-new: player name \"b.b\": only letters, digits, '-' and '_'"
	run --separate-stderr lucky-new ann 'bo b'
	refused 2 "lucky-new: player name \"bo b\": only letters, digits, '-' and '_'"
	run --separate-stderr lucky-new ann abcdefghijklmnopq
	refused 2 'lucky-new: player name "abcdefghijklmnopq" is longer than 16 characters'
}

@test "lucky-new accepts letters, digits, '-' and '_' in names, up to 16" {
	newgame -s 1 ann a-b_C9 abcdefghijklmnop
	run --separate-stderr lucky-show -f "$S" -k players
	ran 0 "ann
a-b_C9
abcdefghijklmnop" ""
}

@test "lucky-new refuses Doctor Lucky's name for a player" {
	run --separate-stderr lucky-new ann lucky
	refused 2 "lucky-new: \"lucky\" cannot be a player's name: it names another pawn"
	run --separate-stderr lucky-new LUCKY ann
	refused 2 "lucky-new: \"LUCKY\" cannot be a player's name: it names another pawn"
}

# --- options, rules, seed, board -----------------------------------------

@test "lucky-new refuses an unknown option and lists the options" {
	run --separate-stderr lucky-new -o foo ann bob
	refused 2 "lucky-new: unknown option \"foo\" for classic rules $OPTLIST"
	run --separate-stderr lucky-new -o TIE=longest ann bob
	refused 2 "lucky-new: unknown option \"TIE=longest\" for classic rules $OPTLIST"
}

@test "lucky-new refuses an option with a bad value" {
	run --separate-stderr lucky-new -o tie=shortest ann bob
	refused 2 'lucky-new: option tie wants tie=longest, not "tie=shortest"'
	run --separate-stderr lucky-new -o start ann bob
	refused 2 'lucky-new: option start wants start=random, not "start"'
	run --separate-stderr lucky-new -o weapons+1=2 ann bob
	refused 2 'lucky-new: option weapons+1 takes no value'
}

@test "lucky-new refuses an option given twice" {
	run --separate-stderr lucky-new -o tie=longest -o tie=longest ann bob
	refused 2 'lucky-new: option tie given twice'
	run --separate-stderr lucky-new -o no-failure-3 -o weapons+1 \
	    -o no-failure-3 ann bob
	refused 2 'lucky-new: option no-failure-3 given twice'
}

@test "lucky-new refuses an unknown rule set and lists the rule sets" {
	run --separate-stderr lucky-new -r chess ann bob
	refused 2 'lucky-new: unknown rule set "chess" (classic, paizo, anniversary, escape)'
}

@test "lucky-new refuses a bad seed" {
	local range='(0-9223372036854775807)'

	run --separate-stderr lucky-new -s -1 ann bob
	refused 2 "lucky-new: seed \"-1\" is too small $range"
	run --separate-stderr lucky-new -s abc ann bob
	refused 2 "lucky-new: seed \"abc\" is invalid $range"
	run --separate-stderr lucky-new -s 0x10 ann bob
	refused 2 "lucky-new: seed \"0x10\" is invalid $range"
	run --separate-stderr lucky-new -s "" ann bob
	refused 2 "lucky-new: seed \"\" is invalid $range"
	run --separate-stderr lucky-new -s 9223372036854775808 ann bob
	refused 2 "lucky-new: seed \"9223372036854775808\" is too large $range"
}

@test "lucky-new takes the seeds 0 and 2^63-1" {
	newgame -s 0 ann bob
	run --separate-stderr lucky-show -f "$S" -k seed
	ran 0 0 ""
	newgame -s 9223372036854775807 ann bob
	run --separate-stderr lucky-show -f "$S" -k seed
	ran 0 9223372036854775807 ""
}

@test "lucky-new refuses a board name that is a path" {
	local want="want up to 16 letters, digits and '-'"

	run --separate-stderr lucky-new -b ../etc ann bob
	refused 2 "lucky-new: bad board name \"../etc\": $want"
	run --separate-stderr lucky-new -b /etc/passwd ann bob
	refused 2 "lucky-new: bad board name \"/etc/passwd\": $want"
	run --separate-stderr lucky-new -b mansion.board ann bob
	refused 2 "lucky-new: bad board name \"mansion.board\": $want"
	run --separate-stderr lucky-new -d ../classic ann bob
	refused 2 "lucky-new: bad deck name \"../classic\": $want"
}

@test "lucky-new refuses a board or deck that is in no board directory" {
	run --separate-stderr lucky-new -b nosuch ann bob
	refused 2 "lucky-new: no board \"nosuch\" in $(board_dirs lucky-new)"
	run --separate-stderr lucky-new -d nosuch ann bob
	refused 2 "lucky-new: no deck \"nosuch\" in $(board_dirs lucky-new)"
}

# --- RULES C.3 -----------------------------------------------------------

@test "C.3 a new game: everyone in the Drawing Room with 6 cards, turn 1" {
	local names=(ann bob cat dan eve fay gus hal) n seat

	# (not "i": bats' run clobbers a global i)
	for n in 2 3 4 5 6 7 8; do
		newgame -s $(( n * 1000 + 7 )) "${names[@]:0:n}"
		for (( seat = 1; seat <= n; seat++ )); do
			run --separate-stderr lucky-show -f "$S" -k room:$seat
			ran 0 drawing ""
			run --separate-stderr lucky-show -f "$S" -k cards:$seat
			ran 0 6 ""
		done
		run --separate-stderr lucky-show -f "$S" -k draw
		ran 0 $(( 96 - 6 * n )) ""
		run --separate-stderr grep -E '^(round|phase|free|played|discard|removed)( |$)' "$S"
		ran 0 "round 1
phase move
free 1
played 0
discard
removed" ""
	done
}

@test "C.3 the first player has turn 1 and Lucky starts in a room card's room" {
	local seed first rooms

	rooms=$(awk '$1 == "card" && $3 == "room" { print $5 }' \
	    "$(deck_file)" | sort)
	for seed in 1 2 3 4 5 6 7 8 9 10; do
		newgame -s "$seed" ann bob cat dan
		first=$(lucky-show -f "$S" -k first)
		run --separate-stderr lucky-show -f "$S" -k current
		ran 0 "$first" ""
		run --separate-stderr grep -c "^turn 1 $first\$" "$S"
		ran 0 1 ""
		run --separate-stderr grep -qxF -- "$(lucky-show -f "$S" -k lucky)" <<<"$rooms"
		ran 0 "" ""
	done
}

@test "C.3 the deal re-derived: the first room card dealt picks the first player and Lucky's room" {
	local names=(ann bob cat dan eve fay gus hal) n seed

	for n in 2 3 4 5 6 7 8; do
		for seed in $(( n )) $(( n * 7919 )) 9223372036854775807; do
			newgame -s "$seed" "${names[@]:0:n}"
			run --separate-stderr deal_of "$S"
			ran 0 "$(ref_setup "$seed" "$n" | sort)" ""
		done
	done
}

@test "C.3 start=random puts each player in a named room" {
	local seed seat moved=0 r

	for seed in 1 2 3 4 5 6 7 8; do
		newgame -s "$seed" -o start=random ann bob cat dan eve fay
		for seat in 1 2 3 4 5 6; do
			r=$(lucky-show -f "$S" -k room:$seat)
			run --separate-stderr grep -cw -- "$r" <<<"$NAMED"
			ran 0 1 ""
			[ "$r" = drawing ] || moved=$(( moved + 1 ))
		done
	done
	# 48 players: all of them left in the Drawing Room is no shuffle
	[ "$moved" -gt 0 ]
}

@test "C.3 start=random changes where the players stand, not the deal" {
	lucky-new -s 5 ann bob cat >"$BATS_TEST_TMPDIR/plain"
	newgame -s 5 -o start=random ann bob cat
	run --separate-stderr diff <(grep -Ev '^(player|rng|option|sum) ' \
	    "$BATS_TEST_TMPDIR/plain") <(grep -Ev '^(player|rng|option) ' "$S")
	ran 0 "" ""
	run --separate-stderr grep -c '^option start=random$' "$S"
	ran 0 1 ""
}

@test "C.3 the same seed gives the same state byte for byte" {
	lucky-new -s 1234 -o start=random ann bob cat >"$BATS_TEST_TMPDIR/a"
	lucky-new -s 1234 -o start=random ann bob cat >"$BATS_TEST_TMPDIR/b"
	run --separate-stderr cmp "$BATS_TEST_TMPDIR/a" "$BATS_TEST_TMPDIR/b"
	ran 0 "" ""
}

@test "C.3 different seeds give different deals" {
	lucky-new -s 1234 ann bob cat >"$BATS_TEST_TMPDIR/a"
	lucky-new -s 1235 ann bob cat >"$BATS_TEST_TMPDIR/b"
	run --separate-stderr diff <(grep '^hand' "$BATS_TEST_TMPDIR/a") \
	    <(grep '^hand' "$BATS_TEST_TMPDIR/b")
	[ "$status" -eq 1 ]
}

@test "lucky-new without -s records the seed it chose, and -s replays it" {
	local seed

	lucky-new -o tie=longest ann bob cat >"$BATS_TEST_TMPDIR/a"
	run --separate-stderr grep -c '^seed [0-9][0-9]*$' "$BATS_TEST_TMPDIR/a"
	ran 0 1 ""
	seed=$(sed -n 's/^seed //p' "$BATS_TEST_TMPDIR/a")
	lucky-new -s "$seed" -o tie=longest ann bob cat >"$BATS_TEST_TMPDIR/b"
	run --separate-stderr cmp "$BATS_TEST_TMPDIR/a" "$BATS_TEST_TMPDIR/b"
	ran 0 "" ""
	# a fresh seed each time (equal with probability 2^-63)
	lucky-new ann bob cat >"$BATS_TEST_TMPDIR/c"
	run --separate-stderr cmp -s "$BATS_TEST_TMPDIR/a" "$BATS_TEST_TMPDIR/c"
	[ "$status" -eq 1 ]
}

@test "lucky-new writes the options sorted, one a line, after the deck" {
	newgame -s 3 -o weapons+1 -o tie=longest -o start=random \
	    -o no-failure-3 ann bob
	run --separate-stderr sed -n 1,9p "$S"
	ran 0 "lucky-state 1
rules classic
board mansion
deck classic
option no-failure-3
option start=random
option tie=longest
option weapons+1
seed 3" ""
}

@test "C.11 no-failure-3 puts the four 3-point failure cards in removed" {
	local threes

	threes=$(awk '$1 == "card" && $3 == "failure" && $4 == 3 { print $2 }' \
	    "$(deck_file)")
	run --separate-stderr echo $threes
	ran 0 "f39 f40 f41 f42" ""
	newgame -s 11 -o no-failure-3 ann bob cat
	run --separate-stderr grep '^removed' "$S"
	ran 0 "removed $(echo $threes)" ""
	run --separate-stderr lucky-show -f "$S" -k draw
	ran 0 $(( 96 - 4 - 18 )) ""
	# they are nowhere else
	run --separate-stderr grep -cE " (f39|f40|f41|f42)( |\$)" \
	    <(grep -v '^removed' "$S")
	ran 1 0 ""
	run --separate-stderr deal_of "$S"
	ran 0 "$(ref_setup 11 3 no3 | sort)" ""
}

@test "C.11 weapons+1 is recorded as an option" {
	newgame -s 4 -o weapons+1 ann bob
	run --separate-stderr lucky-show -f "$S" -k options
	ran 0 "weapons+1" ""
	run --separate-stderr grep -c '^option weapons+1$' "$S"
	ran 0 1 ""
}

@test "C.10 tie=longest records when each player last played" {
	newgame -s 4 -o tie=longest ann bob cat
	run --separate-stderr sed -n '/^played/,/^hand/p' "$S"
	ran 0 "played 0
last ann 0
last bob 0
last cat 0
hand ann $(sed -n 's/^hand ann //p' "$S")" ""
}

@test "lucky-new without tie=longest writes no last lines" {
	newgame -s 4 ann bob cat
	run --separate-stderr grep -c '^last' "$S"
	ran 1 0 ""
}

@test "lucky-new writes no line longer than 72 characters" {
	newgame -s 77 -o tie=longest -o start=random -o weapons+1 \
	    -o no-failure-3 abcdefghijklmnop bbcdefghijklmnop \
	    cbcdefghijklmnop dbcdefghijklmnop ebcdefghijklmnop \
	    fbcdefghijklmnop gbcdefghijklmnop hbcdefghijklmnop
	run --separate-stderr awk 'length > 72' "$S"
	ran 0 "" ""
	# and the draw pile did need continuation lines
	run --separate-stderr grep -c '^+ ' "$S"
	[ "$status" -eq 0 ] && [ "$output" -ge 1 ]
}

@test "lucky-new's state is canonical: lucky-show -C gives the same bytes" {
	newgame -s 8 -o tie=longest -o start=random ann bob cat dan
	lucky-show -C <"$S" | sed "/^sum /d" >"$BATS_TEST_TMPDIR/c"
	run --separate-stderr cmp "$S" "$BATS_TEST_TMPDIR/c"
	ran 0 "" ""
}
