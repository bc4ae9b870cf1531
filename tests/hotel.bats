#!/usr/bin/env bats
# lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE.
#
# The anniversary hotel (RULES A.13; BOARDS.md "Boards hotel, hotel-upper,
# hotel-lower": every fact is a test here): the full board and the two
# one-floor boards derived from it, and the lines of lucky-board(5) that
# derive them ("from", "keep floor", a map a floor).  The boards are asked
# through the programs: sight with lucky-sight -b, steps and names through
# a state of the anniversary rules.  The expected steps and sight lines
# below were copied by hand from the source data (hotel-full.json,
# hotel-upper.json, hotel-lower.json), one line a room: "NUMBER: the
# numbers of the rooms".
#
# The one-floor boards are asked through states dealt from "plain", a deck
# of failure cards written here, so that no card names a room; the tests
# at the end deal the anniversary deck itself, whose cards name rooms of
# the other floor too.

bats_require_minimum_version 1.5.0
load helper

setup() {
	FIX="$BATS_TEST_TMPDIR/boards"
	mkdir -p "$FIX"
	plain_deck "$FIX"
	export LUCKY_PATH="$FIX:$LUCKY_PATH"
	S="$BATS_TEST_TMPDIR/s"
	lucky-new -r anniversary -b hotel -s 1 a b c d e f | sed '/^sum /d' >"$S"
	SU="$BATS_TEST_TMPDIR/su"
	lucky-new -r anniversary -b hotel-upper -d plain -s 1 a b c d e f |
	    sed '/^sum /d' >"$SU"
	SL="$BATS_TEST_TMPDIR/sl"
	lucky-new -r anniversary -b hotel-lower -d plain -s 1 a b c d e f |
	    sed '/^sum /d' >"$SL"
}

# data_file NAME: the board or deck file the programs use (LUCKY_PATH
# first, then the source tree's, as lib/data.c looks them up)
data_file() {
	local d IFS=:

	for d in $LUCKY_PATH; do
		if [ -n "$d" ] && [ -r "$d/$1" ]; then
			printf '%s\n' "$d/$1"
			return 0
		fi
	done
	printf '%s\n' "$BATS_TEST_DIRNAME/../boards/$1"
}

# numbers STATE: NUM[id] = room number, for every space of the state's board
numbers() {
	local st=$1 id

	unset NUM
	declare -gA NUM
	while read -r id; do
		set -- $(lucky-show -f "$st" -k "space:$id")
		NUM[$id]=$2
	done < <(lucky-show -f "$st" -k spaces)
}

# table exits|sight STATE: "NUMBER: numbers..." for each room, by number
table() {
	local id list s nums

	numbers "$2"
	for id in "${!NUM[@]}"; do
		if [ "$1" = exits ]; then
			list=$(lucky-show -f "$2" -k "exits:$id")
		else
			list=$(lucky-sight -b "$(lucky-show -f "$2" -k board)" \
			    "$id")
		fi
		nums=$(for s in $list; do echo "${NUM[$s]}"; done | sort -n |
		    tr '\n' ' ')
		echo "${NUM[$id]}: ${nums% }"
	done | sort -n
}

# the spaces that see ROOM on BOARD, sorted, on one line
sees() {
	lucky-sight -b "$1" "$2" | sort | tr '\n' ' '
}

# exits STATE ROOM: the spaces one step away, sorted, on one line
exits() {
	lucky-show -f "$1" -k "exits:$2" | sort | tr '\n' ' '
}

# walk STATE: "N>M " for each room N and the room M Lucky goes to next
walk() {
	local n

	numbers "$1"
	for n in $(printf '%s\n' "${NUM[@]}" | sort -n); do
		for id in "${!NUM[@]}"; do
			[ "${NUM[$id]}" = "$n" ] && break
		done
		sed "s/^lucky .*/lucky $id/" "$1" >"$BATS_TEST_TMPDIR/t"
		printf '%s>%s ' "$n" \
		    "${NUM[$(lucky-show -f "$BATS_TEST_TMPDIR/t" -k lucky-next)]}"
	done
}

# pawn STATE WHO: the number of the room of a pawn (the first player's
# for "player")
pawn() {
	numbers "$1"
	echo "${NUM[$(awk -v w="$2" '$1 == w { print $NF; exit }' "$1")]}"
}

# --- the full board --------------------------------------------------------

