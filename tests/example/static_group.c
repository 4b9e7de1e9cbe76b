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
 * How LibreSSL's ec_curve.c would make a built-in group from
 * out/ec_curve_tables.h: find the curve's descriptor by NID and copy
 * its words into the group, with no Montgomery setup at run time.
 * README.md quotes ec_group_fill_static().
 *
 * LibreSSL's group (struct ec_group_st in ec_local.h) is private, so
 * this file declares what the table fills: the field modulus and field
 * elements its field code works on (ec_internal.h), the generator's
 * coordinates, and the nid, seed and a_is_minus3.  Its BIGNUMs p, a, b,
 * order and cofactor, and the BN_MONT_CTX of p (ri, RR, N, n0), would
 * point at the same static words.
 *
 * The program fills a group for every curve of the table and checks it:
 * each field holds its descriptor's words, and for the curves OpenSSL
 * has, each equals what OpenSSL's BN computes from OpenSSL's own curve
 * of that NID (FRP256v1, which OpenSSL lacks, is proved by the
 * reference checker instead).  make check builds it with gcc and clang,
 * -m64 and -m32, and runs it.
 */
#include <stdio.h>
#include <string.h>

#include <openssl/bn.h>
#include <openssl/ec.h>
#include <openssl/objects.h>

#ifndef NID_FRP256v1
#define NID_FRP256v1	936	/* LibreSSL's; OpenSSL lacks the curve */
#endif

#include "ec_curve_tables.h"

/* As LibreSSL's ec_internal.h declares them. */
#define EC_FIELD_ELEMENT_MAX_BITS	521
#define EC_FIELD_ELEMENT_MAX_WORDS \
    ((EC_FIELD_ELEMENT_MAX_BITS + BN_BITS2 - 1) / BN_BITS2)

typedef struct {
	BN_ULONG	 w[EC_FIELD_ELEMENT_MAX_WORDS];
} EC_FIELD_ELEMENT;

typedef struct {
	size_t		 n;
	EC_FIELD_ELEMENT m;
	EC_FIELD_ELEMENT rr;
	BN_ULONG	 minv0;
} EC_FIELD_MODULUS;

/* What the table fills of a group and of its generator. */
struct static_group {
	int			 nid;
	const unsigned char	*seed;
	size_t			 seed_len;
	int			 a_is_minus3;
	EC_FIELD_MODULUS	 fm;
	EC_FIELD_ELEMENT	 fe_a;
	EC_FIELD_ELEMENT	 fe_b;
	EC_FIELD_ELEMENT	 fe_gx;		/* the generator's fe_x, */
	EC_FIELD_ELEMENT	 fe_gy;		/* fe_y */
	EC_FIELD_ELEMENT	 fe_gz;		/* and fe_z */
};

static const struct ec_curve_table *
ec_curve_table_find(int nid)
{
	size_t	 i;

	for (i = 0; i < EC_CURVE_TABLES_COUNT; i++) {
		if (ec_curve_tables[i].nid == nid)
			return &ec_curve_tables[i];
	}
	return NULL;
}

static void
fe_from_table(EC_FIELD_ELEMENT *fe, const struct ec_curve_table *t,
    const struct ec_curve_table_bn *v)
{
	memset(fe, 0, sizeof(*fe));
	memcpy(fe->w, v->d, t->field_words * sizeof(BN_ULONG));
}

/*
 * Fills g with the built-in curve nid.  Every value is a copy: p's
 * Montgomery constants, and a, b and the generator already in
 * Montgomery form, its z being R mod p.  Returns 0 for a curve the
 * table lacks.
 */
