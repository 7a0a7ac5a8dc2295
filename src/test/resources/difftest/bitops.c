/* Bitwise operations: and, or, xor, not, bit counting and reversal. */
#include "difftest.h"

static int popcount(unsigned long long x) {
  int n = 0;
  while (x) {
    x &= x - 1;
    n++;
  }
  return n;
}

static unsigned reverse(unsigned x) {
  unsigned r = 0;
  for (int i = 0; i < 32; i++) {
    r = r << 1 | (x & 1u);
    x >>= 1;
  }
  return r;
}

static int lowest(unsigned x) {
  int n = 0;
  if (x == 0) {
    return 32;
  }
  while (!(x & 1u)) {
    x >>= 1;
    n++;
  }
  return n;
}

int main(void) {
  unsigned a = 0xf0f0a5a5u, b = 0x0ff05a5au;
  out_u(a & b);
  out_u(a | b);
  out_u(a ^ b);
  out_u(~a);
  out_u(a & -a);
  out_i(popcount(a));
  out_i(popcount(0xffffffffffffffffULL));
  out_u(reverse(a));
  out_u(reverse(1u));
  out_i(lowest(a));
  out_i(lowest(0x80000000u));
  out_i(lowest(0));
  int s = -0x1234;
  out_i(s & 0xff);
  out_i(s | 0xf);
  out_i(s ^ -1);
  out_i(~s);
  unsigned char c = 0x5a;
  out_i(~c & 0xff);
  out_i(c ^ 0xff);
  unsigned long long m = 0;
  for (int i = 0; i < 64; i += 3) {
    m |= 1ULL << i;
  }
  out_u(m);
  out_u(m ^ (m >> 1));
  unsigned gray = 0;
  for (unsigned i = 0; i < 16; i++) {
    gray += i ^ (i >> 1);
  }
  out_u(gray);
  out_i((a & b) == 0x00f00000u);
  out_i(!!(a & 0x4u));
  return 0;
}
