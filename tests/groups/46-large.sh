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
# Group large of make check (tests/run.sh): fields beyond 521 bits:
# BN-638, a published pairing-friendly curve of embedding degree 12,
# and SS-4096, a supersingular curve over the largest field ectab takes
# (4096 bits), made for this test.  tests/der.py writes both as DER from
# their own numbers; they go through import, export, generation, the
# known-answer tests, the audit and the reference checker at both word
# sizes.
#
# cost: 60

if ! python3 tests/der.py large "$BUILD"; then
	fail "tests/der.py large" "failed"
	return 0
fi

# A small embedding degree is refused unless declared.
err=$("$ECTAB" import -n BN-638 -o "$BUILD/refused.txt" "$BUILD/BN-638.der" 2>&1)
rc=$?
case $rc:$err in
1:*"curve BN-638: p^12 = 1 (mod n): embedding degree 12, below 100"*)
	if [ -e "$BUILD/refused.txt" ]; then
		fail "import refuses BN-638's embedding degree 12 undeclared" "wrote a file"
	else
		pass "import refuses BN-638's embedding degree 12 undeclared"
	fi ;;
*)	fail "import refuses BN-638's embedding degree 12 undeclared" "exit $rc: $err" ;;
esac
err=$("$ECTAB" import -e 6 -n BN-638 "$BUILD/BN-638.der" 2>&1 >/dev/null)
case $? in
1)	case $err in
	*"embedding_degree is 6, but p^12 = 1 (mod n): the embedding degree is 12"*)
		pass "import refuses a wrong declared embedding degree" ;;
	*)	fail "import refuses a wrong declared embedding degree" "$err" ;;
	esac ;;
*)	fail "import refuses a wrong declared embedding degree" "$err" ;;
esac

# Imported with the degree declared, the numbers are tests/der.py's.
if "$ECTAB" import -e 12 -n BN-638 -o "$BUILD/bn.txt" "$BUILD/BN-638.der" &&
    "$ECTAB" import -e 2 -n SS-4096 -o "$BUILD/ss.txt" "$BUILD/SS-4096.der"; then
	pass "import of BN-638 and SS-4096 with -e"
else
	fail "import of BN-638 and SS-4096 with -e" "failed"
fi
count_lines "import of the large fields" python3 - "$BUILD" <<'PY'
import sys
sys.path.insert(0, "tests")
from kat import read_definitions
from lib import check
d = sys.argv[1]
want = read_definitions([d + "/curves.txt"])
got = read_definitions([d + "/bn.txt"]) + read_definitions([d + "/ss.txt"])
for w, g in zip(want, got):
    bad = [k for k in ("p", "a", "b", "gx", "gy", "n", "h")
           if w[k] != g[k]] + [k for k in ("embedding_degree",)
                                if w["raw"].get(k) != g["raw"].get(k)]
    check(not bad and w["name"] == g["name"],
          "%s (%d-bit field) imports to tests/der.py's numbers"
          % (w["name"], w["p"].bit_length()), str(bad))
PY

# Export, then import: the same stanzas.  OpenSSL reads fields up to 661
# bits, so it checks BN-638's export too.
for c in bn ss; do
	name=$(sed -n 's/^curve //p' "$BUILD/$c.txt")
	if "$ECTAB" export --der -o "$BUILD/$c.der" "$BUILD/$c.txt" &&
	    "$ECTAB" import -e "$(sed -n 's/^ *embedding_degree: *//p' "$BUILD/$c.txt")" \
	    -n "$name" -o "$BUILD/$c.again.txt" "$BUILD/$c.der" &&
	    cmp -s "$BUILD/$c.txt" "$BUILD/$c.again.txt"; then
		pass "export, then import, of $name is the identity ($(wc -c < "$BUILD/$c.der") bytes of DER)"
	else
		fail "export, then import, of $name is the identity" "differs"
	fi
done
out=$(openssl ecparam -inform DER -in "$BUILD/bn.der" -check -noout 2>&1)
case $out in
*"parameters: ok"*) pass "openssl ecparam -check accepts the export of BN-638" ;;
*)	fail "openssl ecparam -check accepts the export of BN-638" "$out" ;;
esac

# Generation, and the known answers recomputed by tests/kat.py.
if "$ECTAB" -t generic -o "$BUILD/large.h" "$BUILD/bn.txt" "$BUILD/ss.txt" &&
    "$ECTAB" -t json -w 16,32,64 -o "$BUILD/large.json" "$BUILD/bn.txt" "$BUILD/ss.txt"; then
	pass "generation over 638- and 4096-bit fields"
else
	fail "generation over 638- and 4096-bit fields" "failed"
fi
count_lines "known answers of the large fields, JSON" python3 tests/kat.py \
    --json "$BUILD/large.json" "$BUILD/bn.txt" "$BUILD/ss.txt"
count_lines "known answers of the large fields, generic header" \
    python3 tests/kat.py --generic "$BUILD/large.h" "$BUILD/bn.txt" \
    "$BUILD/ss.txt"

# The other templates over the same curves: the LibreSSL header compiles
# (64- and 32-bit), and the Rust module, for 16-, 32- and 64-bit words,
# compiles and passes its checks.
mkdir -p "$BUILD/lib" "$BUILD/rust"
# (template libressl writes each curve's comment from its set)
sed -n 's/^curve \(.*\)/\1 by=Test/p' "$BUILD/bn.txt" "$BUILD/ss.txt" > "$BUILD/large.set"
"$ECTAB" -t libressl -s "$BUILD/large.set" -o "$BUILD/lib/ec_curve_tables.h" \
    "$BUILD/bn.txt" "$BUILD/ss.txt"
