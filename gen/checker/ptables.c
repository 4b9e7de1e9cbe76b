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
 * The point-table checker: proves every point of every table a header
 * holds (ref_ptables(), from an adapter) against OpenSSL.  For point i
 * of row r it computes the scalar k that the table's kind says, with
 * BIGNUMs:
 *
 *	multiples	k = (i + 1) * 2^(r * step) (with zero, i *
 *			    2^(r * step))
 *	comb		k = sum over the bits t of i + 1 (with odd, of
 *			    2i + 1; with zero, of i) of
 *			    2^(r * stride / rows + t * stride)
 *
 * then k*G with EC_POINT_mul() on OpenSSL's own group of the curve (for
 * multiples, 2^(r * step) * G so, and its multiples by additions,
 * EC_POINT_add(), the last of the row compared with its product:
 * seven times faster than a product each), converts its affine
 * coordinates to Montgomery form with OpenSSL's BN_MONT_CTX where the
 * table is in that form, and compares every word;
 * the point at infinity is expected as (0, 0).  Where the table has a
 * z column (OpenSSL's gmul), z is 1 (R in Montgomery form), and 0 at
 * infinity.  Where its words are limbs of fewer bits than the word
 * (OpenSSL's felem of 56 and 58 bits, wolfSSL's sp_digit of 25 to 58),
 * each coordinate is split into such limbs, as BN_is_bit_set() reads
 * it, and compared limb by limb: the unique limbs below 2^limb_bits
 * that OpenSSL's tables hold and its felem_to_BN() needs (it drops a
 * limb's bits above its width, or mixes them into the next limb's), so
 * that a limb changed within its width, or above it, fails alike.  A
 * comb that must cover the order (LibreSSL's, wolfSSL's) must have a
 * shape its code can use (comb_shape()), as that code reads as many
 * points as the shape says, and reads a scalar's bits where the shape
 * puts the teeth.  One line a table: "PASS ..." with the count of
 * points proven, or "FAIL ..." naming the first point and word that
 * differ.  Built once with 64-bit and once with 32-bit words
 * (BN_ULONG), as the reference checker is (an adapter of 64-bit code
 * alone, ptables_openssl.c, and one of limbs wider than 32 bits,
 * ptables_wolfssl.c's c64 and sp64, once).  With -m,
 * it proves the tables of many mutant headers in one process, for the
 * mutation proof (tests/mutate.py): see prove_mutants(); with -M, it
 * changes every word of its own tables in memory: see
 * prove_in_memory().
 *
 * usage: ptables [-m | -M]
 */
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <openssl/bn.h>
#include <openssl/ec.h>
#include <openssl/obj_mac.h>

#include "ptables.h"
#include "words.h"

/* Sets k to the scalar of point i of row r of t. */
static int
scalar(BIGNUM *k, const struct ref_ptable *t, int r, int i)
{
	int	 bit, sum = t->odd ? 2 * i + 1 : t->zero ? i : i + 1;

	BN_zero(k);
	if (t->kind == REF_MULTIPLES)
		return BN_set_word(k, (BN_ULONG)i + !t->zero) &&
		    BN_lshift(k, k, r * t->step);
	for (bit = 0; bit < t->teeth; bit++)
		if (sum >> bit & 1)
			if (!BN_set_bit(k, r * t->stride / t->rows +
			    bit * t->stride))
				return 0;
	return 1;
}

/*
 * A comb that LibreSSL's ec_mul_base_fe() reads must have 2^teeth - 1
 * points in each of its rows (combs), and cover every bit of a scalar
 * below the order n: the comb of row r reads bits r * stride / rows + j
 * + t * stride of the scalar, for j below stride / rows and each tooth
 * t, so stride must be a multiple of rows, and teeth * stride at least
 * bits(n).  A comb from 0 (wolfSSL's, entry 0 the point at infinity)
 * has 2^teeth points a row.  Returns 1 if table t has that shape; else
 * prints why not and returns 0.
 */
static int
comb_shape(const struct ref_ptable *t, const EC_GROUP *g, int bits)
{
	int	 n_bits = EC_GROUP_order_bits(g);

	if (t->points == NULL) {
		printf("FAIL checker %d: table %s of %s: missing, where the "
		    "layout calls for one\n", bits, t->name, t->curve);
		return 0;
	}
	if (t->teeth < 1 || t->teeth > 30 || t->size != (1 << t->teeth) - !t->zero) {
		printf("FAIL checker %d: table %s of %s: %d points a row for "
		    "a comb of %d teeth\n", bits, t->name, t->curve, t->size,
		    t->teeth);
		return 0;
	}
	if (t->rows < 1 || t->stride < 1 || t->stride % t->rows != 0) {
		printf("FAIL checker %d: table %s of %s: teeth %d bits apart, "
		    "not a multiple of its %d rows\n", bits, t->name, t->curve,
		    t->stride, t->rows);
		return 0;
	}
	if ((long)t->teeth * t->stride < n_bits) {
		printf("FAIL checker %d: table %s of %s: %d teeth %d bits "
		    "apart cover %ld bits, not an order of %d bits\n", bits,
		    t->name, t->curve, t->teeth, t->stride,
		    (long)t->teeth * t->stride, n_bits);
		return 0;
	}
	return 1;
}

/*
 * The words a table of t's shape must hold, computed once for each
 * shape: -m proves many mutants of one header at the cost of one.
 */
struct expected {
	struct ref_ptable	 shape;		/* with no points */
	BN_ULONG		*words;
	struct expected		*next;
};

static struct expected *expected_list;

static int
same_shape(const struct ref_ptable *a, const struct ref_ptable *b)
{
	return a->nid == b->nid && a->kind == b->kind && a->rows == b->rows &&
	    a->size == b->size && a->step == b->step &&
	    a->covers == b->covers && a->teeth == b->teeth &&
	    a->odd == b->odd && a->zero == b->zero &&
	    a->stride == b->stride && a->words == b->words &&
	    a->limb_bits == b->limb_bits && a->z == b->z &&
	    a->mont == b->mont;
}

/* The bits of a word of t: a limb's, or the whole word's. */
static int
word_bits(const struct ref_ptable *t)
{
	return t->limb_bits > 0 ? t->limb_bits : BN_BITS2;
}

/* The coordinates of a point of t: x and y, and z where it has one. */
static int
coords(const struct ref_ptable *t)
{
	return t->z ? 3 : 2;
}

/*
 * Writes point P of table t at *w and moves *w past it: x, y (and z, 1),
 * affine, in Montgomery form if t is, the point at infinity as zeros;
 * x, y and z are scratch.  Returns 0 if OpenSSL failed.
 */
static int
put_point(const struct ref_ptable *t, const EC_GROUP *g, const EC_POINT *P,
    BN_MONT_CTX *mont, BIGNUM *x, BIGNUM *y, BIGNUM *z, BN_ULONG **w,
    BN_CTX *ctx)
{
	int	 c;

	if (EC_POINT_is_at_infinity(g, P)) {
		BN_zero(x);
		BN_zero(y);
		BN_zero(z);
	} else if (!EC_POINT_get_affine_coordinates(g, P, x, y, ctx) ||
	    !BN_one(z))
		return 0;
	else if (t->mont && (!BN_to_montgomery(x, x, mont, ctx) ||
	    !BN_to_montgomery(y, y, mont, ctx) ||
	    !BN_to_montgomery(z, z, mont, ctx)))
		return 0;
	for (c = 0; c < coords(t); c++, *w += t->words)
		if (!ref_limbs(c == 0 ? x : c == 1 ? y : z, *w, t->words,
		    word_bits(t)))
			return 0;
	return 1;
}

/*
 * The words of table t, point after point, x then y (then z): k*G by OpenSSL,
 * for the k of each point, in Montgomery form if t is; or NULL after
 * printing what failed.
 */
static BN_ULONG *
compute(const struct ref_ptable *t, int bits)
{
	EC_GROUP	*g = NULL;
	EC_POINT	*P = NULL, *B = NULL;
	BN_CTX		*ctx = NULL;
	BN_MONT_CTX	*mont = NULL;
	BIGNUM		*p, *k, *x, *y, *z;
	BN_ULONG	*want = NULL, *w;
	int		 r, i, unit = word_bits(t), ok = 0;

	if ((ctx = BN_CTX_new()) == NULL)
		goto fail;
	BN_CTX_start(ctx);
	if ((g = EC_GROUP_new_by_curve_name(t->nid)) == NULL ||
	    (P = EC_POINT_new(g)) == NULL || (B = EC_POINT_new(g)) == NULL) {
		printf("FAIL checker %d: table %s of %s: %s has no group for "
		    "this curve\n", bits, t->name, t->curve, "OpenSSL");
		goto done;
	}
	p = BN_CTX_get(ctx);
	k = BN_CTX_get(ctx);
	x = BN_CTX_get(ctx);
	y = BN_CTX_get(ctx);
	z = BN_CTX_get(ctx);
	if (z == NULL || !EC_GROUP_get_curve(g, p, NULL, NULL, ctx) ||
	    (mont = BN_MONT_CTX_new()) == NULL ||
	    !BN_MONT_CTX_set(mont, p, ctx))
		goto fail;
	if (t->words != (BN_num_bits(p) + unit - 1) / unit) {
		printf("FAIL checker %d: table %s of %s: %d %s a "
		    "coordinate, p has %d\n", bits, t->name, t->curve,
		    t->words, t->limb_bits > 0 ? "limbs" : "words",
		    (BN_num_bits(p) + unit - 1) / unit);
		goto done;
	}
	if (t->covers && !comb_shape(t, g, bits))
		goto done;
	if (t->rows < 0 || t->size < 0 || (want = calloc((size_t)t->rows *
	    t->size * coords(t) * t->words + 1, sizeof(*want))) == NULL)
		goto fail;
	w = want;
	for (r = 0; r < t->rows; r++) {
		/*
		 * Multiples: B = 2^(r * step) * G, point 0 (with zero, the
		 * point at infinity); then sums.
		 */
		if (t->kind == REF_MULTIPLES && (!BN_one(k) ||
		    !BN_lshift(k, k, r * t->step) ||
		    !EC_POINT_mul(g, B, k, NULL, NULL, ctx)))
			goto fail;
		for (i = 0; i < t->size; i++) {
			if (t->kind == REF_MULTIPLES) {
				if (!(i > 0 ? EC_POINT_add(g, P, P, B, ctx) :
				    t->zero ? EC_POINT_set_to_infinity(g, P) :
				    EC_POINT_copy(P, B)))
					goto fail;
			} else if (!scalar(k, t, r, i) ||
			    !EC_POINT_mul(g, P, k, NULL, NULL, ctx))
				goto fail;
			if (!put_point(t, g, P, mont, x, y, z, &w, ctx))
				goto fail;
		}
		/* The sum of the row's last point, against its product. */
		if (t->kind == REF_MULTIPLES && t->size > 0 &&
		    (!scalar(k, t, r, t->size - 1) ||
		    !EC_POINT_mul(g, B, k, NULL, NULL, ctx) ||
		    EC_POINT_cmp(g, P, B, ctx) != 0)) {
			printf("FAIL checker %d: table %s of %s: row %d: "
			    "OpenSSL's sum is not its product\n", bits,
			    t->name, t->curve, r);
			goto done;
		}
	}
	ok = 1;
	goto done;
 fail:
	printf("FAIL checker %d: table %s of %s: OpenSSL failed\n", bits,
	    t->name, t->curve);
 done:
	BN_MONT_CTX_free(mont);
	if (ctx != NULL)
		BN_CTX_end(ctx);
	BN_CTX_free(ctx);
	EC_POINT_free(P);
	EC_POINT_free(B);
	EC_GROUP_free(g);
	if (!ok) {
		free(want);
		want = NULL;
	}
	return want;
}

/* The words table t must hold, or NULL after printing why there are none. */
static const BN_ULONG *
expected(const struct ref_ptable *t, int bits)
{
	struct expected	*e;

	for (e = expected_list; e != NULL; e = e->next)
		if (same_shape(&e->shape, t))
			return e->words;
	if ((e = calloc(1, sizeof(*e))) == NULL) {
		printf("FAIL checker %d: table %s of %s: out of memory\n",
		    bits, t->name, t->curve);
		return NULL;
	}
	if ((e->words = compute(t, bits)) == NULL) {
		free(e);
		return NULL;
	}
	e->shape = *t;
	e->shape.points = NULL;
	e->next = expected_list;
	expected_list = e;
	return e->words;
}

/* The count of words (or limbs) of t's points. */
static size_t
words_of(const struct ref_ptable *t)
{
	return (size_t)t->rows * t->size * coords(t) * t->words;
}

/* The first word of t's points that is not want's; words_of(t) if none. */
static size_t
first_difference(const struct ref_ptable *t, const BN_ULONG *want)
{
	size_t	 w, n = words_of(t);

	for (w = 0; w < n && t->points[w] == want[w]; w++)
		;
	return w;
}

/* Proves table t; returns the count of points proven, or -1. */
static long
prove(const struct ref_ptable *t, int bits)
{
	const BN_ULONG	*want;
	BIGNUM		*k;
	size_t		 w;
	int		 point;

	if ((want = expected(t, bits)) == NULL)
		return -1;
	if ((w = first_difference(t, want)) == words_of(t))
		return (long)t->rows * t->size;
	point = (int)(w / (coords(t) * t->words));
	printf("FAIL checker %d: table %s of %s: row %d, point %d (k = ", bits,
	    t->name, t->curve, point / t->size, point % t->size);
	if ((k = BN_new()) != NULL &&
	    scalar(k, t, point / t->size, point % t->size))
		BN_print_fp(stdout, k);
	BN_free(k);
	printf("): %c %s %d differs from %s's k*G\n",
	    "xyz"[w / t->words % coords(t)], t->limb_bits > 0 ? "limb" :
	    "word", (int)(w % t->words), "OpenSSL");
	return -1;
}

/*
 * What kind of table t is, for its line: "comb, odd, with z", ...; and
 * the shape comb_shape() proved.
 */
static const char *
kind_of(const struct ref_ptable *t)
{
	static char	 buf[96];

	snprintf(buf, sizeof(buf), "%s%s", t->kind == REF_MULTIPLES ?
	    t->zero ? "multiples from 0" : "multiples" : t->odd ?
	    "comb, odd" : t->zero ? "comb from 0" : "comb", t->z ?
	    ", with z" : "");
	if (t->limb_bits > 0)
		snprintf(buf + strlen(buf), sizeof(buf) - strlen(buf),
		    ", limbs of %d bits", t->limb_bits);
	if (t->covers)
		snprintf(buf + strlen(buf), sizeof(buf) - strlen(buf),
		    ", %d teeth %d bits apart", t->teeth, t->stride);
	return buf;
}

/*
 * Proves every table of the header, a line each and one of the count;
 * returns 0 if all are right, 1 if not.  The checker's main(), unless an
 * adapter that proves more has its own (REF_OWN_MAIN).
 */
int
ref_prove_tables(void)
{
	const struct ref_ptable	*t;
	size_t			 n, i;
	long			 proven, total = 0;
	int			 failed = 0, bits = BN_BITS2;

	n = ref_ptables(&t);
	if (n == 0) {
		printf("FAIL checker %d: the header has no table\n", bits);
		return 1;
	}
	for (i = 0; i < n; i++) {
		if ((proven = prove(&t[i], bits)) < 0) {
			failed = 1;
			continue;
		}
		total += proven;
		printf("PASS checker %d: table %s of %s: %ld points (%d rows "
		    "of %d, %s) are OpenSSL's k*G\n", bits, t[i].name,
		    t[i].curve, proven, t[i].rows, t[i].size, kind_of(&t[i]));
	}
	printf("checker %d: %ld points proven in %zu table%s\n", bits, total,
	    n, n == 1 ? "" : "s");
	return failed;
}

#ifndef REF_OWN_MAIN
/*
 * -m: reads paths of shared objects, one a line, each an adapter built
 * against a mutant header, and proves the tables of each, printing the
 * FAIL lines of prove() and a line "mutant PATH CURVES": the curves of
 * the tables that fail, comma-separated, or "-".  The words of a shape
 * are computed once (expected()), so that many mutants of a header cost
 * about as much as the header, which matters where 32-bit programs run
 * under an emulator.
 */
static int
prove_mutants(void)
{
	const struct ref_ptable	*t;
	size_t			(*get)(const struct ref_ptable **);
	size_t			 n, i;
	char			 path[4096], curves[4096];
	void			*h;

	while (fgets(path, sizeof(path), stdin) != NULL) {
		path[strcspn(path, "\n")] = '\0';
		if ((h = dlopen(path, RTLD_NOW | RTLD_LOCAL)) == NULL) {
			printf("mutant %s error %s\n", path, dlerror());
			continue;
		}
		*(void **)&get = dlsym(h, "ref_ptables");
		if (get == NULL) {
			printf("mutant %s error no ref_ptables\n", path);
			dlclose(h);
			continue;
		}
		n = get(&t);
		curves[0] = '\0';
		for (i = 0; i < n; i++)
			if (prove(&t[i], BN_BITS2) < 0)
				snprintf(curves + strlen(curves), sizeof(curves) -
				    strlen(curves), "%s%s", curves[0] != '\0' ?
				    "," : "", t[i].curve);
		printf("mutant %s %s\n", path, curves[0] != '\0' ? curves : "-");
		fflush(stdout);
		dlclose(h);
	}
	return 0;
}

/*
 * -M: every word (or limb) of every table changed in memory, one at a
 * time, word n in its bit 7n mod its width (a limb's, so that a limb is
 * changed within it), which must make the comparison of prove() fail
 * at word n, and before it nowhere.  One line a table, "PASS ..." with
 * the count of words changed, or "FAIL ..." naming the first not
 * caught where it was made.  The compiled mutants of tests/mutate.py
 * show that the adapter hands over what the compiler sees.
 */
static int
prove_in_memory(void)
{
	const struct ref_ptable	*t;
	struct ref_ptable	 m;
	const BN_ULONG		*want;
	BN_ULONG		*copy, bit;
	size_t			 n, i, w, d = 0, words;
	int			 failed = 0, bits = BN_BITS2;
	const char		*unit;

	n = ref_ptables(&t);
	for (i = 0; i < n; i++) {
		m = t[i];
		unit = m.limb_bits > 0 ? "limb" : "word";
		words = words_of(&m);
		if ((want = expected(&m, bits)) == NULL ||
		    first_difference(&m, want) != words) {
			printf("FAIL checker %d (in memory): table %s of %s: "
			    "not proven unchanged\n", bits, m.name, m.curve);
			failed = 1;
			continue;
		}
		if ((copy = calloc(words + 1, sizeof(*copy))) == NULL) {
			printf("FAIL checker %d (in memory): out of memory\n",
			    bits);
			return 1;
		}
		memcpy(copy, m.points, words * sizeof(*copy));
		m.points = copy;
		for (w = 0; w < words; w++) {
			bit = (BN_ULONG)1 << (w * 7 % word_bits(&m));
			copy[w] ^= bit;
			d = first_difference(&m, want);
			copy[w] ^= bit;
			if (d != w)
				break;
		}
		free(copy);
		if (w < words) {
			printf("FAIL checker %d (in memory): table %s of %s: "
			    "%s %zu changed, %s %zu\n", bits, m.name, m.curve,
			    unit, w, d == words ? "not caught: all" :
			    "caught at", d);
			failed = 1;
			continue;
		}
		printf("PASS checker %d (in memory): table %s of %s: each of "
		    "its %zu %ss changed, %s n in bit 7n mod %d, is caught "
		    "where it was made\n", bits, m.name, m.curve, words, unit,
		    unit, word_bits(&m));
	}
	return failed;
}

int
main(int argc, char *argv[])
{
	if (argc == 2 && strcmp(argv[1], "-m") == 0)
		return prove_mutants();
	if (argc == 2 && strcmp(argv[1], "-M") == 0)
		return prove_in_memory();
	if (argc != 1) {
		fprintf(stderr, "usage: ptables [-m | -M]\n");
		return 2;
	}
	return ref_prove_tables();
}
#endif
