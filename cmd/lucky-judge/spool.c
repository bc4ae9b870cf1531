/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

#include <sys/stat.h>

#include <ctype.h>
#include <dirent.h>
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>
#include <unistd.h>

#include <gmime/gmime.h>

#include "play.h"
#include "judge.h"

/*
 * The mails the judge sends.  GMime makes each message whole: the text
 * as it is, text/plain in UTF-8 (8bit, or quoted-printable when a line
 * is longer than RFC 5322 allows), and, when the text holds a view, the
 * board of that view drawn by lucky-show -T svg as an attachment.  A
 * game's mails are written into its new generation's out/; once that
 * generation is the current one they move into the game's spool/, and
 * sendmail(8) is given each in turn.  A mail leaves the spool when
 * sendmail took it or refused it for good, or after SPOOL_DAYS days of
 * sendmail being down; the spool never stops the judge.
 */

#define VIEW_BEGIN	"-----BEGIN LUCKY VIEW-----"
#define VIEW_END	"-----END LUCKY VIEW-----"
#define SPOOL_MAX	10000		/* mails tried a run */
#define LINE_MAX_MAIL	998		/* RFC 5322, 2.1.1 */
#define ERRLINE_MAX	100		/* what sendmail said, logged */
#define SENDMAIL_MSEC	60000		/* then sendmail is killed */

/* A message to make. */
struct outmail {
	const char	*from, *to, *subject, *inreplyto, *text;
};

/* The picture of a view, for a message. */
struct picture {
	struct buf	 svg;
	char		 name[GAME_MAXNAME + 32];
};

static int	 own_seq;	/* Message-IDs made outside a game */

/*
 * Run a program as espawn_run_limit does (msec: its time, none when
 * negative), SIGPIPE ignored meanwhile: a program that exits before it
 * read all its input (sendmail refusing a mail at once) must not kill
 * the judge.
 */
static int
run_quiet(const char *dir, char *argv[], const struct buf *in,
    struct buf *out, struct buf *errout, int msec)
{
	struct sigaction ign, old;
	int status;

	memset(&ign, 0, sizeof(ign));
	ign.sa_handler = SIG_IGN;
	sigemptyset(&ign.sa_mask);
	(void)sigaction(SIGPIPE, &ign, &old);
	status = espawn_run_limit(dir, argv, in, out, errout, msec);
	(void)sigaction(SIGPIPE, &old, NULL);
	return status;
}

/* The host's name for a Message-ID: letters, digits, '.' and '-' only,
 * "localhost" when it has none. */
static const char *
host_name(void)
{
	static char host[256];
	size_t i;

	if (host[0] != '\0')
		return host;
	if (gethostname(host, sizeof(host)) == -1)
		host[0] = '\0';
	host[sizeof(host) - 1] = '\0';
	for (i = 0; host[i] != '\0'; i++)
		if (!isalnum((unsigned char)host[i]) && host[i] != '.' &&
		    host[i] != '-')
			break;
	if (i == 0 || host[i] != '\0')
		strlcpy(host, "localhost", sizeof(host));
	return host;
}

/*
 * A new Message-ID, <lucky.G.S.R@HOST>: the generation that the mail
 * belongs to and the game's count of its mails, or 0 and a count of
 * this run's when no game is open, and 32 random bits.
 */
static void
message_id(char *id, size_t size)
{
	long gen = 0;
	int seq;

	if (J.name[0] != '\0') {
		gen = J.gen + 1;
		seq = ++J.seq;
	} else
		seq = ++own_seq;
	snprintf(id, size, "<lucky.%ld.%d.%08x@%s>", gen, seq,
	    (unsigned int)arc4random(), host_name());
}

/* Is the line of n bytes at p the marker (a CR before its end aside)? */
static bool
is_marker(const char *p, size_t n, const char *marker)
{
	if (n > 0 && p[n - 1] == '\r')
		n--;
	return n == strlen(marker) && memcmp(p, marker, n) == 0;
}

/*
 * The last view the text holds, the lines between a line BEGIN LUCKY
 * VIEW and the next END LUCKY VIEW line, each with its newline, into v
 * (a BEGIN line in between starts the view again): false when none.
 */
