#!/usr/bin/env bats
# lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE.
#
# lucky-judge(1), the judge of a game by mail, with tests/mail/sendmail
# for sendmail(8): each mail the judge sends lands in a file of its own
# in $OUT, numbered.  The players are ann (Ann@Example.org: the address
# is matched without regard to case), bob and cat.  The judge's secret,
# and so the deal, is fresh in every game, so the tests read what a turn
# may be from the master state (lucky-bot on a copy of it).

bats_require_minimum_version 1.5.0
load helper

setup() {
	OUT=$BATS_TEST_TMPDIR/out
	G=$BATS_TEST_TMPDIR/g
	mkdir -p "$OUT"
	export LUCKY_SENDMAIL=$BATS_TEST_DIRNAME/mail/sendmail
	export JUDGE_OUTBOX=$OUT
	N=0
}

# judge [OPTION ...]: a new game for ann, bob and cat.
judge() {
	lucky-judge -d "$G" new -j judge@example.org "$@" \
	    ann=Ann@Example.org bob=bob@example.org cat=cat@example.org
}

# mails: how many mails the judge sent.
mails() {
	find "$OUT" -name '[0-9]*' | wc -l
}

# to NAME: the mails sent to NAME, oldest first, one file a line.
to() {
	grep -il "^To: $1@example.org$" "$OUT"/[0-9]* 2>/dev/null
}

# last NAME: the last mail sent to NAME.
last() {
	to "$1" | tail -n 1
}

# secret NAME: the secret the judge mailed NAME.
secret() {
	sed -n 's/^  SECRET \([0-9a-f]\{64\}\)$/\1/p' "$(to "$1" | head -n 1)"
}

# mail NAME LINE ...: a plain mail from NAME with the lines for body,
# after NAME's secret; $ID its Message-ID.
mail() {
	local who=$1

	shift
	N=$((N + 1))
	ID="<$N.$$.$RANDOM@example.org>"
	printf 'From: %s <%s@example.org>\nTo: judge@example.org\n' "$who" \
	    "$who"
	printf 'Subject: orders\nMessage-ID: %s\nMIME-Version: 1.0\n' "$ID"
	printf 'Content-Type: text/plain; charset=us-ascii\n\n'
	printf 'SECRET %s\n' "$(secret "$who")"
	printf '%s\n' "$@"
}

# deliver FILE: the judge reads the mail FILE, as a mail server gives it.
deliver() {
	lucky-judge -d "$G" <"$1"
}

# send NAME LINE ...: mail NAME's lines to the judge.
send() {
	mail "$@" >"$BATS_TEST_TMPDIR/mail"
	deliver "$BATS_TEST_TMPDIR/mail"
}

# dealt [OPTION ...]: a game whose contributions are in.
dealt() {
	judge "$@"
	send ann "SEED apples and pears"
	send bob "SEED 1234"
	send cat "SEED the cat sat"
}

master() {
	printf '%s\n' "$G/current/game"
}

whose() {
	lucky-show -f "$(master)" -k whose
}

records() {
	lucky-show -f "$(master)" -k record | grep -c . || true
}

# turn_of NAME: the orders of NAME's whole turn as lucky-bot plays it on a
# copy of the master state, one a line, as a player mails them.
turn_of() {
	local c=$BATS_TEST_TMPDIR/copy i a

	cp "$(master)" "$c"
	for i in 1 2 3 4 5 6 7 8 9 10; do
		[ "$(lucky-show -f "$c" -k whose)" = "$1" ] || break
		read -r -a a <<<"$(lucky-bot -f "$c")"
		"${a[0]}" -i -f "$c" "${a[@]:1}" || return 1
		printf '%s\n' "${a[*]}" | sed "s/^lucky-//; s/ -p $1//"
	done
}

# step_and_end NAME: a whole turn of two orders: a step to the first
# space NAME reaches without a card, and the end of the turn.
step_and_end() {
	lucky-show -f "$(master)" -k reach | awk -v here="$(lucky-show \
	    -f "$(master)" -k "room:$1")" '$2 == "-" && $1 != here {
		print "move " $1; exit }'
	echo end
}

# block NAME FILE: the lines between -----BEGIN LUCKY NAME----- and
# -----END LUCKY NAME----- in the mail FILE.
block() {
	sed -n "/^-----BEGIN LUCKY $1-----\$/,/^-----END LUCKY $1-----\$/p" \
	    "$2" | sed '1d;$d'
}

# all_resign: every player resigns, so the bots play to the end; the
# final master state and the commitment file cat was mailed, into
# $BATS_TEST_TMPDIR/master and $BATS_TEST_TMPDIR/c.
all_resign() {
	send ann RESIGN
	send bob RESIGN
	send cat RESIGN
	block MASTER "$(last cat)" >"$BATS_TEST_TMPDIR/master"
	block COMMITMENT "$(last cat)" >"$BATS_TEST_TMPDIR/c"
}

# view FILE: the view in the mail FILE.
view() {
	block VIEW "$1"
}

@test "lucky-judge: -h, --version, an unknown option, no directory" {
	run --separate-stderr lucky-judge -h
	is status 0 "$status"
	[[ "$output" == "usage: lucky-judge -d dir new "* ]]
	run --separate-stderr lucky-judge --version
	ran 0 "lucky-judge 0.1" ""
	run --separate-stderr lucky-judge -x
	refused 2 "lucky-judge: unknown option -x (lucky-judge --help lists the options)"
	run --separate-stderr lucky-judge -d "$G" tick
	is status 2 "$status"
}

