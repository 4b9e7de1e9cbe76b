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
# Group openssl-tables of make check (tests/run.sh): OpenSSL's six
# precomputed tables of G (gen/consumers/openssl/files.txt), rendered by
# templates openssl-nistz256 and openssl-sm2p256 (with the notice of
# OpenSSL's file) and openssl-nistp224, -nistp256, -nistp384 and
# -nistp521, compared byte for byte with the files of each release in
# ../shared/openssl/, OpenSSL 3.0.22 (four tables) and 3.5.7 (six)
# (gen/consumers/openssl/openssl.py): the whole files, each gmul block
# within its file, and each file with ectab's block spliced in; a file
# files.txt says a release does not have is not in its tarball.  One
# changed word of each render fails its comparison, which names the
# file's line and the point.  The README's and ectab-templates(5)'s
# recipes run as written in a copy of each release's files.  Every
# word and limb of each render is recomputed by kat.py --openssl and
# proven by the point-table checker against OpenSSL's BN (the nistz256
# table with 64- and 32-bit words, the others with 64-bit words); a
# changed limb fails kat.py, naming it.  (Group mutation shows the
# checker catching changed limbs.)
#
# cost: 40
# again in: sanitizers

B=$(pwd)/$BUILD
PY=gen/consumers/openssl/openssl.py
RELEASES="3.0.22 3.5.7"
# files.txt's lines: a file, how ectab writes it, the first release
# that has it, ectab's options.
FILES_TXT=$(sed '/^#/d; /^[[:space:]]*$/d' gen/consumers/openssl/files.txt)

# has RELEASE SINCE: RELEASE is SINCE or later.
has() {
	[ "$(printf '%s\n%s\n' "$2" "$1" | sort -V | head -n 1)" = "$2" ]
}

# The files of a release, a line each: PATH HOW OPTIONS.
files_of() {
	local f how since opts
	while IFS=$'\t' read -r f how since opts; do
		has "$1" "$since" && printf '%s\t%s\t%s\n' "$f" "$how" "$opts"
	done <<-EOF
	$FILES_TXT
	EOF
}

# A word of each file, OpenSSL's, and what kat.py and openssl.py compare
# name where it is changed by one: FILE OLD NEW WHERE (fields apart by
# '|').  The first is also what the recipes' copies change.
CHANGES='ecp_nistz256_table.c|0xef0a3fec, 0xfa181e69|0xef0a3fec, 0xfa181e68|subtable 20, point 0 (1 * 2^140 * G), x, word 0
ecp_nistp224.c|0x9665266dddf554|0x9665266dddf555|table 1, entry 1, x, limb 0
ecp_nistp256.c|0x4fe342e2fe1a7f9b|0x4fe342e2fe1a7f9a|table 0, entry 1, y, limb 3
ecp_nistp384.c|0x00e082542a385502|0x00e082542a385503|entry 1, x, limb 2
ecp_nistp521.c|0x0037720542e9d49d|0x0037720542e9d49c|entry 14, x, limb 8
ecp_sm2p256_table.c|0x2a81052ff641ed69|0x2a81052ff641ed68|subtable 0, entry 4 (4 * 2^0 * G), x, word 2'

# compared WHAT RENDER FILE: openssl.py compare finds RENDER and FILE
# (or its block) the same bytes: silent, exit 0.
compared() {
	local out rc
	out=$(python3 "$PY" compare "$2" "$3" 2>&1)
	rc=$?
	if [ $rc -eq 0 ] && [ -z "$out" ]; then
		pass "$1: the same bytes ($(wc -l < "$2") lines)"
	else
		fail "$1: the same bytes" "exit $rc: $out"
	fi
}

