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
 * The part of LibreSSL's private crypto/ec/ec_local.h that
 * ec_curve_tables.h initializes, for compiling it against OpenSSL's
 * headers (see bn_local.h here).  OpenSSL's headers lack NID_FRP256v1,
 * which is 936 in LibreSSL.
 */
#ifndef ECTAB_CHECKER_EC_LOCAL_H
#define ECTAB_CHECKER_EC_LOCAL_H

#include <stddef.h>

#include <openssl/bn.h>
#include <openssl/ec.h>
#include <openssl/objects.h>

#include "bn_local.h"
#include "ec_internal.h"

#ifndef NID_FRP256v1
#define NID_FRP256v1	936
#endif

struct ec_group_st {
	const struct ec_method_st *meth;
	EC_POINT	*generator;
	BIGNUM		*order;
	BIGNUM		*cofactor;
	int		 nid;
	int		 asn1_flag;
	point_conversion_form_t asn1_form;
	unsigned char	*seed;
	size_t		 seed_len;
	BIGNUM		*p;
	BIGNUM		*a;
	BIGNUM		*b;
	int		 a_is_minus3;
	BN_MONT_CTX	*mont_ctx;
	EC_FIELD_MODULUS fm;
	EC_FIELD_ELEMENT fe_a;
	EC_FIELD_ELEMENT fe_b;
	int		 static_data;
	int		 static_seed;
	const struct ec_base_table *base_table;
};

/*
 * A comb of G for ec_mul_base_fe(), of combs tables of 2^teeth - 1
 * points: point i - 1 of table c, for i = 1, ..., 2^teeth - 1, is the
 * sum of 2^(c * spacing / combs + t * spacing) * G over the bits t of i,
 * affine x then y in the Montgomery form of the group's fm, fm.n words
 * each.  teeth * spacing is at least the order's bits, and spacing is a
 * multiple of combs.
 */
struct ec_base_table {
	int		 teeth;
	int		 combs;
	int		 spacing;
	const BN_ULONG	*points;
};

struct ec_point_st {
	const struct ec_method_st *meth;
	int		 nid;
	BIGNUM		*X;
	BIGNUM		*Y;
	BIGNUM		*Z;
	int		 Z_is_one;
};

/*
 * LibreSSL's EC_GFp_mont_method(), as an object; here a stand-in, which
 * the file that includes the header defines.
 */
struct ec_method_st {
	int		 stand_in;
};
extern const struct ec_method_st ec_GFp_mont_method;

#endif
