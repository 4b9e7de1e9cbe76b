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
# The license: LICENSE is ISC; every file of the tree under gen/,
# templates/ and tests/ (and the Makefile and .ci/run) carries the notice
# near its top, but for the inputs that cannot carry a comment without
# changing what they test; every output in out/ and every shipped
# template's rendering states the terms it may be used under.
#
# usage: license.sh ECTAB BUILD_DIR
set -u

ECTAB=$1
DIR=$2/license
mkdir -p "$DIR"

ok() { echo "PASS $1"; }
no() { echo "FAIL $1: $2"; }

HOLDER="Copyright (c) 2026 The ectab authors"

if [ -f LICENSE ] && head -n 1 LICENSE | grep -qxF "$HOLDER" &&
    grep -q '^Permission to use, copy, modify, and distribute this software for any$' LICENSE &&
    grep -q '^THE SOFTWARE IS PROVIDED "AS IS" AND THE AUTHORS DISCLAIM ALL WARRANTIES$' LICENSE; then
	ok "LICENSE holds the ISC license"
else
	no "LICENSE holds the ISC license" "missing or not ISC"
fi

# Files that cannot carry a comment: DER (binary), the fuzzers' regress
# inputs (kept as they were found), and the empty definition file.
exempt() {
	case $1 in
	*.der|tests/fuzz/regress/*|tests/bad/empty-file.txt) return 0 ;;
	esac
	return 1
}
missing= count=0
if ! command -v git >/dev/null || ! git rev-parse --git-dir >/dev/null 2>&1; then
	files=$(find gen templates tests Makefile .ci -type f ! -path 'tests/build/*' \
	    ! -path 'gen/obj/*')
else
	files=$(git ls-files gen templates tests Makefile .ci; git ls-files \
	    --others --exclude-standard gen templates tests)
fi
for f in $files; do
	exempt "$f" && continue
	count=$((count + 1))
	# Within the first 3 lines (after a #! line), or as the first line
	# of a PEM file's explanatory text.
	if ! head -n 4 "$f" | grep -qF "$HOLDER"; then
		missing="$missing $f"
	elif ! head -n 6 "$f" | grep -qE 'ISC license: see LICENSE|Permission to use, copy, modify, and distribute'; then
		missing="$missing $f(no-terms)"
	fi
done
if [ -z "$missing" ]; then
	ok "every file of gen/, templates/ and tests/ carries the license notice ($count files)"
else
	no "every file carries the license notice" "missing in:$missing"
fi

# The outputs say under which terms they may be used.
TERMS="without conditions"
for f in out/*; do
	if head -n 20 "$f" | grep -q "$TERMS"; then
		ok "$f states its terms of use"
	else
		no "$f states its terms of use" "no \"$TERMS\" in its first 20 lines"
	fi
done
for t in templates/*.tmpl; do
	name="template $(basename "$t" .tmpl) renders the terms of use"
	if "$ECTAB" -t "$t" -c P-256 -o "$DIR/out" &&
	    head -n 20 "$DIR/out" | grep -q "$TERMS"; then
		ok "$name"
	else
		no "$name" "no \"$TERMS\" in the first 20 lines it renders"
	fi
done
