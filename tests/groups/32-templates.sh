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
# Group templates of make check (tests/run.sh): the template language,
# through ectab -t PATH on two curves of the shipped definitions, with
# expected outputs written by hand from the language's rules
# (ectab-templates(5)) and the curves' published parameters; the
# example of ectab-templates(5); every shipped template on curves
# without a seed; and the Rust module compiled and used.  With $VARIANT
# (group sanitizers), all but the Rust module.
#
# cost: 10
# again in: sanitizers

# --- the template language ---------------------------------------------------------

# Renders template text $2 over secp224k1 and prime256v1, read from the
# two definition files that hold them; expects $3.
render_ok() {
	local name=$1 text=$2 want=$3 got rc
	printf '%s' "$text" > "$BUILD/t.tmpl"
	"$ECTAB" -t "$BUILD/t.tmpl" -c secp224k1,P-256 gen/curves/sec2.txt \
	    gen/curves/x962.txt > "$BUILD/got" 2>&1
	rc=$?
	got=$(cat "$BUILD/got"; echo x)
	got=${got%x}
	if [ $rc -ne 0 ]; then
		fail "template $name" "exit $rc: $got"
	elif [ "$got" = "$want" ]; then
		pass "template $name"
	else
		fail "template $name" "got [$got], want [$want]"
	fi
}

# The version, as gen/version.h gives it.
version=$(sed -n 's/^#define ECTAB_VERSION[[:space:]]*"\(.*\)"$/\1/p' gen/version.h)
render_ok "variables" '{{count}} {{generator}}' "2 ectab $version"
render_ok "list, -index, -last" \
    '{{#curves}}{{-index}}:{{name}}{{^-last}},{{/-last}}{{/curves}}' \
    '0:secp224k1,1:prime256v1'
render_ok "-first" '{{#curves}}{{#-first}}first {{/-first}}{{name}} {{/curves}}' \
    'first secp224k1 prime256v1 '
render_ok "inverted section on an empty list" \
    '{{#curves}}{{^aliases}}{{name}} has none{{/aliases}}{{/curves}}' \
    'secp224k1 has none'
render_ok "{{.}} in a list of strings" \
    '{{#curves}}{{#aliases}}[{{.}}]{{/aliases}}{{/curves}}' \
    '[secp256r1][P-256]'
render_ok "dotted names" '{{#curves}}{{p.hex}} {{/curves}}' \
    '0xfffffffffffffffffffffffffffffffffffffffffffffffeffffe56d 0xffffffff00000001000000000000000000000000ffffffffffffffffffffffff '
render_ok "booleans" '{{#curves}}{{a_is_minus3}} {{/curves}}' 'false true '
render_ok "false optional value" \
    '{{#curves}}{{#seed}}{{name}}: {{hex}}{{/seed}}{{/curves}}' \
    'prime256v1: c49d360886e704936a6678e1139d26b7819f7e90'
render_ok "comment" 'a{{! not rendered }}b' 'ab'
render_ok "standalone tags take their line" \
    $'a\n{{#curves}}\n  x\n  {{/curves}}\n{{! note }}\nb\n' $'a\n  x\n  x\nb\n'
render_ok "tags sharing a line are not standalone" \
    $'{{#curves}}{{name}}\n{{/curves}}' $'secp224k1\nprime256v1\n'
render_ok "word sizes inherit the curve's names" \
    '{{#wordsizes}}{{w}}:{{#curves}} {{name}}/{{words}}/{{order_words}}{{/curves}};{{/wordsizes}}' \
    '64: secp224k1/4/4 prime256v1/4/4;32: secp224k1/7/8 prime256v1/8/8;'
# -p^-1 = 1 mod 2^64 for P-256 (p = -1 mod 2^64); n0[2] in each word size.
render_ok "n0 as two words" \
    '{{#curves}}{{#-last}}{{#mont}}{{#n0.words}}{{.}} {{/n0.words}}{{/mont}}{{/-last}}{{/curves}}' \
    '0x0000000000000001 0x0000000000000000 0x00000001 0x00000000 '
