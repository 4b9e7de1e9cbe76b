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
 * The curve definition reader.
 *
 * A definition file is a sequence of stanzas:
 *
 *	curve NAME
 *	    key: value
 *	         continuation of a number
 *
 * Lines are read whole, checked for stray bytes, and dispatched on their
 * first non-blank character.  Numbers are collected as hex digits over
 * their continuation lines and converted when the stanza ends, so that a
 * value written -N for a or b can be taken from p.
 */
#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "defs.h"
#include "util.h"

#define NAME_MAX_LEN	32	/* keeps generated C lines under 80 columns */
#define LINE_MAX_LEN	4096	/* a 4096-bit number takes 1024 digits */
#define COMMENT_MAX_LEN	72

/* What a key's value is. */
enum value_kind {
	VALUE_TEXT,
	VALUE_NUMBER,		/* hex digits, grouped by blanks */
	VALUE_LIST		/* numbers joined by "*^,;-", for cert.c */
};

struct key_info {
	const char	*name;
	enum value_kind	 kind;
	int		 required;
	int		 block;		/* of the stanza writer's columns */
};

static const struct key_info curve_keys[KEY_COUNT] = {
#define KEY_ROW(id, name, kind, required, block) \
	{ name, VALUE_##kind, required, block },
	CURVE_KEYS(KEY_ROW)
#undef KEY_ROW
};


struct reader {
	const char		*file;
	int			 line;
	struct curve_list	*all;		/* curves read so far */
	struct curve		*cur;		/* stanza being read or NULL */
	enum curve_key		 pending;	/* number being continued */
	int			 ecpp_line;	/* of the ecpp key pending */
	struct strbuf		 digits[KEY_COUNT];
	int			 negative[KEY_COUNT];
	int			 prefixed[KEY_COUNT];
	char			*err;
};

static int
is_blank(int c)
{
	return c == ' ' || c == '\t';
}

static int
is_name_char(int c)
{
	return isascii(c) && (isalnum(c) || c == '_' || c == '-' || c == '.');
}

/*
 * Returns the embedding degree s declares: a decimal number from 1 to
 * MOV_BOUND - 1 (a larger one needs no declaring), or 0 if s is not one.
 */
int
defs_embedding_degree(const char *s)
{
	int	 v = 0;

	if (*s < '1' || *s > '9')
		return 0;
	for (; *s >= '0' && *s <= '9' && v < MOV_BOUND; s++)
		v = 10 * v + (*s - '0');
	return *s == '\0' && v < MOV_BOUND ? v : 0;
}

/* Returns the name of key k in definition files. */
const char *
defs_key_name(enum curve_key k)
{
	return curve_keys[k].name;
}

/*
 * Returns the column of the value of key k in a stanza: one blank after
 * the colon of the longest key of its block, the keys indented by four.
 */
size_t
defs_key_column(enum curve_key k)
{
	size_t	 i, len, col = 0;

	for (i = 0; i < KEY_COUNT; i++) {
		len = 4 + strlen(curve_keys[i].name) + 2;
		if (curve_keys[i].block == curve_keys[k].block && len > col)
			col = len;
	}
	return col;
}

/*
 * Appends the keys, one a line, as ectab list --keys writes them: the
 * name, the kind (text, number or list), "required" or "-", and
 * "certify" for a key ectab-certify writes or "-".
 */
void
defs_list_keys(struct strbuf *out)
{
	static const char *const kinds[] = { "text", "number", "list" };
	size_t	 i;

	for (i = 0; i < KEY_COUNT; i++)
		strbuf_addf(out, "%-25s %-6s %-8s %s\n", curve_keys[i].name,
		    kinds[curve_keys[i].kind], curve_keys[i].required ?
		    "required" : "-", defs_key_certified(i) ? "certify" : "-");
}

/* Returns 1 if ectab-certify writes key k (its certificates' block). */
int
defs_key_certified(enum curve_key k)
{
	return curve_keys[k].block == CERT_BLOCK;
}

/* Returns 1 if name may name a curve: the rules check_name() applies. */
int
defs_name_ok(const char *name)
{
	size_t	 i, len = strlen(name);

	for (i = 0; i < len; i++)
		if (!is_name_char((unsigned char)name[i]))
			return 0;
	return len > 0 && len <= NAME_MAX_LEN;
}

static int
is_hex_digit(int c)
{
	return isascii(c) && isxdigit(c);
}

static int	 fail(struct reader *, int, const char *, ...)
		    __attribute__((__format__(__printf__, 3, 4)));

/*
 * Sets the reader's message to "file:line: " and what fmt says.  Returns
 * -1, for "return fail(...)".
 */
static int
fail(struct reader *r, int line, const char *fmt, ...)
{
	va_list	 ap;

	va_start(ap, fmt);
	verrmsg(r->err, fmt, ap);
	va_end(ap);
	errprefix(r->err, "%s:%d: ", r->file, line);
	return -1;
}

/* Describes byte c for a message: the character, or its hex value. */
static const char *
byte_name(int c, char buf[8])
{
	if (isascii(c) && isgraph(c))
		snprintf(buf, 8, "'%c'", c);
	else
		snprintf(buf, 8, "0x%02x", c & 0xff);
	return buf;
}

/* Returns 1 if s[0..len) is well-formed UTF-8 (RFC 3629). */
static int
utf8_valid(const unsigned char *s, size_t len)
{
	size_t		 i, n, k;
	unsigned long	 cp;

	for (i = 0; i < len; i += n) {
		if (s[i] < 0x80) {
			n = 1;
			continue;
		}
		if (s[i] >= 0xc2 && s[i] <= 0xdf) {
			n = 2;
			cp = s[i] & 0x1f;
		} else if (s[i] >= 0xe0 && s[i] <= 0xef) {
			n = 3;
			cp = s[i] & 0x0f;
		} else if (s[i] >= 0xf0 && s[i] <= 0xf4) {
			n = 4;
			cp = s[i] & 0x07;
		} else
			return 0;
		if (len - i < n)
			return 0;
		for (k = 1; k < n; k++) {
			if ((s[i + k] & 0xc0) != 0x80)
				return 0;
			cp = cp << 6 | (s[i + k] & 0x3f);
		}
		if ((n == 3 && cp < 0x800) || (n == 4 && cp < 0x10000) ||
		    cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff))
			return 0;
	}
	return 1;
}

