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
# wolfSSL, for the consumer driver (make wolfssl): the blocks of
# files.txt of the SP files that a build on x86-64 compiles
# (wolfcrypt/src/sp_c32.c, sp_c64.c, sp_x86_64.c) spliced in place of
# wolfSSL's (wolfssl.py splice), and wolfSSL's tests, testwolfcrypt and
# unit.test, four ways, each with P-256, P-384 and P-521 on SP:
#
#   c64            SP in C, 64-bit words (sp_c64.c: 256-entry combs)
#   c32            SP in C, 32-bit words on this 64-bit host
#                  (SP_WORD_SIZE=32 selects sp_c32.c: 256-entry combs)
#   x86-64         SP in x86-64 assembly (sp_x86_64.c: the signed-window
#                  tables, 2405, 3575 and 4875 entries)
#   x86-64-small   the same, WOLFSSL_SP_SMALL (sp_x86_64.c: the
#                  64-entry combs)
#
# The ARM files (sp_arm32.c, sp_arm64.c, sp_armthumb.c, sp_cortexm.c)
# and sp_dsp32.c have no build here.  wolfSSL's tarball is a git export
# without configure: autogen.sh (autoconf, automake, libtool) makes it;
# the tree is configured and built in place, with make.  ectab's blocks
# go into a tree with the patches of patches/ (testwolfcrypt's test of
# every entry of the tables).  The mutants change a limb of an entry
# of each table each build reads, one a curve.
#
# packages: autoconf automake libtool
# (wolfSSL's tarball is a git export with autogen.sh but no configure
# script; m4, which autoconf runs, comes with autoconf)

TITLE=wolfSSL
TOOLS="make autoconf automake libtoolize m4 python3"
CONFIGS="c64 c32 x86-64 x86-64-small"
SOURCE_VERSION=5.9.2
SOURCE_FILES="wolfcrypt/src/sp_c32.c wolfcrypt/src/sp_c64.c
    wolfcrypt/src/sp_x86_64.c"
# files.txt's lines, read once: a file and the options that write one
# of its blocks.
FILES_TXT=$(sed '/^#/d; /^[[:space:]]*$/d' "$HERE/files.txt")
TARGETS="wolfcrypt/test/testwolfcrypt tests/unit.test"
# patches/ holds the patch of wolfSSL's tree: a test that checks every
# entry of the tables (the driver builds ectab's files in a tree of
# their own, patched; the cases the patches add count as stock's).
# What configure, make or the tests would take from the environment
# that no key names: autoconf's and libtool's tools, wolfSSL's
# EXTRA_* flags, a calling make's MAKEFLAGS (make wolfssl -j2).
unset AR AS CCAS CCASFLAGS CPP LD LIBS NM OBJDUMP RANLIB \
    LT_SYS_LIBRARY_PATH EXTRA_CFLAGS EXTRA_CPPFLAGS EXTRA_CCASFLAGS \
    EXTRA_LDFLAGS MAKEFLAGS MFLAGS MAKELEVEL

# configure's arguments, one a line.  SP with ECC, which on x86-64
# enables P-256, P-384 and P-521 (--enable-sp=yes and small both do);
# without --enable-sp-asm the SP code is C, of the word size that
# sp_int.h picks (64 bits here, unless SP_WORD_SIZE says otherwise).
# Static, so that the test programs are programs, not libtool's
# wrappers.  TEST_ALWAYS_RUN_TO_END: testwolfcrypt goes on after a
# failed test, so that a mutant's run names every test it fails.
# WOLFSSL_SP_TABLE_CHECK: the patch's test of every entry of the
# tables, which wolfSSL compiles only when asked.
# Nothing else is left out: of a build's 105 s of compiling (50 s on
# two cores), most is TLS and the tests themselves (internal.c, test.c,
# api.c, ssl.c, tls.c), which unit.test needs; what the EC tests could
# do without (ML-KEM, SHA-3, ...) is a few seconds, and the cases of
# TLS with P-256 (hybrid groups with ML-KEM among them) would go.
config_flags() {
	local cflags="-DTEST_ALWAYS_RUN_TO_END -DWOLFSSL_SP_TABLE_CHECK"
	case $1 in
	c64)	echo --enable-sp ;;
	c32)	echo --enable-sp
		cflags="$cflags -DSP_WORD_SIZE=32" ;;
	x86-64)	echo --enable-sp
		echo --enable-sp-asm ;;
	x86-64-small)
		echo --enable-sp=small
		echo --enable-sp-asm ;;
	esac
	echo --enable-ecc
	echo --disable-shared
	echo --enable-static
	echo "CFLAGS=$cflags"
}

