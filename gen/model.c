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
 * The model: turns curves and their Montgomery constants into the tree
 * that templates see (ectab-templates(5) lists every name).  Word
 * formatting lives here, so that every template gets the same words.
 */
#include <ctype.h>
#include <err.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <gmp.h>

#include "model.h"
#include "mont.h"
#include "util.h"
#include "version.h"

/*
 * Every name the model gives templates, whatever the curves, besides
 * those of the derived constants (mont_constants[]): templates are
 * checked against these, so that a misspelt name is an error even in a
 * branch no curve takes (a seed's bytes where no curve has a seed).
 * model_build() checks that it sets no other.
 */
const char *const model_names[] = {
	"BYTES", "CONSTANT", "IDENT", "NAME", "PREFIX", "R", "a",
	"a_is_minus3",
	"aliases", "array", "b", "bits", "bytes", "comb", "comment", "constant",
	"constants", "count", "curve", "curves", "dec", "doc",
	"embedding_degree", "formula", "generator", "groups", "gx", "gy", "h",
	"halves",
	"hex", "hi", "ident", "index", "infinity", "inputs", "k", "kind",
	"label", "label_alnum", "len", "limbs", "lines", "lines3", "lo",
	"modulus", "mont", "multiples", "n", "name", "nid", "nids", "notice",
	"notice_file", "octets", "octets_top", "odd", "oid", "oids",
	"order_bits", "order_r_bits", "order_words", "p", "points", "prefix",
	"r_bits", "rows", "seed", "shift", "size", "source", "sources", "spec",
	"step", "stride", "tables", "teeth", "text", "top", "total", "u64",
	"uses_r",
	"version", "w", "width", "word", "words", "wordsizes", "x", "x_mont",
	"y", "y_mont", "z", "z_mont", "zero", NULL
};

/*
 * The notice of an output without --notice: the ISC license of the
 * ectab authors, as the files of a library's tree under it begin.
 */
static const char default_notice[] =
    "Copyright (c) 2026 The ectab authors\n"
    "\n"
    "Permission to use, copy, modify, and distribute this software for any\n"
    "purpose with or without fee is hereby granted, provided that the above\n"
    "copyright notice and this permission notice appear in all copies.\n"
    "\n"
    "THE SOFTWARE IS PROVIDED \"AS IS\" AND "
    "THE AUTHORS DISCLAIM ALL WARRANTIES\n"
    "WITH REGARD TO THIS SOFTWARE INCLUDING ALL IMPLIED WARRANTIES OF\n"
    "MERCHANTABILITY AND FITNESS. IN NO "
    "EVENT SHALL THE AUTHORS BE LIABLE FOR\n"
    "ANY SPECIAL, DIRECT, INDIRECT, OR CONSEQUENTIAL DAMAGES OR ANY DAMAGES\n"
    "WHATSOEVER RESULTING FROM LOSS OF USE, DATA OR PROFITS, WHETHER IN AN\n"
    "ACTION OF CONTRACT, NEGLIGENCE OR OTHER TORTIOUS ACTION, ARISING OUT OF\n"
    "OR IN CONNECTION WITH THE USE OR PERFORMANCE OF THIS SOFTWARE.";

/* The notice's lines, each a map of its text, false if it is blank. */
static struct node *
notice_node(struct tree *t, const char *text)
{
	struct node	*list, *line;
	const char	*s, *end;

	list = tree_list(t);
	for (s = text; ; s = end + 1) {
		if ((end = strchr(s, '\n')) == NULL)
			end = s + strlen(s);
		line = tree_map(t, NULL);
		map_set(line, "text", end > s ? tree_stringf(t, "%.*s",
		    (int)(end - s), s) : tree_bool(t, 0));
		list_add(list, line);
		if (*end == '\0')
			break;
	}
	return list;
}

/*
 * Word arrays are wrapped to fit a line of 80 columns indented by a tab
 * (lines), or by three (lines3, inside a struct's initializer).
 */
#define LINE_ROOM	72
#define LINE_ROOM3	56

/* Frees a string that GMP allocated. */
static void
free_gmp_str(char *s)
{
	void	(*free_func)(void *, size_t);

	mp_get_memory_functions(NULL, NULL, &free_func);
	free_func(s, strlen(s) + 1);
}

/* The curve's name as a C identifier (curve_ident), upper-cased or not. */
static struct node *
ident_node(struct tree *t, const char *name, int upper)
{
	struct node	*n;
	char		*id, *s;

	id = curve_ident(name);
	if (upper)
		for (s = id; *s != '\0'; s++)
			*s = (char)toupper((unsigned char)*s);
	n = tree_string(t, id);
	free(id);
	return n;
}

