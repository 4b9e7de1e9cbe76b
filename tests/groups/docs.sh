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
# tests/groups/docs.sh, one group of make check (tests/run.sh):
# Manual pages, the license, make install, and the README with its
# examples.

# --- manual pages and install ------------------------------------------------------

count_lines "manual pages" python3 tests/manpage.py "$ECTAB"
count_lines "the license" bash tests/license.sh "$ECTAB" "$BUILD"
count_lines "make install and uninstall" bash tests/install.sh "$BUILD"

# --- the examples and README.md ------------------------------------------------------

# tests/example/vendored.c, README.md's program that vendors the
# generic header: built with gcc and clang, -m64 and -m32,
# warning-free, and run.
# example_build NAME SOURCE INCLUDE BITS CC sets $exe, or fails or skips
# NAME and returns 1.
example_build() {
	local name=$1 src=$2 inc=$3 bits=$4 cc=$5 out
	can_prove "$name" $bits || return 1
	exe=$BUILD/example-$cc-$bits
	if ! out=$($cc -std=c99 -m$bits -Wall -Wextra -pedantic -Werror \
	    -I"$inc" -o "$exe" "$src" -lcrypto 2>&1); then
		fail "$name" "$out"
		return 1
	fi
}
"$ECTAB" -t templates/generic.tmpl -p myproj_ -c P-256,secp384r1 \
    -o "$BUILD/myproj_curves.h" $CURVES
for cc in gcc clang; do
	for bits in 64 32; do
		name="tests/example/vendored.c: $cc -m$bits"
		want="prime256v1: 256-bit field, $((256 / bits)) words of $bits bits"
		if example_build "$name" tests/example/vendored.c "$BUILD" \
		    $bits $cc; then
			out=$(run_bits $bits "$exe" P-256 2>&1)
			if [ $? -eq 0 ] &&
			    [ "$(printf '%s\n' "$out" | head -n 1)" = "$want" ]; then
				pass "$name: $want"
			else
				fail "$name" "printed: $out"
			fi
		fi
	done
done

# The curve README.md adds: its PEM and reference entry are what
# tests/der.py writes from the published numbers.
mkdir -p "$BUILD/example-der"
python3 tests/der.py example "$BUILD/example-der"
for f in numsp256d1.pem numsp256d1.ref; do
	if cmp -s "$BUILD/example-der/$f" "tests/example/$f"; then
		pass "tests/example/$f is what tests/der.py example writes"
	else
		fail "tests/example/$f" "differs from what tests/der.py example writes"
	fi
done

count_lines "README.md" python3 tests/readme.py "$BUILD"
