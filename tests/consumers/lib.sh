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
# What the consumer driver (tests/consumers/run.sh) and the test scripts
# share (sourced, from the top of the tree; tests/lib.sh sources it):
# PASS/FAIL/SKIP counting, running 32-bit x86 programs, finding a
# consumer's source tarball (shared_tarball, of gen/cache.sh) and the
# programs a run needs.
#
# Every check prints "PASS name" or "FAIL name: why", followed by $TAG
# (" (ASan+UBSan)" when a group runs another's checks with another build
# of ectab).  A skip prints "SKIP name: why", except under CI=true,
# where nothing may be skipped and the check fails instead.

# shellcheck source=gen/cache.sh
. gen/cache.sh

passed=0
failed=0
skipped=0
TAG=${TAG:-}

pass() {
	echo "PASS $1$TAG"
	passed=$((passed + 1))
}

fail() {
	echo "FAIL $1: $2$TAG"
	failed=$((failed + 1))
}

skip() {
	if [ "${CI:-}" = true ]; then
		fail "$1" "cannot run under CI: $2"
	else
		echo "SKIP $1: $2$TAG"
		skipped=$((skipped + 1))
	fi
}

# Runs a program that prints PASS/FAIL lines (and other lines, which are
# shown) and counts them, adding $TAG to them; a program that
# prints no PASS line or exits non-zero fails as a whole.
count_lines() {
	local name=$1 out rc
	shift
	out=$("$@" 2>&1)
	rc=$?
	if [ -n "$TAG" ]; then
		out=$(printf '%s\n' "$out" |
		    sed "s/^\(PASS\|FAIL\|SKIP\) .*/&$TAG/")
	fi
	printf '%s\n' "$out"
	passed=$((passed + $(printf '%s\n' "$out" | grep -c '^PASS ')))
	failed=$((failed + $(printf '%s\n' "$out" | grep -c '^FAIL ')))
	skipped=$((skipped + $(printf '%s\n' "$out" | grep -c '^SKIP ')))
	if [ $rc -ne 0 ] || ! printf '%s\n' "$out" | grep -q '^PASS '; then
		fail "$name" "exit $rc"
	fi
}

summary() {
	if [ $skipped -gt 0 ]; then
		echo "$passed passed, $failed failed, $skipped skipped"
	else
		echo "$passed passed, $failed failed"
	fi
	[ $failed -eq 0 ]
}

# How 32-bit x86 programs run here: "native", "qemu-i386" (user-mode
# emulation of the same i386 binary, where the kernel has no 32-bit
# support), or "" if neither works.  Needs $1, a scratch folder.
find_run32() {
	RUN32=
	printf 'int main(void) { return 0; }\n' > "$1/true32.c"
	if ${CC:-gcc} -m32 -o "$1/true32" "$1/true32.c" 2>/dev/null; then
		if "$1/true32" 2>/dev/null; then
			RUN32=native
		elif command -v qemu-i386 >/dev/null &&
		    qemu-i386 "$1/true32" 2>/dev/null; then
			RUN32=qemu-i386
		fi
	fi
}

# Runs a program built with -m$1.
run_bits() {
	local bits=$1
	shift
	if [ "$bits" = 32 ] && [ "$RUN32" = qemu-i386 ]; then
		qemu-i386 "$@"
	else
		"$@"
	fi
}

# curve_copy CURVE NAME: CURVE of the catalog (gen/curves/*.txt) as a
# curve named NAME, without its aliases, OID, NID, comment, seed and
# SafeCurves name: a curve of a user's own.
curve_copy() {
	awk -v curve="$1" -v name="$2" '
	    /^curve / { take = $2 == curve; if (take) print "curve " name; next }
	    take && /^ *(alias|oid|nid|comment|safecurves|seed):/ { next }
	    take { print }' gen/curves/*.txt
}

# Prints the first of the programs named that is not installed; returns
# 1 if there is one.
missing_tool() {
	local tool
	for tool in "$@"; do
		if ! command -v "$tool" >/dev/null; then
			echo "$tool"
			return 1
		fi
	done
	return 0
}

# The series of LibreSSL diffs that ectab make writes into out/openbsd/,
# in order: the files of gen/outputs.txt's lines there.
openbsd_series() {
	sed -n 's,^\(out/openbsd/[^[:space:]#]*\)[[:space:]].*,\1,p' \
	    gen/outputs.txt
}
