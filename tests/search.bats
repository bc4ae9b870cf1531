#!/usr/bin/env bats
# lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE.
#
# lucky-bot -S search and --rank (lib/botsearch.c): determinized
# playouts from the acting player's view.  Small budgets, so that the
# file stays fast; bench/strength measures the strength.

bats_require_minimum_version 1.5.0
load turn_helper

setup() {
	game
}

# the rule sets, as lucky-new takes them, each with its players
RULESETS=("-r classic p1 p2 p3 p4" "-r paizo -o dog=both p1 p2 p3 p4"
    "-r anniversary -o pet=both p1 p2 p3" "-r anniversary p1 p2"
    "-r anniversary -o escape p1 p2 p3")

# play FILE ACTION: the command line of a bot played on FILE in place.
play() {
	local g=$1 prog

	set -f
	# shellcheck disable=SC2086
	set -- $2
	set +f
	prog=$1
	shift
	"$prog" -i -f "$g" "$@"
}

# view_master SEED RULES...: along a game, at each of its first 60
# actions, lucky-bot -S search chooses the same from the master state as
# from the acting player's view (lucky-show -a), the same seed and
# budget; COMPARED counts the actions compared, ANSWERS the answers to
# an attempt among them.
view_master() {
	local seed=$1 g="$BATS_TEST_TMPDIR/g" v="$BATS_TEST_TMPDIR/v" i
	local master view who

	shift
	# shellcheck disable=SC2086
	lucky-new -s "$seed" $* >"$g"
	ANSWERS=0 COMPARED=0
	for i in $(seq 60); do
		master=$(lucky-bot -S search -B 60 -s 5 -f "$g") || break
		who=$(printf '%s\n' "$master" | awk '{
		    for (i = 1; i < NF; i++) if ($i == "-p") print $(i + 1) }')
		lucky-show -a "$who" -f "$g" >"$v"
		view=$(lucky-bot -S search -B 60 -s 5 -f "$v")
		same "action $i of seed $seed ($*)" "$master" "$view"
		COMPARED=$((COMPARED + 1))
		case $master in
		*--foil*|*--pass*) ANSWERS=$((ANSWERS + 1)) ;;
		esac
		play "$g" "$master"
	done
}

# same_choices SEED RULES...: view_master, over 20 actions at least and
# answers to an attempt among them
same_choices() {
	view_master "$@"
	[ "$COMPARED" -ge 20 ]
	[ "$ANSWERS" -gt 0 ]
}

@test "search: the same choice from the master state as from the player's view, classic" {
	same_choices 1 ${RULESETS[0]}
}

@test "search: the same choice from the master state as from the player's view, paizo with the dog" {
	same_choices 1 ${RULESETS[1]}
}

@test "search: the same choice from the master state as from the player's view, anniversary with pets" {
	same_choices 3 ${RULESETS[2]}
}

@test "search: the same choice from the master state as from the player's view, two players with strangers" {
	same_choices 3 ${RULESETS[3]}
}

@test "search: the same choice from the master state as from the player's view, escape" {
	view_master 3 ${RULESETS[4]}
	[ "$COMPARED" -ge 20 ]
}

@test "search: the same choice from the master state as from the player's view, the dog's tokens (RULES P.4)" {
	local master view

	# Shamrock's 3 tokens wait in hall-w for ann and cat when bob ends
	# his turn (tests/paizo.bats, take_position): cat chooses first
	game -r paizo -o dog=new -s 42 ann bob cat
	edit_state '$1 == "pool" { $2 = 27 } $1 == "tokens" && $2 == "dog" {
	    $3 = 3 } { print }'
	set_line dog kitchen
	put_lucky kitchen
	put_player ann hall-w
	put_player cat hall-w
	lucky-end -i -f "$S" -p bob
	master=$(lucky-bot -S search -B 200 -f "$S")
	lucky-show -a cat -f "$S" >"$BATS_TEST_TMPDIR/v"
	view=$(lucky-bot -S search -B 200 -f "$BATS_TEST_TMPDIR/v")
	same "cat's choice" "$master" "$view"
	case $master in
	"lucky-take -p cat"*) ;;
	*) false ;;
	esac
	# the ways to take, each once, best first
	lucky-bot --rank -B 200 -f "$S" >"$BATS_TEST_TMPDIR/rank"
	same "first line" "$master" "$(head -n 1 "$BATS_TEST_TMPDIR/rank" |
	    cut -f 1)"
	[ "$(wc -l <"$BATS_TEST_TMPDIR/rank")" -ge 2 ]
	same "no command twice" "" \
	    "$(cut -f 1 "$BATS_TEST_TMPDIR/rank" | sort | uniq -d)"
}

