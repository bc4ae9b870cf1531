#!/usr/bin/env bats
# lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE.
#
# The command line of every program (issue 16, lib/cli.c): -h/--help on
# stdout, --version, a usage error on stderr, one letter one meaning
# (lucky(7) OPTIONS ACROSS THE PROGRAMS), "did you mean" for options,
# cards, players, boards, rule sets and options, the state read from a
# terminal, the state file as an operand.

bats_require_minimum_version 1.5.0
load helper

PROGS='lucky-attempt lucky-bot lucky-check lucky-end lucky-move lucky-new
lucky-play lucky-show lucky-sight lucky-sim lucky-solve lucky-take lucky-undo'

# help_rows PROGRAM: "letter long arg" of each line of its --help
# ("-" for none), sorted
help_rows() {
	"$1" --help | awk '
	    /^options:$/ { on = 1; next }
	    on && !/^  (-., |    )--/ { on = 0 }
	    on {
		letter = "-"
		w = $1
		if (w ~ /^-.,$/) { letter = substr(w, 2, 1); w = $2 }
		sub(/^--/, "", w)
		arg = "-"
		if (w ~ /=/) { arg = w; sub(/^[^=]*=/, "", arg); sub(/=.*/, "", w) }
		print letter, w, arg
	    }' | sort
}

# table_rows PROGRAM: the same from lucky(7)'s table, the rows whose
# programs name PROGRAM (without "lucky-") or "every program", sorted
table_rows() {
	awk -v prog="${1#lucky-}" '
	    /^\.Sh OPTIONS ACROSS THE PROGRAMS/ { on = 1; next }
	    /^\.Sh / { on = 0 }
	    on && /^\.It Fl / {
		letter = "-"; arg = "-"
		if ($3 == "Fl") {
			long = $4
			if ($5 == "Ns") arg = $9
		} else {
			letter = $3
			if ($4 == "Ar") { arg = $5; long = $9 } else long = $7
		}
		getline progs
		sub(/:.*/, "", progs)
		n = split(progs, p, /, /)
		for (i = 1; i <= n; i++)
			if (p[i] == prog || p[i] == "every program")
				print letter, long, arg
	    }' "$BATS_TEST_DIRNAME/../man/lucky.7" | sort
}

# --- help, version, usage ------------------------------------------------

@test "every program: -h and --help print the usage and each option on one line on stdout, exit 0" {
	local p

	for p in $PROGS; do
		run --separate-stderr "$p" -h
		is "$p -h status, stderr" "0 " "$status $stderr"
		[[ "$output" == "usage: $p "* ]] || {
			echo "$p -h: $output" >&2
			return 1
		}
		is "$p: the help line" "  -h, --help               print this help and exit" \
		    "$(grep -e '--help ' <<<"$output")"
		run --separate-stderr "$p" --help
		is "$p --help status, stderr" "0 " "$status $stderr"
	done
}

@test "every program: each line of -h and --help, the usage among them, fits 80 columns (a tab to the next 8)" {
	local dir p o long= n=0

	# every program beside the suite's lucky-new, build/bin's or
	# build/asan/bin's, not only those of $PROGS.  (Issue 25: lucky-play's
	# -h, hand-written in cmd/lucky-play.c, fails here until its rewrite
	# in cmd/lucky-play/ on lib/cli.c's help is merged.)
	dir=$(dirname "$(command -v lucky-new)")
	for p in "$dir"/lucky-*; do
		for o in -h --help; do
			run --separate-stderr "$p" "$o"
			is "${p##*/} $o status, stderr" "0 " "$status $stderr"
			long=$long$(expand <<<"$output" |
			    awk -v p="${p##*/} $o" 'length > 80 {
				printf "\n%s: %d: %s", p, length, $0 }')
		done
		n=$((n + 1))
	done
	is "lines over 80 columns" "" "$long"
	for p in $PROGS lucky-judge; do
		[ -x "$dir/$p" ]
	done
	[ "$n" -ge 14 ]
}

@test "every program: --version prints its name and the version, exit 0" {
	local p

	for p in $PROGS; do
		run --separate-stderr "$p" --version
		ran 0 "$p 0.1" ""
	done
}