static bool
find_view(const char *text, struct buf *v)
{
	const char *p, *eol, *start = NULL, *from = NULL, *to = NULL;

	for (p = text; *p != '\0'; p = *eol != '\0' ? eol + 1 : eol) {
		if ((eol = strchr(p, '\n')) == NULL)
			eol = p + strlen(p);
		if (is_marker(p, (size_t)(eol - p), VIEW_BEGIN))
			start = *eol != '\0' ? eol + 1 : eol;
		else if (start != NULL &&
		    is_marker(p, (size_t)(eol - p), VIEW_END)) {
			from = start;
			to = p;
			start = NULL;
		}
	}
	if (from == NULL || to == from)
		return false;
	v->len = 0;
	buf_add(v, from, (size_t)(to - from));
	return true;
}

/*
 * The picture's file name, lucky-NAME-N.svg: whose view it is (its
 * first line "view NAME"; "observer" for "view -", "view" when it names
 * nobody) and N its lines "record ", the actions played.
 */
static void
picture_name(const char *view, char *name, size_t size)
{
	const char *p, *who = NULL;
	char whose[GAME_MAXNAME + 1] = "view";
	size_t n, whon = 0;
	int records = 0;

	for (p = view; *p != '\0'; p += n + (p[n] == '\n')) {
		n = strcspn(p, "\n");
		if (strncmp(p, "record ", 7) == 0)
			records++;
		else if (who == NULL && strncmp(p, "view ", 5) == 0) {
			who = p + 5;
			whon = n - 5;
			if (whon > 0 && who[whon - 1] == '\r')
				whon--;
		}
	}
	if (who != NULL && whon == 1 && who[0] == '-')
		strlcpy(whose, "observer", sizeof(whose));
	else if (who != NULL && whon > 0 && whon <= GAME_MAXNAME &&
	    strspn(who, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
	    "0123456789-_") >= whon) {
		memcpy(whose, who, whon);
		whose[whon] = '\0';
	}
	snprintf(name, size, "lucky-%s-%d.svg", whose, records);
}

/*
 * The board of the last view in the text drawn by lucky-show -T svg, and
 * its file name: false when the text holds no view or lucky-show cannot
 * draw it (a board without a map), which is no error.
 */
static bool
draw_view(const char *text, struct picture *pic)
{
	char *argv[] = { "lucky-show", "-T", "svg", NULL };
	struct buf view = { NULL, 0, 0 }, err = { NULL, 0, 0 };
	int status = -1;

	pic->svg.len = 0;
	if (find_view(text, &view)) {
		picture_name(view.s, pic->name, sizeof(pic->name));
		status = run_quiet(bindir, argv, &view, &pic->svg, &err, -1);
	}
	free(view.s);
	free(err.s);
	/* espawn_run keeps 2 MiB of output at most: more is cut */
	return status == 0 && pic->svg.len > 0 &&
	    pic->svg.len < LUCKY_MAXFILE * 2;
}

/* Does the text hold a line longer than RFC 5322 allows (998 bytes)? */
static bool
long_line(const char *text)
{
	size_t n;

	for (; *text != '\0'; text += n + (text[n] == '\n'))
		if ((n = strcspn(text, "\n")) > LINE_MAX_MAIL)
			return true;
	return false;
}

/* A part of n bytes of data, of the type, in the encoding it goes in. */
static GMimePart *
new_part(const char *type, const char *subtype, const char *data, size_t n,
    GMimeContentEncoding encoding)
{
	GMimePart *part = g_mime_part_new_with_type(type, subtype);
	GMimeStream *stream = g_mime_stream_mem_new_with_buffer(data, n);
	GMimeDataWrapper *content;

	content = g_mime_data_wrapper_new_with_stream(stream,
	    GMIME_CONTENT_ENCODING_DEFAULT);
	g_mime_part_set_content(part, content);
	g_mime_part_set_content_encoding(part, encoding);
	g_object_unref(content);
	g_object_unref(stream);
	return part;
}

/* The text part: the text as it is, UTF-8, 8bit unless a line is too
 * long for it. */
static GMimeObject *
text_part(const char *text)
{
	GMimePart *part;

	part = new_part("text", "plain", text, strlen(text),
	    long_line(text) ? GMIME_CONTENT_ENCODING_QUOTEDPRINTABLE :
	    GMIME_CONTENT_ENCODING_8BIT);
	g_mime_object_set_content_type_parameter(GMIME_OBJECT(part),
	    "charset", "utf-8");
	return GMIME_OBJECT(part);
}

