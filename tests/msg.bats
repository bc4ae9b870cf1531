#!/usr/bin/env bats
# lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE.
#
# The catalogue of refusals, lib/msg.def (HACKING "Which file holds
# what"): one line an entry, MSG(ID, "name", "text"), every ID and every
# name once, the name the ID in lower case with '-' for '_', and every
# entry given by some call of lib/ or cmd/, so that each refusal can be
# found by its name and none is left over.  tests/layers checks the other
# side: no refusal with its format at the call (lerr_set is gone).

bats_require_minimum_version 1.5.0
load helper

ROOT=$BATS_TEST_DIRNAME/..
DEF=$ROOT/lib/msg.def

# entries: "ID name" of each entry, in the catalogue's order
entries() {
	sed -n 's/^MSG(\([A-Z0-9_]*\), "\([^"]*\)", ".*")$/\1 \2/p' "$DEF"
}

@test "the catalogue lists its entries, one line each" {
	local n

	n=$(entries | wc -l)
	# every line that opens an entry is one whole entry
	[ "$(grep -c '^MSG(' "$DEF")" -eq "$n" ]
	[ "$n" -gt 200 ]
}

@test "every ID and every name of the catalogue is there once" {
	local dups

	dups=$(entries | awk '{ print $1 }' | sort | uniq -d)
	[ -z "$dups" ] || { echo "IDs twice: $dups" >&2; return 1; }
	dups=$(entries | awk '{ print $2 }' | sort | uniq -d)
	[ -z "$dups" ] || { echo "names twice: $dups" >&2; return 1; }
}

@test "an entry's name is its ID in lower case, '-' for '_'" {
	local id name want bad=

	while read -r id name; do
		want=$(printf '%s' "$id" | tr 'A-Z_' 'a-z-')
		[ "$name" = "$want" ] || bad="$bad $id:$name"
	done < <(entries)
	[ -z "$bad" ] || { echo "names not of their ID:$bad" >&2; return 1; }
}

@test "every entry of the catalogue is given by a call of lib/ or cmd/" {
	local id name dead= used

	used=$(cat "$ROOT"/lib/*.c "$ROOT"/cmd/*.c "$ROOT"/cmd/*/*.c |
	    grep -o 'MSG_[A-Z0-9_]*' | sort -u)
	while read -r id name; do
		printf '%s\n' "$used" | grep -qx "MSG_$id" || dead="$dead $name"
	done < <(entries)
	[ -z "$dead" ] || { echo "entries no call gives:$dead" >&2; return 1; }
}
