/* long and unsigned long: their width is the data model's (ILP32 32 bits, LP64 64 bits). */
#include "difftest.h"

long lmax = __LONG_MAX__;
unsigned long ulmax = 2ul * __LONG_MAX__ + 1ul;

int main(void) {
  out_i(sizeof(long));
  out_i(lmax);
  out_i(-lmax - 1);
  out_u(ulmax);
  out_u(ulmax + 1ul);           /* 0 */
  out_u(0ul - 3ul);
  out_u(100000ul * 100000ul);   /* wraps only in ILP32 */
  out_i(100000l * 10000l);      /* 10^9 fits both */
  long a = -7000000;
  out_i(a * 300);               /* -2.1e9 fits in both */
  out_i(a / 3);
  out_i(a % 3);
  out_u((unsigned long)a);
  out_i((long)4294967295u);     /* -1 in ILP32, 4294967295 in LP64 */
  out_u((unsigned long)-1 >> 1);
  out_i(lmax >> 20);
  out_i((-lmax - 1) >> 20);
  unsigned long h = 5381;
  for (int i = 0; i < 200; i++) {
    h = h * 33 + (unsigned long)i;
  }
  out_u(h);
  out_i(-1l < 1ul);             /* 0 either way */
  out_i(-1L < 1U);              /* 1 in LP64 (long holds every unsigned), 0 in ILP32 */
  out_u((unsigned long long)lmax + 1);
  return 0;
}
