/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

#include <ctype.h>
#include <errno.h>
#include <iconv.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>

#include <gmime/gmime.h>

#include "play.h"
#include "judge.h"

/*
 * This file reads a mail (lucky-judge(1) "Mail in"): it takes the whole
 * of it from a file descriptor and parses it with GMime, then finds its
 * sender, its Message-ID, whether a program sent it, and the text of its
 * inline text/plain parts in UTF-8, which mflow(1) of mblaze unwraps
 * when they are format=flowed.  It names the parts it does not read, one
 * a line, so that the judge can say what it left out.
 *
 * A NUL byte of the text becomes the byte 0x01: the text is a string,
 * and the caller still finds a control character there and refuses it.
 */

#define WALK_DEPTH	20		/* multiparts walked into */
#define WALK_PARTS	100		/* parts read or named */
#define ID_MAX		990		/* a Message-ID, its brackets too */
#define FLOW_MAX	LUCKY_MAXFILE	/* flowed text mflow is given at once */
#define SHOW_MAX	80		/* characters of a name said */
#define REPLACEMENT	"\xef\xbf\xbd"	/* U+FFFD */

/* A part not read, as the judge names it. */
struct skip {
	char	*line;		/* "  plan.txt (text/plain)\n" */
	bool	 html;		/* html, unsaid when html_only */
};

/* What the walk of a mail's parts found. */
struct walk {
	struct buf	 text;
	struct skip	 skip[WALK_PARTS + 1];
	int		 nskip;
	int		 parts;		/* the parts met */
	int		 more;		/* those met past WALK_PARTS */
	bool		 html;		/* an inline text/html part met */
};

static void	walk(GMimeObject *, int, bool, struct walk *);

/* Read fd to its end: keep its first MAIL_MAX bytes in b, count all. */
static void
read_all(int fd, struct buf *b, size_t *size)
{
	static char chunk[65536];
	ssize_t r;
	size_t keep;

	*size = 0;
	for (;;) {
		if ((r = read(fd, chunk, sizeof(chunk))) == -1) {
			if (errno == EINTR)
				continue;
			jerr("reading the mail");
		}
		if (r == 0)
			break;
		*size += (size_t)r;
		keep = b->len < MAIL_MAX ? MAIL_MAX - b->len : 0;
		if (keep > 0)
			buf_add(b, chunk, (size_t)r < keep ? (size_t)r : keep);
	}
}

/*
 * Cut the mail before its MAIL_MAXPARTS-th line that may be a MIME
 * boundary ("--" at the start): GMime builds every part of a mail in
 * memory before the judge could count them, some hundred bytes each,
 * and a mail of millions of empty parts would take gigabytes.  A mail
 * cut so is too big to be read whole.
 */
static void
cut_parts(struct buf *raw, struct mail_in *m)
{
	size_t i;
	int n = 0;

	for (i = 0; i + 1 < raw->len; i++)
		if ((i == 0 || raw->s[i - 1] == '\n') && raw->s[i] == '-' &&
		    raw->s[i + 1] == '-' && ++n > MAIL_MAXPARTS) {
			raw->len = i;
			m->too_big = m->too_many_parts = true;
			return;
		}
}

/*
 * Append s to b so that a person may read it in the judge's mail: '?'
 * replaces a control character and a byte that is not UTF-8, and "..."
 * ends it after max characters.
 */
static void
add_clean(struct buf *b, const char *s, size_t max)
{
	const char *end = s + strlen(s);
	gunichar c;
	size_t n;
	int len;

	for (n = 0; s < end; n++) {
		if (n == max) {
			buf_str(b, "...");
			return;
		}
		c = g_utf8_get_char_validated(s, end - s);
		if (c == (gunichar)-1 || c == (gunichar)-2) {
			buf_add(b, "?", 1);
			s++;
			continue;
		}
		len = (int)(g_utf8_next_char(s) - s);
		if (c < 0x20 || (c >= 0x7f && c <= 0x9f))
			buf_add(b, "?", 1);
		else
			buf_add(b, s, (size_t)len);
		s += len;
	}
}

/* Return the MIME type of obj in lowercase ("text/plain"), allocated. */
static char *
mime_type(GMimeObject *obj)
{
	GMimeContentType *ct = g_mime_object_get_content_type(obj);
	char *t, *s, *p;

	if (ct == NULL)
		return xstrdup("application/octet-stream");
	t = g_mime_content_type_get_mime_type(ct);
	s = xstrdup(t);
	g_free(t);
	for (p = s; *p != '\0'; p++)
		*p = (char)tolower((unsigned char)*p);
	return s;
}

