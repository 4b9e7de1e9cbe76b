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
 * String maps: open addressing with linear probing, kept at most half
 * full, keyed by FNV-1a.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "strmap.h"
#include "util.h"

static uint32_t
hash(const char *s)
{
	uint32_t	 h = 2166136261u;

	for (; *s != '\0'; s++) {
		h ^= (unsigned char)*s;
		h *= 16777619u;
	}
	return h;
}

void
strmap_init(struct strmap *m)
{
	m->v = NULL;
	m->cap = 0;
	m->len = 0;
}

void
strmap_free(struct strmap *m)
{
	size_t	 i;

	for (i = 0; i < m->cap; i++)
		free(m->v[i].key);
	free(m->v);
	strmap_init(m);
}

/* Returns the slot of key, or the free slot where it would go. */
static struct strmap_entry *
slot(const struct strmap *m, const char *key)
{
	size_t	 i;

	for (i = hash(key) & (m->cap - 1); m->v[i].key != NULL &&
	    strcmp(m->v[i].key, key) != 0; i = (i + 1) & (m->cap - 1))
		;
	return &m->v[i];
}

/* Returns the value of key, or NULL. */
void *
strmap_get(const struct strmap *m, const char *key)
{
	if (m->cap == 0)
		return NULL;
	return slot(m, key)->value;
}

static void
grow(struct strmap *m)
{
	struct strmap_entry *old = m->v, *e;
	size_t		 i, oldcap = m->cap;

	m->cap = oldcap == 0 ? 64 : oldcap * 2;
	m->v = xcalloc(m->cap, sizeof(*m->v));
	for (i = 0; i < oldcap; i++) {
		if (old[i].key == NULL)
			continue;
		e = slot(m, old[i].key);
		*e = old[i];
	}
	free(old);
}

/* Sets key to value, which must not be NULL; key is copied. */
void
strmap_put(struct strmap *m, const char *key, void *value)
{
	struct strmap_entry *e;

	if (2 * (m->len + 1) > m->cap)
		grow(m);
	e = slot(m, key);
	if (e->key == NULL) {
		e->key = xstrdup(key);
		m->len++;
	}
	e->value = value;
}
