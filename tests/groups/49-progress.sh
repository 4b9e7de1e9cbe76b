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
# Group progress of make check (tests/run.sh): what make check prints
# while its groups run.  run.sh runs, in a copy of its scripts, two
# groups made here: one that ends at once, and one that starts a
# consumer step (step_begin of gen/cache.sh) and then waits for a
# file that this group makes only once run.sh has printed the first
# group's line and the step's: so both must be printed while the
# second group still runs.  Then the groups' own lines come at the end,
# and the last line counts their checks alone.  Outside make check,
# step_begin writes to standard error.
#
# cost: 5

T=$(cd "$BUILD" && pwd)
mkdir -p "$T/tree/tests/groups" "$T/tree/tests/consumers" \
    "$T/tree/gen/checker"
cp tests/run.sh tests/group.sh tests/lib.sh "$T/tree/tests/"
cp tests/consumers/lib.sh "$T/tree/tests/consumers/"
cp gen/cache.sh "$T/tree/gen/"
cp gen/checker/lib.sh "$T/tree/gen/checker/"
cat > "$T/tree/tests/groups/10-fast.sh" <<'GROUP'
pass "fast: one"
pass "fast: two"
GROUP
# It waits 300 s at most, longer than this group waits for the lines,
# so that a run.sh that printed them only at the end fails here first.
cat > "$T/tree/tests/groups/20-slow.sh" <<'GROUP'
. gen/cache.sh
step_begin "fake suite"
n=0
while [ ! -e go ] && [ $n -lt 300 ]; do
	sleep 1
	n=$((n + 1))
done
if [ -e go ]; then
	pass "slow: went on when told"
else
	fail "slow: went on when told" "no file go after 300 s"
fi
step "fake suite" "ran" 0
GROUP

# run.sh's output so far, indented: its PASS lines are not this group's.
shown() {
	sed 's/^/    /' "$T/run.out"
}

# live NAME PATTERN: passes NAME once a line of run.sh's output matches
# PATTERN, while group slow waits; fails if the time given to the run
# is up first.
live() {
	until grep -q "$2" "$T/run.out"; do
		if [ $SECONDS -ge $limit ]; then
			fail "$1" "not within 120 s, while group slow waited:
$(shown)"
			return
		fi
		sleep 1
	done
	pass "$1"
}

: > "$T/run.out"
# Nothing of the copy's steps may reach the report of the make check
# that runs this group.
(cd "$T/tree" && env -u ECTAB_PROGRESS -u ECTAB_STEPS ECTAB_CACHE=off \
    JOBS=2 CI= bash tests/run.sh > "$T/run.out" 2>&1) &
pid=$!
limit=$((SECONDS + 120))
live "make check prints a group's line as it ends, while others run" \
    '^group fast: 2 checks, 0 failed, [0-9]* s$'
live "make check prints step_begin's line as the step starts" \
    '^fake suite: started$'
touch "$T/tree/go"
wait $pid
rc=$?

# in_order PATTERN...: whether run.sh's output has lines that match the
# patterns, each after the one before.
in_order() {
	local p n last=0
	for p in "$@"; do
		n=$(tail -n +$((last + 1)) "$T/run.out" |
		    grep -n -m 1 "$p" | cut -d: -f1)
		[ -n "$n" ] || return 1
		last=$((last + n))
	done
}
what="make check prints as the groups end, then their checks and report"
if [ $rc -eq 0 ] &&
    in_order '^group fast: 2 checks' '^fake suite: ran in 0 s$' \
    '^group slow: 1 checks, 0 failed, [0-9]* s$' '^PASS fast: one$' \
    '^PASS slow: ' '^group fast: [0-9]* s, 2 checks$' \
    '^fake suite: ran in 0 s$' &&
    [ "$(tail -n 1 "$T/run.out")" = "3 passed, 0 failed" ]; then
	pass "$what"
else
	fail "$what" "want exit 0, the lines in this order and the last
    \"3 passed, 0 failed\"; got exit $rc:
$(shown)"
fi

what="step_begin writes to standard error outside make check"
out=$(env -u ECTAB_PROGRESS bash -c '. gen/cache.sh
    step_begin "fake build"' 2> "$T/err")
if [ -z "$out" ] && [ "$(cat "$T/err")" = "fake build: started" ]; then
	pass "$what"
else
	fail "$what" "standard output: $out; standard error: $(cat "$T/err")"
fi
