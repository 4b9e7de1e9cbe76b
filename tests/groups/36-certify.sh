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
# Group certify of make check (tests/run.sh):
# ectab-certify, on two small curves of the catalog: what it writes
# checks in ectab and in tests/certs.py, a second run writes the same
# bytes, and a definition it cannot read is left as it was.  (The
# catalog's own certificates are checked in the audit group; make
# certify, which recomputes them, takes too long for make check.)
#
# cost: 5

# --- ectab-certify --------------------------------------------------------------------

D=$BUILD
if ! out=$(make -s gen/obj/ectab-certify 2>&1); then
	skip "ectab-certify" "it does not build here (make deps installs libpari-dev and libecm-dev): $out"
	return 0
fi
pass "ectab-certify builds"
for cc in gcc clang; do
	if out=$($cc -std=c99 -Wall -Wextra -pedantic -Werror -D_DEFAULT_SOURCE \
	    -Igen -fsyntax-only gen/certify/certify.c 2>&1); then
		pass "gen/certify/certify.c compiles warning-free with $cc"
	else
		fail "gen/certify/certify.c compiles warning-free with $cc" "$out"
	fi
done

count_lines "ectab-certify(1)" python3 tests/manpage.py --certify \
    gen/obj/ectab-certify

# Two stanzas without their certificate keys: certify writes them anew.
python3 - gen/curves/sec2.txt "$D/small.txt" <<'PY'
import re, sys
text = open(sys.argv[1]).read()
keep = ("primes", "ecpp", "twist_factors", "twist_composite",
        "n_minus_1_factors", "n_minus_1_composite", "cm_factors",
        "cm_composite")
out, dropping, take = [], False, False
for line in text.split("\n"):
    if line.startswith("curve "):
        take = line.split()[1] in ("secp112r1", "secp128r2")
        if take:
            out.append(line)
        continue
    if not take:
        continue
    m = re.match(r"    ([a-z_0-9]+):", line)
    if m:
        dropping = m.group(1) in keep
    if not dropping and line.strip():
        out.append(line)
    if not line.strip():
        out.append("")
open(sys.argv[2], "w").write("\n".join(out).rstrip("\n") + "\n")
PY
if err=$(gen/obj/ectab-certify -t 5 "$D/small.txt" 2>&1) &&
    "$ECTAB" audit "$D/small.txt" > "$D/audit.txt" 2>&1 &&
    [ "$(grep -c '^  pass  certificates' "$D/audit.txt")" -eq 2 ]; then
	pass "ectab-certify certifies secp112r1 and secp128r2; ectab checks what it wrote ($(echo "$err" | tr '\n' ';'))"
else
	fail "ectab-certify certifies secp112r1 and secp128r2" "$err $(grep -v '^  \(pass\|info\)' "$D/audit.txt" | head -5)"
fi
if out=$(python3 tests/certs.py "$D/small.txt") &&
    [ "$(echo "$out" | grep -c '^PASS')" -eq 2 ]; then
	pass "tests/certs.py checks what ectab-certify wrote"
else
	fail "tests/certs.py checks what ectab-certify wrote" "$out"
fi
cp "$D/small.txt" "$D/first.txt"
if gen/obj/ectab-certify -t 5 "$D/small.txt" 2>/dev/null &&
    cmp -s "$D/small.txt" "$D/first.txt"; then
	pass "ectab-certify run again writes the same bytes"
else
	fail "ectab-certify run again writes the same bytes" "$(diff "$D/first.txt" "$D/small.txt" | head -5)"
fi

# A definition it cannot read: one line naming file and line, exit 1,
# the file unchanged.
cp tests/bad/unknown-key.txt "$D/bad.txt"
err=$(gen/obj/ectab-certify "$D/bad.txt" 2>&1)
rc=$?
if [ $rc -eq 1 ] && [ "$(echo "$err" | wc -l)" -eq 1 ] &&
    [ "${err#ectab-certify: $D/bad.txt:19: unknown key q}" != "$err" ] &&
    cmp -s tests/bad/unknown-key.txt "$D/bad.txt"; then
	pass "ectab-certify refuses a bad definition in one line and leaves it unchanged"
else
	fail "ectab-certify refuses a bad definition in one line and leaves it unchanged" "exit $rc: $err"
fi
