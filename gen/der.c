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
 * Elliptic-curve domain parameters in DER.
 *
 *   ECPKParameters ::= CHOICE {
 *       ecParameters   ECParameters,
 *       namedCurve     OBJECT IDENTIFIER,
 *       implicitlyCA   NULL }
 *   ECParameters ::= SEQUENCE {
 *       version        INTEGER { ecpVer1(1) },
 *       fieldID        SEQUENCE { fieldType OID, parameters ANY },
 *       curve          SEQUENCE { a OCTET STRING, b OCTET STRING,
 *                                 seed BIT STRING OPTIONAL },
 *       base           OCTET STRING,
 *       order          INTEGER,
 *       cofactor       INTEGER OPTIONAL }
 *
 * The reader takes DER (X.690 section 10) and nothing more of BER: one-
 * byte universal tags, definite lengths in their shortest form, minimal
 * integers, a seed of whole bytes.  Anything else is refused, so that
 * one input has one reading.  The few universal types the structure uses
 * are decoded here: no ASN.1 library is needed, and every message is
 * ectab's own, whichever libcrypto the tool is built against.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "der.h"

#define OID_PRIME_FIELD		"1.2.840.10045.1.1"
#define OID_CHAR_TWO_FIELD	"1.2.840.10045.1.2"
#define OID_TEXT_MAX		128

/* X.690 identifier octets: class, constructed bit, tag number. */
#define TAG_CLASS		0xc0	/* 0: universal */
#define TAG_CONSTRUCTED		0x20
#define TAG_NUMBER		0x1f	/* all ones: high-tag-number form */

/* The universal tags of the structure. */
#define TAG_INTEGER		0x02
#define TAG_BIT_STRING		0x03
#define TAG_OCTET_STRING	0x04
#define TAG_NULL		0x05
#define TAG_OID			0x06
#define TAG_SEQUENCE		0x10

/* Their names in messages; OBJECT is OBJECT IDENTIFIER. */
static const struct {
	int		 tag;
	const char	*name;
} tag_names[] = {
	{ TAG_INTEGER,		"INTEGER" },
	{ TAG_BIT_STRING,	"BIT STRING" },
	{ TAG_OCTET_STRING,	"OCTET STRING" },
	{ TAG_NULL,		"NULL" },
	{ TAG_OID,		"OBJECT" },
	{ TAG_SEQUENCE,		"SEQUENCE" },
};

/* The DER of the prime-field OID, 1.2.840.10045.1.1. */
static const unsigned char prime_field_der[] = {
	0x06, 0x07, 0x2a, 0x86, 0x48, 0xce, 0x3d, 0x01, 0x01
};

/* A position in the input: elements from p up to end. */
struct der {
	const unsigned char	*base;		/* the whole input */
	const unsigned char	*p;
	const unsigned char	*end;
};

/* One element: its first byte, and its contents of len bytes. */
struct elem {
	const unsigned char	*start;
	const unsigned char	*content;
	size_t			 len;
};

static size_t
offset(const struct der *d, const unsigned char *p)
{
	return (size_t)(p - d->base);
}

static const char *
tag_name(int tag)
{
	size_t	 i;

	for (i = 0; i < sizeof(tag_names) / sizeof(tag_names[0]); i++)
		if (tag_names[i].tag == tag)
			return tag_names[i].name;
	return "?";
}

/* Returns the bytes a DER length field of len takes. */
static size_t
length_size(size_t len)
{
	size_t	 n = 1;

	if (len < 0x80)
		return 1;
	for (; len > 0; len >>= 8)
		n++;
	return n;
}

/*
 * Reads the length that starts at *q, before end, into *len and moves *q
 * past it: the short form (one byte below 0x80) or the long form (0x80
 * + the count of the bytes that follow, big-endian).  Returns 0, or -1
 * with the reason in why.
 */
