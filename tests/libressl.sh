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
# Builds LibreSSL's libcrypto from the source tarball beside the tree
# (../shared/libressl/, or $LIBRESSL_TARBALL) into tests/build/cache/,
# once: the build is kept across runs of make check (make clean removes
# it), keyed by the tarball's SHA-256 and the word size, so that it is
# rebuilt only when the source changes.  Prints the installed prefix
# (include/ and lib/libcrypto.a) on standard output; says why on
# standard error and exits 1 when there is no tarball or the build
# fails.
#
# usage: libressl.sh [64|32]
set -u

bits=${1:-64}
cd "$(dirname "$0")/.." || exit 2

. tests/lib.sh
if ! tarball=$(libressl_tarball); then
	echo "libressl.sh: no LibreSSL source tarball in ../shared/libressl/ (set LIBRESSL_TARBALL)" >&2
	exit 1
fi
if ! tool=$(missing_tool cmake ninja xz); then
	echo "libressl.sh: $tool is not installed (make deps installs it)" >&2
	exit 1
fi

sum=$(sha256sum "$tarball" | cut -c1-16)
prefix=$PWD/tests/build/cache/libressl-$sum-$bits
if [ -f "$prefix/done" ]; then
	echo "$prefix"
	exit 0
fi

rm -rf "$prefix"
work=$prefix.work
rm -rf "$work"
mkdir -p "$work"
log=$work/build.log
flags=
[ "$bits" = 32 ] && flags="-DCMAKE_C_FLAGS=-m32 -DENABLE_ASM=OFF"
# shellcheck disable=SC2086
if ! { tar -xJf "$tarball" -C "$work" &&
    src=$(find "$work" -mindepth 1 -maxdepth 1 -type d | head -n 1) &&
    cmake -S "$src" -B "$work/build" -G Ninja -DCMAKE_BUILD_TYPE=Release \
	-DLIBRESSL_APPS=OFF -DLIBRESSL_TESTS=OFF -DBUILD_SHARED_LIBS=OFF \
	$flags &&
    ninja -C "$work/build" crypto &&
    mkdir -p "$prefix/lib" "$prefix/include" &&
    cp -R "$src/include/openssl" "$prefix/include/" &&
    cp "$work/build/crypto/libcrypto.a" "$prefix/lib/"; } >"$log" 2>&1; then
	echo "libressl.sh: building $tarball failed; the end of $log:" >&2
	tail -n 20 "$log" >&2
	exit 1
fi
rm -rf "$work"
printf '%s\n' "$(basename "$tarball")" > "$prefix/done"
echo "$prefix"
