# ectab: generator of elliptic-curve constant tables.
#
#   make          build gen/ectab and regenerate everything in out/,
#                 the audit report of the shipped curves included
#   make check    run every test
#   make deps     install what the build and the tests need (Debian 12, root)
#   make verify HEADER=path/to/ec_curve_tables.h
#                 prove a header with the reference checker, 64- and 32-bit
#   make fuzz [FUZZ_TIME=seconds]
#                 run each libFuzzer harness of tests/fuzz/ (default 300 s)
#   make bench [BENCH_FORMAT=markdown]
#                 time building curves at run time against the tables,
#                 and the generator itself (reports; asserts nothing)

CC	?= cc
CFLAGS	?= -O2 -g
WARN	 = -std=c99 -Wall -Wextra -pedantic
# strsep, mkstemp, sigaction and friends are outside plain C99.
ALL_CPPFLAGS = -D_DEFAULT_SOURCE \
	-DECTAB_TEMPLATEDIR='"$(CURDIR)/templates"' \
	-DECTAB_CURVEDIR='"$(CURDIR)/gen/curves"' $(CPPFLAGS)
# GMP does the arithmetic; OpenSSL's libcrypto reads DER and PEM for
# "ectab import" and writes PEM for "ectab export".
LDLIBS	 = -lgmp -lcrypto

GEN_SRCS = gen/audit.c gen/curve.c gen/defs.c gen/der.c gen/ecpoint.c \
	   gen/ectab.c gen/generate.c gen/import.c gen/load.c gen/make.c \
	   gen/model.c gen/mont.c \
	   gen/output.c gen/provenance.c gen/report.c gen/security.c \
	   gen/sha1.c gen/stanza.c gen/strmap.c gen/template.c gen/tree.c \
	   gen/util.c gen/validate.c
GEN_OBJS = $(GEN_SRCS:.c=.o)
GEN_HDRS = $(wildcard gen/*.h)

CURVES	 = $(sort $(wildcard gen/curves/*.txt))
SETS	 = $(wildcard gen/curves/*.set)
TEMPLATES = $(wildcard templates/*.tmpl)
# The outputs are those gen/outputs.txt names.
OUTPUTS	 = $(shell sed -n 's/^\(out\/[^ 	\#]*\).*/\1/p' gen/outputs.txt)

all: gen/ectab $(OUTPUTS)

gen/ectab: $(GEN_OBJS)
	$(CC) $(CFLAGS) $(LDFLAGS) -o $@ $(GEN_OBJS) $(LDLIBS)

gen/%.o: gen/%.c $(GEN_HDRS)
	$(CC) $(WARN) $(CFLAGS) $(ALL_CPPFLAGS) -c -o $@ $<

# One run of ectab makes every output that gen/outputs.txt names, the
# curves validated once: LibreSSL's header carries its 17 curves (set
# libressl), the other outputs the whole catalog.
$(OUTPUTS) &: gen/ectab gen/outputs.txt $(CURVES) $(SETS) $(TEMPLATES)
	gen/ectab make gen/outputs.txt $(CURVES)

check: gen/ectab
	CC='$(CC)' bash tests/run.sh

HEADER	?= out/ec_curve_tables.h

verify:
	bash tests/verify.sh '$(HEADER)'

FUZZ_TIME ?= 300

fuzz:
	bash tests/fuzz.sh '$(FUZZ_TIME)' tests/build/fuzz

BENCH_FORMAT ?= text

bench: all
	CC='$(CC)' python3 tests/bench/run.py \
	    $$([ '$(BENCH_FORMAT)' = markdown ] && echo --markdown)

deps:
	bash tests/deps.sh

clean:
	rm -f gen/ectab $(GEN_OBJS)
	rm -rf tests/build

.PHONY: all check verify fuzz bench deps clean
