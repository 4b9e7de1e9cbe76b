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
# ectab's three files inside a real BoringSSL (make boringssl): builds
# BoringSSL's crypto_test from its own tree three ways, stock and with
# builtin_curves.h, p256-nistz-table.h and p256_table.h made by ectab
# (templates boringssl, boringssl-p256-nistz, boringssl-p256-fiat, with
# the notice of BoringSSL's files) in place of BoringSSL's, and runs its
# elliptic-curve tests in each:
#
#   x86-64         with assembly: P-256 through the nistz table
#   x86-64-noasm   OPENSSL_NO_ASM: P-256 through the fiat table
#   i386           -m32, OPENSSL_NO_ASM: builtin_curves.h's 32-bit words
#                  (under qemu-i386 where the kernel cannot run it)
#
# Every test that passes on stock must pass with ectab's files.  Then
# the mutants, each one changed word: of the nistz table (x86-64), of
# the fiat table (x86-64-noasm), and of builtin_curves.h's kP384MontGX
# at 64 bits (x86-64) and at 32 bits (i386): each must make tests fail
# that pass on stock, and they are named.
#
# SOURCE is BoringSSL's source tarball; by default the one in
# ../shared/boringssl/ (or $BORINGSSL_TARBALL; tests/lib.sh).  The
# builds and results are kept in the cache of tests/cache.sh
# (boringssl/), under keys that name the tarball's SHA-256, the build's
# options, the compilers and the tools; the three files are not in a
# build's key: they are copied into its tree when their bytes differ,
# and ninja rebuilds what includes them.  The result of a whole run is
# kept under the build's key, the SHA-256 of the three files, the
# filter, the CPU's AVX2, ADX and BMI2 (the nistz tests' parameters
# depend on them) and, for i386, how it runs; a stock one and a mutant's
# that failed are reused whenever their key is the same, one with
# ectab's files only if it passed, none with FRESH=1.  Each build and run prints how it was had and its time, and
# adds the line to $ECTAB_STEPS, the report of make check.
#
# Prints "PASS name" or "FAIL name: why" (tests/lib.sh) per check; exits
# 0 if every check passed, 1 if not, 2 on a usage error.
#
# usage: run.sh [--build NAME] [SOURCE]
set -u

cd "$(dirname "$0")/../.." || exit 2
# shellcheck source=tests/lib.sh
. tests/lib.sh
# shellcheck source=tests/cache.sh
. tests/cache.sh

ECTAB=${ECTAB:-gen/obj/ectab}
BUILDS="x86-64 x86-64-noasm i386"
FILTER='ECTest.*:All/ECCurveTest.*:ECDSATest.*:ECDSAP1363Test.*:ECDHTest.*'
FILTER="$FILTER:P256Test.*:P256_NistzTest.*:All/P256Nistz*ImplTest.*"
FILTER="$FILTER:EVPTest.WycheproofECDSA*"
EC=crypto/fipsmodule/ec
FILES="builtin_curves.h p256-nistz-table.h p256_table.h"

only=
while [ $# -gt 0 ]; do
	case $1 in
	--build) [ $# -ge 2 ] || break
		only=$2
		shift 2 ;;
	-*)	break ;;
	*)	break ;;
	esac
done
if [ $# -gt 1 ] || { [ $# -eq 1 ] && [ ! -f "$1" ]; } ||
    { [ -n "$only" ] && ! printf '%s\n' $BUILDS | grep -Fqx "$only"; }; then
	echo "usage: run.sh [--build x86-64|x86-64-noasm|i386] [SOURCE]" >&2
	exit 2
fi
if [ $# -eq 1 ]; then
	tarball=$1
elif ! tarball=$(boringssl_tarball); then
	echo "run.sh: no BoringSSL source tarball in ../shared/boringssl/ (set BORINGSSL_TARBALL, or give SOURCE)" >&2
	exit 1
fi
for tool in cmake ninja c++ "$ECTAB"; do
	if ! command -v "$tool" >/dev/null; then
		echo "run.sh: $tool is missing (make deps installs what this needs)" >&2
		exit 1
	fi
done
cache_init boringssl || exit 1
RUN=$(mktemp -d)
trap 'rm -rf "$RUN"' EXIT
find_run32 "$RUN"

# The options of build $1, for cmake.
build_flags() {
	echo "-DCMAKE_BUILD_TYPE=Release"
	case $1 in
	x86-64-noasm) echo "-DOPENSSL_NO_ASM=1" ;;
	i386)	echo "-DOPENSSL_NO_ASM=1 -DCMAKE_C_FLAGS=-m32"
		echo "-DCMAKE_CXX_FLAGS=-m32" ;;
	esac
}

