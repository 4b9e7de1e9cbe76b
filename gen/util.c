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
 * Memory and string helpers.  Allocation failure ends the program: the
 * generator has nothing sensible to fall back to, and no output file has
 * been replaced before the final rename.
 */
#include <err.h>
#include <errno.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "util.h"

void *
xmalloc(size_t size)
{
	void	*p;

	if ((p = malloc(size == 0 ? 1 : size)) == NULL)
		err(1, "malloc");
	return p;
}

void *
xcalloc(size_t nmemb, size_t size)
{
	void	*p;

	if ((p = calloc(nmemb == 0 ? 1 : nmemb, size == 0 ? 1 : size)) == NULL)
		err(1, "calloc");
	return p;
}

void *
xreallocarray(void *ptr, size_t nmemb, size_t size)
{
	void	*p;

	if (size != 0 && nmemb > SIZE_MAX / size)
		errx(1, "reallocarray: size overflow");
	if ((p = realloc(ptr, nmemb * size == 0 ? 1 : nmemb * size)) == NULL)
		err(1, "realloc");
	return p;
}

char *
xstrdup(const char *s)
{
	return xstrndup(s, strlen(s));
}

char *
xstrndup(const char *s, size_t len)
{
	char	*p;

	p = xmalloc(len + 1);
	memcpy(p, s, len);
	p[len] = '\0';
	return p;
}

void
strbuf_init(struct strbuf *sb)
{
	sb->s = NULL;
	sb->len = 0;
	sb->cap = 0;
}

void
strbuf_free(struct strbuf *sb)
{
	free(sb->s);
	strbuf_init(sb);
}

/* Appends len bytes of s; the buffer stays NUL-terminated. */
void
strbuf_add(struct strbuf *sb, const char *s, size_t len)
{
	size_t	 cap;

	if (len >= SIZE_MAX - sb->len)
		errx(1, "string too long");
	if (sb->len + len + 1 > sb->cap) {
		cap = sb->cap == 0 ? 64 : sb->cap;
		while (cap < sb->len + len + 1)
			cap = cap > SIZE_MAX / 2 ? SIZE_MAX : cap * 2;
		sb->s = xreallocarray(sb->s, cap, 1);
		sb->cap = cap;
	}
	memcpy(sb->s + sb->len, s, len);
	sb->len += len;
	sb->s[sb->len] = '\0';
}

void
strbuf_adds(struct strbuf *sb, const char *s)
{
	strbuf_add(sb, s, strlen(s));
}

void
strbuf_addc(struct strbuf *sb, char c)
{
	strbuf_add(sb, &c, 1);
}

void
strbuf_addf(struct strbuf *sb, const char *fmt, ...)
{
	va_list	 ap;
	char	*s;
	int	 len;

	va_start(ap, fmt);
	len = vsnprintf(NULL, 0, fmt, ap);
	va_end(ap);
	if (len < 0)
		errx(1, "vsnprintf failed");
	s = xmalloc((size_t)len + 1);
	va_start(ap, fmt);
	vsnprintf(s, (size_t)len + 1, fmt, ap);
	va_end(ap);
	strbuf_add(sb, s, (size_t)len);
	free(s);
}

/*
 * Formats a diagnostic into buf, which holds ERRMSG_LEN bytes; one too
 * long ends in "...", so that a cut is never taken for the whole.
 */
void
errmsg(char *buf, const char *fmt, ...)
{
	va_list	 ap;

	va_start(ap, fmt);
	verrmsg(buf, fmt, ap);
	va_end(ap);
}

void
verrmsg(char *buf, const char *fmt, va_list ap)
{
	if (vsnprintf(buf, ERRMSG_LEN, fmt, ap) >= ERRMSG_LEN)
		memcpy(buf + ERRMSG_LEN - 4, "...", 4);
}

/*
 * Puts a formatted prefix before the diagnostic in buf, such as the
 * "file:line: " of where a callee's message belongs; cut as errmsg
 * cuts.
 */
void
errprefix(char *buf, const char *fmt, ...)
{
	va_list	 ap;
	char	*msg;
	size_t	 len;
	int	 n;

	msg = xstrdup(buf);
	va_start(ap, fmt);
	n = vsnprintf(buf, ERRMSG_LEN, fmt, ap);
	va_end(ap);
	len = n < 0 ? ERRMSG_LEN : (size_t)n;
	if (len + strlen(msg) >= ERRMSG_LEN) {
		if (len < ERRMSG_LEN)
			memcpy(buf + len, msg, ERRMSG_LEN - 1 - len);
		memcpy(buf + ERRMSG_LEN - 4, "...", 4);
	} else
		memcpy(buf + len, msg, strlen(msg) + 1);
	free(msg);
}

