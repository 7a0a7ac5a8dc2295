/* int and unsigned int: unsigned wrap-around, signed limits, mixed comparisons. */
#include "difftest.h"

int imax = 2147483647;
int imin = -2147483647 - 1;
unsigned umax = 4294967295u;

static unsigned mix(unsigned h, unsigned x) {
  h ^= x;
  h *= 16777619u;
  return h;
}

int main(void) {
  out_i(imax);
  out_i(imin);
  out_u(umax + 1u);             /* 0 */
  out_u(0u - 1u);               /* umax */
  out_u(umax * umax);           /* 1 */
  out_u(3000000000u + 3000000000u);
  out_u((unsigned)imin);
  out_i((int)(unsigned)imax);
  out_i((int)(umax - 5));       /* -6 */
  out_i(-1 < 0u);               /* 0: -1 converts to unsigned */
  out_i(-1 < 0);
  out_i((unsigned)-1 == umax);
  out_i(imax - 1 + 1);
  out_i(imin + imax);
  out_i(-(imin + 1));
  out_u(-(unsigned)imin);       /* 2^31 */
  out_u(1u << 31);
  out_i(46341 * 46340);         /* fits: 2147441940 */
  unsigned h = 2166136261u;
  for (int i = 0; i < 100; i++) {
    h = mix(h, (unsigned)i);
  }
  out_u(h);
  int acc = 0;
  for (int i = -50; i < 50; i += 3) {
    acc += i * i * i;
  }
  out_i(acc);
  out_u(umax / 7u);
  out_u(umax % 7u);
  out_i(imin / 3);
  out_i(imin % 3);
  out_i(imax / -2);
  out_i(imax % -2);
  return 0;
}
