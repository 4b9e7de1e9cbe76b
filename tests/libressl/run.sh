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
# $LIBRESSL_TARBALL; tests/lib.sh).  It is never modified.  The change
# is tests/libressl/openbsd/ec-static-groups.diff, a diff of OpenBSD's
# src/ (patch -p0); tests/libressl/portable.py derives from it the
# patch of the portable tree.  The patched tree is SOURCE with that
# patch applied (patch -p1), then out/ec_curve_tables.h copied into
# crypto/ec/.
#
# The builds and the suites' results are kept in the cache of
# tests/cache.sh (libressl/ in ${ECTAB_CACHE:-~/.cache/ectab}), shared by
# every clone on the machine; ccache compiles.  A build folder's key
# names the source's SHA-256, the patches' (patched), the compiler, the
# tools and their versions, the options and the architecture: a build
# of another key is made in a folder of its own.  The header is not in
# it: it is copied into the patched tree only when its bytes differ,
# and ninja rebuilds what includes it.  A suite's result is kept under
# the build's key and the header's SHA-256 (patched), and how the suite
# is run; a stock suite's result is reused whenever its key is the
# same, a patched one's only if the checks passed on it, and none with
# FRESH=1 in the environment (make check FRESH=1).  Each build and
# suite prints how it was had (built, rebuilt incrementally, reused;
# ran, reused, with the key) and its time, and adds the line to
# $ECTAB_STEPS, the report of make check.
#
# Prints one line per fact (the source, each suite's count, failures
# and time), then "PASS name" or "FAIL name: why" (tests/lib.sh) for
# each architecture: every test that passes on stock passes on patched;
# the patched build has ec_builtin_test and ssl_tmp_key, the regress
# tests the diff adds, and they pass; ssl_tmp_key, built against the
# stock build, passes there too; and either build's openssl s_client,
# against its s_server on loopback offering TLS 1.3 and X25519, prints
# the server's temporary key.  Then, on amd64
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
# patches add no ec_builtin_test).  Its result is kept like a suite's,
# and reused if the mutant was caught or did not compile.
#
# --libcrypto DEST builds (or reuses) the stock amd64 build and copies
# its include/ and lib/libcrypto.a into DEST, to link against.
#
# $LIBRESSL_HEADER, $LIBRESSL_PATCHES, $LIBRESSL_BENCH and
# $LIBRESSL_REPORT name another header, folder of portable patches (in
# place of the derived one; the checks of ssl_tmp_key and s_client are
# then left out), benchmark or report script, for testing this script
# (group cache).
#
# --bench-only builds (or reuses) the two amd64 builds and runs the
# benchmark alone, without the suites (make bench); --markdown prints its
# table in Markdown.
#
# usage: run.sh [--no-bench | --bench-only] [--markdown] [--arch 64|32|both]
#            [SOURCE]
#        run.sh --mutant HEADER [--arch 64|32] [SOURCE]
#        run.sh --libcrypto DEST [SOURCE]
set -u

USAGE="usage: run.sh [--no-bench | --bench-only] [--markdown]\
 [--arch 64|32|both] [--mutant HEADER | --libcrypto DEST] [SOURCE]"
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
# Sets BITS_LIST, BENCH_ON, SUITES_ON, MUTANT, LIBCRYPTO and SOURCE from
# the command line, and HEADER, PATCHES, BENCH and REPORT from the
# environment, the paths made absolute before the script leaves the
# caller's folder.
parse_args() {
	local arch=
	BENCH_ON=1 SUITES_ON=1 MARKDOWN='' MUTANT='' LIBCRYPTO='' SOURCE=''
	HEADER=${LIBRESSL_HEADER:+$(realpath -m "$LIBRESSL_HEADER")}
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
		--libcrypto)
			[ $# -ge 2 ] || usage_error "--libcrypto needs a folder"
			LIBCRYPTO=$(realpath -m "$2")
			shift ;;
		-*)	usage_error "unknown option $1" ;;
		*)	[ -z "$SOURCE" ] || usage_error "one SOURCE only"
			[ -e "$1" ] || usage_error "$1: no such file or folder"
			SOURCE=$(realpath "$1") ;;
		esac
		shift
	done
	[ -z "$MUTANT" ] || [ -z "$LIBCRYPTO" ] ||
	    usage_error "--mutant and --libcrypto exclude each other"
	case ${arch:-default} in
	64|32)	BITS_LIST=$arch ;;
	both)	[ -z "$MUTANT" ] || usage_error "--mutant takes --arch 64 or 32"
		BITS_LIST="64 32" ;;
	default) if [ -n "$MUTANT$LIBCRYPTO" ]; then
			BITS_LIST=64
		else
			BITS_LIST="64 32"
		fi ;;
	*)	usage_error "--arch needs 64, 32 or both, not $arch" ;;
	esac
	[ -z "$LIBCRYPTO" ] || [ "$BITS_LIST" = 64 ] ||
	    usage_error "--libcrypto builds for amd64 only"
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
	find_run32 "$RUN"
	case $RUN32 in
	native)	;;
	qemu-i386)
		fact "i386 programs run under qemu-i386 (this kernel cannot run them)" ;;
	*)	die "cannot build and run i386 programs here: gcc -m32" \
		    "(gcc-multilib) or qemu-i386 (qemu-user) is missing;" \
		    "make deps installs them" ;;
	esac
}

