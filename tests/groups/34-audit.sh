#!/bin/bash
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
# Group audit of make check (tests/run.sh): ectab audit: the committed
# report of the shipped curves, --check, --strict, -c, the refusal of
# every deliberately broken curve in tests/bad/ by the check it breaks,
# what the report of the catalog must say, its certificates checked
# again by tests/certs.py, and every number of the report recomputed by
# tests/kat_audit.py.  (Group outputs checks that out/audit.txt and
# out/audit.json are current.)  With $VARIANT (group sanitizers-scripts),
# the checks that run ectab only.
#
# cost: 40
# again in: sanitizers-scripts

# --- ectab audit -----------------------------------------------------------------

# --check on a changed report exits 1.
for f in txt json; do
	opt=
	[ $f = json ] && opt=--json
	sed '$s/^./X/' out/audit.$f > "$BUILD/stale.$f"
	err=$("$ECTAB" audit $opt --check -o "$BUILD/stale.$f" $CURVES 2>&1)
	case $? in
	1)	pass "audit --check exits 1 on a changed out/audit.$f ($err)" ;;
	*)	fail "audit --check exits 1 on a changed out/audit.$f" "$err" ;;
	esac
done

# --strict turns what falls short (warn) and what is not known (unknown)
# into errors, --allow-unknown the first only; curves without either
# pass.  The counts are the catalog's findings, counted here.
set -- $(python3 -c 'import json
fs = [f["verdict"] for c in json.load(open("out/audit.json"))["curves"]
      for f in c["findings"]]
print(fs.count("warn"), fs.count("unknown"))')
warnings=$1 unknown=$2
err=$("$ECTAB" audit --strict $CURVES 2>&1 >/dev/null)
if [ $? -eq 1 ] && [ "$err" = "ectab: --strict: $warnings warnings, $unknown not known" ]; then
	pass "audit --strict exits 1 on $warnings warnings and $unknown not known"
else
	fail "audit --strict exits 1 on $warnings warnings and $unknown not known" "$err"
fi
err=$("$ECTAB" audit --strict --allow-unknown $CURVES 2>&1 >/dev/null)
if [ $? -eq 1 ] && [ "$err" = "ectab: --strict: $warnings warnings" ]; then
	pass "audit --strict --allow-unknown exits 1 on the $warnings warnings alone"
else
	fail "audit --strict --allow-unknown exits 1 on the $warnings warnings alone" "$err"
fi
if "$ECTAB" audit --strict -c P-256,secp521r1 $CURVES > "$BUILD/two.txt" &&
    [ "$(grep -c '^curve ' "$BUILD/two.txt")" -eq 2 ]; then
	pass "audit --strict -c exits 0 on 2 curves without warnings or unknowns"
else
	fail "audit --strict -c exits 0 on 2 curves without warnings or unknowns" "$(tail -n 1 "$BUILD/two.txt")"
fi
# brainpoolP512r1 falls short of nothing, but 4p - t^2 is not fully
# factored: its discriminant is not known.
err=$("$ECTAB" audit --strict -c brainpoolP512r1 $CURVES 2>&1 >/dev/null)
rc=$?
if [ $rc -eq 1 ] && [ "$err" = "ectab: --strict: 0 warnings, 1 not known" ] &&
    "$ECTAB" audit --strict --allow-unknown -c brainpoolP512r1 $CURVES > /dev/null; then
	pass "audit --strict fails on brainpoolP512r1's unknown discriminant, --allow-unknown passes it"
else
	fail "audit --strict fails on brainpoolP512r1's unknown discriminant" "exit $rc: $err"
fi
"$ECTAB" audit --allow-unknown $CURVES > /dev/null 2> "$BUILD/err"
rc=$?
if [ $rc -eq 2 ] && grep -q -- '--allow-unknown needs --strict' "$BUILD/err"; then
	pass "audit --allow-unknown without --strict exits 2"
else
	fail "audit --allow-unknown without --strict exits 2" "exit $rc: $(head -n 1 "$BUILD/err")"
fi

# A curve without certificates: README's numsp256d1, imported.  Not one
# criterion that a certificate decides is known, so --strict fails on it
# where it passes P-256, which is certified; --allow-unknown passes it.
"$ECTAB" import -n numsp256d1 tests/example/numsp256d1.pem > "$BUILD/numsp.txt"
"$ECTAB" audit --strict -c numsp256d1 $CURVES "$BUILD/numsp.txt" \
    > "$BUILD/numsp-strict.txt" 2> "$BUILD/err"
rc=$?
if [ $rc -eq 1 ] && grep -q '^ectab: --strict: 0 warnings, [1-9][0-9]* not known$' "$BUILD/err"; then
	pass "audit --strict exits 1 on numsp256d1, without certificates ($(cat "$BUILD/err"))"
else
	fail "audit --strict exits 1 on numsp256d1, without certificates" "exit $rc: $(cat "$BUILD/err")"
fi
"$ECTAB" audit --strict -c P-256 $CURVES > /dev/null 2> "$BUILD/err"
rc=$?
if [ $rc -eq 0 ] && [ ! -s "$BUILD/err" ]; then
	pass "audit --strict exits 0 on P-256, certified"
else
	fail "audit --strict exits 0 on P-256, certified" "exit $rc: $(cat "$BUILD/err")"
fi
"$ECTAB" audit --strict --allow-unknown -c numsp256d1 $CURVES "$BUILD/numsp.txt" \
    > /dev/null 2> "$BUILD/err"
rc=$?
if [ $rc -eq 0 ] && [ ! -s "$BUILD/err" ]; then
	pass "audit --strict --allow-unknown exits 0 on numsp256d1"
else
	fail "audit --strict --allow-unknown exits 0 on numsp256d1" "exit $rc: $(cat "$BUILD/err")"
fi

# The counts, in the text and the JSON, of the catalog and numsp256d1:
# each curve's and the summary's, against the verdicts of the findings
# counted here; and numsp256d1's criteria that only certificates decide
# are each not known.
# A curve without certificates whose report has unknowns is told what
# settles them; a catalog curve, certified, is not.
mkdir -p "$BUILD/nocert"
# (P-256's numbers alone, p to h, without its certificates' keys)
curve_copy prime256v1 nocert | awk '/^curve / { print; next }
    /^    [a-z_]+:/ { keep = $1 ~ /^(p|a|b|gx|gy|n|h):$/ } keep' \
    > "$BUILD/nocert/nocert.txt"
head_nocert=$("$ECTAB" audit "$BUILD/nocert/nocert.txt" 2>&1 | grep '^curve nocert ')
head_k1=$("$ECTAB" audit -c secp256k1 $CURVES 2>&1 | grep '^curve secp256k1 ')
case $head_nocert in
*" not known (no certificates: ectab-certify(1) computes the factorizations and proofs that settle them)")
	case $head_k1 in
	*"ectab-certify"*) fail "the audit names ectab-certify for a curve without certificates only" "$head_k1" ;;
	*)	pass "the audit names ectab-certify for a curve without certificates, not for a certified one" ;;
	esac ;;
