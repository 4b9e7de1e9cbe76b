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
"""Group import-export of make check (tests/run.sh): round trips of EC
parameters between OpenSSL and ectab, and how "ectab import" and "ectab
export" behave.  With $VARIANT (groups sanitizers-scripts and libressl),
all of it.

For every prime-field curve OpenSSL knows (40 in OpenSSL 3.0):
  - its explicit parameters, imported, are the catalog curve's numbers;
  - its named form, imported, is the catalog curve it names;
  - imported and exported again, they are OpenSSL's DER byte for byte.
For every catalog curve:
  - "ectab export" writes parameters "openssl ecparam -check" accepts;
  - export, then import, gives the catalog's numbers back;
  - the named form of each of its OIDs, imported, is its stanza exactly
    as the catalog file has it.
Then the forms and options: compressed and hybrid points, DER, several
blocks in a file, an omitted cofactor, -n, -o, -s, --der, --check.
Numbers are compared as tests/kat.py's own reader reads them.

usage: 40-import-export.py ECTAB BUILD_DIR     (tests/group.sh)
"""

# cost: 20
# again in: sanitizers-scripts, libressl

import os
import re
import subprocess
import sys

# tests/, for der.py, kat.py and lib.py.
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(
    __file__))))
from der import ecparameters, oid, pem  # noqa: E402
from kat import read_definitions  # noqa: E402
from lib import check, failures  # noqa: E402

NUMBERS = ("p", "a", "b", "gx", "gy", "n", "h")
OPENSSL_PRIME_CURVES = 40


def run(*args, data=None):
    return subprocess.run(args, capture_output=True, input=data)


def stanzas(text, path):
    """The curves of a definition text, as kat.py reads them."""
    with open(path, "wb") as f:
        f.write(text)
    return read_definitions([path])


def differences(got, want, with_seed=True):
    keys = NUMBERS + (("seed",) if with_seed else ())
    return ["%s" % k for k in keys if got[k] != want[k]]


def openssl_prime_curves(d):
    """OpenSSL's prime-field curve names, with their explicit PEM."""
    out = run("openssl", "ecparam", "-list_curves").stdout.decode()
    names = []
    for name in re.findall(r"^\s*([^\s:]+)\s*:", out, re.M):
        pem = "%s/%s.pem" % (d, name)
        if run("openssl", "ecparam", "-name", name, "-param_enc",
               "explicit", "-out", pem).returncode != 0:
            continue
        text = run("openssl", "ecparam", "-in", pem, "-text",
                   "-noout").stdout.decode()
        if "Field Type: prime-field" in text:
            names.append(name)
    return names


def check_openssl_curve(ectab, d, name, catalog):
    base = "%s/%s" % (d, name)
    r = run(ectab, "import", base + ".pem")
    if r.returncode != 0:
        check(False, "import of OpenSSL's explicit %s" % name,
              r.stderr.decode().strip())
        return
    m = re.match(r"# the parameters of catalog curve (\S+)\n",
                 r.stdout.decode())
    imported = stanzas(r.stdout, base + ".txt")[0]
    known = catalog.get(m.group(1)) if m else None
    ok = known is not None and name in [known["name"]] + known["aliases"]
    bad = differences(imported, known, imported["seed"] is not None) \
        if ok else []
    check(ok and not bad, "OpenSSL's explicit %s, imported, is the "
          "catalog's curve%s" % (name, " " + known["name"] if ok
                                 and known["name"] != name else ""),
          "names %s; differs in %s" % (m and m.group(1), bad))

    run("openssl", "ecparam", "-name", name, "-out", base + ".named.pem")
    r = run(ectab, "import", base + ".named.pem")
    named = stanzas(r.stdout, base + ".named.txt") if r.returncode == 0 \
        else []
    ok = len(named) == 1 and known is not None and \
        named[0]["name"] == known["name"]
    check(ok, "OpenSSL's named %s, imported, is the catalog's stanza"
          % name, r.stderr.decode().strip() or "got %s"
          % [c["name"] for c in named])

    # OpenSSL -> import -> export: OpenSSL's own bytes again.
    r = run(ectab, "export", "--der", "-o", base + ".again.der",
            base + ".txt")
    ossl = run("openssl", "ecparam", "-in", base + ".pem", "-outform",
               "DER").stdout
    again = open(base + ".again.der", "rb").read() \
        if r.returncode == 0 else b""
    check(again == ossl and len(ossl) > 0, "OpenSSL's explicit %s, "
          "imported and exported, is OpenSSL's DER byte for byte (%d "
          "bytes)" % (name, len(ossl)), r.stderr.decode().strip()
          or "the DER differs")


