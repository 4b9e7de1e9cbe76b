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
# Group bad-input of make check (tests/run.sh): every file of tests/bad
# refused with one line, nothing written; inputs too large or
# unreadable; the reader's linear time.
#
# cost: 20
# again in: sanitizers, libressl

# tests/bad/EXPECT: "file:line: message" per bad definition file (.txt),
# template (.tmpl) or set file (.set, whose curves have a comb's shape
# for -g comb:shape=comb).  Each must exit 1 with one line on stderr
# naming the file, line and problem, leave an existing output file
# byte-identical, create no output file where there was none, and leave
# no temporary file.  (bad_input also serves the cases made at run time,
# below.)  With $VARIANT (groups sanitizers and libressl), this part
# only.  A bad template or set is rendered over two definition files,
# FRP256v1's first: its error does not depend on the curves, and
# validating the whole catalog for each would take most of the group's
# time.
TEMPLATE_CURVES="gen/curves/anssi.txt gen/curves/x962.txt"
# refused RC NAME WANT CMD...: CMD -o FILE exits RC, its first line on
# stderr "ectab: WANT...", the only one for 1, the usage after it for 2,
# and writes nothing.  bad_input is refused 1, bad_usage refused 2.
refused() {
	local want_rc=$1 name=$2 want=$3 err rc first lines
	shift 3
	printf 'old contents\n' > "$BUILD/keep.h"
	rm -f "$BUILD/new.h"
	err=$("$@" -o "$BUILD/keep.h" 2>&1 >/dev/null </dev/null)
	rc=$?
	"$@" -o "$BUILD/new.h" >/dev/null 2>&1 </dev/null
	first=${err%%$'\n'*}
	lines=$(printf '%s\n' "$err" | wc -l)
	if [ $rc -ne "$want_rc" ]; then
		fail "$name" "exit $rc, want $want_rc ($err)"
	elif [ "$want_rc" -eq 1 ] && [ "$lines" -ne 1 ]; then
		fail "$name" "want one line, got: $err"
	elif [ "$want_rc" -eq 2 ] && ! printf '%s\n' "$err" | sed -n 2p |
	    grep -q '^usage: '; then
		fail "$name" "want the usage after the first line, got: $err"
	elif [ "${first#"ectab: $want"}" = "$first" ]; then
		fail "$name" "got \"$first\", want \"ectab: $want...\""
	elif [ "$(cat "$BUILD/keep.h")" != "old contents" ]; then
		fail "$name" "the output file was changed"
	elif [ -e "$BUILD/new.h" ]; then
		fail "$name" "an output file was created"
	elif ls -A "$BUILD" | grep -q '^\.\(keep\|new\)\.h\.'; then
		fail "$name" "a temporary file was left behind"
	else
		pass "$name"
	fi
}
bad_input() {
	refused 1 "$@"
}
bad_usage() {
	refused 2 "$@"
}
while IFS= read -r expect; do
	f=tests/bad/${expect%%:*}
	case $f in
	*.tmpl)	bad_input "bad template ${f#tests/bad/}" \
		    "tests/bad/$expect" "$ECTAB" -t "$f" $TEMPLATE_CURVES ;;
	*.der|*.pem)
		bad_input "bad EC parameters ${f#tests/bad/}" \
		    "tests/bad/$expect" "$ECTAB" import "$f" ;;
	*.set)	bad_input "bad set ${f#tests/bad/}" "tests/bad/$expect" \
		    "$ECTAB" -t generic -s "$f" -g comb:shape=comb \
		    $TEMPLATE_CURVES ;;
	*)	bad_input "bad definition ${f#tests/bad/}" \
		    "tests/bad/$expect" "$ECTAB" -t templates/libressl.tmpl "$f" ;;
	esac
done < <(grep -v '^#' tests/bad/EXPECT)
# A name of a table's points under {{#mont}}, with -g: where it is
# (without tables, tests/bad/template-name-nowhere.tmpl, nowhere).
printf '{{#curves}}{{#tables}}{{/tables}}{{#mont}}\n{{x_mont.hex}}\n{{/mont}}{{/curves}}\n' \
    > "$BUILD/x-mont.tmpl"
