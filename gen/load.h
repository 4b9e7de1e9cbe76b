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
 * What the generator and the audit share on the command line: reading
 * definition files and selecting curves from them.
 */
#ifndef ECTAB_LOAD_H
#define ECTAB_LOAD_H

#include "catalog.h"

#ifndef ECTAB_CURVEDIR
#define ECTAB_CURVEDIR	"gen/curves"
#endif

/* The options generation, the audit and export share. */
enum { OPT_CHECK = 256, OPT_FIRST_OWN };

struct select_opts {
	const char	*curves;	/* -c */
	const char	*set;		/* -s */
	const char	*output;	/* -o */
	int		 check;		/* --check */
};

int	select_option(int, const char *, struct select_opts *);
int	load_selected(int, char **, const struct select_opts *, int,
	    struct curve_list *, struct selection *, char *);
const char *catalog_dir(void);
int	load_catalog(struct curve_list *, char *);
int	definitions_or_catalog(int *, char ***, char ***, char *);
void	paths_free(char **, int);
char	*set_path(const char *);
int	select_set(const struct curve_list *, const char *,
	    struct selection *, char *);
int	load_definitions(int, char **, struct curve_list *, char *);
int	choose_curves(const struct curve_list *, const char *,
	    const char *, struct selection *, char *);
int	output_ok(int, const char *);
int	selection_ok(const char *, const char *);
int	select_curves(const struct curve_list *, const char *,
	    struct selection *, char *);

#endif