/* A number as a map: hex ("0x..", lowercase, no leading zeros), dec. */
static struct node *
number_node(struct tree *t, const mpz_t x)
{
	struct node	*n;
	char		*s;

	n = tree_map(t, NULL);
	s = mpz_get_str(NULL, 16, x);
	map_set(n, "hex", tree_stringf(t, "0x%s", s));
	free_gmp_str(s);
	s = mpz_get_str(NULL, 10, x);
	map_set(n, "dec", tree_string(t, s));
	free_gmp_str(s);
	return n;
}

/*
 * Returns a list of lines of at most room characters, each holding as
 * many items of width characters, with commas, as fit.
 */
static struct node *
wrap_items(struct tree *t, const struct node *items, size_t width,
    size_t room)
{
	struct node	*lines;
	struct strbuf	 sb;
	size_t		 i, per_line;

	per_line = (room + 1) / (width + 2);
	if (per_line == 0)
		per_line = 1;
	lines = tree_list(t);
	strbuf_init(&sb);
	for (i = 0; i < items->nitems; i++) {
		if (i % per_line != 0)
			strbuf_addc(&sb, ' ');
		strbuf_adds(&sb, items->items[i]->str);
		strbuf_addc(&sb, ',');
		if (i % per_line == per_line - 1 || i + 1 == items->nitems) {
			list_add(lines, tree_string(t, sb.s));
			sb.len = 0;
		}
	}
	strbuf_free(&sb);
	return lines;
}

/*
 * Word x of w bits as a map of its first width bytes, least significant
 * first: bytes ("0xab") and BYTES ("0xAB"), and width.
 */
static struct node *
octets_node(struct tree *t, const mpz_t x, unsigned int width)
{
	struct node	*n, *lower, *upper;
	mpz_t		 byte, rest;
	unsigned int	 i;

	n = tree_map(t, NULL);
	lower = tree_list(t);
	upper = tree_list(t);
	mpz_inits(byte, rest, NULL);
	mpz_set(rest, x);
	for (i = 0; i < width; i++) {
		mpz_fdiv_r_2exp(byte, rest, 8);
		mpz_fdiv_q_2exp(rest, rest, 8);
		list_add(lower, tree_stringf(t, "0x%02lx", mpz_get_ui(byte)));
		list_add(upper, tree_stringf(t, "0x%02lX", mpz_get_ui(byte)));
	}
	mpz_clears(byte, rest, NULL);
	map_set(n, "bytes", lower);
	map_set(n, "BYTES", upper);
	map_set(n, "width", tree_stringf(t, "%u", width));
	return n;
}

/*
 * The words of x as octets_node maps: octets, len words of w/8 bytes
 * each; octets_top, the significant words (one for 0), the last of the
 * fewest of 2, 4, ..., w/8 bytes that hold it, as a C array of bytes
 * macros (Mbed TLS's MBEDTLS_BYTES_TO_T_UINT_2, _4, _8) writes a number.
 */
static void
octets_nodes(struct tree *t, struct node *n, const mpz_t x, unsigned int w,
    size_t len)
{
	struct node	*all, *top;
	mpz_t		 word;
	size_t		 i, ntop = mont_words(x, w);
	unsigned int	 width;

	if (ntop == 0)
		ntop = 1;
	all = tree_list(t);
	top = tree_list(t);
	mpz_init(word);
	for (i = 0; i < len || i < ntop; i++) {
		mpz_tdiv_q_2exp(word, x, i * w);
		mpz_fdiv_r_2exp(word, word, w);
		if (i < len)
			list_add(all, octets_node(t, word, w / 8));
		if (i >= ntop)
			continue;
		width = w / 8;
		if (i + 1 == ntop)
			for (width = 2; width < w / 8 &&
			    mpz_sizeinbase(word, 256) > width; width *= 2)
				;
		list_add(top, octets_node(t, word, width));
	}
	mpz_clear(word);
	map_set(n, "octets", all);
	map_set(n, "octets_top", top);
}

/*
 * x as the limbs of form l, as many as a number of bits bits needs: a
 * map of len, limbs, each limb a map of hex (in l->digits digits), dec,
 * and hi and lo, its hex digits halved (TOBN's arguments), and groups,
 * a map of limbs per l->per limbs.
 */
