#!/usr/bin/env bats
# lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE.
#
# A whole 3-player game by mail through a real mail server (issue 18):
# tests/mail/setup installs OpenSMTPD and mblaze, makes the accounts
# lj-ann, lj-bob, lj-cat (Maildirs) and lj-judge (its ~/.forward pipes
# into lucky-judge) and starts smtpd, delivering locally only; the
# players (tests/mail/player, as lj-player) read their mail with mblaze
# and answer with MIME mails through sendmail(8).  Run as root by
# "make check-mail" (not by make check: it installs packages, makes
# accounts and starts a server); it fails, and skips nothing, when it
# is not root or has no apt-get.
#
# The tests run in order, one game: each starts where the one before
# left it.  LUCKY_MAIL_KEEP=1 keeps the server and accounts afterwards.

load ../helper
bats_require_minimum_version 1.5.0

root=${LUCKY_MAIL:-/srv/lucky-mail}
game=$root/home/lj-judge/game
players="ann bob cat"

setup_file() {
	if [ "$(id -u)" -ne 0 ]; then
		echo "tests/mail/game.bats: must run as root (make check-mail): it installs a mail server and makes accounts" >&2
		return 1
	fi
	if ! command -v apt-get >/dev/null 2>&1; then
		echo "tests/mail/game.bats: needs apt-get (Debian) to install opensmtpd and mblaze" >&2
		return 1
	fi
	export LUCKY_MAIL=$root
	# from nothing: what a run before kept (LUCKY_MAIL_KEEP) goes
	"$BATS_TEST_DIRNAME/teardown"
	"$BATS_TEST_DIRNAME/setup" >&3
}

teardown_file() {
	[ "$(id -u)" -eq 0 ] || return 0
	if [ -n "${LUCKY_MAIL_KEEP:-}" ]; then
		return 0
	fi
	"$BATS_TEST_DIRNAME/teardown"
}

# as ACCOUNT: run a command as that account, with the installed toolkit
as() {
	local u=$1
	shift
	runuser -u "$u" -- env -i HOME="$root/home/$u" LC_ALL=C.UTF-8 \
	    PATH="$root/bin:/usr/sbin:/usr/bin:/bin" "$@"
}

# player NAME COMMAND [ARG ...]: lj-player as lj-NAME
player() {
	local n=$1 c=$2
	shift 2
	as "lj-$n" lj-player "$c" "$n" "$@"
}

judge() {
	as lj-judge lucky-judge -d "$game" "$@"
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

# mails: how many mails the players' Maildirs hold, all three
mails() {
	find "$root"/home/lj-{ann,bob,cat}/Maildir/new \
	    "$root"/home/lj-{ann,bob,cat}/Maildir/cur -type f | wc -l
}

# sent: how many mails the players sent the judge, all three
sent() {
	local p n=0
	for p in $players; do
		n=$((n + $(cat "$root/home/lj-$p/.lj/count" 2>/dev/null || echo 0)))
	done
	echo "$n"
}

master() {
	cat "$game/current/game"
}

key() {
	lucky-show -f "$game/current/game" -k "$1"
}

# round: every player reads their mail and acts if it is their turn,
# in the next shape of mail (all of them in turn, the replies first);
# then the mails settle.  Prints what was sent, and logs it in
# $root/orders.
forms=(bottom top qp crlf plain base64 alternative)
round() {
	local p k out
	for p in $players; do
		k=$(cat "$root/formno" 2>/dev/null || echo 0)
		out=$(player "$p" step "${forms[k % ${#forms[@]}]}") || return 1
		[ -n "$out" ] || continue
		echo $((k + 1)) >"$root/formno"
		printf '%s\n' "$out" | tee -a "$root/orders"
	done
	settle
}

# records: how many actions the master state's record holds
records() {
	key record | grep -c . || true
}

# acting: $a, the player who must act now (the game's first actions:
# the game may end early, the deal is random), and $b, another one
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
	if cmp -s "$1" "$game/current/game"; then
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
	rm "$root/home/lj-$a/.lj/answered"
}

# refused_mail: after it, once the mails settle, the master state is
# the one before and one answer more says why
refused_mail() {
	settle
	unchanged "$BATS_FILE_TMPDIR/before"
	is "mails" $((n + 1)) "$(mails)"
}

@test "mail: sendmail refuses a mail for another domain (no relay, no network)" {
	run --separate-stderr as lj-ann sendmail -i someone@example.org <<<"Subject: out"
	ran 70 "" "sendmail: command failed: 550 Invalid recipient: <someone@example.org>"
}

