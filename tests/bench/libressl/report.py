#!/usr/bin/env python3
# Copyright (c) 2026 The ectab authors
#
# Permission to use, copy, modify, and distribute this software for any
# purpose with or without fee is hereby granted, provided that the above
# copyright notice and this permission notice appear in all copies.
#
# THE SOFTWARE IS PROVIDED "AS IS" AND THE AUTHORS DISCLAIM ALL WARRANTIES
# WITH REGARD TO THIS SOFTWARE INCLUDING ALL IMPLIED WARRANTIES OF
# MERCHANTABILITY AND FITNESS. IN NO EVENT SHALL THE AUTHORS BE LIABLE FOR
# ANY SPECIAL, DIRECT, INDIRECT, OR CONSEQUENTIAL DAMAGES OR ANY DAMAGES
# WHATSOEVER RESULTING FROM LOSS OF USE, DATA OR PROFITS, WHETHER IN AN
# ACTION OF CONTRACT, NEGLIGENCE OR OTHER TORTIOUS ACTION, ARISING OUT OF
# OR IN CONNECTION WITH THE USE OR PERFORMANCE OF THIS SOFTWARE.
#
"""tests/bench/libressl/report.py: one table from the outputs of
tests/bench/libressl/bench.c run against a stock and a patched LibreSSL.

The samples of an operation from every file of the same build are
pooled (runs alternate between the builds, so that the machine's drift
falls on both).  Per operation, in the order first seen: the median
microseconds and the interquartile range of each build, the speed-up
(stock median / patched median) and the allocations of one operation.
Then LibreSSL's targets, each with what was measured and whether it
holds: those of the static groups (new_free, d2i_PUBKEY), then those
of the static table of G (k*G: ECDSA signing and key generation
faster, verification and ECDH's derivation k*Q not slower); and
LibreSSL's published figures beside ours.  Times are reported, never
asserted.

With --check-allocs it prints no table but checks that every new_free
of the patched build makes exactly 1 allocation and its d2i_PUBKEY:P-256
at most 45: one line per offender, then a last line, "allocations: "
and the outcome; exits 1 if there is an offender.  Counts do not
depend on the machine's noise, so tests may assert them.

usage: report.py --stock FILE... --patched FILE... [--markdown]
                 [--check-allocs]

Exit status: 0; 1 when --check-allocs finds an offender; 2 when an
input cannot be read or is not an output of bench.c.
"""

import argparse
import statistics
import sys

# The operations LibreSSL's targets name.
NEW_FREE = [("P-256", "new_free:prime256v1"), ("P-384", "new_free:secp384r1"),
            ("P-521", "new_free:secp521r1")]
BASELINE = "baseline:malloc_memcpy_free"
D2I_P256 = "d2i_PUBKEY:P-256"
UNCHANGED = ["d2i_PUBKEY:RSA-2048", "d2i_PUBKEY:Ed25519"]
# k*G from a static table of G: at least this much faster, stock /
# patched; and what k*G is no part of, not slower.
FASTER = [("ecdsa_sign:P-256", 3.0), ("keygen:P-256", 4.0),
          ("ecdsa_sign:P-384", 3.0), ("ecdsa_sign:P-521", 3.0)]
NOT_SLOWER = ["ecdsa_verify:P-256", "ecdsa_verify:P-384",
              "ecdsa_verify:P-521", "ecdh:P-256", "ecdh:P-384",
              "ecdh:P-521"]

NEW_FREE_SPEEDUP = 25.0     # at least, stock / patched
NEW_FREE_BASELINE = 3.0     # patched new_free at most this many baselines
D2I_P256_ALLOCS = 45        # at most, patched
D2I_P256_SPEEDUP = 2.0      # at least
UNCHANGED_WITHIN = 0.05     # |patched / stock - 1| at most
NOT_SLOWER_NOISE = 0.05     # not slower: speed-up at least 1 - this

