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
 * a wrong constant).
 *
 * usage: checker [-q | -p]
 * Prints "PASS checker W: CURVE: ..." or "FAIL checker W: CURVE VALUE:
 * expected ..., found ..." lines and a summary; exits 1 on any mismatch.
 */
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

/* Where mismatches are reported: stdout, or /dev/null with -p. */
static FILE	*report;
static FILE	*devnull;

struct check {
	const struct ref_table	*t;
	BN_CTX			*ctx;
	int			 values;	/* values compared */
	int			 bad;		/* mismatches */
};

static void
print_words(const BN_ULONG *w, int n)
{
	int	 i;

	fprintf(report, "{");
	for (i = 0; i < n; i++)
		fprintf(report, "%s0x%0*llx", i == 0 ? " " : ", ", BN_BITS2 / 4,
		    (unsigned long long)w[i]);
	fprintf(report, " }");
}

static void
mismatch(struct check *c, const char *what)
{
	c->bad++;
	fprintf(report, "FAIL checker %d: %s %s: ", BN_BITS2, c->t->name, what);
}

/* Sets w[0..n) to the n little-endian words of x (x < 2^(n*BN_BITS2)). */
void
ref_words(const BIGNUM *x, BN_ULONG *w, int n)
{
	unsigned char	 buf[REF_MAX_WORDS * sizeof(BN_ULONG)];
	size_t		 i, j;

	memset(w, 0, n * sizeof(*w));
	if (BN_bn2lebinpad(x, buf, n * (int)sizeof(BN_ULONG)) < 0)
		return;
	for (i = 0; i < (size_t)n; i++)
		for (j = 0; j < sizeof(BN_ULONG); j++)
			w[i] |= (BN_ULONG)buf[i * sizeof(BN_ULONG) + j] << (8 * j);
}

/* Returns the number held in w[0..n). */
BIGNUM *
ref_bn_from(const BN_ULONG *w, int n)
{
	unsigned char	 buf[REF_MAX_WORDS * sizeof(BN_ULONG)];
	size_t		 i, j;

	for (i = 0; i < (size_t)n; i++)
		for (j = 0; j < sizeof(BN_ULONG); j++)
			buf[i * sizeof(BN_ULONG) + j] =
			    (unsigned char)(w[i] >> (8 * j));
	return BN_lebin2bn(buf, n * (int)sizeof(BN_ULONG), NULL);
}

static int
words_of(const BIGNUM *x)
{
	return (BN_num_bits(x) + BN_BITS2 - 1) / BN_BITS2;
}

/*
 * Compares the header's number got, an array of n words, with want: every
 * word and the significant-word count.
 */
static void
compare_bn(struct check *c, const char *what, const BIGNUM *want,
    struct ref_bn got, int n)
{
	BN_ULONG	 w[REF_MAX_WORDS];
	char		 label[64];

	c->values += 2;
	if (words_of(want) > n || n > REF_MAX_WORDS) {
		mismatch(c, what);
		fprintf(report, "expected a number of %d words in an array of %d\n",
		    words_of(want), n);
		return;
	}
	ref_words(want, w, n);
	if (memcmp(w, got.d, n * sizeof(*w)) != 0) {
		mismatch(c, what);
		fprintf(report, "expected ");
		print_words(w, n);
		fprintf(report, ", found ");
		print_words(got.d, n);
		fprintf(report, "\n");
	}
	if (got.top != words_of(want)) {
		snprintf(label, sizeof(label), "%s top", what);
		mismatch(c, label);
		fprintf(report, "expected %d, found %d\n", words_of(want), got.top);
	}
}