for bits in 64 32; do
	if out=$(gcc -std=c99 -m$bits -Wall -Wextra -pedantic -Werror \
	    -DEXPECT_BN_BITS2=$bits -I"$BUILD/lib" -Igen/checker/libressl -c -o "$BUILD/lib/t.o" \
	    tests/compile_libressl.c 2>&1); then
		pass "the LibreSSL header of BN-638 and SS-4096 compiles, -m$bits"
	else
		fail "the LibreSSL header of BN-638 and SS-4096 compiles, -m$bits" "$out"
	fi
done
cp tests/rust_check.rs "$BUILD/rust/"
printf '%s\n' '#[allow(dead_code)]' '#[path = "ectab_curves.rs"]' \
    'mod ectab_curves;' 'include!("rust_check.rs");' > "$BUILD/rust/check.rs"
# (with P-256, whose lookup rust_check.rs tries)
if ! "$ECTAB" -t rust -w 16,32,64 -c BN-638,SS-4096,P-256 \
    -o "$BUILD/rust/ectab_curves.rs" "$BUILD/bn.txt" "$BUILD/ss.txt" gen/curves/x962.txt; then
	fail "the Rust module of BN-638 and SS-4096" "ectab failed"
elif ! out=$(cd "$BUILD/rust" && rustc --edition 2021 -D warnings -o check check.rs 2>&1); then
	fail "the Rust module of BN-638 and SS-4096 compiles" "$out"
else
	pass "the Rust module of BN-638 and SS-4096 compiles"
	count_lines "the Rust module's constants of BN-638 and SS-4096" \
	    "$BUILD/rust/check"
fi

# The audit reports the declared degrees, as warnings.
"$ECTAB" audit "$BUILD/bn.txt" "$BUILD/ss.txt" > "$BUILD/audit.txt" 2>&1
rc=$?
if [ $rc -eq 0 ] &&
    grep -q '^  warn  *embedding-degree .* embedding degree 12, as declared' "$BUILD/audit.txt" &&
    grep -q '^  warn  *embedding-degree .* embedding degree 2, as declared' "$BUILD/audit.txt"; then
	pass "the audit reports embedding degrees 12 and 2 as warnings"
else
	fail "the audit reports embedding degrees 12 and 2 as warnings" "exit $rc: $(grep embedding "$BUILD/audit.txt")"
fi
# and the transfer criterion names the degree, not (n - 1) over a number
# of hundreds of digits.
if grep -q '^  warn  *transfer .* the order of p mod n, is 12: below (n - 1)/100' "$BUILD/audit.txt" &&
    grep -q '^  warn  *transfer .* the order of p mod n, is 2: below (n - 1)/100' "$BUILD/audit.txt"; then
	pass "the audit's transfer findings name the embedding degrees, 12 and 2"
else
	fail "the audit's transfer findings name the embedding degrees, 12 and 2" "$(grep ' transfer ' "$BUILD/audit.txt")"
fi

# The reference checker, 64- and 32-bit, with SS-4096's numbers from
# tests/der.py as its published reference (BN-638's are in checker.c).
count_lines "reference checker on the large fields" \
    bash gen/checker/verify.sh --reference "$BUILD/published.h" "$BUILD/large.h"

# The checker catches a changed word past the 33rd (the old limit of its
# word buffers): the last word of SS-4096's R^2 mod p, 64-bit.
python3 - "$BUILD/large.h" "$BUILD/changed.h" <<'PY'
import re, sys
text = open(sys.argv[1]).read()
m = re.search(r"ectab_SS_4096_rr_64\[\] = \{\n(?:\t.*\n)*?\t.*(0x[0-9a-f]{16}),\n\};", text)
word = m.group(1)
flipped = "0x%016x" % (int(word, 16) ^ 1)
start = m.start(1)
open(sys.argv[2], "w").write(text[:start] + flipped + text[start + len(word):])
PY
# Only the value comparisons matter here: the checker at 64 bits, -q,
# not make verify's functional proofs at both word sizes again.
abs=$(cd "$BUILD" && pwd)
# shellcheck disable=SC2086
if ! constant_rows "$ECTAB" "$BUILD/constants.h" ||
    ! compile_each "$BUILD/o" ${CC:-cc} -std=c99 -O2 -Igen/checker \
    -DTABLES_HEADER="\"$abs/changed.h\"" -DTABLES_PREFIX=ectab_ \
    -DTABLES_MACRO_PREFIX=ECTAB_ -DEXTRA_PUBLISHED="\"$abs/published.h\"" \
    -DCONSTANTS="\"$abs/constants.h\"" \
    -- $CHECKER_SOURCES gen/checker/tables_generic.c ||
    ! out=$(${CC:-cc} -o "$BUILD/changed-checker" $OBJS -lcrypto -ldl 2>&1); then
	:
else
	out=$("$BUILD/changed-checker" -q 2>&1)
fi
if printf '%s\n' "$out" | grep -q '^FAIL checker 64: SS-4096 mont_rr (R^2 mod p): expected'; then
	pass "the checker catches a changed 64th word of SS-4096's R^2"
else
	fail "the checker catches a changed 64th word of SS-4096's R^2" "$(printf '%s\n' "$out" | grep -v '^PASS' | head -n 3)"
fi
