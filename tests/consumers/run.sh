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
# The consumer driver (make libressl, make boringssl, make mbedtls,
# make openssl):
# ectab's files inside a real library, proven by that library's own
# tests, stock against with ectab's files, and one-word mutants that
# the tests must catch, for each configuration of the consumer.
# CONSUMER is a name (the description gen/consumers/NAME/consumer.sh)
# or the path of a description; gen/consumers/README.md says what a
# description defines, the options, and how builds and results are
# kept in the cache of gen/cache.sh, under keys that name every input.
#
# Prints "PASS name" or "FAIL name: why" per check, then the count;
# exits 0 if every check passed, 1 if not, 2 on a usage error (--mutant:
# 0 caught, 1 not caught, 3 did not build).
#
# usage: run.sh [--config NAME]... [--release VERSION] [--mutant FILE]
#            [--skip-without-source] CONSUMER [OPTION...] [SOURCE]
set -u

usage() {
	echo "usage: run.sh [--config NAME]... [--release VERSION]" \
	    "[--mutant FILE] [--skip-without-source] CONSUMER ${OPTIONS_USAGE:+$OPTIONS_USAGE }[SOURCE]" >&2
	exit 2
}

say() {
	echo "$NAME: $*" >&2
}

# Exits 1, or, trying a mutant, 4: it could not be tried.
die() {
	say "$*"
	exit "$DIE_STATUS"
}
DIE_STATUS=1

# --- what a description may leave out --------------------------------------------

TOOLS="cmake ninja"
TARGETS=
MUTANT_TARGETS=
SOURCE_FILES=
OPTIONS_USAGE=
MODE=

# The bits of configuration $1: 32 for the i386 ones.
config_bits() {
	case $1 in
	i386|i386-*|*-i386|*-i386-*) echo 32 ;;
	*)	echo 64 ;;
	esac
}

# The release of the source that configuration $1 builds, the VERSION
# of its tarball in ../shared/NAME/ (shared_tarball); source_files and
# make_files see it as SOURCE_VERSION.  One for all by default:
# SOURCE_VERSION, empty if the folder holds one tarball.
config_release() {
	echo "${SOURCE_VERSION:-}"
}

# The architecture that configuration $1 is built for, as uname -m,
# Debian's cross tools (aarch64-linux-gnu-ld) and qemu-user
# (qemu-aarch64) name it, if it is not x86: none by default (32-bit
# x86 is config_bits').
config_arch() {
	:
}

# The compiler of configuration $1 if it is built for another
# architecture (config_arch): clang for that target, which links with
# Debian's cross C library, libgcc and binutils for it
# (libc6-dev-arm64-cross, libgcc-12-dev-arm64-cross,
# binutils-aarch64-linux-gnu).  Not Debian's cross gcc: gcc-multilib,
# which the i386 builds need, conflicts with it.
arch_cc() {
	local arch
	arch=$(config_arch "$1")
	[ -z "$arch" ] || echo "clang --target=$arch-linux-gnu"
}

# The paths of the stock tree (of SOURCE_VERSION) that make_files and
# patches read: SOURCE_FILES.
source_files() {
	# shellcheck disable=SC2086
	printf '%s\n' $SOURCE_FILES
}

# configure DIR CONFIG: configures build folder DIR (source DIR/src,
# build DIR/build) for CONFIG, and its variant's options after its own.
configure() {
	local variant=()
	mapfile -t variant < <(variant_flags | grep -v -e '^#' -e '^$')
	# shellcheck disable=SC2046,SC2086
	cmake -S "$1/src" -B "$1/build" -G Ninja $CCACHE \
	    $(config_flags "$2" | grep -v '^#') "${variant[@]}"
}

# build DIR TARGET...: builds the targets (all if none) in DIR; prints
# what it did.
build() {
	local dir=$1 rc
	shift
	ninja -C "$dir/build" "$@" > "$dir/ninja.log" 2>&1
	rc=$?
	echo "$(grep -c '^\[[0-9]*/[0-9]*\] Building' "$dir/ninja.log")" \
	    "compiled, $(grep -c '^\[[0-9]*/[0-9]*\] Linking' \
	    "$dir/ninja.log") linked"
	return $rc
}

# For a description whose tests are ctest's: its cases and whether its
# log is of a whole run.
ctest_cases() {
	sed -n -e 's/^ *[0-9]*\/[0-9]* *Test *#[0-9]*: \([^ ]*\) .* Passed .*/\1 passed/p' \
	    -e 't' \
	    -e 's/^ *[0-9]*\/[0-9]* *Test *#[0-9]*: \([^ ]*\) .*/\1 failed/p' "$1"
}

ctest_whole_run() {
	grep -q 'tests passed, [0-9]* tests\{0,1\} failed out of' "$1"
}

