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
 * tests/bench/libressl/frontier.c: the size and the speed of one shape
 * of the comb of G, for the curves that have one, inside the patched
 * LibreSSL: its own constant-time walk (ec_mul_base_fe(), through
 * EC_POINT_mul() and ECDSA_do_sign()) reads the comb of a header that
 * ectab wrote with that shape (-g comb:teeth=T,rows=C,name=base, any set
 * of the curves), included here in place of the library's.  Built, as
 * tests/libressl_ct.c is, with the patched tree's internal headers
 * (gen/consumers/libressl/consumer.sh's frontier_bench()):
 *
 *   cc -std=c99 -O2 -D__BEGIN_HIDDEN_DECLS= -D__END_HIDDEN_DECLS= \
 *       -I$BUILD/include -I$SRC/include/compat -I$SRC/crypto/bn \
 *       -I$SRC/crypto/ec -I$SRC/crypto -DFRONTIER_HEADER='"shape.h"' \
 *       -o frontier frontier.c $BUILD/crypto/libcrypto.a -lpthread
 *
 * usage: frontier [-s samples] LABEL [CURVE]
 *
 * Prints, per curve with a comb (or for CURVE alone), one line: LABEL,
 * the curve, the comb's bytes with 64-bit words, and the median over
 * samples (5 by default) of the microseconds of CPU time of k * G
 * (EC_POINT_mul() with the generator's scalar alone, a scalar drawn at
 * start-up) and of an ECDSA signature (ECDSA_do_sign() of a fixed
 * digest), each sample the mean of a batch that takes about 20 ms.  It
 * first checks k * G against k times a copy of G, which EC_POINT_mul()
 * multiplies without the comb, and exits 1 if they differ: that is one
 * call of ec_mul_base_fe() for each curve, all that -s 0 does, for
 * valgrind's callgrind to count its instructions.
 */
#include <err.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include <openssl/bn.h>
#include <openssl/ec.h>
#include <openssl/ecdsa.h>
#include <openssl/objects.h>

#include "bn_local.h"
#include "ec_local.h"

#include FRONTIER_HEADER

#define SAMPLES_MAX	64

static double
now_us(void)
{
	struct timespec ts;

	if (clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts) == -1)
		err(1, "clock_gettime");
	return ts.tv_sec * 1e6 + ts.tv_nsec / 1e3;
}

static int
cmp_double(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;

	return (x > y) - (x < y);
}

struct op {
	EC_GROUP *group;
	EC_POINT *r;
	EC_KEY *key;
	BIGNUM *k;
	BN_CTX *ctx;
};

static void
op_mul_g(struct op *op)
{
	if (!EC_POINT_mul(op->group, op->r, op->k, NULL, NULL, op->ctx))
		errx(1, "EC_POINT_mul");
}

static void
op_sign(struct op *op)
{
	static const unsigned char digest[32] = { 1, 2, 3, 4 };
	ECDSA_SIG *sig;

	if ((sig = ECDSA_do_sign(digest, sizeof(digest), op->key)) == NULL)
		errx(1, "ECDSA_do_sign");
	ECDSA_SIG_free(sig);
}

/* The median over samples of the microseconds of one call of fn. */
static double
median_us(void (*fn)(struct op *), struct op *op, long samples)
{
	double t[SAMPLES_MAX], start;
	long batch = 1, i, j;

	/* A batch of about 20 ms. */
	for (;;) {
		start = now_us();
		for (j = 0; j < batch; j++)
			fn(op);
		if (now_us() - start >= 20000 || batch >= 1 << 20)
			break;
		batch *= 2;
	}
	for (i = 0; i < samples; i++) {
		start = now_us();
		for (j = 0; j < batch; j++)
			fn(op);
		t[i] = (now_us() - start) / batch;
	}
	qsort(t, samples, sizeof(t[0]), cmp_double);
	return t[samples / 2];
}

/* k * G with the comb equals k times a copy of G; exits 1 if not. */
static void
check_mul(struct op *op, const char *curve)
{
	EC_POINT *copy, *want;

	if ((copy = EC_POINT_dup(EC_GROUP_get0_generator(op->group),
	    op->group)) == NULL || (want = EC_POINT_new(op->group)) == NULL)
		errx(1, "EC_POINT_new");
	op_mul_g(op);
	if (!EC_POINT_mul(op->group, want, NULL, copy, op->k, op->ctx))
		errx(1, "EC_POINT_mul");
	if (EC_POINT_cmp(op->group, op->r, want, op->ctx) != 0)
		errx(1, "%s: k * G from the comb is wrong", curve);
	EC_POINT_free(copy);
	EC_POINT_free(want);
}

int
main(int argc, char *argv[])
{
	const struct ec_base_table *table;
	struct op op;
	const char *curve;
	char *end;
	size_t bytes, i;
	long samples = 5;
	int ch;

	while ((ch = getopt(argc, argv, "s:")) != -1) {
		switch (ch) {
		case 's':
			samples = strtol(optarg, &end, 10);
			if (*optarg == '\0' || *end != '\0' || samples < 0 ||
			    samples > SAMPLES_MAX)
				errx(2, "-s %s: not a number from 0 to %d",
				    optarg, SAMPLES_MAX);
			break;
		default:
			goto usage;
		}
	}
	argc -= optind;
	argv += optind;
	if (argc != 1 && argc != 2)
		goto usage;

	for (i = 0; i < sizeof(ec_builtin_groups) /
	    sizeof(ec_builtin_groups[0]); i++) {
		if ((table = ec_builtin_groups[i].base_table) == NULL)
			continue;
		curve = OBJ_nid2sn(ec_builtin_groups[i].nid);
		if (argc == 2 && strcmp(argv[1], curve) != 0)
			continue;
		memset(&op, 0, sizeof(op));
		if ((op.group = EC_GROUP_dup(&ec_builtin_groups[i])) == NULL ||
		    op.group->base_table != table ||
		    (op.r = EC_POINT_new(op.group)) == NULL ||
		    (op.key = EC_KEY_new()) == NULL ||
		    !EC_KEY_set_group(op.key, op.group) ||
		    !EC_KEY_generate_key(op.key) ||
		    (op.k = BN_new()) == NULL ||
		    (op.ctx = BN_CTX_new()) == NULL ||
		    !BN_rand_range(op.k, EC_GROUP_get0_order(op.group)))
			errx(1, "%s: setting up", curve);
		check_mul(&op, curve);
		bytes = (size_t)table->combs * ((1 << table->teeth) - 1) * 2 *
		    ((EC_GROUP_get_degree(op.group) + 63) / 64) * 8;
		if (samples > 0)
			printf("%s %s %zu %.1f %.1f\n", argv[0], curve, bytes,
			    median_us(op_mul_g, &op, samples),
			    median_us(op_sign, &op, samples));
		EC_GROUP_free(op.group);
		EC_POINT_free(op.r);
		EC_KEY_free(op.key);
		BN_free(op.k);
		BN_CTX_free(op.ctx);
	}
	return 0;

 usage:
	fprintf(stderr, "usage: frontier [-s samples] LABEL [CURVE]\n");
	return 2;
}
