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
# Group libressl of make check (tests/run.sh): ectab and the checker
# against LibreSSL's libcrypto.
#
# cost: 120

# --- LibreSSL's libcrypto --------------------------------------------------------

# ectab and the reference checker built against LibreSSL's libcrypto,
# that of the stock amd64 build of make libressl from
# ../shared/libressl/ (tests/consumers/run.sh libressl --libcrypto, from
# the cache): the checks of the groups that depend on the library run
# again with them, tagged " (LibreSSL)": out/ is current, every bad
# input (the DER and PEM ones give the same message with either
# library), import and export; and the benchmark's operations,
# LibreSSL's own benchmark (built by gcc and clang, and run), and the
# checker at 64 bits on LibreSSL's 17 curves in both header layouts
# (LibreSSL has no other built-in curves to check the rest against).
# ccache (tests/group.sh) hashes the preprocessed sources here: in its
# direct mode, an object compiled while $lprefix/include lacked a header
# that /usr/include has (a run stopped while it was copied) would be
# taken again once $lprefix/include has it, OpenSSL's header for
# LibreSSL's.
export CCACHE_NODIRECT=1
if ! consumer_tarball libressl >/dev/null; then
	skip "LibreSSL's libcrypto" \
	    "no LibreSSL source tarball in ../shared/libressl/ (set LIBRESSL_TARBALL)"
elif ! lprefix=$(bash tests/consumers/run.sh libressl --libcrypto \
    "$BUILD/libressl" 2>"$BUILD/libressl.err"); then
	fail "LibreSSL's libcrypto" "$(tail -n 5 "$BUILD/libressl.err")"
else
	cat "$BUILD/libressl.err"
	mkdir -p "$BUILD/with-libressl"
	name="ectab builds against LibreSSL's libcrypto, warning-free (gcc)"
	if ! build_ectab "$BUILD/with-libressl/ectab" gcc -std=c99 -O2 -Wall \
	    -Wextra -pedantic -Werror -I"$lprefix/include" -- \
	    "$lprefix/lib/libcrypto.a" -lgmp -lpthread; then
		fail "$name" "$out"
	else
		pass "$name"
		version=$("$BUILD/with-libressl/ectab" --version | sed -n 2p)
		case $version in
		"GMP "*", LibreSSL "*)
			pass "ectab --version: $version" ;;
		*)	fail "ectab built against LibreSSL says so in --version" "$version" ;;
		esac
		ECTAB=$BUILD/with-libressl/ectab VARIANT=LibreSSL \
		    again $(again_groups libressl)
	fi
	TAG=" (LibreSSL)"
	# The benchmark's operations.
	src=tests/bench/bench.c exe=$BUILD/with-libressl/bench
	name="$src against LibreSSL's libcrypto (gcc)"
	if ! out=$(gcc -std=c99 -O2 -Wall -Wextra -pedantic -Werror \
	    -D_POSIX_C_SOURCE=200809L -Iout -I"$lprefix/include" \
	    -o "$exe" "$src" "$lprefix/lib/libcrypto.a" -lpthread 2>&1); then
		fail "$name" "does not build: $out"
	else
		count_lines "$name" "$exe" -c
	fi
	# LibreSSL's own benchmark (make libressl's and make bench's), by
	# either compiler, linked as consumer.sh links it; run once, it
	# checks every result it times (k*G by a second route among them).
	src=tests/bench/libressl/bench.c
	wrap=$(sed '/^#include/q' "$src" |
	    grep -o -e '-Wl,--wrap=[A-Za-z0-9_,=-]*' | tr '\n' ' ')
	for cc in gcc clang; do
		name="$src builds warning-free against LibreSSL's libcrypto ($cc)"
		exe=$BUILD/with-libressl/libressl-bench-$cc
		# shellcheck disable=SC2086
		if ! out=$($cc -std=c99 -O2 -Wall -Wextra -pedantic -Werror \
		    -D_POSIX_C_SOURCE=200809L -I"$lprefix/include" -o "$exe" \
		    "$src" "$lprefix/lib/libcrypto.a" -lpthread $wrap 2>&1); then
			fail "$name" "$out"
		elif ! out=$("$exe" -s 1 2>&1) || ! printf '%s\n' "$out" |
		    grep -q '^sample mul_g:P-521 '; then
			fail "$name and runs" "$(printf '%s\n' "$out" | tail -n 3)"
		else
			pass "$name and runs, each result it times right"
		fi
	done
	"$ECTAB" -t templates/generic.tmpl -s "$LIBRESSL_SET" \
	    -o "$BUILD/with-libressl/set_curves.h" $CURVES
	for h in out/ec_curve_tables.h "$BUILD/with-libressl/set_curves.h"; do
		name="checker 64 on $h"
		if ! build_checker "$h" "$BUILD/with-libressl" \
		    "$lprefix/lib/libcrypto.a -lpthread" gcc -std=c99 -O2 -Wall \
		    -Wextra -pedantic -Werror -I"$lprefix/include"; then
			fail "$name" "does not build: $out"
			continue
		fi
		out=$("$BUILD/with-libressl/checker" 2>&1)
		if printf '%s\n' "$out" | grep -q '^checker 64: LibreSSL .*: 17 curves, [0-9]* values checked, 0 mismatches$'; then
			count_lines "$name" "$BUILD/with-libressl/checker"
		else
			fail "$name" "$(printf '%s\n' "$out" | grep -v '^PASS' | head -n 5)"
		fi
	done
	TAG=
fi
