# Copyright (c) 2026 The ectab authors.  ISC license: see LICENSE.
"""Derives from a diff of OpenBSD's src/ (as cvs diff -uNp writes it, for
patch -p0) the patch of LibreSSL portable's tree (patch -p1), and writes
it to standard output:

    portable.py DIFF PORTABLE_TREE
    portable.py --program NAME DIFF

With --program, it writes the source of the regress program NAME.c that
the diff adds instead, to build it against another tree.

Each file's diff is carried over under portable's name of the file:

    lib/libcrypto/PATH              crypto/PATH
    lib/libssl/PATH                 ssl/PATH
    regress/lib/lib{crypto,ssl}/*/NAME.c    tests/NAME.c

A regress Makefile's diff is left out; for each regress program the diff
adds, the lines of tests/CMakeLists.txt and of tests/Makefile.am that
build and run it are added in its name's place among portable's tests
(with CERTSDIR where its source uses it).  A header that a library
source the diff changes comes to include, and that is in neither tree
(ectab's ec_curve_tables.h, copied in beside the diff), gets its
noinst_HEADERS line in crypto/Makefile.am, so that make dist ships it.
Anything else (a new library source, a file portable names otherwise)
is an error, naming the file: the script does not guess.
"""

import difflib
import os
import re
import sys


def die(msg):
    sys.exit("portable.py: %s" % msg)


def files_of(diff):
    """The diff split into (path, old_is_null, text of its hunks)."""
    out = []
    for part in re.split(r"^Index: ", diff, flags=re.M)[1:]:
        m = re.match(r"(\S+)\n=+\n--- (\S+)[^\n]*\n\+\+\+ (\S+)[^\n]*\n(.*)",
                     part, re.S)
        if not m:
            die("cannot read the diff of %s" % part.split("\n", 1)[0])
        out.append((m.group(1), m.group(2) == "/dev/null" or
                    m.group(4).startswith("@@ -0,0 "), m.group(4)))
    return out


def portable_path(path):
    """Portable's name of an OpenBSD file, or None for a regress Makefile."""
    for prefix, repl in (("lib/libcrypto/", "crypto/"),
                         ("lib/libssl/", "ssl/")):
        if path.startswith(prefix):
            rest = path[len(prefix):]
            if rest == "Makefile" or rest.endswith("/Makefile"):
                die("%s: portable builds with CMake; not derived" % path)
            return repl + rest
    m = re.match(r"regress/lib/lib(?:crypto|ssl)/[\w.-]+/([\w.-]+)$", path)
    if m:
        if m.group(1) == "Makefile":
            return None
        if m.group(1).endswith(".c"):
            return "tests/" + m.group(1)
    die("%s: no portable name known for it" % path)


def cmake_block(name, source):
    """The lines of tests/CMakeLists.txt for regress program name."""
    lines = ["# %s" % name,
             "add_executable(%s %s.c)" % (name, name)]
    if "CERTSDIR" in source:
        lines += ["set_source_files_properties(%s.c PROPERTIES COMPILE_FLAGS"
                  % name,
                  '\t-DCERTSDIR=\\\\"${CMAKE_CURRENT_SOURCE_DIR}\\\\")']
    lines += ["target_link_libraries(%s ${OPENSSL_TEST_LIBS})" % name,
              "prepare_emscripten_test_target(%s)" % name,
              "add_platform_test(%s %s)" % (name, name),
              ""]
    return [line + "\n" for line in lines]


def automake_block(name, source):
    """The lines of tests/Makefile.am for regress program name."""
    lines = ["# %s" % name, "TESTS += %s" % name]
    if "CERTSDIR" in source:
        lines.append('%s_CPPFLAGS = $(AM_CPPFLAGS) -DCERTSDIR=\\"$(srcdir)\\"'
                     % name)
    lines += ["check_PROGRAMS += %s" % name,
              "%s_SOURCES = %s.c" % (name, name), ""]
    return [line + "\n" for line in lines]


