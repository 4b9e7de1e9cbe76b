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
 * ectab list [-c curves | -s set] [definitions...]
 *
 * Lists curves, one a line: name, bits of p, the provenance the
 * definition declares (X9.62 seed, RFC 5639 seeds, twist of another
 * curve, or none), the first OID and the aliases.  The curves come from
 * the definitions, else from the catalog.  Nothing is validated: this is
 * what the files say; "ectab audit" checks it.  Exit status: 0 success,
 * 1 bad input, 2 usage.
 */
#include <err.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "args.h"
#include "curve.h"
#include "list.h"
#include "load.h"
#include "mont.h"
#include "output.h"
#include "util.h"

static const struct option list_options[] = {
	{ "curves",	required_argument,	NULL,	'c' },
	{ "set",	required_argument,	NULL,	's' },
	{ "output",	required_argument,	NULL,	'o' },
	{ "constants",	no_argument,		NULL,	OPT_FIRST_OWN },
	{ "help",	no_argument,		NULL,	'h' },
	{ NULL,		0,			NULL,	0 }
};

static void
list_usage(FILE *fp)
{
	fprintf(fp, "usage: ectab list [-c curve[,curve...] | -s set] "
	    "[-o file] [definitions...]\n"
	    "       ectab list --constants [-o file]\n");
}

static void
list_help(void)
{
	list_usage(stdout);
	args_help();
}

/* The derived constants, as ectab list --constants writes them. */
static void
list_constants(struct strbuf *out)
{
	static const char *const lens[] = { "modulus", "64 bits", "1 word" };
	const struct mont_constant *k;

	strbuf_addf(out, "%-12s %-7s %-8s %s\n", "name", "modulus", "length",
	    "what");
	for (k = mont_constants; k->name != NULL; k++)
		strbuf_addf(out, "%-12s %-7c %-8s %s\n", k->name, k->modulus,
		    lens[k->len], k->doc);
}

/* Sets buf to the provenance c's definition declares. */
static void
provenance(const struct curve *c, char *buf, size_t size)
{
	if (c->seed != NULL)
		snprintf(buf, size, "X9.62 seed");
	else if (c->has_rfc5639)
		snprintf(buf, size, "RFC 5639 seeds");
	else if (c->twist_of != NULL)
		snprintf(buf, size, "twist of %s", c->twist_of);
	else
		snprintf(buf, size, "-");
}

/* Widens w to the length of s. */
static void
widen(int *w, const char *s)
{
	if ((int)strlen(s) > *w)
		*w = (int)strlen(s);
}

/* Appends a line per curve of sel, in columns as wide as they need. */
static void
list_curves(struct strbuf *out, const struct selection *sel)
{
	const struct curve *c;
	char		 prov[64];
	size_t		 i, k;
	int		 wn = 5, wp = 10, wo = 3;

	for (i = 0; i < sel->len; i++) {
		c = sel->v[i];
		provenance(c, prov, sizeof(prov));
		widen(&wn, c->name);
		widen(&wp, prov);
		widen(&wo, c->oid != NULL ? c->oid : "-");
	}
	strbuf_addf(out, "%-*s %5s  %-*s  %-*s  %s\n", wn, "curve", "bits",
	    wp, "provenance", wo, "oid", "aliases");
	for (i = 0; i < sel->len; i++) {
		c = sel->v[i];
		provenance(c, prov, sizeof(prov));
		strbuf_addf(out, "%-*s %5zu  %-*s  %-*s ", wn, c->name,
		    mpz_sizeinbase(c->p, 2), wp, prov, wo,
		    c->oid != NULL ? c->oid : "-");
		for (k = 0; k < c->naliases; k++)
			strbuf_addf(out, " %s", c->aliases[k]);
		strbuf_adds(out, c->naliases == 0 ? " -\n" : "\n");
	}
}

int
list_main(int argc, char *argv[])
{
	struct curve_list all;
	struct selection sel = { NULL, NULL, 0 };
	struct select_opts sopts = { NULL, NULL, NULL, 0 };
	struct strbuf	 out;
	char		 err[ERRMSG_LEN];
	int		 ch, rc = 1, constants = 0;

	memset(&all, 0, sizeof(all));
	while ((ch = getopt_long(argc, argv, "c:s:o:h", list_options,
	    NULL)) != -1) {
		switch (ch) {
		case 'h':
			list_help();
			return 0;
		case OPT_FIRST_OWN:
			constants = 1;
			break;
		default:
			if (select_option(ch, optarg, &sopts))
				break;
			list_usage(stderr);
			return 2;
		}
	}
	argc -= optind;
	argv += optind;
	if (args_check(&sopts, err) == -1) {
		warnx("%s", err);
		list_usage(stderr);
		return 2;
	}
	strbuf_init(&out);
	if (constants) {
		if (argc > 0 || sopts.curves != NULL || sopts.set != NULL) {
			warnx("--constants takes no curves");
			list_usage(stderr);
			rc = 2;
			goto done;
		}
		list_constants(&out);
		goto emit;
	}
	if ((ch = load_selected(argc, argv, &sopts, 0, &all, &sel,
	    err)) == -1)
		goto fail;
	if (ch == CMDLINE_USAGE) {
		rc = 2;
		goto done;
	}
	list_curves(&out, &sel);
 emit:
	if (output_emit(sopts.output, 0, out.s, out.len, err) == -1)
		goto fail;
	rc = 0;
	goto done;
 fail:
	warnx("%s", err);
 done:
	strbuf_free(&out);
	selection_free(&sel);
	curve_list_free(&all);
	return rc;
}
