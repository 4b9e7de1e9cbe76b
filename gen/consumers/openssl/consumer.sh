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
# OpenSSL, for the consumer driver (make openssl): the files of
# files.txt that a release has (ecp_nistz256_table.c and, from 3.2,
# ecp_sm2p256_table.c written whole; the gmul blocks of ecp_nistp224.c,
# ecp_nistp256.c, ecp_nistp521.c and, from 3.2, ecp_nistp384.c spliced
# in) in place of OpenSSL's, and the test programs that reach the
# tables, in two releases, a configuration's name saying which (3.0-,
# 3.5-), and these ways:
#
#   x86-64         assembly, enable-ec_nistp_64_gcc_128: P-256 on the
#                  nistz256 assembly, P-224, P-384 (3.5) and P-521 on
#                  nistp
#   x86-64-noasm   no-asm, enable-ec_nistp_64_gcc_128: P-224, P-256,
#                  P-384 (3.5) and P-521 on nistp
#   i386           -m32 (linux-x86): P-256 on the nistz256 x86
#                  assembly; nistp needs 128-bit integers
#   aarch64        (3.5) cross-compiled, run under qemu-aarch64:
#                  P-256 on the nistz256 ARMv8 assembly, SM2 on the
#                  sm2p256 one, which reads ecp_sm2p256_table.c
#
# OpenSSL is configured (Configure, not cmake) out of its tree and built
# with make: its generated headers, then libcrypto and the test
# programs only.  The mutants change a word of the tables each build
# reads.
#
# make check's group openssl (tests/consumer-group.sh) runs those of
# 3.5.7, the long-term release; 3.0.22's four tables group
# openssl-tables compares byte for byte with ectab's.
# check: --release 3.5.7
# cost: 900
#
# packages: perl libc6-dev-arm64-cross libgcc-12-dev-arm64-cross
# packages: binutils-aarch64-linux-gnu
# (perl runs OpenSSL's Configure and the perlasm that writes its
# assembly; perl-base, which every Debian has, lacks modules they use,
# IPC::Cmd.  clang cross-compiles the aarch64 build, the one whose
# assembly reads the SM2 table, with aarch64's C library, libgcc and
# binutils, and qemu-user's qemu-aarch64 runs its tests.  Not with
# Debian's cross gcc, gcc-aarch64-linux-gnu: gcc-multilib conflicts
# with it, and apt would remove gcc-multilib.)

TITLE=OpenSSL
TOOLS="perl make python3"
CONFIGS="3.0-x86-64 3.0-x86-64-noasm 3.0-i386
    3.5-x86-64 3.5-x86-64-noasm 3.5-i386 3.5-aarch64"
# files.txt's lines, read once: a file, how it is written, the first
# release that has it, its options.
FILES_TXT=$(sed '/^#/d; /^[[:space:]]*$/d' "$HERE/files.txt")
PROGRAMS="ec_internal_test ectest ecdsatest evp_test"
TARGETS=$(printf 'test/%s ' $PROGRAMS)
# The files of OpenSSL's evp_test data that multiply G on P-224, P-256,
# P-384 or P-521 (test/recipes/30-test_evp.t runs them with the
# others): key pairs (the private keys carry no public key: it is
# computed as they load) and ECDSA's verifications.  evppkey_ecdh.txt
# and evppkey_kas.txt multiply the peer's points only.  On aarch64,
# SM2's verifications (evppkey_sm2.txt) too.
EVP_FILES="evppkey_ecc.txt evppkey_ecdsa.txt"
EVP_FILES_SM2="evppkey_sm2.txt"
# What OpenSSL would take from the environment, in its Configure, its
# make (a calling make's MAKEFLAGS: make openssl CC=clang) or its
# tests, that no key names.
unset AR AS CROSS_COMPILE HASHBANGPERL LD LDLIBS PERL RANLIB RC WINDRES \
    OPENSSL_LOCAL_CONFIG_DIR MAKEFLAGS MFLAGS MAKELEVEL OPENSSL_CONF \
    OPENSSL_MODULES OPENSSL_ENGINES OPENSSL_TEST_RAND_ORDER \
    HARNESS_OSSL_PREFIX