@test "search: the same seed and budget, the same choice; and the rules accept it" {
	local a b i

	for i in 1 2 3; do
		a=$(lucky-bot -S search -B 200 -s "$i" -f "$S")
		b=$(lucky-bot -S search -B 200 -s "$i" -f "$S")
		same "seed $i" "$a" "$b"
		play "$S" "$a"
	done
	lucky-check -q -f "$S"
}

@test "search: --rank's first line is the search's choice" {
	local g="$BATS_TEST_TMPDIR/g" i rank choice

	for r in "${RULESETS[@]}"; do
		# shellcheck disable=SC2086
		lucky-new -s 7 $r >"$g"
		for i in $(seq 12); do
			rank=$(lucky-bot --rank -B 150 -s 2 -f "$g")
			choice=$(lucky-bot -S search -B 150 -s 2 -f "$g")
			same "action $i ($r)" "$choice" "${rank%%$'\t'*}"
			play "$g" "$choice"
		done
	done
}

@test "search: --rank's lines, every candidate once, best first, with intervals around the estimate" {
	local g="$BATS_TEST_TMPDIR/g" i out

	for r in "${RULESETS[@]}"; do
		# shellcheck disable=SC2086
		lucky-new -s 11 $r >"$g"
		for i in $(seq 8); do
			lucky-bot --rank -B 300 -f "$g" >"$BATS_TEST_TMPDIR/rank"
			# five fields; sorted by the estimate; lo <= est <= hi;
			# the playouts add up to the budget when there is a choice
			out=$(awk -F '\t' '
			    NF != 5 { print "line " NR ": " NF " fields"; bad = 1 }
			    NR > 1 && $2 > last { print "line " NR " above"; bad = 1 }
			    $3 > $2 || $2 > $4 { print "line " NR ": interval"; bad = 1 }
			    { last = $2; n += $5 }
			    END { if (NR > 1 && n != 300) print "playouts " n
				  if (NR == 0) print "no line" }' \
			    "$BATS_TEST_TMPDIR/rank")
			same "action $i ($r)" "" "$out"
			same "no command twice ($r)" "" \
			    "$(cut -f 1 "$BATS_TEST_TMPDIR/rank" | sort | uniq -d)"
			# every line a command the rules accept
			while IFS=$'\t' read -r cmd _; do
				# shellcheck disable=SC2086
				set -f; set -- $cmd; set +f
				prog=$1
				shift
				"$prog" -f "$g" "$@" >/dev/null
			done <"$BATS_TEST_TMPDIR/rank"
			play "$g" "$(head -n 1 "$BATS_TEST_TMPDIR/rank" | cut -f 1)"
		done
	done
}

@test "search: an answer to an attempt ranks passing and each set of cards that foils" {
	local g="$BATS_TEST_TMPDIR/g" i cmd

	# the anniversary game of seed 3: play until someone must answer
	lucky-new -s 3 -r anniversary -o pet=both p1 p2 p3 >"$g"
	for i in $(seq 200); do
		cmd=$(lucky-bot -f "$g")
		case $cmd in
		*--foil*|*--pass*) break ;;
		esac
		play "$g" "$cmd"
	done
	lucky-bot --rank -B 100 -f "$g" | cut -f 1 >"$BATS_TEST_TMPDIR/rank"
	grep -q -- '--pass' "$BATS_TEST_TMPDIR/rank"
	# no set with a card to spare: each line of --foil is minimal, and
	# none is given twice
	same "sets" "" "$(sort "$BATS_TEST_TMPDIR/rank" | uniq -d)"
	[ "$(grep -c -- '--foil' "$BATS_TEST_TMPDIR/rank")" -ge 1 ]
	# every one accepted
	while read -r cmd; do
		# shellcheck disable=SC2086
		set -f; set -- $cmd; set +f
		prog=$1
		shift
		"$prog" -f "$g" "$@" >/dev/null
	done <"$BATS_TEST_TMPDIR/rank"
}