# What testwolfcrypt's first lines say of configuration $1's SP code:
# the file it is compiled from, and "small" for a small build.
sp_build() {
	case $1 in
	c64)	echo sp_c64.c ;;
	c32)	echo sp_c32.c ;;
	x86-64)	echo sp_x86_64.c ;;
	x86-64-small) echo "sp_x86_64.c small" ;;
	esac
}

# autogen.sh makes configure (and the empty stand-ins of the FIPS files
# that a git export lacks); it needs no network.
prepare() {
	(cd "$1/src" && ./autogen.sh)
}

# configure DIR CONFIG: configure, in the tree, compiling with ccache
# (cache_init's LAUNCHER) if there is one.
configure() {
	local args
	mapfile -t args < <(config_flags "$2" | grep -v '^#')
	(cd "$1/src" && ./configure "${args[@]}" \
	    CC="${LAUNCHER:+$LAUNCHER }${CC:-cc}")
}

# build DIR TARGET...: the library and the targets; prints what it did
# (automake's silent rules: a line "  CC file" a compile, "  CPPAS
# file" for the assembly, "  CCLD file" a link).
build() {
	local dir=$1 rc
	shift
	make -C "$dir/src" -j"$(nproc)" "$@" > "$dir/make.log" 2>&1
	rc=$?
	echo "$(grep -c -e '^  CC ' -e '^  CPPAS ' "$dir/make.log") compiled," \
	    "$(grep -c '^  CCLD ' "$dir/make.log") linked"
	return $rc
}

# The lines of a failed build's log that say what went wrong.
build_errors() {
	grep -m 8 -i -e 'error' -e '\*\*\*' "$1/make.log"
}

# The parts of git's patch $1 that change SOURCE_FILES.
source_hunks() {
	# shellcheck disable=SC2086
	awk -v files="$(printf '%s ' $SOURCE_FILES)" '
	    BEGIN {
		n = split(files, f, " ")
		for (i = 1; i <= n; i++)
			source["b/" f[i]] = 1
	    }
	    /^diff --git / { on = ($4 in source) }
	    on' "$1"
}

