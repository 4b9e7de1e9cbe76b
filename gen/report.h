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

#include "curve.h"

enum verdict {
	VERDICT_PASS,		/* a requirement, met */
	VERDICT_FAIL,		/* a requirement, not met: curve is refused */
	VERDICT_WARN,		/* a weakness; an error under --strict */
	VERDICT_INFO		/* a fact */
};

struct finding {
	const char	*check;		/* short name, e.g. "p-prime" */
	enum verdict	 verdict;
	int		 line;		/* line of the key it concerns */
	char		*text;		/* what was found, numbers included */
};

struct report {
	const struct curve *curve;
	struct finding	*v;
	size_t		 len;
	int		 failed;	/* a VERDICT_FAIL was added */
};

void	 report_init(struct report *, const struct curve *);
void	 report_free(struct report *);
void	 report_add(struct report *, const char *, enum verdict,
	    enum curve_key, const char *, ...);
size_t	 report_count(const struct report *, enum verdict);
const char *verdict_name(enum verdict);

#endif
