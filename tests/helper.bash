# lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE.
#
# Helpers for the bats suite: `load helper` at the top of a .bats file.
# The suite runs with PATH and LUCKY_PATH set by `make check`; nothing
# here depends on a terminal or a locale, and everything written goes to
# $BATS_TEST_TMPDIR.

export LC_ALL=C

# Under -fsanitize=address the leak check at a program's exit costs 80
# ms of CPU of the 135 a run takes (issue 25, CI time).  The files of
# the rule sets and of the games by mail run the same programs as their
# own files do, through many more turns, so they run without it; each
# program's own file, the library's, the judge's and the rest keep it.
# LUCKY_LEAKS=all (make check LUCKY_LEAKS=all) checks every file.
case ${LUCKY_LEAKS:-some}:${BATS_TEST_FILENAME##*/} in
some:anniversary.bats | some:escape.bats | some:hotel.bats | \
some:paizo.bats | some:pbem.bats | some:strangers.bats | some:villa.bats)
	export ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0"
	;;
esac

# The deck file the programs use (LUCKY_PATH first, as lib/data.c does).
deck_file() {
	local d IFS=:

	for d in $LUCKY_PATH; do
		if [ -n "$d" ] && [ -r "$d/classic.deck" ]; then
			printf '%s\n' "$d/classic.deck"
			return 0
		fi
	done
	# the source tree's, which the programs fall back on
	printf '%s\n' "$BATS_TEST_DIRNAME/../boards/classic.deck"
}

