/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

#include <err.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lucky.h"

/* -v: the sentence on stderr, once the run has succeeded. */
static void
tell(int flags, const char *told)
{
	if (flags & ACT_VERBOSE)
		fprintf(stderr, "%s\n", told);
}

/*
 * A program's run: the state from file (or stdin), the action, the new
 * state on stdout or, with ACT_INPLACE, back into file (inplace.c: the
 * file locked from its reading to its replacing, exit 0 if and only if
 * it was replaced); with ACT_DRY only the canonical action on stdout.
 * With ACT_VERBOSE, once the rest succeeded, the action told on stderr
 * (narrate.c), one line.
 */
int
action_main(const char *file, int argc, char **argv, int flags)
{
	struct state st, before;
	struct inplace ip;
	struct lerr e;
	char rec[LUCKY_MAXENTRY + 2], told[NARRATE_MAX];
	int ret;

	std_fds();
	cli_reading(file);
	if ((flags & ACT_INPLACE) && !(flags & ACT_DRY)) {
		if (inplace_load(&st, &ip, file, &e) == -1)
			lerr_exit(&e);
	} else if ((flags & ACT_INPLACE) && (file == NULL ||
	    strcmp(file, "-") == 0))
		errx(2, "-i rewrites the file given with -f");
	else if (state_load(&st, file, &e) == -1)
		lerr_exit(&e);
	/* a view plays only as a dry run: as far as the view can tell */
	if (st.view != NOBODY && !(flags & ACT_DRY))
		errx(2, "this is %s's view of the game: only the game "
		    "master's state can be played", view_who(&st));
	if (argc >= 2 && argv[1] == NULL)
		argv[1] = st.p[action_whose(&st, argv[0])].name;
	/* -v: the state before, without its record, to tell the action */
	before = st;
	before.record = NULL;
	before.record_text = NULL;
	before.nrecord = 0;
	before.position = NULL;
	ret = action_apply(&st, argc, argv, flags & ACT_DRY, rec, sizeof(rec),
	    &e);
	if (ret != ACT_OK)
		errx(ret, "%s", e.msg);
	if ((flags & ACT_VERBOSE) && narrate_entry(&before, rec, NOBODY,
	    told, sizeof(told), &e) != ACT_OK)
		errx(2, "%s", e.msg);
	if (flags & ACT_DRY)
		printf("%s\n", rec);
	else if (flags & ACT_INPLACE) {
		/* nothing on stdout: the rename is the last step */
		if (inplace_save(&st, &ip, &e) == -1)
			errx(2, "%s", e.msg);
		tell(flags, told);
		state_free(&st);
		return 0;
	} else if (state_write(&st, stdout) == -1)
		err(2, "stdout");
	state_free(&st);
	/* told before stdout closes: a pipeline's lines come in order */
	if (fflush(stdout) == EOF || ferror(stdout))
		return fshut(stdout, "stdout");
	tell(flags, told);
	return fshut(stdout, "stdout");
}

/*
 * An acting program's end: the action's first n words, the player of -p
 * (NULL: whose turn it is) in words[1], then its operands, played by
 * action_main; words, from xcalloc with room for the operands, freed.
 */
int
action_run(const struct act_options *ao, char **words, int n, int argc,
    char **argv)
{
	int i, ret;

	for (i = 0; i < argc; i++)
		words[n++] = argv[i];
	words[1] = ao->player;
	ret = action_main(ao->file, n, words, ao->flags);
	free(words);
	return ret;
}
