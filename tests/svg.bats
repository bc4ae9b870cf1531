#!/usr/bin/env bats
# lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE.
#
# lucky-show -T svg and -T png (lucky-show(1) "Pictures", issue 19): the
# board drawn from its map, the pawns in the rooms they stand in, as
# xmllint reads the SVG and as a browser (headless Chromium) and
# rsvg-convert render it.

bats_require_minimum_version 1.5.0
load helper

BOARDS="mansion villa hotel hotel-upper hotel-lower"

setup() {
	T="$BATS_TEST_TMPDIR"
	# the mansion in the middle of a game, the README's picture
	M="$BATS_TEST_DIRNAME/../doc/mansion.state"
}

# attr FILE ID NAME: attribute NAME of the element of id ID
attr() {
	xmllint --xpath "string(//*[@id='$2']/@$3)" "$1"
}

# centre FILE ID: "x y", the centre of the pawn of id ID (its first
# element, a circle)
centre() {
	xmllint --xpath "concat(//*[@id='$2']/*[1]/@cx, ' ',
	    //*[@id='$2']/*[1]/@cy)" "$1"
}

# inside X Y D: whether the point lies in one of the rectangles of the
# path D ("Mx yhWvHh-Wz" each)
inside() {
	printf '%s\n' "$3" | tr 'z' '\n' | awk -v x="$1" -v y="$2" '
		/^M/ {
			sub(/^M/, "")
			gsub(/[hv]/, " ")
			split($0, a, " ")
			if (x > a[1] && x < a[1] + a[3] &&
			    y > a[2] && y < a[2] + a[4])
				found = 1
		}
		END { exit !found }'
}

# in_room FILE ID SPACE: the pawn ID stands inside the floor of SPACE
in_room() {
	local c

	c=$(centre "$1" "$2")
	[ -n "$c" ] || { echo "no pawn $2" >&2; return 1; }
	# shellcheck disable=SC2086
	inside $c "$(attr "$1" "space-$3" d)" ||
	    { echo "$2 at $c is not in $3" >&2; return 1; }
}

# names BOARD: the names of the spaces of a board file, one a line
names() {
	awk '$1 == "space" { $1 = $2 = $3 = $4 = ""; sub(/^ +/, ""); print }' \
	    "$BATS_TEST_DIRNAME/../boards/$1.board"
}

# pixel PNG X Y: "R,G,B" of a pixel
pixel() {
	convert "$1" -format '%[fx:int(255*p{'"$2,$3"'}.r)],%[fx:int(255*p{'"$2,$3"'}.g)],%[fx:int(255*p{'"$2,$3"'}.b)]' info:
}