# The lines of a failed build's log that say what went wrong: what
# ninja could not make, and the errors.
build_errors() {
	grep -m 8 -i -e '^FAILED: ' -e 'error' "$1/ninja.log"
}

# What the line of a caught mutant names of the cases that caught it
# ($1, a line each): the first three.
caught_names() {
	local more=
	[ "$(printf '%s\n' "$1" | wc -l)" -le 3 ] || more="; ..."
	echo "$(printf '%s\n' "$1" | head -n 3 | paste -sd';' |
	    sed 's/;/; /g')$more"
}

# --- the run's setup ---------------------------------------------------------------

parse_args() {
	CONFIG_ONLY= RELEASE_ONLY= MUTANT= SOURCE= DESC= SKIP_WITHOUT_SOURCE=
	while [ $# -gt 0 ]; do
		case $1 in
		--config)
			[ $# -ge 2 ] || usage
			CONFIG_ONLY="$CONFIG_ONLY $2"
			shift 2 ;;
		--release)
			[ $# -ge 2 ] || usage
			RELEASE_ONLY=$2
			shift 2 ;;
		--skip-without-source)
			SKIP_WITHOUT_SOURCE=1
			shift ;;
		--mutant)
			[ $# -ge 2 ] && [ -f "$2" ] || usage
			MUTANT=$(realpath "$2") DIE_STATUS=4
			shift 2 ;;
		-*)	[ -n "$DESC" ] && declare -F consumer_option >/dev/null ||
			    usage
			# It sets OPTION_WORDS, the words it took.
			consumer_option "$@" || usage
			shift "$OPTION_WORDS" ;;
		*)	if [ -z "$DESC" ]; then
				describe "$1"
			elif [ -z "$SOURCE" ]; then
				[ -e "$1" ] || die "$1: no such file or folder"
				SOURCE=$(realpath "$1")
			else
				usage
			fi
			shift ;;
		esac
	done
	[ -n "$DESC" ] || usage
	GIVEN_SOURCE=$SOURCE
}

# Reads the description of consumer $1 (a name or a path).
describe() {
	case $1 in
	*/*)	DESC=$(realpath "$1") ;;
	*)	DESC=$TOP/gen/consumers/$1/consumer.sh ;;
	esac
	[ -f "$DESC" ] || { echo "run.sh: no consumer $1 ($DESC)" >&2; exit 2; }
	HERE=${DESC%/*}
	NAME=${HERE##*/}
	# The cache's own folders (gen/cache.sh) are no consumer's.
	case $NAME in
	ccache|groups|cado)
		echo "run.sh: $NAME is a folder of the cache, not a name" \
		    "for a consumer" >&2
		exit 2 ;;
	esac
	PATCHES=
	[ ! -d "$HERE/patches" ] || PATCHES=$HERE/patches
	# shellcheck disable=SC1090
	. "$DESC"
}

# Sets SOURCE (the one given, or the tarball of release SOURCE_VERSION),
# SOURCE_KIND and SOURCE_SUM: the tarball's SHA-256, or a tree's (its
# entries and their files' SHA-256).
find_source() {
	local var why
	var=$(echo "$NAME" | tr '[:lower:]-' '[:upper:]_')_TARBALL
	SOURCE=$GIVEN_SOURCE
	if [ -z "$SOURCE" ] && ! SOURCE=$(consumer_tarball "$NAME" \
	    "${SOURCE_VERSION:-}"); then
		why="no source tarball${SOURCE_VERSION:+ of $SOURCE_VERSION}"
		why="$why in ../shared/$NAME/ (set $var, or give SOURCE)"
		[ -z "$SKIP_WITHOUT_SOURCE" ] && die "$why"
		skip "$TITLE" "$why"
		summary
		exit
	fi
	[ -n "$GIVEN_SOURCE" ] || SOURCE=$(realpath "$SOURCE")
	if [ -d "$SOURCE" ]; then
		SOURCE_KIND=tree
		SOURCE_SUM=$(cd "$SOURCE" && {
		    find . -printf '%y %m %p %l\n' | LC_ALL=C sort
		    find . -type f -print0 | LC_ALL=C sort -z |
		    xargs -0 -r sha256sum; } | sha256sum | cut -c1-64)
	else
		case $SOURCE in
		*.tar.xz|*.tar.gz|*.tgz) SOURCE_KIND=tarball ;;
		*)	die "$SOURCE is neither a tarball nor a source tree" ;;
		esac
		SOURCE_SUM=$(sha256sum < "$SOURCE" | cut -c1-64)
	fi
}

