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
 * ectab import [-n name] [-e degree] [--drop-seed] [-o file] file...
 *
 * Reads explicit EC parameters, PEM or DER, validates them as generation
 * does and prints a definition stanza for each; the named form resolves
 * to the catalog's stanza.  Exit status: 0 success, 1 bad input, 2
 * usage.
 */
#include <err.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "args.h"
#include "curve.h"
#include "der.h"
#include "defs.h"
#include "import.h"
#include "load.h"
#include "output.h"
#include "pem.h"
#include "report.h"
#include "stanza.h"
#include "util.h"
#include "validate.h"

enum { OPT_DROP_SEED = OPT_FIRST_OWN };

static const struct option import_options[] = {
	{ "name",	required_argument,	NULL,	'n' },
	{ "embedding-degree", required_argument, NULL,	'e' },
	{ "drop-seed",	no_argument,		NULL,	OPT_DROP_SEED },
	{ "output",	required_argument,	NULL,	'o' },
	HELP_OPTION,
	END_OPTIONS
};

const struct command import_command = {
	"import", import_options,
	"[-n name] [-e degree] [--drop-seed] [-o file] file...",
	import_main
};

/*
 * Validates the imported curve c as generation would; a failure is
 * reported at loc.
 */
static int
import_validate(struct import *im, const char *loc, const struct curve *c,
    char *err)
{
	struct report	 rep;
	int		 rc;

	report_init(&rep, c);
	if ((rc = curve_check(&rep, &im->catalog)) == -1)
		errmsg(err, "%s: curve %s: %s%s", loc, c->name,
		    rep.v[rep.len - 1].text, strcmp(rep.v[rep.len - 1].check,
		    "x962-seed") == 0 ? " (--drop-seed imports the curve "
		    "without it)" : "");
	report_free(&rep);
	return rc;
}

/*
 * Imports one DER encoding of ECPKParameters, found at loc ("file:line"
 * for PEM, the file for DER).  Returns 0, or -1 with a message in err.
 */
static int
import_der(struct import *im, const char *file, int line, const char *loc,
    const unsigned char *der, size_t len, char *err)
{
	const struct curve *known, *named;
	struct curve	*c;
	char		*oid = NULL;
	int		 k, rc = -1;

	c = curve_new("imported", file, line);
	if (der_read_ecparams(der, len, c, &oid, im->drop_seed, err) == -1) {
		errprefix(err, "%s: ", loc);
		goto done;
	}
	if (im->count++ > 0)
		strbuf_addc(&im->out, '\n');
	if (oid != NULL) {
		if ((known = curve_list_find_oid(&im->catalog, oid)) == NULL) {
			errmsg(err, "%s: named curve %s is not in the catalog",
			    loc, oid);
			goto done;
		}
		if (im->name != NULL || im->degree != 0) {
			errmsg(err, "%s: the file names catalog curve %s; -n "
			    "and -e are for explicit parameters only", loc,
			    known->name);
			goto done;
		}
		stanza_write(&im->out, known);
		rc = 0;
		goto done;
	}
	known = curve_list_find_params(&im->catalog, c);
	named = im->name != NULL ? curve_list_find(&im->catalog, im->name) :
	    NULL;
	if (named != NULL && named != known) {
		errmsg(err, "%s: -n %s names catalog curve %s, and these are "
		    "the parameters of %s%s; give them a name of their own",
		    loc, im->name, named->name, known != NULL ? "catalog curve " :
		    "no catalog curve", known != NULL ? known->name : "");
		goto done;
	}
	if (im->name == NULL && known == NULL) {
		errmsg(err, "%s: the parameters are those of no catalog "
		    "curve; name the curve with -n", loc);
		goto done;
	}
	free(c->name);
	c->name = xstrdup(im->name != NULL ? im->name : known->name);
	c->embedding_degree = im->degree;
	for (k = 0; k < KEY_COUNT; k++)
		c->key_line[k] = line;
	if (c->seed == NULL)
		c->key_line[KEY_SEED] = 0;
	if (import_validate(im, loc, c, err) == -1)
		goto done;
	if (known != NULL)
		strbuf_addf(&im->out, "# the parameters of catalog curve %s\n",
		    known->name);
	stanza_write(&im->out, c);
	rc = 0;
 done:
	free(oid);
	curve_free(c);
	return rc;
}

