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
# Group openssl-series of make check (tests/run.sh): OpenSSL's series,
# out/openssl/*.patch (ectab make writes it from
# gen/consumers/openssl/series/ and the gmul headers), on OpenSSL 3.5.7:
# git apply --check and git apply on a clean tree, and git am; the
# generated headers as their banners' commands write them; the
# DEPEND[] lines (the nistz256 assembly generated again after its
# table is touched) and the FIPS source list (the table's checksum as
# make update-fips-checksums computes it, fips.checksum that of the
# list).  Then one build, x86-64 without assembly and with
# enable-ec_nistp_64_gcc_128 and SM2 (the test checks every table from
# its source in any build; this one runs the four gmul tables in
# libcrypto): libcrypto.a, the series' test ec_tables_internal_test and
# OpenSSL's ectest, ecdsatest and ec_internal_test.  The new test
# passes, as its recipe too; with entry 1 of P-224's gmul changed by one
# limb, OpenSSL's own tests still pass (the nistp code no longer finds
# its generator in the table and computes one of its own), and the new
# test fails, naming the table, the entry and the coordinate.  The
# build is kept in the cache (gen/cache.sh) under a key that
# names its inputs, compiled by ccache, and the tests' results under
# one that names the tests too: a run with both kept builds nothing and
# runs no OpenSSL test, and says so (FRESH=1 runs them again).
#
# cost: 420

# $series and $PROGRAMS are lists of words, split where they are used.
# shellcheck disable=SC2046,SC2086

NAME=openssl-series
CONFIG=x86-64-noasm
TITLE="OpenSSL 3.5.7 series"
H224=crypto/ec/ecp_nistp224_table.h
TABLE=crypto/ec/ecp_nistz256_table.c
# P-224's gmul, table 0, entry 1 (G), x, limb 0, and one bit of it
# changed: the nistp code compares entry 1 with the group's generator.
LIMB=0x3280d6115c1d21
MUTANT_LIMB=0x3280d6115c1d20
WANT_ERROR="gmul of ecp_nistp224_table.h, table 0, entry 1: x, limb 0 is $MUTANT_LIMB, expected $LIMB"
PROGRAMS="ec_tables_internal_test ectest ecdsatest ec_internal_test"

if ! tarball=$(shared_tarball openssl OPENSSL_SERIES_TARBALL 3.5.7); then
	skip "$TITLE" "no OpenSSL 3.5.7 tarball in ../shared/openssl/ (set OPENSSL_SERIES_TARBALL)"
	return 0
fi
if tool=$(missing_tool perl make git flock sha256sum); then
	:
else
	skip "$TITLE" "$tool is not installed"
	return 0
fi
series=$(sed -n 's,^\(out/openssl/[^[:space:]#]*\)[[:space:]].*,\1,p' \
    gen/outputs.txt)
if [ -z "$series" ]; then
	fail "$TITLE" "gen/outputs.txt names no out/openssl/ patch"
	return 0
fi
TOP=$(pwd)
B=$TOP/$BUILD

# As the consumer driver does: the compiler a key names is the one that
# runs (ccache, if any, as LAUNCHER), and nothing the keys do not name
# comes from the environment.
PATH=$(printf '%s\n' "$PATH" | tr ':' '\n' |
    grep -v -e '/ccache/*$' -e '/ccache/libexec/*$' | paste -sd:)
unset CFLAGS CXXFLAGS CPPFLAGS LDFLAGS CPATH C_INCLUDE_PATH LIBRARY_PATH \
    OPENSSL_ia32cap AR AS CROSS_COMPILE HASHBANGPERL LD LDLIBS PERL RANLIB \
    MAKEFLAGS MFLAGS MAKELEVEL OPENSSL_CONF OPENSSL_MODULES V \
    HARNESS_OSSL_PREFIX
. gen/cache.sh

# g DIR ARGS...: git in DIR, a repository of its own, by a fixed author.
g() {
	git -C "$1" -c user.name="ectab make check" \
	    -c user.email=check@ectab.invalid -c commit.gpgsign=false "${@:2}"
}

