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
 * The point arithmetic of an ECPP step: y^2 = x^3 + ax + b modulo an odd
 * N that is to be proven prime, so that may not be.
 *
 * Points are in Jacobian coordinates (X/Z^2, Y/Z^3), numbers in
 * Montgomery form on GMP's mpn layer: an ECPP certificate of a 512-bit
 * prime takes some 50 000 multiplications modulo numbers of 64 to 512
 * bits, and the catalog's certificates are verified each time ectab
 * reads it.
 *
 * Each Z the ladder computes is multiplied into one product.  That
 * product being a unit mod N means that no intermediate point was the
 * point at infinity modulo any prime l dividing N, and so that no
 * doubling or addition met a case its formula does not cover modulo l:
 * the computation modulo N is the computation modulo every such l.
 */
#include <stdlib.h>
#include <string.h>

#include <gmp.h>

#include "ecmod.h"
#include "util.h"

/* Arithmetic modulo N in Montgomery form, R = 2^(64 n). */
struct field {
	mp_size_t	 n;
	mp_limb_t	*N;
	mp_limb_t	 ninv;		/* -N^-1 mod 2^GMP_NUMB_BITS */
	mp_limb_t	*t;		/* 2n + 1 limbs of scratch */
	mp_limb_t	*r;		/* R^2 mod N, for entering */
};

/* A point in Jacobian coordinates. */
struct jpoint {
	mp_limb_t	*X, *Y, *Z;
};

/* What a point operation needs beside its operands. */
struct curve_mod {
	struct field	 f;
	mp_limb_t	*a, *units, *t1, *t2, *t3, *t4, *t5;
};

static mp_limb_t *
limbs(mp_size_t n)
{
	return xcalloc((size_t)n, sizeof(mp_limb_t));
}

/* Sets r = x R mod N for 0 <= x < N. */
static void
enter(const struct field *f, mp_limb_t *r, const mpz_t x)
{
	mpz_t	 t, N;

	mpz_init(t);
	mpz_roinit_n(N, f->N, f->n);
	mpz_mul_2exp(t, x, (mp_bitcnt_t)f->n * GMP_NUMB_BITS);
	mpz_mod(t, t, N);
	memset(r, 0, (size_t)f->n * sizeof(*r));
	memcpy(r, mpz_limbs_read(t), (size_t)mpz_size(t) * sizeof(*r));
	mpz_clear(t);
}

/*
 * Sets r = T R^-1 mod N for the 2n limbs of T, which it overwrites
 * (Montgomery's reduction, a limb at a time).
 */
static void
redc(const struct field *f, mp_limb_t *r, mp_limb_t *T)
{
	mp_limb_t	 top = 0, c;
	mp_size_t	 i;

	for (i = 0; i < f->n; i++) {
		c = mpn_addmul_1(T + i, f->N, f->n, T[i] * f->ninv);
		top += mpn_add_1(T + i + f->n, T + i + f->n, f->n - i, c);
	}
	if (top != 0 || mpn_cmp(T + f->n, f->N, f->n) >= 0)
		mpn_sub_n(r, T + f->n, f->N, f->n);
	else
		mpn_copyi(r, T + f->n, f->n);
}

/* Sets x to the number whose Montgomery form is a. */
static void
leave(const struct field *f, mpz_t x, const mp_limb_t *a)
{
	mp_limb_t	*r;

	memset(f->t, 0, (size_t)(2 * f->n) * sizeof(*f->t));
	mpn_copyi(f->t, a, f->n);
	r = mpz_limbs_write(x, f->n);
	redc(f, r, f->t);
	mpz_limbs_finish(x, f->n);
}

static void
fmul(const struct field *f, mp_limb_t *r, const mp_limb_t *a,
    const mp_limb_t *b)
{
	if (a == b)
		mpn_sqr(f->t, a, f->n);
	else
		mpn_mul_n(f->t, a, b, f->n);
	redc(f, r, f->t);
}

static void
fadd(const struct field *f, mp_limb_t *r, const mp_limb_t *a,
    const mp_limb_t *b)
{
	if (mpn_add_n(r, a, b, f->n) != 0 || mpn_cmp(r, f->N, f->n) >= 0)
		mpn_sub_n(r, r, f->N, f->n);
}

