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
"""The certificates of the definitions, checked by another route.

ectab checks what ectab-certify wrote with GMP (gen/cert.c).  This reads
the same keys with a reader of its own and checks them with Python's
integers: the primes key by Pocklington's theorem or Brillhart, Lehmer
and Selfridge's (Miller-Rabin to the 12 bases 2..37 below 2^64), each ecpp key by the Goldwasser-Kilian-Atkin
theorem with affine arithmetic modulo N, where a denominator that is not
a unit refuses the certificate, and each factorization by multiplying it
out into proven primes and a composite that a strong-pseudoprime test
rejects and that has no factor below 2^16: the twist's order, n - 1,
4p - t^2 and l' - 1 for the twist's largest prime l'.

Which keys carry certificates it takes from ectab list --keys (those it
marks certify; the ectab of $ECTAB, or gen/obj/ectab), names only: a
proof (primes, ecpp) or a factorization (STEM_factors, STEM_composite
and STEM_effort), each of whose numbers it computes itself; a key it
cannot check fails.

usage: certs.py DEFINITIONS...

Prints "PASS name: ..." or "FAIL name: why" for each curve that has
certificate keys; exits 1 if any failed.
"""

import functools
import math
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib import certify_keys, check, failures  # noqa: E402

SMALL_BASES = (2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37)
# The proofs, each checked by its own code below.
PROOFS = ("primes", "ecpp")


class Bad(Exception):
    pass


def twist_l_minus_1(c, p, n, t):
    """l' - 1, for l' the largest prime of a full twist_factors; None
    without one."""
    tw = c["keys"].get("twist_factors")
    if tw is None or "twist_composite" in c["keys"]:
        return None
    return int(tw[0][1].split("*")[-1].partition("^")[0], 16) - 1


# The number each factorization factors, by the stem of its keys, from
# the curve, p, n and t = p + 1 - hn; in this order, summary() gives
# the factorizations.
FACTORED_NUMBER = {
    "twist": lambda c, p, n, t: p + 1 + t,
    "n_minus_1": lambda c, p, n, t: n - 1,
    "cm": lambda c, p, n, t: 4 * p - t * t,
    "twist_l_minus_1": twist_l_minus_1,
}


@functools.lru_cache(maxsize=None)
def certificate_keys():
    """The keys ectab list --keys marks as ectab-certify's, as a set, and
    the stems of its factorizations, in its order.  Raises Bad for a key
    that is neither a proof nor of a factorization whose number this
    file knows."""
    keys = certify_keys(os.environ.get("ECTAB", "gen/obj/ectab"))
    stems = []
    for key in keys:
        stem = re.sub(r"_(factors|composite|effort)$", "", key)
        if key in PROOFS:
            continue
        if stem not in FACTORED_NUMBER:
            raise Bad("ectab list --keys marks %s as ectab-certify's; "
                      "certs.py does not know what it certifies" % key)
        if stem not in stems:
            stems.append(stem)
    if not keys:
        raise Bad("ectab list --keys marks no key as ectab-certify's")
    return set(keys), stems


def read(paths):
    """Stanzas as dicts: key -> list of (line, value with blanks dropped)."""
    curves = []
    for path in paths:
        cur, key = None, None
        with open(path, encoding="utf-8") as f:
            for lineno, line in enumerate(f, 1):
                line = line.rstrip("\n")
                s = line.strip()
                if not s or s.startswith("#"):
                    continue
                if not line[0].isspace():
                    cur = {"name": line.split()[1], "file": path,
                           "keys": {}}
                    curves.append(cur)
                    continue
                m = re.match(r"([a-z][a-z0-9_]*):(.*)$", s)
                if m:
                    key = m.group(1)
                    cur["keys"].setdefault(key, []).append(
                        [lineno, m.group(2)])
                else:
                    cur["keys"][key][-1][1] += " " + s
    for c in curves:
        for key, vals in c["keys"].items():
            for v in vals:
                v[1] = "".join(v[1].split()).lower()
    return curves


def number(c, key):
    v = c["keys"][key][0][1]
    if v.startswith("-"):
        return number(c, "p") - int(v[1:], 16)
    return int(v[2:] if v.startswith("0x") else v, 16)


