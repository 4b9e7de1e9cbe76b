/*
 * SHA-1 as FIPS 180-4 section 6.1 defines it: one 512-bit block at a
 * time, the message padded with a 1 bit, zeros and its bit length.
 */
#include <stdint.h>
#include <string.h>

#include "sha1.h"

static uint32_t
rol(uint32_t x, int n)
{
	return x << n | x >> (32 - n);
}

static void
sha1_block(uint32_t h[5], const unsigned char *blk)
{
	uint32_t	 w[80], a, b, c, d, e, f, k, t;
	int		 i;

	for (i = 0; i < 16; i++)
		w[i] = (uint32_t)blk[4 * i] << 24 |
		    (uint32_t)blk[4 * i + 1] << 16 |
		    (uint32_t)blk[4 * i + 2] << 8 | blk[4 * i + 3];
	for (i = 16; i < 80; i++)
		w[i] = rol(w[i - 3] ^ w[i - 8] ^ w[i - 14] ^ w[i - 16], 1);
	a = h[0];
	b = h[1];
	c = h[2];
	d = h[3];
	e = h[4];
	for (i = 0; i < 80; i++) {
		if (i < 20) {
			f = (b & c) | (~b & d);
			k = 0x5a827999;
		} else if (i < 40) {
			f = b ^ c ^ d;
			k = 0x6ed9eba1;
		} else if (i < 60) {
			f = (b & c) | (b & d) | (c & d);
			k = 0x8f1bbcdc;
		} else {
			f = b ^ c ^ d;
			k = 0xca62c1d6;
		}
		t = rol(a, 5) + f + e + k + w[i];
		e = d;
		d = c;
		c = rol(b, 30);
		b = a;
		a = t;
	}
	h[0] += a;
	h[1] += b;
	h[2] += c;
	h[3] += d;
	h[4] += e;
}

/* Sets md to SHA-1(msg[0..len)). */
void
sha1(const unsigned char *msg, size_t len, unsigned char md[SHA1_LEN])
{
	uint32_t	 h[5] = { 0x67452301, 0xefcdab89, 0x98badcfe,
			    0x10325476, 0xc3d2e1f0 };
	unsigned char	 blk[64];
	uint64_t	 bits = (uint64_t)len * 8;
	size_t		 i, rest;

	for (i = 0; i + 64 <= len; i += 64)
		sha1_block(h, msg + i);
	rest = len - i;
	memset(blk, 0, sizeof(blk));
	memcpy(blk, msg + i, rest);
	blk[rest] = 0x80;
	if (rest >= 56) {
		sha1_block(h, blk);
		memset(blk, 0, sizeof(blk));
	}
	for (i = 0; i < 8; i++)
		blk[63 - i] = (unsigned char)(bits >> (8 * i));
	sha1_block(h, blk);
	for (i = 0; i < SHA1_LEN; i++)
		md[i] = (unsigned char)(h[i / 4] >> (24 - 8 * (i % 4)));
}