@test "A.13 hotel: 28 rooms, downstairs 1-15 and upstairs 16-28" {
	run lucky-show -f "$S" -k spaces
	[ "$status" -eq 0 ]
	is rooms 28 "${#lines[@]}"
	expected="drawing 1 room Drawing Room
parlor 2 room Parlor
foyer 3 room Foyer
sitting 4 room Sitting Room
dining 5 room Dining Hall
main 6 room Main Hall
kitchen 7 room Kitchen
cellar 8 room Wine Cellar
hedge 9 room Hedge Maze
billiard 10 room Billiard Room
carriage 11 room Carriage House
piazza 12 room Piazza
greenhouse 13 room Green House
winter 14 room Winter Garden
pantry 15 room Pantry
nursery 16 room Nursery
trophy 17 room Trophy Room
library 18 room Library
armory 19 room Armory
servants 20 room Servants' Quarters
rose 21 room Rose Suite
gallery 22 room Gallery
master 23 room Master Suite
lilac 24 room Lilac Room
tennessee 25 room Tennessee Room
white 26 room White Room
skippers 27 room Skipper's Rest
lancaster 28 room Lancaster Room"
	actual=$(for n in $(seq 1 28); do
		lucky-show -f "$S" -k "space:$n"
	done)
	is rooms "$expected" "$actual"
	board=$(data_file hotel.board)
	for f in "downstairs $(seq -s ' ' 1 15)" "upstairs $(seq -s ' ' 16 28)"; do
		set -- $f
		name=$1
		shift
		members=$(awk -v f="$name" '$1 == "floor" && $2 == f {
			for (i = 3; i <= NF; i++) print $i }' "$board")
		nums=$(for m in $members; do
			lucky-show -f "$S" -k "space:$m" | cut -d' ' -f2
		done | sort -n | tr '\n' ' ')
		is "floor $name" "$* " "$nums"
	done
	run grep -cE '^(floor|wing)[[:blank:]]' "$board"
	is "floors, no wings" 2 "$output"
}

@test "A.13 hotel: the four rooms the villa lacks are the Main Hall, the Pantry, the Rose Suite and Skipper's Rest" {
	lucky-new -b villa -d classic -s 1 ann bob >"$BATS_TEST_TMPDIR/v"
	villa=$(lucky-show -f "$BATS_TEST_TMPDIR/v" -k spaces | sort)
	hotel=$(lucky-show -f "$S" -k spaces | sort)
	is "hotel only" "main
pantry
rose
skippers" "$(comm -13 <(echo "$villa") <(echo "$hotel"))"
	is "villa only" "" "$(comm -23 <(echo "$villa") <(echo "$hotel"))"
	# the rooms the two share have the villa's names
	for id in $(comm -12 <(echo "$villa") <(echo "$hotel")); do
		is "$id" "$(lucky-show -f "$BATS_TEST_TMPDIR/v" -k "space:$id" |
		    cut -d' ' -f1,3-)" \
		    "$(lucky-show -f "$S" -k "space:$id" | cut -d' ' -f1,3-)"
	done
}

@test "A.13 hotel: the villa's German names are aliases of the same rooms" {
	expected="Garderobe drawing
Wohnzimmer sitting
Salon parlor
Gewaechshaus greenhouse
Kueche kitchen
Trophaeenzimmer trophy
Speisesaal dining
Bibliothek library
Kinderzimmer nursery
Schlafgemach master
Wintergarten winter
Galerie gallery
Remise carriage
Lancaster-Zimmer lancaster
Fliederzimmer lilac"
	actual=$(echo "$expected" | while read -r german _; do
		echo "$german $(lucky-show -f "$S" -k "space:$german" |
		    cut -d' ' -f1)"
	done)
	is aliases "$expected" "$actual"
}

@test "A.13 hotel: hallways and stairways are passages, not spaces" {
	board=$(data_file hotel.board)
	run awk '$1 == "passage" { n[$3]++ }
	    END { print n["hallway"] + 0, n["stairs"] + 0 }' "$board"
	is "passages" "3 4" "$output"
	kinds=$(for s in $(lucky-show -f "$S" -k spaces); do
		lucky-show -f "$S" -k "space:$s" | cut -d' ' -f3
	done | sort -u)
	is kinds room "$kinds"
}

