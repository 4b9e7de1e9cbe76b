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
# Group one-folder of make check (tests/run.sh): a consumer is one
# folder.  In a copy of the tree, gen/consumers/mbedtls/ is copied to
# gen/consumers/throwaway/ and nothing else is edited: make check's
# groups then hold a group throwaway (tests/consumer-group.sh, its
# cost the description's), make throwaway runs the driver on it with
# THROWAWAY naming its source, and the driver runs it, on Mbed TLS's
# tarball (THROWAWAY_TARBALL), in one configuration: stock and with
# ectab's block, every check passing and each mutant caught.  Its
# builds and results are kept in the cache under the name throwaway.
#
# cost: 120

T=$(cd "$BUILD" && pwd)
if ! tarball=$(consumer_tarball mbedtls); then
	skip "a consumer copied under a new name runs" \
	    "no Mbed TLS source tarball in ../shared/mbedtls/ (set MBEDTLS_TARBALL)"
	return 0
fi
tarball=$(realpath "$tarball")
# The tree as git has it, and what is not committed yet, without what
# make and make check build.
mkdir -p "$T/tree"
find . \( -path ./.git -o -path ./gen/obj -o -path ./tests/build \) -prune \
    -o -type f -print0 | xargs -0 cp --parents -t "$T/tree"
cp -R "$T/tree" "$T/before"
cp -R gen/consumers/mbedtls "$T/tree/gen/consumers/throwaway"
ectab=$(cd "$(dirname "$ECTAB")" && pwd)/${ECTAB##*/}

what="the copy differs from the tree by the new folder alone"
if out=$(diff -r -x throwaway "$T/before" "$T/tree" 2>&1) &&
    [ -f "$T/tree/gen/consumers/throwaway/consumer.sh" ]; then
	pass "$what"
else
	fail "$what" "$out"
fi

what="make check's groups hold a group throwaway, run by tests/consumer-group.sh at its description's cost"
got=$(cd "$T/tree" && bash -c '. tests/lib.sh
    group_names | grep -x throwaway; group_file throwaway; group_cost throwaway')
want="throwaway
tests/consumer-group.sh
$(sed -n 's/^# cost: *\([0-9]*\).*/\1/p' gen/consumers/mbedtls/consumer.sh)"
if [ "$got" = "$want" ]; then
	pass "$what"
else
	fail "$what" "got: $(echo $got); want: $(echo $want)"
fi

what="make throwaway runs the driver on it, THROWAWAY naming the source"
got=$(make -s -n -C "$T/tree" throwaway THROWAWAY=/src.tar.xz 2>&1 |
    tr -s '\\\n' '  ')
case $got in
*"bash tests/consumers/run.sh throwaway '/src.tar.xz'"*)
	pass "$what" ;;
*)	fail "$what" "make -n said: $got" ;;
esac

# The driver, as make check's group would run it, in one configuration.
(cd "$T/tree" && env THROWAWAY_TARBALL="$tarball" ECTAB="$ectab" \
    bash tests/consumers/run.sh --skip-without-source --config x86-64 \
    throwaway > "$T/run.out" 2>&1)
rc=$?
what="the driver runs the copy: stock, ectab's block, each mutant caught"
if [ $rc -eq 0 ] &&
    grep -q '^PASS Mbed TLS x86-64: every test case that passes on stock passes with ectab' "$T/run.out" &&
    [ "$(grep -c '^PASS Mbed TLS x86-64: mutant-.* fails [0-9]* test cases' "$T/run.out")" -ge 2 ] &&
    ! grep -q '^FAIL ' "$T/run.out" &&
    grep -q '^throwaway x86-64 stock ' "$T/run.out"; then
	pass "$what ($(tail -n 1 "$T/run.out"))"
else
	fail "$what" "exit $rc:
$(sed 's/^/    /' "$T/run.out" | tail -n 20)"
fi
