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
# The catalog; out/ec_curve_tables.h carries the curves of set libressl.
CURVES=$(printf '%s ' gen/curves/*.txt)
LIBRESSL_SET=gen/curves/libressl.set
. tests/lib.sh

# Everything in $BUILD is made anew, except tests/libressl.sh's builds
# of LibreSSL, which are kept, keyed by their source.
clean_build() {
	find "$BUILD" -mindepth 1 -maxdepth 1 ! -name libressl \
	    -exec rm -rf {} + 2>/dev/null
}
mkdir -p "$BUILD"
clean_build
trap clean_build EXIT
find_run32 "$BUILD"

# The outputs that `make` writes from templates, as "file:argument:...".
# Templates are named by path, as the Makefile does, so that the tree's
# own templates are used.
OUTPUTS="out/ec_curve_tables.h:-t:templates/libressl.tmpl:-s:$LIBRESSL_SET
    out/ec_curve_tables.json:-t:templates/json.tmpl
    out/ectab_curves.h:-t:templates/generic.tmpl
    out/ectab_curves.rs:-t:templates/rust.tmpl"

# Runs a test script, adding $TAG to its PASS/FAIL/SKIP lines.
tagged() {
	(set -o pipefail; "$@" 2>&1 | sed "s/^\(PASS\|FAIL\|SKIP\) .*/&$TAG/")
}

# build_checker HEADER DIR LIBS COMPILER [FLAGS...] builds the reference
# checker of HEADER, of either layout, as DIR/checker with the compiler
# and flags given, linking LIBS; on failure $out says why.
build_checker() {
	local h dir adapter defs=
	h=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
	dir=$(cd "$2" && pwd)
	local libs=$3
	shift 3
	case $h in
	*tables.h) adapter=tests/checker/tables_libressl.c ;;
	*)	adapter=tests/checker/tables_generic.c
		nid_symbols "$h" "$dir/nid_symbols.h"
		defs="-DTABLES_PREFIX=ectab_ -DTABLES_MACRO_PREFIX=ECTAB_
		    -DNID_SYMBOLS=\"$dir/nid_symbols.h\"" ;;
	esac
	# shellcheck disable=SC2086
	out=$("$@" -Itests/checker -DTABLES_HEADER="\"$h\"" $defs \
	    -o "$dir/checker" tests/checker/checker.c tests/checker/fproof.c \
	    $adapter $libs -ldl 2>&1)
}

# --- out/ is current -----------------------------------------------------

# $TAG names the build of $ECTAB in the checks' names: the same checks run
# again below with ectab built with sanitizers.
TAG=
check_outputs() {
	local o file args
	for o in $OUTPUTS; do
		file=${o%%:*}
		args=$(printf '%s' "${o#*:}" | tr ':' ' ')
		# shellcheck disable=SC2086
		if ! "$ECTAB" $args -o "$BUILD/current" $CURVES; then
			fail "out/ is current$TAG: $file" "ectab failed"
		elif cmp -s "$BUILD/current" "$file"; then
			pass "out/ is current$TAG: $file"
		else
			fail "out/ is current$TAG: $file" "differs from a fresh run; run make and commit"
		fi
		# shellcheck disable=SC2086
		if "$ECTAB" --check $args -o "$file" $CURVES; then
			pass "--check exits 0 on the committed $file$TAG"
		else
			fail "--check exits 0 on the committed $file$TAG" "exit $?"
		fi
	done
}
check_outputs

# --- determinism ----------------------------------------------------------

"$ECTAB" -t templates/libressl.tmpl -o "$BUILD/run1.h" $CURVES
"$ECTAB" -t templates/libressl.tmpl -o "$BUILD/run2.h" $CURVES
if cmp -s "$BUILD/run1.h" "$BUILD/run2.h"; then
	pass "two runs give the same bytes"
else
	fail "two runs give the same bytes" "they differ"
fi
# shellcheck disable=SC2046
"$ECTAB" -t templates/json.tmpl -o "$BUILD/abs.json" $(printf "$PWD/%s " $CURVES)
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

# --- reproducibility --------------------------------------------------------

# Every output (the audits too) as ectab writes it with $1...; compared
# with the committed files.  $name says how it was made.
ALL_RUNS="$OUTPUTS
    out/audit.txt:audit
    out/audit.json:audit:--json"
