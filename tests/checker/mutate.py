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
"""Mutation proof of the reference checker.

Takes a header in the layout of templates/libressl.tmpl or
templates/generic.tmpl, and for one word size's section makes mutants: one bit flipped in one word of every array
(the word and bit rotating from array to array), and in every number of
every descriptor (word counts, significant-word counts, both n0 words of
p and of n, a_is_minus3, seed lengths); with --seeds, in one byte of
every seed.  Each mutant header is compiled into an adapter (a shared
object), and the checker's -m mode checks them as -q would, many in one
process: it must find a mismatch in every one.  A few mutants of the
constants that arithmetic uses are also run with -p on their curve, the
functional proof alone, which must catch them too.

With --curves NAME,..., only the mutants of those curves are made (and
the declared count's): the checker's -M mode makes every mutation in
memory, through the same adapters, in milliseconds, and this sample,
compiled end to end, shows that what the compiler sees of the header
is what the adapters hand the checker.

usage: mutate.py HEADER BITS CC OBJDIR [--run PREFIX] [--seeds] [--jobs N]
                 [--curves NAME,...]
Prints PASS/FAIL lines and "detected X of Y mutants".
"""

import argparse
import concurrent.futures
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
BATCH = 64
HEX = re.compile(r"0x[0-9a-f]+")


def layout(text, objdir):
    """The adapter and compiler flags for the header's layout.  For the
    generic layout, writes the NID_SYMBOLS file (as tests/lib.sh's
    nid_symbols does) into objdir."""
    if re.search(r"^struct ec_curve_table \{$", text, re.M):
        return "tables_libressl.c", []
    prefix = re.search(r"^struct (\w*)curve64 \{$", text, re.M).group(1)
    symbols = os.path.abspath(os.path.join(objdir, "nid_symbols.h"))
    with open(symbols, "w") as f:
        for sym in sorted(set(re.findall(r'"(NID_\w+)"', text))):
            f.write('#ifdef %s\n\t{ "%s", %s },\n#endif\n'
                    % (sym, sym, sym))
    return "tables_generic.c", ["-DTABLES_PREFIX=" + prefix,
                                "-DTABLES_MACRO_PREFIX=" + prefix.upper(),
                                '-DNID_SYMBOLS="%s"' % symbols]


def section(text, bits):
    """The [start, end) of the text for bits-bit words."""
    m = re.search(r"^#(el)?if BN_BITS2 == %d\n" % bits, text, re.M)
    if m:
        end = re.compile(r"^#(elif|else)", re.M).search(text, m.end())
    else:
        m = re.search(r"^/\* %d-bit words \*/\n" % bits, text, re.M)
        end = re.compile(r"^/\* end of %d-bit words \*/" % bits,
                         re.M).search(text, m.end())
    return m.end(), end.start()


def flip_hex(lit, bit):
    digits = len(lit) - 2
    return "0x%0*x" % (digits, int(lit, 16) ^ (1 << bit))


def mutants(text, bits, seeds):
    """Yields (label, start, end, replacement) for every mutation."""
    lo, hi = section(text, bits)
    body = text[lo:hi]
    n = 0
    for m in re.finditer(r"static const (?:BN_ULONG|uint\d+_t) (\w+)\[\] = "
                         r"\{(.*?)\};", body, re.S):
        lits = list(HEX.finditer(m.group(2)))
        w = lits[n % len(lits)]
        bit = (n * 7) % bits
        start = lo + m.start(2) + w.start()
        yield ("%s word %d bit %d" % (m.group(1), n % len(lits), bit),
               start, start + len(w.group()), flip_hex(w.group(), bit))
        n += 1
    table = re.search(r"curves?\w*\[\w*\][^=;]*= \{\n(.*?)\n\};", body, re.S)
    nids = []
    for entry in re.finditer(r"\t\{\n(.*?)\n\t\},", table.group(1), re.S):
        base = lo + table.start(1) + entry.start(1)
        m = re.search(r'"(\w+)"', entry.group(1))
        name = m.group(1)
        # The name, with its first letter's case flipped.
        yield ("%s name" % name, base + m.start(1), base + m.start(1) + 1,
               name[0].swapcase())
        # The NID, a symbol or its name: collected, then rotated below.
        m = re.search(r'^\t\t"?(NID_\w+)"?,$', entry.group(1), re.M)
        if m:
            nids.append((name, base + m.start(1), m.group(1)))
        pos = 0
        for line in entry.group(1).split("\n"):
            for what, rx in (("top", r"\{ \w+, (\d+) \}"),
                             ("int", r"^\t\t(\d+),"),
                             ("n0", r"(0x[0-9a-f]+)")):
                for v in re.finditer(rx, line):
                    start = base + pos + v.start(1)
                    old = v.group(1)
                    if old.startswith("0x"):
                        new = flip_hex(old, (n * 7) % bits)
                        n += 1
                    else:
                        new = str(int(old) ^ 1)
                    yield ("%s %s %s: %s -> %s" % (name, what,
                           line.strip()[:40], old, new),
                           start, start + len(old), new)
                if what == "top" and re.search(rx, line):
                    break
            pos += len(line) + 1
    for i, (name, start, nid) in enumerate(nids):
        other = nids[(i + 1) % len(nids)][2]
        yield ("%s nid %s -> %s" % (name, nid, other), start,
               start + len(nid), other)
    m = re.search(r"^#define EC_CURVE_TABLES_COUNT\t(\d+)$", text, re.M)
    if m and seeds:
        yield ("EC_CURVE_TABLES_COUNT", m.start(1), m.end(1),
               str(int(m.group(1)) + 1))
    if seeds:
        for m in re.finditer(r"static const (?:unsigned char|uint8_t) "
                             r"(\w+)\[\] = \{(.*?)\};", text, re.S):
            lits = list(HEX.finditer(m.group(2)))
            w = lits[n % len(lits)]
            start = m.start(2) + w.start()
            yield ("%s byte %d" % (m.group(1), n % len(lits)), start,
                   start + len(w.group()), flip_hex(w.group(), n % 8))
            n += 1


