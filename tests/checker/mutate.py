#!/usr/bin/env python3
"""Mutation proof of the reference checker.

Takes a header in the layout of templates/libressl.tmpl, and for one word
size's section makes mutants: one bit flipped in one word of every array
(the word and bit rotating from array to array), and in every number of
every descriptor (word counts, significant-word counts, both n0 words of
p and of n, a_is_minus3, seed lengths); with --seeds, in one byte of
every seed.  Each mutant is compiled into the checker and run with -q;
the checker must exit non-zero on every one.  A few mutants of the
constants that arithmetic uses are also run with -p, the functional
proof alone, which must catch them too.

usage: mutate.py HEADER BITS CC OBJDIR [--run PREFIX] [--seeds] [--jobs N]
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
HEX = re.compile(r"0x[0-9a-f]+")


def section(text, bits):
    """The [start, end) of the BN_BITS2 == bits section."""
    m = re.search(r"^#(el)?if BN_BITS2 == %d\n" % bits, text, re.M)
    end = re.compile(r"^#(elif|else)", re.M).search(text, m.end())
    return m.end(), end.start()


def flip_hex(lit, bit):
    digits = len(lit) - 2
    return "0x%0*x" % (digits, int(lit, 16) ^ (1 << bit))


def mutants(text, bits, seeds):
    """Yields (label, start, end, replacement) for every mutation."""
    lo, hi = section(text, bits)
    body = text[lo:hi]
    n = 0
    for m in re.finditer(r"static const BN_ULONG (\w+)\[\] = \{(.*?)\};",
                         body, re.S):
        lits = list(HEX.finditer(m.group(2)))
        w = lits[n % len(lits)]
        bit = (n * 7) % bits
        start = lo + m.start(2) + w.start()
        yield ("%s word %d bit %d" % (m.group(1), n % len(lits), bit),
               start, start + len(w.group()), flip_hex(w.group(), bit))
        n += 1
    table = re.search(r"ec_curve_tables\[\] = \{\n(.*?)\n\};", body, re.S)
    for entry in re.finditer(r"\t\{\n(.*?)\n\t\},", table.group(1), re.S):
        base = lo + table.start(1) + entry.start(1)
        name = re.search(r'"(\w+)"', entry.group(1)).group(1)
        pos = 0
        for line in entry.group(1).split("\n"):
            for what, rx in (("top", r"\{ ec_\w+, (\d+) \}"),
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
    if seeds:
        for m in re.finditer(r"static const unsigned char (\w+)\[\] = "
                             r"\{(.*?)\};", text, re.S):
            lits = list(HEX.finditer(m.group(2)))
            w = lits[n % len(lits)]
            start = m.start(2) + w.start()
            yield ("%s byte %d" % (m.group(1), n % len(lits)), start,
                   start + len(w.group()), flip_hex(w.group(), n % 8))
            n += 1


def build(args, hdr, exe):
    tables = exe + ".o"
    cmd = [args.cc, "-m%d" % args.bits, "-O0", "-w", "-I" + HERE,
           '-DTABLES_HEADER="%s"' % hdr, "-c", "-o", tables,
           os.path.join(HERE, "tables_libressl.c")]
    subprocess.run(cmd, check=True, capture_output=True)
    subprocess.run([args.cc, "-m%d" % args.bits, "-o", exe,
                    os.path.join(args.objdir, "checker.o"),
                    os.path.join(args.objdir, "fproof.o"), tables,
                    "-lcrypto"], check=True, capture_output=True)


def run_mutant(args, text, tmp, i, mut, flag):
    label, start, end, new = mut
    hdr = os.path.join(tmp, "m%d.h" % i)
    exe = os.path.join(tmp, "m%d" % i)
    with open(hdr, "w") as f:
        f.write(text[:start] + new + text[end:])
    try:
        build(args, hdr, exe)
    except subprocess.CalledProcessError as e:
        return label, False, "does not compile: " + e.stderr.decode()[-200:]
    r = subprocess.run(args.run.split() + [exe, flag], capture_output=True)
    for f in (hdr, exe, exe + ".o"):
        os.unlink(f)
    return label, r.returncode != 0, r.stdout.decode()


# Constants the arithmetic of the functional proof uses.
PROOF_TARGETS = ("prime256v1_mont_rr", "secp224k1_mont_gx",
                 "brainpoolP320r1_mont_a", "secp521r1_mont_one",
                 "FRP256v1_mont_b", "brainpoolP256t1_order_mont_rr",
                 "secp384r1_order_mont_one", "secp224r1_p")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("header")
    ap.add_argument("bits", type=int)
    ap.add_argument("cc")
    ap.add_argument("objdir")
    ap.add_argument("--run", default="")
    ap.add_argument("--seeds", action="store_true")
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    args = ap.parse_args()
    text = open(args.header).read()
    muts = list(mutants(text, args.bits, args.seeds))
    proof = [m for m in muts
             if any(m[0].startswith("ec_" + t + " ") for t in PROOF_TARGETS)]
    jobs = [(m, "-q") for m in muts] + [(m, "-p") for m in proof]
    missed = []
    with tempfile.TemporaryDirectory() as tmp, \
            concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        futs = [pool.submit(run_mutant, args, text, tmp, i, m, flag)
                for i, (m, flag) in enumerate(jobs)]
        results = [f.result() for f in futs]
    q = results[:len(muts)]
    p = results[len(muts):]
    for (label, ok, out), (_, flag) in zip(results, jobs):
        if not ok:
            missed.append("%s (%s): %s" % (label, flag, out.strip()[-300:]))
    for m in missed:
        print("FAIL mutation %d: not detected: %s" % (args.bits, m))
    nq = sum(ok for _, ok, _ in q)
    npf = sum(ok for _, ok, _ in p)
    arrays = sum(1 for m in muts if " word " in m[0])
    print("%s mutation %d: checker -q detected %d of %d mutants "
          "(%d arrays, %d descriptor numbers, %d seed bytes)"
          % ("PASS" if nq == len(q) else "FAIL", args.bits, nq, len(q),
             arrays, sum(1 for m in muts if " word " not in m[0]
                         and " byte " not in m[0]),
             sum(1 for m in muts if " byte " in m[0])))
    print("%s mutation %d: functional proof alone (-p) detected %d of %d "
          "mutants" % ("PASS" if npf == len(p) and p else "FAIL",
                       args.bits, npf, len(p)))
    sys.exit(0 if not missed and p else 1)


if __name__ == "__main__":
    main()
