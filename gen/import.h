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
 * ectab import: explicit EC parameters in, definition stanzas out.
 */
#ifndef ECTAB_IMPORT_H
#define ECTAB_IMPORT_H

#include <stddef.h>

#include "catalog.h"
#include "util.h"

/* What import works with: the catalog, what -n and -e gave, the output. */
struct import {
	struct curve_list	 catalog;
	const char		*name;		/* -n, or NULL */
	int			 degree;	/* -e, or 0 */
	int			 drop_seed;	/* --drop-seed */
	struct strbuf		 out;		/* the stanzas */
	size_t			 count;		/* curves imported */
};

struct command;

extern const struct command import_command;

int	import_text(struct import *, const char *, const char *, size_t,
	    char *);
int	import_main(int, char *[]);

#endif
