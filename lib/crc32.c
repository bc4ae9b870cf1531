/* lucky: Kill Doctor Lucky as a Unix toolkit.  See LICENSE. */

#include <stdint.h>
#include <zlib.h>

#include "text.h"

/*
 * CRC-32 (the polynomial of zlib and Ethernet, reflected, 0xedb88320)
 * of the bytes before a state's "sum" line: mangling in transit shows
 * as a mismatch (lucky-state(5)).  zlib's crc32(), which reads several
 * bytes a step; a state is far below the 4 GiB of its length's type.
 */
uint32_t
crc32_of(const char *buf, size_t len)
{
	return (uint32_t)crc32(0L, (const Bytef *)buf, (uInt)len);
}
