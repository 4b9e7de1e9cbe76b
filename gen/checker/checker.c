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
 * The reference checker: proves every number of a generated header with
 * OpenSSL's BN, built for the word size the header's section is for.
 *
 * For each curve of the header, in the build's word size (BN_BITS2):
 *  - p, a, b, G, n and h are compared with OpenSSL's built-in curve of
 *    the same name, where OpenSSL has one, seed included;
 *  - the group built from the header's parameters passes EC_GROUP_check;
 *  - every derived value is recomputed from the header's parameters with
 *    BN_MONT_CTX_set, BN_to_montgomery and BN_mod_inverse and compared
 *    word by word, with word counts and significant-word counts;
 *  - unless -q: the functional proof of fproof.c.
 * With -p, only the functional proof runs (to show that it alone catches
 * a wrong constant), on every curve or on the one named; -m and -M check
 * many mutant tables in one process (see check_mutants and
 * check_mutants_in_memory).  -P runs every check but the primality tests
 * of p and n and EC_GROUP_check, for a second run at another word size
 * after one that passed: both runs compare p, a, b, G, n and h with the
 * same reference numbers, so the first run's tests hold for the
 * second's (at 4096 bits with 32-bit words, they take 40 s).
 *
 * -e FORMULA prints the value of a formula of ectab list --constants for
 * the reference's prime256v1 (tests/groups/18-checker.sh compares it
 * with kat.py's).
 *
 * usage: checker [-q | -p [CURVE] | -m | -M | -P | -e FORMULA]
 * Prints "PASS checker W: CURVE: ..." or "FAIL checker W: CURVE VALUE:
 * expected ..., found ..." lines and a summary; exits 1 on any mismatch.
 */
#include <dlfcn.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <openssl/bn.h>
#include <openssl/crypto.h>
#include <openssl/ec.h>
#include <openssl/objects.h>
#include <openssl/sha.h>

#include "checker.h"

#define RANDOM_SCALARS	8

static int	 params_tested = 1;	/* 0 with -P */
static const char *only_curve;		/* -p CURVE */

/*
 * The reference's own prime test: OpenSSL 3 has BN_check_prime and
 * deprecates BN_is_prime_ex; LibreSSL has only BN_is_prime_ex.
 */
#ifdef LIBRESSL_VERSION_NUMBER
#define BN_IS_PRIME	"BN_is_prime_ex"
static int
bn_is_prime(const BIGNUM *x, BN_CTX *ctx)
{
	return BN_is_prime_ex(x, BN_prime_checks, ctx, NULL);
}
#else
#define BN_IS_PRIME	"BN_check_prime"
static int
bn_is_prime(const BIGNUM *x, BN_CTX *ctx)
{
	return BN_check_prime(x, ctx, NULL);
}
#endif

/*
 * Where results are reported: stdout, or /dev/null in the modes that
 * report only what they find (-m, -M).
 */
static FILE	*report_to;
static FILE	*devnull;

struct check {
	const struct ref_table	*t;
	BN_CTX			*ctx;
	FILE			*out;		/* where mismatches go */
	int			 values;	/* values compared */
	int			 bad;		/* mismatches */
};

static void
print_words(FILE *out, const BN_ULONG *w, int n)
{
	int	 i;

	fprintf(out, "{");
	for (i = 0; i < n; i++)
		fprintf(out, "%s0x%0*llx", i == 0 ? " " : ", ", BN_BITS2 / 4,
		    (unsigned long long)w[i]);
	fprintf(out, " }");
}

static void
mismatch(struct check *c, const char *what)
{
	c->bad++;
	fprintf(c->out, "FAIL checker %d: %s %s: ", BN_BITS2,
	    c->t->name != NULL ? c->t->name : "(no name)", what);
}

static int
words_of(const BIGNUM *x)
{
	return (BN_num_bits(x) + BN_BITS2 - 1) / BN_BITS2;
}

/* Compares the header's n words got with want's; returns 1 if they match. */
static int
compare_words(struct check *c, const char *what, const BIGNUM *want,
    const BN_ULONG *got, int n)
{
	BN_ULONG	 w[REF_MAX_WORDS];

	c->values++;
	if (words_of(want) > n || n > REF_MAX_WORDS) {
		mismatch(c, what);
		fprintf(c->out, "expected a number of %d words in an array of %d\n",
		    words_of(want), n);
		return 0;
	}
	ref_words(want, w, n);
	if (memcmp(w, got, n * sizeof(*w)) != 0) {
		mismatch(c, what);
		fprintf(c->out, "expected ");
		print_words(c->out, w, n);
		fprintf(c->out, ", found ");
		print_words(c->out, got, n);
		fprintf(c->out, "\n");
		return 0;
	}
	return 1;
}

/*
 * Compares the header's number got, an array of n words, with want: every
 * word and the significant-word count.
 */
static void
compare_bn(struct check *c, const char *what, const BIGNUM *want,
    struct ref_bn got, int n)
{
	char		 label[64];

	compare_words(c, what, want, got.d, n);
	c->values++;
	if (words_of(want) <= n && n <= REF_MAX_WORDS &&
	    got.top != words_of(want)) {
		snprintf(label, sizeof(label), "%s top", what);
		mismatch(c, label);
		fprintf(c->out, "expected %d, found %d\n", words_of(want), got.top);
	}
}

static void
compare_int(struct check *c, const char *what, long want, long got)
{
	c->values++;
	if (want != got) {
		mismatch(c, what);
		fprintf(c->out, "expected %ld, found %ld\n", want, got);
	}
}

/* Compares n0[2] with -m^-1 mod 2^64, as BN_MONT_CTX holds it. */
static void
compare_n0(struct check *c, const char *what, const BIGNUM *m,
    const BN_ULONG got[2])
{
	BIGNUM		*two64, *inv;
	BN_ULONG	 want[2];
	unsigned long long n0;
	unsigned char	 buf[8];
	int		 i;

	c->values += 2;
	two64 = BN_new();
	inv = BN_new();
	if (two64 == NULL || inv == NULL || !BN_set_bit(two64, 64) ||
	    BN_mod_inverse(inv, m, two64, c->ctx) == NULL ||
	    !BN_sub(inv, two64, inv) || BN_bn2lebinpad(inv, buf, 8) != 8) {
		mismatch(c, what);
		fprintf(c->out, "BN_mod_inverse failed\n");
		goto done;
	}
	for (n0 = 0, i = 7; i >= 0; i--)
		n0 = n0 << 8 | buf[i];
#if BN_BITS2 == 64
	want[0] = (BN_ULONG)n0;
	want[1] = 0;
#else
	want[0] = (BN_ULONG)(n0 & 0xffffffffULL);
	want[1] = (BN_ULONG)(n0 >> 32);
#endif
	if (want[0] != got[0] || want[1] != got[1]) {
		mismatch(c, what);
		fprintf(c->out, "expected ");
		print_words(c->out, want, 2);
		fprintf(c->out, ", found ");
		print_words(c->out, got, 2);
		fprintf(c->out, "\n");
	}
 done:
	BN_free(two64);
	BN_free(inv);
}

