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
# tests/groups/command-line.sh, one group of make check (tests/run.sh):
# The command line: exit statuses, options, write errors and signals,
# ectab list, - and --.

# --- command line ------------------------------------------------------------------

expect_exit() {
	local name=$1 want=$2 rc
	shift 2
	"$@" >"$BUILD/stdout" 2>"$BUILD/stderr"
	rc=$?
	if [ $rc -eq "$want" ]; then
		pass "$name"
	else
		fail "$name" "exit $rc, want $want: $(head -n 2 "$BUILD/stderr")"
	fi
}
expect_exit "--help exits 0" 0 "$ECTAB" --help
expect_exit "--version exits 0" 0 "$ECTAB" --version
if grep -qx 'ectab [0-9]*\.[0-9]*\.[0-9]*' "$BUILD/stdout"; then
	pass "--version prints ectab VERSION"
else
	fail "--version prints ectab VERSION" "$(cat "$BUILD/stdout")"
fi
expect_exit "a command of no operand: exit 2" 2 "$ECTAB" make
expect_exit "an unknown option: exit 2" 2 "$ECTAB" --frobnicate $CURVES
expect_exit "--check without -o: exit 2" 2 "$ECTAB" --check $CURVES
expect_exit "-c with an unknown curve: exit 2" 2 "$ECTAB" -c nosuch $CURVES
expect_exit "-c with a curve twice: exit 2" 2 "$ECTAB" -c P-256,prime256v1 $CURVES
expect_exit "a missing definition file: exit 1" 1 "$ECTAB" "$BUILD/nonexistent"
expect_exit "a missing template: exit 1" 1 "$ECTAB" -t nosuch $CURVES
expect_exit "--check on a missing file: exit 1" 1 "$ECTAB" --check -o "$BUILD/nonexistent" $CURVES

"$ECTAB" -t templates/json.tmpl -c P-384,secp224k1 $CURVES > "$BUILD/sel.json"
if python3 -c '
import json, sys
names = [c["name"] for c in json.load(open(sys.argv[1]))["curves"]]
sys.exit(names != ["secp384r1", "secp224k1"])' "$BUILD/sel.json"; then
	pass "-c selects curves by name or alias, in its order"
else
	fail "-c selects curves by name or alias, in its order" "$(head -c 200 "$BUILD/sel.json")"
fi

"$ECTAB" -t templates/json.tmpl -o - $CURVES > "$BUILD/dash.json"
if cmp -s "$BUILD/dash.json" out/ec_curve_tables.json; then
	pass "-o - writes standard output"
else
	fail "-o - writes standard output" "differs"
fi

expect_exit "a definition file name that cannot be quoted: exit 1" 1 \
    "$ECTAB" -t templates/json.tmpl "$BUILD/a*b.txt"

# Files are read in byte order of their names, whatever the order given.
sed -n '/^curve secp224k1/,/^$/p' $CURVES > "$BUILD/B.txt"
sed -n '/^curve FRP256v1/,$p' gen/curves/anssi.txt > "$BUILD/a.txt"
"$ECTAB" -t templates/json.tmpl "$BUILD/a.txt" "$BUILD/B.txt" > "$BUILD/ab.json"
"$ECTAB" -t templates/json.tmpl "$BUILD/B.txt" "$BUILD/a.txt" > "$BUILD/ba.json"
if cmp -s "$BUILD/ab.json" "$BUILD/ba.json" &&
    grep -qF "\"sources\": [\"$BUILD/B.txt\", \"$BUILD/a.txt\"]" "$BUILD/ab.json"; then
	pass "definition files are read in byte order of their names"
else
	fail "definition files are read in byte order of their names" "$(grep sources "$BUILD/ab.json" "$BUILD/ba.json")"
fi

# A write error (here the file size limit) leaves the target and no
# temporary file behind.
printf 'old contents\n' > "$BUILD/keep.h"
err=$(ulimit -f 8; "$ECTAB" -t templates/libressl.tmpl -o "$BUILD/keep.h" $CURVES 2>&1)
rc=$?
if [ $rc -eq 1 ] && [ "$(cat "$BUILD/keep.h")" = "old contents" ] &&
    ! ls -A "$BUILD" | grep -q '^\.keep\.h\.'; then
	pass "a write error leaves the output file as it was ($err)"
else
	fail "a write error leaves the output file as it was" "exit $rc: $err; $(ls -A "$BUILD")"
fi

# Interrupting a run: with fsync slowed down, each of SIGINT, SIGTERM,
# SIGHUP and SIGQUIT is sent once the temporary file exists; ectab must
# die of the signal, remove the temporary file and leave the target as
# it was.
if ! "$CC" -shared -fPIC -o "$BUILD/slowsync.so" tests/slowsync.c -ldl 2>"$BUILD/cc.err"; then
	fail "interrupted runs: the fsync shim builds" "$(head -n 3 "$BUILD/cc.err")"
else
	for sig in INT TERM HUP QUIT; do
		name="SIG$sig while the temporary file exists leaves the target and no temporary file"
		mkdir -p "$BUILD/int"
		printf 'old contents\n' > "$BUILD/int/target.h"
		LD_PRELOAD="$(cd "$BUILD" && pwd)/slowsync.so" "$ECTAB" -t templates/libressl.tmpl \
		    -o "$BUILD/int/target.h" $CURVES 2>/dev/null &
		pid=$!
		for _ in $(seq 100); do
			ls -A "$BUILD/int" | grep -q '^\.target\.h\.' && break
			sleep 0.05
		done
		seen=$(ls -A "$BUILD/int" | grep -c '^\.target\.h\.')
		kill -"$sig" $pid
		{ wait $pid; } 2>/dev/null
		rc=$?
		want=$((128 + $(kill -l "$sig")))
		if [ "$seen" -ne 1 ]; then
			fail "$name" "no temporary file appeared"
		elif [ $rc -ne $want ]; then
			fail "$name" "exit $rc, want $want"
		elif [ "$(cat "$BUILD/int/target.h")" != "old contents" ]; then
			fail "$name" "the target changed"
		elif [ -n "$(ls -A "$BUILD/int" | grep -v '^target\.h$')" ]; then
			fail "$name" "left: $(ls -A "$BUILD/int")"
		else
			pass "$name"
		fi
		rm -rf "$BUILD/int"
	done
fi

# --- ectab list, '-' and '--' ---------------------------------------------------------

count_lines "the command line" bash tests/cli.sh "$ECTAB" "$BUILD"
