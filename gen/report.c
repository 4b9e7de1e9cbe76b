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
 * Findings of an audit.
 */
#include <err.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <gmp.h>

#include "report.h"
#include "util.h"

void
report_init(struct report *rep, const struct curve *c)
{
	rep->curve = c;
	rep->v = NULL;
	rep->len = 0;
	rep->failed = 0;
	rep->has_sc = 0;
	memset(&rep->sc, 0, sizeof(rep->sc));
	mpz_inits(rep->sc.embedding_degree, rep->sc.transfer_ratio,
	    rep->sc.disc, rep->sc.twist_prime,
	    rep->sc.twist_embedding_degree, rep->sc.twist_transfer_ratio,
	    NULL);
	rep->sc.rho = rep->sc.disc_bits = rep->sc.twist_rho =
	    rep->sc.twist_rho_max = rep->sc.joint_rho = -1;
	rep->sc.rho_plain = rep->sc.twist_rho_plain =
	    rep->sc.joint_rho_plain = -1;
	rep->sc.transfer_safe = rep->sc.twist_transfer_safe = -1;
}

void
report_free(struct report *rep)
{
	size_t	 i;

	for (i = 0; i < rep->len; i++)
		free(rep->v[i].text);
	free(rep->v);
	rep->v = NULL;
	rep->len = 0;
	mpz_clears(rep->sc.embedding_degree, rep->sc.transfer_ratio,
	    rep->sc.disc, rep->sc.twist_prime,
	    rep->sc.twist_embedding_degree, rep->sc.twist_transfer_ratio,
	    NULL);
}

/* Adds a finding about line; fmt is a gmp_printf format. */
static void
report_vadd(struct report *rep, const char *check, enum verdict verdict,
    int line, const char *fmt, va_list ap)
{
	struct finding	*f;
	char		*text;

	/*
	 * As long as its numbers make it: a finding is never cut short.
	 * GMP allocates with malloc(3) unless told otherwise, as here.
	 */
	if (gmp_vasprintf(&text, fmt, ap) < 0)
		errx(1, "gmp_vasprintf failed");
	rep->v = xreallocarray(rep->v, rep->len + 1, sizeof(*rep->v));
	f = &rep->v[rep->len++];
	f->check = check;
	f->verdict = verdict;
	f->line = line;
	f->text = text;
	if (verdict == VERDICT_FAIL)
		rep->failed = 1;
}

/*
 * Adds a finding about key (the curve's own line where the key is
 * absent); fmt is a gmp_printf format.
 */
void
report_add(struct report *rep, const char *check, enum verdict verdict,
    enum curve_key key, const char *fmt, ...)
{
	va_list		 ap;

	va_start(ap, fmt);
	report_vadd(rep, check, verdict, rep->curve->key_line[key] != 0 ?
	    rep->curve->key_line[key] : rep->curve->line, fmt, ap);
	va_end(ap);
}

/* Adds a finding about a line of the definition. */
void
report_add_line(struct report *rep, const char *check, enum verdict verdict,
    int line, const char *fmt, ...)
{
	va_list		 ap;

	va_start(ap, fmt);
	report_vadd(rep, check, verdict, line, fmt, ap);
	va_end(ap);
}

size_t
report_count(const struct report *rep, enum verdict verdict)
{
	size_t	 i, n = 0;

	for (i = 0; i < rep->len; i++)
		if (rep->v[i].verdict == verdict)
			n++;
	return n;
}

const char *
verdict_name(enum verdict verdict)
{
	switch (verdict) {
	case VERDICT_PASS:
		return "pass";
	case VERDICT_FAIL:
		return "fail";
	case VERDICT_OK:
		return "ok";
	case VERDICT_WARN:
		return "warn";
	case VERDICT_UNKNOWN:
		return "unknown";
	default:
		return "info";
	}
}

/*
 * Puts the failure of a failed report in err: "file:line: curve NAME:
 * what is wrong".
 */
void
report_error(const struct report *rep, char *err)
{
	const struct finding *f = &rep->v[rep->len - 1];

	errmsg(err, "%s:%d: curve %s: %s", rep->curve->file, f->line,
	    rep->curve->name, f->text);
}