/*
 * Name a part that is not read as "  NAME (TYPE, NOTE)"; the name and
 * the note appear only when there is one.  A walk names WALK_PARTS + 1
 * parts at most.
 */
static void
skip_add(struct walk *w, const char *name, const char *type,
    const char *note, bool html)
{
	struct buf b = { NULL, 0, 0 };

	if (w->nskip == WALK_PARTS + 1)
		return;
	buf_str(&b, "  ");
	if (name != NULL && *name != '\0') {
		add_clean(&b, name, SHOW_MAX);
		buf_str(&b, " (");
		add_clean(&b, type, SHOW_MAX);
		if (note != NULL)
			buf_str(&b, ", ");
	} else {
		add_clean(&b, type, SHOW_MAX);
		if (note != NULL)
			buf_str(&b, " (");
	}
	if (note != NULL)
		add_clean(&b, note, SHOW_MAX);
	buf_str(&b, name != NULL && *name != '\0' ? ")\n" :
	    note != NULL ? ")\n" : "\n");
	w->skip[w->nskip].line = b.s;
	w->skip[w->nskip++].html = html;
}

/* Tell whether s is NULL or holds only blanks. */
static bool
blank(const char *s)
{
	while (s != NULL && isspace((unsigned char)*s))
		s++;
	return s == NULL || *s == '\0';
}

/* Tell whether obj is of that type (subtype "*" matches any). */
static bool
is_type(GMimeObject *obj, const char *type, const char *subtype)
{
	GMimeContentType *ct = g_mime_object_get_content_type(obj);

	return ct != NULL && g_mime_content_type_is_type(ct, type, subtype);
}

/* Return the file name of a part, or NULL when it has none. */
static const char *
part_name(GMimeObject *obj)
{
	const char *name;

	if (!GMIME_IS_PART(obj))
		return NULL;
	name = g_mime_part_get_filename(GMIME_PART(obj));
	return name != NULL && *name != '\0' ? name : NULL;
}

/* A part is inline when its disposition is absent or "inline" and it
 * has no file name. */
static bool
is_inline(GMimeObject *obj)
{
	const char *d = g_mime_object_get_disposition(obj);

	return (d == NULL || g_ascii_strcasecmp(d, "inline") == 0) &&
	    part_name(obj) == NULL;
}

/*
 * Tell whether obj is an inline text part of that subtype, or holds one
 * in its multiparts (three levels down at most).
 */
static bool
holds(GMimeObject *obj, const char *subtype, int depth)
{
	GMimeMultipart *mp;
	int i, n;

	if (GMIME_IS_PART(obj))
		return is_type(obj, "text", subtype) && is_inline(obj);
	if (!GMIME_IS_MULTIPART(obj) || GMIME_IS_MULTIPART_ENCRYPTED(obj) ||
	    depth >= 3)
		return false;
	mp = GMIME_MULTIPART(obj);
	n = g_mime_multipart_get_count(mp);
	for (i = 0; i < n && i < WALK_PARTS; i++)
		if (holds(g_mime_multipart_get_part(mp, i), subtype, depth + 1))
			return true;
	return false;
}

/*
 * Choose the alternative of a multipart/alternative to read: the first
 * that holds plain text.  The others go unsaid, but their html counts
 * for html_only.  Return -1 when no alternative holds plain text.
 */
static int
pick_alternative(GMimeMultipart *mp, struct walk *w)
{
	int i, n = g_mime_multipart_get_count(mp), pick = -1;

	for (i = 0; i < n && i < WALK_PARTS && pick == -1; i++)
		if (holds(g_mime_multipart_get_part(mp, i), "plain", 0))
			pick = i;
	for (i = 0; pick != -1 && i < n && i < WALK_PARTS; i++)
		if (i != pick &&
		    holds(g_mime_multipart_get_part(mp, i), "html", 0))
			w->html = true;
	return pick;
}

/*
 * Convert n bytes from the charset to UTF-8 into b; U+FFFD replaces a
 * byte that the charset does not have.  Return -1 when iconv(3) does
 * not know the charset.
 */