def add_tests(path, old, programs, block, first):
    """The lines old of tests/ file path with each program's block put
    before the first test's (a "# name" line, then one starting with
    first) whose name comes after it."""
    lines = list(old)
    for name, source in sorted(programs):
        if "# %s\n" % name in lines:
            die("%s has %s already" % (path, name))
        at = None
        for i, line in enumerate(lines):
            m = re.match(r"# (\w+)$", line)
            if (m and i + 1 < len(lines) and
                    lines[i + 1].startswith(first) and m.group(1) > name):
                at = i
                break
        if at is None:
            die("%s: no test after %s to put it before" % (path, name))
        lines[at:at] = block(name, source)
    return lines


def add_headers(old, headers):
    """The lines old of crypto/Makefile.am with noinst_HEADERS lines for
    headers, each after the last of its folder's that sorts before it,
    or before the first."""
    lines = list(old)
    for h in sorted(headers):
        folder = h.split("/")[0] + "/"
        at = None
        for i, line in enumerate(lines):
            m = re.match(r"noinst_HEADERS \+= (\S+)$", line)
            if m and m.group(1).startswith(folder) and \
                    (m.group(1) < h or at is None):
                at = i + 1 if m.group(1) < h else i
        if at is None:
            die("crypto/Makefile.am: no noinst_HEADERS of %s" % folder)
        lines[at:at] = ["noinst_HEADERS += %s\n" % h]
    return lines


def missing_headers(path, hunks, tree, added):
    """The headers that a library source's hunks come to include and
    that neither tree has, as crypto/Makefile.am names them."""
    out = []
    if not path.startswith("lib/libcrypto/"):
        return out
    folder = os.path.dirname(path[len("lib/libcrypto/"):])
    for h in re.findall(r'^\+#include "([\w.]+)"$', hunks, re.M):
        name = "%s/%s" % (folder, h)
        found = any(os.path.basename(f) == h for f in added) or any(
            h in files for _, _, files in os.walk(os.path.join(tree,
                                                               "crypto")))
        if not found and os.path.isfile(os.path.join(tree, "include",
                                                     "openssl", h)):
            found = True
        if not found:
            out.append(name)
    return out


def diff_of(path, old, new):
    """A unified diff of tests/ or crypto/ file path, for patch -p1."""
    return "".join(difflib.unified_diff(old, new, "a/" + path,
                                        "b/" + path))


def added_source(hunks):
    """The text of a file a diff adds whole."""
    return "".join(line[1:] + "\n" for line in hunks.split("\n")
                   if line.startswith("+") and not line.startswith("+++"))


def program(name, diff):
    """The source of regress program name.c, which diff adds."""
    for path, is_new, hunks in files_of(open(diff).read()):
        if is_new and path.startswith("regress/") and \
                os.path.basename(path) == name + ".c":
            return added_source(hunks)
    die("%s adds no regress program %s" % (diff, name))


def main():
    if len(sys.argv) == 4 and sys.argv[1] == "--program":
        sys.stdout.write(program(sys.argv[2], sys.argv[3]))
        return
    if len(sys.argv) != 3:
        die("usage: portable.py DIFF PORTABLE_TREE | "
            "--program NAME DIFF")
    diff, tree = sys.argv[1:]
    out = []
    programs = []
    headers = []
    files = files_of(open(diff).read())
    added = [path for path, is_new, _ in files if is_new]
    for path, is_new, hunks in files:
        headers += missing_headers(path, hunks, tree, added)
        new = portable_path(path)
        if new is None:
            continue
        if new.startswith("tests/"):
            if not is_new:
                die("%s: only new regress programs are derived" % path)
            programs.append((os.path.basename(new)[:-2],
                             added_source(hunks)))
        elif not is_new and not os.path.isfile(os.path.join(tree, new)):
            die("%s: %s is not in %s" % (path, new, tree))
        out.append("--- %s\n+++ b/%s\n%s" % (
            "/dev/null" if is_new else "a/" + new, new, hunks))
    for path, block, first in (
            ("tests/CMakeLists.txt", cmake_block, "add_executable("),
            ("tests/Makefile.am", automake_block, "TESTS += ")):
        if programs:
            old = open(os.path.join(tree, path)).readlines()
            out.append(diff_of(path, old, add_tests(path, old, programs,
                                                    block, first)))
    if headers:
        path = "crypto/Makefile.am"
        old = open(os.path.join(tree, path)).readlines()
        out.append(diff_of(path, old, add_headers(old, headers)))
    sys.stdout.write("".join(out))


main()
