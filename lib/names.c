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

/* Levenshtein distance of two short names, for "did you mean". */
int
name_distance(const char *a, const char *b)
{
	int row[LUCKY_MAXNAMELEN * 2 + 2];
	size_t la = strlen(a), lb = strlen(b), i, j;

	if (la > LUCKY_MAXNAMELEN * 2 || lb > LUCKY_MAXNAMELEN * 2)
		return 99;
	for (j = 0; j <= lb; j++)
		row[j] = (int)j;
	for (i = 1; i <= la; i++) {
		int diag = row[0], up;

		row[0] = (int)i;
		for (j = 1; j <= lb; j++) {
			int best;

			up = row[j];
			best = diag + (a[i - 1] != b[j - 1]);
			if (up + 1 < best)
				best = up + 1;
			if (row[j - 1] + 1 < best)
				best = row[j - 1] + 1;
			row[j] = best;
			diag = up;
		}
	}
	return row[lb];
}

uint32_t
name_hash(const char *s)
{
	uint32_t h = 2166136261U;

	for (; *s != '\0'; s++)
		h = (h ^ (unsigned char)*s) * 16777619U;
	return h;
}