*)	fail "the audit names ectab-certify for a curve without certificates" "$head_nocert" ;;
esac

# An invalid curve: its report is written, the failing check among it,
# with the one line of the failure on standard error and exit 1
# (ectab(1), DIAGNOSTICS).
rm -f "$BUILD/anomalous.txt"
err=$("$ECTAB" audit -o "$BUILD/anomalous.txt" tests/bad/anomalous.txt 2>&1)
rc=$?
if [ $rc -eq 1 ] && [ "$(printf '%s\n' "$err" | wc -l)" -eq 1 ] &&
    [ "${err#ectab: tests/bad/anomalous.txt:}" != "$err" ] &&
    grep -q '^  fail  *anomalous ' "$BUILD/anomalous.txt"; then
	pass "audit -o of an invalid curve writes its report with the failure, one line on standard error, exit 1"
else
	fail "audit -o of an invalid curve writes its report" "exit $rc: $err; $(grep -c '^  fail ' "$BUILD/anomalous.txt" 2>&1) fail lines"
fi
"$ECTAB" audit -o "$BUILD/both.txt" $CURVES "$BUILD/numsp.txt"
"$ECTAB" audit --json -o "$BUILD/both.json" $CURVES "$BUILD/numsp.txt"
count_lines "the counts of warn and unknown" python3 - "$BUILD/both.txt" \
    "$BUILD/both.json" <<'PY'
