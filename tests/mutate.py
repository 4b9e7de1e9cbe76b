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
"""Mutation proof of the reference checker, compiled end to end.

Takes a header in the layout of templates/libressl.tmpl or
templates/generic.tmpl, and for one word size's section changes every
field of every curve: one bit in one word of each array (the word and
bit rotating from array to array), every number of each descriptor
(word counts, significant-word counts, both n0 words of p and of n,
a_is_minus3, seed lengths), each name (a letter's case) and NID (the
next curve's); with --seeds, one byte of each seed; and the declared
count of curves.  In the libressl layout, also the copies of LibreSSL's
field code in the static groups (fm, fe_a, fe_b: a word of each, and
in a group without a table of G, each given a value), and each comb
of G (its first, middle and last word, teeth, combs and spacing, its
teeth and combs made a comb of its first points that does not cover
the order, and a group without one given one).  A field is changed in
every curve at once, in one mutant header: each mutant is compiled
into an adapter (a shared object), and the checker's -m mode checks
them as -q would, many in one process, reporting the curves with a
mismatch; those of tables of G are the point-table checker's, whose
-m mode does the same.  Every changed curve must have one, and no
other curve: so every change is caught, in the curve it was made in.
The checker's -M mode makes the same kind of change to every word in
memory; this shows that what the compiler sees of the header is what
the adapters hand the checker.  A few mutants of the constants that
arithmetic uses are also run with -p on their curve, the functional
proof alone, which must catch them too.

With --openssl KIND, HEADER is one of OpenSSL's tables of G, as
templates openssl-KIND write it (nistz256, sm2p256, nistp224,
nistp256, nistp384, nistp521), read by the adapter of the point-table
checker that gen/checker/lib.sh's openssl_table_adapter names: a few
of its words and limbs are changed, each in a mutant table of its own
(openssl_mutants()), and each must make the checker fail at the point,
coordinate and limb changed.  With --wolfssl KIND, HEADER is a block
of wolfSSL's tables of G, as template wolfssl-KIND writes it (c32,
c64, sp64, sp32, dsp32), read by the adapter that
wolfssl_table_adapter names, and changed alike (wolfssl_mutants()).

usage: mutate.py HEADER BITS CC OBJDIR [--run PREFIX] [--seeds] [--jobs N]
                 [--only TEXT] [--adapter FILE] [--ptables FILE]
                 [--openssl KIND | --wolfssl KIND]
(from the top of the tree).  Prints PASS/FAIL lines and "detected X of
Y changes".  To show that the proof catches a checker that no longer
checks something: --adapter and --ptables take a changed copy of the
checker's adapter and of gen/checker/ptables.c, and --only makes only
the changes whose description has TEXT.
"""

import argparse
import concurrent.futures
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from lib import check, failures  # noqa: E402
from kat import WOLFSSL_BLOCK, WOLFSSL_LAYOUTS  # noqa: E402

BATCH = 64
HEX = re.compile(r"0x[0-9a-f]+")


def layout(header, objdir):
    """The adapter that reads the header, and the flags to compile it
    with: gen/checker/lib.sh's checker_adapter, the rule of make verify and
    build_checker, which reads the header's content, never its name.
    For the generic layout it writes the NID_SYMBOLS and CONSTANTS
    files into objdir, named from the top of the tree."""
    r = subprocess.run(["bash", "-c", '. gen/checker/lib.sh && '
                        'checker_adapter "$1" "$2"', "checker_adapter",
                        header, os.path.relpath(objdir)],
                       capture_output=True, text=True)
    if r.returncode != 0:
        sys.exit("mutate.py: " + r.stderr.strip())
    adapter, *flags = r.stdout.split()
    return adapter, flags


def section(text, bits):
    """The [start, end) of the text for bits-bit words."""
    m = re.search(r"^#(el)?if BN_BITS2 == %d\n" % bits, text, re.M)
    if m:
        end = re.compile(r"^#(elif|else)", re.M).search(text, m.end())
    else:
        m = re.search(r"^/\* %d-bit words \*/\n" % bits, text, re.M)
        end = re.compile(r"^/\* end of %d-bit words \*/" % bits,
                         re.M).search(text, m.end())
    return m.end(), end.start()


def flip_hex(lit, bit):
    digits = len(lit) - 2
    return "0x%0*x" % (digits, int(lit, 16) ^ (1 << bit))


