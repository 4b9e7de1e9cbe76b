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
# ectab's test suite: run by `make check` from the top of the tree, after
# gen/obj/ectab is built.  Every check prints "PASS name" or "FAIL name:
# why".  The checks are in groups, one file each in tests/groups/,
# NN-NAME.sh or NN-NAME.py, every group in its own process and folder
# (tests/group.sh), as many at a time as there are cores ($JOBS), the
# costliest first by the "# cost: SECONDS" line of each file.  While
# they run, it prints a line for each group as it ends ("group NAME: N
# checks, N failed, N s") and for each consumer build and suite as it
# starts and as it ends ("WHAT: started", then "WHAT: HOW in N s",
# step_begin and step of gen/cache.sh).  At the end each group's
# lines are printed together, in the order of the files' names, then
# each group's wall time and count of checks, then how each
# consumer build and suite was had and its time (gen/cache.sh), then
# one line "N passed, N failed" (and ", N skipped" with the reason of
# each skip above it); the exit status is 1 on any failure.  Under
# CI=true nothing may be skipped: a check that cannot run fails.
# A group that passed every check is kept and, while nothing it reads
# has changed, reused ("group NAME: N checks, 0 failed, reused ...";
# see "results kept" below).  FRESH=1 runs every group, and the
# consumers' suites, even where a result is kept for their key.
#
# usage: run.sh [GROUP...]      (make check [GROUP=name] [FRESH=1])
set -u

cd "$(dirname "$0")/.." || exit 2
. tests/lib.sh

