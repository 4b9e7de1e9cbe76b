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
 * Checks what ectab-certify wrote into a definition, with GMP alone:
 *
 * - a factorization ("3 * 7^2 * 1b7") multiplies out to its number, with
 *   the composite left, if any; its primes ascend and are proven; the
 *   composite is proven composite and has no prime factor below 2^16;
 *
 * - the list of primes "N, b; N; ..." ascends; a prime below 2^64 is
 *   proven by Miller-Rabin to 12 fixed bases, a larger one by Pocklington's
 *   theorem with the base b: b^(N-1) = 1 (mod N) and, for F the product of
 *   the powers of the primes q proven before it that divide N - 1 and for
 *   which b^((N-1)/q) - 1 is a unit mod N, F^2 > N;
 *
 * - an ECPP certificate "N; t, s, a, x, y; ..." (the steps of PARI's
 *   primecert, N of each step after the first being q of the one before)
 *   proves N prime by the theorem of Goldwasser, Kilian and Atkin: with
 *   gcd(N, 6) = 1, m = N + 1 - t, q = m / s > (N^(1/4) + 1)^2, and P a
 *   point of y^2 = x^3 + ax + b, b = y^2 - x^3 - ax, 4a^3 + 27b^2 a unit
 *   mod N, such that U = sP is not the point at infinity and qU is, for
 *   every prime l dividing N, then if q is prime, so is N.  The last q is
 *   below 2^64, where Miller-Rabin with the bases 2 to 37 decides.  The
 *   point arithmetic is ecmod.c's.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <gmp.h>

#include "cert.h"
#include "defs.h"
#include "ecmod.h"
#include "util.h"

/*
 * No certificate of a MAX_BITS prime needs more steps, and no curve more
 * primes or certificates: the bounds keep a hostile definition from
 * costing minutes.
 */
#define ECPP_MAX_STEPS	MAX_BITS
#define MAX_PRIMES	4096
#define MAX_ECPP	64

/*
 * Certificates verified so far in this process, ECPP certificates and
 * lists of primes apart: "ectab make" and "ectab audit" read the same
 * curves more than once, and a certificate proven once need not be
 * proven again.  Kept until exit, as the curves they came from.
 */
struct seen {
	char	**v;
	size_t	  len;
};
static struct seen seen_ecpp, seen_primes;

/* The primes below COMPOSITE_TRIAL, for no_small_factor(). */
static unsigned long	*trial_primes;
static size_t		 ntrial_primes;

/* Frees what this file keeps until exit, so that every block is freed. */
static void
cert_cleanup(void)
{
	size_t	 i;

	for (i = 0; i < seen_ecpp.len; i++)
		free(seen_ecpp.v[i]);
	for (i = 0; i < seen_primes.len; i++)
		free(seen_primes.v[i]);
	free(seen_ecpp.v);
	free(seen_primes.v);
	free(trial_primes);
}

static void
cleanup_at_exit(void)
{
	static int	 registered;

	if (!registered && atexit(cert_cleanup) == 0)
		registered = 1;
}

static int
seen_has(const struct seen *sn, const char *text)
{
	size_t	 i;

	for (i = 0; i < sn->len; i++)
		if (strcmp(sn->v[i], text) == 0)
			return 1;
	return 0;
}

static void
seen_add(struct seen *sn, const char *text)
{
	cleanup_at_exit();
	sn->v = xreallocarray(sn->v, sn->len + 1, sizeof(*sn->v));
	sn->v[sn->len++] = xstrdup(text);
}

const char *
cert_key_name(enum factored f, int composite)
{
	return defs_key_name(factored_keys[f][composite != 0 ?
	    COMPOSITE_KEY : FACTORS_KEY]);
}

/*
 * Sets x to the number f factors for curve c: the twist's order
 * 2p + 2 - hn, n - 1, 4p - t^2 for the trace t = p + 1 - hn, or l' - 1
 * for the twist's largest prime l' (tl; unused for the others).
 */