def mutants(text, bits, seeds, adapter):
    """Yields (label, start, end, replacement, curve, field) for every
    change: curve is the index of the table entry it changes (None for
    the declared count), field names what is changed, alike in every
    curve.  The adapter (layout()) says which layout text is in."""
    if adapter.endswith("/tables_libressl.c"):
        yield from mutants_libressl(text, bits, seeds)
        return
    lo, hi = section(text, bits)
    body = text[lo:hi]
    table = re.search(r"curves?\w*\[\w*\][^=;]*= \{\n(.*?)\n\};", body, re.S)
    entries = list(re.finditer(r"\t\{\n(.*?)\n\t\},", table.group(1), re.S))
    # Each array, by the entry and the line of it that names the array.
    owner = {}
    for i, entry in enumerate(entries):
        for j, line in enumerate(entry.group(1).split("\n")):
            for name in re.findall(r"\b[A-Za-z_]\w*\b", line):
                owner.setdefault(name, (i, j))
    n = 0
    for m in re.finditer(r"static const (?:BN_ULONG|uint\d+_t) (\w+)\[\] = "
                         r"\{(.*?)\};", body, re.S):
        if m.group(1) not in owner:
            continue
        lits = list(HEX.finditer(m.group(2)))
        w = lits[n % len(lits)]
        bit = (n * 7) % bits
        start = lo + m.start(2) + w.start()
        curve, slot = owner[m.group(1)]
        yield ("%s word %d bit %d" % (m.group(1), n % len(lits), bit),
               start, start + len(w.group()), flip_hex(w.group(), bit),
               curve, ("array", slot))
        n += 1
    nids = []
    for i, entry in enumerate(entries):
        base = lo + table.start(1) + entry.start(1)
        m = re.search(r'"(\w+)"', entry.group(1))
        name = m.group(1)
        # The name, with its first letter's case flipped.
        yield ("%s name" % name, base + m.start(1), base + m.start(1) + 1,
               name[0].swapcase(), i, ("name",))
        # The NID, a symbol or its name: collected, then rotated below.
        m = re.search(r'^\t\t"?(NID_\w+)"?,$', entry.group(1), re.M)
        if m:
            nids.append((name, i, base + m.start(1), m.group(1)))
        pos = 0
        for j, line in enumerate(entry.group(1).split("\n")):
            for what, rx in (("top", r"\{ \w+, (\d+) \}"),
                             ("int", r"^\t\t(\d+),"),
                             ("n0", r"(0x[0-9a-f]+)")):
                for k, v in enumerate(re.finditer(rx, line)):
                    start = base + pos + v.start(1)
                    old = v.group(1)
                    if old.startswith("0x"):
                        new = flip_hex(old, (n * 7) % bits)
                        n += 1
                    else:
                        new = str(int(old) ^ 1)
                    yield ("%s %s %s: %s -> %s" % (name, what,
                           line.strip()[:40], old, new),
                           start, start + len(old), new, i,
                           ("descriptor", j, what, k))
                if what == "top" and re.search(rx, line):
                    break
            pos += len(line) + 1
    for k, (name, i, start, nid) in enumerate(nids):
        other = nids[(k + 1) % len(nids)][3]
        yield ("%s nid %s -> %s" % (name, nid, other), start,
               start + len(nid), other, i, ("nid",))
    m = re.search(r"^#define EC_CURVE_TABLES_COUNT\t(\d+)$", text, re.M)
    if m and seeds:
        yield ("EC_CURVE_TABLES_COUNT", m.start(1), m.end(1),
               str(int(m.group(1)) + 1), None, ("count",))
    if seeds:
        for m in re.finditer(r"static const (?:unsigned char|uint8_t) "
                             r"(\w+)\[\] = \{(.*?)\};", text, re.S):
            if m.group(1) not in owner:
                continue
            lits = list(HEX.finditer(m.group(2)))
            w = lits[n % len(lits)]
            start = m.start(2) + w.start()
            yield ("%s byte %d" % (m.group(1), n % len(lits)), start,
                   start + len(w.group()), flip_hex(w.group(), n % 8),
                   owner[m.group(1)][0], ("seed",))
            n += 1


def libressl_groups(text, bits):
    """The static groups of the libressl layout's section for bits-bit
    words: the section's start, the match of ec_builtin_groups[]'s
    entries in the section, each entry's match in those, and each
    group's identifier (the generator's that its entry names)."""
    lo, hi = section(text, bits)
    table = re.search(r"ec_builtin_groups\[\w*\] = \{\n(.*?)\n\};",
                      text[lo:hi], re.S)
    entries = list(re.finditer(r"\t\{\n(.*?)\n\t\},", table.group(1), re.S))
    idents = [re.search(r"&ec_(\w+)_generator,", e.group(1)).group(1)
              for e in entries]
    return lo, table, entries, idents


# A table of G of the libressl layout, and a group's position for a
# field it lacks (after its Montgomery context).
BASE_TABLE = re.compile(r"^static const struct ec_base_table (\w+) = "
                        r"\{(.*?)\};", re.M | re.S)
AFTER_MONT_CTX = re.compile(r"\.mont_ctx = [^\n]*\n")


# A C integer constant, its suffix (ULL) apart.
NUMBER = re.compile(r"\b(0x[0-9a-f]+|\d+)(?=[uUlL]*\b)")


def flip_number(lit, bit):
    """A C integer constant with one bit of its value flipped."""
    if lit.startswith("0x"):
        return flip_hex(lit, bit)
    return "0x%x" % (int(lit) ^ (1 << bit))


def initializer_span(text, field, lo, hi):
    """The span of the value of the first designated initializer .field
    = VALUE in text[lo:hi], braces balanced; None if there is none."""
    m = re.compile(r"(?<![\w.])\.%s\s*=\s*" % field).search(text, lo, hi)
    if m is None:
        return None
    if text[m.end()] != "{":
        return m.end(), re.compile(r"\w*").match(text, m.end()).end()
    depth = 0
    for i in range(m.end(), hi):
        depth += {"{": 1, "}": -1}.get(text[i], 0)
        if depth == 0:
            return m.end(), i + 1
    return None


def member_span(text, path, lo, hi):
    """The span of the value of member path (fm.n, fm.m, fe_a, ...) of
    the struct initializer text[lo:hi], written with a designator of the
    whole path (.fm.m.w = {...}, .fm.n = 4) or nested (.fm = { .m = {...}
    }); None if there is none."""
    for designator in (path + ".w", path):
        span = initializer_span(text, re.escape(designator), lo, hi)
        if span is not None:
            return span
    head, _, rest = path.partition(".")
    outer = initializer_span(text, head, lo, hi)
    if outer is None or not rest:
        return outer
    return member_span(text, rest, *outer)