@test "A.13 hotel: the steps between rooms are the data's (hotel-full.json)" {
	expected="1: 2 6 7 8 9 10 18 19 28
2: 1 3 6 10 18 19 28
3: 2 4 5 6 11 12 13 14
4: 3 5
5: 3 4 6 7 11 12 13 14 15 16 20 21
6: 1 2 3 5 7
7: 1 5 6 8 9 15 16 20 21
8: 1 7 9
9: 1 7 8 10
10: 1 2 9 11 18 19 28
11: 3 5 10 12 13 14
12: 3 5 11 13 14
13: 3 5 11 12 14
14: 3 5 11 12 13 15
15: 5 7 14 16 20 21
16: 5 7 15 17 18 20 21 22 23 24 25 27
17: 16 18
18: 1 2 10 16 17 19 21 22 23 24 25 27 28
19: 1 2 10 18 20 28
20: 5 7 15 16 19 21
21: 5 7 15 16 18 20 22 23 24 25 27
22: 16 18 21 23 24 25 27
23: 16 18 21 22 24 25 27
24: 16 18 21 22 23 25 27
25: 16 18 21 22 23 24 26 27
26: 25 27
27: 16 18 21 22 23 24 25 26 28
28: 1 2 10 18 19 27"
	is steps "$expected" "$(table exits "$S")"
}

@test "A.13 hotel: sight is the data's (hotel-full.json), none between the floors" {
	expected="1: 2 5 6 10
2: 1 3 4 6
3: 2 4 6 7
4: 2 3 5
5: 1 4 6 13 15
6: 1 2 3 5 7
7: 3 6 8 9 15
8: 7 9 15
9: 7 8 10
10: 1 9 11
11: 10 12
12: 11 13
13: 5 12 14
14: 13 15
15: 5 7 8 14
16: 17 20 22 23
17: 16 18
18: 17 19 25 28
19: 18 20 28
20: 16 19 21 23
21: 20 22
22: 16 21 23 27
23: 16 20 22 24
24: 23 25
25: 18 24 26
26: 25 27
27: 22 26 28
28: 18 19 27"
	actual=$(table sight "$S")
	is sight "$expected" "$actual"
	echo "$actual" | while read -r n list; do
		for m in $list; do
			if { [ "${n%:}" -le 15 ] && [ "$m" -gt 15 ]; } ||
			    { [ "${n%:}" -gt 15 ] && [ "$m" -le 15 ]; }; then
				echo "$n sees $m across the floors" >&2
				return 1
			fi
		done
	done
	# one step up the stairs, but no sight up them (RULES A.13, Decision)
	[[ " $(exits "$S" kitchen)" == *" nursery "* ]]
	run --separate-stderr lucky-sight -b hotel kitchen nursery
	ran 1 "" ""
}

@test "A.13 hotel: each stairway downstairs leads to the one at the same place upstairs" {
	# west: Dining Hall, Kitchen, Pantry below; Nursery, Servants'
	# Quarters, Rose Suite above
	for down in dining kitchen pantry; do
		for up in nursery servants rose; do
			[[ " $(exits "$S" "$down")" == *" $up "* ]]
			[[ " $(exits "$S" "$up")" == *" $down "* ]]
		done
	done
	# east: Drawing Room, Parlor, Billiard Room below; Library, Armory,
	# Lancaster Room above
	for down in drawing parlor billiard; do
		for up in library armory lancaster; do
			[[ " $(exits "$S" "$down")" == *" $up "* ]]
		done
	done
	# the two stairways are not joined to each other on the full board
	[[ " $(exits "$S" pantry)" != *" billiard "* ]]
	[[ " $(exits "$S" rose)" != *" lancaster "* ]]
	[[ " $(exits "$S" kitchen)" != *" library "* ]]
	grep -qE '^door[[:blank:]]+stairs-w-down[[:blank:]]+stairs-w-up[[:blank:]]*$' \
	    "$(data_file hotel.board)"
	grep -qE '^door[[:blank:]]+stairs-e-down[[:blank:]]+stairs-e-up[[:blank:]]*$' \
	    "$(data_file hotel.board)"
}

@test "A.13 hotel: the players start in 6 (Main Hall), Lucky in 23 (Master Suite)" {
	is players "6 6 6 6 6 6" "$(for p in a b c d e f; do
		lucky-show -f "$S" -k "room:$p"
	done | while read -r r; do
		lucky-show -f "$S" -k "space:$r" | cut -d' ' -f2
	done | tr '\n' ' ' | sed 's/ $//')"
	is lucky 23 "$(pawn "$S" lucky)"
}

