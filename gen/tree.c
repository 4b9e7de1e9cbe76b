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
 * The template tree.
 */
#include <assert.h>
#include <err.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tree.h"
#include "util.h"

#define CHUNK_SIZE	(64 * 1024)
#define ALIGN		16

struct chunk {
	struct chunk	*next;
	size_t		 size;		/* of data */
	size_t		 used;
	unsigned char	*data;		/* from malloc: aligned for anything */
};

/* Returns size bytes of t's arena, aligned to ALIGN, not zeroed. */
void *
tree_alloc(struct tree *t, size_t size)
{
	struct chunk	*c;
	void		*p;

	if (size > SIZE_MAX - ALIGN)
		errx(1, "tree: out of memory");
	size = (size + ALIGN - 1) / ALIGN * ALIGN;
	if (size > t->left) {
		c = xcalloc(1, sizeof(*c));
		c->size = size > CHUNK_SIZE ? size : CHUNK_SIZE;
		c->data = xmalloc(c->size);
		c->next = t->chunks;
		t->chunks = c;
		t->left = c->size;
	}
	c = t->chunks;
	p = c->data + c->used;
	c->used += size;
	t->left -= size;
	return p;
}

/* Returns a copy of s in t's arena. */
char *
tree_strdup(struct tree *t, const char *s)
{
	size_t	 len = strlen(s) + 1;

	return memcpy(tree_alloc(t, len), s, len);
}

static struct node *
node_new(struct tree *t, enum node_kind kind)
{
	struct node	*n;

	n = tree_alloc(t, sizeof(*n));
	memset(n, 0, sizeof(*n));
	n->kind = kind;
	n->tree = t;
	n->next = t->nodes;
	t->nodes = n;
	return n;
}

struct node *
tree_string(struct tree *t, const char *s)
{
	struct node	*n;

	n = node_new(t, NODE_STRING);
	n->str = tree_strdup(t, s);
	return n;
}

struct node *
tree_stringf(struct tree *t, const char *fmt, ...)
{
	struct node	*n;
	va_list		 ap;
	int		 len;

	va_start(ap, fmt);
	len = vsnprintf(NULL, 0, fmt, ap);
	va_end(ap);
	assert(len >= 0);
	n = node_new(t, NODE_STRING);
	n->str = tree_alloc(t, (size_t)len + 1);
	va_start(ap, fmt);
	vsnprintf(n->str, (size_t)len + 1, fmt, ap);
	va_end(ap);
	return n;
}

struct node *
tree_bool(struct tree *t, int truth)
{
	struct node	*n;

	n = node_new(t, NODE_BOOL);
	n->truth = truth != 0;
	return n;
}

struct node *
tree_list(struct tree *t)
{
	return node_new(t, NODE_LIST);
}

/* Returns a new map that inherits the keys of base (which may be NULL). */
struct node *
tree_map(struct tree *t, const struct node *base)
{
	struct node	*n;

	n = node_new(t, NODE_MAP);
	n->base = base;
	return n;
}

/* Returns a lazy node: make(tree, arg) makes its value when it is read. */
struct node *
tree_lazy(struct tree *t, node_maker make, void *arg)
{
	struct node	*n;

	n = node_new(t, NODE_LAZY);
	n->make = make;
	n->arg = arg;
	return n;
}

/*
 * Returns n, or if n is lazy the value it makes, in scratch: a tree its
 * caller frees once done with the value.
 */
const struct node *
node_made(const struct node *n, struct tree *scratch)
{
	if (n->kind != NODE_LAZY)
		return n;
	n = n->make(scratch, n->arg);
	assert(n->kind != NODE_LAZY);
	return n;
}

void
tree_free(struct tree *t)
{
	struct chunk	*c, *next;

	for (c = t->chunks; c != NULL; c = next) {
		next = c->next;
		free(c->data);
		free(c);
	}
	t->chunks = NULL;
	t->nodes = NULL;
	t->left = 0;
}

/*
 * Makes room for one more item in n (and key, for a map): arrays grow
 * by doubling, in the arena.
 */
static void
grow(struct node *n)
{
	struct node	**items;
	char		**keys;

	if (n->nitems < n->cap)
		return;
	if (n->cap > SIZE_MAX / 2 / sizeof(*items))
		errx(1, "tree: out of memory");
	n->cap = n->cap == 0 ? 4 : n->cap * 2;
	items = tree_alloc(n->tree, n->cap * sizeof(*items));
	if (n->nitems > 0)
		memcpy(items, n->items, n->nitems * sizeof(*items));
	n->items = items;
	if (n->kind == NODE_MAP) {
		keys = tree_alloc(n->tree, n->cap * sizeof(*keys));
		if (n->nitems > 0)
			memcpy(keys, n->keys, n->nitems * sizeof(*keys));
		n->keys = keys;
	}
}

void
list_add(struct node *list, struct node *item)
{
	assert(list->kind == NODE_LIST);
	grow(list);
	list->items[list->nitems++] = item;
}

/*
 * strcmp, inline: keys are a few letters long, and a template's every
 * step looks names up in maps (a call into the C library per key costs
 * more than the comparison).
 */
static int
keycmp(const char *a, const char *b)
{
	while (*a != '\0' && *a == *b) {
		a++;
		b++;
	}
	return (unsigned char)*a - (unsigned char)*b;
}

/*
 * The index at which key is in map's own keys, which are kept sorted;
 * sets *found to whether it is there.
 */
static size_t
map_find(const struct node *map, const char *key, int *found)
{
	size_t	 lo = 0, hi = map->nitems, mid;
	int	 c;

	*found = 0;
	while (lo < hi) {
		mid = lo + (hi - lo) / 2;
		c = keycmp(key, map->keys[mid]);
		if (c == 0) {
			*found = 1;
			return mid;
		}
		if (c < 0)
			hi = mid;
		else
			lo = mid + 1;
	}
	return lo;
}

/* Sets key in map; a key is set once. */
void
map_set(struct node *map, const char *key, struct node *value)
{
	size_t	 i;
	int	 found;

	assert(map->kind == NODE_MAP);
	i = map_find(map, key, &found);
	assert(!found);
	grow(map);
	memmove(&map->keys[i + 1], &map->keys[i],
	    (map->nitems - i) * sizeof(*map->keys));
	memmove(&map->items[i + 1], &map->items[i],
	    (map->nitems - i) * sizeof(*map->items));
	map->keys[i] = tree_strdup(map->tree, key);
	map->items[i] = value;
	map->nitems++;
}

/* Returns the value of key in map or its bases, or NULL. */
const struct node *
map_get(const struct node *map, const char *key)
{
	size_t	 i;
	int	 found;

	for (; map != NULL; map = map->base) {
		assert(map->kind == NODE_MAP);
		i = map_find(map, key, &found);
		if (found)
			return map->items[i];
	}
	return NULL;
}

/*
 * Returns whether a section over n is rendered: false and empty lists are
 * false, everything else true.
 */
int
node_truthy(const struct node *n)
{
	switch (n->kind) {
	case NODE_BOOL:
		return n->truth;
	case NODE_LIST:
		return n->nitems > 0;
	default:
		return 1;
	}
}
