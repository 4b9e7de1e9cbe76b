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
 * tests/bench/libressl/bench.c: what static precomputed groups, and a
 * static table of each generator's multiples, save inside a real
 * LibreSSL.  Built against a stock and a patched libcrypto in turn;
 * tests/bench/libressl/report.py merges the outputs into one table.
 * Uses LibreSSL's public API only, and links statically:
 *
 *   cc -std=c99 -O2 -Wall -Wextra -pedantic -Werror \
 *       -D_POSIX_C_SOURCE=200809L -I$PREFIX/include \
 *       -o bench tests/bench/libressl/bench.c \
 *       $PREFIX/lib/libcrypto.a -lpthread \
 *       -Wl,--wrap=malloc,--wrap=calloc,--wrap=realloc \
 *       -Wl,--wrap=reallocarray,--wrap=free
 *
 * The --wrap options route every call to the allocator, the library's
 * and this program's own, through the __wrap_ functions below, which
 * count them.  Without all five the program does not link: the
 * wrappers call the __real_ functions, which only --wrap defines.
 *
 * usage: bench [-s samples] [-o prefix]
 *
 * For each operation, in this order (-o keeps those whose name starts
 * with prefix):
 *
 *   new_free:CURVE        EC_GROUP_new_by_curve_name + EC_GROUP_free, for
 *                         every built-in curve, P-256, P-384 and P-521
 *                         first, then EC_get_builtin_curves' order;
 *   baseline:malloc_memcpy_free
 *                         malloc of sizeof(EC_GROUP) bytes, a memcpy
 *                         into it, free: the floor of a group copied
 *                         from a static one;
 *   d2i_PUBKEY:KEY        d2i_PUBKEY + EVP_PKEY_free of the DER
 *                         SubjectPublicKeyInfo of a key generated at
 *                         start-up (EC keys with a named curve), for
 *                         P-256, P-384, P-521, RSA-2048 and Ed25519;
 *   ecdsa_sign:CURVE      ECDSA_do_sign of a fixed 32-byte digest +
 *                         ECDSA_SIG_free;
 *   ecdsa_verify:CURVE    ECDSA_do_verify of a signature made once;
 *   ecdh:CURVE            ECDH_compute_key with another key's point:
 *                         k*Q, Q not the generator;
 *   keygen:CURVE          EC_KEY_generate_key, again and again on one
 *                         EC_KEY: a random scalar k and k*G;
 *   mul_g:CURVE           EC_POINT_mul(group, r, k, NULL, NULL, ctx),
 *                         k*G alone, for a scalar k drawn at start-up
 *                         below the order;
 *
 * the last five for CURVE P-256, P-384 and P-521, an operation's
 * three in a row;
 *
 * prints, one fact a line:
 *
 *   libcrypto VERSION     OpenSSL_version(OPENSSL_VERSION)
 *   group_size BYTES      sizeof(EC_GROUP) of this build (see below)
 *   allocs OP COUNT       allocator calls of one operation, counted
 *                         after a first one has warmed every cache up
 *   unfreed OP BLOCKS     blocks that operation left allocated, if any
 *   sample OP US          microseconds per operation, SAMPLES (-s, 15
 *                         by default) lines per operation
 *
 * A sample is a batch of as many operations as take about BATCH_US,
 * the batch size calibrated once per operation.  Every operation
 * checks its result: a failure ends the run with status 1.  Nothing is
 * written to standard error on success.  The k*G of keygen and mul_g
 * is also checked once, at start-up, against k times a copy of G
 * (point_check).
 *
 * Counted: every call to malloc, calloc, realloc and reallocarray, a
 * realloc whether or not it moves the block (each is a trip into the
 * allocator, which is the cost being measured).
 * XXX Not counted: allocations inside the C library (strdup, strndup,
 * asprintf, vasprintf), which --wrap cannot reach; none of the
 * operations here calls them in LibreSSL 4.3 (checked by wrapping them
 * too).
 *
 * sizeof(EC_GROUP) is private to libcrypto.  It is the size of the
 * block whose address EC_GROUP_new_by_curve_name returns: the stock
 * library's first allocation there is its BN_CTX, not the group, so the
 * program records every block allocated during the call and picks the
 * one the group starts.
 */
