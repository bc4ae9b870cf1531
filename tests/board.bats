#!/usr/bin/env bats
# lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE.
#
# The mansion board (RULES C.1, BOARDS.md "Board mansion": every numbered
# fact is a test here) and the checks lucky-board(5) makes when a board
# is loaded.

bats_require_minimum_version 1.5.0
load helper

setup() {
	newgame
}

# the spaces that see ROOM, sorted, on one line
sees() {
	lucky-sight -b mansion "$1" | sort | tr '\n' ' '
}

# exits ROOM: the spaces one step away, sorted, on one line
exits() {
	lucky-show -f "$S" -k "exits:$1" | sort | tr '\n' ' '
}

# steps FROM TO: the fewest steps between two spaces (breadth first,
# through the programs)
steps() {
	local d=0 frontier=" $1 " seen=" $1 " next s e

	while [[ $frontier != *" $2 "* ]]; do
		next=" "
		for s in $frontier; do
			for e in $(lucky-show -f "$S" -k "exits:$s"); do
				if [[ $seen != *" $e "* ]]; then
					seen="$seen$e "
					next="$next$e "
				fi
			done
		done
		[ "$next" != " " ] || return 1
		frontier=$next
		d=$((d + 1))
	done
	echo "$d"
}

@test "C.1 fact 1: 32 spaces, 24 named rooms, 6 hallways, 2 stairways" {
	run lucky-show -f "$S" -k spaces
	[ "$status" -eq 0 ]
	[ "${#lines[@]}" -eq 32 ]
	kinds=$(for s in "${lines[@]}"; do
		lucky-show -f "$S" -k "space:$s" | cut -d' ' -f3
	done | sort | uniq -c | awk '{ print $2, $1 }' | tr '\n' ' ')
	is kinds "hallway 6 room 24 stairs 2 " "$kinds"
}

@test "C.1 fact 1: rooms 0-19 by number and name, four unnumbered rooms" {
	expected="drawing 0 room Drawing Room
parlor 1 room Parlor
billiard 2 room Billiard Room
dining 3 room Dining Hall
sitting 4 room Sitting Room
trophy 5 room Trophy Room
greenhouse 6 room Green House
winter 7 room Winter Garden
kitchen 8 room Kitchen
lancaster 9 room Lancaster Room
master 10 room Master Suite
nursery 11 room Nursery
armory 12 room Armory
library 13 room Library
tennessee 14 room Tennessee Room
lilac 15 room Lilac Room
servants 16 room Servants' Quarters
hedge 17 room Hedge Maze
carriage 18 room Carriage House
piazza 19 room Piazza"
	actual=$(for n in $(seq 0 19); do
		lucky-show -f "$S" -k "space:$n"
	done)
	is rooms "$expected" "$actual"
	for r in Gallery Foyer "Wine Cellar" "White Room"; do
		run lucky-show -f "$S" -k "space:$r"
		[ "$status" -eq 0 ]
		[[ $output == *" - room $r" ]]
	done
}

@test "C.1 fact 1: every space, hallways and stairs too, is a place to stand" {
	for s in hall-nw hall-ne hall-w hall-e hall-sw hall-se stairs-w stairs-e; do
		sed "s/^player ann drawing$/player ann $s/" "$S" >"$BATS_TEST_TMPDIR/t"
		run lucky-show -f "$BATS_TEST_TMPDIR/t" -k room:ann
		is "ann on $s" "$s" "$output"
	done
}

@test "C.1 fact 2: the Kitchen sees exactly its seven spaces" {
	is sight "cellar hall-sw hall-w master stairs-w trophy winter " \
	    "$(sees kitchen)"
}

@test "C.1 fact 3: Kitchen and Trophy Room are not adjacent, a hallway between" {
	[[ " $(exits kitchen)" != *" trophy "* ]]
	is steps 2 "$(steps kitchen trophy)"
	[[ " $(exits kitchen)" == *" hall-sw "* ]]
	[[ " $(exits trophy)" == *" hall-sw "* ]]
}

