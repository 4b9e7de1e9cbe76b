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
 * k * G under valgrind's memcheck with the words of the secret scalar k
 * marked undefined, as BoringSSL's constant-time validation and
 * libsecp256k1's ctime test do: memcheck then reports every branch and
 * every memory address that depends on k (consumer.sh counts them).
 *
 *   ct table CURVE	the table's whole path, ec_mul_base_fe() of the
 *			LibreSSL series (built with -DCT_TABLE against a
 *			patched libcrypto.a): the load of the scalar's words,
 *			their reduction modulo n, the signed digits, the
 *			reads of the table, the additions and the inversion,
 *			to the affine x and y, which are then declassified
 *			and compared with the ladder's
 *   ct mul CURVE	EC_POINT_mul(), the library's whole k * G: on a
 *			stock build the ladder, on a patched one the table
 *			with the setting of the public result; the result's
 *			coordinates are declassified before
 *			EC_POINT_get_affine_coordinates()
 *
 * Built with LibreSSL's internal headers (bn_local.h, ec_local.h) for
 * the words of a BIGNUM.  Prints "CURVE: right" or "CURVE: WRONG"; exit
 * status 0 if right.
 */
#include <stdio.h>
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

static void
declassify_bn(const BIGNUM *bn)
{
	VALGRIND_MAKE_MEM_DEFINED(bn->d, bn->dmax * sizeof(BN_ULONG));
	VALGRIND_MAKE_MEM_DEFINED(&bn->top, sizeof(bn->top));
}

#ifdef CT_TABLE
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
#endif

int
main(int argc, char *argv[])
{
	BN_CTX *ctx;
	EC_GROUP *g;
	EC_POINT *gen, *r, *want;
	BIGNUM *k, *x, *y, *wx, *wy;
	int nid, table;

	if (argc != 3 || ((table = strcmp(argv[1], "table") == 0) == 0 &&
	    strcmp(argv[1], "mul") != 0) ||
	    (nid = OBJ_sn2nid(argv[2])) == NID_undef) {
		fprintf(stderr, "usage: ct table | mul CURVE\n");
		return 2;
	}
	if ((ctx = BN_CTX_new()) == NULL ||
	    (g = EC_GROUP_new_by_curve_name(nid)) == NULL ||
	    (r = EC_POINT_new(g)) == NULL || (want = EC_POINT_new(g)) == NULL ||
	    (gen = EC_POINT_dup(EC_GROUP_get0_generator(g), g)) == NULL ||
	    (k = BN_new()) == NULL || (x = BN_new()) == NULL ||
	    (y = BN_new()) == NULL || (wx = BN_new()) == NULL ||
	    (wy = BN_new()) == NULL)
		return 2;
	/* k * G without the table: a copy of G is not the generator. */
	if (!BN_rand_range(k, EC_GROUP_get0_order(g)) ||
	    !EC_POINT_mul(g, want, NULL, gen, k, ctx) ||
	    !EC_POINT_get_affine_coordinates(g, want, wx, wy, ctx))
		return 2;

	VALGRIND_MAKE_MEM_UNDEFINED(k->d, k->top * sizeof(BN_ULONG));
	if (table) {
#ifdef CT_TABLE
		EC_FIELD_ELEMENT blind, fx, fy;

		/* The random Y the walk starts from, as the library's. */
		if (!BN_rand_range(x, g->p) || BN_is_zero(x) ||
		    !ec_field_element_from_bn(&g->fm, g, &blind, x, ctx))
			return 2;
		ec_mul_base_fe(g, &fx, &fy, k, &blind);
		VALGRIND_MAKE_MEM_DEFINED(&fx, sizeof(fx));
		VALGRIND_MAKE_MEM_DEFINED(&fy, sizeof(fy));
		if (!fe_value(g, &fx, x, ctx) || !fe_value(g, &fy, y, ctx))
			return 2;
#else
		fprintf(stderr, "ct: built without CT_TABLE\n");
		return 2;
#endif
	} else {
		if (!EC_POINT_mul(g, r, k, NULL, NULL, ctx))
			return 2;
		declassify_bn(r->X);
		declassify_bn(r->Y);
		declassify_bn(r->Z);
		VALGRIND_MAKE_MEM_DEFINED(&r->Z_is_one, sizeof(r->Z_is_one));
		if (!EC_POINT_get_affine_coordinates(g, r, x, y, ctx))
			return 2;
	}
	VALGRIND_MAKE_MEM_DEFINED(k->d, k->top * sizeof(BN_ULONG));

	if (BN_cmp(x, wx) != 0 || BN_cmp(y, wy) != 0) {
		printf("%s: WRONG\n", argv[2]);
		return 1;
	}
	printf("%s: right\n", argv[2]);
	return 0;
}
