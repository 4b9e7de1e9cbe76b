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
# Group checker of make check (tests/run.sh):
# The reference checker (make verify) on every header, 64- and 32-bit,
# and how it fails.
#
# cost: 70

# --- reference checker -------------------------------------------------------

"$ECTAB" -t templates/generic.tmpl -p other_ -o "$BUILD/other_curves.h" $CURVES

for h in $(out_headers) "$BUILD/other_curves.h"; do
	count_lines "reference checker on $h" bash -c 'bash gen/checker/verify.sh --allow-skip "$1" |
	    tee "$2"; exit "${PIPESTATUS[0]}"' verify "$h" "$BUILD/${h##*/}.out"
done

# make verify reads the header's layout from its content, so a copy of
# LibreSSL's header under a name no LibreSSL header has is proved as the
# original, at both word sizes.
cp out/ec_curve_tables.h "$BUILD/any-name.h"
name="make verify on out/ec_curve_tables.h copied as any-name.h passes"
out=$(make -s verify HEADER="$BUILD/any-name.h" 2>&1)
rc=$?
proved=$(printf '%s\n' "$out" | grep -c \
    '^checker \(64\|32\): .* 17 curves, [0-9]* values checked, 0 mismatches$')
if [ $rc -eq 0 ] && [ "$proved" = 2 ]; then
	pass "$name"
else
	fail "$name" "exit $rc, $proved word sizes proved: $(printf '%s\n' \
	    "$out" | grep -v '^PASS' | head -n 5)"
fi

# make verify on a header with one word changed names the curve and value.
# (perl flips the low bit of the word's first digit, keeping its width).
perl -0pe 's/(BN_BITS2 == 32.*?ec_brainpoolP384t1_mont_gy\[\] = \{\n\t0x)([0-9a-f])/$1.sprintf("%x", hex($2) ^ 1)/se' \
    out/ec_curve_tables.h > "$BUILD/changed.h"
out=$(make -s verify HEADER="$BUILD/changed.h" 2>&1)
rc=$?
if [ $rc -ne 0 ] && printf '%s\n' "$out" |
    grep -q '^FAIL checker 32: brainpoolP384t1 mont_gy (Gy\*R mod p): expected'; then
	pass "make verify on a changed header fails, naming curve and value"
else
	fail "make verify on a changed header fails, naming curve and value" "exit $rc: $(printf '%s\n' "$out" | grep -v '^PASS' | head -n 5)"
fi

# The mutants that LibreSSL's ec_curve_tables_test must catch (group
# libressl-patched), a word of prime256v1's R^2 mod p changed in either
# word size's section, fail the reference checker too, in that curve
# and word size alone.
for bits in 32 64; do
	name="make verify on the header with a word of prime256v1's R^2 changed ($bits-bit) fails, naming the curve"
	python3 tests/libressl_mutant.py out/ec_curve_tables.h \
	    "$BUILD/rr$bits.h" $bits word:mont_rr:prime256v1
	out=$(make -s verify HEADER="$BUILD/rr$bits.h" 2>&1)
	rc=$?
	named=$(printf '%s\n' "$out" | sed -n 's/^FAIL checker \([0-9]*\): \([^ ]*\) .*/\1 \2/p' | sort -u)
	if [ $rc -ne 0 ] && [ "$named" = "$bits prime256v1" ] &&
	    printf '%s\n' "$out" | grep -q "^FAIL checker $bits: prime256v1 mont_rr (R^2 mod p): expected"; then
		pass "$name"
	else
		fail "$name" "exit $rc; failed: $named"
	fi
done

