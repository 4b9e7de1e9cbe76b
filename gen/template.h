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
 * The template renderer: a subset of Mustache over a tree (tree.h).  It
 * knows nothing about curves.  ectab-templates(5) describes the
 * language.
 */
#ifndef ECTAB_TEMPLATE_H
#define ECTAB_TEMPLATE_H

#include <stddef.h>

#include "tree.h"
#include "util.h"

struct template;

int	template_parse(const char *, const char *, size_t, struct template **,
	    char *);
int	template_render(const struct template *, const struct node *,
	    const char *const *, struct strbuf *, char *);
int	template_uses(const struct template *, const char *);
size_t	template_npragmas(const struct template *);
void	template_pragma(const struct template *, size_t, const char **,
	    const char **, int *);
void	template_free(struct template *);

#endif