/*
 * Checks the bytes of one line (without its newline): comment lines may
 * hold UTF-8 text, every other line is printable ASCII and tabs.
 */
static int
check_line_bytes(struct reader *r, const char *s, size_t len, int comment)
{
	size_t	 i;
	char	 b[8];

	for (i = 0; i < len; i++) {
		unsigned char c = (unsigned char)s[i];

		if (c == '\0')
			return fail(r, r->line, "NUL byte in line");
		if (c == '\r')
			return fail(r, r->line, "carriage return in line "
			    "(definition files use LF line endings)");
		if (c < 0x20 && c != '\t')
			return fail(r, r->line, "control character %s in line",
			    byte_name(c, b));
		if (c == 0x7f)
			return fail(r, r->line, "control character %s in line",
			    byte_name(c, b));
		if (c >= 0x80 && !comment)
			return fail(r, r->line, "non-ASCII byte %s outside a "
			    "comment", byte_name(c, b));
	}
	if (comment && !utf8_valid((const unsigned char *)s, len))
		return fail(r, r->line, "invalid UTF-8 in comment");
	return 0;
}

static int
check_name(struct reader *r, const char *name, size_t len)
{
	size_t	 i;
	char	 b[8];

	if (len > NAME_MAX_LEN)
		return fail(r, r->line, "name longer than 32 characters: "
		    "%.32s...", name);
	for (i = 0; i < len; i++)
		if (!is_name_char((unsigned char)name[i]))
			return fail(r, r->line, "%s in name (names are "
			    "letters, digits, '_', '-' and '.')",
			    byte_name((unsigned char)name[i], b));
	return 0;
}