void
cert_number(mpz_t x, const struct curve *c, enum factored f, const mpz_t tl)
{
	mpz_t	 t;

	mpz_init(t);
	switch (f) {
	case FACTORED_TWIST_L_MINUS_1:
		mpz_sub_ui(x, tl, 1);
		break;
	case FACTORED_TWIST:
		curve_trace(t, c);
		mpz_add(x, c->p, t);
		mpz_add_ui(x, x, 1);
		break;
	case FACTORED_N_MINUS_1:
		mpz_sub_ui(x, c->n, 1);
		break;
	default:
		curve_trace(t, c);
		mpz_mul(t, t, t);
		mpz_mul_2exp(x, c->p, 2);
		mpz_sub(x, x, t);
		break;
	}
	mpz_clear(t);
}

/*
 * Returns 1 if x < 2^64 is prime: Miller-Rabin to the bases 2, 3, ...,
 * 37 has no strong pseudoprime below 3.3 * 10^24 (Sorenson and Webster,
 * 2017), to the bases 2, 7 and 61 none below 4759123141 (Jaeschke,
 * 1993).  Returns 0 if x is composite or not below 2^64.
 */
int
cert_small_prime(const mpz_t x)
{
	static const unsigned long bases[] = {
		2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37
	};
	static const unsigned long bases32[] = { 2, 7, 61 };
	const unsigned long *b = bases;
	size_t		 nb = sizeof(bases) / sizeof(bases[0]);
	mpz_t		 d, y, xm1;
	unsigned long	 r, i, j;
	int		 prime = 1;

	if (mpz_sizeinbase(x, 2) > SMALL_PRIME_BITS || mpz_cmp_ui(x, 2) < 0)
		return 0;
	for (i = 0; i < nb; i++)
		if (mpz_cmp_ui(x, bases[i]) == 0)
			return 1;
	if (mpz_even_p(x))
		return 0;
	/* Below 2^32 < 4759123141, the bases 2, 7 and 61 decide. */
	if (mpz_sizeinbase(x, 2) <= 32 && mpz_cmp_ui(x, 61) > 0) {
		b = bases32;
		nb = sizeof(bases32) / sizeof(bases32[0]);
	}
	mpz_inits(d, y, xm1, NULL);
	mpz_sub_ui(xm1, x, 1);
	r = mpz_scan1(xm1, 0);
	mpz_tdiv_q_2exp(d, xm1, r);
	for (i = 0; prime && i < nb; i++) {
		mpz_set_ui(y, b[i]);
		mpz_powm(y, y, d, x);
		if (mpz_cmp_ui(y, 1) == 0 || mpz_cmp(y, xm1) == 0)
			continue;
		for (j = 1; j < r; j++) {
			mpz_powm_ui(y, y, 2, x);
			if (mpz_cmp(y, xm1) == 0)
				break;
		}
		if (j == r)
			prime = 0;
	}
	mpz_clears(d, y, xm1, NULL);
	return prime;
}

/*
 * Reads a hex number at *s, '-' first if neg allows, up to a separator
 * or the end, and moves *s past it.  Returns 0, or -1 if there are no
 * digits.
 */
static int
read_number(const char **s, mpz_t x, int neg)
{
	const char	*d = *s;
	char		*digits;
	size_t		 len;
	int		 minus = 0;

	if (neg && *d == '-') {
		minus = 1;
		d++;
	}
	for (len = 0; d[len] != '\0' && strchr("*^,;-", d[len]) == NULL;
	    len++)
		;
	if (len == 0)
		return -1;
	digits = xstrndup(d, len);
	mpz_set_str(x, digits, 16);
	free(digits);
	if (minus)
		mpz_neg(x, x);
	*s = d + len;
	return 0;
}

/*
 * Checks one step of an ECPP certificate for N; sets q.  Returns NULL,
 * or what is wrong.
 */
