/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

#include <err.h>
#include <stdlib.h>

#include "play.h"

/*
 * Take back the last action of a game master's state, or the last n:
 * the state its record gives without them, replayed from its setup.
 */

static const struct cli_opt opts[] = {
	{ 'F', "force", NULL, 0, "read a state whose sum does not match" },
	{ 'f', "file", "file", 0, "read the state from file, not stdin" },
	{ 'i', "in-place", NULL, 0, "write the new state back into file" },
	{ 'N', "actions", "actions", 0, "take back the last actions (1)" },
	{ 'v', "verbose", NULL, 0, "say what was taken back on stderr" },
	{ 0 }
};

static const struct cli cli = { opts, "[state]", NULL, NULL };
int
main(int argc, char *argv[])
{
	struct state st, out;
	struct inplace ip;
	struct cli_parse cp;
	struct lerr e;
	const char *file = NULL, *errstr;
	char buf[512];
	int ch, n = 1, ret;
	bool iflag = false, vflag = false;
	char *told = NULL;
	size_t toldlen = 0;
	FILE *tf;

	estd_fds();
	cli_begin(&cp, &cli, argc, argv);
	while ((ch = ecli_next(&cp)) != -1)
		switch (ch) {
		case 'i':
			iflag = true;
			break;
		case 'v':
			vflag = true;
			break;
		case 'N':
			n = (int)strtonum(cp.arg, 1, LUCKY_MAXRECORD, &errstr);
			if (errstr != NULL)
				errx(2, "actions \"%s\" is %s (1-%d)", cp.arg,
				    errstr, LUCKY_MAXRECORD);
			break;
		default:
			if (!cli_state_option(ch, cp.arg, &file))
				ecli_usage(&cli);
		}
	/* the state's file as an operand, as lucky-check takes it */
	if (argc - cp.optind > 1 || (argc > cp.optind && file != NULL))
		ecli_usage(&cli);
	if (argc > cp.optind)
		file = argv[cp.optind];

	cli_reading(file);
	if (iflag) {
		if (inplace_load(&st, &ip, file, &e) == -1)
			lerr_exit(&e);
	} else if (state_load(&st, file, &e) == -1)
		lerr_exit(&e);
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
		if (fflush(stdout) == EOF || ferror(stdout))
			return fshut(stdout, "stdout");
	}
	state_free(&out);
	if (told != NULL)
		fputs(told, stderr);
	free(told);
	return iflag ? 0 : fshut(stdout, "stdout");
}