static int
read_length(const unsigned char **q, const unsigned char *end, size_t *len,
    const char **why)
{
	size_t	 n, i;

	if (*q >= end) {
		*why = "the data ends inside the tag and length";
		return -1;
	}
	if (**q < 0x80) {
		*len = *(*q)++;
		return 0;
	}
	n = *(*q)++ & 0x7f;
	if (n == 0) {
		*why = "indefinite length (BER, not DER)";
		return -1;
	}
	if (n == 0x7f) {
		*why = "length byte 0xff, which X.690 reserves";
		return -1;
	}
	if (n > (size_t)(end - *q)) {
		*why = "the data ends inside the tag and length";
		return -1;
	}
	for (*len = 0, i = 0; i < n; i++) {
		/* Too large for memory is also past the end of the data. */
		if (*len > SIZE_MAX >> 8) {
			*why = "length runs past the end of the data "
			    "(truncated, or an over-long length)";
			return -1;
		}
		*len = *len << 8 | *(*q)++;
	}
	return 0;
}

/*
 * Reads the next element, which must be a universal one with the given
 * tag (and constructed or not), into e.  Returns 0, or -1 with a message
 * naming what in err.
 */
static int
der_next(struct der *d, int want_tag, int want_cons, const char *what,
    struct elem *e, char *err)
{
	const unsigned char	*q = d->p;
	const char		*why;
	size_t			 len, at = offset(d, d->p);
	int			 cons;

	if (q >= d->end) {
		errmsg(err, "%s at byte %zu: missing: the data ends first",
		    what, at);
		return -1;
	}
	if ((q[0] & TAG_NUMBER) == TAG_NUMBER) {
		errmsg(err, "%s at byte %zu: a tag of the multi-byte form, "
		    "where ECParameters has only one-byte tags", what, at);
		return -1;
	}
	cons = (q[0] & TAG_CONSTRUCTED) != 0;
	if ((q[0] & TAG_CLASS) != 0 || (q[0] & TAG_NUMBER) != want_tag ||
	    cons != want_cons) {
		errmsg(err, "%s at byte %zu: expected %s%s, found tag byte "
		    "0x%02x", what, at, want_cons ? "constructed " : "",
		    tag_name(want_tag), q[0]);
		return -1;
	}
	q++;
	if (read_length(&q, d->end, &len, &why) == -1) {
		errmsg(err, "%s at byte %zu: %s", what, at, why);
		return -1;
	}
	if (len > (size_t)(d->end - q)) {
		errmsg(err, "%s at byte %zu: length %zu runs past the end of "
		    "the data (truncated, or an over-long length)", what, at,
		    len);
		return -1;
	}
	if ((size_t)(q - d->p) != 1 + length_size(len)) {
		errmsg(err, "%s at byte %zu: length %zu not in its shortest "
		    "form (BER, not DER)", what, at, len);
		return -1;
	}
	e->start = d->p;
	e->content = q;
	e->len = len;
	d->p = q + len;
	return 0;
}

/* Returns a position over the contents of a constructed element. */
static struct der
der_inside(const struct der *d, const struct elem *e)
{
	struct der	 in = { d->base, e->content, e->content + e->len };

	return in;
}

/* Checks that nothing follows the last element of d. */
static int
der_end(const struct der *d, const char *after, char *err)
{
	if (d->p == d->end)
		return 0;
	errmsg(err, "byte %zu: unexpected data after %s", offset(d, d->p),
	    after);
	return -1;
}

/*
 * Reads a non-negative INTEGER into v.  DER's integers are two's
 * complement in the fewest bytes: a leading 0x00 only before a top bit
 * that is set, a leading 0xff only before one that is clear.
 */
static int
read_uint(struct der *d, const char *what, mpz_t v, char *err)
{
	struct elem	 e;
	const char	*why = NULL;

	if (der_next(d, TAG_INTEGER, 0, what, &e, err) == -1)
		return -1;
	if (e.len == 0)
		why = "integer without content bytes";
	else if (e.len > 1 && e.content[0] == 0x00 &&
	    (e.content[1] & 0x80) == 0)
		why = "integer with a needless leading zero byte (not DER)";
	else if (e.len > 1 && e.content[0] == 0xff &&
	    (e.content[1] & 0x80) != 0)
		why = "integer with a needless leading 0xff byte (not DER)";
	else if ((e.content[0] & 0x80) != 0)
		why = "negative";
	if (why != NULL) {
		errmsg(err, "%s at byte %zu: %s", what, offset(d, e.start),
		    why);
		return -1;
	}
	mpz_import(v, e.len, 1, 1, 0, 0, e.content);
	return 0;
}

