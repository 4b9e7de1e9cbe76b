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
 * ectab-certify [-q] [-t seconds] [-c curve[,curve...]] [-F prime]
 *     [--fresh] file...
 *
 * Does once the expensive work the audit relies on, and writes it into
 * the definition files: for each curve, the factorizations of the
 * twist's order, of n - 1 and of 4p - t^2, and ECPP certificates for p,
 * n and every prime factor above 2^64.  ectab checks all of it with GMP
 * alone (cert.c); ectab(1) and ectab-curves(5) say what the keys mean.
 *
 * It is a program of its own, not an ectab command, because it links
 * PARI/GP (GPL) for the certificates and the quadratic sieve and GMP-ECM
 * for the elliptic-curve method; ectab itself links GMP and libcrypto
 * only.  Past the sieve's reach it runs CADO-NFS's number field sieve,
 * where it has one (nfs.c).  What it is doing, and for how long, it says
 * on standard error as it goes (progress.c).
 */
#include <ctype.h>
#include <err.h>
#include <getopt.h>
#include <unistd.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <gmp.h>
#include <ecm.h>
#include <pari/pari.h>

#include "cert.h"
#include "curve.h"
#include "nfs.h"
#include "defs.h"
#include "output.h"
#include "progress.h"
#include "stanza.h"
#include "util.h"

/*
 * Trial division below TRIAL_LIMIT; PARI's own factoring (ECM and the
 * quadratic sieve, unbounded in time) for a composite up to SIEVE_BITS,
 * at once, or, up to SIEVE_MAX_BITS, once GMP-ECM has spent the budget.
 */
#define TRIAL_LIMIT	(1UL << 20)
#define SIEVE_BITS	200
#define SIEVE_MAX_BITS	260

/* GMP-ECM's curves: Suyama's sigma from ECM_SIGMA, B1 as in curve.h. */
#define ECM_SIGMA	7
#define ECM_B1		EFFORT_B1_MIN
#define ECM_B1_MAX	EFFORT_B1_GROW


struct factors {
	mpz_t		*p;	/* primes, ascending */
	unsigned long	*e;
	size_t		 len;
	mpz_t		 composite;	/* what is left unfactored, or 1 */
	struct effort	 effort;	/* spent on it, this run and before */
};

static double	 budget = 60;		/* seconds of ECM per number */
static struct nfs nfs;			/* CADO-NFS, where there is one */
/*
 * The digits from which a composite goes to the number field sieve:
 * past the quadratic sieve's SIEVE_MAX_BITS (78 digits).
 */
#define NFS_FROM	79
static unsigned long nfs_from = NFS_FROM;
static int	 nfs_only;		/* no ECM before the sieve */
static int	 nfs_said;		/* that there is none, once */
static int	 fresh;			/* forget recorded factors */
static struct factors given;		/* primes given with -F */
static double	 deadline;

static GEN
mpz_to_gen(const mpz_t x)
{
	char	*s = mpz_get_str(NULL, 10, x);
	GEN	 g = strtoi(s);

	free(s);
	return g;
}

static void
gen_to_mpz(mpz_t x, GEN g)
{
	char	*s = GENtostr(g);

	if (mpz_set_str(x, s, 10) != 0)
		errx(1, "PARI returned a non-integer: %s", s);
	pari_free(s);
}

static void
factors_init(struct factors *f)
{
	memset(f, 0, sizeof(*f));
	mpz_init_set_ui(f->composite, 1);
}

static void
factors_free(struct factors *f)
{
	size_t	 i;

	for (i = 0; i < f->len; i++)
		mpz_clear(f->p[i]);
	free(f->p);
	free(f->e);
	mpz_clear(f->composite);
}

/* Adds the prime q^e, keeping the primes ascending and distinct. */
static void
factors_add(struct factors *f, const mpz_t q, unsigned long e)
{
	size_t	 i, j;

	for (i = 0; i < f->len && mpz_cmp(f->p[i], q) < 0; i++)
		;
	if (i < f->len && mpz_cmp(f->p[i], q) == 0) {
		f->e[i] += e;
		return;
	}
	f->p = xreallocarray(f->p, f->len + 1, sizeof(*f->p));
	f->e = xreallocarray(f->e, f->len + 1, sizeof(*f->e));
	for (j = f->len++; j > i; j--) {
		f->p[j][0] = f->p[j - 1][0];
		f->e[j] = f->e[j - 1];
	}
	mpz_init_set(f->p[i], q);
	f->e[i] = e;
}

/* Divides every power of the prime q out of x, recording it. */
static void
divide_out(struct factors *f, mpz_t x, const mpz_t q)
{
	unsigned long	 e = 0;

	while (mpz_cmp_ui(q, 1) > 0 && mpz_divisible_p(x, q)) {
		mpz_divexact(x, x, q);
		e++;
	}
	if (e > 0)
		factors_add(f, q, e);
}