@test "every program: an unknown option is one line on stderr, exit 2" {
	local p

	for p in $PROGS; do
		run --separate-stderr "$p" -x
		refused 2 "$p: unknown option -x ($p --help lists the options)"
	done
}

@test "lucky(7) OPTIONS ACROSS THE PROGRAMS lists every option of every program's --help, and no other" {
	local p

	for p in $PROGS; do
		is "$p: lucky(7) against --help" "$(table_rows "$p")" \
		    "$(help_rows "$p")"
	done
	# and every row of the table names a program that takes it
	is "rows" "$(awk '/^\.Sh OPTIONS ACROSS/ { on = 1; next }
	    /^\.Sh / { on = 0 } on && /^\.It Fl /' \
	    "$BATS_TEST_DIRNAME/../man/lucky.7" | wc -l)" \
	    "$(for p in $PROGS; do table_rows "$p"; done | sort -u | wc -l)"
}

@test "one letter one meaning: no letter of two long names but -c (the card played), -N (a count) and -S (a strategy)" {
	local p

	is "letters" "N actions
N games
S bots
S strategy
c card
c weapon" "$(for p in $PROGS; do help_rows "$p"; done | sort -u |
	    awk '$1 != "-" { print $1, $2 }' | sort -u |
	    awk '{ n[$1]++; l[$1] = l[$1] $0 "\n" }
		END { for (k in n) if (n[k] > 1) printf "%s", l[k] }' |
	    sort)"
}

# --- option messages -----------------------------------------------------

@test "options: did you mean, an ambiguous prefix, a missing argument, an argument too many" {
	run --separate-stderr lucky-show --mapp
	refused 2 "lucky-show: unknown option --mapp (did you mean --map?)"
	run --separate-stderr lucky-move --doctr parlor
	refused 2 "lucky-move: unknown option --doctr (did you mean --doctor?)"
	run --separate-stderr lucky-show --bogus
	refused 2 "lucky-show: unknown option --bogus (lucky-show --help lists the options)"
	run --separate-stderr lucky-move --f x
	refused 2 "lucky-move: ambiguous option --f (--force, --file)"
	run --separate-stderr lucky-move -f
	refused 2 "lucky-move: -f needs an argument (-f file)"
	run --separate-stderr lucky-move --file
	refused 2 "lucky-move: --file needs an argument (--file=file)"
	run --separate-stderr lucky-move --help=3
	refused 2 "lucky-move: --help takes no argument"
	# a unique prefix is the option
	newgame
	run --separate-stderr lucky-show --can --fi "$S"
	ran 0 "$(lucky-show -C -f "$S")" ""
}

# --- the letters changed -------------------------------------------------

@test "lucky-move -D moves Doctor Lucky (--doctor); -d is no option of lucky-move" {
	newgame
	run --separate-stderr lucky-move -n -D -c r17 gallery -f "$S"
	ran 0 "move bob -d -c r17 gallery" ""
	run --separate-stderr lucky-move -n --doctor -c r17 gallery -f "$S"
	ran 0 "move bob -d -c r17 gallery" ""
	run --separate-stderr lucky-move -n -d -c r17 gallery -f "$S"
	refused 2 "lucky-move: unknown option -d (lucky-move --help lists the options)"
}

@test "lucky-attempt -c plays the weapon (--weapon); -w is no option of lucky-attempt" {
	local want

	newgame
	want='lucky-attempt: no card "zzz" in bob'"'"'s hand (bob holds: f34 Failure!, f31 Failure!, r04 Sitting Room, f19 Failure!, f40 Failure!, r17 Gallery)'
	run --separate-stderr lucky-attempt -n -c zzz -f "$S"
	refused 2 "$want"
	run --separate-stderr lucky-attempt -n --weapon=zzz -f "$S"
	refused 2 "$want"
	run --separate-stderr lucky-attempt -n -w zzz -f "$S"
	refused 2 "lucky-attempt: unknown option -w (lucky-attempt --help lists the options)"
}

