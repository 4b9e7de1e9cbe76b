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
 * The security report: the structure of the curve's numbers (a = 0,
 * a = -3, a small b, a sparse p), sizes and the security level they
 * give, a = -3 and the cofactor against SEC 1's bound; then SafeCurves'
 * criteria (safecurves.c), from the certificates.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <gmp.h>

#include "cert.h"
#include "curve.h"
#include "safecurves.h"
#include "security.h"
#include "util.h"

/* Below this, Pollard's rho on the group is a warning (SP 800-57: 112). */
#define MIN_SECURITY	112

/* Reports the sizes of p and n and the level of security n gives. */
static void
report_sizes(struct report *rep)
{
	const struct curve *c = rep->curve;
	size_t		 pb = mpz_sizeinbase(c->p, 2),
	    nb = mpz_sizeinbase(c->n, 2);
	size_t		 level = nb / 2;

	report_add(rep, "size", level < MIN_SECURITY ? VERDICT_WARN :
	    VERDICT_OK, KEY_N, "p has %zu bits, n %zu: about %zu-bit "
	    "security against Pollard's rho%s", pb, nb, level,
	    level < MIN_SECURITY ? ", below 112" : "");
}

/* Reports whether a = -3, which the faster doubling formulas need. */
static void
report_a(struct report *rep)
{
	report_add(rep, "a-minus-3", VERDICT_INFO, KEY_A, curve_a_is_minus3(
	    rep->curve) ? "a = -3 (mod p)" : "a != -3 (mod p)");
}

/*
 * Reports the cofactor against the bound of SEC 1 v2 section 3.1.1.2.1,
 * step 6: h <= 2^(t/8), that is h^8 <= 2^t, for the security level t
 * the field gives, ceil(log2 p) = 2t (t = 256 for 521 bits).  SEC 1 only
 * names the levels 80, 112, 128, 192 and 256; ectab takes any field
 * size (brainpoolP320r1's gives 160), so a cofactor over the bound is a
 * warning, not a refusal.
 */
static void
report_cofactor(struct report *rep)
{
	const struct curve *c = rep->curve;
	size_t		 t = mpz_sizeinbase(c->p, 2) / 2;
	mpz_t		 h8, bound;
	int		 over;

	if (t > 256)
		t = 256;
	mpz_inits(h8, bound, NULL);
	mpz_pow_ui(h8, c->h, 8);
	mpz_setbit(bound, t);
	over = mpz_cmp(h8, bound) > 0;
	report_add(rep, "cofactor-bound", over ? VERDICT_WARN : VERDICT_OK,
	    KEY_H, "h = %Zd %s 2^(t/8), as h^8 %s 2^t, for t = %zu, the "
	    "security level of a %zu-bit field (SEC 1 v2 3.1.1.2.1)", c->h,
	    over ? ">" : "<=", over ? ">" : "<=", t, mpz_sizeinbase(c->p, 2));
	mpz_clears(h8, bound, NULL);
}

/*
 * Appends to sb the non-adjacent form of p (p = sum of +-2^i, no two
 * adjacent) if it has at most max terms; returns the number of terms.
 */
static size_t
sparse_form(struct strbuf *sb, const mpz_t p, size_t max)
{
	mpz_t		 x;
	size_t		 i, n = 0, cap = mpz_sizeinbase(p, 2) + 2;
	int		*d;

	d = xcalloc(cap, sizeof(*d));
	mpz_init_set(x, p);
	for (i = 0; mpz_sgn(x) != 0; i++) {
		if (mpz_odd_p(x)) {
			d[i] = mpz_fdiv_ui(x, 4) == 1 ? 1 : -1;
			if (d[i] > 0)
				mpz_sub_ui(x, x, 1);
			else
				mpz_add_ui(x, x, 1);
			n++;
		}
		mpz_fdiv_q_2exp(x, x, 1);
	}
	if (n <= max) {
		for (i = cap; i-- > 0; ) {
			if (d[i] == 0)
				continue;
			if (sb->len > 0 || d[i] < 0)
				strbuf_adds(sb, d[i] < 0 ? " - " : " + ");
			if (i == 0)
				strbuf_adds(sb, "1");
			else if (i == 1)
				strbuf_adds(sb, "2");
			else
				strbuf_addf(sb, "2^%zu", i);
		}
	}
	mpz_clear(x);
	free(d);
	return n;
}

/* Reports what structure the curve's numbers have. */
static void
report_structure(struct report *rep)
{
	const struct curve *c = rep->curve;
	struct strbuf	 sb;
	size_t		 terms;
	char		 a[64], b[64];

	strbuf_init(&sb);
	if (mpz_sgn(c->a) == 0)
		snprintf(a, sizeof(a), "a = 0");
	else if (curve_a_is_minus3(c))
		snprintf(a, sizeof(a), "a = -3");
	else
		snprintf(a, sizeof(a), "a of %zu bits",
		    mpz_sizeinbase(c->a, 2));
	if (mpz_sizeinbase(c->b, 2) <= 32)
		gmp_snprintf(b, sizeof(b), "b = %Zd", c->b);
	else
		snprintf(b, sizeof(b), "b of %zu bits",
		    mpz_sizeinbase(c->b, 2));
	terms = sparse_form(&sb, c->p, 8);
	report_add(rep, "structure", VERDICT_INFO, KEY_P, "%s, %s; p %s%s",
	    a, b, terms <= 8 ? "= " : "has no sparse form: ",
	    terms <= 8 ? sb.s : "more than 8 signed powers of 2");
	strbuf_free(&sb);
}

/*
 * Adds the security findings of a valid curve to rep; all holds the
 * curves a twist may name.
 */
void
security_report(struct report *rep, const struct curve_list *all)
{
	struct report	 scratch;
	struct proofs	 pr;

	report_structure(rep);
	report_sizes(rep);
	report_a(rep);
	report_cofactor(rep);
	/* Validation has checked the certificates: this only reads them. */
	report_init(&scratch, rep->curve);
	if (proofs_read(&scratch, &pr) == 0)
		safecurves_report(rep, &pr, all);
	proofs_free(&pr);
	report_free(&scratch);
}
