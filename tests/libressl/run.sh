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
# out/ec_curve_tables.h inside a real LibreSSL (make libressl): builds
# LibreSSL stock and patched, for amd64 and i386, and runs its whole
# regress suite (ctest) in each of the four builds, then the benchmark.
#
# SOURCE is a LibreSSL source tarball (.tar.xz, .tar.gz) or an unpacked
# source tree; by default the tarball in ../shared/libressl/ (or
# $LIBRESSL_TARBALL; tests/lib.sh).  It is never modified.  The patched
# tree is SOURCE with every tests/libressl/patches/*.patch applied in
# name order (patch -p1), then out/ec_curve_tables.h copied into
# crypto/ec/.
#
# Everything is written under tests/build/cache/libressl-run/, which
# tests/run.sh keeps between runs, by one run at a time (flock).  A
# build is kept, keyed by the SHA-256 of the source (stock) or of the
# source, the patches and the header (patched), and made anew from
# scratch when its key or its configuration (build_config) changes.
# Test results are never kept: every run runs ctest in every build.
#
# Prints one line per fact (the source, each suite's count, failures
# and time), then "PASS name" or "FAIL name: why" (tests/lib.sh) for
# each architecture: every test that passes on stock passes on patched;
# the patched build has ec_builtin_test and it passes.  Then, on amd64
# unless --no-bench, tests/libressl/bench.c built against either
# libcrypto and run stock, patched, seven times over, the table of
# tests/libressl/report.py, and its check of the allocations.  Exits 0
# if every check passed, 1 if not or if a build failed, 2 on a usage
# error.
#
# Where the kernel cannot run i386 programs, the i386 suites run under
# qemu-i386 (find_run32 of tests/lib.sh; see wrap_i386 below).
#
# --mutant HEADER builds the patched build's ec_builtin_test with HEADER
# in place of out/ec_curve_tables.h, runs it, and puts the build back.
# Exits 0 if the test failed (the mutant was caught), 1 if it passed,
# 3 if the mutant could not be tried (HEADER does not compile, or the
# patches add no ec_builtin_test).
#
# $LIBRESSL_PATCHES, $LIBRESSL_BENCH and $LIBRESSL_REPORT name another
# folder of patches, benchmark or report script, for testing this one.
#
# --bench-only builds (or reuses) the two amd64 builds and runs the
# benchmark alone, without the suites (make bench); --markdown prints its
# table in Markdown.
#
# usage: run.sh [--no-bench | --bench-only] [--markdown] [--arch 64|32|both]
#            [SOURCE]
#        run.sh --mutant HEADER [--arch 64|32] [SOURCE]
set -u

USAGE="usage: run.sh [--no-bench | --bench-only] [--markdown]\
 [--arch 64|32|both] [--mutant HEADER] [SOURCE]"
CTEST_TIMEOUT=600
BENCH_ROUNDS=7
BENCH_SAMPLES=3
# bench.c's top comment gives its link options; these if it gives none.
BENCH_WRAP="-Wl,--wrap=malloc,--wrap=calloc,--wrap=realloc
    -Wl,--wrap=reallocarray,--wrap=free"

fact() {
	echo "libressl: $*"
}

say() {
	echo "libressl: $*" >&2
}

die() {
	say "$*"
	exit 1
}

usage_error() {
	echo "run.sh: $1; $USAGE" >&2
	exit 2
}

arch_name() {
	if [ "$1" = 64 ]; then echo amd64; else echo i386; fi
}