#include <err.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include <openssl/crypto.h>
#include <openssl/ec.h>
#include <openssl/ecdh.h>
#include <openssl/ecdsa.h>
#include <openssl/err.h>
#include <openssl/evp.h>
#include <openssl/objects.h>
#include <openssl/rsa.h>
#include <openssl/x509.h>

#define SAMPLES		15
#define SAMPLES_MAX	100000
/*
 * A batch long enough that the clock's own cost and resolution vanish
 * in it, short enough that 15 samples of every operation take seconds.
 */
#define BATCH_US	3000.0
#define CALIBRATE_US	1000.0	/* long enough to scale the batch from */
#define RECORD_MAX	1024	/* blocks recorded during one new */
#define GROUP_MAX	4096	/* bytes of the baseline's source */
#define DIGEST_LEN	32
#define SECRET_MAX	66	/* an ECDH P-521 shared secret */
#define NSPKI		5	/* the keys d2i_PUBKEY decodes */
#define NKEYS		3	/* the curves of the private-key operations */
#define KEY_OPS		5	/* ecdsa_sign, ecdsa_verify, ecdh, ... */

void	*__real_malloc(size_t);
void	*__real_calloc(size_t, size_t);
void	*__real_realloc(void *, size_t);
void	*__real_reallocarray(void *, size_t, size_t);
void	 __real_free(void *);
void	*__wrap_malloc(size_t);
void	*__wrap_calloc(size_t, size_t);
void	*__wrap_realloc(void *, size_t);
void	*__wrap_reallocarray(void *, size_t, size_t);
void	 __wrap_free(void *);

/*
 * The allocation counters.  counting is set around one operation only,
 * so that the timed batches pay a single test per call, the same in
 * either build; live_blocks follows the blocks allocated minus those
 * freed, which is 0 after an operation that leaks nothing.
 */
static int		 counting;
static unsigned long	 alloc_calls;
static long		 live_blocks;

/* While recording, every block allocated, to find the group's size. */
static int		 recording;
static size_t		 recorded;
static struct block {
	void	*ptr;
	size_t	 size;
}			 record[RECORD_MAX];

/* One operation: its name and what it runs, on what. */
struct op {
	char		  name[64];
	void		(*run)(const void *);
	const void	 *arg;
};

/* A DER SubjectPublicKeyInfo and the key type it must decode to. */
struct spki {
	const char	*name;
	int		 type;
	unsigned char	*der;
	long		 len;
};

/* What the private-key operations of one curve work on. */
struct keys {
	const char	*name;
	EC_KEY		*key;		/* signs, and derives with peer */
	EC_KEY		*peer;
	EC_KEY		*fresh;		/* keygen's */
	const EC_GROUP	*group;
	ECDSA_SIG	*sig;		/* key's, of digest */
	BIGNUM		*scalar;	/* mul_g's k */
	EC_POINT	*r;		/* mul_g's result */
	BN_CTX		*ctx;
	unsigned char	 digest[DIGEST_LEN];
	unsigned char	 secret[SECRET_MAX];	/* the peer's side */
	int		 secret_len;
};

/*
 * The baseline's calls go through volatile pointers: the compiler knows
 * what malloc, memcpy and free do and could otherwise drop them all.
 */
static void	*(*volatile malloc_fn)(size_t) = malloc;
static void	*(*volatile memcpy_fn)(void *, const void *, size_t) = memcpy;
static void	 (*volatile free_fn)(void *) = free;
static unsigned char	 group_image[GROUP_MAX];
static size_t		 group_size;

static void	fail(const char *, ...)
		    __attribute__((__format__(__printf__, 1, 2)))
		    __attribute__((__noreturn__));
static void	usage(void) __attribute__((__noreturn__));

/* Reports the failure and libcrypto's error queue; exits 1. */
static void
fail(const char *fmt, ...)
{
	va_list	 ap;

	ERR_print_errors_fp(stderr);
	va_start(ap, fmt);
	verrx(1, fmt, ap);
}

