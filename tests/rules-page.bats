#!/usr/bin/env bats
# lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE.
#
# lucky-rules(7), the rules as the programs play them: the page is lint
# clean, has a section for every rule the programs' messages cite, its
# rule sections run C.1-C.11, P.1-P.4, A.1-A.14 in order, and every
# decision is marked the same way.  Only the page and the sources in
# lib/ and cmd/ are read; the programs need not be built.

bats_require_minimum_version 1.5.0
load helper

PAGE=$BATS_TEST_DIRNAME/../man/lucky-rules.7
SRC=$BATS_TEST_DIRNAME/..

# The page as a reader sees it (-Tascii, so that no locale matters),
# without the overstrike that makes bold.
rendered() {
	mandoc -Tascii "$PAGE" | col -bx
}

# The numbers of the page's rule sections, in order: the subsection
# headings "   C.10 Who goes next".
sections() {
	rendered | sed -n 's/^   \([CPA]\.[0-9][0-9]*\) .*/\1/p'
}

# The text of one rule section, from its heading to the next heading.
section_text() {
	rendered | awk -v n="$1" '
	    /^[^ ]/ || /^   [^ ]/ { on = (substr($0, 4, length(n) + 1) == n " ") }
	    on'
}

# "Decision:" in bold, as mandoc -Tascii overstrikes it.
BOLD_DECISION=$(printf 'D\bDe\bec\bci\bis\bsi\bio\bon\bn:\b:')

@test "lucky-rules(7) is mandoc -Tlint clean, at the default level and with -W warning" {
	[ -r "$PAGE" ]
	# The toolkit's own pages are not installed where mandoc looks for
	# the pages that .Xr names, so it notes each of them as not found:
	# those notes, and only those, are left out.
	out=$(mandoc -Tlint "$PAGE" 2>&1 |
	    { grep -v ': STYLE: referenced manual not found: Xr lucky[-a-z]* [157]\( (.*)\)\{0,1\}$' || :; })
	is "mandoc -Tlint" "" "$out"
	run --separate-stderr mandoc -Tlint -W warning "$PAGE"
	ran 0 "" ""
}

@test "lucky-rules(7) has a section for every rule the programs' messages cite" {
	# "RULES C.6", "(RULES A.5, A.11)": every number cited in lib/ and cmd/
	cited=$(cd "$SRC" && grep -ohE 'RULES [CPA]\.[0-9]+(, [CPA]\.[0-9]+)*' \
	    lib/*.c cmd/*.c cmd/*/*.c | grep -oE '[CPA]\.[0-9]+' | sort -u)
	[ "$(wc -l <<<"$cited")" -ge 20 ]
	missing=$(comm -23 <(printf '%s\n' "$cited") <(sections | sort -u))
	is "sections cited by the programs and missing from the page" "" \
	    "$missing"
}

@test "lucky-rules(7) has the rule sections C.1-C.11, P.1-P.4, A.1-A.14 in order, none missing" {
	expected=$(printf 'C.%d\n' $(seq 1 11); printf 'P.%d\n' $(seq 1 4);
	    printf 'A.%d\n' $(seq 1 14))
	is "the rule sections" "$expected" "$(sections)"
	# each under the heading of its rule set
	is "the sections" "NAME
DESCRIPTION
THE CLASSIC RULES
THE PAIZO RULES
THE ANNIVERSARY RULES
WHAT EVERY RULE SET SHARES
EXAMPLES
SEE ALSO
HISTORY
CAVEATS" "$(rendered | grep -E '^[A-Z][A-Z ]+$')"
	is "C.10's heading" "   C.10 Who goes next" \
	    "$(rendered | grep '^   C\.10 ')"
}

@test "lucky-rules(7) marks every decision the same way, in bold, and the decisions of the rules digest are there" {
	all=$(rendered | grep -oi 'decision' | wc -l)
	bold=$(mandoc -Tascii "$PAGE" | grep -oF "$BOLD_DECISION" | wc -l)
	[ "$all" -gt 0 ]
	is "decisions in bold \"Decision:\" among all $all" "$all" "$bold"
	# the sections where RULES.md decides
	for s in C.3 P.4 A.2 A.10 A.11 A.12 A.13 A.14; do
		section_text "$s" | grep -q '^ *Decision: ' ||
		    { echo "no Decision: in $s" >&2; return 1; }
	done
}