static double	 ecm_deadline;

/* Returns the number of decimal digits of x > 0. */
static size_t
decimal_digits(const mpz_t x)
{
	mpz_t	 t;
	size_t	 n = mpz_sizeinbase(x, 10);

	mpz_init(t);
	mpz_ui_pow_ui(t, 10, n - 1);
	if (mpz_cmp(x, t) < 0)
		n--;
	mpz_clear(t);
	return n;
}

static int
ecm_stop(void)
{
	return seconds_now() > ecm_deadline;
}

/* Factors x completely with PARI: trial division, ECM, the sieve. */
static void
factor_pari(struct factors *f, const mpz_t x)
{
	pari_sp	 av = avma;
	GEN	 m, P, E;
	mpz_t	 q;
	long	 i;

	mpz_init(q);
	progress_begin("%zu digits: PARI (ECM, the quadratic sieve)",
	    decimal_digits(x));
	m = Z_factor(mpz_to_gen(x));
	P = gel(m, 1);
	E = gel(m, 2);
	for (i = 1; i < lg(P); i++) {
		gen_to_mpz(q, gel(P, i));
		factors_add(f, q, (unsigned long)itos(gel(E, i)));
	}
	progress_end("%ld prime factors", lg(P) - 1);
	mpz_clear(q);
	set_avma(av);
}

/*
 * Runs GMP-ECM on the composite x until the time until, its curves
 * going on from those the effort e records (sigma ECM_SIGMA + curves,
 * B1 growing by 1.15 from 2000 to 11e6), not again through them, and
 * adding to it.  Returns 1 with a proper divisor of x in d, or 0.
 */
static int
ecm_split(mpz_t d, const mpz_t x, struct effort *e, double until)
{
	ecm_params	 params;
	double		 B1;
	unsigned long	 first = e->curves;
	int		 found = 0, rc;

	progress_begin("%zu digits: GMP-ECM for %.0f s from curve %lu",
	    decimal_digits(x), until - seconds_now(), first + 1);
	ecm_deadline = until;
	B1 = e->curves == 0 ? ECM_B1 : e->b1 < ECM_B1_MAX ?
	    (double)e->b1 * 1.15 : (double)e->b1;
	while (!found && seconds_now() < until &&
	    e->curves < EFFORT_COUNT_MAX) {
		progress_detail("curve %lu, B1 %.0f", e->curves + 1, B1);
		ecm_init(params);
		params->stop_asap = ecm_stop;
		params->param = ECM_PARAM_SUYAMA;
		mpz_set_ui(params->sigma, ECM_SIGMA + e->curves);
		rc = ecm_factor(d, (mpz_ptr)x, B1, params);
		found = rc > 0 && mpz_cmp_ui(d, 1) > 0 && mpz_cmp(d, x) < 0;
		ecm_clear(params);
		/* Curves the deadline cut short, or failed, do not count. */
		if (found || (rc >= 0 && seconds_now() <= until)) {
			e->curves++;
			e->b1 = (unsigned long)B1;
		}
		if (B1 < ECM_B1_MAX)
			B1 *= 1.15;
	}
	progress_end("%s after %lu curves", found ? "a factor" :
	    "no factor", e->curves - first);
	return found;
}

/*
 * Splits the composite x (no factor below TRIAL_LIMIT) into primes, as
 * far as the budget allows: GMP-ECM with growing B1 while it is large,
 * PARI once it is small.  What is left goes into f->composite.  ECM's
 * curves and the seconds of the number field sieve add to f->effort.
 */
