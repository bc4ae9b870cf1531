#!/usr/bin/env bats
# lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE.
#
# A whole 3-player game by mail through a real mail server (issue 18):
# tests/mail/setup installs OpenSMTPD and mblaze, makes the accounts
# lj-ann, lj-bob, lj-cat (Maildirs) and lj-judge (its ~/.forward pipes
# into lucky-judge -d ~/games) and starts smtpd, delivering locally
# only; the players (tests/mail/player, as lj-player) read their mail
# with mblaze and answer with MIME mails through sendmail(8).  Run as
# root by "make check-mail" (not by make check: it installs packages,
# makes accounts and starts a server); it fails, and skips nothing, when
# it is not root or has no apt-get.
#
# The tests run in order, one game: each starts where the one before
# left it.  The judge's secret is fixed (new -K) and so are the players'
# words, so the deal, and the game, are the same every run.
# LUCKY_MAIL_KEEP=1 keeps the server and accounts afterwards.

load helper

game=main

setup_file() {
	mail_setup_file tests/mail/game.bats
}

teardown_file() {
	mail_teardown_file
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

# sha NAME: the SHA-256 of NAME's words, as COMMIT carries it
sha() {
	printf '%s' "$(player "$1" words)" | sha256sum | cut -c1-64
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

@test "new: every player is mailed a secret of their own and the judge's commitment, the SHA-256 of its secret (-K)" {
	date +%s >"$root/started"
	run --separate-stderr new_game main -t 2s -w 1s -G 0 \
	    ann=lj-ann@localhost bob=LJ-Bob@LocalHost cat=lj-cat@localhost
	ran 0 main ""
	settle
	# the judge's directory, a directory a game; the game's secret apart
	# from its generations; no master state before the deal
	is "mode" "700 lj-judge" "$(stat -c '%a %U' "$dir")"
	is "mode" "700 lj-judge" "$(stat -c '%a %U' "$dir/main")"
	is "the secret's mode" "400 $judge_secret" \
	    "$(stat -c %a "$dir/main/secret") $(cat "$dir/main/secret")"
	[ -L "$dir/main/current" ]
	[ -f "$dir/main/current/judge" ]
	[ ! -e "$dir/main/current/game" ]
	for p in $players; do
		s=$(player "$p" secret)
		[[ $s =~ ^[0-9a-f]{64}$ ]]
		printf '%s\n' "$s"
	done >"$BATS_FILE_TMPDIR/secrets"
	is "distinct secrets" 3 "$(sort -u "$BATS_FILE_TMPDIR/secrets" | wc -l)"
	c=$(printf '%s' "$judge_secret" | sha256sum | cut -c1-64)
	for p in $players; do
		is "$p's commitment" "$c" "$(player "$p" commitment)"
	done
	is mails 3 "$(mails)"
}

@test "commit: three commitments sent at once, each answered; the last brings everyone the list of them" {
	player ann step qp >"$BATS_FILE_TMPDIR/commit.ann" &
	player bob step base64 >"$BATS_FILE_TMPDIR/commit.bob" &
	player cat step alternative >"$BATS_FILE_TMPDIR/commit.cat" &
	wait
	settle
	is "ann's mail" "ann (qp): COMMIT $(sha ann)" "$(cat "$BATS_FILE_TMPDIR/commit.ann")"
	is "bob's mail" "bob (base64): COMMIT $(sha bob)" "$(cat "$BATS_FILE_TMPDIR/commit.bob")"
	is "cat's mail" "cat (alternative): COMMIT $(sha cat)" "$(cat "$BATS_FILE_TMPDIR/commit.cat")"
	for p in $players; do
		echo "$p $(sha "$p")"
	done >"$BATS_FILE_TMPDIR/commitments"
	# the quoted-printable, base64 and multipart/alternative mails
	# decoded: each commitment in, as written
	for p in $players; do
		grep -qx "pcommit $p $(sha "$p")" "$dir/main/current/judge"
	done
	grep -qx 'phase reveal' "$dir/main/current/judge"
	[ ! -e "$dir/main/current/game" ]
	# each one's answer, then the list for everyone
	for p in $players; do
		is "the list $p was mailed" "$(cat "$BATS_FILE_TMPDIR/commitments")" \
		    "$(player "$p" commitments)"
		mailed "$p" '^The deal waits for the words \(SEED\) of ann, bob, cat\.$'
	done
	# an answer and the list, or the list with the answer first
	[ "$(mails)" -ge 6 ]
}

@test "reveal: the words, sent at once, deal the game with the seed that the judge's secret and the words make" {
	player ann step crlf >"$BATS_FILE_TMPDIR/seed.ann" &
	player bob step top >"$BATS_FILE_TMPDIR/seed.bob" &
	player cat step plain >"$BATS_FILE_TMPDIR/seed.cat" &
	wait
	settle
	is "ann's mail" "ann (crlf): SEED $(player ann words)" "$(cat "$BATS_FILE_TMPDIR/seed.ann")"
	is "bob's mail" "bob (top): SEED $(player bob words)" "$(cat "$BATS_FILE_TMPDIR/seed.bob")"
	is "cat's mail" "cat (plain): SEED $(player cat words)" "$(cat "$BATS_FILE_TMPDIR/seed.cat")"
	[ "$(key phase)" = move ]
	lucky-check -q -f "$dir/main/current/game"
	# each one's words in, as written (UTF-8 in a mail of CR LF lines,
	# in a reply above the quote, in a plain mail)
	for p in $players; do
		grep -qxF "seed $p $(player "$p" words)" "$dir/main/current/judge"
	done
	# lucky-judge(1) "The deal": the first 8 bytes of the SHA-256 of
	# the text, the highest bit cleared
	h=$({
		printf 'lucky-judge seed\njudge %s\n' "$judge_secret"
		for p in $players; do
			printf '%s %s\n' "$p" "$(player "$p" words)"
		done
	} | sha256sum | cut -c1-16)
	is seed $((0x$h & 0x7fffffffffffffff)) "$(key seed)"
	# everyone has the view of the game dealt
	for p in $players; do
		mailed "$p" '^Every part of the deal is in: the game is dealt\.$'
		mailed "$p" '^-----BEGIN LUCKY VIEW-----$'
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
	player "$a" last | grep -q 'secret is not yours'
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
	player "$a" last | grep -q '^Your mail was not played, and nothing changed: line 3, "move --file=/etc/passwd gallery"'
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
	# the report answered the first one (lucky-judge(1) "Mail out")
	mailed "$a" '^In-Reply-To: <lj-replay-1@localhost>$'
	# remembered by its hash (lucky-judge(1) "Nothing lost")
	grep -qx "seen $(printf '%s' '<lj-replay-1@localhost>' | sha256sum | cut -c1-32)" \
	    "$dir/main/current/judge"
}

@test "two mails at once: an order and another player's HISTORY, both answered" {
	acting
	master >"$BATS_FILE_TMPDIR/before"
	nb=$(maildir "$b" | wc -l)
	o=$(player "$a" order)
	[ -n "$o" ]
	echo "$a (alternative): $o" >>"$root/orders"
	player "$a" send alternative "$o" &
	player "$b" send crlf HISTORY &
	wait
	settle
	played "$BATS_FILE_TMPDIR/before"
	# the other: the report of the order, and the history
	[ "$(maildir "$b" | wc -l)" -ge $((nb + 2)) ]
	mailed "$b" '^The game so far:$'
}

@test "deadline: tick plays for a player who let the deadline pass, telling everyone" {
	acting
	master >"$BATS_FILE_TMPDIR/before"
	n=$(mails)
	# the deadline is 2 s, no grace: polled for 20 s at most
	end=$((SECONDS + 20))
	while cmp -s "$BATS_FILE_TMPDIR/before" "$dir/main/current/game"; do
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
	mailed "$b" "^$a's deadline passed: lucky-bot played for them\.$"
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
	# no mail came back as a bounce, lucky-judge took every mail
	# (exit 0), and each of its mails says that a program sent it
	if grep -E 'from=<> |user=lj-judge .*result=(PermFail|TempFail)' "$root/smtpd.log"; then
		echo "a bounce, or a mail lucky-judge did not take" >&2
		return 1
	fi
	for p in $players; do
		for f in $(maildir "$p"); do
			[ "$(as "lj-$p" mhdr -h return-path "$f")" = "<lj-judge@localhost>" ] ||
			    continue
			is "Auto-Submitted" auto-replied "$(as "lj-$p" mhdr -h auto-submitted "$f")"
		done
	done
	slow=$(find "$root"/home/lj-*/.lj -name 'slow.*' | wc -l)
	[ "$slow" -eq 0 ] ||
	    echo "# lucky-bot took more than 20 s on $slow views: random played them" >&3
}

@test "lucky-check: the final master state and the commitment file, mailed to everyone, prove the deal" {
	for p in $players; do
		# lucky-check --commitment, and the commitments each player
		# was mailed before (the judge's first, the players' list)
		player "$p" verify
		d=$root/home/lj-$p/.lj/end
		# the game the judge kept
		cmp "$dir/main/current/game" "$d/master"
		grep -qx "secret $judge_secret" "$d/commitment"
	done
	# another secret: refused
	d=$root/home/lj-ann/.lj/end
	sed "s/^secret .*/secret $(printf '%064d' 0)/" "$d/commitment" \
	    >"$BATS_FILE_TMPDIR/forged"
	run --separate-stderr lucky-check -q \
	    --commitment="$BATS_FILE_TMPDIR/forged" "$d/master"
	is status 1 "$status"
	# the judge's secret was mailed at the end only
	n=$(grep -l "$judge_secret" $(for p in $players; do maildir "$p"; done) | wc -l)
	is "mails with the judge's secret" 3 "$n"
}
