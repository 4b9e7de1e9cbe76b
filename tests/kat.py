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
"""Known-answer tests for ectab's outputs, computed by another route.

Reads the curve definitions with a reader of its own, recomputes every
Montgomery constant with Python's integers, and compares them with every
number in the generated header and JSON.  A few constants are also
checked against values published elsewhere (OpenSSL's ecp_nistz256 and
BoringSSL's P-256 code), so that a shared misunderstanding of the
conventions would show too.

usage: kat.py [--set SET] HEADER JSON DEFINITIONS...
                                      (the header carries the curves of
                                      set file SET, the JSON all; combs
                                      of G where the header has them, of
                                      the shapes SET gives, comb=TxC:
                                      T teeth, C combs)
       kat.py --json JSON DEFINITIONS...     (any word sizes, e.g. -w 16)
       kat.py --generic HEADER DEFINITIONS... (index macros, names)
       kat.py --mbedtls SET BLOCK DEFINITIONS...
                                      (Mbed TLS's block, template mbedtls,
                                      of the curves of set file SET, with
                                      the p its full_p marks in full words)
       kat.py --openssl KIND FILE DEFINITIONS...
                                      (OpenSSL's table KIND: nistz256,
                                      ecp_nistz256_table.c; sm2p256,
                                      ecp_sm2p256_table.c; nistp224,
                                      nistp256, nistp384, nistp521, the
                                      gmul block of ecp_nistpNNN.c,
                                      alone or in it)
       kat.py --wolfssl KIND FILE DEFINITIONS...
                                      (wolfSSL's tables of G of P-256,
                                      P-384 and P-521 of layout KIND:
                                      c32, sp_c32.c's; c64, sp_c64.c's;
                                      sp64, sp_x86_64.c's and
                                      sp_arm64.c's; sp32, sp_arm32.c's,
                                      sp_armthumb.c's and
                                      sp_cortexm.c's; dsp32,
                                      sp_dsp32.c's: a block, as
                                      template wolfssl-KIND writes it,
                                      or every block of the file)

Prints one line per check, "PASS name" or "FAIL name: why".
"""

import json
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib import check, constant_rows  # noqa: E402

WORD_SIZES = (64, 32)


# The definition reader: deliberately simple, sharing nothing with gen/.

NUMBER_KEYS = ("p", "a", "b", "gx", "gy", "n", "h", "seed")


def read_definitions(paths):
    """The curves of the definition files, read in byte order of their
    names as ectab reads them."""
    curves = []
    for path in sorted(paths, key=lambda p: p.encode()):
        cur = None
        key = None
        with open(path, encoding="utf-8") as f:
            for lineno, line in enumerate(f, 1):
                line = line.rstrip("\n")
                if not line.strip() or line.lstrip().startswith("#"):
                    continue
                if not line[0].isspace():
                    word, name = line.split()
                    assert word == "curve"
                    cur = {"name": name, "raw": {}, "file": path,
                           "line": lineno, "lines": {}}
                    curves.append(cur)
                    continue
                m = re.match(r"\s+([a-z][a-z0-9_]*):\s*(.*)$", line)
                if m:
                    key, value = m.group(1), m.group(2)
                    cur["raw"][key] = value
                    cur["lines"][key] = lineno
                else:
                    cur["raw"][key] += " " + line.strip()
    for c in curves:
        raw = c["raw"]
        c["aliases"] = raw.get("alias", "").split()
        # oid and nid may list several; outputs carry the first.
        c["oid"] = raw["oid"].split()[0] if "oid" in raw else None
        c["nid"] = raw["nid"].split()[0] if "nid" in raw else None
        c["comment"] = raw.get("comment")
        c["source"] = raw.get("source")
        c["oids"] = raw.get("oid", "").split()
        c["nids"] = raw.get("nid", "").split()
        c["embedding_degree"] = (int(raw["embedding_degree"])
                                 if "embedding_degree" in raw else None)
        c["seed"] = raw.get("seed", "").replace(" ", "").lower() or None
        if c["seed"] and c["seed"].startswith("0x"):
            c["seed"] = c["seed"][2:]
        c["p"] = int(raw["p"].replace(" ", ""), 16)
        for k in ("a", "b", "gx", "gy", "n", "h"):
            v = raw[k].replace(" ", "")
            if v.startswith("-"):
                c[k] = c["p"] - int(v[1:], 16)
            else:
                c[k] = int(v, 16)
    return curves


# The constants, straight from their definitions.

def nwords(x, w):
    return (x.bit_length() + w - 1) // w


def own_derived(c, w):
    """The derived constants kat.py knows, by its own formulas."""
    p, n = c["p"], c["n"]
    R, Rn = 1 << (nwords(p, w) * w), 1 << (nwords(n, w) * w)
    return {
        "r": R % p,
        "rr": R * R % p,
        "n0": -pow(p, -1, 1 << 64) % (1 << 64),
        "n0_w": -pow(p, -1, 1 << w) % (1 << w),
        "a_mont": c["a"] * R % p,
        "b_mont": c["b"] * R % p,
        "gx_mont": c["gx"] * R % p,
        "gy_mont": c["gy"] * R % p,
        "order_r": Rn % n,
        "order_rr": Rn * Rn % n,
        "order_n0": -pow(n, -1, 1 << 64) % (1 << 64),
        "order_n0_w": -pow(n, -1, 1 << w) % (1 << w),
    }


# The rows of ectab list --constants: name, modulus, length, formula.
ROWS = []


def read_rows(ectab):
    """Reads ROWS from ectab list --constants (tests/lib.py)."""
    ROWS[:] = [row[:4] for row in constant_rows(ectab)]


def formula_value(formula, names):
    """The value of a formula of ectab(1)'s grammar: sums, products,
    "/" rounding down, "^" powers, x^-1 the inverse modulo the number
    after a final "mod".  Raises ValueError for a formula that is not
    one, or whose value cannot be taken."""
    try:
        return formula_eval(formula, names)
    except (IndexError, KeyError, ZeroDivisionError) as e:
        raise ValueError("%s: %r" % (type(e).__name__, e)) from None


def formula_eval(formula, names):
    toks = re.findall(r"\d+|[A-Za-z_]\w*|\S", formula)
    depth, at = 0, -1
    for i, t in enumerate(toks):
        depth += (t == "(") - (t == ")")
        if depth == 0 and t == "mod":
            at = i
    pos = [0]

    def peek(t):
        return pos[0] < len(part) and part[pos[0]] == t

    def take():
        pos[0] += 1
        return part[pos[0] - 1]

    def atom():
        t = take()
        if t == "(":
            v = total()
            if take() != ")":
                raise ValueError("')' missing")
            return v
        if t.isdigit():
            return int(t)
        if t not in names:
            raise ValueError("an unknown name: %s" % t)
        return names[t]

    def power():
        b = atom()
        if not peek("^"):
            return b
        take()
        if peek("-"):
            take()
            if take() != "1":
                raise ValueError("only ^-1 is negative")
            if mod is None:
                raise ValueError("no inverse without \"mod\"")
            return pow(b, -1, mod)
        e = atom()
        if e < 0:
            raise ValueError("a negative power")
        return b ** e

    def unary():
        if peek("-"):
            take()
            return -unary()
        return power()

    def product():
        v = unary()
        while peek("*") or peek("/"):
            op, r = take(), unary()
            if op == "/" and (v < 0 or r < 0):
                raise ValueError("/ of a negative number")
            v = v * r if op == "*" else v // r
        return v

    def total():
        v = product()
        while peek("+") or peek("-"):
            v = v + product() if take() == "+" else v - product()
        return v

    def whole(tokens):
        part[:] = tokens
        pos[0] = 0
        v = total()
        if pos[0] != len(part):
            raise ValueError("text after the end")
        return v

    part = []
    mod = whole(toks[at + 1:]) if at >= 0 else None
    if mod is not None and mod <= 0:
        raise ValueError("not a modulus after \"mod\"")
    v = whole(toks[:at] if at >= 0 else toks)
    return v % mod if mod is not None else v