@test "A.12 A.13 hotel: pet starts, dog 20 (else 14), cat 7 (else 26)" {
	board=$(data_file hotel.board)
	numbers "$S"
	for pet in "dog 20 14" "cat 7 26"; do
		set -- $(awk -v p="${pet%% *}" '$1 == "start" && $2 == p {
		    print $3, $4 }' "$board")
		is "start ${pet%% *}" "${pet#* }" "${NUM[$1]} ${NUM[$2]}"
	done
	lucky-new -r anniversary -b hotel -o pet=both -s 1 a b c d e f |
	    sed '/^sum /d' >"$BATS_TEST_TMPDIR/p"
	is dog 20 "$(pawn "$BATS_TEST_TMPDIR/p" dog)"
	is cat 7 "$(pawn "$BATS_TEST_TMPDIR/p" cat)"
}

@test "A.10 A.13 hotel: Lucky walks 1..28 and wraps to 1" {
	expected=""
	for n in $(seq 1 28); do
		expected="$expected$n>$((n % 28 + 1)) "
	done
	is walk "$expected" "$(walk "$S")"
}

# --- the one-floor boards --------------------------------------------------

@test "A.13 hotel-upper: rooms 16-28 as on the full board, derived from it" {
	run lucky-show -f "$SU" -k spaces
	is rooms 13 "${#lines[@]}"
	is rooms "$(for n in $(seq 16 28); do
		lucky-show -f "$S" -k "space:$n"
	done)" "$(for n in $(seq 16 28); do
		lucky-show -f "$SU" -k "space:$n"
	done)"
	run --separate-stderr lucky-show -f "$SU" -k space:15
	refused 2 "lucky-show: no room numbered 15"
	board=$(data_file hotel-upper.board)
	grep -qE '^from[[:blank:]]+hotel[[:blank:]]*$' "$board"
	grep -qE '^keep[[:blank:]]+floor[[:blank:]]+upstairs[[:blank:]]*$' "$board"
	run grep -cE '^(space|sight|alias|map)' "$board"
	is "copied lines" 0 "$output"
}

@test "A.13 hotel-upper: the steps are the data's (hotel-upper.json), the two stairways lead to each other" {
	expected="16: 17 18 19 20 21 22 23 24 25 27 28
17: 16 18
18: 16 17 19 20 21 22 23 24 25 27 28
19: 16 18 20 21 28
20: 16 18 19 21 28
21: 16 18 19 20 22 23 24 25 27 28
22: 16 18 21 23 24 25 27
23: 16 18 21 22 24 25 27
24: 16 18 21 22 23 25 27
25: 16 18 21 22 23 24 26 27
26: 25 27
27: 16 18 21 22 23 24 25 26 28
28: 16 18 19 20 21 27"
	is steps "$expected" "$(table exits "$SU")"
	for w in nursery servants rose; do
		for e in library armory lancaster; do
			[[ " $(exits "$SU" "$w")" == *" $e "* ]]
		done
	done
}

@test "A.13 hotel-upper: sight is the data's (hotel-upper.json), the full board's upstairs" {
	expected="16: 17 20 22 23
17: 16 18
18: 17 19 25 28
19: 18 20 28
20: 16 19 21 23
21: 20 22
22: 16 21 23 27
23: 16 20 22 24
24: 23 25
25: 18 24 26
26: 25 27
27: 22 26 28
28: 18 19 27"
	is sight "$expected" "$(table sight "$SU")"
	is "as on the full board" "$(table sight "$S" | sed -n '16,28p')" \
	    "$expected"
}

@test "A.13 hotel-upper: players start in 17, Lucky in 23, the dog in 20, the cat in 26" {
	lucky-new -r anniversary -b hotel-upper -d plain -o pet=both -s 1 \
	    a b c d e f | sed '/^sum /d' >"$BATS_TEST_TMPDIR/p"
	is starts "17 23 20 26" "$(for w in player lucky dog cat; do
		pawn "$BATS_TEST_TMPDIR/p" "$w"
	done | tr '\n' ' ' | sed 's/ $//')"
}

@test "A.13 hotel-upper: Lucky walks 16..28 and wraps to 16" {
	expected=""
	for n in $(seq 16 28); do
		expected="$expected$n>$(( n == 28 ? 16 : n + 1 )) "
	done
	is walk "$expected" "$(walk "$SU")"
}

