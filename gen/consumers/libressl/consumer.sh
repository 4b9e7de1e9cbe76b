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
# LibreSSL, for the consumer driver (make libressl; README.md): the
# portable tree patched with the portable form of the OpenBSD series
# out/openbsd/*.diff (portable.py; the first diff carries
# out/ec_curve_tables.h), against the stock tree, amd64 and i386, by
# LibreSSL's whole regress suite (ctest); the checks of the tests the
# series adds, of ssl_tmp_key on stock and of openssl s_client, and of
# k*G by the test programs tests/libressl_ecmul.c and (under valgrind)
# tests/libressl_ct.c; then, unless --no-bench, the benchmark of
# tests/bench/libressl/: bench.c against either amd64 build and
# report.py's table, and each build's own openssl speed of ECDSA and
# ECDH and size -A of its libcrypto.a in speed.py's.  --bench-only runs
# the benchmark alone (make bench); --libcrypto DEST copies the stock
# amd64 build's include/ and lib/libcrypto.a into DEST and prints DEST.
# The driver runs from the top of the tree, where these paths start.
#
# packages: cmake ninja-build xz-utils patch perl libio-socket-ssl-perl
# (make libressl builds LibreSSL stock and patched, patch applying the
# series out/openbsd/*.diff, and runs its whole regress suite, whose
# ssl_verify test cmake leaves out without Perl's IO::Socket::SSL)

TITLE=LibreSSL
TOOLS="cmake ninja ctest"
CONFIGS="amd64 i386"
# portable.py reads the tree's tests/CMakeLists.txt and checks the
# files it patches.
SOURCE_FILES="tests/CMakeLists.txt tests/Makefile.am crypto ssl"
# The regress tests of the static groups, of their numbers and of k*G
# from the table of G.
SERIES_TESTS="ec_builtin_test ec_curve_tables_test ec_mul_base_test"
MUTANT_TARGETS=$SERIES_TESTS
CTEST_TIMEOUT=600
# The curves the series gives a comb of G: those set libressl gives a
# comb.
CT_CURVES=$(sed -n 's/^\([^#[:space:]]*\)[[:space:]].*comb=.*/\1/p' \
    gen/curves/libressl.set)
BENCH_ON=1 MARKDOWN= MODE=
BENCH_ROUNDS=7
BENCH_SAMPLES=3
# openssl speed's tests, SPEED_SECONDS each (speed.py run) rather than
# speed's 10 s, stock then patched, SPEED_ROUNDS times.
SPEED_ROUNDS=2
SPEED_SECONDS=2
SPEED_TESTS="ecdsap256 ecdsap384 ecdsap521 ecdhp256 ecdhp384 ecdhp521"
OPTIONS_USAGE="[--no-bench | --bench-only] [--markdown] [--libcrypto DEST]"

consumer_option() {
	OPTION_WORDS=1
	case $1 in
	--no-bench) BENCH_ON=0 ;;
	--bench-only) MODE=bench_only CONFIG_ONLY=amd64 ;;
	--markdown) MARKDOWN=--markdown ;;
	--libcrypto)
		[ $# -ge 2 ] || return 1
		MODE=libcrypto LIBCRYPTO=$(realpath -m "$2") OPTION_WORDS=2 ;;
	*)	return 1 ;;
	esac
}

config_flags() {
	echo "-DCMAKE_BUILD_TYPE=Release"
	[ "$1" = amd64 ] || echo "-DCMAKE_C_FLAGS=-m32 -DENABLE_ASM=OFF"
}

# cmake leaves ssl_verify out without Perl's IO::Socket::SSL::Utils.
key_extra() {
	if perl -MIO::Socket::SSL::Utils -e 1 2>/dev/null; then
		echo "perl IO::Socket::SSL::Utils: yes"
	else
		echo "perl IO::Socket::SSL::Utils: no"
	fi
}

patches() {
	# shellcheck disable=SC2046
	python3 "$HERE/portable.py" -d "$1" $(openbsd_series) "$RUN/orig"
}

make_files() {
	mkdir -p "$1/crypto/ec" &&
	    cp out/ec_curve_tables.h "$1/crypto/ec/ec_curve_tables.h"
}

# ctest's -R of the tests a mutant runs.
mutant_filter() {
	echo "^(${SERIES_TESTS// /|})\$"
}

tests_spec() {
	case $1 in
	stock|ectab) echo "ctest --timeout $CTEST_TIMEOUT" ;;
	*)	echo "ctest -R $(mutant_filter)" ;;
	esac
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
}

# The driver calls it on taking a build folder's lock and before
# letting it go: the programs a run stopped under ctest left wrapped.
recover() {
	unwrap_i386 "$1/build"
}

run_tests() {
	local rc filter=()
	[ "$4" = stock ] || [ "$4" = ectab ] ||
	    filter=(-R "$(mutant_filter)")
	if [ "$1" = i386 ] && [ "$RUN32" = qemu-i386 ]; then
		wrap_i386 "$2/build" || return 1
	fi
	TMPDIR=$RUN ctest --test-dir "$2/build" -j "$(nproc)" \
	    --timeout "$CTEST_TIMEOUT" --output-on-failure "${filter[@]}" \
	    > "$3" 2>&1
	rc=$?
	unwrap_i386 "$2/build"
	return $rc
}

cases() {
	ctest_cases "$1"
}

whole_run() {
	ctest_whole_run "$1"
}

