#!/usr/bin/env bats
# lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE.
#
# The judge where the mail server is part of the story (issue 23),
# through the real server that tests/mail/setup starts (see game.bats):
# a mail from an address that does not exist, an answer the server
# refuses for good, a refused mail that must not come back as a bounce
# with its secret, mails of 5 and 17 MiB, an order in an attached file,
# a bounce of the judge's own mail, a game with a player whose address
# does not exist.  Each checks what smtpd did (its log, its queue), what
# the judge logged, that nothing waits in the judge's spool, and that
# the players' next mails are played.  The mails out of the ordinary are
# made here, with mmime where they are MIME, and given to sendmail(8).
#
# The tests run in order in one game, "hostile", dealt in setup_file
# (the judge's secret and the players' words fixed: the same deal every
# run); the last one makes a second game.

load helper

game=hostile
nobody=lj-nobody@localhost

setup_file() {
	mail_setup_file tests/mail/hostile.bats
	new_game hostile -t 0 ann=lj-ann@localhost bob=lj-bob@localhost \
	    cat=lj-cat@localhost >/dev/null
	settle
	deal
}

teardown_file() {
	mail_teardown_file
}

# from ACCOUNT SENDER: the mail on the standard input to the judge,
# through sendmail as ACCOUNT, the envelope's sender SENDER
from() {
	as "$1" sendmail -i -f "$2" lj-judge@localhost
}

# newest NAME: the text of the newest mail in lj-NAME's Maildir
newest() {
	player "$1" last
}

# secret_of NAME: NAME's secret (their lj-player read it)
secret_of() {
	player "$1" secret
}

# next_mails: every player mails the judge again, the one who must act
# their order (played), the others STATUS (answered), and the queue
# settles with nothing in the spool
next_mails() {
	local p m
	acting
	master >"$BATS_FILE_TMPDIR/next"
	m=$(mails)
	for p in $players; do
		if [ "$p" = "$a" ]; then
			player "$p" step plain | grep -q "^$p (plain): "
		else
			player "$p" send plain STATUS
		fi
	done
	settle
	played "$BATS_FILE_TMPDIR/next"
	# the report to each, and the two answers
	[ "$(mails)" -ge $((m + 5)) ]
	spool_empty
}

@test "stranger: a mail from an address that does not exist gets no answer at all, a line in the judge's log, and every player's next mail is played" {
	mark
	master >"$BATS_FILE_TMPDIR/before"
	n=$(mails)
	printf 'From: Nobody <%s>\nTo: lj-judge@localhost\nSubject: may I play?\n\nHello, may I play?\nmove gallery\n' \
	    "$nobody" | from lj-bob "$nobody"
	settle
	unchanged "$BATS_FILE_TMPDIR/before"
	is mails "$n" "$(mails)"
	# no answer, not even tried: the server saw no mail to it
	if smtpd_since | grep -F "$nobody" | grep -v "from=<$nobody>"; then
		echo "the judge mailed $nobody" >&2
		return 1
	fi
	is "the judge's log" "a mail from $nobody, not a member: not answered" \
	    "$(log_since | cut -d' ' -f2-)"
	no_bounce
	next_mails
}

@test "stranger: a LIST from an address that does not exist: the one answer a day is refused by the server (550), logged, never queued; the next one is not tried" {
	mark
	printf 'From: %s\nTo: lj-judge@localhost\nSubject: games\n\nLIST\n' "$nobody" |
	    from lj-cat "$nobody"
	settle
	is "the server's refusal" "result=\"550 Invalid recipient: <$nobody>\"" \
	    "$(smtpd_since | grep -F "RCPT TO:<$nobody>" | sed 's/.* result=/result=/')"
	is "the judge's log" "an answer to $nobody could not be sent" \
	    "$(log_since | cut -d' ' -f2-)"
	no_bounce
	# once a day at most: the second LIST is not answered, not tried
	mark
	printf 'From: %s\nTo: lj-judge@localhost\nSubject: games\n\nLIST\n' "$nobody" |
	    from lj-cat "$nobody"
	settle
	if smtpd_since | grep -F "RCPT TO:<$nobody>"; then
		echo "the judge tried to answer $nobody twice in a day" >&2
		return 1
	fi
	is "the judge's log" "a mail from $nobody, not a member: not answered" \
	    "$(log_since | cut -d' ' -f2-)"
	no_bounce
	next_mails
}

