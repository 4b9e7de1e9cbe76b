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
 * The tree a template sees: strings, booleans, lists and maps.  A map may
 * name a base map whose keys it inherits, so one node can appear under
 * several parents without being copied.  Every node belongs to the tree
 * that made it and is freed with it.
 *
 * A map's value may be lazy: a function that makes it, into a tree of
 * its reader's, when it is read.  The renderer makes it for the tag that
 * reads it and frees it when that tag is rendered, so that a large part
 * of a model (a table's points) is in memory only while it is rendered.
 */
#ifndef ECTAB_TREE_H
#define ECTAB_TREE_H

#include <stddef.h>

enum node_kind {
	NODE_STRING,
	NODE_BOOL,
	NODE_LIST,
	NODE_MAP,
	NODE_LAZY
};

struct tree;

/* Makes a lazy node's value in the tree given, from its argument. */
typedef struct node *(*node_maker)(struct tree *, void *);

struct node {
	enum node_kind	 kind;
	char		*str;		/* NODE_STRING */
	int		 truth;		/* NODE_BOOL */
	struct node	**items;	/* list items, or map values */
	char		**keys;		/* NODE_MAP */
	size_t		 nitems;
	const struct node *base;	/* NODE_MAP: inherited keys */
	node_maker	 make;		/* NODE_LAZY, with arg */
	void		*arg;
	struct node	*next;		/* all nodes of the tree */
	size_t		 cap;		/* room in items (and keys) */
	struct tree	*tree;		/* whose arena holds the node */
};

/*
 * A tree and the arena that holds its nodes, strings and arrays, freed
 * at once: a model of large tables has hundreds of thousands of nodes.
 * Initialize with zeros (memset, or static storage).
 */
struct tree {
	struct node	*nodes;
	struct chunk	*chunks;
	size_t		 left;		/* bytes free in the first chunk */
};

struct node	*tree_string(struct tree *, const char *);
struct node	*tree_stringf(struct tree *, const char *, ...)
		    __attribute__((__format__(__printf__, 2, 3)));
struct node	*tree_bool(struct tree *, int);
struct node	*tree_list(struct tree *);
struct node	*tree_map(struct tree *, const struct node *);
struct node	*tree_lazy(struct tree *, node_maker, void *);
const struct node *node_made(const struct node *, struct tree *);
void		*tree_alloc(struct tree *, size_t);
void		 tree_free(struct tree *);

char		*tree_strdup(struct tree *, const char *);
void		 list_add(struct node *, struct node *);
void		 map_set(struct node *, const char *, struct node *);
const struct node *map_get(const struct node *, const char *);
int		 node_truthy(const struct node *);

#endif