# The checks beyond the comparison, on build KIND of CONFIG.
kind_checks() {
	local t status
	tree "$1" "$2"
	if ! built "$( [ "$1" = stock ] && echo "$DIR/stock" ||
	    echo "$RUN/ectab")"; then
		fail "$TITLE $2 $1: the build" "$(build_errors "$DIR")"
		return
	fi
	check_s_client "$2" "$1"
	build_ecmul "$2" "$1" || return
	[ "$2" = amd64 ] && check_ct "$1"
	if [ "$1" = stock ]; then
		check_stock_tmp_key "$2"
		return
	fi
	check_base_mult "$2"
	check_tables_gen "$2"
	[ "$2" = amd64 ] && check_size_03 && check_own_curve
	for t in $SERIES_TESTS ssl_tmp_key; do
		status=$(sed -n "s/^$t //p" "$ECTAB_RES/cases")
		case $status in
		passed)	pass "$TITLE $2: $t passes in the patched build" ;;
		failed)	fail "$TITLE $2: $t passes in the patched build" "it failed; see $ECTAB_RES/log" ;;
		*)	fail "$TITLE $2: $t passes in the patched build" "the patched build has no $t" ;;
		esac
	done
}

# build_ecmul CONFIG KIND: tests/libressl_ecmul.c against the build
# (DIR), as $RUN/ecmul-KIND-CONFIG, and once against Debian's OpenSSL,
# as $RUN/ecmul-openssl.
build_ecmul() {
	local m32="" out name="$TITLE $1 $2: libressl_ecmul.c builds"
	[ "$1" = amd64 ] || m32=-m32
	if [ ! -x "$RUN/ecmul-openssl" ] && ! out=$(${CC:-cc} -std=c99 -O2 \
	    -Wall -Wextra -pedantic -Werror -Wno-deprecated-declarations \
	    -D_POSIX_C_SOURCE=200809L -o "$RUN/ecmul-openssl" \
	    tests/libressl_ecmul.c -lcrypto 2>&1); then
		fail "libressl_ecmul.c builds against Debian's OpenSSL" "$out"
		return 1
	fi
	# shellcheck disable=SC2086
	if ! out=$(${CC:-cc} $m32 -std=c99 -O2 -Wall -Wextra -pedantic \
	    -Werror -D_POSIX_C_SOURCE=200809L -I"$DIR/src/include" \
	    -o "$RUN/ecmul-$2-$1" tests/libressl_ecmul.c \
	    "$DIR/build/crypto/libcrypto.a" -lpthread 2>&1); then
		fail "$name" "$out"
		return 1
	fi
}

# check_tables_gen CONFIG: regress's ec_curve_tables_gen, which the
# series adds, of the patched build of CONFIG computes the header with
# the build's own BN and EC: it prints out/ec_curve_tables.h, and
# names the line of a copy with one word changed, the first of the last
# comb table of the 32-bit section.
check_tables_gen() {
	local bits gen=$DIR/build/tests/ec_curve_tables_gen
	local h=out/ec_curve_tables.h got=$RUN/tables-gen-$1.h
	local mutant=$RUN/tables-mutant-$1.h line curve t0 secs rc out
	local name="$TITLE $1: ec_curve_tables_gen prints $h"
	bits=$(config_bits "$1")
	if [ ! -x "$gen" ]; then
		fail "$name" "the patched build has no $gen"
		return
	fi
	t0=$(date +%s.%N)
	run_bits "$bits" "$gen" > "$got" 2> "$got.err"
	rc=$?
	secs=$(echo "$t0 $(date +%s.%N)" | awk '{ printf "%.2f", $2 - $1 }')
	if [ "$rc" != 0 ]; then
		fail "$name" "exit $rc: $(head -n 3 "$got.err" | tr '\n' ' ')"
	elif ! out=$(cmp "$h" "$got" 2>&1); then
		fail "$name" "$out"
	else
		pass "$name, byte for byte: $(wc -l < "$h") lines in $secs s"
	fi

	# The line after the last "table N: shift S" of the 32-bit section,
	# and the curve whose comb it is in.
	read -r line curve <<< "$(awk '/^#elif BN_BITS2 == 32/ { s = 1 }
	    s && / \* [^ ]*: the comb of G/ { c = $2; sub(/:$/, "", c) }
	    s && /\/\* table [0-9]+: shift/ { l = NR + 1 }
	    END { if (l) print l, c }' "$h")"
	name="$TITLE $1: ec_curve_tables_gen FILE names the line of a copy"
	name="$name of $h with one word changed"
	if [ -z "$line" ]; then
		fail "$name" "$h has no comb in its 32-bit section"
		return
	fi
	# Its first word, the last hex digit changed.
	awk -v l="$line" 'NR == l { i = index($0, ",")
	    d = substr($0, i - 1, 1) == "0" ? "1" : "0"
	    $0 = substr($0, 1, i - 2) d substr($0, i) } { print }' \
	    "$h" > "$mutant"
	out=$(run_bits "$bits" "$gen" "$mutant" 2>&1)
	rc=$?
	if [ "$rc" = 1 ] && [ "$(printf '%s\n' "$out" | head -n 1)" = \
	    "$mutant:$line: differs" ]; then
		out="line $line, a point of $curve's comb, 32-bit words"
		pass "$name: exit 1 naming $out"
	else
		fail "$name" "exit $rc: $(printf '%s\n' "$out" | head -n 3 |
		    tr '\n' ' ')"
	fi
}