bad_input "a name of a table's points under {{#mont}}, with -g" \
    "$BUILD/x-mont.tmpl:2: x_mont.hex is not a name here: it is one in {{#curves}}{{#mont}}{{#tables}}{{#rows}}{{#points}}" \
    "$ECTAB" -t "$BUILD/x-mont.tmpl" -g comb:teeth=4 $TEMPLATE_CURVES
[ -z "$VARIANT" ] || return 0

mkdir -p "$BUILD/bad-der"
python3 tests/der.py bad "$BUILD/bad-der"
if diff -r -x EXPECT -x '*.txt' -x '*.tmpl' -x '*.set' tests/bad "$BUILD/bad-der" >/dev/null; then
	pass "tests/bad/*.der and *.pem are what tests/der.py writes ($(ls "$BUILD/bad-der" | wc -l))"
else
	fail "tests/bad/*.der and *.pem are what tests/der.py writes" "$(diff -rq -x EXPECT -x '*.txt' -x '*.tmpl' -x '*.set' tests/bad "$BUILD/bad-der")"
fi
expected=$(grep -v '^#' tests/bad/EXPECT | cut -d: -f1 | sort -u | wc -l)
if [ "$(ls tests/bad | grep -vc '^EXPECT$')" -eq "$expected" ] &&
    [ "$(grep -vc '^#' tests/bad/EXPECT)" -eq "$expected" ]; then
	pass "every file in tests/bad has an expected message ($expected)"
else
	fail "every file in tests/bad has an expected message" "tests/bad/EXPECT is out of step"
fi

# Bad input that cannot be a file in the tree: a folder, a file that
# cannot be read (/proc/self/mem reads fail with EIO, even for root), a
# missing file, and files over the 4 MiB limit (10 MB, as definitions
# and as a template), refused before they are parsed.
mkdir -p "$BUILD/folder.txt"
bad_input "bad input: a folder" "$BUILD/folder.txt: Is a directory" \
    "$ECTAB" "$BUILD/folder.txt"
bad_input "bad input: an unreadable file" "/proc/self/mem: Input/output error" \
    "$ECTAB" /proc/self/mem
bad_input "bad input: a missing file" "$BUILD/nonexistent.txt: No such file or directory" \
    "$ECTAB" "$BUILD/nonexistent.txt"
head -c 10000000 /dev/zero | tr '\0' '#' > "$BUILD/huge.txt"
bad_input "bad input: a 10 MB definition file" \
    "$BUILD/huge.txt: larger than 4 MiB, the limit for an input file" \
    "$ECTAB" "$BUILD/huge.txt"
bad_input "bad input: a 10 MB template" \
    "$BUILD/huge.txt: larger than 4 MiB, the limit for an input file" \
    "$ECTAB" -t "$BUILD/huge.txt" $CURVES

# Bad notices (--notice): each refused in one line naming its line.
n=$BUILD/notice
printf 'Copyright\n\x01\n' > "$n-control.txt"
printf 'Copyright\r\n' > "$n-cr.txt"
printf 'Copyright \xc2\xa9 2026\n' > "$n-utf8.txt"
printf '%081d\n' 0 > "$n-long.txt"
seq 101 > "$n-lines.txt"
printf '\n\n' > "$n-empty.txt"
# bad_notice NAME FILE WHY: --notice FILE is refused, saying WHY.
bad_notice() {
	bad_input "bad notice: $1" "$2$3" "$ECTAB" -t libressl -s libressl \
	    --notice "$2" $TEMPLATE_CURVES gen/curves/sec2.txt \
	    gen/curves/brainpool.txt
}
bad_notice "a control byte" "$n-control.txt" ":2: control byte 0x01 in line"
bad_notice "a carriage return" "$n-cr.txt" ":1: carriage return in line"
bad_notice "a byte past ASCII" "$n-utf8.txt" ":1: byte 0xc2: a notice is ASCII"
bad_notice "a line of 81 bytes" "$n-long.txt" ":1: line of 81 bytes, more than a notice's 80"
bad_notice "101 lines" "$n-lines.txt" ":101: more than a notice's 100 lines"
bad_notice "blank lines only" "$n-empty.txt" ":1: empty notice"
bad_notice "a missing file" "$n-none.txt" ": No such file or directory"
printf 'Copyright\n' > "$n-ok.txt"
bad_input "bad notice: for a template that renders none" \
    "--notice: templates/generic.tmpl renders no notice" \
    "$ECTAB" -t templates/generic.tmpl --notice "$n-ok.txt" $TEMPLATE_CURVES

