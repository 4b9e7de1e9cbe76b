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
# Group outputs of make check (tests/run.sh): out/ is current, the same
# bytes on every run, in every locale and word size of ectab, and
# --check.  With $VARIANT (groups sanitizers and libressl), the first
# part only.
#
# cost: 40
# again in: sanitizers, libressl

# --- out/ is current -------------------------------------------------------

# Every file gen/outputs.txt names, made as it says (a diff line by
# ectab make, with the line whose file it adds), is the committed one,
# and --check says so.
while read -r file args; do
	if ! make_output "$BUILD/current" "$file $args" "$ECTAB"; then
		fail "out/ is current: $file" "ectab failed"
	elif cmp -s "$BUILD/current" "$file"; then
		pass "out/ is current: $file"
	else
		fail "out/ is current: $file" "differs from a fresh run; run make and commit"
	fi
	if make_output --check "$file" "$file $args" "$ECTAB"; then
		pass "--check exits 0 on the committed $file"
	else
		fail "--check exits 0 on the committed $file" "exit $?"
	fi
done < <(outputs)
[ -z "$VARIANT" ] || return 0
# And out/ holds nothing else, in its folders too: a file gen/outputs.txt
# no longer names would be shipped, and checked by nothing.
others=$(find out -type f | grep -vxF "$(outputs | cut -d' ' -f1)")
if [ -z "$others" ]; then
	pass "out/ holds only the files gen/outputs.txt names ($(find out -type f | wc -l))"
else
	fail "out/ holds only the files gen/outputs.txt names" \
	    "also: $(echo $others)"
fi

# --- determinism ----------------------------------------------------------

"$ECTAB" -t templates/libressl.tmpl -s libressl -o "$BUILD/run1.h" $CURVES
"$ECTAB" -t templates/libressl.tmpl -s libressl -o "$BUILD/run2.h" $CURVES
if cmp -s "$BUILD/run1.h" "$BUILD/run2.h"; then
	pass "two runs give the same bytes"
else
	fail "two runs give the same bytes" "they differ"
fi
# shellcheck disable=SC2046
"$ECTAB" -t templates/json.tmpl -o "$BUILD/abs.json" $(printf "$PWD/%s " $CURVES)
if grep -q "$PWD" "$BUILD/abs.json"; then
	fail "no absolute paths in the output" "found $PWD"
else
	pass "no absolute paths in the output"
fi
date='20[0-9][0-9]-[01][0-9]-[0-3][0-9]|[0-2][0-9]:[0-5][0-9]:[0-5][0-9]'
# (but a CVS tag of a file of OpenBSD's tree, which a diff of out/openbsd/
# shows as context, as CVS expanded it: the tree's, not ectab's)
if grep -nE "$date" $(outputs | cut -d' ' -f1) |
    grep -vE '^out/openbsd/[^:]*:[0-9]*: .*\$OpenBSD: [^$]* \$'; then
	fail "no timestamps in out/" "see the lines above"
else
	pass "no timestamps in out/"
fi

# --- reproducibility --------------------------------------------------------

# Every output as ectab writes it with $1...; compared with the
# committed files.  $name says how it was made.
same_outputs() {
	local name=$1 file args differ=
	shift
	while read -r file args; do
		if ! make_output "$BUILD/repro.out" "$file $args" "$@" \
		    2>"$BUILD/repro.err" ||
		    ! cmp -s "$BUILD/repro.out" "$file"; then
			differ="$differ $file"
		fi
	done < <(outputs)
	if [ -z "$differ" ]; then
		pass "$name: every output byte-identical to out/"
	else
		fail "$name: every output byte-identical to out/" "differs:$differ $(head -c 200 "$BUILD/repro.err")"
	fi
}

# Another locale (with Turkish case rules, and German number formats) and
# time zone.
for loc in de_DE.UTF-8 tr_TR.UTF-8; do
	if ! locale -a | grep -qix "${loc%.UTF-8}.utf8"; then
		skip "locale $loc" "not generated (make deps generates it)"
		continue
	fi
	same_outputs "LC_ALL=$loc TZ=Pacific/Kiritimati" \
	    env LC_ALL=$loc TZ=Pacific/Kiritimati "$ECTAB"
done

# A 32-bit build of ectab, against Debian's i386 GMP, which is another
# version too, 99.0.0: the shipped templates and the audit name no
# version, so that the committed files of an older ectab that made the
# same numbers pass a newer one's --check (ectab-templates(5)).
if [ ! -e /usr/include/i386-linux-gnu/gmp.h ]; then
	skip "32-bit ectab" "Debian's i386 GMP is missing (make deps installs libgmp-dev:i386)"
