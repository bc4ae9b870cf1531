# lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE.
#
# Helpers for the turn tests (lucky-move.bats, lucky-attempt.bats,
# lucky-end.bats): `load turn_helper`, which loads helper.bash too.  A
# puzzle position is a game from lucky-new edited by hand (lucky-state(5)
# accepts any consistent state) and written back canonical through
# `lucky-show -C`, so that every edit is checked by the programs' own
# reader.  The game is kept in $S; all files go to $BATS_TEST_TMPDIR.
# Nothing depends on a tty or a locale.

load helper

# game [lucky-new args]: a new game in $S, by default `-s 42 ann bob cat`
# (bob to play, everyone in the Drawing Room, Doctor Lucky in the White
# Room).
game() {
	S="$BATS_TEST_TMPDIR/state"
	if [ $# -eq 0 ]; then
		set -- -s 42 ann bob cat
	fi
	# without its "sum" line, so that tests may edit it as a person
	# would (lucky-state(5): a state without a sum is hand-written)
	reading lucky-new "$@" | sed '/^sum /d' >"$S"
}

# The state with its "+" continuation lines joined: one line a key.
state_joined() {
	awk '/^\+/ { sub(/^\+/, ""); line = line $0; next }
	    NR > 1 { print line } { line = $0 } END { print line }' "${1:-$S}"
}

# Run the joined $S through the awk program "$1" (further arguments are
# awk's -v assignments), then make it canonical with lucky-show -C; an
# edit the programs refuse fails the test, showing why.
edit_state() {
	local prog=$1 tmp="$BATS_TEST_TMPDIR/edit" err

	shift
	state_joined | awk "$@" "$prog" >"$tmp"
	if ! reading lucky-show -C -f "$tmp" >"$tmp.c" 2>"$tmp.err"; then
		err=$(cat "$tmp.err")
		printf 'edited state refused: %s\n' "$err" >&2
		cat "$tmp" >&2
		return 1
	fi
	# hand-edited states go on without a "sum" line (lucky-state(5))
	sed '/^sum /d' "$tmp.c" >"$S"
}

# set_line KEY VALUE...: the line KEY (for player, hand and last: the
# line KEY of the player VALUE) becomes "KEY VALUE...", added if missing.
set_line() {
	edit_state '
	    BEGIN { n = split(line, w, " ") }
	    $1 == w[1] && ($1 !~ /^(player|hand|last)$/ || $2 == w[2]) {
		if (!done) print line; done = 1; next }
	    { print }
	    END { if (!done) print line }' -v line="$*"
}

# del_line KEY: no line KEY any more.
del_line() {
	edit_state '$1 != key' -v key="$1"
}

put_player() { set_line player "$1" "$2"; }
put_lucky() { set_line lucky "$1"; }
set_turn() { set_line turn "$1" "$2"; }

# Move the cards CARD... from wherever they are (hands, draw pile,
# discard pile, removed) to the end of the line selected by KEY and WHO
# (WHO is the player for a hand, empty for a pile), or to the front of
# it when FRONT is 1; every card stays in exactly one place.
move_cards() {
	local key=$1 who=$2 front=$3

	shift 3
	edit_state '
	    BEGIN { n = split(cards, c, " "); for (i = 1; i <= n; i++)
		want[c[i]] = 1 }
	    $1 ~ /^(hand|draw|discard|removed)$/ {
		head = $1; from = 2
		if ($1 == "hand") { head = head " " $2; from = 3 }
		rest = ""
		for (i = from; i <= NF; i++)
			if (!($i in want)) rest = rest " " $i
		if ($1 == key && (who == "" || $2 == who))
			rest = front ? " " cards rest : rest " " cards
		print head rest; next }
	    { print }' -v key="$key" -v who="$who" -v front="$front" \
	    -v cards="$*"
}

# give NAME CARD...: the cards go to the end of NAME's hand.
give() {
	local who=$1

	shift
	move_cards hand "$who" 0 "$@"
}

# to_pile PILE CARD...: the cards go to the bottom of PILE (draw,
# discard or removed).
to_pile() {
	local pile=$1

	shift
	move_cards "$pile" "" 0 "$@"
}

# to_top CARD...: the cards go on top of the draw pile, in that order.
to_top() {
	move_cards draw "" 1 "$@"
}

# The cards now on a line (hand NAME, or a pile), on one line.
cards_of() {
	state_joined | awk -v key="$1" -v who="${2:-}" '
	    $1 == key && (who == "" || $2 == who) {
		from = key == "hand" ? 3 : 2; out = ""
		for (i = from; i <= NF; i++) out = out (out == "" ? "" : " ") $i
		print out }'
}

# empty_hand NAME: NAME's cards go to the bottom of the discard pile.
empty_hand() {
	local c

	c=$(cards_of hand "$1")
	if [ -n "$c" ]; then
		# shellcheck disable=SC2086
		to_pile discard $c
	fi
}

# key K...: lucky-show -k K... on $S.
key() {
	local a=() k

	for k in "$@"; do
		a+=(-k "$k")
	done
	lucky-show -f "$S" "${a[@]}"
}

# same WHAT EXPECTED ACTUAL: fail, showing both, when they differ.
same() {
	if [ "$2" != "$3" ]; then
		printf '%s differs\n--- expected\n%s\n--- actual\n%s\n---\n' \
		    "$1" "$2" "$3" >&2
		return 1
	fi
}

# refuses STATUS MESSAGE PROGRAM ARG...: PROGRAM run on $S (given with
# -f) exits STATUS with exactly "PROGRAM: MESSAGE" on stderr, nothing on
# stdout, and $S is left as it was.  The same through stdin.
refuses() {
	local want=$1 msg=$2 prog=$3 before="$BATS_TEST_TMPDIR/before"

	shift 3
	cp "$S" "$before"
	run --separate-stderr "$prog" -f "$S" "$@"
	same "$prog status" "$want" "$status"
	same "$prog stdout" "" "$output"
	same "$prog stderr" "$prog: $msg" "$stderr"
	cmp -s "$before" "$S" || { echo "$S was changed" >&2; return 1; }
	run --separate-stderr "$prog" "$@" <"$S"
	same "$prog status (stdin)" "$want" "$status"
	same "$prog stdout (stdin)" "" "$output"
	same "$prog stderr (stdin)" "$prog: $msg" "$stderr"
}

# rules_refuse MESSAGE PROGRAM ARG...: the rules refuse (exit 1), as
# refuses says.  (helper.bash's refused checks a run already made.)
rules_refuse() {
	local msg=$1

	shift
	refuses 1 "$msg" "$@"
}

# play PROGRAM ARG...: PROGRAM acts on $S, exits 0, says nothing on
# stderr and writes the new state, which becomes $S; the previous one is
# kept in $OLD.  RECORD is the record line it added (without "record").
play() {
	local prog=$1 new="$BATS_TEST_TMPDIR/new"

	shift
	OLD="$BATS_TEST_TMPDIR/old"
	cp "$S" "$OLD"
	run --separate-stderr "$prog" -f "$S" "$@"
	if [ "$status" -ne 0 ] || [ -n "$stderr" ]; then
		printf '%s %s: status %s\n%s\n' "$prog" "$*" "$status" \
		    "$stderr" >&2
		return 1
	fi
	# the program ends the state with its checksum; the tests edit the
	# state further, as a person would, so it goes on without one
	same "checksum line" sum "$(printf '%s\n' "$output" | tail -n 1 |
	    cut -c 1-3)"
	printf '%s\n' "$output" | sed '/^sum /d' >"$new"
	mv "$new" "$S"
	RECORD=$(state_joined | awk '$1 == "record" { r = $0 }
	    END { sub(/^record /, "", r); print r }')
	# the new record is the state's last line and one more than before
	same "record count" "$(( $(state_joined "$OLD" | grep -c '^record ') + 1 ))" \
	    "$(state_joined | grep -c '^record ')"
	same "last line" "record $RECORD" "$(state_joined | tail -n 1)"
}

# changes: the lines of $OLD that $S no longer has ("- line"), then the
# lines $S has that $OLD had not ("+ line"), each in file order, with
# continuation lines joined.
changes() {
	local d

	d=$(diff <(state_joined "$OLD") <(state_joined) || true)
	printf '%s\n' "$d" | sed -n 's/^< /- /p'
	printf '%s\n' "$d" | sed -n 's/^> /+ /p'
}

# silent KEY...: lucky-show -k KEY exits 1 and prints nothing (the key
# has no value now)
silent() {
	local k

	for k in "$@"; do
		run --separate-stderr lucky-show -f "$S" -k "$k"
		same "$k status" 1 "$status"
		same "$k stdout" "" "$output"
		same "$k stderr" "" "$stderr"
	done
}

# lines_of KEY: the state's lines starting with KEY
lines_of() {
	state_joined | awk -v key="$1" '$1 == key'
}

# --- the anniversary rules ------------------------------------------------

# empty_deck [N]: all but the last N cards of the draw pile (default
# none) go to the discard pile; with none left the lights are out (A.9)
empty_deck() {
	edit_state '
	    $1 == "draw" { keep = ""; moved = ""
		for (i = 2; i <= NF; i++)
			if (i > NF - n) keep = keep " " $i
			else moved = moved " " $i
		print "draw" keep
		if (keep == "") print "lights off"
		next }
	    $1 == "discard" { line = $0; next }
	    { print }
	    END { print line moved }' -v n="${1:-0}"
}

# motives NAME CARD...: the cards, taken from wherever they are, lie
# under NAME's character card (RULES A.4, A.8, A.11)
motives() {
	local who=$1

	shift
	edit_state '
	    BEGIN { n = split(cards, c, " "); for (i = 1; i <= n; i++)
		want[c[i]] = 1 }
	    $1 ~ /^(hand|draw|discard|removed)$/ {
		head = $1; from = 2
		if ($1 == "hand") { head = head " " $2; from = 3 }
		rest = ""
		for (i = from; i <= NF; i++)
			if (!($i in want)) rest = rest " " $i
		print head rest; next }
	    $1 == "motives" && $2 == who { next }
	    { print }
	    END { print "motives " who " " cards }' -v who="$who" \
	    -v cards="$*"
}

# sed_state SCRIPT: $S edited by sed(1), unchecked, into
# $BATS_TEST_TMPDIR/bad (path in $BAD_STATE), for the states the
# programs must refuse
sed_state() {
	BAD_STATE=$BATS_TEST_TMPDIR/bad
	state_joined | sed "$1" >"$BAD_STATE"
}

# bad STATE-FILE MESSAGE: every program refuses the file with exit 2 and
# "PROGRAM: MESSAGE", and leaves it as it was
bad() {
	local keep=$S prog

	S=$1
	for prog in lucky-show lucky-end lucky-move lucky-attempt lucky-check; do
		case $prog in
		lucky-move) refuses 2 "$2" "$prog" parlor ;;
		lucky-attempt) refuses 2 "$2" "$prog" --pass ;;
		*) refuses 2 "$2" "$prog" ;;
		esac
	done
	S=$keep
}
