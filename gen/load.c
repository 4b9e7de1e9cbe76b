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
 * Reading definition files, the catalog and set files, and selecting
 * curves from what was read, for every command.  Each function returns
 * 0, or -1 with a message in err.
 */
#include <ctype.h>
#include <dirent.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "defs.h"
#include "load.h"
#include "util.h"

static int
compare_names(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/*
 * Checks that a definition file's name can be quoted in any output as it
 * is: the outputs name their sources, in C comments and JSON strings.
 */
static int
source_name_ok(const char *name)
{
	const char	*s;

	for (s = name; *s != '\0'; s++)
		if (!isascii((unsigned char)*s) ||
		    !(isalnum((unsigned char)*s) ||
		    strchr("._-+/", *s) != NULL))
			return 0;
	return *name != '\0';
}

/*
 * Reads the definition files argv[0..argc) into all, in byte order of
 * their names (a shell's glob follows the locale, and must not change
 * the output); sorts argv so.  Returns 0, or -1 with a message in err.
 */
int
load_definitions(int argc, char **argv, struct curve_list *all, char *err)
{
	int	 i, stdin_seen = 0;

	qsort(argv, (size_t)argc, sizeof(*argv), compare_names);
	for (i = 0; i < argc; i++) {
		if (strcmp(argv[i], "-") == 0 && stdin_seen++) {
			errmsg(err, "-: standard input named twice");
			return -1;
		}
		if (!source_name_ok(source_name(argv[i]))) {
			errmsg(err, "%s: a definition file's name may hold "
			    "only letters, digits and . _ - + /", argv[i]);
			return -1;
		}
	}
	for (i = 0; i < argc; i++)
		if (defs_read_file(argv[i], all, err) == -1)
			return -1;
	return 0;
}

/*
 * Selects the curves named in list (comma-separated) from all, in order,
 * each labelled with the name or alias that chose it; every curve, by
 * its name, if list is NULL.  Returns 0; -1 with a message in err for a
 * name of no curve, invalid input as a set of no file is; or
 * SELECT_TWICE with a message for a curve named twice, a usage error.
 */
int
select_curves(const struct curve_list *all, const char *list,
    struct selection *sel, char *err)
{
	char		*copy, *name, *rest;
	const struct curve *c;
	size_t		 i;

	if (list == NULL) {
		for (i = 0; i < all->len; i++)
			selection_add(sel, all->v[i], all->v[i]->name);
		return 0;
	}
	copy = xstrdup(list);
	for (rest = copy; (name = strsep(&rest, ",")) != NULL; ) {
		if ((c = curve_list_find(all, name)) == NULL) {
			errmsg(err, "-c: no curve named \"%s\"", name);
			goto err;
		}
		if (selection_has(sel, c, NULL)) {
			errmsg(err, "-c: curve %s selected twice", c->name);
			free(copy);
			return SELECT_TWICE;
		}
		selection_add(sel, c, curve_name_as(c, name));
	}
	free(copy);
	return 0;
 err:
	free(copy);
	return -1;
}

/* Returns the catalog's folder: $ECTAB_CURVES, or the compiled-in one. */
const char *
catalog_dir(void)
{
	const char	*dir;

	if ((dir = getenv("ECTAB_CURVES")) == NULL || *dir == '\0')
		dir = ECTAB_CURVEDIR;
	return dir;
}

static int
has_suffix(const char *s, const char *suffix)
{
	size_t	 n = strlen(s), k = strlen(suffix);

	return n > k && strcmp(s + n - k, suffix) == 0;
}

/*
 * Sets *paths to the catalog's definition files, every *.txt in
 * catalog_dir(), newly allocated (free with paths_free).  Returns how
 * many; -1 with a message in err if the folder cannot be read or has
 * none.
 */
int
catalog_files(char ***paths, char *err)
{
	const char	*dir = catalog_dir();
	DIR		*d;
	struct dirent	*de;
	struct strbuf	 sb;
	int		 n = 0;

	*paths = NULL;
	if ((d = opendir(dir)) == NULL) {
		errmsg(err, "%s: %s", dir, strerror(errno));
		return -1;
	}
	while ((de = readdir(d)) != NULL) {
		if (de->d_name[0] == '.' || !has_suffix(de->d_name, ".txt"))
			continue;
		strbuf_init(&sb);
		strbuf_addf(&sb, "%s/%s", dir, de->d_name);
		*paths = xreallocarray(*paths, (size_t)n + 1, sizeof(**paths));
		(*paths)[n++] = sb.s;
	}
	closedir(d);
	if (n == 0) {
		errmsg(err, "%s: no definition files (*.txt)", dir);
		return -1;
	}
	return n;
}

void
paths_free(char **paths, int n)
{
	int	 i;

	for (i = 0; paths != NULL && i < n; i++)
		free(paths[i]);
	free(paths);
}

/*
 * Reads the catalog: every definition file (*.txt) in catalog_dir(), in
 * byte order of their names.  Returns 0, or -1 with a message in err.
 */
int
load_catalog(struct curve_list *all, char *err)
{
	char	**paths;
	int	 n, rc;

	if ((n = catalog_files(&paths, err)) == -1)
		return -1;
	rc = load_definitions(n, paths, all, err);
	paths_free(paths, n);
	return rc;
}

/*
 * Cuts line s of a set file, in place, into the name of its curve,
 * returned ("" for a blank line or a comment), and its attributes,
 * *attrs.
 */
static char *
set_line(char *s, char **attrs)
{
	char	*hash, *end;

	if ((hash = strchr(s, '#')) != NULL)
		*hash = '\0';
	while (*s == ' ' || *s == '\t')
		s++;
	end = s + strlen(s);
	while (end > s && (end[-1] == ' ' || end[-1] == '\t'))
		*--end = '\0';
	*attrs = s + strcspn(s, " \t");
	if (**attrs != '\0')
		*(*attrs)++ = '\0';
	return s;
}

/*
 * Moves curve c of the catalog cat into all, and in turn the curve its
 * twist_of names where all lacks one of that name, unless a name,
 * alias, OID or C identifier of it is one of all's.  Returns 0, or -1
 * with a message in err.
 */
static int
take_from_catalog(struct curve_list *all, struct curve_list *cat,
    const struct curve *c, char *err)
{
	const struct curve *o;
	const char	*what = NULL, *twist;
	size_t		 i;

	while (c != NULL) {
		if ((o = curve_list_find(all, c->name)) != NULL)
			what = c->name;
		for (i = 0; what == NULL && i < c->naliases; i++)
			if ((o = curve_list_find(all, c->aliases[i])) != NULL)
				what = c->aliases[i];
		for (i = 0; what == NULL && i < c->noids; i++)
			if ((o = curve_list_find_oid(all, c->oids[i])) != NULL)
				what = c->oids[i];
		if (what == NULL &&
		    (o = curve_list_ident_clash(all, c->name)) != NULL)
			what = "C identifiers";
		if (what != NULL) {
			errmsg(err, "the catalog's curve %s (%s:%d) would come "
			    "with curve %s (%s:%d), which has its %s%s", c->name,
			    c->file, c->line, o->name, o->file, o->line,
			    strcmp(what, "C identifiers") == 0 ? "" : "name ",
			    what);
			return -1;
		}
		twist = c->twist_of;
		curve_list_add(all, curve_list_take(cat, c));
		c = twist != NULL && curve_list_find(all, twist) == NULL ?
		    curve_list_find(cat, twist) : NULL;
	}
	return 0;
}

/*
 * Where definition files are given, a curve that -c (names, comma-
 * separated) or set file set (as -s names it) chooses and the files
 * lack comes from the catalog, read once for all such names: it joins
 * all (take_from_catalog), to be validated with the files' curves.
 * Returns 0; -1 with a message in err for a name of no curve of either,
 * or a catalog curve that clashes with one of the files'.  A set file
 * that cannot be read is left to select_set() to report.
 */
int
catalog_fill(struct curve_list *all, const char *curves, const char *set,
    char *err)
{
	struct curve_list cat;
	const struct curve *c;
	char		*copy = NULL, *path = NULL, *text = NULL, *s, *eol;
	char		*rest, *attrs;
	size_t		 len;
	int		 line = 0, loaded = 0, rc = -1;

	memset(&cat, 0, sizeof(cat));
	if (set != NULL) {
		path = set_path(set);
		if (read_file(path, &text, &len, err) == -1) {
			err[0] = '\0';
			rc = 0;
			goto done;
		}
		rest = text;
	} else if (curves != NULL)
		rest = copy = xstrdup(curves);
	else
		return 0;
	for (;;) {
		/* The next name: a line's first word, or one of -c. */
		if (text != NULL) {
			if (rest >= text + len)
				break;
			if ((eol = memchr(rest, '\n', text + len - rest)) == NULL)
				eol = text + len;
			*eol = '\0';
			s = set_line(rest, &attrs);
			rest = eol + 1;
			line++;
		} else if ((s = strsep(&rest, ",")) == NULL)
			break;
		if (*s == '\0' || curve_list_find(all, s) != NULL)
			continue;
		if (!loaded++ && load_catalog(&cat, err) == -1)
			goto done;
		if ((c = curve_list_find(&cat, s)) == NULL) {
			errmsg(err, "no curve named \"%.64s\" in the definition "
			    "files given nor in the catalog", s);
			goto where;
		}
		if (take_from_catalog(all, &cat, c, err) == -1)
			goto where;
	}
	rc = 0;
	goto done;
 where:
	if (text != NULL)
		errprefix(err, "%s:%d: ", path, line);
	else
		errprefix(err, "-c: ");
 done:
	curve_list_free(&cat);
	free(copy);
	free(path);
	free(text);
	return rc;
}

/*
 * Returns the file of set arg, newly allocated: arg itself if it contains
 * '/', else NAME.set in the catalog's folder.
 */
char *
set_path(const char *arg)
{
	struct strbuf	 sb;

	strbuf_init(&sb);
	if (strchr(arg, '/') != NULL)
		strbuf_adds(&sb, arg);
	else
		strbuf_addf(&sb, "%s/%s.set", catalog_dir(), arg);
	return sb.s;
}

/* Returns 1 if s[0..len) is an attribute's key: a lower-case name. */
static int
attr_key_ok(const char *s, size_t len)
{
	size_t	 i;

	if (len == 0 || len > SET_ATTR_MAX || !((*s >= 'a' && *s <= 'z') ||
	    *s == '_'))
		return 0;
	for (i = 0; i < len; i++)
		if (!((s[i] >= 'a' && s[i] <= 'z') || s[i] == '_' ||
		    (s[i] >= '0' && s[i] <= '9')))
			return 0;
	return 1;
}

/*
 * Returns the end of the attribute word at s, blanks apart: past a
 * value in double quotes, which may hold blanks, or NULL if s opens
 * such a value and does not close it at a blank or the end.
 */
static char *
attr_word_end(char *s)
{
	char	*eq = s + strcspn(s, "= \t"), *close;

	if (eq[0] != '=' || eq[1] != '"')
		return eq + strcspn(eq, " \t");
	if ((close = strchr(eq + 2, '"')) == NULL ||
	    (close[1] != '\0' && close[1] != ' ' && close[1] != '\t'))
		return NULL;
	return close + 1;
}

/*
 * Reads the attributes after a curve's name on a set file's line, words
 * KEY, KEY=VALUE or KEY="VALUE" (which may hold blanks, not '"') apart
 * by blanks, into *out: each KEY or KEY=VALUE NUL-terminated, then an
 * empty one; NULL if there are none.  Returns 0, or -1 with
 * "file:line: what is wrong" in err.
 */
static int
set_attrs(const char *path, int line, char *s, char **out, char *err)
{
	struct strbuf	 sb;
	char		*word, *end, *eq;
	size_t		 klen, vlen;

	*out = NULL;
	strbuf_init(&sb);
	for (;;) {
		while (*s == ' ' || *s == '\t')
			s++;
		if (*s == '\0')
			break;
		word = s;
		if ((end = attr_word_end(word)) == NULL) {
			errmsg(err, "%s:%d: attribute \"%.64s\": a quoted "
			    "value must end in '\"' before a blank or the end "
			    "of the line", path, line, word);
			goto err;
		}
		s = *end != '\0' ? end + 1 : end;
		*end = '\0';
		eq = strchr(word, '=');
		klen = eq != NULL ? (size_t)(eq - word) : strlen(word);
		vlen = eq != NULL ? (size_t)(end - eq - 1) : 0;
		if (eq != NULL && eq[1] == '"') {
			eq++;
			vlen -= 2;
		}
		if (!attr_key_ok(word, klen) || (eq != NULL && vlen == 0)) {
			errmsg(err, "%s:%d: attribute \"%.64s\" is not KEY, "
			    "KEY=VALUE or KEY=\"VALUE\", KEY a lower-case "
			    "name of at most %d characters", path, line, word,
			    SET_ATTR_MAX);
			goto err;
		}
		word[klen] = '\0';
		if (sb.s != NULL && attr_find(sb.s, word) != NULL) {
			errmsg(err, "%s:%d: attribute %s given twice", path,
			    line, word);
			goto err;
		}
		strbuf_adds(&sb, word);
		if (eq != NULL) {
			strbuf_addc(&sb, '=');
			strbuf_add(&sb, eq + 1, vlen);
		}
		strbuf_addc(&sb, '\0');
	}
	if (sb.s != NULL) {
		strbuf_addc(&sb, '\0');
		*out = sb.s;
	}
	return 0;
 err:
	strbuf_free(&sb);
	return -1;
}

/*
 * Selects into sel, which must be empty, the curves a set file names
 * from all, in its order, each labelled with the name or alias that
 * names it: one to a line, after it its attributes (set_attrs()), '#' to
 * the end of a line a comment.  sel keeps the file's path and each
 * curve's line.  Returns 0, or -1 with "file:line: what is wrong" in
 * err.
 */
int
select_set(const struct curve_list *all, const char *path,
    struct selection *sel, char *err)
{
	const struct curve *c;
	char		*text, *s, *eol, *attrs;
	size_t		 len, i;
	int		 line, rc = -1;

	if (read_file(path, &text, &len, err) == -1)
		return -1;
	sel->set = xstrdup(path);
	if (memchr(text, '\0', len) != NULL) {
		errmsg(err, "%s: NUL byte in a set file", path);
		goto done;
	}
	for (s = text, line = 1; s < text + len; s = eol + 1, line++) {
		if ((eol = strchr(s, '\n')) == NULL)
			eol = text + len;
		*eol = '\0';
		if (line_bytes_check(path, line, s, err) == -1)
			goto done;
		if (*(s = set_line(s, &attrs)) == '\0')
			continue;
		if ((c = curve_list_find(all, s)) == NULL) {
			errmsg(err, "%s:%d: no curve named \"%.64s\" in the "
			    "definitions", path, line, s);
			goto done;
		}
		if (selection_has(sel, c, &i)) {
			errmsg(err, "%s:%d: curve %s already listed on line "
			    "%d", path, line, c->name, sel->lines[i]);
			goto done;
		}
		selection_add(sel, c, curve_name_as(c, s));
		sel->lines[sel->len - 1] = line;
		if (set_attrs(path, line, attrs, &sel->attrs[sel->len - 1],
		    err) == -1)
			goto done;
	}
	if (sel->len == 0)
		errmsg(err, "%s: the set names no curve", path);
	else
		rc = 0;
 done:
	free(text);
	return rc;
}

