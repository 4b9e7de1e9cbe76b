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
# Builds CADO-NFS, the number field sieve that ectab-certify uses for
# composites past the reach of ECM and the quadratic sieve, into the
# cache of gen/cache.sh (cado/), never into the tree (make cado).
# SOURCE is CADO-NFS's source tarball; by default the one in
# ../shared/cado-nfs/ (or $CADO_TARBALL).  The build is kept under a key
# of the tarball's SHA-256, the compilers and cmake; only the programs
# its factoring script runs are built.  gcc 12 raises a false -Wrestrict
# in sieve/las-parallel.cpp, which CADO-NFS's -Werror=all makes an
# error: it is built with -Wno-error=restrict.
#
# Prints the path of cado-nfs.py, which ectab-certify takes as --cado;
# exits 1 if the build fails, 2 on a usage error.
#
# usage: build-cado.sh [SOURCE]
set -u

cd "$(dirname "$0")/../.." || exit 2
# shellcheck source=gen/cache.sh
. gen/cache.sh

PROGRAMS="polyselect polyselect_ropt polyselect3 freerel makefb las dup1
    dup2 purge merge replay characters bwc_full_gf2 sqrt"

if [ $# -gt 1 ] || { [ $# -eq 1 ] && [ ! -f "$1" ]; }; then
	echo "usage: build-cado.sh [SOURCE]" >&2
	exit 2
fi
if [ $# -eq 1 ]; then
	tarball=$1
elif ! tarball=$(shared_tarball cado-nfs CADO_TARBALL); then
	echo "build-cado.sh: no CADO-NFS source tarball in ../shared/cado-nfs/ (set CADO_TARBALL, or give SOURCE)" >&2
	exit 1
fi
for tool in cmake make cc c++ python3; do
	if ! command -v "$tool" >/dev/null; then
		echo "build-cado.sh: $tool is missing (make deps installs what this needs)" >&2
		exit 1
	fi
done
if ! python3 -c 'import flask, requests' 2>/dev/null; then
	echo "build-cado.sh: CADO-NFS's cado-nfs.py needs Python's flask and requests (make deps installs python3-flask and python3-requests)" >&2
	exit 1
fi
cache_init cado || exit 1

key=$( { echo "cado-nfs $(sha256sum < "$tarball" | cut -c1-64)"
    echo "cc $(cc --version | head -n 1)"
    echo "c++ $(c++ --version | head -n 1)"
    echo "cmake $(cmake --version | head -n 1)"
    echo "flags -O2 -Wno-error=restrict"; } | key_of)
DIR=$CDIR/build-${key:0:16}
cache_lock "$DIR" || exit 1
if [ ! -f "$DIR/done" ]; then
	t0=$(date +%s)
	rm -rf "$DIR"
	mkdir -p "$DIR/src" &&
	    tar -xJf "$tarball" -C "$DIR/src" --strip-components=1 || exit 1
	# local.sh is CADO-NFS's own place for build settings.
	cat > "$DIR/src/local.sh" <<-LOCAL
	build_tree="$DIR/build"
	CFLAGS="-O2 -Wno-error=restrict"
	CXXFLAGS="-O2 -Wno-error=restrict"
	LOCAL
	# shellcheck disable=SC2086
	if ! (cd "$DIR/src" && make -j"$(nproc)" $PROGRAMS) > "$DIR/make.log" 2>&1 \
	    {CACHE_LOCK_FD}>&-; then
		echo "build-cado.sh: the build failed; its log: $DIR/make.log" >&2
		tail -n 20 "$DIR/make.log" >&2
		exit 1
	fi
	touch "$DIR/done"
	step "cado-nfs build" "built" $(($(date +%s) - t0)) >&2
fi
cache_unlock
echo "$DIR/src/cado-nfs.py"