import json, re, sys
sys.path.insert(0, "tests")
from lib import check

text = open(sys.argv[1]).read()
rep = json.load(open(sys.argv[2]))
# The text: a heading line per curve, then its findings, indented.
heads = re.findall(r"^curve (\S+) \(.*\): (valid|INVALID), (\d+) warnings?, "
                   r"(\d+) not known(?: \(no certificates: .*\))?\n"
                   r"((?:  .*\n)*)", text, re.M)
check(len(heads) == len(rep["curves"]) == 39,
      "audit: a heading line for each of the 39 curves", str(len(heads)))
total = [0, 0]
for (name, _, w, u, body), c in zip(heads, rep["curves"]):
    verdicts = [line.split()[0] for line in body.splitlines()]
    json_verdicts = [f["verdict"] for f in c["findings"]]
    want = (verdicts.count("warn"), verdicts.count("unknown"))
    total = [total[0] + want[0], total[1] + want[1]]
    check(name == c["name"] and verdicts == json_verdicts and
          (int(w), int(u)) == want == (c["warnings"], c["unknown"]),
          "audit: %s counts %d warn and %d unknown, in the text and the "
          "JSON, as its findings say" % (name, want[0], want[1]),
          "text %s %s, JSON %s %s" % (w, u, c["warnings"], c["unknown"]))
last = text.rstrip("\n").split("\n")[-1]
check(last == "39 curves: 39 valid, 0 invalid; %d warnings, %d not known"
      % tuple(total) and rep["summary"] == {
          "curves": 39, "valid": 39, "invalid": 0, "warnings": total[0],
          "unknown": total[1]},
      "audit: the summary counts %d warnings and %d not known apart"
      % tuple(total), "%s; %s" % (last, rep["summary"]))
numsp = {f["check"]: f["verdict"] for c in rep["curves"]
         if c["name"] == "numsp256d1" for f in c["findings"]}
decided = ("discriminant", "transfer", "twist-order", "twist-joint",
           "twist-transfer", "primes")
check(all(numsp.get(k) == "unknown" for k in decided),
      "audit: numsp256d1, without certificates: %s not known"
      % ", ".join(decided), str(numsp))
PY
# numsp256d1's findings, its twist's range among them, recomputed.
count_lines "known answers, the audit of numsp256d1" python3 tests/kat_audit.py \
    --only numsp256d1 "$BUILD/both.json" $CURVES "$BUILD/numsp.txt"
# A toy curve without certificates whose twist's order, 331 * 3167, the
# primes below 2^16 factor: rho on the twist and the joint attack are
# known (and fall short), and recomputed.
cat > "$BUILD/toy.txt" <<'EOF2'
curve toy20
    p:       100007
    a:       37411
    b:       a6eef
    gx:      2
    gy:      9f7f3
    n:       10013b
    h:       1
EOF2
"$ECTAB" audit --json -o "$BUILD/toy.json" "$BUILD/toy.txt"
count_lines "known answers, the audit of a toy curve" python3 tests/kat_audit.py \
    "$BUILD/toy.json" "$BUILD/toy.txt"

