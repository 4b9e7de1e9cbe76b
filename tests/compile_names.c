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
 * Compile test of a shipped template's output for a curve of an awkward
 * name (group templates): NAMES_HEADER, rendered by the template that
 * LAYOUT_GENERIC, _BORINGSSL, _NISTZ, _FIAT, _MBEDTLS, _OPENSSL_NISTZ256,
 * _OPENSSL_NISTP224, _OPENSSL_NISTP256, _OPENSSL_NISTP384,
 * _OPENSSL_NISTP521 or _OPENSSL_SM2P256 names, after
 * the types and macros the library that includes it defines around it,
 * as little of them as the header needs.  (LibreSSL's header is
 * compiled by compile_libressl.c.)
 */
#include <stddef.h>
#include <stdint.h>

#if defined(LAYOUT_GENERIC)
#include NAMES_HEADER

#elif defined(LAYOUT_BORINGSSL) || defined(LAYOUT_FIAT)
/* BoringSSL's word size, as its <openssl/base.h> chooses it. */
#if UINTPTR_MAX > 0xffffffffu
#define OPENSSL_64_BIT
typedef uint64_t fiat_p256_felem[4];
#else
#define OPENSSL_32_BIT
typedef uint32_t fiat_p256_felem[8];
#endif
#include NAMES_HEADER

#elif defined(LAYOUT_NISTZ)
typedef uint64_t BN_ULONG;
#define TOBN(hi, lo)	((BN_ULONG)(hi) << 32 | (lo))
typedef struct {
	BN_ULONG	 X[4];
	BN_ULONG	 Y[4];
} P256_POINT_AFFINE;
typedef P256_POINT_AFFINE PRECOMP256_ROW[64];
#include NAMES_HEADER

#elif defined(LAYOUT_OPENSSL_NISTZ256)
/* OpenSSL's BN_ULONG and TOBN, as its ec_local.h and bn.h make them. */
#if UINTPTR_MAX > 0xffffffffu
typedef uint64_t BN_ULONG;
#define TOBN(hi, lo)	((BN_ULONG)(hi) << 32 | (lo))
#else
typedef uint32_t BN_ULONG;
#define TOBN(hi, lo)	lo, hi
#endif
typedef struct {
	BN_ULONG	 X[256 / 8 / sizeof(BN_ULONG)];
	BN_ULONG	 Y[256 / 8 / sizeof(BN_ULONG)];
} P256_POINT_AFFINE;
#include NAMES_HEADER

#elif defined(LAYOUT_OPENSSL_NISTP224) || defined(LAYOUT_OPENSSL_NISTP256) || \
    defined(LAYOUT_OPENSSL_NISTP384) || defined(LAYOUT_OPENSSL_NISTP521)
/* OpenSSL's field elements of ecp_nistp224.c, 256.c, 384.c and 521.c. */
typedef uint64_t limb;
typedef limb smallfelem[4];
#if defined(LAYOUT_OPENSSL_NISTP521)
typedef limb felem[9];
#elif defined(LAYOUT_OPENSSL_NISTP384)
typedef limb felem[7];
#else
typedef limb felem[4];
#endif
#include NAMES_HEADER

#elif defined(LAYOUT_OPENSSL_SM2P256)
/*
 * OpenSSL's SM2 table includes <openssl/bn.h> itself; its words are
 * 64-bit, as OpenSSL builds it for 64-bit ARM only.
 */
#include NAMES_HEADER

#elif defined(LAYOUT_MBEDTLS)
#if UINTPTR_MAX > 0xffffffffu
typedef uint64_t mbedtls_mpi_uint;
#define MBEDTLS_BYTES_TO_T_UINT_8(a, b, c, d, e, f, g, h) \
	((mbedtls_mpi_uint)MBEDTLS_BYTES_TO_T_UINT_4(a, b, c, d) | \
	(mbedtls_mpi_uint)MBEDTLS_BYTES_TO_T_UINT_4(e, f, g, h) << 32)
#else
typedef uint32_t mbedtls_mpi_uint;
#define MBEDTLS_BYTES_TO_T_UINT_8(a, b, c, d, e, f, g, h) \
	MBEDTLS_BYTES_TO_T_UINT_4(a, b, c, d), \
	MBEDTLS_BYTES_TO_T_UINT_4(e, f, g, h)
#endif
#define MBEDTLS_BYTES_TO_T_UINT_4(a, b, c, d) \
	((uint32_t)(a) | (uint32_t)(b) << 8 | (uint32_t)(c) << 16 | \
	(uint32_t)(d) << 24)
#define MBEDTLS_BYTES_TO_T_UINT_2(a, b) \
	((mbedtls_mpi_uint)(a) | (mbedtls_mpi_uint)(b) << 8)

typedef struct {
	mbedtls_mpi_uint	*p;
	signed short		 s;
	unsigned short		 n;
} mbedtls_mpi;

typedef struct {
	mbedtls_mpi		 X, Y, Z;
} mbedtls_ecp_point;

#define ECP_MPI_INIT(x, len) \
	{ (mbedtls_mpi_uint *)(x), 1, (unsigned short)(len) }
#define ECP_MPI_INIT_ARRAY(x) \
	ECP_MPI_INIT(x, sizeof(x) / sizeof(mbedtls_mpi_uint))
#define ECP_POINT_INIT_XY_Z0(x, y) \
	{ ECP_MPI_INIT_ARRAY(x), ECP_MPI_INIT_ARRAY(y), ECP_MPI_INIT(NULL, 0) }
#define ECP_POINT_INIT_XY_Z1(x, y) \
	{ ECP_MPI_INIT_ARRAY(x), ECP_MPI_INIT_ARRAY(y), \
	ECP_MPI_INIT(mpi_one, 1) }
#define MBEDTLS_ECP_FIXED_POINT_OPTIM	1

static const mbedtls_mpi_uint mpi_one[] = { 1 };
#include NAMES_HEADER

#else
#error "LAYOUT_GENERIC, _BORINGSSL, _NISTZ, _FIAT, _MBEDTLS or _OPENSSL_*"
#endif

int
main(void)
{
	return 0;
}
