/*
 * Output: atomic replacement of a file, and comparison for --check.
 */
#ifndef ECTAB_OUTPUT_H
#define ECTAB_OUTPUT_H

#include <stddef.h>

int	output_write(const char *, const char *, size_t, char *);
int	output_compare(const char *, const char *, size_t, char *);
int	output_emit(const char *, int, const char *, size_t);

#endif
