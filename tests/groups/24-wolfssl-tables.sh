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
# Group wolfssl-tables of make check (tests/run.sh): the precomputed
# tables of G of wolfSSL's SP code, P-256, P-384 and P-521, a block each
# (gen/consumers/wolfssl/files.txt), rendered by templates wolfssl-c32,
# -c64, -sp64, -sp32 and -dsp32 and compared byte for byte with the
# blocks of the eight SP files of the wolfSSL 5.9.2 tarball in
# ../shared/wolfssl/ (gen/consumers/wolfssl/wolfssl.py): each block
# within its file, and each file with ectab's blocks spliced in.  Every
# block of those curves in the files is one files.txt lists.  One
# changed limb of a block of each template fails its comparison, which
# names the file's line, the table, entry, coordinate and limb.  The
# README's and ectab-templates(5)'s recipes run as written in a copy of
# the files.  Every limb of each render is recomputed by kat.py
# --wolfssl and proven by the point-table checker against OpenSSL's BN
# and EC (gen/checker/ptables_wolfssl.c: with 64-bit words, and with
# 32-bit words for the layouts of wolfSSL's 32-bit code), and kat.py
# reads wolfSSL's own eight files, every block; a changed limb fails
# kat.py, naming it, and a comb one entry short fails both.  (Group
# mutation shows the checker catching changed limbs.)
#
# cost: 110

B=$(pwd)/$BUILD
PY=gen/consumers/wolfssl/wolfssl.py
# files.txt's lines: a file and ectab's options.
FILES_TXT=$(sed '/^#/d; /^[[:space:]]*$/d' gen/consumers/wolfssl/files.txt)
FILES=$(printf '%s\n' "$FILES_TXT" | cut -f1 | uniq)
V=wolfssl-5.9.2-stable
T=$B/$V

# A limb of a block of each template, wolfSSL's, and what wolfssl.py
# compare names where it is changed by one: FILE TABLE OLD NEW WHERE
# (fields apart by '|').  They are also what the recipes' copies change.
CHANGES='sp_c32.c|p256_table[256]|0x0f3986a0|0x0f3986a1|p256_table[256], entry 1 (/* 1 */), x, limb 1
sp_c64.c|p384_table[256]|0x50756649c0b528L|0x50756649c0b529L|p384_table[256], entry 1 (/* 1 */), x, limb 0
sp_x86_64.c|p256_table[2405]|0x82ceb1dd8a37b527L|0x82ceb1dd8a37b526L|p256_table[2405], entry 2404 (/* 64 << 252 */), y, limb 3
sp_arm32.c|p521_table[16]|0x606854d6|0x606854d7|p521_table[16], entry 3 (/* 3 */), x, limb 2
sp_dsp32.c|p256_table[256]|0x2895616|0x2895617|p256_table[256], entry 7 (/* 7 */), x, limb 1'

if ! tarball=$(consumer_tarball wolfssl 5.9.2); then
	skip "wolfSSL 5.9.2's tables" "no wolfSSL 5.9.2 source tarball in ../shared/wolfssl/ (set WOLFSSL_TARBALL)"
	return 0
fi
rm -rf "$T" "$B/renders" "$B/spliced" &&
    mkdir -p "$B/renders" "$B/spliced"
# (and sp.h, by which the recipes know the top of a wolfSSL tree)
# shellcheck disable=SC2046
if ! tar -xzf "$tarball" -C "$B" $(printf "$V/%s\n" $FILES) \
    "$V/wolfssl/wolfcrypt/sp.h"; then
	fail "wolfSSL 5.9.2's tables" "$tarball: tar failed"
	return 0
fi

# render FILE OPTIONS: ectab's render of a block of FILE, into
# $B/renders/FILE-TABLE[SIZE].c, its name printed.
render() {
	local out=$B/renders/block.c decl
	# shellcheck disable=SC2086
	"$ECTAB" $2 -o "$out" || return 1
	decl=$(head -n 1 "$out" | sed 's/.* \(p[0-9]*_table\[[0-9]*\]\) = {$/\1/')
	mv "$out" "$B/renders/${1##*/}-$decl.c" &&
	    echo "$B/renders/${1##*/}-$decl.c"
}

