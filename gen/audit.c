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
 * ectab audit [-c curves] [--json] [--strict [--allow-unknown]]
 *     [-o file [--check]] [definitions...]
 *
 * Runs every validation and provenance check on each curve, without
 * stopping at the first invalid curve, adds the security report of each
 * valid one, and prints it all as text or JSON.  Exit status: 0 if every
 * curve is valid (and, with --strict, no criterion is a warning or, but
 * with --allow-unknown, not known), 1 if not or on bad input, 2 usage.
 */
#include <err.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "args.h"
#include "audit.h"
#include "curve.h"
#include "load.h"
#include "output.h"
#include "report.h"
#include "security.h"
#include "util.h"
#include "validate.h"

enum { OPT_JSON = OPT_FIRST_OWN, OPT_STRICT, OPT_ALLOW_UNKNOWN };

static const struct option audit_options[] = {
	SELECT_OPTIONS,
	{ "json",	no_argument,		NULL,	OPT_JSON },
	{ "strict",	no_argument,		NULL,	OPT_STRICT },
	{ "allow-unknown", no_argument,		NULL,	OPT_ALLOW_UNKNOWN },
	CHECK_OPTION,
	HELP_OPTION,
	END_OPTIONS
};

const struct command audit_command = {
	"audit", audit_options,
	"[-c curve[,curve...] | -s set] [--json]\n"
	"\t[--strict [--allow-unknown]] [-o file [--check]]\n"
	"\t[definitions...]",
	audit_main
};

/*
 * SafeCurves' criteria that ectab does not assess: properties of a
 * curve's shape and of the formulas it allows.
 */
static const char *const not_assessed[] = {
	"ladder", "completeness", "indistinguishability"
};
#define NOT_ASSESSED	(sizeof(not_assessed) / sizeof(not_assessed[0]))

static void	render_text(const struct audit *, struct strbuf *);
static void	render_json(const struct audit *, struct strbuf *);

/* Counts the valid curves of a, the warnings and what is not known. */
void
audit_count(struct audit *a)
{
	size_t	 i;

	a->valid = a->warnings = a->unknown = 0;
	for (i = 0; i < a->len; i++) {
		if (!a->reps[i].failed)
			a->valid++;
		a->warnings += report_count(&a->reps[i], VERDICT_WARN);
		a->unknown += report_count(&a->reps[i], VERDICT_UNKNOWN);
	}
}

/* Returns the number of findings that --strict makes errors. */
static size_t
strict_errors(const struct audit *a)
{
	if (!a->strict)
		return 0;
	return a->warnings + (a->allow_unknown ? 0 : a->unknown);
}

/* Appends the report a, as text or JSON, to sb. */
void
audit_render(const struct audit *a, int json, struct strbuf *sb)
{
	if (json)
		render_json(a, sb);
	else
		render_text(a, sb);
}

/* Appends s to sb as the body of a JSON string. */
static void
json_escape(struct strbuf *sb, const char *s)
{
	for (; *s != '\0'; s++) {
		if (*s == '"' || *s == '\\')
			strbuf_addf(sb, "\\%c", *s);
		else if ((unsigned char)*s < 0x20)
			strbuf_addf(sb, "\\u%04x", (unsigned char)*s);
		else
			strbuf_addc(sb, *s);
	}
}

/* Appends "N warnings, M not known". */
static void
add_counts(struct strbuf *sb, size_t warnings, size_t unknown)
{
	strbuf_addf(sb, "%zu warning%s, %zu not known", warnings,
	    warnings == 1 ? "" : "s", unknown);
}

/*
 * Puts in v, which has room for a->nsources + a->len, the files the
 * header names (input_files()), by their last component (as the
 * templates' inputs), so that the report is the same whichever folder
 * the files are read from; returns their count.
 */
static size_t
audit_inputs(const struct audit *a, const char **v)
{
	const char	**files;
	size_t		 j, n;

	files = xcalloc(a->len + 1, sizeof(*files));
	for (j = 0; j < a->len; j++)
		files[j] = a->reps[j].curve->file;
	n = input_files(a->sources, a->nsources, files, a->len, v);
	free(files);
	return n;
}

