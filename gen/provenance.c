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
 * Provenance: the generation procedure a curve's definition names is run
 * again and must give the curve's numbers.
 *
 * - An X9.62 seed (ANSI X9.62, SEC 1 v2 section 3.1.3.1): b^2 c = a^3
 *   (mod p) for c derived from the seed by SHA-1.
 * - RFC 5639 section 5: p from seed_p, then a and b from seed_ab, then
 *   the generator, each by the RFC's SHA-1 expansion of the seed; and
 *   both seeds are 160-bit blocks of pi and e, as the RFC derives them.
 * - RFC 5639's twisted curves: a = a' Z^4, b = b' Z^6, G = (Z^2 x',
 *   Z^3 y') for the curve (a', b', G') named by twist_of.
 * - Otherwise the curve has no generation procedure to reproduce (the
 *   security report, security.c, says what structure it has).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <gmp.h>

#include <openssl/sha.h>

#include "ecpoint.h"
#include "provenance.h"
#include "util.h"
#include "validate.h"

/* RFC 5639: seeds are 160-bit strings, incremented modulo 2^160. */
#define SEED_BITS	160
#define SEED_BYTES	(SEED_BITS / 8)

/*
 * RFC 5639 takes its seeds from the 7 blocks of 160 bits of floor(pi
 * 2^1116) and floor(e 2^1116), 280 hex digits each.
 */
#define CONST_BLOCKS	7

/*
 * Bounds on the searches, so that a hostile definition costs seconds,
 * not hours.  The RFC's own curves need at most 1 update of seed_p and
 * 5655 of seed_ab (brainpoolP384r1).
 */
#define MAX_P_UPDATES	1000
#define MAX_AB_UPDATES	50000

/* Sets x to the big-endian number in buf[0..len). */
static void
mpz_from_bytes(mpz_t x, const unsigned char *buf, size_t len)
{
	mpz_import(x, len, 1, 1, 1, 0, buf);
}

/* Writes x, less than 2^(8 len), to buf[0..len) big-endian. */
static void
mpz_to_bytes(unsigned char *buf, size_t len, const mpz_t x)
{
	size_t	 n;

	memset(buf, 0, len);
	n = (mpz_sizeinbase(x, 2) + 7) / 8;
	if (mpz_sgn(x) != 0)
		mpz_export(buf + len - n, NULL, 1, 1, 1, 0, x);
}

/* Sets md to SHA-1 of x written as len big-endian bytes. */
static void
sha1_mpz(unsigned char md[SHA_DIGEST_LENGTH], const mpz_t x, size_t len)
{
	unsigned char	*buf;

	buf = xmalloc(len);
	mpz_to_bytes(buf, len, x);
	SHA1(buf, len, md);
	free(buf);
}

/*
 * Sets c to the number a verifiably random curve's b derives from its
 * seed S (ANSI X9.62, SEC 1 v2 section 3.1.3.1): for p of t bits, s =
 * floor((t - 1)/160) and v = t - 160s; W0 is the rightmost v bits of
 * SHA-1(S) with the leftmost of them cleared, Wi = SHA-1((S + i) mod
 * 2^g) for i = 1..s, g the bits of S; c is W0 || W1 || ... || Ws.
 */
static void
x962_seed_to_c(mpz_t c, const struct curve *cv)
{
	unsigned char	 md[SHA_DIGEST_LENGTH];
	size_t		 t, s, v, i, g = cv->seed_len;
	mpz_t		 z, zi, w;

	mpz_inits(z, zi, w, NULL);
	t = mpz_sizeinbase(cv->p, 2);
	s = (t - 1) / 160;
	v = t - 160 * s;
	SHA1(cv->seed, g, md);
	mpz_from_bytes(c, md, SHA_DIGEST_LENGTH);
	mpz_fdiv_r_2exp(c, c, v);
	mpz_clrbit(c, v - 1);
	mpz_from_bytes(z, cv->seed, g);
	for (i = 1; i <= s; i++) {
		mpz_add_ui(zi, z, i);
		mpz_fdiv_r_2exp(zi, zi, 8 * g);
		sha1_mpz(md, zi, g);
		mpz_from_bytes(w, md, SHA_DIGEST_LENGTH);
		mpz_mul_2exp(c, c, 160);
		mpz_add(c, c, w);
	}
	mpz_clears(z, zi, w, NULL);
}

