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
 * ectab-certify's progress lines on standard error, and its clock.
 */
#ifndef ECTAB_PROGRESS_H
#define ECTAB_PROGRESS_H

double	 seconds_now(void);

void	 progress_start(void);
void	 progress_stop(void);
void	 progress_subject(const char *, ...)
	    __attribute__((__format__(__printf__, 1, 2)));
void	 progress_begin(const char *, ...)
	    __attribute__((__format__(__printf__, 1, 2)));
void	 progress_detail(const char *, ...)
	    __attribute__((__format__(__printf__, 1, 2)));
void	 progress_step(const char *, ...)
	    __attribute__((__format__(__printf__, 1, 2)));
void	 progress_end(const char *, ...)
	    __attribute__((__format__(__printf__, 1, 2)));

#endif
