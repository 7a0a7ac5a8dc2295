/* snprintf with the plain conversions the C models write exactly (%s %c %d %i %u, %%), as glibc. */
#include <stdio.h>
#include <string.h>
#include "difftest.h"

/* What the buffer holds: its bytes up to the NUL (hashed) and where the NUL is; '#' is unwritten. */
static void text(const char *buf, int room) {
  unsigned long long h = 0;
  int i = 0;
  for (; i < 40 && buf[i] != 0; i++) {
    h = h * 131 + (unsigned char) buf[i];
  }
  out_u(h);
  out_i(i < 40 ? i : -1);
  out_i(room > 0 ? 0 : buf[0]);
}

int main(void) {
  static const int rooms[] = {0, 1, 2, 5, 12, 40};
  static const int ints[] = {0, 7, -1, 10, -10, 2147483647, -2147483647 - 1, 1000000, 99};
  for (int r = 0; r < 6; r++) {
    int room = rooms[r];
    for (int k = 0; k < 9; k++) {
      char buf[40];
      memset(buf, '#', sizeof buf);
      out_i(snprintf(buf, room, "v=%d,%i;", ints[k], ints[k] / -3));
      text(buf, room);
      memset(buf, '#', sizeof buf);
      out_i(snprintf(buf, room, "%u%%%c", (unsigned) ints[k], 'a' + k));
      text(buf, room);
    }
    char buf[40];
    memset(buf, '#', sizeof buf);
    out_i(snprintf(buf, room, "connect %s %s", "host.example", ""));
    text(buf, room);
    memset(buf, '#', sizeof buf);
    out_i(snprintf(buf, room, "%lld|%llu|%ld", -9223372036854775807LL - 1, 18446744073709551615ULL, -5L));
    text(buf, room);
    memset(buf, '#', sizeof buf);
    out_i(snprintf(buf, room, "%zu:%s", (size_t) 12345, (const char *) NULL));
    text(buf, room);
  }
  out_i(snprintf(NULL, 0, "%d-%s", 123, "abc"));
  return 0;
}
