/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

#include <ctype.h>
#include <string.h>

#include "text.h"

/*
 * Names are forgiving (DESIGN "Names are forgiving"): "Master Suite",
 * "master_suite" and "MASTER-SUITE" all fold to "master-suite";
 * apostrophes and other punctuation vanish ("Servants' Quarters").
 */
void
name_fold(const char *s, char *out, size_t size)
{
	size_t n = 0;
	bool sep = false;

	if (size == 0)
		return;
	/* ASCII, as isalnum() and tolower() in the C locale */
	for (; *s != '\0'; s++) {
		unsigned char c = (unsigned char)*s;

		if ((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') ||
		    (c >= 'A' && c <= 'Z') || c == '+' || c == '=') {
			if (sep && n > 0 && n + 1 < size)
				out[n++] = '-';
			sep = false;
			if (n + 1 < size)
				out[n++] = (char)(c >= 'A' && c <= 'Z' ? c + 32 : c);
		} else if (c == ' ' || c == '\t' || c == '-' || c == '_')
			sep = true;
	}
	out[n] = '\0';
}

/* An id: 1..max characters of [a-z0-9-], starting with a letter. */
bool
name_is_id(const char *s, size_t max)
{
	size_t n;

	if (!islower((unsigned char)s[0]))
		return false;
	for (n = 0; s[n] != '\0'; n++)
		if (!islower((unsigned char)s[n]) &&
		    !isdigit((unsigned char)s[n]) && s[n] != '-')
			return false;
	return n <= max;
}

/*
 * Distance of two short names, for "did you mean": the optimal string
 * alignment distance, in which an insertion, a deletion, a change or
 * two neighbours swapped ("bbo" for "bob", the commonest typo) is one
 * edit each.
 */
int
name_distance(const char *a, const char *b)
{
	int rows[3][LUCKY_MAXNAMELEN * 2 + 2];
	int *pp, *prev, *cur;
	size_t la = strlen(a), lb = strlen(b), i, j;

	if (la > LUCKY_MAXNAMELEN * 2 || lb > LUCKY_MAXNAMELEN * 2)
		return 99;
	for (j = 0; j <= lb; j++)
		rows[1][j] = (int)j;
	for (i = 1; i <= la; i++) {
		pp = rows[(i + 2) % 3];
		prev = rows[i % 3];
		cur = rows[(i + 1) % 3];
		cur[0] = (int)i;
		for (j = 1; j <= lb; j++) {
			int best = prev[j - 1] + (a[i - 1] != b[j - 1]);

			if (prev[j] + 1 < best)
				best = prev[j] + 1;
			if (cur[j - 1] + 1 < best)
				best = cur[j - 1] + 1;
			if (i > 1 && j > 1 && a[i - 1] == b[j - 2] &&
			    a[i - 2] == b[j - 1] && pp[j - 2] + 1 < best)
				best = pp[j - 2] + 1;
			cur[j] = best;
		}
	}
	return rows[(la + 1) % 3][lb];
}

uint32_t
name_hash(const char *s)
{
	uint32_t h = 2166136261U;

	for (; *s != '\0'; s++)
		h = (h ^ (unsigned char)*s) * 16777619U;
	return h;
}
