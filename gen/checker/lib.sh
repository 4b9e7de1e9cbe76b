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
# The reference checker's shell functions (sourced, from the top of the
# tree): which adapter reads a header, by its content (make verify,
# gen/checker/verify.sh, and every group of make check that builds a
# checker: the tests source this file through tests/consumers/lib.sh),
# compiling the checker's sources, running its 32-bit x86 programs, and
# counting the PASS/FAIL lines of its checks, which make check's groups
# and the consumer driver count too.
#
# Every check prints "PASS name" or "FAIL name: why", followed by $TAG
# (" (ASan+UBSan)" when a group runs another's checks with another build
# of ectab).  A skip prints "SKIP name: why", except under CI=true,
# where nothing may be skipped and the check fails instead.

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

# Runs a program that prints PASS/FAIL/SKIP lines (and other lines,
# which are shown) and counts them, adding $TAG to them.  A program
# that exits non-zero, or prints neither a PASS nor a SKIP line (a
# skip says why nothing ran), fails as a whole.
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
	if [ $rc -ne 0 ] ||
	    ! printf '%s\n' "$out" | grep -q '^\(PASS\|SKIP\) '; then
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

# Writes to $2 the NID_SYMBOLS file of gen/checker/tables_generic.c for
# header $1: { "NID_x", NID_x } for each NID_ symbol the header names,
# guarded by #ifdef, as OpenSSL may not define it (NID_FRP256v1).
nid_symbols() {
	grep -o '"NID_[A-Za-z0-9_]*"' "$1" | tr -d '"' | sort -u |
	while read -r sym; do
		printf '#ifdef %s\n\t{ "%s", %s },\n#endif\n' "$sym" "$sym" "$sym"
	done > "$2"
}

# The checker's sources that do not read a header (gen/checker/).
CHECKER_SOURCES="gen/checker/checker.c gen/checker/fproof.c
    gen/checker/formula.c gen/checker/words.c"

# Writes to $2 the CONSTANTS file of gen/checker/tables_generic.c from
# what ectab $1 lists with --constants (constants.py).
constant_rows() {
	python3 gen/checker/constants.py "$1" "$2"
}

# header_layout HEADER: the layout of a header ectab made, read from
# its content, never its name, so that a copy under any name is read
# as the original: prints "libressl" (templates/libressl.tmpl), or
# "generic PREFIX" (templates/generic.tmpl made with ectab -p PREFIX).
# A header of neither is one line on standard error naming it, and 1.
header_layout() {
	local prefix
	if [ ! -f "$1" ] || [ ! -r "$1" ]; then
		echo "$1: not a file that can be read" >&2
		return 1
	fi
	if grep -q '^static const EC_GROUP ec_builtin_groups\[' "$1"; then
		echo libressl
		return 0
	fi
	prefix=$(sed -n \
	    's/^struct \([A-Za-z_][A-Za-z0-9_]*\)curve\(64\|32\|16\) {$/\1/p' \
	    "$1" | head -n 1)
	if [ -n "$prefix" ]; then
		echo "generic $prefix"
		return 0
	fi
	echo "$1: not a header in the layout of template libressl or" \
	    "generic" >&2
	return 1
}

# checker_adapter HEADER DIR [BITS]: the adapter of gen/checker/ that
# reads HEADER, by header_layout, for make verify (gen/checker/verify.sh),
# build_checker and tests/mutate.py alike: prints, on one line,
# its source and the flags to compile it with, and, with BITS, those
# that make a generic header give its BITS-bit words.  For the generic
# layout it writes into DIR the NID_SYMBOLS and CONSTANTS files the
# flags name (DIR as they are to name it: absolute, or from the top of
# the tree with -I.).  Run from the top of the tree.  On failure, says
# why on standard error and returns 1.
checker_adapter() {
	local layout prefix upper
	layout=$(header_layout "$1") || return 1
	case $layout in
	libressl)
		echo gen/checker/tables_libressl.c -Igen/checker/libressl
		return 0 ;;
	esac
	prefix=${layout#generic }
	upper=$(printf '%s' "$prefix" | tr a-z A-Z)
	nid_symbols "$1" "$2/nid_symbols.h"
	if ! constant_rows "${ECTAB:-gen/obj/ectab}" "$2/constants.h"; then
		echo "${ECTAB:-gen/obj/ectab} list --constants failed:" \
		    "the checker takes the derived constants and their" \
		    "formulas from it (make builds it)" >&2
		return 1
	fi
	echo gen/checker/tables_generic.c -DTABLES_PREFIX="$prefix" \
	    -DTABLES_MACRO_PREFIX="$upper" \
	    -DNID_SYMBOLS="\"$2/nid_symbols.h\"" \
	    -DCONSTANTS="\"$2/constants.h\"" ${3:+-D${upper}WORD_BITS=$3}
}

