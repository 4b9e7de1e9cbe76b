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
 * The number field sieve of ectab-certify: CADO-NFS's cado-nfs.py, run
 * as a program of its own.  Each composite gets a work folder of its
 * own under the work root, named by its digits and its value mod 2^64,
 * where CADO-NFS keeps what it has done: a run cut short by the time
 * budget (its process group is sent SIGTERM) resumes there the next
 * time, from the newest parameters snapshot.  CADO-NFS prints the
 * factors on its last line; a factor is taken only if it divides.
 */
#include <dirent.h>
#include <err.h>
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include <gmp.h>

#include "nfs.h"
#include "util.h"

/* Seconds since an arbitrary start. */
static double
seconds_now(void)
{
	struct timespec	 ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + ts.tv_nsec / 1e9;
}

/* Makes folder path and its parents; returns 0 or -1. */
static int
make_dirs(const char *path)
{
	char	*copy, *s;
	int	 rc = 0;

	copy = xstrdup(path);
	for (s = copy + 1; rc == 0 && *s != '\0'; s++)
		if (*s == '/') {
			*s = '\0';
			if (mkdir(copy, 0755) == -1 && errno != EEXIST)
				rc = -1;
			*s = '/';
		}
	if (rc == 0 && mkdir(copy, 0755) == -1 && errno != EEXIST)
		rc = -1;
	free(copy);
	return rc;
}

/*
 * Returns the newest parameters snapshot in folder dir (CADO-NFS writes
 * cNN.parameters_snapshot.K, K from 0), newly allocated, or NULL.
 */
static char *
newest_snapshot(const char *dir)
{
	DIR		*d;
	struct dirent	*e;
	const char	*k;
	char		*best = NULL;
	long		 n, bestn = -1;

	if ((d = opendir(dir)) == NULL)
		return NULL;
	while ((e = readdir(d)) != NULL) {
		if ((k = strstr(e->d_name, ".parameters_snapshot.")) == NULL)
			continue;
		n = strtol(k + strlen(".parameters_snapshot."), NULL, 10);
		if (n > bestn) {
			bestn = n;
			free(best);
			best = xmalloc(strlen(dir) + strlen(e->d_name) + 2);
			sprintf(best, "%s/%s", dir, e->d_name);
		}
	}
	closedir(d);
	return best;
}

/*
 * Reads the child's standard output from fd into out until it closes or
 * the deadline passes; returns 1 if it closed, 0 if time ran out.
 */
static int
read_until(int fd, struct strbuf *out, double deadline)
{
	struct pollfd	 p = { fd, POLLIN, 0 };
	char		 buf[4096];
	ssize_t		 n;
	double		 left;

	for (;;) {
		if ((left = deadline - seconds_now()) <= 0)
			return 0;
		if (poll(&p, 1, left > 60 ? 60000 : (int)(left * 1000) + 1) ==
		    -1 && errno != EINTR)
			return 0;
		if (!(p.revents & (POLLIN | POLLHUP)))
			continue;
		if ((n = read(fd, buf, sizeof(buf))) <= 0)
			return 1;
		strbuf_add(out, buf, (size_t)n);
	}
}

/*
 * Sets d to the first number of the last line of text that is a proper
 * divisor of x; returns 1, or 0 if there is none.
 */
static int
proper_divisor(mpz_t d, const char *text, const mpz_t x)
{
	const char	*line, *s;
	char		*word;
	size_t		 len;
	int		 found = 0;

	line = text;
	for (s = text; *s != '\0'; s++)
		if (*s == '\n' && s[1] != '\0')
			line = s + 1;
	for (s = line; !found && *s != '\0' && *s != '\n'; s += len) {
		s += strspn(s, " \t");
		len = strcspn(s, " \t\n");
		if (len == 0)
			break;
		word = xstrndup(s, len);
		found = mpz_set_str(d, word, 10) == 0 &&
		    mpz_cmp_ui(d, 1) > 0 && mpz_cmp(d, x) < 0 &&
		    mpz_divisible_p(x, d);
		free(word);
	}
	return found;
}

