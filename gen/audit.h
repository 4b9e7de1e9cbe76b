/*
 * ectab audit: every check on every curve, with its verdict and the
 * number that decides it.
 */
#ifndef ECTAB_AUDIT_H
#define ECTAB_AUDIT_H

int	audit_main(int, char *[]);

#endif
