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
 * Montgomery constants, in the convention of BN_MONT_CTX (LibreSSL and
 * OpenSSL): for a modulus m of k words of w bits, R = 2^(k*w), and
 * n0 = -m^-1 mod 2^64 whatever the word size.
 *
 * Every function requires m odd, so that m is invertible mod 2^64.
 */
#include <assert.h>

#include "mont.h"

/* Returns the number of w-bit words of x: ceil(bits(x) / w), 0 for 0. */
size_t
mont_words(const mpz_t x, unsigned int w)
{
	if (mpz_sgn(x) == 0)
		return 0;
	return (mpz_sizeinbase(x, 2) + w - 1) / w;
}

/* Sets r = R mod m, R = 2^(k*w), k = words of m. */
void
mont_r(mpz_t r, const mpz_t m, unsigned int w)
{
	mpz_t	 R;

	mpz_init(R);
	mpz_setbit(R, mont_words(m, w) * w);
	mpz_mod(r, R, m);
	mpz_clear(R);
}

/* Sets rr = R^2 mod m. */
void
mont_rr(mpz_t rr, const mpz_t m, unsigned int w)
{
	mont_r(rr, m, w);
	mpz_mul(rr, rr, rr);
	mpz_mod(rr, rr, m);
}

/* Sets n0 = -m^-1 mod 2^bits. */
void
mont_n0(mpz_t n0, const mpz_t m, unsigned int bits)
{
	mpz_t	 two_bits;
	int	 invertible;

	assert(mpz_odd_p(m));
	mpz_init(two_bits);
	mpz_setbit(two_bits, bits);
	invertible = mpz_invert(n0, m, two_bits);
	assert(invertible);
	(void)invertible;
	mpz_sub(n0, two_bits, n0);
	mpz_mod(n0, n0, two_bits);
	mpz_clear(two_bits);
}

/* Sets out = x*R mod m, the Montgomery form of x. */
void
mont_to(mpz_t out, const mpz_t x, const mpz_t m, unsigned int w)
{
	mpz_t	 r;

	mpz_init(r);
	mont_r(r, m, w);
	mpz_mul(out, x, r);
	mpz_mod(out, out, m);
	mpz_clear(r);
}

/* Computes every constant of curve c for words of w bits. */
void
mont_init(struct mont *mt, const struct curve *c, unsigned int w)
{
	mt->w = w;
	mpz_inits(mt->r, mt->rr, mt->n0, mt->n0_w, mt->a, mt->b, mt->gx,
	    mt->gy, mt->order_r, mt->order_rr, mt->order_n0, mt->order_n0_w,
	    NULL);

	mt->words = mont_words(c->p, w);
	mont_r(mt->r, c->p, w);
	mont_rr(mt->rr, c->p, w);
	mont_n0(mt->n0, c->p, 64);
	mont_n0(mt->n0_w, c->p, w);
	mont_to(mt->a, c->a, c->p, w);
	mont_to(mt->b, c->b, c->p, w);
	mont_to(mt->gx, c->gx, c->p, w);
	mont_to(mt->gy, c->gy, c->p, w);

	mt->order_words = mont_words(c->n, w);
	mont_r(mt->order_r, c->n, w);
	mont_rr(mt->order_rr, c->n, w);
	mont_n0(mt->order_n0, c->n, 64);
	mont_n0(mt->order_n0_w, c->n, w);
}

void
mont_clear(struct mont *mt)
{
	mpz_clears(mt->r, mt->rr, mt->n0, mt->n0_w, mt->a, mt->b, mt->gx,
	    mt->gy, mt->order_r, mt->order_rr, mt->order_n0, mt->order_n0_w,
	    NULL);
}