ORDER=$(group_names)
if [ $# -gt 0 ]; then
	for g in "$@"; do
		if ! group_file "$g" >/dev/null; then
			echo "run.sh: no group $g; the groups:" $ORDER >&2
			exit 2
		fi
	done
	ORDER="$*"
fi
# The costliest first, so that no core idles at the end waiting for one
# long group.
START=$(for g in $ORDER; do
	echo "$(group_cost "$g") $g"
done | sort -s -k1,1nr | cut -d' ' -f2)
JOBS=${JOBS:-$(nproc 2>/dev/null || echo 2)}

# Everything in tests/build is made anew, and removed at the end but the
# folders of the groups that failed; the consumers' builds are kept in
# the cache of gen/cache.sh.
BUILD=tests/build
LOGS=$BUILD/logs
clean_build() {
	rm -rf "$BUILD"
}
clean_build
trap clean_build EXIT
mkdir -p "$LOGS"
export ECTAB_STEPS=$PWD/$LOGS/steps
# What is printed while the groups run, so that a run of half an hour
# is not silent: a line for each group as it ends, and for each
# consumer build and suite as it starts and ends (step_begin and step
# of gen/cache.sh).  The groups add their lines to this file, and
# relay prints them; their own output goes to logs, shown at the end.
export ECTAB_PROGRESS=$PWD/$LOGS/progress
: > "$ECTAB_STEPS"
: > "$ECTAB_PROGRESS"

# tally NAME: sets p, f and s to the counts of checks that group NAME
# passed, failed and skipped, rc to its exit status, and whole to 1 if
# it failed as a whole, which f counts: a group that stopped early, or
# that neither checked nor skipped anything.
tally() {
	p=$(grep -c '^PASS ' "$LOGS/$1.out")
	f=$(grep -c '^FAIL ' "$LOGS/$1.out")
	s=$(grep -c '^SKIP ' "$LOGS/$1.out")
	rc=$(cat "$LOGS/$1.rc")
	whole=0
	if { [ "$rc" -ne 0 ] && [ "$f" -eq 0 ]; } ||
	    { [ "$p" -eq 0 ] && [ "$s" -eq 0 ]; }; then
		whole=1 f=$((f + 1))
	fi
}

# --- results kept -------------------------------------------------------------

# A group that passed every check is kept in the cache of gen/cache.sh
# (groups/results/KEY/) and reused under the same key, as the
# consumers' suites are.  A group may read anything in the tree, so
# every group's key names all of it.  The key is the SHA-256 of a text
# that names:
#   - every file of the tree, with its mode and SHA-256 (but .git, and
#     gen/obj, tests/build and Python's __pycache__, which are made
#     from the rest);
#   - every source shared_tarball may find (../shared, the origin's,
#     the files of the *_TARBALL variables), by its SHA-256;
#   - every Debian package installed, with its version (the compilers,
#     libcrypto, valgrind and python among them), and the machine;
#   - the builds of CADO-NFS in the cache (make cado);
#   - what make check passes on: CC, CI, the flags ectab was linked
#     with (gen/obj/ectab.flags), PATH, the *_TARBALL and CT_*
#     variables.
# So a file changed anywhere runs every group again.  Nothing is kept
# with ECTAB_CACHE=off, where dpkg-query cannot list the packages, with
# $ECTAB set, outside make check, or for a group whose file says
# "# reuse: no" (fuzz: its point is inputs no run has tried).  FRESH=1
# runs every group and keeps what passed.  A kept result keeps its
# random draws too (the memcheck's seed): a new key draws anew.
. gen/cache.sh
CACHE_KEEP_RESULTS=128

# Prints the key text that every group's shares; fails where nothing
# may be kept: without the cache, without a package list, with another
# build of ectab ($ECTAB), or outside make check (which says how ectab
# was built, ECTAB_BUILT_WITH).
inputs_text() {
	local pkgs origin v
	local tree='( -path ./.git -o -path ./gen/obj -o -path ./tests/build
	    -o -name __pycache__ ) -prune'
	[ "${ECTAB_CACHE:-}" != off ] && [ -z "${ECTAB:-}" ] &&
	    [ -n "${ECTAB_BUILT_WITH:-}" ] || return 1
	pkgs=$(dpkg-query -W -f \
	    '${Package} ${Version} ${Architecture} ${db:Status-Abbrev}\n' \
	    2>/dev/null | LC_ALL=C sort) && [ -n "$pkgs" ] || return 1
	# shellcheck disable=SC2086
	echo "files $(set -f; find . $tree -o -type f -printf '%m %p\n' |
	    LC_ALL=C sort | key_of)"
	# shellcheck disable=SC2086
	echo "contents $(set -f; find . $tree -o -type f -print0 |
	    LC_ALL=C sort -z | xargs -0 -r sha256sum | key_of)"
	# The sources shared_tarball finds: ../shared, the origin's, and
	# the files the environment names.
	origin=$(git config --get remote.origin.url 2>/dev/null)
	echo "shared $({ find -L ../shared ${origin:+"$origin/../shared"} \
	    -type f -print0 2>/dev/null
	    for v in $(compgen -e | grep -E '_TARBALL'); do
		[ ! -f "${!v}" ] || printf '%s\0' "${!v}"
	    done; } | LC_ALL=C sort -z | xargs -0 -r sha256sum | key_of)"
	echo "packages $(printf '%s\n' "$pkgs" | key_of)"
	echo "machine $(uname -m)"
	# Group certify runs CADO-NFS where make cado built it.
	echo "cado $(ls "$(cache_root)"/cado/build-*/done 2>/dev/null |
	    sed 's,.*/cado/,,' | paste -sd' ')"
	echo "CC=${CC:-} CI=${CI:-} ectab built with $ECTAB_BUILT_WITH"
	echo "PATH=$PATH"
	env | LC_ALL=C sort | grep -E '^[A-Z0-9_]*_TARBALL[A-Z0-9_]*=|^CT_' || :
}

# Prints the key of group $1's result; fails if it may not be kept.
group_key() {
	[ -n "$INPUTS" ] || return 1
	! grep -q '^# reuse: no' "$(group_file "$1")" || return 1
	printf 'group %s\n%s\n' "$1" "$INPUTS" | key_of
}

# group_reused NAME KEY: takes the result kept under KEY for group
# NAME as this run's, if there is one (none with FRESH=1).
group_reused() {
	local n
	[ "${FRESH:-}" != 1 ] || return 1
	result_find "$2" "$LOGS/$1.kept" || return 1
	cp "$LOGS/$1.kept/out" "$LOGS/$1.out" || return 1
	echo 0 > "$LOGS/$1.rc"
	echo reused > "$LOGS/$1.time"
	n=$(grep -c '^PASS ' "$LOGS/$1.out")
	echo "group $1: $n checks, 0 failed, reused the result kept under" \
	    "key ${2:0:16}" >> "$ECTAB_PROGRESS"
}