static void
render_text(const struct audit *a, struct strbuf *sb)
{
	const struct report *rep;
	const struct finding *f;
	const char	**inputs;
	size_t		 i, j, n;

	inputs = xcalloc(a->nsources + a->len + 1, sizeof(*inputs));
	n = audit_inputs(a, inputs);
	strbuf_adds(sb, "ectab audit of");
	for (i = 0; i < n; i++)
		strbuf_addf(sb, " %s", last_component(inputs[i]));
	free(inputs);
	strbuf_adds(sb, "\n"
	    "verdicts: pass or fail (the curve is refused) for validation; "
	    "ok,\n"
	    "warn (known to fall short) or unknown (not known) for a "
	    "security\n"
	    "criterion, both errors under --strict (warn alone with\n"
	    "--allow-unknown); info for a fact.  Then the check, the "
	    "definition's\n"
	    "line, and what was found.\n"
	    "Not assessed: SafeCurves' ");
	for (i = 0; i < NOT_ASSESSED; i++)
		strbuf_addf(sb, "%s%s", i == 0 ? "" : i + 1 < NOT_ASSESSED ?
		    ", " : " and ", not_assessed[i]);
	strbuf_adds(sb, "\ncriteria, properties of a curve's shape.\n"
	    "This report states facts about the curves: use, copy, modify "
	    "and\n"
	    "distribute it without conditions; it comes without "
	    "warranty.\n");
	for (i = 0; i < a->len; i++) {
		rep = &a->reps[i];
		strbuf_addf(sb, "\ncurve %s (%s:%d): %s, ", rep->curve->name,
		    last_component(rep->curve->file), rep->curve->line,
		    rep->failed ? "INVALID" : "valid");
		add_counts(sb, report_count(rep, VERDICT_WARN),
		    report_count(rep, VERDICT_UNKNOWN));
		/* What settles most unknowns, where the definition lacks it. */
		if (report_count(rep, VERDICT_UNKNOWN) > 0 &&
		    rep->curve->key_line[KEY_PRIMES] == 0)
			strbuf_adds(sb, " (no certificates: ectab-certify(1) "
			    "computes the factorizations and proofs that settle "
			    "them)");
		strbuf_adds(sb, "\n");
		for (j = 0; j < rep->len; j++) {
			f = &rep->v[j];
			strbuf_addf(sb, "  %-7s  %-16s %4d  %s\n",
			    verdict_name(f->verdict), f->check, f->line,
			    f->text);
		}
	}
	strbuf_addf(sb, "\n%zu curve%s: %zu valid, %zu invalid; ", a->len,
	    a->len == 1 ? "" : "s", a->valid, a->len - a->valid);
	add_counts(sb, a->warnings, a->unknown);
	strbuf_addf(sb, "%s\n", strict_errors(a) > 0 ?
	    ", errors under --strict" : "");
}

/* Appends ",\n<indent>"key": " and a level in bits, or null. */
static void
json_level(struct strbuf *sb, const char *key, long tenths)
{
	strbuf_addf(sb, ",\n        \"%s\": ", key);
	if (tenths < 0)
		strbuf_adds(sb, "null");
	else
		strbuf_addf(sb, "%ld.%ld", tenths / 10, tenths % 10);
}

/* Appends ",\n<indent>"key": " and x as a hex string, or null if 0. */
static void
json_hex(struct strbuf *sb, const char *key, const mpz_t x)
{
	char	*hex;

	strbuf_addf(sb, ",\n        \"%s\": ", key);
	if (mpz_sgn(x) == 0) {
		strbuf_adds(sb, "null");
		return;
	}
	hex = mpz_get_str(NULL, 16, x);
	strbuf_addf(sb, "\"%s0x%s\"", mpz_sgn(x) < 0 ? "-" : "",
	    hex + (mpz_sgn(x) < 0));
	free(hex);
}