same_outputs() {
	local name=$1 r file args differ=
	shift
	for r in $ALL_RUNS; do
		file=${r%%:*}
		args=$(printf '%s' "${r#*:}" | tr ':' ' ')
		# shellcheck disable=SC2086
		if ! "$@" $args -o "$BUILD/repro.out" $CURVES 2>"$BUILD/repro.err" ||
		    ! cmp -s "$BUILD/repro.out" "$file"; then
			differ="$differ $file"
		fi
	done
	if [ -z "$differ" ]; then
		pass "$name: every output byte-identical to out/"
	else
		fail "$name: every output byte-identical to out/" "differs:$differ $(head -c 200 "$BUILD/repro.err")"
	fi
}

# Another locale (with Turkish case rules, and German number formats) and
# time zone.
for loc in de_DE.UTF-8 tr_TR.UTF-8; do
	if ! locale -a | grep -qix "${loc%.UTF-8}.utf8"; then
		skip "locale $loc" "not generated (make deps generates it)"
		continue
	fi
	same_outputs "LC_ALL=$loc TZ=Pacific/Kiritimati" \
	    env LC_ALL=$loc TZ=Pacific/Kiritimati "$ECTAB"
done

# A 32-bit build of ectab, against Debian's i386 GMP.
if [ ! -e /usr/include/i386-linux-gnu/gmp.h ]; then
	skip "32-bit ectab" "Debian's i386 GMP is missing (make deps installs libgmp-dev:i386)"
elif [ -z "$RUN32" ]; then
	skip "32-bit ectab" "32-bit programs do not run here (make deps installs qemu-user)"
