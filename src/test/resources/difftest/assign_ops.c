/* Compound assignments and increments at every width: the result is converted back to the
   left operand's type. */
#include "difftest.h"

int main(void) {
  unsigned char uc = 250;
  uc += 10;
  out_u(uc);
  uc -= 20;
  out_u(uc);
  uc *= 3;
  out_u(uc);
  uc <<= 3;
  out_u(uc);
  uc /= 3;
  out_u(uc);
  signed char sc = 100;
  sc += 100;                      /* int 200, converted: -56 */
  out_i(sc);
  sc *= 3;
  out_i(sc);
  sc >>= 2;
  out_i(sc);
  sc ^= 0x7f;
  out_i(sc);
  short s = 30000;
  s += s;
  out_i(s);
  s %= 1000;
  out_i(s);
  s |= 0x4000;
  out_i(s);
  unsigned short us = 1;
  for (int i = 0; i < 20; i++) {
    us *= 3;
  }
  out_u(us);
  unsigned u = 7;
  u -= 10;
  out_u(u);
  u >>= 28;
  out_u(u);
  u &= ~1u;
  out_u(u);
  int i = 17;
  i %= -5;
  out_i(i);
  i <<= 4;
  out_i(i);
  i -= 1000;
  i /= 7;
  out_i(i);
  long long ll = 1;
  for (int k = 0; k < 40; k++) {
    ll = ll * 3 % 1000000007LL;
  }
  out_i(ll);
  unsigned long long ull = 0;
  ull -= 1;
  ull /= 3;
  out_u(ull);
  double d = 1.0;
  d += 1e-16;
  out_d(d);
  d *= 3;
  d -= 1;
  out_d(d);
  float f = 1.0f;
  f /= 3;
  out_f(f);
  f += 0.1;                       /* computed in double, then rounded to float */
  out_f(f);
  int k = 5;
  int pre = ++k;
  int post = k++;
  out_i(pre * 100 + post * 10 + k);
  char c = 'z';
  c++;
  out_i(c);
  unsigned char wrap = 0;
  wrap--;
  out_u(wrap);
  float ff = 16777216.0f;
  ff++;
  out_f(ff);
  double dd = 0.5;
  dd--;
  out_d(dd);
  return 0;
}