static struct node *
limbs_node(struct tree *t, const mpz_t x, const struct model_limbs *l,
    size_t bits)
{
	struct node	*n, *list, *limb, *groups, *group, *glimbs = NULL;
	mpz_t		 v, rest;
	size_t		 i, len, have;
	char		 buf[2 + 64 / 4 + 1], *s;
	int		 half = (int)l->digits / 2;

	for (len = 0, have = 0; have < bits; len++)
		have += l->bits[len % 2];
	if (mpz_sizeinbase(x, 2) > have)
		errx(1, "internal error: %zu bits hold a number of %zu",
		    have, mpz_sizeinbase(x, 2));
	n = tree_map(t, NULL);
	list = tree_list(t);
	mpz_inits(v, rest, NULL);
	mpz_set(rest, x);
	for (i = 0; i < len; i++) {
		mpz_fdiv_r_2exp(v, rest, l->bits[i % 2]);
		mpz_fdiv_q_2exp(rest, rest, l->bits[i % 2]);
		limb = tree_map(t, NULL);
		gmp_snprintf(buf, sizeof(buf), "0x%0*Zx", (int)l->digits, v);
		map_set(limb, "hex", tree_string(t, buf));
		map_set(limb, "lo", tree_stringf(t, "0x%s", buf + 2 +
		    strlen(buf + 2) - half));
		buf[2 + strlen(buf + 2) - half] = '\0';
		map_set(limb, "hi", tree_string(t, buf));
		map_set(limb, "dec", tree_string(t, s =
		    mpz_get_str(NULL, 10, v)));
		free_gmp_str(s);
		list_add(list, limb);
	}
	mpz_clears(v, rest, NULL);
	if (l->be)
		for (i = 0; i < len / 2; i++) {
			limb = list->items[i];
			list->items[i] = list->items[len - 1 - i];
			list->items[len - 1 - i] = limb;
		}
	groups = tree_list(t);
	for (i = 0; i < len; i++) {
		if (glimbs == NULL || (l->per != 0 && i % l->per == 0)) {
			group = tree_map(t, NULL);
			glimbs = tree_list(t);
			map_set(group, "limbs", glimbs);
			list_add(groups, group);
		}
		list_add(glimbs, list->items[i]);
	}
	map_set(n, "len", tree_stringf(t, "%zu", len));
	map_set(n, "limbs", list);
	map_set(n, "groups", groups);
	return n;
}

/*
 * A number as len little-endian words of w bits: the map of number_node
 * plus top (significant words), len, words (list of "0x.." words, each
 * w/4 digits), lines (the words wrapped, with commas) and, as opts asks
 * (NULL: nothing), halves (each word as a map of hi and lo, its halves
 * of w/8 digits), the words as bytes (octets_nodes) and each form of
 * limbs of a template's {{%limbs}}, for a number of bits bits.
 */
static struct node *
words_node(struct tree *t, const mpz_t x, unsigned int w, size_t len,
    size_t bits, const struct model_opts *opts)
{
	struct node	*n, *words, *halves, *half;
	mpz_t		 word, rest, hi;
	char		 buf[2 + 64 / 4 + 1];
	size_t		 i;
	int		 forms = opts != NULL ? opts->forms : 0;

	n = number_node(t, x);
	for (i = 0; opts != NULL && i < opts->nlimbs; i++)
		map_set(n, opts->limbs[i].name, limbs_node(t, x,
		    &opts->limbs[i], bits));
	words = tree_list(t);
	halves = (forms & WORDS_HALVES) ? tree_list(t) : NULL;
	mpz_inits(word, rest, hi, NULL);
	mpz_set(rest, x);
	for (i = 0; i < len; i++) {
		mpz_fdiv_r_2exp(word, rest, w);
		mpz_fdiv_q_2exp(rest, rest, w);
		gmp_snprintf(buf, sizeof(buf), "0x%0*Zx", (int)(w / 4), word);
		list_add(words, tree_string(t, buf));
		if (halves == NULL)
			continue;
		half = tree_map(t, NULL);
		mpz_fdiv_q_2exp(hi, word, w / 2);
		mpz_fdiv_r_2exp(word, word, w / 2);
		gmp_snprintf(buf, sizeof(buf), "0x%0*Zx", (int)(w / 8), hi);
		map_set(half, "hi", tree_string(t, buf));
		gmp_snprintf(buf, sizeof(buf), "0x%0*Zx", (int)(w / 8), word);
		map_set(half, "lo", tree_string(t, buf));
		list_add(halves, half);
	}
	mpz_clears(word, rest, hi, NULL);
	if (halves != NULL)
		map_set(n, "halves", halves);
	map_set(n, "top", tree_stringf(t, "%zu", mont_words(x, w)));
	map_set(n, "len", tree_stringf(t, "%zu", len));
	map_set(n, "words", words);
	map_set(n, "lines", wrap_items(t, words, 2 + w / 4, LINE_ROOM));
	map_set(n, "lines3", wrap_items(t, words, 2 + w / 4, LINE_ROOM3));
	if (forms & WORDS_OCTETS)
		octets_nodes(t, n, x, w, len);
	return n;
}

/* A string, or false where there is none. */
static struct node *
optional_string(struct tree *t, const char *s)
{
	return s != NULL ? tree_string(t, s) : tree_bool(t, 0);
}

