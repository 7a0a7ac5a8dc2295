/* Bit-fields: signed and unsigned fields, wrap-around on assignment, packing. */
#include "difftest.h"

struct flags {
  unsigned a : 3;
  signed b : 4;
  unsigned c : 1;
  unsigned d : 24;
  unsigned long long e : 40;
};

struct flags gf = {5, -3, 1, 0xabcdef, 0x123456789aULL};

int main(void) {
  out_u(gf.a);
  out_i(gf.b);
  out_u(gf.c);
  out_u(gf.d);
  out_u(gf.e);
  struct flags f = gf;
  f.a = 9;                      /* wraps: 9 mod 8 */
  f.b = 7;
  f.b += 1;                     /* 8 does not fit 4 signed bits: wraps to -8 (implementation-defined) */
  f.c = 2;                      /* 0 */
  f.d = 0xffffff;
  f.d++;                        /* 0 */
  f.e = 0xffffffffffULL;
  f.e += 2;                     /* 1 */
  out_u(f.a);
  out_i(f.b);
  out_u(f.c);
  out_u(f.d);
  out_u(f.e);
  out_i(f.b * 2);
  out_i(f.a - 2);               /* promoted to int: -1 */
  out_u(gf.a);
  unsigned sum = 0;
  for (int i = 0; i < 20; i++) {
    f.a = i;
    f.b = -i;
    sum = sum * 3 + f.a + (unsigned)(f.b + 8);
  }
  out_u(sum);
  out_i(sizeof(struct flags));
  return 0;
}
