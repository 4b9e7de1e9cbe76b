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
# Group openssl-tables of make check (tests/run.sh): OpenSSL's four
# precomputed tables of G, rendered by templates openssl-nistz256 (with
# the notice of OpenSSL's file) and openssl-nistp224, -nistp256 and
# -nistp521, compared byte for byte with OpenSSL 3.0.22's files in the
# tarball of ../shared/openssl/ (gen/consumers/openssl/openssl.py):
# ecp_nistz256_table.c whole, each gmul block within its file, and each
# file with ectab's block spliced in; one changed word of each render
# fails its comparison, which names the point.  Every word and limb of
# each render is recomputed by kat.py --openssl and proven by the
# point-table checker against OpenSSL's BN (the nistz256 table with 64-
# and 32-bit words, the gmul tables with 64-bit words); a changed limb
# fails kat.py, naming it.  (Group mutation shows the checker catching
# changed limbs.)
#
# cost: 30
# again in: sanitizers

B=$(pwd)/$BUILD
PY=gen/consumers/openssl/openssl.py
EC=openssl-3.0.22/crypto/ec

if ! tarball=$(openssl_tarball); then
	skip "OpenSSL's tables" "no OpenSSL source tarball in ../shared/openssl/ (set OPENSSL_TARBALL)"
	return 0
fi
rm -rf "$B/openssl" && mkdir -p "$B/openssl"
if ! tar -xzf "$tarball" -C "$B/openssl" "$EC/ecp_nistz256_table.c" \
    "$EC/ecp_nistp224.c" "$EC/ecp_nistp256.c" "$EC/ecp_nistp521.c"; then
	fail "OpenSSL's tables" "$tarball: tar failed"
	return 0
fi
T=$B/openssl/$EC

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
# NEW compares unequal with FILE: exit 1, the line naming WANT.
changed() {
	local out rc
	sed "0,/$4/s//$5/" "$2" > "$B/changed"
	out=$(python3 "$PY" compare "$B/changed" "$3" 2>&1)
	rc=$?
	case $rc:$out in
	"1:$B/changed differs from "*"$6"*)
		pass "$1: the comparison fails, exit 1, naming $6" ;;
	*)	fail "$1: the comparison fails, exit 1, naming $6" "exit $rc: $out" ;;
	esac
}

# --- ecp_nistz256_table.c, whole ------------------------------------------------

python3 "$PY" notice "$T/ecp_nistz256_table.c" > "$B/nistz.notice"
if "$ECTAB" -t openssl-nistz256 -c P-256 --notice "$B/nistz.notice" \
    -o "$B/ecp_nistz256_table.c"; then
	compared "template openssl-nistz256 and OpenSSL 3.0.22's file" \
	    "$B/ecp_nistz256_table.c" "$T/ecp_nistz256_table.c"
	changed "a word of subtable 20 changed" "$B/ecp_nistz256_table.c" \
	    "$T/ecp_nistz256_table.c" "0xef0a3fec, 0xfa181e69" "0xef0a3fec, 0xfa181e68" \
	    "subtable 20, point 0 (1 * 2^140 * G), x, word 0"
else
	fail "ectab -t openssl-nistz256 -c P-256 --notice" "exit $?"
fi

# --- the gmul blocks, within their files ----------------------------------------

for c in 224 256 521; do
	f=ecp_nistp$c.c
	if ! "$ECTAB" -t openssl-nistp$c -c P-$c -o "$B/gmul$c.c"; then
		fail "ectab -t openssl-nistp$c -c P-$c" "exit $?"
		continue
	fi
	compared "template openssl-nistp$c and OpenSSL 3.0.22's block" \
	    "$B/gmul$c.c" "$T/$f"
	cp "$T/$f" "$B/$f"
	python3 "$PY" splice "$B/gmul$c.c" "$B/$f"
	if cmp -s "$B/$f" "$T/$f"; then
		pass "$f with ectab's gmul block spliced in is OpenSSL 3.0.22's, byte for byte"
	else
		fail "$f with ectab's gmul block spliced in is OpenSSL 3.0.22's, byte for byte" \
		    "$(diff "$T/$f" "$B/$f" | head -n 4)"
	fi
done
[ -f "$B/gmul224.c" ] && changed "a limb of P-224's gmul changed" \
    "$B/gmul224.c" "$T/ecp_nistp224.c" "0x9665266dddf554" "0x9665266dddf555" \
    "table 1, entry 1, x, limb 0"
[ -f "$B/gmul256.c" ] && changed "a limb of P-256's gmul changed" \
    "$B/gmul256.c" "$T/ecp_nistp256.c" "0x4fe342e2fe1a7f9b" \
    "0x4fe342e2fe1a7f9a" "table 0, entry 1, y, limb 3"
