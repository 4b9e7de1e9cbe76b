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
"""The rows of ectab list --constants, for the reference checker.

constants.py ECTAB FILE writes the CONSTANTS file of tables_generic.c
(CONSTANT(name, length, 'modulus', "formula") for each row), so that
the checker proves every constant ectab lists, whatever the header
names it; tests/lib.py takes constant_rows from here.

usage: constants.py ECTAB FILE
"""

import re
import subprocess
import sys

# The lengths of ectab list --constants, as tables_generic.c names them.
LENGTHS = {"modulus": "ARRAY", "64 bits": "U64", "1 word": "WORD"}
# What a formula may hold (ectab(1)): names, decimals, operators.
FORMULA = re.compile(r"[A-Za-z0-9_ ()+\-*/^]+$")


def constant_rows(ectab):
    """The rows of ectab list --constants, each (name, modulus, length,
    formula, doc), from columns two blanks apart at least.  Raises
    ValueError for a row that does not read so."""
    out = subprocess.run([ectab, "list", "--constants"], capture_output=True,
                         text=True, check=True).stdout
    rows = []
    for line in out.split("\n")[1:-1]:
        row = re.split(r" {2,}", line)
        if (len(row) != 5 or not re.match(r"\w+$", row[0]) or
                row[1] not in ("p", "n") or row[2] not in LENGTHS or
                not FORMULA.match(row[3])):
            raise ValueError("ectab list --constants: not a row: %r" % line)
        rows.append(tuple(row))
    return rows


def write_constants(ectab, path):
    """Writes the CONSTANTS file of gen/checker/tables_generic.c:
    CONSTANT(name, length, 'modulus', "formula") for each row."""
    with open(path, "w") as f:
        for name, modulus, length, formula, _ in constant_rows(ectab):
            f.write("CONSTANT(%s, %s, '%s', \"%s\")\n"
                    % (name, LENGTHS[length], modulus, formula))


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit("usage: constants.py ECTAB FILE")
    write_constants(sys.argv[1], sys.argv[2])
