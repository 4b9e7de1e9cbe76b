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
 * A map from strings to pointers (a hash table with open addressing), so
 * that looking a name up among all curves read so far takes constant
 * time, and reading many curves takes linear time.
 */
#ifndef ECTAB_STRMAP_H
#define ECTAB_STRMAP_H

#include <stddef.h>

struct strmap_entry {
	char	*key;		/* owned by the map; NULL for a free slot */
	void	*value;
};

struct strmap {
	struct strmap_entry *v;
	size_t		 cap;	/* a power of two, or 0 */
	size_t		 len;
};

void	 strmap_init(struct strmap *);
void	 strmap_free(struct strmap *);
void	*strmap_get(const struct strmap *, const char *);
void	 strmap_put(struct strmap *, const char *, void *);

#endif