/* Checks an X9.62 seed: b^2 * c = a^3 (mod p). */
static int
check_x962_seed(struct report *rep)
{
	const struct curve *c = rep->curve;
	mpz_t		 cs, l, r;
	int		 rc = 0;

	mpz_inits(cs, l, r, NULL);
	x962_seed_to_c(cs, c);
	mpz_mul(l, c->b, c->b);
	mpz_mul(l, l, cs);
	mpz_mod(l, l, c->p);
	mpz_powm_ui(r, c->a, 3, c->p);
	if (mpz_cmp(l, r) != 0) {
		report_add(rep, "x962-seed", VERDICT_FAIL, KEY_SEED, "the "
		    "seed does not verify: b^2 * c != a^3 (mod p) for c = "
		    "0x%Zx from SHA-1 of the seed (X9.62)", cs);
		rc = -1;
	} else
		report_add(rep, "x962-seed", VERDICT_PASS, KEY_SEED, "the "
		    "%zu-byte seed verifies: b^2 * c = a^3 (mod p) for c = "
		    "0x%Zx from SHA-1 of the seed (X9.62)", c->seed_len, cs);
	mpz_clears(cs, l, r, NULL);
	return rc;
}

/*
 * RFC 5639's find_integer_L for a seed s: with v = floor((L - 1)/160)
 * and w = L - 160v - 1 + pbit, h0 is the rightmost w bits of SHA-1(s),
 * hi = SHA-1((s + i) mod 2^160); the result is h0 || h1 || ... || hv.
 * The RFC generates p with one bit more than a and b (pbit = 1, 0).
 */
static void
rfc5639_find_integer(mpz_t x, const mpz_t s, size_t L, int pbit)
{
	unsigned char	 md[SHA_DIGEST_LENGTH];
	size_t		 v, w, i;
	mpz_t		 si, h;

	mpz_inits(si, h, NULL);
	v = (L - 1) / 160;
	w = L - 160 * v - 1 + (pbit ? 1 : 0);
	sha1_mpz(md, s, SEED_BYTES);
	mpz_from_bytes(x, md, SHA_DIGEST_LENGTH);
	mpz_fdiv_r_2exp(x, x, w);
	for (i = 1; i <= v; i++) {
		mpz_add_ui(si, s, i);
		mpz_fdiv_r_2exp(si, si, SEED_BITS);
		sha1_mpz(md, si, SEED_BYTES);
		mpz_from_bytes(h, md, SHA_DIGEST_LENGTH);
		mpz_mul_2exp(x, x, 160);
		mpz_add(x, x, h);
	}
	mpz_clears(si, h, NULL);
}

/* RFC 5639's update_seed: s = (s + 1) mod 2^160. */
static void
rfc5639_update_seed(mpz_t s)
{
	mpz_add_ui(s, s, 1);
	mpz_fdiv_r_2exp(s, s, SEED_BITS);
}

/*
 * Regenerates p from seed_p as RFC 5639 section 5 does: the least prime
 * p = 3 (mod 4) from find_integer(s) up; if it has not L bits, the seed
 * is updated and the search starts again.
 */
static int
check_rfc5639_p(struct report *rep)
{
	const struct curve *c = rep->curve;
	size_t		 L = mpz_sizeinbase(c->p, 2), updates;
	mpz_t		 s, p;
	int		 rc = -1;

	mpz_inits(s, p, NULL);
	mpz_set(s, c->rfc5639_seed_p);
	for (updates = 0; updates <= MAX_P_UPDATES; updates++) {
		rfc5639_find_integer(p, s, L, 1);
		mpz_add_ui(p, p, (3 - mpz_fdiv_ui(p, 4)) % 4);
		while (mpz_probab_prime_p(p, PRIME_REPS) == 0)
			mpz_add_ui(p, p, 4);
		if (mpz_sizeinbase(p, 2) == L)
			break;
		rfc5639_update_seed(s);
	}
	if (updates > MAX_P_UPDATES)
		report_add(rep, "rfc5639-p", VERDICT_FAIL, KEY_RFC5639_SEED_P,
		    "no %zu-bit prime from rfc5639_seed_p within %d seed "
		    "updates (RFC 5639 section 5)", L, MAX_P_UPDATES);
	else if (mpz_cmp(p, c->p) != 0)
		report_add(rep, "rfc5639-p", VERDICT_FAIL, KEY_RFC5639_SEED_P,
		    "rfc5639_seed_p gives p = 0x%Zx, not the curve's p (RFC "
		    "5639 section 5)", p);
	else {
		report_add(rep, "rfc5639-p", VERDICT_PASS, KEY_RFC5639_SEED_P,
		    "p is regenerated from rfc5639_seed_p after %zu seed "
		    "update%s: the least prime = 3 (mod 4) from "
		    "find_integer(seed) (RFC 5639 section 5)", updates,
		    updates == 1 ? "" : "s");
		rc = 0;
	}
	mpz_clears(s, p, NULL);
	return rc;
}