n=0 entries=0
while IFS=$'\t' read -r f opts; do
	name=${f##*/}
	[ -f "$B/spliced/$name" ] || cp "$T/$f" "$B/spliced/$name"
	tmpl=$(printf '%s\n' "$opts" | sed 's/.*-t \([^ ]*\).*/\1/')
	# shellcheck disable=SC2086
	if ! out=$(render "$f" "$opts"); then
		fail "ectab $opts ($name)" "exit 1"
		continue
	fi
	what="template $tmpl, ${out##*/$name-}"
	what="${what%.c} of $name"
	if msg=$(python3 "$PY" compare "$out" "$T/$f" 2>&1); then
		pass "$what: the same bytes ($(wc -l < "$out") lines)"
	else
		fail "$what: the same bytes" "$msg"
	fi
	python3 "$PY" splice "$out" "$B/spliced/$name"
	n=$((n + 1))
	entries=$((entries + $(head -n 1 "$out" | sed 's/.*\[\([0-9]*\)\] = {$/\1/')))
done <<EOF
$FILES_TXT
EOF
for f in $FILES; do
	if cmp -s "$B/spliced/${f##*/}" "$T/$f"; then
		pass "${f##*/} with ectab's blocks spliced in is wolfSSL 5.9.2's, byte for byte"
	else
		fail "${f##*/} with ectab's blocks spliced in is wolfSSL 5.9.2's, byte for byte" \
		    "$(diff "$T/$f" "$B/spliced/${f##*/}" | head -n 4)"
	fi
done

# Every block of P-256, P-384 and P-521 in the files is one files.txt
# lists (SAKKE's p1024_table is not covered: gen/consumers/wolfssl/).
all=$(for f in $FILES; do
	python3 "$PY" blocks "$T/$f" | sed "s|^|${f##*/}:|"
done | grep -v ' p1024_table\[')
total=$(printf '%s\n' "$all" | sed 's/.*\[\([0-9]*\)\] = {$/\1/' | paste -sd+ | bc)
if [ "$(printf '%s\n' "$all" | wc -l)" -eq $n ] && [ "$total" -eq $entries ]; then
	pass "files.txt's $n blocks, $entries entries, are every table of P-256, P-384 and P-521 in wolfSSL 5.9.2's $(echo $FILES | wc -w) SP files"
else
	fail "files.txt's blocks are every table of P-256, P-384 and P-521" \
	    "the files have $(printf '%s\n' "$all" | wc -l) blocks ($total entries), files.txt $n ($entries)"
fi

# changed NAME RENDER FILE OLD NEW WANT: RENDER with the first OLD made
# NEW compares unequal with FILE: exit 1, one line naming FILE, the
# line of FILE's block that holds OLD, and WANT.
changed() {
	local out rc line start
	sed "0,/$4/s//$5/" "$2" > "$B/changed"
	start=$(grep -n -m 1 -F "$(head -n 1 "$2")" "$3" | cut -d: -f1)
	line=$(tail -n +"$start" "$3" | grep -n -m 1 -e "$4" | cut -d: -f1)
	line=$((start + line - 1))
	out=$(python3 "$PY" compare "$B/changed" "$3" 2>&1)
	rc=$?
	case $rc:$out in
	"1:$3:$line: $6 is "*", ectab's "*)
		pass "$1: the comparison fails, exit 1, naming ${3##*/}:$line, $6" ;;
	*)	fail "$1: the comparison fails, exit 1, naming ${3##*/}:$line, $6" "exit $rc: $out" ;;
	esac
}
while IFS='|' read -r name table old new want; do
	changed "a limb of $table of $name changed" \
	    "$B/renders/$name-$table.c" "$T/wolfcrypt/src/$name" "$old" \
	    "$new" "$want"
done <<EOF
$CHANGES
EOF

# A line broken elsewhere: the same numbers, the bytes differ.
r=$B/renders/sp_c64.c-p256_table[256].c
sed '0,/0xfc5fedb60179eL,/s//0xfc5fedb60179eL,\n       /' "$r" > "$B/wrapped.c"
f=$T/wolfcrypt/src/sp_c64.c
line=$(grep -n -m 1 -e 0xfc5fedb60179eL "$f" | cut -d: -f1)
out=$(python3 "$PY" compare "$B/wrapped.c" "$f" 2>&1)
rc=$?
case $rc:$out in
"1:$f:$line: the same numbers as ectab's, but the line differs: "*)
	pass "a line of sp_c64.c's P-256 comb wrapped elsewhere: exit 1, naming sp_c64.c:$line as the same numbers" ;;
