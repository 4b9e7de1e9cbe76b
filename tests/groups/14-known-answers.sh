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
# Group known-answers of make check (tests/run.sh):
# Known answers: the outputs against numbers computed by another route
# (tests/kat.py), and every legal spelling of a number.
#
# cost: 20

# --- good definitions -------------------------------------------------------

"$ECTAB" -t templates/json.tmpl tests/defs/good/p256-forms.txt > "$BUILD/forms.json" &&
"$ECTAB" -t templates/json.tmpl -c prime256v1 $CURVES > "$BUILD/p256.json"
if python3 -c '
import json, sys
a = json.load(open(sys.argv[1]))["curves"]
b = json.load(open(sys.argv[2]))["curves"]
sys.exit(a != b)' "$BUILD/forms.json" "$BUILD/p256.json"; then
	pass "every legal spelling of a number reads the same"
else
	fail "every legal spelling of a number reads the same" "JSON differs"
fi

# --- known answers ------------------------------------------------------------

count_lines "known answers" python3 tests/kat.py --set "$LIBRESSL_SET" \
    out/ec_curve_tables.h out/ec_curve_tables.json $CURVES

# LibreSSL's static groups are known answers too: secp521r1's n0 in its
# BN_MONT_CTX changed (tests/libressl_mutant.py) fails that curve alone.
name="known answers catch a wrong n0 in LibreSSL's static group of secp521r1"
python3 tests/libressl_mutant.py out/ec_curve_tables.h \
    "$BUILD/static-mutant.h" 64 n0:secp521r1
out=$(python3 tests/kat.py --set "$LIBRESSL_SET" "$BUILD/static-mutant.h" \
    out/ec_curve_tables.json $CURVES | grep '^FAIL')
if [ "$out" = "FAIL header 64: secp521r1: LibreSSL's static group: n0 = [3, 0], want [1, 0]" ]; then
	pass "$name"
else
	fail "$name" "${out:-no failure}"
fi

# LibreSSL's header has combs of G (above): its fm, fe_a, fe_b and
# every word of its combs are known answers, at the shapes the header
# gives, and at those a set gives (comb=TxC, the spacing computed by
# kat.py): a copy of set libressl with the header's shapes passes, and
# with secp384r1's teeth one less fails that table alone.  One word of
# a comb, one of its teeth, combs or spacing, or one of the numbers of
# the groups that have one, changed in either section
# (tests/libressl_mutant.py) fails that curve alone, there.
TH=out/ec_curve_tables.h
python3 - "$TH" "$LIBRESSL_SET" "$BUILD/combs" <<-'PY'
import re, sys
sys.path.insert(0, "tests")
import kat
combs = kat.header_combs(open(sys.argv[1]).read())
for name, less in (("set", None), ("set-384", "secp384r1")):
    with open(sys.argv[3] + "." + name, "w") as out:
        for line in open(sys.argv[2]):
            words = line.split("#")[0].split()
            if words and words[0] in combs:
                teeth, tables = combs[words[0]]
                line = "%s comb=%dx%d\n" % (
                    re.sub(r"\s+comb=\S+", "", line.rstrip("\n")),
                    teeth - (words[0] == less), tables)
            out.write(line)
PY
count_lines "known answers, the combs of a set" python3 tests/kat.py \
    --set "$BUILD/combs.set" "$TH" out/ec_curve_tables.json $CURVES
name="known answers: a set with another comb of secp384r1 fails its table alone"
out=$(python3 tests/kat.py --set "$BUILD/combs.set-384" "$TH" \
    out/ec_curve_tables.json $CURVES | sed -n 's/^FAIL //p')
