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
 * factors on its last line; a factor is taken only if it divides.  What
 * it logs of its tasks and of how far each has gone is relayed as
 * progress (progress.c).
 *
 * CADO-NFS hands its work out from a server (HTTPS, its certificate made
 * in the work folder) to clients, by default those it starts on this
 * machine.  The server listens on nfs->listen, loopback unless told
 * otherwise, and admits the clients of nfs->admit besides its own:
 * CADO-NFS's server.address and server.whitelist.  Where another
 * machine may join, the command it runs is said, with the SHA-1 of the
 * server's certificate that CADO-NFS logs.
 */
#include <arpa/inet.h>
#include <ctype.h>
#include <dirent.h>
#include <err.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <gmp.h>

#include "nfs.h"
#include "progress.h"
#include "util.h"

/* What CADO-NFS logs where a client may join. */
#define CADO_JOIN	"You can start additional cado-nfs-client.py " \
			"scripts with parameters: "

/* CADO-NFS's log, read as it grows. */
struct cado_log {
	int		 fd;		/* or -1 */
	struct strbuf	 part;		/* a line not yet ended */
	char		 task[80];	/* the task that started last */
	const struct nfs *nfs;
	size_t		 digits;	/* of the number it factors */
};

/* Returns 1 if s is an IPv4 or IPv6 address or a host name, else 0. */
int
nfs_address(const char *s)
{
	unsigned char	 a[16];
	size_t		 i, len = strlen(s);

	if (inet_pton(AF_INET, s, a) == 1 || inet_pton(AF_INET6, s, a) == 1)
		return 1;
	if (len == 0 || len > 253 || s[0] == '-' || s[0] == '.')
		return 0;
	for (i = 0; i < len; i++)
		if (!isalnum((unsigned char)s[i]) && s[i] != '-' &&
		    s[i] != '.')
			return 0;
	return 1;
}

/*
 * Returns 1 if s is a list of clients, comma-separated, each an address
 * or host name (nfs_address()) or a range of addresses in CIDR form
 * (192.0.2.0/24, 2001:db8::/32), else 0.
 */
int
nfs_admit_list(const char *s)
{
	unsigned char	 a[16];
	char		*copy, *item, *next, *slash, *end;
	long		 bits;
	int		 ok = 1, af;

	copy = xstrdup(s);
	for (item = copy; ok && item != NULL; item = next) {
		if ((next = strchr(item, ',')) != NULL)
			*next++ = '\0';
		if ((slash = strchr(item, '/')) == NULL) {
			ok = nfs_address(item);
			continue;
		}
		*slash = '\0';
		af = inet_pton(AF_INET, item, a) == 1 ? AF_INET :
		    inet_pton(AF_INET6, item, a) == 1 ? AF_INET6 : 0;
		bits = strtol(slash + 1, &end, 10);
		ok = af != 0 && end != slash + 1 && *end == '\0' &&
		    isdigit((unsigned char)slash[1]) && bits >= 0 &&
		    bits <= (af == AF_INET ? 32 : 128);
	}
	free(copy);
	return ok;
}

/* Returns 1 if address a listens on every address of the machine. */
static int
wildcard(const char *a)
{
	unsigned char	 n[16], zero[16] = { 0 };

	return (inet_pton(AF_INET, a, n) == 1 && memcmp(n, zero, 4) == 0) ||
	    (inet_pton(AF_INET6, a, n) == 1 && memcmp(n, zero, 16) == 0);
}

/*
 * Says the command with which another machine joins the server, from
 * what CADO-NFS logs ("--server=https://ADDRESS:PORT --certsha1=HEX"):
 * where the server listens on every address, CADO-NFS's URL names the
 * host localhost, which it is not for another machine: this machine's
 * name stands in its place.
 */
