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
 * libFuzzer harness for the DER reader of "ectab import": any bytes, read
 * as ECPKParameters, must give a curve, a named-curve OID or one error
 * message, never a crash, a leak or undefined behaviour.  What it reads
 * is written back, so that the writer runs on every shape the reader
 * accepts.
 */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>

#include "curve.h"
#include "der.h"
#include "util.h"

int	LLVMFuzzerTestOneInput(const uint8_t *, size_t);

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t len)
{
	struct curve	*c;
	struct strbuf	 out;
	char		*oid, err[ERRMSG_LEN];

	c = curve_new("fuzz", "fuzz.der", 0);
	if (der_read_ecparams(data, len, c, &oid, 0, err) == 0 && oid == NULL) {
		strbuf_init(&out);
		der_write_ecparams(&out, c);
		strbuf_free(&out);
	}
	free(oid);
	curve_free(c);
	return 0;
}
