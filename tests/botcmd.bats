#!/usr/bin/env bats
# lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE.
#
# Bring your own bot: lucky-sim's seats "cmd:PROGRAM ARG ..." (lib/botcmd.c,
# lucky-bot(1) BRING YOUR OWN BOT): the program reads its player's view
# and prints one command line; a bad line, a failure or a delay forfeits.

bats_require_minimum_version 1.5.0
load helper

EX=$BATS_TEST_DIRNAME/../examples

# bot NAME: the script on stdin, executable, in $BATS_TEST_TMPDIR/NAME
bot() {
	{ echo '#!/bin/sh'; cat; } >"$BATS_TEST_TMPDIR/$1"
	chmod +x "$BATS_TEST_TMPDIR/$1"
}

# saying NAME LINE: the bot NAME reads its view and prints LINE (no ')
saying() {
	bot "$1" <<-EOF
	cat >/dev/null
	echo '$2'
	EOF
}

# forfeit NAME WHY [OPTION ...]: one game of lucky-sim (seed 7, with the
# options), the bot NAME as seat 2, which forfeits it for WHY
forfeit() {
	local name=$1 why=$2
	shift 2
	run --separate-stderr lucky-sim -N 1 -s 7 -P 3 "$@" \
	    --bots="greedy,cmd:$BATS_TEST_TMPDIR/$name"
	[ "$status" -eq 0 ]
	is stderr "lucky-sim: game 0, seed 7: seat 2 (p2, cmd:$BATS_TEST_TMPDIR/$name) forfeits: $why" "$stderr"
}

@test "cmd: seats: examples/mybot, a script, plays whole games" {
	whole_games
	run --separate-stderr lucky-sim -N 3 -s 1 -P 3 \
	    --bots="greedy,cmd:$EX/mybot random" -O csv
	[ "$status" -eq 0 ]
	is stderr "" "$stderr"
	is finished "games,finished,3" "$(grep '^games,finished' <<<"$output")"
	is forfeits "" "$(grep forfeit <<<"$output")"
	is "seat 2" "seat-strategy,2,cmd:$EX/mybot random" \
	    "$(grep '^seat-strategy,2' <<<"$output")"
}

@test "cmd: seats: the view given is the seat's own, every card of the others hidden" {
	bot spy <<-EOF
	cat >"$BATS_TEST_TMPDIR/view.\$\$"
	exec lucky-bot -f "$BATS_TEST_TMPDIR/view.\$\$"
	EOF
	run --separate-stderr lucky-sim -N 1 -s 1 -P 3 \
	    --bots="greedy,cmd:$BATS_TEST_TMPDIR/spy"
	[ "$status" -eq 0 ]
	is stderr "" "$stderr"
	for v in "$BATS_TEST_TMPDIR"/view.*; do
		is "$v" p2 "$(lucky-show -f "$v" -k view)"
		is "p1's hand" "" "$(lucky-show -f "$v" -k detail:p1 || true)"
	done
}

@test "cmd: seats: a bot printing garbage forfeits the game, said on stderr" {
	saying garbage "hello world"
	run --separate-stderr lucky-sim -N 2 -s 7 -P 3 \
	    --bots="greedy,cmd:$BATS_TEST_TMPDIR/garbage"
	[ "$status" -eq 0 ]
	is stderr "lucky-sim: game 0, seed 7: seat 2 (p2, cmd:$BATS_TEST_TMPDIR/garbage) forfeits: \"hello world\": \"hello\" is not lucky-move, lucky-attempt, lucky-end or lucky-take
lucky-sim: game 1, seed 8: seat 2 (p2, cmd:$BATS_TEST_TMPDIR/garbage) forfeits: \"hello world\": \"hello\" is not lucky-move, lucky-attempt, lucky-end or lucky-take" "$stderr"
	is forfeits "games forfeited by a program's seat: 2" \
	    "$(grep forfeited <<<"$output")"
}

@test "cmd: seats: an illegal command, a wrong option, another seat's action, a crash forfeit" {
	saying illegal "lucky-move -c m01 -c m02 -c m03 -c m04 armory"
	run --separate-stderr lucky-sim -N 1 -s 7 -P 3 \
	    --bots="greedy,cmd:$BATS_TEST_TMPDIR/illegal"
	[ "$status" -eq 0 ]
	[[ "$stderr" == "lucky-sim: game 0, seed 7: seat 2 (p2, cmd:$BATS_TEST_TMPDIR/illegal) forfeits: \"lucky-move -c m01 -c m02 -c m03 -c m04 armory\": "* ]]
	saying option "lucky-end -f other"
	forfeit option "\"lucky-end -f other\": lucky-end: unknown option -f"
	saying other "lucky-end -p p1"
	forfeit other "\"lucky-end -p p1\": plays for p1"
	bot crash <<-'EOF'
	cat >/dev/null
	exit 3
	EOF
	forfeit crash "exit status 3"
}

@test "cmd: seats: a bot sleeping past --bot-timeout forfeits" {
	bot sleepy <<-'EOF'
	cat >/dev/null
	exec sleep 30
	EOF
	SECONDS=0
	forfeit sleepy "no command line within 1.000 s" --bot-timeout=1
	[ "$SECONDS" -lt 10 ]
}

@test "cmd: seats: a program that is not there is a usage error" {
	run --separate-stderr lucky-sim -N 1 --bots="cmd:$BATS_TEST_TMPDIR/none"
	refused 2 "lucky-sim: bot \"cmd:$BATS_TEST_TMPDIR/none\": $BATS_TEST_TMPDIR/none: No such file or directory"
}

@test "cmd: lucky-play's bots: examples/mybot plays bot1 to bot3 to the end" {
	whole_games
	cd "$BATS_TEST_TMPDIR"
	run --separate-stderr bash -c "yes auto | head -n 400 |
	    lucky-play -S 'cmd:$EX/mybot greedy' --seed=7 me"
	[ "$status" -eq 0 ]
	is stderr "" "$stderr"
	is "last line" "The game is in lucky-play.game: lucky-show --log --file=lucky-play.game tells it." \
	    "$(tail -n 1 <<<"$output")"
	run --separate-stderr lucky-show -k phase -f lucky-play.game
	ran 0 over ""
	run --separate-stderr lucky-check -f lucky-play.game
	[ "$status" -eq 0 ]
}

@test "cmd: lucky-play's bots: a bad line forfeits, exit 1, the game saved" {
	saying garbage "hello world"
	cd "$BATS_TEST_TMPDIR"
	run --separate-stderr bash -c "yes auto | head -n 5 |
	    lucky-play -S 'cmd:$BATS_TEST_TMPDIR/garbage' --seed=7 me"
	[ "$status" -eq 1 ]
	is stderr "lucky-play: bot1 (cmd:$BATS_TEST_TMPDIR/garbage) forfeits: \"hello world\": \"hello\" is not lucky-move, lucky-attempt, lucky-end or lucky-take" "$stderr"
	is "last line" "The game is saved in lucky-play.game: lucky-play --resume=lucky-play.game goes on with it." \
	    "$(tail -n 1 <<<"$output")"
	run --separate-stderr lucky-show -k whose -f lucky-play.game
	ran 0 bot1 ""
}