/*
 * Appends arc in decimal to the n characters of dotted text in buf, a
 * dot first unless buf is empty.  Returns -1 if the text, with its NUL,
 * would not fit in OID_TEXT_MAX.
 */
static int
oid_append(char buf[OID_TEXT_MAX], size_t *n, const mpz_t arc)
{
	char	 digits[OID_TEXT_MAX + 2];
	size_t	 len;

	/* mpz_get_str() writes up to mpz_sizeinbase() + 2 bytes. */
	if (mpz_sizeinbase(arc, 10) > OID_TEXT_MAX)
		return -1;
	mpz_get_str(digits, 10, arc);
	len = strlen(digits);
	if (*n + (*n > 0) + len >= OID_TEXT_MAX)
		return -1;
	if (*n > 0)
		buf[(*n)++] = '.';
	memcpy(buf + *n, digits, len + 1);
	*n += len;
	return 0;
}

static void
oid_too_long(const struct der *d, const struct elem *e, const char *what,
    char *err)
{
	errmsg(err, "%s at byte %zu: object identifier longer than %d "
	    "characters", what, offset(d, e->start), OID_TEXT_MAX - 1);
}

/*
 * Reads an OBJECT IDENTIFIER as dotted decimal text into buf.  X.690
 * 8.19: subidentifiers in base 128, big-endian, the top bit set on every
 * byte but a subidentifier's last; the first subidentifier is 40 X + Y
 * for the first two arcs, X of 0, 1 or 2 (and Y unbounded when X is 2).
 * Arcs are as large as the text allows, hence GMP.
 */
static int
read_oid(struct der *d, const char *what, char buf[OID_TEXT_MAX],
    char *err)
{
	struct elem	 e;
	const char	*why = NULL;
	mpz_t		 arc;
	unsigned long	 x;
	size_t		 i, sub, n = 0;
	int		 rc = -1;

	if (der_next(d, TAG_OID, 0, what, &e, err) == -1)
		return -1;
	if (e.len == 0)
		why = "object identifier without content bytes";
	else if ((e.content[e.len - 1] & 0x80) != 0)
		why = "object identifier truncated: its last byte has the "
		    "continuation bit";
	if (why != NULL) {
		errmsg(err, "%s at byte %zu: %s", what, offset(d, e.start),
		    why);
		return -1;
	}
	mpz_init(arc);
	for (i = 0; i < e.len; i++) {
		if (e.content[i] == 0x80) {
			errmsg(err, "%s at byte %zu: object identifier with a "
			    "needless leading 0x80 byte in a subidentifier "
			    "(not DER)", what, offset(d, e.start));
			goto err;
		}
		/*
		 * A subidentifier of OID_TEXT_MAX bytes is over 2^889,
		 * too long for the text: stop before GMP works on more.
		 * The last byte is clear of 0x80, so the loop ends there
		 * at the latest.
		 */
		mpz_set_ui(arc, 0);
		for (sub = i; (e.content[i] & 0x80) != 0; i++) {
			if (i - sub == OID_TEXT_MAX) {
				oid_too_long(d, &e, what, err);
				goto err;
			}
			mpz_mul_2exp(arc, arc, 7);
			mpz_add_ui(arc, arc, e.content[i] & 0x7f);
		}
		mpz_mul_2exp(arc, arc, 7);
		mpz_add_ui(arc, arc, e.content[i]);
		if (sub == 0) {
			x = mpz_cmp_ui(arc, 80) < 0 ? mpz_get_ui(arc) / 40 : 2;
			mpz_sub_ui(arc, arc, 40 * x);
			n = (size_t)snprintf(buf, OID_TEXT_MAX, "%lu", x);
		}
		if (oid_append(buf, &n, arc) == -1) {
			oid_too_long(d, &e, what, err);
			goto err;
		}
	}
	rc = 0;
 err:
	mpz_clear(arc);
	return rc;
}

