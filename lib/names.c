/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

#include <ctype.h>
#include <string.h>

#include "text.h"

/*
 * The German letters in UTF-8, folded as German writes them without
 * (RULES A.1: the anniversary edition's names, "Küche" as "kueche").
 */
static const struct {
	const char	*utf8, *ascii;
} german[] = {
	{ "\xc3\x84", "ae" }, { "\xc3\xa4", "ae" },	/* Ä ä */
	{ "\xc3\x96", "oe" }, { "\xc3\xb6", "oe" },	/* Ö ö */
	{ "\xc3\x9c", "ue" }, { "\xc3\xbc", "ue" },	/* Ü ü */
	{ "\xc3\x9f", "ss" }, { "\xe1\xba\x9e", "ss" },	/* ß ẞ */
};

/* The German letter s begins with, folded, and its length in *len. */
static const char *
german_letter(const char *s, size_t *len)
{
	size_t i;

	for (i = 0; i < sizeof(german) / sizeof(german[0]); i++)
		if (strncmp(s, german[i].utf8, strlen(german[i].utf8)) == 0) {
			*len = strlen(german[i].utf8);
			return german[i].ascii;
		}
	return NULL;
}

/*
 * Names are forgiving (DESIGN "Names are forgiving"): "Master Suite",
 * "master_suite" and "MASTER-SUITE" all fold to "master-suite";
 * apostrophes and other punctuation vanish ("Servants' Quarters"); the
 * German letters in any case fold as German writes them without
 * ("KÜCHE", "Küche" and "Kueche" to "kueche"), by the table above, in
 * no locale.
 */
void
name_fold(const char *s, char *out, size_t size)
{
	const char *g;
	size_t n = 0, len;
	bool sep = false;

	if (size == 0)
		return;
	/* ASCII, as isalnum() and tolower() in the C locale */
	for (; *s != '\0'; s++) {
		unsigned char c = (unsigned char)*s;

		if (c >= 0x80 && (g = german_letter(s, &len)) != NULL) {
			if (sep && n > 0 && n + 1 < size)
				out[n++] = '-';
			sep = false;
			for (; *g != '\0' && n + 1 < size; g++)
				out[n++] = *g;
			s += len - 1;
		} else if ((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') ||
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