static void
split(struct factors *f, const mpz_t x)
{
	struct effort	*e = &f->effort;
	mpz_t		 d, c;
	double		 ecm_until, t0;
	int		 found = 0, big;

	if (mpz_probab_prime_p(x, 30) != 0) {
		factors_add(f, x, 1);
		return;
	}
	if (mpz_sizeinbase(x, 2) <= SIEVE_BITS) {
		factor_pari(f, x);
		return;
	}
	/*
	 * From nfs_from digits, the number field sieve gets nine tenths of
	 * the budget, after ECM has looked for small factors.
	 */
	big = mpz_sizeinbase(x, 10) >= nfs_from;
	t0 = seconds_now();
	ecm_until = big && nfs.cado != NULL ? nfs_only ? t0 : t0 +
	    (deadline - t0) / 10 : deadline;
	mpz_inits(d, c, NULL);
	if (t0 < ecm_until)
		found = ecm_split(d, x, e, ecm_until);
	if (!found && big && nfs.cado != NULL && seconds_now() < deadline) {
		t0 = seconds_now();
		progress_begin("%zu digits: CADO-NFS for %.0f s",
		    decimal_digits(x), deadline - t0);
		found = nfs_split(d, x, &nfs, deadline - t0);
		progress_end("%s", found ? "a factor" : "no factor");
		e->nfs += (unsigned long)(seconds_now() - t0 + 0.5);
		if (e->nfs > EFFORT_COUNT_MAX)
			e->nfs = EFFORT_COUNT_MAX;
	} else if (!found && big && !nfs_said) {
		warnx("no CADO-NFS (give --cado, or put cado-nfs.py on PATH; "
		    "make cado builds it): composites of %lu digits or more "
		    "are left to ECM and, to %d bits, the quadratic sieve",
		    nfs_from, SIEVE_MAX_BITS);
		nfs_said = 1;
	}
	if (found) {
		mpz_divexact(c, x, d);
		split(f, d);
		split(f, c);
	} else if (mpz_sizeinbase(x, 2) <= SIEVE_MAX_BITS)
		factor_pari(f, x);
	else
		mpz_mul(f->composite, f->composite, x);
	mpz_clears(d, c, NULL);
}

/*
 * The factorizations made in this run: RFC 5639's twisted curves share
 * their numbers with the curves they twist, and get the same keys.
 */
static struct cached {
	mpz_t		 x;
	struct factors	 f;
} *cache;
static size_t	 ncache;

static void
factors_copy(struct factors *dst, const struct factors *src)
{
	size_t	 i;

	for (i = 0; i < src->len; i++)
		factors_add(dst, src->p[i], src->e[i]);
	mpz_mul(dst->composite, dst->composite, src->composite);
	dst->effort = src->effort;
}

/*
 * Factors x into f: the primes recorded in hints first (a factor found
 * once need not be found again), trial division, then split().
 */
static void
factor_number(struct factors *f, const mpz_t x, const struct factors *hints,
    double seconds)
{
	mpz_t	 r, q;
	size_t	 i;
	unsigned long p;

	for (i = 0; i < ncache; i++) {
		if (mpz_cmp(cache[i].x, x) == 0) {
			factors_copy(f, &cache[i].f);
			return;
		}
	}
	mpz_init_set(r, x);
	mpz_init(q);
	if (hints != NULL)
		f->effort = hints->effort;
	for (i = 0; hints != NULL && i < hints->len; i++)
		divide_out(f, r, hints->p[i]);
	for (i = 0; i < given.len; i++)
		divide_out(f, r, given.p[i]);
	for (p = 2; p < TRIAL_LIMIT && mpz_cmp_ui(r, 1) > 0; p++) {
		if (!mpz_divisible_ui_p(r, p))
			continue;
		mpz_set_ui(q, p);
		divide_out(f, r, q);
	}
	deadline = seconds_now() + seconds;
	if (mpz_cmp_ui(r, 1) > 0)
		split(f, r);
	mpz_clears(r, q, NULL);
	cache = xreallocarray(cache, ncache + 1, sizeof(*cache));
	mpz_init_set(cache[ncache].x, x);
	factors_init(&cache[ncache].f);
	factors_copy(&cache[ncache++].f, f);
}

/*
 * Reads the primes of a factorization a definition already records, to
 * give them back to factor_number.
 */
static void
recorded_factors(struct factors *f, const char *s)
{
	mpz_t	 q;
	char	*digits;
	size_t	 len;

	mpz_init(q);
	while (s != NULL && *s != '\0') {
		len = strcspn(s, "*^");
		digits = xstrndup(s, len);
		if (mpz_set_str(q, digits, 16) == 0 && mpz_cmp_ui(q, 1) > 0)
			factors_add(f, q, 1);
		free(digits);
		s += len;
		s += strcspn(s, "*");
		if (*s == '*')
			s++;
	}
	mpz_clear(q);
}

/* Appends x in hex to sb, '-' first if negative. */
static void
add_hex(struct strbuf *sb, const mpz_t x)
{
	char	*hex = mpz_get_str(NULL, 16, x);

	strbuf_adds(sb, hex);
	free(hex);
}

/* Sets c's text of factorization kind to f, and its composite. */
static void
set_factors(struct curve *c, enum factored kind, const struct factors *f)
{
	struct strbuf	 sb;
	size_t		 i;

	strbuf_init(&sb);
	strbuf_adds(&sb, "");
	for (i = 0; i < f->len; i++) {
		if (i > 0)
			strbuf_addc(&sb, '*');
		add_hex(&sb, f->p[i]);
		if (f->e[i] > 1)
			strbuf_addf(&sb, "^%lu", f->e[i]);
	}
	c->factors[kind] = sb.s;
	if (mpz_cmp_ui(f->composite, 1) <= 0)
		return;
	mpz_set(c->composite[kind], f->composite);
	strbuf_init(&sb);
	strbuf_addf(&sb, EFFORT_FORMAT, f->effort.curves, f->effort.b1,
	    f->effort.nfs);
	c->text[factored_keys[kind][EFFORT_KEY]] = sb.s;
}

