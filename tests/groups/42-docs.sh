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
# Group docs of make check (tests/run.sh):
# Manual pages, the license, make install, and the README with its
# examples.
#
# cost: 90

# --- manual pages --------------------------------------------------------------------

count_lines "manual pages" python3 tests/manpage.py "$ECTAB"

# --- the license ---------------------------------------------------------------------

# LICENSE is ISC; every file of the tree under gen/, templates/ and
# tests/ (and the Makefile and .ci/run) carries the notice near its top,
# but for the inputs that cannot carry a comment without changing what
# they test; every output in out/ and every shipped template's
# rendering states the terms it may be used under.
HOLDER="Copyright (c) 2026 The ectab authors"

if [ -f LICENSE ] && head -n 1 LICENSE | grep -qxF "$HOLDER" &&
    grep -q '^Permission to use, copy, modify, and distribute this software for any$' LICENSE &&
    grep -q '^THE SOFTWARE IS PROVIDED "AS IS" AND THE AUTHORS DISCLAIM ALL WARRANTIES$' LICENSE; then
	pass "LICENSE holds the ISC license"
else
	fail "LICENSE holds the ISC license" "missing or not ISC"
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
	    ! -path 'gen/obj/*' ! -path '*/__pycache__/*')
else
	# Files not yet committed count, but for Python's byte code, made
	# from the tree; byte code committed does not escape.
	files=$(git ls-files gen templates tests Makefile .ci; git ls-files \
	    --others --exclude-standard gen templates tests |
	    grep -v '/__pycache__/')
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
	pass "every file of gen/, templates/ and tests/ carries the license notice ($count files)"
else
	fail "every file carries the license notice" "missing in:$missing"
fi

