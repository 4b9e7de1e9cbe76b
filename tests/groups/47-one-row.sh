#!/bin/bash
# Copyright (c) 2026 The ectab authors
#
# Permission to use, copy, modify, and distribute this software for any
# purpose with or without fee is hereby granted, provided that the above
# copyright notice and this permission notice appear in all copies.
#
# THE SOFTWARE IS PROVIDED "AS IS" AND THE AUTHORS DISCLAIM ALL WARRANTIES
# WITH REGARD TO THIS SOFTWARE INCLUDING ALL IMPLIED WARRANTIES OF
# MERCHANTABILITY AND FITNESS. IN NO EVENT SHALL THE AUTHORS BE LIABLE FOR
# ANY SPECIAL, DIRECT, INDIRECT, OR CONSEQUENTIAL DAMAGES OR ANY DAMAGES
# WHATSOEVER RESULTING FROM LOSS OF USE, DATA OR PROFITS, WHETHER IN AN
# ACTION OF CONTRACT, NEGLIGENCE OR OTHER TORTIOUS ACTION, ARISING OUT OF
# OR IN CONNECTION WITH THE USE OR PERFORMANCE OF THIS SOFTWARE.
#
# Group one-row of make check (tests/run.sh): a new derived constant is
# one row of mont_constants[] and one function, and a new definition key
# one row of CURVE_KEYS.
#
# tests/example/new-constant.diff adds (p+1)/4, the exponent of square
# roots where p = 3 (mod 4), to a copy of gen/ and nothing else; the
# copy's ectab then lists it, the JSON and the generic header carry it,
# kat.py recomputes it from its formula and the reference checker proves
# it at both word sizes (a changed word of it fails), with no edit of
# either, and LibreSSL's header, whose layout names what it uses, is
# unchanged.
#
# tests/example/new-key.diff adds a key url, a remark, to another copy:
# its ectab lists the key, reads it in a definition that the stock
# ectab refuses, writes it back when it imports the curve by its OID,
# in the column of its block, and the check of ectab-curves(5)
# (tests/manpage.py) then names it as undocumented.
#
# cost: 40

B=$(cd "$BUILD" && pwd)
# patched TREE DIFF FILE WHAT: copies gen/ (but gen/obj, which may hold
# consumer builds) and templates/ to TREE, applies DIFF, which must add
# lines to FILE and change nothing else, and builds the copy's ectab,
# TREE/ectab; returns 1 after a failure.
patched() {
	local tree=$1 diff=$2 file=$3 what=$4 changed added f
	rm -rf "$tree"
	mkdir -p "$tree/gen"
	cp -R templates "$tree"
	for f in gen/*; do
		[ "$f" = gen/obj ] || cp -R "$f" "$tree/gen/"
	done
	changed=$(sed -n 's/^+++ b\/\([^[:space:]]*\).*/\1/p' "$diff")
	added=$(grep -c '^+[^+]' "$diff")
	if [ "$changed" = "$file" ] && [ "$(grep -c '^-[^-]' "$diff")" = 0 ] &&
	    patch -s -p1 -d "$tree" < "$diff"; then
		[ "$added" = 1 ] && added="1 line" || added="$added lines"
		pass "$diff: $added added to $file, $what, and nothing else"
	else
		fail "$diff applies, to $file alone" "changes: $changed"
		return 1
	fi
	# shellcheck disable=SC2086
	if ! (cd "$tree" && build_ectab "$tree/ectab" ${CC:-cc} -std=c99 \
	    -Wall -Wextra -pedantic -Werror -O2 --); then
		fail "$diff: the copy builds" "$out"
		return 1
	fi
}

patched "$B/tree" tests/example/new-constant.diff gen/mont.c \
    "a row and a function" || return 0
tree=$B/tree
E=$tree/ectab
export ECTAB_TEMPLATES=$tree/templates ECTAB_CURVES=$tree/gen/curves

row=$("$E" list --constants | awk -F '  +' '$1 == "sqrt_exp" {
	print $1 ", " $2 ", " $3 ", " $4 }')
if [ "$row" = "sqrt_exp, p, modulus, (p+1)/4" ]; then
	pass "ectab list --constants lists it: $row"
else
	fail "ectab list --constants lists it" "found: $row"
fi

# shellcheck disable=SC2086
if "$E" -t json -o "$B/new.json" $CURVES &&
    "$E" -t generic -o "$B/new.h" $CURVES; then
	n=$(sed -n "/^static const struct ectab_curve\(64\|32\) ectab_curves/,/^};/p" "$B/new.h" | grep -c '_sqrt_exp_')
	j=$(grep -c '"sqrt_exp": "0x' "$B/new.json")
	curves=$(grep -c '^	{ "[^"]*", [0-9]* },$' out/ectab_curves.h)
	if [ "$j" -gt 0 ] && [ "$n" = "$j" ] &&
	    grep -q '^	struct ectab_num64	 sqrt_exp;	/\* (p+1)/4 \*/$' "$B/new.h"; then
		pass "the JSON and the generic header carry it, for every curve at both word sizes ($j)"
	else
		fail "the JSON and the generic header carry it" "JSON $j, header $n"
	fi
else
	fail "the copy generates the JSON and the generic header" "exit status"