/* Adds to c the ECPP certificate of the prime q: PARI's primecert. */
static void
add_ecpp(struct curve *c, const mpz_t q)
{
	pari_sp		 av = avma;
	struct strbuf	 sb;
	GEN		 cert, step;
	mpz_t		 v;
	long		 i, k;

	mpz_init(v);
	strbuf_init(&sb);
	progress_begin("%zu digits: ECPP (PARI's primecert)",
	    decimal_digits(q));
	cert = primecert(mpz_to_gen(q), 0);
	if (typ(cert) != t_VEC || lg(cert) < 2)
		errx(1, "PARI gives no ECPP certificate for %s",
		    mpz_get_str(NULL, 10, q));
	progress_end("%ld steps", lg(cert) - 1);
	add_hex(&sb, q);
	for (i = 1; i < lg(cert); i++) {
		step = gel(cert, i);
		for (k = 2; k <= 6; k++) {
			if (k < 5)
				gen_to_mpz(v, gel(step, k));
			else
				gen_to_mpz(v, gel(gel(step, 5), k - 4));
			strbuf_addc(&sb, k == 2 ? ';' : ',');
			add_hex(&sb, v);
		}
	}
	c->ecpp = xreallocarray(c->ecpp, c->necpp + 1, sizeof(*c->ecpp));
	c->ecpp[c->necpp].text = sb.s;
	c->ecpp[c->necpp++].line = 0;
	mpz_clear(v);
	set_avma(av);
}

/* Sets c's primes text: "N, b" above 2^64, "N" below, ';' between. */
static void
set_primes(struct curve *c, const struct factors *primes)
{
	struct strbuf	 sb;
	size_t		 i;

	strbuf_init(&sb);
	strbuf_adds(&sb, "");
	for (i = 0; i < primes->len; i++) {
		if (i > 0)
			strbuf_addc(&sb, ';');
		add_hex(&sb, primes->p[i]);
		if (primes->e[i] != 0)
			strbuf_addf(&sb, ",%lx", primes->e[i]);
	}
	c->primes = sb.s;
}

/* Returns 1 if f holds the prime q. */
static int
factors_has(const struct factors *f, const mpz_t q)
{
	size_t	 i;

	for (i = 0; i < f->len; i++)
		if (mpz_cmp(f->p[i], q) == 0)
			return 1;
	return 0;
}

/*
 * Returns the least base b < 10000 with which cert.c's check proves v
 * prime from the primes of f, which divide v - 1; 0 if there is none.
 */
static unsigned long
pocklington_base(const mpz_t v, const struct factors *f)
{
	struct proofs	 pr;
	mpz_t		 b;
	unsigned long	 base;

	memset(&pr, 0, sizeof(pr));
	pr.proven = f->p;
	pr.nproven = f->len;
	mpz_init(b);
	for (base = 2; base < 10000; base++) {
		mpz_set_ui(b, base);
		if (cert_pocklington(&pr, v, b) == NULL)
			break;
	}
	mpz_clear(b);
	return base < 10000 ? base : 0;
}

/*
 * Returns 1 if the prime powers of f, all dividing v - 1, prove v prime
 * with a base: Pocklington's or Brillhart, Lehmer and Selfridge's bound.
 */
static int
enough(const mpz_t v, const struct factors *f)
{
	mpz_t	 F, t;
	size_t	 i;
	int	 yes;

	mpz_inits(F, t, NULL);
	mpz_set_ui(F, 1);
	for (i = 0; i < f->len; i++) {
		mpz_pow_ui(t, f->p[i], f->e[i]);
		mpz_mul(F, F, t);
	}
	yes = pocklington_enough(v, F);
	mpz_clears(F, t, NULL);
	return yes;
}

/*
 * Proves every prime of todo, and every prime their proofs use: primes
 * below 2^64 need nothing, others a Pocklington base (into primes, with
 * bases[]) where v - 1 factors far enough, or an ECPP certificate.
 * name is the curve's, for the progress lines.
 */
static void
prove_all(struct factors *todo, struct factors *primes,
    struct factors *ecpp, const char *name)
{
	struct factors	 f;
	mpz_t		 v, vm1;
	unsigned long	 b;
	size_t		 i;