# make_files DEST ORIG: the SP files that the builds compile, as the
# patches leave them (they go into the patched tree, and the test of
# every entry adds to them), each with its blocks of files.txt,
# rendered by ectab, spliced in place of wolfSSL's.  Each of them must
# have one at least: a file without would be wolfSSL's own, proving
# nothing.
# shellcheck disable=SC2086
make_files() {
	local f p opts
	for f in $SOURCE_FILES; do
		printf '%s\n' "$FILES_TXT" | cut -f1 | grep -qxF "$f" || {
			echo "files.txt has no block of $f" >&2
			return 1
		}
		mkdir -p "$1/${f%/*}" && cp "$2/$f" "$1/$f" || return 1
	done
	for p in ${PATCHES:+"$PATCHES"/*.patch}; do
		[ -z "$(source_hunks "$p")" ] || source_hunks "$p" |
		    patch -d "$1" -p1 --forward -s --no-backup-if-mismatch ||
		    return 1
	done
	while IFS=$'\t' read -r f opts; do
		printf '%s\n' $SOURCE_FILES | grep -qxF "$f" || continue
		"$ECTAB" $opts -o "$1/block.c" &&
		    python3 "$HERE/wolfssl.py" splice "$1/block.c" "$1/$f" ||
		    return 1
	done <<-EOF
	$FILES_TXT
	EOF
	rm -f "$1/block.c"
}

# The tests, a line each: a name and the program with its arguments,
# run from the top of the tree (they read certs/ and tests/*.conf).
# unit.test runs wolfCrypt's tests (test.c, testwolfcrypt's own code:
# left to testwolfcrypt), then the API tests, then the cipher suite
# tests, each part only if the one before passed: its two parts run
# apart, so that a failure in one does not hide the other.
tests() {
	echo "testwolfcrypt wolfcrypt/test/testwolfcrypt"
	echo "unit.test-api tests/unit.test --api"
	echo "unit.test-suites tests/unit.test --no-wc --no-api"
}

tests_spec() {
	tests | paste -sd';'
}

# run_tests CONFIG DIR LOG WHAT: each program, each line of its output
# prefixed with the test's name, then its exit status on a line of its
# own.  Its output is written a line at a time (stdbuf -oL), as on a
# terminal: into a pipe, stdio would write it in blocks, which lines of
# stderr and of other threads would cut in the middle.  A wrong table
# fails a handshake rather than hanging one; the time limit is for
# what nobody foresaw.
run_tests() {
	local name prog status rc=0
	: > "$3"
	while read -r name prog; do
		# shellcheck disable=SC2086
		(cd "$2/src" && timeout 1200 stdbuf -oL $prog) 2>&1 |
		    sed "s/^/$name: /" >> "$3"
		status=${PIPESTATUS[0]}
		echo "$name: exit status $status" >> "$3"
		[ "$status" -eq 0 ] || rc=1
	done < <(tests)
	return $rc
}

# A case a line:
#   testwolfcrypt: NAME       its line "NAME test passed!" (or failed!)
#   unit.test-api: NAME       "   N: NAME   : passed (  0.00012)" (no
#                             space before the colon if NAME is long); a
#                             test's own output (stderr's lines) may
#                             come between its name and its verdict;
#                             skipped ones are left out
#   unit.test-suites: N ARGS  a handshake: "trying client command
#                             line[N]: SuiteTest ARGS" (the port left
#                             out); it failed if "client_test failed"
#                             or "server_test failed" follows
# A test of unit.test's that fails an assertion aborts it, and a failed
# handshake ends the cipher suite tests (the example client or server
# exits): the test that was running when the program stopped, without
# a verdict, failed.
cases() {
	awk '
	function settle(verdict) {
		if (pending != "")
			print pending, verdict
		pending = ""
	}
	{
		prog = $1; sub(/:$/, "", prog)
		line = substr($0, length($1) + 2)
	}
	line ~ /^exit status [0-9]+$/ {
		if (prog != "testwolfcrypt" && $NF != 0) {
			if (prog == "unit.test-api" && test != "")
				print prog ": " test, "failed"
			settle("failed")
		}
		test = ""
		pending = ""
		next
	}
	prog == "testwolfcrypt" {
		if (line ~ /^[^ \t].* +test (passed|failed)!$/) {
			name = line
			sub(/ +test (passed|failed)!$/, "", name)
			gsub(/  +/, " ", name)
			print prog ": " name, (line ~ /passed!$/ ? "passed" : "failed")
		}
		next
	}
	prog == "unit.test-api" {
		if (match(line, /^ +[0-9]+: [^ :]+ *:/)) {
			test = substr(line, 1, RLENGTH - 1)
			sub(/^ +[0-9]+: /, "", test)
			sub(/ +$/, "", test)
			line = substr(line, RLENGTH + 1)
		}
		if (test == "")
			next
		if (line ~ /(^| )(passed|failed) \( *[0-9.]+\)$/) {
			print prog ": " test, (line ~ /passed \(/ ? "passed" : "failed")
			test = ""
		} else if (line ~ /(^| )skipped$/) {
			test = ""
		}
		next
	}
	prog == "unit.test-suites" {
		if (line ~ /^trying client command line\[[0-9]+\]: /) {
			settle("passed")
			n = line
			sub(/^trying client command line\[/, "", n)
			sub(/\].*/, "", n)
			args = line
			sub(/^[^:]*: (SuiteTest )?/, "", args)
			gsub(/ -p [0-9]+/, "", args)
			sub(/ +$/, "", args)
			pending = prog ": " n " " args
		} else if (line ~ /^trying server command line/) {
			settle("passed")
		} else if (line ~ /^(client|server)_test failed /) {
			settle("failed")
		} else if (line ~ /^ Success -- All results as expected\.$/) {
			success = 1
		} else if (line ~ /^ End Cipher Suite Tests$/) {
			settle(success ? "passed" : "failed")
		}
	}' "$1"
}