/* Keeps the block for group_size_measure while recording. */
static void
block_record(void *ptr, size_t size)
{
	if (recording && ptr != NULL && recorded < RECORD_MAX) {
		record[recorded].ptr = ptr;
		record[recorded].size = size;
		recorded++;
	}
}

static void
note_alloc(void *ptr, size_t size)
{
	if (counting) {
		alloc_calls++;
		if (ptr != NULL)
			live_blocks++;
	}
	block_record(ptr, size);
}

/*
 * realloc(old, n) adds a live block only when old is NULL, and removes
 * one only when it frees old and returns NULL, which it does for n 0.
 */
static void
note_realloc(void *old, void *ptr, size_t size, int zero)
{
	if (counting) {
		alloc_calls++;
		if (old == NULL && ptr != NULL)
			live_blocks++;
		if (old != NULL && ptr == NULL && zero)
			live_blocks--;
	}
	block_record(ptr, size);
}

void *
__wrap_malloc(size_t size)
{
	void	*ptr = __real_malloc(size);

	note_alloc(ptr, size);
	return ptr;
}

void *
__wrap_calloc(size_t nmemb, size_t size)
{
	void	*ptr = __real_calloc(nmemb, size);

	/* A block came back, so nmemb * size did not overflow. */
	note_alloc(ptr, nmemb * size);
	return ptr;
}

void *
__wrap_realloc(void *old, size_t size)
{
	void	*ptr = __real_realloc(old, size);

	note_realloc(old, ptr, size, size == 0);
	return ptr;
}

void *
__wrap_reallocarray(void *old, size_t nmemb, size_t size)
{
	void	*ptr = __real_reallocarray(old, nmemb, size);

	note_realloc(old, ptr, nmemb * size, nmemb == 0 || size == 0);
	return ptr;
}

void
__wrap_free(void *ptr)
{
	if (counting && ptr != NULL)
		live_blocks--;
	__real_free(ptr);
}

static double
now_us(void)
{
	struct timespec	 ts;

	if (clock_gettime(CLOCK_MONOTONIC, &ts) == -1)
		err(1, "clock_gettime");
	return ts.tv_sec * 1e6 + ts.tv_nsec / 1e3;
}

static void
run_new_free(const void *arg)
{
	const int	*nid = arg;
	EC_GROUP	*group;

	if ((group = EC_GROUP_new_by_curve_name(*nid)) == NULL)
		fail("EC_GROUP_new_by_curve_name(%s)", OBJ_nid2sn(*nid));
	EC_GROUP_free(group);
}

static void
run_baseline(const void *arg)
{
	void	*copy;

	(void)arg;
	if ((copy = malloc_fn(group_size)) == NULL)
		fail("malloc(%zu)", group_size);
	memcpy_fn(copy, group_image, group_size);
	free_fn(copy);
}

static void
run_d2i_pubkey(const void *arg)
{
	const struct spki	*spki = arg;
	const unsigned char	*p = spki->der;
	EVP_PKEY		*pkey;

	if ((pkey = d2i_PUBKEY(NULL, &p, spki->len)) == NULL)
		fail("d2i_PUBKEY(%s)", spki->name);
	if (p != spki->der + spki->len || EVP_PKEY_id(pkey) != spki->type)
		fail("d2i_PUBKEY(%s) decoded something else", spki->name);
	EVP_PKEY_free(pkey);
}

static void
run_ecdsa_sign(const void *arg)
{
	const struct keys	*k = arg;
	ECDSA_SIG		*sig;

	if ((sig = ECDSA_do_sign(k->digest, DIGEST_LEN, k->key)) == NULL)
		fail("ECDSA_do_sign(%s)", k->name);
	ECDSA_SIG_free(sig);
}

static void
run_ecdsa_verify(const void *arg)
{
	const struct keys	*k = arg;

	if (ECDSA_do_verify(k->digest, DIGEST_LEN, k->sig, k->key) != 1)
		fail("ECDSA_do_verify(%s)", k->name);
}