@test "A.13 hotel-lower: rooms 1-15 as on the full board, derived from it" {
	run lucky-show -f "$SL" -k spaces
	is rooms 15 "${#lines[@]}"
	is rooms "$(for n in $(seq 1 15); do
		lucky-show -f "$S" -k "space:$n"
	done)" "$(for n in $(seq 1 15); do
		lucky-show -f "$SL" -k "space:$n"
	done)"
	run --separate-stderr lucky-show -f "$SL" -k space:Bibliothek
	refused 2 'lucky-show: unknown room "Bibliothek"'
	board=$(data_file hotel-lower.board)
	grep -qE '^from[[:blank:]]+hotel[[:blank:]]*$' "$board"
	grep -qE '^keep[[:blank:]]+floor[[:blank:]]+downstairs[[:blank:]]*$' "$board"
	run grep -cE '^(space|sight|alias|map)' "$board"
	is "copied lines" 0 "$output"
}

@test "A.13 hotel-lower: the steps are the data's (hotel-lower.json), the two stairways lead to each other" {
	expected="1: 2 5 6 7 8 9 10 15
2: 1 3 5 6 7 10 15
3: 2 4 5 6 11 12 13 14
4: 3 5
5: 1 2 3 4 6 7 10 11 12 13 14 15
6: 1 2 3 5 7
7: 1 2 5 6 8 9 10 15
8: 1 7 9
9: 1 7 8 10
10: 1 2 5 7 9 11 15
11: 3 5 10 12 13 14
12: 3 5 11 13 14
13: 3 5 11 12 14
14: 3 5 11 12 13 15
15: 1 2 5 7 10 14"
	is steps "$expected" "$(table exits "$SL")"
	for w in dining kitchen pantry; do
		for e in drawing parlor billiard; do
			[[ " $(exits "$SL" "$w")" == *" $e "* ]]
		done
	done
}

@test "A.13 hotel-lower: sight is the data's (hotel-lower.json), the full board's downstairs" {
	expected="1: 2 5 6 10
2: 1 3 4 6
3: 2 4 6 7
4: 2 3 5
5: 1 4 6 13 15
6: 1 2 3 5 7
7: 3 6 8 9 15
8: 7 9 15
9: 7 8 10
10: 1 9 11
11: 10 12
12: 11 13
13: 5 12 14
14: 13 15
15: 5 7 8 14"
	is sight "$expected" "$(table sight "$SL")"
	is "as on the full board" "$(table sight "$S" | sed -n '1,15p')" \
	    "$expected"
}

@test "A.13 hotel-lower: players start in 6, Lucky in 9, the dog in 14, the cat in 7" {
	lucky-new -r anniversary -b hotel-lower -d plain -o pet=both -s 1 \
	    a b c d e f | sed '/^sum /d' >"$BATS_TEST_TMPDIR/p"
	is starts "6 9 14 7" "$(for w in player lucky dog cat; do
		pawn "$BATS_TEST_TMPDIR/p" "$w"
	done | tr '\n' ' ' | sed 's/ $//')"
}

@test "A.13 hotel-lower: Lucky walks 1..15 and wraps to 1" {
	expected=""
	for n in $(seq 1 15); do
		expected="$expected$n>$((n % 15 + 1)) "
	done
	is walk "$expected" "$(walk "$SL")"
}

# --- the programs on the hotel ---------------------------------------------

@test "lucky-sight -b hotel, hotel-upper, hotel-lower: rooms by number, name or German name" {
	run --separate-stderr lucky-sight -b hotel -l Kueche
	ran 0 "Foyer (3)
Main Hall (6)
Wine Cellar (8)
Hedge Maze (9)
Pantry (15)" ""
	is "Nursery" "gallery master servants trophy " "$(sees hotel Kinderzimmer)"
	# the Servants' Quarters see the Master Suite through the Nursery
	lucky-sight -b hotel servants 23
	lucky-sight -b hotel-upper "Servants' Quarters" Schlafgemach
	run --separate-stderr lucky-sight -b hotel-upper "skipper's rest"
	ran 0 "gallery
white
lancaster" ""
	lucky-sight -b hotel-lower Garderobe Speisesaal
	run --separate-stderr lucky-sight -b hotel-lower foyer kitchen
	ran 0 "" ""
	run --separate-stderr lucky-sight -b hotel-lower winter pantry
	ran 0 "" ""
	run --separate-stderr lucky-sight -b hotel sitting kitchen
	ran 1 "" ""
	run --separate-stderr lucky-sight -b hotel-upper kitchen
	refused 2 'lucky-sight: unknown room "kitchen"'
	run --separate-stderr lucky-sight -b hotel-lower 16
	refused 2 "lucky-sight: no room numbered 16"
}