static void
fsub(const struct field *f, mp_limb_t *r, const mp_limb_t *a,
    const mp_limb_t *b)
{
	if (mpn_sub_n(r, a, b, f->n) != 0)
		mpn_add_n(r, r, f->N, f->n);
}

/* Doubles P (dbl-2007-bl, any a). */
static void
jdouble(struct curve_mod *e, struct jpoint *P)
{
	const struct field *f = &e->f;

	fmul(f, e->t1, P->X, P->X);		/* XX */
	fmul(f, e->t2, P->Y, P->Y);		/* YY */
	fmul(f, e->t3, P->Z, P->Z);		/* ZZ */
	fmul(f, e->t4, P->X, e->t2);		/* S = 4 X YY */
	fadd(f, e->t4, e->t4, e->t4);
	fadd(f, e->t4, e->t4, e->t4);
	fmul(f, e->t5, e->t3, e->t3);		/* M = 3 XX + a ZZ^2 */
	fmul(f, e->t5, e->t5, e->a);
	fadd(f, e->t5, e->t5, e->t1);
	fadd(f, e->t1, e->t1, e->t1);
	fadd(f, e->t5, e->t5, e->t1);
	fmul(f, e->t3, P->Y, P->Z);		/* Z3 = 2 Y Z */
	fadd(f, P->Z, e->t3, e->t3);
	fmul(f, P->X, e->t5, e->t5);		/* X3 = M^2 - 2 S */
	fsub(f, P->X, P->X, e->t4);
	fsub(f, P->X, P->X, e->t4);
	fmul(f, e->t2, e->t2, e->t2);		/* YYYY, 8 of it */
	fadd(f, e->t2, e->t2, e->t2);
	fadd(f, e->t2, e->t2, e->t2);
	fadd(f, e->t2, e->t2, e->t2);
	fsub(f, e->t4, e->t4, P->X);		/* Y3 = M (S - X3) - 8 YYYY */
	fmul(f, P->Y, e->t5, e->t4);
	fsub(f, P->Y, P->Y, e->t2);
	fmul(f, e->units, e->units, P->Z);
}

/* Adds the affine point (x, y) to P (madd-2007-bl, without its 2s). */
static void
jadd_affine(struct curve_mod *e, struct jpoint *P, const mp_limb_t *x,
    const mp_limb_t *y)
{
	const struct field *f = &e->f;

	fmul(f, e->t1, P->Z, P->Z);		/* ZZ */
	fmul(f, e->t2, x, e->t1);		/* H = x ZZ - X */
	fsub(f, e->t2, e->t2, P->X);
	fmul(f, e->t3, y, e->t1);		/* r = y Z ZZ - Y */
	fmul(f, e->t3, e->t3, P->Z);
	fsub(f, e->t3, e->t3, P->Y);
	fmul(f, P->Z, P->Z, e->t2);		/* Z3 = Z H */
	fmul(f, e->t4, e->t2, e->t2);		/* HH */
	fmul(f, e->t5, e->t4, e->t2);		/* HHH */
	fmul(f, e->t4, e->t4, P->X);		/* V = X HH */
	fmul(f, P->X, e->t3, e->t3);		/* X3 = r^2 - HHH - 2 V */
	fsub(f, P->X, P->X, e->t5);
	fsub(f, P->X, P->X, e->t4);
	fsub(f, P->X, P->X, e->t4);
	fmul(f, e->t5, e->t5, P->Y);		/* Y3 = r (V - X3) - Y HHH */
	fsub(f, e->t4, e->t4, P->X);
	fmul(f, P->Y, e->t3, e->t4);
	fsub(f, P->Y, P->Y, e->t5);
	fmul(f, e->units, e->units, P->Z);
}

/* Sets R = kP for k >= 1 and the affine P = (x, y), by double and add. */
static void
jmul(struct curve_mod *e, struct jpoint *R, const mp_limb_t *x,
    const mp_limb_t *y, const mpz_t k)
{
	size_t	 i;

	mpn_copyi(R->X, x, e->f.n);
	mpn_copyi(R->Y, y, e->f.n);
	mpn_copyi(R->Z, e->f.r, e->f.n);	/* 1, entered: R mod N */
	for (i = mpz_sizeinbase(k, 2) - 1; i-- > 0;) {
		jdouble(e, R);
		if (mpz_tstbit(k, i))
			jadd_affine(e, R, x, y);
	}
}

