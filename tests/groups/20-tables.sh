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
# Group tables of make check (tests/run.sh):
# Precomputed tables of multiples of G.  Templates boringssl,
# boringssl-p256-nistz and boringssl-p256-fiat reproduce BoringSSL's
# builtin_curves.h, p256-nistz-table.h and p256_table.h, compared with
# the files of BoringSSL's source tarball (../shared/boringssl/,
# tests/boringssl.py); the checkers prove every constant and every point
# of them, of the same files for other curves and of the generic
# header's tables against OpenSSL, 64- and 32-bit; a changed word is
# caught; and the JSON's tables are recomputed in Python.
#
# cost: 40
# again in: sanitizers

# --- BoringSSL's files ----------------------------------------------------------

# BoringSSL's three generated files, made with templates boringssl,
# boringssl-p256-nistz and boringssl-p256-fiat (builtin.h, nistz.h,
# fiat.h), each with the notice of BoringSSL's file (--notice), compared
# with it: from the first declaration to the end byte for byte, and
# above it but for what says what generated the file.  With $VARIANT
# (group sanitizers), this part only.
B=$(pwd)/$BUILD
ec=boringssl-*/crypto/fipsmodule/ec
if ! tarball=$(boringssl_tarball); then
	skip "BoringSSL's files" "no BoringSSL source tarball in ../shared/boringssl/ (set BORINGSSL_TARBALL)"
elif rm -rf "$B/boringssl" && mkdir -p "$B/boringssl" &&
    ! tar -xJf "$tarball" -C "$B/boringssl" --wildcards "$ec/builtin_curves.h" \
    "$ec/p256-nistz-table.h" "$ec/p256_table.h"; then
	fail "BoringSSL's files" "$tarball: tar failed"
else
	for spec in builtin:boringssl:P-224,P-256,P-384,P-521:builtin_curves.h \
	    nistz:boringssl-p256-nistz:P-256:p256-nistz-table.h \
	    fiat:boringssl-p256-fiat:P-256:p256_table.h; do
		IFS=: read -r kind t c file <<-EOF
		$spec
		EOF
		theirs=$(echo "$B"/boringssl/$ec/$file)
		python3 tests/boringssl.py notice "$theirs" > "$B/$kind.notice"
		if ! "$ECTAB" -t $t -c $c --notice "$B/$kind.notice" \
		    -o "$B/$kind.h" $CURVES; then
			fail "ectab -t $t -c $c" "exit $?"
			continue
		fi
		count_lines "$t and BoringSSL's $file" python3 tests/boringssl.py \
		    compare $kind "$B/$kind.h" "$theirs"
	done
fi
[ -z "$VARIANT" ] || return 0

# --- the checkers --------------------------------------------------------------

# prove NAME BITS STD SOURCE FLAGS...: builds a checker of SOURCE with
# tests/checker and runs it; PASS/FAIL lines as it prints them.
prove() {
	local name=$1 bits=$2 std=$3 src=$4 out
	shift 4
	can_prove "$name" $bits || return
	# shellcheck disable=SC2086
	if ! compile_each "$B/o$bits" ${CC:-gcc} -m$bits -std=$std -O2 -Wall \
	    -Wextra -pedantic -Werror -Itests/checker "$@" -- $src ||
	    ! out=$(${CC:-gcc} -m$bits -o "$B/prover" $OBJS -lcrypto 2>&1); then
		fail "$name" "does not build: $out"
		return
	fi
	count_lines "$name" run_bits $bits "$B/prover"
}

# prove_file KIND HEADER NID [FLAGS...]: the checker of a BoringSSL layout.
prove_file() {
	local kind=$1 h=$2 nid=$3 bits
	shift 3
	for bits in 64 32; do
		case $kind in
		builtin) prove "checker $bits on $h" $bits c2x \
		    "tests/checker/builtin.c tests/checker/words.c" \
		    -DTABLES_HEADER="\"$h\"" "$@" ;;
		nistz)	prove "checker $bits on $h" $bits c11 \
		    "tests/checker/ptables.c tests/checker/ptables_boringssl.c
		    tests/checker/words.c" \
		    -DTABLES_HEADER="\"$h\"" -DLAYOUT_NISTZ -DTABLE_NID=$nid "$@" ;;
		fiat)	prove "checker $bits on $h" $bits c11 \
		    "tests/checker/ptables.c tests/checker/ptables_boringssl.c
		    tests/checker/words.c" \
		    -DTABLES_HEADER="\"$h\"" -DLAYOUT_FIAT -DTABLE_NID=$nid \
		    -DTABLE_STRIDE=64 "$@" ;;
		esac
	done
}