@test "search: a forced action is played without a search" {
	# bob has attempted and failed: only the end of his turn is left
	edit_state '$1 == "phase" { $2 = "end" } { print }'
	run --separate-stderr lucky-bot --rank -B 500 -f "$S"
	ran 0 "$(printf 'lucky-end -p bob\t0.0\t0.0\t100.0\t0')" ""
	run --separate-stderr lucky-bot -S search -B 500 -f "$S"
	ran 0 "lucky-end -p bob" ""
}

@test "search: errors: a bad budget, a view of another player, a view to review" {
	run --separate-stderr lucky-bot -S search -B 0 -f "$S"
	ran 2 "" 'lucky-bot: budget "0" is too small (1-10000000)'
	run --separate-stderr lucky-bot --rank -B x -f "$S"
	ran 2 "" 'lucky-bot: budget "x" is invalid (1-10000000)'
	run --separate-stderr lucky-bot -S search --budget=10000001 -f "$S"
	ran 2 "" 'lucky-bot: budget "10000001" is too large (1-10000000)'
	run --separate-stderr lucky-sim -N 1 -S search -B -3
	ran 2 "" 'lucky-sim: budget "-3" is too small (1-10000000)'
	lucky-show -a ann -f "$S" >"$BATS_TEST_TMPDIR/v"
	run --separate-stderr lucky-bot --rank -f "$BATS_TEST_TMPDIR/v"
	ran 1 "" "lucky-bot: this is ann's view of the game, and bob acts now"
	run --separate-stderr lucky-bot --review -f "$BATS_TEST_TMPDIR/v"
	ran 2 "" "lucky-bot: this is ann's view of the game: a review replays the game master's state"
}

@test "search: lucky-sim's search seats play the game lucky-bot -S search plays" {
	local g="$BATS_TEST_TMPDIR/g" a want got

	run --separate-stderr lucky-sim -N 2 -s 1 -B 50 -S search,greedy -O csv
	[ "$status" -eq 0 ]
	printf '%s\n' "$output" | grep -qx 'seat-strategy,1,search'
	printf '%s\n' "$output" | grep -qx 'strategy-seats,search,2'
	# game 0 of seed 4, three search seats at 20 playouts, through the
	# programs; --check keeps the record, which the deals read after a
	# reshuffle (RULES C.8)
	want=$(lucky-sim -N 1 -s 4 -P 3 -B 20 -S search -O games --check |
	    awk -F, 'NR > 1 { print $3 "," $5 }')
	lucky-new -s 4 p1 p2 p3 >"$g"
	while a=$(lucky-bot -S search -B 20 -f "$g" 2>/dev/null); do
		play "$g" "$a"
	done
	got="$(lucky-show -k winner -f "$g"),$(lucky-show -k turn -f "$g")"
	same "winner,turns" "$want" "$got"
}

@test "search: --review, each action of the players, nothing given up where the search played" {
	local g="$BATS_TEST_TMPDIR/g" a

	# a short anniversary game played by the search, with strangers
	lucky-new -s 2 -r anniversary p1 p2 >"$g"
	while a=$(lucky-bot -S search -B 40 -s 3 -f "$g" 2>/dev/null); do
		play "$g" "$a"
	done
	lucky-bot --review -B 40 -s 3 -f "$g" >"$BATS_TEST_TMPDIR/review"
	# one line an action of p1 or p2, in the record's order, the
	# strangers' left out
	same "actions" "$(grep '^record ' "$g" | cut -d ' ' -f 2- |
	    awk '$2 == "p1" || $2 == "p2"')" \
	    "$(cut -f 3 "$BATS_TEST_TMPDIR/review")"
	same "the search's choice each time" "$(cut -f 3 "$BATS_TEST_TMPDIR/review")" \
	    "$(cut -f 5 "$BATS_TEST_TMPDIR/review")"
	same "given up" "" "$(awk -F '\t' '$7 != "0.0" || $4 != $6' \
	    "$BATS_TEST_TMPDIR/review")"
}