	mpz_inits(v, vm1, NULL);
	while (todo->len > 0) {
		mpz_set(v, todo->p[--todo->len]);
		mpz_clear(todo->p[todo->len]);
		if (factors_has(primes, v) || factors_has(ecpp, v))
			continue;
		if (mpz_sizeinbase(v, 2) <= SMALL_PRIME_BITS) {
			factors_add(primes, v, 0);
			continue;
		}
		factors_init(&f);
		mpz_sub_ui(vm1, v, 1);
		progress_subject("%s: primes: N - 1 of a %zu-digit prime",
		    name, decimal_digits(v));
		factor_number(&f, vm1, NULL, budget / 4);
		if (enough(v, &f) && (b = pocklington_base(v, &f)) != 0) {
			factors_add(primes, v, b);
			for (i = 0; i < f.len; i++)
				factors_add(todo, f.p[i], 1);
		} else
			factors_add(ecpp, v, 1);
		factors_free(&f);
	}
	mpz_clears(v, vm1, NULL);
}

/* Appends the certificate keys of curve c to out. */
static void
certify_curve(const struct curve *c, struct strbuf *out)
{
	struct factors	 f[FACTORED_COUNT], hints, todo, primes, ecpp;
	struct curve	*keys;
	mpz_t		 x;
	size_t		 i;
	int		 k, ek;
	double		 t0 = seconds_now();

	mpz_init(x);
	factors_init(&todo);
	factors_init(&primes);
	factors_init(&ecpp);
	factors_add(&todo, c->p, 1);
	factors_add(&todo, c->n, 1);
	for (k = 0; k < FACTORED_COUNT; k++) {
		factors_init(&f[k]);
		/* l' - 1 only where the twist's order is fully factored. */
		if (k == FACTORED_TWIST_L_MINUS_1 && (f[FACTORED_TWIST].len ==
		    0 || mpz_cmp_ui(f[FACTORED_TWIST].composite, 1) != 0))
			continue;
		factors_init(&hints);
		if (!fresh) {
			recorded_factors(&hints, c->factors[k]);
			ek = factored_keys[k][EFFORT_KEY];
			if (c->text[ek] != NULL)
				(void)effort_read(c->text[ek], &hints.effort);
		}
		cert_number(x, c, k, k == FACTORED_TWIST_L_MINUS_1 ?
		    f[FACTORED_TWIST].p[f[FACTORED_TWIST].len - 1] : NULL);
		progress_subject("%s: %s", c->name, cert_key_name(k, 0));
		factor_number(&f[k], x, &hints, budget);
		factors_free(&hints);
		for (i = 0; i < f[k].len; i++)
			factors_add(&todo, f[k].p[i], 1);
		if (mpz_cmp_ui(f[k].composite, 1) > 0)
			warnx("%s: %s: a composite of %zu bits is left",
			    c->name, cert_key_name(k, 0),
			    mpz_sizeinbase(f[k].composite, 2));
	}
	prove_all(&todo, &primes, &ecpp, c->name);
	keys = curve_new(c->name, c->file, c->line);
	set_primes(keys, &primes);
	progress_subject("%s: ecpp", c->name);
	for (i = 0; i < ecpp.len; i++)
		add_ecpp(keys, ecpp.p[i]);
	for (k = 0; k < FACTORED_COUNT; k++) {
		if (f[k].len > 0 || mpz_cmp_ui(f[k].composite, 1) > 0)
			set_factors(keys, k, &f[k]);
		factors_free(&f[k]);
	}
	stanza_certificates(out, keys);
	curve_free(keys);
	fprintf(stderr, "ectab-certify: %s: %.1f s, %zu primes, %zu by "
	    "ECPP\n", c->name, seconds_now() - t0, primes.len + ecpp.len,
	    ecpp.len);
	factors_free(&todo);
	factors_free(&primes);
	factors_free(&ecpp);
	mpz_clear(x);
}

/* Returns 1 if the line (no newline) is a key line of a certify key. */
static int
is_cert_key(const char *s, size_t len)
{
	const char	*key;
	size_t		 i, n;
	int		 k;

	for (i = 0; i < len && (s[i] == ' ' || s[i] == '\t'); i++)
		;
	for (k = 0; k < KEY_COUNT; k++) {
		if (!defs_key_certified(k))
			continue;
		key = defs_key_name(k);
		n = strlen(key);
		if (len - i > n && strncmp(s + i, key, n) == 0 &&
		    s[i + n] == ':')
			return 1;
	}
	return 0;
}

/* Returns 1 if the line is indented and not "key:": a continuation. */
static int
is_continuation(const char *s, size_t len)
{
	size_t	 i;

	if (len == 0 || (s[0] != ' ' && s[0] != '\t'))
		return 0;
	for (i = 0; i < len && (s[i] == ' ' || s[i] == '\t'); i++)
		;
	if (i == len || s[i] == '#')
		return 0;
	for (; i < len && s[i] != ' ' && s[i] != '\t'; i++)
		if (s[i] == ':')
			return 0;
	return 1;
}

