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
	SELECT_OPTIONS,
	{ "der",	no_argument,		NULL,	OPT_DER },
	CHECK_OPTION,
	HELP_OPTION,
	END_OPTIONS
};

const struct command export_command = {
	"export", export_options,
	"[-c curve[,curve...] | -s set] [--der]\n"
	"\t[-o file [--check]] [definitions...]",
	export_main
};

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
	struct run	 r;
	struct select_opts sopts = { NULL, NULL, NULL, 0 };
	int		 ch, der = 0, rc;
	size_t		 i;

	while ((ch = command_getopt(&export_command, argc, argv)) != -1) {
		switch (ch) {
		case OPT_DER:
			der = 1;
			break;
		case 'h':
			return command_help(&export_command);
		default:
			if (select_option(ch, optarg, &sopts))
				break;
			return command_misuse(&export_command, NULL);
		}
	}
	argc -= optind;
	argv += optind;
	run_init(&r);
	if (args_check(&sopts, r.err) == -1)
		return command_misuse(&export_command, r.err);
	rc = load_selected(argc, argv, &sopts, 1, &r.all, &r.sel, r.err);
	if (rc == 0 && der && r.sel.len != 1) {
		warnx("--der writes one curve, and %zu are selected: choose "
		    "one with -c", r.sel.len);
		rc = CMDLINE_USAGE;
	}
	for (i = 0; rc == 0 && i < r.sel.len; i++) {
		if (der)
			der_write_ecparams(&r.out, r.sel.v[i]);
		else
			export_pem(&r.out, r.sel.v[i]);
	}
	return run_end(&r, rc, sopts.output, sopts.check);
}
