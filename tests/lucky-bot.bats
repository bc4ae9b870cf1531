#!/usr/bin/env bats
# lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE.
#
# lucky-bot(1): one action for whoever must act, printed as the command
# line of its program, which must accept it; whole games played by the
# bot and the programs under every rule set.
#
# Whole games through the programs cost two processes an action (about
# 7 ms, 45 ms with the sanitizers), so the suite plays LUCKY_BOT_GAMES
# seeds of each rule set that way (3 by default; LUCKY_BOT_GAMES=100 for
# the full run).  The 100 seeds of each rule set are always played in one
# process by lucky-sim --check, which applies every action through the words of
# the bot's command line and replays each record as lucky-check does; the
# games it plays are the games the bot plays through the programs (the
# test "game i of lucky-sim ..." below checks that they are the same).

bats_require_minimum_version 1.5.0
load turn_helper

USAGE='usage: lucky-bot [-Fh] [-B playouts] [-f file] [-S strategy] [-s seed]
	[--rank] [--review] [state]'

setup() {
	game
}

# exits STATUS STDERR: the last `run --separate-stderr` exited STATUS
# with nothing on stdout and exactly STDERR on stderr.
exits() {
	same status "$1" "$status"
	same stdout "" "$output"
	same stderr "$2" "$stderr"
}

# the rule sets of the whole-game tests, as lucky-new and lucky-sim take
# them
RULESETS=("-r classic" "-r paizo -o dog=both" "-r anniversary -o pet=dog"
    "-r anniversary -o pet=cat" "-r anniversary -o pet=both -P 2"
    "-r anniversary -o escape -P 2" "-r anniversary -o escape -P 3"
    "-r anniversary -o escape -P 8")

# bot_actions STRATEGY SEED FILE ERR: lucky-bot -S STRATEGY chooses
# every action on the state FILE and its program plays it in place,
# until lucky-bot has none (its last words in ERR); fails at the first
# action refused or the first word on stderr.
bot_actions() {
	local strategy=$1 seed=$2 g=$3 err=$4 action prog n=0

	while action=$(lucky-bot -S "$strategy" -f "$g" 2>"$err"); do
		if [ -s "$err" ]; then
			printf 'seed %s: lucky-bot: %s\n' "$seed" "$(cat "$err")" >&2
			return 1
		fi
		# the words of the line, never patterns
		set -f
		# shellcheck disable=SC2086
		set -- $action
		set +f
		prog=$1
		shift
		case $prog in
		lucky-move|lucky-attempt|lucky-end|lucky-take) ;;
		*) printf 'seed %s: not a program: %s\n' "$seed" "$action" >&2
		   return 1 ;;
		esac
		if ! "$prog" -i -f "$g" "$@" 2>"$err" || [ -s "$err" ]; then
			printf 'seed %s: refused: %s: %s\n' "$seed" "$action" \
			    "$(cat "$err")" >&2
			return 1
		fi
		n=$((n + 1))
		if [ "$n" -gt 20000 ]; then
			printf 'seed %s: no winner after 20000 actions\n' \
			    "$seed" >&2
			return 1
		fi
	done
}

# bot_game STRATEGY PLAYERS SEED [lucky-new args]: a whole game of p1,
# p2 ..., lucky-bot -S STRATEGY choosing every action and its program
# playing it on the state in place; fails at the first action refused or
# the first word on stderr.  The game must end with a winner, which
# lucky-check accepts.  RESULT is "SEED,WINNER,TURN,LUCKY'S SPACE", as
# lucky-sim -O games has it.
bot_game() {
	local strategy=$1 players=$2 seed=$3 g="$BATS_TEST_TMPDIR/game"
	local err="$BATS_TEST_TMPDIR/err" winner

	whole_games

	shift 3
	lucky-new -s "$seed" "$@" $(seq -f 'p%g' 1 "$players") >"$g"
	# some ten commands of bash an action: untraced (helper.bash)
	untraced bot_actions "$strategy" "$seed" "$g" "$err"
	winner=$(lucky-show -k winner -f "$g")
	same "phase (seed $seed)" over "$(lucky-show -k phase -f "$g")"
	lucky-check -q -f "$g"
	# RULES A.14: in the escape game the last one alive wins where they
	# stand
	if lucky-show -k rules -f "$g" | grep -qx escape; then
		same "the last lucky-bot (seed $seed)" "lucky-bot: the game \
is over: $winner is the last one alive (RULES A.14)" "$(cat "$err")"
		RESULT="$seed,$winner,$(lucky-show -k turn -f "$g"),$(lucky-show \
		    -k "room:$winner" -f "$g")"
		return
	fi
	same "the last lucky-bot (seed $seed)" \
	    "lucky-bot: the game is over: $winner killed Doctor Lucky" \
	    "$(cat "$err")"
	RESULT="$seed,$winner,$(lucky-show -k turn -f "$g"),$(lucky-show \
	    -k lucky -f "$g")"
}