/* Appends the stanza st to out with keys after its last key line. */
static void
flush_stanza(struct strbuf *out, struct strbuf *st, size_t last,
    const struct strbuf *keys)
{
	strbuf_add(out, st->s, last);
	if (keys != NULL && keys->len > 0)
		strbuf_add(out, keys->s, keys->len);
	strbuf_add(out, st->s + last, st->len - last);
	st->len = 0;
}

/*
 * Rewrites the text of a definition file: the certify keys of each
 * selected curve (keys[i] not NULL) are dropped and keys[i] put after
 * its last key line.
 */
static void
rewrite(const char *buf, size_t len, struct strbuf *const *keys,
    struct strbuf *out)
{
	struct strbuf	 st;
	const struct strbuf *cur = NULL;
	size_t		 start, end, last = 0, n = 0;
	const char	*s;
	int		 dropping = 0;

	strbuf_init(&st);
	strbuf_adds(&st, "");
	for (start = 0; start < len; start = end + 1) {
		for (end = start; end < len && buf[end] != '\n'; end++)
			;
		s = buf + start;
		if (end - start > 5 && strncmp(s, "curve", 5) == 0 &&
		    (s[5] == ' ' || s[5] == '\t')) {
			flush_stanza(out, &st, last, cur);
			cur = keys[n++];
			last = 0;
			dropping = 0;
		}
		if (cur != NULL) {
			if (is_cert_key(s, end - start)) {
				dropping = 1;
				continue;
			}
			if (dropping && is_continuation(s, end - start))
				continue;
			dropping = 0;
		}
		strbuf_add(&st, s, end - start);
		strbuf_addc(&st, '\n');
		if (end > start && (s[0] == ' ' || s[0] == '\t') &&
		    s[strspn(s, " \t")] != '#' && s[strspn(s, " \t")] != '\n')
			last = st.len;
	}
	flush_stanza(out, &st, last, cur);
	strbuf_free(&st);
}

static void	 usage(int) __attribute__((__noreturn__));

/*
 * Prints the synopsis and exits: on standard output with 0 for --help,
 * on standard error with 2 for a usage error.
 */
static void
usage(int status)
{
	fprintf(status == 0 ? stdout : stderr,
	    "usage: ectab-certify [-q] [-t seconds] [-c curve[,curve...]] "
	    "[-F prime]\n"
	    "           [--fresh] [--cado cado-nfs.py] [--nfs-dir dir]\n"
	    "           [--nfs-from digits] [--nfs-only] [--nfs-listen address]"
	    "\n"
	    "           [--nfs-port port] [--nfs-admit list] "
	    "[--nfs-server-only] file...\n"
	    "       ectab-certify [-q] [-t seconds] [--cado cado-nfs.py] "
	    "[--nfs-dir dir]\n"
	    "           [--nfs-from digits] [--nfs-only] [--nfs-listen address]"
	    "\n"
	    "           [--nfs-port port] [--nfs-admit list] "
	    "[--nfs-server-only] -N number\n"
	    "       ectab-certify -h | --help\n"
	    "\n"
	    "ectab-certify(1) describes every option, what it prints and its "
	    "exit status\n(man ectab-certify; in the source tree, "
	    "mandoc -a gen/certify/ectab-certify.1).\n");
	exit(status);
}

/* Returns cado-nfs.py as found on PATH, newly allocated, or NULL. */
static char *
cado_on_path(void)
{
	const char	*path = getenv("PATH"), *s;
	struct strbuf	 sb;
	size_t		 len;

	strbuf_init(&sb);
	for (s = path; s != NULL && *s != '\0'; s += len + (s[len] == ':')) {
		len = strcspn(s, ":");
		sb.len = 0;
		strbuf_addf(&sb, "%.*s/cado-nfs.py", (int)len, s);
		if (len > 0 && access(sb.s, X_OK) == 0)
			return sb.s;
	}
	strbuf_free(&sb);
	return NULL;
}

/*
 * The folder of CADO-NFS's work folders: nfs/ in ectab's cache of
 * consumer builds (gen/cache.sh), $ECTAB_CACHE or ~/.cache/ectab, so
 * that a run cut short resumes in the next; newly allocated.
 */
static char *
nfs_workroot(void)
{
	const char	*cache = getenv("ECTAB_CACHE");
	const char	*xdg = getenv("XDG_CACHE_HOME");
	const char	*home = getenv("HOME");
	struct strbuf	 sb;

	strbuf_init(&sb);
	if (cache != NULL && *cache != '\0' && strcmp(cache, "off") != 0)
		strbuf_addf(&sb, "%s/cado/work", cache);
	else if (cache != NULL && strcmp(cache, "off") == 0)
		strbuf_adds(&sb, "cado-work");
	else if (xdg != NULL && *xdg != '\0')
		strbuf_addf(&sb, "%s/ectab/cado/work", xdg);
	else
		strbuf_addf(&sb, "%s/.cache/ectab/cado/work",
		    home != NULL ? home : ".");
	return sb.s;
}

