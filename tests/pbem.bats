#!/usr/bin/env bats
# lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE.
#
# Play by email (lucky-state(5) "The checksum", "Views", "Rewriting a
# state in place"; lucky-check(1)): the checksum that shows a state was
# changed after it was written, the replay that finds an edit the
# checksum cannot, the players' views that hide what a player may not
# know, -i, which rewrites a state in place or leaves it as it was, and
# lucky-judge, the judge of a game by mail, which lets no word of a
# player's order reach a program as an option of the judge's (lucky(7)).
#
# The played games: the first 16 actions of `examples/play-game -s 7`
# (ann bob cat dan: an attempt foiled, cards played and drawn, pawns
# moved), its first 4 (an attempt waiting for dan's answer), and the
# whole of `examples/play-game -s 1 ann bob cat`, which cat wins.

bats_require_minimum_version 1.5.0
load helper

# played FILE: the 4-player game after 16 actions, as the programs
# wrote it (with its "sum" line).
played() {
	lucky-new -s 7 ann bob cat dan | lucky-end --draw |
	    lucky-move -c r12 library | lucky-attempt -c w16 |
	    lucky-attempt --pass | lucky-attempt --foil f42 | lucky-end |
	    lucky-end --draw | lucky-move trophy | lucky-end --draw |
	    lucky-move trophy | lucky-end --draw | lucky-move hall-ne | lucky-end |
	    lucky-move dining | lucky-end --draw | lucky-end --draw >"$1"
}

# answering FILE: the same game after 4 actions, bob's attempt with the
# Rope (w16) passed by cat, dan to answer.
answering() {
	lucky-new -s 7 ann bob cat dan | lucky-end --draw |
	    lucky-move -c r12 library | lucky-attempt -c w16 |
	    lucky-attempt --pass >"$1"
}

# finished FILE: a whole game, to its end.  Played once for the file:
# the tests that read it copy the first one's (2 s a game, sanitized).
finished() {
	local g=$BATS_FILE_TMPDIR/finished

	whole_games
	if ! [ -e "$g" ]; then
		LUCKY_GAME_OUT=$g.$$ "$BATS_TEST_DIRNAME/../examples/play-game" \
		    -s 1 ann bob cat >/dev/null
		mv "$g.$$" "$g"
	fi
	cp "$g" "$1"
}

# unsummed FILE OUT: FILE without its "sum" line, as a person edits it.
unsummed() {
	sed '/^sum /d' "$1" >"$2"
}

# The record lines of FILE, without the word "record", one a line.
records() {
	joined "$1" | sed -n 's/^record //p'
}

# elsewhere FILE LINE: for the record line LINE of FILE, "move PLAYER
# ... SPACE", a space the move cannot end in: not the space it came from
# (the step before, or where the player's last move ended, or the
# Drawing Room, where every pawn starts by the classic rules), not one
# step from it, and not SPACE.  Changed to that, the entry cannot replay.
# (Another space a step away could: a game that goes on the same way from
# there has a record that replays to the state as edited.)
elsewhere() {
	local file=$1 from to s

	read -r from to < <(awk -v at="$2" '
	    function path(   k, n) {
		n = 0
		for (k = 4; k <= NF; k++)
			if ($k == "-c")
				k++
			else if ($k != "-d")
				p[++n] = $k
		return n
	    }
	    NR < at && $1 == "record" && $2 == "move" { pos[$3] = p[path()] }
	    NR == at { n = path(); print (n > 1 ? p[n - 1] : \
		$3 in pos ? pos[$3] : "drawing"), p[n] }' "$file")
	for s in $(lucky-show -f "$file" -k spaces); do
		if [ "$s" != "$from" ] && [ "$s" != "$to" ] &&
		    ! lucky-show -f "$file" -k "exits:$from" | grep -qx "$s"; then
			printf '%s\n' "$s"
			return 0
		fi
	done
	return 1
}

# tamper FILE LINE [SPACE]: FILE with its line LINE changed, on stdout.
# A card line swaps its first card with the first card of another card
# line (or takes that card when it has none), so that every card stays
# in one place; a pawn goes to another room, a number grows, a player
# becomes the next one, the generator loses a bit; a record line "move"
# ends in SPACE instead, "end" draws or no longer does, any other is
# dropped.  The header lines become ones the programs cannot read.
tamper() {
	awk -v at="$2" -v to="${3:-}" '
	function cards(k) { return k ~ /^(hand|draw|discard|removed|\+)$/ }
	function join(a, n,   s, k) {
		s = a[1]
		for (k = 2; k <= n; k++)
			s = s " " a[k]
		return s
	}
	{ line[NR] = $0 }
	$1 == "player" { name[++np] = $2 }
	END {
		n = split(line[at], w, " ")
		k = w[1]
		if (cards(k)) {
			from = k == "hand" ? 3 : 2
			for (o = 1; o <= NR; o++) {
				if (o == at)
					continue
				m = split(line[o], v, " ")
				f = v[1] == "hand" ? 3 : 2
				if (cards(v[1]) && m >= f)
					break
			}
			if (n >= from) {
				t = w[from]; w[from] = v[f]; v[f] = t
				line[o] = join(v, m)
			} else {
				w[++n] = v[f]
				for (j = f; j < m; j++)
					v[j] = v[j + 1]
				line[o] = join(v, m - 1)
			}
		} else if (k == "player" || k == "lucky")
			w[n] = w[n] == "cellar" ? "kitchen" : "cellar"
		else if (k ~ /^(seed|turn|round|played)$/)
			w[2]++
		else if (k == "free")
			w[2] = 1 - w[2]
		else if (k == "attempt")
			w[4]++
		else if (k == "answer")
			w[3]++
		else if (k ~ /^(first|winner|loser)$/) {
			for (j = 1; j <= np; j++)
				if (name[j] == w[2])
					break
			w[2] = name[j % np + 1]
		} else if (k == "rng")
			w[2] = (substr(w[2], 1, 1) == "0" ? "1" : "0") \
			    substr(w[2], 2)
		else if (k == "phase")
			w[2] = w[2] == "move" ? "end" : "move"
		else if (k == "record" && w[2] == "move")
			w[n] = to
		else if (k == "record" && w[2] == "end")
			n = n == 3 ? 4 : 3
		else if (k == "record")
			n = 0
		else if (k == "lucky-state")
			w[2] = 2
		else if (k == "rules")
			w[2] = "paizo"
		else
			w[2] = "no" w[2]
		if (k == "record" && w[2] == "end")
			w[4] = "draw"
		line[at] = n ? join(w, n) : ""
		for (j = 1; j <= NR; j++)
			if (j != at || n)
				print line[j]
	}' "$1"
}

# tamper_all FILE KEY...: every line of FILE (a state without its "sum"
# line) changed in turn is caught by lucky-check: exit 1 and the line
# where the state and the replay part, or the record entry that does not
# replay, as they are in the changed file.  Only the lines KEY... may
# make a state the programs cannot read (exit 2, a message naming a
# line).  N1 and N2 count the two outcomes.
tamper_all() {
	local file=$1 e="$BATS_TEST_TMPDIR/tampered" n L key text want bad=
	local -a allowed=("${@:2}")
	local re_state=$'^state:([0-9]+): ([^\n]*)\nthe record \\(([0-9]+) entries\\) replays to: ([^\n]*)$'
	local re_entry=$'^record entry ([0-9]+) "([^"]*)" does not replay: [^\n]+$'
	local re_error=$'^lucky-check: state:[0-9]+: [^\n]+$'

	n=$(wc -l <"$file")
	N1=0 N2=0
	for (( L = 1; L <= n; L++ )); do
		key=$(sed -n "${L}p" "$file" | cut -d ' ' -f 1)
		if [[ $(sed -n "${L}p" "$file") == "record move "* ]]; then
			tamper "$file" "$L" "$(elsewhere "$file" "$L")" >"$e"
		else
			tamper "$file" "$L" >"$e"
		fi
		if cmp -s "$file" "$e"; then
			bad="$bad
line $L ($key): not changed"
			continue
		fi
		run --separate-stderr lucky-check -f "$e"
		case $status in
		1)
			N1=$(( N1 + 1 ))
			if [[ $output =~ $re_state ]]; then
				text=$(sed -n "${BASH_REMATCH[1]}p" "$e")
				want=$(records "$e" | wc -l)
				[ "${BASH_REMATCH[2]}" = "$text" ] &&
				    [ "${BASH_REMATCH[3]}" = "$want" ] &&
				    [ "${BASH_REMATCH[4]}" != "$text" ] ||
				    bad="$bad
line $L ($key): $output"
			elif [[ $output =~ $re_entry ]]; then
				text=$(records "$e" | sed -n "${BASH_REMATCH[1]}p")
				[ "${BASH_REMATCH[2]}" = "$text" ] || bad="$bad
line $L ($key): $output"
			else
				bad="$bad
line $L ($key): $output"
			fi
			[ -z "$stderr" ] || bad="$bad
line $L ($key): stderr $stderr"
			;;
		2)
			N2=$(( N2 + 1 ))
			if [[ " ${allowed[*]} " != *" $key "* ]] ||
			    [ -n "$output" ] ||
			    ! [[ $stderr =~ $re_error ]]; then
				bad="$bad
