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
# Group compile of make check (tests/run.sh):
# The compile matrix: every generated header with gcc and clang, C99,
# C11 and C++17, -m64 and -m32; gen/ warning-free; 80 columns.
#
# cost: 20

# --- compile matrix -------------------------------------------------------------

# Every C header of out/, with the program that includes it,
# tests/compile_TEMPLATE.c for the template gen/outputs.txt makes it
# with: gcc and clang, C99, C11 and (but LibreSSL's) C++17, -m64 and
# -m32, all warnings as errors.  The -m32 builds see Debian's i386 OpenSSL headers, and the
# program checks that BN_BITS2 is 32 there.
# The generic header is included with a second copy of another prefix.
"$ECTAB" -t templates/generic.tmpl -p other_ -o "$BUILD/other_curves.h" $CURVES
while read -r h args; do
	case $h in
	*.h)	;;
	*)	continue ;;
	esac
	prog=tests/compile_$(printf '%s\n' "$args" |
	    sed -n 's/.*-t \([^ ]*\).*/\1/p').c
	if [ ! -f "$prog" ]; then
		fail "$h compiles" "no $prog includes it"
		continue
	fi
	# LibreSSL's header includes its private ones, which are C, and
	# which gen/checker/libressl stands in for.
	stds="c99 c11 c++17" incs=
	case $prog in
	*_libressl.c) stds="c99 c11" incs=-Igen/checker/libressl ;;
	esac
	for cc in gcc clang; do
		for std in $stds; do
			for bits in 64 32; do
				name="$h compiles: $cc -std=$std -m$bits"
				compiler=$cc lang=c
				case $std in
				c++*)	compiler=${cc/gcc/g++}
					compiler=${compiler/clang/clang++}
					lang=c++ ;;
				esac
				if ! command -v $compiler >/dev/null; then
					skip "$name" "$compiler is not installed"
					continue
				fi
				if [ $bits = 32 ] && ! have_i386_openssl; then
					skip "$name" "Debian's i386 OpenSSL headers are missing (make deps installs libssl-dev:i386)"
					continue
				fi
				if out=$($compiler -x $lang -std=$std -m$bits -Wall \
				    -Wextra -pedantic -Werror -DEXPECT_BN_BITS2=$bits \
				    -I"$(dirname "$h")" -I"$BUILD" $incs -c -o "$BUILD/matrix.o" "$prog" 2>&1); then
					pass "$name"
				else
					fail "$name" "$out"
				fi
			done
		done
	done
done < <(outputs)

# The generator itself: warning-free under both compilers.
for cc in gcc clang; do
	name="gen/ compiles warning-free: $cc -std=c99 -Wall -Wextra -pedantic"
	if ! command -v $cc >/dev/null; then
		skip "$name" "$cc is not installed"
		continue
	fi
	out=
	for src in gen/*.c; do
		out=$out$($cc -std=c99 -Wall -Wextra -pedantic -Werror -O2 \
		    -D_DEFAULT_SOURCE -DECTAB_TEMPLATEDIR='"templates"' \
		    -c -o "$BUILD/gen.o" "$src" 2>&1)
	done
	if [ -z "$out" ]; then
		pass "$name"
	else
		fail "$name" "$out"
	fi
done

if expand out/ec_curve_tables.h |
    awk 'length > 80 { print "out/ec_curve_tables.h:" NR; bad = 1 } END { exit bad }'; then
	pass "out/ec_curve_tables.h: at most 80 columns"
else
	fail "out/ec_curve_tables.h: at most 80 columns" "see the lines above"
fi
