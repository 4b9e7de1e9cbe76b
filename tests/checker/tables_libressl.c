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
 * Adapter for headers in the layout of templates/libressl.tmpl: copies
 * each descriptor of ec_curve_tables[] into a ref_table.  The header is
 * named by TABLES_HEADER (default "ec_curve_tables.h").  OpenSSL's
 * headers stand in for LibreSSL's; they lack NID_FRP256v1 (936 in
 * LibreSSL).
 */
#include <openssl/bn.h>
#include <openssl/obj_mac.h>

#ifndef NID_FRP256v1
#define NID_FRP256v1	936
#endif

#ifndef TABLES_HEADER
#define TABLES_HEADER	"ec_curve_tables.h"
#endif
#include TABLES_HEADER

#include "checker.h"

#define COUNT	(sizeof(ec_curve_tables) / sizeof(ec_curve_tables[0]))

static struct ref_table tables[COUNT];

static struct ref_bn
bn(struct ec_curve_table_bn b)
{
	struct ref_bn	 r;

	r.d = b.d;
	r.top = b.top;
	return r;
}

size_t
ref_tables(const struct ref_table **out)
{
	size_t	 i;

	for (i = 0; i < COUNT; i++) {
		const struct ec_curve_table *e = &ec_curve_tables[i];
		struct ref_table *t = &tables[i];

		t->nid = e->nid;
		t->name = e->name;
		t->field_bits = e->field_bits;
		t->field_words = e->field_words;
		t->order_words = e->order_words;
		t->p = bn(e->p);
		t->a = bn(e->a);
		t->b = bn(e->b);
		t->gx = bn(e->gx);
		t->gy = bn(e->gy);
		t->order = bn(e->order);
		t->cofactor = bn(e->cofactor);
		t->mont_one = bn(e->mont_one);
		t->mont_rr = bn(e->mont_rr);
		t->n0[0] = e->n0[0];
		t->n0[1] = e->n0[1];
		t->mont_a = bn(e->mont_a);
		t->mont_b = bn(e->mont_b);
		t->mont_gx = bn(e->mont_gx);
		t->mont_gy = bn(e->mont_gy);
		t->order_mont_one = bn(e->order_mont_one);
		t->order_mont_rr = bn(e->order_mont_rr);
		t->order_n0[0] = e->order_n0[0];
		t->order_n0[1] = e->order_n0[1];
		t->a_is_minus3 = e->a_is_minus3;
		t->seed = e->seed;
		t->seed_len = e->seed_len;
	}
	*out = tables;
	return COUNT;
}

/* The count the header declares, to be compared with the table's. */
size_t
ref_tables_declared(void)
{
	return EC_CURVE_TABLES_COUNT;
}

/*
 * This layout holds NIDs as compiled NID_ symbols, never their names:
 * there is nothing to resolve.
 */
int
ref_nid_symbol(const char *name)
{
	(void)name;
	return NID_undef;
}
