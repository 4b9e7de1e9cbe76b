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
 * libFuzzer harness for the template engine: any bytes, parsed as a
 * template and rendered over the model of two shipped curves (secp224k1
 * and P-256, 64- and 32-bit words), must give text or one error message,
 * never a crash, a leak or undefined behaviour.  Run from the top of the
 * tree: the curves are read from gen/curves/sec2.txt and
 * gen/curves/x962.txt.
 */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "catalog.h"
#include "curve.h"
#include "defs.h"
#include "model.h"
#include "template.h"
#include "tree.h"
#include "util.h"

#define SEC2	"gen/curves/sec2.txt"
#define X962	"gen/curves/x962.txt"

int	LLVMFuzzerTestOneInput(const uint8_t *, size_t);

static struct curve_list all;
static struct selection curves;
static struct tree	 tree;
static struct node	*root;

static void
build_model(void)
{
	static char	*sources[] = { SEC2, X962 };
	static const unsigned int ws[] = { 64, 32 };
	static struct ptable_spec tables[2];
	static struct model_opts opts;	/* read when rows are made */
	const struct curve *c;
	char		 err[ERRMSG_LEN];

	if (defs_read_file(SEC2, &all, err) == -1 ||
	    defs_read_file(X962, &all, err) == -1)
		abort();
	if ((c = curve_list_find(&all, "secp224k1")) == NULL)
		abort();
	selection_add(&curves, c, c->name);
	if ((c = curve_list_find(&all, "P-256")) == NULL)
		abort();
	selection_add(&curves, c, c->name);
	memset(&opts, 0, sizeof(opts));
	opts.sources = sources;
	opts.nsources = 2;
	opts.ws = ws;
	opts.nws = 2;
	opts.prefix = "ectab_";
	/* Small tables of both kinds, so that inputs reach their names. */
	if (ptable_spec_parse("comb:teeth=2", &tables[0], err) == -1 ||
	    ptable_spec_parse("multiples:size=2,rows=2", &tables[1],
	    err) == -1)
		abort();
	opts.tables = tables;
	opts.ntables = 2;
	if (model_build(&tree, &curves, &opts, &root, err) == -1)
		abort();
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct template	*t = NULL;
	struct strbuf	 out;
	char		 err[ERRMSG_LEN];

	if (root == NULL)
		build_model();
	strbuf_init(&out);
	if (template_parse("fuzz.tmpl", (const char *)data, size, &t,
	    err) == 0)
		(void)template_render(t, root, model_names, &out, err);
	template_free(t);
	strbuf_free(&out);
	return 0;
}
