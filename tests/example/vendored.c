/*
 * Copyright (c) 2026 The ectab authors
 *
 * Permission to use, copy, modify, and distribute this software for any
 * purpose with or without fee is hereby granted, provided that the above
 * copyright notice and this permission notice appear in all copies.
 *
 * THE SOFTWARE IS PROVIDED "AS IS" AND THE AUTHORS DISCLAIM ALL WARRANTIES
 * WITH REGARD TO THIS SOFTWARE INCLUDING ALL IMPLIED WARRANTIES OF
 * MERCHANTABILITY AND FITNESS. IN NO EVENT SHALL THE AUTHORS BE LIABLE FOR
 * ANY SPECIAL, DIRECT, INDIRECT, OR CONSEQUENTIAL DAMAGES OR ANY DAMAGES
 * WHATSOEVER RESULTING FROM LOSS OF USE, DATA OR PROFITS, WHETHER IN AN
 * ACTION OF CONTRACT, NEGLIGENCE OR OTHER TORTIOUS ACTION, ARISING OUT OF
 * OR IN CONNECTION WITH THE USE OR PERFORMANCE OF THIS SOFTWARE.
 */
/*
 * A program that vendors a header of ectab's generic template,
 * myproj_curves.h, made with "-t generic -p myproj_" as README.md shows.
 * It finds a curve by name or alias and reads its constants at the
 * target's word size.  README.md quotes main() and runs the program.
 */
#include <stdio.h>

#include "myproj_curves.h"

int
main(int argc, char *argv[])
{
	const myproj_curve	*c;
	int			 i;

	if (argc != 2 || (i = myproj_curve_index(argv[1])) == -1) {
		fprintf(stderr, "usage: vendored curve\n");
		return 2;
	}
	c = &myproj_curves[i];
	printf("%s: %d-bit field, %d words of %d bits\n", c->name,
	    c->field_bits, c->field_words, MYPROJ_WORD_BITS);

	/* n0_w = -p^-1 mod 2^w, the factor of Montgomery reduction. */
	if ((myproj_word)(c->p.d[0] * c->n0_w + 1) != 0) {
		printf("n0_w is not -p^-1 mod 2^%d\n", MYPROJ_WORD_BITS);
		return 1;
	}
	printf("R^2 mod p, low word: 0x%llx\n",
	    (unsigned long long)c->rr.d[0]);
	return 0;
}
