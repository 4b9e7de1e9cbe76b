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
 * Generation proper, for the generator's command line and for "ectab
 * make": templates by name, word sizes, prefixes, rendering.
 */
#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>

#include "generate.h"
#include "model.h"
#include "mont.h"
#include "template.h"
#include "tree.h"
#include "util.h"

/* The word sizes ectab knows, in the order templates see them. */
static const unsigned int known_word_sizes[NKNOWN] = { 64, 32, 16 };

/*
 * Returns the file of template arg, newly allocated: arg itself if it
 * contains '/', else NAME.tmpl in the template folder, which must exist.
 * Returns NULL with a message in err for a name of no template, which
 * says how to name a file of that name in the current folder.
 */
char *
template_path(const char *arg, char *err)
{
	struct strbuf	 sb;
	const char	*dir;

	strbuf_init(&sb);
	if (strchr(arg, '/') != NULL) {
		strbuf_adds(&sb, arg);
		return sb.s;
	}
	if ((dir = getenv("ECTAB_TEMPLATES")) == NULL || *dir == '\0')
		dir = ECTAB_TEMPLATEDIR;
	strbuf_addf(&sb, "%s/%s.tmpl", dir, arg);
	if (access(sb.s, F_OK) == -1 && errno == ENOENT) {
		if (access(arg, F_OK) == 0)
			errmsg(err, "-t %s: no template of that name in %s; "
			    "for the file, give its path: -t ./%s", arg, dir,
			    arg);
		else
			errmsg(err, "-t %s: no template of that name in %s",
			    arg, dir);
		strbuf_free(&sb);
		return NULL;
	}
	return sb.s;
}

/*
 * Parses -w: a comma-separated set of known word sizes.  Sets ws[] to
 * them in the order of known_word_sizes[] and returns their count, or 0
 * if list is not such a set.
 */
size_t
parse_word_sizes(const char *list, unsigned int *ws)
{
	const char	*s = list;
	char		*end;
	unsigned long	 v;
	size_t		 i, n = 0;
	int		 seen[NKNOWN] = { 0 };

	for (;;) {
		v = strtoul(s, &end, 10);
		for (i = 0; i < NKNOWN; i++)
			if (end != s && v == known_word_sizes[i])
				break;
		if (i == NKNOWN || seen[i] || (*end != ',' && *end != '\0'))
			return 0;
		seen[i] = 1;
		if (*end == '\0')
			break;
		s = end + 1;
	}
	for (i = 0; i < NKNOWN; i++)
		if (seen[i])
			ws[n++] = known_word_sizes[i];
	return n;
}

/* Returns 1 if s is letters, digits and _, and not empty. */
static int
ident_chars_ok(const char *s)
{
	if (*s == '\0')
		return 0;
	for (; *s != '\0'; s++)
		if (!isascii((unsigned char)*s) ||
		    !(isalnum((unsigned char)*s) || *s == '_'))
			return 0;
	return 1;
}

/* Checks a prefix: a C identifier or the start of one. */
int
prefix_ok(const char *s)
{
	return strlen(s) <= PREFIX_MAX_LEN && (isalpha((unsigned char)*s) ||
	    *s == '_') && ident_chars_ok(s);
}

/*
 * {{%ident VALUE [first] [unique] [except=WORD,...]}}: the template
 * makes identifiers of a curve's VALUE (ident, label, an attribute...),
 * so it must be letters, digits and _; with first, they begin with it,
 * so it must not begin with a digit; with unique, no two curves may
 * have the same (label_alnum, which drops '-' and '.'); and it must not
 * be one of the WORDs, ignoring case, which the template's own
 * identifiers take where a curve's VALUE goes (CURVE_COUNT beside
 * CURVE_IDENT), nor begin with a WORD that ends in '*'.
 */
struct ident_rule {
	char		*value;
	int		 first;
	int		 unique;
	char		*except;	/* WORD,... or NULL */
	int		 line;
};

/* The curve-map strings a template may make identifiers of. */
static const char *const ident_values[] = {
	"name", "ident", "IDENT", "label", "label_alnum", NULL
};

/* What a template asks of the model through its pragmas, and -g. */
struct asks {
	struct ptable_spec *tables;
	size_t		 ntables;
	struct model_mark *marks;
	size_t		 nmarks;
	struct model_limbs *limbs;	/* {{%limbs ...}} */
	size_t		 nlimbs;
	struct model_rowmark *rowmarks;	/* {{%rowmark ...}} */
	size_t		 nrowmarks;
	unsigned int	 ws[NKNOWN];	/* {{%words LIST}}, if nws > 0 */
	size_t		 nws;
	int		 ws_line;
	unsigned long	 curves;	/* {{%curves N}}, if curves_line */
	int		 curves_line;
	unsigned long	 bits[2];	/* {{%bits MIN-MAX}}, if bits_line */
	int		 bits_line;
	char		*only;		/* {{%only CURVE[,CURVE...]}} */
	int		 only_line;
	unsigned long	 ntables_want;	/* {{%tables N}}, if tables_line */
	int		 tables_line;
	struct ident_rule *idents;	/* {{%ident ...}} */
	size_t		 nidents;
	const char	**names;	/* model_names and the marks' */
};