# The files the series touches, from its "diff --git" lines.
touched() {
	sed -n 's,^diff --git a/\([^ ]*\) b/.*,\1,p' $series | LC_ALL=C sort -u
}

# --- the series on a clean tree -----------------------------------------------

# Only the files the series touches that 3.5.7 has, unpacked into a
# repository of their own (git apply takes paths from the top of the
# repository it runs in).
P=$B/partial
rm -rf "$P" && mkdir -p "$P"
# shellcheck disable=SC2046
tar -xzf "$tarball" -C "$P" --strip-components=1 --wildcards \
    $(touched | sed 's,^,*/,') '*/util/lang-compress.pl' "*/$TABLE" 2>/dev/null
g "$P" init -q && g "$P" add -A && g "$P" commit -q -m "OpenSSL 3.5.7"
git clone -q "$P" "$B/am"
ok=1 out=
for p in $series; do
	out=$(cd "$P" && git apply --check "$TOP/$p" 2>&1 &&
	    git apply "$TOP/$p" 2>&1) || { ok=0; break; }
done
if [ $ok = 1 ]; then
	pass "$TITLE: git apply --check and git apply of the $(echo $series | wc -w) patches of out/openssl/ on a clean 3.5.7, in order ($(touched | wc -l) files)"
else
	fail "$TITLE: git apply --check and git apply on a clean 3.5.7" "${p##*/}: $out"
fi
# git am: a commit for each patch, with its subject, and the same tree.
if g "$B/am" am -q $(printf "$TOP/%s " $series) 2>"$B/am.err" &&
    [ "$(g "$B/am" log --format=%s | head -n -1 | wc -l)" -eq \
    "$(echo $series | wc -w)" ] &&
    diff -r -x .git "$B/am" "$P" > /dev/null; then
	pass "$TITLE: git am makes a commit of each patch, with its subject, and the same tree: $(g "$B/am" log --reverse --format=%s | tail -n +2 | paste -sd'|' | sed 's/|/; /g')"
else
	fail "$TITLE: git am" "$(head -n 3 "$B/am.err")"
fi

# The headers the series adds are what their banners' commands write,
# run as written from the top of the tree: with --check, silent and
# exit 0; without, a header with a limb changed made the series' own
# again.
for h in $(cd "$P" && ls crypto/ec/ecp_nistp*_table.h 2>/dev/null); do
	cmd=$(sed -n 's/^ \*   \(ectab -t .* -o [^ ]*\)$/\1/p' "$P/$h")
	name="$TITLE: $h is what its banner's command writes"
	case $cmd in
	"ectab -t openssl-nistp"*"-table -c "*" -o $h") ;;
	*)	fail "$name" "no command \"ectab -t ... -o $h\" in its banner"
		continue ;;
	esac
	rm -rf "$B/regen" && mkdir -p "$B/regen/crypto/ec" &&
	    cp "$P/$h" "$B/regen/$h"
	perl -0pi -e 's/0x([0-9a-f]+)([0-9a-f])/"0x$1" . ($2 eq "0" ? "1" : "0")/e' \
	    "$B/regen/$h"
	if ! out=$(cd "$P" && PATH=$TOP/gen/obj:$PATH \
	    ECTAB_TEMPLATES=$TOP/templates ECTAB_CURVES=$TOP/gen/curves \
	    bash -c "$cmd --check" 2>&1); then
		fail "$name" "$cmd --check: $out"
	elif cmp -s "$B/regen/$h" "$P/$h"; then
		fail "$name" "the limb was not changed"
	elif ! out=$(cd "$B/regen" && PATH=$TOP/gen/obj:$PATH \
	    ECTAB_TEMPLATES=$TOP/templates ECTAB_CURVES=$TOP/gen/curves \
	    bash -c "$cmd" 2>&1) || ! cmp -s "$B/regen/$h" "$P/$h"; then
		fail "$name" "$cmd did not write it again: $out"
	else
		pass "$name: \"$cmd\" (with --check, silent, exit 0; without, a changed limb written back)"
	fi
