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
# FRESH=1 runs the consumers' suites even where a result is kept for
# their key.
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
# checked nothing.
tally() {
	p=$(grep -c '^PASS ' "$LOGS/$1.out")
	f=$(grep -c '^FAIL ' "$LOGS/$1.out")
	s=$(grep -c '^SKIP ' "$LOGS/$1.out")
	rc=$(cat "$LOGS/$1.rc")
	whole=0
	if { [ "$rc" -ne 0 ] && [ "$f" -eq 0 ]; } || [ "$p" -eq 0 ]; then
		whole=1 f=$((f + 1))
	fi
}

run_group() {
	local start p f s rc whole skips=''
	start=$(date +%s)
	bash tests/group.sh "$1" > "$LOGS/$1.out" 2>&1
	echo $? > "$LOGS/$1.rc"
	echo $(($(date +%s) - start)) > "$LOGS/$1.time"
	tally "$1"
	[ "$s" -eq 0 ] || skips=", $s skipped"
	echo "group $1: $((p + f + s)) checks, $f failed$skips," \
	    "$(cat "$LOGS/$1.time") s" >> "$ECTAB_PROGRESS"
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
	echo "group $g: $(cat "$LOGS/$g.time") s," \
	    "$(cat "$LOGS/$g.checks") checks"
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
