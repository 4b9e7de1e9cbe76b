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
 * The command lines' plumbing: reading options from an argument
 * vector, for a command line and for a line of a manifest alike, and
 * what the commands share (choosing curves with -c and -s, the output
 * with -o and --check, the definitions or the catalog).  A reader
 * returns what is wrong in a buffer instead of printing it: the command
 * line prints it as it is, ectab make after the manifest's name and
 * line.  choose_curves and load_selected may also tell a usage error,
 * which a command answers with exit status 2: they return CMDLINE_USAGE
 * once its message is on standard error.
 */
#include <err.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "args.h"
#include "generate.h"
#include "load.h"
#include "ptable.h"
#include "util.h"
#include "validate.h"

static const struct option generate_options[] = {
	{ "template",	required_argument,	NULL,	't' },
	{ "output",	required_argument,	NULL,	'o' },
	{ "curves",	required_argument,	NULL,	'c' },
	{ "set",	required_argument,	NULL,	's' },
	{ "words",	required_argument,	NULL,	'w' },
	{ "prefix",	required_argument,	NULL,	'p' },
	{ "table",	required_argument,	NULL,	'g' },
	{ "notice",	required_argument,	NULL,	OPT_NOTICE },
	{ "check",	no_argument,		NULL,	OPT_CHECK },
	{ "help",	no_argument,		NULL,	'h' },
	{ "version",	no_argument,		NULL,	'V' },
	{ NULL,		0,			NULL,	0 }
};

/*
 * Reads the options of generation from argv into o; the operands then
 * start at argv[optind].  Returns 0, or -1 with what is wrong in err
 * (see args_error).  Call generate_args_free(o) in either case.
 */
int
generate_args_read(int argc, char *argv[], struct generate_args *o,
    char *err)
{
	int	 ch;

	memset(o, 0, sizeof(*o));
	o->template = DEFAULT_TEMPLATE;
	o->ws[0] = 64;
	o->ws[1] = 32;
	o->nws = 2;
	o->prefix = DEFAULT_PREFIX;
	args_reset();
	while ((ch = getopt_long(argc, argv, "t:o:c:s:w:p:g:hV",
	    generate_options, NULL)) != -1) {
		switch (ch) {
		case 'g':
			o->tables = xreallocarray(o->tables, o->ntables + 1,
			    sizeof(*o->tables));
			if (ptable_spec_parse(optarg, &o->tables[o->ntables],
			    err) == -1) {
				errprefix(err, "-g: ");
				return -1;
			}
			o->ntables++;
			break;
		case 't':
			o->template = optarg;
			break;
		case 'w':
			if ((o->nws = parse_word_sizes(optarg, o->ws)) == 0) {
				errmsg(err, "-w: \"%s\" is not a list of "
				    "distinct word sizes from 16, 32 and 64",
				    optarg);
				return -1;
			}
			o->ws_given = 1;
			break;
		case 'p':
			if (!prefix_ok(optarg)) {
				errmsg(err, "-p: \"%s\" is not an identifier "
				    "of at most 32 characters", optarg);
				return -1;
			}
			o->prefix = optarg;
			break;
		case OPT_NOTICE:
			o->notice = optarg;
			break;
		case 'h':
			o->help = 1;
			return 0;
		case 'V':
			o->version = 1;
			return 0;
		default:
			if (select_option(ch, optarg, &o->sel))
				break;
			args_error(argv, generate_options, "generation", err);
			return -1;
		}
	}
	return 0;
}

void
generate_args_free(struct generate_args *o)
{
	size_t	 i;

	for (i = 0; i < o->ntables; i++)
		ptable_spec_free(&o->tables[i]);
	free(o->tables);
	o->tables = NULL;
	o->ntables = 0;
}

/*
 * Fills opts with what o says of the model; the definition files are
 * sources[0..nsources).
 */
void
generate_args_model(const struct generate_args *o, char **sources,
    size_t nsources, struct model_opts *opts)
{
	memset(opts, 0, sizeof(*opts));
	opts->ws = o->ws;
	opts->nws = o->nws;
	opts->ws_given = o->ws_given;
	opts->prefix = o->prefix;
	opts->notice = o->notice;
	opts->sources = sources;
	opts->nsources = nsources;
	opts->tables = o->tables;
	opts->ntables = o->ntables;
}

/*
 * Makes the next getopt_long call start afresh, at argv[1] of whatever
 * vector it is given.  optind = 0 does that in glibc, which then
 * reinitializes everything (its place inside a word of bundled options
 * too), and in the BSDs' getopt_long, which takes it for optreset = 1
 * and optind = 1.
 */
void
args_reset(void)
{
	optind = 0;
}

/* Returns 1 if ch is the value of one of the options longopts. */
static int
known_option(const struct option *longopts, int ch)
{
	for (; longopts->name != NULL; longopts++)
		if (longopts->val == ch)
			return 1;
	return 0;
}

/*
 * Says in err what getopt_long, reading argv with longopts, refused
 * when it returned '?'.  what names the command: "generation".  If
 * opterr is set, getopt_long has already said it on standard error,
 * and err is left empty.
 *
 * getopt_long leaves optopt 0 for an unknown or ambiguous long option,
 * and optind past the word of a long option; for a short option,
 * optopt is the letter.  A known option is refused only for a missing
 * value, or for a value given to a long option that takes none.
 */
void
args_error(char *argv[], const struct option *longopts, const char *what,
    char *err)
{
	const char	*word = argv[optind - 1];
	size_t		 len;

	err[0] = '\0';
	if (opterr)
		return;
	if (optopt == 0)
		errmsg(err, "%s is not an option of %s", word, what);
	else if (!known_option(longopts, optopt))
		errmsg(err, "-%c is not an option of %s", optopt, what);
	else if (strncmp(word, "--", 2) != 0)
		errmsg(err, "-%c needs a value", optopt);
	else if (strchr(word, '=') == NULL)
		errmsg(err, "%s needs a value", word);
	else {
		len = (size_t)(strchr(word, '=') - word);
		errmsg(err, "%.*s takes no value", (int)len, word);
	}
}

/*
 * Checks what one option alone cannot: that --check has the file to
 * compare, and that -c and -s do not both choose the curves.  Returns
 * 0, or -1 with what is wrong in err.
 */
int
args_check(const struct select_opts *o, char *err)
{
	if (o->check && (o->output == NULL || strcmp(o->output, "-") == 0)) {
		errmsg(err, "--check needs the file to compare: -o FILE");
		return -1;
	}
	if (o->curves != NULL && o->set != NULL) {
		errmsg(err, "-c and -s exclude each other");
		return -1;
	}
	return 0;
}

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

/*
 * Ends a command's --help, after its usage: the manual is the one
 * reference, and --help only says where it is.
 */
void
args_help(void)
{
	printf("\nectab(1) describes every option, the exit status and the "
	    "diagnostics\n(man ectab; in the source tree, mandoc -a "
	    "gen/ectab.1).\n");
}
