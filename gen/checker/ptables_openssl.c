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
 * Adapter of the point-table checker for OpenSSL's tables of G in its
 * 64-bit code.  The comb tables gmul of crypto/ec/ecp_nistp224.c
 * (-DLAYOUT_NISTP224), ecp_nistp256.c (-DLAYOUT_NISTP256),
 * ecp_nistp384.c (-DLAYOUT_NISTP384, OpenSSL 3.2 and later) and
 * ecp_nistp521.c (-DLAYOUT_NISTP521): the block alone, as templates
 * openssl-nistp224, -nistp256, -nistp384 and -nistp521 write it, with
 * the types OpenSSL declares before it.  Entry i of table t is the sum
 * over the bits j of i of 2^(STRIDE j + t STRIDE / tables) G, as
 * OpenSSL's comments above each table say and its code reads it (bits
 * 56, 64, 95 and 130 apart): entry 0 the point at infinity, all zero;
 * the points (x, y, z), z = 1, not in Montgomery form, each coordinate
 * a field element of LIMBS limbs of LIMB_BITS bits in 64-bit words,
 * least significant first.  And SM2's table, ecp_sm2p256_table.c
 * (-DLAYOUT_SM2P256, OpenSSL 3.2 and later, read by its 64-bit ARM
 * code), the whole file as template openssl-sm2p256 writes it, which
 * includes <openssl/bn.h> for BN_ULONG: one flat array of 32 subtables
 * of 256 points, entry j of subtable i j * 2^(8i) * G, entry 0 the
 * point at infinity, all zero; affine (x, y), not in Montgomery form,
 * four 64-bit words each, least significant first.  These tables are
 * in OpenSSL's 64-bit code only (gmul needs __uint128_t, SM2's reader
 * is aarch64 assembly), so the adapter builds with 64-bit words only.
 * TABLE_NID names the curve: the file does not say it.  OpenSSL's
 * other table, ecp_nistz256_table.c, has BoringSSL's declarations, and
 * ptables_boringssl.c (-DLAYOUT_NISTZ) reads it.
 */
#include <stdint.h>

#include <openssl/objects.h>

#include "ptables.h"

#if BN_BITS2 != 64
#error "these tables of OpenSSL's are in its 64-bit code only"
#endif

#if defined(LAYOUT_NISTP224)
typedef uint64_t limb;
typedef limb felem[4];
#define FELEM		felem
#define LIMB_BITS	56
#define STRIDE		56
#elif defined(LAYOUT_NISTP256)
typedef uint64_t u64;
typedef u64 smallfelem[4];
#define FELEM		smallfelem
#define LIMB_BITS	64
#define STRIDE		64
#elif defined(LAYOUT_NISTP384)
typedef uint64_t limb;
typedef limb felem[7];
#define FELEM		felem
#define LIMB_BITS	56
#define STRIDE		95
#elif defined(LAYOUT_NISTP521)
typedef uint64_t limb;
typedef limb felem[9];
#define FELEM		felem
#define LIMB_BITS	58
#define STRIDE		130
#elif !defined(LAYOUT_SM2P256)
#error "LAYOUT_NISTP224, _NISTP256, _NISTP384, _NISTP521 or _SM2P256"
#endif

#include TABLES_HEADER

#if defined(LAYOUT_SM2P256)
/* Subtables of 256 affine points, 8 words each. */
#define SIZE	256
#define LIMBS	4
#define ROWS	((int)(sizeof(ecp_sm2p256_precomputed) / \
		    (SIZE * 2 * LIMBS * sizeof(BN_ULONG))))
#else
/* A limb and BN_ULONG are the same width; the cast is checked here. */
typedef char limb_is_a_word[sizeof(FELEM) % sizeof(BN_ULONG) == 0 &&
    sizeof(uint64_t) == sizeof(BN_ULONG) ? 1 : -1];

#define ENTRIES	16
#define LIMBS	((int)(sizeof(FELEM) / sizeof(uint64_t)))
#define TABLES	((int)(sizeof(gmul) / (ENTRIES * 3 * sizeof(FELEM))))
#endif

static struct ref_ptable table;

size_t
ref_ptables(const struct ref_ptable **out)
{
	table.nid = TABLE_NID;
	table.curve = OBJ_nid2sn(TABLE_NID);
#if defined(LAYOUT_SM2P256)
	table.name = "ecp_sm2p256_precomputed";
	table.kind = REF_MULTIPLES;
	table.step = 8;
	table.zero = 1;
	table.rows = ROWS;
	table.size = SIZE;
	table.words = LIMBS;
	table.points = ecp_sm2p256_precomputed;
#else
	table.name = "gmul";
	table.kind = REF_COMB;
	table.teeth = 4;
	table.stride = STRIDE;
	table.zero = 1;
	table.rows = TABLES;
	table.size = ENTRIES;
	table.words = LIMBS;
	table.limb_bits = LIMB_BITS < BN_BITS2 ? LIMB_BITS : 0;
	table.z = 1;
	table.points = (const BN_ULONG *)gmul;
#endif
	*out = &table;
	return 1;
}
