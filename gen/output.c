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
 * Output.  A regular file is replaced atomically: the text goes to a
 * temporary file in the same folder, which is synced and renamed over the
 * target, so readers see the old file or the new one, never a part.  On
 * an error, or on SIGINT, SIGTERM, SIGHUP or SIGQUIT while the temporary
 * file exists, the temporary file is removed and the target is untouched.
 * SIGXFSZ is ignored, so that exceeding a file size limit is a write
 * error like any other.
 *
 * A symbolic link is followed: the file it names is replaced, and the
 * link stays.  A target that exists and is not a regular file (a device
 * such as /dev/null, a FIFO) is opened and written in place: renaming a
 * file over it would replace the node itself.  A path that names one of
 * the program's open descriptors (/dev/stdout, /dev/stderr, /dev/fd/N,
 * /proc/self/fd/N, or a link to one) is written through it, as the
 * shell's redirection set it up: appending where it appends.  A signal
 * ignored when the program started stays ignored.
 *
 * A regular file that already holds the bytes is left alone, its inode
 * and modification time as they were, so that make-based builds of the
 * output's users redo nothing.
 */
#include <sys/stat.h>
#include <sys/types.h>

#include <ctype.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "output.h"
#include "util.h"

static char			tmp_path[PATH_MAX];
static volatile sig_atomic_t	tmp_live;

static void
remove_tmp_on_signal(int sig)
{
	if (tmp_live)
		unlink(tmp_path);
	signal(sig, SIG_DFL);
	raise(sig);
}

static void
block_signals(sigset_t *old)
{
	sigset_t	 set;

	sigemptyset(&set);
	sigaddset(&set, SIGINT);
	sigaddset(&set, SIGTERM);
	sigaddset(&set, SIGHUP);
	sigaddset(&set, SIGQUIT);
	sigprocmask(SIG_BLOCK, &set, old);
}

static void
catch_signals(void)
{
	struct sigaction sa;

	static const int sigs[] = { SIGINT, SIGTERM, SIGHUP, SIGQUIT };
	struct sigaction old;
	size_t		 i;

	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = remove_tmp_on_signal;
	sigemptyset(&sa.sa_mask);
	/* nohup's SIGHUP, or a shell's SIGINT for a background job. */
	for (i = 0; i < sizeof(sigs) / sizeof(sigs[0]); i++)
		if (sigaction(sigs[i], NULL, &old) == 0 &&
		    old.sa_handler != SIG_IGN)
			sigaction(sigs[i], &sa, NULL);
	signal(SIGXFSZ, SIG_IGN);
}

/* The mode a new file gets (0666 less the umask), or the target's own. */
static mode_t
target_mode(const char *path)
{
	struct stat	 st;
	mode_t		 mask;

	if (stat(path, &st) == 0)
		return st.st_mode & 0777;
	mask = umask(0);
	umask(mask);
	return 0666 & ~mask;
}

static int
write_all(int fd, const char *data, size_t len)
{
	ssize_t	 n;

	while (len > 0) {
		if ((n = write(fd, data, len)) == -1) {
			if (errno == EINTR)
				continue;
			return -1;
		}
		data += n;
		len -= (size_t)n;
	}
	return 0;
}

/*
 * Writes data[0..len) to the open descriptor fd that path names, as it
 * is.  Returns 0, or -1 with a message in err.
 */
static int
write_fd(int fd, const char *path, const char *data, size_t len, char *err)
{
	if (fflush(stdout) != 0 || write_all(fd, data, len) == -1) {
		errmsg(err, "%s: %s", path, strerror(errno));
		return -1;
	}
	return 0;
}

static int	replace_file(const char *, const char *, const char *, size_t,
		    char *);

/*
 * Writes data[0..len) into target, the file path names, which is not a
 * regular file (a device, a FIFO), as it is: no temporary file, no
 * rename.  Should it have become a regular file since it was looked at,
 * it is replaced as one.  Returns 0, or -1 with a message in err.
 */
