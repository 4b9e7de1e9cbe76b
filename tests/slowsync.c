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
 * For the interrupt test: loaded with LD_PRELOAD into gen/obj/ectab, it
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
