#!/usr/bin/env bats
# lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE.
#
# lucky-sim -f (lucky-sim(1)): continuations of a game from a state, the
# cards its player cannot see dealt afresh (lib/deal.c) from what that
# player knows, or as they lie in a master state; each seat's share of
# the wins with its 95% interval.  The options are given by their long
# names.

bats_require_minimum_version 1.5.0
load helper
load sim_helper

# play FILE N: lucky-bot chooses N actions (fewer if the game ends) and
# their programs play them on FILE.
play() {
	local g=$1 n=$2 action i

	for ((i = 0; i < n; i++)); do
		action=$(lucky-bot -f "$g" 2>/dev/null) || break
		sh -c "$action" <"$g" >"$g.next"
		mv "$g.next" "$g"
	done
}

# position NAME N LUCKY-NEW-ARGS...: the game lucky-new starts, N
# actions on, in $BATS_TEST_TMPDIR/NAME (path in G).
position() {
	G=$BATS_TEST_TMPDIR/$1
	local n=$2

	shift 2
	lucky-new "$@" >"$G"
	play "$G" "$n"
}

# The positions of the tests: every rule set, mid-game.
classic() { position classic 60 -s 3 ann bob cat dan; }
paizo() { position paizo 40 -s 3 -r paizo -o dog=both ann bob cat dan; }
# two players with two strangers, five rooms locked (A.2, A.11)
strangers() { position strangers 12 -s 4 -r anniversary ann bob; }
hotel() {
	position hotel 20 -s 6 -r anniversary -b hotel-upper -o pet=cat \
	    ann bob cid dan
}
# the escape game after a finished game: Lucky's strength 2, its mark
# face down (A.14)
escape() {
	position escape-from 200 -s 1 -r anniversary ann bob cid
	G=$BATS_TEST_TMPDIR/escape
	lucky-new --escape -f "$BATS_TEST_TMPDIR/escape-from" >"$G"
	play "$G" 10
}

# no_file_line: OUT without its config,file line and the file name of
# the table's first line (the master and the view are two files)
no_file() {
	printf '%s\n' "$OUT" | sed '/^config,file,/d; 1s/ of [^ ]* from / from /'
}

@test "lucky-sim -f: continuations from a master state with --as and from that player's view give the same figures for the same seed, in every rule set" {
	local pos who master

	for pos in classic paizo strangers hotel escape; do
		$pos
		for who in ann bob; do
			lucky-show -a "$who" -f "$G" >"$G.view"
			sim --file="$G" --as="$who" --games=300 --seed=5 \
			    --output=csv
			master=$(no_file)
			is "$pos: dealt as $who" "$who" "$(value \
			    config,dealt-as)"
			sim --file="$G.view" --games=300 --seed=5 --output=csv
			is "$pos as $who: the view" "$master" "$(no_file)"
			sim -f - --as="$who" --games=300 --seed=5 \
			    --output=csv <"$G"
			is "$pos as $who: -f -" "$master" "$(no_file)"
			sim --file="$G.view" --games=300 --seed=5
			OUT=$(printf '%s\n' "$OUT" | sed -n 2p)
			[[ "$OUT" == *"; the cards $who cannot see dealt afresh" ]]
		done
	done
}

