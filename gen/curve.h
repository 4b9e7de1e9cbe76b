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
 * A curve y^2 = x^3 + ax + b over the prime field GF(p), with generator
 * G = (gx, gy) of prime order n and cofactor h, as read from a definition
 * file.
 */
#ifndef ECTAB_CURVE_H
#define ECTAB_CURVE_H

#include <stddef.h>

#include <gmp.h>

/*
 * The keys of a stanza, a row each: X(ID, name, kind, required, block).
 * Every list of keys follows these rows: enum curve_key, the reader's
 * table (defs.c), the columns of ectab import (stanza.c), ectab list
 * --keys, and through it the check of ectab-curves(5).
 *
 * kind is TEXT, NUMBER (hex digits) or LIST (numbers joined by
 * "*^,;-", for cert.c).  A TEXT key with no reader of its own
 * (set_text in defs.c) is a remark: it is kept in text[] and written
 * back by ectab import, and its row is all it needs.  A NUMBER or LIST
 * key also needs its place in struct curve and in finish_stanza
 * (defs.c), which refuses a key it has no place for.
 *
 * The keys of one block have their values in one column, which the
 * block's longest key sets.  Block 4 (CERT_BLOCK) holds what
 * ectab-certify writes; its values stand in block 0's column, or one
 * blank after a key longer than that.
 */
#define CERT_BLOCK	4

#define CURVE_KEYS(X) \
	X(ALIAS,		"alias",		TEXT,	0, 0) \
	X(OID,			"oid",			TEXT,	0, 0) \
	X(NID,			"nid",			TEXT,	0, 0) \
	X(COMMENT,		"comment",		TEXT,	0, 0) \
	X(SOURCE,		"source",		TEXT,	0, 0) \
	X(SAFECURVES,		"safecurves",		TEXT,	0, 5) \
	X(P,			"p",			NUMBER,	1, 0) \
	X(A,			"a",			NUMBER,	1, 0) \
	X(B,			"b",			NUMBER,	1, 0) \
	X(GX,			"gx",			NUMBER,	1, 0) \
	X(GY,			"gy",			NUMBER,	1, 0) \
	X(N,			"n",			NUMBER,	1, 0) \
	X(H,			"h",			NUMBER,	1, 0) \
	X(SEED,			"seed",			NUMBER,	0, 0) \
	X(RFC5639_SEED_P,	"rfc5639_seed_p",	NUMBER,	0, 1) \
	X(RFC5639_SEED_AB,	"rfc5639_seed_ab",	NUMBER,	0, 1) \
	X(TWIST_OF,		"twist_of",		TEXT,	0, 2) \
	X(TWIST_Z,		"twist_z",		NUMBER,	0, 2) \
	X(EMBEDDING_DEGREE,	"embedding_degree",	TEXT,	0, 3) \
	X(TWIST_FACTORS,	"twist_factors",	LIST,	0, 4) \
	X(TWIST_COMPOSITE,	"twist_composite",	NUMBER,	0, 4) \
	X(TWIST_EFFORT,		"twist_effort",		TEXT,	0, 4) \
	X(N_MINUS_1_FACTORS,	"n_minus_1_factors",	LIST,	0, 4) \
	X(N_MINUS_1_COMPOSITE,	"n_minus_1_composite",	NUMBER,	0, 4) \
	X(N_MINUS_1_EFFORT,	"n_minus_1_effort",	TEXT,	0, 4) \
	X(CM_FACTORS,		"cm_factors",		LIST,	0, 4) \
	X(CM_COMPOSITE,		"cm_composite",		NUMBER,	0, 4) \
	X(CM_EFFORT,		"cm_effort",		TEXT,	0, 4) \
	X(TWIST_L_MINUS_1_FACTORS, "twist_l_minus_1_factors", LIST, 0, 4) \
	X(TWIST_L_MINUS_1_COMPOSITE, "twist_l_minus_1_composite", NUMBER, 0, 4) \
	X(TWIST_L_MINUS_1_EFFORT, "twist_l_minus_1_effort", TEXT, 0, 4) \
	X(PRIMES,		"primes",		LIST,	0, 4) \
	X(ECPP,			"ecpp",			LIST,	0, 4)

enum curve_key {
#define KEY_ENUM(id, name, kind, required, block)	KEY_##id,
	CURVE_KEYS(KEY_ENUM)
#undef KEY_ENUM
	KEY_COUNT
};

/*
 * The largest field ectab takes.  LibreSSL and OpenSSL stop at 661 bits;
 * pairing-friendly curves go further; the cap keeps a hostile definition
 * from costing minutes of prime tests.
 */
#define MAX_BITS	4096

/* SEC 1: no embedding degree B with p^B = 1 (mod n) for 1 <= B < 100. */
#define MOV_BOUND	100

