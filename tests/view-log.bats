#!/usr/bin/env bats
# lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE.
#
# The log of a view (issue 25): `lucky-show --log` of a player's saved
# view (lucky-show -a) tells the game as `lucky-show -a PLAYER --log`
# tells it from the master state, byte for byte, from the view's "told"
# lines (lucky-state(5)), and nothing the view hides.

bats_require_minimum_version 1.5.0
load helper

# whole G: the game in G played to its end by lucky-bot
whole() {
	local cmd

	while [ "$(lucky-show -f "$1" -k phase)" != over ]; do
		read -r -a cmd < <(lucky-bot -f "$1")
		"${cmd[@]}" -f "$1" >"$1.n"
		mv "$1.n" "$1"
	done
}

# same_logs G PLAYER...: each player's and an observer's saved view of G
# tells what the master state tells as them, and hides the others' draws
same_logs() {
	local g=$1 p who v=$BATS_TEST_TMPDIR/v

	shift
	for p in "$@" -; do
		lucky-show -a "$p" -f "$g" >"$v"
		lucky-check -q "$v" 2>&1 | grep -q "view hides the seed"
		run --separate-stderr lucky-show --log "$v"
		ran 0 "$(lucky-show -a "$p" --log -f "$g")" ""
		[ "$(grep -c '^record ' "$v")" -eq "$(grep -c '^told ' "$v")" ]
		# a card drawn in private is named to its player only
		for who in "$@"; do
			[ "$who" = "$p" ] && continue
			if grep -E "(^|; )$who (ended the turn and )?drew the " \
			    <<<"$output"; then
				echo "$p is told $who's card" >&2
				return 1
			fi
		done
	done
}

@test "C.9 C.10 the log of a saved view tells Doctor Lucky's walk, who plays next and the view's own draws" {
	lucky-new -s 3 ann bob cat >"$BATS_TEST_TMPDIR/g"
	lucky-end -f "$BATS_TEST_TMPDIR/g" >"$BATS_TEST_TMPDIR/g1"
	lucky-show -a cat -f "$BATS_TEST_TMPDIR/g1" >"$BATS_TEST_TMPDIR/v"
	run --separate-stderr lucky-show --log -f "$BATS_TEST_TMPDIR/v"
	ran 0 "$(lucky-show -a cat --log -f "$BATS_TEST_TMPDIR/g1")" ""
	[[ $output == *"Doctor Lucky went to "*" plays next, on "*"'s left (RULES C.10)" ]]
}

@test "C.10 the whole of a classic game: each saved view's log is the master's as that player" {
	lucky-new -s 2 ann bob dan eve >"$BATS_TEST_TMPDIR/g"
	whole "$BATS_TEST_TMPDIR/g"
	same_logs "$BATS_TEST_TMPDIR/g" ann bob dan eve
}

@test "P.4 the whole of a Paizo game with both dogs: each saved view's log is the master's as that player" {
	lucky-new -s 2 -r paizo -o dog=both ann bob dan eve >"$BATS_TEST_TMPDIR/g"
	whole "$BATS_TEST_TMPDIR/g"
	same_logs "$BATS_TEST_TMPDIR/g" ann bob dan eve
}

@test "A.9 A.14 the whole of an anniversary game with both pets: each saved view's log is the master's as that player" {
	lucky-new -s 2 -r anniversary -o pet=both ann bob dan eve \
	    >"$BATS_TEST_TMPDIR/g"
	whole "$BATS_TEST_TMPDIR/g"
	same_logs "$BATS_TEST_TMPDIR/g" ann bob dan eve
}

@test "A.11 the whole of a two-player anniversary game with strangers: each saved view's log is the master's" {
	lucky-new -s 4 -r anniversary -o lock=west ann bob >"$BATS_TEST_TMPDIR/g"
	whole "$BATS_TEST_TMPDIR/g"
	same_logs "$BATS_TEST_TMPDIR/g" ann bob
}

@test "issue 25: a view's view keeps its told lines; an observer's view of it does not take them" {
	newgame
	lucky-end -f "$S" >"$S.1"
	lucky-show -a bob -f "$S.1" >"$S.v"
	run --separate-stderr lucky-show -a bob "$S.v"
	ran 0 "$(cat "$S.v")" ""
	lucky-show -a - -f "$S.v" >"$S.o"
	is "observer's told lines" 0 "$(grep -c '^told ' "$S.o")"
	run --separate-stderr lucky-show --log "$S.o"
	ran 0 "bob ended the turn and drew a card" ""
}

@test "issue 25: a view without told lines, as written before, tells its record from the words" {
	newgame
	lucky-end -f "$S" >"$S.1"
	lucky-show -a bob -f "$S.1" | sed '/^told /d; /^+ /d; /^sum /d' >"$S.v"
	run --separate-stderr lucky-show --log "$S.v"
	ran 0 "bob ended the turn and drew a card" ""
}

@test "issue 25: a told line outside a view, or with no record line to tell, is refused" {
	newgame
	lucky-end -f "$S" | sed '/^sum /d' >"$S.1"
	printf 'told bob ended the turn\n' >>"$S.1"
	bad_state "$S.1" "state:$(wc -l <"$S.1"): a \"told\" line outside a view: only a player's view says what its player was told"
	lucky-end -f "$S" | lucky-show -a bob | sed '/^sum /d' >"$S.v"
	printf 'told one more\n' >>"$S.v"
	bad_state "$S.v" "state:$(wc -l <"$S.v"): \"told\" line 2 tells no record line before it"
}