# Every figure of the twist, as the text states it and as the JSON gives
# it, for each curve of the catalog and numsp256d1: rho on the twist's
# largest prime (one figure, or a range), the joint attack, the twist's
# embedding degree and its largest prime.
count_lines "the twist's figures, text and JSON" python3 - "$BUILD/both.txt" \
    "$BUILD/both.json" <<'PY'
import json, re, sys
sys.path.insert(0, "tests")
from lib import check

text = open(sys.argv[1]).read()
rep = json.load(open(sys.argv[2]))
found = dict(re.findall(r"^curve (\S+) .*\n((?:  .*\n)*)", text, re.M))
num = lambda x: None if x is None else "%.1f" % x
for c in rep["curves"]:
    name, sc = c["name"], c["safecurves"]
    said = {}
    for line in found[name].splitlines():
        m = re.match(r"  (\S+) +(\S+) +\d+  (.*)", line)
        said[m.group(2)] = m.group(3)
    order, joint = said["twist-order"], said["twist-joint"]
    transfer, primes = said["twist-transfer"], said["primes"]
    m = re.search(r"costs about 2\^([0-9.]+)", order)
    r = re.search(r"costs between 2\^([0-9.]+) and 2\^([0-9.]+)", order)
    if m:
        want = (m.group(1), m.group(1), m.group(1))
    else:
        want = (None,) + (r.groups() if r else (None, None))
    got = (num(sc["twist_rho"]), num(sc["twist_rho_min"]),
           num(sc["twist_rho_max"]))
    j = re.search(r"cost about 2\^([0-9.]+)", joint)
    k = re.search(r"is \(l' - 1\)/([0-9]+):", transfer)
    ratio = sc["twist_transfer_ratio"]
    degree = sc["twist_embedding_degree"]
    prime = sc["twist_prime"]
    largest = re.search(r"= (?:.* \* )?(p?\d+)(?:\^\d+)? \(pN", order)
    status = re.search(r"twist's largest prime factor (\w+)$", primes)
    checks = {
        "rho on its largest prime %s" % (want,): got == want and (m or r),
        "the joint attack": num(sc["joint_rho"]) ==
        (j.group(1) if j else None),
        "the embedding degree's ratio": (int(ratio, 16) if ratio else None) ==
        (int(k.group(1)) if k else None) and (ratio is None) ==
        (degree is None),
        "l' and l' - 1 = ratio * degree": (prime is None) == (largest is None)
        and (prime is None or (largest.group(1) == "p%d" %
                               int(prime, 16).bit_length()
                               if largest.group(1)[0] == "p" else
                               int(largest.group(1)) == int(prime, 16)))
        and (ratio is None or int(prime, 16) - 1 ==
             int(ratio, 16) * int(degree, 16)),
        "the prime's status": status.group(1) ==
        sc["primes"]["twist"],
    }
    bad = [k for k, ok in checks.items() if not ok]
    check(not bad, "audit: %s: the text and the JSON give the same twist "
          "figures (%s)" % (name, ", ".join(checks)),
          "differ: %s; text [%s] [%s] [%s], JSON %s"
          % (bad, order, joint, transfer, {k: v for k, v in sc.items()
                                           if k.startswith("twist") or
                                           k == "joint_rho"}))
PY
"$ECTAB" audit -c nosuch $CURVES > /dev/null 2>&1
rc=$?
if [ $rc -eq 1 ]; then
	pass "audit -c with an unknown curve exits 1"
else
	fail "audit -c with an unknown curve exits 1" "exit $rc"
fi

# Every broken curve is refused by the check it breaks, and the audit
# goes on to the other curves: here secp384r1, read with it.
sed -n '/^curve secp384r1/,/^$/p' $CURVES > "$BUILD/other.txt"
while read -r file want; do
	"$ECTAB" audit --json "tests/bad/$file" "$BUILD/other.txt" \
	    > "$BUILD/bad.json" 2> "$BUILD/err" </dev/null
	rc=$?
	if python3 - "$BUILD/bad.json" "$want" $rc <<'PY'