def strong_probable_prime(x, bases=SMALL_BASES):
    """Miller-Rabin of the odd x > 37 to the bases."""
    d, r = x - 1, 0
    while d % 2 == 0:
        d, r = d // 2, r + 1
    for b in bases:
        y = pow(b, d, x)
        if y in (1, x - 1):
            continue
        for _ in range(r - 1):
            y = y * y % x
            if y == x - 1:
                break
        else:
            return False
    return True


def small_prime(x):
    """Primality below 2^64: no strong pseudoprime to the bases 2..37
    lies below 3.3 * 10^24 (Sorenson and Webster)."""
    if x < 2 or x >= 2 ** 64:
        return False
    if x in SMALL_BASES:
        return True
    return x % 2 == 1 and strong_probable_prime(x)


def inverse(x, N):
    if math.gcd(x, N) != 1:
        raise Bad("a denominator is not a unit mod N")
    return pow(x, -1, N)


def add(P, Q, a, N):
    """P + Q on y^2 = x^3 + ax + b mod N; None is the point at infinity."""
    if P is None:
        return Q
    if Q is None:
        return P
    (x1, y1), (x2, y2) = P, Q
    if (x1 - x2) % N == 0:
        if (y1 + y2) % N == 0:
            return None
        if (y1 - y2) % N != 0:
            raise Bad("equal x, unrelated y mod N")
        lam = (3 * x1 * x1 + a) * inverse(2 * y1, N) % N
    else:
        lam = (y2 - y1) * inverse(x2 - x1, N) % N
    x3 = (lam * lam - x1 - x2) % N
    return (x3, (lam * (x1 - x3) - y1) % N)


def mul(k, P, a, N):
    R = None
    for bit in bin(k)[2:]:
        R = add(R, R, a, N)
        if bit == "1":
            R = add(R, P, a, N)
    return R


def ecpp(text):
    """Checks an ecpp value; returns the prime it proves."""
    steps = text.split(";")
    N = top = int(steps[0], 16)
    if len(steps) < 2:
        raise Bad("no step")
    for i, step in enumerate(steps[1:], 1):
        f = step.split(",")
        if len(f) != 5:
            raise Bad("step %d is not t, s, a, x, y" % i)
        t, s, a, x, y = (int(v, 16) for v in f)
        m = N + 1 - t
        if N < 5 or math.gcd(N, 6) != 1 or s <= 0 or m <= 0 or m % s:
            raise Bad("step %d: N, s or m" % i)
        q = m // s
        if (math.isqrt(q) - 1) ** 4 <= N or q >= N:
            raise Bad("step %d: q too small" % i)
        if max(a, x, y) >= N:
            raise Bad("step %d: not reduced" % i)
        b = (y * y - x ** 3 - a * x) % N
        if math.gcd(4 * a ** 3 + 27 * b * b, N) != 1:
            raise Bad("step %d: singular" % i)
        try:
            U = mul(s, (x, y), a, N)
            if U is None or mul(q, U, a, N) is not None:
                raise Bad("qU is not the point at infinity")
        except Bad as e:
            raise Bad("step %d: %s" % (i, e))
        N = q
    if not small_prime(N):
        raise Bad("the last q is not a prime below 2^64")
    return top


