#!/usr/bin/env bats
# lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE.
#
# The map of lucky-show -M (lucky-show(1), lucky-board(5) "The map"):
# every space is found on it by the id lucky-sight and lucky-show -k
# print, and a pawn is drawn inside the space it stands in.

bats_require_minimum_version 1.5.0
load helper

setup() {
	FIX="$BATS_TEST_TMPDIR/boards"
	mkdir -p "$FIX"
	plain_deck "$FIX"
	export LUCKY_PATH="$FIX:$LUCKY_PATH"
}

# words FILE: the words of a map and its key (the legend, its last line,
# left out), folded as names are: lower case, apostrophes dropped, one a
# line
words() {
	sed '$d' "$1" | tr 'A-Z' 'a-z' | tr -d "'" | tr -c 'a-z0-9_\n-' ' ' |
	    tr ' ' '\n' | sed '/^$/d' | sort -u
}

# unshown FILE: the ids of the state FILE's board that its map and key do
# not show, one a line
unshown() {
	lucky-show -M -f "$1" >"$BATS_TEST_TMPDIR/m"
	words "$BATS_TEST_TMPDIR/m" >"$BATS_TEST_TMPDIR/w"
	lucky-show -f "$1" -k spaces | sort | comm -23 - "$BATS_TEST_TMPDIR/w"
}

@test "C.1 A.13 lucky-show -M: every space id of every board is on its map or in its key" {
	local g="$BATS_TEST_TMPDIR/g" b

	lucky-new -s 1 a b c >"$g"
	is "mansion: ids not shown" "" "$(unshown "$g")"
	is "mansion: spaces" 32 "$(lucky-show -f "$g" -k spaces | wc -l)"
	for b in villa hotel hotel-upper hotel-lower; do
		lucky-new -r anniversary -b "$b" -s 1 a b c d >"$g"
		is "$b: ids not shown" "" "$(unshown "$g")"
		run --separate-stderr awk 'length > 78' "$BATS_TEST_TMPDIR/m"
		ran 0 "" ""
	done
}

@test "C.1 lucky-show -M labels the Foyer, the hallways and the stairways of the mansion on the map" {
	newgame
	lucky-show -M -f "$S" | sed '$d' >"$BATS_TEST_TMPDIR/m"
	# each by its id, in its corridor, not in the key: the key has only
	# the Green House, whose name the map shows in two words
	for id in hall-nw hall-ne hall-w hall-e hall-sw hall-se stairs-w stairs-e; do
		is "$id" 1 "$(sed '$d' "$BATS_TEST_TMPDIR/m" |
		    grep -c "[ |=]$id[ |=]")"
	done
	is Foyer 1 "$(grep -c '|#  Foyer #|' "$BATS_TEST_TMPDIR/m")"
	is key "ids: greenhouse Green House (6)" "$(grep '^ids:' "$BATS_TEST_TMPDIR/m")"
}

@test "C.1 lucky-show -M draws a pawn in a hallway or stairway of the mansion inside that corridor" {
	newgame -s 1 a b c d e f g h
	edit 's/^player a .*/player a hall-nw/
	    s/^player b .*/player b hall-ne/
	    s/^player c .*/player c hall-w/
	    s/^player d .*/player d hall-e/
	    s/^player e .*/player e hall-sw/
	    s/^player f .*/player f hall-se/
	    s/^player g .*/player g stairs-w/
	    s/^player h .*/player h stairs-e/
	    s/^lucky .*/lucky foyer/'
	run --separate-stderr lucky-show -M -f "$E"
	ran 0 "+------------+---------+---------+----------+---------+---------+------------+
| 10 Master  |         | 11       12 Armory        13              14        |
|    Suite   | hall-nw | Nursery |          | Library | hall-ne |  Tennessee |
|            |         |         +----------+         |         |    Room    |
|                                   Gallery           |         |            |
|            |         |         |          |         |         |            |
|            |A        +---------+-oooooooo-+---------+B        |            |
|            |         |                     2        |         |            |
+--      --+ +         +4 Sitting|          |Billiard +         + +--      --+
|========== 9 Lancaster|  Room   | 3 Dining |  Room   | 15 Lilac   ==========|
|G         |   Room    |         |   Hall   |         |   Room    |H         |
|=stairs-w=|           |         |          |         |           |=stairs-e=|
|==========|           |         |          |         |           |==========|
+--      --+-----------+------  -+          +-  ------+-----------+--      --+
|   hall-w                                                          hall-e   |
|   C                            |          |                 D              |
+-   ---   --+         +------  -+---    ---+-  ------+         +--   ---   -+
|            |         |5 Trophy   0 Drawing          |         |            |
| 8 Kitchen  | hall-sw |  Room   |   Room   |1 Parlor | hall-se |16 Servants'|
|            |         |         |          |         |         |  Quarters  |
|                                +#--    --#+                                |
|            |         |         |#  Foyer #|         |         |            |
|            |E        |         |#L       #|         |F        |            |
+-------   --+         +-  ------+#--    --#+------  -+         +--   -------+
|   Wine     |         |         |          |18       |         | White Room |
|  Cellar    |         |6 Green  |          |Carriage |         |            |
|            |         |  House  |19 Piazza |  House  |         |            |
+-------   --+         |         |          |         |         +--   -------+
|                      |                                                     |
|  7 Winter            |         |          |         |   17 Hedge           |
|    Garden                                           |       Maze           |
|                      |         |          |         |                      |
+----------------------+---------+----------+---------+----------------------+
ids: greenhouse Green House (6)
hall-nw   hall by the Master Suite
hall-ne   hall by the Tennessee Room
hall-w    west hall
hall-e    east hall
hall-sw   hall by the Kitchen
hall-se   hall by the Parlor
stairs-w  west stairs
stairs-e  east stairs
A a  B b  C c  D d  E e  F f  G g  H h  L Doctor Lucky" ""
}