@test "new: the game directory is the judge's only, each player is mailed a secret of their own and the commitment" {
	judge -t 2d
	is "modes" "700 600 700" "$(echo $(stat -c %a "$G" "$G"/current/judge \
	    "$G"/current/out))"
	is "mails" 3 "$(mails)"
	is "to" "To: Ann@Example.org
To: bob@example.org
To: cat@example.org" "$(grep -h '^To:' "$OUT"/*)"
	a=$(secret ann) b=$(secret bob) c=$(secret cat)
	[ ${#a} -eq 64 ] && [ ${#b} -eq 64 ] && [ "$a" != "$b" ] &&
	    [ "$b" != "$c" ] && [ "$a" != "$c" ]
	# each mail has its own secret only
	run grep -c "$a" "$OUT"/0002 "$OUT"/0003
	is "ann's secret elsewhere" "$OUT/0002:0
$OUT/0003:0" "$output"
	# the commitment is the SHA-256 of the judge's secret
	s=$(sed -n 's/^secret //p' "$G/current/judge")
	h=$(printf '%s' "$s" | sha256sum | cut -d' ' -f1)
	grep -qx "  $h" "$OUT/0001"
	grep -q '^Message-ID: <lucky\.' "$OUT/0001"
	grep -qx 'Content-Type: text/plain; charset=utf-8' "$OUT/0001"
	# no game before the contributions
	[ ! -e "$G/current/game" ]
}

@test "new: a bad address, a name lucky-new refuses, a directory that exists: nothing made" {
	run --separate-stderr lucky-judge -d "$G" new ann=ann bob=bob@x
	refused 2 "lucky-judge: ann=ann: not a name and an address"
	run --separate-stderr lucky-judge -d "$G" new -r nosuch ann=a@x bob=b@x
	is status 2 "$status"
	[ ! -e "$G" ]
	is "mails" 0 "$(mails)"
	mkdir "$G"
	run --separate-stderr lucky-judge -d "$G" new ann=a@x bob=b@x
	is status 2 "$status"
}

@test "the deal: the seed is the SHA-256 of the judge's secret and the contributions, dealt with the last one" {
	judge
	send ann "SEED apples and pears"
	[ ! -e "$G/current/game" ]
	grep -q "waiting for bob, cat" "$(last ann)"
	send bob "SEED 1234"
	send cat "SEED the   cat sat"
	s=$(sed -n 's/^secret //p' "$G/current/judge")
	h=$(printf 'lucky-judge seed\njudge %s\nann apples and pears\nbob 1234\ncat the cat sat\n' "$s" |
	    sha256sum | cut -c1-16)
	is "seed" "$((0x$h & 0x7fffffffffffffff))" \
	    "$(lucky-show -f "$(master)" -k seed)"
	grep -q "the game is dealt" "$(last ann)"
	# everyone is mailed the game and their view
	view "$(last bob)" >"$BATS_TEST_TMPDIR/v"
	is "bob's view" "$(lucky-show -f "$(master)" -a bob)" \
	    "$(cat "$BATS_TEST_TMPDIR/v")"
	grep -q "It is your move, $(whose):" "$(last "$(whose)")"
}

@test "a whole turn in one mail: every order played in order, one report to each player" {
	dealt
	w=$(whose)
	# lucky-bot's turn, else (a turn of one order) a step and the end
	mapfile -t t < <(turn_of "$w")
	[ "${#t[@]}" -ge 2 ] || mapfile -t t < <(step_and_end "$w")
	[ "${#t[@]}" -ge 2 ]
	n=$(records) m=$(mails)
	send "$w" "${t[@]}"
	is "records" "$((n + ${#t[@]}))" "$(records)"
	[ "$(whose)" != "$w" ]
	is "mails" "$((m + 3))" "$(mails)"
	grep -q "^In-Reply-To: $ID$" "$(last "$w")"
	grep -q "^What happened:" "$(last bob)"
	is "sentences" "$(( ${#t[@]} ))" "$(sed -n '/^What happened:/,/^$/p' \
	    "$(last cat)" | grep -c '^  ')"
	lucky-check -q "$(master)"
}

@test "all or nothing: a turn with a refused order changes nothing, the sender is told which line and why" {
	dealt
	w=$(whose)
	mapfile -t t < <(turn_of "$w")
	cp "$(master)" "$BATS_TEST_TMPDIR/before"
	m=$(mails)
	send "$w" "${t[0]}" "move kitchn"
	cmp "$BATS_TEST_TMPDIR/before" "$(master)"
	is "mails" "$((m + 1))" "$(mails)"
	grep -q "^Your mail was not played, and nothing changed: line 3, \"move kitchn\": " "$(last "$w")"
	grep -q "^In-Reply-To: $ID$" "$(last "$w")"
}

@test "a forged sender: another player's secret, or an address not registered, changes nothing" {
	dealt
	w=$(whose)
	mapfile -t t < <(turn_of "$w")
	[ "$w" = ann ] && o=bob || o=ann
	cp "$(master)" "$BATS_TEST_TMPDIR/before"
	# o's mail with w's secret and orders
	mail "$w" "${t[@]}" | sed "s/^From: .*/From: $o <$o@example.org>/" \
	    >"$BATS_TEST_TMPDIR/forged"
	deliver "$BATS_TEST_TMPDIR/forged"
	cmp "$BATS_TEST_TMPDIR/before" "$(master)"
	grep -q "nothing changed: its secret is not yours" "$(last "$o")"
	# w's secret from an address that is not a player's
	mail "$w" "${t[@]}" | sed "s/^From: .*/From: eve@example.org/" \
	    >"$BATS_TEST_TMPDIR/forged"
	deliver "$BATS_TEST_TMPDIR/forged"
	cmp "$BATS_TEST_TMPDIR/before" "$(master)"
	grep -q "eve@example.org is not a player of this game" "$OUT/$(ls "$OUT" | tail -n 1)"
	grep -q "^To: eve@example.org$" "$OUT/$(ls "$OUT" | tail -n 1)"
}

@test "a wrong secret, or none: nothing changes" {
	dealt
	w=$(whose)
	mapfile -t t < <(turn_of "$w")
	cp "$(master)" "$BATS_TEST_TMPDIR/before"
	mail "$w" "${t[@]}" | sed 's/^SECRET \(.*\)./SECRET \10/;s/^SECRET \(.*\)00$/SECRET \11/' \
	    >"$BATS_TEST_TMPDIR/m"
	deliver "$BATS_TEST_TMPDIR/m"
	cmp "$BATS_TEST_TMPDIR/before" "$(master)"
	grep -q "nothing changed: its secret is not yours" "$(last "$w")"
	mail "$w" "${t[@]}" | sed '/^SECRET /d' >"$BATS_TEST_TMPDIR/m"
	deliver "$BATS_TEST_TMPDIR/m"
	cmp "$BATS_TEST_TMPDIR/before" "$(master)"
	grep -q 'nothing changed: it has no line "SECRET your-secret"' "$(last "$w")"
}

@test "a mail delivered twice (the same Message-ID) is played once" {
	dealt
	w=$(whose)
	mapfile -t t < <(turn_of "$w")
	n=$(records)
	mail "$w" "${t[@]}" >"$BATS_TEST_TMPDIR/m"
	deliver "$BATS_TEST_TMPDIR/m"
	m=$(mails)
	deliver "$BATS_TEST_TMPDIR/m"
	is "records" "$((n + ${#t[@]}))" "$(records)"
	is "mails" "$m" "$(mails)"
	grep -qx "seen $ID" "$G/current/judge"
}

@test "a mail delivered twice after 10,000 others is played once: the judge keeps the Message-IDs of the latest 10,000 mails" {
	dealt
	# the judge's file as after 10,000 mails more
	seq 10000 | sed 's/.*/seen <old.&@example.org>/' >>"$G/current/judge"
	mail ann VIEW >"$BATS_TEST_TMPDIR/m"
	m=$(mails)
	deliver "$BATS_TEST_TMPDIR/m"
	is "mails" "$((m + 1))" "$(mails)"
	deliver "$BATS_TEST_TMPDIR/m"
	is "mails" "$((m + 1))" "$(mails)"
	# the latest 10,000, oldest first: the oldest forgotten
	is "seen" 10000 "$(grep -c '^seen ' "$G/current/judge")"
	is "the latest" "seen $ID" "$(grep '^seen ' "$G/current/judge" |
	    tail -n 1)"
	is "the oldest" "seen <old.2@example.org>" \
	    "$(grep '^seen ' "$G/current/judge" | head -n 1)"
}

