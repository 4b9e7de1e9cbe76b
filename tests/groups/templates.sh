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
# tests/groups/templates.sh, one group of make check (tests/run.sh):
# Templates: the renderer, and the Rust module compiled and used.

# --- templates -------------------------------------------------------------------

# The Rust module, for 16-, 32- and 64-bit words, compiled and used.
name="templates/rust.tmpl renders a module rustc compiles"
mkdir -p "$BUILD/rust"
cp tests/rust_check.rs "$BUILD/rust/"
if ! "$ECTAB" -t templates/rust.tmpl -w 16,32,64 -o "$BUILD/rust/ectab_curves.rs" $CURVES; then
	fail "$name" "ectab failed"
elif ! command -v rustc >/dev/null; then
	skip "$name" "rustc is not installed (make deps installs it)"
elif ! out=$(cd "$BUILD/rust" && rustc --edition 2021 -D warnings -o check rust_check.rs 2>&1); then
	fail "$name" "$out"
else
	pass "$name ($(rustc --version))"
	count_lines "the Rust module's constants" "$BUILD/rust/check"
fi

count_lines "template renderer" bash tests/templates.sh "$ECTAB" "$BUILD"
