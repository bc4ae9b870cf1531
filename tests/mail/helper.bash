# lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE.
#
# Helpers for the tests through a real mail server (tests/mail/*.bats):
# `load helper` at the top of such a file.  Each file sets the server up
# from nothing in setup_file (mail_setup_file) and removes it in
# teardown_file (mail_teardown_file), so the files run one after the
# other (make check-mail), never at once.

load ../helper
bats_require_minimum_version 1.5.0

root=${LUCKY_MAIL:-/srv/lucky-mail}
# the judge's directory, a directory a game (its ~/.forward's -d)
dir=$root/home/lj-judge/games
players="ann bob cat"
# the judge's secret for every game of the tests (new -K): with the
# players' words fixed (lj-player's), every deal is the same every run
judge_secret=5eed5eed5eed5eed5eed5eed5eed5eed5eed5eed5eed5eed5eed5eed5eed5ee2

# mail_setup_file FILE: refuse to run but as root with apt-get; then the
# server from nothing (what a run before kept, LUCKY_MAIL_KEEP, goes)
mail_setup_file() {
	if [ "$(id -u)" -ne 0 ]; then
		echo "$1: must run as root (make check-mail): it installs a mail server and makes accounts" >&2
		return 1
	fi
	if ! command -v apt-get >/dev/null 2>&1; then
		echo "$1: needs apt-get (Debian) to install opensmtpd and mblaze" >&2
		return 1
	fi
	export LUCKY_MAIL=$root
	"$BATS_TEST_DIRNAME/teardown"
	"$BATS_TEST_DIRNAME/setup" >&3
	# the judge's secret, where lj-judge reads it
	# shellcheck disable=SC2016
	printf '%s\n' "$judge_secret" |
	    as lj-judge sh -c 'umask 077; cat >"$HOME/judge.key"'
}

# mail_teardown_file: the server and accounts removed, unless
# LUCKY_MAIL_KEEP is set
mail_teardown_file() {
	[ "$(id -u)" -eq 0 ] || return 0
	[ -z "${LUCKY_MAIL_KEEP:-}" ] || return 0
	"$BATS_TEST_DIRNAME/teardown"
}

# as ACCOUNT: run a command as that account, with the installed toolkit
as() {
	local u=$1
	shift
	runuser -u "$u" -- env -i HOME="$root/home/$u" LC_ALL=C.UTF-8 \
	    PATH="$root/bin:/usr/sbin:/usr/bin:/bin" ${LJ_GAME:+LJ_GAME=$LJ_GAME} \
	    "$@"
}

# player NAME COMMAND [ARG ...]: lj-player as lj-NAME (LJ_GAME passed on)
player() {
	local n=$1 c=$2
	shift 2
	as "lj-$n" lj-player "$c" "$n" "$@"
}

judge() {
	as lj-judge lucky-judge -d "$dir" "$@"
}

# new_game GAME [new's options and players]: a game of the judge's, its
# secret the tests' (-K), its address lj-judge@localhost
new_game() {
	local g=$1
	shift
	as lj-judge lucky-judge -d "$dir" new -g "$g" -j lj-judge@localhost \
	    -K "$root/home/lj-judge/judge.key" "$@"
}

# settle: wait until the server's queue is empty (a mail piped into the
# judge stays queued until lucky-judge exits, after it has queued its
# own), polling, for 60 s at most
settle() {
	local i=0
	while [ -n "$(smtpctl show queue 2>&1)" ]; do
		i=$((i + 1))
		if [ "$i" -gt 1200 ]; then
			echo "the mail queue is not empty after 60 s:" >&2
			smtpctl show queue >&2
			tail -n 20 "$root/smtpd.log" >&2
			return 1
		fi
		sleep 0.05
	done
}

# maildir NAME: the files of lj-NAME's Maildir, one a line
maildir() {
	find "$root/home/lj-$1/Maildir/new" "$root/home/lj-$1/Maildir/cur" \
	    -type f
}

# mailed NAME PATTERN: a mail in lj-NAME's Maildir has a line matching
# the extended regular expression (the judge's text is 8bit: as sent)
mailed() {
	# shellcheck disable=SC2046
	grep -qE -- "$2" $(maildir "$1") || {
		echo "no mail of $1's has a line $2" >&2
		return 1
	}
}

