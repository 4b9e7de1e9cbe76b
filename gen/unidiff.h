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
 * The entries of a diff of a tree, as cvs diff -uNp or git diff writes
 * them: a new file, or a file changed from one text to another.
 */
#ifndef ECTAB_UNIDIFF_H
#define ECTAB_UNIDIFF_H

#include <stddef.h>

#include "util.h"

/* Whose entries: cvs diff -uNp's ("Index: "), git diff's (-p1). */
enum unidiff_style {
	UNIDIFF_CVS,
	UNIDIFF_GIT
};

void	unidiff_added(struct strbuf *, enum unidiff_style, const char *,
	    const char *, size_t);
void	unidiff_changed(struct strbuf *, enum unidiff_style, const char *,
	    const char *, size_t, const char *, size_t);

#endif