/*
 * Reads the whole of path, or standard input if path is "-", into a
 * NUL-terminated buffer.  Returns 0, or -1 with a diagnostic in errbuf.
 */
int
read_file(const char *path, char **bufp, size_t *lenp, char *errbuf)
{
	struct strbuf	 sb;
	FILE		*fp;
	char		 chunk[8192];
	size_t		 n;

	strbuf_init(&sb);
	if (strcmp(path, "-") == 0)
		fp = stdin;
	else if ((fp = fopen(path, "rb")) == NULL) {
		errmsg(errbuf, "%s: %s", path, strerror(errno));
		return -1;
	}
	while ((n = fread(chunk, 1, sizeof(chunk), fp)) > 0) {
		if (sb.len + n > INPUT_MAX) {
			errmsg(errbuf, "%s: larger than 4 MiB, the limit for "
			    "an input file", path);
			if (fp != stdin)
				fclose(fp);
			strbuf_free(&sb);
			return -1;
		}
		strbuf_add(&sb, chunk, n);
	}
	if (ferror(fp)) {
		errmsg(errbuf, "%s: %s", path, strerror(errno));
		if (fp != stdin)
			fclose(fp);
		strbuf_free(&sb);
		return -1;
	}
	if (fp != stdin)
		fclose(fp);
	strbuf_add(&sb, "", 0);
	*bufp = sb.s;
	*lenp = sb.len;
	return 0;
}

/*
 * Checks the line s (without its newline) of a set file or manifest,
 * files of names and words: no carriage return and no other control
 * byte than tab.  Returns 0, or -1 with "file:line: what" in errbuf.
 */
int
line_bytes_check(const char *file, int line, const char *s, char *errbuf)
{
	for (; *s != '\0'; s++) {
		if (*s == '\r') {
			errmsg(errbuf, "%s:%d: carriage return in line (the "
			    "file must use LF line endings)", file, line);
			return -1;
		}
		if (((unsigned char)*s < 0x20 && *s != '\t') || *s == 0x7f) {
			errmsg(errbuf, "%s:%d: control byte 0x%02x in line",
			    file, line, (unsigned char)*s);
			return -1;
		}
	}
	return 0;
}

/* Returns the last component of a path. */
const char *
last_component(const char *path)
{
	const char	*s = strrchr(path, '/');

	return s != NULL ? s + 1 : path;
}

/*
 * Returns a definition file's name as outputs show it: less any leading
 * "./", and an absolute path by its last component only, since a path
 * would tie the output to one machine.
 */
const char *
source_name(const char *path)
{
	if (path[0] == '/')
		path = last_component(path);
	while (strncmp(path, "./", 2) == 0)
		path += 2;
	return path;
}

/*
 * Returns 1 if the GMP version string v ("6.2.1") is 6.2 or later: the
 * library the program runs with may be older than the header it was
 * built with, and before 6.2 mpz_probab_prime_p ran no Baillie-PSW test,
 * so the findings would claim a test that was not made.
 */
int
gmp_version_ok(const char *v)
{
	unsigned long	 major, minor = 0;
	char		*end;

	major = strtoul(v, &end, 10);
	if (end == v)
		return 0;
	if (*end == '.')
		minor = strtoul(end + 1, NULL, 10);
	return major > 6 || (major == 6 && minor >= 2);
}

/*
 * Puts in out, which has room for nsources + nfiles, the definition
 * files an output names as its inputs, files[] holding the file of each
 * of its curves, and returns their count: the sources that a curve
 * comes from, in their order, then the other files of curves (the
 * catalog's, that filled names the sources lack), each once, in the
 * curves' order.
 */
size_t
input_files(char *const *sources, size_t nsources,
    const char *const *files, size_t nfiles, const char **out)
{
	size_t	 i, j, n = 0;

	for (i = 0; i < nsources; i++)
		for (j = 0; j < nfiles; j++)
			if (strcmp(files[j], sources[i]) == 0) {
				out[n++] = sources[i];
				break;
			}
	for (j = 0; j < nfiles; j++) {
		for (i = 0; i < n && strcmp(files[j], out[i]) != 0; i++)
			;
		if (i == n)
			out[n++] = files[j];
	}
	return n;
}
