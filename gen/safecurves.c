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
 * SafeCurves' quantitative criteria (safecurves.cr.yp.to, and the
 * computations of its verify.sage), from the certificates of cert.c:
 *
 * - rho: rho on the base point's order l costs sqrt(pi l / 4), and a
 *   third less under the order-6 automorphism of D = -3; at least 2^100;
 * - transfer: the embedding degree k, the order of p mod l, at least
 *   (l - 1)/100;
 * - discriminant: the CM field's discriminant D, from the squarefree part
 *   of t^2 - 4p (times 4 unless it is 1 mod 4), |D| above 2^100;
 * - twist: rho on the twist's largest prime factor, and an attacker's
 *   small-subgroup steps on the curve and its twist followed by rho, each
 *   at least 2^100;
 * - twist transfer (twistmovsafe): the embedding degree of the twist's
 *   largest prime l', the order of p mod l', at least (l' - 1)/100;
 * - primes proven or probable; rigidity, as far as provenance goes.
 *
 * Security levels are tenths of bits computed with integers only, so that
 * every platform prints the same digits: for x = a/b, the nearest tenth of
 * log2 x is floor((floor(log2 x^20) + 1) / 2), and floor(log2 y) of an
 * integer y is its size in bits less 1.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <gmp.h>

#include "cert.h"
#include "curve.h"
#include "safecurves.h"
#include "util.h"
#include "validate.h"

/* SafeCurves' bound: 2^100 for rho, the twist and |D|; 100 for k. */
#define SAFE_BITS	100
#define SAFE_RATIO	100

/* pi/4 to 60 digits: PI4_DIGITS / 10^60. */
#define PI4_DIGITS	"785398163397448309615660845819875721049292349843776455243736"
#define PI4_SCALE	60

/* Fractional bits of the square roots in joint_rho(). */
#define SQRT_BITS	64

/*
 * Returns the nearest tenth of log2((num / den)^(power / 20)) for
 * num >= den, as a number of tenths.
 */
static long
tenths(const mpz_t num, const mpz_t den, unsigned long power)
{
	mpz_t	 a, b;
	long	 bits;

	mpz_inits(a, b, NULL);
	mpz_pow_ui(a, num, power);
	mpz_pow_ui(b, den, power);
	mpz_tdiv_q(a, a, b);
	bits = mpz_sgn(a) == 0 ? 0 : (long)mpz_sizeinbase(a, 2);
	mpz_clears(a, b, NULL);
	return bits / 2;
}

/* Sets num / den to pi/4, divided by 3 if D = -3. */
static void
pi_over_4(mpz_t num, mpz_t den, int d3)
{
	mpz_set_str(num, PI4_DIGITS, 10);
	mpz_ui_pow_ui(den, 10, PI4_SCALE);
	if (d3)
		mpz_mul_ui(den, den, 3);
}

/* Returns rho's cost on a group of prime order l, in tenths of bits. */
static long
rho_cost(const mpz_t l, int d3)
{
	mpz_t	 num, den;
	long	 r;

	mpz_inits(num, den, NULL);
	pi_over_4(num, den, d3);
	mpz_mul(num, num, l);
	r = tenths(num, den, 10);
	mpz_clears(num, den, NULL);
	return r;
}

/* Returns the tenths of log2 x for an integer x >= 1. */
static long
log2_tenths(const mpz_t x)
{
	mpz_t	 one;
	long	 r;

	mpz_init_set_ui(one, 1);
	r = tenths(x, one, 20);
	mpz_clear(one);
	return r;
}

/*
 * Returns "; effort spent on it: ..." with the effort key of number f,
 * where ectab-certify recorded one beside its composite, or "".
 */
static const char *
effort_note(const struct curve *c, enum factored f, char buf[128])
{
	const char	*e = c->text[factored_keys[f][EFFORT_KEY]];

	if (e == NULL || mpz_sgn(c->composite[f]) == 0)
		return "";
	snprintf(buf, 128, "; effort spent on it: %s", e);
	return buf;
}

/* Formats tenths of a bit as "2^127.8" into buf. */
static const char *
level(long t, char buf[32])
{
	snprintf(buf, 32, "2^%ld.%ld", t / 10, t % 10);
	return buf;
}

/*
 * Sets k to the order of p mod the prime l, from f, the factorization of
 * l - 1 into proven primes: l - 1 divided by each prime q for as long as
 * p^(k/q) = 1 (mod l); and ratio to (l - 1)/k.
 */
static void
order_of_p(mpz_t k, mpz_t ratio, const mpz_t p, const mpz_t l,
    const struct factorization *f)
{
	mpz_t		 e, y;
	size_t		 i;
	unsigned long	 j;

	mpz_inits(e, y, NULL);
	mpz_sub_ui(k, l, 1);
	for (i = 0; i < f->len; i++) {
		for (j = 0; j < f->exps[i]; j++) {
			mpz_divexact(e, k, f->primes[i]);
			mpz_powm(y, p, e, l);
			if (mpz_cmp_ui(y, 1) != 0)
				break;
			mpz_set(k, e);
		}
	}
	mpz_sub_ui(e, l, 1);
	mpz_divexact(ratio, e, k);
	mpz_clears(e, y, NULL);
}

/*
 * The transfer criterion: the embedding degree k is the order of p mod
 * n, computed with n - 1 fully factored into proven primes, or declared
 * (validation has found it the least B with p^B = 1 (mod n)).
 */
static void
report_transfer(struct report *rep, const struct proofs *pr,
    struct safecurves *sc)
{
	const struct curve *c = rep->curve;
	const struct factorization *f = &pr->f[FACTORED_N_MINUS_1];
	char		 eb[128];
	int		 low;

	if (c->embedding_degree != 0) {
		mpz_set_si(sc->embedding_degree, c->embedding_degree);
		mpz_sub_ui(sc->transfer_ratio, c->n, 1);
		mpz_divexact(sc->transfer_ratio, sc->transfer_ratio,
		    sc->embedding_degree);
	} else if (f->present && mpz_cmp_ui(f->composite, 1) == 0)
		order_of_p(sc->embedding_degree, sc->transfer_ratio, c->p,
		    c->n, f);
	else {
		report_add(rep, "transfer", VERDICT_UNKNOWN, KEY_N, "n - 1 is "
		    "not fully factored%s: the embedding degree is above %d "
		    "(embedding-degree), not known to be at least (n - 1)/100"
		    "%s", f->present ? "" : " (no n_minus_1_factors)",
		    MOV_BOUND - 1, effort_note(c, FACTORED_N_MINUS_1, eb));
		return;
	}
	low = mpz_cmp_ui(sc->transfer_ratio, SAFE_RATIO) > 0;
	sc->transfer_safe = !low;
	/* A degree of at most 64 bits as itself, a larger one by its ratio. */
	report_add(rep, "transfer", low ? VERDICT_WARN : VERDICT_OK,
	    c->embedding_degree != 0 ? KEY_EMBEDDING_DEGREE :
	    KEY_N_MINUS_1_FACTORS, "the embedding degree, the order of p "
	    "mod n, is %s%Zd: %s (n - 1)/100, %s SafeCurves asks",
	    mpz_sizeinbase(sc->embedding_degree, 2) <= 64 ? "" : "(n - 1)/",
	    mpz_sizeinbase(sc->embedding_degree, 2) <= 64 ?
	    sc->embedding_degree : sc->transfer_ratio,
	    low ? "below" : "at least", low ? "not as" : "as");
}

/*
 * SafeCurves' twistmovsafe: the transfer criterion for the twist's
 * largest prime l', from the factorization of l' - 1; short of it, the
 * least embedding degree below 100, if any.  key is the line of the
 * twist's factors.
 */
static void
report_twist_transfer(struct report *rep, const struct proofs *pr,
    struct safecurves *sc, enum curve_key key)
{
	const struct curve *c = rep->curve;
	const struct factorization *f = &pr->f[FACTORED_TWIST_L_MINUS_1];
	char		 eb[128];
	int		 low, B;

	if (mpz_cmp(c->p, sc->twist_prime) == 0) {
		sc->twist_transfer_safe = 0;
		report_add(rep, "twist-transfer", VERDICT_WARN, key,
		    "l' = p: the twist is anomalous, and "
		    "p-adic lifting solves its discrete logarithms in "
		    "polynomial time");
		return;
	}
	if (!f->present || mpz_cmp_ui(f->composite, 1) != 0) {
		B = embedding_degree_below(c->p, sc->twist_prime);
		sc->twist_transfer_safe = B != 0 ? 0 : -1;
		report_add(rep, "twist-transfer", B != 0 ? VERDICT_WARN :
		    VERDICT_UNKNOWN, f->present ?
		    KEY_TWIST_L_MINUS_1_COMPOSITE : key,
		    "l' - 1, l' the twist's largest prime, is not fully "
		    "factored%s: %s%s", f->present ? "" :
		    " (no twist_l_minus_1_factors)", B != 0 ? "p^B = 1 "
		    "(mod l') for B below 100" : "the twist's embedding "
		    "degree is above 99, not known to be at least "
		    "(l' - 1)/100", effort_note(c, FACTORED_TWIST_L_MINUS_1,
		    eb));
		return;
	}
	order_of_p(sc->twist_embedding_degree, sc->twist_transfer_ratio,
	    c->p, sc->twist_prime, f);
	low = mpz_cmp_ui(sc->twist_transfer_ratio, SAFE_RATIO) > 0;
	sc->twist_transfer_safe = !low;
	report_add(rep, "twist-transfer", low ? VERDICT_WARN : VERDICT_OK,
	    KEY_TWIST_L_MINUS_1_FACTORS, "the twist's embedding degree, the "
	    "order of p mod l' (the twist's largest prime), is "
	    "(l' - 1)/%Zd: %s (l' - 1)/100, %s SafeCurves asks",
	    sc->twist_transfer_ratio, low ? "below" : "at least", low ?
	    "not as" : "as");
}

/*
 * The discriminant criterion: D is the squarefree part of t^2 - 4p, times
 * 4 unless it is 1 mod 4.  With a composite c left in 4p - t^2, |D| is
 * at least the known part's, times a prime above 2^16 unless c is a
 * square.
 */
static void
report_discriminant(struct report *rep, const struct proofs *pr,
    struct safecurves *sc)
{
	const struct factorization *f = &pr->f[FACTORED_CM];
	mpz_t		 d;
	size_t		 i;
	char		 lv[32], eb[128];
	int		 low;

	if (!f->present) {
		report_add(rep, "discriminant", VERDICT_UNKNOWN, KEY_P,
		    "4p - t^2 is not factored (no cm_factors): the CM "
		    "discriminant is not known");
		return;
	}
	mpz_init_set_ui(d, 1);
	for (i = 0; i < f->len; i++)
		if (f->exps[i] % 2 == 1)
			mpz_mul(d, d, f->primes[i]);
	sc->disc_exact = mpz_cmp_ui(f->composite, 1) == 0;
	if (!sc->disc_exact) {
		if (!mpz_perfect_square_p(f->composite))
			mpz_mul_ui(d, d, COMPOSITE_TRIAL + 1);
		sc->disc_bits = log2_tenths(d);
		low = sc->disc_bits <= 10 * SAFE_BITS;
		report_add(rep, "discriminant", low ? VERDICT_UNKNOWN :
		    VERDICT_OK, KEY_CM_COMPOSITE, "4p - t^2 is not fully "
		    "factored: |D| is at least about %s, %s 2^100%s",
		    level(sc->disc_bits, lv), low ? "not known above" :
		    "above", effort_note(rep->curve, FACTORED_CM, eb));
		mpz_clear(d);
		return;
	}
	mpz_neg(d, d);
	if (mpz_fdiv_ui(d, 4) != 1)
		mpz_mul_ui(d, d, 4);
	mpz_set(sc->disc, d);
	mpz_neg(d, d);
	sc->disc_bits = log2_tenths(d);
	low = sc->disc_bits <= 10 * SAFE_BITS;
	report_add(rep, "discriminant", low ? VERDICT_WARN : VERDICT_OK,
	    KEY_CM_FACTORS, "the CM field discriminant is D = %#Zx, |D| about "
	    "%s: %s 2^100", sc->disc, level(sc->disc_bits, lv), low ?
	    "not above" : "above");
	mpz_clear(d);
}

/* Returns 1 if the CM discriminant is -3. */
static int
disc_is_minus_3(const struct safecurves *sc)
{
	return sc->disc_exact && mpz_cmp_si(sc->disc, -3) == 0;
}

static void
report_rho(struct report *rep, struct safecurves *sc)
{
	char	 lv[32];
	int	 low;

	sc->rho = rho_cost(rep->curve->n, disc_is_minus_3(sc));
	sc->rho_plain = rho_cost(rep->curve->n, 0);
	low = sc->rho < 10 * SAFE_BITS;
	report_add(rep, "rho", low ? VERDICT_WARN : VERDICT_OK, KEY_N,
	    "rho on G costs about %s (sqrt(pi n/4)%s): %s 2^100",
	    level(sc->rho, lv), disc_is_minus_3(sc) ? ", over sqrt(3) for "
	    "D = -3" : "", low ? "below" : "at least");
}

/*
 * Returns 1 if v + sqrt(A/v) < sqrt(A) for A = an / ad: with the
 * small-subgroup step of v, rho is cheaper.  Squared out:
 * A(v + 1) - v^3 > 2 A sqrt(v), then (an(v + 1) - v^3 ad)^2 > 4 an^2 v.
 */
static int
worth(const mpz_t v, const mpz_t an, const mpz_t ad)
{
	mpz_t	 l, r;
	int	 yes;

	mpz_inits(l, r, NULL);
	mpz_add_ui(l, v, 1);
	mpz_mul(l, l, an);
	mpz_pow_ui(r, v, 3);
	mpz_submul(l, r, ad);
	yes = mpz_sgn(l) > 0;
	if (yes) {
		mpz_mul(l, l, l);
		mpz_mul(r, an, an);
		mpz_mul(r, r, v);
		mpz_mul_2exp(r, r, 2);
		yes = mpz_cmp(l, r) > 0;
	}
	mpz_clears(l, r, NULL);
	return yes;
}

/*
 * SafeCurves' combined attack: over the primes v dividing the curve's
 * order or its twist's, ascending, as often as the higher power, take
 * the small-subgroup step v where it makes rho on the rest cheaper; the
 * cost is their sum plus rho on n over what they took.
 */
static long
joint_rho(const struct factorization *m, const mpz_t n, int d3)
{
	mpz_t		 an, ad, pre, s;
	size_t		 i;
	unsigned long	 j;
	long		 r;

	mpz_inits(an, ad, pre, s, NULL);
	pi_over_4(an, ad, d3);
	mpz_mul(an, an, n);
	for (i = 0; i < m->len; i++) {
		for (j = 0; j < m->exps[i] && worth(m->primes[i], an, ad);
		    j++) {
			mpz_add(pre, pre, m->primes[i]);
			mpz_mul(ad, ad, m->primes[i]);
		}
	}
	/* pre + sqrt(an / ad), to SQRT_BITS fractional bits. */
	mpz_mul_2exp(s, an, 2 * SQRT_BITS);
	mpz_tdiv_q(s, s, ad);
	mpz_sqrt(s, s);
	mpz_mul_2exp(pre, pre, SQRT_BITS);
	mpz_add(pre, pre, s);
	mpz_set_ui(s, 1);
	mpz_mul_2exp(s, s, SQRT_BITS);
	r = tenths(pre, s, 20);
	mpz_clears(an, ad, pre, s, NULL);
	return r;
}

/*
 * Sets m to the curve's order, h times the prime n (h factored by trial
 * division), merged with the twist's factorization tw: ascending primes
 * with the higher of their two exponents.  Returns 0, or -1 if trial
 * division leaves a factor of h unproven.
 */
static int
merge_orders(const struct curve *c, const struct factorization *tw,
    struct factorization *m)
{
	struct factorization hf;
	unsigned long	 k;
	size_t		 i, j;
	int		 cmp, rc = -1;

	factorization_init(&hf);
	mpz_set(hf.number, c->h);
	cert_trial_factor(&hf);
	if (mpz_cmp_ui(hf.composite, 1) != 0)
		goto done;
	/* n > 4 sqrt(p) > h: the largest prime of the curve's order. */
	factorization_add(&hf, c->n, 1);
	for (i = j = 0; i < hf.len || j < tw->len;) {
		cmp = i == hf.len ? 1 : j == tw->len ? -1 :
		    mpz_cmp(hf.primes[i], tw->primes[j]);
		k = cmp <= 0 ? hf.exps[i] : 0;
		if (cmp >= 0 && tw->exps[j] > k)
			k = tw->exps[j];
		factorization_add(m, cmp <= 0 ? hf.primes[i] : tw->primes[j],
		    k);
		if (cmp <= 0)
			i++;
		if (cmp >= 0)
			j++;
	}
	rc = 0;
 done:
	factorization_free(&hf);
	return rc;
}

/*
 * The line of the twist's findings: its certificate's key, or h's for a
 * twist factored by trial division.
 */
static enum curve_key
twist_key(const struct factorization *f)
{
	if (!f->present)
		return KEY_H;
	return mpz_cmp_ui(f->composite, 1) != 0 ? KEY_TWIST_COMPOSITE :
	    KEY_TWIST_FACTORS;
}

/* Appends the primes of f as "3 * 5^2 * p160", pN a prime of N bits. */
static void
factors_text(struct strbuf *sb, const struct factorization *f)
{
	size_t	 i;

	for (i = 0; i < f->len; i++) {
		if (i > 0)
			strbuf_adds(sb, " * ");
		if (mpz_sizeinbase(f->primes[i], 2) <= 32)
			strbuf_addf(sb, "%lu", mpz_get_ui(f->primes[i]));
		else
			strbuf_addf(sb, "p%zu", mpz_sizeinbase(f->primes[i],
			    2));
		if (f->exps[i] > 1)
			strbuf_addf(sb, "^%lu", f->exps[i]);
	}
}

/*
 * The twist criterion where a number c is left in the twist's order:
 * the largest prime l' of the order lies between the largest prime
 * found, or 65537, and c if c passes a probable-prime test (it is prime,
 * or its factors lie above 2^16), else c / 2^16 (c is composite, its
 * factors above 2^16).  Without certificates c may pass and not be
 * proven; with them, c is proven composite.
 */
static void
report_twist_bounds(struct report *rep, const struct factorization *f,
    struct safecurves *sc)
{
	const struct curve *c = rep->curve;
	struct strbuf	 sb;
	mpz_t		 lo, hi;
	char		 lv[32], lv2[32], eb[128];
	int		 d3 = disc_is_minus_3(sc), probable, low;

	probable = !f->present &&
	    mpz_probab_prime_p(f->composite, PRIME_REPS) != 0;
	sc->prime_twist = probable ? "probable" : "unknown";
	mpz_inits(lo, hi, NULL);
	mpz_set_ui(lo, COMPOSITE_TRIAL + 1);
	if (probable)
		mpz_set(hi, f->composite);
	else
		mpz_tdiv_q_2exp(hi, f->composite, 16);
	if (f->len > 0 && mpz_cmp(lo, f->primes[f->len - 1]) < 0)
		mpz_set(lo, f->primes[f->len - 1]);
	if (f->len > 0 && mpz_cmp(hi, f->primes[f->len - 1]) < 0)
		mpz_set(hi, f->primes[f->len - 1]);
	sc->twist_rho = rho_cost(lo, d3);
	sc->twist_rho_max = rho_cost(hi, d3);
	low = sc->twist_rho_max < 10 * SAFE_BITS ? 2 :
	    sc->twist_rho >= 10 * SAFE_BITS ? 0 : 1;
	strbuf_init(&sb);
	factors_text(&sb, f);
	strbuf_adds(&sb, sb.len > 0 ? " * c" : "c");
	report_add(rep, "twist-order", low == 2 ? VERDICT_WARN : low == 1 ?
	    VERDICT_UNKNOWN : VERDICT_OK, twist_key(f), "the twist has order "
	    "2p + 2 - hn = %s, c a %s of %zu bits without a factor below "
	    "2^16%s: rho on its largest prime factor costs between %s and "
	    "%s%s, %s%s", sb.s, probable ?
	    "probable prime" : "composite", mpz_sizeinbase(f->composite, 2),
	    f->present ? "" : probable ? ", not proven (no twist_factors)" :
	    " (no twist_factors)", level(sc->twist_rho, lv),
	    level(sc->twist_rho_max, lv2), probable ? " (the latter if c is "
	    "prime)" : "", low == 2 ? "below 2^100" : low == 1 ? "not known "
	    "to reach 2^100" : "at least 2^100",
	    effort_note(c, FACTORED_TWIST, eb));
	strbuf_free(&sb);
	mpz_clears(lo, hi, NULL);
}

/*
 * SafeCurves' joint criterion: small-subgroup steps on the curve and
 * its twist, then rho, from the twist's full factorization f.
 */
static void
report_twist_joint(struct report *rep, const struct factorization *f,
    struct safecurves *sc)
{
	const struct curve *c = rep->curve;
	struct factorization m;
	char		 lv[32];
	int		 d3 = disc_is_minus_3(sc), low;

	factorization_init(&m);
	if (merge_orders(c, f, &m) == -1) {
		report_add(rep, "twist-joint", VERDICT_UNKNOWN, KEY_H, "h has "
		    "a factor that trial division below 2^16 leaves unproven: "
		    "the cost of small-subgroup steps on the curve and its "
		    "twist, then rho, is not known");
		factorization_free(&m);
		return;
	}
	sc->joint_rho = joint_rho(&m, c->n, d3);
	sc->joint_rho_plain = d3 ? joint_rho(&m, c->n, 0) : sc->joint_rho;
	low = sc->joint_rho < 10 * SAFE_BITS;
	report_add(rep, "twist-joint", low ? VERDICT_WARN : VERDICT_OK,
	    twist_key(f), "small-subgroup steps on the curve and its twist, "
	    "then rho, cost about %s: %s 2^100%s", level(sc->joint_rho, lv),
	    low ? "below" : "at least", !low && sc->twist_rho < 10 *
	    SAFE_BITS ? " (twist-order's warning stands: rho on n after "
	    "small-subgroup steps is this attack, rho on the twist's largest "
	    "prime that one, which an implementation that does not check "
	    "that a point lies on the curve opens; SafeCurves asks both)" :
	    "");
	factorization_free(&m);
}

/*
 * The twist's criteria, from its factorization: its certificate's or,
 * without one, trial division's.  Rho on its largest prime and the
 * joint attack, then the twist's transfer, each known only where the
 * order is fully factored, so that its largest prime l' is known.
 */
static void
report_twist(struct report *rep, const struct proofs *pr,
    struct safecurves *sc)
{
	const struct curve *c = rep->curve;
	const struct factorization *f = &pr->f[FACTORED_TWIST];
	struct factorization trial;
	struct strbuf	 sb;
	char		 lv[32];
	int		 d3 = disc_is_minus_3(sc), low;

	factorization_init(&trial);
	if (!f->present) {
		cert_number(trial.number, c, FACTORED_TWIST, NULL);
		cert_trial_factor(&trial);
		f = &trial;
	}
	if (mpz_cmp_ui(f->composite, 1) != 0) {
		report_twist_bounds(rep, f, sc);
		report_add(rep, "twist-joint", VERDICT_UNKNOWN, twist_key(f),
		    "the twist's order is not fully factored: the cost of "
		    "small-subgroup steps on the curve and its twist, then "
		    "rho, is not known");
		report_add(rep, "twist-transfer", VERDICT_UNKNOWN,
		    twist_key(f), "l', the twist's largest prime, is not "
		    "known (the twist's order is not fully factored), nor is "
		    "its embedding degree");
		factorization_free(&trial);
		return;
	}
	sc->prime_twist = "proven";
	mpz_set(sc->twist_prime, f->primes[f->len - 1]);
	sc->twist_rho = sc->twist_rho_max = rho_cost(sc->twist_prime, d3);
	sc->twist_rho_plain = rho_cost(sc->twist_prime, 0);
	low = sc->twist_rho < 10 * SAFE_BITS;
	strbuf_init(&sb);
	factors_text(&sb, f);
	report_add(rep, "twist-order", low ? VERDICT_WARN : VERDICT_OK,
	    twist_key(f), "the twist has order 2p + 2 - hn = %s (pN: a prime "
	    "of N bits): rho on its largest prime factor costs about %s, %s "
	    "2^100", sb.s, level(sc->twist_rho, lv), low ? "below" :
	    "at least");
	strbuf_free(&sb);
	report_twist_joint(rep, f, sc);
	report_twist_transfer(rep, pr, sc, twist_key(f));
	factorization_free(&trial);
}

/*
 * The primes: proven by a certificate, or only probable; the twist's
 * largest, as report_twist found it.
 */
static void
report_primes(struct report *rep, const struct proofs *pr,
    struct safecurves *sc)
{
	const struct curve *c = rep->curve;

	sc->prime_p = proofs_prime(pr, c->p) ? "proven" : "probable";
	sc->prime_n = proofs_prime(pr, c->n) ? "proven" : "probable";
	report_add(rep, "primes", strcmp(sc->prime_p, "proven") == 0 &&
	    strcmp(sc->prime_n, "proven") == 0 ? VERDICT_OK : VERDICT_UNKNOWN,
	    pr->nproven > 0 ? KEY_PRIMES : KEY_P, "p %s, n %s, the twist's "
	    "largest prime factor %s", sc->prime_p, sc->prime_n,
	    sc->prime_twist);
}

/* Returns 1 if a = 0 or -3 and b has at most 32 bits. */
static int
is_structured(const struct curve *c)
{
	return (mpz_sgn(c->a) == 0 || curve_a_is_minus3(c)) &&
	    mpz_sizeinbase(c->b, 2) <= 32;
}

/*
 * Returns the word SafeCurves (rigid.html) has for the choice that c's
 * provenance reproduces.  An unexplained seed, or no procedure at all,
 * leaves the curve's maker free to try many curves: "manipulatable".
 * RFC 5639's seeds from pi and e, or a = 0 or -3 with a small b, leave
 * a few unexplained choices: "somewhat rigid".  A twist is as rigid as
 * the curve it twists (all holds it).  ectab reproduces no choice that
 * is completely explained, so it never says "fully rigid".
 */
static const char *
rigid_word(const struct curve *c, const struct curve_list *all)
{
	size_t	 n;

	/* A chain of twists is at most as long as the list. */
	for (n = 0; c != NULL && n <= all->len; n++) {
		if (c->seed != NULL)
			return "manipulatable";
		if (c->has_rfc5639)
			return "somewhat rigid";
		if (c->twist_of == NULL)
			return is_structured(c) ? "somewhat rigid" :
			    "manipulatable";
		c = curve_list_find(all, c->twist_of);
	}
	return "manipulatable";
}

/*
 * Rigidity: what provenance reproduces of how the curve was chosen, and
 * SafeCurves' word for it; a fact, not a criterion ectab counts.
 */
static void
report_rigidity(struct report *rep, struct safecurves *sc,
    const struct curve_list *all)
{
	const struct curve *c = rep->curve;
	const char	*text;

	if (c->seed != NULL) {
		sc->rigidity = "seed";
		text = "b comes from an X9.62 seed through SHA-1 "
		    "(reproduced); the seed itself is not explained";
	} else if (c->has_rfc5639) {
		sc->rigidity = "rfc5639";
		text = "p, a, b and G come from seeds drawn from pi and e by "
		    "RFC 5639's procedure (reproduced)";
	} else if (c->twist_of != NULL) {
		sc->rigidity = "rfc5639-twist";
		text = "a twist, by RFC 5639's map (reproduced), of a curve "
		    "whose provenance is reported there";
	} else if (is_structured(c)) {
		sc->rigidity = "structured";
		text = "a structured choice: a = 0 or -3 and a small b, "
		    "not reproduced";
	} else {
		sc->rigidity = "none";
		text = "no generation procedure to reproduce";
	}
	sc->rigid = rigid_word(c, all);
	report_add(rep, "rigidity", VERDICT_INFO, KEY_P, "%s: %s, in "
	    "SafeCurves' terms", text, sc->rigid);
}

/*
 * Adds SafeCurves' criteria to the report of a valid curve, and their
 * numbers to its sc; all holds the curves a twist may name.
 */
void
safecurves_report(struct report *rep, const struct proofs *pr,
    const struct curve_list *all)
{
	struct safecurves *sc = &rep->sc;

	rep->has_sc = 1;
	report_discriminant(rep, pr, sc);
	report_rho(rep, sc);
	report_transfer(rep, pr, sc);
	report_twist(rep, pr, sc);
	report_primes(rep, pr, sc);
	report_rigidity(rep, sc, all);
}