/*
 * Checks the cofactor without a reference curve: h*n must lie in the
 * Hasse interval, (h*n - p - 1)^2 <= 4p, and n^2 > 16p makes that h the
 * only one that does.
 */
static void
check_hasse(struct check *c, const BIGNUM *p, const BIGNUM *n,
    const BIGNUM *h)
{
	BIGNUM	*d, *e;
	int	 ok = 0;

	c->values++;
	d = BN_new();
	e = BN_new();
	if (d != NULL && e != NULL && BN_mul(d, h, n, c->ctx) &&
	    BN_sub(d, d, p) && BN_sub_word(d, 1) && BN_sqr(d, d, c->ctx) &&
	    BN_lshift(e, p, 2) && BN_cmp(d, e) <= 0 &&
	    BN_sqr(d, n, c->ctx) && BN_lshift(e, p, 4) && BN_cmp(d, e) > 0)
		ok = 1;
	if (!ok) {
		mismatch(c, "cofactor");
		fprintf(c->out, "h*n is not the one multiple of n in the Hasse "
		    "interval [p + 1 - 2 sqrt(p), p + 1 + 2 sqrt(p)]\n");
	}
	BN_free(d);
	BN_free(e);
}

/* Compares n0_w with -m^-1 mod 2^BN_BITS2. */
static void
compare_n0_w(struct check *c, const char *what, const BIGNUM *m,
    BN_ULONG got)
{
	BIGNUM		*two_w, *inv;
	BN_ULONG	 want[1];

	c->values++;
	two_w = BN_new();
	inv = BN_new();
	if (two_w == NULL || inv == NULL || !BN_set_bit(two_w, BN_BITS2) ||
	    BN_mod_inverse(inv, m, two_w, c->ctx) == NULL ||
	    !BN_sub(inv, two_w, inv)) {
		mismatch(c, what);
		fprintf(c->out, "BN_mod_inverse failed\n");
	} else {
		ref_words(inv, want, 1);
		if (want[0] != got) {
			mismatch(c, what);
			fprintf(c->out, "expected ");
			print_words(c->out, want, 1);
			fprintf(c->out, ", found ");
			print_words(c->out, &got, 1);
			fprintf(c->out, "\n");
		}
	}
	BN_free(two_w);
	BN_free(inv);
}

/* The Montgomery constants of modulus m: R mod m and R^2 mod m. */
static int
mont_constants(const BIGNUM *m, BIGNUM *one, BIGNUM *rr, BN_MONT_CTX **mont,
    BN_CTX *ctx)
{
	if ((*mont = BN_MONT_CTX_new()) == NULL ||
	    !BN_MONT_CTX_set(*mont, m, ctx) ||
	    !BN_to_montgomery(one, BN_value_one(), *mont, ctx) ||
	    !BN_to_montgomery(rr, one, *mont, ctx))
		return 0;
	return 1;
}

/*
 * The reference a curve is checked against: OpenSSL's built-in curve,
 * or for a curve OpenSSL lacks, parameters from its publication.
 */
struct reference {
	EC_GROUP		*group;		/* for EC_POINT_mul */
	BIGNUM			*p, *a, *b, *gx, *gy, *n, *h;
	const unsigned char	*seed;
	size_t			 seed_len;
	int			 nid;		/* the header's, where known */
	const char		*nid_name;	/* NID_ symbol */
	const char		*source;
};

/*
 * Curves OpenSSL lacks.  FRP256v1: ANSSI, "Publication d'un parametrage
 * de courbe elliptique visant des applications de passeport electronique
 * et de l'administration electronique francaise", JORF 21 Oct 2011; the
 * same values are in MIRACL's ROM_CURVE_ANSSI and LibreSSL's ec_curve.c.
 * NID 936 is LibreSSL's NID_FRP256v1.
 *
 * BN-638, a pairing-friendly Barreto-Naehrig curve over a 638-bit field:
 * u = 2^158 - 2^128 - 2^68 + 1 (Aranha, Karabina, Longa, Gebotys and
 * Lopez, "Faster explicit formulas for computing pairings over ordinary
 * curves", EUROCRYPT 2011), p = 36u^4 + 36u^3 + 24u^2 + 6u + 1 and n =
 * 36u^4 + 36u^3 + 18u^2 + 6u + 1; y^2 = x^3 + 5 and G as the RELIC
 * toolkit publishes them (ep_param.c, BN_P638).  No NID.
 *
 * EXTRA_PUBLISHED names a file of more entries, for tests of curves made
 * for them (tests/der.py writes one).
 */
static const struct published {
	const char	*name;
	int		 nid;
	const char	*nid_name;
	const char	*oid;		/* dotted decimal, or NULL */
	const char	*p, *a, *b, *gx, *gy, *n, *h;
} published[] = {
	{ "FRP256v1", 936, "NID_FRP256v1", "1.2.250.1.223.101.256.1",
	    "F1FD178C0B3AD58F10126DE8CE42435B3961ADBCABC8CA6DE8FCF353D86E9C03",
	    "F1FD178C0B3AD58F10126DE8CE42435B3961ADBCABC8CA6DE8FCF353D86E9C00",
	    "EE353FCA5428A9300D4ABA754A44C00FDFEC0C9AE4B1A1803075ED967B7BB73F",
	    "B6B3D4C356C139EB31183D4749D423958C27D2DCAF98B70164C97A2DD98F5CFF",
	    "6142E0F7C8B204911F9271F0F3ECEF8C2701C307E8E4C9E183115A1554062CFB",
	    "F1FD178C0B3AD58F10126DE8CE42435B53DC67E140D2BF941FFDD459C6D655E1",
	    "1" },
	{ "BN-638", NID_undef, NULL, NULL,
	    "23FFFFFDC000000D7FFFFFB8000001D3FFFFF942D000165E3FFF94870000D52"
	    "FFFFDD0E00008DE55C00086520021E55BFFFFF51FFFF4EB800000004C80015A"
	    "CDFFFFFFFFFFFFECE00000000000000067",
	    "0",
	    "5",
	    "17F382B46725AEFA6F38E6F87ACAA1ACA41757FC6F2C40DB6539EDEB8B95D51"
	    "9B1E99255DF031C67DE6C00E39547E6347E80E5F3D36CC5B4B42FC10D061BFA"
	    "0A0A8C6CB6B561C487A1420E7B383DC742",
	    "128AC488584B7C05EFD5436E559D741C978A5027926525B3DECB22D40E03FC7"
	    "BD8D4235FD7E9DD2F3BFF3945D54C25E701624E27AFEF8F27F7DDEADEDAF3FE"
	    "3AA0234D35290703FCE6254A7D75B6A304",
	    "23FFFFFDC000000D7FFFFFB8000001D3FFFFF942D000165E3FFF94870000D52"
	    "FFFFDD0E00008DE55600086550021E555FFFFF54FFFF4EAC000000049800154"
	    "D9FFFFFFFFFFFFEDA00000000000000061",
	    "1" },
#ifdef EXTRA_PUBLISHED
#include EXTRA_PUBLISHED
#endif
};

