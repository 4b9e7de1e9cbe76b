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
 * Validation of a curve before anything is generated from it.
 */
#ifndef ECTAB_VALIDATE_H
#define ECTAB_VALIDATE_H

#include "catalog.h"
#include "report.h"

/*
 * The reps argument of mpz_probab_prime_p: since GMP 6.2 a Baillie-PSW
 * test stands for the first 24 Miller-Rabin rounds, so 48 is Baillie-PSW
 * and 24 rounds of Miller-Rabin with random bases.
 */
#define PRIME_REPS	48
#define PRIME_MR_ROUNDS	(PRIME_REPS - 24)

#if __GNU_MP_RELEASE < 60200
#error "ectab needs GMP 6.2 or later: mpz_probab_prime_p runs Baillie-PSW"
#endif

int	curve_check(struct report *, const struct curve_list *);
int	embedding_degree_below(const mpz_t, const mpz_t);
int	curve_validate(const struct curve *, const struct curve_list *,
	    char *);

#endif
