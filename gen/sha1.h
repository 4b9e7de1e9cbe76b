/*
 * SHA-1 (FIPS 180-4), for reproducing X9.62 seeds.  Not for anything
 * that needs collision resistance.
 */
#ifndef ECTAB_SHA1_H
#define ECTAB_SHA1_H

#include <stddef.h>

#define SHA1_LEN	20

void	sha1(const unsigned char *, size_t, unsigned char[SHA1_LEN]);

#endif
