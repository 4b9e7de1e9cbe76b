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
 * BIGNUMs as little-endian BN_ULONG words, or limbs of fewer bits: the
 * words a header holds are compared with these.
 */
#include <string.h>

#include <openssl/bn.h>

#include "words.h"

/*
 * Sets w[0..n) to the n little-endian words of x.  Returns 1, or 0 with
 * w[0..n) zero if x needs more than n words.
 */
int
ref_words(const BIGNUM *x, BN_ULONG *w, int n)
{
	unsigned char	 buf[REF_MAX_WORDS * sizeof(BN_ULONG)];
	size_t		 i, j;

	memset(w, 0, n * sizeof(*w));
	if (n > REF_MAX_WORDS || BN_num_bytes(x) > n * (int)sizeof(BN_ULONG) ||
	    BN_bn2lebinpad(x, buf, n * (int)sizeof(BN_ULONG)) < 0)
		return 0;
	for (i = 0; i < (size_t)n; i++)
		for (j = 0; j < sizeof(BN_ULONG); j++)
			w[i] |= (BN_ULONG)buf[i * sizeof(BN_ULONG) + j] << (8 * j);
	return 1;
}

/*
 * Sets w[0..n) to the n limbs of x of bits bits each, least significant
 * first: bit i of x is bit i % bits of w[i / bits] (with bits BN_BITS2,
 * its words).  Returns 1, or 0 with w[0..n) zero if x needs more than
 * n limbs.
 */
int
ref_limbs(const BIGNUM *x, BN_ULONG *w, int n, int bits)
{
	int	 i;

	memset(w, 0, n * sizeof(*w));
	if (bits < 1 || bits > BN_BITS2 || BN_is_negative(x) ||
	    BN_num_bits(x) > n * bits)
		return 0;
	for (i = 0; i < BN_num_bits(x); i++)
		if (BN_is_bit_set(x, i))
			w[i / bits] |= (BN_ULONG)1 << (i % bits);
	return 1;
}

/* Returns the number held in w[0..n). */
BIGNUM *
ref_bn_from(const BN_ULONG *w, int n)
{
	unsigned char	 buf[REF_MAX_WORDS * sizeof(BN_ULONG)];
	size_t		 i, j;

	for (i = 0; i < (size_t)n; i++)
		for (j = 0; j < sizeof(BN_ULONG); j++)
			buf[i * sizeof(BN_ULONG) + j] =
			    (unsigned char)(w[i] >> (8 * j));
	return BN_lebin2bn(buf, n * (int)sizeof(BN_ULONG), NULL);
}