static void
asks_free(struct asks *a)
{
	size_t	 i;

	for (i = 0; i < a->ntables; i++)
		ptable_spec_free(&a->tables[i]);
	free(a->tables);
	for (i = 0; i < a->nmarks; i++) {
		free(a->marks[i].name);
		free(a->marks[i].curves);
	}
	free(a->marks);
	for (i = 0; i < a->nlimbs; i++)
		free(a->limbs[i].name);
	free(a->limbs);
	for (i = 0; i < a->nrowmarks; i++) {
		free(a->rowmarks[i].name);
		free(a->rowmarks[i].rows);
	}
	free(a->rowmarks);
	free(a->only);
	for (i = 0; i < a->nidents; i++) {
		free(a->idents[i].value);
		free(a->idents[i].except);
	}
	free(a->idents);
	free(a->names);
	memset(a, 0, sizeof(*a));
}

/* Returns "path:line", newly allocated. */
static char *
where_of(const char *path, int line)
{
	struct strbuf	 sb;

	strbuf_init(&sb);
	strbuf_addf(&sb, "%s:%d", path, line);
	return sb.s;
}

/*
 * Returns name, s[0..len) newly allocated, if it may name what pragma
 * (given text) adds to the model: lower-case letters, digits and _, at
 * most 32, not a name of the model nor one that a mark, attribute,
 * form of limbs or row mark of a has.  Returns NULL with what is wrong
 * in err if not.
 */
static char *
new_name(const struct asks *a, const char *pragma, const char *text,
    const char *s, size_t len, char *err)
{
	char	*name;
	size_t	 i;
	int	 taken = 0;

	name = xstrndup(s, len);
	for (i = 0; name[i] != '\0'; i++)
		if (!((name[i] >= 'a' && name[i] <= 'z') || name[i] == '_' ||
		    (i > 0 && name[i] >= '0' && name[i] <= '9')))
			break;
	if (name[i] != '\0' || i == 0 || i > 32 || model_name_known(name)) {
		errmsg(err, "{{%%%s %s}}: \"%s\" is not a lower-case name "
		    "of at most 32 characters that the model lacks", pragma,
		    text, name);
		free(name);
		return NULL;
	}
	for (i = 0; !taken && i < a->nmarks; i++)
		taken = strcmp(a->marks[i].name, name) == 0;
	for (i = 0; !taken && i < a->nlimbs; i++)
		taken = strcmp(a->limbs[i].name, name) == 0;
	for (i = 0; !taken && i < a->nrowmarks; i++)
		taken = strcmp(a->rowmarks[i].name, name) == 0;
	if (taken) {
		errmsg(err, "{{%%%s %s}}: %s set twice", pragma, text, name);
		free(name);
		return NULL;
	}
	return name;
}

/*
 * Reads {{%mark NAME CURVE[,CURVE...]}} (pragma "mark") or {{%attr NAME
 * [required]}} (pragma "attr"), given on line, from text into a->marks,
 * the curves NULL for an attribute.  Returns 0, or -1 with what is wrong
 * in err.
 */
static int
add_mark(struct asks *a, const char *pragma, const char *text, int line,
    char *err)
{
	const char	*sp;
	char		*name;
	int		 attr = strcmp(pragma, "attr") == 0, required = 0;

	sp = attr ? text + strcspn(text, " ") : strchr(text, ' ');
	if (attr && *sp != '\0' && strcmp(sp, " required") == 0)
		required = line;
	if (attr ? *sp != '\0' && !required : (sp == NULL ||
	    sp[1] == '\0' || strchr(sp + 1, ' ') != NULL || sp[1] == ',' ||
	    strstr(sp + 1, ",,") != NULL || sp[strlen(sp) - 1] == ',')) {
		errmsg(err, "{{%%%s %s}}: expected {{%%%s}}", pragma, text,
		    attr ? "attr NAME [required]" :
		    "mark NAME CURVE[,CURVE...]");
		return -1;
	}
	if ((name = new_name(a, pragma, text, text, (size_t)(sp - text),
	    err)) == NULL)
		return -1;
	a->marks = xreallocarray(a->marks, a->nmarks + 1, sizeof(*a->marks));
	a->marks[a->nmarks].name = name;
	a->marks[a->nmarks].required = required;
	a->marks[a->nmarks++].curves = attr ? NULL : xstrdup(sp + 1);
	return 0;
}

