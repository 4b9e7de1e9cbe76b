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
 * Entries of a diff of a tree, as cvs diff -uNp writes them in GNU
 * diff's unified format: "Index: PATH", a rule of 67 '=', "--- PATH"
 * and "+++ PATH" (without the dates and revisions CVS adds, which patch
 * does not need), then the hunks; or as git diff writes them, for git
 * apply, git am and patch -p1: "diff --git a/PATH b/PATH", for a new
 * file "new file mode 100644", then "--- a/PATH" ("--- /dev/null" for
 * a new file) and "+++ b/PATH" (without the "index" line of the blobs'
 * hashes, which only a three-way merge needs), then the hunks.
 *
 * A changed file's hunks come from a shortest edit script between the
 * lines of its two texts, found by Myers' algorithm ("An O(ND)
 * Difference Algorithm and Its Variations", Algorithmica 1, 1986) in its
 * linear-space form: the searches from both corners meet on a shortest
 * path, at its middle snake, which splits the problem in two, each
 * solved alike.  Nothing is cut short, so the script is minimal, and it
 * depends on the texts alone.  Two steps that keep it minimal make it
 * GNU diff's more often (so that it is the diff cvs would show): a line
 * that the other text does not hold at all is a change before the
 * search starts, which also keeps the search short where a text gains
 * many new lines; and each run of changes then slides over equal lines
 * as GNU diff slides it (slide_runs()).  A hunk has 3 unchanged lines
 * of context on each side, and two changes at most 6 unchanged lines
 * apart are in one hunk.  Its header ends, as with diff -p, with the
 * last line of the old text before the hunk that starts with a letter,
 * '_' or '$': its first 40 bytes (git's: 80), without the blanks they
 * end with.
 */
#include <err.h>
#include <limits.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "unidiff.h"
#include "util.h"

#define INDEX_RULE	67	/* the '='s under an entry's "Index: " line */
#define CONTEXT		3	/* unchanged lines on each side of a change */
#define FUNCTION_MAX	40	/* bytes of the line a hunk's header names */
#define GIT_FUNCTION_MAX 80	/* the same, as git diff names it */

/* The lines of a text, each with its newline. */
struct text {
	const char	*s;
	size_t		*off;		/* line i is s[off[i]..off[i + 1]) */
	long		 n;
	long		*cls;		/* the same for equal lines only */
	char		*chg;		/* 1 for a line the script changes */
	char		*chg_mem;	/* chg[-1] and chg[n] are 0 */
};

/* Splits s[0..len), which ends in a newline, into the lines of *t. */
static void
text_init(struct text *t, const char *s, size_t len)
{
	size_t	 i;
	long	 n = 0;

	for (i = 0; i < len; i++)
		n += s[i] == '\n';
	t->s = s;
	t->n = n;
	t->off = xcalloc((size_t)n + 1, sizeof(*t->off));
	for (i = 0, n = 0; i < len; i++)
		if (s[i] == '\n')
			t->off[++n] = i + 1;
	t->cls = xcalloc((size_t)n + 1, sizeof(*t->cls));
	t->chg_mem = xcalloc((size_t)n + 2, 1);
	t->chg = t->chg_mem + 1;
}

static void
text_free(struct text *t)
{
	free(t->off);
	free(t->cls);
	free(t->chg_mem);
}

static const char *
line_at(const struct text *t, long i, size_t *len)
{
	*len = t->off[i + 1] - t->off[i];
	return t->s + t->off[i];
}

/* FNV-1a of s[0..len). */
static uint64_t
line_hash(const char *s, size_t len)
{
	uint64_t	 h = 14695981039346656037ULL;

	while (len-- > 0) {
		h ^= (unsigned char)*s++;
		h *= 1099511628211ULL;
	}
	return h;
}

/*
 * Gives every line of a and b its class, from 0: two lines have the
 * same class if and only if they are equal.  Returns how many classes.
 */
static long
classify(struct text *a, struct text *b)
{
	struct slot {
		const char	*s;	/* NULL for a free slot */
		size_t		 len;
		long		 cls;
	} *tab;
	struct text	*t;
	const char	*s;
	size_t		 cap = 1, h, len;
	long		 i, ncls = 0;
	int		 f;

	while (cap < 2 * (size_t)(a->n + b->n) + 2)
		cap <<= 1;
	tab = xcalloc(cap, sizeof(*tab));
	for (f = 0; f < 2; f++) {
		t = f == 0 ? a : b;
		for (i = 0; i < t->n; i++) {
			s = line_at(t, i, &len);
			h = (size_t)line_hash(s, len) & (cap - 1);
			while (tab[h].s != NULL && (tab[h].len != len ||
			    memcmp(tab[h].s, s, len) != 0))
				h = (h + 1) & (cap - 1);
			if (tab[h].s == NULL) {
				tab[h].s = s;
				tab[h].len = len;
				tab[h].cls = ncls++;
			}
			t->cls[i] = tab[h].cls;
		}
	}
	free(tab);
	return ncls;
}

/*
 * Myers' search between the lines of a and b that both texts hold, by
 * their classes a[] and b[]; ai[] and bi[] are their indices in the
 * texts, whose changed flags are achg and bchg.  fwd[k] and bwd[k] are
 * the furthest x that the searches from the top left and from the
 * bottom right have reached on diagonal k = x - y, k from -(lines of b)
 * - 1 to (lines of a) + 1.
 */
struct search {
	const long	*a, *b;
	const long	*ai, *bi;
	char		*achg, *bchg;
	long		*fwd, *bwd;
};

/*
 * Finds, for the lines a[xlo..xhi) and b[ylo..yhi), whose first lines
 * differ and whose last lines differ, a point (*xmid, *ymid) on a
 * shortest edit path from (xlo, ylo) to (xhi, yhi) that splits it into
 * two paths of fewer edits each.  The search goes one edit further
 * from each corner in turn, on the diagonals that many edits can reach
 * (every other one), each as far as equal lines (a snake) take it; the
 * first diagonal on which the two meet holds the middle of a shortest
 * path, after ceil(D/2) edits from the top left for D in all.  Which
 * of two moves ends further on a diagonal decides ties the same way
 * every time: deterministic.
 */
static void
middle_snake(struct search *s, long xlo, long xhi, long ylo, long yhi,
    long *xmid, long *ymid)
{
	long	*fwd = s->fwd, *bwd = s->bwd;
	long	 kmin = xlo - yhi, kmax = xhi - ylo;
	long	 fmin = xlo - ylo, fmax = xlo - ylo;
	long	 bmin = xhi - yhi, bmax = xhi - yhi;
	long	 k, x, y, lo, hi;
	int	 odd = ((fmin - bmin) & 1) != 0;

	fwd[fmin] = xlo;
	bwd[bmin] = xhi;
	for (;;) {
		/*
		 * An edit more from the top left: on diagonal k, right
		 * from k - 1 (a line of a deleted) or down from k + 1 (a
		 * line of b inserted), whichever ends further.  Past the
		 * edge of the box, a diagonal keeps its parity by going
		 * in; beyond the diagonals reached, a sentinel.
		 */
		if (fmin > kmin)
			fwd[--fmin - 1] = -1;
		else
			fmin++;
		if (fmax < kmax)
			fwd[++fmax + 1] = -1;
		else
			fmax--;
		for (k = fmax; k >= fmin; k -= 2) {
			lo = fwd[k - 1];
			hi = fwd[k + 1];
			x = lo < hi ? hi : lo + 1;
			for (y = x - k; x < xhi && y < yhi &&
			    s->a[x] == s->b[y]; x++, y++)
				;
			fwd[k] = x;
			if (odd && bmin <= k && k <= bmax && bwd[k] <= x) {
				*xmid = x;
				*ymid = y;
				return;
			}
		}
		/* An edit more from the bottom right, the same way. */
		if (bmin > kmin)
			bwd[--bmin - 1] = LONG_MAX;
		else
			bmin++;
		if (bmax < kmax)
			bwd[++bmax + 1] = LONG_MAX;
		else
			bmax--;
		for (k = bmax; k >= bmin; k -= 2) {
			lo = bwd[k - 1];
			hi = bwd[k + 1];
			x = lo < hi ? lo : hi - 1;
			for (y = x - k; x > xlo && y > ylo &&
			    s->a[x - 1] == s->b[y - 1]; x--, y--)
				;
			bwd[k] = x;
			if (!odd && fmin <= k && k <= fmax && x <= fwd[k]) {
				*xmid = x;
				*ymid = y;
				return;
			}
		}
	}
}

/*
 * Marks the changes of a shortest edit script from a[xlo..xhi) to
 * b[ylo..yhi): the lines the two start and end with in common are
 * none; if either is then empty, every line of the other is one; else
 * the middle snake splits the problem in two, each of fewer edits, so
 * that the recursion is as deep as the log of the edits.
 */
static void
compare(struct search *s, long xlo, long xhi, long ylo, long yhi)
{
	long	 xmid, ymid;

	while (xlo < xhi && ylo < yhi && s->a[xlo] == s->b[ylo]) {
		xlo++;
		ylo++;
	}
	while (xlo < xhi && ylo < yhi && s->a[xhi - 1] == s->b[yhi - 1]) {
		xhi--;
		yhi--;
	}
	if (xlo == xhi) {
		while (ylo < yhi)
			s->bchg[s->bi[ylo++]] = 1;
	} else if (ylo == yhi) {
		while (xlo < xhi)
			s->achg[s->ai[xlo++]] = 1;
	} else {
		middle_snake(s, xlo, xhi, ylo, yhi, &xmid, &ymid);
		compare(s, xlo, xmid, ylo, ymid);
		compare(s, xmid, xhi, ymid, yhi);
	}
}

/*
 * Keeps of t the lines whose class the other text holds (count[] of
 * each class there not 0), their classes into cls[] and their indices
 * into idx[], and marks the others changed: no common subsequence has
 * them, so the longest ones are those of what is kept.  Returns how
 * many are kept.
 */
static long
keep_common(struct text *t, const long *count, long *cls, long *idx)
{
	long	 i, n = 0;

	for (i = 0; i < t->n; i++) {
		if (count[t->cls[i]] == 0) {
			t->chg[i] = 1;
			continue;
		}
		cls[n] = t->cls[i];
		idx[n++] = i;
	}
	return n;
}

/* Marks in a and b the lines a shortest edit script from a to b changes. */
static void
shortest_script(struct text *a, struct text *b)
{
	struct search	 s;
	long		*acount, *bcount, *acls, *bcls, *aidx, *bidx;
	long		*fwd, *bwd, ncls, n, m, i;

	ncls = classify(a, b);
	acount = xcalloc((size_t)ncls + 1, sizeof(*acount));
	bcount = xcalloc((size_t)ncls + 1, sizeof(*bcount));
	for (i = 0; i < a->n; i++)
		acount[a->cls[i]]++;
	for (i = 0; i < b->n; i++)
		bcount[b->cls[i]]++;
	acls = xcalloc((size_t)a->n + 1, sizeof(*acls));
	aidx = xcalloc((size_t)a->n + 1, sizeof(*aidx));
	bcls = xcalloc((size_t)b->n + 1, sizeof(*bcls));
	bidx = xcalloc((size_t)b->n + 1, sizeof(*bidx));
	n = keep_common(a, bcount, acls, aidx);
	m = keep_common(b, acount, bcls, bidx);
	fwd = xcalloc((size_t)(n + m) + 3, sizeof(*fwd));
	bwd = xcalloc((size_t)(n + m) + 3, sizeof(*bwd));
	s.a = acls;
	s.b = bcls;
	s.ai = aidx;
	s.bi = bidx;
	s.achg = a->chg;
	s.bchg = b->chg;
	s.fwd = fwd + m + 1;
	s.bwd = bwd + m + 1;
	compare(&s, 0, n, 0, m);
	free(acount);
	free(bcount);
	free(acls);
	free(aidx);
	free(bcls);
	free(bidx);
	free(fwd);
	free(bwd);
}

/*
 * Slides each run of changed lines of t over the equal lines around it,
 * as GNU diff does (shift_boundaries() of its analyze.c): where a run's
 * last line equals the line before the run, that line may be the
 * changed one instead, and where its first line equals the line after
 * it, that one.  A run goes as far up as it can, joining the runs it
 * meets, then as far down, until it stops growing; then back up to the
 * lowest place where it ends beside a change of the other text o (a
 * line replaced, rather than a deletion and an insertion apart), if it
 * passed one.  Only equal lines trade places: the script stays
 * minimal.  j follows the line of o paired with line i of t.
 */
static void
slide_runs(struct text *t, const struct text *o)
{
	char		*chg = t->chg;
	const char	*ochg = o->chg;
	const long	*cls = t->cls;
	long		 i = 0, j = 0, start, len, beside;

	for (;;) {
		while (i < t->n && !chg[i]) {
			while (ochg[j])
				j++;
			i++;
			j++;
		}
		if (i == t->n)
			break;
		start = i;
		while (chg[i])
			i++;
		while (ochg[j])
			j++;
		do {
			len = i - start;
			while (start > 0 && cls[start - 1] == cls[i - 1]) {
				chg[--start] = 1;
				chg[--i] = 0;
				while (chg[start - 1])
					start--;
				while (ochg[--j])
					;
			}
			beside = ochg[j - 1] ? i : t->n;
			while (i < t->n && cls[start] == cls[i]) {
				chg[start++] = 0;
				chg[i++] = 1;
				while (chg[i])
					i++;
				while (ochg[++j])
					beside = i;
			}
		} while (len != i - start);
		while (beside < i) {
			chg[--start] = 1;
			chg[--i] = 0;
			while (ochg[--j])
				;
		}
	}
}

/* A change: del lines of a from line0 become ins lines of b from line1. */
struct change {
	long	 line0, del;
	long	 line1, ins;
};

/*
 * Returns the changes that the flags of a and b mark, in order, newly
 * allocated, and sets *n to their number.  The lines between them are
 * equal, as many in a as in b.
 */
static struct change *
changes_of(const struct text *a, const struct text *b, size_t *n)
{
	struct change	*c = NULL;
	long		 i = 0, j = 0;

	*n = 0;
	while (i < a->n || j < b->n) {
		if (!a->chg[i] && !b->chg[j] && i < a->n && j < b->n) {
			i++;
			j++;
			continue;
		}
		c = xreallocarray(c, *n + 1, sizeof(*c));
		c[*n].line0 = i;
		c[*n].line1 = j;
		while (a->chg[i])
			i++;
		while (b->chg[j])
			j++;
		c[*n].del = i - c[*n].line0;
		c[*n].ins = j - c[*n].line1;
		if (c[*n].del == 0 && c[*n].ins == 0)
			errx(1, "internal error: a diff's texts are not "
			    "paired");
		(*n)++;
	}
	return c;
}

/* Adds to sb a line of t after a mark: ' ', '-' or '+'. */
static void
add_line(struct strbuf *sb, char mark, const struct text *t, long i)
{
	const char	*s;
	size_t		 len;

	s = line_at(t, i, &len);
	strbuf_addc(sb, mark);
	strbuf_add(sb, s, len);
}

/*
 * Adds to sb the lines first..last, from 0, of a text as a hunk header
 * gives them: "start,count", "start" for one line, and for none the
 * line before them, "start,0".
 */
static void
add_range(struct strbuf *sb, long first, long last)
{
	if (last < first)
		strbuf_addf(sb, "%ld,0", last + 1);
	else if (last == first)
		strbuf_addf(sb, "%ld", first + 1);
	else
		strbuf_addf(sb, "%ld,%ld", first + 1, last - first + 1);
}

/* Where the search for the line a hunk's header names stands. */
struct function_search {
	long	 searched;	/* the lines before it are searched */
	long	 found;		/* the last one found, or -1 */
	size_t	 max;		/* of its bytes, those named */
};

static int
is_blank(char c)
{
	return c == ' ' || c == '\t' || c == '\n' || c == '\v' ||
	    c == '\f' || c == '\r';
}

/*
 * Adds to sb, after a blank, the line of t that diff -p names in the
 * header of a hunk starting at line first: the last line before it
 * that starts with a letter, '_' or '$', the first fs->max bytes of
 * it, without the blanks they end with; nothing if there is none.
 * Hunks come in order, so each line is looked at once.
 */
static void
add_function(struct strbuf *sb, const struct text *t, long first,
    struct function_search *fs)
{
	const char	*s;
	size_t		 len;
	long		 i;
	char		 c;

	for (i = first - 1; i >= fs->searched; i--) {
		c = t->s[t->off[i]];
		if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
		    c == '_' || c == '$') {
			fs->found = i;
			break;
		}
	}
	fs->searched = first;
	if (fs->found == -1)
		return;
	s = line_at(t, fs->found, &len);
	if (len > fs->max)
		len = fs->max;
	while (len > 0 && is_blank(s[len - 1]))
		len--;
	strbuf_addc(sb, ' ');
	strbuf_add(sb, s, len);
}

