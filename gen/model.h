/*
 * The model: the tree of curves and constants that templates render.
 */
#ifndef ECTAB_MODEL_H
#define ECTAB_MODEL_H

#include <stddef.h>

#include "curve.h"
#include "tree.h"

/* What a rendering is of, besides the curves. */
struct model_opts {
	char *const		*sources;	/* definition files */
	size_t			 nsources;
	const unsigned int	*ws;		/* word sizes, in bits */
	size_t			 nws;
	const char		*prefix;	/* identifier prefix */
};

extern const char *const model_names[];

struct node	*model_build(struct tree *, const struct curve_list *,
		    const struct model_opts *);

#endif
