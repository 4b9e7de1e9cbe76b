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
 * What the commands share on their command lines: choosing curves (-c,
 * -s), the output (-o, --check), and the definitions or the catalog.
 */
#ifndef ECTAB_CMDLINE_H
#define ECTAB_CMDLINE_H

#include "catalog.h"

/* The options generation, the audit and export share. */
enum { OPT_CHECK = 256, OPT_FIRST_OWN };

struct select_opts {
	const char	*curves;	/* -c */
	const char	*set;		/* -s */
	const char	*output;	/* -o */
	int		 check;		/* --check */
};

/*
 * What choose_curves and load_selected return for a usage error, once
 * they have reported it on standard error: the command then shows its
 * usage and exits 2.  Otherwise they return 0, or -1 with a message in
 * err, as the readers do.
 */
#define CMDLINE_USAGE	(-2)

int	select_option(int, const char *, struct select_opts *);
int	selection_ok(const char *, const char *);
int	output_ok(int, const char *);
int	definitions_or_catalog(int *, char ***, char ***, char *);
int	choose_curves(const struct curve_list *, const char *,
	    const char *, struct selection *, char *);
int	load_selected(int, char **, const struct select_opts *, int,
	    struct curve_list *, struct selection *, char *);

#endif