/*
 * Checks that name is not already the name or alias of a curve, this one
 * included.
 */
static int
check_unique(struct reader *r, const char *name, int line)
{
	const struct curve	*c;

	if (r->cur != NULL && curve_has_name(r->cur, name))
		return fail(r, line, "name \"%s\" repeated in curve %s",
		    name, r->cur->name);
	if ((c = curve_list_find(r->all, name)) != NULL)
		return fail(r, line, "name \"%s\" already used by curve %s "
		    "(%s:%d)", name, c->name, c->file, c->line);
	return 0;
}

/*
 * Checks that a new curve name gives C identifiers of its own (see
 * curve_list_ident_clash).
 */
static int
check_ident(struct reader *r, const char *name)
{
	const struct curve *c;

	if ((c = curve_list_ident_clash(r->all, name)) == NULL)
		return 0;
	return fail(r, r->line, "curve name %s clashes with curve %s (%s:%d) "
	    "in C identifiers ('-' and '.' become '_')", name, c->name,
	    c->file, c->line);
}

/* Returns 1 if s is a dotted-decimal OID: two or more arcs, first 0-2. */
static int
oid_valid(const char *s)
{
	int	 arcs = 0;

	if (*s < '0' || *s > '2')
		return 0;
	for (;;) {
		if (!isdigit((unsigned char)*s))
			return 0;
		if (*s == '0' && isdigit((unsigned char)s[1]))
			return 0;
		while (isdigit((unsigned char)*s))
			s++;
		arcs++;
		if (*s == '\0')
			break;
		if (*s++ != '.')
			return 0;
	}
	return arcs >= 2;
}

/* Returns 1 if s is a C identifier. */
static int
identifier_valid(const char *s)
{
	if (!isascii((unsigned char)*s) ||
	    !(isalpha((unsigned char)*s) || *s == '_'))
		return 0;
	for (s++; *s != '\0'; s++)
		if (!isascii((unsigned char)*s) ||
		    !(isalnum((unsigned char)*s) || *s == '_'))
			return 0;
	return 1;
}

/*
 * Checks that the current curve's OIDs name no other curve and are
 * distinct: "ectab import" resolves a named curve by its OID.
 */
static int
check_oids(struct reader *r)
{
	const struct curve *c = r->cur, *other;
	size_t		 i, j;

	for (i = 0; i < c->noids; i++) {
		for (j = 0; j < i; j++)
			if (strcmp(c->oids[i], c->oids[j]) == 0)
				return fail(r, r->line, "oid %s repeated",
				    c->oids[i]);
		if ((other = curve_list_find_oid(r->all, c->oids[i])) != NULL)
			return fail(r, r->line, "oid %s already used by curve "
			    "%s (%s:%d)", c->oids[i], other->name,
			    other->file, other->line);
	}
	return 0;
}

/*
 * Finds the blank-separated word at or after *s: sets *word and *len and
 * moves *s past it.  Returns 0 if there is none.
 */
static int
next_word(const char **s, const char **word, size_t *len)
{
	while (is_blank(**s))
		(*s)++;
	if (**s == '\0')
		return 0;
	*word = *s;
	while (**s != '\0' && !is_blank(**s))
		(*s)++;
	*len = (size_t)(*s - *word);
	return 1;
}

/*
 * Stores the blank-separated words of value in *v, each of which must
 * pass ok(); bad says what one that does not fails to be.
 */
static int
set_words(struct reader *r, const char *value, int (*ok)(const char *),
    const char *bad, char ***v, size_t *n)
{
	const char	*s = value, *w;
	char		*word;
	size_t		 len;

	while (next_word(&s, &w, &len)) {
		word = xstrndup(w, len);
		if (!ok(word)) {
			fail(r, r->line, "%s: %s", bad, word);
			free(word);
			return -1;
		}
		*v = xreallocarray(*v, *n + 1, sizeof(**v));
		(*v)[(*n)++] = word;
	}
	return 0;
}