static void
reference_free(struct reference *r)
{
	EC_GROUP_free(r->group);
	BN_free(r->p);
	BN_free(r->a);
	BN_free(r->b);
	BN_free(r->gx);
	BN_free(r->gy);
	BN_free(r->n);
	BN_free(r->h);
}

/* Builds the group of p, a, b, G, n, h. */
static EC_GROUP *
make_group(const BIGNUM *p, const BIGNUM *a, const BIGNUM *b,
    const BIGNUM *gx, const BIGNUM *gy, const BIGNUM *n, const BIGNUM *h,
    BN_CTX *ctx)
{
	EC_GROUP	*g;
	EC_POINT	*gen = NULL;

	if ((g = EC_GROUP_new_curve_GFp(p, a, b, ctx)) == NULL)
		return NULL;
	if ((gen = EC_POINT_new(g)) == NULL ||
	    !EC_POINT_set_affine_coordinates(g, gen, gx, gy, ctx) ||
	    !EC_GROUP_set_generator(g, gen, n, h)) {
		EC_POINT_free(gen);
		EC_GROUP_free(g);
		return NULL;
	}
	EC_POINT_free(gen);
	return g;
}

/* Fills r from OpenSSL's curve nid.  Returns 0 on failure. */
static int
reference_builtin(struct reference *r, int nid, BN_CTX *ctx)
{
	const EC_POINT	*gen;

	if ((r->group = EC_GROUP_new_by_curve_name(nid)) == NULL)
		return 0;
	r->p = BN_new();
	r->a = BN_new();
	r->b = BN_new();
	r->gx = BN_new();
	r->gy = BN_new();
	r->n = BN_new();
	r->h = BN_new();
	gen = EC_GROUP_get0_generator(r->group);
	if (r->p == NULL || r->a == NULL || r->b == NULL || r->gx == NULL ||
	    r->gy == NULL || r->n == NULL || r->h == NULL ||
	    !EC_GROUP_get_order(r->group, r->n, ctx) ||
	    !EC_GROUP_get_cofactor(r->group, r->h, ctx) ||
	    !EC_GROUP_get_curve(r->group, r->p, r->a, r->b, ctx) ||
	    !EC_POINT_get_affine_coordinates(r->group, gen, r->gx, r->gy, ctx))
		return 0;
	r->seed = EC_GROUP_get0_seed(r->group);
	r->seed_len = EC_GROUP_get_seed_len(r->group);
	r->nid = nid;
	r->source = REF_LIB "'s";
	return 1;
}

/* Fills r from a published curve.  Returns 0 on failure. */
static int
reference_published(struct reference *r, const struct published *pc,
    BN_CTX *ctx)
{
	if (!BN_hex2bn(&r->p, pc->p) || !BN_hex2bn(&r->a, pc->a) ||
	    !BN_hex2bn(&r->b, pc->b) || !BN_hex2bn(&r->gx, pc->gx) ||
	    !BN_hex2bn(&r->gy, pc->gy) || !BN_hex2bn(&r->n, pc->n) ||
	    !BN_hex2bn(&r->h, pc->h) || (r->group = make_group(r->p, r->a,
	    r->b, r->gx, r->gy, r->n, r->h, ctx)) == NULL)
		return 0;
	r->nid = pc->nid;
	r->nid_name = pc->nid_name;
	r->source = "the published";
	return 1;
}

/*
 * Finds the reference of table t: OpenSSL's curve of the header's NID (or
 * of its name, where the layout holds the NID as a symbol's name), which
 * must be the curve of that name; else a published curve of that name
 * and NID.  A curve with no reference fails: its values could only be
 * checked against themselves.
 */
static int
find_reference(struct check *c, const struct ref_table *t,
    struct reference *r)
{
	const char	*sn;
	size_t		 i;
	int		 nid;

	memset(r, 0, sizeof(*r));
	if (t->name == NULL) {
		mismatch(c, "name");
		fprintf(c->out, "missing\n");
		return 0;
	}
	nid = t->nid != NID_undef ? t->nid : OBJ_sn2nid(t->name);
	sn = nid != NID_undef ? OBJ_nid2sn(nid) : NULL;
	if (sn != NULL && strcmp(sn, t->name) == 0 &&
	    reference_builtin(r, nid, c->ctx)) {
		if (t->oid != NULL) {
			char	 oid[128];

			c->values++;
			if (OBJ_obj2txt(oid, sizeof(oid), OBJ_nid2obj(nid), 1) <= 0 ||
			    strcmp(oid, t->oid) != 0) {
				mismatch(c, "oid");
				fprintf(c->out, "expected %s, found %s\n", oid,
				    t->oid);
			}
		}
		if (t->nid_name != NULL) {
			c->values++;
			if (ref_nid_symbol(t->nid_name) != nid) {
				mismatch(c, "nid");
				fprintf(c->out, "%s is %d in " REF_LIB "'s headers, "
				    "not %s's NID %d\n", t->nid_name,
				    ref_nid_symbol(t->nid_name), sn, nid);
			}
		}
		return 1;
	}
	reference_free(r);
	memset(r, 0, sizeof(*r));
	for (i = 0; i < sizeof(published) / sizeof(published[0]); i++) {
		if (strcmp(published[i].name, t->name) != 0)
			continue;
		c->values++;
		if ((t->nid != NID_undef && t->nid != published[i].nid) ||
		    (t->nid_name != NULL && (published[i].nid_name == NULL ||
		    strcmp(t->nid_name, published[i].nid_name) != 0))) {
			mismatch(c, "nid");
			fprintf(c->out, "expected %s (%d)\n",
			    published[i].nid_name != NULL ?
			    published[i].nid_name : "none", published[i].nid);
			return 0;
		}
		if (t->oid != NULL) {
			c->values++;
			if (published[i].oid == NULL ||
			    strcmp(t->oid, published[i].oid) != 0) {
				mismatch(c, "oid");
				fprintf(c->out, "expected %s, found %s\n",
				    published[i].oid != NULL ?
				    published[i].oid : "none", t->oid);
			}
		}
		if (!reference_published(r, &published[i], c->ctx)) {
			mismatch(c, "reference");
			fprintf(c->out, "cannot build the published curve\n");
			return 0;
		}
		return 1;
	}
	mismatch(c, "reference");
	if (sn != NULL && t->nid != NID_undef)
		fprintf(c->out, "the header's NID %d is " REF_LIB "'s %s\n",
		    t->nid, sn);
	else
		fprintf(c->out, REF_LIB " has no curve of that name or NID, and "
		    "the checker no published one (make verify REFERENCE=file "
		    "gives it one)\n");
	return 0;
}

