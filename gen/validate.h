/*
 * Validation of a curve before anything is generated from it.
 */
#ifndef ECTAB_VALIDATE_H
#define ECTAB_VALIDATE_H

#include "curve.h"
#include "report.h"

/* Rounds of Miller-Rabin after GMP's Baillie-PSW test. */
#define PRIME_REPS	30

int	curve_check(struct report *, const struct curve_list *);
void	report_error(const struct report *, char *);
int	curve_validate(const struct curve *, const struct curve_list *,
	    char *);

#endif
