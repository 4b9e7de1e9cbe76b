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
# Mbed TLS with ectab's block of curve constants (make mbedtls): builds
# Mbed TLS's EC test suites from its own tree, stock and with the block
# that template mbedtls writes for set mbedtls spliced into
# library/ecp_curves.c and library/ecp_curves_new.c in place of the
# released one (tests/mbedtls.py splice), four ways:
#
#   x86-64            the default configuration (ecp_curves.c)
#   x86-64-mpi-uint   MBEDTLS_ECP_WITH_MPI_UINT (ecp_curves_new.c)
#   i386              -m32: the byte macros make 32-bit words
#   i386-mpi-uint     -m32 and MBEDTLS_ECP_WITH_MPI_UINT
#
# and runs the suites of SUITES in each (under qemu-i386 where the
# kernel cannot run i386 programs).  Every test case that passes on
# stock must pass with ectab's block.  Then the mutants, one byte of the
# block changed: of secp256r1's comb table T and of brainpoolP384r1's b,
# in every build (so that both files are shown to be the ones built):
# each must make test cases of the suites ecp, ecdsa and ecdh fail that
# pass on stock, and they are counted.
#
# SOURCE is Mbed TLS's source tarball; by default the one in
# ../shared/mbedtls/ (or $MBEDTLS_TARBALL; tests/lib.sh).  Builds and
# results are kept in the cache of tests/cache.sh (mbedtls/), as make
# boringssl keeps its own: a build under the key of the tarball's
# SHA-256, its options, the compiler and the tools; the block is copied
# into its tree only when its bytes differ; a result under the build's
# key, the SHA-256 of the two files and how the suites ran.
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
BUILDS="x86-64 x86-64-mpi-uint i386 i386-mpi-uint"
SUITES="ecp ecp.generated ecdsa ecdh ecjpake pk pkparse pkwrite psa_crypto_ecp"
# A mutant needs only to fail: the suites that use T and b, without the
# RSA keys that make pkparse slow (minutes at 32 bits).
MUTANT_SUITES="ecp ecdsa ecdh"
FILES="ecp_curves.c ecp_curves_new.c"

only=
if [ $# -ge 2 ] && [ "$1" = --build ]; then
	only=$2
	shift 2
fi
if [ $# -gt 1 ] || { [ $# -eq 1 ] && [ ! -f "$1" ]; } ||
    { [ -n "$only" ] && ! printf '%s\n' $BUILDS | grep -Fqx "$only"; }; then
	echo "usage: run.sh [--build $(echo $BUILDS | tr ' ' '|')] [SOURCE]" >&2
	exit 2
fi
if [ $# -eq 1 ]; then
	tarball=$1
elif ! tarball=$(mbedtls_tarball); then
	echo "run.sh: no Mbed TLS source tarball in ../shared/mbedtls/ (set MBEDTLS_TARBALL, or give SOURCE)" >&2
	exit 1
fi
for tool in cmake ninja cc python3 "$ECTAB"; do
	if ! command -v "$tool" >/dev/null; then
		echo "run.sh: $tool is missing (make deps installs what this needs)" >&2
		exit 1
	fi
done
cache_init mbedtls || exit 1
RUN=$(mktemp -d)
trap 'rm -rf "$RUN"' EXIT
find_run32 "$RUN"

# The options of build $1, for cmake, and its bits.
build_flags() {
	echo "-DCMAKE_BUILD_TYPE=Release -DENABLE_TESTING=ON -DENABLE_PROGRAMS=OFF"
	case $1 in
	i386*)	echo "-DCMAKE_C_FLAGS=-m32" ;;
	esac
	case $1 in
	*-mpi-uint) echo "config: MBEDTLS_ECP_WITH_MPI_UINT" ;;
	esac
}

bits_of() {
	case $1 in
	i386*)	echo 32 ;;
	*)	echo 64 ;;
	esac
}

# The text of build $1's key: what the build depends on, a line each.
key_text() {
	echo "mbedtls $(sha256sum < "$tarball" | cut -c1-64)"
	echo "build $1: $(build_flags "$1" | tr '\n' ' ')"
	echo "cc $(cc --version | head -n 1)"
	echo "cmake $(cmake --version | head -n 1)"
	echo "ninja $(ninja --version)"
	echo "python3 $(python3 --version)"
}

