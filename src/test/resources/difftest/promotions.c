/* Integer promotions and the usual arithmetic conversions. */
#include "difftest.h"

int main(void) {
  unsigned char a = 200, b = 100;
  out_i(a + b);                 /* 300: int, not unsigned char */
  out_i(a - b - b - b);         /* -100 */
  out_i(~a);
  out_i(a << 4);
  unsigned short us = 65535;
  out_i(us + 1);                /* 65536 */
  out_i(us * 32767);            /* int: 2147385345 fits */
  out_i(-1 < (unsigned char)1); /* 1: both int */
  out_i(-1 < (unsigned)1);      /* 0 */
  long long ll = -1;
  out_i(ll < 1U);               /* long long holds all unsigned: 1 */
  out_i((unsigned)1 > -1LL);    /* 1 */
  out_u(1U + -2);               /* unsigned */
  out_i(1 + (signed char)-2);
  char c = -1;                  /* char is signed on x86 */
  out_i(c);
  out_i(c == -1);
  unsigned x = 5;
  int y = -10;
  out_u(x + y);
  out_i((int)(x + y));
  out_i(y / (int)x);
  out_u(y / x);                 /* unsigned division */
  unsigned short p = 300, q = 300;
  out_i(p * q);
  signed char m = -128;
  out_i(-m);
  out_i(m * m);
  _Bool t = 1;
  out_i(t + 1);
  out_i((unsigned char)255 + (signed char)-1);
  return 0;
}
