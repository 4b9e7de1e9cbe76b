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
 * The certificates of a definition: factorizations that multiply out,
 * and ECPP primality certificates, checked with GMP alone.
 */
#ifndef ECTAB_CERT_H
#define ECTAB_CERT_H

#include <stddef.h>

#include <gmp.h>

#include "curve.h"
#include "report.h"

/* A factorization: proven primes, ascending, and a composite left. */
struct factorization {
	int		 present;
	mpz_t		 number;	/* what was factored */
	mpz_t		*primes;
	unsigned long	*exps;
	size_t		 len;
	mpz_t		 composite;	/* 1 if fully factored */
};

struct proofs {
	struct factorization f[FACTORED_COUNT];
	mpz_t		*proven;	/* primes the ecpp keys prove */
	size_t		 nproven;
};

/* Primes below this are proven by Miller-Rabin with 12 fixed bases. */
#define SMALL_PRIME_BITS 64

/* A composite left over has no prime factor below this. */
#define COMPOSITE_TRIAL	65536

void	 factorization_init(struct factorization *);
void	 factorization_free(struct factorization *);
void	 factorization_add(struct factorization *, const mpz_t,
	    unsigned long);
void	 cert_number(mpz_t, const struct curve *, enum factored,
	    const mpz_t);
void	 cert_trial_factor(struct factorization *);
int	 proofs_read(struct report *, struct proofs *);
void	 proofs_free(struct proofs *);
int	 proofs_prime(const struct proofs *, const mpz_t);
int	 cert_small_prime(const mpz_t);
int	 pocklington_enough(const mpz_t, const mpz_t);
const char *cert_pocklington(const struct proofs *, const mpz_t,
	    const mpz_t);
const char *cert_key_name(enum factored, int);

#endif