/* The seed as a map: hex (bytes, no 0x), len, bytes, lines; or false. */
static struct node *
seed_node(struct tree *t, const struct curve *c)
{
	struct node	*n, *bytes;
	struct strbuf	 hex;
	size_t		 i;

	if (c->seed == NULL)
		return tree_bool(t, 0);
	n = tree_map(t, NULL);
	bytes = tree_list(t);
	strbuf_init(&hex);
	for (i = 0; i < c->seed_len; i++) {
		strbuf_addf(&hex, "%02x", c->seed[i]);
		list_add(bytes, tree_stringf(t, "0x%02x", c->seed[i]));
	}
	map_set(n, "hex", tree_string(t, hex.s != NULL ? hex.s : ""));
	map_set(n, "len", tree_stringf(t, "%zu", c->seed_len));
	map_set(n, "bytes", bytes);
	map_set(n, "lines", wrap_items(t, bytes, 4, LINE_ROOM));
	strbuf_free(&hex);
	return n;
}

/* Returns the list of strings v[0..n). */
static struct node *
string_list(struct tree *t, char *const *v, size_t n)
{
	struct node	*l;
	size_t		 i;

	l = tree_list(t);
	for (i = 0; i < n; i++)
		list_add(l, tree_string(t, v[i]));
	return l;
}

/*
 * The curve's label: the name -c selected it by, which is the curve's
 * name or one of its aliases, or its name without -c; and that with
 * only its letters and digits.
 */
static void
label_nodes(struct tree *t, struct node *n, const char *label)
{
	struct node	*alnum;
	char		*s, *d;

	map_set(n, "label", tree_string(t, label));
	alnum = tree_string(t, label);
	for (s = d = alnum->str; *s != '\0'; s++)
		if (isascii((unsigned char)*s) && isalnum((unsigned char)*s))
			*d++ = *s;
	*d = '\0';
	map_set(n, "label_alnum", alnum);
}

/* Returns 1 if list, names with ',', has one of curve c's. */
int
model_curve_listed(const struct curve *c, const char *list)
{
	const char	*s, *end;
	char		*name;
	int		 found = 0;

	for (s = list; s != NULL && !found; s = end != NULL ? end + 1 : NULL) {
		end = strchr(s, ',');
		name = end != NULL ? xstrndup(s, (size_t)(end - s)) :
		    xstrdup(s);
		found = curve_has_name(c, name);
		free(name);
	}
	return found;
}

/*
 * The map of what a curve is, independent of the word size; attrs are
 * its set file's attributes (attr_find()), or NULL.
 */
static struct node *
curve_node(struct tree *t, const struct curve *c, size_t index,
    const char *label, const char *attrs, const struct model_opts *opts,
    struct node *mont)
{
	const struct model_mark *m;
	struct node	*n;
	const char	*v;
	size_t		 i;

	n = tree_map(t, NULL);
	map_set(n, "index", tree_stringf(t, "%zu", index));
	map_set(n, "name", tree_string(t, c->name));
	label_nodes(t, n, label);
	map_set(n, "ident", ident_node(t, c->name, 0));
	map_set(n, "IDENT", ident_node(t, c->name, 1));
	map_set(n, "aliases", string_list(t, c->aliases, c->naliases));
	map_set(n, "oid", optional_string(t, c->oid));
	map_set(n, "oids", string_list(t, c->oids, c->noids));
	map_set(n, "nid", optional_string(t, c->nid));
	map_set(n, "nids", string_list(t, c->nids, c->nnids));
	map_set(n, "comment", optional_string(t, c->comment));
	map_set(n, "source", optional_string(t, c->source));
	map_set(n, "embedding_degree", c->embedding_degree == 0 ?
	    tree_bool(t, 0) : tree_stringf(t, "%d", c->embedding_degree));
	map_set(n, "bits", tree_stringf(t, "%zu", mpz_sizeinbase(c->p, 2)));
	map_set(n, "order_bits", tree_stringf(t, "%zu",
	    mpz_sizeinbase(c->n, 2)));
	map_set(n, "p", number_node(t, c->p));
	map_set(n, "a", number_node(t, c->a));
	map_set(n, "b", number_node(t, c->b));
	map_set(n, "gx", number_node(t, c->gx));
	map_set(n, "gy", number_node(t, c->gy));
	map_set(n, "n", number_node(t, c->n));
	map_set(n, "h", number_node(t, c->h));
	map_set(n, "seed", seed_node(t, c));
	map_set(n, "a_is_minus3", tree_bool(t, curve_a_is_minus3(c)));
	map_set(n, "mont", mont);
	for (i = 0; i < opts->nmarks; i++) {
		m = &opts->marks[i];
		if (m->curves != NULL)
			map_set(n, m->name, tree_bool(t,
			    model_curve_listed(c, m->curves)));
		else if ((v = attr_find(attrs, m->name)) == NULL)
			map_set(n, m->name, tree_bool(t, 0));
		else
			map_set(n, m->name, *v == '\0' ? tree_bool(t, 1) :
			    tree_string(t, v));
	}
	return n;
}

/*
 * A point of a table: k, infinity, x, y, z (1, or 0 at infinity),
 * x_mont, y_mont, z_mont, in words of w bits, words of them.
 */