*)	fail "a line of sp_c64.c's P-256 comb wrapped elsewhere" "exit $rc: $out" ;;
esac
# py_refused NAME WANT [FILE ORIG]... -- ARG...: wolfssl.py ARG... exits
# 1 with the one line WANT (WANT*: a line that begins so), leaving each
# FILE the same as ORIG.
py_refused() {
	local name=$1 want=$2 out rc same=1
	local -a files=()
	shift 2
	while [ "$1" != -- ]; do
		files+=("$1" "$2")
		shift 2
	done
	shift
	out=$(python3 "$PY" "$@" 2>&1)
	rc=$?
	set -- "${files[@]}"
	while [ $# -gt 0 ]; do
		cmp -s "$1" "$2" || same=0
		shift 2
	done
	case $want in
	*'*')	[ "${out#"${want%\*}"}" != "$out" ] && [ "${out%%$'\n'*}" = "$out" ] ||
		    same=0 ;;
	*)	[ "$out" = "$want" ] || same=0 ;;
	esac
	if [ $rc -eq 1 ] && [ $same -eq 1 ]; then
		pass "$name"
	else
		fail "$name" "exit $rc: $out"
	fi
}
# A block the file does not have (sp_c64.c has no table of 64
# entries), a render that is not a block, and a usage error.
sed '1s/\[256\]/[64]/' "$r" > "$B/absent.c"
py_refused "wolfssl.py compare: a block the file does not have is one line naming it, exit 1" \
    "wolfssl.py: $f: no line \"static const sp_table_entry_256 p256_table[64] = {\": the file's tables are not those files.txt lists" \
    -- compare "$B/absent.c" "$f"
py_refused "wolfssl.py splice: a render that is not a block is one line, exit 1, the file unchanged" \
    "wolfssl.py: $f:1: not a table block*" "$B/spliced/sp_c64.c" "$f" \
    -- splice "$f" "$B/spliced/sp_c64.c"
# All or none: a changed block spliced into one file and a block another
# file lacks change neither file.
g=$B/spliced/sp_c32.c
cp "$T/wolfcrypt/src/sp_c32.c" "$g"
sed '0,/0xfc5fedb60179eL,/s//0xfc5fedb60179fL,/' "$r" > "$B/changed.c"
py_refused "wolfssl.py splice: a block one file lacks leaves every file unchanged, exit 1" \
    "wolfssl.py: $g: no line *" "$B/spliced/sp_c64.c" "$f" \
    "$g" "$T/wolfcrypt/src/sp_c32.c" \
    -- splice "$B/changed.c" "$B/spliced/sp_c64.c" "$B/absent.c" "$g"
# One file named two ways gets both its blocks; a block given twice for
# one file is an error, and changes nothing.
h=$B/twice/sp_c64.c
mkdir -p "$B/twice" && cp "$T/wolfcrypt/src/sp_c64.c" "$h"
r384="$B/renders/sp_c64.c-p384_table[256].c"
sed '0,/0x[0-9a-f]*L,/s/\(0x[0-9a-f]*\)[0-9a-f]L,/\1aL,/' "$r384" > "$B/changed384.c"
python3 "$PY" splice "$B/changed.c" "$h" "$B/changed384.c" \
    "$B/twice/./sp_c64.c" 2>&1
if python3 "$PY" compare "$B/changed.c" "$h" &&
    python3 "$PY" compare "$B/changed384.c" "$h"; then
	pass "wolfssl.py splice: two blocks into one file named two ways both go in"
else
	fail "wolfssl.py splice: two blocks into one file named two ways" "a block is missing"
