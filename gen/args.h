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
 * a command line's or the one ectab make builds from a manifest line
 * (the commands and the manifest share these readers, so that an option
 * is added in one place), and what the commands share on their command
 * lines.
 */
#ifndef ECTAB_ARGS_H
#define ECTAB_ARGS_H

#include <getopt.h>
#include <stddef.h>
#include <stdio.h>

#include "catalog.h"
#include "generate.h"
#include "model.h"
#include "ptable.h"
#include "util.h"

/*
 * A command: its name after "ectab" (NULL for generation), its
 * getopt_long table, from which its short options follow (an option
 * whose value is a letter has that letter too, with a value if it takes
 * one), its synopsis (a form a line, a continuation line starting with
 * a tab) and its main.  ectab_commands[] lists every one: --help, the
 * usage messages and ectab list --options follow it.
 */
struct command {
	const char		*name;
	const struct option	*options;
	const char		*synopsis;
	int			(*main)(int, char *[]);
};

extern const struct command *const ectab_commands[];

int	command_getopt(const struct command *, int, char *[]);
void	command_usage(const struct command *, FILE *, int);
int	command_help(const struct command *);
int	command_misuse(const struct command *, const char *);
void	args_help(void);

/*
 * The rows of the options that several commands share, for their
 * option tables.
 */
#define SELECT_OPTIONS \
	{ "curves",	required_argument,	NULL,	'c' }, \
	{ "set",	required_argument,	NULL,	's' }, \
	{ "output",	required_argument,	NULL,	'o' }
#define CHECK_OPTION	{ "check",	no_argument,	NULL,	OPT_CHECK }
#define HELP_OPTION	{ "help",	no_argument,	NULL,	'h' }
#define END_OPTIONS	{ NULL,		0,		NULL,	0 }

/*
 * What a command holds as it runs: the curves read and those selected,
 * its output and the message of an error.  run_end ends the command.
 */
struct run {
	struct curve_list all;
	struct selection sel;
	struct strbuf	 out;
	char		 err[ERRMSG_LEN];
};

void	run_init(struct run *);
int	run_end(struct run *, int, const char *, int);

/* The options generation, the audit and export share. */
enum { OPT_CHECK = 256, OPT_NOTICE, OPT_FIRST_OWN };

struct select_opts {
	const char	*curves;	/* -c */
	const char	*set;		/* -s */
	const char	*output;	/* -o */
	int		 check;		/* --check */
};

/*
 * What choose_curves and load_selected return for a usage error, once
 * they have reported it on standard error (a -c naming no curve, or one
 * twice): the command then exits 2.  Otherwise they return 0, or -1
 * with a message in err, as the readers do.
 */
#define CMDLINE_USAGE	(-2)

int	select_option(int, const char *, struct select_opts *);
int	definitions_or_catalog(int *, char ***, char ***, char *);
int	choose_curves(const struct curve_list *, const char *,
	    const char *, struct selection *, char *);
int	load_selected(int, char **, const struct select_opts *, int,
	    struct curve_list *, struct selection *, char *);

/* The options of generation. */
struct generate_args {
	const char	*template;	/* -t */
	struct select_opts sel;		/* -c, -s, -o, --check */
	unsigned int	 ws[NKNOWN];	/* -w, largest first */
	size_t		 nws;
	int		 ws_given;
	const char	*prefix;	/* -p */
	const char	*notice;	/* --notice, or NULL */
	struct ptable_spec *tables;	/* -g */
	size_t		 ntables;
	int		 help, version;	/* -h, -V: reading stops there */
};

extern const struct command generate_command;

int	generate_args_read(int, char *[], struct generate_args *, char *);
void	generate_args_free(struct generate_args *);
void	generate_args_model(const struct generate_args *, char **, size_t,
	    struct model_opts *);
void	args_reset(void);
void	args_error(char *[], const struct option *, const char *, char *);
int	args_check(const struct select_opts *, char *);

#endif
