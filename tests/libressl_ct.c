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
 * k * G under valgrind's memcheck with the words of the secret scalar k,
 * all dmax of them, marked undefined, as BoringSSL's constant-time
 * validation and libsecp256k1's ctime test do: memcheck then reports
 * every branch and every memory address that depends on k, and the
 * client request VALGRIND_COUNT_ERRORS counts the reports (consumer.sh
 * reads them).
 *
 *   ct table CURVE SEED
 *	the table's whole path, ec_mul_base_fe() of the LibreSSL series
 *	(built with -DCT_TABLE against a patched libcrypto.a): the load of
 *	the scalar's words, their reduction modulo n, the digits, the reads
 *	of the table, the additions and the inversion, to the affine x and
 *	y, which are then declassified
 *   ct mul CURVE SEED
 *	EC_POINT_mul(), the library's whole k * G: on a stock build the
 *	ladder, on a patched one the table with the setting of the public
 *	result; the result's coordinates are declassified before
 *	EC_POINT_get_affine_coordinates()
 *
 * Each runs k * G for each kind of scalar below, each k made from SEED
 * (so that builds given the same SEED multiply the same scalars), and
 * checks the product against k times a copy of G, which EC_POINT_mul()
 * multiplies its generic way, since it is not the generator:
 *
 *   random	a random k below the order n
 *   1, n-1	the first and the last scalars
 *   short	a random k of one word, in a d grown to n's words and more
 *   stale	d grown to n's words and more and filled with random words,
 *		then shifted down in place to fewer words than n's, so that
 *		the words above top hold stale data
 *
 * A line a kind, for the shell:
 *
 *   CURVE KIND top=T dmax=D result=right|WRONG reports=N inside=M calls=C
 *
 * reports: memcheck's reports from the marking of k to k * G's end;
 * inside: those drawn within ec_mul_base_fe() (a wrapper of valgrind's
 * counts them, wherever it is called from), and calls: its calls, both 0
 * on a stock build.  Built with LibreSSL's internal headers (bn_local.h,
 * ec_local.h) for the words of a BIGNUM.  Exit status 0 if every product
 * is right.
 */
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <valgrind/memcheck.h>

#include <openssl/bn.h>
#include <openssl/ec.h>
#include <openssl/objects.h>

#include "bn_local.h"
#include "ec_local.h"
#ifdef CT_TABLE
#include "ec_internal.h"
#endif

/* splitmix64's state: the random words of the scalars. */
static uint64_t ct_state;

static BN_ULONG
ct_word(void)
{
	uint64_t z;

	z = (ct_state += 0x9e3779b97f4a7c15ULL);
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
	return (BN_ULONG)(z ^ (z >> 31));
}

/* k = words random words, top as they make it. */
static int
ct_random_words(BIGNUM *k, int words)
{
	int i;

	if (!bn_wexpand(k, words))
		return 0;
	for (i = 0; i < words; i++)
		k->d[i] = ct_word();
	k->top = words;
	bn_correct_top(k);
	return 1;
}

/* A random k below n: n's words and two more, reduced modulo n. */
static int
scalar_random(BIGNUM *k, const BIGNUM *n, BN_CTX *ctx)
{
	BIGNUM *t;
	int ret;

	if ((t = BN_new()) == NULL)
		return 0;
	ret = ct_random_words(t, n->top + 2) && BN_nnmod(k, t, n, ctx) &&
	    !BN_is_zero(k);
	BN_free(t);
	return ret;
}

static int
scalar_one(BIGNUM *k, const BIGNUM *n, BN_CTX *ctx)
{
	(void)n;
	(void)ctx;
	return BN_one(k);
}

static int
scalar_n_minus_1(BIGNUM *k, const BIGNUM *n, BN_CTX *ctx)
{
	(void)ctx;
	return BN_copy(k, n) != NULL && BN_sub_word(k, 1);
}

/* A random k of one word in a d of n's words and two more (zero). */
static int
scalar_short(BIGNUM *k, const BIGNUM *n, BN_CTX *ctx)
{
	BN_ULONG w;

	(void)ctx;
	while ((w = ct_word()) == 0)
		continue;
	return bn_wexpand(k, n->top + 2) && BN_set_word(k, w);
}

/*
 * n's words and two more, random, then k shifted down in place by three
 * words and 5 bits: the words from its top up, n's top word among them,
 * hold what they held.
 */
static int
scalar_stale(BIGNUM *k, const BIGNUM *n, BN_CTX *ctx)
{
	(void)ctx;
	do {
		if (!ct_random_words(k, n->top + 2))
			return 0;
	} while (k->top != n->top + 2);
	return BN_rshift(k, k, 3 * BN_BITS2 + 5) && !BN_is_zero(k) &&
	    k->top < n->top;
}

