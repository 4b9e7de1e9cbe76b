/*
 * libFuzzer harness for the curve definition reader and the validation
 * that follows it: any bytes, read as a definition file, must give curves
 * or one error message, never a crash, a leak or undefined behaviour.
 */
#include <stddef.h>
#include <stdint.h>

#include "curve.h"
#include "defs.h"
#include "util.h"
#include "validate.h"

int	LLVMFuzzerTestOneInput(const uint8_t *, size_t);

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct curve_list cl = { NULL, 0 };
	char		 err[ERRMSG_LEN];
	size_t		 i;

	if (defs_read_mem("fuzz.txt", (const char *)data, size, &cl, err) == 0)
		for (i = 0; i < cl.len; i++)
			(void)curve_validate(cl.v[i], &cl, err);
	curve_list_free(&cl);
	return 0;
}
