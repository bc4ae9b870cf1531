#!/usr/bin/env bats
# lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE.
#
# lucky-judge(1), the judge of games by mail, read as its manual page
# says, with tests/mail/sendmail for sendmail(8): each mail the judge
# sends lands in a file of its own in $OUT, numbered in the order sent.
# The judge's directory is $D, the game g1 in $G, for ann
# (Ann@Example.org: an address is matched without regard to case), bob
# and cat.
#
# Every game is the same on every run: the judge's secret comes from a
# file (new -K) and each player commits to fixed words, so the seed, and
# so the deal, whose turn it is and the cards, never change.  Where a
# test needs a legal order it still asks lucky-bot, on a copy of the
# master state, rather than knowing the deal.  A deadline is put in the
# past by editing the judge's file (its line "due NAME EPOCH STATE"),
# never by sleeping.

bats_require_minimum_version 1.5.0
load helper

# The judge's secret in every game (new -K).
JSECRET=3b1f6a0c9d2e4f5a6b7c8d9e0f1a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c

# The whole game of examples/pbem/play, its deal fixed (-s 1), runs
# beside the other tests, a process group of its own: its test, the
# last one, waits for what it printed.
setup_file() {
	# whole_games, for this process only
	ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0" \
	    setsid sh -c '"$1" -q -s 1 >"$2/play.out" 2>"$2/play.err"
		echo $? >"$2/play.status"' sh \
	    "$BATS_TEST_DIRNAME/../examples/pbem/play" "$BATS_FILE_TMPDIR" \
	    </dev/null >/dev/null 2>&1 3>&- &
	echo $! >"$BATS_FILE_TMPDIR/play.pid"
}

# The game stopped if it still runs (a run cut short).
teardown_file() {
	local pid

	read -r pid <"$BATS_FILE_TMPDIR/play.pid"
	[ -e "$BATS_FILE_TMPDIR/play.status" ] ||
	    kill -- "-$pid" 2>/dev/null || true
}

setup() {
	# A mail to the judge runs some 40 of the toolkit's programs: under
	# -fsanitize=address the leak check at each exit would cost as much
	# as the rest of their runs (helper.bash, whole_games), so it is
	# off but in the tests named "LeakSanitizer"; the programs' own
	# files check them for leaks, and valgrind-game a whole game.
	case $BATS_TEST_DESCRIPTION in
	*LeakSanitizer*) ;;
	*) whole_games ;;
	esac
	OUT=$BATS_TEST_TMPDIR/out
	D=$BATS_TEST_TMPDIR/judge
	G=$D/g1
	M=$BATS_TEST_TMPDIR/mail
	mkdir -p "$OUT"
	export LUCKY_SENDMAIL=$BATS_TEST_DIRNAME/mail/sendmail
	export JUDGE_OUTBOX=$OUT
	printf '%s\n' "$JSECRET" >"$BATS_TEST_TMPDIR/secret"
}

# --- helpers ---------------------------------------------------------------

# new_game [OPTION ...]: the game g1 for ann, bob and cat, its name
# printed and nothing else.
new_game() {
	run --separate-stderr lucky-judge -d "$D" new -g g1 \
	    -K "$BATS_TEST_TMPDIR/secret" -j judge@example.org "$@" \
	    ann=Ann@Example.org bob=bob@example.org cat=cat@example.org
	ran 0 g1 ""
}

# words NAME: the words NAME commits to, the same in every game.
words() {
	case $1 in
	ann) echo "apples and pears 7731" ;;
	bob) echo "bob 1234" ;;
	cat) echo "the cat sat" ;;
	esac
}

# sha TEXT: the SHA-256 of TEXT, as the page computes a commitment.
sha() {
	printf '%s' "$1" | sha256sum | cut -c1-64
}

# mails: how many mails the judge sent.
mails() {
	local f=("$OUT"/[0-9]*)

	[ -e "${f[0]}" ] || f=()
	echo "${#f[@]}"
}

# since N: the mails sent after the first N, one file a line.
since() {
	local f=("$OUT"/[0-9]*)

	[ -e "${f[0]}" ] || f=()
	[ "${#f[@]}" -le "$1" ] || printf '%s\n' "${f[@]:$1}"
}

# to NAME: the mails sent to NAME@example.org (or to NAME, an address),
# oldest first.
to() {
	local a=$1

	[[ "$a" == *@* ]] || a=$a@example.org
	grep -il "^To: $a$" "$OUT"/[0-9]* 2>/dev/null || true
}

# last NAME: the last mail sent to NAME.
last() {
	to "$1" | tail -n 1
}

# subjects N: the addressee and the subject of each mail after the
# first N, a line each.
subjects() {
	local f

	f=$(since "$1")
	[ -z "$f" ] || awk 'FNR == 1 { to = "" }
	    /^To: / && to == "" { to = substr($0, 5) }
	    /^Subject: / { print to, substr($0, 10); nextfile }' $f
}

# secret NAME: the newest secret the judge mailed NAME.
secret() {
	local f

	f=$(to "$1")
	[ -z "$f" ] || sed -n 's/^  SECRET \([0-9a-f]\{64\}\)$/\1/p' $f |
	    tail -n 1
}

# text FILE: the text of the mail FILE, its text/plain part, decoded: as
# it is when the judge sent it 8bit, else by mshow.
text() {
	awk 'function check() { if (enc !~ /^(|7bit|8bit)$/) exit 3 }
	    !body && /^$/ { body = 1; part = !mp; if (part) check(); next }
	    !body && tolower($0) ~ /^content-type: multipart\// {
		mp = 1
		b = $0
		sub(/.*boundary="?/, "", b)
		sub(/".*/, "", b)
	    }
	    !body && !mp && tolower($0) ~ /^content-transfer-encoding:/ {
		enc = tolower($2)
	    }
	    !body { next }
	    mp && !part && !inhead { if ($0 == "--" b) inhead = 1; next }
	    inhead && /^$/ { inhead = 0; part = 1; check(); next }
	    inhead && tolower($0) ~ /^content-transfer-encoding:/ {
		enc = tolower($2)
	    }
	    inhead { next }
	    mp && ($0 == "--" b || $0 == "--" b "--") { exit }
	    { print }' "$1" && return
	mshow -O "$1" "$(mshow -t "$1" |
	    awk '/text\/plain/ { sub(":", "", $1); print $1; exit }')"
}

# said FILE: the text of the mail FILE up to its view, if any.
said() {
	text "$1" | sed '/^-----BEGIN LUCKY VIEW-----$/,$d'
}

# refusal FILE: why the mail FILE says a mail was not played.
refusal() {
	text "$1" | sed -n 's/^Your mail was not played, and nothing changed: //p'
}

# headers FROM ID: the headers of a plain mail from the address FROM
# with the Message-ID ID, its body after them.
headers() {
	printf 'From: %s\nTo: judge@example.org\nSubject: orders\n' "$1"
	printf 'Message-ID: %s\nDate: Thu, 26 Nov 2026 10:00:00 +0000\n' "$2"
	printf 'MIME-Version: 1.0\n'
}

# newid: a new Message-ID into ID, counted in a file: a subshell's too.
newid() {
	local n=0

	[ ! -e "$BATS_TEST_TMPDIR/ids" ] || read -r n <"$BATS_TEST_TMPDIR/ids"
	n=$((n + 1))
	echo "$n" >"$BATS_TEST_TMPDIR/ids"
	ID="<$n.$BATS_TEST_NUMBER.$$@example.org>"
}

# mail_from FROM SECRET LINE ...: a plain mail from the address FROM
# with the line SECRET SECRET first, then the lines; $ID its Message-ID.
mail_from() {
	local from=$1 s=$2

	shift 2
	newid
	headers "$from" "$ID"
	printf 'Content-Type: text/plain; charset=us-ascii\n\n'
	printf 'SECRET %s\n' "$s"
	printf '%s\n' "$@"
}

# mail NAME LINE ...: a plain mail from NAME, with NAME's secret.
mail() {
	local who=$1

	shift
	mail_from "$who <$who@example.org>" "$(secret "$who")" "$@"
}

# deliver FILE: the judge reads the mail FILE as a mail server gives it:
# exit 0, nothing said.
deliver() {
	run --separate-stderr lucky-judge -d "$D" <"$1"
	ran 0 "" ""
}

# send NAME LINE ...: NAME mails the lines to the judge.
send() {
	mail "$@" >"$M"
	deliver "$M"
}

# tick [STATUS]: lucky-judge tick, exiting STATUS (0), nothing said.
tick() {
	run --separate-stderr lucky-judge -d "$D" tick
	ran "${1:-0}" "" ""
}

# commit_all: each player commits to their words.
commit_all() {
	local p

	for p in ann bob cat; do
		send "$p" "COMMIT $(sha "$(words "$p")")"
	done
}

# seed_all: each player sends their words.
seed_all() {
	local p

	for p in ann bob cat; do
		send "$p" "SEED $(words "$p")"
	done
}

# cached NAME: the game and the mails of the cache NAME, made once for
# this file, into $D and $OUT; false when there is none yet.
cached() {
	local c=$BATS_FILE_TMPDIR/$1

	[ -d "$c" ] || return 1
	rm -rf "$D" "$OUT"
	cp -a "$c/judge" "$D"
	cp -a "$c/out" "$OUT"
}

# cache NAME: the game and the mails into the cache NAME.
cache() {
	local c=$BATS_FILE_TMPDIR/$1

	rm -rf "$c.$$"
	mkdir "$c.$$"
	cp -a "$D" "$c.$$/judge"
	cp -a "$OUT" "$c.$$/out"
	mv "$c.$$" "$c"
}

# dealt [OPTION ...]: g1 dealt, with new's options: every commitment,
# then every word in.  A copy of the one dealt first with the same
# options in this file.
dealt() {
	local c

	c=dealt$(printf '%s' "$*" | tr -c 'a-zA-Z0-9' _)
	if cached "$c"; then
		return 0
	fi
	new_game "$@"
	commit_all
	seed_all
	cache "$c"
}

# finished: g1 dealt and played to its end by lucky-bot, every player
# having resigned; its final master state and commitment file, as cat
# was mailed them, in $BATS_TEST_TMPDIR/master and .../commitment.
finished() {
	if ! cached finished; then
		dealt
		send ann RESIGN
		send bob RESIGN
		send cat RESIGN
		cache finished
	fi
	block MASTER "$(last cat)" >"$BATS_TEST_TMPDIR/master"
	block COMMITMENT "$(last cat)" >"$BATS_TEST_TMPDIR/commitment"
}

# master: g1's master state.
master() {
	printf '%s\n' "$G/current/game"
}

# whose: who must act in g1.
whose() {
	lucky-show -f "$(master)" -k whose
}

# records: the actions played in g1, how many.
records() {
	lucky-show -f "$(master)" -k record | grep -c . || true
}

# order LINE: lucky-bot's line as a player mails it: without the
# program's "lucky-" and the player, --foil and --pass as foil and pass.
order() {
	sed 's/^lucky-//; s/ -p [^ ]*//; s/^attempt --foil/foil/;
	    s/^attempt --pass$/pass/' <<<"$1"
}

# turn_of NAME: the orders of NAME's turn as lucky-bot plays it on a copy
# of the master state, up to the end of the turn or an attempt that
# another must answer, one a line, as a player mails them.
turn_of() {
	local c=$BATS_TEST_TMPDIR/copy i a

	cp "$(master)" "$c"
	for i in 1 2 3 4 5 6 7 8 9 10; do
		[ "$(lucky-show -f "$c" -k whose)" = "$1" ] || break
		read -r -a a <<<"$(lucky-bot -f "$c")"
		"${a[0]}" -i -f "$c" "${a[@]:1}" || return 1
		order "${a[*]}"
	done
}

# play_turn: the player to act mails lucky-bot's turn; its orders in $T.
play_turn() {
	local w

	w=$(whose)
	mapfile -t T < <(turn_of "$w")
	[ "${#T[@]}" -gt 0 ]
	send "$w" "${T[@]}"
}

# block NAME FILE: the lines between -----BEGIN LUCKY NAME----- and
# -----END LUCKY NAME----- in the text of the mail FILE.
block() {
	text "$2" |
	    sed -n "/^-----BEGIN LUCKY $1-----\$/,/^-----END LUCKY $1-----\$/p" |
	    sed '1d;$d'
}

# files_of: what a mail may change of the game: its master state (or
# that there is none), the judge's file but for the lines every mail
# read changes (seen, gen, seq), the record of press.
files_of() {
	cat "$G/current/game" 2>/dev/null || echo "(no master state)"
	grep -v '^\(seen\|gen\|seq\) ' "$G/current/judge"
	cat "$G/current/press" 2>/dev/null || echo "(no press)"
}

# keep: the game's files, as files_of says them, kept to compare.
keep() {
	files_of >"$BATS_TEST_TMPDIR/kept"
}

# unchanged: the game's files as keep kept them.
unchanged() {
	is "the game's files" "$(cat "$BATS_TEST_TMPDIR/kept")" "$(files_of)"
}

# seen: the Message-IDs the game remembers, how many.
seen() {
	grep -c '^seen ' "$G/current/judge" || true
}

# set_due EPOCH: the deadline in force moved to EPOCH.
set_due() {
	sed -i "s/^due \([^ ]*\) [0-9]* \([0-9]\)\$/due \1 $1 \2/" \
	    "$G/current/judge"
	grep -q "^due [^ ]* $1 " "$G/current/judge"
}

# ago SECONDS: the time that many seconds ago.
ago() {
	echo $(($(date +%s) - $1))
}

# iso EPOCH: the time as the judge writes it, ISO 8601 in UTC.
iso() {
	date -u -d "@$1" +%Y-%m-%dT%H:%M:%SZ
}

# due_epoch [GAME]: the deadline in force in g1 or GAME, from the
# judge's file.
due_epoch() {
	sed -n 's/^due [^ ]* \([0-9]*\) [0-9]$/\1/p' "$D/${1:-g1}/current/judge"
}

# stranger ADDRESS LINE ...: a mail from ADDRESS, who is no member.
stranger() {
	local from=$1

	shift
	newid
	{
		headers "$from" "$ID"
		printf 'Content-Type: text/plain; charset=us-ascii\n\n'
		printf '%s\n' "$@"
	} >"$M"
	deliver "$M"
}

# --- the command line ------------------------------------------------------

@test "lucky-judge: -h, --version, an unknown option, no directory, an unknown command" {
	run --separate-stderr lucky-judge -h
	is status 0 "$status"
	is "first line" "usage: lucky-judge -d dir new [-b board] [-D deck] [-G time] [-g game]" \
	    "${lines[0]}"
	[[ "$output" == *"       lucky-judge -d dir [mail | tick | flush | list]"* ]]
	run --separate-stderr lucky-judge --version
	ran 0 "lucky-judge 0.1" ""
	run --separate-stderr lucky-judge -x
	refused 2 "lucky-judge: unknown option -x (lucky-judge --help lists the options)"
	run --separate-stderr lucky-judge --bogus
	refused 2 "lucky-judge: unknown option --bogus (lucky-judge --help lists the options)"
	run --separate-stderr lucky-judge tick
	is status 2 "$status"
	[[ "$stderr" == "usage: lucky-judge -d dir new "* ]]
	run --separate-stderr lucky-judge -d "$D" tick
	refused 2 "lucky-judge: $D: No such file or directory"
	[ ! -e "$D" ]
	mkdir "$D"
	run --separate-stderr lucky-judge -d "$D" nosuch
	is status 2 "$status"
	[[ "$stderr" == "usage: lucky-judge -d dir new "* ]]
	run --separate-stderr lucky-judge -d "$D" tick now
	is status 2 "$status"
	[[ "$stderr" == "usage: lucky-judge -d dir new "* ]]
}

# --- new -------------------------------------------------------------------

@test "LeakSanitizer: the deal and a turn by mail: the judge and every program it runs leak nothing at their exit (make check)" {
	new_game
	commit_all
	seed_all
	[ "$(records)" -eq 0 ]
	play_turn
	[ "$(records)" -gt 0 ]
}

