#!/usr/bin/env bats
# lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE.
#
# lucky-play --plain (the line mode) through a real terminal: each test
# starts its own tmux server (-L, a socket of its own) with lucky-play in
# a 200x40 window (wide: no line of the narration wrapped; the full
# screen and the wrapping at 80 columns are tests/play-screen.bats's),
# types with send-keys and reads the window with capture-pane, waiting
# for what it expects by polling, never by sleeping a fixed time.

bats_require_minimum_version 1.5.0
load helper

setup() {
	cd "$BATS_TEST_TMPDIR" || return 1
	SOCK="lucky-play-$$-$BATS_TEST_NUMBER"
	printf 'set -g history-limit 100000\n' >tmux.conf
}

teardown() {
	tmux -L "$SOCK" kill-server 2>/dev/null || true
}

# start ARG...: lucky-play ARG... in a terminal of its own; "[exit N]"
# once it ends.
start() {
	local a cmd="lucky-play --plain"

	for a in "$@"; do
		cmd="$cmd $(printf '%q' "$a")"
	done
	tmux -L "$SOCK" -f tmux.conf new-session -d -x 200 -y 40 -s play \
	    -c "$BATS_TEST_TMPDIR" \
	    "$cmd; echo \"[exit \$?]\"; sleep 3600"
}

# screen: the lines the window shows now; all: every line since the
# start, scrolled off or not; a line wrapped at the window's edge is one
screen() {
	tmux -L "$SOCK" capture-pane -p -J -t play | sed 's/ *$//'
}
all() {
	tmux -L "$SOCK" capture-pane -p -J -S - -t play | sed 's/ *$//'
}

# type LINE: LINE and Enter, as a person types them
type() {
	tmux -L "$SOCK" send-keys -t play -l -- "$1"
	tmux -L "$SOCK" send-keys -t play Enter
}

# waitfor COMMAND...: poll until COMMAND succeeds; after $WAIT seconds
# (20 unless set) fail, the window shown
waitfor() {
	local end=$((SECONDS + ${WAIT:-20}))

	until "$@"; do
		if [ "$SECONDS" -ge "$end" ]; then
			echo "waited ${WAIT:-20} s in vain for: $*" >&2
			all >&2
			return 1
		fi
		sleep 0.05
	done
}

has() {
	all | grep -qF -- "$1"
}

# prompts NAME N: the window has shown NAME's prompt N times (or the
# game is over)
prompts() {
	[ "$(all | grep -c "^$1>")" -ge "$2" ] || has "Game over"
}

# at_prompt NAME: the last line of the window is NAME's empty prompt
at_prompt() {
	[ "$(screen | sed '/^$/d' | tail -n 1)" = "$1>" ]
}

# order NAME LINE: type LINE at NAME's prompt, wait for the next prompt
order() {
	local n

	waitfor at_prompt "$1"
	n=$(all | grep -c "^$1>")
	type "$2"
	waitfor prompts "$1" $((n + 1))
}

# the person's view as lucky-show prints it, and the window's lines
# from the first of its lines on
view() {
	lucky-show -a "$1" -f lucky-play.game | lucky-show
}

@test "lucky-play: a whole game against three bots, the person's turns played with auto" {
	start --seed=7 me
	waitfor prompts me 1
	# the first screen: the game made, the bots' turns, the view
	waitfor at_prompt me
	run lucky-show -k players -f lucky-play.game
	is players "me
bot1
bot2
bot3" "$output"
	all >first
	grep -qx 'A new game, saved in lucky-play.game after every action.  help lists the orders.' first
	view me >want
	grep -qxF -f want first
	grep -qx 'me, your turn: move, attempt or end (help lists the orders)' first
	n=0
	while ! has "Game over"; do
		order me auto
		n=$((n + 1))
		[ "$n" -lt 400 ]
	done
	waitfor has "[exit 0]"
	run lucky-show -k phase -k winner -f lucky-play.game
	is phase "over
bot1" "$output"
	run lucky-check -f lucky-play.game
	[ "$status" -eq 0 ]
	all | sed '/^$/d' | tail -n 3 >last
	is end "Game over: bot1 won.
The game is in lucky-play.game: lucky-show --log --file=lucky-play.game tells it.
[exit 0]" "$(cat last)"
	# every action of the record was shown, the bots' with their names,
	# each told as the person may know it: the bots' cards drawn are
	# "a card", the person's own are named
	all | grep -c '^bot[123]> ' >bots
	is "bots' actions" "$(lucky-show -k record -f lucky-play.game |
	    grep -c '^[a-z]* bot')" "$(cat bots)"
	all | grep '^  bot[123] ' >told
	lucky-show --log --as=me -f lucky-play.game | grep '^bot' |
	    sed 's/^/  /' >want
	is "the bots' actions told" "$(cat want)" "$(cat told)"
	grep -q 'drew a card' told
	! grep -q 'drew the' told || false
	grep -q '^  me .* drew the .* card' <(all)
}