static const char *
ecpp_step(const mpz_t N, const mpz_t t, const mpz_t s, const mpz_t a,
    const mpz_t x, const mpz_t y, mpz_t q)
{
	mpz_t		 m, b, r;
	const char	*bad = NULL;

	if (mpz_cmp_ui(N, 5) < 0 || mpz_divisible_ui_p(N, 2) ||
	    mpz_divisible_ui_p(N, 3))
		return "N is not prime to 6";
	if (mpz_sgn(s) <= 0)
		return "s is not positive";
	if (mpz_cmp(a, N) >= 0 || mpz_cmp(x, N) >= 0 || mpz_cmp(y, N) >= 0)
		return "a, x or y is not reduced mod N";
	mpz_inits(m, b, r, NULL);

	mpz_add_ui(m, N, 1);
	mpz_sub(m, m, t);
	if (mpz_sgn(m) <= 0 || !mpz_divisible_p(m, s)) {
		bad = "s does not divide m = N + 1 - t";
		goto done;
	}
	mpz_divexact(q, m, s);
	/* q > (N^(1/4) + 1)^2 follows from (floor(sqrt(q)) - 1)^4 > N. */
	mpz_sqrt(r, q);
	mpz_sub_ui(r, r, 1);
	mpz_pow_ui(r, r, 4);
	if (mpz_cmp(r, N) <= 0 || mpz_cmp(q, N) >= 0) {
		bad = "q = m / s is not above (N^(1/4) + 1)^2 and below N";
		goto done;
	}
	/* b = y^2 - x^3 - ax; the discriminant 4a^3 + 27b^2 a unit. */
	mpz_mul(b, x, x);
	mpz_add(b, b, a);
	mpz_mul(b, b, x);
	mpz_submul(b, y, y);
	mpz_neg(b, b);
	mpz_mod(b, b, N);
	mpz_powm_ui(r, a, 3, N);
	mpz_mul_ui(r, r, 4);
	mpz_mul(m, b, b);
	mpz_addmul_ui(r, m, 27);
	mpz_gcd(r, r, N);
	if (mpz_cmp_ui(r, 1) != 0) {
		bad = "the curve is singular mod a factor of N";
		goto done;
	}
	switch (ecmod_order(N, a, x, y, s, q)) {
	case -1:
		bad = "sP is the point at infinity mod a factor of N";
		break;
	case -2:
		bad = "q(sP) is not the point at infinity";
		break;
	}
 done:
	mpz_clears(m, b, r, NULL);
	return bad;
}

/*
 * Checks the ECPP certificate text; sets N to the prime it proves and
 * *steps to its number of steps.  Returns NULL, or what is wrong, in
 * msg.
 */
static const char *
ecpp_check(const char *text, mpz_t N, size_t *steps, char *msg,
    size_t msglen)
{
	const char	*s = text, *bad = NULL;
	mpz_t		 v[5], cur, q;
	size_t		 i, k;
	int		 known = seen_has(&seen_ecpp, text);

	mpz_inits(cur, q, NULL);
	for (i = 0; i < 5; i++)
		mpz_init(v[i]);
	*steps = 0;
	if (read_number(&s, N, 0) == -1) {
		bad = "no number N";
		goto done;
	}
	if (mpz_sizeinbase(N, 2) > MAX_BITS) {
		bad = "N has more than 4096 bits";
		goto done;
	}
	mpz_set(cur, N);
	while (*s != '\0') {
		if (*s++ != ';' || ++*steps > ECPP_MAX_STEPS) {
			bad = "expected ';' and a step after N";
			goto done;
		}
		for (k = 0; k < 5; k++) {
			if ((k > 0 && *s++ != ',') ||
			    read_number(&s, v[k], k == 0) == -1) {
				bad = "a step is not t, s, a, x, y";
				goto done;
			}
		}
		if (*s != '\0' && *s != ';') {
			bad = "a step is not t, s, a, x, y";
			goto done;
		}
		if (known) {
			mpz_add_ui(q, cur, 1);
			mpz_sub(q, q, v[0]);
			if (mpz_sgn(v[1]) > 0)
				mpz_tdiv_q(q, q, v[1]);
		} else if ((bad = ecpp_step(cur, v[0], v[1], v[2], v[3], v[4],
		    q)) != NULL)
			goto done;
		mpz_set(cur, q);
	}
	if (*steps == 0)
		bad = "no step";
	else if (!known && !cert_small_prime(cur))
		bad = "its last q is not a prime below 2^64";
 done:
	if (bad != NULL && *steps > 0) {
		snprintf(msg, msglen, "step %zu: %s", *steps, bad);
		bad = msg;
	}
	if (bad == NULL && !known)
		seen_add(&seen_ecpp, text);
	mpz_clears(cur, q, NULL);
	for (i = 0; i < 5; i++)
		mpz_clear(v[i]);
	return bad;
}