# check_deals VIEW DEALS: every state of DEALS (lucky-sim --deals) is
# the VIEW with its hidden cards ("?N") dealt: the lines the view shows
# whole are the same, each hidden place holds as many cards as the view
# says, none of them a card the view shows anywhere, and every card of
# the deck is in exactly one place.  Prints what is wrong, one a line.
check_deals() {
	joined "$1" >"$1.joined"
	joined "$2" | awk -v view="$1.joined" '
	function places(k) {
		return k ~ /^(hand|draw|discard|removed|locked|motives)$/
	}
	BEGIN {
		while ((getline line < view) > 0) {
			n = split(line, w, " ")
			if (!places(w[1]))
				continue
			key = w[1] " " (w[1] ~ /^(hand|locked|motives)$/ ? w[2] : "")
			first = w[1] ~ /^(hand|locked|motives)$/ ? 3 : 2
			if (n >= first && w[first] ~ /^\?[0-9]+$/) {
				hidden[key] = substr(w[first], 2)
				continue
			}
			shownline[key] = line
			for (i = first; i <= n; i++)
				shown[w[i]] = key
			ndeck += n - first + 1
		}
		for (k in hidden)
			ndeck += hidden[k]
	}
	function done() {
		if (state == 0)
			return
		for (k in shownline)
			if (!(k in got))
				print state ": no " k " line"
		if (cards != ndeck)
			print state ": " cards " cards, not " ndeck
		delete got
		delete where
		cards = 0
	}
	$1 == "lucky-state" { done(); state++ }
	places($1) {
		key = $1 " " ($1 ~ /^(hand|locked|motives)$/ ? $2 : "")
		first = $1 ~ /^(hand|locked|motives)$/ ? 3 : 2
		got[key] = 1
		if (key in shownline) {
			if ($0 != shownline[key])
				print state ": " $0 " is not " shownline[key]
		} else if (key in hidden) {
			if (NF - first + 1 != hidden[key])
				print state ": " key ": " NF - first + 1 \
				    " cards, not " hidden[key]
			for (i = first; i <= NF; i++)
				if ($i in shown)
					print state ": " key " holds " $i \
					    ", which the view shows in " shown[$i]
		} else if (NF >= first)
			print state ": " $0 ": the view has no such place"
		for (i = first; i <= NF; i++) {
			if ($i in where)
				print state ": " $i " twice"
			where[$i] = 1
			cards++
		}
	}
	END { done(); if (state == 0) print "no states" }'
}

@test "lucky-sim --deals: a card dealt again is never one the view shows elsewhere, every count is kept, and every card is in one place, in every rule set" {
	local pos who

	for pos in classic paizo strangers hotel escape; do
		$pos
		for who in ann bob; do
			lucky-show -a "$who" -f "$G" >"$G.view"
			sim --file="$G" --as="$who" --deals=100 --seed=1
			printf '%s\n' "$OUT" >"$G.deals"
			is "$pos as $who: states" 100 "$(grep -c \
			    '^lucky-state ' "$G.deals")"
			is "$pos as $who: the deals" "" "$(check_deals \
			    "$G.view" "$G.deals")"
			# the view's own deals are the same states
			sim --file="$G.view" --deals=100 --seed=1
			is "$pos as $who: from the view" "$(cat "$G.deals")" \
			    "$OUT"
		done
	done
}

# reshuffled: a classic game in $BATS_TEST_TMPDIR/reshuffled (path in
# G) played by lucky-bot, but for most turns that may draw, which draw
# instead, until its deck ran out and the discard pile became the deck
# (RULES C.8), then 8 actions on; the state just after the reshuffle in
# $G.after.
reshuffled() {
	G=$BATS_TEST_TMPDIR/reshuffled
	local action last=999 after=-1 d

	lucky-new -s 2 ann bob cat dan >"$G"
	while [ "$after" -ne 0 ]; do
		action=$(lucky-bot -f "$G")
		if [ "$(lucky-show -k phase -f "$G")" = move ] &&
		    [ $(($(lucky-show -k turn -f "$G") % 5)) -ne 0 ] &&
		    [ "$(lucky-show -k can-draw -f "$G")" = yes ]; then
			action="lucky-end --draw -p $(lucky-show -k whose -f "$G")"
		fi
		sh -c "$action" <"$G" >"$G.next"
		mv "$G.next" "$G"
		d=$(lucky-show -k draw -f "$G")
		if [ "$d" -gt "$last" ] && [ "$after" -lt 0 ]; then
			after=8
			cp "$G" "$G.after"
		fi
		[ "$after" -le 0 ] || after=$((after - 1))
		last=$d
	done
}

# deck_cards FILE: the cards of the draw piles of the states in FILE,
# each once, sorted
deck_cards() {
	joined "$1" | awk '$1 == "draw" { for (i = 2; i <= NF; i++) print $i }' |
	    sort -u
}