# Prints the SHA-256 of SOURCE: of the tarball, or of the tree's list of
# entries (kind, mode, path and a link's target) and of its files'
# SHA-256.
source_digest() {
	if [ "$SOURCE_KIND" = tarball ]; then
		sha256sum < "$SOURCE" | cut -c1-64
	else
		(cd "$SOURCE" &&
		    find . -printf '%y %m %p %l\n' | LC_ALL=C sort &&
		    find . -type f -print0 | LC_ALL=C sort -z |
		    xargs -0 -r sha256sum) | sha256sum | cut -c1-64
	fi
}

# The patches, in name order, one a line.
list_patches() {
	[ -d "$PATCHES" ] || return 0
	find "$PATCHES" -maxdepth 1 -type f -name '*.patch' | LC_ALL=C sort
}

# The options of cmake for $1 bits.
cmake_flags() {
	echo "-G Ninja -DCMAKE_BUILD_TYPE=Release"
	[ "$1" = 64 ] || echo "-DCMAKE_C_FLAGS=-m32 -DENABLE_ASM=OFF"
}

# The lines of a build's key besides its sources, for $1 bits: the
# architecture, the options, the compiler, the tools and the C library,
# each with its version, whether ssl_verify is built (cmake leaves it
# out without Perl's IO::Socket::SSL::Utils), and ccache, which the
# build folder names as cmake's launcher.  The environment adds nothing
# (main clears what cmake would read).
build_config() {
	local cc=${CC:-cc}
	echo "arch $(arch_name "$1")"
	echo "cmake options $(cmake_flags "$1" | tr '\n' ' ')"
	echo "cc $cc ($(readlink -f "$(command -v "$cc")")): $($cc --version | head -n 1)"
	cmake --version | head -n 1
	echo "ninja $(ninja --version)"
	echo "libc $(ldd --version 2>&1 | head -n 1)"
	if perl -MIO::Socket::SSL::Utils -e 1 2>/dev/null; then
		echo "perl IO::Socket::SSL::Utils: yes"
	else
		echo "perl IO::Socket::SSL::Utils: no"
	fi
	if [ -n "$CCACHE" ]; then
		echo "launcher $(ccache --version | head -n 1)"
	else
		echo "launcher none"
	fi
}

# Prints the key text of build $1 (stock or patched) for $2 bits: the
# source and, patched, each patch, by SHA-256, and build_config.  The
# header is not in it (ensure_build).
build_key_text() {
	local p
	echo "libressl $1 build"
	echo "source $STOCK_SUM"
	if [ "$1" = patched ]; then
		while IFS= read -r p; do
			echo "patch ${p##*/} $(sha256sum < "$p" | cut -c1-64)"
		done < <(list_patches)
	fi
	build_config "$2"
}

# How the programs of a build for $1 bits run: a line of the key of
# every result.
runner_line() {
	if [ "$1" = 32 ] && [ "$RUN32" = qemu-i386 ]; then
		echo "i386 programs under $(qemu-i386 --version | head -n 1)"
	else
		echo "$(arch_name "$1") programs run natively"
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
		    die "${p##*/} does not apply to ${SOURCE##*/}; see $2"
	done < <(list_patches)
}