/* Adds to sb the hunk of the changes c[0..n) from a to b. */
static void
add_hunk(struct strbuf *sb, const struct text *a, const struct text *b,
    const struct change *c, size_t n, struct function_search *fs)
{
	const struct change *end = &c[n - 1];
	long		 first0, last0, first1, last1, i, j;
	size_t		 k;

	first0 = c->line0 > CONTEXT ? c->line0 - CONTEXT : 0;
	first1 = c->line1 > CONTEXT ? c->line1 - CONTEXT : 0;
	last0 = end->line0 + end->del - 1 + CONTEXT;
	last1 = end->line1 + end->ins - 1 + CONTEXT;
	if (last0 > a->n - 1)
		last0 = a->n - 1;
	if (last1 > b->n - 1)
		last1 = b->n - 1;
	strbuf_adds(sb, "@@ -");
	add_range(sb, first0, last0);
	strbuf_adds(sb, " +");
	add_range(sb, first1, last1);
	strbuf_adds(sb, " @@");
	add_function(sb, a, first0, fs);
	strbuf_addc(sb, '\n');
	for (i = first0, j = first1, k = 0; k < n; k++) {
		for (; i < c[k].line0; i++, j++)
			add_line(sb, ' ', a, i);
		for (; i < c[k].line0 + c[k].del; i++)
			add_line(sb, '-', a, i);
		for (; j < c[k].line1 + c[k].ins; j++)
			add_line(sb, '+', b, j);
	}
	for (; i <= last0; i++)
		add_line(sb, ' ', a, i);
}

