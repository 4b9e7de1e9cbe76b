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
# The cache: the build folders of the libraries that use ectab's
# outputs (LibreSSL, ...) and the results of their test suites, the
# results of make check's groups, and CADO-NFS's build, kept between
# runs and shared by every clone of the tree on the machine; and where
# the source tarballs of those builds are (shared_tarball).  Sourced,
# from the top of the tree, by the consumers' driver
# (tests/consumers/run.sh), by make check (tests/run.sh) and by make
# cado (gen/certify/build-cado.sh); run as a command by make check's
# groups (init, for ccache) and make distclean.
#
# The cache is ${ECTAB_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/ectab}.
# With ECTAB_CACHE=off there is none: builds go to gen/obj/nocache/,
# with make's build products, which make clean removes and make check
# and make NAME remove first; no result is reused, and ccache is not
# used.
#
# What is kept is kept under a key: the SHA-256 of a text that names,
# a line each, every input it depends on (the source's SHA-256, each
# patch's, the header's, the compiler and its version, the options, the
# architecture), written beside it as "key" for whoever wants to know
# why it was or was not reused.
#
#   CACHEDIR.TAG        marks the folder as a cache (backup tools skip
#                       it; make distclean removes no folder without it);
#                       written only into a folder new or empty
#   ccache/             ccache's store: the consumers' compilations
#   groups/results/KEY/ the result of a group of make check (tests/run.sh)
#   cado/               CADO-NFS's build (make cado)
#   NAME/DIR/           a build folder of consumer NAME; DIR names what
#                       is built and the first 16 digits of its key
#   NAME/DIR.lock       held by the one process that builds in DIR or
#                       runs something there; others wait
#   NAME/results/KEY/   the result of a suite under KEY: "key",
#                       "verdict" and logs; made in a folder of its own,
#                       then renamed into place, so it is whole or absent
#
# Every build folder and result is a function of its key alone: builds
# are made from scratch in a new folder, or brought up to date by the
# build system (ninja) from a file whose bytes changed, and take nothing
# from the environment that the key does not name (tests/consumers/run.sh
# clears CFLAGS and the like); results are reused under the same key
# only.
#
# usage: cache.sh path      print the cache's folder
#        cache.sh init      make it if need be, and print it
#        cache.sh remove    remove it (make distclean)

CACHE_KEEP_BUILDS=2
CACHE_KEEP_RESULTS=64

# Prints the cache's folder.  Run from the top of the tree.
cache_root() {
	case ${ECTAB_CACHE:-} in
	off)	echo "$PWD/gen/obj/nocache" ;;
	"")	echo "${XDG_CACHE_HOME:-$HOME/.cache}/ectab" ;;
	*)	realpath -m "$ECTAB_CACHE" ;;
	esac
}

# Makes the cache's folder $1 if need be, and marks it with CACHEDIR.TAG
# if it is new or empty: a folder that holds something else already
# (ECTAB_CACHE=/tmp) is used but never marked, so that cache.sh remove
# leaves it.
cache_make() {
	if [ ! -e "$1/CACHEDIR.TAG" ] &&
	    { [ ! -e "$1" ] || [ -z "$(ls -A "$1" 2>/dev/null)" ]; }; then
		mkdir -p "$1" &&
		printf '%s\n' "Signature: 8a477f597d28d172789f06886806bc55" \
		    "# ectab's cache of consumer builds (gen/cache.sh)" \
		    > "$1/CACHEDIR.TAG"
	fi
	mkdir -p "$1"
}