# Sets BITS_LIST, BENCH_ON, MUTANT and SOURCE from the command line,
# and PATCHES, BENCH and REPORT from the environment, the paths made
# absolute before the script leaves the caller's folder.
parse_args() {
	local arch=
	BENCH_ON=1 SUITES_ON=1 MARKDOWN='' MUTANT='' SOURCE=''
	PATCHES=${LIBRESSL_PATCHES:+$(realpath -m "$LIBRESSL_PATCHES")}
	BENCH=${LIBRESSL_BENCH:+$(realpath -m "$LIBRESSL_BENCH")}
	REPORT=${LIBRESSL_REPORT:+$(realpath -m "$LIBRESSL_REPORT")}
	while [ $# -gt 0 ]; do
		case $1 in
		-h|--help)
			echo "$USAGE"
			exit 0 ;;
		--no-bench)
			BENCH_ON=0 ;;
		--bench-only)
			SUITES_ON=0 arch=64 ;;
		--markdown)
			MARKDOWN=--markdown ;;
		--arch)
			[ $# -ge 2 ] || usage_error "--arch needs 64, 32 or both"
			arch=$2
			shift ;;
		--mutant)
			[ $# -ge 2 ] || usage_error "--mutant needs a header"
			[ -f "$2" ] || usage_error "$2: no such header"
			MUTANT=$(realpath "$2")
			shift ;;
		-*)	usage_error "unknown option $1" ;;
		*)	[ -z "$SOURCE" ] || usage_error "one SOURCE only"
			[ -e "$1" ] || usage_error "$1: no such file or folder"
			SOURCE=$(realpath "$1") ;;
		esac
		shift
	done
	case ${arch:-default} in
	64|32)	BITS_LIST=$arch ;;
	both)	[ -z "$MUTANT" ] || usage_error "--mutant takes --arch 64 or 32"
		BITS_LIST="64 32" ;;
	default) if [ -n "$MUTANT" ]; then BITS_LIST=64; else BITS_LIST="64 32"; fi ;;
	*)	usage_error "--arch needs 64, 32 or both, not $arch" ;;
	esac
}

# Sets SOURCE, if no SOURCE was given, to the tarball, and SOURCE_KIND
# to tarball or tree.
find_source() {
	if [ -z "$SOURCE" ]; then
		SOURCE=$(libressl_tarball) ||
		    die "no LibreSSL source tarball in ../shared/libressl/ (set LIBRESSL_TARBALL, or give SOURCE)"
		SOURCE=$(realpath "$SOURCE")
	fi
	if [ -d "$SOURCE" ]; then
		if [ ! -f "$SOURCE/CMakeLists.txt" ] ||
		    [ ! -f "$SOURCE/crypto/ec/ec_curve.c" ]; then
			die "$SOURCE is not a LibreSSL source tree (no CMakeLists.txt or crypto/ec/ec_curve.c)"
		fi
		SOURCE_KIND=tree
	else
		case $SOURCE in
		*.tar.xz|*.tar.gz|*.tgz) SOURCE_KIND=tarball ;;
		*)	die "$SOURCE is neither a .tar.xz or .tar.gz tarball nor a source tree" ;;
		esac
	fi
}

# Exits 1 naming a program the builds need that is not installed.
check_tools() {
	local tool
	tool=$(missing_tool cmake ninja ctest patch tar xz gzip flock \
	    sha256sum realpath "${CC:-cc}") ||
	    die "$tool is not installed (make deps installs it)"
}

# Sets RUN32 (tests/lib.sh) and exits 1 if i386 programs can be neither
# built nor run here.
check_i386() {
	find_run32 "$TMPDIR"
	case $RUN32 in
	native)	;;
	qemu-i386)
		fact "i386 programs run under qemu-i386 (this kernel cannot run them)" ;;
	*)	die "cannot build and run i386 programs here: gcc -m32" \
		    "(gcc-multilib) or qemu-i386 (qemu-user) is missing;" \
		    "make deps installs them" ;;
	esac
}

# Takes the work area for this process alone: a second run waits.
lock_work() {
	mkdir -p "$WORK"
	exec 9>"$WORK/lock"
	if ! flock -n 9; then
		say "waiting for another run.sh to finish with $WORK"
		flock 9
	fi
}

# Prints the SHA-256 of SOURCE: of the tarball, or of the list of the
# tree's files with theirs.
source_digest() {
	if [ "$SOURCE_KIND" = tarball ]; then
		sha256sum < "$SOURCE" | cut -c1-64
	else
		(cd "$SOURCE" && find . -type f -print0 | LC_ALL=C sort -z |
		    xargs -0 -r sha256sum) | sha256sum | cut -c1-64
	fi
}

# The patches, in name order, one a line.
list_patches() {
	[ -d "$PATCHES" ] || return 0
	find "$PATCHES" -maxdepth 1 -type f -name '*.patch' | LC_ALL=C sort
}

# Prints the key of the patched builds: the SHA-256 of the source's, of
# each patch's with its name, and of the header's.
patched_digest() {
	local p
	{
		echo "source $STOCK_SUM"
		list_patches | while IFS= read -r p; do
			echo "patch ${p##*/} $(sha256sum < "$p" | cut -c1-64)"
		done
		echo "header $(sha256sum < "$HEADER" | cut -c1-64)"
	} | sha256sum | cut -c1-64
}

