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
# The mutation proof of the reference checker, and of the point-table
# checker on OpenSSL's six tables.
#
# cost: 165

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
sed 's|^\tcompare_bn(c, "mont_gy (Gy\*R mod p)", x, t->mont_gy, t->field_words);$|\t(void)x;|' \
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

# The numbers of LibreSSL's header with combs of G alike: an adapter
# that no longer compares fe_b, and a point-table checker that no longer
# checks a comb's shape, fail the compiled proof of those changes
# (mutate.py --only), each named: a comb of the first points of fewer
# teeth in one table, every point right but the order not covered, is
# caught by the shape alone.
# broken_proof NAME FILE SED BITS ONLY OPTION: mutate.py --only ONLY on
# $TH, with FILE changed by SED given by OPTION, must miss every change.
broken_proof() {
	local name=$1 file=$2 expr=$3 bits=$4 only=$5 option=$6 rc missed
	local other copy=$BUILD/broken/${2##*/} runner=
	[ $bits = 32 ] && [ "$RUN32" = qemu-i386 ] && runner=qemu-i386
	sed "$expr" "$file" > "$copy"
	if cmp -s "$file" "$copy"; then
		fail "$name" "the edit changed nothing"
		return
	fi
	out=$(python3 tests/mutate.py "$TH" $bits gcc "$BUILD/o$bits" \
	    --only "$only" "$option" "$copy" --run "$runner")
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
can_prove "the compiled mutation proof catches a point-table checker that no longer checks a comb's shape" 32 &&
    broken_proof "the compiled mutation proof catches a point-table checker that no longer checks a comb's shape" \
    gen/checker/ptables.c \
    's|^\tif (t->covers \&\& !comb_shape(t, g, bits))$|\tif (0)|' \
    32 "do not cover the order" --ptables

# OpenSSL's six tables, as templates openssl-nistz256, -sm2p256,
# -nistp224, -nistp256, -nistp384 and -nistp521 render them: every word
# and limb changed in memory (the point-table checker's -M), and a few
# in their text, compiled (tests/mutate.py --openssl); each change must
# fail the checker at its point, coordinate and limb: the nistz256
# table with 64- and 32-bit words (a TOBN pair's high and low halves),
# SM2's and the gmul tables with 64-bit words, as OpenSSL has them; a
# limb of 56 or 58 bits changed within its width, and in the text just
# above it and carried into the next limb (the same number).
for r in nistz256:P-256 sm2p256:SM2 nistp224:P-224 nistp256:P-256 \
    nistp384:P-384 nistp521:P-521; do
	k=${r%:*}
	if ! out=$("$ECTAB" -t "openssl-$k" -c "${r#*:}" \
	    -o "$BUILD/$k.c" 2>&1); then
		fail "ectab -t openssl-$k -c ${r#*:}" "$out"
		continue
	fi
	for bits in 64 32; do
		[ "$k" = nistz256 ] || [ $bits = 64 ] || continue
		name="mutation proof, OpenSSL's $k table, $bits-bit words"
		can_prove "$name" $bits || continue
		# shellcheck disable=SC2046
		set -- $(openssl_table_adapter "$k")
		# shellcheck disable=SC2086
		if ! compile_each "$BUILD/o$bits/$k" gcc -m$bits -std=c11 -O2 \
		    -Igen/checker -DTABLES_HEADER="\"$PWD/$BUILD/$k.c\"" \
		    "${@:2}" -- gen/checker/ptables.c gen/checker/words.c "$1" ||
		    ! out=$(gcc -m$bits -o "$BUILD/o$bits/$k/ptables" $OBJS \
		    -lcrypto -ldl 2>&1); then
			fail "$name" "does not build: $out"
			continue
		fi
		count_lines "$name (in memory)" run_bits $bits \
		    "$BUILD/o$bits/$k/ptables" -M
		runner=
		[ $bits = 32 ] && [ "$RUN32" = qemu-i386 ] && runner=qemu-i386
		count_lines "$name (compiled)" python3 tests/mutate.py \
		    "$BUILD/$k.c" $bits gcc "$BUILD/o$bits/$k" --openssl "$k" \
		    --run "$runner"
	done
done

# wolfSSL's tables, as templates wolfssl-c32, -c64, -sp64, -sp32 and
# -dsp32 render them (each distinct line of
# gen/consumers/wolfssl/files.txt, 22 tables): every limb changed in
# memory (the point-table checker's -M), with 64-bit words, and with
# 32-bit words for the layouts of wolfSSL's 32-bit code (c32, sp32,
# dsp32); and, in one table of each layout and word size, a few in the
# text, compiled (tests/mutate.py --wolfssl KIND: G, the point at
# infinity, the last row's entry 7, the last limb, and a limb of 29, 58
# or 26 bits changed just above its width or carried into the next),
# each caught at its entry, coordinate and limb.
WOLFSSL_COMPILED="c32 -c P-256 -g comb:teeth=8,rows=1,zero
c64 -c P-521 -g comb:teeth=8,rows=1,zero
sp64 -c P-256 -g multiples:size=65,step=7,zero
sp32 -c P-384 -g comb:teeth=4,rows=1,zero
dsp32 -c P-256 -g comb:teeth=8,rows=1,zero"
compiled=0
while read -r opts; do
	k=$(printf '%s\n' "$opts" | sed 's/.*-t wolfssl-\([a-z0-9]*\) \(.*\)/\1/')
	rest=${opts#*-t wolfssl-"$k" }
	# shellcheck disable=SC2086
	if ! out=$("$ECTAB" $opts -o "$BUILD/wolfssl.c" 2>&1); then
		fail "ectab $opts" "$out"
		continue
	fi
	table=$(head -n 1 "$BUILD/wolfssl.c" |
	    sed 's/.* \(p[0-9]*_table\)\[\([0-9]*\)\] = {$/\1-\2/')
	t=$BUILD/wolfssl-$k-$table.c
	mv "$BUILD/wolfssl.c" "$t"
	for bits in 64 32; do
		[ $bits = 64 ] || [ "$k" = c32 ] || [ "$k" = sp32 ] ||
		    [ "$k" = dsp32 ] || continue
		name="mutation proof, wolfSSL's $k ${table%-*}[${table#*-}], $bits-bit words"
		can_prove "$name" $bits || continue
		# shellcheck disable=SC2046
		set -- $(wolfssl_table_adapter "$k" "$t")
		o=$BUILD/o$bits/wolfssl-$k-$table
		# shellcheck disable=SC2086
		if ! compile_each "$o" gcc -m$bits -std=c11 -O2 -Igen/checker \
		    -DTABLES_HEADER="\"$PWD/$t\"" "${@:2}" -- \
		    gen/checker/ptables.c gen/checker/words.c "$1" ||
		    ! out=$(gcc -m$bits -o "$o/ptables" $OBJS -lcrypto -ldl 2>&1); then
			fail "$name" "does not build: $out"
			continue
		fi
		count_lines "$name (in memory)" run_bits $bits "$o/ptables" -M \
		    < /dev/null
		printf '%s\n' "$WOLFSSL_COMPILED" | grep -qxF "$k $rest" ||
		    continue
		[ $bits = 64 ] && compiled=$((compiled + 1))
		runner=
		[ $bits = 32 ] && [ "$RUN32" = qemu-i386 ] && runner=qemu-i386
		count_lines "$name (compiled)" python3 tests/mutate.py "$t" \
		    $bits gcc "$o" --wolfssl "$k" --run "$runner" < /dev/null
	done
done <<EOF
$(sed '/^#/d; /^[[:space:]]*$/d' gen/consumers/wolfssl/files.txt | cut -f2 |
    sort -u)
EOF
if [ "$compiled" -ne "$(printf '%s\n' "$WOLFSSL_COMPILED" | wc -l)" ]; then
	fail "mutation proof, wolfSSL's tables (compiled)" \
	    "$compiled of the tables of WOLFSSL_COMPILED, at 64 bits: one is not in files.txt"
fi

# A point-table checker that compares limbs only within their width
# must miss the limb changed above it, and find the carried one at the
# wrong limb, both named; one that no longer compares z must fail -M,
# naming the first limb of a z.
name="the mutation proof catches a point-table checker that compares limbs within their width only"
sed 's|^\tfor (w = 0; w < n \&\& t->points\[w\] == want\[w\]; w++)$|\tfor (w = 0; w < n \&\& ((t->points[w] ^ want[w]) \& (((BN_ULONG)1 << word_bits(t)) - 1)) == 0; w++)|' \
    gen/checker/ptables.c > "$BUILD/broken/ptables.c"
if cmp -s gen/checker/ptables.c "$BUILD/broken/ptables.c"; then
	fail "$name" "the edit changed nothing"
elif [ -f "$BUILD/o64/nistp224/words.o" ]; then
	out=$(python3 tests/mutate.py "$BUILD/nistp224.c" 64 gcc \
	    "$BUILD/o64/nistp224" --openssl nistp224 \
	    --ptables "$BUILD/broken/ptables.c")
	rc=$?
	missed=$(printf '%s\n' "$out" | grep '^FAIL ' |
	    grep -v ': detected [0-9]* of ' | grep -c 'just above\|carried')
	other=$(printf '%s\n' "$out" | grep '^FAIL ' |
	    grep -v ': detected 5 of 7 ' | grep -vc 'just above\|carried')
	if [ $rc -eq 1 ] && [ "$missed" -eq 2 ] && [ "$other" -eq 0 ]; then
		pass "$name (the limb above its width and the carried one, named)"
	else
		fail "$name" "exit $rc, $missed named and $other other failures: $out"
	fi
else
	fail "$name" "no checker objects of nistp224 ($BUILD/o64/nistp224/words.o)"
fi
name="the in-memory proof catches a point-table checker that no longer compares z"
sed 's|^\tfor (w = 0; w < n \&\& t->points\[w\] == want\[w\]; w++)$|\tfor (w = 0; w < n \&\& (t->points[w] == want[w] \|\| w / t->words % coords(t) == 2); w++)|' \
    gen/checker/ptables.c > "$BUILD/broken/ptables-z.c"
if cmp -s gen/checker/ptables.c "$BUILD/broken/ptables-z.c"; then
	fail "$name" "the edit changed nothing"
elif [ -f "$BUILD/o64/nistp224/words.o" ]; then
	# shellcheck disable=SC2046
	set -- $(openssl_table_adapter nistp224)
	if ! out=$(gcc -m64 -std=c11 -O2 -Igen/checker \
	    -DTABLES_HEADER="\"$PWD/$BUILD/nistp224.c\"" "${@:2}" \
	    -o "$BUILD/broken/ptables-z" "$BUILD/broken/ptables-z.c" "$1" \
	    "$BUILD/o64/nistp224/words.o" -lcrypto -ldl 2>&1); then
		fail "$name" "does not build: $out"
	else
		out=$("$BUILD/broken/ptables-z" -M)
		case $out in
		"FAIL checker 64 (in memory): table gmul of secp224r1: limb 8 changed, not caught: all 384")
			pass "$name (limb 8, point 0's z, named)" ;;
		*)	fail "$name" "$out" ;;
		esac
	fi
else
	fail "$name" "no checker objects of nistp224 ($BUILD/o64/nistp224/words.o)"
fi
