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
 * Reading definition files, the catalog and set files, and selecting
 * curves from them.
 */
#ifndef ECTAB_LOAD_H
#define ECTAB_LOAD_H

#include "catalog.h"

#ifndef ECTAB_CURVEDIR
#define ECTAB_CURVEDIR	"gen/curves"
#endif

/* The longest key of a set file's attribute. */
#define SET_ATTR_MAX	32

const char *catalog_dir(void);
int	catalog_files(char ***, char *);
int	load_catalog(struct curve_list *, char *);
int	catalog_fill(struct curve_list *, const char *, const char *, char *);
void	paths_free(char **, int);
char	*set_path(const char *);
int	select_set(const struct curve_list *, const char *,
	    struct selection *, char *);
int	load_definitions(int, char **, struct curve_list *, char *);
/* What select_curves returns for a curve named twice. */
#define SELECT_TWICE	(-2)

int	select_curves(const struct curve_list *, const char *,
	    struct selection *, char *);

#endif