@test "mail: a mail between players reaches the Maildir, read by mblaze" {
	printf 'Subject: hello ann\n\nhello\n' | as lj-cat sendmail -i lj-ann@localhost
	settle
	m=$(as lj-ann mlist "$root/home/lj-ann/Maildir")
	is mails 1 "$(printf '%s\n' "$m" | grep -c .)"
	is subject "hello ann" "$(as lj-ann mhdr -h subject "$m")"
	f=$(as lj-ann mhdr -h return-path "$m" | tr -d '<>')
	is sender lj-cat "${f%@*}"
	# not a mail of the game: the game's count starts at none
	rm -f "$m"
}

@test "new: every player is mailed a secret of their own, the judge's mail piped into lucky-judge" {
	date +%s >"$root/started"
	run --separate-stderr judge new -j lj-judge@localhost -t 2s -w 1s \
	    ann=lj-ann@localhost bob=LJ-Bob@LocalHost cat=lj-cat@localhost
	is status 0 "$status"
	settle
	[ "$(stat -c %a "$game")" = 700 ]
	[ "$(stat -c %U "$game")" = lj-judge ]
	for p in $players; do
		s=$(player "$p" secret)
		[[ $s =~ ^[0-9a-f]{64}$ ]]
		printf '%s\n' "$s"
	done >"$BATS_FILE_TMPDIR/secrets"
	is "distinct secrets" 3 "$(sort -u "$BATS_FILE_TMPDIR/secrets" | wc -l)"
	# one commitment, the same for everyone
	for p in $players; do
		player "$p" commitment
	done | sort -u >"$BATS_FILE_TMPDIR/commitment"
	[[ $(cat "$BATS_FILE_TMPDIR/commitment") =~ ^[0-9a-f]{64}$ ]]
	is mails 3 "$(mails)"
}

@test "two mails at once: the three contributions, sent together, deal the game" {
	player ann step qp >"$BATS_FILE_TMPDIR/seed.ann" &
	player bob step base64 >"$BATS_FILE_TMPDIR/seed.bob" &
	player cat step alternative >"$BATS_FILE_TMPDIR/seed.cat" &
	wait
	settle
	for p in $players; do
		grep -q "^$p ([a-z0-9]*): SEED $p " "$BATS_FILE_TMPDIR/seed.$p"
	done
	[ "$(key phase)" = move ]
	lucky-check -q -f "$game/current/game"
	# each contribution is in, as written (the quoted-printable,
	# base64 and multipart/alternative mails decoded)
	for p in $players; do
		c=$(sed -n "s/^$p ([a-z0-9]*): SEED //p" "$BATS_FILE_TMPDIR/seed.$p")
		grep -qF -- "$c" "$game/current/judge"
	done
}

