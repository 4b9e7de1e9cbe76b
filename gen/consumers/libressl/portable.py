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
source uses it and the regress headers its sources include.  A program
the Makefile runs with arguments (a rule run-regress-NAME of one
command, ./NAME ARGS) gets them in its CMake test, a file of the tree
(${.CURDIR}/PATH, ${VAR} as the Makefile sets VAR) under portable's
name of it; automake's TESTS cannot pass a program arguments, so
there it is built and not run.  A program an earlier diff listed whose
sources or arguments a diff changes (its SRCS_NAME or its rule, whole
in the hunks' context) gets its lines made again in their place; its
sources may be any regress file the series adds.  A header
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


def old_text(hunks):
    """The lines of the old file in a file's hunks: context and removed."""
    return "".join(line[1:] + "\n" for line in hunks.split("\n")
                   if line[:1] in (" ", "-") and not line.startswith("---"))


def apply_hunks(path, old, hunks):
    """The text of file path, of text old, after hunks; dies where a
    line of their context or a removed line is not old's."""
    lines = old.splitlines()
    out = []
    at = 0
    for line in hunks.split("\n"):
        m = re.match(r"@@ -(\d+)(?:,(\d+))? ", line)
        if m:
            start = int(m.group(1)) - (m.group(2) != "0")
            if start < at:
                die("%s: a hunk before the one above it" % path)
            out += lines[at:start]
            at = start
        elif line[:1] == "+":
            out.append(line[1:])
        elif line[:1] in (" ", "-"):
            if at >= len(lines) or lines[at] != line[1:]:
                die("%s: line %d is not the diff's %s" % (path, at + 1,
                                                          line))
            if line[:1] == " ":
                out.append(line[1:])
            at += 1
    return "".join(line + "\n" for line in out + lines[at:])


def rule_commands(name, text):
    """The commands of rule run-regress-NAME in a regress Makefile's
    text, or None."""
    m = re.search(r"^run-regress-%s:[^\n]*\n((?:\t[^\n]*\n)*)"
                  % re.escape(name), text, re.M)
    return m.group(1).splitlines() if m else None


def run_args(path, name, text):
    """The arguments with which regress Makefile path, of new text
    text, runs program name: those of the one command ./NAME ARGS of
    its rule run-regress-NAME, if it has one, each ("word", WORD) or,
    for ${.CURDIR}/PATH, ("path", portable's name of the file,
    OpenBSD's), ${VAR} as the Makefile sets VAR."""
    rule = "run-regress-%s" % name
    commands = rule_commands(name, text)
    if commands is None:
        return []
    words = commands[0].split() if len(commands) == 1 else []
    if words[:1] != ["./" + name]:
        die("%s: %s is not one command ./%s ARGS" % (path, rule, name))
    assigned = dict(re.findall(r"^(\w+)\s*=\s*(.*?)\s*$", text, re.M))

    def value(var):
        if var.group(1) not in assigned:
            die("%s: %s: ${%s} is set nowhere in the diff"
                % (path, rule, var.group(1)))
        return assigned[var.group(1)]

    args = []
    for word in words[1:]:
        word = re.sub(r"\$\{(\w+)\}", value, word)
        if word.startswith("${.CURDIR}/"):
            src = os.path.normpath(os.path.join(
                os.path.dirname(path), word[len("${.CURDIR}/"):]))
            args.append(("path", portable_path(src), src))
        elif re.match(r"[\w.,:=+-]+$", word):
            args.append(("word", word, None))
        else:
            die("%s: %s: %s is neither a file of the tree nor a word"
                % (path, rule, word))
    return args


def makefile_programs(path, hunks):
    """The programs a regress Makefile's diff comes to list (PROGS lines
    it adds), and those whose sources or arguments it changes, each with
    its sources (SRCS_NAME in the new Makefile, or NAME.c), the
    arguments it is run with (run_args()) and whether it is new."""
    texts = [re.sub(r"\\\n", " ", f(hunks)) for f in (old_text, new_text)]
    srcs = [dict(re.findall(r"^SRCS_(\w+)\s*\??=\s*(.*)$", t, re.M))
            for t in texts]
    added = re.findall(r"^\+PROGS\s*\+=\s*(\w+)\s*$", hunks, re.M)
    rules = set(re.findall(r"^run-regress-(\w+):", "".join(texts), re.M))
    programs = []
    for name in added + sorted((set(srcs[0]) | set(srcs[1]) | rules) -
                               set(added)):
        # A rule that runs no ./NAME is not the program's run.
        runs = [rule_commands(name, t) for t in texts]
        runs_it = [r is not None and r[0].split()[:1] == ["./" + name]
                   for r in runs]
        if name in added or srcs[0].get(name) != srcs[1].get(name) or \
                (runs[0] != runs[1] and any(runs_it)):
            programs.append((name, srcs[1].get(name, name + ".c").split(),
                             run_args(path, name, texts[1]), name in added))
    return programs


def test_block(kind, name, sources, texts, args):
    """The lines of tests/CMakeLists.txt (kind cmake) or of
    tests/Makefile.am (automake) for regress program name, run with
    args (run_args()): automake's TESTS runs a program without, so one
    with arguments is not among them."""
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
        run = [name] + [("${CMAKE_CURRENT_SOURCE_DIR}/../" + value
                         if what == "path" else value)
                        for what, value, _ in args]
        lines += ["target_link_libraries(%s ${OPENSSL_TEST_LIBS})" % name,
                  "prepare_emscripten_test_target(%s)" % name,
                  "add_platform_test(%s %s)" % (name, " ".join(run))]
    else:
        if not args:
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


def replace_tests(path, old, blocks):
    """The lines old of tests/ file path with each program's lines (a
    "# name" line, to the blank line after it) made again."""
    lines = list(old)
    for name, block in blocks:
        if "# %s\n" % name not in lines:
            die("%s has no %s to make again" % (path, name))
        at = lines.index("# %s\n" % name)
        end = lines.index("\n", at) if "\n" in lines[at:] else len(lines)
        lines[at:end + 1] = block
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
        self.texts = {}         # the series' regress files, by name

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
    texts = tree.texts
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
        base = os.path.basename(new)
        if new.startswith("tests/") and is_new:
            texts[base] = new_text(hunks)
            regress.add(base)
        elif new.startswith("tests/") and base in texts:
            texts[base] = apply_hunks(path, texts[base], hunks)
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
        again = []
        # A header's noinst_HEADERS line, once in the file.
        listed = set(line for line in tree.lines(path)
                     if line.startswith("noinst_HEADERS += "))
        for prog, sources, args, is_new in programs:
            for f in sources:
                if f not in texts:
                    die("%s: %s: %s is not a regress file the series adds"
                        % (name, prog, f))
            for what, value, src in args:
                if what == "path" and src not in series and \
                        not os.path.isfile(os.path.join(tree.root, value)):
                    die("%s: %s runs with %s, which neither %s nor the "
                        "series has" % (name, prog, src, tree.root))
            block, hs = test_block(kind, prog, sources, texts, args)
            used.update(sources, hs)
            if is_new:
                block = [line for line in block if line not in listed]
                listed.update(line for line in block
                              if line.startswith("noinst_HEADERS += "))
            (blocks if is_new else again).append((prog, block))
        if blocks or again:
            lines = add_tests(path, tree.lines(path), blocks, first)
            out.append(tree.change(path, replace_tests(path, lines,
                                                       again)))
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