static int
set_aliases(struct reader *r, const char *value)
{
	struct curve	*c = r->cur;
	const char	*s = value, *w;
	char		*name;
	size_t		 len;

	while (next_word(&s, &w, &len)) {
		if (check_name(r, w, len) == -1)
			return -1;
		name = xstrndup(w, len);
		if (check_unique(r, name, r->line) == -1) {
			free(name);
			return -1;
		}
		c->aliases = xreallocarray(c->aliases, c->naliases + 1,
		    sizeof(*c->aliases));
		c->aliases[c->naliases++] = name;
	}
	return 0;
}

/*
 * Checks and stores a comment or a source.  They go unchanged into C
 * comments and JSON strings, so they are printable ASCII without '"',
 * '\\', comment delimiters or trigraphs, and short enough for one line.
 */
static int
set_remark(struct reader *r, enum curve_key key, const char *value,
    char **dst)
{
	const char	*s, *name = curve_keys[key].name;
	char		 b[8];

	if (strlen(value) > COMMENT_MAX_LEN)
		return fail(r, r->line, "%s longer than 72 characters", name);
	for (s = value; *s != '\0'; s++)
		if (*s < 0x20 || *s > 0x7e)
			return fail(r, r->line, "%s in %s (a %s is printable "
			    "ASCII)", byte_name((unsigned char)*s, b), name,
			    name);
	if (strpbrk(value, "\"\\") != NULL || strstr(value, "/*") != NULL ||
	    strstr(value, "*/") != NULL || strstr(value, "??") != NULL)
		return fail(r, r->line, "%s may not contain '\"', '\\', "
		    "'/*', '*/' or '?\?'", name);
	*dst = xstrdup(value);
	return 0;
}

/* Stores the value of a key that is not a number. */
static int
set_text(struct reader *r, enum curve_key key, const char *value)
{
	struct curve	*c = r->cur;

	switch (key) {
	case KEY_ALIAS:
		return set_aliases(r, value);
	case KEY_OID:
		if (set_words(r, value, oid_valid, "oid is not a dotted-"
		    "decimal object identifier", &c->oids,
		    &c->noids) == -1)
			return -1;
		c->oid = c->oids[0];
		return check_oids(r);
	case KEY_NID:
		if (set_words(r, value, identifier_valid,
		    "nid is not a C identifier", &c->nids,
		    &c->nnids) == -1)
			return -1;
		c->nid = c->nids[0];
		return 0;
	case KEY_COMMENT:
		return set_remark(r, key, value, &c->comment);
	case KEY_SOURCE:
		return set_remark(r, key, value, &c->source);
	case KEY_TWIST_OF:
		if (check_name(r, value, strlen(value)) == -1)
			return -1;
		c->twist_of = xstrdup(value);
		return 0;
	case KEY_EMBEDDING_DEGREE:
		if ((c->embedding_degree = defs_embedding_degree(value)) == 0)
			return fail(r, r->line, "embedding_degree is not a "
			    "decimal number from 1 to 99: %s", value);
		return 0;
	default:
		return set_remark(r, key, value, &c->text[key]);
	}
}

/*
 * Collects one line of a list of numbers (a factorization or an ECPP
 * certificate): hex digits and the separators cert.c reads, blanks
 * dropped.
 */
static int
scan_list(struct reader *r, enum curve_key key, const char *s)
{
	char	 b[8];

	for (; *s != '\0'; s++) {
		if (is_blank(*s))
			continue;
		if (!is_hex_digit((unsigned char)*s) &&
		    strchr("*^,;-", *s) == NULL)
			return fail(r, r->line, "%s in %s (hex digits and "
			    "'*', '^', ',', ';', '-')", byte_name((unsigned
			    char)*s, b), curve_keys[key].name);
		strbuf_addc(&r->digits[key], (char)tolower((unsigned char)*s));
	}
	return 0;
}

