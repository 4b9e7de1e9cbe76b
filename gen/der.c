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
 * OpenSSL's readers decode every header and primitive; this file only
 * walks the structure and insists on DER where OpenSSL accepts BER.
 */
#include <stdlib.h>
#include <string.h>

#include <openssl/asn1.h>
#include <openssl/err.h>
#include <openssl/objects.h>

#include "der.h"

#define OID_PRIME_FIELD		"1.2.840.10045.1.1"
#define OID_CHAR_TWO_FIELD	"1.2.840.10045.1.2"
#define OID_TEXT_MAX		128

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

/* One element: its first byte, its contents and the length of both. */
struct elem {
	const unsigned char	*start;
	const unsigned char	*content;
	long			 len;
	long			 total;
};

static size_t
offset(const struct der *d, const unsigned char *p)
{
	return (size_t)(p - d->base);
}

/* Returns the bytes a DER length field of len takes. */
static long
length_size(long len)
{
	long	 n = 1;

	if (len < 0x80)
		return 1;
	for (; len > 0; len >>= 8)
		n++;
	return n;
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
	long			 len;
	int			 tag, xclass, ret;
	size_t			 at = offset(d, d->p);

	if (d->p >= d->end) {
		errmsg(err, "%s at byte %zu: missing: the data ends first",
		    what, at);
		return -1;
	}
	ERR_clear_error();
	ret = ASN1_get_object(&q, &len, &tag, &xclass, d->end - d->p);
	if (ret & 0x80) {
		if (ERR_GET_REASON(ERR_peek_last_error()) == ASN1_R_TOO_LONG)
			errmsg(err, "%s at byte %zu: length %ld runs past the "
			    "end of the data (truncated, or an over-long "
			    "length)", what, at, len);
		else
			errmsg(err, "%s at byte %zu: truncated or malformed "
			    "tag and length", what, at);
		ERR_clear_error();
		return -1;
	}
	if (ret & 0x01) {
		errmsg(err, "%s at byte %zu: indefinite length (BER, not "
		    "DER)", what, at);
		return -1;
	}
	if ((d->p[0] & 0x1f) == 0x1f) {
		errmsg(err, "%s at byte %zu: tag in the high-tag-number form, "
		    "where DER has a one-byte tag", what, at);
		return -1;
	}
	if (xclass != V_ASN1_UNIVERSAL || tag != want_tag ||
	    ((ret & V_ASN1_CONSTRUCTED) != 0) != want_cons) {
		errmsg(err, "%s at byte %zu: expected %s%s, found tag byte "
		    "0x%02x", what, at, want_cons ? "constructed " : "",
		    ASN1_tag2str(want_tag), d->p[0]);
		return -1;
	}
	if (q - d->p != 1 + length_size(len)) {
		errmsg(err, "%s at byte %zu: length %ld not in its shortest "
		    "form (BER, not DER)", what, at, len);
		return -1;
	}
	e->start = d->p;
	e->content = q;
	e->len = len;
	e->total = (long)(q - d->p) + len;
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

/* Describes the reason of OpenSSL's last error in err. */
static void
asn1_reason(const struct der *d, const struct elem *e, const char *what,
    char *err)
{
	const char	*why;

	switch (ERR_GET_REASON(ERR_peek_last_error())) {
	case ASN1_R_ILLEGAL_PADDING:
		why = "integer with a needless leading zero byte (not DER)";
		break;
	case ASN1_R_ILLEGAL_ZERO_CONTENT:
		why = "integer without content bytes";
		break;
	case ASN1_R_INVALID_BIT_STRING_BITS_LEFT:
		why = "bit string with more than 7 unused bits";
		break;
	default:
		why = ERR_reason_error_string(ERR_peek_last_error());
		if (why == NULL)
			why = "malformed";
		break;
	}
	errmsg(err, "%s at byte %zu: %s", what, offset(d, e->start), why);
	ERR_clear_error();
}

/*
 * Reads the next element, a primitive of the given tag, and decodes it
 * with OpenSSL's reader of type it.  Returns the value, to be freed with
 * ASN1_item_free(), or NULL with a message in err.
 */
static ASN1_VALUE *
read_item(struct der *d, int tag, const ASN1_ITEM *it, const char *what,
    struct elem *e, char *err)
{
	const unsigned char *q;
	ASN1_VALUE	*v;

	if (der_next(d, tag, 0, what, e, err) == -1)
		return NULL;
	q = e->start;
	ERR_clear_error();
	if ((v = ASN1_item_d2i(NULL, &q, e->total, it)) == NULL)
		asn1_reason(d, e, what, err);
	return v;
}

/* Reads a non-negative INTEGER into v. */
static int
read_uint(struct der *d, const char *what, mpz_t v, char *err)
{
	struct elem	 e;
	ASN1_INTEGER	*ai;

	if ((ai = (ASN1_INTEGER *)read_item(d, V_ASN1_INTEGER,
	    ASN1_ITEM_rptr(ASN1_INTEGER), what, &e, err)) == NULL)
		return -1;
	if (ASN1_STRING_type(ai) == V_ASN1_NEG_INTEGER) {
		errmsg(err, "%s at byte %zu: negative", what,
		    offset(d, e.start));
		ASN1_INTEGER_free(ai);
		return -1;
	}
	mpz_import(v, (size_t)ASN1_STRING_length(ai), 1, 1, 0, 0,
	    ASN1_STRING_get0_data(ai));
	ASN1_INTEGER_free(ai);
	return 0;
}

/* Reads an OBJECT IDENTIFIER as dotted decimal text into buf. */
static int
read_oid(struct der *d, const char *what, char buf[OID_TEXT_MAX],
    char *err)
{
	struct elem	 e;
	ASN1_OBJECT	*obj;
	int		 n;

	if ((obj = (ASN1_OBJECT *)read_item(d, V_ASN1_OBJECT,
	    ASN1_ITEM_rptr(ASN1_OBJECT), what, &e, err)) == NULL)
		return -1;
	n = OBJ_obj2txt(buf, OID_TEXT_MAX, obj, 1);
	ASN1_OBJECT_free(obj);
	if (n <= 0 || n >= OID_TEXT_MAX) {
		errmsg(err, "%s at byte %zu: object identifier longer than "
		    "%d characters", what, offset(d, e.start),
		    OID_TEXT_MAX - 1);
		return -1;
	}
	return 0;
}

/* Reads an OCTET STRING; e holds its contents. */
static int
read_octets(struct der *d, const char *what, struct elem *e, char *err)
{
	return der_next(d, V_ASN1_OCTET_STRING, 0, what, e, err);
}

/* Reads the BIT STRING of the seed, a whole number of bytes, into c. */
static int
read_seed(struct der *d, struct curve *c, char *err)
{
	struct elem	 e;
	ASN1_BIT_STRING	*bs;
	const char	*what = "curve.seed";
	int		 len;

	if ((bs = (ASN1_BIT_STRING *)read_item(d, V_ASN1_BIT_STRING,
	    ASN1_ITEM_rptr(ASN1_BIT_STRING), what, &e, err)) == NULL)
		return -1;
	len = ASN1_STRING_length(bs);
	if (e.len < 1 || e.content[0] != 0 || len != e.len - 1) {
		errmsg(err, "%s at byte %zu: not a whole number of bytes",
		    what, offset(d, e.start));
		ASN1_BIT_STRING_free(bs);
		return -1;
	}
	if (len < 20) {
		errmsg(err, "%s at byte %zu: %d bytes; X9.62 seeds have at "
		    "least 20", what, offset(d, e.start), len);
		ASN1_BIT_STRING_free(bs);
		return -1;
	}
	c->seed_len = (size_t)len;
	c->seed = xmalloc(c->seed_len);
	memcpy(c->seed, ASN1_STRING_get0_data(bs), c->seed_len);
	ASN1_BIT_STRING_free(bs);
	return 0;
}

/* Returns the length in bytes of the elements of GF(p). */
static size_t
field_bytes(const mpz_t p)
{
	return (mpz_sizeinbase(p, 2) + 7) / 8;
}

/* Sets v to the field element in e: at most as long as p. */
static int
field_element(const struct der *d, const struct elem *e, const char *what,
    const mpz_t p, mpz_t v, char *err)
{
	if ((size_t)e->len > field_bytes(p) || e->len == 0) {
		errmsg(err, "%s at byte %zu: %ld bytes; elements of this "
		    "field take 1 to %zu", what, offset(d, e->start), e->len,
		    field_bytes(p));
		return -1;
	}
	mpz_import(v, (size_t)e->len, 1, 1, 0, 0, e->content);
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
	size_t		 len = (size_t)e->len;
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
	if (mpz_cmp(c->gx, c->p) >= 0 || mpz_probab_prime_p(c->p, 25) == 0) {
		errmsg(err, "base at byte %zu: compressed point over a "
		    "modulus that is not prime, or x not less than it", at);
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

	if (der_next(d, V_ASN1_SEQUENCE, 1, "fieldID", &e, err) == -1)
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
read_curve(struct der *d, struct curve *c, char *err)
{
	struct elem	 e, a, b;
	struct der	 in;

	if (der_next(d, V_ASN1_SEQUENCE, 1, "curve", &e, err) == -1)
		return -1;
	in = der_inside(d, &e);
	if (read_octets(&in, "curve.a", &a, err) == -1 ||
	    field_element(&in, &a, "curve.a", c->p, c->a, err) == -1 ||
	    read_octets(&in, "curve.b", &b, err) == -1 ||
	    field_element(&in, &b, "curve.b", c->p, c->b, err) == -1)
		return -1;
	if (in.p < in.end && read_seed(&in, c, err) == -1)
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

/* Reads the explicit form, ECParameters. */
static int
read_explicit(struct der *top, struct curve *c, char *err)
{
	struct elem	 e, base;
	struct der	 in;
	mpz_t		 version;
	int		 rc;

	if (der_next(top, V_ASN1_SEQUENCE, 1, "ECParameters", &e, err) == -1)
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
	    read_curve(&in, c, err) == -1 ||
	    read_octets(&in, "base", &base, err) == -1 ||
	    read_uint(&in, "order", c->n, err) == -1)
		return -1;
	if (in.p < in.end) {
		if (read_uint(&in, "cofactor", c->h, err) == -1)
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
 * seed; the named form sets *oid to the curve's dotted OID instead.
 * Returns 0, or -1 with a message in err.
 */
int
der_read_ecparams(const unsigned char *der, size_t len, struct curve *c,
    char **oid, char *err)
{
	struct der	 top = { der, der, der + len };
	char		 buf[OID_TEXT_MAX];

	*oid = NULL;
	if (len == 0) {
		errmsg(err, "no data");
		return -1;
	}
	if (der[0] == V_ASN1_NULL) {
		errmsg(err, "byte 0: implicitlyCA: the parameters are not "
		    "in the data");
		return -1;
	}
	if (der[0] == V_ASN1_OBJECT) {
		if (read_oid(&top, "namedCurve", buf, err) == -1)
			return -1;
		*oid = xstrdup(buf);
	} else if (read_explicit(&top, c, err) == -1)
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
	put_tlv(out, V_ASN1_INTEGER, b.s, b.len);
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
	put_tlv(&seq, V_ASN1_SEQUENCE | V_ASN1_CONSTRUCTED, sub.s, sub.len);
	sub.len = 0;

	put_fixed(&el, c->a, f);
	put_tlv(&sub, V_ASN1_OCTET_STRING, el.s, el.len);
	el.len = 0;
	put_fixed(&el, c->b, f);
	put_tlv(&sub, V_ASN1_OCTET_STRING, el.s, el.len);
	el.len = 0;
	if (c->seed != NULL) {
		strbuf_addc(&el, '\0');
		strbuf_add(&el, (const char *)c->seed, c->seed_len);
		put_tlv(&sub, V_ASN1_BIT_STRING, el.s, el.len);
		el.len = 0;
	}
	put_tlv(&seq, V_ASN1_SEQUENCE | V_ASN1_CONSTRUCTED, sub.s, sub.len);

	strbuf_addc(&el, '\x04');
	put_fixed(&el, c->gx, f);
	put_fixed(&el, c->gy, f);
	put_tlv(&seq, V_ASN1_OCTET_STRING, el.s, el.len);

	put_uint(&seq, c->n);
	put_uint(&seq, c->h);
	put_tlv(out, V_ASN1_SEQUENCE | V_ASN1_CONSTRUCTED, seq.s, seq.len);

	mpz_clear(one);
	strbuf_free(&el);
	strbuf_free(&sub);
	strbuf_free(&seq);
}
