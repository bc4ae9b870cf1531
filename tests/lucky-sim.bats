#!/usr/bin/env bats
# lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE.
#
# lucky-sim(1): many games in one process, their counts as a table, as
# comma-separated values, or one line a game; the same counts for the
# same seed whatever the number of jobs.  That its games are the games
# lucky-bot plays through the programs, and that every action in them is
# accepted and every record replays (-c), is tested in lucky-bot.bats.

bats_require_minimum_version 1.5.0
load helper
load sim_helper

USAGE='usage: lucky-sim [-h] [-B playouts] [-b board] [-f file] [-j jobs] -N games
	[-O format] [-o option[=value]] ... [-P players] [-r rules]
	[-S strategy,...] [-s seed] [--check] [--as=player] [--deals=n]
	[--bot-timeout=seconds] [state]'


@test "lucky-sim: a fixed seed gives byte-identical output twice" {
	local first

	sim -N 300 -s 9
	first=$OUT
	[[ "$first" == "300 games, classic rules, 4 players, seed 9"* ]]
	sim -N 300 -s 9
	is "second run" "$first" "$OUT"
	sim -N 300 -s 10
	[ "$first" != "$OUT" ]
}

@test "lucky-sim -j 2 gives the same output as -j 1, in every format" {
	local format one r

	for r in "-r classic" "-r paizo -o dog=both" \
	    "-r anniversary -o pet=cat"; do
		for format in table csv games; do
			# shellcheck disable=SC2086
			sim -N 201 -s 3 -S greedy,random $r -O "$format"
			one=$OUT
			# shellcheck disable=SC2086
			sim -N 201 -s 3 -S greedy,random $r -O "$format" -j 2
			is "-j 2 ($r, $format)" "$one" "$OUT"
			# shellcheck disable=SC2086
			sim -N 201 -s 3 -S greedy,random $r -O "$format" -j 5
			is "-j 5 ($r, $format)" "$one" "$OUT"
		done
	done
}

@test "lucky-sim -O csv: the header, then a fixed set of lines: games, config, seats, strategies, lengths, every space" {
	sim -N 50 -s 1 -O csv
	is header "section,key,value" "$(printf '%s\n' "$OUT" | head -n 1)"
	# 1 + 4 games + 5 config + 3 x 4 seats + 2 x 1 strategy + 8 lengths
	# + 32 spaces of the mansion
	is lines 64 "$(printf '%s\n' "$OUT" | wc -l)"
	is "the sections" "section games config$(printf \
	    ' seat-player seat-strategy seat-wins%.0s' 1 2 3 4) strategy-seats strategy-wins turns attempts room-wins" \
	    "$(printf '%s\n' "$OUT" | cut -d, -f1 | uniq | tr '\n' ' ' |
	    sed 's/ $//')"
	is "three columns" "" "$(printf '%s\n' "$OUT" | awk -F, 'NF != 3')"
	is "config" "classic mansion - 4 1" "$(value config,rules) $(value \
	    config,board) $(value \
	    config,options) $(value config,players) $(value config,seed)"
	sim -N 50 -s 1 -O csv -r anniversary -P 3 -o pet=dog -S greedy,random
	# 1 + 4 + 5 + 3 x 3 + 2 x 2 + 8 + 24 spaces of the villa
	is "anniversary lines" 55 "$(printf '%s\n' "$OUT" | wc -l)"
	is "options" "pet=dog" "$(value config,options)"
}

@test "lucky-sim -O csv: the counts add up: wins of the seats, of the strategies and of the spaces are the finished games" {
	sim -N 400 -s 5 -P 5 -S greedy,random -O csv
	is played 400 "$(value games,played)"
	is "finished + unfinished" 400 "$(( $(value games,finished) + \
	    $(value games,unfinished) ))"
	is "refused" 0 "$(value games,refused)"
	is "seats" "$(value games,finished)" "$(printf '%s\n' "$OUT" |
	    awk -F, '$1 == "seat-wins" { n += $3 } END { print n }')"
	is "strategies" "$(value games,finished)" "$(printf '%s\n' "$OUT" |
	    awk -F, '$1 == "strategy-wins" { n += $3 } END { print n }')"
	is "spaces" "$(value games,finished)" "$(printf '%s\n' "$OUT" |
	    awk -F, '$1 == "room-wins" { n += $3 } END { print n }')"
	# percentiles in order, at least 1 turn and 1 attempt
	[ "$(value turns,p50)" -ge 1 ]
	[ "$(value turns,p50)" -le "$(value turns,p90)" ]
	[ "$(value turns,p90)" -le "$(value turns,p99)" ]
	[ "$(value attempts,p50)" -ge 1 ]
	[ "$(value attempts,p90)" -le "$(value attempts,p99)" ]
}

