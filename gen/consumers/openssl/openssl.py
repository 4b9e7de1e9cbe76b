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
"""OpenSSL's precomputed tables of G and ectab's renders of them.

crypto/ec/ecp_nistz256_table.c and (OpenSSL 3.2 and later)
ecp_sm2p256_table.c are the table alone: ectab writes each whole, with
the file's leading comments (its notice and its description of the
table) as --notice.  ecp_nistp224.c, ecp_nistp256.c, ecp_nistp384.c
(3.2 and later) and ecp_nistp521.c hold their table inside other code:
its block is from the line "static const ... gmul[" to the first line
"};" after it.

usage: openssl.py notice FILE          (FILE's leading comments, the
                                        notice of ectab's render of it)
       openssl.py block FILE           (FILE's gmul block)
       openssl.py splice BLOCK FILE    (FILE with its gmul block replaced
                                        by BLOCK, in place; the mtime is
                                        kept if nothing changes)
       openssl.py compare RENDER FILE  (a render, whole file or block,
                                        against FILE, or the block of
                                        FILE, byte for byte: silent and
                                        exit 0 if they are the same,
                                        else "FILE:LINE: " and the
                                        first point that differs, by
                                        table, entry and coordinate,
                                        and exit 1)

It needs Python 3 alone, run from ectab's source tree (it imports
../textfile.py).  Errors are "file:line: what is wrong", exit 1; a
usage error exits 2.
"""

import os
import re
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                ".."))
import textfile  # noqa: E402
from textfile import die, read_text, replace_file, usage  # noqa: E402

GMUL = re.compile(r"^static const \w+ gmul\[[^\n]*= \{\n", re.M)
NUMBER = re.compile(r"\b(0x[0-9a-fA-F]+|[0-9]+)\b")
TOBN = re.compile(r"TOBN\((0x[0-9a-f]+), (0x[0-9a-f]+)\)")
SM2 = re.compile(r"^const BN_ULONG ecp_sm2p256_precomputed\[", re.M)



def notice(text, path):
    """The lines of text's leading comments, and the blank lines
    between them, up to the first line of code."""
    lines = text.splitlines(True)
    end = 0
    inside = False
    for i, line in enumerate(lines):
        if inside:
            inside = "*/" not in line
            if not inside:
                end = i + 1
        elif line.startswith("/*"):
            inside = "*/" not in line
            if not inside:
                end = i + 1
        elif line.strip():
            break
    if end == 0:
        die("%s:%d: no comment before the first line of code" % (
            path, next((i + 1 for i, line in enumerate(lines)
                        if line.strip()), 1)))
    return "".join(lines[:end])


def block_span(text, path):
    """Where the gmul block of text is: (start, end) offsets."""
    m = GMUL.search(text)
    if m is None:
        die("%s:%d: no line \"static const ... gmul[...] = {\"" % (
            path, text.count("\n") + 1))
    end = text.find("\n};\n", m.end() - 1)
    if end < 0:
        die("%s:%d: the gmul table has no line \"};\" after it"
            % (path, text.count("\n", 0, m.start()) + 1))
    return m.start(), end + 4


def table_numbers(text):
    """The words of a table, in order, and the offset of each: TOBN's
    pairs as one 64-bit word each (the nistz256 table), the words of
    the SM2 table, or every number after the declaration (a gmul
    table)."""
    pairs = list(TOBN.finditer(text))
    if pairs:
        return [(int(m.group(1), 16) << 32 | int(m.group(2), 16), m.start())
                for m in pairs], "nistz"
    kind = "sm2" if SM2.search(text) else "gmul"
    start = text.find("= {")
    return [(int(m.group(1), 0), m.start())
            for m in NUMBER.finditer(text, start)], kind


def dims(text):
    """The dimensions of a gmul table's declaration, e.g. [2, 16, 3]."""
    m = GMUL.search(text)
    return [int(d) for d in re.findall(r"\[(\d+)\]", m.group(0))]


def where(i, kind, text, count):
    """Word i of a table, by table, entry and coordinate."""
    if kind == "nistz":
        row, rest = divmod(i, 64 * 8)
        point, word = divmod(rest, 8)
        return "subtable %d, point %d (%d * 2^%d * G), %s, word %d" % (
            row, point, point + 1, 7 * row, "xy"[word // 4], word % 4)
    if kind == "sm2":
        row, rest = divmod(i, 256 * 8)
        point, word = divmod(rest, 8)
        return "subtable %d, entry %d (%d * 2^%d * G), %s, word %d" % (
            row, point, point, 8 * row, "xy"[word // 4], word % 4)
    d = dims(text)
    limbs = count // (d[0] * d[1] if len(d) == 3 else d[0]) // 3
    entry, rest = divmod(i, 3 * limbs)
    coord, limb = divmod(rest, limbs)
    table = ""
    if len(d) == 3:
        table = "table %d, " % (entry // d[1])
        entry %= d[1]
    return "%sentry %d, %s, limb %d" % (table, entry, "xyz"[coord], limb)


def first_difference(ours, theirs, line0):
    """Says where ours and theirs first differ, as "LINE: what", LINE
    theirs, counted from line0 + 1: the first point, if their numbers
    differ, else the first line."""
    a, kind = table_numbers(ours)
    b, _ = table_numbers(theirs)
    return textfile.first_difference(
        ours, theirs, line0, a, b, lambda i: where(i, kind, theirs, len(b)),
        "word")


def compare(ours_path, theirs_path):
    ours = read_text(ours_path)
    text = read_text(theirs_path)
    line0 = 0
    if GMUL.match(ours):
        start, end = block_span(text, theirs_path)
        theirs = text[start:end]
        line0 = text.count("\n", 0, start)
    else:
        theirs = text
    if ours != theirs:
        sys.stdout.write("%s:%s\n" % (
            theirs_path, first_difference(ours, theirs, line0)))
        sys.exit(1)


def splice(ours_path, file_path):
    ours = read_text(ours_path)
    if not GMUL.match(ours):
        die("%s:1: not a gmul block (\"static const ... gmul[...] = "
            "{\")" % ours_path)
    text = read_text(file_path)
    start, end = block_span(text, file_path)
    new = text[:start] + ours + text[end:]
    if new != text:
        replace_file(file_path, new)


def main():
    a = sys.argv[1:]
    if len(a) == 2 and a[0] == "notice":
        sys.stdout.write(notice(read_text(a[1]), a[1]))
    elif len(a) == 2 and a[0] == "block":
        text = read_text(a[1])
        start, end = block_span(text, a[1])
        sys.stdout.write(text[start:end])
    elif len(a) == 3 and a[0] == "splice":
        splice(a[1], a[2])
    elif len(a) == 3 and a[0] == "compare":
        compare(a[1], a[2])
    else:
        usage(__doc__)


if __name__ == "__main__":
    main()
