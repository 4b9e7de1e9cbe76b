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
"""wolfSSL's precomputed tables of G and ectab's renders of them.

The "SP" files of wolfSSL (wolfcrypt/src/sp_c32.c, sp_c64.c,
sp_x86_64.c, sp_arm64.c, sp_arm32.c, sp_armthumb.c, sp_cortexm.c,
sp_dsp32.c) hold their tables inside other code, several a curve in
some files (a small build's and a default build's, under #ifdef): a
block is from its declaration, "static const sp_table_entry_256
p256_table[64] = {", to the first line "};" after it, and a render of
ectab's is one block, which names the block of the file it stands for
by its first line.

usage: wolfssl.py blocks FILE          (the first line of each of FILE's
                                        blocks, with its line number)
       wolfssl.py splice BLOCK FILE [BLOCK FILE]...
                                       (each FILE with the block of
                                        BLOCK's first line replaced by
                                        BLOCK, in place, all or none: no
                                        file is written unless every
                                        block has its place, once, and
                                        every file can be written; a
                                        file's mtime is kept if nothing
                                        changes)
       wolfssl.py compare BLOCK FILE   (BLOCK against the block of FILE
                                        of its first line, byte for
                                        byte: silent and exit 0 if they
                                        are the same, else "FILE:LINE: "
                                        and the first limb that differs,
                                        by table, entry, coordinate and
                                        limb, and exit 1)

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
from textfile import die, read_text, replace_files, usage  # noqa: E402

DECL = re.compile(r"^static const sp_table_entry(?:_\d+)? (p\d+_table)"
                  r"\[(\d+)\] = \{\n", re.M)
# An entry's comment ("/* 5 */", "/* 5 << 7 */") and its limbs.
TOKEN = re.compile(r"/\* ([^*]*) \*/|\b0x([0-9a-fA-F]+)L?\b")



def line_of(text, offset):
    return text.count("\n", 0, offset) + 1


def first_line(block, path):
    """The declaration that begins a render: its first line."""
    m = DECL.match(block)
    if m is None:
        die("%s:1: not a table block (\"static const sp_table_entry_N "
            "pN_table[M] = {\")" % path)
    return m.group(0)


def block_span(text, decl, path):
    """Where the block of text that begins with the line decl is:
    (start, end) offsets, end past its line "};"."""
    start = text.find(decl)
    while start > 0 and text[start - 1] != "\n":
        start = text.find(decl, start + 1)
    if start < 0:
        die("%s: no line \"%s\": the file's tables are not those "
            "files.txt lists" % (path, decl.rstrip("\n")))
    again = text.find("\n" + decl, start)
    if again >= 0:
        die("%s:%d: a second line \"%s\"" % (
            path, line_of(text, again + 1), decl.rstrip("\n")))
    end = text.find("\n};\n", start + len(decl) - 1)
    if end < 0:
        die("%s:%d: the table has no line \"};\" after it"
            % (path, line_of(text, start)))
    return start, end + 4


def entries(block):
    """The limbs of a block, in order, each as (value, offset, entry,
    the entry's comment): every number after an entry's comment
    belongs to that entry."""
    out = []
    entry, label = -1, ""
    for m in TOKEN.finditer(block, block.index("{")):
        if m.group(1) is not None:
            entry += 1
            label = m.group(1)
        else:
            out.append((int(m.group(2), 16), m.start(), entry, label))
    return out


def where(limbs, i, name, size):
    """Limb i of a table, by entry, coordinate and limb: each entry is
    x and then y, each as many limbs."""
    _, _, entry, label = limbs[i]
    per = [j for j in range(len(limbs)) if limbs[j][2] == entry]
    coord, limb = divmod(i - per[0], len(per) // 2)
    return "%s[%s], entry %d (/* %s */), %s, limb %d" % (
        name, size, entry, label, "xy"[coord], limb)


def shape(limbs):
    """A table's entries and the limbs of each, "256 entries of 9
    limbs" (or "of 9 to 15 limbs")."""
    counts = {}
    for _, _, entry, _ in limbs:
        counts[entry] = counts.get(entry, 0) + 1
    lo, hi = min(counts.values(), default=0), max(counts.values(), default=0)
    return "%d entries of %s limbs" % (
        len(counts), lo if lo == hi else "%d to %d" % (lo, hi))


def other_shape(ours, theirs):
    """None if the render ours and the block theirs have the same entries
    of the same limbs, else what differs: a render of another file's
    layout (sp_c64.c's P-384 block for sp_c32.c's, whose declarations
    are the same)."""
    a, b = shape(entries(ours)), shape(entries(theirs))
    if a == b:
        return None
    return "the table has %s, ectab's block %s: a block of another " \
        "layout" % (b, a)


def first_difference(ours, theirs, line0):
    """Says where ours and theirs first differ, as "LINE: what", LINE
    theirs, counted from line0 + 1: their shapes, if they differ, at
    the declaration; else the first limb, if their numbers differ,
    else the first line."""
    m = DECL.match(theirs)
    differs = other_shape(ours, theirs)
    if differs is not None:
        return "%d: %s" % (line0 + 1, differs)
    a, b = entries(ours), entries(theirs)
    return textfile.first_difference(
        ours, theirs, line0, [(v, o, e) for v, o, e, _ in a],
        [(v, o, e) for v, o, e, _ in b],
        lambda i: where(b, i, m.group(1), m.group(2)), "limb")


def compare(ours_path, theirs_path):
    ours = read_text(ours_path)
    text = read_text(theirs_path)
    start, end = block_span(text, first_line(ours, ours_path), theirs_path)
    theirs = text[start:end]
    if ours != theirs:
        sys.stdout.write("%s:%s\n" % (theirs_path, first_difference(
            ours, theirs, line_of(text, start) - 1)))
        sys.exit(1)


def splice(pairs):
    """Splices each (BLOCK, FILE) of pairs, the places of a file's
    blocks found in the file as it is, a block given twice for one file
    an error; then writes the files that changed, all or none."""
    files = {}
    for ours_path, file_path in pairs:
        ours = read_text(ours_path)
        key = os.path.realpath(file_path)
        if key not in files:
            files[key] = (file_path, read_text(file_path), {})
        path, text, spans = files[key]
        decl = first_line(ours, ours_path)
        start, end = block_span(text, decl, path)
        differs = other_shape(ours, text[start:end])
        if differs is not None:
            die("%s:%d: %s" % (path, line_of(text, start), differs))
        if start in spans:
            die("%s:%d: a block given twice: %s" % (
                path, line_of(text, start), decl.rstrip("\n")))
        spans[start] = (end, ours)
    changed = []
    for path, text, spans in files.values():
        parts, at = [], 0
        for start in sorted(spans):
            end, ours = spans[start]
            parts += [text[at:start], ours]
            at = end
        new = "".join(parts) + text[at:]
        if new != text:
            changed.append((path, new))
    replace_files(changed)


def blocks(path):
    text = read_text(path)
    for m in DECL.finditer(text):
        sys.stdout.write("%d\t%s" % (line_of(text, m.start()), m.group(0)))


def main():
    a = sys.argv[1:]
    if len(a) == 2 and a[0] == "blocks":
        blocks(a[1])
    elif len(a) >= 3 and len(a) % 2 == 1 and a[0] == "splice":
        splice(zip(a[1::2], a[2::2]))
    elif len(a) == 3 and a[0] == "compare":
        compare(a[1], a[2])
    else:
        usage(__doc__)


if __name__ == "__main__":
    main()
