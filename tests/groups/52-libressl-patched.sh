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
# Group libressl-patched of make check (tests/run.sh):
# out/ec_curve_tables.h inside a real LibreSSL.  The builds and the
# suites' results are kept in the cache (gen/cache.sh): on a machine
# where it has run before, with the same sources, patches and header,
# this group reuses them and says so.
#
# cost: 1400

# --- LibreSSL patched: its own regress suite ------------------------------------

# make libressl (tests/consumers/run.sh libressl): LibreSSL stock and
# patched with the portable form of the series out/openbsd/*.diff (which
# carries out/ec_curve_tables.h), for amd64 and i386, LibreSSL's whole
# ctest suite in all four builds (or the results kept for their keys),
# every test that passes on stock passing on patched, ec_builtin_test,
# ec_curve_tables_test and ssl_tmp_key passing on both patched builds
# and ssl_tmp_key on stock, openssl s_client printing X25519's temporary
# key on all four, the benchmark's table and its allocation counts,
# and openssl speed's and size -A's table of either amd64 build.
if ! consumer_tarball libressl >/dev/null; then
	skip "LibreSSL patched with out/ec_curve_tables.h" \
	    "no LibreSSL source tarball in ../shared/libressl/ (set LIBRESSL_TARBALL)"
	return 0
fi
count_lines "make libressl" bash tests/consumers/run.sh libressl

# --- the series in OpenBSD's tree and in portable's ----------------------------

# The change is a series of diffs of OpenBSD's src/ (patch -p0, in
# order), which ectab make writes into out/openbsd/ from
# gen/consumers/libressl/openbsd/ and the header; the patches of the
# portable tree derived from it (gen/consumers/libressl/portable.py)
# make the same sources: every file of lib/libcrypto/ec and lib/libssl
# that portable's crypto/ec and ssl have, and the regress files the
# series adds (tests/ in portable), are the same after either.
series=$(openbsd_series)
ob=$BUILD/openbsd pt=$BUILD/portable
tables=lib/libcrypto/ec/ec_curve_tables.h

# series_header HEADER: whether the tree the series made (ob) has
# HEADER as lib/libcrypto/ec/ec_curve_tables.h, byte for byte.
series_header() {
	cmp -s "$ob/src/$tables" "$1"
}

if ! obsd=$(openbsd_tarball); then
	fail "the OpenBSD series applies in OpenBSD's src/" \
	    "no openbsd-src-*.tar.xz beside $(consumer_tarball libressl)"