@test "spool: a mail that the server refuses for good (550, sendmail exit 70) is dropped with a line in the log, and every later run reads its mail" {
	acting
	mark
	# a code to an address that does not exist: into the spool, refused
	player "$a" send plain "SET ADDRESS $nobody"
	settle
	newest "$a" | grep -qx "A code went to $nobody: confirm from there (CONFIRM ADDRESS)."
	is "the judge's log" "hostile: a mail to $nobody dropped: /usr/sbin/sendmail exit 70: sendmail: command failed: 550 Invalid recipient: <$nobody>" \
	    "$(log_since | cut -d' ' -f2-)"
	no_bounce
	# a mail from it, with no code: refused, the answer to it (the
	# address waits for its code) refused by the server too, dropped
	mark
	master >"$BATS_FILE_TMPDIR/before"
	printf 'From: %s\nTo: lj-judge@localhost\nSubject: confirm\n\nSECRET %s\nCONFIRM ADDRESS 0000000000000000\n' \
	    "$nobody" "$(printf '%064d' 0)" | from lj-bob "$nobody"
	settle
	unchanged "$BATS_FILE_TMPDIR/before"
	is "the judge's log" "hostile: a mail to $nobody dropped: /usr/sbin/sendmail exit 70: sendmail: command failed: 550 Invalid recipient: <$nobody>" \
	    "$(log_since | cut -d' ' -f2-)"
	no_bounce
	# the runs after it: flush and tick (no deadline: nothing to do)
	# are not held up, and the players' next mails are played
	run --separate-stderr judge flush
	ran 0 "" ""
	run --separate-stderr judge tick
	ran 1 "" ""
	next_mails
	is "the judge's log" "" "$(log_since | grep -v "$nobody" || true)"
}

@test "bounce: mails the judge refuses, with the sender's secret, come back as no bounce: the judge takes them (exit 0) and answers why" {
	acting
	mark
	master >"$BATS_FILE_TMPDIR/before"
	o=$(player "$a" order)
	[ -n "$o" ]
	rm "$root/home/lj-$a/.lj/answered"
	n=$(mails)
	# out of turn; a typo; a control character: each refused
	player "$b" send plain "$o"
	player "$a" send plain "mvoe gallery"
	player "$a" send plain "$(printf 'end\001')"
	settle
	unchanged "$BATS_FILE_TMPDIR/before"
	is mails $((n + 3)) "$(mails)"
	no_bounce
	is "the queue" "" "$(smtpctl show queue)"
	# the answers say why
	mailed "$b" '^Your mail was not played, and nothing changed: line 2, ".*": it is not your turn'
	mailed "$a" '^Your mail was not played, and nothing changed: line 2, "mvoe gallery": unknown order "mvoe" \(did you mean "move"\?\)'
	mailed "$a" '^Your mail was not played, and nothing changed: line 2 holds a control character \(0x01\)'
	# each sender's secret is in the judge's own mails only (its first
	# mail): none from MAILER-DAEMON, none with the mail sent
	for p in "$a" "$b"; do
		s=$(secret_of "$p")
		is "mails with $p's secret" 1 "$(grep -l "$s" $(maildir "$p") | wc -l)"
		for f in $(grep -l "$s" $(maildir "$p")); do
			is "the sender of a mail with $p's secret" "<lj-judge@localhost>" \
			    "$(as "lj-$p" mhdr -h return-path "$f")"
			is "its subject" "lucky hostile: a new game, your secret" \
			    "$(as "lj-$p" mhdr -h subject "$f")"
		done
		if grep -il '^From:.*mailer-daemon' $(maildir "$p"); then
			echo "$p got a bounce" >&2
			return 1
		fi
	done
}