def proof_mutants(text, bits):
    """Bit 1 of word 0 flipped in each array of PROOF_TARGETS; the label
    starts with the curve's name."""
    lo, hi = section(text, bits)
    body = text[lo:hi]
    for m in re.finditer(r"static const (?:BN_ULONG|uint\d+_t) (\w+)\[\] = "
                         r"\{(.*?)\};", body, re.S):
        name = m.group(1)
        targets = [t for t in PROOF_TARGETS if name.endswith("_" + t) or
                   name.endswith("_" + t + str(bits))]
        if not targets:
            continue
        w = HEX.search(m.group(2))
        start = lo + m.start(2) + w.start()
        yield ("%s: %s word 0 bit 1" % (targets[0].split("_")[0], name),
               start, start + len(w.group()), flip_hex(w.group(), 1))


def adapter_cmd(args, hdr):
    adapter, defs = args.layout
    return [args.cc, "-m%d" % args.bits, "-O0", "-w", "-I" + HERE,
            '-DTABLES_HEADER="%s"' % hdr] + defs + [
            os.path.join(HERE, adapter)]


def write_mutant(text, path, mut):
    _, start, end, new = mut
    with open(path, "w") as f:
        f.write(text[:start] + new + text[end:])


def build_so(args, text, tmp, i, mut):
    """Builds mutant i's adapter as a shared object; returns its path."""
    hdr = os.path.join(tmp, "m%s.h" % i)
    so = os.path.join(tmp, "m%s.so" % i)
    write_mutant(text, hdr, mut)
    r = subprocess.run(adapter_cmd(args, hdr) + ["-fPIC", "-shared", "-o",
                       so], capture_output=True)
    os.unlink(hdr)
    return so if r.returncode == 0 else "does not compile: " + \
        r.stderr.decode()[-200:]


def run_batch(args, checker, sos):
    """Runs checker -m on the shared objects; returns {path: detected}."""
    r = subprocess.run(args.run.split() + [checker, "-m"],
                       input="".join(so + "\n" for so in sos).encode(),
                       capture_output=True)
    found = {}
    for line in r.stdout.decode().splitlines():
        path, _, rest = line.partition(" ")
        found[path] = rest.isdigit() and int(rest) > 0
    return found


def run_proof(args, text, tmp, i, mut):
    """Builds mutant i into a whole checker and runs -p on it, on the
    mutated curve."""
    hdr = os.path.join(tmp, "p%d.h" % i)
    exe = os.path.join(tmp, "p%d" % i)
    write_mutant(text, hdr, mut)
    subprocess.run(adapter_cmd(args, hdr) + [
        os.path.join(args.objdir, "checker.o"),
        os.path.join(args.objdir, "fproof.o"), "-o", exe, "-lcrypto"],
        check=True, capture_output=True)
    curve = mut[0].split(":")[0]
    r = subprocess.run(args.run.split() + [exe, "-p", curve],
                       capture_output=True)
    os.unlink(hdr)
    os.unlink(exe)
    return r.returncode == 1 and re.search(
        r"^FAIL checker \d+: \w+ functional proof: ", r.stdout.decode(),
        re.M) is not None