/*
 * The readers of the pragmas a template may give: each takes the text
 * of one, where the template gives it, into a; returns 0, or -1 with
 * what is wrong in err (gather_asks says where).
 */
static int
pragma_table(struct asks *a, const char *text, const char *path, int line,
    char *err)
{
	if (ptable_spec_parse(text, &a->tables[a->ntables], err) == -1)
		return -1;
	a->tables[a->ntables++].where = where_of(path, line);
	return 0;
}

static int
pragma_mark(struct asks *a, const char *text, const char *path, int line,
    char *err)
{
	(void)path;
	return add_mark(a, "mark", text, line, err);
}

static int
pragma_attr(struct asks *a, const char *text, const char *path, int line,
    char *err)
{
	(void)path;
	return add_mark(a, "attr", text, line, err);
}

/*
 * {{%limbs NAME BITS[/BITS2] [be] [digits=D] [per=K]}}: BITS and BITS2
 * from 1 to 64, D from 1 to 16, by default the digits of the wider limb,
 * K from 1 to 64.
 */
static int
pragma_limbs(struct asks *a, const char *text, const char *path, int line,
    char *err)
{
	struct model_limbs l;
	const char	*s;
	char		*end;
	size_t		 len;
	unsigned long	 v;

	(void)path;
	memset(&l, 0, sizeof(l));
	len = strcspn(text, " ");
	if (text[len] == '\0' || text[len + 1] < '0' || text[len + 1] > '9')
		goto usage;
	v = strtoul(text + len + 1, &end, 10);
	l.bits[0] = v >= 1 && v <= 64 ? (unsigned int)v : 0;
	if (*end == '/') {
		if (end[1] < '0' || end[1] > '9')
			goto usage;
		v = strtoul(end + 1, &end, 10);
		l.bits[1] = v >= 1 && v <= 64 ? (unsigned int)v : 0;
	} else
		l.bits[1] = l.bits[0];
	if (l.bits[0] == 0 || l.bits[1] == 0) {
		errmsg(err, "{{%%limbs %s}}: limbs of 1 to 64 bits", text);
		return -1;
	}
	for (s = end; *s == ' '; s = end) {
		s++;
		if (strncmp(s, "be", 2) == 0 && (s[2] == ' ' ||
		    s[2] == '\0') && !l.be) {
			l.be = 1;
			end = (char *)s + 2;
		} else if ((strncmp(s, "digits=", 7) == 0 && l.digits == 0) ||
		    (strncmp(s, "per=", 4) == 0 && l.per == 0)) {
			v = strtoul(s + 1 + strcspn(s, "="), &end, 10);
			if (s[1 + strcspn(s, "=")] < '0' ||
			    s[1 + strcspn(s, "=")] > '9' || v < 1 ||
			    v > (*s == 'd' ? 16 : 64) ||
			    (*end != ' ' && *end != '\0')) {
				errmsg(err, "{{%%limbs %s}}: %s from 1 to %d",
				    text, *s == 'd' ? "digits" : "per",
				    *s == 'd' ? 16 : 64);
				return -1;
			}
			*(*s == 'd' ? &l.digits : &l.per) = (unsigned int)v;
		} else
			goto usage;
	}
	if (*s != '\0')
		goto usage;
	if (l.digits == 0)
		l.digits = ((l.bits[0] > l.bits[1] ? l.bits[0] : l.bits[1]) +
		    3) / 4;
	l.line = line;
	if ((l.name = new_name(a, "limbs", text, text, len, err)) == NULL)
		return -1;
	a->limbs = xreallocarray(a->limbs, a->nlimbs + 1, sizeof(*a->limbs));
	a->limbs[a->nlimbs++] = l;
	return 0;
 usage:
	errmsg(err, "{{%%limbs %s}}: expected {{%%limbs NAME BITS[/BITS] "
	    "[be] [digits=D] [per=K]}}", text);
	return -1;
}