@test "two mails at once, one of them delivered twice: each played exactly once" {
	dealt
	w=$(whose)
	mapfile -t t < <(turn_of "$w")
	[ "$w" = ann ] && o=bob || o=ann
	n=$(records)
	mail "$w" "${t[@]}" >"$BATS_TEST_TMPDIR/a"
	a=$ID
	mail "$o" HISTORY >"$BATS_TEST_TMPDIR/b"
	b=$ID
	deliver "$BATS_TEST_TMPDIR/a" & p1=$!
	deliver "$BATS_TEST_TMPDIR/b" & p2=$!
	deliver "$BATS_TEST_TMPDIR/a" & p3=$!
	wait $p1 && wait $p2 && wait $p3
	is "records" "$((n + ${#t[@]}))" "$(records)"
	is "seen" "1 1" "$(grep -cx "seen $a" "$G/current/judge") $(grep -cx "seen $b" "$G/current/judge")"
	is "answers" "1 1" "$(grep -lx "In-Reply-To: $a" "$OUT"/* | wc -l) $(grep -lx "In-Reply-To: $b" "$OUT"/* | wc -l)"
	[ "$(ls "$G" | grep -c '^g')" -eq 1 ]
	lucky-check -q "$(master)"
}

@test "an order naming a file or a player is refused: no word of a mail reaches a program as such an option" {
	dealt
	w=$(whose)
	cp "$(master)" "$BATS_TEST_TMPDIR/before"
	for o in "move --file=/etc/passwd drawing" "move -f/etc/passwd drawing" \
	    "move -p bob drawing" "lucky-end --in-place" "move ../../etc/passwd"; do
		send "$w" "$o"
		cmp "$BATS_TEST_TMPDIR/before" "$(master)"
		grep -q "^Your mail was not played, and nothing changed: line 2, \"$o\": " \
		    "$(last "$w")"
	done
	run grep -h "^Your mail" $(to "$w" | tail -n 5)
	[[ "${lines[0]}" == *"--file"* ]]
}

