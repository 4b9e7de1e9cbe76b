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
# Fields beyond 521 bits: BN-638, a published pairing-friendly curve of
# embedding degree 12, and SS-4096, a supersingular curve over the
# largest field ectab takes (4096 bits), made for this test.  tests/der.py
# writes both as DER from their own numbers; they go through import,
# export, generation, the known-answer tests, the audit and the reference
# checker at both word sizes.
#
# usage: large.sh ECTAB BUILD_DIR
set -u

ECTAB=$1
DIR=$2/large
mkdir -p "$DIR"

ok() { echo "PASS $1"; }
no() { echo "FAIL $1: $2"; }

python3 tests/der.py large "$DIR" || { no "tests/der.py large" "failed"; exit 1; }

# A small embedding degree is refused unless declared.
err=$("$ECTAB" import -n BN-638 -o "$DIR/refused.txt" "$DIR/BN-638.der" 2>&1)
rc=$?
case $rc:$err in
1:*"curve BN-638: p^12 = 1 (mod n): embedding degree 12, below 100"*)
	if [ -e "$DIR/refused.txt" ]; then
		no "import refuses BN-638's embedding degree 12 undeclared" "wrote a file"
	else
		ok "import refuses BN-638's embedding degree 12 undeclared"
	fi ;;
*)	no "import refuses BN-638's embedding degree 12 undeclared" "exit $rc: $err" ;;
esac
err=$("$ECTAB" import -e 6 -n BN-638 "$DIR/BN-638.der" 2>&1 >/dev/null)
case $? in
1)	case $err in
	*"embedding_degree is 6, but p^12 = 1 (mod n): the embedding degree is 12"*)
		ok "import refuses a wrong declared embedding degree" ;;
	*)	no "import refuses a wrong declared embedding degree" "$err" ;;
	esac ;;
*)	no "import refuses a wrong declared embedding degree" "$err" ;;
esac

# Imported with the degree declared, the numbers are tests/der.py's.
if "$ECTAB" import -e 12 -n BN-638 -o "$DIR/bn.txt" "$DIR/BN-638.der" &&
    "$ECTAB" import -e 2 -n SS-4096 -o "$DIR/ss.txt" "$DIR/SS-4096.der"; then
	ok "import of BN-638 and SS-4096 with -e"
else
	no "import of BN-638 and SS-4096 with -e" "failed"
fi
python3 - "$DIR" <<'PY'
import sys
sys.path.insert(0, "tests")
from kat import read_definitions
d = sys.argv[1]
want = read_definitions([d + "/curves.txt"])
got = read_definitions([d + "/bn.txt"]) + read_definitions([d + "/ss.txt"])
for w, g in zip(want, got):
    bad = [k for k in ("p", "a", "b", "gx", "gy", "n", "h")
           if w[k] != g[k]] + [k for k in ("embedding_degree",)
                                if w["raw"].get(k) != g["raw"].get(k)]
    print(("PASS" if not bad and w["name"] == g["name"] else "FAIL") +
          " %s (%d-bit field) imports to tests/der.py's numbers%s"
          % (w["name"], w["p"].bit_length(), ": " + str(bad) if bad else ""))
PY

# Export, then import: the same stanzas.  OpenSSL reads fields up to 661
# bits, so it checks BN-638's export too.
for c in bn ss; do
	name=$(sed -n 's/^curve //p' "$DIR/$c.txt")
	if "$ECTAB" export --der -o "$DIR/$c.der" "$DIR/$c.txt" &&
	    "$ECTAB" import -e "$(sed -n 's/^ *embedding_degree: *//p' "$DIR/$c.txt")" \
	    -n "$name" -o "$DIR/$c.again.txt" "$DIR/$c.der" &&
	    cmp -s "$DIR/$c.txt" "$DIR/$c.again.txt"; then
		ok "export, then import, of $name is the identity ($(wc -c < "$DIR/$c.der") bytes of DER)"
	else
		no "export, then import, of $name is the identity" "differs"
	fi
done
out=$(openssl ecparam -inform DER -in "$DIR/bn.der" -check -noout 2>&1)
case $out in
*"parameters: ok"*) ok "openssl ecparam -check accepts the export of BN-638" ;;
*)	no "openssl ecparam -check accepts the export of BN-638" "$out" ;;
esac