fi
cp "$T/wolfcrypt/src/sp_c64.c" "$h"
line=$(grep -n -m 1 -F 'static const sp_table_entry_256 p256_table[256] = {' "$h" | cut -d: -f1)
py_refused "wolfssl.py splice: a block given twice for one file is one line naming it, exit 1, the file unchanged" \
    "wolfssl.py: $h:$line: a block given twice: static const sp_table_entry_256 p256_table[256] = {" \
    "$h" "$T/wolfcrypt/src/sp_c64.c" \
    -- splice "$B/changed.c" "$h" "$r" "$B/twice/./sp_c64.c"
# A block of another file's layout, whose declaration is the same
# (sp_c64.c's P-384 comb for sp_c32.c's): both refuse it at the
# declaration, naming the shapes.
f32=$T/wolfcrypt/src/sp_c32.c
line=$(grep -n -m 1 -F 'static const sp_table_entry_384 p384_table[256] = {' "$f32" | cut -d: -f1)
want="$f32:$line: the table has 256 entries of 30 limbs, ectab's block 256 entries of 14 limbs: a block of another layout"
py_refused "wolfssl.py compare: a block of another layout (sp_c64.c's P-384 comb against sp_c32.c's) is named at the declaration, exit 1" \
    "$want" -- compare "$r384" "$f32"
cp "$f32" "$h"
py_refused "wolfssl.py splice: a block of another layout is refused in one line, the file unchanged" \
    "wolfssl.py: ${want/#$f32/$h}" "$h" "$f32" -- splice "$r384" "$h"
# A file with CR LF line ends is not the same bytes: compare and splice
# refuse it, naming its first line.
sed 's/$/\r/' "$T/wolfcrypt/src/sp_c64.c" > "$B/crlf.c"
for op in compare splice; do
	py_refused "wolfssl.py $op: a file with CR LF line ends is one line naming it, exit 1" \
	    "wolfssl.py: $B/crlf.c:1: a carriage return (CR LF line ends?): the file's lines must end in LF" \
	    -- $op "$r" "$B/crlf.c"
done
out=$(python3 "$PY" compare "$r" 2>&1)
rc=$?
case $rc:$out in
"2:usage: wolfssl.py blocks FILE"*) pass "wolfssl.py: a usage error exits 2 with the usage" ;;
*)	fail "wolfssl.py: a usage error exits 2 with the usage" "exit $rc: $out" ;;
esac

