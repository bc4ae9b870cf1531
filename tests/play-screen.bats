#!/usr/bin/env bats
# lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE.
#
# lucky-play's full screen (and the line mode's wrapping at 80 columns)
# through a real terminal: each test starts its own tmux server (-L) with
# lucky-play in a window of 80x24 or 132x43, types with send-keys and
# reads the window with capture-pane, polling, never sleeping a fixed
# time.  The bots play -S random, fast.

bats_require_minimum_version 1.5.0
load helper

setup() {
	cd "$BATS_TEST_TMPDIR" || return 1
	SOCK="play-screen-$$-$BATS_TEST_NUMBER"
	printf 'set -g history-limit 100000\n' >tmux.conf
}

teardown() {
	tmux -L "$SOCK" kill-server 2>/dev/null || true
}

# start COLSxLINES ARG...: lucky-play ARG... in a window of that size
start() {
	local a cmd=lucky-play size=$1

	shift
	for a in "$@"; do
		cmd="$cmd $(printf '%q' "$a")"
	done
	tmux -L "$SOCK" -f tmux.conf new-session -d -x "${size%x*}" \
	    -y "${size#*x}" -s play -c "$BATS_TEST_TMPDIR" \
	    "TERM=xterm-256color $cmd; echo \"[exit \$?]\"; sleep 3600"
}

screen() {
	tmux -L "$SOCK" capture-pane -p -t play | sed 's/ *$//'
}
all() {
	tmux -L "$SOCK" capture-pane -p -S - -t play | sed 's/ *$//'
}
key() {
	tmux -L "$SOCK" send-keys -t play "$@"
}
type() {
	key -l -- "$1"
	key Enter
}

# waitfor COMMAND...: poll until COMMAND succeeds; after $WAIT seconds
# (20 unless set) fail, the window shown
waitfor() {
	local end=$((SECONDS + ${WAIT:-20}))

	until "$@"; do
		if [ "$SECONDS" -ge "$end" ]; then
			echo "waited ${WAIT:-20} s in vain for: $*" >&2
			screen >&2
			return 1
		fi
		sleep 0.05
	done
}

has() {
	screen | grep -qF -- "$1"
}
# hasnt TEXT: the window does not show TEXT (a function: a bare "! has"
# would not fail a bats test)
hasnt() {
	! screen | grep -qF -- "$1"
}

# last: the window's last line but blank ones (the line mode's window
# is not full at first)
last() {
	screen | sed '/^$/d' | tail -n 1
}

# at_prompt NAME: the window's last line is NAME's empty prompt
at_prompt() {
	[ "$(last)" = "$1>" ]
}

# done_with N: the record passed N entries and a prompt is back, or the
# game is over
done_with() {
	{ [ "$(lucky-show -k record -f lucky-play.game | wc -l)" -gt "$1" ] &&
	    last | grep -q '^[a-z]*>$'; } || has "Game over"
}

# exited N: lucky-play ended with exit status N
exited() {
	all | grep -qxF "[exit $1]"
}

# joined: the window's lines as one, blanks squeezed (a line wrapped at
# a blank is found whole in it, one broken inside a word is not)
joined() {
	screen | tr '\n' ' ' | tr -s ' '
}

# told_since N NAME: the record's entries from N+1 on as NAME knows them
told_since() {
	lucky-show --log --as="$2" -f lucky-play.game | tail -n +"$(($1 + 1))"
}

# whole_game COLSxLINES ARG...: a whole game of the person (auto at each
# turn) against -S random bots in a window of that size: before each
# action of the person, every action since the last (the bots') is on
# screen, no line wider than the window and none broken inside a word
# (each action is found whole in the window's lines joined)
whole_game() {
	local size=$1 mine=0 n=0 line

	shift
	start "$size" -S random "$@" me
	waitfor at_prompt me
	has "me holds 6 cards"
	has "me, your turn: move, attempt or end"
	while ! has "Game over"; do
		screen >now
		[ -z "$(awk -v w="${size%x*}" 'length > w' now)" ]
		# at 132 columns, the column right of the map's (80 and a rule)
		if [ "${size%x*}" -gt 120 ]; then
			cut -c 82- now
		else
			cat now
		fi | tr '\n' ' ' | tr -s ' ' >joined
		told_since "$mine" me | { grep -v '^me ' || true; } >told
		while IFS= read -r line; do
			grep -qF -- "$line" joined ||
			    { cat now; echo "not on screen: $line"; false; }
		done <told
		n=$(lucky-show -k record -f lucky-play.game | wc -l)
		type auto
		waitfor done_with "$n"
		mine=$(lucky-show -k record -f lucky-play.game | grep -n ' me' |
		    tail -n 1 | cut -d: -f1)
		[ "$n" -lt 600 ]
	done
	# the full screen stays until Enter; the line mode ends
	if [[ " $* " != *" --plain "* ]]; then
		has "Press Enter to leave."
		key Enter
	fi
	waitfor exited 0
	all | grep -q '^Game over: .* won\.$'
	[ -z "$(all | awk -v w="${size%x*}" 'length > w')" ]
}