line $L ($key): status 2: $stderr"
			fi
			;;
		*)
			bad="$bad
line $L ($key): status $status: $output $stderr"
			;;
		esac
	done
	is "edits lucky-check missed or misreported" "" "$bad"
}

# --- lucky-check on played games -----------------------------------------

@test "lucky-check: the state of a game in progress replays exactly" {
	played "$BATS_TEST_TMPDIR/g"
	run --separate-stderr lucky-check -f "$BATS_TEST_TMPDIR/g"
	ran 0 "ok: 16 record entries replay to exactly this state" ""
	run --separate-stderr lucky-check <"$BATS_TEST_TMPDIR/g"
	ran 0 "ok: 16 record entries replay to exactly this state" ""
	run --separate-stderr lucky-check -q -f "$BATS_TEST_TMPDIR/g"
	ran 0 "" ""
}

@test "lucky-check: a state in the middle of an attempt replays exactly" {
	answering "$BATS_TEST_TMPDIR/g"
	run --separate-stderr lucky-show -f "$BATS_TEST_TMPDIR/g" -k phase \
	    -k answer-due -k pending
	ran 0 "answer
dan
bob 3 0" ""
	run --separate-stderr lucky-check -f "$BATS_TEST_TMPDIR/g"
	ran 0 "ok: 4 record entries replay to exactly this state" ""
}

@test "lucky-check: the state of a finished game replays exactly" {
	finished "$BATS_TEST_TMPDIR/g"
	run --separate-stderr lucky-show -f "$BATS_TEST_TMPDIR/g" -k phase \
	    -k winner
	ran 0 "over
cat" ""
	run --separate-stderr lucky-check -f "$BATS_TEST_TMPDIR/g"
	ran 0 "ok: 56 record entries replay to exactly this state" ""
}

@test "lucky-check: one record entry says so in the singular" {
	lucky-new -s 7 ann bob cat dan | lucky-end --draw >"$BATS_TEST_TMPDIR/g"
	run --separate-stderr lucky-check -f "$BATS_TEST_TMPDIR/g"
	ran 0 "ok: 1 record entry replays to exactly this state" ""
	lucky-new -s 7 ann bob cat dan >"$BATS_TEST_TMPDIR/g"
	run --separate-stderr lucky-check -f "$BATS_TEST_TMPDIR/g"
	ran 0 "ok: 0 record entries replay to exactly this state" ""
}