# The outputs say under which terms they may be used: that they may be
# used without conditions, or the ISC license of a file of a library's
# tree (template libressl), or the Apache License of a file of
# OpenSSL's; a diff of a library's tree (out/openbsd/, out/openssl/)
# opens with its commit message, as the library's do, and each file it
# adds says it in its first 20 lines.  (A diff that adds no file
# changes files under their own notices; it must have entries.)
TERMS="without conditions|Permission to use, copy, modify, and distribute|ISC license: see LICENSE|Licensed under the Apache License"
# The files diff $1 adds, and of each the first 20 lines, a line each
# "PATH<tab>TEXT", and a line "PATH<tab>" for each entry, cvs's
# ("Index: PATH") or git's ("diff --git a/PATH b/PATH").
added_heads() {
	awk '/^Index: / { path = $2; n = -1; print path "\t"; next }
	    /^diff --git a\// { path = substr($3, 3); n = -1; print path "\t"; next }
	    /^@@ -0,0 / { n = 0; next }
	    /^@@ / { n = -1; next }
	    n >= 0 && n < 20 && /^\+/ { print path "\t" substr($0, 2); n++ }' "$1"
}
for f in $(outputs | cut -d' ' -f1); do
	case $f in
	*.diff|*.patch)
		missing=$(added_heads "$f" | awk -F '\t' -v terms="$TERMS" '
		    { entries++ }
		    $2 != "" { seen[$1] = 1; if ($2 ~ terms) ok[$1] = 1 }
		    END { for (p in seen) if (!(p in ok)) print p;
			if (entries == 0) print "(no entry)" }')
		if [ -z "$missing" ] && [ -z "$(added_heads "$f" | awk -F '\t' '$2 != ""')" ]; then
			pass "$f: it adds no file, and changes files under their own notices"
		elif [ -z "$missing" ]; then
			pass "$f: each file it adds states its terms of use"
		else
			fail "$f: each file it adds states its terms of use" \
			    "not in the first 20 lines of $(echo $missing)"
		fi
		continue ;;
	esac
	if head -n 20 "$f" | grep -qE "$TERMS"; then
		pass "$f states its terms of use"
	else
		fail "$f states its terms of use" "no \"$TERMS\" in its first 20 lines"
	fi
done
for t in templates/*.tmpl; do
	# A template whose description says, in its first lines, that it
	# writes ": the block" of a library's file renders what goes inside
	# that file, under the file's notice (templates/README.md); the
	# template says so itself, and no list here names it.
	sed -n 2,7p "$t" | tr -s ' \n' '  ' | grep -q ': the block ' &&
	    continue
	name="template $(basename "$t" .tmpl) renders the terms of use"
	# (template libressl renders the curves of a set that gives each
	# its attribute by; the header of a gmul table, its curve)
	sel="-c P-256"
	[ "$t" = templates/libressl.tmpl ] && sel="-s libressl"
	case $t in
	templates/openssl-nistp*-table.tmpl)
		sel=$(basename "$t" -table.tmpl)
		sel="-c P-${sel#openssl-nistp}" ;;
	esac
	# shellcheck disable=SC2086
	if "$ECTAB" -t "$t" $sel -o "$BUILD/out" &&
	    head -n 20 "$BUILD/out" | grep -qE "$TERMS"; then
		pass "$name"
	else
		fail "$name" "no \"$TERMS\" in the first 20 lines it renders"
	fi
done

# --- make install and make uninstall -----------------------------------------------

# Into a temporary DESTDIR (as a package build does) and into a
# temporary PREFIX; the installed ectab, run from another folder, finds
# its templates by name and its catalog and sets by default, from the
# install or from $ECTAB_TEMPLATES and $ECTAB_CURVES; ectab-certify and
# its page are installed beside it, and man finds the page, or left out
# by INSTALL_CERTIFY=no; uninstall leaves no file behind.  (Here, not in
# group certify, so that two groups do not build $(OBJ)/install at
# once.)  Where ectab-certify cannot be built (no PARI/GP or GMP-ECM),
# INSTALL_CERTIFY=no.
DIR=$(cd "$BUILD" && pwd)/install
TREE=$PWD
mkdir -p "$DIR/elsewhere"

files() { (cd "$1" && find . -type f | sort); }

# The manual pages are those the Makefile lists (make print-manpages),
# each under the section its suffix names; ectab-certify's are those
# of gen/certify/.  Every page of the tree is one of them.
pages=$(make -s --no-print-directory print-manpages)
tree_pages=$(find gen -path gen/obj -prune -o -name '*.[1-9]' -print | sort)
name="make install installs every manual page of the tree"
if [ "$(printf '%s\n' $pages | sort)" = "$tree_pages" ]; then
	pass "$name ($(echo $pages | wc -w))"
else
	fail "$name" "MANPAGES: $(echo $pages); the tree's: $(echo $tree_pages)"
fi
man_file() { echo "./share/man/man${1##*.}/${1##*/}"; }
# What ectab-certify adds: the program and the pages of gen/certify/.
certify_files="./bin/ectab-certify $(for page in $pages; do
	case $page in gen/certify/*) man_file "$page" ;; esac; done)"
if ! out=$(make -s gen/obj/ectab-certify 2>&1); then
	skip "make install of ectab-certify" "it does not build here (make deps installs libpari-dev and libecm-dev): $out"
	export INSTALL_CERTIFY=no
	certify_files=
fi
want_files="./bin/ectab $certify_files
./share/ectab/curves/$(cd gen/curves && ls | sort | tr '\n' ' ' | sed 's| $||; s| | ./share/ectab/curves/|g')
./share/ectab/templates/$(cd templates && ls ./*.tmpl | sed 's|^\./||' | sort | tr '\n' ' ' | sed 's| $||; s| | ./share/ectab/templates/|g')
$(for page in $pages; do
	case $page in gen/certify/*) ;; *) man_file "$page" ;; esac; done)"
want_files=$(printf '%s\n' $want_files | sort)

# DESTDIR: the files land under it, named for PREFIX=/usr.
if ! out=$(make -s install DESTDIR="$DIR/dest" PREFIX=/usr 2>&1); then
	fail "make install DESTDIR=... PREFIX=/usr" "$out"
elif [ "$(files "$DIR/dest/usr")" != "$want_files" ]; then
	fail "make install DESTDIR=... PREFIX=/usr" "installed: $(files "$DIR/dest/usr" | tr '\n' ' ')"
elif [ "$(stat -c %a "$DIR/dest/usr/bin/ectab")" != 755 ] ||
    [ "$(stat -c %a "$DIR/dest/usr/share/man/man1/ectab.1")" != 644 ]; then
	fail "make install DESTDIR=... PREFIX=/usr" "modes $(stat -c %a "$DIR/dest/usr/bin/ectab" "$DIR/dest/usr/share/man/man1/ectab.1" | tr '\n' ' ')"
else
	pass "make install DESTDIR=... PREFIX=/usr installs $(echo "$want_files" | wc -l) files, with modes 755 and 644"
fi
if [ -n "$certify_files" ]; then
	if [ "$(MANPATH=$DIR/dest/usr/share/man man -w ectab-certify 2>&1)" = "$DIR/dest/usr/share/man/man1/ectab-certify.1" ] &&
	    LC_ALL=C MANPATH=$DIR/dest/usr/share/man MANWIDTH=80 \
	    man ectab-certify 2>&1 | grep -q 'factor and prove once what the audit' &&
	    "$DIR/dest/usr/bin/ectab-certify" --help | grep -q '^usage: ectab-certify '; then
		pass "the installed ectab-certify runs, and man finds and renders its page under MANDIR"
	else
		fail "the installed ectab-certify runs, and man finds and renders its page" "$(MANPATH=$DIR/dest/usr/share/man man -w ectab-certify 2>&1)"
	fi
	# It is installed as make built it, so the members of the archive
	# that the linker took for it must know no folder of the tree, as
	# load.c and generate.c do.
	name="the installed ectab-certify names no folder of the tree"
	if ! grep -qF -e "$TREE/templates" -e "$TREE/gen/curves" \
	    "$DIR/dest/usr/bin/ectab-certify"; then
		pass "$name"
	else
		fail "$name" "$TREE/templates or $TREE/gen/curves"
	fi
fi
share=$DIR/dest/usr/share/ectab
if "$DIR/dest/usr/bin/ectab" --help | grep -q "/usr/share/ectab/templates"; then
	pass "the installed ectab looks for its templates under DATADIR, /usr/share/ectab"
else
	fail "the installed ectab looks for its templates under DATADIR" "$("$DIR/dest/usr/bin/ectab" --help | grep templates)"
fi
# From another folder, with the environment pointing into DESTDIR.
(cd "$DIR/elsewhere" &&
    ECTAB_TEMPLATES=$share/templates ECTAB_CURVES=$share/curves \
    "$DIR/dest/usr/bin/ectab" -t libressl -s libressl $LIBRESSL_TABLES \
    -o tables.h \
    "$share"/curves/*.txt &&
    ECTAB_CURVES=$share/curves "$DIR/dest/usr/bin/ectab" export -c P-256 \
    -o p256.pem) 2> "$DIR/err"
if cmp -s "$DIR/elsewhere/tables.h" "$TREE/out/ec_curve_tables.h" &&
    "$TREE/gen/obj/ectab" export -c P-256 | cmp -s - "$DIR/elsewhere/p256.pem"; then
	pass "the installed ectab, from another folder, renders LibreSSL's header and exports P-256 with ECTAB_TEMPLATES and ECTAB_CURVES"
else
	fail "the installed ectab, from another folder, with ECTAB_TEMPLATES and ECTAB_CURVES" "$(cat "$DIR/err")"
fi
make -s uninstall DESTDIR="$DIR/dest" PREFIX=/usr
if [ -z "$(find "$DIR/dest" -type f)" ] && [ ! -e "$share" ]; then
	pass "make uninstall DESTDIR=... PREFIX=/usr removes every file"
else
	fail "make uninstall DESTDIR=... PREFIX=/usr removes every file" "left: $(find "$DIR/dest" -type f | tr '\n' ' ')"
fi
# INSTALL_CERTIFY=no leaves out ectab-certify and the pages of
# gen/certify/; make uninstall, without it, still removes every file.
if [ -n "$certify_files" ]; then
	want=$(printf '%s\n' $want_files |
	    grep -vxF "$(printf '%s\n' $certify_files)")
	nocert=$DIR/nocert
	make -s install DESTDIR="$nocert" PREFIX=/usr INSTALL_CERTIFY=no \
	    > /dev/null
	name="make install INSTALL_CERTIFY=no leaves out ectab-certify and its page"
	if [ "$(files "$nocert/usr")" = "$want" ]; then
		pass "$name ($(echo "$want" | wc -l) files)"
	else
		fail "$name" "installed: $(files "$nocert/usr" | tr '\n' ' ')"
	fi
	make -s install DESTDIR="$nocert" PREFIX=/usr > /dev/null
	make -s uninstall DESTDIR="$nocert" PREFIX=/usr INSTALL_CERTIFY=no
	name="make uninstall INSTALL_CERTIFY=no removes ectab-certify too"
	if [ -z "$(find "$nocert" -type f)" ]; then
		pass "$name"
	else
		fail "$name" "left: $(find "$nocert" -type f | tr '\n' ' ')"
	fi
fi

# PREFIX alone: the installed ectab finds everything by itself.
prefix=$DIR/prefix
make -s install PREFIX="$prefix" > /dev/null
(cd "$DIR/elsewhere" &&
    "$prefix/bin/ectab" -t json -s libressl -o libressl.json \
    "$prefix"/share/ectab/curves/*.txt &&
    "$prefix/bin/ectab" export -c secp521r1 -o p521.pem &&
    "$prefix/bin/ectab" import -o p521.txt p521.pem) 2> "$DIR/err"
if [ -s "$DIR/elsewhere/libressl.json" ] &&
    [ "$(grep -c '"name":' "$DIR/elsewhere/libressl.json")" -eq 17 ] &&
    head -2 "$DIR/elsewhere/p521.txt" | grep -q '^curve secp521r1$'; then
	pass "installed with PREFIX, ectab finds its templates, sets and catalog by default"
else
	fail "installed with PREFIX, ectab finds its templates, sets and catalog by default" "$(cat "$DIR/err")"
fi
# The command that LibreSSL's header gives for regenerating it, run with
# --check where the header lives in OpenBSD's tree, by the installed
# ectab: the committed header is current; and so is one made with a
# notice of the tree's, by the command its banner then gives.
banner_command() {
	sed -n '/^ \*\tectab /{:a;/\\$/{N;s/ \\\n \*\t    / /;ba;};s/^ \*\t//;s/ \[--check\].*/ --check/;p;}' "$1"
}
ec=$DIR/openbsd/src/lib/libcrypto/ec
mkdir -p "$ec"
cp "$TREE/out/ec_curve_tables.h" "$ec/"
cmd=$(banner_command "$ec/ec_curve_tables.h")
if out=$(cd "$ec" && PATH=$prefix/bin:$PATH $cmd 2>&1); then
	pass "the command of the LibreSSL header's banner, run in OpenBSD's lib/libcrypto/ec, finds it current ($cmd)"