# secp224k1's p = 2^224 - 2^32 - 6803 in 32-bit words, top 7 of 7.
render_ok "words and top" \
    '{{#curves}}{{#-first}}{{#mont}}{{#-last}}{{p.top}}:{{#p.words}}{{.}} {{/p.words}}{{/-last}}{{/mont}}{{/-first}}{{/curves}}' \
    '7:0xffffe56d 0xfffffffe 0xffffffff 0xffffffff 0xffffffff 0xffffffff 0xffffffff '

# A fill joins with ", " and wraps before an item that would pass column
# 80: P-256's p in 32-bit words fills 6 words (76 columns) on a line.
render_ok "fill" \
    '{{#curves}}{{#-last}}{{#mont}}[{{~p.words}}{{.}}{{/p.words}}]
{{/mont}}{{/-last}}{{/curves}}' \
    '[0xffffffffffffffff, 0x00000000ffffffff, 0x0000000000000000, 0xffffffff00000001]
[0xffffffff, 0xffffffff, 0xffffffff, 0x00000000, 0x00000000, 0x00000000,
 0x00000001, 0xffffffff]
'
render_ok "delimiter change" $'{{=<% %>=}}\n{{<%count%>}}' '{{2}}'
render_ok "mark" $'{{%mark short secp224k1}}\n{{#curves}}{{name}}={{short}} {{/curves}}' \
    'secp224k1=true prime256v1=false '
render_ok "label and label_alnum" '{{#curves}}{{label}}/{{label_alnum}} {{/curves}}' \
    'secp224k1/secp224k1 P-256/P256 '
render_ok "halves" \
    '{{#curves}}{{#-last}}{{#mont}}{{#-first}}{{#p.halves}}{{hi}}:{{lo}} {{/p.halves}}{{/-first}}{{/mont}}{{/-last}}{{/curves}}' \
    '0xffffffff:0xffffffff 0x00000000:0xffffffff 0x00000000:0x00000000 0xffffffff:0x00000001 '
# P-256's 2G and 3G (SEC 1 test vectors, e.g. NIST's point multiples).
render_ok "multiples table" \
    $'{{%table multiples:size=2,rows=2,step=1}}\n{{#curves}}{{#-last}}{{#mont}}{{#-first}}{{#tables}}{{#rows}}{{shift}}:{{#points}} {{k.hex}}{{/points}};{{/rows}}{{#rows}}{{#-last}}{{#points}}{{#-first}}{{x.hex}}{{/-first}}{{/points}}{{/-last}}{{/rows}}{{/tables}}{{/-first}}{{/mont}}{{/-last}}{{/curves}}' \
    '0: 0x1 0x2;1: 0x2 0x4;0x7cf27b188d034f7e8a52380304b51ac3c08969e277f21b35a60b48fc47669978'
render_ok "comb table" \
    $'{{%table comb:teeth=2,rows=1,stride=1,name=c}}\n{{#curves}}{{#-last}}{{#mont}}{{#-first}}{{#tables}}{{name}} {{kind}}:{{#rows}}{{#points}} {{k.hex}}{{/points}} {{#points}}{{#-last}}{{x.hex}}{{/-last}}{{/points}}{{/rows}}{{/tables}}{{/-first}}{{/mont}}{{/-last}}{{/curves}}' \
    'c comb: 0x1 0x2 0x3 0x5ecbe4d1a6330a44c8f7ef951d4bf165e6c6b721efada985fb41661bc6e7fd6c'
# The root's tables, each with its spec as given, by pragma then by -g:
# what a template prints to say how to make them again.
render_ok "the root's tables and their specs" \
    $'{{%table comb:teeth=2,rows=1,stride=1,name=c}}\n{{#tables}}{{name}} {{kind}} -g {{spec}};{{/tables}}' \
    'c comb -g comb:teeth=2,rows=1,stride=1,name=c;'
