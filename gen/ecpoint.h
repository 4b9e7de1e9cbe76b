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
void	ecpoint_set(struct ecpoint *, const struct ecpoint *);
void	ecpoint_add(struct ecpoint *, const struct ecpoint *,
	    const struct ecpoint *, const struct curve *);
void	ecpoint_mul(struct ecpoint *, const mpz_t, const struct ecpoint *,
	    const struct curve *);

#endif
