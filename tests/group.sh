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
# Runs one group of ectab's tests: tests/groups/NAME.sh, sourced with
# the helpers of tests/lib.sh, in its own folder tests/build/NAME (made
# anew).  Prints the group's PASS/FAIL/SKIP lines; exits 1 if a check
# failed.  tests/run.sh runs every group through it; so can a developer,
# for one group: bash tests/group.sh NAME, or make check GROUP=NAME.
#
# usage: group.sh NAME
set -u

cd "$(dirname "$0")/.." || exit 2
if [ $# -ne 1 ] || [ ! -f "tests/groups/$1.sh" ]; then
	echo "usage: group.sh NAME, one of: $(ls tests/groups | sed 's/\.sh$//' | tr '\n' ' ')" >&2
	exit 2
fi

ECTAB=${ECTAB:-gen/obj/ectab}
CC=${CC:-cc}
# The catalog; out/ec_curve_tables.h carries the curves of set libressl.
CURVES=$(printf '%s ' gen/curves/*.txt)
LIBRESSL_SET=gen/curves/libressl.set
BUILD=tests/build/$1
TAG=
. tests/lib.sh

rm -rf "$BUILD"
mkdir -p "$BUILD"
find_run32 "$BUILD"
. "tests/groups/$1.sh"
[ $failed -eq 0 ]
