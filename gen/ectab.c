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
 * ectab: generates tables of elliptic-curve constants from curve
 * definitions through a template.  The other commands live elsewhere:
 * "ectab audit" (audit.c) reports on the curves themselves, "ectab
 * import" (import.c) and "ectab export" (export.c) read and write
 * explicit EC parameters, "ectab make" (make.c) makes every output of
 * a manifest, "ectab list" (list.c) lists curves.  gen/README.md maps
 * the rest.
 *
 * Exit status: 0 success, 1 invalid input or (with --check) a stale
 * output file, 2 usage.
 */
#include <err.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <openssl/crypto.h>

#include "args.h"
#include "audit.h"
#include "curve.h"
#include "export.h"
#include "generate.h"
#include "import.h"
#include "list.h"
#include "make.h"
#include "load.h"
#include "model.h"
#include "output.h"
#include "util.h"
#include "version.h"

static void
usage(FILE *fp)
{
	fprintf(fp,
	    "usage: ectab [-t template] [-o file] [-c curve[,curve...] | "
	    "-s set]\n"
	    "             [-w bits[,bits...]] [-p prefix] [-g table]... "
	    "[--notice file]\n"
	    "             [--check] [definitions...]\n"
	    "       ectab audit [-c curve[,curve...] | -s set] [--json] "
	    "[--strict]\n"
	    "             [-o file [--check]] [definitions...]\n"
	    "       ectab import [-n name] [-e degree] [--drop-seed] [-o file] "
	    "file...\n"
	    "       ectab export [-c curve[,curve...] | -s set] [--der]\n"
	    "             [-o file [--check]] [definitions...]\n"
	    "       ectab make [--check] manifest [definitions...]\n"
	    "       ectab list [-c curve[,curve...] | -s set] [-o file] "
	    "[definitions...]\n"
	    "       ectab list --constants [-o file]\n"
	    "       ectab --help | --version\n");
}

static void
help(void)
{
	usage(stdout);
	printf("\nTemplates: %s (or $ECTAB_TEMPLATES)\n"
	    "Curves: %s (or $ECTAB_CURVES)\n", ECTAB_TEMPLATEDIR,
	    catalog_dir());
	args_help();
}

/* The commands besides generation. */
static const struct command {
	const char	*name;
	int		(*main)(int, char *[]);
} commands[] = {
	{ "audit",	audit_main },
	{ "import",	import_main },
	{ "export",	export_main },
	{ "make",	make_main },
	{ "list",	list_main },
};
#define NCOMMANDS	(sizeof(commands) / sizeof(commands[0]))

static char	progname[] = "ectab";

int
main(int argc, char *argv[])
{
	struct curve_list all;
	struct selection sel = { NULL, NULL, 0 };
	struct strbuf	 out;
	struct generate_args ga;
	struct model_opts opts;
	char		 err[ERRMSG_LEN];
	char		*tpath = NULL, **catalog = NULL;
	int		 ch, rc = 1;
	size_t		 j;

	/* getopt's messages name argv[0]: "ectab", as warnx() does. */
	argv[0] = progname;
	if (!gmp_version_ok(gmp_version))
		errx(1, "GMP %s is older than 6.2, whose prime test ectab "
		    "needs (Baillie-PSW)", gmp_version);
	for (j = 0; argc > 1 && j < NCOMMANDS; j++) {
		if (strcmp(argv[1], commands[j].name) == 0) {
			argv[1] = progname;
			return commands[j].main(argc - 1, argv + 1);
		}
	}

	memset(&all, 0, sizeof(all));
	strbuf_init(&out);
	if (generate_args_read(argc, argv, &ga, err) == -1 ||
	    (!ga.help && !ga.version && args_check(&ga.sel, err) == -1)) {
		if (err[0] != '\0')
			warnx("%s", err);
		usage(stderr);
		rc = 2;
		goto done;
	}
	if (ga.help) {
		help();
		rc = 0;
		goto done;
	}
	if (ga.version) {
		printf("ectab %s\nGMP %s, %s\n", ECTAB_VERSION,
		    gmp_version, OpenSSL_version(OPENSSL_VERSION));
		rc = 0;
		goto done;
	}
	argc -= optind;
	argv += optind;

	if (definitions_or_catalog(&argc, &argv, &catalog, err) == -1)
		goto fail;
	if ((ch = load_selected(argc, argv, &ga.sel, 1, &all, &sel,
	    err)) == -1)
		goto fail;
	if (ch == CMDLINE_USAGE) {
		rc = 2;
		goto done;
	}

	if ((tpath = template_path(ga.template, err)) == NULL)
		goto fail;
	generate_args_model(&ga, argv, (size_t)argc, &opts);
	if (generate_render(tpath, &sel, &opts, &out, err) == -1)
		goto fail;
	if (out.s == NULL)
		strbuf_add(&out, "", 0);

	if (output_emit(ga.sel.output, ga.sel.check, out.s, out.len,
	    err) == -1)
		goto fail;
	rc = 0;
	goto done;

 fail:
	warnx("%s", err);
 done:
	free(tpath);
	generate_args_free(&ga);
	paths_free(catalog, argc);
	strbuf_free(&out);
	selection_free(&sel);
	curve_list_free(&all);
	return rc;
}