static int
write_in_place(const char *path, const char *target, const char *data,
    size_t len, char *err)
{
	struct stat	 st;
	int		 fd, saved;

	if ((fd = open(target, O_WRONLY | O_NOCTTY)) == -1) {
		errmsg(err, "%s: %s", path, strerror(errno));
		return -1;
	}
	if (fstat(fd, &st) == 0 && S_ISREG(st.st_mode)) {
		close(fd);
		return replace_file(path, target, data, len, err);
	}
	signal(SIGXFSZ, SIG_IGN);
	if (write_all(fd, data, len) == -1) {
		saved = errno;
		close(fd);
		errmsg(err, "%s: %s", path, strerror(saved));
		return -1;
	}
	if (close(fd) == -1) {
		errmsg(err, "%s: %s", path, strerror(errno));
		return -1;
	}
	return 0;
}

/* The symbolic links followed at most, as the kernel's ELOOP allows. */
#define MAX_LINKS	40

/*
 * Returns the descriptor that path names, /dev/fd/N, /proc/self/fd/N or
 * /proc/PID/fd/N for this process, where N is open; else -1.
 */
static int
fd_of_path(const char *path)
{
	char		 proc[64], *end;
	const char	*digits = NULL;
	long		 n;

	snprintf(proc, sizeof(proc), "/proc/%ld/fd/", (long)getpid());
	if (strncmp(path, "/dev/fd/", 8) == 0)
		digits = path + 8;
	else if (strncmp(path, "/proc/self/fd/", 14) == 0)
		digits = path + 14;
	else if (strncmp(path, proc, strlen(proc)) == 0)
		digits = path + strlen(proc);
	if (digits == NULL || !isdigit((unsigned char)*digits))
		return -1;
	errno = 0;
	n = strtol(digits, &end, 10);
	if (errno != 0 || *end != '\0' || n > INT_MAX ||
	    fcntl((int)n, F_GETFD) == -1)
		return -1;
	return (int)n;
}

/*
 * Sets buf[0..size) to the path of the file that path names once its
 * symbolic links are followed, path itself if it is not a link: a link
 * to a relative path is taken from the link's folder.  The file need not
 * exist (a link may name a file not yet made).  Where the path, or a
 * link on the way, names an open descriptor of this process (/dev/stdout
 * is a link to /proc/self/fd/1), sets *fd to it and stops; else sets *fd
 * to -1.  Returns 0, or -1 with a message in err.
 */
static int
follow_links(const char *path, char *buf, size_t size, int *fd, char *err)
{
	struct stat	 st;
	char		 link[PATH_MAX], next[PATH_MAX];
	const char	*slash;
	ssize_t		 n;
	int		 hops, len;

	if ((len = snprintf(buf, size, "%s", path)) < 0 ||
	    (size_t)len >= size)
		goto long_path;
	for (hops = 0; ; hops++) {
		if ((*fd = fd_of_path(buf)) != -1)
			return 0;
		if (lstat(buf, &st) == -1 || !S_ISLNK(st.st_mode))
			return 0;
		if (hops == MAX_LINKS) {
			errmsg(err, "%s: %s", path, strerror(ELOOP));
			return -1;
		}
		if ((n = readlink(buf, link, sizeof(link) - 1)) == -1) {
			errmsg(err, "%s: %s", path, strerror(errno));
			return -1;
		}
		link[n] = '\0';
		if (link[0] == '/' || (slash = strrchr(buf, '/')) == NULL)
			len = snprintf(next, sizeof(next), "%s", link);
		else
			len = snprintf(next, sizeof(next), "%.*s/%s",
			    (int)(slash - buf), buf, link);
		if (len < 0 || (size_t)len >= size)
			goto long_path;
		memcpy(buf, next, (size_t)len + 1);
	}
 long_path:
	errmsg(err, "%s: path too long", path);
	return -1;
}

/*
 * Sets dir[0..size) to the folder of path, "." for a bare name.
 * Returns 0, or -1 if it does not fit.
 */
static int
folder_of(const char *path, char *dir, size_t size)
{
	const char	*slash = strrchr(path, '/');
	int		 n;

	if (slash == NULL)
		n = snprintf(dir, size, ".");
	else if (slash == path)
		n = snprintf(dir, size, "/");
	else
		n = snprintf(dir, size, "%.*s", (int)(slash - path), path);
	return n < 0 || (size_t)n >= size ? -1 : 0;
}

