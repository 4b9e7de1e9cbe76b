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
 * BIGNUMs as little-endian BN_ULONG words: the words a header holds are
 * compared with these.
 */
#include <openssl/bn.h>

#include "words.h"

/* Sets w[0..n) to the words of x; returns 0 if x needs more than n. */
int
le_words(const BIGNUM *x, BN_ULONG *w, int n)
{
	unsigned char	 buf[LE_MAX_WORDS * sizeof(BN_ULONG)];
	int		 i, j;

	if (n > LE_MAX_WORDS || BN_num_bytes(x) > n * (int)sizeof(BN_ULONG))
		return 0;
	if (BN_bn2lebinpad(x, buf, n * (int)sizeof(BN_ULONG)) < 0)
		return 0;
	for (i = 0; i < n; i++) {
		w[i] = 0;
		for (j = (int)sizeof(BN_ULONG) - 1; j >= 0; j--)
			w[i] = w[i] << 8 | buf[i * sizeof(BN_ULONG) + j];
	}
	return 1;
}
