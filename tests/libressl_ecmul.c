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
 * k * G through the public API of a libcrypto, LibreSSL's or OpenSSL's
 * (the same source builds against either), for the checks of the
 * LibreSSL series' table of G (consumer.sh):
 *
 *   ecmul kat FILE	checks every "Curve, N, X, Y" record of BoringSSL's
 *			ec_scalar_base_mult_tests.txt: N * G is (X, Y), or
 *			the point at infinity where X and Y are 0
 *   ecmul keys		prints, for P-224 to P-521 and fixed private keys,
 *			"CURVE D X Y": the public key EC_KEY_generate_key()
 *			would make of D, D * G
 *   ecmul sign N	prints, for P-224 to P-521, N lines "CURVE X Y
 *			DIGEST R S": a new key's public key, a random digest
 *			and its ECDSA signature with that key
 *   ecmul verify	verifies the lines of ecmul sign on standard input,
 *			each also with its digest changed, which must fail
 *
 * Numbers are upper-case hex.  Exit status 0 if every check holds, 1 if
 * one does not, 2 on misuse or an error of the library.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <openssl/bn.h>
#include <openssl/ec.h>
#include <openssl/ecdsa.h>
#include <openssl/err.h>
#include <openssl/objects.h>
#include <openssl/rand.h>

#define LINE_MAX_LEN	1024
#define DIGEST_LEN	32

static const struct curve {
	const char *name;
	int nid;
} curves[] = {
	{ "P-224", NID_secp224r1 },
	{ "P-256", NID_X9_62_prime256v1 },
	{ "P-384", NID_secp384r1 },
	{ "P-521", NID_secp521r1 },
};
#define NCURVES	(sizeof(curves) / sizeof(curves[0]))

static void
die(const char *what)
{
	fprintf(stderr, "ecmul: %s\n", what);
	ERR_print_errors_fp(stderr);
	exit(2);
}

static const struct curve *
curve_named(const char *name)
{
	size_t i;

	for (i = 0; i < NCURVES; i++)
		if (strcmp(curves[i].name, name) == 0)
			return &curves[i];
	return NULL;
}

static EC_GROUP *
group_of(const struct curve *c)
{
	EC_GROUP *g;

	if ((g = EC_GROUP_new_by_curve_name(c->nid)) == NULL)
		die("EC_GROUP_new_by_curve_name");
	return g;
}

static BIGNUM *
hex_bn(const char *hex)
{
	BIGNUM *bn = NULL;

	if (BN_hex2bn(&bn, hex) == 0 || bn == NULL)
		die("BN_hex2bn");
	return bn;
}

/* Prints " X Y" of point p, affine. */
static void
print_point(const EC_GROUP *g, const EC_POINT *p, BN_CTX *ctx)
{
	BIGNUM *x = BN_new(), *y = BN_new();
	char *hx, *hy;

	if (x == NULL || y == NULL ||
	    !EC_POINT_get_affine_coordinates(g, p, x, y, ctx) ||
	    (hx = BN_bn2hex(x)) == NULL || (hy = BN_bn2hex(y)) == NULL)
		die("EC_POINT_get_affine_coordinates");
	printf(" %s %s", hx, hy);
	OPENSSL_free(hx);
	OPENSSL_free(hy);
	BN_free(x);
	BN_free(y);
}

/* The value of "KEY = VALUE" in line, or NULL. */
static char *
value_of(char *line, const char *key)
{
	size_t len = strlen(key);

	if (strncmp(line, key, len) != 0 || strncmp(line + len, " = ", 3) != 0)
		return NULL;
	line[strcspn(line, "\r\n")] = '\0';
	return line + len + 3;
}

static int
kat_record(const struct curve *c, const char *n, const char *x,
    const char *y, BN_CTX *ctx)
{
	EC_GROUP *g = group_of(c);
	EC_POINT *r, *want;
	BIGNUM *k = hex_bn(n), *wx = hex_bn(x), *wy = hex_bn(y);
	int ok;

	if ((r = EC_POINT_new(g)) == NULL || (want = EC_POINT_new(g)) == NULL)
		die("EC_POINT_new");
	if (!EC_POINT_mul(g, r, k, NULL, NULL, ctx))
		die("EC_POINT_mul");
	if (BN_is_zero(wx) && BN_is_zero(wy))
		ok = EC_POINT_is_at_infinity(g, r);
	else {
		if (!EC_POINT_set_affine_coordinates(g, want, wx, wy, ctx))
			die("EC_POINT_set_affine_coordinates");
		ok = EC_POINT_cmp(g, r, want, ctx) == 0;
	}
	if (!ok)
		printf("%s: N = %s: N * G is not (X, Y)\n", c->name, n);
	EC_POINT_free(r);
	EC_POINT_free(want);
	BN_free(k);
	BN_free(wx);
	BN_free(wy);
	EC_GROUP_free(g);
	return ok;
}

