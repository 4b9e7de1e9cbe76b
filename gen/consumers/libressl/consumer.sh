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
# series adds, of ssl_tmp_key on stock and of openssl s_client; then,
# unless --no-bench, bench.c against either amd64 build and report.py's
# table, and each build's own openssl speed of ECDSA and ECDH and size
# -A of its libcrypto.a in speed.py's.  --bench-only runs the benchmark
# alone (make bench); --libcrypto DEST copies the stock amd64 build's
# include/ and lib/libcrypto.a into DEST and prints DEST.

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
# The curves the series gives a table of G: those set libressl gives a
# window.
CT_CURVES=$(sed -n 's/^\([^#[:space:]]*\)[[:space:]].*window=.*/\1/p' \
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
	for t in $SERIES_TESTS ssl_tmp_key; do
		status=$(sed -n "s/^$t //p" "$ECTAB_RES/cases")
		case $status in
		passed)	pass "$TITLE $2: $t passes in the patched build" ;;
		failed)	fail "$TITLE $2: $t passes in the patched build" "it failed; see $ECTAB_RES/log" ;;
		*)	fail "$TITLE $2: $t passes in the patched build" "the patched build has no $t" ;;
		esac
	done
}

# build_ecmul CONFIG KIND: ecmul.c against the build (DIR), as
# $RUN/ecmul-KIND-CONFIG, and once against Debian's OpenSSL, as
# $RUN/ecmul-openssl.
build_ecmul() {
	local m32="" out name="$TITLE $1 $2: ecmul.c builds"
	[ "$1" = amd64 ] || m32=-m32
	if [ ! -x "$RUN/ecmul-openssl" ] && ! out=$(${CC:-cc} -std=c99 -O2 \
	    -Wall -Wextra -pedantic -Werror -Wno-deprecated-declarations \
	    -D_POSIX_C_SOURCE=200809L -o "$RUN/ecmul-openssl" \
	    "$HERE/ecmul.c" -lcrypto 2>&1); then
		fail "ecmul.c builds against Debian's OpenSSL" "$out"
		return 1
	fi
	# shellcheck disable=SC2086
	if ! out=$(${CC:-cc} $m32 -std=c99 -O2 -Wall -Wextra -pedantic \
	    -Werror -D_POSIX_C_SOURCE=200809L -I"$DIR/src/include" \
	    -o "$RUN/ecmul-$2-$1" "$HERE/ecmul.c" \
	    "$DIR/build/crypto/libcrypto.a" -lpthread 2>&1); then
		fail "$name" "$out"
		return 1
	fi
}

# check_base_mult CONFIG: k*G of the patched build of CONFIG, by
# ecmul.c: BoringSSL's known answers, the public keys of fixed private
# keys against Debian's OpenSSL, and signatures made with its keys
# verified by the stock build and by OpenSSL (and OpenSSL's by it).
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
		tarball=$(shared_tarball boringssl BORINGSSL) || return 1
		tar -xJOf "$tarball" --wildcards \
		    '*/crypto/fipsmodule/ec/ec_scalar_base_mult_tests.txt' \
		    > "$f" 2>/dev/null || return 1
	fi
	[ -s "$f" ] && echo "$f"
}

# check_ct KIND: ct.c under valgrind's memcheck, the scalar's words
# marked undefined, for each curve with a table, on the amd64 build of
# KIND (DIR): on the patched build the table's whole path
# (ec_mul_base_fe()) must draw no report, and EC_POINT_mul() none
# inside it; the stock ladder's reports are counted beside them.
check_ct() {
	local kind=$1 ct=$RUN/ct-$1 curve mode out def=""
	local inc=$DIR/src
	if ! command -v valgrind >/dev/null; then
		fail "$TITLE amd64 $kind: memcheck of k*G" \
		    "valgrind is not installed (make deps installs it)"
		return
	fi
	if [ -z "$CT_CURVES" ]; then
		fail "$TITLE amd64 $kind: memcheck of k*G" \
		    "set libressl gives no curve a window"
		return
	fi
	[ "$kind" = ectab ] && def=-DCT_TABLE
	# shellcheck disable=SC2086
	if ! out=$(${CC:-cc} -std=c99 -D_DEFAULT_SOURCE -O2 -g -Wall -Wextra \
	    -Werror $def -D__BEGIN_HIDDEN_DECLS= -D__END_HIDDEN_DECLS= \
	    -I"$DIR/build/include" -I"$inc/include/compat" \
	    -I"$inc/crypto/bn" -I"$inc/crypto/bn/arch/amd64" \
	    -I"$inc/crypto/ec" -I"$inc/crypto" -o "$ct" "$HERE/ct.c" \
	    "$DIR/build/crypto/libcrypto.a" -lpthread 2>&1); then
		fail "$TITLE amd64 $kind: ct.c builds" "$out"
		return
	fi
	for curve in $CT_CURVES; do
		for mode in table mul; do
			[ "$kind" = stock ] && [ $mode = table ] && continue
			out=$RUN/ct-$kind-$mode-$curve
			valgrind --error-limit=no --num-callers=40 "$ct" $mode \
			    "$curve" > "$out" 2>&1
			ct_report "$kind" "$mode" "$curve" "$out"
		done
	done
}