@test "C.8 lucky-sim --deals: after a reshuffle the deck is dealt only from the discard pile reshuffled, which the record shows" {
	reshuffled
	deck_cards "$G.after" >"$G.pile"
	is "the deck of the game" "" "$(deck_cards "$G" | comm -23 - "$G.pile")"
	for who in ann cat; do
		lucky-show -a "$who" -f "$G" >"$G.view"
		sim --file="$G" --as="$who" --deals=200 --seed=1
		printf '%s\n' "$OUT" >"$G.deals"
		is "$who: the deals" "" "$(check_deals "$G.view" "$G.deals")"
		is "$who: dealt decks" "" "$(deck_cards "$G.deals" |
		    comm -23 - "$G.pile")"
		sim --file="$G.view" --deals=200 --seed=1
		is "$who: from the view" "$(cat "$G.deals")" "$OUT"
	done
	# without the record nothing says which cards were reshuffled
	sed '/^record /d; /^sum /d' "$G" >"$G.norecord"
	sim --file="$G.norecord" --as=ann --deals=200 --seed=1
	printf '%s\n' "$OUT" >"$G.deals"
	[ -n "$(deck_cards "$G.deals" | comm -23 - "$G.pile")" ]
}

@test "lucky-sim --deals: the dealt states are whole, valid states that lucky-show reads, and the hidden cards differ from deal to deal" {
	local pos i

	for pos in classic strangers escape; do
		$pos
		sim --file="$G" --as=ann --deals=20 --seed=3
		printf '%s\n' "$OUT" | awk -v d="$BATS_TEST_TMPDIR/deal." \
		    '/^lucky-state / { n++ } { print > (d n) }'
		for i in $(seq 20); do
			run --separate-stderr lucky-show -k turn \
			    -f "$BATS_TEST_TMPDIR/deal.$i"
			ran 0 "$(lucky-show -k turn -f "$G")" ""
		done
		# bob's hand as ann sees it: dealt afresh, not the same 20 times
		[ "$(printf '%s\n' "$OUT" | grep '^hand bob' | sort -u |
		    wc -l)" -gt 10 ]
		# ann's own hand: always hers
		is "$pos: ann's hand" "$(grep '^hand ann' "$G")" \
		    "$(printf '%s\n' "$OUT" | grep '^hand ann' | sort -u)"
	done
}

@test "A.2 lucky-sim --deals: the cards on the locked rooms are dealt afresh, the rooms stay locked" {
	strangers
	sim --file="$G" --as=ann --deals=50 --seed=1
	is "locked rooms" "$(grep '^locked ' "$G" | cut -d' ' -f2 | sort -u)" \
	    "$(printf '%s\n' "$OUT" | grep '^locked ' | cut -d' ' -f2 |
	    sort -u)"
	is "five a deal" 250 "$(printf '%s\n' "$OUT" | grep -c '^locked ')"
	[ "$(printf '%s\n' "$OUT" | grep '^locked winter ' | sort -u |
	    wc -l)" -gt 10 ]
}

@test "A.14 lucky-sim --deals: the marks of Lucky's strength lie face down and are dealt afresh; the motives stay" {
	escape
	grep -q '^strength lucky 2$' "$G"
	is "one mark" 1 "$(joined "$G" | awk '$1 == "removed" { print NF - 1 }')"
	sim --file="$G" --as=ann --deals=50 --seed=1
	[ "$(printf '%s\n' "$OUT" | grep '^removed ' | sort -u | wc -l)" -gt 5 ]
	is "motives" "$(grep '^motives ' "$G" | sort -u)" \
	    "$(printf '%s\n' "$OUT" | grep '^motives ' | sort -u)"
}