def derived(c, w):
    """The derived constants of curve c for words of w bits, every row of
    ectab list --constants, each recomputed here from its formula."""
    p, n = c["p"], c["n"]
    names = {"p": p, "n": n, "a": c["a"], "b": c["b"], "h": c["h"],
             "Gx": c["gx"], "Gy": c["gy"], "w": w,
             "R": 1 << (nwords(p, w) * w), "R_n": 1 << (nwords(n, w) * w)}
    values = {}
    for name, _, _, formula in ROWS:
        try:
            values[name] = formula_value(formula, names)
        except ValueError as e:
            check(False, "%s: the formula %s" % (name, formula), str(e))
            values[name] = None
    return values


# Where a layout names a derived constant otherwise than the model, its
# name there: the one written mapping.
LIBRESSL_NAMES = {"r": "mont_one", "rr": "mont_rr", "a_mont": "mont_a",
                  "b_mont": "mont_b", "gx_mont": "mont_gx",
                  "gy_mont": "mont_gy"}


def check_constants(curves):
    """The formulas of ectab list --constants give what kat.py's own
    formulas give, for every constant kat.py knows, on every curve at
    both word sizes; a constant it does not know is recomputed from its
    formula alone."""
    listed = [row[0] for row in ROWS]
    missing = [k for k in own_derived(curves[0], 64) if k not in listed]
    check(not missing, "ectab list --constants lists every constant "
          "kat.py knows (%d listed)" % len(listed), "missing: %s" % missing)
    bad = []
    for c in curves:
        for w in WORD_SIZES:
            mine, theirs = own_derived(c, w), derived(c, w)
            bad += ["%s %s %d" % (c["name"], k, w) for k in mine
                    if k in theirs and mine[k] != theirs[k]]
    new = [k for k in listed if k not in own_derived(curves[0], 64)]
    check(not bad, "the formulas of ectab list --constants agree with "
          "kat.py's own on %d curves%s" % (len(curves), "; recomputed "
          "from their formulas alone: %s" % ", ".join(new) if new else ""),
          "differ: %s" % bad[:5])


def expected(c, w):
    p, n = c["p"], c["n"]
    e = {
        "words": nwords(p, w),
        "order_words": nwords(n, w),
        "p": p, "a": c["a"], "b": c["b"], "gx": c["gx"], "gy": c["gy"],
        "order": n, "cofactor": c["h"],
        "a_is_minus3": c["a"] == p - 3,
    }
    for k, v in derived(c, w).items():
        e[LIBRESSL_NAMES.get(k, k)] = v
    return e


def to_words(x, w, count):
    return [(x >> (w * i)) & ((1 << w) - 1) for i in range(count)]


# The header.

def header_sections(text):
    m = re.search(r"^#if BN_BITS2 == 64$(.*)^#elif BN_BITS2 == 32$(.*)^#else$",
                  text, re.M | re.S)
    if not m:
        return None
    return {64: m.group(1), 32: m.group(2)}


def header_arrays(text, ctype):
    arrays = {}
    pat = r"static const %s (\w+)\[\] = \{(.*?)\};" % re.escape(ctype)
    for m in re.finditer(pat, text, re.S):
        arrays[m.group(1)] = [int(v, 16) for v in
                              re.findall(r"0x[0-9a-f]+", m.group(2))]
    return arrays


# The arrays of a static group, by their suffix in the header, and the
# order's (whose word count is the order's).
ARRAY_FIELDS = ("p", "order", "cofactor", "mont_one", "mont_rr", "mont_a",
                "mont_b", "mont_gx", "mont_gy")
ORDER_FIELDS = ("order",)


def check_header(path, curves, combs):
    """The header of template libressl, of the curves given, in their
    order; combs maps a curve's name to the teeth and combs of its comb
    of G as the set file gives them (none given: as the header does)."""
    text = open(path).read()
    seeds = header_arrays(text, "unsigned char")
    sections = header_sections(text)
    check(sections is not None, "header: one section per word size",
          "no #if BN_BITS2 == 64 / #elif BN_BITS2 == 32 / #else")
    if sections is None:
        return
    # A header made without tables of G (ectab -g) has none, whatever
    # the set says.
    if BASE_TABLE.search(text) is None:
        combs = dict.fromkeys(combs)
    used = set()
    for w in WORD_SIZES:
        arrays = header_arrays(sections[w], "BN_ULONG")
        refs = set(re.findall(r"EC_CURVE_TABLE_BN\((\w+), |"
                              r"\.points = (?:\([^)]*\)\s*)?(\w+),",
                              sections[w]))
        refs = set(r[0] or r[1] for r in refs)
        check(set(arrays) == refs,
              "header %d: every array is a static group's number or "
              "points of a table of G" % w,
              "unreferenced: %s; undefined: %s"
              % (sorted(set(arrays) - refs), sorted(refs - set(arrays))))
        used |= set(re.findall(r"\(unsigned char \*\)(\w+),",
                               sections[w]))
        check_static_groups(w, curves, arrays, sections[w], combs)
    check(set(seeds) == used, "header: every seed is a static group's",
          "unreferenced: %s" % sorted(set(seeds) - used))
    for c in curves:
        m = re.search(r"^static const unsigned char ec_%s_seed\[\] = "
                      r"\{(.*?)\};" % ident_of(c), text, re.M | re.S)
        got = bytes(int(v, 16) for v in re.findall(r"0x[0-9a-f]+",
                                                    m.group(1))) if m else b""
        check(got.hex() == (c["seed"] or ""), "header: %s: seed" % c["name"],
              "%s, want %s" % (got.hex() or "none", c["seed"] or "none"))


def ident_of(c):
    """The identifier the header gives a curve."""
    return re.sub(r"[^A-Za-z0-9_]", "_", c["name"])


# LibreSSL's static groups (after ec_local.h): which array each BIGNUM
# points at, and its significant words.
STATIC_BNS = (("p", "p"), ("a", "mont_a"), ("b", "mont_b"),
              ("order", "order"), ("cofactor", "cofactor"),
              ("gx", "mont_gx"), ("gy", "mont_gy"), ("one", "mont_one"))


def initializers(block):
    """The designated initializers .name = value of a block of text."""
    return dict(re.findall(r"^\t+\.(\w+) = (.*?),?$", block, re.M))