# newgame [lucky-new args]: the suite's standard game, in $S.
newgame() {
	S="$BATS_TEST_TMPDIR/s"
	if [ $# -eq 0 ]; then
		set -- -s 42 ann bob cat
	fi
	# without its "sum" line, so that tests may edit it as a person
	# would (lucky-state(5): a state without a sum is hand-written)
	reading lucky-new "$@" | sed '/^sum /d' >"$S"
}

# is WHAT EXPECTED ACTUAL: fail, showing both, when they differ.
is() {
	if [ "$2" != "$3" ]; then
		printf '%s differs\n--- expected\n%s\n--- actual\n%s\n---\n' \
		    "$1" "$2" "$3" >&2
		return 1
	fi
}

# ran STATUS STDOUT STDERR: what the last `run --separate-stderr` gave.
ran() {
	is status "$1" "$status" &&
	    is stdout "$2" "$output" &&
	    is stderr "$3" "$stderr"
}

# refused STATUS STDERR: a refusal prints nothing on stdout.
refused() {
	ran "$1" "" "$2"
}

# bad_state FILE MESSAGE: lucky-show rejects FILE with exit 2, no
# output and exactly "lucky-show: MESSAGE" on stderr.
bad_state() {
	run --separate-stderr lucky-show -f "$1"
	refused 2 "lucky-show: $2"
	run --separate-stderr lucky-show <"$1"
	refused 2 "lucky-show: $2"
}

# edit SED-SCRIPT: $S edited into $BATS_TEST_TMPDIR/e (path in $E).
edit() {
	E="$BATS_TEST_TMPDIR/e"
	sed "$1" "$S" >"$E"
}

# joined FILE: a state with its "+" continuation lines joined.
joined() {
	awk '/^\+/ { sub(/^\+/, ""); line = line $0; next }
	    NR > 1 { print line } { line = $0 } END { print line }' "$1"
}

# The cards of a state (hands, piles), one id a line, in file order.
state_cards() {
	joined "$1" | awk '$1 == "hand" { for (i = 3; i <= NF; i++) print $i }
	    $1 == "draw" || $1 == "discard" || $1 == "removed" {
		for (i = 2; i <= NF; i++) print $i }'
}

# --- RULES C.3 re-derived, independently of lib/ -------------------------
#
# xoshiro256** seeded by splitmix64 (lib/rng.c, lucky-state(5)), in bash's
# 64-bit wrapping arithmetic.  A logical right shift x >>> k is written
# ((x >> k) & M) with M = 2^(64-k) - 1; a left rotation by k as
# (x << k) | ((x >> (64-k)) & (2^k - 1)).  No subshells: this is hot.
# Each (( )) ends in ", 1": a zero result must not trip bats' set -e.
#
# Bats runs its DEBUG trap (a stack trace) before every command of a
# test, some 200 us each: a deal re-derived cost 1 s that way, 20 ms
# without it.  So what prints its result runs through untraced.

# untraced COMMAND ARG...: COMMAND (a function of these files) in a
# subshell without bats' DEBUG trap.  Its variables stay in the subshell;
# a failure still fails the test, reported at the line that called it.
untraced() (
	trap - DEBUG
	"$@"
)

ref_seed() {
	local x=$1 z i

	for i in 0 1 2 3; do
		(( x += 0x9e3779b97f4a7c15, z = x,
		    z = (z ^ ((z >> 30) & ((1 << 34) - 1))) * 0xbf58476d1ce4e5b9,
		    z = (z ^ ((z >> 27) & ((1 << 37) - 1))) * 0x94d049bb133111eb,
		    RS[i] = z ^ ((z >> 31) & ((1 << 33) - 1)), 1 ))
	done
}

ref_next() {
	local t x

	(( x = RS[1] * 5,
	    x = (x << 7) | ((x >> 57) & ((1 << 7) - 1)),
	    REF = x * 9,
	    t = RS[1] << 17,
	    RS[2] ^= RS[0], RS[3] ^= RS[1], RS[1] ^= RS[2], RS[0] ^= RS[3],
	    RS[2] ^= t,
	    RS[3] = (RS[3] << 45) | ((RS[3] >> 19) & ((1 << 45) - 1)), 1 ))
}

# UM = unsigned x mod n, for a small n
umod() {
	if (( $1 >= 0 )); then
		(( UM = $1 % $2, 1 ))
	else
		(( UM = ((($1 >> 1) & ((1 << 63) - 1)) % $2 * 2 + ($1 & 1))
		    % $2, 1 ))
	fi
}

# REF = a uniform number below n, draws below 2^64 mod n thrown away
ref_below() {
	local n=$1 threshold

	umod $(( 0 - n )) "$n"
	threshold=$UM
	ref_next
	while (( REF >= 0 && REF < threshold )); do
		ref_next
	done
	umod "$REF" "$n"
	REF=$UM
}

ref_shuffle() {
	local i j t

	for (( i = ${#PILE[@]} - 1; i > 0; i-- )); do
		ref_below $(( i + 1 ))
		j=$REF
		t=${PILE[i]}
		PILE[i]=${PILE[j]}
		PILE[j]=$t
	done
}

# ref_setup SEED NPLAYERS [no3]: the game RULES C.3 deals, as the lines
# "first SEAT", "lucky ROOM", "hand SEAT ids...", "draw ids...",
# "removed ids..." and "rng ..." (seats from 1); untraced.
ref_setup() {
	untraced ref_setup_ "$@"
}

ref_setup_() {
	local seed=$1 n=$2 no3=${3:-} deck k i p r
	local -a id kind room hand
	local REMOVED=

	deck=$(deck_file)
	while read -r key cid ckind cvalue croom _; do
		[ "$key" = card ] || continue
		if [ -n "$no3" ] && [ "$ckind" = failure ] &&
		    [ "$cvalue" = 3 ]; then
			REMOVED="$REMOVED $cid"
			continue
		fi
		id+=("$cid")
		kind+=("$ckind")
		room+=("$croom")
	done <"$deck"
	PILE=()
	for (( i = 0; i < ${#id[@]}; i++ )); do
		PILE+=("$i")
	done
	ref_seed "$seed"
	ref_shuffle
	for (( k = 0; k < ${#PILE[@]}; k++ )); do
		[ "${kind[PILE[k]]}" = room ] && break
	done
	echo "first $(( k % n + 1 ))"
	echo "lucky ${room[PILE[k]]}"
	ref_shuffle
	k=0
	for (( r = 0; r < 6; r++ )); do
		for (( p = 0; p < n; p++ )); do
			hand[p]="${hand[p]} ${id[PILE[k++]]}"
		done
	done
	for (( p = 0; p < n; p++ )); do
		echo "hand $(( p + 1 ))${hand[p]}"
	done
	printf 'draw'
	for (( ; k < ${#PILE[@]}; k++ )); do
		printf ' %s' "${id[PILE[k]]}"
	done
	printf '\nremoved%s\n' "${REMOVED:-}"
	printf 'rng %016x %016x %016x %016x\n' "${RS[@]}"
}

# crc32 FILE: the CRC-32 of FILE in 8 hex digits, as the "sum" line of a
# state has it (lucky-state(5)), computed here without lib/: the same
# polynomial as gzip, whose trailer holds it.
crc32() {
	gzip -c <"$1" | tail -c 8 | od -An -tx4 -N4 | tr -d ' \n'
}

# reading PROGRAM ARG...: the suite's own use of a program to set up a
# state (lucky-new for a test's game, lucky-show -C after a hand edit),
# without LeakSanitizer's check at exit, which costs 40 ms of a sanitized
# program's 75 and would run more often in a test's setup than in what
# it tests.  The programs under test, and lucky-show -k for the checks,
# keep it; lucky-new.bats and lucky-show.bats run those two directly.
reading() {
	ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0" "$@"
}

# whole_games: this test plays whole games, a thousand program runs and
# more.  Under -fsanitize=address the leak check at each exit costs as
# much as the rest of a start, so it is off for these runs only; every
# other test, and tests/valgrind-game's whole game, still check for leaks.
whole_games() {
	export ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0"
}

# board_dirs [PROGRAM]: the board directories as PROGRAM's "no board"
# message names them (lib/data.c): LUCKY_PATH, then the share/lucky next
# to the program's bin directory (build/share/lucky, a link to boards/,
# for the build tree's programs).  A build with DATADIR set apart from
# that layout names it last, which the suite does not expect.
board_dirs() {
	local exe

	exe=$(readlink -f "$(command -v "${1:-lucky-show}")")
	printf 'LUCKY_PATH (%s), %s/share/lucky' "${LUCKY_PATH-unset}" \
	    "${exe%/*/*}"
}

# plain_deck DIR: DIR/plain.deck, 48 failure cards and nothing else, so
# that no card names a room: for boards with rooms of their own
plain_deck() {
	{
		echo "lucky-deck 1"
		echo "name plain"
		for i in $(seq 10 57); do
			echo "card x$i failure - - - 1 Failure $i"
		done
	} >"$1/plain.deck"
}
