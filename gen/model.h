/*
 * The model: the tree of curves and constants that templates render.
 */
#ifndef ECTAB_MODEL_H
#define ECTAB_MODEL_H

#include <stddef.h>

#include "curve.h"
#include "tree.h"

struct node	*model_build(struct tree *, const struct curve_list *,
		    char *const *, size_t, const unsigned int *, size_t);

#endif
