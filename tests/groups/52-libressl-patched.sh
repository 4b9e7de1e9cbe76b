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
# suites' results are kept in the cache (gen/consumers/cache.sh): on a machine
# where it has run before, with the same sources, patches and header,
# this group reuses them and says so.
#
# cost: 900

# --- LibreSSL patched: its own regress suite ------------------------------------

# make libressl (gen/consumers/run.sh libressl): LibreSSL stock and patched with
# the portable form of gen/consumers/libressl/openbsd/ec-static-groups.diff and
# out/ec_curve_tables.h, for amd64 and i386, LibreSSL's whole ctest
# suite in all four builds (or the results kept for their keys), every
# test that passes on stock passing on patched, ec_builtin_test and
# ssl_tmp_key passing on both patched builds and ssl_tmp_key on stock,
# openssl s_client printing X25519's temporary key on all four, the
# benchmark's table and its allocation counts.
if ! libressl_tarball >/dev/null; then
	skip "LibreSSL patched with out/ec_curve_tables.h" \
	    "no LibreSSL source tarball in ../shared/libressl/ (set LIBRESSL_TARBALL)"
	return 0
fi
count_lines "make libressl" bash gen/consumers/run.sh libressl

# --- the diff in OpenBSD's tree and in portable's ---------------------------------

# The change is a diff of OpenBSD's src/ (patch -p0); the patch of the
# portable tree derived from it (gen/consumers/libressl/portable.py) makes the
# same sources: every file of lib/libcrypto/ec and lib/libssl that
# portable's crypto/ec and ssl have, and the regress programs the diff
# adds (tests/ in portable), are the same after either.
diff=gen/consumers/libressl/openbsd/ec-static-groups.diff
ob=$BUILD/openbsd pt=$BUILD/portable
if ! obsd=$(openbsd_tarball); then
	fail "the OpenBSD diff applies in OpenBSD's src/" \
	    "no openbsd-src-*.tar.xz beside $(libressl_tarball)"
else
	mkdir -p "$ob" "$pt"
	tar -xf "$obsd" -C "$ob" --strip-components=1
	tar -xf "$(libressl_tarball)" -C "$pt" --strip-components=1
	if out=$(cd "$ob/src" && patch -p0 --dry-run < "$OLDPWD/$diff" 2>&1) &&
	    (cd "$ob/src" && patch -p0 -s < "$OLDPWD/$diff"); then
		pass "the OpenBSD diff applies with patch -p0 in OpenBSD's src/ ($(grep -c '^Index: ' "$diff") files)"
	else
		fail "the OpenBSD diff applies with patch -p0 in OpenBSD's src/" "$out"
	fi
	if out=$(python3 gen/consumers/libressl/portable.py "$diff" "$pt" \
	    2>&1 > "$BUILD/portable.patch") &&
	    out=$(patch -d "$pt" -p1 -s < "$BUILD/portable.patch" 2>&1); then
		pass "its portable form applies with patch -p1 to ${LIBRESSL_TARBALL:-the portable tarball}"
	else
		fail "its portable form applies to the portable tarball" "$out"
	fi
	# Every file of the two folders that both trees have, and each
	# regress program the diff adds, under portable's name.
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
	for f in $(sed -n 's,^Index: \(regress/.*\.c\)$,\1,p' "$diff"); do
		n=$((n + 1)) seen="$seen$f "
		cmp -s "$ob/src/$f" "$pt/tests/${f##*/}" ||
		    bad="$bad tests/${f##*/}"
	done
	# and none of the files the diff changes was left out.
	for f in $(sed -n 's,^Index: \(.*\)$,\1,p' "$diff"); do
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
# place, is ec_builtin_test's.)
list_differs() {
	local name=$1 out rc
	out=$(bash gen/consumers/run.sh --config amd64 --mutant "$BUILD/$2.h" \
	    libressl 2>&1)
	rc=$?
	printf '%s\n' "$out" | sed 's/^/  /'
	if [ $rc -eq 3 ] && printf '%s\n' "$out" | grep -q 'ec_curve\.c.*_ctassert\|_ctassert.*negative'; then
		pass "$name: ec_curve.c does not build"
	else
		fail "$name" "run.sh --mutant exit $rc, no CTASSERT failure in ec_curve.c"
	fi
}
{ cat "$LIBRESSL_SET"; echo prime239v1; } > "$BUILD/more.set"
grep -v '^FRP256v1$' "$LIBRESSL_SET" > "$BUILD/fewer.set"
for set in more fewer; do
	"$ECTAB" -t libressl -s "$BUILD/$set.set" -o "$BUILD/$set.h" $CURVES
done
list_differs "a header of one curve more than ec_curve_list" more
list_differs "a header of one curve less than ec_curve_list" fewer

# --- a wrong word makes LibreSSL's test fail, naming the curve -------------------

# mutant_caught NAME BITS CURVES CHANGE... builds the patched LibreSSL's
# ec_builtin_test of BITS-bit words with the changes of
# tests/libressl_mutant.py in out/ec_curve_tables.h: the test must fail,
# and the curves its failures name must be exactly CURVES (sorted,
# blank-separated).
mutant_caught() {
	local name=$1 bits=$2 want=$3 h out rc named config=amd64
	[ "$bits" = 64 ] || config=i386
	shift 3
	h=$BUILD/mutant-$bits-$#.h
	if ! python3 tests/libressl_mutant.py out/ec_curve_tables.h "$h" \
	    "$bits" "$@"; then
		fail "$name" "tests/libressl_mutant.py $*"
		return
	fi
	out=$(bash gen/consumers/run.sh --config "$config" --mutant "$h" \
	    libressl 2>&1)
	rc=$?
	printf '%s\n' "$out" | sed 's/^/  /'
	named=$(printf '%s\n' "$out" | sed -n 's/^.*FAIL: \([^:]*\): .*/\1/p' |
	    sort -u | tr '\n' ' ')
	if [ $rc -ne 0 ]; then
		fail "$name" "not caught (run.sh --mutant exit $rc)"
	elif [ "$named" != "$want " ]; then
		fail "$name" "ec_builtin_test named: ${named:-nothing}"
	else
		pass "$name: ec_builtin_test fails, naming $want"
	fi
}

# One word of P-256's R^2 mod p, in the 32-bit section, then in the
# 64-bit one, each in the build of its word size.
for bits in 32 64; do
	mutant_caught "LibreSSL $bits-bit: a wrong word of prime256v1's R^2 mod p" \
	    $bits prime256v1 word:mont_rr:prime256v1
done

# The numbers only the static groups carry (the checker proves the
# arrays and the descriptors, not LibreSSL's structs): a BIGNUM's top,
# n0, the generator's Z_is_one and a_is_minus3, each in its own curve.
mutant_caught "LibreSSL 64-bit: wrong numbers of the static groups" 64 \
    "prime256v1 secp224k1 secp224r1 secp256k1 secp384r1 secp521r1" \
    top:a:secp384r1 top:cofactor:secp224k1 n0:secp521r1 \
    z_is_one:secp256k1 a_is_minus3:secp224r1 no_seed:prime256v1