printf '%s' '{{#tables}}-g {{spec}} {{/tables}}{{#curves}}{{#mont}}{{#tables}}{{#rows}}{{/rows}}{{/tables}}{{/mont}}{{/curves}}' \
    > "$BUILD/specs.tmpl"
got=$("$ECTAB" -t "$BUILD/specs.tmpl" -c secp224k1 -w 64 \
    -g multiples:size=2,name=m2 -g comb:odd,rows=1 gen/curves/sec2.txt 2>&1)
if [ "$got" = "-g multiples:size=2,name=m2 -g comb:odd,rows=1 " ]; then
	pass "template: the specs of -g tables as given"
else
	fail "template: the specs of -g tables as given" "got [$got]"
fi
# A template's {{%table comb:shape=ATTR}}: each curve's teeth and rows
# as its set file gives them (ATTR=TxR), the stride following from its
# order as without shape (secp224k1's 225 bits over 3 teeth: 75, made a
# multiple of 4 rows: 76); no table for a curve the set gives no ATTR.
printf '%s' $'{{%table comb:shape=comb,name=c}}\n{{#curves}}{{name}}:{{#mont}}{{#-first}}{{#tables}} {{name}} {{teeth}}x{{count}}, stride {{stride}}, {{size}} points{{/tables}}{{/-first}}{{/mont}};{{/curves}}' \
    > "$BUILD/shape.tmpl"
printf '%s\n' 'secp224k1 comb=3x4' 'P-256' > "$BUILD/shape.set"
got=$("$ECTAB" -t "$BUILD/shape.tmpl" -s "$BUILD/shape.set" \
    gen/curves/sec2.txt gen/curves/x962.txt 2>&1)
if [ "$got" = "secp224k1: c 3x4, stride 76, 7 points;prime256v1:;" ]; then
	pass "template: {{%table comb:shape=comb}} takes each curve's shape from its set"
else
	fail "template: {{%table comb:shape=comb}} takes each curve's shape from its set" "got [$got]"
fi
# Malformed templates are in tests/bad, checked by group bad-input.

# The worked example of ectab-templates(5), run as the page says: the
# command, the template and the output it promises (written from the
# page alone, its numbers computed independently), each the literal
# display after a comment line '.\" example: NAME'.
python3 - "$BUILD" <<'PY'
import re, sys
text = open("gen/ectab-templates.5").read()
def block(marker):
    m = re.search(r'^\.\\" example: %s\b[^\n]*\n\.Bd [^\n]*\n(.*?)^\.Ed$' % marker,
                  text, re.M | re.S)
    return m.group(1).replace("\\e", "\\").replace("\\&", "")
for marker, name in (("command", "command"), ("template", "example.tmpl"),
                     ("output", "expected")):
    open(sys.argv[1] + "/" + name, "w").write(block(marker))
PY
cmd=$(sed -e 's/^\$ //' -e 's/ *\\$//' "$BUILD/command" | tr -s ' \n' '  ')
cmd=${cmd% }
case $cmd in
"ectab -t ./example.tmpl "*)
	args=${cmd#ectab -t ./example.tmpl }
	# shellcheck disable=SC2086
	if "$ECTAB" -t "$BUILD/example.tmpl" $args > "$BUILD/got" &&
	    cmp -s "$BUILD/got" "$BUILD/expected"; then
		pass "ectab-templates(5): the example renders what it shows"
	else
		fail "ectab-templates(5): the example" "$(diff "$BUILD/expected" "$BUILD/got" | head -n 5)"
	fi ;;
*)	fail "ectab-templates(5): the example" "its command is not ectab -t ./example.tmpl ...: $cmd" ;;
esac