/* Appends the numbers of SafeCurves' criteria, typed. */
static void
render_safecurves(const struct safecurves *sc, struct strbuf *sb)
{
	strbuf_adds(sb, ",\n      \"safecurves\": {\n        \"rigidity\": ");
	strbuf_addf(sb, "\"%s\"", sc->rigidity);
	json_level(sb, "rho", sc->rho);
	json_hex(sb, "embedding_degree", sc->embedding_degree);
	json_hex(sb, "transfer_ratio", sc->transfer_ratio);
	json_hex(sb, "discriminant", sc->disc);
	json_level(sb, sc->disc_exact ? "discriminant_bits" :
	    "discriminant_bits_min", sc->disc_bits);
	json_hex(sb, "twist_prime", sc->twist_prime);
	json_level(sb, "twist_rho", sc->twist_rho_max == sc->twist_rho ?
	    sc->twist_rho : -1);
	json_level(sb, "twist_rho_min", sc->twist_rho);
	json_level(sb, "twist_rho_max", sc->twist_rho_max);
	json_level(sb, "joint_rho", sc->joint_rho);
	json_hex(sb, "twist_embedding_degree", sc->twist_embedding_degree);
	json_hex(sb, "twist_transfer_ratio", sc->twist_transfer_ratio);
	strbuf_addf(sb, ",\n        \"primes\": { \"p\": \"%s\", \"n\": "
	    "\"%s\", \"twist\": \"%s\" }\n      }", sc->prime_p, sc->prime_n,
	    sc->prime_twist);
}

/* A tri-state for the table: 1 true, 0 false, -1 null (not known). */
static const char *
tri(int v)
{
	return v > 0 ? "true" : v == 0 ? "false" : "null";
}

/* Appends sep, "key": and tenths of a bit as a number, or null. */
static void
row_level(struct strbuf *sb, const char *sep, const char *key, long tenths)
{
	strbuf_addf(sb, "%s\"%s\": ", sep, key);
	if (tenths < 0)
		strbuf_adds(sb, "null");
	else
		strbuf_addf(sb, "%ld.%ld", tenths / 10, tenths % 10);
}

/* Appends sep, "key": and x as a string of hex digits, or null if 0. */
static void
row_hex(struct strbuf *sb, const char *sep, const char *key,
    const mpz_t x)
{
	char	*hex;

	if (mpz_sgn(x) == 0) {
		strbuf_addf(sb, "%s\"%s\": null", sep, key);
		return;
	}
	hex = mpz_get_str(NULL, 16, x);
	strbuf_addf(sb, "%s\"%s\": \"0x%s\"", sep, key, hex);
	free(hex);
}

/*
 * SafeCurves' twist column: rho on the twist's largest prime, the joint
 * attack and the twist's embedding degree, each settled, or -1.
 */
static int
twist_verdict(const struct safecurves *sc)
{
	if (sc->twist_rho_max >= 0 && sc->twist_rho_max < 1000)
		return 0;
	if (sc->twist_rho < 0 || sc->twist_rho != sc->twist_rho_max)
		return -1;
	if (sc->twist_rho < 1000 || (sc->joint_rho >= 0 &&
	    sc->joint_rho < 1000) || sc->twist_transfer_safe == 0)
		return 0;
	return sc->joint_rho < 0 || sc->twist_transfer_safe < 0 ? -1 : 1;
}

/*
 * The differences between ectab's way and SafeCurves' verify.sage for
 * this curve, each a sentence with SafeCurves' own figure; where every
 * criterion ectab assesses is met (all_met), what else SafeCurves'
 * verdict weighs.
 */