# LibreSSL's header, with combs of G, is proved by make verify at both
# word sizes (above), every point of its combs included (the
# point-table checker, ptables_libressl.c); one of its new numbers, or a
# word of a comb, or its teeth, combs or spacing, changed in one section
# (tests/libressl_mutant.py) fails it, naming the curve and the number,
# in that curve and word size alone: teeth that no longer cover the
# order and a spacing that is not a multiple of the combs by the shape
# ec_mul_base_fe() needs, combs one less (a shape it could use, as 108
# is a multiple of 3) by the points of the table after the first.
TH=out/ec_curve_tables.h
tables=$(($(grep -c '^static const struct ec_base_table ' "$TH") / 2))
name="make verify proves the $tables tables of G of LibreSSL's header at both word sizes"
proved=$(grep -c "^checker \(64\|32\): [0-9]* points proven in $tables tables\$" "$BUILD/ec_curve_tables.h.out")
if [ "$tables" -gt 0 ] && [ "$proved" = 2 ]; then
	pass "$name"
else
	fail "$name" "$proved word sizes"
fi
for change in '64:fm:minv0:prime256v1:n0_w (-p^-1 mod 2^w): expected' \
    '32:fe:b:secp384r1:mont_b (b\*R mod p) top: expected' \
    '32:fm:m:secp521r1:p top: expected' \
    '64:word:base_points:secp521r1:table base_table of secp521r1: row 0, point 0 ' \
    '32:word:base_points:prime256v1:table base_table of prime256v1: row 0, point 0 ' \
    '32:teeth:secp384r1:table base_table of secp384r1: 4 teeth 80 bits apart cover 320 bits, not an order of 384 bits' \
    '64:spacing:prime256v1:table base_table of prime256v1: teeth 53 bits apart, not a multiple of its 4 rows' \
    '32:combs:secp521r1:table base_table of secp521r1: row 1, point 0 '; do
	bits=${change%%:*} rest=${change#*:}
	case $rest in
	word:*|fm:*|fe:*) what=${rest%%:*}:$(echo "$rest" | cut -d: -f2) ;;
	*)	what=${rest%%:*} ;;
	esac
	rest=${rest#"$what":}
	curve=${rest%%:*} expect=${rest#*:}
	name="make verify on LibreSSL's header with tables of G, $what of $curve changed ($bits-bit), fails naming the curve"
	python3 tests/libressl_mutant.py "$TH" "$BUILD/tables-mutant.h" \
	    $bits "$what:$curve"
	out=$(bash gen/checker/verify.sh --allow-skip \
	    "$BUILD/tables-mutant.h" 2>&1)
	rc=$?
	named=$(printf '%s\n' "$out" | sed -n \
	    -e 's/^FAIL checker \([0-9]*\): table [^ ]* of \([^:]*\): .*/\1 \2/p' \
	    -e 's/^FAIL checker \([0-9]*\): \([^ ]*\) .*/\1 \2/p' | sort -u)
	case $expect in
	table*)	expect="^FAIL checker $bits: $expect" ;;
	*)	expect="^FAIL checker $bits: $curve $expect" ;;
	esac
	if [ $rc -ne 0 ] && [ "$named" = "$bits $curve" ] &&
	    printf '%s\n' "$out" | grep -q "$expect"; then
		pass "$name"
	else
		fail "$name" "exit $rc; failed: $named: $(printf '%s\n' \
		    "$out" | grep '^FAIL' | head -n 3)"
	fi
done