# The text of build $1's key: what the build depends on, a line each.
key_text() {
	echo "boringssl $(sha256sum < "$tarball" | cut -c1-64)"
	echo "build $1: $(build_flags "$1" | tr '\n' ' ')"
	echo "cc $(cc --version | head -n 1)"
	echo "c++ $(c++ --version | head -n 1)"
	echo "cmake $(cmake --version | head -n 1)"
	echo "ninja $(ninja --version)"
}

# run_tests NAME DIR EXE LOG: runs build NAME's crypto_test, DIR/EXE
# (stock, ectab, a mutant's), with FILTER, from its source tree (the
# tests read their vectors there); its output in LOG.
run_tests() {
	local bits=64
	[ "$1" = i386 ] && bits=32
	(cd "$2/src" && run_bits $bits "$2/$3" --gtest_filter="$FILTER") \
	    > "$4" 2>&1 {CACHE_LOCK_FD}>&-
}

# The names of the tests of log $1 that passed, or failed.
passed() {
	sed -n 's/^\[       OK \] \([^ ]*\).*/\1/p' "$1" | sort
}

failed() {
	sed -n 's/^\[  FAILED  \] \([^ ,]*\),\{0,1\} .*ms)$/\1/p' "$1" | sort -u
}

# Returns 0 if log $1 is of a whole run: gtest's last count is there.
whole_run() {
	grep -q '^\[==========\] [0-9]* tests\{0,1\} from .* ran\.' "$1"
}

# put DIR FROM: copies the three files of folder FROM into DIR's tree
# where their bytes differ, then builds crypto_test; prints "N
# compiled" (ninja's count).
put() {
	local dir=$1 from=$2 f n
	for f in $FILES; do
		cmp -s "$from/$f" "$dir/src/$EC/$f" || cp "$from/$f" "$dir/src/$EC/$f"
	done
	if ! ninja -C "$dir/build" crypto_test > "$dir/ninja.log" 2>&1 \
	    {CACHE_LOCK_FD}>&-; then
		return 1
	fi
	n=$(grep -c '^\[[0-9]*/[0-9]*\] Building' "$dir/ninja.log")
	echo "$n compiled"
}

# ensure NAME: sets DIR to build NAME's folder, made (unpacked and
# configured, stock built as crypto_test.stock) if need be, and holds
# its lock.
ensure() {
	local name=$1 key t0 how n
	step_begin "boringssl $name build"
	key=$(key_text "$name" | key_of)
	DIR=$CDIR/$name-${key:0:16}
	if ! cache_lock "$DIR"; then
		fail "boringssl $name" "cannot take the lock of $DIR"
		return 1
	fi
	t0=$(date +%s)
	if [ -f "$DIR/done" ]; then
		step "boringssl $name build" "reused" 0
		return 0
	fi
	rm -rf "$DIR"
	if ! mkdir -p "$DIR/src" "$DIR/stock" ||
	    ! key_text "$name" > "$DIR/key" ||
	    ! tar -xJf "$tarball" -C "$DIR/src" --strip-components=1 ||
	    ! (cd "$DIR/src/$EC" && cp $FILES "$DIR/stock/"); then
		fail "boringssl $name" "cannot unpack $tarball into $DIR"
		return 1
	fi
	# shellcheck disable=SC2046
	if ! CFLAGS= CXXFLAGS= cmake -S "$DIR/src" -B "$DIR/build" -G Ninja \
	    $CCACHE $(build_flags "$name") > "$DIR/cmake.log" 2>&1 \
	    {CACHE_LOCK_FD}>&-; then
		fail "boringssl $name: cmake" "$(tail -n 5 "$DIR/cmake.log")"
		return 1
	fi
	if ! how=$(put "$DIR" "$DIR/stock"); then
		fail "boringssl $name: crypto_test builds" "$(grep -m 3 -A 5 'FAILED\|error' "$DIR/ninja.log")"
		return 1
	fi
	cp "$DIR/build/crypto_test" "$DIR/crypto_test.stock"
	touch "$DIR/done"
	n=$(($(date +%s) - t0))
	step "boringssl $name build" "built ($how)" $n
	cache_prune "$name-????????????????" "$DIR"
}

