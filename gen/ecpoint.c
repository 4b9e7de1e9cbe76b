/*
 * Affine point arithmetic over GF(p) with GMP.  Each operation inverts
 * once; that is fast enough for validating a few dozen curves.
 */
#include "ecpoint.h"

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

static void
ecpoint_set(struct ecpoint *R, const struct ecpoint *P)
{
	mpz_set(R->x, P->x);
	mpz_set(R->y, P->y);
	R->infinity = P->infinity;
}

/*
 * R = P + Q.  With l the slope, (Q - P)/(x_Q - x_P), or for P = Q the
 * tangent's (3x^2 + a)/(2y): x_R = l^2 - x_P - x_Q, y_R = l(x_P - x_R) -
 * y_P.  R may be P or Q.
 */
static void
ecpoint_add(struct ecpoint *R, const struct ecpoint *P,
    const struct ecpoint *Q, const struct curve *c)
{
	mpz_t	 l, t, x;

	if (P->infinity) {
		ecpoint_set(R, Q);
		return;
	}
	if (Q->infinity) {
		ecpoint_set(R, P);
		return;
	}
	mpz_inits(l, t, x, NULL);
	if (mpz_cmp(P->x, Q->x) == 0) {
		mpz_add(t, P->y, Q->y);
		mpz_mod(t, t, c->p);
		if (mpz_sgn(t) == 0) {		/* Q = -P */
			R->infinity = 1;
			goto done;
		}
		mpz_mul(l, P->x, P->x);
		mpz_mul_ui(l, l, 3);
		mpz_add(l, l, c->a);
		mpz_mul_2exp(t, P->y, 1);
	} else {
		mpz_sub(l, Q->y, P->y);
		mpz_sub(t, Q->x, P->x);
	}
	mpz_mod(t, t, c->p);
	mpz_invert(t, t, c->p);
	mpz_mul(l, l, t);
	mpz_mod(l, l, c->p);
	mpz_mul(x, l, l);
	mpz_sub(x, x, P->x);
	mpz_sub(x, x, Q->x);
	mpz_mod(x, x, c->p);
	mpz_sub(t, P->x, x);
	mpz_mul(t, t, l);
	mpz_sub(t, t, P->y);
	mpz_mod(R->y, t, c->p);
	mpz_set(R->x, x);
	R->infinity = 0;
 done:
	mpz_clears(l, t, x, NULL);
}

/* R = k*P, left to right; k >= 0. */
void
ecpoint_mul(struct ecpoint *R, const mpz_t k, const struct ecpoint *P,
    const struct curve *c)
{
	struct ecpoint	 acc;
	size_t		 i;

	ecpoint_init(&acc);
	for (i = mpz_sizeinbase(k, 2); i > 0; i--) {
		ecpoint_add(&acc, &acc, &acc, c);
		if (mpz_tstbit(k, i - 1))
			ecpoint_add(&acc, &acc, P, c);
	}
	ecpoint_set(R, &acc);
	ecpoint_clear(&acc);
}
