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
 * The functional proof: equal numbers are not yet working constants.
 *
 * Word-level Montgomery multiplication (CIOS) on BN_ULONG words, driven
 * only by the table's modulus, n0[0] and Montgomery constants, and a
 * scalar multiplication on top of it in Jacobian coordinates, starting
 * from the table's Montgomery-form generator and a.  For each k given,
 * k*G must equal OpenSSL's EC_POINT_mul (compared in Jacobian form, as
 * X = x*Z^2 and Y = y*Z^3); n*G must be the point at infinity (computed
 * as (n - 1)*G + G when n - 1 is among the k, which it is).  Along the
 * way: G satisfies the curve equation with the table's Montgomery b;
 * R^2 takes the raw G into the table's Montgomery G; and the order's
 * constants multiply correctly mod n.
 */
#include <stdio.h>
#include <string.h>

#include <openssl/bn.h>
#include <openssl/ec.h>

#include "checker.h"

typedef BN_ULONG word;
#if BN_BITS2 == 64
__extension__ typedef unsigned __int128 dword;
#elif BN_BITS2 == 32
typedef unsigned long long dword;
#else
#error "BN_BITS2 is neither 64 nor 32"
#endif

#define MAXW	REF_MAX_WORDS

struct field {
	const word	*m;		/* the modulus, k words */
	word		 n0;		/* -m^-1 mod 2^BN_BITS2 */
	int		 k;
};

struct point {
	word	 x[MAXW], y[MAXW], z[MAXW];	/* Jacobian, Montgomery form */
};

struct curve {
	struct field	 f;
	word		 a[MAXW];		/* a*R mod p */
	word		 one[MAXW];		/* R mod p */
};

static int
is_zero(const word *a, int k)
{
	int	 i;

	for (i = 0; i < k; i++)
		if (a[i] != 0)
			return 0;
	return 1;
}

static int
cmp(const word *a, const word *b, int k)
{
	int	 i;

	for (i = k - 1; i >= 0; i--)
		if (a[i] != b[i])
			return a[i] < b[i] ? -1 : 1;
	return 0;
}

/* r = a + b; returns the carry. */
static word
add(word *r, const word *a, const word *b, int k)
{
	dword	 c = 0;
	int	 i;

	for (i = 0; i < k; i++) {
		c += (dword)a[i] + b[i];
		r[i] = (word)c;
		c >>= BN_BITS2;
	}
	return (word)c;
}

/* r = a - b; returns the borrow. */
static word
sub(word *r, const word *a, const word *b, int k)
{
	word	 borrow = 0, t;
	int	 i;

	for (i = 0; i < k; i++) {
		t = a[i] - b[i] - borrow;
		borrow = (a[i] < b[i]) || (a[i] == b[i] && borrow);
		r[i] = t;
	}
	return borrow;
}

static void
mod_add(word *r, const word *a, const word *b, const struct field *f)
{
	if (add(r, a, b, f->k) || cmp(r, f->m, f->k) >= 0)
		sub(r, r, f->m, f->k);
}

static void
mod_sub(word *r, const word *a, const word *b, const struct field *f)
{
	if (sub(r, a, b, f->k))
		add(r, r, f->m, f->k);
}

/*
 * r = a*b*R^-1 mod m, by coarsely integrated operand scanning, for a, b
 * < m: each round adds a*b[i], then the multiple t[0]*n0 of m that
 * clears the lowest word, and drops that word.
 */
static void
mont_mul(word *r, const word *a, const word *b, const struct field *f)
{
	word	 t[MAXW + 2], q;
	dword	 c;
	int	 i, j, k = f->k;

	memset(t, 0, sizeof(t));
	for (i = 0; i < k; i++) {
		c = 0;
		for (j = 0; j < k; j++) {
			c += (dword)a[j] * b[i] + t[j];
			t[j] = (word)c;
			c >>= BN_BITS2;
		}
		c += t[k];
		t[k] = (word)c;
		t[k + 1] = (word)(c >> BN_BITS2);

		q = t[0] * f->n0;
		c = ((dword)q * f->m[0] + t[0]) >> BN_BITS2;
		for (j = 1; j < k; j++) {
			c += (dword)q * f->m[j] + t[j];
			t[j - 1] = (word)c;
			c >>= BN_BITS2;
		}
		c += t[k];
		t[k - 1] = (word)c;
		t[k] = t[k + 1] + (word)(c >> BN_BITS2);
	}
	if (t[k] != 0 || cmp(t, f->m, k) >= 0)
		sub(t, t, f->m, k);
	memcpy(r, t, k * sizeof(*r));
}