# check_own_curve: the header that ectab's first command, "ectab -o
# FILE DEFS", writes for a curve of a user's own with no set file (P-256
# renamed mycurve by curve_copy) compiles in the patched amd64 tree,
# after ec_curve.c's own #include lines, by ninja's command for
# ec_curve.c with -Werror added, in a copy of crypto/ec.  (ec_curve.c
# itself asserts that the header holds the groups of its own 17 curves.)
check_own_curve() {
	local d=$RUN/own-curve o=crypto/CMakeFiles/crypto_obj.dir/ec/ec_curve.c.o
	local cmd out name="$TITLE amd64: the header of a curve of the user's own (ectab -o FILE DEFS, no set file) compiles in the patched tree"
	rm -rf "$d" && mkdir -p "$d" && cp -R "$DIR/src/crypto/ec" "$d/ec" || {
		fail "$name" "cannot copy crypto/ec"
		return
	}
	curve_copy prime256v1 mycurve > "$d/mycurve.txt"
	if ! out=$("$ECTAB" -o "$d/ec/ec_curve_tables.h" "$d/mycurve.txt" 2>&1); then
		fail "$name" "ectab: $out"
		return
	fi
	{
		sed -n '/^#include/p' "$d/ec/ec_curve.c"
		echo 'const EC_GROUP *ec_own_curve(void);'
		echo 'const EC_GROUP *ec_own_curve(void) { return &ec_builtin_groups[0]; }'
	} > "$d/ec/own_curve.c"
	cmd=$(ninja -C "$DIR/build" -t commands "$o" | tail -n 1)
	case $cmd in
	*ec/ec_curve.c*)	;;
	*)	fail "$name" "ninja has no command for $o"
		return ;;
	esac
	cmd=${cmd//"$DIR/src/crypto/ec/ec_curve.c"/"$d/ec/own_curve.c"}
	cmd=${cmd//"../src/crypto/ec/ec_curve.c"/"$d/ec/own_curve.c"}
	cmd=${cmd//" -o $o "/" -o $d/own_curve.o "}
	cmd=${cmd//" -MF $o.d"/" -MF $d/own_curve.d"}
	if ! out=$(cd "$DIR/build" && eval "$cmd -Werror" 2>&1); then
		fail "$name" "$(printf '%s\n' "$out" | head -n 3 | tr '\n' ' ')"
	elif ! grep -qx '/\* curve mycurve \*/' "$d/ec/ec_curve_tables.h" ||
	    ! grep -q "$d/ec/ec_curve_tables.h" "$d/own_curve.d"; then
		fail "$name" "own_curve.c did not include the header of mycurve"
	else
		pass "$name, as ec_curve.c includes it, by ninja's command with -Werror"
	fi
}

# check_base_mult CONFIG: k*G of the patched build of CONFIG, by
# libressl_ecmul.c: BoringSSL's known answers, the public keys of fixed
# private keys against Debian's OpenSSL, and signatures made with its
# keys verified by the stock build and by OpenSSL (and OpenSSL's by
# it).
check_base_mult() {
	local bits ecmul=$RUN/ecmul-ectab-$1 kat out n
	bits=$(config_bits "$1")
	if ! kat=$(boringssl_kat); then
		fail "$TITLE $1: k*G of BoringSSL's known answers" \
		    "no ec_scalar_base_mult_tests.txt in ../shared/boringssl"
	elif out=$(run_bits "$bits" "$ecmul" kat "$kat" 2>&1); then
		pass "$TITLE $1: k*G of BoringSSL's known answers: $(printf \
		    '%s\n' "$out" | sed 's/ known answers right//' |
		    tr '\n' ';' | sed 's/;$//; s/;/; /g')"
	else
		fail "$TITLE $1: k*G of BoringSSL's known answers" \
		    "$(printf '%s\n' "$out" | head -n 5 | tr '\n' ' ')"
	fi

	"$RUN/ecmul-openssl" keys > "$RUN/keys-openssl" 2>&1
	run_bits "$bits" "$ecmul" keys > "$RUN/keys-$1" 2>&1
	n=$(wc -l < "$RUN/keys-openssl")
	if [ "$n" -gt 0 ] && cmp -s "$RUN/keys-openssl" "$RUN/keys-$1"; then
		pass "$TITLE $1: the public keys of $n fixed private keys (P-224 to P-521) are Debian OpenSSL's"
	else
		fail "$TITLE $1: the public keys of fixed private keys are Debian OpenSSL's" \
		    "$(diff "$RUN/keys-openssl" "$RUN/keys-$1" | head -n 3 |
		    tr '\n' ' ')"
	fi

	run_bits "$bits" "$ecmul" sign 10 > "$RUN/sigs-$1" 2>&1
	verified_by "$1" "the patched build's signatures" "$RUN/sigs-$1" \
	    "the stock build" run_bits "$bits" "$RUN/ecmul-stock-$1"
	verified_by "$1" "the patched build's signatures" "$RUN/sigs-$1" \
	    "Debian's OpenSSL" "$RUN/ecmul-openssl"
	"$RUN/ecmul-openssl" sign 10 > "$RUN/sigs-openssl" 2>&1
	verified_by "$1" "Debian OpenSSL's signatures" "$RUN/sigs-openssl" \
	    "the patched build" run_bits "$bits" "$ecmul"
}

# verified_by CONFIG WHAT FILE BY COMMAND...: the signatures of FILE
# (ecmul sign) verify with COMMAND verify, and not with another digest.
verified_by() {
	local config=$1 what=$2 file=$3 by=$4 out
	shift 4
	if out=$("$@" verify < "$file" 2>&1); then
		pass "$TITLE $config: $what verify with $by: $out"
	else
		fail "$TITLE $config: $what verify with $by" \
		    "$(printf '%s\n' "$out" | tail -n 3 | tr '\n' ' ')"
	fi
}

# The known answers of k*G in BoringSSL's tree, unpacked into $RUN once.
boringssl_kat() {
	local tarball f=$RUN/ec_scalar_base_mult_tests.txt
	if [ ! -s "$f" ]; then
		tarball=$(consumer_tarball boringssl) || return 1
		tar -xJOf "$tarball" --wildcards \
		    '*/crypto/fipsmodule/ec/ec_scalar_base_mult_tests.txt' \
		    > "$f" 2>/dev/null || return 1
	fi
	[ -s "$f" ] && echo "$f"
}

# check_ct KIND: tests/libressl_ct.c under valgrind's memcheck, the
# scalar's words up to dmax marked undefined, for each curve with a
# table and each kind of scalar of libressl_ct.c, on the amd64 builds of
# KIND: stock's own (gcc -O3, cmake's Release), whose ladder's reports
# are counted; the patched
# configuration's own, and libcrypto of the patched tree built again by
# each compiler and level of CT_VARIANTS.  On each patched build the
# table's whole path (ec_mul_base_fe()) must draw no report, and
# EC_POINT_mul() none inside it and no more than the configuration's
# own build draws for the same curve and scalar (the setting of the
# public result).  Leaves DIR the configuration's own build of KIND.
check_ct() {
	local kind=$1 variant
	if ! command -v valgrind >/dev/null; then
		fail "$TITLE amd64 $kind: memcheck of k*G" \
		    "valgrind is not installed (make deps installs it)"
		return
	fi
	if [ -z "$CT_CURVES" ]; then
		fail "$TITLE amd64 $kind: memcheck of k*G" \
		    "set libressl gives no curve a table of G"
		return
	fi
	ct_run "$kind" || return
	[ "$kind" = ectab ] || return 0
	for variant in $CT_VARIANTS; do
		ct_variant "$variant" && ct_run ectab "$variant"
	done
	tree ectab amd64
}

# The builds of the patched amd64 tree that check_ct runs libressl_ct.c
# against besides the configuration's own (gcc -O3): COMPILER-LEVEL,
# libcrypto alone, each a variant of the configuration (run.sh) with
# cmake's options of ct_variant_flags (CT_VARIANTS="clang-Os" tries
# others).
CT_VARIANTS=${CT_VARIANTS:-gcc-O2 clang-O2 clang-O3}
# libressl_ct.c's kinds of scalar, in its order, and the seed of its
# random words: one a run, the same for every build, so that each build
# multiplies the same scalars (CT_SEED=N repeats a run's).
CT_KINDS="random 1 n-1 short stale"
CT_SEED=${CT_SEED:-$(od -An -N4 -tu4 /dev/urandom | tr -d ' ')}
# The patched configuration's own build, gcc-O3 (ct_run sets it): its
# EC_POINT_mul()'s reports bound the others'.
CT_BASE=

# cmake's options of variant COMPILER-LEVEL, and, for its key, the
# compiler's version.
ct_variant_flags() {
	local cc=${1%-*}
	echo "# $cc ($(readlink -f "$(command -v "$cc")")):" \
	    "$("$cc" --version 2>&1 | grep -m 1 .)"
	echo "-DCMAKE_C_COMPILER=$cc"
	echo "-DCMAKE_C_FLAGS_RELEASE=-${1##*-} -DNDEBUG"
}

# ct_variant COMPILER-LEVEL: DIR the patched amd64 tree's variant of
# that compiler and level, its libcrypto built (or reused).
ct_variant() {
	# tree and built read them (run.sh).
	# shellcheck disable=SC2034
	local CONFIG_VARIANT=$1 CONFIG_VARIANT_FLAGS cc=${1%-*}
	if ! command -v "$cc" >/dev/null; then
		fail "$TITLE amd64 $cc -${1##*-}: memcheck of k*G" \
		    "$cc is not installed (make deps installs it)"
		return 1
	fi
	# shellcheck disable=SC2034
	CONFIG_VARIANT_FLAGS=$(ct_variant_flags "$1")
	tree ectab amd64
	if ! built "$RUN/ectab" crypto; then
		fail "$TITLE amd64 $cc -${1##*-}: libcrypto builds" \
		    "$(build_errors "$DIR" | head -n 3 | tr '\n' ' ')"
		return 1
	fi
}

# The compiler and level build DIR compiles ecp_hp_methods.c with, as
# ninja runs it and cmake names the compiler: "gcc 12.2.0 -O3".
ct_compiled_with() {
	local line id version level
	line=$(ninja -C "$DIR/build" -t commands crypto 2>/dev/null |
	    grep -m 1 -e '-c [^ ]*/ecp_hp_methods\.c$') || return 1
	level=$(printf '%s\n' "$line" | grep -o -e ' -O[0-9a-z]*' | tail -n 1)
	id=$(sed -n 's/^set(CMAKE_C_COMPILER_ID "\(.*\)")/\1/p' \
	    "$DIR"/build/CMakeFiles/*/CMakeCCompiler.cmake | head -n 1)
	version=$(sed -n 's/^set(CMAKE_C_COMPILER_VERSION "\(.*\)")/\1/p' \
	    "$DIR"/build/CMakeFiles/*/CMakeCCompiler.cmake | head -n 1)
	case $id in
	GNU)	id=gcc ;;
	Clang)	id=clang ;;
	esac
	echo "$id $version${level:+ ${level# }}"
}