# sim_game STRATEGY PLAYERS SEED [rules and options]: the same game as
# lucky-sim plays it, as RESULT has it.
sim_game() {
	local strategy=$1 players=$2 seed=$3

	shift 3
	lucky-sim -N 1 -s "$seed" -P "$players" -S "$strategy" "$@" -O games |
	    awk -F, 'NR > 1 { print $2 "," $3 "," $5 "," $7 }'
}

# bot_games PLAYERS RULES...: LUCKY_BOT_GAMES greedy games from seed 1
# through the programs, each the same game as lucky-sim's.
bot_games() {
	local n=${LUCKY_BOT_GAMES:-2} players=$1 seed want got=

	shift
	want=$(lucky-sim -N "$n" -s 1 -P "$players" "$@" -O games |
	    awk -F, 'NR > 1 { print $2 "," $3 "," $5 "," $7 }')
	for seed in $(seq 1 "$n"); do
		bot_game greedy "$players" "$seed" "$@"
		got="$got$RESULT
"
	done
	same "the games of lucky-sim" "$want" "${got%
}"
}

@test "lucky-bot prints one line, the command line of the move of the player to play" {
	run --separate-stderr lucky-bot -f "$S"
	same status 0 "$status"
	same stdout "lucky-move -p bob parlor" "$output"
	same stderr "" "$stderr"
	play lucky-move -p bob parlor
	run --separate-stderr lucky-bot <"$S"
	same "then" "lucky-end -p bob" "$output"
	play lucky-end -p bob --draw
	same record "end bob draw" "$RECORD"
}

@test "lucky-bot: the same state gives the same action, and -s another random one" {
	local a b i

	a=$(lucky-bot -S random -f "$S")
	for i in 1 2 3; do
		same "again" "$a" "$(lucky-bot -S random -f "$S")"
	done
	same "-s 7" "lucky-move -p bob trophy" "$(lucky-bot -S random -s 7 -f "$S")"
	same "-s 7 again" "lucky-move -p bob trophy" \
	    "$(lucky-bot -S random -s 7 <"$S")"
	# greedy uses no random numbers
	same "greedy -s 7" "$(lucky-bot -f "$S")" "$(lucky-bot -s 7 -f "$S")"
	b=$(lucky-bot --strategy=random --seed=7 --file="$S")
	same "long options" "lucky-move -p bob trophy" "$b"
}

@test "lucky-bot: every action of whole classic games is accepted, and lucky-check accepts the end" {
	bot_games 4 -r classic
}

@test "lucky-bot: every action of whole Paizo games with both dogs is accepted" {
	bot_games 4 -r paizo -o dog=both
}

@test "lucky-bot: every action of whole anniversary games with the dog is accepted" {
	bot_games 4 -r anniversary -o pet=dog
}

@test "lucky-bot: every action of whole anniversary games with the cat is accepted" {
	bot_games 4 -r anniversary -o pet=cat
}

@test "A.11 lucky-bot: every action of whole two-player anniversary games, with the strangers, is accepted" {
	bot_games 2 -r anniversary -o pet=both
}

@test "A.14 lucky-bot: every action of whole escape games is accepted, each lucky-sim's game" {
	bot_games 3 -r anniversary -o escape
	bot_games 2 -r anniversary -o escape
	bot_game random 5 4 -r anniversary -o escape
	same random "$(sim_game random 5 4 -r anniversary -o escape)" \
	    "$RESULT"
}