def pocklington(N, b, proven):
    if not 2 <= b < N or pow(b, N - 1, N) != 1:
        raise Bad("b^(N-1) != 1 for %x" % N)
    r, F = N - 1, 1
    for q in sorted(proven):
        if r % q or math.gcd(pow(b, (N - 1) // q, N) - 1, N) != 1:
            continue
        while r % q == 0:
            r, F = r // q, F * q
    if F * F > N:
        return
    # Brillhart, Lehmer and Selfridge: F^3 > N, N = c2 F^2 + c1 F + 1,
    # and c1^2 - 4 c2 not a square.
    c2, c1 = divmod((N - 1) // F, F)
    d = c1 * c1 - 4 * c2
    if F ** 3 <= N or (d >= 0 and math.isqrt(d) ** 2 == d):
        raise Bad("F too small for %x" % N)


def check_curve(c):
    proven = set()
    nproofs = 0
    for line, text in c["keys"].get("ecpp", []):
        try:
            proven.add(ecpp(text))
            nproofs += 1
        except Bad as e:
            raise Bad("%d: ecpp: %s" % (line, e))
    for line, text in c["keys"].get("primes", []):
        last = 0
        for entry in text.split(";"):
            f = entry.split(",")
            N = int(f[0], 16)
            if N <= last:
                raise Bad("%d: primes do not ascend" % line)
            last = N
            try:
                if N < 2 ** 64:
                    if len(f) != 1 or not small_prime(N):
                        raise Bad("%x is not a small prime" % N)
                else:
                    if len(f) != 2:
                        raise Bad("%x has no base" % N)
                    pocklington(N, int(f[1], 16), proven)
            except Bad as e:
                raise Bad("%d: primes: %s" % (line, e))
            proven.add(N)
            nproofs += 1

    def is_proven(q):
        return small_prime(q) if q < 2 ** 64 else q in proven

    p, n, h = number(c, "p"), number(c, "n"), number(c, "h")
    t = p + 1 - h * n
    for stem in certificate_keys()[1]:
        fkey, ckey = stem + "_factors", stem + "_composite"
        if fkey not in c["keys"]:
            continue
        line, text = c["keys"][fkey][0]
        x = FACTORED_NUMBER[stem](c, p, n, t)
        if x is None:
            raise Bad("%d: %s without a fully factored twist"
                      % (line, fkey))
        prod, last = 1, 0
        for tok in text.split("*"):
            q, _, e = tok.partition("^")
            q, e = int(q, 16), int(e) if e else 1
            if q <= last or not is_proven(q):
                raise Bad("%d: %s: %x unproven or out of order"
                          % (line, fkey, q))
            last = q
            prod *= q ** e
        if ckey in c["keys"]:
            comp = number(c, ckey)
            if small_prime(comp) or comp < 4 or strong_probable_prime(comp):
                raise Bad("%d: %s is not proven composite"
                          % (c["keys"][ckey][0][0], ckey))
            if any(comp % q == 0 for q in range(2, 65536)):
                raise Bad("%d: %s has a factor below 2^16"
                          % (c["keys"][ckey][0][0], ckey))
            if any(comp % int(tok.partition("^")[0], 16) == 0
                   for tok in text.split("*")):
                raise Bad("%d: %s shares a prime with %s"
                          % (c["keys"][ckey][0][0], ckey, fkey))
            prod *= comp
        if prod != x:
            raise Bad("%d: %s does not multiply out" % (line, fkey))
    return "%d primes proven (%d by ECPP), p %s, n %s" % (
        len(proven), len(c["keys"].get("ecpp", [])),
        "proven" if is_proven(p) else "probable",
        "proven" if is_proven(n) else "probable")


def summary(c):
    """What kat_audit.py needs of a curve's certificates, once they
    check: the proven primes, the factorizations (in the order of
    FACTORED_NUMBER, None for each the curve lacks), the keys' lines."""
    check_curve(c)
    keys = c["keys"]
    out = {"ecpp": [v for _, v in keys.get("ecpp", [])],
           "primes": [], "steps": 0, "proven": set(), "factors": [],
           "lines": {k: v[0][0] for k, v in keys.items()}}
    for text in out["ecpp"]:
        out["steps"] += len(text.split(";")) - 1
        out["proven"].add(int(text.split(";")[0], 16))
    for _, text in keys.get("primes", []):
        out["primes"] = [int(e.split(",")[0], 16) for e in text.split(";")]
        out["proven"].update(out["primes"])
    out["line"] = out["lines"].get("primes", out["lines"].get("ecpp"))
    for stem in FACTORED_NUMBER:
        fkey, ckey = stem + "_factors", stem + "_composite"
        if fkey not in keys:
            out["factors"].append(None)
            continue
        fs = []
        for tok in keys[fkey][0][1].split("*"):
            q, _, e = tok.partition("^")
            fs.append((int(q, 16), int(e) if e else 1))
        out["factors"].append((fs, number(c, ckey) if ckey in keys else 1))
    return out


def main():
    try:
        keys = certificate_keys()[0]
    except Bad as e:
        check(False, "the keys that carry certificates", str(e))
        sys.exit(1)
    for c in read(sys.argv[1:]):
        if not keys & set(c["keys"]):
            continue
        try:
            check(True, "%s: %s" % (c["name"], check_curve(c)))
        except ValueError:
            check(False, c["name"], "%s: a value is not a list of hex "
                  "numbers" % c["file"])
        except Bad as e:
            check(False, c["name"], "%s:%s" % (c["file"], e))
    sys.exit(1 if failures() else 0)


if __name__ == "__main__":
    main()