# changed NAME RENDER FILE OLD NEW WANT: RENDER with the first OLD made
# NEW compares unequal with FILE: exit 1, one line naming FILE, the
# line of FILE that holds OLD, and WANT.
changed() {
	local out rc line
	sed "0,/$4/s//$5/" "$2" > "$B/changed"
	line=$(grep -n -m 1 -e "$4" "$3" | cut -d: -f1)
	out=$(python3 "$PY" compare "$B/changed" "$3" 2>&1)
	rc=$?
	case $rc:$out in
	"1:$3:$line: $6 is "*", ectab's "*)
		pass "$1: the comparison fails, exit 1, naming ${3##*/}:$line, $6" ;;
	*)	fail "$1: the comparison fails, exit 1, naming ${3##*/}:$line, $6" "exit $rc: $out" ;;
	esac
}

# render RELEASE FILE HOW OPTIONS: ectab's render of FILE into
# $B/RELEASE/FILE's name (a whole file with the notice of the release's
# own), or of its gmul block into $B/RELEASE/gmul-FILE.
render() {
	local t=$B/openssl/openssl-$1/$2 out=$B/$1/${2##*/}
	[ "$3" = gmul ] && out=$B/$1/gmul-${2##*/}
	case $3 in
	whole)	python3 "$PY" notice "$t" > "$out.notice" &&
		    "$ECTAB" $4 --notice "$out.notice" -o "$out" ;;
	gmul)	"$ECTAB" $4 -o "$out" ;;
	esac && echo "$out"
}

for v in $RELEASES; do
	if ! tarball=$(consumer_tarball openssl "$v"); then
		skip "OpenSSL $v's tables" "no OpenSSL $v source tarball in ../shared/openssl/ (set OPENSSL_TARBALL_$(printf '%s' "$v" | tr . _))"
		continue
	fi
	rm -rf "$B/openssl/openssl-$v" "$B/$v" && mkdir -p "$B/openssl" "$B/$v"
	# shellcheck disable=SC2046
	if ! tar -xzf "$tarball" -C "$B/openssl" $(files_of "$v" |
	    cut -f1 | sed "s|^|openssl-$v/|"); then
		fail "OpenSSL $v's tables" "$tarball: tar failed"
		continue
	fi
	# What files.txt says the release does not have, it does not.
	absent=$(printf '%s\n' "$FILES_TXT" | cut -f1 | while read -r f; do
		files_of "$v" | cut -f1 | grep -qx "$f" || echo "$f"
	done)
	if [ -n "$absent" ]; then
		if tar -tzf "$tarball" | grep -qx -F "$(printf '%s\n' "$absent" |
		    sed "s|^|openssl-$v/|")"; then
			fail "OpenSSL $v has no $(echo $absent)" "the tarball has it; see files.txt's column of releases"
		else
			pass "OpenSSL $v has no $(echo $absent), as files.txt says"
		fi
	fi
	T=$B/openssl/openssl-$v
	while IFS=$'\t' read -r f how opts; do
		name=${f##*/}
		# shellcheck disable=SC2086
		if ! out=$(render "$v" "$f" "$how" "$opts"); then
			fail "ectab $opts (OpenSSL $v's $name)" "exit 1"
			continue
		fi
		tmpl=$(printf '%s\n' "$opts" | sed 's/.*-t \([^ ]*\).*/\1/')
		if [ "$how" = whole ]; then
			compared "template $tmpl and OpenSSL $v's file" "$out" "$T/$f"
		else
			compared "template $tmpl and OpenSSL $v's block" "$out" "$T/$f"
			cp "$T/$f" "$B/$v/$name"
			python3 "$PY" splice "$out" "$B/$v/$name"
			if cmp -s "$B/$v/$name" "$T/$f"; then
				pass "$name with ectab's gmul block spliced in is OpenSSL $v's, byte for byte"
			else
				fail "$name with ectab's gmul block spliced in is OpenSSL $v's, byte for byte" \
				    "$(diff "$T/$f" "$B/$v/$name" | head -n 4)"
			fi
		fi
	done < <(files_of "$v")
done

# One changed word of each render, against the newest release that has
# its file.
while IFS='|' read -r name old new want; do
	for v in $RELEASES; do
		[ -f "$B/$v/$name" ] && r=$B/$v/$name
		[ -f "$B/$v/gmul-$name" ] && r=$B/$v/gmul-$name
		[ -f "$B/openssl/openssl-$v/crypto/ec/$name" ] &&
		    t=$B/openssl/openssl-$v/crypto/ec/$name
	done
	[ -n "${r:-}" ] && [ -n "${t:-}" ] &&
	    changed "a word of $name changed" "$r" "$t" "$old" "$new" "$want"
	r= t=
done <<EOF
$CHANGES
EOF
# A line broken elsewhere: the same numbers, the bytes differ.
T=$B/openssl/openssl-3.0.22/crypto/ec
if [ -f "$B/3.0.22/gmul-ecp_nistp256.c" ]; then
	sed '0,/0x77037d812deb33a0, /s//0x77037d812deb33a0,\n/' \
	    "$B/3.0.22/gmul-ecp_nistp256.c" > "$B/wrapped.c"
	line=$(grep -n -m 1 -e 0x77037d812deb33a0 "$T/ecp_nistp256.c" | cut -d: -f1)
	out=$(python3 "$PY" compare "$B/wrapped.c" "$T/ecp_nistp256.c" 2>&1)
	rc=$?
	case $rc:$out in
	"1:$T/ecp_nistp256.c:$line: the same numbers as ectab's, but the line differs: "*)
		pass "a line of P-256's gmul wrapped elsewhere: exit 1, naming ecp_nistp256.c:$line as the same numbers" ;;
	*)	fail "a line of P-256's gmul wrapped elsewhere" "exit $rc: $out" ;;
	esac
