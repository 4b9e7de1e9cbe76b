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
# Runs one group of ectab's tests, tests/groups/NN-NAME.sh or .py, in
# its own folder tests/build/NAME, made anew ($GROUP_BUILD instead, for
# a group that another runs again: again() of tests/lib.sh).  A .sh file
# is sourced with the helpers of tests/lib.sh; a .py file is run with
# python3 (tests/lib.py), ectab and the folder as its arguments.  Prints
# the group's PASS/FAIL/SKIP lines; exits 1 if a check failed.
# tests/run.sh runs every group through it; so can a developer, for
# one group: bash tests/group.sh NAME, or make check GROUP=NAME.
#
# $VARIANT names another build of ectab, $ECTAB, that a group runs the
# checks of another group with ("ASan+UBSan", "LibreSSL"), the groups
# whose "# again in:" line names it: each check's line ends with it, in
# parentheses, and the group runs only the checks that depend on ectab.
#
# usage: group.sh NAME
set -u

cd "$(dirname "$0")/.." || exit 2
. tests/lib.sh
if [ $# -ne 1 ] || ! file=$(group_file "$1"); then
	echo "usage: group.sh NAME, one of:" $(group_names) >&2
	exit 2
fi

# ccache, before the compilers in PATH, keeps what the group compiles
# in the cache of gen/cache.sh (ccache/), with paths below the tree
# made relative so that every clone shares it.
if [ "${ECTAB_CACHE:-}" != off ] && [ -d /usr/lib/ccache ] &&
    command -v ccache >/dev/null; then
	PATH=/usr/lib/ccache:$PATH
	CCACHE_DIR=$(bash gen/cache.sh init)/ccache
	CCACHE_BASEDIR=$PWD
	export PATH CCACHE_DIR CCACHE_BASEDIR
fi

ECTAB=${ECTAB:-gen/obj/ectab}
CC=${CC:-cc}
VARIANT=${VARIANT:-}
TAG=${VARIANT:+ ($VARIANT)}
# The catalog; out/ec_curve_tables.h carries the curves of set libressl.
CURVES=$(printf '%s ' gen/curves/*.txt)
LIBRESSL_SET=gen/curves/libressl.set
# The -g option of out/ec_curve_tables.h, as gen/outputs.txt gives it.
LIBRESSL_TABLES=$(sed -n \
    's/^out\/ec_curve_tables\.h[[:space:]].*\(-g [^[:space:]]*\).*/\1/p' \
    gen/outputs.txt)
GROUP=$1
BUILD=${GROUP_BUILD:-tests/build/$1}

rm -rf "$BUILD"
mkdir -p "$BUILD"
find_run32 "$BUILD"
case $file in
*.py)	count_lines "group $1" python3 "$file" "$ECTAB" "$BUILD" ;;
*)	. "$file" ;;
esac
[ $failed -eq 0 ]