/* The body with the picture: multipart/mixed, the text inline first,
 * then the picture, an attachment in base64. */
static GMimeObject *
mixed_part(GMimeObject *text, const struct picture *pic)
{
	GMimeMultipart *mixed = g_mime_multipart_new_with_subtype("mixed");
	GMimePart *svg;

	svg = new_part("image", "svg+xml", pic->svg.s, pic->svg.len,
	    GMIME_CONTENT_ENCODING_BASE64);
	g_mime_object_set_disposition(GMIME_OBJECT(svg), "attachment");
	g_mime_part_set_filename(svg, pic->name);
	g_mime_object_set_disposition(text, "inline");
	g_mime_multipart_add(mixed, text);
	g_mime_multipart_add(mixed, GMIME_OBJECT(svg));
	g_object_unref(svg);
	return GMIME_OBJECT(mixed);
}

/* The addresses of the header (From, To) from the text: -1 when it
 * holds none. */
static int
add_addresses(GMimeMessage *msg, GMimeAddressType type, const char *text)
{
	InternetAddressList *list;
	int n;

	if ((list = internet_address_list_parse(NULL, text)) == NULL)
		return -1;
	if ((n = internet_address_list_length(list)) > 0)
		internet_address_list_append(g_mime_message_get_addresses(msg,
		    type), list);
	g_object_unref(list);
	return n > 0 ? 0 : -1;
}

/*
 * In-Reply-To: the first Message-ID that the text holds, none when it
 * holds none or a control character (a header of its own in disguise).
 */
static void
set_inreplyto(GMimeObject *obj, const char *text)
{
	GMimeReferences *refs;
	struct buf id = { NULL, 0, 0 };

	if (control_byte(text) != 0 ||
	    (refs = g_mime_references_parse(NULL, text)) == NULL)
		return;
	if (g_mime_references_length(refs) > 0) {
		buf_fmt(&id, "<%s>", g_mime_references_get_message_id(refs,
		    0));
		g_mime_object_set_header(obj, "In-Reply-To", id.s, NULL);
		buf_free(&id);
	}
	g_mime_references_free(refs);
}

/*
 * The message's headers: its addresses, its subject (a byte that is not
 * UTF-8 as U+FFFD, a control character as a blank; GMime encodes the
 * rest, RFC 2047), the date, a new Message-ID, In-Reply-To and
 * Auto-Submitted (RFC 3834).  -1 and why when an address is not one.
 */
static int
set_headers(GMimeMessage *msg, const struct outmail *m, char *why,
    size_t size)
{
	GMimeObject *obj = GMIME_OBJECT(msg);
	GDateTime *now;
	char id[512], *subject, *c;

	if (add_addresses(msg, GMIME_ADDRESS_TYPE_FROM, m->from) == -1 ||
	    add_addresses(msg, GMIME_ADDRESS_TYPE_TO, m->to) == -1) {
		snprintf(why, size, "a mail from %.300s to %.300s: no address",
		    m->from, m->to);
		return -1;
	}
	subject = g_utf8_make_valid(m->subject, -1);
	for (c = subject; *c != '\0'; c++)
		if ((unsigned char)*c < 0x20 || *c == 0x7f)
			*c = ' ';
	g_mime_message_set_subject(msg, subject, "utf-8");
	g_free(subject);
	now = g_date_time_new_now_utc();
	g_mime_message_set_date(msg, now);
	g_date_time_unref(now);
	message_id(id, sizeof(id));
	g_mime_object_set_header(obj, "Message-ID", id, NULL);
	if (m->inreplyto != NULL)
		set_inreplyto(obj, m->inreplyto);
	g_mime_object_set_header(obj, "Auto-Submitted", "auto-replied", NULL);
	g_mime_object_set_header(obj, "MIME-Version", "1.0", NULL);
	return 0;
}

/*
 * The whole message, LF line ends, into out: the text alone, or with
 * the picture when pic is not NULL.  -1 and why when it cannot be made.
 */
