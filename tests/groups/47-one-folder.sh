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
# gen/consumers/throwaway/, whose "# check:" line is set to one
# configuration, and nothing outside the new folder is edited.  Then
# make check's groups hold a group throwaway (tests/consumer-group.sh,
# its cost the description's), make throwaway runs the driver on it
# with THROWAWAY naming its source, and the group runs, as make check
# runs it, on Mbed TLS's tarball (THROWAWAY_TARBALL): stock and with
# ectab's block, every check passing and each mutant caught.  Its
# builds and results stay in the cache under the name throwaway (make
# distclean removes them).
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
find . \( -path ./.git -o -path ./gen/obj -o -path ./tests/build \
    -o -name __pycache__ \) -prune \
    -o -type f -print0 | xargs -0 cp --parents -t "$T/tree"
cp -R gen/consumers/mbedtls "$T/tree/gen/consumers/throwaway"
sed -i 's/^# check:.*//; s/^# cost:/# check: --config x86-64\n&/' \
    "$T/tree/gen/consumers/throwaway/consumer.sh"
ectab=$(cd "$(dirname "$ECTAB")" && pwd)/${ECTAB##*/}

what="make check's groups hold a group throwaway"
what="$what, run by tests/consumer-group.sh at its description's cost"
got=$(cd "$T/tree" && bash -c '. tests/lib.sh; group_names |
    grep -x throwaway; group_file throwaway; group_cost throwaway')
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

# The group, as make check runs it.
(cd "$T/tree" && env THROWAWAY_TARBALL="$tarball" ECTAB="$ectab" \
    bash tests/group.sh throwaway > "$T/run.out" 2>&1)
rc=$?
what="make check's group throwaway runs the driver on the copy:"
what="$what stock, ectab's block, each mutant caught"
if [ $rc -eq 0 ] && grep -q '^PASS Mbed TLS x86-64: every test case that passes on stock passes with ectab' \
    "$T/run.out" &&
    [ "$(grep -c '^PASS Mbed TLS x86-64: mutant-.* fails [0-9]* test cases' \
    "$T/run.out")" -ge 2 ] && ! grep -q '^FAIL ' "$T/run.out" &&
    grep -q '^throwaway x86-64 stock ' "$T/run.out" &&
    ! grep -q '^throwaway i386' "$T/run.out"; then
	pass "$what ($(grep -c '^PASS ' "$T/run.out") checks)"
else
	fail "$what" "exit $rc:
$(sed 's/^/    /' "$T/run.out" | tail -n 20)"
fi