# Generation, and the known answers recomputed by tests/kat.py.
if "$ECTAB" -t generic -o "$DIR/large.h" "$DIR/bn.txt" "$DIR/ss.txt" &&
    "$ECTAB" -t json -w 16,32,64 -o "$DIR/large.json" "$DIR/bn.txt" "$DIR/ss.txt"; then
	ok "generation over 638- and 4096-bit fields"
else
	no "generation over 638- and 4096-bit fields" "failed"
fi
python3 tests/kat.py --json "$DIR/large.json" "$DIR/bn.txt" "$DIR/ss.txt"
python3 tests/kat.py --generic "$DIR/large.h" "$DIR/bn.txt" "$DIR/ss.txt"

# The other templates over the same curves: the LibreSSL header compiles
# (64- and 32-bit), and the Rust module, for 16-, 32- and 64-bit words,
# compiles and passes its checks.
mkdir -p "$DIR/lib" "$DIR/rust"
"$ECTAB" -t libressl -o "$DIR/lib/ec_curve_tables.h" "$DIR/bn.txt" "$DIR/ss.txt"
for bits in 64 32; do
	if out=$(gcc -std=c99 -m$bits -Wall -Wextra -pedantic -Werror \
	    -DEXPECT_BN_BITS2=$bits -I"$DIR/lib" -c -o "$DIR/lib/t.o" \
	    tests/compile_libressl.c 2>&1); then
		ok "the LibreSSL header of BN-638 and SS-4096 compiles, -m$bits"
	else
		no "the LibreSSL header of BN-638 and SS-4096 compiles, -m$bits" "$out"
	fi
done
cp tests/rust_check.rs "$DIR/rust/"
# (with P-256, whose lookup rust_check.rs tries)
if ! "$ECTAB" -t rust -w 16,32,64 -c BN-638,SS-4096,P-256 \
    -o "$DIR/rust/ectab_curves.rs" "$DIR/bn.txt" "$DIR/ss.txt" gen/curves/x962.txt; then
	no "the Rust module of BN-638 and SS-4096" "ectab failed"
elif ! out=$(cd "$DIR/rust" && rustc --edition 2021 -D warnings -o check rust_check.rs 2>&1); then
	no "the Rust module of BN-638 and SS-4096 compiles" "$out"
else
	ok "the Rust module of BN-638 and SS-4096 compiles"
	"$DIR/rust/check"
fi

# The audit reports the declared degrees, as warnings.
"$ECTAB" audit "$DIR/bn.txt" "$DIR/ss.txt" > "$DIR/audit.txt" 2>&1
rc=$?
if [ $rc -eq 0 ] &&
    grep -q '^  warn  embedding-degree .* embedding degree 12, as declared' "$DIR/audit.txt" &&
    grep -q '^  warn  embedding-degree .* embedding degree 2, as declared' "$DIR/audit.txt"; then
	ok "the audit reports embedding degrees 12 and 2 as warnings"
else
	no "the audit reports embedding degrees 12 and 2 as warnings" "exit $rc: $(grep embedding "$DIR/audit.txt")"
fi

# The reference checker, 64- and 32-bit, with SS-4096's numbers from
# tests/der.py as its published reference (BN-638's are in checker.c).
bash tests/verify.sh --reference "$DIR/published.h" "$DIR/large.h" |
    grep -v '^[0-9]* passed, [0-9]* failed'

# The checker catches a changed word past the 33rd (the old limit of its
# word buffers): the last word of SS-4096's R^2 mod p, 64-bit.
python3 - "$DIR/large.h" "$DIR/changed.h" <<'PY'
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
abs=$(cd "$DIR" && pwd)
if ! out=$(${CC:-cc} -std=c99 -O2 -Itests/checker \
    -DTABLES_HEADER="\"$abs/changed.h\"" -DTABLES_PREFIX=ectab_ \
    -DTABLES_MACRO_PREFIX=ECTAB_ -DEXTRA_PUBLISHED="\"$abs/published.h\"" \
    -o "$DIR/changed-checker" tests/checker/checker.c tests/checker/fproof.c \
    tests/checker/words.c \
    tests/checker/tables_generic.c -lcrypto -ldl 2>&1); then
	:
else
	out=$("$DIR/changed-checker" -q 2>&1)
fi
if printf '%s\n' "$out" | grep -q '^FAIL checker 64: SS-4096 mont_rr (R^2 mod p): expected'; then
	ok "the checker catches a changed 64th word of SS-4096's R^2"
else
	no "the checker catches a changed 64th word of SS-4096's R^2" "$(printf '%s\n' "$out" | grep -v '^PASS' | head -n 3)"
fi
