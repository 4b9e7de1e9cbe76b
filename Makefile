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
# ectab: generator of elliptic-curve constant tables.
#
#   make          build gen/obj/ectab and regenerate everything in out/,
#                 the audit report of the shipped curves included
#   make check [GROUP=name] [FRESH=1]
#                 run every test, or one group (tests/groups/, and
#                 one for each consumer);
#                 consumer builds and the results of their suites are
#                 kept in ${ECTAB_CACHE:-~/.cache/ectab} and reused under
#                 the same key, and so is each group that passed, under
#                 a key of the whole tree (FRESH=1 runs every suite again;
#                 ECTAB_CACHE=off reuses nothing from an earlier run)
#   make deps     install what the build and the tests need (Debian 12, root)
#   make verify HEADER=path/to/ec_curve_tables.h [REFERENCE=file]
#                 prove a header with the reference checker, 64- and 32-bit;
#                 REFERENCE gives the published numbers of curves that
#                 OpenSSL lacks (see tests/example/numsp256d1.ref)
#   make fuzz [FUZZ_TIME=seconds]
#                 run each libFuzzer harness of tests/fuzz/ (default 300 s;
#                 make check's group fuzz runs 10 s)
#   make bench [BENCH_FORMAT=markdown] [BENCH_RUNS=11] [BENCH_LIBRESSL=no]
#                 time building curves at run time against the tables,
#                 and the generator itself, then LibreSSL stock against
#                 patched (make libressl's benchmark, without its suites:
#                 tests/bench/libressl/, bench.c and each build's openssl
#                 speed and size -A; skipped with BENCH_LIBRESSL=no);
#                 times are reported, never asserted (LibreSSL's
#                 allocation counts are)
#   make NAME [NAME=path/to/tarball-or-tree] [FRESH=1]
#                 for each consumer, a folder gen/consumers/NAME/:
#                 ectab's files inside the library, stock against with
#                 them, in each of its configurations (32-bit among
#                 them), by its own tests, and one-word mutants that
#                 they must catch: tests/consumers/run.sh with the
#                 description gen/consumers/NAME/consumer.sh (default
#                 source: the tarball in ../shared/NAME/; the variable
#                 is NAME in capitals, LIBRESSL=...); make libressl
#                 also benchmarks LibreSSL stock and patched
#   make cado [CADO=path/to/cado-nfs-tarball]
#                 build CADO-NFS, the number field sieve ectab-certify
#                 uses past ECM and the quadratic sieve, into the cache
#                 (default source: the tarball in ../shared/cado-nfs/);
#                 prints the path of its cado-nfs.py
#   make certify [CERTIFY_TIME=60]
#                 factor and prove with gen/obj/ectab-certify (PARI/GP
#                 and GMP-ECM) what the audit of the catalog relies on, write
#                 it into gen/curves/*.txt, and regenerate out/ (slow: the
#                 hardest numbers take minutes; make check only verifies)
#   make clean    remove what make and make check build in the tree
#   make distclean
#                 make clean, and remove the cache of consumer builds
#   make install [PREFIX=/usr/local] [DESTDIR=] [BINDIR=] [MANDIR=]
#                [DATADIR=] [INSTALL_CERTIFY=no]
#                 install ectab, ectab-certify (which needs PARI/GP and
#                 GMP-ECM; not with INSTALL_CERTIFY=no), their manual
#                 pages, and the templates and the catalog under
#                 $(DATADIR)/ectab; make uninstall removes them

CC	?= cc
PREFIX	?= /usr/local
BINDIR	?= $(PREFIX)/bin
MANDIR	?= $(PREFIX)/share/man
DATADIR	?= $(PREFIX)/share
INSTALL	?= install
CFLAGS	?= -O2 -g
WARN	 = -std=c99 -Wall -Wextra -pedantic
# strsep, mkstemp, sigaction and friends are outside plain C99.
ALL_CPPFLAGS = -D_DEFAULT_SOURCE \
	-DECTAB_TEMPLATEDIR='"$(CURDIR)/templates"' \
	-DECTAB_CURVEDIR='"$(CURDIR)/gen/curves"' $(CPPFLAGS)