elif ! out=$($CC -m32 -std=c99 -O2 -D_DEFAULT_SOURCE \
    -DECTAB_TEMPLATEDIR='"templates"' -o "$BUILD/ectab32" gen/*.c -lgmp \
    -lcrypto 2>&1); then
	fail "32-bit ectab builds" "$out"
else
	same_outputs "32-bit ectab ($RUN32)" run_bits 32 "$BUILD/ectab32"
fi

# make -j4 in a copy of the tree, from scratch.
mkdir -p "$BUILD/jtree"
tar --exclude=./tests/build --exclude=./.git --exclude='./gen/*.o' \
    --exclude=./gen/ectab -cf - . | tar -xf - -C "$BUILD/jtree"
rm -f "$BUILD/jtree"/out/*
if ! out=$(make -s -C "$BUILD/jtree" -j4 all 2>&1); then
	fail "make -j4 in a copy of the tree" "$out"
else
	differ=
	for r in $ALL_RUNS; do
		cmp -s "${r%%:*}" "$BUILD/jtree/${r%%:*}" || differ="$differ ${r%%:*}"
	done
	if [ -z "$differ" ]; then
		pass "make -j4 in a copy of the tree: every output byte-identical to out/"
	else
		fail "make -j4 in a copy of the tree" "differs:$differ"
	fi
fi
rm -rf "$BUILD/jtree"

# --- --check after a definition changes -----------------------------------

# A copy of the tree's definitions, so that an edited file keeps its name
# (the outputs name their sources) and only the edit can make a difference.
mkdir -p "$BUILD/tree/gen/curves"
check_in_copy() {
	(cd "$BUILD/tree" && "$OLDPWD/$ECTAB" --check \
	    -t "$OLDPWD/templates/libressl.tmpl" -s "$LIBRESSL_SET" \
	    -o "$OLDPWD/$BUILD/committed.h" $CURVES 2>&1)
}
cp $CURVES $LIBRESSL_SET "$BUILD/tree/gen/curves/"
cp out/ec_curve_tables.h "$BUILD/committed.h"
if out=$(check_in_copy); then
	pass "--check exits 0 on an unchanged copy of the definitions"
else
	fail "--check exits 0 on an unchanged copy of the definitions" "$out"
fi

# Each edit keeps the curve valid, so --check must fail for staleness, at
# the first line the edit changes, which shows the text in $3.
check_stale() {
	local name=$1 expr=$2 want=$3 out rc f
	for f in $CURVES; do
		sed "$expr" "$f" > "$BUILD/tree/$f"
	done
	# shellcheck disable=SC2086
	if (cd "$BUILD/tree" && cat $CURVES) | cmp -s - <(cat $CURVES); then
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

# --check reads the file it compares in chunks, not through the 4 MiB
# limit on input files: a generic header of ten renamed copies of the
# catalog, in 16-, 32- and 64-bit words, is over 4 MiB; --check must
# exit 0 on it as written, and 1 once one byte near its end changes,
# naming that line.
python3 - "$BUILD/copies.txt" $CURVES <<'PY'
import re, sys
out = []
for k in range(10):
    for f in sys.argv[2:]:
        for line in open(f):
            m = re.match(r"^curve (\S+)", line)
            if m:
                out.append("curve k%d_%s\n" % (k, m.group(1)))
            elif re.match(r"^\s+(alias|oid|nid):", line):
                continue
            else:
                out.append(re.sub(r"^(\s+twist_of:\s+)(\S+)",
                                  r"\g<1>k%d_\2" % k, line))
open(sys.argv[1], "w").write("".join(out))
PY
big="$BUILD/big.h"
"$ECTAB" -t templates/generic.tmpl -w 16,32,64 -o "$big" "$BUILD/copies.txt"
size=$(wc -c < "$big")
if [ "$size" -le $((4 << 20)) ]; then
	fail "--check on a generated file over 4 MiB" "the file has only $size bytes"
elif out=$("$ECTAB" --check -t templates/generic.tmpl -w 16,32,64 -o "$big" \
    "$BUILD/copies.txt" 2>&1); then
	pass "--check exits 0 on a current generated file of $size bytes"
else
	fail "--check exits 0 on a current generated file of $size bytes" "$out"
fi
at=$(grep -n 0x "$big" | tail -n 1 | cut -d: -f1)
sed -i "${at}s/0x/0y/" "$big"
out=$("$ECTAB" --check -t templates/generic.tmpl -w 16,32,64 -o "$big" \
    "$BUILD/copies.txt" 2>&1)
rc=$?
case $rc:$out in
"1:ectab: $big:$at: differs from the generated text: file has \""*0y*)
	pass "--check exits 1 on a generated file of $size bytes changed at line $at" ;;
*)	fail "--check exits 1 on a changed generated file of $size bytes" "exit $rc: $out" ;;
esac

# --- bad input --------------------------------------------------------------

# tests/bad/EXPECT: "file:line: message" per bad definition file (.txt)
# or template (.tmpl).  Each must exit 1 with one line on stderr naming
# the file, line and problem, leave an existing output file byte-identical,
# create no output file where there was none, and leave no temporary file.
# (bad_input also serves the cases made at run time, below.)
bad_input() {
	local name=$1 want=$2 err rc
	shift 2
	printf 'old contents\n' > "$BUILD/keep.h"
	rm -f "$BUILD/new.h"
	err=$("$@" -o "$BUILD/keep.h" 2>&1 >/dev/null)
	rc=$?
	"$@" -o "$BUILD/new.h" >/dev/null 2>&1
	if [ $rc -ne 1 ]; then
		fail "$name" "exit $rc, want 1 ($err)"
	elif [ "$(printf '%s\n' "$err" | wc -l)" -ne 1 ]; then
		fail "$name" "want one line, got: $err"
	elif [ "${err#"ectab: $want"}" = "$err" ]; then
		fail "$name" "got \"$err\", want \"ectab: $want...\""
	elif [ "$(cat "$BUILD/keep.h")" != "old contents" ]; then
		fail "$name" "the output file was changed"
	elif [ -e "$BUILD/new.h" ]; then
		fail "$name" "an output file was created"
	elif ls -A "$BUILD" | grep -q '^\.\(keep\|new\)\.h\.'; then
		fail "$name" "a temporary file was left behind"
	else
		pass "$name"
	fi
}
check_bad_files() {
	local expect f
	while IFS= read -r expect; do
		f=tests/bad/${expect%%:*}
		case $f in
		*.tmpl)	bad_input "bad template ${f#tests/bad/}$TAG" \
			    "tests/bad/$expect" "$ECTAB" -t "$f" $CURVES ;;
		*.der|*.pem)
			bad_input "bad EC parameters ${f#tests/bad/}$TAG" \
			    "tests/bad/$expect" "$ECTAB" import "$f" ;;
		*)	bad_input "bad definition ${f#tests/bad/}$TAG" \
			    "tests/bad/$expect" "$ECTAB" -t templates/libressl.tmpl "$f" ;;
		esac
	done < <(grep -v '^#' tests/bad/EXPECT)
}
check_bad_files
mkdir -p "$BUILD/bad-der"
python3 tests/der.py bad "$BUILD/bad-der"
if diff -r -x EXPECT -x '*.txt' -x '*.tmpl' tests/bad "$BUILD/bad-der" >/dev/null; then
	pass "tests/bad/*.der and *.pem are what tests/der.py writes ($(ls "$BUILD/bad-der" | wc -l))"
else
	fail "tests/bad/*.der and *.pem are what tests/der.py writes" "$(diff -rq -x EXPECT -x '*.txt' -x '*.tmpl' tests/bad "$BUILD/bad-der")"
fi
expected=$(grep -v '^#' tests/bad/EXPECT | cut -d: -f1 | sort -u | wc -l)
if [ "$(ls tests/bad | grep -vc '^EXPECT$')" -eq "$expected" ] &&
    [ "$(grep -vc '^#' tests/bad/EXPECT)" -eq "$expected" ]; then
	pass "every file in tests/bad has an expected message ($expected)"
else
	fail "every file in tests/bad has an expected message" "tests/bad/EXPECT is out of step"
fi

# Bad input that cannot be a file in the tree: a folder, a file that
# cannot be read (/proc/self/mem reads fail with EIO, even for root), a
# missing file, and files over the 4 MiB limit (10 MB, as definitions
# and as a template), refused before they are parsed.
mkdir -p "$BUILD/folder.txt"
bad_input "bad input: a folder" "$BUILD/folder.txt: Is a directory" \
    "$ECTAB" "$BUILD/folder.txt"
bad_input "bad input: an unreadable file" "/proc/self/mem: Input/output error" \
    "$ECTAB" /proc/self/mem
bad_input "bad input: a missing file" "$BUILD/nonexistent.txt: No such file or directory" \
    "$ECTAB" "$BUILD/nonexistent.txt"
head -c 10000000 /dev/zero | tr '\0' '#' > "$BUILD/huge.txt"
bad_input "bad input: a 10 MB definition file" \
    "$BUILD/huge.txt: larger than 4 MiB, the limit for an input file" \
    "$ECTAB" "$BUILD/huge.txt"
bad_input "bad input: a 10 MB template" \
    "$BUILD/huge.txt: larger than 4 MiB, the limit for an input file" \
    "$ECTAB" -t "$BUILD/huge.txt" $CURVES

# The reader takes linear time: files of 2 000 and 20 000 distinct
# stanzas (the last one missing a key, so that nothing gets validated)
# are read and refused; ten times the input may take at most forty times
# as long, best of three runs each (a quadratic reader takes a hundred
# times).  The times are reported; none is required.
count_lines "the reader takes linear time" python3 - "$ECTAB" "$BUILD" <<'PY'
import subprocess, sys, time
ectab, build = sys.argv[1], sys.argv[2]
times = {}
for n in (2000, 20000):
    path = "%s/stanzas%d.txt" % (build, n)
    with open(path, "w") as f:
        for i in range(n):
            f.write("curve c%d\n    alias: a%d\n    p: 7\n    a: 1\n    b: 1\n"
                    "    gx: 1\n    gy: 1\n    n: 1\n%s"
                    % (i, i, "    h: 1\n" if i < n - 1 else ""))
    want = "ectab: %s:%d: curve c%d: missing key h\n" % (path, 9 * (n - 1) + 1,
                                                        n - 1)
    best = None
    for _ in range(3):
        start = time.perf_counter()
        r = subprocess.run([ectab, "-o", build + "/stanzas.out", path],
                           capture_output=True, text=True)
        t = time.perf_counter() - start
        best = t if best is None else min(best, t)
    ok = r.returncode == 1 and r.stderr == want
    print(("PASS" if ok else "FAIL") + " %d stanzas refused at the last one%s"
          % (n, "" if ok else ": exit %d: %s" % (r.returncode, r.stderr)))
    times[n] = best
ratio = times[20000] / times[2000]
print(("PASS" if ratio < 40 else "FAIL") + " the reader takes linear time: "
      "2000 stanzas in %.0f ms, 20000 in %.0f ms (x%.1f)"
      % (times[2000] * 1e3, times[20000] * 1e3, ratio))
PY

# A name repeated across two files.
sed -n '/^curve prime256v1/,/^$/p' $CURVES | sed 's/^curve prime256v1/curve other/' \
    > "$BUILD/second.txt"
err=$("$ECTAB" -t templates/json.tmpl -o "$BUILD/keep.h" $CURVES "$BUILD/second.txt" 2>&1)
case $err in
"ectab: $BUILD/second.txt:2: name \"secp256r1\" already used by curve prime256v1 (gen/curves/x962.txt:"*)
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

count_lines "known answers" python3 tests/kat.py --set "$LIBRESSL_SET" \
    out/ec_curve_tables.h out/ec_curve_tables.json $CURVES

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
out=$(bash tests/verify.sh "$BUILD/only16.h" 2>&1)
rc=$?
if [ $rc -eq 2 ] && [ "$out" = "verify.sh: $BUILD/only16.h: no 64- or 32-bit words (ectab -w), which the checker's BN_ULONG needs" ]; then
	pass "make verify refuses a header of 16-bit words alone"
else
	fail "make verify refuses a header of 16-bit words alone" "exit $rc: $out"
fi

# --- mutation proof ------------------------------------------------------------

# Every word of every array, every descriptor number and every seed
# byte of each section is changed, one at a time, and each change must
# be caught: in memory, through the adapters the checker reads headers
# with (checker -M, thousands of mutants in a second); and a sample,
# every field of four curves, compiled into mutant headers end to end
# (tests/checker/mutate.py), which shows that the adapters hand the
# checker what the compiler sees.
SAMPLE=prime256v1,secp521r1,brainpoolP384t1,FRP256v1
for h in out/ec_curve_tables.h out/ectab_curves.h; do
	for bits in 64 32; do
		name="mutation proof, $h, $bits-bit words"
		if [ $bits = 32 ] && { ! have_i386_openssl || [ -z "$RUN32" ]; }; then
			skip "$name" "the 32-bit reference cannot run here (make deps)"
			continue
		fi
		mkdir -p "$BUILD/o$bits"
		if ! build_checker "$h" "$BUILD/o$bits" -lcrypto gcc -m$bits \
		    -std=c99 -O2; then
			fail "$name (in memory)" "does not build: $out"
		else
			count_lines "$name (in memory)" run_bits $bits \
			    "$BUILD/o$bits/checker" -M
		fi
		for src in checker fproof; do
			gcc -m$bits -std=c99 -O2 -Itests/checker -c \
			    -o "$BUILD/o$bits/$src.o" tests/checker/$src.c
		done
		runner=
		[ $bits = 32 ] && [ "$RUN32" = qemu-i386 ] && runner=qemu-i386
		seeds=
		[ $bits = 64 ] && seeds=--seeds
		count_lines "$name (compiled sample)" python3 \
		    tests/checker/mutate.py "$h" $bits gcc "$BUILD/o$bits" \
		    --run "$runner" $seeds --curves $SAMPLE
	done
done

# A checker that stops comparing one array (mont_gy) must fail the
# mutation proof, naming what it no longer catches.
mkdir -p "$BUILD/broken"
sed 's|^\tcompare_bn(&c, "mont_gy (Gy\*R mod p)", x, t->mont_gy, t->field_words);$|\t(void)x;|' \
    tests/checker/checker.c > "$BUILD/broken/checker.c"
name="the mutation proof catches a checker that no longer compares mont_gy"
if cmp -s tests/checker/checker.c "$BUILD/broken/checker.c"; then
	fail "$name" "the edit changed nothing"
elif ! out=$(gcc -std=c99 -O2 -Itests/checker \
    -DTABLES_HEADER="\"$PWD/out/ec_curve_tables.h\"" \
    -o "$BUILD/broken/checker" "$BUILD/broken/checker.c" \
    tests/checker/fproof.c tests/checker/tables_libressl.c -lcrypto -ldl 2>&1); then
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
expect_exit "a command of no operand: exit 2" 2 "$ECTAB" make
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
sed -n '/^curve FRP256v1/,$p' gen/curves/anssi.txt > "$BUILD/a.txt"
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

# Interrupting a run: with fsync slowed down, each of SIGINT, SIGTERM,
# SIGHUP and SIGQUIT is sent once the temporary file exists; ectab must
# die of the signal, remove the temporary file and leave the target as
# it was.
if ! "$CC" -shared -fPIC -o "$BUILD/slowsync.so" tests/slowsync.c -ldl 2>"$BUILD/cc.err"; then
	fail "interrupted runs: the fsync shim builds" "$(head -n 3 "$BUILD/cc.err")"
else
	for sig in INT TERM HUP QUIT; do
		name="SIG$sig while the temporary file exists leaves the target and no temporary file"
		mkdir -p "$BUILD/int"
		printf 'old contents\n' > "$BUILD/int/target.h"
		LD_PRELOAD="$(cd "$BUILD" && pwd)/slowsync.so" "$ECTAB" -t templates/libressl.tmpl \
		    -o "$BUILD/int/target.h" $CURVES 2>/dev/null &
		pid=$!
		for _ in $(seq 100); do
			ls -A "$BUILD/int" | grep -q '^\.target\.h\.' && break
			sleep 0.05
		done
		seen=$(ls -A "$BUILD/int" | grep -c '^\.target\.h\.')
		kill -"$sig" $pid
		{ wait $pid; } 2>/dev/null
		rc=$?
		want=$((128 + $(kill -l "$sig")))
		if [ "$seen" -ne 1 ]; then
			fail "$name" "no temporary file appeared"
		elif [ $rc -ne $want ]; then
			fail "$name" "exit $rc, want $want"
		elif [ "$(cat "$BUILD/int/target.h")" != "old contents" ]; then
			fail "$name" "the target changed"
		elif [ -n "$(ls -A "$BUILD/int" | grep -v '^target\.h$')" ]; then
			fail "$name" "left: $(ls -A "$BUILD/int")"
		else
			pass "$name"
		fi
		rm -rf "$BUILD/int"
	done
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

# --- ectab make ------------------------------------------------------------------------

count_lines "ectab make" bash tests/make.sh "$ECTAB" "$BUILD"

# --- import and export --------------------------------------------------------------

count_lines "import and export" python3 tests/roundtrip.py "$ECTAB" "$BUILD"

# --- ectab list, '-' and '--' ---------------------------------------------------------

count_lines "the command line" bash tests/cli.sh "$ECTAB" "$BUILD"

# --- manual pages and install ------------------------------------------------------

count_lines "manual pages" python3 tests/manpage.py "$ECTAB"
count_lines "the license" bash tests/license.sh "$ECTAB" "$BUILD"
count_lines "make install and uninstall" bash tests/install.sh "$BUILD"

# --- the examples and README.md ------------------------------------------------------

# tests/example/static_group.c, the static LibreSSL group README.md
# quotes, and vendored.c, its program that vendors the generic header:
# built with gcc and clang, -m64 and -m32, warning-free, and run.
# example_build NAME SOURCE INCLUDE BITS CC sets $exe, or fails or skips
# NAME and returns 1.
example_build() {
	local name=$1 src=$2 inc=$3 bits=$4 cc=$5 out
	if [ $bits = 32 ] && { ! have_i386_openssl || [ -z "$RUN32" ]; }; then
		skip "$name" "the i386 OpenSSL cannot run here (make deps)"
		return 1
	fi
	exe=$BUILD/example-$cc-$bits
	if ! out=$($cc -std=c99 -m$bits -Wall -Wextra -pedantic -Werror \
	    -I"$inc" -o "$exe" "$src" -lcrypto 2>&1); then
		fail "$name" "$out"
		return 1
	fi
}
"$ECTAB" -t templates/generic.tmpl -p myproj_ -c P-256,secp384r1 \
    -o "$BUILD/myproj_curves.h" $CURVES
for cc in gcc clang; do
	for bits in 64 32; do
		name="tests/example/static_group.c: $cc -m$bits"
		if example_build "$name" tests/example/static_group.c out \
		    $bits $cc; then
			count_lines "$name" run_bits $bits "$exe"
		fi
		name="tests/example/vendored.c: $cc -m$bits"
		want="prime256v1: 256-bit field, $((256 / bits)) words of $bits bits"
		if example_build "$name" tests/example/vendored.c "$BUILD" \
		    $bits $cc; then
			out=$(run_bits $bits "$exe" P-256 2>&1)
			if [ $? -eq 0 ] &&
			    [ "$(printf '%s\n' "$out" | head -n 1)" = "$want" ]; then
				pass "$name: $want"
			else
				fail "$name" "printed: $out"
			fi
		fi
	done
done

# The static group's check must catch a wrong Montgomery word: a*R mod p
# of brainpoolP256r1 in the 64-bit section, one bit flipped.
mkdir -p "$BUILD/mutant-example"
perl -0pe 's/(BN_BITS2 == 64.*?ec_brainpoolP256r1_mont_a\[\] = \{\n\t0x)([0-9a-f])/$1.sprintf("%x", hex($2) ^ 1)/se' \
    out/ec_curve_tables.h > "$BUILD/mutant-example/ec_curve_tables.h"
name="tests/example/static_group.c catches a changed word of brainpoolP256r1's a*R"
if example_build "$name" tests/example/static_group.c \
    "$BUILD/mutant-example" 64 gcc; then
	out=$("$exe")
	if [ $? -ne 0 ] && printf '%s\n' "$out" | grep -qx \
	    'FAIL static group brainpoolP256r1 (64-bit words): a differs from OpenSSL.s'; then
		pass "$name"
	else
		fail "$name" "$(printf '%s\n' "$out" | grep -v '^PASS' | head -n 3)"
	fi
fi

# The curve README.md adds: its PEM and reference entry are what
# tests/der.py writes from the published numbers.
mkdir -p "$BUILD/example-der"
python3 tests/der.py example "$BUILD/example-der"
for f in numsp256d1.pem numsp256d1.ref; do
	if cmp -s "$BUILD/example-der/$f" "tests/example/$f"; then
		pass "tests/example/$f is what tests/der.py example writes"
	else
		fail "tests/example/$f" "differs from what tests/der.py example writes"
	fi
done

count_lines "README.md" python3 tests/readme.py "$BUILD"

# --- the benchmark --------------------------------------------------------------------

# make bench is not run here (it reports times; tests never assert on
# them), but its program must build warning-free and compute what it
# times: the BN derivation gives the table's values, and a materialized
# group holds the table's words.
for cc in gcc clang; do
	name="tests/bench/bench.c compiles warning-free: $cc"
	if out=$($cc -std=c99 -O2 -Wall -Wextra -pedantic -Werror \
	    -D_POSIX_C_SOURCE=200809L -Iout -o "$BUILD/bench-$cc" \
	    tests/bench/bench.c -lcrypto 2>&1); then
		pass "$name"
	else
		fail "$name" "$out"
	fi
done
count_lines "the benchmark's operations" "$BUILD/bench-gcc" -c

# --- fields beyond 521 bits ---------------------------------------------------------

count_lines "fields beyond 521 bits" bash tests/large.sh "$ECTAB" "$BUILD"

# --- LibreSSL's libcrypto --------------------------------------------------------

# ectab and the reference checker built against LibreSSL's libcrypto,
# from ../shared/libressl/ (tests/libressl.sh): the groups that depend
# on the library run again with them, tagged " (LibreSSL)": out/ is
# current, every bad input (the DER and PEM ones give the same message
# with either library), import and export, the README's static group
# and the benchmark's operations, and the checker at 64 bits on
# LibreSSL's 17 curves in both header layouts (LibreSSL has no other
# built-in curves to check the rest against).
if ! lprefix=$(bash tests/libressl.sh 64 2>"$BUILD/libressl.err"); then
	skip "LibreSSL's libcrypto" "$(head -n 1 "$BUILD/libressl.err")"
else
	mkdir -p "$BUILD/with-libressl"
	name="ectab builds against LibreSSL's libcrypto, warning-free (gcc)"
	if ! out=$(gcc -std=c99 -O2 -Wall -Wextra -pedantic -Werror \
	    -D_DEFAULT_SOURCE -DECTAB_TEMPLATEDIR='"templates"' \
	    -I"$lprefix/include" -o "$BUILD/with-libressl/ectab" gen/*.c \
	    "$lprefix/lib/libcrypto.a" -lgmp -lpthread 2>&1); then
		fail "$name" "$out"
	else
		pass "$name"
		version=$("$BUILD/with-libressl/ectab" --version | sed -n 2p)
		case $version in
		"GMP "*", LibreSSL "*)
			pass "ectab --version: $version" ;;
		*)	fail "ectab built against LibreSSL says so in --version" "$version" ;;
		esac
		ECTAB_PLAIN=$ECTAB
		ECTAB=$BUILD/with-libressl/ectab
		TAG=" (LibreSSL)"
		check_outputs
		check_bad_files
		count_lines "import and export$TAG" tagged python3 \
		    tests/roundtrip.py "$ECTAB" "$BUILD/with-libressl"
		ECTAB=$ECTAB_PLAIN
		TAG=
	fi
	# The README's static group, and the benchmark's operations.
	for prog in tests/example/static_group.c:static_group \
	    tests/bench/bench.c:bench; do
		src=${prog%%:*} exe=$BUILD/with-libressl/${prog##*:}
		name="$src against LibreSSL's libcrypto (gcc)"
		if ! out=$(gcc -std=c99 -O2 -Wall -Wextra -pedantic -Werror \
		    -D_POSIX_C_SOURCE=200809L -Iout -I"$lprefix/include" \
		    -o "$exe" "$src" "$lprefix/lib/libcrypto.a" -lpthread 2>&1); then
			fail "$name" "does not build: $out"
		elif [ "$exe" = "${exe%bench}" ]; then
			TAG=" (LibreSSL)" count_lines "$name" tagged "$exe"
		else
			TAG=" (LibreSSL)" count_lines "$name" tagged "$exe" -c
		fi
	done
	"$ECTAB" -t templates/generic.tmpl -s "$LIBRESSL_SET" \
	    -o "$BUILD/with-libressl/set_curves.h" $CURVES
	for h in out/ec_curve_tables.h "$BUILD/with-libressl/set_curves.h"; do
		name="checker 64 on $h (LibreSSL)"
		if ! build_checker "$h" "$BUILD/with-libressl" \
		    "$lprefix/lib/libcrypto.a -lpthread" gcc -std=c99 -O2 -Wall \
		    -Wextra -pedantic -Werror -I"$lprefix/include"; then
			fail "$name" "does not build: $out"
			continue
		fi
		out=$("$BUILD/with-libressl/checker" 2>&1)
		if printf '%s\n' "$out" | grep -q '^checker 64: LibreSSL .*: 17 curves, [0-9]* values checked, 0 mismatches$'; then
			TAG=" (LibreSSL)" count_lines "$name" tagged \
			    "$BUILD/with-libressl/checker"
		else
			fail "$name" "$(printf '%s\n' "$out" | grep -v '^PASS' | head -n 5)"
		fi
	done
fi

# --- sanitizers and valgrind -------------------------------------------------------

# ectab built with AddressSanitizer (leaks included) and
# UndefinedBehaviorSanitizer, every finding fatal, runs the checks of
# generated output, bad input, templates and the audit again.
export ASAN_OPTIONS=detect_leaks=1:abort_on_error=0:exitcode=86
export UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1:exitcode=87
mkdir -p "$BUILD/asan"
if ! out=$($CC -std=c99 -g -O1 -fno-omit-frame-pointer \
    -fsanitize=address,undefined -fno-sanitize-recover=all -D_DEFAULT_SOURCE \
    -DECTAB_TEMPLATEDIR='"templates"' -o "$BUILD/asan/ectab" gen/*.c -lgmp \
    -lcrypto 2>&1); then
	fail "ectab builds with -fsanitize=address,undefined" "$out"
else
	pass "ectab builds with -fsanitize=address,undefined ($CC)"
	ECTAB_PLAIN=$ECTAB
	ECTAB=$BUILD/asan/ectab
	TAG=" (ASan+UBSan)"
	check_outputs
	check_bad_files
	count_lines "template renderer$TAG" tagged bash tests/templates.sh \
	    "$ECTAB" "$BUILD/asan"
	count_lines "audit$TAG" tagged bash tests/audit.sh "$ECTAB" "$BUILD/asan"
	count_lines "import and export$TAG" tagged python3 tests/roundtrip.py \
	    "$ECTAB" "$BUILD/asan"
	count_lines "ectab make$TAG" tagged bash tests/make.sh "$ECTAB" \
	    "$BUILD/asan"
	ECTAB=$ECTAB_PLAIN
	TAG=
fi

# The reference checker built with the same sanitizers (64-bit: they do
# not run under qemu-i386), on both shipped headers.
for h in out/ec_curve_tables.h out/ectab_curves.h; do
	name="checker 64 on $h (ASan+UBSan)"
	if ! build_checker "$h" "$BUILD/asan" "-lcrypto" $CC -std=c99 -g -O1 \
	    -fsanitize=address,undefined -fno-sanitize-recover=all; then
		fail "$name" "does not build: $out"
	else
		TAG=" (ASan+UBSan)" count_lines "$name" tagged "$BUILD/asan/checker"
	fi
done

# valgrind memcheck on every output of the shipped catalog, on the export
# of every catalog curve and on the import of that export: no error and
# every heap block freed (GMP keeps no caches, and OpenSSL frees its own
# at exit, so nothing is excepted).
"$ECTAB" export -o "$BUILD/catalog.pem"
for run in "-t templates/libressl.tmpl" "-t templates/json.tmpl" \
    "-t templates/generic.tmpl" "-t templates/rust.tmpl" "audit" "audit --json" \
    "export" "import $BUILD/catalog.pem" "make --check gen/outputs.txt"; do
	name="valgrind: ectab $run: no errors, no leaks"
	if ! command -v valgrind >/dev/null; then
		skip "$name" "valgrind is not installed (make deps installs it)"
		continue
	fi
	case $run in
	export|import*)	operands="-o $BUILD/vg.out" ;;
	make*)		operands=$CURVES ;;
	*)		operands="-o $BUILD/vg.out $CURVES" ;;
	esac
	# shellcheck disable=SC2086
	valgrind --leak-check=full --show-leak-kinds=all \
	    --errors-for-leak-kinds=all --error-exitcode=99 \
	    "$ECTAB" $run $operands > "$BUILD/vg.log" 2>&1
	rc=$?
	if [ $rc -eq 0 ] && grep -q 'All heap blocks were freed' "$BUILD/vg.log" &&
	    grep -q 'ERROR SUMMARY: 0 errors' "$BUILD/vg.log"; then
		pass "$name"
	else
		fail "$name" "exit $rc: $(grep -m 3 -E 'ERROR SUMMARY|lost|Invalid' "$BUILD/vg.log")"
	fi
done

# --- fuzzing ---------------------------------------------------------------------

# A short run of every harness: its seed and regression inputs, then ten
# seconds of new ones.  `make fuzz` runs longer.
count_lines "fuzz smoke" bash tests/fuzz.sh 10 "$BUILD/fuzz"

# --------------------------------------------------------------------------------

summary