# Derives from the OpenBSD diff (OPENBSD_DIFF) the patch of the portable
# tree (tests/libressl/portable.py) as PATCHES/01-*.patch; portable.py
# reads the tree's tests/CMakeLists.txt and checks the files it patches.
derive_patches() {
	local tree=$SOURCE name
	name=${OPENBSD_DIFF##*/}
	PATCHES=$RUN/patches
	mkdir -p "$PATCHES" || die "cannot make $PATCHES"
	if [ "$SOURCE_KIND" = tarball ]; then
		tree=$RUN/portable
		mkdir -p "$tree" &&
		    tar -xf "$SOURCE" -C "$tree" --strip-components=1 \
		    --wildcards '*/tests/CMakeLists.txt' '*/tests/Makefile.am' \
		    '*/crypto/*' '*/ssl/*' ||
		    die "cannot unpack ${SOURCE##*/}"
	fi
	python3 "$TOP/tests/libressl/portable.py" "$OPENBSD_DIFF" "$tree" \
	    > "$PATCHES/01-${name%.diff}.patch" ||
	    die "cannot derive the portable patch from $name"
	rm -rf "$RUN/portable"
}

# Writes the source tree of build $1 as folder $2, logging to $3.
prepare_source() {
	unpack_source "$2" >> "$3" 2>&1 ||
	    die "cannot unpack ${SOURCE##*/}; see $3"
	[ "$1" = patched ] || return 0
	apply_patches "$2" "$3"
	cp "$HEADER" "$2/crypto/ec/ec_curve_tables.h" ||
	    die "cannot copy $HEADER into the patched tree"
}

# Configures build folder $1 for $2 bits, logging to $1/build.log.
cmake_configure() {
	# shellcheck disable=SC2046,SC2086
	{
		echo "== cmake"
		cmake -S "$1/src" -B "$1/build" $(cmake_flags "$2") $CCACHE \
		    {CACHE_LOCK_FD}>&-
	} >> "$1/build.log" 2>&1
}

# ninja_run DIR [TARGET...]: brings build folder DIR up to date (or
# TARGET), logging to DIR/ninja.log, and sets BUILT to what it did.
ninja_run() {
	local rc
	ninja -C "$1/build" "${@:2}" > "$1/ninja.log" 2>&1 {CACHE_LOCK_FD}>&-
	rc=$?
	BUILT="$(grep -c '^\[[0-9]*/[0-9]*\] Building' "$1/ninja.log") compiled"
	BUILT="$BUILT, $(grep -c '^\[[0-9]*/[0-9]*\] Linking' "$1/ninja.log") linked"
	return $rc
}

# Exits 1, saying that building $1 in BDIR failed and why.
build_failed() {
	say "building $1 failed; the end of $BDIR/$2:"
	tail -n 20 "$BDIR/$2" >&2
	exit 1
}

# Makes build $1 (stock or patched) for $2 bits current in folder BDIR,
# whose lock it takes (cache_lock) and leaves to the caller to release
# (cache_unlock).  The folder is named by the build's key (BKEY_TEXT).
# In it, "configured" says that cmake has run, "done" that ninja has
# finished with the header that is in the tree: a finished build is
# reused; one whose header differs from HEADER gets HEADER, and it and
# one cut short are brought up to date by ninja, which rebuilds what
# depends on what changed; any other is made from scratch.
ensure_build() {
	local kind=$1 bits=$2 key start how what h
	BKEY_TEXT=$(build_key_text "$kind" "$bits")
	key=$(printf '%s\n' "$BKEY_TEXT" | key_of)
	BDIR=$CDIR/$kind-$(arch_name "$bits")-${key:0:16}
	what="libressl $kind $(arch_name "$bits") build"
	step_begin "$what"
	cache_lock "$BDIR" || die "cannot take the lock of $BDIR"
	# The programs of a suite that was killed while they were wrapped.
	unwrap_i386 "$BDIR/build"
	start=$SECONDS
	if [ -f "$BDIR/configured" ] &&
	    [ "$(cat "$BDIR/key" 2>/dev/null)" = "$BKEY_TEXT" ]; then
		h=$BDIR/src/crypto/ec/ec_curve_tables.h
		if [ "$kind" = patched ] && ! cmp -s "$HEADER" "$h"; then
			rm -f "$BDIR/done"
			cp "$HEADER" "$h" || die "cannot copy $HEADER into $h"
		fi
		if [ -f "$BDIR/done" ]; then
			how=reused
		else
			ninja_run "$BDIR" || build_failed "$what" ninja.log
			touch "$BDIR/done"
			how="rebuilt incrementally: $BUILT"
		fi
	else
		cache_prune "$kind-$(arch_name "$bits")-*" "$BDIR"
		rm -rf "$BDIR"
		mkdir -p "$BDIR"
		say "building $kind $(arch_name "$bits") in $BDIR"
		printf '%s\n' "$BKEY_TEXT" > "$BDIR/key"
		prepare_source "$kind" "$BDIR/src" "$BDIR/build.log"
		cmake_configure "$BDIR" "$bits" || build_failed "$what" build.log
		touch "$BDIR/configured"
		ninja_run "$BDIR" || build_failed "$what" ninja.log
		touch "$BDIR/done"
		how="built: $BUILT"
	fi
	touch "$BDIR"
	BHOW=$how BSECS=$((SECONDS - start))
	step "$what" "$how" "$BSECS"
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

# "N of M passed" and the failures, of the suite whose result is in $1.
suite_count() {
	local failures
	failures=$(sed -n 's/ failed$//p' "$1/results" | tr '\n' ' ')
	echo "$(grep -c ' passed$' "$1/results") of $(wc -l < "$1/results")" \
	    "passed${failures:+; failed: ${failures% }}"
}

# ctest_run BITS LOG [ARGUMENT...]: runs ctest in BDIR's build (locked
# by ensure_build), the programs of an i386 build under qemu-i386 where
# they must be, logging to LOG.
ctest_run() {
	local bits=$1 log=$2
	shift 2
	if [ "$bits" = 32 ] && [ "$RUN32" = qemu-i386 ]; then
		wrap_i386 "$BDIR/build" || die "cannot wrap the i386 programs of $BDIR"
	fi
	ctest --test-dir "$BDIR/build" -j "$JOBS" --timeout "$CTEST_TIMEOUT" \
	    --output-on-failure "$@" > "$log" 2>&1 {CACHE_LOCK_FD}>&-
	unwrap_i386 "$BDIR/build"
}

# Runs LibreSSL's regress suite of kind $1 for $2 bits in BDIR (locked
# by ensure_build), or reuses its result: a stock one whenever it was
# kept under the same key, a patched one if its checks passed; with
# FRESH=1, none.  The tests that failed in a stock result run again, so
# that one that failed by chance (a timeout on a loaded machine) does
# not leave the comparison with the patched build for good; if one
# passes now, the result is kept anew.  Sets SUITE[$1-$2] to a copy of
# the result in RUN, SUITE_KEY[$1-$2] to its key, and SUITE_NEW[$1-$2]
# to the folder to keep, if it ran: a stock result is kept at once, a
# patched one by keep_patched, with the verdict of its checks.
suite() {
	local kind=$1 bits=$2 text key r start what how failures t
	text=$(printf '%s\n' "$BKEY_TEXT"
	    [ "$kind" = stock ] ||
		echo "header $HEADER_SUM"
	    echo "suite ctest --timeout $CTEST_TIMEOUT"
	    runner_line "$bits")
	key=$(printf '%s\n' "$text" | key_of)
	what="libressl $kind $(arch_name "$bits") suite"
	step_begin "$what"
	SUITE_KEY[$kind-$bits]=$key SUITE_NEW[$kind-$bits]=
	SUITE[$kind-$bits]=$RUN/$kind-$bits
	r=$RUN/$kind-$bits
	if [ "${FRESH:-}" != 1 ] && result_find "$key" "$r" &&
	    { [ "$kind" = stock ] || [ "$(cat "$r/verdict")" = passed ]; }; then
		if [ "$kind" = patched ]; then
			step "$what" "reused the result of a run that passed, under key ${key:0:16} ($(suite_count "$r"))" 0
			return
		fi
		how="reused the result kept under key ${key:0:16}"
		failures=$(sed -n 's/ failed$//p' "$r/results")
		if [ -n "$failures" ]; then
			start=$SECONDS
			ctest_run "$bits" "$r/rerun.log" -R \
			    "^($(printf '%s' "$failures" | tr '\n' '|'))\$"
			ctest_results "$r/rerun.log" | grep ' passed$' |
			    while read -r t _; do
				sed -i "s/^$t failed\$/$t passed/" "$r/results"
			    done
			how="$how, its failed tests run again"
			if ! cmp -s "$r/results" "$CDIR/results/$key/results"; then
				SUITE_NEW[$kind-$bits]=$(result_new "$key") &&
				    cp -R "$r/." "${SUITE_NEW[$kind-$bits]}/" &&
				    result_keep "${SUITE_NEW[$kind-$bits]}" "$key"
				how="$how, and kept anew as some passed"
			fi
			step "$what" "$how ($(suite_count "$r"))" $((SECONDS - start))
		else
			step "$what" "$how ($(suite_count "$r"))" 0
		fi
		return
	fi
	SUITE_NEW[$kind-$bits]=$(result_new "$key") ||
	    die "cannot make a result folder in $CDIR/results"
	rm -rf "$r"
	mkdir -p "$r"
	printf '%s\n' "$text" > "$r/key"
	say "running ctest in $kind $(arch_name "$bits")"
	start=$SECONDS
	ctest_run "$bits" "$r/ctest.log"
	cp "$BDIR/build/Testing/Temporary/LastTest.log" "$r/tests.log" \
	    2>/dev/null || : > "$r/tests.log"
	ctest_results "$r/ctest.log" > "$r/results"
	step "$what" "ran ($(suite_count "$r"))" $((SECONDS - start))
	cp -R "$r/." "${SUITE_NEW[$kind-$bits]}/"
	if [ "$kind" = stock ]; then
		echo ran > "${SUITE_NEW[$kind-$bits]}/verdict"
		result_keep "${SUITE_NEW[$kind-$bits]}" "$key"
	fi
}

# keep_patched BITS VERDICT: keeps the result of the patched suite for
# BITS bits, if it ran, with VERDICT (passed or failed).
keep_patched() {
	local new=${SUITE_NEW[patched-$1]}
	[ -n "$new" ] || return 0
	echo "$2" > "$new/verdict"
	result_keep "$new" "${SUITE_KEY[patched-$1]}"
}

# The names of the tests that passed in results file $1, sorted.
passed_tests() {
	sed -n 's/ passed$//p' "$1" | LC_ALL=C sort
}

# On $1 bits: every test that passes on stock passes on patched.
check_no_regression() {
	local arch name lost n stock=${SUITE[stock-$1]}/results
	local patched=${SUITE[patched-$1]}/results
	arch=$(arch_name "$1")
	name="LibreSSL $arch: every test that passes on stock passes on patched"
	if [ ! -s "$stock" ] || [ ! -s "$patched" ]; then
		fail "$name" "a suite ran no test; see $CDIR/results/${SUITE_KEY[stock-$1]} and ${SUITE_KEY[patched-$1]}"
		return
	fi
	lost=$(LC_ALL=C comm -23 <(passed_tests "$stock") \
	    <(passed_tests "$patched") | tr '\n' ' ')
	n=$(passed_tests "$stock" | wc -l)
	if [ -n "$lost" ]; then
		fail "$name" "regressed: ${lost% }; see $CDIR/results/${SUITE_KEY[patched-$1]}/ctest.log"
	else
		pass "$name ($n tests)"
	fi
}

# On $1 bits: the patched build has test $2 (one the patches add) and it
# passed.
check_patched_test() {
	local arch name status r=${SUITE[patched-$1]}
	arch=$(arch_name "$1")
	name="LibreSSL $arch: $2 passes in the patched build"
	status=$(sed -n "s/^$2 //p" "$r/results")
	case $status in
	passed)	pass "$name" ;;
	failed)	fail "$name" "it failed; see $CDIR/results/${SUITE_KEY[patched-$1]}/ctest.log" ;;
	*)	fail "$name" "the patched build has no $2" ;;
	esac
}

