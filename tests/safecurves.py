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
"""ectab audit's safecurves_table side by side with SafeCurves.

Reads SafeCurves' figures and verdicts as tests/safecurves.txt
transcribes them and compares each with the row ectab gives the curve:
the rows are the catalog's curves SafeCurves lists, under its names; a
figure is ectab's, or differs by what the row's differences say, and
then both figures are recomputed here from n with Python's integers
(sqrt(pi n/4), over sqrt(3) for D = -3) to show that the difference is
that one and nothing else.

usage: safecurves.py TRANSCRIPTION AUDIT_JSON DEFINITIONS...

Prints "PASS ..." or "FAIL ...: why" for each comparison.
"""

import json
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from kat import read_definitions  # noqa: E402
from kat_audit import D, rho  # noqa: E402
from lib import check  # noqa: E402


def transcription(path):
    rows = []
    for line in open(path, encoding="utf-8"):
        if line.startswith("#") or not line.strip():
            continue
        rows.append([f.strip() for f in line.split("|")])
    return rows


def compare_rho(row, n, published):
    """A rho figure: ectab's, or ectab's over sqrt(3) for D = -3."""
    want = published[2:]
    got = "%.1f" % row["rho"]
    if got == want:
        return None
    plain, over3 = rho(n, False), rho(n, True)
    said = [d for d in row["differences"] if d.startswith("rho, ")]
    if (said and "2^%s" % want in said[0] and plain == want and
            over3 == got):
        return "differs as explained: %s" % said[0]
    return "ectab 2^%s, SafeCurves %s, no difference explains it" % (got,
                                                                   published)


def from_findings(findings):
    """The numbers of the table as the findings' texts state them (which
    tests/kat_audit.py recomputes)."""
    text = {f["check"]: f["text"] for f in findings}
    got = {}
    pats = (("rho", "rho", r"costs about 2\^([0-9.]+)"),
            ("transfer_ratio", "transfer", r"is \(n - 1\)/([0-9]+):"),
            ("discriminant_bits", "discriminant", r"\|D\| about 2\^([0-9.]+)"),
            ("discriminant_bits_min", "discriminant",
             r"at least about 2\^([0-9.]+)"),
            ("twist_rho", "twist-order", r"costs about 2\^([0-9.]+)"),
            ("joint_rho", "twist-joint", r"cost about 2\^([0-9.]+)"),
            ("twist_transfer_ratio", "twist-transfer",
             r"is \(l' - 1\)/([0-9]+):"))
    for key, check_name, pat in pats:
        m = re.search(pat, text.get(check_name, ""))
        if m:
            got[key] = m.group(1)
    # The range of rho on the twist's largest prime, one figure if known.
    m = re.search(r"costs between 2\^([0-9.]+) and 2\^([0-9.]+)",
                  text.get("twist-order", ""))
    if m:
        got["twist_rho_min"], got["twist_rho_max"] = m.groups()
    elif "twist_rho" in got:
        got["twist_rho_min"] = got["twist_rho_max"] = got["twist_rho"]
    return got


def row_numbers(row):
    """The row's numbers, as the findings would print them."""
    out = {}
    for k, v in row.items():
        if v is None or k in ("curve", "safecurves", "rigidity",
                              "differences") or isinstance(v, bool):
            continue
        out[k] = "%.1f" % v if isinstance(v, float) else "%d" % int(v, 16)
    return out


def differences(row, want, text, all_met):
    """The differences a row must state: the sqrt(3) of D = -3 (with
    SafeCurves' figures, recomputed by compare_rho), each criterion that
    a composite leaves unsettled, a rigidity SafeCurves counts against
    the curve and ectab does not, and, where every criterion ectab
    assesses is met, what else SafeCurves' verdict weighs."""
    kinds = []
    if "D = -0x3," in text.get("discriminant", ""):
        kinds.append("rho, twist_rho and joint_rho are divided by sqrt(3)")
    if "discriminant_bits_min" in want:
        kinds.append("4p - t^2 is not fully factored")
    if "between 2^" in text.get("twist-order", ""):
        kinds.append("the twist's order is not fully factored")
    if "transfer_ratio" not in want:
        kinds.append("n - 1 is not fully factored")
    if ("twist_rho" in want and "twist_transfer_ratio" not in want and
            "p^B = 1" not in text.get("twist-transfer", "")):
        kinds.append("l' - 1 is not fully factored")
    if row["rigidity"] == "manipulatable":
        kinds.append("rigidity: SafeCurves calls ")
    if all_met:
        kinds.append("every criterion ectab assesses is met; SafeCurves' "
                     "verdict also weighs rigidity and the criteria of "
                     "not_assessed")
    got = row["differences"]
    return len(got) == len(kinds) and all(
        d.startswith(k) for d, k in zip(got, kinds))