@test "lucky-bot -S random: every action of whole games is accepted, each lucky-sim's game" {
	bot_game random 2 5 -r classic
	same classic "$(sim_game random 2 5 -r classic)" "$RESULT"
	bot_game random 2 186 -r paizo -o dog=both
	same paizo "$(sim_game random 2 186 -r paizo -o dog=both)" "$RESULT"
	bot_game random 3 5 -r anniversary -o pet=both
	same anniversary "$(sim_game random 3 5 -r anniversary -o pet=both)" \
	    "$RESULT"
}

@test "lucky-sim --check: 100 seeds of every rule set, every action the bots choose accepted and every record replaying" {
	local r b

	for r in "${RULESETS[@]}"; do
		for b in greedy random greedy,random; do
			# shellcheck disable=SC2086
			run --separate-stderr lucky-sim --check -j 2 -N 100 -s 1 \
			    -S "$b" $r -O csv
			same "status ($b $r)" 0 "$status"
			same "stderr ($b $r)" "" "$stderr"
			same "finished, refused ($b $r)" "games,finished,100
games,unfinished,0
games,refused,0" "$(printf '%s\n' "$output" |
			    grep -E '^games,(finished|unfinished|refused),')"
		done
	done
}

@test "lucky-bot answers an attempt for the player whose answer is due" {
	game -r paizo -o dog=new -s 75 ann bob cat dan
	play lucky-move -c move-1 dining
	play lucky-move billiard
	play lucky-attempt -c pinking
	run --separate-stderr lucky-bot -f "$S"
	same answer "lucky-attempt -p bob --pass" "$output"
	play lucky-attempt -p bob --pass
	play lucky-attempt -p cat --pass
	same pending "ann 2 0
dan" "$(key pending answer-due)"
}

@test "P.3 lucky-bot: the last player foils when the rules say they must, whatever the seed" {
	local s

	game -r paizo -o dog=new -s 75 ann bob cat dan
	play lucky-move -c move-1 dining
	play lucky-move billiard
	play lucky-attempt -c pinking
	play lucky-attempt --pass
	play lucky-attempt --pass
	# dan holds f23 f20 (1 each) and f29 (2): the one card that is enough
	for s in 1 2 3 4 5 6 7 8; do
		same "random -s $s" "lucky-attempt -p dan --foil f29" \
		    "$(lucky-bot -S random -s "$s" -f "$S")"
	done
	same greedy "lucky-attempt -p dan --foil f29" "$(lucky-bot -f "$S")"
	play lucky-attempt -p dan --foil f29
	same "foiled" "end" "$(key phase)"
	same "then" "lucky-end -p ann" "$(lucky-bot -f "$S")"
}

@test "P.4 lucky-bot takes the dog's tokens for move and room cards, keeping four cards" {
	lucky-new -r paizo -o dog=new -s 42 ann bob cat |
	    sed -e 's/^player ann .*/player ann carriage/' \
	    -e 's/^player cat .*/player cat carriage/' \
	    -e 's/^dog .*/dog piazza/' -e 's/^pool .*/pool 24/' \
	    -e 's/^tokens ann .*/tokens ann 1/' \
	    -e 's/^tokens bob .*/tokens bob 2/' \
	    -e 's/^tokens dog .*/tokens dog 3/' -e '/^sum /d' >"$S"
	play lucky-end --no-draw
	same take-due cat "$(key take-due)"
	same greedy "lucky-take -p cat r08 m06" "$(lucky-bot -f "$S")"
	same random "lucky-take -p cat w06 w11 r08" \
	    "$(lucky-bot -S random -s 1 -f "$S")"
	play lucky-take -p cat r08 m06
	same "then ann" "ann" "$(key take-due)"
	run --separate-stderr lucky-bot -f "$S"
	same "ann's choice" 0 "$status"
	[[ "$output" == "lucky-take -p ann"* ]]
}