# On $1 bits: ssl_tmp_key, which the patches add to the suite, built
# against the stock build (BDIR) and run there, so that it shows what
# it checks to hold before the change too.
check_stock_tmp_key() {
	local arch name out m32=
	arch=$(arch_name "$1")
	name="LibreSSL $arch: ssl_tmp_key passes on the stock build"
	[ "$1" = 64 ] || m32=-m32
	if ! python3 "$TOP/tests/libressl/portable.py" --program ssl_tmp_key \
	    "$OPENBSD_DIFF" > "$RUN/ssl_tmp_key.c"; then
		fail "$name" "the OpenBSD diff adds no ssl_tmp_key"
		return
	fi
	# shellcheck disable=SC2086
	if ! out=$(${CC:-cc} $m32 -std=c99 -O1 -Wall -Werror \
	    -DCERTSDIR="\"$BDIR/src/tests\"" -I"$BDIR/src/include" \
	    -o "$RUN/ssl_tmp_key-$1" "$RUN/ssl_tmp_key.c" \
	    "$BDIR/build/ssl/libssl.a" "$BDIR/build/crypto/libcrypto.a" \
	    -lpthread 2>&1); then
		fail "$name" "it does not build: $out"
	elif ! out=$(run_bits "$1" "$RUN/ssl_tmp_key-$1" 2>&1); then
		fail "$name" "$out"
	else
		pass "$name"
	fi
}

