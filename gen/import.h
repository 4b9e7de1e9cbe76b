/*
 * ectab import and ectab export: explicit EC parameters in and out.
 */
#ifndef ECTAB_IMPORT_H
#define ECTAB_IMPORT_H

#include <stddef.h>

#include "curve.h"
#include "util.h"

/* What import works with: the catalog, what -n and -e gave, the output. */
struct import {
	struct curve_list	 catalog;
	const char		*name;		/* -n, or NULL */
	int			 degree;	/* -e, or 0 */
	struct strbuf		 out;		/* the stanzas */
	size_t			 count;		/* curves imported */
};

int	import_text(struct import *, const char *, const char *, size_t,
	    char *);
int	import_main(int, char *[]);
int	export_main(int, char *[]);

#endif
