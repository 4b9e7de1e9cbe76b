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
"""A DER encoder of EC parameters of its own, the malformed inputs of
tests/bad/ made with it, and two curves over fields beyond 521 bits.

    der.py p256 FILE     writes P-256's explicit parameters (SEC 1 C.2) as
                         DER, from FIPS 186-4's numbers, with the seed
    der.py bad DIR       writes the malformed PEM and DER cases into DIR
                         (tests/bad holds the committed ones)
    der.py large DIR     writes BN-638.der and SS-4096.der (see below),
                         their numbers as curves.txt, and the checker's
                         reference entry of SS-4096 as published.h
    der.py example DIR   writes numsp256d1.pem, the curve README.md
                         adds, and its reference entry numsp256d1.ref
                         (tests/example holds the committed ones)

Shares nothing with gen/: the encoding is written from X.690's rules.
"""

import base64
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from kat_audit import mul  # noqa: E402

# FIPS 186-4 D.1.2.3, curve P-256.
P256 = {
    "p": 0xffffffff00000001000000000000000000000000ffffffffffffffffffffffff,
    "b": 0x5ac635d8aa3a93e7b3ebbd55769886bc651d06b0cc53b0f63bce3c3e27d2604b,
    "gx": 0x6b17d1f2e12c4247f8bce6e563a440f277037d812deb33a0f4a13945d898c296,
    "gy": 0x4fe342e2fe1a7f9b8ee7eb4a7c0f9e162bce33576b315ececbb6406837bf51f5,
    "n": 0xffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551,
    "h": 1,
    "seed": bytes.fromhex("c49d360886e704936a6678e1139d26b7819f7e90"),
}
P256["a"] = P256["p"] - 3


def bn638():
    """BN-638, a pairing-friendly Barreto-Naehrig curve of embedding degree
    12: u from Aranha, Karabina, Longa, Gebotys and Lopez, "Faster explicit
    formulas for computing pairings over ordinary curves" (EUROCRYPT
    2011); b, G and the order as the RELIC toolkit publishes them
    (ep_param.c, BN_P638)."""
    u = 2 ** 158 - 2 ** 128 - 2 ** 68 + 1
    n = 36 * u ** 4 + 36 * u ** 3 + 18 * u ** 2 + 6 * u + 1
    assert n == int(
        "23FFFFFDC000000D7FFFFFB8000001D3FFFFF942D000165E3FFF94870000D52"
        "FFFFDD0E00008DE55600086550021E555FFFFF54FFFF4EAC000000049800154"
        "D9FFFFFFFFFFFFEDA00000000000000061", 16)
    return {
        "p": 36 * u ** 4 + 36 * u ** 3 + 24 * u ** 2 + 6 * u + 1,
        "a": 0, "b": 5, "n": n, "h": 1, "seed": b"", "degree": 12,
        "gx": int(
            "17F382B46725AEFA6F38E6F87ACAA1ACA41757FC6F2C40DB6539EDEB8B95D51"
            "9B1E99255DF031C67DE6C00E39547E6347E80E5F3D36CC5B4B42FC10D061BFA"
            "0A0A8C6CB6B561C487A1420E7B383DC742", 16),
        "gy": int(
            "128AC488584B7C05EFD5436E559D741C978A5027926525B3DECB22D40E03FC7"
            "BD8D4235FD7E9DD2F3BFF3945D54C25E701624E27AFEF8F27F7DDEADEDAF3FE"
            "3AA0234D35290703FCE6254A7D75B6A304", 16),
    }