static void
run_ecdh(const void *arg)
{
	const struct keys	*k = arg;
	unsigned char		 secret[SECRET_MAX];

	if (ECDH_compute_key(secret, sizeof(secret),
	    EC_KEY_get0_public_key(k->peer), k->key, NULL) != k->secret_len)
		fail("ECDH_compute_key(%s)", k->name);
	if (memcmp(secret, k->secret, k->secret_len) != 0)
		fail("ECDH_compute_key(%s): not the peer's secret", k->name);
}

static void
run_keygen(const void *arg)
{
	const struct keys	*k = arg;
	const EC_POINT		*pub;

	if (!EC_KEY_generate_key(k->fresh))
		fail("EC_KEY_generate_key(%s)", k->name);
	if ((pub = EC_KEY_get0_public_key(k->fresh)) == NULL ||
	    EC_POINT_is_at_infinity(k->group, pub))
		fail("EC_KEY_generate_key(%s): no public key", k->name);
}

static void
run_mul_g(const void *arg)
{
	const struct keys	*k = arg;

	if (!EC_POINT_mul(k->group, k->r, k->scalar, NULL, NULL, k->ctx))
		fail("EC_POINT_mul(%s)", k->name);
	if (EC_POINT_is_at_infinity(k->group, k->r))
		fail("EC_POINT_mul(%s): the point at infinity", k->name);
}

/* Returns a fresh key: RSA of param bits, EC on curve param, or Ed25519. */
static EVP_PKEY *
key_generate(int type, int param)
{
	EVP_PKEY_CTX	*ctx;
	EVP_PKEY	*pkey = NULL;

	if ((ctx = EVP_PKEY_CTX_new_id(type, NULL)) == NULL)
		fail("EVP_PKEY_CTX_new_id(%s)", OBJ_nid2sn(type));
	if (EVP_PKEY_keygen_init(ctx) <= 0)
		fail("EVP_PKEY_keygen_init(%s)", OBJ_nid2sn(type));
	if (type == EVP_PKEY_RSA &&
	    EVP_PKEY_CTX_set_rsa_keygen_bits(ctx, param) <= 0)
		fail("EVP_PKEY_CTX_set_rsa_keygen_bits(%d)", param);
	if (type == EVP_PKEY_EC &&
	    EVP_PKEY_CTX_set_ec_paramgen_curve_nid(ctx, param) <= 0)
		fail("EVP_PKEY_CTX_set_ec_paramgen_curve_nid(%s)",
		    OBJ_nid2sn(param));
	if (EVP_PKEY_keygen(ctx, &pkey) <= 0)
		fail("EVP_PKEY_keygen(%s)", OBJ_nid2sn(type));
	EVP_PKEY_CTX_free(ctx);
	return pkey;
}

/* Fills spki with the DER public key of a fresh key of that kind. */
static void
spki_init(struct spki *spki, const char *name, int type, int param)
{
	EVP_PKEY	*pkey;
	EC_KEY		*ec;
	unsigned char	*der = NULL;
	int		 len;

	pkey = key_generate(type, param);
	/* The curve's OID rather than its parameters, as in certificates. */
	if (type == EVP_PKEY_EC &&
	    ((ec = EVP_PKEY_get0_EC_KEY(pkey)) == NULL ||
	    (EC_GROUP_get_asn1_flag(EC_KEY_get0_group(ec)) &
	    OPENSSL_EC_NAMED_CURVE) == 0))
		fail("%s: the key's curve is not encoded by name", name);
	if ((len = i2d_PUBKEY(pkey, &der)) <= 0)
		fail("i2d_PUBKEY(%s)", name);
	EVP_PKEY_free(pkey);
	spki->name = name;
	spki->type = type;
	spki->der = der;
	spki->len = len;
}

/* Returns a new key on curve nid, generated. */
static EC_KEY *
ec_key_generate(int nid, const char *name)
{
	EC_KEY	*key;

	if ((key = EC_KEY_new_by_curve_name(nid)) == NULL ||
	    !EC_KEY_generate_key(key))
		fail("EC_KEY_generate_key(%s)", name);
	return key;
}

/*
 * Fails unless point is scalar*G as computed again from a copy of G:
 * EC_POINT_mul sees the copy as any point, so a library that has a way
 * of its own for k*G (a table of G's multiples) takes its generic one.
 */
