#!/usr/bin/env bats
# lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE.
#
# -i, a state rewritten in place (lucky-state(5) "Rewriting a state in
# place"): exit 0 means the file was replaced, any other exit that it
# was not; the file is locked from its reading to its replacing, so two
# programs at once act one after the other; a signal or a file size
# limit leaves the file as it was and no temporary file beside it.
# (pbem.bats tests -i itself: each program, refusals, unreadable files.)

bats_require_minimum_version 1.5.0
load helper

# A directory with a new 4-player game as its only file, $F; a copy in
# $BATS_TEST_TMPDIR/before.
setup() {
	D="$BATS_TEST_TMPDIR/d"
	F="$D/game"
	mkdir "$D"
	reading lucky-new -s 7 ann bob cat dan >"$F"
	cp "$F" "$BATS_TEST_TMPDIR/before"
}

# unchanged: $F is as it was and is the only file in $D.
unchanged() {
	run cmp "$BATS_TEST_TMPDIR/before" "$F"
	is "$F unchanged" "0 " "$status $output"
	is "files in $D" "game" "$(ls -A "$D")"
}

# closed PROGRAM ARG...: PROGRAM run with its stdout closed (a redirection
# of bats' run itself would close run's own, not the program's).
closed() {
	"$@" >&-
}

# closed_all PROGRAM ARG...: PROGRAM run with stdin, stdout and stderr
# closed.
closed_all() {
	"$@" <&- >&- 2>&-
}

# waiting PID: wait (up to 10 s) until process PID waits for a lock.
waiting() {
	local i

	for i in $(seq 100); do
		if grep -q -- "-> FLOCK .* $1 " /proc/locks; then
			return 0
		fi
		sleep 0.1
	done
	echo "process $1 never waited for the lock" >&2
	return 1
}

@test "-i with stdout closed replaces the file and exits 0" {
	run --separate-stderr closed lucky-end -i -f "$F"
	ran 0 "" ""
	run --separate-stderr lucky-show -f "$F" -k record
	ran 0 "end ann draw" ""
	is "files in $D" "game" "$(ls -A "$D")"
	# with stdin and stderr closed as well
	run --separate-stderr closed_all lucky-move -i -f "$F" -c r12 library
	ran 0 "" ""
	run --separate-stderr lucky-show -f "$F" -k record
	ran 0 "end ann draw
move bob -c r12 library" ""
	cp "$F" "$BATS_TEST_TMPDIR/before"
	run --separate-stderr closed lucky-show -C -i -f "$F"
	ran 0 "" ""
	unchanged
	# -n prints the action: with stdout closed that fails, and says so
	run --separate-stderr closed lucky-end -n -i -f "$F"
	refused 2 "lucky-end: stdout: Bad file descriptor"
	unchanged
}

@test "-i: two programs at once on one file act one after the other (50 pairs)" {
	local i a b sa sb who played=0 want

	for i in $(seq 50); do
		who=$(lucky-show -f "$F" -k whose)
		if (( i % 2 )); then
			# both as the player due: the second is refused, or
			# plays again if the turn came back (RULES C.10)
			lucky-end -i -f "$F" -p "$who" 2>"$BATS_TEST_TMPDIR/ea" &
			a=$!
			lucky-end -i -f "$F" -p "$who" 2>"$BATS_TEST_TMPDIR/eb" &
			b=$!
		else
			# each as whoever is due when it reads the state
			lucky-end -i -f "$F" 2>"$BATS_TEST_TMPDIR/ea" &
			a=$!
			lucky-end --draw -i -f "$F" 2>"$BATS_TEST_TMPDIR/eb" &
			b=$!
		fi
		sa=0 sb=0
		wait "$a" || sa=$?
		wait "$b" || sb=$?
		for s in "$sa" "$sb"; do
			case $s in
			0) played=$((played + 1)) ;;
			1) ;;
			*) is "pair $i: status" "0 or 1" "$s" ;;
			esac
		done
		if [ "$sa" = 1 ]; then
			is "pair $i: refusal" "lucky-end: it is $(lucky-show -f \
			    "$F" -k whose)'s turn, not $who's" \
			    "$(cat "$BATS_TEST_TMPDIR/ea")"
		fi
	done
	run --separate-stderr lucky-show -f "$F" -k record
	want=$played
	is "record entries (actions that exited 0)" "$want" \
	    "$(printf '%s\n' "$output" | grep -c .)"
	run --separate-stderr lucky-check -f "$F"
	ran 0 "ok: $played record entries replay to exactly this state" ""
	is "files in $D" "game" "$(ls -A "$D")"
}