@test "size: a mail of 5 MiB, the text, an image attached, then the order in a second inline text part, is played; the answer names the image as not read" {
	acting
	master >"$BATS_FILE_TMPDIR/before"
	o=$(player "$a" order)
	[ -n "$o" ]
	t=$BATS_FILE_TMPDIR/big
	mkdir -p "$t"
	{ printf '\211PNG\r\n\032\n'; head -c $((3800 * 1024)) /dev/urandom; } >"$t/board.png"
	printf '%s\n' "$o" >"$t/order"
	{
		printf 'From: %s <lj-%s@localhost>\nTo: lj-judge@localhost\nSubject: my board\n\n' "$a" "$a"
		printf 'SECRET %s\nHere is the board as I see it:\n' "$(secret_of "$a")"
		printf '#image/png %s\n' "$t/board.png"
		printf '#text/plain;charset=utf-8#inline %s>\n' "$t/order"
	} | mmime >"$t/mail"
	size=$(stat -c %s "$t/mail")
	[ "$size" -gt $((5 * 1024 * 1024)) ] && [ "$size" -lt $((6 * 1024 * 1024)) ]
	mark
	from "lj-$a" "lj-$a@localhost" <"$t/mail"
	settle
	played "$BATS_FILE_TMPDIR/before"
	no_bounce
	f=$(newest "$a")
	grep -A1 -x 'These lines were not read as orders:' <<<"$f" |
	    grep -qx '  Here is the board as I see it:'
	grep -A1 -x 'These attachments were not read:' <<<"$f" | grep -qx '  board.png (image/png)'
}

@test "size: a mail over 16 MiB (smtpd takes 35 MB) is not played, not remembered, and its sender is told it was not read" {
	acting
	master >"$BATS_FILE_TMPDIR/before"
	o=$(player "$a" order)
	[ -n "$o" ]
	rm "$root/home/lj-$a/.lj/answered"
	t=$BATS_FILE_TMPDIR/huge
	mkdir -p "$t"
	{ printf '\211PNG\r\n\032\n'; head -c $((12900 * 1024)) /dev/urandom; } >"$t/board.png"
	printf '%s\n' "$o" >"$t/order"
	{
		printf 'From: %s <lj-%s@localhost>\nTo: lj-judge@localhost\nSubject: my board\nMessage-ID: <lj-huge-1@localhost>\n\n' "$a" "$a"
		printf 'SECRET %s\nHere is the board as I see it:\n' "$(secret_of "$a")"
		printf '#image/png %s\n' "$t/board.png"
		printf '#text/plain;charset=utf-8#inline %s>\n' "$t/order"
	} | mmime >"$t/mail"
	size=$(stat -c %s "$t/mail")
	[ "$size" -gt $((16 * 1024 * 1024)) ] && [ "$size" -lt $((35 * 1000 * 1000)) ]
	mark
	n=$(mails)
	from "lj-$a" "lj-$a@localhost" <"$t/mail"
	settle
	unchanged "$BATS_FILE_TMPDIR/before"
	is mails $((n + 1)) "$(mails)"
	no_bounce
	newest "$a" | grep -q '^Your mail was not read, and nothing changed: it is [0-9]* bytes long, and the$'
	said=$(newest "$a" | sed -n 's/^Your mail was not read, and nothing changed: it is \([0-9]*\) bytes long.*/\1/p')
	[ "$said" -ge "$size" ]
	# not remembered: it may come again, smaller
	if grep -qx "seen $(printf '%s' '<lj-huge-1@localhost>' | sha256sum | cut -c1-32)" \
	    "$dir/hostile/current/judge"; then
		echo "the judge remembers the mail it did not read" >&2
		return 1
	fi
	# the order, in a mail of its own, is played
	player "$a" send plain "$o"
	settle
	played "$BATS_FILE_TMPDIR/before"
}

@test "attachments: an order that stands only in an attached plan.txt is not played; the answer names plan.txt" {
	acting
	master >"$BATS_FILE_TMPDIR/before"
	o=$(player "$a" order)
	[ -n "$o" ]
	rm "$root/home/lj-$a/.lj/answered"
	t=$BATS_FILE_TMPDIR/plan
	mkdir -p "$t"
	printf 'SECRET %s\n%s\n' "$(secret_of "$a")" "$o" >"$t/plan.txt"
	{
		printf 'From: %s <lj-%s@localhost>\nTo: lj-judge@localhost\nSubject: my plan\n\n' "$a" "$a"
		printf 'SECRET %s\nHello judge, my plan is attached.\n' "$(secret_of "$a")"
		printf '#text/plain;charset=utf-8#attachment %s\n' "$t/plan.txt"
	} | mmime >"$t/mail"
	grep -qx 'Content-Disposition: attachment; filename=plan.txt' "$t/mail"
	mark
	n=$(mails)
	from "lj-$a" "lj-$a@localhost" <"$t/mail"
	settle
	unchanged "$BATS_FILE_TMPDIR/before"
	is mails $((n + 1)) "$(mails)"
	no_bounce
	f=$(newest "$a")
	grep -A1 -x 'These attachments were not read:' <<<"$f" | grep -qx '  plan.txt (text/plain)'
	grep -qx 'Your mail held no order and no keyword: nothing was played.' <<<"$f"
}