# -g on every shipped template: the output must change, or ectab must
# refuse it in one line, as it refuses --notice where no notice is
# rendered; never a table asked for and silently left out.
for t in templates/*.tmpl; do
	t=${t#templates/}
	t=${t%.tmpl}
	case $t in
	libressl)	sel="-s libressl" ;;
	mbedtls)	sel="-s mbedtls" ;;
	*)		sel="-c P-256"
			# (a template of other bits, a curve of those)
			[ "$(template_curve "templates/$t.tmpl")" = secp256k1 ] ||
			    sel="-c $(template_curve "templates/$t.tmpl")" ;;
	esac
	# shellcheck disable=SC2086
	"$ECTAB" -t "templates/$t.tmpl" $sel -o - $CURVES \
	    > "$BUILD/plain.out" 2>/dev/null
	# shellcheck disable=SC2086
	"$ECTAB" -t "templates/$t.tmpl" $sel -g comb:name=extra -o - $CURVES \
	    > "$BUILD/extra.out" 2>"$BUILD/extra.err"
	rc=$?
	# (a template of one table, {{%tables 1}}: none is refused, and -g's
	# is what it renders)
	line=$(grep -n -m 1 '%tables 1%' "templates/$t.tmpl" | cut -d: -f1)
	if [ -n "$line" ]; then
		# shellcheck disable=SC2086
		bad_input "template $t without -g: refused" \
		    "templates/$t.tmpl:$line: this template renders 1 table, not 0 (-g)" \
		    "$ECTAB" -t "templates/$t.tmpl" $sel $CURVES
		if [ $rc -eq 0 ] && [ -s "$BUILD/extra.out" ]; then
			pass "-g with template $t renders the table"
		else
			fail "-g with template $t renders the table" "exit $rc: $(cat "$BUILD/extra.err")"
		fi
		continue
	fi
	if [ $rc -eq 0 ] && [ -s "$BUILD/plain.out" ] &&
	    ! cmp -s "$BUILD/plain.out" "$BUILD/extra.out"; then
		pass "-g with template $t renders the table"
	elif [ $rc -eq 0 ]; then
		fail "-g with template $t is refused or rendered" "accepted, and the output is the same as without it"
	else
		if grep -q '%table ' "templates/$t.tmpl"; then
			why="renders only the tables it asks for itself ({{%table}}), not extra"
		elif ! grep -q '#tables' "templates/$t.tmpl"; then
			why="renders no tables"
		elif grep -q '{{#multiples}}' "templates/$t.tmpl"; then
			# (libressl: a table of multiples of G, no comb)
			why="does not render table extra"
		else
			why="(a template that renders tables and changed nothing)"
		fi
		# shellcheck disable=SC2086
		bad_input "-g with template $t: refused ($why)" \
		    "-g: templates/$t.tmpl $why" \
		    "$ECTAB" -t "templates/$t.tmpl" $sel -g comb:name=extra \
		    $CURVES
	fi
done

# A template that reads the rows of its first table only: a second -g
# table, never rendered, is an error once it is rendered.
printf '%s\n' '{{#curves}}{{#mont}}{{#tables}}{{#-first}}{{#rows}}{{index}}' \
    '{{/rows}}{{/-first}}{{/tables}}{{/mont}}{{/curves}}' > "$BUILD/first.tmpl"
bad_input "-g: a table the template never reads the rows of" \
    "-g: $BUILD/first.tmpl does not render table multiples" \
    "$ECTAB" -t "$BUILD/first.tmpl" -c P-256 -g comb -g multiples:size=2 \
    $TEMPLATE_CURVES
# A table of -g multiples:window=ATTR is a curve's where its set gives
# ATTR: where one curve has it, the same error; where none does, there
# is no such table to render.
printf 'FRP256v1\nP-256 window=3\n' > "$BUILD/window.set"
bad_input "-g: a window table the template never reads the rows of" \
    "-g: $BUILD/first.tmpl does not render table multiples" \
    "$ECTAB" -t "$BUILD/first.tmpl" -s "$BUILD/window.set" -g comb \
    -g multiples:window=window $TEMPLATE_CURVES
printf 'FRP256v1\nP-256 width=3\n' > "$BUILD/window.set"
if "$ECTAB" -t "$BUILD/first.tmpl" -s "$BUILD/window.set" -g comb \
    -g multiples:window=window -o "$BUILD/first.out" $TEMPLATE_CURVES; then
	pass "-g: a window table no curve of the set has is not one the template must render"
else
	fail "-g: a window table no curve of the set has is not one the template must render" "exit $?"
fi

# -g comb:shape=ATTR takes each curve's teeth and rows, and so the
# stride that follows from them, from its set file (tests/bad/*.set for
# the values it refuses): teeth=, rows=, wider= and stride= are refused
# with it, as window= refuses size= and step=.
for key in teeth=3 rows=2 wider=384 stride=64; do
	bad_usage "-g comb:shape=comb,$key: a usage error" \
	    "-g: table \"comb:shape=comb,$key\": shape= and ${key%=*}= exclude each other" \
	    "$ECTAB" -t generic -c P-256 -g "comb:shape=comb,$key" \
	    $TEMPLATE_CURVES
done
bad_usage "-g multiples:shape=comb: a comb's key" \
    "-g: table \"multiples:shape=comb\": no key \"shape\" for multiples (name, size, step, rows, window, zero)" \
    "$ECTAB" -t generic -c P-256 -g multiples:shape=comb $TEMPLATE_CURVES
bad_usage "-g comb:shape=Comb: not a name" \
    "-g: table \"comb:shape=Comb\": shape \"Comb\" is not lower-case letters, digits and _, at most 32" \
    "$ECTAB" -t generic -c P-256 -g comb:shape=Comb $TEMPLATE_CURVES

# The reader takes linear time: files of 2 000 and 20 000 distinct
# stanzas (the last one missing a key, so that nothing gets validated)
# are read and refused; ten times the input may take at most forty times
# as long, best of three runs each (a quadratic reader takes a hundred
# times).  The times are reported; none is required.
count_lines "the reader takes linear time" python3 - "$ECTAB" "$BUILD" <<'PY'
import subprocess, sys, time
sys.path.insert(0, "tests")
from lib import check
ectab, build = sys.argv[1], sys.argv[2]
times = {}
for n in (2000, 20000):
    path = "%s/stanzas%d.txt" % (build, n)
    with open(path, "w") as f:
        for i in range(n):
            f.write("curve c%d\n    alias: a%d\n    p: 7\n    a: 1\n    b: 1\n"
                    "    gx: 1\n    gy: 1\n    n: 1\n%s"
                    % (i, i, "    h: 1\n" if i < n - 1 else ""))
    want = "ectab: %s:%d: curve c%d: missing key h\n" % (path, 9 * (n - 1) + 1,
                                                        n - 1)
    best = None
    for _ in range(3):
        start = time.perf_counter()
        r = subprocess.run([ectab, "-o", build + "/stanzas.out", path],
                           capture_output=True, text=True)
        t = time.perf_counter() - start
        best = t if best is None else min(best, t)
    check(r.returncode == 1 and r.stderr == want,
          "%d stanzas refused at the last one" % n,
          "exit %d: %s" % (r.returncode, r.stderr))
    times[n] = best
ratio = times[20000] / times[2000]
check(ratio < 40, "the reader takes linear time: 2000 stanzas in %.0f ms, "
      "20000 in %.0f ms (x%.1f)"
      % (times[2000] * 1e3, times[20000] * 1e3, ratio))
PY

# A name repeated across two files.
sed -n '/^curve prime256v1/,/^$/p' $CURVES | sed 's/^curve prime256v1/curve other/' \
    > "$BUILD/second.txt"
err=$("$ECTAB" -t templates/json.tmpl -o "$BUILD/keep.h" $CURVES "$BUILD/second.txt" 2>&1)
case $err in
"ectab: $BUILD/second.txt:2: name \"secp256r1\" already used by curve prime256v1 (gen/curves/x962.txt:"*)
	pass "an alias repeated across files" ;;
*)	fail "an alias repeated across files" "$err" ;;
esac
