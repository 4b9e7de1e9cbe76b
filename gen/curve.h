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

/* The keys of a stanza; the order is that of curve_keys[]. */
enum curve_key {
	KEY_ALIAS,
	KEY_OID,
	KEY_NID,
	KEY_COMMENT,
	KEY_SOURCE,
	KEY_P,
	KEY_A,
	KEY_B,
	KEY_GX,
	KEY_GY,
	KEY_N,
	KEY_H,
	KEY_SEED,
	KEY_RFC5639_SEED_P,
	KEY_RFC5639_SEED_AB,
	KEY_TWIST_OF,
	KEY_TWIST_Z,
	KEY_EMBEDDING_DEGREE,
	KEY_TWIST_FACTORS,
	KEY_TWIST_COMPOSITE,
	KEY_N_MINUS_1_FACTORS,
	KEY_N_MINUS_1_COMPOSITE,
	KEY_CM_FACTORS,
	KEY_CM_COMPOSITE,
	KEY_PRIMES,
	KEY_ECPP,
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

extern const enum curve_key factored_keys[FACTORED_COUNT][2];

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