static int
iconv_utf8(const char *from, const char *s, size_t n, struct buf *b)
{
	char out[4096], *in = (char *)s, *o;
	size_t inleft = n, outleft, r;
	iconv_t cd;

	if ((cd = g_mime_iconv_open("UTF-8", from)) == (iconv_t)-1)
		return -1;
	while (inleft > 0) {
		o = out;
		outleft = sizeof(out);
		r = iconv(cd, &in, &inleft, &o, &outleft);
		buf_add(b, out, sizeof(out) - outleft);
		if (r != (size_t)-1 || errno == E2BIG)
			continue;
		buf_add(b, REPLACEMENT, strlen(REPLACEMENT));
		if (errno != EILSEQ)
			break;		/* EINVAL: cut in a character */
		in++;
		inleft--;
	}
	o = out;
	outleft = sizeof(out);
	(void)iconv(cd, NULL, NULL, &o, &outleft);
	buf_add(b, out, sizeof(out) - outleft);
	g_mime_iconv_close(cd);
	return 0;
}

/* Tell whether the n bytes are UTF-8 (NUL bytes allowed). */
static bool
is_utf8(const char *s, size_t n)
{
	const char *end = s + n;
	gunichar c;

	while (s < end) {
		if ((unsigned char)*s < 0x80) {
			s++;
			continue;
		}
		c = g_utf8_get_char_validated(s, end - s);
		if (c == (gunichar)-1 || c == (gunichar)-2)
			return false;
		s = g_utf8_next_char(s);
	}
	return true;
}

/*
 * Convert the n bytes of a text part from its charset to UTF-8 into b.
 * Without a charset, or in US-ASCII, the bytes stay as they are when
 * they are UTF-8 and are read as windows-1252 when not.  Return -1 when
 * iconv(3) cannot convert the charset.
 */
static int
to_utf8(const char *s, size_t n, const char *charset, struct buf *b)
{
	buf_add(b, "", 0);
	if (n == 0)
		return 0;
	if (charset == NULL || *charset == '\0' ||
	    g_ascii_strcasecmp(charset, "us-ascii") == 0 ||
	    g_ascii_strcasecmp(charset, "ascii") == 0) {
		if (is_utf8(s, n)) {
			buf_add(b, s, n);
			return 0;
		}
		charset = "WINDOWS-1252";
	}
	return iconv_utf8(charset, s, n, b);
}

/*
 * Rewrite the text in place as the judge reads it: drop a byte order
 * mark at its start, turn CR LF into LF and a NUL byte into 0x01.
 * Return its new length.
 */
static size_t
normalize(char *s, size_t n)
{
	size_t i = 0, j = 0;

	if (n >= 3 && memcmp(s, "\xef\xbb\xbf", 3) == 0)
		i = 3;
	for (; i < n; i++) {
		if (s[i] == '\r' && i + 1 < n && s[i + 1] == '\n')
			continue;
		s[j++] = s[i] == '\0' ? '\001' : s[i];
	}
	if (j < n)
		s[j] = '\0';
	return j;
}

/* Run mflow(1) on n bytes of a flowed text and append its output to to. */
static void
mflow(char *s, size_t n, struct buf *to)
{
	char *argv[] = { "mflow", "-w", "100000000", NULL };
	struct buf in = { s, n, n + 1 }, out = { NULL, 0, 0 };
	struct buf err = { NULL, 0, 0 };
	int status;

	status = espawn_run("", argv, &in, &out, &err);
	if (status != 0) {
		err.s[strcspn(err.s, "\n")] = '\0';
		jerrx("mflow failed (status %d)%s%.100s", status,
		    *err.s != '\0' ? ": " : "", err.s);
	}
	buf_add(to, out.s, out.len);
	free(out.s);
	free(err.s);
}

/*
 * Unwrap a format=flowed text (RFC 3676, DelSp too) with mflow(1) into
 * to.  PIPE_CONTENTTYPE tells mflow that the text is flowed, and a width
 * that no line reaches keeps it from wrapping again.  Since espawn_run
 * caps the output, mflow gets FLOW_MAX bytes at most at a time, each
 * piece ending with a fixed line, after which mflow starts afresh.
 * Return -1 when a paragraph is longer than that.
 */
