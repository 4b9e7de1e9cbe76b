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
 * ectab export [-c curves | -s set] [--der] [-o file [--check]]
 *     [definitions...]
 *
 * Writes the explicit EC parameters of catalog curves (or of the given
 * definitions) as PEM or DER, for other tools to check.  Exit status: 0
 * success, 1 bad input or a stale file, 2 usage.
 */
#include <err.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "args.h"
#include "der.h"
#include "export.h"
#include "load.h"
#include "output.h"
#include "pem.h"
#include "util.h"

enum { OPT_DER = OPT_FIRST_OWN };

static const struct option export_options[] = {
	{ "curves",	required_argument,	NULL,	'c' },
	{ "set",	required_argument,	NULL,	's' },
	{ "output",	required_argument,	NULL,	'o' },
	{ "der",	no_argument,		NULL,	OPT_DER },
	{ "check",	no_argument,		NULL,	OPT_CHECK },
	{ "help",	no_argument,		NULL,	'h' },
	{ NULL,		0,			NULL,	0 }
};

static void
export_usage(FILE *fp)
{
	fprintf(fp,
	    "usage: ectab export [-c curve[,curve...] | -s set] [--der]\n"
	    "                    [-o file [--check]] [definitions...]\n");
}

static void
export_help(void)
{
	export_usage(stdout);
	args_help();
}

/* Appends c as a PEM block. */
static void
export_pem(struct strbuf *out, const struct curve *c)
{
	struct strbuf	 der;

	strbuf_init(&der);
	der_write_ecparams(&der, c);
	pem_write(out, PEM_LABEL, (const unsigned char *)der.s, der.len);
	strbuf_free(&der);
}

int
export_main(int argc, char *argv[])
{
	struct curve_list all;
	struct selection sel = { NULL, NULL, 0 };
	struct strbuf	 out;
	struct select_opts sopts = { NULL, NULL, NULL, 0 };
	char		 err[ERRMSG_LEN];
	int		 ch, der = 0, rc = 1;
	size_t		 i;

	memset(&all, 0, sizeof(all));
	strbuf_init(&out);
	while ((ch = getopt_long(argc, argv, "c:s:o:h", export_options,
	    NULL)) != -1) {
		switch (ch) {
		case OPT_DER:
			der = 1;
			break;
		case 'h':
			export_help();
			return 0;
		default:
			if (select_option(ch, optarg, &sopts))
				break;
			export_usage(stderr);
			return 2;
		}
	}
	argc -= optind;
	argv += optind;
	if (args_check(&sopts, err) == -1) {
		warnx("%s", err);
		export_usage(stderr);
		return 2;
	}
	if ((ch = load_selected(argc, argv, &sopts, 1, &all, &sel,
	    err)) == -1)
		goto fail;
	if (ch == CMDLINE_USAGE) {
		rc = 2;
		goto done;
	}
	if (der && sel.len != 1) {
		warnx("--der writes one curve, and %zu are selected: choose "
		    "one with -c", sel.len);
		rc = 2;
		goto done;
	}
	for (i = 0; i < sel.len; i++) {
		if (der)
			der_write_ecparams(&out, sel.v[i]);
		else
			export_pem(&out, sel.v[i]);
	}
	if (output_emit(sopts.output, sopts.check, out.s, out.len,
	    err) == -1)
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