/* Compares the header's seed with the reference's. */
static void
compare_seed(struct check *c, const struct ref_table *t,
    const struct reference *r)
{
	size_t	 i;

	c->values++;
	if (r->seed_len == t->seed_len && (t->seed_len == 0 ||
	    (t->seed != NULL && r->seed != NULL &&
	    memcmp(r->seed, t->seed, t->seed_len) == 0)) &&
	    (t->seed_len > 0 || t->seed == NULL))
		return;
	mismatch(c, "seed");
	fprintf(c->out, "expected %zu bytes {", r->seed_len);
	for (i = 0; i < r->seed_len; i++)
		fprintf(c->out, " %02x", r->seed[i]);
	fprintf(c->out, " }, found %zu bytes {", t->seed_len);
	for (i = 0; t->seed != NULL && i < t->seed_len; i++)
		fprintf(c->out, " %02x", t->seed[i]);
	fprintf(c->out, " }%s\n", t->seed == NULL && t->seed_len > 0 ?
	    " (a NULL seed)" : "");
}

/*
 * Sets ks[] to 1, 2, n - 1 and RANDOM_SCALARS reproducible k in [1, n);
 * returns their count, or -1.
 */
static int
scalars(const struct ref_table *t, const BIGNUM *n, BIGNUM **ks, BN_CTX *ctx)
{
	unsigned char	 in[128], md[SHA512_DIGEST_LENGTH];
	BIGNUM		*nm1;
	int		 i, len, nk = 0;

	if ((nm1 = BN_dup(n)) == NULL || !BN_sub_word(nm1, 1))
		goto err;
	if ((ks[nk++] = BN_dup(BN_value_one())) == NULL ||
	    (ks[nk++] = BN_new()) == NULL || !BN_set_word(ks[1], 2) ||
	    (ks[nk++] = BN_dup(nm1)) == NULL)
		goto err;
	for (i = 0; i < RANDOM_SCALARS; i++) {
		/* k = 1 + (SHA-512(name "/" i) mod (n - 1)) */
		len = snprintf((char *)in, sizeof(in), "%s/%d", t->name, i);
		if (len < 0 || (size_t)len >= sizeof(in))
			goto err;
		SHA512(in, (size_t)len, md);
		if ((ks[nk] = BN_bin2bn(md, sizeof(md), NULL)) == NULL)
			goto err;
		nk++;
		if (!BN_mod(ks[nk - 1], ks[nk - 1], nm1, ctx) ||
		    !BN_add_word(ks[nk - 1], 1))
			goto err;
	}
	BN_free(nm1);
	return nk;
 err:
	BN_free(nm1);
	while (nk > 0)
		BN_free(ks[--nk]);
	return -1;
}

/* The count of words of derived constant k that the checker reads. */
static int
const_words(const struct ref_table *t, const struct ref_const *k)
{
	switch (k->len) {
	case REF_U64:
		return 64 / BN_BITS2;
	case REF_WORD:
		return 1;
	default:
		return k->modulus == 'p' ? t->field_words : t->order_words;
	}
}

/*
 * Sets out to the value of a formula of ectab list --constants for the
 * reference curve ref: its p, n, a, b, h and G, R = 2^(words of p *
 * BN_BITS2), R_n likewise of n, and w = BN_BITS2.  Returns 1, or 0 with
 * what is wrong in err.
 */
static int
formula_value(BIGNUM *out, const char *formula, const struct reference *ref,
    BN_CTX *ctx, char *err, size_t errlen)
{
	BIGNUM	*R, *Rn, *w;
	int	 ok = 0;

	R = BN_new();
	Rn = BN_new();
	w = BN_new();
	if (R == NULL || Rn == NULL || w == NULL ||
	    !BN_set_bit(R, words_of(ref->p) * BN_BITS2) ||
	    !BN_set_bit(Rn, words_of(ref->n) * BN_BITS2) ||
	    !BN_set_word(w, BN_BITS2))
		snprintf(err, errlen, "out of memory");
	else {
		const struct formula_var vars[] = {
			{ "p", ref->p }, { "n", ref->n }, { "a", ref->a },
			{ "b", ref->b }, { "h", ref->h }, { "Gx", ref->gx },
			{ "Gy", ref->gy }, { "R", R }, { "R_n", Rn },
			{ "w", w }, { NULL, NULL }
		};

		ok = formula_eval(out, formula, vars, ctx, err, errlen);
	}
	BN_free(R);
	BN_free(Rn);
	BN_free(w);
	return ok;
}

/*
 * Every derived constant the layout holds as a row of ectab list
 * --constants (t->consts), recomputed from its formula.
 */
static void
check_formulas(struct check *c, const struct ref_table *t,
    const struct reference *ref)
{
	const struct ref_const *k;
	BIGNUM		*want;
	char		 what[128], err[128];
	size_t		 i;

	if ((want = BN_new()) == NULL) {
		mismatch(c, "formulas");
		fprintf(c->out, "out of memory\n");
		return;
	}
	for (i = 0; i < t->nconsts; i++) {
		k = &t->consts[i];
		snprintf(what, sizeof(what), "%s (%s)", k->name, k->formula);
		if (!formula_value(want, k->formula, ref, c->ctx, err,
		    sizeof(err))) {
			mismatch(c, what);
			fprintf(c->out, "the formula: %s\n", err);
		} else if (k->len == REF_ARRAY)
			compare_bn(c, what, want, k->v, const_words(t, k));
		else
			compare_words(c, what, want, k->v.d,
			    const_words(t, k));
	}
	BN_free(want);
}

/*
 * -e FORMULA: prints the formula's value for the reference's prime256v1
 * in decimal, or what is wrong and exits 1: how the tests compare
 * formula.c with kat.py's evaluator.
 */
static int
eval_formula(const char *formula)
{
	struct reference ref;
	BN_CTX		*ctx;
	BIGNUM		*v;
	char		 err[128], *dec = NULL;
	int		 rc = 2;

	memset(&ref, 0, sizeof(ref));
	ctx = BN_CTX_new();
	v = BN_new();
	if (ctx == NULL || v == NULL ||
	    !reference_builtin(&ref, NID_X9_62_prime256v1, ctx))
		fprintf(stderr, "checker: no reference prime256v1\n");
	else if (!formula_value(v, formula, &ref, ctx, err, sizeof(err))) {
		printf("error: %s\n", err);
		rc = 1;
	} else if ((dec = BN_bn2dec(v)) != NULL) {
		printf("%s\n", dec);
		rc = 0;
	}
	OPENSSL_free(dec);
	BN_free(v);
	reference_free(&ref);
	BN_CTX_free(ctx);
	return rc;
}

/*
 * A number of the layout as a BIGNUM of n words, or, where the layout
 * does not hold it (a NULL array), a copy of the reference's.
 */
static BIGNUM *
held_or(struct ref_bn held, const BIGNUM *ref, int n)
{
	return held.d != NULL ? ref_bn_from(held.d, n) : BN_dup(ref);
}

/*
 * The header's numbers of a curve as BIGNUMs: a, b and G where the
 * layout holds them, else the reference's (held_or), which a layout
 * that holds them in Montgomery form only has compared there.
 */
struct header_nums {
	BIGNUM	*p, *a, *b, *gx, *gy, *n, *h;
};

static void
header_nums_free(struct header_nums *v)
{
	BN_free(v->p);
	BN_free(v->a);
	BN_free(v->b);
	BN_free(v->gx);
	BN_free(v->gy);
	BN_free(v->n);
	BN_free(v->h);
}