/*
 * Returns 1 if -3/A is a nonzero fourth power mod p: -3 = A Z^4 has a
 * solution Z.  Where p = 3 (mod 4), as for every RFC 5639 prime, the
 * fourth powers are the squares, and -3/A is a square if -3A is: a
 * Jacobi symbol, which is what keeps the search fast.
 */
static int
minus3_over_is_fourth_power(const mpz_t A, const mpz_t p)
{
	mpz_t	 t, e;
	int	 yes;

	if (mpz_divisible_p(A, p))
		return 0;
	mpz_inits(t, e, NULL);
	if (mpz_fdiv_ui(p, 4) == 3) {
		mpz_mul_si(t, A, -3);
		mpz_mod(t, t, p);
		yes = mpz_jacobi(t, p) == 1;
	} else {
		mpz_invert(t, A, p);
		mpz_mul_si(t, t, -3);
		mpz_mod(t, t, p);
		mpz_sub_ui(e, p, 1);
		mpz_fdiv_q_2exp(e, e, 2);
		mpz_powm(t, t, e, p);
		yes = mpz_cmp_ui(t, 1) == 0;
	}
	mpz_clears(t, e, NULL);
	return yes;
}

/* Returns 1 if 4A^3 + 27B^2 = 0 (mod p). */
static int
singular(const mpz_t A, const mpz_t B, const mpz_t p)
{
	mpz_t	 d;
	int	 zero;

	mpz_init(d);
	curve_discriminant(d, A, B, p);
	zero = mpz_sgn(d) == 0;
	mpz_clear(d);
	return zero;
}

/*
 * Regenerates a and b from seed_ab as RFC 5639 section 5 does, steps 1
 * to 9: A = find_integer(s) such that -3 = A Z^4 is solvable; then, each
 * from the next seed, B = find_integer(s) that is not a square mod p; a
 * singular pair starts again from the next seed.  Step 9 rejects pairs
 * whose group fails the RFC's security requirements, which needs the
 * group order of each pair: ectab does not count points, so every pair
 * before the curve's own counts as rejected there, and the curve's pair
 * must be the first one to equal (a, b).  Leaves in s the seed that
 * follows the pair, from which the generator is derived.
 */
static int
check_rfc5639_ab(struct report *rep, mpz_t s)
{
	const struct curve *c = rep->curve;
	size_t		 L = mpz_sizeinbase(c->p, 2), updates = 0, skipped = 0;
	size_t		 a_at = 0;
	mpz_t		 A, B;
	int		 nonsquare, rc = -1;

	mpz_inits(A, B, NULL);
	mpz_set(s, c->rfc5639_seed_ab);
	while (updates <= MAX_AB_UPDATES) {
		a_at = updates;
		rfc5639_find_integer(A, s, L, 0);
		rfc5639_update_seed(s);
		updates++;
		if (!minus3_over_is_fourth_power(A, c->p))
			continue;
		do {
			rfc5639_find_integer(B, s, L, 0);
			rfc5639_update_seed(s);
			updates++;
		} while ((nonsquare = mpz_jacobi(B, c->p) == -1) == 0 &&
		    updates <= MAX_AB_UPDATES);
		if (!nonsquare || singular(A, B, c->p))
			continue;
		if (mpz_cmp(A, c->a) == 0 && mpz_cmp(B, c->b) == 0) {
			rc = 0;
			break;
		}
		skipped++;
	}
	if (rc == -1)
		report_add(rep, "rfc5639-ab", VERDICT_FAIL,
		    KEY_RFC5639_SEED_AB,
		    "rfc5639_seed_ab does not give a and b within %d seed "
		    "updates (RFC 5639 section 5)", MAX_AB_UPDATES);
	else
		report_add(rep, "rfc5639-ab", VERDICT_PASS,
		    KEY_RFC5639_SEED_AB,
		    "a and b are regenerated from rfc5639_seed_ab: a from the "
		    "seed + %zu, b from the seed + %zu, pair %zu of steps "
		    "1-8; the %zu pairs before it count as rejected by "
		    "step 9, which needs their group orders and is not "
		    "repeated (RFC 5639 section 5)", a_at, updates - 1,
		    skipped + 1, skipped);
	mpz_clears(A, B, NULL);
	return rc;
}

