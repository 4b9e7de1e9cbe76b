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
 * libFuzzer harness for "ectab import": any bytes, read as a PEM or DER
 * file of EC parameters against the catalog (gen/curves, read once; run
 * from the top of the tree), with -e 12 as the options, must give
 * stanzas or one error message, never a crash, a leak or undefined
 * behaviour.  Unlike fuzz_der, this reaches the PEM reader, the catalog
 * look-ups, validation and the stanza writer.
 */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "curve.h"
#include "import.h"
#include "load.h"
#include "util.h"

int	LLVMFuzzerTestOneInput(const uint8_t *, size_t);

static struct import	 im;
static int		 loaded;

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t len)
{
	char	*text, err[ERRMSG_LEN];

	if (!loaded) {
		if (load_catalog(&im.catalog, err) == -1)
			abort();
		im.name = "fuzz";
		im.degree = 12;
		loaded = 1;
	}
	text = xmalloc(len + 1);
	memcpy(text, data, len);
	text[len] = '\0';
	strbuf_init(&im.out);
	im.count = 0;
	(void)import_text(&im, "fuzz.pem", text, len, err);
	strbuf_free(&im.out);
	free(text);
	return 0;
}