/* Reads the numbers of c->t into v.  Returns 0, or -1 after reporting. */
static int
header_nums(struct check *c, const struct reference *ref,
    struct header_nums *v)
{
	const struct ref_table *t = c->t;

	v->p = ref_bn_from(t->p.d, t->field_words);
	v->a = held_or(t->a, ref->a, t->field_words);
	v->b = held_or(t->b, ref->b, t->field_words);
	v->gx = held_or(t->gx, ref->gx, t->field_words);
	v->gy = held_or(t->gy, ref->gy, t->field_words);
	v->n = ref_bn_from(t->order.d, t->order_words);
	v->h = ref_bn_from(t->cofactor.d, words_of(ref->h));
	if (v->p == NULL || v->a == NULL || v->b == NULL || v->gx == NULL ||
	    v->gy == NULL || v->n == NULL || v->h == NULL) {
		mismatch(c, "memory");
		fprintf(c->out, "out of memory\n");
		return -1;
	}
	return 0;
}

/*
 * The parameters, against the reference's; unless quick, p and n prime
 * and EC_GROUP_check on the header's own (slow under emulation: -q has
 * the reference's p and n).
 */
static void
check_params(struct check *c, const struct reference *ref,
    const struct header_nums *v, int quick)
{
	const struct ref_table *t = c->t;
	EC_GROUP	*group;

	compare_bn(c, "p", ref->p, t->p, t->field_words);
	if (t->a.d != NULL)
		compare_bn(c, "a", ref->a, t->a, t->field_words);
	if (t->b.d != NULL)
		compare_bn(c, "b", ref->b, t->b, t->field_words);
	if (t->gx.d != NULL)
		compare_bn(c, "gx", ref->gx, t->gx, t->field_words);
	if (t->gy.d != NULL)
		compare_bn(c, "gy", ref->gy, t->gy, t->field_words);
	compare_bn(c, "order", ref->n, t->order, t->order_words);
	compare_bn(c, "cofactor", ref->h, t->cofactor, words_of(ref->h));
	compare_seed(c, t, ref);
	if (t->order_bits != 0)
		compare_int(c, "order_bits", BN_num_bits(ref->n),
		    t->order_bits);
	check_hasse(c, v->p, v->n, v->h);
	if (quick || !params_tested)
		return;
	c->values += 3;
	if (bn_is_prime(v->p, c->ctx) != 1 || bn_is_prime(v->n, c->ctx) != 1) {
		mismatch(c, "p, n");
		fprintf(c->out, "not both prime (%s)\n", BN_IS_PRIME);
	}
	group = make_group(v->p, v->a, v->b, v->gx, v->gy, v->n, v->h, c->ctx);
	if (group == NULL || EC_GROUP_check(group, c->ctx) != 1) {
		mismatch(c, "parameters");
		fprintf(c->out, "EC_GROUP_check fails on the header's p, a, b, "
		    "G, n, h\n");
	}
	EC_GROUP_free(group);
}

/*
 * The Montgomery constants of p, and a, b and G in Montgomery form.
 * Returns 0, or -1 after reporting a call of the reference's that
 * failed.
 */
static int
check_mont_p(struct check *c, const struct reference *ref,
    const struct header_nums *v)
{
	const struct ref_table *t = c->t;
	BN_MONT_CTX	*mont = NULL;
	BIGNUM		*x, *one, *rr, *pm3;
	int		 rc = -1;

	x = BN_new();
	one = BN_new();
	rr = BN_new();
	pm3 = BN_new();
	if (x == NULL || one == NULL || rr == NULL || pm3 == NULL)
		goto bn_failed;
	if (!mont_constants(v->p, one, rr, &mont, c->ctx)) {
		mismatch(c, "BN_MONT_CTX_set(p)");
		fprintf(c->out, "failed\n");
		goto done;
	}
	compare_bn(c, "mont_one (R mod p, G's z)", one, t->mont_one,
	    t->field_words);
	compare_bn(c, "mont_rr (R^2 mod p)", rr, t->mont_rr, t->field_words);
	compare_n0(c, "n0 (-p^-1 mod 2^64)", v->p, t->n0);
	if (t->has_n0_w)
		compare_n0_w(c, "n0_w (-p^-1 mod 2^w)", v->p, t->n0_w);
	if (!BN_to_montgomery(x, v->a, mont, c->ctx))
		goto bn_failed;
	compare_bn(c, "mont_a (a*R mod p)", x, t->mont_a, t->field_words);
	if (!BN_to_montgomery(x, v->b, mont, c->ctx))
		goto bn_failed;
	compare_bn(c, "mont_b (b*R mod p)", x, t->mont_b, t->field_words);
	if (!BN_to_montgomery(x, v->gx, mont, c->ctx))
		goto bn_failed;
	compare_bn(c, "mont_gx (Gx*R mod p)", x, t->mont_gx, t->field_words);
	if (!BN_to_montgomery(x, v->gy, mont, c->ctx))
		goto bn_failed;
	compare_bn(c, "mont_gy (Gy*R mod p)", x, t->mont_gy, t->field_words);
	if (!BN_copy(pm3, v->p) || !BN_sub_word(pm3, 3))
		goto bn_failed;
	compare_int(c, "a_is_minus3", BN_cmp(v->a, pm3) == 0, t->a_is_minus3);
	check_formulas(c, t, ref);
	rc = 0;
	goto done;
 bn_failed:
	mismatch(c, "BN arithmetic");
	fprintf(c->out, "a " REF_LIB " call failed\n");
 done:
	BN_MONT_CTX_free(mont);
	BN_free(x);
	BN_free(one);
	BN_free(rr);
	BN_free(pm3);
	return rc;
}

/*
 * The order's own Montgomery constants, where the layout has them.
 * Returns 0, or -1 after reporting a call of the reference's that
 * failed.
 */
static int
check_mont_n(struct check *c, const BIGNUM *n)
{
	const struct ref_table *t = c->t;
	BN_MONT_CTX	*nmont = NULL;
	BIGNUM		*one, *rr;
	int		 rc = -1;

	if (t->order_mont_one.d == NULL)
		return 0;
	one = BN_new();
	rr = BN_new();
	if (one == NULL || rr == NULL ||
	    !mont_constants(n, one, rr, &nmont, c->ctx)) {
		mismatch(c, "BN_MONT_CTX_set(n)");
		fprintf(c->out, "failed\n");
		goto done;
	}
	compare_bn(c, "order_mont_one (R_n mod n)", one, t->order_mont_one,
	    t->order_words);
	compare_bn(c, "order_mont_rr (R_n^2 mod n)", rr, t->order_mont_rr,
	    t->order_words);
	compare_n0(c, "order_n0 (-n^-1 mod 2^64)", n, t->order_n0);
	if (t->has_n0_w)
		compare_n0_w(c, "order_n0_w (-n^-1 mod 2^w)", n,
		    t->order_n0_w);
	rc = 0;
 done:
	BN_MONT_CTX_free(nmont);
	BN_free(one);
	BN_free(rr);
	return rc;
}

