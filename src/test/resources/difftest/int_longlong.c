/* long long and unsigned long long: 64-bit in both data models. */
#include "difftest.h"

long long llmax = 9223372036854775807LL;
unsigned long long ullmax = 18446744073709551615ULL;

static unsigned long long mulhi(unsigned long long a, unsigned long long b) {
  unsigned long long alo = a & 0xffffffffu, ahi = a >> 32;
  unsigned long long blo = b & 0xffffffffu, bhi = b >> 32;
  unsigned long long t = alo * blo;
  unsigned long long m1 = ahi * blo + (t >> 32);
  unsigned long long m2 = alo * bhi + (m1 & 0xffffffffu);
  return ahi * bhi + (m1 >> 32) + (m2 >> 32);
}

int main(void) {
  long long llmin = -llmax - 1;
  out_i(llmax);
  out_i(llmin);
  out_u(ullmax);
  out_u(ullmax + 1);
  out_u(ullmax * ullmax);       /* 1 */
  out_u(0x123456789abcdefULL * 0xfedcba987654321ULL);
  out_u(mulhi(0x123456789abcdefULL, 0xfedcba987654321ULL));
  out_u(mulhi(ullmax, ullmax));
  out_i(llmin / 10);
  out_i(llmin % 10);
  out_i(llmax / -3);
  out_i(llmax % -3);
  out_u(ullmax / 10);
  out_u(ullmax % 10);
  out_u((unsigned long long)llmin);
  out_i((long long)(ullmax - 1));
  out_i(3037000499LL * 3037000499LL);
  unsigned long long x = 88172645463325252ULL;
  for (int i = 0; i < 50; i++) {
    x ^= x << 13;
    x ^= x >> 7;
    x ^= x << 17;
  }
  out_u(x);
  long long fact = 1;
  for (int i = 1; i <= 20; i++) {
    fact *= i;
  }
  out_i(fact);
  out_i(sizeof(long long));
  return 0;
}
