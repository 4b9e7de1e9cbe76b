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
"""What the Python tests share: the line each check prints.

Every check of the suite prints one line, "PASS name" or "FAIL name:
why", which tests/lib.sh counts.  check() prints it and counts it here,
so that a script can choose its exit status by failures().
"""

counts = {"PASS": 0, "FAIL": 0}


def check(ok, name, why=None):
    """Prints "PASS name" if ok, else "FAIL name: why" ("FAIL name" if
    why is None), counts the check, and returns bool(ok)."""
    if ok:
        counts["PASS"] += 1
        print("PASS " + name)
    else:
        counts["FAIL"] += 1
        print("FAIL " + name + ("" if why is None else ": " + why))
    return bool(ok)


def failures():
    """The number of checks that have failed so far."""
    return counts["FAIL"]
