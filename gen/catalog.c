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
 * Lists of curves: those a list owns, and selections that borrow them.
 */
#include <stdlib.h>

#include "catalog.h"
#include "util.h"

void
curve_list_add(struct curve_list *cl, struct curve *c)
{
	cl->v = xreallocarray(cl->v, cl->len + 1, sizeof(*cl->v));
	cl->v[cl->len++] = c;
}

void
curve_list_free(struct curve_list *cl)
{
	size_t	 i;

	for (i = 0; i < cl->len; i++)
		curve_free(cl->v[i]);
	free(cl->v);
	cl->v = NULL;
	cl->len = 0;
}

/* Returns the curve called name (or aliased so), or NULL. */
const struct curve *
curve_list_find(const struct curve_list *cl, const char *name)
{
	size_t	 i;

	for (i = 0; i < cl->len; i++)
		if (curve_has_name(cl->v[i], name))
			return cl->v[i];
	return NULL;
}

/*
 * Adds c to the selection, chosen by label: a string that lives as long
 * as c, such as its name or one of its aliases.
 */
void
selection_add(struct selection *sel, const struct curve *c,
    const char *label)
{
	sel->v = xreallocarray(sel->v, sel->len + 1, sizeof(*sel->v));
	sel->labels = xreallocarray(sel->labels, sel->len + 1,
	    sizeof(*sel->labels));
	sel->v[sel->len] = c;
	sel->labels[sel->len++] = label;
}

/* Returns 1 if c is selected, and sets *at to where if at is not NULL. */
int
selection_has(const struct selection *sel, const struct curve *c,
    size_t *at)
{
	size_t	 i;

	for (i = 0; i < sel->len; i++) {
		if (sel->v[i] != c)
			continue;
		if (at != NULL)
			*at = i;
		return 1;
	}
	return 0;
}

/* Frees the selection's arrays; the curves belong to their list. */
void
selection_free(struct selection *sel)
{
	free(sel->v);
	free(sel->labels);
	sel->v = NULL;
	sel->labels = NULL;
	sel->len = 0;
}
