/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

/* The baseline of bench/programs: copy a file to stdout, nothing else. */

#include <fcntl.h>
#include <stdio.h>
#include <unistd.h>

int
main(int argc, char *argv[])
{
	char buf[65536];
	ssize_t n;
	int fd = 0;

	if (argc > 1 && (fd = open(argv[1], O_RDONLY)) == -1)
		return 2;
	while ((n = read(fd, buf, sizeof(buf))) > 0)
		if (write(1, buf, (size_t)n) != n)
			return 1;
	return n < 0;
}