/*
 * Replaces the regular file target (which need not exist), the file
 * path names, with data[0..len), atomically.  Messages name path, and
 * target where it differs.  Returns 0, or -1 with a message in err.
 */
static int
replace_file(const char *path, const char *target, const char *data,
    size_t len, char *err)
{
	const char	*slash, *via = "", *shown = "";
	sigset_t	 old;
	int		 fd, n, saved;

	if (strcmp(path, target) != 0) {
		via = " -> ";
		shown = target;
	}
	slash = strrchr(target, '/');
	if (slash != NULL)
		n = snprintf(tmp_path, sizeof(tmp_path), "%.*s/.%s.XXXXXX",
		    (int)(slash - target), target, slash + 1);
	else
		n = snprintf(tmp_path, sizeof(tmp_path), ".%s.XXXXXX", target);
	if (n < 0 || (size_t)n >= sizeof(tmp_path)) {
		errmsg(err, "%s%s%s: path too long", path, via, shown);
		return -1;
	}

	catch_signals();
	block_signals(&old);
	if ((fd = mkstemp(tmp_path)) == -1) {
		saved = errno;
		sigprocmask(SIG_SETMASK, &old, NULL);
		errmsg(err, "%s%s%s: cannot create a temporary file beside "
		    "it: %s", path, via, shown, strerror(saved));
		return -1;
	}
	tmp_live = 1;
	sigprocmask(SIG_SETMASK, &old, NULL);

	if (write_all(fd, data, len) == -1 ||
	    fchmod(fd, target_mode(target)) == -1 || fsync(fd) == -1) {
		saved = errno;
		close(fd);
		goto err;
	}
	if (close(fd) == -1) {
		saved = errno;
		goto err;
	}
	block_signals(&old);
	if (rename(tmp_path, target) == -1) {
		saved = errno;
		sigprocmask(SIG_SETMASK, &old, NULL);
		goto err;
	}
	tmp_live = 0;
	sigprocmask(SIG_SETMASK, &old, NULL);
	return 0;

 err:
	block_signals(&old);
	unlink(tmp_path);
	tmp_live = 0;
	sigprocmask(SIG_SETMASK, &old, NULL);
	errmsg(err, "%s%s%s: %s", path, via, shown, strerror(saved));
	return -1;
}

/*
 * Returns 1 if the regular file target holds exactly data[0..len), else
 * 0 (also where it cannot be read: it is then replaced, or the write
 * says why not).
 */
static int
holds(const char *target, const char *data, size_t len)
{
	struct stat	 st;
	char		 buf[65536];
	size_t		 off = 0;
	ssize_t		 n;
	int		 fd, same = 0;

	if ((fd = open(target, O_RDONLY | O_NOFOLLOW)) == -1)
		return 0;
	if (fstat(fd, &st) == -1 || !S_ISREG(st.st_mode) ||
	    (off_t)len != st.st_size)
		goto done;
	while (off < len) {
		n = read(fd, buf, len - off < sizeof(buf) ? len - off :
		    sizeof(buf));
		if (n <= 0 || memcmp(buf, data + off, (size_t)n) != 0)
			goto done;
		off += (size_t)n;
	}
	same = read(fd, buf, 1) == 0;
 done:
	close(fd);
	return same;
}

/*
 * Writes data[0..len) to path; "-" is standard output.  A regular file,
 * or a path not yet a file, is replaced atomically, through its symbolic
 * links; a device or FIFO, or an open descriptor of this process
 * (/dev/stdout), is written in place; a regular file that holds data
 * already is left alone.  Returns 0, or -1 with a message in err.
 */