# The recipes a maintainer of wolfSSL is given, run as written in a copy
# of the files with one limb of each of CHANGES' changed: the README's to
# regenerate and to check (E its folder of ectab), the manual's to
# regenerate (ectab on PATH).  Each regeneration, silent, makes the
# files wolfSSL's again; the check exits 1 with a line for each changed
# block and changes nothing, and on wolfSSL's own files is silent and
# exits 0.  None leaves a file behind.
# recipe WHAT SCRIPT regen|check|clean: one check, as above.
recipe() {
	local what=$1 script=$2 mode=$3 f n=0 all
	local name table old new rest
	all=$(echo $FILES | wc -w)
	rm -rf "$B/tree" && mkdir -p "$B/tree/wolfcrypt/src" \
	    "$B/tree/wolfssl/wolfcrypt" || return
	for f in $FILES wolfssl/wolfcrypt/sp.h; do
		cp "$T/$f" "$B/tree/$f"
	done
	while IFS='|' read -r name table old new rest; do
		[ "$mode" = clean ] && continue
		sed -i "0,/$old/s//$new/" "$B/tree/wolfcrypt/src/$name"
		n=$((n + 1))
	done <<-EOF
	$CHANGES
	EOF
	if recipe_holds "$B/tree" "$T" "${mode/clean/check}" $n "$script" $FILES; then
		case $mode in
		regen)	pass "$what runs as written: wolfSSL's $all files, $n with a limb changed, made wolfSSL's again, nothing left behind" ;;
		check)	pass "$what runs as written: wolfSSL's $all files, $n with a limb changed, exit 1, a line each, the files unchanged, nothing left behind" ;;
		clean)	pass "$what runs as written: wolfSSL's $all files, silent, exit 0, nothing left behind" ;;
		esac
	else
		fail "$what runs as written ($mode)" "$out"
	fi
}
readme=gen/consumers/wolfssl/README.md
# shellcheck disable=SC2016
blocks=$(awk '/^## In wolfSSL.s tree/ { on = 1 } /^## / && !/In wolfSSL/ { on = 0 }
    on && /^```text$/ { n++; inb = 1; next }
    inb && /^```$/ { print "#END" n; inb = 0; next } inb { print }' "$readme" | grep -v '^E=/path/to/ectab$')
recipe "$readme's regeneration" "$(printf '%s\n' "$blocks" | sed '/^#END1$/,$d')" regen
for m in check clean; do
	recipe "$readme's check" "$(printf '%s\n' "$blocks" | sed '1,/^#END1$/d; /^#END2$/,$d')" $m
done
# From a folder that is not the top of a wolfSSL tree, the check fails
# (a CI job run in the wrong folder would otherwise pass).
rm -rf "$B/elsewhere" && mkdir -p "$B/elsewhere"
out=$(cd "$B/elsewhere" && E=$(cd "$OLDPWD" && pwd) bash -e -c \
    "$(printf '%s\n' "$blocks" | sed '1,/^#END1$/d; /^#END2$/,$d')" 2>&1)
rc=$?
if [ $rc -eq 1 ] && [ "$out" = "not the top of a wolfSSL tree" ]; then
	pass "$readme's check in a folder that is not a wolfSSL tree: exit 1, saying so"
else
	fail "$readme's check in a folder that is not a wolfSSL tree" "exit $rc: $out"
fi
# With E not ectab's tree (the recipe's placeholder left), the check
# fails saying so, rather than checking nothing; in a tree that has
# none of files.txt's files, both fail, each file passed over named.
check=$(printf '%s\n' "$blocks" | sed '1,/^#END1$/d; /^#END2$/,$d')
out=$(cd "$B/tree" && E=/path/to/ectab bash -e -c "$check" 2>&1)
rc=$?
if [ $rc -eq 1 ] && [ "$out" = "E=/path/to/ectab: not ectab's source tree" ]; then
	pass "$readme's check with E not ectab's tree: exit 1, saying so"
else
	fail "$readme's check with E not ectab's tree" "exit $rc: $out"
fi
rm -rf "$B/bare" && mkdir -p "$B/bare/wolfssl/wolfcrypt" &&
    cp "$T/wolfssl/wolfcrypt/sp.h" "$B/bare/wolfssl/wolfcrypt/"
n=$(sed '/^#/d; /^$/d' gen/consumers/wolfssl/files.txt | wc -l)
for what in regeneration check; do
	if [ $what = check ]; then
		script=$check
	else
		script=$(printf '%s\n' "$blocks" | sed '/^#END1$/,$d')
	fi
	out=$(cd "$B/bare" && E=$(cd "$OLDPWD" && pwd) bash -e -c "$script" 2>&1)
	rc=$?
	if [ $rc -eq 1 ] &&
	    [ "$(printf '%s\n' "$out" | grep -c ': not in this tree, passed over$')" -eq "$n" ] &&
	    [ "$(printf '%s\n' "$out" | tail -n 1)" = "no file of files.txt in this tree" ] &&
	    [ "$(cd "$B/bare" && find . -type f)" = ./wolfssl/wolfcrypt/sp.h ]; then
		pass "$readme's $what in a tree without the files: exit 1, the $n lines passed over named, nothing made"
	else
		fail "$readme's $what in a tree without the files" "exit $rc: $(printf '%s\n' "$out" | tail -n 2 | tr '\n' ' ')"
	fi
done
recipe "ectab-templates(5)'s regeneration" "$(sed -n '/^To regenerate them, from the top of wolfSSL/,/^\.Ed$/p' gen/ectab-templates.5 |
    sed '1,/^\.Bd -literal/d; /^\.Ed$/d; s/\\e/\\/g')" regen

# --- every number proven twice: kat.py and the checker ------------------------

