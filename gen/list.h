/*
 * ectab list: the curves of the definitions or the catalog, a line each.
 */
#ifndef ECTAB_LIST_H
#define ECTAB_LIST_H

int	list_main(int, char *[]);

#endif