def initializer(text, field):
    """The value of the first designated initializer .field = VALUE of
    text, its braces balanced, as written; None if there is none."""
    m = re.search(r"(?<![\w.])\.%s\s*=\s*" % field, text)
    if m is None:
        return None
    if text[m.end()] != "{":
        return re.match(r"[^,}\n]*", text[m.end():]).group().strip()
    depth = 0
    for i in range(m.end(), len(text)):
        depth += {"{": 1, "}": -1}.get(text[i], 0)
        if depth == 0:
            return text[m.end():i + 1]
    return None


def member(text, path):
    """The value of member path (fm.m, fe_a, ...) of a struct initializer
    text, whether written with a designator of the whole path (.fm.m.w =
    {...}, .fm.n = 4), or nested (.fm = { .m = {...} }); the array of an
    EC_FIELD_ELEMENT's w either way.  None if there is none."""
    for designator in (path + ".w", path):
        value = initializer(text, re.escape(designator))
        if value is not None:
            return value
    head, _, rest = path.partition(".")
    outer = initializer(text, head)
    if outer is None or not rest:
        return outer
    return member(outer[1:-1], rest)


def uncast(value):
    """A C initializer without the cast it may start with; None for
    None."""
    return value and re.sub(r"^\([\w ]+\*\)\s*", "", value)


def c_numbers(value):
    """The integer constants of a C initializer, in order (suffixes such
    as ULL dropped); [] for None."""
    return [int(v, 16) if v[:2] in ("0x", "0X") else int(v) for v in
            re.findall(r"\b(0[xX][0-9a-fA-F]+|\d+)[uUlL]*\b", value or "")]