@test "lucky-show -C is the canonical state and -M the map; -c and -m are no options of lucky-show" {
	newgame
	run --separate-stderr lucky-show -C -f "$S"
	ran 0 "$(lucky-show --canonical -f "$S")" ""
	[[ "$output" == "lucky-state 1"* ]]
	run --separate-stderr lucky-show -M -f "$S"
	ran 0 "$(lucky-show --map -f "$S")" ""
	run --separate-stderr lucky-show -c -f "$S"
	refused 2 "lucky-show: unknown option -c (lucky-show --help lists the options)"
	run --separate-stderr lucky-show -m -f "$S"
	refused 2 "lucky-show: unknown option -m (lucky-show --help lists the options)"
}

@test "lucky-undo -N takes back N actions (--actions); -n is no option of lucky-undo" {
	newgame
	lucky-move parlor -f "$S" | lucky-end >"$BATS_TEST_TMPDIR/two"
	run --separate-stderr lucky-undo -N 2 -f "$BATS_TEST_TMPDIR/two"
	ran 0 "$(lucky-show -C -f "$S")" ""
	run --separate-stderr lucky-undo -n 2 -f "$BATS_TEST_TMPDIR/two"
	refused 2 "lucky-undo: unknown option -n (lucky-undo --help lists the options)"
}

@test "lucky-bot -s is the seed and -S the strategy (--seed, --strategy)" {
	newgame
	is "-S random -s 7" "lucky-move -p bob trophy" \
	    "$(lucky-bot -S random -s 7 -f "$S")"
	is "--strategy --seed" "lucky-move -p bob trophy" \
	    "$(lucky-bot --strategy=random --seed=7 -f "$S")"
	run --separate-stderr lucky-bot -s random -f "$S"
	refused 2 'lucky-bot: seed "random" is invalid (0-9223372036854775807)'
}

@test "lucky-sim -N games, -b board, -S strategies (--bots, --strategies), -P players, --check" {
	local a

	run --separate-stderr lucky-sim -N 3 -s 1 -b villa -r anniversary \
	    -S greedy,random -P 3 --check -O csv
	is "status, stderr" "0 " "$status $stderr"
	a=$output
	run --separate-stderr lucky-sim --games=3 --seed=1 --board=villa \
	    --rules=anniversary --strategies=greedy,random --players=3 \
	    --check --output=csv
	ran 0 "$a" ""
	grep -qx 'config,board,villa' <<<"$a"
	grep -qx 'config,players,3' <<<"$a"
	grep -qx 'games,refused,0' <<<"$a"
	is "strategies" "seat-strategy,1,greedy
seat-strategy,2,random
seat-strategy,3,greedy" "$(grep '^seat-strategy,' <<<"$a")"
	run --separate-stderr lucky-sim -n 3
	refused 2 "lucky-sim: unknown option -n (lucky-sim --help lists the options)"
	run --separate-stderr lucky-sim -N 3 -c
	refused 2 "lucky-sim: unknown option -c (lucky-sim --help lists the options)"
}

# --- did you mean --------------------------------------------------------

@test "an unknown card names the player's hand and the nearest card, the hand's first" {
	newgame
	run --separate-stderr lucky-move -c galery gallery -f "$S"
	refused 2 'lucky-move: no card "galery" in bob'"'"'s hand (did you mean "Gallery" (r17)? bob holds: f34 Failure!, f31 Failure!, r04 Sitting Room, f19 Failure!, f40 Failure!, r17 Gallery)'
	run --separate-stderr lucky-move -c Kitchn kitchen -f "$S"
	refused 2 'lucky-move: no card "Kitchn" in bob'"'"'s hand ("Kitchen" (r08) is not in it; bob holds: f34 Failure!, f31 Failure!, r04 Sitting Room, f19 Failure!, f40 Failure!, r17 Gallery)'
	run --separate-stderr lucky-take -p bob zzz -f "$S"
	is "take: a card of no deck" 2 "$status"
	[[ "$stderr" == 'lucky-take: no card "zzz" in bob'"'"'s hand (bob holds: '* ]]
}

