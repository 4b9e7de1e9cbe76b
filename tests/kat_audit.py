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
"""Known answers for `ectab audit --json`, computed by another route.

Reads the curve definitions with tests/kat.py's reader and recomputes,
with Python's integers and hashlib, every finding the audit reports for
a valid curve: each number (discriminant, y^2 at G, trace, the X9.62 c,
the RFC 5639 seed offsets, k and P, the pi and e blocks, the twist's
factors, sizes and bounds) goes into the text the finding must have, and
the texts are compared whole, in order, with their lines.  Pi comes from
Gauss's arctangent formula, not the generator's Machin formula.

usage: kat_audit.py [--only NAME] AUDIT_JSON DEFINITIONS...

Prints one line per curve, "PASS name" or "FAIL name: why"; with --only,
checks the report of that one curve (and not the summary).
"""

import decimal
import hashlib
import json
import math
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from kat import read_definitions  # noqa: E402
from lib import check  # noqa: E402
import certs  # noqa: E402

MR_ROUNDS = 24
RFC = "(RFC 5639 section 5)"


def is_prime(n):
    """A probable-prime test: Miller-Rabin to the first 15 primes."""
    if n < 2:
        return False
    for q in (2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37):
        if n % q == 0:
            return n == q
    return certs.strong_probable_prime(n, (2, 3, 5, 7, 11, 13, 17, 19, 23,
                                           29, 31, 37, 41, 43, 47))


# Affine points, None the point at infinity: certs.py's add and mul.
add, mul = certs.add, certs.mul


def sha1_int(data):
    return int.from_bytes(hashlib.sha1(data).digest(), "big")


def x962_c(seed, p):
    """c from an X9.62 seed, SEC 1 v2 section 3.1.3.1."""
    t = p.bit_length()
    s, g = (t - 1) // 160, len(seed) * 8
    v = t - 160 * s
    c = sha1_int(seed) % (1 << v) & ~(1 << (v - 1))
    z = int.from_bytes(seed, "big")
    for i in range(1, s + 1):
        zi = (z + i) % (1 << g)
        c = (c << 160) | sha1_int(zi.to_bytes(len(seed), "big"))
    return c


def find_integer(s, L, extra):
    """RFC 5639's find_integer for a 160-bit seed s: L - 1 + extra bits."""
    v = (L - 1) // 160
    w = L - 160 * v - 1 + extra
    h = sha1_int(s.to_bytes(20, "big")) % (1 << w)
    for i in range(1, v + 1):
        h = (h << 160) | sha1_int(((s + i) % (1 << 160)).to_bytes(20, "big"))
    return h


