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
 * Point arithmetic over GF(p) with GMP.  Points are affine outside;
 * a scalar multiplication works in Jacobian coordinates, (X, Y, Z) for
 * (X/Z^2, Y/Z^3), so that it inverts once, at the end, instead of at
 * every step.
 */
#include "ecpoint.h"

/* A point in Jacobian coordinates; Z = 0 is the point at infinity. */
struct jpoint {
	mpz_t	 x, y, z;
};

void
ecpoint_init(struct ecpoint *P)
{
	mpz_inits(P->x, P->y, NULL);
	P->infinity = 1;
}

void
ecpoint_clear(struct ecpoint *P)
{
	mpz_clears(P->x, P->y, NULL);
}

/*
 * R = 2R.  With S = 4XY^2 and M = 3X^2 + aZ^4: X' = M^2 - 2S,
 * Y' = M(S - X') - 8Y^4, Z' = 2YZ.  The temporaries t are four.
 */
static void
jpoint_double(struct jpoint *R, const struct curve *c, mpz_t t[4])
{
	const mpz_srcptr p = c->p;

	if (mpz_sgn(R->z) == 0 || mpz_sgn(R->y) == 0) {
		mpz_set_ui(R->z, 0);
		return;
	}
	mpz_mul(t[0], R->y, R->y);		/* Y^2 */
	mpz_mod(t[0], t[0], p);
	mpz_mul(t[1], R->x, t[0]);		/* S = 4XY^2 */
	mpz_mul_2exp(t[1], t[1], 2);
	mpz_mod(t[1], t[1], p);
	mpz_mul(t[2], R->z, R->z);		/* M = 3X^2 + aZ^4 */
	mpz_mod(t[2], t[2], p);
	mpz_mul(t[2], t[2], t[2]);
	mpz_mod(t[2], t[2], p);
	mpz_mul(t[2], t[2], c->a);
	mpz_mul(t[3], R->x, R->x);
	mpz_addmul_ui(t[2], t[3], 3);
	mpz_mod(t[2], t[2], p);
	mpz_mul(R->z, R->z, R->y);		/* Z' = 2YZ */
	mpz_mul_2exp(R->z, R->z, 1);
	mpz_mod(R->z, R->z, p);
	mpz_mul(R->x, t[2], t[2]);		/* X' = M^2 - 2S */
	mpz_submul_ui(R->x, t[1], 2);
	mpz_mod(R->x, R->x, p);
	mpz_sub(t[1], t[1], R->x);		/* Y' = M(S - X') - 8Y^4 */
	mpz_mul(R->y, t[2], t[1]);
	mpz_mul(t[0], t[0], t[0]);
	mpz_submul_ui(R->y, t[0], 8);
	mpz_mod(R->y, R->y, p);
}

/*
 * R = R + P, P affine and not infinity.  With U = x Z^2, S = y Z^3,
 * H = U - X and r = S - Y: X' = r^2 - H^3 - 2XH^2, Y' = r(XH^2 - X') -
 * YH^3, Z' = ZH; H = 0 means R = P (double) or R = -P (infinity).
 */
static void
jpoint_add_affine(struct jpoint *R, const struct ecpoint *P,
    const struct curve *c, mpz_t t[4])
{
	const mpz_srcptr p = c->p;

	if (mpz_sgn(R->z) == 0) {
		mpz_set(R->x, P->x);
		mpz_set(R->y, P->y);
		mpz_set_ui(R->z, 1);
		return;
	}
	mpz_mul(t[0], R->z, R->z);		/* Z^2 */
	mpz_mod(t[0], t[0], p);
	mpz_mul(t[1], P->x, t[0]);		/* H = xZ^2 - X */
	mpz_sub(t[1], t[1], R->x);
	mpz_mod(t[1], t[1], p);
	mpz_mul(t[0], t[0], R->z);		/* r = yZ^3 - Y */
	mpz_mod(t[0], t[0], p);
	mpz_mul(t[0], t[0], P->y);
	mpz_sub(t[0], t[0], R->y);
	mpz_mod(t[0], t[0], p);
	if (mpz_sgn(t[1]) == 0) {
		if (mpz_sgn(t[0]) == 0)
			jpoint_double(R, c, t);
		else
			mpz_set_ui(R->z, 0);
		return;
	}
	mpz_mul(R->z, R->z, t[1]);		/* Z' = ZH */
	mpz_mod(R->z, R->z, p);
	mpz_mul(t[2], t[1], t[1]);		/* H^2 */
	mpz_mod(t[2], t[2], p);
	mpz_mul(t[1], t[1], t[2]);		/* H^3 */
	mpz_mod(t[1], t[1], p);
	mpz_mul(t[2], t[2], R->x);		/* XH^2 */
	mpz_mod(t[2], t[2], p);
	mpz_mul(t[3], t[0], t[0]);		/* X' = r^2 - H^3 - 2XH^2 */
	mpz_sub(t[3], t[3], t[1]);
	mpz_submul_ui(t[3], t[2], 2);
	mpz_mod(R->x, t[3], p);
	mpz_sub(t[2], t[2], R->x);		/* Y' = r(XH^2 - X') - YH^3 */
	mpz_mul(t[2], t[2], t[0]);
	mpz_mul(t[1], t[1], R->y);
	mpz_sub(t[2], t[2], t[1]);
	mpz_mod(R->y, t[2], p);
}