# ct_run KIND [VARIANT]: libressl_ct.c against the build DIR of KIND
# (the configuration's own, or VARIANT of the patched tree), each curve,
# table then mul (mul alone on stock), a valgrind each; ct_report's
# verdicts.
ct_run() {
	local kind=$1 variant=${2:-} with name tag ct curve mode out t0 runs=0
	local inc=$DIR/src def="" step n
	step="$NAME amd64${variant:+ $variant} $kind memcheck"
	if ! with=$(ct_compiled_with) || [ -z "${with%% *}" ]; then
		fail "$TITLE amd64 ${variant:-$kind}: ninja compiles ecp_hp_methods.c" \
		    "ninja has no command for it in $DIR/build"
		return 1
	fi
	# "gcc -O3": the compiler and the level.
	name="${with%% *} ${with##* }"
	if [ -n "$variant" ] && [ "${name/ /}" != "$variant" ]; then
		fail "$TITLE amd64 ${variant/-/ -}: ninja compiles ecp_hp_methods.c with ${variant/-/ -}" \
		    "it does with $with"
		return 1
	fi
	[ "$kind" = stock ] && name="stock $name"
	pass "$TITLE amd64 $name: ninja compiles ecp_hp_methods.c with $with"
	tag=${name// /}
	ct=$RUN/ct-$tag
	[ "$kind" = ectab ] && def=-DCT_TABLE
	step_begin "$step"
	t0=$SECONDS
	# shellcheck disable=SC2086
	if ! out=$(${CC:-cc} -std=c99 -D_DEFAULT_SOURCE -O2 -g -Wall -Wextra \
	    -Werror $def -D__BEGIN_HIDDEN_DECLS= -D__END_HIDDEN_DECLS= \
	    -I"$DIR/build/include" -I"$inc/include/compat" \
	    -I"$inc/crypto/bn" -I"$inc/crypto/bn/arch/amd64" \
	    -I"$inc/crypto/ec" -I"$inc/crypto" -o "$ct" \
	    tests/libressl_ct.c "$DIR/build/crypto/libcrypto.a" -lpthread \
	    2>&1); then
		step "$step" "libressl_ct.c does not build" $((SECONDS - t0))
		fail "$TITLE amd64 $name: libressl_ct.c builds" "$out"
		return 1
	fi
	[ -z "$variant" ] && [ "$kind" = ectab ] && CT_BASE=$tag
	for curve in $CT_CURVES; do
		for mode in table mul; do
			[ "$kind" = stock ] && [ $mode = table ] && continue
			out=$RUN/ct-$tag-$mode-$curve
			# libressl_ct.c counts the reports; each is named by
			# its innermost frame alone, which keeps the ladder's
			# (whose assembly leaves no stack to unwind, so that
			# deeper stacks make each report a context of its
			# own) from costing minutes.
			valgrind --error-limit=no --num-callers=1 \
			    --show-error-list=yes --log-file="$out.vg" \
			    "$ct" $mode "$curve" "$CT_SEED" > "$out" 2>&1 \
			    {CACHE_LOCK_FD}>&-
			runs=$((runs + 1))
			ct_report "$kind" "$name" "$mode" "$curve" "$out" \
			    "$RUN/ct-$CT_BASE-$mode-$curve"
		done
	done
	n="$runs runs of $(wc -w <<< "$CT_KINDS") scalars, seed $CT_SEED"
	step "$step" "ran libressl_ct.c under valgrind ($name, $n)" \
	    $((SECONDS - t0))
}

# ct_report KIND NAME MODE CURVE OUTPUT BASE: the verdicts of a memcheck
# run of libressl_ct.c, a kind of scalar each, from its lines (OUTPUT)
# and valgrind's log (OUTPUT.vg); BASE, the same run on the
# configuration's own build, bounds EC_POINT_mul()'s reports.
ct_report() {
	local kind=$1 name=$2 mode=$3 curve=$4 out=$5 base=$6 k line what
	local reports inside calls most why at own=${CT_BASE/-/ -}
	at=$(ct_functions "$out.vg")
	for k in $CT_KINDS; do
		line=$(grep -m 1 "^$curve $k " "$out")
		what="$TITLE amd64 $name: memcheck, $curve, $(ct_scalar "$k" \
		    "$line") undefined"
		if [ -z "$line" ]; then
			fail "$what: k*G" "no result (seed $CT_SEED): $(grep -hv \
			    ' top=' "$out" "$out.vg" | tail -n 3 | tr '\n' ' ')"
			continue
		fi
		reports=$(ct_field reports "$line")
		inside=$(ct_field inside "$line")
		calls=$(ct_field calls "$line")
		why=
		[ "$(ct_field result "$line")" = right ] ||
		    ct_why "k*G is wrong (seed $CT_SEED)"
		case $kind-$mode in
		ectab-table)
			[ "$calls" = 1 ] || ct_why "ec_mul_base_fe ran $calls times"
			[ "$reports" = 0 ] || ct_why "$reports reports; the run's by function: $at"
			ct_verdict "$what: the table's whole path (ec_mul_base_fe) draws 0 reports" ;;
		ectab-mul)
			most=$(ct_field reports "$(grep -m 1 "^$curve $k " \
			    "$base" 2>/dev/null)")
			[ "$calls" = 1 ] ||
			    ct_why "EC_POINT_mul ran ec_mul_base_fe $calls times"
			[ "$inside" = 0 ] ||
			    ct_why "$inside reports inside ec_mul_base_fe; the run's by function: $at"
			if [ -z "$most" ]; then
				ct_why "no count of $own"
			elif [ "$reports" -gt "$most" ]; then
				ct_why "$reports reports, more than $own's $most"
			fi
			if [ -n "$why" ]; then
				fail "$what: EC_POINT_mul draws none inside ec_mul_base_fe and no more than $own" "$why"
			elif [ "$base" = "$out" ]; then
				pass "$what: EC_POINT_mul draws $reports reports, none inside ec_mul_base_fe (from the public result on; the run's by function: $at)"
			else
				pass "$what: EC_POINT_mul draws $reports reports, none inside ec_mul_base_fe, no more than $own ($most)"
			fi ;;
		stock-mul)
			ct_verdict "$what: stock's ladder (EC_POINT_mul) draws $reports reports" ;;
		esac
	done
}

