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
"""BoringSSL's generated EC headers, compared with ectab's.

BoringSSL's crypto/fipsmodule/ec/make_tables.go writes builtin_curves.h,
p256-nistz-table.h and p256_table.h.  The templates boringssl,
boringssl-p256-nistz and boringssl-p256-fiat write the same files, as
files.txt beside this says.  compare checks ectab's file against
BoringSSL's own (from the source tarball): from the first declaration
to the end byte for byte (builtin at its first "[[maybe_unused]]
static const", nistz at the declaration of ecp_nistz256_precomputed,
fiat at its first "#if"), naming the first declaration or point that
differs; and above it, the banner: the same paragraphs but for the one
that says what generated the file, and, in BoringSSL's, a description
of the table that ectab does not write.
notice prints the notice of BoringSSL's file (its first comment
paragraph, without the comment markers), for ectab --notice.

usage: boringssl.py compare TEMPLATE OURS THEIRS
       boringssl.py notice FILE

TEMPLATE is the template that made OURS (files.txt names it for each
file), and says its layout.  compare prints
"PASS ..." or "FAIL ...", naming the file as THEIRS is named, and
exits 1 on a mismatch.
"""

import os
import re
import sys

# compare's PASS/FAIL lines are those of ../textfile.py.
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                ".."))
from textfile import check  # noqa: E402

# The layout of each template's file: builtin_curves.h's declarations,
# or a table of points, nistz's or fiat's.
LAYOUTS = {
    "boringssl": "builtin",
    "boringssl-p256-nistz": "nistz",
    "boringssl-p256-fiat": "fiat",
}
POINT = re.compile(r"\{\{[^{}]*\},\s*\{[^{}]*\}\}")
DECL = re.compile(r"static const \w+ (\w+)")


def region(kind, text):
    """The compared part of text, from its first declaration on."""
    if kind == "builtin":
        m = re.search(r"^\[\[maybe_unused\]\] static const", text, re.M)
        start = m.start() if m else -1
    elif kind == "nistz":
        m = re.search(r"^alignas\(4096\) static const PRECOMP256_ROW "
                      r"ecp_nistz256_precomputed\[", text, re.M)
        start = m.start() if m else -1
    else:
        m = re.search(r"^#if ", text, re.M)
        start = m.start() if m else -1
    if start < 0:
        raise ValueError("no declaration to start from")
    return text[start:]


def builtin_items(part):
    """(name, text) of each declaration; the layout with them taken out."""
    items, layout, section = [], [], "both"
    lines = part.split("\n")
    i = 0
    while i < len(lines):
        line = lines[i]
        if line.startswith("#if defined(OPENSSL_") or \
                line.startswith("#elif defined(OPENSSL_"):
            section = re.search(r"OPENSSL_(\d+)_BIT", line).group(1) + "-bit"
        elif line == "#endif":
            section = "both"
        m = DECL.search(line)
        if not m:
            layout.append(line)
            i += 1
            continue
        j = i
        while not lines[j].endswith(";"):
            j += 1
        items.append(("%s %s" % (section, m.group(1)),
                      "\n".join(lines[i:j + 1])))
        layout.append("@")
        i = j + 1
    return items, "\n".join(layout)