/* Reads an OCTET STRING; e holds its contents. */
static int
read_octets(struct der *d, const char *what, struct elem *e, char *err)
{
	return der_next(d, TAG_OCTET_STRING, 0, what, e, err);
}

/*
 * Reads the BIT STRING of the seed into c, unless drop says to read past
 * it.  Its first content byte is the count of unused bits in the last,
 * 0 to 7; a seed is whole bytes, so 0 here.
 */
static int
read_seed(struct der *d, struct curve *c, int drop, char *err)
{
	struct elem	 e;
	const char	*what = "curve.seed";
	size_t		 at, len;

	if (der_next(d, TAG_BIT_STRING, 0, what, &e, err) == -1)
		return -1;
	at = offset(d, e.start);
	if (e.len == 0) {
		errmsg(err, "%s at byte %zu: bit string without content "
		    "bytes", what, at);
		return -1;
	}
	if (e.content[0] > 7) {
		errmsg(err, "%s at byte %zu: bit string with more than 7 "
		    "unused bits", what, at);
		return -1;
	}
	if (e.content[0] != 0) {
		errmsg(err, "%s at byte %zu: not a whole number of bytes",
		    what, at);
		return -1;
	}
	len = e.len - 1;
	if (drop)
		return 0;
	if (len < SEED_MIN_BYTES) {
		errmsg(err, "%s at byte %zu: %zu bytes; X9.62 seeds have at "
		    "least %d (--drop-seed imports the curve without it)",
		    what, at, len, SEED_MIN_BYTES);
		return -1;
	}
	if (len > SEED_MAX_BYTES) {
		errmsg(err, "%s at byte %zu: %zu bytes; ectab takes X9.62 "
		    "seeds of %d to %d bytes (--drop-seed imports the curve "
		    "without it)", what, at, len, SEED_MIN_BYTES,
		    SEED_MAX_BYTES);
		return -1;
	}
	c->seed_len = len;
	c->seed = xmalloc(c->seed_len);
	memcpy(c->seed, e.content + 1, c->seed_len);
	return 0;
}

/* Returns the length in bytes of the elements of GF(p). */
static size_t
field_bytes(const mpz_t p)
{
	return (mpz_sizeinbase(p, 2) + 7) / 8;
}

/*
 * Sets v to the field element in e.  SEC 1 2.3.5 makes it an octet
 * string of exactly the field's length, leading zeros included.
 */
static int
field_element(const struct der *d, const struct elem *e, const char *what,
    const mpz_t p, mpz_t v, char *err)
{
	if (e->len != field_bytes(p)) {
		errmsg(err, "%s at byte %zu: %zu bytes, not the %zu of this "
		    "field's elements", what, offset(d, e->start), e->len,
		    field_bytes(p));
		return -1;
	}
	mpz_import(v, e->len, 1, 1, 0, 0, e->content);
	return 0;
}

/*
 * Sets the generator of c from the point encoding of SEC 1 section
 * 2.3.4: uncompressed (04 x y), compressed (02 or 03, and x) or hybrid
 * (06 or 07, x and y).
 */
