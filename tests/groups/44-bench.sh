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
# The benchmark program: warning-free, and computing what it times; and
# make bench in its smallest form, one run without LibreSSL, so that it
# cannot rot.
#
# cost: 25

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