/* {{%rowmark NAME ROWS}}: ROWS indexes and ranges FROM-TO, with ','. */
static int
pragma_rowmark(struct asks *a, const char *text, const char *path, int line,
    char *err)
{
	const char	*sp = strchr(text, ' '), *s;
	char		*end, *name;
	unsigned long	 from, to;

	(void)path;
	(void)line;
	if (sp == NULL)
		goto usage;
	for (s = sp + 1; ; s = end + 1) {
		if (*s < '0' || *s > '9')
			goto usage;
		from = to = strtoul(s, &end, 10);
		if (from >= PTABLE_MAX_POINTS)
			goto range;
		if (*end == '-') {
			if (end[1] < '0' || end[1] > '9')
				goto usage;
			s = end + 1;
			to = strtoul(s, &end, 10);
			if (to >= PTABLE_MAX_POINTS)
				goto range;
		}
		if (from > to) {
			errmsg(err, "{{%%rowmark %s}}: rows %lu-%lu: a range "
			    "from high to low; write %lu-%lu", text, from, to,
			    to, from);
			return -1;
		}
		if (*end == '\0')
			break;
		if (*end != ',')
			goto usage;
	}
	if ((name = new_name(a, "rowmark", text, text, (size_t)(sp - text),
	    err)) == NULL)
		return -1;
	a->rowmarks = xreallocarray(a->rowmarks, a->nrowmarks + 1,
	    sizeof(*a->rowmarks));
	a->rowmarks[a->nrowmarks].name = name;
	a->rowmarks[a->nrowmarks++].rows = xstrdup(sp + 1);
	return 0;
 range:
	errmsg(err, "{{%%rowmark %s}}: row %.*s: not a row from 0 to %lu",
	    text, (int)(end - s), s, PTABLE_MAX_POINTS - 1);
	return -1;
 usage:
	errmsg(err, "{{%%rowmark %s}}: expected {{%%rowmark NAME "
	    "ROW[,ROW...]}}, each ROW an index or FROM-TO", text);
	return -1;
}

static int
pragma_words(struct asks *a, const char *text, const char *path, int line,
    char *err)
{
	(void)path;
	a->ws_line = line;
	if ((a->nws = parse_word_sizes(text, a->ws)) == 0) {
		errmsg(err, "{{%%words %s}}: not a list of distinct word "
		    "sizes from 16, 32 and 64", text);
		return -1;
	}
	return 0;
}

static int
pragma_curves(struct asks *a, const char *text, const char *path, int line,
    char *err)
{
	int	 n;

	(void)path;
	a->curves_line = line;
	if (sscanf(text, "%lu%n", &a->curves, &n) != 1 || text[n] != '\0' ||
	    a->curves == 0) {
		errmsg(err, "{{%%curves %s}}: not a count of curves", text);
		return -1;
	}
	return 0;
}

static int
pragma_tables(struct asks *a, const char *text, const char *path, int line,
    char *err)
{
	int	 n;

	(void)path;
	a->tables_line = line;
	if (sscanf(text, "%lu%n", &a->ntables_want, &n) != 1 ||
	    text[n] != '\0' || !isdigit((unsigned char)*text)) {
		errmsg(err, "{{%%tables %s}}: not a count of tables", text);
		return -1;
	}
	return 0;
}

static int
pragma_bits(struct asks *a, const char *text, const char *path, int line,
    char *err)
{
	int	 n;

	(void)path;
	a->bits_line = line;
	if (sscanf(text, "%lu-%lu%n", &a->bits[0], &a->bits[1], &n) != 2 ||
	    text[n] != '\0' || a->bits[0] > a->bits[1]) {
		errmsg(err, "{{%%bits %s}}: not MIN-MAX", text);
		return -1;
	}
	return 0;
}

/* {{%only CURVE[,CURVE...]}}: names or aliases, none empty. */
static int
pragma_only(struct asks *a, const char *text, const char *path, int line,
    char *err)
{
	(void)path;
	a->only_line = line;
	if (*text == '\0' || *text == ',' || strchr(text, ' ') != NULL ||
	    strstr(text, ",,") != NULL || text[strlen(text) - 1] == ',') {
		errmsg(err, "{{%%only %s}}: expected {{%%only CURVE[,CURVE...]}}",
		    text);
		return -1;
	}
	a->only = xstrdup(text);
	return 0;
}

/*
 * Returns 1 if list is WORD[,WORD...], each as ident_chars_ok() wants,
 * perhaps followed by '*'.
 */
static int
ident_list_ok(const char *list)
{
	char	*copy, *rest, *w;
	size_t	 len;
	int	 ok = 1;

	copy = rest = xstrdup(list);
	while ((w = strsep(&rest, ",")) != NULL) {
		if ((len = strlen(w)) > 1 && w[len - 1] == '*')
			w[len - 1] = '\0';
		ok &= ident_chars_ok(w);
	}
	free(copy);
	return ok;
}