# The release of OpenSSL that configuration $1 builds.
config_release() {
	case $1 in
	3.0-*)	echo 3.0.22 ;;
	3.5-*)	echo 3.5.7 ;;
	esac
}

config_arch() {
	case $1 in
	*-aarch64) echo aarch64 ;;
	esac
}

# Configure's options: the target and the tables' code, then what the
# tests do not need left out.  The binary curves (ec2m) read no table
# of G, and their arithmetic would be most of the tests' time (482 of
# ecdsatest's 724 signatures with known nonces are on binary curves).
# SM2 (and SM3, which its signatures hash with) stays on aarch64, the
# one target that reads its table.
config_flags() {
	case ${1#*-} in
	x86-64)	echo "linux-x86_64 enable-ec_nistp_64_gcc_128" ;;
	x86-64-noasm)
		echo "linux-x86_64 no-asm enable-ec_nistp_64_gcc_128" ;;
	i386)	echo "linux-x86" ;;
	aarch64) echo "linux-aarch64" ;;
	esac
	echo "no-shared no-module no-legacy no-engine no-comp no-async"
	echo "no-aria no-bf no-blake2 no-camellia no-cast no-chacha no-cmp"
	echo "no-cms no-ct no-des no-dsa no-idea no-md4 no-mdc2 no-ocb"
	echo "no-ocsp no-poly1305 no-rc2 no-rc4 no-rmd160 no-scrypt no-seed"
	echo "no-siphash no-siv no-sm4 no-srp no-ts no-whirlpool no-ec2m"
	[ "$(config_arch "$1")" = aarch64 ] || echo "no-sm2 no-sm3"
	case $1 in
	3.0-*)	;;
	*)	echo "no-ml-dsa no-ml-kem no-slh-dsa" ;;
	esac
}

# configure DIR CONFIG: Configure run in DIR/build, compiling with
# ccache (cache_init's LAUNCHER) if there is one; for another
# architecture, with the driver's compiler for it (arch_cc) and its
# binutils, named whole (Configure's --cross-compile-prefix would go
# before ccache too).
configure() {
	local arch cc=${CC:-cc} tools=()
	arch=$(config_arch "$2")
	if [ -n "$arch" ]; then
		cc=$(arch_cc "$2")
		tools=("AR=$arch-linux-gnu-ar" "RANLIB=$arch-linux-gnu-ranlib")
	fi
	mkdir -p "$1/build" || return 1
	# shellcheck disable=SC2046
	(cd "$1/build" && perl ../src/Configure \
	    $(config_flags "$2" | grep -v '^#') \
	    CC="${LAUNCHER:+$LAUNCHER }$cc" "${tools[@]}")
}

# build DIR TARGET...: the generated files, then the targets; prints
# what it did.  The perlasm reads ecp_nistz256_table.c while it writes
# the assembly (ecp_nistz256-x86_64.s, -x86.S, -armv8.S), and no rule
# says so: the assembly goes if the table is newer, to be generated
# from it again.
build() {
	local dir=$1 rc s
	shift
	for s in "$dir"/build/crypto/ec/ecp_nistz256-*.[sS]; do
		[ "$dir/src/crypto/ec/ecp_nistz256_table.c" -nt "$s" ] &&
		    rm -f "$s"
	done
	{ make -C "$dir/build" -j"$(nproc)" build_generated &&
	    make -C "$dir/build" -j"$(nproc)" "$@"; } > "$dir/make.log" 2>&1
	rc=$?
	echo "$(grep -c -e '^[^ ]*perl ' -e '^CC="[^"]*" [^ ]*perl ' \
	    "$dir/make.log") generated," \
	    "$(grep -c ' -c -o ' "$dir/make.log") compiled," \
	    "$(grep -c -e '^[^ ]*ranlib ' -e '^[[:space:]]*-o test/' \
	    "$dir/make.log") linked"
	return $rc
}

# The lines of a failed build's log that say what went wrong.
build_errors() {
	grep -m 8 -i -e 'error' -e '\*\*\*' "$1/make.log"
}

# The lines of files.txt of the files that release SOURCE_VERSION
# has: those whose "since" (major.minor) is not newer.
release_lines() {
	printf '%s\n' "$FILES_TXT" | awk -F'\t' -v release="$SOURCE_VERSION" '
	    BEGIN { split(release, r, ".") }
	    {
		split($3, s, ".")
		if (s[1] + 0 < r[1] + 0 ||
		    (s[1] + 0 == r[1] + 0 && s[2] + 0 <= r[2] + 0))
			print
	    }'
}

source_files() {
	release_lines | cut -f1
}

# make_files DEST ORIG: each file of files.txt that the release has,
# made by ectab.
# shellcheck disable=SC2086
make_files() {
	local f how opts
	while IFS=$'\t' read -r f how _ opts; do
		mkdir -p "$1/${f%/*}" || return 1
		case $how in
		whole)	python3 "$HERE/openssl.py" notice "$2/$f" \
			    > "$1/$f.notice" && [ -s "$1/$f.notice" ] &&
			    "$ECTAB" $opts --notice "$1/$f.notice" -o "$1/$f" &&
			    rm "$1/$f.notice" ;;
		gmul)	"$ECTAB" $opts -o "$1/$f.gmul" &&
			    cp "$2/$f" "$1/$f" &&
			    python3 "$HERE/openssl.py" splice "$1/$f.gmul" \
			    "$1/$f" && rm "$1/$f.gmul" ;;
		*)	false ;;
		esac || return 1
	done < <(release_lines)
}

