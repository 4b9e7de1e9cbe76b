# Copyright (c) 2026 The ectab authors.  ISC license: see LICENSE.
"""Derives from a series of diffs of OpenBSD's src/ (as cvs diff -uNp
writes them, for patch -p0, each on top of the ones before it) the
patches of LibreSSL portable's tree (patch -p1), one for each diff:

    portable.py -d FOLDER DIFF... PORTABLE_TREE
    portable.py DIFF PORTABLE_TREE
    portable.py --program NAME DIFF...

With -d, each diff's patch is FOLDER/NAME.patch, NAME its file name
without .diff; with one diff and no -d, its patch goes to standard
output.  With --program, it writes the source of the regress program
NAME.c that one of the diffs adds instead, to build it against another
tree.

Each file's diff is carried over under portable's name of the file,
which must be in portable's tree or be added by a diff of the series:

    lib/libcrypto/PATH              crypto/PATH
    lib/libssl/PATH                 ssl/PATH
    regress/lib/lib{crypto,ssl}/*/NAME.{c,h}    tests/NAME.{c,h}

A regress Makefile's diff is left out; for each program it comes to
list (PROGS), the lines of tests/CMakeLists.txt and of tests/Makefile.am
that build and run it from its sources (SRCS_NAME, or NAME.c) are added
in its name's place among portable's tests, with CERTSDIR where a
source uses it and the regress headers its sources include.  A header
the diff adds to lib/libcrypto gets its noinst_HEADERS line in
crypto/Makefile.am, so that make dist ships it.  Anything else (a new
library source, a file portable names otherwise, a regress file no
program builds, a header a source includes that neither the tree nor
the series has) is an error, naming the file: the script does not
guess.
"""

import difflib
import os
import re
import sys


def die(msg):
    sys.exit("portable.py: %s" % msg)


def files_of(diff):
    """The diff split into (path, is_new, text of its hunks)."""
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
        if m.group(1).endswith((".c", ".h")):
            return "tests/" + m.group(1)
    die("%s: no portable name known for it" % path)


def new_text(hunks):
    """The lines of the new file in a file's hunks: context and added
    (all of a file the diff adds)."""
    return "".join(line[1:] + "\n" for line in hunks.split("\n")
                   if line[:1] in (" ", "+") and not line.startswith("+++"))


def makefile_programs(path, hunks):
    """The programs a regress Makefile's diff comes to list (PROGS lines
    it adds), each with its sources (SRCS_NAME in the new Makefile, or
    NAME.c)."""
    text = re.sub(r"\\\n", " ", new_text(hunks))
    srcs = dict(re.findall(r"^SRCS_(\w+)\s*\??=\s*(.*)$", text, re.M))
    programs = []
    for name in re.findall(r"^\+PROGS\s*\+=\s*(\w+)\s*$", hunks, re.M):
        programs.append((name, srcs.get(name, name + ".c").split()))
    return programs


def test_block(kind, name, sources, texts):
    """The lines of tests/CMakeLists.txt (kind cmake) or of
    tests/Makefile.am (automake) for regress program name."""
    cfiles = [f for f in sources if f.endswith(".c")]
    certs = [f for f in cfiles if "CERTSDIR" in texts[f]]
    headers = sorted(set(h for f in cfiles for h in re.findall(
        r'^#include "([\w.]+)"$', texts[f], re.M) if h in texts))
    lines = ["# %s" % name]
    if kind == "cmake":
        lines.append("add_executable(%s %s)" % (name, " ".join(cfiles)))
        for f in certs:
            lines += ["set_source_files_properties(%s PROPERTIES "
                      "COMPILE_FLAGS" % f,
                      '\t-DCERTSDIR=\\\\"${CMAKE_CURRENT_SOURCE_DIR}\\\\")']
        lines += ["target_link_libraries(%s ${OPENSSL_TEST_LIBS})" % name,
                  "prepare_emscripten_test_target(%s)" % name,
                  "add_platform_test(%s %s)" % (name, name)]
    else:
        lines.append("TESTS += %s" % name)
        if certs:
            lines.append('%s_CPPFLAGS = $(AM_CPPFLAGS) '
                         '-DCERTSDIR=\\"$(srcdir)\\"' % name)
        lines += ["check_PROGRAMS += %s" % name,
                  "%s_SOURCES = %s" % (name, " ".join(cfiles))]
        lines += ["noinst_HEADERS += %s" % h for h in headers]
    return [line + "\n" for line in lines + [""]], headers


def add_tests(path, old, blocks, first):
    """The lines old of tests/ file path with each program's block put
    before the first test's (a "# name" line, then one starting with
    first) whose name comes after it."""
    lines = list(old)
    for name, block in sorted(blocks):
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
        lines[at:at] = block
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


