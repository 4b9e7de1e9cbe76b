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
 * The curves read from definition files, which a curve_list owns and
 * indexes by everything that must be unique among them; and selections
 * of them, which borrow: what -c, -s or every curve chose for one
 * output, each with the name it was chosen by.
 */
#ifndef ECTAB_CATALOG_H
#define ECTAB_CATALOG_H

#include <stddef.h>

#include "curve.h"
#include "strmap.h"

/* The index of a curve_list: what the reader checks and lookups use. */
struct catalog_index {
	struct strmap	 names;		/* names and aliases */
	struct strmap	 idents;	/* C identifiers, in lower case */
	struct strmap	 stems;		/* those cut before each later '_' */
	struct strmap	 oids;		/* object identifiers */
	struct strmap	 params;	/* p a b gx gy n h: the first curve */
};

/*
 * Curves in the order read, owned, with their index.  Initialize with
 * zeros (memset, or static storage); add only with curve_list_add.
 */
struct curve_list {
	struct curve	**v;
	size_t		  len;
	struct catalog_index idx;
};

/*
 * Curves chosen for one output, borrowed from their list.  A set file
 * (-s) gives each its attributes, and says where: its path and the
 * curve's line, so that a bad value is reported there.
 */
struct selection {
	const struct curve **v;
	const char	**labels;	/* the name or alias chosen by */
	char		**attrs;	/* a set file's KEY[=VALUE]s, each
					   NUL-terminated, then "", or NULL */
	char		 *set;		/* the set file, or NULL (owned) */
	int		 *lines;	/* each curve's line in it, or 0 */
	size_t		  len;
};

void		 curve_list_add(struct curve_list *, struct curve *);
void		 curve_list_truncate(struct curve_list *, size_t);
struct curve	*curve_list_take(struct curve_list *, const struct curve *);
void		 curve_list_free(struct curve_list *);
const struct curve *curve_list_find(const struct curve_list *, const char *);
const struct curve *curve_list_find_oid(const struct curve_list *,
		    const char *);
const struct curve *curve_list_find_params(const struct curve_list *,
		    const struct curve *);
const struct curve *curve_list_ident_clash(const struct curve_list *,
		    const char *);

void		 selection_add(struct selection *, const struct curve *,
		    const char *);
int		 selection_has(const struct selection *, const struct curve *,
		    size_t *);
void		 selection_free(struct selection *);
const char	*attr_find(const char *, const char *);

#endif