# The tests of configuration $1, a line each: a name and the program's
# arguments.
tests() {
	local f files=$EVP_FILES
	[ "$(config_arch "$1")" != aarch64 ] || files="$files $EVP_FILES_SM2"
	echo "ec_internal_test"
	echo "ectest"
	echo "ecdsatest"
	for f in $files; do
		echo "evp_test:$f -config ../src/test/default.cnf" \
		    "../src/test/recipes/30-test_evp_data/$f"
	done
}

# The tests of the configuration at hand (the driver's CONFIG).
# shellcheck disable=SC2153
tests_spec() {
	tests "$CONFIG" | paste -sd';'
}

# run_tests CONFIG DIR LOG WHAT: each program from the build folder,
# each line of its output prefixed with the test's name.
run_tests() {
	local name args rc=0
	: > "$3"
	while read -r name args; do
		# shellcheck disable=SC2086
		(cd "$2/build" && run_prog "$1" "test/${name%%:*}" $args) 2>&1 |
		    sed "s/^/$name: /" >> "$3"
		[ "${PIPESTATUS[0]}" -eq 0 ] || rc=1
	done < <(tests "$1")
	return $rc
}

# The TAP lines of OpenSSL's test programs: "ok N - NAME" for a test,
# indented four spaces under "# Subtest: NAME" for the iterations of
# one; a case is the test's name with its subtest's.  Skipped ones are
# left out.
cases() {
	awk '{
		name = $1; sub(/:$/, "", name)
		line = substr($0, length($1) + 2)
		match(line, /^ */)
		depth = RLENGTH / 4
		line = substr(line, RLENGTH + 1)
		if (line ~ /^# Subtest: /) {
			title[depth] = substr(line, 12)
			next
		}
		if (line !~ /^(not )?ok [0-9]+ - /)
			next
		if (line ~ / # skipped$/)
			next
		verdict = line ~ /^ok/ ? "passed" : "failed"
		sub(/^(not )?ok [0-9]+ - /, "", line)
		for (i = depth; i > 0; i--)
			line = title[i] ": " line
		print name ": " line, verdict
	}' "$1"
}