# Constants the arithmetic of the functional proof uses, in the names of
# both layouts.
PROOF_TARGETS = ("prime256v1_mont_rr", "secp224k1_mont_gx",
                 "brainpoolP320r1_mont_a", "secp521r1_mont_one",
                 "FRP256v1_mont_b", "brainpoolP256t1_order_mont_rr",
                 "secp384r1_order_mont_one", "secp224r1_p",
                 "prime256v1_rr_", "secp224k1_gx_mont_",
                 "brainpoolP320r1_a_mont_", "secp521r1_r_",
                 "FRP256v1_b_mont_", "brainpoolP256t1_order_rr_",
                 "secp384r1_order_r_", "secp224r1_p_")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("header")
    ap.add_argument("bits", type=int)
    ap.add_argument("cc")
    ap.add_argument("objdir")
    ap.add_argument("--run", default="")
    ap.add_argument("--seeds", action="store_true")
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--curves", default="")
    args = ap.parse_args()
    text = open(args.header).read()
    args.layout = layout(text, args.objdir)
    muts = list(mutants(text, args.bits, args.seeds))
    if args.curves:
        names = args.curves.split(",")
        of_curve = re.compile(r"(^|_)(%s)(_|\s|\d|$)" % "|".join(names))
        muts = [m for m in muts if of_curve.search(m[0].split(" -> ")[0])
                or m[0] == "EC_CURVE_TABLES_COUNT"]
        found = set(n for n in names if any(
            re.search(r"(^|_)%s(_|\s|\d|$)" % n, m[0]) for m in muts))
        if found != set(names):
            print("FAIL mutation %d: no mutants of %s" % (
                args.bits, ", ".join(sorted(set(names) - found))))
            sys.exit(1)
    proof = list(proof_mutants(text, args.bits))
    base = ("the unmutated header", 0, 0, "")
    missed = []
    detected = 0
    with tempfile.TemporaryDirectory() as tmp, \
            concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        # The checker for -m, linked with the unmutated header's adapter.
        checker = os.path.join(tmp, "checker")
        subprocess.run(adapter_cmd(args, os.path.abspath(args.header)) + [
            os.path.join(args.objdir, "checker.o"),
            os.path.join(args.objdir, "fproof.o"), "-o", checker,
            "-lcrypto", "-ldl"], check=True, capture_output=True)
        # The unmutated header must pass, or every mutant would "fail".
        so = build_so(args, text, tmp, "base", base)
        if run_batch(args, checker, [so]).get(so, True):
            print("FAIL mutation %d: the unmutated header does not pass "
                  "the checker" % args.bits)
            sys.exit(1)
        os.unlink(so)
        for b in range(0, len(muts), BATCH):
            batch = list(enumerate(muts))[b:b + BATCH]
            sos = list(pool.map(lambda im: build_so(args, text, tmp, *im),
                                batch))
            found = run_batch(args, checker,
                              [so for so in sos if so.endswith(".so")])
            for (i, m), so in zip(batch, sos):
                if found.get(so):
                    detected += 1
                else:
                    missed.append("%s: %s" % (m[0], so if not
                                  so.endswith(".so") else "no mismatch"))
                if so.endswith(".so"):
                    os.unlink(so)
        proof_ok = list(pool.map(
            lambda im: run_proof(args, text, tmp, *im), enumerate(proof)))
    for m in missed:
        print("FAIL mutation %d: not detected: %s" % (args.bits, m))
    for m, ok in zip(proof, proof_ok):
        if not ok:
            print("FAIL mutation %d: not detected by the functional proof "
                  "alone: %s" % (args.bits, m[0]))
    arrays = sum(1 for m in muts if " word " in m[0])
    seeds = sum(1 for m in muts if " byte " in m[0])
    print("%s mutation %d: detected %d of %d mutants (%d arrays, %d "
          "descriptor fields and counts, %d seed bytes)"
          % ("PASS" if detected == len(muts) else "FAIL", args.bits,
             detected, len(muts), arrays, len(muts) - arrays - seeds, seeds))
    print("%s mutation %d: functional proof alone (-p) detected %d of %d "
          "mutants" % ("PASS" if all(proof_ok) and proof else "FAIL",
                       args.bits, sum(proof_ok), len(proof)))
    sys.exit(0 if detected == len(muts) and all(proof_ok) and proof else 1)


if __name__ == "__main__":
    main()
