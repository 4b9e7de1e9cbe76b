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
 * BIGNUMs as little-endian BN_ULONG words, or limbs, and back, for every
 * checker (checker.c and fproof.c, ptables.c, builtin.c).
 */
#ifndef ECTAB_WORDS_H
#define ECTAB_WORDS_H

#include <openssl/bn.h>

/*
 * Longest number in words: 4097 bits (the order of a 4096-bit curve, the
 * largest ectab takes) in 32-bit words.
 */
#define REF_MAX_WORDS	129

int	 ref_words(const BIGNUM *, BN_ULONG *, int);
int	 ref_limbs(const BIGNUM *, BN_ULONG *, int, int);
BIGNUM	*ref_bn_from(const BN_ULONG *, int);

#endif