@test "lucky-check: record lines not as a program writes them (two blanks, a tab), summed anew, replay exactly all the same" {
	local g="$BATS_TEST_TMPDIR/g" e="$BATS_TEST_TMPDIR/e" b="$BATS_TEST_TMPDIR/b"

	# issue 15: lucky-check reads the head and takes the record lines as
	# written, and reads the whole state only when the replay is not
	# the text; these are not, and are the same game
	played "$g"
	awk '/^record / { n++; if (n == 3) sub(/ /, "  "); if (n == 5) sub(/ /, "\t") }
	    !/^sum / { print }' "$g" >"$b"
	{ cat "$b"; echo "sum $(crc32 "$b")"; } >"$e"
	is "lines changed, the sum with them" 3 "$(diff "$g" "$e" | grep -c '^>')"
	run --separate-stderr lucky-check -f "$e"
	ran 0 "ok: 16 record entries replay to exactly this state" ""
	# and a record entry changed (ann's first end without its draw),
	# summed anew, is found
	awk '/^record / && ++n == 1 { print "record end ann"; next }
	    !/^sum / { print }' "$g" >"$b"
	{ cat "$b"; echo "sum $(crc32 "$b")"; } >"$e"
	run --separate-stderr lucky-check -f "$e"
	ran 1 "state:18: hand ann f16 f11 w01 m14 m01 m06 f14 f36
the record (16 entries) replays to: hand ann f16 f11 w01 m14 m01 m06 w17" ""
}

# --- every line of a played state, changed, is caught ----------------------

@test "lucky-check catches a change to any one line of a game in progress" {
	played "$BATS_TEST_TMPDIR/g"
	S="$BATS_TEST_TMPDIR/s"
	unsummed "$BATS_TEST_TMPDIR/g" "$S"
	run --separate-stderr lucky-check -f "$S"
	ran 0 "ok: 16 record entries replay to exactly this state" ""
	tamper_all "$S" lucky-state rules board deck
	# every line but the 4 of the header is read and found out
	is "lines" 43 "$(wc -l <"$S")"
	is "exit 1" 39 "$N1"
	is "exit 2" 4 "$N2"
}

@test "lucky-check catches a change to any one line of a pending attempt" {
	answering "$BATS_TEST_TMPDIR/g"
	S="$BATS_TEST_TMPDIR/s"
	unsummed "$BATS_TEST_TMPDIR/g" "$S"
	tamper_all "$S" lucky-state rules board deck phase
	is "lines" "$(( N1 + N2 ))" "$(wc -l <"$S")"
	is "exit 2" 5 "$N2"
}

@test "lucky-check catches a change to any one line of a finished game" {
	finished "$BATS_TEST_TMPDIR/g"
	S="$BATS_TEST_TMPDIR/s"
	unsummed "$BATS_TEST_TMPDIR/g" "$S"
	tamper_all "$S" lucky-state rules board deck phase
	is "lines" "$(( N1 + N2 ))" "$(wc -l <"$S")"
	is "exit 2" 5 "$N2"
}

@test "lucky-check names the hand a card was swapped into" {
	played "$BATS_TEST_TMPDIR/g"
	S="$BATS_TEST_TMPDIR/s"
	unsummed "$BATS_TEST_TMPDIR/g" "$S"
	# ann takes the top card of the draw pile for her first card
	edit 's/^hand ann f16 /hand ann f04 /; s/^draw f04 /draw f16 /'
	run --separate-stderr lucky-check -f "$E"
	ran 1 "state:18: hand ann f04 f11 w01 m14 m01 m06 f14 f36
the record (16 entries) replays to: hand ann f16 f11 w01 m14 m01 m06 f14 f36" ""
}

@test "lucky-check names a record entry that no longer replays" {
	played "$BATS_TEST_TMPDIR/g"
	S="$BATS_TEST_TMPDIR/s"
	unsummed "$BATS_TEST_TMPDIR/g" "$S"
	# the foil dropped: bob's attempt was never answered in full
	edit '/^record foil dan f42$/d'
	run --separate-stderr lucky-check -f "$E"
	ran 1 "record entry 5 \"end bob\" does not replay: bob's attempt waits for dan's answer (RULES C.7)" ""
}

# --- the checksum ---------------------------------------------------------

@test "every state a program writes ends in the CRC-32 of the bytes before it" {
	local f="$BATS_TEST_TMPDIR/g" body="$BATS_TEST_TMPDIR/body" out

	played "$f"
	for out in new move show-c view; do
		case $out in
		new) lucky-new -s 7 ann bob cat dan >"$f.out" ;;
		move) lucky-move -f "$f" drawing >"$f.out" ;;
		show-c) lucky-show -C -f "$f" >"$f.out" ;;
		view) lucky-show -a cat -f "$f" >"$f.out" ;;
		esac
		sed '$d' "$f.out" >"$body"
		is "$out: last line" "sum $(crc32 "$body")" "$(tail -n 1 "$f.out")"
	done
}

@test "a changed byte on any line is a checksum mismatch naming the sum line" {
	local g="$BATS_TEST_TMPDIR/g" n L msg

	played "$g"
	n=$(wc -l <"$g")
	msg="state:$n: checksum mismatch: the state was changed or damaged after it was written (-F reads it anyway)"
	for (( L = 1; L <= n; L++ )); do
		# the last byte of line L (of the sum line, a digit of the sum)
		awk -v at="$L" 'NR == at { c = substr($0, length($0))
		    $0 = substr($0, 1, length($0) - 1) (c == "0" ? "1" : "0") }
		    { print }' "$g" >"$BATS_TEST_TMPDIR/e"
		run cmp -s "$g" "$BATS_TEST_TMPDIR/e"
		is "line $L changed" 1 "$status"
		bad_state "$BATS_TEST_TMPDIR/e" "$msg"
	done
}

@test "a mangled state is refused by every program that reads one" {
	local g="$BATS_TEST_TMPDIR/g" p

	played "$g"
	# the mail turned a blank into a tab
	sed '7s/ /\t/' "$g" >"$BATS_TEST_TMPDIR/e"
	for p in lucky-check "lucky-move drawing" lucky-end lucky-attempt \
	    lucky-take lucky-show; do
		# shellcheck disable=SC2086
		run --separate-stderr $p -f "$BATS_TEST_TMPDIR/e"
		refused 2 "${p%% *}: state:44: checksum mismatch: the state was changed or damaged after it was written (-F reads it anyway)"
	done
	run --separate-stderr lucky-show -a ann -f "$BATS_TEST_TMPDIR/e"
	refused 2 "lucky-show: state:44: checksum mismatch: the state was changed or damaged after it was written (-F reads it anyway)"
}

