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
 * Elliptic-curve domain parameters in DER: ECPKParameters of RFC 3279,
 * whose explicit form is the ECParameters (SpecifiedECDomain) structure
 * of SEC 1 appendix C.2, over a prime field.
 */
#ifndef ECTAB_DER_H
#define ECTAB_DER_H

#include <stddef.h>

#include "curve.h"
#include "util.h"

int	der_read_ecparams(const unsigned char *, size_t, struct curve *,
	    char **, int, char *);
void	der_write_ecparams(struct strbuf *, const struct curve *);

#endif
