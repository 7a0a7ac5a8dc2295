/* memcpy, memmove (both overlap directions), memset and memcmp. */
#include <string.h>
#include "difftest.h"

struct pair {
  int a;
  short b;
};

int main(void) {
  unsigned char buf[32];
  for (int i = 0; i < 32; i++) {
    buf[i] = (unsigned char)i;
  }
  memmove(buf + 4, buf, 16);      /* overlap, destination after source */
  for (int i = 0; i < 24; i += 3) {
    out_u(buf[i]);
  }
  memmove(buf, buf + 8, 16);      /* overlap, destination before source */
  for (int i = 0; i < 24; i += 3) {
    out_u(buf[i]);
  }
  memset(buf, 0xab, 10);
  out_u(buf[0]);
  out_u(buf[9]);
  out_u(buf[10]);
  memset(buf, 0x1ff, 2);          /* the value is converted to unsigned char */
  out_u(buf[1]);
  int ints[5];
  memset(ints, 0xff, sizeof ints);
  out_i(ints[2]);
  memset(ints, 0, sizeof ints);
  out_i(ints[4]);
  struct pair src[3] = {{1, 2}, {3, 4}, {5, 6}};
  struct pair dst[3];
  memcpy(dst, src, sizeof src);
  out_i(dst[2].a * 10 + dst[2].b);
  out_i(memcmp(&dst[1].a, &src[1].a, sizeof(int)));
  char s1[] = "abcdef", s2[] = "abcxef";
  out_i(memcmp(s1, s2, 3) == 0);
  out_i(memcmp(s1, s2, 4) < 0);
  out_i(memcmp(s2, s1, 6) > 0);
  out_i(memcmp(s1, s2, 0));
  double d = 3.25;
  unsigned long long bits;
  memcpy(&bits, &d, sizeof d);
  out_u(bits);
  float f;
  unsigned int fb = 0x40490fdbu;
  memcpy(&f, &fb, 4);
  out_f(f);
  char *r = memcpy(s1, "XY", 2);
  out_i(r == s1);
  out_i(s1[0] + s1[1] + s1[2]);
  long long big[4] = {1, 2, 3, 4};
  memmove(&big[1], &big[0], 3 * sizeof(long long));
  out_i(big[0] * 1000 + big[1] * 100 + big[2] * 10 + big[3]);
  memcpy(buf, buf, 0);
  return 0;
}
