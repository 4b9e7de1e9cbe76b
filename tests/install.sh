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
# make install and make uninstall: into a temporary DESTDIR (as a
# package build does) and into a temporary PREFIX; the installed ectab,
# run from another folder, finds its templates by name and its catalog
# and sets by default, from the install or from $ECTAB_TEMPLATES and
# $ECTAB_CURVES; uninstall leaves no file behind.
#
# usage: install.sh BUILD_DIR    (from the top of the tree)
set -u

DIR=$(cd "$1" && pwd)/install
TREE=$PWD
rm -rf "$DIR"
mkdir -p "$DIR/elsewhere"

ok() { echo "PASS $1"; }
no() { echo "FAIL $1: $2"; }

files() { (cd "$1" && find . -type f | sort); }

want_files="./bin/ectab
./share/ectab/curves/$(cd gen/curves && ls | sort | tr '\n' ' ' | sed 's| $||; s| | ./share/ectab/curves/|g')
./share/ectab/templates/$(cd templates && ls ./*.tmpl | sed 's|^\./||' | sort | tr '\n' ' ' | sed 's| $||; s| | ./share/ectab/templates/|g')
./share/man/man1/ectab.1
./share/man/man5/ectab-curves.5
./share/man/man5/ectab-templates.5"
want_files=$(printf '%s\n' $want_files | sort)

# DESTDIR: the files land under it, named for PREFIX=/usr.
if ! out=$(make -s install DESTDIR="$DIR/dest" PREFIX=/usr 2>&1); then
	no "make install DESTDIR=... PREFIX=/usr" "$out"
elif [ "$(files "$DIR/dest/usr")" != "$want_files" ]; then
	no "make install DESTDIR=... PREFIX=/usr" "installed: $(files "$DIR/dest/usr" | tr '\n' ' ')"
elif [ "$(stat -c %a "$DIR/dest/usr/bin/ectab")" != 755 ] ||
    [ "$(stat -c %a "$DIR/dest/usr/share/man/man1/ectab.1")" != 644 ]; then
	no "make install DESTDIR=... PREFIX=/usr" "modes $(stat -c %a "$DIR/dest/usr/bin/ectab" "$DIR/dest/usr/share/man/man1/ectab.1" | tr '\n' ' ')"
else
	ok "make install DESTDIR=... PREFIX=/usr installs $(echo "$want_files" | wc -l) files, with modes 755 and 644"
fi
share=$DIR/dest/usr/share/ectab
if "$DIR/dest/usr/bin/ectab" --help | grep -q "/usr/share/ectab/templates"; then
	ok "the installed ectab looks for its templates under DATADIR, /usr/share/ectab"
else
	no "the installed ectab looks for its templates under DATADIR" "$("$DIR/dest/usr/bin/ectab" --help | grep templates)"
fi
# From another folder, with the environment pointing into DESTDIR.
(cd "$DIR/elsewhere" &&
    ECTAB_TEMPLATES=$share/templates ECTAB_CURVES=$share/curves \
    "$DIR/dest/usr/bin/ectab" -t libressl -s libressl -o tables.h \
    "$share"/curves/*.txt &&
    ECTAB_CURVES=$share/curves "$DIR/dest/usr/bin/ectab" export -c P-256 \
    -o p256.pem) 2> "$DIR/err"
if sed 1,13d "$DIR/elsewhere/tables.h" | cmp -s - <(sed 1,13d "$TREE/out/ec_curve_tables.h") &&
    "$TREE/gen/obj/ectab" export -c P-256 | cmp -s - "$DIR/elsewhere/p256.pem"; then
	ok "the installed ectab, from another folder, renders LibreSSL's header and exports P-256 with ECTAB_TEMPLATES and ECTAB_CURVES"
else
	no "the installed ectab, from another folder, with ECTAB_TEMPLATES and ECTAB_CURVES" "$(cat "$DIR/err")"
fi
make -s uninstall DESTDIR="$DIR/dest" PREFIX=/usr
if [ -z "$(find "$DIR/dest" -type f)" ] && [ ! -e "$share" ]; then
	ok "make uninstall DESTDIR=... PREFIX=/usr removes every file"
else
	no "make uninstall DESTDIR=... PREFIX=/usr removes every file" "left: $(find "$DIR/dest" -type f | tr '\n' ' ')"
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
	ok "installed with PREFIX, ectab finds its templates, sets and catalog by default"
else
	no "installed with PREFIX, ectab finds its templates, sets and catalog by default" "$(cat "$DIR/err")"
fi
if mandoc -Tlint -W warning "$prefix"/share/man/man1/ectab.1 \
    "$prefix"/share/man/man5/ectab-*.5 > "$DIR/lint" 2>&1; then
	ok "the installed manual pages are clean for mandoc -Tlint -W warning"
else
	no "the installed manual pages are clean" "$(head -n 3 "$DIR/lint")"
fi
make -s uninstall PREFIX="$prefix"
if [ -z "$(find "$prefix" -type f)" ]; then
	ok "make uninstall PREFIX=... removes every file"
else
	no "make uninstall PREFIX=... removes every file" "left: $(find "$prefix" -type f | tr '\n' ' ')"
fi