# (seeds of short games: the person plays 10 times, bot1 13 times)
@test "play-screen: 80x24, a whole game against random bots: the bots' actions since the person's turn on screen, no word broken" {
	whole_game 80x24 --seed=6
}

@test "play-screen: 132x43, a whole game against a random bot: its actions since the person's turn on screen, no word broken" {
	whole_game 132x43 --seed=4 --bots=1
}

@test "play-screen: the line mode at 80x40, a whole game against random bots: the bots' actions since the person's turn on screen, no word broken" {
	whole_game 80x40 --plain --seed=6
}

@test "play-screen: 80x24, the hand in two columns: no card cut short" {
	# me holds w08 Duck Decoy (3, 4 in Trophy Room), too wide for a
	# column of 40 with its kind
	start 80x24 -S random --seed=3 me
	waitfor at_prompt me
	type "log 1"
	waitfor eval 'at_prompt me && has "me holds 6 cards in the Drawing Room (0) --"'
	screen | sed -n '/^-- me holds/,/^-- me, your turn/p' >hand
	[ "$(wc -l <hand)" -eq 5 ]
	lucky-show -H me -f lucky-play.game | tail -n +2 >cards
	[ "$(wc -l <cards)" -eq 6 ]
	grep -q 'Duck Decoy (3, 4 in Trophy Room)' cards
	while read -r id kind name; do
		grep -qF "$id $name" hand ||
		    { cat hand; echo "cut: $id $kind $name"; false; }
	done <cards
}

@test "play-screen: 132x43 puts the map beside the panes; a resize to 80x24 and back redraws" {
	start 132x43 -S random --seed=42 me
	waitfor at_prompt me
	has "M me  B bot1  O bot2  T bot3  L Doctor Lucky"
	screen | grep -q '^+-*+.*|turn [0-9]*, round 1: me to play'
	tmux -L "$SOCK" resize-window -t play -x 80 -y 24
	waitfor eval '[ "$(screen | wc -l)" -le 24 ] && ! has "L Doctor Lucky" && at_prompt me'
	screen | head -n 1 | grep -q '^turn [0-9]*, round 1: me to play'
	has "me holds 6 cards"
	# the map in place of the rest, then back
	type map
	waitfor has "L Doctor Lucky"
	hasnt "me holds"
	type map
	waitfor has "me holds 6 cards"
	tmux -L "$SOCK" resize-window -t play -x 132 -y 43
	waitfor has "M me  B bot1  O bot2  T bot3  L Doctor Lucky"
	waitfor at_prompt me
}

@test "play-screen: two people at 80x24, neither's hand on the other's screen; quit at the hand-over quits" {
	start 80x24 -S random --seed=5 --bots=1 ann bob
	for ((i = 0; i < 12; i++)); do
		waitfor eval 'has "to play: press Enter" || last | grep -q "^[a-z]*>$"'
		if has "to play: press Enter"; then
			hasnt "holds"
			who=$(screen | grep -o '^[a-z]* to play: press Enter' | cut -d ' ' -f 1)
			key Enter
			waitfor at_prompt "$who"
		fi
		who=$(last | tr -d '>')
		other=$([ "$who" = ann ] && echo bob || echo ann)
		has "$who holds"
		lucky-show -H "$other" -f lucky-play.game | tail -n +2 >theirs
		while IFS= read -r card; do
			hasnt "$card"
			hasnt "$(tr -s ' ' <<<"$card")"
		done <theirs
		type auto
	done
	waitfor has "to play: press Enter"
	type help
	waitfor has "Orders, in the programs' own words"
	hasnt "holds"
	type quit
	waitfor exited 0
	# said after the screen is left, wrapped at a blank
	[ -z "$(all | awk 'length > 80')" ]
	all | tr '\n' ' ' | tr -s ' ' | grep -qF "The game is saved in lucky-play.game: lucky-play --resume=lucky-play.game goes on with it."
}

