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
 * A curve's audit: every check run on it, with its verdict and the
 * number that decides it.
 */
#ifndef ECTAB_REPORT_H
#define ECTAB_REPORT_H

#include <stddef.h>

#include <gmp.h>

#include "curve.h"

/*
 * Validation's requirements pass or fail; a security criterion is met
 * (ok), known to fall short (warn) or not known to be met or not
 * (unknown), the two last errors under --strict; the rest are facts.
 */
enum verdict {
	VERDICT_PASS,		/* a requirement, met */
	VERDICT_FAIL,		/* a requirement, not met: curve is refused */
	VERDICT_OK,		/* a criterion, met */
	VERDICT_WARN,		/* a criterion, known to fall short */
	VERDICT_UNKNOWN,	/* a criterion, not known to be met or not */
	VERDICT_INFO		/* a fact */
};

struct finding {
	const char	*check;		/* short name, e.g. "p-prime" */
	enum verdict	 verdict;
	int		 line;		/* line of the key it concerns */
	char		*text;		/* what was found, numbers included */
};

/*
 * The numbers of SafeCurves' criteria (safecurves.c), for the JSON
 * report; what is not known is -1 (levels) or 0 (numbers).
 */
struct safecurves {
	long		 rho;		/* tenths of a bit */
	mpz_t		 embedding_degree;
	mpz_t		 transfer_ratio;	/* (n - 1) / embedding degree */
	mpz_t		 disc;		/* the CM field discriminant, < 0 */
	long		 disc_bits;	/* tenths: log2 |D|, or its bound */
	int		 disc_exact;
	mpz_t		 twist_prime;	/* the twist's largest prime */
	mpz_t		 twist_embedding_degree;	/* of twist_prime */
	mpz_t		 twist_transfer_ratio;
	long		 twist_rho, twist_rho_max;
	long		 joint_rho;
	int		 transfer_safe, twist_transfer_safe;	/* 1, 0, -1 */
	long		 rho_plain, twist_rho_plain, joint_rho_plain;
					/* without the sqrt(3) of D = -3 */
	const char	*prime_p, *prime_n, *prime_twist;
	const char	*rigidity;	/* the provenance reproduced */
	const char	*rigid;		/* SafeCurves' word for it */
};

struct report {
	const struct curve *curve;
	struct finding	*v;
	size_t		 len;
	int		 failed;	/* a VERDICT_FAIL was added */
	int		 has_sc;	/* the security report filled sc */
	struct safecurves sc;
};

void	 report_init(struct report *, const struct curve *);
void	 report_free(struct report *);
void	 report_add(struct report *, const char *, enum verdict,
	    enum curve_key, const char *, ...);
void	 report_add_line(struct report *, const char *, enum verdict, int,
	    const char *, ...);
size_t	 report_count(const struct report *, enum verdict);
const char *verdict_name(enum verdict);
void	 report_error(const struct report *, char *);

#endif
