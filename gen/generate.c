/*
 * Copyright (c) 2026 The ectab authors
 *
 * Permission to use, copy, modify, and distribute this software for any
 * purpose with or without fee is hereby granted, provided that the above
 * copyright notice and this permission notice appear in all copies.
 *
 * THE SOFTWARE IS PROVIDED "AS IS" AND THE AUTHORS DISCLAIM ALL WARRANTIES
 * WITH REGARD TO THIS SOFTWARE INCLUDING ALL IMPLIED WARRANTIES OF
 * MERCHANTABILITY AND FITNESS. IN NO EVENT SHALL THE AUTHORS BE LIABLE FOR
 * ANY SPECIAL, DIRECT, INDIRECT, OR CONSEQUENTIAL DAMAGES OR ANY DAMAGES
 * WHATSOEVER RESULTING FROM LOSS OF USE, DATA OR PROFITS, WHETHER IN AN
 * ACTION OF CONTRACT, NEGLIGENCE OR OTHER TORTIOUS ACTION, ARISING OUT OF
 * OR IN CONNECTION WITH THE USE OR PERFORMANCE OF THIS SOFTWARE.
 */
/*
 * Generation proper, for the generator's command line and for "ectab
 * make": templates by name, word sizes, prefixes, rendering.
 */
#include <ctype.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "generate.h"
#include "model.h"
#include "template.h"
#include "tree.h"
#include "util.h"

/* The word sizes ectab knows, in the order templates see them. */
static const unsigned int known_word_sizes[NKNOWN] = { 64, 32, 16 };

/*
 * Returns the file of template arg, newly allocated: arg itself if it
 * contains '/', else NAME.tmpl in the template folder, which must exist.
 * Returns NULL with a message in err for a name of no template, which
 * says how to name a file of that name in the current folder.
 */
char *
template_path(const char *arg, char *err)
{
	struct strbuf	 sb;
	const char	*dir;

	strbuf_init(&sb);
	if (strchr(arg, '/') != NULL) {
		strbuf_adds(&sb, arg);
		return sb.s;
	}
	if ((dir = getenv("ECTAB_TEMPLATES")) == NULL || *dir == '\0')
		dir = ECTAB_TEMPLATEDIR;
	strbuf_addf(&sb, "%s/%s.tmpl", dir, arg);
	if (access(sb.s, F_OK) == -1 && errno == ENOENT) {
		if (access(arg, F_OK) == 0)
			errmsg(err, "-t %s: no template of that name in %s; "
			    "for the file, give its path: -t ./%s", arg, dir,
			    arg);
		else
			errmsg(err, "-t %s: no template of that name in %s",
			    arg, dir);
		strbuf_free(&sb);
		return NULL;
	}
	return sb.s;
}

/*
 * Parses -w: a comma-separated set of known word sizes.  Sets ws[] to
 * them in the order of known_word_sizes[] and returns their count, or 0
 * if list is not such a set.
 */
size_t
parse_word_sizes(const char *list, unsigned int *ws)
{
	const char	*s = list;
	char		*end;
	unsigned long	 v;
	size_t		 i, n = 0;
	int		 seen[NKNOWN] = { 0 };

	for (;;) {
		v = strtoul(s, &end, 10);
		for (i = 0; i < NKNOWN; i++)
			if (end != s && v == known_word_sizes[i])
				break;
		if (i == NKNOWN || seen[i] || (*end != ',' && *end != '\0'))
			return 0;
		seen[i] = 1;
		if (*end == '\0')
			break;
		s = end + 1;
	}
	for (i = 0; i < NKNOWN; i++)
		if (seen[i])
			ws[n++] = known_word_sizes[i];
	return n;
}

/* Checks a prefix: a C identifier or the start of one. */
int
prefix_ok(const char *s)
{
	if (strlen(s) > PREFIX_MAX_LEN || !(isalpha((unsigned char)*s) ||
	    *s == '_'))
		return 0;
	for (; *s != '\0'; s++)
		if (!isascii((unsigned char)*s) ||
		    !(isalnum((unsigned char)*s) || *s == '_'))
			return 0;
	return 1;
}

/* Renders the curves of cl through the template at path into out. */
int
generate_render(const char *path, const struct curve_list *cl,
    const struct model_opts *opts, struct strbuf *out, char *err)
{
	struct template	*t = NULL;
	struct tree	 tree = { NULL };
	struct node	*root;
	char		*text;
	size_t		 len;
	int		 rc = -1;

	if (read_file(path, &text, &len, err) == -1)
		return -1;
	if (template_parse(path, text, len, &t, err) == -1)
		goto err;
	root = model_build(&tree, cl, opts);
	rc = template_render(t, root, model_names, out, err);
 err:
	tree_free(&tree);
	template_free(t);
	free(text);
	return rc;
}