# GMP does the arithmetic.  libcrypto, OpenSSL's or LibreSSL's, hashes
# X9.62 and RFC 5639 seeds with SHA-1; DER and PEM are ectab's own.
LDLIBS	 = -lgmp -lcrypto

# Build products go to an object folder, as bsd.prog.mk's obj/ does,
# apart from the sources.
OBJ	 = gen/obj
ECTAB	 = $(OBJ)/ectab
GEN_SRCS = $(sort $(wildcard gen/*.c))
GEN_OBJS = $(GEN_SRCS:gen/%.c=$(OBJ)/%.o)
GEN_HDRS = $(wildcard gen/*.h)

CURVES	 = $(sort $(wildcard gen/curves/*.txt))
SETS	 = $(wildcard gen/curves/*.set)
TEMPLATES = $(wildcard templates/*.tmpl)
# The outputs are those gen/outputs.txt names; a line of kind diff also
# reads a diff of a library's tree (its SOURCE, the third word).
OUTPUTS	 = $(shell sed -n 's/^\(out\/[^ 	\#]*\).*/\1/p' gen/outputs.txt)
DIFF_SOURCES = $(shell sed -n \
	's/^out\/[^ 	\#]*[ 	][ 	]*diff[ 	][ 	]*\([^ 	\#]*\).*/\1/p' \
	gen/outputs.txt)

# The generator's objects but ectab.o, which holds main, in an archive
# that both programs link: ectab takes them all, ectab-certify only
# those its own objects need, as the linker takes from an archive only
# the members that define a symbol still undefined.
LIB	 = $(OBJ)/libectab.a
LIB_OBJS = $(filter-out $(OBJ)/ectab.o,$(GEN_OBJS))

# ectab-certify, a maintainer's tool apart from ectab, adds PARI/GP
# (primality certificates, the quadratic sieve) and GMP-ECM.
CERTIFY	 = $(OBJ)/ectab-certify
CERTIFY_SRCS = $(wildcard gen/certify/*.c)
CERTIFY_HDRS = $(wildcard gen/certify/*.h)
CERTIFY_OBJS = $(CERTIFY_SRCS:gen/certify/%.c=$(OBJ)/%.o)
CERTIFY_TIME ?= 60

all: $(ECTAB) $(OUTPUTS)

# ectab.flags says how ectab was linked, for make check's keys.
$(ECTAB): $(OBJ)/ectab.o $(LIB)
	$(CC) $(CFLAGS) $(LDFLAGS) -o $@ $(OBJ)/ectab.o $(LIB) $(LDLIBS)
	printf '%s\n' '$(CC) $(CFLAGS) $(CPPFLAGS) $(LDFLAGS) $(LDLIBS)' \
	    > $(OBJ)/ectab.flags

# Made afresh, so that no member outlives its source.
$(LIB): $(LIB_OBJS)
	rm -f $@
	$(AR) rcs $@ $(LIB_OBJS)

# A thread prints its progress while PARI computes (progress.c).
$(CERTIFY): $(CERTIFY_OBJS) $(LIB)
	$(CC) $(CFLAGS) $(LDFLAGS) -pthread -o $@ $(CERTIFY_OBJS) $(LIB) \
	    -lpari -lecm -lgmp

$(OBJ)/%.o: gen/certify/%.c $(CERTIFY_HDRS) $(GEN_HDRS) | $(OBJ)
	$(CC) $(WARN) $(CFLAGS) $(ALL_CPPFLAGS) -pthread -Igen -c -o $@ $<

$(OBJ)/%.o: gen/%.c $(GEN_HDRS) | $(OBJ)
	$(CC) $(WARN) $(CFLAGS) $(ALL_CPPFLAGS) -c -o $@ $<

$(OBJ):
	mkdir -p $@

# One run of ectab makes every output that gen/outputs.txt names, the
# curves validated once: LibreSSL's header carries its 17 curves (set
# libressl), the other outputs the whole catalog; OpenBSD's diffs, in
# out/openbsd/, are those of gen/consumers/libressl/openbsd/, that of
# the static groups with the header of the groups alone added, that of
# the table of G with it changed to out/ec_curve_tables.h.  The
# outputs' folders are made first.
$(OUTPUTS) &: $(ECTAB) gen/outputs.txt $(CURVES) $(SETS) $(TEMPLATES) \
    $(DIFF_SOURCES)
	mkdir -p $(sort $(patsubst %/,%,$(dir $(OUTPUTS))))
	$(ECTAB) make gen/outputs.txt $(CURVES)

# Groups certify and docs both use ectab-certify: it is built first,
# where PARI/GP and GMP-ECM are, so that two groups never build it at
# once (each says why where it cannot be built).
check: $(ECTAB)
	@$(MAKE) -s $(CERTIFY) > /dev/null 2>&1 || true
	$(NOCACHE)
	CC='$(CC)' FRESH='$(FRESH)' \
	    ECTAB_BUILT_WITH="$$(cat $(OBJ)/ectab.flags 2>/dev/null)" \
	    bash tests/run.sh $(GROUP)

certify: $(CERTIFY)
	$(CERTIFY) -t '$(CERTIFY_TIME)' $(CURVES)
	$(MAKE) all

HEADER	?= out/ec_curve_tables.h

verify: $(ECTAB)
	bash gen/checker/verify.sh $(if $(REFERENCE),--reference '$(REFERENCE)') \
	    '$(HEADER)'

FUZZ_TIME ?= 300

fuzz:
	FUZZ_TIME='$(FUZZ_TIME)' bash tests/group.sh fuzz

BENCH_FORMAT ?= text
BENCH_RUNS ?= 11
BENCH_LIBRESSL ?= yes

bench: all
	CC='$(CC)' python3 -B tests/bench/run.py --runs '$(BENCH_RUNS)' \
	    $$([ '$(BENCH_FORMAT)' = markdown ] && echo --markdown)
	if [ '$(BENCH_LIBRESSL)' != no ]; then \
	    bash tests/consumers/run.sh libressl --bench-only \
		$$([ '$(BENCH_FORMAT)' = markdown ] && echo --markdown) \
		$(if $(LIBRESSL),'$(LIBRESSL)'); \
	fi

# The consumers: each folder gen/consumers/NAME/ with a consumer.sh,
# run by tests/consumers/run.sh (make NAME); the variable NAME in
# capitals, a '-' as '_', names another source (make mbedtls MBEDTLS=...).
CONSUMERS = $(patsubst gen/consumers/%/consumer.sh,%,\
	$(wildcard gen/consumers/*/consumer.sh))
# With ECTAB_CACHE=off the consumers are built in $(OBJ)/nocache/
# (gen/cache.sh): make check and make NAME remove the builds of an
# earlier run first.
NOCACHE = $(if $(filter off,$(ECTAB_CACHE)),rm -rf $(OBJ)/nocache)
consumer_source = $($(shell echo '$(1)' | tr a-z- A-Z_))

# make libressl runs the memcheck of k*G on libcrypto by gcc at -O1 and
# -O2 and by clang at -O1, -O2, -O3 and -Os, beside gcc -O3's; make
# check at -O2 and -O3 of either (consumer.sh's CT_VARIANTS).
libressl: export CT_VARIANTS ?= gcc-O1 gcc-O2 clang-O1 clang-O2 \
    clang-O3 clang-Os

$(CONSUMERS): all
	$(NOCACHE)
	CC='$(CC)' FRESH='$(FRESH)' bash tests/consumers/run.sh $@ \
	    $(if $(call consumer_source,$@),'$(call consumer_source,$@)')

CADO ?=

cado:
	@bash gen/certify/build-cado.sh $(if $(CADO),'$(CADO)')

# The installed ectab finds its templates and catalog under $(DATADIR);
# the one in $(OBJ) uses the tree's, so it is built again for installing,
# in $(OBJ)/install/, a file at a time, so that a compiler cache (make
# check's) keeps the objects.  ectab-certify reads only the files it is
# given (none of the objects it links knows a folder; group docs checks
# it), so $(CERTIFY) is installed as it is.  Each manual page goes into
# the folder of its section.  make uninstall removes ectab-certify and
# its page whether or not INSTALL_CERTIFY left them out.  MANPAGES is
# the one list of the manual pages: install and uninstall read it, and
# so does tests/manpage.py, through make print-manpages; ectab-certify's
# are those of gen/certify/.
INSTALL_CERTIFY ?= yes
MANPAGES = gen/ectab.1 gen/ectab-curves.5 gen/ectab-templates.5 \
	gen/certify/ectab-certify.1
PROGRAMS = ectab
INSTALL_PAGES = $(filter-out gen/certify/%,$(MANPAGES))
ifneq ($(INSTALL_CERTIFY),no)
PROGRAMS += ectab-certify
INSTALL_PAGES = $(MANPAGES)
endif
man_path = $(DESTDIR)$(MANDIR)/man$(subst .,,$(suffix $(1)))/$(notdir $(1))
man_paths = $(foreach page,$(1),$(call man_path,$(page)))

install: $(ECTAB) $(if $(filter ectab-certify,$(PROGRAMS)),$(CERTIFY))
	mkdir -p $(OBJ)/install
	for src in $(GEN_SRCS); do \
	    $(CC) $(WARN) $(CFLAGS) -D_DEFAULT_SOURCE \
		-DECTAB_TEMPLATEDIR='"$(DATADIR)/ectab/templates"' \
		-DECTAB_CURVEDIR='"$(DATADIR)/ectab/curves"' $(CPPFLAGS) \
		-c -o $(OBJ)/install/$${src#gen/}.o $$src || exit 1; \
	done
	$(CC) $(CFLAGS) $(LDFLAGS) -o $(OBJ)/ectab.install \
	    $(GEN_SRCS:gen/%=$(OBJ)/install/%.o) $(LDLIBS)
	$(INSTALL) -d $(DESTDIR)$(BINDIR) \
	    $(sort $(dir $(call man_paths,$(INSTALL_PAGES)))) \
	    $(DESTDIR)$(DATADIR)/ectab/templates \
	    $(DESTDIR)$(DATADIR)/ectab/curves
	$(INSTALL) -m 755 $(OBJ)/ectab.install $(DESTDIR)$(BINDIR)/ectab
	$(if $(filter ectab-certify,$(PROGRAMS)),$(INSTALL) -m 755 \
	    $(CERTIFY) $(DESTDIR)$(BINDIR)/ectab-certify)
	$(foreach page,$(INSTALL_PAGES),$(INSTALL) -m 644 $(page) \
	    $(call man_path,$(page)) &&) true
	$(INSTALL) -m 644 $(TEMPLATES) $(DESTDIR)$(DATADIR)/ectab/templates
	$(INSTALL) -m 644 $(CURVES) $(SETS) $(DESTDIR)$(DATADIR)/ectab/curves

uninstall:
	rm -f $(DESTDIR)$(BINDIR)/ectab $(DESTDIR)$(BINDIR)/ectab-certify \
	    $(call man_paths,$(MANPAGES))
	rm -f $(TEMPLATES:templates/%=$(DESTDIR)$(DATADIR)/ectab/templates/%)
	rm -f $(CURVES:gen/curves/%=$(DESTDIR)$(DATADIR)/ectab/curves/%) \
	    $(SETS:gen/curves/%=$(DESTDIR)$(DATADIR)/ectab/curves/%)
	-rmdir $(DESTDIR)$(DATADIR)/ectab/templates \
	    $(DESTDIR)$(DATADIR)/ectab/curves $(DESTDIR)$(DATADIR)/ectab

# The manual pages, one a line, for tests/manpage.py.
print-manpages:
	@printf '%s\n' $(MANPAGES)

deps:
	bash gen/deps.sh

# The cache of consumer builds, outside the tree and shared by its
# clones (gen/cache.sh), outlives make clean; make distclean removes
# it too.
clean:
	rm -rf $(OBJ) tests/build

distclean: clean
	bash gen/cache.sh remove

.PHONY: all check certify cado verify fuzz bench $(CONSUMERS) install \
	uninstall print-manpages deps clean distclean
