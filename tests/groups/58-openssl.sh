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
# Group openssl of make check (tests/run.sh): make openssl's
# configurations of OpenSSL 3.5.7 (tests/consumers/run.sh --release 3.5.7
# openssl), the long-term release: its libcrypto and the test programs
# that multiply G on P-224, P-256, P-384, P-521 and SM2, built from its
# own tree on x86-64 with and without assembly, on i386 and on aarch64
# (cross-compiled, run under qemu-aarch64), stock and with ectab's six
# files (ecp_nistz256_table.c, ecp_sm2p256_table.c, and the gmul blocks
# of ecp_nistp224.c, ecp_nistp256.c, ecp_nistp384.c and
# ecp_nistp521.c), every test case that passes on stock passing with
# them, and a changed word of each table making cases fail in each
# build whose code reads it.  make openssl runs 3.0.22's too, whose
# four tables group openssl-tables compares byte for byte with ectab's.
# The builds and results are kept in the cache
# (gen/cache.sh): where it has run before with the same
# sources and files, this group reuses them and says so.
#
# cost: 900

if ! shared_tarball openssl OPENSSL_TARBALL 3.5.7 >/dev/null; then
	skip "OpenSSL 3.5.7 with ectab's tables" \
	    "no OpenSSL 3.5.7 source tarball in ../shared/openssl/ (set OPENSSL_TARBALL)"
	return 0
fi
count_lines "make openssl (3.5.7)" bash tests/consumers/run.sh \
    --release 3.5.7 openssl
