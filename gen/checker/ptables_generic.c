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
 * templates/generic.tmpl made with tables (ectab -g): the descriptor
 * table of the build's word size, TABLES_PREFIX tables64 or tables32.
 * The curve is found in OpenSSL by its name.
 */
#include <string.h>

#include <openssl/ec.h>
#include <openssl/objects.h>

#ifndef TABLES_HEADER
#define TABLES_HEADER	"ectab_curves.h"
#endif
#include TABLES_HEADER

#include "ptables.h"

#ifndef TABLES_PREFIX
#define TABLES_PREFIX	ectab_
#endif
#define PASTE(a, b)	a ## b
#define NAME(a, b)	PASTE(a, b)
#if BN_BITS2 == 64
#define TABLES		NAME(TABLES_PREFIX, tables64)
#else
#define TABLES		NAME(TABLES_PREFIX, tables32)
#endif
#define COUNT	(sizeof(TABLES) / sizeof(TABLES[0]))

/* uintW_t and BN_ULONG are the same width; the cast is checked here. */
typedef char word_sizes_agree[sizeof(*TABLES[0].points) ==
    sizeof(BN_ULONG) ? 1 : -1];

static struct ref_ptable tables[COUNT];

size_t
ref_ptables(const struct ref_ptable **out)
{
	size_t	 i;

	for (i = 0; i < COUNT; i++) {
		struct ref_ptable *t = &tables[i];

		memset(t, 0, sizeof(*t));
		t->curve = TABLES[i].curve;
		if ((t->nid = OBJ_sn2nid(t->curve)) == NID_undef)
			t->nid = EC_curve_nist2nid(t->curve);
		t->name = TABLES[i].name;
		t->kind = strcmp(TABLES[i].kind, "comb") == 0 ? REF_COMB :
		    REF_MULTIPLES;
		t->rows = TABLES[i].rows;
		t->size = TABLES[i].size;
		t->step = TABLES[i].step;
		t->teeth = TABLES[i].teeth;
		t->stride = TABLES[i].stride;
		t->odd = TABLES[i].odd;
		t->zero = TABLES[i].zero;
		t->words = TABLES[i].words;
		t->mont = 1;
		t->points = (const BN_ULONG *)TABLES[i].points;
	}
	*out = tables;
	return COUNT;
}
