/*
 * Where a curve's constants came from, reproduced: X9.62 seeds, the
 * RFC 5639 (Brainpool) generation procedure and its twisted curves, or
 * the structure of a curve that comes with no procedure.
 */
#ifndef ECTAB_PROVENANCE_H
#define ECTAB_PROVENANCE_H

#include "curve.h"
#include "report.h"

int	provenance_check(struct report *, const struct curve_list *);

#endif
