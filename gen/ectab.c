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
#include "generate.h"
#include "load.h"
#include "model.h"
#include "util.h"
#include "version.h"

/* The usage of every command. */
static void
usage(FILE *fp)
{
	size_t	 i;

	for (i = 0; ectab_commands[i] != NULL; i++)
		command_usage(ectab_commands[i], fp, i > 0);
	fprintf(fp, "       ectab --help | --version\n");
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

static char	progname[] = "ectab";

int
main(int argc, char *argv[])
{
	struct run	 r;
	struct generate_args ga;
	struct model_opts opts;
	char		 err[ERRMSG_LEN];
	char		*tpath = NULL, **catalog = NULL;
	int		 rc;
	size_t		 j;

	/* getopt's messages name argv[0]: "ectab", as warnx() does. */
	argv[0] = progname;
	if (!gmp_version_ok(gmp_version))
		errx(1, "GMP %s is older than 6.2, whose prime test ectab "
		    "needs (Baillie-PSW)", gmp_version);
	for (j = 1; argc > 1 && ectab_commands[j] != NULL; j++) {
		if (strcmp(argv[1], ectab_commands[j]->name) == 0) {
			argv[1] = progname;
			return ectab_commands[j]->main(argc - 1, argv + 1);
		}
	}

	rc = generate_args_read(argc, argv, &ga, err);
	if (rc == -1 || (!ga.help && !ga.version &&
	    args_check(&ga.sel, err) == -1)) {
		if (err[0] != '\0')
			warnx("%s", err);
		usage(stderr);
		generate_args_free(&ga);
		return 2;
	}
	if (ga.help || ga.version) {
		if (ga.help)
			help();
		else
			printf("ectab %s\nGMP %s, %s\n", ECTAB_VERSION,
			    gmp_version, OpenSSL_version(OPENSSL_VERSION));
		generate_args_free(&ga);
		return 0;
	}
	argc -= optind;
	argv += optind;

	run_init(&r);
	rc = definitions_or_catalog(&argc, &argv, &catalog, r.err);
	if (rc == 0)
		rc = load_selected(argc, argv, &ga.sel, 1, &r.all, &r.sel,
		    r.err);
	if (rc == 0 && (tpath = template_path(ga.template, r.err)) == NULL)
		rc = -1;
	if (rc == 0) {
		generate_args_model(&ga, argv, (size_t)argc, &opts);
		rc = generate_render(tpath, &r.sel, &opts, &r.out, r.err);
	}
	rc = run_end(&r, rc, ga.sel.output, ga.sel.check);
	free(tpath);
	generate_args_free(&ga);
	paths_free(catalog, argc);
	return rc;
}