static int
unflow(char *s, size_t n, bool delsp, struct buf *to)
{
	size_t len;
	int ret = 0;

	if (setenv("PIPE_CONTENTTYPE", delsp ? "text/plain; format=flowed; "
	    "delsp=yes" : "text/plain; format=flowed", 1) == -1)
		jerr("setenv");
	while (n > 0 && ret == 0) {
		len = n;
		if (len > FLOW_MAX)
			for (len = FLOW_MAX; len > 1; len--)
				if (s[len - 1] == '\n' && s[len - 2] != ' ')
					break;
		if (len <= 1) {
			ret = -1;
			break;
		}
		mflow(s, len, to);
		s += len;
		n -= len;
	}
	unsetenv("PIPE_CONTENTTYPE");
	return ret;
}

/* Tell whether a parameter of the part's Content-Type has that value. */
static bool
param_is(GMimeObject *obj, const char *name, const char *value)
{
	GMimeContentType *ct = g_mime_object_get_content_type(obj);
	const char *v;

	v = ct != NULL ? g_mime_content_type_get_parameter(ct, name) : NULL;
	return v != NULL && g_ascii_strcasecmp(v, value) == 0;
}

/*
 * Read an inline text/plain part into the text and end it with a
 * newline.  A part in a charset that cannot be converted, or flowed with
 * a paragraph longer than mflow is given, is named instead.
 */
static void
read_text(GMimeObject *obj, struct walk *w)
{
	GMimeContentType *ct = g_mime_object_get_content_type(obj);
	GMimeDataWrapper *content = g_mime_part_get_content(GMIME_PART(obj));
	GMimeStream *mem = g_mime_stream_mem_new();
	const char *charset;
	struct buf u = { NULL, 0, 0 }, flowed = { NULL, 0, 0 };
	GByteArray *ba;
	char note[128];
	size_t n, len0 = w->text.len;

	charset = ct != NULL ? g_mime_content_type_get_parameter(ct,
	    "charset") : NULL;
	if (content != NULL)
		(void)g_mime_data_wrapper_write_to_stream(content, mem);
	ba = g_mime_stream_mem_get_byte_array(GMIME_STREAM_MEM(mem));
	if (to_utf8((const char *)ba->data, ba->len, charset, &u) == -1) {
		snprintf(note, sizeof(note), "charset %s", charset);
		skip_add(w, NULL, "text/plain", note, false);
	} else {
		n = normalize(u.s, u.len);
		if (!param_is(obj, "format", "flowed"))
			buf_add(&w->text, u.s, n);
		else if (unflow(u.s, n, param_is(obj, "delsp", "yes"),
		    &flowed) == -1)
			skip_add(w, NULL, "text/plain", "a paragraph too long",
			    false);
		else if (flowed.len > 0)
			buf_add(&w->text, flowed.s, flowed.len);
		if (w->text.len > len0 && w->text.s[w->text.len - 1] != '\n')
			buf_add(&w->text, "\n", 1);
	}
	buf_free(&u);
	buf_free(&flowed);
	g_object_unref(mem);
}

/* Read a part that holds no other, or name it as not read. */
static void
leaf(GMimeObject *obj, bool htmlside, struct walk *w)
{
	char *type;

	if (GMIME_IS_MULTIPART_ENCRYPTED(obj)) {
		skip_add(w, NULL, "an encrypted part", NULL, false);
		return;
	}
	if (GMIME_IS_MESSAGE_PART(obj)) {
		skip_add(w, NULL, "a forwarded message", NULL, false);
		return;
	}
	type = mime_type(obj);
	if (GMIME_IS_MULTIPART(obj) &&
	    g_mime_multipart_get_count(GMIME_MULTIPART(obj)) > 0)
		skip_add(w, NULL, type, "nested too deep", false);
	else if (GMIME_IS_MULTIPART(obj)) {
		/* GMime found no boundary: its text is in the prologue */
		if (!blank(g_mime_multipart_get_prologue(GMIME_MULTIPART(obj))))
			skip_add(w, NULL, type, "no parts found", false);
	}
	else if (GMIME_IS_PART(obj) && is_inline(obj) &&
	    is_type(obj, "text", "plain"))
		read_text(obj, w);
	else if (is_inline(obj) && is_type(obj, "text", "html")) {
		w->html = true;
		skip_add(w, NULL, type, NULL, true);
	} else
		skip_add(w, part_name(obj), type, NULL, htmlside);
	free(type);
}