static int
read_base(const struct der *d, const struct elem *e, struct curve *c,
    char *err)
{
	size_t		 f = field_bytes(c->p), at = offset(d, e->start);
	size_t		 len = e->len;
	int		 form = len > 0 ? e->content[0] : -1;
	mpz_t		 rhs;
	int		 rc = -1;

	if (form == 0x02 || form == 0x03) {
		if (len != 1 + f)
			goto bad_length;
	} else if (form == 0x04 || form == 0x06 || form == 0x07) {
		if (len != 1 + 2 * f)
			goto bad_length;
		mpz_import(c->gy, f, 1, 1, 0, 0, e->content + 1 + f);
	} else {
		errmsg(err, "base at byte %zu: %s", at, form == 0 ?
		    "the point at infinity" : "unknown point encoding");
		return -1;
	}
	mpz_import(c->gx, f, 1, 1, 0, 0, e->content + 1);
	if (form == 0x04)
		return 0;
	if (form >= 0x06) {
		if (mpz_odd_p(c->gy) != (form & 1)) {
			errmsg(err, "base at byte %zu: hybrid encoding whose "
			    "parity byte disagrees with y", at);
			return -1;
		}
		return 0;
	}
	mpz_init(rhs);
	if (mpz_cmp(c->gx, c->p) >= 0) {
		errmsg(err, "base at byte %zu: compressed point whose x is "
		    "not less than p", at);
		goto err;
	}
	if (mpz_probab_prime_p(c->p, 25) == 0) {
		errmsg(err, "base at byte %zu: compressed point over a p that "
		    "is not prime", at);
		goto err;
	}
	curve_rhs(rhs, c, c->gx);
	if (curve_sqrt(c->gy, rhs, c->p) == -1) {
		errmsg(err, "base at byte %zu: no point of the curve has "
		    "this x", at);
		goto err;
	}
	if (mpz_sgn(c->gy) == 0 && (form & 1)) {
		errmsg(err, "base at byte %zu: compressed point of y = 0 "
		    "with the odd y bit (0x03)", at);
		goto err;
	}
	if (mpz_odd_p(c->gy) != (form & 1))
		mpz_sub(c->gy, c->p, c->gy);
	rc = 0;
 err:
	mpz_clear(rhs);
	return rc;
 bad_length:
	errmsg(err, "base at byte %zu: %zu bytes, not what form 0x%02x "
	    "takes in a field of %zu-byte elements", at, len, form, f);
	return -1;
}

/* Reads fieldID: the prime field GF(p). */
static int
read_field(struct der *d, struct curve *c, char *err)
{
	struct elem	 e;
	struct der	 in;
	char		 oid[OID_TEXT_MAX];
	size_t		 at;

	if (der_next(d, TAG_SEQUENCE, 1, "fieldID", &e, err) == -1)
		return -1;
	in = der_inside(d, &e);
	if (read_oid(&in, "fieldID.fieldType", oid, err) == -1)
		return -1;
	if (strcmp(oid, OID_CHAR_TWO_FIELD) == 0) {
		errmsg(err, "fieldID at byte %zu: characteristic-two field; "
		    "ectab handles prime fields only", offset(d, e.start));
		return -1;
	}
	if (strcmp(oid, OID_PRIME_FIELD) != 0) {
		errmsg(err, "fieldID at byte %zu: unknown field type %s",
		    offset(d, e.start), oid);
		return -1;
	}
	at = offset(&in, in.p);
	if (read_uint(&in, "fieldID.prime-p", c->p, err) == -1)
		return -1;
	if (mpz_cmp_ui(c->p, 3) < 0) {
		errmsg(err, "fieldID.prime-p at byte %zu: less than 3", at);
		return -1;
	}
	/* Before anything costs time in proportion to p's size. */
	if (mpz_sizeinbase(c->p, 2) > MAX_BITS) {
		errmsg(err, "fieldID.prime-p at byte %zu: more than %d bits, "
		    "the most ectab takes", at, MAX_BITS);
		return -1;
	}
	return der_end(&in, "the prime", err);
}

/* Reads curve: a, b and the optional seed. */
static int
read_curve(struct der *d, struct curve *c, int drop_seed, char *err)
{
	struct elem	 e, a, b;
	struct der	 in;

	if (der_next(d, TAG_SEQUENCE, 1, "curve", &e, err) == -1)
		return -1;
	in = der_inside(d, &e);
	if (read_octets(&in, "curve.a", &a, err) == -1 ||
	    field_element(&in, &a, "curve.a", c->p, c->a, err) == -1 ||
	    read_octets(&in, "curve.b", &b, err) == -1 ||
	    field_element(&in, &b, "curve.b", c->p, c->b, err) == -1)
		return -1;
	if (in.p < in.end && read_seed(&in, c, drop_seed, err) == -1)
		return -1;
	return der_end(&in, "the seed", err);
}