[ -f "$B/gmul521.c" ] && changed "a limb of P-521's gmul changed" \
    "$B/gmul521.c" "$T/ecp_nistp521.c" "0x0037720542e9d49d" \
    "0x0037720542e9d49c" "entry 14, x, limb 8"
# A line broken elsewhere: the same numbers, the bytes differ.
if [ -f "$B/gmul256.c" ]; then
	sed '0,/0x77037d812deb33a0, /s//0x77037d812deb33a0,\n/' \
	    "$B/gmul256.c" > "$B/wrapped.c"
	changed "a line of P-256's gmul wrapped elsewhere" "$B/wrapped.c" \
	    "$T/ecp_nistp256.c" "^" "" "the same numbers; line 5 differs"
fi
# A file without a gmul block, and a usage error.
out=$(python3 "$PY" block "$T/ecp_nistz256_table.c" 2>&1)
rc=$?
if [ $rc -eq 1 ] && [ "$out" = "openssl.py: $T/ecp_nistz256_table.c:$(($(wc -l < "$T/ecp_nistz256_table.c") + 1)): no line \"static const ... gmul[...] = {\"" ]; then
	pass "openssl.py block: a file without a gmul block is one line naming it, exit 1"
else
	fail "openssl.py block: a file without a gmul block" "exit $rc: $out"
fi
out=$(python3 "$PY" compare "$B/gmul256.c" 2>&1)
rc=$?
case $rc:$out in
"2:usage: openssl.py notice FILE"*) pass "openssl.py: a usage error exits 2 with the usage" ;;
*)	fail "openssl.py: a usage error exits 2 with the usage" "exit $rc: $out" ;;
esac
# The recipes a maintainer of OpenSSL is given, run as written in a
# copy of the tarball's files with one word of each of the four changed:
# the README's to regenerate and to check (E its folder of ectab), the
# manual's to regenerate (ectab on PATH).  Each regeneration, silent,
# makes the four files OpenSSL's again; the check exits 1 with a line
# for each and changes nothing, and on OpenSSL's own files is silent and
# exits 0.  None leaves a file behind.
# recipe WHAT SCRIPT regen|check|check1|clean: one check, as above
# (check1: the nistz256 file alone changed, so that a status lost in
# the loop after it shows).
recipe() {
	local what=$1 script=$2 mode=$3 out rc ok f want=0 n=0
	rm -rf "$B/tree" && mkdir -p "$B/tree/crypto/ec" &&
	    cp "$T"/ecp_nistz256_table.c "$T"/ecp_nistp224.c \
	    "$T"/ecp_nistp256.c "$T"/ecp_nistp521.c "$B/tree/crypto/ec/"
	if [ "$mode" != clean ]; then
		sed -i '0,/0x79e730d4, 0x18a9143c/s//0x79e730d4, 0x18a9143d/' \
		    "$B/tree/crypto/ec/ecp_nistz256_table.c"
	fi
	if [ "$mode" != clean ] && [ "$mode" != check1 ]; then
		sed -i '0,/0x9665266dddf554/s//0x9665266dddf555/' \
		    "$B/tree/crypto/ec/ecp_nistp224.c"
		sed -i '0,/0x4fe342e2fe1a7f9b/s//0x4fe342e2fe1a7f9a/' \
		    "$B/tree/crypto/ec/ecp_nistp256.c"
		sed -i '0,/0x0037720542e9d49d/s//0x0037720542e9d49c/' \
		    "$B/tree/crypto/ec/ecp_nistp521.c"
	fi
	[ "$mode" = check ] && want=1 n=4
	[ "$mode" = check1 ] && want=1 n=1
	out=$(cd "$B/tree" && E=$(cd "$OLDPWD" && pwd) \
	    PATH=$(cd "$OLDPWD" && pwd)/gen/obj:$PATH bash -e -c "$script" 2>&1)
	rc=$?
	ok=0
	for f in ecp_nistz256_table.c ecp_nistp224.c ecp_nistp256.c ecp_nistp521.c; do
		cmp -s "$B/tree/crypto/ec/$f" "$T/$f" && ok=$((ok + 1))
	done
	[ "$mode" = check ] && ok=$((4 - ok))
	[ "$mode" = check1 ] && ok=$((ok + 1))
	if [ $rc -eq $want ] && [ "$(printf '%s' "$out" | grep -c .)" -eq $n ] &&
	    [ $ok -eq 4 ] &&
	    [ "$(cd "$B/tree" && find . -type f | LC_ALL=C sort | paste -sd' ')" = "./crypto/ec/ecp_nistp224.c ./crypto/ec/ecp_nistp256.c ./crypto/ec/ecp_nistp521.c ./crypto/ec/ecp_nistz256_table.c" ]; then
		case $mode in
		regen)	pass "$what runs as written: four files with a word changed made OpenSSL 3.0.22's again, nothing left behind" ;;
		check)	pass "$what runs as written: four files with a word changed, exit 1, a line each, the files unchanged, nothing left behind" ;;
		check1)	pass "$what runs as written: the nistz256 file alone with a word changed, exit 1, one line, nothing left behind" ;;
		clean)	pass "$what runs as written: OpenSSL 3.0.22's files, silent, exit 0, nothing left behind" ;;
		esac
	else
		fail "$what runs as written ($mode)" "exit $rc, $ok of 4 files as wanted: $out; files: $(cd "$B/tree" && find . -type f | paste -sd' ')"
	fi
}
readme=gen/consumers/openssl/README.md
# shellcheck disable=SC2016
blocks=$(awk '/^## In OpenSSL.s tree/ { on = 1 } /^## / && !/In OpenSSL/ { on = 0 }
    on && /^```text$/ { n++; inb = 1; next }
    inb && /^```$/ { print "#END" n; inb = 0; next } inb { print }' "$readme" | grep -v '^E=/path/to/ectab$')
recipe "$readme's regeneration" "$(printf '%s\n' "$blocks" | sed '/^#END1$/,$d')" regen
recipe "$readme's check" "$(printf '%s\n' "$blocks" | sed '1,/^#END1$/d; /^#END2$/,$d')" check
recipe "$readme's check" "$(printf '%s\n' "$blocks" | sed '1,/^#END1$/d; /^#END2$/,$d')" check1
recipe "$readme's check" "$(printf '%s\n' "$blocks" | sed '1,/^#END1$/d; /^#END2$/,$d')" clean
recipe "ectab-templates(5)'s regeneration" "$(sed -n '/^To regenerate OpenSSL.s four files/,/^\.Ed$/p' gen/ectab-templates.5 |
    sed '1,/^\.Bd -literal/d; /^\.Ed$/d; s/\\e/\\/g')" regen
