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
# Group wolfssl of make check (tests/run.sh): make wolfssl
# (tests/consumers/run.sh wolfssl), wolfSSL 5.9.2 built from its own tree
# with its SP code for P-256, P-384 and P-521 in C with 64-bit and with
# 32-bit words (sp_c64.c, sp_c32.c) and in x86-64 assembly (sp_x86_64.c)
# in its default and small builds, stock and with ectab's table blocks
# spliced into those files (in a tree with the patches of
# gen/consumers/wolfssl/patches/, testwolfcrypt's test of every entry),
# every case of testwolfcrypt and unit.test that passes on stock
# passing with them, and a changed limb of each table each build reads
# making cases fail.  The builds and results are kept in the cache
# (gen/cache.sh): where it has run before with the same
# sources and files, this group reuses them and says so.
#
# cost: 480

if ! consumer_tarball wolfssl 5.9.2 >/dev/null; then
	skip "wolfSSL 5.9.2 with ectab's tables" \
	    "no wolfSSL 5.9.2 source tarball in ../shared/wolfssl/ (set WOLFSSL_TARBALL)"
	return 0
fi
# (set -o pipefail: the driver's status, not tee's)
count_lines "make wolfssl" bash -c 'set -o pipefail
    bash tests/consumers/run.sh wolfssl | tee "$0"' "$BUILD/run.out"

# The mutants of entries that wolfSSL's own tests never read (the last
# entry of a window table, a comb's entry 0): its tests pass, every
# case but the one testwolfcrypt's test of every entry (patches/) adds.
for m in c64:p256-comb-0-unread x86-64:p256-window-last-unread; do
	line=$(grep "^PASS wolfSSL ${m%%:*}: mutant-${m#*:} " "$BUILD/run.out")
	case $line in
	*" fails 1 test cases that pass on stock (or that the patches add) and with ectab's files: testwolfcrypt: ECC SP tables")
		pass "wolfSSL ${m%%:*}: with mutant-${m#*:}, testwolfcrypt's and unit.test's own cases pass and the test of every entry fails" ;;
	*)	fail "wolfSSL ${m%%:*}: with mutant-${m#*:}, the test of every entry alone fails" "${line:-no such mutant}" ;;
	esac
done