static void
point_check(const struct keys *k, const BIGNUM *scalar,
    const EC_POINT *point, const char *what)
{
	EC_POINT	*g, *want;

	if ((g = EC_POINT_dup(EC_GROUP_get0_generator(k->group),
	    k->group)) == NULL || (want = EC_POINT_new(k->group)) == NULL)
		fail("EC_POINT_new(%s)", k->name);
	if (!EC_POINT_mul(k->group, want, NULL, g, scalar, k->ctx))
		fail("EC_POINT_mul(%s) of a copy of G", k->name);
	if (EC_POINT_cmp(k->group, point, want, k->ctx) != 0)
		fail("%s(%s): not k*G", what, k->name);
	EC_POINT_free(g);
	EC_POINT_free(want);
}

/*
 * Makes two keys on curve nid, a signature and their shared secret, a
 * key for keygen and a scalar for mul_g, and checks the k*G of either.
 */
static void
keys_init(struct keys *k, const char *name, int nid)
{
	BIGNUM	*order;
	size_t	 i;

	k->name = name;
	for (i = 0; i < DIGEST_LEN; i++)
		k->digest[i] = (unsigned char)(i * 7 + 1);
	k->key = ec_key_generate(nid, name);
	k->peer = ec_key_generate(nid, name);
	k->fresh = ec_key_generate(nid, name);
	k->group = EC_KEY_get0_group(k->key);
	if ((k->sig = ECDSA_do_sign(k->digest, DIGEST_LEN, k->key)) == NULL)
		fail("ECDSA_do_sign(%s)", name);
	/* The peer's side: the operation's result must match it. */
	if ((k->secret_len = ECDH_size(k->key)) <= 0 ||
	    k->secret_len > SECRET_MAX ||
	    ECDH_compute_key(k->secret, SECRET_MAX,
	    EC_KEY_get0_public_key(k->key), k->peer, NULL) != k->secret_len)
		fail("ECDH_compute_key(%s)", name);

	if ((k->ctx = BN_CTX_new()) == NULL || (order = BN_new()) == NULL ||
	    (k->scalar = BN_new()) == NULL ||
	    (k->r = EC_POINT_new(k->group)) == NULL)
		fail("%s: out of memory", name);
	if (!EC_GROUP_get_order(k->group, order, k->ctx))
		fail("EC_GROUP_get_order(%s)", name);
	do {
		if (!BN_rand_range(k->scalar, order))
			fail("BN_rand_range(%s)", name);
	} while (BN_is_zero(k->scalar));
	BN_free(order);

	point_check(k, EC_KEY_get0_private_key(k->fresh),
	    EC_KEY_get0_public_key(k->fresh), "EC_KEY_generate_key");
	run_mul_g(k);
	point_check(k, k->scalar, k->r, "EC_POINT_mul");
}

static void
keys_free(struct keys *k)
{
	EC_KEY_free(k->key);
	EC_KEY_free(k->peer);
	EC_KEY_free(k->fresh);
	ECDSA_SIG_free(k->sig);
	BN_free(k->scalar);
	EC_POINT_free(k->r);
	BN_CTX_free(k->ctx);
}

/*
 * Returns the size of the block EC_GROUP_new_by_curve_name returns for
 * P-256, that is sizeof(EC_GROUP) of the library linked in.
 */
static size_t
group_size_measure(void)
{
	EC_GROUP	*group;
	size_t		 i, size = 0;

	/* A first call sets up whatever the library keeps across calls. */
	run_new_free(&(int){ NID_X9_62_prime256v1 });
	recorded = 0;
	recording = 1;
	group = EC_GROUP_new_by_curve_name(NID_X9_62_prime256v1);
	recording = 0;
	if (group == NULL)
		fail("EC_GROUP_new_by_curve_name(P-256)");
	/* The latest block at that address: earlier ones may be freed. */
	for (i = recorded; i > 0; i--) {
		if (record[i - 1].ptr == group) {
			size = record[i - 1].size;
			break;
		}
	}
	EC_GROUP_free(group);
	if (recorded == RECORD_MAX)
		fail("more than %d allocations in EC_GROUP_new_by_curve_name",
		    RECORD_MAX);
	if (size == 0)
		fail("no allocation returned the group (linked without "
		    "-Wl,--wrap=malloc,...?)");
	return size;
}

