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
 * Montgomery constants of a curve for one word size: pure functions of
 * the curve's p, a, b, G and n and of the word size w.
 */
#ifndef ECTAB_MONT_H
#define ECTAB_MONT_H

#include <stddef.h>

#include <gmp.h>

#include "curve.h"

struct mont {
	unsigned int	 w;		/* bits per word */
	size_t		 words;		/* k = words of p; R = 2^(k*w) */
	mpz_t		 r;		/* R mod p: Montgomery 1, G's z */
	mpz_t		 rr;		/* R^2 mod p */
	mpz_t		 n0;		/* -p^-1 mod 2^64 */
	mpz_t		 n0_w;		/* -p^-1 mod 2^w */
	mpz_t		 a, b, gx, gy;	/* x*R mod p */
	size_t		 order_words;	/* k_n = words of n; R_n = 2^(k_n*w) */
	mpz_t		 order_r;	/* R_n mod n */
	mpz_t		 order_rr;	/* R_n^2 mod n */
	mpz_t		 order_n0;	/* -n^-1 mod 2^64 */
	mpz_t		 order_n0_w;	/* -n^-1 mod 2^w */
};

size_t	mont_words(const mpz_t, unsigned int);
void	mont_r(mpz_t, const mpz_t, unsigned int);
void	mont_rr(mpz_t, const mpz_t, unsigned int);
void	mont_n0(mpz_t, const mpz_t, unsigned int);
void	mont_to(mpz_t, const mpz_t, const mpz_t, unsigned int);

void	mont_init(struct mont *, const struct curve *, unsigned int);
void	mont_clear(struct mont *);

#endif