/* r = a^e for the exponent held in e (a BIGNUM), in Montgomery form. */
static void
mont_pow(word *r, const word *a, const BIGNUM *e, const struct curve *cv)
{
	word	 acc[MAXW];
	int	 i;

	memcpy(acc, cv->one, sizeof(acc));
	for (i = BN_num_bits(e) - 1; i >= 0; i--) {
		mont_mul(acc, acc, acc, &cv->f);
		if (BN_is_bit_set(e, i))
			mont_mul(acc, acc, a, &cv->f);
	}
	memcpy(r, acc, sizeof(acc));
}

/* Doubling, dbl-2007-bl: any a. */
static void
point_double(struct point *r, const struct point *p, const struct curve *cv)
{
	const struct field *f = &cv->f;
	word	 xx[MAXW], yy[MAXW], yyyy[MAXW], zz[MAXW], s[MAXW], m[MAXW];
	word	 t[MAXW], u[MAXW];
	struct point out;

	if (is_zero(p->z, f->k) || is_zero(p->y, f->k)) {
		memset(r, 0, sizeof(*r));
		return;
	}
	mont_mul(xx, p->x, p->x, f);
	mont_mul(yy, p->y, p->y, f);
	mont_mul(yyyy, yy, yy, f);
	mont_mul(zz, p->z, p->z, f);
	/* S = 2*((X + YY)^2 - XX - YYYY) */
	mod_add(t, p->x, yy, f);
	mont_mul(t, t, t, f);
	mod_sub(t, t, xx, f);
	mod_sub(t, t, yyyy, f);
	mod_add(s, t, t, f);
	/* M = 3*XX + a*ZZ^2 */
	mod_add(m, xx, xx, f);
	mod_add(m, m, xx, f);
	mont_mul(t, zz, zz, f);
	mont_mul(t, t, cv->a, f);
	mod_add(m, m, t, f);
	/* X3 = M^2 - 2*S */
	mont_mul(out.x, m, m, f);
	mod_sub(out.x, out.x, s, f);
	mod_sub(out.x, out.x, s, f);
	/* Y3 = M*(S - X3) - 8*YYYY */
	mod_sub(t, s, out.x, f);
	mont_mul(out.y, m, t, f);
	mod_add(u, yyyy, yyyy, f);
	mod_add(u, u, u, f);
	mod_add(u, u, u, f);
	mod_sub(out.y, out.y, u, f);
	/* Z3 = (Y + Z)^2 - YY - ZZ */
	mod_add(t, p->y, p->z, f);
	mont_mul(out.z, t, t, f);
	mod_sub(out.z, out.z, yy, f);
	mod_sub(out.z, out.z, zz, f);
	*r = out;
}

/* Addition, add-1998-cmo-2, with the special cases handled. */
static void
point_add(struct point *r, const struct point *p, const struct point *q,
    const struct curve *cv)
{
	const struct field *f = &cv->f;
	word	 z1z1[MAXW], z2z2[MAXW], u1[MAXW], u2[MAXW], s1[MAXW];
	word	 s2[MAXW], h[MAXW], rr[MAXW], hh[MAXW], hhh[MAXW], v[MAXW];
	word	 t[MAXW];
	struct point out;

	if (is_zero(p->z, f->k)) {
		*r = *q;
		return;
	}
	if (is_zero(q->z, f->k)) {
		*r = *p;
		return;
	}
	mont_mul(z1z1, p->z, p->z, f);
	mont_mul(z2z2, q->z, q->z, f);
	mont_mul(u1, p->x, z2z2, f);
	mont_mul(u2, q->x, z1z1, f);
	mont_mul(s1, p->y, q->z, f);
	mont_mul(s1, s1, z2z2, f);
	mont_mul(s2, q->y, p->z, f);
	mont_mul(s2, s2, z1z1, f);
	mod_sub(h, u2, u1, f);
	mod_sub(rr, s2, s1, f);
	if (is_zero(h, f->k)) {
		if (is_zero(rr, f->k))
			point_double(r, p, cv);
		else
			memset(r, 0, sizeof(*r));
		return;
	}
	mont_mul(hh, h, h, f);
	mont_mul(hhh, h, hh, f);
	mont_mul(v, u1, hh, f);
	/* X3 = r^2 - HHH - 2*V */
	mont_mul(out.x, rr, rr, f);
	mod_sub(out.x, out.x, hhh, f);
	mod_sub(out.x, out.x, v, f);
	mod_sub(out.x, out.x, v, f);
	/* Y3 = r*(V - X3) - S1*HHH */
	mod_sub(t, v, out.x, f);
	mont_mul(out.y, rr, t, f);
	mont_mul(t, s1, hhh, f);
	mod_sub(out.y, out.y, t, f);
	/* Z3 = Z1*Z2*H */
	mont_mul(out.z, p->z, q->z, f);
	mont_mul(out.z, out.z, h, f);
	*r = out;
}