/*
 * Walk the parts of obj at that depth: read what is read and name the
 * rest.  A multipart/alternative gives its plain text alternative only,
 * a multipart/signed its signed part only.  htmlside says that obj
 * belongs to an html text (multipart/related), which goes unsaid with
 * it.
 */
static void
walk(GMimeObject *obj, int depth, bool htmlside, struct walk *w)
{
	GMimeMultipart *mp;
	int i, n;

	if (GMIME_IS_MULTIPART(obj) && !GMIME_IS_MULTIPART_ENCRYPTED(obj) &&
	    depth < WALK_DEPTH &&
	    (n = g_mime_multipart_get_count(GMIME_MULTIPART(obj))) > 0) {
		mp = GMIME_MULTIPART(obj);
		if (GMIME_IS_MULTIPART_SIGNED(obj) && n > 1)
			n = 1;
		else if (is_type(obj, "multipart", "alternative") &&
		    (i = pick_alternative(mp, w)) != -1) {
			walk(g_mime_multipart_get_part(mp, i), depth + 1,
			    htmlside, w);
			return;
		} else if (is_type(obj, "multipart", "related") && n > 0 &&
		    holds(g_mime_multipart_get_part(mp, 0), "html", 0))
			htmlside = true;
		for (i = 0; i < n; i++)
			walk(g_mime_multipart_get_part(mp, i), depth + 1,
			    htmlside, w);
		return;
	}
	if (w->parts == WALK_PARTS) {
		w->more++;
		return;
	}
	w->parts++;
	leaf(obj, htmlside, w);
}

/* Tell whether a header's value begins with the word, case aside. */
static bool
first_word(const char *value, const char *word)
{
	size_t n = strlen(word);

	value += strspn(value, " \t\r\n");
	return g_ascii_strncasecmp(value, word, n) == 0 &&
	    (value[n] == '\0' || strchr(" \t\r\n;(", value[n]) != NULL);
}

/* Tell whether s is "<>", blanks aside. */
static bool
null_path(const char *s)
{
	s += strspn(s, " \t\r\n");
	if (*s++ != '<')
		return false;
	s += strspn(s, " \t\r\n");
	if (*s++ != '>')
		return false;
	return s[strspn(s, " \t\r\n")] == '\0';
}

/* Tell whether a program sent the mail (RFC 3834, a list, a bounce). */
static bool
automatic(GMimeMessage *msg, const char *from)
{
	GMimeHeaderList *hl = g_mime_object_get_header_list(GMIME_OBJECT(msg));
	GMimeObject *body = g_mime_message_get_mime_part(msg);
	const char *name, *value, *at;
	GMimeHeader *h;
	int i, n = g_mime_header_list_get_count(hl);

	for (i = 0; i < n; i++) {
		h = g_mime_header_list_get_header_at(hl, i);
		name = g_mime_header_get_name(h);
		if ((value = g_mime_header_get_value(h)) == NULL)
			value = "";
		if (g_ascii_strcasecmp(name, "Auto-Submitted") == 0 &&
		    !first_word(value, "no"))
			return true;
		if (g_ascii_strcasecmp(name, "Precedence") == 0 &&
		    (first_word(value, "bulk") || first_word(value, "junk") ||
		    first_word(value, "list")))
			return true;
		if (g_ascii_strcasecmp(name, "Return-Path") == 0 &&
		    null_path(value))
			return true;
	}
	if (from != NULL) {
		at = strrchr(from, '@');
		n = at != NULL ? (int)(at - from) : (int)strlen(from);
		if (n == 13 && g_ascii_strncasecmp(from, "mailer-daemon",
		    13) == 0)
			return true;
	}
	return body != NULL && is_type(body, "multipart", "report");
}

/* Return the address of the first mailbox of a list (or of a group in
 * it), its domain in ASCII (IDNA), or NULL when there is none. */
static const char *
first_mailbox(InternetAddressList *list, int depth)
{
	InternetAddress *a;
	const char *s;
	int i, n = list != NULL ? internet_address_list_length(list) : 0;

	for (i = 0; i < n; i++) {
		a = internet_address_list_get_address(list, i);
		if (INTERNET_ADDRESS_IS_MAILBOX(a))
			return internet_address_mailbox_get_idn_addr(
			    INTERNET_ADDRESS_MAILBOX(a));
		if (INTERNET_ADDRESS_IS_GROUP(a) && depth == 0 &&
		    (s = first_mailbox(internet_address_group_get_members(
		    INTERNET_ADDRESS_GROUP(a)), 1)) != NULL)
			return s;
	}
	return NULL;
}

