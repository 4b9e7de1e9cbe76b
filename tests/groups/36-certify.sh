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
# Group certify of make check (tests/run.sh):
# ectab-certify, on two small curves of the catalog: what it writes
# checks in ectab and in tests/certs.py, a second run writes the same
# bytes, and a definition it cannot read is left as it was; --help, its
# manual, and its progress on standard error (GMP-ECM's, and CADO-NFS's
# relayed from a stand-in that takes 16 s), which -q silences.  (The
# catalog's own certificates are checked in the audit group; make
# certify, which recomputes them, takes too long for make check; make
# install of it is checked in group docs.)
#
# cost: 30

# --- ectab-certify --------------------------------------------------------------------

D=$BUILD
if ! out=$(make -s gen/obj/ectab-certify 2>&1); then
	skip "ectab-certify" "it does not build here (make deps installs libpari-dev and libecm-dev): $out"
	return 0
fi
pass "ectab-certify builds"
for cc in gcc clang; do
	for src in gen/certify/*.c; do
		if out=$($cc -std=c99 -Wall -Wextra -pedantic -Werror \
		    -D_DEFAULT_SOURCE -Igen -fsyntax-only $src 2>&1); then
			pass "$src compiles warning-free with $cc"
		else
			fail "$src compiles warning-free with $cc" "$out"
		fi
	done
done

count_lines "ectab-certify(1)" python3 tests/manpage.py --certify \
    gen/obj/ectab-certify

# --help and -h: the synopsis on standard output, exit 0; a usage error
# prints the same on standard error and exits 2.
help=$(gen/obj/ectab-certify --help 2> "$D/help.err")
rc=$?
misuse=$(gen/obj/ectab-certify 2>&1 > /dev/null)
rc2=$?
if [ $rc -eq 0 ] && [ ! -s "$D/help.err" ] && [ $rc2 -eq 2 ] &&
    [ "$help" = "$misuse" ] &&
    [ "$(gen/obj/ectab-certify -h 2>&1)" = "$help" ] &&
    printf '%s\n' "$help" | grep -q '^usage: ectab-certify \[-q\]' &&
    printf '%s\n' "$help" | grep -q '^ *ectab-certify -h | --help$' &&
    printf '%s\n' "$help" | grep -q 'ectab-certify(1)'; then
	pass "ectab-certify --help and -h print the synopsis on standard output and exit 0; a usage error, on standard error, exits 2"
else
	fail "ectab-certify --help" "exit $rc ($(cat "$D/help.err")), usage error exit $rc2: $help"
fi

# The manual: mandoc -Tlint finds nothing but the pages it refers to
# not being installed, and the text shows no macro or stray quote (as
# ".Ql C( Ns Ar hex Ns )" did: `C(hex');exit).
page=gen/certify/ectab-certify.1
lint=$(mandoc -Tlint "$page" 2>&1 | grep -v ': STYLE: referenced manual not found: Xr ectab')
text=$(MANWIDTH=80 mandoc -Tascii "$page" | sed 's/.\x08//g' | tr -s ' \n' '  ')
if [ -z "$lint" ]; then
	pass "mandoc -Tlint: $page is clean"
else
	fail "mandoc -Tlint: $page is clean" "$lint"
fi
if [ "${text#*\`C(hex)\'; exit 0 if}" != "$text" ] &&
    ! printf '%s\n' "$text" | grep -Eq "(^| )(Ns|Ql|Ar|Fl|Op|Pf)( |$)|'\)"; then
	pass "mandoc -Tascii $page shows no macro and no stray quote (\`C(hex)'; exit 0 ...)"
else
	fail "mandoc -Tascii $page shows no macro and no stray quote" "$(printf '%s\n' "$text" | grep -Eo ".{30}(Ns|Ql|'\)|C\(hex).{30}")"
fi

# Two stanzas without their certificate keys: certify writes them anew.
python3 - gen/curves/sec2.txt "$D/small.txt" <<'PY'
import re, sys
text = open(sys.argv[1]).read()
keep = ("primes", "ecpp") + tuple(
    n + k for n in ("twist", "n_minus_1", "cm", "twist_l_minus_1")
    for k in ("_factors", "_composite", "_effort"))
out, dropping, take = [], False, False
for line in text.split("\n"):
    if line.startswith("curve "):
        take = line.split()[1] in ("secp112r1", "secp128r2")
        if take:
            out.append(line)
        continue
    if not take:
        continue
    m = re.match(r"    ([a-z_0-9]+):", line)
    if m:
        dropping = m.group(1) in keep
    if not dropping and line.strip():
        out.append(line)
    if not line.strip():
        out.append("")
open(sys.argv[2], "w").write("\n".join(out).rstrip("\n") + "\n")
PY
cp "$D/small.txt" "$D/bare.txt"
if err=$(gen/obj/ectab-certify -t 5 "$D/small.txt" 2>&1) &&
    "$ECTAB" audit "$D/small.txt" > "$D/audit.txt" 2>&1 &&
    [ "$(grep -c '^  pass  *certificates' "$D/audit.txt")" -eq 2 ]; then
	pass "ectab-certify certifies secp112r1 and secp128r2; ectab checks what it wrote ($(echo "$err" | tr '\n' ';'))"
else
	fail "ectab-certify certifies secp112r1 and secp128r2" "$err $(grep -v '^  \(pass\|info\|ok\) ' "$D/audit.txt" | head -5)"
fi
if out=$(python3 tests/certs.py "$D/small.txt") &&
    [ "$(echo "$out" | grep -c '^PASS')" -eq 2 ]; then
	pass "tests/certs.py checks what ectab-certify wrote"
else
	fail "tests/certs.py checks what ectab-certify wrote" "$out"
fi
cp "$D/small.txt" "$D/first.txt"
if gen/obj/ectab-certify -t 5 "$D/small.txt" 2>/dev/null &&
    cmp -s "$D/small.txt" "$D/first.txt"; then
	pass "ectab-certify run again writes the same bytes"
else
	fail "ectab-certify run again writes the same bytes" "$(diff "$D/first.txt" "$D/small.txt" | head -5)"
fi
# Through a symbolic link, as ectab -o: the file it names is written,
# in its mode, and the link stays.
cp "$D/bare.txt" "$D/stripped.txt"
chmod 640 "$D/stripped.txt"
ln -sf stripped.txt "$D/link.txt"
if gen/obj/ectab-certify -q -t 5 "$D/link.txt" 2>/dev/null &&
    [ -L "$D/link.txt" ] && [ "$(readlink "$D/link.txt")" = stripped.txt ] &&
    cmp -s "$D/stripped.txt" "$D/first.txt" &&
    [ "$(stat -c %a "$D/stripped.txt")" = 640 ]; then
	pass "ectab-certify writes a definition through its symbolic link, which stays"
else
	fail "ectab-certify writes a definition through its symbolic link" "$(ls -l "$D/link.txt" "$D/stripped.txt"; diff "$D/first.txt" "$D/stripped.txt" | head -3)"
fi

# A composite left (brainpoolP384r1's twist and 4p - t^2 with the
# factors that took the number field sieve, of their rests of 107 and 99
# digits, dropped, and the proven primes and l' - 1): the effort spent
# on it is written beside it, ectab reports it, and a second run goes on
# from it (more curves, a larger B1) rather than through it again.
python3 - gen/curves/brainpool.txt "$D/bp384.txt" <<'PY'
import re
import sys
small = {"twist_factors": "7 * b^2 * f1 * 15b5",
         "cm_factors": "b^2 * 1ac9 * 58 6d9457b3"}
drop = ("primes", "twist_l_minus_1_factors", "twist_effort", "cm_effort")
out, take, key = [], False, None
for line in open(sys.argv[1]).read().split("\n"):
    if line.startswith("curve "):
        take = line.split()[1] == "brainpoolP384r1"
    m = re.match(r"    (\w+):", line)
    if m or not line.startswith("     "):
        key = m.group(1) if m else None
    if take and key in small:
        if m:
            out.append("    %s: %s" % (key, small[key]))
    elif take and key not in drop:
        out.append(line)
open(sys.argv[2], "w").write("\n".join(out).rstrip("\n") + "\n")
PY
effort() {
	sed -n 's/^    \(twist\|cm\)_effort: *ecm \([0-9]*\) curves to B1 \([0-9]*\), nfs 0 s$/\1 \2 \3/p' "$D/bp384.txt" | tr '\n' ' '
}
PATH=/usr/bin:/bin gen/obj/ectab-certify -t 1 "$D/bp384.txt" 2>/dev/null
e1=$(effort)
PATH=/usr/bin:/bin gen/obj/ectab-certify -t 1 "$D/bp384.txt" 2>/dev/null
e2=$(effort)
# The B1 of the last curve is the chain's: from 2000, or from the first
# run's record, times 1.15 a curve (doubles, as certify.c computes it).
if python3 - "$e1" "$e2" <<'PY'
import sys


def chain(b1, curves):
    for _ in range(curves):
        b1 = b1 * 1.15 if b1 < 11e6 else b1
    return int(b1)


a, b = (s.split() for s in sys.argv[1:3])
assert len(a) == len(b) == 6 and a[0::3] == b[0::3] == ["twist", "cm"]
for i in (1, 4):
    c1, b1, c2, b2 = int(a[i]), int(a[i + 1]), int(b[i]), int(b[i + 1])
    assert 0 < c1 < c2
    assert b1 == chain(2000.0, c1 - 1)
    assert b2 == chain(float(b1), c2 - c1)
PY
then
	pass "ectab-certify records the ECM effort on what it leaves and goes on from it ($e1-> $e2)"
else
	fail "ectab-certify records the ECM effort on what it leaves and goes on from it" "first: $e1; second: $e2"
fi
n=$("$ECTAB" audit "$D/bp384.txt" | grep -c '; effort spent on it: ecm [0-9]* curves to B1 [0-9]*, nfs 0 s$')
if [ "$n" -eq 2 ]; then
	pass "ectab audit reports the effort beside the twist's and 4p - t^2's bounds"
else
	fail "ectab audit reports the effort beside the twist's and 4p - t^2's bounds" "$n findings"
fi

# The number field sieve.  Without CADO-NFS, a composite past the
# quadratic sieve (two Mersenne primes' product, out of ECM's reach in
# seconds) is said once and left: exit 1, the composite printed.  The 3
# s of GMP-ECM on it print progress: a line once it has run 2 s, naming
# the number, the method and the curve under way, and one at its end.
nbig=$(python3 -c 'print(format((2**127 - 1) * (2**521 - 1), "x"))')
out=$(PATH=/usr/bin:/bin gen/obj/ectab-certify -t 3 -N "$nbig" 2> "$D/nbig.err")
rc=$?
if [ $rc -eq 1 ] && [ "$(grep -c 'no CADO-NFS' "$D/nbig.err")" -eq 1 ] &&
    [ "${out#"$nbig" = *C(}" != "$out" ]; then
	pass "ectab-certify without CADO-NFS says so once and leaves the composite"
else
	fail "ectab-certify without CADO-NFS says so once and leaves the composite" "exit $rc: $out $(cat "$D/nbig.err")"
fi
ecm='^ectab-certify: -N: 196 digits: GMP-ECM for 3 s from curve 1'
if grep -Eq "$ecm: curve [0-9]+, B1 [0-9]+, 2\.[0-9] s$" "$D/nbig.err" &&
    grep -Eq "$ecm: no factor after [0-9]+ curves, 3\.[0-9] s$" "$D/nbig.err" &&
    [ "$(grep -c '^ectab-certify: -N: ' "$D/nbig.err")" -le 3 ]; then
	pass "ectab-certify's progress: GMP-ECM's curve and B1 once it has run 2 s, and its end ($(grep -c "$ecm" "$D/nbig.err") lines)"
else
	fail "ectab-certify's progress: GMP-ECM's curve and B1" "$(cat "$D/nbig.err")"
fi

# CADO-NFS's progress relayed, without CADO-NFS: a stand-in for
# cado-nfs.py logs on standard error, PACE seconds a step, what
# CADO-NFS logs of its tasks (cadotask.py: a task's "Starting", its
# work units' share done and time of arrival; the linear algebra's
# iterations, from linalg/bwc/async.cpp), a work unit every PACE/10
# seconds while it sieves, then prints the factors of a 71-digit
# composite that --nfs-only sends it at once.  Each task is said as it
# starts, the share done at most every 5 s, and the result on standard
# output is the same with -q, which prints nothing.
cat > "$D/cado-nfs.py" <<'EOF'
#!/usr/bin/env python3
import os, sys, time

pace = float(os.environ["PACE"])
eta = "Thu Aug 13 10:00:00 2026"


def log(line, steps=1.0):
    print(line, file=sys.stderr, flush=True)
    time.sleep(steps * pace)


if "--no-colors" not in sys.argv:
    sys.exit("no --no-colors: the log would carry colours")
# As cado-nfs.py's argparse: parameters (x=y) only right after the number.
params = [i for i, a in enumerate(sys.argv) if "=" in a and a[0] != "-"]
if params and params != list(range(2, 2 + len(params))):
    sys.exit("cado-nfs.py: error: unrecognized arguments: " +
             " ".join(sys.argv[i] for i in params))
if os.environ.get("ARGV"):
    with open(os.environ["ARGV"], "w") as f:
        f.write("\n".join(sys.argv[1:]) + "\n")
# The server says how clients join, as cadofactor/api_server.py does:
# the address it is bound to, localhost for every address.
opt = dict(a.split("=", 1) for a in sys.argv if a.startswith("server."))
host = opt.get("server.address", "0.0.0.0")
log("Info:HTTP server: You can start additional cado-nfs-client.py "
    "scripts with parameters: --server=https://%s:%s --certsha1=%s" %
    ("localhost" if host in ("0.0.0.0", "::") else host,
     opt.get("server.port", "39871"), "5f" * 20), 0)
log("Info:root: Using default parameter file ./parameters/factor/params.c70", 0)
log("Info:Polynomial Selection (size optimized): Starting", 0.5)
log("Info:Polynomial Selection (size optimized): Marking workunit "
    "c70_polyselect1_0-5000 as ok (50.0% => ETA Unknown)", 0.5)
log("Info:Lattice Sieving: Starting", 1)
for i in range(1, 61):
    log("Info:Lattice Sieving: Marking workunit c70_sieving_%d-%d as ok "
        "(%.1f%% => ETA %s)" % (1000 * i, 1000 * i + 1000, i / 0.8, eta),
        0.1)
log("Info:Linear Algebra: Starting", 1)
log("Info:Linear Algebra: krylov: N=1000 ; ETA (N=4000): %s "
    "[0.010 s/iter]" % eta, 6)
log("Info:Square Root: Starting", 0.5)
print(2**127 - 1, 2**107 - 1)
EOF
chmod +x "$D/cado-nfs.py"
n=$(python3 -c 'print(format((2**127 - 1) * (2**107 - 1), "x"))')
want="$n = $(python3 -c 'print(format(2**107 - 1, "x"), "*", format(2**127 - 1, "x"))')"
# fake NAME [OPTION]: with the stand-in, its work folders in nfs-NAME.
fake() {
	local dir=$D/nfs-$1
	shift
	gen/obj/ectab-certify --cado "$D/cado-nfs.py" --nfs-dir "$dir" \
	    --nfs-from 60 --nfs-only "$@" -N "$n"
}
t0=$(date +%s)
out=$(PACE=1 fake slow 2> "$D/fake.err")
t=$(($(date +%s) - t0))
quiet=$(PACE=0.05 fake quick -q 2> "$D/quiet.err")
nfs='^ectab-certify: -N: 71 digits: CADO-NFS for 60 s: '
if [ "$out" = "$want" ] && [ "$quiet" = "$want" ] && [ $t -ge 10 ] &&
    grep -Eq "${nfs}Polynomial Selection \(size optimized\), [01]\.[0-9] s$" "$D/fake.err" &&
    grep -Eq "${nfs}Lattice Sieving, [0-9]\.[0-9] s$" "$D/fake.err" &&
    grep -Eq "${nfs}Lattice Sieving, [0-9]+\.[0-9]%, ETA Thu Aug 13 10:00:00 2026, [0-9.]+ s$" "$D/fake.err" &&
    grep -Eq "${nfs}Linear Algebra, krylov 25\.0%, ETA Thu Aug 13 10:00:00 2026, [0-9.]+ s$" "$D/fake.err" &&
    grep -Eq "${nfs}Square Root, [0-9.]+ s$" "$D/fake.err" &&
    grep -Eq "${nfs}a factor, [0-9.]+ s$" "$D/fake.err" &&
    [ "$(wc -l < "$D/fake.err")" -le 8 ] && [ ! -s "$D/quiet.err" ]; then
	pass "ectab-certify relays CADO-NFS's tasks and shares done in $(wc -l < "$D/fake.err") lines over $t s, and -q prints none"
else
	fail "ectab-certify relays CADO-NFS's progress, and -q prints none" "$t s; stdout: $out; -q: $quiet; progress: $(cat "$D/fake.err"); -q's: $(cat "$D/quiet.err")"
fi
# The server CADO-NFS runs: by default on loopback alone, with SSL, no
# client admitted but its own, and no word of joining it; with
# --nfs-listen, --nfs-port, --nfs-admit and --nfs-server-only, CADO-NFS's
# server.address, server.port, server.whitelist and --server, and the
# command a client machine runs, this machine's name in place of the
# localhost CADO-NFS names where it listens on every address.
out=$(PACE=0 ARGV=$D/argv-local fake local 2> "$D/local.err")
if [ "$out" = "$want" ] &&
    grep -qx 'server.address=127.0.0.1' "$D/argv-local" &&
    grep -qx 'server.ssl=yes' "$D/argv-local" &&
    ! grep -q 'whitelist\|port\|^--server$' "$D/argv-local" &&
    ! grep -q 'joins' "$D/local.err"; then
	pass "ectab-certify runs CADO-NFS's server on 127.0.0.1 alone, with SSL, by default"
else
	fail "ectab-certify runs CADO-NFS's server on 127.0.0.1 alone" "$out; $(cat "$D/argv-local" "$D/local.err")"
fi
out=$(PACE=0 ARGV=$D/argv-wide fake wide --nfs-listen 0.0.0.0 \
    --nfs-port 4242 --nfs-admit 192.0.2.0/24,2001:db8::/32,client.example \
    --nfs-server-only 2> "$D/wide.err")
join="ectab-certify: 71 digits: a client joins with: $D/cado-nfs-client.py --server=https://$(hostname):4242 --certsha1=$(printf '5f%.0s' $(seq 20))"
if [ "$out" = "$want" ] &&
    grep -qx 'server.address=0.0.0.0' "$D/argv-wide" &&
    grep -qx 'server.port=4242' "$D/argv-wide" &&
    grep -qx 'server.whitelist=192.0.2.0/24,2001:db8::/32,client.example' "$D/argv-wide" &&
    grep -qx 'server.ssl=yes' "$D/argv-wide" &&
    grep -qx -- '--server' "$D/argv-wide" &&
    [ "$(grep -cxF "$join" "$D/wide.err")" -eq 1 ]; then
	pass "ectab-certify's --nfs-listen, --nfs-port, --nfs-admit and --nfs-server-only reach CADO-NFS, and it says the command a client runs"
else
	fail "ectab-certify's server options reach CADO-NFS" "$out; $(cat "$D/argv-wide" "$D/wide.err")"
fi
for bad in "--nfs-listen a%b:--nfs-listen: not an address or host name: a%b" \
    "--nfs-port 0:--nfs-port: not a port from 1 to 65535: 0" \
    "--nfs-port 65536:--nfs-port: not a port from 1 to 65535: 65536" \
    "--nfs-admit 10.0.0.0/33:--nfs-admit: not a list of addresses, host names or CIDR ranges: 10.0.0.0/33" \
    "--nfs-admit 10.0.0.1,,x:--nfs-admit: not a list of addresses, host names or CIDR ranges: 10.0.0.1,,x" \
    "--nfs-server-only:--nfs-server-only: no client would be admitted (give --nfs-admit)"; do
	err=$(fake bad ${bad%%:*} 2>&1)
	rc=$?
	if [ $rc -eq 2 ] && [ "$err" = "ectab-certify: ${bad#*:}" ]; then
		pass "ectab-certify ${bad%%:*}: a usage error in one line"
	else
		fail "ectab-certify ${bad%%:*}: a usage error" "exit $rc: $err"
	fi
done

# The sieve on more than one machine, played on this one: the server
# alone (--nfs-server-only) on loopback, admitting 127.0.0.1, and two
# clients started with the command ectab-certify prints, each in a
# folder of its own, split a 63-digit semiprime of two random primes.
# ss shows that the server listens on 127.0.0.1 alone; CADO-NFS's log
# shows work units sent to each client.
nfs_two_clients() {
	local p=9290509207126418894723855851609
	local q=20041635688456383138567834328037
	local n want join port listen one two server t0 c
	n=$(python3 -c "print(format($p * $q, 'x'))")
	want=$(python3 -c "print(' * '.join(format(v, 'x') for v in sorted(($p, $q))))")
	rm -rf "$D/nfs2" "$D/one" "$D/two"
	mkdir -p "$D/one" "$D/two"
	t0=$(date +%s)
	gen/obj/ectab-certify -t 600 --cado "$1" --nfs-dir "$D/nfs2" \
	    --nfs-from 60 --nfs-only --nfs-server-only \
	    --nfs-admit 127.0.0.1 -N "$n" > "$D/two.out" 2> "$D/two.err" &
	server=$!
	join=
	for _ in $(seq 600); do
		join=$(sed -n 's/^ectab-certify: 63 digits: a client joins with: //p' "$D/two.err")
		[ -n "$join" ] || ! kill -0 $server 2> /dev/null && break
		sleep 0.2
	done
	if [ -z "$join" ]; then
		kill $server 2> /dev/null
		wait $server
		fail "ectab-certify's CADO-NFS server says the command a client runs" "$(tail -n 5 "$D/two.err")"
		return
	fi
	port=$(printf '%s\n' "$join" | sed -n 's|.*--server=https://127\.0\.0\.1:\([0-9]*\) .*|\1|p')
	listen=$(ss -ltnH "sport = :${port:-0}" | awk '{ print $4 }' | sort -u | tr '\n' ' ')
	# shellcheck disable=SC2086
	(cd "$D/one" && exec $join --clientid=one --exit-on-server-gone) \
	    > "$D/one.log" 2>&1 &
	c=$!
	# shellcheck disable=SC2086
	(cd "$D/two" && exec $join --clientid=two --exit-on-server-gone) \
	    > "$D/two.log" 2>&1 &
	c="$c $!"
	wait $server
	# shellcheck disable=SC2086
	kill $c 2> /dev/null
	# shellcheck disable=SC2086
	wait $c 2> /dev/null
	one=$(cat "$D"/nfs2/c63-*.log | grep -c 'Sending workunit .* to client one$')
	two=$(cat "$D"/nfs2/c63-*.log | grep -c 'Sending workunit .* to client two$')
	if [ "$(cat "$D/two.out")" = "$n = $want" ] && [ -n "$port" ] &&
	    [ "$listen" = "127.0.0.1:$port " ] && [ "$one" -gt 0 ] &&
	    [ "$two" -gt 0 ]; then
		pass "ectab-certify's CADO-NFS server on 127.0.0.1:$port alone (ss) hands work to two clients started with the command it prints, $one and $two work units, and splits a 63-digit semiprime ($(($(date +%s) - t0)) s)"
	else
		fail "ectab-certify's CADO-NFS server with two clients splits a 63-digit semiprime" "out: $(cat "$D/two.out"); listening: $listen; port ${port:-none}; work units: $one and $two; $(tail -n 5 "$D/two.err" "$D/one.log" "$D/two.log")"
	fi
}

# With CADO-NFS built (make cado; CI does not build it), a 65-digit
# semiprime of two random primes (primes of a special form, such as
# 10^31 + 33, fall to GMP-ECM in seconds), sent to the sieve by
# --nfs-from and --nfs-only; its work folder shows that CADO-NFS ran.
cado=$(ls "$(bash gen/cache.sh path)"/cado/build-*/done 2>/dev/null | head -n 1)
if [ -n "$cado" ]; then
	p=81524689546795912917840958418041
	q=222090020825850839738218869283421
	n=$(python3 -c "print(format($p * $q, 'x'))")
	want=$(python3 -c "print(' * '.join(format(v, 'x') for v in sorted(($p, $q))))")
	t0=$(date +%s)
	out=$(gen/obj/ectab-certify -t 1800 --cado "${cado%/done}/src/cado-nfs.py" \
	    --nfs-dir "$D/nfs" --nfs-from 60 --nfs-only -N "$n" 2> "$D/nfs.err")
	if [ "$out" = "$n = $want" ] &&
	    ls -d "$D"/nfs/c65-* >/dev/null 2>&1 &&
	    grep -q '^ectab-certify: -N: 65 digits: CADO-NFS for 1800 s: Lattice Sieving, ' "$D/nfs.err"; then
		pass "ectab-certify with CADO-NFS factors a 65-digit semiprime into its two primes, and relays its progress ($(($(date +%s) - t0)) s)"
	else
		fail "ectab-certify with CADO-NFS factors a 65-digit semiprime" "$out $(cat "$D/nfs.err")"
	fi
	nfs_two_clients "${cado%/done}/src/cado-nfs.py"
elif [ "${CI:-}" != true ]; then
	skip "ectab-certify with CADO-NFS" "CADO-NFS is not built (make cado)"
fi

# A definition it cannot read: one line naming file and line, exit 1,
# the file unchanged.
cp tests/bad/unknown-key.txt "$D/bad.txt"
err=$(gen/obj/ectab-certify "$D/bad.txt" 2>&1)
rc=$?
if [ $rc -eq 1 ] && [ "$(echo "$err" | wc -l)" -eq 1 ] &&
    [ "${err#ectab-certify: $D/bad.txt:19: unknown key q}" != "$err" ] &&
    cmp -s tests/bad/unknown-key.txt "$D/bad.txt"; then
	pass "ectab-certify refuses a bad definition in one line and leaves it unchanged"
else
	fail "ectab-certify refuses a bad definition in one line and leaves it unchanged" "exit $rc: $err"
fi
