/* Signed and unsigned division and remainder at every width, with negative operands. */
#include "difftest.h"

static const int nums[] = {7, -7, 13, -13, 100, -100, 1, -1, 0};
static const int dens[] = {2, -2, 3, -3, 7, -7, 1, -1};

int main(void) {
  for (int i = 0; i < 9; i++) {
    for (int j = 0; j < 8; j++) {
      int a = nums[i], b = dens[j];
      out_i(a / b);
      out_i(a % b);
      out_i((a / b) * b + a % b == a);
    }
  }
  signed char sc = -128;
  out_i(sc / -1);               /* int arithmetic: 128 */
  out_i((signed char)(sc / 3));
  out_i(sc % 3);
  short s = -32768;
  out_i(s / 7);
  out_i(s % -7);
  long long ll = -9223372036854775807LL - 1;
  out_i(ll / 2);
  out_i(ll % 2);
  out_i(ll / 7);
  out_i(ll % 7);
  unsigned u = 4294967295u;
  out_u(u / 2u);
  out_u(u % 1000u);
  out_u(u / (unsigned)-2);      /* 1 */
  unsigned char uc = 255;
  out_u(uc / 16);
  out_u(uc % 16);
  unsigned short us = 65535;
  out_u(us / 255);
  out_u((unsigned long long)-1 / 3);
  out_u((unsigned long long)-1 % 1000000007ULL);
  int q = 0;
  for (int k = -20; k <= 20; k++) {
    if (k != 0) {
      q += 1000 / k + 1000 % k;
    }
  }
  out_i(q);
  return 0;
}