# The folder of build $1 (stock or patched) for $2 bits.
build_dir() {
	if [ "$1" = stock ]; then
		echo "$WORK/stock-${STOCK_SUM:0:16}-$2"
	else
		echo "$WORK/patched-${PATCHED_SUM:0:16}-$2"
	fi
}

# Unpacks or copies SOURCE as folder $1.
unpack_source() {
	mkdir -p "$1" &&
	if [ "$SOURCE_KIND" = tarball ]; then
		tar -xf "$SOURCE" -C "$1" --strip-components=1
	else
		cp -R "$SOURCE/." "$1"
	fi
}

# Applies the patches to source tree $1, logging to $2; exits 1 naming
# the first that does not apply.
apply_patches() {
	local p
	while IFS= read -r p; do
		echo "== patch -p1 < $p" >> "$2"
		patch -d "$1" -p1 --forward --no-backup-if-mismatch -s \
		    < "$p" >> "$2" 2>&1 ||
		    die "${p##*/} does not apply to ${SOURCE##*/}; see ${2#"$TOP"/}"
	done < <(list_patches)
}

# Writes the source tree of build $1 as folder $2, logging to $3.
prepare_source() {
	unpack_source "$2" >> "$3" 2>&1 ||
	    die "cannot unpack ${SOURCE##*/}; see ${3#"$TOP"/}"
	[ "$1" = patched ] || return 0
	apply_patches "$2" "$3"
	cp "$HEADER" "$2/crypto/ec/ec_curve_tables.h" ||
	    die "cannot copy $HEADER into the patched tree"
}

# The options of cmake for $1 bits.
cmake_flags() {
	echo "-G Ninja -DCMAKE_BUILD_TYPE=Release"
	[ "$1" = 64 ] || echo "-DCMAKE_C_FLAGS=-m32 -DENABLE_ASM=OFF"
}

# What besides the source decides what a build for $1 bits is: the
# options, the tools, and whether ssl_verify is built (cmake leaves it
# out without Perl's IO::Socket::SSL::Utils).  Written into the stamp;
# a build whose stamp says otherwise is made anew.
build_config() {
	echo "cmake $(cmake_flags "$1" | tr '\n' ' ')"
	cmake --version | head -n 1
	${CC:-cc} --version | head -n 1
	if perl -MIO::Socket::SSL::Utils -e 1 2>/dev/null; then
		echo "perl IO::Socket::SSL::Utils: yes"
	else
		echo "perl IO::Socket::SSL::Utils: no"
	fi
}

# Configures and builds everything (libraries, apps, regress programs)
# of folder $1 for $2 bits, logging to $1/build.log.
cmake_build() {
	# shellcheck disable=SC2046
	{
		echo "== cmake"
		cmake -S "$1/src" -B "$1/build" $(cmake_flags "$2") &&
		echo "== ninja" &&
		ninja -C "$1/build"
	} >> "$1/build.log" 2>&1
}

# Removes the builds of kind $1 for $2 bits other than folder $3: their
# key is stale.
prune_builds() {
	local d
	for d in "$WORK/$1"-*-"$2"; do
		[ -d "$d" ] && [ "$d" != "$3" ] && rm -rf "$d"
	done
	return 0
}

# Makes build $1 (stock or patched) for $2 bits, unless a finished one
# with the same key and configuration is there: its stamp, done, is
# written last and holds the configuration.
ensure_build() {
	local kind=$1 bits=$2 dir start what
	dir=$(build_dir "$kind" "$bits")
	what="$kind $(arch_name "$bits")"
	if [ -f "$dir/done" ] &&
	    [ "$(cat "$dir/done")" = "$(build_config "$bits")" ]; then
		unwrap_i386 "$dir/build"
		fact "$what: build reused (${dir#"$TOP"/})"
		return 0
	fi
	prune_builds "$kind" "$bits" "$dir"
	rm -rf "$dir"
	mkdir -p "$dir"
	say "building $what in ${dir#"$TOP"/}"
	start=$SECONDS
	prepare_source "$kind" "$dir/src" "$dir/build.log"
	if ! cmake_build "$dir" "$bits"; then
		say "building $what failed; the end of ${dir#"$TOP"/}/build.log:"
		tail -n 20 "$dir/build.log" >&2
		exit 1
	fi
	build_config "$bits" > "$dir/done"
	fact "$what: built in $((SECONDS - start)) s"
}

# True if file $1 is a 32-bit ELF object.
is_elf32() {
	[ "$(od -An -tx1 -N5 "$1" 2>/dev/null | tr -d ' \n')" = 7f454c4601 ]
}

