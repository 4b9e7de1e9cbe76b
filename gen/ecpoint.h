/*
 * Points of y^2 = x^3 + ax + b over GF(p), in affine coordinates, for
 * validation and audit: plain and slow, the mathematics as written.
 */
#ifndef ECTAB_ECPOINT_H
#define ECTAB_ECPOINT_H

#include <gmp.h>

#include "curve.h"

struct ecpoint {
	mpz_t	 x, y;
	int	 infinity;
};

void	ecpoint_init(struct ecpoint *);
void	ecpoint_clear(struct ecpoint *);
void	ecpoint_mul(struct ecpoint *, const mpz_t, const struct ecpoint *,
	    const struct curve *);

#endif
