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
# Group bench of make check (tests/run.sh):
# The benchmark program: warning-free, and computing what it times;
# make bench in its smallest form, one run without LibreSSL, so that it
# cannot rot; and the reader of LibreSSL's openssl speed and size -A,
# on outputs captured from them.
#
# cost: 30

# --- the benchmark --------------------------------------------------------------------

# The benchmark's program must build warning-free and compute what it
# times: the BN derivation gives the table's values, and a materialized
# group holds the table's words.
"$ECTAB" -t generic -s libressl -o "$BUILD/ectab_curves.h" $CURVES
for cc in gcc clang; do
	name="tests/bench/bench.c compiles warning-free: $cc"
	if out=$($cc -std=c99 -O2 -Wall -Wextra -pedantic -Werror \
	    -D_POSIX_C_SOURCE=200809L -I"$BUILD" -o "$BUILD/bench-$cc" \
	    tests/bench/bench.c -lcrypto 2>&1); then
		pass "$name"
	else
		fail "$name" "$out"
	fi
done
count_lines "the benchmark's operations" "$BUILD/bench-gcc" -c

# make bench, once: it must run to its end and report each of its parts
# (the times themselves are shown, never required).  Its catalog without
# certificates drops the keys ectab list --keys marks as certify's: the
# stripped catalog must still read.
make -s bench BENCH_RUNS=1 BENCH_LIBRESSL=no > "$BUILD/bench.out" 2>&1
rc=$?
missing=
for part in "Regenerating out/" "ectab make of out/" \
    "BoringSSL's generated files" "One full checker run"; do
	grep -qF "$part" "$BUILD/bench.out" || missing="$missing; $part"
done
if [ $rc -eq 0 ] && [ -z "$missing" ]; then
	pass "make bench BENCH_RUNS=1 BENCH_LIBRESSL=no runs and reports every part"
else
	fail "make bench BENCH_RUNS=1 BENCH_LIBRESSL=no runs and reports every part" "exit $rc, missing${missing:-: nothing}: $(tail -n 3 "$BUILD/bench.out")"
fi

# --- LibreSSL's openssl speed and size -A ---------------------------------------------

# make libressl and make bench print openssl speed's rates and size -A
# of either LibreSSL build with tests/bench/libressl/speed.py.  It
# reads outputs captured from LibreSSL 4.3.1, stock and patched with a
# static table of G (tests/bench/libressl-*.out, their comment lines
# left out): it must print their figures; and exit 2, naming what it
# could not read, on outputs broken in one place each.
speed=tests/bench/libressl/speed.py
for f in speed-stock speed-patched size-stock size-patched; do
	grep -v '^#' "tests/bench/libressl-$f.out" > "$BUILD/$f.out"
done
# speed_report SPEED-STOCK SPEED-PATCHED SIZE-STOCK SIZE-PATCHED: the
# table of those files of $BUILD, or exit 2.
speed_report() {
	python3 "$speed" report --stock "$BUILD/$1.out" \
	    --patched "$BUILD/$2.out" --stock-size "$BUILD/$3.out" \
	    --patched-size "$BUILD/$4.out"
}
name="$speed report prints the figures of openssl speed and size -A"
if ! out=$(speed_report speed-stock speed-patched size-stock size-patched \
    2>&1); then
	fail "$name" "$out"
else
	missing=
	while read -r want; do
		printf '%s\n' "$out" | tr -s ' ' | grep -qxF "$want" ||
		    missing="$missing; $want"
	done <<-EOF
	ecdsa sign/s nistp256 1099.9 5108.1 4.64x
	ecdsa sign/s nistp521 236.8 843.2 3.56x
	ecdsa verify/s nistp384 826.4 789.2 0.95x
	ecdh op/s nistp256 1196.6 1184.7 0.99x
	ecdh op/s nistp521 248.3 240.1 0.97x
	libcrypto.a rodata 4364 368740 +364376
	libcrypto.a data.rel.ro 1736 19816 +18080
	ec_curve.c.o text 4400 3392 -1008
	ec_curve.c.o rodata 4348 368724 +364376
	ec_lib.c.o text 8776 10040 +1264
	EOF
	rows=$(printf '%s\n' "$out" | grep -c '^ec[a-z]* [a-z]*/s ')
	if [ -n "$missing" ] || [ "$rows" != 9 ] ||
	    printf '%s\n' "$out" | grep -q '^aes_amd64\|^ec_key'; then
		# (aes_amd64.c.o is the same in both, ec_key.c.o differs in
		# its strings alone.)
		fail "$name" "$rows rates, missing${missing:-: none}," \
		    "or rows of aes_amd64.c.o or ec_key.c.o: $out"
	else
		pass "$name"
	fi
fi
# broken NAME FILE SED: speed.py report must exit 2, naming
# FILE-broken.out, when FILE is changed by sed command SED.
broken() {
	local name="$speed report exits 2 on $1" out rc args
	sed "$3" "$BUILD/$2.out" > "$BUILD/$2-broken.out"
	if cmp -s "$BUILD/$2.out" "$BUILD/$2-broken.out"; then
		fail "$name" "sed '$3' changes nothing in $2"
		return
	fi
	args="speed-stock speed-patched size-stock size-patched"
	# shellcheck disable=SC2086
	out=$(speed_report $(echo $args | sed "s/$2/&-broken/") 2>&1)
	rc=$?
	case $rc:$out in
	"2:speed.py: $BUILD/$2-broken.out"*) pass "$name" ;;
	*)	fail "$name" "exit $rc: $out" ;;
	esac
}
broken "a rate that is no number" speed-patched 's/5108\.1/5108,1/'
broken "a row of more columns" speed-stock 's/0\.0009s/& 0.0001s/'
broken "speed's standard error mixed in" speed-stock \
    '3s/^/Doing 256 bit sign ecdsa for 10s: /'
broken "a row the other build has not" speed-patched '/521 bit ecdh/d'
broken "no version line" speed-stock '/^LibreSSL/d'
broken "speed's output cut to its first line" speed-patched '2,$d'
broken "sections that do not add up to their Total" size-patched \
    's/^\(\.rodata  *\)368724/\1368725/'
broken "an object cut before its Total" size-stock \
    '/^ec_lib/,$!b;/^Total/,$d'
broken "a line size -A does not print" size-stock \
    '3s/^/.text.hot 12 0 extra\n/'

# speed.py run ends each test of openssl speed by the SIGALRM speed
# waits for, SECONDS after speed says it begins: on a stand-in that
# says which ended each of its tests, the SIGALRM or 10 s, and prints
# nothing else to standard output.
cat > "$BUILD/openssl" <<'EOF'
#!/bin/sh
trap 'alarm=1' ALRM
[ "$1" = speed ] || exit 1
for t in sign verify; do
	printf 'Doing 256 bit %s ecdsa for 10s: ' "$t" >&2
	alarm=0 n=0
	while [ $alarm = 0 ] && [ $n -lt 100 ]; do
		sleep 0.1
		n=$((n + 1))
	done
	if [ $alarm = 1 ]; then echo "$t: SIGALRM"; else echo "$t: 10 s"; fi
done
EOF
chmod +x "$BUILD/openssl"
name="$speed run -t 1 ends each test of openssl speed by SIGALRM"
out=$(python3 "$speed" run -t 1 "$BUILD/openssl" ecdsap256 2>/dev/null)
rc=$?
if [ $rc = 0 ] && [ "$out" = "$(printf 'sign: SIGALRM\nverify: SIGALRM')" ]
then
	pass "$name"
else
	fail "$name" "exit $rc: $(echo $out)"
fi
