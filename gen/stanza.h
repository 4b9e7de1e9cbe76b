/*
 * Curves written back as definition stanzas.
 */
#ifndef ECTAB_STANZA_H
#define ECTAB_STANZA_H

#include "curve.h"
#include "util.h"

void	stanza_write(struct strbuf *, const struct curve *);

#endif