@test "A.13 lucky-new -r anniversary -b hotel: 6, 7 and 8 players on both floors, no room locked" {
	for n in 6 7 8; do
		players=$(echo a b c d e f g h | cut -d' ' -f1-"$n")
		run --separate-stderr lucky-new -r anniversary -b hotel -s 5 $players
		is "status ($n)" 0 "$status"
		is "board ($n)" "board hotel" "$(echo "$output" | grep '^board ')"
		is "deck ($n)" "deck anniversary" "$(echo "$output" | grep '^deck ')"
		is "locked ($n)" "" "$(echo "$output" | grep '^locked ' || true)"
		echo "$output" >"$BATS_TEST_TMPDIR/n"
		lucky-check -f "$BATS_TEST_TMPDIR/n"
	done
}

@test "A.13 the anniversary deck's rooms are all on the hotel, none of them one of the four new rooms" {
	deck=$(data_file anniversary.deck)
	rooms=$(awk '$1 == "card" && $5 != "-" { print $5 }' "$deck" | sort -u)
	is "card rooms" 24 "$(echo "$rooms" | wc -l | tr -d ' ')"
	for r in $rooms; do
		lucky-show -f "$S" -k "space:$r" >/dev/null
	done
	for r in main pantry rose skippers; do
		if echo "$rooms" | grep -qx "$r"; then
			echo "a card names $r" >&2
			return 1
		fi
	done
}

@test "A.13 lucky-show -M: the hotel draws both floors, each one-floor board its own" {
	run --separate-stderr lucky-show -M -f "$S"
	is status 0 "$status"
	is rows 60 "${#lines[@]}"
	is "downstairs" "DOWNSTAIRS (rooms 1-15)" "${lines[0]}"
	is "upstairs" "UPSTAIRS (rooms 16-28)" "${lines[28]}"
	# the Green House's id is not on the map: the key gives it
	is key "ids: greenhouse Green House (13)" "${lines[51]}"
	# six players in the Main Hall, Lucky in the Master Suite
	is "main hall" 1 "$(echo "$output" | grep -c '| *ABCDEF *+-====-+')"
	is "master suite" 1 "$(echo "$output" | grep -c '^| L  *|')"
	run --separate-stderr lucky-show -M -f "$SU"
	is status 0 "$status"
	is rows 27 "${#lines[@]}"
	is "upstairs" "UPSTAIRS (rooms 16-28)" "${lines[0]}"
	is "trophy" 1 "$(echo "$output" | grep -c '|ABCDEF *|')"
	run --separate-stderr lucky-show -M -f "$SL"
	is status 0 "$status"
	is rows 34 "${#lines[@]}"
	is "downstairs" "DOWNSTAIRS (rooms 1-15)" "${lines[0]}"
	is "hedge maze" 1 "$(echo "$output" | grep -c '| L  *|$')"
}

# --- lucky-board(5): from, keep floor, maps by floor -----------------------

@test "lucky-board(5) from: without keep, a derived board has every fact of its base" {
	printf 'lucky-board 1\nname copy\nfrom hotel\n' >"$FIX/copy.board"
	for n in $(seq 1 28); do
		is "$n" "$(lucky-sight -b hotel "$n")" "$(lucky-sight -b copy "$n")"
	done
	lucky-new -r anniversary -b copy -o pet=both -s 1 a b c d e f |
	    sed '/^sum /d' >"$BATS_TEST_TMPDIR/c"
	is steps "$(table exits "$S")" "$(table exits "$BATS_TEST_TMPDIR/c")"
	is starts "6 23 20 7" "$(for w in player lucky dog cat; do
		pawn "$BATS_TEST_TMPDIR/c" "$w"
	done | tr '\n' ' ' | sed 's/ $//')"
	run --separate-stderr lucky-show -M -f "$BATS_TEST_TMPDIR/c"
	is rows 60 "${#lines[@]}"
}