static int
build_mail(struct buf *out, const struct outmail *m,
    const struct picture *pic, char *why, size_t size)
{
	GMimeMessage *msg;
	GMimeObject *text, *body;
	GMimeStream *stream;
	GByteArray *bytes;
	int rc = -1;

	gmime_ready();
	msg = g_mime_message_new(FALSE);
	if (set_headers(msg, m, why, size) == -1) {
		g_object_unref(msg);
		return -1;
	}
	text = text_part(m->text);
	body = pic != NULL ? mixed_part(text, pic) : text;
	if (body != text)
		g_object_unref(text);
	g_mime_message_set_mime_part(msg, body);
	g_object_unref(body);
	stream = g_mime_stream_mem_new();
	if (g_mime_object_write_to_stream(GMIME_OBJECT(msg), NULL,
	    stream) == -1 || g_mime_stream_flush(stream) == -1)
		snprintf(why, size, "GMime cannot write a mail to %.300s",
		    m->to);
	else {
		bytes = g_mime_stream_mem_get_byte_array(
		    GMIME_STREAM_MEM(stream));
		out->len = 0;
		buf_add(out, (const char *)bytes->data, bytes->len);
		rc = 0;
	}
	g_object_unref(stream);
	g_object_unref(msg);
	return rc;
}

void
queue_mail(const char *to, const char *subject, const char *inreplyto,
    const char *text)
{
	/* valid UTF-8 whatever was cut: a word of a mail cut at a byte
	 * count ("%.40s") may end inside a character, then U+FFFD */
	char *valid = g_utf8_make_valid(text, -1);
	struct outmail m = { J.from, to, subject, inreplyto, valid };
	struct picture pic = { { NULL, 0, 0 }, "" };
	struct buf msg = { NULL, 0, 0 };
	char path[PATH_MAX + 64], why[1000], subj[GAME_MAXNAME + 200];
	int n;

	/* "lucky GAME: ...", so that a player of two games tells them apart */
	if (strncmp(subject, "lucky: ", 7) == 0 && J.name[0] != '\0') {
		snprintf(subj, sizeof(subj), "lucky %s: %s", J.name,
		    subject + 7);
		m.subject = subj;
	}
	n = snprintf(path, sizeof(path), "%s/out/%04d", J.newgen, ++J.nout);
	if (n < 0 || (size_t)n >= sizeof(path))
		jerrx("%s/out: the path is too long", J.newgen);
	/* a mail that cannot be made (an address GMime refuses, which
	 * good_address keeps out) is dropped, never a run that fails for
	 * ever on it */
	if (build_mail(&msg, &m, draw_view(valid, &pic) ? &pic : NULL, why,
	    sizeof(why)) == -1) {
		host_log("%s: %s: dropped", J.name, why);
		J.nout--;
	} else
		file_put(path, msg.s, msg.len);
	buf_free(&msg);
	free(pic.svg.s);
	g_free(valid);
}

/* A program's first line on its standard error, cut at ERRLINE_MAX
 * characters, a control character as '?', for the log. */
static void
err_line(const struct buf *e, char *line, size_t size)
{
	size_t n = e->len > 0 ? strcspn(e->s, "\n") : 0, i;

	if (n > ERRLINE_MAX)
		n = ERRLINE_MAX;
	if (n >= size)
		n = size - 1;
	for (i = 0; i < n; i++)
		line[i] = (unsigned char)e->s[i] < 0x20 || e->s[i] == 0x7f ?
		    '?' : e->s[i];
	line[n] = '\0';
	if (n == 0)
		strlcpy(line, "(no message)", size);
}

/* Give the message to sendmail -i -t: its exit status (128 + SIGKILL
 * when it took longer than SENDMAIL_MSEC), what it said first in line. */
static int
sendmail_run(const char *s, size_t n, char *line, size_t size)
{
	char *argv[] = { (char *)sendmail_path, "-i", "-t", NULL };
	struct buf in = { (char *)s, n, n + 1 }, e = { NULL, 0, 0 };
	int status;

	status = run_quiet("", argv, &in, NULL, &e, SENDMAIL_MSEC);
	err_line(&e, line, size);
	free(e.s);
	return status;
}