else
	fail "the command of the LibreSSL header's banner finds it current" "$cmd: $out"
fi
printf 'Copyright (c) 2026 A Developer <dev@example.org>\n\nThe text of the\ntree.\n' > "$ec/notice"
(cd "$ec" && "$prefix/bin/ectab" -t libressl -s libressl --notice notice \
    -o ec_curve_tables.h)
cmd=$(banner_command "$ec/ec_curve_tables.h")
if [ "$(sed -n 1,7p "$ec/ec_curve_tables.h")" = "$(printf '/*\t$OpenBSD$ */\n/*\n * Copyright (c) 2026 A Developer <dev@example.org>\n *\n * The text of the\n * tree.\n */\n')" ] &&
    [ "$cmd" = "ectab -t libressl -s libressl -o ec_curve_tables.h --notice notice --check" ] &&
    out=$(cd "$ec" && PATH=$prefix/bin:$PATH $cmd 2>&1); then
	pass "with --notice, the header begins with its \$OpenBSD\$ tag and the tree's notice, and its banner's command finds it current"
else
	fail "with --notice, the header begins with its \$OpenBSD\$ tag and the tree's notice" "$cmd: $out; $(sed -n 1,7p "$ec/ec_curve_tables.h")"
fi
if mandoc -Tlint -W warning "$prefix"/share/man/man1/ectab*.1 \
    "$prefix"/share/man/man5/ectab-*.5 > "$DIR/lint" 2>&1; then
	pass "the installed manual pages are clean for mandoc -Tlint -W warning"