@test "lucky-sim -S gives the strategies to the seats round robin" {
	sim -N 20 -s 1 -P 5 -S greedy,random,random -O csv
	is seats "greedy random random greedy random" "$(printf '%s\n' "$OUT" |
	    awk -F, '$1 == "seat-strategy" { print $3 }' | tr '\n' ' ' |
	    sed 's/ $//')"
	is "strategy seats" "greedy 2
random 3" "$(printf '%s\n' "$OUT" |
	    awk -F, '$1 == "strategy-seats" { print $2, $3 }')"
	sim -N 20 -s 1 -O csv
	is "default" "greedy greedy greedy greedy" "$(printf '%s\n' "$OUT" |
	    awk -F, '$1 == "seat-strategy" { print $3 }' | tr '\n' ' ' |
	    sed 's/ $//')"
}

@test "A.11 lucky-sim: two players of the anniversary rules sit with two strangers, whose wins count too" {
	sim -N 100 -s 1 -P 2 -r anniversary -S greedy,random -O csv
	is seats "p1 greedy
stranger1 stranger
p2 random
stranger2 stranger" "$(printf '%s\n' "$OUT" | awk -F, '
	    $1 == "seat-player" { printf "%s ", $3 }
	    $1 == "seat-strategy" { print $3 }')"
	is "strategy seats" "greedy 1
stranger 2
random 1" "$(printf '%s\n' "$OUT" |
	    awk -F, '$1 == "strategy-seats" { print $2, $3 }')"
	is "players" 2 "$(value config,players)"
	is "wins" "$(value games,finished)" "$(printf '%s\n' "$OUT" |
	    awk -F, '$1 == "seat-wins" { n += $3 } END { print n }')"
	sim -N 100 -s 1 -P 2 -r anniversary -S greedy,random -O games
	is "winners" "" "$(printf '%s\n' "$OUT" | tail -n +2 |
	    awk -F, '!($3 "," $4 ~ /^(p1,greedy|p2,random|stranger[12],stranger)$/)')"
}

@test "lucky-sim -O games: a header and one line a game, with seeds SEED+i" {
	sim -N 12 -s 100 -O games
	is header "game,seed,winner,strategy,turns,attempts,room" \
	    "$(printf '%s\n' "$OUT" | head -n 1)"
	is lines 13 "$(printf '%s\n' "$OUT" | wc -l)"
	is "numbers and seeds" "$(seq 0 11 | awk '{ print $1 "," $1 + 100 }')" \
	    "$(printf '%s\n' "$OUT" | tail -n +2 | cut -d, -f1,2)"
	is "winners are players" "" "$(printf '%s\n' "$OUT" | tail -n +2 |
	    awk -F, '$3 !~ /^p[1-4]$/ || $4 != "greedy"')"
}

@test "lucky-sim: game i alone is game i among others" {
	local all

	sim -N 30 -s 7 -r paizo -o dog=new -S random,greedy -O games
	all=$(printf '%s\n' "$OUT" | sed -n '19p' | cut -d, -f2-)
	sim -N 1 -s 24 -r paizo -o dog=new -S random,greedy -O games
	is "game 17" "$all" "$(printf '%s\n' "$OUT" | tail -n 1 | cut -d, -f2-)"
}

@test "lucky-sim without -s chooses a seed and shows it, and that seed plays the same games" {
	local seed first

	sim -N 40 -O csv
	seed=$(value config,seed)
	[[ "$seed" =~ ^[0-9]+$ ]]
	first=$OUT
	sim -N 40 -O csv -s "$seed"
	is "with -s $seed" "$first" "$OUT"
}