static void
add_proven(struct proofs *pr, const mpz_t x)
{
	size_t	 i;

	for (i = 0; i < pr->nproven; i++)
		if (mpz_cmp(pr->proven[i], x) == 0)
			return;
	pr->proven = xreallocarray(pr->proven, pr->nproven + 1,
	    sizeof(*pr->proven));
	mpz_init_set(pr->proven[pr->nproven++], x);
}

/*
 * Returns 1 if the proven part F of N - 1 is large enough: F^2 > N
 * (Pocklington), or F^3 > N and, writing N = c2 F^2 + c1 F + 1 with
 * 0 <= c1 < F, c1^2 - 4 c2 is not a square (Brillhart, Lehmer and
 * Selfridge 1975, theorem 5).
 */
int
pocklington_enough(const mpz_t N, const mpz_t F)
{
	mpz_t	 t, c1, c2;
	int	 yes;

	mpz_inits(t, c1, c2, NULL);
	mpz_mul(t, F, F);
	yes = mpz_cmp(t, N) > 0;
	mpz_mul(t, t, F);
	if (!yes && mpz_cmp(t, N) > 0) {
		mpz_sub_ui(t, N, 1);
		mpz_tdiv_qr(c2, c1, t, F);	/* (N - 1)/F = c2 F + c1 */
		mpz_tdiv_qr(c2, c1, c2, F);
		mpz_mul(t, c1, c1);
		mpz_submul_ui(t, c2, 4);
		yes = mpz_sgn(t) < 0 || !mpz_perfect_square_p(t);
	}
	mpz_clears(t, c1, c2, NULL);
	return yes;
}

/*
 * Checks that N is prime by Pocklington's theorem, or Brillhart, Lehmer
 * and Selfridge's, with base b and the primes proven so far.  Returns
 * NULL, or what is wrong.
 */
const char *
cert_pocklington(const struct proofs *pr, const mpz_t N, const mpz_t b)
{
	mpz_t		 nm1, r, e, y, F, F2;
	size_t		 i;
	const char	*bad = NULL;

	if (mpz_cmp_ui(b, 2) < 0 || mpz_cmp(b, N) >= 0)
		return "the base is not in [2, N)";
	mpz_inits(nm1, r, e, y, F, F2, NULL);
	mpz_sub_ui(nm1, N, 1);
	mpz_powm(y, b, nm1, N);
	if (mpz_cmp_ui(y, 1) != 0) {
		bad = "b^(N-1) is not 1 mod N, so N is composite";
		goto done;
	}
	mpz_set(r, nm1);
	mpz_set_ui(F, 1);
	/* The largest first, and no further once F^2 > N. */
	for (i = pr->nproven; i-- > 0 && mpz_cmp(F2, N) <= 0;) {
		if (!mpz_divisible_p(r, pr->proven[i]))
			continue;
		mpz_divexact(e, nm1, pr->proven[i]);
		mpz_powm(y, b, e, N);
		mpz_sub_ui(y, y, 1);
		mpz_gcd(y, y, N);
		if (mpz_cmp_ui(y, 1) != 0)
			continue;
		while (mpz_divisible_p(r, pr->proven[i])) {
			mpz_divexact(r, r, pr->proven[i]);
			mpz_mul(F, F, pr->proven[i]);
		}
		mpz_mul(F2, F, F);
	}
	if (!pocklington_enough(N, F))
		bad = "the primes proven before it that divide N - 1 give "
		    "an F too small: neither F^2 > N, nor F^3 > N with "
		    "c1^2 - 4 c2 not a square";
 done:
	mpz_clears(nm1, r, e, y, F, F2, NULL);
	return bad;
}

/*
 * Checks the list of primes of the primes key, adding each to pr.
 * Returns NULL, or what is wrong, in msg.
 */