static struct node *
point_node(struct tree *t, const struct ptable *pt, size_t i,
    unsigned int w, size_t words, const mpz_t p,
    const struct model_opts *opts)
{
	const struct ecpoint *P = &pt->points[i];
	struct node	*n;
	mpz_t		 v, z;
	size_t		 bits = mpz_sizeinbase(p, 2);

	n = tree_map(t, NULL);
	mpz_init(v);
	mpz_init_set_ui(z, !P->infinity);
	map_set(n, "k", number_node(t, pt->k[i]));
	map_set(n, "infinity", tree_bool(t, P->infinity));
	map_set(n, "x", words_node(t, P->x, w, words, bits, opts));
	map_set(n, "y", words_node(t, P->y, w, words, bits, opts));
	map_set(n, "z", words_node(t, z, w, words, bits, opts));
	mont_to(v, P->x, p, w);
	map_set(n, "x_mont", words_node(t, v, w, words, bits, opts));
	mont_to(v, P->y, p, w);
	map_set(n, "y_mont", words_node(t, v, w, words, bits, opts));
	mont_to(v, z, p, w);
	map_set(n, "z_mont", words_node(t, v, w, words, bits, opts));
	mpz_clears(v, z, NULL);
	return n;
}

/*
 * The rows of a table of one curve in one word size, made when a
 * template reads them: its points are computed then, and freed once
 * they are nodes, so that a model holds one table's points at a time.
 */
struct table_rows {
	const struct curve	*c;
	struct ptable		 plan;		/* laid out; filled to make */
	unsigned int		 w;
	size_t			 words;
	const struct model_opts	*opts;
	unsigned long		*uses;		/* of the table, or NULL */
};

static void	check_model_names(const struct tree *,
		    const struct model_opts *);

/* Makes the rows of the table of arg, a struct table_rows, in t. */
static struct node *
make_rows(struct tree *t, void *arg)
{
	struct table_rows *tr = arg;
	struct ptable	*pt = &tr->plan;
	struct node	*rows, *row, *points;
	unsigned long	 r, i;

	ptable_fill(pt, tr->c);
	rows = tree_list(t);
	for (r = 0; r < pt->rows; r++) {
		row = tree_map(t, NULL);
		map_set(row, "index", tree_stringf(t, "%lu", r));
		map_set(row, "shift", tree_stringf(t, "%lu",
		    ptable_shift(pt, r)));
		for (i = 0; i < tr->opts->nrowmarks; i++)
			map_set(row, tr->opts->rowmarks[i].name, tree_bool(t,
			    model_rows_listed(tr->opts->rowmarks[i].rows, r)));
		points = tree_list(t);
		for (i = 0; i < pt->size; i++)
			list_add(points, point_node(t, pt, r * pt->size + i,
			    tr->w, tr->words, tr->c->p, tr->opts));
		map_set(row, "points", points);
		list_add(rows, row);
	}
	ptable_clear(pt);
	check_model_names(t, tr->opts);
	if (tr->uses != NULL)
		(*tr->uses)++;
	return rows;
}

/*
 * A table of multiples of G, laid out in *plan, in words of w bits,
 * words of them: its rows are made when read (make_rows).
 */
static struct node *
table_node(struct tree *t, const struct ptable *plan, const struct curve *c,
    unsigned int w, size_t words, const struct model_opts *opts,
    unsigned long *uses)
{
	const struct ptable_spec *spec = plan->spec;
	struct table_rows *tr;
	struct node	*n;

	n = tree_map(t, NULL);
	map_set(n, "name", tree_string(t, spec->name));
	map_set(n, "NAME", ident_node(t, spec->name, 1));
	map_set(n, "curve", tree_string(t, c->name));
	map_set(n, "kind", tree_string(t, spec->kind == PTABLE_MULTIPLES ?
	    "multiples" : "comb"));
	map_set(n, "multiples", tree_bool(t, spec->kind == PTABLE_MULTIPLES));
	map_set(n, "comb", tree_bool(t, spec->kind == PTABLE_COMB));
	map_set(n, "count", tree_stringf(t, "%lu", plan->rows));
	map_set(n, "size", tree_stringf(t, "%lu", plan->size));
	map_set(n, "total", tree_stringf(t, "%lu", plan->rows * plan->size));
	if (spec->kind == PTABLE_MULTIPLES)
		map_set(n, "step", tree_stringf(t, "%lu", plan->step));
	else {
		map_set(n, "teeth", tree_stringf(t, "%lu", plan->teeth));
		map_set(n, "stride", tree_stringf(t, "%lu", plan->stride));
	}
	map_set(n, "odd", tree_bool(t, spec->odd));
	map_set(n, "zero", tree_bool(t, spec->zero));
	tr = tree_alloc(t, sizeof(*tr));
	memset(tr, 0, sizeof(*tr));
	tr->c = c;
	tr->plan = *plan;
	tr->w = w;
	tr->words = words;
	tr->opts = opts;
	tr->uses = uses;
	map_set(n, "rows", tree_lazy(t, make_rows, tr));
	return n;
}