/*
 * Adds to sb the lines an entry of style for path starts with, of a new
 * file if added.
 */
static void
add_header(struct strbuf *sb, enum unidiff_style style, const char *path,
    int added)
{
	int	 i;

	if (style == UNIDIFF_GIT) {
		strbuf_addf(sb, "diff --git a/%s b/%s\n", path, path);
		if (added)
			strbuf_addf(sb, "new file mode 100644\n--- /dev/null\n");
		else
			strbuf_addf(sb, "--- a/%s\n", path);
		strbuf_addf(sb, "+++ b/%s\n", path);
		return;
	}
	strbuf_addf(sb, "Index: %s\n", path);
	for (i = 0; i < INDEX_RULE; i++)
		strbuf_addc(sb, '=');
	strbuf_addf(sb, "\n--- %s\n+++ %s\n", path, path);
}

/*
 * Adds to sb the entry of style for a new file at path that holds
 * text[0..len), which ends in a newline: every line added, in one hunk
 * whose header gives the count even of one line (cvs diff's; git's
 * gives none for one line).
 */
void
unidiff_added(struct strbuf *sb, enum unidiff_style style, const char *path,
    const char *text, size_t len)
{
	struct text	 t;
	long		 i;

	text_init(&t, text, len);
	add_header(sb, style, path, 1);
	if (style == UNIDIFF_GIT && t.n == 1)
		strbuf_addf(sb, "@@ -0,0 +1 @@\n");
	else
		strbuf_addf(sb, "@@ -0,0 +1,%ld @@\n", t.n);
	for (i = 0; i < t.n; i++)
		add_line(sb, '+', &t, i);
	text_free(&t);
}

/*
 * Adds to sb the entry of style for the file at path changed from
 * old[0..oldlen) to new[0..newlen), two texts that end in a newline and
 * differ.
 */
void
unidiff_changed(struct strbuf *sb, enum unidiff_style style,
    const char *path, const char *old, size_t oldlen, const char *new,
    size_t newlen)
{
	struct function_search fs = { 0, -1, FUNCTION_MAX };
	struct change	*c;
	struct text	 a, b;
	size_t		 n, k, l;

	text_init(&a, old, oldlen);
	text_init(&b, new, newlen);
	shortest_script(&a, &b);
	slide_runs(&a, &b);
	slide_runs(&b, &a);
	c = changes_of(&a, &b, &n);
	if (style == UNIDIFF_GIT)
		fs.max = GIT_FUNCTION_MAX;
	add_header(sb, style, path, 0);
	for (k = 0; k < n; k = l) {
		for (l = k + 1; l < n && c[l].line0 -
		    (c[l - 1].line0 + c[l - 1].del) <= 2 * CONTEXT; l++)
			;
		add_hunk(sb, &a, &b, c + k, l - k, &fs);
	}
	free(c);
	text_free(&a);
	text_free(&b);
}