static const char *
primes_check(struct proofs *pr, const char *s, char *msg, size_t msglen)
{
	mpz_t		 N, b, last;
	size_t		 k;
	const char	*bad = NULL, *text = s;
	int		 has_base, known = seen_has(&seen_primes, s);

	mpz_inits(N, b, last, NULL);
	for (k = 1; bad == NULL && *s != '\0'; k++) {
		if (k > MAX_PRIMES) {
			bad = "more than 4096 primes";
			break;
		}
		if (read_number(&s, N, 0) == -1) {
			bad = "expected a prime";
			break;
		}
		has_base = *s == ',';
		if (has_base && (s++, read_number(&s, b, 0)) == -1) {
			bad = "expected a base after ','";
			break;
		}
		if (*s != '\0' && *s++ != ';') {
			bad = "expected ';' between primes";
			break;
		}
		if (mpz_cmp(N, last) <= 0)
			bad = "the primes do not ascend";
		else if (mpz_sizeinbase(N, 2) > MAX_BITS)
			bad = "a prime has more than 4096 bits";
		else if (mpz_sizeinbase(N, 2) <= SMALL_PRIME_BITS)
			bad = has_base ? "a prime below 2^64 has a base" :
			    !cert_small_prime(N) ? "it is not prime (Miller-"
			    "Rabin)" : NULL;
		else
			bad = !has_base ? "a prime above 2^64 has no base" :
			    known ? NULL : cert_pocklington(pr, N, b);
		if (bad == NULL)
			add_proven(pr, N);
		mpz_set(last, N);
	}
	if (bad != NULL) {
		snprintf(msg, msglen, "prime %zu: %s", k - 1, bad);
		bad = msg;
	} else if (!known)
		seen_add(&seen_primes, text);
	mpz_clears(N, b, last, NULL);
	return bad;
}

/* Returns 1 if x is proven prime: below 2^64, or by an ecpp key. */
int
proofs_prime(const struct proofs *pr, const mpz_t x)
{
	size_t	 i;

	if (mpz_sizeinbase(x, 2) <= SMALL_PRIME_BITS)
		return cert_small_prime(x);
	for (i = 0; i < pr->nproven; i++)
		if (mpz_cmp(pr->proven[i], x) == 0)
			return 1;
	return 0;
}

/* Sieves the primes below COMPOSITE_TRIAL into trial_primes, once. */
static void
sieve_trial_primes(void)
{
	unsigned char	*composite;
	unsigned long	 q, k;

	if (trial_primes != NULL)
		return;
	cleanup_at_exit();
	composite = xcalloc(COMPOSITE_TRIAL, 1);
	trial_primes = xcalloc(COMPOSITE_TRIAL / 2, sizeof(*trial_primes));
	for (q = 2; q < COMPOSITE_TRIAL; q++) {
		if (composite[q])
			continue;
		trial_primes[ntrial_primes++] = q;
		for (k = q * q; k < COMPOSITE_TRIAL; k += q)
			composite[k] = 1;
	}
	free(composite);
}

/* Returns 1 if x has no prime factor below COMPOSITE_TRIAL. */
static int
no_small_factor(const mpz_t x)
{
	size_t	 i;

	sieve_trial_primes();
	for (i = 0; i < ntrial_primes; i++)
		if (mpz_divisible_ui_p(x, trial_primes[i]))
			return 0;
	return 1;
}

/* Appends the prime q^e to fz's factors, which ascend. */
void
factorization_add(struct factorization *fz, const mpz_t q, unsigned long e)
{
	fz->primes = xreallocarray(fz->primes, fz->len + 1,
	    sizeof(*fz->primes));
	fz->exps = xreallocarray(fz->exps, fz->len + 1, sizeof(*fz->exps));
	mpz_init_set(fz->primes[fz->len], q);
	fz->exps[fz->len++] = e;
}

void
factorization_init(struct factorization *fz)
{
	memset(fz, 0, sizeof(*fz));
	mpz_inits(fz->number, fz->composite, NULL);
}

