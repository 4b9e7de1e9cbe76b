# Copyright (c) 2026 The ectab authors.  ISC license: see LICENSE.
"""Writes a copy of out/ec_curve_tables.h with wrong values in one word
size's section, for the libressl-patched group of make check: the
patched LibreSSL's ec_curve_tables_test must fail on each, naming the curve.

    tests/libressl_mutant.py HEADER OUT BITS CHANGE...

CHANGE is one of (CURVE: the curve's identifier in the header):

    word:ARRAY:CURVE  the first word of ec_CURVE_ARRAY[] with its lowest
                      bit flipped (ARRAY: mont_rr, p, order, ...)
    top:BN:CURVE      the significant-word count of the static BIGNUM
                      ec_CURVE_bn_BN one less
    n0:CURVE          the low word of n0 in the BN_MONT_CTX of p, its
                      second-lowest bit flipped
    z_is_one:CURVE    the generator's Z_is_one set to 0
    a_is_minus3:CURVE the group's a_is_minus3 flipped
    no_seed:CURVE     the group's seed and seed_len left out
    fm:FIELD:CURVE    of a group with a table of G, the first word of
                      fm.m or fm.rr (FIELD m, rr), or fm.minv0 (minv0),
                      its lowest bit flipped
    fe:FIELD:CURVE    the first word of fe_a or fe_b (FIELD a, b), its
                      lowest bit flipped
    teeth:CURVE       the teeth of the comb of G one less (of the
                      set's 5, too few to cover the order's bits)
    combs:CURVE       the combs (tables) of the comb of G one less
    spacing:CURVE     the spacing of the comb's teeth one more (no
                      longer a multiple of the set's 4 combs)

(word:base_points:CURVE changes the first word of the comb of G.)  No
change of the comb's shape makes it longer: LibreSSL's code never reads
past the end of its points.

Each change must match exactly one place in the section; the script
fails otherwise, so that a template change cannot make a mutant vanish.
"""

import re
import sys


def section(text, bits):
    """The span of the #if/#elif BN_BITS2 == bits section."""
    m = re.search(r"^#(?:el)?if BN_BITS2 == %d$" % bits, text, re.M)
    if not m:
        sys.exit("libressl_mutant.py: no BN_BITS2 == %d section" % bits)
    end = re.compile(r"^#(?:elif|else)\b", re.M).search(text, m.end())
    return m.end(), end.start() if end else len(text)


def replace_one(text, span, pattern, repl, what):
    """text with the one match of pattern in span replaced."""
    start, end = span
    found = list(re.finditer(pattern, text[start:end], re.M | re.S))
    if len(found) != 1:
        sys.exit("libressl_mutant.py: %s: %d matches, not 1"
                 % (what, len(found)))
    m = found[0]
    # (the group that matched, of a pattern of alternatives)
    g = next(i for i in range(1, m.re.groups + 1) if m.group(i) is not None)
    a, b = start + m.start(g), start + m.end(g)
    return text[:a] + repl(m.group(g)) + text[b:], a


def flip_hex(word, bit):
    """A C hex literal with one bit of its value flipped."""
    digits = word[2:]
    value = int(digits, 16) ^ (1 << bit)
    return "0x%0*x" % (len(digits), value)


def mutate(text, bits, change):
    kind, _, rest = change.partition(":")
    span = section(text, bits)
    if kind == "word":
        array, curve = rest.split(":")
        # (the first word after any comment, such as a table's row's)
        return replace_one(
            text, span,
            r"^static const BN_ULONG ec_%s_%s\[\] = \{\n"
            r"(?:\t/\*[^\n]*\*/\n)?\t(0x[0-9a-f]+)"
            % (curve, array), lambda w: flip_hex(w, 0), change)[0]
    if kind == "top":
        bn, curve = rest.split(":")
        return replace_one(
            text, span,
            r"^static const BIGNUM ec_%s_bn_%s =\n    EC_CURVE_TABLE_BN"
            r"\(ec_%s_\w+, (\d+)\);" % (curve, bn, curve),
            lambda t: str(int(t) - 1), change)[0]
    if kind == "n0":
        return replace_one(
            text, span,
            r"^static const BN_MONT_CTX ec_%s_mont = \{\n.*?"
            r"\t\.n0 = \{ (0x[0-9a-f]+)," % rest,
            lambda w: flip_hex(w, 1), change)[0]
    if kind == "z_is_one":
        return replace_one(
            text, span,
            r"^static const EC_POINT ec_%s_generator = \{\n[^}]*?"
            r"\t\.Z_is_one = (1),$" % rest, lambda v: "0", change)[0]
    if kind == "a_is_minus3":
        return replace_one(
            text, span,
            r"\t\.generator = \(EC_POINT \*\)&ec_%s_generator,\n[^}]*?"
            r"\t\t\.a_is_minus3 = ([01]),$" % rest,
            lambda v: "1" if v == "0" else "0", change)[0]
    if kind == "no_seed":
        return replace_one(
            text, span,
            r"\t\.generator = \(EC_POINT \*\)&ec_%s_generator,\n[^}]*?"
            r"(\t\t\.seed = [^\n]*\n\t\t\.seed_len = \d+,\n)" % rest,
            lambda v: "", change)[0]
    # The designated initializers of the group of CURVE: its entry.
    group = (r"\t\.generator = \(EC_POINT \*\)&ec_%s_generator,\n"
             r"(?:(?!\n\t\},).)*?" % rest.partition(":")[2])
    # A member's first word, written .fm.m.w = { 0x.. or nested,
    # .fm = { .m = { { 0x..
    first_word = r"\{\s*(?:\.w\s*=\s*)?\{\s*(0x[0-9a-f]+)"
    if kind == "fm":
        field = rest.partition(":")[0]
        value = (r"\s*=\s*(0x[0-9a-f]+)" if field == "minv0" else
                 r"(?:\.w\s*=\s*\{\s*(0x[0-9a-f]+)|\s*=\s*%s)" % first_word)
        return replace_one(
            text, span, group + r"\.fm(?:\s*=\s*\{.*?)?\.%s%s" % (field, value),
            lambda w: flip_hex(w, 0), change)[0]
    if kind == "fe":
        return replace_one(
            text, span, group + r"\.fe_%s(?:\.w\s*=\s*\{\s*(0x[0-9a-f]+)|"
            r"\s*=\s*%s)" % (rest.partition(":")[0], first_word),
            lambda w: flip_hex(w, 0), change)[0]
    if kind in ("teeth", "combs", "spacing"):
        return replace_one(
            text, span,
            r"^static const struct ec_base_table ec_%s_base_table = \{"
            r"[^}]*?\.%s\s*=\s*(\d+)" % (rest, kind),
            lambda v: str(int(v) + (1 if kind == "spacing" else -1)),
            change)[0]
    sys.exit("libressl_mutant.py: unknown change %s" % change)


def main():
    if len(sys.argv) < 5:
        sys.exit("usage: libressl_mutant.py HEADER OUT BITS CHANGE...")
    header, out, bits = sys.argv[1], sys.argv[2], int(sys.argv[3])
    with open(header) as f:
        text = f.read()
    for change in sys.argv[4:]:
        text = mutate(text, bits, change)
    with open(out, "w") as f:
        f.write(text)


if __name__ == "__main__":
    main()
