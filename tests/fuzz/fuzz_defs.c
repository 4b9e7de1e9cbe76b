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
 * libFuzzer harness for the curve definition reader and the validation
 * that follows it: any bytes, read as a definition file, must give curves
 * or one error message, never a crash, a leak or undefined behaviour.
 */
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "curve.h"
#include "defs.h"
#include "util.h"
#include "validate.h"

int	LLVMFuzzerTestOneInput(const uint8_t *, size_t);

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct curve_list cl;
	char		 err[ERRMSG_LEN];
	size_t		 i;

	memset(&cl, 0, sizeof(cl));
	if (defs_read_mem("fuzz.txt", (const char *)data, size, &cl, err) == 0)
		for (i = 0; i < cl.len; i++)
			(void)curve_validate(cl.v[i], &cl, err);
	curve_list_free(&cl);
	return 0;
}