# On $1 bits, build $2 (BDIR): the build's openssl s_client, against
# its s_server on loopback offering TLS 1.3 and X25519 alone, prints
# the server's ephemeral key.
check_s_client() {
	local arch name port pid out i want="Server Temp Key: ECDH, X25519, 253 bits"
	local app=$BDIR/build/apps/openssl/openssl runner=()
	arch=$(arch_name "$1")
	if [ "$1" = 32 ] && [ "$RUN32" = qemu-i386 ]; then
		runner=(qemu-i386)
	fi
	name="LibreSSL $arch: $2 openssl s_client prints \"$want\""
	port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
	"${runner[@]}" "$app" s_server -www -accept "$port" -naccept 1 -tls1_3 \
	    -groups X25519 -cert "$BDIR/src/tests/server1-rsa.pem" \
	    -key "$BDIR/src/tests/server1-rsa.pem" \
	    > "$RUN/s_server-$1.log" 2>&1 < /dev/null {CACHE_LOCK_FD}>&- &
	pid=$!
	for i in $(seq 50); do
		grep -q '^ACCEPT' "$RUN/s_server-$1.log" && break
		sleep 0.1
	done
	out=$(timeout 20 "${runner[@]}" "$app" s_client -connect \
	    "127.0.0.1:$port" -tls1_3 -groups X25519 2>&1 < /dev/null \
	    {CACHE_LOCK_FD}>&-)
	kill "$pid" 2>/dev/null
	wait "$pid" 2>/dev/null
	if printf '%s\n' "$out" | grep -qxF "$want"; then
		pass "$name"
	else
		fail "$name" "$(printf '%s\n' "$out" | grep -i -m 3 'temp key\|error\|connect' || echo no such line; tail -n 3 "$RUN/s_server-$1.log")"
	fi
}

