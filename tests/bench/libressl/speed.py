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
"""tests/bench/libressl/speed.py: LibreSSL's own benchmark, openssl
speed, and size -A of libcrypto.a, of a stock and a patched build: one
table of each.

speed.py run [-t SECONDS] OPENSSL ALGORITHM...
    Runs OPENSSL speed ALGORITHM..., each test for SECONDS (2 by
    default, less than 10) rather than speed's fixed 10 s: LibreSSL's
    speed has no option for the time (-elapsed only counts wall-clock
    time instead of user CPU time), and ends a test when SIGALRM comes
    from its alarm(10); so run sends it that signal itself SECONDS after
    speed says on standard error that a test begins ("Doing ... for
    10s: ").  The rates speed prints are what it counted over the time
    it measured, whoever ended the test.  speed's standard output and
    standard error go to this program's, unchanged.

speed.py report --stock FILE... --patched FILE...
                --stock-size FILE --patched-size FILE [--markdown]
    Reads speed's standard output, one run a FILE, of each build, and
    size -A of each build's libcrypto.a.  Prints, for each rate of
    speed's tables of ECDSA and ECDH (sign/s, verify/s, op/s) and each
    curve they have, the median of the stock runs, that of the patched
    runs, and patched / stock; then the bytes of the archive by kind of
    section, stock, patched and the change, and the same for each
    object that differs in more than its strings (those that differ in
    their strings alone are counted: the file names of assertions and
    error messages are the build folder's, whose path may differ in
    length from one build to the other).  The kinds:
    text (.text*), rodata (.rodata*, but strings), strings (.rodata.str*,
    merged constant strings), data.rel.ro (constant data that holds
    pointers, written by the loader of a position-independent program,
    read-only after that), data (the other .data*, .init_array,
    .fini_array, .tdata), bss (.bss*, .tbss), other (what else is
    loaded, .eh_frame for one); .comment, .note* and .debug* are not
    loaded and not counted.  Figures are reported, never asserted.

speed.py frontier FILE [--chosen CURVE=TxC...] [--markdown]
    Reads the lines of frontier.c (LABEL CURVE BYTES KG_US SIGN_US, LABEL
    the comb's shape TxC) and of callgrind's counts of ec_mul_base_fe()
    (LABEL CURVE ir INSTRUCTIONS) that FILE holds, and prints for each
    curve its combs by size: bytes with 64-bit words, the instructions
    of one k * G, and the microseconds of CPU time of k * G and of a
    signature; the shapes --chosen names are marked.  Each shape must
    have both lines.

speed.py rodata --base FILE --patched FILE --max BYTES
    Reads size -A of the same objects built two ways (the first two
    diffs of the series, and all three), and prints their bytes by kind
    of section, either way and the change, then a line of the rodata
    the change adds; exits 1 if that is more than BYTES.

Exit status: 0; 1 when speed fails (run) or rodata adds more than
--max; 2 on a usage error or when an
input cannot be read or is not such an output (report): a line
"speed.py: FILE:LINE: what" says what it could not read.
"""

import argparse
import math
import os
import re
import select
import signal
import statistics
import subprocess
import sys
import time

from report import table

# speed's own time for a public-key test; run ends each one before it.
SPEED_SECONDS = 10
BEGINS = b"Doing "

# speed's standard output: the library's version and how it was built,
# then its tables.
VERSION = re.compile(r"(LibreSSL|OpenSSL) \S+")
BUILT = re.compile(r"built on: .*|compiler: .*|options: ?.*")
HEADERS = {
    "ecdsa": re.compile(r"\s+sign\s+verify\s+sign/s\s+verify/s"),
    "ecdh": re.compile(r"\s+op\s+op/s"),
}
ROWS = {
    "ecdsa": (re.compile(r"\s*(\d+) bit ecdsa \((\w+)\)\s+(\S+)s\s+(\S+)s"
                         r"\s+(\S+)\s+(\S+)"), ["sign/s", "verify/s"]),
    "ecdh": (re.compile(r"\s*(\d+) bit ecdh \((\w+)\)\s+(\S+)s\s+(\S+)"),
             ["op/s"]),
}

# size -A: a header a member (or a file), its sections, their total.
MEMBER = re.compile(r"(\S.*?)\s+\(ex .*\):|(\S.*?)\s*:")
COLUMNS = re.compile(r"section\s+size\s+addr")
SECTION = re.compile(r"(\S+)\s+(\d+)\s+(\d+)")
TOTAL = re.compile(r"Total\s+(\d+)")
KINDS = ["text", "rodata", "strings", "data.rel.ro", "data", "bss",
         "other"]
