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