static void
row_differences(struct strbuf *sb, const struct safecurves *sc,
    int all_met)
{
	const char	*sep = "";

	strbuf_adds(sb, ",\n      \"differences\": [");
	if (sc->rho_plain != sc->rho) {
		strbuf_addf(sb, "\"rho, twist_rho and joint_rho are divided "
		    "by sqrt(3) for D = -3 (the automorphism of order 6); "
		    "SafeCurves' sqrt(pi l/4) does not divide: rho "
		    "2^%ld.%ld", sc->rho_plain / 10, sc->rho_plain % 10);
		if (sc->twist_rho_plain >= 0)
			strbuf_addf(sb, ", twist_rho 2^%ld.%ld",
			    sc->twist_rho_plain / 10,
			    sc->twist_rho_plain % 10);
		if (sc->joint_rho_plain >= 0)
			strbuf_addf(sb, ", joint_rho 2^%ld.%ld",
			    sc->joint_rho_plain / 10,
			    sc->joint_rho_plain % 10);
		strbuf_adds(sb, "\"");
		sep = ", ";
	}
	if (!sc->disc_exact && sc->disc_bits >= 0) {
		strbuf_addf(sb, "%s\"4p - t^2 is not fully factored: ectab "
		    "bounds |D| from below; verify.sage leaves D "
		    "Unverified\"", sep);
		sep = ", ";
	}
	if (sc->twist_rho_max != sc->twist_rho) {
		strbuf_addf(sb, "%s\"the twist's order is not fully "
		    "factored: ectab bounds rho on its largest prime; "
		    "verify.sage leaves the twist Unverified\"", sep);
		sep = ", ";
	}
	if (sc->transfer_safe < 0) {
		strbuf_addf(sb, "%s\"n - 1 is not fully factored: ectab "
		    "leaves transfer unsettled; verify.sage does not count it "
		    "against the curve\"", sep);
		sep = ", ";
	}
	if (mpz_sgn(sc->twist_prime) != 0 && sc->twist_transfer_safe < 0) {
		strbuf_addf(sb, "%s\"l' - 1 is not fully factored: ectab "
		    "leaves the twist's transfer unsettled; verify.sage does "
		    "not count it against the twist\"", sep);
		sep = ", ";
	}
	if (strcmp(sc->rigid, "manipulatable") == 0) {
		strbuf_addf(sb, "%s\"rigidity: SafeCurves calls %s "
		    "manipulatable and counts it against the curve; ectab "
		    "reports it as a fact, which --strict does not count\"",
		    sep, strcmp(sc->rigidity, "seed") == 0 ? "an unexplained "
		    "seed" : strcmp(sc->rigidity, "none") == 0 ? "a curve "
		    "without a generation procedure" : "the twist of such a "
		    "curve");
		sep = ", ";
	}
	if (all_met)
		strbuf_addf(sb, "%s\"every criterion ectab assesses is met; "
		    "SafeCurves' verdict also weighs rigidity and the "
		    "criteria of not_assessed, which ectab does not assess\"",
		    sep);
	strbuf_adds(sb, "]");
}

/*
 * Appends the row of SafeCurves' table for a curve that SafeCurves lists
 * (its safecurves key): ectab's answer to each of the criteria it
 * checks, and the differences with SafeCurves' way.
 */
static void
render_row(const struct report *rep, struct strbuf *sb)
{
	const struct safecurves *sc = &rep->sc;
	const struct curve *c = rep->curve;
	int		 field, base, disc, twist;

	strbuf_adds(sb, "\n    { \"curve\": \"");
	json_escape(sb, c->name);
	strbuf_adds(sb, "\", \"safecurves\": \"");
	json_escape(sb, c->text[KEY_SAFECURVES]);
	field = strcmp(sc->prime_p, "proven") == 0 ? 1 : -1;
	base = strcmp(sc->prime_n, "proven") == 0 ? 1 : -1;
	strbuf_addf(sb, "\",\n      \"field\": %s, \"equation\": true, "
	    "\"base\": %s", tri(field), tri(base));
	row_level(sb, ", ", "rho", sc->rho);
	strbuf_addf(sb, ", \"rho_safe\": %s", tri(sc->rho >= 1000));
	row_hex(sb, ",\n      ", "transfer_ratio", sc->transfer_ratio);
	strbuf_addf(sb, ", \"transfer_safe\": %s", tri(sc->transfer_safe));
	disc = sc->disc_bits < 0 ? -1 : sc->disc_bits > 1000 ? 1 :
	    sc->disc_exact ? 0 : -1;
	row_level(sb, ", ", sc->disc_exact ? "discriminant_bits" :
	    "discriminant_bits_min", sc->disc_bits);
	strbuf_addf(sb, ", \"disc_safe\": %s", tri(disc));
	strbuf_addf(sb, ",\n      \"rigidity\": \"%s\"", sc->rigid);
	row_level(sb, ", ", "twist_rho", sc->twist_rho_max == sc->twist_rho ?
	    sc->twist_rho : -1);
	row_level(sb, ",\n      ", "twist_rho_min", sc->twist_rho);
	row_level(sb, ", ", "twist_rho_max", sc->twist_rho_max);
	row_level(sb, ", ", "joint_rho", sc->joint_rho);
	row_hex(sb, ", ", "twist_transfer_ratio", sc->twist_transfer_ratio);
	twist = twist_verdict(sc);
	strbuf_addf(sb, ", \"twist_safe\": %s", tri(twist));
	row_differences(sb, sc, field == 1 && base == 1 && sc->rho >= 1000 &&
	    sc->transfer_safe == 1 && disc == 1 && twist == 1);
	strbuf_adds(sb, " }");
}