fi
# A file without a gmul block, and a usage error.
if [ -f "$T/ecp_nistz256_table.c" ]; then
	out=$(python3 "$PY" block "$T/ecp_nistz256_table.c" 2>&1)
	rc=$?
	if [ $rc -eq 1 ] && [ "$out" = "openssl.py: $T/ecp_nistz256_table.c:$(($(wc -l < "$T/ecp_nistz256_table.c") + 1)): no line \"static const ... gmul[...] = {\"" ]; then
		pass "openssl.py block: a file without a gmul block is one line naming it, exit 1"
	else
		fail "openssl.py block: a file without a gmul block" "exit $rc: $out"
	fi
fi
out=$(python3 "$PY" compare "$B/wrapped.c" 2>&1)
rc=$?
case $rc:$out in
"2:usage: openssl.py notice FILE"*) pass "openssl.py: a usage error exits 2 with the usage" ;;
*)	fail "openssl.py: a usage error exits 2 with the usage" "exit $rc: $out" ;;
esac

# The recipes a maintainer of OpenSSL is given, run as written in a
# copy of each release's files with one word of each changed: the
# README's to regenerate and to check (E its folder of ectab), the
# manual's to regenerate (ectab on PATH).  Each regeneration, silent,
# makes the files OpenSSL's again; the check exits 1 with a line for
# each and changes nothing, and on OpenSSL's own files is silent and
# exits 0.  None leaves a file behind.
# recipe RELEASE WHAT SCRIPT regen|check|check1|clean: one check, as
# above (check1: the nistz256 file alone changed, so that a status lost
# in a loop after it shows).
recipe() {
	local v=$1 what=$2 script=$3 mode=$4 f m n=0 all
	local files name old new rest
	T=$B/openssl/openssl-$v
	files=$(files_of "$v" | cut -f1)
	all=$(printf '%s\n' "$files" | wc -l)
	rm -rf "$B/tree" && mkdir -p "$B/tree/crypto/ec" || return
	for f in $files; do
		cp "$T/$f" "$B/tree/$f"
	done
	while IFS='|' read -r name old new rest; do
		[ -f "$B/tree/crypto/ec/$name" ] || continue
		case $mode in
		clean)	continue ;;
		check1)	[ "$name" = ecp_nistz256_table.c ] || continue ;;
		esac
		sed -i "0,/$old/s//$new/" "$B/tree/crypto/ec/$name"
		n=$((n + 1))
	done <<-EOF
	$CHANGES
	EOF
	m=check
	[ "$mode" = regen ] && m=regen
	# shellcheck disable=SC2086
	if recipe_holds "$B/tree" "$T" $m $n "$script" $files; then
		case $mode in
		regen)	pass "$what runs as written: OpenSSL $v's $all files, each with a word changed, made OpenSSL's again, nothing left behind" ;;
		check)	pass "$what runs as written: OpenSSL $v's $all files, each with a word changed, exit 1, a line each, the files unchanged, nothing left behind" ;;
		check1)	pass "$what runs as written: OpenSSL $v's nistz256 file alone with a word changed, exit 1, one line, nothing left behind" ;;
		clean)	pass "$what runs as written: OpenSSL $v's $all files, silent, exit 0, nothing left behind" ;;
		esac
	else
		fail "$what runs as written on OpenSSL $v ($mode)" "$out"
	fi
}
readme=gen/consumers/openssl/README.md
# shellcheck disable=SC2016
blocks=$(awk '/^## In OpenSSL.s tree/ { on = 1 } /^## / && !/In OpenSSL/ { on = 0 }
    on && /^```text$/ { n++; inb = 1; next }
    inb && /^```$/ { print "#END" n; inb = 0; next } inb { print }' "$readme" | grep -v '^E=/path/to/ectab$')
for v in $RELEASES; do
	[ -d "$B/openssl/openssl-$v" ] || continue
	recipe "$v" "$readme's regeneration" "$(printf '%s\n' "$blocks" | sed '/^#END1$/,$d')" regen
	for m in check check1 clean; do
		recipe "$v" "$readme's check" "$(printf '%s\n' "$blocks" | sed '1,/^#END1$/d; /^#END2$/,$d')" $m
	done
	recipe "$v" "ectab-templates(5)'s regeneration" "$(sed -n '/^To regenerate OpenSSL.s tables/,/^\.Ed$/p' gen/ectab-templates.5 |
	    sed '1,/^\.Bd -literal/d; /^\.Ed$/d; s/\\e/\\/g')" regen
