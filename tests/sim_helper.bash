# lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE.
#
# Helpers of the lucky-sim tests (tests/lucky-sim.bats,
# tests/sim-state.bats): `load sim_helper` after `load helper`.

# sim ARGS: lucky-sim succeeds with nothing on stderr (no progress line:
# stderr is not a terminal); its output in OUT.
sim() {
	run --separate-stderr lucky-sim "$@"
	is "status of lucky-sim $*" 0 "$status"
	is "stderr of lucky-sim $*" "" "$stderr"
	OUT=$output
}

# fails STATUS MESSAGE ARGS: lucky-sim ARGS exits STATUS with nothing on
# stdout and exactly MESSAGE on stderr.
fails() {
	local want=$1 msg=$2

	shift 2
	run --separate-stderr lucky-sim "$@"
	is "status of lucky-sim $*" "$want" "$status"
	is "stdout of lucky-sim $*" "" "$output"
	is "stderr of lucky-sim $*" "$msg" "$stderr"
}

# value KEY: the third column of the csv line "KEY,..." in OUT
value() {
	printf '%s\n' "$OUT" | awk -F, -v k="$1" '$1 "," $2 == k { print $3 }'
}