# result NAME DIR WHAT FILES: the result of crypto_test of build NAME
# with the files of folder FILES (WHAT: stock, ectab, or a mutant's
# name), reused or run; sets RES to its folder.  verdict: the exit
# status.
result() {
	local name=$1 dir=$2 what=$3 from=$4 key t0 how tmp
	step_begin "boringssl $name $what tests"
	key=$( { cat "$dir/key"; cat "$from"/*.h | sha256sum; echo "$FILTER"
	    [ "$name" = i386 ] && echo "run ${RUN32:-}"
	    echo "cpu $(grep -m 1 -ow 'avx2\|adx\|bmi2' /proc/cpuinfo |
	    sort -u | tr '\n' ' ')"; } | key_of)
	RES=$RUN/$name-$what
	if [ -z "${FRESH:-}" ] && result_find "$key" "$RES"; then
		step "boringssl $name $what tests" "reused the result kept under key ${key:0:16} ($(passed "$RES/log" | wc -l) passed)" 0
		return 0
	fi
	t0=$(date +%s)
	if [ "$what" = stock ]; then
		how=crypto_test.stock
	elif ! how=$(put "$dir" "$from"); then
		mkdir -p "$RES"
		grep -m 5 'error' "$dir/ninja.log" > "$RES/log"
		echo build > "$RES/verdict"
		return 0
	else
		cp "$dir/build/crypto_test" "$dir/crypto_test.$what"
		step "boringssl $name $what build" "rebuilt incrementally ($how)" $(($(date +%s) - t0))
		t0=$(date +%s)
		how=crypto_test.$what
	fi
	if ! tmp=$(result_new "$key"); then
		fail "boringssl $name $what" "cannot make a result in $CDIR/results"
		return 1
	fi
	echo "$key" > "$tmp/key"
	run_tests "$name" "$dir" "$how" "$tmp/log"
	echo $? > "$tmp/verdict"
	case $what in
	mutant*) rm -f "$dir/$how" ;;
	esac
	rm -rf "$RES"
	cp -R "$tmp" "$RES"
	step "boringssl $name $what tests" "ran ($(passed "$RES/log" | wc -l) passed, $(failed "$RES/log" | wc -l) failed)" $(($(date +%s) - t0))
	# Only a whole run is kept; with ectab's files, only one that
	# passed, and a mutant's only if tests failed.
	case $what:$(cat "$RES/verdict") in
	ectab:0 | stock:* | mutant*:[1-9]*)
		if whole_run "$RES/log"; then
			result_keep "$tmp" "$key"
		else
			rm -rf "$tmp"
		fi ;;
	*)	rm -rf "$tmp" ;;
	esac
}

# ectab's three files, with the notice of BoringSSL's.
mkdir -p "$RUN/ectab" "$RUN/orig"
if ! tar -xJf "$tarball" -C "$RUN/orig" --strip-components=1 \
    --wildcards "*/$EC/builtin_curves.h" "*/$EC/p256-nistz-table.h" \
    "*/$EC/p256_table.h"; then
	echo "run.sh: $tarball: no $EC/ with BoringSSL's three files" >&2
	exit 1
fi
for spec in boringssl:P-224,P-256,P-384,P-521:builtin_curves.h \
    boringssl-p256-nistz:P-256:p256-nistz-table.h \
    boringssl-p256-fiat:P-256:p256_table.h; do
	IFS=: read -r t c f <<-EOF
	$spec
	EOF
	if ! python3 tests/boringssl.py notice "$RUN/orig/$EC/$f" \
	    > "$RUN/$f.notice" || [ ! -s "$RUN/$f.notice" ] ||
	    ! "$ECTAB" -t "$t" -c "$c" --notice "$RUN/$f.notice" \
	    -o "$RUN/ectab/$f"; then
		fail "ectab -t $t -c $c" "exit status"
		summary
		exit 1
	fi
done

# mutant NAME FILE PATTERN: ectab's files with the first word after the
# line PATTERN of FILE changed (one bit), in $RUN/NAME/.
mutant() {
	mkdir -p "$RUN/$1"
	cp "$RUN/ectab"/*.h "$RUN/$1/"
	python3 - "$RUN/$1/$2" "$3" <<-'PY'
	import re, sys
	path, pattern = sys.argv[1:3]
	text = open(path).read()
	start = re.search(pattern, text, re.M).end()
	m = re.compile(r"0x[0-9a-f]+").search(text, start)
	word = m.group(0)
	new = "0x%0*x" % (len(word) - 2, int(word, 16) ^ 0x10)
	open(path, "w").write(text[:m.start()] + new + text[m.end():])
	PY
}
mutant mutant-nistz p256-nistz-table.h '^alignas\(4096\) static const PRECOMP256_ROW'
mutant mutant-fiat p256_table.h '^#if defined\(OPENSSL_64_BIT\)$'
mutant mutant-p384-64 builtin_curves.h '^\[\[maybe_unused\]\] static const uint64_t kP384MontGX\[\] = \{$'
mutant mutant-p384-32 builtin_curves.h '^\[\[maybe_unused\]\] static const uint32_t kP384MontGX\[\] = \{$'

# Returns 0 if i386 programs can be built with c++ -m32 and run (here or
# under qemu-i386); else says why (a skip, a failure under CI=true).
m32_ok() {
	if [ -z "${RUN32:-}" ]; then
		skip "boringssl i386" "32-bit programs do not run here and qemu-i386 is missing (make deps installs qemu-user)"
		return 1
	fi
	if ! printf 'int main() { return 0; }\n' |
	    c++ -m32 -x c++ -o "$RUN/m32" - 2>/dev/null; then
		skip "boringssl i386" "c++ -m32 cannot link (make deps installs g++-multilib)"
		return 1
	fi
}

# The builds, their tests, and the mutants each build catches.
for name in $BUILDS; do
	[ -z "$only" ] || [ "$only" = "$name" ] || continue
	if [ "$name" = i386 ] && ! m32_ok; then
		continue
	fi
	if ! ensure "$name"; then
		cache_unlock
		continue
	fi
	result "$name" "$DIR" stock "$DIR/stock"
	stock=$RES
	result "$name" "$DIR" ectab "$RUN/ectab"
	ectab=$RES
	s=$(passed "$stock/log" | wc -l)
	ok=$(cat "$ectab/verdict")
	lost=$(comm -23 <(passed "$stock/log") <(passed "$ectab/log") | tr '\n' ' ')
	if [ "$(cat "$ectab/verdict")" = build ]; then
		fail "boringssl $name with ectab's files" "does not build: $(head -n 3 "$ectab/log")"
	elif [ "$s" -gt 0 ] && [ -z "$lost" ]; then
		pass "boringssl $name: every EC test that passes on stock passes with ectab's files ($(passed "$ectab/log" | wc -l) of $(grep -c '^\[ RUN      \]' "$ectab/log") passed; stock $s, failed on both: $(failed "$stock/log" | wc -l))"
	else
		fail "boringssl $name with ectab's files" "stock passed $s; lost: $lost"
	fi
	case $name in
	x86-64)	mutants="mutant-nistz mutant-p384-64" ;;
	x86-64-noasm) mutants="mutant-fiat" ;;
	i386)	mutants="mutant-p384-32" ;;
	esac
	for m in $mutants; do
		result "$name" "$DIR" "$m" "$RUN/$m"
		v=$(cat "$RES/verdict")
		# The tests it fails that pass on stock.
		names=$(comm -23 <(failed "$RES/log") <(failed "$stock/log") |
		    tr '\n' ' ')
		n=$(printf '%s' "$names" | wc -w)
		if [ "$ok" = 0 ] && [ "$v" != 0 ] && [ "$v" != build ] &&
		    [ "$n" -gt 0 ]; then
			pass "boringssl $name: $m (one word changed) fails $n tests that pass on stock: ${names% }"
		else
			fail "boringssl $name: $m is caught" "verdict $v, with ectab's files $ok; failed beyond stock's: $names"
		fi
	done
	cache_unlock
done
summary
