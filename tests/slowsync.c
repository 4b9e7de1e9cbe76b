/*
 * For the interrupt test: loaded with LD_PRELOAD into gen/ectab, it
 * makes fsync(2) wait 10 seconds first, which holds ectab between writing
 * its temporary file and renaming it over the target, so that a signal
 * is sure to arrive while the temporary file exists.
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <unistd.h>

int
fsync(int fd)
{
	int	(*real_fsync)(int);

	sleep(10);
	real_fsync = (int (*)(int))dlsym(RTLD_NEXT, "fsync");
	return real_fsync(fd);
}