@test "new: -g names the game and is printed; without it the first of game1, game2, ... free" {
	new_game
	for n in game1 game2; do
		run --separate-stderr lucky-judge -d "$D" new \
		    -K "$BATS_TEST_TMPDIR/secret" -j judge@example.org \
		    dan=dan@example.org eve=eve@example.org
		ran 0 "$n" ""
	done
	is "games" "g1 game1 game2" "$(echo $(ls "$D" | grep -v '^lock$'))"
	run --separate-stderr lucky-judge -d "$D" list
	ran 0 "The games of this judge (3):

g1: ann bob cat; the deal waits for the commitments, deadline $(iso "$(due_epoch)").
game1: dan eve; the deal waits for the commitments, deadline $(iso "$(due_epoch game1)").
game2: dan eve; the deal waits for the commitments, deadline $(iso "$(due_epoch game2)")." ""
}

@test "new: the judge's directory and the game's are 0700, its files 0600, the judge's secret 0400 and the one -K gives" {
	new_game
	is "modes" "700 700 700 600 400" "$(echo $(stat -c %a "$D" "$G" \
	    "$G/current/" "$G/current/judge" "$G/secret"))"
	is "the secret" "$JSECRET" "$(cat "$G/secret")"
	# nothing in the game's directory that another user may read
	is "others' access" "" "$(find "$D" ! -type l -perm /077)"
	is "generation" "g1" "$(readlink "$G/current")"
	# no master state before the deal
	[ ! -e "$G/current/game" ]
}

