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
 * Validation of a curve: the checks of SEC 1 v2, section 3.1.1.2.1, for
 * prime fields, every one computed, and the reproduction of where its
 * constants came from.  Each check adds a finding to the curve's report,
 * passed or failed, with the number that decides it; checking stops at
 * the first failure, since later checks assume what earlier ones prove.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <gmp.h>

#include "cert.h"
#include "ecpoint.h"
#include "provenance.h"
#include "validate.h"
#include "util.h"

static int
check_size(struct report *rep)
{
	const struct curve *c = rep->curve;

	if (mpz_sizeinbase(c->p, 2) > MAX_BITS) {
		report_add(rep, "p-size", VERDICT_FAIL, KEY_P,
		    "p has more than %d bits", MAX_BITS);
		return -1;
	}
	if (mpz_sizeinbase(c->n, 2) > MAX_BITS + 1) {
		report_add(rep, "n-size", VERDICT_FAIL, KEY_N,
		    "n has more than %d bits", MAX_BITS + 1);
		return -1;
	}
	if (mpz_sizeinbase(c->h, 2) > MAX_BITS + 1) {
		report_add(rep, "h-size", VERDICT_FAIL, KEY_H,
		    "h has more than %d bits", MAX_BITS + 1);
		return -1;
	}
	return 0;
}

/*
 * Checks that x (p or n) is an odd prime.  A failure gives what decides
 * it: x itself when small, a factor below 2^16, or the failed test.
 */
static int
check_prime(struct report *rep, const char *check, enum curve_key key,
    const mpz_t x, const char *name)
{
	unsigned long	 q;

	if (mpz_cmp_ui(x, 3) < 0) {
		report_add(rep, check, VERDICT_FAIL, key, "%s is not an odd "
		    "prime: %s = %Zd", name, name, x);
		return -1;
	}
	if (mpz_probab_prime_p(x, PRIME_REPS) == 0) {
		for (q = 2; q < 65536 && !mpz_divisible_ui_p(x, q); q++)
			;
		if (q < 65536 && mpz_cmp_ui(x, q) != 0)
			report_add(rep, check, VERDICT_FAIL, key, "%s is not "
			    "an odd prime: %lu divides it", name, q);
		else
			report_add(rep, check, VERDICT_FAIL, key, "%s is not "
			    "an odd prime: it fails the Baillie-PSW and "
			    "Miller-Rabin tests", name);
		return -1;
	}
	if (mpz_even_p(x)) {
		report_add(rep, check, VERDICT_FAIL, key, "%s is not an odd "
		    "prime: %s = 2", name, name);
		return -1;
	}
	report_add(rep, check, VERDICT_PASS, key, "%s is an odd prime of %zu "
	    "bits (Baillie-PSW and %d Miller-Rabin rounds)", name,
	    mpz_sizeinbase(x, 2), PRIME_MR_ROUNDS);
	return 0;
}

/* Checks that a, b, gx and gy lie in [0, p). */
static int
check_reduced(struct report *rep)
{
	const struct curve *c = rep->curve;
	const mpz_t	*v[] = { &c->a, &c->b, &c->gx, &c->gy };
	const enum curve_key key[] = { KEY_A, KEY_B, KEY_GX, KEY_GY };
	const char	*name[] = { "a", "b", "gx", "gy" };
	size_t		 i;

	for (i = 0; i < 4; i++) {
		if (mpz_cmp(*v[i], c->p) >= 0) {
			report_add(rep, "range", VERDICT_FAIL, key[i], "%s is "
			    "not less than p (too large for the field)",
			    name[i]);
			return -1;
		}
	}
	report_add(rep, "range", VERDICT_PASS, KEY_P, "a, b, gx and gy lie in "
	    "[0, p)");
	return 0;
}

/* Checks 4a^3 + 27b^2 != 0 (mod p): the curve is not singular. */
static int
check_discriminant(struct report *rep)
{
	const struct curve *c = rep->curve;
	mpz_t		 d;
	int		 rc = 0;

	mpz_init(d);
	curve_discriminant(d, c->a, c->b, c->p);
	if (mpz_sgn(d) == 0) {
		report_add(rep, "nonsingular", VERDICT_FAIL, KEY_B, "4a^3 + "
		    "27b^2 = 0 (mod p): the curve is singular");
		rc = -1;
	} else
		report_add(rep, "nonsingular", VERDICT_PASS, KEY_B, "4a^3 + "
		    "27b^2 = 0x%Zx (mod p), not 0", d);
	mpz_clear(d);
	return rc;
}

