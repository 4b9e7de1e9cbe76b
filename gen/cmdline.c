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
 * What the commands share on their command lines: the options that
 * choose curves and outputs, and the checks of them.  Unlike the readers
 * these serve, whose functions return 0 or -1 with a message in err,
 * functions here may also tell a usage error, which a command answers
 * with its usage and exit status 2: they return CMDLINE_USAGE once its
 * message is on standard error.
 */
#include <err.h>
#include <stdlib.h>
#include <string.h>

#include "cmdline.h"
#include "load.h"
#include "util.h"
#include "validate.h"

/*
 * Takes option ch, with argument arg, if it is one of the options of
 * struct select_opts.  Returns 1 if it was, else 0.
 */
int
select_option(int ch, const char *arg, struct select_opts *o)
{
	switch (ch) {
	case 'c':
		o->curves = arg;
		return 1;
	case 's':
		o->set = arg;
		return 1;
	case 'o':
		o->output = arg;
		return 1;
	case OPT_CHECK:
		o->check = 1;
		return 1;
	default:
		return 0;
	}
}

/*
 * Reads the definition files argv[0..argc), or the catalog if there are
 * none, into all; validates every curve if validate is set; and selects
 * those o chooses into sel.  Returns 0; -1 with a message in err;
 * CMDLINE_USAGE after a message on standard error for a usage error.
 */
int
load_selected(int argc, char **argv, const struct select_opts *o,
    int validate, struct curve_list *all, struct selection *sel, char *err)
{
	size_t	 i;

	if ((argc > 0 ? load_definitions(argc, argv, all, err) :
	    load_catalog(all, err)) == -1)
		return -1;
	for (i = 0; validate && i < all->len; i++)
		if (curve_validate(all->v[i], all, err) == -1)
			return -1;
	return choose_curves(all, o->curves, o->set, sel, err);
}

/*
 * Selects the curves of -s set, else of -c curves, else every curve.
 * Returns 0; -1 with a message in err for a bad set file; CMDLINE_USAGE
 * after a message on standard error for a bad -c.
 */
int
choose_curves(const struct curve_list *all, const char *curves,
    const char *set, struct selection *sel, char *err)
{
	char	*path;
	int	 rc;

	if (set == NULL) {
		if (select_curves(all, curves, sel, err) == 0)
			return 0;
		warnx("%s", err);
		return CMDLINE_USAGE;
	}
	path = set_path(set);
	rc = select_set(all, path, sel, err);
	free(path);
	return rc;
}

/*
 * Checks that --check has a file to compare: -o FILE.  Returns 1, or 0
 * after a message on standard error.
 */
int
output_ok(int check, const char *output)
{
	if (check && (output == NULL || strcmp(output, "-") == 0)) {
		warnx("--check needs the file to compare: -o FILE");
		return 0;
	}
	return 1;
}

/* Checks that at most one of -c and -s chose the curves. */
int
selection_ok(const char *curves, const char *set)
{
	if (curves != NULL && set != NULL) {
		warnx("-c and -s exclude each other");
		return 0;
	}
	return 1;
}

/*
 * Where a command is given no definition files, names the catalog's:
 * sets *argc and *argv to them, and *owned to the list, to be freed with
 * paths_free(*owned, *argc); else sets *owned to NULL.  Returns 0, or
 * -1 with a message in err.
 */
int
definitions_or_catalog(int *argc, char ***argv, char ***owned, char *err)
{
	int	 n;

	*owned = NULL;
	if (*argc > 0)
		return 0;
	if ((n = catalog_files(owned, err)) == -1)
		return -1;
	*argc = n;
	*argv = *owned;
	return 0;
}
