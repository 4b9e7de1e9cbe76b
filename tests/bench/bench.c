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
 * make bench: what a static table saves.  For every curve of the
 * generic header ectab_curves.h that tests/bench/run.py makes of
 * LibreSSL's set (ectab -t generic -s libressl), the time of one
 * operation:
 *
 *   bn       the constants built at run time with OpenSSL's BN, as a
 *            library does that creates a group from raw parameters:
 *            BN_MONT_CTX_set for p and for n, BN_to_montgomery of a, b,
 *            Gx, Gy and 1 (the results' BIGNUMs and the BN_CTX are
 *            allocated once, outside the timing);
 *   openssl  EC_GROUP_new_by_curve_name and EC_GROUP_free ("-" for
 *            FRP256v1, which OpenSSL lacks);
 *   table    the curve materialized from the table: a fresh group
 *            object allocated, the descriptor and every word of its
 *            arrays copied into it, freed;
 *   floor    an allocation and copy of the same number of bytes, freed.
 *
 * Each time is the median of SAMPLES samples, with the least and the
 * greatest, a sample being the mean of as many repetitions as take at
 * least SAMPLE_NS.  Then the ratios bn/table, openssl/table and
 * table/floor.  Prints a table, or Markdown with -m.  Nothing is
 * asserted: times are reported, not tested.
 *
 * With -c it times nothing and checks that the operations compute what
 * they stand for: the BN derivation gives the table's Montgomery a, b,
 * Gx, Gy and one, and the materialized group holds the table's words.
 * make check runs that.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <openssl/bn.h>
#include <openssl/crypto.h>
#include <openssl/ec.h>
#include <openssl/objects.h>
#include <openssl/opensslv.h>

#include "ectab_curves.h"

#if ECTAB_WORD_BITS != BN_BITS2
#error "the header's words are not OpenSSL's BN_ULONG"
#endif
#if ECTAB_WORD_BITS == 64
typedef struct ectab_num64 ectab_num;
#else
typedef struct ectab_num32 ectab_num;
#endif

#define SAMPLES		21
#define SAMPLE_NS	2000000.0	/* 2 ms */

/* Keeps the compiler from dropping work whose result is unused. */
#define KEEP(p)		__asm__ volatile("" : : "r"(p) : "memory")

struct stats {
	double	 med, min, max;		/* nanoseconds per operation */
};

/* What one curve's operations work on. */
struct bench {
	const ectab_curve *t;
	int		 nid;		/* OpenSSL's, or NID_undef */
	BN_CTX		*ctx;
	BIGNUM		*p, *a, *b, *gx, *gy, *n, *one;
	BIGNUM		*out[5];
	size_t		 bytes;		/* of a materialized group */
	unsigned char	*src;		/* bytes for the floor to copy */
};

/* The materialized group: the descriptor, its words after it. */
struct group {
	ectab_curve		 t;
	ectab_word		 words[];
};

static double
now_ns(void)
{
	struct timespec	 ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1e9 + ts.tv_nsec;
}

static int
compare_double(const void *a, const void *b)
{
	double	 x = *(const double *)a, y = *(const double *)b;

	return x < y ? -1 : x > y;
}

/* Times op on b: SAMPLES samples of reps repetitions each. */
static struct stats
measure(void (*op)(struct bench *), struct bench *b)
{
	struct stats	 s;
	double		 t0, ns[SAMPLES];
	long		 reps = 1, i;
	int		 k;

	for (;;) {
		t0 = now_ns();
		for (i = 0; i < reps; i++)
			op(b);
		if (now_ns() - t0 >= SAMPLE_NS)
			break;
		reps *= 2;
	}
	for (k = 0; k < SAMPLES; k++) {
		t0 = now_ns();
		for (i = 0; i < reps; i++)
			op(b);
		ns[k] = (now_ns() - t0) / reps;
	}
	qsort(ns, SAMPLES, sizeof(ns[0]), compare_double);
	s.med = ns[SAMPLES / 2];
	s.min = ns[0];
	s.max = ns[SAMPLES - 1];
	return s;
}