# A result's cases by test program, its tests (TAP's top level) and
# their iterations (a level down) apart, and, for evp_test, the
# stanzas of its file that its one test ran, from the log: "ectest 19
# tests, 823 iterations; evp_test:evppkey_ecc.txt 1 test, 1 iteration,
# 442 stanzas (1 skipped); ecdsatest ... (2 failed)".
cases_by() {
	awk -v logf="$2" '
	    FILENAME == logf {
		if (match($0, /# Completed [0-9]+ tests with [0-9]+ errors and [0-9]+ skipped$/)) {
			prog = $1; sub(/:$/, "", prog)
			split(substr($0, RSTART), w, " ")
			stanzas[prog] = w[3] " stanzas"
			if (w[6] + w[9] > 0)
				stanzas[prog] = stanzas[prog] " (" (w[6] ? w[6] \
				    " errors" (w[9] ? ", " : "") : "") \
				    (w[9] ? w[9] " skipped" : "") ")"
		}
		next
	    }
	    {
		prog = $1; sub(/:$/, "", prog)
		if (!(prog in seen)) {
			order[++n] = prog
			seen[prog] = 1
		}
		if ($NF == "failed")
			failed[prog]++
		else if (index(substr($0, length($1) + 2), ": ") > 0)
			iters[prog]++
		else
			tests[prog]++
	    }
	    function plural(k, what) {
		return k + 0 " " what (k == 1 ? "" : "s")
	    }
	    END {
		for (i = 1; i <= n; i++) {
			p = order[i]
			printf "%s%s %s, %s", (i > 1 ? "; " : ""), p,
			    plural(tests[p], "test"),
			    plural(iters[p], "iteration")
			if (p in stanzas)
				printf ", %s", stanzas[p]
			if (failed[p])
				printf " (%d failed)", failed[p]
		}
		print ""
	    }' "$1" "$2"
}

# The tests a mutant fails, by program, not their iterations:
# "ectest: internal_curve_test, nistp_single_test; ecdsatest: ...".
caught_names() {
	printf '%s\n' "$1" | grep -v -e ': iteration [0-9]*$' \
	    -e ' - iteration [0-9]*$' | awk '{
		prog = $1; sub(/:$/, "", prog)
		test = substr($0, length($1) + 2)
		if (prog in tests) {
			tests[prog] = tests[prog] ", " test
		} else {
			order[++n] = prog
			tests[prog] = test
		}
	    }
	    END {
		for (i = 1; i <= n; i++)
			printf "%s%s: %s", (i > 1 ? "; " : ""), order[i],
			    tests[order[i]]
		print ""
	    }'
}

# Every test ran to its end: as many results at the top as its plan
# ("1..N") counts.
whole_run() {
	local name args
	while read -r name args; do
		awk -v name="$name: " '
		    index($0, name) == 1 {
			line = substr($0, length(name) + 1)
			if (line ~ /^1\.\.[0-9]+$/)
				plan = substr(line, 4)
			else if (line ~ /^(not )?ok [0-9]+ - /)
				n++
		    }
		    END { exit !(plan != "" && n == plan) }' "$1" || return 1
	done < <(tests "$CONFIG")
}

# made FILE: true if ectab's files of the release at hand (the
# driver's FILES) have crypto/ec/FILE.
# shellcheck disable=SC2153
made() {
	case " $FILES " in
	*" crypto/ec/$1 "*) return 0 ;;
	esac
	return 1
}

# A word of an entry the fast path reads, of the table each build
# reads (of those the release has).  The nistp code takes gmul's entry
# 1 (G) for the group's generator and, if they differ, treats G as any
# other point, with multiples it computes at run time: the mutants
# change entry 2 of the first comb, the first word after G's z = 1 (the
# first line "{1, 0...}}," after the declaration; no line between may
# be skipped over, hence [^\n]).  SM2's entry 0 of each subtable is
# zeros that the code never reads (a zero digit adds nothing): its
# mutant changes entry 1 of subtable 0, G, the first word after the
# declaration's next line.
mutants() {
	local gmul='^static const \w+ gmul\[[^\n]*\n(?:[^\n]*\n)*?[ \t]*\{ 1(?:, 0)* \} \},$'
	local nistz='^static const BN_ULONG ecp_nistz256_precomputed'
	local sm2='^const BN_ULONG ecp_sm2p256_precomputed[^\n]*\n[^\n]*$'
	local c
	case ${1#*-} in
	x86-64|i386|aarch64)
		echo "mutant-nistz256 ecp_nistz256_table.c $nistz" ;;
	esac
	case ${1#*-} in
	x86-64|x86-64-noasm)
		for c in 224 384 521; do
			! made "ecp_nistp$c.c" ||
			    echo "mutant-nistp$c ecp_nistp$c.c $gmul"
		done ;;
	esac
	case ${1#*-} in
	x86-64-noasm)
		echo "mutant-nistp256 ecp_nistp256.c $gmul" ;;
	aarch64)
		! made ecp_sm2p256_table.c ||
		    echo "mutant-sm2p256 ecp_sm2p256_table.c $sm2" ;;
	esac
}