# unpack DIR [PATH...]: the source (or only the files PATH of it) into
# folder DIR.
unpack() {
	local dir=$1 p
	shift
	mkdir -p "$dir" || return 1
	if [ "$SOURCE_KIND" = tree ]; then
		[ $# -gt 0 ] || set -- .
		for p in "$@"; do
			(cd "$SOURCE" && cp -R --parents "$p" "$dir/") || return 1
		done
	else
		tar -xf "$SOURCE" -C "$dir" --strip-components=1 \
		    --wildcards "${@/#/*/}"
	fi
}

# The lines of a build folder's key that are not its sources: the
# compilers, tools and C library with their versions (the first line
# of --version that is not blank: perl's first is), the launcher.
tools_text() {
	local t
	for t in ${CC:-cc} $TOOLS; do
		echo "$t ($(readlink -f "$(command -v "$t")")):" \
		    "$($t --version 2>&1 | grep -m 1 .)"
	done
	echo "libc $(ldd --version 2>&1 | head -n 1)"
	echo "launcher ${CCACHE:+$(ccache --version | head -n 1)}"
	declare -F key_extra >/dev/null && key_extra
	return 0
}

# The lines of the key of a build folder of configuration $1 that name
# the compiler, linker and C library of its architecture (config_arch,
# arch_cc), if it has one.
arch_text() {
	local arch cc
	arch=$(config_arch "$1")
	[ -n "$arch" ] || return 0
	cc=$(arch_cc "$1")
	echo "$cc ($(readlink -f "$(command -v "${cc%% *}")")):" \
	    "$($cc --version 2>&1 | grep -m 1 .)"
	echo "$arch-linux-gnu-ld:" \
	    "$("$arch-linux-gnu-ld" --version 2>&1 | grep -m 1 .)"
	echo "libc $arch: $(run_prog "$1" \
	    "$($cc -print-file-name=libc.so.6)" 2>&1 | grep -m 1 .)"
}

# A variant of a configuration is another build of it that a
# description's own checks want (LibreSSL's memcheck of k*G, by other
# compilers and levels): with CONFIG_VARIANT set to its name (a word)
# and CONFIG_VARIANT_FLAGS to cmake's options, a line each (`#` lines
# key text only), tree and built make and build it in a folder of its
# own, CONFIG-NAME-KIND-KEY, under a key that names the options; the
# default configure gives them to cmake after config_flags'.
variant_flags() {
	[ -z "${CONFIG_VARIANT:-}" ] ||
	    printf '%s\n' "${CONFIG_VARIANT_FLAGS:-}"
}

# Sets FOLDER_TEXT to the key text of the build folder of kind $1
# (stock, ectab) for configuration $2 (and its CONFIG_VARIANT), and
# FOLDER to its path: the source, the configuration's options, the
# patches (for ectab's kind), the tools, and the code that makes a
# folder.  Without patches, the two kinds share a folder, named for
# stock.
folder_of() {
	local p key kind=stock
	FOLDER_TEXT=$(echo "$NAME source $SOURCE_SUM"
	    echo "config $2: $(config_flags "$2" | tr '\n' ' ')"
	    [ -z "${CONFIG_VARIANT:-}" ] ||
		echo "variant $CONFIG_VARIANT: $(variant_flags | tr '\n' ' ')"
	    if [ "$1" = ectab ]; then
		for p in "$RUN"/patches/*.patch; do
			[ -f "$p" ] || continue
			echo "patch ${p##*/} $(sha256sum < "$p" | cut -c1-64)"
		done
	    fi
	    echo "$TOOLS_TEXT"
	    arch_text "$2"
	    code_sum config_flags prepare configure build)
	[ "$1" = stock ] || [ -z "$(ls "$RUN"/patches)" ] || kind=ectab
	key=$(printf '%s\n' "$FOLDER_TEXT" | key_of)
	FOLDER=$CDIR/$2${CONFIG_VARIANT:+-$CONFIG_VARIANT}-$kind-${key:0:16}
}

# "code" and the SHA-256 of the functions named that are defined: what
# a key must change with when a description's code changes.
code_sum() {
	echo "code $(declare -f "$@" | sha256sum | cut -c1-64)"
}

# --- build folders -------------------------------------------------------------------

