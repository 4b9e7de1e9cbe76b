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
any of them, down to its style notes, but that the pages they refer to
are not installed where mandoc looks (they are these three, which
exist); ectab(1) documents exactly the options that each command's
--help lists (short and long), and no other, and ectab-certify(1) those
of its usage line; ectab-curves(5) documents every key of the reader's
table in gen/defs.c.

usage: manpage.py ECTAB | --certify ECTAB_CERTIFY
"""

import re
import subprocess
import sys

PAGES = ("gen/ectab.1", "gen/ectab-curves.5", "gen/ectab-templates.5",
         "gen/certify/ectab-certify.1")
# mandoc's note that a page referred to is not installed, for these.
SIBLING = re.compile(r": STYLE: referenced manual not found: "
                     r"Xr (ectab 1|ectab-curves 5|ectab-templates 5|"
                     r"ectab-certify 1)"
                     r"( \(\d+ times\))?$")
COMMANDS = ((), ("audit",), ("import",), ("export",), ("make",), ("list",))


def report(ok, name, why=""):
    print(("PASS " if ok else "FAIL ") + name + ("" if ok else ": " + why))


def help_options(ectab, command):
    """The options an option list of --help shows: '-t, --template'."""
    out = subprocess.run([ectab, *command, "--help"], capture_output=True,
                         text=True).stdout
    opts = set()
    for line in out.splitlines():
        m = re.match(r"^  (?:(-\w), )?(--[\w-]+)|^      (--[\w-]+)", line)
        if m:
            opts.update(o for o in m.groups() if o)
    return opts


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
        report(r.returncode in (0, 1) and not notes,
               "mandoc -Tlint: %s is clean" % page, "\n".join(notes))
    documented = page_options(PAGES[0])
    shown = set()
    for command in COMMANDS:
        opts = help_options(ectab, command)
        shown |= opts
        name = "ectab %s--help" % (command[0] + " " if command else "")
        missing = sorted(opts - documented)
        report(opts and not missing, "ectab(1) documents every option of "
               "%s (%d)" % (name, len(opts)), "missing: %s" % missing)
    extra = sorted(documented - shown - {"-"})
    report(not extra, "ectab(1) documents no option that no --help shows",
           "extra: %s" % extra)
    keys = re.findall(r'\[KEY_\w+\] =\s*\{ "(\w+)"', open("gen/defs.c").read())
    page = open("gen/ectab-curves.5").read()
    missing = [k for k in keys if not re.search(r"^\.It Cm .*\b%s\b" % k,
                                                page, re.M)]
    report(len(keys) > 20 and not missing, "ectab-curves(5) documents every "
           "key of gen/defs.c (%d)" % len(keys), "missing: %s" % missing)
    model = open("gen/model.c").read()
    names = re.findall(r'"(\w+)"', model[model.index("model_names[] = {"):
                                        model.index("NULL", model.index(
                                            "model_names[] = {"))])
    page = open("gen/ectab-templates.5").read()
    documented = set()
    for line in re.findall(r"^\.(?:It )?Va (.*)$", page, re.M):
        documented |= set(re.findall(r"\w+", line))
    missing = [n for n in names if n not in documented]
    report(len(names) > 50 and not missing, "ectab-templates(5) documents "
           "every name of the model (%d)" % len(names),
           "missing: %s" % missing)


def certify(program):
    r = subprocess.run([program], capture_output=True, text=True)
    usage = set(re.findall(r"\[(--?[\w-]+)", r.stderr))
    documented = page_options(PAGES[3])
    report(r.returncode == 2 and usage and usage == documented,
           "ectab-certify(1) documents the options of its usage line (%d)"
           % len(usage), "usage %s, page %s" % (sorted(usage),
                                                sorted(documented)))


if __name__ == "__main__":
    main()
