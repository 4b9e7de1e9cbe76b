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
 * PEM blocks, read and written as RFC 7468 has them.
 *
 * The reader is strict: the BEGIN and END lines exactly, with the same
 * label; between them only lines of base64 characters, '=' padding at
 * the very end, and the bits past the last byte zero, so that a block
 * has one reading, as DER has.  Lines may be of any length, and end in
 * LF or CR LF.  RFC 1421's headers (Proc-Type, DEK-Info: an encrypted
 * block) have no place in RFC 7468 and are refused with their own
 * message.
 */
#include <stdlib.h>
#include <string.h>

#include "pem.h"

#define PEM_END		"-----END "
#define PEM_DASHES	"-----"
#define PEM_COLUMNS	64	/* RFC 7468's, and OpenSSL's */

static const char b64_alphabet[] =
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

/* The text being read, and the next line of it. */
struct cursor {
	const char	*file;
	const char	*text;
	size_t		 len;
	size_t		 pos;
	int		 line;
};

/* One line: its number, and its bytes without the LF and a CR before. */
struct line {
	const char	*s;
	size_t		 len;
	int		 no;
};

/* Sets l to the next line of c; returns 0 if the text has no more. */
static int
next_line(struct cursor *c, struct line *l)
{
	const char	*s = c->text + c->pos, *eol;
	size_t		 rest = c->len - c->pos;

	if (rest == 0)
		return 0;
	eol = memchr(s, '\n', rest);
	l->s = s;
	l->len = eol != NULL ? (size_t)(eol - s) : rest;
	l->no = c->line++;
	c->pos += eol != NULL ? l->len + 1 : l->len;
	if (l->len > 0 && s[l->len - 1] == '\r')
		l->len--;
	return 1;
}

static int
starts_with(const struct line *l, const char *prefix)
{
	size_t	 n = strlen(prefix);

	return l->len >= n && memcmp(l->s, prefix, n) == 0;
}

/* RFC 7468's labelchar: printable ASCII but '-'. */
static int
label_char(int ch)
{
	return ch > 0x20 && ch < 0x7f && ch != '-';
}

/*
 * Returns the label of l, a "prefix LABEL-----" line, as a string to be
 * freed, or NULL if l is not of that form.  RFC 7468: label = [labelchar
 * *(["-" / SP] labelchar)]; ectab wants one, not empty.
 */
static char *
boundary_label(const struct line *l, const char *prefix)
{
	const char	*s;
	size_t		 n, i, dashes = strlen(PEM_DASHES);

	if (!starts_with(l, prefix) ||
	    l->len < strlen(prefix) + 1 + dashes ||
	    memcmp(l->s + l->len - dashes, PEM_DASHES, dashes) != 0)
		return NULL;
	s = l->s + strlen(prefix);
	n = l->len - strlen(prefix) - dashes;
	for (i = 0; i < n; i++) {
		if (label_char((unsigned char)s[i]))
			continue;
		if ((s[i] == ' ' || s[i] == '-') && i > 0 && i + 1 < n &&
		    label_char((unsigned char)s[i - 1]) &&
		    label_char((unsigned char)s[i + 1]))
			continue;
		return NULL;
	}
	return xstrndup(s, n);
}

/* Returns the 6-bit value of a base64 character, or -1. */
static int
b64_value(int ch)
{
	if (ch >= 'A' && ch <= 'Z')
		return ch - 'A';
	if (ch >= 'a' && ch <= 'z')
		return ch - 'a' + 26;
	if (ch >= '0' && ch <= '9')
		return ch - '0' + 52;
	if (ch == '+')
		return 62;
	if (ch == '/')
		return 63;
	return -1;
}

/*
 * Appends the characters of l, a line of the base64 text, to b64.  '='
 * ends the text: *pad_line is set to the line of the first, after which
 * nothing but '=' may follow on that line, and no line but the END line.
 */