/*
 * Imports a PEM block of "EC PARAMETERS" (or OpenSSL's "SM2 PARAMETERS")
 * of file.
 */
static int
import_pem_block(struct import *im, const char *file,
    const struct pem_block *b, char *err)
{
	char	 loc[ERRMSG_LEN];

	snprintf(loc, sizeof(loc), "%s:%d", file, b->line);
	if (strcmp(b->label, PEM_LABEL) != 0 &&
	    strcmp(b->label, PEM_LABEL_SM2) != 0) {
		errmsg(err, "%s: PEM block \"%.64s\", not \"" PEM_LABEL "\"",
		    loc, b->label);
		return -1;
	}
	return import_der(im, file, b->line, loc, b->data, b->len, err);
}

/* Imports every block of a PEM file. */
static int
import_pem(struct import *im, const char *file, const char *text,
    size_t len, char *err)
{
	struct pem_block b;
	size_t		 pos = 0, blocks = 0;
	int		 line = 1, rc;

	while ((rc = pem_next(file, text, len, &pos, &line, &b, err)) == 1) {
		rc = import_pem_block(im, file, &b, err);
		pem_block_free(&b);
		if (rc == -1)
			return -1;
		blocks++;
	}
	if (rc == -1)
		return -1;
	if (blocks == 0) {
		errmsg(err, "%s: neither DER nor PEM: no \"" PEM_BEGIN
		    PEM_LABEL "-----\" line", file);
		return -1;
	}
	return 0;
}

/*
 * Imports the contents of file: PEM if a line starts a PEM block, else
 * DER.  Returns 0, or -1 with a message in err.
 */
int
import_text(struct import *im, const char *file, const char *text,
    size_t len, char *err)
{
	if (!pem_has_block(text, len) && len > 0 &&
	    (text[0] == 0x30 || text[0] == 0x06 || text[0] == 0x05))
		return import_der(im, file, 0, file,
		    (const unsigned char *)text, len, err);
	return import_pem(im, file, text, len, err);
}

static int
import_file(struct import *im, const char *file, char *err)
{
	char		*text;
	size_t		 len;
	int		 rc;

	if (read_file(file, &text, &len, err) == -1)
		return -1;
	rc = import_text(im, file, text, len, err);
	free(text);
	return rc;
}

int
import_main(int argc, char *argv[])
{
	struct import	 im;
	const char	*output = NULL;
	char		 err[ERRMSG_LEN];
	int		 ch, i, rc = 1, stdin_seen = 0;

	memset(&im, 0, sizeof(im));
	strbuf_init(&im.out);
	while ((ch = command_getopt(&import_command, argc, argv)) != -1) {
		switch (ch) {
		case 'n':
			if (!defs_name_ok(optarg)) {
				errmsg(err, "-n: \"%s\" is not a curve name "
				    "(1 to 32 letters, digits, '_', '-', '.')",
				    optarg);
				return command_misuse(&import_command, err);
			}
			im.name = optarg;
			break;
		case 'e':
			if ((im.degree = defs_embedding_degree(optarg)) == 0) {
				errmsg(err, "-e: \"%s\" is not an embedding "
				    "degree from 1 to 99", optarg);
				return command_misuse(&import_command, err);
			}
			break;
		case OPT_DROP_SEED:
			im.drop_seed = 1;
			break;
		case 'o':
			output = optarg;
			break;
		case 'h':
			return command_help(&import_command);
		default:
			return command_misuse(&import_command, NULL);
		}
	}
	argc -= optind;
	argv += optind;
	if (argc == 0)
		return command_misuse(&import_command, "no file to import");
	if (load_catalog(&im.catalog, err) == -1)
		goto fail;
	for (i = 0; i < argc; i++) {
		if (strcmp(argv[i], "-") == 0 && stdin_seen++) {
			errmsg(err, "-: standard input named twice");
			goto fail;
		}
	}
	for (i = 0; i < argc; i++)
		if (import_file(&im, argv[i], err) == -1)
			goto fail;
	if (im.name != NULL && im.count > 1) {
		errmsg(err, "-n names one curve, and the files hold %zu",
		    im.count);
		goto fail;
	}
	if (output_emit(output, 0, im.out.s, im.out.len, err) == -1)
		goto fail;
	rc = 0;
	goto done;
 fail:
	warnx("%s", err);
 done:
	strbuf_free(&im.out);
	curve_list_free(&im.catalog);
	return rc;
}