@test "new: each player is mailed a secret of their own, the judge's commitment (the SHA-256 of its secret) and the seats" {
	new_game -t 2d
	is "mails" "ann@example.org lucky g1: a new game, your secret
bob@example.org lucky g1: a new game, your secret
cat@example.org lucky g1: a new game, your secret" "$(subjects 0)"
	a=$(secret ann) b=$(secret bob) c=$(secret cat)
	[ ${#a} -eq 64 ] && [ ${#b} -eq 64 ] && [ ${#c} -eq 64 ]
	[ "$a" != "$b" ] && [ "$b" != "$c" ] && [ "$a" != "$c" ]
	for p in ann bob cat; do
		f=$(last "$p")
		# their secret only
		is "secrets in $p's mail" "$(secret "$p")" \
		    "$(grep -o '[0-9a-f]\{64\}' "$f" | grep -vx "$(sha "$JSECRET")")"
		text "$f" | grep -qx "You play $p in a game of Kill Doctor Lucky by mail, g1, judged by"
		text "$f" | grep -qx "  $(sha "$JSECRET")"
		text "$f" | grep -qx "The players, in the order of the seats: ann bob cat."
		text "$f" | grep -qx "The commitments are due by $(iso "$(due_epoch)") (UTC)."
		grep -qx "From: judge@example.org" "$f"
	done
	# the judge's secret itself is in no mail
	! grep -rq "$JSECRET" "$OUT"
	# the deadline of the commitments: 2 days from new
	d=$(due_epoch)
	[ "$d" -ge "$(($(date +%s) - 60 + 2 * 86400))" ]
	[ "$d" -le "$(($(date +%s) + 2 * 86400))" ]
}

@test "new: a bad address, a bad name, a name lucky-new refuses, a game that exists, a bad time, an unknown strategy: exit 2, one line, nothing made" {
	k=$BATS_TEST_TMPDIR/secret
	while IFS='|' read -r args message; do
		read -r -a a <<<"$args"
		run --separate-stderr lucky-judge -d "$D" new -K "$k" "${a[@]}"
		refused 2 "lucky-judge: $message"
		[ ! -e "$D" ]
	done <<'CASES'
ann=ann bob=bob@x|player ann=ann: not a name and an address
ann=ann@x bob=b@x@y|player bob=b@x@y: not a name and an address
1ann=a@x bob=b@x|player 1ann=a@x: not a name and an address
ann bob=b@x|player ann: not name=address
ann=a@x ann=b@x|lucky-new: player "ann" named twice
ann=a@x lucky=b@x|lucky-new: "lucky" cannot be a player's name: it names another pawn
ann=a@x abcdefghijklmnopqrst=b@x|lucky-new: player name "abcdefghijklmnopqrst" is longer than 16 characters
ann=a@x|lucky-new: 1 player: classic rules need 2 to 8
-r nosuch ann=a@x bob=b@x|lucky-new: unknown rule set "nosuch" (classic, paizo, anniversary, escape)
ann=a@x bob=A@X|a@x: the address of two members
-g 9lives ann=a@x bob=b@x|-g 9lives: a game's name is a letter, then letters, digits, - or _, 32 at most
-g a/b ann=a@x bob=b@x|-g a/b: a game's name is a letter, then letters, digits, - or _, 32 at most
-t 3x ann=a@x bob=b@x|-t 3x: not a time (a number and s, m, h or d)
-t -1d ann=a@x bob=b@x|-t -1d: not a time (a number and s, m, h or d)
-G 1w ann=a@x bob=b@x|-G 1w: not a time (a number and s, m, h or d)
-T soon ann=a@x bob=b@x|-T soon: not a time (a number and s, m, h or d)
-w 1.5h ann=a@x bob=b@x|-w 1.5h: not a time (a number and s, m, h or d)
-S nosuch ann=a@x bob=b@x|-S nosuch: lucky-bot: unknown strategy "nosuch" (random, greedy, search)
-j nobody ann=a@x bob=b@x|-j nobody: not an address
-x ann=a@x bob=b@x|unknown option -x (lucky-judge --help lists the options)
CASES
	run --separate-stderr lucky-judge -d "$D" new -K "$k" -P "open sesame" \
	    ann=a@x bob=b@x
	refused 2 "lucky-judge: -P: a password of 1 to 200 characters, no blank"
	[ ! -e "$D" ]
	run --separate-stderr lucky-judge -d "$D" new -K "$k.none" \
	    ann=a@x bob=b@x
	refused 2 "lucky-judge: $k.none: No such file or directory"
	[ ! -e "$D" ]
	# a game that exists: the one there as it was
	new_game
	cp -a "$G" "$BATS_TEST_TMPDIR/before"
	m=$(mails)
	run --separate-stderr lucky-judge -d "$D" new -g g1 -K "$k" \
	    dan=dan@example.org eve=eve@example.org
	refused 2 "lucky-judge: $D/g1: File exists"
	diff -r "$BATS_TEST_TMPDIR/before" "$G"
	is "mails" "$m" "$(mails)"
	# a secret that is not one
	echo "${JSECRET^^}" >"$BATS_TEST_TMPDIR/upper"
	run --separate-stderr lucky-judge -d "$D" new -g g2 \
	    -K "$BATS_TEST_TMPDIR/upper" dan=dan@example.org eve=eve@example.org
	refused 2 "lucky-judge: $BATS_TEST_TMPDIR/upper: not 64 lowercase hexadecimal digits"
	is "games" "g1" "$(echo $(ls "$D" | grep -v '^lock$'))"
	is "mails" "$m" "$(mails)"
}

# nocard FILE: no card of any hand in the master state is in the mail
# FILE's text.
nocard() {
	local p c

	for p in ann bob cat; do
		for c in $(lucky-show -f "$(master)" -k "hand:$p"); do
			if text "$1" | grep -qw "$c"; then
				echo "$1 shows $p's card $c" >&2
				return 1
			fi
		done
	done
}

@test "new -O: an observer is mailed a secret and the commitment, then every change with a view that hides every hand" {
	dealt -O eve=Eve@Example.org
	f=$(to eve | head -n 1)
	is "subject" "Subject: lucky g1: a new game, observed" "$(grep '^Subject:' "$f")"
	is "welcome" "You observe, as eve, the game g1 of Kill Doctor Lucky by mail, judged by
lucky-judge at judge@example.org.  Your secret, for every mail of yours:

  SECRET $(sed -n 's/^  SECRET //p' "$f")

After every change you get what happened and a view that shows no hand.
HELP, HISTORY, VIEW, STATUS and LIST are answered.

The judge's commitment is

  $(sha "$JSECRET")

The players, in the order of the seats: ann bob cat." "$(text "$f")"
	grep -qx "observer eve eve@example.org $(secret eve)" "$G/current/judge"
	# told of the deal, then of every turn
	grep -qx "Every part of the deal is in: the game is dealt." \
	    "$(last eve)"
	m=$(mails)
	play_turn
	is "mails" "$((m + 4))" "$(mails)"
	f=$(last eve)
	is "subject" "Subject: lucky g1: $(whose) to play" "$(grep '^Subject:' "$f")"
	text "$f" | grep -qx "What happened:"
	text "$f" | grep -qx "Next: $(whose), a turn: move, attempt, end (HELP lists the orders)."
	is "the view" "$(lucky-show -f "$(master)" -a -)" "$(block VIEW "$f")"
	for f in $(to eve); do
		nocard "$f"
	done
}

@test "new -P: a stranger's OBSERVE with the password makes an observer, mailed a secret; a wrong password is not answered" {
	dealt -P sesame
	m=$(mails)
	stranger "Zed <zed@example.net>" "GAME g1" "OBSERVE wrong"
	is "mails" "$m" "$(mails)"
	grep -q " g1: OBSERVE from zed@example.net refused$" "$D/log"
	! grep -q "^observer " "$G/current/judge"
	# the only game: no GAME line needed; the name from the address
	stranger "Zed <zed@example.net>" "OBSERVE sesame"
	is "mails" "zed@example.net lucky g1: you observe" "$(subjects "$m")"
	f=$(last zed@example.net)
	grep -qx "In-Reply-To: $ID" "$f"
	text "$f" | grep -qx "You observe, as zed, the game g1 of Kill Doctor Lucky by mail.  Your secret,"
	grep -qx "observer zed zed@example.net $(secret zed@example.net)" \
	    "$G/current/judge"
	# a name of one's own, with GAME
	stranger "yan@example.net" "GAME g1" "OBSERVE sesame Yannick"
	grep -qx "observer Yannick yan@example.net $(secret yan@example.net)" \
	    "$G/current/judge"
	# observers from then on
	m=$(mails)
	play_turn
	is "mails" "$((m + 5))" "$(mails)"
	is "the view" "$(lucky-show -f "$(master)" -a -)" "$(block VIEW "$(last zed@example.net)")"
	is "the view" "$(lucky-show -f "$(master)" -a -)" "$(block VIEW "$(last yan@example.net)")"
	# a second game: the game must be named
	new_game_2
	m=$(mails)
	stranger "xia@example.net" "OBSERVE sesame"
	is "mails" "$m" "$(mails)"
	grep -q " OBSERVE from xia@example.net refused: no game named$" "$D/log"
}

# new_game_2: a second game, g2, for ann (the same address as in g1) and
# dan.
new_game_2() {
	run --separate-stderr lucky-judge -d "$D" new -g g2 \
	    -K "$BATS_TEST_TMPDIR/secret" -j judge@example.org \
	    ann=ann@example.org dan=dan@example.org
	ran 0 g2 ""
}

@test "standby: a standby is registered and mailed a secret; an unknown game, a member or a bad argument refused" {
	dealt
	m=$(mails)
	run --separate-stderr lucky-judge -d "$D" standby g1 sam=Sam@Example.net
	ran 0 "" ""
	is "mails" "sam@example.net lucky g1: you stand by" "$(subjects "$m")"
	f=$(since "$m")
	text "$f" | grep -qx "You stand by for, as sam, the game g1 of Kill Doctor Lucky by mail, judged by"
	text "$f" | grep -qx "  $(sha "$JSECRET")"
	grep -qx "standby sam sam@example.net $(sed -n 's/^  SECRET //p' "$f")" \
	    "$G/current/judge"
	keep
	run --separate-stderr lucky-judge -d "$D" standby g9 tom=tom@example.net
	refused 2 "lucky-judge: g9: no such game in $D"
	run --separate-stderr lucky-judge -d "$D" standby g1 tom=ann@example.org
	refused 2 "lucky-judge: g1: tom or ann@example.org is a member of the game already"
	run --separate-stderr lucky-judge -d "$D" standby g1 bob=tom@example.net
	refused 2 "lucky-judge: g1: bob or tom@example.net is a member of the game already"
	run --separate-stderr lucky-judge -d "$D" standby g1 tom
	refused 2 "lucky-judge: standby tom: not name=address"
	run --separate-stderr lucky-judge -d "$D" standby g1
	refused 2 "lucky-judge: usage: lucky-judge -d dir standby game name=address"
	unchanged
	is "mails" "$((m + 1))" "$(mails)"
}

# --- the deal --------------------------------------------------------------

@test "the deal: COMMIT refused when not 64 hexadecimal digits or sent twice, SEED before every commitment is in refused" {
	new_game
	keep
	for c in "COMMIT" "COMMIT xyz" "COMMIT $(sha x)0" "COMMIT $(sha x | cut -c2-)"; do
		send ann "$c"
		is "refusal" "line 2, \"$c\": COMMIT takes the SHA-256 of your words, 64 hexadecimal digits (printf '%s' 'your words' | sha256sum)." \
		    "$(refusal "$(last ann)")"
		is "subject" "Subject: lucky g1: your mail was not played" \
		    "$(grep '^Subject:' "$(last ann)")"
		grep -qx "In-Reply-To: $ID" "$(last ann)"
	done
	unchanged
	# upper case is the same hash
	h=$(sha "$(words ann)")
	send ann "COMMIT ${h^^}"
	is "answer" "Your commitment is in: $h

The deal waits for the commitments of bob, cat." "$(text "$(last ann)")"
	is "subject" "Subject: lucky g1: your mail" "$(grep '^Subject:' "$(last ann)")"
	grep -qx "pcommit ann $h" "$G/current/judge"
	keep
	send ann "COMMIT $(sha other)"
	is "refusal" "line 2, \"COMMIT $(sha other)\": your commitment is in already." \
	    "$(refusal "$(last ann)")"
	send bob "SEED $(words bob)"
	is "refusal" "line 2, \"SEED $(words bob)\": first COMMIT, the SHA-256 of your words: the words come once every commitment is in." \
	    "$(refusal "$(last bob)")"
	send bob "move parlor"
	is "refusal" "line 2, \"move parlor\": the game is not dealt yet: the deal waits for the commitments of bob, cat." \
	    "$(refusal "$(last bob)")"
	unchanged
}

@test "the deal: once every commitment is in, everyone is mailed the list of them and asked for the words" {
	new_game -O eve=eve@example.org
	send ann "COMMIT $(sha "$(words ann)")"
	send bob "COMMIT $(sha "$(words bob)")"
	m=$(mails)
	send cat "COMMIT $(sha "$(words cat)")"
	is "mails" "ann@example.org lucky g1: the deal
bob@example.org lucky g1: the deal
cat@example.org lucky g1: the deal
eve@example.org lucky g1: the deal" "$(subjects "$m")"
	list="Every commitment is in:

  ann $(sha "$(words ann)")
  bob $(sha "$(words bob)")
  cat $(sha "$(words cat)")

Now every player who committed sends the words committed to, in a mail
with the line

  SEED your words

The deal waits for the words (SEED) of ann, bob, cat.
The deadline: $(iso "$(due_epoch)") (UTC, in 3 days)."
	is "to ann" "$list" "$(text "$(last ann)")"
	is "to eve" "$list" "$(text "$(last eve)")"
	# the sender first reads their own commitment
	is "to cat" "Your commitment is in: $(sha "$(words cat)")

$list" "$(text "$(last cat)")"
	grep -qx "In-Reply-To: $ID" "$(last cat)"
	! grep -q "^In-Reply-To:" "$(last ann)"
	grep -qx "phase reveal" "$G/current/judge"
}

@test "the deal: SEED words that are not the ones committed to are refused" {
	new_game
	commit_all
	keep
	for w in "apples and pears" "apples and pears 7732" "APPLES and pears 7731"; do
		send ann "SEED $w"
		r=$(refusal "$(last ann)")
		[[ "$r" == "line 2, \"SEED "*"\": these words are not the ones you committed to: their SHA-256 is "*"..., your commitment $(sha "$(words ann)" | cut -c1-16)... (one blank between words, none at the ends)." ]]
	done
	send ann "SEED"
	is "refusal" "line 2, \"SEED\": SEED takes your words, 1 to 200 characters." \
	    "$(refusal "$(last ann)")"
	unchanged
	send ann "SEED $(words ann)"
	send ann "SEED $(words ann)"
	is "refusal" "line 2, \"SEED $(words ann)\": your words are in already." \
	    "$(refusal "$(last ann)")"
}

@test "the deal: dealt once every word is in, everyone told; the seed is the SHA-256 of the page's text" {
	new_game -O eve=eve@example.org
	commit_all
	send ann "SEED $(words ann)"
	send bob "SEED $(words bob)"
	[ ! -e "$G/current/game" ]
	is "bob's answer" "Your words are in: \"$(words bob)\".

The deal waits for the words of cat." "$(text "$(last bob)")"
	m=$(mails)
	send cat "SEED $(words cat)"
	is "mails" "ann@example.org lucky g1: $(whose) to play
bob@example.org lucky g1: your move, bob
cat@example.org lucky g1: $(whose) to play
eve@example.org lucky g1: $(whose) to play" "$(subjects "$m")"
	for p in ann bob cat eve; do
		text "$(last "$p")" | grep -qx "Every part of the deal is in: the game is dealt."
	done
	# lucky-new -s with the first 8 bytes of the SHA-256 of the text,
	# the highest bit cleared
	h=$(printf 'lucky-judge seed\njudge %s\nann %s\nbob %s\ncat %s\n' \
	    "$JSECRET" "$(words ann)" "$(words bob)" "$(words cat)" |
	    sha256sum | cut -c1-16)
	seed=$((0x$h & 0x7fffffffffffffff))
	is "seed" "$seed" "$(lucky-show -f "$(master)" -k seed)"
	lucky-new -s "$seed" ann bob cat >"$BATS_TEST_TMPDIR/new"
	is "the deal" "$(lucky-show -f "$BATS_TEST_TMPDIR/new")" \
	    "$(lucky-show -f "$(master)")"
	lucky-check -q "$(master)"
	for p in ann bob cat; do
		is "$p's view" "$(lucky-show -f "$(master)" -a "$p")" \
		    "$(block VIEW "$(last "$p")")"
	done
	grep -qx "phase dealt" "$G/current/judge"
	# the judge's secret is in no mail before the end
	! grep -rq "$JSECRET" "$OUT"
}

@test "the deal: at the end every player is mailed the final master state and the commitment file, which passes lucky-check --commitment" {
	finished
	cmp "$(master)" "$BATS_TEST_TMPDIR/master"
	c="commitment $(sha "$JSECRET")
secret $JSECRET
committed ann $(sha "$(words ann)")
contribution ann $(words ann)
committed bob $(sha "$(words bob)")
contribution bob $(words bob)
committed cat $(sha "$(words cat)")
contribution cat $(words cat)
seed $(lucky-show -f "$(master)" -k seed)"
	is "commitment file" "$c" "$(cat "$BATS_TEST_TMPDIR/commitment")"
	for p in ann bob; do
		is "$p's" "$c" "$(block COMMITMENT "$(last "$p")")"
	done
	run --separate-stderr lucky-check \
	    --commitment="$BATS_TEST_TMPDIR/commitment" "$BATS_TEST_TMPDIR/master"
	is status 0 "$status"
	is "check" "ok: the seed $(lucky-show -f "$(master)" -k seed) is the one the judge's secret, committed to as $(sha "$JSECRET" | cut -c1-16)..., and 3 contributions, each committed to first, deal" \
	    "${lines[0]}"
	# one word changed: not the deal
	sed 's/^contribution bob bob 1234$/contribution bob bob 1235/' \
	    "$BATS_TEST_TMPDIR/commitment" >"$BATS_TEST_TMPDIR/c2"
	run --separate-stderr lucky-check --commitment="$BATS_TEST_TMPDIR/c2" \
	    "$BATS_TEST_TMPDIR/master"
	is status 1 "$status"
}

@test "the deal: with nothing in, tick waits (exit 1), the deadline of the commitments passed or not" {
	new_game -t 1h
	keep
	tick 1
	set_due "$(ago 10)"
	keep
	m=$(mails)
	tick 1
	unchanged
	is "mails" "$m" "$(mails)"
	[ ! -e "$G/current/game" ]
}

@test "the deal: tick after the deadline of the commitments goes on without the missing player, everyone told" {
	new_game -t 1h -O eve=eve@example.org
	send ann "COMMIT $(sha "$(words ann)")"
	send bob "COMMIT $(sha "$(words bob)")"
	# before the deadline: nothing to do
	tick 1
	set_due "$(ago 10)"
	m=$(mails)
	tick
	is "mails" "ann@example.org lucky g1: the deal
bob@example.org lucky g1: the deal
cat@example.org lucky g1: the deal
eve@example.org lucky g1: the deal" "$(subjects "$m")"
	for p in ann bob cat eve; do
		is "to $p" "The deadline of the commitments passed: the deal goes on without cat.
Every commitment is in:

  ann $(sha "$(words ann)")
  bob $(sha "$(words bob)")

Now every player who committed sends the words committed to, in a mail
with the line

  SEED your words

The deal waits for the words (SEED) of ann, bob.
The deadline: $(iso "$(due_epoch)") (UTC, in 60 minutes)." \
		    "$(text "$(last "$p")")"
	done
	# cat is too late now, for a commitment or words
	keep
	send cat "COMMIT $(sha "$(words cat)")"
	is "refusal" "line 2, \"COMMIT $(sha "$(words cat)")\": the deadline of the commitments passed: the deal goes on without your words." \
	    "$(refusal "$(last cat)")"
	send cat "SEED $(words cat)"
	is "refusal" "line 2, \"SEED $(words cat)\": you have no commitment in: the deadline of the commitments passed." \
	    "$(refusal "$(last cat)")"
	unchanged
	# the two words in: dealt without cat's
	send ann "SEED $(words ann)"
	send bob "SEED $(words bob)"
	h=$(printf 'lucky-judge seed\njudge %s\nann %s\nbob %s\n' \
	    "$JSECRET" "$(words ann)" "$(words bob)" | sha256sum | cut -c1-16)
	is "seed" "$((0x$h & 0x7fffffffffffffff))" \
	    "$(lucky-show -f "$(master)" -k seed)"
	is "players" "ann bob cat" "$(echo $(lucky-show -f "$(master)" -k players))"
}

@test "the deal: tick after the deadline of the words deals without the missing words, everyone told; the commitment file says so and passes lucky-check" {
	new_game -t 1h -O eve=eve@example.org
	commit_all
	send ann "SEED $(words ann)"
	send cat "SEED $(words cat)"
	tick 1
	[ ! -e "$G/current/game" ]
	set_due "$(ago 10)"
	m=$(mails)
	tick
	is "mails" "4" "$(since "$m" | wc -l)"
	for p in ann bob cat eve; do
		said "$(last "$p")" | grep -qx "The deadline of the words passed: bob sent none and has no part in the deal."
		said "$(last "$p")" | grep -qx "Every part of the deal is in: the game is dealt."
	done
	h=$(printf 'lucky-judge seed\njudge %s\nann %s\ncat %s\n' \
	    "$JSECRET" "$(words ann)" "$(words cat)" | sha256sum | cut -c1-16)
	seed=$((0x$h & 0x7fffffffffffffff))
	is "seed" "$seed" "$(lucky-show -f "$(master)" -k seed)"
	# too late for bob's words
	send bob "SEED $(words bob)"
	is "refusal" "line 2, \"SEED $(words bob)\": the game is dealt already." \
	    "$(refusal "$(last bob)")"
	# played to the end by the bots: bob is missing in the commitment
	send ann RESIGN
	send bob RESIGN
	send cat RESIGN
	block COMMITMENT "$(last ann)" >"$BATS_TEST_TMPDIR/c"
	block MASTER "$(last ann)" >"$BATS_TEST_TMPDIR/master"
	is "commitment file" "commitment $(sha "$JSECRET")
secret $JSECRET
committed ann $(sha "$(words ann)")
contribution ann $(words ann)
committed bob $(sha "$(words bob)")
missing bob
committed cat $(sha "$(words cat)")
contribution cat $(words cat)
seed $seed" "$(cat "$BATS_TEST_TMPDIR/c")"
	run --separate-stderr lucky-check --commitment="$BATS_TEST_TMPDIR/c" \
	    "$BATS_TEST_TMPDIR/master"
	is status 0 "$status"
	is "check" "ok: the seed $seed is the one the judge's secret, committed to as $(sha "$JSECRET" | cut -c1-16)..., and 2 contributions, each committed to first, deal" \
	    "${lines[0]}"
}

# --- defects ---------------------------------------------------------------

@test "defect: a refused mail changes nothing, the deal included" {
	new_game -O eve=eve@example.org
	keep
	n=$(seen) m=$(mails)
	send ann "COMMIT $(sha "$(words ann)")" "mvoe parlor"
	is "refusal" "line 3, \"mvoe parlor\": unknown order \"mvoe\" (did you mean \"move\"?)." \
	    "$(refusal "$(last ann)")"
	unchanged
	is "seen" "$((n + 1))" "$(seen)"
	is "mails" "$((m + 1))" "$(mails)"
	send ann "COMMIT $(sha "$(words ann)")"
	send bob "COMMIT $(sha "$(words bob)")"
	# the last commitment, with an order before the deal: no reveal
	keep
	m=$(mails)
	send cat "COMMIT $(sha "$(words cat)")" "move parlor"
	# (cat's commitment is in, in the copy the mail is played on)
	is "refusal" "line 3, \"move parlor\": the game is not dealt yet: the deal waits for the commitments of nobody." \
	    "$(refusal "$(last cat)")"
	unchanged
	is "mails" "cat@example.org lucky g1: your mail was not played" "$(subjects "$m")"
	grep -qx "phase commit" "$G/current/judge"
	send cat "COMMIT $(sha "$(words cat)")"
	send ann "SEED $(words ann)"
	send bob "SEED $(words bob)"
	# the last words, with a typo after them: no deal
	keep
	m=$(mails)
	send cat "SEED $(words cat)" "Thanks," "edn"
	is "refusal" "line 4, \"edn\": unknown order \"edn\" (did you mean \"end\"?)." \
	    "$(refusal "$(last cat)")"
	unchanged
	[ ! -e "$G/current/game" ]
	is "mails" "cat@example.org lucky g1: your mail was not played" "$(subjects "$m")"
	! grep -q "^seed cat " "$G/current/judge"
	# a deadline is not moved by a refused mail either
	d=$(($(due_epoch) - 100))
	set_due "$d"
	send cat "SEED $(words cat)" "end"
	is "deadline" "$d" "$(due_epoch)"
}

@test "defect: a SEED counts only from a played mail: words in a refused mail are not in the deal" {
	new_game -t 1h
	commit_all
	send ann "SEED $(words ann)" "end"
	is "refusal" "line 3, \"end\": the game is not dealt yet: the deal waits for the words of bob, cat." \
	    "$(refusal "$(last ann)")"
	send bob "SEED $(words bob)"
	send cat "SEED $(words cat)"
	[ ! -e "$G/current/game" ]
	is "answer" "Your words are in: \"$(words cat)\".

The deal waits for the words of ann." "$(text "$(last cat)")"
	# the deadline of the words: dealt without ann's
	set_due "$(ago 10)"
	tick
	said "$(last ann)" | grep -qx "The deadline of the words passed: ann sent none and has no part in the deal."
	h=$(printf 'lucky-judge seed\njudge %s\nbob %s\ncat %s\n' \
	    "$JSECRET" "$(words bob)" "$(words cat)" | sha256sum | cut -c1-16)
	is "seed" "$((0x$h & 0x7fffffffffffffff))" \
	    "$(lucky-show -f "$(master)" -k seed)"
	! grep -q "^seed ann " "$G/current/judge"
}

# flood_half K: the judge reads the flood's mails K, K + 2, ... 4999 + K.
flood_half() {
	local i

	for ((i = $1; i <= 5000; i += 2)); do
		lucky-judge -d "$D" <"$BATS_TEST_TMPDIR/flood/$i" || return 1
	done
}

@test "defect: the judge's file cannot be flooded: 5,000 strangers' mails with 1 kB Message-IDs add nothing to it, and a player's mail delivered again after them is played once" {
	dealt
	whole_games
	send ann HISTORY
	cp "$M" "$BATS_TEST_TMPDIR/again"
	n=$(seen) m=$(mails)
	size=$(stat -c %s "$G/current/judge")
	mkdir "$BATS_TEST_TMPDIR/flood"
	# each with ann's secret and an order, a Message-ID of its own
	awk -v dir="$BATS_TEST_TMPDIR/flood" -v s="$(secret ann)" 'BEGIN {
		long = sprintf("%01000d", 0)
		gsub(/0/, "x", long)
		for (i = 1; i <= 5000; i++) {
			f = dir "/" i
			printf "From: eve%d@example.net\nTo: judge@example.org\n", i >f
			printf "Subject: hi\nMessage-ID: <%d.%s@example.net>\n", i, long >f
			printf "\nSECRET %s\nmove parlor\n", s >f
			close(f)
		}
	}'
	is "files" 5000 "$(ls "$BATS_TEST_TMPDIR/flood" | wc -l)"
	is "Message-ID" "<4321.$(printf '%01000d' 0 | tr 0 x)@example.net>" \
	    "$(sed -n 's/^Message-ID: //p' "$BATS_TEST_TMPDIR/flood/4321")"
	# two at a time, the odd ones and the even ones
	untraced flood_half 1 &
	untraced flood_half 2 &
	wait %1
	wait %2
	is "seen" "$n" "$(seen)"
	is "size of the judge's file" "$size" "$(stat -c %s "$G/current/judge")"
	is "mails" "$m" "$(mails)"
	is "log" 5000 "$(grep -c ' a mail from eve[0-9]*@example.net, not a member: not answered$' "$D/log")"
	deliver "$BATS_TEST_TMPDIR/again"
	is "mails" "$m" "$(mails)"
	is "seen" "$n" "$(seen)"
}

@test "defect: a mail with a good secret and no order or keyword is answered that it held none" {
	dealt
	keep
	send ann
	is "answer" "Your mail held no order and no keyword: nothing was played." \
	    "$(text "$(last ann)")"
	is "subject" "Subject: lucky g1: your mail" "$(grep '^Subject:' "$(last ann)")"
	grep -qx "In-Reply-To: $ID" "$(last ann)"
	send ann "Hello judge," "I will be late." "Thanks!"
	is "answer" "Your mail held no order and no keyword: nothing was played.

These lines were not read as orders:
  Hello judge,
  I will be late.
  Thanks!" \
	    "$(text "$(last ann)")"
	unchanged
}

@test "defect: a mail with more than 1000 lines to read is refused, with an answer" {
	dealt
	keep
	mapfile -t many < <(seq 999 | sed 's/^/line /')
	# 1000 lines, the secret among them: read
	send ann "${many[@]}"
	is "answer" "Your mail held no order and no keyword: nothing was played." \
	    "$(text "$(last ann)" | head -n 1)"
	is "lines listed" 999 "$(text "$(last ann)" | grep -c '^  line ')"
	send ann "${many[@]}" "line 1000"
	is "refusal" "it has more than 1000 lines to read." "$(refusal "$(last ann)")"
	unchanged
}

@test "defect: a mail over 16 MiB is not read and its sender is told; shortened, the same mail (its Message-ID) is played" {
	dealt
	w=$(whose)
	mapfile -t t < <(turn_of "$w")
	mail "$w" "${t[@]}" >"$BATS_TEST_TMPDIR/short"
	{
		cat "$BATS_TEST_TMPDIR/short"
		head -c $((16 * 1024 * 1024)) /dev/zero | tr '\0' x | fold -w 76
	} >"$BATS_TEST_TMPDIR/big"
	keep
	n=$(seen) m=$(mails)
	deliver "$BATS_TEST_TMPDIR/big"
	unchanged
	is "seen" "$n" "$(seen)"
	is "mails" "$w@example.org lucky g1: your mail was not read" "$(subjects "$m")"
	is "answer" "Your mail was not read, and nothing changed: it is $(stat -c %s "$BATS_TEST_TMPDIR/big") bytes long, and the
judge reads mails of 16 MiB at most.  Send your orders in a mail of their
own, without large attachments." "$(text "$(last "$w")")"
	grep -qx "In-Reply-To: $ID" "$(last "$w")"
	# from another player, whose secret it is not: not answered
	o=$(lucky-show -f "$(master)" -k players | grep -vx "$w" | head -n 1)
	sed "s/^From: .*/From: $o@example.org/" "$BATS_TEST_TMPDIR/big" \
	    >"$BATS_TEST_TMPDIR/big2"
	deliver "$BATS_TEST_TMPDIR/big2"
	is "mails" "$((m + 1))" "$(mails)"
	grep -q " g1: a mail of $(stat -c %s "$BATS_TEST_TMPDIR/big2") bytes from $o@example.org: too big, dropped$" \
	    "$D/log"
	unchanged
	n0=$(records)
	deliver "$BATS_TEST_TMPDIR/short"
	is "records" "$((n0 + ${#t[@]}))" "$(records)"
	is "seen" "$((n + 1))" "$(seen)"
}

@test "defect: an order only in an attached plan.txt is not played, and the answer names the attachment" {
	dealt
	w=$(whose)
	mapfile -t t < <(turn_of "$w")
	keep
	newid
	{
		headers "$w <$w@example.org>" "$ID"
		printf 'Content-Type: multipart/mixed; boundary="b1"\n\n--b1\n'
		printf 'Content-Type: text/plain; charset=us-ascii\n\n'
		printf 'SECRET %s\nMy orders are attached.\n\n--b1\n' "$(secret "$w")"
		printf 'Content-Type: text/plain; charset=us-ascii; name="plan.txt"\n'
		printf 'Content-Disposition: attachment; filename="plan.txt"\n\n'
		printf '%s\n' "${t[@]}"
		printf '\n--b1--\n'
	} >"$M"
	deliver "$M"
	unchanged
	is "answer" "Your mail held no order and no keyword: nothing was played.

These lines were not read as orders:
  My orders are attached.

These attachments were not read:
  plan.txt (text/plain)" "$(text "$(last "$w")")"
	# an inline text part after it is read
	sed 's/^Content-Disposition: attachment; filename="plan.txt"$/Content-Disposition: inline/; s/; name="plan.txt"$//' \
	    "$M" >"$BATS_TEST_TMPDIR/inline"
	sed -i "s/^Message-ID: .*/Message-ID: <inline.$$@example.org>/" \
	    "$BATS_TEST_TMPDIR/inline"
	n=$(records)
	deliver "$BATS_TEST_TMPDIR/inline"
	is "records" "$((n + ${#t[@]}))" "$(records)"
	# a refused mail names what was not read too
	o=$(lucky-show -f "$(master)" -k players | grep -vx "$(whose)" | head -n 1)
	sed "s/^From: .*/From: $o <$o@example.org>/; s/^SECRET .*/SECRET $(secret "$o")/; s/^My orders are attached.$/Hello judge,\nend/; s/^Message-ID: .*/Message-ID: <refused.$$@example.org>/" \
	    "$M" >"$BATS_TEST_TMPDIR/refused"
	keep
	deliver "$BATS_TEST_TMPDIR/refused"
	unchanged
	is "answer" "Your mail was not played, and nothing changed: line 3, \"end\": it is not your turn: $(whose) must act (a turn: move, attempt, end (HELP lists the orders)).

These lines were not read as orders:
  Hello judge,

These attachments were not read:
  plan.txt (text/plain)

HELP in a mail of yours, with your secret, tells how to play by mail." \
	    "$(text "$(last "$o")")"
}

@test "defect: --help, --version, -h and --he in an order are refused: no report, the deadline unchanged" {
	dealt
	w=$(whose)
	d=$(($(due_epoch) - 100))
	set_due "$d"
	keep
	while IFS='|' read -r o why; do
		m=$(mails)
		send "$w" "$o"
		is "mails" "$w@example.org lucky g1: your mail was not played" \
		    "$(subjects "$m")"
		is "refusal" "line 2, \"$o\": $why." "$(refusal "$(last "$w")")"
	done <<'ORDERS'
end --help|--help prints and exits: it is not an order
move --version|--version prints and exits: it is not an order
end -h|-h: -h prints the help and exits: it is not an order
move -ch r16 parlor|-ch: -h prints the help and exits: it is not an order
attempt --he|--he prints and exits: it is not an order
take --vers|--vers prints and exits: it is not an order
lucky-end --help=x|--help=x prints and exits: it is not an order
end -n|-n: -n (--dry-run) is not yours to give: the game gives its file, the player and the mode itself
end --file=/etc/passwd|"--file=/etc/passwd" looks like a path: an order names cards, rooms and players, never a file
end -p bob|-p: -p (--player) is not yours to give: the game gives its file, the player and the mode itself
end --in|--in: --in-place is not yours to give: the game gives its file, the player and the mode itself
ORDERS
	unchanged
	is "deadline" "$d" "$(due_epoch)"
}

@test "defect: foil CARD and pass answer an attempt as the page shows, and every order form of the page and of HELP is played as shown: move, move -c, move -D, -m lucky, a path, attempt, attempt -c, end" {
	dealt
	# lucky-bot's actions, each mailed by the player who must act,
	# until each form was played once
	declare -A done=()
	for i in $(seq 40); do
		c=$BATS_TEST_TMPDIR/copy
		cp "$(master)" "$c"
		read -r -a a <<<"$(lucky-bot -f "$c")"
		w=$(whose)
		o=$(order "${a[*]}")
		case $o in
		"move -D "*) f=doctor
			[ -n "${done[doctor]:-}" ] && f=pawn &&
			    o="move -m lucky ${o#move -D }" ;;
		"move -c "*" "*" "*) f=path ;;
		"move -c "*) f=card ;;
		"move "*) f=move
			[ -n "${done[move]:-}" ] && f=lucky- &&
			    o="Lucky-Move ${o#move }" ;;
		"attempt -c "*) f=weapon ;;
		attempt) f=attempt ;;
		"foil "*" "*) f=foil2 ;;
		"foil "*) f=foil ;;
		pass) f=pass ;;
		end) f=end
			[ -n "${done[end]:-}" ] && f=END && o=END ;;
		*) f=other ;;
		esac
		n=$(records)
		send "$w" "$o"
		text "$(last "$w")" | grep -q "^Your mail was not played" &&
		    { echo "$o: $(refusal "$(last "$w")")" >&2; false; }
		is "records after $o" "$((n + 1))" "$(records)"
		done[$f]=1
		[ "${#done[@]}" -lt 13 ] || break
	done
	is "forms played" "END attempt card doctor end foil foil2 lucky- move pass path pawn weapon" \
	    "$(printf '%s\n' "${!done[@]}" | sort | xargs)"
	# the record says what the forms did
	lucky-show -f "$(master)" -k record | grep -q "^foil [a-z]* [rfw][0-9]* [rfw][0-9]*$"
	lucky-show -f "$(master)" -k record | grep -q "^pass "
	lucky-check -q "$(master)"
}

