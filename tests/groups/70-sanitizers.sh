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
# Group sanitizers of make check (tests/run.sh):
# ectab and the reference checker under AddressSanitizer and
# UndefinedBehaviorSanitizer.
#
# cost: 120

# ectab built with AddressSanitizer and UndefinedBehaviorSanitizer runs
# the checks of groups outputs, bad-input, templates and tables that
# depend on ectab again; group sanitizers-scripts runs those of the
# audit, import and export, and ectab make so.
if ! build_asan_ectab "$BUILD/asan"; then
	fail "ectab builds with -fsanitize=address,undefined" "$out"
else
	pass "ectab builds with -fsanitize=address,undefined ($CC)"
	ECTAB=$BUILD/asan/ectab VARIANT=ASan+UBSan \
	    again $(again_groups sanitizers)
fi

# The reference checker built with the same sanitizers (64-bit: they do
# not run under qemu-i386), on every header of out/.
TAG=" (ASan+UBSan)"
for h in $(out_headers); do
	name="checker 64 on $h"
	if ! build_checker "$h" "$BUILD/asan" "-lcrypto" $CC -std=c99 -g -O1 \
	    -fsanitize=address,undefined -fno-sanitize-recover=all; then
		fail "$name" "does not build: $out"
	else
		count_lines "$name" "$BUILD/asan/checker"
	fi
done
TAG=
