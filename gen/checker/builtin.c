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
 * The checker of BoringSSL's builtin_curves.h, as template boringssl
 * writes it: every constant of every curve of BUILTIN_LIST, a file of
 * lines CURVE(name, nid) or PLAIN_CURVE(name, nid) (the latter with b
 * and G in plain form too, as P-224 has), compared word by word with
 * what OpenSSL's group of the curve gives: p and n; R mod p, R^2 mod p
 * and R_n^2 mod n from OpenSSL's BN_MONT_CTX; b and G in Montgomery
 * form; -p^-1 and -n^-1 mod 2^64.  Built with 64- and with 32-bit words.
 */
#include <stdint.h>
#include <stdio.h>

#include <openssl/bn.h>
#include <openssl/ec.h>
#include <openssl/objects.h>

#if BN_BITS2 == 64
#define OPENSSL_64_BIT
#else
#define OPENSSL_32_BIT
#endif
#include TABLES_HEADER

#include "words.h"

enum what {
	FIELD, ORDER, B, GX, GY, FIELD_R, FIELD_RR, ORDER_RR, MONT_B,
	MONT_GX, MONT_GY, NWHAT
};
static const char *const what_names[NWHAT] = {
	"Field", "Order", "B", "GX", "GY", "FieldR", "FieldRR", "OrderRR",
	"MontB", "MontGX", "MontGY"
};

struct item {
	const char	*curve;
	int		 nid;
	enum what	 what;
	const BN_ULONG	*d;
	int		 words;
};

struct n0 {
	const char	*curve;
	int		 nid;
	uint64_t	 field, order;
};