def check_catalog_curve(ectab, d, c, text):
    name = c["name"]
    base = "%s/cat-%s" % (d, name)
    # (from the curve's own definition file: the rest of the catalog
    # would only be validated again)
    r = run(ectab, "export", "-c", name, "-o", base + ".pem", c["file"])
    chk = run("openssl", "ecparam", "-in", base + ".pem", "-check",
              "-noout")
    out = chk.stdout.decode() + chk.stderr.decode()
    check(r.returncode == 0 and chk.returncode == 0 and
          "parameters: ok" in out, "openssl ecparam -check accepts "
          "ectab export -c %s" % name,
          (r.stderr.decode() + out).strip())

    r = run(ectab, "import", base + ".pem")
    back = stanzas(r.stdout, base + ".txt") if r.returncode == 0 else []
    bad = differences(back[0], c) if back else ["everything"]
    check(not bad and back[0]["name"] == name, "export, then import, "
          "of %s is the identity" % name, r.stderr.decode().strip() or
          "differs in %s" % bad)

    raw = c["raw"].get("oid", "").split()
    m = re.search(r"(?ms)^curve %s\n.*?(?=^\n|\Z)" % re.escape(name), text)
    for i, o in enumerate(raw):
        path = "%s.oid%d.der" % (base, i)
        with open(path, "wb") as f:
            f.write(oid(o))
        r = run(ectab, "import", path)
        check(r.returncode == 0 and m is not None and
              r.stdout.decode() == m.group(0), "the named form of "
              "%s's OID %s, imported, is its stanza as %s has it"
              % (name, o, c["file"]), r.stderr.decode().strip()
              or "the text differs")


def der_curve(c, **changes):
    """kat.py's curve c as der.py's encoder takes it, with changes."""
    k = {key: c[key] for key in NUMBERS}
    k["seed"] = bytes.fromhex(c["seed"]) if c["seed"] else b""
    k.update(changes)
    return k