# The regress scripts start their i386 programs by path (./aeadtest,
# ../apps/openssl/openssl), which a kernel without i386 support cannot
# do: for the length of ctest, each i386 program of build folder $1 is
# moved aside to NAME.i386 and a script that runs it under qemu-i386
# takes its place.  mv keeps the program's time stamp, so once it is
# back ninja sees nothing changed.
wrap_i386() {
	local f
	WRAPPED=$1
	while IFS= read -r f; do
		is_elf32 "$f" || continue
		mv "$f" "$f.i386" || return 1
		# shellcheck disable=SC2016
		printf '#!/bin/sh\nexec qemu-i386 -0 "$0" %s "$@"\n' \
		    "'$f.i386'" > "$f" && chmod 755 "$f" || return 1
	done < <(find "$1" -type f -perm -u+x ! -name '*.i386')
}

# Puts back the programs wrap_i386 moved aside in build folder $1.
unwrap_i386() {
	local f
	[ -d "$1" ] || return 0
	while IFS= read -r f; do
		mv "$f" "${f%.i386}"
	done < <(find "$1" -type f -name '*.i386')
	WRAPPED=
}

# Writes "NAME passed" or "NAME failed" for each test in ctest's log $1.
ctest_results() {
	sed -n -e 's/^ *[0-9]*\/[0-9]* *Test *#[0-9]*: \([^ ]*\) .* Passed .*/\1 passed/p' \
	    -e 't' \
	    -e 's/^ *[0-9]*\/[0-9]* *Test *#[0-9]*: \([^ ]*\) .*/\1 failed/p' "$1"
}

# Runs LibreSSL's regress suite in build $1 for $2 bits; keeps its log,
# the tests' output and the results under $RUN, and prints the count.
run_suite() {
	local kind=$1 bits=$2 dir name start secs total ok failures
	dir=$(build_dir "$kind" "$bits")
	name=$kind-$bits
	if [ "$bits" = 32 ] && [ "$RUN32" = qemu-i386 ]; then
		wrap_i386 "$dir/build" || die "cannot wrap the i386 programs of ${dir#"$TOP"/}"
	fi
	say "running ctest in $kind $(arch_name "$bits")"
	start=$SECONDS
	ctest --test-dir "$dir/build" -j "$JOBS" --timeout "$CTEST_TIMEOUT" \
	    --output-on-failure > "$RUN/$name.ctest.log" 2>&1
	secs=$((SECONDS - start))
	unwrap_i386 "$dir/build"
	cp "$dir/build/Testing/Temporary/LastTest.log" "$RUN/$name.tests.log" \
	    2>/dev/null || : > "$RUN/$name.tests.log"
	ctest_results "$RUN/$name.ctest.log" > "$RUN/$name.results"
	total=$(wc -l < "$RUN/$name.results")
	ok=$(grep -c ' passed$' "$RUN/$name.results")
	failures=$(sed -n 's/ failed$//p' "$RUN/$name.results" | tr '\n' ' ')
	fact "$kind $(arch_name "$bits"): $ok of $total tests passed in" \
	    "$secs s${failures:+ (failed: ${failures% })}"
}

# The names of the tests that passed in results file $1, sorted.
passed_tests() {
	sed -n 's/ passed$//p' "$1" | LC_ALL=C sort
}

# On $1 bits: every test that passes on stock passes on patched.
check_no_regression() {
	local arch name lost n
	arch=$(arch_name "$1")
	name="LibreSSL $arch: every test that passes on stock passes on patched"
	if [ ! -s "$RUN/stock-$1.results" ] || [ ! -s "$RUN/patched-$1.results" ]; then
		fail "$name" "a suite ran no test; see ${RUN#"$TOP"/}/"
		return
	fi
	lost=$(LC_ALL=C comm -23 <(passed_tests "$RUN/stock-$1.results") \
	    <(passed_tests "$RUN/patched-$1.results") | tr '\n' ' ')
	n=$(passed_tests "$RUN/stock-$1.results" | wc -l)
	if [ -n "$lost" ]; then
		fail "$name" "regressed: ${lost% }; see ${RUN#"$TOP"/}/patched-$1.ctest.log"
	else
		pass "$name ($n tests)"
	fi
}