static int
ec_group_fill_static(struct static_group *g, int nid)
{
	const struct ec_curve_table *t;

	if ((t = ec_curve_table_find(nid)) == NULL)
		return 0;
	if (t->field_words > EC_FIELD_ELEMENT_MAX_WORDS)
		return 0;

	g->nid = t->nid;
	g->seed = t->seed;
	g->seed_len = t->seed_len;
	g->a_is_minus3 = t->a_is_minus3;

	g->fm.n = t->field_words;
	fe_from_table(&g->fm.m, t, &t->p);
	fe_from_table(&g->fm.rr, t, &t->mont_rr);
	g->fm.minv0 = t->n0[0];

	fe_from_table(&g->fe_a, t, &t->mont_a);
	fe_from_table(&g->fe_b, t, &t->mont_b);
	fe_from_table(&g->fe_gx, t, &t->mont_gx);
	fe_from_table(&g->fe_gy, t, &t->mont_gy);
	fe_from_table(&g->fe_gz, t, &t->mont_one);

	return 1;
}

/* Returns 1 if fe holds the n words of v and zeros after them. */
static int
fe_holds(const EC_FIELD_ELEMENT *fe, const BN_ULONG *v, size_t n)
{
	EC_FIELD_ELEMENT	 want;

	memset(&want, 0, sizeof(want));
	memcpy(want.w, v, n * sizeof(BN_ULONG));
	return memcmp(fe, &want, sizeof(want)) == 0;
}

/* Sets fe to bn, of at most n words, as little-endian words. */
static int
fe_from_bn(EC_FIELD_ELEMENT *fe, const BIGNUM *bn, size_t n)
{
	unsigned char	 b[EC_FIELD_ELEMENT_MAX_WORDS * BN_BYTES];
	size_t		 i;

	memset(fe, 0, sizeof(*fe));
	if (BN_bn2lebinpad(bn, b, (int)(n * BN_BYTES)) < 0)
		return 0;
	for (i = 0; i < n * BN_BYTES; i++)
		fe->w[i / BN_BYTES] |= (BN_ULONG)b[i] << 8 * (i % BN_BYTES);
	return 1;
}

/* Returns 1 if fe is x * R mod p, R = 2^(n * BN_BITS2). */
static int
fe_is_mont(const EC_FIELD_ELEMENT *fe, const BIGNUM *x, size_t n,
    BN_MONT_CTX *mont, BN_CTX *ctx)
{
	EC_FIELD_ELEMENT	 want;
	BIGNUM			*xr;
	int			 same = 0;

	if ((xr = BN_new()) == NULL)
		return 0;
	if (BN_to_montgomery(xr, x, mont, ctx) && fe_from_bn(&want, xr, n))
		same = memcmp(fe, &want, sizeof(want)) == 0;
	BN_free(xr);
	return same;
}

/*
 * Checks the filled group g of curve nid against OpenSSL's own curve
 * of that NID: p, and a, b, the generator, 1 and R mod p converted with
 * OpenSSL's Montgomery context of p.  Returns the name of the first
 * value that differs, or NULL.
 */
static const char *
check_against_openssl(const struct static_group *g, int nid)
{
	EC_GROUP		*group = NULL;
	BN_CTX			*ctx = NULL;
	BN_MONT_CTX		*mont = NULL;
	BIGNUM			*p, *a, *b, *x, *y, *one, *r;
	EC_FIELD_ELEMENT	 fe_p;
	const char		*bad = "OpenSSL's curve";
	size_t			 i, n = g->fm.n;

	if ((group = EC_GROUP_new_by_curve_name(nid)) == NULL)
		goto err;
	if ((ctx = BN_CTX_new()) == NULL)
		goto err;
	BN_CTX_start(ctx);
	if ((mont = BN_MONT_CTX_new()) == NULL)
		goto err;
	p = BN_CTX_get(ctx);
	a = BN_CTX_get(ctx);
	b = BN_CTX_get(ctx);
	x = BN_CTX_get(ctx);
	y = BN_CTX_get(ctx);
	one = BN_CTX_get(ctx);
	if ((r = BN_CTX_get(ctx)) == NULL || !BN_one(one))
		goto err;
	if (!EC_GROUP_get_curve(group, p, a, b, ctx) ||
	    !EC_POINT_get_affine_coordinates(group,
	    EC_GROUP_get0_generator(group), x, y, ctx) ||
	    !BN_MONT_CTX_set(mont, p, ctx) ||
	    !BN_to_montgomery(r, one, mont, ctx))
		goto err;

	bad = "p";
	if (!fe_from_bn(&fe_p, p, n) || memcmp(&fe_p, &g->fm.m,
	    sizeof(fe_p)) != 0)
		goto err;
	{
		/* R^2 mod p is R mod p in Montgomery form. */
		const struct {
			const char		*name;
			const EC_FIELD_ELEMENT	*fe;
			const BIGNUM		*x;
		} v[] = {
			{ "a", &g->fe_a, a }, { "b", &g->fe_b, b },
			{ "Gx", &g->fe_gx, x }, { "Gy", &g->fe_gy, y },
			{ "Gz", &g->fe_gz, one }, { "rr", &g->fm.rr, r },
		};

		for (i = 0; i < sizeof(v) / sizeof(v[0]); i++) {
			bad = v[i].name;
			if (!fe_is_mont(v[i].fe, v[i].x, n, mont, ctx))
				goto err;
		}
	}
	bad = NULL;

 err:
	if (ctx != NULL)
		BN_CTX_end(ctx);
	BN_CTX_free(ctx);
	BN_MONT_CTX_free(mont);
	EC_GROUP_free(group);
	return bad;
}