# Every shipped template renders curves none of which has a seed: what a
# template may name does not depend on the curves (a seed's bytes where no
# curve has a seed once made the Rust template an error).
for tmpl in templates/*.tmpl; do
	# (a template of one curve, {{%curves 1}}, gets one alone: secp256k1,
	# or one of the bits it renders, its seed dropped)
	sel=secp256k1,SM2
	defs=gen/curves/sec2.txt
	if grep -q '%curves 1%' "$tmpl"; then
		sel=$(template_curve "$tmpl")
		curve_copy "$sel" "$sel" > "$BUILD/noseed.txt"
		defs=$BUILD/noseed.txt
	fi
	# (a template of set attributes gets them all, from a set file)
	attrs=$(sed -n 's/.*%attr \([a-z0-9_]*\).*/\1=x/p' "$tmpl" | tr '\n' ' ')
	how="-c $sel"
	if [ -n "$attrs" ]; then
		printf "%s $attrs\n" $(echo $sel | tr , ' ') > "$BUILD/noseed.set"
		how="-s $BUILD/noseed.set"
	fi
	# (a template of one table from -g, {{%tables 1}}, gets a comb)
	grep -q '%tables 1%' "$tmpl" && how="$how -g comb"
	# shellcheck disable=SC2086
	if "$ECTAB" -t "$tmpl" $how "$defs" gen/curves/sm2.txt \
	    > "$BUILD/noseed" 2> "$BUILD/err"; then
		pass "$tmpl renders curves without a seed"
	else
		fail "$tmpl renders curves without a seed" "$(cat "$BUILD/err")"
	fi
done
[ -z "$VARIANT" ] || return 0

# --- template libressl: LibreSSL's own comments ---------------------------------

# Each curve's comment in LibreSSL's header, in each word size's
# section, is its comment in ec_curve_list[] of ec_curve.c, in the same
# order: "WHO curve NAME", WHO the attribute by of gen/curves/libressl.set.
# The section's other one-line comments name a curve and what follows
# it ("secp224k1: p"), with a colon.
"$ECTAB" -t libressl -s libressl -o "$BUILD/libressl.h" $CURVES
if ! obsd=$(openbsd_tarball); then
	skip "template libressl: each curve's comment is ec_curve.c's" \
	    "no OpenBSD source tarball beside LibreSSL's in ../shared/libressl/ (set LIBRESSL_TARBALL)"
else
	tar -xOJf "$obsd" --wildcards '*/src/lib/libcrypto/ec/ec_curve.c' |
	    sed -n 's/^[[:space:]]*\.comment = "\(.*\)",$/\1/p' > "$BUILD/want"
	for w in 64 32; do
		name="template libressl: each curve's comment in the $w-bit section is ec_curve.c's"
		awk -v w="$w" '
		    /^#(el)?if BN_BITS2 == / { inside = $NF == w; next }
		    /^#/ { inside = 0 }
		    inside && /^\/\* [^:]* \*\/$/ { print substr($0, 4, length($0) - 6) }' \
		    "$BUILD/libressl.h" > "$BUILD/got$w"
		if [ ! -s "$BUILD/want" ]; then
			fail "$name" "no .comment in ec_curve.c of $obsd"
		elif cmp -s "$BUILD/want" "$BUILD/got$w"; then
			pass "$name ($(wc -l < "$BUILD/want") curves)"
		else
			fail "$name" "$(diff "$BUILD/want" "$BUILD/got$w" | head -n 5 | tr '\n' ' ')"
		fi
	done
