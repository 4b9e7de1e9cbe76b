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
 * The formulas of ectab list --constants, evaluated with the reference
 * library's BIGNUM, so that the checker proves a derived constant it
 * has no code of its own for.  The grammar is ectab(1)'s:
 *
 *	formula = sum [ "mod" sum ]
 *	sum     = product *( ("+" / "-") product )
 *	product = unary *( ("*" / "/") unary )
 *	unary   = "-" unary / power
 *	power   = atom [ "^" ( "-1" / atom ) ]
 *	atom    = decimal / name / "(" sum ")"
 *
 * "/" divides numbers that are not negative, rounding down; x^-1 is the
 * inverse of x modulo the number after "mod", which every formula with
 * an inverse has.
 */
#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "checker.h"

#define MAX_TOKENS	64
#define MAX_TOKEN	80	/* a name, a number, or an operator */

struct parser {
	char		 tok[MAX_TOKENS][MAX_TOKEN];
	int		 ntok, i, end;
	const BIGNUM	*mod;		/* or NULL outside a "mod" formula */
	const struct formula_var *vars;
	BN_CTX		*ctx;
	char		*err;
	size_t		 errlen;
};

static BIGNUM	*sum(struct parser *);

/* Says what is wrong, unless something already is; returns NULL. */
static BIGNUM *
fail(struct parser *ps, const char *what)
{
	if (ps->err[0] == '\0')
		snprintf(ps->err, ps->errlen, "%s at token %d", what,
		    ps->i + 1);
	return NULL;
}

/* Returns 1 if the next token, before the end of the part, is t. */
static int
is(struct parser *ps, const char *t)
{
	return ps->i < ps->end && strcmp(ps->tok[ps->i], t) == 0;
}

/* Splits s into numbers, names and one-character operators. */
static int
tokenize(struct parser *ps, const char *s)
{
	size_t	 len;

	for (ps->ntok = 0; *s != '\0'; s += len) {
		if (isspace((unsigned char)*s)) {
			len = 1;
			continue;
		}
		if (isalnum((unsigned char)*s) || *s == '_')
			for (len = 0; isalnum((unsigned char)s[len]) ||
			    s[len] == '_'; len++)
				;
		else
			len = 1;
		if (ps->ntok == MAX_TOKENS || len >= sizeof(ps->tok[0]))
			return 0;
		memcpy(ps->tok[ps->ntok], s, len);
		ps->tok[ps->ntok++][len] = '\0';
	}
	return 1;
}

/* A decimal number, a name, or a sum in parentheses. */
static BIGNUM *
atom(struct parser *ps)
{
	const struct formula_var *v;
	BIGNUM	*r = NULL;

	if (ps->i >= ps->end)
		return fail(ps, "a number, a name or '(' missing");
	if (is(ps, "(")) {
		ps->i++;
		if ((r = sum(ps)) == NULL)
			return NULL;
		if (!is(ps, ")")) {
			BN_free(r);
			return fail(ps, "')' missing");
		}
		ps->i++;
		return r;
	}
	if (isdigit((unsigned char)ps->tok[ps->i][0])) {
		if (strspn(ps->tok[ps->i], "0123456789") !=
		    strlen(ps->tok[ps->i]) ||
		    BN_dec2bn(&r, ps->tok[ps->i]) == 0)
			return fail(ps, "not a decimal number");
		ps->i++;
		return r;
	}
	for (v = ps->vars; v->name != NULL; v++)
		if (strcmp(v->name, ps->tok[ps->i]) == 0) {
			ps->i++;
			return BN_dup(v->value);
		}
	return fail(ps, "an unknown name");
}

/* An atom, or an atom to the power of an atom, or its inverse (^-1). */
static BIGNUM *
power(struct parser *ps)
{
	BIGNUM	*b, *e, *r;

	if ((b = atom(ps)) == NULL || !is(ps, "^"))
		return b;
	ps->i++;
	r = BN_new();
	if (is(ps, "-") && ps->i + 1 < ps->end &&
	    strcmp(ps->tok[ps->i + 1], "1") == 0) {
		ps->i += 2;
		if (ps->mod == NULL || r == NULL ||
		    !BN_nnmod(b, b, ps->mod, ps->ctx) ||
		    BN_mod_inverse(r, b, ps->mod, ps->ctx) == NULL) {
			BN_free(b);
			BN_free(r);
			return fail(ps, "no inverse: no \"mod\", or none "
			    "exists");
		}
		BN_free(b);
		return r;
	}
	if ((e = atom(ps)) == NULL || r == NULL || BN_is_negative(e) ||
	    !BN_exp(r, b, e, ps->ctx)) {
		BN_free(b);
		BN_free(e);
		BN_free(r);
		return fail(ps, "a power that cannot be taken");
	}
	BN_free(b);
	BN_free(e);
	return r;
}