@test "a sum line in capitals, with a word more or not last is refused" {
	local g="$BATS_TEST_TMPDIR/g" sum

	played "$g"
	sum=$(tail -n 1 "$g" | cut -d ' ' -f 2)
	sed '$s/.*/sum '"$(printf '%s' "$sum" | tr a-f A-F)"'/' "$g" >"$BATS_TEST_TMPDIR/e"
	# only when the sum has a letter can capitals change it
	if [ "$(tail -n 1 "$BATS_TEST_TMPDIR/e")" != "sum $sum" ]; then
		bad_state "$BATS_TEST_TMPDIR/e" "state:44: checksum mismatch: the state was changed or damaged after it was written (-F reads it anyway)"
	fi
	sed '$s/$/ x/' "$g" >"$BATS_TEST_TMPDIR/e"
	bad_state "$BATS_TEST_TMPDIR/e" "state:44: checksum mismatch: the state was changed or damaged after it was written (-F reads it anyway)"
	# the sum line before the last record line
	{ sed -n '1,42p' "$g"; sed -n 44p "$g"; sed -n 43p "$g"; } \
	    >"$BATS_TEST_TMPDIR/e"
	bad_state "$BATS_TEST_TMPDIR/e" 'state:43: unknown line "sum"'
}

@test "-F reads a changed state, and lucky-check -F reports the change" {
	local g="$BATS_TEST_TMPDIR/g" e="$BATS_TEST_TMPDIR/e"

	played "$g"
	# ann's pawn moved by hand, the sum line left as it was
	sed 's/^player ann trophy$/player ann cellar/' "$g" >"$e"
	run --separate-stderr lucky-show -F -f "$e" -k room:ann
	ran 0 "cellar" ""
	run --separate-stderr lucky-check -F -f "$e"
	ran 1 "the checksum does not match: the state was changed after it was written
state:7: player ann cellar
the record (16 entries) replays to: player ann trophy" ""
	# the same as stdin, and with -q: findings are printed all the same
	run --separate-stderr lucky-check -F -q <"$e"
	ran 1 "the checksum does not match: the state was changed after it was written
state:7: player ann cellar
the record (16 entries) replays to: player ann trophy" ""
	# -F -c writes a sum line again; the replay still finds the pawn
	lucky-show -F -C -f "$e" >"$BATS_TEST_TMPDIR/resummed"
	run --separate-stderr lucky-check -f "$BATS_TEST_TMPDIR/resummed"
	ran 1 "state:7: player ann cellar
the record (16 entries) replays to: player ann trophy" ""
}

@test "lucky-check -F: only the checksum is wrong, the game is right" {
	local g="$BATS_TEST_TMPDIR/g" e="$BATS_TEST_TMPDIR/e"

	played "$g"
	# a sum that is not the CRC-32 of the lines, the same game (CR LF
	# line ends are not a change: the sum covers the canonical lines)
	sed '$s/^sum .*/sum 0badc0de/' "$g" >"$e"
	run --separate-stderr lucky-check -F -f "$e"
	ran 1 "the checksum does not match: the state was changed after it was written" ""
	run --separate-stderr lucky-check -f "$e"
	refused 2 "lucky-check: state:44: checksum mismatch: the state was changed or damaged after it was written (-F reads it anyway)"
	# a sound state is ok with -F too
	run --separate-stderr lucky-check -F -f "$g"
	ran 0 "ok: 16 record entries replay to exactly this state" ""
}

@test "lucky-check prints nothing on stdout when the setup cannot be made again" {
	local e="$BATS_TEST_TMPDIR/e"

	# an option the setup refuses for 3 players, the sum left as it was:
	# the checksum finding first, then the failure
	lucky-new -r anniversary -s 7 ann bob dan |
	    sed '/^deck /a\
option lock=west' >"$e"
	run --separate-stderr lucky-check -F -f "$e"
	refused 1 "lucky-check: the setup cannot be made again: option lock=west: with 3 players both wings are locked (RULES A.2)"
}

@test "a state without a sum line is taken as written by hand" {
	local g="$BATS_TEST_TMPDIR/g" e="$BATS_TEST_TMPDIR/e"

	played "$g"
	unsummed "$g" "$e"
	run --separate-stderr lucky-check -f "$e"
	ran 0 "ok: 16 record entries replay to exactly this state" ""
	# and lucky-show -C gives it back its sum line, the state as written
	run --separate-stderr lucky-show -C -f "$e"
	ran 0 "$(cat "$g")" ""
}

@test "a truncated state is refused, naming its last line" {
	local g="$BATS_TEST_TMPDIR/g" e="$BATS_TEST_TMPDIR/e"

	played "$g"
	# half of its 1070 bytes: it ends on line 23, the draw pile's first
	# continuation line, without its newline and without a sum line
	is size 1070 "$(wc -c <"$g")"
	head -c 535 "$g" >"$e"
	is "last line" "23 + w10 r16 w13 r13 f19 w14 f08 f31 f17 w19" \
	    "$(awk 'END { print NR, $0 }' "$e")"
	# a whole-state error names the last line of the file
	# (lucky-state(5) "Errors"), counting continuation lines
	bad_state "$e" 'state:23: no "discard" line: the state is incomplete'
	run --separate-stderr lucky-check -f "$e"
	refused 2 'lucky-check: state:23: no "discard" line: the state is incomplete'
	# cut in the middle of the record
	head -c 790 "$g" >"$e"
	bad_state "$e" 'state:30: record: missing value'
	run --separate-stderr lucky-check -f "$e"
	refused 2 'lucky-check: state:30: record: missing value'
}

# --- views ------------------------------------------------------------------

# the_view STATE NAME: what NAME's view of STATE must hold, joined and
# without its sum line: the comment and the view line after the version,
# no seed and no rng, the other hands and the draw pile as ?N.
the_view() {
	joined "$1" | awk -v me="$2" '
	    NR == 1 { print; print "# one player'\''s view: it shows the " \
		"game, it cannot be played"; print "view " me; next }
	    $1 == "seed" || $1 == "rng" || $1 == "sum" { next }
	    $1 == "hand" && $2 != me { print "hand " $2 \
		(NF > 2 ? " ?" NF - 2 : ""); next }
	    $1 == "draw" { print "draw" (NF > 1 ? " ?" NF - 1 : ""); next }
	    { print }'
	# and what she was told of each action (lucky-state(5), told)
	lucky-show -f "$1" -a "$2" --log | sed 's/^/told /'
}

