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
 * The command lines' plumbing: reading options from an argument vector,
 * for a command line and a line of a manifest alike, and what the
 * commands share (-c and -s to choose curves, -o and --check for the
 * output, the definitions or the catalog).
 *
 * A reader puts what is wrong in a buffer and prints nothing: the
 * command line prints it as it is, ectab make after the manifest's
 * name and line.  A name of no curve, set or template is invalid
 * input (exit status 1), as a missing file is.  A usage error (a curve
 * named twice in -c) is exit status 2: choose_curves and load_selected
 * return CMDLINE_USAGE once its message is on standard error.
 */
#include <assert.h>
#include <ctype.h>
#include <err.h>
#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "args.h"
#include "audit.h"
#include "export.h"
#include "import.h"
#include "list.h"
#include "make.h"
#include "generate.h"
#include "load.h"
#include "output.h"
#include "ptable.h"
#include "util.h"
#include "validate.h"

static const struct option generate_options[] = {
	{ "template",	required_argument,	NULL,	't' },
	SELECT_OPTIONS,
	{ "words",	required_argument,	NULL,	'w' },
	{ "prefix",	required_argument,	NULL,	'p' },
	{ "table",	required_argument,	NULL,	'g' },
	{ "notice",	required_argument,	NULL,	OPT_NOTICE },
	CHECK_OPTION,
	HELP_OPTION,
	{ "version",	no_argument,		NULL,	'V' },
	END_OPTIONS
};

const struct command generate_command = {
	NULL, generate_options,
	"[-t template] [-o file] [-c curve[,curve...] | -s set]\n"
	"\t[-w bits[,bits...]] [-p prefix] [-g table]... [--notice file]\n"
	"\t[--check] [definitions...]",
	NULL
};

/* Every command, generation first. */
const struct command *const ectab_commands[] = {
	&generate_command, &audit_command, &import_command, &export_command,
	&make_command, &list_command, NULL
};

/*
 * getopt_long on argv with the options of cmd: the short ones are those
 * whose value is a letter.
 */
int
command_getopt(const struct command *cmd, int argc, char *argv[])
{
	static char	 shorts[64];
	const struct option *o;
	size_t		 n = 0;

	for (o = cmd->options; o->name != NULL; o++) {
		if (o->val >= 256 || !isalpha(o->val))
			continue;
		assert(n + 3 <= sizeof(shorts));
		shorts[n++] = (char)o->val;
		if (o->has_arg == required_argument)
			shorts[n++] = ':';
	}
	shorts[n] = '\0';
	return getopt_long(argc, argv, shorts, cmd->options, NULL);
}

/*
 * Writes the synopsis of cmd to fp: as its own usage, or, with
 * continued, as a line of ectab's after the first.
 */
void
command_usage(const struct command *cmd, FILE *fp, int continued)
{
	const char	*s = cmd->synopsis;
	size_t		 len;
	int		 indent;

	while (*s != '\0') {
		len = strcspn(s, "\n");
		if (*s == '\t') {
			indent = continued ? 13 : 7 + 6 + (cmd->name != NULL ?
			    (int)strlen(cmd->name) + 1 : 0);
			fprintf(fp, "%*s%.*s\n", indent, "", (int)len - 1,
			    s + 1);
		} else
			fprintf(fp, "%s ectab %s%s%.*s\n", continued ||
			    s != cmd->synopsis ? "      " : "usage:",
			    cmd->name != NULL ? cmd->name : "",
			    cmd->name != NULL ? " " : "", (int)len, s);
		s += len + (s[len] == '\n');
	}
}

/*
 * A command's --help: its usage on standard output, and where the
 * manual is, the one reference.  Returns 0, the exit status.
 */
int
command_help(const struct command *cmd)
{
	command_usage(cmd, stdout, 0);
	args_help();
	return 0;
}

/*
 * Ends a --help, after the usage: the manual is the one reference, and
 * --help only says where it is.
 */
void
args_help(void)
{
	printf("\nectab(1) describes every option, the exit status and the "
	    "diagnostics\n(man ectab; in the source tree, mandoc -a "
	    "gen/ectab.1).\n");
}

/*
 * A usage error: err, unless empty, and the usage of cmd on standard
 * error.  Returns 2, the exit status.
 */
int
command_misuse(const struct command *cmd, const char *err)
{
	if (err != NULL && err[0] != '\0')
		warnx("%s", err);
	command_usage(cmd, stderr, 0);
	return 2;
}

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
	while ((ch = command_getopt(&generate_command, argc, argv)) != -1) {
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

void
run_init(struct run *r)
{
	memset(r, 0, sizeof(*r));
	strbuf_init(&r->out);
}

/*
 * Ends a command that ran to rc: 0, -1 after an error that r->err says,
 * or CMDLINE_USAGE after a usage error already said.  On 0, writes
 * r->out to output (standard output for NULL or "-"), or with check
 * compares it.  Frees r; returns the exit status: 0, 1 or 2.
 */
int
run_end(struct run *r, int rc, const char *output, int check)
{
	if (rc == 0 && output_emit(output, check, r->out.s != NULL ?
	    r->out.s : "", r->out.len, r->err) == -1)
		rc = -1;
	if (rc == -1)
		warnx("%s", r->err);
	strbuf_free(&r->out);
	selection_free(&r->sel);
	curve_list_free(&r->all);
	return rc == 0 ? 0 : rc == CMDLINE_USAGE ? 2 : 1;
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
	if (argc > 0 && catalog_fill(all, o->curves, o->set, err) == -1)
		return -1;
	for (i = 0; validate && i < all->len; i++)
		if (curve_validate(all->v[i], all, err) == -1)
			return -1;
	return choose_curves(all, o->curves, o->set, sel, err);
}

/*
 * Selects the curves of -s set, else of -c curves, else every curve.
 * Returns 0; -1 with a message in err for a name of no curve or no set,
 * or a bad set file; CMDLINE_USAGE after a message on standard error
 * for a curve named twice in -c.
 */
int
choose_curves(const struct curve_list *all, const char *curves,
    const char *set, struct selection *sel, char *err)
{
	char	*path;
	int	 rc;

	if (set == NULL) {
		rc = select_curves(all, curves, sel, err);
		if (rc != SELECT_TWICE)
			return rc;
		warnx("%s", err);
		return CMDLINE_USAGE;
	}
	path = set_path(set);
	if (strchr(set, '/') == NULL && access(path, F_OK) == -1 &&
	    errno == ENOENT) {
		errmsg(err, "-s %s: no set of that name in %s; for a file, "
		    "give its path: -s ./%s", set, catalog_dir(), set);
		rc = -1;
	} else
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
