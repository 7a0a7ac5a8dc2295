/* _Bool: conversions from integers, floats and pointers; arithmetic on booleans. */
#include "difftest.h"

_Bool gflag = 5;

int main(void) {
  _Bool t = 42, f = 0;
  out_u(t);
  out_u(f);
  out_u(gflag);
  _Bool fromFloat = 0.25;
  out_u(fromFloat);
  _Bool fromNeg = -0.0;
  out_u(fromNeg);
  _Bool fromBig = 256;          /* not truncated: any nonzero is 1 */
  out_u(fromBig);
  int x = 0;
  int *p = &x;
  _Bool fromPtr = p;
  out_u(fromPtr);
  p = 0;
  fromPtr = p;
  out_u(fromPtr);
  out_i(t + t + t);
  out_i(!t);
  out_i(~t);
  out_i(-t);
  _Bool b = 1;
  b++;
  out_u(b);                     /* still 1 */
  b = 0;
  b--;
  out_u(b);                     /* 1 */
  b -= 1;
  out_u(b);                     /* 0 */
  unsigned count = 0;
  for (int i = -5; i < 5; i++) {
    _Bool nz = i;
    count += nz;
  }
  out_u(count);
  out_i(sizeof(_Bool));
  out_u((_Bool)0x100000000ULL);
  return 0;
}