# kat.py --wolfssl recomputes every limb and comment of each render with
# Python's integers, from wolfSSL's own definitions of its tables (2^T
# entries a comb, entry i the sum over the bits j of i of 2^(d j) G, d =
# ceil(bits / T); 65 r entries r rows of multiples, entry 65 r + k =
# k 2^(7 r) G, r = ceil((bits + 1) / 7); Montgomery form for P-256 and
# P-384), a line a table; and reads wolfSSL's own eight files, every
# block of P-256, P-384 and P-521 where it stands, as many as files.txt
# lists.  The point-table checker (gen/checker/ptables.c, with the
# adapter that wolfssl_table_adapter names, ptables_wolfssl.c) compiles
# each render with wolfSSL's declarations (sp_table_entry_N of sp_digit
# x[LIMBS], sp_digit as wolfssl/wolfcrypt/sp_int.h makes it) and proves
# every point against OpenSSL's BN and EC: with 64-bit words, and with
# 32-bit words for the layouts of wolfSSL's 32-bit code (c32, sp32,
# dsp32), whose limbs a 32-bit word holds.  A changed limb of each
# template fails kat.py, naming table, entry, coordinate and limb, in a
# render and in wolfSSL's own file.  (Group mutation shows the checker
# catching changed limbs.)

# layout_of NAME: the layout of wolfSSL's file NAME (sp_c32.c: c32), as
# the template of its lines of files.txt names it (-t wolfssl-c32).
layout_of() {
	printf '%s\n' "$FILES_TXT" |
	    sed -n "s|^[^	]*/$1	.*-t wolfssl-\([a-z0-9]*\) .*|\1|p" |
	    head -n 1
}

# The checker's sources that do not read the table, once for each word
# size: PROVER_OBJS64, PROVER_OBJS32.
for bits in 64 32; do
	can_prove "the point-table checker, $bits-bit words" $bits || continue
	# shellcheck disable=SC2086
	if compile_each "$B/o$bits" ${CC:-gcc} -m$bits -std=c11 -O2 -Wall \
	    -Wextra -pedantic -Werror -Igen/checker -- gen/checker/ptables.c \
	    gen/checker/words.c; then
		eval "PROVER_OBJS$bits=\$OBJS"
	else
		fail "the point-table checker, $bits-bit words" "does not build: $out"
	fi
done

# build_prover KIND RENDER BITS: $B/prover, the point-table checker of
# wolfSSL's layout KIND, built with BITS-bit words on RENDER; or 1, and
# out says why.
build_prover() {
	local objs
	objs=$(eval "printf '%s' \"\${PROVER_OBJS$3:-}\"")
	# shellcheck disable=SC2046
	set -- "$2" "$3" $(wolfssl_table_adapter "$1" "$2")
	# shellcheck disable=SC2086
	out=$(${CC:-gcc} -m$2 -std=c11 -O2 -Wall -Wextra -pedantic -Werror \
	    -Igen/checker -DTABLES_HEADER="\"$1\"" "${@:4}" -o "$B/prover" \
	    "$3" $objs -lcrypto -ldl 2>&1)
}

# proved KIND RENDER BITS: build_prover's checker, run: its lines,
# counted.
proved() {
	local name="checker $3 on ${2##*/}"
	[ -n "$(eval "printf '%s' \"\${PROVER_OBJS$3:-}\"")" ] || return
	if ! build_prover "$@"; then
		fail "$name" "does not build: $out"
		return
	fi
	count_lines "$name" run_bits "$3" "$B/prover"
}

# A render of the same layout and bytes as one proven (files.txt gives
# the blocks of sp_x86_64.c and sp_arm64.c, or of the three 32-bit ARM
# files, the same options) is that one's proof, shown by cmp.
declare -A proven
renders=0 distinct=0
for r in "$B"/renders/*.c; do
	[ -f "$r" ] || continue
	name=${r##*/}
	kind=$(layout_of "${name%%-p*}")
	renders=$((renders + 1))
	key="$kind $(cksum < "$r")"
	if [ -n "${proven[$key]:-}" ]; then
		if cmp -s "${proven[$key]}" "$r"; then
			pass "$name: the same bytes as ${proven[$key]##*/}, proven above"
			continue
		fi
		fail "$name: the same bytes as ${proven[$key]##*/}" "cmp: they differ"
	fi
	proven[$key]=$r
	distinct=$((distinct + 1))
	# shellcheck disable=SC2086
	count_lines "kat.py --wolfssl $kind on $name" python3 tests/kat.py \
	    --wolfssl "$kind" "$r" $CURVES
	proved "$kind" "$r" 64
	case $kind in
	c32|sp32|dsp32) proved "$kind" "$r" 32 ;;
	esac