/* Runs argv with stdout to out_fd and stderr appended to log. */
static void
run_child(char *const argv[], int out_fd, const char *log)
{
	int	 fd;

	setpgid(0, 0);
	if ((fd = open(log, O_WRONLY | O_CREAT | O_APPEND, 0644)) != -1) {
		dup2(fd, STDERR_FILENO);
		close(fd);
	}
	dup2(out_fd, STDOUT_FILENO);
	close(out_fd);
	execvp(argv[0], argv);
	fprintf(stderr, "ectab-certify: cannot run %s: %s\n", argv[0],
	    strerror(errno));
	_exit(127);
}

/*
 * Tries to split x with CADO-NFS (nfs->cado) for at most seconds, in
 * its work folder under nfs->workroot.  Returns 1 with a proper divisor
 * of x in d, 0 if none was found (time ran out, or CADO-NFS failed:
 * said on standard error).
 */
int
nfs_split(mpz_t d, const mpz_t x, const struct nfs *nfs, double seconds)
{
	struct strbuf	 dir, out, log;
	char		*snapshot = NULL, *digits, threads[16];
	char		*argv[8];
	void		(*free_func)(void *, size_t);
	double		 deadline = seconds_now() + seconds;
	pid_t		 pid;
	int		 fds[2], status, closed, found = 0;

	digits = mpz_get_str(NULL, 10, x);
	strbuf_init(&dir);
	strbuf_addf(&dir, "%s/c%zu-%016lx", nfs->workroot, strlen(digits),
	    (unsigned long)mpz_get_ui(x));
	strbuf_init(&log);
	strbuf_addf(&log, "%s.log", dir.s);
	strbuf_init(&out);
	strbuf_adds(&out, "");
	snprintf(threads, sizeof(threads), "%ld", sysconf(_SC_NPROCESSORS_ONLN));
	if (make_dirs(dir.s) == -1) {
		warnx("cannot make %s: %s", dir.s, strerror(errno));
		goto done;
	}
	argv[0] = (char *)nfs->cado;
	if ((snapshot = newest_snapshot(dir.s)) != NULL) {
		warnx("%zu digits: resuming CADO-NFS from %s", strlen(digits),
		    snapshot);
		argv[1] = snapshot;
		argv[2] = NULL;
	} else {
		argv[1] = digits;
		argv[2] = "-t";
		argv[3] = threads;
		argv[4] = "--workdir";
		argv[5] = dir.s;
		argv[6] = NULL;
	}
	if (pipe(fds) == -1 || (pid = fork()) == -1) {
		warnx("cannot run %s: %s", nfs->cado, strerror(errno));
		goto done;
	}
	if (pid == 0) {
		close(fds[0]);
		run_child(argv, fds[1], log.s);
	}
	close(fds[1]);
	closed = read_until(fds[0], &out, deadline);
	close(fds[0]);
	if (!closed)
		kill(-pid, SIGTERM);
	while (waitpid(pid, &status, 0) == -1 && errno == EINTR)
		;
	if (!closed)
		warnx("%zu digits: stopped after %.0f s, its work kept in "
		    "%s", strlen(digits), seconds, dir.s);
	else if (!WIFEXITED(status) || WEXITSTATUS(status) != 0 ||
	    !(found = proper_divisor(d, out.s, x)))
		warnx("%zu digits: CADO-NFS failed (exit %d); its log: %s",
		    strlen(digits), WIFEXITED(status) ? WEXITSTATUS(status) :
		    -1, log.s);
 done:
	free(snapshot);
	strbuf_free(&dir);
	strbuf_free(&log);
	strbuf_free(&out);
	mp_get_memory_functions(NULL, NULL, &free_func);
	free_func(digits, strlen(digits) + 1);
	return found;
}