void
factorization_free(struct factorization *fz)
{
	size_t	 i;

	for (i = 0; i < fz->len; i++)
		mpz_clear(fz->primes[i]);
	free(fz->primes);
	free(fz->exps);
	mpz_clears(fz->number, fz->composite, NULL);
	memset(fz, 0, sizeof(*fz));
}

/*
 * Factors fz->number, of a factorization without certificates (present
 * is 0), by the primes below COMPOSITE_TRIAL; leaves what remains, 1 or
 * a number without a factor below 2^16, in fz->composite, unless it is
 * a prime below 2^64, which cert_small_prime proves and which becomes
 * the last factor.
 */
void
cert_trial_factor(struct factorization *fz)
{
	mpz_t		 q;
	unsigned long	 e;
	size_t		 i;

	sieve_trial_primes();
	mpz_init(q);
	mpz_set(fz->composite, fz->number);
	for (i = 0; i < ntrial_primes; i++) {
		for (e = 0; mpz_divisible_ui_p(fz->composite,
		    trial_primes[i]); e++)
			mpz_divexact_ui(fz->composite, fz->composite,
			    trial_primes[i]);
		if (e == 0)
			continue;
		mpz_set_ui(q, trial_primes[i]);
		factorization_add(fz, q, e);
	}
	if (cert_small_prime(fz->composite)) {
		factorization_add(fz, fz->composite, 1);
		mpz_set_ui(fz->composite, 1);
	}
	mpz_clear(q);
}

/*
 * Reads and checks factorization f of curve c into fz.  Returns NULL, or
 * what is wrong.
 */
static const char *
factorization_check(const struct curve *c, enum factored f,
    const struct proofs *pr, struct factorization *fz, int *line)
{
	const struct factorization *twist;
	const char	*s = c->factors[f];
	mpz_t		 x, prod;
	size_t		 i;
	unsigned long	 e;
	const char	*bad = NULL;
	char		*end;

	mpz_inits(x, prod, NULL);
	*line = c->key_line[factored_keys[f][FACTORS_KEY]];
	if (f == FACTORED_TWIST_L_MINUS_1) {
		twist = &pr->f[FACTORED_TWIST];
		if (!twist->present || twist->len == 0 ||
		    mpz_cmp_ui(twist->composite, 1) != 0) {
			bad = "the twist's order is not fully factored, so its "
			    "largest prime is not known";
			goto done;
		}
		cert_number(fz->number, c, f, twist->primes[twist->len - 1]);
	} else
		cert_number(fz->number, c, f, NULL);
	mpz_set_ui(prod, 1);
	while (bad == NULL) {
		if (read_number(&s, x, 0) == -1) {
			bad = "expected a factor";
			break;
		}
		e = 1;
		if (*s == '^') {
			e = strtoul(s + 1, &end, 10);
			if (end == s + 1 || e < 2 || e > MAX_BITS ||
			    (*end != '*' && *end != '\0')) {
				bad = "an exponent is not a decimal number "
				    "from 2 to 4096";
				break;
			}
			s = end;
		}
		if (fz->len > 0 && mpz_cmp(x, fz->primes[fz->len - 1]) <= 0) {
			bad = "the factors do not ascend";
			break;
		}
		if (!proofs_prime(pr, x)) {
			bad = mpz_sizeinbase(x, 2) <= SMALL_PRIME_BITS ?
			    "a factor below 2^64 is not prime" :
			    "a factor above 2^64 is proven by neither the primes key nor an ecpp key";
			break;
		}
		factorization_add(fz, x, e);
		mpz_pow_ui(x, x, e);
		mpz_mul(prod, prod, x);
		if (*s == '\0')
			break;
		s++;
	}
	if (bad != NULL)
		goto done;
	mpz_set_ui(fz->composite, 1);
	if (mpz_sgn(c->composite[f]) != 0) {
		*line = c->key_line[factored_keys[f][COMPOSITE_KEY]];
		mpz_set(fz->composite, c->composite[f]);
		if (mpz_probab_prime_p(fz->composite, 1) != 0) {
			bad = "the composite passes a probable-prime test";
			goto done;
		}
		if (!no_small_factor(fz->composite)) {
			bad = "the composite has a factor below 2^16";
			goto done;
		}
		/* Else a prime could be left in it and counted once. */
		for (i = 0; i < fz->len; i++) {
			if (mpz_divisible_p(fz->composite, fz->primes[i])) {
				bad = "the composite is divisible by one of the "
				    "factors";
				goto done;
			}
		}
		mpz_mul(prod, prod, fz->composite);
	}
	if (mpz_cmp(prod, fz->number) != 0) {
		*line = c->key_line[factored_keys[f][FACTORS_KEY]];
		bad = f == FACTORED_TWIST ? "the factors do not multiply out "
		    "to the twist's order 2p + 2 - hn" : f == FACTORED_N_MINUS_1 ?
		    "the factors do not multiply out to n - 1" : f ==
		    FACTORED_CM ? "the factors do not multiply out to "
		    "4p - t^2" : "the factors do not multiply out to l' - 1, "
		    "l' the twist's largest prime";
	}
 done:
	mpz_clears(x, prod, NULL);
	return bad;
}

