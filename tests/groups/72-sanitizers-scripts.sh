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
# Group sanitizers-scripts of make check (tests/run.sh): the checks of
# the audit, import and export, and ectab make that depend on ectab, run
# with ectab built with AddressSanitizer and UndefinedBehaviorSanitizer
# (group sanitizers runs the others).
#
# cost: 100

if ! build_asan_ectab "$BUILD/asan"; then
	fail "ectab builds with -fsanitize=address,undefined" "$out"
else
	pass "ectab builds with -fsanitize=address,undefined ($CC)"
	ECTAB=$BUILD/asan/ectab VARIANT=ASan+UBSan \
	    again $(again_groups sanitizers-scripts)
fi
