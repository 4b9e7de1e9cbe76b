/*
 * Validation of a curve.  These are the checks the derivation depends on
 * (p and n odd primes, every coordinate reduced mod p) and the cheapest
 * catch of a transcription error (G on the curve).  A failed check names
 * the curve, the check and the key's line.
 */
#include <stdio.h>

#include <gmp.h>

#include "validate.h"
#include "util.h"

/* Rounds of Miller-Rabin after GMP's Baillie-PSW test. */
#define PRIME_REPS	30

/*
 * The largest field ectab takes.  LibreSSL and OpenSSL stop at 661 bits;
 * the cap keeps a hostile definition from costing hours of prime tests.
 */
#define MAX_BITS	1024

static int
vfail(const struct curve *c, enum curve_key key, char *err, const char *what)
{
	errmsg(err, "%s:%d: curve %s: %s", c->file,
	    c->key_line[key] != 0 ? c->key_line[key] : c->line, c->name, what);
	return -1;
}

/* Checks x < p for a coordinate or coefficient (never negative). */
static int
check_reduced(const struct curve *c, enum curve_key key, const mpz_t x,
    const char *name, char *err)
{
	char	 msg[ERRMSG_LEN];

	if (mpz_cmp(x, c->p) >= 0) {
		snprintf(msg, sizeof(msg), "%s is not less than p (too large "
		    "for the field)", name);
		return vfail(c, key, err, msg);
	}
	return 0;
}

/* Returns 1 if (x, y) satisfies y^2 = x^3 + ax + b (mod p). */
static int
on_curve(const struct curve *c, const mpz_t x, const mpz_t y)
{
	mpz_t	 lhs, rhs;
	int	 on;

	mpz_inits(lhs, rhs, NULL);
	mpz_mul(lhs, y, y);
	mpz_mod(lhs, lhs, c->p);
	mpz_mul(rhs, x, x);
	mpz_add(rhs, rhs, c->a);
	mpz_mul(rhs, rhs, x);
	mpz_add(rhs, rhs, c->b);
	mpz_mod(rhs, rhs, c->p);
	on = mpz_cmp(lhs, rhs) == 0;
	mpz_clears(lhs, rhs, NULL);
	return on;
}

/*
 * Checks curve c.  Returns 0, or -1 with "file:line: curve NAME: what is
 * wrong" in err.
 */
int
curve_validate(const struct curve *c, char *err)
{
	if (mpz_sizeinbase(c->p, 2) > MAX_BITS)
		return vfail(c, KEY_P, err, "p has more than 1024 bits");
	if (mpz_sizeinbase(c->n, 2) > MAX_BITS + 1)
		return vfail(c, KEY_N, err, "n has more than 1025 bits");
	if (mpz_cmp_ui(c->p, 3) <= 0 || mpz_even_p(c->p) ||
	    mpz_probab_prime_p(c->p, PRIME_REPS) == 0)
		return vfail(c, KEY_P, err, "p is not an odd prime");
	if (check_reduced(c, KEY_A, c->a, "a", err) == -1 ||
	    check_reduced(c, KEY_B, c->b, "b", err) == -1 ||
	    check_reduced(c, KEY_GX, c->gx, "gx", err) == -1 ||
	    check_reduced(c, KEY_GY, c->gy, "gy", err) == -1)
		return -1;
	if (!on_curve(c, c->gx, c->gy))
		return vfail(c, KEY_GY, err, "G = (gx, gy) is not on the curve "
		    "y^2 = x^3 + ax + b");
	if (mpz_cmp_ui(c->n, 3) < 0 || mpz_even_p(c->n) ||
	    mpz_probab_prime_p(c->n, PRIME_REPS) == 0)
		return vfail(c, KEY_N, err, "n is not an odd prime");
	if (mpz_sgn(c->h) == 0)
		return vfail(c, KEY_H, err, "h is zero");
	return 0;
}
