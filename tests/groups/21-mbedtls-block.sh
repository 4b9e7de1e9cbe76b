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
# Group mbedtls-block of make check (tests/run.sh):
# Mbed TLS's block of curve constants and comb tables, template mbedtls
# with set mbedtls: compared with the block of library/ecp_curves.c and
# ecp_curves_new.c of Mbed TLS's source tarball (../shared/mbedtls/,
# gen/consumers/mbedtls/mbedtls.py), token for token and byte for byte; every parameter
# and comb point proved against OpenSSL at 64 and 32 bits by
# gen/checker/mbedtls.c and recomputed by kat.py --mbedtls; a changed
# byte caught by each; and a set of other curves (one dropped, one of
# the catalog's that Mbed TLS lacks) rendered and proved the same way.
#
# cost: 60
# again in: sanitizers

B=$(pwd)/$BUILD
"$ECTAB" -t mbedtls -s mbedtls -o "$B/block.c" || fail "ectab -t mbedtls -s mbedtls" "exit $?"

# --- the released files -------------------------------------------------------

if ! tarball=$(consumer_tarball mbedtls); then
	skip "Mbed TLS's files" "no Mbed TLS source tarball in ../shared/mbedtls/ (set MBEDTLS_TARBALL)"
elif rm -rf "$B/mbedtls" && mkdir -p "$B/mbedtls" &&
    ! tar -xJf "$tarball" -C "$B/mbedtls" --strip-components=1 \
    --wildcards '*/library/ecp_curves.c' '*/library/ecp_curves_new.c'; then
	fail "Mbed TLS's files" "$tarball: tar failed"
else
	for f in ecp_curves.c ecp_curves_new.c; do
		count_lines "template mbedtls and Mbed TLS's $f" python3 \
		    gen/consumers/mbedtls/mbedtls.py compare "$B/block.c" "$B/mbedtls/library/$f"
	done
	# One byte changed fails both comparisons; a blank line dropped,
	# the bytes only.
	sed '0,/0xB1, 0xB9, 0x46/s//0xB1, 0xB8, 0x46/' "$B/block.c" > "$B/byte.c"
	sed '0,/^$/{//d}' "$B/block.c" > "$B/blank.c"
	out=$(python3 gen/consumers/mbedtls/mbedtls.py compare "$B/byte.c" "$B/mbedtls/library/ecp_curves.c")
	if [ "$(printf '%s\n' "$out" | grep -c '^FAIL ')" = 2 ]; then
		pass "a block with one byte changed compares unequal, tokens and bytes"
	else
		fail "a block with one byte changed compares unequal, tokens and bytes" "$out"
	fi
	out=$(python3 gen/consumers/mbedtls/mbedtls.py compare "$B/blank.c" "$B/mbedtls/library/ecp_curves.c")
	if printf '%s\n' "$out" | grep -q '^PASS .* same tokens' &&
	    printf '%s\n' "$out" | grep -q '^FAIL .* same bytes.*: 1 lines differ'; then
		pass "a block without a blank line is the same tokens, 1 line differs in bytes"
	else
		fail "a block without a blank line is the same tokens, 1 line differs in bytes" "$out"
	fi
fi
[ -z "$VARIANT" ] || return 0

# --- proved -------------------------------------------------------------------

# prove_block BLOCK LIST NAME: the checker of gen/checker/mbedtls.c on
# BLOCK for the curves of LIST (lines CURVE or CURVE_A(name, ID, nid)),
# 64- and 32-bit.
prove_block() {
	local block=$1 list=$2 name=$3 bits out defs
	defs=$(sed 's/^CURVE[_A]*([^,]*, \([^,]*\),.*/-DMBEDTLS_ECP_DP_\1_ENABLED/' "$list")
	for bits in 64 32; do
		can_prove "checker $bits on $name" $bits || continue
		# shellcheck disable=SC2086
		if ! compile_each "$B/o$bits" ${CC:-gcc} -m$bits -std=c99 -O2 \
		    -Wall -Wextra -pedantic -Werror -Igen/checker \
		    -DREF_OWN_MAIN -DTABLES_HEADER="\"$block\"" \
		    -DMBEDTLS_LIST="\"$list\"" $defs -- gen/checker/mbedtls.c \
		    gen/checker/ptables.c gen/checker/words.c ||
		    ! out=$(${CC:-gcc} -m$bits -o "$B/prover" $OBJS -lcrypto 2>&1); then
			fail "checker $bits on $name" "does not build: $out"
			continue
		fi
		count_lines "checker $bits on $name" run_bits $bits "$B/prover"
	done
}

