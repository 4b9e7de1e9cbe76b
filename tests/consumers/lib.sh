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
# What the consumer driver (tests/consumers/run.sh) and the test
# scripts share (sourced, from the top of the tree; tests/lib.sh sources
# it): the reference checker's functions, which count PASS/FAIL/SKIP
# lines and run 32-bit x86 programs (gen/checker/lib.sh); the cache of
# consumer builds, which finds a consumer's source tarball
# (shared_tarball, gen/cache.sh); a curve of the catalog under another
# name; the programs a run needs; LibreSSL's series.

# shellcheck source=gen/checker/lib.sh
. gen/checker/lib.sh
# shellcheck source=gen/cache.sh
. gen/cache.sh

# curve_copy CURVE NAME: CURVE of the catalog (gen/curves/*.txt) as a
# curve named NAME, without its aliases, OID, NID, comment, seed and
# SafeCurves name: a curve of a user's own.
curve_copy() {
	awk -v curve="$1" -v name="$2" '
	    /^curve / { take = $2 == curve; if (take) print "curve " name; next }
	    take && /^ *(alias|oid|nid|comment|safecurves|seed):/ { next }
	    take { print }' gen/curves/*.txt
}

# consumer_tarball NAME [VERSION]: the source tarball of consumer NAME
# (of release VERSION): the file $NAME_TARBALL_VERSION names
# (OPENSSL_TARBALL_3_5_7), or $NAME_TARBALL if, for a release, its name
# is of that release (NAME-VERSION* or NAME_VERSION*), or the one in
# ../shared/NAME/ (shared_tarball).  Returns 1 if there is none.
consumer_tarball() {
	local var given per
	var=$(printf '%s' "$1" | tr '[:lower:]-' '[:upper:]_')_TARBALL
	if [ -n "${2:-}" ]; then
		per=${var}_$(printf '%s' "$2" | tr -c '[:alnum:]' _)
		given=${!var:-}
		if [ -n "${!per:-}" ]; then
			var=$per
		elif [ -n "$given" ]; then
			case ${given##*/} in
			"$1-$2"*|"$1_$2"*) ;;
			*)	var=$per ;;
			esac
		fi
	fi
	shared_tarball "$1" "$var" "${2:-}"
}

# Prints the first of the programs named that is not installed; returns
# 1 if there is one.
missing_tool() {
	local tool
	for tool in "$@"; do
		if ! command -v "$tool" >/dev/null; then
			echo "$tool"
			return 1
		fi
	done
	return 0
}

# The series of LibreSSL diffs that ectab make writes into out/openbsd/,
# in order: the files of gen/outputs.txt's lines there.
openbsd_series() {
	sed -n 's,^\(out/openbsd/[^[:space:]#]*\)[[:space:]].*,\1,p' \
	    gen/outputs.txt
}