@test "defect: take CARD, the dog's spite tokens (paizo, dog=new), is played as shown" {
	dealt -r paizo -o dog=new
	for i in $(seq 40); do
		[ "$(lucky-show -f "$(master)" -k phase)" != take ] || break
		cp "$(master)" "$BATS_TEST_TMPDIR/copy"
		o=$(order "$(lucky-bot -f "$BATS_TEST_TMPDIR/copy")")
		send "$(whose)" "$o"
	done
	is "phase" take "$(lucky-show -f "$(master)" -k phase)"
	w=$(whose)
	said "$(last "$w")" | grep -qx "It is your move, $w: the dog's spite tokens: take CARD ... (a card for each), or take (none)."
	cp "$(master)" "$BATS_TEST_TMPDIR/copy"
	o=$(order "$(lucky-bot -f "$BATS_TEST_TMPDIR/copy")")
	[[ "$o" == "take "* ]]
	n=$(records)
	send "$w" "$o"
	is "records" "$((n + 1))" "$(records)"
	is "the record" "take $w ${o#take }" \
	    "$(lucky-show -f "$(master)" -k record | tail -n 1)"
}

# control FILE: the mail FILE's text has no CR, ESC or BEL byte.
nocontrol() {
	! text "$1" | grep -q $'[\r\e\a]'
}

@test "defect: a CR (quoted-printable =0D), an ESC or a BEL in a SEED or an order refuses the mail (control character), never stored or mailed" {
	new_game -O eve=eve@example.org
	commit_all
	for c in '=0D' '=1B' '=07'; do
		keep
		newid
		{
			headers "ann <ann@example.org>" "$ID"
			printf 'Content-Type: text/plain; charset=us-ascii\n'
			printf 'Content-Transfer-Encoding: quoted-printable\n\n'
			printf 'SECRET %s\nSEED apples and%spears 7731\n' \
			    "$(secret ann)" "$c"
		} >"$M"
		deliver "$M"
		is "refusal for $c" "line 2 holds a control character (0x$(tr A-F a-f <<<"${c#=}"))." \
		    "$(refusal "$(last ann)")"
		unchanged
	done
	# in an order, whatever the encoding
	send ann "SEED $(words ann)"
	send bob "SEED $(words bob)"
	send cat "SEED $(words cat)"
	w=$(whose)
	keep
	for c in $'\r' $'\e' $'\a'; do
		mail "$w" "move parlor${c}end" >"$M"
		deliver "$M"
		is "refusal" "line 2 holds a control character (0x$(printf '%s' "$c" | od -An -tx1 | tr -d ' '))." \
		    "$(refusal "$(last "$w")")"
		unchanged
	done
	newid
	{
		headers "$w <$w@example.org>" "$ID"
		printf 'Content-Type: text/plain; charset=utf-8\n'
		printf 'Content-Transfer-Encoding: base64\n\n'
		printf 'SECRET %s\r\nend\e[2J\r\n' "$(secret "$w")" | base64
	} >"$M"
	deliver "$M"
	is "refusal" "line 2 holds a control character (0x1b)." \
	    "$(refusal "$(last "$w")")"
	unchanged
	# stored nowhere, mailed to nobody
	! grep -rq $'[\e\a]' "$D"
	! grep -rq $'[\e\a]' "$OUT"
	! grep -rq $'\r' "$D"
	for f in "$OUT"/[0-9]*; do
		nocontrol "$f"
	done
}

@test "defect: an order out of turn is refused on the turn (it is not your turn), not on its words" {
	dealt
	w=$(whose)
	o=$(lucky-show -f "$(master)" -k players | grep -vx "$w" | head -n 1)
	keep
	for x in "move hall" "move nowhere" "end --draw" "attempt -c w99" "pass" "take"; do
		send "$o" "$x"
		is "refusal" "line 2, \"$x\": it is not your turn: $w must act (a turn: move, attempt, end (HELP lists the orders))." \
		    "$(refusal "$(last "$o")")"
	done
	unchanged
	# the player to act is refused on the words
	send "$w" "move hall"
	r=$(refusal "$(last "$w")")
	[[ "$r" == "line 2, \"move hall\": lucky-move: "* ]]
	[[ "$r" != *"not your turn"* ]]
	unchanged
}

@test "defect: HISTORY and VIEW are answered after the game is over; an order is refused" {
	finished
	keep
	m=$(mails)
	send bob HISTORY VIEW
	is "mails" "bob@example.org lucky g1: your mail" "$(subjects "$m")"
	f=$(last bob)
	is "history" "$(lucky-show -f "$(master)" --log -a bob)" \
	    "$(text "$f" | sed -n '/^The game so far:$/,/^$/p' | sed '1d;$d')"
	is "view" "$(lucky-show -f "$(master)" -a bob)" "$(block VIEW "$f")"
	send bob end
	is "refusal" "line 2, \"end\": the game is over." "$(refusal "$(last bob)")"
	unchanged
}

@test "defect: the SEED receipt quotes the words as stored, one blank apart" {
	new_game
	commit_all
	# as the mail program left them: blanks and tabs between, at the ends
	send ann "SEED   apples  and	pears   7731   "
	is "answer" "Your words are in: \"apples and pears 7731\".

The deal waits for the words of bob, cat." "$(text "$(last ann)")"
	grep -qx "seed ann apples and pears 7731" "$G/current/judge"
}

@test "defect: a refused mail's answer does not carry the mail's secret" {
	dealt
	w=$(whose)
	s=$(secret "$w")
	keep
	for x in "PRESS|hello|SECRET $s" "SECRT $s" "SET ADDRESS $s" \
	    "move $s" "move -c $s parlor" "move -m $s parlor" "take ${s^^}" \
	    "end --dog=x$s" "mvoe $(printf 'y%.0s' $(seq 180))$s"; do
		newid
		{
			headers "$w <$w@example.org>" "$ID"
			printf 'Content-Type: text/plain; charset=us-ascii\n\n'
			printf 'SECRET %s\n' "$s"
			tr '|' '\n' <<<"$x"
		} >"$M"
		deliver "$M"
		f=$(last "$w")
		grep -q "^Your mail was not played, and nothing changed: line " "$f"
		# no 8 digits of it in a row, in any case
		for ((i = 0; i <= 56; i++)); do
			if grep -qi "${s:i:8}" "$f"; then
				echo "$x: $(refusal "$f")" >&2
				false
			fi
		done
	done
	# the secret's place is still said
	is "a refusal" "line 4, \"SECRET ...\": a PRESS without its ENDPRESS." \
	    "$(refusal "$(to "$w" | tail -n 9 | head -n 1)")"
	r=$(refusal "$(to "$w" | tail -n 5 | head -n 1)")
	[[ "$r" == "line 2, \"move -c ... parlor\": lucky-move: no card \"...\" in $w's hand ($w holds: "* ]]
	unchanged
}

# signed KEY LINE ...: ann's mail of the lines, signed with KEY (a file
# of the test's), into $M; $ID its Message-ID.
signed() {
	local key=$1

	shift
	printf '%s\n' "$@" >"$BATS_TEST_TMPDIR/lines"
	rm -f "$BATS_TEST_TMPDIR/lines.sig"
	ssh-keygen -q -Y sign -f "$BATS_TEST_TMPDIR/$key" -n lucky-judge \
	    "$BATS_TEST_TMPDIR/lines"
	newid
	{
		headers "ann <ann@example.org>" "$ID"
		printf 'Content-Type: text/plain; charset=us-ascii\n\n'
		cat "$BATS_TEST_TMPDIR/lines" "$BATS_TEST_TMPDIR/lines.sig"
	} >"$M"
}

@test "defect: a signed mail needs GAME and SEQ, and the same signed lines under a new Message-ID are refused" {
	ssh-keygen -q -t ed25519 -N '' -C ann -f "$BATS_TEST_TMPDIR/ann"
	ssh-keygen -q -t ed25519 -N '' -C eve -f "$BATS_TEST_TMPDIR/eve"
	run --separate-stderr lucky-judge -d "$D" new -g g1 \
	    -K "$BATS_TEST_TMPDIR/secret" -j judge@example.org \
	    ann=ann@example.org:"$BATS_TEST_TMPDIR/ann.pub" bob=bob@example.org
	ran 0 g1 ""
	grep -qx "key ann $(cat "$BATS_TEST_TMPDIR/ann.pub")" "$G/current/judge"
	text "$(last ann)" | grep -qx "ssh-keygen -Y sign -n lucky-judge, the lines GAME g1 and SEQ 1 among them"
	s=$(secret ann)
	c="COMMIT $(sha "$(words ann)")"
	keep
	send ann "$c"
	is "refusal" "it is not signed: your orders must be signed with your key (ssh-keygen -Y sign -n lucky-judge)." \
	    "$(refusal "$(last ann)")"
	signed eve "SECRET $s" "GAME g1" "SEQ 1" "$c"
	deliver "$M"
	is "refusal" "its signature does not hold for your key: sign exactly the lines before the signature but blank and quoted ones, SECRET and a greeting included, with ssh-keygen -Y sign -n lucky-judge." \
	    "$(refusal "$(last ann)")"
	signed ann "SECRET $s" "$c"
	deliver "$M"
	is "refusal" "a signed mail holds the line GAME g1." "$(refusal "$(last ann)")"
	signed ann "SECRET $s" "GAME g1" "$c"
	deliver "$M"
	is "refusal" "a signed mail holds the line SEQ 1 (a signed mail is played once)." \
	    "$(refusal "$(last ann)")"
	signed ann "SECRET $s" "GAME g1" "SEQ 2" "$c"
	deliver "$M"
	is "refusal" "a signed mail holds the line SEQ 1 (a signed mail is played once)." \
	    "$(refusal "$(last ann)")"
	# a line added after signing
	signed ann "SECRET $s" "GAME g1" "SEQ 1" "$c"
	sed -i "s/^SEQ 1$/SEQ 1\nRESIGN/" "$M"
	deliver "$M"
	is "refusal" "its signature does not hold for your key: sign exactly the lines before the signature but blank and quoted ones, SECRET and a greeting included, with ssh-keygen -Y sign -n lucky-judge." \
	    "$(refusal "$(last ann)")"
	unchanged
	signed ann "SECRET $s" "GAME g1" "SEQ 1" "$c"
	deliver "$M"
	is "answer" "Your commitment is in: $(sha "$(words ann)")

The deal waits for the commitments of bob.
Sign your next mail with the lines GAME g1 and SEQ 2 among them." \
	    "$(text "$(last ann)")"
	grep -q "^player ann ann@example.org $s 0 0 1 0 0 0$" "$G/current/judge"
	# the same signed lines again, under a new Message-ID
	keep
	sed -i "s/^Message-ID: .*/Message-ID: <again.$$@example.org>/" "$M"
	deliver "$M"
	is "refusal" "a signed mail holds the line SEQ 2 (a signed mail is played once)." \
	    "$(refusal "$(last ann)")"
	unchanged
	signed ann "SECRET $s" "GAME g1" "SEQ 2" HELP
	deliver "$M"
	grep -q "^player ann ann@example.org $s 0 0 2 0 0 0$" "$G/current/judge"
}

# slow_bot DIR: in DIR, a copy of lucky-judge and a lucky-bot that runs
# for ever with -S search on the game (its other runs are lucky-bot's):
# the judge runs the programs of its own directory first.
slow_bot() {
	mkdir -p "$1"
	cp "$(command -v lucky-judge)" "$1/lucky-judge"
	cat >"$1/lucky-bot" <<EOS
#!/bin/sh
case "\$*" in
*--strategy=search*--file=*) exec sleep 600 ;;
esac
exec "$(command -v lucky-bot)" "\$@"
EOS
	chmod +x "$1/lucky-bot"
}