# tree KIND CONFIG: sets DIR to the build folder of KIND for CONFIG,
# holding its lock, unpacked (patched, for ectab's kind) and configured
# if it was not; DIR/stock holds the tree's own copy of ectab's files.
tree() {
	local kind=$1 config=$2 f t0 what
	KIND=$kind CONFIG=$config
	what="$NAME $config${CONFIG_VARIANT:+ $CONFIG_VARIANT} $kind tree"
	folder_of "$kind" "$config"
	if [ "${DIR:-}" = "$FOLDER" ] && [ -n "${CACHE_LOCK_FD:-}" ]; then
		return 0
	fi
	cache_unlock
	DIR=$FOLDER
	cache_lock "$DIR" || die "cannot take the lock of $DIR"
	[ ! -d "$DIR" ] || touch "$DIR"
	# What a run stopped half-way left (LibreSSL's wrapped programs).
	if [ -d "$DIR" ] && declare -F recover >/dev/null; then
		recover "$DIR"
	fi
	if [ -f "$DIR/configured" ]; then
		return 0
	fi
	cache_prune "$(basename "${DIR%-*}")-????????????????" "$DIR"
	step_begin "$what"
	t0=$SECONDS
	rm -rf "$DIR"
	mkdir -p "$DIR/stock" && printf '%s\n' "$FOLDER_TEXT" > "$DIR/key" ||
	    die "cannot make $DIR"
	say "unpacking into $DIR"
	unpack "$DIR/src" > "$DIR/build.log" 2>&1 ||
	    die "cannot unpack ${SOURCE##*/} into $DIR"
	if [ "$kind" = ectab ]; then
		for f in "$RUN"/patches/*.patch; do
			[ -f "$f" ] || continue
			echo "== patch -p1 < ${f##*/}" >> "$DIR/build.log"
			patch -d "$DIR/src" -p1 --forward -s \
			    --no-backup-if-mismatch < "$f" >> "$DIR/build.log" 2>&1 ||
			    die "${f##*/} does not apply to ${SOURCE##*/}; see $DIR/build.log"
		done
	fi
	for f in $FILES; do
		[ ! -f "$DIR/src/$f" ] ||
		    (cd "$DIR/src" && cp --parents "$f" "$DIR/stock/") ||
		    die "cannot keep $f of $DIR"
	done
	if declare -F prepare >/dev/null; then
		prepare "$DIR" "$config" >> "$DIR/build.log" 2>&1 ||
		    die "preparing $DIR failed; see $DIR/build.log"
	fi
	configure "$DIR" "$config" >> "$DIR/build.log" 2>&1 \
	    {CACHE_LOCK_FD}>&- || die "configuring $DIR failed; see $DIR/build.log"
	touch "$DIR/configured"
	step "$what" "unpacked and configured" \
	    $((SECONDS - t0))
}

# built WANT TARGET...: puts the files of folder WANT (tree paths) into
# DIR's tree where their bytes differ and builds the targets (TARGETS
# if none); returns 1 if the build failed.  "done" names the targets
# built with the files now in the tree.
built() {
	local want=$1 what f t0 how targets
	shift
	[ $# -gt 0 ] || set -- $TARGETS
	targets="${*:-all}"
	what="$NAME $CONFIG${CONFIG_VARIANT:+ $CONFIG_VARIANT} ${AS:-$KIND} build"
	for f in $FILES; do
		[ -f "$want/$f" ] && ! cmp -s "$want/$f" "$DIR/src/$f" || continue
		rm -f "$DIR/done"
		cp "$want/$f" "$DIR/src/$f" || die "cannot copy $f into $DIR"
	done
	if [ -f "$DIR/done" ] && grep -qxF "$targets" "$DIR/done"; then
		step "$what" reused 0
		return 0
	fi
	step_begin "$what"
	t0=$SECONDS
	how=$(build "$DIR" "$@" {CACHE_LOCK_FD}>&-) || {
		step "$what" "failed ($how)" $((SECONDS - t0))
		return 1
	}
	[ -f "$DIR/built" ] && how="rebuilt incrementally ($how)" ||
	    how="built ($how)"
	touch "$DIR/built"
	if [ -f "$DIR/done" ]; then
		echo "$targets" >> "$DIR/done"
	else
		echo "$targets" > "$DIR/done"
	fi
	step "$what" "$how" $((SECONDS - t0))
}

# --- results ---------------------------------------------------------------------------

# The emulator that runs the programs of configuration $1 here, if
# they do not run natively: qemu-ARCH of the configuration's
# architecture (config_arch), or qemu-i386 for a 32-bit one where the
# kernel cannot run it (RUN32).
emulator() {
	local arch
	arch=$(config_arch "$1")
	if [ -n "$arch" ] && [ "$arch" != "$(uname -m)" ]; then
		echo "qemu-$arch"
	elif [ "$(config_bits "$1")" = 32 ] && [ "$RUN32" = qemu-i386 ]; then
		echo qemu-i386
	fi
}

# run_prog CONFIG PROGRAM [ARG...]: runs a program of configuration
# CONFIG, natively or under its emulator, which takes the C library of
# its architecture from /usr/ARCH-linux-gnu (Debian's cross libraries).
run_prog() {
	local emu arch
	emu=$(emulator "$1")
	arch=$(config_arch "$1")
	shift
	case $emu in
	"")	"$@" ;;
	qemu-i386) qemu-i386 "$@" ;;
	*)	"$emu" -L "/usr/$arch-linux-gnu" "$@" ;;
	esac
}

