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
"""Runs every command README.md shows, so that the README cannot rot.

    readme.py BUILD_DIR      (from the top of the tree, after make)

README.md's fenced blocks say what they are: `sh` (commands), `output`
(the exact standard output of the `sh` block just before it), `c` (a
part of a file of tests/example/, which make check builds and runs, or
of a diff of gen/consumers/libressl/openbsd/ as applied: its hunks' added and
context lines) and
`text` (anything else).  Every `sh` block is run, in order, as one
`bash -e` script, in a copy of the tree, as a new user would run them
one after another.  Four commands change on the way:

  make deps all     becomes gen/deps.sh --check (everything it would
                    install is installed) and make all: installing is
                    for root, and CI ran it before make check;
  make check        is not run: it is this run;
  make install, make uninstall
                    get PREFIX of a temporary folder, whose bin goes
                    first in PATH;
  make NAME         of a consumer (gen/consumers/NAME/) is not run:
                    make check's groups run it;
  make bench        gets BENCH_RUNS=1 and BENCH_LIBRESSL=no (the
                    libressl-patched group runs LibreSSL's): the run
                    shows that the benchmark works, and its times are
                    not read.

A command line outside any block, a block of another kind, or a link
to a heading or file that does not exist fails.
"""

import glob
import os
import re
import shutil
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                "bench"))
from lib import check  # noqa: E402
from run import copy_tree  # noqa: E402

KINDS = ("sh", "output", "c", "text")
SETUP = "make deps all\nmake check\n"
# A line that looks like a command, outside a block.
COMMAND = re.compile(r"^\s{4,}(gen/obj/ectab|ectab|make|openssl|cc|\./)\b")


def blocks(text):
    """The fenced blocks of text, as (line, kind, body), and the numbers
    of the lines outside them that look like commands."""
    found, stray = [], []
    lines = text.split("\n")
    i = 0
    while i < len(lines):
        m = re.match(r"^```(\S*)\s*$", lines[i])
        if not m:
            if COMMAND.match(lines[i]):
                stray.append(i + 1)
            i += 1
            continue
        start = i
        i += 1
        while i < len(lines) and lines[i] != "```":
            i += 1
        found.append((start + 1, m.group(1),
                      "".join(l + "\n" for l in lines[start + 1:i])))
        i += 1
    return found, stray


def check_form(found, stray, text, path="README.md", kinds=KINDS):
    bad = ["line %d: block of kind %r" % (n, k)
           for n, k, _ in found if k not in kinds]
    bad += ["line %d: a command outside a block" % n for n in stray]
    lines = text.split("\n")
    for j, (n, k, _) in enumerate(found):
        if k != "output":
            continue
        prev = found[j - 1] if j > 0 else None
        # Only blank lines between the sh block's end and this one.
        if prev is None or prev[1] != "sh" or any(
                lines[x].strip() for x in range(
                    prev[0] + prev[2].count("\n") + 1, n - 1)):
            bad.append("line %d: an output block not after an sh block" % n)
    if path == "README.md" and found[:1] and found[0][1:] != ("sh", SETUP):
        bad.append("the first block is not the two set-up commands")
    if bad:
        name = "%s: every block is %s" % (path, ", ".join(kinds))
    else:
        name = "%s: %d blocks, each %s" % (path, len(found), ", ".join(kinds))
    check(not bad, name + "; no command outside one", "; ".join(bad))


def slug(heading):
    """The anchor GitHub gives a heading."""
    return re.sub(r"[^\w\- ]", "", heading.lower()).replace(" ", "-")


def anchors(path):
    """The anchors of the headings of file path."""
    with open(path) as f:
        return {slug(l.lstrip("#").strip()) for l in f.read().split("\n")
                if re.match(r"^#{2,3} ", l)}


def check_links(text, path="README.md"):
    """Every link to a heading of the README or to a file of the tree
    (and to a heading of a Markdown file) leads somewhere."""
    here = os.path.dirname(path)
    bad = ["#" + a for a in re.findall(r"\]\(#([^)]+)\)", text)
           if a not in anchors(path)]
    for f in re.findall(r"\]\(([^#)][^)]*)\)", text):
        target, _, anchor = os.path.join(here, f).partition("#")
        if "://" in f:
            continue
        if not os.path.exists(target) or (
                anchor and anchor not in anchors(target)):
            bad.append(f)
    name = "%s: every link leads to a heading or a file" % path
    if not bad:
        name += " (%d links)" % len(re.findall(r"\]\([^)]+\)", text))
    check(not bad, name, "broken: " + " ".join(bad))


