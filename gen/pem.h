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
 * PEM, the textual encoding of RFC 7468: base64 text between a
 * "-----BEGIN LABEL-----" and an "-----END LABEL-----" line.
 */
#ifndef ECTAB_PEM_H
#define ECTAB_PEM_H

#include <stddef.h>

#include "util.h"

#define PEM_BEGIN	"-----BEGIN "

/* The labels of EC parameters: RFC 5915's, and OpenSSL's for SM2. */
#define PEM_LABEL	"EC PARAMETERS"
#define PEM_LABEL_SM2	"SM2 PARAMETERS"

/*
 * A block as read: its label, the bytes its base64 text encodes, and the
 * line of its BEGIN line.
 */
struct pem_block {
	char		*label;
	unsigned char	*data;
	size_t		 len;
	int		 line;
};

int	pem_has_block(const char *, size_t);
int	pem_next(const char *, const char *, size_t, size_t *, int *,
	    struct pem_block *, char *);
void	pem_block_free(struct pem_block *);
void	pem_write(struct strbuf *, const char *, const unsigned char *,
	    size_t);

#endif
