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
"""The manual pages against the program: mandoc -Tlint finds nothing in
any of them (the pages the Makefile's MANPAGES lists for make install),
down to its style notes, but that the pages they refer to are not
installed where mandoc looks (they are those pages, which exist);
ectab(1) documents exactly the options of every command, as ectab list
--options gives them from the commands' option tables (short and long),
and no other, and each command's --help is its synopsis, naming every
option, and points to ectab(1); ectab-certify(1) documents those of its
usage line; ectab-curves(5) documents every key of a definition, as
ectab list --keys gives them; ectab-templates(5) every name of the
model, as ectab list --names gives them, but the derived constants,
which ectab list --constants documents.

usage: manpage.py ECTAB | --certify ECTAB_CERTIFY
"""

import glob
import os
import re
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib import check, constant_rows  # noqa: E402


def manual_pages():
    """The manual pages, as the Makefile's MANPAGES lists them for make
    install (make print-manpages), from the top of the tree."""
    top = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    return subprocess.run(["make", "-s", "--no-print-directory", "-C", top,
                           "print-manpages"], capture_output=True, text=True,
                          check=True).stdout.split()


def reference(path):
    """How a page refers to the page at path: "ectab-curves 5"."""
    name, section = os.path.basename(path).rsplit(".", 1)
    return "%s %s" % (name, section)


PAGES = manual_pages()
# mandoc's note that a page referred to is not installed, for these.
SIBLING = re.compile(r": STYLE: referenced manual not found: Xr (%s)"
                     r"( \(\d+ times\))?$"
                     % "|".join(re.escape(reference(p)) for p in PAGES))


def listed(ectab, what):
    """The lines of ectab list --WHAT."""
    return subprocess.run([ectab, "list", "--" + what], capture_output=True,
                          text=True, check=True).stdout.split("\n")[:-1]


def command_options(ectab):
    """Each command's options, from ectab list --options: {("audit",):
    [{"-c", "--curves"}, ...]}, generation's under ()."""
    tables = {}
    for line in listed(ectab, "options"):
        words = line.split()
        command = tuple(w for w in words[1:] if not w.startswith("-"))
        tables.setdefault(command, []).append(
            {w for w in words if w.startswith("-")})
    return tables


def usage_options(ectab, command):
    """The options the synopsis of a command's --help names."""
    out = subprocess.run([ectab, *command, "--help"], capture_output=True,
                         text=True).stdout
    return set(re.findall(r"\[(--?[\w-]+)", out)) | set(
        re.findall(r"\| (-[\w-]+)", out)) | set(
        re.findall(r"ectab \w+ (--[\w-]+)", out)), out


def page_options(path):
    """The options ectab(1) names: every argument of a .Fl macro."""
    opts = set()
    for line in open(path):
        for m in re.finditer(r"\bFl (\S+)", line):
            word = m.group(1)
            opts.add("-" + word)
    return opts


def main():
    if sys.argv[1] == "--certify":
        certify(sys.argv[2])
        return
    ectab = sys.argv[1]
    for page in PAGES:
        r = subprocess.run(["mandoc", "-Tlint", page],
                           capture_output=True, text=True)
        notes = [line for line in (r.stdout + r.stderr).split("\n")
                 if line and not SIBLING.search(line) and
                 not line.startswith("mandoc: outdated mandoc.db")]
        check(r.returncode in (0, 1) and not notes,
              "mandoc -Tlint: %s is clean" % page, "\n".join(notes))
    documented = page_options("gen/ectab.1")
    tables = command_options(ectab)
    shown = set()
    usage = subprocess.run([ectab, "--help"], capture_output=True,
                           text=True).stdout
    commands = set(tuple(m.group(1).split()) for m in re.finditer(
        r"^(?:usage:|      ) ectab((?: [a-z]+)?) ", usage, re.M))
    check(set(tables) == commands, "ectab list --options lists the "
          "commands of ectab --help (%d)" % len(commands),
          "listed %s, usage %s" % (sorted(tables), sorted(commands)))
    for command, opts in sorted(tables.items()):
        spellings = set().union(*opts) if opts else set()
        shown |= spellings
        name = "ectab %s" % (command[0] + " " if command else "")
        missing = sorted(spellings - documented)
        check(len(opts) > 1 and not missing, "ectab(1) documents every "
              "option of %s(%d spellings)" % (name, len(spellings)),
              "missing: %s" % missing)
        usage, out = usage_options(ectab, command)
        # The synopsis names each option, short or long; --help and
        # --version have a line of their own in ectab's.
        unnamed = sorted(min(o) for o in opts if not o & usage and
                         not o & {"--help", "--version"})
        check(opts and not unnamed and "ectab(1)" in out,
              "%s--help: a synopsis that names every option, and where "
              "the manual is" % name, "not named: %s" % unnamed)
    extra = sorted(documented - shown - {"-"})
    check(not extra, "ectab(1) documents no option that gen/ does not "
          "read", "extra: %s" % extra)
    keys = [line.split()[0] for line in listed(ectab, "keys")]
    page = open("gen/ectab-curves.5").read()
    missing = [k for k in keys if not re.search(r"^\.It Cm .*\b%s\b" % k,
                                                page, re.M)]
    check(len(keys) > 20 and not missing, "ectab-curves(5) documents every "
          "key of ectab list --keys (%d)" % len(keys), "missing: %s" % missing)
    # The model's names but the derived constants, which ectab list
    # --constants documents, each with its formula and what it is for.
    rows = constant_rows(ectab)
    constants = [row[0] for row in rows]
    names = [n for n in listed(ectab, "names") if n not in constants]
    page = open("gen/ectab-templates.5").read()
    documented = set()
    for line in re.findall(r"^\.(?:It )?Va (.*)$", page, re.M):
        documented |= set(re.findall(r"\w+", line))
    missing = [n for n in names if n not in documented]
    check(len(names) > 50 and not missing, "ectab-templates(5) documents "
          "every name of the model (%d, and %d derived constants by "
          "ectab list --constants)" % (len(names), len(constants)),
          "missing: %s" % missing)
    check(len(constants) > 10 and all(row[3] and row[4] for row in rows) and
          page.count("ectab list --constants") >= 2,
          "ectab list --constants gives each derived constant a formula "
          "and what it is for (%d), and ectab-templates(5) refers to it"
          % len(rows))


def certify(program):
    r = subprocess.run([program], capture_output=True, text=True)
    # The synopsis, not the paragraph after it that names the manual.
    synopsis = r.stderr.split("\n\n")[0]
    usage = set(re.findall(r"(?:\[|\s)(--?[A-Za-z][\w-]*)", synopsis))
    documented = page_options("gen/certify/ectab-certify.1")
    check(r.returncode == 2 and usage and usage == documented,
          "ectab-certify(1) documents the options of its usage line (%d)"
          % len(usage), "usage %s, page %s" % (sorted(usage),
                                               sorted(documented)))


if __name__ == "__main__":
    main()
