#!/bin/bash
# ectab's test suite: run by `make check` from the top of the tree, after
# gen/ectab is built.  Every check prints "PASS name" or "FAIL name: why";
# the run ends with "N passed, N failed" (and ", N skipped" with the
# reason of each skip above it) and exits 1 on any failure.  Under
# CI=true nothing may be skipped: a check that cannot run fails.
set -u

cd "$(dirname "$0")/.." || exit 2

ECTAB=${ECTAB:-gen/ectab}
CC=${CC:-cc}
BUILD=tests/build
CURVES=gen/curves/libressl.txt
. tests/lib.sh

rm -rf "$BUILD"
mkdir -p "$BUILD"
trap 'rm -rf "$BUILD"' EXIT
find_run32 "$BUILD"

# The outputs that `make` writes: file, template.  Templates are named by
# path, as the Makefile does, so that the tree's own templates are used.
OUTPUTS="out/ec_curve_tables.h:templates/libressl.tmpl
    out/ec_curve_tables.json:templates/json.tmpl
    out/ectab_curves.h:templates/generic.tmpl
    out/ectab_curves.rs:templates/rust.tmpl"

# --- out/ is current -----------------------------------------------------

for o in $OUTPUTS; do
	file=${o%%:*} tmpl=${o##*:}
	if ! "$ECTAB" -t "$tmpl" -o "$BUILD/current" $CURVES; then
		fail "out/ is current: $file" "ectab failed"
	elif cmp -s "$BUILD/current" "$file"; then
		pass "out/ is current: $file"
	else
		fail "out/ is current: $file" "differs from a fresh run; run make and commit"
	fi
	if "$ECTAB" --check -t "$tmpl" -o "$file" $CURVES; then
		pass "--check exits 0 on the committed $file"
	else
		fail "--check exits 0 on the committed $file" "exit $?"
	fi
done

# --- determinism ----------------------------------------------------------

"$ECTAB" -t templates/libressl.tmpl -o "$BUILD/run1.h" $CURVES
"$ECTAB" -t templates/libressl.tmpl -o "$BUILD/run2.h" $CURVES
if cmp -s "$BUILD/run1.h" "$BUILD/run2.h"; then
	pass "two runs give the same bytes"
else
	fail "two runs give the same bytes" "they differ"
fi
"$ECTAB" -t templates/json.tmpl -o "$BUILD/abs.json" "$PWD/$CURVES"
if grep -q "$PWD" "$BUILD/abs.json"; then
	fail "no absolute paths in the output" "found $PWD"
else
	pass "no absolute paths in the output"
fi
if grep -nE '20[0-9][0-9]-[01][0-9]-[0-3][0-9]|[0-2][0-9]:[0-5][0-9]:[0-5][0-9]' out/*; then
	fail "no timestamps in out/" "see the lines above"
else
	pass "no timestamps in out/"
fi

# --- --check after a definition changes -----------------------------------

# A copy of the tree's definitions, so that an edited file keeps its name
# (the outputs name their sources) and only the edit can make a difference.
mkdir -p "$BUILD/tree/gen/curves"
check_in_copy() {
	(cd "$BUILD/tree" && "$OLDPWD/$ECTAB" --check \
	    -t "$OLDPWD/templates/libressl.tmpl" -o "$OLDPWD/$BUILD/committed.h" \
	    $CURVES 2>&1)
}
cp $CURVES "$BUILD/tree/$CURVES"
cp out/ec_curve_tables.h "$BUILD/committed.h"
if out=$(check_in_copy); then
	pass "--check exits 0 on an unchanged copy of the definitions"
else
	fail "--check exits 0 on an unchanged copy of the definitions" "$out"
fi

# Each edit keeps the curve valid, so --check must fail for staleness, at
# the first line the edit changes, which shows the text in $3.
check_stale() {
	local name=$1 expr=$2 want=$3 out rc
	sed "$expr" $CURVES > "$BUILD/tree/$CURVES"
	if cmp -s $CURVES "$BUILD/tree/$CURVES"; then
		fail "--check after $name" "the edit changed nothing"
		return
	fi
	out=$(check_in_copy)
	rc=$?
	if [ $rc -eq 1 ] && printf '%s' "$out" | grep -q "committed.h:[0-9]*: differs.*ectab generates \".*$want"; then
		pass "--check exits 1 after $name"
	else
		fail "--check exits 1 after $name" "exit $rc: $out"
	fi
	if cmp -s out/ec_curve_tables.h "$BUILD/committed.h"; then
		pass "--check after $name writes nothing"
	else
		fail "--check after $name writes nothing" "file changed"
	fi
}
check_stale "a changed nid" 's/NID_secp384r1/NID_secp384r2/' 'NID_secp384r2'
check_stale "a changed alias" 's/secp256r1 P-256/secp256r1 P256/' 'P256'
check_stale "a changed oid" 's/1\.3\.132\.0\.35/1.3.132.0.99/' '1.3.132.0.99'
check_stale "a changed comment" 's/RFC 5639 curve over a 320/RFC 5639: 320/' 'RFC 5639: 320'

# --- bad definitions --------------------------------------------------------

# tests/defs/bad/EXPECT: "file:line: message" per bad file.  Each must exit
# 1 with one line on stderr naming the file, line and problem, and leave
# an existing output file byte-identical and no temporary file behind.
printf 'old contents\n' > "$BUILD/keep.h"
while IFS= read -r expect; do
	f=tests/defs/bad/${expect%%:*}
	err=$("$ECTAB" -t templates/libressl.tmpl -o "$BUILD/keep.h" "$f" 2>&1 >/dev/null)
	rc=$?
	name="bad definition ${expect%%:*}"
	if [ $rc -ne 1 ]; then
		fail "$name" "exit $rc, want 1 ($err)"
	elif [ "$(printf '%s\n' "$err" | wc -l)" -ne 1 ]; then
		fail "$name" "want one line, got: $err"
	elif [ "${err#"ectab: tests/defs/bad/$expect"}" = "$err" ]; then
		fail "$name" "got \"$err\", want \"ectab: tests/defs/bad/$expect...\""
	elif [ "$(cat "$BUILD/keep.h")" != "old contents" ]; then
		fail "$name" "the output file was changed"
	elif ls -A "$BUILD" | grep -q '^\.keep\.h\.'; then
		fail "$name" "a temporary file was left behind"
	else
		pass "$name"
	fi
done < tests/defs/bad/EXPECT
if [ "$(ls tests/defs/bad/*.txt | wc -l)" -eq "$(wc -l < tests/defs/bad/EXPECT)" ]; then
	pass "every bad definition has an expected message"
else
	fail "every bad definition has an expected message" "tests/defs/bad/EXPECT is out of step"
fi

# A name repeated across two files.
sed -n '/^curve prime256v1/,/^$/p' $CURVES | sed 's/^curve prime256v1/curve other/' \
    > "$BUILD/second.txt"
err=$("$ECTAB" -t templates/json.tmpl -o "$BUILD/keep.h" $CURVES "$BUILD/second.txt" 2>&1)
case $err in
"ectab: $BUILD/second.txt:2: name \"secp256r1\" already used by curve prime256v1 ($CURVES:"*)
	pass "an alias repeated across files" ;;
*)	fail "an alias repeated across files" "$err" ;;
esac

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

count_lines "known answers" python3 tests/kat.py out/ec_curve_tables.h \
    out/ec_curve_tables.json $CURVES

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
		out=$(python3 tests/kat.py "$BUILD/mutant" out/ec_curve_tables.json $CURVES)
	else
		out=$(python3 tests/kat.py out/ec_curve_tables.h "$BUILD/mutant" $CURVES)
	fi
	if printf '%s\n' "$out" | grep -q '^FAIL '; then
		pass "known answers catch $name"
	else
		fail "known answers catch $name" "no check failed"
	fi
}
mutate "a changed R^2 word (64)" '/ec_secp384r1_mont_rr\[\]/{n;s/0x\(.\)/0x1\1/;}' out/ec_curve_tables.h
mutate "a changed word in the 32-bit section" '/BN_BITS2 == 32/,${/ec_brainpoolP256t1_mont_gy\[\]/{n;n;s/0x\(.\)/0x1\1/;}}' out/ec_curve_tables.h
mutate "a changed n0" '0,/{ 0x\(.*\/\* n0 \*\/\)$/s//{ 0x1\1/' out/ec_curve_tables.h
mutate "a changed top" '0,/ec_secp521r1_mont_a, 9 }/s//ec_secp521r1_mont_a, 8 }/' out/ec_curve_tables.h
mutate "a changed JSON order_rr" '0,/"order_rr": "0x9/s//"order_rr": "0xa/' out/ec_curve_tables.json

# --- compile matrix -------------------------------------------------------------

# Every generated C header, with the program that includes it: gcc and
# clang, C99, C11 and C++17, -m64 and -m32, all warnings as errors.  The
# -m32 builds see Debian's i386 OpenSSL headers, and the program checks
# that BN_BITS2 is 32 there.
# The generic header is included with a second copy of another prefix.
HEADERS="out/ec_curve_tables.h:tests/compile_libressl.c
    out/ectab_curves.h:tests/compile_generic.c"
"$ECTAB" -t templates/generic.tmpl -p other_ -o "$BUILD/other_curves.h" $CURVES
for hp in $HEADERS; do
	h=${hp%%:*} prog=${hp##*:}
	for cc in gcc clang; do
		for std in c99 c11 c++17; do
			for bits in 64 32; do
				name="$h compiles: $cc -std=$std -m$bits"
				compiler=$cc lang=c
				case $std in
				c++*)	compiler=${cc/gcc/g++}
					compiler=${compiler/clang/clang++}
					lang=c++ ;;
				esac
				if ! command -v $compiler >/dev/null; then
					skip "$name" "$compiler is not installed"
					continue
				fi
				if [ $bits = 32 ] && ! have_i386_openssl; then
					skip "$name" "Debian's i386 OpenSSL headers are missing (make deps installs libssl-dev:i386)"
					continue
				fi
				if out=$($compiler -x $lang -std=$std -m$bits -Wall \
				    -Wextra -pedantic -Werror -DEXPECT_BN_BITS2=$bits \
				    -I"$(dirname "$h")" -I"$BUILD" -c -o "$BUILD/matrix.o" "$prog" 2>&1); then
					pass "$name"
				else
					fail "$name" "$out"
				fi
			done
		done
	done
done

# --- reference checker -------------------------------------------------------

for h in out/ec_curve_tables.h out/ectab_curves.h "$BUILD/other_curves.h"; do
	count_lines "reference checker on $h" bash tests/verify.sh --allow-skip "$h"
done

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

# --- mutation proof ------------------------------------------------------------

# One bit flipped in every array and every descriptor number of each
# section (and every seed), each mutant compiled into the checker: all
# must be caught.
for h in out/ec_curve_tables.h out/ectab_curves.h; do
	for bits in 64 32; do
		name="mutation proof, $h, $bits-bit words"
		if [ $bits = 32 ] && { ! have_i386_openssl || [ -z "$RUN32" ]; }; then
			skip "$name" "the 32-bit reference cannot run here (make deps)"
			continue
		fi
		mkdir -p "$BUILD/o$bits"
		for src in checker fproof; do
			gcc -m$bits -std=c99 -O2 -Itests/checker -c \
			    -o "$BUILD/o$bits/$src.o" tests/checker/$src.c
		done
		runner=
		[ $bits = 32 ] && [ "$RUN32" = qemu-i386 ] && runner=qemu-i386
		seeds=
		[ $bits = 64 ] && seeds=--seeds
		count_lines "$name" python3 tests/checker/mutate.py \
		    "$h" $bits gcc "$BUILD/o$bits" --run "$runner" $seeds
	done
done

# The generator itself: warning-free under both compilers.
for cc in gcc clang; do
	name="gen/ compiles warning-free: $cc -std=c99 -Wall -Wextra -pedantic"
	if ! command -v $cc >/dev/null; then
		skip "$name" "$cc is not installed"
		continue
	fi
	out=
	for src in gen/*.c; do
		out=$out$($cc -std=c99 -Wall -Wextra -pedantic -Werror -O2 \
		    -D_DEFAULT_SOURCE -DECTAB_TEMPLATEDIR='"templates"' \
		    -c -o "$BUILD/gen.o" "$src" 2>&1)
	done
	if [ -z "$out" ]; then
		pass "$name"
	else
		fail "$name" "$out"
	fi
done

if expand out/ec_curve_tables.h |
    awk 'length > 80 { print "out/ec_curve_tables.h:" NR; bad = 1 } END { exit bad }'; then
	pass "out/ec_curve_tables.h: at most 80 columns"
else
	fail "out/ec_curve_tables.h: at most 80 columns" "see the lines above"
fi

# --- command line ------------------------------------------------------------------

expect_exit() {
	local name=$1 want=$2 rc
	shift 2
	"$@" >"$BUILD/stdout" 2>"$BUILD/stderr"
	rc=$?
	if [ $rc -eq "$want" ]; then
		pass "$name"
	else
		fail "$name" "exit $rc, want $want: $(head -n 2 "$BUILD/stderr")"
	fi
}
expect_exit "--help exits 0" 0 "$ECTAB" --help
expect_exit "--version exits 0" 0 "$ECTAB" --version
if grep -qx 'ectab [0-9]*\.[0-9]*\.[0-9]*' "$BUILD/stdout"; then
	pass "--version prints ectab VERSION"
else
	fail "--version prints ectab VERSION" "$(cat "$BUILD/stdout")"
fi
expect_exit "no definitions: usage, exit 2" 2 "$ECTAB"
expect_exit "an unknown option: exit 2" 2 "$ECTAB" --frobnicate $CURVES
expect_exit "--check without -o: exit 2" 2 "$ECTAB" --check $CURVES
expect_exit "-c with an unknown curve: exit 2" 2 "$ECTAB" -c nosuch $CURVES
expect_exit "-c with a curve twice: exit 2" 2 "$ECTAB" -c P-256,prime256v1 $CURVES
expect_exit "a missing definition file: exit 1" 1 "$ECTAB" "$BUILD/nonexistent"
expect_exit "a missing template: exit 1" 1 "$ECTAB" -t nosuch $CURVES
expect_exit "--check on a missing file: exit 1" 1 "$ECTAB" --check -o "$BUILD/nonexistent" $CURVES

"$ECTAB" -t templates/json.tmpl -c P-384,secp224k1 $CURVES > "$BUILD/sel.json"
if python3 -c '
import json, sys
names = [c["name"] for c in json.load(open(sys.argv[1]))["curves"]]
sys.exit(names != ["secp384r1", "secp224k1"])' "$BUILD/sel.json"; then
	pass "-c selects curves by name or alias, in its order"
else
	fail "-c selects curves by name or alias, in its order" "$(head -c 200 "$BUILD/sel.json")"
fi

"$ECTAB" -t templates/json.tmpl -o - $CURVES > "$BUILD/dash.json"
if cmp -s "$BUILD/dash.json" out/ec_curve_tables.json; then
	pass "-o - writes standard output"
else
	fail "-o - writes standard output" "differs"
fi

expect_exit "a definition file name that cannot be quoted: exit 1" 1 \
    "$ECTAB" -t templates/json.tmpl "$BUILD/a*b.txt"

# Files are read in byte order of their names, whatever the order given.
sed -n '/^curve secp224k1/,/^$/p' $CURVES > "$BUILD/B.txt"
sed -n '/^curve FRP256v1/,$p' $CURVES > "$BUILD/a.txt"
"$ECTAB" -t templates/json.tmpl "$BUILD/a.txt" "$BUILD/B.txt" > "$BUILD/ab.json"
"$ECTAB" -t templates/json.tmpl "$BUILD/B.txt" "$BUILD/a.txt" > "$BUILD/ba.json"
if cmp -s "$BUILD/ab.json" "$BUILD/ba.json" &&
    grep -q '"sources": \["tests/build/B.txt", "tests/build/a.txt"\]' "$BUILD/ab.json"; then
	pass "definition files are read in byte order of their names"
else
	fail "definition files are read in byte order of their names" "$(grep sources "$BUILD/ab.json" "$BUILD/ba.json")"
fi

# A write error (here the file size limit) leaves the target and no
# temporary file behind.
printf 'old contents\n' > "$BUILD/keep.h"
err=$(ulimit -f 8; "$ECTAB" -t templates/libressl.tmpl -o "$BUILD/keep.h" $CURVES 2>&1)
rc=$?
if [ $rc -eq 1 ] && [ "$(cat "$BUILD/keep.h")" = "old contents" ] &&
    ! ls -A "$BUILD" | grep -q '^\.keep\.h\.'; then
	pass "a write error leaves the output file as it was ($err)"
else
	fail "a write error leaves the output file as it was" "exit $rc: $err; $(ls -A "$BUILD")"
fi

# --- templates -------------------------------------------------------------------

# The Rust module, for 16-, 32- and 64-bit words, compiled and used.
name="templates/rust.tmpl renders a module rustc compiles"
mkdir -p "$BUILD/rust"
cp tests/rust_check.rs "$BUILD/rust/"
if ! "$ECTAB" -t templates/rust.tmpl -w 16,32,64 -o "$BUILD/rust/ectab_curves.rs" $CURVES; then
	fail "$name" "ectab failed"
elif ! command -v rustc >/dev/null; then
	skip "$name" "rustc is not installed (make deps installs it)"
elif ! out=$(cd "$BUILD/rust" && rustc --edition 2021 -D warnings -o check rust_check.rs 2>&1); then
	fail "$name" "$out"
else
	pass "$name ($(rustc --version))"
	count_lines "the Rust module's constants" "$BUILD/rust/check"
fi

count_lines "template renderer" bash tests/templates.sh "$ECTAB" "$BUILD"

# --- audit -------------------------------------------------------------------------

count_lines "audit" bash tests/audit.sh "$ECTAB" "$BUILD"
count_lines "known answers, the audit report" python3 tests/kat_audit.py \
    out/audit.json $CURVES

# --------------------------------------------------------------------------------

summary