# ptables_adapter HEADER BITS: the adapter of the point-table checker
# (gen/checker/ptables.c) that reads the tables of G of HEADER's
# BITS-bit words, by header_layout, to compile with the flags that
# checker_adapter prints: prints its source, or nothing if the header
# has no such table (or is of neither layout).  Run from the top of the
# tree.
ptables_adapter() {
	local layout
	layout=$(header_layout "$1" 2>/dev/null) || return 0
	case $layout in
	libressl)
		if grep -q '^static const struct ec_base_table ' "$1"; then
			echo gen/checker/ptables_libressl.c
		fi ;;
	generic\ *)
		if grep -q "^struct ${layout#generic }table$2 {\$" "$1"; then
			echo gen/checker/ptables_generic.c
		fi ;;
	esac
}

# openssl_table_adapter KIND: the adapter of the point-table checker
# (gen/checker/ptables.c) that reads OpenSSL's table KIND, for the curve
# OpenSSL's code of it serves: nistz256, ecp_nistz256_table.c, whose
# declarations are BoringSSL's; nistp224, nistp256, nistp384 or
# nistp521, the gmul block of ecp_KIND.c alone; sm2p256, the whole
# ecp_sm2p256_table.c (templates openssl-KIND): prints its source and
# the flags to compile it with, on one line, for group openssl-tables
# and tests/mutate.py alike.  On a KIND of none, says so on standard
# error and returns 1.
openssl_table_adapter() {
	case $1 in
	nistz256) set -- ptables_boringssl.c LAYOUT_NISTZ NID_X9_62_prime256v1 ;;
	nistp224) set -- ptables_openssl.c LAYOUT_NISTP224 NID_secp224r1 ;;
	nistp256) set -- ptables_openssl.c LAYOUT_NISTP256 NID_X9_62_prime256v1 ;;
	nistp384) set -- ptables_openssl.c LAYOUT_NISTP384 NID_secp384r1 ;;
	nistp521) set -- ptables_openssl.c LAYOUT_NISTP521 NID_secp521r1 ;;
	sm2p256) set -- ptables_openssl.c LAYOUT_SM2P256 NID_sm2 ;;
	*)
		echo "$1: not one of OpenSSL's tables: nistz256, nistp224," \
		    "nistp256, nistp384, nistp521, sm2p256" >&2
		return 1 ;;
	esac
	echo "gen/checker/$1 -D$2 -DTABLE_NID=$3"
}

# wolfssl_table_adapter KIND BLOCK: the adapter of the point-table
# checker (gen/checker/ptables.c) that reads BLOCK, a block of wolfSSL's
# tables of G of layout KIND (c32, c64, sp64, sp32 or dsp32, as template
# wolfssl-KIND writes it), whose first line names its curve ("static
# const sp_table_entry_256 p256_table[64] = {"): prints its source and
# the flags to compile it with, on one line, for group wolfssl-tables
# and tests/mutate.py alike.  On a KIND or a block of none, says so on
# standard error and returns 1.
wolfssl_table_adapter() {
	local bits nid
	local decl='^static const sp_table_entry[_0-9]* p\([0-9]*\)_table'
	case $1 in
	c32|c64|sp64|sp32|dsp32) ;;
	*)
		echo "$1: not a layout of wolfSSL's tables: c32, c64, sp64," \
		    "sp32, dsp32" >&2
		return 1 ;;
	esac
	bits=$(sed -n "1s/$decl\\[[0-9]*\\] = {\$/\\1/p" "$2" 2>/dev/null)
	case $bits in
	256)	nid=NID_X9_62_prime256v1 ;;
	384)	nid=NID_secp384r1 ;;
	521)	nid=NID_secp521r1 ;;
	*)
		echo "$2: not a block of wolfSSL's tables of P-256, P-384" \
		    "or P-521 (static const sp_table_entry_N pN_table[M] = {)" >&2
		return 1 ;;
	esac
	echo "gen/checker/ptables_wolfssl.c -DLAYOUT_$(printf '%s' "$1" |
	    tr a-z A-Z) -DCURVE_BITS=$bits -DTABLE_NID=$nid"
}

# compile_each DIR COMPILER [FLAGS...] -- SOURCE...: compiles each
# SOURCE on its own into DIR/NAME.o, so that ccache (tests/group.sh)
# keeps the objects that do not change from run to run; sets OBJS to
# the objects, or $out to why one did not compile and returns 1.
compile_each() {
	local dir=$1 cmd=() src o
	shift
	while [ $# -gt 0 ] && [ "$1" != -- ]; do
		cmd+=("$1")
		shift
	done
	shift
	OBJS=
	mkdir -p "$dir"
	for src in "$@"; do
		o=$dir/$(basename "${src%.*}").o
		out=$("${cmd[@]}" -c -o "$o" "$src" 2>&1) || return 1
		OBJS="$OBJS $o"
	done
}