# A result's cases by test, and the API tests that unit.test skipped
# (those its build has not): "testwolfcrypt 44 cases; unit.test-api 373
# cases (1301 skipped); unit.test-suites 945 cases (1 failed)".
cases_by() {
	awk -v logf="$2" '
	    FILENAME == logf {
		if ($0 ~ /^unit\.test-api:  Failed\/Skipped\/Passed\/All: /) {
			split($NF, c, "/")
			skipped = c[2]
		}
		next
	    }
	    {
		prog = $1; sub(/:$/, "", prog)
		if (!(prog in n))
			order[++k] = prog
		n[prog]++
		if ($NF == "failed")
			failed[prog]++
	    }
	    END {
		for (i = 1; i <= k; i++) {
			p = order[i]
			more = ""
			if (failed[p])
				more = failed[p] " failed"
			if (p == "unit.test-api" && skipped)
				more = more (more != "" ? ", " : "") skipped " skipped"
			printf "%s%s %d cases%s", (i > 1 ? "; " : ""), p, n[p],
			    (more != "" ? " (" more ")" : "")
		}
		print ""
	    }' "$1" "$2"
}

# Every program ended by itself: its exit status is there, and is not
# the time limit's (timeout's 124) or that of a signal from outside
# (HUP, INT, KILL, TERM); one that exited 0 printed its last line
# (testwolfcrypt's, the API tests' count, the cipher suite tests' end).
# unit.test stops at a failed assertion or handshake by design.
whole_run() {
	awk -v programs="$(tests | wc -l)" '
	    $0 ~ /^[^ ]+: exit status [0-9]+$/ {
		status[$1] = $NF
		n++
	    }
	    /^testwolfcrypt: Exiting main with return code: / ||
	    /^unit\.test-api:  Failed\/Skipped\/Passed\/All: / ||
	    /^unit\.test-suites:  End Cipher Suite Tests$/ {
		end[$1] = 1
	    }
	    END {
		if (n != programs)
			exit 1
		for (p in status) {
			s = status[p]
			if (s == 124 || s == 129 || s == 130 || s == 137 ||
			    s == 143 || (s == 0 && !(p in end)))
				exit 1
		}
	    }' "$1"
}