@test "A.11 lucky-sim -f: two players with strangers: the strangers' seats play by the rules and hold no cards in any deal" {
	strangers
	sim --file="$G" --as=bob --games=200 --seed=2 --bots=greedy,random \
	    --output=csv
	is seats "ann greedy
stranger1 stranger
bob random
stranger2 stranger" "$(printf '%s\n' "$OUT" | awk -F, '
	    $1 == "seat-player" { printf "%s ", $3 }
	    $1 == "seat-strategy" { print $3 }')"
	is players 2 "$(value config,players)"
	is wins "$(value games,finished)" "$(printf '%s\n' "$OUT" |
	    awk -F, '$1 == "seat-wins" { n += $3 } END { print n }')"
	sim --file="$G" --as=bob --deals=20 --seed=2
	is "strangers' hands" "hand stranger1
hand stranger2" "$(printf '%s\n' "$OUT" | grep '^hand stranger' | sort -u)"
}

@test "P.4 lucky-sim -f: the Paizo game with both dogs goes on from where the dog and the tokens are" {
	paizo
	sim --file="$G" --as=cat --deals=20 --seed=2
	is "dog and tokens" "$(grep -E '^(dog|pool|tokens) ' "$G" | sort -u)" \
	    "$(printf '%s\n' "$OUT" | grep -E '^(dog|pool|tokens) ' | sort -u)"
	sim --file="$G" --as=cat --games=300 --seed=2 --output=csv
	is refused 0 "$(value games,refused)"
	is finished 300 "$(value games,finished)"
	is options dog=both "$(value config,options)"
}

@test "lucky-sim -f: a master state without --as is played with the cards as they lie, and says so" {
	classic
	sim --file="$G" --games=100 --seed=1
	is line2 "$(lucky-show -k whose -f "$G") to play; the cards as they lie in the master state (--as deals them afresh)" \
	    "$(printf '%s\n' "$OUT" | sed -n 2p)"
	sim --file="$G" --deals=5 --seed=1
	printf '%s\n' "$OUT" | awk '/^lucky-state/ { n++ } n == 5' \
	    >"$BATS_TEST_TMPDIR/d5"
	is "the cards of deal 5" "$(joined "$G" |
	    grep -E '^(hand|draw|discard|removed) ')" \
	    "$(joined "$BATS_TEST_TMPDIR/d5" |
	    grep -E '^(hand|draw|discard|removed) ')"
	sim --file="$G" --games=100 --seed=1 --output=csv
	is dealt-as - "$(value config,dealt-as)"
}

@test "lucky-sim -f: the table's seats show each share with its 95% interval, which halves in width for four times the games" {
	local w1 w4

	classic
	sim --file="$G" --as=ann --games=500 --seed=1
	is head "500 continuations of $G from turn $(lucky-show -k turn -f \
	    "$G"), classic rules, 4 players, seed 1" \
	    "$(printf '%s\n' "$OUT" | head -n 1)"
	is "seat header" "seat  player     strategy   wins   share  95% interval" \
	    "$(printf '%s\n' "$OUT" | grep '^seat ')"
	printf '%s\n' "$OUT" | grep -Eq '^1     ann        greedy  +[0-9]+  +[0-9.]+%  +[0-9.]+-[0-9.]+%$'
	sim --file="$G" --as=ann --games=500 --seed=1 --output=csv
	w1=$(value seat-high,1)-$(value seat-low,1)
	# the share lies in its interval
	awk -v s="$(value seat-share,1)" -v l="$(value seat-low,1)" \
	    -v h="$(value seat-high,1)" 'BEGIN { exit !(l <= s && s <= h) }'
	sim --file="$G" --as=ann --games=2000 --seed=1 --output=csv
	w4=$(value seat-high,1)-$(value seat-low,1)
	awk "BEGIN { r = ($w4) / ($w1); print r; exit !(r > 0.4 && r < 0.6) }"
}