# The memcheck run's verdict (ct_report KIND MODE CURVE OUTPUT).
ct_report() {
	local errors inside what
	errors=$(sed -n 's/.*ERROR SUMMARY: \([0-9]*\) errors.*/\1/p' "$4")
	what="$TITLE amd64: memcheck, $3, scalar undefined"
	if [ -z "$errors" ] || ! grep -q "^$3: right\$" "$4"; then
		fail "$what: $1 $2" "no result: $(tail -n 3 "$4" | tr '\n' ' ')"
		return
	fi
	case "$1 $2" in
	"ectab table")
		if [ "$errors" = 0 ]; then
			pass "$what: the table's whole path (ec_mul_base_fe) draws 0 reports"
		else
			fail "$what: the table's whole path draws no report" \
			    "$errors; see $4"
		fi ;;
	"ectab mul")
		inside=$(grep -c 'by 0x[0-9A-F]*: ec_mul_base_fe\|at 0x[0-9A-F]*: ec_mul_base_fe' "$4")
		if [ "$inside" = 0 ]; then
			pass "$what: EC_POINT_mul with the table draws $errors reports, none inside ec_mul_base_fe (from the public result on: $(ct_functions "$4"))"
		else
			fail "$what: EC_POINT_mul draws no report inside ec_mul_base_fe" \
			    "$inside lines of its stacks; see $4"
		fi ;;
	"stock mul")
		pass "$what: stock's ladder (EC_POINT_mul) draws $errors reports" ;;
	esac
}

# The functions memcheck's reports are in, with their counts.
ct_functions() {
	grep -A1 'Conditional jump\|Use of uninitialised\|uninitialised value' "$1" |
	    sed -n 's/.*at 0x[0-9A-F]*: \([A-Za-z_0-9]*\).*/\1/p' |
	    sort | uniq -c | awk '{ printf "%s%s x%s", sep, $2, $1; sep = ", " }'
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

# Builds bench.c against the amd64 build of kind $1 as $RUN/bench-$1;
# copies the build's openssl to $RUN/openssl-$1 and writes size -A of
# its libcrypto.a to $RUN/size-$1.out.
build_bench() {
	local wrap
	tree "$1" amd64
	built "$( [ "$1" = stock ] && echo "$DIR/stock" || echo "$RUN/ectab")" ||
	    return 1
	# bench.c's top comment gives its link options.
	wrap=$(sed '/^#include/q' "$HERE/bench.c" |
	    grep -o -e '-Wl,--wrap=[A-Za-z0-9_,=-]*' | tr '\n' ' ')
	# shellcheck disable=SC2086
	${CC:-cc} -std=c99 -O2 -Wall -Wextra -pedantic -Werror \
	    -D_POSIX_C_SOURCE=200809L -I"$DIR/src/include" \
	    -o "$RUN/bench-$1" "$HERE/bench.c" "$DIR/build/crypto/libcrypto.a" \
	    -lpthread $wrap > "$RUN/bench-$1.log" 2>&1 &&
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
			if ! python3 "$HERE/speed.py" run -t "$SPEED_SECONDS" \
			    "$RUN/openssl-$kind" $SPEED_TESTS > "$out.out" \
			    2> "$out.err"; then
				fail "openssl speed runs on $kind amd64" \
				    "round $round: $(tail -n 1 "$out.err")"
				return
			fi
		done
	done
	echo
	python3 "$HERE/speed.py" report $MARKDOWN \
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
	python3 "$HERE/report.py" $MARKDOWN --stock "$RUN"/bench-stock-*.out \
	    --patched "$RUN"/bench-ectab-*.out
	python3 "$HERE/report.py" --check-allocs \
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
