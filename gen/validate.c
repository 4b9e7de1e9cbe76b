/*
 * Validation of a curve: the checks of SEC 1 v2, section 3.1.1.2.1, for
 * prime fields, every one computed.  A failed check names the curve, the
 * check, the number that decides it and the line of the key concerned.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <gmp.h>

#include "ecpoint.h"
#include "sha1.h"
#include "validate.h"
#include "util.h"

/* SEC 1: no embedding degree B with p^B = 1 (mod n) for 1 <= B < 100. */
#define MOV_BOUND	100

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

/* Checks 4a^3 + 27b^2 != 0 (mod p): the curve is not singular. */
static int
check_discriminant(const struct curve *c, char *err)
{
	mpz_t	 d, t;
	int	 zero;

	mpz_inits(d, t, NULL);
	mpz_powm_ui(d, c->a, 3, c->p);
	mpz_mul_ui(d, d, 4);
	mpz_mul(t, c->b, c->b);
	mpz_mul_ui(t, t, 27);
	mpz_add(d, d, t);
	mpz_mod(d, d, c->p);
	zero = mpz_sgn(d) == 0;
	mpz_clears(d, t, NULL);
	if (zero)
		return vfail(c, KEY_B, err, "4a^3 + 27b^2 = 0 (mod p): the "
		    "curve is singular");
	return 0;
}

/* Checks n*G = O, by a scalar multiplication. */
static int
check_order(const struct curve *c, char *err)
{
	struct ecpoint	 G, R;
	int		 inf;

	ecpoint_init(&G);
	ecpoint_init(&R);
	mpz_set(G.x, c->gx);
	mpz_set(G.y, c->gy);
	G.infinity = 0;
	ecpoint_mul(&R, c->n, &G, c);
	inf = R.infinity;
	ecpoint_clear(&G);
	ecpoint_clear(&R);
	if (!inf)
		return vfail(c, KEY_N, err, "n*G is not the point at infinity: "
		    "n is not the order of G");
	return 0;
}

/*
 * Checks h = floor((sqrt(p) + 1)^2 / n) and that h*n lies in the Hasse
 * interval, (h*n - p - 1)^2 <= 4p, in integers.  Since sqrt(p) is
 * irrational, floor((p + 1 + 2 sqrt(p)) / n) = floor((p + 1 +
 * floor(sqrt(4p))) / n).
 */
static int
check_cofactor(const struct curve *c, char *err)
{
	mpz_t	 h, t, u;
	char	 msg[ERRMSG_LEN];
	int	 rc = 0;

	mpz_inits(h, t, u, NULL);
	mpz_mul_2exp(t, c->p, 2);
	mpz_sqrt(u, t);
	mpz_add(h, c->p, u);
	mpz_add_ui(h, h, 1);
	mpz_fdiv_q(h, h, c->n);
	if (mpz_cmp(h, c->h) != 0) {
		gmp_snprintf(msg, sizeof(msg), "h is %Zd, but floor((sqrt(p) + "
		    "1)^2 / n) is %Zd", c->h, h);
		rc = vfail(c, KEY_H, err, msg);
		goto done;
	}
	mpz_mul(t, c->h, c->n);
	mpz_sub(t, t, c->p);
	mpz_sub_ui(t, t, 1);
	mpz_mul(t, t, t);
	mpz_mul_2exp(u, c->p, 2);
	if (mpz_cmp(t, u) > 0)
		rc = vfail(c, KEY_H, err, "h*n lies outside the Hasse interval "
		    "[p + 1 - 2 sqrt(p), p + 1 + 2 sqrt(p)]");
 done:
	mpz_clears(h, t, u, NULL);
	return rc;
}

/*
 * Checks that the curve is not anomalous (n != p) and has no small
 * embedding degree: p^B != 1 (mod n) for 1 <= B < MOV_BOUND.
 */