done

# The README's recipes for the headers, run as written in a tree of the
# four (ectab on PATH): the regeneration makes four headers with a limb
# changed the series' again, silent; the check exits 1 with a line for
# each and changes nothing, and on the series' own is silent and exits
# 0.
readme=gen/consumers/openssl/README.md
# shellcheck disable=SC2016
blocks=$(awk '/^### Its headers in OpenSSL.s tree/ { on = 1; next } /^##/ { on = 0 }
    on && /^```text$/ { n++; inb = 1; next }
    inb && /^```$/ { print "#END" n; inb = 0; next } inb { print }' "$readme")
# header_recipe WHAT SCRIPT regen|check|clean
header_recipe() {
	local out rc h ok=0 want=0 n=0
	rm -rf "$B/recipe" && mkdir -p "$B/recipe/crypto/ec"
	for h in $(cd "$P" && ls crypto/ec/ecp_nistp*_table.h); do
		cp "$P/$h" "$B/recipe/$h"
		[ "$3" = clean ] || perl -0pi -e \
		    's/0x([0-9a-f]+)([0-9a-f])/"0x$1" . ($2 eq "0" ? "1" : "0")/e' \
		    "$B/recipe/$h"
	done
	[ "$3" = check ] && want=1 n=4
	out=$(cd "$B/recipe" && PATH=$TOP/gen/obj:$PATH bash -e -c "$2" 2>&1)
	rc=$?
	for h in $(cd "$P" && ls crypto/ec/ecp_nistp*_table.h); do
		cmp -s "$B/recipe/$h" "$P/$h" && ok=$((ok + 1))
	done
	[ "$3" = check ] && ok=$((4 - ok))
	if [ $rc -eq $want ] && [ "$(printf '%s' "$out" | grep -c .)" -eq $n ] &&
	    [ $ok -eq 4 ] && [ "$(cd "$B/recipe" && find . -type f | wc -l)" -eq 4 ]; then
		case $3 in
		regen)	pass "$TITLE: $readme's $1 runs as written: four headers with a limb changed made the series' again, silent" ;;
		check)	pass "$TITLE: $readme's $1 runs as written: four headers with a limb changed, exit 1, a line each, the files unchanged" ;;
		clean)	pass "$TITLE: $readme's $1 runs as written: the series' headers, silent, exit 0" ;;
		esac
	else
		fail "$TITLE: $readme's $1 runs as written ($3)" "exit $rc, $ok of 4 headers as wanted: $out"
	fi
}
header_recipe regeneration "$(printf '%s\n' "$blocks" | sed '/^#END1$/,$d')" regen
header_recipe check "$(printf '%s\n' "$blocks" | sed '1,/^#END1$/d; /^#END2$/,$d')" check
header_recipe check "$(printf '%s\n' "$blocks" | sed '1,/^#END1$/d; /^#END2$/,$d')" clean

# FIPS: the series lists the nistz256 table among the FIPS module's
# sources, with the checksum that util/fips-checksums.sh computes (the
# table has no FIPS_MODULE for unifdef to remove), and fips.checksum is
# the SHA-256 of the list; the list is 3.5.7's with that line added,
# and the rule that makes it (generate_fips_sources) names the table.
name="$TITLE: FIPS: fips-sources.checksums lists $TABLE with its checksum, and fips.checksum is the list's"
sum=$(perl "$P/util/lang-compress.pl" C < "$P/$TABLE" | sha256sum | cut -c1-64)
listed=$(sed -n "s,^\([0-9a-f]\{64\}\)  $TABLE\$,\1,p" \
    "$P/providers/fips-sources.checksums")
whole=$(sha256sum < "$P/providers/fips-sources.checksums" | cut -c1-64)
added=$(g "$P" diff --no-color -U0 HEAD -- \
    providers/fips-sources.checksums providers/fips.module.sources |
    grep '^[-+][^-+]' | paste -sd'|')