NOT_LOADED = re.compile(r"\.comment$|\.note|\.debug")


class Unreadable(Exception):
    """An input that is not what it should be an output of."""


def seconds(s):
    t = float(s)
    if not 0 < t < SPEED_SECONDS:
        raise argparse.ArgumentTypeError(
            "must be more than 0 and less than %d: %s" % (SPEED_SECONDS, s))
    return t


def run(args):
    """run: returns speed's exit status, 1 if a signal ended it."""
    try:
        proc = subprocess.Popen([args.openssl, "speed"] + args.algorithm,
                                stderr=subprocess.PIPE)
    except OSError as e:
        print("speed.py: %s: %s" % (args.openssl, e), file=sys.stderr)
        return 1
    fd = proc.stderr.fileno()
    err, due = b"", None
    while True:
        wait = None if due is None else max(0.0, due - time.monotonic())
        if select.select([fd], [], [], wait)[0]:
            chunk = os.read(fd, 4096)
            if not chunk:
                break
            sys.stderr.buffer.write(chunk)
            sys.stderr.buffer.flush()
            begun = err.count(BEGINS)
            err += chunk
            if err.count(BEGINS) > begun:
                due = time.monotonic() + args.t
        elif due is not None:
            proc.send_signal(signal.SIGALRM)
            due = None
    rc = proc.wait()
    if rc != 0:
        print("speed.py: %s speed exited %d" % (args.openssl, rc),
              file=sys.stderr)
    return 1 if rc < 0 else rc


def rate(text):
    v = float(text)
    if not math.isfinite(v) or v <= 0:
        raise ValueError
    return v


def numbered_lines(path):
    """Yields "path:n" and line n of the file at path."""
    try:
        with open(path, encoding="utf-8") as f:
            lines = f.read().splitlines()
    except (OSError, UnicodeDecodeError) as e:
        raise Unreadable("%s: %s" % (path, e))
    for n, line in enumerate(lines, 1):
        yield "%s:%d" % (path, n), line


def read_speed(path):
    """Returns the version and {(rate's name, curve): rate} of the
    standard output of openssl speed in path."""
    version, rates, kind = None, {}, None
    for where, line in numbered_lines(path):
        if not line.strip():
            continue
        if VERSION.fullmatch(line):
            version = version or line
            continue
        if BUILT.fullmatch(line):
            continue
        heads = [k for k, h in HEADERS.items() if h.fullmatch(line)]
        if heads:
            kind = heads[0]
            continue
        m = kind and ROWS[kind][0].fullmatch(line)
        if not m:
            raise Unreadable("%s: not a line of openssl speed's table: %s"
                             % (where, line))
        names = ROWS[kind][1]
        curve = m.group(2)
        try:
            for name, value in zip(names, m.groups()[-len(names):]):
                key = ("%s %s" % (kind, name), curve)
                if key in rates:
                    raise Unreadable("%s: %s %s a second time"
                                     % (where, curve, key[0]))
                rates[key] = rate(value)
        except ValueError:
            raise Unreadable("%s: not a rate: %s" % (where, line))
    if version is None or not rates:
        raise Unreadable("%s: not an output of openssl speed (no %s)"
                         % (path, "version line" if version is None
                            else "rate"))
    return version, rates


def kind_of(section):
    """Returns the kind of a section, or None if it is not loaded."""
    if NOT_LOADED.match(section):
        return None
    if section.startswith(".rodata.str"):
        return "strings"
    for prefix, kind in ((".text", "text"), (".rodata", "rodata"),
                         (".data.rel.ro", "data.rel.ro"), (".data", "data"),
                         (".init_array", "data"), (".fini_array", "data"),
                         (".tdata", "data"), (".bss", "bss"),
                         (".tbss", "bss")):
        if section == prefix or section.startswith(prefix + "."):
            return kind
    return "other"


def read_size(path):
    """Returns {object: {kind: bytes}} of the output of size -A in path,
    in the order of the objects."""
    objects, sizes, state, total = {}, None, "member", 0
    for where, line in numbered_lines(path):
        m = None
        if state == "member" and not line.strip():
            continue
        if state == "member" and (m := MEMBER.fullmatch(line)):
            name = m.group(1) or m.group(2)
            key, i = name, 1
            while key in objects:
                i += 1
                key = "%s #%d" % (name, i)
            sizes = objects[key] = dict.fromkeys(KINDS, 0)
            state, total = "columns", 0
        elif state == "columns" and COLUMNS.fullmatch(line):
            state = "sections"
        elif state == "sections" and (m := SECTION.fullmatch(line)):
            kind = kind_of(m.group(1))
            if kind is not None:
                sizes[kind] += int(m.group(2))
            total += int(m.group(2))
        elif state == "sections" and (m := TOTAL.fullmatch(line)):
            if int(m.group(1)) != total:
                raise Unreadable("%s: Total %s, but the sections add up "
                                 "to %d" % (where, m.group(1), total))
            state = "member"
        else:
            raise Unreadable("%s: not a line of size -A's output: %s"
                             % (where, line))
    if state != "member" or not objects:
        raise Unreadable("%s: not an output of size -A (%s)" % (
            path, "no object" if not objects else "it ends before a Total"))
    return objects


