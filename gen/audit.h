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
 * ectab audit: every check on every curve, with its verdict and the
 * number that decides it.
 */
#ifndef ECTAB_AUDIT_H
#define ECTAB_AUDIT_H

#include <stddef.h>

#include "load.h"
#include "report.h"
#include "util.h"

/* A report on curves: one report each, the files they came from. */
struct audit {
	struct report	*reps;
	size_t		 len;
	char		**sources;
	size_t		 nsources;
	int		 strict, allow_unknown;
	size_t		 valid, warnings, unknown;
};

/* The options of the audit. */
struct audit_args {
	struct select_opts sel;		/* -c, -s, -o, --check */
	int		 json;		/* --json */
	int		 strict;	/* --strict */
	int		 allow_unknown;	/* --allow-unknown */
	int		 help;		/* -h: reading stops there */
};

int	audit_args_read(int, char *[], struct audit_args *, char *);
void	audit_count(struct audit *);
void	audit_render(const struct audit *, int, struct strbuf *);
struct command;

extern const struct command audit_command;

int	audit_main(int, char *[]);

#endif