static int
pragma_ident(struct asks *a, const char *text, const char *path, int line,
    char *err)
{
	struct ident_rule r;
	char		*copy, *rest, *word;
	int		 n = 0;

	(void)path;
	memset(&r, 0, sizeof(r));
	r.line = line;
	copy = rest = xstrdup(text);
	while ((word = strsep(&rest, " ")) != NULL) {
		if (*word == '\0')
			continue;
		if (n++ == 0) {
			r.value = xstrdup(word);
			continue;
		}
		if (strcmp(word, "first") == 0 && !r.first)
			r.first = 1;
		else if (strcmp(word, "unique") == 0 && !r.unique)
			r.unique = 1;
		else if (strncmp(word, "except=", 7) == 0 &&
		    r.except == NULL && ident_list_ok(word + 7))
			r.except = xstrdup(word + 7);
		else
			goto bad;
	}
	if (r.value == NULL)
		goto bad;
	free(copy);
	a->idents = xreallocarray(a->idents, a->nidents + 1,
	    sizeof(*a->idents));
	a->idents[a->nidents++] = r;
	return 0;
 bad:
	errmsg(err, "{{%%ident %s}}: expected {{%%ident VALUE [first] "
	    "[unique] [except=WORD,...]}}", text);
	free(copy);
	free(r.value);
	free(r.except);
	return -1;
}

/* The pragmas: the word, whether it may be given once only, the reader. */
static const struct pragma {
	const char	*word;
	int		 once;
	int		(*read)(struct asks *, const char *, const char *, int,
			    char *);
} pragmas[] = {
	{ "table",	0, pragma_table },
	{ "mark",	0, pragma_mark },
	{ "attr",	0, pragma_attr },
	{ "words",	1, pragma_words },
	{ "curves",	1, pragma_curves },
	{ "bits",	1, pragma_bits },
	{ "only",	1, pragma_only },
	{ "tables",	1, pragma_tables },
	{ "ident",	0, pragma_ident },
	{ "limbs",	0, pragma_limbs },
	{ "rowmark",	0, pragma_rowmark },
};
#define NPRAGMAS	(sizeof(pragmas) / sizeof(pragmas[0]))

/*
 * Returns 1 if name is that of a number every curve has, p to h or a
 * derived constant: a table of that name would make the identifiers of
 * that number (ectab_prime256v1_p_64).
 */
static int
number_name(const char *name)
{
	static const char *const numbers[] = {
		"p", "a", "b", "gx", "gy", "n", "h", NULL
	};
	size_t	 i;

	for (i = 0; numbers[i] != NULL; i++)
		if (strcmp(numbers[i], name) == 0)
			return 1;
	for (i = 0; mont_constants[i].name != NULL; i++)
		if (strcmp(mont_constants[i].name, name) == 0)
			return 1;
	return 0;
}

/*
 * Gathers into *a the tables ({{%table SPEC}}, then -g) and marks
 * ({{%mark NAME CURVES}}) that template t asks for, and the names a
 * rendering may use.  Returns 0, or -1 with "file:line: what is wrong"
 * in err: a pragma ectab does not know, a bad spec or mark, a name
 * asked for twice.
 */
static int
gather_asks(const char *path, const struct template *t,
    const struct model_opts *opts, struct asks *a, char *err)
{
	const char	*word, *text;
	size_t		 i, j, k, np = template_npragmas(t);
	int		 line, seen[NPRAGMAS] = { 0 };

	memset(a, 0, sizeof(*a));
	a->tables = xcalloc(np + opts->ntables + 1, sizeof(*a->tables));
	for (i = 0; i < np; i++) {
		template_pragma(t, i, &word, &text, &line);
		for (k = 0; k < NPRAGMAS; k++)
			if (strcmp(word, pragmas[k].word) == 0)
				break;
		if (k == NPRAGMAS || (pragmas[k].once && seen[k])) {
			errmsg(err, "%s pragma "
			    "{{%%%s}}: ectab knows {{%%table SPEC}}, "
			    "{{%%mark NAME CURVES}}, {{%%attr NAME}}, "
			    "{{%%ident VALUE}}, {{%%limbs NAME BITS}}, "
			    "{{%%rowmark NAME ROWS}}, and once each "
			    "{{%%words LIST}}, {{%%curves N}}, "
			    "{{%%bits MIN-MAX}}, {{%%only CURVES}} and "
			    "{{%%tables N}}", k < NPRAGMAS ? "second" :
			    "unknown", word);
			goto bad;
		}
		seen[k] = 1;
		if (pragmas[k].read(a, text, path, line, err) == -1)
			goto bad;
	}
	for (i = 0; i < opts->ntables; i++) {
		ptable_spec_copy(&a->tables[a->ntables], &opts->tables[i]);
		free(a->tables[a->ntables].where);
		a->tables[a->ntables++].where = xstrdup("-g");
	}
	if (a->tables_line != 0 && a->ntables != a->ntables_want) {
		errmsg(err, "%s:%d: this template renders %lu table%s, not %zu "
		    "(-g)", path, a->tables_line, a->ntables_want,
		    a->ntables_want == 1 ? "" : "s", a->ntables);
		asks_free(a);
		return -1;
	}
	for (i = 0; i < a->ntables; i++) {
		if (number_name(a->tables[i].name)) {
			errmsg(err, "%s: table %s: %s is a number of every "
			    "curve, whose identifiers the table's would take; "
			    "give the table another name (name=)",
			    a->tables[i].where, a->tables[i].name,
			    a->tables[i].name);
			asks_free(a);
			return -1;
		}
		for (j = 0; j < i; j++)
			if (strcmp(a->tables[i].name,
			    a->tables[j].name) == 0) {
				errmsg(err, "%s: table %s asked for twice; "
				    "give one of them another name (name=)",
				    a->tables[i].where, a->tables[i].name);
				asks_free(a);
				return -1;
			}
	}
	for (j = 0; model_names[j] != NULL; j++)
		;
	for (k = 0; mont_constants[k].name != NULL; k++)
		;
	a->names = xcalloc(j + k + a->nmarks + a->nlimbs + a->nrowmarks + 1,
	    sizeof(*a->names));
	memcpy(a->names, model_names, j * sizeof(*a->names));
	for (k = 0; mont_constants[k].name != NULL; k++)
		a->names[j++] = mont_constants[k].name;
	for (i = 0; i < a->nmarks; i++)
		a->names[j++] = a->marks[i].name;
	for (i = 0; i < a->nlimbs; i++)
		a->names[j++] = a->limbs[i].name;
	for (i = 0; i < a->nrowmarks; i++)
		a->names[j++] = a->rowmarks[i].name;
	for (i = 0; i < a->nidents; i++) {
		for (k = 0; ident_values[k] != NULL; k++)
			if (strcmp(ident_values[k], a->idents[i].value) == 0)
				break;
		for (j = 0; ident_values[k] == NULL && j < a->nmarks; j++)
			if (a->marks[j].curves == NULL && strcmp(
			    a->marks[j].name, a->idents[i].value) == 0)
				break;
		if (ident_values[k] == NULL && j == a->nmarks) {
			errmsg(err, "%s:%d: {{%%ident %s}}: not a name, "
			    "ident, IDENT, label, label_alnum or {{%%attr}} "
			    "of a curve", path, a->idents[i].line,
			    a->idents[i].value);
			asks_free(a);
			return -1;
		}
	}
	return 0;
 bad:
	errprefix(err, "%s:%d: ", path, line);
	asks_free(a);
	return -1;
}

