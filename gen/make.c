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
 * ectab make [--check] manifest [definitions...]
 *
 * Makes every output a manifest names, reading and validating the curves
 * once: when a build regenerates several outputs, validation is most of
 * the work.  A manifest line names a file and how to make it, with the
 * options of the command line, read by the commands' own readers
 * (args.c, audit.c), less those only a command line takes (-o, --check,
 * --strict, --allow-unknown, -h, -V):
 *
 *     out/ec_curve_tables.h	-t libressl -s libressl
 *     out/audit.json		audit --json
 *
 * Every output is rendered before any is written; each is then written
 * atomically (or, with --check, compared).  Exit status: 0 success, 1
 * invalid input or a stale file, 2 usage.
 */
#include <err.h>
#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "args.h"
#include "audit.h"
#include "curve.h"
#include "generate.h"
#include "load.h"
#include "make.h"
#include "output.h"
#include "report.h"
#include "security.h"
#include "util.h"
#include "validate.h"

#define MAX_WORDS	16	/* of a manifest line */

/* One line of the manifest. */
struct target {
	const char	*file;
	int		 line;
	int		 audit;
	struct generate_args gen;	/* unless audit */
	struct audit_args aud;		/* if audit */
	struct strbuf	 text;
};

struct make {
	const char	*manifest;
	char		*buf;		/* the manifest, cut into words */
	struct target	*v;
	size_t		 len;
	struct curve_list all;
	struct report	*reps;		/* one per curve of all */
	char		**sources;
	size_t		 nsources;
};

enum { OPT_MAKE_CHECK = 256 };

static const struct option make_options[] = {
	{ "check",	no_argument,		NULL,	OPT_MAKE_CHECK },
	HELP_OPTION,
	END_OPTIONS
};

const struct command make_command = {
	"make", make_options, "[--check] manifest [definitions...]", make_main
};

static int
is_blank(char c)
{
	return c == ' ' || c == '\t';
}

/*
 * Splits s in place into at most MAX_WORDS words, and one more if there
 * are more; returns their count.  w[count] is NULL, as argv's last.
 */
static int
split_words(char *s, char *w[MAX_WORDS + 2])
{
	int	 n = 0;

	for (;;) {
		while (is_blank(*s))
			*s++ = '\0';
		if (*s == '\0' || n == MAX_WORDS + 1)
			break;
		w[n++] = s;
		while (*s != '\0' && !is_blank(*s))
			s++;
	}
	w[n] = NULL;
	return n;
}

/* Returns the options of target t that choose its curves. */
static const struct select_opts *
target_selection(const struct target *t)
{
	return t->audit ? &t->aud.sel : &t->gen.sel;
}

/*
 * Returns the first option of target t that only a command line takes,
 * by its names, or NULL.
 */
static const char *
command_line_option(const struct target *t)
{
	const struct select_opts *sel = target_selection(t);

	if (t->audit ? t->aud.help : t->gen.help)
		return "-h/--help";
	if (!t->audit && t->gen.version)
		return "-V/--version";
	if (sel->output != NULL)
		return "-o/--output";
	if (sel->check)
		return "--check";
	if (t->audit && t->aud.strict)
		return "--strict";
	if (t->audit && t->aud.allow_unknown)
		return "--allow-unknown";
	return NULL;
}

/*
 * Reads the options of a line, the argument vector w[0..n), with the
 * command's own reader: generation's, whose w[0] is the file, or the
 * audit's, from w[1], "audit".  Returns 0, or -1 with "manifest:line:
 * what is wrong" in err.
 */
static int
parse_target(const struct make *mk, struct target *t, char **w, int n,
    char *err)
{
	const char	*opt;
	int		 rc;

	/* The messages are ours, at the manifest's line. */
	opterr = 0;
	if (n > 1 && strcmp(w[1], "audit") == 0) {
		t->audit = 1;
		n--;
		w++;
		rc = audit_args_read(n, w, &t->aud, err);
	} else
		rc = generate_args_read(n, w, &t->gen, err);
	if (rc == 0 && (opt = command_line_option(t)) != NULL) {
		errmsg(err, "%s is for the command line, not a manifest line",
		    opt);
		rc = -1;
	} else if (rc == 0 && optind < n) {
		errmsg(err, "%s: a manifest line names no definition files "
		    "(they follow the manifest on the command line)",
		    w[optind]);
		rc = -1;
	} else if (rc == 0)
		rc = args_check(target_selection(t), err);
	if (rc == -1)
		errprefix(err, "%s:%d: ", mk->manifest, t->line);
	return rc;
}

/*
 * Reads the manifest: a target per line that is not blank or a comment.
 * Returns 0, or -1 with a message in err.
 */