# A header of one word size (ectab -w) is proved at that size alone, and
# one of none the checker can take (16-bit words) is refused.
for tw in generic:32 libressl:64; do
	t=${tw%%:*} w=${tw##*:} other=$((96 - ${tw##*:}))
	name="make verify on a $t header of $w-bit words alone"
	if [ $t = libressl ]; then
		sel="-s $LIBRESSL_SET"
	else
		sel="-c P-224,secp160r1"
	fi
	"$ECTAB" -t templates/$t.tmpl $sel -w $w -o "$BUILD/only$w.h" $CURVES
	out=$(make -s verify HEADER="$BUILD/only$w.h" 2>&1)
	rc=$?
	if [ $rc -eq 0 ] &&
	    printf '%s\n' "$out" | grep -q "^checker $other: .* has no $other-bit words" &&
	    printf '%s\n' "$out" | grep -q "^checker $w: .* values checked, 0 mismatches"; then
		pass "$name"
	else
		fail "$name" "exit $rc: $(printf '%s\n' "$out" | grep -v '^PASS' | tail -n 3)"
	fi
done
"$ECTAB" -t templates/generic.tmpl -c P-256 -w 16 -o "$BUILD/only16.h" $CURVES
out=$(bash gen/checker/verify.sh "$BUILD/only16.h" 2>&1)
rc=$?
if [ $rc -eq 2 ] && [ "$out" = "verify.sh: $BUILD/only16.h: no 64- or 32-bit words (ectab -w), which the checker's BN_ULONG needs" ]; then
	pass "make verify refuses a header of 16-bit words alone"
else
	fail "make verify refuses a header of 16-bit words alone" "exit $rc: $out"
fi

# The checker recomputes each derived constant of the generic header
# from its formula in ectab list --constants: with one formula changed
# (R^2 mod p as R^3 mod p), it fails on that constant, on every curve,
# and on nothing else.
mkdir -p "$BUILD/formula"
if ! build_checker out/ectab_curves.h "$BUILD/formula" -lcrypto gcc -std=c99 -O2; then
	fail "the checker with a changed formula builds" "$out"
else
	# The two evaluators of formulas, formula.c (checker -e, with
	# OpenSSL's prime256v1) and kat.py's (with the definition's), agree
	# on every formula of the list and on these, and refuse the same
	# malformed ones.
	count_lines "formula.c and kat.py agree on formulas" python3 - \
	    "$BUILD/formula/checker" "$ECTAB" <<'PY'
import subprocess, sys
sys.path.insert(0, "tests")
import kat
from lib import check

checker, ectab = sys.argv[1:3]
kat.read_rows(ectab)
c = [c for c in kat.read_definitions(["gen/curves/x962.txt"])
     if c["name"] == "prime256v1"][0]
words = kat.nwords(c["p"], 64) * 64
names = {"p": c["p"], "n": c["n"], "a": c["a"], "b": c["b"], "h": c["h"],
         "Gx": c["gx"], "Gy": c["gy"], "w": 64, "R": 1 << words,
         "R_n": 1 << (kat.nwords(c["n"], 64) * 64)}
good = [row[3] for row in kat.ROWS] + [
    "(p+1)/4", "p - 2 mod n", "2^255 - 19", "-(a*b) mod p", "Gx^-1 mod p",
    "((R))^2 mod n", "h", "R_n/2^64"]
bad = ["2p", "0x10", "p^-1", "R mod 0-5", "2^(0-1)", "x", "((p)", "p)",
       "7/0", "", "p mod", "3^-1 mod 6", "p/(0-1)"]
for f in good + bad:
    r = subprocess.run([checker, "-e", f], capture_output=True, text=True)
    try:
        mine = str(kat.formula_value(f, names))
    except ValueError as e:
        mine = "error: " + str(e)
    theirs = r.stdout.strip()
    if f in good:
        check(r.returncode == 0 and theirs == mine, "formula %s: the "
              "same value" % f, "checker %s, kat.py %s" % (theirs, mine))
    else:
        check(r.returncode == 1 and theirs.startswith("error: ") and
              mine.startswith("error: "), "formula %r: refused by both"
              % f, "checker %s, kat.py %s" % (theirs, mine))
PY
	sed -i 's|"R^2 mod p"|"R^3 mod p"|' "$BUILD/formula/constants.h"
	# shellcheck disable=SC2086
	if ! compile_each "$BUILD/formula/obj" gcc -std=c99 -O2 -Igen/checker \
	    -DTABLES_HEADER="\"$PWD/out/ectab_curves.h\"" \
	    -DTABLES_PREFIX=ectab_ -DTABLES_MACRO_PREFIX=ECTAB_ \
	    -DNID_SYMBOLS="\"$PWD/$BUILD/formula/nid_symbols.h\"" \
	    -DCONSTANTS="\"$PWD/$BUILD/formula/constants.h\"" -- \
	    gen/checker/tables_generic.c ||
	    ! out=$(gcc -o "$BUILD/formula/checker" $OBJS $(for s in $CHECKER_SOURCES; do
	    printf '%s ' "$BUILD/formula/obj/$(basename "${s%.c}").o"; done) -lcrypto -ldl 2>&1); then
		fail "the checker with a changed formula builds" "$out"
	else
		out=$("$BUILD/formula/checker" -q 2>&1)
		bad=$(printf '%s\n' "$out" | grep -c '^FAIL checker 64: .* rr (R^3 mod p): expected')
		other=$(printf '%s\n' "$out" | grep '^FAIL' | grep -vc ' rr (R^3 mod p)\( top\)\{0,1\}: expected')
		if [ "$bad" -gt 30 ] && [ "$other" = 0 ]; then
			pass "a changed formula fails the checker on that constant alone ($bad curves)"
		else
			fail "a changed formula fails the checker on that constant alone" "$bad on rr, $other others: $(printf '%s\n' "$out" | grep '^FAIL' | head -n 2)"
		fi
	fi
fi

# --- the adapter, by the header's content ------------------------------------

# build_checker (groups mutation, one-row, libressl, sanitizers) picks
# the checker's adapter by the rule make verify follows, the header's
# content (checker_adapter, tests/lib.sh), never its name: each header
# of out/ copied as any-name.h and as renamed_tables.h (LibreSSL's ends
# in tables.h, the generic one does not) builds the adapter of the
# original, and the checker built for the copy proves it.  With
# CHECKER_OBJS, the one object build_checker compiles is the adapter's.
# shellcheck disable=SC2086
compile_each "$BUILD/renamed/o" gcc -std=c99 -O2 -Igen/checker -- \
    $CHECKER_SOURCES
checker_objs=$OBJS
for h in $(out_headers); do
	base=$(basename "$h" .h)
	mkdir -p "$BUILD/renamed/$base"
	if ! CHECKER_OBJS=$checker_objs build_checker "$h" \
	    "$BUILD/renamed/$base" -lcrypto gcc -std=c99 -O2; then
		fail "build_checker on $h" "does not build: $out"
		continue
	fi
	want=$(cd "$BUILD/renamed/$base/obj" && echo *.o)
	for copy in any-name.h renamed_tables.h; do
		name="build_checker on $h copied as $copy: the adapter of"
		name="$name the original ($want), and the checker proves it"
		dir=$BUILD/renamed/$base-$copy
		mkdir -p "$dir"
		cp "$h" "$dir/$copy"
		if ! CHECKER_OBJS=$checker_objs build_checker "$dir/$copy" \
		    "$dir" -lcrypto gcc -std=c99 -O2; then
			fail "$name" "does not build: $out"
			continue
		fi
		got=$(cd "$dir/obj" && echo *.o)
		out=$("$dir/checker" -q 2>&1)
		rc=$?
		if [ "$got" = "$want" ] && [ $rc -eq 0 ] &&
		    printf '%s\n' "$out" | grep -q ', 0 mismatches$'; then
			pass "$name"
		else
			fail "$name" "built $got, exit $rc: $(printf '%s\n' \
			    "$out" | grep -v '^PASS' | head -n 3)"
		fi
	done
done

# A header of neither layout is refused, in one line that names it, by
# build_checker and make verify alike.
printf '/* Not a header ectab made. */\nint x;\n' > "$BUILD/renamed/plain.h"
mkdir -p "$BUILD/renamed/plain"
why="not a header in the layout of template libressl or generic"
want="$(cd "$BUILD/renamed" && pwd)/plain.h: $why"
name="build_checker refuses a header of neither layout, naming it"
if build_checker "$BUILD/renamed/plain.h" "$BUILD/renamed/plain" -lcrypto \
    gcc -std=c99 -O2; then
	fail "$name" "it built"
elif [ "$out" = "$want" ]; then
	pass "$name"
else
	fail "$name" "said: $out"
fi
name="make verify refuses a header of neither layout, naming it"
out=$(make -s verify HEADER="$BUILD/renamed/plain.h" 2>&1)
rc=$?
if [ $rc -ne 0 ] && [ "$(printf '%s\n' "$out" | grep -v '^make')" = \
    "verify.sh: $BUILD/renamed/plain.h: $why" ]; then
	pass "$name"
else
	fail "$name" "exit $rc: $out"
fi