def same_rows(path, rows, first, first_rows):
    """Raises Unreadable unless path has the rows of first."""
    if set(rows) != set(first_rows):
        raise Unreadable("%s: not the rows of %s: %s" % (
            path, first, ", ".join(sorted(
                "%s %s" % k for k in set(rows) ^ set(first_rows)))))


def pooled(files):
    """Returns the versions of files and {row: [rate a file]}; every
    file must have the same rows."""
    versions, rates, rows = [], {}, None
    for path in files:
        version, r = read_speed(path)
        if rows is not None:
            same_rows(path, r, files[0], rows)
        rows = r
        versions.append(version)
        for key, v in r.items():
            rates.setdefault(key, []).append(v)
    return versions, rates


def speed_table(stock_files, patched_files, markdown):
    """Prints the table of openssl speed's rates, rows in the order of
    speed's tables, each of its columns in turn."""
    sv, stock = pooled(stock_files)
    pv, patched = pooled(patched_files)
    same_rows(patched_files[0], patched, stock_files[0], stock)
    columns = list(dict.fromkeys(k[0] for k in stock))
    bullet = "- " if markdown else ""
    print(bullet + "openssl speed, stock: %s, %d run%s; patched: %s, %d "
          "run%s; per second of user CPU time, the median of the runs; "
          "speed-up: patched / stock" % (
              " / ".join(sorted(set(sv))), len(stock_files),
              "" if len(stock_files) == 1 else "s",
              " / ".join(sorted(set(pv))), len(patched_files),
              "" if len(patched_files) == 1 else "s"))
    print()
    rows = []
    for key in sorted(stock, key=lambda k: columns.index(k[0])):
        s, p = statistics.median(stock[key]), statistics.median(patched[key])
        rows.append(["%s %s" % key, "%.1f" % s, "%.1f" % p,
                     "%.2fx" % (p / s)])
    table(["openssl speed", "stock", "patched", "speed-up"], rows, markdown)


def row(what, kind, s, p):
    """A row of the table of sizes: s and p are None where absent."""
    return ["%s %s" % (what, kind), "-" if s is None else str(s),
            "-" if p is None else str(p), "%+d" % ((p or 0) - (s or 0))]


def size_table(stock, patched, markdown):
    """Prints the sizes of read_size's stock and patched."""
    bullet = "- " if markdown else ""
    strings_only = 0
    rows = [row("libcrypto.a", kind,
                sum(o[kind] for o in stock.values()),
                sum(o[kind] for o in patched.values())) for kind in KINDS]
    for name in list(stock) + [o for o in patched if o not in stock]:
        s, p = stock.get(name), patched.get(name)
        kinds = [k for k in KINDS if (s and s[k]) != (p and p[k])]
        if kinds == ["strings"]:
            strings_only += 1
            continue
        rows += [row(name, k, s and s[k], p and p[k]) for k in kinds]
    print(bullet + "size -A of libcrypto.a, bytes: the archive, then each "
          "object that differs in more than its strings (the kinds of "
          "section that differ); %d other object%s differ%s in %s "
          "strings alone" % (strings_only, "" if strings_only == 1 else "s",
                             "s" if strings_only == 1 else "",
                             "its" if strings_only == 1 else "their"))
    print()
    table(["size -A", "stock", "patched", "change"], rows, markdown)


FRONTIER_TIMES = re.compile(r"(\d+x\d+) (\S+) (\d+) ([\d.]+) ([\d.]+)$")
FRONTIER_IR = re.compile(r"(\d+x\d+) (\S+) ir (\d+)$")


