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
# Group make of make check (tests/run.sh): ectab make: gen/outputs.txt
# made in one run is out/ byte for byte; --check; diff lines, which add
# a file or change one (the change applied by patch -p0, its hunks as
# diff -up's), in cvs's form or git's (git am, git apply, patch -p1,
# its hunks as git diff's), several files on a line; texts named with
# @; and every malformed manifest refused at its line, with nothing
# written.  With $VARIANT (group
# sanitizers-scripts), all of it.
#
# cost: 5
# again in: sanitizers-scripts

# The manifest of out/, writing into $BUILD instead.
outputs_in "$BUILD" > "$BUILD/outputs.txt"
files=$(outputs | cut -d' ' -f1)

# shellcheck disable=SC2086
if ! err=$("$ECTAB" make "$BUILD/outputs.txt" $CURVES 2>&1); then
	fail "ectab make gen/outputs.txt" "$err"
else
	differ=$(out_differs "$BUILD")
	if [ -z "$differ" ]; then
		pass "ectab make writes the $(echo $files | wc -w) files of out/ byte for byte"
	else
		fail "ectab make writes the files of out/ byte for byte" "differs:$differ"
	fi
fi
# Made again, nothing changed: every output is left alone, its inode
# and modification time as the first run left them.
stamps() {
	local f
	for f in $files; do
		stat -c "%n %i %y" "$BUILD/${f#out/}"
	done
}
before=$(stamps)
# shellcheck disable=SC2086
if ! err=$("$ECTAB" make "$BUILD/outputs.txt" $CURVES 2>&1); then
	fail "ectab make, run again" "$err"
elif [ "$(stamps)" = "$before" ]; then
	pass "ectab make run again leaves the $(echo $files | wc -w) files as they were: inodes and modification times"
else
	fail "ectab make run again leaves the files as they were" "$(diff <(printf '%s\n' "$before") <(stamps) | head -n 4)"
fi
# shellcheck disable=SC2086
if "$ECTAB" make --check gen/outputs.txt $CURVES; then
	pass "ectab make --check exits 0 on the committed out/"
else
	fail "ectab make --check exits 0 on the committed out/" "exit $?"