# Checks of a result of each kind (stock, ectab): the API tests read
# as cases are as many as unit.test's own count says (failed and
# passed), so that none is lost to the layout of its output.  And the
# stock build's SP code is the file and the kind (small or not) of its
# configuration, with P-256, P-384 and P-521: testwolfcrypt's second
# line says so ("Single Precision: ecc 256 384 521 ... sp_c64.c").
kind_checks() {
	local res=$STOCK counted found line want
	[ "$1" = stock ] || res=$ECTAB_RES
	counted=$(grep -m 1 '^unit\.test-api:  Failed/Skipped/Passed/All: ' \
	    "$res/log" | awk '{ split($NF, c, "/"); print c[1] + c[3] }')
	found=$(grep -c '^unit\.test-api: ' "$res/cases")
	if [ -n "$counted" ] && [ "$counted" = "$found" ]; then
		pass "$TITLE $2 ($1): unit.test's API tests are $found cases, as it counts them"
	else
		fail "$TITLE $2 ($1): unit.test's API tests are as many cases as it counts" \
		    "$found cases read, unit.test counts ${counted:-none}"
	fi
	[ "$1" = stock ] || return 0
	want=$(sp_build "$2")
	line=$(grep -m 1 '^testwolfcrypt: .*Single Precision: ' "$STOCK/log" |
	    sed 's/^[^:]*:[[:space:]]*//')
	case $line in
	"Single Precision: ecc 256 384 521 "*" $want")
		pass "$TITLE $2: the SP code is $want's, with P-256, P-384 and P-521" ;;
	*)	fail "$TITLE $2: the SP code is $want's, with P-256, P-384 and P-521" \
		    "testwolfcrypt says: ${line:-nothing}" ;;
	esac
}

# mutant_line NAME FILE BITS SIZE ENTRY: a mutant of the first limb of
# x of the entry of table pBITS_table[SIZE] of FILE whose comment is
# "/* ENTRY */".
mutant_line() {
	printf 'mutant-%s %s ^static const sp_table_entry_%s p%s_table\\[%s\\] = \\{\\n(?:[^\\n]*\\n)*?    /\\* %s \\*/$\n' \
	    "$1" "$2" "$3" "$3" "$4" "$5"
}

# A limb of an entry of each table the build reads, one the tests
# surely read.  Most of the tests' multiplications of G are by random
# scalars (new keys, signatures' nonces): the entries those read change
# from run to run, so that a wrong entry 1 (G) of a comb, or any entry
# of row 0 of a window table, fails in some runs and passes in others.
# testwolfcrypt's ecc_test_vector verifies a known signature on each
# curve: u1*G, u1 fixed.  The entries below are read by it, in every
# run (found by logging the index of each lookup of the stock builds
# over runs), so that a change in any fails testwolfcrypt's ECC test
# every time, whatever else it fails.  Comb entry i (c32, c64: 8 teeth;
# the small x86-64 build: 6 teeth) is the sum of 2^(d*j)*G over the
# set bits j of i; window entry "k << 7r" is k*2^(7r)*G, and row 0 is
# read at the scalar's lowest signed 7-bit digit.
# And three that wolfSSL's own tests may pass, which the test of every
# entry of patches/ fails in every run (group wolfssl checks that it
# alone fails the -unread ones): sp_c64.c's entry 1 (G), which random
# scalars read in some runs only (testwolfcrypt passed 5 of 40 runs
# with it changed), its entry 0, which no lookup reads, and the last
# entry of the P-256 window table, which no scalar reaches (row 36 is
# read at digits up to 16 only).
mutants() {
	case $1 in
	c64|c32)
		mutant_line p256-comb-2 "sp_${1}.c" 256 256 2
		mutant_line p384-comb-9 "sp_${1}.c" 384 256 9
		mutant_line p521-comb-12 "sp_${1}.c" 521 256 12
		[ "$1" = c64 ] || return 0
		mutant_line p256-comb-1-random sp_c64.c 256 256 1
		mutant_line p256-comb-0-unread sp_c64.c 256 256 0 ;;
	x86-64)
		mutant_line p256-window-26 sp_x86_64.c 256 2405 "26 << 0"
		mutant_line p384-window-53 sp_x86_64.c 384 3575 "53 << 0"
		mutant_line p521-window-52 sp_x86_64.c 521 4875 "52 << 0"
		mutant_line p256-window-last-unread sp_x86_64.c 256 2405 \
		    "64 << 252" ;;
	x86-64-small)
		mutant_line p256-comb-3 sp_x86_64.c 256 64 3
		mutant_line p384-comb-1 sp_x86_64.c 384 64 1
		mutant_line p521-comb-1 sp_x86_64.c 521 64 1 ;;
	esac
}
