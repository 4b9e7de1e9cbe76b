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
 * Adapter of the point-table checker for headers in the layout of
 * templates/libressl.tmpl made with a table of G (ectab -g
 * comb:shape=comb,...): the base_table of each static group of
 * ec_builtin_groups[] that has one, in the section of the build's word
 * size.  It is a comb of combs tables (the checker's rows) of 2^teeth -
 * 1 points: point i - 1 of table c is the sum of 2^(c * spacing / combs
 * + t * spacing) * G over the bits t of i (the checker's stride is
 * spacing), in the Montgomery form of the group's fm, fm.n words a
 * coordinate, for LibreSSL's ec_mul_base_fe(), which reads every point
 * its shape says and the scalar's bits where the shape puts the teeth:
 * so the shape is proved too (covers).  A group with fm but no table is
 * listed with no points, and one with a table but no fm with no words a
 * coordinate, which the checker refuses.  Build with -Ilibressl, as
 * tables_libressl.c.
 */
#include <string.h>

#include <openssl/bn.h>
#include <openssl/objects.h>

#ifndef TABLES_HEADER
#define TABLES_HEADER	"ec_curve_tables.h"
#endif
#include TABLES_HEADER

#include "ptables.h"

#define COUNT	(sizeof(ec_builtin_groups) / sizeof(ec_builtin_groups[0]))

const struct ec_method_st ec_GFp_mont_method = { 0 };

static struct ref_ptable tables[COUNT];

size_t
ref_ptables(const struct ref_ptable **out)
{
	const struct ec_base_table *bt;
	size_t	 i, n = 0;

	for (i = 0; i < COUNT; i++) {
		const EC_GROUP *g = &ec_builtin_groups[i];
		struct ref_ptable *t = &tables[n];

		if ((bt = g->base_table) == NULL && g->fm.n == 0)
			continue;
		memset(t, 0, sizeof(*t));
		t->nid = g->nid;
		t->curve = g->nid == NID_FRP256v1 ? "FRP256v1" :
		    OBJ_nid2sn(g->nid);
		t->name = "base_table";
		t->kind = REF_COMB;
		t->covers = 1;
		t->words = g->fm.n <= 64 ? (int)g->fm.n : -1;
		t->mont = 1;
		if (bt != NULL) {
			t->teeth = bt->teeth;
			t->rows = bt->combs;
			t->stride = bt->spacing;
			t->size = bt->teeth >= 1 && bt->teeth <= 30 ?
			    (1 << bt->teeth) - 1 : 0;
			t->points = bt->points;
		}
		n++;
	}
	*out = tables;
	return n;
}
