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
# Group command-line of make check (tests/run.sh):
# The command line: exit statuses, options, write errors and signals,
# ectab list, - and --.
#
# cost: 10

# --- command line ------------------------------------------------------------------

expect_exit() {
	local name=$1 want=$2 rc
	shift 2
	"$@" >"$BUILD/stdout" 2>"$BUILD/stderr"
	rc=$?
	if [ $rc -eq "$want" ]; then
		pass "$name"
	else
		fail "$name" "exit $rc, want $want: $(head -n 2 "$BUILD/stderr")"
	fi
}
expect_exit "--help exits 0" 0 "$ECTAB" --help
expect_exit "--version exits 0" 0 "$ECTAB" --version
if grep -qx 'ectab [0-9]*\.[0-9]*\.[0-9]*' "$BUILD/stdout"; then
	pass "--version prints ectab VERSION"
else
	fail "--version prints ectab VERSION" "$(cat "$BUILD/stdout")"
fi
expect_exit "a command of no operand: exit 2" 2 "$ECTAB" make
expect_exit "an unknown option: exit 2" 2 "$ECTAB" --frobnicate $CURVES
expect_exit "--check without -o: exit 2" 2 "$ECTAB" --check $CURVES
expect_exit "-c with a curve twice: exit 2" 2 "$ECTAB" -c P-256,prime256v1 $CURVES
expect_exit "a missing definition file: exit 1" 1 "$ECTAB" "$BUILD/nonexistent"
# A name of no curve, set or template is one case: exit 1, one line
# naming it, for every command that takes it.
for cmd in "" "audit" "export" "list"; do
	# shellcheck disable=SC2086
	expect_exit "ectab $cmd -c nosuch: exit 1" 1 "$ECTAB" $cmd -c nosuch $CURVES
	if [ "$(cat "$BUILD/stderr")" = 'ectab: -c: no curve named "nosuch" in the definition files given nor in the catalog' ]; then
		pass "ectab $cmd -c nosuch: says so in one line"
	else
		fail "ectab $cmd -c nosuch: says so in one line" "$(cat "$BUILD/stderr")"
	fi
	# shellcheck disable=SC2086
	expect_exit "ectab $cmd -s nosuch: exit 1" 1 "$ECTAB" $cmd -s nosuch $CURVES
	case $(cat "$BUILD/stderr") in
	"ectab: -s nosuch: no set of that name in "*"; for a file, give its path: -s ./nosuch")
		pass "ectab $cmd -s nosuch: says so in one line" ;;
	*)	fail "ectab $cmd -s nosuch: says so in one line" "$(cat "$BUILD/stderr")" ;;
	esac
done
expect_exit "a missing template: exit 1" 1 "$ECTAB" -t nosuch $CURVES
expect_exit "--check on a missing file: exit 1" 1 "$ECTAB" --check -o "$BUILD/nonexistent" $CURVES

"$ECTAB" -t templates/json.tmpl -c P-384,secp224k1 $CURVES > "$BUILD/sel.json"
if python3 -c '
import json, sys
names = [c["name"] for c in json.load(open(sys.argv[1]))["curves"]]
sys.exit(names != ["secp384r1", "secp224k1"])' "$BUILD/sel.json"; then
	pass "-c selects curves by name or alias, in its order"
else
	fail "-c selects curves by name or alias, in its order" "$(head -c 200 "$BUILD/sel.json")"
fi

"$ECTAB" -t templates/json.tmpl -o - $CURVES > "$BUILD/dash.json"
if cmp -s "$BUILD/dash.json" out/ec_curve_tables.json; then
	pass "-o - writes standard output"
else
	fail "-o - writes standard output" "differs"
fi

expect_exit "a definition file name that cannot be quoted: exit 1" 1 \
    "$ECTAB" -t templates/json.tmpl "$BUILD/a*b.txt"

# Files are read in byte order of their names, whatever the order given.
sed -n '/^curve secp224k1/,/^$/p' $CURVES > "$BUILD/B.txt"
sed -n '/^curve FRP256v1/,$p' gen/curves/anssi.txt > "$BUILD/a.txt"
"$ECTAB" -t templates/json.tmpl "$BUILD/a.txt" "$BUILD/B.txt" > "$BUILD/ab.json"
"$ECTAB" -t templates/json.tmpl "$BUILD/B.txt" "$BUILD/a.txt" > "$BUILD/ba.json"
if cmp -s "$BUILD/ab.json" "$BUILD/ba.json" &&
    grep -qF '"inputs": ["B.txt", "a.txt"]' "$BUILD/ab.json"; then
	pass "definition files are read in byte order of their names"
else
	fail "definition files are read in byte order of their names" "$(grep inputs "$BUILD/ab.json" "$BUILD/ba.json")"
fi

# A write error (here the file size limit) leaves the target and no
# temporary file behind.
printf 'old contents\n' > "$BUILD/keep.h"
err=$(ulimit -f 8; "$ECTAB" -t templates/libressl.tmpl -s libressl \
    -o "$BUILD/keep.h" $CURVES 2>&1)
rc=$?
if [ $rc -eq 1 ] && [ "$(cat "$BUILD/keep.h")" = "old contents" ] &&
    ! ls -A "$BUILD" | grep -q '^\.keep\.h\.'; then
	pass "a write error leaves the output file as it was ($err)"
else
	fail "a write error leaves the output file as it was" "exit $rc: $err; $(ls -A "$BUILD")"
fi

# Interrupting a run: with fsync slowed down, each of SIGINT, SIGTERM,
# SIGHUP and SIGQUIT is sent once the temporary file exists; ectab must
# die of the signal, remove the temporary file and leave the target as
# it was.  A signal ignored when ectab starts (SIGHUP under nohup, or
# SIGINT for a shell's background job) stays ignored: ectab writes the
# file.  Each run starts with the signal's disposition set by python,
# as a background job of this shell would ignore SIGINT and SIGQUIT.
if ! "$CC" -shared -fPIC -o "$BUILD/slowsync.so" tests/slowsync.c -ldl 2>"$BUILD/cc.err"; then
	fail "interrupted runs: the fsync shim builds" "$(head -n 3 "$BUILD/cc.err")"