int
send_now(const char *from, const char *to, const char *subject,
    const char *inreplyto, const char *text)
{
	struct outmail m = { from, to, subject, inreplyto, text };
	struct buf msg = { NULL, 0, 0 };
	char why[1000], line[ERRLINE_MAX + 1];
	int status;

	if (build_mail(&msg, &m, NULL, why, sizeof(why)) == -1) {
		buf_free(&msg);
		return -1;
	}
	status = sendmail_run(msg.s, msg.len, line, sizeof(line));
	buf_free(&msg);
	return status == 0 ? 0 : -1;
}

/* The spool's path into path: false when it does not fit. */
static bool
spool_path(char *path, size_t size)
{
	int n = snprintf(path, size, "%s/spool", J.dir);

	return n >= 0 && (size_t)n < size;
}

/* The generation's number from its directory's name, "g12": -1 when it
 * is not one. */
static long
gen_number(const char *gendir)
{
	const char *base, *end = gendir + strlen(gendir);
	char *stop;
	long g;

	while (end > gendir && end[-1] == '/')
		end--;
	for (base = end; base > gendir && base[-1] != '/'; base--)
		continue;
	if (end - base < 2 || *base != 'g' ||
	    !isdigit((unsigned char)base[1]))
		return -1;
	errno = 0;
	g = strtol(base + 1, &stop, 10);
	return errno == 0 && stop == end ? g : -1;
}

/* The names in the directory but those that begin with '.', SPOOL_MAX
 * at most, in new strings: their number, -1 (errno set) when it cannot
 * be read. */
static int
dir_names(const char *dir, char ***names)
{
	struct dirent *d;
	DIR *dp;
	int n = 0;

	*names = NULL;
	if ((dp = opendir(dir)) == NULL)
		return -1;
	*names = xreallocarray(NULL, SPOOL_MAX, sizeof(**names));
	while ((d = readdir(dp)) != NULL && n < SPOOL_MAX)
		if (d->d_name[0] != '.')
			(*names)[n++] = xstrdup(d->d_name);
	closedir(dp);
	return n;
}

/* The spool made if missing (0700), into spool. */
static void
spool_make(char *spool, size_t size)
{
	if (!spool_path(spool, size))
		jerrx("%s: the path is too long", J.dir);
	if (mkdir(spool, 0700) == 0)
		dir_sync(J.dir);
	else if (errno != EEXIST)
		jerr("%s", spool);
}

void
spool_take(const char *gendir)
{
	char out[PATH_MAX * 2], spool[PATH_MAX + 16], from[PATH_MAX * 3];
	char to[PATH_MAX + 300], **names;
	long gen;
	int n, i;

	if ((gen = gen_number(gendir)) == -1)
		jerrx("%s: not a generation's directory", gendir);
	snprintf(out, sizeof(out), "%s/out", gendir);
	/* the names first, then the moves: not while reading the directory */
	while ((n = dir_names(out, &names)) > 0) {
		spool_make(spool, sizeof(spool));
		for (i = 0; i < n; i++) {
			snprintf(from, sizeof(from), "%s/%s", out, names[i]);
			snprintf(to, sizeof(to), "%s/g%ld-%s", spool, gen,
			    names[i]);
			if (rename(from, to) == -1)
				jerr("%s", from);
			free(names[i]);
		}
		free(names);
		dir_sync(spool);
		dir_sync(out);
	}
	free(names);
	if (n == -1 && errno != ENOENT)
		jerr("%s", out);
}

/* The spool's names in the order queued: those named gG-N by the
 * generation's number, then the mail's, the others after them by name. */
static int
spool_cmp(const void *a, const void *b)
{
	const char *x = *(char *const *)a, *y = *(char *const *)b;
	long xg, xn, yg, yn;
	bool xok, yok;

	xok = sscanf(x, "g%ld-%ld", &xg, &xn) == 2;
	yok = sscanf(y, "g%ld-%ld", &yg, &yn) == 2;
	if (xok != yok)
		return xok ? -1 : 1;
	if (xok && xg != yg)
		return xg < yg ? -1 : 1;
	if (xok && xn != yn)
		return xn < yn ? -1 : 1;
	return strcmp(x, y);
}

/* The address of the mail's To: header line ("?" when none), for the
 * log. */