/*
 * Sets the cofactor when the parameters leave it out, as SEC 1 allows
 * when n > 4 sqrt(p): h = floor((sqrt(p) + 1)^2 / n) = floor((p + 1 +
 * floor(sqrt(4p))) / n), the value validation then requires.
 */
static void
derive_cofactor(struct curve *c)
{
	mpz_t	 t, u;

	if (mpz_sgn(c->n) == 0)
		return;
	mpz_inits(t, u, NULL);
	mpz_mul_2exp(t, c->p, 2);
	mpz_sqrt(u, t);
	mpz_add(t, c->p, u);
	mpz_add_ui(t, t, 1);
	mpz_fdiv_q(c->h, t, c->n);
	mpz_clears(t, u, NULL);
}

/*
 * Reads the order or the cofactor into v: neither exceeds the curve's
 * order, at most p + 1 + 2 sqrt(p) < 2p, so one with more bits than 2p
 * is refused before anything costs time in its size.
 */
static int
read_bounded(struct der *d, const char *what, mpz_t v, const mpz_t p,
    char *err)
{
	size_t	 at = offset(d, d->p);

	if (read_uint(d, what, v, err) == -1)
		return -1;
	if (mpz_sizeinbase(v, 2) > mpz_sizeinbase(p, 2) + 1) {
		errmsg(err, "%s at byte %zu: %zu bits, more than 2p has (the "
		    "curve's order is below 2p)", what, at,
		    mpz_sizeinbase(v, 2));
		return -1;
	}
	return 0;
}

/* Reads the explicit form, ECParameters. */
static int
read_explicit(struct der *top, struct curve *c, int drop_seed, char *err)
{
	struct elem	 e, base;
	struct der	 in;
	mpz_t		 version;
	int		 rc;

	if (der_next(top, TAG_SEQUENCE, 1, "ECParameters", &e, err) == -1)
		return -1;
	in = der_inside(top, &e);
	mpz_init(version);
	rc = read_uint(&in, "version", version, err);
	if (rc == 0 && mpz_cmp_ui(version, 1) != 0) {
		errmsg(err, "version at byte %zu: ectab knows version 1 "
		    "(ecpVer1) only", offset(&in, e.content));
		rc = -1;
	}
	mpz_clear(version);
	if (rc == -1 || read_field(&in, c, err) == -1 ||
	    read_curve(&in, c, drop_seed, err) == -1 ||
	    read_octets(&in, "base", &base, err) == -1 ||
	    read_bounded(&in, "order", c->n, c->p, err) == -1)
		return -1;
	if (in.p < in.end) {
		if (read_bounded(&in, "cofactor", c->h, c->p, err) == -1)
			return -1;
	} else
		derive_cofactor(c);
	if (der_end(&in, "the cofactor (ectab does not read SEC 1's "
	    "optional hash)", err) == -1)
		return -1;
	return read_base(&in, &base, c, err);
}

/*
 * Reads ECPKParameters from der.  The explicit form fills c's numbers and
 * seed (unless drop_seed: a seed from another procedure than X9.62's is
 * then read past); the named form sets *oid to the curve's dotted OID
 * instead.  Returns 0, or -1 with a message in err.
 */
int
der_read_ecparams(const unsigned char *der, size_t len, struct curve *c,
    char **oid, int drop_seed, char *err)
{
	struct der	 top = { der, der, der + len };
	char		 buf[OID_TEXT_MAX];

	*oid = NULL;
	if (len == 0) {
		errmsg(err, "no data");
		return -1;
	}
	if (der[0] == TAG_NULL) {
		errmsg(err, "byte 0: implicitlyCA: the parameters are not "
		    "in the data");
		return -1;
	}
	if (der[0] == TAG_OID) {
		if (read_oid(&top, "namedCurve", buf, err) == -1)
			return -1;
		*oid = xstrdup(buf);
	} else if (read_explicit(&top, c, drop_seed, err) == -1)
		return -1;
	if (top.p != top.end) {
		errmsg(err, "byte %zu: trailing data after the parameters",
		    offset(&top, top.p));
		free(*oid);
		*oid = NULL;
		return -1;
	}
	return 0;
}