import json, sys
rep = json.load(open(sys.argv[1]))
bad = [c for c in rep["curves"] if not c["valid"]]
ok = (int(sys.argv[3]) == 1 and len(bad) == 1 and
      bad[0]["findings"][-1]["verdict"] == "fail" and
      bad[0]["findings"][-1]["check"] == sys.argv[2] and
      rep["summary"]["valid"] == len(rep["curves"]) - 1)
sys.exit(0 if ok else 1)
PY
	then
		pass "audit refuses $file at check $want, and audits the rest"
	else
		fail "audit refuses $file at check $want" "exit $rc: $(head -c 300 "$BUILD/err")"
	fi
done <<'EOF2'
p-not-prime.txt p-prime
p-too-large.txt p-size
a-too-large.txt range
singular.txt nonsingular
not-on-curve.txt on-curve
n-not-prime.txt n-prime
wrong-order.txt order
wrong-cofactor.txt cofactor
anomalous.txt anomalous
small-embedding-degree.txt embedding-degree
seed-does-not-verify.txt x962-seed
rfc5639-wrong-seed-p.txt rfc5639-p
rfc5639-late-seed-ab.txt rfc5639-ab
rfc5639-wrong-g.txt rfc5639-g
twist-wrong-z.txt twist-map
twist-negated-z.txt twist-map
twist-of-unknown.txt twist-map
cert-prime-digit.txt certificates
cert-base.txt certificates
cert-twist-factor.txt certificates
cert-ecpp-digit.txt certificates
cert-ecpp-point.txt certificates
cert-unproven-factor.txt certificates
EOF2

# The deciding numbers of the provenance failures, computed here from the
# shipped brainpoolP256 definitions by tests/kat_audit.py's own RFC 5639
# code, must be the ones ectab's messages give.
count_lines "the deciding numbers of the provenance failures" \
    python3 - "$ECTAB" tests/bad <<'PY'
import glob, subprocess, sys
sys.path.insert(0, "tests")
from kat import read_definitions
from lib import check
import re
from kat_audit import find_integer, is_prime, rfc5639

ectab, bad = sys.argv[1], sys.argv[2]
c = {x["name"]: x for x in read_definitions(glob.glob("gen/curves/*.txt"))}
r1, t1 = c["brainpoolP256r1"], c["brainpoolP256t1"]
p = r1["p"]
num = lambda curve, key: int(curve["raw"][key].replace(" ", ""), 16)
z = num(t1, "twist_z")
r1["seed_p"], r1["seed_ab"] = (num(r1, "rfc5639_seed_p"),
                               num(r1, "rfc5639_seed_ab"))
b_at = int(re.search(r"b from the seed \+ (\d+)", rfc5639(r1)[1]).group(1))
q = find_integer(r1["seed_p"] + 1, 256, 1)
while not (q % 4 == 3 and is_prime(q)):
    q += 1
cases = (
    ("twist-wrong-z.txt", "a' Z^4 = 0x%x (mod p), not a"
     % (r1["a"] * pow(z + 1, 4, p) % p)),
    ("twist-negated-z.txt", "Z^3 gy' = 0x%x (mod p), not gy"
     % (pow(p - z, 3, p) * r1["gy"] % p)),
    ("rfc5639-wrong-seed-p.txt", "rfc5639_seed_p gives p = 0x%x," % q),
    ("rfc5639-wrong-g.txt", "for k = find_integer(seed) = 0x%x and"
     % find_integer(r1["seed_ab"] + b_at + 1, 256, 0)),
)
for f, want in cases:
    r = subprocess.run([ectab, bad + "/" + f], capture_output=True, text=True)
    check(r.returncode == 1 and want in r.stderr,
          "the deciding number of %s is recomputed" % f,
          "want [%s] in [%s]" % (want, r.stderr.strip()))
