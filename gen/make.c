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
 * A line of kind diff copies a diff of a library's tree, as cvs diff
 * -uNp writes them, and may add to it, as a new file, the text another
 * line makes, so that the diff a maintainer applies carries the file it
 * needs and is never older than it; or, with a third line's text as the
 * file's text before (BASE), the change from that text to the other:
 *
 *     out/01.diff	diff 01.diff @tables-01 lib/tables.h
 *     out/02.diff	diff 02.diff out/tables.h lib/tables.h @tables-01
 *
 * A diff source may open with its own notice, a first paragraph whose
 * first line says "Copyright": it is the source file's, not copied.
 *
 * A line whose name starts with '@' makes a text that no file holds,
 * for diff lines only: it is rendered, and neither written nor compared.
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
#include "unidiff.h"
#include "util.h"
#include "validate.h"

#define MAX_WORDS	16	/* of a manifest line */
#define MAX_ADDED	((MAX_WORDS - 3) / 2)	/* files a diff line adds */

enum target_kind {
	TARGET_GENERATE,
	TARGET_AUDIT,
	TARGET_DIFF
};

/* A file that a diff line adds or changes: the text of line target. */
struct diff_file {
	const char	*target;	/* the line whose text it is */
	const char	*path;		/* as what, in the diff */
	size_t		 added;		/* the index of TARGET's line */
};

/*
 * A diff line: "OUTPUT diff SOURCE [TARGET PATH]..." or "OUTPUT diff
 * SOURCE TARGET PATH BASE".
 */
struct diff_line {
	const char	*source;	/* the diff it copies */
	struct diff_file files[MAX_ADDED];	/* in the order of the line */
	size_t		 nfiles;
	const char	*base;		/* the one file's text before, or NULL */
	size_t		 before;	/* the index of BASE's line */
};