/*
 * Collects the hex digits of one line of a number: the value may open
 * with '-' (a and b only) and then '0x', on the key's line or, if that is
 * empty, on the first continuation line; digits may be grouped by blanks.
 */
static int
scan_digits(struct reader *r, enum curve_key key, const char *s)
{
	char	 b[8];
	int	 first;

	if (curve_keys[key].kind == VALUE_LIST)
		return scan_list(r, key, s);
	first = r->digits[key].len == 0 && !r->negative[key] &&
	    !r->prefixed[key];

	if (first && *s == '-') {
		if (key != KEY_A && key != KEY_B)
			return fail(r, r->line, "'-' is only allowed in a and "
			    "b, not in %s", curve_keys[key].name);
		r->negative[key] = 1;
		s++;
		if (!is_hex_digit((unsigned char)*s))
			return fail(r, r->line, "'-' not followed by digits "
			    "in %s", curve_keys[key].name);
	}
	if (first && s[0] == '0' && (s[1] == 'x' || s[1] == 'X')) {
		r->prefixed[key] = 1;
		s += 2;
	}
	for (; *s != '\0'; s++) {
		if (is_blank(*s))
			continue;
		if (!is_hex_digit((unsigned char)*s))
			return fail(r, r->line, "%s is not a hex digit in %s",
			    byte_name((unsigned char)*s, b),
			    curve_keys[key].name);
		strbuf_addc(&r->digits[key], (char)tolower((unsigned char)*s));
	}
	return 0;
}

/* Moves the text of an ecpp key from digits to the curve. */
static void
add_ecpp(struct curve *c, struct strbuf *digits, int line)
{
	c->ecpp = xreallocarray(c->ecpp, c->necpp + 1, sizeof(*c->ecpp));
	c->ecpp[c->necpp].text = xstrdup(digits->s);
	c->ecpp[c->necpp++].line = line;
	strbuf_free(digits);
	strbuf_init(digits);
}

/* Checks a number once its last continuation line has been read. */
static int
finish_number(struct reader *r)
{
	enum curve_key	 key = r->pending;
	int		 line;

	if (key == KEY_COUNT)
		return 0;
	r->pending = KEY_COUNT;
	line = key == KEY_ECPP ? r->ecpp_line : r->cur->key_line[key];
	if (key == KEY_ECPP && r->digits[key].len > 0) {
		add_ecpp(r->cur, &r->digits[key], line);
		return 0;
	}
	if (r->digits[key].len == 0)
		return fail(r, line, r->prefixed[key] ?
		    "'0x' without digits in %s" : "empty value for %s",
		    curve_keys[key].name);
	if (key == KEY_SEED && r->digits[key].len % 2 != 0)
		return fail(r, line, "seed has an odd number of hex digits");
	if (key == KEY_SEED && r->digits[key].len < 2 * SEED_MIN_BYTES)
		return fail(r, line, "seed is shorter than 160 bits (X9.62 "
		    "seeds have at least 20 bytes)");
	if (key == KEY_SEED && r->digits[key].len > 2 * SEED_MAX_BYTES)
		return fail(r, line, "seed is longer than 4096 bits (ectab "
		    "takes X9.62 seeds of 20 to 512 bytes)");
	if ((key == KEY_RFC5639_SEED_P || key == KEY_RFC5639_SEED_AB) &&
	    r->digits[key].len != RFC5639_SEED_DIGITS)
		return fail(r, line, "%s is not 160 bits: RFC 5639 seeds are "
		    "40 hex digits", curve_keys[key].name);
	return 0;
}

static void
reset_stanza(struct reader *r)
{
	int	 k;

	for (k = 0; k < KEY_COUNT; k++) {
		strbuf_free(&r->digits[k]);
		r->negative[k] = 0;
		r->prefixed[k] = 0;
	}
	r->pending = KEY_COUNT;
	curve_free(r->cur);
	r->cur = NULL;
}