PY
[ -z "$VARIANT" ] || return 0

# --- the report ---------------------------------------------------------------------

# What the report of the catalog must say: every seed verifies, the
# seven brainpool r1 curves are regenerated from the RFC 5639 seeds, the
# seven t1 curves are their twists, and the curves without a procedure
# say so.
count_lines "the report of the catalog" python3 - out/audit.json <<'PY'
import json, sys
sys.path.insert(0, "tests")
from lib import check

rep = json.load(open(sys.argv[1]))
curves = {c["name"]: c for c in rep["curves"]}

def verdicts(c):
    return {f["check"]: f["verdict"] for f in c["findings"]}

check(len(curves) == 38 and all(c["valid"] for c in curves.values()),
      "audit: all 38 catalog curves valid")
seeded = sorted(n for n, c in curves.items() if "x962-seed" in verdicts(c))
check(seeded == sorted(["prime192v1", "prime192v2", "prime192v3",
                        "prime239v1", "prime239v2", "prime239v3",
                        "prime256v1", "secp112r1", "secp112r2",
                        "secp128r1", "secp128r2", "secp160r1",
                        "secp160r2", "secp224r1", "secp384r1",
                        "secp521r1"]) and
      all(verdicts(curves[n])["x962-seed"] == "pass" for n in seeded),
      "audit: the 16 X9.62 seeds verify", str(seeded))
for bits in (160, 192, 224, 256, 320, 384, 512):
    r1, t1 = curves["brainpoolP%dr1" % bits], curves["brainpoolP%dt1" % bits]
    v = verdicts(r1)
    check(all(v.get(k) == "pass" for k in
              ("rfc5639-p", "rfc5639-ab", "rfc5639-g", "rfc5639-seeds")),
          "audit: brainpoolP%dr1 regenerated from the RFC 5639 seeds" % bits,
          str(v))
    tw = [f for f in t1["findings"] if f["check"] == "twist-map"]
    check(tw and tw[0]["verdict"] == "pass" and
          ("brainpoolP%dr1 mapped" % bits) in tw[0]["text"] and
          "a = a' Z^4 = -3" in tw[0]["text"],
          "audit: brainpoolP%dt1 is the twist of brainpoolP%dr1 with a = -3"
          % (bits, bits), str(tw))
for n in ("secp160k1", "secp192k1", "secp224k1", "secp256k1",
          "wap-wsg-idm-ecid-wtls8", "wap-wsg-idm-ecid-wtls9", "SM2",
          "FRP256v1"):
    v = verdicts(curves[n])
    check(v.get("provenance") == "info" and not any(
          k.startswith("rfc5639") or k == "x962-seed" for k in v),
          "audit: %s reported as having no generation procedure" % n, str(v))
s = [f["text"] for f in curves["secp256k1"]["findings"]
     if f["check"] == "structure"]
check(s and s[0].startswith("a = 0, b = 7;"),
      "audit: secp256k1's structure: a = 0, b = 7", str(s))
# Every curve's primes are proven by its certificates, and every twist
# settled or bounded.  The twist warnings are SafeCurves' verdicts:
# below 2^100 on rho against the twist's largest prime factor.  The
# warnings themselves are recomputed by tests/kat_audit.py.
def verdict(c, check):
    f = [f for f in c["findings"] if f["check"] == check]
    return f[0]["verdict"] if f else None
check(all(verdict(c, "certificates") == "pass" and
          c["safecurves"]["primes"]["p"] == "proven" and
          c["safecurves"]["primes"]["n"] == "proven"
          for c in curves.values()),
      "audit: every curve's certificates check, and prove p and n prime",
      str([n for n, c in curves.items() if verdict(c, "certificates") != "pass"]))
unsettled = [n for n, c in curves.items() for f in c["findings"]
             if "not settled" in f["text"]]