@test "C.10 lucky-bot rides Lucky: a step into the room he enters next, and the turn comes back" {
	set_turn 5 bob
	set_line round 2
	put_player bob carriage
	same "Lucky goes" "hedge" "$(key lucky-next)"
	same move "lucky-move -p bob hedge" "$(lucky-bot -f "$S")"
	play lucky-move -p bob hedge
	same end "lucky-end -p bob" "$(lucky-bot -f "$S")"
	play lucky-end -p bob --draw
	same "bob again, with Lucky" "bob
hedge
hedge" "$(key current lucky room:bob)"
}

@test "C.6 lucky-bot attacks when alone with Lucky and unseen, with its best weapon" {
	give bob w03 w04
	# the Billiard Cue is worth 2, 5 in the Billiard Room; the Broom
	# Stick 2, 7 in the Servants' Quarters
	put_player bob servants
	put_lucky servants
	same "the broom" "lucky-attempt -p bob -c w04" "$(lucky-bot -f "$S")"
	put_player bob billiard
	put_lucky billiard
	same "the cue" "lucky-attempt -p bob -c w03" "$(lucky-bot -f "$S")"
	play lucky-attempt -p bob -c w03
	same pending "bob 5 0" "$(key pending)"
}

@test "C.5 lucky-bot moves Doctor Lucky with a card to get alone with him" {
	set_turn 5 bob
	set_line round 2
	put_lucky foyer
	put_player bob carriage
	put_player ann drawing
	put_player cat drawing
	give bob r15
	run --separate-stderr lucky-bot -f "$S"
	same status 0 "$status"
	same "Lucky by his card" "lucky-move -p bob -D -c r15 carriage" "$output"
	play lucky-move -p bob -D -c r15 carriage
	same "then" "lucky-attempt -p bob" "$(lucky-bot -f "$S")"
}

# the anniversary game of seed 3, ann alone with Doctor Lucky in the
# Gallery, the others in the Parlor, which does not see it; ann holds a08
# (Piece of Rope: 2, 6 in the Gallery) and a09 (Hard Candy: 2)
gallery() {
	game -r anniversary -s 3 ann bob cid dan
	put_player ann gallery
	put_player bob parlor
	put_player cid parlor
	put_player dan parlor
}

@test "A.6 lucky-bot: the strongest weapons until the strength passes what the others may hold, the weakest named first" {
	gallery
	same "18 cards against her: only the weakest, for the motive (A.8)" \
	    "lucky-attempt -p ann -c a09" "$(lucky-bot -f "$S")"
	to_pile draw x13 v16 x08 x11 x18 v09 v11 v12 x07 a24 a10 v23
	same "6 cards against her: both" "lucky-attempt -p ann -c a09 -c a08" \
	    "$(lucky-bot -f "$S")"
	play lucky-attempt -p ann -c a09 -c a08
	same pending "ann 9 0" "$(key pending)"
	gallery
	to_pile draw x13 v16 x08 x11 x18 v09 v11 v12 x07 a24 a10 v23 a19 x04
	same "4 cards against her: the strongest is enough" \
	    "lucky-attempt -p ann -c a08" "$(lucky-bot -f "$S")"
}

@test "A.11 lucky-bot counts one card of the deck for each stranger against its attempt, not the whole deck" {
	game -r anniversary -s 3 ann bob
	put_player ann gallery
	put_player bob parlor
	set_line player stranger1 parlor stranger
	set_line player stranger2 parlor stranger
	give ann a09 a08 a19
	to_pile discard x13 x07 x08
	# against her: bob's three cards and a card turned up by each
	# stranger; strong enough with two weapons, the weaker named first
	same "the attempt" "lucky-attempt -p ann -c a09 -c a08" \
	    "$(lucky-bot -f "$S")"
}

@test "A.11 lucky-bot steps a stranger out of sight, then attacks" {
	game -r anniversary -s 3 ann bob
	put_player ann gallery
	put_player bob parlor
	set_line player stranger2 parlor stranger
	# stranger1 sees the Gallery from the Library
	set_line player stranger1 library stranger
	same "the stranger" "lucky-move -p ann -m stranger1 billiard" \
	    "$(lucky-bot -f "$S")"
	play lucky-move -p ann -m stranger1 billiard
	same "the attempt" "lucky-attempt -p ann" "$(lucky-bot -f "$S")"
}

