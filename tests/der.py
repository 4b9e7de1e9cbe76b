#!/usr/bin/env python3
"""A DER encoder of EC parameters of its own, and the malformed inputs of
tests/bad/ made with it.

    der.py p256 FILE     writes P-256's explicit parameters (SEC 1 C.2) as
                         DER, from FIPS 186-4's numbers, with the seed
    der.py bad DIR       writes the malformed PEM and DER cases into DIR
                         (tests/bad holds the committed ones)

Shares nothing with gen/: the encoding is written from X.690's rules.
"""

import base64
import sys

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


def main():
    if sys.argv[1] == "p256":
        with open(sys.argv[2], "wb") as f:
            f.write(ecparameters(P256))
    elif sys.argv[1] == "bad":
        for name, data in bad_cases():
            with open("%s/%s" % (sys.argv[2], name), "wb") as f:
                f.write(data)
    else:
        sys.exit("usage: der.py p256 FILE | der.py bad DIR")


if __name__ == "__main__":
    main()