/* Appends a DER header: tag, then len in the shortest form. */
static void
put_header(struct strbuf *out, int tag, size_t len)
{
	unsigned char	 b[1 + 1 + sizeof(size_t)];
	size_t		 n = 0, i, v;

	b[n++] = (unsigned char)tag;
	if (len < 0x80)
		b[n++] = (unsigned char)len;
	else {
		for (i = 0, v = len; v > 0; v >>= 8)
			i++;
		b[n++] = (unsigned char)(0x80 | i);
		while (i-- > 0)
			b[n++] = (unsigned char)(len >> (8 * i));
	}
	strbuf_add(out, (const char *)b, n);
}

static void
put_tlv(struct strbuf *out, int tag, const char *content, size_t len)
{
	put_header(out, tag, len);
	strbuf_add(out, content, len);
}

/* Appends v as len big-endian bytes, zeros first. */
static void
put_fixed(struct strbuf *out, const mpz_t v, size_t len)
{
	unsigned char	*b;
	size_t		 n = (mpz_sizeinbase(v, 2) + 7) / 8;

	b = xcalloc(len, 1);
	if (mpz_sgn(v) != 0)
		mpz_export(b + len - n, NULL, 1, 1, 0, 0, v);
	strbuf_add(out, (const char *)b, len);
	free(b);
}

/* Appends the INTEGER v >= 0: its bytes, with a zero byte before a top bit. */
static void
put_uint(struct strbuf *out, const mpz_t v)
{
	struct strbuf	 b;
	size_t		 n = (mpz_sizeinbase(v, 2) + 7) / 8;

	strbuf_init(&b);
	if (mpz_sgn(v) == 0 || mpz_tstbit(v, 8 * n - 1))
		strbuf_addc(&b, '\0');
	if (mpz_sgn(v) != 0)
		put_fixed(&b, v, n);
	put_tlv(out, TAG_INTEGER, b.s, b.len);
	strbuf_free(&b);
}

/*
 * Appends the DER of c as ECParameters, version 1, with the uncompressed
 * generator and the X9.62 seed where c has one.
 */
void
der_write_ecparams(struct strbuf *out, const struct curve *c)
{
	struct strbuf	 seq, sub, el;
	size_t		 f = field_bytes(c->p);
	mpz_t		 one;

	strbuf_init(&seq);
	strbuf_init(&sub);
	strbuf_init(&el);
	mpz_init_set_ui(one, 1);

	put_uint(&seq, one);

	strbuf_add(&sub, (const char *)prime_field_der,
	    sizeof(prime_field_der));
	put_uint(&sub, c->p);
	put_tlv(&seq, TAG_SEQUENCE | TAG_CONSTRUCTED, sub.s, sub.len);
	sub.len = 0;

	put_fixed(&el, c->a, f);
	put_tlv(&sub, TAG_OCTET_STRING, el.s, el.len);
	el.len = 0;
	put_fixed(&el, c->b, f);
	put_tlv(&sub, TAG_OCTET_STRING, el.s, el.len);
	el.len = 0;
	if (c->seed != NULL) {
		strbuf_addc(&el, '\0');
		strbuf_add(&el, (const char *)c->seed, c->seed_len);
		put_tlv(&sub, TAG_BIT_STRING, el.s, el.len);
		el.len = 0;
	}
	put_tlv(&seq, TAG_SEQUENCE | TAG_CONSTRUCTED, sub.s, sub.len);

	strbuf_addc(&el, '\x04');
	put_fixed(&el, c->gx, f);
	put_fixed(&el, c->gy, f);
	put_tlv(&seq, TAG_OCTET_STRING, el.s, el.len);

	put_uint(&seq, c->n);
	put_uint(&seq, c->h);
	put_tlv(out, TAG_SEQUENCE | TAG_CONSTRUCTED, seq.s, seq.len);

	mpz_clear(one);
	strbuf_free(&el);
	strbuf_free(&sub);
	strbuf_free(&seq);
}
