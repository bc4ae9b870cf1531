/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

#include <stdlib.h>

#include "text.h"

/*
 * The game's random numbers: xoshiro256** (Blackman and Vigna, 2018),
 * its 256-bit state filled from the 64-bit seed by splitmix64.  Both are
 * a few lines of integer arithmetic, so a seed gives the same game on
 * every machine.  lucky-state(5) documents this; do not change it
 * without changing the state version.
 */

static uint64_t
splitmix64(uint64_t *x)
{
	uint64_t z;

	z = (*x += 0x9e3779b97f4a7c15ULL);
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
	return z ^ (z >> 31);
}

/* A number mixed into a hash, for the bots' seeds (bot.c, botsearch.c):
 * not the game's numbers, which the seed alone gives. */
uint64_t
rng_mix(uint64_t h, uint64_t v)
{
	h ^= v + 0x9e3779b97f4a7c15ULL + (h << 6) + (h >> 2);
	h = (h ^ (h >> 30)) * 0xbf58476d1ce4e5b9ULL;
	h = (h ^ (h >> 27)) * 0x94d049bb133111ebULL;
	return h ^ (h >> 31);
}

void
rng_seed(struct rng *r, uint64_t seed)
{
	int i;

	for (i = 0; i < 4; i++)
		r->s[i] = splitmix64(&seed);
}

static uint64_t
rotl(uint64_t x, int k)
{
	return (x << k) | (x >> (64 - k));
}

static uint64_t
rng_next(struct rng *r)
{
	uint64_t result, t;

	result = rotl(r->s[1] * 5, 7) * 9;
	t = r->s[1] << 17;
	r->s[2] ^= r->s[0];
	r->s[3] ^= r->s[1];
	r->s[1] ^= r->s[2];
	r->s[0] ^= r->s[3];
	r->s[2] ^= t;
	r->s[3] = rotl(r->s[3], 45);
	return result;
}

/*
 * A uniform number in [0, n): draws below 2^64 mod n are thrown away so
 * that every result is equally likely.
 */
uint32_t
rng_below(struct rng *r, uint32_t n)
{
	uint64_t x, threshold;

	if (n <= 1)
		return 0;
	threshold = (0 - (uint64_t)n) % n;
	do
		x = rng_next(r);
	while (x < threshold);
	return (uint32_t)(x % n);
}

/* Fisher-Yates from the last element down. */
void
rng_shuffle(struct rng *r, int *a, int n)
{
	int i, j, t;

	for (i = n - 1; i > 0; i--) {
		j = (int)rng_below(r, (uint32_t)i + 1);
		t = a[i];
		a[i] = a[j];
		a[j] = t;
	}
}

/* A fresh seed that -s accepts back: 63 bits from arc4random. */
uint64_t
rng_fresh_seed(void)
{
	uint64_t s;

	s = ((uint64_t)arc4random() << 32) | arc4random();
	return s & 0x7fffffffffffffffULL;
}