# near "R,G,B" "#rrggbb": within 24 a channel
near() {
	local want=$2 r g b

	r=$((16#${want:1:2})) g=$((16#${want:3:2})) b=$((16#${want:5:2}))
	echo "$1" | awk -F, -v r=$r -v g=$g -v b=$b '
		function d(a, b) { return a > b ? a - b : b - a }
		{ exit !(d($1, r) <= 24 && d($2, g) <= 24 && d($3, b) <= 24) }'
}

# chrome SVG PNG: the SVG rendered by headless Chromium at its own size
chrome() {
	local w h

	w=$(xmllint --xpath 'string(/*/@width)' "$1")
	h=$(xmllint --xpath 'string(/*/@height)' "$1")
	chromium --headless --no-sandbox --disable-gpu --hide-scrollbars \
	    --user-data-dir="$T/chromium" --screenshot="$2" \
	    --window-size="$w,$h" "file://$1" >"$T/chromium.log" 2>&1 ||
	    { cat "$T/chromium.log" >&2; return 1; }
	[ -s "$2" ]
}

# pawns_seen SVG PNG STATE: each seat's colour shows in its pawn, which
# is in the space the state puts it in
pawns_seen() {
	local i=0 name room x y fill

	[ -n "$(lucky-show -f "$3" -k players)" ] || return 1
	for name in $(lucky-show -f "$3" -k players); do
		i=$((i + 1))
		room=$(lucky-show -f "$3" -k "room:$name")
		in_room "$1" "pawn-$i" "$room" || return 1
		read -r x y <<<"$(centre "$1" "pawn-$i")"
		fill=$(xmllint --xpath "string(//*[@id='pawn-$i']/*[1]/@fill)" \
		    "$1")
		# below the initial, inside the disc
		near "$(pixel "$2" "$x" $((y + 5)))" "$fill" ||
		    { echo "pawn-$i at $x,$y: $(pixel "$2" "$x" $((y + 5)))," \
		    "not $fill" >&2; return 1; }
	done
}

@test "issue 19: lucky-show -T svg: every shipped board draws as SVG that xmllint reads, with a title" {
	for b in $BOARDS; do
		lucky-show -T svg -b "$b" >"$T/$b.svg"
		xmllint --noout "$T/$b.svg"
		grep -q '^<svg xmlns="http://www.w3.org/2000/svg" version="1.1" ' \
		    "$T/$b.svg"
		[ -n "$(xmllint --xpath 'string(/*/*[1][local-name()="title"])' \
		    "$T/$b.svg")" ]
		# no script, no font or picture from elsewhere
		! grep -Eqi '<script|@import|@font-face|href=|url\(http' \
		    "$T/$b.svg"
	done
	# SVG 1.1's elements and attributes only (no DTD to check against
	# offline): those of a board, a game with the lights out, a view
	lucky-show -f "$M" -a bob >"$T/view"
	lucky-show -T svg -f "$T/view" --mark=kitchen >"$T/view.svg"
	newgame -r anniversary -o pet=cat -s 42 ann bob
	lucky-show -T svg -f "$S" >"$T/ann.svg"
	cat "$T"/*.svg | grep -o '<[a-zA-Z][a-zA-Z]*' | sort -u | tr '\n' ' ' >"$T/el"
	is elements "<circle <defs <g <path <pattern <rect <svg <text <title <tspan " \
	    "$(cat "$T/el")"
	cat "$T"/*.svg | grep -o ' [a-zA-Z:-]*="' | tr -d ' ="' | sort -u |
	    grep -vxE 'class|cx|cy|d|encoding|fill|fill-opacity|font-family|font-size|font-style|font-weight|height|id|patternUnits|r|rx|stroke|stroke-dasharray|stroke-linecap|stroke-width|text-anchor|version|viewBox|width|x|xmlns|y' \
	    >"$T/attrs" || true
	is "other attributes" "" "$(cat "$T/attrs")"
}

@test "issue 19: each room's name is written once, as text, and its number" {
	for b in mansion villa hotel; do
		lucky-show -T svg -b "$b" >"$T/$b.svg"
		while IFS= read -r n; do
			c=$(xmllint --xpath "count(//*[local-name()='text']
			    [normalize-space(.)=\"$n\"])" "$T/$b.svg")
			is "texts \"$n\" on $b" 1 "$c"
		done < <(names "$b")
		for n in $(awk '$1 == "space" && $3 != "-" { print $3 }' \
		    "$BATS_TEST_DIRNAME/../boards/$b.board"); do
			c=$(xmllint --xpath "count(//*[@id='labels']/*
			    [normalize-space(.)='$n'])" "$T/$b.svg")
			is "number $n on $b" 1 "$c"
		done
	done
}

@test "issue 19: each pawn, Doctor Lucky and the pets stand inside the floor of their space" {
	lucky-show -T svg -f "$M" >"$T/m.svg"
	for i in 1 2 3 4; do
		name=$(awk -v i="$i" '$1 == "player" && ++n == i { print $2 }' \
		    "$M")
		in_room "$T/m.svg" "pawn-$i" "$(lucky-show -f "$M" -k "room:$name")"
	done
	in_room "$T/m.svg" lucky "$(lucky-show -f "$M" -k lucky)"
	# a villa game with the dog, pawns in other rooms
	newgame -r anniversary -b villa -o pet=dog -s 5 ann bob dan
	sed -i 's/^player bob .*/player bob parlor/; s/^player dan .*/player dan library/' "$S"
	lucky-show -T svg -f "$S" >"$T/v.svg"
	in_room "$T/v.svg" pawn-1 drawing
	in_room "$T/v.svg" pawn-2 parlor
	in_room "$T/v.svg" pawn-3 library
	in_room "$T/v.svg" lucky gallery
	read -r x y <<<"$(xmllint --xpath "concat(//*[@id='dog']/*[1]/@x, ' ',
	    //*[@id='dog']/*[1]/@y)" "$T/v.svg")"
	inside $((x + 8)) $((y + 8)) "$(attr "$T/v.svg" space-trophy d)"
	# the locked rooms are filled with their pattern
	is "kitchen" "url(#locked)" "$(attr "$T/v.svg" space-kitchen fill)"
	is "drawing" "#f4ead5" "$(attr "$T/v.svg" space-drawing fill)"
}

@test "issue 19: eight players meeting in one room all stand inside it" {
	newgame -s 3 a1 b2 c3 d4 e5 f6 g7 h8
	sed -i 's/^lucky .*/lucky drawing/' "$S"
	lucky-show -T svg -f "$S" >"$T/8.svg"
	for i in 1 2 3 4 5 6 7 8; do
		in_room "$T/8.svg" "pawn-$i" drawing
	done
	in_room "$T/8.svg" lucky drawing
	# apart: no two at the same place
	for i in 1 2 3 4 5 6 7 8; do echo "$(centre "$T/8.svg" "pawn-$i")"; done |
	    sort | uniq -d >"$T/dup"
	[ ! -s "$T/dup" ]
}

@test "issue 19: whose turn it is, in the title, the line above the map and the legend" {
	lucky-show -T svg -f "$M" >"$T/m.svg"
	is title "mansion: turn 10, round 5: dan to play" \
	    "$(xmllint --xpath 'string(/*/*[1])' "$T/m.svg")"
	is legend "dan, to play" "$(xmllint --xpath "normalize-space(//*[@id='legend']/*[local-name()='text'][4])" "$T/m.svg")"
	grep -q 'stroke-width="2"/><text' "$T/m.svg"
}

@test "issue 19: A.9 the lights out dim the map and say so; A.11 the strangers are squares of their seat's colour" {
	newgame -r anniversary -s 42 ann bob
	# the deck drawn out: all of it on the discard pile, the lights out
	awk '/^\+/ { sub(/^\+/, ""); line = line $0; next }
	    NR > 1 { print line } { line = $0 } END { print line }' "$S" |
	    awk '$1 == "draw" { $1 = ""; moved = $0; print "draw"
		print "lights off"; next }
		$1 == "discard" { d = $0; next } { print }
		END { print d moved }' >"$T/lo"
	lucky-show -T svg -f "$T/lo" >"$T/lo.svg"
	is title "villa: turn 1, round 1: ann to play; the lights are out" \
	    "$(xmllint --xpath 'string(/*/*[1])' "$T/lo.svg")"
	is overlay "0.35" "$(attr "$T/lo.svg" lights-out fill-opacity)"
	lucky-show -T svg -f "$S" >"$T/on.svg"
	is "no overlay" 0 "$(xmllint --xpath "count(//*[@id='lights-out'])" \
	    "$T/on.svg")"
	# seats 2 and 4 are the strangers'
	for i in 2 4; do
		is "pawn-$i" rect "$(xmllint --xpath \
		    "local-name(//*[@id='pawn-$i']/*[1])" "$T/on.svg")"
	done
	is "pawn-1" circle "$(xmllint --xpath \
	    "local-name(//*[@id='pawn-1']/*[1])" "$T/on.svg")"
	is colour "#1f77b4" "$(xmllint --xpath \
	    "string(//*[@id='pawn-2']/*[1]/@fill)" "$T/on.svg")"
	grep -q '>stranger1 (stranger)</text>' "$T/on.svg"
}

@test "issue 19: a player's view draws nothing the view hides: no card, the same board" {
	lucky-show -f "$M" -a bob >"$T/view"
	lucky-show -T svg -f "$M" >"$T/m.svg"
	lucky-show -T svg -f "$T/view" >"$T/v.svg"
	xmllint --noout "$T/v.svg"
	# the title and the line above the map say whose view it is
	diff "$T/m.svg" "$T/v.svg" | grep '^>' >"$T/d" || true
	is changed 2 "$(wc -l <"$T/d")"
	grep -c "as bob sees it" "$T/d"
	# no card of any hand, by id or name
	for c in $(lucky-show -f "$M" -k hand:ann -k hand:cat -k hand:dan \
	    -k hand:bob); do
		! grep -qw "$c" "$T/v.svg"
		n=$(awk -v c="$c" '$1 == "card" && $2 == c {
		    for (i = 8; i <= NF; i++) printf "%s%s", $i,
		    i < NF ? " " : ""; print "" }' "$(deck_file)")
		[ -z "$n" ] || ! grep -qF "$n" "$T/v.svg"
	done
}

@test "issue 19: lucky-show -T svg -b BOARD: an empty board, no pawn, the board's title" {
	run --separate-stderr lucky-show -T svg -b villa
	is status 0 "$status"
	is stderr "" "$stderr"
	printf '%s\n' "$output" >"$T/v.svg"
	xmllint --noout "$T/v.svg"
	is pawns 0 "$(xmllint --xpath "count(//*[@id='pawns' or @id='lucky' or starts-with(@id, 'pawn-')])" "$T/v.svg")"
	is title "villa: Doctor Lucky's villa (19.5th Anniversary edition)" \
	    "$(xmllint --xpath 'string(/*/*[1])' "$T/v.svg")"
	run --separate-stderr lucky-show -T svg -b mansion -f "$M"
	is status 2 "$status"
	run --separate-stderr lucky-show -T svg -b manor
	refused 2 "lucky-show: no board \"manor\" in $(board_dirs)"
}

@test "issue 19: --mark and --highlight fill the spaces named, from a list or a file of lucky-show -k reach" {
	lucky-show -T svg -f "$M" --mark=kitchen,'Wine Cellar' >"$T/m.svg"
	is kitchen "#ffe14d" "$(attr "$T/m.svg" space-kitchen fill)"
	is cellar "#ffe14d" "$(attr "$T/m.svg" space-cellar fill)"
	is parlor "#f4ead5" "$(attr "$T/m.svg" space-parlor fill)"
	grep -q '>marked</text>' "$T/m.svg"
	lucky-show -f "$M" -k reach >"$T/reach"
	lucky-show -T svg -f "$M" --highlight="$T/reach" >"$T/r.svg"
	lucky-show -T svg -f "$M" --highlight=- <"$T/reach" >"$T/r2.svg"
	cmp "$T/r.svg" "$T/r2.svg"
	for s in $(awk '{ print $1 }' "$T/reach"); do
		is "$s" "#ffe14d" "$(attr "$T/r.svg" "space-$s" fill)"
	done
	is marked "$(wc -l <"$T/reach")" \
	    "$(grep -c 'fill="#ffe14d" d=' "$T/r.svg")"
	# an empty board, marked
	lucky-show -T svg -b mansion --highlight=- <"$T/reach" >"$T/r3.svg"
	is marked "$(wc -l <"$T/reach")" \
	    "$(grep -c 'fill="#ffe14d" d=' "$T/r3.svg")"
	run --separate-stderr lucky-show -T svg --highlight=- <"$M"
	refused 2 "lucky-show: the state and --highlight cannot both be the standard input"
	run --separate-stderr lucky-show -T svg -f "$M" --mark=kitchen,kitchn
	refused 2 "lucky-show: mark:2: $(lucky-sight -b mansion kitchn 2>&1 >/dev/null | sed 's/^lucky-sight: //')"
}

@test "issue 19: a board without a map has no geometry to draw: exit 2, one line" {
	mkdir -p "$T/boards"
	sed '/^map$/,/^end$/d' "$BATS_TEST_DIRNAME/../boards/mansion.board" |
	    sed 's/^name mansion$/name plainhouse/' >"$T/boards/plainhouse.board"
	LUCKY_PATH="$T/boards:$LUCKY_PATH" run --separate-stderr \
	    lucky-show -T svg -b plainhouse
	refused 2 "lucky-show: board plainhouse has no map to draw from (lucky-board(5), \"The map\")"
	LUCKY_PATH="$T/boards:$LUCKY_PATH" run --separate-stderr \
	    lucky-show -T png -b plainhouse
	refused 2 "lucky-show: board plainhouse has no map to draw from (lucky-board(5), \"The map\")"
}

@test "issue 19: the same state gives the same bytes, under 50 kB for the mansion" {
	lucky-show -T svg -f "$M" >"$T/a.svg"
	lucky-show -T svg -f "$M" >"$T/b.svg"
	cmp "$T/a.svg" "$T/b.svg"
	[ "$(wc -c <"$T/a.svg")" -lt 50000 ]
	newgame -s 3 a1 b2 c3 d4 e5 f6 g7 h8
	lucky-show -T svg -f "$S" >"$T/8.svg"
	[ "$(wc -c <"$T/8.svg")" -lt 50000 ]
	for b in $BOARDS; do
		lucky-show -T svg -b "$b" >"$T/a.svg"
		lucky-show -T svg -b "$b" >"$T/b.svg"
		cmp "$T/a.svg" "$T/b.svg"
	done
}

@test "issue 19: -T png through rsvg-convert: a PNG of the SVG's size; without rsvg-convert, exit 2 and nothing on stdout" {
	lucky-show -T png -f "$M" >"$T/m.png"
	is magic "PNG" "$(head -c 4 "$T/m.png" | tail -c 3)"
	lucky-show -T svg -f "$M" >"$T/m.svg"
	is size "$(xmllint --xpath 'concat(/*/@width, "x", /*/@height)' "$T/m.svg")" \
	    "$(convert "$T/m.png" -format '%wx%h' info:)"
	pawns_seen "$T/m.svg" "$T/m.png" "$M"
	mkdir "$T/bin"
	ln -s "$(command -v lucky-show)" "$T/bin/lucky-show"
	run --separate-stderr env PATH="$T/bin" lucky-show -T png -f "$M"
	refused 2 "lucky-show: -T png needs rsvg-convert (librsvg; Debian: librsvg2-bin): No such file or directory"
	for bad in "-T gif" "-T svg -M" "-T svg -k turn" "-T svg -l" "-b mansion" \
	    "-T svg -b mansion extra" "--mark=kitchen"; do
		# shellcheck disable=SC2086
		run --separate-stderr lucky-show $bad -f "$M"
		is "$bad: status" 2 "$status"
		is "$bad: stdout" "" "$output"
		is "$bad: usage" "usage: lucky-show [-FhM] [-H player] [-f file | state]" \
		    "$(printf '%s\n' "$stderr" | head -1)"
	done
}

@test "issue 19: headless Chromium renders the mansion in mid-game: not blank, each pawn's colour in its room" {
	lucky-show -T svg -f "$M" >"$T/m.svg"
	chrome "$T/m.svg" "$T/m.png"
	# not blank: many colours, the walls' ink at the outer wall
	[ "$(convert "$T/m.png" -format '%k' info:)" -gt 20 ]
	near "$(pixel "$T/m.png" 15 300)" "#2b2b2b"
	pawns_seen "$T/m.svg" "$T/m.png" "$M"
	read -r x y <<<"$(centre "$T/m.svg" lucky)"
	near "$(pixel "$T/m.png" "$x" $((y + 6)))" "#111111"
}

@test "issue 19: headless Chromium renders the villa with the dog and locked rooms: each pawn's colour in its room" {
	newgame -r anniversary -b villa -o pet=dog -s 5 ann bob dan
	sed -i 's/^player bob .*/player bob parlor/; s/^player dan .*/player dan library/' "$S"
	lucky-show -T svg -f "$S" >"$T/v.svg"
	chrome "$T/v.svg" "$T/v.png"
	[ "$(convert "$T/v.png" -format '%k' info:)" -gt 20 ]
	pawns_seen "$T/v.svg" "$T/v.png" "$S"
	read -r x y <<<"$(xmllint --xpath "concat(//*[@id='dog']/*[1]/@x, ' ',
	    //*[@id='dog']/*[1]/@y)" "$T/v.svg")"
	near "$(pixel "$T/v.png" $((x + 3)) $((y + 3)))" "#8b5a2b"
}

@test "issue 19: doc/mansion.svg, the README's picture, is what lucky-show -T svg draws now (make pictures)" {
	lucky-show -T svg -f "$M" | cmp - "$BATS_TEST_DIRNAME/../doc/mansion.svg"
	grep -q '(doc/mansion.svg)' "$BATS_TEST_DIRNAME/../README.md"
}