static const struct ct_kind {
	const char *name;
	int (*make)(BIGNUM *, const BIGNUM *, BN_CTX *);
} ct_kinds[] = {
	{ "random", scalar_random },
	{ "1", scalar_one },
	{ "n-1", scalar_n_minus_1 },
	{ "short", scalar_short },
	{ "stale", scalar_stale },
};

static void
declassify_bn(const BIGNUM *bn)
{
	VALGRIND_MAKE_MEM_DEFINED(bn->d, bn->dmax * sizeof(BN_ULONG));
	VALGRIND_MAKE_MEM_DEFINED(&bn->top, sizeof(bn->top));
}

/* The reports drawn inside ec_mul_base_fe(), and its calls. */
static unsigned long fe_reports, fe_calls;

#ifdef CT_TABLE
/*
 * ec_mul_base_fe() as this program calls it: a changed prototype does not
 * build.
 */
static void (*const mul_base_fe)(const EC_GROUP *, EC_FIELD_ELEMENT *,
    EC_FIELD_ELEMENT *, const BIGNUM *, const EC_FIELD_ELEMENT *) =
    ec_mul_base_fe;

/*
 * valgrind calls this in place of ec_mul_base_fe() of the program (soname
 * NONE), wherever it is called from, and it calls the function itself.
 */
void I_WRAP_SONAME_FNNAME_ZU(NONE, ec_mul_base_fe)(const EC_GROUP *,
    EC_FIELD_ELEMENT *, EC_FIELD_ELEMENT *, const BIGNUM *,
    const EC_FIELD_ELEMENT *);

void
I_WRAP_SONAME_FNNAME_ZU(NONE, ec_mul_base_fe)(const EC_GROUP *group,
    EC_FIELD_ELEMENT *x, EC_FIELD_ELEMENT *y, const BIGNUM *scalar,
    const EC_FIELD_ELEMENT *blind)
{
	OrigFn fn;
	unsigned long before;

	VALGRIND_GET_ORIG_FN(fn);
	before = VALGRIND_COUNT_ERRORS;
	CALL_FN_v_5W(fn, group, x, y, scalar, blind);
	fe_reports += VALGRIND_COUNT_ERRORS - before;
	fe_calls++;
}

/* The Montgomery words of fm as a BIGNUM out of Montgomery form. */
static int
fe_value(const EC_GROUP *g, const EC_FIELD_ELEMENT *fe, BIGNUM *bn,
    BN_CTX *ctx)
{
	if (!bn_wexpand(bn, g->fm.n))
		return 0;
	memcpy(bn->d, fe->w, g->fm.n * sizeof(BN_ULONG));
	bn->top = g->fm.n;
	bn_correct_top(bn);
	return BN_from_montgomery(bn, bn, g->mont_ctx, ctx);
}

/* x, y = k * G by the table's whole path; the blind is as the library's. */
static int
table_mul(const EC_GROUP *g, const BIGNUM *k, BIGNUM *x, BIGNUM *y,
    BN_CTX *ctx)
{
	EC_FIELD_ELEMENT blind, fx, fy;

	if (!BN_rand_range(x, g->p) || BN_is_zero(x) ||
	    !ec_field_element_from_bn(&g->fm, g, &blind, x, ctx))
		return 0;
	VALGRIND_MAKE_MEM_UNDEFINED(k->d, k->dmax * sizeof(BN_ULONG));
	mul_base_fe(g, &fx, &fy, k, &blind);
	VALGRIND_MAKE_MEM_DEFINED(k->d, k->dmax * sizeof(BN_ULONG));
	VALGRIND_MAKE_MEM_DEFINED(&fx, sizeof(fx));
	VALGRIND_MAKE_MEM_DEFINED(&fy, sizeof(fy));
	return fe_value(g, &fx, x, ctx) && fe_value(g, &fy, y, ctx);
}
#endif

/* x, y = k * G by EC_POINT_mul() with the generator's scalar only. */
static int
point_mul(const EC_GROUP *g, const BIGNUM *k, BIGNUM *x, BIGNUM *y,
    BN_CTX *ctx)
{
	EC_POINT *r;
	int ret = 0;

	if ((r = EC_POINT_new(g)) == NULL)
		return 0;
	VALGRIND_MAKE_MEM_UNDEFINED(k->d, k->dmax * sizeof(BN_ULONG));
	if (!EC_POINT_mul(g, r, k, NULL, NULL, ctx))
		goto err;
	VALGRIND_MAKE_MEM_DEFINED(k->d, k->dmax * sizeof(BN_ULONG));
	declassify_bn(r->X);
	declassify_bn(r->Y);
	declassify_bn(r->Z);
	VALGRIND_MAKE_MEM_DEFINED(&r->Z_is_one, sizeof(r->Z_is_one));
	ret = EC_POINT_get_affine_coordinates(g, r, x, y, ctx);
 err:
	EC_POINT_free(r);
	return ret;
}