@test "lucky-play: quit saves the game and --resume goes on from it; an existing game is not overwritten" {
	start --seed=42 me
	order me "move --card=r10 --doctor nursery"
	lucky-show -k record -f lucky-play.game >before
	waitfor at_prompt me
	type quit
	waitfor has "[exit 0]"
	screen | sed '/^$/d' | tail -n 2 >last
	is quit "The game is saved in lucky-play.game: lucky-play --resume=lucky-play.game goes on with it.
[exit 0]" "$(cat last)"
	run --separate-stderr lucky-play --seed=42 me
	refused 2 "lucky-play: lucky-play.game exists: go on with it with lucky-play --resume=lucky-play.game, or save a new game elsewhere with --save=file"
	tmux -L "$SOCK" kill-server
	SOCK=$SOCK-again
	start --resume=lucky-play.game
	waitfor at_prompt me
	grep -qx 'The game in lucky-play.game goes on.  help lists the orders.' \
	    <(all)
	view me >want
	grep -qxF -f want <(all)
	grep -qx 'turn 4, round 1: me to play (with the free step, 1 card played)' want
	# the end of the input quits as quit does
	tmux -L "$SOCK" send-keys -t play C-d
	waitfor has "[exit 0]"
	is record "$(cat before)" "$(lucky-show -k record -f lucky-play.game)"
	grep -qx 'The game is saved in lucky-play.game: lucky-play --resume=lucky-play.game goes on with it.' <(all)
	# and so does an interrupt
	tmux -L "$SOCK" kill-server
	SOCK=$SOCK-more
	start --resume=lucky-play.game
	waitfor at_prompt me
	tmux -L "$SOCK" send-keys -t play C-c
	waitfor has "[exit 0]"
	screen | sed '/^$/d' | tail -n 2 >last
	is interrupt "The game is saved in lucky-play.game: lucky-play --resume=lucky-play.game goes on with it.
[exit 0]" "$(cat last)"
	is record "$(cat before)" "$(lucky-show -k record -f lucky-play.game)"
}

@test "lucky-play: undo takes back the person's last action and the bots' after it" {
	start --seed=42 me
	waitfor at_prompt me
	lucky-show -k record -f lucky-play.game >before
	cp lucky-play.game game.before
	order me "end"
	# the three bots played after me
	lucky-show -k record -f lucky-play.game >after
	mine=$(sed -n "$(($(wc -l <before) + 1))p" after)
	[[ $mine == "end me"* ]]
	told=$(lucky-show --log --as=me -f lucky-play.game |
	    sed -n "$(($(wc -l <before) + 1))p")
	tail -n +"$(($(wc -l <before) + 2))" after | cut -d ' ' -f 2 |
	    sort -u >actors
	is "then" "bot1
bot2
bot3" "$(cat actors)"
	order me undo
	# the line is wider than the window: wrapped at a blank
	all | tr '\n' ' ' |
	    grep -qF " Taken back, with what was played after it: $told "
	is record "$(cat before)" "$(lucky-show -k record -f lucky-play.game)"
	cmp game.before lucky-play.game
	# the prompt's own orders take no words: nothing undone or played
	order me "end"
	cp lucky-play.game game.ended
	order me "undo --help"
	order me "auto --help"
	grep -qx 'undo takes no words (help lists the orders): nothing done' <(all)
	grep -qx 'auto takes no words (help lists the orders): nothing done' <(all)
	cmp game.ended lucky-play.game
	order me undo
	# nothing of mine left to take back
	order me undo
	grep -qx 'Nothing to take back: you have not acted yet.' <(all)
}

