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
 * Adapter for headers in the layout of templates/generic.tmpl: copies
 * the descriptors of the table for the build's word size (BN_BITS2) into
 * ref_tables.  The header is named by TABLES_HEADER, its prefixes by
 * TABLES_PREFIX and TABLES_MACRO_PREFIX (default ectab_ and ECTAB_).  n0 is held there as one 64-bit value;
 * BN_MONT_CTX's n0[2] is that value as one word and a zero on 64-bit,
 * the low then the high word on 32-bit, and n0_w must be its low word.
 *
 * CONSTANTS names a file that gen/checker/lib.sh's constant_rows writes
 * from ectab list --constants: CONSTANT(name, len, modulus, formula) for
 * each derived constant, so that every one the header's structs hold
 * reaches the checker, which recomputes it from its formula, without an
 * edit here when a constant is added.
 *
 * The header names NID_ symbols as strings.  NID_SYMBOLS names a file
 * that gen/checker/lib.sh's nid_symbols writes from the header: an entry
 * { "NID_x", NID_x } for each symbol OpenSSL's headers define, so that
 * the checker compares the symbol's value, as a library compiling it
 * would see it, with OpenSSL's NID of the curve.
 */
#include <string.h>

#include <openssl/bn.h>
#include <openssl/objects.h>

#ifndef TABLES_HEADER
#define TABLES_HEADER	"ectab_curves.h"
#endif
#include TABLES_HEADER

#include "checker.h"

#ifndef TABLES_PREFIX
#define TABLES_PREFIX	ectab_
#define TABLES_MACRO_PREFIX	ECTAB_
#endif
#define PASTE(a, b)	a ## b
#define NAME(a, b)	PASTE(a, b)
#if BN_BITS2 == 64
#define TABLE		NAME(TABLES_PREFIX, curves64)
#define NUM		struct NAME(TABLES_PREFIX, num64)
#else
#define TABLE		NAME(TABLES_PREFIX, curves32)
#define NUM		struct NAME(TABLES_PREFIX, num32)
#endif

#define COUNT	(sizeof(TABLE) / sizeof(TABLE[0]))

/* uintW_t and BN_ULONG are the same width; the cast is checked here. */
typedef char word_sizes_agree[sizeof(*TABLE[0].p.d) == sizeof(BN_ULONG) ?
    1 : -1];

static struct ref_table tables[COUNT];

static const struct {
	const char	*name;
	int		 nid;
} nid_symbols[] = {
#ifdef NID_SYMBOLS
#include NID_SYMBOLS
#endif
	{ NULL, NID_undef }
};

/* Returns the value of the NID_ symbol name, or NID_undef. */
int
ref_nid_symbol(const char *name)
{
	size_t	 i;

	for (i = 0; nid_symbols[i].name != NULL; i++)
		if (strcmp(nid_symbols[i].name, name) == 0)
			return nid_symbols[i].nid;
	return NID_undef;
}

static struct ref_bn
bn(NUM b)
{
	struct ref_bn	 r;

	r.d = (const BN_ULONG *)b.d;
	r.top = b.top;
	return r;
}

static void
n0_words(BN_ULONG out[2], uint64_t n0)
{
#if BN_BITS2 == 64
	out[0] = (BN_ULONG)n0;
	out[1] = 0;
#else
	out[0] = (BN_ULONG)(n0 & 0xffffffffu);
	out[1] = (BN_ULONG)(n0 >> 32);
#endif
}

/* Appends to t the row of a derived constant. */
static struct ref_const *
constant(struct ref_table *t, const char *name, enum ref_len len,
    char modulus, const char *formula)
{
	struct ref_const *k = &t->consts[t->nconsts++];

	k->name = name;
	k->len = len;
	k->modulus = modulus;
	k->formula = formula;
	return k;
}

/* The value of a derived constant, by its length. */
static void
hold_ARRAY(struct ref_const *k, NUM x)
{
	k->v = bn(x);
}

static void
hold_U64(struct ref_const *k, uint64_t x)
{
	n0_words(k->buf, x);
	k->v.d = k->buf;
}

static void
hold_WORD(struct ref_const *k, BN_ULONG x)
{
	k->buf[0] = x;
	k->v.d = k->buf;
}

#ifndef CONSTANTS
#error "CONSTANTS: the rows of ectab list --constants (gen/checker/lib.sh)"
#endif

/* The table cannot hold more constants than the checker has room for. */
static const char *const listed[] = {
#define CONSTANT(name, len, modulus, formula)	#name,
#include CONSTANTS
#undef CONSTANT
};
typedef char room_for_constants[sizeof(listed) / sizeof(listed[0]) <=
    REF_MAX_CONSTS ? 1 : -1];

size_t
ref_tables(const struct ref_table **out)
{
	size_t	 i;

	for (i = 0; i < COUNT; i++) {
		struct ref_table *t = &tables[i];

		memset(t, 0, sizeof(*t));
		t->nid = NID_undef;
		t->name = TABLE[i].name;
		t->field_bits = TABLE[i].field_bits;
		t->field_words = TABLE[i].field_words;
		t->order_words = TABLE[i].order_words;
		t->p = bn(TABLE[i].p);
		t->a = bn(TABLE[i].a);
		t->b = bn(TABLE[i].b);
		t->gx = bn(TABLE[i].gx);
		t->gy = bn(TABLE[i].gy);
		t->order = bn(TABLE[i].n);
		t->cofactor = bn(TABLE[i].h);
		t->mont_one = bn(TABLE[i].r);
		t->mont_rr = bn(TABLE[i].rr);
		n0_words(t->n0, TABLE[i].n0);
		t->mont_a = bn(TABLE[i].a_mont);
		t->mont_b = bn(TABLE[i].b_mont);
		t->mont_gx = bn(TABLE[i].gx_mont);
		t->mont_gy = bn(TABLE[i].gy_mont);
		t->order_mont_one = bn(TABLE[i].order_r);
		t->order_mont_rr = bn(TABLE[i].order_rr);
		n0_words(t->order_n0, TABLE[i].order_n0);
		t->a_is_minus3 = TABLE[i].a_is_minus3;
		t->seed = TABLE[i].seed;
		t->seed_len = TABLE[i].seed_len;
		t->order_bits = TABLE[i].order_bits;
		t->n0_w = TABLE[i].n0_w;
		t->order_n0_w = TABLE[i].order_n0_w;
		t->has_n0_w = 1;
		t->oid = TABLE[i].oid;
		t->nid_name = TABLE[i].nid;
#define CONSTANT(name, len, modulus, formula) \
		hold_##len(constant(t, #name, REF_##len, modulus, formula), \
		    TABLE[i].name);
#include CONSTANTS
#undef CONSTANT
	}
	*out = tables;
	return COUNT;
}

size_t
ref_tables_declared(void)
{
	return NAME(TABLES_MACRO_PREFIX, CURVE_COUNT);
}
