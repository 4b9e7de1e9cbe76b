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
 * The template renderer.
 *
 * A template is parsed once into a flat array of tokens; a section token
 * records the index of its closing token, so rendering is a walk over
 * index ranges.  All structural errors (unterminated tags, unbalanced or
 * misnested sections) are found by the parser, before anything renders.
 *
 * Tags:
 *	{{name}}	the value of name: a string, or true/false
 *	{{#name}}	section: once per list item, once for a true value
 *	{{^name}}	inverted section: once if name is false or empty
 *	{{/name}}	end of section
 *	{{~name}}	fill: the section rendered once per list item, the
 *			results joined by ", " and filled to 80 columns
 *	{{! text}}	comment
 *	{{=<% %>=}}	new delimiters, here <% and %>
 *	{{%word text}}	pragma: text for whoever renders, under word
 * A tag other than {{name}} alone on its line (blanks aside) takes the
 * whole line with it, as in Mustache.
 */
#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "template.h"

#define MAX_DEPTH	100	/* sections nested in sections */
#define MAX_NAME	128
#define MAX_DELIM	8	/* bytes of a delimiter */
#define SIGILS		"#^~/!=%"	/* what may follow a tag's opening */
#define FILL_WIDTH	80	/* columns a fill wraps at */
/* Bounds on what one rendering may cost, against runaway nested lists. */
#define MAX_OUTPUT	(256UL << 20)
#define MAX_STEPS	4000000UL

enum token_kind {
	TOK_TEXT,
	TOK_VAR,
	TOK_SECTION,
	TOK_INVERTED,
	TOK_FILL,
	TOK_CLOSE
};

struct token {
	enum token_kind	 kind;
	const char	*text;		/* TOK_TEXT: into the source */
	size_t		 len;
	char		*name;		/* tags */
	int		 line;
	size_t		 end;		/* sections: index of the close */
};

struct template {
	char		*file;
	char		*src;
	struct token	*tok;
	size_t		 ntok;
	char		**pragma_word;	/* {{%word text}}, in order */
	char		**pragma_text;
	int		*pragma_line;
	size_t		 npragmas;
};

/* One level of the context stack during rendering. */
struct frame {
	const struct node *node;
	size_t		 index;		/* position in a list, if in one */
	size_t		 count;		/* list length; 0 outside lists */
	struct node	 index_node;
	char		 index_buf[24];
};

struct renderer {
	const struct template	*t;
	struct frame		 stack[MAX_DEPTH + 1];
	size_t			 depth;
	struct strbuf		*out;
	unsigned long		 steps;
	char			*err;
};

static const struct node true_node = { .kind = NODE_BOOL, .truth = 1 };
static const struct node false_node = { .kind = NODE_BOOL, .truth = 0 };

static int	tfail(const char *, int, char *, const char *, ...)
		    __attribute__((__format__(__printf__, 4, 5)));

/* Puts "file:line: " and the message in err; returns -1. */
static int
tfail(const char *file, int line, char *err, const char *fmt, ...)
{
	va_list	 ap;

	va_start(ap, fmt);
	verrmsg(err, fmt, ap);
	va_end(ap);
	errprefix(err, "%s:%d: ", file, line);
	return -1;
}

static struct token *
add_token(struct template *t, enum token_kind kind, int line)
{
	struct token	*tok;

	t->tok = xreallocarray(t->tok, t->ntok + 1, sizeof(*t->tok));
	tok = &t->tok[t->ntok++];
	memset(tok, 0, sizeof(*tok));
	tok->kind = kind;
	tok->line = line;
	return tok;
}

static void
add_text(struct template *t, const char *s, size_t len, int line)
{
	struct token	*tok;

	if (len == 0)
		return;
	tok = add_token(t, TOK_TEXT, line);
	tok->text = s;
	tok->len = len;
}

static int
count_lines(const char *s, size_t len)
{
	int	 n = 0;
	size_t	 i;

	for (i = 0; i < len; i++)
		if (s[i] == '\n')
			n++;
	return n;
}

static int
name_char(int c)
{
	return isascii(c) && (isalnum(c) || c == '_' || c == '-' || c == '.');
}

/* Moves *s and *len past the blanks at both ends of (*s)[0..*len). */
static void
trim(const char **s, size_t *len)
{
	while (*len > 0 && isspace((unsigned char)**s)) {
		(*s)++;
		(*len)--;
	}
	while (*len > 0 && isspace((unsigned char)(*s)[*len - 1]))
		(*len)--;
}

/*
 * Reads the name of a tag from s[0..len), blanks around it allowed.
 * Returns the name, or NULL if it is empty or has other characters.
 */
static char *
tag_name(const char *s, size_t len)
{
	size_t	 i;

	trim(&s, &len);
	if (len == 0 || len > MAX_NAME)
		return NULL;
	for (i = 0; i < len; i++)
		if (!name_char((unsigned char)s[i]))
			return NULL;
	return xstrndup(s, len);
}

/*
 * Returns 1 if the tag at src[tag, end) is alone on its line: only blanks
 * between the line's start and the tag, and between the tag and the
 * line's end.  Sets *ls to the line's start and *next past its newline.
 */
static int
standalone(const char *src, size_t len, size_t tag, size_t end, size_t *ls,
    size_t *next)
{
	size_t	 i;

	for (i = tag; i > 0 && src[i - 1] != '\n'; i--)
		if (src[i - 1] != ' ' && src[i - 1] != '\t')
			return 0;
	*ls = i;
	for (i = end; i < len && src[i] != '\n'; i++)
		if (src[i] != ' ' && src[i] != '\t')
			return 0;
	*next = i < len ? i + 1 : len;
	return 1;
}

/*
 * Reads {{=OPEN CLOSE=}}'s new delimiters from s[0..len), the text
 * between the two '='.  Returns 0, or -1 if it is not two words of at
 * most MAX_DELIM bytes without '='.
 */
static int
new_delimiters(const char *s, size_t len, char *od, char *cd)
{
	char	*d[2] = { od, cd };
	size_t	 i = 0, n, w;

	for (w = 0; w < 3; w++) {
		while (i < len && isspace((unsigned char)s[i]))
			i++;
		for (n = 0; i + n < len && !isspace((unsigned char)s[i + n]);
		    n++)
			if (s[i + n] == '=')
				return -1;
		if (w == 2)
			return n == 0 ? 0 : -1;
		if (n == 0 || n > MAX_DELIM)
			return -1;
		memcpy(d[w], s + i, n);
		d[w][n] = '\0';
		i += n;
	}
	return -1;
}

/* The kind of token a tag of sigil makes. */
static enum token_kind
sigil_kind(int sigil)
{
	switch (sigil) {
	case '#':
		return TOK_SECTION;
	case '^':
		return TOK_INVERTED;
	case '~':
		return TOK_FILL;
	case '/':
		return TOK_CLOSE;
	case '!':
	case '=':
	case '%':
		return TOK_TEXT;	/* nothing to render */
	default:
		return TOK_VAR;
	}
}

/*
 * Keeps the stack open[0..*depth) of the sections open at the token
 * just added: a section, inverted section or fill opens, a close ends
 * the innermost, which it must name.  Returns 0, or -1 with what is
 * wrong in err.
 */
static int
nest(struct template *t, size_t *open, size_t *depth, char *err)
{
	struct token	*tok = &t->tok[t->ntok - 1], *o;
	size_t		 i;

	/* A fill's items are measured before they are placed. */
	for (i = 0; tok->kind == TOK_FILL && i < *depth; i++)
		if (t->tok[open[i]].kind == TOK_FILL)
			return tfail(t->file, tok->line, err, "a fill inside "
			    "the fill of line %d", t->tok[open[i]].line);
	if (tok->kind == TOK_SECTION || tok->kind == TOK_INVERTED ||
	    tok->kind == TOK_FILL) {
		if (*depth == MAX_DEPTH)
			return tfail(t->file, tok->line, err, "sections "
			    "nested more than 100 deep");
		open[(*depth)++] = t->ntok - 1;
	} else if (tok->kind == TOK_CLOSE) {
		if (*depth == 0)
			return tfail(t->file, tok->line, err, "unbalanced "
			    "section end: no open section for %s", tok->name);
		o = &t->tok[open[--*depth]];
		if (strcmp(o->name, tok->name) != 0)
			return tfail(t->file, tok->line, err, "misnested "
			    "section: {{/%s}} closes {{%c%s}} of line %d",
			    tok->name, o->kind == TOK_SECTION ? '#' :
			    o->kind == TOK_FILL ? '~' : '^', o->name, o->line);
		o->end = t->ntok - 1;
	}
	return 0;
}

/* Records the pragma {{%word text}} of s[0..len), at line. */
static void
add_pragma(struct template *t, const char *s, size_t len, int line)
{
	size_t	 w;

	trim(&s, &len);
	for (w = 0; w < len && !isspace((unsigned char)s[w]); w++)
		;
	t->pragma_word = xreallocarray(t->pragma_word, t->npragmas + 1,
	    sizeof(*t->pragma_word));
	t->pragma_text = xreallocarray(t->pragma_text, t->npragmas + 1,
	    sizeof(*t->pragma_text));
	t->pragma_line = xreallocarray(t->pragma_line, t->npragmas + 1,
	    sizeof(*t->pragma_line));
	t->pragma_word[t->npragmas] = xstrndup(s, w);
	while (w < len && isspace((unsigned char)s[w]))
		w++;
	t->pragma_text[t->npragmas] = xstrndup(s + w, len - w);
	t->pragma_line[t->npragmas++] = line;
}

static int
parse(struct template *t, size_t len, char *err)
{
	const char	*src = t->src;
	size_t		 open[MAX_DEPTH];
	size_t		 depth = 0, pos = 0, tag, close, body, blen, ls, next;
	size_t		 olen = 2, clen = 2, sigil_len;
	int		 line = 1, tline, sigil;
	enum token_kind	 kind;
	char		*name;
	char		 od[MAX_DELIM + 1] = "{{", cd[MAX_DELIM + 1] = "}}";
	char		 eqcd[MAX_DELIM + 2];
	const char	*q;

	while (pos < len) {
		q = strstr(src + pos, od);
		tag = q != NULL ? (size_t)(q - src) : len;
		if (tag == len) {
			add_text(t, src + pos, len - pos, line);
			break;
		}
		tline = line + count_lines(src + pos, tag - pos);
		body = tag + olen;
		sigil = (unsigned char)src[body];
		/*
		 * {{=<% %>=}} ends with '=' and the close delimiter.  The
		 * close is looked for after a sigil, so that a sigil tag has
		 * a body of one byte at least, and the delimiter change one
		 * of two.
		 */
		snprintf(eqcd, sizeof(eqcd), "%s%s", sigil == '=' ? "=" : "",
		    cd);
		q = strstr(src + body + (strchr(SIGILS, sigil) != NULL &&
		    sigil != '\0'), eqcd);
		if (q == NULL) {
			if (sigil == '=')
				return tfail(t->file, tline, err,
				    "unterminated delimiter change: no '=' "
				    "and close delimiter");
			return tfail(t->file, tline, err, "unterminated tag: "
			    "'%s' without '%s'", od, cd);
		}
		close = (size_t)(q - src) + strlen(eqcd);
		blen = close - clen - body;

		kind = sigil_kind(sigil);
		if (kind != TOK_VAR &&
		    standalone(src, len, tag, close, &ls, &next)) {
			add_text(t, src + pos, ls - pos, line);
			line = tline + count_lines(src + tag, next - tag);
			pos = next;
		} else {
			add_text(t, src + pos, tag - pos, line);
			line = tline + count_lines(src + tag, close - tag);
			pos = close;
		}
		if (sigil == '!')
			continue;
		if (sigil == '=') {
			if (new_delimiters(src + body + 1, blen - 2, od,
			    cd) == -1)
				return tfail(t->file, tline, err, "bad "
				    "delimiter change: expected {{=OPEN "
				    "CLOSE=}}, two words of at most 8 bytes "
				    "without '='");
			olen = strlen(od);
			clen = strlen(cd);
			continue;
		}
		if (sigil == '%') {
			add_pragma(t, src + body + 1, blen - 1, tline);
			continue;
		}

		sigil_len = kind != TOK_VAR;
		name = tag_name(src + body + sigil_len, blen - sigil_len);
		if (name == NULL)
			return tfail(t->file, tline, err, "bad tag: expected "
			    "{{name}}, {{#name}}, {{^name}}, {{~name}}, "
			    "{{/name}}, {{! comment}}, {{%%pragma}} or "
			    "{{=OPEN CLOSE=}}");
		add_token(t, kind, tline)->name = name;
		if (nest(t, open, &depth, err) == -1)
			return -1;
	}
	if (depth > 0) {
		const struct token *o = &t->tok[open[depth - 1]];

		return tfail(t->file, o->line, err, "unterminated section: "
		    "no end for %s", o->name);
	}
	return 0;
}

/*
 * Parses the template text[0..len), named file in messages.  Returns 0,
 * or -1 with "file:line: what is wrong" in err.
 */
int
template_parse(const char *file, const char *text, size_t len,
    struct template **tp, char *err)
{
	struct template	*t;

	t = xcalloc(1, sizeof(*t));
	t->file = xstrdup(file);
	t->src = xstrndup(text, len);
	if (memchr(text, '\0', len) != NULL) {
		tfail(file, 1 + count_lines(text, (size_t)((const char *)
		    memchr(text, '\0', len) - text)), err, "NUL byte in "
		    "template");
		template_free(t);
		return -1;
	}
	if (parse(t, len, err) == -1) {
		template_free(t);
		return -1;
	}
	*tp = t;
	return 0;
}

void
template_free(struct template *t)
{
	size_t	 i;

	if (t == NULL)
		return;
	for (i = 0; i < t->ntok; i++)
		free(t->tok[i].name);
	free(t->tok);
	for (i = 0; i < t->npragmas; i++) {
		free(t->pragma_word[i]);
		free(t->pragma_text[i]);
	}
	free(t->pragma_word);
	free(t->pragma_text);
	free(t->pragma_line);
	free(t->src);
	free(t->file);
	free(t);
}

/*
 * Returns 1 if a tag of t names name: alone, or as one of the parts of a
 * dotted name (name.key, map.name).
 */
int
template_uses(const struct template *t, const char *name)
{
	const char	*s;
	size_t		 i, len = strlen(name);

	for (i = 0; i < t->ntok; i++)
		for (s = t->tok[i].name; s != NULL; s = strchr(s, '.')) {
			if (*s == '.')
				s++;
			if (strncmp(s, name, len) == 0 &&
			    (s[len] == '\0' || s[len] == '.'))
				return 1;
		}
	return 0;
}

/* Returns the number of pragmas {{%word text}} of t. */
size_t
template_npragmas(const struct template *t)
{
	return t->npragmas;
}

/* Sets the word, text and line of t's pragma i, in template order. */
void
template_pragma(const struct template *t, size_t i, const char **word,
    const char **text, int *line)
{
	*word = t->pragma_word[i];
	*text = t->pragma_text[i];
	*line = t->pragma_line[i];
}

/* Looks up the first component of a name, innermost frame first. */
static const struct node *
lookup_first(struct renderer *r, const char *name)
{
	struct frame		*f;
	const struct node	*n;
	size_t			 i;

	if (strcmp(name, ".") == 0)
		return r->stack[r->depth - 1].node;
	if (name[0] == '-') {
		for (i = r->depth; i > 0; i--) {
			f = &r->stack[i - 1];
			if (f->count == 0)
				continue;
			if (strcmp(name, "-first") == 0)
				return f->index == 0 ?
				    &true_node : &false_node;
			if (strcmp(name, "-last") == 0)
				return f->index + 1 == f->count ?
				    &true_node : &false_node;
			if (strcmp(name, "-index") == 0) {
				/* Made here, not in push(): it is rarely used. */
				snprintf(f->index_buf, sizeof(f->index_buf),
				    "%zu", f->index);
				return &f->index_node;
			}
			return NULL;
		}
		return NULL;
	}
	for (i = r->depth; i > 0; i--) {
		n = r->stack[i - 1].node;
		if (n->kind == NODE_MAP && (n = map_get(n, name)) != NULL)
			return n;
	}
	return NULL;
}

/*
 * Looks up the name s in the map n, a dotted name a.b as b in the map a;
 * a lazy value is made in scratch.
 */
static const struct node *
map_path(const struct node *n, const char *s, struct tree *scratch)
{
	char		 part[MAX_NAME + 1];
	const char	*dot;
	size_t		 len;

	for (; s != NULL; s = dot != NULL ? dot + 1 : NULL) {
		dot = strchr(s, '.');
		len = dot != NULL ? (size_t)(dot - s) : strlen(s);
		memcpy(part, s, len);	/* len <= MAX_NAME: tag_name() */
		part[len] = '\0';
		if (n->kind != NODE_MAP || (n = map_get(n, part)) == NULL)
			return NULL;
		n = node_made(n, scratch);
	}
	return n;
}

/*
 * Looks up a name; a dotted name a.b looks up b in the map a.  A lazy
 * value is made in scratch, which the caller frees when done with it.
 */
static const struct node *
lookup(struct renderer *r, const char *name, struct tree *scratch)
{
	const struct node	*n;
	char			 part[MAX_NAME + 1];
	const char		*dot;
	size_t			 len;

	if ((dot = strchr(name, '.')) == NULL || strcmp(name, ".") == 0) {
		n = lookup_first(r, name);
		return n != NULL ? node_made(n, scratch) : NULL;
	}
	len = (size_t)(dot - name);
	memcpy(part, name, len);	/* len <= MAX_NAME: tag_name() */
	part[len] = '\0';
	if ((n = lookup_first(r, part)) == NULL)
		return NULL;
	return map_path(node_made(n, scratch), dot + 1, scratch);
}

/* A node that where_is() reached, and how. */
struct reach {
	const struct node	*node;
	size_t			 from;	/* its parent's reach */
	const char		*key;	/* its key, NULL for a list's item */
};

/*
 * Puts in buf, for the error of a name the model has elsewhere, the
 * sections that lead from the top to the map nearest it that has the
 * name, "{{#curves}}{{#mont}}" (nothing for the top): the maps are
 * searched breadth first, through the items of lists and the values of
 * maps, lazy ones made in a tree of its own, at most MAX_REACH nodes.
 * Returns 0 if none has it.
 */
#define MAX_REACH	100000
static int
where_is(const struct node *root, const char *name, char *buf, size_t size)
{
	struct tree	 scratch;
	struct reach	*q;
	const struct node *n;
	size_t		 nq = 1, i, k, len, at;
	int		 found = 0;

	memset(&scratch, 0, sizeof(scratch));
	q = xreallocarray(NULL, MAX_REACH, sizeof(*q));
	q[0].node = root;
	q[0].from = 0;
	q[0].key = NULL;
	for (i = 0; i < nq && !found; i++) {
		n = q[i].node;
		if (n->kind == NODE_MAP && map_path(n, name, &scratch) != NULL) {
			found = 1;
			break;
		}
		if (n->kind != NODE_LIST && n->kind != NODE_MAP)
			continue;
		for (k = 0; k < n->nitems && nq < MAX_REACH; k++) {
			q[nq].node = node_made(n->items[k], &scratch);
			q[nq].from = i;
			q[nq++].key = n->kind == NODE_MAP ? n->keys[k] : NULL;
		}
	}
	if (found) {
		/* The keys of the path, written from the end of buf back. */
		buf[at = size - 1] = '\0';
		for (; i > 0; i = q[i].from) {
			if (q[i].key == NULL)
				continue;
			len = strlen(q[i].key) + 5;
			if (len > at)
				break;
			at -= len;
			buf[at] = '{';
			buf[at + 1] = '{';
			buf[at + 2] = '#';
			memcpy(buf + at + 3, q[i].key, len - 5);
			buf[at + len - 2] = '}';
			buf[at + len - 1] = '}';
		}
		memmove(buf, buf + at, size - at);
	}
	free(q);
	tree_free(&scratch);
	return found;
}

static int	render_range(struct renderer *, size_t, size_t);

static int
push(struct renderer *r, const struct node *n, size_t index, size_t count)
{
	struct frame	*f;

	if (r->depth == MAX_DEPTH + 1)
		return -1;
	f = &r->stack[r->depth++];
	f->node = n;
	f->index = index;
	f->count = count;
	return 0;
}

static int
render_section(struct renderer *r, const struct token *tok,
    const struct node *n, size_t from, size_t to)
{
	size_t	 i;
	int	 rc = 0;

	if (from == to)		/* an empty section renders nothing */
		return 0;
	if (n->kind == NODE_BOOL)
		return render_range(r, from, to);
	if (n->kind != NODE_LIST) {
		if (push(r, n, 0, 0) == -1)
			return tfail(r->t->file, tok->line, r->err,
			    "sections nested too deep");
		rc = render_range(r, from, to);
		r->depth--;
		return rc;
	}
	for (i = 0; i < n->nitems && rc == 0; i++) {
		if (push(r, n->items[i], i, n->nitems) == -1)
			return tfail(r->t->file, tok->line, r->err,
			    "sections nested too deep");
		rc = render_range(r, from, to);
		r->depth--;
	}
	return rc;
}

/* Returns the column the output is at: bytes since its last newline. */
static size_t
column(const struct strbuf *out)
{
	size_t	 i;

	for (i = out->len; i > 0 && out->s[i - 1] != '\n'; i--)
		;
	return out->len - i;
}

/*
 * Renders [from, to) once per item of the list n and joins the results
 * with ", ", filled as a C initializer is: an item whose end would pass
 * column FILL_WIDTH, its comma counted, starts a new line, indented to
 * the column of the first item.
 */
static int
render_fill(struct renderer *r, const struct token *tok, const struct node *n,
    size_t from, size_t to)
{
	struct strbuf	*out = r->out, item;
	size_t		 i, k, indent, col;
	int		 rc = 0;

	if (n->kind != NODE_LIST)
		return tfail(r->t->file, tok->line, r->err, "a fill takes a "
		    "list: %s", tok->name);
	indent = col = column(out);
	strbuf_init(&item);
	for (i = 0; i < n->nitems && rc == 0; i++) {
		if (push(r, n->items[i], i, n->nitems) == -1) {
			rc = tfail(r->t->file, tok->line, r->err,
			    "sections nested too deep");
			break;
		}
		item.len = 0;
		strbuf_add(&item, "", 0);
		r->out = &item;
		rc = render_range(r, from, to);
		r->out = out;
		r->depth--;
		if (rc == -1)
			break;
		if (out->len + item.len + indent + 2 > MAX_OUTPUT) {
			rc = tfail(r->t->file, tok->line, r->err, "rendering "
			    "stopped: over 4 million steps or 256 MiB of "
			    "output");
			break;
		}
		if (i > 0 && col + 1 + item.len > FILL_WIDTH) {
			strbuf_addc(out, ',');
			strbuf_addc(out, '\n');
			for (k = 0; k < indent; k++)
				strbuf_addc(out, ' ');
		} else if (i > 0)
			strbuf_add(out, ", ", 2);
		strbuf_add(out, item.s, item.len);
		col = column(out);
	}
	strbuf_free(&item);
	return rc;
}

/*
 * Renders tag tok, token i, whose name is n: a value, or a section, fill
 * or inverted section up to tok->end.  Returns 0, or -1 with a message.
 */
static int
render_tag(struct renderer *r, const struct token *tok, size_t i,
    const struct node *n)
{
	const struct template	*t = r->t;

	switch (tok->kind) {
	case TOK_VAR:
		if (n->kind == NODE_STRING)
			strbuf_adds(r->out, n->str);
		else if (n->kind == NODE_BOOL)
			strbuf_adds(r->out, n->truth ? "true" : "false");
		else
			return tfail(t->file, tok->line, r->err,
			    "a %s is not a value; use a section: %s",
			    n->kind == NODE_LIST ? "list" : "map", tok->name);
		return 0;
	case TOK_SECTION:
		if (!node_truthy(n))
			return 0;
		return render_section(r, tok, n, i + 1, tok->end);
	case TOK_FILL:
		return render_fill(r, tok, n, i + 1, tok->end);
	case TOK_INVERTED:
		if (node_truthy(n))
			return 0;
		return render_range(r, i + 1, tok->end);
	default:
		return 0;
	}
}

/*
 * The error of a tag whose name the model does not have where it stands:
 * where the model has it, if anywhere.
 */
static int
unknown_here(struct renderer *r, const struct token *tok)
{
	char	 where[256];

	if (tok->name[0] == '-')
		return tfail(r->t->file, tok->line, r->err, "%s is a name "
		    "only in the section of a list", tok->name);
	if (!where_is(r->stack[0].node, tok->name, where, sizeof(where)))
		return tfail(r->t->file, tok->line, r->err, "%s is not a name "
		    "here, nor in any section of this model (its curves, "
		    "options and tables): see ectab-templates(5)", tok->name);
	if (where[0] == '\0')
		return tfail(r->t->file, tok->line, r->err, "%s is a name "
		    "of the top of the model, which a section here hides",
		    tok->name);
	return tfail(r->t->file, tok->line, r->err, "%s is not a name "
	    "here: it is one in %s", tok->name, where);
}

static int
render_range(struct renderer *r, size_t from, size_t to)
{
	const struct template	*t = r->t;
	const struct token	*tok;
	const struct node	*n;
	struct tree		 scratch;
	size_t			 i;
	int			 rc;

	for (i = from; i < to; i++) {
		tok = &t->tok[i];
		if (++r->steps > MAX_STEPS || r->out->len > MAX_OUTPUT)
			return tfail(t->file, tok->line, r->err,
			    "rendering stopped: over 4 million steps or "
			    "256 MiB of output");
		if (tok->kind == TOK_TEXT) {
			strbuf_add(r->out, tok->text, tok->len);
			continue;
		}
		memset(&scratch, 0, sizeof(scratch));
		if ((n = lookup(r, tok->name, &scratch)) == NULL)
			rc = unknown_here(r, tok);
		else
			rc = render_tag(r, tok, i, n);
		tree_free(&scratch);
		if (rc == -1)
			return -1;
		if (tok->kind == TOK_SECTION || tok->kind == TOK_FILL ||
		    tok->kind == TOK_INVERTED)
			i = tok->end;
	}
	return 0;
}

/* Returns 1 if name is one of names[], which ends with NULL. */
static int
is_name(const char *const *names, const char *name)
{
	for (; *names != NULL; names++)
		if (strcmp(*names, name) == 0)
			return 1;
	return 0;
}

/*
 * Checks every name of every tag, rendered or not, against the names the
 * model may give, so that a misspelt name is an error even in a branch
 * that this input does not take.
 */
static int
check_names(const struct template *t, const char *const *names, char *err)
{
	const struct token	*tok;
	const char		*s, *dot;
	char			 part[MAX_NAME + 1];
	size_t			 i, len;

	for (i = 0; i < t->ntok; i++) {
		tok = &t->tok[i];
		if (tok->kind == TOK_TEXT || strcmp(tok->name, ".") == 0 ||
		    strcmp(tok->name, "-first") == 0 ||
		    strcmp(tok->name, "-last") == 0 ||
		    strcmp(tok->name, "-index") == 0)
			continue;
		for (s = tok->name; s != NULL;
		    s = dot != NULL ? dot + 1 : NULL) {
			dot = strchr(s, '.');
			len = dot != NULL ? (size_t)(dot - s) : strlen(s);
			snprintf(part, sizeof(part), "%.*s", (int)len, s);
			if (!is_name(names, part))
				return tfail(t->file, tok->line, err,
				    "unknown variable %s", tok->name);
		}
	}
	return 0;
}

/*
 * Renders t over the tree whose root is root, appending to out; names[],
 * ending with NULL, holds every name such a tree may have.  Returns 0, or
 * -1 with "file:line: what is wrong" in err.
 */
int
template_render(const struct template *t, const struct node *root,
    const char *const *names, struct strbuf *out, char *err)
{
	struct renderer	 r;
	size_t		 i;

	if (check_names(t, names, err) == -1)
		return -1;
	memset(&r, 0, sizeof(r));
	for (i = 0; i <= MAX_DEPTH; i++) {
		r.stack[i].index_node.kind = NODE_STRING;
		r.stack[i].index_node.str = r.stack[i].index_buf;
	}
	r.t = t;
	r.out = out;
	r.err = err;
	/* The stack is empty: the root always fits. */
	(void)push(&r, root, 0, 0);
	return render_range(&r, 0, t->ntok);
}
