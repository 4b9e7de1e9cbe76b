#!/bin/bash
# Proves a header in ectab's LibreSSL layout with the reference checker
# (tests/checker/), built and run once with 64-bit and once with 32-bit
# words against Debian's amd64 and i386 OpenSSL.  `make verify
# HEADER=path` runs it; so does `make check`, on out/ec_curve_tables.h.
#
# usage: verify.sh HEADER
set -u

cd "$(dirname "$0")/.." || exit 2
. tests/lib.sh

if [ $# -ne 1 ] || [ ! -f "$1" ]; then
	echo "usage: verify.sh HEADER (a header in the layout of templates/libressl.tmpl)" >&2
	exit 2
fi
header=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
CC=${CC:-gcc}
build=$(mktemp -d)
trap 'rm -rf "$build"' EXIT
find_run32 "$build"

for bits in 64 32; do
	name="checker $bits on $1"
	if [ $bits = 32 ] && ! have_i386_openssl; then
		skip "$name" "Debian's i386 OpenSSL is missing (make deps installs libssl-dev:i386)"
		continue
	fi
	if [ $bits = 32 ] && [ -z "$RUN32" ]; then
		skip "$name" "32-bit programs do not run here and qemu-i386 is missing (make deps installs qemu-user)"
		continue
	fi
	if ! out=$($CC -m$bits -std=c99 -O2 -Wall -Wextra -pedantic -Werror \
	    -Itests/checker -DTABLES_HEADER="\"$header\"" \
	    -o "$build/checker$bits" tests/checker/checker.c \
	    tests/checker/fproof.c tests/checker/tables_libressl.c \
	    -lcrypto 2>&1); then
		fail "$name" "does not build: $out"
		continue
	fi
	count_lines "$name" run_bits $bits "$build/checker$bits"
	[ $bits = 32 ] && echo "checker 32 ran $RUN32"
done
summary