static void
set_seed(struct curve *c, const struct strbuf *digits)
{
	size_t	 i;
	char	 byte[3];

	c->seed_len = digits->len / 2;
	c->seed = xmalloc(c->seed_len);
	byte[2] = '\0';
	for (i = 0; i < c->seed_len; i++) {
		byte[0] = digits->s[2 * i];
		byte[1] = digits->s[2 * i + 1];
		c->seed[i] = (unsigned char)strtoul(byte, NULL, 16);
	}
}

/*
 * Checks that keys that only mean something together are given together:
 * key a needs key b.
 */
static int
check_pair(struct reader *r, enum curve_key a, enum curve_key b)
{
	struct curve	*c = r->cur;

	if (c->key_line[a] == 0 || c->key_line[b] != 0)
		return 0;
	return fail(r, c->key_line[a], "curve %s: %s without %s", c->name,
	    curve_keys[a].name, curve_keys[b].name);
}

/* Checks the value of effort key k, where the stanza has it. */
static int
check_effort(struct reader *r, enum curve_key k)
{
	struct effort	 e;

	if (r->cur->key_line[k] == 0 ||
	    effort_read(r->cur->text[k], &e) == 0)
		return 0;
	return fail(r, r->cur->key_line[k], "%s is not \"ecm N curves to "
	    "B1 N, nfs N s\" in decimal", curve_keys[k].name);
}

/*
 * Returns 1 if the reader keeps the value of number or list key k: in
 * num[k], or as the seed, a factorization or a certificate.
 */
static int
kept(int k, mpz_t *const num[KEY_COUNT])
{
	int	 i;

	if (num[k] != NULL || k == KEY_SEED || k == KEY_PRIMES ||
	    k == KEY_ECPP)
		return 1;
	for (i = 0; i < FACTORED_COUNT; i++)
		if (k == (int)factored_keys[i][FACTORS_KEY])
			return 1;
	return 0;
}

/*
 * Ends the stanza being read: checks that every required key is there,
 * converts the numbers, and adds the curve to the list.
 */
