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
# The group of make check (tests/run.sh) of each consumer that no file
# of tests/groups/ names, gen/consumers/NAME/consumer.sh (group_names
# of tests/lib.sh): make NAME, that is the driver tests/consumers/run.sh
# NAME, with the options of the description's "# check:" line (all its
# configurations by default).  Each configuration is built stock and
# with ectab's files and tested by the library's own tests, and each
# one-word mutant must fail them.  The builds and results are kept in
# the cache (gen/cache.sh): where it has run before with the same
# sources and files, the group reuses them and says so.  Without the
# source tarball in ../shared/NAME/ the group is skipped, saying so
# (under CI=true that is a failure).  Its cost is the description's
# "# cost:" line.

# shellcheck disable=SC2046
count_lines "make $GROUP" bash tests/consumers/run.sh --skip-without-source \
    $(sed -n 's/^# check: *//p' "gen/consumers/$GROUP/consumer.sh") "$GROUP"