/* Appends the SafeCurves table: a row for each curve SafeCurves lists. */
static void
render_table(const struct audit *a, struct strbuf *sb)
{
	const struct report *rep;
	size_t		 i;
	int		 n = 0;

	strbuf_adds(sb, ",\n  \"safecurves_table\": [");
	for (i = 0; i < a->len; i++) {
		rep = &a->reps[i];
		if (!rep->has_sc || rep->curve->text[KEY_SAFECURVES] == NULL)
			continue;
		strbuf_adds(sb, n++ > 0 ? "," : "");
		render_row(rep, sb);
	}
	strbuf_adds(sb, n > 0 ? "\n  ]" : "]");
}

static void
render_json(const struct audit *a, struct strbuf *sb)
{
	const struct report *rep;
	const struct finding *f;
	const char	**inputs;
	size_t		 i, j, n;

	strbuf_adds(sb, "{\n  \"terms\": \"This report states facts about "
	    "the curves: use, copy, modify and distribute it without "
	    "conditions; it comes without warranty.\",\n"
	    "  \"generator\": \"ectab\",\n  \"inputs\": [");
	inputs = xcalloc(a->nsources + a->len + 1, sizeof(*inputs));
	n = audit_inputs(a, inputs);
	for (i = 0; i < n; i++) {
		strbuf_adds(sb, i > 0 ? ", \"" : "\"");
		json_escape(sb, last_component(inputs[i]));
		strbuf_adds(sb, "\"");
	}
	free(inputs);
	strbuf_addf(sb, "],\n  \"strict\": %s,\n  \"allow_unknown\": %s,\n"
	    "  \"not_assessed\": [", a->strict ? "true" : "false",
	    a->allow_unknown ? "true" : "false");
	for (i = 0; i < NOT_ASSESSED; i++)
		strbuf_addf(sb, "%s\"%s\"", i > 0 ? ", " : "",
		    not_assessed[i]);
	strbuf_adds(sb, "],\n  \"curves\": [");
	for (i = 0; i < a->len; i++) {
		rep = &a->reps[i];
		strbuf_adds(sb, i > 0 ? ",\n    {\n" : "\n    {\n");
		strbuf_adds(sb, "      \"name\": \"");
		json_escape(sb, rep->curve->name);
		strbuf_adds(sb, "\",\n      \"file\": \"");
		json_escape(sb, last_component(rep->curve->file));
		strbuf_addf(sb, "\",\n      \"line\": %d,\n"
		    "      \"valid\": %s,\n"
		    "      \"warnings\": %zu,\n      \"unknown\": %zu,\n"
		    "      \"findings\": [",
		    rep->curve->line, rep->failed ? "false" : "true",
		    report_count(rep, VERDICT_WARN),
		    report_count(rep, VERDICT_UNKNOWN));
		for (j = 0; j < rep->len; j++) {
			f = &rep->v[j];
			strbuf_addf(sb, "%s\n        { \"check\": \"%s\", "
			    "\"verdict\": \"%s\", \"line\": %d,\n"
			    "          \"text\": \"", j > 0 ? "," : "",
			    f->check, verdict_name(f->verdict), f->line);
			json_escape(sb, f->text);
			strbuf_adds(sb, "\" }");
		}
		strbuf_adds(sb, "\n      ]");
		if (rep->has_sc)
			render_safecurves(&rep->sc, sb);
		strbuf_adds(sb, "\n    }");
	}
	strbuf_adds(sb, "\n  ]");
	render_table(a, sb);
	strbuf_addf(sb, ",\n  \"summary\": { \"curves\": %zu, \"valid\": "
	    "%zu, \"invalid\": %zu, \"warnings\": %zu, \"unknown\": %zu "
	    "}\n}\n", a->len, a->valid, a->len - a->valid, a->warnings,
	    a->unknown);
}