static int
kat(const char *path)
{
	char line[LINE_MAX_LEN], curve[32] = "", n[LINE_MAX_LEN] = "";
	char x[LINE_MAX_LEN] = "", *v;
	size_t right[NCURVES] = { 0 }, all[NCURVES] = { 0 }, i;
	const struct curve *c = NULL;
	BN_CTX *ctx;
	FILE *f;
	int bad = 0;

	if ((f = fopen(path, "r")) == NULL) {
		perror(path);
		return 2;
	}
	if ((ctx = BN_CTX_new()) == NULL)
		die("BN_CTX_new");
	while (fgets(line, sizeof(line), f) != NULL) {
		if ((v = value_of(line, "Curve")) != NULL) {
			if ((c = curve_named(v)) == NULL)
				die("a curve of the file is not known here");
			snprintf(curve, sizeof(curve), "%s", v);
		} else if ((v = value_of(line, "N")) != NULL)
			snprintf(n, sizeof(n), "%s", v);
		else if ((v = value_of(line, "X")) != NULL)
			snprintf(x, sizeof(x), "%s", v);
		else if ((v = value_of(line, "Y")) != NULL) {
			if (c == NULL || *n == '\0' || *x == '\0')
				die("a record without Curve, N or X");
			i = (size_t)(c - curves);
			all[i]++;
			if (kat_record(c, n, x, v, ctx))
				right[i]++;
			else
				bad = 1;
			*n = *x = '\0';
		}
	}
	fclose(f);
	for (i = 0; i < NCURVES; i++)
		printf("%s: %zu of %zu known answers right\n", curves[i].name,
		    right[i], all[i]);
	BN_CTX_free(ctx);
	return bad;
}

/*
 * Fixed private keys of curve c: 1, 2, 3, n - 1, n - 2, 2^(bits / 2) + 1
 * and 32 from a fixed sequence, reduced modulo n (none is 0).
 */
static int
keys_of(const struct curve *c, BN_CTX *ctx)
{
	EC_GROUP *g = group_of(c);
	EC_POINT *pub;
	BIGNUM *d, *n;
	char *hd;
	unsigned long long s = 0x853c49e6748fea9bULL;
	unsigned char bytes[66];
	size_t i, j;

	if ((pub = EC_POINT_new(g)) == NULL || (d = BN_new()) == NULL ||
	    (n = BN_new()) == NULL || !EC_GROUP_get_order(g, n, ctx))
		die("EC_GROUP_get_order");
	for (i = 0; i < 38; i++) {
		if (i < 3) {
			if (!BN_set_word(d, i + 1))
				die("BN_set_word");
		} else if (i < 5) {
			if (BN_copy(d, n) == NULL || !BN_sub_word(d, i - 2))
				die("BN_sub_word");
		} else if (i == 5) {
			BN_zero(d);
			if (!BN_set_bit(d, BN_num_bits(n) / 2) ||
			    !BN_add_word(d, 1))
				die("BN_set_bit");
		} else {
			for (j = 0; j < sizeof(bytes); j++) {
				s = s * 6364136223846793005ULL +
				    1442695040888963407ULL;
				bytes[j] = s >> 56;
			}
			if (BN_bin2bn(bytes, sizeof(bytes), d) == NULL ||
			    !BN_nnmod(d, d, n, ctx))
				die("BN_nnmod");
			if (BN_is_zero(d) && !BN_one(d))
				die("BN_one");
		}
		if (!EC_POINT_mul(g, pub, d, NULL, NULL, ctx) ||
		    (hd = BN_bn2hex(d)) == NULL)
			die("EC_POINT_mul");
		printf("%s %s", c->name, hd);
		print_point(g, pub, ctx);
		printf("\n");
		OPENSSL_free(hd);
	}
	EC_POINT_free(pub);
	BN_free(d);
	BN_free(n);
	EC_GROUP_free(g);
	return 0;
}

static int
keys(void)
{
	BN_CTX *ctx;
	size_t i;

	if ((ctx = BN_CTX_new()) == NULL)
		die("BN_CTX_new");
	for (i = 0; i < NCURVES; i++)
		keys_of(&curves[i], ctx);
	BN_CTX_free(ctx);
	return 0;
}

static void
print_hex(const unsigned char *b, size_t len)
{
	size_t i;

	printf(" ");
	for (i = 0; i < len; i++)
		printf("%02X", b[i]);
}