# ct_why TEXT: adds TEXT to why, ct_report's reasons of a failure.
ct_why() {
	why="${why:+$why; }$1"
}

# ct_verdict NAME: passes check NAME, or fails it for ct_report's why.
ct_verdict() {
	if [ -z "$why" ]; then
		pass "$1"
	else
		fail "$1" "$why"
	fi
}

# ct_field KEY LINE: the value of KEY=VALUE in a line of libressl_ct.c.
ct_field() {
	printf '%s\n' "$2" | sed -n "s/.* $1=\([^ ]*\).*/\1/p"
}

# ct_scalar KIND LINE: what the scalar of a kind (libressl_ct.c's) is,
# its top and dmax from its line.
ct_scalar() {
	local size
	size="top $(ct_field top "$2"), dmax $(ct_field dmax "$2")"
	case $1 in
	random)	echo "scalar random below n ($size)" ;;
	short)	echo "scalar of one random word ($size, zero above)" ;;
	stale)	echo "scalar shifted down in place ($size, stale words above top)" ;;
	*)	echo "scalar $1 ($size)" ;;
	esac
}

# The functions memcheck's reports are in (the innermost frame), with
# their counts, from the list of errors at the end of valgrind's log $1
# (--show-error-list=yes): "ec_field_element_select 3420, ...".
ct_functions() {
	awk '/ errors in context [0-9]+ of / { n = $2; want = 1; next }
	    want && / at 0x[0-9A-F]+: / {
		sub(/.* at 0x[0-9A-F]+: /, ""); sub(/ .*/, "")
		sum[$0] += n; want = 0
	    }
	    END { for (f in sum) print sum[f], f }' "$1" | sort -rn |
	    awk '{ printf "%s%s %s", sep, $2, $1; sep = ", " }'
}

