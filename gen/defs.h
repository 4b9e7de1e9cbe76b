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
 * The curve definition reader.  ectab-curves(5) describes the format.
 */
#ifndef ECTAB_DEFS_H
#define ECTAB_DEFS_H

#include <stddef.h>

#include "catalog.h"
#include "util.h"

int	defs_name_ok(const char *);
const char *defs_key_name(enum curve_key);
int	defs_key_certified(enum curve_key);
size_t	defs_key_column(enum curve_key);
void	defs_list_keys(struct strbuf *);
int	defs_embedding_degree(const char *);
int	defs_read_file(const char *, struct curve_list *, char *);
int	defs_read_mem(const char *, const char *, size_t, struct curve_list *,
	    char *);

#endif