/*
 * Reads and checks the certificates of rep's curve into pr (freed with
 * proofs_free either way), adding a finding: a pass, or the failure with
 * the line of the key and the failing step.  Returns 0, or -1.
 */
int
proofs_read(struct report *rep, struct proofs *pr)
{
	const struct curve *c = rep->curve;
	const char	*bad;
	char		 msg[256];
	size_t		 i, steps, total = 0;
	mpz_t		 N;
	int		 f, line;

	memset(pr, 0, sizeof(*pr));
	for (f = 0; f < FACTORED_COUNT; f++)
		factorization_init(&pr->f[f]);
	mpz_init(N);
	if (c->necpp > MAX_ECPP) {
		report_add_line(rep, "certificates", VERDICT_FAIL,
		    c->ecpp[MAX_ECPP].line, "more than %d ecpp keys", MAX_ECPP);
		mpz_clear(N);
		return -1;
	}
	for (i = 0; i < c->necpp; i++) {
		if ((bad = ecpp_check(c->ecpp[i].text, N, &steps, msg,
		    sizeof(msg))) != NULL) {
			report_add_line(rep, "certificates", VERDICT_FAIL,
			    c->ecpp[i].line, "ecpp certificate %zu: %s",
			    i + 1, bad);
			mpz_clear(N);
			return -1;
		}
		add_proven(pr, N);
		total += steps;
	}
	mpz_clear(N);
	if (c->primes != NULL && (bad = primes_check(pr, c->primes, msg,
	    sizeof(msg))) != NULL) {
		report_add(rep, "certificates", VERDICT_FAIL, KEY_PRIMES,
		    "primes: %s", bad);
		return -1;
	}
	for (f = 0; f < FACTORED_COUNT; f++) {
		if (c->factors[f] == NULL)
			continue;
		pr->f[f].present = 1;
		if ((bad = factorization_check(c, f, pr, &pr->f[f],
		    &line)) != NULL) {
			report_add_line(rep, "certificates", VERDICT_FAIL,
			    line, "%s: %s", cert_key_name(f, 0), bad);
			return -1;
		}
	}
	for (f = 0; f < FACTORED_COUNT && !pr->f[f].present; f++)
		;
	if (pr->nproven > 0 || f < FACTORED_COUNT)
		report_add(rep, "certificates", VERDICT_PASS, c->primes !=
		    NULL ? KEY_PRIMES : KEY_ECPP, "%zu primes proven: %zu by "
		    "ECPP certificates (%zu steps), the others by Pocklington's "
		    "theorem or, below 2^64, Miller-Rabin; the factorizations "
		    "multiply out into proven primes", pr->nproven, c->necpp,
		    total);
	return 0;
}

void
proofs_free(struct proofs *pr)
{
	size_t	 i;
	int	 f;

	for (f = 0; f < FACTORED_COUNT; f++)
		factorization_free(&pr->f[f]);
	for (i = 0; i < pr->nproven; i++)
		mpz_clear(pr->proven[i]);
	free(pr->proven);
	memset(pr, 0, sizeof(*pr));
}
