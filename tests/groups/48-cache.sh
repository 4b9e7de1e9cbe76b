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
# Group cache of make check (tests/run.sh): the cache of consumer builds
# (tests/cache.sh) as tests/libressl/run.sh uses it, on a small tree in
# LibreSSL's shape made here (a library whose ec_curve.c the patch makes
# include ec_curve_tables.h, and two ctest tests), in a cache of its
# own: what is built, rebuilt incrementally or reused, and which suites
# run again, as the header, a patch or the source changes; FRESH=1; a
# failed run is not reused; a run stopped half-way; ECTAB_CACHE=off; a
# run that waits for a build another holds; make distclean.
#
# cost: 30

# --- the tree, the patches and the headers ----------------------------------------

T=$(cd "$BUILD" && pwd)
mkdir -p "$T/src/crypto/ec" "$T/src/crypto/bn" "$T/src/tests" "$T/patches"
cat > "$T/src/CMakeLists.txt" <<'EOF'
cmake_minimum_required(VERSION 3.13)
project(mini C)
enable_testing()
add_library(crypto STATIC crypto/ec/ec_curve.c crypto/bn/bn.c)
add_executable(bn_test tests/bn_test.c)
target_link_libraries(bn_test crypto)
add_test(NAME bn_test COMMAND bn_test)
EOF
cat > "$T/src/crypto/ec/ec_curve.c" <<'EOF'
int
ec_word(void)
{
	return 0;
}
EOF
cat > "$T/src/crypto/bn/bn.c" <<'EOF'
int
bn_one(void)
{
	return 1;
}
EOF
cat > "$T/src/tests/bn_test.c" <<'EOF'
#include <stdio.h>

int bn_one(void);

int
main(void)
{
	printf("bn_test: %d\n", bn_one());
	return bn_one() != 1;
}
EOF
# The patches: ec_curve.c returns the header's word; ec_builtin_test
# passes if it is odd, and names the curve it fails on.
cat > "$T/patches/01-static.patch" <<'EOF'
--- a/crypto/ec/ec_curve.c
+++ b/crypto/ec/ec_curve.c
@@ -1,5 +1,7 @@
+#include "ec_curve_tables.h"
+
 int
 ec_word(void)
 {
-	return 0;
+	return EC_WORD;
 }
EOF
cat > "$T/patches/02-test.patch" <<'EOF'
--- a/CMakeLists.txt
+++ b/CMakeLists.txt
@@ -5,3 +5,6 @@
 add_executable(bn_test tests/bn_test.c)
 target_link_libraries(bn_test crypto)
 add_test(NAME bn_test COMMAND bn_test)
+add_executable(ec_builtin_test tests/ec_builtin_test.c)
+target_link_libraries(ec_builtin_test crypto)
+add_test(NAME ec_builtin_test COMMAND ec_builtin_test)
--- /dev/null
+++ b/tests/ec_builtin_test.c
@@ -0,0 +1,14 @@
+#include <stdio.h>
+
+int ec_word(void);
+
+int
+main(void)
+{
+	if (ec_word() % 2 == 1) {
+		printf("ec_builtin_test: 1 curve, 0 failed\n");
+		return 0;
+	}
+	printf("FAIL: prime256v1: word %d\n", ec_word());
+	return 1;
+}
EOF
header() {
	printf '#define EC_WORD %s\n' "$1" > "$T/$2"
}
header 3 h.h
header 5 other.h
header 4 even.h

# --- the runs ---------------------------------------------------------------------

# The scripts run from a copy of theirs, so that what they write in the
# tree (tests/build/, and tests/build/nocache/ with ECTAB_CACHE=off) is
# in the group's folder.
mkdir -p "$T/tree/tests/libressl"
cp tests/lib.sh tests/cache.sh "$T/tree/tests/"
cp tests/libressl/run.sh "$T/tree/tests/libressl/"

