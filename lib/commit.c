/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

#include <stdio.h>
#include <string.h>

#include "lucky.h"

/*
 * The deal nobody can choose (lucky-judge(1) "The deal"): SHA-256
 * (FIPS 180-4), the seed made from the judge's secret and the players'
 * contributions, and the commitment file that lucky-check reads.
 */

static const uint32_t K[64] = {
	0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1,
	0x923f82a4, 0xab1c5ed5, 0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3,
	0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786,
	0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
	0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147,
	0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
	0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b,
	0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
	0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a,
	0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208,
	0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2
};

#define ROR(x, n)	(((x) >> (n)) | ((x) << (32 - (n))))

static void
block(uint32_t h[8], const unsigned char *p)
{
	uint32_t w[64], a, b, c, d, e, f, g, hh, t1, t2;
	int i;

	for (i = 0; i < 16; i++)
		w[i] = (uint32_t)p[4 * i] << 24 | (uint32_t)p[4 * i + 1] << 16 |
		    (uint32_t)p[4 * i + 2] << 8 | p[4 * i + 3];
	for (i = 16; i < 64; i++)
		w[i] = (ROR(w[i - 2], 17) ^ ROR(w[i - 2], 19) ^
		    (w[i - 2] >> 10)) + w[i - 7] + (ROR(w[i - 15], 7) ^
		    ROR(w[i - 15], 18) ^ (w[i - 15] >> 3)) + w[i - 16];
	a = h[0], b = h[1], c = h[2], d = h[3];
	e = h[4], f = h[5], g = h[6], hh = h[7];
	for (i = 0; i < 64; i++) {
		t1 = hh + (ROR(e, 6) ^ ROR(e, 11) ^ ROR(e, 25)) +
		    ((e & f) ^ (~e & g)) + K[i] + w[i];
		t2 = (ROR(a, 2) ^ ROR(a, 13) ^ ROR(a, 22)) +
		    ((a & b) ^ (a & c) ^ (b & c));
		hh = g, g = f, f = e, e = d + t1;
		d = c, c = b, b = a, a = t1 + t2;
	}
	h[0] += a, h[1] += b, h[2] += c, h[3] += d;
	h[4] += e, h[5] += f, h[6] += g, h[7] += hh;
}

/* The SHA-256 of the n bytes at data, into md. */
void
sha256(const void *data, size_t n, unsigned char md[32])
{
	uint32_t h[8] = { 0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a,
	    0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19 };
	const unsigned char *p = data;
	unsigned char last[128];
	uint64_t bits = (uint64_t)n * 8;
	size_t i, rest;

	for (; n >= 64; n -= 64, p += 64)
		block(h, p);
	rest = n;
	memset(last, 0, sizeof(last));
	memcpy(last, p, rest);
	last[rest] = 0x80;
	n = rest + 9 <= 64 ? 64 : 128;
	for (i = 0; i < 8; i++)
		last[n - 1 - i] = (unsigned char)(bits >> (8 * i));
	block(h, last);
	if (n == 128)
		block(h, last + 64);
	for (i = 0; i < 32; i++)
		md[i] = (unsigned char)(h[i / 4] >> (24 - 8 * (i % 4)));
}

/* The SHA-256 of the string s, as 64 lowercase hexadecimal digits. */
void
sha256_hex(const char *s, char hex[65])
{
	unsigned char md[32];
	int i;

	sha256(s, strlen(s), md);
	for (i = 0; i < 32; i++)
		snprintf(hex + 2 * i, 3, "%02x", md[i]);
}

/*
 * The seed of a game by mail: the first 8 bytes of the SHA-256 of
 * "lucky-judge seed\n", "judge SECRET\n" and "NAME CONTRIBUTION\n" for
 * each player in the order of the seats whose contribution is in (a
 * NULL one, missing when the deadline of the deal passed, has no line),
 * big-endian, the highest bit cleared (lucky-new -s takes 0 to
 * 2^63 - 1).  -1 when the text would be too long.
 */
int
commit_seed(const char *secret, char *const names[],
    char *const contribs[], int n, uint64_t *seed)
{
	char text[LUCKY_MAXPLAYERS * 300 + 200];
	unsigned char md[32];
	size_t len;
	int i;

	len = (size_t)snprintf(text, sizeof(text), "lucky-judge seed\n"
	    "judge %s\n", secret);
	for (i = 0; i < n && len < sizeof(text); i++)
		if (contribs[i] != NULL)
			len += (size_t)snprintf(text + len,
			    sizeof(text) - len, "%s %s\n", names[i],
			    contribs[i]);
	if (len >= sizeof(text))
		return -1;
	sha256(text, len, md);
	*seed = 0;
	for (i = 0; i < 8; i++)
		*seed = *seed << 8 | md[i];
	*seed &= ~((uint64_t)1 << 63);
	return 0;
}
