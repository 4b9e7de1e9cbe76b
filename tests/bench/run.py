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
"""make bench: the run-time payoff of the tables, and the generator's own
speed.  Reports; asserts nothing about times.

  1. tests/bench/bench.c, built with CC against OpenSSL and the generic
     header of the LibreSSL set (ectab -t generic -s libressl): per curve, the time to build the
     constants with BN, to create and free OpenSSL's group, to
     materialize the curve from the table, and the floor (an allocation
     and copy of as many bytes), with the ratios.
  2. The generator: `make` regenerating every file of out/ in a copy of
     the tree (gen/obj/ectab already built), serially and with -j2: wall and
     CPU time, median of --runs runs (11 by default), with the least and
     greatest wall.
  3. What the certificates of the catalog cost: `ectab make` in a copy of
     the tree, with the catalog as it is and with its certificate keys
     taken out, median wall time of --runs runs each, and the difference.
  4. BoringSSL's generated files, as gen/consumers/boringssl/files.txt
     names and makes them, from the catalog: each by its own ectab run,
     and all by one `ectab make` of that manifest (which reads and
     validates the catalog once); median wall and CPU time of --runs
     runs.
  5. One full checker run: gen/checker/verify.sh on out/ectab_curves.h (both
     word sizes, builds included), wall time.

Then make bench runs LibreSSL's benchmark, stock against patched: the
programs of tests/bench/libressl/, by make libressl's driver
(tests/consumers/run.sh libressl --bench-only).

usage: run.py [--runs N] [--markdown]    (run from the top of the tree)
"""

import glob
import os
import platform
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(
    __file__))))
from lib import certify_keys, manifest  # noqa: E402

RUNS = 11     # the default of --runs


def cpu_children():
    r = resource.getrusage(resource.RUSAGE_CHILDREN)
    return r.ru_utime + r.ru_stime


def timed(args, **kw):
    """Runs args; returns (wall, cpu) seconds."""
    c0, t0 = cpu_children(), time.perf_counter()
    subprocess.run(args, check=True, **kw)
    return time.perf_counter() - t0, cpu_children() - c0


def machine():
    cc = os.environ.get("CC", "cc")
    version = subprocess.run([cc, "--version"], capture_output=True,
                             text=True).stdout.splitlines()[0]
    model = "unknown CPU"
    try:
        for line in open("/proc/cpuinfo"):
            if line.startswith("model name"):
                model = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    return "%s, %d cores, %s %s; %s -O2" % (
        model, os.cpu_count() or 0, platform.system(), platform.machine(),
        version)


def copy_tree(dest):
    """Copies the tree, from its top, as a user has it after make (a
    release tarball has no .git), less .git, tests/build and
    gen/obj/nocache (consumer builds under ECTAB_CACHE=off), to dest."""
    shutil.copytree(".", dest, symlinks=True, ignore=lambda d, names: [
        x for x in names if (d == "." and x == ".git") or
        (os.path.normpath(d) == "tests" and x == "build") or
        (os.path.normpath(d) == "gen/obj" and x == "nocache")])


def generator(tmp, runs):
    """Times make's regeneration of out/, the files gen/outputs.txt
    names, in a copy of the tree."""
    tree = os.path.join(tmp, "tree")
    copy_tree(tree)
    # The build newer than its sources, as after make: only out/ is made.
    obj = os.path.join(tree, "gen", "obj")
    for f in sorted(os.listdir(obj)):
        os.utime(os.path.join(obj, f))
    # (a text named with @ is no file)
    outs = [os.path.join(tree, f) for f, _ in manifest("gen/outputs.txt")
            if not f.startswith("@")]
    results = {}
    for jobs in ("-j1", "-j2"):
        walls, cpus = [], []
        for _ in range(runs):
            for o in outs:
                os.remove(o)
            wall, cpu = timed(["make", "-s", jobs, "-C", tree, "all"],
                              stdout=subprocess.DEVNULL)
            if not all(os.path.exists(o) for o in outs):
                sys.exit("bench: make did not regenerate out/ in %s" % tree)
            walls.append(wall)
            cpus.append(cpu)
        results[jobs] = (statistics.median(walls), min(walls), max(walls),
                         statistics.median(cpus))
    return len(outs), results


def strip_certificates(text, keys):
    """The definitions without the keys ectab-certify writes, keys."""
    out, dropping = [], False
    for line in text.split("\n"):
        word = line.strip().split(":")[0]
        if line.startswith("    ") and ":" in line and " " not in word:
            dropping = word in keys
        elif not line.startswith(" "):
            dropping = False
        if not dropping:
            out.append(line)
    return "\n".join(out)


def certificates(tmp, runs):
    """Times ectab make on the catalog with and without certificates."""
    plain = os.path.join(tmp, "plain")
    os.makedirs(plain)
    curves = sorted(f for f in os.listdir("gen/curves") if f.endswith(".txt"))
    keys = set(certify_keys("gen/obj/ectab"))
    if not keys:
        sys.exit("bench: ectab list --keys marks no key as certify's")
    for f in curves:
        with open(os.path.join(plain, f), "w") as o:
            o.write(strip_certificates(open("gen/curves/" + f).read(), keys))
    result = {}
    for name, folder in (("with", "gen/curves"), ("without", plain)):
        walls = []
        for _ in range(runs):
            out = os.path.join(tmp, "out-" + name)
            shutil.rmtree(out, ignore_errors=True)
            for f, _ in manifest("gen/outputs.txt"):
                if not f.startswith("@"):
                    os.makedirs(os.path.dirname(out + f[3:]),
                                exist_ok=True)
            listing = os.path.join(tmp, "outputs.txt")
            with open(listing, "w") as m:
                m.write(open("gen/outputs.txt").read().replace(
                    "out/", out + "/"))
            wall, _ = timed(["gen/obj/ectab", "make", listing] +
                            [os.path.join(folder, f) for f in curves],
                            stdout=subprocess.DEVNULL)
            walls.append(wall)
        result[name] = statistics.median(walls)
    return result