void
ecpoint_set(struct ecpoint *R, const struct ecpoint *P)
{
	mpz_set(R->x, P->x);
	mpz_set(R->y, P->y);
	R->infinity = P->infinity;
}

/*
 * R = P + Q in affine coordinates, one inversion: with l = (y2 - y1) /
 * (x2 - x1), or (3x1^2 + a) / 2y1 for P = Q, x3 = l^2 - x1 - x2 and
 * y3 = l(x1 - x3) - y1.  R may be P or Q.
 */
void
ecpoint_add(struct ecpoint *R, const struct ecpoint *P,
    const struct ecpoint *Q, const struct curve *c)
{
	mpz_t	 l, t, u;

	if (P->infinity || Q->infinity) {
		ecpoint_set(R, P->infinity ? Q : P);
		return;
	}
	mpz_inits(l, t, u, NULL);
	if (mpz_cmp(P->x, Q->x) != 0) {
		mpz_sub(t, Q->x, P->x);
		mpz_sub(l, Q->y, P->y);
	} else if (mpz_cmp(P->y, Q->y) == 0 && mpz_sgn(P->y) != 0) {
		mpz_mul(l, P->x, P->x);
		mpz_mul_ui(l, l, 3);
		mpz_add(l, l, c->a);
		mpz_mul_2exp(t, P->y, 1);
	} else {
		/* Q = -P. */
		R->infinity = 1;
		mpz_set_ui(R->x, 0);
		mpz_set_ui(R->y, 0);
		goto done;
	}
	mpz_mod(t, t, c->p);
	mpz_invert(t, t, c->p);
	mpz_mul(l, l, t);
	mpz_mod(l, l, c->p);
	mpz_mul(t, l, l);			/* x3 = l^2 - x1 - x2 */
	mpz_sub(t, t, P->x);
	mpz_sub(t, t, Q->x);
	mpz_mod(t, t, c->p);
	mpz_sub(u, P->x, t);			/* y3 = l(x1 - x3) - y1 */
	mpz_mul(u, u, l);
	mpz_sub(u, u, P->y);
	mpz_mod(R->y, u, c->p);
	mpz_set(R->x, t);
	R->infinity = 0;
 done:
	mpz_clears(l, t, u, NULL);
}

/* R = k*P, left to right; k >= 0. */
void
ecpoint_mul(struct ecpoint *R, const mpz_t k, const struct ecpoint *P,
    const struct curve *c)
{
	struct jpoint	 acc;
	mpz_t		 t[4];
	size_t		 i;

	mpz_inits(acc.x, acc.y, acc.z, t[0], t[1], t[2], t[3], NULL);
	for (i = mpz_sizeinbase(k, 2); i > 0; i--) {
		jpoint_double(&acc, c, t);
		if (mpz_tstbit(k, i - 1) && !P->infinity)
			jpoint_add_affine(&acc, P, c, t);
	}
	R->infinity = mpz_sgn(acc.z) == 0;
	if (!R->infinity) {
		mpz_invert(t[0], acc.z, c->p);	/* 1/Z */
		mpz_mul(t[1], t[0], t[0]);	/* 1/Z^2 */
		mpz_mod(t[1], t[1], c->p);
		mpz_mul(R->x, acc.x, t[1]);
		mpz_mod(R->x, R->x, c->p);
		mpz_mul(t[1], t[1], t[0]);	/* 1/Z^3 */
		mpz_mul(R->y, acc.y, t[1]);
		mpz_mod(R->y, R->y, c->p);
	}
	mpz_clears(acc.x, acc.y, acc.z, t[0], t[1], t[2], t[3], NULL);
}