@test "lucky-sim: the table names the seats, the strategies, the lengths and where Doctor Lucky died" {
	sim -N 100 -s 2 -S greedy,random -r anniversary -o pet=cat
	is "head" "100 games, anniversary rules, 4 players, seed 2, options pet=cat" \
	    "$(printf '%s\n' "$OUT" | head -n 1)"
	printf '%s\n' "$OUT" | grep -q '^finished [0-9]*, unfinished [0-9]* (more than 5000 turns)$'
	is "seats" "1 p1 greedy
2 p2 random
3 p3 greedy
4 p4 random" "$(printf '%s\n' "$OUT" | awk '/^seat / { on = 1; next }
	    on && NF == 0 { exit } on { print $1, $2, $3 }')"
	printf '%s\n' "$OUT" | grep -q '^turns  *[0-9.]*  *[0-9]*  *[0-9]*  *[0-9]*$'
	printf '%s\n' "$OUT" | grep -q '^attempts  *[0-9.]*  *[0-9]*  *[0-9]*  *[0-9]*$'
	printf '%s\n' "$OUT" | grep -q '^where Doctor Lucky died  *wins  *share$'
}

@test "lucky-sim: bad options exit 2 with one line" {
	fails 2 "$USAGE" -s 1
	fails 2 "lucky-sim: extra: No such file or directory" -N 5 extra
	fails 2 "$USAGE" -N 5 one two
	fails 2 'lucky-sim: games "0" is too small (1-1000000000)' -N 0
	fails 2 'lucky-sim: games "x" is invalid (1-1000000000)' -N x
	fails 2 'lucky-sim: jobs "0" is too small (1-64)' -N 5 -j 0
	fails 2 'lucky-sim: jobs "65" is too large (1-64)' -N 5 -j 65
	fails 2 'lucky-sim: players "1" is too small (2-8)' -N 5 -P 1
	fails 2 'lucky-sim: players "9" is too large (2-8)' -N 5 -P 9
	fails 2 'lucky-sim: seed "-3" is too small (0-9223372036854775807)' \
	    -N 5 -s -3
	fails 2 'lucky-sim: unknown strategy "smart" (random, greedy, search, cmd:program)' \
	    -N 5 -S greedy,smart
	fails 2 'lucky-sim: unknown strategy "" (random, greedy, search, cmd:program)' -N 5 -S ''
	fails 2 'lucky-sim: unknown output format "xml" (table, csv, games)' \
	    -N 5 -O xml
	fails 2 'lucky-sim: unknown rule set "chess" (classic, paizo, anniversary, escape)' \
	    -N 5 -r chess
	fails 2 'lucky-sim: unknown option "dog=both" for classic rules (start=random, tie=longest, weapons+1, no-failure-3)' \
	    -N 5 -o dog=both
	fails 2 'lucky-sim: option pet wants pet=dog|cat|both, not "pet=cow"' \
	    -N 5 -r anniversary -o pet=cow
	fails 2 'lucky-sim: option lock=east: with 3 players both wings are locked (RULES A.2)' \
	    -N 5 -r anniversary -P 3 -o lock=east
	fails 2 "lucky-sim: no board \"nowhere\" in $(board_dirs lucky-sim)" \
	    -N 5 -b nowhere
}

@test "A.13 lucky-sim -b plays on another board: the hotel and each floor, every action accepted and every record replaying" {
	local b

	for b in hotel hotel-upper hotel-lower; do
		sim --check -N 50 -s 3 -r anniversary -b "$b" -P 5 -O csv
		is "$b: board, finished, refused" "$b 50 0" "$(value \
		    config,board) $(value games,finished) $(value games,refused)"
		# the hotel has 28 rooms, a floor 13 or 15
		printf '%s\n' "$OUT" | grep -q "^room-wins,$(lucky-show -f \
		    <(lucky-new -r anniversary -b "$b" a b c) -k spaces |
		    tail -n 1),"
	done
	sim -N 20 -s 3 -r anniversary -b hotel-upper -S greedy,random
	is "head" "20 games, anniversary rules, board hotel-upper, 4 players, seed 3" \
	    "$(printf '%s\n' "$OUT" | head -n 1)"
}

# running PID...: those of the processes PID that still run (not gone,
# not a zombie waiting to be reaped).
running() {
	local p

	for p; do
		if [ -e "/proc/$p" ] && [ "$(awk '{ print $3 }' \
		    "/proc/$p/stat" 2>/dev/null)" != Z ]; then
			printf '%s\n' "$p"
		fi
	done
}

# Whatever a test below leaves running, stopped.
teardown() {
	if [ -s "$BATS_TEST_TMPDIR/workers" ]; then
		# shellcheck disable=SC2046
		kill -9 $(cat "$BATS_TEST_TMPDIR/workers") 2>/dev/null || true
	fi
}

@test "lucky-sim -j 2 killed mid-run leaves no worker running" {
	local sig pid w i

	for sig in TERM INT HUP KILL; do
		# a background job of a script ignores SIGINT: not this one
		env --default-signal=INT lucky-sim -j 2 -N 100000000 -s 1 \
		    >/dev/null 2>&1 3>&- &
		pid=$!
		for i in $(seq 100); do
			w=$(pgrep -P "$pid" | tr '\n' ' ')
			[ "$(echo $w | wc -w)" -lt 2 ] || break
			sleep 0.1
		done
		echo "$pid $w" >>"$BATS_TEST_TMPDIR/workers"
		is "SIG$sig: workers started" 2 "$(echo $w | wc -w)"
		kill -s "$sig" "$pid"
		wait "$pid" || true
		for i in $(seq 50); do
			[ -n "$(running $w)" ] || break
			sleep 0.1
		done
		# shellcheck disable=SC2086
		is "SIG$sig: workers left" "" "$(running $w)"
	done
}

@test "issue 25: lucky-sim continues the game of a file operand as of -f, and refuses both" {
	newgame
	run --separate-stderr lucky-sim -N 3 -s 5 "$S"
	ran 0 "$(lucky-sim -N 3 -s 5 -f "$S")" ""
	run --separate-stderr lucky-sim -N 3 -f "$S" "$S"
	refused 2 "$(lucky-sim -h 2>&1 | sed -n '1,4p')"
}
