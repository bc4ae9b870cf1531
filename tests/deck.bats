#!/usr/bin/env bats
# lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE.
#
# The classic deck (RULES C.2, BOARDS.md "Deck classic") counted in the
# file and through the programs, and lucky-deck(5) errors of a broken
# copy of it.

bats_require_minimum_version 1.5.0
load helper

# BOARDS.md "Board mansion" 1: the 24 named rooms
NAMED='drawing parlor billiard dining sitting trophy greenhouse winter
kitchen lancaster master nursery armory library tennessee lilac servants
hedge carriage piazza gallery foyer cellar white'

setup() {
	DECK=$(deck_file)
}

# cards KIND: "value room" of each card of that kind in the deck file
cards() {
	awk -v kind="$1" '$1 == "card" && $3 == kind { print $4, $5 }' "$DECK"
}

# --- RULES C.2 in the deck file ------------------------------------------

@test "C.2 the classic deck has 96 cards with distinct ids" {
	run --separate-stderr awk '$1 == "card"' "$DECK"
	is status 0 "$status"
	is cards 96 "${#lines[@]}"
	run --separate-stderr bash -c "awk '\$1 == \"card\" { print \$2 }' \
	    '$DECK' | sort | uniq -d"
	ran 0 "" ""
}

@test "C.2 14 move cards: 8 x Move 1, 4 x Move 2, 2 x Move 3" {
	run --separate-stderr bash -c "$(declare -f cards); DECK='$DECK';
	    cards move | sort | uniq -c"
	ran 0 "      8 1 -
      4 2 -
      2 3 -" ""
}

@test "C.2 20 room cards: every named room but four" {
	run --separate-stderr bash -c "$(declare -f cards); DECK='$DECK';
	    cards room | awk '\$1 == \"-\" { print \$2 }' | sort"
	ran 0 "$(tr -s ' \n' '\n\n' <<<"$NAMED" |
	    grep -vxE 'drawing|lancaster|servants|tennessee' | sort)" ""
}

@test "C.2 20 weapon cards, each worth 1 or more" {
	run --separate-stderr bash -c "$(declare -f cards); DECK='$DECK';
	    cards weapon | awk '\$1 >= 1' | wc -l"
	ran 0 20 ""
	run --separate-stderr awk '$1 == "card" && $3 == "weapon" &&
	    (($5 == "-") != ($6 == "-"))' "$DECK"
	ran 0 "" ""
}

@test "C.2 42 failure cards: 26 x 1, 12 x 2, 4 x 3" {
	run --separate-stderr bash -c "$(declare -f cards); DECK='$DECK';
	    cards failure | sort | uniq -c"
	ran 0 "     26 1 -
     12 2 -
      4 3 -" ""
}

# --- RULES C.2 through the programs --------------------------------------

@test "C.2 a new game holds the 96 cards of the deck, each once" {
	local n

	for n in 2 5 8; do
		newgame -s "$n" $(printf 'p%d ' $(seq "$n"))
		run --separate-stderr bash -c "$(declare -f joined state_cards);
		    state_cards '$S' | sort"
		ran 0 "$(awk '$1 == "card" { print $2 }' "$DECK" | sort)" ""
		is "different ids" 96 "$(printf '%s\n' "${lines[@]}" |
		    sort -u | wc -l)"
	done
}

@test "C.2 C.11 a no-failure-3 game still holds all 96 cards" {
	newgame -s 6 -o no-failure-3 ann bob cat dan
	run --separate-stderr bash -c "$(declare -f joined state_cards);
	    state_cards '$S' | sort"
	ran 0 "$(awk '$1 == "card" { print $2 }' "$DECK" | sort)" ""
}

@test "C.2 weapons: Billiard Cue 2/5, Shoe Horn 2/7, Monkey Hand 2/8, Chain Saw 4" {
	newgame
	# ann's first four cards change places with the four weapons
	sed -e 's/\bw03\b/X1/; s/\bw17\b/X2/; s/\bw12\b/X3/; s/\bw05\b/X4/' \
	    -e 's/^hand ann w16 f05 f16 f04 /hand ann w03 w17 w12 w05 /' \
	    -e 's/\bX1\b/w16/; s/\bX2\b/f05/; s/\bX3\b/f16/; s/\bX4\b/f04/' \
	    "$S" >"$BATS_TEST_TMPDIR/e"
	run --separate-stderr lucky-show -f "$BATS_TEST_TMPDIR/e" -H ann
	ran 0 "ann holds 6 cards in the Drawing Room (0)
w03   weapon   Billiard Cue (2, 5 in Billiard Room)
w17   weapon   Shoe Horn (2, 7 in Lancaster Room)
w12   weapon   Monkey Hand (2, 8 in Foyer)
w05   weapon   Chain Saw (4)
r14   room     Hedge Maze
w15   weapon   Rat Poison (2, 5 in Green House)" ""
}

@test "C.2 move, room and failure cards as lucky-show -H shows them" {
	newgame
	sed -e 's/\bm13\b/X1/; s/\br19\b/X2/; s/\bf39\b/X3/' \
	    -e 's/^hand ann w16 f05 f16 /hand ann m13 r19 f39 /' \
	    -e 's/\bX1\b/w16/; s/\bX2\b/f05/; s/\bX3\b/f16/' \
	    "$S" >"$BATS_TEST_TMPDIR/e"
	run --separate-stderr lucky-show -f "$BATS_TEST_TMPDIR/e" -H ann
	ran 0 "ann holds 6 cards in the Drawing Room (0)
m13   move     Move-3 (3 steps)
r19   room     Wine Cellar
f39   failure  Failure! (3)
f04   failure  Failure! (1)
r14   room     Hedge Maze
w15   weapon   Rat Poison (2, 5 in Green House)" ""
}