# lr NAME [ENV=VALUE...] [-- ARG...]: tests/libressl/run.sh on the tree,
# amd64, no benchmark, in the group's cache; its exit status in $rc
# (and returned), its output in $T/NAME.out, the steps it reported in
# $T/NAME.steps, and their lines of progress, which make check would
# print as the real consumers', in $T/NAME.progress.
lr() {
	local name=$1 envs=()
	shift
	while [ $# -gt 0 ] && [ "$1" != -- ]; do
		envs+=("$1")
		shift
	done
	[ $# -gt 0 ] && shift
	: > "$T/$name.steps"
	env ECTAB_CACHE="$T/cache" ECTAB_STEPS="$T/$name.steps" FRESH= \
	    ECTAB_PROGRESS="$T/$name.progress" \
	    LIBRESSL_PATCHES="$T/patches" LIBRESSL_HEADER="$T/h.h" \
	    "${envs[@]}" bash "$T/tree/tests/libressl/run.sh" --no-bench \
	    --arch 64 "$@" "$T/src" > "$T/$name.out" 2>&1
	rc=$?
	return $rc
}

# how NAME STEP: how run NAME had STEP ("stock amd64 build", ...): its
# report line up to a colon or parenthesis, without the key or time.
how() {
	sed -n "s/^libressl $2: \\([^:(]*\\).*/\\1/p" "$T/$1.steps" |
	    sed 's/ in [0-9]* s$//; s/ *$//; s/ key [0-9a-f]\{16\}$/ key/'
}

# expect NAME WHAT STEP=HOW...: run NAME passed (exit 0) and had each
# STEP as HOW.
expect() {
	local name=$1 what=$2 s step want got bad=
	shift 2
	for s in "$@"; do
		step=${s%%=*} want=${s#*=}
		got=$(how "$name" "$step")
		[ "$got" = "$want" ] || bad="$bad; $step: $got, want $want"
	done
	if [ "$rc" -ne 0 ]; then
		fail "$what" "exit $rc: $(grep -m 3 'FAIL\|libressl: ' "$T/$name.out")"
	elif [ -n "$bad" ]; then
		fail "$what" "${bad#; }"
	else
		pass "$what"
	fi
}

lr first
expect first "a first run builds stock and patched and runs both suites" \
    "stock amd64 build=built" "patched amd64 build=built" \
    "stock amd64 suite=ran" "patched amd64 suite=ran"
if grep -q '^PASS LibreSSL amd64: every test that passes on stock passes on patched (1 tests)$' "$T/first.out" &&
    grep -q '^PASS LibreSSL amd64: ec_builtin_test passes in the patched build$' "$T/first.out"; then
	pass "the first run compares the suites and finds ec_builtin_test"
else
	fail "the first run compares the suites and finds ec_builtin_test" "$(grep '^FAIL' "$T/first.out")"
fi

lr again
expect again "run again, nothing changed: both builds and suites reused" \
    "stock amd64 build=reused" "patched amd64 build=reused" \
    "stock amd64 suite=reused the result kept under key" \
    "patched amd64 suite=reused the result of a run that passed, under key"
key=$(sed -n 's/.*patched amd64 suite: reused.* under key \([0-9a-f]\{16\}\) .*/\1/p' "$T/again.steps")
set -- "$T/cache/libressl/results/$key"*/key
if [ -n "$key" ] && [ $# -eq 1 ] && [ -f "$1" ] &&
    grep -qx "header $(sha256sum < "$T/h.h" | cut -c1-64)" "$1"; then
	pass "the reuse line names the key, whose text names the header's SHA-256"
else
	fail "the reuse line names the key" "key ${key:-none} in: $(cat "$T/again.steps")"
fi

# A changed header: ninja rebuilds what includes it (ec_curve.c, then
# the library and the programs that link it), not bn.c; the patched
# suite runs again, the stock side is untouched.
cp "$T/h.h" "$T/h.keep"
header 5 h.h
lr header
expect header "a changed header: the patched build rebuilt incrementally, its suite run again" \
    "stock amd64 build=reused" "stock amd64 suite=reused the result kept under key" \
    "patched amd64 build=rebuilt incrementally" "patched amd64 suite=ran"
compiled=$(sed -n 's/.*patched amd64 build: rebuilt incrementally: \([0-9]*\) compiled.*/\1/p' "$T/header.steps")
if [ "$compiled" = 1 ]; then
	pass "a changed header recompiles the one file that includes it"
else
	fail "a changed header recompiles the one file that includes it" "$(cat "$T/header.steps")"
fi

# The header changed back: its result is reused, once ninja has rebuilt.
cp "$T/h.keep" "$T/h.h"
lr back
expect back "the header changed back: rebuilt incrementally, the earlier result reused" \
    "patched amd64 build=rebuilt incrementally" \
    "patched amd64 suite=reused the result of a run that passed, under key"

# A run stopped after it copied a changed header into the patched tree,
# before ninja finished: the next run, with the same header, brings the
# build up to date before it uses it (the header's bytes are those of
# the run "header" above, whose result is reused).
dir=$(ls -td "$T/cache/libressl/patched-amd64-"*/ | head -n 1)
cp "$T/other.h" "${dir}src/crypto/ec/ec_curve_tables.h"
rm -f "${dir}done"
lr stopped LIBRESSL_HEADER="$T/other.h"
expect stopped "a run stopped before ninja finished: the next brings the build up to date" \
    "patched amd64 build=rebuilt incrementally" \
    "patched amd64 suite=reused the result of a run that passed, under key"

# A changed patch: a new patched build from scratch, its suite run.
sed -i 's/^+	return EC_WORD;$/+	return EC_WORD + 0;/' "$T/patches/01-static.patch"
lr patch
expect patch "a changed patch: the patched build made anew, its suite run again" \
    "stock amd64 build=reused" "stock amd64 suite=reused the result kept under key" \
    "patched amd64 build=built" "patched amd64 suite=ran"

# A changed source: both builds made anew, both suites run again.
printf '/* changed */\n' >> "$T/src/crypto/bn/bn.c"
lr source
expect source "a changed source: both builds made anew, both suites run again" \
    "stock amd64 build=built" "patched amd64 build=built" \
    "stock amd64 suite=ran" "patched amd64 suite=ran"

# FRESH=1 runs the suites though their results are kept.
lr fresh FRESH=1
expect fresh "FRESH=1: the builds reused, both suites run again" \
    "stock amd64 build=reused" "patched amd64 build=reused" \
    "stock amd64 suite=ran" "patched amd64 suite=ran"

# A header that makes ec_builtin_test fail: the run fails, and its
# result is not reused by the next run.
lr broken LIBRESSL_HEADER="$T/even.h"
lr broken2 LIBRESSL_HEADER="$T/even.h"
if [ "$rc" -eq 1 ] && [ "$(how broken2 "patched amd64 suite")" = ran ] &&
    grep -q '^FAIL LibreSSL amd64: ec_builtin_test passes in the patched build: it failed; see ' "$T/broken2.out"; then
	pass "a suite whose checks failed runs again: its result is not reused"
else
	fail "a suite whose checks failed runs again" "exit $rc: $(cat "$T/broken2.steps")"
fi

# --mutant: a caught mutant's result is reused; one that is not caught
# runs again; either way the build is put back as it was.
lr mutant1 -- --mutant "$T/even.h"
m1=$rc
lr mutant2 -- --mutant "$T/even.h"
m2=$rc
if [ $m1 -eq 0 ] && [ $m2 -eq 0 ] &&
    grep -q '^    FAIL: prime256v1: word 4$' "$T/mutant2.out" &&
    [ "$(how mutant2 "patched amd64 mutant even.h")" = "reused the result of a run that caught it, under key" ]; then
	pass "--mutant: caught, and its result reused, with the test's output"
else
	fail "--mutant: caught, and its result reused" "exit $m1, $m2: $(cat "$T/mutant2.steps")"
fi
lr mutant3 -- --mutant "$T/other.h"
m3=$rc
lr mutant4 -- --mutant "$T/other.h"
if [ $m3 -eq 1 ] && [ "$rc" -eq 1 ] &&
    [ "$(how mutant4 "patched amd64 mutant other.h")" = "ran" ]; then
	pass "--mutant: not caught, exit 1, and tried again the next time"
else
	fail "--mutant: not caught, exit 1, and tried again" "exit $m3, $rc: $(cat "$T/mutant4.steps")"
fi
lr after
expect after "after the mutants the patched build and its result are reused" \
    "patched amd64 build=reused" \
    "patched amd64 suite=reused the result of a run that passed, under key"
# The mutants put the real header back: the suite, run again, passes.
lr restored FRESH=1
expect restored "after the mutants the patched build holds the real header again" \
    "patched amd64 build=reused" "patched amd64 suite=ran"

# ECTAB_CACHE=off: nothing reused from the cache, nothing written to it.
ls -R "$T/cache" > "$T/cache.before"
lr off1 ECTAB_CACHE=off
rm -rf "$T/tree/tests/build/nocache"
lr off2 ECTAB_CACHE=off
ls -R "$T/cache" > "$T/cache.after"
expect off2 "ECTAB_CACHE=off: everything built and run, every time" \
    "stock amd64 build=built" "patched amd64 build=built" \
    "stock amd64 suite=ran" "patched amd64 suite=ran"
if [ "$(how off1 "patched amd64 suite")" = ran ] &&
    cmp -s "$T/cache.before" "$T/cache.after"; then
	pass "ECTAB_CACHE=off: the cache is neither read nor written"
else
	fail "ECTAB_CACHE=off: the cache is neither read nor written" \
	    "$(cat "$T/off1.steps"; diff "$T/cache.before" "$T/cache.after" | head -n 3)"
fi

# A build in use by another process: a run waits for its lock, then
# goes on and passes.
dir=$(ls -td "$T/cache/libressl/patched-amd64-"*/ | head -n 1)
exec {held}>"${dir%/}.lock"
flock "$held"
# (the run must not inherit the lock it waits for)
lr waiter {held}>&- &
pid=$!
for _ in $(seq 100); do
	grep -q 'cache: waiting for another run' "$T/waiter.out" 2>/dev/null &&
	    break
	sleep 0.1
done
seen=$(grep -c 'cache: waiting for another run' "$T/waiter.out")
exec {held}>&-
for _ in $(seq 600); do
	kill -0 $pid 2>/dev/null || break
	sleep 0.1
done
kill $pid 2>/dev/null
wait $pid
rc=$?
if [ "$seen" -eq 1 ] && [ $rc -eq 0 ]; then
	pass "a build in use: the run waits for its lock, then passes"
else
	fail "a build in use: the run waits for its lock" "exit $rc, $seen waiting lines: $(tail -n 3 "$T/waiter.out")"
fi

# make distclean removes the cache (tests/cache.sh remove), but no
# folder that lacks its CACHEDIR.TAG.
out=$(ECTAB_CACHE="$T/cache" bash tests/cache.sh remove 2>&1)
rc=$?
mkdir -p "$T/notours"
printf 'x\n' > "$T/notours/file"
err=$(ECTAB_CACHE="$T/notours" bash tests/cache.sh remove 2>&1)
rc2=$?
if [ $rc -eq 0 ] && [ ! -e "$T/cache" ] && [ $rc2 -eq 1 ] &&
    [ -f "$T/notours/file" ] &&
    [ "$err" = "cache.sh: $T/notours has no CACHEDIR.TAG: not ectab's cache, left alone" ]; then
	pass "cache.sh remove (make distclean) removes the cache, and no folder without its CACHEDIR.TAG"
else
	fail "cache.sh remove" "exit $rc ($out), $rc2 ($err)"
fi