fi
# The outputs do not depend on the folder ectab runs in, nor on how the
# definition files are named: every file of out/ checks from another
# folder, the definitions named by absolute paths, and from the
# catalog's folder, by their bare names.
TOP=$(pwd)
case $ECTAB in
/*)	;;
*)	ECTAB=$TOP/$ECTAB ;;
esac
ABS=$(cd "$BUILD" && pwd)
# The templates and sets by their folder, for a build of ectab that
# names them relative to the tree (group sanitizers-scripts' ASan build).
export ECTAB_TEMPLATES=$TOP/templates ECTAB_CURVES=$TOP/gen/curves
outputs_in "$TOP/out" "$TOP" > "$BUILD/absolute.txt"
mkdir -p "$BUILD/elsewhere"
# shellcheck disable=SC2086
if (cd "$BUILD/elsewhere" && "$ECTAB" make --check "$ABS/absolute.txt" \
    $(printf "$TOP/%s " $CURVES)) &&
    (cd gen/curves && "$ECTAB" make --check "$ABS/absolute.txt" *.txt); then
	pass "ectab make --check passes on out/ from any folder, whatever the definitions' paths"
else
	fail "ectab make --check passes on out/ from any folder" "exit $?"
fi
# The manifest's paths are the current folder's: a manifest beside its
# out/, run from another folder, names files that are not there, and
# the message says where they were looked for.
mkdir -p "$BUILD/m/out"
printf 'out/x.h\t-t generic -c P-256\n' > "$BUILD/m/outputs.txt"
"$ECTAB" -t generic -c P-256 -o "$BUILD/m/out/x.h" $CURVES
# shellcheck disable=SC2086
err=$(cd "$BUILD/elsewhere" && "$ECTAB" make --check ../m/outputs.txt \
    $(printf "$TOP/%s " $CURVES) 2>&1)
rc=$?
if [ $rc -eq 1 ] && [ "$err" = "ectab: --check: out/x.h: No such file or directory (the paths of a manifest are relative to the current folder, not to the manifest's)" ] &&
    (cd "$BUILD/m" && "$ECTAB" make --check outputs.txt $(printf "$TOP/%s " $CURVES)); then
	pass "ectab make: the manifest's paths are the current folder's, and a message says so"
else
	fail "ectab make: the manifest's paths are the current folder's" "exit $rc: $err"
fi
cp "$BUILD/audit.json" "$BUILD/audit.before"
sed -i '3s/^./X/' "$BUILD/ectab_curves.h"
cp "$BUILD/ectab_curves.h" "$BUILD/changed.before"
# shellcheck disable=SC2086
err=$("$ECTAB" make --check "$BUILD/outputs.txt" $CURVES 2>&1)
rc=$?
if [ $rc -eq 1 ] && printf '%s' "$err" | grep -q "ectab_curves.h:3:1: differs" &&
    cmp -s "$BUILD/ectab_curves.h" "$BUILD/changed.before"; then
	pass "ectab make --check exits 1 on a changed output, naming it, and writes nothing"
else
	fail "ectab make --check exits 1 on a changed output" "exit $rc: $err"
fi

# A bad manifest line: exit 1, one line naming the manifest's line, and
# no output written, not even those of the lines before it.
# refused NAME WANT LINE...: a manifest of the lines, whose files are
# $BUILD/x.h, $BUILD/y.h or $BUILD/diff/x.*, is refused at its last line.
refused() {
	local name="bad manifest: $1" want=$2 err rc written
	shift 2
	rm -f "$BUILD/x.h" "$BUILD/y.h" "$BUILD"/diff/x.*
	printf '%s\n' "$@" > "$BUILD/bad.txt"
	# shellcheck disable=SC2086
	err=$("$ECTAB" make "$BUILD/bad.txt" $CURVES 2>&1)
	rc=$?
	written=$(ls "$BUILD/x.h" "$BUILD/y.h" "$BUILD"/diff/x.* 2>/dev/null)
	if [ $rc -ne 1 ]; then
		fail "$name" "exit $rc: $err"
	elif [ "$err" != "ectab: $BUILD/bad.txt:$#: $want" ]; then
		fail "$name" "got \"$err\", want \"ectab: $BUILD/bad.txt:$#: $want\""
	elif [ -n "$written" ]; then
		fail "$name" "an output was written: $written"
	else
		pass "$name"
	fi
}
# bad_manifest NAME LINE WANT: a manifest of a good line, then LINE.
bad_manifest() {
	refused "$1" "$3" "$BUILD/x.h -t json" "$2"
}
bad_manifest "an unknown option" "$BUILD/y.h -t json --frob" \
    "--frob is not an option of generation"
bad_manifest "an audit option in generation" "$BUILD/y.h -t json --json" \
    "--json is not an option of generation"
bad_manifest "a generation option in an audit" "$BUILD/y.h audit -t json" \
    "-t is not an option of the audit"
bad_manifest "an option without its value" "$BUILD/y.h -t" "-t needs a value"
bad_manifest "-c with -s" "$BUILD/y.h -t json -c P-256 -s libressl" \
    "-c and -s exclude each other"
bad_manifest "an output named twice" "$BUILD/x.h -t generic" \
    "$BUILD/x.h already made on line 1"
bad_manifest "an unknown curve" "$BUILD/y.h -t json -c P-256,P-999" \
    '-c: no curve named "P-999" in the definition files given nor in the catalog'
bad_manifest "a curve twice" "$BUILD/y.h -t json -c P-256,prime256v1" \
    "-c: curve prime256v1 selected twice"
bad_manifest "bad word sizes" "$BUILD/y.h -t json -w 32,8" \
    '-w: "32,8" is not a list of distinct word sizes from 16, 32 and 64'
bad_manifest "a bad prefix" "$BUILD/y.h -t generic -p 9x" \
    '-p: "9x" is not an identifier of at most 32 characters'
bad_manifest "a missing template" "$BUILD/y.h -t ./nosuch.tmpl" \
    "./nosuch.tmpl: No such file or directory"
ECTAB_TEMPLATES=$PWD/templates bad_manifest "a template name of no template" \
    "$BUILD/y.h -t nosuch" "-t nosuch: no template of that name in $PWD/templates"
bad_manifest "a missing set" "$BUILD/y.h -t json -s ./nosuch.set" \
    "./nosuch.set: No such file or directory"
bad_manifest "a long option without its value" "$BUILD/y.h --template" \
    "--template needs a value"
bad_manifest "a value to an option that takes none" "$BUILD/y.h audit --json=yes" \
    "--json takes no value"
bad_manifest "a definition file in a line" "$BUILD/y.h -t json gen/curves/x962.txt" \
    "gen/curves/x962.txt: a manifest line names no definition files (they follow the manifest on the command line)"
bad_manifest "-o in a line" "$BUILD/y.h -t json -o $BUILD/z.h" \
    "-o/--output is for the command line, not a manifest line"
bad_manifest "--check in a line" "$BUILD/y.h audit --check" \
    "--check is for the command line, not a manifest line"
bad_manifest "--strict in an audit line" "$BUILD/y.h audit --json --strict" \
    "--strict is for the command line, not a manifest line"
bad_manifest "--allow-unknown in an audit line" "$BUILD/y.h audit --allow-unknown" \
    "--allow-unknown is for the command line, not a manifest line"
bad_manifest "--help in a line" "$BUILD/y.h -t json --help" \
    "-h/--help is for the command line, not a manifest line"
bad_manifest "--version in a line" "$BUILD/y.h -t json -V" \
    "-V/--version is for the command line, not a manifest line"
bad_manifest "too many words" "$BUILD/y.h -t json$(printf ' -w 32%.0s' 1 2 3 4 5 6 7 8)" \
    "more than 16 words"

# A line reads its options as the command line does: long names, and
# values joined to their option, make the same file.
printf '%s\n%s\n' "$BUILD/short.h -t generic -c P-256 -w 32 -p abc_" \
    "$BUILD/long.h --template=generic --curves P-256 -w32 --prefix=abc_" > "$BUILD/forms.txt"
# shellcheck disable=SC2086
if err=$("$ECTAB" make "$BUILD/forms.txt" $CURVES 2>&1) &&
    cmp -s "$BUILD/short.h" "$BUILD/long.h"; then
	pass "a manifest line takes long options and joined values, as the command line does"
else
	fail "a manifest line takes long options and joined values" "$err"
fi

# Lines the manifest reader refuses before its options.
printf '%s\r\n' "$BUILD/x.h -t json" > "$BUILD/crlf.txt"
printf '%s\n' "- -t json" > "$BUILD/dash.txt"
for case in "crlf.txt:carriage return in line (the file must use LF line endings)" \
    "dash.txt:- is no file to make: ectab make writes files"; do
	f=${case%%:*} want=${case#*:}
	# shellcheck disable=SC2086
	err=$("$ECTAB" make "$BUILD/$f" $CURVES 2>&1)
	if [ $? -eq 1 ] && [ "$err" = "ectab: $BUILD/$f:1: $want" ]; then
		pass "bad manifest: $want"
	else
		fail "bad manifest: $want" "$err"
	fi
done
err=$(printf '%s\n' "$BUILD/x.h -t json" | "$ECTAB" make - - 2>&1)
if [ $? -eq 1 ] && [ "$err" = "ectab: -: standard input named twice" ]; then
	pass "ectab make - -: standard input named twice"
else
	fail "ectab make - -: standard input named twice" "$err"
fi

# A folder that cannot be written stops everything before anything is
# written: the output of the line before it stays unwritten.
rm -f "$BUILD/x.h"
printf '%s\n%s\n' "$BUILD/x.h -t json" "$BUILD/nonexistent/y.h -t json" > "$BUILD/nodir.txt"
# shellcheck disable=SC2086
err=$("$ECTAB" make "$BUILD/nodir.txt" $CURVES 2>&1)
if [ $? -eq 1 ] && [ ! -e "$BUILD/x.h" ] &&
    [ "$err" = "ectab: $BUILD/nodir.txt:2: $BUILD/nonexistent: No such file or directory" ]; then
	pass "an output folder that does not exist: nothing written"
else
	fail "an output folder that does not exist: nothing written" "$err"
fi

# A manifest of comments only, and an invalid curve: nothing written.
printf '# nothing\n\n' > "$BUILD/empty.txt"
# shellcheck disable=SC2086
err=$("$ECTAB" make "$BUILD/empty.txt" $CURVES 2>&1)
if [ $? -eq 1 ] && [ "$err" = "ectab: $BUILD/empty.txt: names no output" ]; then
	pass "a manifest naming no output is refused"
else
	fail "a manifest naming no output is refused" "$err"
fi
rm -f "$BUILD/x.h"
printf '%s\n' "$BUILD/x.h -t json" > "$BUILD/one.txt"
err=$("$ECTAB" make "$BUILD/one.txt" tests/bad/not-on-curve.txt 2>&1)
rc=$?
want="ectab: tests/bad/$(grep '^not-on-curve.txt:' tests/bad/EXPECT)"
if [ $rc -eq 1 ] && [ ! -e "$BUILD/x.h" ] && [ "${err#"$want"}" != "$err" ]; then
	pass "an invalid curve stops ectab make before anything is written"
else
	fail "an invalid curve stops ectab make before anything is written" "$err"
fi

# --- diff lines --------------------------------------------------------------------

# A diff line, OUTPUT diff SOURCE [TARGET PATH], copies SOURCE, a diff of
# a library's tree as cvs diff -uNp writes it; with TARGET PATH it adds
# the text of line TARGET as a new file PATH: "Index: PATH", 67 '=',
# "--- PATH", "+++ PATH", "@@ -0,0 +1,N @@" and each line after a '+',
# before the first entry whose path sorts after PATH (strcmp, cvs diff's
# order), else at the end.  TARGET may come after the diff line.
D=$BUILD/diff
mkdir -p "$D"
rule================================================================
rule=$rule$rule
rule=${rule:0:67}
entry() {
	printf '%s\n' "Index: $1" "$rule" "--- $1" "+++ $1" "@@ -1 +1 @@" '-x' '+y'
}
printf '%s\n' 'License line' '' 'A commit message.' '' > "$D/head"
entry a/b.c > "$D/ab"
entry c/d.c > "$D/cd"
cat "$D/head" "$D/ab" "$D/cd" > "$D/src.diff"
# The text, and the entry that adds it as $1.
printf 'one\n\ttwo {{count}}\n\n' > "$D/t.tmpl"
added() {
	printf '%s\n' "Index: $1" "$rule" "--- $1" "+++ $1" "@@ -0,0 +1,3 @@" \
	    '+one' '+	two 1' '+'
}
# made_as NAME DIR: ectab make DIR/m.txt writes DIR/out.diff as DIR/want.
made_as() {
	local err
	# shellcheck disable=SC2086
	if ! err=$("$ECTAB" make "$2/m.txt" $CURVES 2>&1); then
		fail "$1" "$err"
	elif cmp -s "$2/out.diff" "$2/want"; then
		pass "$1"
	else
		fail "$1" "$(diff "$2/want" "$2/out.diff" | head -n 6 | tr '\n' ' ')"
	fi
}
# expected HEAD DIR ADDED PARTS: the diff wanted, HEAD and then each of
# PARTS (';' between them): "added PATH", the entry function ADDED
# writes for PATH, or the file of that name in DIR.
expected() {
	local p parts
	cat "$1"
	IFS=';' read -r -a parts <<< "$4"
	for p in "${parts[@]}"; do
		case $p in
		added*)	"$3" "${p#added }" ;;
		*)	cat "$2/$p" ;;
		esac
	done
}
for case in "a/a.h|added a/a.h;ab;cd|before the first entry" \
    "a/b|added a/b;ab;cd|before a path it is a prefix of" \
    "A.h|added A.h;ab;cd|before a path of lower case (strcmp)" \
    "b/x.h|ab;added b/x.h;cd|between two entries" \
    "c/d.c.orig|ab;cd;added c/d.c.orig|after the last entry"; do
	IFS='|' read -r path parts what <<< "$case"
	expected "$D/head" "$D" added "$parts" > "$D/want"
	printf '%s\n' "$D/out.diff diff $D/src.diff $D/text.out $path" \
	    "$D/text.out -t $D/t.tmpl -c P-256" > "$D/m.txt"
	made_as "a diff line adds $path $what" "$D"
done
printf '%s\n' "$D/copy.diff diff $D/src.diff" > "$D/m.txt"
# shellcheck disable=SC2086
if "$ECTAB" make "$D/m.txt" $CURVES && cmp -s "$D/copy.diff" "$D/src.diff"; then
	pass "a diff line without TARGET PATH copies its source byte for byte"
else
	fail "a diff line without TARGET PATH copies its source byte for byte" "differs"
fi
# A source's own notice, a first paragraph whose first line says
# Copyright, is not copied; a later paragraph that says it is.
printf '%s\n' 'Copyright (c) 2026 Someone.  ISC license.' '(the file'"'"'s)' '' \
    'A commit message.' '' 'Copyright (c) 2026 Another.' '' > "$D/nhead"
cat "$D/nhead" "$D/ab" > "$D/notice.diff"
tail -n +4 "$D/notice.diff" > "$D/want"
printf '%s\n' "$D/copy.diff diff $D/notice.diff" > "$D/m.txt"
# shellcheck disable=SC2086
if "$ECTAB" make "$D/m.txt" $CURVES && cmp -s "$D/copy.diff" "$D/want"; then
	pass "a diff line leaves out its source's notice, the first paragraph, and copies the rest"
else
	fail "a diff line leaves out its source's notice, the first paragraph" \
	    "$(diff "$D/want" "$D/copy.diff" | head -n 6 | tr '\n' ' ')"
fi

# The entry is one patch(1) applies: a diff of a commit message alone,
# with the text added, makes the file in an empty tree.
mkdir -p "$D/tree"
printf '%s\n' "$D/msg.diff diff $D/head $D/text.out lib/new/t.h" \
    "$D/text.out -t $D/t.tmpl -c P-256" > "$D/m.txt"
# shellcheck disable=SC2086
if "$ECTAB" make "$D/m.txt" $CURVES &&
    (cd "$D/tree" && patch -p0 -s < ../msg.diff) &&
    cmp -s "$D/tree/lib/new/t.h" "$D/text.out"; then
	pass "patch -p0 makes the file a diff line adds, its text byte for byte"
else
	fail "patch -p0 makes the file a diff line adds" "$(ls -R "$D/tree")"
fi

# LibreSSL's series: the diff of out/openbsd/ that adds the header is
# its source with out/ec_curve_tables.h added as
# lib/libcrypto/ec/ec_curve_tables.h, so that --check fails where the
# committed diff holds another header.  (Every output of
# $BUILD/outputs.txt made again: those above changed one.)
carrier=$(outputs | awk '$2 == "diff" && $4 == "out/ec_curve_tables.h" {
    sub(/^out\//, "", $1); print $1 }')
name="ectab make --check exits 1 on the series' diff of the header holding another header, at its line"
# shellcheck disable=SC2086
"$ECTAB" make "$BUILD/outputs.txt" $CURVES || fail "ectab make $BUILD/outputs.txt" "exit $?"
if [ -z "$carrier" ] || ! grep -q '^Index: lib/libcrypto/ec/ec_curve_tables.h$' "$BUILD/$carrier"; then
	fail "$name" "no diff of gen/outputs.txt adds the header: ${carrier:-none}"
else
	cp "$BUILD/$carrier" "$D/carrier.before"
	at=$(grep -n '^+	0x' "$BUILD/$carrier" | head -n 1 | cut -d: -f1)
	sed -i "${at}s/0x/0y/" "$BUILD/$carrier"
	# shellcheck disable=SC2086
	err=$("$ECTAB" make --check "$BUILD/outputs.txt" $CURVES 2>&1)
	rc=$?
	if [ $rc -eq 1 ] && [ "$err" != "${err#"ectab: $BUILD/$carrier:$at:4: differs from the generated text: file has \"+\\t0y"}" ] &&
	    [ "$(printf '%s\n' "$err" | wc -l)" -eq 1 ]; then
		pass "$name ($carrier)"
	else
		fail "$name" "exit $rc: $err"
	fi
	cp "$D/carrier.before" "$BUILD/$carrier"
fi
# The header as CVS holds it once committed, its tag expanded, checks.
sed -i '1s|\$OpenBSD\$|$OpenBSD: ec_curve_tables.h,v 1.1 2026/12/03 10:00:00 tb Exp $|' \
    "$BUILD/ec_curve_tables.h"
# shellcheck disable=SC2086
if err=$("$ECTAB" make --check "$BUILD/outputs.txt" $CURVES 2>&1) &&
    head -n 1 "$BUILD/ec_curve_tables.h" | grep -q 'Exp \$'; then
	pass "ectab make --check exits 0 on the header with its \$OpenBSD\$ tag expanded"
else
	fail "ectab make --check exits 0 on the header with its \$OpenBSD\$ tag expanded" "$err"
fi

# A bad diff line: its files are $D/x.*.
text="$D/x.text -t $D/t.tmpl -c P-256"
printf 'no newline' > "$D/nonl.tmpl"
printf '{{! nothing }}' > "$D/empty.tmpl"
{ cat "$D/src.diff"; printf 'no newline'; } > "$D/nonl.diff"
usage="a diff line is OUTPUT diff SOURCE [TARGET PATH]... or OUTPUT diff SOURCE TARGET PATH BASE"
refused "a diff line: two words" "$usage, not 2 words" "$D/x.diff diff"
refused "a diff line: four words" "$usage, not 4 words" \
    "$text" "$D/x.diff diff $D/src.diff $D/x.text"
refused "a diff line: eight words (a BASE with two files)" \
    "$usage, not 8 words" \
    "$text" "$D/x.diff diff $D/src.diff $D/x.text b/x.h $D/x.text b/y.h $D/x.text"
refused "a diff line: a path added twice" "b/x.h: the line adds it twice" \
    "$text" "$D/x.diff diff $D/src.diff $D/x.text b/x.h $D/x.text b/x.h"
refused "a diff line: a source that cannot be read" \
    "$D/nosuch.diff: No such file or directory" \
    "$text" "$D/x.diff diff $D/nosuch.diff $D/x.text b/x.h"
refused "a diff line: standard input as the source" \
    "-: a diff line copies a file, not standard input" \
    "$D/x.diff diff -"
refused "a diff line: a source the manifest makes" \
    "$D/x.text is made on line 1: a diff line copies a file of the tree" \
    "$text" "$D/x.diff diff $D/x.text"
refused "a diff line: a target no line makes" \
    "$D/x.none: no line of the manifest makes it" \
    "$text" "$D/x.diff diff $D/src.diff $D/x.none b/x.h"
refused "a diff line: a target that is a diff" \
    "$D/x.copy is a diff (line 1): a diff adds the text of generation or an audit" \
    "$D/x.copy diff $D/src.diff" "$D/x.diff diff $D/src.diff $D/x.copy b/x.h"
refused "a diff line: a target that is the line itself" \
    "$D/x.diff is a diff (line 1): a diff adds the text of generation or an audit" \
    "$D/x.diff diff $D/src.diff $D/x.diff b/x.h"
refused "a diff line: a path the source has an entry for" \
    "$D/src.diff: has an entry for c/d.c already" \
    "$text" "$D/x.diff diff $D/src.diff $D/x.text c/d.c"
refused "a diff line: a target text without its last newline" \
    "$D/x.text (line 1): its text does not end in a newline" \
    "$D/x.text -t $D/nonl.tmpl -c P-256" "$D/x.diff diff $D/src.diff $D/x.text b/x.h"
refused "a diff line: an empty target text" \
    "$D/x.text (line 1): its text does not end in a newline" \
    "$D/x.text -t $D/empty.tmpl -c P-256" "$D/x.diff diff $D/src.diff $D/x.text b/x.h"
refused "a diff line: a source without its last newline, the entry at its end" \
    "$D/nonl.diff: does not end in a newline" \
    "$text" "$D/x.diff diff $D/nonl.diff $D/x.text z.h"
for path in /lib/x.h .. ../x.h lib/../x.h lib/..; do
	refused "a diff line: a path $path" \
	    "$path: a path in a diff is relative, without a .. component" \
	    "$text" "$D/x.diff diff $D/src.diff $D/x.text $path"
done

refused "a diff line: a second path /x.h" \
    "/x.h: a path in a diff is relative, without a .. component" \
    "$text" "$D/x.diff diff $D/src.diff $D/x.text b/x.h $D/x.text /x.h"

# --- git's diffs, and lines that add several files ------------------------------

# A diff source of git's (git format-patch's, for git am, git apply or
# patch -p1): entries "diff --git a/PATH b/PATH", in strcmp order of
# their paths as git writes them; a file is added in the same style:
# "diff --git a/PATH b/PATH", "new file mode 100644", "--- /dev/null",
# "+++ b/PATH", "@@ -0,0 +1,N @@" ("+1" for one line, as git writes
# it) and each line after a '+'.  A diff line with several TARGET PATH
# pairs adds each file at its place, whatever their order on the line.
G=$D/git
mkdir -p "$G"
printf '%s\n' 'From: A U Thor <author@example.org>' \
    'Subject: [PATCH] Add the files' '' 'A commit message.' '---' > "$G/head"
gentry() {
	printf '%s\n' "diff --git a/$1 b/$1" "--- a/$1" "+++ b/$1" "@@ -1 +1 @@" \
	    '-x' '+y'
}
gadded() {
	printf '%s\n' "diff --git a/$1 b/$1" "new file mode 100644" \
	    "--- /dev/null" "+++ b/$1" "@@ -0,0 +1,3 @@" '+one' '+	two 1' '+'
}
gentry a/b.c > "$G/ab"
gentry c/d.c > "$G/cd"
cat "$G/head" "$G/ab" "$G/cd" > "$G/src.diff"
for case in "a/a.h|added a/a.h;ab;cd|before the first entry" \
    "a/b|added a/b;ab;cd|before a path it is a prefix of" \
    "b/x.h|ab;added b/x.h;cd|between two entries" \
    "c/d.c.orig|ab;cd;added c/d.c.orig|after the last entry" \
    "c/e.h b/x.h A.h|added A.h;ab;added b/x.h;cd;added c/e.h|three at once, each at its place"; do
	IFS='|' read -r paths parts what <<< "$case"
	expected "$G/head" "$G" gadded "$parts" > "$G/want"
	pairs=
	for p in $paths; do
		pairs="$pairs @text $p"
	done
	printf '%s\n' "$G/out.diff diff $G/src.diff$pairs" \
	    "@text -t $D/t.tmpl -c P-256" > "$G/m.txt"
	made_as "a diff line adds $paths to git's diff $what" "$G"
done
# Several files in cvs's diff, likewise.
expected "$D/head" "$D" added "added A.h;ab;added b/x.h;cd" > "$G/want"
printf '%s\n' "$G/out.diff diff $D/src.diff @text b/x.h @text A.h" \
    "@text -t $D/t.tmpl -c P-256" > "$G/m.txt"
made_as "a diff line adds b/x.h and A.h to cvs's diff, each at its place" "$G"

# The diff is one that git am commits and git apply and patch -p1
# apply: a commit message with two files added, one of one line (its
# hunk "@@ -0,0 +1 @@"), to a tree that holds neither; the source, a
# mail of git format-patch's ("From: ", "Subject: ") without an entry,
# is git's.
printf 'one line {{count}}\n' > "$G/one.tmpl"
printf '%s\n' "$G/msg.diff diff $G/head @text lib/new/t.h @one lib/one.h" \
    "@text -t $D/t.tmpl -c P-256" "@one -t $G/one.tmpl -c P-256" > "$G/m.txt"
name="git am, git apply and patch -p1 make the files a git diff line adds, byte for byte"
# shellcheck disable=SC2086
if ! err=$("$ECTAB" make "$G/m.txt" $CURVES 2>&1); then
	fail "$name" "$err"
elif ! grep -qx '@@ -0,0 +1 @@' "$G/msg.diff" ||
    ! grep -qx 'new file mode 100644' "$G/msg.diff"; then
	fail "$name" "no \"@@ -0,0 +1 @@\" or \"new file mode\": $(tr '\n' ' ' < "$G/msg.diff")"
elif ! command -v git >/dev/null; then
	skip "$name" "git is not installed"
else
	"$ECTAB" -t "$D/t.tmpl" -c P-256 -o "$G/t.h" $CURVES
	printf 'one line 1\n' > "$G/one.h"
	rm -rf "$G/am" "$G/apply" "$G/p1"
	mkdir -p "$G/p1"
	g() {
		git -C "$1" -c user.name=T -c user.email=t@example.org \
		    -c commit.gpgsign=false "${@:2}"
	}
	if g "$G" init -q am && g "$G/am" commit -q --allow-empty -m base &&
	    g "$G/am" am -q --whitespace=nowarn "$TOP/$G/msg.diff" && git init -q "$G/apply" &&
	    g "$G/apply" apply --check --whitespace=nowarn "$TOP/$G/msg.diff" &&
	    g "$G/apply" apply --whitespace=nowarn "$TOP/$G/msg.diff" &&
	    (cd "$G/p1" && patch -p1 -s < "$TOP/$G/msg.diff") &&
	    [ "$(g "$G/am" log -1 --format=%s)" = "Add the files" ]; then
		ok=1
		for d in am apply p1; do
			cmp -s "$G/$d/lib/new/t.h" "$G/t.h" &&
			    cmp -s "$G/$d/lib/one.h" "$G/one.h" || ok=0
		done
		if [ $ok = 1 ]; then
			pass "$name"
		else
			fail "$name" "the files differ: $(ls -R "$G/am" "$G/apply" "$G/p1" | tr '\n' ' ')"
		fi
	else
		fail "$name" "one of them failed"
	fi
fi

# A bad git diff line.
{ cat "$G/src.diff"; cat "$D/ab"; } > "$G/mixed.diff"
refused "a diff line: a source with entries of both cvs and git" \
    "$G/mixed.diff:$(($(wc -l < "$G/src.diff") + 1)): a diff with entries of cvs (\"Index: \") and of git (\"diff --git \")" \
    "$text" "$D/x.diff diff $G/mixed.diff $D/x.text b/x.h"
refused "a diff line: a path git's diff has an entry for" \
    "$G/src.diff: has an entry for c/d.c already" \
    "$text" "$D/x.diff diff $G/src.diff $D/x.text b/x.h $D/x.text c/d.c"

# --- texts that no file holds ------------------------------------------------------

# A line whose name is @ and letters, digits, '.', '_' or '-' makes a
# text that only diff lines use, as TARGET or BASE: rendered, written
# nowhere, compared with nothing by --check.
T=$TOP/$D/texts
mkdir -p "$T"
printf '%s\n' "$T/out.diff diff $TOP/$D/head @t.x_1-A lib/t.h" \
    "@t.x_1-A -t $TOP/$D/t.tmpl -c P-256" > "$T/m.txt"
{ cat "$D/head"; added lib/t.h; } > "$T/want"
name="an @ text: a diff line adds it; it is written nowhere, and --check compares nothing for it"
# shellcheck disable=SC2086
if (cd "$T" && "$ECTAB" make m.txt $(printf "$TOP/%s " $CURVES)) &&
    cmp -s "$T/want" "$T/out.diff" &&
    [ "$(ls -A "$T" | tr '\n' ' ')" = "m.txt out.diff want " ] &&
    (cd "$T" && "$ECTAB" make --check m.txt $(printf "$TOP/%s " $CURVES)); then
	pass "$name"
else
	fail "$name" "$(ls -A "$T" | tr '\n' ' ')"
fi
for name in @ @a/b '@a*' @é; do
	refused "a text named $name" \
	    "$name: a text's name is @ and letters, digits, '.', '_' or '-'" \
	    "$name -t $D/t.tmpl -c P-256"
done
refused "a diff line named with @" \
    "@x.diff: a diff line makes a file, not a text named with @" \
    "$text" "@x.diff diff $D/src.diff $D/x.text b/x.h"
refused "an @ text that no diff line uses" "@unused: no diff line uses it" \
    "$text" "$D/x.diff diff $D/src.diff $D/x.text b/x.h" \
    "@unused -t $D/t.tmpl -c P-256"

# --- diff lines that change a file -------------------------------------------------

# OUTPUT diff SOURCE TARGET PATH BASE: the entry for PATH is the change
# from BASE's text to TARGET's, as cvs diff -uNp writes it: "Index:
# PATH", 67 '=', "--- PATH", "+++ PATH", then the hunks of diff -up.
# For each pair of texts, base.txt and a variant, made as @ texts from
# templates of them: patch -p0 of the diff, in a tree that holds
# base.txt as PATH, makes the variant byte for byte; and the hunks'
# headers are those of GNU diff -up on the two, their line numbers and
# the line each names (the last before the hunk that starts with a
# letter, '_' or '$': at most 40 bytes, without the blanks they end
# with).  base.txt is C of 120 lines, a function of 20 lines from each
# line 20k + 1, whose first line goes past byte 40: at line 41, in
# blanks from byte 12.
P=$D/pairs
mkdir -p "$P"
python3 - "$P" <<'PY'
import sys
d = sys.argv[1]
base = []
for i in range(120):
    if i == 0:
        base.append("_start_of_it_all(void)")
    elif i == 40:
        base.append("$label_040:" + " " * 40 + "/* trailing */")
    elif i % 20 == 0:
        base.append("function_%03d_of_a_name_long_enough_to_cut(void)" % i)
    elif i % 20 == 1:
        base.append("{")
    elif i % 20 == 19:
        base.append("}")
    else:
        base.append("\tline(%d);" % i)