@test "an unknown player, board, deck, rule set or option: did you mean" {
	newgame
	run --separate-stderr lucky-show -H anne -f "$S"
	refused 2 'lucky-show: unknown player "anne" (did you mean "ann"?)'
	run --separate-stderr lucky-move -p bobb parlor -f "$S"
	refused 2 'lucky-move: unknown player "bobb" (did you mean "bob"?)'
	run --separate-stderr lucky-new -b mansoin ann bob
	is "board" 2 "$status"
	[[ "$stderr" == 'lucky-new: no board "mansoin" (did you mean "mansion"?) in LUCKY_PATH '* ]]
	run --separate-stderr lucky-new -d clasic ann bob
	[[ "$stderr" == 'lucky-new: no deck "clasic" (did you mean "classic"?) in LUCKY_PATH '* ]]
	run --separate-stderr lucky-new -r paizzo ann bob
	refused 2 'lucky-new: unknown rule set "paizzo" (did you mean "paizo"?)'
	run --separate-stderr lucky-sim -N 1 -r aniversary
	refused 2 'lucky-sim: unknown rule set "aniversary" (did you mean "anniversary"?)'
	run --separate-stderr lucky-new -r paizo -o dogg=both ann bob
	refused 2 'lucky-new: unknown option "dogg=both" for paizo rules (did you mean "dog"?)'
}

# --- the state from a terminal, or as an operand -------------------------

@test "reading a state from a terminal says so on stderr once" {
	local p out

	for p in lucky-show lucky-check "lucky-move parlor" lucky-bot lucky-undo \
	    "lucky-sight parlor"; do
		# stdin a terminal that ends at once (script(1) gives the pty)
		out=$(script -qec "$p" /dev/null </dev/null | tr -d '\r')
		is "$p" "${p%% *}: reading a state from the terminal; end it with ^D, or give -f FILE" \
		    "$(head -n 1 <<<"$out")"
		is "$p: once" 1 "$(grep -c 'reading a state' <<<"$out")"
	done
	# not a terminal, or -f: nothing said
	run --separate-stderr lucky-show </dev/null
	refused 2 "lucky-show: state: empty: not a lucky state"
	out=$(script -qec "lucky-show -f /dev/null" /dev/null </dev/null |
	    tr -d '\r')
	is "-f" "lucky-show: state: empty: not a lucky state" "$out"
}

@test "lucky-show and lucky-check take the state file as an operand" {
	newgame
	run --separate-stderr lucky-show -k turn "$S"
	ran 0 "$(lucky-show -k turn -f "$S")" ""
	run --separate-stderr lucky-check -q "$S"
	ran 0 "" ""
	run --separate-stderr lucky-check -q "$S" "$S"
	refused 2 "usage: lucky-check [-Fhq] [-f file] [--commitment=file] [state]"
	run --separate-stderr lucky-check -q -f "$S" "$S"
	refused 2 "usage: lucky-check [-Fhq] [-f file] [--commitment=file] [state]"
}

# --- sight and reach -----------------------------------------------------

@test "A.12 lucky-sight -w lucky: who sees Doctor Lucky" {
	newgame
	# Doctor Lucky in the Drawing Room, where everybody starts
	edit 's/^lucky .*/lucky drawing/'
	run --separate-stderr lucky-sight -w lucky -f "$E"
	ran 0 "ann
bob
cat" ""
	run --separate-stderr lucky-sight -w Lucky -f "$S"
	ran 0 "" ""
	run --separate-stderr lucky-sight --watchers=doctor -f "$E"
	ran 0 "ann
bob
cat" ""
}

@test "lucky-show -l names the spaces of -k reach, reach-draw and path as lucky-sight -l does" {
	newgame
	run --separate-stderr lucky-show -l -k reach -f "$S"
	is "status, stderr" "0 " "$status $stderr"
	is "reach" "Parlor (1): -
Dining Hall (3): -
Sitting Room (4): r04" "$(head -n 3 <<<"$output")"
	is "every line" "$(lucky-show -k reach -f "$S" | wc -l)" \
	    "$(wc -l <<<"$output")"
	run --separate-stderr lucky-show --long -k path:library -f "$S"
	ran 0 "-c r17 Gallery, Library (13)" ""
	run --separate-stderr lucky-show -l -k reach-draw -f "$S"
	is "reach-draw: as many" "$(lucky-show -k reach-draw -f "$S" | wc -l)" \
	    "$(wc -l <<<"$output")"
	is "reach-draw: the first" "Drawing Room (0)" "$(head -n 1 <<<"$output")"
}
