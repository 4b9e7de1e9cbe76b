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
# Group cache of make check (tests/run.sh): the consumer driver
# (tests/consumers/run.sh) and its cache (gen/cache.sh), on a
# small consumer made here in LibreSSL's shape (a library whose
# ec_curve.c the patch makes include ec_curve_tables.h, a test on stock
# and one the patch adds, a mutant), in a cache of its own: what is
# built, rebuilt incrementally or reused, and which tests run again, as
# ectab's file, a patch, the source or a flag changes; FRESH=1; a
# failed run is not reused; a run stopped half-way; --mutant;
# ECTAB_CACHE=off; a run that waits for a build another holds; make
# distclean.
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
	printf '#define EC_WORD 0x%x\n' "$1" > "$T/$2"
}
header 3 h.h
header 5 other.h
header 4 even.h

# --- the consumer ----------------------------------------------------------------

# Its description: the driver's defaults (cmake, ninja, the patches of
# its folder's patches/) and ctest; the header of $MINI_HEADER is
# ectab's file; $MINI_FLAGS adds to cmake's options.  ec_builtin_test
# passes if the word is odd and below 16.
mkdir -p "$T/mini"
mv "$T/patches" "$T/mini/patches"
sed -i 's/if (ec_word() % 2 == 1) {/if (ec_word() % 2 == 1 \&\& ec_word() < 16) {/' \
    "$T/mini/patches/02-test.patch"
cat > "$T/mini/consumer.sh" <<'EOF'
TITLE=Mini
TOOLS="cmake ninja ctest"
CONFIGS=amd64
MUTANT_TARGETS=ec_builtin_test

config_flags() {
	echo "-DCMAKE_BUILD_TYPE=Release${MINI_FLAGS:+ $MINI_FLAGS}"
}

make_files() {
	mkdir -p "$1/crypto/ec" &&
	    cp "$MINI_HEADER" "$1/crypto/ec/ec_curve_tables.h"
}

tests_spec() {
	echo "ctest $1"
}

run_tests() {
	local filter=()
	case $4 in
	stock|ectab) ;;
	*)	filter=(-R '^ec_builtin_test$') ;;
	esac
	ctest --test-dir "$2/build" --output-on-failure "${filter[@]}" \
	    > "$3" 2>&1
}

cases() {
	ctest_cases "$1"
}

whole_run() {
	ctest_whole_run "$1"
}

mutants() {
	echo 'mutant-word ec_curve_tables.h ^#define EC_WORD'
}
EOF

# --- the runs ---------------------------------------------------------------------