/* r = k*g, left to right. */
static void
point_mul(struct point *r, const struct point *g, const BIGNUM *k,
    const struct curve *cv)
{
	struct point	 acc;
	int		 i;

	memset(&acc, 0, sizeof(acc));
	for (i = BN_num_bits(k) - 1; i >= 0; i--) {
		point_double(&acc, &acc, cv);
		if (BN_is_bit_set(k, i))
			point_add(&acc, &acc, g, cv);
	}
	*r = acc;
}

/*
 * Sets x, y to the affine coordinates of p, out of Montgomery form:
 * z^-1 = z^(p-2), then x = X/z^2, y = Y/z^3, and a Montgomery
 * multiplication by 1 leaves the Montgomery form.
 */
static void
point_affine(word *x, word *y, const struct point *p, const BIGNUM *pm2,
    const struct curve *cv)
{
	const struct field *f = &cv->f;
	word	 zi[MAXW], zi2[MAXW], plain_one[MAXW];

	mont_pow(zi, p->z, pm2, cv);
	mont_mul(zi2, zi, zi, f);
	mont_mul(x, p->x, zi2, f);
	mont_mul(zi2, zi2, zi, f);
	mont_mul(y, p->y, zi2, f);
	memset(plain_one, 0, sizeof(plain_one));
	plain_one[0] = 1;
	mont_mul(x, x, plain_one, f);
	mont_mul(y, y, plain_one, f);
}

/*
 * Returns whether the Jacobian p is the affine (x, y), given out of
 * Montgomery form: X = x*Z^2 and Y = y*Z^3, with x and y taken into
 * Montgomery form by R^2 (which rr_converts checks).  Four
 * multiplications where point_affine takes an exponentiation.
 */
static int
point_is(const struct point *p, const word *x, const word *y,
    const struct ref_table *t, const struct curve *cv)
{
	const struct field *f = &cv->f;
	word	 zz[MAXW], u[MAXW];

	mont_mul(zz, p->z, p->z, f);
	mont_mul(u, x, t->mont_rr.d, f);
	mont_mul(u, u, zz, f);
	if (cmp(u, p->x, f->k) != 0)
		return 0;
	mont_mul(zz, zz, p->z, f);
	mont_mul(u, y, t->mont_rr.d, f);
	mont_mul(u, u, zz, f);
	return cmp(u, p->y, f->k) == 0;
}

static void
fail_words(const char *who, const struct ref_table *t, const char *what,
    const word *want, const word *got, int k)
{
	int	 i;

	printf("FAIL %s %d: %s functional proof: %s: expected {", who,
	    BN_BITS2, t->name, what);
	for (i = 0; i < k; i++)
		printf(" %0*llx", BN_BITS2 / 4, (unsigned long long)want[i]);
	printf(" }, found {");
	for (i = 0; i < k; i++)
		printf(" %0*llx", BN_BITS2 / 4, (unsigned long long)got[i]);
	printf(" }\n");
}

/* Checks the curve equation y^2 = x^3 + ax + b on the Montgomery G. */
static int
on_curve(const struct ref_table *t, const struct curve *cv, const char *who)
{
	const struct field *f = &cv->f;
	word	 lhs[MAXW], rhs[MAXW], u[MAXW];

	mont_mul(lhs, t->mont_gy.d, t->mont_gy.d, f);
	mont_mul(rhs, t->mont_gx.d, t->mont_gx.d, f);
	mont_mul(rhs, rhs, t->mont_gx.d, f);
	mont_mul(u, cv->a, t->mont_gx.d, f);
	mod_add(rhs, rhs, u, f);
	mod_add(rhs, rhs, t->mont_b.d, f);
	if (cmp(lhs, rhs, f->k) != 0) {
		fail_words(who, t, "Gy^2 = Gx^3 + a*Gx + b in Montgomery form",
		    rhs, lhs, f->k);
		return -1;
	}
	return 0;
}