# cache_init NAME: sets CACHE (the cache's folder) and CDIR (consumer
# NAME's folder in it), making them, CCACHE to the options of cmake
# that put ccache before the compilers, and LAUNCHER to the command
# itself, for a build that cmake does not make (OpenSSL's Configure
# takes CC="ccache cc"); both empty without ccache or cache.
cache_init() {
	CACHE=$(cache_root)
	CDIR=$CACHE/$1
	cache_make "$CACHE" && mkdir -p "$CDIR/results" || return 1
	CCACHE= LAUNCHER=
	if [ "${ECTAB_CACHE:-}" != off ] && command -v ccache >/dev/null; then
		# Paths below CDIR are made relative, and the folder a
		# compiler runs in is not hashed (BoringSSL compiles with
		# -ggdb, whose debug information would otherwise tie an
		# object to its folder), so that build folders of other keys
		# share their compilations.
		export CCACHE_DIR=$CACHE/ccache CCACHE_BASEDIR=$CDIR \
		    CCACHE_NOHASHDIR=true
		CCACHE="-DCMAKE_C_COMPILER_LAUNCHER=ccache
		    -DCMAKE_CXX_COMPILER_LAUNCHER=ccache"
		LAUNCHER=ccache
	fi
}

# shared_tarball NAME VAR [VERSION]: prints the source tarball of a
# consumer, NAME-VERSION*.tar.xz or, as Debian names an upstream tarball
# (OpenSSL's), NAME_VERSION*.orig.tar.gz (VERSION empty by default):
# $VAR if set, or the one in ../shared/NAME/, or, in a clone of a tree
# on this machine, the one beside that tree.  Returns 1 if there is
# none, or more than one.  Run from the top of the tree.
shared_tarball() {
	local name=$1 version=${3:-} given origin dir found f
	given=$(eval "printf '%s' \"\${$2:-}\"")
	if [ -n "$given" ]; then
		[ -f "$given" ] || return 1
		echo "$given"
		return 0
	fi
	origin=$(git config --get remote.origin.url 2>/dev/null)
	for dir in "../shared/$name" "$origin/../shared/$name"; do
		found=
		for f in "$dir/$name-$version"*.tar.xz \
		    "$dir/${name}_$version"*.orig.tar.gz; do
			[ -f "$f" ] || continue
			[ -z "$found" ] || { found=; break; }
			found=$f
		done
		if [ -n "$found" ]; then
			echo "$found"
			return 0
		fi
	done
	return 1
}

# Prints the SHA-256 of standard input: the key of a key text.
key_of() {
	sha256sum | cut -c1-64
}

# cache_lock DIR: takes DIR's lock, waiting for another process that
# holds it.  A process holds one lock at a time, so none waits for
# another that waits for it.  The lock is taken again if, meanwhile,
# cache_prune removed the lock file it was taken on.  Programs a
# process starts while it holds the lock must not inherit it
# ({CACHE_LOCK_FD}>&-), lest one left running hold it.
cache_lock() {
	while :; do
		exec {CACHE_LOCK_FD}>"$1.lock" || return 1
		if ! flock -n "$CACHE_LOCK_FD"; then
			echo "cache: waiting for another run with" \
			    "${1#"$CACHE"/}" >&2
			flock "$CACHE_LOCK_FD"
		fi
		[ "$1.lock" -ef "/proc/self/fd/$CACHE_LOCK_FD" ] && return 0
		exec {CACHE_LOCK_FD}>&-
	done
}

cache_unlock() {
	[ -n "${CACHE_LOCK_FD:-}" ] && exec {CACHE_LOCK_FD}>&-
	CACHE_LOCK_FD=
}

# cache_prune PATTERN KEEP: removes the build folders of CDIR that
# PATTERN matches (a glob), but folder KEEP and the most recently used
# others, CACHE_KEEP_BUILDS in all; one in use (locked) is left alone.
cache_prune() {
	local d n=1 fd
	while IFS= read -r d; do
		[ "$d" = "$2" ] && continue
		if [ $n -lt $CACHE_KEEP_BUILDS ]; then
			n=$((n + 1))
			continue
		fi
		exec {fd}>"$d.lock" || continue
		if flock -n "$fd"; then
			rm -rf "$d"
			rm -f "$d.lock"
		fi
		exec {fd}>&-
	done < <(find "$CDIR" -mindepth 1 -maxdepth 1 -type d -name "$1" \
	    -printf '%T@ %p\n' | sort -rn | cut -d' ' -f2-)
	return 0
}