@test "a whole turn in one mail: a step and the end of the turn, in a reply below the quote" {
	acting
	[ "$(key phase)" = move ]
	n=$(records)
	x=$(key exits | head -n 1)
	player "$a" send bottom "move $x" end
	echo "$a (bottom): move $x / end" >>"$root/orders"
	settle
	is "record" "$((n + 2))" "$(records)"
	is "the turn" "move $a $x" "$(key record | tail -n 2 | head -n 1)"
	[[ $(key record | tail -n 1) =~ ^end\ $a ]]
	# the report, as the server delivered it: the text with the view
	# and the picture of it (issue 19)
	f=$(ls -t "$root"/home/lj-"$a"/Maildir/{new,cur}/* | head -n 1)
	grep -q "^-----BEGIN LUCKY VIEW-----$" "$f"
	parts=$(as "lj-$a" mshow -t "$f")
	[[ $parts == *"text/plain"* && $parts == *"image/svg+xml"* ]]
}

@test "forged: a mail in the acting player's name, with another's secret, changes nothing" {
	refusing
	player "$b" send plain -F "lj-$a@localhost" "$o"
	refused_mail
}

@test "wrong secret: the acting player's order with a secret not theirs changes nothing" {
	refusing
	player "$a" send qp -s "$(printf '%064d' 0)" "$o"
	refused_mail
	player "$a" last | grep -q 'secret is not yours'
}

@test "an order naming a file: refused with the order before it, the file unread" {
	refusing
	player "$a" send plain "$o" "move --file=/etc/passwd gallery"
	refused_mail
	if grep -rq '^root:' "$root"/home/lj-*/Maildir; then
		echo "/etc/passwd was mailed" >&2
		return 1
	fi
}

@test "replayed: a mail delivered twice (one Message-ID) is played once" {
	acting
	master >"$BATS_FILE_TMPDIR/before"
	o=$(player "$a" order)
	[ -n "$o" ]
	player "$a" send base64 -i "<lj-replay-1@localhost>" "$o"
	echo "$a (base64): $o" >>"$root/orders"
	settle
	played "$BATS_FILE_TMPDIR/before"
	master >"$BATS_FILE_TMPDIR/after"
	n=$(mails)
	player "$a" send base64 -i "<lj-replay-1@localhost>" "$o"
	settle
	unchanged "$BATS_FILE_TMPDIR/after"
	# ignored: not even answered
	is mails "$n" "$(mails)"
	grep -qF "lj-replay-1@localhost" "$game/current/judge"
}

@test "two mails at once: an order and another player's HISTORY, both answered" {
	acting
	master >"$BATS_FILE_TMPDIR/before"
	nb=$(find "$root/home/lj-$b/Maildir" -type f | wc -l)
	o=$(player "$a" order)
	[ -n "$o" ]
	echo "$a (alternative): $o" >>"$root/orders"
	player "$a" send alternative "$o" &
	player "$b" send crlf HISTORY &
	wait
	settle
	played "$BATS_FILE_TMPDIR/before"
	# the other: the report of the order, and the history
	[ "$(find "$root/home/lj-$b/Maildir" -type f | wc -l)" -ge $((nb + 2)) ]
}

@test "deadline: tick plays for a player who let the deadline pass, telling everyone" {
	acting
	master >"$BATS_FILE_TMPDIR/before"
	n=$(mails)
	# the deadline is 2 s: polled for 20 s at most
	end=$((SECONDS + 20))
	while cmp -s "$BATS_FILE_TMPDIR/before" "$game/current/game"; do
		run --separate-stderr judge tick
		[ "$status" -le 1 ] || return 1
		if [ "$SECONDS" -gt "$end" ]; then
			echo "tick played nothing in 20 s" >&2
			return 1
		fi
		sleep 0.2
	done
	settle
	# a mail to each player at least
	[ "$(mails)" -ge $((n + 3)) ]
}

@test "game: the whole game by mail, every shape of mail, to the end" {
	i=0
	while [ "$(key phase)" != over ]; do
		out=$(round)
		[ -n "$out" ] || {
			echo "nobody acted; the newest mails:" >&2
			for p in $players; do player "$p" last >&2; done
			return 1
		}
		i=$((i + 1))
		[ "$i" -le 3000 ] || { echo "no end after 3000 rounds" >&2; return 1; }
	done
	# every shape of mail had an order played
	for f in "${forms[@]}"; do
		grep -q "^[a-z]* ($f): " "$root/orders" ||
		    { echo "no order played in a mail of shape $f" >&2; return 1; }
	done
	t=$(($(date +%s) - $(cat "$root/started")))
	echo "# the game took $(($(sent) + $(mails))) mails: $(sent) from the players ($(grep -c . "$root/orders") orders), $(mails) from the judge, in $t s" >&3
	echo "# $(key winner) killed Doctor Lucky; the winner's last mail, as the judge read it:" >&3
	sed 's/^SECRET \(.\{8\}\).*/SECRET \1.../; s/^/#   /' \
	    "$root/home/lj-$(key winner)/.lj/body" >&3
	slow=$(find "$root"/home/lj-*/.lj -name 'slow.*' | wc -l)
	[ "$slow" -eq 0 ] ||
	    echo "# lucky-bot took more than 20 s on $slow views: random played them" >&3
}

@test "lucky-check: the final master state and the commitment, mailed to everyone, prove the deal" {
	for p in $players; do
		d=$BATS_FILE_TMPDIR/end.$p
		mkdir "$d"
		player "$p" last >"$d/mail"
		sed -n '/^-----BEGIN LUCKY MASTER-----$/,/^-----END LUCKY MASTER-----$/p' \
		    "$d/mail" | sed '1d;$d' >"$d/master"
		sed -n '/^-----BEGIN LUCKY COMMITMENT-----$/,/^-----END LUCKY COMMITMENT-----$/p' \
		    "$d/mail" | sed '1d;$d' >"$d/commitment"
		# the game the judge kept
		cmp "$game/current/game" "$d/master"
		run --separate-stderr lucky-check -q --commitment="$d/commitment" "$d/master"
		ran 0 "" ""
		# the commitment mailed at the start, the player's own words
		is commitment "commitment $(cat "$BATS_FILE_TMPDIR/commitment")" \
		    "$(grep '^commitment ' "$d/commitment")"
		c=$(sed -n "s/^$p ([a-z0-9]*): SEED //p" "$BATS_FILE_TMPDIR/seed.$p")
		grep -qxF "contribution $p $c" "$d/commitment"
	done
	# another secret: refused
	d=$BATS_FILE_TMPDIR/end.ann
	sed "s/^secret .*/secret $(printf '%064d' 0)/" "$d/commitment" >"$d/forged"
	run --separate-stderr lucky-check -q --commitment="$d/forged" "$d/master"
	is status 1 "$status"
}