printf '%s\n' 'PLAIN_CURVE(P224, NID_secp224r1)' \
    'CURVE(P256, NID_X9_62_prime256v1)' 'CURVE(P384, NID_secp384r1)' \
    'CURVE(P521, NID_secp521r1)' > "$B/nist.list"
prove_file builtin "$B/builtin.h" - -DBUILTIN_LIST="\"$B/nist.list\""
prove_file nistz "$B/nistz.h" NID_X9_62_prime256v1
prove_file fiat "$B/fiat.h" NID_X9_62_prime256v1

# The same files for other curves: 256-bit ones for the P-256 layouts.
"$ECTAB" -t boringssl -c secp256k1,brainpoolP384r1 -o "$B/builtin-other.h" $CURVES
printf '%s\n' 'CURVE(secp256k1, NID_secp256k1)' \
    'CURVE(brainpoolP384r1, NID_brainpoolP384r1)' > "$B/other.list"
prove_file builtin "$B/builtin-other.h" - -DBUILTIN_LIST="\"$B/other.list\""
"$ECTAB" -t boringssl-p256-nistz -c secp256k1 -o "$B/nistz-k1.h" $CURVES
prove_file nistz "$B/nistz-k1.h" NID_secp256k1
"$ECTAB" -t boringssl-p256-fiat -c brainpoolP256r1 -o "$B/fiat-bp.h" $CURVES
prove_file fiat "$B/fiat-bp.h" NID_brainpoolP256r1

# Comb and multiples tables of any curve, in the generic header; make
# verify proves them with the rest of the header.
"$ECTAB" -t generic -c secp256k1,brainpoolP256r1,P-384,P-521 -g comb \
    -g multiples:size=16,step=20,name=mult -p tab_ -o "$B/tables.h" $CURVES
count_lines "make verify on a generic header with tables" \
    bash tests/verify.sh --allow-skip "$B/tables.h"
# The default shapes, written by hand from the rules of ectab(1): comb
# stride ceil(order bits / 4) made even (521 -> 131 -> 132), multiples
# rows ceil(order bits / step).
missing=
for want in '"secp256k1", "comb", "comb", 2, 15, 0, 4, 64, 4,' \
    '"brainpoolP256r1", "comb", "comb", 2, 15, 0, 4, 64, 4,' \
    '"secp384r1", "comb", "comb", 2, 15, 0, 4, 96, 6,' \
    '"secp521r1", "comb", "comb", 2, 15, 0, 4, 132, 9,' \
    '"secp256k1", "mult", "multiples", 13, 16, 20, 0, 0, 4,' \
    '"secp384r1", "mult", "multiples", 20, 16, 20, 0, 0, 6,' \
    '"secp521r1", "mult", "multiples", 27, 16, 20, 0, 0, 9,'; do
	grep -qF "	{ $want" "$B/tables.h" || missing="$missing [$want]"
done
if [ -z "$missing" ]; then
	pass "the default shapes of comb and multiples tables"
else
	fail "the default shapes of comb and multiples tables" "missing:$missing"
fi

# --- a changed word is caught -------------------------------------------------

# changed NAME KIND FILE PERL EXPECT FLAGS...: FILE with one word changed
# by PERL must fail the checker, with a line matching EXPECT.
changed() {
	local name=$1 kind=$2 file=$3 perl=$4 expect=$5 out
	shift 5
	perl -0pe "$perl" "$file" > "$B/changed.h"
	if cmp -s "$file" "$B/changed.h"; then
		fail "$name" "the change did not apply"
		return
	fi
	out=$(prove_file $kind "$B/changed.h" "$@" 2>&1)
	if printf '%s\n' "$out" | grep -q "$expect"; then
		pass "$name"
	else
		fail "$name" "$(printf '%s\n' "$out" | grep -v '^PASS' | head -n 3)"
	fi
}
changed "a changed word of the nistz table is caught" nistz "$B/nistz.h" \
    's/(TOBN\(0x[0-9a-f]{8}, 0x)([0-9a-f])/$1.sprintf("%x", hex($2) ^ 1)/e' \
    '^FAIL checker 64: table ecp_nistz256_precomputed of prime256v1: row 0, point 0' \
    NID_X9_62_prime256v1
