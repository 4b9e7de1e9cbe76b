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
 * The point-table checker's view of a header: tables of multiples of G,
 * each a run of points (x then y, and z where the layout has it; words
 * or limbs little-endian), row after row.  An adapter for each layout
 * (ptables_generic.c, ptables_boringssl.c, ptables_libressl.c,
 * ptables_openssl.c, ptables_wolfssl.c, mbedtls.c) fills them in;
 * ptables.c proves them.
 */
#ifndef ECTAB_PTABLES_H
#define ECTAB_PTABLES_H

#include <stddef.h>

#include <openssl/bn.h>

enum ref_kind { REF_MULTIPLES, REF_COMB };

struct ref_ptable {
	int		 nid;		/* the curve, as OpenSSL knows it */
	const char	*curve;		/* for messages */
	const char	*name;		/* the table's, for messages */
	enum ref_kind	 kind;
	int		 rows;
	int		 size;		/* points a row */
	int		 step;		/* multiples: row r of 2^(r*step) G */
	int		 teeth;		/* comb */
	int		 covers;	/* comb: size 2^teeth - 1 (with */
					/* zero, 2^teeth), teeth * stride */
					/* at least the order's bits, */
					/* stride a multiple of rows */
	int		 odd;		/* comb: odd sums only, i -> 2i + 1 */
	int		 zero;		/* point 0 the infinity: comb, sums */
					/* of the bits of i, not i + 1; */
					/* multiples, i times, not i + 1 */
	int		 stride;	/* comb: row r shifted r*stride/rows */
	int		 words;		/* BN_ULONG words a coordinate */
	int		 limb_bits;	/* each word a limb of this many */
					/* bits; 0: whole words */
	int		 z;		/* a third coordinate, z = 1 (0 at */
					/* infinity) */
	int		 mont;		/* x*R mod p, R = 2^(words*BN_BITS2) */
	const BN_ULONG	*points;	/* [rows][size][2 + z][words] */
};

size_t	ref_ptables(const struct ref_ptable **);
int	ref_prove_tables(void);

#endif