else
	for case in INT:default TERM:default HUP:default QUIT:default \
	    HUP:ignored INT:ignored; do
		sig=${case%:*} how=${case#*:}
		name="SIG$sig while the temporary file exists leaves the target and no temporary file"
		[ $how = ignored ] && name="SIG$sig ignored when ectab starts stays ignored: the file is written, no temporary file left"
		mkdir -p "$BUILD/int"
		printf 'old contents\n' > "$BUILD/int/target.h"
		LD_PRELOAD="$(cd "$BUILD" && pwd)/slowsync.so" python3 -c '
import os, signal, sys
signal.signal(getattr(signal, "SIG" + sys.argv[1]),
              signal.SIG_IGN if sys.argv[2] == "ignored" else signal.SIG_DFL)
os.execvp(sys.argv[3], sys.argv[3:])' "$sig" "$how" "$ECTAB" -t templates/libressl.tmpl \
		    -s libressl -o "$BUILD/int/target.h" $CURVES 2>/dev/null &
		pid=$!
		for _ in $(seq 100); do
			ls -A "$BUILD/int" | grep -q '^\.target\.h\.' && break
			sleep 0.05
		done
		seen=$(ls -A "$BUILD/int" | grep -c '^\.target\.h\.')
		kill -"$sig" $pid
		{ wait $pid; } 2>/dev/null
		rc=$?
		want=$((128 + $(kill -l "$sig")))
		[ $how = ignored ] && want=0
		if [ "$seen" -ne 1 ]; then
			fail "$name" "no temporary file appeared"
		elif [ $rc -ne $want ]; then
			fail "$name" "exit $rc, want $want"
		elif [ $how = default ] && [ "$(cat "$BUILD/int/target.h")" != "old contents" ]; then
			fail "$name" "the target changed"
		elif [ $how = ignored ] && ! "$ECTAB" -t templates/libressl.tmpl \
		    -s libressl -o "$BUILD/int/target.h" --check $CURVES 2>/dev/null; then
			fail "$name" "the target is not the output"
		elif [ -n "$(ls -A "$BUILD/int" | grep -v '^target\.h$')" ]; then
			fail "$name" "left: $(ls -A "$BUILD/int")"
		else
			pass "$name"
		fi
		rm -rf "$BUILD/int"
	done
fi

# --- writing to what is not a regular file ----------------------------------

# -o on a device or FIFO writes it in place, and a symbolic link is
# followed; for every command that writes a file.  Each command with
# the text it must write, got by -o -.
NODES=$BUILD/nodes
mkdir -p "$NODES"
gen/obj/ectab import -n p256copy tests/example/numsp256d1.pem > "$NODES/import.want" 2>/dev/null
node_cmds=(
	"generic|-t generic -c P-256 -o @ $CURVES"
	"audit|audit -c P-256 -o @ $CURVES"
	"audit --json|audit --json -c P-256 -o @ $CURVES"
	"export|export -c P-256 -o @ $CURVES"
	"import|import -n p256copy -o @ tests/example/numsp256d1.pem"
)
for entry in "${node_cmds[@]}"; do
	what=${entry%%|*}
	cmd=${entry#*|}
	# shellcheck disable=SC2086
	"$ECTAB" ${cmd//@/-} > "$NODES/want" 2>/dev/null

	rm -f "$NODES/fifo" "$NODES/got"
	mkfifo "$NODES/fifo"
	# A reader that gives up, should ectab never open the FIFO.
	timeout 60 cat "$NODES/fifo" > "$NODES/got" &
	reader=$!
	# shellcheck disable=SC2086
	timeout 60 "$ECTAB" ${cmd//@/$NODES/fifo} 2>"$NODES/err"
	rc=$?
	wait $reader
	name="$what -o FIFO: its reader gets the whole output, and it stays a FIFO"
	if [ $rc -eq 0 ] && [ -p "$NODES/fifo" ] && [ -s "$NODES/want" ] &&
	    cmp -s "$NODES/want" "$NODES/got"; then
		pass "$name"
	else
		fail "$name" "exit $rc, $(ls -l "$NODES/fifo"), $(wc -c < "$NODES/got") bytes of $(wc -c < "$NODES/want"): $(head -n 1 "$NODES/err")"
	fi

	rm -f "$NODES/real" "$NODES/link"
	printf 'old\n' > "$NODES/real"
	chmod 640 "$NODES/real"
	ln -s real "$NODES/link"
	# shellcheck disable=SC2086
	"$ECTAB" ${cmd//@/$NODES/link} 2>"$NODES/err"
	rc=$?
	name="$what -o LINK: the link stays, the file it names is replaced, in its mode"
	if [ $rc -eq 0 ] && [ -L "$NODES/link" ] &&
	    [ "$(readlink "$NODES/link")" = real ] &&
	    cmp -s "$NODES/want" "$NODES/real" &&
	    [ "$(stat -c %a "$NODES/real")" = 640 ] &&
	    [ -z "$(ls -A "$NODES" | grep '^\.')" ]; then
		pass "$name"
	else
		fail "$name" "exit $rc: $(ls -lA "$NODES" | tr '\n' ' ') $(head -n 1 "$NODES/err")"
	fi

	# A regular file that holds the output already is not written: its
	# inode and modification time stay (make redoes nothing); one that
	# differs in its last byte is replaced.
	cp "$NODES/want" "$NODES/same"
	touch -d '2001-02-03 04:05:06' "$NODES/same"
	before=$(stat -c '%i %y' "$NODES/same")
	# shellcheck disable=SC2086
	"$ECTAB" ${cmd//@/$NODES/same} 2>"$NODES/err"
	rc=$?
	name="$what -o FILE that holds the output: left alone, its inode and mtime as they were"
	if [ $rc -eq 0 ] && [ "$(stat -c '%i %y' "$NODES/same")" = "$before" ] &&
	    cmp -s "$NODES/want" "$NODES/same"; then
		pass "$name"
	else
		fail "$name" "exit $rc: $before, now $(stat -c '%i %y' "$NODES/same"): $(head -n 1 "$NODES/err")"
	fi
	printf '%s' "$(cat "$NODES/want")" > "$NODES/same"
	touch -d '2001-02-03 04:05:06' "$NODES/same"
	before=$(stat -c '%i %y' "$NODES/same")
	# shellcheck disable=SC2086
	"$ECTAB" ${cmd//@/$NODES/same} 2>"$NODES/err"
	rc=$?
	name="$what -o FILE that lacks the output's final newline: replaced"
	if [ $rc -eq 0 ] && [ "$(stat -c '%i %y' "$NODES/same")" != "$before" ] &&
	    cmp -s "$NODES/want" "$NODES/same"; then
		pass "$name"
	else
		fail "$name" "exit $rc: $before, now $(stat -c '%i %y' "$NODES/same"): $(head -n 1 "$NODES/err")"
	fi
done

# A link to a file not yet made makes it; a link to a folder is one.
rm -rf "$NODES/sub" "$NODES/dangling"
mkdir "$NODES/sub"
ln -s sub/new.h "$NODES/dangling"
"$ECTAB" -t generic -c P-256 -o "$NODES/dangling" $CURVES
if [ -L "$NODES/dangling" ] && [ -f "$NODES/sub/new.h" ] &&
    "$ECTAB" -t generic -c P-256 -o "$NODES/sub/new.h" --check $CURVES; then
	pass "-o through a link to no file yet makes the file it names"
else
	fail "-o through a link to no file yet makes the file it names" "$(ls -lA "$NODES" "$NODES/sub")"
fi
ln -s sub "$NODES/dirlink"
expect_exit "-o on a folder, through a link: exit 1" 1 \
    "$ECTAB" -t generic -c P-256 -o "$NODES/dirlink" $CURVES
ln -s loop1 "$NODES/loop2"
ln -s loop2 "$NODES/loop1"
expect_exit "-o on a loop of links: exit 1" 1 \
    "$ECTAB" -t generic -c P-256 -o "$NODES/loop1" $CURVES

# /dev/stdout is standard output, whatever it is: a pipe, a file opened
# to be replaced or one opened to be appended to.
"$ECTAB" -t generic -c P-256 -o - $CURVES > "$NODES/want"
n=$("$ECTAB" -t generic -c P-256 -o /dev/stdout $CURVES | wc -c)
if [ "$n" -eq "$(wc -c < "$NODES/want")" ]; then
	pass "-o /dev/stdout on a pipe writes the pipe"
else
	fail "-o /dev/stdout on a pipe writes the pipe" "$n bytes"
fi
printf 'first line\n' > "$NODES/app"
"$ECTAB" -t generic -c P-256 -o /dev/stdout $CURVES >> "$NODES/app"
if [ "$(head -n 1 "$NODES/app")" = "first line" ] &&
    [ "$(tail -n +2 "$NODES/app" | cmp - "$NODES/want" && echo same)" = same ]; then
	pass "-o /dev/stdout appends where standard output appends"
else
	fail "-o /dev/stdout appends where standard output appends" "$(head -n 2 "$NODES/app")"
fi

# Any descriptor the shell set up: /dev/stderr and /dev/fd/3, opened to
# append, are appended to, not replaced.
printf 'log line\n' > "$NODES/log"
"$ECTAB" -t generic -c P-256 -o /dev/stderr $CURVES 2>> "$NODES/log"
printf 'first line\n' > "$NODES/fd3"
"$ECTAB" -t generic -c P-256 -o /dev/fd/3 $CURVES 3>> "$NODES/fd3"
for f in log fd3; do
	if [ "$(tail -n +2 "$NODES/$f" | cmp - "$NODES/want" && echo same)" = same ] &&
	    [ "$(head -n 1 "$NODES/$f" | wc -c)" -gt 5 ]; then
		pass "-o on a descriptor's path (/dev/${f/log/stderr}) writes through the descriptor, appending"
	else
		fail "-o on a descriptor's path (/dev/${f/log/stderr}) writes through the descriptor" "$(head -n 2 "$NODES/$f")"
	fi
done

# ectab make, as ectab -o: a FIFO and the null device in a manifest
# (which, as a user who cannot write /dev, it does not refuse).
rm -f "$NODES/fifo" "$NODES/got"
mkfifo "$NODES/fifo"
printf '%s\t-t generic -c P-256\n' "$NODES/fifo" /dev/null > "$NODES/outputs.txt"
timeout 60 cat "$NODES/fifo" > "$NODES/got" &
reader=$!
timeout 60 "$ECTAB" make "$NODES/outputs.txt" $CURVES
rc=$?
wait $reader
if [ $rc -eq 0 ] && [ -p "$NODES/fifo" ] && [ -c /dev/null ] &&
    cmp -s "$NODES/want" "$NODES/got"; then
	pass "ectab make writes a FIFO and /dev/null in place"
else
	fail "ectab make writes a FIFO and /dev/null in place" "exit $rc, $(wc -c < "$NODES/got") bytes"
fi
# As a user who cannot write /dev (root only): in a folder of its own
# that user can reach, with copies of ectab, the template and the
# curves, as the tree may sit in a folder only root can enter.
if [ "$(id -u)" -eq 0 ] && command -v setpriv > /dev/null; then
	U=$(mktemp -d)
	chmod 755 "$U"
	cp "$ECTAB" templates/generic.tmpl gen/curves/x962.txt "$U/"
	as_nobody() {
		setpriv --reuid=65534 --regid=65534 --clear-groups "$@"
	}
	printf '/dev/null\t-t %s -c P-256\n' "$U/generic.tmpl" > "$U/null.txt"
	chmod 777 "$U"
	if out=$(as_nobody "$U/ectab" make "$U/null.txt" "$U/x962.txt" 2>&1) &&
	    [ -c /dev/null ]; then
		pass "ectab make, as a user who cannot write /dev, writes /dev/null"
	else
		fail "ectab make, as a user who cannot write /dev, writes /dev/null" "$out"
	fi
	# An output linked into a folder it cannot write: refused before
	# the output of the line before it is written.
	mkdir -m 555 "$U/ro"
	ln -s ro/x.h "$U/ro-link"
	printf '%s\t-t %s -c P-256\n' "$U/first.h" "$U/generic.tmpl" \
	    "$U/ro-link" "$U/generic.tmpl" > "$U/ro.txt"
	out=$(as_nobody "$U/ectab" make "$U/ro.txt" "$U/x962.txt" 2>&1)
	rc=$?
	if [ $rc -eq 1 ] && [ "$out" = "ectab: $U/ro.txt:2: $U/ro: Permission denied" ] &&
	    [ ! -e "$U/first.h" ]; then
		pass "ectab make: an output linked into a folder it cannot write is refused before anything is written"
	else
		fail "ectab make: an output linked into a folder it cannot write is refused first" "exit $rc: $out; $(ls "$U")"
	fi
	rm -rf "$U"
fi

# A character device made with mknod (root only), with the null
# device's numbers: it must stay that device, and strace must see every
# byte of the output written into it.
if [ "$(id -u)" -ne 0 ]; then
	skip "-o on a character device" "mknod needs root"
elif ! command -v strace > /dev/null; then
	skip "-o on a character device" "no strace (make deps installs it)"
else
	rm -f "$NODES/null"
	mknod -m 666 "$NODES/null" c 1 3
	strace -o "$NODES/strace" -e trace=open,openat,write -e abbrev=none \
	    -s 0 "$ECTAB" -t generic -c P-256 -o "$NODES/null" $CURVES
	rc=$?
	written=$(python3 - "$NODES/null" "$NODES/strace" <<'PY'
import re, sys
node, log = sys.argv[1], open(sys.argv[2]).read().splitlines()
fds, total = set(), 0
for line in log:
    m = re.match(r'open(?:at)?\(.*"(.*)", ([A-Z_|]+).*\)\s+=\s+(\d+)', line)
    if m and m.group(1) == node and "O_WRONLY" in m.group(2):
        fds.add(m.group(3))
    m = re.match(r'write\((\d+), .*\)\s+=\s+(\d+)', line)
    if m and m.group(1) in fds:
        total += int(m.group(2))
print(total)
PY
)
	if [ $rc -eq 0 ] && [ -c "$NODES/null" ] &&
	    [ "$(stat -c '%t,%T' "$NODES/null")" = 1,3 ] &&
	    [ "$written" -eq "$(wc -c < "$NODES/want")" ] &&
	    [ -z "$(ls -A "$NODES" | grep '^\.')" ]; then
		pass "-o on a null device made by mknod: it stays that device and gets all $written bytes"
	else
		fail "-o on a null device made by mknod: it stays that device and gets every byte" "exit $rc, $written bytes of $(wc -c < "$NODES/want"): $(ls -l "$NODES/null")"
	fi
fi

# --- ectab list, '-' and '--' ---------------------------------------------------------

# The command line as a Unix user expects it: ectab list, the catalog
# when no definition files are given, '-' for standard input, '--'
# ending the options.  ectab by its full path, as some run in DIR.
ECTAB=$(cd "$(dirname "$ECTAB")" && pwd)/$(basename "$ECTAB")
DIR=$BUILD/cli
mkdir -p "$DIR"

# ectab list: the catalog by default, a header and a line per curve.
"$ECTAB" list > "$DIR/list" 2>&1
n=$(grep -c . "$DIR/list")
line=$(grep '^prime256v1 ' "$DIR/list" | tr -s ' ')
if [ "$n" -eq 39 ] && head -1 "$DIR/list" | grep -q '^curve  *bits  provenance  *oid  *aliases$' &&
    [ "$line" = "prime256v1 256 X9.62 seed 1.2.840.10045.3.1.7 secp256r1 P-256" ] &&
    grep -q '^brainpoolP320t1  *320  twist of brainpoolP320r1 ' "$DIR/list" &&
    grep -q '^brainpoolP320r1  *320  RFC 5639 seeds ' "$DIR/list" &&
    grep -q '^secp256k1  *256  -  *1.3.132.0.10  *-$' "$DIR/list"; then
	pass "ectab list: the 38 catalog curves, with bits, provenance, OID and aliases"
else
	fail "ectab list" "$n lines; prime256v1: $line"
fi
if [ "$("$ECTAB" list -s libressl | sed -n '2p;$p' | cut -d' ' -f1 | tr '\n' ' ')" = "secp224k1 FRP256v1 " ] &&
    [ "$("$ECTAB" list -s libressl | grep -c .)" -eq 18 ]; then
	pass "ectab list -s libressl: LibreSSL's 17, in its order"
else
	fail "ectab list -s libressl" "$("$ECTAB" list -s libressl 2>&1 | head -3)"
fi

# A set file's attributes: KEY, KEY=VALUE or KEY="VALUE", each once a
# line.
for case in 'P-256 id=X id=Y|2: attribute id given twice' \
    'P-256 id="X Y" id=Y|2: attribute id given twice' \
    'P-256 Id=X|2: attribute "Id=X" is not KEY, KEY=VALUE or KEY="VALUE", KEY a lower-case name of at most 32 characters' \
    'P-256 id=|2: attribute "id=" is not KEY, KEY=VALUE or KEY="VALUE", KEY a lower-case name of at most 32 characters' \
    'P-256 id=""|2: attribute "id=""" is not KEY, KEY=VALUE or KEY="VALUE", KEY a lower-case name of at most 32 characters' \
    'P-256 id="X Y|2: attribute "id="X Y": a quoted value must end in '"'\"'"' before a blank or the end of the line' \
    'P-256 id="X"Y flag|2: attribute "id="X"Y flag": a quoted value must end in '"'\"'"' before a blank or the end of the line' \
    'P-999 foo|2: no curve named "P-999" in the definition files given nor in the catalog'; do
	printf '# a set\n%s\n' "${case%%|*}" > "$DIR/attr.set"
	err=$("$ECTAB" -t json -s "$DIR/attr.set" -o "$DIR/attr.json" gen/curves/x962.txt 2>&1)
	rc=$?
	if [ $rc -eq 1 ] && [ "$err" = "ectab: $DIR/attr.set:${case#*|}" ] &&
	    [ ! -e "$DIR/attr.json" ]; then
		pass "set file line \"${case%%|*}\": refused"
	else
		fail "set file line \"${case%%|*}\": refused" "exit $rc: $err"
	fi
done
# Attributes a template does not ask for are ignored; a set's curve is
# labelled by the name the set gives.
printf 'secp256r1 id=X flag\n' > "$DIR/attr.set"
if "$ECTAB" -t json -s "$DIR/attr.set" -o "$DIR/attr.json" gen/curves/x962.txt &&
    printf '{{#curves}}{{label}} {{name}}{{/curves}}\n' > "$DIR/label.tmpl" &&
    [ "$("$ECTAB" -t "$DIR/label.tmpl" -s "$DIR/attr.set" gen/curves/x962.txt)" = "secp256r1 prime256v1" ]; then
	pass "a set's attributes no template asks for are ignored; its curve is labelled as the set names it"
else
	fail "a set's attributes no template asks for are ignored; its curve is labelled as the set names it" "$(cat "$DIR/attr.json" 2>&1 | head -n 2)"
fi
# {{%attr}}: a string, a flag, false where the set gives none.
printf 'secp256r1 id=X flag\nprime192v1\n' > "$DIR/attr.set"
printf '{{%%attr id}}{{%%attr flag}}{{#curves}}{{label}}:{{id}}:{{flag}} {{/curves}}\n' > "$DIR/attr.tmpl"
out=$("$ECTAB" -t "$DIR/attr.tmpl" -s "$DIR/attr.set" gen/curves/x962.txt 2>&1)
if [ "$out" = "secp256r1:X:true prime192v1:false:false " ]; then
	pass "{{%attr}}: the set's string, a flag, false where it gives none"
else
	fail "{{%attr}}: the set's string, a flag, false where it gives none" "$out"
fi
# A value in double quotes holds blanks (tabs too), without its quotes;
# an unquoted one ends at a blank.
printf 'secp256r1\tid="RFC 5639\tx"  flag\nprime192v1 id=a"b\n' > "$DIR/attr.set"
out=$("$ECTAB" -t "$DIR/attr.tmpl" -s "$DIR/attr.set" gen/curves/x962.txt 2>&1)
if [ "$out" = "$(printf 'secp256r1:RFC 5639\tx:true prime192v1:a"b:false ')" ]; then
	pass "{{%attr}}: a quoted value holds blanks, without its quotes"
else
	fail "{{%attr}}: a quoted value holds blanks, without its quotes" "$out"
fi

printf 'P-256\r\n' > "$DIR/crlf.set"
err=$("$ECTAB" list -s "$DIR/crlf.set" 2>&1)
if [ $? -eq 1 ] && [ "$err" = "ectab: $DIR/crlf.set:1: carriage return in line (the file must use LF line endings)" ]; then
	pass "a set file with CRLF line endings is refused"
else
	fail "a set file with CRLF line endings is refused" "$err"
fi

# '-' is standard input: definitions, and a file to import.
"$ECTAB" -t json -c P-256 gen/curves/x962.txt > "$DIR/file.json"
if "$ECTAB" -t json -c P-256 - < gen/curves/x962.txt > "$DIR/stdin.json" &&
    diff "$DIR/file.json" "$DIR/stdin.json" | grep -c '^[<>]' | grep -qx 4 &&
    grep -q '"inputs": \["-"\]' "$DIR/stdin.json"; then
	pass "definitions from standard input (-) read as from a file"
else
	fail "definitions from standard input (-)" "$(diff "$DIR/file.json" "$DIR/stdin.json" | head -5)"
fi
if "$ECTAB" export -c secp256k1 | "$ECTAB" import - > "$DIR/k1.txt" &&
    head -2 "$DIR/k1.txt" | grep -q '^curve secp256k1$'; then
	pass "import from standard input (-)"
else
	fail "import from standard input (-)" "$(head -2 "$DIR/k1.txt")"
fi
for cmd in "-t json" "import"; do
	# shellcheck disable=SC2086
	err=$("$ECTAB" $cmd - - < gen/curves/x962.txt 2>&1 >/dev/null)
	if [ $? -eq 1 ] && [ "$err" = "ectab: -: standard input named twice" ]; then
		pass "standard input named twice is refused (ectab $cmd)"
	else
		fail "standard input named twice is refused (ectab $cmd)" "$err"
	fi
done
err=$("$ECTAB" import --frob x 2>&1 | head -n 1)
if [ "$err" = "ectab: unrecognized option '--frob'" ]; then
	pass "a subcommand's unknown option is reported as ectab's"
else
	fail "a subcommand's unknown option is reported as ectab's" "$err"
fi

# '--' ends the options: a definition file whose name starts with '-'.
cp gen/curves/x962.txt "$DIR/-x962.txt"
if (cd "$DIR" && "$ECTAB" -t json -c P-256 -- -x962.txt > dash.json) &&
    grep -q '"inputs": \["-x962.txt"\]' "$DIR/dash.json"; then
	pass "-- ends the options: a file named -x962.txt"
else
	fail "-- ends the options" "$(head -3 "$DIR/dash.json")"
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
		pass "-t $arg, of no template: one line, exit 1"
	else
		fail "-t $arg, of no template" "$err"
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
		pass "ectab $cmd, without definition files, renders the catalog"
	else
		fail "ectab $cmd, without definition files" "$(diff "$DIR/want" "$DIR/elsewhere/got" | head -n 3)"
	fi
done
# (The diffs gen/outputs.txt copies are named from the tree's top.)
outputs_in "$PWD/$DIR/elsewhere/out" "$PWD" > "$DIR/outputs.txt"
if (cd "$DIR/elsewhere" && "$ECTAB" make "$OLDPWD/$DIR/outputs.txt") &&
    "$ECTAB" -t libressl -s libressl $LIBRESSL_TABLES -o "$DIR/want" \
    "$cat"/*.txt &&
    cmp -s "$DIR/elsewhere/out/ec_curve_tables.h" "$DIR/want" &&
    [ "$(find "$DIR/elsewhere/out" -type f | wc -l)" -eq "$(outputs | wc -l)" ]; then
	pass "ectab make, without definition files, makes every output from the catalog"
else
	fail "ectab make, without definition files" "$(find "$DIR/elsewhere/out" -type f | tr '\n' ' ')"
fi
mkdir -p "$DIR/small"
sed -n '/^curve secp256k1$/,/^$/p' gen/curves/sec2.txt > "$DIR/small/k1.txt"
if [ "$(ECTAB_CURVES=$DIR/small "$ECTAB" -t json | grep -c '"name":')" -eq 1 ]; then
	pass "\$ECTAB_CURVES names the catalog that generation reads by default"
else
	fail "\$ECTAB_CURVES names the catalog that generation reads by default" "$(ECTAB_CURVES=$DIR/small "$ECTAB" -t json 2>&1 | head -n 2)"
fi
mkdir -p "$DIR/empty"
for cmd in "-t json" "audit"; do
	# shellcheck disable=SC2086
	err=$(ECTAB_CURVES=$DIR/empty "$ECTAB" $cmd 2>&1 >/dev/null)
	if [ $? -eq 1 ] && [ "$err" = "ectab: $DIR/empty: no definition files (*.txt)" ]; then
		pass "ectab $cmd with a catalog folder of no definition files: one line, exit 1"
	else
		fail "ectab $cmd with a catalog folder of no definition files" "$err"
	fi
done

# A GMP older than 6.2 at run time (its version string made so by a
# preloaded library) is refused by every command: its prime test is not
# the Baillie-PSW the findings name.
printf 'const char *const __gmp_version = "6.1.2";\n' > "$DIR/oldgmp.c"
if ! out=$(${CC:-cc} -shared -fPIC -o "$DIR/oldgmp.so" "$DIR/oldgmp.c" 2>&1); then
	fail "GMP 6.1.2 at run time is refused" "the shim does not build: $out"
else
	for cmd in "--version" "audit -c P-256" "list"; do
		# shellcheck disable=SC2086
		err=$(LD_PRELOAD="$DIR/oldgmp.so" "$ECTAB" $cmd 2>&1 >/dev/null)
		rc=$?
		if [ $rc -eq 1 ] && [ "$err" = "ectab: GMP 6.1.2 is older than 6.2, whose prime test ectab needs (Baillie-PSW)" ]; then
			pass "ectab $cmd with GMP 6.1.2 at run time: refused, exit 1"
		else
			fail "ectab $cmd with GMP 6.1.2 at run time" "exit $rc: $err"
		fi
	done
fi
if "$ECTAB" --version | sed -n 2p | grep -qE '^GMP 6\.[2-9][0-9.]*, (OpenSSL|LibreSSL) '; then
	pass "ectab --version names GMP and the libcrypto it runs with"
else
	fail "ectab --version names GMP and the libcrypto it runs with" "$("$ECTAB" --version 2>&1)"
fi

# -g: a bad table is a usage error; a table too large for a curve, a
# name given twice, and -w against a template's {{%words}} are refused
# with the place, writing nothing.
for case in "foo|-g: table \"foo\": no kind \"foo\" (multiples or comb)" \
    "comb:teeth=0|-g: table \"comb:teeth=0\": teeth=0 is not a number from 1 to 14" \
    "multiples:size=65536|-g: table \"multiples:size=65536\": size=65536 is not a number from 1 to 16384" \
    "comb:rows=2,rows=3|-g: table \"comb:rows=2,rows=3\": rows given twice" \
    "multiples:step|-g: table \"multiples:step\": \"step\" is not KEY=VALUE or zero" \
    "comb:size=4|-g: table \"comb:size=4\": no key \"size\" for comb (name, teeth, stride, wider, rows, shape, odd, zero)" \
    "comb:odd,odd|-g: table \"comb:odd,odd\": odd given twice" \
    "comb:even|-g: table \"comb:even\": \"even\" is not KEY=VALUE, odd or zero" \
    "comb:odd,zero|-g: table \"comb:odd,zero\": odd and zero together: the empty sum is even" \
    "comb:zero,zero|-g: table \"comb:zero,zero\": zero given twice" \
    "multiples:odd|-g: table \"multiples:odd\": \"odd\" is not KEY=VALUE or zero" \
    "comb:wider=0|-g: table \"comb:wider=0\": wider=0 is not a number from 1 to 16384" \
    "comb:name=Big|-g: table \"comb:name=Big\": name \"Big\" is not lower-case letters, digits and _, at most 32" \
    "comb:stride=63|-g: table \"comb:stride=63\": stride 63 is not a multiple of rows 2" \
    "multiples:window=w,size=4|-g: table \"multiples:window=w,size=4\": window= and size= exclude each other" \
    "multiples:step=3,window=w|-g: table \"multiples:step=3,window=w\": window= and step= exclude each other" \
    "multiples:window=w,window=v|-g: table \"multiples:window=w,window=v\": window given twice" \
    "multiples:window=W|-g: table \"multiples:window=W\": window \"W\" is not lower-case letters, digits and _, at most 32" \
    "multiples:wide=w|-g: table \"multiples:wide=w\": no key \"wide\" for multiples (name, size, step, rows, window, zero)" \
    "comb:window=w|-g: table \"comb:window=w\": no key \"window\" for comb (name, teeth, stride, wider, rows, shape, odd, zero)"; do
	spec=${case%%|*} want=${case#*|}
	rm -f "$DIR/g.h"
	err=$("$ECTAB" -t generic -c P-256 -g "$spec" -o "$DIR/g.h" 2>&1)
	rc=$?
	if [ $rc -eq 2 ] && [ "$(printf '%s\n' "$err" | head -n 1)" = "ectab: $want" ] &&
	    [ ! -e "$DIR/g.h" ]; then
		pass "-g $spec: a usage error"
	else
		fail "-g $spec: a usage error" "exit $rc: $err"
	fi
done
for case in "-g multiples:size=64,rows=16384|-g: table multiples of prime256v1: 16384 rows of 64 points, over 16384" \
    "-g multiples:size=1,rows=5,step=128|-g: table multiples of prime256v1: scalars of 513 bits, over twice the order's 256" \
    "-g comb:teeth=8,stride=70|-g: table comb of prime256v1: scalars of 526 bits, over twice the order's 256" \
    "-g comb:teeth=14,wider=256|-g: table comb of prime256v1: 2 rows of 32767 points, over 16384" \
    "-g comb -g comb:teeth=3|-g: table comb asked for twice; give one of them another name (name=)" \
    "-g comb:name=rr|-g: table rr: rr is a number of every curve, whose identifiers the table's would take; give the table another name (name=)" \
    "-g multiples:name=gx|-g: table gx: gx is a number of every curve, whose identifiers the table's would take; give the table another name (name=)"; do
	args=${case%%|*} want=${case#*|}
	rm -f "$DIR/g.h"
	# shellcheck disable=SC2086
	err=$("$ECTAB" -t generic -c P-256 $args -o "$DIR/g.h" 2>&1)
	rc=$?
	if [ $rc -eq 1 ] && [ "$err" = "ectab: $want" ] && [ ! -e "$DIR/g.h" ]; then
		pass "ectab $args: refused"
	else
		fail "ectab $args: refused" "exit $rc: $err"
	fi
done
# -g multiples:window=ATTR: a width that a set file gives is a whole
# number from 2 to 14, refused at the set file's line, naming the curve
# as the set does (line 2, after a comment); the limits hold for each
# curve's width.
for attr in window=1 window=15 window=x window=+4 window; do
	printf '# windows\nP-256 %s\nsecp224r1 window=4\n' "$attr" > "$DIR/window.set"
	rm -f "$DIR/g.h"
	err=$("$ECTAB" -t generic -s "$DIR/window.set" \
	    -g multiples:window=window -o "$DIR/g.h" $CURVES 2>&1)
	rc=$?
	want="ectab: $DIR/window.set:2: P-256: $attr is not a width from 2 to 14"
	if [ $rc -eq 1 ] && [ "$err" = "$want" ] && [ ! -e "$DIR/g.h" ]; then
		pass "-g multiples:window=window, a set giving $attr: refused at its line"
	else
		fail "-g multiples:window=window, a set giving $attr: refused at its line" "exit $rc: $err"
	fi
done
printf 'P-256 window=4\nsecp521r1 window=14\n' > "$DIR/window.set"
err=$("$ECTAB" -t generic -s "$DIR/window.set" -g multiples:window=window \
    -o "$DIR/g.h" $CURVES 2>&1)
rc=$?
if [ $rc -eq 1 ] && [ ! -e "$DIR/g.h" ] &&
    [ "$err" = "ectab: -g: table multiples of secp521r1: 38 rows of 8192 points, over 16384" ]; then
	pass "-g multiples:window=window: the limit of points holds for the width a curve's set gives"
else
	fail "-g multiples:window=window: the limit of points holds for the width a curve's set gives" "exit $rc: $err"
fi

# Limits first, memory of one table: a table over its limit for one
# curve of the catalog is refused before any point is computed, in
# little memory; and the peak memory of a rendering grows with its
# largest table, not with the number of tables (six curves of 256 bits
# take about what one does, beyond the bytes of their output).  The
# peaks, maximum resident sizes, come from getrusage; times are shown,
# not required.
peak() {
	python3 -c '
import os, resource, subprocess, sys, time
t = time.monotonic()
with open(os.devnull, "w") as null:
    rc = subprocess.call(sys.argv[2:], stderr=open(sys.argv[1], "w"))
print(rc, resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss,
      "%.2f" % (time.monotonic() - t))' "$DIR/peak.err" "$@"
}
read -r rc kb secs < <(peak "$ECTAB" -t generic -g multiples:size=256 \
    -o "$DIR/g.h" $CURVES)
want="ectab: -g: table multiples of brainpoolP512r1: 74 rows of 256 points, over 16384"
name="-g multiples:size=256 over the catalog: refused, in under 100 MB"
if [ "$rc" -eq 1 ] && [ "$(cat "$DIR/peak.err")" = "$want" ] &&
    [ "$kb" -lt 102400 ] && [ ! -e "$DIR/g.h" ]; then
	pass "$name ($kb KB, $secs s)"
else
	fail "$name" "exit $rc, $kb KB: $(cat "$DIR/peak.err")"
fi
read -r rc1 kb1 _ < <(peak "$ECTAB" -t generic -g multiples -c P-256 \
    -o "$DIR/one.h" $CURVES)
read -r rc6 kb6 _ < <(peak "$ECTAB" -t generic -g multiples \
    -c FRP256v1,brainpoolP256r1,brainpoolP256t1,secp256k1,SM2,P-256 \
    -o "$DIR/six.h" $CURVES)
grown=$(( (kb6 - kb1) * 1024 ))
out=$(( $(wc -c < "$DIR/six.h") - $(wc -c < "$DIR/one.h") ))
name="-g multiples: six curves' peak memory exceeds one's by at most 4 times their output's growth"
if [ "$rc1$rc6" = 00 ] && [ "$grown" -le $((4 * out)) ]; then
	pass "$name ($kb1 KB, $kb6 KB; $out bytes more output)"
else
	fail "$name" "exit $rc1, $rc6: $kb1 KB, $kb6 KB; $out bytes more output"
fi
rm -f "$DIR/one.h" "$DIR/six.h"

rm -f "$DIR/g.h"
err=$("$ECTAB" -t boringssl-p256-nistz -w 32 -c P-256 -o "$DIR/g.h" 2>&1)
rc=$?
case $err in
"ectab: "*"/boringssl-p256-nistz.tmpl:13: this template renders the word sizes of its {{%words}} pragma only: leave -w out")
	[ $rc -eq 1 ] && [ ! -e "$DIR/g.h" ] && pass "-w against a template's {{%words}}: refused" ||
	    fail "-w against a template's {{%words}}" "exit $rc" ;;
*)	fail "-w against a template's {{%words}}" "exit $rc: $err" ;;
esac

# A template of one curve of 225 to 256 bits ({{%curves}}, {{%bits}}).
for case in "-c P-384|boringssl-p256-fiat.tmpl:17: this template renders curves of 225 to 256 bits, not secp384r1 (384)" \
    "-c P-256,secp256k1|boringssl-p256-fiat.tmpl:16: this template renders 1 curve, not 2 (-c)"; do
	args=${case%%|*} want=${case#*|}
	rm -f "$DIR/g.h"
	# shellcheck disable=SC2086
	err=$("$ECTAB" -t boringssl-p256-fiat $args -o "$DIR/g.h" 2>&1)
	rc=$?
	case $err in
	"ectab: "*"/$want")
		[ $rc -eq 1 ] && [ ! -e "$DIR/g.h" ] &&
		    pass "boringssl-p256-fiat $args: refused" ||
		    fail "boringssl-p256-fiat $args: refused" "exit $rc" ;;
	*)	fail "boringssl-p256-fiat $args: refused" "exit $rc: $err" ;;
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
	pass "ectab make: -g in a manifest line"
else
	fail "ectab make: -g in a manifest line" "$(cmp "$DIR/made.h" "$DIR/direct.h" 2>&1)"
fi

# ectab list --constants: the derived constants, one a line, each a
# member of the generic header's curve structs, under its own name, at
# both word sizes; with curves, a usage error.
names=$("$ECTAB" list --constants | awk 'NR > 1 { print $1 }')
missing=
for bits in 64 32; do
	members=$(sed -n "/^struct ectab_curve$bits {\$/,/^};\$/p" out/ectab_curves.h)
	for k in $names; do
		printf '%s\n' "$members" | grep -qw "$k" ||
		    missing="$missing $k($bits)"
	done
done
if [ "$(printf '%s\n' $names | wc -l)" -ge 12 ] && [ -z "$missing" ]; then
	pass "ectab list --constants lists $(printf '%s\n' $names | wc -l) constants, each a member of the generic header's curve structs"
else
	fail "ectab list --constants" "not members:$missing (listed: $(echo $names))"
fi
for case in "--constants -c P-256|take no curves" \
    "--names gen/curves/sec2.txt|take no curves" \
    "--keys -s libressl|take no curves" \
    "--options --names|exclude each other"; do
	args=${case%%|*}
	want="ectab: --constants, --names, --options and --keys ${case#*|}"
	# shellcheck disable=SC2086
	err=$("$ECTAB" list $args 2>&1)
	rc=$?
	if [ $rc -eq 2 ] && [ "$(printf '%s\n' "$err" | head -n 1)" = "$want" ]; then
		pass "ectab list $args: a usage error"
	else
		fail "ectab list $args: a usage error" "exit $rc: $err"
	fi
done

# --- definition files given, and the catalog --------------------------------

# A curve that -c or a set file names and the definition files given
# lack comes from the catalog, with the curve it is a twist of; the
# banner names the catalog's file after the given one; the catalog
# curve is the catalog's alone would give.  Without -c or -s, the
# curves are the files' alone.  A name of neither, and a catalog curve
# that clashes with one of the files', are refused in one line.
curve_copy prime256v1 mycurve > "$DIR/mine.txt"
"$ECTAB" -t json -c P-256 -o "$DIR/p256.json"
err=$("$ECTAB" -t json -c P-256,mycurve -o "$DIR/mix.json" "$DIR/mine.txt" 2>&1)
rc=$?
if [ $rc -eq 0 ] && out=$(python3 - "$DIR/mix.json" "$DIR/p256.json" <<'PY'
import json, sys
mix, cat = (json.load(open(f)) for f in sys.argv[1:3])
names = [c["name"] for c in mix["curves"]]
ok = (names == ["prime256v1", "mycurve"] and
      mix["inputs"] == ["mine.txt", "x962.txt"] and
      mix["curves"][0] == cat["curves"][0])
print("%s %s" % (names, mix["inputs"]))
sys.exit(0 if ok else 1)
PY
); then
	pass "ectab -c P-256,mycurve mine.txt: P-256 from the catalog, as the catalog alone gives it; inputs mine.txt, x962.txt"
else
	fail "ectab -c P-256,mycurve mine.txt" "exit $rc: $err $out"
fi
printf 'mycurve\nP-384\t# the catalog'"'"'s\n' > "$DIR/mine.set"
if "$ECTAB" -t json -s "$DIR/mine.set" -o "$DIR/set.json" "$DIR/mine.txt" &&
    [ "$(python3 -c 'import json, sys; print(" ".join(c["name"] for c in json.load(open(sys.argv[1]))["curves"]))' "$DIR/set.json")" = "mycurve secp384r1" ]; then
	pass "ectab -s SET mine.txt: mycurve, and secp384r1 from the catalog"
else
	fail "ectab -s SET mine.txt: mycurve, and secp384r1 from the catalog" "$(cat "$DIR/set.json" 2>&1 | head -c 300)"
fi
# brainpoolP256t1 is validated as the twist of brainpoolP256r1, which
# comes with it.
if "$ECTAB" -t json -c brainpoolP256t1 -o "$DIR/t1.json" "$DIR/mine.txt" &&
    grep -q '"inputs": \["brainpool.txt"\]' "$DIR/t1.json"; then
	pass "ectab -c brainpoolP256t1 mine.txt: validated as the twist of the catalog's brainpoolP256r1"
else
	fail "ectab -c brainpoolP256t1 mine.txt" "$(head -c 300 "$DIR/t1.json" 2>&1)"
fi
if [ "$("$ECTAB" list "$DIR/mine.txt" | tail -n +2 | cut -d' ' -f1)" = mycurve ]; then
	pass "ectab list mine.txt: mycurve alone, without -c"
else
	fail "ectab list mine.txt: mycurve alone, without -c" "$("$ECTAB" list "$DIR/mine.txt" 2>&1)"
fi
if [ "$("$ECTAB" audit -c P-256,mycurve "$DIR/mine.txt" | head -n 1)" = "ectab audit of mine.txt x962.txt" ]; then
	pass "ectab audit -c P-256,mycurve mine.txt: the report names both files"
else
	fail "ectab audit -c P-256,mycurve mine.txt" "$("$ECTAB" audit -c P-256,mycurve "$DIR/mine.txt" 2>&1 | head -n 1)"
fi
printf '%s -t generic -c P-256,mycurve\n' "$DIR/made.h" > "$DIR/made.txt"
if "$ECTAB" make "$DIR/made.txt" "$DIR/mine.txt" &&
    [ "$(sed -n 6,7p "$DIR/made.h" | tr -d ' *\t' | paste -sd' ')" = "mine.txt x962.txt" ]; then
	pass "ectab make: a line's -c takes P-256 from the catalog beside mine.txt"
else
	fail "ectab make: a line's -c takes P-256 from the catalog beside mine.txt" "$(sed -n 5,8p "$DIR/made.h" 2>&1)"
fi
sed 's/^curve mycurve$/curve secp256r1/' "$DIR/mine.txt" > "$DIR/clash.txt"
for case in "-c P-256,nosuch|$DIR/mine.txt|-c: no curve named \"nosuch\" in the definition files given nor in the catalog" \
    "-c P-256,secp256r1|$DIR/clash.txt|-c: the catalog's curve prime256v1 (*/x962.txt:*) would come with curve secp256r1 ($DIR/clash.txt:1), which has its name secp256r1"; do
	args=${case%%|*} rest=${case#*|}
	rm -f "$DIR/refused.h"
	# shellcheck disable=SC2086
	err=$("$ECTAB" -t generic $args -o "$DIR/refused.h" "${rest%%|*}" 2>&1)
	rc=$?
	# shellcheck disable=SC2053
	if [ $rc -eq 1 ] && [[ "$err" == "ectab: "${rest#*|} ]] &&
	    [ ! -e "$DIR/refused.h" ]; then
		pass "ectab $args ${rest%%|*}: refused in one line"
	else
		fail "ectab $args ${rest%%|*}: refused in one line" "exit $rc: $err"
	fi
done
