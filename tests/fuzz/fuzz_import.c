/*
 * libFuzzer harness for "ectab import": any bytes, read as a PEM or DER
 * file of EC parameters against the catalog (gen/curves, read once; run
 * from the top of the tree), with -e 12 as the options, must give
 * stanzas or one error message, never a crash, a leak or undefined
 * behaviour.  Unlike fuzz_der, this reaches the PEM reader, the catalog
 * look-ups, validation and the stanza writer.
 */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "curve.h"
#include "import.h"
#include "load.h"
#include "util.h"

int	LLVMFuzzerTestOneInput(const uint8_t *, size_t);

static struct import	 im;
static int		 loaded;

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t len)
{
	char	*text, err[ERRMSG_LEN];

	if (!loaded) {
		if (load_catalog(&im.catalog, err) == -1)
			abort();
		im.name = "fuzz";
		im.degree = 12;
		loaded = 1;
	}
	text = xmalloc(len + 1);
	memcpy(text, data, len);
	text[len] = '\0';
	strbuf_init(&im.out);
	im.count = 0;
	(void)import_text(&im, "fuzz.pem", text, len, err);
	strbuf_free(&im.out);
	free(text);
	return 0;
}
