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
# tests/groups/valgrind.sh, one group of make check (tests/run.sh):
# valgrind memcheck on ectab.

# valgrind memcheck on every output of the shipped catalog, on the export
# of every catalog curve and on the import of that export: no error and
# every heap block freed (GMP keeps no caches, and OpenSSL frees its own
# at exit, so nothing is excepted).
"$ECTAB" export -o "$BUILD/catalog.pem"
for run in "-t templates/libressl.tmpl" "-t templates/json.tmpl" \
    "-t templates/generic.tmpl" "-t templates/rust.tmpl" "audit" "audit --json" \
    "export" "import $BUILD/catalog.pem" "make --check gen/outputs.txt"; do
	name="valgrind: ectab $run: no errors, no leaks"
	if ! command -v valgrind >/dev/null; then
		skip "$name" "valgrind is not installed (make deps installs it)"
		continue
	fi
	case $run in
	export|import*)	operands="-o $BUILD/vg.out" ;;
	make*)		operands=$CURVES ;;
	*)		operands="-o $BUILD/vg.out $CURVES" ;;
	esac
	# shellcheck disable=SC2086
	valgrind --leak-check=full --show-leak-kinds=all \
	    --errors-for-leak-kinds=all --error-exitcode=99 \
	    "$ECTAB" $run $operands > "$BUILD/vg.log" 2>&1
	rc=$?
	if [ $rc -eq 0 ] && grep -q 'All heap blocks were freed' "$BUILD/vg.log" &&
	    grep -q 'ERROR SUMMARY: 0 errors' "$BUILD/vg.log"; then
		pass "$name"
	else
		fail "$name" "exit $rc: $(grep -m 3 -E 'ERROR SUMMARY|lost|Invalid' "$BUILD/vg.log")"
	fi
done