# LibreSSL's field code (ec_internal.h): an EC_FIELD_ELEMENT has the
# words of a 521-bit number, EC_FIELD_ELEMENT_MAX_WORDS.
def fe_max_words(w):
    return -(-((521 + 7) // 8) // (w // 8))


# A table of G of the libressl layout (ectab -g comb:shape=comb,...).
BASE_TABLE = re.compile(r"^static const struct ec_base_table (\w+) = "
                        r"\{(.*?)\};", re.M | re.S)


def check_field_copies(w, c, e, group, bad):
    """The copies of LibreSSL's field code in static group text group
    of curve c, whose expected numbers are e: for a curve with a table
    of G, fm (n, m, rr, minv0), fe_a and fe_b by kat.py's own formulas,
    all EC_FIELD_ELEMENT_MAX_WORDS words of each; for one without, none,
    or zeros.  Appends what differs to bad."""
    elements = (("fm.m", member(group, "fm.m")),
                ("fm.rr", member(group, "fm.rr")),
                ("fe_a", member(group, "fe_a")),
                ("fe_b", member(group, "fe_b")))
    if e["comb"] is None:
        if any(c_numbers(v) for _, v in elements) or \
                any(c_numbers(member(group, f)) for f in
                    ("fm.n", "fm.minv0")) or \
                initializer(group, "base_table") not in (None, "NULL"):
            bad.append("fm, fe_a, fe_b or base_table set, without a "
                       "table of G")
        return
    own = own_derived(c, w)
    count = fe_max_words(w)
    want = {"fm.m": c["p"], "fm.rr": own["rr"], "fe_a": own["a_mont"],
            "fe_b": own["b_mont"]}
    for name, value in elements:
        got = c_numbers(value)
        got += [0] * (count - len(got))
        if got != to_words(want[name], w, count):
            bad.append("%s = %s, want %s" % (name, got,
                       to_words(want[name], w, count)))
    for name, got, value in (
            ("fm.n", c_numbers(member(group, "fm.n")), [e["words"]]),
            ("fm.minv0", c_numbers(member(group, "fm.minv0")),
             [own["n0_w"]]),
            ("base_table", uncast(initializer(group, "base_table")),
             "&ec_%s_base_table" % ident_of(c))):
        if got != value:
            bad.append("%s = %s, want %s" % (name, got, value))


_base_points = {}


def comb_spacing(order_bits, teeth, combs):
    """The bits between the teeth of a comb of teeth teeth in combs
    tables that covers a scalar of order_bits bits: ceil(order_bits /
    teeth), rounded up to a multiple of combs, so that each table's
    teeth are spacing / combs bits above the last's (BoringSSL's
    makeComb)."""
    spacing = -(-order_bits // teeth)
    return -(-spacing // combs) * combs


def base_points(c, teeth, combs, spacing):
    """The points of the comb of G: for each table k = 0..combs-1, the
    sums over the bits t of i of 2^(k * spacing / combs + t * spacing) *
    G, for i = 1..2^teeth - 1, table after table, None for the point at
    infinity: the powers 2^j * G by doublings, each sum by one addition
    to that of i without its lowest bit (ec_add, affine)."""
    key = (c["name"], teeth, combs, spacing)
    if key not in _base_points:
        p, a = c["p"], c["a"]
        shift = spacing // combs
        powers = [(c["gx"], c["gy"])]
        while len(powers) <= (combs - 1) * shift + (teeth - 1) * spacing:
            powers.append(ec_add(powers[-1], powers[-1], p, a))
        points = []
        for k in range(combs):
            sums = [None]
            for i in range(1, 1 << teeth):
                t = (i & -i).bit_length() - 1
                sums.append(ec_add(sums[i & (i - 1)],
                                   powers[k * shift + t * spacing], p, a))
            points += sums[1:]
        _base_points[key] = points
    return _base_points[key]


def first_wrong_word(got, want, n, size):
    """Where the words got of a comb's points first differ from want:
    "word W: table K, point I (i = I + 1), x or y word J", n words a
    coordinate and size points a table."""
    at = next((i for i, (g, v) in enumerate(zip(got, want)) if g != v),
              min(len(got), len(want)))
    point = at // (2 * n)
    return "word %d: table %d, point %d (i = %d), %s word %d" % (
        at, point // size, point % size, point % size + 1,
        "xy"[at // n % 2], at % n)


def check_base_table(w, c, e, arrays, text):
    """The comb of G of curve c in section text of w-bit words: its
    teeth and combs e["comb"], its spacing (comb_spacing()), and every
    word of every point, x*R mod p then y*R mod p."""
    ident = ident_of(c)
    name = "header %d: %s: table of G" % (w, c["name"])
    m = [t for t in BASE_TABLE.finditer(text)
         if t.group(1) == "ec_%s_base_table" % ident]
    if not m:
        check(False, name, "no ec_%s_base_table" % ident)
        return
    desc = m[0].group(2)
    teeth, combs = e["comb"]
    if not 1 <= teeth <= 16 or not 1 <= combs <= 64:
        check(False, name, "a comb of %d teeth in %d tables" % (teeth,
              combs))
        return
    spacing = comb_spacing(c["n"].bit_length(), teeth, combs)
    bad = []
    for field, value in (("teeth", teeth), ("combs", combs),
                         ("spacing", spacing),
                         ("points", "ec_%s_base_points" % ident)):
        got = uncast(initializer(desc, field))
        if got != str(value):
            bad.append("%s = %s, want %s" % (field, got, value))
    n = e["words"]
    R = 1 << (n * w)
    want = []
    for P in base_points(c, teeth, combs, spacing):
        x, y = P if P is not None else (0, 0)
        want += to_words(x * R % c["p"], w, n) + to_words(y * R % c["p"],
                                                           w, n)
    got = arrays.get("ec_%s_base_points" % ident) or []
    if got != want:
        bad.append("ec_%s_base_points: %d words, want %d; first "
                   "difference at %s" % (ident, len(got), len(want),
                                         first_wrong_word(got, want, n,
                                                          (1 << teeth) - 1)))
    check(not bad, "%s: comb %dx%d, %d tables of %d points, teeth %d "
          "bits apart: point i - 1 of table k the sum of 2^(%d k + %d t) "
          "* G over the bits t of i" % (name, teeth, combs, combs,
                                        (1 << teeth) - 1, spacing,
                                        spacing // combs, spacing),
          "; ".join(bad))


def header_combs(text):
    """The teeth and combs of the combs of G of a section, by the
    identifier of their curve."""
    return dict((t.group(1)[3:-len("_base_table")],
                 tuple((c_numbers(initializer(t.group(2), field)) or
                        [0])[0] for field in ("teeth", "combs")))
                for t in BASE_TABLE.finditer(text))


def set_comb(value):
    """The teeth and combs of a set file's comb=TxC."""
    m = re.fullmatch(r"(\d+)x(\d+)", value)
    if m is None:
        sys.exit("kat.py: comb=%s: not TxC (teeth x combs)" % value)
    return int(m.group(1)), int(m.group(2))


def check_static_groups(w, curves, arrays, text, combs):
    # The points of the tables of G, most of a section that has them,
    # are in arrays: the searches below need not read them again.
    text = re.sub(r"^static const BN_ULONG \w+_base_points\[\] = \{.*?\};",
                  "", text, flags=re.M | re.S)
    m = re.search(r"\nstatic const EC_GROUP ec_builtin_groups\[\w*\] = \{"
                  r"(.*?)\n\};", text, re.S)
    groups = re.findall(r"\n\t\{\n(.*?)\n\t\},", m.group(1) if m else "",
                        re.S)
    check(len(groups) == len(curves), "header %d: static group count" % w,
          "%d, want %d" % (len(groups), len(curves)))
    in_header = header_combs(text)
    for c, g in zip(curves, groups):
        e = expected(c, w)
        ident = ident_of(c)
        bad = []
        # The set's comb, where it gives combs (check_base_table
        # compares the header's with it); else the header's.
        e["comb"] = (combs.get(c["name"]) if combs else
                     in_header.get(ident))
        check_field_copies(w, c, e, g, bad)
        if e["comb"] is not None:
            check_base_table(w, c, e, arrays, text)
        for field in ARRAY_FIELDS:
            value = e[field]
            if field == "cofactor":
                count = nwords(value, w)
            elif field in ORDER_FIELDS:
                count = e["order_words"]
            else:
                count = e["words"]
            got = arrays.get("ec_%s_%s" % (ident, field))
            if got != to_words(value, w, count):
                bad.append("%s words %s, want %s" % (field, got,
                           to_words(value, w, count)))

        def want(field, value, got):
            if str(value) != str(got):
                bad.append("%s = %s, want %s" % (field, got, value))

        for bn, field in STATIC_BNS:
            m = re.search(r"^static const BIGNUM ec_%s_bn_%s =\n    "
                          r"EC_CURVE_TABLE_BN\(ec_%s_(\w+), (\d+)\);$"
                          % (ident, bn, ident), text, re.M)
            want("BIGNUM %s" % bn, (field, nwords(e[field], w)),
                 (m.group(1), int(m.group(2))) if m else None)
        m = re.search(r"^static const BN_MONT_CTX ec_%s_mont = \{\n(.*?)\n\};"
                      % ident, text, re.M | re.S)
        mont = initializers(m.group(1)) if m else {}
        want("ri", e["words"] * w, mont.get("ri"))
        want("RR", "EC_CURVE_TABLE_BN(ec_%s_mont_rr, %d)"
             % (ident, nwords(e["mont_rr"], w)), mont.get("RR"))
        want("N", "EC_CURVE_TABLE_BN(ec_%s_p, %d)" % (ident, nwords(c["p"], w)),
             mont.get("N"))
        want("n0", to_words(e["n0"], w, 2),
             [int(x, 16) for x in re.findall(r"0x[0-9a-f]+",
                                             mont.get("n0", ""))])
        m = re.search(r"^static const EC_POINT ec_%s_generator = \{\n(.*?)\n\};"
                      % ident, text, re.M | re.S)
        gen = initializers(m.group(1)) if m else {}
        nid = c["nid"] or "NID_undef"
        for field, value in (("meth", "&ec_GFp_mont_method"), ("nid", nid),
                             ("X", "(BIGNUM *)&ec_%s_bn_gx" % ident),
                             ("Y", "(BIGNUM *)&ec_%s_bn_gy" % ident),
                             ("Z", "(BIGNUM *)&ec_%s_bn_one" % ident),
                             ("Z_is_one", 1)):
            want("generator " + field, value, gen.get(field))
        grp = initializers(g)
        ptr = "(BIGNUM *)&ec_%s_bn_" % ident
        for field, value in (
                ("meth", "&ec_GFp_mont_method"),
                ("generator", "(EC_POINT *)&ec_%s_generator" % ident),
                ("order", ptr + "order"), ("cofactor", ptr + "cofactor"),
                ("nid", nid), ("asn1_flag", "OPENSSL_EC_NAMED_CURVE"),
                ("asn1_form", "POINT_CONVERSION_UNCOMPRESSED"),
                ("p", ptr + "p"), ("a", ptr + "a"), ("b", ptr + "b"),
                ("a_is_minus3", int(e["a_is_minus3"])),
                ("mont_ctx", "(BN_MONT_CTX *)&ec_%s_mont" % ident),
                ("static_data", 1),
                ("static_seed", 1 if c["seed"] else None)):
            want(field, value, grp.get(field))
        if c["seed"]:
            want("seed", "(unsigned char *)ec_%s_seed" % ident,
                 grp.get("seed"))
            want("seed_len", len(c["seed"]) // 2, grp.get("seed_len"))
        else:
            want("seed", None, grp.get("seed"))
        check(not bad, "header %d: %s: LibreSSL's static group" % (w, c["name"]),
              "; ".join(bad))


def hexs(x):
    return "0x%x" % x


def check_json(path, curves):
    try:
        doc = json.load(open(path))
    except ValueError as e:
        check(False, "json: valid", str(e))
        return
    check(True, "json: valid")
    check(doc.get("generator") == "ectab",
          "json: generator", repr(doc.get("generator")))
    got = doc.get("curves", [])
    check(len(got) == len(curves), "json: curve count",
          "%d, want %d" % (len(got), len(curves)))
    for c, j in zip(curves, got):
        bad = []

        def want(field, value, have):
            if value != have:
                bad.append("%s = %r, want %r" % (field, have, value))

        for k in ("name", "aliases", "oid", "oids", "nid", "nids", "comment",
                  "source", "embedding_degree", "seed"):
            want(k, c[k], j.get(k))
        want("bits", c["p"].bit_length(), j.get("bits"))
        want("order_bits", c["n"].bit_length(), j.get("order_bits"))
        for k in ("p", "a", "b", "gx", "gy", "n", "h"):
            want(k, hexs(c[k]), j.get(k))
        want("a_is_minus3", c["a"] == c["p"] - 3, j.get("a_is_minus3"))
        sizes = sorted((int(k) for k in j.get("mont", {})), reverse=True)
        if not set(WORD_SIZES) <= set(sizes):
            bad.append("mont has word sizes %s" % sizes)
        for w in sizes:
            e = expected(c, w)
            m = j.get("mont", {}).get(str(w), {})
            want("mont.%d.words" % w, e["words"], m.get("words"))
            want("mont.%d.order_words" % w, e["order_words"],
                 m.get("order_words"))
            for k, v in derived(c, w).items():
                want("mont.%d.%s" % (w, k), hexs(v), m.get(k))
        check(not bad, "json: " + c["name"], "; ".join(bad))


# Constants published by other projects for P-256, 64-bit words.

P256_PUBLISHED = {
    # OpenSSL crypto/ec/ecp_nistz256.c: ONE (R mod p) and RR (R^2 mod p).
    "mont_one": [0x0000000000000001, 0xffffffff00000000,
                 0xffffffffffffffff, 0x00000000fffffffe],
    "mont_rr": [0x0000000000000003, 0xfffffffbffffffff,
                0xfffffffffffffffe, 0x00000004fffffffd],
    # -p^-1 mod 2^64 is 1 since p = -1 mod 2^64; the order's n0 is
    # ecp_nistz256's ordK.
    "n0": 1,
    "order_n0": 0xccd1c8aaee00bc4f,
}


def check_published(curves):
    for c in curves:
        if c["name"] != "prime256v1":
            continue
        e = expected(c, 64)
        for k, v in P256_PUBLISHED.items():
            got = to_words(e[k], 64, 4) if isinstance(v, list) else e[k]
            check(got == v, "published P-256 %s" % k,
                  "computed %s, published %s" % (got, v))
        return
    check(False, "published P-256", "prime256v1 not among the curves")


def ident(name):
    return re.sub(r"[-.]", "_", name)


def check_generic(path, curves):
    """The generic header's index macros and table of names."""
    text = open(path).read()
    m = re.search(r"^struct (\w*)curve64 \{$", text, re.M)
    prefix = m.group(1)
    up = prefix.upper()
    m = re.search(r"^#define %sCURVE_COUNT\t(\d+)$" % up, text, re.M)
    check(m is not None and int(m.group(1)) == len(curves),
          "generic: %sCURVE_COUNT" % up, "want %d" % len(curves))
    macros = dict((k, int(v)) for k, v in re.findall(
        r"^#define %sCURVE_(\w+)\t(\d+)$" % up, text, re.M))
    macros.pop("COUNT", None)
    want = dict((ident(c["name"]).upper(), i) for i, c in enumerate(curves))
    check(macros == want, "generic: index macros",
          "%s, want %s" % (macros, want))
    names = re.findall(r'^\t\{ "([^"]+)", (\d+) \},$', text, re.M)
    want = [(nm, str(i)) for i, c in enumerate(curves)
            for nm in [c["name"]] + c["aliases"]]
    check(names == want, "generic: names and aliases with indices",
          "%s, want %s" % (names, want))


def select_set(path, curves, named=False):
    """The curves a set file names, one name or alias a line (its first
    word), in order; with named, each as (the name the set gives, curve,
    the attributes after it: {name: value, or True for a flag})."""
    by_name = {}
    for c in curves:
        for nm in [c["name"]] + c["aliases"]:
            by_name[nm] = c
    chosen = []
    with open(path) as f:
        for line in f:
            words = line.split("#")[0].split()
            if words:
                c = by_name[words[0]]
                attrs = dict((w.partition("=")[0], w.partition("=")[2] or
                              True) for w in words[1:])
                chosen.append((words[0], c, attrs) if named else c)
    return chosen


# Mbed TLS's block (template mbedtls).

def ec_add(P, Q, p, a):
    """P + Q in affine coordinates, None the point at infinity."""
    if P is None:
        return Q
    if Q is None:
        return P
    if P[0] == Q[0] and (P[1] + Q[1]) % p == 0:
        return None
    if P == Q:
        lam = (3 * P[0] * P[0] + a) * pow(2 * P[1], -1, p) % p
    else:
        lam = (Q[1] - P[1]) * pow(Q[0] - P[0], -1, p) % p
    x = (lam * lam - P[0] - Q[0]) % p
    return (x, (lam * (P[0] - x) - P[1]) % p)


def ec_mul(k, P, p, a):
    R = None
    while k:
        if k & 1:
            R = ec_add(R, P, p, a)
        P = ec_add(P, P, p, a)
        k >>= 1
    return R


def mbedtls_words(x, full_words=None):
    """Mbed TLS's writing of x: its 64-bit words as (macro width, bytes
    least significant first); full_words words of 8 bytes each, or the
    significant words (one for 0) with the last as short as 2 or 4 bytes
    hold."""
    count = full_words or max(1, (x.bit_length() + 63) // 64)
    out = []
    for i in range(count):
        word = (x >> (64 * i)) & ((1 << 64) - 1)
        width = 8
        if full_words is None and i == count - 1:
            width = next(n for n in (2, 4, 8) if word < 1 << (8 * n))
        out.append((width, [(word >> (8 * j)) & 0xff for j in range(width)]))
    return out


def mbedtls_arrays(text):
    """The block's mbedtls_mpi_uint arrays: name -> [(width, bytes)]."""
    arrays = {}
    pat = r"static const mbedtls_mpi_uint (\w+)\[\] = \{\n(.*?)\};"
    for m in re.finditer(pat, text, re.S):
        arrays[m.group(1)] = [
            (int(w), [int(b, 16) for b in bs.split(", ")])
            for w, bs in re.findall(
                r"^    MBEDTLS_BYTES_TO_T_UINT_(\d)\(([^)]*)\),$",
                m.group(2), re.M)]
    return arrays


def check_mbedtls(set_path, path, curves):
    text = open(path).read()
    arrays = mbedtls_arrays(text)
    seen = set()
    for name, c, attrs in select_set(set_path, curves, named=True):
        p, a = c["p"], c["a"]
        bad = []
        params = ["p", "b", "gx", "gy", "n"]
        if a != p - 3:
            params.insert(1, "a")
        words = (p.bit_length() + 63) // 64
        # Mbed TLS's own exceptions, which the set marks full_p: p in
        # full words (secp224r1's in four).
        full = {"p": words} if attrs.get("full_p") else {}
        for k in params:
            nm = "%s_%s" % (name, k)
            seen.add(nm)
            if arrays.get(nm) != mbedtls_words(c[k], full.get(k)):
                bad.append(k)
        if a == p - 3 and "%s_a" % name in arrays:
            bad.append("a (written, though it is -3)")
        check(not bad, "mbedtls: %s's p, a, b, gx, gy and n (%d arrays)"
              % (name, len(params)), "differ: %s" % ", ".join(bad))
        # The comb of ecp_mul_comb() for G: Mbed TLS's window.
        bits = c["n"].bit_length()
        teeth = (5 if bits >= 384 else 4) + 1
        d = -(-bits // teeth)
        G = (c["gx"], c["gy"])
        m = re.search(r"static const mbedtls_ecp_point %s_T\[(\d+)\] = "
                      r"\{\n(.*?)\};" % name, text, re.S)
        inits = re.findall(r"ECP_POINT_INIT_XY_Z(\d)\((\w+), (\w+)\)",
                           m.group(2)) if m else []
        bad = []
        if not m or int(m.group(1)) != 1 << (teeth - 1) or \
                len(inits) != 1 << (teeth - 1):
            bad.append("size")
        for i, (z, xn, yn) in enumerate(inits):
            k = sum(1 << (t * d) for t in range(teeth) if (2 * i + 1) >> t & 1)
            x, y = ec_mul(k, G, p, a)
            seen.update((xn, yn))
            if z != ("1" if i == 0 else "0") or \
                    (xn, yn) != ("%s_T_%d_X" % (name, i),
                                 "%s_T_%d_Y" % (name, i)) or \
                    arrays.get(xn) != mbedtls_words(x, words) or \
                    arrays.get(yn) != mbedtls_words(y, words):
                bad.append("T[%d]" % i)
        check(not bad, "mbedtls: %s's comb T, %d points of %d teeth, d = %d, "
              "are k*G" % (name, len(inits), teeth, d),
              "differ: %s" % ", ".join(bad[:4]))
    check(set(arrays) == seen, "mbedtls: no array but those of the set's "
          "curves (%d)" % len(arrays), "others: %s"
          % sorted(set(arrays) - seen)[:4])


# OpenSSL's precomputed tables of G (templates openssl-nistz256,
# openssl-sm2p256 and openssl-nistp224, -nistp256, -nistp384,
# -nistp521), as OpenSSL 3.5's crypto/ec/ defines them (3.0 has
# nistz256, nistp224, nistp256 and nistp521).  ecp_nistz256_table.c: 37
# subtables of 64 affine points, point i of subtable r (i + 1) *
# 2^(7r) * G (a signed digit of 7 bits a subtable, ceil(256 / 7) = 37),
# x then y in Montgomery form, R = 2^256, four 64-bit words each,
# least significant first, written TOBN(high half, low half).
# ecp_sm2p256_table.c (the comment at its top): 32 subtables of 256
# affine points of SM2, entry j of subtable i j * 2^(8i) * G, entry 0
# the point at infinity, eight zero words; x then y, not in Montgomery
# form, four 64-bit words each, least significant first, in one flat
# array.  The gmul table of ecp_nistpNNN.c (the comment above it):
# entry i of table t is the sum over the bits j of i of 2^(stride * j +
# offset * t) * G, entry 0 the point at infinity, all zero; points (x,
# y, z), z = 1, plain, each coordinate OpenSSL's field element: limbs
# of bits bits, least significant first.
OPENSSL_TABLES = {
    "nistz256": {"curve": "prime256v1", "subtables": 37, "points": 64,
                 "step": 7, "zero": False, "mont": True, "entry": "point"},
    "sm2p256": {"curve": "SM2", "subtables": 32, "points": 256, "step": 8,
                "zero": True, "mont": False, "entry": "entry"},
    "nistp224": {"curve": "secp224r1", "type": "felem", "limbs": 4,
                 "bits": 56, "stride": 56, "tables": 2, "offset": 28},
    "nistp256": {"curve": "prime256v1", "type": "smallfelem", "limbs": 4,
                 "bits": 64, "stride": 64, "tables": 2, "offset": 32},
    "nistp384": {"curve": "secp384r1", "type": "felem", "limbs": 7,
                 "bits": 56, "stride": 95, "tables": 1, "offset": 0},
    "nistp521": {"curve": "secp521r1", "type": "felem", "limbs": 9,
                 "bits": 58, "stride": 130, "tables": 1, "offset": 0},
}


def only_numbers(body, pattern):
    """Whether body is the matches of pattern, braces, commas and
    white space: no number is passed over."""
    return re.fullmatch(r"[\s{},]*", re.sub(pattern, "", body)) is not None


def multiples(c, rows, size, step, zero):
    """The points of a table of multiples of G of curve c, row after
    row, each (r, i, P): point i of row r (i + 1) * 2^(step r) * G, or,
    with zero, i * 2^(step r) * G, None the point at infinity; by one
    addition a point and step doublings a row (ec_add, affine)."""
    p, a = c["p"], c["a"]
    base = (c["gx"], c["gy"])
    for r in range(rows):
        P = None if zero else base
        for i in range(size):
            yield r, i, P
            P = ec_add(P, base, p, a)
        for _ in range(step):
            base = ec_add(base, base, p, a)


def check_multiples(name, words, c, spec):
    """The 64-bit words of a table of multiples of G (nistz256, sm2p256),
    point after point, x then y, four words each: point i of subtable r
    is (i + 1) * 2^(step r) * G, or, with zero, i * 2^(step r) * G and
    point 0 the point at infinity, written as zeros; in Montgomery form,
    R = 2^256, where mont."""
    rows, size, step = spec["subtables"], spec["points"], spec["step"]
    p = c["p"]
    R = 1 << 256 if spec["mont"] else 1
    first = 0 if spec["zero"] else 1
    at = 0
    for r, i, P in multiples(c, rows, size, step, spec["zero"]):
        x, y = (0, 0) if P is None else (P[0] * R % p, P[1] * R % p)
        want = to_words(x, 64, 4) + to_words(y, 64, 4)
        got = words[at:at + 8]
        if got != want:
            j = next(j for j in range(8) if got[j] != want[j])
            check(False, name, "subtable %d, %s %d (%d * 2^%d * G), "
                  "%s, word %d: 0x%016x, not 0x%016x" % (
                      r, spec["entry"], i, i + first, step * r,
                      "xy"[j // 4], j % 4, got[j], want[j]))
            return
        at += 8
    check(True, "%s: %d subtables of %d points, %s * 2^(%dr) * G%s%s (%d "
          "words)" % (name, rows, size, "i" if spec["zero"] else "(i + 1)",
                      step, " in Montgomery form" if spec["mont"] else
                      ", plain", ", point 0 the infinity as zeros"
                      if spec["zero"] else "", len(words)))


def check_nistz256(text, c, spec, where):
    name = "kat.py: %s: OpenSSL's nistz256 table of %s" % (where, c["name"])
    m = re.search(r"ecp_nistz256_precomputed\[(\d+)\]\[(\d+) \* sizeof\("
                  r"P256_POINT_AFFINE\) / sizeof\(BN_ULONG\)\]\s*= \{(.*?)"
                  r"\n\s*\};", text, re.S)
    if not m:
        check(False, name, "no ecp_nistz256_precomputed[][] = { ... };")
        return
    rows, size = spec["subtables"], spec["points"]
    tobn = r"TOBN\((0x[0-9a-fA-F]+), (0x[0-9a-fA-F]+)\)"
    halves = [(int(hi, 16), int(lo, 16))
              for hi, lo in re.findall(tobn, m.group(3))]
    if (int(m.group(1)), int(m.group(2))) != (rows, size) or \
            len(halves) != rows * size * 8 or \
            not only_numbers(m.group(3), tobn) or \
            max(max(h) for h in halves) >> 32:
        check(False, name, "not [%d][%d] of %d TOBN(hi, lo) of two "
              "32-bit halves: [%s][%s] of %d" % (
                  rows, size, rows * size * 8, m.group(1), m.group(2),
                  len(halves)))
        return
    check_multiples(name, [hi << 32 | lo for hi, lo in halves], c, spec)


def check_sm2p256(text, c, spec, where):
    name = "kat.py: %s: OpenSSL's sm2p256 table of %s" % (where, c["name"])
    m = re.search(r"^const BN_ULONG ecp_sm2p256_precomputed\[8 \* (\d+) \* "
                  r"(\d+)\] = \{\n(.*?)^\};", text, re.M | re.S)
    rows, size = spec["subtables"], spec["points"]
    word = r"\b0x[0-9a-fA-F]+\b"
    words = [int(w, 16) for w in re.findall(word, m.group(3))] if m else []
    if not m or (int(m.group(1)), int(m.group(2))) != (rows, size) or \
            len(words) != rows * size * 8 or \
            not only_numbers(m.group(3), word) or max(words) >> 64:
        check(False, name, "not const BN_ULONG ecp_sm2p256_precomputed"
              "[8 * %d * %d] of %d 64-bit words" % (rows, size,
                                                     rows * size * 8))
        return
    check_multiples(name, words, c, spec)


def check_gmul(kind, text, c, spec, where):
    name = "kat.py: %s: OpenSSL's %s gmul of %s" % (where, kind, c["name"])
    m = re.search(r"^static const (\w+) gmul((?:\[\d+\])+) = \{\n(.*?)^\};",
                  text, re.M | re.S)
    tables, limbs, bits = spec["tables"], spec["limbs"], spec["bits"]
    dims = [16, 3] if tables == 1 else [tables, 16, 3]
    number = r"\b(?:0x[0-9a-fA-F]+|[0-9]+)\b"
    nums = [int(v, 0) for v in re.findall(number, m.group(3))] if m else []
    if not m or m.group(1) != spec["type"] or \
            [int(d) for d in re.findall(r"\d+", m.group(2))] != dims or \
            len(nums) != tables * 16 * 3 * limbs or \
            not only_numbers(m.group(3), number):
        check(False, name, "not static const %s gmul%s of %d numbers" % (
            spec["type"], "".join("[%d]" % d for d in dims),
            tables * 16 * 3 * limbs))
        return
    p, a = c["p"], c["a"]
    G = (c["gx"], c["gy"])
    at = 0
    for t in range(tables):
        shifts = [spec["stride"] * j + spec["offset"] * t for j in range(4)]
        teeth = [ec_mul(1 << s, G, p, a) for s in shifts]
        bad = None
        for i in range(16):
            P = None
            for j in range(4):
                if i >> j & 1:
                    P = ec_add(P, teeth[j], p, a)
            coords = (0, 0, 0) if P is None else (P[0], P[1], 1)
            for k, v in enumerate(coords):
                want = to_words(v, bits, limbs)
                got = nums[at:at + limbs]
                at += limbs
                if got != want and bad is None:
                    j = next(j for j in range(limbs) if got[j] != want[j])
                    bad = "%sentry %d, %s, limb %d: 0x%x, not 0x%x" % (
                        "table %d, " % t if tables > 1 else "", i, "xyz"[k],
                        j, got[j], want[j])
        check(bad is None, "%s%s: 16 entries, sums of 2^(%d j%s) * G, "
              "(x, y, 1) in limbs of %d bits (%d limbs)" % (
                  name, ", table %d" % t if tables > 1 else "",
                  spec["stride"], " + %d" % (spec["offset"] * t)
                  if t else "", bits, 16 * 3 * limbs), bad)


def tree_path(path, top):
    """The name of file path for the lines: from the top of a library's
    tree (the folder whose name starts with top, as openssl-VERSION/ or
    wolfssl-VERSION-stable/, which names the release), or by its
    folder's name and its own."""
    parts = os.path.abspath(path).split(os.sep)
    tops = [i for i, d in enumerate(parts) if d.startswith(top)]
    return os.path.join(*parts[tops[-1] if tops else -2:])


def check_openssl(kind, path, curves):
    """OpenSSL's table kind (OPENSSL_TABLES) in file path: a render of
    template openssl-KIND, or OpenSSL's own file, whose gmul block is
    read where it stands."""
    spec = OPENSSL_TABLES[kind]
    c = next(c for c in curves if c["name"] == spec["curve"])
    text = open(path).read()
    where = tree_path(path, "openssl-")
    if kind == "nistz256":
        check_nistz256(text, c, spec, where)
    elif kind == "sm2p256":
        check_sm2p256(text, c, spec, where)
    else:
        check_gmul(kind, text, c, spec, where)


# wolfSSL's precomputed tables of G of P-256, P-384 and P-521
# (templates wolfssl-c32, -c64, -sp64, -sp32 and -dsp32), as wolfSSL
# 5.9.2's SP code (wolfcrypt/src/sp_*.c) declares and reads them: a
# block "static const sp_table_entry_N pN_table[M] = {" (sp_dsp32.c's
# entry type sp_table_entry) to the first "};" after it, M entries,
# each "/* COMMENT */" and { { x }, { y } }, an affine point of P-N, a
# coordinate the sp_digit x[LIMBS] of the layout, limbs of its width,
# least significant first; in Montgomery form (R = 2^N) for P-256 and
# P-384, plain for P-521.  M = 2^T entries are a comb of T teeth (the
# stripe code reads bit x + d j of the scalar into bit j of the index,
# d = ceil(N / T)): entry i the sum over the bits j of i of 2^(d j) G,
# its comment i.  M = 65 r are r rows of multiples (the code recodes
# the scalar into r = ceil((N + 1) / 7) signed digits of 7 bits, its
# ecc_recode_N v[r]): entry 65 r + k k 2^(7 r) G, its comment "k <<
# 7r".  Entry 0 of a row is the point at infinity, all zero.  The
# layouts: by curve, the limbs of a coordinate and their width.
WOLFSSL_LAYOUTS = {
    "c32": {256: (9, 29), 384: (15, 26), 521: (21, 25)},
    "c64": {256: (5, 52), 384: (7, 55), 521: (9, 58)},
    "sp64": {256: (4, 64), 384: (6, 64), 521: (9, 64)},
    "sp32": {256: (8, 32), 384: (12, 32), 521: (17, 32)},
    "dsp32": {256: (10, 26)},
}
WOLFSSL_CURVES = {256: "prime256v1", 384: "secp384r1", 521: "secp521r1"}
WOLFSSL_BLOCK = re.compile(r"^static const sp_table_entry(_\d+)? "
                           r"p(\d+)_table\[(\d+)\] = \{\n(.*?)^\};",
                           re.M | re.S)
WOLFSSL_ENTRY = re.compile(r"/\* ([^*]*) \*/\s*\{\s*\{([^{}]*)\},\s*"
                           r"\{([^{}]*)\}\s*\},")
WOLFSSL_LIMB = r"\b0x[0-9a-fA-F]+L?\b"


def wolfssl_entries(c, bits, size):
    """The entries of wolfSSL's table of size entries of curve c (of
    bits bits), each (its comment, what it is, the point, None the point
    at infinity), and what the table is, for the check's line; or None
    and why, if size is not one wolfSSL's code reads."""
    teeth = size.bit_length() - 1
    if teeth > 0 and size == 1 << teeth:
        d = -(-bits // teeth)
        points = [None] + base_points(c, teeth, 1, d)
        return [("%d" % i, " + ".join("2^%d G" % (d * j) for j in
                                      range(teeth) if i >> j & 1) or
                 "the point at infinity", P)
                for i, P in enumerate(points)], \
            "a comb of %d teeth %d bits apart, entry i = the sum of " \
            "2^(%d j) G over the bits j of i" % (teeth, d, d)
    rows = -(-(bits + 1) // 7)
    if size == 65 * rows:
        return [("%d << %d" % (k, 7 * r), "%d * 2^%d G" % (k, 7 * r) if k
                 else "the point at infinity", P)
                for r, k, P in multiples(c, rows, 65, 7, True)], \
            "%d rows of 65 multiples, entry 65 r + k = k 2^(7 r) G" % rows
    return None, "%d entries: neither 2^T (a comb) nor %d rows of 65 " \
        "multiples (signed digits of 7 bits of a scalar of %d bits)" % (
            size, rows, bits)


def check_wolfssl_block(kind, m, curves, where):
    """Table block m (a match of WOLFSSL_BLOCK) of layout kind: every
    comment and limb of every entry.  Returns its count of entries, 0 if
    it is wrong."""
    etype, bits, size = m.group(1), int(m.group(2)), int(m.group(3))
    decl = "p%d_table[%d]" % (bits, size)
    layout = WOLFSSL_LAYOUTS[kind]
    name = "kat.py: %s: wolfSSL's %s %s" % (where, kind, decl)
    if bits not in layout or etype != (None if kind == "dsp32" else
                                       "_%d" % bits):
        check(False, name, "not a table of layout %s (of P-%s, with "
              "sp_table_entry%s)" % (kind, "/".join(map(str, layout)),
                                     "" if kind == "dsp32" else "_N"))
        return 0
    c = next(c for c in curves if c["name"] == WOLFSSL_CURVES[bits])
    name = "%s of %s" % (name, c["name"])
    limbs, width = layout[bits]
    expect, shape = wolfssl_entries(c, bits, size)
    entries = list(WOLFSSL_ENTRY.finditer(m.group(4)))
    if expect is None or len(entries) != size or \
            WOLFSSL_ENTRY.sub("", m.group(4)).strip():
        check(False, name, shape if expect is None else "not %d entries "
              "/* ... */ { { x }, { y } }, (%d found)" % (size,
                                                        len(entries)))
        return 0
    p = c["p"]
    R = 1 if bits == 521 else 1 << bits
    bad = None
    for i, (e, (comment, what, P)) in enumerate(zip(entries, expect)):
        entry = "%s, entry %d (/* %s */)" % (decl, i, comment)
        if e.group(1) != comment:
            bad = "%s: its comment is /* %s */" % (entry, e.group(1))
            break
        x, y = (0, 0) if P is None else (P[0] * R % p, P[1] * R % p)
        for k, (text, v) in enumerate(((e.group(2), x), (e.group(3), y))):
            lits = [n.rstrip("L") for n in re.findall(WOLFSSL_LIMB, text)]
            got = [int(n, 16) for n in lits]
            want = to_words(v, width, limbs)
            if len(got) != limbs or not only_numbers(text, WOLFSSL_LIMB):
                bad = "%s, %s: not %d limbs" % (entry, "xy"[k], limbs)
            elif got != want:
                j = next(j for j in range(limbs) if got[j] != want[j])
                bad = "%s, %s, limb %d: %s, not 0x%0*x (%s)" % (
                    entry, "xy"[k], j, lits[j], len(lits[j]) - 2, want[j],
                    what)
            if bad:
                break
        if bad:
            break
    check(bad is None, name if bad else "%s: %d entries, %s; (x, y)%s, in "
          "%d limbs of %d bits (%d limbs)" % (
              name, size, shape, " plain" if R == 1 else
              " R mod p, R = 2^%d" % bits, limbs, width,
              size * 2 * limbs), bad)
    return 0 if bad else size


def check_wolfssl(kind, path, curves):
    """wolfSSL's tables of G of layout kind (WOLFSSL_LAYOUTS) in file
    path: a render of template wolfssl-KIND, one block, or wolfSSL's own
    file, each of whose blocks of P-256, P-384 and P-521 is read where
    it stands (SAKKE's p1024_table is not covered), and counted."""
    if kind not in WOLFSSL_LAYOUTS:
        sys.exit("kat.py: %s: not a layout of wolfSSL's tables: %s" % (
            kind, ", ".join(WOLFSSL_LAYOUTS)))
    text = open(path).read()
    where = tree_path(path, "wolfssl-")
    blocks = [m for m in WOLFSSL_BLOCK.finditer(text)
              if m.group(2) != "1024"]
    entries = [check_wolfssl_block(kind, m, curves, where) for m in blocks]
    if not blocks:
        check(False, "kat.py: %s: wolfSSL's %s tables" % (where, kind),
              "no block \"static const sp_table_entry_N pN_table[M] = {\" "
              "of P-256, P-384 or P-521")
    elif len(blocks) > 1 or text.strip() != blocks[0].group(0):
        name = "kat.py: %s: its %d table%s of P-256, P-384 and P-521" % (
            where, len(blocks), "s"[len(blocks) == 1:])
        check(all(entries), "%s, %d entries, each right%s" % (
            name, sum(entries), " (SAKKE's p1024_table is not covered)"
            if re.search(r" p1024_table\[", text) else "") if
            all(entries) else name, "%d wrong" % entries.count(0))


def main():
    header_set = None
    if sys.argv[1] == "--set":
        header_set = sys.argv[2]
        del sys.argv[1:3]
    read_rows(os.environ.get("ECTAB", "gen/obj/ectab"))
    if sys.argv[1] == "--json":
        curves = read_definitions(sys.argv[3:])
        check_constants(curves)
        check_json(sys.argv[2], curves)
        return
    if sys.argv[1] == "--mbedtls":
        check_mbedtls(sys.argv[2], sys.argv[3],
                      read_definitions(sys.argv[4:]))
        return
    if sys.argv[1] == "--generic":
        check_generic(sys.argv[2], read_definitions(sys.argv[3:]))
        return
    if sys.argv[1] == "--openssl":
        check_openssl(sys.argv[2], sys.argv[3],
                      read_definitions(sys.argv[4:]))
        return
    if sys.argv[1] == "--wolfssl":
        check_wolfssl(sys.argv[2], sys.argv[3],
                      read_definitions(sys.argv[4:]))
        return
    header, js, defs = sys.argv[1], sys.argv[2], sys.argv[3:]
    curves = read_definitions(defs)
    check_constants(curves)
    check_published(curves)
    chosen = (select_set(header_set, curves, named=True) if header_set
              else [(c["name"], c, {}) for c in curves])
    check_header(header, [c for _, c, _ in chosen],
                 dict((c["name"], set_comb(attrs["comb"]))
                      for _, c, attrs in chosen if "comb" in attrs))
    check_json(js, curves)


if __name__ == "__main__":
    main()