/* Returns 1 if s[i..i+len) is a whole name of formula s. */
static int
whole_name(const char *s, size_t i, size_t len)
{
	return (i == 0 || !(isalnum((unsigned char)s[i - 1]) ||
	    s[i - 1] == '_')) && !(isalnum((unsigned char)s[i + len]) ||
	    s[i + len] == '_');
}

/* Formula f, with the word size w for the name w where w is not 0. */
static struct node *
formula_node(struct tree *t, const char *f, unsigned int w)
{
	struct strbuf	 sb;
	struct node	*n;
	size_t		 i;

	strbuf_init(&sb);
	for (i = 0; f[i] != '\0'; i++) {
		if (w != 0 && f[i] == 'w' && whole_name(f, i, 1))
			strbuf_addf(&sb, "%u", w);
		else
			strbuf_addc(&sb, f[i]);
	}
	n = tree_string(t, sb.s);
	strbuf_free(&sb);
	return n;
}

/* Returns 1 if formula f names R or R_n: a Montgomery form. */
static int
uses_r(const char *f)
{
	size_t	 i;

	for (i = 0; f[i] != '\0'; i++)
		if (f[i] == 'R' && (whole_name(f, i, 1) ||
		    (strncmp(f + i, "R_n", 3) == 0 && whole_name(f, i, 3))))
			return 1;
	return 0;
}

/*
 * Sets into map n the row of derived constant k: constant (its name, and
 * CONSTANT in upper case), formula (with the word size w, unless 0),
 * doc, modulus, R ("R" or "R_n"), uses_r (whether the formula names
 * it), and which of array, u64 and word its length is.  The lists
 * constants of the root and of each word size hold these rows; a
 * curve's, in words of w bits, holds them with the map of words_node
 * and r_bits too.
 */
static void
constant_row(struct tree *t, struct node *n, const struct mont_constant *k,
    unsigned int w)
{
	struct node	*upper;
	char		*s;

	map_set(n, "constant", tree_string(t, k->name));
	upper = tree_string(t, k->name);
	for (s = upper->str; *s != '\0'; s++)
		*s = (char)toupper((unsigned char)*s);
	map_set(n, "CONSTANT", upper);
	map_set(n, "formula", formula_node(t, k->formula, w));
	map_set(n, "uses_r", tree_bool(t, uses_r(k->formula)));
	map_set(n, "doc", tree_string(t, k->doc));
	map_set(n, "modulus", tree_stringf(t, "%c", k->modulus));
	map_set(n, "R", tree_string(t, k->modulus == 'p' ? "R" : "R_n"));
	map_set(n, "array", tree_bool(t, k->len == MONT_LEN_MODULUS));
	map_set(n, "u64", tree_bool(t, k->len == MONT_LEN_N0));
	map_set(n, "word", tree_bool(t, k->len == MONT_LEN_WORD));
}

/*
 * The list of the rows of mont_constants[] for words of w bits (0: any),
 * values and all where mt, of curve c.
 */
static struct node *
constants_node(struct tree *t, const struct mont *mt, const struct curve *c,
    unsigned int w, const struct model_opts *opts)
{
	const struct mont_constant *k;
	struct node	*list, *n;
	size_t		 i;

	list = tree_list(t);
	for (i = 0; mont_constants[i].name != NULL; i++) {
		k = &mont_constants[i];
		if (mt == NULL)
			n = tree_map(t, NULL);
		else {
			n = words_node(t, mt->v[i], mt->w,
			    mont_constant_words(mt, i), k->len ==
			    MONT_LEN_MODULUS ? mpz_sizeinbase(k->modulus ==
			    'p' ? c->p : c->n, 2) :
			    mont_constant_words(mt, i) * mt->w, opts);
			map_set(n, "r_bits", tree_stringf(t, "%zu",
			    (k->modulus == 'p' ? mt->words :
			    mt->order_words) * mt->w));
		}
		constant_row(t, n, k, w);
		list_add(list, n);
	}
	return list;
}

/*
 * The map of a curve's values in words of w bits; its base is the
 * curve's map, so a template inside it still sees the curve's names.
 * tables[0..opts->ntables) are the curve's tables of multiples of G,
 * laid out, but those of a NULL spec, which the curve does not have.
 */