/* A power, or minus a unary term. */
static BIGNUM *
unary(struct parser *ps)
{
	BIGNUM	*r;

	if (!is(ps, "-"))
		return power(ps);
	ps->i++;
	if ((r = unary(ps)) != NULL)
		BN_set_negative(r, !BN_is_negative(r));
	return r;
}

/* Sets l = l op r; returns 0 if it cannot be taken. */
static int
apply(struct parser *ps, int op, BIGNUM *l, const BIGNUM *r)
{
	switch (op) {
	case '+':
		return BN_add(l, l, r);
	case '-':
		return BN_sub(l, l, r);
	case '*':
		return BN_mul(l, l, r, ps->ctx);
	default:
		return !BN_is_negative(l) && !BN_is_negative(r) &&
		    BN_div(l, NULL, l, r, ps->ctx);
	}
}

/*
 * A sum (level 0: products joined by '+' and '-') or a product (level 1:
 * unary terms joined by '*' and '/').
 */
static BIGNUM *
chain(struct parser *ps, int level)
{
	static const char *const ops[] = { "+-", "*/" };
	BIGNUM	*l, *r;
	int	 op;

	if ((l = level == 0 ? chain(ps, 1) : unary(ps)) == NULL)
		return NULL;
	while (ps->i < ps->end && ps->tok[ps->i][1] == '\0' &&
	    strchr(ops[level], ps->tok[ps->i][0]) != NULL) {
		op = ps->tok[ps->i++][0];
		if ((r = level == 0 ? chain(ps, 1) : unary(ps)) == NULL) {
			BN_free(l);
			return NULL;
		}
		if (!apply(ps, op, l, r)) {
			BN_free(l);
			BN_free(r);
			return fail(ps, "a sum, product or quotient that "
			    "cannot be taken");
		}
		BN_free(r);
	}
	return l;
}

static BIGNUM *
sum(struct parser *ps)
{
	return chain(ps, 0);
}

/* Evaluates tokens [from, to) as a sum; returns NULL on an error. */
static BIGNUM *
whole(struct parser *ps, int from, int to)
{
	BIGNUM	*r;

	ps->i = from;
	ps->end = to;
	if ((r = sum(ps)) != NULL && ps->i != to) {
		BN_free(r);
		return fail(ps, "text after the end");
	}
	return r;
}

/*
 * Sets out to the value of formula with the names of vars (ending with
 * a NULL name).  Returns 1, or 0 with what is wrong in err.
 */
int
formula_eval(BIGNUM *out, const char *formula,
    const struct formula_var *vars, BN_CTX *ctx, char *err, size_t errlen)
{
	struct parser	 ps;
	BIGNUM		*m = NULL, *v = NULL;
	int		 i, depth = 0, at = -1, ok = 0;

	memset(&ps, 0, sizeof(ps));
	ps.vars = vars;
	ps.ctx = ctx;
	ps.err = err;
	ps.errlen = errlen;
	err[0] = '\0';
	if (!tokenize(&ps, formula)) {
		snprintf(err, errlen, "more than %d names, numbers and "
		    "operators, or one of %d characters or more", MAX_TOKENS,
		    MAX_TOKEN);
		return 0;
	}
	for (i = 0; i < ps.ntok; i++) {
		depth += strcmp(ps.tok[i], "(") == 0;
		depth -= strcmp(ps.tok[i], ")") == 0;
		if (depth == 0 && strcmp(ps.tok[i], "mod") == 0)
			at = i;
	}
	if (at >= 0 && ((m = whole(&ps, at + 1, ps.ntok)) == NULL ||
	    BN_is_zero(m) || BN_is_negative(m))) {
		fail(&ps, "not a modulus after \"mod\"");
		goto done;
	}
	ps.mod = m;
	if ((v = whole(&ps, 0, at >= 0 ? at : ps.ntok)) == NULL)
		goto done;
	ok = m != NULL ? BN_nnmod(out, v, m, ctx) : BN_copy(out, v) != NULL;
	if (!ok)
		snprintf(err, errlen, "BN_nnmod failed");
 done:
	BN_free(m);
	BN_free(v);
	return ok;
}