def legendre(x, p):
    return pow(x % p, (p - 1) // 2, p)


def rfc5639(c):
    """The RFC 5639 procedure from the curve's seeds: the findings' texts."""
    p, L = c["p"], c["p"].bit_length()
    s = c["seed_p"]
    for updates in range(1001):
        q = find_integer(s, L, 1)
        while not (q % 4 == 3 and is_prime(q)):
            q += 1
        if q.bit_length() == L:
            break
        s = (s + 1) % (1 << 160)
    if q != p:
        return None
    out = ["p is regenerated from rfc5639_seed_p after %d seed update%s: the "
           "least prime = 3 (mod 4) from find_integer(seed) %s"
           % (updates, "" if updates == 1 else "s", RFC)]
    base, off, pairs = c["seed_ab"], 0, 0
    while True:
        a_off = off
        A = find_integer((base + off) % (1 << 160), L, 0)
        off += 1
        if A % p == 0 or legendre(-3 * pow(A, -1, p), p) != 1:
            continue
        while True:
            B = find_integer((base + off) % (1 << 160), L, 0)
            off += 1
            if legendre(B, p) == p - 1:
                break
        if (4 * A ** 3 + 27 * B ** 2) % p == 0:
            continue
        pairs += 1
        if (A, B) == (c["a"], c["b"]):
            break
        if off > 50000:
            return None
    out.append("a and b are regenerated from rfc5639_seed_ab: a from the "
               "seed + %d, b from the seed + %d, pair %d of steps 1-8; the %d "
               "pairs before it count as rejected by step 9, which needs "
               "their group orders and is not repeated %s"
               % (a_off, off - 1, pairs, pairs - 1, RFC))
    k = find_integer((base + off) % (1 << 160), L, 0)
    x = 0
    while legendre(x ** 3 + c["a"] * x + c["b"], p) == p - 1:
        x += 1
    y = pow((x ** 3 + c["a"] * x + c["b"]) % p, (p + 1) // 4, p)
    G = mul(k, (x, y), c["a"], p)
    if G == (c["gx"], c["gy"]):
        sign = ""
    elif G == (c["gx"], (p - c["gy"]) % p):
        sign = "-"
    else:
        return None
    out.append("G = %sk*P for k = find_integer(seed) = 0x%x, from the seed "
               "after b's, and P = (0x%x, 0x%x), a point of least "
               "x-coordinate %s" % (sign, k, x, y, RFC))
    return out


def arctan_inv(m, one):
    total = term = one // m
    k, sign = 1, -1
    while term:
        term //= m * m
        total += sign * (term // (2 * k + 1))
        k, sign = k + 1, -sign
    return total


def pi_e_blocks():
    """The seven 160-bit blocks of floor(pi 2^1116) and floor(e 2^1116)."""
    guard = 80
    one = 1 << (1116 + guard)
    pi = (48 * arctan_inv(18, one) + 32 * arctan_inv(57, one)
          - 20 * arctan_inv(239, one)) >> guard
    e, term, k = 0, one, 0
    while term:
        e, k = e + term, k + 1
        term //= k
    e >>= guard
    blocks = lambda x: [(x >> (160 * (6 - i))) % (1 << 160) for i in range(7)]
    return blocks(pi), blocks(e)


def naf(x):
    digits, i = [], 0
    while x:
        if x & 1:
            d = 1 if x % 4 == 1 else -1
            digits.append((i, d))
            x -= d
        x >>= 1
        i += 1
    return digits


def structure(c):
    p, a, b = c["p"], c["a"], c["b"]
    sa = ("a = 0" if a == 0 else "a = -3" if a == p - 3
          else "a of %d bits" % a.bit_length())
    sb = "b = %d" % b if b.bit_length() <= 32 else "b of %d bits" % b.bit_length()
    terms = naf(p)
    if len(terms) <= 8:
        form = ""
        for i, d in sorted(terms, reverse=True):
            if form or d < 0:
                form += " - " if d < 0 else " + "
            form += "1" if i == 0 else "2" if i == 1 else "2^%d" % i
        sp = "= " + form
    else:
        sp = "has no sparse form: more than 8 signed powers of 2"
    return "%s, %s; p %s" % (sa, sb, sp)


def small_primes(limit):
    """The primes below limit, by the sieve of Eratosthenes."""
    sieve = bytearray([1]) * limit
    sieve[0:2] = b"\0\0"
    for q in range(2, math.isqrt(limit - 1) + 1):
        if sieve[q]:
            sieve[q * q::q] = bytes(len(range(q * q, limit, q)))
    return [q for q in range(limit) if sieve[q]]


PRIMES_BELOW_65536 = small_primes(65536)


def expected_findings(c, by_name, blocks):
    p, a, b, gx, gy, n, h = (c[k] for k in ("p", "a", "b", "gx", "gy", "n", "h"))
    line = lambda k: c["lines"].get(k, c["line"])
    f = []

    def add_f(check, verdict, key, text):
        f.append({"check": check, "verdict": verdict, "line": line(key),
                  "text": text})

    assert is_prime(p) and is_prime(n) and p % 2 and n % 2
    add_f("p-prime", "pass", "p", "p is an odd prime of %d bits (Baillie-PSW "
          "and %d Miller-Rabin rounds)" % (p.bit_length(), MR_ROUNDS))
    assert max(a, b, gx, gy) < p
    add_f("range", "pass", "p", "a, b, gx and gy lie in [0, p)")
    d = (4 * a ** 3 + 27 * b ** 2) % p
    assert d
    add_f("nonsingular", "pass", "b", "4a^3 + 27b^2 = 0x%x (mod p), not 0" % d)
    y2 = gy * gy % p
    assert y2 == (gx ** 3 + a * gx + b) % p
    add_f("on-curve", "pass", "gy", "G is on the curve: gy^2 = gx^3 + a gx + b"
          " = 0x%x (mod p)" % y2)
    add_f("n-prime", "pass", "n", "n is an odd prime of %d bits (Baillie-PSW "
          "and %d Miller-Rabin rounds)" % (n.bit_length(), MR_ROUNDS))
    assert mul(n, (gx, gy), a, p) is None
    add_f("order", "pass", "n", "n*G is the point at infinity "
          "(double-and-add), so G has the prime order n")
    assert n * n > 16 * p and h == (p + 1 + math.isqrt(4 * p)) // n
    add_f("cofactor", "pass", "h", "h = %d = floor((sqrt(p) + 1)^2 / n), the "
          "only candidate as n > 4 sqrt(p) (n^2 > 16p)" % h)
    t = p + 1 - h * n
    assert t * t <= 4 * p
    add_f("hasse", "pass", "h", "h*n lies in the Hasse interval: t = p + 1 - "
          "h*n = %s0x%x, t^2 <= 4p" % ("-" if t < 0 else "", abs(t)))
    assert n != p
    add_f("anomalous", "pass", "n", "n != p: not anomalous")
    assert all(pow(p, B, n) != 1 for B in range(1, 100))
    add_f("embedding-degree", "pass", "n", "p^B != 1 (mod n) for B = 1..99: "
          "embedding degree above 99")
    cert = c["cert"]
    nproven = len(cert["proven"])
    if nproven or any(cert["factors"]):
        f.append({"check": "certificates", "verdict": "pass",
                  "line": cert["line"], "text": "%d primes proven: %d by "
                  "ECPP certificates (%d steps), the others by Pocklington's "
                  "theorem or, below 2^64, Miller-Rabin; the factorizations "
                  "multiply out into proven primes"
                  % (nproven, len(cert["ecpp"]), cert["steps"])})
    if c["seed"]:
        seed = bytes.fromhex(c["seed"])
        cs = x962_c(seed, p)
        assert b * b * cs % p == pow(a, 3, p)
        add_f("x962-seed", "pass", "seed", "the %d-byte seed verifies: b^2 * "
              "c = a^3 (mod p) for c = 0x%x from SHA-1 of the seed (X9.62)"
              % (len(seed), cs))
    if c["seed_p"] is not None:
        texts = rfc5639(c)
        assert texts is not None
        for label, key, text in zip(("rfc5639-p", "rfc5639-ab", "rfc5639-g"),
                                    ("rfc5639_seed_p", "rfc5639_seed_ab", "gx"),
                                    texts):
            add_f(label, "pass", key, text)
        want = (160, 192, 224, 256, 320, 384, 512).index(p.bit_length())
        assert (blocks[0][want], blocks[1][want]) == (c["seed_p"],
                                                      c["seed_ab"])
        add_f("rfc5639-seeds", "pass", "rfc5639_seed_p", "rfc5639_seed_p and "
              "rfc5639_seed_ab are 160-bit block %d of floor(pi * 2^1116) and "
              "of floor(e * 2^1116), the seeds RFC 5639 section 5 derives for "
              "a %d-bit curve" % (want + 1, p.bit_length()))
    if c["twist_of"]:
        o, z = by_name[c["twist_of"]], c["twist_z"]
        assert (o["p"], o["n"], o["h"]) == (p, n, h)
        assert (o["a"] * z ** 4 % p, o["b"] * z ** 6 % p, z * z * o["gx"] % p,
                z ** 3 * o["gy"] % p) == (a, b, gx, gy)
        add_f("twist-map", "pass", "twist_z", "the curve is %s mapped by (x, y) -> "
              "(Z^2 x, Z^3 y) for Z = twist_z: the same p, n and h, a = a' "
              "Z^4%s, b = b' Z^6, G = (Z^2 gx', Z^3 gy') %s"
              % (o["name"], " = -3" if a == p - 3 else "", RFC))
    if not c["seed"] and c["seed_p"] is None and not c["twist_of"]:
        add_f("provenance", "info", "p", "no generation procedure: the "
              "definition has no seed, RFC 5639 seeds or twist to reproduce")
    add_f("structure", "info", "p", structure(c))
    level = n.bit_length() // 2
    add_f("size", "warn" if level < 112 else "ok", "n", "p has %d bits, n "
          "%d: about %d-bit security against Pollard's rho%s"
          % (p.bit_length(), n.bit_length(), level,
             ", below 112" if level < 112 else ""))
    add_f("a-minus-3", "info", "a", "a = -3 (mod p)" if a == p - 3
          else "a != -3 (mod p)")
    ts = min(p.bit_length() // 2, 256)
    over = h ** 8 > 2 ** ts
    add_f("cofactor-bound", "warn" if over else "ok", "h", "h = %d %s "
          "2^(t/8), as h^8 %s 2^t, for t = %d, the security level of a "
          "%d-bit field (SEC 1 v2 3.1.1.2.1)"
          % (h, ">" if over else "<=", ">" if over else "<=", ts,
             p.bit_length()))
    f.extend(safecurves_findings(c, by_name))
    return f


D = decimal.Decimal
decimal.getcontext().prec = 80


def pi_over_4():
    """pi/4 by Machin's formula, to 70 digits, as a Decimal."""
    one = 10 ** 90
    pi = 16 * arctan_inv(5, one) - 4 * arctan_inv(239, one)
    return D(pi) / D(4 * one)


PI4 = pi_over_4()


def level(x):
    """log2 of a positive Decimal, to the nearest tenth, as text."""
    return "%.1f" % (x.ln() / D(2).ln()).quantize(D("0.1"),
                                                    decimal.ROUND_HALF_UP)


def rho(l, d3):
    return level((PI4 / (3 if d3 else 1) * l).sqrt())


def squarefree(factors):
    r = 1
    for q, e in factors:
        if e % 2:
            r *= q
    return r


def joint(curve_order, twist_order, l, pin):
    """SafeCurves' verify.sage combined cost, in Decimal arithmetic."""
    primes = sorted({q for q, _ in curve_order} | {q for q, _ in twist_order})
    d1, d2 = dict(curve_order), dict(twist_order)
    pre, jt = D(0), D(l)
    for v in primes:
        for _ in range(max(d1.get(v, 0), d2.get(v, 0))):
            if D(v) + (pin * jt / v).sqrt() < (pin * jt).sqrt():
                pre += v
                jt /= v
    return level(pre + (pin * jt).sqrt())


def trial_factors(x):
    """x by the primes below 2^16: ([(q, e)...], what is left), what is
    left a factor itself if it is a prime below 2^64."""
    out = []
    for q in PRIMES_BELOW_65536:
        e = 0
        while x % q == 0:
            x, e = x // q, e + 1
        if e:
            out.append((q, e))
    if 1 < x < 2 ** 64 and certs.small_prime(x):
        out.append((x, 1))
        x = 1
    return out, x


def effort(c, number):
    """The effort note of a finding that a composite bounds."""
    raw = c["raw"]
    if number + "_composite" not in raw or number + "_effort" not in raw:
        return ""
    return "; effort spent on it: " + raw[number + "_effort"]


def order_ratio(p, l, factors):
    """(l - 1)/k for k the order of p mod the prime l, from the factors
    of l - 1."""
    k = l - 1
    for q, _ in factors:
        while k % q == 0 and pow(p, k // q, l) == 1:
            k //= q
    assert pow(p, k, l) == 1
    return (l - 1) // k


def ok_or_warn(low):
    """The verdict of a criterion whose figure is known."""
    return "warn" if low else "ok"


def twist_transfer(add, p, l, tl1, key, note):
    """twistmovsafe: the order of p mod the twist's largest prime l; key
    is the line of the twist's factors."""
    if l == p:
        add("twist-transfer", "warn", key, "l' = p: the twist is "
            "anomalous, and p-adic lifting solves its discrete logarithms "
            "in polynomial time")
        return
    if tl1 is None or tl1[1] != 1:
        small = [B for B in range(1, 100) if pow(p, B, l) == 1]
        add("twist-transfer", "warn" if small else "unknown",
            "twist_l_minus_1_composite" if tl1 is not None else key, "l' - 1, l' the twist's "
            "largest prime, is not fully factored%s: %s"
            % ("" if tl1 is not None else " (no twist_l_minus_1_factors)",
               "p^B = 1 (mod l') for B below 100" if small else "the twist's "
               "embedding degree is above 99, not known to be at least "
               "(l' - 1)/100") + note)
        return
    ratio = order_ratio(p, l, tl1[0])
    add("twist-transfer", ok_or_warn(ratio > 100), "twist_l_minus_1_factors",
        "the "
        "twist's embedding degree, the order of p mod l' (the twist's largest "
        "prime), is (l' - 1)/%d: %s (l' - 1)/100, %s SafeCurves asks"
        % (ratio, "below" if ratio > 100 else "at least",
           "not as" if ratio > 100 else "as"))


def rigid_word(c, by_name):
    """SafeCurves' word for the generation the definition reproduces: an
    unexplained seed or none, manipulatable; pi and e, or a = 0 or -3
    with b below 2^32, somewhat rigid; a twist, its curve's word."""
    for _ in range(len(by_name) + 1):
        if c["seed"]:
            return "manipulatable"
        if c["seed_p"] is not None:
            return "somewhat rigid"
        if not c["twist_of"]:
            return ("somewhat rigid" if c["a"] in (0, c["p"] - 3) and
                    c["b"].bit_length() <= 32 else "manipulatable")
        c = by_name[c["twist_of"]]
    return "manipulatable"


def safecurves_findings(c, by_name):
    """The findings of SafeCurves' criteria, from the certificates."""
    p, n, h = c["p"], c["n"], c["h"]
    t = p + 1 - h * n
    cert = c["cert"]
    line = lambda k: cert["lines"].get(k, c["lines"].get(k, c["line"]))
    out = []

    def add(check, verdict, key, text):
        out.append({"check": check, "verdict": verdict, "line": line(key),
                    "text": text})

    tw, nm1, cm, tl1 = cert["factors"]
    d3 = False
    if cm is None:
        add("discriminant", "unknown", "p", "4p - t^2 is not factored (no "
            "cm_factors): the CM discriminant is not known")
    elif cm[1] != 1:
        d = squarefree(cm[0])
        if math.isqrt(cm[1]) ** 2 != cm[1]:
            d *= 65537
        lv = level(D(d))
        low = D(lv) <= 100
        add("discriminant", "unknown" if low else "ok", "cm_composite",
            "4p - t^2 is not fully "
            "factored: |D| is at least about 2^%s, %s 2^100%s"
            % (lv, "not known above" if low else "above", effort(c, "cm")))
    else:
        d = -squarefree(cm[0])
        assert (t * t - 4 * p) % d == 0
        if d % 4 != 1:
            d *= 4
        d3 = d == -3
        lv = level(D(-d))
        low = D(lv) <= 100
        add("discriminant", ok_or_warn(low), "cm_factors", "the CM field "
            "discriminant "
            "is D = -0x%x, |D| about 2^%s: %s 2^100"
            % (-d, lv, "not above" if low else "above"))
    r = rho(n, d3)
    add("rho", ok_or_warn(D(r) < 100), "n", "rho on G costs about 2^%s (sqrt(pi n/4)%s): "
        "%s 2^100" % (r, ", over sqrt(3) for D = -3" if d3 else "",
                      "below" if D(r) < 100 else "at least"))
    if nm1 is None or nm1[1] != 1:
        add("transfer", "unknown", "n", "n - 1 is not fully factored%s: the "
            "embedding degree is above 99 (embedding-degree), not known to "
            "be at least (n - 1)/100%s"
            % ("" if nm1 is not None else " (no n_minus_1_factors)",
               effort(c, "n_minus_1")))
    else:
        ratio = order_ratio(p, n, nm1[0])
        # (a degree of at most 64 bits as itself, a larger one by its
        # ratio)
        degree = (n - 1) // ratio
        add("transfer", ok_or_warn(ratio > 100), "n_minus_1_factors",
            "the embedding "
            "degree, the order of p mod n, is %s: %s (n - 1)/100, %s "
            "SafeCurves asks" % ("%d" % degree if degree.bit_length() <= 64
                                 else "(n - 1)/%d" % ratio,
                                 "below" if ratio > 100 else "at least",
                                 "not as" if ratio > 100 else "as"))
    certified = tw is not None
    if not certified:
        tw = trial_factors(p + 1 + t)
    factors, rest = tw
    key = "h" if not certified else "twist_composite" if rest != 1 \
        else "twist_factors"
    text = " * ".join(("%d" % q if q.bit_length() <= 32
                       else "p%d" % q.bit_length())
                      + ("^%d" % e if e > 1 else "") for q, e in factors)
    known = factors[-1][0] if factors else 1
    pin = PI4 / (3 if d3 else 1)
    if rest != 1:
        # The largest prime: at least 65537, at most rest if it may be
        # prime (a probable prime without a proof), else rest / 2^16.
        probable = not certified and is_prime(rest)
        twist_prime = "probable" if probable else "unknown"
        lo = rho(max(known, 65537), d3)
        hi = rho(max(known, rest if probable else rest >> 16), d3)
        state = ("below 2^100" if D(hi) < 100 else "at least 2^100"
                 if D(lo) >= 100 else "not known to reach 2^100")
        add("twist-order", "warn" if D(hi) < 100 else "ok"
            if D(lo) >= 100 else "unknown", key, "the twist has order "
            "2p + 2 - hn = %s%sc, c a %s of %d bits without a factor below "
            "2^16%s: rho on its largest prime factor costs between 2^%s and "
            "2^%s%s, %s%s"
            % (text, " * " if text else "",
               "probable prime" if probable else "composite",
               rest.bit_length(), "" if certified else
               ", not proven (no twist_factors)" if probable else
               " (no twist_factors)", lo, hi,
               " (the latter if c is prime)" if probable else "", state,
               effort(c, "twist")))
        add("twist-joint", "unknown", key, "the twist's order is not fully "
            "factored: the cost of small-subgroup steps on the curve and "
            "its twist, then rho, is not known")
        add("twist-transfer", "unknown", key, "l', the twist's largest "
            "prime, is not known (the twist's order is not fully "
            "factored), nor is its embedding degree")
    else:
        twist_prime = "proven"
        r = rho(known, d3)
        add("twist-order", ok_or_warn(D(r) < 100), key, "the twist has "
            "order 2p + 2 - hn = %s (pN: a prime of N bits): rho on its "
            "largest prime factor costs about 2^%s, %s 2^100"
            % (text, r, "below" if D(r) < 100 else "at least"))
        hf, h_rest = trial_factors(h)
        if h_rest == 1:
            j = joint(hf + [(n, 1)], factors, n, pin)
            add("twist-joint", ok_or_warn(D(j) < 100), key, "small-subgroup "
                "steps on the curve and its twist, then rho, cost about "
                "2^%s: %s 2^100%s" % (
                    j, "below" if D(j) < 100 else "at least",
                    " (twist-order's warning stands: rho on n after "
                    "small-subgroup steps is this attack, rho on the twist's "
                    "largest prime that one, which an implementation that "
                    "does not check that a point lies on the curve opens; "
                    "SafeCurves asks both)" if D(j) >= 100 and D(r) < 100
                    else ""))
        else:
            add("twist-joint", "unknown", "h", "h has a factor that trial "
                "division below 2^16 leaves unproven: the cost of "
                "small-subgroup steps on the curve and its twist, then rho, "
                "is not known")
        twist_transfer(add, p, known, tl1, key, effort(c, "twist_l_minus_1"))
    proven = cert["proven"]
    is_proven = lambda x: certs.small_prime(x) if x < 2 ** 64 else x in proven
    add("primes", "ok" if is_proven(p) and is_proven(n) else "unknown",
        "primes" if proven else "p", "p %s, n %s, the "
        "twist's largest prime factor %s"
        % ("proven" if is_proven(p) else "probable",
           "proven" if is_proven(n) else "probable", twist_prime))
    if c["seed"]:
        text = ("b comes from an X9.62 seed through SHA-1 (reproduced); the "
                "seed itself is not explained")
    elif c["seed_p"] is not None:
        text = ("p, a, b and G come from seeds drawn from pi and e by RFC "
                "5639's procedure (reproduced)")
    elif c["twist_of"]:
        text = ("a twist, by RFC 5639's map (reproduced), of a curve whose "
                "provenance is reported there")
    elif (c["a"] in (0, p - 3)) and c["b"].bit_length() <= 32:
        text = ("a structured choice: a = 0 or -3 and a small b, not "
                "reproduced")
    else:
        text = "no generation procedure to reproduce"
    add("rigidity", "info", "p", "%s: %s, in SafeCurves' terms"
        % (text, rigid_word(c, by_name)))
    return out


def hexnum(raw):
    return int(raw.replace(" ", ""), 16) if raw is not None else None


def main():
    args, only = sys.argv[1:], None
    if args[:1] == ["--only"] and len(args) > 1:
        only, args = args[1], args[2:]
    report = json.load(open(args[0]))
    curves = read_definitions(args[1:])
    certified = {x["name"]: x for x in certs.read(args[1:])}
    by_name = {}
    for c in curves:
        raw = c["raw"]
        c["seed_p"] = hexnum(raw.get("rfc5639_seed_p"))
        c["seed_ab"] = hexnum(raw.get("rfc5639_seed_ab"))
        c["twist_of"] = raw.get("twist_of")
        c["twist_z"] = hexnum(raw.get("twist_z"))
        for name in [c["name"]] + c["aliases"]:
            by_name[name] = c
    blocks = pi_e_blocks()
    got = report["curves"]
    check([g["name"] for g in got] == [c["name"] for c in curves],
          "audit report: one entry per curve, in order")
    warnings = unknown = 0
    for g, c in zip(got, curves):
        if only is not None and c["name"] != only:
            continue
        # A curve's findings read its own certificates only.
        c["cert"] = certs.summary(certified[c["name"]])
        name = "audit report of %s" % c["name"]
        want = expected_findings(c, by_name, blocks)
        head = (g["file"], g["line"], g["valid"])
        nwarn = sum(f["verdict"] == "warn" for f in want)
        nunknown = sum(f["verdict"] == "unknown" for f in want)
        warnings += nwarn
        unknown += nunknown
        # The report names a definition file by its last component.
        if (head != (os.path.basename(c["file"]), c["line"], True) or
                (g["warnings"], g["unknown"]) != (nwarn, nunknown)):
            check(False, name, "file, line, validity or counts %s" % (head,))
        elif g["findings"] == want:
            check(True, "%s (%d findings)" % (name, len(want)))
        else:
            for i, (x, y) in enumerate(zip(g["findings"], want)):
                if x != y:
                    check(False, name, "finding %d is %s, want %s" % (i, x, y))
                    break
            else:
                check(False, name, "%d findings, want %d"
                      % (len(g["findings"]), len(want)))
    if only is not None:
        return
    summary = {"curves": len(curves), "valid": len(curves), "invalid": 0,
               "warnings": warnings, "unknown": unknown}
    check(report["summary"] == summary, "audit report: summary %s" % summary)


if __name__ == "__main__":
    main()
