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
# Builds the libFuzzer harnesses of tests/fuzz/ with clang, AddressSanitizer
# and UndefinedBehaviorSanitizer, and runs each for SECONDS: first every
# input of its seed corpus, then new inputs.  The seeds are the tree's own
# inputs of that kind (shipped and malformed definitions or templates)
# and tests/fuzz/regress/NAME-*, every input that once made a harness
# fail, kept as a regression case.  Prints "PASS fuzz NAME: N executions
# in S s" or "FAIL ..." with the failing input saved in BUILD_DIR.  Run
# from the top of the tree.
#
# usage: fuzz.sh SECONDS BUILD_DIR
set -u

SECONDS_EACH=$1
DIR=$2
mkdir -p "$DIR"
FLAGS="-std=c99 -g -O1 -fno-sanitize-recover=undefined -D_DEFAULT_SOURCE
    -DECTAB_TEMPLATEDIR=\"templates\" -Igen"

# The generator's sources, but main's, are compiled once, instrumented
# for coverage (fuzzer-no-link) and the sanitizers, and linked into
# every harness.
mkdir -p "$DIR/obj"
OBJS=
for src in gen/*.c; do
	[ "$src" = gen/ectab.c ] && continue
	obj=$DIR/obj/$(basename "$src" .c).o
	# shellcheck disable=SC2086
	if ! clang $FLAGS -fsanitize=fuzzer-no-link,address,undefined \
	    -c -o "$obj" "$src" 2> "$DIR/obj.cc"; then
		echo "FAIL fuzz: $src does not build: $(head -n 3 "$DIR/obj.cc")"
		exit 1
	fi
	OBJS="$OBJS $obj"
done

for harness in tests/fuzz/fuzz_*.c; do
	name=${harness#tests/fuzz/fuzz_}
	name=${name%.c}
	# shellcheck disable=SC2086
	if ! clang $FLAGS -fsanitize=fuzzer,address,undefined \
	    -o "$DIR/fuzz_$name" "$harness" $OBJS -lgmp -lcrypto \
	    2> "$DIR/$name.cc"; then
		echo "FAIL fuzz $name: the harness does not build: $(head -n 3 "$DIR/$name.cc")"
		continue
	fi
	rm -rf "$DIR/corpus-$name" "$DIR/seeds-$name"
	mkdir -p "$DIR/corpus-$name" "$DIR/seeds-$name"
	case $name in
	defs)	seeds="gen/curves/*.txt tests/defs/good/*.txt tests/bad/*.txt" ;;
	der)	seeds="tests/bad/*.der"
		# Four catalog curves' DER, as gen/obj/ectab exports it: with and
		# without a seed, with a cofactor of 4, in a 521-bit field.
		for c in secp128r2 prime256v1 brainpoolP512t1 secp521r1; do
			gen/obj/ectab export --der -c "$c" \
			    -o "$DIR/seeds-$name/$c.der" ||
			    echo "FAIL fuzz $name: no seed from ectab export -c $c"
		done ;;
	import)	seeds="tests/bad/*.der tests/bad/*.pem"
		# Three catalog curves' PEM, as gen/obj/ectab exports them.
		for c in secp128r2 brainpoolP512t1 secp521r1; do
			gen/obj/ectab export -c "$c" \
			    -o "$DIR/seeds-$name/$c.pem" ||
			    echo "FAIL fuzz $name: no seed from ectab export -c $c"
		done ;;
	*)	seeds="templates/*.tmpl tests/bad/*.tmpl" ;;
	esac
	# shellcheck disable=SC2086
	cp $seeds tests/fuzz/regress/"$name"-* "$DIR/seeds-$name/" 2>/dev/null
	"$DIR/fuzz_$name" -max_total_time="$SECONDS_EACH" -timeout=20 \
	    -rss_limit_mb=4096 -max_len=65536 -print_final_stats=1 \
	    -artifact_prefix="$DIR/$name-" "$DIR/corpus-$name" \
	    "$DIR/seeds-$name" > "$DIR/$name.log" 2>&1
	rc=$?
	runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$DIR/$name.log")
	secs=$(sed -n 's/^Done [0-9]* runs in \([0-9]*\) second.*/\1/p' "$DIR/$name.log")
	if [ $rc -eq 0 ] && [ -n "$runs" ]; then
		echo "PASS fuzz $name: $runs executions in ${secs:-?} s, from $(ls "$DIR/seeds-$name" | wc -l) seed and regression inputs"
	else
		echo "FAIL fuzz $name: exit $rc: $(grep -m 3 -E 'ERROR|SUMMARY|crash-|leak-|timeout-' "$DIR/$name.log")"
	fi
done