# LibreSSL's published figures (aarch64 VM, µs): before, after.
# Kept as written there, so that they print with their own precision.
PUBLISHED = [
    ("new_free:prime256v1", "new+free P-256", "22.5", "0.24"),
    ("new_free:secp384r1", "new+free P-384", "25.0", "0.23"),
    ("new_free:secp521r1", "new+free P-521", "25.3", "0.23"),
    ("d2i_PUBKEY:P-256", "d2i_PUBKEY P-256", "29.7", "12.8"),
    ("d2i_PUBKEY:P-384", "d2i_PUBKEY P-384", "34.4", "14.6"),
    ("d2i_PUBKEY:P-521", "d2i_PUBKEY P-521", "35.0", "15.2"),
    ("d2i_PUBKEY:RSA-2048", "d2i_PUBKEY RSA-2048", "7.3", "7.2"),
    ("d2i_PUBKEY:Ed25519", "d2i_PUBKEY Ed25519", "2.3", "2.3"),
]


class Unreadable(Exception):
    """An input that is not an output of bench.c."""


class Build:
    """The pooled outputs of one build of LibreSSL."""

    def __init__(self, name):
        self.name = name
        self.files = 0
        self.versions = []
        self.group_sizes = []
        self.allocs = {}        # op: [count per file]
        self.unfreed = {}       # op: [blocks per file that has any]
        self.samples = {}       # op: [µs per op, every file's]

    def median(self, op):
        s = self.samples.get(op)
        return statistics.median(s) if s else None

    def spread(self, op):
        """The interquartile range of op's samples."""
        s = self.samples.get(op)
        if not s:
            return None
        if len(s) < 2:
            return 0.0
        q = statistics.quantiles(s, n=4, method="inclusive")
        return q[2] - q[0]

    def alloc_counts(self, op):
        return sorted(set(self.allocs.get(op, [])))


def read_output(path, build, order):
    """Adds the bench output in path to build; appends operations not
    seen before to order."""
    try:
        with open(path, encoding="utf-8") as f:
            lines = f.read().splitlines()
    except (OSError, UnicodeDecodeError) as e:
        raise Unreadable("%s: %s" % (path, e))
    seen = set()
    for n, line in enumerate(lines, 1):
        word, _, rest = line.partition(" ")
        fields = rest.split()
        try:
            if word == "libcrypto" and rest:
                build.versions.append(rest)
                seen.add(word)
            elif word == "group_size" and len(fields) == 1:
                build.group_sizes.append(int(fields[0]))
                seen.add(word)
            elif word == "allocs" and len(fields) == 2 and \
                    int(fields[1]) >= 0:
                build.allocs.setdefault(fields[0], []).append(
                    int(fields[1]))
            elif word == "unfreed" and len(fields) == 2:
                build.unfreed.setdefault(fields[0], []).append(
                    int(fields[1]))
            elif word == "sample" and len(fields) == 2 and \
                    float(fields[1]) > 0:
                build.samples.setdefault(fields[0], []).append(
                    float(fields[1]))
                seen.add(word)
            elif line.strip():
                raise ValueError
        except ValueError:
            raise Unreadable("%s:%d: not a line of bench.c's output: %s"
                             % (path, n, line))
        if word in ("allocs", "sample") and fields[0] not in order:
            order.append(fields[0])
    missing = {"libcrypto", "group_size", "sample"} - seen
    if missing:
        raise Unreadable("%s: not an output of bench.c (no %s line)"
                         % (path, " or ".join(sorted(missing))))
    build.files += 1


def us(v):
    """Microseconds to four significant digits or so."""
    if v is None:
        return "-"
    if v >= 100:
        return "%.1f" % v
    if v >= 10:
        return "%.2f" % v
    if v >= 1:
        return "%.3f" % v
    return "%.4f" % v


def ratio(a, b):
    return a / b if a is not None and b else None


def times(v, digits=1):
    return "-" if v is None else "%.*fx" % (digits, v)


def counts(build, op):
    c = build.alloc_counts(op)
    if not c:
        return "-"
    return str(c[0]) if len(c) == 1 else "%d-%d" % (c[0], c[-1])


def table(headers, rows, markdown):
    """Prints rows under headers; the first column left-aligned, the
    others right-aligned."""
    if markdown:
        print("| " + " | ".join(headers) + " |")
        print("|:---|" + "---:|" * (len(headers) - 1))
        for r in rows:
            print("| " + " | ".join(r) + " |")
        return
    widths = [max(len(r[i]) for r in [headers] + rows)
              for i in range(len(headers))]
    for r in [headers] + rows:
        cells = [r[0].ljust(widths[0])] + \
            [c.rjust(w) for c, w in zip(r[1:], widths[1:])]
        print("  ".join(cells).rstrip())