def frontier_table(path, chosen, markdown):
    """Prints frontier.c's and callgrind's figures in path by curve."""
    shapes = {}
    for where, line in numbered_lines(path):
        m = FRONTIER_TIMES.match(line)
        if m:
            shapes.setdefault(m.group(2, 1), {}).update(
                bytes=int(m.group(3)), kg=float(m.group(4)),
                sign=float(m.group(5)))
            continue
        m = FRONTIER_IR.match(line)
        if not m:
            raise Unreadable("%s: not a line of frontier.c or of its "
                             "instruction count: %s" % (where, line))
        shapes.setdefault(m.group(2, 1), {})["ir"] = int(m.group(3))
    for key, v in shapes.items():
        if len(v) != 4:
            raise Unreadable("%s: %s %s has no %s" % (
                path, key[1], key[0],
                "instruction count" if "ir" not in v else "times"))
    bullet = "- " if markdown else ""
    for curve in dict.fromkeys(k[0] for k in shapes):
        rows = []
        for (c, shape), v in sorted(shapes.items(),
                                    key=lambda kv: (kv[1]["bytes"],
                                                    kv[0][1])):
            if c != curve:
                continue
            mark = " (chosen)" if "%s=%s" % (c, shape) in chosen else ""
            rows.append([shape + mark, "%.1f" % (v["bytes"] / 1024),
                         "%.2f" % (v["ir"] / 1e6), "%.0f" % v["kg"],
                         "%.0f" % v["sign"]])
        print(bullet + "%s: combs of TxC (T teeth, C tables), by size" %
              curve)
        print()
        table(["comb", "KiB", "Minstr k*G", "us k*G", "us sign"], rows,
              markdown)
        print()


def rodata_check(base_path, patched_path, most):
    """Prints the sizes of the objects of either output of size -A by
    kind; returns 1 if the patched ones hold more than most bytes of
    rodata more than the base ones, else 0."""
    base, patched = read_size(base_path), read_size(patched_path)
    if len(base) != len(patched):
        raise Unreadable("%s: %d objects, %s: %d" % (
            base_path, len(base), patched_path, len(patched)))
    rows = []
    for kind in KINDS:
        b = sum(o[kind] for o in base.values())
        p = sum(o[kind] for o in patched.values())
        rows.append(row("%d objects" % len(base), kind, b, p))
    table(["size -A", "01-02", "01-03", "change"], rows, False)
    b = sum(o["rodata"] for o in base.values())
    p = sum(o["rodata"] for o in patched.values())
    print("%d bytes of .rodata added (%d to %d, %d objects), at most %d"
          % (p - b, b, p, len(base), most))
    return 1 if p - b > most else 0


def main():
    sys.stdout.reconfigure(errors="replace")
    ap = argparse.ArgumentParser(
        description="openssl speed and size -A of a stock and a patched "
        "LibreSSL.")
    sub = ap.add_subparsers(dest="command", required=True)
    r = sub.add_parser("run", help="run openssl speed, shorter")
    r.add_argument("-t", type=seconds, default=2.0, metavar="SECONDS")
    r.add_argument("openssl")
    r.add_argument("algorithm", nargs="+")
    p = sub.add_parser("report", help="one table of either build")
    p.add_argument("--stock", nargs="+", required=True, metavar="FILE")
    p.add_argument("--patched", nargs="+", required=True, metavar="FILE")
    p.add_argument("--stock-size", required=True, metavar="FILE")
    p.add_argument("--patched-size", required=True, metavar="FILE")
    p.add_argument("--markdown", action="store_true")
    o = sub.add_parser("rodata", help="the rodata a change adds")
    o.add_argument("--base", required=True, metavar="FILE")
    o.add_argument("--patched", required=True, metavar="FILE")
    o.add_argument("--max", required=True, type=int, metavar="BYTES")
    f = sub.add_parser("frontier", help="the size and speed of each comb")
    f.add_argument("file")
    f.add_argument("--chosen", nargs="*", default=[], metavar="CURVE=TxC")
    f.add_argument("--markdown", action="store_true")
    args = ap.parse_args()

    if args.command == "run":
        sys.exit(run(args))
    if args.command == "rodata":
        try:
            sys.exit(rodata_check(args.base, args.patched, args.max))
        except Unreadable as e:
            print("speed.py: %s" % e, file=sys.stderr)
            sys.exit(2)
    if args.command == "frontier":
        try:
            frontier_table(args.file, args.chosen, args.markdown)
        except Unreadable as e:
            print("speed.py: %s" % e, file=sys.stderr)
            sys.exit(2)
        return
    try:
        sizes = read_size(args.stock_size), read_size(args.patched_size)
        speed_table(args.stock, args.patched, args.markdown)
    except Unreadable as e:
        print("speed.py: %s" % e, file=sys.stderr)
        sys.exit(2)
    print()
    size_table(*sizes, args.markdown)


if __name__ == "__main__":
    main()