# mime NAME ENCODING: the mail of NAME's orders (stdin) in one encoding,
# its Message-ID $ID.
mime() {
	local who=$1 how=$2 body

	body=$(printf 'SECRET %s\n' "$(secret "$who")"; cat)
	printf 'From: "%s" <%s@EXAMPLE.org>\nTo: judge@example.org\n' "$who" "$who"
	printf 'Subject: Re: lucky: your move\nMessage-ID: %s\nMIME-Version: 1.0\n' "$ID"
	case $how in
	qp)
		printf 'Content-Type: text/plain; charset=iso-8859-1\n'
		printf 'Content-Transfer-Encoding: quoted-printable\n\n'
		# a soft line break in the secret, = as =3D, a blank as =20
		printf '%s\n' "$body" | sed 's/=/=3D/g; s/^\(SECRET [0-9a-f]\{20\}\)/\1=\n/; s/$/=20/'
		printf -- '-- =\n\nAnn Caf=E9\n'
		;;
	base64)
		printf 'Content-Type: text/plain; charset=utf-8\n'
		printf 'Content-Transfer-Encoding: base64\n\n'
		printf '%s\n-- \nAnn Café\n' "$body" | base64
		;;
	html)
		printf 'Content-Type: multipart/alternative; boundary="b0"\n\n'
		printf 'This is a multi-part message in MIME format.\n--b0\n'
		printf 'Content-Type: text/plain; charset=utf-8; format=flowed\n'
		printf 'Content-Transfer-Encoding: 7bit\n\n%s\n\n--b0\n' "$body"
		printf 'Content-Type: text/html; charset=utf-8\n\n'
		printf '<html><body><p>SECRET nonsense</p><p>move nowhere</p></body></html>\n--b0--\n'
		;;
	crlf)
		printf 'Content-Type: text/plain; charset=us-ascii\n\n%s\n' "$body"
		;;
	bottom)
		printf 'In-Reply-To: <lucky.9.9@vm>\n'
		printf 'Content-Type: text/plain; charset=us-ascii\n\n'
		printf 'On Wed, 25 Nov 2026 at 22:04, judge@example.org wrote:\n'
		printf '> It is your move, %s: a turn.\n>\n> move nowhere\n\n' "$who"
		printf '%s\n\nThanks!\n' "$body" | sed '$d'
		;;
	top)
		printf 'Content-Type: text/plain; charset=us-ascii\n\n%s\n\n' "$body"
		printf 'On Wed, 25 Nov 2026 22:04, judge@example.org wrote:\n'
		printf '> It is your move, %s: a turn.\n> SECRET 0000\n' "$who"
		;;
	esac
}

# mime_turn ENCODING: the player to act mails their whole turn so.
mime_turn() {
	local w n

	dealt
	w=$(whose)
	mapfile -t t < <(turn_of "$w")
	n=$(records)
	ID="<$$.$RANDOM.mime@example.org>"
	if [ "$1" = crlf ]; then
		printf '%s\n' "${t[@]}" | mime "$w" crlf | sed 's/$/\r/'
	else
		printf '%s\n' "${t[@]}" | mime "$w" "$1"
	fi >"$BATS_TEST_TMPDIR/m"
	deliver "$BATS_TEST_TMPDIR/m"
	is "records" "$((n + ${#t[@]}))" "$(records)"
	[ "$(whose)" != "$w" ]
	grep -q "^In-Reply-To: $ID" "$(last "$w")"
}

@test "mail in: quoted-printable, in ISO 8859-1, with a soft line break in the secret" {
	mime_turn qp
}

@test "mail in: base64, in UTF-8, with a signature after \"-- \"" {
	mime_turn base64
}

@test "mail in: multipart/alternative, the text/plain part read, not the HTML" {
	mime_turn html
}

@test "mail in: CR LF line ends" {
	mime_turn crlf
}

@test "mail in: a bottom-posted reply, the quote above the orders" {
	mime_turn bottom
}

@test "mail in: a top-posted reply, the quote below" {
	mime_turn top
}

@test "HELP, HISTORY and VIEW: answered to the sender, the game unchanged" {
	dealt
	w=$(whose)
	mapfile -t t < <(turn_of "$w")
	send "$w" "${t[@]}"
	cp "$(master)" "$BATS_TEST_TMPDIR/before"
	m=$(mails)
	send cat help HISTORY View
	cmp "$BATS_TEST_TMPDIR/before" "$(master)"
	is "mails" "$((m + 1))" "$(mails)"
	f=$(last cat)
	grep -q "^How to play by mail" "$f"
	is "history" "$(lucky-show -f "$(master)" --log -a cat)" \
	    "$(sed -n '/^The game so far:$/,/^$/p' "$f" | sed '1d;$d')"
	is "view" "$(lucky-show -f "$(master)" -a cat)" "$(view "$f")"
}

# nocard FILE: no card of any hand in the master state is in FILE.
nocard() {
	local p c

	for p in ann bob cat; do
		for c in $(lucky-show -f "$(master)" -k hand:$p); do
			if grep -qw "$c" "$1"; then
				echo "$1 shows $p's card $c" >&2
				return 1
			fi
		done
	done
}

@test "observers (-O): after every change what happened and a view with no hand; no mail to them carries a card of a hand" {
	dealt -O eve=eve@example.org
	grep -q "^You observe, as eve," "$(to eve | head -n 1)"
	grep -q "^  SECRET [0-9a-f]\{64\}$" "$(to eve | head -n 1)"
	w=$(whose)
	mapfile -t t < <(turn_of "$w")
	m=$(mails)
	send "$w" "${t[@]}"
	# the players and the observer
	is "mails" "$((m + 4))" "$(mails)"
	f=$(last eve)
	grep -q "^What happened:" "$f"
	grep -q "^Next: $(whose), " "$f"
	view "$f" >"$BATS_TEST_TMPDIR/v"
	is "the view" "$(lucky-show -f "$(master)" -a -)" \
	    "$(cat "$BATS_TEST_TMPDIR/v")"
	is "reads back" "-" "$(lucky-show -f "$BATS_TEST_TMPDIR/v" -k view)"
	for f in $(to eve); do
		nocard "$f"
	done
}

