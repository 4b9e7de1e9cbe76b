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
# Group reuse of make check (tests/run.sh): a group that passed is kept
# and reused while nothing it reads has changed.  run.sh runs, in a copy
# of its scripts with a cache of its own, three groups made here: one
# that passes, one that passes but says "# reuse: no", and one that
# fails; each notes in a file outside the copy that it ran.  A second
# run reuses the first group alone, with the same lines and count
# (Python's __pycache__ does not count); a file changed anywhere in
# the tree, another CC, a changed tarball, FRESH=1 (which keeps what
# passed), ECTAB_CACHE=off, another ectab or a run outside make check
# runs it again.
#
# cost: 10

T=$(cd "$BUILD" && pwd)
mkdir -p "$T/tree/tests/groups" "$T/tree/tests/consumers" \
    "$T/tree/gen/checker"
cp tests/run.sh tests/group.sh tests/lib.sh "$T/tree/tests/"
cp tests/consumers/lib.sh "$T/tree/tests/consumers/"
cp gen/cache.sh "$T/tree/gen/"
cp gen/checker/lib.sh "$T/tree/gen/checker/"
cp gen/outputs.txt "$T/tree/gen/"
cat > "$T/tree/tests/groups/10-kept.sh" <<'GROUP'
echo kept >> "$RAN"
pass "kept: one"
pass "kept: two"
GROUP
cat > "$T/tree/tests/groups/20-never.sh" <<'GROUP'
# reuse: no: this group runs every time.
echo never >> "$RAN"
pass "never: one"
GROUP
cat > "$T/tree/tests/groups/30-failed.sh" <<'GROUP'
echo failed >> "$RAN"
pass "failed: one"
fail "failed: two" "on purpose"
GROUP

# run N [VAR=VALUE...]: run.sh in the copy, its output in $T/run.N, the
# groups that ran in $T/ran.N.
run() {
	local n=$1
	shift
	(cd "$T/tree" && env -u ECTAB_PROGRESS -u ECTAB_STEPS -u FRESH \
	    -u ECTAB ECTAB_CACHE="$T/cache" RAN="$T/ran.$n" JOBS=2 CI= \
	    ECTAB_BUILT_WITH="cc -O2" SOURCE_TARBALL="$T/source.tar.xz" \
	    "$@" bash tests/run.sh > "$T/run.$n" 2>&1)
	sort "$T/ran.$n" 2>/dev/null | tr '\n' ' '
}

# ran NAME N WANT: passes NAME if run N ran the groups WANT.
ran() {
	local got
	got=$(run "$2" "${@:4}")
	if [ "$got" = "$3" ] &&
	    [ "$(tail -n 1 "$T/run.$2")" = "4 passed, 1 failed" ]; then
		pass "$1"
	else
		fail "$1" "ran: ${got:-none}, want: $3; run.sh said:
$(sed 's/^/    /' "$T/run.$2")"
	fi
}

echo one > "$T/source.tar.xz"
ran "make check runs every group the first time" 1 "failed kept never "
mkdir -p "$T/tree/tests/__pycache__"
echo bytecode > "$T/tree/tests/__pycache__/lib.pyc"
ran "make check reuses a group that passed, and runs the others" \
    2 "failed never "
what="a reused group's lines are printed as when it ran, and it says so"
if grep -q \
    '^group kept: 2 checks, 0 failed, reused the result kept under key [0-9a-f]\{16\}$' \
    "$T/run.2" && [ "$(grep '^PASS kept: ' "$T/run.1")" = \
    "$(grep '^PASS kept: ' "$T/run.2")" ] &&
    grep -q '^group kept: reused, 2 checks$' "$T/run.2"; then
	pass "$what"
else
	fail "$what" "$(sed 's/^/    /' "$T/run.2")"
fi
what="the key of a kept result names the files, ../shared and the packages"
key=$(cat "$T"/cache/groups/results/*/key 2>/dev/null)
case $key in
"group kept"*"files "*"contents "*"shared "*"packages "*)
	pass "$what" ;;
*)	fail "$what" "${key:-no key kept}" ;;
esac
echo "# a change" >> "$T/tree/tests/groups/20-never.sh"
ran "a file changed anywhere in the tree runs every group again" 3 \
    "failed kept never "
ran "another compiler (CC) runs every group again" 4 "failed kept never " \
    CC=clang
echo two > "$T/source.tar.xz"
ran "a changed source tarball (its *_TARBALL file) runs every group again" \
    5 "failed kept never "
ran "FRESH=1 runs every group again" 6 "failed kept never " FRESH=1
ran "and keeps what passed" 7 "failed never "
ran "ECTAB_CACHE=off runs every group" 8 "failed kept never " ECTAB_CACHE=off
ran "so does another build of ectab (ECTAB)" 9 "failed kept never " \
    ECTAB=/bin/true
ran "and a run outside make check (no ECTAB_BUILT_WITH)" 10 \
    "failed kept never " ECTAB_BUILT_WITH=
