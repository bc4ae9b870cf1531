/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

/*
 * Run a fuzz harness over files, without libFuzzer: make check runs the
 * regression corpus this way under the sanitizers.
 */

#include <err.h>
#include <stdio.h>
#include <stdlib.h>

int	LLVMFuzzerTestOneInput(const unsigned char *, size_t);

int
main(int argc, char *argv[])
{
	static unsigned char buf[2 * 1024 * 1024];
	FILE *fp;
	size_t n;
	int i;

	for (i = 1; i < argc; i++) {
		if ((fp = fopen(argv[i], "rb")) == NULL)
			err(2, "%s", argv[i]);
		n = fread(buf, 1, sizeof(buf), fp);
		fclose(fp);
		LLVMFuzzerTestOneInput(buf, n);
	}
	printf("%d inputs\n", argc - 1);
	return 0;
}
