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
# Group mutation of make check (tests/run.sh):
# The mutation proof of the reference checker.
#
# cost: 150

# --- mutation proof ------------------------------------------------------------

# Every word of every array, every descriptor number and every seed
# byte of each section is changed, one at a time, and each change must
# be caught: in memory, through the adapters the checker reads headers
# with (checker -M, thousands of mutants in a second); and, compiled
# into mutant headers end to end (tests/mutate.py), every field
# of every curve, a field at a time in all curves at once, each change
# caught in its own curve and no other: which shows that the adapters
# hand the checker what the compiler sees; LibreSSL's header's tables of
# G, the point-table checker proves.
TH=out/ec_curve_tables.h
for h in $(out_headers); do
	for bits in 64 32; do
		name="mutation proof, $h, $bits-bit words"
		can_prove "$name" $bits || continue
		# $CHECKER_SOURCES, which do not read the header, are
		# compiled once for each word size.
		mkdir -p "$BUILD/o$bits/${h##*/}"
		# shellcheck disable=SC2086
		compile_each "$BUILD/o$bits" gcc -m$bits -std=c99 -O2 \
		    -Igen/checker -- $CHECKER_SOURCES
		objs=$OBJS
		if ! CHECKER_OBJS=$objs build_checker "$h" \
		    "$BUILD/o$bits/${h##*/}" -lcrypto gcc -m$bits -std=c99 -O2; then
			fail "$name (in memory)" "does not build: $out"
		else
			count_lines "$name (in memory)" run_bits $bits \
			    "$BUILD/o$bits/${h##*/}/checker" -M
		fi
		runner=
		[ $bits = 32 ] && [ "$RUN32" = qemu-i386 ] && runner=qemu-i386
		seeds=
		[ $bits = 64 ] && seeds=--seeds
		count_lines "$name (compiled)" python3 \
		    tests/mutate.py "$h" $bits gcc "$BUILD/o$bits" \
		    --run "$runner" $seeds
	done
done

# A checker that stops comparing one array (mont_gy) must fail the
# mutation proof, naming what it no longer catches.
mkdir -p "$BUILD/broken"
sed 's|^\tcompare_bn(&c, "mont_gy (Gy\*R mod p)", x, t->mont_gy, t->field_words);$|\t(void)x;|' \
    gen/checker/checker.c > "$BUILD/broken/checker.c"
name="the mutation proof catches a checker that no longer compares mont_gy"
if cmp -s gen/checker/checker.c "$BUILD/broken/checker.c"; then
	fail "$name" "the edit changed nothing"
elif ! out=$(gcc -std=c99 -O2 -Igen/checker -Igen/checker/libressl \
    -DTABLES_HEADER="\"$PWD/out/ec_curve_tables.h\"" \
    -o "$BUILD/broken/checker" "$BUILD/broken/checker.c" \
    "$BUILD/o64/fproof.o" "$BUILD/o64/formula.o" "$BUILD/o64/words.o" \
    gen/checker/tables_libressl.c -lcrypto -ldl 2>&1); then
	fail "$name" "does not build: $out"
else
	out=$("$BUILD/broken/checker" -M)
	rc=$?
	missed=$(printf '%s\n' "$out" | grep -c '^FAIL mutation 64 (in memory): not detected: .* mont_gy \(word [0-9]*\|top\)$')
	other=$(printf '%s\n' "$out" | grep '^FAIL .*not detected' | grep -vc ' mont_gy ')
	if [ $rc -eq 1 ] && [ "$missed" -gt 0 ] && [ "$other" -eq 0 ]; then
		pass "$name ($missed mont_gy mutants not detected, all named)"
	else
		fail "$name" "exit $rc, $missed mont_gy and $other other mutants missed"
	fi
fi

# And the compiled proof: the same broken checker, as checker.o.
name="the compiled mutation proof catches a checker that no longer compares mont_gy"
mkdir -p "$BUILD/broken/o64"
cp "$BUILD/o64/fproof.o" "$BUILD/o64/formula.o" "$BUILD/o64/words.o" \
    "$BUILD/broken/o64/"
if ! out=$(gcc -m64 -std=c99 -O2 -Igen/checker -c \
    -o "$BUILD/broken/o64/checker.o" "$BUILD/broken/checker.c" 2>&1); then
	fail "$name" "does not build: $out"
else
	out=$(python3 tests/mutate.py out/ec_curve_tables.h 64 gcc \
	    "$BUILD/broken/o64" --seeds)
	rc=$?
	missed=$(printf '%s\n' "$out" | grep -c '^FAIL mutation 64: not detected: .*_mont_gy\b')
	other=$(printf '%s\n' "$out" | grep '^FAIL ' |
	    grep -v '^FAIL mutation 64: detected [0-9]* of ' | grep -vc '_mont_gy\b')
	if [ $rc -eq 1 ] && [ "$missed" -gt 0 ] && [ "$other" -eq 0 ]; then
		pass "$name ($missed mont_gy changes not detected, all named)"
	else
		fail "$name" "exit $rc, $missed mont_gy and $other other failures"
	fi
fi

# The numbers of LibreSSL's header with tables of G alike: an adapter
# that no longer compares fe_b, and a point-table checker that no longer
# checks a table's shape, fail the compiled proof of those changes
# (mutate.py --only), each named.
# broken_proof NAME FILE SED BITS ONLY OPTION: mutate.py --only ONLY on
# $TH, with FILE changed by SED given by OPTION, must miss every change.
broken_proof() {
	local name=$1 file=$2 expr=$3 bits=$4 only=$5 option=$6 rc missed
	local other copy=$BUILD/broken/${2##*/}
	sed "$expr" "$file" > "$copy"
	if cmp -s "$file" "$copy"; then
		fail "$name" "the edit changed nothing"
		return
	fi
	out=$(python3 tests/mutate.py "$TH" $bits gcc "$BUILD/o$bits" \
	    --only "$only" "$option" "$copy")
	rc=$?
	missed=$(printf '%s\n' "$out" | grep -c "^FAIL mutation $bits: not detected: .*$only")
	other=$(printf '%s\n' "$out" | grep '^FAIL ' |
	    grep -v "^FAIL mutation $bits: detected 0 of $missed " |
	    grep -vc "not detected: .*$only")
	if [ $rc -eq 1 ] && [ "$missed" -gt 0 ] && [ "$other" -eq 0 ]; then
		pass "$name ($missed changes not detected, all named)"
	else
		fail "$name" "exit $rc, $missed $only changes and $other other failures"
	fi
}
broken_proof "the compiled mutation proof catches an adapter that no longer compares fe_b" \
    gen/checker/tables_libressl.c \
    's|^\tif (!fe_holds(&g->fe_b, g->b, n))$|\tif (0)|' 64 fe_b --adapter
can_prove "the compiled mutation proof catches a point-table checker that no longer checks a table's rows" 32 &&
    broken_proof "the compiled mutation proof catches a point-table checker that no longer checks a table's rows" \
    gen/checker/ptables.c \
    's|^\tif (t->signed_digits \&\& !signed_shape(t, g, bits))$|\tif (0)|' \
    32 .rows --ptables
