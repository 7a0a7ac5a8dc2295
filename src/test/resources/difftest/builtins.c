/* Compiler builtins that lower to LLVM intrinsics: bit counting, byte swaps, overflow checks. */
#include "difftest.h"

static const unsigned samples[] = {1u, 2u, 3u, 0x80000000u, 0xffffffffu, 0x00f0f000u, 12345678u};

int main(void) {
  for (int i = 0; i < 7; i++) {
    unsigned x = samples[i];
    out_i(__builtin_popcount(x));
    out_i(__builtin_clz(x));
    out_i(__builtin_ctz(x));
    out_i(__builtin_ffs((int)x));
    out_u(__builtin_bswap32(x));
    out_i(__builtin_parity(x));
  }
  unsigned long long big = 0x0123456789abcdefULL;
  out_i(__builtin_popcountll(big));
  out_i(__builtin_clzll(big));
  out_i(__builtin_ctzll(big << 12));
  out_u(__builtin_bswap64(big));
  out_u(__builtin_bswap16((unsigned short)0xabcd));
  out_i(__builtin_ffs(0));
  int r;
  out_i(__builtin_add_overflow(2147483647, 1, &r));
  out_i(r);
  out_i(__builtin_sub_overflow(-5, 7, &r));
  out_i(r);
  out_i(__builtin_mul_overflow(65536, 65536, &r));
  out_i(r);
  unsigned ur;
  out_i(__builtin_add_overflow(4000000000u, 400000000u, &ur));
  out_u(ur);
  out_i(__builtin_sub_overflow(1u, 2u, &ur));
  out_u(ur);
  long long lr;
  out_i(__builtin_mul_overflow(3037000500LL, 3037000500LL, &lr));
  out_i(lr);
  out_i(__builtin_expect(r == 0, 1));
  int absMin = -2147483647;
  out_i(__builtin_abs(absMin));
  return 0;
}
