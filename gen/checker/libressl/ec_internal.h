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
 * The part of LibreSSL's private crypto/ec/ec_internal.h that
 * ec_curve_tables.h initializes (see bn_local.h here): the fixed-size
 * field elements of its newer field code, sized for 521-bit fields
 * (9 words of 64 bits, 17 of 32), and the modulus with its Montgomery
 * constants.
 */
#ifndef ECTAB_CHECKER_EC_INTERNAL_H
#define ECTAB_CHECKER_EC_INTERNAL_H

#include <stddef.h>

#include <openssl/bn.h>

#define EC_FIELD_ELEMENT_MAX_BITS	521
#define EC_FIELD_ELEMENT_MAX_BYTES	((EC_FIELD_ELEMENT_MAX_BITS + 7) / 8)
#define EC_FIELD_ELEMENT_MAX_WORDS \
    ((EC_FIELD_ELEMENT_MAX_BYTES + sizeof(BN_ULONG) - 1) / sizeof(BN_ULONG))

typedef struct {
	BN_ULONG	 w[EC_FIELD_ELEMENT_MAX_WORDS];
} EC_FIELD_ELEMENT;

typedef struct {
	size_t		 n;		/* words of m */
	EC_FIELD_ELEMENT m;
	EC_FIELD_ELEMENT rr;		/* R^2 mod m */
	BN_ULONG	 minv0;		/* -m^-1 mod 2^BN_BITS2 */
} EC_FIELD_MODULUS;

#endif