# hidden_from STATE NAME: the card ids NAME may not see, one a line: the
# other players' hands and the draw pile.
hidden_from() {
	joined "$1" | awk -v me="$2" '
	    $1 == "hand" && $2 != me { for (k = 3; k <= NF; k++) print $k }
	    $1 == "draw" { for (k = 2; k <= NF; k++) print $k }'
}

@test "every seat's view hides the other hands and the draw pile" {
	local g="$BATS_TEST_TMPDIR/g" v="$BATS_TEST_TMPDIR/v" seat name
	local -a names=(ann bob cat dan) hidden=(85 89 85 86)

	played "$g"
	for seat in 1 2 3 4; do
		name=${names[seat - 1]}
		run --separate-stderr lucky-show -f "$g" -a "$seat"
		is "$name: status" 0 "$status"
		is "$name: stderr" "" "$stderr"
		printf '%s\n' "$output" >"$v"
		# the whole view, line by line
		is "$name's view" "$(the_view "$g" "$name")" \
		    "$(joined "$v" | sed '$d')"
		is "$name's sum" "sum $(sed '$d' "$v" | crc32 /dev/stdin)" \
		    "$(tail -n 1 "$v")"
		# no card she may not see, anywhere in it
		hidden_from "$g" "$name" >"$BATS_TEST_TMPDIR/hidden"
		is "$name: hidden cards" "${hidden[seat - 1]}" "$(grep -c . "$BATS_TEST_TMPDIR/hidden")"
		run grep -n -w -F -f "$BATS_TEST_TMPDIR/hidden" "$v"
		is "$name: hidden cards shown" "1 " "$status $output"
		run grep -c -E '^(seed|rng)( |$)' "$v"
		is "$name: seed or rng lines" 0 "$output"
		is "$name: view line" "view $name" "$(sed -n 3p "$v")"
		is "$name: her hand" "$(grep "^hand $name " "$g")" \
		    "$(grep "^hand $name " "$v")"
		is "$name: the record" "$(records "$g")" "$(records "$v")"
		# by name, the same view
		run --separate-stderr lucky-show -f "$g" -a "$name"
		is "$name: by name" "$(cat "$v")" "$output"
	done
}

@test "the record never names a card that was drawn" {
	local g="$BATS_TEST_TMPDIR/g"

	finished "$g"
	# every "end" entry is "end PLAYER" or "end PLAYER draw"
	run --separate-stderr bash -c "grep '^record end ' '$g' |
	    grep -v -E '^record end (ann|bob|cat)( draw)?\$'"
	ran 1 "" ""
	is "draws" 16 "$(grep -c '^record end .* draw$' "$g")"
}

@test "a view of a pending attempt shows the weapon and hides the hands" {
	local g="$BATS_TEST_TMPDIR/g"

	answering "$g"
	run --separate-stderr lucky-show -f "$g" -a dan
	is status 0 "$status"
	printf '%s\n' "$output" >"$BATS_TEST_TMPDIR/v"
	is "dan's view" "$(the_view "$g" dan)" \
	    "$(joined "$BATS_TEST_TMPDIR/v" | sed '$d')"
	is "attempt" "attempt bob lucky 3 w16
answer dan 0" "$(grep -E '^(attempt|answer) ' "$BATS_TEST_TMPDIR/v")"
	run --separate-stderr lucky-show -f "$BATS_TEST_TMPDIR/v" -k pending \
	    -k answer-due
	ran 0 "bob 3 0
dan" ""
}

@test "lucky-show shows a view as its player sees the game" {
	played "$BATS_TEST_TMPDIR/g"
	lucky-show -f "$BATS_TEST_TMPDIR/g" -a ann >"$BATS_TEST_TMPDIR/v"
	run --separate-stderr lucky-show -f "$BATS_TEST_TMPDIR/v"
	ran 0 "ann's view: the other hands and the deck are hidden
classic rules, board mansion, deck classic
turn 9, round 3: ann to play (with the free step, 0 cards played)
Doctor Lucky: Drawing Room (0), next Parlor (1)
seat  player            room                        cards
1     ann               Trophy Room (5)                 8  <- to play
2     bob               hall by the Tennessee Room      4
3     cat               Dining Hall (3)                 8
4     dan               Trophy Room (5)                 7
draw pile 66, discard pile 2, removed 1

ann holds 8 cards in the Trophy Room (5)
$(lucky-show -f "$BATS_TEST_TMPDIR/g" -H ann | sed 1d)" ""
	run --separate-stderr lucky-show -f "$BATS_TEST_TMPDIR/v" -H ann
	ran 0 "$(lucky-show -f "$BATS_TEST_TMPDIR/g" -H ann)" ""
	run --separate-stderr lucky-show -f "$BATS_TEST_TMPDIR/v" -k view \
	    -k whose -k cards:bob -k draw -k hand:ann
	ran 0 "ann
ann
4
66
$(lucky-show -f "$BATS_TEST_TMPDIR/g" -k hand:ann)" ""
}

@test "a view does not show another player's hand, the seed or another view" {
	local v="$BATS_TEST_TMPDIR/v"

	played "$BATS_TEST_TMPDIR/g"
	lucky-show -f "$BATS_TEST_TMPDIR/g" -a ann >"$v"
	run --separate-stderr lucky-show -f "$v" -H bob
	refused 1 "lucky-show: this is ann's view: bob's hand is hidden"
	run --separate-stderr lucky-show -f "$v" -M -H dan
	is status 1 "$status"
	is stderr "lucky-show: this is ann's view: dan's hand is hidden" "$stderr"
	run --separate-stderr lucky-show -f "$v" -k hand:bob
	refused 1 ""
	run --separate-stderr lucky-show -f "$v" -k detail:cat
	refused 1 ""
	run --separate-stderr lucky-show -f "$v" -k seed
	refused 1 ""
	run --separate-stderr lucky-show -f "$v" -a bob
	refused 1 "lucky-show: this is ann's view: it cannot show bob's"
	run --separate-stderr lucky-show -f "$v" -a 4
	refused 1 "lucky-show: this is ann's view: it cannot show dan's"
	# the master's state has no view
	run --separate-stderr lucky-show -f "$BATS_TEST_TMPDIR/g" -k view
	refused 1 ""
}