def check_excerpts(found, path="README.md"):
    sources = {}
    for name in sorted(os.listdir("tests/example")):
        if name.endswith(".c"):
            with open("tests/example/" + name) as f:
                sources["tests/example/" + name] = f.read()
    patches = "gen/consumers/libressl/openbsd"
    for name in sorted(os.listdir(patches)):
        with open(os.path.join(patches, name)) as f:
            after = [line[1:] for line in f.read().split("\n")
                     if line[:1] in ("+", " ") and not line.startswith("+++")]
        sources[os.path.join(patches, name)] = "\n".join(after) + "\n"
    for n, kind, body in found:
        if kind != "c":
            continue
        where = [s for s, text in sources.items() if body in text]
        name = "%s:%d: the C excerpt" % (path, n)
        if where:
            name += " is part of %s" % where[0]
        check(where, name, "is in no file of tests/example/ and no diff")


def script(body, prefix):
    """The sh block body as run here, or None for the set-up block."""
    if body == SETUP:
        return "bash gen/deps.sh --check\nmake -s all\n"
    out = []
    for line in body.split("\n"):
        if re.match(r"^make check\b", line):
            raise ValueError("make check outside the set-up block")
        m = re.match(r"^make ([a-z0-9-]+)", line)
        if m and os.path.isfile(os.path.join("gen", "consumers", m.group(1),
                                             "consumer.sh")):
            line = ": " + line
        if re.match(r"^make (install|uninstall)\b", line):
            line += " PREFIX=" + prefix
        if re.match(r"^make bench\b", line):
            line = re.sub(r"^make bench\b",
                          "make bench BENCH_RUNS=1 BENCH_LIBRESSL=no", line)
        out.append(line)
    return "\n".join(out)


def run_blocks(found, build):
    tree = os.path.join(build, "tree")
    prefix = os.path.join(build, "prefix")
    shutil.rmtree(os.path.join(build), ignore_errors=True)
    os.makedirs(prefix)
    copy_tree(tree)
    env = dict(os.environ, PATH=prefix + "/bin:" + os.environ["PATH"])
    for j, (n, kind, body) in enumerate(found):
        if kind != "sh":
            continue
        want = None
        if j + 1 < len(found) and found[j + 1][1] == "output":
            want = found[j + 1][2]
        first = body.split("\n")[0]
        more = body.count("\n") - 1
        name = "README.md:%d: %s%s" % (
            n, first, " (and %d more lines)" % more if more else "")
        try:
            text = script(body, prefix)
        except ValueError as e:
            check(False, name, str(e))
            continue
        r = subprocess.run(["bash", "-e", "-c", text], cwd=tree, env=env,
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                           universal_newlines=True)
        why = None
        if r.returncode != 0:
            tail = (r.stdout + r.stderr).strip().split("\n")[-5:]
            why = "exit %d: %s" % (r.returncode, " | ".join(tail))
        elif want is not None and r.stdout != want:
            why = "printed %r, the README shows %r" % (r.stdout, want)
        elif want is not None:
            name += ": prints what the README shows"
        elif body == SETUP:
            name += (": gen/deps.sh --check finds everything installed "
                     "and make all succeeds; make check is this run")
        check(why is None, name, why)
    left = sorted(os.listdir(prefix)) if os.path.isdir(prefix) else []
    files = [os.path.join(d, f) for d, _, fs in os.walk(prefix) for f in fs]
    if files or "bin" in left:
        check(not files, "README.md: make uninstall removes what make "
              "install installed", "left " + " ".join(files[:5]))
    else:
        check(False, "README.md: make install installed into the temporary "
              "PREFIX", "it has no bin folder")


def main():
    build = os.path.join(os.path.abspath(sys.argv[1]), "readme")
    with open("README.md") as f:
        text = f.read()
    found, stray = blocks(text)
    check_form(found, stray, text)
    check_links(text)
    check_excerpts(found)
    # The consumers' READMEs show commands (make check runs make NAME),
    # and their excerpts and links are checked as the README's.
    for path in sorted(glob.glob("gen/consumers/README.md") +
                       glob.glob("gen/consumers/*/README.md")):
        with open(path) as f:
            other = f.read()
        found_other, stray = blocks(other)
        check_form(found_other, stray, other, path, ("c", "text"))
        check_links(other, path)
        check_excerpts(found_other, path)
    run_blocks(found, build)


if __name__ == "__main__":
    main()