static void
mail_to(const char *s, char *to, size_t size)
{
	const char *p;
	size_t n, i;

	strlcpy(to, "?", size);
	for (p = s; *p != '\0' && *p != '\n'; p += n + (p[n] == '\n')) {
		n = strcspn(p, "\n");
		if (n < 3 || strncasecmp(p, "To:", 3) != 0)
			continue;
		p += 3 + strspn(p + 3, " \t");
		n = strcspn(p, "\r\n");
		if (n == 0 || n >= size)
			return;
		for (i = 0; i < n; i++)
			to[i] = (unsigned char)p[i] < 0x20 ? '?' : p[i];
		to[n] = '\0';
		return;
	}
}

/* Has the file waited in the spool more than SPOOL_DAYS days? */
static bool
too_old(const char *path)
{
	struct stat sb;

	return stat(path, &sb) == 0 &&
	    time(NULL) - sb.st_mtime > (time_t)SPOOL_DAYS * 86400;
}

/* Is the exit status of sendmail one to try again later at? */
static bool
temporary(int status)
{
	return status == EX_TEMPFAIL || status == 127 || status >= 128;
}

/* A spool's file removed: -1, logged, when it stays. */
static int
spool_remove(const char *path)
{
	if (unlink(path) == 0 || errno == ENOENT)
		return 0;
	host_log("%s: %s: %s", J.name, path, strerror(errno));
	return -1;
}

/* The state of a run of the spool: sendmail down since its status. */
struct flush {
	int	 down;			/* 0, or its status */
	char	 line[ERRLINE_MAX + 1];	/* what it said */
	int	 waiting;
};

/*
 * Send one file of the spool: removed once sent or refused for good
 * (logged); kept when sendmail cannot take it now, which stops the run,
 * unless it waited too long (dropped, logged).  Once sendmail is down
 * the file is not tried: kept, or dropped when too old.  A file that
 * cannot be read is logged and kept.
 */
static void
flush_one(const char *path, struct flush *f)
{
	struct buf b = { NULL, 0, 0 };
	char to[ADDR_MAX + 1], line[ERRLINE_MAX + 1] = "";
	int status;

	if (f->down != 0 && !too_old(path)) {
		f->waiting++;
		return;
	}
	if (file_get(path, &b, MAIL_MAX) == -1) {
		host_log("%s: %s: %s", J.name, path, strerror(errno));
		buf_free(&b);
		return;
	}
	mail_to(b.s, to, sizeof(to));
	status = f->down != 0 ? f->down :
	    sendmail_run(b.s, b.len, line, sizeof(line));
	buf_free(&b);
	if (f->down == 0 && temporary(status)) {
		f->down = status;
		strlcpy(f->line, line, sizeof(f->line));
	}
	if (status == 0)
		(void)spool_remove(path);
	else if (!temporary(status)) {
		host_log("%s: a mail to %s dropped: %s exit %d: %s", J.name,
		    to, sendmail_path, status, line);
		(void)spool_remove(path);
	} else if (too_old(path)) {
		host_log("%s: a mail to %s dropped, not sent in %d days: "
		    "%s exit %d: %s", J.name, to, SPOOL_DAYS, sendmail_path,
		    status, f->line);
		if (spool_remove(path) == -1)
			f->waiting++;
	} else
		f->waiting++;
}

void
spool_flush(void)
{
	char spool[PATH_MAX + 16], path[PATH_MAX + 300], **names;
	struct flush f;
	int n, i;

	if (!spool_path(spool, sizeof(spool)))
		return;
	memset(&f, 0, sizeof(f));
	if ((n = dir_names(spool, &names)) == -1 && errno != ENOENT)
		host_log("%s: %s: %s", J.name, spool, strerror(errno));
	if (n > 0)
		qsort(names, (size_t)n, sizeof(*names), spool_cmp);
	for (i = 0; i < n; i++) {
		snprintf(path, sizeof(path), "%s/%s", spool, names[i]);
		flush_one(path, &f);
		free(names[i]);
	}
	free(names);
	if (n > 0)
		dir_sync(spool);
	if (f.down != 0)
		host_log("%s: %d mail%s wait%s: %s exit %d: %s", J.name,
		    f.waiting, f.waiting == 1 ? "" : "s", f.waiting == 1 ?
		    "s" : "", sendmail_path, f.down, f.line);
}
