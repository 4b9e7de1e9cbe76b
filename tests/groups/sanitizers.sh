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
# tests/groups/sanitizers.sh, one group of make check (tests/run.sh):
# ectab and the reference checker under AddressSanitizer and
# UndefinedBehaviorSanitizer.

# ectab built with AddressSanitizer and UndefinedBehaviorSanitizer runs
# the checks of generated output, bad input and templates again; group
# sanitizers-scripts runs the audit, import, export and make tests so.
if ! build_asan_ectab "$BUILD/asan"; then
	fail "ectab builds with -fsanitize=address,undefined" "$out"
else
	pass "ectab builds with -fsanitize=address,undefined ($CC)"
	ECTAB_PLAIN=$ECTAB
	ECTAB=$BUILD/asan/ectab
	TAG=" (ASan+UBSan)"
	check_outputs
	check_bad_files
	count_lines "template renderer$TAG" tagged bash tests/templates.sh \
	    "$ECTAB" "$BUILD/asan"
	boringssl_digests "$BUILD/asan"
	ECTAB=$ECTAB_PLAIN
	TAG=
fi

# The reference checker built with the same sanitizers (64-bit: they do
# not run under qemu-i386), on both shipped headers.
for h in out/ec_curve_tables.h out/ectab_curves.h; do
	name="checker 64 on $h (ASan+UBSan)"
	if ! build_checker "$h" "$BUILD/asan" "-lcrypto" $CC -std=c99 -g -O1 \
	    -fsanitize=address,undefined -fno-sanitize-recover=all; then
		fail "$name" "does not build: $out"
	else
		TAG=" (ASan+UBSan)" count_lines "$name" tagged "$BUILD/asan/checker"
	fi
done