# The link options that bench.c's top comment gives, or BENCH_WRAP.
bench_wrap() {
	local wrap
	wrap=$(sed '/^#include/q' "$BENCH" |
	    grep -o -e '-Wl,--wrap=[A-Za-z0-9_,=-]*' | tr '\n' ' ')
	echo "${wrap:-$BENCH_WRAP}"
}

# Builds bench.c against the amd64 build of kind $1 as $RUN/bench-$1.
build_bench() {
	local rc
	# Made current by the suites' run, whose lines are theirs.
	ECTAB_STEPS='' ensure_build "$1" 64
	# shellcheck disable=SC2046
	${CC:-cc} -std=c99 -O2 -Wall -Wextra -pedantic -Werror \
	    -D_POSIX_C_SOURCE=200809L -I"$BDIR/src/include" \
	    -o "$RUN/bench-$1" "$BENCH" "$BDIR/build/crypto/libcrypto.a" \
	    -lpthread $(bench_wrap) > "$RUN/bench-$1.build.log" 2>&1
	rc=$?
	cache_unlock
	return $rc
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
# header is rebuilt), runs it, then puts HEADER back and rebuilds the
# same, each copy with a fresh time stamp, so that ninja never takes an
# object of the mutant for one of the real header.  "done" is removed
# meanwhile: a run stopped half-way leaves a build that the next run
# brings up to date.  The result is kept under the build's key, the
# mutant's SHA-256 and how the test runs, and reused if it caught the
# mutant.
run_mutant() {
	local bits=$1 h prog start out rc text key r what verdict
	what="libressl patched $(arch_name "$bits") mutant ${MUTANT##*/}"
	step_begin "$what"
	# Made current by the suites' run, whose lines are theirs.
	ECTAB_STEPS='' ensure_build patched "$bits"
	h=$BDIR/src/crypto/ec/ec_curve_tables.h
	if ! ninja -C "$BDIR/build" -t targets all | grep -q '^ec_builtin_test:'; then
		say "the patched build has no ec_builtin_test (patches: $PATCHES)"
		exit 3
	fi
	text=$(printf '%s\n' "$BKEY_TEXT" \
	    "mutant $(sha256sum < "$MUTANT" | cut -c1-64)" \
	    "run ec_builtin_test" "$(runner_line "$bits")")
	key=$(printf '%s\n' "$text" | key_of)
	r=$RUN/mutant-result
	if [ "${FRESH:-}" != 1 ] && result_find "$key" "$r"; then
		case $(cat "$r/verdict") in
		caught)
			cache_unlock
			cat "$r/output"
			step "$what" "reused the result of a run that caught it, under key ${key:0:16}" 0
			return 0 ;;
		broken)
			cache_unlock
			cat "$r/output"
			step "$what" "reused the result of a build that failed, under key ${key:0:16}" 0
			return 3 ;;
		esac
	fi
	r=$(result_new "$key") || die "cannot make a result folder in $CDIR/results"
	printf '%s\n' "$text" > "$r/key"
	rm -f "$BDIR/done"
	cp "$MUTANT" "$h"
	start=$SECONDS
	if ! ninja_run "$BDIR" ec_builtin_test; then
		cp "$BDIR/ninja.log" "$r/build.log"
		{
			grep -m 3 'error' "$r/build.log" | sed 's/^/    /'
			fact "mutant ${MUTANT##*/}: does not build; see $CDIR/results/$key/build.log"
		} | tee "$r/output"
		rc=3 verdict=broken
	else
		fact "mutant ${MUTANT##*/}: ec_builtin_test built in $((SECONDS - start)) s"
		prog=$(find_program ec_builtin_test "$BDIR/build")
		out=$(cd "${prog%/*}" &&
		    run_bits "$bits" "./${prog##*/}" 2>&1 {CACHE_LOCK_FD}>&-)
		rc=$?
		# Indented: its own "FAIL: ..." lines are not this script's.
		{
			printf '%s\n' "$out" | sed 's/^/    /'
			if [ $rc -ne 0 ]; then
				fact "mutant ${MUTANT##*/}: caught: ec_builtin_test failed (exit $rc)"
			else
				fact "mutant ${MUTANT##*/}: not caught: ec_builtin_test passed"
			fi
		} | tee "$r/output"
		if [ $rc -ne 0 ]; then
			rc=0 verdict=caught
		else
			rc=1 verdict=missed
		fi
	fi
	cp "$HEADER" "$h"
	if ninja_run "$BDIR" ec_builtin_test; then
		touch "$BDIR/done"
	else
		say "could not put the patched build back; the next run brings it up to date"
	fi
	cache_unlock
	echo "$verdict" > "$r/verdict"
	result_keep "$r" "$key"
	step "$what" "ran ($verdict)" $((SECONDS - start))
	return $rc
}

