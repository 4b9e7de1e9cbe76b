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
 * The part of LibreSSL's private crypto/bn/bn_local.h that
 * ec_curve_tables.h initializes, for compiling it against OpenSSL's
 * headers in the reference checker and the compile tests.  The members
 * are LibreSSL's, in its order; only the named initializers of the
 * header depend on them.
 */
#ifndef ECTAB_CHECKER_BN_LOCAL_H
#define ECTAB_CHECKER_BN_LOCAL_H

#include <openssl/bn.h>

struct bignum_st {
	BN_ULONG	*d;
	int		 top;
	int		 dmax;
	int		 neg;
	int		 flags;
};

struct bn_mont_ctx_st {
	int		 ri;
	BIGNUM		 RR;
	BIGNUM		 N;
	BN_ULONG	 n0[2];
	int		 flags;
};

#endif