/*
 * The functional proof (fproof_curve: k*G for the scalars of scalars(),
 * and n*G), unless quick or a value already differs; *reached says
 * that it ran, and *muls counts its checks.
 */
static void
run_proof(struct check *c, const struct reference *ref, const BIGNUM *n,
    int quick, int *muls, int *reached)
{
	BIGNUM	*ks[3 + RANDOM_SCALARS];
	int	 i, nk, proof;

	if (quick || c->bad != 0)
		return;
	*reached = 1;
	if ((nk = scalars(c->t, n, ks, c->ctx)) < 0) {
		mismatch(c, "functional proof");
		fprintf(c->out, "cannot make the scalars\n");
		return;
	}
	proof = fproof_curve(c->t, ref->group, ks, nk, c->ctx, "checker");
	if (proof < 0)
		c->bad++;
	else
		*muls += proof;
	for (i = 0; i < nk; i++)
		BN_free(ks[i]);
}

/*
 * Checks one curve; returns the number of mismatches.  With proof_only
 * (-p), the values are checked unreported and uncounted, and only the
 * functional proof's catches count.
 */
static int
check_curve(const struct ref_table *t, int quick, int proof_only,
    int *values, int *muls)
{
	struct check	 c;
	struct reference ref;
	struct header_nums v;
	int		 reached = 0;

	memset(&c, 0, sizeof(c));
	memset(&ref, 0, sizeof(ref));
	memset(&v, 0, sizeof(v));
	c.t = t;
	c.ctx = BN_CTX_new();
	c.out = proof_only ? devnull : report_to;
	if (c.ctx == NULL || !find_reference(&c, t, &ref))
		goto done;

	/*
	 * Arrays are read with the header's own word counts, so those are
	 * checked against the reference before any array is read.
	 */
	if (t->field_bits != 0)
		compare_int(&c, "field_bits", BN_num_bits(ref.p),
		    t->field_bits);
	compare_int(&c, "field_words", words_of(ref.p), t->field_words);
	compare_int(&c, "order_words", words_of(ref.n), t->order_words);
	if (c.bad > 0 || header_nums(&c, &ref, &v) == -1)
		goto done;
	check_params(&c, &ref, &v, quick);
	if (check_mont_p(&c, &ref, &v) == -1 || check_mont_n(&c, v.n) == -1)
		goto done;
	if (proof_only) {
		c.bad = 0;
		c.values = 0;
		c.out = report_to;
	}
	run_proof(&c, &ref, v.n, quick, muls, &reached);
	if (c.bad == 0)
		fprintf(c.out, "PASS checker %d: %s: %d values match %s "
		    "curve%s\n", BN_BITS2, t->name, c.values, ref.source,
		    quick ? "" : !params_tested ? "; the functional proof "
		    "passes" : "; EC_GROUP_check and the functional proof "
		    "pass");
 done:
	if (proof_only && !reached) {
		/* The proof never ran: -p must not count this as its catch. */
		fprintf(report_to, "FAIL checker %d: %s: the functional proof "
		    "was not reached\n", BN_BITS2, t->name != NULL ? t->name :
		    "(no name)");
		c.bad++;
	}
	header_nums_free(&v);
	reference_free(&ref);
	BN_CTX_free(c.ctx);
	*values += c.values;
	return c.bad;
}

/* Checks every table; returns the number of mismatches. */
static int
check_tables(const struct ref_table *tables, size_t count, size_t declared,
    int quick, int proof_only, int *values, int *muls)
{
	size_t	 i;
	int	 bad = 0;

	if (count != declared) {
		fprintf(report_to, "FAIL checker %d: the header declares %zu "
		    "curves and its table has %zu\n", BN_BITS2, declared, count);
		bad++;
	}
	for (i = 0; i < count; i++)
		if (only_curve == NULL ||
		    (tables[i].name != NULL &&
		    strcmp(tables[i].name, only_curve) == 0))
			bad += check_curve(&tables[i], quick, proof_only,
			    values, muls);
	return bad;
}

/*
 * -m: reads paths of shared objects, one a line, each an adapter built
 * against a mutant header; checks each as -q would and prints a line
 * "PATH MISMATCHES CURVES [count]": CURVES are the indices of the curves
 * with a mismatch, comma-separated (or "-"), and "count" says that the
 * declared count of curves is not the table's.  One process for many
 * mutants, which matters where 32-bit programs run under an emulator.
 */
static int
check_mutants(void)
{
	const struct ref_table	*tables;
	size_t			(*get)(const struct ref_table **);
	size_t			(*declared)(void);
	size_t			 count, i;
	char			 path[4096];
	void			*h;
	char			*failed;
	int			 values = 0, muls = 0, bad, total, any;

	report_to = devnull;
	while (fgets(path, sizeof(path), stdin) != NULL) {
		path[strcspn(path, "\n")] = '\0';
		if ((h = dlopen(path, RTLD_NOW | RTLD_LOCAL)) == NULL) {
			printf("%s error %s\n", path, dlerror());
			continue;
		}
		*(void **)&get = dlsym(h, "ref_tables");
		*(void **)&declared = dlsym(h, "ref_tables_declared");
		if (get == NULL || declared == NULL) {
			printf("%s error no ref_tables\n", path);
			fflush(stdout);
			dlclose(h);
			continue;
		}
		count = get(&tables);
		total = count != declared() ? 1 : 0;
		if ((failed = calloc(count + 1, 1)) == NULL) {
			perror("checker");
			return 2;
		}
		for (i = 0; i < count; i++) {
			bad = check_curve(&tables[i], 1, 0, &values, &muls);
			failed[i] = bad > 0;
			total += bad;
		}
		printf("%s %d ", path, total);
		for (i = 0, any = 0; i < count; i++)
			if (failed[i])
				printf("%s%zu", any++ ? "," : "", i);
		printf("%s%s\n", any ? "" : "-",
		    count != declared() ? " count" : "");
		free(failed);
		fflush(stdout);
		dlclose(h);
	}
	return 0;
}

/*
 * -M: the mutation proof, in memory.  Each table is copied into writable
 * memory, and every word of every number the checker reads, every
 * descriptor field and every seed byte is changed in the copy, one at a
 * time; each change must be caught by the checks of -q.  The tables
 * come from the adapters, which read the header as the compiler sees
 * it; tests/mutate.py compiles changes of every field of every
 * curve into the header's text, which shows that the adapters hand the
 * checker what the header holds.
 */

enum mut_len { LEN_FIELD, LEN_ORDER, LEN_TOP };

static const struct mut_bn {
	const char	*what;
	size_t		 off;
	enum mut_len	 len;
} mut_bns[] = {
#define MUT_BN(member, len)	{ #member, offsetof(struct ref_table, member), \
				    len }
	MUT_BN(p, LEN_FIELD),
	MUT_BN(a, LEN_FIELD),
	MUT_BN(b, LEN_FIELD),
	MUT_BN(gx, LEN_FIELD),
	MUT_BN(gy, LEN_FIELD),
	MUT_BN(order, LEN_ORDER),
	MUT_BN(cofactor, LEN_TOP),
	MUT_BN(mont_one, LEN_FIELD),
	MUT_BN(mont_rr, LEN_FIELD),
	MUT_BN(mont_a, LEN_FIELD),
	MUT_BN(mont_b, LEN_FIELD),
	MUT_BN(mont_gx, LEN_FIELD),
	MUT_BN(mont_gy, LEN_FIELD),
	MUT_BN(order_mont_one, LEN_ORDER),
	MUT_BN(order_mont_rr, LEN_ORDER),