# --- lucky-deck(5) errors: a broken copy of the deck ---------------------
#
# LUCKY_PATH is the relative directory d, so that the file named in the
# messages is d/classic.deck wherever $BATS_TEST_TMPDIR is.

# broken SED-SCRIPT: d/classic.deck is the deck with that edit
broken() {
	cd "$BATS_TEST_TMPDIR"
	mkdir -p d
	cp "$(dirname "$DECK")/mansion.board" d/
	sed "$1" "$DECK" >d/classic.deck
	export LUCKY_PATH=d
}

# lineof REGEX [N]: the line number of the Nth line matching REGEX
lineof() {
	grep -n -- "$1" d/classic.deck | sed -n "${2:-1}p" | cut -d: -f1
}

@test "the copied deck and board load: the broken-deck tests test the edit" {
	broken 's/^#.*//'
	run --separate-stderr lucky-new -s 1 ann bob
	is status 0 "$status"
	is stderr "" "$stderr"
}

@test "a deck with a duplicate card id is refused" {
	broken 's/^card m02 /card m01 /'
	run --separate-stderr lucky-new -s 1 ann bob
	refused 2 "lucky-new: d/classic.deck:$(lineof '^card m01 ' 2): duplicate card id \"m01\""
}

@test "a deck card of an unknown kind is refused" {
	broken 's/^card m02  move /card m02  teleport /'
	run --separate-stderr lucky-new -s 1 ann bob
	refused 2 "lucky-new: d/classic.deck:$(lineof '^card m02 '): unknown card kind \"teleport\" (move, room, weapon or failure)"
}

@test "a room card without a room is refused" {
	broken 's/^card r01  room    -     parlor /card r01  room    -     -      /'
	run --separate-stderr lucky-new -s 1 ann bob
	refused 2 "lucky-new: d/classic.deck:$(lineof '^card r01 '): a room card needs a room"
}

@test "a deck card naming an unknown room is refused with the board, then the nearest id" {
	broken 's/^card r08  room    -     kitchen /card r08  room    -     kitchn  /'
	run --separate-stderr lucky-new -s 1 ann bob
	refused 2 "lucky-new: d/classic.deck:$(lineof '^card r08 '): unknown room \"kitchn\" on board mansion (did you mean \"kitchen\"?)"
}

@test "a deck card with a bad value is refused" {
	broken 's/^card w01  weapon  2 /card w01  weapon  x /'
	run --separate-stderr lucky-new -s 1 ann bob
	refused 2 "lucky-new: d/classic.deck:$(lineof '^card w01 '): value \"x\" is invalid (0-99 or -)"
	broken 's/^card w01  weapon  2 /card w01  weapon  100 /'
	run --separate-stderr lucky-new -s 1 ann bob
	refused 2 "lucky-new: d/classic.deck:$(lineof '^card w01 '): value \"100\" is too large (0-99 or -)"
	broken 's/^card w01  weapon  2 /card w01  weapon  0 /'
	run --separate-stderr lucky-new -s 1 ann bob
	refused 2 "lucky-new: d/classic.deck:$(lineof '^card w01 '): a weapon needs a value of 1 or more"
	broken 's/^card m01  move    1 /card m01  move    0 /'
	run --separate-stderr lucky-new -s 1 ann bob
	refused 2 "lucky-new: d/classic.deck:$(lineof '^card m01 '): a move card needs a value of 1 or more"
}

@test "a weapon with a room but no room value is refused" {
	broken 's/^card w05  weapon  4     -          - /card w05  weapon  4     -          5 /'
	run --separate-stderr lucky-new -s 1 ann bob
	refused 2 "lucky-new: d/classic.deck:$(lineof '^card w05 '): a weapon's room and room value go together"
}

@test "a card line with too few words is refused" {
	broken 's/^card f01 .*/card f01 failure/'
	run --separate-stderr lucky-new -s 1 ann bob
	refused 2 "lucky-new: d/classic.deck:$(lineof '^card f01 '): card: want id, kind, value, room, room value, clovers and name"
}

@test "a file that is not a deck is refused" {
	broken '/^lucky-deck/s/^/x/'
	run --separate-stderr lucky-new -s 1 ann bob
	refused 2 "lucky-new: d/classic.deck:$(lineof '^xlucky-deck'): not a lucky deck: the first line must be \"lucky-deck 1\""
}

@test "a deck that names itself otherwise is refused" {
	broken 's/^name classic/name other/'
	run --separate-stderr lucky-new -s 1 ann bob
	refused 2 'lucky-new: d/classic.deck: names itself "other", not "classic"'
}

@test "a state whose deck is broken is refused with the deck's error" {
	newgame
	broken 's/^card m02 /card m01 /'
	run --separate-stderr lucky-show -f "$S"
	refused 2 "lucky-show: state:4: d/classic.deck:$(lineof '^card m01 ' 2): duplicate card id \"m01\""
}

@test "a deck error names the whole path of a deck in a deep directory" {
	local dir="$BATS_TEST_TMPDIR/a-directory-with-a-rather-long-name-for-the-boards-of-lucky"

	broken 's/^card m02 /card m01 /'
	mkdir -p "$dir"
	cp d/classic.deck d/mansion.board "$dir"/
	export LUCKY_PATH="$dir"
	run --separate-stderr lucky-new -s 1 ann bob
	refused 2 "lucky-new: $dir/classic.deck:$(lineof '^card m01 ' 2): duplicate card id \"m01\""
}