@test "A.12 lucky-bot moves the cat into the watcher's room, not into Doctor Lucky's, then attacks" {
	game -r anniversary -o pet=cat -s 3 ann bob cy dan
	put_player ann gallery
	put_lucky gallery
	# bob sees the Gallery from the Library; the cat next door, in the
	# Armory; cy and dan in the Billiard Room, out of sight
	put_player bob library
	put_player cy billiard
	put_player dan billiard
	set_line cat armory
	same "the cat" "lucky-move -p ann -m cat library" "$(lucky-bot -f "$S")"
	play lucky-move -p ann -m cat library
	same "the attempt" "lucky-attempt -p ann -c a09" "$(lucky-bot -f "$S")"
}

@test "lucky-bot plays from a player's view, and refuses another player's view" {
	local v="$BATS_TEST_TMPDIR/view"

	lucky-show -a bob -f "$S" >"$v"
	run --separate-stderr lucky-bot -f "$v"
	same "bob's view" "0 lucky-move -p bob parlor" "$status $output"
	lucky-show -a ann -f "$S" >"$v"
	run --separate-stderr lucky-bot -f "$v"
	exits 1 "lucky-bot: this is ann's view of the game, and bob acts now"
}

@test "lucky-bot: the game is over, no action, exit 1" {
	put_player bob carriage
	put_lucky carriage
	play lucky-attempt
	play lucky-attempt --pass
	play lucky-attempt --pass
	same phase over "$(key phase)"
	run --separate-stderr lucky-bot -f "$S"
	exits 1 "lucky-bot: the game is over: bob killed Doctor Lucky"
}

@test "lucky-bot -F reads a state whose checksum does not match, and prints -F" {
	local g="$BATS_TEST_TMPDIR/sum"

	lucky-new -s 42 ann bob cat | sed 's/^free 1/free 0/' >"$g"
	run --separate-stderr lucky-bot -f "$g"
	same status 2 "$status"
	[[ "$stderr" == "lucky-bot: state:"*"checksum mismatch"* ]]
	run --separate-stderr lucky-bot -F -f "$g"
	same "-F" "0 lucky-end -F -p bob" "$status $output"
	# shellcheck disable=SC2086
	lucky-end -F -p bob --draw -f "$g" >/dev/null
}

@test "lucky-bot: bad usage and bad input exit 2 with one line" {
	run --separate-stderr lucky-bot -S clever -f "$S"
	exits 2 'lucky-bot: unknown strategy "clever" (random, greedy, search)'
	run --separate-stderr lucky-bot -s -1 -f "$S"
	exits 2 'lucky-bot: seed "-1" is too small (0-9223372036854775807)'
	run --separate-stderr lucky-bot -s x -f "$S"
	exits 2 'lucky-bot: seed "x" is invalid (0-9223372036854775807)'
	run --separate-stderr lucky-bot -f "$S" extra
	exits 2 "$USAGE"
	run --separate-stderr lucky-bot -x
	exits 2 "lucky-bot: unknown option -x (lucky-bot --help lists the options)"
	run --separate-stderr lucky-bot -f "$BATS_TEST_TMPDIR/none"
	exits 2 "lucky-bot: $BATS_TEST_TMPDIR/none: No such file or directory"
	run --separate-stderr lucky-bot </dev/null
	exits 2 "lucky-bot: state: empty: not a lucky state"
}

@test "issue 25: lucky-bot reads the state from a file operand as from -f, and refuses both" {
	newgame
	run --separate-stderr lucky-bot "$S"
	ran 0 "$(lucky-bot -f "$S")" ""
	run --separate-stderr lucky-bot --review -B 20 "$S"
	ran 0 "$(lucky-bot --review -B 20 -f "$S")" ""
	run --separate-stderr lucky-bot -f "$S" "$S"
	refused 2 "$(lucky-bot -h 2>&1 | sed -n '1,2p')"
	run --separate-stderr lucky-bot "$S" "$S"
	refused 2 "$(lucky-bot -h 2>&1 | sed -n '1,2p')"
}