fi
# A curve of the user's own, without a set: the default template
# (libressl) writes its header, whose comment names the curve alone,
# and which compiles as ec_curve.c includes it, at 64 and 32 bits.
curve_copy prime256v1 mycurve > "$BUILD/mycurve.txt"
rm -rf "$BUILD/mine" && mkdir -p "$BUILD/mine"
err=$("$ECTAB" -o "$BUILD/mine/ec_curve_tables.h" "$BUILD/mycurve.txt" 2>&1)
rc=$?
if [ $rc -eq 0 ] && grep -qx '/\* curve mycurve \*/' "$BUILD/mine/ec_curve_tables.h"; then
	pass "ectab -o FILE DEFS with a curve of the user's own and no set: exit 0, its comment \"curve mycurve\""
	for bits in 64 32; do
		if [ $bits = 32 ] && ! have_i386_openssl; then
			skip "the header of mycurve compiles, -m32" "Debian's i386 OpenSSL headers are missing (make deps installs libssl-dev:i386)"
			continue
		fi
		if out=$(gcc -std=c99 -m$bits -Wall -Wextra -pedantic -Werror \
		    -DEXPECT_BN_BITS2=$bits -I"$BUILD/mine" \
		    -Igen/checker/libressl -fsyntax-only \
		    tests/compile_libressl.c 2>&1); then
			pass "the header of mycurve compiles, -m$bits"
		else
			fail "the header of mycurve compiles, -m$bits" "$out"
		fi
	done
else
	fail "ectab -o FILE DEFS with a curve of the user's own and no set" "exit $rc: $err"
fi

# A table's NAME is its name upper-cased, for a constant's name (Rust
# warns of a lower-case one).
printf '%s\n' '{{#curves}}{{#mont}}{{#tables}}{{NAME}} {{name}}' \
    '{{#rows}}{{/rows}}{{/tables}}{{/mont}}{{/curves}}' > "$BUILD/upper.tmpl"
out=$("$ECTAB" -t "$BUILD/upper.tmpl" -c P-256 -w 64 -g comb:name=base_g \
    -o - $CURVES 2>&1)
if [ "$out" = "BASE_G base_g" ]; then
	pass "a table's NAME is its name upper-cased: BASE_G"
else
	fail "a table's NAME is its name upper-cased" "$out"
fi

# --- the Rust module ------------------------------------------------------------

# The Rust module, for 16-, 32- and 64-bit words, compiled and used as
# a module of its own file and through include!(), with every warning
# an error: its comments are plain, and it sets no inner attribute.
RUST=$BUILD/rust
mkdir -p "$RUST"
cp tests/rust_check.rs "$RUST/"
printf '%s\n' '#[allow(dead_code)]' '#[path = "ectab_curves.rs"]' \
    'mod ectab_curves;' 'include!("rust_check.rs");' > "$RUST/as_module.rs"
printf '%s\n' '#[allow(dead_code)]' 'mod ectab_curves {' \
    '    include!("ectab_curves.rs");' '}' 'include!("rust_check.rs");' \
    > "$RUST/as_include.rs"
have_rustc=yes
if ! command -v rustc >/dev/null; then
	have_rustc=
	skip "the Rust module" "rustc is not installed (make deps installs it)"
fi
if ! "$ECTAB" -t templates/rust.tmpl -w 16,32,64 -o "$RUST/ectab_curves.rs" $CURVES; then
	fail "templates/rust.tmpl renders" "ectab failed"
elif [ -n "$have_rustc" ]; then
	for form in module include; do
		how="as a module of its own file"
		[ $form = include ] && how="through include!()"
		name="templates/rust.tmpl renders a module rustc compiles, used $how"
		if ! out=$(cd "$RUST" && rustc --edition 2021 -D warnings \
		    -o "check_$form" "as_$form.rs" 2>&1); then
			fail "$name" "$out"
		else
			pass "$name ($(rustc --version))"
			count_lines "the Rust module's constants, used $how" "$RUST/check_$form"
		fi
	done
fi
# Where rustdoc would take a doc comment's line for a list item (a line
# starting "* ", "- ", "+ " or "1. " after the comment's marker: what
# clippy's doc_lazy_continuation reports), or an inner doc comment
# include!() refuses.
if bad=$(grep -nE '^[[:space:]]*//[/!] *([-*+]|[0-9]+[.)])( |$)|^[[:space:]]*//!' \
    "$RUST/ectab_curves.rs" | head -n 3) && [ -n "$bad" ]; then
	fail "the Rust module's doc comments: no list items, no inner doc comments" "$bad"
