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
 * The model: the tree of curves and constants that templates render.
 */
#ifndef ECTAB_MODEL_H
#define ECTAB_MODEL_H

#include <stddef.h>

#include "catalog.h"
#include "ptable.h"
#include "tree.h"

/*
 * A flag a template sets on the curves it names, {{%mark NAME CURVES}};
 * or, curves NULL, an attribute the set file gives, {{%attr NAME}}.
 */
struct model_mark {
	char			*name;
	char			*curves;	/* names or aliases, with ',' */
	int			 required;	/* {{%attr NAME required}}: line */
};

/*
 * A form of every word array that a template asks for, {{%limbs NAME
 * BITS[/BITS2] [be] [digits=D] [per=K]}}: its number as limbs of BITS
 * bits, or of BITS and BITS2 by turns, least significant first (most
 * with be), as many as its modulus needs, each written in D hex digits,
 * and in groups of K (all in one by default).
 */
struct model_limbs {
	char			*name;
	unsigned int		 bits[2];
	int			 be;
	unsigned int		 digits;
	unsigned int		 per;		/* 0: all in one group */
	int			 line;
};

/*
 * A flag a template sets on the rows of tables it names, {{%rowmark
 * NAME ROWS}}: ROWS is indexes and ranges FROM-TO, with ','.
 */
struct model_rowmark {
	char			*name;
	char			*rows;
};

/*
 * What a word array has besides its words, where a template names it:
 * its words as bytes (octets, octets_top), and as halves (hi, lo).
 * Each is many nodes a word.
 */
#define WORDS_OCTETS	1
#define WORDS_HALVES	2

/* What a rendering is of, besides the curves. */
struct model_opts {
	char *const		*sources;	/* definition files */
	size_t			 nsources;
	const unsigned int	*ws;		/* word sizes, in bits */
	size_t			 nws;
	int			 ws_given;	/* by -w */
	const char		*prefix;	/* identifier prefix */
	const char		*notice;	/* --notice file, or NULL */
	char			*notice_text;	/* its text, checked */
	const struct ptable_spec *tables;	/* tables of multiples of G */
	size_t			 ntables;
	const struct model_mark	*marks;
	size_t			 nmarks;
	const struct model_limbs *limbs;
	size_t			 nlimbs;
	const struct model_rowmark *rowmarks;
	size_t			 nrowmarks;
	int			 forms;		/* WORDS_*: arrays' extras */
	unsigned long		*table_uses;	/* per table: rows rendered */
};

extern const char *const model_names[];

int	model_name_known(const char *);
int	model_rows_listed(const char *, unsigned long);
int	model_curve_listed(const struct curve *, const char *);

int	model_has_table(const struct selection *, size_t,
	    const struct ptable_spec *);
int	model_build(struct tree *, const struct selection *,
	    const struct model_opts *, struct node **, char *);

#endif