# The text of how programs of configuration $1 run, and what CPU runs
# them (tests may take their parameters from its features).
runner_text() {
	local emu
	emu=$(emulator "$1")
	if [ -n "$emu" ]; then
		echo "run under $($emu --version | head -n 1)"
	else
		echo "run natively"
	fi
	echo "cpu $(grep -m 1 -ow 'avx2\|adx\|bmi2\|sha_ni' /proc/cpuinfo |
	    sort -u | tr '\n' ' ')"
}

# result KIND CONFIG WHAT WANT: the result of the tests WHAT (stock,
# ectab, or a mutant's name) of CONFIG with the files of folder WANT in
# the tree of KIND, reused or run; sets RES to a copy of it in the
# run's folder, RKEY to its key and RNEW to the folder to keep (by
# keep), if it ran.  RES/verdict: the tests' exit status, or "build" if
# the tree did not build; RES/cases: "NAME passed|failed" a test case.
result() {
	local kind=$1 config=$2 what=$3 want=$4 t0 text f
	CONFIG=$config WHAT=$what
	folder_of "$kind" "$config"
	text=$(printf '%s\n' "$FOLDER_TEXT"
	    if [ "$what" = stock ]; then
		echo "files: the tree's own"
	    else
		for f in $FILES; do
			echo "file $f $(sha256sum < "$want/$f" | cut -c1-64)"
		done
	    fi
	    echo "tests $(tests_spec "$what")"
	    code_sum tests_spec run_tests cases whole_run
	    runner_text "$config")
	RKEY=$(printf '%s\n' "$text" | key_of)
	RES=$RUN/$config-$what RNEW=
	reused && return 0
	tree "$kind" "$config"
	# Another run may have kept it while this one waited for the lock.
	reused && return 0
	[ "$what" != stock ] || want=$DIR/stock
	RNEW=$(result_new "$RKEY") ||
	    die "cannot make a result in $CDIR/results"
	rm -rf "$RES"
	mkdir -p "$RES"
	if ! AS=$what built "$want" $(case $what in stock|ectab) ;;
	    *) echo ${MUTANT_TARGETS:-} ;; esac); then
		build_errors "$DIR" > "$RES/log"
		echo build > "$RES/verdict"
		: > "$RES/cases"
	else
		step_begin "$NAME $config $what tests"
		t0=$SECONDS
		run_tests "$config" "$DIR" "$RES/log" "$what" {CACHE_LOCK_FD}>&-
		echo $? > "$RES/verdict"
		# Two cases of one name (Mbed TLS cuts names) are told apart.
		cases "$RES/log" | awk '{ n = $NF; sub(/ [^ ]*$/, "")
		    if (++seen[$0] > 1) $0 = $0 " #" seen[$0]; print $0, n }' |
		    LC_ALL=C sort > "$RES/cases"
		step "$NAME $config $what tests" "ran ($(tally))" $((SECONDS - t0))
	fi
	printf '%s\n' "$text" > "$RES/key"
	cp -R "$RES/." "$RNEW/"
}

# Returns 0 if the result of RKEY is kept (and not FRESH=1), copied to
# RES, saying so.
reused() {
	[ "${FRESH:-}" != 1 ] && result_find "$RKEY" "$RES" || return 1
	step "$NAME $CONFIG $WHAT tests" "reused the result kept under key ${RKEY:0:16} ($(tally))" 0
}

# "N passed" or "N failed" in RES.
count() {
	echo "$(grep -c " $1\$" "$RES/cases") $1"
}

# "N passed, N failed" in RES, and, where the description says how
# (cases_by), the same by test.
tally() {
	local by=
	! declare -F cases_by >/dev/null ||
	    by=$(cases_by "$RES/cases" "$RES/log")
	echo "$(count passed), $(count failed)${by:+: $by}"
}

# keep: keeps the result that ran (RNEW) under its key (RKEY).
keep() {
	[ -n "$RNEW" ] && result_keep "$RNEW" "$RKEY"
	RNEW=
}

# drop: removes the result that ran, not to be kept.
drop() {
	[ -n "$RNEW" ] && rm -rf "$RNEW"
	RNEW=
}

# The test cases of result folder $1 that passed, or failed ($2).
passing() {
	sed -n "s/ ${2:-passed}\$//p" "$1/cases" | LC_ALL=C sort
}