# result_find KEY COPY: copies the result under KEY, if there is one,
# into folder COPY (so that a run that replaces it meanwhile does not
# take it away), and marks it used; with ECTAB_CACHE=off there is none.
result_find() {
	local r=$CDIR/results/$1
	[ "${ECTAB_CACHE:-}" != off ] && [ -f "$r/verdict" ] || return 1
	rm -rf "$2"
	cp -R "$r" "$2" 2>/dev/null && [ -f "$2/verdict" ] || return 1
	touch -c "$r"
}

# result_keep FOLDER KEY: makes FOLDER (with its "key" and "verdict")
# the result under KEY, in place of an older one (a run with FRESH=1
# replaces what it did not reuse).  Then leaves the CACHE_KEEP_RESULTS
# most recently used results, and removes what runs that were stopped
# left half made a day ago.
result_keep() {
	local dest=$CDIR/results/$2 old
	if ! mv -T "$1" "$dest" 2>/dev/null; then
		old=$(mktemp -d "$dest.tmp.XXXXXX") &&
		    mv -T "$dest" "$old" 2>/dev/null
		mv -T "$1" "$dest" 2>/dev/null
		rm -rf "$1" "$old"
	fi
	touch -c "$dest"
	find "$CDIR/results" -mindepth 1 -maxdepth 1 -name '*.tmp.*' \
	    -mmin +1440 -exec rm -rf {} +
	find "$CDIR/results" -mindepth 1 -maxdepth 1 ! -name '*.tmp.*' \
	    -printf '%T@ %p\n' | sort -rn | cut -d' ' -f2- |
	    tail -n +$((CACHE_KEEP_RESULTS + 1)) | while IFS= read -r d; do
		rm -rf "$d"
	done
}

# Makes a folder for a result to be kept, in the results' folder so
# that result_keep can rename it.
result_new() {
	mktemp -d "$CDIR/results/$1.tmp.XXXXXX"
}

# step_begin WHAT: says that consumer build or suite WHAT starts, on
# the line "WHAT: started", so that its minutes are not silent: under
# make check it is added to the file $ECTAB_PROGRESS, whose lines
# tests/run.sh prints as they come (the group's own output is shown
# only at the end); otherwise it goes to standard error, out of the
# way of callers that read the script's output.  step says when WHAT
# ends.
step_begin() {
	if [ -n "${ECTAB_PROGRESS:-}" ]; then
		echo "$1: started" >> "$ECTAB_PROGRESS"
	else
		echo "$1: started" >&2
	fi
	return 0
}

# step WHAT HOW SECONDS: one line of make check's report of the
# consumers' builds and suites (tests/run.sh prints them after the
# groups' times), and the same on standard output and, under make
# check, at once in $ECTAB_PROGRESS (step_begin).
step() {
	local line="$1: $2 in $3 s"
	echo "$line"
	[ -n "${ECTAB_STEPS:-}" ] && echo "$line" >> "$ECTAB_STEPS"
	[ -n "${ECTAB_PROGRESS:-}" ] && echo "$line" >> "$ECTAB_PROGRESS"
	return 0
}

# As a command: cache.sh path | init | remove.
if [ "${BASH_SOURCE[0]}" = "$0" ]; then
	set -u
	cd "$(dirname "$0")/.." || exit 2
	dir=$(cache_root)
	case ${1:-} in
	path)	echo "$dir" ;;
	init)	cache_make "$dir" || exit 1
		echo "$dir" ;;
	remove)	if [ ! -d "$dir" ]; then
			exit 0
		elif [ ! -f "$dir/CACHEDIR.TAG" ]; then
			echo "cache.sh: $dir has no CACHEDIR.TAG: not ectab's cache, left alone" >&2
			exit 1
		fi
		rm -rf "$dir" ;;
	*)	echo "usage: cache.sh path | init | remove" >&2
		exit 2 ;;
	esac
fi