/*
 * Regenerates the generator as RFC 5639 section 5, steps 10 to 13, does:
 * k = find_integer(s) from the seed after the pair's, P a point of the
 * least x-coordinate, G = k P, where the RFC picks one of P and -P at
 * random.  p = 3 (mod 4) here, as the RFC generates it, so a square
 * root of r is r^((p + 1)/4).
 */
static int
check_rfc5639_g(struct report *rep, const mpz_t s)
{
	const struct curve *c = rep->curve;
	size_t		 L = mpz_sizeinbase(c->p, 2);
	struct ecpoint	 P, G;
	mpz_t		 k, x, r, e;
	int		 rc = -1, sign;

	ecpoint_init(&P);
	ecpoint_init(&G);
	mpz_inits(k, x, r, e, NULL);
	rfc5639_find_integer(k, s, L, 0);
	for (mpz_set_ui(x, 0);; mpz_add_ui(x, x, 1)) {
		curve_rhs(r, c, x);
		if (mpz_jacobi(r, c->p) != -1)
			break;
	}
	mpz_add_ui(e, c->p, 1);
	mpz_fdiv_q_2exp(e, e, 2);
	mpz_set(P.x, x);
	mpz_powm(P.y, r, e, c->p);
	P.infinity = 0;
	ecpoint_mul(&G, k, &P, c);
	sign = 0;
	if (!G.infinity && mpz_cmp(G.x, c->gx) == 0) {
		if (mpz_cmp(G.y, c->gy) == 0)
			sign = 1;
		else {
			mpz_sub(G.y, c->p, G.y);
			if (mpz_cmp(G.y, c->gy) == 0)
				sign = -1;
		}
	}
	if (sign == 0)
		report_add(rep, "rfc5639-g", VERDICT_FAIL, KEY_GX, "G is not "
		    "k*P or -k*P for k = find_integer(seed) = 0x%Zx and P = "
		    "(0x%Zx, 0x%Zx) (RFC 5639 section 5)", k, P.x, P.y);
	else {
		report_add(rep, "rfc5639-g", VERDICT_PASS, KEY_GX, "G = %sk*P "
		    "for k = find_integer(seed) = 0x%Zx, from the seed after "
		    "b's, and P = (0x%Zx, 0x%Zx), a point of least "
		    "x-coordinate (RFC 5639 section 5)", sign < 0 ? "-" : "",
		    k, P.x, P.y);
		rc = 0;
	}
	mpz_clears(k, x, r, e, NULL);
	ecpoint_clear(&P);
	ecpoint_clear(&G);
	return rc;
}

/* Sets x to arctan(1/m) 2^bits, truncated (Taylor series). */
static void
arctan_inv(mpz_t x, unsigned long m, size_t bits)
{
	mpz_t		 t, u;
	unsigned long	 k;

	mpz_inits(t, u, NULL);
	mpz_set_ui(t, 1);
	mpz_mul_2exp(t, t, bits);
	mpz_fdiv_q_ui(t, t, m);
	mpz_set(x, t);
	for (k = 1; mpz_sgn(t) != 0; k++) {
		mpz_fdiv_q_ui(t, t, m * m);
		mpz_fdiv_q_ui(u, t, 2 * k + 1);
		if (k % 2 == 1)
			mpz_sub(x, x, u);
		else
			mpz_add(x, x, u);
	}
	mpz_clears(t, u, NULL);
}

/*
 * Sets pi and e to floor(pi 2^bits) and floor(e 2^bits), computed with
 * 64 guard bits: pi by Machin's formula, 16 arctan(1/5) - 4 arctan(1/239),
 * e as the sum of 1/k!.
 */