if [ "$(printf '%s\n' "$out" | cut -d: -f1-3)" = "header 64: secp384r1: table of G
header 32: secp384r1: table of G" ]; then
	pass "$name"
else
	fail "$name" "${out:-no failure}"
fi
# A word in the middle of a comb: kat.py names its table, point,
# coordinate and word (prime256v1's table 2, point 1, y, word 1: word
# 2 * 31 * 8 + 8 + 4 + 1 of its points).
name="known answers name the table, point, coordinate and word of a changed word of a comb"
perl -0pe 's/(ec_prime256v1_base_points\[\] = \{.*?table 2: shift 26 \*\/\n(?:[^\n]*\n){6}\t0x[0-9a-f]+, 0x)([0-9a-f])/$1.sprintf("%x", hex($2) ^ 1)/se' \
    "$TH" > "$BUILD/comb-word.h"
out=$(python3 tests/kat.py --set "$LIBRESSL_SET" "$BUILD/comb-word.h" \
    out/ec_curve_tables.json $CURVES | grep '^FAIL ')
case $out in
"FAIL header 64: prime256v1: table of G: "*"; first difference at word 509: table 2, point 1 (i = 2), y word 1")
	pass "$name" ;;
*)	fail "$name" "${out:-no failure}" ;;
esac
for change in 64:word:base_points:prime256v1 \
    32:word:base_points:secp521r1 64:fm:m:secp384r1 \
    32:fm:rr:prime256v1 64:fm:minv0:secp521r1 32:fe:a:secp384r1 \
    64:fe:b:prime256v1 32:teeth:secp521r1 64:combs:secp384r1 \
    32:spacing:prime256v1; do
	bits=${change%%:*} curve=${change##*:}
	name="known answers catch ${change#*:} in the $bits-bit section, in that curve alone"
	python3 tests/libressl_mutant.py "$TH" "$BUILD/tables-mutant.h" \
	    $bits "${change#*:}"
	out=$(python3 tests/kat.py --set "$LIBRESSL_SET" \
	    "$BUILD/tables-mutant.h" out/ec_curve_tables.json $CURVES |
	    grep '^FAIL ')
	named=$(printf '%s\n' "$out" | sed 's/^FAIL header \([0-9]*\): \([^:]*\): .*/\1 \2/' | sort -u)
	if [ -n "$out" ] && [ "$named" = "$bits $curve" ]; then
		pass "$name"
	else
		fail "$name" "${out:-no failure}"
	fi
done

"$ECTAB" -t templates/json.tmpl -w 16,32,64 -o "$BUILD/w16.json" $CURVES
count_lines "known answers, 16-, 32- and 64-bit words (-w)" python3 tests/kat.py \
    --json "$BUILD/w16.json" $CURVES
count_lines "known answers, the generic header's names" python3 tests/kat.py \
    --generic out/ectab_curves.h $CURVES

# The known-answer test must catch a single changed word anywhere.
mutate() {
	local name=$1 expr=$2 file=$3 out
	sed "$expr" "$file" > "$BUILD/mutant"
	if cmp -s "$file" "$BUILD/mutant"; then
		fail "known answers catch $name" "the mutation changed nothing"
		return
	fi
	if [ "${file##*.}" = h ]; then
		out=$(python3 tests/kat.py --set "$LIBRESSL_SET" "$BUILD/mutant" \
		    out/ec_curve_tables.json $CURVES)
	else
		out=$(python3 tests/kat.py --set "$LIBRESSL_SET" \
		    out/ec_curve_tables.h "$BUILD/mutant" $CURVES)
	fi
	if printf '%s\n' "$out" | grep -q '^FAIL '; then
		pass "known answers catch $name"
	else
		fail "known answers catch $name" "no check failed"
	fi
}
mutate "a changed R^2 word (64)" '/ec_secp384r1_mont_rr\[\]/{n;s/0x\(.\)/0x1\1/;}' out/ec_curve_tables.h
mutate "a changed word in the 32-bit section" '/BN_BITS2 == 32/,${/ec_brainpoolP256t1_mont_gy\[\]/{n;n;s/0x\(.\)/0x1\1/;}}' out/ec_curve_tables.h
mutate "a changed n0" '0,/\.n0 = { 0x/s//.n0 = { 0x1/' out/ec_curve_tables.h
mutate "a changed top" '0,/(ec_secp521r1_mont_a, 9)/s//(ec_secp521r1_mont_a, 8)/' out/ec_curve_tables.h
mutate "a changed seed byte" '0,/^\t0xbd, 0x71/s//\t0xbd, 0x72/' out/ec_curve_tables.h
mutate "a changed JSON order_rr" '0,/"order_rr": "0x9/s//"order_rr": "0xa/' out/ec_curve_tables.json