# mails: how many mails the players' Maildirs hold, all three
mails() {
	local p
	for p in $players; do
		maildir "$p"
	done | wc -l
}

# sent: how many mails the players sent the judge, all three
sent() {
	local p n=0
	for p in $players; do
		n=$((n + $(cat "$root/home/lj-$p/.lj${LJ_GAME:+/$LJ_GAME}/count" 2>/dev/null || echo 0)))
	done
	echo "$n"
}

# the game's master state, and a field of it; $game names the game
master() {
	cat "$dir/$game/current/game"
}

key() {
	lucky-show -f "$dir/$game/current/game" -k "$1"
}

# records: how many actions the master state's record holds
records() {
	key record | grep -c . || true
}

# acting: $a, the player who must act now, and $b, another one
acting() {
	a=$(key whose)
	if [ -z "$a" ] || [ "$(key phase)" = over ]; then
		echo "the game ended already" >&2
		return 1
	fi
	for b in $players; do
		[ "$b" = "$a" ] || break
	done
}

# played BEFORE: the master state is no longer the file BEFORE
played() {
	if cmp -s "$1" "$dir/$game/current/game"; then
		echo "the master state did not change" >&2
		return 1
	fi
}

# unchanged BEFORE: the master state is still the file BEFORE
unchanged() {
	is "master state" "$(cat "$1")" "$(master)"
}

# refusing: before a mail that must change nothing: acting, the master
# state in the file before, the players' mails counted in $n, and in $o
# the acting player's own order, which their own mail would play, not
# yet marked answered by their lj-player
refusing() {
	acting
	master >"$BATS_FILE_TMPDIR/before"
	n=$(mails)
	o=$(player "$a" order)
	[ -n "$o" ]
	rm "$root/home/lj-$a/.lj${LJ_GAME:+/$LJ_GAME}/answered"
}

# refused_mail: after it, once the mails settle, the master state is
# the one before and one answer more says why
refused_mail() {
	settle
	unchanged "$BATS_FILE_TMPDIR/before"
	is "mails" $((n + 1)) "$(mails)"
}

# deal: the players' commitments, then their words, through the server,
# one player after the other: the game $game dealt
deal() {
	local p
	for p in $players; do
		player "$p" step plain >/dev/null
	done
	settle
	for p in $players; do
		player "$p" step plain >/dev/null
	done
	settle
	[ "$(key phase)" = move ]
}

# mark: where smtpd's log and the judge's log end now (for since)
mark() {
	wc -l <"$root/smtpd.log" >"$BATS_FILE_TMPDIR/smtpd.mark"
	if [ -e "$dir/log" ]; then
		wc -l <"$dir/log"
	else
		echo 0
	fi >"$BATS_FILE_TMPDIR/log.mark"
}

# smtpd_since, log_since: the lines of smtpd's log, of the judge's log,
# since the mark
smtpd_since() {
	tail -n +$(($(cat "$BATS_FILE_TMPDIR/smtpd.mark") + 1)) "$root/smtpd.log"
}

log_since() {
	[ -e "$dir/log" ] || return 0
	tail -n +$(($(cat "$BATS_FILE_TMPDIR/log.mark") + 1)) "$dir/log"
}

# no_bounce: since the mark, the server made no bounce (a mail from the
# null sender <>), and every mail delivered to the judge was taken
# (lucky-judge exited 0: result=Ok); the judge's spool is empty
no_bounce() {
	local s
	s=$(smtpd_since)
	if grep -q 'from=<>' <<<"$s"; then
		echo "the server made a bounce:" >&2
		grep 'from=<>' <<<"$s" >&2
		return 1
	fi
	if grep 'mda delivery' <<<"$s" | grep 'user=lj-judge' | grep -qv 'result=Ok'; then
		echo "lucky-judge did not take a mail:" >&2
		grep 'mda delivery' <<<"$s" | grep 'user=lj-judge' | grep -v 'result=Ok' >&2
		return 1
	fi
	spool_empty
}

# spool_empty: no mail waits in the game's spool
spool_empty() {
	local w
	w=$(find "$dir/$game/spool" -type f 2>/dev/null)
	if [ -n "$w" ]; then
		echo "mails wait in the spool of $game:" >&2
		printf '%s\n' "$w" >&2
		return 1
	fi
}