# The cases that must pass with ectab's files, and that a mutant must
# fail to be caught: those that pass on stock, and those the patches
# add (that stock has not).
baseline() {
	LC_ALL=C sort -u <(passing "$STOCK") <(LC_ALL=C comm -13 \
	    <(sed 's/ [a-z]*$//' "$STOCK/cases" | LC_ALL=C sort -u) \
	    <(sed 's/ [a-z]*$//' "$ECTAB_RES/cases" | LC_ALL=C sort -u))
}

# mutant_files NAME FILE PATTERN: ectab's files with the first
# hexadecimal word after the line matching PATTERN (a Python regular
# expression) changed, one bit, in each file named FILE (a glob) where
# it matches, into $RUN/NAME; prints where, FILE:LINE, each place.
mutant_files() {
	rm -rf "$RUN/$1"
	cp -R "$RUN/ectab" "$RUN/$1" &&
	python3 - "$RUN/$1" "$2" "$3" <<-'PY'
	import fnmatch, os, re, sys
	top, glob, pattern = sys.argv[1:4]
	hits = 0
	for d, _, names in os.walk(top):
	    for n in fnmatch.filter(names, glob):
	        path = os.path.join(d, n)
	        text = open(path).read()
	        m = re.search(pattern, text, re.M)
	        if not m:
	            continue
	        w = re.compile(r"0x([0-9a-fA-F]+)").search(text, m.end())
	        if not w:
	            continue
	        digits = w.group(1)
	        new = "%0*x" % (len(digits), int(digits, 16) ^ 0x10)
	        if digits.upper() == digits:
	            new = new.upper()
	        text = text[:w.start(1)] + new + text[w.end(1):]
	        open(path, "w").write(text)
	        print("%s:%d" % (n, text.count("\n", 0, w.start()) + 1))
	        hits += 1
	sys.exit(hits == 0)
	PY
}

# --- the run ------------------------------------------------------------------------------

# The configurations to run, a line each: those --config names (or
# all), of the release --release names (or of any).
selected_configs() {
	local config
	for config in ${CONFIG_ONLY:-$CONFIGS}; do
		[ -z "$RELEASE_ONLY" ] ||
		    [ "$(config_release "$config")" = "$RELEASE_ONLY" ] ||
		    continue
		echo "$config"
	done
}

# use_release VERSION: the source of release VERSION (find_source),
# the files of it that the description reads in RUN/orig, the patches
# in RUN/patches, ectab's files in RUN/ectab, and FILES, their paths;
# nothing if they are of VERSION already.
use_release() {
	local files
	[ -z "${FILES:-}" ] || [ "$SOURCE_VERSION" != "$1" ] || return 0
	SOURCE_VERSION=$1
	find_source
	rm -rf "$RUN/orig" "$RUN/patches" "$RUN/ectab"
	mkdir -p "$RUN/orig" "$RUN/patches" "$RUN/ectab" ||
	    die "cannot make $RUN/orig"
	files=$(source_files | paste -sd' ')
	if [ -n "$files" ]; then
		# shellcheck disable=SC2086
		unpack "$RUN/orig" $files ||
		    die "${SOURCE##*/} lacks one of $files"
	fi
	if declare -F patches >/dev/null; then
		patches "$RUN/patches" || die "cannot make the patches"
	elif [ -n "$PATCHES" ]; then
		cp "$PATCHES"/*.patch "$RUN/patches/" ||
		    die "no patches in $PATCHES"
	fi
	make_files "$RUN/ectab" "$RUN/orig" || die "cannot make ectab's files"
	FILES=$(cd "$RUN/ectab" && find . -type f | sed 's,^\./,,' |
	    LC_ALL=C sort | paste -sd' ')
	[ -n "$FILES" ] || die "the description makes no files"
	say "source ${SOURCE##*/} (sha256 $SOURCE_SUM); files: $FILES;" \
	    "patches: $(cd "$RUN/patches" && echo *.patch |
	    sed 's/^\*\.patch$/none/'); cache $CDIR"
}

# Returns 0 if configuration $1 can run here; else skips it, saying why
# (a failure under CI=true).
can_run() {
	local t arch
	arch=$(config_arch "$1")
	if [ -n "$arch" ]; then
		printf '#include <stdio.h>\nint main(void) { return 0; }\n' \
		    > "$RUN/true.c"
		# shellcheck disable=SC2046
		$(arch_cc "$1") -o "$RUN/true-$arch" "$RUN/true.c" \
		    2>/dev/null && run_prog "$1" "$RUN/true-$arch" 2>/dev/null &&
		    return 0
		skip "$TITLE $1" "programs for $arch cannot be built or run here: $(arch_cc "$1") or qemu-$arch fails (make deps installs clang, $arch's C library, libgcc and binutils, and qemu-user)"
		return 1
	fi
	[ "$(config_bits "$1")" = 32 ] || return 0
	if [ -z "$RUN32" ]; then
		skip "$TITLE $1" "32-bit programs cannot be built or run here: ${CC:-cc} -m32 fails (make deps installs gcc-multilib), or the kernel runs no i386 program and qemu-i386 is missing (qemu-user)"
		return 1
	fi
	for t in $TOOLS; do
		[ "$t" = c++ ] || continue
		printf 'int main() { return 0; }\n' |
		    c++ -m32 -x c++ -o "$RUN/m32" - 2>/dev/null && continue
		skip "$TITLE $1" "c++ -m32 cannot link (make deps installs g++-multilib)"
		return 1
	done
}