static struct node *
curve_words_node(struct tree *t, const struct curve *c,
    const struct node *base, unsigned int w, const struct ptable *tables,
    const struct model_opts *opts)
{
	struct mont	 mt;
	struct node	*n, *list;
	size_t		 i, pb = mpz_sizeinbase(c->p, 2);

	mont_init(&mt, c, w);
	n = tree_map(t, base);
	map_set(n, "w", tree_stringf(t, "%u", w));
	map_set(n, "words", tree_stringf(t, "%zu", mt.words));
	map_set(n, "order_words", tree_stringf(t, "%zu", mt.order_words));
	map_set(n, "r_bits", tree_stringf(t, "%zu", mt.words * w));
	map_set(n, "order_r_bits", tree_stringf(t, "%zu",
	    mt.order_words * w));
	map_set(n, "p", words_node(t, c->p, w, mt.words, pb, opts));
	map_set(n, "a", words_node(t, c->a, w, mt.words, pb, opts));
	map_set(n, "b", words_node(t, c->b, w, mt.words, pb, opts));
	map_set(n, "gx", words_node(t, c->gx, w, mt.words, pb, opts));
	map_set(n, "gy", words_node(t, c->gy, w, mt.words, pb, opts));
	map_set(n, "n", words_node(t, c->n, w, mt.order_words,
	    mpz_sizeinbase(c->n, 2), opts));
	map_set(n, "h", words_node(t, c->h, w, mont_words(c->h, w),
	    mpz_sizeinbase(c->h, 2), opts));
	/* Each constant under its name, and all of them as a list. */
	list = constants_node(t, &mt, c, w, opts);
	for (i = 0; i < list->nitems; i++)
		map_set(n, mont_constants[i].name, list->items[i]);
	map_set(n, "constants", list);
	list = tree_list(t);
	for (i = 0; i < opts->ntables; i++)
		if (tables[i].spec != NULL)
			list_add(list, table_node(t, &tables[i], c, w,
			    mt.words, opts, opts->table_uses != NULL ?
			    &opts->table_uses[i] : NULL));
	map_set(n, "tables", list);
	mont_clear(&mt);
	return n;
}

/* The prefix as given, and in upper case, for macros. */
static void
prefix_nodes(struct tree *t, struct node *root, const char *prefix)
{
	struct node	*upper;
	char		*s;

	map_set(root, "prefix", tree_string(t, prefix));
	upper = tree_string(t, prefix);
	for (s = upper->str; *s != '\0'; s++)
		*s = (char)toupper((unsigned char)*s);
	map_set(root, "PREFIX", upper);
}

/* Returns 1 if name is one of the model's, a derived constant's too. */
int
model_name_known(const char *name)
{
	const char *const	*m;
	size_t			 i;

	for (m = model_names; *m != NULL; m++)
		if (strcmp(*m, name) == 0)
			return 1;
	for (i = 0; mont_constants[i].name != NULL; i++)
		if (strcmp(mont_constants[i].name, name) == 0)
			return 1;
	return 0;
}

/*
 * Checks that every key of every map of tree t is in model_names or is
 * the name of a mark.
 */
static void
check_model_names(const struct tree *t, const struct model_opts *opts)
{
	const struct node	*n;
	size_t			 i, j;
	int			 known;

	for (n = t->nodes; n != NULL; n = n->next) {
		if (n->kind != NODE_MAP)
			continue;
		for (i = 0; i < n->nitems; i++) {
			known = model_name_known(n->keys[i]);
			for (j = 0; !known && j < opts->nmarks; j++)
				known = strcmp(opts->marks[j].name,
				    n->keys[i]) == 0;
			for (j = 0; !known && j < opts->nlimbs; j++)
				known = strcmp(opts->limbs[j].name,
				    n->keys[i]) == 0;
			for (j = 0; !known && j < opts->nrowmarks; j++)
				known = strcmp(opts->rowmarks[j].name,
				    n->keys[i]) == 0;
			if (!known)
				errx(1, "internal error: the model sets %s, "
				    "which model_names lacks", n->keys[i]);
		}
	}
}

/*
 * Returns 1 if row r is one of rows, indexes and ranges FROM-TO with ','
 * ({{%rowmark}}, which generate.c has checked).
 */
int
model_rows_listed(const char *rows, unsigned long r)
{
	unsigned long	 from, to;
	char		*end;

	while (*rows != '\0') {
		from = to = strtoul(rows, &end, 10);
		if (*end == '-')
			to = strtoul(end + 1, &end, 10);
		if (r >= from && r <= to)
			return 1;
		rows = *end == ',' ? end + 1 : end;
	}
	return 0;
}

/*
 * Returns 1 if curve i of sel has table spec: every curve has it, but
 * for a spec with window=ATTR or shape=ATTR, those whose set file gives
 * them ATTR.
 */
int
model_has_table(const struct selection *sel, size_t i,
    const struct ptable_spec *spec)
{
	return spec->attr == NULL || (sel->attrs != NULL &&
	    attr_find(sel->attrs[i], spec->attr) != NULL);
}

/*
 * Lays out table spec of curve i of sel in *t, of the shape its set
 * file gives for a spec with window=ATTR or shape=ATTR; leaves *t zero,
 * its spec NULL, where the curve has no such table (model_has_table()).
 * Returns 0, or -1 with what is wrong in err: a shape that is none, at
 * the set file's line, or a table too large (ptable_plan()).
 */