def table_items(kind, part):
    """(name, text) of each point, named by table and point; the layout."""
    items, sections = [], []
    if kind == "fiat":
        for m in re.finditer(r"^(#if|#else)\b.*$", part, re.M):
            sections.append((m.start(), "64-bit" if m.group(1) == "#if"
                             else "32-bit"))
    dims = re.search(r"\[(\d+)\](?:\[(\d+)\])?", part)
    rows = int(dims.group(1))
    points = list(POINT.finditer(part))
    per_section = len(points) // max(1, len(sections))
    size = max(1, per_section // rows)
    for n, m in enumerate(points):
        where = ""
        for start, label in sections:
            if m.start() >= start:
                where = label + " "
        k = n % per_section if per_section else n
        items.append(("%stable %d point %d" % (where, k // size, k % size),
                      m.group(0)))
    return items, POINT.sub("@", part)


def items_of(kind, part):
    return builtin_items(part) if kind == "builtin" else \
        table_items(kind, part)


def banner(kind, text):
    """The paragraphs above the compared part, each (first line, lines,
    the blank lines after it), the lines without their newlines."""
    lines = text[:len(text) - len(region(kind, text))].split("\n")[:-1]
    pars, i = [], 0
    while i < len(lines):
        j = i
        while j < len(lines) and lines[j] != "":
            j += 1
        k = j
        while k < len(lines) and lines[k] == "":
            k += 1
        pars.append((lines[i:j], k - j))
        i = k
    return pars


def generated(par):
    return par[0][0].startswith("// This file is generated by ")


def comment(par):
    return all(line.startswith("//") for line in par[0])


def notice(path):
    """BoringSSL's notice: its first paragraph, comment markers off."""
    with open(path) as f:
        first = banner_any(f.read())[0][0]
    for line in first:
        print(re.sub(r"^// ?", "", line))


def banner_any(text):
    for kind in LAYOUTS.values():
        try:
            return banner(kind, text)
        except ValueError:
            continue
    raise ValueError("no declaration to start from")


def compare(template, ours_path, theirs_path):
    kind, name = LAYOUTS[template], os.path.basename(theirs_path)
    with open(ours_path) as f:
        ours = f.read()
    with open(theirs_path) as f:
        theirs = f.read()
    try:
        mine, ref = region(kind, ours), region(kind, theirs)
    except ValueError as e:
        check(False, name, str(e))
        return 1
    if mine == ref:
        check(True, "%s: %d bytes from the first declaration to the end, "
              "as in BoringSSL's tree" % (name, len(mine.encode())))
    else:
        items, ref_items = items_of(kind, mine)[0], items_of(kind, ref)[0]
        why = "every declaration and point matches; the text between them " \
            "differs"
        for n, (label, text) in enumerate(ref_items):
            if n >= len(items):
                why = "%s is missing (ours has %d items, BoringSSL's %d)" % (
                    label, len(items), len(ref_items))
                break
            if items[n][1] != text:
                why = "first difference: %s (ours: %s)" % (
                    label, items[n][1].split("\n")[0].strip())
                break
        else:
            if len(items) > len(ref_items):
                why = "ours has %d items, BoringSSL's %d" % (
                    len(items), len(ref_items))
        check(False, name + " from the first declaration", why)
        return 1
    # The banner, byte for byte, with the paragraph that says what
    # generated the file (comment lines only) taken as the same in both,
    # and BoringSSL's description of the table (comment paragraphs after
    # its notice that ours lacks, each with the blank lines after it)
    # taken out of BoringSSL's.
    ours_pars, ref_pars = banner(kind, ours), banner(kind, theirs)
    gen = [p for p in ours_pars if generated(p)]
    extra = [p for n, p in enumerate(ref_pars)
             if n > 0 and not generated(p) and comment(p) and
             p[0] not in [q[0] for q in ours_pars]]
    mine = [("GENERATED",) if generated(p) else p for p in ours_pars]
    ref = [("GENERATED",) if generated(p) else p for p in ref_pars
           if p not in extra]
    if len(gen) == 1 and comment(gen[0]) and mine == ref:
        check(True, "%s: the whole file as in BoringSSL's tree but for the "
              "paragraph that says what generated it (%d lines for 1)%s" % (
                  name, len(gen[0][0]), "" if not extra else
                  ", and BoringSSL's description of the table (%d lines), "
                  "which ectab does not write"
                  % sum(len(p[0]) for p in extra)))
        return 0
    check(False, name + " above the first declaration", "ours: %s; "
          "BoringSSL's: %s" % ([p[0][0] for p in ours_pars],
                              [p[0][0] for p in ref_pars]))
    return 1


def main():
    if len(sys.argv) == 5 and sys.argv[1] == "compare" and \
            sys.argv[2] in LAYOUTS:
        return compare(sys.argv[2], sys.argv[3], sys.argv[4])
    if len(sys.argv) == 3 and sys.argv[1] == "notice":
        notice(sys.argv[2])
        return 0
    sys.stderr.write(__doc__.split("\n\n")[-2] + "\n")
    return 2


if __name__ == "__main__":
    sys.exit(main())