@test "a view comes back byte for byte through lucky-show -C and -a" {
	local v="$BATS_TEST_TMPDIR/v"

	played "$BATS_TEST_TMPDIR/g"
	lucky-show -f "$BATS_TEST_TMPDIR/g" -a cat >"$v"
	run --separate-stderr lucky-show -C -f "$v"
	ran 0 "$(cat "$v")" ""
	run --separate-stderr lucky-show -a cat -f "$v"
	ran 0 "$(cat "$v")" ""
	run --separate-stderr lucky-show -a 3 <"$v"
	ran 0 "$(cat "$v")" ""
}

@test "no action program plays a view" {
	local v="$BATS_TEST_TMPDIR/v" p

	played "$BATS_TEST_TMPDIR/g"
	lucky-show -f "$BATS_TEST_TMPDIR/g" -a ann >"$v"
	cp "$v" "$BATS_TEST_TMPDIR/before"
	for p in "lucky-move drawing" \
	    "lucky-attempt" "lucky-attempt --pass" "lucky-end" "lucky-end --draw" \
	    "lucky-take"; do
		# shellcheck disable=SC2086
		run --separate-stderr $p -f "$v"
		refused 2 "${p%% *}: this is ann's view of the game: only the game master's state can be played"
		# shellcheck disable=SC2086
		run --separate-stderr $p -i -f "$v"
		refused 2 "${p%% *}: this is ann's view of the game: only the game master's state can be played"
		run cmp "$BATS_TEST_TMPDIR/before" "$v"
		is "$p: view unchanged" "0 " "$status $output"
	done
}

@test "a dry run on a view says whether the rules allow the action, as far as the view can tell" {
	local v="$BATS_TEST_TMPDIR/v"

	played "$BATS_TEST_TMPDIR/g"
	# ann's turn after 16 actions: her hand is hers, the others hidden
	lucky-show -f "$BATS_TEST_TMPDIR/g" -a ann >"$v"
	run --separate-stderr lucky-move -n -f "$v" drawing
	ran 0 "$(lucky-move -n -f "$BATS_TEST_TMPDIR/g" drawing)" ""
	run --separate-stderr lucky-move -n -f "$v" nowhere
	is status 2 "$status"
	run --separate-stderr lucky-end -n -f "$v"
	ran 0 "$(lucky-end -n -f "$BATS_TEST_TMPDIR/g")" ""
	# a view with the line ends and blanks a mail program leaves
	sed 's/$/ \r/' "$v" >"$v.crlf"
	run --separate-stderr lucky-move -n -f "$v.crlf" drawing
	ran 0 "$(lucky-move -n -f "$BATS_TEST_TMPDIR/g" drawing)" ""
	run cmp "$BATS_TEST_TMPDIR/g" "$BATS_TEST_TMPDIR/g"
}

@test "a state mailed with CR LF line ends and trailing blanks reads, its sum over the canonical lines" {
	played "$BATS_TEST_TMPDIR/g"
	sed 's/$/  \r/' "$BATS_TEST_TMPDIR/g" >"$BATS_TEST_TMPDIR/crlf"
	run --separate-stderr lucky-show -C -f "$BATS_TEST_TMPDIR/crlf"
	ran 0 "$(cat "$BATS_TEST_TMPDIR/g")" ""
	run --separate-stderr lucky-check -f "$BATS_TEST_TMPDIR/crlf"
	is status 0 "$status"
	# a character changed is still a mismatch
	sed '3s/./X/' "$BATS_TEST_TMPDIR/crlf" >"$BATS_TEST_TMPDIR/bad"
	bad_state "$BATS_TEST_TMPDIR/bad" "state:$(wc -l <"$BATS_TEST_TMPDIR/g"): checksum mismatch: the state was changed or damaged after it was written (-F reads it anyway)"
}

@test "lucky-check refuses a view" {
	played "$BATS_TEST_TMPDIR/g"
	lucky-show -f "$BATS_TEST_TMPDIR/g" -a bob >"$BATS_TEST_TMPDIR/v"
	run --separate-stderr lucky-check -f "$BATS_TEST_TMPDIR/v"
	refused 2 "lucky-check: this is bob's view: a view hides the seed, so only the game master's state can be replayed"
	run --separate-stderr lucky-check -F <"$BATS_TEST_TMPDIR/v"
	refused 2 "lucky-check: this is bob's view: a view hides the seed, so only the game master's state can be replayed"
}

# --- -i: rewriting a state in place ---------------------------------------

# A directory with the game in progress as its only file, $F.
setup_dir() {
	D="$BATS_TEST_TMPDIR/d"
	F="$D/game"
	mkdir "$D"
	played "$F"
	cp "$F" "$BATS_TEST_TMPDIR/before"
}

# unchanged: $F is as it was and is the only file in $D.
unchanged() {
	run cmp "$BATS_TEST_TMPDIR/before" "$F"
	is "$F unchanged" "0 " "$status $output"
	is "files in $D" "game" "$(ls -A "$D")"
}

@test "-i rewrites the file with the new state and prints nothing" {
	setup_dir
	lucky-move -f "$F" drawing >"$BATS_TEST_TMPDIR/want"
	run --separate-stderr lucky-move -i -f "$F" drawing
	ran 0 "" ""
	run cmp "$BATS_TEST_TMPDIR/want" "$F"
	is "$F" "0 " "$status $output"
	is "files in $D" "game" "$(ls -A "$D")"
	# and the next action goes on from it
	lucky-end -f "$F" --draw >"$BATS_TEST_TMPDIR/want"
	run --separate-stderr lucky-end --draw --in-place -f "$F"
	ran 0 "" ""
	run cmp "$BATS_TEST_TMPDIR/want" "$F"
	is "$F" "0 " "$status $output"
	run --separate-stderr lucky-check -f "$F"
	ran 0 "ok: 18 record entries replay to exactly this state" ""
}