@test "C.1 fact 4: the Foyer does not see the Carriage House" {
	run lucky-sight -b mansion foyer carriage
	[ "$status" -eq 1 ]
	[ -z "$output" ]
	run lucky-sight -b mansion carriage foyer
	[ "$status" -eq 1 ]
}

@test "C.9 fact 5: Lucky goes from the Wine Cellar to the Kitchen, from the Foyer to the Piazza" {
	sed 's/^lucky .*/lucky cellar/' "$S" >"$BATS_TEST_TMPDIR/t"
	run lucky-show -f "$BATS_TEST_TMPDIR/t" -k lucky-next
	is next kitchen "$output"
	sed 's/^lucky .*/lucky foyer/' "$S" >"$BATS_TEST_TMPDIR/t"
	run lucky-show -f "$BATS_TEST_TMPDIR/t" -k lucky-next
	is next piazza "$output"
}

@test "C.1 fact 6: the Gallery overlooks the Dining Hall without a door" {
	run lucky-sight -b mansion gallery dining
	[ "$status" -eq 0 ]
	[[ " $(exits gallery)" != *" dining "* ]]
	is sight "dining drawing foyer hall-nw library master nursery piazza " \
	    "$(sees gallery)"
}

@test "C.1 fact 7: the Gallery is adjacent to the Library and the Nursery" {
	is exits "library nursery " "$(exits gallery)"
}

@test "C.1 fact 8: the Nursery is seen from the Paizo figure 4 rooms and their hallways" {
	is sight "armory gallery hall-ne hall-nw library master tennessee " \
	    "$(sees nursery)"
}

@test "C.1 fact 9: Parlor and Carriage House adjacent; Parlor to Billiard Room two steps" {
	[[ " $(exits parlor)" == *" carriage "* ]]
	is steps 2 "$(steps parlor billiard)"
}

@test "C.1 fact 10: Dining Hall to Lancaster Room is exactly 3 steps" {
	is steps 3 "$(steps dining lancaster)"
	is steps 3 "$(steps lancaster dining)"
}

@test "C.1 fact 11: the Master Suite sees the Library along the top" {
	run lucky-sight -b mansion master library
	[ "$status" -eq 0 ]
	run lucky-sight -b "mansion" "Master Suite" "LIBRARY"
	[ "$status" -eq 0 ]
}

@test "C.1 fact 12: Winter Garden sees Green House, Piazza, Carriage House but not the Hedge Maze" {
	for r in greenhouse piazza carriage; do
		run lucky-sight -b mansion winter "$r"
		[ "$status" -eq 0 ]
		run lucky-sight -b mansion "$r" hedge
		[ "$status" -eq 0 ]
	done
	run lucky-sight -b mansion winter hedge
	[ "$status" -eq 1 ]
}

@test "C.9 fact 13: Lucky can be ridden three turns from rooms 2, 5, 11 and 17" {
	# Lucky walks n -> n+1 -> n+2: a player with him follows with free
	# steps when each number is adjacent to the next
	runs=""
	for n in $(seq 0 17); do
		a=$(lucky-show -f "$S" -k "space:$n" | cut -d' ' -f1)
		b=$(lucky-show -f "$S" -k "space:$((n + 1))" | cut -d' ' -f1)
		c=$(lucky-show -f "$S" -k "space:$((n + 2))" | cut -d' ' -f1)
		if [[ " $(exits "$a")" == *" $b "* ]] &&
		    [[ " $(exits "$b")" == *" $c "* ]]; then
			runs="$runs$n "
		fi
	done
	is runs "2 5 11 17 " "$runs"
}

# board_spaces BOARD: the ids of the board's spaces, one a line, from a
# new game on it
board_spaces() {
	case $1 in
	mansion)	lucky-new -s 1 ann bob ;;
	*)		lucky-new -r anniversary -b "$1" -s 1 a b c d e f ;;
	esac | lucky-show -k spaces
}

