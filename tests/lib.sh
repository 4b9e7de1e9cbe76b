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
# PASS/FAIL/SKIP counting, running 32-bit x86 programs, and the checks
# that several groups of tests/groups/ run (tests/group.sh sets the
# variables they use: ECTAB, CC, CURVES, LIBRESSL_SET, BUILD, RUN32).
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

# Prints the LibreSSL source tarball: $LIBRESSL_TARBALL, or the one in
# ../shared/libressl/, or, in a clone of a tree on this machine, the one
# beside that tree.  Returns 1 if there is none.  Run from the top of
# the tree.
libressl_tarball() {
	local origin dir
	if [ -n "${LIBRESSL_TARBALL:-}" ]; then
		[ -f "$LIBRESSL_TARBALL" ] || return 1
		echo "$LIBRESSL_TARBALL"
		return 0
	fi
	origin=$(git config --get remote.origin.url 2>/dev/null)
	for dir in ../shared/libressl "$origin/../shared/libressl"; do
		set -- "$dir"/libressl-*.tar.xz
		if [ $# -eq 1 ] && [ -f "$1" ]; then
			echo "$1"
			return 0
		fi
	done
	return 1
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

# The 32-bit reference: Debian's i386 OpenSSL (libssl-dev:i386).
have_i386_openssl() {
	[ -e /usr/include/i386-linux-gnu/openssl/opensslconf.h ] &&
	    [ -e /usr/lib/i386-linux-gnu/libcrypto.so ]
}

# can_prove NAME BITS: whether a program linked with the reference of
# BITS-bit words can be built and run here; if not, skips NAME, saying
# what is missing, and returns 1.
can_prove() {
	[ "$2" = 32 ] || return 0
	if ! have_i386_openssl; then
		skip "$1" "Debian's i386 OpenSSL is missing (make deps installs libssl-dev:i386)"
		return 1
	fi
	if [ -z "$RUN32" ]; then
		skip "$1" "32-bit programs do not run here and qemu-i386 is missing (make deps installs qemu-user)"
		return 1
	fi
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

# --- shared by the groups of tests/groups/ ------------------------------------

# The outputs that `make` writes from templates, as "file:argument:...".
# Templates are named by path, as the Makefile does, so that the tree's
# own templates are used.
OUTPUTS="out/ec_curve_tables.h:-t:templates/libressl.tmpl:-s:${LIBRESSL_SET:-gen/curves/libressl.set}
    out/ec_curve_tables.json:-t:templates/json.tmpl
    out/ectab_curves.h:-t:templates/generic.tmpl
    out/ectab_curves.rs:-t:templates/rust.tmpl"

# Prints, each after a space, the files of out/ named in gen/outputs.txt
# whose copy in folder $1 (out/X as $1/X) is missing or differs.
out_differs() {
	local f
	for f in $(sed -n 's/^\(out\/[^ 	#]*\).*/\1/p' gen/outputs.txt); do
		cmp -s "$f" "$1/${f#out/}" || printf ' %s' "$f"
	done
}

# Runs a test script, adding $TAG to its PASS/FAIL/SKIP lines.
tagged() {
	(set -o pipefail; "$@" 2>&1 | sed "s/^\(PASS\|FAIL\|SKIP\) .*/&$TAG/")
}

# build_checker HEADER DIR LIBS COMPILER [FLAGS...] builds the reference
# checker of HEADER, of either layout, as DIR/checker with the compiler
# and flags given, linking LIBS; on failure $out says why.  With
# CHECKER_OBJS set, the objects it names, built with the same flags,
# stand for checker.c, fproof.c and words.c, which do not read the
# header.
build_checker() {
	local h dir adapter defs=
	h=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
	dir=$(cd "$2" && pwd)
	local libs=$3
	shift 3
	case $h in
	*tables.h) adapter=tests/checker/tables_libressl.c ;;
	*)	adapter=tests/checker/tables_generic.c
		nid_symbols "$h" "$dir/nid_symbols.h"
		defs="-DTABLES_PREFIX=ectab_ -DTABLES_MACRO_PREFIX=ECTAB_
		    -DNID_SYMBOLS=\"$dir/nid_symbols.h\"" ;;
	esac
	# shellcheck disable=SC2086
	out=$("$@" -Itests/checker -DTABLES_HEADER="\"$h\"" $defs \
	    -o "$dir/checker" ${CHECKER_OBJS:-tests/checker/checker.c \
	    tests/checker/fproof.c tests/checker/words.c} $adapter $libs \
	    -ldl 2>&1)
}


# $TAG names the build of $ECTAB in the checks' names: groups libressl
# and sanitizers run the same checks with other builds of ectab.
TAG=
check_outputs() {
	local o file args
	for o in $OUTPUTS; do
		file=${o%%:*}
		args=$(printf '%s' "${o#*:}" | tr ':' ' ')
		# shellcheck disable=SC2086
		if ! "$ECTAB" $args -o "$BUILD/current" $CURVES; then
			fail "out/ is current$TAG: $file" "ectab failed"
		elif cmp -s "$BUILD/current" "$file"; then
			pass "out/ is current$TAG: $file"
		else
			fail "out/ is current$TAG: $file" "differs from a fresh run; run make and commit"
		fi
		# shellcheck disable=SC2086
		if "$ECTAB" --check $args -o "$file" $CURVES; then
			pass "--check exits 0 on the committed $file$TAG"
		else
			fail "--check exits 0 on the committed $file$TAG" "exit $?"
		fi
	done
}

# tests/bad/EXPECT: "file:line: message" per bad definition file (.txt)
# or template (.tmpl).  Each must exit 1 with one line on stderr naming
# the file, line and problem, leave an existing output file byte-identical,
# create no output file where there was none, and leave no temporary file.
# (bad_input also serves the cases made at run time, below.)
bad_input() {
	local name=$1 want=$2 err rc
	shift 2
	printf 'old contents\n' > "$BUILD/keep.h"
	rm -f "$BUILD/new.h"
	err=$("$@" -o "$BUILD/keep.h" 2>&1 >/dev/null)
	rc=$?
	"$@" -o "$BUILD/new.h" >/dev/null 2>&1
	if [ $rc -ne 1 ]; then
		fail "$name" "exit $rc, want 1 ($err)"
	elif [ "$(printf '%s\n' "$err" | wc -l)" -ne 1 ]; then
		fail "$name" "want one line, got: $err"
	elif [ "${err#"ectab: $want"}" = "$err" ]; then
		fail "$name" "got \"$err\", want \"ectab: $want...\""
	elif [ "$(cat "$BUILD/keep.h")" != "old contents" ]; then
		fail "$name" "the output file was changed"
	elif [ -e "$BUILD/new.h" ]; then
		fail "$name" "an output file was created"
	elif ls -A "$BUILD" | grep -q '^\.\(keep\|new\)\.h\.'; then
		fail "$name" "a temporary file was left behind"
	else
		pass "$name"
	fi
}
check_bad_files() {
	local expect f
	while IFS= read -r expect; do
		f=tests/bad/${expect%%:*}
		case $f in
		*.tmpl)	bad_input "bad template ${f#tests/bad/}$TAG" \
			    "tests/bad/$expect" "$ECTAB" -t "$f" $CURVES ;;
		*.der|*.pem)
			bad_input "bad EC parameters ${f#tests/bad/}$TAG" \
			    "tests/bad/$expect" "$ECTAB" import "$f" ;;
		*)	bad_input "bad definition ${f#tests/bad/}$TAG" \
			    "tests/bad/$expect" "$ECTAB" -t templates/libressl.tmpl "$f" ;;
		esac
	done < <(grep -v '^#' tests/bad/EXPECT)
}

