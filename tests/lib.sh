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
# Shared by ectab's test scripts (sourced, from the top of the tree):
# PASS/FAIL/SKIP counting, and running 32-bit x86 programs.
#
# Every check prints "PASS name" or "FAIL name: why".  A skip prints
# "SKIP name: why", except under CI=true, where nothing may be skipped
# and the check fails instead.

passed=0
failed=0
skipped=0

pass() {
	echo "PASS $1"
	passed=$((passed + 1))
}

fail() {
	echo "FAIL $1: $2"
	failed=$((failed + 1))
}

skip() {
	if [ "${CI:-}" = true ]; then
		fail "$1" "cannot run under CI: $2"
	else
		echo "SKIP $1: $2"
		skipped=$((skipped + 1))
	fi
}

# Runs a program that prints PASS/FAIL lines (and other lines, which are
# shown) and counts them; a program that prints no PASS line or exits
# non-zero fails as a whole.
count_lines() {
	local name=$1 out rc
	shift
	out=$("$@" 2>&1)
	rc=$?
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

# The 32-bit reference: Debian's i386 OpenSSL (libssl-dev:i386).
have_i386_openssl() {
	[ -e /usr/include/i386-linux-gnu/openssl/opensslconf.h ] &&
	    [ -e /usr/lib/i386-linux-gnu/libcrypto.so ]
}

# Writes to $2 the NID_SYMBOLS file of tests/checker/tables_generic.c for
# header $1: { "NID_x", NID_x } for each NID_ symbol the header names,
# guarded by #ifdef, as OpenSSL may not define it (NID_FRP256v1).
nid_symbols() {
	grep -o '"NID_[A-Za-z0-9_]*"' "$1" | tr -d '"' | sort -u |
	while read -r sym; do
		printf '#ifdef %s\n\t{ "%s", %s },\n#endif\n' "$sym" "$sym" "$sym"
	done > "$2"
}