static void	fail(const char *) __attribute__((__noreturn__));

static void
fail(const char *what)
{
	fprintf(stderr, "bench: %s failed\n", what);
	exit(1);
}

static void
op_bn(struct bench *b)
{
	BN_MONT_CTX	*mp, *mn;
	int		 ok;

	if ((mp = BN_MONT_CTX_new()) == NULL ||
	    (mn = BN_MONT_CTX_new()) == NULL)
		fail("BN_MONT_CTX_new");
	ok = BN_MONT_CTX_set(mp, b->p, b->ctx) &&
	    BN_MONT_CTX_set(mn, b->n, b->ctx) &&
	    BN_to_montgomery(b->out[0], b->a, mp, b->ctx) &&
	    BN_to_montgomery(b->out[1], b->b, mp, b->ctx) &&
	    BN_to_montgomery(b->out[2], b->gx, mp, b->ctx) &&
	    BN_to_montgomery(b->out[3], b->gy, mp, b->ctx) &&
	    BN_to_montgomery(b->out[4], b->one, mp, b->ctx);
	KEEP(mp);
	KEEP(mn);
	BN_MONT_CTX_free(mp);
	BN_MONT_CTX_free(mn);
	if (!ok)
		fail("the BN derivation");
}

/* Returns 1 if OpenSSL has the curve of b (it lacks FRP256v1). */
static int
openssl_has(const struct bench *b)
{
	EC_GROUP	*g;

	if (b->nid == NID_undef ||
	    (g = EC_GROUP_new_by_curve_name(b->nid)) == NULL)
		return 0;
	EC_GROUP_free(g);
	return 1;
}

static void
op_openssl(struct bench *b)
{
	EC_GROUP	*g;

	if ((g = EC_GROUP_new_by_curve_name(b->nid)) == NULL)
		fail("EC_GROUP_new_by_curve_name");
	KEEP(g);
	EC_GROUP_free(g);
}

/* Copies n words of number x into *dst and points x at them. */
static void
take(ectab_num *x, ectab_word **dst, int n)
{
	ectab_word	*d = *dst;
	int		 i;

	for (i = 0; i < n; i++)
		d[i] = x->d[i];
	x->d = *dst;
	*dst += n;
}

/* Returns a fresh group object holding the curve of b. */
static struct group *
materialize(struct bench *b)
{
	const ectab_curve *t = b->t;
	struct group	*g;
	ectab_word	*w;
	int		 fw = t->field_words, ow = t->order_words;

	if ((g = malloc(b->bytes)) == NULL)
		fail("malloc");
	g->t = *t;
	w = g->words;
	take(&g->t.p, &w, fw);
	take(&g->t.a, &w, fw);
	take(&g->t.b, &w, fw);
	take(&g->t.gx, &w, fw);
	take(&g->t.gy, &w, fw);
	take(&g->t.n, &w, ow);
	take(&g->t.h, &w, 1);
	take(&g->t.r, &w, fw);
	take(&g->t.rr, &w, fw);
	take(&g->t.a_mont, &w, fw);
	take(&g->t.b_mont, &w, fw);
	take(&g->t.gx_mont, &w, fw);
	take(&g->t.gy_mont, &w, fw);
	take(&g->t.order_r, &w, ow);
	take(&g->t.order_rr, &w, ow);
	return g;
}

static void
op_table(struct bench *b)
{
	struct group	*g;

	g = materialize(b);
	KEEP(g);
	free(g);
}

static void
op_floor(struct bench *b)
{
	unsigned char	*d;

	if ((d = malloc(b->bytes)) == NULL)
		fail("malloc");
	memcpy(d, b->src, b->bytes);
	KEEP(d);
	free(d);
}