# --libcrypto DEST: copies the stock amd64 build's headers and
# libcrypto.a into DEST/include and DEST/lib, while it holds the build's
# lock, and prints DEST.  The build's line goes to the report only if it
# was not reused: the suites' run reports it.
run_libcrypto() {
	ECTAB_STEPS='' ensure_build stock 64 >&2
	[ "$BHOW" = reused ] ||
	    step "libressl stock amd64 build" "$BHOW" "$BSECS" > /dev/null
	rm -rf "$LIBCRYPTO"
	mkdir -p "$LIBCRYPTO/include" "$LIBCRYPTO/lib" &&
	    cp -R "$BDIR/src/include/openssl" "$LIBCRYPTO/include/" &&
	    cp "$BDIR/build/crypto/libcrypto.a" "$LIBCRYPTO/lib/" ||
	    die "cannot copy libcrypto into $LIBCRYPTO"
	cache_unlock
	echo "$LIBCRYPTO"
}

# The whole run: the four builds, the suites, the checks, the benchmark.
run_all() {
	local bits kind names before
	names=$(list_patches | sed 's,.*/,,' | paste -sd' ')
	if [ "$SOURCE_KIND" = tarball ]; then
		fact "source ${SOURCE##*/} (sha256 $STOCK_SUM)"
	else
		fact "source $SOURCE (a tree; digest of its files' sha256: $STOCK_SUM)"
	fi
	fact "patches from $PATCHES_FROM: ${names:-none}"
	fact "header $HEADER_NAME (sha256 $HEADER_SUM)"
	fact "cache $CDIR"
	for bits in $BITS_LIST; do
		before=$failed
		for kind in stock patched; do
			ensure_build "$kind" "$bits"
			if [ "$SUITES_ON" = 1 ]; then
				suite "$kind" "$bits"
				[ "$DERIVED" = 0 ] ||
				    check_s_client "$bits" "$kind"
				[ "$DERIVED" = 0 ] || [ "$kind" = patched ] ||
				    check_stock_tmp_key "$bits"
			fi
			cache_unlock
		done
		[ "$SUITES_ON" = 1 ] || continue
		check_no_regression "$bits"
		check_patched_test "$bits" ec_builtin_test
		[ "$DERIVED" = 0 ] ||
		    check_patched_test "$bits" ssl_tmp_key
		if [ "$failed" -eq "$before" ]; then
			keep_patched "$bits" passed
		else
			keep_patched "$bits" failed
		fi
	done
	if [ "$BENCH_ON" = 1 ]; then
		case " $BITS_LIST " in
		*" 64 "*) run_bench ;;
		*)	fact "benchmark: amd64 only, not run" ;;
		esac
	fi
	[ "$failed" -eq 0 ]
}

