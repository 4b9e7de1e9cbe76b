/*
 * What the generator and the audit share on the command line: reading
 * definition files and selecting curves from them.
 */
#ifndef ECTAB_LOAD_H
#define ECTAB_LOAD_H

#include "curve.h"

int	load_definitions(int, char **, struct curve_list *, char *);
int	operands_ok(int, int, const char *);
int	select_curves(const struct curve_list *, const char *,
	    struct curve_list *);

#endif