/*
 * Checks the curves of sel against the template's {{%curves}}, {{%bits}},
 * {{%only}} and required {{%attr}}s.  Returns 0, or -1 with "file:line:
 * what is wrong" in err.
 */
static int
fits(const char *path, const struct asks *a, const struct selection *sel,
    char *err)
{
	const struct model_mark *m;
	size_t	 i, j, bits;

	for (j = 0; j < a->nmarks; j++) {
		m = &a->marks[j];
		for (i = 0; m->required != 0 && i < sel->len; i++)
			if (attr_find(sel->attrs[i], m->name) == NULL) {
				errmsg(err, "%s:%d: this template needs "
				    "attribute %s of every curve, which a set "
				    "file gives (-s): %s has none", path,
				    m->required, m->name, sel->labels[i]);
				return -1;
			}
	}

	if (a->curves_line != 0 && sel->len != a->curves) {
		errmsg(err, "%s:%d: this template renders %lu curve%s, not "
		    "%zu (-c)", path, a->curves_line, a->curves,
		    a->curves == 1 ? "" : "s", sel->len);
		return -1;
	}
	for (i = 0; a->bits_line != 0 && i < sel->len; i++) {
		bits = mpz_sizeinbase(sel->v[i]->p, 2);
		if (bits < a->bits[0] || bits > a->bits[1]) {
			errmsg(err, "%s:%d: this template renders curves of "
			    "%lu to %lu bits, not %s (%zu)", path,
			    a->bits_line, a->bits[0], a->bits[1],
			    sel->v[i]->name, bits);
			return -1;
		}
	}
	for (i = 0; a->only_line != 0 && i < sel->len; i++)
		if (!model_curve_listed(sel->v[i], a->only)) {
			errmsg(err, "%s:%d: this template renders %s only, not "
			    "%s", path, a->only_line, a->only,
			    sel->v[i]->name);
			return -1;
		}
	return 0;
}

/*
 * Checks every curve of the model root against the template's
 * {{%ident}} rules.  Returns 0, or -1 with "file:line: what is wrong"
 * in err, naming the curve.
 */
