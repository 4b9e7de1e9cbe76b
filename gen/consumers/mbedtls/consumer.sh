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
# Mbed TLS, for the consumer driver (make mbedtls): the block of
# template mbedtls for set mbedtls spliced into library/ecp_curves.c
# and library/ecp_curves_new.c in place of the released one
# (mbedtls.py splice), and the EC test suites, four ways:
#
#   x86-64            the default configuration (ecp_curves.c)
#   x86-64-mpi-uint   MBEDTLS_ECP_WITH_MPI_UINT (ecp_curves_new.c)
#   i386              -m32: the byte macros make 32-bit words
#   i386-mpi-uint     -m32 and MBEDTLS_ECP_WITH_MPI_UINT
#
# The mutants change a byte of secp256r1's comb table T and of
# brainpoolP384r1's b, in both files, in every build: each build shows
# that the file it compiles is the one changed.
#
# make check's group mbedtls (tests/consumer-group.sh) runs every
# configuration; with an empty cache, on two cores:
# cost: 600
#
# packages: cmake ninja-build python3

TITLE="Mbed TLS"
TOOLS="cmake ninja python3 nm"
CONFIGS="x86-64 x86-64-mpi-uint i386 i386-mpi-uint"
SOURCE_FILES="library/ecp_curves.c library/ecp_curves_new.c"
SUITES="ecp ecp.generated ecdsa ecdh ecjpake pk pkparse pkwrite psa_crypto_ecp"
# A mutant needs only to fail: the suites that use T and b, without the
# RSA keys that make pkparse slow (minutes at 32 bits).
MUTANT_SUITES="ecp ecdsa ecdh"
TARGETS=$(printf 'test_suite_%s ' $SUITES)
MUTANT_TARGETS=$(printf 'test_suite_%s ' $MUTANT_SUITES)

config_flags() {
	echo "-DCMAKE_BUILD_TYPE=Release -DENABLE_TESTING=ON -DENABLE_PROGRAMS=OFF"
	case $1 in
	i386*)	echo "-DCMAKE_C_FLAGS=-m32" ;;
	esac
	case $1 in
	*-mpi-uint) echo "# config.py set MBEDTLS_ECP_WITH_MPI_UINT" ;;
	esac
}

prepare() {
	case $2 in
	*-mpi-uint)
		(cd "$1/src" &&
		    python3 scripts/config.py set MBEDTLS_ECP_WITH_MPI_UINT) ;;
	esac
}

make_files() {
	local f
	"$ECTAB" -t mbedtls -s mbedtls -o "$1/block.c" || return 1
	for f in $SOURCE_FILES; do
		mkdir -p "$1/${f%/*}" && cp "$2/$f" "$1/$f" &&
		    python3 "$HERE/mbedtls.py" splice "$1/block.c" "$1/$f" ||
		    return 1
	done
	rm "$1/block.c"
}

suites_of() {
	case $1 in
	stock|ectab) echo $SUITES ;;
	*)	echo $MUTANT_SUITES ;;
	esac
}

tests_spec() {
	suites_of "$1"
}

# run_tests CONFIG DIR LOG WHAT: each suite from its folder (they read
# their .datax there), each line of a case prefixed with its suite.
run_tests() {
	local s rc=0
	: > "$3"
	for s in $(suites_of "$4"); do
		(cd "$2/build/tests" && run_bits "$(config_bits "$1")" \
		    "./test_suite_$s") 2>&1 | sed "s/^/$s: /" >> "$3"
		[ "${PIPESTATUS[0]}" -eq 0 ] || rc=1
	done
	return $rc
}

# Names as the suites print them, cut to 66 characters: two cases may
# print the same.
cases() {
	sed -n -e 's/^\([^:]*: .*\) \.* PASS$/\1 passed/p' \
	    -e 's/^\([^:]*: .*\) \.* FAILED$/\1 failed/p' "$1"
}

# Every suite's last line is there.
whole_run() {
	[ "$(grep -c '^[^:]*: \(PASSED\|FAILED\) (' "$1")" -eq \
	    "$(suites_of "$2" | wc -w)" ]
}

mutants() {
	echo 'mutant-p256-T * static const mbedtls_mpi_uint secp256r1_T_1_X\[\] = \{'
	echo 'mutant-bp384-b * static const mbedtls_mpi_uint brainpoolP384r1_b\[\] = \{'
}

# With ectab's block: the build's configuration compiles the curves
# from the file it should, and not from the other.
kind_checks() {
	local file=ecp_curves.c other=ecp_curves_new.c o oo
	[ "$1" = ectab ] || return 0
	case $2 in
	*-mpi-uint) file=ecp_curves_new.c other=ecp_curves.c ;;
	esac
	tree ectab "$2"
	if ! built "$RUN/ectab"; then
		fail "$TITLE $2: the curves are compiled from $file" "the build failed"
		return
	fi
	o=$(find "$DIR/build" -name "$file.o" | head -n 1)
	oo=$(find "$DIR/build" -name "$other.o" | head -n 1)
	if [ -n "$o" ] && nm "$o" | grep -q ' secp256r1_T$' &&
	    ! nm "$oo" | grep -q ' secp256r1_T$'; then
		pass "$TITLE $2: the curves are compiled from $file, not $other"
	else
		fail "$TITLE $2: the curves are compiled from $file" "nm finds secp256r1_T elsewhere"
	fi
}
