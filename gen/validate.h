/*
 * Validation of a curve before anything is generated from it.
 */
#ifndef ECTAB_VALIDATE_H
#define ECTAB_VALIDATE_H

#include "curve.h"

int	curve_validate(const struct curve *, char *);

#endif