static int
body_line(const struct cursor *c, const struct line *l, struct strbuf *b64,
    int *pad_line, char *err)
{
	size_t	 i;
	int	 ch;

	if (*pad_line != 0)
		goto early_pad;
	if (l->len == 0) {
		errmsg(err, "%s:%d: empty line in a PEM block", c->file,
		    l->no);
		return -1;
	}
	if (b64->len == 0 && memchr(l->s, ':', l->len) != NULL) {
		errmsg(err, "%s:%d: PEM block with headers (encrypted?); EC "
		    "parameters have none", c->file, l->no);
		return -1;
	}
	for (i = 0; i < l->len; i++) {
		ch = (unsigned char)l->s[i];
		if (ch == '=') {
			if (*pad_line == 0)
				*pad_line = l->no;
		} else if (b64_value(ch) == -1) {
			if (ch >= 0x20 && ch < 0x7f)
				errmsg(err, "%s:%d: '%c' is not a base64 "
				    "character", c->file, l->no, ch);
			else
				errmsg(err, "%s:%d: byte 0x%02x is not a "
				    "base64 character", c->file, l->no, ch);
			return -1;
		} else if (*pad_line != 0)
			goto early_pad;
	}
	strbuf_add(b64, l->s, l->len);
	return 0;
 early_pad:
	errmsg(err, "%s:%d: '=' padding before the end of the base64 text",
	    c->file, *pad_line);
	return -1;
}

/*
 * Decodes b64, a whole number of 4-character groups whose last may end
 * in one or two '=', into b.  The bits of the last character beyond the
 * last byte must be zero: base64 of one reading (RFC 4648 3.5).  line is
 * the last line of the text, for messages.
 */
static int
b64_decode(const struct cursor *c, int line, const struct strbuf *b64,
    struct pem_block *b, char *err)
{
	unsigned long	 group = 0;
	size_t		 i, k, pad = 0;
	int		 ch;

	if (b64->len % 4 != 0) {
		errmsg(err, "%s:%d: base64 text of %zu characters, not a "
		    "multiple of 4 (truncated?)", c->file, line, b64->len);
		return -1;
	}
	while (pad < b64->len && b64->s[b64->len - 1 - pad] == '=')
		pad++;
	if (pad > 2) {
		errmsg(err, "%s:%d: base64 text ending in %zu '=', more than "
		    "padding takes", c->file, line, pad);
		return -1;
	}
	b->len = b64->len / 4 * 3 - pad;
	b->data = xmalloc(b->len);
	for (i = 0, k = 0; i < b64->len; i++) {
		ch = (unsigned char)b64->s[i];
		group = group << 6 | (ch == '=' ? 0 : (unsigned)b64_value(ch));
		if (i % 4 != 3)
			continue;
		b->data[k++] = (unsigned char)(group >> 16);
		if (k < b->len)
			b->data[k++] = (unsigned char)(group >> 8);
		if (k < b->len)
			b->data[k++] = (unsigned char)group;
	}
	if ((group & (pad == 0 ? 0 : pad == 1 ? 0xff : 0xffff)) != 0) {
		errmsg(err, "%s:%d: base64 text whose bits after the last "
		    "byte are not zero (not canonical base64)", c->file, line);
		return -1;
	}
	return 0;
}

/*
 * Checks that l, the line that ends the block begun on line begin with
 * label, is its END line.
 */
static int
end_line(const struct cursor *c, const struct line *l, int begin,
    const char *label, char *err)
{
	char	*end;
	int	 rc = -1;

	if ((end = boundary_label(l, PEM_END)) == NULL) {
		errmsg(err, "%s:%d: malformed END line: not \"" PEM_END
		    "LABEL" PEM_DASHES "\"", c->file, l->no);
		goto err;
	}
	if (strcmp(end, label) != 0) {
		errmsg(err, "%s:%d: END line of \"%.64s\", not of \"%.64s\" "
		    "begun on line %d", c->file, l->no, end, label, begin);
		goto err;
	}
	rc = 0;
 err:
	free(end);
	return rc;
}

/*
 * Reads the PEM block whose BEGIN line starts at text[*pos], line *line
 * of file, into b, and moves *pos and *line to the line after its END
 * line.  Returns 0, or -1 with "file:line: what is wrong" in err and b
 * empty.
 */
