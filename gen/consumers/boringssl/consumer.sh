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
# BoringSSL, for the consumer driver (make boringssl): the files of
# files.txt, each with the notice of BoringSSL's own, in place of
# BoringSSL's, and its crypto_test's elliptic-curve tests, three ways:
#
#   x86-64         with assembly: P-256 through the nistz table
#   x86-64-noasm   OPENSSL_NO_ASM: P-256 through the fiat table
#   i386           -m32, OPENSSL_NO_ASM: builtin_curves.h's 32-bit words
#
# The mutants change a word of the table each build reads, and of
# kP384MontGX at its word size.
#
# make check's group boringssl (tests/consumer-group.sh) runs every
# configuration; with an empty cache, on two cores:
# cost: 1500
#
# packages: cmake ninja-build g++ g++-multilib
# (crypto_test is C++; -m32 for i386)

TITLE=BoringSSL
TOOLS="cmake ninja c++"
CONFIGS="x86-64 x86-64-noasm i386"
# files.txt's lines, read once: a file and its options each.
FILES_TXT=$(sed '/^#/d; /^[[:space:]]*$/d' "$HERE/files.txt")
SOURCE_FILES=$(printf '%s\n' "$FILES_TXT" | cut -f1 -d' ' | cut -f1)
TARGETS=crypto_test
FILTER='ECTest.*:All/ECCurveTest.*:ECDSATest.*:ECDSAP1363Test.*:ECDHTest.*'
FILTER="$FILTER:P256Test.*:P256_NistzTest.*:All/P256Nistz*ImplTest.*"
FILTER="$FILTER:EVPTest.WycheproofECDSA*"

config_flags() {
	echo "-DCMAKE_BUILD_TYPE=Release"
	case $1 in
	x86-64-noasm) echo "-DOPENSSL_NO_ASM=1" ;;
	# Google benchmark's configure runs a test program to choose its
	# regex, which a kernel without i386 support cannot run (RUN32
	# qemu-i386): libstdc++'s std::regex is there for -m32.
	i386)	echo "-DOPENSSL_NO_ASM=1 -DCMAKE_C_FLAGS=-m32"
		echo "-DCMAKE_CXX_FLAGS=-m32 -DHAVE_STD_REGEX=1" ;;
	esac
}

# Each file of files.txt, made by ectab with its options and the notice
# of BoringSSL's file.
make_files() {
	local f opts
	while read -r f opts; do
		mkdir -p "$1/${f%/*}" &&
		    python3 "$HERE/boringssl.py" notice "$2/$f" > "$1/$f.notice" &&
		    [ -s "$1/$f.notice" ] &&
		    # shellcheck disable=SC2086
		    "$ECTAB" $opts --notice "$1/$f.notice" -o "$1/$f" &&
		    rm "$1/$f.notice" || return 1
	done <<-EOF
	$FILES_TXT
	EOF
}

tests_spec() {
	echo "crypto_test --gtest_filter=$FILTER"
}

# run_tests CONFIG DIR LOG WHAT: from the source tree, where the tests
# read their vectors.
run_tests() {
	(cd "$2/src" && run_bits "$(config_bits "$1")" "$2/build/crypto_test" \
	    --gtest_filter="$FILTER") > "$3" 2>&1
}

cases() {
	sed -n -e 's/^\[       OK \] \([^ ]*\).*/\1 passed/p' \
	    -e 's/^\[  FAILED  \] \([^ ,]*\),\{0,1\} .*ms)$/\1 failed/p' "$1"
}

# gtest's last count is there.
whole_run() {
	grep -q '^\[==========\] [0-9]* tests\{0,1\} from .* ran\.' "$1"
}

mutants() {
	case $1 in
	x86-64)	echo 'mutant-nistz p256-nistz-table.h ^alignas\(4096\) static const PRECOMP256_ROW'
		echo 'mutant-p384-64 builtin_curves.h ^\[\[maybe_unused\]\] static const uint64_t kP384MontGX\[\] = \{$' ;;
	x86-64-noasm)
		echo 'mutant-fiat p256_table.h ^#if defined\(OPENSSL_64_BIT\)$' ;;
	i386)	echo 'mutant-p384-32 builtin_curves.h ^\[\[maybe_unused\]\] static const uint32_t kP384MontGX\[\] = \{$' ;;
	esac
}