else
	pass "the Rust module's doc comments: no list items, no inner doc comments"
fi

# --- names that must compile, or be refused ----------------------------------

# A curve of 256 bits (secp256k1's numbers, or those of a curve of the
# bits a template renders) under each awkward name: one
# that begins with a digit, one that is the name of a macro or constant
# the generic and Rust templates define themselves (count: CURVE_COUNT
# beside CURVE_IDENT), and one with '-' and '.'.  Every shipped template
# either refuses it in one line naming the curve and the template, where
# its {{%ident}} pragma says so, or writes what compiles: C at 64 and 32
# bits with every warning an error, C++ where the library is C++ (or the
# header is for both), the Rust module with rustc, the JSON with a JSON
# parser.  The refusals are exactly those the templates document.
mkdir -p "$BUILD/names"
N=$(cd "$BUILD/names" && pwd)
refused="rust:1toy rust:count generic:count mbedtls:1toy mbedtls:toy-1.v2"
for name in 1toy count toy-1.v2; do
	printf '%s id=TOY by=Toy\n' "$name" > "$N/$name.set"
	for t in templates/*.tmpl; do
		t=${t#templates/}
		t=${t%.tmpl}
		# (a template of the curves it names, {{%only}}, takes no
		# name from a curve: it renders none of these)
		grep -q '%only ' "templates/$t.tmpl" && continue
		# (a template of set attributes gets them from a set file; one
		# of fewer or more bits, the numbers of a curve of those)
		sel=
		grep -q '%attr ' "templates/$t.tmpl" && sel="-s $N/$name.set"
		base=$(template_curve "templates/$t.tmpl")
		curve_copy "$base" "$name" > "$N/$name-$base.txt"
		h=$N/$t-$name.out
		rm -f "$h"
		# shellcheck disable=SC2086
		err=$("$ECTAB" -t "templates/$t.tmpl" $sel -o "$h" "$N/$name-$base.txt" 2>&1)
		rc=$?
		what="template $t, a curve named $name"
		case " $refused " in
		*" $t:$name "*)
			case $err in
			"ectab: templates/$t.tmpl:"*"(curve $name)"|"ectab: templates/$t.tmpl:"*": curve $name ("*")")
				if [ $rc -eq 1 ] && [ ! -e "$h" ] &&
				    [ "$(printf '%s\n' "$err" | wc -l)" -eq 1 ]; then
					pass "$what: refused in one line ($err)"
				else
					fail "$what: refused in one line" "exit $rc: $err"
				fi ;;
			*)	fail "$what: refused in one line naming the curve" "exit $rc: $err" ;;
			esac
			continue ;;
		esac
		if [ $rc -ne 0 ]; then
			fail "$what: rendered" "exit $rc: $err"
			continue
		fi
		case $t in
		libressl)
			mkdir -p "$N/libressl"
			cp "$h" "$N/libressl/ec_curve_tables.h"
			builds="c99:-Igen/checker/libressl:-I$N/libressl:tests/compile_libressl.c" ;;
		generic)
			builds="c99 c++17" ;;
		boringssl|boringssl-p256-*)
			builds="c++17" ;;
		openssl-*)
			builds="c99" ;;
		mbedtls)
			builds="c99:-DMBEDTLS_ECP_DP_TOY_ENABLED" ;;
		json)
			if python3 -c 'import json, sys; json.load(open(sys.argv[1]))' "$h" 2>/dev/null; then
				pass "$what: the JSON parses"
			else
				fail "$what: the JSON parses" "$(python3 -c 'import json, sys; json.load(open(sys.argv[1]))' "$h" 2>&1 | tail -n 1)"
			fi
			continue ;;
		rust)
			[ -n "$have_rustc" ] || continue
			printf '%s\n' '#[allow(dead_code)]' "#[path = \"$t-$name.out\"]" \
			    'mod curves;' 'fn main() {}' > "$N/main.rs"
			if out=$(cd "$N" && rustc --edition 2021 -D warnings \
			    -o main main.rs 2>&1); then
				pass "$what: rustc compiles it"
			else
				fail "$what: rustc compiles it" "$out"
			fi
			continue ;;
		esac
		layout=LAYOUT_$(printf '%s' "${t#boringssl-p256-}" | tr a-z- A-Z_)
		case $t in
		boringssl)	layout=LAYOUT_BORINGSSL ;;
		# (a header of a gmul table is the block's)
		openssl-nistp*-table)	layout=${layout%_TABLE} ;;
		esac
		for build in $builds; do
			std=${build%%:*}
			flags=$(printf '%s' "$build" | cut -s -d: -f2- | tr ':' ' ')
			prog=tests/compile_names.c
			case $flags in
			*compile_libressl.c)
				prog=tests/compile_libressl.c
				flags=${flags% tests/compile_libressl.c} ;;
			esac
			for bits in 64 32; do
				# OpenSSL builds its SM2 table, of 64-bit
				# words, for 64-bit ARM only.
				[ $bits = 32 ] && [ $t = openssl-sm2p256 ] &&
				    continue
				cc=gcc lang=c
				case $std in
				c++*)	cc=g++ lang=c++ ;;
				esac
				if [ $bits = 32 ] && [ $t = libressl ] && ! have_i386_openssl; then
					skip "$what: $cc -std=$std -m$bits" "Debian's i386 OpenSSL headers are missing (make deps installs libssl-dev:i386)"
					continue
				fi
				# shellcheck disable=SC2086
				if out=$($cc -x $lang -std=$std -m$bits -Wall -Wextra \
				    -pedantic -Werror -Wno-unused-variable \
				    -Wno-unused-const-variable -DEXPECT_BN_BITS2=$bits \
				    -D$layout -DNAMES_HEADER="\"$h\"" $flags \
				    -fsyntax-only "$prog" 2>&1); then
					pass "$what: $cc -std=$std -m$bits"
				else
					fail "$what: $cc -std=$std -m$bits" "$(printf '%s\n' "$out" | head -n 3)"
				fi
			done
		done
	done
done

# Names that clash only between two curves: boringssl's identifiers drop
# '-' and '.' (toy-1 and toy1 both make ktoy1Field), and the Rust
# module's index CURVE_P_64 of a curve p-64 is also curve's P_64.  Each
# pair is refused in one line naming both, or the first curve.
for pair in "boringssl:toy-1:toy1" "rust:curve:p-64" "rust:curve_x:x_p"; do
	IFS=: read -r t one two <<< "$pair"
	{
		awk -v name="$one" '
		    /^curve / { take = $2 == "secp256k1"; if (take) print "curve " name; next }
		    take && /^ *(alias|oid|nid|comment|safecurves):/ { next }
		    take { print }' gen/curves/sec2.txt
		awk -v name="$two" '
		    /^curve / { take = $2 == "prime256v1"; if (take) print "curve " name; next }
		    take && /^ *(alias|oid|nid|comment|safecurves|seed):/ { next }
		    take { print }' gen/curves/x962.txt
	} > "$N/pair.txt"
	rm -f "$N/pair.out"
	err=$("$ECTAB" -t "templates/$t.tmpl" -o "$N/pair.out" "$N/pair.txt" 2>&1)
	rc=$?
	what="template $t, curves named $one and $two"
	case $err in
	"ectab: templates/$t.tmpl:"*"curves $one and $two share"*|"ectab: templates/$t.tmpl:"*": curve $one ("*")")
		if [ $rc -eq 1 ] && [ ! -e "$N/pair.out" ]; then
			pass "$what: refused in one line ($err)"
		else
			fail "$what: refused in one line" "exit $rc: $err"
		fi ;;
	*)	fail "$what: refused in one line naming them" "exit $rc: $err" ;;
	esac
done