@test "observers: HELP, HISTORY and VIEW answered with their secret; an order refused, like a stranger's mail, nothing changed" {
	dealt -O eve=eve@example.org
	w=$(whose)
	mapfile -t t < <(turn_of "$w")
	cp "$(master)" "$BATS_TEST_TMPDIR/before"
	m=$(mails)
	send eve HISTORY VIEW
	is "mails" "$((m + 1))" "$(mails)"
	f=$(last eve)
	is "history" "$(lucky-show -f "$(master)" --log -a -)" \
	    "$(sed -n '/^The game so far:$/,/^$/p' "$f" | sed '1d;$d')"
	is "view" "$(lucky-show -f "$(master)" -a -)" "$(view "$f")"
	nocard "$f"
	send eve "${t[@]}"
	cmp "$BATS_TEST_TMPDIR/before" "$(master)"
	grep -q "nothing changed: line 2, \"${t[0]}\": an observer sends no orders" \
	    "$(last eve)"
	mail eve VIEW | sed '/^SECRET/d' >"$BATS_TEST_TMPDIR/m"
	deliver "$BATS_TEST_TMPDIR/m"
	grep -q "nothing changed: eve@example.org is not a player of this game" \
	    "$(last eve)"
	is "mails" "$((m + 3))" "$(mails)"
	cmp "$BATS_TEST_TMPDIR/before" "$(master)"
}

# parts FILE: the parts of the mail FILE as mshow -t lists them, one a
# line: the number, the type and an attachment's name.
parts() {
	mshow -t "$1" | sed '1d; s/^ *//; s/ size=[0-9]*//'
}

# picture FILE NAME: the mail FILE is multipart/mixed, its text first,
# then the picture NAME, image/svg+xml, well-formed; the picture into
# $T.svg and the text into $T.txt.
picture() {
	T=$BATS_TEST_TMPDIR/part
	is "parts of $1" "1: multipart/mixed
2: text/plain
3: image/svg+xml name=\"$2\"" "$(parts "$1")"
	mshow -O "$1" 2 >"$T.txt"
	mshow -O "$1" 3 >"$T.svg"
	xmllint --noout "$T.svg"
	# drawn from the view in the text, that very view
	view "$T.txt" >"$T.view"
	lucky-show -T svg -f "$T.view" | cmp - "$T.svg"
}

