/*
 * ectab make: every output of a manifest, the curves validated once.
 */
#ifndef ECTAB_MAKE_H
#define ECTAB_MAKE_H

int	make_main(int, char *[]);

#endif