def check_includes(path, hunks, tree, series):
    """Dies if a library source's hunks come to include a header that
    neither the tree nor the series has."""
    if not path.startswith("lib/libcrypto/"):
        return
    for h in re.findall(r'^\+#include "([\w.]+)"$', hunks, re.M):
        if any(os.path.basename(f) == h for f in series):
            continue
        if any(h in files for _, _, files in
               os.walk(os.path.join(tree, "crypto"))):
            continue
        if os.path.isfile(os.path.join(tree, "include", "openssl", h)):
            continue
        die("%s includes %s, which neither %s nor the series has"
            % (path, h, tree))


def diff_of(path, old, new):
    """A unified diff of tests/ or crypto/ file path, for patch -p1."""
    return "".join(difflib.unified_diff(old, new, "a/" + path,
                                        "b/" + path))


class Tree:
    """Portable's build files as the patches so far leave them."""

    def __init__(self, root):
        self.root = root
        self.files = {}

    def lines(self, path):
        if path not in self.files:
            self.files[path] = open(os.path.join(self.root,
                                                 path)).readlines()
        return self.files[path]

    def change(self, path, new):
        old = self.lines(path)
        self.files[path] = new
        return diff_of(path, old, new)


def patch_of(name, files, tree, series):
    """The patch of portable's tree for one diff of the series, named
    name, whose files are files; tree holds the patches before it."""
    out = []
    texts = {}
    programs = []
    headers = []
    regress = set()
    for path, is_new, hunks in files:
        check_includes(path, hunks, tree.root, series)
        new = portable_path(path)
        if new is None:
            programs += makefile_programs(path, hunks)
            continue
        if not is_new and path not in series and \
                not os.path.isfile(os.path.join(tree.root, new)):
            die("%s: %s is not in %s, and no diff of the series adds it"
                % (path, new, tree.root))
        if new.startswith("tests/") and is_new:
            texts[os.path.basename(new)] = new_text(hunks)
            regress.add(os.path.basename(new))
        elif is_new and new.startswith("crypto/") and new.endswith(".h"):
            headers.append(new[len("crypto/"):])
        elif is_new and not new.endswith(".h"):
            die("%s: a new library source; portable's CMake lists are "
                "not derived" % path)
        out.append("--- %s\n+++ b/%s\n%s" % (
            "/dev/null" if is_new else "a/" + new, new, hunks))
    used = set()
    for kind, path, first in (("cmake", "tests/CMakeLists.txt",
                               "add_executable("),
                              ("automake", "tests/Makefile.am", "TESTS += ")):
        blocks = []
        for prog, sources in programs:
            for f in sources:
                if f not in texts:
                    die("%s: %s: %s is not a regress file it adds"
                        % (name, prog, f))
            block, hs = test_block(kind, prog, sources, texts)
            used.update(sources, hs)
            blocks.append((prog, block))
        if blocks:
            out.append(tree.change(path, add_tests(path, tree.lines(path),
                                                   blocks, first)))
    for f in sorted(regress - used):
        die("%s: no regress program of its Makefile builds %s" % (name, f))
    if headers:
        path = "crypto/Makefile.am"
        out.append(tree.change(path, add_headers(tree.lines(path),
                                                 headers)))
    return "".join(out)


def program(name, diffs):
    """The source of regress program name.c, which one of diffs adds."""
    for diff in diffs:
        for path, is_new, hunks in files_of(open(diff).read()):
            if is_new and path.startswith("regress/") and \
                    os.path.basename(path) == name + ".c":
                return new_text(hunks)
    die("%s adds no regress program %s" % (" ".join(diffs), name))


def main():
    args = sys.argv[1:]
    usage = ("usage: portable.py [-d FOLDER] DIFF... PORTABLE_TREE | "
             "--program NAME DIFF...")
    if len(args) >= 3 and args[0] == "--program":
        sys.stdout.write(program(args[1], args[2:]))
        return
    folder = None
    if args[:1] == ["-d"]:
        if len(args) < 2:
            die(usage)
        folder, args = args[1], args[2:]
    if len(args) < 2 or (folder is None and len(args) != 2):
        die(usage)
    diffs, tree = args[:-1], Tree(args[-1])
    series = [(d, files_of(open(d).read())) for d in diffs]
    added = [path for _, files in series for path, is_new, _ in files
             if is_new]
    for diff, files in series:
        name = os.path.basename(diff)
        text = patch_of(name, files, tree, added)
        if folder is None:
            sys.stdout.write(text)
            continue
        stem = name[:-len(".diff")] if name.endswith(".diff") else name
        with open(os.path.join(folder, stem + ".patch"), "w") as out:
            out.write(text)


main()