if grep -q FIPS_MODULE "$P/$TABLE"; then
	fail "$name" "$TABLE names FIPS_MODULE: unifdef would change it"
elif [ "$listed" != "$sum" ]; then
	fail "$name" "listed ${listed:-nothing}, computed $sum"
elif [ "$(cat "$P/providers/fips.checksum")" != "$whole  providers/fips-sources.checksums" ]; then
	fail "$name" "fips.checksum is $(cat "$P/providers/fips.checksum"), the list's SHA-256 $whole"
elif [ "$added" != "+$sum  $TABLE|+$TABLE" ]; then
	fail "$name" "the lists change otherwise: $added"
elif ! sed -n '/^providers\/fips.module.sources.new:/,/^$/p' \
    "$P/Configurations/unix-Makefile.tmpl" | grep -q "crypto/ec/asm/\*\.pl $TABLE"; then
	fail "$name" "generate_fips_sources does not name $TABLE"
else
	pass "$name ($sum; fips.checksum $whole), fips.module.sources and generate_fips_sources name it"
fi

# --- the build ----------------------------------------------------------------------

# Configure's options: no assembly, the nistp code, SM2; without what
# the tests do not need.
config_flags() {
	echo "linux-x86_64 no-asm enable-ec_nistp_64_gcc_128 --strict-warnings"
	echo "no-shared no-module no-legacy no-engine no-comp no-async"
	echo "no-aria no-bf no-blake2 no-camellia no-cast no-chacha no-cmp"
	echo "no-cms no-ct no-des no-dsa no-idea no-md4 no-mdc2 no-ml-dsa"
	echo "no-ml-kem no-ocb no-ocsp no-poly1305 no-rc2 no-rc4 no-rmd160"
	echo "no-scrypt no-seed no-siphash no-siv no-slh-dsa no-sm4 no-srp"
	echo "no-ts no-whirlpool no-ec2m"
}

# configure DIR: the patched tree DIR/src configured in DIR/build.
configure() {
	mkdir -p "$1/build" || return 1
	# shellcheck disable=SC2046
	(cd "$1/build" && perl ../src/Configure $(config_flags) \
	    CC="${LAUNCHER:+$LAUNCHER }${CC:-cc}")
}

# build DIR: the generated files, then libcrypto.a, the test programs
# and the harness's wrapper, then the headers each object includes
# into the Makefile (make depend: make all does it after the build),
# so that a changed header is compiled again; prints "N compiled, N
# linked".
build() {
	local rc
	{ make -C "$1/build" -j"$(nproc)" build_generated &&
	    make -C "$1/build" -j"$(nproc)" util/wrap.pl \
	    $(printf 'test/%s ' $PROGRAMS) &&
	    make -C "$1/build" depend; } > "$1/make.log" 2>&1
	rc=$?
	echo "$(grep -c ' -c -o ' "$1/make.log") compiled," \
	    "$(grep -c -e '^ranlib ' -e '^[[:space:]]*-o test/' \
	    "$1/make.log") linked"
	return $rc
}

tools_text() {
	local t
	for t in ${CC:-cc} perl make git; do
		echo "$t ($(readlink -f "$(command -v "$t")")):" \
		    "$($t --version 2>&1 | grep -m 1 .)"
	done
	echo "libc $(ldd --version 2>&1 | head -n 1)"
	echo "launcher ${LAUNCHER:+$(ccache --version | head -n 1)}"
}

cache_init "$NAME" || { fail "$TITLE" "cannot make the cache folder"; return 0; }
KEY_TEXT=$(echo "$NAME source $(sha256sum < "$tarball" | cut -c1-64)"
    for p in $series; do
	echo "patch ${p##*/} $(sha256sum < "$p" | cut -c1-64)"
    done
    echo "config $CONFIG: $(config_flags | tr '\n' ' ')"
    tools_text
    echo "code $(declare -f config_flags configure build | sha256sum | cut -c1-64)")