@test "C.1 every door works both ways, and on every board sight is symmetric: a space sees another exactly when the other sees it" {
	local b s v pair seen

	for s in $(lucky-show -f "$S" -k spaces); do
		for e in $(lucky-show -f "$S" -k "exits:$s"); do
			[[ " $(exits "$e")" == *" $s "* ]]
		done
	done
	# RULES, shared: the board's sight is symmetric; only the cat makes
	# a game's one-way (A.12, anniversary.bats)
	for b in mansion villa hotel hotel-upper hotel-lower; do
		seen=" "
		for s in $(board_spaces "$b"); do
			for v in $(lucky-sight -b "$b" "$s"); do
				seen="$seen$v>$s "
			done
		done
		[ "$seen" != " " ]
		for pair in $seen; do
			v=${pair%>*}
			s=${pair#*>}
			# v is listed as seeing s: s is listed as seeing v, and
			# the question asked both ways says yes (asked here one
			# way, and the other way for the pair s>v, which is
			# listed too: each question once)
			if [[ $seen != *" $s>$v "* ]] ||
			    ! lucky-sight -b "$b" "$v" "$s"; then
				printf '%s: %s sees %s, but not the other way\n' \
				    "$b" "$v" "$s" >&2
				return 1
			fi
		done
	done
}

@test "C.1 every space sees itself and is reachable from the Drawing Room" {
	for s in $(lucky-show -f "$S" -k spaces); do
		lucky-sight -b mansion "$s" "$s"
	done
	is steps 3 "$(steps drawing stairs-e)"
}

@test "names are forgiving: numbers, any case, blanks, prefixes, aliases" {
	for q in 8 kitchen KITCHEN Kitchen kit; do
		run lucky-sight -b mansion "$q" cellar
		[ "$status" -eq 0 ]
	done
	for q in "servants quarters" "Servants' Quarters" servants_quarters \
	    SERVANTS-QUARTERS; do
		run lucky-sight -b mansion "$q" white
		[ "$status" -eq 0 ]
	done
}

@test "names: an ambiguous prefix lists the candidates" {
	run --separate-stderr lucky-sight -b mansion li
	refused 2 'lucky-sight: ambiguous room "li" (Library, Lilac Room)'
}

@test "names: an unknown room suggests the nearest name" {
	run --separate-stderr lucky-sight -b mansion Kitchn
	refused 2 'lucky-sight: unknown room "Kitchn" (did you mean "Kitchen"?)'
	run --separate-stderr lucky-sight -b mansion 42
	refused 2 'lucky-sight: no room numbered 42'
	run --separate-stderr lucky-sight -b mansion xyzzy
	refused 2 'lucky-sight: unknown room "xyzzy"'
}

# --- loading a board checks it (lucky-board(5)) ----------------------------

# A small good board in $B/tiny.board; bad_board EDIT MESSAGE applies a sed
# edit and expects lucky-sight to reject it with MESSAGE at a line.
tiny() {
	B=$BATS_TEST_TMPDIR/boards
	mkdir -p "$B"
	cat >"$B/tiny.board" <<'EOB'
lucky-board 1
name tiny
title a test house
space hall 0 room Hall
space study 1 room Study
space attic 2 room Attic
space corridor - hallway corridor
start players hall
door hall corridor
door corridor study
door study attic
sight hall corridor study
map
|+------+------+------+
||[hall]|[study ][attic]
|+------+------+------+
|[corridor]
end
EOB
}

bad_board() {
	sed "$1" "$B/tiny.board" >"$B/bad.board"
	sed -i 's/^name tiny$/name bad/' "$B/bad.board"
	run --separate-stderr env LUCKY_PATH="$B" lucky-sight -b bad hall
	refused 2 "lucky-sight: $B/bad.board:$2"
}

@test "a good small board loads and answers" {
	tiny
	run env LUCKY_PATH="$B" lucky-sight -b tiny hall
	is sight "study
corridor" "$output"
}

@test "board: unknown space in a door" {
	tiny
	bad_board 's/^door study attic$/door study atic/' '11: unknown space "atic"'
}

@test "board: a door stated twice, in either order" {
	tiny
	bad_board 's/^door study attic$/door study attic\ndoor attic study/' \
	    '12: duplicate door between attic and study'
}

@test "board: a door to itself" {
	tiny
	bad_board 's/^door study attic$/door study study/' \
	    '11: door from study to itself'
}

@test "board: a space nobody can reach" {
	tiny
	bad_board '/^door study attic$/d' '6: attic cannot be reached from hall'
}

@test "board: a sight line through a wall" {
	tiny
	bad_board 's/^sight .*/sight hall study/' \
	    '12: sight line: hall and study are neither joined by a door nor by an overlook'
}

@test "board: a sight line naming a space twice or only one space" {
	tiny
	bad_board 's/^sight .*/sight hall corridor hall/' \
	    '12: sight line names hall twice'
	bad_board 's/^sight .*/sight hall/' '12: sight: too few words'
}

@test "board: duplicate ids and numbers, bad kinds" {
	tiny
	bad_board 's/^space attic 2/space study 2/' '6: duplicate id "study"'
	bad_board 's/^space attic 2/space attic 1/' '6: number 1 already belongs to study'
	bad_board 's/^space attic 2 room/space attic 2 cellar/' \
	    '6: unknown kind "cellar" (room, hallway or stairs)'
}

@test "board: map anchors missing, doubled or unknown" {
	tiny
	bad_board 's/\[attic\]/-------/' '6: attic has no anchor in the map'
	bad_board 's/\[attic\]/[study]/' '15: second map anchor for study'
	bad_board 's/\[attic\]/[attik]/' '15: map anchor names unknown space "attik"'
	bad_board '/^end$/d' '13: map without "end"'
}

@test "board: not a board, another version, another name" {
	tiny
	bad_board '1s/.*/lucky-deck 1/' '1: not a lucky board: the first line must be "lucky-board 1"'
	bad_board '1s/.*/lucky-board 2/' '1: board version 2 is not supported (1 is)'
	cp "$B/tiny.board" "$B/other.board"
	run --separate-stderr env LUCKY_PATH="$B" lucky-sight -b other hall
	refused 2 "lucky-sight: $B/other.board: names itself \"tiny\", not \"other\""
}

@test "board: names are ids, never paths" {
	for name in ../boards/mansion /etc/passwd mansion.board .hidden; do
		run --separate-stderr lucky-sight -b "$name" kitchen
		[ "$status" -eq 2 ]
		[ -z "$output" ]
		[[ $stderr == "lucky-sight: bad board name \""* ]]
	done
	run --separate-stderr lucky-sight -b nosuch kitchen
	refused 2 "lucky-sight: no board \"nosuch\" in $(board_dirs lucky-sight)"
}

@test "board: a FIFO, a directory or a device named like a board or deck is refused at once" {
	local d="$BATS_TEST_TMPDIR/lp" g="$BATS_TEST_TMPDIR/g" f line

	mkdir "$d"
	lucky-new -s 7 ann bob >"$g"
	# a FIFO with no writer: every program would wait for one
	for f in 3:mansion.board 4:classic.deck; do
		line=${f%%:*} f=${f#*:}
		mkfifo "$d/$f"
		run --separate-stderr env LUCKY_PATH="$d:$LUCKY_PATH" \
		    timeout 10 lucky-new -s 7 ann bob
		refused 2 "lucky-new: $d/$f: not a regular file"
		run --separate-stderr env LUCKY_PATH="$d:$LUCKY_PATH" \
		    timeout 10 lucky-show -f "$g" -k turn
		refused 2 "lucky-show: state:$line: $d/$f: not a regular file"
		rm "$d/$f"
	done
	mkdir "$d/mansion.board"
	run --separate-stderr env LUCKY_PATH="$d:$LUCKY_PATH" \
	    timeout 10 lucky-sight -b mansion kitchen
	refused 2 "lucky-sight: $d/mansion.board: not a regular file"
	rmdir "$d/mansion.board"
	ln -s /dev/null "$d/mansion.board"
	run --separate-stderr env LUCKY_PATH="$d:$LUCKY_PATH" \
	    timeout 10 lucky-sight -b mansion kitchen
	refused 2 "lucky-sight: $d/mansion.board: not a regular file"
}
