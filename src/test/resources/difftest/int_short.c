/* short and unsigned short: wrap-around, promotions, conversions. */
#include "difftest.h"

short gs = 32767;
unsigned short gus = 65535;

int main(void) {
  short a = 30000, b = 2767;
  unsigned short u = 65000, v = 1000;
  out_i(a + b);                 /* 32767 */
  out_i((short)(a + b + 1));    /* -32768 */
  out_i((short)(a * 3));        /* 90000 mod 2^16 */
  out_u((unsigned short)(u + v)); /* 464 */
  out_i(u + v);                 /* 66000: int arithmetic */
  out_u((unsigned)u * u);
  out_u((unsigned short)(u * 3u));
  gs++;
  out_i(gs);                    /* int promotion then conversion: -32768 */
  gus += 2;
  out_u(gus);                   /* 1 */
  out_i(-gs);                   /* 32768 as int */
  out_i((short)-gs);            /* -32768 */
  out_i(a / -7);
  out_i(-a % 7);
  out_i((short)(-a) >> 3);
  out_u((unsigned short)(-a) >> 3);
  short s = -2;
  out_u((unsigned short)s);
  out_u((unsigned long long)s);
  out_i((unsigned short)s > 0);
  out_i(s < (unsigned short)1);  /* both promoted to int: -2 < 1 */
  out_i(sizeof(short) * 10 + sizeof(unsigned short));
  unsigned short sum = 0;
  for (int i = 0; i < 1000; i++) {
    sum += (unsigned short)(i * 977);
  }
  out_u(sum);
  return 0;
}