KEY=$(printf '%s\n' "$KEY_TEXT" | key_of)
DIR=$CDIR/$CONFIG-${KEY:0:16}

# The result of the tests, by what they run, the build's key and the
# code below that runs them and reads their output.
RKEY=$(printf '%s\n' "$KEY_TEXT" "tests $PROGRAMS; mutant $H224 $LIMB $MUTANT_LIMB" \
    "code $(sed -n '/^# --- the tests/,$p' "$TOP/tests/groups/59-openssl-series.sh" |
    sha256sum | cut -c1-64)" | key_of)
RES=$B/result

# made: DIR, under its lock, unpacked, patched with the series and
# configured if it was not, and its tree the series' (a run stopped
# half-way may have left the mutant in it).
made() {
	local what="$NAME $CONFIG" t0
	cache_lock "$DIR" || return 1
	if [ ! -f "$DIR/configured" ]; then
		cache_prune "$CONFIG-????????????????" "$DIR"
		step_begin "$what tree"
		t0=$SECONDS
		rm -rf "$DIR" && mkdir -p "$DIR/src" &&
		    printf '%s\n' "$KEY_TEXT" > "$DIR/key" &&
		    tar -xzf "$tarball" -C "$DIR/src" --strip-components=1 &&
		    g "$DIR/src" init -q || return 1
		for p in $series; do
			(cd "$DIR/src" && git apply "$TOP/$p") || return 1
		done
		cp "$DIR/src/$H224" "$DIR/$(basename "$H224")" &&
		    configure "$DIR" > "$DIR/configure.log" 2>&1 || return 1
		touch "$DIR/configured"
		step "$what tree" "unpacked, patched and configured" \
		    $((SECONDS - t0))
	fi
	cmp -s "$DIR/src/$H224" "$DIR/$(basename "$H224")" ||
	    cp "$DIR/$(basename "$H224")" "$DIR/src/$H224"
}

# rebuilt WHAT: make in DIR; step lines with what it did.
rebuilt() {
	local t0=$SECONDS how
	step_begin "$1"
	if how=$(build "$DIR" {CACHE_LOCK_FD}>&-); then
		step "$1" "built ($how)" $((SECONDS - t0))
	else
		step "$1" "failed ($how)" $((SECONDS - t0))
		return 1
	fi
}

# --- the tests --------------------------------------------------------------------

# tap_counts LOG: "N tests, N iterations" of a test program's TAP
# output, "(N failed)" added if any.
tap_counts() {
	awk '/^ok [0-9]+ - / { t++ } /^not ok [0-9]+ - / { t++; f++ }
	    /^    (not )?ok [0-9]+ - / { i++ }
	    END { printf "%d tests, %d iterations%s", t, i,
		f ? " (" f " failed)" : "" }' "$1"
}

# whole LOG: the program ran to its end: as many results at the top as
# its plan counts.
whole() {
	awk '/^1\.\.[0-9]+$/ { plan = substr($0, 4) }
	    /^(not )?ok [0-9]+ - / { n++ }
	    END { exit !(plan != "" && n == plan) }' "$1"
}

# runs KIND: each program in the build folder, its output into
# RES/KIND-PROGRAM.log and its exit status into RES/KIND-PROGRAM.rc;
# then OpenSSL's recipe of the new test through its harness
# (RES/KIND-recipe.log, .rc).
runs() {
	local p
	for p in $PROGRAMS; do
		(cd "$DIR/build" && "test/$p") > "$RES/$1-$p.log" 2>&1 \
		    {CACHE_LOCK_FD}>&-
		echo $? > "$RES/$1-$p.rc"
	done
	make -C "$DIR/build" run_tests TESTS=test_internal_ec_tables V=1 \
	    > "$RES/$1-recipe.log" 2>&1 {CACHE_LOCK_FD}>&-
	echo $? > "$RES/$1-recipe.rc"
}

