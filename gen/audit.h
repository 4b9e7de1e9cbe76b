/*
 * ectab audit: every check on every curve, with its verdict and the
 * number that decides it.
 */
#ifndef ECTAB_AUDIT_H
#define ECTAB_AUDIT_H

#include <stddef.h>

#include "report.h"
#include "util.h"

/* A report on curves: one report each, the files they came from. */
struct audit {
	struct report	*reps;
	size_t		 len;
	char		**sources;
	size_t		 nsources;
	int		 strict;
	size_t		 valid, warnings;
};

void	audit_render(const struct audit *, int, struct strbuf *);
int	audit_main(int, char *[]);

#endif
