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
#include <stddef.h>
#include <stdlib.h>

#include "mont.h"
#include "util.h"

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

/*
 * The derivations of mont_constants[]: constant k of curve c for words
 * of w bits, reduced by the modulus k names.
 */
static mpz_srcptr
modulus(const struct curve *c, const struct mont_constant *k)
{
	return k->modulus == 'p' ? c->p : c->n;
}

static void
derive_r(mpz_t out, const struct curve *c, const struct mont_constant *k,
    unsigned int w)
{
	mont_r(out, modulus(c, k), w);
}

static void
derive_rr(mpz_t out, const struct curve *c, const struct mont_constant *k,
    unsigned int w)
{
	mont_rr(out, modulus(c, k), w);
}

/* n0 in 64 bits whatever the word size, as BN_MONT_CTX holds it. */
static void
derive_n0(mpz_t out, const struct curve *c, const struct mont_constant *k,
    unsigned int w)
{
	(void)w;
	mont_n0(out, modulus(c, k), 64);
}

static void
derive_n0_w(mpz_t out, const struct curve *c, const struct mont_constant *k,
    unsigned int w)
{
	mont_n0(out, modulus(c, k), w);
}

/* The curve's number at offset k->of, in Montgomery form. */
static void
derive_to(mpz_t out, const struct curve *c, const struct mont_constant *k,
    unsigned int w)
{
	mpz_srcptr x = (mpz_srcptr)((const char *)c + k->of);

	mont_to(out, x, modulus(c, k), w);
}

#define OF(member)	offsetof(struct curve, member)

const struct mont_constant mont_constants[] = {
	{ "r",		'p', MONT_LEN_MODULUS, derive_r, 0, "R mod p",
	    "1 in Montgomery form, the generator's z" },
	{ "rr",		'p', MONT_LEN_MODULUS, derive_rr, 0, "R^2 mod p",
	    "what converts into Montgomery form" },
	{ "n0",		'p', MONT_LEN_N0, derive_n0, 0, "-p^-1 mod 2^64",
	    "as BN_MONT_CTX holds it, whatever the word size" },
	{ "n0_w",	'p', MONT_LEN_WORD, derive_n0_w, 0, "-p^-1 mod 2^w",
	    "for word-by-word Montgomery multiplication" },
	{ "a_mont",	'p', MONT_LEN_MODULUS, derive_to, OF(a), "a*R mod p",
	    "a in Montgomery form" },
	{ "b_mont",	'p', MONT_LEN_MODULUS, derive_to, OF(b), "b*R mod p",
	    "b in Montgomery form" },
	{ "gx_mont",	'p', MONT_LEN_MODULUS, derive_to, OF(gx), "Gx*R mod p",
	    "the generator's x in Montgomery form" },
	{ "gy_mont",	'p', MONT_LEN_MODULUS, derive_to, OF(gy), "Gy*R mod p",
	    "the generator's y in Montgomery form" },
	{ "order_r",	'n', MONT_LEN_MODULUS, derive_r, 0, "R_n mod n",
	    "1 in the order's Montgomery form" },
	{ "order_rr",	'n', MONT_LEN_MODULUS, derive_rr, 0, "R_n^2 mod n",
	    "what converts into the order's Montgomery form" },
	{ "order_n0",	'n', MONT_LEN_N0, derive_n0, 0, "-n^-1 mod 2^64",
	    "as BN_MONT_CTX holds it, whatever the word size" },
	{ "order_n0_w",	'n', MONT_LEN_WORD, derive_n0_w, 0, "-n^-1 mod 2^w",
	    "for word-by-word Montgomery multiplication" },
	{ NULL,		0, 0, NULL, 0, NULL, NULL }
};

/* Computes every constant of curve c for words of w bits. */
void
mont_init(struct mont *mt, const struct curve *c, unsigned int w)
{
	const struct mont_constant *k;
	size_t	 i;

	mt->w = w;
	mt->words = mont_words(c->p, w);
	mt->order_words = mont_words(c->n, w);
	for (i = 0; mont_constants[i].name != NULL; i++)
		;
	mt->v = xcalloc(i, sizeof(*mt->v));
	for (i = 0; mont_constants[i].name != NULL; i++) {
		k = &mont_constants[i];
		mpz_init(mt->v[i]);
		k->derive(mt->v[i], c, k, w);
	}
}

/* The count of words of constant i of mt. */
size_t
mont_constant_words(const struct mont *mt, size_t i)
{
	switch (mont_constants[i].len) {
	case MONT_LEN_N0:
		/* n0 as BN_MONT_CTX holds it: n0[2], 64 bits or more. */
		return 64 / mt->w < 2 ? 2 : 64 / mt->w;
	case MONT_LEN_WORD:
		return 1;
	default:
		return mont_constants[i].modulus == 'p' ? mt->words :
		    mt->order_words;
	}
}

void
mont_clear(struct mont *mt)
{
	size_t	 i;

	for (i = 0; mont_constants[i].name != NULL; i++)
		mpz_clear(mt->v[i]);
	free(mt->v);
	mt->v = NULL;
}