elif [ -z "$RUN32" ]; then
	skip "32-bit ectab" "32-bit programs do not run here (make deps installs qemu-user)"
elif ! build_ectab "$BUILD/ectab32/ectab" $CC -m32 -std=c99 -O2 \
    -DECTAB_VERSION='"99.0.0"' --; then
	fail "32-bit ectab builds" "$out"
else
	v=$(run_bits 32 "$BUILD/ectab32/ectab" -V | head -n 1)
	if [ "$v" = "ectab 99.0.0" ]; then
		pass "32-bit ectab built as version 99.0.0 says so (-V)"
	else
		fail "32-bit ectab built as version 99.0.0 says so (-V)" "$v"
	fi
	same_outputs "32-bit ectab 99.0.0 ($RUN32)" run_bits 32 \
	    "$BUILD/ectab32/ectab"
	n=0 differ=
	while read -r file args; do
		n=$((n + 1))
		make_output --check "$file" "$file $args" run_bits 32 \
		    "$BUILD/ectab32/ectab" >/dev/null 2>&1 || differ="$differ $file"
	done < <(outputs)
	if [ -z "$differ" ]; then
		pass "--check of 32-bit ectab 99.0.0 exits 0 on each of the $n committed outputs"
	else
		fail "--check of 32-bit ectab 99.0.0 exits 0 on the committed outputs" "not on:$differ"
	fi
fi

# make -j4 in a copy of the tree, from scratch.
mkdir -p "$BUILD/jtree"
tar --exclude=./tests/build --exclude=./.git --exclude=./gen/obj \
    -cf - . | tar -xf - -C "$BUILD/jtree"