/*
 * Prints the allocator calls of one op, after a first one, and the
 * blocks it left allocated if any: a saving that leaks is no saving.
 */
static void
allocs_measure(const struct op *op)
{
	op->run(op->arg);
	alloc_calls = 0;
	live_blocks = 0;
	counting = 1;
	op->run(op->arg);
	counting = 0;
	if (op->run == run_baseline && alloc_calls != 1)
		fail("%s: %lu allocations, not 1", op->name, alloc_calls);
	printf("allocs %s %lu\n", op->name, alloc_calls);
	if (live_blocks != 0)
		printf("unfreed %s %ld\n", op->name, live_blocks);
}

/* Returns the microseconds that reps runs of op take. */
static double
batch_us(const struct op *op, long reps)
{
	double	 t0;
	long	 i;

	t0 = now_us();
	for (i = 0; i < reps; i++)
		op->run(op->arg);
	return now_us() - t0;
}

/* Returns how many runs of op take about BATCH_US. */
static long
batch_calibrate(const struct op *op)
{
	double	 t;
	long	 reps = 1;

	while ((t = batch_us(op, reps)) < CALIBRATE_US)
		reps *= t < CALIBRATE_US / 16 ? 16 : 2;
	reps = (long)(reps * BATCH_US / t + 0.5);
	return reps > 0 ? reps : 1;
}

static void
op_measure(const struct op *op, int samples)
{
	long		 reps;
	int		 i;

	allocs_measure(op);
	reps = batch_calibrate(op);
	for (i = 0; i < samples; i++)
		printf("sample %s %.4f\n", op->name,
		    batch_us(op, reps) / reps);
}

static void
op_add(struct op *ops, size_t *n, void (*run)(const void *),
    const void *arg, const char *kind, const char *what)
{
	struct op	*op = &ops[*n];
	int		 len;

	len = snprintf(op->name, sizeof(op->name), "%s:%s", kind, what);
	if (len < 0 || (size_t)len >= sizeof(op->name))
		fail("operation name too long: %s:%s", kind, what);
	op->run = run;
	op->arg = arg;
	(*n)++;
}

/*
 * Returns the built-in curves' NIDs, P-256, P-384 and P-521 first, the
 * others in the library's order; *count is set to their number.
 */
static int *
curves_list(size_t *count)
{
	static const int	 first[] = {
		NID_X9_62_prime256v1, NID_secp384r1, NID_secp521r1,
	};
	EC_builtin_curve	*builtin;
	int			*nids;
	size_t			 i, j, n, k = 0;

	n = EC_get_builtin_curves(NULL, 0);
	if ((builtin = calloc(n, sizeof(*builtin))) == NULL ||
	    (nids = calloc(n, sizeof(*nids))) == NULL)
		err(1, NULL);
	if (EC_get_builtin_curves(builtin, n) != n)
		fail("EC_get_builtin_curves");
	for (j = 0; j < sizeof(first) / sizeof(first[0]); j++) {
		for (i = 0; i < n; i++)
			if (builtin[i].nid == first[j])
				break;
		if (i == n)
			fail("%s is not a built-in curve",
			    OBJ_nid2sn(first[j]));
		nids[k++] = first[j];
	}
	for (i = 0; i < n; i++) {
		for (j = 0; j < sizeof(first) / sizeof(first[0]); j++)
			if (builtin[i].nid == first[j])
				break;
		if (j == sizeof(first) / sizeof(first[0]))
			nids[k++] = builtin[i].nid;
	}
	free(builtin);
	*count = n;
	return nids;
}

/* Returns n between 1 and max from the string s, or fails. */
static int
count_parse(const char *s, int max, const char *what)
{
	char	*end;
	long	 n;

	n = strtol(s, &end, 10);
	if (*s == '\0' || *end != '\0' || n < 1 || n > max)
		errx(1, "%s must be a number from 1 to %d: %s", what, max, s);
	return (int)n;
}

