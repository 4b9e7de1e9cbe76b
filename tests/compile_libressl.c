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
 * include it, built once per compiler and word size, with -I
 * gen/checker/libressl: OpenSSL's headers and the stand-ins there for
 * LibreSSL's private ones.  EXPECT_BN_BITS2 is the word size the build
 * is for, so that a -m32 build that silently picked 64-bit headers
 * fails.
 */
#include <stdio.h>

#include <openssl/bn.h>

#include "ec_curve_tables.h"

#if BN_BITS2 != EXPECT_BN_BITS2
#error "BN_BITS2 is not the word size this build is for"
#endif

const struct ec_method_st ec_GFp_mont_method = { 0 };

int
main(void)
{
	size_t	 i, count;
	int	 bad = 0;

	count = sizeof(ec_builtin_groups) / sizeof(ec_builtin_groups[0]);
	for (i = 0; i < count; i++) {
		const EC_GROUP *g = &ec_builtin_groups[i];
		int words = g->mont_ctx->ri / BN_BITS2;

		if (g->p->dmax != words || g->p->top > words ||
		    g->p->d[words - 1] == 0) {
			printf("group %zu: p of %d words, top %d, in a "
			    "context of %d bits\n", i, g->p->dmax, g->p->top,
			    g->mont_ctx->ri);
			bad = 1;
		}
	}
	printf("%zu curves, BN_BITS2 %d\n", count, BN_BITS2);
	return bad;
}
