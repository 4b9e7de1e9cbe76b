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
 * Generation: a template by name, word sizes, prefixes, rendering.
 */
#ifndef ECTAB_GENERATE_H
#define ECTAB_GENERATE_H

#include <stddef.h>

#include "catalog.h"
#include "model.h"
#include "util.h"

#ifndef ECTAB_TEMPLATEDIR
#define ECTAB_TEMPLATEDIR	"templates"
#endif

#define DEFAULT_TEMPLATE	"libressl"
#define DEFAULT_PREFIX		"ectab_"
#define PREFIX_MAX_LEN		32
#define NKNOWN			3	/* word sizes: 64, 32, 16 */

char	*template_path(const char *, char *);
size_t	 parse_word_sizes(const char *, unsigned int *);
int	 prefix_ok(const char *);
int	 generate_render(const char *, const struct selection *,
	    const struct model_opts *, struct strbuf *, char *);

#endif
