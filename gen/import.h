/*
 * ectab import and ectab export: explicit EC parameters in and out.
 */
#ifndef ECTAB_IMPORT_H
#define ECTAB_IMPORT_H

int	import_main(int, char *[]);
int	export_main(int, char *[]);

#endif
