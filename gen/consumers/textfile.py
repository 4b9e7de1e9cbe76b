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
"""Reading and writing a file of a consumer's tree, as the tools a
maintainer runs in the library's tree (gen/consumers/openssl/openssl.py,
wolfssl/wolfssl.py and mbedtls/mbedtls.py) do: a file is written as
ectab writes its outputs, through its symbolic links, atomically, in
the file's own mode; an error is one line, "PROG: what is wrong", exit
status 1; a usage error the usage, exit status 2.  A comparison of
ectab's file with the library's (boringssl.py's and mbedtls.py's
compare) prints a line a check, "PASS name" or "FAIL name: why", as
make check's do.  Python 3 alone."""

import os
import sys
import tempfile


def die(msg):
    """Exits 1 with one line: the program's name and msg."""
    sys.stderr.write("%s: %s\n" % (os.path.basename(sys.argv[0]), msg))
    sys.exit(1)


def check(ok, name, why=None):
    """Prints "PASS name" if ok, else "FAIL name: why" ("FAIL name" if
    why is None), and returns bool(ok)."""
    if ok:
        print("PASS " + name)
    else:
        print("FAIL " + name + ("" if why is None else ": " + why))
    return bool(ok)


def read_text(path):
    """The text of path, as its bytes are (no newline translated), or
    die() naming it; a carriage return, as in CR LF line ends, is an
    error naming its line: the files these tools read and write end
    their lines in LF, and a comparison byte for byte must not pass
    over one."""
    try:
        with open(path, newline="") as f:
            text = f.read()
    except (OSError, UnicodeDecodeError) as e:
        die("%s: %s" % (path, e.strerror if isinstance(e, OSError) else e))
    cr = text.find("\r")
    if cr >= 0:
        die("%s:%d: a carriage return (CR LF line ends?): the file's lines "
            "must end in LF" % (path, text.count("\n", 0, cr) + 1))
    return text


def usage(doc):
    """Exits 2 with the paragraph of doc that begins "usage:"."""
    start = doc.index("usage:")
    sys.stderr.write(doc[start:doc.index("\n\n", start) + 1])
    sys.exit(2)


def replace_file(path, text):
    """Writes text to path as replace_files() does."""
    replace_files([(path, text)])


def replace_files(texts):
    """Writes each (path, text) of texts to its path through its symbolic
    links, in the file's own mode: each text is written to a temporary
    file beside its file first, and only when all are written are they
    renamed into place, each atomically (the renames are not one atomic
    step together).  If a text cannot be written, no file is changed,
    the temporary files are removed and die() names it; so they are if
    anything else stops the writing."""
    made = []
    path = None
    try:
        for path, text in texts:
            real = os.path.realpath(path)
            fd, tmp = tempfile.mkstemp(dir=os.path.dirname(real),
                                       prefix="." + os.path.basename(real)
                                       + ".")
            made.append((tmp, real))
            with os.fdopen(fd, "w", newline="") as f:
                f.write(text)
                f.flush()
                os.fchmod(f.fileno(), os.stat(real).st_mode & 0o7777)
                os.fsync(f.fileno())
        while made:
            tmp, real = made[0]
            path = real
            os.replace(tmp, real)
            made.pop(0)
    except BaseException as e:
        for tmp, _ in made:
            try:
                os.unlink(tmp)
            except OSError:
                pass
        if isinstance(e, OSError):
            die("%s: %s" % (path, e.strerror))
        raise


def first_difference(ours, theirs, line0, a, b, where, unit):
    """Says where the render ours and the text theirs first differ, as
    "LINE: what", LINE theirs, counted from line0 + 1.  a and b are
    their numbers, each a tuple (value, offset in the text, and what
    else must be the same: the entry it is of) and where(i) names
    number i of theirs: the first number that differs, if any, else the
    first line; unit names a number ("word")."""
    for i in range(min(len(a), len(b))):
        if a[i][0] != b[i][0] or a[i][2:] != b[i][2:]:
            return "%d: %s is %#x, ectab's %#x" % (
                line0 + theirs.count("\n", 0, b[i][1]) + 1, where(i),
                b[i][0], a[i][0])
    x, y = ours.splitlines(True), theirs.splitlines(True)
    if len(a) != len(b):
        return "%d: %d %ss, ectab's %d" % (line0 + len(y), len(b), unit,
                                          len(a))
    for i in range(min(len(x), len(y))):
        if x[i] != y[i]:
            return "%d: the same numbers as ectab's, but the line " \
                "differs: %r, ectab's %r" % (line0 + i + 1, y[i], x[i])
    return "%d: the same numbers as ectab's, in %d lines, ectab's %d" % (
        line0 + min(len(x), len(y)), len(y), len(x))