@test "bounce back: a player's own server bounces the judge's mail; the bounce comes to the judge, which logs it and answers nothing (no mail loop)" {
	acting
	# b's deliveries fail for good: smtpd bounces the judge's mail to
	# it (as a person's full mailbox or mail filter would)
	printf '"|exit 67"\n' | as "lj-$b" sh -c 'umask 077; cat >"$HOME/.forward"'
	master >"$BATS_FILE_TMPDIR/before"
	mark
	player "$a" step plain | grep -q "^$a (plain): "
	settle
	played "$BATS_FILE_TMPDIR/before"
	s=$(smtpd_since)
	grep 'mda delivery' <<<"$s" | grep "user=lj-$b " | grep -q 'result=PermFail'
	grep -q 'smtp envelope .* from=<> to=<lj-judge@localhost>' <<<"$s"
	# taken by the judge, logged, not answered: the judge sent the
	# three reports, and nothing after the bounce
	if grep 'mda delivery' <<<"$s" | grep 'user=lj-judge' | grep -v 'result=Ok'; then
		echo "lucky-judge did not take the bounce" >&2
		return 1
	fi
	is "the judge's mails" 3 "$(grep -c 'smtp envelope .* from=<lj-judge@localhost>' <<<"$s")"
	log_since | cut -d' ' -f2- |
	    grep -qx 'a mail from mailer-daemon@[^ ]*: automatic, not answered'
	is "the judge's log" 1 "$(log_since | wc -l)"
	spool_empty
	# b's mail works again; VIEW brings b the view that bounced
	rm "$root/home/lj-$b/.forward"
	player "$b" send plain VIEW
	settle
	newest "$b" | grep -q '^-----BEGIN LUCKY VIEW-----$'
	next_mails
}

@test "a game with a player whose address does not exist: the judge's mails to them are dropped with a line in the log, the other player gets theirs" {
	ghost=lj-ghost@localhost
	# ann's mails of the game hostile read: the new ones are the new game's
	secret_of ann >/dev/null
	mark
	run --separate-stderr new_game ghost -t 0 ann=lj-ann@localhost dan=$ghost
	ran 0 ghost ""
	settle
	dropped="ghost: a mail to $ghost dropped: /usr/sbin/sendmail exit 70: sendmail: command failed: 550 Invalid recipient: <$ghost>"
	is "the judge's log" "$dropped" "$(log_since | cut -d' ' -f2-)"
	game=ghost
	no_bounce
	export LJ_GAME=ghost
	newest ann | grep -q '^You play ann in a game of Kill Doctor Lucky by mail, ghost, judged by$'
	# dan's secret, which dan never got, from the judge's file
	s=$(sed -n 's/^player dan [^ ]* \([0-9a-f]*\) .*/\1/p' "$dir/ghost/current/judge")
	w="dan's words"
	h=$(printf '%s' "$w" | sha256sum | cut -c1-64)
	# the commitments: the list mailed to ann, dan's dropped
	mark
	player ann step plain | grep -q '^ann (plain): COMMIT '
	printf 'From: %s\nTo: lj-judge@localhost\nSubject: c\n\nSECRET %s\nCOMMIT %s\n' "$ghost" "$s" "$h" |
	    from lj-bob "$ghost"
	settle
	is "the judge's log" "$dropped" "$(log_since | cut -d' ' -f2-)"
	no_bounce
	player ann commitments | grep -qx "dan $h"
	# the words: the game dealt, ann's view mailed, dan's dropped
	mark
	player ann step plain | grep -q '^ann (plain): SEED '
	printf 'From: %s\nTo: lj-judge@localhost\nSubject: s\n\nSECRET %s\nSEED %s\n' "$ghost" "$s" "$w" |
	    from lj-bob "$ghost"
	settle
	is "the judge's log" "$dropped" "$(log_since | cut -d' ' -f2-)"
	no_bounce
	[ "$(key phase)" = move ]
	player ann view >"$BATS_FILE_TMPDIR/view"
	is "the view ann was mailed: whose turn" "$(key whose)" \
	    "$(lucky-show -f "$BATS_FILE_TMPDIR/view" -k whose)"
}
