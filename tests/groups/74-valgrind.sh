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
# Group valgrind of make check (tests/run.sh):
# valgrind memcheck on ectab.
#
# cost: 150

# valgrind memcheck, with no error and every heap block freed at exit
# (GMP keeps no caches, and OpenSSL frees its own at exit, so nothing is
# excepted), on:
#  - ectab make writing every output of gen/outputs.txt from the
#    whole catalog: every template and both audit reports, the curves
#    read and validated once and rendered once an output; what it wrote
#    must be out/, byte for byte;
#  - ectab make --check, on what ectab make wrote of the curves of
#    gen/curves/x962.txt and sec2.txt (the make above read and
#    validated the whole catalog; this is the comparing side of the
#    same code);
#  - the export of every catalog curve, and the import of that export;
#  - each shipped template named by path (-t FILE -o FILE; -w for the
#    generic header) and the audit, on gen/curves/x962.txt: the command
#    line's own way into the same code; BoringSSL's nistz table and
#    builtin_curves.h (P-224 from gen/curves/sec2.txt), and the generic
#    header with tables (-g).
"$ECTAB" export -o "$BUILD/catalog.pem"
mkdir -p "$BUILD/out"
outputs_in "$BUILD/out" > "$BUILD/outputs.txt"
X962=gen/curves/x962.txt
mkdir -p "$BUILD/small"
# (LibreSSL's set names curves beyond x962.txt: template libressl gets
# x962.txt's, with the attribute it needs)
sed -n 's/^curve \(.*\)/\1 by=X9.62/p' $X962 > "$BUILD/x962.set"
outputs_in "$BUILD/small" | sed "s| -s libressl| -s $BUILD/x962.set|" > "$BUILD/small.txt"
# (OpenSSL's gmul headers are of P-224, P-384 and P-521 too: SEC 2's)
SMALL="gen/curves/sec2.txt $X962"
"$ECTAB" make "$BUILD/small.txt" $SMALL ||
    fail "ectab make $BUILD/small.txt $SMALL" "exit $?"
while IFS='|' read -r what run; do
	name="valgrind: ectab $what: no errors, no leaks"
	if ! command -v valgrind >/dev/null; then
		skip "$name" "valgrind is not installed (make deps installs it)"
		continue
	fi
	# shellcheck disable=SC2086
	valgrind --leak-check=full --show-leak-kinds=all \
	    --errors-for-leak-kinds=all --error-exitcode=99 \
	    "$ECTAB" $run > "$BUILD/vg.log" 2>&1 </dev/null
	rc=$?
	if [ $rc -eq 0 ] && grep -q 'All heap blocks were freed' "$BUILD/vg.log" &&
	    grep -q 'ERROR SUMMARY: 0 errors' "$BUILD/vg.log"; then
		pass "$name"
	else
		fail "$name" "exit $rc: $(grep -m 3 -E 'ERROR SUMMARY|lost|Invalid' "$BUILD/vg.log")"
	fi
done <<EOF
make of gen/outputs.txt into $BUILD/out|make $BUILD/outputs.txt $CURVES
make --check of what it wrote of x962.txt and sec2.txt|make --check $BUILD/small.txt $SMALL
export|export -o $BUILD/vg.out $CURVES
import of the export|import -o $BUILD/vg.out $BUILD/catalog.pem
-t templates/libressl.tmpl|-t templates/libressl.tmpl -s $BUILD/x962.set -o $BUILD/vg.out $X962
-t templates/json.tmpl|-t templates/json.tmpl -o $BUILD/vg.out $X962
-t templates/generic.tmpl -w 16,32,64|-t templates/generic.tmpl -w 16,32,64 -o $BUILD/vg.out $X962
-t templates/boringssl-p256-nistz.tmpl|-t templates/boringssl-p256-nistz.tmpl -c P-256 -o $BUILD/vg.out $X962
-t templates/boringssl.tmpl|-t templates/boringssl.tmpl -c P-224,P-256 -o $BUILD/vg.out gen/curves/sec2.txt $X962
-t templates/generic.tmpl -g comb -g multiples|-t templates/generic.tmpl -g comb -g multiples:size=4 -o $BUILD/vg.out $X962
-t templates/rust.tmpl|-t templates/rust.tmpl -o $BUILD/vg.out $X962
audit|audit -o $BUILD/vg.out $X962
audit --json|audit --json -o $BUILD/vg.out $X962
EOF

differ=$(out_differs "$BUILD/out")
if [ -z "$differ" ]; then
	pass "valgrind: what ectab make wrote under valgrind is out/, byte for byte"
else
	fail "valgrind: what ectab make wrote under valgrind is out/" "differs:$differ"
fi