# LibreSSL's EC_FIELD_ELEMENT: the words of a 521-bit number.
def fe_max_words(bits):
    return -(-((521 + 7) // 8) // (bits // 8))


def mutants_field_copies(text, bits, lo, table, entries, idents, n):
    """The mutants of the copies of LibreSSL's field code in the static
    groups (tables_libressl.c proves them): where a group has fm, fm.n
    and fm.minv0, a bit of a word below fm.n of each of fm.m, fm.rr, fe_a
    and fe_b, and a word above fm.n made 1 where the array has room;
    where it has not, fm.n, fm.m, fm.rr, fm.minv0, fe_a and fe_b given
    a value 1.  n rotates the word and bit; returns the mutants and n."""
    out = []
    for i, e in enumerate(entries):
        start = lo + table.start(1) + e.start(1)
        end = start + len(e.group(1))
        if member_span(text, "fm.n", start, end) is None:
            at = start + AFTER_MONT_CTX.search(e.group(1)).end()
            for what, value in (("fm.n", ".fm.n = 1"),
                                ("fm.m", ".fm.m.w = { 1 }"),
                                ("fm.rr", ".fm.rr.w = { 1 }"),
                                ("fm.minv0", ".fm.minv0 = 1"),
                                ("fe_a", ".fe_a.w = { 1 }"),
                                ("fe_b", ".fe_b.w = { 1 }")):
                out.append(("ec_%s group without a table: %s" % (
                    idents[i], value), at, at, "\t\t%s,\n" % value, i,
                    ("no table", what)))
            continue
        span = member_span(text, "fm.n", start, end)
        old = text[span[0]:span[1]]
        out.append(("ec_%s group fm.n: %s -> %d" % (idents[i], old,
                    int(old) ^ 1), span[0], span[1], str(int(old) ^ 1), i,
                    ("fm", "n")))
        words = int(old)
        span = member_span(text, "fm.minv0", start, end)
        lit = NUMBER.match(text, span[0]).group(1)
        out.append(("ec_%s group fm.minv0: %s -> %s" % (idents[i], lit,
                    flip_number(lit, n * 7 % bits)), span[0],
                    span[0] + len(lit), flip_number(lit, n * 7 % bits), i,
                    ("fm", "minv0")))
        n += 1
        for name in ("fm.m", "fm.rr", "fe_a", "fe_b"):
            span = member_span(text, name, start, end)
            lits = list(NUMBER.finditer(text, *span))
            k, bit = n % words, n * 7 % bits
            new = flip_number(lits[k].group(1), bit)
            out.append(("ec_%s group %s word %d bit %d" % (idents[i], name,
                        k, bit), lits[k].start(1), lits[k].end(1), new, i,
                        ("fm", name)))
            n += 1
            if len(lits) > words:
                w = lits[words]
                out.append(("ec_%s group %s word %d, above fm.n: %s -> %s"
                            % (idents[i], name, words, w.group(1),
                               flip_number(w.group(1), 0)), w.start(1),
                            w.end(1), flip_number(w.group(1), 0), i,
                            ("above fm.n", name)))
            elif len(lits) < fe_max_words(bits):
                at = lits[-1].end()
                out.append(("ec_%s group %s word %d, above fm.n: 0x1 "
                            "added" % (idents[i], name, len(lits)), at, at,
                            ", 0x1", i,
                    ("above fm.n", name)))
    return out, n


def mutants_base_tables(lo, body, owner, table, entries):
    """The mutants of the combs of G (ptables_libressl.c proves them):
    each comb's teeth, combs and spacing, their low bit flipped; its
    teeth one less and combs 1, which keeps its first points (the same
    sums of fewer teeth) but no longer covers the order, so that only
    the check of its shape can catch it; and the first comb made the
    comb of the groups without fm."""
    for m in BASE_TABLE.finditer(body):
        curve, _ = owner(m.group(1))
        spans = {}
        for field in ("teeth", "combs", "spacing"):
            a, b = spans[field] = initializer_span(body, field, m.start(2),
                                                   m.end(2))
            old = body[a:b]
            yield ("%s .%s: %s -> %d" % (m.group(1), field, old,
                   int(old) ^ 1), lo + a, lo + b, str(int(old) ^ 1), curve,
                   ("table", field))
        (a, b), (c, d) = spans["teeth"], spans["combs"]
        teeth, combs = int(body[a:b]), int(body[c:d])
        new = {(a, b): str(teeth - 1), (c, d): "1"}
        (a, b), (c, d) = sorted(new)
        yield ("%s .teeth, .combs: %d, %d -> %d, 1: its first %d points, "
               "which do not cover the order" % (m.group(1), teeth, combs,
                                                 teeth - 1,
                                                 (1 << (teeth - 1)) - 1),
               lo + a, lo + d, new[(a, b)] + body[b:c] + new[(c, d)],
               curve, ("table", "teeth and combs"))
    first = BASE_TABLE.search(body)
    for i, e in enumerate(entries):
        if first is None or member_span(e.group(1), "fm.n", 0,
                                        len(e.group(1))) is not None:
            continue
        at = lo + table.start(1) + e.start(1) + \
            AFTER_MONT_CTX.search(e.group(1)).end()
        yield ("group %d without a table: .base_table = &%s" % (
               i, first.group(1)), at, at, "\t\t.base_table = &%s,\n"
               % first.group(1), i, ("table", "in a group without one"))


def mutants_libressl(text, bits, seeds):
    """mutants() of the libressl layout: for each static group (in the
    order of ec_builtin_groups[], whose entry names its generator, and so
    its identifier), a bit of a word of each of its arrays, each
    significant-word count of its BIGNUMs, R's bits and both n0 words of
    its BN_MONT_CTX, the generator's Z_is_one and NID, the group's
    a_is_minus3, seed_len and NID (the next group's), and its copies of
    LibreSSL's field code (mutants_field_copies); of a table of G, a
    bit of its first, middle and last word, and mutants_base_tables';
    with seeds, a byte of each seed.  A mutant whose field starts with
    "table" is for the point-table checker."""
    lo, table, entries, idents = libressl_groups(text, bits)
    hi = section(text, bits)[1]
    body = text[lo:hi]

    def owner(name):
        for i, ident in enumerate(idents):
            if name.startswith("ec_%s_" % ident):
                return i, name[len(ident) + 4:]
        return None, None

    n = 0
    for m in re.finditer(r"static const BN_ULONG (\w+)\[\] = \{(.*?)\};",
                         body, re.S):
        curve, what = owner(m.group(1))
        lits = list(HEX.finditer(m.group(2)))
        picks = [(n % len(lits), ("array", what))]
        if what == "base_points":
            picks = [(k, ("table", "points", at)) for k, at in (
                (0, "first"), (len(lits) // 2, "middle"),
                (len(lits) - 1, "last"))]
        for k, field in picks:
            w = lits[k]
            bit = (n * 7) % bits
            start = lo + m.start(2) + w.start()
            yield ("%s word %d bit %d" % (m.group(1), k, bit),
                   start, start + len(w.group()), flip_hex(w.group(), bit),
                   curve, field)
        n += 1
    copies, n = mutants_field_copies(text, bits, lo, table, entries, idents,
                                     n)
    yield from copies
    yield from mutants_base_tables(lo, body, owner, table, entries)
    # The BIGNUMs, contexts and generators, by the name they define.
    for m in re.finditer(r"^static const (BIGNUM|BN_MONT_CTX|EC_POINT) "
                         r"(\w+) =(.*?);$", body, re.M | re.S):
        curve, what = owner(m.group(2))
        for k, v in enumerate(re.finditer(
                r"EC_CURVE_TABLE_BN\(\w+, (\d+)\)|\.ri = (\d+)|"
                r"(0x[0-9a-f]+)|\.Z_is_one = (\d+)|\.nid = (\w+)",
                m.group(3))):
            g = v.lastindex
            start = lo + m.start(3) + v.start(g)
            old = v.group(g)
            if g == 5:
                new = "(%s + 1)" % old
            elif old.startswith("0x"):
                new = flip_hex(old, (n * 7) % bits)
                n += 1
            else:
                new = str(int(old) ^ 1)
            of = re.match(r"EC_CURVE_TABLE_BN\((\w+)", v.group(0))
            yield ("%s %s%s: %s -> %s" % (
                   m.group(2), ("top", "ri", "n0", "Z_is_one", "nid")[g - 1],
                   " of " + of.group(1) if of else "", old, new), start,
                   start + len(old),
                   new, curve, ("number", what, k))
    nids = []
    for i, e in enumerate(entries):
        base = lo + table.start(1) + e.start(1)
        for v in re.finditer(r"\.(a_is_minus3|seed_len) = (\d+),", e.group(1)):
            new = str(int(v.group(2)) ^ 1)
            yield ("ec_%s group %s: %s -> %s" % (idents[i], v.group(1),
                   v.group(2), new), base + v.start(2), base + v.end(2),
                   new, i, ("group", v.group(1)))
        v = re.search(r"\.nid = (\w+),", e.group(1))
        nids.append((i, base + v.start(1), v.group(1)))
    for k, (i, start, nid) in enumerate(nids):
        other = nids[(k + 1) % len(nids)][2]
        yield ("ec_%s group nid %s -> %s" % (idents[i], nid, other), start,
               start + len(nid), other, i, ("nid",))
    if seeds:
        for m in re.finditer(r"static const unsigned char ec_(\w+)_seed"
                             r"\[\] = \{(.*?)\};", text, re.S):
            lits = list(HEX.finditer(m.group(2)))
            w = lits[n % len(lits)]
            start = m.start(2) + w.start()
            yield ("ec_%s_seed byte %d" % (m.group(1), n % len(lits)), start,
                   start + len(w.group()), flip_hex(w.group(), n % 8),
                   idents.index(m.group(1)), ("seed",))
            n += 1


def proof_mutants(text, bits):
    """Bit 1 of word 0 flipped in each array of PROOF_TARGETS; the label
    starts with the curve's name."""
    lo, hi = section(text, bits)
    body = text[lo:hi]
    for m in re.finditer(r"static const (?:BN_ULONG|uint\d+_t) (\w+)\[\] = "
                         r"\{(.*?)\};", body, re.S):
        name = m.group(1)
        targets = [t for t in PROOF_TARGETS if name.endswith("_" + t) or
                   name.endswith("_" + t + str(bits))]
        if not targets:
            continue
        w = HEX.search(m.group(2))
        start = lo + m.start(2) + w.start()
        yield ("%s: %s word 0 bit 1" % (targets[0].split("_")[0], name),
               start, start + len(w.group()), flip_hex(w.group(), 1))


def checker_objects(args):
    """The objects of the checker's sources that do not read the header
    (tests/lib.sh's CHECKER_SOURCES): every object in OBJDIR."""
    return sorted(os.path.join(args.objdir, f)
                  for f in os.listdir(args.objdir) if f.endswith(".o"))


def adapter_cmd(args, hdr, adapter=None):
    """The command that compiles the checker's adapter of the layout, or
    adapter (with the layout's flags), on header hdr."""
    defs = args.layout[1]
    return [args.cc, "-m%d" % args.bits, "-O0", "-w", "-I" + HERE, "-I.",
            "-Igen/checker", '-DTABLES_HEADER="%s"' % hdr] + defs + [
                adapter or args.adapter or args.layout[0]]


def write_mutant(text, path, muts):
    """Writes text with the changes muts, each (label, start, end, new,
    ...), made."""
    for m in sorted(muts, key=lambda m: m[1], reverse=True):
        text = text[:m[1]] + m[3] + text[m[2]:]
    with open(path, "w") as f:
        f.write(text)


def build_so(args, text, tmp, i, muts, adapter=None):
    """Builds mutant i's adapter (the layout's, or adapter), with the
    changes muts, as a shared object; returns its path, or why it does
    not compile.  The mutant header is written in OBJDIR/mutants/, named
    relative to the tree, and compiled apart from the link, so that a
    compiler cache keeps the object from one run to the next, and from
    one clone to another."""
    name = "%s%s" % ("t" if adapter else "m", i)
    hdr = os.path.relpath(os.path.join(args.objdir, "mutants",
                                       name + ".h"))
    obj = os.path.join(tmp, name + ".o")
    so = os.path.join(tmp, name + ".so")
    write_mutant(text, hdr, muts)
    r = subprocess.run(adapter_cmd(args, hdr, adapter) +
                       ["-fPIC", "-c", "-o", obj], capture_output=True)
    if r.returncode == 0:
        r = subprocess.run([args.cc, "-m%d" % args.bits, "-shared", "-o",
                            so, obj], capture_output=True)
    os.unlink(hdr)
    return so if r.returncode == 0 else "does not compile: " + \
        r.stderr.decode()[-200:]


def run_m(args, checker, sos):
    """Runs checker -m on the shared objects; returns each line it
    prints, split at spaces."""
    r = subprocess.run(args.run.split() + [checker, "-m"],
                       input="".join(so + "\n" for so in sos).encode(),
                       capture_output=True)
    return [line.split(" ") for line in r.stdout.decode().splitlines()]


def run_batch(args, checker, sos):
    """Runs checker -m on the shared objects; returns {path: (the set
    of indices of the curves with a mismatch, whether the declared count
    mismatches)}."""
    found = {}
    for f in run_m(args, checker, sos):
        if len(f) in (3, 4) and f[1].isdigit() and f[3:] in ([], ["count"]):
            found[f[0]] = (set() if f[2] == "-" else
                           set(int(x) for x in f[2].split(",")),
                           f[3:] == ["count"])
    return found


def run_ptables(args, checker, sos, names):
    """Runs the point-table checker's -m on the shared objects; returns
    {path: the set of indices of the curves (their names in names) with
    a table that fails}."""
    found = {}
    for f in run_m(args, checker, sos):
        if len(f) == 3 and f[0] == "mutant":
            found[f[1]] = set() if f[2] == "-" else set(
                names.index(c) if c in names else -1
                for c in f[2].split(","))
    return found


def run_proof(args, text, tmp, i, mut):
    """Builds mutant i into a whole checker and runs -p on it, on the
    mutated curve."""
    hdr = os.path.join(tmp, "p%d.h" % i)
    exe = os.path.join(tmp, "p%d" % i)
    write_mutant(text, hdr, [mut])
    subprocess.run(adapter_cmd(args, hdr) + [
        *checker_objects(args), "-o", exe, "-lcrypto"],
        check=True, capture_output=True)
    curve = mut[0].split(":")[0]
    r = subprocess.run(args.run.split() + [exe, "-p", curve],
                       capture_output=True)
    os.unlink(hdr)
    os.unlink(exe)
    return r.returncode == 1 and re.search(
        r"^FAIL checker \d+: \w+ functional proof: ", r.stdout.decode(),
        re.M) is not None


# Constants the arithmetic of the functional proof uses, in the names of
# both layouts.
PROOF_TARGETS = ("prime256v1_mont_rr", "secp224k1_mont_gx",
                 "brainpoolP320r1_mont_a", "secp521r1_mont_one",
                 "FRP256v1_mont_b", "brainpoolP256t1_order_mont_rr",
                 "secp384r1_order_mont_one", "secp224r1_p",
                 "prime256v1_rr_", "secp224k1_gx_mont_",
                 "brainpoolP320r1_a_mont_", "secp521r1_r_",
                 "FRP256v1_b_mont_", "brainpoolP256t1_order_rr_",
                 "secp384r1_order_r_", "secp224r1_p_")


def judge(group, curves, count, why):
    """The count of changes of group (one mutant header) detected, each
    in its curve, and what was missed, from the set of indices of the
    curves with a mismatch (None if the checker gave no result, for the
    reason why) and whether the declared count mismatched."""
    detected, missed = 0, []
    changed = set(m[4] for m in group if m[4] is not None)
    for m in group:
        if curves is None:
            missed.append("not detected: %s: %s" % (m[0], why))
        elif (m[4] in curves if m[4] is not None else count):
            detected += 1
        else:
            missed.append("not detected: %s: no mismatch" % m[0])
    if curves is not None and curves - changed:
        missed.append("with %s and the like, a mismatch in curves %s, "
                      "which were not changed" % (group[0][0],
                                                  sorted(curves - changed)))
    return detected, missed


def ptables_source(header, bits):
    """The adapter of the point-table checker that reads the header's
    tables of G, by gen/checker/lib.sh's ptables_adapter, as make verify
    picks it; None if it has none."""
    r = subprocess.run(["bash", "-c", '. gen/checker/lib.sh && '
                        'ptables_adapter "$1" "$2"', "ptables_adapter",
                        header, str(bits)], capture_output=True, text=True)
    return r.stdout.strip() or None


def prove_tables(args, text, tmp, pool, groups):
    """The mutants of groups, each a mutant header, checked by the
    point-table checker (gen/checker/ptables.c) in one process, -m;
    returns the count detected and what was missed, as judge()."""
    adapter = ptables_source(args.header, args.bits)
    if adapter is None:
        return 0, ["the header's tables of G: no adapter of the "
                   "point-table checker reads them"]
    names = libressl_groups(text, args.bits)[3]
    checker = os.path.join(tmp, "ptables")
    subprocess.run(adapter_cmd(args, os.path.abspath(args.header),
                               adapter) +
                   [args.ptables, os.path.join(args.objdir, "words.o"),
                    "-o", checker,
                    "-lcrypto", "-ldl"], check=True, capture_output=True)
    sos = list(pool.map(lambda ig: build_so(args, text, tmp, *ig,
                                            adapter=adapter),
                        enumerate([[]] + groups)))
    found = run_ptables(args, checker, [so for so in sos
                                        if so.endswith(".so")], names)
    # The unmutated header must pass, or every mutant would "fail".
    if found.get(sos[0]) != set():
        return 0, ["the unmutated header does not pass the point-table "
                   "checker: %s" % found.get(sos[0], sos[0])]
    detected, missed = 0, []
    for group, so in zip(groups, sos[1:]):
        d, m = judge(group, found.get(so), False, so if not
                     so.endswith(".so") else "no result")
        detected += d
        missed += m
    return detected, missed


# OpenSSL's tables (--openssl KIND, gen/checker/lib.sh's
# openssl_table_adapter): rows, points a row, coordinates, limbs of a
# coordinate and their width.  nistz256's limbs are 64-bit words
# written TOBN(high half, low half), two words of 32 bits each in a
# 32-bit build; sm2p256's are 64-bit words, written as they are.
OPENSSL_SHAPES = {"nistz256": (37, 64, 2, 4, 64),
                  "sm2p256": (32, 256, 2, 4, 64),
                  "nistp224": (2, 16, 3, 4, 56),
                  "nistp256": (2, 16, 3, 4, 64),
                  "nistp384": (1, 16, 3, 7, 56),
                  "nistp521": (1, 16, 3, 9, 58)}
# The tables of multiples and what their points are called, as OpenSSL's
# comments and kat.py call them: their rows are subtables and their
# numbers words (a gmul table's are tables, entries and limbs).
MULTIPLES = {"nistz256": "point", "sm2p256": "entry"}
GMUL_NUMBER = re.compile(r"\b(0x[0-9a-fA-F]+|[0-9]+)\b")


def openssl_numbers(text, kind):
    """The numbers of OpenSSL's table kind in text, in order, each a
    match: of a TOBN pair (groups 1 and 2 its high and low halves), or
    of a word of the SM2 table or a gmul limb (group 1); and where the
    text they were found in starts."""
    if kind == "nistz256":
        start = text.index("ecp_nistz256_precomputed[")
        return list(re.finditer(r"TOBN\((0x[0-9a-f]+), (0x[0-9a-f]+)\)",
                                text[start:])), start
    m = re.search(r"^(?:static )?const \w+ (?:gmul|ecp_sm2p256_precomputed)"
                  r"\[[^\n]*= \{\n(.*?)^\};", text, re.M | re.S)
    return list(GMUL_NUMBER.finditer(m.group(1))), m.start(1)


class TableNumbers:
    """The numbers of a table of points in its text, and mutants of
    them.  shape is (rows, points a row, coordinates, limbs of a
    coordinate, their width); nums the matches of the numbers, in
    order, in the text from base on: each number's group 1, or, with
    pairs, a TOBN pair, group 1 its high half and 2 its low; where(row,
    point, coordinate, limb) names a place as kat.py does.  A mutant is
    (label, start, end, new, 0, field, expect), expect the place that
    the point-table checker, built with bits-bit words, must name: (row,
    point, coordinate, "limb" or "word", its index in the build's
    words)."""

    def __init__(self, text, nums, base, shape, bits, where, pairs=False):
        self.text, self.nums, self.base = text, nums, base
        self.rows, self.size, self.coords, self.limbs, self.width = shape
        self.bits, self.where, self.pairs = bits, where, pairs
        self.unit = "limb" if self.width < bits else "word"

    def at(self, row, point, coord, limb):
        """The index of a number by its place."""
        return ((row * self.size + point) * self.coords + coord) * \
            self.limbs + limb

    def place(self, i, high=False):
        """Number i's place for the checker, and as kat.py names it."""
        row, rest = divmod(i, self.size * self.coords * self.limbs)
        point, rest = divmod(rest, self.coords * self.limbs)
        coord, limb = divmod(rest, self.limbs)
        word = limb * 2 + high if self.pairs and self.bits == 32 else limb
        return (row, point, "xyz"[coord], self.unit, word), \
            self.where(row, point, coord, limb)

    def literal(self, i, high=False):
        """Number i's span and text (of a TOBN pair, one half)."""
        g = 1 if high or not self.pairs else 2
        return self.base + self.nums[i].start(g), \
            self.base + self.nums[i].end(g), self.nums[i].group(g)

    def flip(self, i, bit, what, high=False):
        """Number i with bit flipped (of a pair, in one half)."""
        a, b, old = self.literal(i, high)
        new = "0x%0*x" % (len(old) - 2, int(old, 0) ^ 1 << bit) \
            if old.startswith("0x") else str(int(old) ^ 1 << bit)
        expect, where = self.place(i, high)
        return ("%s%s, bit %d%s: %s -> %s" % (
            where, " (high half)" if high else "", bit, what, old, new),
            a, b, new, 0, ("limb", where, bit), expect)

    def mutants(self, noun, digit_bits):
        """A limb of G (the top bit within its width), of the point at
        infinity (0 made 1), z made 0 (where there is one), a limb of the
        last row's entry 7 and the table's last limb; where limbs are
        narrower than the type that holds them (digit_bits), a bit just
        above a limb's width, and a limb carried into the next (limb j +
        2^width, limb j + 1 - 1: the same number, not in limbs of that
        width, which OpenSSL's felem_to_BN() misreads).  noun is what a
        limb is called."""
        last, width = self.rows - 1, self.width
        yield self.flip(self.at(0, 1, 0, 0), width - 1,
                        " (the top of the %s's %d)" % (noun, width))
        yield self.flip(self.at(0, 0, 0, 0), 0, " (the point at infinity)")
        if self.coords == 3:
            yield self.flip(self.at(0, 1, 2, 0), 0, " (z made 0)")
        yield self.flip(self.at(last, 7, 0, 1), width // 2, "")
        yield self.flip(self.at(last, self.size - 1, 1, self.limbs - 1), 0,
                        " (the last %s)" % noun)
        if width >= digit_bits:
            return
        yield self.flip(self.at(0, 3, 1, 2), width,
                        " (just above the limb's %d)" % width)
        # Limb 0 of x of entry 5 carried into limb 1.
        i = self.at(0, 5, 0, 0)
        a, _, lo = self.literal(i)
        _, b, hi = self.literal(i + 1)
        new_lo = "0x%x" % (int(lo, 0) + (1 << width))
        new_hi = "0x%x" % (int(hi, 0) - 1)
        expect, where = self.place(i)
        yield ("%s and %d: %s, %s -> %s, %s (carried: the same number, not "
               "in limbs of %d bits)" % (where, 1, lo, hi, new_lo, new_hi,
                                         width),
               a, b, new_lo + self.text[self.literal(i)[1]:
                                        self.literal(i + 1)[0]] + new_hi,
               0, ("limb", where, "carried"), expect)


def openssl_mutants(text, kind, bits):
    """The mutants of OpenSSL's table kind for a build of bits-bit words
    (TableNumbers).  For the nistz256 table, a bit of a TOBN pair's high
    and of its low half in its first word, in subtable 20 (written a
    word a line) and in its last word.  For a gmul table, and SM2's,
    TableNumbers.mutants(), its limbs held in 64-bit words."""
    rows, size, coords, limbs, width = shape = OPENSSL_SHAPES[kind]
    nums, base = openssl_numbers(text, kind)
    # As the messages of kat.py and openssl.py name them.
    row_noun, point_noun, limb_noun = ("subtable", MULTIPLES[kind], "word") \
        if kind in MULTIPLES else ("table", "entry", "limb")
    t = TableNumbers(text, nums, base, shape, bits,
                     lambda row, point, coord, limb: "%s %d, %s %d, %s, "
                     "%s %d" % (row_noun, row, point_noun, point,
                                "xyz"[coord], limb_noun, limb),
                     pairs=kind == "nistz256")
    if kind == "nistz256":
        last = rows - 1
        yield t.flip(t.at(0, 0, 0, 0), 0, "")
        yield t.flip(t.at(0, 0, 0, 0), 31, "", high=True)
        yield t.flip(t.at(20, 0, 1, 3), 7, "", high=True)
        yield t.flip(t.at(last, size - 1, 1, limbs - 1), 13, "")
        return
    yield from t.mutants(limb_noun, 64)


# The width of wolfSSL's sp_digit in each layout (the limbs' type:
# gen/checker/ptables_wolfssl.c).
WOLFSSL_DIGIT_BITS = {"c32": 32, "c64": 64, "sp64": 64, "sp32": 32,
                      "dsp32": 32}
WOLFSSL_LIMB = re.compile(r"\b(0x[0-9a-fA-F]+)L?\b")


def wolfssl_mutants(text, kind, bits):
    """The mutants of wolfSSL's table block of layout kind, as template
    wolfssl-KIND writes it, for a build of bits-bit words: those of
    TableNumbers.mutants(), named as kat.py names them (table, entry
    with its comment, coordinate, limb).  A table of 65 r entries is r
    rows of 65 multiples, its last row the one wolfSSL's tests read
    least; a comb is one row."""
    m = WOLFSSL_BLOCK.search(text)
    curve, total = int(m.group(2)), int(m.group(3))
    rows, size = (total // 65, 65) if total % 65 == 0 else (1, total)
    limbs, width = WOLFSSL_LAYOUTS[kind][curve]

    def where(row, point, coord, limb):
        return "p%d_table[%d], entry %d (/* %s */), %s, limb %d" % (
            curve, total, row * size + point, "%d << %d" % (point, 7 * row)
            if size == 65 else "%d" % point, "xy"[coord], limb)

    t = TableNumbers(text, list(WOLFSSL_LIMB.finditer(m.group(4))),
                     m.start(4), (rows, size, 2, limbs, width), bits, where)
    yield from t.mutants("limb", WOLFSSL_DIGIT_BITS[kind])


def table_adapter(function, *argv):
    """The adapter of the point-table checker and its flags, as
    gen/checker/lib.sh's function (openssl_table_adapter,
    wolfssl_table_adapter) names them for its arguments."""
    r = subprocess.run(["bash", "-c", '. gen/checker/lib.sh && %s "$@"'
                        % function, function, *argv], capture_output=True,
                       text=True)
    if r.returncode != 0:
        sys.exit("mutate.py: " + r.stderr.strip())
    adapter, *flags = r.stdout.split()
    return adapter, flags


def prove_table_mutants(args, text, muts, name):
    """Every mutant of muts (TableNumbers), each a mutant table of its
    own, built into the adapter args.layout and proven by the
    point-table checker's -m: each must fail, at its point, coordinate
    and limb, and the unmutated table pass."""
    os.makedirs(os.path.join(args.objdir, "mutants"), exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp, \
            concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        checker = os.path.join(tmp, "ptables")
        subprocess.run(adapter_cmd(args, os.path.abspath(args.header)) +
                       [args.ptables, os.path.join(args.objdir, "words.o"),
                        "-o", checker, "-lcrypto", "-ldl"], check=True,
                       capture_output=True)
        sos = list(pool.map(lambda ig: build_so(args, text, tmp, *ig),
                            enumerate([[]] + [[m] for m in muts])))
        r = subprocess.run(args.run.split() + [checker, "-m"],
                           input="".join(so + "\n" for so in sos
                                         if so.endswith(".so")).encode(),
                           capture_output=True)
    # The FAIL lines before each "mutant PATH CURVES" line are its.
    found, lines = {}, []
    for line in r.stdout.decode().splitlines():
        f = line.split(" ")
        if len(f) == 3 and f[0] == "mutant":
            found[f[1]] = (f[2], lines)
            lines = []
        elif line.startswith("FAIL "):
            lines.append(line)
    if found.get(sos[0], ("",))[0] != "-":
        check(False, name, "the unmutated table does not pass the "
              "point-table checker: %s" % found.get(sos[0], sos[0]))
        sys.exit(1)
    detected = 0
    for m, so in zip(muts, sos[1:]):
        curves, fails = found.get(so, ("-", [so if not so.endswith(".so")
                                             else "no result"]))
        row, point, coord, unit, word = m[6]
        hit = [f for f in fails if "row %d, point %d (k = " % (row, point)
               in f and "): %s %s %d differs " % (coord, unit, word) in f]
        detected += bool(curves != "-" and hit)
        check(curves != "-" and hit, "%s: %s: the checker fails at row %d, "
              "point %d, %s %s %d" % (name, m[0], row, point, coord, unit,
                                      word),
              "; ".join(fails) or "not detected")
    unit = muts[0][6][3] if muts else "limb"
    check(muts and detected == len(muts), "%s: detected %d of %d changed "
          "%ss, each at its point, coordinate and %s, compiled as %d "
          "mutant tables" % (name, detected, len(muts), unit, unit,
                             len(muts)))
    sys.exit(1 if failures() else 0)


def main_openssl(args, text):
    """--openssl KIND: every mutant of openssl_mutants()
    (prove_table_mutants())."""
    args.layout = table_adapter("openssl_table_adapter", args.openssl)
    prove_table_mutants(args, text, [
        m for m in openssl_mutants(text, args.openssl, args.bits)
        if args.only in m[0]], "mutation %d, OpenSSL's %s" % (
            args.bits, args.openssl))


def main_wolfssl(args, text):
    """--wolfssl KIND: every mutant of wolfssl_mutants()
    (prove_table_mutants())."""
    args.layout = table_adapter("wolfssl_table_adapter", args.wolfssl,
                                args.header)
    block = WOLFSSL_BLOCK.search(text)
    prove_table_mutants(args, text, [
        m for m in wolfssl_mutants(text, args.wolfssl, args.bits)
        if args.only in m[0]], "mutation %d, wolfSSL's %s p%s_table[%s]" % (
            args.bits, args.wolfssl, block.group(2), block.group(3)))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("header")
    ap.add_argument("bits", type=int)
    ap.add_argument("cc")
    ap.add_argument("objdir")
    ap.add_argument("--run", default="")
    ap.add_argument("--seeds", action="store_true")
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--only", default="")
    ap.add_argument("--adapter")
    ap.add_argument("--ptables", default="gen/checker/ptables.c")
    ap.add_argument("--openssl", choices=sorted(OPENSSL_SHAPES))
    ap.add_argument("--wolfssl", choices=sorted(WOLFSSL_DIGIT_BITS))
    args = ap.parse_args()
    text = open(args.header).read()
    if args.openssl:
        main_openssl(args, text)
    if args.wolfssl:
        main_wolfssl(args, text)
    args.layout = layout(args.header, args.objdir)
    muts = [m for m in mutants(text, args.bits, args.seeds, args.layout[0])
            if args.only in m[0]]
    # One mutant header for each field, changed in every curve at once;
    # the fields of tables of G are the point-table checker's.
    fields = {}
    for m in muts:
        fields.setdefault(m[5], []).append(m)
    groups = [g for f, g in fields.items() if f[0] != "table"]
    table_groups = [g for f, g in fields.items() if f[0] == "table"]
    proof = [m for m in proof_mutants(text, args.bits) if args.only in m[0]]
    missed = []
    detected = 0
    os.makedirs(os.path.join(args.objdir, "mutants"), exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp, \
            concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        # The checker for -m, linked with the unmutated header's adapter.
        checker = os.path.join(tmp, "checker")
        subprocess.run(adapter_cmd(args, os.path.abspath(args.header)) + [
            *checker_objects(args), "-o", checker,
            "-lcrypto", "-ldl"], check=True, capture_output=True)
        # The unmutated header must pass, or every mutant would "fail".
        so = build_so(args, text, tmp, "base", [])
        if run_batch(args, checker, [so]).get(so) != (set(), False):
            check(False, "mutation %d" % args.bits, "the unmutated header "
                  "does not pass the checker")
            sys.exit(1)
        os.unlink(so)
        for b in range(0, len(groups), BATCH):
            batch = list(enumerate(groups))[b:b + BATCH]
            sos = list(pool.map(lambda ig: build_so(args, text, tmp, *ig),
                                batch))
            found = run_batch(args, checker,
                              [so for so in sos if so.endswith(".so")])
            for (i, group), so in zip(batch, sos):
                curves, count = found.get(so, (None, False))
                d, m = judge(group, curves, count, so if not
                             so.endswith(".so") else "no result")
                detected += d
                missed += m
                if so.endswith(".so"):
                    os.unlink(so)
        if table_groups:
            d, m = prove_tables(args, text, tmp, pool, table_groups)
            detected += d
            missed += m
        proof_ok = list(pool.map(
            lambda im: run_proof(args, text, tmp, *im), enumerate(proof)))
    name = "mutation %d" % args.bits
    for m in missed:
        check(False, name, m)
    for m, ok in zip(proof, proof_ok):
        if not ok:
            check(False, name, "not detected by the functional proof "
                  "alone: %s" % m[0])
    arrays = sum(1 for m in muts if " word " in m[0])
    seeds = sum(1 for m in muts if " byte " in m[0])
    tables = sum(len(g) for g in table_groups)
    check(muts and detected == len(muts) and not missed, "%s: detected "
          "%d of %d changes, each in its curve (%d array words, %d "
          "descriptor fields and counts, %d seed bytes; %d of the tables "
          "of G, by the point-table checker), compiled as %d mutant "
          "headers, one for each field" % (
              name, detected, len(muts), arrays,
              len(muts) - arrays - seeds, seeds, tables,
              len(groups) + len(table_groups)))
    if proof or not args.only:
        check(all(proof_ok) and proof, "%s: functional proof alone (-p) "
              "detected %d of %d mutants" % (name, sum(proof_ok),
                                             len(proof)))
    sys.exit(1 if failures() else 0)


if __name__ == "__main__":
    main()
