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
 * Tables of multiples of G.  A spec reads "KIND[:KEY=VALUE,...]":
 *
 *	multiples	row r holds k * 2^(r*step) * G for k = 1..size
 *			(size 64, step 7; rows: ceil(order bits / step)),
 *			BoringSSL's makeMultiples; with window=ATTR, size
 *			2^(w-1), step w and rows floor(order bits / w) + 1
 *			for the width w that a curve's set file gives as its
 *			attribute ATTR, and no table for a curve it gives
 *			none (a signed window's table); with zero, k =
 *			0..size - 1, the point at infinity first (OpenSSL's
 *			SM2 table)
 *	comb		row r holds, at position i - 1 for i = 1..2^teeth -
 *			1, the sum over the bits t of i of 2^(shift +
 *			t*stride) * G, shift = r * stride / rows (teeth 4,
 *			rows 2; stride: ceil(order bits / teeth) rounded up
 *			to a multiple of rows), BoringSSL's makeComb; with
 *			odd, only the odd i, at position (i - 1) / 2 (Mbed
 *			TLS's comb); with zero, every i from 0, at position
 *			i, the empty sum the point at infinity (OpenSSL's
 *			gmul); with wider=B, a tooth more for an order of B
 *			bits or more (Mbed TLS's window: 5 teeth, 6 from 384
 *			bits); with shape=ATTR, the teeth and rows that a
 *			curve's set file gives as its attribute ATTR, TxR,
 *			and no table for a curve it gives none
 *
 * Points are computed in affine coordinates as BoringSSL computes them,
 * by doublings and additions, one inversion each: the cost is linear in
 * the number of points, which is at most PTABLE_MAX_POINTS, and the
 * doublings are fewer than 2b for an order of b bits, as every scalar is
 * below 2^(2b).  The last point of every row is checked against an
 * independent scalar multiplication.
 */
#include <err.h>
#include <errno.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "ptable.h"
#include "util.h"

static const char *const kind_names[] = { "multiples", "comb" };
#define NKINDS	(sizeof(kind_names) / sizeof(kind_names[0]))

/* The key of each kind whose value names the set attribute of a shape. */
static const char *const attr_keys[] = { "window", "shape" };

/* Reads a decimal in [1, max]; returns 0 if s is not one. */
static unsigned long
spec_number(const char *s, unsigned long max)
{
	unsigned long	 v;
	char		*end;

	if (*s < '0' || *s > '9')
		return 0;
	errno = 0;
	v = strtoul(s, &end, 10);
	if (errno != 0 || *end != '\0' || v > max)
		return 0;
	return v;
}

static int
name_ok(const char *s)
{
	size_t	 i;

	if (*s == '\0' || strlen(s) > PTABLE_NAME_MAX ||
	    !((*s >= 'a' && *s <= 'z') || *s == '_'))
		return 0;
	for (i = 0; s[i] != '\0'; i++)
		if (!((s[i] >= 'a' && s[i] <= 'z') ||
		    (s[i] >= '0' && s[i] <= '9') || s[i] == '_'))
			return 0;
	return 1;
}

/* A bit for each ptable_kind. */
#define KIND_BIT(k)	(1U << (k))

/*
 * The numeric keys of a table: for which kind (or both), the member of
 * struct ptable_spec they set, their greatest value, and the kinds for
 * which the shape of a set attribute (attr_keys[]) gives them instead.
 * The error that names the keys of a kind lists them in this order.
 */
static const struct spec_key {
	const char	*key;
	int		 kind;		/* a ptable_kind, or -1 for both */
	size_t		 off;
	unsigned long	 max;
	unsigned int	 shaped;	/* KIND_BIT()s */
} spec_keys[] = {
	{ "size", PTABLE_MULTIPLES, offsetof(struct ptable_spec, size),
	    PTABLE_MAX_POINTS, KIND_BIT(PTABLE_MULTIPLES) },
	{ "step", PTABLE_MULTIPLES, offsetof(struct ptable_spec, step),
	    PTABLE_MAX_POINTS, KIND_BIT(PTABLE_MULTIPLES) },
	{ "teeth", PTABLE_COMB, offsetof(struct ptable_spec, teeth),
	    PTABLE_MAX_TEETH, KIND_BIT(PTABLE_COMB) },
	{ "stride", PTABLE_COMB, offsetof(struct ptable_spec, stride),
	    PTABLE_MAX_POINTS, KIND_BIT(PTABLE_COMB) },
	{ "wider", PTABLE_COMB, offsetof(struct ptable_spec, wider),
	    PTABLE_MAX_POINTS, KIND_BIT(PTABLE_COMB) },
	{ "rows", -1, offsetof(struct ptable_spec, rows), PTABLE_MAX_POINTS,
	    KIND_BIT(PTABLE_COMB) },
};
#define NSPEC_KEYS	(sizeof(spec_keys) / sizeof(spec_keys[0]))

/* The bits of given (spec_item()) past those of spec_keys[]. */
#define GIVEN_NAME	(1U << NSPEC_KEYS)
#define GIVEN_ATTR	(1U << (NSPEC_KEYS + 1))

/*
 * Reads the value of key, name or that of attr_keys[], of table spec
 * into *field: a name as a table's, which a set attribute's key is too.
 * bit is the key's in given.  Returns 0, or -1 with what is wrong in
 * err.
 */
static int
spec_name(const char *spec, const char *key, const char *value,
    unsigned int bit, unsigned int *given, char **field, char *err)
{
	if (*given & bit) {
		errmsg(err, "table \"%s\": %s given twice", spec, key);
		return -1;
	}
	*given |= bit;
	if (!name_ok(value)) {
		errmsg(err, "table \"%s\": %s \"%s\" is not lower-case "
		    "letters, digits and _, at most %d", spec, key, value,
		    PTABLE_NAME_MAX);
		return -1;
	}
	free(*field);
	*field = xstrdup(value);
	return 0;
}

/*
 * Reads item KEY=VALUE of table spec into ts; given has a bit for each
 * key read so far (and GIVEN_NAME, GIVEN_ATTR).  Returns 0, or -1
 * with what is wrong in err.
 */
static int
spec_item(const char *spec, char *item, struct ptable_spec *ts,
    unsigned int *given, char *err)
{
	const struct spec_key *k = NULL;
	struct strbuf	 keys;
	unsigned long	*field;
	char		*eq;
	size_t		 i;
	int		*flag;

	if ((strcmp(item, "odd") == 0 && ts->kind == PTABLE_COMB) ||
	    strcmp(item, "zero") == 0) {
		flag = item[0] == 'o' ? &ts->odd : &ts->zero;
		if (*flag) {
			errmsg(err, "table \"%s\": %s given twice", spec, item);
			return -1;
		}
		*flag = 1;
		if (ts->odd && ts->zero) {
			errmsg(err, "table \"%s\": odd and zero together: "
			    "the empty sum is even", spec);
			return -1;
		}
		return 0;
	}
	if ((eq = strchr(item, '=')) == NULL) {
		errmsg(err, "table \"%s\": \"%s\" is not KEY=VALUE%s", spec,
		    item, ts->kind == PTABLE_COMB ? ", odd or zero" :
		    " or zero");
		return -1;
	}
	*eq++ = '\0';
	if (strcmp(item, "name") == 0)
		return spec_name(spec, item, eq, GIVEN_NAME, given, &ts->name,
		    err);
	if (strcmp(item, attr_keys[ts->kind]) == 0)
		return spec_name(spec, item, eq, GIVEN_ATTR, given, &ts->attr,
		    err);
	for (i = 0; i < NSPEC_KEYS; i++)
		if ((spec_keys[i].kind == -1 ||
		    spec_keys[i].kind == (int)ts->kind) &&
		    strcmp(item, spec_keys[i].key) == 0)
			break;
	if (i == NSPEC_KEYS) {
		strbuf_init(&keys);
		strbuf_adds(&keys, "name");
		for (i = 0; i < NSPEC_KEYS; i++)
			if (spec_keys[i].kind == -1 ||
			    spec_keys[i].kind == (int)ts->kind)
				strbuf_addf(&keys, ", %s", spec_keys[i].key);
		strbuf_addf(&keys, ", %s%s", attr_keys[ts->kind],
		    ts->kind == PTABLE_COMB ? ", odd, zero" : ", zero");
		errmsg(err, "table \"%s\": no key \"%s\" for %s (%s)", spec,
		    item, kind_names[ts->kind], keys.s);
		strbuf_free(&keys);
		return -1;
	}
	k = &spec_keys[i];
	if (*given & (1U << i)) {
		errmsg(err, "table \"%s\": %s given twice", spec, item);
		return -1;
	}
	*given |= 1U << i;
	field = (unsigned long *)((char *)ts + k->off);
	if ((*field = spec_number(eq, k->max)) == 0) {
		errmsg(err, "table \"%s\": %s=%s is not a number from 1 to "
		    "%lu", spec, item, eq, k->max);
		return -1;
	}
	return 0;
}

/*
 * Parses spec into *ts.  Returns 0, or -1 with what is wrong in err
 * (the caller says where the spec was).
 */
int
ptable_spec_parse(const char *spec, struct ptable_spec *ts, char *err)
{
	char		*copy, *kind, *rest, *item;
	size_t		 i;
	unsigned int	 given = 0;

	memset(ts, 0, sizeof(*ts));
	ts->text = xstrdup(spec);
	copy = xstrdup(spec);
	rest = copy;
	kind = strsep(&rest, ":");
	for (i = 0; i < NKINDS; i++)
		if (strcmp(kind, kind_names[i]) == 0)
			break;
	if (i == NKINDS) {
		errmsg(err, "table \"%s\": no kind \"%s\" (multiples or comb)",
		    spec, kind);
		goto err;
	}
	ts->kind = (enum ptable_kind)i;
	if (ts->kind == PTABLE_MULTIPLES) {
		ts->size = 64;
		ts->step = 7;
	} else {
		ts->teeth = 4;
		ts->rows = 2;
	}
	while (rest != NULL && (item = strsep(&rest, ",")) != NULL)
		if (spec_item(spec, item, ts, &given, err) == -1)
			goto err;
	for (i = 0; ts->attr != NULL && i < NSPEC_KEYS; i++)
		if ((given & (1U << i)) &&
		    (spec_keys[i].shaped & KIND_BIT(ts->kind))) {
			errmsg(err, "table \"%s\": %s= and %s= exclude each "
			    "other", spec, attr_keys[ts->kind],
			    spec_keys[i].key);
			goto err;
		}
	if (ts->kind == PTABLE_COMB && ts->stride != 0 &&
	    ts->stride % ts->rows != 0) {
		errmsg(err, "table \"%s\": stride %lu is not a multiple of "
		    "rows %lu", spec, ts->stride, ts->rows);
		goto err;
	}
	if (ts->name == NULL)
		ts->name = xstrdup(kind_names[ts->kind]);
	free(copy);
	return 0;
 err:
	free(copy);
	ptable_spec_free(ts);
	return -1;
}

/* Copies src into *dst, which owns its strings as src does its own. */
void
ptable_spec_copy(struct ptable_spec *dst, const struct ptable_spec *src)
{
	*dst = *src;
	dst->name = xstrdup(src->name);
	dst->text = xstrdup(src->text);
	dst->where = src->where != NULL ? xstrdup(src->where) : NULL;
	dst->attr = src->attr != NULL ? xstrdup(src->attr) : NULL;
}

void
ptable_spec_free(struct ptable_spec *ts)
{
	free(ts->name);
	free(ts->text);
	free(ts->where);
	free(ts->attr);
	ts->name = NULL;
	ts->text = NULL;
	ts->where = NULL;
	ts->attr = NULL;
}

/*
 * Returns 1 if s is a comb's shape TxR, T teeth from 1 to
 * PTABLE_MAX_TEETH and R rows from 1 to PTABLE_MAX_POINTS as rows=
 * takes them, two decimals joined by 'x', into *shape; else 0.
 */
static int
comb_shape_ok(const char *s, struct ptable_shape *shape)
{
	char	*teeth, *x;
	int	 ok;

	teeth = xstrdup(s);
	if ((ok = (x = strchr(teeth, 'x')) != NULL)) {
		*x = '\0';
		shape->teeth = spec_number(teeth, PTABLE_MAX_TEETH);
		shape->rows = spec_number(x + 1, PTABLE_MAX_POINTS);
		ok = shape->teeth != 0 && shape->rows != 0;
	}
	free(teeth);
	return ok;
}

/*
 * Reads value, that of the set attribute of table spec (attr) for a
 * curve, into *shape: a signed window's width, a whole number from
 * PTABLE_MIN_WINDOW to PTABLE_MAX_WINDOW, or a comb's shape TxR.
 * Returns 0, or -1 with what is wrong in err (the caller says where).
 */
int
ptable_shape_read(const struct ptable_spec *spec, const char *value,
    struct ptable_shape *shape, char *err)
{
	const char	*sep = *value != '\0' ? "=" : "";

	memset(shape, 0, sizeof(*shape));
	if (spec->kind == PTABLE_COMB) {
		if (comb_shape_ok(value, shape))
			return 0;
		errmsg(err, "%s%s%s is not a comb shape TxR, teeth 1 to %d and "
		    "rows 1 to %lu", spec->attr, sep, value, PTABLE_MAX_TEETH,
		    PTABLE_MAX_POINTS);
		return -1;
	}
	shape->width = spec_number(value, PTABLE_MAX_WINDOW);
	if (shape->width >= PTABLE_MIN_WINDOW)
		return 0;
	errmsg(err, "%s%s%s is not a width from %d to %d", spec->attr, sep,
	    value, PTABLE_MIN_WINDOW, PTABLE_MAX_WINDOW);
	return -1;
}

/* Returns s such that row r of t starts from 2^s * G. */
unsigned long
ptable_shift(const struct ptable *t, unsigned long r)
{
	if (t->spec->kind == PTABLE_MULTIPLES)
		return r * t->step;
	return r * t->stride / t->rows;
}

/* P = 2^n * P. */
static void
double_times(struct ecpoint *P, unsigned long n, const struct curve *c)
{
	while (n-- > 0)
		ecpoint_add(P, P, P, c);
}

/*
 * Row r of a multiples table: k * B for k = 1..size, or with zero k =
 * 0..size - 1, B = 2^shift * G.
 */
static void
make_multiples_row(struct ptable *t, unsigned long r,
    const struct ecpoint *base, const struct curve *c)
{
	struct ecpoint	*row = t->points + r * t->size;
	unsigned long	 i, first = !t->spec->zero, shift = ptable_shift(t, r);

	if (first)
		ecpoint_set(&row[0], base);
	else
		row[0].infinity = 1;
	for (i = 1; i < t->size; i++)
		ecpoint_add(&row[i], &row[i - 1], base, c);
	for (i = 0; i < t->size; i++) {
		mpz_set_ui(t->k[r * t->size + i], i + first);
		mpz_mul_2exp(t->k[r * t->size + i], t->k[r * t->size + i],
		    shift);
	}
}

/*
 * The sums over the bits t of i of 2^(t*stride) * B, for i = 1..2^teeth -
 * 1, into row[i - 1], with their scalars times that of B, kb, into k[i -
 * 1].  Entry 2^t is entry 2^(t-1) doubled stride times; entry 2^t + j is
 * entry 2^t plus entry j.
 */
static void
comb_sums(struct ecpoint *row, mpz_t *k, const struct ptable *t,
    const struct ecpoint *base, const mpz_t kb, const struct curve *c)
{
	unsigned long	 i, j, top;

	ecpoint_set(&row[0], base);
	mpz_set(k[0], kb);
	for (i = 1; i < t->teeth; i++) {
		top = 1UL << i;
		ecpoint_set(&row[top - 1], &row[(top >> 1) - 1]);
		double_times(&row[top - 1], t->stride, c);
		mpz_mul_2exp(k[top - 1], k[(top >> 1) - 1], t->stride);
		for (j = 1; j < top; j++) {
			ecpoint_add(&row[top + j - 1], &row[top - 1],
			    &row[j - 1], c);
			mpz_add(k[top + j - 1], k[top - 1], k[j - 1]);
		}
	}
}

/*
 * Row r of a comb table, from B = 2^shift * G: every sum of comb_sums(),
 * after the point at infinity with zero, or with odd those of odd i
 * only, entry (i - 1) / 2 the sum of i.
 */
static void
make_comb_row(struct ptable *t, unsigned long r, const struct ecpoint *base,
    const struct curve *c)
{
	struct ecpoint	*row = t->points + r * t->size, *all;
	mpz_t		*k = t->k + r * t->size, *kall, kb;
	unsigned long	 i, n = (1UL << t->teeth) - 1;

	mpz_init_set_ui(kb, 1);
	mpz_mul_2exp(kb, kb, ptable_shift(t, r));
	if (t->spec->zero) {
		row[0].infinity = 1;
		mpz_set_ui(k[0], 0);
		comb_sums(row + 1, k + 1, t, base, kb, c);
	} else if (!t->spec->odd)
		comb_sums(row, k, t, base, kb, c);
	if (!t->spec->odd) {
		mpz_clear(kb);
		return;
	}
	all = xcalloc(n, sizeof(*all));
	kall = xcalloc(n, sizeof(*kall));
	for (i = 0; i < n; i++) {
		ecpoint_init(&all[i]);
		mpz_init(kall[i]);
	}
	comb_sums(all, kall, t, base, kb, c);
	for (i = 0; i < n; i += 2) {
		ecpoint_set(&row[i / 2], &all[i]);
		mpz_set(k[i / 2], kall[i]);
	}
	for (i = 0; i < n; i++) {
		ecpoint_clear(&all[i]);
		mpz_clear(kall[i]);
	}
	free(all);
	free(kall);
	mpz_clear(kb);
}

/* Checks points[i] = k[i] * G by an independent scalar multiplication. */
static void
check_point(const struct ptable *t, size_t i, const struct ecpoint *g,
    const struct curve *c)
{
	struct ecpoint	 q;

	ecpoint_init(&q);
	ecpoint_mul(&q, t->k[i], g, c);
	if (q.infinity != t->points[i].infinity || (!q.infinity &&
	    (mpz_cmp(q.x, t->points[i].x) != 0 ||
	    mpz_cmp(q.y, t->points[i].y) != 0)))
		errx(1, "internal error: table %s of %s: point %zu is not "
		    "its k*G", t->spec->name, c->name, i);
	ecpoint_clear(&q);
}

/*
 * Lays out table spec of curve c in *t, its rows, points a row, step,
 * teeth and stride, and checks it against the limits, computing no
 * point; shape is the curve's (ptable_shape_read()) for a spec with
 * attr, else NULL.  Returns 0, or -1 with what is wrong in err: a table
 * of more than PTABLE_MAX_POINTS points, or of scalars of over twice
 * the order's bits.
 */
int
ptable_plan(struct ptable *t, const struct ptable_spec *spec,
    const struct curve *c, const struct ptable_shape *shape, char *err)
{
	unsigned long	 bits, top, width;
	size_t		 i;

	memset(t, 0, sizeof(*t));
	t->spec = spec;
	bits = mpz_sizeinbase(c->n, 2);
	width = shape != NULL ? shape->width : 0;
	if (spec->kind == PTABLE_MULTIPLES) {
		t->size = width != 0 ? 1UL << (width - 1) : spec->size;
		t->step = width != 0 ? width : spec->step;
		/*
		 * Signed digits of a scalar below the order end in a digit
		 * that may carry: a window's table covers one bit more.
		 */
		t->rows = spec->rows != 0 ? spec->rows : width != 0 ?
		    bits / width + 1 : (bits + t->step - 1) / t->step;
	} else {
		t->teeth = shape != NULL ? shape->teeth : spec->teeth;
		if (spec->wider != 0 && bits >= spec->wider)
			t->teeth++;
		t->size = spec->odd ? 1UL << (t->teeth - 1) :
		    (1UL << t->teeth) - !spec->zero;
		t->rows = shape != NULL ? shape->rows : spec->rows;
		t->stride = spec->stride;
		if (t->stride == 0) {
			t->stride = (bits + t->teeth - 1) / t->teeth;
			t->stride = (t->stride + t->rows - 1) / t->rows *
			    t->rows;
		}
	}
	if (t->rows > PTABLE_MAX_POINTS / t->size) {
		errmsg(err, "%s: table %s of %s: %lu rows of %lu points, "
		    "over %lu", spec->where != NULL ? spec->where : "-g",
		    spec->name, c->name, t->rows, t->size, PTABLE_MAX_POINTS);
		return -1;
	}
	/*
	 * Every scalar below 2^(2 bits): top is the bit length of the
	 * largest.  rows, step and stride are at most PTABLE_MAX_POINTS
	 * and teeth PTABLE_MAX_TEETH, so nothing here overflows.
	 */
	if (spec->kind == PTABLE_MULTIPLES) {
		for (top = 0, i = t->size; i > 0; i >>= 1)
			top++;
		top += (t->rows - 1) * t->step;
	} else
		top = ptable_shift(t, t->rows - 1) +
		    (t->teeth - 1) * t->stride + 1;
	if (top > 2 * bits) {
		errmsg(err, "%s: table %s of %s: scalars of %lu bits, over "
		    "twice the order's %lu", spec->where != NULL ?
		    spec->where : "-g", spec->name, c->name, top, bits);
		return -1;
	}
	return 0;
}

/*
 * Computes the points of *t, which ptable_plan() laid out for curve c;
 * ptable_clear() frees them.
 */
void
ptable_fill(struct ptable *t, const struct curve *c)
{
	const struct ptable_spec *spec = t->spec;
	struct ecpoint	 g, base;
	unsigned long	 r, n, shift, last = 0;
	size_t		 i;

	n = t->rows * t->size;
	t->points = xcalloc(n, sizeof(*t->points));
	t->k = xcalloc(n, sizeof(*t->k));
	for (i = 0; i < n; i++) {
		ecpoint_init(&t->points[i]);
		mpz_init(t->k[i]);
	}
	ecpoint_init(&g);
	ecpoint_init(&base);
	mpz_set(g.x, c->gx);
	mpz_set(g.y, c->gy);
	g.infinity = 0;
	ecpoint_set(&base, &g);
	for (r = 0; r < t->rows; r++) {
		shift = ptable_shift(t, r);
		double_times(&base, shift - last, c);
		last = shift;
		if (spec->kind == PTABLE_MULTIPLES)
			make_multiples_row(t, r, &base, c);
		else
			make_comb_row(t, r, &base, c);
		check_point(t, (r + 1) * t->size - 1, &g, c);
	}
	ecpoint_clear(&g);
	ecpoint_clear(&base);
}

/* Frees the points of *t, keeping its layout: ptable_fill() may refill it. */
void
ptable_clear(struct ptable *t)
{
	unsigned long	 i;

	if (t->points == NULL)
		return;
	for (i = 0; i < t->rows * t->size; i++) {
		ecpoint_clear(&t->points[i]);
		mpz_clear(t->k[i]);
	}
	free(t->points);
	free(t->k);
	t->points = NULL;
	t->k = NULL;
}