# Mbed TLS's 11 curves, by OpenSSL's NIDs; CURVE_A where Mbed TLS
# writes a (a is not -3).
printf '%s\n' 'CURVE(secp192r1, SECP192R1, NID_X9_62_prime192v1)' \
    'CURVE(secp224r1, SECP224R1, NID_secp224r1)' \
    'CURVE(secp256r1, SECP256R1, NID_X9_62_prime256v1)' \
    'CURVE(secp384r1, SECP384R1, NID_secp384r1)' \
    'CURVE(secp521r1, SECP521R1, NID_secp521r1)' \
    'CURVE_A(secp192k1, SECP192K1, NID_secp192k1)' \
    'CURVE_A(secp224k1, SECP224K1, NID_secp224k1)' \
    'CURVE_A(secp256k1, SECP256K1, NID_secp256k1)' \
    'CURVE_A(brainpoolP256r1, BP256R1, NID_brainpoolP256r1)' \
    'CURVE_A(brainpoolP384r1, BP384R1, NID_brainpoolP384r1)' \
    'CURVE_A(brainpoolP512r1, BP512R1, NID_brainpoolP512r1)' > "$B/mbedtls.list"
prove_block "$B/block.c" "$B/mbedtls.list" "Mbed TLS's block"
count_lines "kat.py on Mbed TLS's block" python3 tests/kat.py --mbedtls \
    gen/curves/mbedtls.set "$B/block.c" $CURVES

# A changed byte: of secp256r1's T[1].x, of brainpoolP384r1's b.
python3 - "$B/block.c" "$B" <<'PY'
import re, sys
text = open(sys.argv[1]).read()
for name, array in (("t", "secp256r1_T_1_X"), ("b", "brainpoolP384r1_b")):
    start = text.index("static const mbedtls_mpi_uint %s[] = {" % array)
    m = re.compile(r"0x[0-9A-F]{2}").search(text, start)
    open("%s/changed-%s.c" % (sys.argv[2], name), "w").write(
        text[:m.start()] + "0x%02X" % (int(m.group(0), 16) ^ 0x10)
        + text[m.end():])
PY
for spec in "t:^FAIL checker 64: table T of secp256r1: row 0, point 1 .*: x word 0" \
    "b:^FAIL checker 64: brainpoolP384r1: b is not OpenSSL's"; do
	what=${spec%%:*}
	want=${spec#*:}
	out=$(prove_block "$B/changed-$what.c" "$B/mbedtls.list" changed 2>&1)
	if printf '%s\n' "$out" | grep -q "$want"; then
		pass "the checker catches a changed byte ($what): ${want#^FAIL }"
	else
		fail "the checker catches a changed byte ($what)" "$(printf '%s\n' "$out" | grep -v '^PASS' | head -n 3)"
	fi
	out=$(python3 tests/kat.py --mbedtls gen/curves/mbedtls.set \
	    "$B/changed-$what.c" $CURVES 2>&1)
	if [ "$(printf '%s\n' "$out" | grep -c '^FAIL ')" = 1 ]; then
		pass "kat.py catches a changed byte ($what): $(printf '%s\n' "$out" | grep '^FAIL ' | cut -d: -f1-2)"
	else
		fail "kat.py catches a changed byte ($what)" "$(printf '%s\n' "$out" | grep -c '^FAIL ') failures"
	fi
done

# --- other curves ---------------------------------------------------------------

# A maintainer's set: secp192k1 dropped, brainpoolP320r1 (which Mbed TLS
# lacks) added; rendered and proved as Mbed TLS's own.
grep -v '^secp192k1' gen/curves/mbedtls.set > "$B/other.set"
printf 'brainpoolP320r1\tid=BP320R1\theading\trfc5639=3.5\n' >> "$B/other.set"
"$ECTAB" -t mbedtls -s "$B/other.set" -o "$B/other.c" || fail "ectab -t mbedtls -s other.set" "exit $?"
{ grep -v secp192k1 "$B/mbedtls.list"
  echo 'CURVE_A(brainpoolP320r1, BP320R1, NID_brainpoolP320r1)'; } > "$B/other.list"
prove_block "$B/other.c" "$B/other.list" "a block of other curves"
count_lines "kat.py on a block of other curves" python3 tests/kat.py \
    --mbedtls "$B/other.set" "$B/other.c" $CURVES
if grep -q '^#if defined(MBEDTLS_ECP_DP_BP320R1_ENABLED)$' "$B/other.c" &&
    ! grep -q secp192k1 "$B/other.c"; then
	pass "a set file drops a curve and adds one: BP320R1 in, secp192k1 out"
else
	fail "a set file drops a curve and adds one" "BP320R1 or secp192k1"
fi

# Without a set, the template says what it needs.
out=$("$ECTAB" -t mbedtls -c P-256 -o "$B/none.c" 2>&1)
rc=$?
if [ $rc = 1 ] && [ ! -e "$B/none.c" ] && printf '%s\n' "$out" |
    grep -q 'mbedtls.tmpl:[0-9]*: this template needs attribute id of every curve, which a set file gives (-s): P-256 has none$'; then
	pass "template mbedtls without a set: one line, exit 1, no output"
else
	fail "template mbedtls without a set: one line, exit 1, no output" "exit $rc: $out"
fi