@test "-i with each action program" {
	local D="$BATS_TEST_TMPDIR/d" F="$BATS_TEST_TMPDIR/d/game" p

	mkdir "$D"
	lucky-new -s 7 ann bob cat dan >"$F"
	for p in "lucky-end --draw" "lucky-move -c r12 library" \
	    "lucky-attempt -c w16" "lucky-attempt --pass" \
	    "lucky-attempt --foil f42" "lucky-end"; do
		# shellcheck disable=SC2086
		$p -f "$F" >"$BATS_TEST_TMPDIR/want"
		# shellcheck disable=SC2086
		run --separate-stderr $p -i -f "$F"
		ran 0 "" ""
		run cmp "$BATS_TEST_TMPDIR/want" "$F"
		is "$p" "0 " "$status $output"
	done
	is "files in $D" "game" "$(ls -A "$D")"
	run --separate-stderr lucky-check -f "$F"
	ran 0 "ok: 6 record entries replay to exactly this state" ""
}

@test "-i leaves the file untouched when the rules refuse" {
	setup_dir
	run --separate-stderr lucky-move -i -f "$F" cellar
	refused 1 "lucky-move: Trophy Room (5) to Wine Cellar is not one step (RULES C.1): name every room on the way, or use --to=cellar"
	unchanged
	run --separate-stderr lucky-attempt -i -f "$F"
	refused 1 "lucky-attempt: Doctor Lucky is not in Trophy Room (5) (RULES C.6)"
	unchanged
	run --separate-stderr lucky-attempt -i -f "$F" --pass
	refused 1 "lucky-attempt: no murder attempt waits for an answer"
	unchanged
	run --separate-stderr lucky-end -i -f "$F" -p bob
	refused 1 "lucky-end: it is ann's turn, not bob's"
	unchanged
	run --separate-stderr lucky-take -i -f "$F"
	refused 1 "lucky-take: no dog's tokens wait to be taken"
	unchanged
}

@test "-i leaves the file untouched when it cannot be read" {
	setup_dir
	# a changed byte: the checksum refuses it
	sed -i '7s/trophy/cellar/' "$F"
	cp "$F" "$BATS_TEST_TMPDIR/before"
	run --separate-stderr lucky-move -i -f "$F" drawing
	refused 2 "lucky-move: state:44: checksum mismatch: the state was changed or damaged after it was written (-F reads it anyway)"
	unchanged
	run --separate-stderr lucky-show -C -i -f "$F"
	refused 2 "lucky-show: state:44: checksum mismatch: the state was changed or damaged after it was written (-F reads it anyway)"
	unchanged
	# a file that is not there is not made
	run --separate-stderr lucky-move -i -f "$D/none" drawing
	refused 2 "lucky-move: $D/none: No such file or directory"
	unchanged
}

@test "-i -n prints the action and writes nothing" {
	setup_dir
	run --separate-stderr lucky-move -n -i -f "$F" drawing
	ran 0 "move ann drawing" ""
	unchanged
}

@test "-i without -f is an error" {
	local p

	played "$BATS_TEST_TMPDIR/g"
	for p in "lucky-move drawing" "lucky-attempt" "lucky-end" "lucky-take"; do
		# shellcheck disable=SC2086
		run --separate-stderr $p -i <"$BATS_TEST_TMPDIR/g"
		refused 2 "${p%% *}: -i rewrites the file given with -f"
	done
	run --separate-stderr lucky-show -C -i <"$BATS_TEST_TMPDIR/g"
	refused 2 "lucky-show: -i rewrites the file given with -f"
	# and lucky-show -i without -C is a usage error
	run --separate-stderr lucky-show -i -f "$BATS_TEST_TMPDIR/g"
	refused 2 "usage: lucky-show [-FhM] [-H player] [-f file | state]
       lucky-show [-F] [-f file | state] -a player | -C [-i] | -k key ... [-l]
       lucky-show [-F] [-b board | -f file | state] -T svg|png
	[--highlight=file] [--mark=spaces]
       lucky-show [-F] [-a player] [-f file | state] --log"
}

# in_small_files PROGRAM ARG...: PROGRAM run where a file may hold no more
# than 1024 bytes, SIGXFSZ ignored, so that write(2) fails with EFBIG.
in_small_files() {
	bash -c 'trap "" XFSZ; ulimit -f 1 && exec "$@"' in_small_files "$@"
}

@test "-i leaves the file untouched when the new state cannot be written" {
	setup_dir
	is "state larger than the limit" 1 "$(( $(wc -c <"$F") > 1024 ))"
	run --separate-stderr in_small_files lucky-move -i -f "$F" drawing
	refused 2 "lucky-move: $F: File too large"
	unchanged
	run --separate-stderr in_small_files lucky-end --draw -i -f "$F"
	refused 2 "lucky-end: $F: File too large"
	unchanged
	run --separate-stderr in_small_files lucky-show -C -i -f "$F"
	refused 2 "lucky-show: $F: File too large"
	unchanged
}

@test "lucky-show -C -i makes a hand-written state canonical in place" {
	setup_dir
	lucky-show -C -f "$F" >"$BATS_TEST_TMPDIR/want"
	# written as a person would: a comment, names, no sum line
	sed -e '/^sum /d' -e '1a\
# edited by hand' -e 's/^lucky drawing$/lucky Drawing_Room/' \
	    "$BATS_TEST_TMPDIR/before" >"$F"
	run --separate-stderr lucky-show -C -i -f "$F"
	ran 0 "" ""
	run cmp "$BATS_TEST_TMPDIR/want" "$F"
	is "$F" "0 " "$status $output"
	is "files in $D" "game" "$(ls -A "$D")"
	# a canonical state comes back byte for byte
	cp "$F" "$BATS_TEST_TMPDIR/before"
	run --separate-stderr lucky-show --canonical --in-place -f "$F"
	ran 0 "" ""
	unchanged
}

# --- lucky-judge: orders by mail ------------------------------------------

