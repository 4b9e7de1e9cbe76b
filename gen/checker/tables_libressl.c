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
 * Adapter for headers in the layout of templates/libressl.tmpl: reads
 * each static group of ec_builtin_groups[] into a ref_table.  The
 * header is named by TABLES_HEADER (default "ec_curve_tables.h"); it
 * includes LibreSSL's private bn_local.h and ec_local.h, for which
 * libressl/ here stands in (build with -Ilibressl).
 *
 * The layout holds p, the order and the cofactor; a, b and G only in
 * Montgomery form, with R mod p as G's z; R^2 mod p, n0 and R's bits in
 * the Montgomery context of p, whose modulus is p again; a_is_minus3,
 * the seed and the NID.  What it does not hold (plain a, b and G, the
 * order's Montgomery constants, the field's bits) is left unset, with
 * a NULL array, for the checker to skip.  Where the layout holds a
 * number twice (p as the group's and the context's modulus), or holds a
 * word count as an array's length, a disagreement sets a top or count
 * to -1, which the checker reports as a mismatch of that number; so
 * does a generator whose Z_is_one is not 1 (its Z) or whose NID is not
 * its group's (the name, which is the NID's).
 *
 * A group with a table of G (base_table, a comb, whose shape and
 * points ptables_libressl.c proves) holds p, R^2 mod p, a*R and b*R
 * once more for LibreSSL's field code, in fixed arrays (fm.m, fm.rr,
 * fe_a, fe_b), with p's word count (fm.n) and -p^-1 mod 2^BN_BITS2
 * (fm.minv0); one without a table holds zeros there.  See
 * field_copies().
 */
#include <string.h>

#include <openssl/bn.h>
#include <openssl/obj_mac.h>
#include <openssl/objects.h>

#ifndef TABLES_HEADER
#define TABLES_HEADER	"ec_curve_tables.h"
#endif
#include TABLES_HEADER

#include "checker.h"

#define COUNT	(sizeof(ec_builtin_groups) / sizeof(ec_builtin_groups[0]))

const struct ec_method_st ec_GFp_mont_method = { 0 };

static struct ref_table tables[COUNT];

/* A static BIGNUM of the header; its top is -1 unless it has words. */
static struct ref_bn
bn(const BIGNUM *b, int words)
{
	struct ref_bn	 r;

	r.d = b->d;
	r.top = b->dmax == words && b->flags == BN_FLG_STATIC_DATA &&
	    b->neg == 0 ? b->top : -1;
	return r;
}

/*
 * Whether fe holds the first n words of b and zeros above them: with n 0,
 * whether it is zero.
 */
static int
fe_holds(const EC_FIELD_ELEMENT *fe, const BIGNUM *b, int n)
{
	size_t	 i, max = sizeof(fe->w) / sizeof(fe->w[0]);

	if (n < 0 || (size_t)n > max || (n > 0 && b->dmax < n))
		return 0;
	for (i = 0; i < max; i++)
		if (fe->w[i] != (i < (size_t)n ? b->d[i] : 0))
			return 0;
	return 1;
}

/*
 * The copies of LibreSSL's field code in group g, whose numbers have
 * words words: where fm.n is not 0 (a group with a table of G), fm.n
 * must be words, and fm.m, fm.rr, fe_a and fe_b the words of the group's
 * p, R^2 mod p, a*R and b*R, with zeros above; where it is 0, each must
 * be zero.  A copy that is not sets the top of the number it copies to
 * -1.  fm.minv0 is proved as n0_w, -p^-1 mod 2^BN_BITS2; in a group
 * without a table, n0_w is n0's low word, which the checker proves
 * too, or its complement where minv0 is not 0, so that it mismatches.
 */
static void
field_copies(struct ref_table *t, const EC_GROUP *g, int words)
{
	const EC_FIELD_MODULUS *fm = &g->fm;
	const BN_MONT_CTX *m = g->mont_ctx;
	int	 n = fm->n != 0 ? words : 0;

	if ((fm->n != 0 && fm->n != (size_t)words) ||
	    !fe_holds(&fm->m, g->p, n))
		t->p.top = -1;
	if (!fe_holds(&fm->rr, &m->RR, n))
		t->mont_rr.top = -1;
	if (!fe_holds(&g->fe_a, g->a, n))
		t->mont_a.top = -1;
	if (!fe_holds(&g->fe_b, g->b, n))
		t->mont_b.top = -1;
	t->has_n0_w = 1;
	if (fm->n != 0)
		t->n0_w = fm->minv0;
	else
		t->n0_w = fm->minv0 == 0 ? m->n0[0] : ~m->n0[0];
}

/* The short name of a NID, FRP256v1's included. */
static const char *
nid_name(int nid)
{
	if (nid == NID_FRP256v1)
		return "FRP256v1";
	return OBJ_nid2sn(nid);
}

size_t
ref_tables(const struct ref_table **out)
{
	size_t	 i;

	for (i = 0; i < COUNT; i++) {
		const EC_GROUP *g = &ec_builtin_groups[i];
		const BN_MONT_CTX *m = g->mont_ctx;
		const EC_POINT *gen = g->generator;
		struct ref_table *t = &tables[i];
		int words = m->ri % BN_BITS2 == 0 ? m->ri / BN_BITS2 : -1;

		memset(t, 0, sizeof(*t));
		t->nid = g->nid;
		t->name = gen->nid == g->nid ? nid_name(g->nid) : NULL;
		t->field_words = words;
		t->order_words = g->order->dmax;
		t->p = bn(g->p, words);
		if (m->N.d != g->p->d || m->N.top != g->p->top)
			t->p.top = -1;
		t->order = bn(g->order, g->order->dmax);
		t->cofactor = bn(g->cofactor, g->cofactor->dmax);
		t->mont_one = bn(gen->Z, words);
		if (gen->Z_is_one != 1)
			t->mont_one.top = -1;
		t->mont_rr = bn(&m->RR, words);
		t->n0[0] = m->n0[0];
		t->n0[1] = m->n0[1];
		t->mont_a = bn(g->a, words);
		t->mont_b = bn(g->b, words);
		t->mont_gx = bn(gen->X, words);
		t->mont_gy = bn(gen->Y, words);
		t->a_is_minus3 = g->a_is_minus3;
		t->seed = g->seed;
		t->seed_len = g->seed_len;
		field_copies(t, g, words);
	}
	*out = tables;
	return COUNT;
}

/* The layout declares no count besides the table's own. */
size_t
ref_tables_declared(void)
{
	return COUNT;
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