# group_keep NAME KEY: keeps this run's result of group NAME under KEY.
group_keep() {
	local r
	r=$(result_new "$2") || return 0
	printf 'group %s\n%s\n' "$1" "$INPUTS" > "$r/key"
	cp "$LOGS/$1.out" "$r/out"
	echo "passed $(grep -c '^PASS ' "$r/out")" > "$r/verdict"
	result_keep "$r" "$2"
}

INPUTS=
if INPUTS=$(inputs_text); then
	CACHE=$(cache_root)
	CDIR=$CACHE/groups
	cache_make "$CACHE" && mkdir -p "$CDIR/results" || INPUTS=
else
	INPUTS=
fi

run_group() {
	local start p f s rc whole skips='' key=
	if key=$(group_key "$1") && group_reused "$1" "$key"; then
		return 0
	fi
	start=$(date +%s)
	bash tests/group.sh "$1" > "$LOGS/$1.out" 2>&1
	echo $? > "$LOGS/$1.rc"
	echo $(($(date +%s) - start)) > "$LOGS/$1.time"
	tally "$1"
	[ "$s" -eq 0 ] || skips=", $s skipped"
	echo "group $1: $((p + f + s)) checks, $f failed$skips," \
	    "$(cat "$LOGS/$1.time") s" >> "$ECTAB_PROGRESS"
	if [ -n "$key" ] && [ "$f" -eq 0 ] && [ "$s" -eq 0 ]; then
		group_keep "$1" "$key"
	fi
	return 0
}

# Runs the groups, costliest first, as many at a time as JOBS.
run_groups() {
	local g
	for g in $START; do
		while [ "$(jobs -rp | wc -l)" -ge "$JOBS" ]; do
			wait -n
		done
		run_group "$g" &
	done
	wait
}

# relay FILE PID: prints the lines added to FILE as they come, until
# process PID has ended and every line is printed.  What a read finds
# at the end of the file of a line still being written waits for the
# rest of it.
relay() {
	local line part='' last=''
	while :; do
		while IFS= read -r line; do
			printf '%s\n' "$part$line"
			part=
		done
		part=$part$line
		[ -z "$last" ] || return 0
		# Once PID has ended, one more reading, for its last lines.
		if kill -0 "$2" 2>/dev/null; then
			sleep 1
		else
			last=1
		fi
	done < "$1"
}

run_groups &
relay "$ECTAB_PROGRESS" $!
wait

passed=0 failed=0 skipped=0 kept=
for g in $ORDER; do
	cat "$LOGS/$g.out"
	tally "$g"
	[ "$whole" -eq 0 ] ||
	    echo "FAIL group $g: exit $rc after $p checks passed"
	passed=$((passed + p)) failed=$((failed + f)) skipped=$((skipped + s))
	echo "$((p + f + s))" > "$LOGS/$g.checks"
	[ "$f" -eq 0 ] || kept="$kept $g"
done
for g in $ORDER; do
	t=$(cat "$LOGS/$g.time")
	[ "$t" = reused ] || t="$t s"
	echo "group $g: $t, $(cat "$LOGS/$g.checks") checks"
done
cat "$ECTAB_STEPS"
# The folders of the groups that failed stay, with what their messages
# name; the rest of tests/build goes.
if [ -n "$kept" ]; then
	trap - EXIT
	for d in "$BUILD"/*; do
		case " $kept logs " in
		*" ${d#"$BUILD"/} "*) ;;
		*)	rm -rf "$d" ;;
		esac
	done
	echo "kept for the failures: tests/build/{$(echo $kept | tr ' ' ,),logs}"
fi
if [ $skipped -gt 0 ]; then
	echo "$passed passed, $failed failed, $skipped skipped"
else
	echo "$passed passed, $failed failed"
fi
[ $failed -eq 0 ]