@test "lucky-board(5) from: sight lines cut to the kept floor, starts and the map kept or replaced" {
	cat >"$FIX/tower.board" <<'EOF'
lucky-board 1
name tower
space hall   1 room Hall
space study  2 room Study
space attic  3 room Attic
space loft   4 room Loft
passage stairs-1 stairs lower stairs
passage stairs-2 stairs upper stairs
door hall study
door study stairs-1
door stairs-1 stairs-2
door attic stairs-2
door attic loft
floor ground hall study
floor top attic loft
sight hall study attic loft
start players hall
start lucky   loft
start dog     study attic
map ground
|[hall  ] [study ]
end
map top
|[attic ] [loft  ]
end
EOF
	printf 'lucky-board 1\nname top\nfrom tower\nkeep floor top\nstart players attic\n' \
	    >"$FIX/top.board"
	lucky-sight -b tower hall loft
	is "attic" "hall loft study " "$(sees tower attic)"
	is "attic, top floor" "loft " "$(sees top attic)"
	lucky-new -r anniversary -b top -d plain -o pet=dog -s 1 a b c d e f |
	    sed '/^sum /d' >"$BATS_TEST_TMPDIR/t1"
	is starts "3 4 3" "$(for w in player lucky dog; do
		pawn "$BATS_TEST_TMPDIR/t1" "$w"
	done | tr '\n' ' ' | sed 's/ $//')"
	run --separate-stderr lucky-show -M -f "$BATS_TEST_TMPDIR/t1"
	ran 0 "ABCDEFd  L
ids: attic Attic (3), loft Loft (4)
stairs-2  upper stairs
A a  B b  C c  D d  E e  F f  L Doctor Lucky  d Shamrock" ""
	# its own start line and map replace what it takes
	printf '%s\n' 'lucky-board 1' 'name top2' 'from tower' \
	    'keep floor top' 'start players loft' 'start lucky attic' map \
	    '|top: [loft] [attic]' end >"$FIX/top2.board"
	lucky-new -r anniversary -b top2 -d plain -s 1 a b c d e f |
	    sed '/^sum /d' >"$BATS_TEST_TMPDIR/t2"
	run --separate-stderr lucky-show -M -f "$BATS_TEST_TMPDIR/t2"
	ran 0 "top: ABCDEF L
ids: attic Attic (3), loft Loft (4)
stairs-2  upper stairs
A a  B b  C c  D d  E e  F f  L Doctor Lucky" ""
	# a board derived from a derived board
	printf 'lucky-board 1\nname top3\nfrom top2\nalias loft Dachboden\n' \
	    >"$FIX/top3.board"
	is "Dachboden" "attic " "$(sees top3 Dachboden)"
}

@test "lucky-board(5) from: a sight line whose passage is not kept is refused" {
	cat >"$FIX/ring.board" <<'EOF'
lucky-board 1
name ring
space a 1 room A
space b 2 room B
space c 3 room C
passage p1 hallway west hall
passage p2 hallway middle hall
passage p3 hallway east hall
door a p1
door c p2
door b p3
door p1 p2
door p2 p3
floor x a b
floor y c
sight a b
start players a
EOF
	printf 'lucky-board 1\nname ring-x\nfrom ring\nkeep floor x\n' \
	    >"$FIX/ring-x.board"
	lucky-sight -b ring a b
	run --separate-stderr lucky-sight -b ring-x a
	refused 2 "lucky-sight: $FIX/ring-x.board:3: sight line of ring: a and b are no longer joined"
}

# --- the anniversary deck on one floor -------------------------------------

@test "A.13 lucky-new -r anniversary -b hotel-upper: 2 to 4 players, the anniversary deck" {
	for players in "a b" "a b c" "a b c d"; do
		run --separate-stderr lucky-new -r anniversary -b hotel-upper -s 1 $players
		is "status, stderr ($players)" "0 " "$status $stderr"
		is "board, deck ($players)" "board hotel-upper
deck anniversary" "$(echo "$output" | grep -E '^(board|deck) ')"
		# no wings, no locks (RULES A.13)
		is "locked ($players)" "" "$(echo "$output" | grep '^locked ' || true)"
	done
}

@test "A.13 lucky-new -r anniversary -b hotel-lower: 4 or 5 players, the anniversary deck" {
	for players in "a b c d" "a b c d e"; do
		run --separate-stderr lucky-new -r anniversary -b hotel-lower -s 1 $players
		is "status, stderr ($players)" "0 " "$status $stderr"
		is "board, deck ($players)" "board hotel-lower
deck anniversary" "$(echo "$output" | grep -E '^(board|deck) ')"
		is "locked ($players)" "" "$(echo "$output" | grep '^locked ' || true)"
	done
}