def check_rows(report, table):
    """Each row's numbers are its curve's findings', and each verdict is
    SafeCurves' threshold on them: 2^100, (l - 1)/100."""
    by_name = {c["name"]: c for c in report["curves"]}
    for name, row in table.items():
        findings = by_name[name]["findings"]
        text = {f["check"]: f["text"] for f in findings}
        want = from_findings(findings)
        got = row_numbers(row)
        check(got == want, "%s: the row's numbers are those of its "
              "findings (%d)" % (name, len(got)), "row %s, findings %s"
              % (got, want))
        safe = {"rho_safe": D(want["rho"]) >= 100,
                "transfer_safe": int(want["transfer_ratio"]) <= 100
                if "transfer_ratio" in want else None,
                "disc_safe": D(want["discriminant_bits"]) > 100
                if "discriminant_bits" in want else
                True if D(want["discriminant_bits_min"]) > 100 else None}
        twist = text.get("twist-order", "")
        if "below 2^100" in twist and "between" in twist:
            safe["twist_safe"] = False
        elif "twist_rho" not in want:
            safe["twist_safe"] = None
        elif (D(want["twist_rho"]) < 100 or D(want["joint_rho"]) < 100 or
              "p^B = 1" in text.get("twist-transfer", "")):
            safe["twist_safe"] = False
        else:
            safe["twist_safe"] = (int(want["twist_transfer_ratio"]) <= 100
                                  if "twist_transfer_ratio" in want
                                  else None)
        got = {k: row[k] for k in safe}
        check(got == safe, "%s: the row's verdicts are SafeCurves' "
              "thresholds on them" % name, "row %s, want %s" % (got, safe))
        proven = text["primes"].startswith("p proven, n proven,")
        all_met = proven and all(v is True for v in safe.values())
        check(differences(row, want, text, all_met), "%s: the row states "
              "each difference with SafeCurves' way (%d)"
              % (name, len(row["differences"])), str(row["differences"]))
        check(text["rigidity"].endswith(": %s, in SafeCurves' terms"
                                        % row["rigidity"]),
              "%s: the row's rigidity is its finding's, %s"
              % (name, row["rigidity"]), text["rigidity"])


def main():
    published = transcription(sys.argv[1])
    report = json.load(open(sys.argv[2]))
    curves = {c["name"]: c for c in read_definitions(sys.argv[3:])}
    table = {r["curve"]: r for r in report["safecurves_table"]}
    names = {(c, s) for c, s, *_ in published}
    check(sorted(names) == sorted((r["curve"], r["safecurves"])
                                  for r in table.values()),
          "safecurves_table has a row for each of the %d curves SafeCurves "
          "lists that the catalog has, under SafeCurves' names" % len(names),
          "rows %s" % sorted(table))
    check_rows(report, table)
    for curve, _, column, value, page in published:
        row = table.get(curve)
        what = "%s, %s: SafeCurves %s (%s)" % (curve, column, value, page)
        if row is None:
            check(False, what, "no row")
        elif column == "rho":
            why = compare_rho(row, curves[curve]["n"], value)
            check(why is None or why.startswith("differs"),
                  what + ("" if why is None else "; " + why), why)
        elif column == "rho_safe":
            check(value == "True" and row["rho_safe"] is True and
                  D("%.1f" % row["rho"]) >= 100, what)
        elif column in ("field", "base"):
            check(value == "True" and row[column] is True, what,
                  "ectab %s" % row[column])
        elif column == "rigidity":
            check(row["rigidity"] == value, what,
                  "ectab %s" % row["rigidity"])
        else:
            check(False, what, "no comparison for column %s" % column)


if __name__ == "__main__":
    main()