/* Checks that R^2 takes the raw G into the table's Montgomery G. */
static int
rr_converts(const struct ref_table *t, const struct curve *cv,
    const char *who)
{
	word	 m[MAXW];

	mont_mul(m, t->gx.d, t->mont_rr.d, &cv->f);
	if (cmp(m, t->mont_gx.d, cv->f.k) != 0) {
		fail_words(who, t, "Gx * R^2 * R^-1", t->mont_gx.d, m, cv->f.k);
		return -1;
	}
	mont_mul(m, t->gy.d, t->mont_rr.d, &cv->f);
	if (cmp(m, t->mont_gy.d, cv->f.k) != 0) {
		fail_words(who, t, "Gy * R^2 * R^-1", t->mont_gy.d, m, cv->f.k);
		return -1;
	}
	return 0;
}

/*
 * Checks the order's constants: for k1, k2 < n, (k1*R_n^2*R_n^-1) * k2 *
 * R_n^-1 = k1*k2 mod n, and R_n * k1 * R_n^-1 = k1.
 */
static int
order_works(const struct ref_table *t, const BIGNUM *k1, const BIGNUM *k2,
    BN_CTX *ctx, const char *who)
{
	struct field	 fn;
	word		 a[MAXW], b[MAXW], m[MAXW], want[MAXW];
	BIGNUM		*n, *prod;
	int		 rc = -1;

	fn.m = t->order.d;
	fn.n0 = t->order_n0[0];
	fn.k = t->order_words;
	n = ref_bn_from(t->order.d, fn.k);
	prod = BN_new();
	if (n == NULL || prod == NULL || !BN_mod_mul(prod, k1, k2, n, ctx))
		goto done;
	ref_words(k1, a, fn.k);
	ref_words(k2, b, fn.k);
	ref_words(prod, want, fn.k);
	mont_mul(m, a, t->order_mont_rr.d, &fn);
	mont_mul(m, m, b, &fn);
	if (cmp(m, want, fn.k) != 0) {
		fail_words(who, t, "k1 * k2 mod n with R_n^2 and order_n0",
		    want, m, fn.k);
		goto done;
	}
	mont_mul(m, a, t->order_mont_one.d, &fn);
	if (cmp(m, a, fn.k) != 0) {
		fail_words(who, t, "k1 * R_n * R_n^-1 mod n", a, m, fn.k);
		goto done;
	}
	rc = 0;
 done:
	BN_free(n);
	BN_free(prod);
	return rc;
}

/*
 * Checks r, k*G by this file's arithmetic (k the #i of the proof's), in
 * Montgomery form and projective, against k*G by the reference; pm2 is
 * p - 2, for the inversion that says which coordinate differs.  Returns
 * 0, or -1 after printing what differs.
 */
