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
 * Reading options from an argument vector: a command line's, or the one
 * ectab make builds from a manifest line.  The commands and the manifest
 * share these readers, so that an option is added in one place.
 */
#ifndef ECTAB_ARGS_H
#define ECTAB_ARGS_H

#include <getopt.h>
#include <stddef.h>

#include "generate.h"
#include "load.h"
#include "model.h"
#include "ptable.h"

/* The options of generation. */
struct generate_args {
	const char	*template;	/* -t */
	struct select_opts sel;		/* -c, -s, -o, --check */
	unsigned int	 ws[NKNOWN];	/* -w, largest first */
	size_t		 nws;
	int		 ws_given;
	const char	*prefix;	/* -p */
	struct ptable_spec *tables;	/* -g */
	size_t		 ntables;
	int		 help, version;	/* -h, -V: reading stops there */
};

int	generate_args_read(int, char *[], struct generate_args *, char *);
void	generate_args_free(struct generate_args *);
void	generate_args_model(const struct generate_args *, char **, size_t,
	    struct model_opts *);
void	args_reset(void);
void	args_error(char *[], const struct option *, const char *, char *);
int	args_check(const struct select_opts *, char *);

#endif