# tiny FIELD: a board "tiny" in $FIX whose study's field is FIELD
tiny() {
	cat >"$FIX/tiny.board" <<EOB
lucky-board 1
name tiny
space hall 1 room Hall
space study 2 room Study
space attic 3 room Attic
space corridor - hallway corridor
start players hall
start lucky attic
door hall corridor
door corridor study
door study attic
sight hall corridor study
map
|Hall       Study   Attic
|[hall    ] $1 [attic   ]
|corridor [corridor]
end
EOB
}

@test "lucky-board(5): a map field names a narrow space by its number" {
	tiny '[2]'
	newgame -r anniversary -b tiny -d plain -s 1 a b c d e f
	edit 's/^player a .*/player a study/; s/^lucky .*/lucky study/'
	run --separate-stderr lucky-show -M -f "$E"
	ran 0 "Hall       Study   Attic
BCDEF      AL
corridor
corridor  corridor
A a  B b  C c  D d  E e  F f  L Doctor Lucky" ""
	tiny '[2  ]'
	edit 's/^player \([a-e]\) .*/player \1 study/; s/^lucky .*/lucky study/'
	run --separate-stderr lucky-show -M -f "$E"
	ran 0 "Hall       Study   Attic
F          ABCD+
corridor
corridor  corridor
A a  B b  C c  D d  E e  F f  L Doctor Lucky" ""
	# a number no space has; a space with a field by id and one by number
	tiny '[9  ]'
	run --separate-stderr lucky-sight -b tiny hall
	refused 2 "lucky-sight: $FIX/tiny.board:15: map anchor names unknown space \"9\""
	tiny '[2] [study]'
	run --separate-stderr lucky-sight -b tiny hall
	refused 2 "lucky-sight: $FIX/tiny.board:15: second map anchor for study"
}

@test "lucky-show -M: the key gives each space whose id the map does not show, folded at 78 columns" {
	cat >"$FIX/bare.board" <<'EOB'
lucky-board 1
name bare
space north 1 room Northern Reading Room
space south 2 room Southern Smoking Room
space east 3 room Eastern Conservatory
space west 4 room Western Billiard Room
space tower 5 room Tower of the Astronomer
space well - room Well House
space lane - hallway lane between the rooms
start players north
start lucky south
door north lane
door south lane
door east lane
door west lane
door tower lane
door well lane
map
|[north ] [south ] [east  ] [west  ] [tower ] [well  ] [lane  ]
|The NORTH, the lane and the Well: shown.  Not "Westward".
end
EOB
	newgame -r anniversary -b bare -d plain -s 1 a b c d e f
	run --separate-stderr lucky-show -M -f "$S"
	ran 0 "ABCDEF   L
The NORTH, the lane and the Well: shown.  Not \"Westward\".
ids: south Southern Smoking Room (2), east Eastern Conservatory (3),
     west Western Billiard Room (4), tower Tower of the Astronomer (5)
lane  lane between the rooms
A a  B b  C c  D d  E e  F f  L Doctor Lucky" ""
}

@test "the maps of lucky-show(1), lucky(7) and the README are what lucky-show -M draws" {
	local top=$BATS_TEST_DIRNAME/.. page

	# the game of seed 42 the pages play: ann, bob and cat
	newgame
	for page in man/lucky-show.1 man/lucky.7; do
		is "$page" "$(lucky-show -M -f "$S")" \
		    "$(sed -n '/^\$ lucky-show -M < game$/,/ L Doctor Lucky$/p' \
		    "$top/$page" | sed 1d)"
	done
	# the README's, after bob went into the Dining Hall
	lucky-move -f "$S" dining | lucky-end >"$BATS_TEST_TMPDIR/next"
	is README "$(lucky-show -M -f "$BATS_TEST_TMPDIR/next")" \
	    "$(sed -n '/^    \$ lucky-show -M < game/,/ L Doctor Lucky$/p' \
	    "$top/README.md" | sed '1d; s/^    //')"
}

@test "lucky-show -M: a pawn is a letter, never a digit, whatever the names" {
	lucky-new -s 42 aa a2 a3 >"$BATS_TEST_TMPDIR/g"
	run --separate-stderr lucky-show -M -f "$BATS_TEST_TMPDIR/g"
	[ "$status" -eq 0 ]
	is legend "A aa  B a2  C a3  L Doctor Lucky" "$(tail -n 1 <<<"$output")"
	# all three in the Drawing Room: letters, no room number
	run --separate-stderr grep -c '|ABC ' <<<"$output"
	ran 0 1 ""
}