# The driver runs from a copy of its own, so that what it writes in the
# tree (gen/obj/nocache/ with ECTAB_CACHE=off) is in the group's
# folder.
mkdir -p "$T/tree/tests/consumers" "$T/tree/gen/checker"
cp tests/consumers/run.sh tests/consumers/lib.sh "$T/tree/tests/consumers/"
cp gen/cache.sh "$T/tree/gen/"
cp gen/checker/lib.sh "$T/tree/gen/checker/"
ectab=$(cd "$(dirname "$ECTAB")" && pwd)/${ECTAB##*/}

# mini NAME [ENV=VALUE...] [-- ARG...]: the driver on the consumer, in
# the group's cache; its exit status in $rc (and returned), its output
# in $T/NAME.out, the steps it reported in $T/NAME.steps, and their
# lines of progress, which make check would print as the real
# consumers', in $T/NAME.progress.
mini() {
	local name=$1 envs=()
	shift
	while [ $# -gt 0 ] && [ "$1" != -- ]; do
		envs+=("$1")
		shift
	done
	[ $# -gt 0 ] && shift
	: > "$T/$name.steps"
	env ECTAB_CACHE="$T/cache" ECTAB_STEPS="$T/$name.steps" FRESH= \
	    ECTAB_PROGRESS="$T/$name.progress" ECTAB="$ectab" MINI_HEADER="$T/h.h" MINI_FLAGS= "${envs[@]}" \
	    bash "$T/tree/tests/consumers/run.sh" "$@" "$T/mini/consumer.sh" \
	    "$T/src" > "$T/$name.out" 2>&1
	rc=$?
	return $rc
}

# how NAME STEP: how run NAME had STEP ("stock build", "ectab tests",
# ...): its last report line up to a colon or parenthesis, without the
# key or time; "" if it had none.
how() {
	sed -n "s/^mini amd64 $2: \\([^:(]*\\).*/\\1/p" "$T/$1.steps" |
	    tail -n 1 |
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
		fail "$what" "exit $rc: $(grep -m 3 'FAIL\|mini: ' "$T/$name.out")"
	elif [ -n "$bad" ]; then
		fail "$what" "${bad#; }"
	else
		pass "$what"
	fi
}

reused="reused the result kept under key"
mini first
expect first "a first run builds stock and with ectab's file and runs both" \
    "stock build=built" "ectab build=built" \
    "stock tests=ran" "ectab tests=ran" "mutant-word tests=ran"
if grep -q "^PASS Mini amd64: every test case that passes on stock passes with ectab's files (2 passed, 0 failed; stock 1 passed, 0 failed)\$" "$T/first.out" &&
    grep -q "^PASS Mini amd64: mutant-word (one word changed, ec_curve_tables.h:1) fails 1 test cases that pass on stock (or that the patches add) and with ectab's files: ec_builtin_test\$" "$T/first.out"; then
	pass "the first run compares the tests, and the mutant fails the test the patch adds"
else
	fail "the first run compares the tests, and the mutant fails the test the patch adds" "$(grep '^FAIL' "$T/first.out")"
fi

mini again
expect again "run again, nothing changed: every result reused, nothing built" \
    "stock build=" "ectab build=" "stock tests=$reused" \
    "ectab tests=$reused" "mutant-word tests=$reused"
key=$(sed -n 's/.*ectab tests: reused.* under key \([0-9a-f]\{16\}\) .*/\1/p' "$T/again.steps")
set -- "$T/cache/mini/results/$key"*/key
if [ -n "$key" ] && [ $# -eq 1 ] && [ -f "$1" ] &&
    grep -qx "file crypto/ec/ec_curve_tables.h $(sha256sum < "$T/h.h" | cut -c1-64)" "$1" &&
    grep -q '^patch 01-static.patch [0-9a-f]\{64\}$' "$1"; then
	pass "the reuse line names the key, whose text names the file's and the patches' SHA-256"
else
	fail "the reuse line names the key" "key ${key:-none} in: $(cat "$T/again.steps")"
fi

# A changed header: ninja rebuilds what includes it (ec_curve.c, then
# the library and the programs that link it), not bn.c; the tests with
# ectab's file run again, the stock side is untouched.
cp "$T/h.h" "$T/h.keep"
header 5 h.h
mini header
expect header "a changed file: rebuilt incrementally, its tests run again" \
    "stock build=" "stock tests=$reused" \
    "ectab build=rebuilt incrementally" "ectab tests=ran"
if grep -q '^mini amd64 ectab build: rebuilt incrementally (1 compiled' "$T/header.steps"; then
	pass "a changed file recompiles the one source that includes it"
else
	fail "a changed file recompiles the one source that includes it" "$(cat "$T/header.steps")"
fi

# The header changed back: its results are reused, nothing built.
cp "$T/h.keep" "$T/h.h"
mini back
expect back "the file changed back: the earlier results reused" \
    "ectab build=" "ectab tests=$reused" "mutant-word tests=$reused"

# A run stopped after it copied a header that fails the test into the
# tree, before ninja finished: the next run that needs the build puts
# ectab's file back and brings the build up to date first (FRESH=1
# makes it need it).
dir=$(ls -td "$T"/cache/mini/amd64-ectab-*/ | head -n 1)
cp "$T/even.h" "$dir/src/crypto/ec/ec_curve_tables.h"
rm -f "$dir/done"
mini stopped FRESH=1
if [ "$rc" -eq 0 ] &&
    [ "$(how stopped "ectab build")" = "rebuilt incrementally" ] &&
    grep -q "^PASS Mini amd64: every test case that passes on stock passes with ectab's files (2 passed, 0 failed;" "$T/stopped.out"; then
	pass "a run stopped before ninja finished: the next brings the build up to date"
else
	fail "a run stopped before ninja finished" "exit $rc: $(cat "$T/stopped.steps")"
fi

# A changed patch: a new build with ectab's file from scratch, its tests
# run again.
sed -i 's/^+	return EC_WORD;$/+	return EC_WORD + 0;/' "$T/mini/patches/01-static.patch"
mini patch
expect patch "a changed patch: the build with ectab's file made anew, its tests run again" \
    "stock build=" "stock tests=$reused" \
    "ectab build=built" "ectab tests=ran"

# A changed flag: both builds made anew, every test run again.
mini flag MINI_FLAGS=-DMINI_UNUSED=1
expect flag "a changed flag: both builds made anew, every test run again" \
    "stock build=built" "ectab build=built" \
    "stock tests=ran" "ectab tests=ran" "mutant-word tests=ran"

# A changed source: both builds made anew, every test run again.
printf '/* changed */\n' >> "$T/src/crypto/bn/bn.c"
mini source
expect source "a changed source: both builds made anew, every test run again" \
    "stock build=built" "ectab build=built" \
    "stock tests=ran" "ectab tests=ran" "mutant-word tests=ran"

# FRESH=1 runs the tests though their results are kept.
mini fresh FRESH=1
expect fresh "FRESH=1: the builds reused, every test run again" \
    "stock build=reused" "stock tests=ran" "ectab tests=ran" \
    "mutant-word tests=ran"

# A header that makes ec_builtin_test fail: the run fails, and its
# result is not reused by the next run.
mini broken MINI_HEADER="$T/even.h"
mini broken2 MINI_HEADER="$T/even.h"
if [ "$rc" -eq 1 ] && [ "$(how broken2 "ectab tests")" = ran ] &&
    grep -q "^FAIL Mini amd64 with ectab's files: stock passed 1; lost: ec_builtin_test" "$T/broken2.out" &&
    ! grep -q '^PASS Mini amd64: mutant' "$T/broken2.out"; then
	pass "tests whose checks failed run again: their result is not reused"
else
	fail "tests whose checks failed run again" "exit $rc: $(cat "$T/broken2.steps")"
fi

# --mutant: a caught mutant's result is reused; one that is not caught
# runs again.
mini mutant1 -- --mutant "$T/even.h"
m1=$rc
mini mutant2 -- --mutant "$T/even.h"
m2=$rc
if [ $m1 -eq 0 ] && [ $m2 -eq 0 ] &&
    grep -q '^    FAIL: prime256v1: word 4$' "$T/mutant2.out" &&
    [ "$(how mutant2 "mutant-even.h tests")" = "$reused" ]; then
	pass "--mutant: caught, and its result reused, with the test's output"
else
	fail "--mutant: caught, and its result reused" "exit $m1, $m2: $(cat "$T/mutant2.steps")"
fi
mini mutant3 -- --mutant "$T/other.h"
m3=$rc
mini mutant4 -- --mutant "$T/other.h"
if [ $m3 -eq 1 ] && [ "$rc" -eq 1 ] &&
    [ "$(how mutant4 "mutant-other.h tests")" = "ran" ]; then
	pass "--mutant: not caught, exit 1, and tried again the next time"
else
	fail "--mutant: not caught, exit 1, and tried again" "exit $m3, $rc: $(cat "$T/mutant4.steps")"
fi
# The build holds a mutant's file that fails the test: tests that run
# put ectab's back.
mini mutant5 -- --mutant "$T/even.h"
mini restored FRESH=1
expect restored "after the mutants the build holds ectab's file again" \
    "ectab build=rebuilt incrementally" "ectab tests=ran"
if grep -q "^PASS Mini amd64: every test case that passes on stock passes with ectab's files (2 passed, 0 failed;" "$T/restored.out"; then
	pass "after a mutant that fails the test, ectab's file is put back: the tests pass"
else
	fail "after a mutant that fails the test, ectab's file is put back" "$(grep '^FAIL' "$T/restored.out")"
fi

# Usage: a configuration the consumer has not is refused (exit 2), and
# a mutant that cannot be tried (its source is not there) exits 4, not
# 0 or 1.
mini usage -- --config sparc64
u=$rc
env ECTAB_CACHE="$T/cache" ECTAB_PROGRESS=/dev/null ECTAB="$ectab" \
    MINI_HEADER="$T/h.h" bash "$T/tree/tests/consumers/run.sh" \
    --mutant "$T/even.h" "$T/mini/consumer.sh" "$T/nosuch.tar.xz" \
    > "$T/nosource.out" 2>&1
rc=$?
if [ "$u" -eq 2 ] && [ "$rc" -eq 4 ] &&
    grep -q 'mini has no configuration sparc64' "$T/usage.out"; then
	pass "an unknown configuration exits 2; a mutant that cannot be tried exits 4"
else
	fail "an unknown configuration exits 2; a mutant that cannot be tried exits 4" "exit $u, $rc: $(cat "$T/usage.out" "$T/nosource.out" | head -n 4)"
fi

# ECTAB_CACHE=off: nothing reused from the cache, nothing written to it.
ls -R "$T/cache" > "$T/cache.before"
mini off1 ECTAB_CACHE=off
rm -rf "$T/tree/gen/obj/nocache"
mini off2 ECTAB_CACHE=off
ls -R "$T/cache" > "$T/cache.after"
expect off2 "ECTAB_CACHE=off: everything built and run, every time" \
    "stock build=built" "ectab build=built" \
    "stock tests=ran" "ectab tests=ran"
if [ "$(how off1 "ectab tests")" = ran ] &&
    cmp -s "$T/cache.before" "$T/cache.after"; then
	pass "ECTAB_CACHE=off: the cache is neither read nor written"
else
	fail "ECTAB_CACHE=off: the cache is neither read nor written" \
	    "$(cat "$T/off1.steps"; diff "$T/cache.before" "$T/cache.after" | head -n 3)"
fi

# A build in use by another process: a run waits for its lock, then
# goes on and passes.
dir=$(ls -td "$T"/cache/mini/amd64-ectab-*/ | head -n 1)
dir=${dir%/}
exec {held}>"$dir.lock"
flock "$held"
# (the run must not inherit the lock it waits for)
mini waiter FRESH=1 {held}>&- &
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

# make distclean removes the cache (gen/cache.sh remove), but no
# folder that lacks its CACHEDIR.TAG.
out=$(ECTAB_CACHE="$T/cache" bash gen/cache.sh remove 2>&1)
rc=$?
mkdir -p "$T/notours"
printf 'x\n' > "$T/notours/file"
err=$(ECTAB_CACHE="$T/notours" bash gen/cache.sh remove 2>&1)
rc2=$?
if [ $rc -eq 0 ] && [ ! -e "$T/cache" ] && [ $rc2 -eq 1 ] &&
    [ -f "$T/notours/file" ] &&
    [ "$err" = "cache.sh: $T/notours has no CACHEDIR.TAG: not ectab's cache, left alone" ]; then
	pass "cache.sh remove (make distclean) removes the cache, and no folder without its CACHEDIR.TAG"
else
	fail "cache.sh remove" "exit $rc ($out), $rc2 ($err)"
fi
