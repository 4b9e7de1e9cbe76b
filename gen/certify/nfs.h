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
 * The number field sieve of ectab-certify: CADO-NFS, run as a program,
 * its server on the address listen (loopback by default) with its own
 * clients, and clients of other machines that admit names.
 */
#ifndef ECTAB_NFS_H
#define ECTAB_NFS_H

#include <gmp.h>

struct nfs {
	const char	*cado;		/* cado-nfs.py, or NULL: none */
	const char	*workroot;	/* work folders, one per number */
	const char	*listen;	/* the server's address */
	const char	*admit;		/* clients admitted besides, or NULL */
	unsigned int	 port;		/* the server's port, or 0: any */
	int		 server_only;	/* no clients of its own */
};

int	nfs_address(const char *);
int	nfs_admit_list(const char *);

int	nfs_split(mpz_t, const mpz_t, const struct nfs *, double);

#endif