changed "a changed word of the fiat table is caught" fiat "$B/fiat.h" \
    's/(#else\n.*?\{\{\{0x)([0-9a-f])/$1.sprintf("%x", hex($2) ^ 1)/se' \
    '^FAIL checker 32: table fiat_p256_g_pre_comp of prime256v1: row 0, point 0' \
    NID_X9_62_prime256v1
changed "a changed word of builtin_curves.h is caught" builtin "$B/builtin.h" \
    's/(kP384MontGX\[\] = \{\n    0x)([0-9a-f])/$1.sprintf("%x", hex($2) ^ 1)/e' \
    '^FAIL checker 64: kP384MontGX: word 0 differs' - \
    -DBUILTIN_LIST="\"$B/nist.list\""
perl -0pe 's/(tab_secp521r1_mult_32\[\] = \{\n.*?\n.*?\n\t0x)([0-9a-f])/$1.sprintf("%x", hex($2) ^ 1)/se' \
    "$B/tables.h" > "$B/tables-changed.h"
out=$(bash tests/verify.sh --allow-skip "$B/tables-changed.h" 2>&1)
if printf '%s\n' "$out" | grep -q '^FAIL checker 32: table mult of secp521r1: row 0, point 0'; then
	pass "a changed word of a generic header's table is caught by make verify"
else
	fail "a changed word of a generic header's table is caught by make verify" "$(printf '%s\n' "$out" | grep -v '^PASS' | head -n 3)"
fi

# --- the JSON's tables, recomputed ------------------------------------------

"$ECTAB" -t json -c secp256k1,brainpoolP256r1,secp224r1 -g comb \
    -g multiples:size=8,step=32,name=mult -o "$B/tables.json" $CURVES
count_lines "the JSON's tables" python3 - "$B/tables.json" <<'PY'
import json, sys
sys.path.insert(0, "tests")
from lib import check

# Affine arithmetic with Python's integers, apart from ectab's GMP code.
def add(P, Q, p, a):
    if P is None:
        return Q
    if Q is None:
        return P
    if P[0] == Q[0] and (P[1] + Q[1]) % p == 0:
        return None
    if P == Q:
        l = (3 * P[0] * P[0] + a) * pow(2 * P[1], -1, p) % p
    else:
        l = (Q[1] - P[1]) * pow(Q[0] - P[0], -1, p) % p
    x = (l * l - P[0] - Q[0]) % p
    return (x, (l * (P[0] - x) - P[1]) % p)

def mul(k, P, p, a):
    R = None
    while k:
        if k & 1:
            R = add(R, P, p, a)
        P = add(P, P, p, a)
        k >>= 1
    return R

for c in json.load(open(sys.argv[1]))["curves"]:
    p, a = int(c["p"], 16), int(c["a"], 16)
    G = (int(c["gx"], 16), int(c["gy"], 16))
    for t in c["tables"]:
        bad, n = None, 0
        stride = t.get("stride", 0)
        for r, row in enumerate(t["rows"]):
            for i, pt in enumerate(row):
                if t["kind"] == "multiples":
                    k = (i + 1) << (r * t["step"])
                else:
                    k = sum(1 << (r * stride // len(t["rows"]) + b * stride)
                            for b in range(t["teeth"]) if (i + 1) >> b & 1)
                want = mul(k, G, p, a)
                got = None if pt is None else (int(pt[0], 16), int(pt[1], 16))
                n += 1
                if got != want and bad is None:
                    bad = "row %d, point %d" % (r, i)
        check(bad is None and n > 0, "JSON table %s of %s: %d points are "
              "k*G" % (t["name"], c["name"], n), "not %s" % bad)
PY
