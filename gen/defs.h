/*
 * The curve definition reader.  The format is described in README.md.
 */
#ifndef ECTAB_DEFS_H
#define ECTAB_DEFS_H

#include <stddef.h>

#include "curve.h"

int	defs_name_ok(const char *);
int	defs_embedding_degree(const char *);
int	defs_read_file(const char *, struct curve_list *, char *);
int	defs_read_mem(const char *, const char *, size_t, struct curve_list *,
	    char *);

#endif
