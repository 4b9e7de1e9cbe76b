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
# Shared by ectab's test scripts (sourced, from the top of the tree):
# the groups of tests/groups/ and the checks that several groups run
# (tests/group.sh sets the variables they use: ECTAB, CC, CURVES,
# LIBRESSL_SET, BUILD, RUN32, VARIANT, TAG).  tests/consumers/lib.sh
# brings the consumer driver's helpers, and with them gen/checker/lib.sh
# (PASS/FAIL/SKIP counting, running 32-bit x86 programs, the checker's
# adapters) and gen/cache.sh.

. tests/consumers/lib.sh

# The tests leave the tree as they found it: Python would write its byte
# code into a __pycache__ folder beside each module that a test imports.
export PYTHONDONTWRITEBYTECODE=1

# The groups whose file asks group $1 to run their checks again with
# its build of ectab, by a line "# again in: GROUP, ..." that names it.
again_groups() {
	local g
	for g in $(group_names); do
		sed -n 's/^# again in: //p' "$(group_file "$g")" |
		    tr -s ', ' '\n\n' | grep -qx "$1" && echo "$g"
	done
	return 0
}

# again GROUP...: runs the checks of each GROUP that depend on ectab
# with $ECTAB, another build of it named $VARIANT, each in a folder of
# $BUILD (tests/group.sh).
again() {
	local g
	for g in "$@"; do
		count_lines "group $g ($VARIANT)" env ECTAB="$ECTAB" \
		    VARIANT="$VARIANT" GROUP_BUILD="$BUILD/$g" \
		    bash tests/group.sh "$g"
	done
}

# template_curve TMPL: a curve of gen/curves/sec2.txt that template TMPL
# renders: the first its {{%only}} names, or secp256k1, or, where its
# {{%bits}} leaves 256 bits out, the first of secp224k1, secp384r1,
# secp521r1 and secp192k1 it takes.
template_curve() {
	local range c
	c=$(sed -n 's/.*%only \([^,%]*\).*/\1/p' "$1")
	if [ -n "$c" ]; then
		echo "$c"
		return 0
	fi
	range=$(sed -n 's/.*%bits \([0-9]*\)-\([0-9]*\).*/\1 \2/p' "$1")
	set -- $range 0 1000
	for c in secp256k1:256 secp224k1:224 secp384r1:384 secp521r1:521 \
	    secp192k1:192; do
		if [ "${c#*:}" -ge "$1" ] && [ "${c#*:}" -le "$2" ]; then
			echo "${c%:*}"
			return 0
		fi
	done
	echo secp256k1
}

# Prints the OpenBSD source subset that the LibreSSL tarball was made
# from (openbsd-src-*.tar.xz beside it); returns 1 if there is none.
openbsd_tarball() {
	local lr
	lr=$(consumer_tarball libressl) || return 1
	set -- "${lr%/*}"/openbsd-src-*.tar.xz
	[ $# -eq 1 ] && [ -f "$1" ] || return 1
	echo "$1"
}

# --- the groups of tests/groups/ ----------------------------------------------

# The groups, a name a line: those of the files, in the order of their
# names (tests/groups/NN-NAME.sh or NN-NAME.py), then a group for each
# consumer, gen/consumers/NAME/consumer.sh, that no file names
# (tests/consumer-group.sh).
group_names() {
	local files c
	files=$(ls tests/groups | LC_ALL=C sort |
	    sed -n 's/^[0-9][0-9]*-\(.*\)\.\(sh\|py\)$/\1/p')
	printf '%s\n' "$files"
	for c in gen/consumers/*/consumer.sh; do
		[ -f "$c" ] || continue
		c=${c%/consumer.sh}
		c=${c##*/}
		printf '%s\n' "$files" | grep -qxF "$c" || echo "$c"
	done
}

# Prints the file of group $1; returns 1 if there is none.
group_file() {
	local f n
	for f in tests/groups/[0-9]*-*.sh tests/groups/[0-9]*-*.py; do
		n=${f##*/}
		n=${n%.*}
		case ${n%%-*} in
		*[!0-9]*) continue ;;
		esac
		if [ -f "$f" ] && [ "${n#*-}" = "$1" ]; then
			echo "$f"
			return 0
		fi
	done
	case $1 in
	*/*|.*|'') return 1 ;;
	esac
	[ -f "gen/consumers/$1/consumer.sh" ] || return 1
	echo tests/consumer-group.sh
}

# The cost of group $1, in seconds on two cores with an empty cache: the
# line "# cost: SECONDS" of its file (of a consumer's group, of its
# description), or 10.  Groups start costliest first.
group_cost() {
	local c f
	f=$(group_file "$1")
	[ "$f" != tests/consumer-group.sh ] || f=gen/consumers/$1/consumer.sh
	c=$(sed -n '/^# cost: *[0-9]/{s/^# cost: *\([0-9]*\).*/\1/p;q;}' "$f")
	echo "${c:-10}"
}