# ssl_tmp_key, which the series adds to the suite, built against the
# stock build of $1 (DIR) and run there, so that it shows what it
# checks to hold before the change too.
check_stock_tmp_key() {
	local name="$TITLE $1: ssl_tmp_key passes on the stock build" out m32=
	[ "$1" = amd64 ] || m32=-m32
	# shellcheck disable=SC2046
	if ! python3 "$HERE/portable.py" --program ssl_tmp_key \
	    $(openbsd_series) > "$RUN/ssl_tmp_key.c"; then
		fail "$name" "the OpenBSD series adds no ssl_tmp_key"
	# shellcheck disable=SC2086
	elif ! out=$(${CC:-cc} $m32 -std=c99 -O1 -Wall -Werror \
	    -DCERTSDIR="\"$DIR/src/tests\"" -I"$DIR/src/include" \
	    -o "$RUN/ssl_tmp_key-$1" "$RUN/ssl_tmp_key.c" \
	    "$DIR/build/ssl/libssl.a" "$DIR/build/crypto/libcrypto.a" \
	    -lpthread 2>&1); then
		fail "$name" "it does not build: $out"
	elif ! out=$(run_bits "$(config_bits "$1")" "$RUN/ssl_tmp_key-$1" 2>&1)
	then
		fail "$name" "$out"
	else
		pass "$name"
	fi
}

# check_s_client CONFIG KIND: the build's openssl s_client, against its
# s_server on loopback offering TLS 1.3 and X25519 alone, prints the
# server's ephemeral key.
check_s_client() {
	local port pid out want="Server Temp Key: ECDH, X25519, 253 bits"
	local app=$DIR/build/apps/openssl/openssl runner=() log=$RUN/s_server
	local name="$TITLE $1: $2 openssl s_client prints \"$want\""
	[ "$1" = i386 ] && [ "$RUN32" = qemu-i386 ] && runner=(qemu-i386)
	port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
	"${runner[@]}" "$app" s_server -www -accept "$port" -naccept 1 \
	    -tls1_3 -groups X25519 -cert "$DIR/src/tests/server1-rsa.pem" \
	    -key "$DIR/src/tests/server1-rsa.pem" > "$log" 2>&1 \
	    < /dev/null {CACHE_LOCK_FD}>&- &
	pid=$!
	for _ in $(seq 50); do
		grep -q '^ACCEPT' "$log" && break
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
		fail "$name" "$(printf '%s\n' "$out" | grep -i -m 3 'temp key\|error\|connect' || echo no such line; tail -n 3 "$log")"
	fi
}

# Builds tests/bench/libressl/bench.c against the amd64 build of kind $1
# as $RUN/bench-$1;
# copies the build's openssl to $RUN/openssl-$1 and writes size -A of
# its libcrypto.a to $RUN/size-$1.out.
build_bench() {
	local wrap
	tree "$1" amd64
	built "$( [ "$1" = stock ] && echo "$DIR/stock" || echo "$RUN/ectab")" ||
	    return 1
	# bench.c's top comment gives its link options.
	wrap=$(sed '/^#include/q' tests/bench/libressl/bench.c |
	    grep -o -e '-Wl,--wrap=[A-Za-z0-9_,=-]*' | tr '\n' ' ')
	# shellcheck disable=SC2086
	${CC:-cc} -std=c99 -O2 -Wall -Wextra -pedantic -Werror \
	    -D_POSIX_C_SOURCE=200809L -I"$DIR/src/include" \
	    -o "$RUN/bench-$1" tests/bench/libressl/bench.c \
	    "$DIR/build/crypto/libcrypto.a" -lpthread $wrap \
	    > "$RUN/bench-$1.log" 2>&1 &&
	    cp "$DIR/build/apps/openssl/openssl" "$RUN/openssl-$1" \
	    2>> "$RUN/bench-$1.log" &&
	    size -A "$DIR/build/crypto/libcrypto.a" > "$RUN/size-$1.out" \
	    2>> "$RUN/bench-$1.log"
}