# compare CONFIG: the stock run was whole, and every case of the
# baseline passes with ectab's files (ECTAB_RES); the stock failures
# are named.
compare() {
	local s lost sf
	s=$(passing "$STOCK" | wc -l)
	sf=$(passing "$STOCK" failed | head -n 5 | paste -sd' ')
	lost=$(LC_ALL=C comm -23 <(baseline) <(passing "$ECTAB_RES") |
	    head -n 5 | paste -sd' ')
	if ! whole_run "$STOCK/log" stock; then
		fail "$TITLE $1 on stock" "the tests did not run to the end: $(tail -n 3 "$STOCK/log" | paste -sd' ')"
	elif [ "$(cat "$ECTAB_RES/verdict")" = build ]; then
		fail "$TITLE $1 with ectab's files" "does not build: $(head -n 3 "$ECTAB_RES/log")"
	elif [ "$s" -gt 0 ] && [ -z "$lost" ]; then
		pass "$TITLE $1: every test case that passes on stock passes with ectab's files ($(RES=$ECTAB_RES count passed), $(RES=$ECTAB_RES count failed); stock $s passed, $(RES=$STOCK count failed)${sf:+: $sf})"
	else
		fail "$TITLE $1 with ectab's files" "stock passed $s; lost: ${lost:-none}"
	fi
}

# caught: prints the cases of RES (a mutant's) that the mutant fails
# and that pass with ectab's files and are of the baseline; returns 1
# if there are none.
caught() {
	local names
	[ "$(cat "$RES/verdict")" != build ] || return 1
	names=$(LC_ALL=C comm -12 <(passing "$RES" failed) \
	    <(LC_ALL=C comm -12 <(baseline) <(passing "$ECTAB_RES")))
	[ -n "$names" ] || return 1
	printf '%s\n' "$names"
}

# both CONFIG: the stock result (STOCK), kept if whole, and that with
# ectab's files (ECTAB_RES), to keep by keep_ectab.
both() {
	result stock "$1" stock -
	STOCK=$RES
	if whole_run "$STOCK/log" stock; then keep; else drop; fi
	result ectab "$1" ectab "$RUN/ectab"
	ECTAB_RES=$RES ECTAB_NEW=$RNEW ECTAB_KEY=$RKEY RNEW=
}

# keep_ectab OK: keeps the result with ectab's files if OK is 0 and the
# run was whole, else drops it.
keep_ectab() {
	RNEW=$ECTAB_NEW RKEY=$ECTAB_KEY
	if [ "$1" = 0 ] && whole_run "$ECTAB_RES/log" ectab; then
		keep
	else
		drop
	fi
}

# mutant CONFIG NAME WANT: the result of mutant NAME (its files in WANT)
# in RES; CAUGHT the cases that catch it.  Kept if it was caught by a
# whole run, or did not compile.
mutant() {
	result ectab "$1" "$2" "$3"
	if CAUGHT=$(caught) && whole_run "$RES/log" "$2"; then
		keep
		return 0
	fi
	if [ "$(cat "$RES/verdict")" = build ] && grep -q 'error' "$RES/log"
	then
		keep
	else
		drop
	fi
	return 1
}

# run_config CONFIG: stock, ectab's files, the checks and the mutants.
run_config() {
	local config=$1 before=$failed m file pattern n at
	both "$config"
	declare -F kind_checks >/dev/null && kind_checks stock "$config"
	compare "$config"
	declare -F kind_checks >/dev/null && kind_checks ectab "$config"
	keep_ectab $((failed - before))
	while read -r m file pattern; do
		[ -n "$m" ] || continue
		if ! at=$(mutant_files "$m" "$file" "$pattern"); then
			fail "$TITLE $config: $m" "no word after /$pattern/ in $file"
		elif mutant "$config" "$m" "$RUN/$m"; then
			n=$(echo "$CAUGHT" | wc -l)
			pass "$TITLE $config: $m (one word changed, $(echo $at)) fails $n test cases that pass on stock (or that the patches add) and with ectab's files: $(caught_names "$CAUGHT")"
		else
			fail "$TITLE $config: $m is caught" "verdict $(cat "$RES/verdict"); no case that passes on stock and with ectab's files fails"
		fi
	done < <(declare -F mutants >/dev/null && mutants "$config")
	cache_unlock
}

