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
 * Lists of curves: those a list owns, indexed in string maps so that the
 * reader's checks and every lookup take constant time, and selections
 * that borrow them.
 */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "catalog.h"
#include "util.h"

/* Returns the C identifier of a curve name in lower case, newly allocated. */
static char *
lower_ident(const char *name)
{
	char	*id, *s;

	id = curve_ident(name);
	for (s = id; *s != '\0'; s++)
		*s = (char)tolower((unsigned char)*s);
	return id;
}

/*
 * Returns the key of c's parameters in the index, newly allocated: the
 * curves with this key are those import finds by their parameters.
 */
static char *
params_key(const struct curve *c)
{
	const mpz_srcptr v[] = { c->p, c->a, c->b, c->gx, c->gy, c->n, c->h };
	struct strbuf	 sb;
	char		*hex;
	size_t		 i;

	strbuf_init(&sb);
	for (i = 0; i < sizeof(v) / sizeof(v[0]); i++) {
		hex = mpz_get_str(NULL, 16, v[i]);
		strbuf_addf(&sb, "%s%s", i > 0 ? ":" : "", hex);
		free(hex);
	}
	return sb.s;
}

/* Enters curve c in the index. */
static void
index_curve(struct catalog_index *idx, struct curve *c)
{
	char	*id, *key;
	size_t	 i, k;

	strmap_put(&idx->names, c->name, c);
	for (i = 0; i < c->naliases; i++)
		strmap_put(&idx->names, c->aliases[i], c);
	for (i = 0; i < c->noids; i++)
		strmap_put(&idx->oids, c->oids[i], c);
	id = lower_ident(c->name);
	strmap_put(&idx->idents, id, c);
	for (k = 1; id[k] != '\0'; k++) {
		if (id[k] != '_')
			continue;
		id[k] = '\0';
		strmap_put(&idx->stems, id, c);
		id[k] = '_';
	}
	free(id);
	key = params_key(c);
	if (strmap_get(&idx->params, key) == NULL)
		strmap_put(&idx->params, key, c);
	free(key);
}

static void
index_free(struct catalog_index *idx)
{
	strmap_free(&idx->names);
	strmap_free(&idx->idents);
	strmap_free(&idx->stems);
	strmap_free(&idx->oids);
	strmap_free(&idx->params);
}

void
curve_list_add(struct curve_list *cl, struct curve *c)
{
	cl->v = xreallocarray(cl->v, cl->len + 1, sizeof(*cl->v));
	cl->v[cl->len++] = c;
	index_curve(&cl->idx, c);
}

/*
 * Takes curve c, one of cl's, out of cl, indexing anew those left, and
 * returns it, the caller's to free or add to another list.
 */
struct curve *
curve_list_take(struct curve_list *cl, const struct curve *c)
{
	struct curve	*taken;
	size_t		 i;

	for (i = 0; cl->v[i] != c; i++)
		;
	taken = cl->v[i];
	memmove(&cl->v[i], &cl->v[i + 1], (cl->len - i - 1) * sizeof(*cl->v));
	cl->len--;
	index_free(&cl->idx);
	for (i = 0; i < cl->len; i++)
		index_curve(&cl->idx, cl->v[i]);
	return taken;
}

/*
 * Frees the curves after the first len, and indexes anew those left: a
 * file that fails to read leaves the list as it was before it.
 */
void
curve_list_truncate(struct curve_list *cl, size_t len)
{
	size_t	 i;

	if (len >= cl->len)
		return;
	while (cl->len > len)
		curve_free(cl->v[--cl->len]);
	index_free(&cl->idx);
	for (i = 0; i < cl->len; i++)
		index_curve(&cl->idx, cl->v[i]);
}

void
curve_list_free(struct curve_list *cl)
{
	curve_list_truncate(cl, 0);
	free(cl->v);
	cl->v = NULL;
}

/* Returns the curve called name (or aliased so), or NULL. */
const struct curve *
curve_list_find(const struct curve_list *cl, const char *name)
{
	return strmap_get(&cl->idx.names, name);
}

/* Returns the curve with the object identifier oid, or NULL. */
const struct curve *
curve_list_find_oid(const struct curve_list *cl, const char *oid)
{
	return strmap_get(&cl->idx.oids, oid);
}

/*
 * Returns the first curve with the parameters p, a, b, G, n and h of c,
 * or NULL.
 */
const struct curve *
curve_list_find_params(const struct curve_list *cl, const struct curve *c)
{
	const struct curve *found;
	char		*key;

	key = params_key(c);
	found = strmap_get(&cl->idx.params, key);
	free(key);
	return found;
}

/*
 * Returns a curve whose C identifiers a curve called name would clash
 * with, or NULL.  Templates name arrays ec_IDENT_SUFFIX and macros in
 * upper case, so no two idents may be equal ignoring case, nor one the
 * other followed by '_' and more (foo and foo_order would both give
 * ec_foo_order_mont_one).
 */
const struct curve *
curve_list_ident_clash(const struct curve_list *cl, const char *name)
{
	const struct curve *c;
	char		*id;
	size_t		 k;

	id = lower_ident(name);
	if ((c = strmap_get(&cl->idx.idents, id)) == NULL)
		c = strmap_get(&cl->idx.stems, id);
	for (k = 1; c == NULL && id[k] != '\0'; k++) {
		if (id[k] != '_')
			continue;
		id[k] = '\0';
		c = strmap_get(&cl->idx.idents, id);
		id[k] = '_';
	}
	free(id);
	return c;
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
	sel->attrs = xreallocarray(sel->attrs, sel->len + 1,
	    sizeof(*sel->attrs));
	sel->lines = xreallocarray(sel->lines, sel->len + 1,
	    sizeof(*sel->lines));
	sel->v[sel->len] = c;
	sel->attrs[sel->len] = NULL;
	sel->lines[sel->len] = 0;
	sel->labels[sel->len++] = label;
}

/*
 * Returns the value of key in attrs, attributes KEY or KEY=VALUE each
 * NUL-terminated, then "": "" for a KEY without a value, NULL if attrs
 * (which may be NULL) has no key.
 */
const char *
attr_find(const char *attrs, const char *key)
{
	const char	*s;
	size_t		 len = strlen(key);

	for (s = attrs; s != NULL && *s != '\0'; s += strlen(s) + 1)
		if (strncmp(s, key, len) == 0 &&
		    (s[len] == '\0' || s[len] == '='))
			return s[len] == '\0' ? "" : s + len + 1;
	return NULL;
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
	size_t	 i;

	for (i = 0; i < sel->len; i++)
		free(sel->attrs[i]);
	free(sel->v);
	free(sel->labels);
	free(sel->attrs);
	free(sel->set);
	free(sel->lines);
	sel->v = NULL;
	sel->labels = NULL;
	sel->attrs = NULL;
	sel->set = NULL;
	sel->lines = NULL;
	sel->len = 0;
}