def describe(build):
    n = [len(s) for s in build.samples.values()]
    return "%s: %s, sizeof(EC_GROUP) %s, %d run%s pooled, %s samples " \
        "per operation" % (
            build.name, " / ".join(sorted(set(build.versions))),
            " / ".join(str(s) for s in sorted(set(build.group_sizes))),
            build.files, "" if build.files == 1 else "s",
            str(min(n)) if min(n) == max(n) else "%d-%d" % (min(n), max(n)))


def verdict(holds):
    if holds is None:
        return "not measured"
    return "holds" if holds else "does not hold"


def speedup(stock, patched, op, least, claim, digits=1):
    """Returns the line of a target: op's speed-up at least least."""
    s, p = stock.median(op), patched.median(op)
    up = ratio(s, p)
    return "%s %s: %s (%s, %s → %s µs)" % (
        op, claim, verdict(None if up is None else up >= least),
        times(up, digits), us(s), us(p))


def faster(stock, patched, op, least):
    return speedup(stock, patched, op, least,
                   "at least %gx faster than stock" % least)


def targets(stock, patched):
    """Returns LibreSSL's targets as lines: what, measured, verdict."""
    lines = []
    base = patched.median(BASELINE)
    for name, op in NEW_FREE:
        p = patched.median(op)
        lines.append(faster(stock, patched, op, NEW_FREE_SPEEDUP))
        of = ratio(p, base)
        lines.append("%s patched within %gx of %s: %s (%s µs, %s of %s µs)"
                     % (op, NEW_FREE_BASELINE, BASELINE,
                        verdict(None if of is None else
                                of <= NEW_FREE_BASELINE),
                        us(p), times(of), us(base)))

    ops = [op for op in patched.allocs if op.startswith("new_free:")]
    bad = [op for op in ops if patched.alloc_counts(op) != [1]]
    stock_all = sorted(c for op in stock.allocs if op.startswith("new_free:")
                       for c in stock.alloc_counts(op))
    # The first few offenders: --check-allocs lists them all.
    got = "%d curves" % len(ops) if not bad else \
        "%d of %d curves not 1: %s%s" % (
            len(bad), len(ops),
            ", ".join("%s %s" % (op.partition(":")[2], counts(patched, op))
                      for op in bad[:3]), ", ..." if len(bad) > 3 else "")
    lines.append("new_free allocations on patched 1 for every curve: %s "
                 "(%s; stock %s)" % (
                     verdict(None if not ops else not bad), got,
                     "-" if not stock_all else
                     "%d-%d" % (stock_all[0], stock_all[-1])))

    c = patched.alloc_counts(D2I_P256)
    lines.append("%s patched allocations at most %d: %s (%s; stock %s)" % (
        D2I_P256, D2I_P256_ALLOCS,
        verdict(None if not c else c[-1] <= D2I_P256_ALLOCS),
        counts(patched, D2I_P256), counts(stock, D2I_P256)))
    lines.append(faster(stock, patched, D2I_P256, D2I_P256_SPEEDUP))

    for op in UNCHANGED:
        s, p = stock.median(op), patched.median(op)
        r = ratio(p, s)
        change = "-" if r is None else "%+.1f%%" % ((r - 1) * 100)
        lines.append("%s patched within %g%% of stock, either way: %s "
                     "(%s; %s → %s µs)" % (
                         op, UNCHANGED_WITHIN * 100,
                         verdict(None if r is None else
                                 abs(r - 1) <= UNCHANGED_WITHIN),
                         change, us(s), us(p)))

    for op, least in FASTER:
        lines.append(faster(stock, patched, op, least))
    least = 1 - NOT_SLOWER_NOISE
    for op in NOT_SLOWER:
        lines.append(speedup(stock, patched, op, least,
                             "not slower than stock (speed-up at least "
                             "%.2fx, %g%% for noise)" % (
                                 least, NOT_SLOWER_NOISE * 100), 2))
    return lines