static void
pi_and_e(mpz_t pi, mpz_t e, size_t bits)
{
	mpz_t	 t;
	unsigned long k;

	mpz_init(t);
	arctan_inv(pi, 5, bits + 64);
	mpz_mul_ui(pi, pi, 16);
	arctan_inv(t, 239, bits + 64);
	mpz_submul_ui(pi, t, 4);
	mpz_fdiv_q_2exp(pi, pi, 64);
	mpz_set_ui(t, 1);
	mpz_mul_2exp(t, t, bits + 64);
	mpz_set_ui(e, 0);
	for (k = 1; mpz_sgn(t) != 0; k++) {
		mpz_add(e, e, t);
		mpz_fdiv_q_ui(t, t, k);
	}
	mpz_fdiv_q_2exp(e, e, 64);
	mpz_clear(t);
}

/*
 * Returns which 160-bit block of x, a number of at most 160 *
 * CONST_BLOCKS bits, the seed is, counting from 1 at the most
 * significant; or 0.
 */
static int
block_of(const mpz_t x, const mpz_t seed)
{
	mpz_t	 b;
	int	 i, found = 0;

	mpz_init(b);
	for (i = 1; i <= CONST_BLOCKS && !found; i++) {
		mpz_fdiv_q_2exp(b, x, (size_t)SEED_BITS * (CONST_BLOCKS - i));
		mpz_fdiv_r_2exp(b, b, SEED_BITS);
		if (mpz_cmp(b, seed) == 0)
			found = i;
	}
	mpz_clear(b);
	return found;
}

/*
 * Reports whether the seeds are those RFC 5639 derives from pi and e:
 * 160-bit blocks of floor(pi 2^1116) and floor(e 2^1116).  Other seeds
 * are no error: the procedure is reproduced all the same.
 */
static void
report_rfc5639_seeds(struct report *rep)
{
	static const size_t sizes[CONST_BLOCKS] = {
		160, 192, 224, 256, 320, 384, 512
	};
	const struct curve *c = rep->curve;
	size_t		 bits = (size_t)SEED_BITS * CONST_BLOCKS - 4;
	size_t		 L = mpz_sizeinbase(c->p, 2);
	mpz_t		 pi, e;
	int		 bp, be, want = 0, i;
	char		 sp[16], se[16];

	for (i = 0; i < CONST_BLOCKS; i++)
		if (sizes[i] == L)
			want = i + 1;
	mpz_inits(pi, e, NULL);
	pi_and_e(pi, e, bits);
	bp = block_of(pi, c->rfc5639_seed_p);
	be = block_of(e, c->rfc5639_seed_ab);
	if (want != 0 && bp == want && be == want)
		report_add(rep, "rfc5639-seeds", VERDICT_PASS,
		    KEY_RFC5639_SEED_P, "rfc5639_seed_p and rfc5639_seed_ab "
		    "are 160-bit block %d of floor(pi * 2^1116) and of "
		    "floor(e * 2^1116), the seeds RFC 5639 section 5 derives "
		    "for a %zu-bit curve", want, L);
	else {
		snprintf(sp, sizeof(sp), bp != 0 ? "block %d" : "no block",
		    bp);
		snprintf(se, sizeof(se), be != 0 ? "block %d" : "no block",
		    be);
		report_add(rep, "rfc5639-seeds", VERDICT_INFO,
		    KEY_RFC5639_SEED_P, "not the seeds RFC 5639 section 5 "
		    "derives for a %zu-bit curve: rfc5639_seed_p is %s of "
		    "floor(pi * 2^1116), rfc5639_seed_ab %s of floor(e * "
		    "2^1116)%s", L, sp, se, want != 0 ? "" : ", and the RFC "
		    "has no curve of this size");
	}
	mpz_clears(pi, e, NULL);
}

/* Runs RFC 5639's procedure from the curve's seeds. */
static int
check_rfc5639(struct report *rep)
{
	mpz_t	 s;
	int	 rc = -1;

	mpz_init(s);
	if (check_rfc5639_p(rep) == 0 && check_rfc5639_ab(rep, s) == 0 &&
	    check_rfc5639_g(rep, s) == 0) {
		report_rfc5639_seeds(rep);
		rc = 0;
	}
	mpz_clear(s);
	return rc;
}

/*
 * Sets t to u v x mod p (u x if v is NULL) and returns 1 if that is y.
 */
