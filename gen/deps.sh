#!/bin/sh
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
# Installs what ectab's build and tests need, on Debian 12, as root.
#
# The 32-bit reference is Debian's i386 OpenSSL (multiarch).  libssl-dev
# and libssl3 are "Multi-Arch: same": the amd64 and i386 packages must be
# the same version.  The archive does not always carry the same versions
# for both architectures (a security update may reach one first, or a
# mirror may be half synced), so this picks the newest version that both
# have and installs that one for both, up- or downgrading amd64 if need
# be.  If there is none, it says so and fails under CI=true.
#
# libgmp-dev is needed for both architectures too, to build a 32-bit
# ectab whose outputs must equal the 64-bit one's; the same matching
# applies to it.
#
# g++ and g++-multilib compile the headers as C++17, perl changes a
# word in some tests, cmake and ninja-build build group cache's small
# consumer.  rustc compiles the module of templates/rust.tmpl.
# valgrind and clang's libFuzzer runtime (libclang-rt-14-dev) serve the
# memory checks and the fuzzing; locales provides the non-C locales (de_DE.UTF-8, tr_TR.UTF-8)
# under which the outputs must not change.
#
# Each consumer, gen/consumers/NAME/, names the packages its builds
# need on a line "# packages: ..." of its consumer.sh, and says why
# there: they are installed with these.  ccache keeps the compilations
# of those builds, and of the tests' own, in the cache of gen/cache.sh,
# so that a build another clone or an earlier key made is not compiled
# again.
#
# libpari-dev and libecm-dev build ectab-certify (PARI/GP's primality
# certificates and quadratic sieve, GMP-ECM's elliptic-curve method),
# which make check runs on two small curves and make install installs;
# man-db's man finds its installed page in make check.
#
# python3-flask and python3-requests run CADO-NFS's cado-nfs.py, the
# number field sieve of ectab-certify (make cado builds it; make check
# does not need it).  iproute2's ss shows, where CADO-NFS is built, on
# which addresses its server listens.
#
# strace shows that ectab -o writes a character device's bytes into
# the device.
#
# qemu-user runs the 32-bit test programs on kernels built without 32-bit
# x86 support, where they cannot run natively.
#
# With --check it installs nothing, needs no root, and says whether all
# of the above is in place: exit 0 if it is, 1 naming what is missing.
set -eu

export DEBIAN_FRONTEND=noninteractive

# libssl-dev and libgmp-dev come last, at versions chosen below.
PACKAGES="make gcc g++ clang gcc-multilib g++-multilib libc6-dev cmake
    ninja-build xz-utils ccache libclang-rt-14-dev locales mandoc openssl
    python3 qemu-user rustc valgrind patch perl libpari-dev libecm-dev
    man-db python3-flask python3-requests strace iproute2
    $(sed -n 's/^# packages: *//p' "$(dirname "$0")"/consumers/*/consumer.sh)"

say() {
	echo "deps: $*"
}

installed() {
	dpkg-query -W -f '${Status} ${Version}\n' "$1" 2>/dev/null |
	    awk '$3 == "installed" { print $4 }'
}

# --check: what this script would install, is it installed?
check_installed() {
	local missing="" p l

	case " $(dpkg --print-foreign-architectures | tr '\n' ' ') " in
	*" i386 "*) ;;
	*)	missing="$missing the-i386-architecture" ;;
	esac
	for p in $PACKAGES; do
		[ -n "$(installed "$p")" ] || missing="$missing $p"
	done
	for p in libssl-dev libgmp-dev; do
		if [ -z "$(installed "$p:amd64")" ] ||
		    [ "$(installed "$p:amd64")" != "$(installed "$p:i386")" ]; then
			missing="$missing $p:amd64+i386(same-version)"
		fi
	done
	for l in de_DE tr_TR; do
		locale -a | grep -qx "$l.utf8" || missing="$missing locale-$l.UTF-8"
	done
	if [ -n "$missing" ]; then
		say "missing:$missing"
		return 1
	fi
	say "everything is installed"
}

if [ "${1:-}" = --check ]; then
	check_installed
	exit
fi

if [ "$(id -u)" != 0 ]; then
	say "run as root (apt-get install needs it)" >&2
	exit 1
fi

case " $(dpkg --print-foreign-architectures | tr '\n' ' ') " in
*" i386 "*) ;;
*)	say "adding the i386 architecture"
	dpkg --add-architecture i386 ;;
esac

# A failed index (say a mirror caught mid-sync) is not fatal: the lists
# that did arrive are enough, and the version matching below copes.
if ! apt-get update -q; then
	say "apt-get update reported errors; going on with the lists it has"
fi

# shellcheck disable=SC2086
apt-get install -y -q --no-install-recommends $PACKAGES

# Versions of package $1 offered for architecture $2, one a line.
versions() {
	apt-cache madison "$1:$2" 2>/dev/null |
	    awk -F'|' -v arch="$2" '$3 ~ (" " arch " ") { gsub(/ /, "", $2); print $2 }'
}

# Installs development package $1 and the libraries $2... it brings, at
# the newest version both amd64 and i386 offer.  Returns 1 if there is
# none (after installing the amd64 package alone).
install_both() {
	local dev=$1 common="" v p list
	for v in $(versions "$dev" amd64); do
		if versions "$dev" i386 | grep -qxF "$v"; then
			if [ -z "$common" ] ||
			    dpkg --compare-versions "$v" gt "$common"; then
				common=$v
			fi
		fi
	done
	if [ -z "$common" ]; then
		say "no $dev version is offered for both amd64 and i386:"
		say "  amd64: $(versions "$dev" amd64 | tr '\n' ' ')"
		say "  i386:  $(versions "$dev" i386 | tr '\n' ' ')"
		apt-get install -y -q --no-install-recommends "$dev"
		return 1
	fi
	if [ "$(installed "$dev:amd64")" = "$common" ] &&
	    [ "$(installed "$dev:i386")" = "$common" ]; then
		say "$dev $common installed for amd64 and i386"
		return 0
	fi
	say "installing $dev $common for amd64 and i386"
	list=
	for p in "$@" "$dev"; do
		list="$list $p:amd64=$common $p:i386=$common"
	done
	# shellcheck disable=SC2086
	apt-get install -y -q --no-install-recommends --allow-downgrades $list
}

# Locales for the reproducibility test.
for l in de_DE tr_TR; do
	if ! locale -a | grep -qx "$l.utf8"; then
		say "generating the locale $l.UTF-8"
		localedef -i "$l" -f UTF-8 "$l.UTF-8"
	fi
done

status=0
if ! install_both libssl-dev libssl3; then
	say "the 32-bit reference (libssl-dev:i386) cannot be installed"
	status=1
fi
if ! install_both libgmp-dev libgmp10 libgmpxx4ldbl; then
	say "the 32-bit build of ectab (libgmp-dev:i386) cannot be installed"
	status=1
fi
if [ $status -ne 0 ] && [ "${CI:-}" = true ]; then
	exit 1
fi
exit 0