#undef MUT_BN
};
#define MUT_BNS		(sizeof(mut_bns) / sizeof(mut_bns[0]))

/* A writable copy of a table; the seed has one byte to spare. */
struct mut_table {
	struct ref_table t;
	BN_ULONG	 words[MUT_BNS][REF_MAX_WORDS];
	BN_ULONG	 cwords[REF_MAX_CONSTS][REF_MAX_WORDS];
	unsigned char	*seed;
	char		 name[128];
	char		 oid[128];
};

struct mut_count {
	int		 tried;
	int		 detected;
	int		 words;		/* of which array words */
	int		 seed_bytes;	/* and seed bytes */
	unsigned	 bit;		/* rotates the bit flipped */
};

static struct ref_bn *
mut_bn_of(struct ref_table *t, size_t i)
{
	return (struct ref_bn *)((char *)t + mut_bns[i].off);
}

/* The count of words of number i that the checker reads of t. */
static int
mut_words(const struct ref_table *t, size_t i)
{
	const struct ref_bn *bn = (const struct ref_bn *)((const char *)t +
	    mut_bns[i].off);

	switch (mut_bns[i].len) {
	case LEN_FIELD:
		return t->field_words;
	case LEN_ORDER:
		return t->order_words;
	default:
		return bn->top;
	}
}

static int
mut_copy(struct mut_table *m, const struct ref_table *t)
{
	size_t	 i;
	int	 n;

	memset(m, 0, sizeof(*m));
	m->t = *t;
	for (i = 0; i < MUT_BNS; i++) {
		if (mut_bn_of(&m->t, i)->d == NULL)
			continue;
		n = mut_words(t, i);
		if (n < 0 || n > REF_MAX_WORDS)
			return 0;
		memcpy(m->words[i], mut_bn_of(&m->t, i)->d,
		    n * sizeof(BN_ULONG));
		mut_bn_of(&m->t, i)->d = m->words[i];
	}
	for (i = 0; i < t->nconsts; i++) {
		n = const_words(t, &t->consts[i]);
		if (n < 0 || n > REF_MAX_WORDS)
			return 0;
		memcpy(m->cwords[i], t->consts[i].v.d, n * sizeof(BN_ULONG));
		m->t.consts[i].v.d = m->cwords[i];
	}
	if ((m->seed = calloc(1, t->seed_len + 1)) == NULL)
		return 0;
	if (t->seed != NULL) {
		memcpy(m->seed, t->seed, t->seed_len);
		m->t.seed = m->seed;
	}
	if (t->name != NULL) {
		snprintf(m->name, sizeof(m->name), "%s", t->name);
		m->t.name = m->name;
	}
	if (t->oid != NULL) {
		snprintf(m->oid, sizeof(m->oid), "%s", t->oid);
		m->t.oid = m->oid;
	}
	return 1;
}

static void	mut_try(struct mut_count *, struct mut_table *, const char *,
		    ...) __attribute__((__format__(__printf__, 3, 4)));

/* Checks the mutated copy as -q does; reports a change it misses. */
static void
mut_try(struct mut_count *mc, struct mut_table *m, const char *fmt, ...)
{
	va_list	 ap;
	int	 values = 0, muls = 0;

	mc->tried++;
	if (check_curve(&m->t, 1, 0, &values, &muls) > 0) {
		mc->detected++;
		return;
	}
	printf("FAIL mutation %d (in memory): not detected: %s ", BN_BITS2,
	    m->name);
	va_start(ap, fmt);
	vprintf(fmt, ap);
	va_end(ap);
	printf("\n");
}

static BN_ULONG
mut_flip(struct mut_count *mc, BN_ULONG w)
{
	return w ^ ((BN_ULONG)1 << (mc->bit++ * 7 % BN_BITS2));
}

/*
 * The descriptor fields and counts, each changed in turn: an int has its
 * low bit flipped, a word one bit, where the layout holds the field.
 */
enum mut_when { HELD, IF_SET, IF_ORDER, IF_N0_W, IF_ORDER_N0_W };

static const struct mut_field {
	const char	*what;
	size_t		 off;
	int		 word;		/* a BN_ULONG, else an int */
	enum mut_when	 when;
} mut_fields[] = {
#define FIELD(what, member, word, when) \
	{ what, offsetof(struct ref_table, member), word, when }
	FIELD("field_bits", field_bits, 0, IF_SET),
	FIELD("field_words", field_words, 0, HELD),
	FIELD("order_words", order_words, 0, HELD),
	FIELD("a_is_minus3", a_is_minus3, 0, HELD),
	FIELD("order_bits", order_bits, 0, IF_SET),
	FIELD("n0[0]", n0[0], 1, HELD),
	FIELD("n0[1]", n0[1], 1, HELD),
	FIELD("order_n0[0]", order_n0[0], 1, IF_ORDER),
	FIELD("order_n0[1]", order_n0[1], 1, IF_ORDER),
	FIELD("n0_w", n0_w, 1, IF_N0_W),
	FIELD("order_n0_w", order_n0_w, 1, IF_ORDER_N0_W),
#undef FIELD
};
#define MUT_FIELDS	(sizeof(mut_fields) / sizeof(mut_fields[0]))

/* Returns 1 if t holds field f: a layout may lack some. */
static int
mut_held(const struct ref_table *t, const struct mut_field *f)
{
	switch (f->when) {
	case IF_SET:
		return *(const int *)((const char *)t + f->off) != 0;
	case IF_ORDER:
		return t->order_mont_one.d != NULL;
	case IF_N0_W:
		return t->has_n0_w;
	case IF_ORDER_N0_W:
		return t->has_n0_w && t->order_mont_one.d != NULL;
	default:
		return 1;
	}
}