static int
finish_stanza(struct reader *r)
{
	struct curve	*c = r->cur;
	mpz_t		*num[KEY_COUNT] = {
		[KEY_P] = &c->p, [KEY_A] = &c->a, [KEY_B] = &c->b,
		[KEY_GX] = &c->gx, [KEY_GY] = &c->gy, [KEY_N] = &c->n,
		[KEY_H] = &c->h, [KEY_RFC5639_SEED_P] = &c->rfc5639_seed_p,
		[KEY_RFC5639_SEED_AB] = &c->rfc5639_seed_ab,
		[KEY_TWIST_Z] = &c->twist_z,
		[KEY_TWIST_COMPOSITE] = &c->composite[FACTORED_TWIST],
		[KEY_N_MINUS_1_COMPOSITE] = &c->composite[FACTORED_N_MINUS_1],
		[KEY_CM_COMPOSITE] = &c->composite[FACTORED_CM],
		[KEY_TWIST_L_MINUS_1_COMPOSITE] =
		    &c->composite[FACTORED_TWIST_L_MINUS_1],
	};
	int		 k, i;

	if (finish_number(r) == -1)
		return -1;
	for (k = 0; k < KEY_COUNT; k++)
		if (curve_keys[k].required && c->key_line[k] == 0)
			return fail(r, c->line, "curve %s: missing key %s",
			    c->name, curve_keys[k].name);
	if (check_pair(r, KEY_RFC5639_SEED_P, KEY_RFC5639_SEED_AB) == -1 ||
	    check_pair(r, KEY_RFC5639_SEED_AB, KEY_RFC5639_SEED_P) == -1 ||
	    check_pair(r, KEY_TWIST_OF, KEY_TWIST_Z) == -1 ||
	    check_pair(r, KEY_TWIST_Z, KEY_TWIST_OF) == -1)
		return -1;
	for (i = 0; i < FACTORED_COUNT; i++)
		if (check_pair(r, factored_keys[i][COMPOSITE_KEY],
		    factored_keys[i][FACTORS_KEY]) == -1 ||
		    check_pair(r, factored_keys[i][EFFORT_KEY],
		    factored_keys[i][COMPOSITE_KEY]) == -1 ||
		    check_effort(r, factored_keys[i][EFFORT_KEY]) == -1)
			return -1;
	for (k = 0; k < KEY_COUNT; k++) {
		if (c->key_line[k] != 0 && curve_keys[k].kind != VALUE_TEXT &&
		    !kept(k, num))
			return fail(r, c->key_line[k], "internal error: no "
			    "place for the value of %s (defs.c, finish_stanza)",
			    curve_keys[k].name);
		if (num[k] == NULL || c->key_line[k] == 0)
			continue;
		if (mpz_set_str(*num[k], r->digits[k].s, 16) != 0)
			return fail(r, c->key_line[k], "bad number in %s",
			    curve_keys[k].name);
		if (r->negative[k]) {
			if (mpz_sgn(*num[k]) == 0 ||
			    mpz_cmp(*num[k], c->p) > 0)
				return fail(r, c->key_line[k], "%s = -N needs "
				    "0 < N <= p", curve_keys[k].name);
			mpz_sub(*num[k], c->p, *num[k]);
		}
	}
	for (i = 0; i < FACTORED_COUNT; i++) {
		k = factored_keys[i][COMPOSITE_KEY];
		if (c->key_line[k] != 0 && mpz_cmp_ui(c->composite[i], 4) < 0)
			return fail(r, c->key_line[k], "%s is below 4, so "
			    "not composite", curve_keys[k].name);
		k = factored_keys[i][FACTORS_KEY];
		if (c->key_line[k] != 0)
			c->factors[i] = xstrdup(r->digits[k].s);
	}
	if (c->key_line[KEY_PRIMES] != 0)
		c->primes = xstrdup(r->digits[KEY_PRIMES].s);
	if (c->key_line[KEY_SEED] != 0)
		set_seed(c, &r->digits[KEY_SEED]);
	c->has_rfc5639 = c->key_line[KEY_RFC5639_SEED_P] != 0;
	curve_list_add(r->all, c);
	r->cur = NULL;
	reset_stanza(r);
	return 0;
}

/* Reads "curve NAME", the first line of a stanza. */
static int
read_curve_line(struct reader *r, const char *s)
{
	const char	*e;
	char		*name;

	if (strncmp(s, "curve", 5) != 0 || (s[5] != '\0' && !is_blank(s[5])))
		return fail(r, r->line, "expected \"curve NAME\" or an "
		    "indented \"key: value\" line");
	for (s += 5; is_blank(*s); s++)
		;
	if (*s == '\0')
		return fail(r, r->line, "curve without a name");
	for (e = s; *e != '\0' && !is_blank(*e); e++)
		;
	if (*e != '\0')
		return fail(r, r->line, "text after the curve name: %s",
		    e + 1);
	if (r->cur != NULL && finish_stanza(r) == -1)
		return -1;
	if (check_name(r, s, (size_t)(e - s)) == -1)
		return -1;
	name = xstrndup(s, (size_t)(e - s));
	if (check_unique(r, name, r->line) == -1 ||
	    check_ident(r, name) == -1) {
		free(name);
		return -1;
	}
	r->cur = curve_new(name, r->file, r->line);
	free(name);
	return 0;
}