/* Returns 1 if the product of the Z's so far is a unit mod N. */
static int
units_ok(struct curve_mod *e, const mpz_t N)
{
	mpz_t	 u;
	int	 yes;

	mpz_init(u);
	leave(&e->f, u, e->units);
	mpz_gcd(u, u, N);
	yes = mpz_cmp_ui(u, 1) == 0;
	mpz_clear(u);
	return yes;
}

/*
 * For the odd N > 3, the curve y^2 = x^3 + ax + b through (x, y), and
 * q > 1, checks that U = sP is not the point at infinity modulo any
 * prime dividing N, and qU is, modulo every such prime: (q - 1)U = -U.
 * Returns 0, -1 if U is the point at infinity, or -2 if qU is not.
 */
int
ecmod_order(const mpz_t N, const mpz_t a, const mpz_t x, const mpz_t y,
    const mpz_t s, const mpz_t q)
{
	struct curve_mod e;
	struct jpoint	 U;
	mp_limb_t	*px, *py, *ux, *uy, *w;
	mpz_t		 t, zi;
	mp_size_t	 n = (mp_size_t)mpz_size(N);
	int		 i, rc = 0;

	mpz_inits(t, zi, NULL);
	e.f.n = n;
	e.f.N = limbs(n);
	mpn_copyi(e.f.N, mpz_limbs_read(N), n);
	/* -N^-1 mod 2^64 by Newton's iteration, from N's own low bits. */
	e.f.ninv = e.f.N[0];
	for (i = 0; i < 6; i++)
		e.f.ninv *= 2 - e.f.N[0] * e.f.ninv;
	e.f.ninv = -e.f.ninv;
	e.f.t = limbs(2 * n + 1);
	e.f.r = limbs(n);
	mpz_set_ui(t, 1);
	enter(&e.f, e.f.r, t);
	e.a = limbs(n);
	e.units = limbs(n);
	e.t1 = limbs(n);
	e.t2 = limbs(n);
	e.t3 = limbs(n);
	e.t4 = limbs(n);
	e.t5 = limbs(n);
	U.X = limbs(n);
	U.Y = limbs(n);
	U.Z = limbs(n);
	px = limbs(n);
	py = limbs(n);
	ux = limbs(n);
	uy = limbs(n);
	w = limbs(n);
	enter(&e.f, e.a, a);
	enter(&e.f, px, x);
	enter(&e.f, py, y);

	mpn_copyi(e.units, e.f.r, n);
	jmul(&e, &U, px, py, s);
	if (!units_ok(&e, N)) {
		rc = -1;
		goto done;
	}
	/* U to affine: (X/Z^2, Y/Z^3). */
	leave(&e.f, zi, U.Z);
	mpz_invert(zi, zi, N);
	enter(&e.f, w, zi);
	fmul(&e.f, e.t1, w, w);
	fmul(&e.f, ux, U.X, e.t1);
	fmul(&e.f, e.t1, e.t1, w);
	fmul(&e.f, uy, U.Y, e.t1);

	mpz_sub_ui(t, q, 1);
	mpn_copyi(e.units, e.f.r, n);
	jmul(&e, &U, ux, uy, t);
	/* (q - 1)U = -U: X = ux Z^2 and Y = -uy Z^3. */
	fmul(&e.f, e.t1, U.Z, U.Z);
	fmul(&e.f, e.t2, ux, e.t1);
	fmul(&e.f, e.t1, e.t1, U.Z);
	fmul(&e.f, e.t3, uy, e.t1);
	fadd(&e.f, e.t3, e.t3, U.Y);
	if (!units_ok(&e, N) || mpn_cmp(e.t2, U.X, n) != 0 ||
	    mpn_zero_p(e.t3, n) == 0)
		rc = -2;
 done:
	free(e.f.N);
	free(e.f.t);
	free(e.f.r);
	free(e.a);
	free(e.units);
	free(e.t1);
	free(e.t2);
	free(e.t3);
	free(e.t4);
	free(e.t5);
	free(U.X);
	free(U.Y);
	free(U.Z);
	free(px);
	free(py);
	free(ux);
	free(uy);
	free(w);
	mpz_clears(t, zi, NULL);
	return rc;
}
