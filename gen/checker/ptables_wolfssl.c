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
 * Adapter of the point-table checker for wolfSSL's tables of G of
 * P-256, P-384 and P-521 in its SP code (wolfcrypt/src/sp_*.c): one
 * block, "static const sp_table_entry_256 p256_table[256] = {" to its
 * "};", as templates wolfssl-c32 (-DLAYOUT_C32), -c64 (-DLAYOUT_C64),
 * -sp64 (-DLAYOUT_SP64), -sp32 (-DLAYOUT_SP32) and -dsp32
 * (-DLAYOUT_DSP32) write it, with the declarations wolfSSL makes
 * before it.  CURVE_BITS (256, 384 or 521) names the curve, as the
 * block's names do, and TABLE_NID the curve for OpenSSL.  An entry is
 * an affine point (x, y), each coordinate wolfSSL's sp_digit x[LIMBS],
 * limbs of LIMB_BITS bits, least significant first: in Montgomery form
 * (R = 2^256, 2^384) for P-256 and P-384, as it is for P-521, as
 * wolfSSL's code for each reads it.  sp_digit is what
 * wolfssl/wolfcrypt/sp_int.h makes it: signed in wolfSSL's C code
 * (sp_c32.c, sp_c64.c, sp_dsp32.c: sp_int32 and sp_int64), unsigned
 * in its assembly (sp_x86_64.c, sp_arm64.c: sp_uint64; sp_arm32.c,
 * sp_armthumb.c, sp_cortexm.c: sp_uint32).  wolfSSL's code defines
 * the table by its length: 2^T entries are a comb of T teeth, entry i
 * the sum over the bits j of i of 2^(d j) G, d = ceil(CURVE_BITS / T)
 * (its stripe code reads bit x + d j of the scalar into bit j of the
 * index); 65 r entries are r rows of multiples, entry 65 r + k
 * k 2^(7 r) G (its code recodes the scalar into r signed digits of 7
 * bits).  Entry 0 of a row is the point at infinity, all zero.
 *
 * Each limb is handed to the checker as a BN_ULONG, whose width must
 * hold it: with 64-bit words every layout, with 32-bit words those of
 * wolfSSL's 32-bit code (c32, sp32, dsp32).
 */
#include <limits.h>
#include <stdio.h>

#include <openssl/objects.h>

#include "ptables.h"

/* wolfssl/wolfcrypt/sp_int.h's integer types, for this compiler. */
typedef unsigned int sp_uint32;
typedef int sp_int32;
#if ULONG_MAX == 18446744073709551615UL
typedef unsigned long sp_uint64;
typedef long sp_int64;
#else
typedef unsigned long long sp_uint64;
typedef long long sp_int64;
#endif

#if defined(LAYOUT_C32)
#define LAYOUT		"c32"
typedef sp_int32 sp_digit;
#define LIMB_BITS	(CURVE_BITS == 256 ? 29 : CURVE_BITS == 384 ? 26 : 25)
#elif defined(LAYOUT_C64)
#define LAYOUT		"c64"
typedef sp_int64 sp_digit;
#define LIMB_BITS	(CURVE_BITS == 256 ? 52 : CURVE_BITS == 384 ? 55 : 58)
#elif defined(LAYOUT_SP64)
#define LAYOUT		"sp64"
typedef sp_uint64 sp_digit;
#define LIMB_BITS	64
#elif defined(LAYOUT_SP32)
#define LAYOUT		"sp32"
typedef sp_uint32 sp_digit;
#define LIMB_BITS	32
#elif defined(LAYOUT_DSP32)
#define LAYOUT		"dsp32"
typedef sp_int32 sp_digit;
#define LIMB_BITS	26
#else
#error "LAYOUT_C32, _C64, _SP64, _SP32 or _DSP32"
#endif

#if CURVE_BITS != 256 && CURVE_BITS != 384 && CURVE_BITS != 521
#error "CURVE_BITS: 256, 384 or 521"
#endif
#if defined(LAYOUT_DSP32) && CURVE_BITS != 256
#error "sp_dsp32.c has a table of P-256 alone"
#endif
#if LIMB_BITS > BN_BITS2
#error "this layout's limbs are wider than the build's words"
#endif

#define LIMBS		((CURVE_BITS + LIMB_BITS - 1) / LIMB_BITS)

#define CAT_(a, b)	a##b
#define CAT(a, b)	CAT_(a, b)
#define STR_(a)		#a
#define STR(a)		STR_(a)

/* The entry, as the file declares it before the table. */
#if defined(LAYOUT_DSP32)
#define ENTRY		sp_table_entry
typedef struct sp_table_entry {
	sp_digit	 x[LIMBS] __attribute__((aligned(128)));
	sp_digit	 y[LIMBS] __attribute__((aligned(128)));
} sp_table_entry;
#else
#define ENTRY		CAT(sp_table_entry_, CURVE_BITS)
typedef struct ENTRY {
	sp_digit	 x[LIMBS];
	sp_digit	 y[LIMBS];
} ENTRY;
#endif

#include TABLES_HEADER

#define TABLE		CAT(CAT(p, CURVE_BITS), _table)
#define ENTRIES		((int)(sizeof(TABLE) / sizeof(TABLE[0])))
/* A row of a table of multiples: k 2^(7 r) G, k = 0 ... 64. */
#define ROW		65
#define STEP		7

static struct ref_ptable table;
static BN_ULONG points[ENTRIES * 2 * LIMBS];
/* The table's name, for messages: "c32 p256_table[256]". */
static char name[64];

size_t
ref_ptables(const struct ref_ptable **out)
{
	int	 i, j, teeth;

	for (i = 0; i < ENTRIES; i++)
		for (j = 0; j < LIMBS; j++) {
			points[2 * i * LIMBS + j] = (BN_ULONG)TABLE[i].x[j];
			points[(2 * i + 1) * LIMBS + j] =
			    (BN_ULONG)TABLE[i].y[j];
		}
	table.nid = TABLE_NID;
	table.curve = OBJ_nid2sn(TABLE_NID);
	snprintf(name, sizeof(name), "%s %s[%d]", LAYOUT, STR(TABLE),
	    ENTRIES);
	table.name = name;
	table.zero = 1;
	if (ENTRIES % ROW == 0) {
		table.kind = REF_MULTIPLES;
		table.step = STEP;
		table.rows = ENTRIES / ROW;
		table.size = ROW;
	} else {
		/* The checker proves that 2^teeth entries cover the order. */
		for (teeth = 1; teeth < 30 && 1 << teeth < ENTRIES; teeth++)
			;
		table.kind = REF_COMB;
		table.teeth = teeth;
		table.stride = (CURVE_BITS + teeth - 1) / teeth;
		table.covers = 1;
		table.rows = 1;
		table.size = ENTRIES;
	}
	table.words = LIMBS;
	table.limb_bits = LIMB_BITS < BN_BITS2 ? LIMB_BITS : 0;
	table.mont = CURVE_BITS != 521;
	table.points = points;
	*out = &table;
	return 1;
}