/* Every change of table i of tables[0..count). */
static void
mut_table(struct mut_count *mc, const struct ref_table *tables,
    size_t count, size_t i)
{
	const struct ref_table *next = &tables[(i + 1) % count];
	struct mut_table m;
	struct ref_bn	*bn;
	const struct mut_field *f;
	BN_ULONG	 w, *wp;
	int		*ip;
	const char	*s;
	size_t		 j, k;
	int		 old, values = 0, muls = 0;

	if (!mut_copy(&m, &tables[i]) ||
	    check_curve(&m.t, 1, 0, &values, &muls) != 0) {
		printf("FAIL mutation %d (in memory): %s: the unmutated table "
		    "does not pass\n", BN_BITS2, m.name);
		mc->tried++;
		free(m.seed);
		return;
	}
	for (j = 0; j < MUT_BNS; j++) {
		bn = mut_bn_of(&m.t, j);
		if (bn->d == NULL)
			continue;
		for (k = 0; k < (size_t)mut_words(&m.t, j); k++) {
			w = m.words[j][k];
			m.words[j][k] = mut_flip(mc, w);
			mc->words++;
			mut_try(mc, &m, "%s word %zu", mut_bns[j].what, k);
			m.words[j][k] = w;
		}
		bn->top ^= 1;
		mut_try(mc, &m, "%s top", mut_bns[j].what);
		bn->top ^= 1;
	}
	for (j = 0; j < m.t.nconsts; j++) {
		for (k = 0; k < (size_t)const_words(&m.t, &m.t.consts[j]);
		    k++) {
			w = m.cwords[j][k];
			m.cwords[j][k] = mut_flip(mc, w);
			mc->words++;
			mut_try(mc, &m, "%s word %zu", m.t.consts[j].name, k);
			m.cwords[j][k] = w;
		}
		if (m.t.consts[j].len != REF_ARRAY)
			continue;
		m.t.consts[j].v.top ^= 1;
		mut_try(mc, &m, "%s top", m.t.consts[j].name);
		m.t.consts[j].v.top ^= 1;
	}
	for (f = mut_fields; f < mut_fields + MUT_FIELDS; f++) {
		if (!mut_held(&m.t, f))
			continue;
		if (f->word) {
			wp = (BN_ULONG *)((char *)&m.t + f->off);
			w = *wp;
			*wp = mut_flip(mc, w);
			mut_try(mc, &m, "%s", f->what);
			*wp = w;
		} else {
			ip = (int *)((char *)&m.t + f->off);
			*ip ^= 1;
			mut_try(mc, &m, "%s", f->what);
			*ip ^= 1;
		}
	}
	for (k = 0; k < m.t.seed_len; k++) {
		m.seed[k] ^= 1 << (mc->bit++ % 8);
		mc->seed_bytes++;
		mut_try(mc, &m, "seed byte %zu", k);
		memcpy(m.seed, tables[i].seed, m.t.seed_len);
	}
	m.t.seed_len ^= 1;
	mut_try(mc, &m, "seed_len");
	m.t.seed_len ^= 1;
	m.name[0] ^= 0x20;
	mut_try(mc, &m, "name's first letter's case");
	m.name[0] ^= 0x20;
	if (next != &tables[i] && next->nid != m.t.nid) {
		old = m.t.nid;
		m.t.nid = next->nid;
		mut_try(mc, &m, "nid (%s's)", next->name);
		m.t.nid = old;
	}
	if (next != &tables[i] && m.t.nid_name != NULL &&
	    next->nid_name != NULL && strcmp(next->nid_name, m.t.nid_name)) {
		s = m.t.nid_name;
		m.t.nid_name = next->nid_name;
		mut_try(mc, &m, "nid symbol (%s's)", next->name);
		m.t.nid_name = s;
	}
	if (m.t.oid != NULL && (k = strlen(m.oid)) > 0) {
		m.oid[k - 1] ^= 1;
		mut_try(mc, &m, "oid's last digit");
		m.oid[k - 1] ^= 1;
	}
	free(m.seed);
}

static int
check_mutants_in_memory(void)
{
	const struct ref_table	*tables;
	struct mut_count	 mc;
	size_t			 count, i;
	int			 values = 0, muls = 0;

	memset(&mc, 0, sizeof(mc));
	report_to = devnull;
	count = ref_tables(&tables);
	for (i = 0; i < count; i++)
		mut_table(&mc, tables, count, i);
	/* The count the header declares. */
	mc.tried++;
	if (check_tables(tables, count, ref_tables_declared() + 1, 1, 0,
	    &values, &muls) > 0)
		mc.detected++;
	else
		printf("FAIL mutation %d (in memory): not detected: the "
		    "declared count of curves\n", BN_BITS2);
	printf("%s mutation %d (in memory): detected %d of %d mutants (%zu "
	    "curves: %d array words, %d seed bytes, %d descriptor fields "
	    "and counts)\n", mc.detected == mc.tried ? "PASS" : "FAIL",
	    BN_BITS2, mc.detected, mc.tried, count, mc.words, mc.seed_bytes,
	    mc.tried - mc.words - mc.seed_bytes);
	return mc.detected == mc.tried && count > 0 ? 0 : 1;
}

int
main(int argc, char *argv[])
{
	const struct ref_table	*tables;
	size_t			 count, i;
	int			 quick = 0, proof_only = 0, mutants = 0, bad;
	int			 values = 0, muls = 0;

	if (argc == 2 && strcmp(argv[1], "-q") == 0)
		quick = 1;
	else if ((argc == 2 || argc == 3) && strcmp(argv[1], "-p") == 0) {
		proof_only = 1;
		only_curve = argv[2];
	}
	else if (argc == 2 && strcmp(argv[1], "-m") == 0)
		mutants = 1;
	else if (argc == 2 && strcmp(argv[1], "-M") == 0)
		mutants = 2;
	else if (argc == 2 && strcmp(argv[1], "-P") == 0)
		params_tested = 0;
	else if (argc == 3 && strcmp(argv[1], "-e") == 0)
		return eval_formula(argv[2]);
	else if (argc != 1) {
		fprintf(stderr, "usage: checker [-q | -p [CURVE] | -m | -M | "
		    "-P | -e FORMULA]\n");
		return 2;
	}
	if ((devnull = fopen("/dev/null", "w")) == NULL) {
		perror("/dev/null");
		return 2;
	}
	report_to = stdout;
	if (mutants == 1)
		return check_mutants();
	if (mutants == 2)
		return check_mutants_in_memory();
	count = ref_tables(&tables);
	for (i = 0; only_curve != NULL && i < count; i++)
		if (tables[i].name != NULL &&
		    strcmp(tables[i].name, only_curve) == 0)
			break;
	if (only_curve != NULL && i == count) {
		fprintf(stderr, "checker: no curve %s in the header\n",
		    only_curve);
		return 2;
	}
	bad = check_tables(tables, count, ref_tables_declared(), quick,
	    proof_only, &values, &muls);
	if (only_curve != NULL)
		count = 1;
	printf("checker %d: %s, BN_BITS2 %d: %zu curve%s, %d values "
	    "checked, %d mismatches\n", BN_BITS2,
	    OpenSSL_version(OPENSSL_VERSION), BN_BITS2, count,
	    count == 1 ? "" : "s", values, bad);
	if (!quick)
		printf("checker %d: functional proof: %d checks (per curve: "
		    "k*G for %d k, n*G = O, the curve equation%s)\n",
		    BN_BITS2, muls, 3 + RANDOM_SCALARS,
		    count > 0 && tables[0].order_mont_one.d == NULL ?
		    "; the layout holds no plain G and no order constants" :
		    ", R^2, the order's constants");
	if (!quick && !params_tested)
		printf("checker %d: -P: p and n not tested for primality, "
		    "and no EC_GROUP_check: the run at the other word size "
		    "tested the same numbers\n", BN_BITS2);
	return bad == 0 ? 0 : 1;
}