fi
# shellcheck disable=SC2086
if "$E" --check -o out/ec_curve_tables.h -t libressl -s libressl \
    $LIBRESSL_TABLES $CURVES; then
	pass "LibreSSL's header, a fixed layout, is the same byte for byte"
else
	fail "LibreSSL's header, a fixed layout, is the same byte for byte" "it differs"
fi

# kat.py: every row recomputed from its formula, this one from it alone.
# shellcheck disable=SC2086
out=$(ECTAB=$E python3 tests/kat.py --json "$B/new.json" $CURVES 2>&1)
if ! printf '%s\n' "$out" | grep -q '^FAIL' &&
    printf '%s\n' "$out" | grep -q 'recomputed from their formulas alone: sqrt_exp$'; then
	pass "kat.py recomputes it from its formula, unedited ($(printf '%s\n' "$out" | grep -c '^PASS') checks)"
else
	fail "kat.py recomputes it from its formula, unedited" "$(printf '%s\n' "$out" | grep -v '^PASS' | head -n 3)"
fi

# The checker, unedited, at both word sizes: every value and the
# mutants in memory, and a header with one word of it changed.
python3 - "$B/new.h" "$B/changed.h" <<'PY'
import re, sys
text = open(sys.argv[1]).read()
for w in (64, 32):
    m = re.search(r"ectab_prime256v1_sqrt_exp_%d\[\] = \{\n\t(0x[0-9a-f]+)"
                  % w, text)
    flipped = "0x%0*x" % (w // 4, int(m.group(1), 16) ^ 0x10)
    text = text[:m.start(1)] + flipped + text[m.end(1):]
open(sys.argv[2], "w").write(text)
PY
for bits in 64 32; do
	can_prove "the checker $bits proves it" $bits || continue
	for h in new changed; do
		mkdir -p "$B/$h$bits"
		if ! ECTAB=$E build_checker "$B/$h.h" "$B/$h$bits" -lcrypto \
		    gcc -m$bits -std=c99 -O2; then
			fail "the checker $bits builds on the new header" "$out"
			continue 2
		fi
	done
	out=$(run_bits $bits "$B/new$bits/checker" -q 2>&1)
	mut=$(run_bits $bits "$B/new$bits/checker" -M 2>&1)
	bad=$(run_bits $bits "$B/changed$bits/checker" -q 2>&1)
	if printf '%s\n' "$out" | grep -q ', 0 mismatches$' &&
	    printf '%s\n' "$mut" | grep -q '^PASS mutation' &&
	    printf '%s\n' "$bad" | grep -q "^FAIL checker $bits: prime256v1 sqrt_exp ((p+1)/4): expected" &&
	    [ "$(printf '%s\n' "$bad" | grep -c '^FAIL')" = 1 ]; then
		pass "the checker $bits proves it, unedited: $(printf '%s\n' "$out" | tail -n 1 | sed 's/.*: //'); ${mut#PASS }; a changed word of it fails"
	else
		fail "the checker $bits proves it, unedited" "$(printf '%s\n%s\n%s\n' "$out" "$mut" "$bad" | grep -v '^PASS' | head -n 4)"
	fi
done
unset ECTAB_TEMPLATES ECTAB_CURVES

# The new key.
patched "$B/keytree" tests/example/new-key.diff gen/curve.h "a row" ||
    return 0
K=$B/keytree/ectab
if "$K" list --keys | grep -q '^url  *text  *-  *-$'; then
	pass "ectab list --keys lists it"
else
	fail "ectab list --keys lists it" "$("$K" list --keys | tr '\n' ' ')"
fi
rm -rf "$B/curves"
cp -R gen/curves "$B/curves"
url=https://example.org/p256
sed -i "/^curve prime256v1\$/,/^\$/s|^    source: .*|&\\n    url:     $url|" \
    "$B/curves/x962.txt"
err=$("$ECTAB" list "$B/curves/x962.txt" 2>&1 >/dev/null)
if "$K" list -c P-256 "$B/curves/x962.txt" >/dev/null &&
    [ "$err" = "ectab: $B/curves/x962.txt:$(grep -n '^    url:' "$B/curves/x962.txt" | cut -d: -f1): unknown key url" ]; then
	pass "a definition with it reads, and the stock ectab refuses it: ${err#ectab: $B/}"
else
	fail "a definition with it reads, and the stock ectab refuses it" "$err"
fi
if openssl ecparam -name prime256v1 -outform DER -out "$B/p256.der" &&
    ECTAB_CURVES=$B/curves "$K" import "$B/p256.der" > "$B/p256.txt" &&
    grep -qx "    url:     $url" "$B/p256.txt" &&
    [ "$(grep -A1 '^    source:' "$B/p256.txt" | tail -n 1)" = "    url:     $url" ]; then
	pass "ectab import of P-256 by its OID writes it back, after source, in block 0's column"
else
	fail "ectab import writes it back" "$(cat "$B/p256.txt" 2>&1 | head -n 8)"
fi
out=$(python3 tests/manpage.py "$K" 2>&1)
if printf '%s\n' "$out" | grep -q "^FAIL ectab-curves(5) documents every key of ectab list --keys (34): missing: \['url'\]$"; then
	pass "the check of ectab-curves(5) follows: it names url as undocumented"
else
	fail "the check of ectab-curves(5) follows" "$(printf '%s\n' "$out" | grep -i 'curves(5)')"
fi