@test "play-screen: Up recalls the last order, Tab completes a room; ORDER --help, path, reach and a room alone" {
	start 80x24 -S random --seed=42 me
	waitfor at_prompt me
	type "path kitchen"
	waitfor has "Kitchen (8)"
	key Up
	waitfor eval '[ "$(last)" = "me> path kitchen" ]'
	key C-u
	key -l "path wine"
	key Tab
	waitfor eval '[ "$(last)" = "me> path wine-cellar" ]'
	key Enter
	waitfor has "Wine Cellar is out of reach this turn"
	type reach
	waitfor has "Hedge Maze (17): r14"
	type "attempt --help"
	waitfor has "usage: attempt [option ...]"
	has "-c, --weapon=weapon"
	hasnt "--file"
	hasnt "--in-place"
	hasnt "--player"
	# a room alone out of reach: said so, as path says it
	type kitchen
	waitfor has "Kitchen (8) is out of reach this turn"
	# a room alone asks first; n plays nothing
	lucky-show -k record -f lucky-play.game >before
	type gallery
	waitfor has "move to the Gallery? [y/n]"
	type n
	waitfor at_prompt me
	lucky-show -k record -f lucky-play.game >after
	cmp before after
}

@test "play-screen: the line mode at 80 columns wraps the narration at blanks; log N tells the last N actions" {
	start 80x40 --plain -S random --seed=42 me
	waitfor at_prompt me
	type end
	waitfor eval 'last | grep -qx "me>"'
	waitfor at_prompt me
	[ -z "$(all | awk 'length > 80')" ]
	all | tr '\n' ' ' | tr -s ' ' >joined
	lucky-show --log --as=me -f lucky-play.game | while IFS= read -r line; do
		grep -qF -- "$line" joined
	done
	type "log 2"
	waitfor has "me> log 2"
	waitfor at_prompt me
	screen | sed -n '/^me> log 2$/,$p' | sed '1d;$d' | tr '\n' ' ' |
	    tr -s ' ' >seen
	want=$(lucky-show --log --as=me -f lucky-play.game | tail -n 2 |
	    sed 's/^/ /' | tr '\n' ' ' | tr -s ' ')
	is "log 2" "$want" "$(cat seen)"
	key Up
	waitfor eval '[ "$(last)" = "me> log 2" ]'
	key C-u
	key -l "path kitc"
	key Tab
	waitfor eval '[ "$(last)" = "me> path kitchen" ]'
}

@test "play-screen: 80x24, anniversary rules: every seat and the draw pile in the status, no line cut" {
	start 80x24 -S random -r anniversary -o lock=east --seed=42 ann
	waitfor at_prompt ann
	for seat in "ann: Drawing Room (1), 6 cards" bot1: bot2: bot3: \
	    "draw pile 43, discard pile 0"; do
		screen | grep -qF -- "$seat" || { screen; echo "no $seat"; false; }
	done
	# the locked rooms wrapped, none lost
	joined | grep -qF "Servants' Quarters (19), White Room (20), Hedge Maze (21)"
	has "ann holds 6 cards"
	[ -z "$(screen | awk 'length > 80')" ]
}

@test "play-screen: 132x43, the villa's map whole beside the panes, the right pane's lines wrapped, the hand's cards whole" {
	start 132x43 -S random -r anniversary -o lock=east --seed=42 ann
	waitfor at_prompt ann
	lucky-show -M -f lucky-play.game >map
	n=$(grep -n '^+' map | tail -n 1 | cut -d: -f1)
	head -n "$n" map | sed 's/ *$//' >want
	screen | head -n "$n" | cut -c 1-78 | sed 's/ *$//' >got
	diff want got
	has "A ann  B bot1  O bot2  T bot3  L Doctor Lucky  # locked"
	screen | cut -c 82- | tr '\n' ' ' | tr -s ' ' >pane
	for line in "turn 1, round 1: ann to play (with the free step, 0 cards played)" \
	    "Servants' Quarters (19)" \
	    "ann, your turn: move, attempt or end (help lists the orders)"; do
		grep -qF -- "$line" pane || { cat pane; echo "cut: $line"; false; }
	done
	lucky-show -H ann -f lucky-play.game | tail -n +2 >cards
	while read -r id kind name; do
		grep -qF "$id $kind $name" pane || grep -qF "$id $name" pane ||
		    { cat pane; echo "cut: $id $name"; false; }
	done <cards
	# below 80x24: what to do, not part of the hand
	tmux -L "$SOCK" resize-window -t play -x 60 -y 20
	waitfor eval 'joined | grep -qF "The terminal is smaller than 80x24: make it larger or run lucky-play with --plain."'
	hasnt "holds"
	tmux -L "$SOCK" resize-window -t play -x 80 -y 24
	waitfor has "ann holds 6 cards"
}

