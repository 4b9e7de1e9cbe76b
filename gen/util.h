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
 * Memory and string helpers shared by the generator's modules.
 */
#ifndef ECTAB_UTIL_H
#define ECTAB_UTIL_H

#include <stdarg.h>
#include <stddef.h>

/* Room for one diagnostic line: "file:line: what is wrong". */
#define ERRMSG_LEN	8192

struct strbuf {
	char	*s;
	size_t	 len;
	size_t	 cap;
};

void	*xmalloc(size_t);
void	*xcalloc(size_t, size_t);
void	*xreallocarray(void *, size_t, size_t);
char	*xstrdup(const char *);
char	*xstrndup(const char *, size_t);

void	 strbuf_init(struct strbuf *);
void	 strbuf_free(struct strbuf *);
void	 strbuf_add(struct strbuf *, const char *, size_t);
void	 strbuf_adds(struct strbuf *, const char *);
void	 strbuf_addc(struct strbuf *, char);
void	 strbuf_addf(struct strbuf *, const char *, ...)
	    __attribute__((__format__(__printf__, 2, 3)));

/* The largest definition file or template ectab reads. */
#define INPUT_MAX	(4UL << 20)

int	 read_file(const char *, char **, size_t *, char *);
int	 line_bytes_check(const char *, int, const char *, char *);
const char *source_name(const char *);
const char *last_component(const char *);
size_t	 input_files(char *const *, size_t, const char *const *, size_t,
	    const char **);
int	 gmp_version_ok(const char *);

void	 errmsg(char *, const char *, ...)
	    __attribute__((__format__(__printf__, 2, 3)));
void	 verrmsg(char *, const char *, va_list)
	    __attribute__((__format__(__printf__, 2, 0)));
void	 errprefix(char *, const char *, ...)
	    __attribute__((__format__(__printf__, 2, 3)));

#endif
