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
 * The checker of Mbed TLS's block of curve constants, as template
 * mbedtls writes it (TABLES_HEADER), for the curves of MBEDTLS_LIST, a
 * file of lines CURVE(name, ID, nid), or CURVE_A(name, ID, nid) for a
 * curve that has its own a (the others take a = -3), each curve's
 * MBEDTLS_ECP_DP_ID_ENABLED defined on the command line.  The types and
 * macros Mbed TLS defines around the block are defined here from what
 * they mean: MBEDTLS_BYTES_TO_T_UINT_n makes of n bytes, least
 * significant first, one word of BN_ULONG's size, or two 32-bit ones of
 * 8 bytes.  Every domain parameter must be the value of OpenSSL's group
 * of the curve; the comb table T must have the size of Mbed TLS's
 * window for G (5 teeth, 6 for an order of 384 bits or more), each point
 * i OpenSSL's k*G for k the sum over the bits t of 2i + 1 of 2^(t*d), d
 * the order's bits over the teeth rounded up, in plain coordinates in
 * as many 64-bit words as p needs (twice as many 32-bit words), with a Z
 * of 1 for T[0] and none for the others.  Built
 * with ptables.c and -DREF_OWN_MAIN.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include <openssl/bn.h>
#include <openssl/ec.h>
#include <openssl/objects.h>

#include "ptables.h"
#include "words.h"

typedef BN_ULONG mbedtls_mpi_uint;

typedef struct {
	mbedtls_mpi_uint	*p;
	signed short		 s;
	unsigned short		 n;
} mbedtls_mpi;

typedef struct {
	mbedtls_mpi		 X, Y, Z;
} mbedtls_ecp_point;

#if BN_BITS2 == 64
#define MBEDTLS_BYTES_TO_T_UINT_8(a, b, c, d, e, f, g, h) \
	((BN_ULONG)(a) | (BN_ULONG)(b) << 8 | (BN_ULONG)(c) << 16 | \
	(BN_ULONG)(d) << 24 | (BN_ULONG)(e) << 32 | (BN_ULONG)(f) << 40 | \
	(BN_ULONG)(g) << 48 | (BN_ULONG)(h) << 56)
#else
#define MBEDTLS_BYTES_TO_T_UINT_8(a, b, c, d, e, f, g, h) \
	MBEDTLS_BYTES_TO_T_UINT_4(a, b, c, d), MBEDTLS_BYTES_TO_T_UINT_4(e, f, g, h)
#endif
#define MBEDTLS_BYTES_TO_T_UINT_4(a, b, c, d) \
	((BN_ULONG)(a) | (BN_ULONG)(b) << 8 | (BN_ULONG)(c) << 16 | \
	(BN_ULONG)(d) << 24)
#define MBEDTLS_BYTES_TO_T_UINT_2(a, b) \
	((BN_ULONG)(a) | (BN_ULONG)(b) << 8)

#define ECP_MPI_INIT(x, len) \
	{ .p = (mbedtls_mpi_uint *)(x), .s = 1, .n = (len) }
#define ECP_MPI_INIT_ARRAY(x) \
	ECP_MPI_INIT(x, sizeof(x) / sizeof(mbedtls_mpi_uint))
#define ECP_POINT_INIT_XY_Z0(x, y) \
	{ ECP_MPI_INIT_ARRAY(x), ECP_MPI_INIT_ARRAY(y), ECP_MPI_INIT(NULL, 0) }
#define ECP_POINT_INIT_XY_Z1(x, y) \
	{ ECP_MPI_INIT_ARRAY(x), ECP_MPI_INIT_ARRAY(y), \
	ECP_MPI_INIT(mpi_one, 1) }

#define MBEDTLS_ECP_FIXED_POINT_OPTIM	1

static const mbedtls_mpi_uint mpi_one[] = { 1 };

#include TABLES_HEADER

enum param { P, A, B, GX, GY, N, NPARAMS };
static const char *const param_names[NPARAMS] = {
	"p", "a", "b", "gx", "gy", "n"
};

