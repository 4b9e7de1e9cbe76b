/*
 * Elliptic-curve domain parameters in DER: ECPKParameters of RFC 3279,
 * whose explicit form is the ECParameters (SpecifiedECDomain) structure
 * of SEC 1 appendix C.2, over a prime field.
 */
#ifndef ECTAB_DER_H
#define ECTAB_DER_H

#include <stddef.h>

#include "curve.h"
#include "util.h"

int	der_read_ecparams(const unsigned char *, size_t, struct curve *,
	    char **, char *);
void	der_write_ecparams(struct strbuf *, const struct curve *);

#endif
