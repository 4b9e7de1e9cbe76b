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
 * Writes a curve as a definition stanza, in the layout of the files in
 * gen/curves: numbers in groups of eight hex digits counted from the
 * right, four groups to a line, continuation lines under the value.
 */
#include <stdlib.h>
#include <string.h>

#include "defs.h"
#include "stanza.h"

#define GROUPS_PER_LINE	4
#define SEED_GROUPS	5	/* a 160-bit seed on one line */
/*
 * Appends "    key:" and the blanks up to column col, where the values
 * start.  Key k's column is its block's (defs_key_column).
 */
static void
put_key_at(struct strbuf *out, const char *key, size_t col)
{
	size_t	 len;

	strbuf_addf(out, "    %s:", key);
	for (len = 4 + strlen(key) + 1; len < col; len++)
		strbuf_addc(out, ' ');
}

static void
put_key(struct strbuf *out, enum curve_key k)
{
	put_key_at(out, defs_key_name(k), defs_key_column(k));
}

static void
put_text(struct strbuf *out, enum curve_key k, const char *value)
{
	if (value == NULL)
		return;
	put_key(out, k);
	strbuf_addf(out, "%s\n", value);
}

/* Appends key: and the words of v, if there are any. */
static void
put_words(struct strbuf *out, enum curve_key k, char *const *v, size_t n)
{
	size_t	 i;

	if (n == 0)
		return;
	put_key(out, k);
	for (i = 0; i < n; i++)
		strbuf_addf(out, "%s%s", i > 0 ? " " : "", v[i]);
	strbuf_addc(out, '\n');
}

/*
 * Appends the hex digits s in groups of eight, per_line groups to a line,
 * continuation lines indented to column col.  With from_right, the first
 * group takes what is left over, so that the others end on the right.
 */
static void
put_groups(struct strbuf *out, const char *s, size_t per_line, size_t col,
    int from_right)
{
	size_t	 len = strlen(s), i, k, g;

	for (i = 0, g = 0; i < len; i += k, g++) {
		if (g > 0 && g % per_line == 0) {
			strbuf_addc(out, '\n');
			for (k = 0; k < col; k++)
				strbuf_addc(out, ' ');
		} else if (g > 0)
			strbuf_addc(out, ' ');
		k = g == 0 && from_right && len % 8 != 0 ? len % 8 : 8;
		if (k > len - i)
			k = len - i;
		strbuf_add(out, s + i, k);
	}
	strbuf_addc(out, '\n');
}

/* Appends key: v in hex, zero-padded to at least digits digits. */
static void
put_number(struct strbuf *out, enum curve_key k, const mpz_t v,
    size_t digits)
{
	size_t	 col = defs_key_column(k);
	size_t	 len = mpz_sizeinbase(v, 16);
	char	*hex;

	if (len < digits)
		len = digits;
	hex = xmalloc(len + 2);
	memset(hex, '0', len);
	mpz_get_str(hex + len - mpz_sizeinbase(v, 16), 16, v);
	put_key(out, k);
	put_groups(out, hex, GROUPS_PER_LINE, col, 1);
	free(hex);
}

/* Appends the X9.62 seed, its bytes in groups of four. */
static void
put_seed(struct strbuf *out, const unsigned char *seed, size_t len)
{
	struct strbuf	 hex;
	size_t		 i;

	strbuf_init(&hex);
	for (i = 0; i < len; i++)
		strbuf_addf(&hex, "%02x", seed[i]);
	put_key(out, KEY_SEED);
	put_groups(out, hex.s, SEED_GROUPS, defs_key_column(KEY_SEED), 0);
	strbuf_free(&hex);
}

/*
 * Appends a field element as standards print them: to the width of p,
 * unless it is small (a = 0, b = 7).
 */
static void
put_element(struct strbuf *out, enum curve_key k, const mpz_t v,
    const mpz_t p)
{
	size_t	 digits = mpz_sizeinbase(p, 16);

	put_number(out, k, v, mpz_sizeinbase(v, 16) > 8 ? digits : 0);
}

/*
 * The list keys of ectab-certify: numbers and separators, wrapped before
 * column CERT_COLS under the value.
 */
#define CERT_COLS	76

struct writer {
	struct strbuf	*out;
	size_t		 col, pos;
};

/*
 * Appends "    key:" and blanks to the value's column: that of the keys
 * of block 0, or one blank after a longer key.
 */
static void
list_key(struct writer *w, struct strbuf *out, const char *key)
{
	size_t	 col = defs_key_column(KEY_P);

	w->out = out;
	w->pos = 4 + strlen(key) + 1;
	w->col = w->pos < col - 1 ? col : w->pos + 1;
	put_key_at(out, key, w->col);
	w->pos = w->col;
}

static void
list_newline(struct writer *w)
{
	strbuf_addc(w->out, '\n');
	for (w->pos = 0; w->pos < w->col; w->pos++)
		strbuf_addc(w->out, ' ');
}

/* Appends s[0..len), on a new line if it would reach CERT_COLS. */
static void
list_atom(struct writer *w, const char *s, size_t len, int space)
{
	if (w->pos > w->col && w->pos + len + (space != 0) > CERT_COLS)
		list_newline(w);
	else if (space && w->pos > w->col) {
		strbuf_addc(w->out, ' ');
		w->pos++;
	}
	strbuf_add(w->out, s, len);
	w->pos += len;
}

/*
 * Appends the hex number s[0..len) ('-' first if negative) in groups of
 * eight digits counted from the right, the last group followed by sep.
 */