/* One line of the manifest. */
struct target {
	const char	*file;
	int		 line;
	enum target_kind kind;
	struct generate_args gen;	/* of generation */
	struct audit_args aud;		/* of an audit */
	struct diff_line diff;		/* of a diff */
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

/*
 * Returns the options of target t, of generation or an audit, that
 * choose its curves.
 */
static const struct select_opts *
target_selection(const struct target *t)
{
	return t->kind == TARGET_AUDIT ? &t->aud.sel : &t->gen.sel;
}

/*
 * Returns the first option of target t that only a command line takes,
 * by its names, or NULL.
 */
static const char *
command_line_option(const struct target *t)
{
	const struct select_opts *sel = target_selection(t);
	int		 audit = t->kind == TARGET_AUDIT;

	if (audit ? t->aud.help : t->gen.help)
		return "-h/--help";
	if (!audit && t->gen.version)
		return "-V/--version";
	if (sel->output != NULL)
		return "-o/--output";
	if (sel->check)
		return "--check";
	if (audit && t->aud.strict)
		return "--strict";
	if (audit && t->aud.allow_unknown)
		return "--allow-unknown";
	return NULL;
}

/*
 * Returns 1 if s names a text that no file holds: '@' and at least one
 * of letters, digits, '.', '_' and '-'.
 */
static int
text_name_ok(const char *s)
{
	if (*s++ != '@' || *s == '\0')
		return 0;
	for (; *s != '\0'; s++)
		if (!((*s >= 'a' && *s <= 'z') || (*s >= 'A' && *s <= 'Z') ||
		    (*s >= '0' && *s <= '9') || strchr("._-", *s) != NULL))
			return 0;
	return 1;
}

/* Returns 1 if t makes a text that no file holds, named with '@'. */
static int
text_only(const struct target *t)
{
	return t->file[0] == '@';
}

/* Returns 1 if path is relative and has no ".." component, else 0. */
static int
tree_path_ok(const char *path)
{
	size_t	 n;

	if (*path == '/')
		return 0;
	for (;; path += n + 1) {
		n = strcspn(path, "/");
		if (n == 2 && path[0] == '.' && path[1] == '.')
			return 0;
		if (path[n] == '\0')
			return 1;
	}
}

/*
 * Reads a diff line, the words w[0..n): "OUTPUT diff SOURCE [TARGET
 * PATH]...": SOURCE copied, with the text of each line TARGET added as
 * its PATH; or "OUTPUT diff SOURCE TARGET PATH BASE": with the change
 * from BASE's text to TARGET's.  Returns 0, or -1 with what is wrong in
 * err.
 */
static int
parse_diff(struct target *t, char **w, int n, char *err)
{
	struct diff_file *f;
	size_t		 j;
	int		 i;

	t->kind = TARGET_DIFF;
	if (text_only(t)) {
		errmsg(err, "%s: a diff line makes a file, not a text named "
		    "with @", t->file);
		return -1;
	}
	if (n < 3 || (n % 2 == 0 && n != 6)) {
		errmsg(err, "a diff line is OUTPUT diff SOURCE [TARGET PATH]... "
		    "or OUTPUT diff SOURCE TARGET PATH BASE, not %d words", n);
		return -1;
	}
	t->diff.source = w[2];
	if (strcmp(w[2], "-") == 0) {
		errmsg(err, "-: a diff line copies a file, not standard "
		    "input");
		return -1;
	}
	if (n == 6) {
		t->diff.base = w[5];
		n = 5;
	}
	for (i = 3; i + 1 < n; i += 2) {
		f = &t->diff.files[t->diff.nfiles++];
		f->target = w[i];
		f->path = w[i + 1];
		if (!tree_path_ok(f->path)) {
			errmsg(err, "%s: a path in a diff is relative, without "
			    "a .. component", f->path);
			return -1;
		}
		for (j = 0; j + 1 < t->diff.nfiles; j++)
			if (strcmp(t->diff.files[j].path, f->path) == 0) {
				errmsg(err, "%s: the line adds it twice",
				    f->path);
				return -1;
			}
	}
	return 0;
}

/*
 * Reads the options of a line, the argument vector w[0..n), with the
 * command's own reader: generation's, whose w[0] is the file, or the
 * audit's, from w[1], "audit"; or a diff line, w[1] "diff".  Returns 0,
 * or -1 with "manifest:line: what is wrong" in err.
 */
static int
parse_target(const struct make *mk, struct target *t, char **w, int n,
    char *err)
{
	const char	*opt;
	int		 rc;

	/* The messages are ours, at the manifest's line. */
	opterr = 0;
	if (n > 1 && strcmp(w[1], "diff") == 0) {
		if ((rc = parse_diff(t, w, n, err)) == -1)
			errprefix(err, "%s:%d: ", mk->manifest, t->line);
		return rc;
	}
	if (n > 1 && strcmp(w[1], "audit") == 0) {
		t->kind = TARGET_AUDIT;
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

/* Returns the index of the line that makes file, or -1. */
static long
line_making(const struct make *mk, const char *file)
{
	size_t	 i;

	for (i = 0; i < mk->len; i++)
		if (strcmp(mk->v[i].file, file) == 0)
			return (long)i;
	return -1;
}

/*
 * Sets *at to the index of the line that makes text, which diff line t
 * names: a line of generation or an audit; what says what a diff does
 * with it.  Returns 0, or -1 with "manifest:line: what is wrong" in err.
 */
static int
text_line(const struct make *mk, const struct target *t, const char *text,
    const char *what, size_t *at, char *err)
{
	long	 j;

	if ((j = line_making(mk, text)) == -1) {
		errmsg(err, "%s:%d: %s: no line of the manifest makes it",
		    mk->manifest, t->line, text);
		return -1;
	}
	if (mk->v[j].kind == TARGET_DIFF) {
		errmsg(err, "%s:%d: %s is a diff (line %d): a diff %s the text "
		    "of generation or an audit", mk->manifest, t->line, text,
		    mk->v[j].line, what);
		return -1;
	}
	*at = (size_t)j;
	return 0;
}

/*
 * Checks what each diff line names, once every line is read: its
 * source is a file of the tree, not an output; the texts it adds and
 * changes from are those of lines of generation or an audit.  Then
 * that a diff line uses every text named with '@'.  Returns 0, or -1
 * with "manifest:line: what is wrong" in err.
 */
static int
resolve_diffs(struct make *mk, char *err)
{
	struct target	*t;
	struct diff_file *f;
	char		*used;
	size_t		 i, k;
	long		 j;
	int		 rc = -1;

	used = xcalloc(mk->len, 1);
	for (i = 0; i < mk->len; i++) {
		t = &mk->v[i];
		if (t->kind != TARGET_DIFF)
			continue;
		if ((j = line_making(mk, t->diff.source)) != -1) {
			errmsg(err, "%s:%d: %s is made on line %d: a diff "
			    "line copies a file of the tree", mk->manifest,
			    t->line, t->diff.source, mk->v[j].line);
			goto done;
		}
		for (k = 0; k < t->diff.nfiles; k++) {
			f = &t->diff.files[k];
			if (text_line(mk, t, f->target, "adds", &f->added,
			    err) == -1)
				goto done;
			used[f->added] = 1;
		}
		if (t->diff.base == NULL)
			continue;
		if (text_line(mk, t, t->diff.base, "changes from",
		    &t->diff.before, err) == -1)
			goto done;
		used[t->diff.before] = 1;
	}
	for (i = 0; i < mk->len; i++)
		if (text_only(&mk->v[i]) && !used[i]) {
			errmsg(err, "%s:%d: %s: no diff line uses it",
			    mk->manifest, mk->v[i].line, mk->v[i].file);
			goto done;
		}
	rc = 0;
 done:
	free(used);
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
	size_t		 len;
	long		 at;
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
		if (w[0][0] == '@' && !text_name_ok(w[0])) {
			errmsg(err, "%s:%d: %s: a text's name is @ and letters, "
			    "digits, '.', '_' or '-'", mk->manifest, line,
			    w[0]);
			return -1;
		}
		if (n > MAX_WORDS) {
			errmsg(err, "%s:%d: more than %d words",
			    mk->manifest, line, MAX_WORDS);
			return -1;
		}
		if ((at = line_making(mk, w[0])) != -1) {
			errmsg(err, "%s:%d: %s already made on line %d",
			    mk->manifest, line, w[0], mk->v[at].line);
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
	return resolve_diffs(mk, err);
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
	struct selection sel = { NULL, NULL, NULL, NULL, NULL, 0 };
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
	if (t->kind == TARGET_AUDIT) {
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
 * Returns the length of the path that line s[0..n) begins an entry
 * for, in a diff of style: "Index: PATH" (cvs), "diff --git a/PATH
 * b/PATH" (git); sets *path to it.  Returns -1 for another line.
 */
static long
entry_path(enum unidiff_style style, const char *s, size_t n,
    const char **path)
{
	const char	*end;

	if (style == UNIDIFF_CVS) {
		if (n < 7 || memcmp(s, "Index: ", 7) != 0)
			return -1;
		*path = s + 7;
		return (long)n - 7;
	}
	if (n < 13 || memcmp(s, "diff --git a/", 13) != 0)
		return -1;
	*path = s + 13;
	for (end = s + n; end > *path + 3; end--)
		if (memcmp(end - 3, " b/", 3) == 0)
			return (long)(end - 3 - *path);
	return (long)n - 13;
}

/*
 * Sets *style to that of the diff source, src[0..len): git's if it has
 * a line "diff --git ", or, with no entry, if it opens as a mail that
 * git format-patch writes, with a line "From " or "From: "; else cvs's.
 * Returns 0, or -1 with "source:line: what is wrong" in err where it
 * has entries of both.
 */
static int
diff_style(const char *source, const char *src, size_t len,
    enum unidiff_style *style, char *err)
{
	const char	*s, *eol, *end = src + len, *p;
	long		 line;
	int		 cvs = 0, git = 0;

	for (s = src, line = 1; s < end; s = eol + 1, line++) {
		if ((eol = memchr(s, '\n', (size_t)(end - s))) == NULL)
			eol = end;
		cvs |= entry_path(UNIDIFF_CVS, s, (size_t)(eol - s), &p) >= 0;
		git |= entry_path(UNIDIFF_GIT, s, (size_t)(eol - s), &p) >= 0;
		if (cvs && git) {
			errmsg(err, "%s:%ld: a diff with entries of cvs "
			    "(\"Index: \") and of git (\"diff --git \")",
			    source, line);
			return -1;
		}
	}
	*style = git || (!cvs && len >= 5 && (memcmp(src, "From ", 5) == 0 ||
	    memcmp(src, "From:", 5) == 0)) ? UNIDIFF_GIT : UNIDIFF_CVS;
	return 0;
}

/*
 * Finds where in the diff src[0..len), of style, an entry for path
 * goes, cvs's and git's entries being in strcmp order of their paths:
 * before the first entry of a path that sorts after path, else at the
 * end.  Sets *at to its offset.  Returns 0, or -1 with "what is wrong"
 * in err where the diff has an entry for path, or ends in a line
 * without its newline where the entry would follow it.
 */
static int
entry_place(const char *source, enum unidiff_style style, const char *src,
    size_t len, const char *path, size_t *at, char *err)
{
	const char	*s, *eol, *end = src + len, *p;
	size_t		 plen = strlen(path);
	long		 n;
	int		 cmp;

	for (s = src; s < end; s = eol + 1) {
		if ((eol = memchr(s, '\n', (size_t)(end - s))) == NULL)
			eol = end;
		if ((n = entry_path(style, s, (size_t)(eol - s), &p)) < 0)
			continue;
		if ((cmp = memcmp(p, path, (size_t)n < plen ? (size_t)n :
		    plen)) == 0)
			cmp = (size_t)n < plen ? -1 : (size_t)n > plen;
		if (cmp == 0) {
			errmsg(err, "%s: has an entry for %s already", source,
			    path);
			return -1;
		}
		if (cmp > 0) {
			*at = (size_t)(s - src);
			return 0;
		}
	}
	if (len > 0 && src[len - 1] != '\n') {
		errmsg(err, "%s: does not end in a newline", source);
		return -1;
	}
	*at = len;
	return 0;
}

/*
 * Checks that the text of line a can be a file's in a diff: it ends in
 * a newline and holds no NUL byte.  Returns 0, or -1 with what is wrong
 * in err.
 */
static int
diff_text_ok(const struct target *a, char *err)
{
	if (a->text.len == 0 || a->text.s[a->text.len - 1] != '\n')
		errmsg(err, "%s (line %d): its text does not end in a newline",
		    a->file, a->line);
	else if (memchr(a->text.s, '\0', a->text.len) != NULL)
		errmsg(err, "%s (line %d): its text holds a NUL byte",
		    a->file, a->line);
	else
		return 0;
	return -1;
}

/*
 * Returns the length of the notice that diff source src[0..len) opens
 * with, if any: where its first line holds "Copyright", the lines up to
 * and including the first empty one, the source file's own and not the
 * diff's; else 0.
 */
static size_t
source_notice(const char *src, size_t len)
{
	const char	*eol, *s;

	if ((eol = memchr(src, '\n', len)) == NULL)
		return 0;
	for (s = src; s + 9 <= eol && memcmp(s, "Copyright", 9) != 0; s++)
		;
	if (s + 9 > eol)
		return 0;
	for (s = src; (eol = memchr(s, '\n', len - (size_t)(s - src))) != NULL;
	    s = eol + 1)
		if (eol == s)
			return (size_t)(eol + 1 - src);
	return 0;
}

/* Orders files by their paths, as strcmp does. */
static int
file_cmp(const void *a, const void *b)
{
	const struct diff_file *fa = *(const struct diff_file *const *)a;
	const struct diff_file *fb = *(const struct diff_file *const *)b;

	return strcmp(fa->path, fb->path);
}

/*
 * Renders diff line t: its source, with the text of each line it names
 * added as a new file, or, with a base, the change to its one file from
 * the text of that line, which must differ; each entry in the style of
 * the source's own (diff_style()).  The texts must be as diff_text_ok()
 * wants them.  Those lines are rendered.  Returns 0, or -1 with a
 * message in err.
 */
static int
render_diff(const struct make *mk, struct target *t, char *err)
{
	const struct diff_file *files[MAX_ADDED];
	const struct target *a, *b = NULL;
	enum unidiff_style style = UNIDIFF_CVS;
	char		*file = NULL;
	const char	*src;
	size_t		 len, at, from, notice, i;
	int		 rc = -1;

	if (read_file(t->diff.source, &file, &len, err) == -1)
		goto done;
	notice = source_notice(file, len);
	src = file + notice;
	len -= notice;
	if (t->diff.base != NULL)
		b = &mk->v[t->diff.before];
	for (i = 0; i < t->diff.nfiles; i++) {
		files[i] = &t->diff.files[i];
		if (diff_text_ok(&mk->v[files[i]->added], err) == -1)
			goto done;
	}
	if (b != NULL && diff_text_ok(b, err) == -1)
		goto done;
	a = t->diff.nfiles > 0 ? &mk->v[files[0]->added] : NULL;
	if (b != NULL && b->text.len == a->text.len &&
	    memcmp(b->text.s, a->text.s, a->text.len) == 0) {
		errmsg(err, "%s: BASE and TARGET are the same text",
		    files[0]->path);
		goto done;
	}
	if (t->diff.nfiles > 0 &&
	    diff_style(t->diff.source, src, len, &style, err) == -1)
		goto done;
	/* In the order of their paths, each where it goes in the source. */
	qsort(files, t->diff.nfiles, sizeof(files[0]), file_cmp);
	for (i = 0, from = 0; i < t->diff.nfiles; i++, from = at) {
		if (entry_place(t->diff.source, style, src, len,
		    files[i]->path, &at, err) == -1)
			goto done;
		a = &mk->v[files[i]->added];
		strbuf_add(&t->text, src + from, at - from);
		if (b == NULL)
			unidiff_added(&t->text, style, files[i]->path,
			    a->text.s, a->text.len);
		else
			unidiff_changed(&t->text, style, files[i]->path,
			    b->text.s, b->text.len, a->text.s, a->text.len);
	}
	strbuf_add(&t->text, src + from, len - from);
	rc = 0;
 done:
	if (rc == -1)
		errprefix(err, "%s:%d: ", mk->manifest, t->line);
	else if (t->text.s == NULL)
		strbuf_add(&t->text, "", 0);
	free(file);
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
		if (text_only(t))
			continue;
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
 * With definition files given, the curves that the lines' -c and -s
 * choose and the files lack come from the catalog (catalog_fill()).
 */
static int
fill_all(struct make *mk, char *err)
{
	const struct select_opts *so;
	size_t	 i;

	for (i = 0; i < mk->len; i++) {
		so = target_selection(&mk->v[i]);
		if (catalog_fill(&mk->all, so->curves, so->set, err) == -1) {
			if (so->set == NULL)
				errprefix(err, "%s:%d: ", mk->manifest,
				    mk->v[i].line);
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
		audits |= mk->v[i].kind == TARGET_AUDIT;
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
	    (catalog == NULL && fill_all(&mk, err) == -1) ||
	    validate_all(&mk, err) == -1)
		goto fail;
	/* A diff adds the text of another line: those first. */
	for (i = 0; i < mk.len; i++)
		if (mk.v[i].kind != TARGET_DIFF &&
		    render_target(&mk, &mk.v[i], err) == -1)
			goto fail;
	for (i = 0; i < mk.len; i++)
		if (mk.v[i].kind == TARGET_DIFF &&
		    render_diff(&mk, &mk.v[i], err) == -1)
			goto fail;
	if (!check && writable(&mk, err) == -1)
		goto fail;
	rc = 0;
	for (i = 0; i < mk.len; i++) {
		if (text_only(&mk.v[i]))
			continue;
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