static void
usage(void)
{
	fprintf(stderr, "usage: bench [-s samples] [-o prefix]\n");
	exit(1);
}

int
main(int argc, char *argv[])
{
	static const char	*spki_names[NSPKI] = {
		"P-256", "P-384", "P-521", "RSA-2048", "Ed25519",
	};
	static const struct {
		const char	*name;
		int		 nid;
	}			 key_curves[NKEYS] = {
		{ "P-256", NID_X9_62_prime256v1 },
		{ "P-384", NID_secp384r1 },
		{ "P-521", NID_secp521r1 },
	};
	static const struct {
		const char	*kind;
		void		(*run)(const void *);
	}			 key_ops[KEY_OPS] = {
		{ "ecdsa_sign", run_ecdsa_sign },
		{ "ecdsa_verify", run_ecdsa_verify },
		{ "ecdh", run_ecdh },
		{ "keygen", run_keygen },
		{ "mul_g", run_mul_g },
	};
	struct spki	 spki[NSPKI];
	struct keys	 keys[NKEYS];
	struct op	*ops;
	const char	*prefix = "";
	int		*nids;
	size_t		 ncurves, nops = 0, matched, i, j;
	int		 ch, samples = SAMPLES;

	while ((ch = getopt(argc, argv, "o:s:")) != -1) {
		switch (ch) {
		case 'o':
			prefix = optarg;
			break;
		case 's':
			samples = count_parse(optarg, SAMPLES_MAX, "samples");
			break;
		default:
			usage();
		}
	}
	if (optind != argc)
		usage();

	nids = curves_list(&ncurves);
	spki_init(&spki[0], spki_names[0], EVP_PKEY_EC, NID_X9_62_prime256v1);
	spki_init(&spki[1], spki_names[1], EVP_PKEY_EC, NID_secp384r1);
	spki_init(&spki[2], spki_names[2], EVP_PKEY_EC, NID_secp521r1);
	spki_init(&spki[3], spki_names[3], EVP_PKEY_RSA, 2048);
	spki_init(&spki[4], spki_names[4], EVP_PKEY_ED25519, 0);
	for (i = 0; i < NKEYS; i++)
		keys_init(&keys[i], key_curves[i].name, key_curves[i].nid);

	group_size = group_size_measure();
	if (group_size > sizeof(group_image))
		fail("sizeof(EC_GROUP) is %zu, more than %zu", group_size,
		    sizeof(group_image));
	for (i = 0; i < group_size; i++)
		group_image[i] = (unsigned char)(i + 1);

	if ((ops = calloc(ncurves + 1 + NSPKI + KEY_OPS * NKEYS,
	    sizeof(*ops))) == NULL)
		err(1, NULL);
	for (i = 0; i < ncurves; i++)
		op_add(ops, &nops, run_new_free, &nids[i], "new_free",
		    OBJ_nid2sn(nids[i]));
	op_add(ops, &nops, run_baseline, NULL, "baseline",
	    "malloc_memcpy_free");
	for (i = 0; i < NSPKI; i++)
		op_add(ops, &nops, run_d2i_pubkey, &spki[i], "d2i_PUBKEY",
		    spki_names[i]);
	for (j = 0; j < KEY_OPS; j++)
		for (i = 0; i < NKEYS; i++)
			op_add(ops, &nops, key_ops[j].run, &keys[i],
			    key_ops[j].kind, keys[i].name);

	printf("libcrypto %s\n", OpenSSL_version(OPENSSL_VERSION));
	printf("group_size %zu\n", group_size);
	for (i = 0, matched = 0; i < nops; i++) {
		if (strncmp(ops[i].name, prefix, strlen(prefix)) == 0) {
			op_measure(&ops[i], samples);
			matched++;
		}
	}
	if (matched == 0)
		errx(1, "no operation's name starts with %s", prefix);

	if (fflush(stdout) == EOF || ferror(stdout))
		err(1, "standard output");
	for (i = 0; i < NKEYS; i++)
		keys_free(&keys[i]);
	for (i = 0; i < NSPKI; i++)
		free(spki[i].der);
	free(ops);
	free(nids);
	return 0;
}