# --- shared by the groups ----------------------------------------------------

# The lines of manifest $1 (ectab(1)), "FILE ARGUMENTS...", comments
# and blank lines left out.
manifest() {
	sed -n 's/[ 	]*#.*//; s/^\([^ 	][^ 	]*\)[ 	]*/\1 /p' "$1"
}

# The files of out/ and how each is made: the lines of gen/outputs.txt,
# but those of texts named with @, which no file holds.
outputs() {
	manifest gen/outputs.txt | grep -v '^@'
}

# outputs_in DIR [TOP]: prints gen/outputs.txt with its files of out/
# in folder DIR instead (out/X as DIR/X: the file of a line, and the
# files a diff line adds and changes from) and, with TOP, the diffs its
# diff lines copy taken from folder TOP, as for a run from another
# folder; makes the folders of its files in DIR (out/openbsd as
# DIR/openbsd).
outputs_in() {
	local f
	for f in $(outputs | cut -d' ' -f1); do
		f=$1/${f#out/}
		mkdir -p "${f%/*}"
	done
	awk -v dir="$1" -v top="${2:-}" '
	    /^out\// { $0 = dir substr($0, 4) }
	    $2 == "diff" && top != "" { $3 = top "/" $3 }
	    $2 == "diff" && $4 ~ /^out\// { $4 = dir substr($4, 4) }
	    $2 == "diff" && $6 ~ /^out\// { $6 = dir substr($6, 4) }
	    { print }' gen/outputs.txt
}

# text_line NAME AS: the line of gen/outputs.txt that makes text NAME,
# with AS as its file; nothing for no NAME.
text_line() {
	[ -z "$1" ] || manifest gen/outputs.txt | awk -v f="$1" -v to="$2" '
	    $1 == f { $1 = to; print }'
}

# make_output [--check] DEST "FILE ARGS" CMD...: makes into DEST, with
# --check compares with DEST, the file of out/ that a line of outputs
# says how to make, with CMD (ectab, or a command that runs it) and the
# catalog, reading no standard input: a line of generation or the audit
# as a command line; a diff line with CMD make, on $BUILD/output.txt,
# that line with DEST as its file and the lines whose texts it adds and
# changes from (each TARGET, and BASE), with $BUILD/output.added.N (N
# from 1, the TARGET's place on the line) and $BUILD/output.base as
# their files (with --check, the committed ones; a text named with @ as
# it is).
make_output() {
	local check= dest file args kind source base= to n=0 line words cmd
	if [ "$1" = --check ]; then
		check=--check
		shift
	fi
	dest=$1
	read -r file args <<< "$2"
	read -r kind source _ <<< "$args"
	shift 2
	if [ "$kind" != diff ]; then
		# shellcheck disable=SC2086
		"$@" $args $check -o "$dest" $CURVES </dev/null
		return
	fi
	cmd=("$@")
	# TARGET PATH BASE, or TARGET PATH pairs.
	read -r -a words <<< "$args"
	set -- "${words[@]:2}"
	line="$dest diff $source"
	{
		if [ $# -eq 3 ]; then
			to=$BUILD/output.base
			case $check$3 in
			--check*|@*)	to=$3 ;;
			esac
			text_line "$3" "$to"
			base=" $to"
			set -- "$1" "$2"
		fi
		while [ $# -ge 2 ]; do
			n=$((n + 1))
			to=$BUILD/output.added.$n
			case $check$1 in
			--check*|@*)	to=$1 ;;
			esac
			text_line "$1" "$to"
			line="$line $to $2"
			shift 2
		done
		echo "$line$base"
	} > "$BUILD/output.txt"
	# shellcheck disable=SC2086
	"${cmd[@]}" make $check "$BUILD/output.txt" $CURVES </dev/null
}

# The C headers of out/, one a line.
out_headers() {
	outputs | cut -d' ' -f1 | grep '\.h$'
}

# Prints, each after a space, the files of out/ whose copy in folder $1
# (out/X as $1/X, out/openbsd/X as $1/openbsd/X) is missing or differs.
out_differs() {
	local f
	for f in $(outputs | cut -d' ' -f1); do
		cmp -s "$f" "$1/${f#out/}" || printf ' %s' "$f"
	done
}

# recipe_holds TREE ORIG MODE N SCRIPT FILE...: runs SCRIPT, a recipe
# a consumer's maintainer is given, with bash -e at the top of the copy
# TREE of a consumer's tree, E set to ectab's source tree and gen/obj on
# PATH, N of FILE... (paths under TREE and ORIG) changed from ORIG's.
# MODE regen: the recipe, silent, exits 0 and makes every FILE ORIG's;
# MODE check: it exits 1 (0 if N is 0) with a line for each changed
# file, and leaves every FILE as it was.  Either way it leaves TREE's
# files what they were (no file made, none removed).  Holds or returns
# 1 with $out saying what happened.
recipe_holds() {
	local tree=$1 orig=$2 mode=$3 n=$4 script=$5 before rc ok=0 want=0 f
	shift 5
	before=$(cd "$tree" && find . -type f | LC_ALL=C sort)
	[ "$mode" = regen ] && n=0
	[ "$n" -gt 0 ] && want=1
	out=$(cd "$tree" && E=$(cd "$OLDPWD" && pwd) \
	    PATH=$(cd "$OLDPWD" && pwd)/gen/obj:$PATH bash -e -c "$script" 2>&1)
	rc=$?
	for f; do
		cmp -s "$tree/$f" "$orig/$f" && ok=$((ok + 1))
	done
	[ "$mode" = check ] && ok=$((ok + n))
	[ $rc -eq $want ] && [ "$(printf '%s' "$out" | grep -c .)" -eq "$n" ] &&
	    [ $ok -eq $# ] &&
	    [ "$(cd "$tree" && find . -type f | LC_ALL=C sort)" = "$before" ] &&
	    return 0
	out="exit $rc, $ok of $# files as wanted: $out; files: $(cd "$tree" && find . -type f | paste -sd' ')"
	return 1
}

# build_ectab OUT COMPILER [FLAGS...] -- [LIBS...]: builds gen/*.c as
# program OUT, an object a source (compile_each) in OUT's folder's obj/,
# linked with the compiler, the flags and LIBS (-lgmp -lcrypto when
# none are given); on failure $out says why.
build_ectab() {
	local exe=$1 cmd=()
	shift
	while [ $# -gt 0 ] && [ "$1" != -- ]; do
		cmd+=("$1")
		shift
	done
	shift
	[ $# -gt 0 ] || set -- -lgmp -lcrypto
	compile_each "$(dirname "$exe")/obj" "${cmd[@]}" -D_DEFAULT_SOURCE \
	    -DECTAB_TEMPLATEDIR='"templates"' -- gen/*.c || return 1
	# shellcheck disable=SC2086
	out=$("${cmd[@]}" -o "$exe" $OBJS "$@" 2>&1)
}

# build_checker HEADER DIR LIBS COMPILER [FLAGS...] builds the reference
# checker of HEADER, of either layout, as DIR/checker with the compiler
# and flags given, linking LIBS; on failure $out says why.  The adapter
# is checker_adapter's, as make verify's.  With CHECKER_OBJS set, the
# objects it names, built with the same flags, stand for
# $CHECKER_SOURCES, which do not read the header.
build_checker() {
	local h dir spec adapter defs libs=$3 common
	h=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
	dir=$(cd "$2" && pwd)
	shift 3
	spec=$(checker_adapter "$h" "$dir" 2> "$dir/adapter.err") ||
	    { out=$(cat "$dir/adapter.err"); return 1; }
	read -r adapter defs <<< "$spec"
	if [ -n "${CHECKER_OBJS:-}" ]; then
		common=$CHECKER_OBJS
	else
		# shellcheck disable=SC2086
		compile_each "$dir/obj" "$@" -Igen/checker -- \
		    $CHECKER_SOURCES || return 1
		common=$OBJS
	fi
	# shellcheck disable=SC2086
	compile_each "$dir/obj" "$@" -Igen/checker \
	    -DTABLES_HEADER="\"$h\"" $defs -- $adapter || return 1
	# shellcheck disable=SC2086
	out=$("$@" -o "$dir/checker" $common $OBJS $libs -ldl 2>&1)
}

# Builds ectab with AddressSanitizer (leaks included) and
# UndefinedBehaviorSanitizer, every finding fatal, as $1/ectab, and
# exports the options that make each finding fail the run; on failure
# $out says why.
build_asan_ectab() {
	export ASAN_OPTIONS=detect_leaks=1:abort_on_error=0:exitcode=86
	export UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1:exitcode=87
	mkdir -p "$1"
	build_ectab "$1/ectab" "$CC" -std=c99 -g -O1 -fno-omit-frame-pointer \
	    -fsanitize=address,undefined -fno-sanitize-recover=all --
}
