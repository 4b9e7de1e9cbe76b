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
 * ectab-certify's progress, on standard error.  The program says what
 * it works on (progress_subject: a curve and a key), each stage of that
 * work as it begins (progress_begin: a method on a number), what the
 * stage has done so far (progress_detail) and how it ended
 * (progress_end).  A thread prints the stage's line once it has lasted
 * PROGRESS_FIRST seconds, so that the many quick stages print nothing,
 * then again at most every PROGRESS_EVERY seconds, with its latest
 * detail and its time, and the stage's end prints a last line if one
 * was printed.  It has to be a thread: PARI's factoring and primecert
 * run for minutes without returning.  progress_step, for a stage of
 * CADO-NFS, prints at once.  Without progress_start (-q) nothing is
 * printed.  Nothing here changes what the program writes in its files.
 */
#include <err.h>
#include <pthread.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

#include "progress.h"

#define PROGRESS_FIRST	2.0
#define PROGRESS_EVERY	5.0
#define PROGRESS_TEXT	256

static pthread_mutex_t	 lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t	 wake;
static pthread_t	 ticker;
static char		 subject[PROGRESS_TEXT];
static char		 stage[PROGRESS_TEXT];
static char		 detail[PROGRESS_TEXT];
static double		 started;	/* when the stage began */
static double		 shown;		/* its last line, or 0 */
static int		 active;	/* a stage is under way */
static int		 running;	/* the thread prints */
static int		 quitting;

/* Seconds since an arbitrary start, for timing. */
double
seconds_now(void)
{
	struct timespec	 ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

/* Writes the t seconds as "12.3 s", "4 min 05 s" or "2 h 07 min". */
static void
duration(char *buf, size_t len, double t)
{
	unsigned long	 s = (unsigned long)t;

	if (t < 60)
		snprintf(buf, len, "%.1f s", t);
	else if (s < 3600)
		snprintf(buf, len, "%lu min %02lu s", s / 60, s % 60);
	else
		snprintf(buf, len, "%lu h %02lu min", s / 3600, s / 60 % 60);
}

/*
 * Prints the stage's line at time t, with text after it if there is
 * any; the lock is held.  One fprintf, so that a line of warnx(3),
 * which locks standard error for its whole line, is never cut by it.
 */
static void
say(const char *text, double t)
{
	char	 took[32];

	duration(took, sizeof(took), t - started);
	fprintf(stderr, "ectab-certify: %s: %s%s%s, %s\n", subject, stage,
	    *text != '\0' ? ": " : "", text, took);
	shown = t;
}

/*
 * When the stage's next line is due: PROGRESS_FIRST seconds after it
 * began, then PROGRESS_EVERY seconds or a tenth of its time so far
 * after the last, whichever is longer: some ninety lines in a day.
 */
static double
due(void)
{
	double	 every = (shown - started) / 10;

	if (shown == 0)
		return started + PROGRESS_FIRST;
	return shown + (every > PROGRESS_EVERY ? every : PROGRESS_EVERY);
}

/* The thread: prints each stage's line when it is due. */
static void *
tick(void *unused)
{
	struct timespec	 ts;
	double		 t, at;

	(void)unused;
	pthread_mutex_lock(&lock);
	while (!quitting) {
		t = seconds_now();
		at = active ? due() : t + 3600;
		if (at <= t) {
			say(detail, t);
			continue;
		}
		ts.tv_sec = (time_t)at;
		ts.tv_nsec = (long)((at - (double)ts.tv_sec) * 1e9);
		pthread_cond_timedwait(&wake, &lock, &ts);
	}
	pthread_mutex_unlock(&lock);
	return NULL;
}

/* Starts printing progress. */
void
progress_start(void)
{
	pthread_condattr_t	 attr;
	sigset_t		 all, old;
	int			 rc;

	pthread_condattr_init(&attr);
	pthread_condattr_setclock(&attr, CLOCK_MONOTONIC);
	pthread_cond_init(&wake, &attr);
	pthread_condattr_destroy(&attr);
	/* Signals go to the main thread, where PARI handles them. */
	sigfillset(&all);
	pthread_sigmask(SIG_SETMASK, &all, &old);
	if ((rc = pthread_create(&ticker, NULL, tick, NULL)) != 0)
		errx(1, "cannot start the progress thread: %s", strerror(rc));
	pthread_sigmask(SIG_SETMASK, &old, NULL);
	running = 1;
}

/* Stops printing progress, if it was started. */
void
progress_stop(void)
{
	if (!running)
		return;
	pthread_mutex_lock(&lock);
	quitting = 1;
	pthread_cond_signal(&wake);
	pthread_mutex_unlock(&lock);
	pthread_join(ticker, NULL);
	pthread_cond_destroy(&wake);
	running = 0;
}

static void	 set(char *, int, const char *, va_list)
		    __attribute__((__format__(__printf__, 3, 0)));

/*
 * Sets text (subject or detail) as fmt says, under the lock; if now,
 * prints the stage's line at once.
 */
static void
set(char *text, int now, const char *fmt, va_list ap)
{
	pthread_mutex_lock(&lock);
	vsnprintf(text, PROGRESS_TEXT, fmt, ap);
	if (now && running && active)
		say(detail, seconds_now());
	pthread_mutex_unlock(&lock);
}

/* Sets what the stages to come work on: "P-256: twist_factors". */
void
progress_subject(const char *fmt, ...)
{
	va_list	 ap;

	va_start(ap, fmt);
	set(subject, 0, fmt, ap);
	va_end(ap);
}

/* Begins a stage: "77 digits: GMP-ECM for 54 s from curve 1". */
void
progress_begin(const char *fmt, ...)
{
	va_list	 ap;

	pthread_mutex_lock(&lock);
	va_start(ap, fmt);
	vsnprintf(stage, sizeof(stage), fmt, ap);
	va_end(ap);
	detail[0] = '\0';
	started = seconds_now();
	shown = 0;
	active = 1;
	if (running)
		pthread_cond_signal(&wake);
	pthread_mutex_unlock(&lock);
}

/* Says what the stage has done so far, for its next line. */
void
progress_detail(const char *fmt, ...)
{
	va_list	 ap;

	va_start(ap, fmt);
	set(detail, 0, fmt, ap);
	va_end(ap);
}

/* Says what the stage does now, and prints it at once. */
void
progress_step(const char *fmt, ...)
{
	va_list	 ap;

	va_start(ap, fmt);
	set(detail, 1, fmt, ap);
	va_end(ap);
}

/*
 * Ends the stage, saying how ("no factor"); printed if the stage was,
 * or has lasted long enough to be.
 */
void
progress_end(const char *fmt, ...)
{
	va_list	 ap;
	char	 text[PROGRESS_TEXT];
	double	 t = seconds_now();

	pthread_mutex_lock(&lock);
	if (running && active && (shown > 0 || t >= due())) {
		va_start(ap, fmt);
		vsnprintf(text, sizeof(text), fmt, ap);
		va_end(ap);
		say(text, t);
	}
	active = 0;
	pthread_mutex_unlock(&lock);
}
