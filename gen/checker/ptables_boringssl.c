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
 * Adapter of the point-table checker for BoringSSL's two generated
 * tables, as templates boringssl-p256-nistz (-DLAYOUT_NISTZ) and
 * boringssl-p256-fiat (-DLAYOUT_FIAT) write them: the types and macros
 * BoringSSL defines around them, for 256-bit fields, the word size of
 * the build.  The header does not say its curve: TABLE_NID names it, and
 * TABLE_STRIDE the comb's stride (64 for a 256-bit order).  BoringSSL's
 * nistz table is OpenSSL's: -DLAYOUT_NISTZ reads OpenSSL's
 * crypto/ec/ecp_nistz256_table.c too (template openssl-nistz256), whose
 * TOBN and P256_POINT_AFFINE OpenSSL's ecp_nistz256.c defines alike.
 */
#include <stdint.h>

#include <openssl/objects.h>

#include "ptables.h"

#define LIMBS	(256 / BN_BITS2)

#if defined(LAYOUT_NISTZ)
#if BN_BITS2 == 64
#define TOBN(hi, lo)	((BN_ULONG)(hi) << 32 | (lo))
#else
#define TOBN(hi, lo)	(lo), (hi)
#endif
#define alignas		_Alignas
typedef struct {
	BN_ULONG	 X[LIMBS];
	BN_ULONG	 Y[LIMBS];
} P256_POINT_AFFINE;
typedef P256_POINT_AFFINE PRECOMP256_ROW[64];
#include TABLES_HEADER
#define TABLE	ecp_nistz256_precomputed
#elif defined(LAYOUT_FIAT)
#if BN_BITS2 == 64
#define OPENSSL_64_BIT
#else
#define OPENSSL_32_BIT
#endif
typedef BN_ULONG fiat_p256_felem[LIMBS];
#include TABLES_HEADER
#define TABLE	fiat_p256_g_pre_comp
#else
#error "LAYOUT_NISTZ or LAYOUT_FIAT"
#endif

#define ROWS	((int)(sizeof(TABLE) / sizeof(TABLE[0])))
#define SIZE	((int)(sizeof(TABLE[0]) / (2 * LIMBS * sizeof(BN_ULONG))))

static struct ref_ptable table;

size_t
ref_ptables(const struct ref_ptable **out)
{
	table.nid = TABLE_NID;
	table.curve = OBJ_nid2sn(TABLE_NID);
#if defined(LAYOUT_NISTZ)
	table.name = "ecp_nistz256_precomputed";
	table.kind = REF_MULTIPLES;
	table.step = 7;
#else
	table.name = "fiat_p256_g_pre_comp";
	table.kind = REF_COMB;
	table.teeth = 4;
	table.stride = TABLE_STRIDE;
#endif
	table.rows = ROWS;
	table.size = SIZE;
	table.words = LIMBS;
	table.mont = 1;
	table.points = (const BN_ULONG *)TABLE;
	*out = &table;
	return 1;
}