# tested: RES holds the logs of the series' run and the mutant's, kept
# under RKEY (REUSED set) or made now.
tested() {
	local t0
	REUSED=
	if [ "${FRESH:-}" != 1 ] && result_find "$RKEY" "$RES"; then
		step "$NAME $CONFIG tests" "reused the result kept under key ${RKEY:0:16}" 0
		REUSED=1
		return 0
	fi
	made && rebuilt "$NAME $CONFIG build" || return 1
	rm -rf "$RES" && mkdir -p "$RES"
	step_begin "$NAME $CONFIG tests"
	t0=$SECONDS
	runs series
	# The mutant, then the series' header again.
	sed -i "0,/$LIMB/s//$MUTANT_LIMB/" "$DIR/src/$H224"
	if ! grep -q "$MUTANT_LIMB" "$DIR/src/$H224" ||
	    ! rebuilt "$NAME $CONFIG mutant build"; then
		cp "$DIR/$(basename "$H224")" "$DIR/src/$H224"
		return 1
	fi
	runs mutant
	cp "$DIR/$(basename "$H224")" "$DIR/src/$H224"
	cache_unlock
	step "$NAME $CONFIG tests" "ran" $((SECONDS - t0))
	return 0
}

before=$failed
if ! tested; then
	cache_unlock
	fail "$TITLE: $CONFIG build" "$( { tail -n 5 "$DIR/configure.log"; grep -m 8 -i -e 'error' -e '\*\*\*' "$DIR/make.log"; } 2>/dev/null | paste -sd' ')"
	return 0
fi

# The series' test passes, and its recipe; so do OpenSSL's.
for p in $PROGRAMS; do
	log=$RES/series-$p.log
	if [ "$(cat "$RES/series-$p.rc")" = 0 ] && whole "$log"; then
		pass "$TITLE $CONFIG: $p passes ($(tap_counts "$log"))"
	else
		fail "$TITLE $CONFIG: $p passes" "exit $(cat "$RES/series-$p.rc"): $(grep -m 3 -e '^not ok' -e 'ERROR' "$log" | paste -sd' ')"
	fi
