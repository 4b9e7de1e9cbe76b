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
# Group boringssl of make check (tests/run.sh): make boringssl
# (tests/consumers/run.sh boringssl): BoringSSL's crypto_test built from
# its own tree on x86-64 with and without assembly and on i386, stock
# and with ectab's builtin_curves.h, p256-nistz-table.h and
# p256_table.h, its elliptic-curve tests passing with ectab's files
# wherever they pass on stock, and a changed word of each file making
# them fail.  The builds and results are kept in the cache
# (gen/cache.sh): where it has run before with the same sources and
# files, this group reuses them and says so.
#
# cost: 1500

if ! boringssl_tarball >/dev/null; then
	skip "BoringSSL with ectab's files" \
	    "no BoringSSL source tarball in ../shared/boringssl/ (set BORINGSSL_TARBALL)"
	return 0
fi
count_lines "make boringssl" bash tests/consumers/run.sh boringssl