else
	mkdir -p "$ob" "$pt"
	tar -xf "$obsd" -C "$ob" --strip-components=1
	tar -xf "$(consumer_tarball libressl)" -C "$pt" --strip-components=1
	# Each diff carries the header as it is at that diff: the static
	# groups' diff, the groups alone (ectab without -g); the diff of
	# the table of G, out/ec_curve_tables.h.
	"$ECTAB" -t libressl -s libressl -o "$BUILD/static-groups.h" $CURVES
	bad= at=
	for d in $series; do
		out=$(cd "$ob/src" && patch -p0 -s --no-backup-if-mismatch \
		    < "$OLDPWD/$d" 2>&1) || bad="$bad ${d##*/}: $out"
		grep -q "^Index: $tables\$" "$d" || continue
		if series_header "$BUILD/static-groups.h"; then
			at="$at ${d##*/}: the static groups;"
		elif series_header out/ec_curve_tables.h; then
			at="$at ${d##*/}: out/ec_curve_tables.h;"
		else
			at="$at ${d##*/}: neither;"
		fi
	done
	if [ -z "$bad" ]; then
		pass "the OpenBSD series applies with patch -p0 alone in OpenBSD's src/, in order ($(echo $series | wc -w) diffs, $(cat $series | grep -c '^Index: ') files)"
	else
		fail "the OpenBSD series applies with patch -p0 in OpenBSD's src/" "$bad"
	fi
	want=" 02-ec-static-groups.diff: the static groups; 03-ec-base-table.diff: out/ec_curve_tables.h;"
	if [ "$at" = "$want" ]; then
		pass "the header after each diff that carries it:$at"
	else
		fail "the header after each diff that carries it:$want" "got:${at:- no diff carries it}"
	fi

	# The header the tree gets is out/ec_curve_tables.h; one changed
	# after the series was made is not.
	if series_header out/ec_curve_tables.h; then
		pass "applying the series creates $tables, identical to out/ec_curve_tables.h"
	else
		fail "applying the series creates $tables, identical to out/ec_curve_tables.h" \
		    "$(cmp "$ob/src/$tables" out/ec_curve_tables.h 2>&1)"
	fi
	# (ectab make --check fails on a series older than the header:
	# group make.)
	python3 tests/libressl_mutant.py out/ec_curve_tables.h \
	    "$BUILD/later.h" 64 word:p:secp384r1
	if series_header "$BUILD/later.h"; then
		fail "a header changed after the series was made is not the one the series creates" \
		    "the series creates it"
	else
		pass "a header changed after the series was made (one word of secp384r1's p) is not the one the series creates"
	fi

	# What OpenBSD's tree asks of a new file, and of the series.
	bad=
	for d in $series; do
		bad="$bad$(awk -v d="${d##*/}" '
		    /^Index: / { path = $2; next }
		    /^@@ -0,0 / { want = path; next }
		    want != "" {
			if ($0 !~ /^\+(\/\*|#)[ \t]+\$OpenBSD\$( \*\/)?$/)
				printf " %s: %s", d, want
			want = ""
		    }' "$d")"
	done
	if [ -z "$bad" ]; then
		pass "every file the series adds starts with the \$OpenBSD\$ tag ($(cat $series | grep -c '^@@ -0,0 ') files)"
	else
		fail "every file the series adds starts with the \$OpenBSD\$ tag" "not:$bad"
	fi
	if grep -l 'ec_mont_method' $series; then
		fail "the series renames no method" "ec_mont_method in the files above"
	else
		pass "the series renames no method: ec_GFp_mont_method keeps its name"
	fi
	d=$(grep -l '^Index: regress/lib/libssl/unit/ssl_tmp_key\.c$' $series)
	if [ "$(echo "$d" | wc -w)" = 1 ] &&
	    [ -z "$(grep '^Index: ' "$d" | grep -v ' regress/lib/libssl/')" ] &&
	    ! grep -q '^Index: .*ssl_tmp_key' $(echo $series | tr ' ' '\n' |
	    grep -vxF "$d"); then
		pass "ssl_tmp_key is a diff of its own (${d##*/}), which touches only regress/lib/libssl"
	else
		fail "ssl_tmp_key is a diff of its own" "in: ${d:-none}"
	fi

	rm -rf "$BUILD/portable-patches" && mkdir "$BUILD/portable-patches"
	# shellcheck disable=SC2086
	if out=$(python3 gen/consumers/libressl/portable.py \
	    -d "$BUILD/portable-patches" $series "$pt" 2>&1) &&
	    out=$(for p in "$BUILD"/portable-patches/*.patch; do
		patch -d "$pt" -p1 -s < "$p" || exit 1; done 2>&1); then
		pass "its portable form applies with patch -p1 to ${LIBRESSL_TARBALL:-the portable tarball}, one patch a diff ($(ls "$BUILD"/portable-patches | wc -l))"
	else
		fail "its portable form applies to the portable tarball" "$out"
	fi
	# Every file of the two folders that both trees have, and each
	# regress file the series adds, under portable's name.
	bad= n=0 seen=" "
	while read -r a b; do
		for f in "$ob/src/$a"/*; do
			[ -f "$pt/$b/${f##*/}" ] || continue
			n=$((n + 1)) seen="$seen$a/${f##*/} "
			cmp -s "$f" "$pt/$b/${f##*/}" || bad="$bad $b/${f##*/}"
		done
	done <<-EOF
	lib/libcrypto/ec crypto/ec
	lib/libssl ssl
	EOF
	for f in $(sed -n 's,^Index: \(regress/.*\.[ch]\)$,\1,p' $series); do
		n=$((n + 1)) seen="$seen$f "
		cmp -s "$ob/src/$f" "$pt/tests/${f##*/}" ||
		    bad="$bad tests/${f##*/}"
	done
	# and none of the files the series changes was left out.
	for f in $(sed -n 's,^Index: \(.*\)$,\1,p' $series); do
		case $seen in
		*" $f "*) ;;
		*)	case $f in
			regress/*/Makefile) ;;
			*) bad="$bad $f(not compared)" ;;
			esac ;;
		esac
	done
	if [ -z "$bad" ]; then
		pass "OpenBSD's tree and portable's, each patched, have the same $n sources"
	else
		fail "OpenBSD's tree and portable's, each patched, have the same sources" \
		    "differ:$bad"
	fi
fi

# --- one list of built-in curves ---------------------------------------------------

# A header of one curve more, or one less, than ec_curve_list[] in
# ec_curve.c does not build: a CTASSERT of the patch compares the two
# counts.  (That each curve of the list has its static group, in its
# place, is ec_curve_tables_test's.)
list_differs() {
	local name=$1 out rc
	out=$(bash tests/consumers/run.sh --config amd64 --mutant "$BUILD/$2.h" \
	    libressl 2>&1)
	rc=$?
	printf '%s\n' "$out" | sed 's/^/  /'
	if [ $rc -eq 3 ] && printf '%s\n' "$out" | grep -q 'ec_curve\.c.*_ctassert\|_ctassert.*negative'; then
		pass "$name: ec_curve.c does not build"
	else
		fail "$name" "run.sh --mutant exit $rc, no CTASSERT failure in ec_curve.c"
	fi
}
{ cat "$LIBRESSL_SET"; echo 'prime239v1 by=X9.62'; } > "$BUILD/more.set"
grep -v '^FRP256v1[[:space:]]' "$LIBRESSL_SET" > "$BUILD/fewer.set"
for set in more fewer; do
	"$ECTAB" -t libressl -s "$BUILD/$set.set" -o "$BUILD/$set.h" $CURVES
done
list_differs "a header of one curve more than ec_curve_list" more
list_differs "a header of one curve less than ec_curve_list" fewer

# --- a wrong word makes LibreSSL's tests fail, naming the curve -----------------

# mutant_caught NAME CONFIG BITS CURVES CHANGE... builds the patched
# LibreSSL of CONFIG with the changes of tests/libressl_mutant.py in the
# BITS-bit section of out/ec_curve_tables.h and runs ec_builtin_test and
# ec_curve_tables_test: ec_curve_tables_test must fail, and the curves
# the failures name must be exactly CURVES (sorted, blank-separated).
mutant_caught() {
	local name=$1 config=$2 bits=$3 want=$4 h out rc named
	shift 4
	h=$BUILD/mutant-$config-$bits-$#.h
	if ! python3 tests/libressl_mutant.py out/ec_curve_tables.h "$h" \
	    "$bits" "$@"; then
		fail "$name" "tests/libressl_mutant.py $*"
		return
	fi
	out=$(bash tests/consumers/run.sh --config "$config" --mutant "$h" \
	    libressl 2>&1)
	rc=$?
	printf '%s\n' "$out" | sed 's/^/  /'
	named=$(printf '%s\n' "$out" |
	    sed -n 's/^.*FAIL: \([^:,]*\)[:,] .*/\1/p' | sort -u | tr '\n' ' ')
	if [ $rc -ne 0 ]; then
		fail "$name" "not caught (run.sh --mutant exit $rc)"
	elif ! printf '%s\n' "$out" |
	    grep -q ' - ec_curve_tables_test (Failed)'; then
		fail "$name" "caught, but not by ec_curve_tables_test"
	elif [ "$named" != "$want " ]; then
		fail "$name" "the tests named: ${named:-nothing}"
	else
		pass "$name: ec_curve_tables_test fails, naming $want"
	fi
}