static int
sign(int count)
{
	unsigned char digest[DIGEST_LEN];
	const BIGNUM *r, *s;
	ECDSA_SIG *sig;
	EC_KEY *key;
	BN_CTX *ctx;
	char *hr, *hs;
	size_t i;
	int j;

	if ((ctx = BN_CTX_new()) == NULL)
		die("BN_CTX_new");
	for (i = 0; i < NCURVES; i++) {
		if ((key = EC_KEY_new_by_curve_name(curves[i].nid)) == NULL ||
		    !EC_KEY_generate_key(key))
			die("EC_KEY_generate_key");
		for (j = 0; j < count; j++) {
			if (RAND_bytes(digest, sizeof(digest)) != 1)
				die("RAND_bytes");
			if ((sig = ECDSA_do_sign(digest, sizeof(digest),
			    key)) == NULL)
				die("ECDSA_do_sign");
			ECDSA_SIG_get0(sig, &r, &s);
			if ((hr = BN_bn2hex(r)) == NULL ||
			    (hs = BN_bn2hex(s)) == NULL)
				die("BN_bn2hex");
			printf("%s", curves[i].name);
			print_point(EC_KEY_get0_group(key),
			    EC_KEY_get0_public_key(key), ctx);
			print_hex(digest, sizeof(digest));
			printf(" %s %s\n", hr, hs);
			OPENSSL_free(hr);
			OPENSSL_free(hs);
			ECDSA_SIG_free(sig);
		}
		EC_KEY_free(key);
	}
	BN_CTX_free(ctx);
	return 0;
}

/* Verifies one line of ecmul sign: 1 if it verifies, 0 if not. */
static int
verify_line(char *line, int change, BN_CTX *ctx)
{
	char *w[6], *save = NULL;
	unsigned char digest[DIGEST_LEN];
	const struct curve *c;
	EC_KEY *key;
	EC_POINT *pub;
	ECDSA_SIG *sig;
	BIGNUM *x, *y, *r, *s;
	unsigned int byte;
	size_t i;
	int ok;

	for (i = 0; i < 6; i++)
		if ((w[i] = strtok_r(i == 0 ? line : NULL, " \n", &save)) ==
		    NULL)
			die("a line of ecmul sign has six words");
	if ((c = curve_named(w[0])) == NULL ||
	    strlen(w[3]) != 2 * DIGEST_LEN)
		die("a line of ecmul sign is wrong");
	for (i = 0; i < DIGEST_LEN; i++) {
		if (sscanf(w[3] + 2 * i, "%2x", &byte) != 1)
			die("a digest is not hex");
		digest[i] = byte;
	}
	digest[0] ^= change;
	x = hex_bn(w[1]);
	y = hex_bn(w[2]);
	r = hex_bn(w[4]);
	s = hex_bn(w[5]);
	if ((key = EC_KEY_new_by_curve_name(c->nid)) == NULL ||
	    (pub = EC_POINT_new(EC_KEY_get0_group(key))) == NULL ||
	    !EC_POINT_set_affine_coordinates(EC_KEY_get0_group(key), pub, x,
	    y, ctx) || !EC_KEY_set_public_key(key, pub) ||
	    (sig = ECDSA_SIG_new()) == NULL || !ECDSA_SIG_set0(sig, r, s))
		die("a public key or signature of ecmul sign");
	ok = ECDSA_do_verify(digest, sizeof(digest), sig, key) == 1;
	ERR_clear_error();
	ECDSA_SIG_free(sig);
	EC_POINT_free(pub);
	EC_KEY_free(key);
	BN_free(x);
	BN_free(y);
	return ok;
}

static int
verify(void)
{
	char line[LINE_MAX_LEN], copy[LINE_MAX_LEN];
	size_t lines = 0, verified = 0, refused = 0;
	BN_CTX *ctx;

	if ((ctx = BN_CTX_new()) == NULL)
		die("BN_CTX_new");
	while (fgets(line, sizeof(line), stdin) != NULL) {
		memcpy(copy, line, sizeof(copy));
		lines++;
		verified += verify_line(line, 0, ctx);
		refused += !verify_line(copy, 1, ctx);
	}
	printf("%zu of %zu signatures verify, %zu of %zu with another "
	    "digest do not\n", verified, lines, refused, lines);
	BN_CTX_free(ctx);
	return lines == 0 || verified != lines || refused != lines;
}

int
main(int argc, char *argv[])
{
	if (argc == 3 && strcmp(argv[1], "kat") == 0)
		return kat(argv[2]);
	if (argc == 2 && strcmp(argv[1], "keys") == 0)
		return keys();
	if (argc == 3 && strcmp(argv[1], "sign") == 0 && atoi(argv[2]) > 0)
		return sign(atoi(argv[2]));
	if (argc == 2 && strcmp(argv[1], "verify") == 0)
		return verify();
	fprintf(stderr, "usage: ecmul kat FILE | keys | sign N | verify\n");
	return 2;
}