static void
list_number(struct writer *w, const char *s, size_t len, const char *sep)
{
	struct strbuf	 g;
	size_t		 i, k, neg = len > 0 && *s == '-';

	strbuf_init(&g);
	for (i = neg; i < len; i += k) {
		k = i == neg && (len - neg) % 8 != 0 ? (len - neg) % 8 : 8;
		g.len = 0;
		if (i == neg && neg)
			strbuf_addc(&g, '-');
		strbuf_add(&g, s + i, k);
		if (i + k == len)
			strbuf_adds(&g, sep);
		list_atom(w, g.s, g.len, i > neg || w->pos > w->col);
	}
	strbuf_free(&g);
}

/*
 * Appends a list value as ectab-certify lays it out: s is the value
 * without blanks, its numbers joined by the separators of cert.c.  A
 * number takes the separator after it; '*' stands apart; each ';' of an
 * ECPP certificate starts a line.
 */
static void
put_list(struct strbuf *out, const char *key, const char *s, int ecpp)
{
	struct writer	 w;
	struct strbuf	 sep;
	size_t		 len, e;

	strbuf_init(&sep);
	strbuf_adds(&sep, "");
	list_key(&w, out, key);
	while (*s != '\0') {
		if (*s == '*') {
			list_atom(&w, "*", 1, 1);
			s++;
			continue;
		}
		if (ecpp && *s == ';') {
			list_newline(&w);
			list_atom(&w, ";", 1, 0);
			s++;
			continue;
		}
		/* The number, its exponent, and a ',' or ';' after it. */
		len = strcspn(s + (*s == '-'), "*^,;") + (*s == '-');
		e = s[len] == '^' ? strcspn(s + len, "*,;") : 0;
		sep.len = 0;
		strbuf_add(&sep, s + len, e);
		if (s[len + e] == ',' || (!ecpp && s[len + e] == ';'))
			strbuf_addc(&sep, s[len + e]);
		list_number(&w, s, len, sep.s);
		s += len + sep.len;
	}
	strbuf_addc(out, '\n');
	strbuf_free(&sep);
}

/* Returns 1 if k is an effort key, which goes with its composite. */
static int
is_effort_key(int k)
{
	int	 f;

	for (f = 0; f < FACTORED_COUNT; f++)
		if (k == (int)factored_keys[f][EFFORT_KEY])
			return 1;
	return 0;
}

/*
 * Appends the keys of ectab-certify, in the order it writes them: the
 * primes, the ECPP certificates, and each factorization with what is
 * left of it.
 */
void
stanza_certificates(struct strbuf *out, const struct curve *c)
{
	struct writer	 w;
	const char	*text;
	char	*hex;
	size_t	 i;
	int	 f;

	if (c->primes != NULL)
		put_list(out, "primes", c->primes, 0);
	for (i = 0; i < c->necpp; i++)
		put_list(out, "ecpp", c->ecpp[i].text, 1);
	for (f = 0; f < FACTORED_COUNT; f++) {
		if (c->factors[f] == NULL)
			continue;
		put_list(out, defs_key_name(factored_keys[f][FACTORS_KEY]),
		    c->factors[f], 0);
		if (mpz_sgn(c->composite[f]) == 0)
			continue;
		hex = mpz_get_str(NULL, 16, c->composite[f]);
		put_list(out, defs_key_name(factored_keys[f][COMPOSITE_KEY]),
		    hex, 0);
		free(hex);
		if ((text = c->text[factored_keys[f][EFFORT_KEY]]) == NULL)
			continue;
		list_key(&w, out, defs_key_name(factored_keys[f][EFFORT_KEY]));
		strbuf_addf(out, "%s\n", text);
	}
}

/* Appends the stanza of c: "curve NAME", then its keys. */
void
stanza_write(struct strbuf *out, const struct curve *c)
{
	mpz_t	 neg;
	int	 k;

	strbuf_addf(out, "curve %s\n", c->name);
	put_words(out, KEY_ALIAS, c->aliases, c->naliases);
	put_words(out, KEY_OID, c->oids, c->noids);
	put_words(out, KEY_NID, c->nids, c->nnids);
	put_text(out, KEY_COMMENT, c->comment);
	put_text(out, KEY_SOURCE, c->source);
	for (k = 0; k < KEY_COUNT; k++)
		if (!is_effort_key(k))
			put_text(out, k, c->text[k]);
	put_number(out, KEY_P, c->p, 0);
	mpz_init(neg);
	mpz_sub(neg, c->p, c->a);
	if (mpz_cmp_ui(neg, 3) == 0) {
		put_key(out, KEY_A);
		strbuf_adds(out, "-3\n");
	} else
		put_element(out, KEY_A, c->a, c->p);
	mpz_clear(neg);
	put_element(out, KEY_B, c->b, c->p);
	put_element(out, KEY_GX, c->gx, c->p);
	put_element(out, KEY_GY, c->gy, c->p);
	put_number(out, KEY_N, c->n, 0);
	put_number(out, KEY_H, c->h, 0);
	if (c->seed != NULL)
		put_seed(out, c->seed, c->seed_len);
	if (c->has_rfc5639) {
		put_number(out, KEY_RFC5639_SEED_P, c->rfc5639_seed_p,
		    RFC5639_SEED_DIGITS);
		put_number(out, KEY_RFC5639_SEED_AB, c->rfc5639_seed_ab,
		    RFC5639_SEED_DIGITS);
	}
	if (c->twist_of != NULL) {
		put_text(out, KEY_TWIST_OF, c->twist_of);
		put_number(out, KEY_TWIST_Z, c->twist_z, 0);
	}
	if (c->embedding_degree != 0) {
		put_key(out, KEY_EMBEDDING_DEGREE);
		strbuf_addf(out, "%d\n", c->embedding_degree);
	}
	stanza_certificates(out, c);
}
