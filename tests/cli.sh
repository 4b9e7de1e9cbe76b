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
# The command line as a Unix user expects it: ectab list, the catalog
# when no definition files are given, '-' for standard input, '--'
# ending the options.
#
# usage: cli.sh ECTAB BUILD_DIR
set -u

ECTAB=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
DIR=$2/cli
mkdir -p "$DIR"

ok() { echo "PASS $1"; }
no() { echo "FAIL $1: $2"; }

# ectab list: the catalog by default, a header and a line per curve.
"$ECTAB" list > "$DIR/list" 2>&1
n=$(grep -c . "$DIR/list")
line=$(grep '^prime256v1 ' "$DIR/list" | tr -s ' ')
if [ "$n" -eq 39 ] && head -1 "$DIR/list" | grep -q '^curve  *bits  provenance  *oid  *aliases$' &&
    [ "$line" = "prime256v1 256 X9.62 seed 1.2.840.10045.3.1.7 secp256r1 P-256" ] &&
    grep -q '^brainpoolP320t1  *320  twist of brainpoolP320r1 ' "$DIR/list" &&
    grep -q '^brainpoolP320r1  *320  RFC 5639 seeds ' "$DIR/list" &&
    grep -q '^secp256k1  *256  -  *1.3.132.0.10  *-$' "$DIR/list"; then
	ok "ectab list: the 38 catalog curves, with bits, provenance, OID and aliases"
else
	no "ectab list" "$n lines; prime256v1: $line"
fi
if [ "$("$ECTAB" list -s libressl | sed -n '2p;$p' | cut -d' ' -f1 | tr '\n' ' ')" = "secp224k1 FRP256v1 " ] &&
    [ "$("$ECTAB" list -s libressl | grep -c .)" -eq 18 ]; then
	ok "ectab list -s libressl: LibreSSL's 17, in its order"
else
	no "ectab list -s libressl" "$("$ECTAB" list -s libressl 2>&1 | head -3)"
fi

printf 'P-256\r\n' > "$DIR/crlf.set"
err=$("$ECTAB" list -s "$DIR/crlf.set" 2>&1)
if [ $? -eq 1 ] && [ "$err" = "ectab: $DIR/crlf.set:1: carriage return in line (the file must use LF line endings)" ]; then
	ok "a set file with CRLF line endings is refused"
else
	no "a set file with CRLF line endings is refused" "$err"
fi

# '-' is standard input: definitions, and a file to import.
"$ECTAB" -t json -c P-256 gen/curves/x962.txt > "$DIR/file.json"
if "$ECTAB" -t json -c P-256 - < gen/curves/x962.txt > "$DIR/stdin.json" &&
    diff "$DIR/file.json" "$DIR/stdin.json" | grep -c '^[<>]' | grep -qx 4 &&
    grep -q '"sources": \["-"\]' "$DIR/stdin.json"; then
	ok "definitions from standard input (-) read as from a file"
else
	no "definitions from standard input (-)" "$(diff "$DIR/file.json" "$DIR/stdin.json" | head -5)"
fi
if "$ECTAB" export -c secp256k1 | "$ECTAB" import - > "$DIR/k1.txt" &&
    head -2 "$DIR/k1.txt" | grep -q '^curve secp256k1$'; then
	ok "import from standard input (-)"
else
	no "import from standard input (-)" "$(head -2 "$DIR/k1.txt")"
fi
for cmd in "-t json" "import"; do
	# shellcheck disable=SC2086
	err=$("$ECTAB" $cmd - - < gen/curves/x962.txt 2>&1 >/dev/null)
	if [ $? -eq 1 ] && [ "$err" = "ectab: -: standard input named twice" ]; then
		ok "standard input named twice is refused (ectab $cmd)"
	else
		no "standard input named twice is refused (ectab $cmd)" "$err"
	fi
done
err=$("$ECTAB" import --frob x 2>&1 | head -n 1)
if [ "$err" = "ectab: unrecognized option '--frob'" ]; then
	ok "a subcommand's unknown option is reported as ectab's"
else
	no "a subcommand's unknown option is reported as ectab's" "$err"
fi

# '--' ends the options: a definition file whose name starts with '-'.
cp gen/curves/x962.txt "$DIR/-x962.txt"
if (cd "$DIR" && "$ECTAB" -t json -c P-256 -- -x962.txt > dash.json) &&
    grep -q '"sources": \["-x962.txt"\]' "$DIR/dash.json"; then
	ok "-- ends the options: a file named -x962.txt"
else
	no "-- ends the options" "$(head -3 "$DIR/dash.json")"
fi