check(not unsettled, "audit: no curve's twist left 'not settled'",
      str(unsettled))
weak = ["brainpoolP224r1", "brainpoolP224t1", "brainpoolP256r1",
        "brainpoolP256t1", "brainpoolP320r1", "brainpoolP320t1",
        "FRP256v1", "SM2", "prime239v2", "prime239v3"]
check(all(verdict(curves[n], "twist-order") == "warn" for n in weak),
      "audit: the twists of %d curves warn, among them brainpoolP256r1's "
      "and FRP256v1's" % len(weak),
      str([n for n in weak if verdict(curves[n], "twist-order") != "warn"]))
strong = ["prime256v1", "secp384r1", "secp256k1"]
check(all(verdict(curves[n], "twist-order") == "ok" and
          verdict(curves[n], "twist-joint") == "ok" for n in strong),
      "audit: the twists of P-256, P-384 and secp256k1 do not warn",
      str([(n, verdict(curves[n], "twist-order")) for n in strong]))
warnings = sum(c["warnings"] for c in curves.values())
unknown = sum(c["unknown"] for c in curves.values())
check(rep["summary"] == {"curves": 38, "valid": 38, "invalid": 0,
                         "warnings": warnings, "unknown": unknown},
      "audit: the summary counts 38 valid curves, the %d warnings and the "
      "%d not known" % (warnings, unknown), str(rep["summary"]))
PY

# The certificates again, by tests/certs.py's own reader and arithmetic:
# the catalog's and P-256's with both kinds of proof check, and each
# tampered certificate of tests/bad fails there as it fails in ectab.
for f in $CURVES tests/defs/good/p256-certified.txt; do
	if out=$(python3 tests/certs.py "$f" 2>&1); then
		pass "tests/certs.py: the certificates of $f check ($(echo "$out" | grep -c '^PASS') curves)"
	else
		fail "tests/certs.py: the certificates of $f check" "$(echo "$out" | grep -v '^PASS' | head -3)"
	fi
done
for f in "tests/bad"/cert-*.txt; do
	out=$(python3 tests/certs.py "$f" 2>&1)
	if [ $? -eq 1 ] && echo "$out" | grep -q '^FAIL '; then
		pass "tests/certs.py fails on $(basename "$f"): ${out#FAIL }"
	else
		fail "tests/certs.py fails on $(basename "$f")" "$out"
	fi
done
# certs.py takes the keys that carry certificates from ectab list
# --keys: a key marked certify's that it cannot check fails it.
printf '#!/bin/sh\n"%s" "$@" || exit\n' "$(realpath "$ECTAB")" > "$BUILD/newkey"
printf '[ "$*" != "list --keys" ] || echo "foo_factors list - certify"\n' \
    >> "$BUILD/newkey"
chmod +x "$BUILD/newkey"
out=$(ECTAB=$BUILD/newkey python3 tests/certs.py gen/curves/x962.txt 2>&1)
rc=$?
want="FAIL the keys that carry certificates: ectab list --keys marks"
want="$want foo_factors as ectab-certify's; certs.py does not know what"
want="$want it certifies"
name="tests/certs.py fails on a key marked certify's that it cannot check"
if [ $rc -eq 1 ] && [ "$out" = "$want" ]; then
	pass "$name"
else
	fail "$name" "$out"
fi
# Every number of the report, recomputed.
count_lines "known answers, the audit report" python3 tests/kat_audit.py \
    out/audit.json $CURVES

