/*
 * libFuzzer harness for the DER reader of "ectab import": any bytes, read
 * as ECPKParameters, must give a curve, a named-curve OID or one error
 * message, never a crash, a leak or undefined behaviour.  What it reads
 * is written back, so that the writer runs on every shape the reader
 * accepts.
 */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>

#include "curve.h"
#include "der.h"
#include "util.h"

int	LLVMFuzzerTestOneInput(const uint8_t *, size_t);

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t len)
{
	struct curve	*c;
	struct strbuf	 out;
	char		*oid, err[ERRMSG_LEN];

	c = curve_new("fuzz", "fuzz.der", 0);
	if (der_read_ecparams(data, len, c, &oid, err) == 0 && oid == NULL) {
		strbuf_init(&out);
		der_write_ecparams(&out, c);
		strbuf_free(&out);
	}
	free(oid);
	curve_free(c);
	return 0;
}
