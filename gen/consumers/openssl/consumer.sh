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
# OpenSSL, for the consumer driver (make openssl): the four files of
# files.txt (ecp_nistz256_table.c written whole, the gmul blocks of
# ecp_nistp224.c, ecp_nistp256.c and ecp_nistp521.c spliced in) in
# place of OpenSSL's, and the test programs that reach the tables,
# three ways:
#
#   x86-64         assembly, enable-ec_nistp_64_gcc_128: P-256 on the
#                  nistz256 assembly, P-224 and P-521 on nistp
#   x86-64-noasm   no-asm, enable-ec_nistp_64_gcc_128: P-224, P-256
#                  and P-521 on nistp
#   i386           -m32 (linux-x86): P-256 on the nistz256 x86
#                  assembly; nistp needs 128-bit integers
#
# OpenSSL is configured (Configure, not cmake) out of its tree and built
# with make: its generated headers, then libcrypto and the four test
# programs only.  The mutants change a word of the tables each build
# reads.

TITLE=OpenSSL
# ../shared/openssl/ holds more than one release: the tables are 3.0's.
SOURCE_VERSION=3.0.22
TOOLS="perl make python3"
CONFIGS="x86-64 x86-64-noasm i386"
# files.txt's lines, read once: a file, how it is written, its options.
FILES_TXT=$(sed '/^#/d; /^[[:space:]]*$/d' "$HERE/files.txt")
SOURCE_FILES=$(printf '%s\n' "$FILES_TXT" | cut -f1)
PROGRAMS="ec_internal_test ectest ecdsatest evp_test"
TARGETS=$(printf 'test/%s ' $PROGRAMS)
# The files of OpenSSL's evp_test data that multiply G on P-224, P-256
# or P-521 (test/recipes/30-test_evp.t runs them with the others): key
# pairs (the private keys carry no public key: it is computed as they
# load) and ECDSA's verifications.  evppkey_ecdh.txt and
# evppkey_kas.txt multiply the peer's points only.
EVP_FILES="evppkey_ecc.txt evppkey_ecdsa.txt"
# What OpenSSL would take from the environment, in its Configure, its
# make (a calling make's MAKEFLAGS: make openssl CC=clang) or its
# tests, that no key names.
unset AR AS CROSS_COMPILE HASHBANGPERL LD LDLIBS PERL RANLIB RC WINDRES \
    OPENSSL_LOCAL_CONFIG_DIR MAKEFLAGS MFLAGS MAKELEVEL OPENSSL_CONF \
    OPENSSL_MODULES OPENSSL_ENGINES OPENSSL_TEST_RAND_ORDER \
    HARNESS_OSSL_PREFIX

# Configure's options: the target and the tables' code, then what the
# tests do not need left out.
config_flags() {
	case $1 in
	x86-64)	echo "linux-x86_64 enable-ec_nistp_64_gcc_128" ;;
	x86-64-noasm)
		echo "linux-x86_64 no-asm enable-ec_nistp_64_gcc_128" ;;
	i386)	echo "linux-x86" ;;
	esac
	echo "no-shared no-module no-legacy no-engine no-comp no-async"
	echo "no-aria no-bf no-blake2 no-camellia no-cast no-chacha no-cmp"
	echo "no-cms no-ct no-des no-dsa no-idea no-md4 no-mdc2 no-ocb"
	echo "no-ocsp no-poly1305 no-rc2 no-rc4 no-rmd160 no-scrypt no-seed"
	echo "no-siphash no-siv no-sm2 no-sm3 no-sm4 no-srp no-ts"
	echo "no-whirlpool"
}

# configure DIR CONFIG: Configure run in DIR/build, compiling with
# ccache (cache_init's LAUNCHER) if there is one.
configure() {
	mkdir -p "$1/build" || return 1
	# shellcheck disable=SC2046
	(cd "$1/build" && perl ../src/Configure \
	    $(config_flags "$2" | grep -v '^#') \
	    CC="${LAUNCHER:+$LAUNCHER }${CC:-cc}")
}

# build DIR TARGET...: the generated files, then the targets; prints
# what it did.  The perlasm reads ecp_nistz256_table.c while it writes
# the assembly, and no rule says so: the assembly goes if the table is
# newer, to be generated from it again.
build() {
	local dir=$1 rc s
	shift
	for s in crypto/ec/ecp_nistz256-x86_64.s crypto/ec/ecp_nistz256-x86.S
	do
		[ "$dir/src/crypto/ec/ecp_nistz256_table.c" -nt \
		    "$dir/build/$s" ] && rm -f "$dir/build/$s"
	done
	{ make -C "$dir/build" -j"$(nproc)" build_generated &&
	    make -C "$dir/build" -j"$(nproc)" "$@"; } > "$dir/make.log" 2>&1
	rc=$?
	echo "$(grep -c -e '^[^ ]*perl ' -e '^CC="[^"]*" [^ ]*perl ' \
	    "$dir/make.log") generated," \
	    "$(grep -c ' -c -o ' "$dir/make.log") compiled," \
	    "$(grep -c -e '^ranlib ' -e '^[[:space:]]*-o test/' \
	    "$dir/make.log") linked"
	return $rc
}

# The lines of a failed build's log that say what went wrong.
build_errors() {
	grep -m 8 -i -e 'error' -e '\*\*\*' "$1/make.log"
}

# make_files DEST ORIG: each file of files.txt, made by ectab.
# shellcheck disable=SC2086
make_files() {
	local f how opts
	while IFS=$'\t' read -r f how opts; do
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
	done <<-EOF
	$FILES_TXT
	EOF
}

# The tests, a line each: a name and the program's arguments.
tests() {
	local f
	echo "ec_internal_test"
	echo "ectest"
	echo "ecdsatest"
	for f in $EVP_FILES; do
		echo "evp_test:$f -config ../src/test/default.cnf" \
		    "../src/test/recipes/30-test_evp_data/$f"
	done
}

tests_spec() {
	tests | paste -sd';'
}

# run_tests CONFIG DIR LOG WHAT: each program from the build folder,
# each line of its output prefixed with the test's name.
run_tests() {
	local name args rc=0
	: > "$3"
	while read -r name args; do
		# shellcheck disable=SC2086
		(cd "$2/build" && run_bits "$(config_bits "$1")" \
		    "test/${name%%:*}" $args) 2>&1 | sed "s/^/$name: /" >> "$3"
		[ "${PIPESTATUS[0]}" -eq 0 ] || rc=1
	done < <(tests)
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
	done < <(tests)
}

# A word of an entry the fast path reads, of the table each build
# reads.  The nistp code takes gmul's entry 1 (G) for the group's
# generator and falls back to the generic code if they differ: the
# mutants change entry 2 of the first comb, the first word after G's
# z = 1 (the first line "{1, 0...}}," after the declaration; no line
# between may be skipped over, hence [^\n]).
mutants() {
	local gmul='^static const \w+ gmul\[[^\n]*\n(?:[^\n]*\n)*?[ \t]*\{ 1(?:, 0)* \} \},$'
	local nistz='^static const BN_ULONG ecp_nistz256_precomputed'
	case $1 in
	x86-64|i386)
		echo "mutant-nistz256 ecp_nistz256_table.c $nistz" ;;
	esac
	case $1 in
	x86-64|x86-64-noasm)
		echo "mutant-nistp224 ecp_nistp224.c $gmul"
		echo "mutant-nistp521 ecp_nistp521.c $gmul" ;;
	esac
	case $1 in
	x86-64-noasm)
		echo "mutant-nistp256 ecp_nistp256.c $gmul" ;;
	esac
}