@test "play-screen: two people, map at the hand-over shows the map, no hand" {
	start 80x24 -S random --seed=42 --bots=0 ann bob
	waitfor has "to play: press Enter"
	type map
	waitfor has "L Doctor Lucky"
	screen | grep -q '^+-*+'
	hasnt "holds"
	type map
	waitfor hasnt "L Doctor Lucky"
	has "to play: press Enter"
}

@test "play-screen: UTF-8 typed is shown as typed (Küche), Tab completes after Kü, the order's arguments, the list's end told; a bare room whole and in reach" {
	export LC_ALL=C.UTF-8
	start 80x24 -S random -r anniversary -o lock=east --seed=42 ann
	waitfor at_prompt ann
	key -l "sight Küche"
	waitfor eval '[ "$(last)" = "ann> sight Küche" ]'
	key BSpace BSpace
	waitfor eval '[ "$(last)" = "ann> sight Küc" ]'
	key C-u
	key -l "move Kü"
	key Tab
	waitfor eval '[ "$(last)" = "ann> move kueche" ]'
	key C-u
	# move's argument a room, never an order (hand, help, hint)
	key -l "move h"
	key Tab
	waitfor eval '[ "$(last)" = "ann> move hedge" ]'
	key C-u
	key -l "move -c "
	key Tab
	want=$(lucky-show -H ann -f lucky-play.game | tail -n +2 | cut -d ' ' -f 1 | paste -sd ' ' | sed 's/ /  /g')
	waitfor has "$want"
	key C-u
	key -l "attempt -t b"
	key Tab
	waitfor eval '[ "$(last)" = "ann> attempt -t bot" ]'
	key Tab
	waitfor has "bot1  bot2  bot3"
	key C-u
	key -l "h"
	key Tab
	waitfor has "hand  hint  help"
	key C-u
	# every room: more than the list holds, said so
	key -l "move "
	key Tab
	waitfor eval 'joined | grep -q "in all: type more letters)"'
	key C-u
	# a single letter is no room; a room out of reach is said so
	type n
	waitfor has 'unknown order "n"'
	type "hedge maze"
	waitfor has "Hedge Maze (21) is out of reach this turn"
	hasnt "[y/n]"
}

@test "play-screen: the line mode at 80 columns, a finished game resumed: its messages wrapped at blanks" {
	printf '%s\n' 'player me Kitchen' 'player bot1 Armory' 'lucky Kitchen' \
	    'turn 1 me' 'hand me w16' 'hand bot1 Move-2' >pos
	lucky-new -s 1 --position=pos >lucky-play.game
	lucky-attempt -i -f lucky-play.game -c w16
	lucky-attempt -i -f lucky-play.game -p bot1 --pass
	start 80x24 --plain --resume=lucky-play.game
	waitfor exited 0
	[ -z "$(all | awk 'length > 80')" ]
	all | grep -qx 'The game in lucky-play.game is over: lucky-play --save=file starts a new game in'
	all | grep -qx 'another file (or remove lucky-play.game).'
	all | grep -qx 'The game is in lucky-play.game: lucky-show --log --file=lucky-play.game tells'
	all | grep -qx 'it.'
}

@test "play-screen: the status says 1 card, not 1 cards" {
	printf '%s\n' 'player me Kitchen' 'player bot1 Armory' 'lucky Kitchen' \
	    'turn 1 me' 'hand me w16' 'hand bot1 Move-2' >pos
	lucky-new -s 1 --position=pos >lucky-play.game
	start 80x24 --resume=lucky-play.game
	waitfor at_prompt me
	has "me: Kitchen (8), 1 card, to play | bot1: Armory (12), 1 card"
	hasnt "1 cards"
}