rm -rf "$BUILD/jtree"/out/*
if ! out=$(make -s -C "$BUILD/jtree" -j4 all 2>&1); then
	fail "make -j4 in a copy of the tree" "$out"
else
	differ=$(out_differs "$BUILD/jtree/out")
	if [ -z "$differ" ]; then
		pass "make -j4 in a copy of the tree: every output byte-identical to out/"
	else
		fail "make -j4 in a copy of the tree" "differs:$differ"
	fi
fi
rm -rf "$BUILD/jtree"

# --- --check after a definition changes -----------------------------------

# A copy of the tree's definitions, so that an edited file keeps its name
# (the outputs name their sources) and only the edit can make a difference.
# The outputs of templates libressl (LibreSSL's set: numbers, NIDs and
# seeds) and json (the catalog, its names, OIDs and comments too) are
# copied to $BUILD as committed.TEMPLATE.
mkdir -p "$BUILD/tree/gen/curves"
check_in_copy() {
	local sel=
	[ "$1" = libressl ] && sel="-s $LIBRESSL_SET $LIBRESSL_TABLES"
	# shellcheck disable=SC2086
	(cd "$BUILD/tree" && "$OLDPWD/$ECTAB" --check \
	    -t "$OLDPWD/templates/$1.tmpl" $sel \
	    -o "$OLDPWD/$BUILD/committed.$1" $CURVES 2>&1)
}
committed_of() {
	case $1 in
	libressl)	echo out/ec_curve_tables.h ;;
	json)		echo out/ec_curve_tables.json ;;
	esac
}
cp $CURVES $LIBRESSL_SET "$BUILD/tree/gen/curves/"
for t in libressl json; do
	cp "$(committed_of $t)" "$BUILD/committed.$t"
	if out=$(check_in_copy $t); then
		pass "--check of $(committed_of $t) exits 0 on an unchanged copy of the definitions"
	else
		fail "--check of $(committed_of $t) exits 0 on an unchanged copy of the definitions" "$out"
	fi
done

# Each edit keeps the curve valid, so --check of the output of template
# $2 must fail for staleness, at the first line the edit changes, which
# shows the text in $4.
check_stale() {
	local name=$1 t=$2 expr=$3 want=$4 out rc f
	for f in $CURVES; do
		sed "$expr" "$f" > "$BUILD/tree/$f"
	done
	# shellcheck disable=SC2086
	if (cd "$BUILD/tree" && cat $CURVES) | cmp -s - <(cat $CURVES); then
		fail "--check after $name" "the edit changed nothing"
		return
	fi
	out=$(check_in_copy "$t")
	rc=$?
	if [ $rc -eq 1 ] && printf '%s' "$out" | grep -q "committed.$t:[0-9]*:[0-9]*: differs.*ectab generates [.]*\".*$want"; then
		pass "--check of $(committed_of "$t") exits 1 after $name"
	else
		fail "--check of $(committed_of "$t") exits 1 after $name" "exit $rc: $out"
	fi
	if cmp -s "$(committed_of "$t")" "$BUILD/committed.$t"; then
		pass "--check after $name writes nothing"
	else
		fail "--check after $name writes nothing" "file changed"
	fi
}
check_stale "a changed nid" libressl 's/NID_secp384r1/NID_secp384r2/' 'NID_secp384r2'
check_stale "a changed alias" json 's/secp256r1 P-256/secp256r1 P256/' 'P256'
check_stale "a changed oid" json 's/1\.3\.132\.0\.35/1.3.132.0.99/' '1.3.132.0.99'
check_stale "a changed comment" json 's/RFC 5639 curve over a 320/RFC 5639: 320/' 'RFC 5639: 320'

# --check reads the file it compares in chunks, not through the 4 MiB
# limit on input files: a generic header of ten renamed copies of the
# catalog, in 16-, 32- and 64-bit words, is over 4 MiB; --check must
# exit 0 on it as written, and 1 once one byte near its end changes,
# naming that line.
python3 - "$BUILD/copies.txt" $CURVES <<'PY'
import re, sys
out = []
for k in range(10):
    for f in sys.argv[2:]:
        for line in open(f):
            m = re.match(r"^curve (\S+)", line)
            if m:
                out.append("curve k%d_%s\n" % (k, m.group(1)))
            elif re.match(r"^\s+(alias|oid|nid):", line):
                continue
            else:
                out.append(re.sub(r"^(\s+twist_of:\s+)(\S+)",
                                  r"\g<1>k%d_\2" % k, line))
open(sys.argv[1], "w").write("".join(out))
PY
big="$BUILD/big.h"
"$ECTAB" -t templates/generic.tmpl -w 16,32,64 -o "$big" "$BUILD/copies.txt"
size=$(wc -c < "$big")
if [ "$size" -le $((4 << 20)) ]; then
	fail "--check on a generated file over 4 MiB" "the file has only $size bytes"
elif out=$("$ECTAB" --check -t templates/generic.tmpl -w 16,32,64 -o "$big" \
    "$BUILD/copies.txt" 2>&1); then
	pass "--check exits 0 on a current generated file of $size bytes"
else
	fail "--check exits 0 on a current generated file of $size bytes" "$out"
fi
at=$(grep -n 0x "$big" | tail -n 1 | cut -d: -f1)
sed -i "${at}s/0x/0y/" "$big"
out=$("$ECTAB" --check -t templates/generic.tmpl -w 16,32,64 -o "$big" \
    "$BUILD/copies.txt" 2>&1)
rc=$?
case $rc:$out in
"1:ectab: $big:$at:"*": differs from the generated text: file has "*0y*)
	pass "--check exits 1 on a generated file of $size bytes changed at line $at" ;;
*)	fail "--check exits 1 on a changed generated file of $size bytes" "exit $rc: $out" ;;
esac

# --check names the line and the column, in bytes, of the first
# difference, and quotes the bytes around it in the file and in the
# text, the invisible ones as C writes them: CRLF line ends, a missing
# final newline, a byte past column 60 of a long line.
mkdir -p "$BUILD/shown"
"$ECTAB" -t generic -c P-256 -o "$BUILD/shown/lf.h" $CURVES
sed 's/$/\r/' "$BUILD/shown/lf.h" > "$BUILD/shown/crlf.h"
printf '%s' "$(cat "$BUILD/shown/lf.h")" > "$BUILD/shown/nonl.h"
last=$(wc -l < "$BUILD/shown/lf.h")
cols=$(tail -n 1 "$BUILD/shown/lf.h" | wc -c)
"$ECTAB" -t json -c P-256 -o "$BUILD/shown/j.json" $CURVES
jl=$(awk 'length($0) > 120 { print NR; exit }' "$BUILD/shown/j.json")
sed "${jl}s/^\(.\{79\}\)./\1~/" "$BUILD/shown/j.json" > "$BUILD/shown/col80.json"
# shown FILE HOW WHAT WANT: --check of FILE (template HOW) exits 1 with
# the line "ectab: FILE:WANT".
shown() {
	local out rc
	# shellcheck disable=SC2086
	out=$("$ECTAB" --check $2 -c P-256 -o "$BUILD/shown/$1" $CURVES 2>&1)
	rc=$?
	if [ $rc -eq 1 ] && [ "$out" = "ectab: $BUILD/shown/$1:$4" ]; then
		pass "--check on a file with $3: exit 1, naming line and column, the bytes made visible ($out)"
	else
		fail "--check on a file with $3: exit 1, naming line and column, the bytes made visible" "exit $rc: $out"
	fi
}
shown crlf.h "-t generic" "CRLF line ends" \
    '1:3: differs from the generated text: file has "/*\r\n", ectab generates "/*\n"'
shown nonl.h "-t generic" "no final newline" \
    "$last:$cols: differs from the generated text: file has ...\"/* ECTAB_CURVES_H */\" (end of file), ectab generates ...\"/* ECTAB_CURVES_H */\\n\""