@test "defect: the bot's time: with -S search -T 1s, tick plays a late seat within the time or by greedy, everyone told, in little time" {
	dealt -S search -T 1s -t 1h -G 0 -O eve=eve@example.org
	w=$(whose)
	n=$(records) m=$(mails)
	set_due "$(ago 10)"
	s=$(date +%s)
	tick
	e=$(date +%s)
	[ "$(records)" -gt "$n" ]
	[ "$(whose)" != "$w" ]
	is "mails" 4 "$(since "$m" | wc -l)"
	for p in ann bob cat eve; do
		said "$(last "$p")" | grep -qx "$w's deadline passed: lucky-bot played for them."
	done
	# each action in its second, or greedy's: the turn is a few of them
	[ $((e - s)) -le $((2 * ($(records) - n) + 20)) ]
	lucky-check -q "$(master)"
}

@test "defect: the bot's time: a bot that runs past -T is stopped and greedy plays, everyone told" {
	dealt -S search -T 1s -t 1h -G 0 -O eve=eve@example.org
	slow_bot "$BATS_TEST_TMPDIR/bin"
	w=$(whose)
	n=$(records) m=$(mails)
	set_due "$(ago 10)"
	s=$(date +%s)
	run --separate-stderr "$BATS_TEST_TMPDIR/bin/lucky-judge" -d "$D" tick
	ran 0 "" ""
	e=$(date +%s)
	a=$(($(records) - n))
	[ "$a" -gt 0 ]
	[ "$(whose)" != "$w" ]
	[ $((e - s)) -le $((2 * a + 20)) ]
	is "mails" 4 "$(since "$m" | wc -l)"
	for p in ann bob cat eve; do
		said "$(last "$p")" | grep -qx "$w's deadline passed: lucky-bot played for them."
		is "told to $p" "$a" "$(said "$(last "$p")" | grep -cx "lucky-bot -S search ran out of its time for $w: greedy chose instead.")"
	done
	# greedy's turn, as lucky-bot plays it
	lucky-check -q "$(master)"
}

# --- mail in ---------------------------------------------------------------

# turn_mail: the player to act, $W, and lucky-bot's turn for them, $T;
# a new Message-ID in $ID.
turn_mail() {
	W=$(whose)
	mapfile -t T < <(turn_of "$W")
	[ "${#T[@]}" -ge 1 ]
	R=$(records)
	newid
}

# turn_played: the turn of turn_mail was played, and answered.
turn_played() {
	is "records" "$((R + ${#T[@]}))" "$(records)"
	[ "$(whose)" != "$W" ]
	grep -qx "In-Reply-To: $ID" "$(last "$W")"
	! text "$(last "$W")" | grep -q "^Your mail was not played"
}

@test "hostile: a stranger's mail under a player's address and a Message-ID does not have the player's own mail of that Message-ID dropped" {
	dealt
	turn_mail
	s=$(seen)
	{
		headers "$W@example.org" "$ID"
		printf 'Content-Type: text/plain\n\nhello\n'
	} >"$M"
	deliver "$M"
	# refused once, and remembered apart from the player's own mails
	is "refusal" "it has no line \"SECRET your-secret\"." "$(refusal "$(last "$W")")"
	is "seen" "$((s + 1))" "$(seen)"
	{
		headers "$W <$W@example.org>" "$ID"
		printf 'Content-Type: text/plain\n\nSECRET %s\n' "$(secret "$W")"
		printf '%s\n' "${T[@]}"
	} >"$M"
	deliver "$M"
	turn_played
}

@test "hostile: a line of PRESS text that begins with GAME does not route the mail; a GAME line naming no game of the sender's is refused, not dropped" {
	dealt
	m=$(mails)
	send ann PRESS "Game on, bob!" ENDPRESS
	is "answer" "Your press to ALL is sent." "$(text "$(last ann)")"
	keep
	send ann "GAME g7" STATUS
	is "refusal" "line 2, \"GAME g7\": you are in no game of this judge named \"g7\" (yours: g1)." \
	    "$(refusal "$(last ann)")"
	unchanged
	# a stranger's GAME that names a path is no game: the list of games
	mkdir -p "$BATS_TEST_TMPDIR/outside"
	cp -a "$G" "$BATS_TEST_TMPDIR/outside/g9"
	printf 'From: yan@example.net\nMessage-ID: <p1@example.net>\n\nGAME ../%s/outside/g9\nSTATUS\n' \
	    "${BATS_TEST_TMPDIR#/}" >"$M"
	deliver "$M"
	! text "$(last yan@example.net)" | grep -q 'g9'
	text "$(last yan@example.net)" | grep -q '^g1: ann bob cat'
}

@test "hostile: a mail of more than 1000 MIME parts is not read, its sender told; not remembered" {
	dealt
	w=$(whose)
	keep
	s0=$(seen)
	newid
	{
		headers "$w <$w@example.org>" "$ID"
		printf 'Content-Type: multipart/mixed; boundary="b"\n\n--b\n'
		printf 'Content-Type: text/plain\n\nSECRET %s\nend\n' "$(secret "$w")"
		for i in $(seq 1200); do printf -- '--b\n\n'; done
		printf -- '--b--\n'
	} >"$M"
	deliver "$M"
	unchanged
	is "answer" "Your mail was not read, and nothing changed: it has more than 1000 parts,
and the judge reads mails of 1000 parts at most.  Send your orders in a mail
of their own, without attachments." "$(text "$(last "$w")")"
	is "seen" "$s0" "$(seen)"
}

@test "hostile: SET ADDRESS refuses an address that cannot be mailed, and a second SET ADDRESS in one mail" {
	dealt
	keep
	for a in a.@b.org .a@b.org a@b..c; do
		send ann "SET ADDRESS $a"
		is "refusal" "line 2, \"SET ADDRESS $a\": SET ADDRESS takes a mail address." \
		    "$(refusal "$(last ann)")"
	done
	m=$(mails)
	send ann "SET ADDRESS x@example.net" "SET ADDRESS y@example.net"
	is "refusal" "line 3, \"SET ADDRESS y@example.net\": a mail holds one SET ADDRESS at most." \
	    "$(refusal "$(last ann)")"
	is "mails" "ann@example.org lucky g1: your mail was not played" "$(subjects "$m")"
	unchanged
}

@test "hostile: PRESS text cannot pass for the judge's view or lines: each line behind \"| \", no picture" {
	dealt
	send ann "PRESS TO bob" "-----BEGIN LUCKY VIEW-----" "It is your move, bob: a turn." "-----END LUCKY VIEW-----" ENDPRESS
	f=$(last bob)
	! grep -q '^Content-Type: multipart' "$f"
	is "press" "Press from ann to bob, in the game g1:

| -----BEGIN LUCKY VIEW-----
| It is your move, bob: a turn.
| -----END LUCKY VIEW-----

(Answer with PRESS TO ann in a mail of yours.)" "$(text "$f")"
}

@test "hostile: ABSENT none brings a deadline the absence moved back; a fourth absence is refused" {
	dealt
	w=$(whose)
	d=$(due_epoch)
	send "$w" "ABSENT until $(date -u -d '+50 days' +%Y-%m-%d)"
	[ "$(due_epoch)" -gt "$((d + 40 * 86400))" ]
	send "$w" "ABSENT none"
	[ "$(due_epoch)" -le "$(($(date +%s) + 3 * 86400))" ]
	send "$w" "ABSENT until $(date -u -d '+5 days' +%Y-%m-%d)" "ABSENT none"
	send "$w" "ABSENT until $(date -u -d '+5 days' +%Y-%m-%d)"
	keep
	send "$w" "ABSENT until $(date -u -d '+6 days' +%Y-%m-%d)"
	is "refusal" "line 2, \"ABSENT until $(date -u -d '+6 days' +%Y-%m-%d)\": a player announces 3 absences a game at most, and yours are announced." \
	    "$(refusal "$(last "$w")")"
	unchanged
}

@test "hostile: a line cut at a byte count inside a character: the answer is valid UTF-8" {
	dealt
	long="Hello $(printf 'x%.0s' $(seq 193))é"
	send ann "$long"
	text "$(last ann)" | iconv -f UTF-8 -t UTF-8 >/dev/null
	grep -q 'These lines were not read as orders' <(text "$(last ann)")
}

@test "hostile: -- in an order is the end of its options; an option without its argument is refused by its program, the judge's own options untouched" {
	dealt
	w=$(whose)
	mapfile -t t < <(turn_of "$w")
	is "the turn's last order" end "${t[-1]}"
	n=$(records)
	t[-1]="end --"
	send "$w" "${t[@]}"
	is "records" "$((n + ${#t[@]}))" "$(records)"
	w=$(whose)
	keep
	send "$w" "attempt -t"
	r=$(refusal "$(last "$w")")
	is "refusal" "line 2, \"attempt -t\": lucky-attempt: -t needs an argument (-t target)." "$r"
	[[ "$r" != *"rewrites"* ]]
	unchanged
}

@test "hostile: a line of prose one letter from an order or keyword is a line not read, not a typo: and thanks again, Send my regards, Same time next week" {
	dealt
	w=$(whose)
	mapfile -t t < <(turn_of "$w")
	n=$(records)
	send "$w" "${t[@]}" "and thanks again" "Send my regards" "Same time next week"
	is "records" "$((n + ${#t[@]}))" "$(records)"
	said "$(last "$w")" | grep -qx "  Same time next week"
	keep
	w=$(whose)
	send "$w" "mvoe hall"
	is "refusal" "line 2, \"mvoe hall\": unknown order \"mvoe\" (did you mean \"move\"?)." \
	    "$(refusal "$(last "$w")")"
	unchanged
}

@test "mail in: quoted-printable in windows-1252, soft line breaks in the secret and an order" {
	dealt
	turn_mail
	s=$(secret "$W")
	{
		headers "\"$W\" <${W^^}@EXAMPLE.ORG>" "$ID"
		printf 'Content-Type: text/plain; charset=windows-1252\n'
		printf 'Content-Transfer-Encoding: quoted-printable\n\n'
		printf 'Hello judge,=20\n'
		printf 'SECRET %s=\n%s\n' "${s:0:20}" "${s:20}"
		printf '%s=\n%s\n' "${T[0]:0:2}" "${T[0]:2}"
		printf '%s\n' "${T[@]:1}" | sed 's/=/=3D/g'
		printf '=93Thanks!=94 Gr=FC=DFe=\n und Dank\n'
	} >"$M"
	deliver "$M"
	turn_played
	is "ignored" "These lines were not read as orders:
  Hello judge,
  “Thanks!” Grüße und Dank" \
	    "$(said "$(last "$W")" | sed -n '/^These lines/,/^$/p' | sed '$d')"
}

@test "mail in: base64 in UTF-8, CR LF line ends inside" {
	dealt
	turn_mail
	{
		headers "$W <$W@example.org>" "$ID"
		printf 'Content-Type: text/plain; charset=utf-8\n'
		printf 'Content-Transfer-Encoding: base64\n\n'
		{
			printf 'Grüße,\nSECRET %s\n' "$(secret "$W")"
			printf '%s\n' "${T[@]}"
			printf -- '-- \nÄnn Café\n'
		} | sed 's/$/\r/' | base64
	} >"$M"
	deliver "$M"
	turn_played
	is "ignored" "These lines were not read as orders:
  Grüße," "$(said "$(last "$W")" | sed -n '/^These lines/,/^$/p' | sed '$d')"
}

@test "mail in: CR LF line ends, the whole mail" {
	dealt
	turn_mail
	mail "$W" "${T[@]}" >"$M"
	sed -i 's/$/\r/' "$M"
	deliver "$M"
	turn_played
}

@test "mail in: multipart/alternative: the plain text is read, not the HTML" {
	dealt
	turn_mail
	{
		headers "$W <$W@example.org>" "$ID"
		printf 'Content-Type: multipart/alternative; boundary="b0"\n\n'
		printf 'This is a multi-part message in MIME format.\n--b0\n'
		printf 'Content-Type: text/plain; charset=utf-8\n\n'
		printf 'SECRET %s\n' "$(secret "$W")"
		printf '%s\n' "${T[@]}"
		printf '\n--b0\nContent-Type: text/html; charset=utf-8\n\n'
		printf '<html><body><p>SECRET nonsense</p><p>mvoe nowhere</p></body></html>\n'
		printf -- '--b0--\n'
	} >"$M"
	deliver "$M"
	turn_played
	! said "$(last "$W")" | grep -q "not read"
}

@test "mail in: a mail with nothing but HTML is answered: send it as plain text; nothing played" {
	dealt
	turn_mail
	keep
	for form in single alternative; do
		newid
		{
			headers "$W <$W@example.org>" "$ID"
			if [ $form = alternative ]; then
				printf 'Content-Type: multipart/alternative; boundary="b0"\n\n--b0\n'
			fi
			printf 'Content-Type: text/html; charset=utf-8\n\n'
			printf '<html><body><p>SECRET %s</p>' "$(secret "$W")"
			printf '<p>%s</p>' "${T[@]}"
			printf '</body></html>\n'
			if [ $form = alternative ]; then
				printf '\n--b0\nContent-Type: text/enriched\n\n<bold>x</bold>\n--b0--\n'
			fi
		} >"$M"
		deliver "$M"
		is "subject" "Subject: lucky g1: your mail was not played" \
		    "$(grep '^Subject:' "$(last "$W")")"
		is "refusal" "it has no plain text, only HTML: send your mail as plain text." \
		    "$(refusal "$(last "$W")")"
		grep -qx "In-Reply-To: $ID" "$(last "$W")"
	done
	unchanged
}

