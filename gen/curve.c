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
 * Curves.
 */
#include <stdlib.h>
#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "curve.h"
#include "util.h"

/* The factors, composite and effort keys of each number certify factors. */
const enum curve_key factored_keys[FACTORED_COUNT][FACTORED_KEYS] = {
	[FACTORED_TWIST] = { KEY_TWIST_FACTORS, KEY_TWIST_COMPOSITE,
	    KEY_TWIST_EFFORT },
	[FACTORED_N_MINUS_1] = { KEY_N_MINUS_1_FACTORS,
	    KEY_N_MINUS_1_COMPOSITE, KEY_N_MINUS_1_EFFORT },
	[FACTORED_CM] = { KEY_CM_FACTORS, KEY_CM_COMPOSITE, KEY_CM_EFFORT },
	[FACTORED_TWIST_L_MINUS_1] = { KEY_TWIST_L_MINUS_1_FACTORS,
	    KEY_TWIST_L_MINUS_1_COMPOSITE, KEY_TWIST_L_MINUS_1_EFFORT },
};

/*
 * Reads the literal lit, then a decimal number without leading zeros up
 * to max, from *s.  Returns 0, or -1.
 */
static int
effort_field(const char **s, const char *lit, unsigned long max,
    unsigned long *v)
{
	const char	*p = *s;
	size_t		 n = strlen(lit);

	if (strncmp(p, lit, n) != 0)
		return -1;
	p += n;
	if (!isdigit((unsigned char)*p) || (p[0] == '0' &&
	    isdigit((unsigned char)p[1])))
		return -1;
	for (*v = 0; isdigit((unsigned char)*p); p++) {
		if (*v > (max - (unsigned long)(*p - '0')) / 10)
			return -1;
		*v = *v * 10 + (unsigned long)(*p - '0');
	}
	*s = p;
	return 0;
}

/*
 * Reads an effort key's value into e: EFFORT_FORMAT exactly, B1 0 with
 * no curves and from EFFORT_B1_MIN to EFFORT_B1_MAX with some.  Returns
 * 0, or -1.
 */
int
effort_read(const char *s, struct effort *e)
{
	if (effort_field(&s, "ecm ", EFFORT_COUNT_MAX, &e->curves) == -1 ||
	    effort_field(&s, " curves to B1 ", EFFORT_B1_MAX, &e->b1) == -1 ||
	    effort_field(&s, ", nfs ", EFFORT_COUNT_MAX, &e->nfs) == -1 ||
	    strcmp(s, " s") != 0)
		return -1;
	if (e->curves == 0 ? e->b1 != 0 : e->b1 < EFFORT_B1_MIN)
		return -1;
	return 0;
}

struct curve *
curve_new(const char *name, const char *file, int line)
{
	struct curve	*c;
	int		 i;

	c = xcalloc(1, sizeof(*c));
	c->name = xstrdup(name);
	c->file = xstrdup(file);
	c->line = line;
	mpz_inits(c->p, c->a, c->b, c->gx, c->gy, c->n, c->h,
	    c->rfc5639_seed_p, c->rfc5639_seed_ab, c->twist_z, NULL);
	for (i = 0; i < FACTORED_COUNT; i++)
		mpz_init(c->composite[i]);
	return c;
}

void
curve_free(struct curve *c)
{
	size_t	 i;

	if (c == NULL)
		return;
	free(c->name);
	for (i = 0; i < c->naliases; i++)
		free(c->aliases[i]);
	free(c->aliases);
	for (i = 0; i < c->noids; i++)
		free(c->oids[i]);
	free(c->oids);
	for (i = 0; i < c->nnids; i++)
		free(c->nids[i]);
	free(c->nids);
	free(c->comment);
	free(c->source);
	for (i = 0; i < KEY_COUNT; i++)
		free(c->text[i]);
	mpz_clears(c->p, c->a, c->b, c->gx, c->gy, c->n, c->h,
	    c->rfc5639_seed_p, c->rfc5639_seed_ab, c->twist_z, NULL);
	for (i = 0; i < FACTORED_COUNT; i++) {
		free(c->factors[i]);
		mpz_clear(c->composite[i]);
	}
	free(c->primes);
	for (i = 0; i < c->necpp; i++)
		free(c->ecpp[i].text);
	free(c->ecpp);
	free(c->seed);
	free(c->twist_of);
	free(c->file);
	free(c);
}

/*
 * Returns the curve's own copy of name if it is the curve's name or one
 * of its aliases, else NULL.
 */
const char *
curve_name_as(const struct curve *c, const char *name)
{
	size_t	 i;

	if (strcmp(c->name, name) == 0)
		return c->name;
	for (i = 0; i < c->naliases; i++)
		if (strcmp(c->aliases[i], name) == 0)
			return c->aliases[i];
	return NULL;
}