int
output_write(const char *path, const char *data, size_t len, char *err)
{
	struct stat	 st;
	char		 target[PATH_MAX];
	int		 fd;

	if (strcmp(path, "-") == 0)
		return write_fd(STDOUT_FILENO, "standard output", data, len,
		    err);
	if (*path == '\0') {
		errmsg(err, "an empty file name");
		return -1;
	}
	if (follow_links(path, target, sizeof(target), &fd, err) == -1)
		return -1;
	if (fd != -1)
		return write_fd(fd, path, data, len, err);
	if (stat(target, &st) == 0) {
		if (S_ISDIR(st.st_mode)) {
			errmsg(err, "%s: %s", path, strerror(EISDIR));
			return -1;
		}
		if (!S_ISREG(st.st_mode))
			return write_in_place(path, target, data, len, err);
		if (holds(target, data, len))
			return 0;
	}
	return replace_file(path, target, data, len, err);
}

/*
 * Checks, before anything is written, that output_write() can make path:
 * that the folder of the file it names, once links are followed, can
 * take a temporary file, where that file would be replaced.  Returns 0,
 * or -1 with "folder: why" in err.
 */
int
output_writable(const char *path, char *err)
{
	struct stat	 st;
	char		 target[PATH_MAX], dir[PATH_MAX];
	int		 fd;

	if (strcmp(path, "-") == 0)
		return 0;
	if (follow_links(path, target, sizeof(target), &fd, err) == -1)
		return -1;
	if (fd != -1 || (stat(target, &st) == 0 && !S_ISREG(st.st_mode) &&
	    !S_ISDIR(st.st_mode)))
		return 0;
	if (folder_of(target, dir, sizeof(dir)) == -1) {
		errmsg(err, "%s: path too long", path);
		return -1;
	}
	if (access(dir, W_OK) == -1) {
		errmsg(err, "%s: %s", dir, strerror(errno));
		return -1;
	}
	return 0;
}

/*
 * Quotes the bytes of a line around column col (from 0) into buf: at
 * most QUOTE_BEFORE bytes before it and QUOTE_AFTER from it, up to and
 * with the line's newline, each invisible byte made visible as C writes
 * it (\r, \t, \n, \xNN), "..." where the line goes on; s[0..len) is the
 * text from the line's start, len 0 at the end of the file.
 */
#define QUOTE_BEFORE	20
#define QUOTE_AFTER	30
static void
quote_at(const char *s, size_t len, size_t col, char *buf, size_t size)
{
	const char	*nl;
	size_t		 from, to, i, o = 0;
	unsigned char	 c;

	nl = memchr(s, '\n', len);
	if (nl != NULL)
		len = (size_t)(nl - s) + 1;
	if (col > len)
		col = len;
	from = col > QUOTE_BEFORE ? col - QUOTE_BEFORE : 0;
	to = len - col > QUOTE_AFTER ? col + QUOTE_AFTER : len;
	o += (size_t)snprintf(buf + o, size - o, "%s\"", from > 0 ? "..." :
	    "");
	for (i = from; i < to && o + 8 < size; i++) {
		c = (unsigned char)s[i];
		if (c == '\n')
			o += (size_t)snprintf(buf + o, size - o, "\\n");
		else if (c == '\r')
			o += (size_t)snprintf(buf + o, size - o, "\\r");
		else if (c == '\t')
			o += (size_t)snprintf(buf + o, size - o, "\\t");
		else if (c == '"' || c == '\\')
			o += (size_t)snprintf(buf + o, size - o, "\\%c", c);
		else if (c < 0x20 || c > 0x7e)
			o += (size_t)snprintf(buf + o, size - o, "\\x%02x", c);
		else
			buf[o++] = (char)c;
	}
	snprintf(buf + o, size - o, "\"%s%s", to < len ? "..." : "",
	    nl == NULL && to == len ? " (end of file)" : "");
}

/* A file read in chunks, a byte at a time. */
struct chunked {
	FILE	*fp;
	off_t	 off;			/* in the file, of buf[0] */
	size_t	 len, pos;
	char	 buf[65536];
};

/* Returns the next byte of r, or EOF at its end or on an error. */
static int
chunked_getc(struct chunked *r)
{
	if (r->pos == r->len) {
		r->off += (off_t)r->len;
		r->pos = 0;
		if ((r->len = fread(r->buf, 1, sizeof(r->buf), r->fp)) == 0)
			return EOF;
	}
	return (unsigned char)r->buf[r->pos++];
}