# by_mail [OPTION ...] -- NAME ...: the game g1 by mail for NAME ...,
# with lucky-judge new's OPTIONs, dealt: each player commits to the
# words "words of NAME", then sends them.  The judge's directory in $J,
# the master state in $M (tests/judge.bats tests the judge itself).
by_mail() {
	local p new=()

	while [ "$1" != -- ]; do
		new+=("$1")
		shift
	done
	shift
	export LUCKY_SENDMAIL=$BATS_TEST_DIRNAME/mail/sendmail
	export JUDGE_OUTBOX=$BATS_TEST_TMPDIR/out
	mkdir -p "$JUDGE_OUTBOX"
	J=$BATS_TEST_TMPDIR/judge
	run --separate-stderr lucky-judge -d "$J" new -g g1 \
	    -j judge@example.org "${new[@]}" \
	    $(for p; do printf '%s=%s@example.org ' "$p" "$p"; done)
	ran 0 g1 ""
	for p; do
		mail "$p" "COMMIT $(printf 'words of %s' "$p" | sha256sum |
		    cut -c1-64)"
	done
	for p; do
		mail "$p" "SEED words of $p"
	done
	M=$J/g1/current/game
}

# judged: a game by mail for ann, bob, cat and dan, dealt (by_mail).
judged() {
	by_mail -- ann bob cat dan
}

# mail FROM ORDER: a mail from FROM with their secret and ORDER, read by
# the judge; its answer to FROM in REPLY.
mail() {
	local secret f

	secret=$(grep -l "^To: $1@" "$JUDGE_OUTBOX"/* | head -n 1 |
	    xargs sed -n 's/^  SECRET \([0-9a-f]\{64\}\)$/\1/p')
	printf 'From: %s <%s@example.org>\nMessage-ID: <%s@x>\n\nSECRET %s\n%s\n' \
	    "$1" "$1" "$RANDOM$RANDOM" "$secret" "$2" >"$BATS_TEST_TMPDIR/mail"
	lucky-judge -d "$J" <"$BATS_TEST_TMPDIR/mail"
	f=$(grep -l "^To: $1@" "$JUDGE_OUTBOX"/* | tail -n 1)
	REPLY=$(sed '1,/^$/d' "$f")
}

@test "lucky-judge: no word of a mail reaches a program as an option that names a file or changes the mode" {
	local O="$BATS_TEST_TMPDIR/other" order w

	judged
	w=$(lucky-show -f "$M" -k whose)
	# another game where it is w's turn too, that an order would play
	cp "$M" "$O"
	cp "$M" "$BATS_TEST_TMPDIR/before"
	for order in "lucky-end --fil=$O" "lucky-end -dfOTHER" \
	    "lucky-end -df$O" "lucky-end --file $O" "lucky-end -iF" \
	    "lucky-end --in-place" "lucky-end -f/etc/passwd" \
	    "lucky-end --fi=x" "lucky-end --forc" "lucky-end --dry" \
	    "lucky-end --dry-run" "lucky-end --pl=bob" "lucky-end -nd" \
	    "lucky-end -- -f $O" "lucky-end --draw -p bob" \
	    "lucky-end -g -f $O" "lucky-end --dog=-f$O" \
	    "lucky-move library -f $O" "lucky-take -F" "lucky-end $O"; do
		mail "$w" "$order"
		case $REPLY in
		"Your mail was not played, and nothing changed: line 2, \"$order\": "*) ;;
		*) is "$order: reply" "not played" "$REPLY" ;;
		esac
		run cmp "$BATS_TEST_TMPDIR/before" "$M"
		is "$order: master unchanged" "0 " "$status $output"
		run cmp "$BATS_TEST_TMPDIR/before" "$O"
		is "$order: other game unchanged" "0 " "$status $output"
	done
}

@test "lucky-judge: a mail's orders are played by the programs, as lucky-check replays them" {
	local w

	judged
	w=$(lucky-show -f "$M" -k whose)
	mail "$w" "end"
	case $REPLY in
	*"What happened:"*) ;;
	*) is reply "What happened: ..." "$REPLY" ;;
	esac
	is "record" "end $w" "$(lucky-show -f "$M" -k record | cut -d' ' -f1-2)"
	run --separate-stderr lucky-check -f "$M"
	ran 0 "ok: 1 record entry replays to exactly this state" ""
}

@test "lucky-check --commitment: a 2-player anniversary game by mail passes, its strangers no part of the deal" {
	local f seed c="$BATS_TEST_TMPDIR/commitment" m="$BATS_TEST_TMPDIR/master"

	by_mail -r anniversary -b hotel-lower -- ann bob
	# RULES A.11: the state seats two strangers between the players
	is "seats" "player ann
player stranger1
player bob
player stranger2" "$(grep '^player ' "$M" | cut -d' ' -f1-2)"
	# both resign: lucky-bot plays the game to its end, and each player
	# is mailed the final master state and the commitment file
	mail ann RESIGN
	mail bob RESIGN
	f=$(grep -l "^To: bob@" "$JUDGE_OUTBOX"/* | tail -n 1)
	sed -n '/^-----BEGIN LUCKY MASTER-----$/,/^-----END LUCKY MASTER-----$/p' \
	    "$f" | sed '1d;$d' >"$m"
	sed -n '/^-----BEGIN LUCKY COMMITMENT-----$/,/^-----END LUCKY COMMITMENT-----$/p' \
	    "$f" | sed '1d;$d' >"$c"
	is "committed and contribution lines" "committed ann
contribution ann words of ann
committed bob
contribution bob words of bob" "$(grep -e '^committed ' -e '^contribution ' "$c" |
	    sed 's/^\(committed [a-z]*\) [0-9a-f]\{64\}$/\1/')"
	seed=$(lucky-show -f "$m" -k seed)
	run --separate-stderr lucky-check --commitment="$c" "$m"
	is status 0 "$status"
	is "check" "ok: the seed $seed is the one the judge's secret, committed to as $(sed -n 's/^commitment \(.\{16\}\).*/\1/p' "$c")..., and 2 contributions, each committed to first, deal" \
	    "${lines[0]}"
	is stderr "" "$stderr"
	# a contribution for a stranger's seat is no part of the deal
	sed 's/^contribution bob /contribution stranger1 /' "$c" >"$c.2"
	run --separate-stderr lucky-check --commitment="$c.2" "$m"
	is status 1 "$status"
	is "the players counted" "the contribution of stranger1 is not the state's player 3's
3 contributions or missing ones for 2 players" \
	    "$(printf '%s\n' "${lines[@]}" | grep -e ' player 3' -e ' for ')"
}