# run_mutant CONFIG: --mutant; returns 0 caught, 1 not, 3 not built.
run_mutant() {
	local config=$1 f=${MUTANT##*/} rel rc=1
	rel=$(cd "$RUN/ectab" && find . -type f -name "$f" | head -n 1)
	[ -n "$rel" ] || [ "$(echo $FILES | wc -w)" != 1 ] || rel=$FILES
	[ -n "$rel" ] || die "$f: ectab writes no such file ($FILES)"
	rm -rf "$RUN/mutant" && cp -R "$RUN/ectab" "$RUN/mutant" &&
	    cp "$MUTANT" "$RUN/mutant/$rel" || die "cannot copy $MUTANT"
	both "$config"
	keep_ectab "$(cat "$ECTAB_RES/verdict")"
	mutant "$config" "mutant-${f#mutant-}" "$RUN/mutant" && rc=0
	sed 's/^/    /' "$RES/log"
	[ "$(cat "$RES/verdict")" != build ] || rc=3
	case $rc in
	0)	say "mutant $f: caught" ;;
	1)	say "mutant $f: not caught" ;;
	3)	say "mutant $f: does not build" ;;
	esac
	cache_unlock
	return $rc
}

main() {
	local v config
	TOP=$(cd "$(dirname "$0")/../.." && pwd) || exit 2
	parse_args "$@"
	cd "$TOP" || exit 2
	. tests/consumers/lib.sh
	# cmake runs ccache itself (cache_init); the compiler a key names
	# is the real one.  Nothing the keys do not name comes from the
	# environment.
	PATH=$(printf '%s\n' "$PATH" | tr ':' '\n' |
	    grep -v -e '/ccache/*$' -e '/ccache/libexec/*$' | paste -sd:)
	unset CFLAGS CXXFLAGS CPPFLAGS LDFLAGS ASMFLAGS CXX CPATH \
	    C_INCLUDE_PATH CPLUS_INCLUDE_PATH LIBRARY_PATH OPENSSL_ia32cap \
	    CONFIG_VARIANT CONFIG_VARIANT_FLAGS
	for v in $(compgen -e | grep -e '^CMAKE_' -e '^CTEST_' -e '^GTEST_'); do
		unset "$v"
	done
	ECTAB=${ECTAB:-gen/obj/ectab}
	[ -x "$ECTAB" ] || die "no $ECTAB: run make first"
	v=$(missing_tool $TOOLS "${CC:-cc}" patch tar xz flock sha256sum \
	    python3) || die "$v is not installed (make deps installs it)"
	for config in $CONFIG_ONLY; do
		case " $CONFIGS " in
		*" $config "*) ;;
		*)	echo "run.sh: $NAME has no configuration $config;" \
			    "its configurations: $CONFIGS" >&2
			exit 2 ;;
		esac
	done
	# shellcheck disable=SC2046
	set -- $(selected_configs)
	if [ $# -eq 0 ]; then
		echo "run.sh: $NAME: no configuration${CONFIG_ONLY:+ among$CONFIG_ONLY} is of release $RELEASE_ONLY" >&2
		exit 2
	fi
	# Every release's source is there before anything is built.
	for v in $(for config in "$@"; do config_release "$config"; done |
	    sort -u); do
		SOURCE_VERSION=$v
		find_source
	done
	cache_init "$NAME" || die "cannot make the cache folder $CDIR"
	RUN=$(mktemp -d "${TMPDIR:-/tmp}/ectab-$NAME.XXXXXX") ||
	    die "cannot make a temporary folder"
	# What the folder it holds has of a run stopped half-way is put
	# right before the lock goes.
	trap '[ -z "${CACHE_LOCK_FD:-}" ] || ! declare -F recover >/dev/null ||
	    recover "$DIR"; cache_unlock; rm -rf "$RUN"' EXIT
	find_run32 "$RUN"
	TOOLS_TEXT=$(tools_text)
	if [ -n "${MODE:-}" ]; then
		use_release "$(config_release "$1")"
		"$MODE"
		exit
	fi
	for config in "$@"; do
		can_run "$config" || continue
		use_release "$(config_release "$config")"
		if [ -n "$MUTANT" ]; then
			run_mutant "$config"
			exit
		fi
		run_config "$config"
	done
	# A mutant whose configuration cannot run here was not tried.
	[ -z "$MUTANT" ] || exit 4
	declare -F after_configs >/dev/null && after_configs
	[ $((passed + failed + skipped)) -gt 0 ] ||
	    fail "$TITLE" "no check ran"
	summary
}

main "$@"
