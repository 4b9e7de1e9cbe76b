/*
 * Reading definition files and selecting curves, for every command.
 */
#include <ctype.h>
#include <err.h>
#include <stdlib.h>
#include <string.h>

#include "defs.h"
#include "load.h"
#include "util.h"

static int
compare_names(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/*
 * Checks that a definition file's name can be quoted in any output as it
 * is: the outputs name their sources, in C comments and JSON strings.
 */
static int
source_name_ok(const char *name)
{
	const char	*s;

	for (s = name; *s != '\0'; s++)
		if (!isascii((unsigned char)*s) ||
		    !(isalnum((unsigned char)*s) ||
		    strchr("._-+/", *s) != NULL))
			return 0;
	return *name != '\0';
}

/*
 * Reads the definition files argv[0..argc) into all, in byte order of
 * their names (a shell's glob follows the locale, and must not change
 * the output); sorts argv so.  Returns 0, or -1 with a message in err.
 */
int
load_definitions(int argc, char **argv, struct curve_list *all, char *err)
{
	int	 i;

	qsort(argv, (size_t)argc, sizeof(*argv), compare_names);
	for (i = 0; i < argc; i++) {
		if (!source_name_ok(argv[i])) {
			errmsg(err, "%s: a definition file's name may hold "
			    "only letters, digits and . _ - + /", argv[i]);
			return -1;
		}
	}
	for (i = 0; i < argc; i++)
		if (defs_read_file(argv[i], all, err) == -1)
			return -1;
	return 0;
}

/*
 * Selects the curves named in list (comma-separated) from all, in order;
 * every curve if list is NULL.  Returns 0, or -1 after a message on
 * standard error.
 */
int
select_curves(const struct curve_list *all, const char *list,
    struct curve_list *sel)
{
	char		*copy, *name, *rest;
	const struct curve *c;
	size_t		 i;

	if (list == NULL) {
		for (i = 0; i < all->len; i++)
			curve_list_add(sel, all->v[i]);
		return 0;
	}
	copy = xstrdup(list);
	for (rest = copy; (name = strsep(&rest, ",")) != NULL; ) {
		if ((c = curve_list_find(all, name)) == NULL) {
			warnx("-c: no curve named \"%s\"", name);
			goto err;
		}
		for (i = 0; i < sel->len; i++)
			if (sel->v[i] == c) {
				warnx("-c: curve %s selected twice", c->name);
				goto err;
			}
		curve_list_add(sel, (struct curve *)c);
	}
	free(copy);
	return 0;
 err:
	free(copy);
	return -1;
}

/*
 * Checks the operands every command takes: some definition files, and
 * -o FILE where --check asks for a comparison.  Returns 1, or 0 after a
 * message on standard error.
 */
int
operands_ok(int nfiles, int check, const char *output)
{
	if (nfiles == 0) {
		warnx("no definition files given");
		return 0;
	}
	if (check && (output == NULL || strcmp(output, "-") == 0)) {
		warnx("--check needs the file to compare: -o FILE");
		return 0;
	}
	return 1;
}