static int
read_block(const char *file, const char *text, size_t len, size_t *pos,
    int *line, struct pem_block *b, char *err)
{
	struct cursor	 c = { file, text, len, *pos, *line };
	struct line	 begin, l;
	struct strbuf	 b64;
	int		 last = 0, pad_line = 0, rc = -1;

	memset(b, 0, sizeof(*b));
	b->line = *line;
	strbuf_init(&b64);
	if (!next_line(&c, &begin) ||
	    (b->label = boundary_label(&begin, PEM_BEGIN)) == NULL) {
		errmsg(err, "%s:%d: malformed BEGIN line: not \"" PEM_BEGIN
		    "LABEL" PEM_DASHES "\"", file, *line);
		goto err;
	}
	for (;;) {
		if (!next_line(&c, &l)) {
			errmsg(err, "%s:%d: no \"" PEM_END "%.64s" PEM_DASHES
			    "\" line: the file ends inside the block",
			    file, begin.no, b->label);
			goto err;
		}
		if (starts_with(&l, PEM_END))
			break;
		if (starts_with(&l, PEM_BEGIN)) {
			errmsg(err, "%s:%d: BEGIN line inside the block begun "
			    "on line %d, which has no END line", file, l.no,
			    begin.no);
			goto err;
		}
		if (body_line(&c, &l, &b64, &pad_line, err) == -1)
			goto err;
		last = l.no;
	}
	if (end_line(&c, &l, begin.no, b->label, err) == -1)
		goto err;
	if (b64.len == 0) {
		errmsg(err, "%s:%d: PEM block without base64 text", file,
		    l.no);
		goto err;
	}
	if (b64_decode(&c, last, &b64, b, err) == -1)
		goto err;
	*pos = c.pos;
	*line = c.line;
	rc = 0;
 err:
	if (rc == -1)
		pem_block_free(b);
	strbuf_free(&b64);
	return rc;
}

/*
 * Moves *pos and *line to the first line at or after text[*pos] that
 * starts a PEM block (its BEGIN line, well formed or not).  Returns 0 if
 * no line does.
 */
static int
find_begin(const char *text, size_t len, size_t *pos, int *line)
{
	const char	*eol;
	size_t		 n = strlen(PEM_BEGIN);

	while (*pos < len) {
		if (len - *pos >= n && memcmp(text + *pos, PEM_BEGIN, n) == 0)
			return 1;
		if ((eol = memchr(text + *pos, '\n', len - *pos)) == NULL)
			break;
		*pos = (size_t)(eol - text) + 1;
		(*line)++;
	}
	return 0;
}

/* Returns 1 if some line of text[0..len) starts a PEM block. */
int
pem_has_block(const char *text, size_t len)
{
	size_t	 pos = 0;
	int	 line = 1;

	return find_begin(text, len, &pos, &line);
}

/*
 * Reads into b the next PEM block of file's text[0..len), from text[*pos]
 * on line *line; text outside blocks is skipped, as RFC 7468 allows.
 * Returns 1 and moves *pos and *line past the block; 0 if no block is
 * left; -1 with "file:line: what is wrong" in err.
 */
int
pem_next(const char *file, const char *text, size_t len, size_t *pos,
    int *line, struct pem_block *b, char *err)
{
	if (!find_begin(text, len, pos, line))
		return 0;
	return read_block(file, text, len, pos, line, b, err) == -1 ? -1 : 1;
}

void
pem_block_free(struct pem_block *b)
{
	free(b->label);
	free(b->data);
	memset(b, 0, sizeof(*b));
}

/*
 * Appends data as a PEM block of label: base64 in lines of 64 columns,
 * the last one shorter if need be, as RFC 7468 asks of generators and as
 * OpenSSL's PEM_write_bio() writes.
 */
void
pem_write(struct strbuf *out, const char *label, const unsigned char *data,
    size_t len)
{
	unsigned long	 group;
	size_t		 i, col = 0;
	char		 quad[4];

	strbuf_addf(out, PEM_BEGIN "%s" PEM_DASHES "\n", label);
	for (i = 0; i < len; i += 3) {
		group = (unsigned long)data[i] << 16;
		if (i + 1 < len)
			group |= (unsigned long)data[i + 1] << 8;
		if (i + 2 < len)
			group |= data[i + 2];
		quad[0] = b64_alphabet[group >> 18 & 0x3f];
		quad[1] = b64_alphabet[group >> 12 & 0x3f];
		quad[2] = i + 1 < len ? b64_alphabet[group >> 6 & 0x3f] : '=';
		quad[3] = i + 2 < len ? b64_alphabet[group & 0x3f] : '=';
		strbuf_add(out, quad, sizeof(quad));
		if ((col += sizeof(quad)) == PEM_COLUMNS) {
			strbuf_addc(out, '\n');
			col = 0;
		}
	}
	if (col > 0)
		strbuf_addc(out, '\n');
	strbuf_addf(out, PEM_END "%s" PEM_DASHES "\n", label);
}