/* Returns the offset in the file of the byte chunked_getc() returns next. */
static off_t
chunked_tell(const struct chunked *r)
{
	return r->off + (off_t)r->pos;
}

static int
is_letter(char c)
{
	return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z');
}

/*
 * Returns 1 if data[off] closes a keyword of CVS, $Word$ with Word
 * letters only, which a committed copy holds expanded.
 */
static int
keyword_closes(const char *data, size_t off)
{
	size_t	 i = off;

	if (data[off] != '$')
		return 0;
	while (i > 0 && is_letter(data[i - 1]))
		i--;
	return i < off && i > 0 && data[i - 1] == '$';
}

/*
 * Reads from r what follows "$Word:" in a keyword that CVS expanded: a
 * blank, anything but '$' and newlines, and another blank before the
 * closing '$'.  Returns 1 if r holds it, 0 if not.
 */
static int
expansion_follows(struct chunked *r)
{
	int	 c, prev = EOF;

	if (chunked_getc(r) != ' ')
		return 0;
	while ((c = chunked_getc(r)) != EOF && c != '\n') {
		if (c == '$')
			return prev == ' ';
		prev = c;
	}
	return 0;
}

/*
 * Compares the file at path with data[0..len), reading it in chunks, so
 * that any file ectab may write can be checked, whatever the limit on
 * the files it reads.  Where data has a keyword of CVS, $Word$, the file
 * may hold it as CVS expands it in a committed copy, "$Word: ... $"
 * ($OpenBSD: ec_curve_tables.h,v 1.1 ... Exp $): the two are the same.
 * Returns 0 if they are the same, or -1 with a message in err: the line
 * that differs, or "--check: " and why path cannot be read.
 */
static int
output_compare(const char *path, const char *data, size_t len, char *err)
{
	struct chunked	 r;
	char		 want[256], have[256];
	size_t		 off = 0, line_start = 0, n, col;
	off_t		 file_line_start = 0, at;
	int		 c, line = 1;

	memset(&r, 0, sizeof(r));
	if ((r.fp = fopen(path, "rb")) == NULL) {
		errmsg(err, "--check: %s: %s", path, strerror(errno));
		return -1;
	}
	while ((c = chunked_getc(&r)) != EOF) {
		if (off < len && c == (unsigned char)data[off]) {
			if (data[off++] == '\n') {
				line++;
				line_start = off;
				file_line_start = chunked_tell(&r);
			}
		} else if (off < len && c == ':' &&
		    keyword_closes(data, off) && expansion_follows(&r))
			off++;
		else
			break;
	}
	if (ferror(r.fp)) {
		errmsg(err, "--check: %s: %s", path, strerror(errno));
		fclose(r.fp);
		return -1;
	}
	if (c == EOF && off == len) {
		fclose(r.fp);
		return 0;
	}
	/*
	 * The file's line that differs, from its start (at most a chunk),
	 * and the column, in bytes, where it does: where the file ended,
	 * its end.
	 */
	at = chunked_tell(&r) - (c == EOF ? 0 : 1);
	if (fseeko(r.fp, file_line_start, SEEK_SET) == -1)
		n = 0;
	else
		n = fread(r.buf, 1, sizeof(r.buf), r.fp);
	fclose(r.fp);
	col = (size_t)(at - file_line_start);
	quote_at(r.buf, n, col, have, sizeof(have));
	quote_at(data + line_start, len - line_start, off - line_start, want,
	    sizeof(want));
	errmsg(err, "%s:%d:%zu: differs from the generated text: file has %s, "
	    "ectab generates %s", path, line, col + 1, have, want);
	return -1;
}

/*
 * Writes s[0..len) to path (standard output for NULL or "-"), or, with
 * check, compares it with path.  Returns 0, or -1 with a message in err.
 */
int
output_emit(const char *path, int check, const char *s, size_t len,
    char *err)
{
	if (check)
		return output_compare(path, s, len, err);
	return output_write(path != NULL ? path : "-", s, len, err);
}