main() {
	local v
	# cmake runs ccache itself (cache_init); the compiler of the
	# builds' keys is the real one, not ccache's link to it.
	PATH=$(printf '%s\n' "$PATH" | tr ':' '\n' |
	    grep -v -e '/ccache/*$' -e '/ccache/libexec/*$' | paste -sd:)
	# What cmake, the compilers and ctest would take from the
	# environment, and no key names.
	unset CFLAGS CXXFLAGS CPPFLAGS LDFLAGS ASMFLAGS
	for v in $(compgen -e | grep -e '^CMAKE_' -e '^CTEST_'); do
		unset "$v"
	done
	parse_args "$@"
	cd "$(dirname "$0")/../.." || exit 2
	TOP=$PWD
	. tests/lib.sh
	. tests/cache.sh
	OPENBSD_DIFF=$TOP/tests/libressl/openbsd/ec-static-groups.diff
	BENCH=${BENCH:-$TOP/tests/libressl/bench.c}
	REPORT=${REPORT:-$TOP/tests/libressl/report.py}
	HEADER=${HEADER:-out/ec_curve_tables.h}
	JOBS=$(nproc 2>/dev/null || echo 2)
	WRAPPED=
	declare -gA SUITE SUITE_KEY SUITE_NEW

	[ -f "$HEADER" ] || die "no $HEADER: run make first"
	find_source
	check_tools
	cache_init libressl || die "cannot make the cache folder $(cache_root)/libressl"
	mkdir -p tests/build &&
	    RUN=$(mktemp -d "$TOP/tests/build/libressl.XXXXXX") ||
	    die "cannot make a folder in tests/build"
	export TMPDIR=$RUN PYTHONDONTWRITEBYTECODE=1
	trap '[ -z "$WRAPPED" ] || unwrap_i386 "$WRAPPED"; rm -rf "$RUN"' EXIT
	# The header, and a mutant, are read once: what is built is what the
	# keys name.
	HEADER_NAME=$HEADER
	cp "$HEADER" "$RUN/header.h" || die "cannot read $HEADER"
	HEADER=$RUN/header.h
	HEADER_SUM=$(sha256sum < "$HEADER" | cut -c1-64)
	if [ -n "$MUTANT" ]; then
		mkdir -p "$RUN/mutant" && cp "$MUTANT" "$RUN/mutant/" ||
		    die "cannot read $MUTANT"
		MUTANT=$RUN/mutant/${MUTANT##*/}
	fi
	case " $BITS_LIST " in
	*" 32 "*) check_i386 ;;
	*)	RUN32=native ;;
	esac
	say "digesting ${SOURCE##*/}"
	STOCK_SUM=$(source_digest)
	DERIVED=0
	if [ -n "$PATCHES" ]; then
		PATCHES_FROM="${PATCHES#"$TOP"/}/"
	else
		DERIVED=1
		derive_patches
		PATCHES_FROM="${OPENBSD_DIFF#"$TOP"/} (portable.py)"
	fi
	if [ -n "$LIBCRYPTO" ]; then
		run_libcrypto
	elif [ -n "$MUTANT" ]; then
		run_mutant "$BITS_LIST"
	else
		run_all
	fi
}

main "$@"