static void
compare_int(struct check *c, const char *what, long want, long got)
{
	c->values++;
	if (want != got) {
		mismatch(c, what);
		fprintf(report, "expected %ld, found %ld\n", want, got);
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
		fprintf(report, "BN_mod_inverse failed\n");
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
		fprintf(report, "expected ");
		print_words(want, 2);
		fprintf(report, ", found ");
		print_words(got, 2);
		fprintf(report, "\n");
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
		fprintf(report, "h*n is not the one multiple of n in the Hasse "
		    "interval [p + 1 - 2 sqrt(p), p + 1 + 2 sqrt(p)]\n");
	}
	BN_free(d);
	BN_free(e);
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
 * Compares the curve's parameters with OpenSSL's built-in curve of the
 * same name.  Returns that group, or NULL if OpenSSL has none.
 */
static EC_GROUP *
compare_builtin(struct check *c, const struct ref_table *t)
{
	EC_GROUP	*g;
	const EC_POINT	*gen;
	BIGNUM		*p, *a, *b, *x, *y;
	int		 nid;

	if ((nid = OBJ_sn2nid(t->name)) == NID_undef ||
	    (g = EC_GROUP_new_by_curve_name(nid)) == NULL)
		return NULL;
	compare_int(c, "nid (OpenSSL's NID of the name)", nid, t->nid);
	p = BN_new();
	a = BN_new();
	b = BN_new();
	x = BN_new();
	y = BN_new();
	gen = EC_GROUP_get0_generator(g);
	if (y == NULL || !EC_GROUP_get_curve(g, p, a, b, c->ctx) ||
	    !EC_POINT_get_affine_coordinates(g, gen, x, y, c->ctx)) {
		mismatch(c, "OpenSSL's curve");
		fprintf(report, "cannot read its parameters\n");
	} else {
		compare_bn(c, "p (OpenSSL's curve)", p, t->p, t->field_words);
		compare_bn(c, "a (OpenSSL's curve)", a, t->a, t->field_words);
		compare_bn(c, "b (OpenSSL's curve)", b, t->b, t->field_words);
		compare_bn(c, "gx (OpenSSL's curve)", x, t->gx, t->field_words);
		compare_bn(c, "gy (OpenSSL's curve)", y, t->gy, t->field_words);
		compare_bn(c, "order (OpenSSL's curve)", EC_GROUP_get0_order(g),
		    t->order, t->order_words);
		compare_bn(c, "cofactor (OpenSSL's curve)",
		    EC_GROUP_get0_cofactor(g), t->cofactor,
		    words_of(EC_GROUP_get0_cofactor(g)));
		c->values++;
		if (EC_GROUP_get_seed_len(g) != t->seed_len ||
		    (t->seed_len > 0 && (t->seed == NULL ||
		    memcmp(EC_GROUP_get0_seed(g), t->seed, t->seed_len) != 0))) {
			mismatch(c, "seed (OpenSSL's curve)");
			fprintf(report, "OpenSSL has %zu bytes, the header %zu bytes "
			    "that differ\n", EC_GROUP_get_seed_len(g),
			    t->seed_len);
		}
	}
	BN_free(p);
	BN_free(a);
	BN_free(b);
	BN_free(x);
	BN_free(y);
	return g;
}

/* Builds the group of the header's parameters. */
static EC_GROUP *
header_group(const struct ref_table *t, BIGNUM *p, BIGNUM *a, BIGNUM *b,
    BIGNUM *gx, BIGNUM *gy, BIGNUM *n, BIGNUM *h, BN_CTX *ctx)
{
	EC_GROUP	*g;
	EC_POINT	*gen = NULL;

	(void)t;
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

/* Sets ks[] to 1, 2, n - 1 and RANDOM_SCALARS reproducible k in [1, n). */
static int
scalars(const struct ref_table *t, const BIGNUM *n, BIGNUM **ks, BN_CTX *ctx)
{
	unsigned char	 in[64], md[SHA512_DIGEST_LENGTH];
	BIGNUM		*nm1;
	int		 i, len, nk = 0;

	if ((nm1 = BN_dup(n)) == NULL || !BN_sub_word(nm1, 1))
		return -1;
	ks[nk++] = BN_dup(BN_value_one());
	ks[nk] = BN_new();
	BN_set_word(ks[nk++], 2);
	ks[nk++] = BN_dup(nm1);
	for (i = 0; i < RANDOM_SCALARS; i++) {
		/* k = 1 + (SHA-512(name "/" i) mod (n - 1)) */
		len = snprintf((char *)in, sizeof(in), "%s/%d", t->name, i);
		SHA512(in, (size_t)len, md);
		ks[nk] = BN_bin2bn(md, sizeof(md), NULL);
		if (ks[nk] == NULL || !BN_mod(ks[nk], ks[nk], nm1, ctx) ||
		    !BN_add_word(ks[nk], 1))
			return -1;
		nk++;
	}
	BN_free(nm1);
	return nk;
}

/* Checks one curve; returns the number of mismatches. */
static int
check_curve(const struct ref_table *t, int quick, int proof_only,
    int *values, int *muls)
{
	struct check	 c;
	BIGNUM		*p, *a, *b, *gx, *gy, *n, *h, *x, *one, *rr, *pm3;
	BIGNUM		*ks[3 + RANDOM_SCALARS];
	BN_MONT_CTX	*mont = NULL, *nmont = NULL;
	EC_GROUP	*builtin = NULL, *group = NULL;
	int		 i, nk = 0, proof;

	memset(&c, 0, sizeof(c));
	c.t = t;
	report = proof_only ? devnull : stdout;
	c.ctx = BN_CTX_new();
	memset(ks, 0, sizeof(ks));

	/*
	 * Arrays are read with the header's own word counts, so those are
	 * checked first: field_words against field_bits, both in range.
	 * (The cofactor array is one word: cofactors are small.)
	 */
	c.values++;
	if (t->field_bits < 2 || t->field_words < 1 ||
	    t->field_words > REF_MAX_WORDS || t->order_words < 1 ||
	    t->order_words > REF_MAX_WORDS ||
	    t->field_words != (t->field_bits + BN_BITS2 - 1) / BN_BITS2) {
		mismatch(&c, "field_bits/field_words/order_words");
		fprintf(report, "%d bits in %d words, order in %d words: inconsistent "
		    "or out of range\n", t->field_bits, t->field_words,
		    t->order_words);
		goto done;
	}
	p = ref_bn_from(t->p.d, t->field_words);
	a = ref_bn_from(t->a.d, t->field_words);
	b = ref_bn_from(t->b.d, t->field_words);
	gx = ref_bn_from(t->gx.d, t->field_words);
	gy = ref_bn_from(t->gy.d, t->field_words);
	n = ref_bn_from(t->order.d, t->order_words);
	h = ref_bn_from(t->cofactor.d, 1);
	x = BN_new();
	one = BN_new();
	rr = BN_new();
	pm3 = BN_new();

	compare_int(&c, "field_bits", BN_num_bits(p), t->field_bits);
	compare_int(&c, "field_words", words_of(p), t->field_words);
	compare_int(&c, "order_words", words_of(n), t->order_words);
	if (c.bad > 0)
		goto free;

	if ((builtin = compare_builtin(&c, t)) == NULL)
		fprintf(report, "NOTE checker %d: %s: OpenSSL has no curve of that "
		    "name; its parameters are checked by EC_GROUP_check and "
		    "the functional proof only\n", BN_BITS2, t->name);

	group = header_group(t, p, a, b, gx, gy, n, h, c.ctx);
	c.values++;
	if (!quick && (group == NULL || EC_GROUP_check(group, c.ctx) != 1)) {
		mismatch(&c, "parameters");
		fprintf(report, "EC_GROUP_check fails on the header's p, a, b, G, n, "
		    "h\n");
	}

	/* Significant words of the parameters themselves. */
	compare_bn(&c, "p", p, t->p, t->field_words);
	compare_bn(&c, "a", a, t->a, t->field_words);
	compare_bn(&c, "b", b, t->b, t->field_words);
	compare_bn(&c, "gx", gx, t->gx, t->field_words);
	compare_bn(&c, "gy", gy, t->gy, t->field_words);
	compare_bn(&c, "order", n, t->order, t->order_words);
	compare_bn(&c, "cofactor", h, t->cofactor, words_of(h));
	check_hasse(&c, p, n, h);

	/* The Montgomery constants of p. */
	if (!mont_constants(p, one, rr, &mont, c.ctx)) {
		mismatch(&c, "BN_MONT_CTX_set(p)");
		fprintf(report, "failed\n");
		goto free;
	}
	compare_bn(&c, "mont_one (R mod p, G's z)", one, t->mont_one,
	    t->field_words);
	compare_bn(&c, "mont_rr (R^2 mod p)", rr, t->mont_rr, t->field_words);
	compare_n0(&c, "n0 (-p^-1 mod 2^64)", p, t->n0);
	BN_to_montgomery(x, a, mont, c.ctx);
	compare_bn(&c, "mont_a (a*R mod p)", x, t->mont_a, t->field_words);
	BN_to_montgomery(x, b, mont, c.ctx);
	compare_bn(&c, "mont_b (b*R mod p)", x, t->mont_b, t->field_words);
	BN_to_montgomery(x, gx, mont, c.ctx);
	compare_bn(&c, "mont_gx (Gx*R mod p)", x, t->mont_gx, t->field_words);
	BN_to_montgomery(x, gy, mont, c.ctx);
	compare_bn(&c, "mont_gy (Gy*R mod p)", x, t->mont_gy, t->field_words);
	BN_copy(pm3, p);
	BN_sub_word(pm3, 3);
	compare_int(&c, "a_is_minus3", BN_cmp(a, pm3) == 0, t->a_is_minus3);
	compare_int(&c, "seed_len (with seed)", t->seed != NULL ?
	    (long)t->seed_len : 0, (long)t->seed_len);

	/* The order's own Montgomery constants. */
	if (!mont_constants(n, one, rr, &nmont, c.ctx)) {
		mismatch(&c, "BN_MONT_CTX_set(n)");
		fprintf(report, "failed\n");
		goto free;
	}
	compare_bn(&c, "order_mont_one (R_n mod n)", one, t->order_mont_one,
	    t->order_words);
	compare_bn(&c, "order_mont_rr (R_n^2 mod n)", rr, t->order_mont_rr,
	    t->order_words);
	compare_n0(&c, "order_n0 (-n^-1 mod 2^64)", n, t->order_n0);

	if (proof_only) {
		c.bad = 0;
		c.values = 0;
		report = stdout;
	}
	if (!quick && c.bad == 0 && builtin == NULL && group == NULL) {
		mismatch(&c, "functional proof");
		fprintf(report, "no group to compare with: OpenSSL has no such "
		    "curve and the header's parameters make none\n");
	}
	if (!quick && c.bad == 0 && (builtin != NULL || group != NULL)) {
		if ((nk = scalars(t, n, ks, c.ctx)) < 0) {
			mismatch(&c, "scalars");
			fprintf(report, "cannot make them\n");
			goto free;
		}
		proof = fproof_curve(t, builtin != NULL ? builtin : group, ks,
		    nk, c.ctx, "checker");
		if (proof < 0)
			c.bad++;
		else
			*muls += proof;
	}

	if (c.bad == 0)
		fprintf(report, "PASS checker %d: %s: %d values match%s%s\n", BN_BITS2,
		    t->name, c.values, builtin != NULL ?
		    ", parameters are OpenSSL's" : "", quick ? "" :
		    ", EC_GROUP_check and the functional proof pass");
 free:
	for (i = 0; i < nk; i++)
		BN_free(ks[i]);
	EC_GROUP_free(builtin);
	EC_GROUP_free(group);
	BN_MONT_CTX_free(mont);
	BN_MONT_CTX_free(nmont);
	BN_free(p);
	BN_free(a);
	BN_free(b);
	BN_free(gx);
	BN_free(gy);
	BN_free(n);
	BN_free(h);
	BN_free(x);
	BN_free(one);
	BN_free(rr);
	BN_free(pm3);
 done:
	report = stdout;
	BN_CTX_free(c.ctx);
	*values += c.values;
	return c.bad;
}

int
main(int argc, char *argv[])
{
	const struct ref_table	*tables;
	size_t			 count, i;
	int			 quick = 0, proof_only = 0, bad = 0;
	int			 values = 0, muls = 0;

	if (argc == 2 && strcmp(argv[1], "-q") == 0)
		quick = 1;
	else if (argc == 2 && strcmp(argv[1], "-p") == 0) {
		proof_only = 1;
		if ((devnull = fopen("/dev/null", "w")) == NULL) {
			perror("/dev/null");
			return 2;
		}
	}
	else if (argc != 1) {
		fprintf(stderr, "usage: checker [-q | -p]\n");
		return 2;
	}
	report = stdout;
	count = ref_tables(&tables);
	if (count != ref_tables_declared()) {
		printf("FAIL checker %d: the header declares %zu curves and "
		    "its table has %zu\n", BN_BITS2, ref_tables_declared(),
		    count);
		bad++;
	}
	for (i = 0; i < count; i++)
		bad += check_curve(&tables[i], quick, proof_only, &values,
		    &muls);
	printf("checker %d: %s, BN_BITS2 %d: %zu curves, %d values "
	    "checked, %d mismatches\n", BN_BITS2,
	    OpenSSL_version(OPENSSL_VERSION), BN_BITS2, count, values, bad);
	if (!quick)
		printf("checker %d: functional proof: %d checks (per curve: "
		    "k*G for %d k, n*G = O, the curve equation, R^2, the "
		    "order's constants)\n", BN_BITS2, muls, 3 + RANDOM_SCALARS);
	return bad == 0 ? 0 : 1;
}