# nocard_svg FILE NAME ...: no card of the NAMEs' hands in the picture
# FILE, by id or by name (a room card's name aside: the room's, drawn).
nocard_svg() {
	local f=$1 p c n

	shift
	for p in "$@"; do
		for c in $(lucky-show -f "$(master)" -k hand:$p); do
			n=$(awk -v c="$c" '$1 == "card" && $2 == c &&
			    $3 != "room" {
			    for (i = 8; i <= NF; i++) printf "%s%s", $i,
			    i < NF ? " " : ""; print "" }' "$(deck_file)")
			if grep -qw "$c" "$f" || { [ -n "$n" ] &&
			    grep -qF "$n" "$f"; }; then
				echo "$f shows $p's card $c ($n)" >&2
				return 1
			fi
		done
	done
}

@test "issue 19: a player's report carries the board of their view, image/svg+xml, drawn from the view mailed: their pawn, no card of another's hand" {
	dealt
	w=$(whose)
	mapfile -t t < <(turn_of "$w")
	send "$w" "${t[@]}"
	for p in ann bob cat; do
		f=$(last "$p")
		picture "$f" "lucky-$p-$(records).svg"
		is "the view" "$(lucky-show -f "$(master)" -a "$p")" \
		    "$(view "$T.txt")"
		# the text part is the mail's text as before: what happened
		grep -q "^What happened:" "$T.txt"
		grep -q "as $p sees it</title>" "$T.svg"
		s=$(lucky-show -f "$(master)" -k players | grep -nx "$p" |
		    cut -d: -f1)
		is "$p's pawn" 1 \
		    "$(xmllint --xpath "count(//*[@id='pawn-$s'])" "$T.svg")"
		nocard_svg "$T.svg" $(printf '%s\n' ann bob cat | grep -vx "$p")
	done
}

@test "issue 19: an observer's report and the answers to VIEW carry the picture of the view they hold; HELP and HISTORY none" {
	dealt -O eve=eve@example.org
	w=$(whose)
	mapfile -t t < <(turn_of "$w")
	send "$w" "${t[@]}"
	picture "$(last eve)" "lucky-observer-$(records).svg"
	grep -q "as an observer sees it</title>" "$T.svg"
	for s in 1 2 3; do
		is "pawn $s" 1 \
		    "$(xmllint --xpath "count(//*[@id='pawn-$s'])" "$T.svg")"
	done
	nocard_svg "$T.svg" ann bob cat
	# VIEW answered, to a player and to the observer
	send cat VIEW
	picture "$(last cat)" "lucky-cat-$(records).svg"
	grep -q "as cat sees it</title>" "$T.svg"
	nocard_svg "$T.svg" ann bob
	send eve HISTORY VIEW
	picture "$(last eve)" "lucky-observer-$(records).svg"
	nocard_svg "$T.svg" ann bob cat
	# HELP and HISTORY hold no view: plain text, as a refusal
	send cat HELP HISTORY
	is "parts" "1: text/plain" "$(parts "$(last cat)")"
	grep -q "^Content-Type: text/plain; charset=utf-8$" "$(last cat)"
	send eve HELP
	is "parts" "1: text/plain" "$(parts "$(last eve)")"
	send cat "move -D nowhere"
	is "parts" "1: text/plain" "$(parts "$(last cat)")"
}

@test "issue 19: a board without a map cannot be drawn: its mails go without a picture, the view in the text" {
	# a board with a map: the deal's mails carry it
	dealt
	picture "$(last ann)" "lucky-ann-0.svg"
	mkdir -p "$BATS_TEST_TMPDIR/boards"
	sed '/^map$/,/^end$/d' "$BATS_TEST_DIRNAME/../boards/mansion.board" |
	    sed 's/^name mansion$/name plainhouse/' \
	    >"$BATS_TEST_TMPDIR/boards/plainhouse.board"
	export LUCKY_PATH=$BATS_TEST_TMPDIR/boards:$LUCKY_PATH
	rm -rf "$G" "$OUT"
	mkdir "$OUT"
	dealt -b plainhouse -O eve=eve@example.org
	is board plainhouse "$(lucky-show -f "$(master)" -k board)"
	w=$(whose)
	mapfile -t t < <(turn_of "$w")
	send "$w" "${t[@]}"
	send ann VIEW
	for f in "$OUT"/[0-9]*; do
		is "parts of $f" "1: text/plain" "$(parts "$f")"
	done
	for p in ann bob cat; do
		is "the view" "$(lucky-show -f "$(master)" -a "$p")" \
		    "$(view "$(last "$p")")"
	done
	is "the view" "$(lucky-show -f "$(master)" -a -)" \
	    "$(view "$(last eve)")"
}

@test "RESIGN: lucky-bot plays the seat from then on, everyone is told; the player's orders are refused after" {
	dealt
	w=$(whose)
	n=$(records)
	send "$w" RESIGN
	[ "$(records)" -gt "$n" ]
	[ "$(whose)" != "$w" ]
	grep -q "^$w resigned: lucky-bot plays the seat from now on" "$(last bob)"
	grep -q "^$w resigned" "$(last ann)"
	send "$w" end
	grep -q "nothing changed: line 2, \"end\": you resigned" "$(last "$w")"
}

@test "tick: a deadline near is warned once" {
	dealt -t 1h -w 2h
	w=$(whose)
	m=$(mails)
	run lucky-judge -d "$G" tick
	is status 0 "$status"
	is "mails" "$((m + 1))" "$(mails)"
	grep -q "^Your deadline, $w, is in 60 minutes" "$(last "$w")"
	run lucky-judge -d "$G" tick
	is status 1 "$status"
	is "mails" "$((m + 1))" "$(mails)"
}

@test "tick: a passed deadline, lucky-bot plays the turn and everyone is told" {
	dealt -t 1h -w 0
	w=$(whose)
	n=$(records) m=$(mails)
	# the deadline an hour ago: the judge's file edited, not a sleep,
	# so that a slow machine cannot pass the next player's deadline too
	sed -i 's/^due \([^ ]*\) [0-9]* /due \1 '"$(($(date +%s) - 3600))"' /' "$G/current/judge"
	grep -q "^due $w " "$G/current/judge"
	lucky-judge -d "$G" tick
	[ "$(records)" -gt "$n" ]
	[ "$(whose)" != "$w" ]
	is "mails" "$((m + 3))" "$(mails)"
	grep -q "^$w's deadline passed: lucky-bot played for them" "$(last cat)"
	# no deadline yet for the next: nothing to do
	run lucky-judge -d "$G" tick
	is status 1 "$status"
}

@test "tick: the deadline of the deal passed, dealt without the missing part, everyone told; lucky-check --commitment proves it" {
	judge -t 1s -w 0
	sleep 2
	# no part in: nothing dealt (the judge's secret alone would deal)
	run lucky-judge -d "$G" tick
	is status 1 "$status"
	[ ! -e "$G/current/game" ]
	send ann "SEED apples and pears"
	send bob "SEED 1234"
	[ ! -e "$G/current/game" ]
	run lucky-judge -d "$G" tick
	is status 0 "$status"
	[ -e "$G/current/game" ]
	s=$(sed -n 's/^secret //p' "$G/current/judge")
	h=$(printf 'lucky-judge seed\njudge %s\nann apples and pears\nbob 1234\n' "$s" |
	    sha256sum | cut -c1-16)
	is "seed" "$((0x$h & 0x7fffffffffffffff))" \
	    "$(lucky-show -f "$(master)" -k seed)"
	for p in ann bob cat; do
		grep -q "^The deadline of the deal passed: the game is dealt without the part of cat\.$" "$(last $p)"
	done
	# too late: the part is refused, the deal stays
	cp "$(master)" "$BATS_TEST_TMPDIR/before"
	send cat "SEED the cat sat"
	cmp "$BATS_TEST_TMPDIR/before" "$(master)"
	grep -q "nothing changed: line 2, \"SEED the cat sat\": the game was dealt without your part" "$(last cat)"
	all_resign
	grep -qx "missing cat" "$BATS_TEST_TMPDIR/c"
	run --separate-stderr lucky-check --commitment="$BATS_TEST_TMPDIR/c" "$BATS_TEST_TMPDIR/master"
	is status 0 "$status"
	[[ "${lines[0]}" == "ok: the seed "*" is the one the judge's secret, committed to as "*", and 2 contributions deal" ]]
	# the missing part claimed, or left out
	sed 's/^missing cat$/contribution cat the cat sat/' "$BATS_TEST_TMPDIR/c" >"$BATS_TEST_TMPDIR/c2"
	run --separate-stderr lucky-check --commitment="$BATS_TEST_TMPDIR/c2" "$BATS_TEST_TMPDIR/master"
	is status 1 "$status"
	sed '/^missing cat$/d' "$BATS_TEST_TMPDIR/c" >"$BATS_TEST_TMPDIR/c2"
	run --separate-stderr lucky-check --commitment="$BATS_TEST_TMPDIR/c2" "$BATS_TEST_TMPDIR/master"
	is status 1 "$status"
	is "finding" "2 contributions or missing ones for 3 players" "$output"
}

@test "the end: the final master state and the commitment file mailed; lucky-check --commitment proves the deal" {
	dealt
	all_resign
	grep -q "^The game is over" "$(last cat)"
	cmp "$(master)" "$BATS_TEST_TMPDIR/master"
	# the commitment the players were mailed at the start
	grep -qx "  $(sed -n 's/^commitment //p' "$BATS_TEST_TMPDIR/c")" "$(to ann | head -n 1)"
	run --separate-stderr lucky-check --commitment="$BATS_TEST_TMPDIR/c" "$BATS_TEST_TMPDIR/master"
	is status 0 "$status"
	[[ "${lines[0]}" == "ok: the seed "*" is the one the judge's secret, committed to as "*", and 3 contributions deal" ]]
	# a contribution changed, a secret changed
	sed 's/^contribution bob 1234$/contribution bob 1235/' "$BATS_TEST_TMPDIR/c" >"$BATS_TEST_TMPDIR/c2"
	run --separate-stderr lucky-check --commitment="$BATS_TEST_TMPDIR/c2" "$BATS_TEST_TMPDIR/master"
	is status 1 "$status"
	[[ "$output" == "the secret and the contributions deal seed "*", not "* ]]
	# its last digit changed: 0 to 1, any other to 0
	sed 's/^secret \(.*\)0$/secret \11/; t; s/^secret \(.*\).$/secret \10/' "$BATS_TEST_TMPDIR/c" >"$BATS_TEST_TMPDIR/c2"
	! cmp -s "$BATS_TEST_TMPDIR/c" "$BATS_TEST_TMPDIR/c2"
	run --separate-stderr lucky-check --commitment="$BATS_TEST_TMPDIR/c2" "$BATS_TEST_TMPDIR/master"
	is status 1 "$status"
	[[ "${lines[0]}" == "the judge's secret is not the one committed to: its SHA-256 is "* ]]
	# after the end, a mail changes nothing
	send ann VIEW
	grep -q "nothing changed: the game is over" "$(last ann)"
}

@test "a view mailed survives a mail program (CR LF, trailing blanks), and a dry run on it says what the rules allow" {
	dealt
	w=$(whose)
	view "$(last "$w")" | sed 's/$/  \r/' >"$BATS_TEST_TMPDIR/v"
	lucky-show -f "$BATS_TEST_TMPDIR/v" -k whose
	mapfile -t t < <(turn_of "$w")
	read -r -a a <<<"${t[0]}"
	run --separate-stderr "lucky-${a[0]}" -n -f "$BATS_TEST_TMPDIR/v" "${a[@]:1}"
	is status 0 "$status"
	run --separate-stderr lucky-move -n -f "$BATS_TEST_TMPDIR/v" nowhere
	is status 2 "$status"
	run --separate-stderr lucky-move -f "$BATS_TEST_TMPDIR/v" nowhere
	refused 2 "lucky-move: this is $w's view of the game: only the game master's state can be played"
}

@test "signed mails: a player who registered a key must sign, with that key" {
	ssh-keygen -q -t ed25519 -N '' -f "$BATS_TEST_TMPDIR/key"
	ssh-keygen -q -t ed25519 -N '' -f "$BATS_TEST_TMPDIR/other"
	lucky-judge -d "$G" new -j judge@example.org \
	    ann=ann@example.org:"$BATS_TEST_TMPDIR/key.pub" bob=bob@example.org
	grep -q "You registered a key" "$(last ann)"
	send ann "SEED x"
	grep -q "nothing changed: it is not signed" "$(last ann)"
	# signed by another key
	printf 'SECRET %s\nSEED x\n' "$(secret ann)" >"$BATS_TEST_TMPDIR/o"
	ssh-keygen -q -Y sign -f "$BATS_TEST_TMPDIR/other" -n lucky-judge "$BATS_TEST_TMPDIR/o"
	{ mail ann "SEED x" && cat "$BATS_TEST_TMPDIR/o.sig"; } >"$BATS_TEST_TMPDIR/m"
	deliver "$BATS_TEST_TMPDIR/m"
	grep -q "nothing changed: its signature does not hold for your key" "$(last ann)"
	# signed by ann's key
	rm "$BATS_TEST_TMPDIR/o.sig"
	ssh-keygen -q -Y sign -f "$BATS_TEST_TMPDIR/key" -n lucky-judge "$BATS_TEST_TMPDIR/o"
	{ mail ann "SEED x" && cat "$BATS_TEST_TMPDIR/o.sig"; } >"$BATS_TEST_TMPDIR/m"
	deliver "$BATS_TEST_TMPDIR/m"
	grep -q "Your part of the deal is in" "$(last ann)"
}

@test "sendmail down: the mails wait in the spool, the game is after the mail, the next run sends them" {
	dealt
	w=$(whose)
	mapfile -t t < <(turn_of "$w")
	n=$(records) m=$(mails)
	# down, saying so in two lines: the judge's error is one, the first
	printf 'sendmail: queue full\nsee the log\n' >"$OUT/down"
	mail "$w" "${t[@]}" >"$BATS_TEST_TMPDIR/m"
	run --separate-stderr deliver "$BATS_TEST_TMPDIR/m"
	is status 2 "$status"
	is "stderr" "lucky-judge: $LUCKY_SENDMAIL failed (exit status 75: sendmail: queue full): the mails wait in $(cd "$G" && pwd -P)/$(readlink "$G/current")/out" "$stderr"
	is "records" "$((n + ${#t[@]}))" "$(records)"
	is "spool" 3 "$(ls "$G/current/out" | wc -l)"
	rm "$OUT/down"
	# delivered again by the mail server: played once, the mails sent
	deliver "$BATS_TEST_TMPDIR/m"
	is "records" "$((n + ${#t[@]}))" "$(records)"
	is "mails" "$((m + 3))" "$(mails)"
	is "spool" 0 "$(ls "$G/current/out" | wc -l)"
}

@test "a crash before the commit: the generation not made current is removed, the game as before the mail" {
	dealt
	g=$(readlink "$G/current")
	cp "$(master)" "$BATS_TEST_TMPDIR/before"
	# what a judge killed while it wrote the next generation leaves
	mkdir "$G/g$(( ${g#g} + 1 ))"
	echo junk >"$G/g$(( ${g#g} + 1 ))/game"
	lucky-judge -d "$G" flush
	[ ! -e "$G/g$(( ${g#g} + 1 ))" ]
	cmp "$BATS_TEST_TMPDIR/before" "$(master)"
}

@test "mmime failing: the mail is not played, nothing sent, the game as before; delivered again, it is played once" {
	dealt
	w=$(whose)
	mapfile -t t < <(turn_of "$w")
	n=$(records) m=$(mails) g=$(readlink "$G/current")
	cp "$(master)" "$BATS_TEST_TMPDIR/before"
	mkdir "$BATS_TEST_TMPDIR/bin"
	printf '#!/bin/sh\necho "mmime: out of disk" >&2\nexit 1\n' \
	    >"$BATS_TEST_TMPDIR/bin/mmime"
	chmod +x "$BATS_TEST_TMPDIR/bin/mmime"
	mail "$w" "${t[@]}" >"$BATS_TEST_TMPDIR/m"
	PATH=$BATS_TEST_TMPDIR/bin:$PATH run --separate-stderr \
	    deliver "$BATS_TEST_TMPDIR/m"
	refused 2 "lucky-judge: mmime failed (exit status 1: mmime: out of disk)"
	is "mails" "$m" "$(mails)"
	# failing without a word, the same
	printf '#!/bin/sh\nexit 3\n' >"$BATS_TEST_TMPDIR/bin/mmime"
	PATH=$BATS_TEST_TMPDIR/bin:$PATH run --separate-stderr \
	    deliver "$BATS_TEST_TMPDIR/m"
	refused 2 "lucky-judge: mmime failed (exit status 3)"
	is "mails" "$m" "$(mails)"
	is "generation" "$g" "$(readlink "$G/current")"
	cmp "$BATS_TEST_TMPDIR/before" "$(master)"
	deliver "$BATS_TEST_TMPDIR/m"
	deliver "$BATS_TEST_TMPDIR/m"
	is "records" "$((n + ${#t[@]}))" "$(records)"
	is "mails" "$((m + 3))" "$(mails)"
	[ ! -e "$G/g$(( ${g#g} + 2 ))" ]
}

@test "a whole 3-player game by mail (examples/pbem/play): scripted players, a whole turn a mail, the deal checked at the end" {
	whole_games
	run --separate-stderr "$BATS_TEST_DIRNAME/../examples/pbem/play" -q
	is status 0 "$status"
	is stderr "" "$stderr"
	[[ "${lines[0]}" == "ok: the seed "*" is the one the judge's secret, committed to as "*", and 3 contributions deal" ]]
	[[ "${lines[1]}" == "ok: "*" record entries replay to exactly this state" ]]
	[[ "${lines[2]}" =~ ^mails:\ ([0-9]+)\ from\ the\ players,\ ([0-9]+)\ from\ the\ judge$ ]]
	# one mail a player's action, as the old game master took, would be
	# as many as the record's entries, less the judge's deadlines
	n=${lines[1]#ok: } n=${n%% *}
	[ "${BASH_REMATCH[1]}" -lt "$n" ]
	echo "# ${lines[2]}, $n actions" >&3
}

@test "an automatic mail (Auto-Submitted, RFC 3834) is not answered; the judge's own mails say they are automatic" {
	judge
	grep -qx "Auto-Submitted: auto-replied" "$OUT/0001"
	m=$(mails)
	mail ann "SEED x" >"$BATS_TEST_TMPDIR/m0"
	sed 's/^Subject: .*/Auto-Submitted: auto-replied\nSubject: Out of office/' \
	    "$BATS_TEST_TMPDIR/m0" >"$BATS_TEST_TMPDIR/m"
	deliver "$BATS_TEST_TMPDIR/m"
	is "mails" "$m" "$(mails)"
	grep -qx "seen $ID" "$G/current/judge"
	! grep -q "^seed ann" "$G/current/judge"
	# "Auto-Submitted: no" is a person's mail
	mail ann "SEED x" | sed 's/^Subject: .*/Auto-Submitted: no\nSubject: hi/' \
	    >"$BATS_TEST_TMPDIR/m"
	deliver "$BATS_TEST_TMPDIR/m"
	is "mails" "$((m + 1))" "$(mails)"
}

@test "a mail before the deal without SEED is told what the deal waits for" {
	judge
	send ann HELP
	grep -q "^The game is dealt once every player's first mail, with its SEED line, is in (waiting for ann, bob, cat)" "$(last ann)"
	grep -q "^How to play by mail" "$(last ann)"
}
