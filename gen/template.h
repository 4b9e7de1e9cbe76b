/*
 * The template renderer: a subset of Mustache over a tree (tree.h).  It
 * knows nothing about curves.  The language is described in
 * templates/README.md.
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
void	template_free(struct template *);

#endif