done
# What the new test checked: an iteration of test_gmul_table for each
# gmul table (P-224, P-256, P-384, P-521), of test_mult_table for the
# nistz256 table and the SM2 table.
iterations=$(awk '/^    # Subtest: / { t = $3 } /^    ok [0-9]+ - iteration/ { n[t]++ }
    END { printf "%d %d", n["test_gmul_table"], n["test_mult_table"] }' \
    "$RES/series-ec_tables_internal_test.log")
if [ "$iterations" = "4 2" ]; then
	pass "$TITLE $CONFIG: ec_tables_internal_test checks the six tables: test_gmul_table 4 iterations (P-224, P-256, P-384, P-521), test_mult_table 2 (nistz256, SM2)"
else
	fail "$TITLE $CONFIG: ec_tables_internal_test checks the six tables" "iterations of test_gmul_table and test_mult_table: $iterations"
fi
if [ "$(cat "$RES/series-recipe.rc")" = 0 ] &&
    grep -q '^ok 1 - running ec_tables_internal_test$' "$RES/series-recipe.log" &&
    grep -q '^Result: PASS$' "$RES/series-recipe.log"; then
	pass "$TITLE $CONFIG: its recipe, make run_tests TESTS=test_internal_ec_tables, passes (ok 1 - running ec_tables_internal_test; Result: PASS)"
else
	fail "$TITLE $CONFIG: make run_tests TESTS=test_internal_ec_tables" "exit $(cat "$RES/series-recipe.rc"): $(grep -m 3 -e 'not ok' -e 'Result' "$RES/series-recipe.log" | paste -sd' ')"
fi

# The mutant: OpenSSL's own tests pass, the new one fails and names it.
stock=
for p in ectest ecdsatest ec_internal_test; do
	log=$RES/mutant-$p.log
	if [ "$(cat "$RES/mutant-$p.rc")" = 0 ] && whole "$log"; then
		stock="$stock${stock:+; }$p $(tap_counts "$log")"
	else
		stock=
		fail "$TITLE $CONFIG, P-224's gmul entry 1 changed: OpenSSL's $p passes" "exit $(cat "$RES/mutant-$p.rc"): $(grep -m 3 -e '^not ok' "$log" | paste -sd' ')"
	fi
done
[ -z "$stock" ] ||
    pass "$TITLE $CONFIG, P-224's gmul entry 1 changed (x, limb 0: $MUTANT_LIMB): OpenSSL's own tests pass: $stock"
log=$RES/mutant-ec_tables_internal_test.log
said=$(grep -m 1 -F "$WANT_ERROR" "$log" | sed 's/^[[:space:]#]*//')
if [ "$(cat "$RES/mutant-ec_tables_internal_test.rc")" != 0 ] &&
    [ -n "$said" ] && whole "$log" &&
    [ "$(cat "$RES/mutant-recipe.rc")" != 0 ] &&
    grep -q '^not ok 1 - running ec_tables_internal_test$' "$RES/mutant-recipe.log" &&
    grep -q '^Result: FAIL$' "$RES/mutant-recipe.log"; then
	pass "$TITLE $CONFIG, P-224's gmul entry 1 changed: ec_tables_internal_test fails ($(tap_counts "$log")), and its recipe: \"$said\""
else
	fail "$TITLE $CONFIG, P-224's gmul entry 1 changed: ec_tables_internal_test fails, naming it" "exit $(cat "$RES/mutant-ec_tables_internal_test.rc"), recipe exit $(cat "$RES/mutant-recipe.rc"): $(grep -m 3 -e 'ERROR' -e '^#' "$log" | paste -sd' ')"
fi

# A result is kept if it is what the checks above want.
if [ -z "$REUSED" ] && [ "$failed" -eq "$before" ]; then
	echo pass > "$RES/verdict"
	printf '%s\n' "$KEY_TEXT" > "$RES/key"
	rnew=$(result_new "$RKEY") && cp -R "$RES/." "$rnew/" &&
	    result_keep "$rnew" "$RKEY"
fi

# --- DEPEND[]: the nistz256 assembly is generated again --------------------------

# The series' tree configured for x86-64 with assembly, beside the
# build, and its nistz256 assembly generated; after the table is
# touched, make generates it again, once.  The table's time is put
# back, so that the build's objects stay as they were.
name="$TITLE: DEPEND[]: after $TABLE is touched, make generates crypto/ec/ecp_nistz256-x86_64.s again"
if ! made; then
	fail "$name" "the build folder"
else
	d=$DIR/build-asm s=crypto/ec/ecp_nistz256-x86_64.s
	rm -rf "$d" && mkdir -p "$d"
	touch -r "$DIR/src/$TABLE" "$d/table.time"
	if ! (cd "$d" && perl ../src/Configure linux-x86_64 no-shared \
	    > configure.log 2>&1 && make "$s" > make1.log 2>&1); then
		fail "$name" "$(tail -n 3 "$d/configure.log" "$d/make1.log" | paste -sd' ')"
	else
		made_at=$(stat -c %Y "$d/$s")
		sleep 1
		touch "$DIR/src/$TABLE"
		(cd "$d" && make "$s" > make2.log 2>&1 && make "$s" > make3.log 2>&1)
		touch -r "$d/table.time" "$DIR/src/$TABLE"
		rule=$(grep "^$s:" "$d/Makefile")
		if [ "$(stat -c %Y "$d/$s")" -le "$made_at" ] ||
		    ! grep -q "ecp_nistz256-x86_64.pl" "$d/make2.log"; then
			fail "$name" "make: $(tail -n 2 "$d/make2.log" | paste -sd' ')"
		elif ! grep -q "is up to date" "$d/make3.log"; then
			fail "$name" "a second make generated it again too"
		else
			pass "$name, and then finds it up to date (the rule: $rule)"
		fi
	fi
	rm -rf "$d"
fi
cache_unlock