/*
 * Prints the line of kind kind of curve name: k made, k * G by mode (1:
 * the table's path) and against k times a copy of G.  Returns 1 if right,
 * 0 if wrong, -1 if it could not compute.
 */
static int
ct_kind(const EC_GROUP *g, const char *name, const struct ct_kind *kind,
    int table, BN_CTX *ctx)
{
	EC_POINT *gen = NULL, *want = NULL;
	BIGNUM *k, *x, *y, *wx, *wy;
	unsigned long reports, inside, calls;
	int right, ret = -1;

	BN_CTX_start(ctx);
	if ((k = BN_new()) == NULL || (x = BN_CTX_get(ctx)) == NULL ||
	    (y = BN_CTX_get(ctx)) == NULL || (wx = BN_CTX_get(ctx)) == NULL ||
	    (wy = BN_CTX_get(ctx)) == NULL)
		goto err;
	if (!kind->make(k, EC_GROUP_get0_order(g), ctx)) {
		fprintf(stderr, "ct: %s %s: no such scalar\n", name, kind->name);
		goto err;
	}
	/* k * G without the table: a copy of G is not the generator. */
	if ((want = EC_POINT_new(g)) == NULL ||
	    (gen = EC_POINT_dup(EC_GROUP_get0_generator(g), g)) == NULL ||
	    !EC_POINT_mul(g, want, NULL, gen, k, ctx) ||
	    !EC_POINT_get_affine_coordinates(g, want, wx, wy, ctx))
		goto err;

	reports = VALGRIND_COUNT_ERRORS;
	inside = fe_reports;
	calls = fe_calls;
	if (table) {
#ifdef CT_TABLE
		if (!table_mul(g, k, x, y, ctx))
			goto err;
#else
		fprintf(stderr, "ct: built without CT_TABLE\n");
		goto err;
#endif
	} else if (!point_mul(g, k, x, y, ctx))
		goto err;
	reports = VALGRIND_COUNT_ERRORS - reports;
	right = BN_cmp(x, wx) == 0 && BN_cmp(y, wy) == 0;

	printf("%s %s top=%d dmax=%d result=%s reports=%lu inside=%lu "
	    "calls=%lu\n", name, kind->name, k->top, k->dmax,
	    right ? "right" : "WRONG", reports, fe_reports - inside,
	    fe_calls - calls);
	ret = right;
 err:
	EC_POINT_free(gen);
	EC_POINT_free(want);
	BN_free(k);
	BN_CTX_end(ctx);
	return ret;
}

int
main(int argc, char *argv[])
{
	BN_CTX *ctx;
	EC_GROUP *g;
	char *end;
	size_t i;
	int nid, table, status = 0;

	if (argc != 4 || ((table = strcmp(argv[1], "table") == 0) == 0 &&
	    strcmp(argv[1], "mul") != 0) ||
	    (nid = OBJ_sn2nid(argv[2])) == NID_undef) {
		fprintf(stderr, "usage: ct table | mul CURVE SEED\n");
		return 2;
	}
	errno = 0;
	ct_state = strtoull(argv[3], &end, 10);
	if (argv[3][0] < '0' || argv[3][0] > '9' || *end != '\0' ||
	    errno != 0) {
		fprintf(stderr, "ct: the seed %s is not a number\n", argv[3]);
		return 2;
	}
	ct_state ^= (uint64_t)nid << 32;
	if ((ctx = BN_CTX_new()) == NULL ||
	    (g = EC_GROUP_new_by_curve_name(nid)) == NULL)
		return 2;

	for (i = 0; i < sizeof(ct_kinds) / sizeof(ct_kinds[0]); i++) {
		switch (ct_kind(g, argv[2], &ct_kinds[i], table, ctx)) {
		case 1:
			break;
		case 0:
			status = 1;
			break;
		default:
			fprintf(stderr, "ct: %s %s: k * G failed\n", argv[2],
			    ct_kinds[i].name);
			return 2;
		}
	}

	EC_GROUP_free(g);
	BN_CTX_free(ctx);
	return status;
}