/* Checks that G is on the curve: gy^2 = gx^3 + a gx + b (mod p). */
static int
check_on_curve(struct report *rep)
{
	const struct curve *c = rep->curve;
	mpz_t		 lhs, rhs;
	int		 rc = 0;

	mpz_inits(lhs, rhs, NULL);
	mpz_powm_ui(lhs, c->gy, 2, c->p);
	curve_rhs(rhs, c, c->gx);
	if (mpz_cmp(lhs, rhs) != 0) {
		report_add(rep, "on-curve", VERDICT_FAIL, KEY_GY,
		    "G = (gx, gy) is not on the curve y^2 = x^3 + ax + b: "
		    "gy^2 = 0x%Zx, gx^3 + a gx + b = 0x%Zx (mod p)", lhs, rhs);
		rc = -1;
	} else
		report_add(rep, "on-curve", VERDICT_PASS, KEY_GY, "G is on "
		    "the curve: gy^2 = gx^3 + a gx + b = 0x%Zx (mod p)", lhs);
	mpz_clears(lhs, rhs, NULL);
	return rc;
}

/* Checks n*G = O, by a scalar multiplication. */
static int
check_order(struct report *rep)
{
	const struct curve *c = rep->curve;
	struct ecpoint	 G, R;
	int		 inf;

	ecpoint_init(&G);
	ecpoint_init(&R);
	mpz_set(G.x, c->gx);
	mpz_set(G.y, c->gy);
	G.infinity = 0;
	ecpoint_mul(&R, c->n, &G, c);
	inf = R.infinity;
	if (!inf)
		report_add(rep, "order", VERDICT_FAIL, KEY_N, "n*G is not "
		    "the point at infinity: n is not the order of G; n*G = "
		    "(0x%Zx, 0x%Zx)", R.x, R.y);
	ecpoint_clear(&G);
	ecpoint_clear(&R);
	if (!inf)
		return -1;
	report_add(rep, "order", VERDICT_PASS, KEY_N, "n*G is the point at "
	    "infinity (double-and-add), so G has the prime order n");
	return 0;
}

/*
 * Checks the cofactor.  G has prime order n, so n divides the order h*n of
 * the curve, which lies in the Hasse interval [p + 1 - 2 sqrt(p), p + 1 +
 * 2 sqrt(p)], 4 sqrt(p) wide.  When n > 4 sqrt(p), that is n^2 > 16p, at
 * most one multiple of n lies there, so h = floor((sqrt(p) + 1)^2 / n)
 * is the only candidate, and it is the cofactor if h*n lies in the
 * interval (t^2 <= 4p for the trace t = p + 1 - h*n).  When n <= 4
 * sqrt(p), several multiples may lie there and n does not determine h:
 * the curve is refused, since ectab counts no points.  Since sqrt(p) is
 * irrational, floor((p + 1 + 2 sqrt(p)) / n) = floor((p + 1 +
 * floor(sqrt(4p))) / n).
 */
static int
check_cofactor(struct report *rep)
{
	const struct curve *c = rep->curve;
	mpz_t		 h, t, u;
	int		 rc = -1;

	mpz_inits(h, t, u, NULL);
	if (mpz_sgn(c->h) == 0) {
		report_add(rep, "cofactor", VERDICT_FAIL, KEY_H, "h is zero");
		goto done;
	}
	mpz_mul(u, c->n, c->n);
	mpz_mul_2exp(t, c->p, 4);
	if (mpz_cmp(u, t) <= 0) {
		report_add(rep, "cofactor", VERDICT_FAIL, KEY_H, "h cannot be "
		    "proven: n^2 = 0x%Zx <= 16p = 0x%Zx, so n <= 4 sqrt(p) "
		    "and more than one multiple of n may lie in the Hasse "
		    "interval (ectab counts no points)", u, t);
		goto done;
	}
	mpz_mul_2exp(t, c->p, 2);
	mpz_sqrt(u, t);
	mpz_add(h, c->p, u);
	mpz_add_ui(h, h, 1);
	mpz_fdiv_q(h, h, c->n);
	if (mpz_cmp(h, c->h) != 0) {
		report_add(rep, "cofactor", VERDICT_FAIL, KEY_H, "h is %Zd, "
		    "but floor((sqrt(p) + 1)^2 / n) is %Zd, the only "
		    "candidate as n > 4 sqrt(p)", c->h, h);
		goto done;
	}
	report_add(rep, "cofactor", VERDICT_PASS, KEY_H, "h = %Zd = "
	    "floor((sqrt(p) + 1)^2 / n), the only candidate as n > 4 "
	    "sqrt(p) (n^2 > 16p)", h);
	curve_trace(t, c);
	mpz_mul(u, t, t);
	mpz_mul_2exp(h, c->p, 2);
	if (mpz_cmp(u, h) > 0) {
		mpz_abs(u, t);
		report_add(rep, "hasse", VERDICT_FAIL, KEY_H,
		    "h*n lies outside the Hasse interval [p + 1 - 2 sqrt(p), "
		    "p + 1 + 2 sqrt(p)]: t = p + 1 - h*n = %s0x%Zx",
		    mpz_sgn(t) < 0 ? "-" : "", u);
		goto done;
	}
	mpz_abs(u, t);
	report_add(rep, "hasse", VERDICT_PASS, KEY_H, "h*n lies in the Hasse "
	    "interval: t = p + 1 - h*n = %s0x%Zx, t^2 <= 4p", mpz_sgn(t) < 0 ?
	    "-" : "", u);
	rc = 0;
 done:
	mpz_clears(h, t, u, NULL);
	return rc;
}