static int
read_manifest(struct make *mk, char *err)
{
	struct target	*t;
	char		*s, *eol, *hash, *w[MAX_WORDS + 2];
	size_t		 len, i;
	int		 line, n;

	if (read_file(mk->manifest, &mk->buf, &len, err) == -1)
		return -1;
	if (memchr(mk->buf, '\0', len) != NULL) {
		errmsg(err, "%s: NUL byte in a manifest", mk->manifest);
		return -1;
	}
	for (s = mk->buf, line = 1; s < mk->buf + len; s = eol + 1, line++) {
		if ((eol = strchr(s, '\n')) == NULL)
			eol = mk->buf + len;
		*eol = '\0';
		if (line_bytes_check(mk->manifest, line, s, err) == -1)
			return -1;
		if ((hash = strchr(s, '#')) != NULL)
			*hash = '\0';
		if ((n = split_words(s, w)) == 0)
			continue;
		if (strcmp(w[0], "-") == 0) {
			errmsg(err, "%s:%d: - is no file to make: ectab make "
			    "writes files", mk->manifest, line);
			return -1;
		}
		if (n > MAX_WORDS) {
			errmsg(err, "%s:%d: more than %d words",
			    mk->manifest, line, MAX_WORDS);
			return -1;
		}
		for (i = 0; i < mk->len; i++)
			if (strcmp(mk->v[i].file, w[0]) == 0) {
				errmsg(err, "%s:%d: %s already made on line "
				    "%d", mk->manifest, line, w[0],
				    mk->v[i].line);
				return -1;
			}
		mk->v = xreallocarray(mk->v, mk->len + 1, sizeof(*mk->v));
		t = &mk->v[mk->len++];
		memset(t, 0, sizeof(*t));
		strbuf_init(&t->text);
		t->file = w[0];
		t->line = line;
		if (parse_target(mk, t, w, n, err) == -1)
			return -1;
	}
	if (mk->len == 0) {
		errmsg(err, "%s: names no output", mk->manifest);
		return -1;
	}
	return 0;
}

/* Returns the index in all of curve c. */
static size_t
curve_index(const struct make *mk, const struct curve *c)
{
	size_t	 i;

	for (i = 0; mk->all.v[i] != c; i++)
		continue;
	return i;
}

/* Renders the audit of the curves sel into t's text. */
static void
render_audit(const struct make *mk, struct target *t,
    const struct selection *sel)
{
	struct audit	 a;
	size_t		 i;

	memset(&a, 0, sizeof(a));
	a.reps = xcalloc(sel->len, sizeof(*a.reps));
	a.sources = mk->sources;
	a.nsources = mk->nsources;
	for (i = 0; i < sel->len; i++, a.len++)
		a.reps[i] = mk->reps[curve_index(mk, sel->v[i])];
	audit_count(&a);
	audit_render(&a, t->aud.json, &t->text);
	free(a.reps);
}

/*
 * Checks that the file path, which t names, can be read, so that a
 * missing one is reported at t's line.
 */
static int
readable(const struct make *mk, const struct target *t, const char *path,
    char *err)
{
	if (access(path, R_OK) == 0)
		return 0;
	errmsg(err, "%s:%d: %s: %s", mk->manifest, t->line, path,
	    strerror(errno));
	return -1;
}

/* Renders target t.  Returns 0, or -1 with a message in err. */
static int
render_target(struct make *mk, struct target *t, char *err)
{
	struct selection sel = { NULL, NULL, NULL, 0 };
	struct model_opts opts;
	const struct select_opts *so = target_selection(t);
	char		*path = NULL;
	int		 rc = -1;

	if (so->set != NULL) {
		path = set_path(so->set);
		if (readable(mk, t, path, err) == -1 ||
		    select_set(&mk->all, path, &sel, err) == -1)
			goto done;
	} else if (select_curves(&mk->all, so->curves, &sel, err) != 0) {
		errprefix(err, "%s:%d: ", mk->manifest, t->line);
		goto done;
	}
	if (t->audit) {
		render_audit(mk, t, &sel);
		rc = 0;
		goto done;
	}
	free(path);
	if ((path = template_path(t->gen.template, err)) == NULL) {
		errprefix(err, "%s:%d: ", mk->manifest, t->line);
		goto done;
	}
	if (readable(mk, t, path, err) == -1)
		goto done;
	generate_args_model(&t->gen, mk->sources, mk->nsources, &opts);
	rc = generate_render(path, &sel, &opts, &t->text, err);
	if (rc == 0 && t->text.s == NULL)
		strbuf_add(&t->text, "", 0);
 done:
	free(path);
	selection_free(&sel);
	return rc;
}