/*
 * -N: factors one number (hex), as far as the budget allows, and prints
 * "N = f * f * ...", each prime in hex, what is left unfactored last as
 * "C(hex)".  Returns 0 if it is factored into primes, 1 if not.
 */
static int
factor_one(const char *hex)
{
	struct factors	 f;
	mpz_t		 x;
	size_t		 i;
	unsigned long	 k;
	int		 rc;

	if (mpz_init_set_str(x, hex, 16) != 0 || mpz_cmp_ui(x, 1) <= 0)
		errx(2, "-N: not a number above 1 in hex: %s", hex);
	factors_init(&f);
	progress_subject("-N");
	factor_number(&f, x, NULL, budget);
	gmp_printf("%Zx =", x);
	for (i = 0; i < f.len; i++)
		for (k = 0; k < f.e[i]; k++)
			gmp_printf("%s %Zx", i + k > 0 ? " *" : "", f.p[i]);
	if (mpz_cmp_ui(f.composite, 1) > 0)
		gmp_printf("%s C(%Zx)", f.len > 0 ? " *" : "", f.composite);
	printf("\n");
	rc = mpz_cmp_ui(f.composite, 1) > 0;
	factors_free(&f);
	mpz_clear(x);
	return rc;
}

/* Returns 1 if the comma-separated list names curve c, or is NULL. */
static int
chosen(const char *list, const struct curve *c)
{
	const char	*s = list;
	size_t		 len;
	char		*name;
	int		 yes = 0;

	if (list == NULL)
		return 1;
	while (!yes && *s != '\0') {
		len = strcspn(s, ",");
		name = xstrndup(s, len);
		yes = curve_has_name(c, name);
		free(name);
		s += len;
		if (*s == ',')
			s++;
	}
	return yes;
}

/* Certifies the chosen curves of one file and rewrites it. */
static int
certify_file(const char *path, const char *list)
{
	struct curve_list cl;
	struct strbuf	**keys, out;
	char		 err[ERRMSG_LEN], *buf;
	size_t		 len, i;
	int		 rc = -1;

	memset(&cl, 0, sizeof(cl));
	if (read_file(path, &buf, &len, err) == -1 ||
	    defs_read_mem(path, buf, len, &cl, err) == -1) {
		warnx("%s", err);
		return -1;
	}
	keys = xcalloc(cl.len, sizeof(*keys));
	for (i = 0; i < cl.len; i++) {
		if (!chosen(list, cl.v[i]))
			continue;
		keys[i] = xmalloc(sizeof(**keys));
		strbuf_init(keys[i]);
		strbuf_adds(keys[i], "");
		certify_curve(cl.v[i], keys[i]);
	}
	strbuf_init(&out);
	strbuf_adds(&out, "");
	rewrite(buf, len, keys, &out);
	if (output_write(path, out.s, out.len, err) == -1)
		warnx("%s", err);
	else
		rc = 0;
	for (i = 0; i < cl.len; i++) {
		if (keys[i] != NULL)
			strbuf_free(keys[i]);
		free(keys[i]);
	}
	free(keys);
	strbuf_free(&out);
	free(buf);
	curve_list_free(&cl);
	return rc;
}

/*
 * Sets what an option of CADO-NFS's (--nfs-*) says, from its argument
 * arg; exits 2 with a line for a bad one.
 */
static void
nfs_option(int ch, const char *arg)
{
	unsigned long	 port;
	char		*end;

	switch (ch) {
	case 'O':
		nfs_only = 1;
		break;
	case 'L':
		if (!nfs_address(arg))
			errx(2, "--nfs-listen: not an address or host name: %s",
			    arg);
		nfs.listen = arg;
		break;
	case 'P':
		port = strtoul(arg, &end, 10);
		if (end == arg || *end != '\0' || port < 1 || port > 65535 ||
		    !isdigit((unsigned char)*arg))
			errx(2, "--nfs-port: not a port from 1 to 65535: %s",
			    arg);
		nfs.port = (unsigned int)port;
		break;
	case 'A':
		if (!nfs_admit_list(arg))
			errx(2, "--nfs-admit: not a list of addresses, host "
			    "names or CIDR ranges: %s", arg);
		nfs.admit = arg;
		break;
	case 'S':
		nfs.server_only = 1;
		break;
	case 'G':
		nfs_from = strtoul(arg, &end, 10);
		if (end == arg || *end != '\0' || nfs_from < 20 ||
		    nfs_from > 1000)
			errx(2, "--nfs-from: not a number of digits from 20 to "
			    "1000: %s", arg);
		break;
	}
}

