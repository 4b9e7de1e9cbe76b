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
"""BoringSSL's generated EC headers, compared with ectab's by digest.

BoringSSL's crypto/fipsmodule/ec/make_tables.go writes builtin_curves.h,
p256-nistz-table.h and p256_table.h.  The templates boringssl,
boringssl-p256-nistz and boringssl-p256-fiat write the same files with
ectab's own banner, so the part compared starts at the first
declaration: builtin_curves.h at its first "static const", the nistz
table at the line declaring ecp_nistz256_precomputed, the fiat table at
its first "#if".  tests/boringssl/digests.txt holds the SHA-256 of that
part of each BoringSSL file, and a short digest of each item in it (a
declaration of builtin_curves.h, a point of a table) and of the layout
around the items, so that a mismatch is named by its first differing
table and point.

usage: boringssl.py record KIND FILE
       boringssl.py check DIGESTS KIND FILE

KIND is builtin, nistz or fiat.  record prints the lines of digests.txt
for FILE, a BoringSSL file; check compares FILE, written by ectab, with
them and prints "PASS ..." or "FAIL ...", exiting 1 on a mismatch.
"""

import hashlib
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib import check  # noqa: E402

KINDS = {
    "builtin": "builtin_curves.h",
    "nistz": "p256-nistz-table.h",
    "fiat": "p256_table.h",
}
POINT = re.compile(r"\{\{[^{}]*\},\s*\{[^{}]*\}\}")
DECL = re.compile(r"static const \w+ (\w+)")


def region(kind, text):
    """The compared part of text, from its first declaration on."""
    if kind == "builtin":
        start = text.find("static const")
    elif kind == "nistz":
        m = re.search(r"^static const alignas\(4096\) PRECOMP256_ROW "
                      r"ecp_nistz256_precomputed\[", text, re.M)
        start = m.start() if m else -1
    else:
        m = re.search(r"^#if ", text, re.M)
        start = m.start() if m else -1
    if start < 0:
        raise ValueError("no declaration to start from")
    return text[start:]


def short(s):
    return hashlib.sha256(s.encode()).hexdigest()[:16]


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


def record(kind, path):
    with open(path, newline="") as f:
        part = region(kind, f.read().replace("\r\n", "\n"))
    items, layout = items_of(kind, part)
    name = KINDS[kind]
    print("file %s %s %d" % (name, hashlib.sha256(part.encode())
                              .hexdigest(), len(part.encode())))
    print("layout %s %s" % (name, short(layout)))
    for label, text in items:
        print("item %s %s %s" % (name, short(text), label))


def load(path, name):
    whole, layout, items = None, None, []
    with open(path) as f:
        for line in f:
            w = line.split()
            if not w or w[0].startswith("#") or w[1] != name:
                continue
            if w[0] == "file":
                whole = (w[2], int(w[3]))
            elif w[0] == "layout":
                layout = w[2]
            elif w[0] == "item":
                items.append((" ".join(w[3:]), w[2]))
    return whole, layout, items


def compare(digests, kind, path):
    name = KINDS[kind]
    whole, layout, ref = load(digests, name)
    if whole is None:
        check(False, name, "%s records no digest for it" % digests)
        return 1
    with open(path) as f:
        try:
            part = region(kind, f.read())
        except ValueError as e:
            check(False, name, "%s: %s" % (path, e))
            return 1
    got = hashlib.sha256(part.encode()).hexdigest()
    if got == whole[0]:
        check(True, "%s: %d bytes from the first declaration, SHA-256 %s, "
              "as BoringSSL's (%d items)" % (name, len(part.encode()), got,
                                              len(ref)))
        return 0
    items, ours_layout = items_of(kind, part)
    why = None
    for n, (label, digest) in enumerate(ref):
        if n >= len(items):
            why = "%s is missing (ours has %d items, BoringSSL's %d)" % (
                label, len(items), len(ref))
            break
        if short(items[n][1]) != digest:
            why = "first difference: %s (ours: %s)" % (
                label, items[n][1].split("\n")[0].strip())
            break
    if why is None and len(items) > len(ref):
        why = "ours has %d items, BoringSSL's %d" % (len(items), len(ref))
    if why is None and short(ours_layout) != layout:
        why = "every item matches; the text between them differs"
    check(False, name, "SHA-256 %s, BoringSSL's %s; %s" % (got, whole[0],
                                                           why))
    return 1


def main():
    if len(sys.argv) == 4 and sys.argv[1] == "record" and \
            sys.argv[2] in KINDS:
        record(sys.argv[2], sys.argv[3])
        return 0
    if len(sys.argv) == 5 and sys.argv[1] == "check" and \
            sys.argv[3] in KINDS:
        return compare(sys.argv[2], sys.argv[3], sys.argv[4])
    sys.stderr.write(__doc__.split("\n\n")[-2] + "\n")
    return 2


if __name__ == "__main__":
    sys.exit(main())