# -t NAME of no template: one line naming the folder; where a file of
# that name is in the current folder, how to name it instead.
tdir=$(cd templates && pwd)
export ECTAB_TEMPLATES=$tdir
printf 'x\n' > "$DIR/mine.tmpl"
for arg in jsno mine.tmpl; do
	want="ectab: -t $arg: no template of that name in $tdir"
	[ $arg = mine.tmpl ] && want="$want; for the file, give its path: -t ./mine.tmpl"
	err=$(cd "$DIR" && "$ECTAB" -t $arg -c P-256 2>&1 >/dev/null)
	if [ $? -eq 1 ] && [ "$err" = "$want" ]; then
		ok "-t $arg, of no template: one line, exit 1"
	else
		no "-t $arg, of no template" "$err"
	fi
done
unset ECTAB_TEMPLATES

# Without definition files, generation, the audit and ectab make read
# the catalog: the same bytes as with the catalog's files named by
# absolute path (which outputs name by their last component), from any
# folder; $ECTAB_CURVES names another catalog, and a folder without
# definition files is an error.
cat=$(cd gen/curves && pwd)
mkdir -p "$DIR/elsewhere/out"
for cmd in "-t generic -c P-256,secp384r1" "-t json -s libressl" "audit -c P-224" "audit --json"; do
	# shellcheck disable=SC2086
	if (cd "$DIR/elsewhere" && "$ECTAB" $cmd > got) &&
	    "$ECTAB" $cmd "$cat"/*.txt > "$DIR/want" &&
	    cmp -s "$DIR/elsewhere/got" "$DIR/want"; then
		ok "ectab $cmd, without definition files, renders the catalog"
	else
		no "ectab $cmd, without definition files" "$(diff "$DIR/want" "$DIR/elsewhere/got" | head -n 3)"
	fi
done
if (cd "$DIR/elsewhere" && "$ECTAB" make "$OLDPWD/gen/outputs.txt") &&
    "$ECTAB" -t libressl -s libressl -o "$DIR/want" "$cat"/*.txt &&
    cmp -s "$DIR/elsewhere/out/ec_curve_tables.h" "$DIR/want" &&
    [ "$(ls "$DIR/elsewhere/out" | wc -l)" -eq "$(grep -c '^out/' gen/outputs.txt)" ]; then
	ok "ectab make, without definition files, makes every output from the catalog"
else
	no "ectab make, without definition files" "$(ls "$DIR/elsewhere/out" | tr '\n' ' ')"
fi
mkdir -p "$DIR/small"
sed -n '/^curve secp256k1$/,/^$/p' gen/curves/sec2.txt > "$DIR/small/k1.txt"
if [ "$(ECTAB_CURVES=$DIR/small "$ECTAB" -t json | grep -c '"name":')" -eq 1 ]; then
	ok "\$ECTAB_CURVES names the catalog that generation reads by default"
else
	no "\$ECTAB_CURVES names the catalog that generation reads by default" "$(ECTAB_CURVES=$DIR/small "$ECTAB" -t json 2>&1 | head -n 2)"
fi
mkdir -p "$DIR/empty"
for cmd in "-t json" "audit"; do
	# shellcheck disable=SC2086
	err=$(ECTAB_CURVES=$DIR/empty "$ECTAB" $cmd 2>&1 >/dev/null)
	if [ $? -eq 1 ] && [ "$err" = "ectab: $DIR/empty: no definition files (*.txt)" ]; then
		ok "ectab $cmd with a catalog folder of no definition files: one line, exit 1"
	else
		no "ectab $cmd with a catalog folder of no definition files" "$err"
	fi
done

# A GMP older than 6.2 at run time (its version string made so by a
# preloaded library) is refused by every command: its prime test is not
# the Baillie-PSW the findings name.
printf 'const char *const __gmp_version = "6.1.2";\n' > "$DIR/oldgmp.c"
if ! out=$(${CC:-cc} -shared -fPIC -o "$DIR/oldgmp.so" "$DIR/oldgmp.c" 2>&1); then
	no "GMP 6.1.2 at run time is refused" "the shim does not build: $out"
else
	for cmd in "--version" "audit -c P-256" "list"; do
		# shellcheck disable=SC2086
		err=$(LD_PRELOAD="$DIR/oldgmp.so" "$ECTAB" $cmd 2>&1 >/dev/null)
		rc=$?
		if [ $rc -eq 1 ] && [ "$err" = "ectab: GMP 6.1.2 is older than 6.2, whose prime test ectab needs (Baillie-PSW)" ]; then
			ok "ectab $cmd with GMP 6.1.2 at run time: refused, exit 1"
		else
			no "ectab $cmd with GMP 6.1.2 at run time" "exit $rc: $err"
		fi
	done
fi
if "$ECTAB" --version | sed -n 2p | grep -qE '^GMP 6\.[2-9][0-9.]*, (OpenSSL|LibreSSL) '; then
	ok "ectab --version names GMP and the libcrypto it runs with"
else
	no "ectab --version names GMP and the libcrypto it runs with" "$("$ECTAB" --version 2>&1)"
fi

# -g: a bad table is a usage error; a table too large for a curve, a
# name given twice, and -w against a template's {{%words}} are refused
# with the place, writing nothing.
for case in "foo|-g: table \"foo\": no kind \"foo\" (multiples or comb)" \
    "comb:teeth=0|-g: table \"comb:teeth=0\": teeth=0 is not a number from 1 to 14" \
    "multiples:size=65536|-g: table \"multiples:size=65536\": size=65536 is not a number from 1 to 16384" \
    "comb:rows=2,rows=3|-g: table \"comb:rows=2,rows=3\": rows given twice" \
    "multiples:step|-g: table \"multiples:step\": \"step\" is not KEY=VALUE" \
    "comb:size=4|-g: table \"comb:size=4\": no key \"size\" for comb (name, teeth, stride, rows)" \
    "comb:name=Big|-g: table \"comb:name=Big\": name \"Big\" is not lower-case letters, digits and _, at most 32" \
    "comb:stride=63|-g: table \"comb:stride=63\": stride 63 is not a multiple of rows 2"; do
	spec=${case%%|*} want=${case#*|}
	rm -f "$DIR/g.h"
	err=$("$ECTAB" -t generic -c P-256 -g "$spec" -o "$DIR/g.h" 2>&1)
	rc=$?
	if [ $rc -eq 2 ] && [ "$(printf '%s\n' "$err" | head -n 1)" = "ectab: $want" ] &&
	    [ ! -e "$DIR/g.h" ]; then
		ok "-g $spec: a usage error"
	else
		no "-g $spec: a usage error" "exit $rc: $err"
	fi
done
for case in "-g multiples:size=64,rows=16384|-g: table multiples of prime256v1: 16384 rows of 64 points, over 16384" \
    "-g multiples:size=1,rows=5,step=128|-g: table multiples of prime256v1: scalars of 513 bits, over twice the order's 256" \
    "-g comb:teeth=8,stride=70|-g: table comb of prime256v1: scalars of 526 bits, over twice the order's 256" \
    "-g comb -g comb:teeth=3|-g: table comb asked for twice; give one of them another name (name=)"; do
	args=${case%%|*} want=${case#*|}
	rm -f "$DIR/g.h"
	# shellcheck disable=SC2086
	err=$("$ECTAB" -t generic -c P-256 $args -o "$DIR/g.h" 2>&1)
	rc=$?
	if [ $rc -eq 1 ] && [ "$err" = "ectab: $want" ] && [ ! -e "$DIR/g.h" ]; then
		ok "ectab $args: refused"
	else
		no "ectab $args: refused" "exit $rc: $err"
	fi
done
rm -f "$DIR/g.h"
err=$("$ECTAB" -t boringssl-p256-nistz -w 32 -c P-256 -o "$DIR/g.h" 2>&1)
rc=$?
case $err in
"ectab: "*"/boringssl-p256-nistz.tmpl:8: this template renders the word sizes of its {{%words}} pragma only: leave -w out")
	[ $rc -eq 1 ] && [ ! -e "$DIR/g.h" ] && ok "-w against a template's {{%words}}: refused" ||
	    no "-w against a template's {{%words}}" "exit $rc" ;;
*)	no "-w against a template's {{%words}}" "exit $rc: $err" ;;
esac

# A template of one curve of 225 to 256 bits ({{%curves}}, {{%bits}}).
for case in "-c P-384|boringssl-p256-fiat.tmpl:10: this template renders curves of 225 to 256 bits, not secp384r1 (384)" \
    "-c P-256,secp256k1|boringssl-p256-fiat.tmpl:9: this template renders 1 curve, not 2 (-c)"; do
	args=${case%%|*} want=${case#*|}
	rm -f "$DIR/g.h"
	# shellcheck disable=SC2086
	err=$("$ECTAB" -t boringssl-p256-fiat $args -o "$DIR/g.h" 2>&1)
	rc=$?
	case $err in
	"ectab: "*"/$want")
		[ $rc -eq 1 ] && [ ! -e "$DIR/g.h" ] &&
		    ok "boringssl-p256-fiat $args: refused" ||
		    no "boringssl-p256-fiat $args: refused" "exit $rc" ;;
	*)	no "boringssl-p256-fiat $args: refused" "exit $rc: $err" ;;
	esac
done

# -g in a manifest of ectab make: the same file as on the command line.
printf '%s\t-t generic -c P-256 -g comb -g multiples:size=2,name=m\n' \
    "$DIR/made.h" > "$DIR/tables.txt"
rm -f "$DIR/made.h"
if "$ECTAB" make "$DIR/tables.txt" gen/curves/x962.txt &&
    "$ECTAB" -t generic -c P-256 -g comb -g multiples:size=2,name=m \
    -o "$DIR/direct.h" gen/curves/x962.txt &&
    cmp -s "$DIR/made.h" "$DIR/direct.h" &&
    grep -q '^static const uint64_t ectab_prime256v1_m_64\[\] = {$' "$DIR/made.h"; then
	ok "ectab make: -g in a manifest line"
else
	no "ectab make: -g in a manifest line" "$(cmp "$DIR/made.h" "$DIR/direct.h" 2>&1)"
fi