# On $1 bits: the patched build has ec_builtin_test and it passed; shows
# its summary lines.
check_builtin_test() {
	local arch name status
	arch=$(arch_name "$1")
	name="LibreSSL $arch: ec_builtin_test passes in the patched build"
	grep '^ec_builtin_test:' "$RUN/patched-$1.tests.log" |
	    sed "s/^/libressl: patched $arch: /"
	status=$(sed -n 's/^ec_builtin_test //p' "$RUN/patched-$1.results")
	case $status in
	passed)	pass "$name" ;;
	failed)	fail "$name" "it failed; see ${RUN#"$TOP"/}/patched-$1.ctest.log" ;;
	*)	fail "$name" "the patched build has no ec_builtin_test" ;;
	esac
}

# The link options that bench.c's top comment gives, or BENCH_WRAP.
bench_wrap() {
	local wrap
	wrap=$(sed '/^#include/q' "$BENCH" |
	    grep -o -e '-Wl,--wrap=[A-Za-z0-9_,=-]*' | tr '\n' ' ')
	echo "${wrap:-$BENCH_WRAP}"
}

# Builds bench.c against the amd64 build $1 as $RUN/bench-$1.
build_bench() {
	local dir
	dir=$(build_dir "$1" 64)
	# shellcheck disable=SC2046
	${CC:-cc} -std=c99 -O2 -Wall -Wextra -pedantic -Werror \
	    -D_POSIX_C_SOURCE=200809L -I"$dir/src/include" \
	    -o "$RUN/bench-$1" "$BENCH" "$dir/build/crypto/libcrypto.a" \
	    -lpthread $(bench_wrap) > "$RUN/bench-$1.build.log" 2>&1
}

# Runs the benchmark, stock then patched, BENCH_ROUNDS times, prints
# report.py's table, and checks the allocations.
run_bench() {
	local kind round out stock=() patched=()
	for kind in stock patched; do
		if ! build_bench "$kind"; then
			fail "the benchmark builds against $kind amd64" \
			    "$(tail -n 5 "$RUN/bench-$kind.build.log" | tr '\n' ' ')"
			return
		fi
	done
	say "running the benchmark, $BENCH_ROUNDS rounds"
	for round in $(seq "$BENCH_ROUNDS"); do
		for kind in stock patched; do
			out=$RUN/bench-$kind-$round.out
			if ! "$RUN/bench-$kind" -s "$BENCH_SAMPLES" > "$out" 2>&1; then
				fail "the benchmark runs on $kind amd64" \
				    "round $round: $(tail -n 1 "$out")"
				return
			fi
			if [ "$kind" = stock ]; then
				stock+=("$out")
			else
				patched+=("$out")
			fi
		done
	done
	python3 "$REPORT" $MARKDOWN --stock "${stock[@]}" \
	    --patched "${patched[@]}"
	check_allocs
}

# report.py --check-allocs on this run's outputs: its last line says
# "allocations: " and the outcome.
check_allocs() {
	local line
	python3 "$REPORT" --check-allocs --stock "$RUN"/bench-stock-*.out \
	    --patched "$RUN"/bench-patched-*.out > "$RUN/allocs.out" 2>&1
	case $? in
	0)	pass "$(tail -n 1 "$RUN/allocs.out")" ;;
	1)	line=$(tail -n 1 "$RUN/allocs.out")
		fail allocations "${line#allocations: }" ;;
	*)	fail allocations "report.py: $(tail -n 1 "$RUN/allocs.out")" ;;
	esac
}

# The path of program $1 in build folder $2.
find_program() {
	find "$2" -type f -name "$1" -perm -u+x | head -n 1
}

