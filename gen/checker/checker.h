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
 * The reference checker's view of a generated header: one ref_table per
 * curve, in the word size of the build (BN_BITS2).  An adapter for each
 * header layout (tables_libressl.c, ...) fills them in, so the checker
 * itself never includes a generated header.
 */
#ifndef ECTAB_CHECKER_H
#define ECTAB_CHECKER_H

#include <stddef.h>

#include <openssl/bn.h>
#include <openssl/ec.h>

#include "words.h"

/* The reference library, as messages name it. */
#ifdef LIBRESSL_VERSION_NUMBER
#define REF_LIB		"LibreSSL"
#else
#define REF_LIB		"OpenSSL"
#endif

struct ref_bn {
	const BN_ULONG	*d;		/* little-endian words */
	int		 top;		/* significant words */
};

/*
 * A derived constant as the header holds it, with its row of ectab list
 * --constants: a number as long as its modulus (with its top), a 64-bit
 * value or one word; the last two as words in buf.
 */
enum ref_len { REF_ARRAY, REF_U64, REF_WORD };

struct ref_const {
	const char	*name;
	const char	*formula;
	char		 modulus;	/* 'p' or 'n' */
	enum ref_len	 len;
	struct ref_bn	 v;
	BN_ULONG	 buf[2];
};

#define REF_MAX_CONSTS	32

struct ref_table {
	int		 nid;		/* or NID_undef where not held */
	const char	*name;
	int		 field_bits;
	int		 field_words;
	int		 order_words;
	struct ref_bn	 p, a, b, gx, gy;
	struct ref_bn	 order, cofactor;
	struct ref_bn	 mont_one, mont_rr;
	BN_ULONG	 n0[2];
	struct ref_bn	 mont_a, mont_b, mont_gx, mont_gy;
	struct ref_bn	 order_mont_one, order_mont_rr;
	BN_ULONG	 order_n0[2];
	int		 a_is_minus3;
	const unsigned char *seed;
	size_t		 seed_len;

	/* Held by some layouts only: */
	int		 order_bits;	/* or 0 */
	int		 has_n0_w;	/* n0_w is set, and order_n0_w */
					/* with the order's constants */
	BN_ULONG	 n0_w;		/* -p^-1 mod 2^BN_BITS2 */
	BN_ULONG	 order_n0_w;	/* -n^-1 mod 2^BN_BITS2 */
	const char	*oid;		/* dotted decimal, or NULL */
	const char	*nid_name;	/* NID_ symbol's name, or NULL */
	struct ref_const consts[REF_MAX_CONSTS];	/* every row of ectab */
	size_t		 nconsts;			/* list --constants */
};

/* The header's tables and their count, and the count it declares. */
size_t	ref_tables(const struct ref_table **);
size_t	ref_tables_declared(void);
int	ref_nid_symbol(const char *);


/* A name of a formula and its value; a NULL name ends a list. */
struct formula_var {
	const char	*name;
	const BIGNUM	*value;
};

int	formula_eval(BIGNUM *, const char *, const struct formula_var *,
	    BN_CTX *, char *, size_t);

/*
 * The functional proof (fproof.c): Montgomery arithmetic on the table's
 * words computes k*G for every k in ks[0..nk), compared with OpenSSL's
 * group; and n*G = O.  Returns the count of checks, or -1 after printing
 * what failed.
 */
int	fproof_curve(const struct ref_table *, const EC_GROUP *,
	    BIGNUM *const *, int, BN_CTX *, const char *);

#endif
