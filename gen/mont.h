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
 * Montgomery constants of a curve for one word size: pure functions of
 * the curve's p, a, b, G and n and of the word size w.
 */
#ifndef ECTAB_MONT_H
#define ECTAB_MONT_H

#include <stddef.h>

#include <gmp.h>

#include "curve.h"

/* How many words a derived constant has. */
enum mont_len {
	MONT_LEN_MODULUS,	/* those of its modulus, p or n */
	MONT_LEN_N0,		/* 64 bits, and at least two words, as
				   BN_MONT_CTX holds n0 */
	MONT_LEN_WORD		/* one word */
};

/*
 * One derived constant: its name in the model, the modulus that reduces
 * it ('p' or 'n'), its length, the function that derives it for a word
 * size (from the curve's number at offset of, for some), its formula and
 * what it is for.  mont_constants[] lists every one, ending with a NULL
 * name: the model, ectab list --constants and the checks of the manual
 * follow it, and the tests recompute each constant from its formula
 * (ectab(1), under ectab list, gives their grammar) by routes of their
 * own.
 */
struct mont_constant {
	const char	*name;
	char		 modulus;
	enum mont_len	 len;
	void		(*derive)(mpz_t, const struct curve *,
			    const struct mont_constant *, unsigned int);
	size_t		 of;		/* offset of the curve's number it
					   derives from, where it has one */
	const char	*formula;
	const char	*doc;
};

extern const struct mont_constant mont_constants[];

/* A curve's derived constants for words of w bits. */
struct mont {
	unsigned int	 w;		/* bits per word */
	size_t		 words;		/* k = words of p; R = 2^(k*w) */
	size_t		 order_words;	/* k_n = words of n; R_n = 2^(k_n*w) */
	mpz_t		*v;		/* one per row of mont_constants[] */
};

size_t	mont_words(const mpz_t, unsigned int);
void	mont_r(mpz_t, const mpz_t, unsigned int);
void	mont_rr(mpz_t, const mpz_t, unsigned int);
void	mont_n0(mpz_t, const mpz_t, unsigned int);
void	mont_to(mpz_t, const mpz_t, const mpz_t, unsigned int);

void	mont_init(struct mont *, const struct curve *, unsigned int);
size_t	mont_constant_words(const struct mont *, size_t);
void	mont_clear(struct mont *);

#endif
