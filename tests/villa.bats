#!/usr/bin/env bats
# lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE.
#
# The anniversary villa (RULES A.1, A.2, A.12; BOARDS.md "Board villa":
# every numbered fact is a test here) and the anniversary deck (BOARDS.md
# "Deck anniversary").  The board is asked through the programs: sight
# with lucky-sight -b villa, steps and names through a state of the
# classic rules on the villa board, which is only a way to ask the board.
# What no program shows (wings, pet starts) is checked in the file.

bats_require_minimum_version 1.5.0
load helper

setup() {
	S="$BATS_TEST_TMPDIR/s"
	lucky-new -b villa -d classic -s 1 ann bob | sed '/^sum /d' >"$S"
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

# the spaces that see ROOM, sorted, on one line
sees() {
	lucky-sight -b villa "$1" | sort | tr '\n' ' '
}

# exits ROOM: the spaces one step away, sorted, on one line
exits() {
	lucky-show -f "$S" -k "exits:$1" | sort | tr '\n' ' '
}

# id ROOM: the id of a room given in any form (number, name, alias)
id() {
	lucky-show -f "$S" -k "space:$1" | cut -d' ' -f1
}

# number ROOM: its room number
number() {
	lucky-show -f "$S" -k "space:$1" | cut -d' ' -f2
}

@test "A.1 villa fact 1: 24 rooms numbered 1-24, no hallway is a space" {
	run lucky-show -f "$S" -k spaces
	[ "$status" -eq 0 ]
	[ "${#lines[@]}" -eq 24 ]
	expected="drawing 1 room Drawing Room
parlor 2 room Parlor
billiard 3 room Billiard Room
dining 4 room Dining Hall
sitting 5 room Sitting Room
trophy 6 room Trophy Room
greenhouse 7 room Green House
winter 8 room Winter Garden
cellar 9 room Wine Cellar
kitchen 10 room Kitchen
lancaster 11 room Lancaster Room
master 12 room Master Suite
nursery 13 room Nursery
armory 14 room Armory
gallery 15 room Gallery
library 16 room Library
tennessee 17 room Tennessee Room
lilac 18 room Lilac Room
servants 19 room Servants' Quarters
white 20 room White Room
hedge 21 room Hedge Maze
carriage 22 room Carriage House
piazza 23 room Piazza
foyer 24 room Foyer"
	actual=$(for n in $(seq 1 24); do
		lucky-show -f "$S" -k "space:$n"
	done)
	is rooms "$expected" "$actual"
	for s in "${lines[@]}"; do
		lucky-show -f "$S" -k "space:$s" | cut -d' ' -f3
	done | sort -u | {
		read -r kinds
		is kinds room "$kinds"
	}
}

@test "A.1 villa fact 1: players start in room 1 (Garderobe), Lucky in 15, 16 the Library" {
	is garderobe "drawing 1 room Drawing Room" \
	    "$(lucky-show -f "$S" -k space:Garderobe)"
	is ann drawing "$(lucky-show -f "$S" -k room:ann)"
	is bob drawing "$(lucky-show -f "$S" -k room:bob)"
	is gallery "gallery 15 room Gallery" "$(lucky-show -f "$S" -k space:15)"
	is library "library 16 room Library" "$(lucky-show -f "$S" -k space:16)"
	# Lucky's start is the anniversary setup's (RULES A.3); the classic
	# rules deal his room, so it is read in the board file
	run grep -cE '^start[[:blank:]]+lucky[[:blank:]]+gallery[[:blank:]]*$' \
	    "$(data_file villa.board)"
	is "start lucky" 1 "$output"
}

@test "A.1 villa fact 1: Lucky walks 1..24 and wraps to 1" {
	walk=""
	for n in $(seq 1 24); do
		sed "s/^lucky .*/lucky $(id "$n")/" "$S" >"$BATS_TEST_TMPDIR/t"
		next=$(lucky-show -f "$BATS_TEST_TMPDIR/t" -k lucky-next)
		walk="$walk$n>$(number "$next") "
	done
	expected=""
	for n in $(seq 1 24); do
		expected="$expected$n>$((n % 24 + 1)) "
	done
	is walk "$expected" "$walk"
}

@test "A.1 villa fact 2: wings west 8-12 and east 17-21, the rest the middle" {
	board=$(data_file villa.board)
	run grep -cE '^wing[[:blank:]]' "$board"
	is wings 2 "$output"
	for w in "west 8 9 10 11 12" "east 17 18 19 20 21"; do
		set -- $w
		name=$1
		shift
		members=$(awk -v w="$name" '$1 == "wing" && $2 == w {
			for (i = 3; i <= NF; i++) print $i }' "$board")
		nums=$(for m in $members; do number "$m"; done | sort -n |
		    tr '\n' ' ')
		is "wing $name" "$* " "$nums"
	done
}

@test "A.1 villa fact 3: the Winter Garden is one step from the Master Suite, through a hallway" {
	[[ " $(exits winter)" == *" master "* ]]
	[[ " $(exits Schlafgemach)" == *" winter "* ]]
	# no door joins the two rooms: the step crosses a passage
	run grep -cE '^door[[:blank:]]+(winter[[:blank:]]+master|master[[:blank:]]+winter)[[:blank:]]*$' \
	    "$(data_file villa.board)"
	is "direct door" 0 "$output"
	run grep -cE '^passage[[:blank:]]' "$(data_file villa.board)"
	[ "$output" -gt 0 ]
}

@test "A.1 villa fact 4: the Dining Hall is adjacent to 15 rooms, Kitchen, Library, Nursery among them" {
	run lucky-show -f "$S" -k exits:dining
	[ "$status" -eq 0 ]
	is "exits" 15 "${#lines[@]}"
	for r in kitchen library nursery; do
		[[ " $(exits dining)" == *" $r "* ]]
	done
	is "exits" "billiard drawing hedge kitchen lancaster library lilac master nursery parlor servants sitting tennessee trophy winter " \
	    "$(exits Speisesaal)"
}

@test "A.1 villa fact 5: the Trophy Room sees exactly five rooms, not the Dining Hall" {
	is sight "drawing greenhouse kitchen parlor sitting " "$(sees trophy)"
	for r in Wohnzimmer Garderobe Salon Gewaechshaus Kueche; do
		run lucky-sight -b villa Trophaeenzimmer "$r"
		is "Trophaeenzimmer sees $r" 0 "$status"
	done
	run --separate-stderr lucky-sight -b villa Trophaeenzimmer Speisesaal
	ran 1 "" ""
	run lucky-sight -b villa dining trophy
	[ "$status" -eq 1 ]
}

@test "A.1 villa fact 6: the Gallery sees its neighbours and the Dining Hall, without a door to it" {
	gallery=" $(sees gallery)"
	for r in $(lucky-show -f "$S" -k exits:gallery) dining; do
		[[ $gallery == *" $r "* ]]
	done
	[[ " $(exits gallery)" != *" dining "* ]]
	run lucky-sight -b villa Galerie Speisesaal
	[ "$status" -eq 0 ]
}

@test "A.1 villa fact 6: the Lancaster Room and the Lilac Room do not see each other" {
	run --separate-stderr lucky-sight -b villa Lancaster-Zimmer Fliederzimmer
	ran 1 "" ""
	run lucky-sight -b villa lilac lancaster
	[ "$status" -eq 1 ]
	# both see the Dining Hall
	lucky-sight -b villa lancaster dining
	lucky-sight -b villa lilac dining
}

@test "A.1 villa fact 7: pet starts, dog 19 (else 6), cat 10 (else 2)" {
	board=$(data_file villa.board)
	for pet in "dog 19 6" "cat 10 2"; do
		set -- $pet
		line=$(awk -v p="$1" '$1 == "start" && $2 == p { print $3, $4 }' \
		    "$board")
		set -- $line
		is "start $pet" "${pet#* }" "$(number "$1") $(number "$2")"
	done
}

@test "A.1 villa fact 8: the German names are aliases of the rooms" {
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
		echo "$german $(id "$german")"
	done)
	is aliases "$expected" "$actual"
	run --separate-stderr lucky-sight -b villa -l Kueche
	is status 0 "$status"
	is "Kueche sees" "Trophy Room (6)
Winter Garden (8)
Wine Cellar (9)
Master Suite (12)" "$output"
	lucky-sight -b villa Kueche Trophaeenzimmer
	lucky-sight -b villa Bibliothek Kinderzimmer
	lucky-sight -b villa Remise Salon
}

@test "A.3 the anniversary deck: 24 weapons, 24 movement cards, 24 failure cards, 50 failure clovers" {
	deck=$(data_file anniversary.deck)
	run awk '$1 == "card" { n[$3]++ }
	    $1 == "card" && $3 == "failure" { c += $7 }
	    END { print n["weapon"], n["move"], n["failure"], n["room"] + 0, c }' \
	    "$deck"
	is counts "24 24 24 0 50" "$output"
	# every card has its clovers, 0-4; failure cards 1-4 and no points
	run awk '$1 == "card" && ($7 !~ /^[0-4]$/ ||
	    ($3 == "failure" && ($7 == 0 || $4 != "-")) ||
	    ($3 != "failure" && $7 > 2)) { print $2 }' "$deck"
	is "bad clovers" "" "$output"
	run awk '$1 == "card" { print $2 }' "$deck"
	is ids 72 "$(printf '%s\n' "${lines[@]}" | sort -u | wc -l | tr -d ' ')"
}