# Each build's openssl speed, stock then patched, SPEED_ROUNDS times,
# and the size of its libcrypto.a: speed.py's table.
speed_bench() {
	local kind round out rc err=$RUN/speed-report.err
	local name="openssl speed's and size -A's outputs of either build read"
	say "running openssl speed, $SPEED_ROUNDS rounds of $SPEED_SECONDS s" \
	    "a test"
	for round in $(seq "$SPEED_ROUNDS"); do
		for kind in stock ectab; do
			out=$RUN/speed-$kind-$round
			# shellcheck disable=SC2086
			if ! python3 tests/bench/libressl/speed.py run \
			    -t "$SPEED_SECONDS" "$RUN/openssl-$kind" \
			    $SPEED_TESTS > "$out.out" 2> "$out.err"; then
				fail "openssl speed runs on $kind amd64" \
				    "round $round: $(tail -n 1 "$out.err")"
				return
			fi
		done
	done
	echo
	python3 tests/bench/libressl/speed.py report $MARKDOWN \
	    --stock "$RUN"/speed-stock-*.out \
	    --patched "$RUN"/speed-ectab-*.out \
	    --stock-size "$RUN/size-stock.out" \
	    --patched-size "$RUN/size-ectab.out" 2> "$err"
	rc=$?
	if [ $rc = 0 ]; then
		pass "$name"
	else
		fail "$name" "speed.py exit $rc: $(tail -n 1 "$err")"
	fi
}

# The benchmark, stock then patched, BENCH_ROUNDS times: report.py's
# table, and its check of the allocations; then speed_bench.
after_configs() {
	local kind round out line rc
	[ "$BENCH_ON" = 1 ] && case " ${CONFIG_ONLY:-$CONFIGS} " in
	    *" amd64 "*) ;; *) false ;; esac || return 0
	for kind in stock ectab; do
		if ! build_bench "$kind"; then
			fail "the benchmark builds against $kind amd64" \
			    "$(tail -n 5 "$RUN/bench-$kind.log" | tr '\n' ' ')"
			return
		fi
	done
	cache_unlock
	say "running the benchmark, $BENCH_ROUNDS rounds"
	for round in $(seq "$BENCH_ROUNDS"); do
		for kind in stock ectab; do
			out=$RUN/bench-$kind-$round.out
			if ! "$RUN/bench-$kind" -s "$BENCH_SAMPLES" > "$out" 2>&1
			then
				fail "the benchmark runs on $kind amd64" \
				    "round $round: $(tail -n 1 "$out")"
				return
			fi
		done
	done
	python3 tests/bench/libressl/report.py $MARKDOWN \
	    --stock "$RUN"/bench-stock-*.out --patched "$RUN"/bench-ectab-*.out
	python3 tests/bench/libressl/report.py --check-allocs \
	    --stock "$RUN"/bench-stock-*.out \
	    --patched "$RUN"/bench-ectab-*.out > "$RUN/allocs.out" 2>&1
	rc=$?
	line=$(tail -n 1 "$RUN/allocs.out")
	case $rc in
	0)	pass "$line" ;;
	1)	fail allocations "${line#allocations: }" ;;
	*)	fail allocations "report.py exit $rc: $line" ;;
	esac
	speed_bench
	frontier_bench
}

# The most .rodata (strings apart) the third diff of the series, the
# comb of G, may add to libcrypto.a on amd64: OpenBSD links its install
# media statically.
SIZE_03_MAX=65536
# check_size_03: size -A of each object of the patched amd64 build (DIR)
# that a file the third diff changes goes into (ninja's deps), against
# the same object compiled, by the build's own command, from the tree
# of the first two diffs alone; the .rodata the diff adds must be at
# most SIZE_03_MAX bytes.  The other objects are the same in either.
check_size_03() {
	local src02=$RUN/src-01-02 obj02=$RUN/obj-01-02 o cmd n=0
	local name="the comb of G (diff 03) adds at most $SIZE_03_MAX bytes of .rodata to libcrypto.a, amd64"
	local changed p
	tree stock amd64
	rm -rf "$src02" "$obj02" && mkdir -p "$obj02" &&
	    cp -R "$DIR/src" "$src02" || {
		fail "$name" "cannot copy the stock tree"
		return
	}
	for p in "$RUN"/patches/*.patch; do
		case ${p##*/} in
		03-*)	changed=$(sed -n 's,^+++ b/\([^	]*\).*,\1,p' "$p") ;;
		*)	patch -d "$src02" -p1 -s --no-backup-if-mismatch \
			    < "$p" > "$obj02/patch.log" 2>&1 || {
				fail "$name" "${p##*/} does not apply"
				return
			} ;;
		esac
	done
	tree ectab amd64
	: > "$obj02/size-01-02"
	: > "$obj02/size-01-03"
	# The objects whose sources or headers diff 03 changes.
	ninja -C "$DIR/build" -t deps | awk -v src="$DIR/src/" \
	    -v changed="$changed" '
	    BEGIN { n = split(changed, c, "\n"); for (i = 1; i <= n; i++) {
		want[src c[i]] = 1; want["../src/" c[i]] = 1 } }
	    /^[^ ].*: #deps/ { o = $1; sub(/:$/, "", o); next }
	    /^    / { if (($1 in want) && o ~ /^crypto\// && !(o in seen)) {
		seen[o] = 1; print o } }' \
	    > "$obj02/objects"
	while IFS= read -r o; do
		n=$((n + 1))
		cmd=$(ninja -C "$DIR/build" -t commands "$o" | tail -n 1)
		cmd=${cmd//"$DIR/src/"/"$src02/"}
		cmd=${cmd//"../src/"/"$src02/"}
		cmd=${cmd//" -o $o "/" -o $obj02/$n.o "}
		cmd=${cmd//" -MF $o.d"/" -MF $obj02/$n.d"}
		(cd "$DIR/build" && eval "$cmd") >> "$obj02/compile.log" 2>&1 || {
			fail "$name" "$o does not compile from the first two diffs: $(tail -n 2 "$obj02/compile.log" | tr '\n' ' ')"
			return
		}
		size -A "$DIR/build/$o" >> "$obj02/size-01-03" &&
		    size -A "$obj02/$n.o" >> "$obj02/size-01-02" || {
			fail "$name" "size -A fails on $o"
			return
		}
	done < "$obj02/objects"
	python3 tests/bench/libressl/speed.py rodata \
	    --base "$obj02/size-01-02" --patched "$obj02/size-01-03" \
	    --max "$SIZE_03_MAX" > "$obj02/report" 2>&1
	case $? in
	0)	pass "$name: $(tail -n 1 "$obj02/report")" ;;
	1)	fail "$name" "$(tail -n 1 "$obj02/report")" ;;
	*)	fail "$name" "$(tail -n 1 "$obj02/report")" ;;
	esac
}

