/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

#include <sha2.h>
#include <stdio.h>
#include <string.h>

#include "text.h"

/*
 * The deal nobody can choose (lucky-judge(1) "The deal"): SHA-256
 * (FIPS 180-4, libmd's), the seed made from the judge's secret and the players'
 * contributions, and the commitment file that lucky-check reads.
 */

/* The SHA-256 of the n bytes at data, into md: libmd's. */
void
sha256(const void *data, size_t n, unsigned char md[32])
{
	SHA2_CTX ctx;

	SHA256Init(&ctx);
	SHA256Update(&ctx, data, n);
	SHA256Final(md, &ctx);
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