def write(name, lines):
    open("%s/%s.txt" % (d, name), "w").write("".join(l + "\n" for l in lines))


def variant(name, *edits):
    """Base with lines [first, first + count) replaced by new, for each
    edit (first, count, new), first from 0."""
    v = list(base)
    for first, count, new in sorted(edits, reverse=True):
        v[first:first + count] = new
    write(name, v)


write("base", base)
variant("insertion-in-the-middle", (60, 0, ["\tadded(1);", "\tadded(2);"]))
variant("deletion", (30, 3, []))
variant("change-at-the-start", (0, 1, ["_start_changed(void)"]))
variant("change-at-the-end", (119, 1, ["} /* the end */"]))
variant("insertion-at-the-start", (0, 0, ["/* first */"]))
variant("deletion-at-the-end", (117, 3, []))
variant("changes-6-lines-apart", (50, 1, ["\tone();"]), (57, 1, ["\ttwo();"]))
variant("changes-7-lines-apart", (50, 1, ["\tone();"]), (58, 1, ["\ttwo();"]))
variant("after-blanks-at-byte-40", (45, 2, ["\tthree();"]))
variant("three-hunks", (10, 1, []), (64, 0, ["\tfour();"]),
        (100, 2, ["\tfive();", "\tsix();", "\tseven();"]))