# --mutant: builds ec_builtin_test of the patched build for $1 bits
# with MUTANT as crypto/ec/ec_curve_tables.h (only what depends on the
# header is rebuilt), runs it, then puts the header back and rebuilds
# the same, each with a fresh time stamp, so that ninja never takes an
# object of the mutant for one of the real header.  The build's stamp
# is removed meanwhile: a run stopped half-way leaves a build that the
# next run makes anew.
run_mutant() {
	local bits=$1 dir h prog start out rc
	ensure_build patched "$bits"
	dir=$(build_dir patched "$bits")
	h=$dir/src/crypto/ec/ec_curve_tables.h
	if ! ninja -C "$dir/build" -t targets all | grep -q '^ec_builtin_test:'; then
		say "the patched build has no ec_builtin_test (patches: $PATCHES)"
		exit 3
	fi
	rm -f "$dir/done"
	cp "$h" "$RUN/original.h"
	cp "$MUTANT" "$h"
	start=$SECONDS
	if ! ninja -C "$dir/build" ec_builtin_test > "$RUN/mutant.build.log" 2>&1; then
		fact "mutant ${MUTANT##*/}: does not build; see ${RUN#"$TOP"/}/mutant.build.log"
		rc=3
	else
		fact "mutant ${MUTANT##*/}: ec_builtin_test built in $((SECONDS - start)) s"
		prog=$(find_program ec_builtin_test "$dir/build")
		start=$SECONDS
		out=$(cd "${prog%/*}" && run_bits "$bits" "./${prog##*/}" 2>&1)
		rc=$?
		# Indented: its own "FAIL: ..." lines are not this script's.
		printf '%s\n' "$out" | sed 's/^/    /'
		if [ $rc -ne 0 ]; then
			fact "mutant ${MUTANT##*/}: caught: ec_builtin_test failed (exit $rc) in $((SECONDS - start)) s"
			rc=0
		else
			fact "mutant ${MUTANT##*/}: not caught: ec_builtin_test passed in $((SECONDS - start)) s"
			rc=1
		fi
	fi
	restore_after_mutant "$dir" "$bits"
	return $rc
}

# Puts the real header back into the patched build folder $1 for $2
# bits, and rebuilds what the mutant changed.
restore_after_mutant() {
	local start=$SECONDS
	cp "$RUN/original.h" "$1/src/crypto/ec/ec_curve_tables.h"
	if ninja -C "$1/build" ec_builtin_test > "$RUN/restore.build.log" 2>&1; then
		build_config "$2" > "$1/done"
		fact "patched build put back in $((SECONDS - start)) s"
	else
		say "could not put the patched build back; the next run makes it anew"
	fi
}

# The whole run: the four builds, the suites, the checks, the benchmark.
run_all() {
	local bits names
	names=$(list_patches | sed 's,.*/,,' | paste -sd' ')
	if [ "$SOURCE_KIND" = tarball ]; then
		fact "source ${SOURCE##*/} (sha256 $STOCK_SUM)"
	else
		fact "source $SOURCE (a tree; digest of its files' sha256: $STOCK_SUM)"
	fi
	fact "patches from ${PATCHES#"$TOP"/}/: ${names:-none}"
	fact "header $HEADER (sha256 $(sha256sum < "$HEADER" | cut -c1-64))"
	for bits in $BITS_LIST; do
		ensure_build stock "$bits"
		ensure_build patched "$bits"
	done
	if [ "$SUITES_ON" = 1 ]; then
		for bits in $BITS_LIST; do
			run_suite stock "$bits"
			run_suite patched "$bits"
			check_no_regression "$bits"
			check_builtin_test "$bits"
		done
	fi
	if [ "$BENCH_ON" = 1 ]; then
		case " $BITS_LIST " in
		*" 64 "*) run_bench ;;
		*)	fact "benchmark: amd64 only, not run" ;;
		esac
	fi
	[ "$failed" -eq 0 ]
}

main() {
	parse_args "$@"
	cd "$(dirname "$0")/../.." || exit 2
	TOP=$PWD
	. tests/lib.sh
	WORK=$TOP/tests/build/cache/libressl-run
	PATCHES=${PATCHES:-$TOP/tests/libressl/patches}
	BENCH=${BENCH:-$TOP/tests/libressl/bench.c}
	REPORT=${REPORT:-$TOP/tests/libressl/report.py}
	HEADER=out/ec_curve_tables.h
	JOBS=$(nproc 2>/dev/null || echo 2)
	WRAPPED=
	export TMPDIR=$WORK/tmp PYTHONDONTWRITEBYTECODE=1

	[ -f "$HEADER" ] || die "no $HEADER: run make first"
	find_source
	check_tools
	lock_work
	trap '[ -z "$WRAPPED" ] || unwrap_i386 "$WRAPPED"' EXIT
	if [ -n "$MUTANT" ]; then
		RUN=$WORK/mutant
	else
		RUN=$WORK/run
	fi
	rm -rf "$RUN" "$TMPDIR"
	mkdir -p "$RUN" "$TMPDIR"
	case " $BITS_LIST " in
	*" 32 "*) check_i386 ;;
	*)	RUN32=native ;;
	esac
	say "digesting ${SOURCE##*/}"
	STOCK_SUM=$(source_digest)
	PATCHED_SUM=$(patched_digest)
	if [ -n "$MUTANT" ]; then
		run_mutant "$BITS_LIST"
	else
		run_all
	fi
}

main "$@"