else
	fail "the installed manual pages are clean" "$(head -n 3 "$DIR/lint")"
fi
make -s uninstall PREFIX="$prefix"
if [ -z "$(find "$prefix" -type f)" ]; then
	pass "make uninstall PREFIX=... removes every file"
else
	fail "make uninstall PREFIX=... removes every file" "left: $(find "$prefix" -type f | tr '\n' ' ')"
fi

# --- the examples and README.md ------------------------------------------------------

# tests/example/vendored.c, README.md's program that vendors the
# generic header: built with gcc and clang, -m64 and -m32,
# warning-free, and run.
# example_build NAME SOURCE INCLUDE BITS CC sets $exe, or fails or skips
# NAME and returns 1.
example_build() {
	local name=$1 src=$2 inc=$3 bits=$4 cc=$5 out
	can_prove "$name" $bits || return 1
	exe=$BUILD/example-$cc-$bits
	if ! out=$($cc -std=c99 -m$bits -Wall -Wextra -pedantic -Werror \
	    -I"$inc" -o "$exe" "$src" -lcrypto 2>&1); then
		fail "$name" "$out"
		return 1
	fi
}
"$ECTAB" -t templates/generic.tmpl -p myproj_ -c P-256,secp384r1 \
    -o "$BUILD/myproj_curves.h" $CURVES
for cc in gcc clang; do
	for bits in 64 32; do
		name="tests/example/vendored.c: $cc -m$bits"
		want="prime256v1: 256-bit field, $((256 / bits)) words of $bits bits"
		if example_build "$name" tests/example/vendored.c "$BUILD" \
		    $bits $cc; then
			out=$(run_bits $bits "$exe" P-256 2>&1)
			if [ $? -eq 0 ] &&
			    [ "$(printf '%s\n' "$out" | head -n 1)" = "$want" ]; then
				pass "$name: $want"
			else
				fail "$name" "printed: $out"
			fi
		fi
	done
done

# The curve README.md adds: its PEM and reference entry are what
# tests/der.py writes from the published numbers.
mkdir -p "$BUILD/example-der"
python3 tests/der.py example "$BUILD/example-der"
for f in numsp256d1.pem numsp256d1.ref; do
	if cmp -s "$BUILD/example-der/$f" "tests/example/$f"; then
		pass "tests/example/$f is what tests/der.py example writes"
	else
		fail "tests/example/$f" "differs from what tests/der.py example writes"
	fi
done

count_lines "README.md" python3 tests/readme.py "$BUILD"