static int
idents_fit(const char *path, const struct asks *a, const struct node *root,
    char *err)
{
	const struct ident_rule *r;
	const struct node *curves, *c, *v, *u;
	const char	*name, *w, *end;
	size_t		 i, j, k, len;

	curves = map_get(root, "curves");
	for (i = 0; i < curves->nitems; i++) {
		c = curves->items[i];
		name = map_get(c, "name")->str;
		for (k = 0; k < a->nidents; k++) {
			r = &a->idents[k];
			if ((v = map_get(c, r->value)) == NULL ||
			    v->kind != NODE_STRING)
				continue;
			if (!ident_chars_ok(v->str)) {
				errmsg(err, "%s:%d: this template makes "
				    "identifiers of a curve's %s, which must "
				    "be letters, digits and _: \"%s\" (curve "
				    "%s)", path, r->line, r->value, v->str,
				    name);
				return -1;
			}
			if (r->first && isdigit((unsigned char)v->str[0])) {
				errmsg(err, "%s:%d: this template begins "
				    "identifiers with a curve's %s, which "
				    "must not begin with a digit: %s (curve "
				    "%s)", path, r->line, r->value, v->str,
				    name);
				return -1;
			}
			for (j = 0; r->unique && j < i; j++) {
				u = map_get(curves->items[j], r->value);
				if (u == NULL || u->kind != NODE_STRING ||
				    strcmp(u->str, v->str) != 0)
					continue;
				errmsg(err, "%s:%d: this template makes "
				    "identifiers of a curve's %s, which "
				    "curves %s and %s share: %s", path,
				    r->line, r->value,
				    map_get(curves->items[j], "name")->str,
				    name, v->str);
				return -1;
			}
			for (w = r->except; w != NULL; w = *end == ',' ?
			    end + 1 : NULL) {
				end = w + strcspn(w, ",");
				len = (size_t)(end - w);
				if (len > 1 && w[len - 1] == '*' ?
				    strncasecmp(v->str, w, len - 1) == 0 :
				    strlen(v->str) == len &&
				    strncasecmp(v->str, w, len) == 0) {
					errmsg(err, "%s:%d: this template's "
					    "own identifiers take %.*s where "
					    "a curve's %s goes: curve %s (%s)",
					    path, r->line, (int)len, w,
					    r->value, name, v->str);
					return -1;
				}
			}
		}
	}
	return 0;
}

/* The lines of a --notice file: as many, of at most as many bytes. */
#define NOTICE_LINES	100
#define NOTICE_COLUMNS	80

/*
 * Reads the notice file path into *textp, without the blank lines at
 * its end: at most NOTICE_LINES lines of printable ASCII and tabs, of
 * at most NOTICE_COLUMNS bytes each.  Returns 0, or -1 with what is
 * wrong in err ("path:line: what").
 */
static int
read_notice(const char *path, char **textp, char *err)
{
	char	*text, *s, *end;
	size_t	 len, n;
	int	 line;

	if (read_file(path, &text, &len, err) == -1)
		return -1;
	while (len > 0 && text[len - 1] == '\n')
		text[--len] = '\0';
	for (s = text, line = 1; ; s = end + 1, line++) {
		if ((end = memchr(s, '\n', len - (size_t)(s - text))) == NULL)
			end = text + len;
		n = (size_t)(end - s);
		if (memchr(s, '\0', n) != NULL) {
			errmsg(err, "%s:%d: NUL byte in line", path, line);
			goto err;
		}
		*end = '\0';
		if (line_bytes_check(path, line, s, err) == -1)
			goto err;
		*end = end < text + len ? '\n' : '\0';
		for (; s < end; s++)
			if ((unsigned char)*s >= 0x80) {
				errmsg(err, "%s:%d: byte 0x%02x: a notice is "
				    "ASCII", path, line, (unsigned char)*s);
				goto err;
			}
		if (n > NOTICE_COLUMNS) {
			errmsg(err, "%s:%d: line of %zu bytes, more than a "
			    "notice's %d", path, line, n, NOTICE_COLUMNS);
			goto err;
		}
		if (line > NOTICE_LINES) {
			errmsg(err, "%s:%d: more than a notice's %d lines",
			    path, line, NOTICE_LINES);
			goto err;
		}
		if (end == text + len)
			break;
	}
	if (len == 0) {
		errmsg(err, "%s:1: empty notice", path);
		goto err;
	}
	*textp = text;
	return 0;
 err:
	free(text);
	return -1;
}

/*
 * Sets the word sizes of all: the template's {{%words}}, which -w may
 * not contradict, else those of -w.  Every {{%limbs}} must fit them.
 * Returns 0, or -1 with a message in err.
 */
