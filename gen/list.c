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
 * ectab list [-c curves | -s set] [definitions...]
 *
 * Lists curves, one a line: name, bits of p, the provenance the
 * definition declares (X9.62 seed, RFC 5639 seeds, twist of another
 * curve, or none), the first OID and the aliases.  The curves come from
 * the definitions, else from the catalog.  Nothing is validated: this is
 * what the files say; "ectab audit" checks it.  Exit status: 0 success,
 * 1 bad input, 2 usage.
 */
#include <ctype.h>
#include <err.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "args.h"
#include "curve.h"
#include "defs.h"
#include "list.h"
#include "load.h"
#include "model.h"
#include "mont.h"
#include "output.h"
#include "util.h"

enum { OPT_CONSTANTS = OPT_FIRST_OWN, OPT_NAMES, OPT_OPTIONS, OPT_KEYS };

static const struct option list_options[] = {
	SELECT_OPTIONS,
	{ "constants",	no_argument,		NULL,	OPT_CONSTANTS },
	{ "names",	no_argument,		NULL,	OPT_NAMES },
	{ "options",	no_argument,		NULL,	OPT_OPTIONS },
	{ "keys",	no_argument,		NULL,	OPT_KEYS },
	HELP_OPTION,
	END_OPTIONS
};

const struct command list_command = {
	"list", list_options,
	"[-c curve[,curve...] | -s set] [-o file] [definitions...]\n"
	"--constants | --names | --options | --keys [-o file]",
	list_main
};

/* Sets buf to the provenance c's definition declares. */
static void
provenance(const struct curve *c, char *buf, size_t size)
{
	if (c->seed != NULL)
		snprintf(buf, size, "X9.62 seed");
	else if (c->has_rfc5639)
		snprintf(buf, size, "RFC 5639 seeds");
	else if (c->twist_of != NULL)
		snprintf(buf, size, "twist of %s", c->twist_of);
	else
		snprintf(buf, size, "-");
}

/* Widens w to the length of s. */
static void
widen(int *w, const char *s)
{
	if ((int)strlen(s) > *w)
		*w = (int)strlen(s);
}

/*
 * The derived constants, as ectab list --constants writes them: a row
 * each, in columns two blanks apart at least (no field but the last
 * holds two blanks together).
 */
static void
list_constants(struct strbuf *out)
{
	static const char *const lens[] = { "modulus", "64 bits", "1 word" };
	const struct mont_constant *k;
	int		 wn = 4, wf = 7;

	for (k = mont_constants; k->name != NULL; k++) {
		widen(&wn, k->name);
		widen(&wf, k->formula);
	}
	strbuf_addf(out, "%-*s  %-7s  %-7s  %-*s  %s\n", wn, "name", "modulus",
	    "length", wf, "formula", "what");
	for (k = mont_constants; k->name != NULL; k++)
		strbuf_addf(out, "%-*s  %-7c  %-7s  %-*s  %s\n", wn, k->name,
		    k->modulus, lens[k->len], wf, k->formula, k->doc);
}

/* Every name of the model, one a line: model_names[], then the constants. */
static void
list_names(struct strbuf *out)
{
	const char *const	*m;
	const struct mont_constant *k;

	for (m = model_names; *m != NULL; m++)
		strbuf_addf(out, "%s\n", *m);
	for (k = mont_constants; k->name != NULL; k++)
		strbuf_addf(out, "%s\n", k->name);
}

/*
 * Every option of every command, one a line: the command ("ectab" or
 * "ectab NAME"), then the option's short spelling, if it has one, and
 * its long one.
 */
static void
list_options_of(struct strbuf *out)
{
	const struct command *const *c;
	const struct option *o;

	for (c = ectab_commands; *c != NULL; c++)
		for (o = (*c)->options; o->name != NULL; o++) {
			strbuf_addf(out, "ectab%s%s", (*c)->name != NULL ?
			    " " : "", (*c)->name != NULL ? (*c)->name : "");
			if (o->val < 256 && isalpha(o->val))
				strbuf_addf(out, " -%c", o->val);
			strbuf_addf(out, " --%s\n", o->name);
		}
}

/* What --constants, --names, --options and --keys list, by value. */
static void (*const listings[])(struct strbuf *) = {
	[OPT_CONSTANTS - OPT_FIRST_OWN] = list_constants,
	[OPT_NAMES - OPT_FIRST_OWN] = list_names,
	[OPT_OPTIONS - OPT_FIRST_OWN] = list_options_of,
	[OPT_KEYS - OPT_FIRST_OWN] = defs_list_keys,
};

/* Appends a line per curve of sel, in columns as wide as they need. */
static void
list_curves(struct strbuf *out, const struct selection *sel)
{
	const struct curve *c;
	char		 prov[64];
	size_t		 i, k;
	int		 wn = 5, wp = 10, wo = 3;

	for (i = 0; i < sel->len; i++) {
		c = sel->v[i];
		provenance(c, prov, sizeof(prov));
		widen(&wn, c->name);
		widen(&wp, prov);
		widen(&wo, c->oid != NULL ? c->oid : "-");
	}
	strbuf_addf(out, "%-*s %5s  %-*s  %-*s  %s\n", wn, "curve", "bits",
	    wp, "provenance", wo, "oid", "aliases");
	for (i = 0; i < sel->len; i++) {
		c = sel->v[i];
		provenance(c, prov, sizeof(prov));
		strbuf_addf(out, "%-*s %5zu  %-*s  %-*s ", wn, c->name,
		    mpz_sizeinbase(c->p, 2), wp, prov, wo,
		    c->oid != NULL ? c->oid : "-");
		for (k = 0; k < c->naliases; k++)
			strbuf_addf(out, " %s", c->aliases[k]);
		strbuf_adds(out, c->naliases == 0 ? " -\n" : "\n");
	}
}

int
list_main(int argc, char *argv[])
{
	struct run	 r;
	struct select_opts sopts = { NULL, NULL, NULL, 0 };
	int		 ch, rc = 0, listing = -1;

	while ((ch = command_getopt(&list_command, argc, argv)) != -1) {
		switch (ch) {
		case 'h':
			return command_help(&list_command);
		case OPT_CONSTANTS:
		case OPT_NAMES:
		case OPT_OPTIONS:
		case OPT_KEYS:
			if (listing >= 0 && listing != ch - OPT_FIRST_OWN)
				return command_misuse(&list_command,
				    "--constants, --names, --options and "
				    "--keys exclude each other");
			listing = ch - OPT_FIRST_OWN;
			break;
		default:
			if (select_option(ch, optarg, &sopts))
				break;
			return command_misuse(&list_command, NULL);
		}
	}
	argc -= optind;
	argv += optind;
	run_init(&r);
	if (args_check(&sopts, r.err) == -1)
		return command_misuse(&list_command, r.err);
	if (listing >= 0 && (argc > 0 || sopts.curves != NULL ||
	    sopts.set != NULL))
		return command_misuse(&list_command, "--constants, --names, "
		    "--options and --keys take no curves");
	if (listing >= 0)
		listings[listing](&r.out);
	else if ((rc = load_selected(argc, argv, &sopts, 0, &r.all, &r.sel,
	    r.err)) == 0)
		list_curves(&r.out, &r.sel);
	return run_end(&r, rc, sopts.output, 0);
}