@test "lucky-play: an order naming a file, the player or a mode is refused, the game unchanged" {
	start --seed=42 me
	waitfor at_prompt me
	cp lucky-play.game game.before
	order me "move --file=/etc/passwd"
	order me "move -p bot1 parlor"
	order me "end --in-place"
	order me "move --fi=game parlor"
	order me "lucky-end -F"
	order me "take ../game"
	order me "mvoe parlor"
	order me "move 'dining hall"
	all | sed -n '/^me> move --file/,$p' >seen
	is screen "me> move --file=/etc/passwd
\"--file=/etc/passwd\" looks like a path: an order names cards, rooms and players, never a file
me> move -p bot1 parlor
-p: -p (--player) is not yours to give: the game gives its file, the player and the mode itself
me> end --in-place
--in-place: --in-place is not yours to give: the game gives its file, the player and the mode itself
me> move --fi=game parlor
--fi: --file is not yours to give: the game gives its file, the player and the mode itself
me> lucky-end -F
-F: -F (--force) is not yours to give: the game gives its file, the player and the mode itself
me> take ../game
\"../game\" looks like a path: an order names cards, rooms and players, never a file
me> mvoe parlor
unknown order \"mvoe\" (did you mean \"move\"?)
me> move 'dining hall
the quote ' is not closed
me>" "$(cat seen)"
	cmp game.before lucky-play.game
	# the rules' refusal, in the program's words
	order me "move kitchen"
	grep -q '^lucky-move: ' <(all)
	cmp game.before lucky-play.game
}

@test "lucky-play: two people share the screen, neither sees the other's hand" {
	start --seed=42 --bots=1 ann bob
	# bob plays first: the window asks for him, and shows no hand
	waitfor has "bob to play: press Enter, bob."
	screen | sed '/^$/d' >s1
	is screen "bob to play: press Enter, bob." "$(cat s1)"
	# a line that is no order is no Enter: no hand shown
	type "'unclosed"
	waitfor has "the quote ' is not closed"
	! grep -q '^bob holds' <(screen) || false
	type ""
	waitfor at_prompt bob
	lucky-show -H ann -f lucky-play.game | tail -n +2 >ann
	lucky-show -H bob -f lucky-play.game | tail -n +2 >bob
	screen >s2
	grep -qxF -f bob s2
	! grep -qxF -f ann s2 || false
	! grep -q '^ann holds' s2 || false
	type end
	# bot1 then plays, then ann is asked for: bob's hand is gone
	waitfor has "ann to play: press Enter, ann."
	screen | sed '/^$/d' >s3
	is screen "ann to play: press Enter, ann." "$(cat s3)"
	type ""
	waitfor at_prompt ann
	screen >s4
	grep -qxF -f ann s4
	! grep -qxF -f bob s4 || false
	! grep -q '^bob holds' s4 || false
	# what bob and the bot did since is told to ann, but not the card
	# bob drew
	grep -qx 'Since your last turn:' s4
	grep -q '^  bob ended the turn' s4
	grep -q '^  bot1 ' s4
	# and nothing of it is left in the window's history either
	[ -z "$(all | grep -xF -f bob)" ]
}

@test "lucky-play: a person answers a bot's attempt at the prompt" {
	# bot1 stands alone and unseen with Doctor Lucky in the Armory,
	# and will attempt; me holds a failure card
	lucky-new -s 42 me bot1 | sed -e '/^sum /d' \
	    -e 's/^player bot1 .*/player bot1 armory/' \
	    -e 's/^lucky .*/lucky armory/' >lucky-play.game
	lucky-show --canonical --in-place --file=lucky-play.game
	start --resume=lucky-play.game
	waitfor at_prompt me
	grep -q '^bot1> attempt' <(all)
	grep -qx 'me, your answer to the attempt: foil CARD ... or pass' <(all)
	order me pass
	waitfor has "[exit 0]"
	run lucky-show -k winner -f lucky-play.game
	is winner bot1 "$output"
}

@test "lucky-play: hint tells what lucky-bot would play in the person's place" {
	start --seed=42 me
	waitfor at_prompt me
	want=$(lucky-show -a me -f lucky-play.game | lucky-bot |
	    sed -e 's/^lucky-//' -e 's/ -p me//')
	order me hint
	grep -qxF "lucky-bot would play: $want" <(all)
}

