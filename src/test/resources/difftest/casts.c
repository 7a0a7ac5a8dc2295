/* Integer conversions: truncation, sign and zero extension, chains of casts. */
#include "difftest.h"

int main(void) {
  long long v = 0x123456789abcdef0LL;
  out_i((int)v);
  out_i((short)v);
  out_i((signed char)v);
  out_u((unsigned)v);
  out_u((unsigned short)v);
  out_u((unsigned char)v);
  int n = -2;
  out_u((unsigned char)n);
  out_u((unsigned short)n);
  out_u((unsigned)n);
  out_u((unsigned long long)n);
  out_u((unsigned long long)(unsigned)n);
  out_i((long long)(unsigned short)n);
  out_i((int)(signed char)200);
  out_i((int)(unsigned char)-56);
  out_i((short)(unsigned char)(signed char)-1);
  out_i((signed char)(short)(int)0x1ff80);
  unsigned char bytes[4] = {0xde, 0xad, 0xbe, 0xef};
  unsigned w = (unsigned)bytes[0] << 24 | (unsigned)bytes[1] << 16 | bytes[2] << 8 | bytes[3];
  out_u(w);
  int signedWord = (signed char)bytes[0] * 256 + (signed char)bytes[1];
  out_i(signedWord);
  for (int k = -3; k <= 3; k++) {
    signed char c = (signed char)(k * 50);
    out_i(c);
    out_u((unsigned char)c);
    out_i((long long)c);
  }
  unsigned long long big = 0xfedcba9876543210ULL;
  out_i((long long)big);
  out_i((int)(big >> 32));
  out_u((unsigned)(big >> 28));
  return 0;
}