static int
words_fit(const char *path, const struct model_opts *opts,
    const struct asks *asks, struct model_opts *all, char *err)
{
	size_t	 i, j;

	if (asks->nws > 0) {
		if (opts->ws_given && (opts->nws != asks->nws ||
		    memcmp(opts->ws, asks->ws, asks->nws * sizeof(*asks->ws)) !=
		    0)) {
			errmsg(err, "%s:%d: this template renders the word "
			    "sizes of its {{%%words}} pragma only: leave -w "
			    "out", path, asks->ws_line);
			return -1;
		}
		all->ws = asks->ws;
		all->nws = asks->nws;
	}
	for (i = 0; i < asks->nlimbs; i++)
		for (j = 0; j < all->nws; j++)
			if (asks->limbs[i].bits[0] > all->ws[j] ||
			    asks->limbs[i].bits[1] > all->ws[j]) {
				errmsg(err, "%s:%d: limbs %s of %u bits do not "
				    "fit words of %u bits (-w)", path,
				    asks->limbs[i].line, asks->limbs[i].name,
				    asks->limbs[i].bits[0] > all->ws[j] ?
				    asks->limbs[i].bits[0] :
				    asks->limbs[i].bits[1], all->ws[j]);
				return -1;
			}
	return 0;
}

/*
 * Checks that template t renders what -g and --notice give it: a table
 * of -g needs {{#tables}}, and a template of its own {{%table}}s takes
 * none; --notice needs {{#notice}}.  Returns 0, or -1 with a message in
 * err.
 */
static int
options_rendered(const char *path, const struct template *t,
    const struct model_opts *opts, const struct asks *asks, char *err)
{
	if (opts->ntables > 0 && !template_uses(t, "tables")) {
		errmsg(err, "-g: %s renders no tables", path);
		return -1;
	}
	if (opts->ntables > 0 && asks->ntables > opts->ntables) {
		errmsg(err, "-g: %s renders only the tables it asks for "
		    "itself ({{%%table}}), not %s", path,
		    opts->tables[0].name);
		return -1;
	}
	if (opts->notice != NULL && !template_uses(t, "notice")) {
		errmsg(err, "--notice: %s renders no notice", path);
		return -1;
	}
	return 0;
}

/*
 * A template may read the rows of some tables only: after the
 * rendering, an error for a table of -g that a curve has and the
 * template did not read (table_uses of all).  Returns 0, or -1 with a
 * message in err.
 */
static int
tables_rendered(const char *path, const struct selection *sel,
    const struct model_opts *opts, const struct asks *asks,
    const struct model_opts *all, char *err)
{
	size_t	 i, j;

	for (i = asks->ntables - opts->ntables; i < asks->ntables; i++) {
		for (j = 0; j < sel->len; j++)
			if (model_has_table(sel, j, &asks->tables[i]))
				break;
		if (j < sel->len && all->table_uses[i] == 0) {
			errmsg(err, "-g: %s does not render table %s", path,
			    asks->tables[i].name);
			return -1;
		}
	}
	return 0;
}

/* Renders the curves of sel through the template at path into out. */
int
generate_render(const char *path, const struct selection *sel,
    const struct model_opts *opts, struct strbuf *out, char *err)
{
	struct template	*t = NULL;
	struct tree	 tree;
	struct model_opts all = *opts;
	struct asks	 asks;
	struct node	*root;
	char		*text;
	size_t		 len;
	int		 rc = -1;

	memset(&asks, 0, sizeof(asks));
	all.table_uses = NULL;
	memset(&tree, 0, sizeof(tree));
	if (read_file(path, &text, &len, err) == -1)
		return -1;
	if (template_parse(path, text, len, &t, err) == -1)
		goto err;
	if (gather_asks(path, t, opts, &asks, err) == -1)
		goto err;
	all.tables = asks.tables;
	all.ntables = asks.ntables;
	all.marks = asks.marks;
	all.nmarks = asks.nmarks;
	all.limbs = asks.limbs;
	all.nlimbs = asks.nlimbs;
	all.rowmarks = asks.rowmarks;
	all.nrowmarks = asks.nrowmarks;
	/* Bytes and halves of every word are many nodes: only if asked. */
	all.forms = (template_uses(t, "octets") ||
	    template_uses(t, "octets_top") ? WORDS_OCTETS : 0) |
	    (template_uses(t, "halves") ? WORDS_HALVES : 0);
	if (fits(path, &asks, sel, err) == -1 ||
	    words_fit(path, opts, &asks, &all, err) == -1 ||
	    options_rendered(path, t, opts, &asks, err) == -1)
		goto err;
	if (opts->notice != NULL &&
	    read_notice(opts->notice, &all.notice_text, err) == -1)
		goto err;
	all.table_uses = xcalloc(asks.ntables + 1, sizeof(*all.table_uses));
	if (model_build(&tree, sel, &all, &root, err) == -1 ||
	    idents_fit(path, &asks, root, err) == -1 ||
	    template_render(t, root, asks.names, out, err) == -1 ||
	    tables_rendered(path, sel, opts, &asks, &all, err) == -1)
		goto err;
	rc = 0;
 err:
	free(all.table_uses);
	free(all.notice_text);
	asks_free(&asks);
	tree_free(&tree);
	template_free(t);
	free(text);
	return rc;
}
