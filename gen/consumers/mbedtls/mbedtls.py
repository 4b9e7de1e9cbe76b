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
"""Template mbedtls's block and Mbed TLS's library/ecp_curves.c.

The block of a file is its curve constants and comb tables: from the
line after the comment that ends "to be directly usable in MPIs" to the
last line before the blank lines that precede the first
"#if defined(ECP_LOAD_GROUP)".  ecp_curves.c and ecp_curves_new.c hold
the same block (the second has one blank line more after it).

usage: mbedtls.py compare BLOCK FILE   (BLOCK against FILE's block: the
                                        same tokens, and how many lines
                                        differ in bytes)
       mbedtls.py splice BLOCK FILE    (FILE with its block replaced by
                                        BLOCK, in place; the mtime is
                                        kept if nothing changes)
"""

import difflib
import os
import re
import sys

# compare's PASS/FAIL lines are those of ../textfile.py.
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                ".."))
from textfile import check, replace_file  # noqa: E402

NOTE_END = " * to be directly usable in MPIs\n */\n"
LOAD = "\n#if defined(ECP_LOAD_GROUP)"


def block_span(text, path):
    """Where the block of text is: (start, end) offsets."""
    start = text.find(NOTE_END)
    load = text.find(LOAD)
    if start < 0 or load < 0 or load < start:
        sys.exit("%s: no block between \"to be directly usable in MPIs\" "
                 "and \"#if defined(ECP_LOAD_GROUP)\"" % path)
    start += len(NOTE_END)
    end = load + 1
    while text[end - 2:end] == "\n\n":
        end -= 1
    return start, end


def tokens(text):
    """text without its white space."""
    return re.sub(r"\s+", "", text)


def compare(ours_path, theirs_path):
    ours = open(ours_path).read()
    text = open(theirs_path).read()
    start, end = block_span(text, theirs_path)
    theirs = text[start:end]
    name = os.path.basename(theirs_path)
    first = text.count("\n", 0, start) + 1
    last = text.count("\n", 0, end)
    same = tokens(ours) == tokens(theirs)
    where = ""
    if not same:
        a, b = tokens(ours), tokens(theirs)
        i = next(i for i in range(min(len(a), len(b)) + 1)
                 if i == min(len(a), len(b)) or a[i] != b[i])
        where = "first difference at token character %d: %r, theirs %r" % (
            i, a[max(0, i - 30):i + 30], b[max(0, i - 30):i + 30])
    check(same, "the block and %s lines %d-%d are the same tokens "
          "(white space removed: %d characters)" % (name, first, last,
                                                    len(tokens(theirs))),
          where)
    diff = [ln for ln in difflib.unified_diff(
        ours.splitlines(True), theirs.splitlines(True), n=0)
        if ln[:1] in "+-" and not ln.startswith(("+++", "---"))]
    check(not diff, "the block and %s lines %d-%d are the same bytes "
          "(%d lines)" % (name, first, last, theirs.count("\n")),
          "%d lines differ, the first: %r" % (len(diff), diff[:2]))


def splice(ours_path, file_path):
    ours = open(ours_path).read()
    text = open(file_path).read()
    start, end = block_span(text, file_path)
    new = text[:start] + ours + text[end:]
    if new != text:
        replace_file(file_path, new)


def main():
    if len(sys.argv) == 4 and sys.argv[1] == "compare":
        compare(sys.argv[2], sys.argv[3])
    elif len(sys.argv) == 4 and sys.argv[1] == "splice":
        splice(sys.argv[2], sys.argv[3])
    else:
        sys.exit(__doc__)


if __name__ == "__main__":
    main()
