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
 * Tables of multiples of a curve's generator, for fixed-base scalar
 * multiplication: what a template or -g asks for (struct ptable_spec),
 * and the affine points themselves.
 */
#ifndef ECTAB_PTABLE_H
#define ECTAB_PTABLE_H

#include <stddef.h>

#include <gmp.h>

#include "curve.h"
#include "ecpoint.h"

enum ptable_kind {
	PTABLE_MULTIPLES,	/* k * 2^(r*step) * G, k = 1..size */
	PTABLE_COMB		/* sums of 2^(shift_r + t*stride) * G */
};

/*
 * Bounds on one table, against a runaway request: its points, and its
 * scalars, below 2^(2b) for an order of b bits (which bounds the
 * doublings too).
 */
#define PTABLE_MAX_POINTS	16384UL
#define PTABLE_MAX_TEETH	14
#define PTABLE_NAME_MAX		32

/*
 * The widths of a signed window that window=ATTR takes from a set file:
 * a table of 2^(w-1) points a row, rows apart by w bits.
 */
#define PTABLE_MIN_WINDOW	2
#define PTABLE_MAX_WINDOW	14

/*
 * A table as asked for.  rows (multiples) and stride are 0 where they
 * follow from the curve (ptable_plan()); with attr, so do size and
 * step (window=) or teeth, rows and stride (shape=), from the curve's
 * set file.
 */
struct ptable_spec {
	char			*name;
	char			*text;		/* the spec as given */
	char			*where;		/* "file:line" or "-g" */
	enum ptable_kind	 kind;
	unsigned long		 size;		/* multiples: points a row */
	unsigned long		 step;		/* multiples: row to row */
	char			*attr;		/* the set attribute of the
						   shape (window=, shape=), or
						   NULL */
	unsigned long		 teeth;		/* comb: bits a point covers */
	unsigned long		 wider;		/* comb: a tooth more from here */
	unsigned long		 stride;	/* comb: tooth to tooth */
	int			 odd;		/* comb: odd sums only */
	int			 zero;		/* comb: the empty sum first */
	unsigned long		 rows;		/* rows (subtables) */
};

/*
 * The shape of a table of attr that a curve's set file gives it, as the
 * value of the attribute: a signed window's width, "W", or a comb's
 * teeth and rows, "TxR".
 */
struct ptable_shape {
	unsigned long		 width;		/* multiples */
	unsigned long		 teeth;		/* comb */
	unsigned long		 rows;		/* comb */
};

/*
 * A table of one curve: rows * size points, row-major; points and k are
 * NULL until ptable_fill().
 */
struct ptable {
	const struct ptable_spec *spec;
	unsigned long		 rows;
	unsigned long		 size;		/* points a row */
	unsigned long		 step;		/* multiples; 0 for comb */
	unsigned long		 teeth;		/* comb; 0 for multiples */
	unsigned long		 stride;	/* comb; 0 for multiples */
	struct ecpoint		*points;
	mpz_t			*k;		/* points[i] = k[i]*G */
};

int	ptable_spec_parse(const char *, struct ptable_spec *, char *);
void	ptable_spec_copy(struct ptable_spec *, const struct ptable_spec *);
void	ptable_spec_free(struct ptable_spec *);
unsigned long ptable_shift(const struct ptable *, unsigned long);
int	ptable_shape_read(const struct ptable_spec *, const char *,
	    struct ptable_shape *, char *);
int	ptable_plan(struct ptable *, const struct ptable_spec *,
	    const struct curve *, const struct ptable_shape *, char *);
void	ptable_fill(struct ptable *, const struct curve *);
void	ptable_clear(struct ptable *);

#endif