@test "lucky-sim -f: the same seed gives the same output, another seed other deals, and -j 2 the same as -j 1" {
	local one

	hotel
	sim --file="$G" --as=cid --games=201 --seed=9 --output=csv
	one=$OUT
	sim --file="$G" --as=cid --games=201 --seed=9 --output=csv
	is again "$one" "$OUT"
	sim --file="$G" --as=cid --games=201 --seed=9 --output=csv --jobs=2
	is "-j 2" "$one" "$OUT"
	sim --file="$G" --as=cid --games=201 --seed=10 --output=csv
	[ "$one" != "$OUT" ]
	sim --file="$G" --as=cid --games=5 --seed=9 --output=games
	is "games" "game,seed,winner,strategy,turns,attempts,room" \
	    "$(printf '%s\n' "$OUT" | head -n 1)"
	is "seeds" "9 10 11 12 13" "$(printf '%s\n' "$OUT" | tail -n +2 |
	    cut -d, -f2 | tr '\n' ' ' | sed 's/ $//')"
}

@test "lucky-sim -f: a game already over is the one finished game every time: the table says who won, exit 0" {
	position over 400 -s 1 -r anniversary ann bob cid
	[ "$(lucky-show -k phase -f "$G")" = over ]
	sim --file="$G" --as=ann --games=10 --seed=1
	is line2 "the game is over: $(lucky-show -k winner -f "$G") killed Doctor Lucky" \
	    "$(printf '%s\n' "$OUT" | sed -n 2p)"
	sim --file="$G" --as=ann --games=10 --seed=1 --output=csv
	is "winner's wins" 10 "$(printf '%s\n' "$OUT" | awk -F, -v w="$(lucky-show -k winner -f "$G")" '
	    $1 == "seat-player" && $3 == w { s = $2 }
	    $1 == "seat-wins" && $2 == s { print $3 }')"
	is "turns" 0 "$(value turns,mean | cut -d. -f1)"
}

@test "lucky-sim -f: errors exit 2 with one line: a view as another player, a bad state, an unknown player, setup options, --as or --deals without a state" {
	classic
	lucky-show -a bob -f "$G" >"$G.view"
	fails 2 "lucky-sim: the state is bob's view: it cannot be dealt as ann sees it" \
	    --file="$G.view" --as=ann --games=5
	fails 2 'lucky-sim: --as: unknown player "zed"' \
	    --file="$G" --as=zed --games=5
	fails 2 'lucky-sim: --as: no seat 9 (seats are 1-4)' \
	    --file="$G" --as=9 --games=5
	printf 'lucky-state 1\nrules classic\n' >"$BATS_TEST_TMPDIR/bad"
	run --separate-stderr lucky-show -f "$BATS_TEST_TMPDIR/bad"
	is "lucky-show refuses it" 2 "$status"
	fails 2 "lucky-sim: ${stderr#lucky-show: }" \
	    --file="$BATS_TEST_TMPDIR/bad" --games=5
	fails 2 "lucky-sim: $BATS_TEST_TMPDIR/none: No such file or directory" \
	    --file="$BATS_TEST_TMPDIR/none" --games=5
	fails 2 "lucky-sim: the state gives the rules, the board, the options and the players: none of them with --file" \
	    --file="$G" --games=5 --rules=paizo
	fails 2 "lucky-sim: the state gives the rules, the board, the options and the players: none of them with --file" \
	    --file="$G" --games=5 --players=3
	fails 2 "lucky-sim: --as and --deals deal the cards of a state: they go with --file" \
	    --as=ann --games=5
	fails 2 "lucky-sim: --as and --deals deal the cards of a state: they go with --file" \
	    --deals=5
	fails 2 'lucky-sim: deals "0" is too small (1-1000000)' \
	    --file="$G" --deals=0
}

@test "lucky-sim -f -c: every action of the continuations goes through the words of its command line and is accepted, the same games" {
	local pos one

	for pos in classic paizo strangers escape; do
		$pos
		sim --file="$G" --as=bob --games=100 --seed=4 --output=csv \
		    --bots=greedy,random
		one=$OUT
		is "$pos: refused" 0 "$(value games,refused)"
		sim --file="$G" --as=bob --games=100 --seed=4 --output=csv \
		    --bots=greedy,random --check
		is "$pos: -c" "$one" "$OUT"
	done
}