/*
 * Set the Message-ID with its brackets.  The mail's hash replaces it
 * when there is none, or when it is too long or holds a blank, a
 * control character, a byte that is not ASCII or a bracket: the judge
 * writes it in the headers of its answers.
 */
static void
message_id(GMimeMessage *msg, const char *raw, size_t n, struct mail_in *m)
{
	const char *id = g_mime_message_get_message_id(msg);
	unsigned char md[32];
	const char *p;
	int i;

	for (p = id; p != NULL && *p != '\0'; p++)
		if ((unsigned char)*p <= ' ' || (unsigned char)*p >= 0x7f ||
		    *p == '<' || *p == '>')
			break;
	if (id != NULL && *id != '\0' && *p == '\0' &&
	    strlen(id) + 2 <= ID_MAX) {
		snprintf(m->msgid, sizeof(m->msgid), "<%s>", id);
		return;
	}
	sha256(raw, n, md);
	m->msgid[0] = '<';
	for (i = 0; i < 32; i++)
		snprintf(m->msgid + 1 + 2 * i, 3, "%02x", md[i]);
	strlcat(m->msgid, "@sha256>", sizeof(m->msgid));
}

/* Set the sender's address, lowercase, when it is a good one. */
static void
sender(GMimeMessage *msg, struct mail_in *m)
{
	const char *addr = first_mailbox(g_mime_message_get_from(msg), 0);
	char a[ADDR_MAX + 2];
	char *p;

	m->automatic = automatic(msg, addr);
	if (addr == NULL || strlcpy(a, addr, sizeof(a)) >= sizeof(a) - 1)
		return;
	for (p = a; *p != '\0'; p++)
		*p = (char)tolower((unsigned char)*p);
	if (good_address(a))
		strlcpy(m->from, a, sizeof(m->from));
}

/* Read the text and name the parts not read; the html goes unsaid when
 * no text was read, since the caller then asks for plain text. */
static void
body(GMimeMessage *msg, struct mail_in *m)
{
	GMimeObject *top = g_mime_message_get_mime_part(msg);
	struct walk *w = xcalloc(1, sizeof(*w));
	int i;

	buf_add(&w->text, "", 0);
	buf_add(&m->skipped, "", 0);
	if (top != NULL)
		walk(top, 0, false, w);
	m->html_only = blank(w->text.s) && w->html;
	for (i = 0; i < w->nskip; i++) {
		if (!w->skip[i].html || !m->html_only)
			buf_str(&m->skipped, w->skip[i].line);
		free(w->skip[i].line);
	}
	if (w->more > 0)
		buf_fmt(&m->skipped, "  %d more part%s\n", w->more,
		    w->more == 1 ? "" : "s");
	m->text = w->text.s;
	free(w);
}

/*
 * Read a mail from fd, the whole of it, and parse its first MAIL_MAX
 * bytes.  Return -1 when it is empty or GMime finds no header in it.
 */
int
mail_read(int fd, struct mail_in *m)
{
	struct buf raw = { NULL, 0, 0 };
	GMimeMessage *msg = NULL;
	GMimeParser *parser;
	GMimeStream *stream;

	memset(m, 0, sizeof(*m));
	read_all(fd, &raw, &m->size);
	m->too_big = m->size > MAIL_MAX;
	cut_parts(&raw, m);
	if (raw.len == 0)
		return -1;
	gmime_ready();
	stream = g_mime_stream_mem_new_with_buffer(raw.s, raw.len);
	parser = g_mime_parser_new_with_stream(stream);
	msg = g_mime_parser_construct_message(parser, NULL);
	g_object_unref(parser);
	g_object_unref(stream);
	if (msg != NULL && g_mime_header_list_get_count(
	    g_mime_object_get_header_list(GMIME_OBJECT(msg))) > 0) {
		sender(msg, m);
		message_id(msg, raw.s, raw.len, m);
		body(msg, m);
	}
	if (msg != NULL)
		g_object_unref(msg);
	buf_free(&raw);
	return m->text != NULL ? 0 : -1;
}

void
mail_free(struct mail_in *m)
{
	free(m->text);
	m->text = NULL;
	buf_free(&m->skipped);
}