struct curve {
	const char		*name;
	int			 nid;
	const mbedtls_mpi_uint	*v[NPARAMS];	/* v[A] NULL: a = -3 */
	size_t			 len[NPARAMS];
	const mbedtls_ecp_point	*T;
	size_t			 tlen;
};

#define CURVE(name, id, nid) \
	{ #name, nid, { name##_p, NULL, name##_b, name##_gx, name##_gy, \
	    name##_n }, { sizeof(name##_p) / sizeof(BN_ULONG), 0, \
	    sizeof(name##_b) / sizeof(BN_ULONG), \
	    sizeof(name##_gx) / sizeof(BN_ULONG), \
	    sizeof(name##_gy) / sizeof(BN_ULONG), \
	    sizeof(name##_n) / sizeof(BN_ULONG) }, name##_T, \
	    sizeof(name##_T) / sizeof(mbedtls_ecp_point) },
#define CURVE_A(name, id, nid) \
	{ #name, nid, { name##_p, name##_a, name##_b, name##_gx, name##_gy, \
	    name##_n }, { sizeof(name##_p) / sizeof(BN_ULONG), \
	    sizeof(name##_a) / sizeof(BN_ULONG), \
	    sizeof(name##_b) / sizeof(BN_ULONG), \
	    sizeof(name##_gx) / sizeof(BN_ULONG), \
	    sizeof(name##_gy) / sizeof(BN_ULONG), \
	    sizeof(name##_n) / sizeof(BN_ULONG) }, name##_T, \
	    sizeof(name##_T) / sizeof(mbedtls_ecp_point) },

static const struct curve curves[] = {
#include MBEDTLS_LIST
};
#define NCURVES	(sizeof(curves) / sizeof(curves[0]))

static struct ref_ptable tables[NCURVES];
static BN_ULONG *points[NCURVES];
static int bits = BN_BITS2;

size_t
ref_ptables(const struct ref_ptable **out)
{
	*out = tables;
	return NCURVES;
}

/* Sets want[] to OpenSSL's p, a, b, gx, gy and n of the curve. */
static int
group_values(const struct curve *c, BIGNUM *want[NPARAMS], BN_CTX *ctx)
{
	EC_GROUP	*g;
	int		 ok;

	if ((g = EC_GROUP_new_by_curve_name(c->nid)) == NULL)
		return 0;
	ok = EC_GROUP_get_curve(g, want[P], want[A], want[B], ctx) &&
	    EC_POINT_get_affine_coordinates(g, EC_GROUP_get0_generator(g),
	    want[GX], want[GY], ctx) &&
	    BN_copy(want[N], EC_GROUP_get0_order(g)) != NULL;
	EC_GROUP_free(g);
	return ok;
}

/*
 * Proves the domain parameters of c: each the value OpenSSL's group has,
 * in at least as many words as it needs.  Returns 0, or 1 with a line.
 */
static int
prove_params(const struct curve *c, BN_CTX *ctx)
{
	BIGNUM	*want[NPARAMS], *got = NULL;
	int	 i, bad = 1;

	/* Every array must hold its value: as many words as it needs. */

	BN_CTX_start(ctx);
	for (i = 0; i < NPARAMS; i++)
		if ((want[i] = BN_CTX_get(ctx)) == NULL)
			goto done;
	if (!group_values(c, want, ctx)) {
		printf("FAIL checker %d: %s: OpenSSL has no group\n", bits,
		    c->name);
		goto done;
	}
	for (i = 0; i < NPARAMS; i++) {
		BN_free(got);
		if (c->v[i] != NULL)
			got = ref_bn_from(c->v[i], (int)c->len[i]);
		else if ((got = BN_dup(want[P])) != NULL &&
		    !BN_sub_word(got, 3)) {
			BN_free(got);
			got = NULL;
		}
		if (got == NULL)
			goto done;
		if (BN_cmp(got, want[i]) != 0 || (c->v[i] != NULL &&
		    (int)c->len[i] * BN_BITS2 < BN_num_bits(want[i]))) {
			printf("FAIL checker %d: %s: %s is not OpenSSL's%s\n",
			    bits, c->name, param_names[i], c->v[i] == NULL ?
			    " (no array: a = -3)" : "");
			goto done;
		}
	}
	printf("PASS checker %d: %s: p, a, b, gx, gy and n are OpenSSL's\n",
	    bits, c->name);
	bad = 0;
 done:
	BN_free(got);
	BN_CTX_end(ctx);
	return bad;
}

/*
 * Fills tables[i] with curve c's T, its points copied into one run of
 * words as ptables.c takes them.  Returns 0, or 1 with a line if T's
 * size, a coordinate's length or a Z is not what Mbed TLS's comb needs.
 */
static int
fill_table(size_t i, const struct curve *c, BN_CTX *ctx)
{
	struct ref_ptable *t = &tables[i];
	EC_GROUP	*g;
	BIGNUM		*p;
	const mbedtls_ecp_point *P;
	int		 order_bits, teeth, words, full, k, j, bad = 1;

	if ((g = EC_GROUP_new_by_curve_name(c->nid)) == NULL ||
	    (p = BN_new()) == NULL || !EC_GROUP_get_curve(g, p, NULL, NULL,
	    ctx)) {
		printf("FAIL checker %d: %s: OpenSSL has no group\n", bits,
		    c->name);
		EC_GROUP_free(g);
		return 1;
	}
	order_bits = BN_num_bits(EC_GROUP_get0_order(g));
	words = (BN_num_bits(p) + BN_BITS2 - 1) / BN_BITS2;
	/* Coordinates are written in 64-bit words, two each at 32 bits. */
	full = (BN_num_bits(p) + 63) / 64 * (64 / BN_BITS2);
	BN_free(p);
	EC_GROUP_free(g);
	/* ecp_pick_window_size() for G: 4 or 5 from 384 bits, plus one. */
	teeth = (order_bits >= 384 ? 5 : 4) + 1;
	if (c->tlen != (size_t)1 << (teeth - 1)) {
		printf("FAIL checker %d: %s: T has %zu points, not %d\n", bits,
		    c->name, c->tlen, 1 << (teeth - 1));
		return 1;
	}
	t->nid = c->nid;
	t->curve = c->name;
	t->name = "T";
	t->kind = REF_COMB;
	t->rows = 1;
	t->size = (int)c->tlen;
	t->teeth = teeth;
	t->odd = 1;
	t->stride = (order_bits + teeth - 1) / teeth;
	t->words = words;
	t->mont = 0;
	if ((points[i] = calloc(c->tlen * 2, words * sizeof(BN_ULONG))) ==
	    NULL)
		return 1;
	t->points = points[i];
	for (k = 0; k < t->size; k++) {
		P = &c->T[k];
		if (P->X.n != full || P->Y.n != full || P->X.s != 1 ||
		    P->Y.s != 1 || (k == 0 ? P->Z.p != mpi_one ||
		    P->Z.n != 1 : P->Z.p != NULL || P->Z.n != 0)) {
			printf("FAIL checker %d: %s: T[%d] is not of %d-word "
			    "X and Y and a Z of %s\n", bits, c->name, k, full,
			    k == 0 ? "1" : "none");
			goto done;
		}
		for (j = words; j < full; j++)
			if (P->X.p[j] != 0 || P->Y.p[j] != 0) {
				printf("FAIL checker %d: %s: T[%d]: word %d is "
				    "past p and not 0\n", bits, c->name, k, j);
				goto done;
			}
		for (j = 0; j < words; j++) {
			points[i][(size_t)(2 * k) * words + j] = P->X.p[j];
			points[i][(size_t)(2 * k + 1) * words + j] = P->Y.p[j];
		}
	}
	bad = 0;
 done:
	return bad;
}

int
main(void)
{
	BN_CTX	*ctx;
	size_t	 i;
	int	 failed = 0;

	if ((ctx = BN_CTX_new()) == NULL)
		return 1;
	for (i = 0; i < NCURVES; i++) {
		failed |= prove_params(&curves[i], ctx);
		failed |= fill_table(i, &curves[i], ctx);
	}
	BN_CTX_free(ctx);
	if (failed)
		return 1;
	failed = ref_prove_tables();
	for (i = 0; i < NCURVES; i++)
		free(points[i]);
	return failed;
}