static void
say_join(const struct cado_log *log, const char *params)
{
	const struct nfs *nfs = log->nfs;
	const char	*dir = nfs->cado, *slash, *host;
	char		 name[HOST_NAME_MAX + 1];
	struct strbuf	 sb;

	if (nfs->admit == NULL && !nfs->server_only)
		return;
	strbuf_init(&sb);
	if ((slash = strrchr(dir, '/')) != NULL)
		strbuf_addf(&sb, "%.*s/", (int)(slash - dir), dir);
	strbuf_adds(&sb, "cado-nfs-client.py ");
	host = strstr(params, "://localhost:");
	if (host != NULL && wildcard(nfs->listen) &&
	    gethostname(name, sizeof(name)) == 0) {
		name[sizeof(name) - 1] = '\0';
		strbuf_addf(&sb, "%.*s://%s%s", (int)(host - params), params,
		    name, host + strlen("://localhost"));
	} else
		strbuf_adds(&sb, params);
	warnx("%zu digits: a client joins with: %s", log->digits, sb.s);
	strbuf_free(&sb);
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
 * Relays a line of CADO-NFS's log as progress: a task starting
 * ("Info:Lattice Sieving: Starting"), at once, and how far a task has
 * gone, by its work units ("Info:Lattice Sieving: Marking workunit
 * c60_sieving_1000-2000 as ok (12.3% => ETA Mon Aug 10 12:00:00 2026)")
 * or by the iterations of the linear algebra ("Info:Linear Algebra:
 * krylov: N=1000 ; ETA (N=8000): Mon Aug 10 12:00:00 2026 [0.010
 * s/iter]", later lines of which may come without "Info:...: ").
 */
static void
relay_line(struct cado_log *log, const char *line)
{
	const char	*msg = line, *s, *task = log->task;
	char		 phase[32], eta[64], name[sizeof(log->task)];
	double		 pct;
	long		 n, end;
	size_t		 len;

	line += strspn(line, " ");
	if ((s = strstr(line, CADO_JOIN)) != NULL) {
		say_join(log, s + strlen(CADO_JOIN));
		return;
	}
	if (strncmp(line, "Info:", 5) == 0 &&
	    (s = strstr(line + 5, ": ")) != NULL) {
		msg = s + 2;
		snprintf(name, sizeof(name), "%.*s", (int)(s - line - 5),
		    line + 5);
		task = name;
		if (strcmp(msg, "Starting") == 0) {
			snprintf(log->task, sizeof(log->task), "%s", name);
			progress_step("%s", name);
			return;
		}
	}
	if ((s = strrchr(msg, '(')) != NULL &&
	    sscanf(s, "(%lf%% => ETA %63[^)]", &pct, eta) == 2)
		progress_detail("%s, %.1f%%, ETA %s", task, pct, eta);
	else if (sscanf(msg, "%31[a-z]: N=%ld ; ETA (N=%ld): %63[^[]", phase,
	    &n, &end, eta) == 4 && end > 0) {
		for (len = strlen(eta); len > 0 && eta[len - 1] == ' '; len--)
			eta[len - 1] = '\0';
		progress_detail("%s, %s %.1f%%, ETA %s", task, phase,
		    100.0 * (double)n / (double)end, eta);
	}
}

/* Relays the lines CADO-NFS has added to its log since the last call. */
static void
relay_log(struct cado_log *log)
{
	char	 buf[4096], *line, *nl;
	ssize_t	 n;
	size_t	 used;

	if (log->fd == -1)
		return;
	while ((n = read(log->fd, buf, sizeof(buf))) > 0)
		strbuf_add(&log->part, buf, (size_t)n);
	if (log->part.len == 0)
		return;
	line = log->part.s;
	while ((nl = memchr(line, '\n', log->part.len -
	    (size_t)(line - log->part.s))) != NULL) {
		*nl = '\0';
		relay_line(log, line);
		line = nl + 1;
	}
	used = (size_t)(line - log->part.s);
	memmove(log->part.s, line, log->part.len - used + 1);
	log->part.len -= used;
}

/*
 * Reads the child's standard output from fd into out until it closes or
 * the deadline passes, relaying its log each second; returns 1 if it
 * closed, 0 if time ran out.
 */
static int
read_until(int fd, struct strbuf *out, double deadline,
    struct cado_log *log)
{
	struct pollfd	 p = { fd, POLLIN, 0 };
	char		 buf[4096];
	ssize_t		 n;
	double		 left;

	for (;;) {
		relay_log(log);
		if ((left = deadline - seconds_now()) <= 0)
			return 0;
		if (poll(&p, 1, left > 1 ? 1000 : (int)(left * 1000) + 1) ==
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

/* cado-nfs.py's command line, and the strings it points into. */
struct cado_cmd {
	char		*argv[16];
	struct strbuf	 address, whitelist;
	char		 threads[16], port[32];
};

/*
 * Makes the command line that factors number (a snapshot of a run to
 * resume, if resumed) in the absolute folder workdir: the number, then
 * the server's parameters (cado-nfs.py takes its parameters only right
 * after the number; on a resumed run too, which may listen elsewhere),
 * then, on a new run, the threads and the folder.
 */
static void
cado_cmd_make(struct cado_cmd *cmd, const struct nfs *nfs,
    const char *number, int resumed, const char *workdir)
{
	int	 argc = 0;

	strbuf_init(&cmd->address);
	strbuf_init(&cmd->whitelist);
	snprintf(cmd->threads, sizeof(cmd->threads), "%ld",
	    sysconf(_SC_NPROCESSORS_ONLN));
	cmd->argv[argc++] = (char *)nfs->cado;
	cmd->argv[argc++] = (char *)number;
	strbuf_addf(&cmd->address, "server.address=%s", nfs->listen);
	cmd->argv[argc++] = cmd->address.s;
	cmd->argv[argc++] = "server.ssl=yes";
	if (nfs->port != 0) {
		snprintf(cmd->port, sizeof(cmd->port), "server.port=%u",
		    nfs->port);
		cmd->argv[argc++] = cmd->port;
	}
	if (nfs->admit != NULL) {
		strbuf_addf(&cmd->whitelist, "server.whitelist=%s", nfs->admit);
		cmd->argv[argc++] = cmd->whitelist.s;
	}
	if (!resumed) {
		cmd->argv[argc++] = "-t";
		cmd->argv[argc++] = cmd->threads;
		cmd->argv[argc++] = "--workdir";
		cmd->argv[argc++] = (char *)workdir;
	}
	cmd->argv[argc++] = "--no-colors";
	if (nfs->server_only)
		cmd->argv[argc++] = "--server";
	cmd->argv[argc] = NULL;
}

static void
cado_cmd_free(struct cado_cmd *cmd)
{
	strbuf_free(&cmd->address);
	strbuf_free(&cmd->whitelist);
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
	struct strbuf	 dir, absdir, out, log;
	struct cado_log	 tail = { -1, { NULL, 0, 0 }, "", NULL, 0 };
	struct cado_cmd	 cmd;
	char		*snapshot = NULL, *digits, *cwd;
	void		(*free_func)(void *, size_t);
	double		 deadline = seconds_now() + seconds;
	pid_t		 pid;
	int		 fds[2], status, closed, found = 0;

	digits = mpz_get_str(NULL, 10, x);
	strbuf_init(&dir);
	strbuf_addf(&dir, "%s/c%zu-%016lx", nfs->workroot, strlen(digits),
	    (unsigned long)mpz_get_ui(x));
	/* CADO-NFS takes an absolute work folder only. */
	strbuf_init(&absdir);
	if (dir.s[0] != '/' && (cwd = getcwd(NULL, 0)) != NULL) {
		strbuf_addf(&absdir, "%s/", cwd);
		free(cwd);
	}
	strbuf_adds(&absdir, dir.s);
	strbuf_init(&log);
	strbuf_addf(&log, "%s.log", dir.s);
	strbuf_init(&out);
	strbuf_adds(&out, "");
	memset(&cmd, 0, sizeof(cmd));
	if (make_dirs(dir.s) == -1) {
		warnx("cannot make %s: %s", dir.s, strerror(errno));
		goto done;
	}
	if ((snapshot = newest_snapshot(dir.s)) != NULL)
		warnx("%zu digits: resuming CADO-NFS from %s", strlen(digits),
		    snapshot);
	cado_cmd_make(&cmd, nfs, snapshot != NULL ? snapshot : digits,
	    snapshot != NULL, absdir.s);
	tail.nfs = nfs;
	tail.digits = strlen(digits);
	/* The log as it grows from here, for the progress lines. */
	if ((tail.fd = open(log.s, O_RDONLY | O_CREAT | O_CLOEXEC,
	    0644)) != -1)
		(void)lseek(tail.fd, 0, SEEK_END);
	if (pipe(fds) == -1 || (pid = fork()) == -1) {
		warnx("cannot run %s: %s", nfs->cado, strerror(errno));
		goto done;
	}
	if (pid == 0) {
		close(fds[0]);
		run_child(cmd.argv, fds[1], log.s);
	}
	close(fds[1]);
	closed = read_until(fds[0], &out, deadline, &tail);
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
	if (tail.fd != -1)
		close(tail.fd);
	strbuf_free(&tail.part);
	cado_cmd_free(&cmd);
	free(snapshot);
	strbuf_free(&dir);
	strbuf_free(&absdir);
	strbuf_free(&log);
	strbuf_free(&out);
	mp_get_memory_functions(NULL, NULL, &free_func);
	free_func(digits, strlen(digits) + 1);
	return found;
}