@test "lucky-play: usage errors exit 2, -h prints every option on stdout" {
	run --separate-stderr lucky-play -x
	refused 2 "lucky-play: unknown option -x (lucky-play --help lists the options)"
	run --separate-stderr lucky-play --save
	refused 2 "lucky-play: --save needs an argument (lucky-play --help lists the options)"
	run --separate-stderr lucky-play -h
	[ "$status" -eq 0 ]
	is stderr "" "$stderr"
	[[ ${lines[0]} == "usage: lucky-play "* ]]
	is "-h's options" "--board --bots --deck --option --resume --rules --save --seed --strategy --plain --help --version" \
	    "$(sed -n '/^options:$/,$p' <<<"$output" | grep -o -e '--[a-z]*' |
	    paste -sd ' ' -)"
	run --separate-stderr lucky-play --version
	ran 0 "lucky-play 0.1" ""
	run --separate-stderr lucky-play --bots=9 me
	refused 2 'lucky-play: bots "9" is too large (0-7)'
	run --separate-stderr lucky-play --resume=nothing.game
	refused 2 "lucky-play: lucky-show: nothing.game: No such file or directory"
	run --separate-stderr lucky-play --rules=paizzo me
	[ "$status" -eq 2 ]
	[ -z "$output" ]
	[[ $stderr == "lucky-play: lucky-new: unknown rule set \"paizzo\""* ]]
	[[ $stderr != *$'\n'* ]]
	run --separate-stderr lucky-play --resume=x --seed=1
	refused 2 "lucky-play: --resume goes on with the game's own players, rules and file: no new game's options or names"
	run --separate-stderr lucky-play bot2
	refused 2 "lucky-play: bot2 is a bot's name: the seats named bot and a number are lucky-bot's"
	[ ! -e lucky-play.game ]
	# "-" is stdin to the programs: no game is saved there
	run --separate-stderr lucky-play --save=- me
	refused 2 "lucky-play: --save=- is no file name: the game is saved in a file"
	[ ! -e - ]
	run --separate-stderr lucky-play --resume=-
	refused 2 "lucky-play: --resume=- is no file name: the game is saved in a file"
}

@test "lucky-play: map, hand, sight and help at the prompt" {
	start --seed=42 me
	order me map
	all | sed -n '/^me> map$/,/^me>$/p' | sed '1d;$d' >seen
	is map "$(lucky-show --map -f lucky-play.game)" "$(cat seen)"
	order me hand
	all | sed -n '/^me> hand$/,/^me>$/p' | sed '1d;$d' >seen
	is hand "$(lucky-show -H me -f lucky-play.game)" "$(cat seen)"
	order me sight
	all | sed -n '/^me> sight$/,/^me>$/p' | sed '1d;$d' >seen
	is sight "Who sees you:
$(lucky-sight -l -w me -f lucky-play.game)" "$(cat seen)"
	order me "sight 'Winter Garden'"
	all | sed -n '/^me> sight .Winter Garden.$/,/^me>$/p' | sed '1d;$d' >seen
	is "sight of a room" "$(lucky-sight -l -f lucky-play.game winter)" \
	    "$(cat seen)"
	order me "sight \"Winter Garden\" kitchen"
	order me "sight Winter\\ Garden foyer"
	all | sed -n '/^me> sight "Winter/,$p' >seen
	is "sight of two rooms" "me> sight \"Winter Garden\" kitchen
Winter Garden and kitchen see each other.
me> sight Winter\\ Garden foyer
Winter Garden and foyer do not see each other.
me>" "$(cat seen)"
	order me help
	all | sed -n '/^me> help$/,/^me>$/p' | sed -n 2p >seen
	is help "Orders, in the programs' own words (ORDER --help lists an order's options):" \
	    "$(cat seen)"
}

@test "lucky-play: the programs are found next to it, without PATH" {
	local bin

	bin=$(dirname "$(command -v lucky-play)")
	run --separate-stderr env PATH=/usr/bin:/bin "$bin/lucky-play" \
	    --seed=42 me <<<quit
	[ "$status" -eq 0 ]
	is "last line" "The game is saved in lucky-play.game: lucky-play --resume=lucky-play.game goes on with it." \
	    "${lines[${#lines[@]} - 1]}"
	is stderr "" "$stderr"
	run lucky-show -k record -f lucky-play.game
	is record "end bot1 draw
end bot2 draw
end bot3 draw" "$output"
}

@test "lucky-play: -S names any strategy of lucky-bot, search included; an unknown one is a usage error" {
	run --separate-stderr lucky-play -S smart me
	refused 2 'lucky-play: unknown strategy "smart" (greedy, random, search or cmd:program)'
	[ ! -e lucky-play.game ]
	run --separate-stderr lucky-play -S search --bots=1 -s 2 ann <<<quit
	[ "$status" -eq 0 ]
	is stderr "" "$stderr"
	run lucky-show -k players -f lucky-play.game
	is players "ann
bot1" "$output"
}