#define ITEM(name, nid, w, suffix) \
	{ #name, nid, w, (const BN_ULONG *)k##name##suffix, \
	    (int)(sizeof(k##name##suffix) / sizeof(BN_ULONG)) }
#define CURVE(name, nid) \
	ITEM(name, nid, FIELD, Field), ITEM(name, nid, ORDER, Order), \
	ITEM(name, nid, FIELD_R, FieldR), ITEM(name, nid, FIELD_RR, FieldRR), \
	ITEM(name, nid, ORDER_RR, OrderRR), ITEM(name, nid, MONT_B, MontB), \
	ITEM(name, nid, MONT_GX, MontGX), ITEM(name, nid, MONT_GY, MontGY),
#define PLAIN_CURVE(name, nid) \
	CURVE(name, nid) \
	ITEM(name, nid, B, B), ITEM(name, nid, GX, GX), ITEM(name, nid, GY, GY),

static const struct item items[] = {
#include BUILTIN_LIST
};

#undef CURVE
#undef PLAIN_CURVE
#define CURVE(name, nid) \
	{ #name, nid, k##name##FieldN0, k##name##OrderN0 },
#define PLAIN_CURVE(name, nid)	CURVE(name, nid)

static const struct n0 n0s[] = {
#include BUILTIN_LIST
};

/* Sets v to OpenSSL's value of it->what for its curve. */
static int
expected(BIGNUM *v, const struct item *it, BN_CTX *ctx)
{
	EC_GROUP	*g;
	BN_MONT_CTX	*mp = NULL, *mn = NULL;
	BIGNUM		*p, *a, *b, *x, *y;
	const BIGNUM	*n;
	int		 ok = 0;

	if ((g = EC_GROUP_new_by_curve_name(it->nid)) == NULL)
		return 0;
	BN_CTX_start(ctx);
	p = BN_CTX_get(ctx);
	a = BN_CTX_get(ctx);
	b = BN_CTX_get(ctx);
	x = BN_CTX_get(ctx);
	y = BN_CTX_get(ctx);
	n = EC_GROUP_get0_order(g);
	if (y == NULL || !EC_GROUP_get_curve(g, p, a, b, ctx) ||
	    !EC_POINT_get_affine_coordinates(g, EC_GROUP_get0_generator(g),
	    x, y, ctx) || (mp = BN_MONT_CTX_new()) == NULL ||
	    (mn = BN_MONT_CTX_new()) == NULL ||
	    !BN_MONT_CTX_set(mp, p, ctx) || !BN_MONT_CTX_set(mn, n, ctx))
		goto done;
	switch (it->what) {
	case FIELD:	ok = BN_copy(v, p) != NULL; break;
	case ORDER:	ok = BN_copy(v, n) != NULL; break;
	case B:		ok = BN_copy(v, b) != NULL; break;
	case GX:	ok = BN_copy(v, x) != NULL; break;
	case GY:	ok = BN_copy(v, y) != NULL; break;
	case FIELD_R:	ok = BN_one(v) && BN_to_montgomery(v, v, mp, ctx);
			break;
	case FIELD_RR:	ok = BN_one(v) && BN_to_montgomery(v, v, mp, ctx) &&
			    BN_to_montgomery(v, v, mp, ctx);
			break;
	case ORDER_RR:	ok = BN_one(v) && BN_to_montgomery(v, v, mn, ctx) &&
			    BN_to_montgomery(v, v, mn, ctx);
			break;
	case MONT_B:	ok = BN_to_montgomery(v, b, mp, ctx); break;
	case MONT_GX:	ok = BN_to_montgomery(v, x, mp, ctx); break;
	case MONT_GY:	ok = BN_to_montgomery(v, y, mp, ctx); break;
	default:	break;
	}
 done:
	BN_MONT_CTX_free(mp);
	BN_MONT_CTX_free(mn);
	BN_CTX_end(ctx);
	EC_GROUP_free(g);
	return ok;
}

/* Returns the words of p, or of n for the order's values. */
static int
want_words(const struct item *it)
{
	EC_GROUP	*g;
	int		 bits = 0;

	if ((g = EC_GROUP_new_by_curve_name(it->nid)) == NULL)
		return -1;
	if (it->what == ORDER || it->what == ORDER_RR)
		bits = BN_num_bits(EC_GROUP_get0_order(g));
	else
		bits = EC_GROUP_get_degree(g);
	EC_GROUP_free(g);
	return (bits + BN_BITS2 - 1) / BN_BITS2;
}

/* Returns -m^-1 mod 2^64 for odd m, from OpenSSL's BIGNUMs. */
static int
n0_of(const BIGNUM *m, uint64_t *out, BN_CTX *ctx)
{
	BIGNUM	*t, *r;
	unsigned char buf[8];
	int	 i, ok = 0;

	BN_CTX_start(ctx);
	t = BN_CTX_get(ctx);
	r = BN_CTX_get(ctx);
	if (r == NULL || !BN_set_bit(t, 64) ||
	    BN_mod_inverse(r, m, t, ctx) == NULL || !BN_sub(r, t, r) ||
	    BN_bn2lebinpad(r, buf, 8) < 0)
		goto done;
	for (*out = 0, i = 7; i >= 0; i--)
		*out = *out << 8 | buf[i];
	ok = 1;
 done:
	BN_CTX_end(ctx);
	return ok;
}

int
main(void)
{
	BN_CTX		*ctx;
	BIGNUM		*v;
	BN_ULONG	 want[REF_MAX_WORDS];
	size_t		 i;
	int		 j, failed = 0, bits = BN_BITS2, words = 0;

	if ((ctx = BN_CTX_new()) == NULL || (v = BN_new()) == NULL)
		return 1;
	for (i = 0; i < sizeof(items) / sizeof(items[0]); i++) {
		const struct item *it = &items[i];

		if (it->words != want_words(it)) {
			printf("FAIL checker %d: k%s%s: %d words, not %d\n",
			    bits, it->curve, what_names[it->what], it->words,
			    want_words(it));
			failed = 1;
			continue;
		}
		if (!expected(v, it, ctx) || !ref_words(v, want, it->words)) {
			printf("FAIL checker %d: k%s%s: OpenSSL has no such "
			    "value in %d words\n", bits, it->curve,
			    what_names[it->what], it->words);
			failed = 1;
			continue;
		}
		for (j = 0; j < it->words; j++)
			if (it->d[j] != want[j])
				break;
		if (j < it->words) {
			printf("FAIL checker %d: k%s%s: word %d differs from "
			    "OpenSSL's\n", bits, it->curve,
			    what_names[it->what], j);
			failed = 1;
			continue;
		}
		words += it->words;
	}
	for (i = 0; i < sizeof(n0s) / sizeof(n0s[0]); i++) {
		EC_GROUP *g = EC_GROUP_new_by_curve_name(n0s[i].nid);
		uint64_t f, o;

		if (g == NULL || !EC_GROUP_get_curve(g, v, NULL, NULL, ctx) ||
		    !n0_of(v, &f, ctx) ||
		    !n0_of(EC_GROUP_get0_order(g), &o, ctx) ||
		    f != n0s[i].field || o != n0s[i].order) {
			printf("FAIL checker %d: k%sFieldN0 or k%sOrderN0 "
			    "differs from OpenSSL's\n", bits, n0s[i].curve,
			    n0s[i].curve);
			failed = 1;
		}
		EC_GROUP_free(g);
	}
	if (!failed)
		printf("PASS checker %d: %zu arrays (%d words) and %zu pairs "
		    "of n0 of builtin_curves.h are OpenSSL's\n", bits,
		    sizeof(items) / sizeof(items[0]), words,
		    sizeof(n0s) / sizeof(n0s[0]));
	BN_free(v);
	BN_CTX_free(ctx);
	return failed;
}
