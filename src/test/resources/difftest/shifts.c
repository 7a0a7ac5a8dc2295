/* Shifts: logical and arithmetic right shifts, left shifts, at every width. */
#include "difftest.h"

int main(void) {
  unsigned char uc = 0x96;
  signed char sc = -106;
  out_u(uc >> 3);
  out_i(sc >> 3);               /* arithmetic (clang and gcc) */
  out_u((unsigned char)(uc << 3));
  out_i(uc << 3);               /* promoted to int: 1200 */
  short s = -12345;
  out_i(s >> 5);
  out_u((unsigned short)s >> 5);
  out_i(s >> 15);
  int i = -123456789;
  for (int k = 0; k < 32; k += 5) {
    out_i(i >> k);
    out_u((unsigned)i >> k);
  }
  out_i(i >> 31);
  unsigned u = 0x80000001u;
  for (int k = 0; k < 32; k += 7) {
    out_u(u << k);
    out_u(u >> k);
  }
  out_u(1u << 31);
  out_i(1 << 30);
  out_i(0x7fffffff >> 30);
  long long ll = -0x123456789abcdefLL;
  for (int k = 0; k < 64; k += 9) {
    out_i(ll >> k);
    out_u((unsigned long long)ll >> k);
    out_u((unsigned long long)ll << k);
  }
  out_i(ll >> 63);
  out_u(1ULL << 63);
  out_i(1LL << 62);
  int sh = 3;
  long long wide = 5;
  out_i(wide << sh);            /* the shift amount has another type */
  out_u(0xffu >> (unsigned char)4);
  unsigned rot = 0x12345678u;
  for (int k = 1; k < 32; k += 6) {
    out_u(rot << k | rot >> (32 - k));
  }
  return 0;
}