# (bytes 60 to 109 of the line, the 80th the 21st, a " quoted \")
theirs=$(sed -n "${jl}p" "$BUILD/shown/col80.json" | cut -c60-109 | sed 's/"/\\"/g')
ours=$(sed -n "${jl}p" "$BUILD/shown/j.json" | cut -c60-109 | sed 's/"/\\"/g')
shown col80.json "-t json" "a JSON byte at column 80" \
    "$jl:80: differs from the generated text: file has ...\"$theirs\"..., ectab generates ...\"$ours\"..."

# --- --check and the keywords CVS expands ----------------------------------

# A file committed to CVS holds its $OpenBSD$ expanded: --check takes
# "$Word: anything $" in the file for "$Word$" in the text, and nothing
# else: not another keyword's expansion, nor another line changed too.
# expanded WANT NAME SED [LINE]: --check of out/ec_curve_tables.h edited
# by SED exits WANT, and if 1 names LINE (default 1).
expanded() {
	local want=$1 name=$2 script=$3 line=${4:-1} out rc
	name="--check of out/ec_curve_tables.h exits $want: $name"
	sed "$script" out/ec_curve_tables.h > "$BUILD/expanded.h"
	# shellcheck disable=SC2086
	out=$("$ECTAB" --check -t libressl -s libressl $LIBRESSL_TABLES \
	    -o "$BUILD/expanded.h" $CURVES 2>&1)
	rc=$?
	if cmp -s "$BUILD/expanded.h" out/ec_curve_tables.h; then
		fail "$name" "the edit changed nothing"
	elif [ $rc -ne "$want" ]; then
		fail "$name" "exit $rc: $out"
	elif [ "$want" = 1 ] &&
	    [[ $out != "ectab: $BUILD/expanded.h:$line:"[0-9]*": differs"* ]]; then
		fail "$name" "not at line $line: $out"
	else
		pass "$name"
	fi
}
tag='1s|\$OpenBSD\$|$OpenBSD: ec_curve_tables.h,v 1.1 2026/12/03 10:00:00 tb Exp $|'
expanded 0 "its tag as CVS expands it" "$tag"
expanded 1 "its tag expanded as another keyword" \
    '1s|\$OpenBSD\$|$Id: ec_curve_tables.h,v 1.1 2026/12/03 10:00:00 tb Exp $|'
expanded 1 "its tag expanded, and line 5 changed" "$tag;5s/Permission/Permit/" 5
expanded 1 "its tag expanded without a blank before the closing \$" \
    '1s|\$OpenBSD\$|$OpenBSD: ec_curve_tables.h,v 1.1$|'
expanded 1 "its tag expanded with a \$ inside" '1s|\$OpenBSD\$|$OpenBSD: a$b $|'
expanded 1 "a tag where the text has none" '2s|^/\*$|/* $Id: x $|' 2

# The comparison reads the file in chunks of 64 KiB: an expansion
# across the end of the first chunk is read as one.
{
	printf '{{! a tag across the first chunk'"'"'s end }}\n'
	for _ in $(seq 1023); do printf '%063d\n' 0; done
	printf '%058d$Id$\n' 0
} > "$BUILD/chunk.tmpl"
"$ECTAB" -t "$BUILD/chunk.tmpl" -c P-256 -o "$BUILD/chunk.out" $CURVES
sed '$s/\$Id\$/$Id: chunk.out,v 1.1 2026\/12\/03 10:00:00 tb Exp $/' \
    "$BUILD/chunk.out" > "$BUILD/chunk.expanded"
at=$(grep -b -o '\$Id:' "$BUILD/chunk.expanded" | cut -d: -f1)
if [ "$at" -ge 65536 ] || [ "$(wc -c < "$BUILD/chunk.expanded")" -le 65536 ]; then
	fail "--check: an expanded tag across the end of a chunk" "the tag is at byte $at"
elif out=$("$ECTAB" --check -t "$BUILD/chunk.tmpl" -c P-256 \
    -o "$BUILD/chunk.expanded" $CURVES 2>&1); then
	pass "--check: an expanded tag across the end of a 64 KiB chunk (at byte $at) is the tag"
else
	fail "--check: an expanded tag across the end of a chunk" "$out"
fi