# The known-answer test of the report's numbers catches a changed one:
# a twist factor, a trace, an RFC 5639 seed offset, a pi block.
while IFS='|' read -r from to curve what; do
	sed "s/$from/$to/" out/audit.json > "$BUILD/mutant.json"
	out=$(python3 tests/kat_audit.py --only "$curve" "$BUILD/mutant.json" \
	    $CURVES 2>&1 </dev/null)
	if cmp -s out/audit.json "$BUILD/mutant.json"; then
		fail "kat_audit.py catches $what" "the edit changed nothing"
	elif printf '%s\n' "$out" | grep -q "^FAIL audit report of $curve:"; then
		pass "kat_audit.py catches $what in the report of $curve"
	else
		fail "kat_audit.py catches $what" "no FAIL line for $curve"
	fi
done <<'EOF2'
3 \* 5 \* 13 \* 179|3 * 5 * 13 * 181|prime256v1|a changed twist factor
0x4319055358e8617b0c46353d039cdaaf|0x4319055358e8617b0c46353d039cdaab|prime256v1|a changed trace
seed + 5655|seed + 5654|brainpoolP384r1|a changed RFC 5639 seed offset
block 6 of floor(pi|block 5 of floor(pi|brainpoolP384r1|a changed pi block
EOF2

# SafeCurves side by side: the table's rows against SafeCurves' published
# figures and rigidity (tests/safecurves.txt), and the edits it must
# catch: a changed rho, secp256k1's difference dropped, a row's verdict
# or number turned, brainpoolP384t1's bounds left unstated, P-256 called
# somewhat rigid, or its row silent on why SafeCurves rates it unsafe.
count_lines "SafeCurves side by side" python3 tests/safecurves.py \
    tests/safecurves.txt out/audit.json $CURVES
python3 - out/audit.json "$BUILD/sc" <<'PY'
import json, sys
base = json.load(open(sys.argv[1]))
edits = {
    "rho": lambda t: t["prime256v1"].update(rho=127.9),
    "difference": lambda t: t["secp256k1"].update(differences=[]),
    "verdict": lambda t: t["secp224r1"].update(twist_safe=True),
    "number": lambda t: t["secp384r1"].update(twist_transfer_ratio="0x2"),
    "bound": lambda t: t["brainpoolP384t1"].update(differences=[]),
    "rigidity": lambda t: t["prime256v1"].update(rigidity="somewhat rigid"),
    "unsafe": lambda t: t["prime256v1"].update(
        differences=t["prime256v1"]["differences"][:1]),
}
for name, edit in edits.items():
    r = json.loads(json.dumps(base))
    edit({row["curve"]: row for row in r["safecurves_table"]})
    json.dump(r, open("%s-%s.json" % (sys.argv[2], name), "w"))
PY
for m in rho difference verdict number bound rigidity unsafe; do
	n=$(python3 tests/safecurves.py tests/safecurves.txt "$BUILD/sc-$m.json" \
	    $CURVES | grep -c '^FAIL')
	if [ "$n" -ge 1 ]; then
		pass "tests/safecurves.py catches a changed $m in safecurves_table ($n FAIL)"
	else
		fail "tests/safecurves.py catches a changed $m in safecurves_table" "no FAIL"
	fi
done

# SafeCurves' criteria that ectab does not assess are named once: in the
# text's header and in the JSON's not_assessed, nowhere else (no finding
# or row repeats them), and they count neither as warnings nor as not
# known (--strict passes P-256 above).
count_lines "the criteria not assessed" python3 - out/audit.txt \
    out/audit.json <<'PY'
import json, sys
sys.path.insert(0, "tests")
from lib import check

text = open(sys.argv[1]).read()
rep = json.load(open(sys.argv[2]))
names = ["ladder", "completeness", "indistinguishability"]
header = text[:text.index("\ncurve ")]
check(all(text.count(n) == 1 and header.count(n) == 1 for n in names),
      "audit: the text names %s once, in its header" % ", ".join(names),
      str([(n, text.count(n), header.count(n)) for n in names]))
rest = dict(rep)
check(rest.pop("not_assessed") == names and
      not any(n in json.dumps(rest) for n in names),
      "audit: the JSON names them once, in not_assessed",
      str(rep.get("not_assessed")))
PY