/* Returns the BIGNUM of a table number. */
static BIGNUM *
bn_of(const ectab_num *x)
{
	BIGNUM	*r;
	int	 i;

	if ((r = BN_new()) == NULL)
		fail("BN_new");
	for (i = x->top - 1; i >= 0; i--)
		if (!BN_lshift(r, r, BN_BITS2) || !BN_add_word(r, x->d[i]))
			fail("BN_lshift");
	return r;
}

static void
bench_init(struct bench *b, const ectab_curve *t)
{
	int	 i;

	memset(b, 0, sizeof(*b));
	b->t = t;
	b->nid = OBJ_sn2nid(t->name);
	if ((b->ctx = BN_CTX_new()) == NULL || (b->one = BN_new()) == NULL ||
	    !BN_one(b->one))
		fail("BN_CTX_new");
	b->p = bn_of(&t->p);
	b->a = bn_of(&t->a);
	b->b = bn_of(&t->b);
	b->gx = bn_of(&t->gx);
	b->gy = bn_of(&t->gy);
	b->n = bn_of(&t->n);
	for (i = 0; i < 5; i++)
		if ((b->out[i] = BN_new()) == NULL)
			fail("BN_new");
	b->bytes = sizeof(struct group) + sizeof(ectab_word) *
	    (size_t)(11 * t->field_words + 3 * t->order_words + 1);
	if ((b->src = calloc(1, b->bytes)) == NULL)
		fail("calloc");
}

static void
bench_free(struct bench *b)
{
	int	 i;

	BN_free(b->p);
	BN_free(b->a);
	BN_free(b->b);
	BN_free(b->gx);
	BN_free(b->gy);
	BN_free(b->n);
	BN_free(b->one);
	for (i = 0; i < 5; i++)
		BN_free(b->out[i]);
	BN_CTX_free(b->ctx);
	free(b->src);
}

static void
print_row(int markdown, const char *name, size_t bytes,
    const struct stats s[4])
{
	int	 i;

	if (markdown)
		printf("| %s | %zu |", name, bytes);
	else
		printf("%-16s %5zu", name, bytes);
	for (i = 0; i < 4; i++) {
		if (s[i].med < 0)
			printf(markdown ? " - |" : "  %8s %8s %8s", "-", "-",
			    "-");
		else
			printf(markdown ? " %.3f (%.3f-%.3f) |" :
			    "  %8.3f %8.3f %8.3f", s[i].med / 1e3,
			    s[i].min / 1e3, s[i].max / 1e3);
	}
	printf(markdown ? " %.0f |" : "  %7.0f", s[0].med / s[2].med);
	if (s[1].med < 0)
		printf(markdown ? " - |" : " %7s", "-");
	else
		printf(markdown ? " %.0f |" : " %7.0f", s[1].med / s[2].med);
	printf(markdown ? " %.2f |\n" : " %6.2f\n", s[2].med / s[3].med);
}

/* Returns 1 if x is the table number y. */
static int
same_bn(const BIGNUM *x, const ectab_num *y)
{
	BIGNUM	*v = bn_of(y);
	int	 same = BN_cmp(x, v) == 0;

	BN_free(v);
	return same;
}

/* Returns 1 if the n words of x and y are the same. */
static int
same_words(const ectab_num *x,
    const ectab_num *y, int n)
{
	return x->top == y->top && x->d != y->d &&
	    memcmp(x->d, y->d, (size_t)n * sizeof(ectab_word)) == 0;
}

