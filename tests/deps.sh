#!/bin/sh
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
# rustc compiles the module of templates/rust.tmpl.
#
# qemu-user runs the 32-bit test programs on kernels built without 32-bit
# x86 support, where they cannot run natively.
set -eu

export DEBIAN_FRONTEND=noninteractive

# libssl-dev comes last, at a version chosen below.
PACKAGES="make gcc g++ clang gcc-multilib g++-multilib libc6-dev libgmp-dev
    python3 qemu-user rustc"

say() {
	echo "deps: $*"
}

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

# The newest version of libssl-dev that both architectures offer.
common=""
for v in $(versions libssl-dev amd64); do
	if versions libssl-dev i386 | grep -qxF "$v"; then
		if [ -z "$common" ] || dpkg --compare-versions "$v" gt "$common"
		then
			common=$v
		fi
	fi
done

if [ -z "$common" ]; then
	say "no libssl-dev version is offered for both amd64 and i386:"
	say "  amd64: $(versions libssl-dev amd64 | tr '\n' ' ')"
	say "  i386:  $(versions libssl-dev i386 | tr '\n' ' ')"
	say "the 32-bit reference (libssl-dev:i386) cannot be installed"
	apt-get install -y -q --no-install-recommends libssl-dev
	if [ "${CI:-}" = true ]; then
		exit 1
	fi
	exit 0
fi

installed() {
	dpkg-query -W -f '${Status} ${Version}\n' "$1" 2>/dev/null |
	    awk '$3 == "installed" { print $4 }'
}

if [ "$(installed libssl-dev:amd64)" = "$common" ] &&
    [ "$(installed libssl-dev:i386)" = "$common" ]; then
	say "libssl-dev $common installed for amd64 and i386"
	exit 0
fi

say "installing libssl-dev $common for amd64 and i386"
apt-get install -y -q --no-install-recommends --allow-downgrades \
    "libssl3:amd64=$common" "libssl3:i386=$common" \
    "libssl-dev:amd64=$common" "libssl-dev:i386=$common"