/*
 * X9.62 seeds have at least 160 bits and no upper bound; ectab takes up
 * to 4096 bits, far more than any published seed (all are 160 bits), so
 * that a hostile definition cannot make the model hold megabytes.
 */
#define SEED_MIN_BYTES	20
#define SEED_MAX_BYTES	512

/* RFC 5639's seeds are 160-bit strings. */
#define RFC5639_SEED_DIGITS	40

/* The numbers ectab-certify factors. */
enum factored {
	FACTORED_TWIST,		/* the twist's order, 2p + 2 - hn */
	FACTORED_N_MINUS_1,	/* n - 1 */
	FACTORED_CM,		/* 4p - t^2, t the trace */
	FACTORED_TWIST_L_MINUS_1, /* l' - 1, l' the twist's largest prime */
	FACTORED_COUNT
};

struct curve {
	char		 *name;
	char		**aliases;
	size_t		  naliases;
	char		**oids;		/* dotted decimal */
	size_t		  noids;
	char		 *oid;		/* the first of oids, or NULL */
	char		**nids;		/* NID_ symbols */
	size_t		  nnids;
	char		 *nid;		/* the first of nids, or NULL */
	char		 *comment;	/* or NULL */
	char		 *source;	/* the standard, or NULL */
	char		 *text[KEY_COUNT];	/* remarks of other keys */
	mpz_t		  p, a, b, gx, gy, n, h;
	unsigned char	 *seed;		/* or NULL */
	size_t		  seed_len;

	/*
	 * RFC 5639 section 5: the 160-bit seeds p, and then a and b, come
	 * from.
	 */
	int		  has_rfc5639;
	mpz_t		  rfc5639_seed_p, rfc5639_seed_ab;

	/*
	 * RFC 5639's twisted curves: this curve is curve twist_of mapped by
	 * (x, y) -> (Z^2 x, Z^3 y), a = a' Z^4, b = b' Z^6, Z = twist_z.
	 */
	char		 *twist_of;	/* or NULL */
	mpz_t		  twist_z;

	/*
	 * A pairing-friendly curve declares its small embedding degree,
	 * which validation otherwise refuses; 0 where none is declared.
	 */
	int		  embedding_degree;

	/*
	 * What ectab-certify computed once (cert.c checks it): for the
	 * twist's order, n - 1 and 4p - t^2, the prime factors as written
	 * ("3 * 7^2 * 1b7", NULL where absent) and the composite left
	 * (0 where none); the primes proven by Pocklington's theorem
	 * ("N, base; N; ...", or NULL); and ECPP primality certificates,
	 * each with the line of its key.
	 */
	char		 *factors[FACTORED_COUNT];
	char		 *primes;
	mpz_t		  composite[FACTORED_COUNT];
	struct ecpp_text {
		char	*text;
		int	 line;
	}		 *ecpp;
	size_t		  necpp;

	char		 *file;		/* the definition file, as named */
	int		  line;		/* line of "curve NAME" */
	int		  key_line[KEY_COUNT];	/* 0 where the key is absent */
};

/* Of each number certify factors: its factors, composite and effort keys. */
enum { FACTORS_KEY, COMPOSITE_KEY, EFFORT_KEY, FACTORED_KEYS };

extern const enum curve_key factored_keys[FACTORED_COUNT][FACTORED_KEYS];

/*
 * The work spent on a composite left unfactored, as ectab-certify records
 * it in the effort key ("ecm 1520 curves to B1 11000000, nfs 4210 s"):
 * GMP-ECM curves with sigma 7 upwards, the B1 of the last, and seconds of
 * CADO-NFS.
 */
struct effort {
	unsigned long	 curves;
	unsigned long	 b1;
	unsigned long	 nfs;
};

#define EFFORT_FORMAT	"ecm %lu curves to B1 %lu, nfs %lu s"

/*
 * GMP-ECM's B1 starts at EFFORT_B1_MIN and grows by 1.15 a curve until
 * it passes 11e6, so that no curve has more than EFFORT_B1_MAX; counts
 * stop at EFFORT_COUNT_MAX (a billion curves or seconds: decades).
 */
#define EFFORT_B1_MIN	2000
#define EFFORT_B1_GROW	11000000
#define EFFORT_B1_MAX	12650000
#define EFFORT_COUNT_MAX 1000000000UL

int		 effort_read(const char *, struct effort *);

struct curve	*curve_new(const char *, const char *, int);
void		 curve_free(struct curve *);
int		 curve_has_name(const struct curve *, const char *);
const char	*curve_name_as(const struct curve *, const char *);
int		 curve_a_is_minus3(const struct curve *);
char		*curve_ident(const char *);
void		 curve_rhs(mpz_t, const struct curve *, const mpz_t);
void		 curve_discriminant(mpz_t, const mpz_t, const mpz_t,
		    const mpz_t);
void		 curve_trace(mpz_t, const struct curve *);
int		 curve_sqrt(mpz_t, const mpz_t, const mpz_t);

#endif