static int
twist_maps(mpz_t t, const mpz_t u, const mpz_t v, const mpz_t x,
    const mpz_t y, const mpz_t p)
{
	mpz_mul(t, u, x);
	if (v != NULL)
		mpz_mul(t, t, v);
	mpz_mod(t, t, p);
	return mpz_cmp(t, y) == 0;
}

/*
 * Checks that the curve is the curve twist_of names, mapped by (x, y) ->
 * (Z^2 x, Z^3 y): the same p, n and h, and a = a' Z^4, b = b' Z^6, gx =
 * Z^2 gx', gy = Z^3 gy' (mod p).
 */
static int
check_twist(struct report *rep, const struct curve_list *all)
{
	const struct curve *c = rep->curve, *o;
	const char	*differs = NULL, *image = NULL, *target = NULL;
	mpz_t		 z2, z3, t;
	int		 rc = -1;

	o = curve_list_find(all, c->twist_of);
	if (o == NULL || o == c) {
		report_add(rep, "twist-map", VERDICT_FAIL, KEY_TWIST_OF,
		    "twist_of names %s: %s",
		    o == NULL ? "no curve" : "the curve itself", c->twist_of);
		return -1;
	}
	if (mpz_sgn(c->twist_z) == 0 || mpz_cmp(c->twist_z, c->p) >= 0) {
		report_add(rep, "twist-map", VERDICT_FAIL, KEY_TWIST_Z,
		    "twist_z does not lie in [1, p)");
		return -1;
	}
	mpz_inits(z2, z3, t, NULL);
	mpz_powm_ui(z2, c->twist_z, 2, c->p);
	mpz_powm_ui(z3, c->twist_z, 3, c->p);
	if (mpz_cmp(c->p, o->p) != 0)
		differs = "p";
	else if (mpz_cmp(c->n, o->n) != 0)
		differs = "n";
	else if (mpz_cmp(c->h, o->h) != 0)
		differs = "h";
	else if (!twist_maps(t, z2, z2, o->a, c->a, c->p))
		image = "a' Z^4", target = "a";
	else if (!twist_maps(t, z3, z3, o->b, c->b, c->p))
		image = "b' Z^6", target = "b";
	else if (!twist_maps(t, z2, NULL, o->gx, c->gx, c->p))
		image = "Z^2 gx'", target = "gx";
	else if (!twist_maps(t, z3, NULL, o->gy, c->gy, c->p))
		image = "Z^3 gy'", target = "gy";
	if (differs != NULL)
		report_add(rep, "twist-map", VERDICT_FAIL, KEY_TWIST_OF,
		    "not the twist of %s: %s differs", o->name, differs);
	else if (image != NULL)
		report_add(rep, "twist-map", VERDICT_FAIL, KEY_TWIST_Z,
		    "not the twist of %s by twist_z: %s = 0x%Zx (mod p), not "
		    "%s", o->name, image, t, target);
	else {
		report_add(rep, "twist-map", VERDICT_PASS, KEY_TWIST_Z, "the "
		    "curve is %s mapped by (x, y) -> (Z^2 x, Z^3 y) for Z = "
		    "twist_z: the same p, n and h, a = a' Z^4%s, b = b' Z^6, "
		    "G = (Z^2 gx', Z^3 gy') (RFC 5639 section 5)", o->name,
		    curve_a_is_minus3(c) ? " = -3" : "");
		rc = 0;
	}
	mpz_clears(z2, z3, t, NULL);
	return rc;
}

/*
 * Reproduces the curve's generation procedure, where its definition
 * names one.  Returns 0, or -1 if the procedure does not give the
 * curve's numbers.
 */
int
provenance_check(struct report *rep, const struct curve_list *all)
{
	const struct curve *c = rep->curve;

	if (c->seed != NULL && check_x962_seed(rep) == -1)
		return -1;
	if (c->has_rfc5639 && check_rfc5639(rep) == -1)
		return -1;
	if (c->twist_of != NULL && check_twist(rep, all) == -1)
		return -1;
	if (c->seed == NULL && !c->has_rfc5639 && c->twist_of == NULL)
		report_add(rep, "provenance", VERDICT_INFO, KEY_P, "no "
		    "generation procedure: the definition has no seed, RFC "
		    "5639 seeds or twist to reproduce");
	return 0;
}