static int
k_times_g(const struct ref_table *t, const struct curve *cv,
    const struct point *r, const BIGNUM *k, int i, const EC_GROUP *group,
    const BIGNUM *pm2, BN_CTX *ctx, const char *who)
{
	word		 x[MAXW], y[MAXW], wx[MAXW], wy[MAXW];
	BIGNUM		*bx, *by, *zero;
	EC_POINT	*pt;
	char		 what[64];
	int		 words = t->field_words, rc = -1;

	bx = BN_new();
	by = BN_new();
	zero = BN_new();
	pt = EC_POINT_new(group);
	/*
	 * k*G + 0*G: with a second term the reference takes its wNAF
	 * multiplication, which costs as many doublings as k has bits;
	 * k*G alone takes its constant-time ladder over the order's bits,
	 * eight times the work for a 512-bit k on a 4096-bit curve.
	 */
	if (bx == NULL || by == NULL || zero == NULL || pt == NULL ||
	    !EC_POINT_mul(group, pt, k, EC_GROUP_get0_generator(group), zero,
	    ctx) || !EC_POINT_get_affine_coordinates(group, pt, bx, by, ctx)) {
		printf("FAIL %s %d: %s functional proof: " REF_LIB "'s "
		    "EC_POINT_mul failed for k #%d\n", who, BN_BITS2, t->name,
		    i);
		goto done;
	}
	ref_words(bx, wx, words);
	ref_words(by, wy, words);
	if (is_zero(r->z, words)) {
		printf("FAIL %s %d: %s functional proof: k*G for k #%d is the "
		    "point at infinity, " REF_LIB "'s is not\n", who, BN_BITS2,
		    t->name, i);
		goto done;
	}
	if (point_is(r, wx, wy, t, cv)) {
		rc = 0;
		goto done;
	}
	/* Which coordinate differs, and how, in affine terms. */
	point_affine(x, y, r, pm2, cv);
	if (cmp(x, wx, words) != 0) {
		snprintf(what, sizeof(what), "x of k*G for k #%d", i);
		fail_words(who, t, what, wx, x, words);
	} else if (cmp(y, wy, words) != 0) {
		snprintf(what, sizeof(what), "y of k*G for k #%d", i);
		fail_words(who, t, what, wy, y, words);
	} else
		printf("FAIL %s %d: %s functional proof: k*G for k #%d is "
		    "not " REF_LIB "'s, but its affine form is\n", who,
		    BN_BITS2, t->name, i);
 done:
	EC_POINT_free(pt);
	BN_free(bx);
	BN_free(by);
	BN_free(zero);
	return rc;
}

int
fproof_curve(const struct ref_table *t, const EC_GROUP *group,
    BIGNUM *const *ks, int nk, BN_CTX *ctx, const char *who)
{
	struct curve	 cv;
	struct point	 g, r, nm1g;
	BIGNUM		*p = NULL, *pm2 = NULL, *n = NULL, *nm1 = NULL;
	int		 i, k = t->field_words, checks = 0, rc = -1;
	int		 have_nm1 = 0;

	memset(&cv, 0, sizeof(cv));
	cv.f.m = t->p.d;
	cv.f.n0 = t->n0[0];
	cv.f.k = k;
	memcpy(cv.a, t->mont_a.d, k * sizeof(word));
	memcpy(cv.one, t->mont_one.d, k * sizeof(word));
	memset(&g, 0, sizeof(g));
	memcpy(g.x, t->mont_gx.d, k * sizeof(word));
	memcpy(g.y, t->mont_gy.d, k * sizeof(word));
	memcpy(g.z, t->mont_one.d, k * sizeof(word));

	p = ref_bn_from(t->p.d, k);
	n = ref_bn_from(t->order.d, t->order_words);
	pm2 = BN_dup(p);
	nm1 = BN_dup(n);
	if (pm2 == NULL || n == NULL || nm1 == NULL || !BN_sub_word(pm2, 2) ||
	    !BN_sub_word(nm1, 1)) {
		printf("FAIL %s %d: %s functional proof: out of memory\n", who,
		    BN_BITS2, t->name);
		goto done;
	}

	/* Where the layout holds plain G and the order's constants. */
	if (on_curve(t, &cv, who) == -1)
		goto done;
	checks++;
	if (t->gx.d != NULL && t->gy.d != NULL) {
		if (rr_converts(t, &cv, who) == -1)
			goto done;
		checks++;
	}
	if (t->order_mont_one.d != NULL && t->order_mont_rr.d != NULL) {
		if (order_works(t, ks[nk - 1], ks[nk - 2], ctx, who) == -1)
			goto done;
		checks++;
	}

	/* k*G for each k, by this file's arithmetic and the reference's. */
	for (i = 0; i < nk; i++) {
		point_mul(&r, &g, ks[i], &cv);
		if (k_times_g(t, &cv, &r, ks[i], i, group, pm2, ctx, who) == -1)
			goto done;
		if (BN_cmp(ks[i], nm1) == 0) {
			nm1g = r;
			have_nm1 = 1;
		}
		checks++;
	}
	/* n*G = (n - 1)*G + G, where n - 1 was among the k. */
	if (have_nm1)
		point_add(&r, &nm1g, &g, &cv);
	else
		point_mul(&r, &g, n, &cv);
	if (!is_zero(r.z, k)) {
		printf("FAIL %s %d: %s functional proof: n*G is not the point "
		    "at infinity\n", who, BN_BITS2, t->name);
		goto done;
	}
	checks++;
	rc = checks;
 done:
	BN_free(p);
	BN_free(pm2);
	BN_free(n);
	BN_free(nm1);
	return rc;
}