static int
plan_table(struct ptable *t, const struct ptable_spec *spec,
    const struct selection *sel, size_t i, char *err)
{
	struct ptable_shape	 shape;

	memset(t, 0, sizeof(*t));
	if (!model_has_table(sel, i, spec))
		return 0;
	if (spec->attr == NULL)
		return ptable_plan(t, spec, sel->v[i], NULL, err);
	if (ptable_shape_read(spec, attr_find(sel->attrs[i], spec->attr),
	    &shape, err) == -1) {
		errprefix(err, "%s:%d: %s: ", sel->set, sel->lines[i],
		    sel->labels[i]);
		return -1;
	}
	return ptable_plan(t, spec, sel->v[i], &shape, err);
}

/*
 * Builds into *rootp the tree of the curves of sel, as opts says, every
 * table checked against its limits before anything is computed; the
 * points of a table are computed when a template reads its rows, so
 * opts and what it points to must live as long as the tree.
 * Returns 0, or -1 with what is wrong in err (a table too large).
 */
int
model_build(struct tree *t, const struct selection *sel,
    const struct model_opts *opts, struct node **rootp, char *err)
{
	char *const		*sources = opts->sources;
	const unsigned int	*ws = opts->ws;
	size_t			 nsources = opts->nsources, nws = opts->nws;

	struct node	*root, *list, *ws_map, *cn, *cw, *mont;
	struct node	**ws_curves;
	struct ptable	*plans;
	const char	**files, **inputs;
	size_t		 i, j, n, nt = opts->ntables;

	/* Every table of every curve laid out, and checked, first. */
	plans = xcalloc(sel->len * nt + 1, sizeof(*plans));
	for (i = 0; i < sel->len; i++)
		for (j = 0; j < nt; j++)
			if (plan_table(&plans[i * nt + j], &opts->tables[j],
			    sel, i, err) == -1) {
				free(plans);
				return -1;
			}

	root = tree_map(t, NULL);
	map_set(root, "generator", tree_string(t, "ectab " ECTAB_VERSION));
	map_set(root, "version", tree_string(t, ECTAB_VERSION));
	prefix_nodes(t, root, opts->prefix);
	list = tree_list(t);
	for (i = 0; i < nsources; i++) {
		list_add(list, tree_string(t, source_name(sources[i])));
	}
	map_set(root, "sources", list);
	list = tree_list(t);
	files = xcalloc(sel->len + 1, sizeof(*files));
	inputs = xcalloc(nsources + sel->len + 1, sizeof(*inputs));
	for (j = 0; j < sel->len; j++)
		files[j] = sel->v[j]->file;
	n = input_files(sources, nsources, files, sel->len, inputs);
	for (i = 0; i < n; i++)
		list_add(list, tree_string(t, last_component(inputs[i])));
	free(files);
	free(inputs);
	map_set(root, "inputs", list);
	map_set(root, "notice", notice_node(t, opts->notice_text != NULL ?
	    opts->notice_text : default_notice));
	map_set(root, "notice_file", optional_string(t, opts->notice != NULL ?
	    source_name(opts->notice) : NULL));
	map_set(root, "count", tree_stringf(t, "%zu", sel->len));
	map_set(root, "constants", constants_node(t, NULL, NULL, 0, NULL));

	list = tree_list(t);
	map_set(root, "wordsizes", list);
	ws_curves = xcalloc(nws, sizeof(*ws_curves));
	for (j = 0; j < nws; j++) {
		ws_map = tree_map(t, NULL);
		map_set(ws_map, "w", tree_stringf(t, "%u", ws[j]));
		map_set(ws_map, "constants", constants_node(t, NULL, NULL,
		    ws[j], NULL));
		ws_curves[j] = tree_list(t);
		map_set(ws_map, "curves", ws_curves[j]);
		list_add(list, ws_map);
	}
	list = tree_list(t);
	for (i = 0; i < opts->ntables; i++) {
		cn = tree_map(t, NULL);
		map_set(cn, "name", tree_string(t, opts->tables[i].name));
		map_set(cn, "kind", tree_string(t, opts->tables[i].kind ==
		    PTABLE_MULTIPLES ? "multiples" : "comb"));
		map_set(cn, "spec", tree_string(t, opts->tables[i].text));
		list_add(list, cn);
	}
	map_set(root, "tables", list);
	list = tree_list(t);
	map_set(root, "curves", list);
	for (i = 0; i < sel->len; i++) {
		mont = tree_list(t);
		cn = curve_node(t, sel->v[i], i, sel->labels[i],
		    sel->attrs != NULL ? sel->attrs[i] : NULL, opts, mont);
		list_add(list, cn);
		for (j = 0; j < nws; j++) {
			cw = curve_words_node(t, sel->v[i], cn, ws[j],
			    &plans[i * nt], opts);
			list_add(mont, cw);
			list_add(ws_curves[j], cw);
		}
	}
	check_model_names(t, opts);
	*rootp = root;
	free(plans);
	free(ws_curves);
	return 0;
}