/* Reads an indented line: "key: value", or more digits of a number. */
static int
read_key_line(struct reader *r, const char *s)
{
	const char	*e;
	char		 key[32];
	int		 k;

	for (e = s; isascii((unsigned char)*e) &&
	    (isalpha((unsigned char)*e) || *e == '_' ||
	    (e > s && isdigit((unsigned char)*e))); e++)
		;
	if (e == s || *e != ':') {
		if (r->cur == NULL)
			return fail(r, r->line, "indented line outside a "
			    "curve stanza");
		if (r->pending == KEY_COUNT)
			return fail(r, r->line,
			    "line is neither \"key: value\" nor the "
			    "continuation of a number");
		return scan_digits(r, r->pending, s);
	}
	if ((size_t)(e - s) >= sizeof(key))
		return fail(r, r->line, "unknown key %.15s...", s);
	snprintf(key, sizeof(key), "%.*s", (int)(e - s), s);
	for (k = 0; k < KEY_COUNT; k++)
		if (strcmp(curve_keys[k].name, key) == 0)
			break;
	if (k == KEY_COUNT)
		return fail(r, r->line, "unknown key %s", key);
	if (r->cur == NULL)
		return fail(r, r->line, "key %s outside a curve stanza", key);
	if (finish_number(r) == -1)
		return -1;
	if (k == KEY_ECPP)
		r->ecpp_line = r->line;
	if (r->cur->key_line[k] != 0 && k != KEY_ECPP)
		return fail(r, r->line, "repeated key %s (first on line %d)",
		    key, r->cur->key_line[k]);
	if (r->cur->key_line[k] == 0)
		r->cur->key_line[k] = r->line;
	for (s = e + 1; is_blank(*s); s++)
		;
	if (curve_keys[k].kind != VALUE_TEXT) {
		r->pending = (enum curve_key)k;
		return scan_digits(r, (enum curve_key)k, s);
	}
	if (*s == '\0')
		return fail(r, r->line, "empty value for %s", key);
	return set_text(r, (enum curve_key)k, s);
}

/* Reads one line; s is NUL-terminated, without its newline. */
static int
read_line(struct reader *r, char *s, size_t len)
{
	const char	*t;
	size_t		 end;

	for (t = s; is_blank(*t); t++)
		;
	if (check_line_bytes(r, s, len, *t == '#') == -1)
		return -1;
	if (*t == '#')
		return 0;
	for (end = len; end > 0 && is_blank(s[end - 1]); end--)
		;
	s[end] = '\0';
	if (*t == '\0')
		return 0;
	if (t == s)
		return read_curve_line(r, s);
	return read_key_line(r, t);
}

/*
 * Reads the definitions in buf[0..len), named file in messages, and adds
 * its curves to cl.  Returns 0, or -1 with "file:line: what is wrong" in
 * errbuf; cl then holds the curves of earlier files only.
 */
int
defs_read_mem(const char *file, const char *buf, size_t len,
    struct curve_list *cl, char *errbuf)
{
	struct reader	 r;
	char		*line = NULL;
	size_t		 before, start, end;
	int		 k, rc = -1;

	memset(&r, 0, sizeof(r));
	r.file = file;
	r.all = cl;
	r.pending = KEY_COUNT;
	r.err = errbuf;
	for (k = 0; k < KEY_COUNT; k++)
		strbuf_init(&r.digits[k]);
	before = cl->len;

	for (start = 0; start < len; start = end + 1) {
		for (end = start; end < len && buf[end] != '\n'; end++)
			;
		r.line++;
		if (end - start > LINE_MAX_LEN) {
			fail(&r, r.line, "line longer than 4096 characters");
			goto err;
		}
		line = xstrndup(buf + start, end - start);
		if (read_line(&r, line, end - start) == -1)
			goto err;
		free(line);
		line = NULL;
	}
	if (r.cur != NULL && finish_stanza(&r) == -1)
		goto err;
	if (cl->len == before) {
		fail(&r, r.line > 0 ? r.line : 1, "no curve defined in file");
		goto err;
	}
	rc = 0;
 err:
	free(line);
	reset_stanza(&r);
	if (rc == -1)
		curve_list_truncate(cl, before);
	return rc;
}

int
defs_read_file(const char *path, struct curve_list *cl, char *errbuf)
{
	char	*buf;
	size_t	 len;
	int	 rc;

	if (read_file(path, &buf, &len, errbuf) == -1)
		return -1;
	rc = defs_read_mem(path, buf, len, cl, errbuf);
	free(buf);
	return rc;
}
