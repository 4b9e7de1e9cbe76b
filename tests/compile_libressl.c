/*
 * Copyright (c) 2026 The ectab authors
 *
 * Permission to use, copy, modify, and distribute this software for any
 * purpose with or without fee is hereby granted, provided that the above
 * copyright notice and this permission notice appear in all copies.
 *
 * THE SOFTWARE IS PROVIDED "AS IS" AND THE AUTHORS DISCLAIM ALL WARRANTIES
 * WITH REGARD TO THIS SOFTWARE INCLUDING ALL IMPLIED WARRANTIES OF
 * MERCHANTABILITY AND FITNESS. IN NO EVENT SHALL THE AUTHORS BE LIABLE FOR
 * ANY SPECIAL, DIRECT, INDIRECT, OR CONSEQUENTIAL DAMAGES OR ANY DAMAGES
 * WHATSOEVER RESULTING FROM LOSS OF USE, DATA OR PROFITS, WHETHER IN AN
 * ACTION OF CONTRACT, NEGLIGENCE OR OTHER TORTIOUS ACTION, ARISING OUT OF
 * OR IN CONNECTION WITH THE USE OR PERFORMANCE OF THIS SOFTWARE.
 */
/*
 * Compile test of out/ec_curve_tables.h as LibreSSL's ec_curve.c would
 * include it, built once per compiler and word size.  OpenSSL's headers
 * stand in for LibreSSL's; they lack NID_FRP256v1, which is 936 in
 * LibreSSL.  EXPECT_BN_BITS2 is the word size the build is for, so that
 * a -m32 build that silently picked 64-bit headers fails.
 */
#include <stdio.h>

#include <openssl/bn.h>
#include <openssl/obj_mac.h>

#ifndef NID_FRP256v1
#define NID_FRP256v1	936
#endif

#include "ec_curve_tables.h"

#if BN_BITS2 != EXPECT_BN_BITS2
#error "BN_BITS2 is not the word size this build is for"
#endif

int
main(void)
{
	size_t	 i, count;
	int	 bad = 0;

	count = sizeof(ec_curve_tables) / sizeof(ec_curve_tables[0]);
	if (count != EC_CURVE_TABLES_COUNT) {
		printf("descriptor table has %zu entries, "
		    "EC_CURVE_TABLES_COUNT is %d\n", count,
		    EC_CURVE_TABLES_COUNT);
		bad = 1;
	}
	for (i = 0; i < count; i++) {
		const struct ec_curve_table *t = &ec_curve_tables[i];

		if (t->field_words * BN_BITS2 < t->field_bits ||
		    (t->field_words - 1) * BN_BITS2 >= t->field_bits) {
			printf("%s: %d words of %d bits for a %d-bit field\n",
			    t->name, t->field_words, BN_BITS2, t->field_bits);
			bad = 1;
		}
	}
	printf("%zu curves, BN_BITS2 %d\n", count, BN_BITS2);
	return bad;
}
