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
# Group libressl-patched of make check (tests/run.sh):
# out/ec_curve_tables.h inside a real LibreSSL.  The builds and the
# suites' results are kept in the cache (tests/cache.sh): on a machine
# where it has run before, with the same sources, patches and header,
# this group reuses them and says so.
#
# cost: 900

# --- LibreSSL patched: its own regress suite ------------------------------------

# make libressl (tests/libressl/run.sh): LibreSSL stock and patched with
# tests/libressl/patches/ and out/ec_curve_tables.h, for amd64 and i386,
# LibreSSL's whole ctest suite in all four builds (or the results kept
# for their keys), every test that passes on stock passing on patched,
# ec_builtin_test passing on both patched builds, the benchmark's table
# and its allocation counts.
if ! libressl_tarball >/dev/null; then
	skip "LibreSSL patched with out/ec_curve_tables.h" \
	    "no LibreSSL source tarball in ../shared/libressl/ (set LIBRESSL_TARBALL)"
	return 0
fi
count_lines "make libressl" bash tests/libressl/run.sh

# --- a wrong word makes LibreSSL's test fail, naming the curve -------------------

# mutant_caught NAME BITS CURVES CHANGE... builds the patched LibreSSL's
# ec_builtin_test of BITS-bit words with the changes of
# tests/libressl/mutant.py in out/ec_curve_tables.h: the test must fail,
# and the curves its failures name must be exactly CURVES (sorted,
# blank-separated).
mutant_caught() {
	local name=$1 bits=$2 want=$3 h out rc named
	shift 3
	h=$BUILD/mutant-$bits-$#.h
	if ! python3 tests/libressl/mutant.py out/ec_curve_tables.h "$h" \
	    "$bits" "$@"; then
		fail "$name" "tests/libressl/mutant.py $*"
		return
	fi
	out=$(bash tests/libressl/run.sh --mutant "$h" --arch "$bits" 2>&1)
	rc=$?
	printf '%s\n' "$out" |
	    grep -v ': static group equals the computed one$' | sed 's/^/  /'
	named=$(printf '%s\n' "$out" | sed -n 's/^.*FAIL: \([^:]*\): .*/\1/p' |
	    sort -u | tr '\n' ' ')
	if [ $rc -ne 0 ]; then
		fail "$name" "not caught (run.sh --mutant exit $rc)"
	elif [ "$named" != "$want " ]; then
		fail "$name" "ec_builtin_test named: ${named:-nothing}"
	else
		pass "$name: ec_builtin_test fails, naming $want"
	fi
}

# One word of P-256's R^2 mod p, in the 32-bit section, then in the
# 64-bit one, each in the build of its word size.
for bits in 32 64; do
	mutant_caught "LibreSSL $bits-bit: a wrong word of prime256v1's R^2 mod p" \
	    $bits prime256v1 word:mont_rr:prime256v1
done

# The numbers only the static groups carry (the checker proves the
# arrays and the descriptors, not LibreSSL's structs): a BIGNUM's top,
# n0, the generator's Z_is_one and a_is_minus3, each in its own curve.
mutant_caught "LibreSSL 64-bit: wrong numbers of the static groups" 64 \
    "secp224k1 secp224r1 secp256k1 secp384r1 secp521r1" \
    top:a:secp384r1 top:cofactor:secp224k1 n0:secp521r1 \
    z_is_one:secp256k1 a_is_minus3:secp224r1