# One word of P-256's R^2 mod p, and one of secp384r1's table of G, in
# each section, in the build of either word size: the header's section
# of the other word size is compiled and checked too.
for what in "prime256v1 mont_rr R^2 mod p" "secp384r1 base_points table of G"
do
	read -r curve array number <<< "$what"
	for bits in 32 64; do
		for config in amd64 i386; do
			mutant_caught "LibreSSL $config: a wrong word of $curve's $number in the $bits-bit section" \
			    $config $bits $curve word:$array:$curve
		done
	done
done

# The numbers only the static groups carry (the checker proves the
# arrays and the descriptors, not LibreSSL's structs): a BIGNUM's top,
# n0, the generator's Z_is_one and a_is_minus3, each in its own curve,
# and the field arithmetic and shape of a table of G, in the 32-bit
# section, caught on amd64.
mutant_caught "LibreSSL amd64: wrong numbers of the 32-bit static groups" \
    amd64 32 \
    "prime256v1 secp224k1 secp224r1 secp256k1 secp384r1 secp521r1" \
    top:a:secp384r1 top:cofactor:secp224k1 n0:secp521r1 \
    z_is_one:secp256k1 a_is_minus3:secp224r1 no_seed:prime256v1 \
    fm:minv0:secp521r1 fe:b:prime256v1 teeth:prime256v1 combs:secp384r1 \
    spacing:secp521r1