/* Returns the least B < MOV_BOUND with p^B = 1 (mod l), or 0. */
int
embedding_degree_below(const mpz_t p, const mpz_t l)
{
	mpz_t	 t;
	int	 B;

	mpz_init_set_ui(t, 1);
	for (B = 1; B < MOV_BOUND; B++) {
		mpz_mul(t, t, p);
		mpz_mod(t, t, l);
		if (mpz_cmp_ui(t, 1) == 0)
			break;
	}
	mpz_clear(t);
	return B < MOV_BOUND ? B : 0;
}

/*
 * Checks that the curve is not anomalous (n != p) and has no small
 * embedding degree: p^B != 1 (mod n) for 1 <= B < MOV_BOUND, unless the
 * definition declares that degree (embedding_degree), as a
 * pairing-friendly curve does; then it is a warning.
 */
static int
check_mov(struct report *rep)
{
	const struct curve *c = rep->curve;
	int		 B, declared = c->embedding_degree;

	if (mpz_cmp(c->n, c->p) == 0) {
		report_add(rep, "anomalous", VERDICT_FAIL, KEY_N, "n = p: the "
		    "curve is anomalous");
		return -1;
	}
	report_add(rep, "anomalous", VERDICT_PASS, KEY_N, "n != p: not "
	    "anomalous");
	B = embedding_degree_below(c->p, c->n);
	if (B == 0 && declared == 0) {
		report_add(rep, "embedding-degree", VERDICT_PASS, KEY_N, "p^B "
		    "!= 1 (mod n) for B = 1..%d: embedding degree above %d",
		    MOV_BOUND - 1, MOV_BOUND - 1);
		return 0;
	}
	if (B == declared) {
		report_add(rep, "embedding-degree", VERDICT_WARN,
		    KEY_EMBEDDING_DEGREE, "p^%d = 1 (mod n): embedding degree "
		    "%d, as declared: a pairing maps discrete logarithms on "
		    "the curve to GF(p^%d) (MOV)", B, B, B);
		return 0;
	}
	if (declared == 0)
		report_add(rep, "embedding-degree", VERDICT_FAIL, KEY_N,
		    "p^%d = 1 (mod n): embedding degree %d, below %d (a "
		    "pairing-friendly curve declares it: embedding_degree: "
		    "%d)", B, B, MOV_BOUND, B);
	else if (B == 0)
		report_add(rep, "embedding-degree", VERDICT_FAIL,
		    KEY_EMBEDDING_DEGREE, "embedding_degree is %d, but p^B "
		    "!= 1 (mod n) for B = 1..%d", declared, MOV_BOUND - 1);
	else
		report_add(rep, "embedding-degree", VERDICT_FAIL,
		    KEY_EMBEDDING_DEGREE, "embedding_degree is %d, but p^%d "
		    "= 1 (mod n): the embedding degree is %d", declared, B,
		    B);
	return -1;
}

/*
 * Checks what ectab-certify wrote: the factorizations and the ECPP
 * certificates.
 */
static int
check_proofs(struct report *rep)
{
	struct proofs	 pr;
	int		 rc;

	rc = proofs_read(rep, &pr);
	proofs_free(&pr);
	return rc;
}

/*
 * Runs every check on the curve of rep, in order, adding a finding for
 * each, up to the first failure; provenance checks may look up other
 * curves in all.  Returns 0, or -1 if a check failed.
 */
int
curve_check(struct report *rep, const struct curve_list *all)
{
	const struct curve *c = rep->curve;

	if (check_size(rep) == -1 ||
	    check_prime(rep, "p-prime", KEY_P, c->p, "p") == -1 ||
	    check_reduced(rep) == -1 ||
	    check_discriminant(rep) == -1 ||
	    check_on_curve(rep) == -1 ||
	    check_prime(rep, "n-prime", KEY_N, c->n, "n") == -1 ||
	    check_order(rep) == -1 ||
	    check_cofactor(rep) == -1 ||
	    check_mov(rep) == -1 ||
	    check_proofs(rep) == -1 ||
	    provenance_check(rep, all) == -1)
		return -1;
	return 0;
}

/*
 * Checks curve c.  Returns 0, or -1 with "file:line: curve NAME: what is
 * wrong" in err.
 */
int
curve_validate(const struct curve *c, const struct curve_list *all,
    char *err)
{
	struct report	 rep;
	int		 rc;

	report_init(&rep, c);
	if ((rc = curve_check(&rep, all)) == -1)
		report_error(&rep, err);
	report_free(&rep);
	return rc;
}
