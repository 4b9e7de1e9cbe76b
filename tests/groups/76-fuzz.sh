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
# Group fuzz of make check (tests/run.sh), and make fuzz: builds the
# libFuzzer harnesses of tests/fuzz/ with clang, AddressSanitizer and
# UndefinedBehaviorSanitizer, and runs each for $FUZZ_TIME seconds (10
# in make check; make fuzz runs longer): first every input of its seed
# corpus, then new inputs.  The seeds are the tree's own inputs of that
# kind (shipped and malformed definitions or templates) and
# tests/fuzz/regress/NAME-*, every input that once made a harness fail,
# kept as a regression case.  A failing input is saved in the group's
# folder (tests/build/fuzz/NAME-*).
#
# cost: 80
# reuse: no: its point is inputs no run has tried, so every run fuzzes.

FUZZ_TIME=${FUZZ_TIME:-10}
FLAGS="-std=c99 -g -O1 -fno-sanitize-recover=undefined -D_DEFAULT_SOURCE
    -DECTAB_TEMPLATEDIR=\"templates\" -Igen"

# The generator's sources, but main's, are compiled once, instrumented
# for coverage (fuzzer-no-link) and the sanitizers, and linked into
# every harness.
mkdir -p "$BUILD/obj"
OBJS=
for src in gen/*.c; do
	[ "$src" = gen/ectab.c ] && continue
	obj=$BUILD/obj/$(basename "$src" .c).o
	# shellcheck disable=SC2086
	if ! clang $FLAGS -fsanitize=fuzzer-no-link,address,undefined \
	    -c -o "$obj" "$src" 2> "$BUILD/obj.cc"; then
		fail "fuzz: $src builds" "$(head -n 3 "$BUILD/obj.cc")"
		return 0
	fi
	OBJS="$OBJS $obj"
done

for harness in tests/fuzz/fuzz_*.c; do
	name=${harness#tests/fuzz/fuzz_}
	name=${name%.c}
	# shellcheck disable=SC2086
	if ! clang $FLAGS -fsanitize=fuzzer,address,undefined \
	    -o "$BUILD/fuzz_$name" "$harness" $OBJS -lgmp -lcrypto \
	    2> "$BUILD/$name.cc"; then
		fail "fuzz $name" "the harness does not build: $(head -n 3 "$BUILD/$name.cc")"
		continue
	fi
	rm -rf "$BUILD/corpus-$name" "$BUILD/seeds-$name"
	mkdir -p "$BUILD/corpus-$name" "$BUILD/seeds-$name"
	case $name in
	defs)	seeds="gen/curves/*.txt tests/defs/good/*.txt tests/bad/*.txt" ;;
	der)	seeds="tests/bad/*.der"
		# Four catalog curves' DER, as gen/obj/ectab exports it: with and
		# without a seed, with a cofactor of 4, in a 521-bit field.
		for c in secp128r2 prime256v1 brainpoolP512t1 secp521r1; do
			"$ECTAB" export --der -c "$c" \
			    -o "$BUILD/seeds-$name/$c.der" ||
			    fail "fuzz $name" "no seed from ectab export -c $c"
		done ;;
	import)	seeds="tests/bad/*.der tests/bad/*.pem"
		# Three catalog curves' PEM, as gen/obj/ectab exports them.
		for c in secp128r2 brainpoolP512t1 secp521r1; do
			"$ECTAB" export -c "$c" \
			    -o "$BUILD/seeds-$name/$c.pem" ||
			    fail "fuzz $name" "no seed from ectab export -c $c"
		done ;;
	*)	seeds="templates/*.tmpl tests/bad/*.tmpl" ;;
	esac
	# shellcheck disable=SC2086
	cp $seeds tests/fuzz/regress/"$name"-* "$BUILD/seeds-$name/" 2>/dev/null
	"$BUILD/fuzz_$name" -max_total_time="$FUZZ_TIME" -timeout=20 \
	    -rss_limit_mb=4096 -max_len=65536 -print_final_stats=1 \
	    -artifact_prefix="$BUILD/$name-" "$BUILD/corpus-$name" \
	    "$BUILD/seeds-$name" > "$BUILD/$name.log" 2>&1
	rc=$?
	runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$BUILD/$name.log")
	secs=$(sed -n 's/^Done [0-9]* runs in \([0-9]*\) second.*/\1/p' "$BUILD/$name.log")
	if [ $rc -eq 0 ] && [ -n "$runs" ]; then
		pass "fuzz $name: $runs executions in ${secs:-?} s, from $(ls "$BUILD/seeds-$name" | wc -l) seed and regression inputs"
	else
		fail "fuzz $name" "exit $rc: $(grep -m 3 -E 'ERROR|SUMMARY|crash-|leak-|timeout-' "$BUILD/$name.log")"
	fi
done
