/*
 * The security report of a valid curve: facts and weaknesses, none of
 * them a reason to refuse the curve unless --strict says so.
 */
#ifndef ECTAB_SECURITY_H
#define ECTAB_SECURITY_H

#include "report.h"

void	security_report(struct report *);

#endif