done
if [ $renders -eq $n ]; then
	pass "kat.py and the checker proved every render, $renders ($distinct distinct)"
else
	fail "kat.py and the checker proved every render" "$renders of $n"
fi

# And wolfSSL's own files, as they stand in its tree, each block where
# it stands: as many blocks as files.txt lists of each.
# kat_file KIND FILE OUT: kat.py --wolfssl KIND FILE, its lines also in OUT.
kat_file() {
	# shellcheck disable=SC2086
	python3 tests/kat.py --wolfssl "$1" "$2" $CURVES | tee "$3"
	return "${PIPESTATUS[0]}"
}
for f in $FILES; do
	name=${f##*/}
	kind=$(layout_of "$name")
	count_lines "kat.py --wolfssl $kind on wolfSSL 5.9.2's $name" \
	    kat_file "$kind" "$T/$f" "$B/kat.out"
	want=$(printf '%s\n' "$FILES_TXT" | grep -c "^$f	")
	if grep -q "^PASS kat\.py: $V/$f: its $want tables\{0,1\} of P-256, P-384 and P-521, " "$B/kat.out"; then
		pass "kat.py read all $want blocks of $name that files.txt lists"
	else
		fail "kat.py read all $want blocks of $name that files.txt lists" \
		    "$(grep "$V/$f: its " "$B/kat.out")"
	fi
done

# kat_changed NAME KIND FILE OLD NEW WANT: FILE with the first OLD made
# NEW fails kat.py --wolfssl KIND, which names WANT.
kat_changed() {
	local out
	sed "0,/$4/s//$5/" "$3" > "$B/kat-changed.c"
	# shellcheck disable=SC2086
	out=$(python3 tests/kat.py --wolfssl "$2" "$B/kat-changed.c" $CURVES)
	case $out in
	*"FAIL "*": $6: "*)
		pass "$1: kat.py fails, naming $6" ;;
	*)	fail "$1: kat.py fails, naming $6" "$out" ;;
	esac
}
while IFS='|' read -r name table old new want; do
	kat_changed "a limb of $table of $name's render changed" \
	    "$(layout_of "$name")" "$B/renders/$name-$table.c" "$old" "$new" \
	    "$want"
done <<EOF
$CHANGES
EOF
kat_changed "a limb of the last row of sp_x86_64.c's P-256 table of multiples changed in wolfSSL's file" \
    sp64 "$T/wolfcrypt/src/sp_x86_64.c" 0x82ceb1dd8a37b527L \
    0x82ceb1dd8a37b526L "p256_table[2405], entry 2404 (/* 64 << 252 */), y, limb 3"

# A comb one entry short (its last entry gone, declared [15]) fails
# kat.py, and the checker's proof of its shape.
r="$B/renders/sp_arm32.c-p256_table[16].c"
sed '1s/\[16\]/[15]/; /^    \/\* 15 \*\/$/,/^};$/{/^};$/!d;}' "$r" > "$B/short.c"
# shellcheck disable=SC2086
out=$(python3 tests/kat.py --wolfssl sp32 "$B/short.c" $CURVES)
case $out in
"FAIL kat.py: "*": wolfSSL's sp32 p256_table[15] of prime256v1: 15 entries: neither 2^T (a comb) nor "*)
	pass "a comb of sp_arm32.c one entry short: kat.py fails, naming its 15 entries" ;;
*)	fail "a comb of sp_arm32.c one entry short: kat.py fails, naming its 15 entries" "$out" ;;
esac
if [ -n "${PROVER_OBJS64:-}" ]; then
	if build_prover sp32 "$B/short.c" 64; then
		out=$("$B/prover")
		rc=$?
	else
		rc="does not build"
	fi
	case $rc:$out in
	"1:FAIL checker 64: table sp32 p256_table[15] of prime256v1: 15 points a row for a comb of 4 teeth"*)
		pass "a comb of sp_arm32.c one entry short: the checker fails, exit 1, naming its 15 points" ;;
	*)	fail "a comb of sp_arm32.c one entry short: the checker fails, exit 1, naming its 15 points" "exit $rc: $out" ;;
	esac
fi