# Builds ectab with AddressSanitizer (leaks included) and
# UndefinedBehaviorSanitizer, every finding fatal, as $1/ectab, and
# exports the options that make each finding fail the run; on failure
# $out says why.
build_asan_ectab() {
	export ASAN_OPTIONS=detect_leaks=1:abort_on_error=0:exitcode=86
	export UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1:exitcode=87
	mkdir -p "$1"
	out=$($CC -std=c99 -g -O1 -fno-omit-frame-pointer \
	    -fsanitize=address,undefined -fno-sanitize-recover=all \
	    -D_DEFAULT_SOURCE -DECTAB_TEMPLATEDIR='"templates"' -o "$1/ectab" \
	    gen/*.c -lgmp -lcrypto 2>&1)
}

# Makes BoringSSL's three generated files with templates boringssl,
# boringssl-p256-nistz and boringssl-p256-fiat into $1 (builtin.h,
# nistz.h, fiat.h) and compares each, from its first declaration on,
# with the digests of BoringSSL's (tests/boringssl.py).
boringssl_digests() {
	local dir=$1 spec kind rest t c
	for spec in builtin:boringssl:P-224,P-256,P-384,P-521 \
	    nistz:boringssl-p256-nistz:P-256 fiat:boringssl-p256-fiat:P-256; do
		kind=${spec%%:*} rest=${spec#*:}
		t=${rest%%:*} c=${rest#*:}
		if ! "$ECTAB" -t $t -c $c -o "$dir/$kind.h" $CURVES; then
			fail "ectab -t $t -c $c$TAG" "exit $?"
			continue
		fi
		count_lines "$t digest$TAG" tagged python3 tests/boringssl.py \
		    check tests/boringssl/digests.txt $kind "$dir/$kind.h"
	done
}