/* -c: the operations compute what they stand for.  Returns failures. */
static int
check(void)
{
	const ectab_curve *t;
	struct bench	 b;
	struct group	*g;
	size_t		 i;
	int		 fw, ow, ok, bad = 0;

	for (i = 0; i < ECTAB_CURVE_COUNT; i++) {
		t = &ectab_curves[i];
		fw = t->field_words;
		ow = t->order_words;
		bench_init(&b, t);
		op_bn(&b);
		ok = same_bn(b.out[0], &t->a_mont) &&
		    same_bn(b.out[1], &t->b_mont) &&
		    same_bn(b.out[2], &t->gx_mont) &&
		    same_bn(b.out[3], &t->gy_mont) &&
		    same_bn(b.out[4], &t->r);
		printf("%s bench %s: the BN derivation gives the table's "
		    "a, b, Gx, Gy and 1 in Montgomery form\n",
		    ok ? "PASS" : "FAIL", t->name);
		bad += !ok;
		g = materialize(&b);
		ok = same_words(&g->t.p, &t->p, fw) &&
		    same_words(&g->t.a, &t->a, fw) &&
		    same_words(&g->t.b, &t->b, fw) &&
		    same_words(&g->t.gx, &t->gx, fw) &&
		    same_words(&g->t.gy, &t->gy, fw) &&
		    same_words(&g->t.n, &t->n, ow) &&
		    same_words(&g->t.h, &t->h, 1) &&
		    same_words(&g->t.r, &t->r, fw) &&
		    same_words(&g->t.rr, &t->rr, fw) &&
		    same_words(&g->t.a_mont, &t->a_mont, fw) &&
		    same_words(&g->t.b_mont, &t->b_mont, fw) &&
		    same_words(&g->t.gx_mont, &t->gx_mont, fw) &&
		    same_words(&g->t.gy_mont, &t->gy_mont, fw) &&
		    same_words(&g->t.order_r, &t->order_r,
		    ow) &&
		    same_words(&g->t.order_rr, &t->order_rr, ow) &&
		    (unsigned char *)(g->words + 11 * fw + 3 * ow + 1) -
		    (unsigned char *)g == (long)b.bytes;
		printf("%s bench %s: the materialized group holds the "
		    "table's words, in %zu bytes\n", ok ? "PASS" : "FAIL",
		    t->name, b.bytes);
		bad += !ok;
		free(g);
		bench_free(&b);
	}
	return bad;
}

int
main(int argc, char *argv[])
{
	struct bench	 b;
	struct stats	 s[4];
	size_t		 i;
	int		 markdown = argc == 2 && strcmp(argv[1], "-m") == 0;

	if (argc == 2 && strcmp(argv[1], "-c") == 0)
		return check() != 0;
	if (argc > 2 || (argc == 2 && !markdown)) {
		fprintf(stderr, "usage: bench [-m | -c]\n");
		return 2;
	}
	printf(markdown ? "%s, BN_BITS2 %d; times in µs per operation, "
	    "median (min-max) of %d samples of at least %.0f ms\n\n" :
	    "%s, BN_BITS2 %d; times in us per operation: median, min and "
	    "max of %d samples of at least %.0f ms\n\n",
	    OpenSSL_version(OPENSSL_VERSION), BN_BITS2, SAMPLES,
	    SAMPLE_NS / 1e6);
	if (markdown)
		printf("| curve | bytes | BN derivation | OpenSSL new+free | "
		    "from the table | floor | BN/table | OpenSSL/table | "
		    "table/floor |\n|---|---:|---:|---:|---:|---:|---:|---:|"
		    "---:|\n");
	else
		printf("%-16s %5s  %26s  %26s  %26s  %26s  %7s %7s %6s\n",
		    "curve", "bytes", "BN derivation", "OpenSSL new+free",
		    "from the table", "floor", "BN/tab", "OSL/tab",
		    "tab/fl");
	for (i = 0; i < ECTAB_CURVE_COUNT; i++) {
		bench_init(&b, &ectab_curves[i]);
		s[0] = measure(op_bn, &b);
		if (openssl_has(&b))
			s[1] = measure(op_openssl, &b);
		else
			s[1].med = s[1].min = s[1].max = -1;
		s[2] = measure(op_table, &b);
		s[3] = measure(op_floor, &b);
		print_row(markdown, b.t->name, b.bytes, s);
		bench_free(&b);
	}
	return 0;
}
