/*
 * PEM, the textual encoding of RFC 7468: base64 text between a
 * "-----BEGIN LABEL-----" and an "-----END LABEL-----" line.
 */
#ifndef ECTAB_PEM_H
#define ECTAB_PEM_H

#include <stddef.h>

#include "util.h"

#define PEM_BEGIN	"-----BEGIN "

/* A block as read: its label and the bytes its base64 text encodes. */
struct pem_block {
	char		*label;
	unsigned char	*data;
	size_t		 len;
};

int	pem_read(const char *, const char *, size_t, size_t *, int *,
	    struct pem_block *, char *);
void	pem_block_free(struct pem_block *);
void	pem_write(struct strbuf *, const char *, const unsigned char *,
	    size_t);

#endif