def published(stock, patched, markdown):
    rows = []
    for op, name, before, after in PUBLISHED:
        s, p = stock.median(op), patched.median(op)
        rows.append([name, "%s → %s" % (before, after),
                     times(float(before) / float(after)),
                     "%s → %s" % (us(s), us(p)),
                     times(ratio(s, p))])
    table(["operation", "LibreSSL µs (aarch64 VM)", "speed-up",
           "ours µs, stock → patched", "speed-up"], rows, markdown)


def unfreed(stock, patched):
    """Returns a line per operation that left blocks allocated."""
    return ["%s %s leaves %s blocks allocated per operation" % (
        b.name, op, "-".join(str(n) for n in sorted(set(b.unfreed[op]))))
        for b in (stock, patched) for op in b.unfreed]


def check_allocs(patched):
    """--check-allocs: prints the offenders and the outcome; returns 1
    if there is an offender, else 0."""
    bad = []
    ops = [op for op in patched.allocs if op.startswith("new_free:")]
    if not ops:
        bad.append("no new_free operation")
    for op in ops:
        if patched.alloc_counts(op) != [1]:
            bad.append("%s %s (not 1)" % (op, counts(patched, op)))
    c = patched.alloc_counts(D2I_P256)
    if not c:
        bad.append("no %s" % D2I_P256)
    elif c[-1] > D2I_P256_ALLOCS:
        bad.append("%s %s (more than %d)" % (
            D2I_P256, counts(patched, D2I_P256), D2I_P256_ALLOCS))
    for msg in bad:
        print("offender on patched: %s" % msg)
    if bad:
        print("allocations: %d offenders on patched: %s"
              % (len(bad), "; ".join(bad)))
        return 1
    print("allocations: on patched every new_free makes 1 (%d curves), "
          "%s %s (at most %d)" % (len(ops), D2I_P256,
                                   counts(patched, D2I_P256),
                                   D2I_P256_ALLOCS))
    return 0


def main():
    # Never fail over a character the terminal's encoding lacks (µ, →).
    sys.stdout.reconfigure(errors="replace")
    ap = argparse.ArgumentParser(
        description="One table from tests/bench/libressl/bench.c's outputs.")
    ap.add_argument("--stock", nargs="+", required=True, metavar="FILE")
    ap.add_argument("--patched", nargs="+", required=True, metavar="FILE")
    ap.add_argument("--markdown", action="store_true")
    ap.add_argument("--check-allocs", action="store_true")
    args = ap.parse_args()

    stock, patched, order = Build("stock"), Build("patched"), []
    try:
        for path in args.stock:
            read_output(path, stock, order)
        for path in args.patched:
            read_output(path, patched, order)
    except Unreadable as e:
        print("report.py: %s" % e, file=sys.stderr)
        sys.exit(2)

    if args.check_allocs:
        sys.exit(check_allocs(patched))

    bullet = "- " if args.markdown else ""
    sep = "\n" if args.markdown else ""
    for b in (stock, patched):
        print(bullet + describe(b))
    print(bullet + "µs: median µs per operation of the pooled samples; "
          "spread: their interquartile range (Q3 - Q1), µs; speed-up: "
          "stock median / patched median; allocs: allocator calls of one "
          "operation")
    print()
    rows = []
    for op in order:
        s, p = stock.median(op), patched.median(op)
        rows.append([op, us(s), us(stock.spread(op)), us(p),
                     us(patched.spread(op)), times(ratio(s, p)),
                     counts(stock, op), counts(patched, op)])
    table(["op", "stock µs", "stock spread", "patched µs", "patched spread",
           "speed-up", "stock allocs", "patched allocs"], rows, args.markdown)
    leaks = unfreed(stock, patched)
    if leaks:
        print()
    for line in leaks:
        print(bullet + line)

    print("\nLibreSSL's targets (measured here, not asserted):" + sep)
    for line in targets(stock, patched):
        print(("- " if args.markdown else "  ") + line)
    print("\nLibreSSL's published figures beside ours:" + sep)
    published(stock, patched, args.markdown)


if __name__ == "__main__":
    main()