/*
 * Returns what to add to the message that t's file cannot be read or
 * written: where its path is relative and names nothing here, but
 * would name something taken from the manifest's folder, that the
 * paths of a manifest are relative to the current folder; else "".
 */
static const char *
relative_hint(const struct make *mk, const struct target *t)
{
	const char	*slash = strrchr(mk->manifest, '/');
	struct strbuf	 there;
	int		 found;

	if (slash == NULL || t->file[0] == '/' || access(t->file, F_OK) == 0)
		return "";
	strbuf_init(&there);
	strbuf_addf(&there, "%.*s%s", (int)(slash - mk->manifest + 1),
	    mk->manifest, t->file);
	found = access(there.s, F_OK) == 0;
	strbuf_free(&there);
	return found ? " (the paths of a manifest are relative to the "
	    "current folder, not to the manifest's)" : "";
}

/*
 * Checks that every output's folder (the folder of the file it names,
 * through its links) can be written, before any output is: so that a
 * missing folder does not leave the outputs before it written.  (Each
 * output is still replaced on its own; an I/O error while writing
 * leaves those before it replaced, each whole.)
 */
static int
writable(const struct make *mk, char *err)
{
	const struct target *t;
	const char	*hint;
	size_t		 i;

	for (i = 0; i < mk->len; i++) {
		t = &mk->v[i];
		if (output_writable(t->file, err) == -1) {
			hint = relative_hint(mk, t);
			errprefix(err, "%s:%d: ", mk->manifest, t->line);
			if (strlen(err) + strlen(hint) < ERRMSG_LEN)
				strcat(err, hint);
			return -1;
		}
	}
	return 0;
}

/*
 * Validates every curve, keeping its report for the audits, and adds
 * the security report where an audit needs it.
 */
static int
validate_all(struct make *mk, char *err)
{
	size_t	 i;
	int	 audits = 0;

	for (i = 0; i < mk->len; i++)
		audits |= mk->v[i].audit;
	mk->reps = xcalloc(mk->all.len, sizeof(*mk->reps));
	for (i = 0; i < mk->all.len; i++) {
		report_init(&mk->reps[i], mk->all.v[i]);
		if (curve_check(&mk->reps[i], &mk->all) == -1) {
			report_error(&mk->reps[i], err);
			return -1;
		}
		if (audits)
			security_report(&mk->reps[i], &mk->all);
	}
	return 0;
}

int
make_main(int argc, char *argv[])
{
	struct make	 mk;
	char		 err[ERRMSG_LEN], **defs, **catalog = NULL;
	size_t		 i;
	int		 ch, ndefs, check = 0, rc = 1;

	memset(&mk, 0, sizeof(mk));
	while ((ch = command_getopt(&make_command, argc, argv)) != -1) {
		switch (ch) {
		case OPT_MAKE_CHECK:
			check = 1;
			break;
		case 'h':
			return command_help(&make_command);
		default:
			return command_misuse(&make_command, NULL);
		}
	}
	argc -= optind;
	argv += optind;
	if (argc < 1)
		return command_misuse(&make_command, NULL);
	mk.manifest = argv[0];
	for (i = 1; strcmp(mk.manifest, "-") == 0 && i < (size_t)argc; i++)
		if (strcmp(argv[i], "-") == 0) {
			warnx("-: standard input named twice");
			return 1;
		}
	ndefs = argc - 1;
	defs = argv + 1;
	if (definitions_or_catalog(&ndefs, &defs, &catalog, err) == -1)
		goto fail;
	mk.sources = defs;
	mk.nsources = (size_t)ndefs;
	if (read_manifest(&mk, err) == -1 ||
	    load_definitions(ndefs, defs, &mk.all, err) == -1 ||
	    validate_all(&mk, err) == -1)
		goto fail;
	for (i = 0; i < mk.len; i++)
		if (render_target(&mk, &mk.v[i], err) == -1)
			goto fail;
	if (!check && writable(&mk, err) == -1)
		goto fail;
	rc = 0;
	for (i = 0; i < mk.len; i++) {
		if (output_emit(mk.v[i].file, check, mk.v[i].text.s,
		    mk.v[i].text.len, err) == -1) {
			warnx("%s%s", err, relative_hint(&mk, &mk.v[i]));
			rc = 1;
			if (!check)
				break;
		}
	}
	goto done;
 fail:
	warnx("%s", err);
 done:
	for (i = 0; i < mk.len; i++) {
		strbuf_free(&mk.v[i].text);
		generate_args_free(&mk.v[i].gen);
	}
	for (i = 0; mk.reps != NULL && i < mk.all.len; i++)
		report_free(&mk.reps[i]);
	free(mk.reps);
	free(mk.v);
	free(mk.buf);
	paths_free(catalog, ndefs);
	curve_list_free(&mk.all);
	return rc;
}
