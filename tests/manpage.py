#!/usr/bin/env python3
"""The manual pages against the program: mandoc -Tlint finds nothing of
level warning or above in any of them, and ectab(1) documents exactly
the options that each command's --help lists (short and long), and no
other.

usage: manpage.py ECTAB
"""

import re
import subprocess
import sys

PAGES = ("gen/ectab.1", "gen/ectab-curves.5", "gen/ectab-templates.5")
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
    ectab = sys.argv[1]
    for page in PAGES:
        r = subprocess.run(["mandoc", "-Tlint", "-W", "warning", page],
                           capture_output=True, text=True)
        out = (r.stdout + r.stderr).strip()
        report(r.returncode == 0 and not out,
               "mandoc -Tlint -W warning: %s is clean" % page, out)
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


if __name__ == "__main__":
    main()
