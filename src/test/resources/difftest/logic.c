/* Short-circuit evaluation with side effects, the conditional and comma operators, abs. */
#include <stdlib.h>
#include "difftest.h"

static int calls;

static int touch(int v) {
  calls = calls * 10 + v;
  return v;
}

int main(void) {
  calls = 0;
  int r = touch(0) && touch(1);
  out_i(r);
  out_i(calls);
  calls = 0;
  r = touch(2) || touch(3);
  out_i(r);
  out_i(calls);
  calls = 0;
  r = (touch(0) || touch(4)) && (touch(5) || touch(6));
  out_i(r);
  out_i(calls);
  calls = 0;
  r = touch(1) ? touch(7) : touch(8);
  out_i(r);
  out_i(calls);
  int x = (touch(1), touch(2), 42);
  out_i(x);
  int a = 5, b = 9;
  int m = a > b ? a : b;
  out_i(m);
  int *p = a < b ? &a : &b;
  *p = 100;
  out_i(a);
  out_i(b);
  unsigned u = 3;
  long long mixed = u > 2 ? -1 : u;  /* the conditional's type is unsigned: 4294967295 */
  out_i(mixed);
  double d = a > 0 ? 1 : 0.5;
  out_d(d);
  out_i(abs(-7));
  out_i(abs(2147483647));
  out_i(labs(-123456L));
  out_i(llabs(-9223372036854775807LL));
  int i = 0, j = 10;
  while (i < j && (i += 2, j -= 1, 1)) {
  }
  out_i(i * 100 + j);
  out_i(!0 + !5 + !!5);
  out_i((3 < 2) == 0);
  out_i(1 ^ 1 || 0);
  return 0;
}