def ss4096():
    """SS-4096, made for the test of ectab's largest field: y^2 = x^3 + x
    over GF(p), p = 4kn - 1 of 4096 bits with n = 2^3990 + 1629 and k =
    2^103 + 2379, the first primes of those forms.  As p = 3 (mod 4) the
    curve is supersingular, of order p + 1 = 4kn and embedding degree 2;
    G is 4k P for P the point of least x > 0, y = rhs^((p+1)/4)."""
    n = 2 ** 3990 + 1629
    h = 4 * (2 ** 103 + 2379)
    p = h * n - 1
    x = 1
    while pow(x ** 3 + x, (p - 1) // 2, p) != 1:
        x += 1
    G = mul(h, (x, pow(x ** 3 + x, (p + 1) // 4, p)), 1, p)
    return {"p": p, "a": 1, "b": 0, "gx": G[0], "gy": G[1], "n": n, "h": h,
            "seed": b"", "degree": 2}


def numsp256d1():
    """numsp256d1, a curve OpenSSL lacks: y^2 = x^3 - 3x + 152961 over
    GF(2^256 - 189), from Black, Bos, Costello, Longa and Naehrig,
    "Elliptic Curve Cryptography (ECC) Nothing Up My Sleeve (NUMS)
    Curves and Curve Generation", draft-black-numscurves-02, with its
    generator and prime order."""
    p = 2 ** 256 - 189
    return {
        "p": p, "a": p - 3, "b": 152961, "h": 1, "seed": b"",
        "gx": 0xbc9ed6b65aaadb61297a95a04f42cb0983579b0903d4c73abc52ee1eb21aacb1,
        "gy": 0xd08fc0f13399b6a673448bf77e04e035c955c3d115310fbb80b5b9cb2184de9f,
        "n": 0xffffffffffffffffffffffffffffffffe43c8275ea265c6020ab20294751a825,
    }


def hexgroups(v):
    """v in hex, in the layout of a definition file's continuation."""
    s = "%x" % v
    first = len(s) % 8 or 8
    groups = [s[:first]] + [s[i:i + 8] for i in range(first, len(s), 8)]
    return "\n             ".join(" ".join(groups[i:i + 4])
                                  for i in range(0, len(groups), 4))


def stanza(name, c):
    """A definition stanza of curve c, for comparisons by tests/kat.py's
    reader (its layout need not be ectab's)."""
    return "curve %s\n%s    embedding_degree: %d\n" % (name, "".join(
        "    %s: %s\n" % (k, hexgroups(c[k]))
        for k in ("p", "a", "b", "gx", "gy", "n", "h")), c["degree"])


def c_hex(v):
    s = "%X" % v
    return "\n\t    ".join('"%s"' % s[i:i + 64] for i in range(0, len(s), 64))


def published_entry(name, c):
    """An entry of gen/checker/checker.c's published[] for curve c."""
    return "\t{ \"%s\", NID_undef, NULL, NULL,\n\t    %s },\n" % (
        name, ",\n\t    ".join(c_hex(c[k]) for k in
                                ("p", "a", "b", "gx", "gy", "n", "h")))

PRIME_FIELD = "1.2.840.10045.1.1"
CHAR_TWO_FIELD = "1.2.840.10045.1.2"


def length(n):
    if n < 0x80:
        return bytes([n])
    b = n.to_bytes((n.bit_length() + 7) // 8, "big")
    return bytes([0x80 | len(b)]) + b


def tlv(tag, content):
    return bytes([tag]) + length(len(content)) + content


def integer(v):
    b = v.to_bytes(v.bit_length() // 8 + 1, "big")
    return tlv(0x02, b)


def oid(text):
    arcs = [int(x) for x in text.split(".")]
    out = bytes([40 * arcs[0] + arcs[1]])
    for a in arcs[2:]:
        chunk = [a & 0x7f]
        a >>= 7
        while a:
            chunk.append(0x80 | (a & 0x7f))
            a >>= 7
        out += bytes(reversed(chunk))
    return tlv(0x06, out)


def seq(*parts):
    return tlv(0x30, b"".join(parts))


def octets(b):
    return tlv(0x04, b)


def fixed(v, n):
    return v.to_bytes(n, "big")


def ecparameters(c, version=None, field=None, a=None, seed=None, base=None,
                 cofactor=None, tail=b""):
    """ECParameters of curve c; each argument, if given, replaces the
    encoding of that element."""
    f = (c["p"].bit_length() + 7) // 8
    curve = octets(fixed(c["a"], f)) if a is None else a
    curve += octets(fixed(c["b"], f))
    if seed is not None:
        curve += seed
    elif c["seed"]:
        curve += tlv(0x03, b"\x00" + c["seed"])
    return seq(
        integer(1) if version is None else version,
        seq(oid(PRIME_FIELD), integer(c["p"])) if field is None else field,
        seq(curve),
        octets(b"\x04" + fixed(c["gx"], f) + fixed(c["gy"], f))
        if base is None else base,
        integer(c["n"]),
        (integer(c["h"]) if cofactor is None else cofactor) + tail)


def pem(der, label="EC PARAMETERS"):
    b = base64.b64encode(der).decode()
    lines = [b[i:i + 64] for i in range(0, len(b), 64)]
    return ("-----BEGIN %s-----\n%s\n-----END %s-----\n"
            % (label, "\n".join(lines), label)).encode()


def bad_cases():
    """File name and contents of each malformed input."""
    c = P256
    good = ecparameters(c)
    char_two = seq(
        integer(1),
        seq(oid(CHAR_TWO_FIELD),
            seq(integer(163), oid("1.2.840.10045.1.2.3.3"),
                seq(integer(3), integer(6), integer(7)))),
        seq(octets(fixed(1, 21)), octets(fixed(1, 21))),
        octets(b"\x04" + bytes(42)), integer(2 ** 162 + 1), integer(2))
    f = (c["p"].bit_length() + 7) // 8
    yield "char-two.der", char_two
    yield "char-two.pem", pem(char_two)
    yield "version-2.der", ecparameters(c, version=integer(2))
    yield "trailing-garbage.der", good + b"\x00"
    yield "trailing-in-sequence.der", ecparameters(c, tail=integer(0))
    yield "truncated.der", good[:-10]
    yield "length-past-end.der", good[:2] + bytes([good[2] + 1]) + good[3:]
    # The outer length 0x81 0xNN written as 0x82 0x00 0xNN.
    yield "long-form-length.der", (good[:1] + b"\x82\x00" + good[2:3]
                                   + good[3:])
    yield "indefinite-length.der", b"\x30\x80" + good[3:] + b"\x00\x00"
    yield "leading-zero.der", ecparameters(c, cofactor=b"\x02\x02\x00\x01")
    yield "negative-cofactor.der", ecparameters(c, cofactor=b"\x02\x01\xff")
    yield "huge-cofactor.der", ecparameters(c, cofactor=integer(2 ** 258))
    yield "huge-order.der", ecparameters(dict(c, n=2 ** 300 + 1))
    yield "unknown-field.der", ecparameters(
        c, field=seq(oid("1.2.840.10045.1.9"), integer(c["p"])))
    yield "implicitly-ca.der", b"\x05\x00"
    yield "unknown-named-curve.pem", pem(oid("1.3.132.0.1"))
    yield "a-too-long.der", ecparameters(c, a=octets(fixed(c["a"], f + 1)))
    yield "seed-bits.der", ecparameters(
        c, seed=tlv(0x03, b"\x04" + c["seed"]))
    yield "base-infinity.der", ecparameters(c, base=octets(b"\x00"))
    yield "base-wrong-length.der", ecparameters(
        c, base=octets(b"\x04" + fixed(c["gx"], f)))
    yield "wrong-tag.der", ecparameters(c, version=tlv(0x04, b"\x01"))
    lines = pem(good).split(b"\n")
    lines[2] = lines[2][:10] + b"!*" + lines[2][12:]
    yield "bad-base64.pem", b"\n".join(lines)
    yield "no-end-line.pem", pem(good).rsplit(b"-----END", 1)[0]
    yield "private-key.pem", pem(good, "EC PRIVATE KEY")
    yield "no-pem-block.pem", b"EC parameters of P-256, in a file that \
forgot them\n"
    yield "malformed-begin.pem", b"-----BEGIN junk\n" + pem(good)
    yield "high-tag.der", ecparameters(c, version=b"\x1f\x02\x01\x01")
    # p of 4104 bits, and a compressed base point: refused before the
    # square root, whose cost grows with p.
    big = dict(c, p=2 ** 4103 + 0x3b)
    yield "p-too-large.der", ecparameters(
        big, base=octets(b"\x02" + fixed(5, 514)))
    # y^2 = x^3 - 3x over P-256's field has (0, 0); 0x03 claims y odd.
    flat = dict(c, b=0)
    yield "compressed-y0-odd.der", ecparameters(
        flat, base=octets(b"\x03" + fixed(0, f)))

    # DER's tags and lengths.
    yield "tag-without-length.der", b"\x30"
    yield "length-0xff.der", b"\x30\xff" + good[3:]
    # A length of nine bytes, 2^64: more than any memory holds.
    yield "huge-length.der", b"\x30\x89\x01" + bytes(8) + good[3:]
    yield "missing-element.der", seq(
        integer(1), seq(oid(PRIME_FIELD), integer(c["p"])),
        seq(octets(fixed(c["a"], f)), octets(fixed(c["b"], f))))
    yield "primitive-sequence.der", ecparameters(
        c, field=tlv(0x10, oid(PRIME_FIELD) + integer(c["p"])))
    yield "trailing-after-prime.der", ecparameters(
        c, field=seq(oid(PRIME_FIELD), integer(c["p"]), integer(0)))
    yield "trailing-after-seed.der", ecparameters(
        c, seed=tlv(0x03, b"\x00" + c["seed"]) + octets(b""))
    # INTEGER: content bytes, as few as two's complement needs.
    yield "empty-integer.der", ecparameters(c, version=b"\x02\x00")
    yield "leading-ff.der", ecparameters(c, cofactor=b"\x02\x02\xff\xff")
    yield "prime-too-small.der", ecparameters(
        c, field=seq(oid(PRIME_FIELD), integer(2)))
    # OBJECT IDENTIFIER: base-128 subidentifiers, each minimal.
    prime_field = oid(PRIME_FIELD)[2:]
    yield "empty-oid.der", b"\x06\x00"
    yield "oid-leading-80.der", ecparameters(c, field=seq(
        tlv(0x06, prime_field[:-1] + b"\x80" + prime_field[-1:]),
        integer(c["p"])))
    # prime256v1's OID cut inside its third arc, 840 (0x86 0x48).
    yield "oid-truncated.der", tlv(0x06, oid("1.2.840.10045.3.1.7")[2:4])
    yield "oid-too-long.der", oid("1.2" + ".840" * 40)
    # An arc of 128 bits (a UUID, X.667) is read whole.
    yield "uuid-named-curve.der", oid(
        "2.25.329800735698586629295641978511506172918")
    # a and b: octet strings of exactly the field's length (SEC 1 2.3.5).
    yield "a-too-short.der", ecparameters(
        c, a=octets(fixed(c["a"], f)[1:]))
    # The seed: a BIT STRING of whole bytes, 20 to 512 of them (ectab's
    # bound, SEED_MAX_BYTES of gen/curve.h).
    yield "seed-empty-bit-string.der", ecparameters(c, seed=tlv(0x03, b""))
    yield "seed-unused-bits.der", ecparameters(
        c, seed=tlv(0x03, b"\x08" + c["seed"]))
    yield "seed-too-short.der", ecparameters(
        c, seed=tlv(0x03, b"\x00" + c["seed"][:19]))
    yield "seed-too-long.der", ecparameters(
        c, seed=tlv(0x03, b"\x00" + (c["seed"] * 26)[:513]))
    # The base point's encodings (SEC 1 2.3.4).
    yield "base-unknown-form.der", ecparameters(
        c, base=octets(b"\x05" + fixed(c["gx"], f)))
    # P-256's gy is odd; 0x06 says even.
    yield "base-hybrid-parity.der", ecparameters(
        c, base=octets(b"\x06" + fixed(c["gx"], f) + fixed(c["gy"], f)))
    yield "base-x-not-below-p.der", ecparameters(
        c, base=octets(b"\x02" + fixed(c["p"], f)))
    x = next(x for x in range(c["p"]) if pow(
        (x ** 3 + c["a"] * x + c["b"]) % c["p"], (c["p"] - 1) // 2,
        c["p"]) == c["p"] - 1)
    yield "base-no-point-of-x.der", ecparameters(
        c, base=octets(b"\x02" + fixed(x, f)))

    # PEM framing (RFC 7468); line 1 is the BEGIN line.
    text = pem(good)
    lines = text.split(b"\n")
    body = b"".join(lines[1:-2])
    begin, end = lines[0], lines[-2]
    yield "pad-in-middle.pem", b"\n".join(
        [begin, base64.b64encode(good[:1])] +
        [base64.b64encode(good[1:])] + [end, b""])
    yield "end-label-differs.pem", text.replace(
        b"-----END EC PARAMETERS", b"-----END EC PRIVATE KEY")
    yield "malformed-end.pem", text.replace(
        b"-----END EC PARAMETERS-----", b"-----END EC PARAMETERS")
    yield "begin-inside-block.pem", text.rsplit(b"-----END", 1)[0] + text
    yield "pem-headers.pem", text.replace(
        b"-----\n", b"-----\nProc-Type: 4,ENCRYPTED\nDEK-Info: "
        b"AES-128-CBC,00000000000000000000000000000000\n\n", 1)
    yield "blank-line.pem", b"\n".join(lines[:3] + [b""] + lines[3:])
    yield "empty-block.pem", b"\n".join([begin, end, b""])
    # The base64 of P-256's 250 bytes ends in "AQ==".
    assert body.endswith(b"AQ==")
    yield "base64-truncated.pem", text.replace(b"AQ==\n", b"AQ\n")
    yield "base64-three-pads.pem", text.replace(b"AQ==\n", b"A===\n")
    yield "base64-pad-bits.pem", text.replace(b"AQ==\n", b"AR==\n")


# The notice every written PEM file and reference entry opens with:
# explanatory text before a PEM block, which readers ignore.
NOTICE = "Copyright (c) 2026 The ectab authors.  ISC license: see LICENSE."


def main():
    if sys.argv[1] == "p256":
        with open(sys.argv[2], "wb") as f:
            f.write(ecparameters(P256))
    elif sys.argv[1] == "bad":
        for name, data in bad_cases():
            with open("%s/%s" % (sys.argv[2], name), "wb") as f:
                if name.endswith(".pem"):
                    f.write(NOTICE.encode() + b"\n")
                f.write(data)
    elif sys.argv[1] == "large":
        d = sys.argv[2]
        curves = (("BN-638", bn638()), ("SS-4096", ss4096()))
        for name, c in curves:
            with open("%s/%s.der" % (d, name), "wb") as f:
                f.write(ecparameters(c))
        with open(d + "/curves.txt", "w") as f:
            f.write("\n".join(stanza(name, c) for name, c in curves))
        with open(d + "/published.h", "w") as f:
            f.write(published_entry(*curves[1]))
    elif sys.argv[1] == "example":
        c = numsp256d1()
        with open(sys.argv[2] + "/numsp256d1.pem", "wb") as f:
            f.write(NOTICE.encode() + b"\n" + pem(ecparameters(c)))
        with open(sys.argv[2] + "/numsp256d1.ref", "w") as f:
            f.write("/* %s */\n" % NOTICE + published_entry("numsp256d1", c))
    else:
        sys.exit("usage: der.py p256 FILE | der.py bad DIR | "
                 "der.py large DIR | der.py example DIR")


if __name__ == "__main__":
    main()
