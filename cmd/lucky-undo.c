/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

#include <err.h>
#include <getopt.h>
#include <stdlib.h>

#include "lucky.h"

/*
 * Take back the last action of a game master's state, or the last n:
 * the state its record gives without them, replayed from its setup.
 */

static void
usage(void)
{
	fprintf(stderr, "usage: %s [-Fhiv] [-f file] [-n actions]\n",
	    getprogname());
	exit(2);
}

static const struct option longopts[] = {
	{ "actions",	required_argument,	NULL,	'n' },
	{ "file",	required_argument,	NULL,	'f' },
	{ "force",	no_argument,		NULL,	'F' },
	{ "help",	no_argument,		NULL,	'h' },
	{ "in-place",	no_argument,		NULL,	'i' },
	{ "verbose",	no_argument,		NULL,	'v' },
	{ NULL,		0,			NULL,	0 }
};

int
main(int argc, char *argv[])
{
	struct state st, out;
	struct inplace ip;
	struct lerr e;
	const char *file = NULL, *errstr;
	char buf[512];
	int ch, n = 1, ret;
	bool iflag = false, vflag = false;
	char *told = NULL;
	size_t toldlen = 0;
	FILE *tf = NULL;

	std_fds();
	while ((ch = getopt_long(argc, argv, "Ff:hin:v", longopts, NULL)) != -1)
		switch (ch) {
		case 'F':
			lucky_verify_sum = false;
			break;
		case 'f':
			file = optarg;
			break;
		case 'i':
			iflag = true;
			break;
		case 'v':
			vflag = true;
			break;
		case 'n':
			n = (int)strtonum(optarg, 1, LUCKY_MAXRECORD, &errstr);
			if (errstr != NULL)
				errx(2, "actions \"%s\" is %s (1-%d)", optarg,
				    errstr, LUCKY_MAXRECORD);
			break;
		case 'h':
		default:
			usage();
		}
	if (argc != optind)
		usage();

	if (iflag) {
		if (inplace_load(&st, &ip, file, &e) == -1)
			errx(2, "%s", lerr_str(&e, buf, sizeof(buf)));
	} else if (state_load(&st, file, &e) == -1)
		errx(2, "%s", lerr_str(&e, buf, sizeof(buf)));
	if ((ret = state_undo(&st, n, &out, &e)) != ACT_OK)
		errx(ret, "%s", lerr_str(&e, buf, sizeof(buf)));
	/* -v: the actions taken back, told, and whose action is due */
	if (vflag) {
		if ((tf = open_memstream(&told, &toldlen)) == NULL)
			err(2, "open_memstream");
		if (narrate_record(&st, st.nrecord - n, NOBODY, "took back: ",
		    tf, &e) == -1)
			errx(2, "%s", e.msg);
		narrate_whose(&out, buf, sizeof(buf), false);
		fprintf(tf, "%s\n", buf);
		if (fclose(tf) == EOF)
			err(2, "open_memstream");
	}
	state_free(&st);
	if (iflag) {
		/* nothing on stdout: the rename is the last step */
		if (inplace_save(&out, &ip, &e) == -1)
			errx(2, "%s", e.msg);
	} else {
		if (state_write(&out, stdout) == -1)
			err(2, "stdout");
		if (fshut(stdout, "stdout") != 0)
			return 2;
	}
	state_free(&out);
	if (told != NULL)
		fputs(told, stderr);
	free(told);
	return 0;
}