def boringssl(tmp, runs):
    """Times ectab making each of BoringSSL's generated files, as
    gen/consumers/boringssl/files.txt names them, into tmp."""
    curves = sorted("gen/curves/" + f for f in os.listdir("gen/curves")
                    if f.endswith(".txt"))
    listed = manifest("gen/consumers/boringssl/files.txt")
    files = [(os.path.join(tmp, os.path.basename(f)), opts)
             for f, opts in listed]
    result = []
    for path, opts in files:
        walls, cpus = [], []
        for _ in range(runs):
            wall, cpu = timed(["gen/obj/ectab"] + opts + ["-o", path] +
                              curves)
            walls.append(wall)
            cpus.append(cpu)
        result.append((os.path.basename(path), statistics.median(walls),
                       statistics.median(cpus)))
    made = os.path.join(tmp, "boringssl.txt")
    with open(made, "w") as m:
        for path, opts in files:
            m.write("%s\t%s\n" % (path, " ".join(opts)))
    walls, cpus = [], []
    for _ in range(runs):
        wall, cpu = timed(["gen/obj/ectab", "make", made] + curves)
        walls.append(wall)
        cpus.append(cpu)
    result.append(("all %d, one ectab make" % len(files),
                   statistics.median(walls),
                   statistics.median(cpus)))
    return result


def main():
    args, markdown, runs = sys.argv[1:], False, RUNS
    while args:
        if args[0] == "--markdown":
            markdown, args = True, args[1:]
        elif args[0] == "--runs" and len(args) > 1 and args[1].isdigit() \
                and int(args[1]) > 0:
            runs, args = int(args[1]), args[2:]
        else:
            sys.exit("usage: run.py [--runs N] [--markdown]: N a whole "
                     "number above 0")
    cc = os.environ.get("CC", "cc")
    print("Machine: %s\n" % machine())
    with tempfile.TemporaryDirectory() as tmp:
        bench = os.path.join(tmp, "bench")
        subprocess.run(["gen/obj/ectab", "-t", "generic", "-s", "libressl",
                        "-o", os.path.join(tmp, "ectab_curves.h")] +
                       sorted(glob.glob("gen/curves/*.txt")), check=True)
        subprocess.run([cc, "-std=c99", "-O2", "-Wall", "-Wextra",
                        "-pedantic", "-D_POSIX_C_SOURCE=200809L", "-I" + tmp,
                        "-o", bench, "tests/bench/bench.c", "-lcrypto"],
                       check=True)
        sys.stdout.flush()
        subprocess.run([bench] + (["-m"] if markdown else []), check=True)

        n, gen = generator(tmp, runs)
        print()
        if markdown:
            print("| regenerating out/ (%d files) | wall, median (min-max) "
                  "| CPU, median |\n|---|---:|---:|" % n)
        else:
            print("Regenerating out/ (%d files) with make, median of %d "
                  "runs:" % (n, runs))
        for jobs, (med, lo, hi, cpu) in gen.items():
            print(("| make %s | %.0f ms (%.0f-%.0f) | %.0f ms |" if markdown
                   else "  make %s: wall %.0f ms (%.0f-%.0f), CPU %.0f ms")
                  % (jobs, med * 1e3, lo * 1e3, hi * 1e3, cpu * 1e3))

        cert = certificates(tmp, runs)
        w, wo = cert["with"] * 1e3, cert["without"] * 1e3
        if markdown:
            print("\n| ectab make of out/ | wall, median |\n|---|---:|\n"
                  "| catalog with its certificates | %.0f ms |\n"
                  "| catalog without them | %.0f ms |\n"
                  "| verifying the certificates | %.0f ms |" % (w, wo, w - wo))
        else:
            print("\nectab make of out/, median of %d runs: %.0f ms with the "
                  "catalog's certificates, %.0f ms without: %.0f ms to "
                  "verify them" % (runs, w, wo, w - wo))

        files = boringssl(tmp, runs)
        if markdown:
            print("\n| BoringSSL's file | wall, median | CPU, median |\n"
                  "|---|---:|---:|")
        else:
            print("\nBoringSSL's generated files, one ectab run each from "
                  "the catalog, median of %d runs:" % runs)
        for name, wall, cpu in files:
            print(("| %s | %.0f ms | %.0f ms |" if markdown else
                   "  %s: wall %.0f ms, CPU %.0f ms") %
                  (name, wall * 1e3, cpu * 1e3))

        wall, cpu = timed(["bash", "gen/checker/verify.sh", "out/ectab_curves.h"],
                          stdout=subprocess.DEVNULL)
        print(("\nOne full checker run (gen/checker/verify.sh out/ectab_curves.h, "
               "both word sizes, builds included): wall %.1f s, CPU %.1f s")
              % (wall, cpu))


if __name__ == "__main__":
    main()