/* Checks the group filled for table entry t.  Returns 1 if it is right. */
static int
check_group(const struct ec_curve_table *t)
{
	struct static_group	 g;
	const char		*bad = NULL;
	size_t			 n = t->field_words;

	memset(&g, 0, sizeof(g));
	if (!ec_group_fill_static(&g, t->nid))
		bad = "the fill, which refused the curve";
	else if (g.nid != t->nid || g.seed != t->seed ||
	    g.seed_len != t->seed_len || g.a_is_minus3 != t->a_is_minus3)
		bad = "nid, seed or a_is_minus3";
	else if (g.fm.n != n || !fe_holds(&g.fm.m, t->p.d, n) ||
	    !fe_holds(&g.fm.rr, t->mont_rr.d, n) || g.fm.minv0 != t->n0[0])
		bad = "the field modulus";
	else if (!fe_holds(&g.fe_a, t->mont_a.d, n) ||
	    !fe_holds(&g.fe_b, t->mont_b.d, n) ||
	    !fe_holds(&g.fe_gx, t->mont_gx.d, n) ||
	    !fe_holds(&g.fe_gy, t->mont_gy.d, n) ||
	    !fe_holds(&g.fe_gz, t->mont_one.d, n))
		bad = "a field element";
	else if ((BN_ULONG)(g.fm.m.w[0] * g.fm.minv0 + 1) != 0)
		bad = "minv0, which is not -p^-1 mod 2^BN_BITS2";
	if (bad != NULL) {
		printf("FAIL static group %s (%d-bit words): %s\n", t->name,
		    BN_BITS2, bad);
		return 0;
	}
	if (t->nid == NID_FRP256v1) {
		printf("PASS static group %s (%d-bit words): the descriptor's "
		    "words (OpenSSL lacks the curve; make verify proves "
		    "them)\n", t->name, BN_BITS2);
		return 1;
	}
	if ((bad = check_against_openssl(&g, t->nid)) != NULL) {
		printf("FAIL static group %s (%d-bit words): %s differs from "
		    "OpenSSL's\n", t->name, BN_BITS2, bad);
		return 0;
	}
	printf("PASS static group %s (%d-bit words): the descriptor's "
	    "words, and OpenSSL's curve in Montgomery form\n", t->name,
	    BN_BITS2);
	return 1;
}

int
main(void)
{
	size_t	 i;
	int	 bad = 0;

	for (i = 0; i < EC_CURVE_TABLES_COUNT; i++)
		bad += !check_group(&ec_curve_tables[i]);
	if (ec_curve_table_find(NID_undef) != NULL) {
		printf("FAIL static group: a curve of NID_undef was found\n");
		bad++;
	}
	return bad != 0;
}