variant("a-function-replaced", (20, 20, ["int", "other(void)", "{", "}"]))
PY
cp "$P/base.txt" "$P/base.tmpl"
printf '%s\n' "$P/out.diff diff $D/head @target lib/f.c @base" \
    "@base -t $P/base.tmpl -c P-256" \
    "@target -t $P/target.tmpl -c P-256" > "$D/pairs.mf"
for f in "$P"/*.txt; do
	what=$(basename "$f" .txt)
	[ "$what" != base ] || continue
	name="a diff line changing a file, $what"
	cp "$f" "$P/target.tmpl"
	rm -rf "$P/tree" "$P/out.diff"
	mkdir -p "$P/tree/lib"
	cp "$P/base.txt" "$P/tree/lib/f.c"
	if ! err=$("$ECTAB" make "$D/pairs.mf" gen/curves/x962.txt 2>&1); then
		fail "$name" "$err"
		continue
	fi
	ours=$(grep '^@@' "$P/out.diff")
	gnu=$(LC_ALL=C diff -up "$P/base.txt" "$f" | grep '^@@')
	if ! (cd "$P/tree" && patch -p0 -s < ../out.diff) ||
	    ! cmp -s "$P/tree/lib/f.c" "$f"; then
		fail "$name" "patch -p0 does not make the text: $(diff "$f" "$P/tree/lib/f.c" | head -n 4 | tr '\n' ' ')"
	elif [ "$(cat "$D/head"; printf '%s\n' "Index: lib/f.c" "$rule" \
	    "--- lib/f.c" "+++ lib/f.c")" != "$(head -n 8 "$P/out.diff")" ]; then
		fail "$name" "not the source, then Index:, the rule, --- and +++: $(head -n 8 "$P/out.diff" | tr '\n' ' ')"
	elif [ "$ours" != "$gnu" ]; then
		fail "$name" "hunks $(echo $ours), diff -up's $(echo $gnu)"
	else
		pass "$name: patch -p0 makes it; hunks as diff -up's ($(echo "$ours" | wc -l))"
	fi
done

# What some of those headers must be, by the rules, so that the
# comparison with diff -up cannot pass on a wrong answer of both:
# changes 6 unchanged lines apart are one hunk, 7 apart two; a header
# names the last line before the hunk that starts with a letter, '_' or
# '$', cut at 40 bytes, the blanks it then ends with left out, and
# nothing where there is none.
while IFS='|' read -r what want; do
	cp "$P/$what.txt" "$P/target.tmpl"
	"$ECTAB" make "$D/pairs.mf" gen/curves/x962.txt
	got=$(grep '^@@' "$P/out.diff" | paste -sd '|')
	if [ "$got" = "$want" ]; then
		pass "a diff line changing a file, $what: $want"
	else
		fail "a diff line changing a file, $what" "got $got, want $want"
	fi
done <<'EOF'
deletion|@@ -28,9 +28,6 @@ function_020_of_a_name_long_enough_to_cu
changes-6-lines-apart|@@ -48,14 +48,14 @@ $label_040:
changes-7-lines-apart|@@ -48,7 +48,7 @@ $label_040:|@@ -56,7 +56,7 @@ $label_040:
after-blanks-at-byte-40|@@ -43,8 +43,7 @@ $label_040:
change-at-the-start|@@ -1,4 +1,4 @@
EOF

# A change in git's diff: "diff --git a/PATH b/PATH", "--- a/PATH",
# "+++ b/PATH", then the hunks as above, each header naming the line
# before it as git diff does, at most 80 bytes of it: for each pair,
# git apply makes the variant byte for byte, and the hunks' headers are
# those of git diff --no-index on the two.  (git apply takes paths from
# the top of the repository it runs in: each tree is one of its own.)
printf '%s\n' "$P/out.diff diff $G/head @target lib/f.c @base" \
    "@base -t $P/base.tmpl -c P-256" \
    "@target -t $P/target.tmpl -c P-256" > "$D/gitpairs.mf"
for f in "$P"/*.txt; do
	what=$(basename "$f" .txt)
	[ "$what" != base ] || continue
	name="a git diff line changing a file, $what"
	command -v git >/dev/null || { skip "$name" "git is not installed"; continue; }
	cp "$f" "$P/target.tmpl"
	rm -rf "$P/gtree" "$P/out.diff"
	git init -q "$P/gtree" && mkdir -p "$P/gtree/lib"
	cp "$P/base.txt" "$P/gtree/lib/f.c"
	if ! err=$("$ECTAB" make "$D/gitpairs.mf" gen/curves/x962.txt 2>&1); then
		fail "$name" "$err"
		continue
	fi
	ours=$(grep '^@@' "$P/out.diff")
	gits=$(git diff --no-index "$P/base.txt" "$f" | grep '^@@')
	if ! (cd "$P/gtree" && git apply "$TOP/$P/out.diff") ||
	    ! cmp -s "$P/gtree/lib/f.c" "$f"; then
		fail "$name" "git apply does not make the text"
	elif [ "$(cat "$G/head"; printf '%s\n' "diff --git a/lib/f.c b/lib/f.c" \
	    "--- a/lib/f.c" "+++ b/lib/f.c")" != "$(head -n "$(($(wc -l < "$G/head") + 3))" "$P/out.diff")" ]; then
		fail "$name" "not the source, then diff --git, --- a/ and +++ b/: $(head -n 8 "$P/out.diff" | tr '\n' ' ')"
	elif [ "$ours" != "$gits" ]; then
		fail "$name" "hunks $(echo $ours), git diff's $(echo $gits)"
	else
		pass "$name: git apply makes it; hunks as git diff's ($(echo "$ours" | wc -l))"
	fi
done
cp "$P/deletion.txt" "$P/target.tmpl"
"$ECTAB" make "$D/gitpairs.mf" gen/curves/x962.txt
got=$(grep '^@@' "$P/out.diff")
want="@@ -28,9 +28,6 @@ function_020_of_a_name_long_enough_to_cut(void)"
if [ "$got" = "$want" ]; then
	pass "a git diff line changing a file names the line before the hunk up to 80 bytes: $want"
else
	fail "a git diff line changing a file names the line before the hunk up to 80 bytes" "got $got, want $want"
fi

# A bad line that changes a file: its files are $D/x.*.
base="$D/x.base -t $D/t.tmpl -c P-256,P-384"
refused "a diff line changing a file: a BASE no line makes" \
    "$D/x.none: no line of the manifest makes it" \
    "$text" "$D/x.diff diff $D/src.diff $D/x.text b/x.h $D/x.none"
refused "a diff line changing a file: a BASE that is a diff" \
    "$D/x.copy is a diff (line 1): a diff changes from the text of generation or an audit" \
    "$D/x.copy diff $D/src.diff" "$text" \
    "$D/x.diff diff $D/src.diff $D/x.text b/x.h $D/x.copy"
refused "a diff line changing a file: a BASE text without its last newline" \
    "$D/x.base (line 1): its text does not end in a newline" \
    "$D/x.base -t $D/nonl.tmpl -c P-256" "$text" \
    "$D/x.diff diff $D/src.diff $D/x.text b/x.h $D/x.base"
refused "a diff line changing a file: BASE and TARGET the same text" \
    "b/x.h: BASE and TARGET are the same text" \
    "$text" "@same -t $D/t.tmpl -c prime256v1" \
    "$D/x.diff diff $D/src.diff $D/x.text b/x.h @same"
refused "a diff line changing a file: a path the source has an entry for" \
    "$D/src.diff: has an entry for a/b.c already" \
    "$text" "$base" "$D/x.diff diff $D/src.diff $D/x.text a/b.c $D/x.base"