/*
 * Reads the audit's options from argv into o; the operands then start
 * at argv[optind].  Returns 0, or -1 with what is wrong in err (see
 * args_error).
 */
int
audit_args_read(int argc, char *argv[], struct audit_args *o, char *err)
{
	int	 ch;

	memset(o, 0, sizeof(*o));
	args_reset();
	while ((ch = command_getopt(&audit_command, argc, argv)) != -1) {
		switch (ch) {
		case OPT_JSON:
			o->json = 1;
			break;
		case OPT_STRICT:
			o->strict = 1;
			break;
		case OPT_ALLOW_UNKNOWN:
			o->allow_unknown = 1;
			break;
		case 'h':
			o->help = 1;
			return 0;
		default:
			if (select_option(ch, optarg, &o->sel))
				break;
			args_error(argv, audit_options, "the audit", err);
			return -1;
		}
	}
	return 0;
}

int
audit_main(int argc, char *argv[])
{
	struct curve_list all;
	struct selection sel = { NULL, NULL, NULL, NULL, NULL, 0 };
	struct audit	 a;
	struct audit_args o;
	struct strbuf	 out;
	char		 err[ERRMSG_LEN], **catalog = NULL;
	int		 ch, rc = 1;
	size_t		 i;

	if (audit_args_read(argc, argv, &o, err) == -1 ||
	    (!o.help && args_check(&o.sel, err) == -1))
		return command_misuse(&audit_command, err);
	if (!o.help && o.allow_unknown && !o.strict)
		return command_misuse(&audit_command,
		    "--allow-unknown needs --strict");
	if (o.help)
		return command_help(&audit_command);
	argc -= optind;
	argv += optind;
	memset(&all, 0, sizeof(all));
	memset(&a, 0, sizeof(a));
	a.strict = o.strict;
	a.allow_unknown = o.allow_unknown;
	strbuf_init(&out);
	if (definitions_or_catalog(&argc, &argv, &catalog, err) == -1 ||
	    load_definitions(argc, argv, &all, err) == -1 ||
	    (catalog == NULL &&
	    catalog_fill(&all, o.sel.curves, o.sel.set, err) == -1))
		goto fail;
	if ((ch = choose_curves(&all, o.sel.curves, o.sel.set, &sel,
	    err)) == -1)
		goto fail;
	if (ch == CMDLINE_USAGE) {
		rc = 2;
		goto done;
	}

	a.sources = argv;
	a.nsources = (size_t)argc;
	a.reps = xcalloc(sel.len, sizeof(*a.reps));
	for (i = 0; i < sel.len; i++, a.len++) {
		report_init(&a.reps[i], sel.v[i]);
		if (curve_check(&a.reps[i], &all) == 0)
			security_report(&a.reps[i], &all);
		else {
			report_error(&a.reps[i], err);
			warnx("%s", err);
		}
	}
	audit_count(&a);
	audit_render(&a, o.json, &out);

	if (output_emit(o.sel.output, o.sel.check, out.s, out.len,
	    err) == -1)
		goto fail;
	if (a.valid == a.len && strict_errors(&a) == 0)
		rc = 0;
	else if (strict_errors(&a) > 0 && a.allow_unknown)
		warnx("--strict: %zu warning%s", a.warnings,
		    a.warnings == 1 ? "" : "s");
	else if (strict_errors(&a) > 0)
		warnx("--strict: %zu warning%s, %zu not known", a.warnings,
		    a.warnings == 1 ? "" : "s", a.unknown);
	goto done;

 fail:
	warnx("%s", err);
 done:
	for (i = 0; i < a.len; i++)
		report_free(&a.reps[i]);
	free(a.reps);
	paths_free(catalog, argc);
	strbuf_free(&out);
	selection_free(&sel);
	curve_list_free(&all);
	return rc;
}
