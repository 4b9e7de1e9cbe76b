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
 * Adapter of the point-table checker for OpenSSL's comb tables of G,
 * gmul of crypto/ec/ecp_nistp224.c (-DLAYOUT_NISTP224), ecp_nistp256.c
 * (-DLAYOUT_NISTP256) and ecp_nistp521.c (-DLAYOUT_NISTP521): the block
 * alone, as templates openssl-nistp224, -nistp256 and -nistp521 write
 * it, with the types OpenSSL declares before it.  Entry i of table t is
 * the sum over the bits j of i of 2^(STRIDE j + t STRIDE / tables) G,
 * as OpenSSL's comments above each table say and its code reads it
 * (bits 56, 64 and 130 apart): entry 0 the point at infinity, all zero;
 * the points (x, y, z), z = 1, not in Montgomery form, each coordinate
 * a field element of LIMBS limbs of LIMB_BITS bits in 64-bit words,
 * least significant first.  These tables are in OpenSSL's 64-bit code
 * only (it needs __uint128_t), so the adapter builds with 64-bit words
 * only.  TABLE_NID names the curve: the header does not say it.
 * OpenSSL's other table, ecp_nistz256_table.c, has BoringSSL's
 * declarations, and ptables_boringssl.c (-DLAYOUT_NISTZ) reads it.
 */
#include <stdint.h>

#include <openssl/objects.h>

#include "ptables.h"

#if BN_BITS2 != 64
#error "OpenSSL's gmul tables are in its 64-bit code only"
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
#elif defined(LAYOUT_NISTP521)
typedef uint64_t limb;
typedef limb felem[9];
#define FELEM		felem
#define LIMB_BITS	58
#define STRIDE		130
#else
#error "LAYOUT_NISTP224, LAYOUT_NISTP256 or LAYOUT_NISTP521"
#endif

#include TABLES_HEADER

/* A limb and BN_ULONG are the same width; the cast is checked here. */
typedef char limb_is_a_word[sizeof(FELEM) % sizeof(BN_ULONG) == 0 &&
    sizeof(uint64_t) == sizeof(BN_ULONG) ? 1 : -1];

#define ENTRIES	16
#define LIMBS	((int)(sizeof(FELEM) / sizeof(uint64_t)))
#define TABLES	((int)(sizeof(gmul) / (ENTRIES * 3 * sizeof(FELEM))))

static struct ref_ptable table;

size_t
ref_ptables(const struct ref_ptable **out)
{
	table.nid = TABLE_NID;
	table.curve = OBJ_nid2sn(TABLE_NID);
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
	*out = &table;
	return 1;
}