@test "-i past the file size limit: one message, exit 2, no temporary file" {
	local i

	for i in $(seq 20); do
		lucky-end --draw -f "$F" >"$BATS_TEST_TMPDIR/next"
		mv "$BATS_TEST_TMPDIR/next" "$F"
	done
	cp "$F" "$BATS_TEST_TMPDIR/before"
	is "state larger than 1024 bytes" 1 "$(( $(wc -c <"$F") > 1024 ))"
	# SIGXFSZ as the shell leaves it: its default action kills
	run --separate-stderr bash -c 'ulimit -f 1 && exec "$@"' limit \
	    lucky-end -i -f "$F"
	refused 2 "lucky-end: $F: File too large"
	unchanged
	run --separate-stderr bash -c 'ulimit -f 1 && exec "$@"' limit \
	    lucky-show -C -i -f "$F"
	refused 2 "lucky-show: $F: File too large"
	unchanged
}

@test "-i: SIGTERM, SIGINT or SIGHUP while waiting for the lock leaves the file as it was" {
	local sig pid s

	# the lock held by this shell, on its descriptor 9
	exec 9<"$F"
	flock 9
	for sig in TERM INT HUP; do
		# a background job of a script ignores SIGINT: not this one
		env --default-signal=INT lucky-end -i -f "$F" \
		    2>"$BATS_TEST_TMPDIR/err" 9<&- &
		pid=$!
		waiting "$pid"
		kill -s "$sig" "$pid"
		s=0
		wait "$pid" || s=$?
		is "SIG$sig: status" 2 "$s"
		is "SIG$sig: stderr" "lucky-end: $F: interrupted, left as it was" \
		    "$(cat "$BATS_TEST_TMPDIR/err")"
		unchanged
	done
	exec 9<&-
	# the lock released, the program goes on
	run --separate-stderr lucky-end -i -f "$F"
	ran 0 "" ""
}

@test "-i waits for the lock, then acts on the file as it is then" {
	local pid s

	exec 9<"$F"
	flock 9
	lucky-end -i -f "$F" 9<&- &
	pid=$!
	waiting "$pid"
	# meanwhile another program replaces the file (as gm does, holding
	# the lock): the waiting one must read the new file, not the old
	lucky-end -f "$F" >"$D/new"
	mv "$D/new" "$F"
	exec 9<&-
	s=0
	wait "$pid" || s=$?
	is status 0 "$s"
	run --separate-stderr lucky-show -f "$F" -k record
	ran 0 "end ann draw
end bob draw" ""
	is "files in $D" "game" "$(ls -A "$D")"
}

@test "-i refuses a FIFO, a directory or a device, without waiting" {
	local f

	mkfifo "$D/fifo"
	mkdir "$D/dir"
	for f in "$D/fifo" "$D/dir" /dev/null; do
		run --separate-stderr timeout 10 lucky-end -i -f "$f"
		refused 2 "lucky-end: $f: not a regular file: -i replaces only a regular file"
		run --separate-stderr timeout 10 lucky-show -C -i -f "$f"
		refused 2 "lucky-show: $f: not a regular file: -i replaces only a regular file"
	done
	is "files in $D" "dir fifo game" "$(ls -A "$D" | tr '\n' ' ' | sed 's/ $//')"
}