@test "mail in: format=flowed with DelSp: an order the mail program wrapped is played whole" {
	dealt
	turn_mail
	o=${T[0]}
	k=$((${#o} - 3))
	{
		headers "$W <$W@example.org>" "$ID"
		printf 'Content-Type: text/plain; charset=utf-8; format=flowed; delsp=yes\n\n'
		printf 'SECRET %s\n' "$(secret "$W")"
		# the order cut in a word: the blank before the break goes
		printf '%s \n%s\n' "${o:0:k}" "${o:k}"
		printf '%s\n' "${T[@]:1}"
		printf 'Hello judge, these are my orders for this turn, and I \n'
		printf 'hope they do.\n'
	} >"$M"
	deliver "$M"
	turn_played
	is "ignored" "These lines were not read as orders:
  Hello judge, these are my orders for this turn, and Ihope they do." \
	    "$(said "$(last "$W")" | sed -n '/^These lines/,/^$/p' | sed '$d')"
}

@test "mail in: a greeting and a closing are not played, and the answer lists them" {
	dealt
	turn_mail
	mail "$W" "Hello judge," "${T[@]}" "Thanks!" "Ann" >"$M"
	deliver "$M"
	turn_played
	is "ignored" "These lines were not read as orders:
  Hello judge,
  Thanks!
  Ann" "$(said "$(last "$W")" | sed -n '/^These lines/,/^$/p' | sed '$d')"
}

@test "mail in: SIGNOFF ends the orders: nothing after it is read" {
	dealt
	turn_mail
	mail "$W" "${T[@]}" signoff "mvoe nowhere" "SECRET 0000" >"$M"
	deliver "$M"
	turn_played
	! said "$(last "$W")" | grep -q "^These lines"
}

# reply_mail ABOVE BELOW: the player's turn in a reply, the lines ABOVE
# the orders and BELOW them (each a string of lines), into $M.
reply_mail() {
	{
		headers "$W <$W@example.org>" "$ID"
		printf 'In-Reply-To: <lucky.9.9.0@example.org>\n'
		printf 'Content-Type: text/plain; charset=utf-8\n\n'
		printf '%s' "$1"
		printf 'SECRET %s\n' "$(secret "$W")"
		printf '%s\n' "${T[@]}"
		printf '%s' "$2"
	} >"$M"
}

@test "mail in: Outlook's line of underscores and its From: block end the orders" {
	dealt
	turn_mail
	reply_mail "" "
________________________________
From: judge@example.org <judge@example.org>
Sent: Wednesday, November 25, 2026 10:04 PM
To: $W@example.org
Subject: lucky g1: your move, $W

It is your move, $W: a turn.
mvoe nowhere
SECRET 0000
"
	deliver "$M"
	turn_played
	! said "$(last "$W")" | grep -q "^These lines"
}

@test "mail in: Gmail's attribution wrapped over two lines, and its quote, are not read" {
	dealt
	turn_mail
	reply_mail "" "
On Wed, Nov 25, 2026 at 10:04 PM Lucky Judge <
judge@example.org> wrote:

> It is your move, $W: a turn.
> mvoe nowhere
> SECRET 0000
"
	deliver "$M"
	turn_played
	! said "$(last "$W")" | grep -q "^These lines"
}

@test "mail in: Apple Mail's attribution and quote are not read" {
	dealt
	turn_mail
	reply_mail "" "

On Nov 25, 2026, at 22:04, Lucky Judge <judge@example.org> wrote:

> It is your move, $W: a turn.
> mvoe nowhere
"
	deliver "$M"
	turn_played
	! said "$(last "$W")" | grep -q "^These lines"
}

@test "mail in: the German attributions, Am ... schrieb ...: on one line or two, and their quotes are not read" {
	dealt
	turn_mail
	reply_mail "Am 25.11.2026 um 22:04 schrieb Lucky Judge <judge@example.org>:
> Du bist am Zug, $W.
> mvoe nowhere

" "
Am Mi., 25. Nov. 2026 um 22:04 Uhr schrieb Lucky Judge <
judge@example.org>:

> Du bist am Zug.
> SECRET 0000
"
	deliver "$M"
	turn_played
	! said "$(last "$W")" | grep -q "^These lines"
}

@test "mail in: a bottom-posted reply, the quote above the orders" {
	dealt
	turn_mail
	reply_mail "On Wed, 25 Nov 2026 at 22:04, judge@example.org wrote:
> It is your move, $W: a turn.
>
> mvoe nowhere
> SECRET 0000

" "
Thanks!
"
	deliver "$M"
	turn_played
	is "ignored" "These lines were not read as orders:
  Thanks!" "$(said "$(last "$W")" | sed -n '/^These lines/,/^$/p' | sed '$d')"
}

@test "mail in: a top-posted reply, the quote below the orders" {
	dealt
	turn_mail
	reply_mail "" "
On Wed, 25 Nov 2026 22:04, judge@example.org wrote:
> It is your move, $W: a turn.
> SECRET 0000
> mvoe nowhere
"
	deliver "$M"
	turn_played
	! said "$(last "$W")" | grep -q "^These lines"
}

@test "mail in: a signature after \"-- \", -----Original Message-----, a forwarded message, Le ... a écrit : and an attribution no quote follows end the orders" {
	dealt
	for below in "-- 
Ann, who plays
mvoe nowhere" "-----Original Message-----
From: judge@example.org
mvoe nowhere" "---------- Forwarded message ---------
From: judge@example.org
mvoe nowhere" "Le mer. 25 nov. 2026 à 22:04, Lucky Judge <judge@example.org> a écrit :
> mvoe nowhere" "On Wed, 25 Nov 2026 22:04, judge@example.org wrote:
It is your move.
mvoe nowhere"; do
		turn_mail
		reply_mail "" "
$below
"
		deliver "$M"
		turn_played
		! said "$(last "$W")" | grep -q "^These lines"
	done
}

# --- keywords --------------------------------------------------------------

@test "HELP: the rules of play by mail and what the game asks now, to the sender only, in any case" {
	dealt
	keep
	w=$(whose)
	m=$(mails)
	send ann help
	is "mails" "ann@example.org lucky g1: your mail" "$(subjects "$m")"
	f=$(last ann)
	grep -qx "In-Reply-To: $ID" "$f"
	text "$f" | grep -qx "How to play by mail: write to the judge from the address you"
	for l in "  move \[-c CARD ...\] \[-D | -m PAWN\] ROOM ..." \
	    "  attempt \[-c WEAPON\] \[-t TARGET\]" \
	    "  foil CARD ...  or  pass       (an answer to an attempt)" \
	    "  take \[CARD ...\]               (the dog's spite tokens)" \
	    "  end \[--draw | --no-draw\] \[-g SPACE\]  (end the turn)" \
	    "  TAKEOVER seat                 (a standby: a seat given up)" \
	    "  HELP  HISTORY  VIEW  STATUS  LIST" \
	    "  SIGNOFF                       (nothing after it is read)" \
	    "Now: $w, a turn: move, attempt, end (HELP lists the orders)."; do
		text "$f" | grep -qx "$l"
	done
	unchanged
}

@test "HISTORY: the game so far as the sender may know it, and the press they may read" {
	dealt
	play_turn
	play_turn
	send ann "PRESS TO bob" "psst" ENDPRESS
	keep
	for p in bob cat; do
		send "$p" HISTORY
		f=$(last "$p")
		is "$p's history" "$(lucky-show -f "$(master)" --log -a "$p")" \
		    "$(text "$f" | sed -n '/^The game so far:$/,/^$/p' | sed '1d;$d')"
	done
	text "$(last bob)" | grep -qx "ann to bob, [-0-9T:]*Z:"
	text "$(last bob)" | grep -qx "  psst"
	! text "$(last cat)" | grep -q "psst"
	# what ann drew is not in bob's
	[ "$(lucky-show -f "$(master)" --log -a ann)" != \
	    "$(lucky-show -f "$(master)" --log -a bob)" ]
	unchanged
}

@test "VIEW: the sender's view, with its picture" {
	dealt -O eve=eve@example.org
	keep
	for p in ann eve; do
		send "$p" VIEW
		f=$(last "$p")
		a=$p
		[ "$p" = eve ] && a=-
		is "$p's view" "$(lucky-show -f "$(master)" -a "$a")" \
		    "$(block VIEW "$f")"
		grep -q "^Content-Type: image/svg+xml; name=lucky-${p/eve/observer}-0.svg$" "$f"
	done
	unchanged
}

@test "STATUS and LIST: the game's players, whose turn, the deadline; LIST every game of the judge" {
	dealt
	new_game_2
	play_turn
	send bob RESIGN
	keep
	send cat STATUS
	g1="g1: ann bob (resigned) cat; $(whose) to play, deadline $(iso "$(due_epoch)")."
	is "status" "$g1" "$(text "$(last cat)" | head -n 1)"
	send cat LIST
	is "list" "The games of this judge (2):

$g1
g2: ann dan; the deal waits for the commitments, deadline $(iso "$(due_epoch g2)")." \
	    "$(text "$(last cat)" | sed '/^$/{N;/^\n$/q}' | sed -n '1,4p')"
	run --separate-stderr lucky-judge -d "$D" list
	ran 0 "The games of this judge (2):

$g1
g2: ann dan; the deal waits for the commitments, deadline $(iso "$(due_epoch g2)")." ""
	unchanged
}

@test "LIST and STATUS from a stranger: answered once a day an address, the second time not" {
	dealt
	m=$(mails)
	stranger "yan@example.net" LIST
	is "mails" "yan@example.net lucky: the games of this judge" "$(subjects "$m")"
	is "list" "The games of this judge (1):

g1: ann bob cat; $(whose) to play, deadline $(iso "$(due_epoch)")." \
	    "$(text "$(last yan@example.net)")"
	grep -qx "In-Reply-To: $ID" "$(last yan@example.net)"
	stranger "YAN@example.net" "GAME g1" STATUS
	is "mails" 1 "$(since "$m" | wc -l)"
	grep -q " a mail from yan@example.net, not a member: not answered$" "$D/log"
	stranger "zed@example.net" "GAME g1" STATUS
	is "status" "g1: ann bob cat; $(whose) to play, deadline $(iso "$(due_epoch)")." \
	    "$(text "$(last zed@example.net)")"
	is "strangers" 2 "$(wc -l <"$D/strangers")"
	! grep -q "example" "$D/strangers"
	is "seen" "$(grep -c '^seen ' "$BATS_FILE_TMPDIR/dealt/judge/g1/current/judge")" "$(seen)"
}

@test "PRESS TO one, to several, to ALL: mailed at once through the judge; observers read what goes to all; kept in the record of press" {
	dealt -O eve=eve@example.org
	g=$(lucky-show -f "$(master)" | md5sum)
	m=$(mails)
	send ann "PRESS TO bob" "Hello bob," "shall we?" ENDPRESS
	is "mails" "bob@example.org lucky g1: press from ann
ann@example.org lucky g1: your mail" "$(subjects "$m")"
	is "press" "Press from ann to bob, in the game g1:

| Hello bob,
| shall we?

(Answer with PRESS TO ann in a mail of yours.)" "$(text "$(last bob)")"
	is "answer" "Your press to bob is sent." "$(text "$(last ann)")"
	m=$(mails)
	send ann "press to bob,cat" "to you two" "endpress"
	is "mails" "bob@example.org lucky g1: press from ann
cat@example.org lucky g1: press from ann
ann@example.org lucky g1: your mail" "$(subjects "$m")"
	text "$(last cat)" | grep -qx "Press from ann to bob,cat, in the game g1:"
	m=$(mails)
	send bob "PRESS TO ALL" "to all" ENDPRESS "PRESS" "and again" ENDPRESS
	is "mails" "ann@example.org lucky g1: press from bob
cat@example.org lucky g1: press from bob
eve@example.org lucky g1: press from bob
ann@example.org lucky g1: press from bob
cat@example.org lucky g1: press from bob
eve@example.org lucky g1: press from bob
bob@example.org lucky g1: your mail" "$(subjects "$m")"
	text "$(last eve)" | grep -qx "Press from bob to everyone, in the game g1:"
	is "record of press" "press ann bob
| Hello bob,
| shall we?
press ann bob,cat
| to you two
press bob ALL
| to all
press bob ALL
| and again" "$(sed 's/^\(press [a-z]* [a-zA-Z,]*\) [-0-9T:]*Z$/\1/' "$G/current/press")"
	# not in the state
	is "the game" "$g" "$(lucky-show -f "$(master)" | md5sum)"
	send eve HISTORY
	is "eve's press" "The press you may read:
bob to ALL, TIME:
  to all
bob to ALL, TIME:
  and again" "$(text "$(last eve)" | sed -n '/^The press you may read:$/,/^$/p' |
	    sed '$d; s/, [-0-9T:]*Z:$/, TIME:/')"
	send cat HISTORY
	is "cat's press" 3 "$(text "$(last cat)" | grep -c ' to [a-zA-Z,]*, [-0-9T:]*Z:$')"
}

@test "PRESS refused: without its ENDPRESS, to someone who is no other player, empty, over 4000 characters; observers send none" {
	dealt -O eve=eve@example.org
	keep
	m=$(mails)
	send ann PRESS "hello"
	is "refusal" "line 3, \"hello\": a PRESS without its ENDPRESS." \
	    "$(refusal "$(last ann)")"
	send ann "PRESS TO eve" "hello" ENDPRESS
	is "refusal" "line 4, \"ENDPRESS\": \"eve\" is not a player of this game." \
	    "$(refusal "$(last ann)")"
	send ann "PRESS TO ann" "hello" ENDPRESS
	is "refusal" "line 4, \"ENDPRESS\": \"ann\" is not another player." \
	    "$(refusal "$(last ann)")"
	send ann PRESS ENDPRESS
	is "refusal" "line 3, \"ENDPRESS\": the press is empty." \
	    "$(refusal "$(last ann)")"
	send ann "PRESS bob" "hello" ENDPRESS
	is "refusal" "line 2, \"PRESS bob\": PRESS, or PRESS TO name,name... (or ALL), then the lines, then ENDPRESS." \
	    "$(refusal "$(last ann)")"
	mapfile -t long < <(seq 100 | sed 's/.*/&: forty characters of press, no more, no /')
	send ann PRESS "${long[@]}" ENDPRESS
	r=$(refusal "$(last ann)")
	[[ "$r" == *": a press holds 4000 characters at most." ]]
	send eve PRESS "hello" ENDPRESS
	is "refusal" "line 2, \"PRESS\": PRESS is not for an observer." \
	    "$(refusal "$(last eve)")"
	unchanged
	is "mails" "$((m + 7))" "$(mails)"
}

@test "ABSENT until DATE: the player's deadlines move past the absence, everyone told; another's deadline stays" {
	dealt -O eve=eve@example.org
	w=$(whose)
	o=$(lucky-show -f "$(master)" -k players | grep -vx "$w" | head -n 1)
	d=$(($(due_epoch) - 100))
	set_due "$d"
	day=$(date -u -d '+5 days' +%Y-%m-%d)
	end=$(date -u -d "$day + 1 day" +%s)
	# another player away: the deadline of the one to act stays
	m=$(mails)
	send "$o" "ABSENT until $day"
	is "mails" 4 "$(since "$m" | wc -l)"
	is "deadline" "$d" "$(due_epoch)"
	for p in ann bob cat eve; do
		said "$(last "$p")" | grep -qx "$o is away until $(iso "$end"): their deadlines wait for them."
	done
	grep -q "^player $o $o@example.org [0-9a-f]* 0 0 0 $end 0 1$" "$G/current/judge"
	send "$w" STATUS
	text "$(last "$w")" | grep -q "^g1: .*$o (away)"
	# the player to act away: their deadline moves past the end
	day=$(date -u -d '+3 days' +%Y-%m-%d)
	send "$w" "absent ${day}T18:00Z"
	t=$(date -u -d "$day 18:00" +%s)
	said "$(last "$w")" | grep -qx "$w is away until $(iso "$t"): their deadlines wait for them."
	is "deadline" "$((t + 3 * 86400))" "$(due_epoch)"
	# "in N days", N rounded
	n=$(((t + 3 * 86400 - $(date +%s) + 43200) / 86400))
	said "$(last "$w")" | grep -qx "Your deadline: $(iso "$((t + 3 * 86400))") (UTC, in $n days)."
	# ABSENT none: back
	send "$o" "ABSENT none"
	said "$(last eve)" | grep -qx "$o is back."
	grep -q "^player $o $o@example.org [0-9a-f]* 0 0 0 0 0 1$" "$G/current/judge"
}

@test "ABSENT refused: a time passed, more than 60 days, not a date, words after it" {
	dealt
	keep
	for a in "ABSENT 2020-01-01|that time has passed" \
	    "ABSENT until $(date -u -d '+61 days' +%Y-%m-%d)|an absence lasts 60 days at most" \
	    "ABSENT tomorrow|ABSENT until YYYY-MM-DD (or YYYY-MM-DDTHH:MMZ, UTC), then bot if lucky-bot is to play meanwhile; or ABSENT none" \
	    "ABSENT $(date -u -d '+2 days' +%Y-%m-%d) please|after the date, bot or nothing"; do
		send ann "${a%%|*}"
		is "refusal" "line 2, \"${a%%|*}\": ${a#*|}." "$(refusal "$(last ann)")"
	done
	unchanged
}

@test "ABSENT until DATE bot: lucky-bot plays the seat while it must act, by the mail that asks it or by tick" {
	dealt -O eve=eve@example.org
	w=$(whose)
	day=$(date -u -d '+2 days' +%Y-%m-%d)
	n=$(records)
	send "$w" "ABSENT until $day bot"
	for p in ann bob cat eve; do
		said "$(last "$p")" | grep -qx "$w is away until $(iso "$(date -u -d "$day + 1 day" +%s)"): lucky-bot plays the seat meanwhile."
	done
	[ "$(records)" -gt "$n" ]
	[ "$(whose)" != "$w" ]
	text "$(last eve)" | grep -qx "What happened:"
	# and by tick, when the seat must act and nobody mailed: the seat
	# to act now away with the bot in the judge's file
	v=$(whose)
	sed -i "s/^player $v \([^ ]* [^ ]*\) 0 0 0 0 0 0$/player $v \1 0 0 0 $(date -u -d "$day" +%s) 1 1/" \
	    "$G/current/judge"
	grep -q "^player $v [^ ]* [^ ]* 0 0 0 [0-9]* 1 1$" "$G/current/judge"
	n=$(records) m=$(mails)
	tick
	[ "$(records)" -gt "$n" ]
	[ "$(whose)" != "$v" ]
	is "mails" 4 "$(since "$m" | wc -l)"
	tick 1
}

@test "SET ADDRESS and CONFIRM ADDRESS: a code mailed to the new address, a wrong one refused; the old address told" {
	dealt
	m=$(mails)
	send cat "SET ADDRESS Kitty@Example.net"
	is "mails" "kitty@example.net lucky g1: confirm your new address
cat@example.org lucky g1: your mail" "$(subjects "$m")"
	f=$(last kitty@example.net)
	code=$(sed -n 's/^  CONFIRM ADDRESS \([0-9a-f]\{16\}\)$/\1/p' "$f")
	[ ${#code} -eq 16 ]
	text "$f" | grep -qx "cat asks the judge of the game g1, judge@example.org, to send their mails to this"
	is "answer" "A code went to kitty@example.net: confirm from there (CONFIRM ADDRESS)." \
	    "$(text "$(last cat)")"
	grep -qx "pending cat kitty@example.net $code" "$G/current/judge"
	# the mails still go to the old address
	play_turn
	grep -qx "To: cat@example.org" "$(last cat)"
	is "whose" cat "$(whose)"
	keep
	confirm() {
		newid
		{
			headers "Kitty <kitty@example.net>" "$ID"
			printf 'Content-Type: text/plain; charset=us-ascii\n\n'
			printf 'GAME g1\nSECRET %s\nCONFIRM ADDRESS %s\n' "$1" "$2"
		} >"$M"
		deliver "$M"
	}
	confirm "$(secret cat)" 0123456789abcdef
	is "refusal" "line 3, \"CONFIRM ADDRESS 0123456789abcdef\": not the code mailed to this address." \
	    "$(refusal "$(last kitty@example.net)")"
	confirm "$(secret bob)" "$code"
	is "refusal" "its secret is not yours." "$(refusal "$(last kitty@example.net)")"
	unchanged
	m=$(mails)
	confirm "$(secret cat)" "$code"
	is "mails" "cat@example.org lucky g1: your address changed
kitty@example.net lucky g1: your mail" "$(subjects "$m")"
	is "the old address" "The mails of cat in the game g1 go to kitty@example.net from now on." \
	    "$(text "$(last cat)")"
	grep -q "^player cat kitty@example.net $(secret cat) " "$G/current/judge"
	! grep -q "^pending " "$G/current/judge"
	# from the new address on, both ways
	is "whose" cat "$(whose)"
	mapfile -t t < <(turn_of cat)
	n=$(records) m=$(mails)
	mail_from "Kitty <kitty@example.net>" "$(secret cat)" "${t[@]}" >"$M"
	deliver "$M"
	is "records" "$((n + ${#t[@]}))" "$(records)"
	v=$(whose)
	is "mails" "$(for p in ann@example.org:ann bob@example.org:bob \
	    kitty@example.net:cat; do
		if [ "${p#*:}" = "$v" ]; then
			echo "${p%:*} lucky g1: your move, $v"
		else
			echo "${p%:*} lucky g1: $v to play"
		fi
	done)" "$(subjects "$m")"
	# the old address is no member's: not answered
	m=$(mails)
	send cat VIEW
	is "mails" "$m" "$(mails)"
	grep -q " a mail from cat@example.org, not a member: not answered$" "$D/log"
}

@test "NEW SECRET: a new secret in the answer; the old one refused afterwards" {
	dealt
	old=$(secret ann)
	m=$(mails)
	send ann "NEW SECRET"
	is "mails" "ann@example.org lucky g1: your mail" "$(subjects "$m")"
	new=$(secret ann)
	[ "$new" != "$old" ]
	is "answer" "Your new secret, for every mail of yours from now on:

  SECRET $new" "$(text "$(last ann)")"
	grep -q "^player ann ann@example.org $new " "$G/current/judge"
	keep
	mail ann VIEW >"$M"
	sed -i "s/^SECRET .*/SECRET $old/" "$M"
	deliver "$M"
	is "refusal" "its secret is not yours." "$(refusal "$(last ann)")"
	unchanged
	send ann VIEW
	is "view" "$(lucky-show -f "$(master)" -a ann)" "$(block VIEW "$(last ann)")"
}

@test "RESIGN: lucky-bot plays the seat from then on, everyone is told; the player's orders are refused after" {
	dealt -O eve=eve@example.org
	w=$(whose)
	n=$(records) m=$(mails)
	send "$w" RESIGN
	is "mails" 4 "$(since "$m" | wc -l)"
	[ "$(records)" -gt "$n" ]
	[ "$(whose)" != "$w" ]
	for p in ann bob cat eve; do
		said "$(last "$p")" | grep -qx "$w resigned: lucky-bot plays the seat from now on."
	done
	grep -q "^player $w $w@example.org [0-9a-f]* 1 " "$G/current/judge"
	keep
	send "$w" end
	is "refusal" "line 2, \"end\": you resigned: lucky-bot plays your seat." \
	    "$(refusal "$(last "$w")")"
	send "$w" RESIGN
	is "refusal" "line 2, \"RESIGN\": you resigned already." \
	    "$(refusal "$(last "$w")")"
	unchanged
	# the seat is played by the bot when its turn comes: the others'
	# turns, then w's seat is played in the report of the last one
	n=$(records)
	for i in 1 2; do
		[ "$(whose)" != "$w" ]
		play_turn
	done
	[ "$(whose)" != "$w" ]
	lucky-show -f "$(master)" -k record | tail -n +"$((n + 1))" |
	    grep -q "^[a-z]* $w"
}

@test "TAKEOVER: refused for a seat still played; a standby takes over a seat resigned, or abandoned (two deadlines missed)" {
	dealt -t 1h -G 0
	run --separate-stderr lucky-judge -d "$D" standby g1 sam=sam@example.net
	ran 0 "" ""
	run --separate-stderr lucky-judge -d "$D" standby g1 tom=tom@example.net
	ran 0 "" ""
	standby_mail() {
		newid
		{
			headers "$1 <$1@example.net>" "$ID"
			printf 'Content-Type: text/plain; charset=us-ascii\n\n'
			printf 'SECRET %s\nTAKEOVER %s\n' "$(secret "$1@example.net")" "$2"
		} >"$M"
		deliver "$M"
	}
	keep
	standby_mail sam cat
	is "refusal" "line 2, \"TAKEOVER cat\": cat plays the seat: a standby takes over a seat resigned or abandoned (two deadlines passed)." \
	    "$(refusal "$(last sam@example.net)")"
	standby_mail sam dan
	is "refusal" "line 2, \"TAKEOVER dan\": TAKEOVER names a seat: a player of this game." \
	    "$(refusal "$(last sam@example.net)")"
	unchanged
	m=$(mails)
	send cat RESIGN
	# the standbys are told the seat is free
	since "$m" | xargs grep -l '^Subject: lucky g1: a seat is free$' |
	    xargs grep -h '^To: ' | sort | tr '\n' ' ' | grep -qx "To: sam@example.net To: tom@example.net "
	said "$(last tom@example.net)" | grep -qx "  TAKEOVER cat"
	m=$(mails)
	standby_mail sam cat
	is "mails" 4 "$(since "$m" | wc -l)"
	said "$(last sam@example.net)" | grep -qx "sam, a standby, takes over the seat of cat."
	said "$(last ann)" | grep -qx "sam, a standby, takes over the seat of cat."
	# the seat's old address is told its secret holds no more
	is "subject" "Subject: lucky g1: your seat is taken over" "$(grep '^Subject:' "$(last cat@example.org)")"
	grep -q "^player cat sam@example.net $(secret sam@example.net) 0 0 0 0 0 0$" \
	    "$G/current/judge"
	! grep -q "^standby sam " "$G/current/judge"
	# abandoned: two deadlines missed in a row
	w=$(whose)
	for i in 1 2 3 4 5 6 7 8; do
		[ "$(grep -c "^player $w [^ ]* [^ ]* 0 2 " "$G/current/judge")" = 0 ] ||
		    break
		if [ "$(whose)" = "$w" ]; then
			set_due "$(ago 10)"
			tick
		elif [ "$(whose)" = cat ]; then
			# sam's seat now
			mapfile -t t < <(turn_of cat)
			mail_from sam@example.net "$(secret sam@example.net)" \
			    "${t[@]}" >"$M"
			deliver "$M"
		else
			play_turn
		fi
	done
	grep -q "^player $w [^ ]* [^ ]* 0 2 " "$G/current/judge"
	standby_mail tom "$w"
	said "$(last tom@example.net)" | grep -qx "tom, a standby, takes over the seat of $w."
}

@test "GAME: a player in two games without GAME is told to add it; with the secret of one of them, or GAME, the mail goes there" {
	dealt
	new_game_2
	s1=$(sed -n 's/^  SECRET \([0-9a-f]\{64\}\)$/\1/p' "$(to ann | head -n 1)")
	s2=$(secret ann)
	[ "$s1" != "$s2" ]
	keep
	m=$(mails)
	mail_from ann@example.org 0000 STATUS >"$M"
	deliver "$M"
	is "mails" "ann@example.org lucky: which game?" "$(subjects "$m")"
	is "answer" "Your mail was not played: you are a member of several games of this judge.
Add a line GAME and the name of the game (STATUS lists yours)." \
	    "$(text "$(last ann)")"
	grep -qx "In-Reply-To: $ID" "$(last ann)"
	# the secret finds the game
	mail_from ann@example.org "$s1" STATUS >"$M"
	deliver "$M"
	text "$(last ann)" | grep -q "^g1: ann bob cat; "
	mail_from ann@example.org "$s2" STATUS >"$M"
	deliver "$M"
	is "answer" "g2: ann dan; the deal waits for the commitments, deadline $(iso "$(due_epoch g2)").
The deal waits for the commitments of ann, dan." "$(text "$(last ann)")"
	# GAME names it: the other game's secret is not this one's
	mail_from ann@example.org "$s1" "GAME g2" STATUS >"$M"
	deliver "$M"
	is "refusal" "its secret is not yours." "$(refusal "$(last ann)")"
	mail_from ann@example.org "$s2" "GAME g2" "COMMIT $(sha x)" >"$M"
	deliver "$M"
	grep -qx "pcommit ann $(sha x)" "$D/g2/current/judge"
	unchanged
}

@test "an automatic mail is never answered: Auto-Submitted, Precedence bulk, junk or list, an empty Return-Path, a MAILER-DAEMON, a delivery report" {
	dealt
	keep
	m=$(mails)
	w=$(whose)
	for h in "Auto-Submitted: auto-replied" "auto-submitted: Auto-Generated" \
	    "Precedence: bulk" "Precedence: junk" "Precedence: list" \
	    "Return-Path: <>"; do
		mail "$w" VIEW >"$M"
		sed -i "1i$h" "$M"
		deliver "$M"
		grep -q " a mail from $w@example.org: automatic, not answered$" "$D/log"
	done
	mail_from "Mail Delivery System <MAILER-DAEMON@example.org>" 0 VIEW >"$M"
	deliver "$M"
	newid
	{
		headers "postmaster@example.org" "$ID"
		printf 'Content-Type: multipart/report; report-type=delivery-status; boundary="r"\n\n'
		printf -- '--r\nContent-Type: text/plain\n\nSECRET %s\nVIEW\n--r--\n' "$(secret "$w")"
	} >"$M"
	deliver "$M"
	is "mails" "$m" "$(mails)"
	is "log" 8 "$(grep -c ": automatic, not answered$" "$D/log")"
	unchanged
	# "Auto-Submitted: no" is a person's mail
	mail "$w" VIEW >"$M"
	sed -i "1iAuto-Submitted: no" "$M"
	deliver "$M"
	is "mails" "$((m + 1))" "$(mails)"
}

@test "a stranger's mail but LIST, STATUS and OBSERVE is not answered, and the log says so" {
	dealt
	keep
	m=$(mails)
	stranger "eve@example.net" "SECRET $(secret ann)" "move parlor"
	stranger "eve@example.net" "HELP" "VIEW"
	stranger "Eve <eve@example.net>" "OBSERVE anything"
	is "mails" "$m" "$(mails)"
	is "log" "a mail from eve@example.net, not a member: not answered
a mail from eve@example.net, not a member: not answered
g1: OBSERVE from eve@example.net refused" "$(cut -d' ' -f2- "$D/log")"
	grep -q '^[0-9]\{4\}-[0-9][0-9]-[0-9][0-9]T[0-9:]*Z ' "$D/log"
	# a mail with no sender, or none that the judge reads
	newid
	printf 'To: judge@example.org\nMessage-ID: %s\n\nSECRET %s\nVIEW\n' \
	    "$ID" "$(secret ann)" >"$M"
	deliver "$M"
	grep -q " a mail from nobody: no sender, not answered$" "$D/log"
	printf 'no header at all' >"$M"
	deliver "$M"
	: >"$M"
	deliver "$M"
	is "log" 2 "$(grep -c " a mail that cannot be read ([0-9]* bytes): dropped$" "$D/log")"
	is "mails" "$m" "$(mails)"
	unchanged
}

# --- deadlines -------------------------------------------------------------

@test "deadlines: the your-move mail gives the deadline as an ISO 8601 date in UTC, the judge's, and from now" {
	dealt -t 4d -O eve=eve@example.org
	w=$(whose)
	d=$(due_epoch)
	[ "$d" -gt "$(($(date +%s) + 4 * 86400 - 60))" ]
	[ "$d" -le "$(($(date +%s) + 4 * 86400))" ]
	is "subject" "Subject: lucky g1: your move, $w" "$(grep '^Subject:' "$(last "$w")")"
	said "$(last "$w")" | grep -qx "It is your move, $w: a turn: move, attempt, end (HELP lists the orders)."
	said "$(last "$w")" | grep -qx "Your deadline: $(iso "$d") (UTC, in 4 days)."
	for p in eve $(lucky-show -f "$(master)" -k players | grep -vx "$w"); do
		said "$(last "$p")" | grep -qx "Their deadline: $(iso "$d") (UTC, in 4 days)."
	done
	# the next player's, from the moment it is asked
	play_turn
	[ "$(due_epoch)" -ge "$d" ]
	said "$(last "$(whose)")" | grep -qx "Your deadline: $(iso "$(due_epoch)") (UTC, in 4 days)."
	# -t 0: no deadline
	rm -rf "$D"
	dealt -t 0
	! grep -q "^due " "$G/current/judge"
	! said "$(last bob)" | grep -q "deadline"
	tick 1
}

@test "tick: a deadline nearer than -w is warned once, with its date" {
	dealt -t 1h -w 2h
	w=$(whose)
	set_due "$(($(date +%s) + 3600))"
	m=$(mails)
	tick
	is "mails" "$w@example.org lucky g1: your deadline nears" "$(subjects "$m")"
	is "warning" "Your deadline in the game g1, $w, is $(iso "$(due_epoch)") (UTC, in 60 minutes): then lucky-bot plays for you, after a grace.
It is your move: a turn: move, attempt, end (HELP lists the orders)." \
	    "$(text "$(last "$w")")"
	tick 1
	is "mails" "$((m + 1))" "$(mails)"
	# -w 0: no warning
	rm -rf "$D"
	dealt -t 1h -w 0
	tick 1
}

@test "tick: at the deadline the late player is reminded and the others told; after the grace lucky-bot plays and everyone is told" {
	dealt -t 1h -w 0 -G 2h -O eve=eve@example.org
	w=$(whose)
	d=$(ago 10)
	set_due "$d"
	m=$(mails)
	tick
	is "mails" 4 "$(since "$m" | wc -l)"
	is "reminder" "Your deadline in the game g1, $(iso "$d"), passed: lucky-bot plays for you at $(iso "$((d + 7200))") (UTC)
unless your mail comes first.  It is your move: a turn: move, attempt, end (HELP lists the orders)." \
	    "$(text "$(last "$w")")"
	is "subject" "Subject: lucky g1: you are late" "$(grep '^Subject:' "$(last "$w")")"
	for p in eve $(lucky-show -f "$(master)" -k players | grep -vx "$w"); do
		is "to $p" "$w is late in the game g1: their deadline, $(iso "$d"), passed; lucky-bot plays for
them at $(iso "$((d + 7200))") (UTC) unless their mail comes first." \
		    "$(text "$(last "$p")")"
		is "subject" "Subject: lucky g1: a player is late" \
		    "$(grep '^Subject:' "$(last "$p")")"
	done
	# once only, and the game waits for the grace
	n=$(records)
	tick 1
	is "records" "$n" "$(records)"
	# the grace passed
	set_due "$(ago 7300)"
	m=$(mails)
	tick
	[ "$(records)" -gt "$n" ]
	[ "$(whose)" != "$w" ]
	is "mails" 4 "$(since "$m" | wc -l)"
	for p in ann bob cat eve; do
		said "$(last "$p")" | grep -qx "$w's deadline passed: lucky-bot played for them."
		said "$(last "$p")" | grep -qx "What happened:"
	done
	grep -q "^player $w [^ ]* [^ ]* 0 1 " "$G/current/judge"
	lucky-check -q "$(master)"
	tick 1
}

@test "tick: a player's own order before the grace passed plays as usual" {
	dealt -t 1h -w 0 -G 2h
	w=$(whose)
	set_due "$(ago 10)"
	tick
	n=$(records)
	play_turn
	is "records" "$((n + ${#T[@]}))" "$(records)"
	grep -q "^player $w [^ ]* [^ ]* 0 0 " "$G/current/judge"
	tick 1
}

@test "tick -G 0: at the deadline lucky-bot plays at once, everyone told" {
	dealt -t 1h -G 0
	w=$(whose)
	n=$(records) m=$(mails)
	set_due "$(ago 10)"
	tick
	[ "$(records)" -gt "$n" ]
	[ "$(whose)" != "$w" ]
	is "mails" 3 "$(since "$m" | wc -l)"
	! since "$m" | xargs grep -q "^Subject: lucky g1: you are late"
	said "$(last "$w")" | grep -qx "$w's deadline passed: lucky-bot played for them."
}

# --- the spool -------------------------------------------------------------

# spooled: the mails waiting in g1's spool, how many.
spooled() {
	find "$G/spool" -type f | wc -l
}

@test "sendmail down: the mail is played, its answers wait in the spool, the next run sends them, oldest first" {
	dealt
	w=$(whose)
	mapfile -t t < <(turn_of "$w")
	n=$(records) m=$(mails)
	printf 'sendmail: queue full\nsee the log\n' >"$OUT/down"
	send "$w" "${t[@]}"
	is "records" "$((n + ${#t[@]}))" "$(records)"
	is "mails" "$m" "$(mails)"
	is "spool" 3 "$(spooled)"
	is "log" "g1: 3 mails wait: $LUCKY_SENDMAIL exit 75: sendmail: queue full" \
	    "$(tail -n 1 "$D/log" | cut -d' ' -f2-)"
	# the judge reads the next mail all the same
	send ann VIEW
	is "spool" 4 "$(spooled)"
	run --separate-stderr lucky-judge -d "$D" flush
	ran 0 "" ""
	is "spool" 4 "$(spooled)"
	rm "$OUT/down"
	run --separate-stderr lucky-judge -d "$D" flush
	ran 0 "" ""
	is "spool" 0 "$(spooled)"
	is "mails" "ann@example.org lucky g1: $(whose) to play
bob@example.org lucky g1: $(whose) to play
cat@example.org lucky g1: your move, $(whose)
ann@example.org lucky g1: your mail" "$(subjects "$m")"
	grep -qx "In-Reply-To: $ID" "$(last ann)"
	# the next mail of any kind sends what waits
	touch "$OUT/down"
	send ann VIEW
	rm "$OUT/down"
	send ann HELP
	is "mails" "$((m + 6))" "$(mails)"
	is "spool" 0 "$(spooled)"
}

@test "a mail sendmail refuses for good is dropped with a line in the log, and the others are sent; one it cannot run waits" {
	dealt
	cat >"$BATS_TEST_TMPDIR/sendmail" <<EOS
#!/bin/sh
m=\$(cat)
case \$m in
*"To: bob@example.org"*) echo "sendmail: bob: no such user" >&2; exit 70 ;;
esac
printf '%s\n' "\$m" | exec "$LUCKY_SENDMAIL" "\$@"
EOS
	chmod +x "$BATS_TEST_TMPDIR/sendmail"
	export LUCKY_SENDMAIL=$BATS_TEST_TMPDIR/sendmail
	n=$(records) m=$(mails)
	play_turn
	is "mails" "ann@example.org lucky g1: $(whose) to play
cat@example.org lucky g1: your move, $(whose)" "$(subjects "$m")"
	is "spool" 0 "$(spooled)"
	is "log" "g1: a mail to bob@example.org dropped: $LUCKY_SENDMAIL exit 70: sendmail: bob: no such user" \
	    "$(tail -n 1 "$D/log" | cut -d' ' -f2-)"
	# no sendmail to run: the mails wait
	export LUCKY_SENDMAIL=$BATS_TEST_TMPDIR/nosuch
	m=$(mails)
	send cat VIEW
	is "spool" 1 "$(spooled)"
	export LUCKY_SENDMAIL=$BATS_TEST_DIRNAME/mail/sendmail
	run --separate-stderr lucky-judge -d "$D" flush
	ran 0 "" ""
	is "mails" "cat@example.org lucky g1: your mail" "$(subjects "$m")"
}

@test "a mail that waited in the spool more than 5 days is dropped with a line in the log" {
	dealt
	touch "$OUT/down"
	send ann VIEW
	send bob VIEW
	is "spool" 2 "$(spooled)"
	touch -d '6 days ago' "$(find "$G/spool" -type f | sort | head -n 1)"
	run --separate-stderr lucky-judge -d "$D" flush
	ran 0 "" ""
	is "spool" 1 "$(spooled)"
	grep -q " g1: a mail to ann@example.org dropped, not sent in 5 days: $LUCKY_SENDMAIL exit 75: sendmail: down$" \
	    "$D/log"
}

# --- nothing lost, nothing twice -------------------------------------------

@test "a mail delivered twice (its Message-ID) is played once" {
	dealt
	w=$(whose)
	mapfile -t t < <(turn_of "$w")
	n=$(records)
	mail "$w" "${t[@]}" >"$M"
	deliver "$M"
	is "records" "$((n + ${#t[@]}))" "$(records)"
	m=$(mails) s=$(seen)
	deliver "$M"
	# under another sender's name too: the same Message-ID
	sed -i 's/^SECRET .*/SECRET 00/' "$M"
	deliver "$M"
	is "records" "$((n + ${#t[@]}))" "$(records)"
	is "mails" "$m" "$(mails)"
	is "seen" "$s" "$(seen)"
	# a mail without a Message-ID: its hash stands for one
	mail ann VIEW >"$M"
	sed -i '/^Message-ID:/d' "$M"
	deliver "$M"
	deliver "$M"
	is "mails" "$((m + 1))" "$(mails)"
}

@test "a crash before the commit: the generation not made current is removed, the game as before the mail" {
	dealt
	g=$(readlink "$G/current")
	keep
	# what a judge killed while it wrote the next generation leaves
	mkdir -p "$G/g$((${g#g} + 1))/out"
	echo junk >"$G/g$((${g#g} + 1))/game"
	echo junk >"$G/g$((${g#g} + 1))/out/0001"
	run --separate-stderr lucky-judge -d "$D" flush
	ran 0 "" ""
	[ ! -e "$G/g$((${g#g} + 1))" ]
	is "generation" "$g" "$(readlink "$G/current")"
	unchanged
	is "spool" 0 "$(spooled)"
	# and by a mail
	mkdir "$G/g$((${g#g} + 1))"
	play_turn
	is "generations" "g$((${g#g} + 1))" "$(ls "$G" | grep '^g[0-9]')"
	lucky-check -q "$(master)"
}

@test "a mail that cannot be read now (mflow failing): exit 75, nothing changed; delivered again, it is played once" {
	dealt
	turn_mail
	{
		headers "$W <$W@example.org>" "$ID"
		printf 'Content-Type: text/plain; charset=utf-8; format=flowed\n\n'
		printf 'SECRET %s\n' "$(secret "$W")"
		printf '%s\n' "${T[@]}"
	} >"$M"
	mkdir "$BATS_TEST_TMPDIR/bin"
	printf '#!/bin/sh\necho "mflow: out of memory" >&2\nexit 1\n' \
	    >"$BATS_TEST_TMPDIR/bin/mflow"
	chmod +x "$BATS_TEST_TMPDIR/bin/mflow"
	keep
	m=$(mails) s=$(seen)
	PATH=$BATS_TEST_TMPDIR/bin:$PATH run --separate-stderr \
	    lucky-judge -d "$D" <"$M"
	refused 75 "lucky-judge: mflow failed (status 1): mflow: out of memory"
	unchanged
	is "seen" "$s" "$(seen)"
	is "mails" "$m" "$(mails)"
	deliver "$M"
	turn_played
	deliver "$M"
	is "records" "$((R + ${#T[@]}))" "$(records)"
}

@test "many mails at once: each played once, each answered once" {
	dealt
	w=$(whose)
	mapfile -t t < <(turn_of "$w")
	n=$(records)
	mail "$w" "${t[@]}" >"$BATS_TEST_TMPDIR/m0"
	ids=("$ID")
	k=1
	for p in ann bob cat; do
		for x in HISTORY VIEW STATUS; do
			mail "$p" "$x" >"$BATS_TEST_TMPDIR/m$k"
			ids+=("$ID")
			k=$((k + 1))
		done
	done
	# each twice, all at once
	for i in $(seq 0 $((k - 1))) $(seq 0 $((k - 1))); do
		lucky-judge -d "$D" <"$BATS_TEST_TMPDIR/m$i" &
	done
	for j in $(jobs -p); do
		wait "$j"
	done
	is "records" "$((n + ${#t[@]}))" "$(records)"
	for id in "${ids[@]}"; do
		is "answers to $id" 1 "$(grep -lx "In-Reply-To: $id" "$OUT"/[0-9]* | wc -l)"
	done
	is "seen" "$(($(grep -c '^seen ' "$BATS_FILE_TMPDIR/dealt/judge/g1/current/judge") + k))" "$(seen)"
	is "generations" 1 "$(ls "$G" | grep -c '^g[0-9]')"
	is "spool" 0 "$(spooled)"
	lucky-check -q "$(master)"
}

# --- mail out, the whole game ----------------------------------------------

@test "mail out: From, To, a Message-ID, Auto-Submitted, In-Reply-To, text/plain in UTF-8, the board of the view attached as lucky-NAME-N.svg" {
	dealt -O eve=eve@example.org
	w=$(whose)
	play_turn
	grep -qx "In-Reply-To: $ID" "$(last "$w")"
	! grep -q "^In-Reply-To:" "$(last eve)"
	n=$(records)
	for p in ann bob cat eve; do
		f=$(last "$p")
		grep -qx "From: judge@example.org" "$f"
		grep -qx "Auto-Submitted: auto-replied" "$f"
		grep -q "^Message-ID: <lucky\.[0-9]*\.[0-9]*\.[0-9a-f]*@[-.a-zA-Z0-9]*>$" "$f"
		a=$p
		[ $p = eve ] && a=observer
		is "parts" "1: multipart/mixed
2: text/plain
3: image/svg+xml name=\"lucky-$a-$n.svg\"" \
		    "$(mshow -t "$f" | sed '1d; s/^ *//; s/ size=[0-9]*//')"
		mshow -O "$f" 3 >"$BATS_TEST_TMPDIR/svg"
		block VIEW "$f" | lucky-show -T svg | cmp - "$BATS_TEST_TMPDIR/svg"
	done
	# Message-IDs all different
	is "Message-IDs" "$(grep -h '^Message-ID:' "$OUT"/[0-9]* | wc -l)" \
	    "$(grep -h '^Message-ID:' "$OUT"/[0-9]* | sort -u | wc -l)"
	# a mail that holds no view is plain text/plain in UTF-8
	send ann HELP
	grep -qx "Content-Type: text/plain; charset=utf-8" "$(last ann)"
}

@test "a whole game by mail, examples/pbem/play -q -s 1 (its deal fixed): three scripted players to the end, the deal checked by lucky-check --commitment" {
	# started by setup_file; 15 minutes at most
	for i in $(seq 900); do
		[ ! -e "$BATS_FILE_TMPDIR/play.status" ] || break
		sleep 1
	done
	is status 0 "$(cat "$BATS_FILE_TMPDIR/play.status")"
	is stderr "" "$(cat "$BATS_FILE_TMPDIR/play.err")"
	mapfile -t lines <"$BATS_FILE_TMPDIR/play.out"
	is "lines" 3 "${#lines[@]}"
	[[ "${lines[0]}" =~ ^ok:\ the\ seed\ [0-9]+\ is\ the\ one\ the\ judge\'s\ secret,\ committed\ to\ as\ [0-9a-f]{16}\.\.\.,\ and\ 3\ contributions,\ each\ committed\ to\ first,\ deal$ ]]
	[[ "${lines[1]}" =~ ^ok:\ ([0-9]+)\ record\ entries\ replay\ to\ exactly\ this\ state$ ]]
	n=${BASH_REMATCH[1]}
	[[ "${lines[2]}" =~ ^mails:\ ([0-9]+)\ from\ the\ players,\ ([0-9]+)\ from\ the\ judge$ ]]
	# a whole turn a mail: fewer mails than actions
	[ "${BASH_REMATCH[1]}" -lt "$n" ]
	echo "# ${lines[2]}, $n actions" >&3
}