# The combs ectab can write for the curves set libressl gives one,
# FRONTIER_TEETH teeth in FRONTIER_COMBS tables: each shape's header
# built into frontier.c against the patched amd64 build (DIR), its
# comb's size, k*G and signing timed, and ec_mul_base_fe()'s
# instructions counted by valgrind's callgrind; speed.py frontier's
# table, the set's own shapes marked.
FRONTIER_TEETH="4 5 6"
FRONTIER_COMBS="1 2 3 4"
frontier_bench() {
	local t c shape curve ir set=$RUN/frontier.set out=$RUN/frontier.out
	local prog=$RUN/frontier inc name
	name="the frontier of the combs of G measured"
	tree ectab amd64
	inc=$DIR/src
	sed -n 's/^\([^#[:space:]]*\)[[:space:]].*comb=.*/\1 by=-/p' \
	    gen/curves/libressl.set > "$set"
	: > "$out"
	say "measuring the combs of $FRONTIER_TEETH teeth in $FRONTIER_COMBS" \
	    "tables"
	for t in $FRONTIER_TEETH; do
		for c in $FRONTIER_COMBS; do
			shape=${t}x$c
			if ! "$ECTAB" -t libressl -s "$set" \
			    -g "comb:teeth=$t,rows=$c,name=base" \
			    -o "$RUN/frontier.h" 2> "$RUN/frontier.log" ||
			    ! ${CC:-cc} -std=c99 -O2 -Wall -Wextra -Werror \
			    -D_DEFAULT_SOURCE -D__BEGIN_HIDDEN_DECLS= \
			    -D__END_HIDDEN_DECLS= -I"$DIR/build/include" \
			    -I"$inc/include/compat" -I"$inc/crypto/bn" \
			    -I"$inc/crypto/bn/arch/amd64" -I"$inc/crypto/ec" \
			    -I"$inc/crypto" \
			    -DFRONTIER_HEADER="\"$RUN/frontier.h\"" \
			    -o "$prog" tests/bench/libressl/frontier.c \
			    "$DIR/build/crypto/libcrypto.a" -lpthread \
			    >> "$RUN/frontier.log" 2>&1 ||
			    ! "$prog" -s "$BENCH_SAMPLES" "$shape" >> "$out" \
			    2>> "$RUN/frontier.log"; then
				fail "$name" "$shape: $(tail -n 3 \
				    "$RUN/frontier.log" | tr '\n' ' ')"
				return
			fi
			for curve in $CT_CURVES; do
				ir=$(valgrind --tool=callgrind \
				    --callgrind-out-file=/dev/null \
				    --collect-atstart=no \
				    --toggle-collect=ec_mul_base_fe "$prog" \
				    -s 0 "$shape" "$curve" 2>&1 |
				    sed -n 's/.*Collected : //p')
				if [ -z "$ir" ]; then
					fail "$name" "$shape $curve: no count"
					return
				fi
				echo "$shape $curve ir $ir" >> "$out"
			done
		done
	done
	# shellcheck disable=SC2046
	if python3 tests/bench/libressl/speed.py frontier $MARKDOWN "$out" \
	    --chosen \
	    $(sed -n 's/^\([^#[:space:]]*\)[[:space:]].*comb=\([0-9]*x[0-9]*\).*/\1=\2/p' \
	    gen/curves/libressl.set) 2> "$RUN/frontier.err"; then
		pass "$name"
	else
		fail "$name" "$(tail -n 1 "$RUN/frontier.err")"
	fi
}

bench_only() {
	after_configs
	summary
}

# --libcrypto: the stock amd64 build's headers and libcrypto.a.
libcrypto() {
	tree stock amd64
	built "$DIR/stock" >&2 || die "the stock amd64 build failed"
	rm -rf "$LIBCRYPTO"
	mkdir -p "$LIBCRYPTO/include" "$LIBCRYPTO/lib" &&
	    cp -R "$DIR/src/include/openssl" "$LIBCRYPTO/include/" &&
	    cp "$DIR/build/crypto/libcrypto.a" "$LIBCRYPTO/lib/" ||
	    die "cannot copy libcrypto into $LIBCRYPTO"
	cache_unlock
	echo "$LIBCRYPTO"
}
