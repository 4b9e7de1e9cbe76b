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
# Group mbedtls of make check (tests/run.sh): make mbedtls
# (tests/consumers/run.sh mbedtls): Mbed TLS's EC test suites built from
# its own tree on x86-64 and i386, each in the default configuration and
# with MBEDTLS_ECP_WITH_MPI_UINT, stock and with ectab's block of curve
# constants and comb tables spliced into library/ecp_curves.c and
# ecp_curves_new.c, every test case that passes on stock passing with
# it, and a changed byte of secp256r1's comb table and of
# brainpoolP384r1's b making cases fail.  The builds and results are
# kept in the cache (gen/cache.sh): where it has run before with the
# same sources and block, this group reuses them and says so.
#
# cost: 600

if ! mbedtls_tarball >/dev/null; then
	skip "Mbed TLS with ectab's block" \
	    "no Mbed TLS source tarball in ../shared/mbedtls/ (set MBEDTLS_TARBALL)"
	return 0
fi
count_lines "make mbedtls" bash tests/consumers/run.sh mbedtls