done
[ -z "$VARIANT" ] || return 0

# --- every number proven twice: kat.py and the checker ------------------------

# kat.py --openssl recomputes every word and limb of each render with
# Python's integers, from OpenSSL's own definitions of the tables; the
# point-table checker (gen/checker/ptables.c, with the adapter that
# openssl_table_adapter names) compiles each render as OpenSSL declares
# it and proves every point against OpenSSL's BN, the nistz256 table
# with 64- and 32-bit words (TOBN makes two words of a pair), SM2's and
# the gmul tables with 64-bit words, as OpenSSL has them in its 64-bit
# code only.  kat.py reads OpenSSL's own files too, as they stand in
# its tree.
# proved KIND RENDER BITS: the point-table checker of OpenSSL's table
# KIND, built with BITS-bit words on RENDER and run: its lines, counted.
proved() {
	local name="checker $3 on $2" out
	can_prove "$name" "$3" || return
	# shellcheck disable=SC2046
	set -- "$2" "$3" $(openssl_table_adapter "$1")
	# shellcheck disable=SC2086
	if ! compile_each "$B/o$2" ${CC:-gcc} -m$2 -std=c11 -O2 -Wall -Wextra \
	    -pedantic -Werror -Igen/checker -DTABLES_HEADER="\"$1\"" "${@:4}" \
	    -- gen/checker/ptables.c gen/checker/words.c "$3" ||
	    ! out=$(${CC:-gcc} -m$2 -o "$B/prover" $OBJS -lcrypto -ldl 2>&1); then
		fail "$name" "does not build: $out"
		return
	fi
	count_lines "$name" run_bits "$2" "$B/prover"
}