/* Returns 1 if name is the curve's name or one of its aliases. */
int
curve_has_name(const struct curve *c, const char *name)
{
	return curve_name_as(c, name) != NULL;
}

/* Returns 1 if a = -3 in GF(p), that is a == p - 3. */
int
curve_a_is_minus3(const struct curve *c)
{
	mpz_t	 minus3;
	int	 eq;

	mpz_init(minus3);
	mpz_sub_ui(minus3, c->p, 3);
	eq = mpz_cmp(c->a, minus3) == 0;
	mpz_clear(minus3);
	return eq;
}

/*
 * Returns the C identifier made of a curve name, newly allocated: '-' and
 * '.' become '_'.
 */
char *
curve_ident(const char *name)
{
	char	*id, *s;

	id = xstrdup(name);
	for (s = id; *s != '\0'; s++)
		if (*s == '-' || *s == '.')
			*s = '_';
	return id;
}

/* Sets r to x^3 + ax + b mod p, the right side of the curve equation. */
void
curve_rhs(mpz_t r, const struct curve *c, const mpz_t x)
{
	mpz_t	 t;

	mpz_init(t);
	mpz_mul(t, x, x);
	mpz_add(t, t, c->a);
	mpz_mul(t, t, x);
	mpz_add(t, t, c->b);
	mpz_mod(r, t, c->p);
	mpz_clear(t);
}

/* Sets d to 4a^3 + 27b^2 mod p, zero for a singular curve. */
void
curve_discriminant(mpz_t d, const mpz_t a, const mpz_t b, const mpz_t p)
{
	mpz_t	 t;

	mpz_init(t);
	mpz_powm_ui(d, a, 3, p);
	mpz_mul_ui(d, d, 4);
	mpz_mul(t, b, b);
	mpz_addmul_ui(d, t, 27);
	mpz_mod(d, d, p);
	mpz_clear(t);
}

/* Sets t to the trace of Frobenius, p + 1 - h*n. */
void
curve_trace(mpz_t t, const struct curve *c)
{
	mpz_mul(t, c->h, c->n);
	mpz_sub(t, c->p, t);
	mpz_add_ui(t, t, 1);
}

/*
 * Sets r to a square root of x modulo the odd prime p, by Cipolla: with
 * t such that w = t^2 - x is not a square, r = (t + s)^((p+1)/2) in
 * GF(p)[s]/(s^2 - w).  Its cost depends on the size of p only, unlike
 * Tonelli and Shanks', which grows with the square of the power of 2 in
 * p - 1 and so with what a hostile p chooses.  Returns 0, or -1 if x is
 * not a square mod p.
 */
int
curve_sqrt(mpz_t r, const mpz_t x, const mpz_t p)
{
	mpz_t		 n, t, w, e, u, v, a, b, k;
	size_t		 i;
	int		 rc = -1;

	mpz_inits(n, t, w, e, u, v, a, b, k, NULL);
	mpz_mod(n, x, p);
	if (mpz_sgn(n) == 0) {
		mpz_set_ui(r, 0);
		rc = 0;
		goto done;
	}
	if (mpz_jacobi(n, p) != 1)
		goto done;
	for (mpz_set_ui(t, 0);; mpz_add_ui(t, t, 1)) {
		mpz_mul(w, t, t);
		mpz_sub(w, w, n);
		mpz_mod(w, w, p);
		if (mpz_jacobi(w, p) == -1)
			break;
	}
	/* (u + v s) = (t + s)^e, left to right. */
	mpz_add_ui(e, p, 1);
	mpz_fdiv_q_2exp(e, e, 1);
	mpz_set_ui(u, 1);
	mpz_set_ui(v, 0);
	for (i = mpz_sizeinbase(e, 2); i > 0; i--) {
		/* (u + v s)^2 = u^2 + v^2 w + 2uv s */
		mpz_mul(a, u, u);
		mpz_mul(b, v, v);
		mpz_mul(b, b, w);
		mpz_mul(k, u, v);
		mpz_add(u, a, b);
		mpz_mod(u, u, p);
		mpz_mul_2exp(v, k, 1);
		mpz_mod(v, v, p);
		if (!mpz_tstbit(e, i - 1))
			continue;
		/* (u + v s)(t + s) = ut + vw + (u + vt) s */
		mpz_mul(a, u, t);
		mpz_mul(b, v, w);
		mpz_mul(k, v, t);
		mpz_add(v, u, k);
		mpz_mod(v, v, p);
		mpz_add(u, a, b);
		mpz_mod(u, u, p);
	}
	mpz_set(r, u);
	rc = 0;
 done:
	mpz_clears(n, t, w, e, u, v, a, b, k, NULL);
	return rc;
}