# The suites of a run: all, or a mutant's ($1: stock, ectab, mutant-*).
suites_of() {
	case $1 in
	mutant*) echo "$MUTANT_SUITES" ;;
	*)	echo "$SUITES" ;;
	esac
}

# run_suites NAME DIR LOG WHAT: runs build NAME's suites for WHAT in DIR,
# one after the other, each from its folder (they read their .datax
# there); their output in LOG, each line of a test case prefixed with
# its suite.
run_suites() {
	local s rc=0
	: > "$3"
	for s in $(suites_of "$4"); do
		(cd "$2/build/tests" && run_bits "$(bits_of "$1")" \
		    "./test_suite_$s") 2>&1 {CACHE_LOCK_FD}>&- |
		    sed "s/^/$s: /" >> "$3"
		[ "${PIPESTATUS[0]}" -eq 0 ] || rc=1
	done
	return $rc
}

# The test cases of log $1 that passed, or failed (names as the suites
# print them, cut to 66 characters: two cases may print the same).
passed() {
	sed -n 's/^\([^:]*: .*\) \.* PASS$/\1/p' "$1" | sort
}

failed() {
	sed -n 's/^\([^:]*: .*\) \.* FAILED$/\1/p' "$1" | sort
}

# Returns 0 if log $1 is of a whole run for $2: every suite's last line.
whole_run() {
	[ "$(grep -c '^[^:]*: \(PASSED\|FAILED\) (' "$1")" -eq \
	    "$(suites_of "$2" | wc -w)" ]
}

# put DIR FROM: copies the two files of folder FROM into DIR's tree
# where their bytes differ, then builds the suites; prints "N compiled"
# (ninja's count).
put() {
	local dir=$1 from=$2 f n s targets=
	for f in $FILES; do
		cmp -s "$from/$f" "$dir/src/library/$f" ||
		    cp "$from/$f" "$dir/src/library/$f"
	done
	for s in $SUITES; do
		targets="$targets test_suite_$s"
	done
	# shellcheck disable=SC2086
	if ! ninja -C "$dir/build" $targets > "$dir/ninja.log" 2>&1 \
	    {CACHE_LOCK_FD}>&-; then
		return 1
	fi
	n=$(grep -c '^\[[0-9]*/[0-9]*\] Building' "$dir/ninja.log")
	echo "$n compiled"
}

# ensure NAME: sets DIR to build NAME's folder, made (unpacked,
# configured and the stock suites built) if need be, and holds its lock.
ensure() {
	local name=$1 key t0 how n
	step_begin "mbedtls $name build"
	key=$(key_text "$name" | key_of)
	DIR=$CDIR/$name-${key:0:16}
	if ! cache_lock "$DIR"; then
		fail "mbedtls $name" "cannot take the lock of $DIR"
		return 1
	fi
	t0=$(date +%s)
	if [ -f "$DIR/done" ]; then
		step "mbedtls $name build" "reused" 0
		return 0
	fi
	rm -rf "$DIR"
	if ! mkdir -p "$DIR/src" "$DIR/stock" ||
	    ! key_text "$name" > "$DIR/key" ||
	    ! tar -xJf "$tarball" -C "$DIR/src" --strip-components=1 ||
	    ! (cd "$DIR/src/library" && cp $FILES "$DIR/stock/"); then
		fail "mbedtls $name" "cannot unpack $tarball into $DIR"
		return 1
	fi
	case $name in
	*-mpi-uint)
		if ! (cd "$DIR/src" && python3 scripts/config.py set \
		    MBEDTLS_ECP_WITH_MPI_UINT); then
			fail "mbedtls $name: config.py set MBEDTLS_ECP_WITH_MPI_UINT" "exit status"
			return 1
		fi ;;
	esac
	# shellcheck disable=SC2046
	if ! CFLAGS= cmake -S "$DIR/src" -B "$DIR/build" -G Ninja $CCACHE \
	    $(build_flags "$name" | grep -v '^config:') \
	    > "$DIR/cmake.log" 2>&1 {CACHE_LOCK_FD}>&-; then
		fail "mbedtls $name: cmake" "$(tail -n 5 "$DIR/cmake.log")"
		return 1
	fi
	if ! how=$(put "$DIR" "$DIR/stock"); then
		fail "mbedtls $name: the suites build" "$(grep -m 3 -A 5 'FAILED\|error' "$DIR/ninja.log")"
		return 1
	fi
	touch "$DIR/done"
	n=$(($(date +%s) - t0))
	step "mbedtls $name build" "built ($how)" $n
	cache_prune "$name-????????????????" "$DIR"
}