# The renders of the newest release (those of an older one are the same
# templates on the same curves); none without a tarball.
R=
for v in $RELEASES; do
	[ -d "$B/$v" ] && R=$B/$v
done
for r in nistz256:ecp_nistz256_table.c sm2p256:ecp_sm2p256_table.c \
    nistp224:gmul-ecp_nistp224.c nistp256:gmul-ecp_nistp256.c \
    nistp384:gmul-ecp_nistp384.c nistp521:gmul-ecp_nistp521.c; do
	[ -f "$R/${r#*:}" ] || continue
	# shellcheck disable=SC2086
	count_lines "kat.py --openssl ${r%%:*}" python3 tests/kat.py \
	    --openssl "${r%%:*}" "$R/${r#*:}" $CURVES
	proved "${r%%:*}" "$R/${r#*:}" 64
done
[ -f "$R/ecp_nistz256_table.c" ] &&
    proved nistz256 "$R/ecp_nistz256_table.c" 32
# And OpenSSL's own files, as they stand in each release's tree, gmul
# within code.
for v in $RELEASES; do
	for k in nistz256:ecp_nistz256_table.c sm2p256:ecp_sm2p256_table.c \
	    nistp224:ecp_nistp224.c nistp256:ecp_nistp256.c \
	    nistp384:ecp_nistp384.c nistp521:ecp_nistp521.c; do
		f=$B/openssl/openssl-$v/crypto/ec/${k#*:}
		[ -f "$f" ] || continue
		# shellcheck disable=SC2086
		count_lines "kat.py --openssl ${k%%:*} on OpenSSL $v's ${k#*:}" \
		    python3 tests/kat.py --openssl "${k%%:*}" "$f" $CURVES
	done
done

# kat_changed NAME KIND RENDER OLD NEW WANT: RENDER with the first OLD
# made NEW fails kat.py --openssl KIND, which names WANT.
kat_changed() {
	local out
	[ -f "$3" ] || return
	sed "0,/$4/s//$5/" "$3" > "$B/kat-changed.c"
	# shellcheck disable=SC2086
	out=$(python3 tests/kat.py --openssl "$2" "$B/kat-changed.c" $CURVES)
	case $out in
	*"FAIL "*": $6: "*)
		pass "$1: kat.py fails, naming $6" ;;
	*)	fail "$1: kat.py fails, naming $6" "$out" ;;
	esac
}
kat_changed "a word of subtable 20 changed" nistz256 \
    "$R/ecp_nistz256_table.c" "0xef0a3fec, 0xfa181e69" \
    "0xef0a3fec, 0xfa181e68" "subtable 20, point 0 (1 * 2^140 * G), x, word 0"
kat_changed "a limb of P-224's gmul changed within its 56 bits" nistp224 \
    "$R/gmul-ecp_nistp224.c" "0x9665266dddf554" "0x1665266dddf554" \
    "table 1, entry 1, x, limb 0"
kat_changed "a limb of P-256's gmul changed" nistp256 "$R/gmul-ecp_nistp256.c" \
    "0x4fe342e2fe1a7f9b" "0x4fe342e2fe1a7f9a" "table 0, entry 1, y, limb 3"
kat_changed "a limb of P-521's gmul changed within its 58 bits" nistp521 \
    "$R/gmul-ecp_nistp521.c" "0x0037720542e9d49d" "0x0137720542e9d49d" \
    "entry 14, x, limb 8"
kat_changed "a limb of P-384's gmul changed within its 56 bits" nistp384 \
    "$R/gmul-ecp_nistp384.c" "0x00e082542a385502" "0x006082542a385502" \
    "entry 1, x, limb 2"
kat_changed "a word of SM2's table changed" sm2p256 "$R/ecp_sm2p256_table.c" \
    "0x2a81052ff641ed69" "0x2a81052ff641ed68" \
    "subtable 0, entry 4 (4 * 2^0 * G), x, word 2"