static int
check_mov(const struct curve *c, char *err)
{
	mpz_t	 t;
	char	 msg[ERRMSG_LEN];
	int	 B, rc = 0;

	if (mpz_cmp(c->n, c->p) == 0)
		return vfail(c, KEY_N, err, "n = p: the curve is anomalous");
	mpz_init_set_ui(t, 1);
	for (B = 1; B < MOV_BOUND; B++) {
		mpz_mul(t, t, c->p);
		mpz_mod(t, t, c->n);
		if (mpz_cmp_ui(t, 1) == 0) {
			snprintf(msg, sizeof(msg), "p^%d = 1 (mod n): embedding "
			    "degree %d, below %d", B, B, MOV_BOUND);
			rc = vfail(c, KEY_N, err, msg);
			break;
		}
	}
	mpz_clear(t);
	return rc;
}

/* Sets x to the big-endian number in buf[0..len). */
static void
mpz_from_bytes(mpz_t x, const unsigned char *buf, size_t len)
{
	mpz_import(x, len, 1, 1, 1, 0, buf);
}

/*
 * Sets c to the number a verifiably random curve's b derives from its
 * seed S (ANSI X9.62, SEC 1 v2 section 3.1.3.1): for p of t bits, s =
 * floor((t - 1)/160) and v = t - 160s; W0 is the rightmost v bits of
 * SHA-1(S) with the leftmost of them cleared, Wi = SHA-1((S + i) mod
 * 2^g) for i = 1..s, g the bits of S; c is W0 || W1 || ... || Ws.
 */
static void
seed_to_c(mpz_t c, const struct curve *cv)
{
	unsigned char	 md[SHA1_LEN], *buf;
	size_t		 t, s, v, i, g = cv->seed_len;
	mpz_t		 z, zi, w, mod;

	mpz_inits(z, zi, w, mod, NULL);
	t = mpz_sizeinbase(cv->p, 2);
	s = (t - 1) / 160;
	v = t - 160 * s;
	sha1(cv->seed, g, md);
	mpz_from_bytes(c, md, SHA1_LEN);
	mpz_fdiv_r_2exp(c, c, v);
	mpz_clrbit(c, v - 1);
	mpz_from_bytes(z, cv->seed, g);
	mpz_setbit(mod, 8 * g);
	buf = xcalloc(1, g);
	for (i = 1; i <= s; i++) {
		mpz_add_ui(zi, z, i);
		mpz_mod(zi, zi, mod);
		memset(buf, 0, g);
		mpz_export(buf + g - (mpz_sizeinbase(zi, 256) *
		    (mpz_sgn(zi) != 0)), NULL, 1, 1, 1, 0, zi);
		sha1(buf, g, md);
		mpz_from_bytes(w, md, SHA1_LEN);
		mpz_mul_2exp(c, c, 160);
		mpz_add(c, c, w);
	}
	free(buf);
	mpz_clears(z, zi, w, mod, NULL);
}

/* Checks a seed, where there is one: b^2 * c = a^3 (mod p). */
static int
check_seed(const struct curve *c, char *err)
{
	mpz_t	 cs, l, r;
	int	 ok;

	if (c->seed == NULL)
		return 0;
	mpz_inits(cs, l, r, NULL);
	seed_to_c(cs, c);
	mpz_mul(l, c->b, c->b);
	mpz_mul(l, l, cs);
	mpz_mod(l, l, c->p);
	mpz_powm_ui(r, c->a, 3, c->p);
	ok = mpz_cmp(l, r) == 0;
	mpz_clears(cs, l, r, NULL);
	if (!ok)
		return vfail(c, KEY_SEED, err, "the seed does not verify: b^2 * "
		    "c != a^3 (mod p) for c from SHA-1 of the seed (X9.62)");
	return 0;
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
	if (check_discriminant(c, err) == -1)
		return -1;
	if (!on_curve(c, c->gx, c->gy))
		return vfail(c, KEY_GY, err, "G = (gx, gy) is not on the curve "
		    "y^2 = x^3 + ax + b");
	if (mpz_cmp_ui(c->n, 3) < 0 || mpz_even_p(c->n) ||
	    mpz_probab_prime_p(c->n, PRIME_REPS) == 0)
		return vfail(c, KEY_N, err, "n is not an odd prime");
	if (mpz_sgn(c->h) == 0)
		return vfail(c, KEY_H, err, "h is zero");
	if (check_order(c, err) == -1 || check_cofactor(c, err) == -1 ||
	    check_mov(c, err) == -1 || check_seed(c, err) == -1)
		return -1;
	return 0;
}