[ -z "$VARIANT" ] || return 0

# --- every number proven twice: kat.py and the checker ------------------------

# kat.py --openssl recomputes every word and limb of each render with
# Python's integers, from OpenSSL's own definitions of the tables; the
# point-table checker (gen/checker/ptables.c, with the adapter that
# openssl_table_adapter names) compiles each render as OpenSSL declares
# it and proves every point against OpenSSL's BN, the nistz256 table
# with 64- and 32-bit words (TOBN makes two words of a pair), the gmul
# tables with 64-bit words, as OpenSSL has them in its 64-bit code only.
# kat.py reads OpenSSL's own files too, as they stand in its tree.
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

for r in nistz256:ecp_nistz256_table.c nistp224:gmul224.c \
    nistp256:gmul256.c nistp521:gmul521.c; do
	[ -f "$B/${r#*:}" ] || continue
	# shellcheck disable=SC2086
	count_lines "kat.py --openssl ${r%%:*}" python3 tests/kat.py \
	    --openssl "${r%%:*}" "$B/${r#*:}" $CURVES
	proved "${r%%:*}" "$B/${r#*:}" 64
done
[ -f "$B/ecp_nistz256_table.c" ] &&
    proved nistz256 "$B/ecp_nistz256_table.c" 32
# And OpenSSL's own files, as they stand in its tree, gmul within code.
for k in nistz256:ecp_nistz256_table.c nistp224:ecp_nistp224.c \
    nistp256:ecp_nistp256.c nistp521:ecp_nistp521.c; do
	# shellcheck disable=SC2086
	count_lines "kat.py --openssl ${k%%:*} on OpenSSL's ${k#*:}" python3 \
	    tests/kat.py --openssl "${k%%:*}" "$T/${k#*:}" $CURVES
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
    "$B/ecp_nistz256_table.c" "0xef0a3fec, 0xfa181e69" \
    "0xef0a3fec, 0xfa181e68" "subtable 20, point 0 (1 * 2^140 * G), x, word 0"
kat_changed "a limb of P-224's gmul changed within its 56 bits" nistp224 \
    "$B/gmul224.c" "0x9665266dddf554" "0x1665266dddf554" \
    "table 1, entry 1, x, limb 0"
kat_changed "a limb of P-256's gmul changed" nistp256 "$B/gmul256.c" \
    "0x4fe342e2fe1a7f9b" "0x4fe342e2fe1a7f9a" "table 0, entry 1, y, limb 3"
kat_changed "a limb of P-521's gmul changed within its 58 bits" nistp521 \
    "$B/gmul521.c" "0x0037720542e9d49d" "0x0137720542e9d49d" \
    "entry 14, x, limb 8"