# result NAME DIR WHAT FILES: the result of build NAME's suites with the
# two files of folder FILES (WHAT: stock, ectab, or a mutant's name),
# reused or run; sets RES to its folder.  verdict: 0 if every suite
# passed, build if they did not build.
result() {
	local name=$1 dir=$2 what=$3 from=$4 key t0 how tmp
	step_begin "mbedtls $name $what suites"
	key=$( { cat "$dir/key"; cat "$from"/*.c | sha256sum
	    suites_of "$what"
	    case $name in i386*) echo "run ${RUN32:-}" ;; esac
	    } | key_of)
	RES=$RUN/$name-$what
	if [ -z "${FRESH:-}" ] && result_find "$key" "$RES"; then
		step "mbedtls $name $what suites" "reused the result kept under key ${key:0:16} ($(passed "$RES/log" | wc -l) passed)" 0
		return 0
	fi
	t0=$(date +%s)
	if ! how=$(put "$dir" "$from"); then
		mkdir -p "$RES"
		grep -m 5 'error' "$dir/ninja.log" > "$RES/log"
		echo build > "$RES/verdict"
		return 0
	fi
	[ "$what" = stock ] ||
	    step "mbedtls $name $what build" "rebuilt incrementally ($how)" $(($(date +%s) - t0))
	t0=$(date +%s)
	if ! tmp=$(result_new "$key"); then
		fail "mbedtls $name $what" "cannot make a result in $CDIR/results"
		return 1
	fi
	echo "$key" > "$tmp/key"
	run_suites "$name" "$dir" "$tmp/log" "$what"
	echo $? > "$tmp/verdict"
	rm -rf "$RES"
	cp -R "$tmp" "$RES"
	step "mbedtls $name $what suites" "ran ($(passed "$RES/log" | wc -l) passed, $(failed "$RES/log" | wc -l) failed)" $(($(date +%s) - t0))
	# Only a whole run is kept; with ectab's block, only one that
	# passed, and a mutant's only if cases failed.
	case $what:$(cat "$RES/verdict") in
	ectab:0 | stock:* | mutant*:[1-9]*)
		if whole_run "$RES/log" "$what"; then
			result_keep "$tmp" "$key"
		else
			rm -rf "$tmp"
		fi ;;
	*)	rm -rf "$tmp" ;;
	esac
}

# ectab's block, spliced into the released files.
mkdir -p "$RUN/ectab" "$RUN/orig"
if ! tar -xJf "$tarball" -C "$RUN/orig" --strip-components=1 \
    --wildcards "*/library/ecp_curves.c" "*/library/ecp_curves_new.c"; then
	echo "run.sh: $tarball: no library/ecp_curves.c and ecp_curves_new.c" >&2
	exit 1
fi
if ! "$ECTAB" -t mbedtls -s mbedtls -o "$RUN/block.c"; then
	fail "ectab -t mbedtls -s mbedtls" "exit status"
	summary
	exit 1
fi
for f in $FILES; do
	cp "$RUN/orig/library/$f" "$RUN/ectab/$f"
	python3 tests/mbedtls.py splice "$RUN/block.c" "$RUN/ectab/$f" ||
	    exit 1
done

# mutant NAME ARRAY: ectab's files with the first byte of ARRAY changed
# (one bit), in $RUN/NAME/.
mutant() {
	mkdir -p "$RUN/$1"
	for f in $FILES; do
		python3 - "$RUN/ectab/$f" "$2" > "$RUN/$1/$f" <<-'PY'
		import re, sys
		text = open(sys.argv[1]).read()
		start = text.index("static const mbedtls_mpi_uint %s[] = {" % sys.argv[2])
		m = re.compile(r"0x[0-9A-F]{2}").search(text, start)
		sys.stdout.write(text[:m.start()] + "0x%02X" % (int(m.group(0), 16) ^ 0x10)
		                 + text[m.end():])
		PY
	done
}
mutant mutant-p256-T secp256r1_T_1_X
mutant mutant-bp384-b brainpoolP384r1_b

# Returns 0 if i386 programs can be built with cc -m32 and run (here or
# under qemu-i386); else says why (a skip, a failure under CI=true).
m32_ok() {
	if [ -z "${RUN32:-}" ]; then
		skip "mbedtls i386" "32-bit programs do not run here and qemu-i386 is missing (make deps installs qemu-user)"
		return 1
	fi
	if ! printf 'int main(void) { return 0; }\n' |
	    cc -m32 -x c -o "$RUN/m32" - 2>/dev/null; then
		skip "mbedtls i386" "cc -m32 cannot link (make deps installs gcc-multilib)"
		return 1
	fi
}

# The builds, their suites, and the mutants each build catches.
for name in $BUILDS; do
	[ -z "$only" ] || [ "$only" = "$name" ] || continue
	case $name in
	i386*)	m32_ok || continue ;;
	esac
	if ! ensure "$name"; then
		cache_unlock
		continue
	fi
	# The file the build's configuration compiles holds the block.
	case $name in
	*-mpi-uint) file=ecp_curves_new.c other=ecp_curves.c ;;
	*)	file=ecp_curves.c other=ecp_curves_new.c ;;
	esac
	o=$(find "$DIR/build" -name "$file.o" | head -n 1)
	oo=$(find "$DIR/build" -name "$other.o" | head -n 1)
	if [ -n "$o" ] && nm "$o" | grep -q ' secp256r1_T$' &&
	    ! nm "$oo" | grep -q ' secp256r1_T$'; then
		pass "mbedtls $name: the curves are compiled from $file, not $other"
	else
		fail "mbedtls $name: the curves are compiled from $file" "nm finds secp256r1_T elsewhere"
	fi
	result "$name" "$DIR" stock "$DIR/stock"
	stock=$RES
	result "$name" "$DIR" ectab "$RUN/ectab"
	ectab=$RES
	s=$(passed "$stock/log" | wc -l)
	ok=$(cat "$ectab/verdict")
	lost=$(comm -23 <(passed "$stock/log") <(passed "$ectab/log") | head -n 5 | tr '\n' ';')
	if [ "$ok" = build ]; then
		fail "mbedtls $name with ectab's block" "does not build: $(head -n 3 "$ectab/log")"
	elif [ "$s" -gt 0 ] && [ -z "$lost" ]; then
		same=
		cat "$RUN"/ectab/*.c | cmp -s - <(cat "$DIR"/stock/*.c) &&
		    same="; ectab's files are the released ones byte for byte"
		pass "mbedtls $name: every test case that passes on stock passes with ectab's block ($(passed "$ectab/log" | wc -l) passed, $(grep -c ' \.* ----$' "$ectab/log") skipped, $(failed "$ectab/log" | wc -l) failed; stock $s passed, $(failed "$stock/log" | wc -l) failed$same)"
	else
		fail "mbedtls $name with ectab's block" "stock passed $s; lost: $lost"
	fi
	for m in mutant-p256-T mutant-bp384-b; do
		result "$name" "$DIR" "$m" "$RUN/$m"
		v=$(cat "$RES/verdict")
		# The cases it fails that pass on stock.
		n=$(comm -12 <(failed "$RES/log") <(passed "$stock/log") | wc -l)
		suites=$(comm -12 <(failed "$RES/log") <(passed "$stock/log") |
		    cut -d: -f1 | sort -u | tr '\n' ' ')
		if [ "$ok" = 0 ] && [ "$v" != 0 ] && [ "$v" != build ] &&
		    [ "$n" -gt 0 ]; then
			pass "mbedtls $name: $m (one byte changed) fails $n test cases that pass on stock, in ${suites% }"
		else
			fail "mbedtls $name: $m is caught" "verdict $v, with ectab's block $ok; $n failed beyond stock's"
		fi
	done
	# Leave the tree stock for the next run.
	put "$DIR" "$DIR/stock" >/dev/null
	cache_unlock
done
summary