/*
 * Completes CADO-NFS's settings once the options are read: the program
 * and the work folder found where --cado and --nfs-dir gave none, the
 * address to listen on.  Exits 2 for settings that contradict.
 */
static void
nfs_settle(char **cado, char **workroot)
{
	if (*cado == NULL)
		*cado = cado_on_path();
	if (*workroot == NULL)
		*workroot = nfs_workroot();
	if (nfs.server_only && nfs.admit == NULL)
		errx(2, "--nfs-server-only: no client would be admitted "
		    "(give --nfs-admit)");
	nfs.cado = *cado;
	nfs.workroot = *workroot;
	if (nfs.listen == NULL)
		nfs.listen = "127.0.0.1";
}

/* Adds the prime of -F, in hex in arg, to those given (q is scratch). */
static void
given_factor(mpz_t q, const char *arg)
{
	if (mpz_set_str(q, arg, 16) != 0 || mpz_cmp_ui(q, 1) <= 0 ||
	    mpz_probab_prime_p(q, 30) == 0)
		errx(2, "-F: not a prime in hex: %s", arg);
	factors_add(&given, q, 1);
}

/* Frees the factorizations kept for the run. */
static void
cache_free(void)
{
	size_t	 i;

	for (i = 0; i < ncache; i++) {
		mpz_clear(cache[i].x);
		factors_free(&cache[i].f);
	}
	free(cache);
}

int
main(int argc, char *argv[])
{
	static const struct option options[] = {
		{ "time",	required_argument,	NULL,	't' },
		{ "curves",	required_argument,	NULL,	'c' },
		{ "fresh",	no_argument,		NULL,	'f' },
		{ "factor",	required_argument,	NULL,	'F' },
		{ "cado",	required_argument,	NULL,	'C' },
		{ "nfs-dir",	required_argument,	NULL,	'D' },
		{ "number",	required_argument,	NULL,	'N' },
		{ "nfs-from",	required_argument,	NULL,	'G' },
		{ "nfs-only",	no_argument,		NULL,	'O' },
		{ "nfs-listen",	required_argument,	NULL,	'L' },
		{ "nfs-port",	required_argument,	NULL,	'P' },
		{ "nfs-admit",	required_argument,	NULL,	'A' },
		{ "nfs-server-only", no_argument,	NULL,	'S' },
		{ "help",	no_argument,		NULL,	'h' },
		{ NULL,		0,			NULL,	0 }
	};
	const char	*list = NULL, *number = NULL;
	int		 ch, i, rc = 0, quiet = 0;
	char		*end, *cado = NULL, *workroot = NULL;
	mpz_t		 q;

	factors_init(&given);
	mpz_init(q);
	while ((ch = getopt_long(argc, argv, "t:c:F:N:qh", options,
	    NULL)) != -1) {
		switch (ch) {
		case 'C':
			free(cado);
			cado = xstrdup(optarg);
			if (access(cado, X_OK) != 0)
				errx(2, "--cado: %s is not a program", cado);
			break;
		case 'D':
			free(workroot);
			workroot = xstrdup(optarg);
			break;
		case 'N':
			number = optarg;
			break;
		case 'O':
		case 'L':
		case 'P':
		case 'A':
		case 'S':
		case 'G':
			nfs_option(ch, optarg);
			break;
		case 'F':
			given_factor(q, optarg);
			break;
		case 't':
			budget = strtod(optarg, &end);
			if (end == optarg || *end != '\0' || budget < 0 ||
			    budget > 1e6)
				errx(2, "-t: not a number of seconds from 0 "
				    "to 1000000: %s", optarg);
			break;
		case 'c':
			list = optarg;
			break;
		case 'f':
			fresh = 1;
			break;
		case 'q':
			quiet = 1;
			break;
		case 'h':
			usage(0);
		default:
			usage(2);
		}
	}
	argc -= optind;
	argv += optind;
	if ((argc == 0) == (number == NULL))
		usage(2);
	nfs_settle(&cado, &workroot);
	pari_init(64UL << 20, 1UL << 20);
	paristack_setsize(64UL << 20, 8UL << 30);
	if (!quiet)
		progress_start();
	if (number != NULL)
		rc = factor_one(number);
	for (i = 0; i < argc; i++)
		if (certify_file(argv[i], list) == -1)
			rc = 1;
	progress_stop();
	pari_close();
	free(cado);
	free(workroot);
	cache_free();
	factors_free(&given);
	mpz_clear(q);
	return rc;
}