def check_behaviour(ectab, d, catalog):
    def imported(args, want, name):
        r = run(ectab, "import", *args)
        got = stanzas(r.stdout, d + "/b.txt") if r.returncode == 0 else []
        ok = len(got) == len(want) and all(
            not differences(g, w, g["seed"] is not None)
            for g, w in zip(got, want))
        check(ok, name, r.stderr.decode().strip() or "got %s"
              % [g["name"] for g in got])
        return r

    def refused(args, status, want, name):
        r = run(ectab, *args)
        err = r.stderr.decode()
        check(r.returncode == status and want in err and not r.stdout,
              name, "exit %d: %s" % (r.returncode, err.strip()))

    for curve, form in (("secp224r1", "compressed"), ("prime256v1",
                        "compressed"), ("SM2", "compressed"),
                        ("secp128r2", "hybrid")):
        path = "%s/%s-%s.pem" % (d, curve, form)
        run("openssl", "ecparam", "-name", curve, "-param_enc", "explicit",
            "-conv_form", form, "-out", path)
        imported([path], [catalog[curve]], "a %s generator of %s is "
                 "decoded to the catalog's" % (form, curve))

    path = d + "/secp160k1.der"
    run("openssl", "ecparam", "-name", "secp160k1", "-param_enc", "explicit",
        "-outform", "DER", "-out", path)
    imported([path], [catalog["secp160k1"]], "DER input")

    three = b"".join(open("%s/%s.pem" % (d, n), "rb").read()
                     for n in ("secp112r1", "SM2", "brainpoolP512t1"))
    path = d + "/three.pem"
    with open(path, "wb") as f:
        f.write(b"Three curves.\n" + three + b"\n")
    imported([path, d + "/secp160k1.der"], [catalog[n] for n in (
        "secp112r1", "SM2", "brainpoolP512t1", "secp160k1")],
        "a PEM file of three blocks and a DER file: four stanzas in order")

    path = d + "/zero-preamble.pem"
    with open(path, "wb") as f:
        f.write(b"0 is how this explanatory text starts.\n" +
                open("%s/SM2.pem" % d, "rb").read())
    imported([path], [catalog["SM2"]], "PEM whose text before the block "
             "starts with '0', DER's first byte")

    k = catalog["secp128r2"]
    path = d + "/no-cofactor.der"
    with open(path, "wb") as f:
        f.write(ecparameters(der_curve(k), cofactor=b""))
    imported([path], [k], "an omitted cofactor is derived: secp128r2's 4")

    k = catalog["prime256v1"]
    neg = der_curve(k, gy=k["p"] - k["gy"])
    path = d + "/minus-g.pem"
    with open(path, "wb") as f:
        f.write(pem(ecparameters(neg)))
    refused(["import", path], 1, "the parameters are those of no catalog "
            "curve; name the curve with -n", "parameters of no catalog "
            "curve, without -n: exit 1")
    r = run(ectab, "import", "-n", "p256-minus-g", "-o", d + "/mg.txt", path)
    text = open(d + "/mg.txt").read() if r.returncode == 0 else ""
    js = run(ectab, "-t", "json", d + "/mg.txt")
    check(r.returncode == 0 and not r.stdout and
          text.startswith("curve p256-minus-g\n") and js.returncode == 0,
          "-n names a new curve, -o writes it, and ectab generates from "
          "it", r.stderr.decode() + js.stderr.decode())
    off = der_curve(k, gy=k["gy"] + 1)
    path = d + "/off-curve.der"
    with open(path, "wb") as f:
        f.write(ecparameters(off))
    refused(["import", "-n", "off", path], 1, "curve off: G = (gx, gy) "
            "is not on the curve", "a generator off the curve is refused "
            "as generation refuses it")
    # A seed of another procedure than X9.62's: refused, naming the
    # option; imported without it under --drop-seed, as the catalog's
    # curve, which carries its own X9.62 seed.
    for seed, what in ((bytes(1900), "of 1,900 bytes"),
                       (bytes(20), "of 20 bytes that does not verify")):
        path = d + "/other-seed-%d.der" % len(seed)
        with open(path, "wb") as f:
            f.write(ecparameters(der_curve(k, seed=seed)))
        refused(["import", path], 1, "(--drop-seed imports the curve "
                "without it)", "a seed %s is refused, naming --drop-seed"
                % what)
        r = run(ectab, "import", "--drop-seed", path)
        check(r.returncode == 0 and b"curve prime256v1\n" in r.stdout and
              b"seed:" not in r.stdout, "--drop-seed imports the curve "
              "of a seed %s without it" % what, r.stderr.decode())
    # A name the catalog gives to other parameters is refused: by name,
    # by alias, for another catalog curve's parameters or for those of
    # none; the catalog's own parameters may take any of its names.
    path_k1 = d + "/secp256k1-explicit.pem"
    run("openssl", "ecparam", "-name", "secp256k1", "-param_enc",
        "explicit", "-out", path_k1)
    for name, p, whose in (("P-256", path_k1, "catalog curve secp256k1"),
                           ("secp256r1", path_k1, "catalog curve secp256k1"),
                           ("prime256v1", d + "/minus-g.pem",
                            "no catalog curve")):
        refused(["import", "-n", name, p], 1, "-n %s names catalog curve "
                "prime256v1, and these are the parameters of %s; give "
                "them a name of their own" % (name, whose), "-n %s for "
                "the parameters of %s: exit 1" % (name, whose))
    r = run(ectab, "import", "-n", "P-256", d + "/prime256v1-compressed.pem")
    check(r.returncode == 0 and b"\ncurve P-256\n" in r.stdout,
          "-n P-256 for prime256v1's own parameters names them so",
          "exit %d: %s" % (r.returncode, r.stderr.decode().strip()))
    refused(["import", "-n", "x", d + "/prime256v1.named.pem"], 1,
            "the file names catalog curve prime256v1; -n and -e are for "
            "explicit parameters only", "-n with a named curve: exit 1")
    refused(["import", "-n", "x", d + "/three.pem"], 1, "-n names one "
            "curve, and the files hold 3", "-n with three curves: exit 1")
    refused(["import", "-n", "a/b", path], 2, "is not a curve name",
            "-n with a bad name: exit 2")
    refused(["import"], 2, "no file to import", "import without files: "
            "exit 2")

    r = run(ectab, "export", "-s", "libressl")
    check(r.returncode == 0 and r.stdout.count(b"-----BEGIN EC "
          b"PARAMETERS-----") == 17, "export -s libressl: 17 blocks",
          r.stderr.decode())
    refused(["export", "--der"], 2, "--der writes one curve, and 38 are "
            "selected", "export --der of the whole catalog: exit 2")
    refused(["export", "-c", "P-256", "-s", "libressl"], 2, "-c and -s "
            "exclude each other", "export -c with -s: exit 2")
    path = d + "/p256.pem"
    run(ectab, "export", "-c", "P-256", "-o", path)
    r1 = run(ectab, "export", "-c", "P-256", "--check", "-o", path)
    r2 = run(ectab, "export", "-c", "P-384", "--check", "-o", path)
    check(r1.returncode == 0 and r2.returncode == 1, "export --check: 0 "
          "on the same curve, 1 on another", "exit %d and %d"
          % (r1.returncode, r2.returncode))


def main():
    ectab, d = sys.argv[1], sys.argv[2]
    os.makedirs(d, exist_ok=True)
    files = sorted("gen/curves/" + f for f in os.listdir("gen/curves")
                   if f.endswith(".txt"))
    curves = read_definitions(files)
    catalog = {}
    for c in curves:
        for nm in [c["name"]] + c["aliases"]:
            catalog[nm] = c

    names = openssl_prime_curves(d)
    check(len(names) == OPENSSL_PRIME_CURVES, "OpenSSL knows %d "
          "prime-field curves" % OPENSSL_PRIME_CURVES,
          "it lists %d: %s" % (len(names), names))
    for name in names:
        check_openssl_curve(ectab, d, name, catalog)

    texts = {f: open(f).read() for f in files}
    for c in curves:
        check_catalog_curve(ectab, d, c, texts[c["file"]])
    check_behaviour(ectab, d, catalog)
    sys.exit(1 if failures() else 0)


if __name__ == "__main__":
    main()
