/*
 * Generation: a template by name, word sizes, prefixes, rendering.
 */
#ifndef ECTAB_GENERATE_H
#define ECTAB_GENERATE_H

#include <stddef.h>

#include "curve.h"
#include "model.h"
#include "util.h"

#ifndef ECTAB_TEMPLATEDIR
#define ECTAB_TEMPLATEDIR	"templates"
#endif

#define DEFAULT_TEMPLATE	"libressl"
#define DEFAULT_PREFIX		"ectab_"
#define PREFIX_MAX_LEN		32
#define NKNOWN			3	/* word sizes: 64, 32, 16 */

char	*template_path(const char *, char *);
size_t	 parse_word_sizes(const char *, unsigned int *);
int	 prefix_ok(const char *);
int	 generate_render(const char *, const struct curve_list *,
	    const struct model_opts *, struct strbuf *, char *);

#endif
